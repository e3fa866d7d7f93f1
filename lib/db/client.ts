// One PrismaClient per process, kept on globalThis so dev reloads and tests reuse it. The code above the
// driver adapter is identical for PGlite and PostgreSQL.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseConfig, type DatabaseConfig } from "./config";
import { acquirePgliteLock } from "./pglite-lock";

/**
 * One SQL statement on the driver itself, without Prisma's query engine: for the one statement on every
 * billed call (the charge), where Prisma's per-query work was a third of the statement's cost (measured
 * in lib/api/billing.ts). Same database, same connection pool; PGlite serialises it with Prisma's
 * transactions, so it never runs inside one of them.
 */
export type SqlRunner = <T>(text: string, params: unknown[]) => Promise<T[]>;

type Holder = { client: PrismaClient; close: () => Promise<void>; config: DatabaseConfig; sql: SqlRunner };

/** Through Prisma, for a client installed without its driver (useDb without a runner). */
const viaPrisma = (client: PrismaClient): SqlRunner => (text, params) => client.$queryRawUnsafe(text, ...params);
const g = globalThis as unknown as { __platformDb?: Holder; __platformDbPending?: Promise<Holder> };

async function open(config: DatabaseConfig): Promise<Holder> {
  if (config.kind === "postgres") {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { default: pg } = await import("pg");
    const max = Number(process.env.DATABASE_POOL_SIZE || 10);
    const pool = new pg.Pool({ connectionString: config.url, max });
    const client = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      client,
      config,
      sql: async <T,>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as T[],
      close: async () => {
        await client.$disconnect();
        if (!pool.ended) await pool.end();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const release = acquirePgliteLock(config.dataDir);
  const pglite = await PGlite.create(config.dataDir);
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    client,
    config,
    sql: async <T,>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows,
    close: async () => {
      await client.$disconnect();
      await pglite.close();
      release();
    },
  };
}

/** The process's database client, opened on first use. */
export async function getDb(): Promise<PrismaClient> {
  if (g.__platformDb) return g.__platformDb.client;
  g.__platformDbPending ??= open(databaseConfig());
  try {
    g.__platformDb = await g.__platformDbPending;
  } finally {
    g.__platformDbPending = undefined;
  }
  return g.__platformDb.client;
}

/** The process's SQL runner (see SqlRunner), on the same database as getDb(). */
export async function getSql(): Promise<SqlRunner> {
  await getDb();
  return g.__platformDb!.sql;
}

/** Tests and scripts install a client they opened themselves (a migrated PGlite snapshot, say). */
export function useDb(client: PrismaClient, close: () => Promise<void> = () => client.$disconnect(), sql: SqlRunner = viaPrisma(client)): void {
  g.__platformDb = { client, close, config: databaseConfig(), sql };
}

export async function closeDb(): Promise<void> {
  const holder = g.__platformDb;
  g.__platformDb = undefined;
  if (holder) await holder.close();
}

export type Db = PrismaClient;
export type { Prisma } from "@/lib/generated/prisma/client";
