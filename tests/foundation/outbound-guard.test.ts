// The platform's one outbound guard (lib/net/outbound-guard.ts), against real local HTTP and HTTPS servers.
// A loopback server stands in for "a public host" only where a test allow-lists exactly its address and
// port (127.0.0.1:PORT); every other loopback port, spelling or name stays refused, which is what the
// redirect and spelling tests check. Nothing here sleeps: each test awaits the request or its refusal, and
// a refused request is refused before any connection is attempted, so the servers' counters are final.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowListFromEnv, canonicalHost, parseAllowList } from "@/lib/net/address-policy";
import { isDisallowedAddress, OutboundError, outboundFetch, type LookupAll } from "@/lib/net/outbound-guard";
import { isBlockedAddress } from "@/lib/html2pdf/address-guard";
import { fetchGuarded } from "@/lib/html2pdf/resource-fetch";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; servername?: string };
type TestServer = { port: number; seen: Seen[]; connections: number; close: () => Promise<void> };

async function startServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void,
  tls?: { key: string; cert: string },
): Promise<TestServer> {
  const state = { seen: [] as Seen[], connections: 0 };
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      state.seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, servername: (req.socket as TLSSocket).servername || undefined });
      handler(req, res, body);
    });
  };
  const server = tls ? https.createServer(tls, onRequest) : http.createServer(onRequest);
  server.on(tls ? "secureConnection" : "connection", () => state.connections++);
  if (tls) server.on("tlsClientError", () => state.connections++);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    get seen() {
      return state.seen;
    },
    get connections() {
      return state.connections;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "the request should have been refused").toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

