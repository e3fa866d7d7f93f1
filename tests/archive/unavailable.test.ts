// Outages: with the database or the blob store unreachable, calls answer 503 with Retry-After (bad input
// still gets its 4xx), and what was accepted before is rendered once things are back.
import { afterEach, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getDb, useDb } from "@/lib/db/client";
import { getBlobStore, S3BlobStore, setBlobStore } from "@/lib/storage";
import { isDatabaseUnavailable } from "@/lib/archive/unavailable";
import { setClock } from "@/lib/archive/clock";
import { call } from "../helpers";
import { archiveOrg, authRoute, download, email, ingest, list, signedDownload, testWorker } from "./helpers";
import { processSlot } from "@/lib/process-state.mjs";

const dbSlot = processSlot<{ config: unknown }>("db.client");

/** Swaps in a client for a PostgreSQL server that is not there, for the duration of fn. */
async function withDatabaseDown<T>(fn: () => Promise<T>): Promise<T> {
  await getDb();
  const saved = dbSlot.get();
  const dead = new PrismaClient({ adapter: new PrismaPg({ host: "127.0.0.1", port: 1, user: "postgres", database: "none", connectionTimeoutMillis: 2000 }) });
  // the dead client serves every path to the database: Prisma calls and raw SQL (the rate limiter) alike
  useDb(dead, () => dead.$disconnect());
  dbSlot.get()!.config = { kind: "postgres", url: "postgresql://127.0.0.1:1/none" };
  try {
    return await fn();
  } finally {
    dbSlot.set(saved);
    await dead.$disconnect().catch(() => {});
  }
}

const unreachableStore = () => new S3BlobStore({ endpoint: "http://127.0.0.1:1", bucket: "b", region: "us-east-1", credentials: { accessKeyId: "a", secretAccessKey: "b" }, forcePathStyle: true, timeoutMs: 2000 });

afterEach(() => {
  setBlobStore(undefined);
  setClock();
});

async function expect503(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = await res.json();
  expect(body).toMatchObject({ ok: false, error: "unavailable" });
  expect(body.request_id).toBe(res.headers.get("x-request-id"));
}

describe("database down", () => {
  it("every archive call answers 503 with Retry-After; invalid input still answers 400/403", async () => {
    const { token, clientId, clientSecret, organisationId } = await archiveOrg();
    const { bp_file_key } = await (await ingest(token, email({ subscriber_key: "outage" }))).json();
    await testWorker(organisationId).drain();
    const [item] = (await (await list(token, "outage")).json()).items;

    await withDatabaseDown(async () => {
      await expect503(await call(authRoute, "/auth", { body: { client_id: clientId, client_secret: clientSecret } }));
      await expect503(await ingest(token, email()));
      await expect503(await list(token, "outage"));
      await expect503(await download(token, bp_file_key));
      await expect503(await signedDownload(item.bp_signed_url));
      expect((await call(authRoute, "/auth", { body: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
      expect((await call(authRoute, "/auth", { body: { client_id: clientId } })).status).toBe(400);
      expect((await signedDownload(item.bp_signed_url.replace(/.$/, (c: string) => (c === "A" ? "B" : "A")))).status).toBe(403);
    });
    // Back up: the same calls work and nothing was lost.
    expect((await download(token, bp_file_key)).status).toBe(200);
  });

  it("recognises connection errors and nothing else as an outage", async () => {
    const dead = new PrismaClient({ adapter: new PrismaPg({ host: "127.0.0.1", port: 1, user: "postgres", database: "none" }) });
    const error = await dead.archivedEmail.count().catch((e) => e);
    await dead.$disconnect().catch(() => {});
    expect(isDatabaseUnavailable(error)).toBe(true);
    const db = await getDb();
    const unique = await db.archiveClient.create({ data: { id: "dup", organisationId: "org_missing", secretHash: "x", last4: "x" } }).catch((e) => e);
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error("bad input"))).toBe(false);
  });
});

describe("blob storage down", () => {
  it("downloads answer 503; renders wait without using up attempts and complete once storage is back", async () => {
    const { token, organisationId } = await archiveOrg();
    const { bp_file_key } = await (await ingest(token, email({ subscriber_key: "storage" }))).json();
    const real = getBlobStore();
    setBlobStore(unreachableStore());
    const worker = testWorker(organisationId, { retryBaseMs: 1 });
    // the retry schedule reads the archive's clock: move it past each retry instead of sleeping
    let t = Date.now();
    setClock(() => new Date(t));
    for (let i = 0; i < 3; i++) {
      await worker.drain();
      t += 60_000;
    }
    const db = await getDb();
    const row = await db.archivedEmail.findUniqueOrThrow({ where: { id: bp_file_key } });
    expect(row).toMatchObject({ organisationId, status: "pending", attempts: 0 });
    expect(row.lastError).toMatch(/unreachable/);

    setBlobStore(real);
    t += 60_000;
    await worker.drain();
    const [item] = (await (await list(token, "storage")).json()).items;
    expect(item.bp_file_key).toBe(bp_file_key);

    setBlobStore(unreachableStore());
    await expect503(await download(token, bp_file_key));
    await expect503(await signedDownload(item.bp_signed_url));
    // Listing needs only the database, so it keeps working.
    expect((await list(token, "storage")).status).toBe(200);
  });
});
