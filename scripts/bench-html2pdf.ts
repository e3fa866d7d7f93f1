// npm run bench:html2pdf — renders/s and p50/p95 at concurrency 1, 2 and 4 for a one-page invoice
// template with data and a 12-page document, through:
//   api   the HTTP API (POST /v1/html2pdf with template_id + data) as users call it: the production server
//         (scripts/server.mjs) started here from an existing build (.next/BUILD_ID) on a fresh embedded
//         database, under the e2e lock; or an already running one given by BENCH_API_URL + BENCH_API_KEY
//         (point it at a plain `next start` to measure Next's route without the hot route table)
//   pool  lib/html2pdf in process (our pool, merge, guard; no HTTP)
//   raw   playwright-core with one warm page per worker: setContent + page.pdf, nothing else
//   fresh lib/html2pdf with a new BrowserContext per render (the isolation baseline the pool replaces)
//   cold  `chromium --headless --print-to-pdf` per document
// raw, pool and api stay up side by side and are timed in interleaved rounds (order rotated each round),
// and each cell reports the median round: a drifting machine moves them all alike, so the ratios hold
// even when the absolute figures move. fresh and cold are one-off references.
// Every engine first runs each case until its throughput is flat (2 s windows; at least BENCH_WARM_S = 30,
// at most BENCH_WARM_MAX_S = 120 seconds; a fresh server was seen flat at 2/3 of its steady state after 16 s): a fresh server answers its first thousands of renders at up to
// twice the CPU of its steady state (measured: 7–12 ms of server CPU per render falling to 3 ms; V8 and
// PGlite's WebAssembly are still being optimised), and production servers are warm. The API is called through node:http with keep-alive, the
// client cheapest on CPU: the load generator shares the two cores, and fetch (undici) costs twice as much.
// Each timed round follows BENCH_LEAD_S (default 2) seconds of untimed renders by the same engine.
// Env: BENCH_N (renders per round, default 240), BENCH_ROUNDS (default 5), BENCH_MODES (default
// "raw,pool,api,fresh,cold"), BENCH_COLD_N (default 4), BENCH_DB=postgres (API server on a throw-away
// PostgreSQL database, BENCH_PG_URL; default embedded), BENCH_PORT (3190).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { post } from "./lib/bench-utils";

const CONCURRENCY = [1, 2, 4];
const N = Number(process.env.BENCH_N ?? 240);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const COLD_N = Number(process.env.BENCH_COLD_N ?? 4);
const WARM_S = Number(process.env.BENCH_WARM_S ?? 30);
const WARM_MAX_S = Number(process.env.BENCH_WARM_MAX_S ?? 120);
const LEAD_S = Number(process.env.BENCH_LEAD_S ?? 2);
const MODES = (process.env.BENCH_MODES ?? "raw,pool,api,fresh,cold").split(",").map((s) => s.trim());
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ROOT = path.resolve(import.meta.dirname, "..");
// raw and cold run the very binary the renderer runs (the headless shell when installed), so the ratios
// measure our code, not a choice of build.
const { defaultChromiumPath } = await import("@/lib/html2pdf/config");
const CHROMIUM = defaultChromiumPath();

type Case = { name: string; html: string; data?: Record<string, unknown>; merged: string; pages: number };
type Cell = { mode: string; case: string; concurrency: number; n: number; rps: number; p50: number; p95: number; errors: number };

async function cases(): Promise<Case[]> {
  const { STARTER_HTML, STARTER_DATA } = await import("@/lib/html2pdf/starter-template");
  const { mergeTemplate } = await import("@/lib/html2pdf/merge");
  const corpus = path.resolve(ROOT, "../shared/corpus/html/gotenberg-testdata/pages-12-html/index.html");
  const twelve = fs.existsSync(corpus)
    ? fs.readFileSync(corpus, "utf8")
    : Array.from({ length: 12 }, (_, i) => `<h1 style="page-break-after:always">Page ${i + 1}</h1>`).join("");
  return [
    { name: "invoice-1p", html: STARTER_HTML, data: STARTER_DATA, merged: mergeTemplate(STARTER_HTML, STARTER_DATA), pages: 1 },
    { name: "doc-12p", html: twelve, merged: twelve, pages: 12 },
  ];
}

/**
 * Brings a cell to steady state before it is timed, as raw has all its pages before its clock starts: 4×c
 * renders (the pool binds pages to the tenant), then a pause so any spare page the pool creates in the
 * background is not billed to the timed renders.
 */
async function warmUp(c: number, job: (worker: number) => Promise<void>) {
  await measure(c * 4, c, job);
  await new Promise((r) => setTimeout(r, 1000));
}

