import { beforeEach, describe, expect, it } from "vitest";
import { GET, OPTIONS, POST, PUT } from "@/app/collect/route";
import { getDb } from "@/lib/db/client";
import { collect, flushAll, QUOTA_PER_HOUR } from "@/lib/vector";
import { resetBufferForTests } from "@/lib/vector/buffer";
import { hourOf } from "@/lib/vector/config";
import { call } from "../helpers";
import { CHROME_UA, createTestSite, event, storedEvents } from "./helpers";

const browser = { "user-agent": CHROME_UA };

beforeEach(() => resetBufferForTests());

async function expectOk(res: Response) {
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
}

describe("/collect", () => {
  it("answers 200 {ok:true} to every bad input and stores nothing", async () => {
    const { siteId, siteKey } = await createTestSite();
    const huge = JSON.stringify(event(siteKey, { t: "x".repeat(200_000) }));
    const cases: { name: string; method?: string; headers?: Record<string, string>; body?: any; query?: Record<string, string> }[] = [
      { name: "empty body" },
      { name: "empty POST", method: "POST", body: "" },
      { name: "bad JSON", body: "{nope", headers: { "content-type": "application/json" } },
      { name: "JSON array of junk", body: "[1,2,null]", headers: { "content-type": "application/json" } },
      { name: "JSON string", body: '"hello"', headers: { "content-type": "application/json" } },
      { name: "invalid key", body: event("vk_doesnotexist123") },
      { name: "malformed key", body: event("sk_live_123") },
      { name: "missing key", body: { vid: "bpv_abcdefgh", e: "pageview" } },
      { name: "missing visitor", body: { k: siteKey, e: "pageview" } },
      { name: "bad visitor id", body: event(siteKey, { vid: "nope" }) },
      { name: "bad event name", body: event(siteKey, { e: "<script>" }) },
      { name: "object as event name", body: event(siteKey, { e: { a: 1 } }) },
      { name: "wrong content type", body: new Uint8Array([0, 1, 2, 255]), headers: { "content-type": "image/png" } },
      { name: "huge body", body: huge, headers: { "content-type": "application/json" } },
      { name: "huge declared length", body: "{}", headers: { "content-type": "application/json", "content-length": "999999999" } },
      { name: "form without key", body: new URLSearchParams({ e: "x" }), headers: { "content-type": "application/x-www-form-urlencoded" } },
      { name: "GET without query", method: "GET" },
      { name: "GET with junk query", method: "GET", query: { k: "vk_bad", vid: "x" } },
      { name: "PUT", method: "PUT", body: event(siteKey) },
      { name: "OPTIONS", method: "OPTIONS" },
    ];
    for (const c of cases) {
      const handler = c.method === "GET" ? GET : c.method === "OPTIONS" ? OPTIONS : c.method === "PUT" ? PUT : POST;
      const res = await call(handler as any, "/collect", { method: c.method ?? "POST", headers: { ...browser, ...c.headers }, body: c.body, query: c.query });
      expect(res.status, c.name).toBe(200);
      expect(await res.json(), c.name).toEqual({ ok: true });
      expect(res.headers.get("access-control-allow-origin"), c.name).toBeTruthy();
    }
    await flushAll();
    expect(await storedEvents(siteId)).toHaveLength(0);
  });

  it("accepts JSON, JSON as text/plain (sendBeacon), form bodies and query strings, with every field", async () => {
    const { siteId, siteKey } = await createTestSite();
    await expectOk(await call(POST, "/collect", { headers: browser, body: event(siteKey, { e: "pageview", u: "https://shop.example.com/a" }) }));
    await expectOk(await call(POST, "/collect", { headers: { ...browser, "content-type": "text/plain;charset=UTF-8" }, body: JSON.stringify(event(siteKey, { e: "signup", em: "A@B.co" })) }));
    await expectOk(await call(POST, "/collect", { headers: { ...browser, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ k: siteKey, vid: "bpv_formvisitor", u: "https://shop.example.com/form", sw: "800", sh: "600" }) }));
    await expectOk(await call(GET, "/collect", { headers: browser, query: { k: siteKey, vid: "bpv_queryvisitor", e: "download", u: "https://shop.example.com/q" } }));
    await flushAll();
    const rows = await storedEvents(siteId);
    expect(rows.map((r) => r.name)).toEqual(["pageview", "signup", "pageview", "download"]);
    expect(rows[0]).toMatchObject({ visitorId: "bpv_testvisitor01", url: "https://shop.example.com/a", title: "Home", lang: "en-AU", tz: "Australia/Sydney", sw: 1440, sh: 900 });
    expect(rows[0].clientTs).toBeInstanceOf(Date);
    expect(rows[1].email).toBe("a@b.co");
    expect(rows[2]).toMatchObject({ visitorId: "bpv_formvisitor", name: "pageview", sw: 800, sh: 600 });
    expect(rows[3]).toMatchObject({ visitorId: "bpv_queryvisitor", url: "https://shop.example.com/q" });
    const db = await getDb();
    const contact = await db.vectorContact.findFirst({ where: { email: "a@b.co" } });
    expect(contact).not.toBeNull();
    const visitor = await db.vectorVisitor.findUnique({ where: { siteId_visitorId: { siteId, visitorId: "bpv_testvisitor01" } } });
    expect(visitor?.contactId).toBe(contact!.id);
  });

  it("filters bots and counts them; refuses origins the site does not allow", async () => {
    const { siteId, siteKey } = await createTestSite({ origins: ["https://shop.example.com"] });
    await expectOk(await call(POST, "/collect", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }, body: event(siteKey) }));
    await expectOk(await call(POST, "/collect", { headers: { ...browser, origin: "https://evil.example.net" }, body: event(siteKey) }));
    await expectOk(await call(POST, "/collect", { headers: { ...browser, origin: "https://shop.example.com" }, body: event(siteKey, { e: "allowed" }) }));
    await flushAll();
    expect((await storedEvents(siteId)).map((r) => r.name)).toEqual(["allowed"]);
    const db = await getDb();
    const q = await db.vectorQuotaHour.findMany({ where: { siteId } });
    expect(q.reduce((n, r) => n + r.bots, 0)).toBe(1);
  });

  it("keeps 36,000 events per site key per hour and counts the 500 over quota as dropped", async () => {
    const { siteId, siteKey } = await createTestSite();
    const other = await createTestSite();
    const total = QUOTA_PER_HOUR + 500;
    const perRequest = 50;
    let sent = 0;
    const send = async (n: number, key: string) => {
      for (let i = 0; i < n; i += perRequest) {
        const batch = Array.from({ length: Math.min(perRequest, n - i) }, (_, j) => event(key, { vid: `bpv_v${(sent + i + j) % 997}xxxxx`, u: `https://shop.example.com/p/${i + j}` }));
        await collect(new Request("http://localhost/collect", { method: "POST", headers: { ...browser, "content-type": "text/plain" }, body: JSON.stringify(batch) }));
      }
      sent += n;
    };
    await send(30_000, siteKey);
    await flushAll();
    // A second instance knows nothing of the first one's count: the quota row in the database still holds.
    resetBufferForTests();
    await send(total - 30_000, siteKey);
    await send(10, other.siteKey); // another key has its own budget
    await flushAll();
    const db = await getDb();
    expect(await db.vectorEvent.count({ where: { siteId } })).toBe(QUOTA_PER_HOUR);
    expect(await db.vectorEvent.count({ where: { siteId: other.siteId } })).toBe(10);
    const rows = await db.vectorQuotaHour.findMany({ where: { siteId } });
    expect(rows.reduce((n, r) => n + r.accepted, 0)).toBe(QUOTA_PER_HOUR);
    expect(rows.reduce((n, r) => n + r.dropped, 0)).toBe(500);
    // A new hour is a new budget.
    const nextHour = new Date(hourOf(new Date()).getTime() + 3600_000);
    const { enqueue } = await import("@/lib/vector/buffer");
    const site = await db.vectorSite.findUniqueOrThrow({ where: { id: siteId } });
    expect(enqueue({ ...(await import("@/lib/vector/parse-event")).validateEvent(event(siteKey))!, siteId, organisationId: site.organisationId, receivedAt: nextHour })).toBe(true);
    await flushAll();
    expect(await db.vectorEvent.count({ where: { siteId } })).toBe(QUOTA_PER_HOUR + 1);
  });

  it("keeps a batch when the database write fails and writes it on the next flush", async () => {
    const { siteId, siteKey } = await createTestSite();
    await collect(new Request("http://localhost/collect", { method: "POST", headers: browser, body: JSON.stringify(event(siteKey)) }));
    const db = await getDb();
    await db.$executeRawUnsafe(`ALTER TABLE vector_event RENAME TO vector_event_away`);
    const { flush } = await import("@/lib/vector/buffer");
    await expect(flush()).rejects.toBeTruthy();
    await db.$executeRawUnsafe(`ALTER TABLE vector_event_away RENAME TO vector_event`);
    await flushAll();
    expect(await storedEvents(siteId)).toHaveLength(1);
  });
});
