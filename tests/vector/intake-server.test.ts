// `npm run vector:serve` (the hot route table restricted to VECTOR, lib/server/standalone.ts) over real
// HTTP: the same answers as the Next route, and events taken through it are stored by its stop (the
// clean-shutdown order: stop accepting, finish requests, flush).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listen } from "@/lib/server/http-server.mjs";
import { createStandaloneServer } from "@/lib/server/standalone";
import { resetBufferForTests } from "@/lib/vector/buffer";
import { TRACKER_VERSION } from "@/lib/vector";
import { CHROME_UA, createTestSite, event, storedEvents } from "./helpers";

let base = "";
let served: ReturnType<typeof createStandaloneServer>;
const logLines: string[] = [];

beforeEach(async () => {
  resetBufferForTests();
  process.env.VECTOR_FLUSH_INTERVAL_MS = "60000"; // nothing is written before stop()
  served = createStandaloneServer({ products: ["vector"], log: { write: (line) => void logLines.push(line) }, logFormat: "json" });
  await served.start();
  base = `http://127.0.0.1:${await listen(served.server, 0, "127.0.0.1")}`;
});

afterEach(async () => {
  await served.stop();
  delete process.env.VECTOR_FLUSH_INTERVAL_MS;
});

async function expectOk(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  expect(await res.json()).toEqual({ ok: true });
}

const browser = { "user-agent": CHROME_UA };

describe("intake listener", () => {
  it("takes JSON, text/plain JSON, form bodies and query strings; stop() stores them", async () => {
    const { siteId, siteKey } = await createTestSite();
    await expectOk(await fetch(`${base}/collect`, { method: "POST", headers: { ...browser, "content-type": "application/json" }, body: JSON.stringify(event(siteKey, { u: "https://shop.example.com/json" })) }));
    await expectOk(await fetch(`${base}/collect`, { method: "POST", headers: { ...browser, "content-type": "text/plain;charset=UTF-8" }, body: JSON.stringify(event(siteKey, { e: "signup", em: "A@B.co" })) }));
    await expectOk(await fetch(`${base}/collect`, { method: "POST", headers: { ...browser, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ k: siteKey, vid: "bpv_formvisitor", u: "https://shop.example.com/form", sw: "800", sh: "600" }) }));
    await expectOk(await fetch(`${base}/collect?${new URLSearchParams({ k: siteKey, vid: "bpv_queryvisitor", e: "pageview", u: "https://shop.example.com/query" })}`, { headers: browser }));
    expect(await storedEvents(siteId)).toHaveLength(0); // still buffered: the flush interval is a minute

    await served.stop();
    expect(served.server.listening).toBe(false);
    const rows = await storedEvents(siteId);
    expect(rows.map((r) => [r.visitorId, r.name, r.url])).toEqual([
      ["bpv_testvisitor01", "pageview", "https://shop.example.com/json"],
      ["bpv_testvisitor01", "signup", "https://shop.example.com/"],
      ["bpv_formvisitor", "pageview", "https://shop.example.com/form"],
      ["bpv_queryvisitor", "pageview", "https://shop.example.com/query"],
    ]);
    expect(rows[1]).toMatchObject({ email: "a@b.co", lang: "en-AU", tz: "Australia/Sydney", sw: 1440, sh: 900 });
    expect(rows[2]).toMatchObject({ sw: 800, sh: 600 });
    await expect(fetch(`${base}/collect`, { method: "POST", body: "{}" })).rejects.toThrow(); // closed
  });

  it("answers 200 {ok:true} to bad input and stores nothing", async () => {
    const { siteId, siteKey } = await createTestSite();
    const cases: { method?: string; headers?: Record<string, string>; body?: BodyInit }[] = [
      { method: "POST" },
      { method: "POST", body: "{nope", headers: { "content-type": "application/json" } },
      { method: "POST", body: "[1,2,null]", headers: { "content-type": "application/json" } },
      { method: "POST", body: JSON.stringify(event("vk_doesnotexist123")) },
      { method: "POST", body: JSON.stringify(event(siteKey, { vid: "nope" })) },
      { method: "POST", body: JSON.stringify(event(siteKey, { t: "x".repeat(100_000) })), headers: { "content-type": "application/json" } },
      { method: "POST", body: new Uint8Array([0, 1, 2, 255]), headers: { "content-type": "image/png" } },
      { method: "POST", body: JSON.stringify(event(siteKey)), headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } },
      { method: "GET" },
      { method: "PUT", body: JSON.stringify(event(siteKey)) },
      { method: "DELETE" },
    ];
    for (const c of cases) await expectOk(await fetch(`${base}/collect`, { method: c.method, headers: { ...browser, ...c.headers }, body: c.body }));
    await served.stop();
    expect(await storedEvents(siteId)).toHaveLength(0);
  });

  it("answers the CORS preflight and reflects the origin", async () => {
    const res = await fetch(`${base}/collect`, { method: "OPTIONS", headers: { origin: "https://shop.example.com", "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://shop.example.com");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")).toBe("content-type");
    const post = await fetch(`${base}/collect`, { method: "POST", body: "{}" });
    expect(post.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("serves /v.js with the route's cache headers, and nothing else", async () => {
    const plain = await fetch(`${base}/v.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toContain("javascript");
    expect(await plain.text()).toContain("ServiceVector");
    const versioned = await fetch(`${base}/v.js?v=${TRACKER_VERSION}`);
    expect(versioned.headers.get("cache-control")).toContain("immutable");
    const again = await fetch(`${base}/v.js`, { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${base}/portal`)).status).toBe(404);
    expect((await fetch(`${base}/v1/shorten`, { method: "POST" })).status).toBe(404); // another product's row: not served here
    const post = await fetch(`${base}/v.js`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect(await post.json()).toMatchObject({ ok: false, error: "method_not_allowed" });
  });

  it("answers its health with the batch writers' figures, and logs one line per request", async () => {
    logLines.length = 0;
    const health = await fetch(`${base}/_health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, routes: ["vector"], batch_writers: { "vector_events": { buffered: expect.any(Number) } } });
    await fetch(`${base}/collect`, { method: "POST", body: "{}" });
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("platform_batch_writer");
    const lines = logLines.map((l) => JSON.parse(l) as { method: string; route: string; status: number });
    expect(lines.map((l) => `${l.method} ${l.route} ${l.status}`)).toEqual(["GET /_health 200", "POST /collect 200", "GET /metrics 200"]);
  });
});