/**
 * Runs an engine at concurrency 2 until its throughput stops rising: 2-second windows, at least WARM_S
 * seconds, done when the last three windows are within 5 % of each other (at most WARM_MAX_S). JIT and
 * caches reach steady state before timing; a fresh server takes thousands of renders to get there.
 */
async function warmToSteadyState(mode: string, job: (worker: number) => Promise<void>) {
  const started = performance.now();
  const windows: number[] = [];
  let total = 0;
  for (;;) {
    let n = 0;
    const until = performance.now() + 2000;
    const t = performance.now();
    await Promise.all([0, 1].map(async (w) => {
      while (performance.now() < until) {
        await job(w);
        n++;
      }
    }));
    windows.push(n / ((performance.now() - t) / 1000));
    total += n;
    const elapsed = (performance.now() - started) / 1000;
    const last = windows.slice(-3);
    const flat = last.length === 3 && Math.max(...last) <= Math.min(...last) * 1.05;
    if ((elapsed >= WARM_S && flat) || elapsed >= WARM_MAX_S) {
      console.log(`  warm ${mode}: ${elapsed.toFixed(0)} s, ${total} renders, last windows ${last.map((x) => x.toFixed(0)).join(" / ")}/s${flat ? "" : " (still moving at the cap)"}`);
      return;
    }
  }
}

/**
 * LEAD_S seconds of untimed renders at the round's concurrency right before it is timed: the engine that
 * ran just before left the caches and the CPU frequency to itself, and a production server is serving
 * steadily, not starting over every second. Without it the first ~100 ms of every round measured the
 * switch between engines (the separate server process, with its own Chromium, suffered it most).
 */
async function leadIn(c: number, job: (worker: number) => Promise<void>) {
  if (LEAD_S <= 0) return;
  const until = performance.now() + LEAD_S * 1000;
  await Promise.all(Array.from({ length: c }, async (_, w) => {
    while (performance.now() < until) await job(w);
  }));
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `n` jobs over `c` workers; worker i calls job(i). */
async function measure(n: number, c: number, job: (worker: number) => Promise<void>): Promise<Omit<Cell, "mode" | "case" | "concurrency">> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: c }, async (_, w) => {
      while (next < n) {
        next++;
        const t = performance.now();
        try {
          await job(w);
          times.push(performance.now() - t);
        } catch (e) {
          errors++;
          if (errors <= 3) console.error(`  error: ${(e as Error).message.split("\n")[0]}`);
        }
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { n, rps: times.length / wall, p50: times.length ? pct(times, 50) : NaN, p95: times.length ? pct(times, 95) : NaN, errors };
}

/** An engine under test: a job per case, run by worker index; closed at the end. */
type Engine = { mode: string; job(k: Case): Promise<(worker: number) => Promise<void>>; close(): Promise<void> };

async function rawEngine(): Promise<Engine> {
  const { CHROMIUM_ARGS } = await import("@/lib/html2pdf/pool");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const pages: Page[] = [];
  for (let i = 0; i < Math.max(...CONCURRENCY); i++) pages.push(await (await browser.newContext()).newPage());
  const margin = { top: "14mm", right: "14mm", bottom: "16mm", left: "14mm" };
  return {
    mode: "raw",
    job: async (k) => async (w) => {
      await pages[w].setContent(k.merged, { waitUntil: "load" });
      await pages[w].pdf({ format: "A4", printBackground: true, margin });
    },
    close: () => browser.close(),
  };
}

async function poolEngine(): Promise<Engine> {
  const { renderDocument } = await import("@/lib/html2pdf/render-document");
  const { closeRenderer, warmRenderer } = await import("@/lib/html2pdf");
  await warmRenderer();
  return {
    mode: "pool",
    job: async (k) => async () => {
      await renderDocument("bench-org", { form: "inline", html: k.html, data: k.data, options: {} });
    },
    close: closeRenderer,
  };
}

type Server = { base: string; key: string; stop: () => Promise<void> };

/** The API engine: renders posted to the server. */
function apiEngine(server: Server): Engine {
  const h = { "x-api-key": server.key, "content-type": "application/json" };
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...CONCURRENCY) });
  return {
    mode: "api",
    job: async (k) => {
      const created = await post(agent, `${server.base}/v1/html2pdf/templates`, h, JSON.stringify({ name: k.name, html: k.html }));
      const id = (JSON.parse(created.body.toString()) as { data: { id: string } }).data.id;
      const body = JSON.stringify({ template_id: id, data: k.data ?? {} });
      return async () => {
        const res = await post(agent, `${server.base}/v1/html2pdf`, h, body);
        if (res.status !== 200 || res.headers["x-pages"] !== String(k.pages)) throw new Error(`status ${res.status} pages ${res.headers["x-pages"]} ${res.body.subarray(0, 200)}`);
      };
    },
    close: async () => agent.destroy(),
  };
}

