// Runs in each test file's process before its tests: points lib/db at the run's database and gives the
// file its own data folder (blob storage and the like).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { closeDb, useDb } from "@/lib/db/client";
import { PrismaClient } from "@/lib/generated/prisma/client";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "platform-data-"));
process.env.API_KEY_CACHE_TTL_MS ??= "5000";

if (inject("dbBackend") === "postgres") {
  process.env.DATABASE_URL = inject("postgresUrl");
  delete process.env.PGLITE_DATA_DIR;
} else {
  delete process.env.DATABASE_URL;
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const snapshot = new Blob([fs.readFileSync(inject("pgliteSnapshot"))]);
  const pglite = await PGlite.create({ loadDataDir: snapshot });
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  useDb(
    client,
    async () => {
      await client.$disconnect();
      await pglite.close();
    },
    async <T,>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows,
  );
}

afterAll(async () => {
  await closeDb();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});