/** A resolver that answers from a table and counts its calls (never the system resolver). */
function fakeDns(table: Record<string, string[] | (() => string[])>): LookupAll & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (host: string) => {
    calls.push(host);
    const entry = table[host];
    if (!entry) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    const answers = typeof entry === "function" ? entry() : entry;
    return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

// Every way of writing a loopback, private, link-local, metadata … address as a URL host.
const LOOPBACK_SPELLINGS = [
  "127.0.0.1",
  "127.0.0.1.",
  "127.1",
  "127.000.000.001",
  "2130706433",
  "0x7f000001",
  "0x7f.0.0.1",
  "0x7f.1",
  "0177.0.0.1",
  "017700000001",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  "[0:0:0:0:0:ffff:7f00:1]",
  "[::127.0.0.1]", // IPv4-compatible
  "[::ffff:0:127.0.0.1]", // IPv4-translated
  "[64:ff9b::127.0.0.1]", // NAT64
  "[2002:7f00:1::1]", // 6to4
  "[::1]",
  "[0:0:0:0:0:0:0:1]",
  "0.0.0.0",
  "0",
  "[::]",
];
const OTHER_DISALLOWED = [
  "169.254.169.254",
  "[::ffff:169.254.169.254]",
  "[::ffff:a9fe:a9fe]",
  "[64:ff9b::a9fe:a9fe]",
  "[2002:a9fe:a9fe::]",
  "2852039166", // 169.254.169.254 in decimal
  "0xa9.0xfe.0xa9.0xfe",
  "[fd00:ec2::254]", // AWS IPv6 metadata
  "100.100.100.200", // Alibaba metadata (CGNAT)
  "168.63.129.16", // Azure WireServer
  "10.0.0.1",
  "012.0.0.1",
  "172.16.0.1",
  "172.31.255.254",
  "192.168.1.1",
  "100.64.0.1",
  "198.18.0.1",
  "198.19.255.1",
  "192.0.2.1",
  "198.51.100.7",
  "203.0.113.7",
  "192.0.0.192",
  "224.0.0.1",
  "239.255.255.250",
  "255.255.255.255",
  "240.0.0.1",
  "[fe80::1]",
  "[febf::1]",
  "[fec0::1]", // site-local
  "[fc00::1]",
  "[fdff::1]",
  "[ff02::1]",
  "[2001:db8::1]",
  "[2001:0:4136:e378:8000:63bf:3fff:fdd2]", // Teredo
  "[2001:2::1]", // benchmarking
  "[64:ff9b:1::1]", // local-use NAT64
];
const PUBLIC = ["8.8.8.8", "93.184.216.34", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "2a00:1450:4001::1", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"];

describe("address policy", () => {
  it("refuses every spelling of loopback, private, link-local, metadata, CGNAT, multicast, reserved and embedded addresses", () => {
    for (const spelling of [...LOOPBACK_SPELLINGS, ...OTHER_DISALLOWED]) {
      expect(isDisallowedAddress(spelling), spelling).toBe(true);
      expect(isBlockedAddress(spelling), `html2pdf: ${spelling}`).toBe(true); // the same rules under html2pdf's name
    }
    for (const ip of ["fe80::1%eth0", "not-an-address", "localhost", ""]) expect(isDisallowedAddress(ip), ip).toBe(true);
    for (const ip of PUBLIC) expect(isDisallowedAddress(ip), ip).toBe(false);
  });

  it("reads one allow-list from OUTBOUND_ALLOW_HOSTS plus each product's own variable", () => {
    const env = { OUTBOUND_ALLOW_HOSTS: "fonts.internal, 10.0.0.5:8443", VECTOR_OUTBOUND_ALLOW_HOSTS: "*.crm.corp,[fd00::5]", HTML2PDF_ALLOW_HOSTS: "assets.lan" };
    const hosts = (product?: string) => allowListFromEnv(product, env).map((r) => `${r.wildcard ? "*." : ""}${r.host}${r.port ? `:${r.port}` : ""}`);
    expect(hosts("VECTOR_OUTBOUND_ALLOW_HOSTS")).toEqual(["fonts.internal", "10.0.0.5:8443", "*.crm.corp", "fd00::5"]);
    expect(hosts("HTML2PDF_ALLOW_HOSTS")).toEqual(["fonts.internal", "10.0.0.5:8443", "assets.lan"]);
    expect(hosts()).toEqual(["fonts.internal", "10.0.0.5:8443"]);
    // Rules are canonicalised like URL hosts; junk is dropped.
    expect(parseAllowList("0x7f.1:80, Crm.Example.COM., not a host, host:99999").map((r) => [r.host, r.port])).toEqual([
      ["127.0.0.1", 80],
      ["crm.example.com", null],
    ]);
  });
});

describe("outbound guard", () => {
  let main: TestServer; // allow-listed as 127.0.0.1:PORT, i.e. "public" for these tests
  let other: TestServer; // never allow-listed
  let third: TestServer; // allow-listed too, another origin for redirect tests
  let allow: string[];
  const held: http.ServerResponse[] = [];

  beforeAll(async () => {
    other = await startServer((_req, res) => res.end("other-port-secret"));
    third = await startServer((_req, res) => res.end("third"));
    main = await startServer((req, res, body) => {
      const u = new URL(req.url ?? "/", "http://x");
      const redirect = (status: number, location: string) => res.writeHead(status, { location }).end("redirect-body");
      switch (u.pathname) {
        case "/ok":
          return res.writeHead(200, { "content-type": "text/plain" }).end(`ok ${req.method} ${body}`);
        case "/to-metadata":
          return redirect(302, "http://169.254.169.254/latest/meta-data/");
        case "/to-other-port":
          return redirect(302, `http://127.0.0.1:${other.port}/`);
        case "/to-mapped":
          return redirect(307, `http://[::ffff:127.0.0.1]:${main.port}/ok`);
        case "/to-decimal-other":
          return redirect(302, `http://2130706433:${other.port}/`);
        case "/to-name":
          return redirect(302, `http://rebind.test:${other.port}/`);
        case "/to-file":
          return redirect(302, "file:///etc/passwd");
        case "/chain": {
          const n = Number(u.searchParams.get("n"));
          return n > 0 ? redirect(302, `/chain?n=${n - 1}`) : res.end("end of chain");
        }
        case "/307":
          return redirect(307, "/ok");
        case "/302":
          return redirect(302, "/ok");
        case "/to-third":
          return redirect(307, `http://127.0.0.1:${third.port}/`);
        case "/same-origin":
          return redirect(307, "/ok");
        case "/big":
          return res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
        case "/stream":
          res.writeHead(200);
          for (let i = 0; i < 50; i++) res.write("y".repeat(100));
          return res.end();
        case "/hang":
          held.push(res); // never answered
          return;
        default:
          return res.writeHead(404).end();
      }
    });
    allow = [`127.0.0.1:${main.port}`, `127.0.0.1:${third.port}`];
  });
  afterAll(async () => {
    await Promise.all([main.close(), other.close(), third.close()]);
  });

  it("refuses every spelling of a loopback or otherwise non-public literal before connecting", async () => {
    const dns = fakeDns({});
    for (const host of [...LOOPBACK_SPELLINGS, ...OTHER_DISALLOWED]) {
      for (const port of [main.port, other.port]) {
        // Other spellings of main's address stay refused even with 127.0.0.1:PORT allow-listed; spellings
        // that are the very address 127.0.0.1 (the URL parser makes them so) are tried without the list.
        const skipAllowed = canonicalHost(host) === "127.0.0.1";
        const e = await refusal(outboundFetch(`http://${host}:${port}/x`, { allow: skipAllowed ? [] : allow, lookup: dns }));
        expect(e.code, `${host}:${port}`).toBe("blocked_address");
      }
    }
    expect(dns.calls).toEqual([]); // literals are never sent to a resolver
    expect(main.connections + other.connections).toBe(0);
  });

  it("refuses names that resolve to loopback, trailing dot or not (system resolver)", async () => {
    for (const name of ["localhost", "localhost.", "LOCALHOST", "ip6-localhost"]) {
      const e = await refusal(outboundFetch(`http://${name}:${other.port}/`));
      expect(["blocked_address", "dns_failed"], name).toContain(e.code);
    }
    expect(other.connections).toBe(0);
  });

  it("refuses a name when any answer is not public, whatever the order, resolving once", async () => {
    const dns = fakeDns({
      "mixed.test": ["93.184.216.34", "127.0.0.1"],
      "mixed-first.test": ["127.0.0.1", "93.184.216.34"],
      "mixed6.test": ["2606:4700:4700::1111", "::ffff:127.0.0.1"],
      "meta.test": ["93.184.216.34", "169.254.169.254"],
      "zone.test": ["fe80::1%eth0"],
    });
    for (const name of ["mixed.test", "mixed-first.test", "mixed6.test", "meta.test", "zone.test"]) {
      const e = await refusal(outboundFetch(`http://${name}:${main.port}/ok`, { lookup: dns }));
      expect(e.code, name).toBe("blocked_address");
    }
    expect(dns.calls).toEqual(["mixed.test", "mixed-first.test", "mixed6.test", "meta.test", "zone.test"]);
    expect((await refusal(outboundFetch(`http://nowhere.test:${main.port}/`, { lookup: dns }))).code).toBe("dns_failed");
    expect(main.connections).toBe(0);
  });

  it("connects to the address it checked, once resolved (a rebinding second answer is never used), keeping the Host header", async () => {
    let answer = "127.0.0.1";
    const dns = fakeDns({ "tenant.example": () => [answer] });
    const before = main.seen.length;
    const res = await outboundFetch(`http://tenant.example:${main.port}/ok`, { allow, lookup: dns, method: "POST", body: "hello" });
    answer = "169.254.169.254"; // what the next resolution would say
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("ok POST hello");
    expect(dns.calls).toEqual(["tenant.example"]);
    expect(main.seen[before].headers.host).toBe(`tenant.example:${main.port}`);
    // The next request resolves again, gets the rebinding answer and is refused.
    expect((await refusal(outboundFetch(`http://tenant.example:${main.port}/ok`, { allow, lookup: dns }))).code).toBe("blocked_address");
    expect(main.seen.length).toBe(before + 1);
  });

  it("re-checks every redirect hop: metadata, another port, other spellings and names are refused", async () => {
    const dns = fakeDns({ "rebind.test": ["127.0.0.1"] });
    for (const p of ["/to-metadata", "/to-other-port", "/to-mapped", "/to-decimal-other", "/to-name"]) {
      const e = await refusal(outboundFetch(`http://127.0.0.1:${main.port}${p}`, { allow, lookup: dns }));
      expect(e.code, p).toBe("blocked_address");
      expect(e.message).not.toContain("redirect-body");
    }
    expect(other.connections).toBe(0);
    expect((await refusal(outboundFetch(`http://127.0.0.1:${main.port}/to-file`, { allow }))).code).toBe("bad_redirect");
  });

  it("follows at most 5 redirects", async () => {
    const five = await outboundFetch(`http://127.0.0.1:${main.port}/chain?n=5`, { allow });
    expect([five.status, five.redirects, five.body.toString()]).toEqual([200, 5, "end of chain"]);
    expect((await refusal(outboundFetch(`http://127.0.0.1:${main.port}/chain?n=6`, { allow }))).code).toBe("too_many_redirects");
  });

  it("keeps method and body on 307, turns a POST into GET on 302 unless told to stop, and drops credentials across origins", async () => {
    const post = { method: "POST", body: "payload", allow, headers: { authorization: "Bearer t", "x-crm-token": "secret", "content-type": "text/plain" }, sensitiveHeaders: ["X-CRM-Token"] };
    expect((await outboundFetch(`http://127.0.0.1:${main.port}/307`, post)).body.toString()).toBe("ok POST payload");
    expect((await outboundFetch(`http://127.0.0.1:${main.port}/302`, post)).body.toString()).toBe("ok GET ");
    const stopped = await outboundFetch(`http://127.0.0.1:${main.port}/302`, { ...post, methodChangingRedirects: "stop" });
    expect([stopped.status, stopped.body.length]).toEqual([302, 0]);

    const before = main.seen.length;
    await outboundFetch(`http://127.0.0.1:${main.port}/same-origin`, post);
    expect(main.seen.at(-1)).toMatchObject({ url: "/ok", headers: { authorization: "Bearer t", "x-crm-token": "secret" } });
    expect(main.seen.length).toBe(before + 2);
    await outboundFetch(`http://127.0.0.1:${main.port}/to-third`, post);
    const atThird = third.seen.at(-1)!;
    expect(atThird.body).toBe("payload");
    expect(atThird.headers.authorization).toBeUndefined();
    expect(atThird.headers["x-crm-token"]).toBeUndefined();
  });

  it("bounds the response size and the time", async () => {
    expect((await refusal(outboundFetch(`http://127.0.0.1:${main.port}/big`, { allow, maxBytes: 1000 }))).code).toBe("too_large");
    expect((await refusal(outboundFetch(`http://127.0.0.1:${main.port}/stream`, { allow, maxBytes: 1000 }))).code).toBe("too_large");
    const discarded = await outboundFetch(`http://127.0.0.1:${main.port}/stream`, { allow, maxBytes: 1000, responseBody: "discard" });
    expect([discarded.status, discarded.body.length]).toEqual([200, 0]);
    const hangs = held.length;
    expect((await refusal(outboundFetch(`http://127.0.0.1:${main.port}/hang`, { allow, timeoutMs: 300 }))).code).toBe("timeout");
    expect(held.length).toBe(hangs + 1);
    // A resolver that never answers is bounded by the same deadline.
    const stuck: LookupAll = () => new Promise(() => {});
    expect((await refusal(outboundFetch(`http://slow.test:${main.port}/`, { allow, lookup: stuck, timeoutMs: 200 }))).code).toBe("timeout");
  });

  it("html2pdf's resource fetch goes through the same guard and the platform-wide OUTBOUND_ALLOW_HOSTS", async () => {
    const limits = { timeoutMs: 5000, maxBytes: 10_000, allowHosts: [] as string[] };
    const get = (p: string, l = limits) => fetchGuarded(`http://127.0.0.1:${main.port}${p}`, { method: "GET", headers: { cookie: "c=1", authorization: "x", accept: "*/*" } }, l);
    expect((await refusal(get("/ok"))).code).toBe("blocked_address");
    expect((await get("/ok", { ...limits, allowHosts: [`127.0.0.1:${main.port}`] })).status).toBe(200); // HTML2PDF_ALLOW_HOSTS
    process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${main.port}`;
    try {
      const res = await get("/ok");
      expect([res.status, res.contentType, res.body.toString()]).toEqual([200, "text/plain", "ok GET "]);
      expect(main.seen.at(-1)!.headers).toMatchObject({ accept: "*/*", "accept-encoding": "identity" });
      expect(main.seen.at(-1)!.headers.cookie).toBeUndefined();
      expect(main.seen.at(-1)!.headers.authorization).toBeUndefined();
      expect((await refusal(get("/to-other-port"))).code).toBe("blocked_address");
      expect((await refusal(get("/big", { ...limits, maxBytes: 100 }))).code).toBe("too_large");
    } finally {
      delete process.env.OUTBOUND_ALLOW_HOSTS;
    }
    expect(other.connections).toBe(0);
  });

  it("refuses other schemes and bad URLs", async () => {
    for (const [url, code] of [
      ["file:///etc/passwd", "unsupported_scheme"],
      ["gopher://127.0.0.1:70/", "unsupported_scheme"],
      ["ftp://example.com/", "unsupported_scheme"],
      ["not a url", "invalid_url"],
    ]) {
      expect((await refusal(outboundFetch(url))).code, url).toBe(code);
    }
  });
});

const haveOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!haveOpenssl)("outbound guard over https", () => {
  let server: TestServer;
  let ca: string;
  let allow: string[];
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guard-tls-"));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=tenant.example", "-addext", "subjectAltName=DNS:tenant.example"], { stdio: "ignore" });
    ca = fs.readFileSync(cert, "utf8");
    server = await startServer((req, res) => res.end(`tls ok ${req.headers.host}`), { key: fs.readFileSync(key, "utf8"), cert: ca });
    fs.rmSync(dir, { recursive: true, force: true });
    allow = [`127.0.0.1:${server.port}`];
  });
  afterAll(() => server.close());

  it("pins the connection to the checked address while SNI, the certificate check and Host use the URL's name", async () => {
    const dns = fakeDns({ "tenant.example": ["127.0.0.1"], "other.example": ["127.0.0.1"], "private.example": ["10.0.0.1"] });
    const res = await outboundFetch(`https://tenant.example:${server.port}/`, { allow, lookup: dns, ca });
    expect(res.body.toString()).toBe(`tls ok tenant.example:${server.port}`);
    expect(server.seen.at(-1)!.servername).toBe("tenant.example");
    // Same address, but the certificate is not for this name: the check is made against the name.
    expect((await refusal(outboundFetch(`https://other.example:${server.port}/`, { allow, lookup: dns, ca }))).code).toBe("connect_failed");
    expect((await refusal(outboundFetch(`https://private.example:${server.port}/`, { allow, lookup: dns, ca }))).code).toBe("blocked_address");
    expect(dns.calls).toEqual(["tenant.example", "other.example", "private.example"]);
  });
});
