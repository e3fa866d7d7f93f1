// The embedded database's own thread (lib/db/embedded-thread.ts): the process holding the folder runs PGlite
// off its event loop and reaches it through the socket, as every other process does. Queries, transactions
// and the change feed work through it, and a thread that dies is started again without losing a commit.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { embeddedPgConfig } from "@/lib/db/embedded-endpoint.mjs";
import { startEmbeddedThread, type EmbeddedThread } from "@/lib/db/embedded-thread";
import { deployMigrations } from "@/lib/db/migrate";
import { closeDb, getDb, getSql } from "@/lib/db/client";
import { announceChange, changeFeedJob, subscribeToChanges } from "@/lib/db/change-feed";

const embedded = inject("dbBackend") !== "postgres";
let dir: string;
let dataDir: string;

describe.skipIf(!embedded)("the embedded database's thread (embedded run only)", () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-thread-"));
    dataDir = path.join(dir, "pglite");
    await deployMigrations({ kind: "pglite", dataDir });
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("serves the folder on the socket and starts again, with every commit kept, when the thread dies", async () => {
    const thread: EmbeddedThread = await startEmbeddedThread(dataDir);
    try {
      const query = async (sql: string, params: unknown[] = []) => {
        const c = new pg.Client(embeddedPgConfig(thread.endpoint));
        await c.connect();
        try {
          return (await c.query(sql, params)).rows;
        } finally {
          await c.end();
        }
      };
      await query(`INSERT INTO organisation (id, name) VALUES ('org_thread', 'Thread Org')`);
      const first = thread.worker;
      await first.terminate(); // as PGlite aborting would end it
      await vi.waitFor(async () => expect(thread.worker).not.toBe(first), { timeout: 10_000 });
      const rows = await vi.waitFor(() => query(`SELECT name FROM organisation WHERE id = 'org_thread'`), { timeout: 30_000, interval: 200 });
      expect(rows).toEqual([{ name: "Thread Org" }]);
    } finally {
      await thread.close();
    }
  });

  it.skipIf(process.platform !== "linux")("runs below the priority of the event loop that answers requests", async () => {
    const niceOf = (task: string) => Number(fs.readFileSync(`/proc/self/task/${task}/stat`, "utf8").split(") ")[1].split(" ")[16]);
    const before = new Set(fs.readdirSync("/proc/self/task"));
    const thread = await startEmbeddedThread(dataDir);
    try {
      const added = fs.readdirSync("/proc/self/task").filter((t) => !before.has(t));
      expect(added.map(niceOf)).toContain(10);
      expect(niceOf(String(process.pid))).toBe(0);
    } finally {
      await thread.close();
    }
  });

  it("closes the folder to the end even when nothing else keeps the process running", () => {
    const out = execFileSync(process.execPath, ["--import", "tsx", path.join(__dirname, "embedded-close-child.ts"), dataDir], { encoding: "utf8", timeout: 60_000 });
    expect(out.trim()).toBe("closed");
  });

  it("is what getDb() opens on a folder: Prisma, transactions, the SQL runner and the change feed work through it", async () => {
    await closeDb(); // the per-file snapshot database
    const saved = process.env.PGLITE_DATA_DIR;
    process.env.PGLITE_DATA_DIR = dataDir;
    try {
      const db = await getDb();
      await db.organisation.create({ data: { id: "org_getdb", name: "Through the thread" } });
      const seen: string[] = [];
      subscribeToChanges("platform_thread_test", { onChange: (p) => seen.push(p), onReset: () => {} });
      await changeFeedJob.start();
      await db.$transaction(async (tx) => {
        await tx.organisation.update({ where: { id: "org_getdb" }, data: { name: "Renamed" } });
        await announceChange(tx, "platform_thread_test", "org_getdb");
      });
      await vi.waitFor(() => expect(seen).toEqual(["org_getdb"]));
      const sql = await getSql();
      expect(await sql(`SELECT name FROM organisation WHERE id = $1`, ["org_getdb"])).toEqual([{ name: "Renamed" }]);
      // A rolled-back transaction leaves nothing behind.
      await expect(
        db.$transaction(async (tx) => {
          await tx.organisation.update({ where: { id: "org_getdb" }, data: { name: "Never" } });
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect((await db.organisation.findUnique({ where: { id: "org_getdb" } }))?.name).toBe("Renamed");
    } finally {
      await changeFeedJob.stop();
      await closeDb();
      if (saved === undefined) delete process.env.PGLITE_DATA_DIR;
      else process.env.PGLITE_DATA_DIR = saved;
    }
  });
});
