// PDF reading is bounded and never runs on the event loop (lib/pdf2json/read/read-pool.ts): hostile PDFs
// generated here (nothing is committed) answer a 422 naming the limit, or a 200 with a truncation warning,
// while other requests keep answering, and the process's memory stays bounded.
//  - a decompression bomb: a ~2 MB PDF whose one content stream inflates to 2 GB of spaces (a tester's
//    3 MB bomb once took 47 s and 6.4 GB and froze the server for 17 s): 422 pdf_out_of_memory;
//  - a 50 KB PDF whose content stream is 12 million no-op operators (`q Q`, no text, ~10 s of pdf.js):
//    422 pdf_too_slow when the worker is terminated at the time limit;
//  - thousands of pages of tiny text: 200 with `pages_truncated` (the page limit, or the text bound);
//  - deep nesting (arrays, dictionaries, the page tree): answered at once, never a 5xx.
// The limits are set small through the environment (the pool reads it lazily; configure() restarts it).
//
// Memory ceiling: while a hostile read runs, the process's resident memory grows by less than 512 MB over
// what it was before (the read worker's heap and its decoded data are each capped at
// PDF2JSON_READ_MAX_MEMORY_MB, 128 MB here, plus pdf.js and the worker's own footprint); unbounded, the bomb
// below takes over 2 GB.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/v1/health/route";
import { GET as profiles } from "@/app/v1/pdf2json/profiles/route";
import { closeReadPool, readPool, ReadPool, readConfig, resetReadConfig } from "@/lib/pdf2json/read/read-pool";
import { call, createTestOrg, settledBalance } from "../helpers";
import { postPdf } from "./helpers";
import { buildPdf, FONT, manyPages, oneHugePage, ordinaryPdf, pageObject, show, type PdfObject } from "./hostile-pdfs";
import { processSlot } from "@/lib/process-state.mjs";

const MEMORY_CEILING_MB = 512;

// ---------------------------------------------------------------------------------------------------
// Watching the process.

/** Samples the process's resident memory and the event loop's longest stall until stopped. */
function watchProcess() {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  let last = performance.now();
  let maxGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last - 20);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { growthMb: Math.round((peakRss - startRss) / 1048576), peakMb: Math.round(peakRss / 1048576), maxGapMs: Math.round(maxGapMs) };
    },
  };
}

/** Resolves when the process's read pool hands the next document to a worker thread. */
function handedOver(): Promise<void> {
  const pool = readPool();
  return new Promise((resolve) => {
    pool.onDispatch = () => {
      pool.onDispatch = undefined;
      resolve();
    };
  });
}

