// One PrismaClient per process, kept in the process state (lib/process-state.mjs) so dev reloads and tests reuse it. The code above the
// driver adapter is identical for PGlite and PostgreSQL. On the embedded database the first process to open
// the folder holds it: a thread of that process runs PGlite and serves it on a local socket
// (lib/db/embedded-thread.ts), and every connection, the holder's own pool and any other process's (the
// operator CLI while the server runs), reaches it there with node-postgres, as a PostgreSQL server.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseConfig, type DatabaseConfig } from "./config";
import { useEmbeddedSocket, useInProcessListener } from "./change-feed";
import { embeddedPgConfig } from "./embedded-endpoint.mjs";
import { lockOrConnect } from "./embedded-client";
import { startEmbeddedThread } from "./embedded-thread";
import { processSlot } from "@/lib/process-state.mjs";

/**
 * One SQL statement on the driver itself, without Prisma's query engine: for the one statement on every
 * billed call (the charge), where Prisma's per-query work was a third of the statement's cost (measured
 * in lib/billing/credits.ts). Same database, same connection pool; PGlite serialises it with Prisma's
 * transactions, so it never runs inside one of them.
 */
export type SqlRunner = <T>(text: string, params: unknown[]) => Promise<T[]>;

/**
 * Connections of the holder's own pool to its database thread. PGlite is one session, so units of work queue
 * there whatever the number; a few let one connection's unit run while others wait for theirs.
 */
const EMBEDDED_POOL_SIZE = 4;

type Holder = { client: PrismaClient; close: () => Promise<void>; config: DatabaseConfig; sql: SqlRunner };

/** Through Prisma, for a client installed without its driver (useDb without a runner). */
const viaPrisma = (client: PrismaClient): SqlRunner => (text, params) => client.$queryRawUnsafe(text, ...params);
const dbSlot = processSlot<Holder>("db.client");
const openingSlot = processSlot<Promise<Holder>>("db.clientOpening");

/** node-postgres pool under Prisma: a PostgreSQL server, or the embedded database served by its holder. */
async function openPool(config: DatabaseConfig, poolConfig: import("pg").PoolConfig): Promise<Holder> {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { default: pg } = await import("pg");
  const pool = new pg.Pool(poolConfig);
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

async function open(config: DatabaseConfig): Promise<Holder> {
  if (config.kind === "postgres") {
    return openPool(config, { connectionString: config.url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
  }
  const release = await lockOrConnect(config.dataDir);
  if (typeof release !== "function") {
    useEmbeddedSocket(release);
    return openPool(config, release);
  }
  if (!config.dataDir.startsWith("memory://")) {
    try {
      const thread = await startEmbeddedThread(config.dataDir);
      const pgConfig = embeddedPgConfig(thread.endpoint, EMBEDDED_POOL_SIZE);
      useEmbeddedSocket(pgConfig);
      const pooled = await openPool(config, pgConfig);
      return {
        ...pooled,
        close: async () => {
          await pooled.close();
          await thread.close();
          release();
        },
      };
    } catch (error) {
      release();
      throw error;
    }
  }
  // A database in memory lives and dies with this process: in process, nobody else can reach it.
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const pglite = await PGlite.create(config.dataDir);
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  useInProcessListener((channel, deliver) => pglite.listen(channel, deliver));
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
  const held = dbSlot.get();
  if (held) return held.client;
  openingSlot.get() ?? openingSlot.set(open(databaseConfig()));
  try {
    dbSlot.set(await openingSlot.get());
  } finally {
    openingSlot.set(undefined);
  }
  return dbSlot.get()!.client;
}

/** The process's SQL runner (see SqlRunner), on the same database as getDb(). */
export async function getSql(): Promise<SqlRunner> {
  await getDb();
  return dbSlot.get()!.sql;
}

/** Tests and scripts install a client they opened themselves (a migrated PGlite snapshot, say). */
export function useDb(client: PrismaClient, close: () => Promise<void> = () => client.$disconnect(), sql: SqlRunner = viaPrisma(client)): void {
  dbSlot.set({ client, close, config: databaseConfig(), sql });
}

export async function closeDb(): Promise<void> {
  const holder = dbSlot.get();
  dbSlot.set(undefined);
  if (holder) await holder.close();
}

export type Db = PrismaClient;
export type { Prisma } from "@/lib/generated/prisma/client";
