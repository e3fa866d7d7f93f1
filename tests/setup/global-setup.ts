// Prepares one migrated database for the whole run, on the backend scripts/test.sh chose:
//  - pglite: migrations applied once to an in-memory PGlite, dumped; every test file loads a fresh copy.
//  - postgres: a throw-away database on the server (TEST_DATABASE_URL or 127.0.0.1:5432), dropped after.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations, pgConfigFromUrl } from "@/lib/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    dbBackend: "pglite" | "postgres";
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const backend = (process.env.TEST_DB_BACKEND ?? "pglite") as "pglite" | "postgres";
  project.provide("dbBackend", backend);
  if (backend === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    const pglite = await PGlite.create("memory://");
    await applyMigrations(new PrismaPGlite(pglite));
    const dump = await pglite.dumpDataDir("none");
    await pglite.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "platform-test-")), "snapshot.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteSnapshot", file);
    project.provide("postgresUrl", "");
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const pg = (await import("pg")).default;
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const adminUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `platform_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client(pgConfigFromUrl(adminUrl));
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await applyMigrations(new PrismaPg({ ...pgConfigFromUrl(url.toString()) }));
  project.provide("postgresUrl", url.toString());
  project.provide("pgliteSnapshot", "");
  return async () => {
    const c = new pg.Client(pgConfigFromUrl(adminUrl));
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
}
