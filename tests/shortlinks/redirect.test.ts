import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as redirectGet, HEAD as redirectHead } from "@/app/r/[code]/route";
import { config as proxyConfig, proxy } from "@/proxy";
import { getDb } from "@/lib/db/client";
import { clickJob, drainClicks } from "@/lib/shortlinks/clicks";
import { forgetDomainSet } from "@/lib/shortlinks/domain-registry";
import { forgetLinkCache } from "@/lib/shortlinks/resolve";
import { call } from "../helpers";
import { brandedDomain, shorten } from "./helpers";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function makeLink(extra: Record<string, string> = {}, longUrl = "https://example.com/landing?x=1") {
  const d = await brandedDomain();
  const res = await shorten({ domain: d.domain, api_key: d.apiKey, long_url: longUrl, subscriber_key: "sub-r", ...extra });
  const url = new URL(await res.text());
  return { ...d, code: url.pathname.slice(1), shortUrl: url.toString() };
}

function visit(code: string, host: string, headers: Record<string, string> = {}, method = "GET") {
  // As proxy.ts hands it over: the short domain in x-shortlink-host (route handlers never see the real Host).
  return call(method === "HEAD" ? redirectHead : redirectGet, `/r/${code}`, { method, headers: { "x-shortlink-host": host, "user-agent": CHROME, ...headers }, params: { code } });
}

afterEach(() => {
  delete process.env.SHORTLINK_SHARED_DOMAINS;
});

describe("redirects", () => {
  it("answers 302 to the long URL with stored utm_* added, never cached", async () => {
    const link = await makeLink({ utm_source: "email", utm_medium: "crm", mc_job: "7" }, "https://example.com/landing?x=1&utm_medium=web");
    const res = await visit(link.code, link.domain);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://example.com/landing");
    expect(location.searchParams.get("x")).toBe("1");
    expect(location.searchParams.get("utm_source")).toBe("email");
    expect(location.searchParams.getAll("utm_medium")).toEqual(["web"]); // the URL's own value wins
    expect(location.searchParams.has("mc_job")).toBe(false);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("works from the database after the in-process cache is cleared, and ignores the Host's case and port", async () => {
    const link = await makeLink();
    forgetLinkCache();
    const res = await visit(link.code, `${link.domain.toUpperCase()}:443`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://example.com/landing?x=1");
  });

  it("answers the friendly 404 page for unknown codes, non-codes and another domain's code", async () => {
    const link = await makeLink();
    const other = await brandedDomain();
    for (const [code, host] of [["zzzzzzz", link.domain], ["not-a-code", link.domain], [link.code, other.domain], [link.code, "localhost:3000"]]) {
      const res = await visit(code, host);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain("This link doesn’t lead anywhere");
    }
    // Reached without the proxy (no x-shortlink-host), even with the right Host: not a redirect.
    const direct = await call(redirectGet, `/r/${link.code}`, { headers: { host: link.domain }, params: { code: link.code } });
    expect(direct.status).toBe(404);
  });

  it("records every GET as a click with time, referrer and bot flag; exact counts after the flush", async () => {
    const link = await makeLink();
    const started = Date.now();
    const humans = 37;
    await Promise.all(Array.from({ length: humans }, (_, i) => visit(link.code, link.domain, { referer: `https://mail.example.com/m/${i}` })));
    await visit(link.code, link.domain, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await visit(link.code, link.domain, { "user-agent": "" });
    await visit(link.code, link.domain, {}, "HEAD"); // a probe, not a click
    await drainClicks();
    const db = await getDb();
    const row = await db.shortlink.findUniqueOrThrow({ where: { code: link.code } });
    expect(row.clickCount).toBe(humans + 2);
    expect(row.botClickCount).toBe(2);
    const clicks = await db.shortlinkClick.findMany({ where: { linkId: row.id } });
    expect(clicks).toHaveLength(humans + 2);
    expect(clicks.filter((c) => !c.isBot).map((c) => c.referrer).sort()).toEqual(Array.from({ length: humans }, (_, i) => `https://mail.example.com/m/${i}`).sort());
    for (const c of clicks) expect(c.clickedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row.lastClickAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it("keeps recording after a timer flush found nothing to write", async () => {
    const { flushClicks } = await import("@/lib/shortlinks/clicks");
    await flushClicks(); // empty buffer
    const link = await makeLink();
    await visit(link.code, link.domain);
    await flushClicks();
    const db = await getDb();
    expect((await db.shortlink.findUniqueOrThrow({ where: { code: link.code } })).clickCount).toBe(1);
  });

  it("the click job's stop() writes clicks still waiting in the buffer", async () => {
    const link = await makeLink();
    for (let i = 0; i < 5; i++) await visit(link.code, link.domain);

    await clickJob.stop();
    const db = await getDb();
    expect((await db.shortlink.findUniqueOrThrow({ where: { code: link.code } })).clickCount).toBe(5);
  });
});

describe("proxy.ts", () => {
  const request = (url: string, host: string) => new NextRequest(url, { headers: { host } });

  it("rewrites requests on a configured short domain to the redirect route, and nothing else", async () => {
    const link = await makeLink();
    process.env.SHORTLINK_SHARED_DOMAINS = "s.shared.test";
    await import("@/lib/shortlinks/domains"); // installs the database loader, as the click job does at start
    forgetDomainSet();

    const rewritten = await proxy(request(`http://${link.domain}/${link.code}`, `${link.domain.toUpperCase()}:8443`));
    expect(new URL(rewritten.headers.get("x-middleware-rewrite")!).pathname).toBe(`/r/${link.code}`);
    expect(rewritten.headers.get("x-middleware-request-x-shortlink-host")).toBe(link.domain);
    const shared = await proxy(request("http://s.shared.test/abcdefg", "s.shared.test:443"));
    expect(new URL(shared.headers.get("x-middleware-rewrite")!).pathname).toBe("/r/abcdefg");
    const deep = await proxy(request(`http://${link.domain}/a/b`, link.domain));
    expect(new URL(deep.headers.get("x-middleware-rewrite")!).pathname).toBe("/r/-");

    // A client cannot pick the domain: the header is always overwritten from the Host.
    const forged = new NextRequest(`http://${link.domain}/${link.code}`, { headers: { host: link.domain, "x-shortlink-host": "evil.example" } });
    expect((await proxy(forged)).headers.get("x-middleware-request-x-shortlink-host")).toBe(link.domain);

    for (const [url, host] of [
      [`http://localhost:3000/${link.code}`, "localhost:3000"],
      ["http://app.example.com/portal", "app.example.com"],
      [`http://${link.domain}/v1/shorten`, link.domain],
    ]) {
      const res = await proxy(request(url, host));
      expect(res.headers.get("x-middleware-rewrite")).toBeNull();
      expect(res.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("is not even called for the API: its matcher leaves /v1/ out (API calls skip its cost)", () => {
    const matches = (path: string) => proxyConfig.matcher.some((m) => new RegExp(`^${m}$`).test(path));
    for (const path of ["/abcdefg", "/", "/portal", "/collect", "/v1"]) expect(matches(path), path).toBe(true);
    for (const path of ["/v1/html2pdf", "/v1/shorten", "/v1/pdf2json", "/_next/static/x.js"]) expect(matches(path), path).toBe(false);
  });
});
