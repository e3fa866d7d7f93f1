// The production server's request log (lib/server/request-log.mjs): one JSON line per request with what an
// operator needs (route pattern, status, duration, organisation, product, bytes), and never a key, token,
// e-mail address or query string.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRequestLog, routeOf } from "@/lib/server/request-log.mjs";

// As in Next's routes-manifest.json.
const routes = [
  { page: "/v1/pdf2json", regex: /^\/v1\/pdf2json(?:\/)?$/ },
  { page: "/files/signed/[token]", regex: /^\/files\/signed\/([^/]+?)(?:\/)?$/ },
  { page: "/files/subscriber/[subscriber_key]", regex: /^\/files\/subscriber\/([^/]+?)(?:\/)?$/ },
];

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => {
  server?.closeAllConnections();
  return server ? server.close(() => resolve()) : resolve();
}));

async function serveWith(level: string | undefined, handler: (req: http.IncomingMessage, res: http.ServerResponse, log: ReturnType<typeof createRequestLog>) => void) {
  const lines: Record<string, any>[] = [];
  const log = createRequestLog({ level, routes, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  server = http.createServer((req, res) => log.run(req, res, () => handler(req, res, log)));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { lines, base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}` };
}

describe("request log", () => {
  it("logs the route pattern, status, duration, organisation, product and sizes, and nothing secret", async () => {
    const { lines, base } = await serveWith(undefined, async (req, res, log) => {
      let size = 0;
      for await (const chunk of req) size += chunk.length; // the app reads the body, then names the organisation
      log.annotate({ requestId: "req_123", organisationId: "org_abc", product: "pdf2json" });
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ echoed: size }));
    });
    const res = await fetch(`${base}/v1/pdf2json?api_key=sk_live_secret&email=someone%40example.com`, { method: "POST", body: "x".repeat(1000) });
    expect(res.status).toBe(201);
    await res.text();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const line = lines[0];
    expect(line).toMatchObject({ level: "info", msg: "request", request_id: "req_123", method: "POST", route: "/v1/pdf2json", status: 201, org_id: "org_abc", product: "pdf2json", bytes_in: 1000 });
    expect(line.bytes_out).toBeGreaterThan(15);
    expect(line.duration_ms).toBeGreaterThanOrEqual(0);
    expect(typeof line.time).toBe("string");
    const text = JSON.stringify(line);
    expect(text).not.toContain("sk_live");
    expect(text).not.toContain("example.com");
    expect(text).not.toContain("api_key");
  });

  it("logs a token or a subscriber's e-mail address in the path only as the route's pattern, and unknown paths as *", async () => {
    const { lines, base } = await serveWith(undefined, (_req, res) => res.end("ok"));
    await (await fetch(`${base}/files/signed/tok_secret_value`)).text();
    await (await fetch(`${base}/files/subscriber/someone%40example.com`)).text();
    await (await fetch(`${base}/wp-admin/setup-config.php?step=1`)).text();
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    expect(lines.map((l) => l.route)).toEqual(["/files/signed/[token]", "/files/subscriber/[subscriber_key]", "*"]);
    expect(JSON.stringify(lines)).not.toMatch(/tok_secret|example\.com|wp-admin/);
  });

  it("logs a request the client abandoned as 499", async () => {
    let started: () => void = () => {};
    const reached = new Promise<void>((r) => (started = r));
    const { lines, base } = await serveWith(undefined, () => started()); // never answers
    const controller = new AbortController();
    const pending = fetch(`${base}/v1/pdf2json`, { signal: controller.signal }).catch(() => null);
    await reached;
    controller.abort();
    await pending;
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ route: "/v1/pdf2json", status: 499 });
  });

  it("writes no request lines with LOG_LEVEL=silent (or warn)", async () => {
    const { lines, base } = await serveWith("warn", (_req, res) => res.end("ok"));
    await (await fetch(`${base}/v1/pdf2json`)).text();
    await (await fetch(`${base}/v1/pdf2json`)).text();
    expect(lines).toEqual([]);
  });

  it("finds the pattern without looking at the query", () => {
    expect(routeOf("/files/signed/abc?x=/v1/pdf2json", routes)).toBe("/files/signed/[token]");
    expect(routeOf("/v1/pdf2json/", routes)).toBe("/v1/pdf2json");
    expect(routeOf("http://evil.example/v1/pdf2json", routes)).toBe("*");
    expect(routeOf(undefined, routes)).toBe("*");
  });

  it("writes standard output in blocks in the background, and every line reaches it by the process's exit", async () => {
    // A child serves 200 requests through the log on standard output, then exits at once (as the server's
    // shutdown does): lines still in the buffer are written on exit, none lost.
    const script = `
      import http from "node:http";
      import { createRequestLog } from ${JSON.stringify(path.resolve("lib/server/request-log.mjs"))};
      const log = createRequestLog({ routes: [] });
      const server = http.createServer((req, res) => log.run(req, res, () => res.end("ok")));
      server.listen(0, "127.0.0.1", async () => {
        const base = "http://127.0.0.1:" + server.address().port;
        for (let i = 0; i < 200; i++) await (await fetch(base + "/x?api_key=secret" + i)).text();
        process.exit(0);
      });`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(code).toBe(0);
    const lines = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(200);
    expect(lines.every((l) => l.msg === "request" && l.route === "*" && l.status === 200)).toBe(true);
    expect(out).not.toContain("secret");
  });
});
