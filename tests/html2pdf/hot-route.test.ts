// POST /v1/html2pdf on the production server's fast path, over real HTTP: a server dispatching as
// scripts/server.mjs does (the app's hot routes first, else Next; here a stand-in for Next that says so)
// answers exactly as the Next route does (same handler: PDF, headers, envelope, billing, errors), refuses
// an oversized body without reading it whole, and leaves every other method and path to Next.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setServerHooks, type ServerHooks } from "@/lib/api/server-hooks";
import { html2pdfRendererJob } from "@/lib/html2pdf/renderer-job";
import { installHotRoutes } from "@/lib/server/hot-routes";
import { createTestOrg, settledBalance } from "../helpers";
import { expectRechnungPdfHeaders } from "./expect-reply";
import { pdfPagesText } from "./pdf-text";

let base = "";
let server: http.Server;
const hooks: ServerHooks = {};
const NEXT_SERVED = 299; // the stand-in for Next's handler answers this

beforeAll(async () => {
  setServerHooks(hooks); // as scripts/server.mjs does before Next starts
  await html2pdfRendererJob.start();
  installHotRoutes(); // as instrumentation.ts does once the jobs run
  server = http.createServer((req, res) => {
    if (hooks.dispatch?.(req, res)) return;
    req.resume();
    res.writeHead(NEXT_SERVED, { "content-type": "text/plain" });
    res.end(`next: ${req.method} ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await html2pdfRendererJob.stop();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  setServerHooks(undefined);
});

/** A request whose body is sent in chunks without a content-length; answers status, headers and body. */
function chunkedPost(url: string, headers: Record<string, string>, chunks: number, chunkBytes: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", (e) => (e.message.includes("EPIPE") || e.message.includes("ECONNRESET") ? undefined : reject(e)));
    const chunk = Buffer.alloc(chunkBytes, "a");
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("POST /v1/html2pdf on the hot route", () => {
  it("renders as the route does: PDF bytes, filename, request id, pages, units, credits; billed once", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 10 });
    const res = await fetch(`${base}/v1/html2pdf?filename=${encodeURIComponent("Rechnung März")}`, {
      method: "POST",
      headers: { "x-api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify({ html: "<h1>Invoice {{number}}</h1>", data: { number: "INV-9" } }),
    });
    expectRechnungPdfHeaders(res);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(pdf.length);
    expect((await pdfPagesText(pdf))[0]).toContain("Invoice INV-9");
    expect(await settledBalance(organisationId)).toBe(9);
  });

  it("output=base64 gives the JSON envelope; bad input and a missing key get the error envelope", async () => {
    const { apiKey } = await createTestOrg({ credits: 10 });
    const ok = await fetch(`${base}/v1/html2pdf?output=base64`, { method: "POST", headers: { "x-api-key": apiKey, "content-type": "text/html" }, body: "<p>Raw</p>" });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ ok: true, data: { pages: 1 }, meta: { request_id: ok.headers.get("x-request-id"), billed_units: 1 } });
    expect(Buffer.from(body.data.pdf, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    const badOption = await fetch(`${base}/v1/html2pdf`, { method: "POST", headers: { "x-api-key": apiKey, "content-type": "application/json" }, body: JSON.stringify({ html: "<p>x</p>", options: { format: "A9" } }) });
    expect(badOption.status).toBe(400);
    expect(await badOption.json()).toMatchObject({ ok: false, error: "invalid_request", request_id: badOption.headers.get("x-request-id") });

    const noKey = await fetch(`${base}/v1/html2pdf`, { method: "POST", headers: { "content-type": "text/html" }, body: "<p>x</p>" });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ ok: false, error: "unauthorized" });
  });

  it("refuses a body over 2 MB with 413, declared or chunked, and charges nothing", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 10 });
    const declared = await fetch(`${base}/v1/html2pdf`, { method: "POST", headers: { "x-api-key": apiKey, "content-type": "text/html" }, body: "a".repeat(2 * 1024 * 1024 + 1) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ ok: false, error: "payload_too_large" });

    // 64 chunks of 64 KB (4 MB) without a content-length: refused once the limit is passed.
    const chunked = await chunkedPost(`${base}/v1/html2pdf`, { "x-api-key": apiKey, "content-type": "text/html" }, 64, 64 * 1024);
    expect(chunked.status).toBe(413);
    expect(chunked.headers.connection).toBe("close"); // the rest is not read
    expect(JSON.parse(chunked.body)).toMatchObject({ ok: false, error: "payload_too_large" });
    expect(await settledBalance(organisationId)).toBe(10);
  });

  it("leaves other methods and paths to Next; a query string does not", async () => {
    const get = await fetch(`${base}/v1/html2pdf`);
    expect(get.status).toBe(NEXT_SERVED);
    expect(await get.text()).toBe("next: GET /v1/html2pdf");
    const templates = await fetch(`${base}/v1/html2pdf/templates`, { method: "POST", body: "{}" });
    expect(templates.status).toBe(NEXT_SERVED);
    const slash = await fetch(`${base}/v1/html2pdf/`, { method: "POST", body: "{}" });
    expect(slash.status).toBe(NEXT_SERVED);
    const withQuery = await fetch(`${base}/v1/html2pdf?output=base64`, { method: "POST", headers: { "content-type": "text/html" }, body: "<p>x</p>" });
    expect(withQuery.status).toBe(401); // the render handler's answer: no key
  });
});

describe("hot route input it cannot turn into a Request", () => {
  it("answers a Host header that makes no URL with 400 and keeps serving", async () => {
    const { port } = new URL(base);
    const net = await import("node:net");
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.end("POST /v1/html2pdf HTTP/1.1\r\nHost: a b\r\nContent-Length: 2\r\n\r\n{}"));
      let text = "";
      socket.on("data", (d) => (text += d));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('"error":"invalid_request"');
    const again = await fetch(`${base}/v1/html2pdf`, { method: "POST", headers: { "content-type": "text/html" }, body: "<p>x</p>" });
    expect(again.status).toBe(401); // still up, still the hot route
  });
});
