// Protocol edges a hostile tester found: errors recognised across bundled copies of their class, 405s and
// 404s in the envelope on every API path, undecodable paths, the alias's oversized bodies, and headers the
// platform sets for itself arriving from a client.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { config as proxyConfig, proxy } from "@/proxy";
import * as aliasExtract from "@/app/pdf2json/route";
import * as aliasProfiles from "@/app/pdf2json/profiles/route";
import * as archiveAuth from "@/app/auth/route";
import * as archiveDownload from "@/app/files/v2/id/[id]/route";
import * as archiveIngest from "@/app/files/ingest/route";
import * as rootHealth from "@/app/health/route";
import * as v1Root from "@/app/v1/route";
import * as v2Any from "@/app/v2/[[...path]]/route";
import { toNodeHandler } from "@/lib/server/node-adapter";
import { call, createTestOrg } from "../helpers";

type Handler = (req: Request, args: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("405 and 404 in the envelope on every API path", () => {
  it("methods the alias, the archive and /health do not serve: 405 with Allow", async () => {
    const cases: [Handler, string, string, string][] = [
      [aliasExtract.GET, "GET", "/pdf2json", "POST"],
      [aliasExtract.PUT, "PUT", "/pdf2json", "POST"],
      [aliasExtract.DELETE, "DELETE", "/pdf2json", "POST"],
      [aliasProfiles.POST, "POST", "/pdf2json/profiles", "GET"],
      [archiveAuth.GET, "GET", "/auth", "POST"],
      [archiveAuth.PATCH, "PATCH", "/auth", "POST"],
      [archiveDownload.POST, "POST", "/files/v2/id/abc", "GET"],
      [archiveIngest.GET, "GET", "/files/ingest", "POST"],
      [rootHealth.POST, "POST", "/health", "GET"],
    ];
    for (const [handler, method, path, allow] of cases) {
      const res = await call(handler, path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(await res.json()).toMatchObject({ ok: false, error: "method_not_allowed", request_id: res.headers.get("x-request-id") });
    }
  });

  it("/v1 itself and anything under /v2: a JSON 404, for every method", async () => {
    const cases: [Handler, string, string][] = [
      [v1Root.GET, "GET", "/v1"],
      [v1Root.POST, "POST", "/v1"],
      [v2Any.GET, "GET", "/v2"],
      [v2Any.GET, "GET", "/v2/html2pdf"],
      [v2Any.DELETE, "DELETE", "/v2/a/b/c"],
      [v2Any.OPTIONS, "OPTIONS", "/v2/pdf2json"],
    ];
    for (const [handler, method, path] of cases) {
      const res = await call(handler, path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ ok: false, error: "not_found", request_id: res.headers.get("x-request-id") });
    }
  });
});

// The matchers compiled and applied exactly as Next.js does (raw path, then the decoded one).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matchers: string[], config: object) => Parameters<typeof getMiddlewareRouteMatcher>[0] };
const nextMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig.matcher, {}));
function proxied(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // as Next: an undecodable path is matched raw only
  }
  return nextMatches(path, {} as never, {}) || nextMatches(decoded, {} as never, {});
}

describe("undecodable percent-encoding in a path", () => {
  it("is a 400 in the envelope from the proxy, which sees every such path (Next's router would answer an HTML error page)", async () => {
    for (const path of ["/files/v2/id/%ff", "/v1/html2pdf/templates/%ff", "/v1/html2pdf/templates/%ff/preview", "/v1/%zz", "/portal/templates/%e0%a4", "/pdf2json%ff"]) {
      expect(proxied(path), path).toBe(true);
      const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ ok: false, error: "invalid_request", request_id: res.headers.get("x-request-id") });
      expect(body.message).toMatch(/percent-encoding/);
    }
    // Well-formed escapes pass through.
    const fine = await proxy(new NextRequest("http://localhost:3000/files/v2/id/em%5F1"));
    expect(fine.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("bodies of the routes outside /v1 are read by our bounded reader, not buffered by Next", () => {
  it("the proxy (before which Next buffers the whole body) leaves out the body-taking routes; what it sees is capped at 4 MB", () => {
    for (const path of ["/pdf2json", "/pdf2json/profiles", "/auth", "/files/ingest", "/files/v2/id/abc", "/v1/pdf2json", "/v1/html2pdf"]) expect(proxied(path), path).toBe(false);
    for (const path of ["/", "/abcdefg", "/portal/templates", "/collect", "/signin", "/authors", "/pdf2jsonx"]) expect(proxied(path), path).toBe(true);
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe("4mb");
  });

  it("POST /pdf2json with an oversized body: 413 by content-length, or after reading just past 8 MB, never the whole body", async () => {
    const { apiKey } = await createTestOrg();
    let sent = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (sent > 200 * 1024 * 1024) controller.close();
        },
      });
    const declared = await call(aliasExtract.POST, "/pdf2json", { method: "POST", headers: { "x-api-key": apiKey, "content-type": "application/pdf", "content-length": String(100 * 1024 * 1024) }, body: endless() });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ ok: false, error: "payload_too_large", request_id: declared.headers.get("x-request-id") });
    expect(sent).toBeLessThan(1024 * 1024);
    sent = 0;
    const chunked = await call(aliasExtract.POST, "/pdf2json", { method: "POST", headers: { "x-api-key": apiKey, "content-type": "application/pdf" }, body: endless() });
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });
});

describe("headers the platform sets for itself are stripped from incoming requests", () => {
  it("the proxy drops a client's x-shortlink-host on hosts that are not short domains", async () => {
    const res = await proxy(new NextRequest("http://app.example.com/r/abcdefg", { headers: { host: "app.example.com", "x-shortlink-host": "victim.example", "x-other": "kept" } }));
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    const overridden = (res.headers.get("x-middleware-override-headers") ?? "").split(",");
    expect(overridden).toContain("x-other");
    expect(overridden).not.toContain("x-shortlink-host");
    expect(res.headers.get("x-middleware-request-x-shortlink-host")).toBeNull();
    // Nothing to strip: the request passes through untouched.
    const plain = await proxy(new NextRequest("http://app.example.com/portal", { headers: { host: "app.example.com" } }));
    expect(plain.headers.get("x-middleware-override-headers")).toBeNull();
  });

  it("the production server's hot routes drop them too", async () => {
    const server = http.createServer(toNodeHandler("echo", async (req) => new Response(JSON.stringify({ shortlinkHost: req.headers.get("x-shortlink-host"), other: req.headers.get("x-other") }))));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/v1/x`, { headers: { "x-shortlink-host": "victim.example", "x-other": "kept" } });
      expect(await res.json()).toEqual({ shortlinkHost: null, other: "kept" });
    } finally {
      server.close();
    }
  });
});
