// One PrismaClient per process, kept on globalThis so dev reloads and tests reuse it. The code above the
// driver adapter is identical for PGlite and PostgreSQL.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseConfig, type DatabaseConfig } from "./config";
import { acquirePgliteLock } from "./pglite-lock";

type Holder = { client: PrismaClient; close: () => Promise<void>; config: DatabaseConfig };
const g = globalThis as unknown as { __platformDb?: Holder; __platformDbPending?: Promise<Holder> };

async function open(config: DatabaseConfig): Promise<Holder> {
  if (config.kind === "postgres") {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const max = Number(process.env.DATABASE_POOL_SIZE || 10);
    const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: config.url, max }) });
    return { client, config, close: () => client.$disconnect() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const release = acquirePgliteLock(config.dataDir);
  const pglite = await PGlite.create(config.dataDir);
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    client,
    config,
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

/** Tests and scripts install a client they opened themselves (a migrated PGlite snapshot, say). */
export function useDb(client: PrismaClient, close: () => Promise<void> = () => client.$disconnect()): void {
  g.__platformDb = { client, close, config: databaseConfig() };
}

export async function closeDb(): Promise<void> {
  const holder = g.__platformDb;
  g.__platformDb = undefined;
  if (holder) await holder.close();
}

export type Db = PrismaClient;
export type { Prisma } from "@/lib/generated/prisma/client";
