import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { collect, flushAll } from "@/lib/vector";
import { resetBufferForTests } from "@/lib/vector/buffer";
import { vectorJobs } from "@/lib/vector/jobs";
import { replayWal } from "@/lib/vector/replay-wal";
import { resetWalForTests, walDir } from "@/lib/vector/wal";
import { CHROME_UA, createTestSite, event, storedEvents } from "./helpers";

const send = (body: unknown) =>
  collect(new Request("http://localhost/collect", { method: "POST", headers: { "user-agent": CHROME_UA, "content-type": "text/plain" }, body: JSON.stringify(body) }));

/** What a SIGKILL leaves behind: the buffer is gone, the files stay, the next process has a new instance id. */
function crash() {
  resetBufferForTests();
  resetWalForTests();
}

beforeEach(() => {
  crash();
  fs.rmSync(walDir(), { recursive: true, force: true });
});

describe("write-ahead log", () => {
  it("an acknowledged event survives a crash and is stored by the next process", async () => {
    const { siteId, siteKey } = await createTestSite();
    await send(Array.from({ length: 20 }, (_, i) => event(siteKey, { vid: `bpv_crash${i}xxxx`, e: i === 0 ? "identify" : "pageview", em: i === 0 ? "c@example.com" : undefined })));
    expect(await storedEvents(siteId)).toHaveLength(0);
    crash();
    expect(await replayWal()).toEqual({ files: 1, replayed: 20, skipped: 0 });
    const rows = await storedEvents(siteId);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ name: "identify", email: "c@example.com", lang: "en-AU", sw: 1440 });
    const db = await getDb();
    expect(await db.vectorContact.count({ where: { email: "c@example.com" } })).toBe(1); // derived state too
    expect(fs.readdirSync(walDir()).filter((f) => !f.startsWith(".")).length).toBe(0);
    expect(await replayWal()).toEqual({ files: 0, replayed: 0, skipped: 0 });
  });

  it("replays only what the crashed process had not stored: nothing twice", async () => {
    const { siteId, siteKey } = await createTestSite();
    await send(Array.from({ length: 5 }, (_, i) => event(siteKey, { vid: `bpv_first${i}xxxx` })));
    await flushAll();
    await send(Array.from({ length: 3 }, (_, i) => event(siteKey, { vid: `bpv_later${i}xxxx` })));
    crash();
    expect(await replayWal()).toEqual({ files: 1, replayed: 3, skipped: 5 });
    const rows = await storedEvents(siteId);
    expect(rows.map((r) => r.visitorId).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `bpv_first${i}xxxx`).concat([0, 1, 2].map((i) => `bpv_later${i}xxxx`)).sort());
  });

  it("a clean stop writes everything and leaves no log behind", async () => {
    const { siteId, siteKey } = await createTestSite();
    const intake = vectorJobs.find((j) => j.name === "vector-intake")!;
    await send([event(siteKey), event(siteKey, { e: "signup" })]);
    expect(fs.readdirSync(walDir()).length).toBe(1);
    await intake.stop();
    expect(await storedEvents(siteId)).toHaveLength(2);
    expect(fs.readdirSync(walDir())).toEqual([]);
  });
});