/** Restarts the process's read pool with these settings. */
async function configure(env: Record<string, string | undefined>) {
  await closeReadPool();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetReadConfig();
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

/** The cheap calls that must keep answering while a hostile read runs: the profiles list and a small PDF. */
async function cheapCalls(apiKey: string) {
  const list = await timed(call(profiles, "/v1/pdf2json/profiles"));
  expect(list.value.status).toBe(200);
  const small = await timed(postPdf(apiKey, ordinaryPdf()));
  expect(small.value.status).toBe(200);
  return { profilesMs: list.ms, extractionMs: small.ms };
}

let org: { organisationId: string; apiKey: string };

beforeAll(async () => {
  await configure({ PDF2JSON_READ_WORKERS: "2", PDF2JSON_READ_MAX_MEMORY_MB: "128", PDF2JSON_READ_TIMEOUT_MS: "20000", PDF2JSON_READ_MAX_ITEMS: undefined, PDF2JSON_READ_QUEUE_MAX: undefined });
  org = await createTestOrg({ credits: 1_000_000 });
});

afterAll(async () => {
  await closeReadPool();
});

/** Two ordinary extractions at once: both workers are started and warm. */
async function warmUp() {
  const [a, b] = await Promise.all([postPdf(org.apiKey, ordinaryPdf()), postPdf(org.apiKey, ordinaryPdf())]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(readPool().stats()).toMatchObject({ mode: "workers", workers: 2 });
}

describe("PDF reading is bounded (read pool)", () => {
  it("an ordinary PDF is read in a worker thread, and /v1/health shows the pool", async () => {
    await warmUp();
    const res = await postPdf(org.apiKey, ordinaryPdf());
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.meta).toMatchObject({ pages: 1, warnings: [] });
    expect(JSON.stringify(body.data)).toContain("INV-1001");
    const h = await (await call(health, "/v1/health")).json();
    expect(h.components.pdf2json).toMatchObject({ status: "ok", detail: expect.stringMatching(/^PDFs read in 2 worker threads, 0 reading, 0 queued, 0 organisations; \d+ reads/) });
  });

  it("a decompression bomb (2 MB inflating to 2 GB) answers 422 pdf_out_of_memory, charges nothing, and the server keeps answering", async () => {
    await warmUp();
    const bomb = oneHugePage(" ", 2048);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const before = await settledBalance(org.organisationId);
    const oomBefore = readPool().stats().out_of_memory;
    const watch = watchProcess();
    const started = handedOver();
    let hostileDone = false;
    const hostile = postPdf(org.apiKey, bomb).finally(() => {
      hostileDone = true;
    });
    await started; // the bomb is now being read in a worker thread
    const list = await timed(call(profiles, "/v1/pdf2json/profiles"));
    expect(list.value.status).toBe(200);
    expect(list.ms).toBeLessThan(1000);
    expect(hostileDone).toBe(false);
    const res = await hostile;
    const seen = watch.stop();
    if (process.env.READ_LIMITS_DEBUG) console.log(seen);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: "pdf_out_of_memory", limit_mb: 128, request_id: res.headers.get("x-request-id") });
    expect(body.message).toMatch(/^Reading the PDF needed more than the 128 MB a document may use and was stopped/);
    expect(body.message).toMatch(/Nothing was charged\.$/);
    expect(seen.growthMb, JSON.stringify(seen)).toBeLessThan(MEMORY_CEILING_MB);
    expect(seen.maxGapMs, JSON.stringify(seen)).toBeLessThan(1000);
    expect(await settledBalance(org.organisationId)).toBe(before);
    expect(readPool().stats().out_of_memory).toBe(oomBefore + 1);
    // The worker was replaced: the next document is read as usual.
    expect((await postPdf(org.apiKey, ordinaryPdf())).status).toBe(200);
  });

  it("a page that takes pdf.js ~10 s (12 million no-op operators) answers 422 pdf_too_slow at the time limit, while other calls answer at once", async () => {
    await configure({ PDF2JSON_READ_TIMEOUT_MS: "2500", PDF2JSON_READ_MAX_MEMORY_MB: "256" });
    expect(readConfig()).toMatchObject({ timeoutMs: 2500, maxMemoryMb: 256 });
    await warmUp();
    const slow = oneHugePage("q Q ", 48);
    expect(slow.length).toBeLessThan(100 * 1024);
    const before = await settledBalance(org.organisationId);
    const watch = watchProcess();
    const started = handedOver();
    let hostileDone = false;
    const begun = performance.now();
    const hostile = postPdf(org.apiKey, slow).finally(() => {
      hostileDone = true;
    });
    await started;
    const cheap = await cheapCalls(org.apiKey);
    expect(hostileDone).toBe(false); // both answered while the hostile read was still running
    expect(cheap.profilesMs).toBeLessThan(1000);
    expect(cheap.extractionMs).toBeLessThan(1000);
    const res = await hostile;
    const elapsed = performance.now() - begun;
    const seen = watch.stop();
    if (process.env.READ_LIMITS_DEBUG) console.log(seen);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: "pdf_too_slow", limit_ms: 2500 });
    expect(body.message).toMatch(/^The PDF could not be read within 2\.5 s and was stopped/);
    expect(elapsed).toBeGreaterThanOrEqual(2400);
    expect(elapsed).toBeLessThan(8000);
    expect(seen.growthMb, JSON.stringify(seen)).toBeLessThan(MEMORY_CEILING_MB);
    expect(seen.maxGapMs, JSON.stringify(seen)).toBeLessThan(1000);
    expect(await settledBalance(org.organisationId)).toBe(before - 10); // the small extraction only
    expect(readPool().stats().too_slow).toBe(1);
    expect((await postPdf(org.apiKey, ordinaryPdf())).status).toBe(200);
  });

  it("3,000 pages of tiny text: 200, the first 500 pages read (page limit) and all 3,000 billed", async () => {
    await configure({ PDF2JSON_READ_TIMEOUT_MS: "20000", PDF2JSON_READ_MAX_MEMORY_MB: "128" });
    const pdf = manyPages(3000, 10);
    const watch = watchProcess();
    const res = await postPdf(org.apiKey, pdf, { "x-document-type": "generic_document" });
    const seen = watch.stop();
    if (process.env.READ_LIMITS_DEBUG) console.log(seen);
    const body = await res.json();
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.meta).toMatchObject({ pages: 3000, billed_units: 600, credits: 6000 });
    expect(body.meta.warnings).toContainEqual({ code: "pages_truncated", message: "Only the first 500 of 3000 pages were read in full (page, time or text limit)." });
    expect(seen.growthMb, JSON.stringify(seen)).toBeLessThan(MEMORY_CEILING_MB);
  });

  it("the text bound: past PDF2JSON_READ_MAX_ITEMS text items reading stops with a warning, not an error", async () => {
    await configure({ PDF2JSON_READ_MAX_ITEMS: "2000" });
    try {
      const res = await postPdf(org.apiKey, manyPages(3000, 10), { "x-document-type": "generic_document" });
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(body.meta.warnings).toContainEqual({ code: "pages_truncated", message: "Only the first 200 of 3000 pages were read in full (page, time or text limit)." });
      // One page whose single content stream holds 800,000 lines of text: stopped mid-page.
      const dense = await postPdf(org.apiKey, oneHugePage("BT /F1 12 Tf 10 10 Td (AAAA) Tj ET ", 32), { "x-document-type": "generic_document" });
      const denseBody = await dense.json();
      expect(dense.status, JSON.stringify(denseBody).slice(0, 300)).toBe(200);
      expect(denseBody.meta.warnings).toContainEqual({ code: "pages_truncated", message: "Only the first 0 of 1 pages were read in full (page, time or text limit)." });
    } finally {
      await configure({ PDF2JSON_READ_MAX_ITEMS: undefined });
    }
  });

  it("deep nesting (100,000-deep arrays and dictionaries, a 5,000-deep page tree) answers at once, never a 5xx", async () => {
    const n = 100_000;
    const deepArray = buildPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      pageObject("4 0 R"),
      { dict: "", stream: Buffer.from(`BT /F1 12 Tf 10 10 Td ${"[".repeat(n)}(A)${"]".repeat(n)} TJ ET`) },
      FONT,
    ]);
    const deepDict = buildPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      pageObject("4 0 R", 2, `/X ${"<< /A ".repeat(n)}1${" >>".repeat(n)} `),
      { dict: "", stream: Buffer.from(show(["Hello"])) },
      FONT,
    ]);
    const depth = 5000;
    const tree: PdfObject[] = ["<< /Type /Catalog /Pages 2 0 R >>"];
    for (let i = 0; i < depth; i++) tree.push(`<< /Type /Pages /Kids [${i + 3} 0 R] /Count 1 ${i ? `/Parent ${i + 1} 0 R` : ""} >>`);
    tree.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 612 792] /Contents ${depth + 3} 0 R /Resources << /Font << /F1 ${depth + 4} 0 R >> >> >>`);
    tree.push({ dict: "", stream: Buffer.from(show(["Hello from the bottom of the tree, with enough text to read"])) }, FONT);
    for (const [name, pdf] of [["arrays", deepArray], ["dictionaries", deepDict], ["page tree", buildPdf(tree)]] as const) {
      const res = await postPdf(org.apiKey, pdf, { "x-document-type": "generic_document" });
      expect(res.status, name).toBeLessThan(500);
      // answered by reading it, not by the read time limit stopping a parser lost in the nesting
      const body = await res.json();
      expect(body.error, name).not.toBe("pdf_too_slow");
    }
  });

  it("damaged and encrypted files keep their 422 unprocessable messages", async () => {
    const damaged = await postPdf(org.apiKey, Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 9 0 R >>\n%%EOF\n"));
    expect(damaged.status).toBe(422);
    expect(await damaged.json()).toMatchObject({ error: "unprocessable", message: expect.stringMatching(/^The PDF could not be read \(.+\)\. Check that the file is complete and not damaged\.$/) });
    // Standard security handler, revision 2, with a user password (a /U entry the empty password does not match).
    const pdf = ordinaryPdf().toString("latin1");
    const hex = (s: string) => `<${s.repeat(32 / (s.length / 2))}>`;
    const encrypted = Buffer.from(
      pdf.replace("trailer\n<< ", `trailer\n<< /Encrypt << /Filter /Standard /V 1 /R 2 /Length 40 /O ${hex("a1b2")} /U ${hex("c3d4")} /P -4 >> /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] `),
      "latin1",
    );
    const res = await postPdf(org.apiKey, encrypted);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "unprocessable", message: "The PDF is encrypted with a password. Send the document without password protection." });
  });

  it("beyond PDF2JSON_READ_QUEUE_MAX waiting documents: 503 busy", async () => {
    await configure({ PDF2JSON_READ_WORKERS: "1", PDF2JSON_READ_QUEUE_MAX: "1", PDF2JSON_READ_TIMEOUT_MS: "1500" });
    try {
      const slow = oneHugePage("q Q ", 48);
      const started = handedOver();
      const first = postPdf(org.apiKey, slow); // runs (until the time limit)
      await started;
      const second = postPdf(org.apiKey, ordinaryPdf()); // waits
      await new Promise((resolve) => setImmediate(resolve));
      const third = await postPdf(org.apiKey, ordinaryPdf()); // refused
      expect(third.status).toBe(503);
      expect(third.headers.get("retry-after")).toBe("2");
      expect(await third.json()).toMatchObject({ error: "busy" });
      expect((await first).status).toBe(422);
      expect((await second).status).toBe(200);
    } finally {
      await configure({ PDF2JSON_READ_WORKERS: "2", PDF2JSON_READ_QUEUE_MAX: undefined, PDF2JSON_READ_TIMEOUT_MS: "20000" });
    }
  });

  it("one organisation flooding the readers with slow files does not hold back another's: its document goes next", async () => {
    await configure({ PDF2JSON_READ_WORKERS: "1", PDF2JSON_READ_QUEUE_MAX: "8", PDF2JSON_READ_TIMEOUT_MS: "1000" });
    try {
      const other = await createTestOrg({ credits: 1_000 });
      const slow = oneHugePage("q Q ", 48);
      const finished: string[] = [];
      const track = (name: string, response: Promise<Response>) => response.then((r) => (finished.push(name), r));
      const started = handedOver();
      const flood = [track("a1", postPdf(org.apiKey, slow))];
      await started; // the first slow file holds the only reader
      flood.push(track("a2", postPdf(org.apiKey, slow)), track("a3", postPdf(org.apiKey, slow)));
      await new Promise((resolve) => setImmediate(resolve));
      const mine = await track("b", postPdf(other.apiKey, ordinaryPdf()));
      expect(mine.status).toBe(200);
      const statuses = (await Promise.all(flood)).map((r) => r.status);
      expect(statuses).toEqual([422, 422, 422]);
      // first come, first served would have read b after a2 and a3
      expect(finished).toEqual(["a1", "b", "a2", "a3"]);
    } finally {
      await configure({ PDF2JSON_READ_WORKERS: "2", PDF2JSON_READ_QUEUE_MAX: undefined, PDF2JSON_READ_TIMEOUT_MS: "20000" });
    }
  });

  it("when a worker cannot start, documents are read in process (logged, and shown in /v1/health)", async () => {
    // A heap too small for pdf.js to load: the worker dies before it is ready.
    await closeReadPool();
    const pool = new ReadPool({ ...readConfig(), maxMemoryMb: 2 });
    processSlot<ReadPool>("pdf2json.readPool").set(pool); // as readPool() would have made it
    try {
      const res = await postPdf(org.apiKey, ordinaryPdf());
      expect(res.status).toBe(200);
      expect(JSON.stringify((await res.json()).data)).toContain("INV-1001");
      expect(pool.stats()).toMatchObject({ mode: "in_process", workers_failed_to_start: 1, in_process: 1 });
      const h = await (await call(health, "/v1/health")).json();
      expect(h.components.pdf2json.detail).toMatch(/^PDFs read in process \(worker failed to start: .+\)/);
    } finally {
      await closeReadPool();
    }
  });
});
