// `npm run shortlinks:serve` (the hot route table restricted to short links, lib/server/standalone.ts) over
// real HTTP on a free port.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { forgetDomainSet } from "@/lib/shortlinks/domain-registry";
import { listen } from "@/lib/server/http-server.mjs";
import { createStandaloneServer } from "@/lib/server/standalone";
import { brandedDomain } from "./helpers";

let served: ReturnType<typeof createStandaloneServer>;
let port: number;

function request(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  served = createStandaloneServer({ products: ["shortlinks"], log: { write: () => {} } });
  await served.start();
  port = await listen(served.server, 0, "127.0.0.1");
});

afterAll(async () => {
  await served.stop();
});

describe("dedicated redirect server", () => {
  it("shortens, redirects on the branded Host, 404s elsewhere, and flushes clicks on close", async () => {
    const d = await brandedDomain();
    forgetDomainSet();
    const made = await request("POST", "/v1/shorten", { domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/x", subscriber_key: "srv", utm_source: "mail" });
    expect(made.status).toBe(200);
    expect(made.headers["content-type"]).toContain("text/plain");
    const code = new URL(made.body).pathname.slice(1);

    const bad = await request("POST", "/v1/shorten", { domain: d.domain, api_key: "slk_nope", long_url: "https://example.com/x", subscriber_key: "srv" });
    expect(bad.status).toBe(401);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: "unauthorized" });

    for (let i = 0; i < 7; i++) {
      const r = await request("GET", `/${code}?x=1`, { host: d.domain, "user-agent": "Mozilla/5.0 Chrome/130" });
      expect(r.status).toBe(302);
      expect(r.headers.location).toBe("https://example.com/x?utm_source=mail");
    }
    expect((await request("GET", `/${code}`, { host: "other.example" })).status).toBe(404);
    const unknown = await request("GET", "/0000000", { host: d.domain });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("This link doesn’t lead anywhere");
    expect((await request("GET", `/${code}/extra`, { host: d.domain })).status).toBe(404);
    expect((await request("POST", `/${code}`, { host: d.domain })).status).toBe(405);
    expect(JSON.parse((await request("GET", "/_health", {})).body)).toMatchObject({ ok: true, routes: ["shortlinks"] });
    const get = await request("GET", "/v1/shorten", {});
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect((await request("POST", "/v1/html2pdf", {})).status).toBe(405); // a path here is a code: only GET and HEAD

    await served.stop();
    const db = await getDb();
    expect((await db.shortlink.findUniqueOrThrow({ where: { code } })).clickCount).toBe(7);
  });
});
