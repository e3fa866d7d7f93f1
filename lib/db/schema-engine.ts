// Prisma's schema engine, run as WebAssembly so that migrations work offline. The Prisma CLI would download
// a native engine binary; the prisma package already ships the engine as wasm (build/schema_engine_bg.wasm),
// and @prisma/schema-engine-wasm supplies its JS glue. Details: docs/design/database.md.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { defineGlobal } from "@/lib/process-state.mjs";

const require = createRequire(import.meta.url);

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
export const SCHEMA_PATH = path.join(process.cwd(), "prisma", "schema.prisma");

type Engine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  devDiagnostic(input: unknown): Promise<{ action: { tag: string; reason?: string } }>;
  createMigration(input: unknown): Promise<{ generatedMigrationName: string | null; migrationScript: string | null; extension: string }>;
  free(): void;
};

type Glue = { SchemaEngine: { new: (options: unknown, log: (line: string) => void, adapter: object) => Promise<Engine> } };
let gluePromise: Promise<Glue> | undefined;

async function loadGlue(): Promise<Glue> {
  let panicMessage = "";
  // the engine's wasm glue reports panics to this global
  defineGlobal("PRISMA_WASM_PANIC_REGISTRY", { set_message: (m: string) => void (panicMessage = m) });
  void panicMessage;
  const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "schema_engine_bg.wasm");
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return glue as unknown as Glue;
}

export function migrationsList() {
  const dirs = fs.existsSync(MIGRATIONS_DIR)
    ? fs
        .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

export const filters = { externalTables: [], externalEnums: [] };

type ScriptRunner = { executeScript(script: string): Promise<void> };
type PgAdapterInternals = ScriptRunner & { client?: { query(sql: string): Promise<unknown> }; onError?(error: unknown): never };

// @prisma/adapter-pg runs a migration by splitting it on every ";", which cuts a function body ($$ … $$)
// apart. PostgreSQL's simple query protocol takes a whole script as it is, in one implicit transaction (what
// Prisma's native engine and `psql -f` do), so the adapter's executeScript is replaced by that.
function wholeScript<A extends ScriptRunner>(adapter: A): A {
  const pg = adapter as A & PgAdapterInternals;
  if (!pg.client || typeof pg.onError !== "function") return adapter;
  const { client } = pg;
  pg.executeScript = async (script: string) => {
    try {
      await client.query(script);
    } catch (error) {
      pg.onError!(error);
    }
  };
  return adapter;
}

function withWholeScripts(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  if (factory.adapterName !== "@prisma/adapter-pg") return factory;
  return Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
    connect: async () => wholeScript(await factory.connect()),
    connectToShadowDb: async () => wholeScript(await factory.connectToShadowDb()),
  });
}

export async function withSchemaEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  fn: (engine: Engine) => Promise<T>,
  options: { withSchema?: boolean } = {},
): Promise<T> {
  const glue = await (gluePromise ??= loadGlue());
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const datamodels = options.withSchema ? [[SCHEMA_PATH, fs.readFileSync(SCHEMA_PATH, "utf8")]] : undefined;
  const log = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(line);
  };
  const engine = await glue.SchemaEngine.new({ datamodels }, log, bindMigrationAwareSqlAdapterFactory(withWholeScripts(factory)));
  try {
    return await fn(engine);
  } finally {
    engine.free();
  }
}