/** raw, pool and api in interleaved rounds; each cell's figure is the median round. */
async function benchInterleaved(all: Case[], engines: Engine[], out: Cell[]) {
  for (const k of all) {
    const jobs = await Promise.all(engines.map((e) => e.job(k)));
    for (let e = 0; e < engines.length; e++) await warmToSteadyState(`${engines[e].mode} ${k.name}`, jobs[e]);
    for (const c of CONCURRENCY) {
      for (const job of jobs) await warmUp(c, job);
      const rounds: Omit<Cell, "mode" | "case" | "concurrency">[][] = engines.map(() => []);
      for (let r = 0; r < ROUNDS; r++) {
        for (let j = 0; j < engines.length; j++) {
          const e = (j + r) % engines.length; // rotate the order: no engine always goes first
          await leadIn(c, jobs[e]);
          rounds[e].push(await measure(N, c, jobs[e]));
        }
      }
      engines.forEach((engine, e) => {
        const byRps = [...rounds[e]].sort((a, b) => a.rps - b.rps);
        const median = byRps[Math.floor(byRps.length / 2)];
        out.push({ mode: engine.mode, case: k.name, concurrency: c, ...median, errors: rounds[e].reduce((n, x) => n + x.errors, 0) });
        print(out.at(-1)!, rounds[e].map((x) => x.rps));
      });
    }
  }
}

/** The safe baseline the pool is measured against: a fresh BrowserContext + page for every render. */
async function benchFresh(all: Case[], out: Cell[]) {
  const { renderHtml } = await import("@/lib/html2pdf/render");
  const { closeRenderer, warmRenderer } = await import("@/lib/html2pdf");
  await warmRenderer();
  for (const k of all) {
    for (const c of CONCURRENCY) {
      const job = async () => {
        await renderHtml({ html: k.merged }); // no tenant: single-use context
      };
      await measure(c, c, job);
      out.push({ mode: "fresh", case: k.name, concurrency: c, ...(await measure(Math.ceil(N / 2), c, job)) });
      print(out.at(-1)!);
    }
  }
  await closeRenderer();
}

