// Where the database lives. DATABASE_URL selects a real PostgreSQL server; without it the platform runs on
// embedded PostgreSQL (PGlite) in ./data/pglite, so a fresh clone needs no database server at all.
import path from "node:path";

export type DatabaseConfig =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string };

export function databaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  const dataDir = env.PGLITE_DATA_DIR || path.join(env.DATA_DIR || path.join(process.cwd(), "data"), "pglite");
  return { kind: "pglite", dataDir };
}

export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === "pglite") return `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  const url = new URL(config.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
