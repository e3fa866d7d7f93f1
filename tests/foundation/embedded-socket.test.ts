// The embedded database while a server holds it: other processes (the operator CLI, migrations, standalone
// servers) reach it through the holder's socket (lib/db/embedded-server.mjs) instead of being refused, their
// changes reach the holder's caches at once, and a client's unit of work never mixes with the holder's own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { readEmbeddedEndpoint, embeddedPgConfig } from "@/lib/db/embedded-endpoint.mjs";
import { serveEmbeddedDatabase, type EmbeddedServer } from "@/lib/db/embedded-server.mjs";
import { deployMigrations } from "@/lib/db/migrate";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";

const embedded = inject("dbBackend") !== "postgres";
let dir: string;
let dataDir: string;
let db: PGlite;
let served: EmbeddedServer;
let release: () => void;
const delivered: Array<[string, string]> = [];

/** The operator CLI in its own process, on this test's embedded folder (async: this process serves it). */
async function admin(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, DATA_DIR: dir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args, "--json"], { cwd: process.cwd(), env });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`admin ${args.join(" ")} exited ${code}: ${out}`);
  return JSON.parse(out.trim().split("\n").pop()!);
}

const client = async (config = embeddedPgConfig(readEmbeddedEndpoint(dataDir, process.pid)!)) => {
  const c = new pg.Client(config);
  await c.connect();
  return c;
};

describe.skipIf(!embedded)("embedded database served to other processes (embedded run only)", () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-socket-"));
    dataDir = path.join(dir, "pglite");
    await deployMigrations({ kind: "pglite", dataDir });
    release = acquirePgliteLock(dataDir);
    const { PGlite } = await import("@electric-sql/pglite");
    db = await PGlite.create(dataDir);
    await db.listen("platform_shortlink_key_changed", (payload) => delivered.push(["in-process", payload]));
    served = await serveEmbeddedDatabase(db, dataDir, (channel, payload) => delivered.push([channel, payload]));
  });

  afterAll(async () => {
    await served?.close();
    await db?.close();
    release?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("lets the operator CLI create an organisation and a short-link domain while the server holds the folder", async () => {
    const org = await admin("org:create", "--name", "Socket Org", "--credits", "5");
    expect(org.org_id).toMatch(/^org_/);
    const rows = await db.query<{ name: string }>(`SELECT name FROM organisation WHERE id = $1`, [org.org_id]);
    expect(rows.rows).toEqual([{ name: "Socket Org" }]);

    // The grant's change reaches the holder's subscribers once, on commit (the server's caches evict).
    const domain = await admin("shortlinks:domain", "--org", org.org_id, "--domain", "go.socket.test");
    expect(domain.api_key).toMatch(/^slk_/);
    const [grant] = (await db.query<{ id: string }>(`SELECT id FROM shortlink_domain WHERE domain = 'go.socket.test'`)).rows;
    await vi.waitFor(() => expect(delivered).toContainEqual(["platform_shortlink_key_changed", grant.id]));
    expect(delivered.filter(([, p]) => p === grant.id)).toHaveLength(1);
  });

  it("migrations run through the socket while the server holds the folder", async () => {
    expect(await deployMigrations({ kind: "pglite", dataDir })).toEqual([]); // nothing left to apply, no refusal
  });

  it("never runs the holder's queries inside a client's open transaction", async () => {
    const c = await client();
    try {
      await c.query("BEGIN");
      await c.query(`INSERT INTO organisation (id, name) VALUES ('org_client_tx', 'rolled back')`);
      // Queued behind the client's transaction; without the gate it would run inside it and be rolled back too.
      const holderWrite = db.query(`INSERT INTO organisation (id, name) VALUES ('org_holder', 'kept')`);
      await c.query("SELECT 1");
      await c.query("ROLLBACK");
      await holderWrite;
      const ids = (await db.query<{ id: string }>(`SELECT id FROM organisation WHERE id IN ('org_client_tx', 'org_holder')`)).rows;
      expect(ids).toEqual([{ id: "org_holder" }]);
    } finally {
      await c.end();
    }
  });

  it("rolls back a client that disconnects inside a transaction, and the holder carries on", async () => {
    const c = await client();
    await c.query("BEGIN");
    await c.query(`INSERT INTO organisation (id, name) VALUES ('org_abandoned', 'gone')`);
    const closed = new Promise((resolve) => {
      c.once("end", resolve);
      c.once("error", resolve); // "Connection terminated unexpectedly": the point of this test
    });
    (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await closed;
    const rows = (await db.query(`SELECT id FROM organisation WHERE id = 'org_abandoned'`)).rows;
    expect(rows).toEqual([]);
    expect(db.isInTransaction()).toBe(false);
  });

  it("drops a client that holds a transaction open and idle, so the server is never stalled by it", async () => {
    process.env.PGLITE_CLIENT_IDLE_MS = "300";
    const c = await client();
    const dropped = new Promise((resolve) => c.once("error", resolve));
    try {
      await c.query("BEGIN");
      await c.query(`INSERT INTO organisation (id, name) VALUES ('org_idle', 'idle')`);
      // The holder's write waits for the idle client, which is rolled back and disconnected.
      await db.query(`INSERT INTO organisation (id, name) VALUES ('org_after_idle', 'kept')`);
      await dropped;
      const ids = (await db.query<{ id: string }>(`SELECT id FROM organisation WHERE id IN ('org_idle', 'org_after_idle')`)).rows;
      expect(ids).toEqual([{ id: "org_after_idle" }]);
    } finally {
      delete process.env.PGLITE_CLIENT_IDLE_MS;
      await c.end().catch(() => {});
    }
  });

  it("hands a client's NOTIFY to the holder and to every other client, and the holder's to clients", async () => {
    const listener = await client();
    const writer = await client();
    try {
      const heard: string[] = [];
      listener.on("notification", (n) => heard.push(`${n.channel}:${n.payload}`));
      await listener.query("LISTEN platform_template_changed");
      await writer.query("BEGIN");
      await writer.query("SELECT pg_notify('platform_template_changed', 'tpl_from_client')");
      await writer.query("COMMIT");
      await db.query("SELECT pg_notify('platform_template_changed', 'tpl_from_holder')");
      await vi.waitFor(() => expect(heard).toEqual(["platform_template_changed:tpl_from_client", "platform_template_changed:tpl_from_holder"]));
      expect(delivered).toContainEqual(["platform_template_changed", "tpl_from_client"]);
    } finally {
      await listener.end();
      await writer.end();
    }
  });
});