async function benchCold(all: Case[], out: Cell[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-html2pdf-"));
  for (const k of all) {
    const file = path.join(dir, `${k.name}.html`);
    fs.writeFileSync(file, k.merged);
    for (const c of CONCURRENCY) {
      const job = (w: number) =>
        new Promise<void>((resolve, reject) => {
          const outFile = path.join(dir, `${k.name}-${w}.pdf`);
          const p = spawn(CHROMIUM, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", `--user-data-dir=${path.join(dir, `profile-${w}`)}`, "--no-pdf-header-footer", `--print-to-pdf=${outFile}`, `file://${file}`], { stdio: "ignore" });
          p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`chromium exited ${code}`))));
          p.on("error", reject);
        });
      out.push({ mode: "cold", case: k.name, concurrency: c, ...(await measure(COLD_N, c, job)) });
      print(out.at(-1)!);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

const NO_BUILD = "no production build (.next/BUILD_ID): run `bash scripts/e2e.sh e2e/html2pdf-editor.spec.ts` (builds under the lock), or set BENCH_API_URL and BENCH_API_KEY";

async function startServer(): Promise<Server | string> {
  if (process.env.BENCH_API_URL && process.env.BENCH_API_KEY) return { base: process.env.BENCH_API_URL, key: process.env.BENCH_API_KEY, stop: async () => {} };
  if (!fs.existsSync(path.join(ROOT, ".next/BUILD_ID")) && !fs.existsSync(path.join(ROOT, ".next"))) {
    return NO_BUILD;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-html2pdf-db-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NEXTAUTH_URL: `http://127.0.0.1:${PORT}`,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "bench-secret",
  };
  delete env.DATABASE_URL;
  // PostgreSQL (as in production) when BENCH_DB=postgres: a throw-away database on BENCH_PG_URL.
  let dropDatabase = async () => {};
  if (process.env.BENCH_DB === "postgres") {
    const { default: pg } = await import("pg");
    const admin = process.env.BENCH_PG_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
    const name = `bench_html2pdf_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  console.log(`api: database ${env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}`);
  const run = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const p = spawn("node", ["--import", "tsx", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
      let s = "";
      p.stdout.on("data", (d) => (s += d));
      p.on("exit", (code) => (code === 0 ? resolve(s) : reject(new Error(`${args.join(" ")} exited ${code}`))));
    });
  await run(["scripts/db-migrate.ts", "deploy"]);
  const key = (await run(["scripts/bench-html2pdf.ts", "--seed"])).trim().split("\n").pop()!;
  // Under the e2e lock: nobody rebuilds .next while this server reads it.
  console.log(`starting the production server on :${PORT} (waits for the e2e lock)…`);
  // A build may be in progress (the lock holder): the build is checked again once the lock is ours.
  const server: ChildProcess = spawn(
    "flock",
    ["/tmp/platform-e2e.lock", "sh", "-c", `test -f .next/BUILD_ID || exit 3; exec node scripts/server.mjs -p ${PORT} -H 127.0.0.1`],
    { cwd: ROOT, env, stdio: "ignore", detached: true },
  );
  let exitCode: number | null = null;
  server.on("exit", (code) => (exitCode = code));
  const until = Date.now() + 900_000;
  for (;;) {
    if (exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase().catch(() => {});
      return exitCode === 3 ? NO_BUILD : `the server exited with ${exitCode}`;
    }
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) break;
    } catch {}
    if (Date.now() > until) throw new Error("the server did not come up");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base: `http://127.0.0.1:${PORT}`,
    key,
    stop: async () => {
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {}
      await new Promise((r) => setTimeout(r, 1500));
      await dropDatabase().catch((e) => console.error("could not drop the bench database", e));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function print(c: Cell, rounds?: number[]) {
  const each = rounds && rounds.length > 1 ? `  rounds ${rounds.map((r) => r.toFixed(1)).join(" / ")}` : "";
  console.log(`${c.mode.padEnd(5)} ${c.case.padEnd(11)} c=${c.concurrency}  ${c.rps.toFixed(2).padStart(6)} renders/s  p50 ${Math.round(c.p50).toString().padStart(5)} ms  p95 ${Math.round(c.p95).toString().padStart(5)} ms  n=${c.n}${c.errors ? `  errors=${c.errors}` : ""}${each}`);
}

async function main() {
  console.log(`html2pdf benchmark — ${os.availableParallelism()} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, N=${N}, warm-up ${WARM_S}–${WARM_MAX_S} s per engine and case until flat, Chromium ${CHROMIUM}`);
  const all = await cases();
  const out: Cell[] = [];
  const engines: Engine[] = [];
  let stopServer = async () => {};
  try {
    if (MODES.includes("raw")) engines.push(await rawEngine());
    if (MODES.includes("pool")) engines.push(await poolEngine());
    if (MODES.includes("api")) {
      const server = await startServer();
      if (typeof server === "string") console.log(`api: skipped — ${server}`);
      else {
        engines.push(apiEngine(server));
        stopServer = server.stop;
      }
    }
    if (engines.length) await benchInterleaved(all, engines, out);
  } finally {
    for (const e of engines) await e.close().catch(() => {});
    await stopServer().catch(() => {});
  }
  if (MODES.includes("fresh")) await benchFresh(all, out);
  if (MODES.includes("cold")) await benchCold(all, out);
  console.log(`\nrenders/s side by side (median of ${ROUNDS} interleaved rounds of ${N}; the API's throughput over the raw engine's):`);
  console.log("case         c    raw    pool     api   fresh    cold  api/raw api/pool");
  for (const k of all) {
    for (const c of CONCURRENCY) {
      const get = (m: string) => out.find((x) => x.mode === m && x.case === k.name && x.concurrency === c)?.rps;
      const f = (v?: number) => (v === undefined ? "     -" : v.toFixed(2).padStart(6));
      const ratio = (a?: number, b?: number) => (a && b ? (a / b).toFixed(2) : "-").padStart(7);
      console.log(`${k.name.padEnd(11)} ${String(c).padStart(2)} ${f(get("raw"))}  ${f(get("pool"))}  ${f(get("api"))}  ${f(get("fresh"))}  ${f(get("cold"))}  ${ratio(get("api"), get("raw"))}  ${ratio(get("api"), get("pool"))}`);
    }
  }
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}

/** `--seed`: run in the child with the server's DATA_DIR; prints a fresh organisation's key. */
async function seedOrganisation() {
  const { createOrganisation } = await import("@/lib/orgs/create-organisation");
  const { closeDb } = await import("@/lib/db/client");
  // A limit the bench never reaches, so the per-key rate limit's counting is measured but never refuses.
  const o = await createOrganisation({ name: "Bench", issueKey: true, credits: 10_000_000, apiRateLimitPerMinute: 1_000_000_000 });
  console.log(o.apiKey);
  await closeDb();
}

(process.argv.includes("--seed") ? seedOrganisation() : main()).then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
