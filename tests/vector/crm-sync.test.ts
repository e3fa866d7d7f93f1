import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { collect, createAffinity, flushAll, getCrmTarget, outboxCounts, saveCrmTarget, syncCrm, syncLog } from "@/lib/vector";
import { resetBufferForTests } from "@/lib/vector/buffer";
import { decryptSecret } from "@/lib/vector/crypto";
import { syncDueCrmTargets } from "@/lib/vector/crm/sync";
import { CHROME_UA, createTestSite, event } from "./helpers";

// A real CRM over HTTP that fails the first `failFirst` requests (with a body the sync log must never
// show), then accepts. It counts connections too: a refused target must not even be connected to.
const FAILURE_BODY = '{"error":"down","internal":"db-password=hunter2"}';
type Delivery = { status: number; auth: string | undefined; body: any };
const deliveries: Delivery[] = [];
let failFirst = 0;
let connections = 0;
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const status = failFirst-- > 0 ? 500 : 200;
      deliveries.push({ status, auth: req.headers["x-crm-token"] as string | undefined, body: JSON.parse(data) });
      res.writeHead(status, { "content-type": "application/json" }).end(status === 200 ? '{"ok":true}' : FAILURE_BODY);
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contacts`;
  process.env.VECTOR_OUTBOUND_ALLOW_HOSTS = "127.0.0.1";
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => resetBufferForTests());

const send = (body: unknown) =>
  collect(new Request("http://localhost/collect", { method: "POST", headers: { "user-agent": CHROME_UA, "content-type": "text/plain" }, body: JSON.stringify(body) }));

describe("CRM sync", () => {
  it("delivers every identified contact exactly once per change through a failing-then-recovering target", async () => {
    const { organisationId, siteKey } = await createTestSite();
    await createAffinity(organisationId, { name: "Running", rules: [{ type: "url", pattern: "/running*", weight: 5 }] });
    await saveCrmTarget(organisationId, { endpoint, auth_header_name: "x-crm-token", auth_header_value: "secret-123", batch_size: 2 });
    const db = await getDb();
    const stored = await db.vectorCrmTarget.findUniqueOrThrow({ where: { organisationId } });
    expect(stored.authHeaderEnc).not.toContain("secret-123");
    expect(decryptSecret(stored.authHeaderEnc)).toBe("secret-123");
    expect(await getCrmTarget(organisationId)).not.toHaveProperty("authHeaderEnc");

    const emails = ["one@example.com", "two@example.com", "three@example.com"];
    await send(emails.map((em, i) => event(siteKey, { vid: `bpv_crmvisitor${i}`, e: "identify", em })));
    await send([event(siteKey, { vid: "bpv_crmvisitor0", u: "https://shop.example.com/running/shoes" }), event(siteKey, { vid: "bpv_anonymous01" })]);
    await flushAll();
    expect(await outboxCounts(organisationId)).toEqual({ contacts: 3, due: 3, synced: 0 });

    failFirst = 2;
    expect((await syncCrm(organisationId, "manual")).status).toBe("failed");
    // The scheduler respects the backoff after a failure.
    await syncDueCrmTargets();
    expect(deliveries).toHaveLength(1);
    expect((await syncCrm(organisationId, "manual")).status).toBe("failed");
    expect(await outboxCounts(organisationId)).toMatchObject({ due: 3, synced: 0 });
    expect(await syncCrm(organisationId, "manual")).toEqual({ status: "ok", contacts: 3 });
    expect(await syncCrm(organisationId, "manual")).toEqual({ status: "idle", contacts: 0 });
    expect(await outboxCounts(organisationId)).toEqual({ contacts: 3, due: 0, synced: 3 });

    // A change to one contact is sent once more, alone.
    await send(event(siteKey, { vid: "bpv_crmvisitor0", u: "https://shop.example.com/running/socks" }));
    await flushAll();
    expect(await syncCrm(organisationId, "manual")).toEqual({ status: "ok", contacts: 1 });
    expect(await syncCrm(organisationId, "manual")).toEqual({ status: "idle", contacts: 0 });

    const accepted = deliveries.filter((d) => d.status === 200).flatMap((d) => d.body.contacts);
    const pairs = accepted.map((c: any) => `${c.email}@v${c.version}`);
    expect(new Set(pairs).size).toBe(pairs.length); // no (contact, version) twice
    expect(accepted.map((c: any) => c.email).sort()).toEqual(["one@example.com", "one@example.com", "three@example.com", "two@example.com"]);
    const last = accepted.at(-1);
    expect(last).toMatchObject({ email: "one@example.com", affinities: { Running: 10 } });
    const firstOne = accepted.find((c: any) => c.email === "one@example.com");
    expect(firstOne.affinities).toEqual({ Running: 5 });
    expect(last.version).toBeGreaterThan(firstOne.version);
    expect(deliveries.every((d) => d.auth === "secret-123")).toBe(true);
    expect(deliveries.filter((d) => d.status === 200).every((d) => d.body.contacts.length <= 2)).toBe(true);

    const log = await syncLog(organisationId);
    expect(log.map((l) => l.status).reverse()).toEqual(["failed", "failed", "ok", "ok", "ok"]);
    // What the CRM answered on failure is not stored: the portal shows the status only.
    for (const l of log.filter((l) => l.status === "failed")) expect(l.detail).toMatch(/^HTTP 500 \(retry in \d+ s\)$/);
    expect(JSON.stringify(log)).not.toContain("hunter2");
  });

  it("never reaches a loopback CRM through another spelling of its address, and logs only an error code", async () => {
    // The CRM above listens on 127.0.0.1 and this file allow-lists 127.0.0.1; [::ffff:127.0.0.1] is the
    // same socket on a dual-stack host but is not what the operator opened.
    const { organisationId, siteKey } = await createTestSite();
    const port = (server.address() as AddressInfo).port;
    const spellings = [`http://[::ffff:127.0.0.1]:${port}/contacts`, `http://[::ffff:7f00:1]:${port}/contacts`, `http://[::127.0.0.1]:${port}/contacts`, "http://[::ffff:169.254.169.254]/latest/meta-data/"];
    for (const url of spellings) await expect(saveCrmTarget(organisationId, { endpoint: url, auth_header_value: "s" }), url).rejects.toThrow(/not public|private/);
    await send(event(siteKey, { vid: "bpv_mappedvis01", e: "identify", em: "mapped@example.com" }));
    await flushAll();
    const db = await getDb();
    const before = { connections, deliveries: deliveries.length };
    for (const endpoint of spellings) {
      // As if saved before this guard existed (or DNS changed since): the call itself refuses it.
      await saveCrmTarget(organisationId, { endpoint: "http://127.0.0.1:9/placeholder", auth_header_value: "s" });
      await db.vectorCrmTarget.update({ where: { organisationId }, data: { endpoint } });
      expect(await syncCrm(organisationId, "manual"), endpoint).toEqual({ status: "failed", contacts: 0, detail: "blocked_address" });
    }
    expect({ connections, deliveries: deliveries.length }).toEqual(before);
    const log = await syncLog(organisationId);
    expect(log).toHaveLength(spellings.length);
    for (const l of log) expect(l).toMatchObject({ status: "failed", httpStatus: null, detail: expect.stringMatching(/^blocked_address \(retry in \d+ s\)$/) });
    expect(await outboxCounts(organisationId)).toMatchObject({ due: 1, synced: 0 });
  });

  it("a credential sealed under another key fails that organisation's sync with a reason, and the scheduler goes on to the others", async () => {
    const broken = await createTestSite();
    const healthy = await createTestSite();
    await saveCrmTarget(broken.organisationId, { endpoint, auth_header_value: "old-secret" });
    await saveCrmTarget(healthy.organisationId, { endpoint, auth_header_name: "x-crm-token", auth_header_value: "secret-123" });
    const db = await getDb();
    // as if VECTOR_ENCRYPTION_KEY changed since the credential was saved: the seal no longer opens
    const sealed = (await db.vectorCrmTarget.findUniqueOrThrow({ where: { organisationId: broken.organisationId } })).authHeaderEnc;
    const other = sealed.slice(0, -2) + (sealed.endsWith("AA") ? "BB" : "AA");
    await db.vectorCrmTarget.update({ where: { organisationId: broken.organisationId }, data: { authHeaderEnc: other } });
    await send([event(broken.siteKey, { vid: "bpv_brokenkey01", e: "identify", em: "broken@example.com" }), event(healthy.siteKey, { vid: "bpv_healthykey1", e: "identify", em: "healthy@example.com" })]);
    await flushAll();
    failFirst = 0;
    const before = deliveries.length;

    await syncDueCrmTargets();
    expect(deliveries.slice(before).flatMap((d) => d.body.contacts.map((c: any) => c.email))).toEqual(["healthy@example.com"]);
    expect(await outboxCounts(healthy.organisationId)).toMatchObject({ due: 0, synced: 1 });
    expect(await outboxCounts(broken.organisationId)).toMatchObject({ due: 1, synced: 0 });
    const [log] = await syncLog(broken.organisationId);
    expect(log).toMatchObject({ status: "failed", detail: expect.stringContaining("VECTOR_ENCRYPTION_KEY") });
  });

  it("with scope 'queued' sends only contacts an action queued for the CRM", async () => {
    const { organisationId, siteKey } = await createTestSite();
    const { createAction } = await import("@/lib/vector");
    await createAction(organisationId, { name: "Buyers to CRM", trigger: { type: "event", event: "purchase" }, effect: { type: "crm" } });
    await saveCrmTarget(organisationId, { endpoint, auth_header_name: "x-crm-token", auth_header_value: "s", scope: "queued" });
    await send([
      event(siteKey, { vid: "bpv_queuedvis1", e: "identify", em: "buyer@example.com" }),
      event(siteKey, { vid: "bpv_queuedvis1", e: "purchase" }),
      event(siteKey, { vid: "bpv_queuedvis2", e: "identify", em: "browser@example.com" }),
    ]);
    await flushAll();
    failFirst = 0;
    const before = deliveries.length;
    expect(await syncCrm(organisationId, "manual")).toEqual({ status: "ok", contacts: 1 });
    expect(deliveries.slice(before).flatMap((d) => d.body.contacts.map((c: any) => c.email))).toEqual(["buyer@example.com"]);
  });
});
