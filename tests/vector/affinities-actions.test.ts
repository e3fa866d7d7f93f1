import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { collect, createAction, createAffinity, flushAll, VectorInputError } from "@/lib/vector";
import { resetBufferForTests } from "@/lib/vector/buffer";
import { deliverWebhooks } from "@/lib/vector/deliver-webhooks";
import { checkOutboundUrl } from "@/lib/vector/outbound-url";
import { CHROME_UA, createTestSite, event } from "./helpers";

const received: { body: any; headers: http.IncomingHttpHeaders }[] = [];
let hookStatus = 500;
let connections = 0;
let server: http.Server;
let hookUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      received.push({ body: JSON.parse(data), headers: req.headers });
      res.writeHead(hookStatus).end("hook-response-body");
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  resetBufferForTests();
  delete process.env.VECTOR_OUTBOUND_ALLOW_HOSTS;
});

const send = (body: unknown) =>
  collect(new Request("http://localhost/collect", { method: "POST", headers: { "user-agent": CHROME_UA, "content-type": "text/plain" }, body: JSON.stringify(body) }));

describe("affinities and actions", () => {
  it("scores visitors by URL pattern and event rules, and fires each action once per visitor", async () => {
    const { organisationId, siteId, siteKey } = await createTestSite();
    const running = await createAffinity(organisationId, {
      name: "Running",
      rules: [
        { type: "url", pattern: "/shoes/running*", weight: 5 },
        { type: "event", event: "signup", weight: 10 },
      ],
    });
    await createAffinity(organisationId, { name: "Hiking", rules: [{ type: "url", pattern: "https://shop.example.com/hiking*", weight: 3 }] });
    await createAction(organisationId, { name: "Runner tag", trigger: { type: "affinity", affinity_id: running.id, threshold: 15 }, effect: { type: "tag", tag: "runner" } });
    await createAction(organisationId, { name: "Signup to CRM", trigger: { type: "event", event: "signup" }, effect: { type: "crm" } });

    const a = "bpv_visitoraaaa";
    const b = "bpv_visitorbbbb";
    await send([
      event(siteKey, { vid: a, u: "https://shop.example.com/shoes/running/fast?x=1" }),
      event(siteKey, { vid: a, u: "https://shop.example.com/shoes/running" }),
      event(siteKey, { vid: b, u: "https://shop.example.com/hiking/boots" }),
      event(siteKey, { vid: b, u: "https://shop.example.com/shoes/trail" }),
    ]);
    await flushAll();
    const db = await getDb();
    const score = async (vid: string, affinityId: string) =>
      (await db.vectorScore.findUnique({ where: { affinityId_siteId_visitorId: { affinityId, siteId, visitorId: vid } } }))?.score ?? 0;
    expect(await score(a, running.id)).toBe(10);
    expect(await score(b, running.id)).toBe(0);
    const visitorA = () => db.vectorVisitor.findUniqueOrThrow({ where: { siteId_visitorId: { siteId, visitorId: a } } });
    expect((await visitorA()).tags).toEqual([]);

    // Crossing 15: tag fires; the signup event also queues the visitor for the CRM.
    await send(event(siteKey, { vid: a, e: "signup" }));
    await flushAll();
    expect(await score(a, running.id)).toBe(20);
    expect(await visitorA()).toMatchObject({ tags: ["runner"], crmQueued: true });
    // Again over the threshold: nothing fires twice.
    await send([event(siteKey, { vid: a, e: "signup" }), event(siteKey, { vid: a, u: "https://shop.example.com/shoes/running" })]);
    await flushAll();
    expect(await db.vectorActionRun.count({ where: { siteId, visitorId: a } })).toBe(2);

    // Identifying carries the anonymous visitor's tags and CRM queueing to the contact.
    await send(event(siteKey, { vid: a, e: "identify", em: "Runner@Example.com" }));
    await flushAll();
    const contact = await db.vectorContact.findFirstOrThrow({ where: { organisationId, email: "runner@example.com" } });
    expect(contact).toMatchObject({ tags: ["runner"], crmQueued: true });
  });

  it("refuses webhook URLs that are not http(s) or point at private addresses, unless allow-listed", async () => {
    const { organisationId } = await createTestSite();
    const port = (server.address() as AddressInfo).port;
    for (const url of [
      "ftp://example.com/x", "http://127.0.0.1:9/x", "http://10.1.2.3/x", "http://[::1]/x", "http://169.254.169.254/latest", "http://localhost/x",
      `http://[::ffff:127.0.0.1]:${port}/hook`, `http://[::ffff:7f00:1]:${port}/hook`, "http://[::ffff:169.254.169.254]/latest", `http://2130706433:${port}/hook`,
      `http://0x7f.0.0.1:${port}/hook`, `http://0177.0.0.1:${port}/hook`, `http://127.1:${port}/hook`, `http://0.0.0.0:${port}/hook`, `http://[::]:${port}/hook`,
      `http://127.0.0.1.:${port}/hook`, "http://[fd00:ec2::254]/", "http://[64:ff9b::a9fe:a9fe]/", "http://100.100.100.200/",
    ]) {
      await expect(createAction(organisationId, { name: "x", trigger: { type: "event", event: "e" }, effect: { type: "webhook", url } }), url).rejects.toBeInstanceOf(VectorInputError);
    }
    await expect(checkOutboundUrl("http://192.168.1.1/")).rejects.toThrow(/private/);
    process.env.VECTOR_OUTBOUND_ALLOW_HOSTS = "127.0.0.1";
    await expect(createAction(organisationId, { name: "ok", trigger: { type: "event", event: "e" }, effect: { type: "webhook", url: hookUrl } })).resolves.toBeTruthy();
  });

  it("calls a webhook when an action fires, retrying until the endpoint answers 2xx", async () => {
    process.env.VECTOR_OUTBOUND_ALLOW_HOSTS = "127.0.0.1";
    const { organisationId, siteKey } = await createTestSite();
    await createAction(organisationId, { name: "Hot lead", trigger: { type: "event", event: "demo_request" }, effect: { type: "webhook", url: hookUrl } });
    await send([event(siteKey, { vid: "bpv_hooker001", e: "identify", em: "lead@example.com" }), event(siteKey, { vid: "bpv_hooker001", e: "demo_request" })]);
    await flushAll();
    received.length = 0;
    hookStatus = 503;
    expect(await deliverWebhooks()).toEqual({ delivered: 0, failed: 1 });
    expect(await deliverWebhooks()).toEqual({ delivered: 0, failed: 0 }); // backing off
    hookStatus = 200;
    expect(await deliverWebhooks(new Date(Date.now() + 2 * 60_000))).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverWebhooks(new Date(Date.now() + 10 * 60_000))).toEqual({ delivered: 0, failed: 0 });
    expect(received).toHaveLength(2);
    expect(received[1].body).toMatchObject({ event: "vector.action", action: { name: "Hot lead" }, visitor_id: "bpv_hooker001", contact: { email: "lead@example.com" } });
    expect(received[0].headers["idempotency-key"]).toBe(received[1].headers["idempotency-key"]);
    const db = await getDb();
    const run = await db.vectorActionRun.findFirstOrThrow({ where: { visitorId: "bpv_hooker001" } });
    expect(run).toMatchObject({ status: "done", lastError: null });
  });

  it("a webhook at another spelling of the loopback address is never called; the run records only an error code", async () => {
    process.env.VECTOR_OUTBOUND_ALLOW_HOSTS = "127.0.0.1"; // the test server's address, written the plain way
    const { organisationId, siteKey } = await createTestSite();
    const port = (server.address() as AddressInfo).port;
    const url = `http://[::ffff:127.0.0.1]:${port}/hook`;
    await expect(createAction(organisationId, { name: "Mapped", trigger: { type: "event", event: "mapped" }, effect: { type: "webhook", url } })).rejects.toBeInstanceOf(VectorInputError);
    // Stored as if saved before the guard existed: delivery itself refuses it.
    const db = await getDb();
    await db.vectorAction.create({ data: { id: newId("act"), organisationId, name: "Mapped", trigger: { type: "event", event: "mapped" }, effect: { type: "webhook", url } } });
    await send(event(siteKey, { vid: "bpv_mappedhook1", e: "mapped" }));
    await flushAll();
    received.length = 0;
    const before = connections;
    hookStatus = 200;
    expect(await deliverWebhooks()).toEqual({ delivered: 0, failed: 1 });
    expect(connections).toBe(before);
    expect(received).toEqual([]);
    const run = await db.vectorActionRun.findFirstOrThrow({ where: { visitorId: "bpv_mappedhook1" } });
    expect(run).toMatchObject({ status: "pending", attempts: 1, lastError: "blocked_address" });
  });

  it("a failing webhook's run records the HTTP status, not the response body", async () => {
    process.env.VECTOR_OUTBOUND_ALLOW_HOSTS = "127.0.0.1";
    const { organisationId, siteKey } = await createTestSite();
    await createAction(organisationId, { name: "Failing", trigger: { type: "event", event: "failing" }, effect: { type: "webhook", url: hookUrl } });
    await send(event(siteKey, { vid: "bpv_failhook001", e: "failing" }));
    await flushAll();
    hookStatus = 500;
    expect(await deliverWebhooks()).toEqual({ delivered: 0, failed: 1 });
    const db = await getDb();
    expect(await db.vectorActionRun.findFirstOrThrow({ where: { visitorId: "bpv_failhook001" } })).toMatchObject({ lastError: "HTTP 500" });
  });
});
