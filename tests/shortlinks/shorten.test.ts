import { afterEach, describe, expect, it } from "vitest";
import { POST, GET } from "@/app/v1/shorten/route";
import { getDb } from "@/lib/db/client";
import { issueDomainKey } from "@/lib/shortlinks";
import { shortenLink } from "@/lib/shortlinks/shorten";
import { authenticateDomainKey } from "@/lib/shortlinks/domains";
import { call, createTestOrg } from "../helpers";
import { brandedDomain, shorten } from "./helpers";

const CODE_URL = (domain: string) => new RegExp(`^https://${domain.replace(/\./g, "\\.")}/[0-9A-Za-z]{7}$`);

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = await res.json();
  expect(body).toMatchObject({ ok: false, error });
  expect(typeof body.message).toBe("string");
  expect(body.request_id).toBe(res.headers.get("x-request-id"));
  return body;
}

afterEach(() => {
  delete process.env.SHORTLINK_SHARED_DOMAINS;
  delete process.env.SHORTLINK_URL_SCHEME;
});

describe("POST /v1/shorten", () => {
  it("answers the short URL as text/plain, the same link for the same long_url and subscriber_key", async () => {
    const d = await brandedDomain();
    const headers = { domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/offer?id=1", subscriber_key: "sub-1" };
    const first = await call(POST, "/v1/shorten", { method: "POST", headers });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(first.headers.get("x-request-id")).toMatch(/^req_/);
    const url = await first.text();
    expect(url).toMatch(CODE_URL(d.domain));
    expect(first.headers.get("x-shortlink-created")).toBe("true");

    const again = await shorten(headers);
    expect(await again.text()).toBe(url);
    expect(again.headers.get("x-shortlink-created")).toBe("false");

    // Another subscriber or another URL is another link.
    const other = await (await shorten({ ...headers, subscriber_key: "sub-2" })).text();
    const otherUrl = await (await shorten({ ...headers, long_url: "https://example.com/offer?id=2" })).text();
    expect(new Set([url, other, otherUrl]).size).toBe(3);
  });

  it("normalises the domain header (case, port, trailing dot) and honours SHORTLINK_URL_SCHEME", async () => {
    const d = await brandedDomain();
    process.env.SHORTLINK_URL_SCHEME = "http";
    const res = await shorten({ domain: `${d.domain.toUpperCase()}.:443`, api_key: d.apiKey, long_url: "https://example.com/", subscriber_key: "s" });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(new RegExp(`^http://${d.domain.replace(/\./g, "\\.")}/`));
  });

  it("fifty identical calls racing get one link and fifty equal answers", async () => {
    const d = await brandedDomain();
    const headers = { domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/race", subscriber_key: "racer", utm_source: "race" };
    const responses = await Promise.all(Array.from({ length: 50 }, () => shorten(headers)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toMatch(CODE_URL(d.domain));
    expect(responses.filter((r) => r.headers.get("x-shortlink-created") === "true")).toHaveLength(1);
    const db = await getDb();
    expect(await db.shortlink.count({ where: { domainId: { not: "" }, domain: d.domain, subscriberKey: "racer" } })).toBe(1);
  });

  it("stores utm_* and mc_* headers as sent, and keeps the first call's values", async () => {
    const d = await brandedDomain();
    const res = await shorten({
      domain: d.domain,
      api_key: d.apiKey,
      long_url: "https://example.com/t",
      subscriber_key: "sub-t",
      utm_source: "newsletter",
      "UTM_Campaign": "Spring Sale 2026",
      "mc_job-id": "12345",
      mc_first_name: Buffer.from("José", "utf8").toString("latin1"), // UTF-8 bytes on the wire
      x_other: "ignored",
    });
    expect(res.status).toBe(200);
    await shorten({ domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/t", subscriber_key: "sub-t", utm_source: "changed" });
    const db = await getDb();
    const link = await db.shortlink.findFirstOrThrow({ where: { domain: d.domain, subscriberKey: "sub-t" } });
    expect(link.tracking).toEqual({ utm_source: "newsletter", utm_campaign: "Spring Sale 2026", "mc_job-id": "12345", mc_first_name: "José" });
  });

  it("accepts hyphenated header names for proxies that drop underscores", async () => {
    const d = await brandedDomain();
    const res = await shorten({ domain: d.domain, "api-key": d.apiKey, "long-url": "https://example.com/h", "subscriber-key": "h1", "utm-medium": "email" });
    expect(res.status).toBe(200);
    const db = await getDb();
    const link = await db.shortlink.findFirstOrThrow({ where: { domain: d.domain, subscriberKey: "h1" } });
    expect(link.tracking).toEqual({ utm_medium: "email" });
  });

  describe("the spec's error table", () => {
    it("400 when domain, long_url or subscriber_key is missing", async () => {
      const d = await brandedDomain();
      const full = { domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/x", subscriber_key: "s" };
      for (const missing of ["domain", "long_url", "subscriber_key"] as const) {
        const headers: Record<string, string> = { ...full };
        delete headers[missing];
        const body = await expectError(await shorten(headers), 400, "invalid_request");
        expect(body.message).toContain(missing);
      }
      await expectError(await shorten({ ...full, subscriber_key: "   " }), 400, "invalid_request");
    });

    it("400 for a long_url that is not an absolute http(s) URL", async () => {
      const d = await brandedDomain();
      for (const long_url of ["/relative/path", "example.com/x", "ftp://example.com/file", "javascript:alert(1)", "https://", `https://example.com/${"a".repeat(5000)}`]) {
        await expectError(await shorten({ domain: d.domain, api_key: d.apiKey, long_url, subscriber_key: "s" }), 400, "invalid_request");
      }
    });

    it("401 for a missing key, a wrong key, another domain's key and an unknown domain", async () => {
      const a = await brandedDomain();
      const b = await brandedDomain();
      const base = { long_url: "https://example.com/x", subscriber_key: "s" };
      await expectError(await shorten({ ...base, domain: a.domain }), 401, "unauthorized");
      await expectError(await shorten({ ...base, domain: a.domain, api_key: "slk_wrong" }), 401, "unauthorized");
      await expectError(await shorten({ ...base, domain: a.domain, api_key: b.apiKey }), 401, "unauthorized");
      await expectError(await shorten({ ...base, domain: "unknown.example.net", api_key: a.apiKey }), 401, "unauthorized");
      await expectError(await shorten({ ...base, domain: "not a domain!", api_key: a.apiKey }), 401, "unauthorized");
      const db = await getDb();
      expect(await db.shortlink.count({ where: { domain: { in: [a.domain, b.domain] } } })).toBe(0);
    });

    it("a rotated key stops working and the new one works", async () => {
      const d = await brandedDomain();
      const headers = { domain: d.domain, long_url: "https://example.com/r", subscriber_key: "s" };
      expect((await shorten({ ...headers, api_key: d.apiKey })).status).toBe(200);
      const rotated = await issueDomainKey(d.organisationId, d.domain);
      expect(rotated.rotated).toBe(true);
      await expectError(await shorten({ ...headers, api_key: d.apiKey }), 401, "unauthorized");
      expect((await shorten({ ...headers, api_key: rotated.api_key })).status).toBe(200);
    });

    it("other methods answer 405 in the envelope", async () => {
      await expectError(await call(GET, "/v1/shorten"), 405, "method_not_allowed");
    });
  });
});

describe("domains", () => {
  it("stores only a hash of the key and keeps a branded domain to one organisation", async () => {
    const d = await brandedDomain();
    const db = await getDb();
    const row = await db.shortlinkDomain.findFirstOrThrow({ where: { domain: d.domain } });
    expect(JSON.stringify(row)).not.toContain(d.apiKey);
    expect(row.keyLast4).toBe(d.apiKey.slice(-4));
    const other = await createTestOrg();
    await expect(issueDomainKey(other.organisationId, d.domain)).rejects.toThrow(/already a branded domain/);
  });

  it("normalises names, including internationalised ones", async () => {
    const org = await createTestOrg();
    const issued = await issueDomainKey(org.organisationId, "HTTPS://Bücher.Example:8443/");
    expect(issued.domain).toBe("xn--bcher-kva.example");
    await expect(issueDomainKey(org.organisationId, "not a domain")).rejects.toThrow(/not a domain/);
  });

  it("a shared domain gives each organisation its own key and its own links, while it is configured", async () => {
    process.env.SHORTLINK_SHARED_DOMAINS = "sl.shared.test, other.shared.test";
    const a = await createTestOrg();
    const b = await createTestOrg();
    const ka = await issueDomainKey(a.organisationId, "sl.shared.test");
    const kb = await issueDomainKey(b.organisationId, "SL.shared.test");
    expect(ka.shared && kb.shared).toBe(true);
    const headers = { domain: "sl.shared.test", long_url: "https://example.com/s", subscriber_key: "same" };
    const ua = await (await shorten({ ...headers, api_key: ka.api_key })).text();
    const ub = await (await shorten({ ...headers, api_key: kb.api_key })).text();
    expect(ua).toMatch(/^https:\/\/sl\.shared\.test\//);
    expect(ub).not.toBe(ua);
    process.env.SHORTLINK_SHARED_DOMAINS = "other.shared.test";
    await expectError(await shorten({ ...headers, api_key: ka.api_key }), 401, "unauthorized");
  });

  it("draws a new code when the random one is taken", async () => {
    const d = await brandedDomain();
    const principal = await authenticateDomainKey(d.domain, d.apiKey);
    const first = await shortenLink(principal, { longUrl: "https://example.com/1", subscriberKey: "a", tracking: {} }, () => "AAAAAAA");
    expect(first.code).toBe("AAAAAAA");
    const codes = ["AAAAAAA", "AAAAAAA", "BBBBBBB"];
    const second = await shortenLink(principal, { longUrl: "https://example.com/2", subscriberKey: "a", tracking: {} }, () => codes.shift()!);
    expect(second).toMatchObject({ code: "BBBBBBB", created: true });
  });
});
