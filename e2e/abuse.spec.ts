// Hostile requests against the real server (the production build the README starts, scripts/server.mjs),
// one after another, while /v1/health is asked every 100 ms and the server's resident memory is sampled:
// each answers 4xx in the error envelope, /v1/health answers within 1 s throughout, the server process is
// the same one at the end, and its resident memory stays under the ceiling documented in docs/api.md
// ("Limits": 2 GB with the default settings). The same requests are tested one by one, in process, by
// `npm run test:abuse`; this run is the whole server under them.
import fs from "node:fs";
import { expect, test, type APIRequestContext } from "playwright/test";
import { seed } from "./fixtures";
import { oneHugePage, ordinaryPdf } from "../tests/pdf2json/hostile-pdfs";

const RSS_CEILING_MB = 2048;
const port = Number(process.env.E2E_PORT || 3100);

/** The server process: the node running scripts/server.mjs on our port (Linux /proc). */
function serverPid(): number | null {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (argv.some((a) => a.endsWith("scripts/server.mjs")) && argv.includes(String(port))) return Number(entry);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return null;
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};

/** Asks /v1/health every 100 ms and samples the server's memory until stopped. */
function watch(pid: number, baseURL: string) {
  let slowestMs = 0;
  let failures = 0;
  let peakMb = rssMb(pid);
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const asked = performance.now();
      try {
        const res = await fetch(`${baseURL}/v1/health`, { signal: AbortSignal.timeout(5000) });
        if (res.status !== 200) failures++;
        await res.arrayBuffer();
      } catch {
        failures++;
      }
      slowestMs = Math.max(slowestMs, performance.now() - asked);
      peakMb = Math.max(peakMb, rssMb(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { slowestMs: Math.round(slowestMs), failures, peakMb };
  };
}

async function expectRefused(res: Awaited<ReturnType<APIRequestContext["post"]>>, status: number, error?: string) {
  expect(res.status(), await res.text()).toBe(status);
  const body = (await res.json()) as { ok: boolean; error: string; message: unknown; request_id: string };
  expect(body).toMatchObject({ ok: false, request_id: res.headers()["x-request-id"] });
  if (error) expect(body.error).toBe(error);
  expect(typeof body.message).toBe("string");
}

test("hostile requests answer 4xx while /v1/health answers within 1 s, the server stays up and its memory bounded", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const pid = serverPid();
  expect(pid, "the server process (scripts/server.mjs) was not found").not.toBeNull();
  const stop = watch(pid!, baseURL!);
  const key = { "x-api-key": seed().api_key };
  const indices = (n: number) => Array.from({ length: n }, (_, i) => i);

  // Template merges: an output bomb, then a merge that would run for minutes (both in a bounded worker)
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: "{{#each a}}{{#each ../a}}{{@root.s}}{{/each}}{{/each}}", data: { a: indices(500), s: "x".repeat(1000) } } }), 422, "merge_output_too_large");
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: "{{#each a}}{{#each ../a}}{{#each ../../a}}{{/each}}{{/each}}{{/each}}", data: { a: indices(1000) } } }), 422, "merge_too_slow");
  // partials calling themselves twice per level
  const chain = indices(30).map((i) => `{{#*inline "p${i + 1}"}}{{> p${i}}}{{> p${i}}}{{/inline}}`).join("") + '{{#*inline "p0"}}{{/inline}}{{> p30}}';
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: chain, data: {} } }), 422, "merge_too_slow");

  // Renders: a page that outgrows the renderer's memory cap, and one whose script never ends (stopped at the
  // render time limit); both are the input's fault, so 4xx with the limit that stopped them
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: "<script>const keep = []; for (;;) keep.push(new Array(1e6).fill(Math.random()));</script>" } }), 422, "render_out_of_memory");
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: "<p>x</p><script>while (true) {}</script>" } }), 422, "render_too_slow");

  // PDF reading: a 2 MB decompression bomb inflating to 2 GB
  const bomb = oneHugePage(" ", 2048);
  await expectRefused(await request.post("/v1/pdf2json", { headers: { ...key, "content-type": "application/pdf" }, data: bomb }), 422);
  // a caller schema whose $refs fan out exponentially
  const $defs: Record<string, unknown> = { d12: { type: "string" } };
  for (let i = 11; i >= 0; i--) $defs[`d${i}`] = { type: "object", properties: Object.fromEntries(["a", "b", "c", "d"].map((k) => [k, { $ref: `#/$defs/d${i + 1}` }])) };
  const schema = JSON.stringify({ type: "object", $defs, properties: { x: { $ref: "#/$defs/d0" } } });
  await expectRefused(
    await request.post("/v1/pdf2json", { headers: key, multipart: { file: { name: "a.pdf", mimeType: "application/pdf", buffer: ordinaryPdf() }, schema } }),
    400,
  );

  // Inputs that once answered 500
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { template_id: "tpl_x", template_version: 2 ** 31 } }), 400, "invalid_request");
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { template_id: "tpl_\u0000x" } }), 400, "invalid_request");
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: "<p>x</p>", options: { size: { width: "0.0001in", height: "1in" } } } }), 400, "invalid_request");
  await expectRefused(await request.post("/v1/html2pdf", { headers: key, data: { html: "<p>x</p>", options: { size: { width: "8in", height: "100000in" } } } }), 400, "invalid_request");
  await expectRefused(await request.get("/files/v2/id/%ff"), 400, "invalid_request");
  // an oversized body, refused by its declared length
  await expectRefused(await request.post("/v1/pdf2json", { headers: { ...key, "content-type": "application/pdf" }, data: Buffer.alloc(9 * 1024 * 1024, 0x20) }), 413);

  const seen = await stop();
  expect(seen.failures, JSON.stringify(seen)).toBe(0);
  expect(seen.slowestMs, JSON.stringify(seen)).toBeLessThan(1000);
  expect(seen.peakMb, JSON.stringify(seen)).toBeLessThan(RSS_CEILING_MB);
  // the same process still serves, and serves ordinary work
  expect(serverPid()).toBe(pid);
  const ok = await request.post("/v1/pdf2json", { headers: { ...key, "content-type": "application/pdf" }, data: ordinaryPdf() });
  expect(ok.status()).toBe(200);
  console.log(`abuse run: slowest /v1/health ${seen.slowestMs} ms, server resident memory peak ${seen.peakMb} MB`);
});
