// npm run bench:pdf2json [-- --iterations N] [-- --url http://127.0.0.1:3000 --key sk_...] [--scans N] [--no-scans]
// p50/p95 per document and documents/s for POST /v1/pdf2json, next to `pdftotext` on the same files as
// the floor; then seconds per scanned page (p50 and worst) for 1–3 page scans made from the canonical
// documents by the eval's scan producer (eval/pdf2json/producers/scan.ts, 150/200/300 dpi and fax). With --url (and --key) it measures a running server over HTTP; otherwise it measures the
// route handler in process (a real Request through key auth, extraction and billing, on a throwaway
// embedded database), and says so. No server is started by this script.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const iterations = Number(arg("--iterations")) || 15;
const url = arg("--url");
const key = arg("--key") ?? process.env.PDF2JSON_BENCH_KEY;

let tmpDb: string | undefined;
if (!url && !process.env.DATABASE_URL) {
  tmpDb = mkdtempSync(path.join(os.tmpdir(), "pdf2json-bench-db-"));
  process.env.PGLITE_DATA_DIR = tmpDb;
}

const { canonicalFixtures } = await import("@/eval/pdf2json/canonical");
const fixtures = await canonicalFixtures();
const docs: Array<{ name: string; pdf: Buffer; file: string; pages: number }> = [];
for (const f of fixtures) {
  const pdf = readFileSync(f.pdf);
  docs.push({ name: f.name, pdf, file: f.pdf, pages: JSON.parse(readFileSync(f.truth, "utf8")).pages });
}
const corpus = path.resolve(process.cwd(), "../shared/corpus/invoices/invoice2data");
if (existsSync(corpus)) {
  for (const n of readdirSync(corpus).filter((x) => x.endsWith(".pdf"))) {
    const file = path.join(corpus, n);
    const out = execFileSync("pdfinfo", [file]).toString();
    docs.push({ name: `invoice2data/${n}`, pdf: readFileSync(file), file, pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1] ?? 1) });
  }
}

let send: (pdf: Buffer) => Promise<number>;
let mode: string;
if (url) {
  if (!key) throw new Error("--url needs --key (or PDF2JSON_BENCH_KEY)");
  mode = `HTTP against ${url}`;
  send = async (pdf) => {
    const res = await fetch(`${url.replace(/\/$/, "")}/v1/pdf2json`, { method: "POST", headers: { "content-type": "application/pdf", "x-api-key": key }, body: new Uint8Array(pdf) });
    await res.arrayBuffer();
    return res.status;
  };
} else {
  const { databaseConfig } = await import("@/lib/db/config");
  const { deployMigrations } = await import("@/lib/db/migrate");
  await deployMigrations(databaseConfig());
  const { createOrganisation } = await import("@/lib/orgs/create-organisation");
  const org = await createOrganisation({ name: "pdf2json bench", issueKey: true, credits: 100_000_000 });
  const { POST } = await import("@/app/v1/pdf2json/route");
  mode = `in-process route handler (no production build at .next/BUILD_ID${existsSync(".next/BUILD_ID") ? " used; pass --url to measure a running server" : ""}): key auth + extraction + billing on ${tmpDb ? "a throwaway embedded database" : "DATABASE_URL"}`;
  send = async (pdf) => {
    const req = new Request("http://localhost/v1/pdf2json", { method: "POST", headers: { "content-type": "application/pdf", "x-api-key": org.apiKey! }, body: new Uint8Array(pdf) });
    const res = await POST(req, { params: Promise.resolve({}) });
    await res.arrayBuffer();
    return res.status;
  };
}

const { extractPdf } = await import("@/lib/pdf2json/extract-pdf");
const engine = async (pdf: Buffer) => {
  await extractPdf({ pdf, documentType: null, schema: null, engine: "standard", longForm: false });
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

// warm-up: module load, pdf.js, first database round trip
for (let i = 0; i < 3; i++) await send(docs[0].pdf);

console.log(`pdf2json benchmark: ${mode}; ${iterations} runs per document, sequential; load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")} on ${os.cpus().length} CPUs\n`);
console.log(`${"document".padEnd(46)} ${"pages".padStart(5)} ${"api p50".padStart(8)} ${"api p95".padStart(8)} ${"engine p50".padStart(11)} ${"pdftotext p50".padStart(14)}`);
const all: number[] = [];
const engineAll: number[] = [];
const byPages = new Map<string, number[]>();
const floor: number[] = [];
for (const d of docs) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    const status = await send(d.pdf);
    times.push(performance.now() - t);
    if (status !== 200) throw new Error(`${d.name}: status ${status}`);
  }
  const et: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await engine(d.pdf);
    et.push(performance.now() - t);
  }
  engineAll.push(...et);
  const pt: number[] = [];
  for (let i = 0; i < Math.min(iterations, 10); i++) {
    const t = performance.now();
    execFileSync("pdftotext", ["-layout", d.file, "-"], { stdio: ["ignore", "ignore", "ignore"] });
    pt.push(performance.now() - t);
  }
  all.push(...times);
  floor.push(...pt);
  const group = d.pages <= 2 ? "1–2 pages" : "3+ pages";
  byPages.set(group, [...(byPages.get(group) ?? []), ...times]);
  console.log(`${d.name.padEnd(46)} ${String(d.pages).padStart(5)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)} ${pct(et, 50).toFixed(1).padStart(11)} ${pct(pt, 50).toFixed(1).padStart(14)}`);
}
console.log("");
for (const [g, xs] of byPages) console.log(`${g.padEnd(12)} p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  (${xs.length} calls)`);
const mean = all.reduce((a, b) => a + b, 0) / all.length;
const floorMean = floor.reduce((a, b) => a + b, 0) / floor.length;
console.log(`all          p50 ${pct(all, 50).toFixed(1)} ms  p95 ${pct(all, 95).toFixed(1)} ms  → ${(1000 / mean).toFixed(1)} documents/s sequential`);
console.log(`engine only  p50 ${pct(engineAll, 50).toFixed(1)} ms  p95 ${pct(engineAll, 95).toFixed(1)} ms  (extractPdf in process: no HTTP, auth or billing)`);
console.log(`pdftotext    p50 ${pct(floor, 50).toFixed(1)} ms  p95 ${pct(floor, 95).toFixed(1)} ms  → ${(1000 / floorMean).toFixed(1)} documents/s (process per file, text only: the floor)`);

// Scanned pages: 1–3 page canonical documents scanned (a variant each, in turn), each sent --scan-iterations
// times one after the other (other requests idle); seconds per page = the call's time / its pages.
if (!args.includes("--no-scans")) {
  const { scanPdf, SCAN_VARIANTS } = await import("@/eval/pdf2json/producers/scan");
  const variants = Object.keys(SCAN_VARIANTS) as Array<keyof typeof SCAN_VARIANTS>;
  const scanIterations = Number(arg("--scan-iterations")) || 2;
  const picked = docs.filter((d) => !d.name.startsWith("invoice2data/") && d.pages <= 3).slice(0, Number(arg("--scans")) || 8);
  const perPage: number[] = [];
  console.log(`
${"scanned document".padEnd(46)} ${"pages".padStart(5)} ${"variant".padStart(8)} ${"s/page".padStart(8)} ${"worst".padStart(8)}`);
  for (const [i, d] of picked.entries()) {
    const variant = variants[i % variants.length];
    const scan = await scanPdf(d.pdf, variant, 1000 + i);
    const times: number[] = [];
    for (let k = 0; k < scanIterations; k++) {
      const t = performance.now();
      const status = await send(scan);
      times.push((performance.now() - t) / 1000 / d.pages);
      if (status !== 200) throw new Error(`${d.name} (scanned): status ${status}`);
    }
    perPage.push(...times);
    console.log(`${d.name.padEnd(46)} ${String(d.pages).padStart(5)} ${variant.padStart(8)} ${pct(times, 50).toFixed(2).padStart(8)} ${Math.max(...times).toFixed(2).padStart(8)}`);
  }
  if (perPage.length) console.log(`scanned      p50 ${pct(perPage, 50).toFixed(2)} s/page  worst ${Math.max(...perPage).toFixed(2)} s/page  (${perPage.length} calls of 1–3 page scans, sequential, OCR on ${os.cpus().length} CPUs; target ≤ 3 s)`);
}
if (tmpDb) rmSync(tmpDb, { recursive: true, force: true });
process.exit(0);
