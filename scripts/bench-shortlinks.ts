// npm run bench:shortlinks [-- --db pglite|postgres] [--only dedicated|next]
//
// Measures, against 127.0.0.1 only, on fresh temporary databases:
//  - `npm run shortlinks:serve` (the hot route table restricted to short links, lib/server/standalone.ts), always;
//  - the production server's main port (scripts/server.mjs: the same table ahead of Next), as the README's
//    set-up runs it, when a production build exists (.next/BUILD_ID).
// For each: shortens/s (POST /v1/shorten, new links), redirects/s with p50/p99 at a fixed concurrency
// (closed loop), then a paced run at BENCH_RATE/s (open loop; latency counted from the intended send time,
// so queueing shows), and finally whether the click counts in the database equal the redirects answered
// (the server is stopped with SIGTERM first, which flushes its click buffer).
//
// Env: BENCH_LINKS (2000) BENCH_SHORTENS (2000) BENCH_REQUESTS (40000) BENCH_CONCURRENCY (32)
//      BENCH_RATE (5000) BENCH_SECONDS (8) BENCH_NEXT_REQUESTS (5000: closed-loop cap for Next.js)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeDb, getDb } from "@/lib/db/client";
import { databaseConfig } from "@/lib/db/config";
import { deployMigrations, pgConfigFromUrl } from "@/lib/db/migrate";
import { createOrganisation } from "@/lib/orgs/create-organisation";
import { issueDomainKey } from "@/lib/shortlinks";
import { authenticateDomainKey } from "@/lib/shortlinks/domains";
import { shortenLink } from "@/lib/shortlinks/shorten";
import { freePort, startBareServer } from "./lib/bench-utils";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const num = (name: string, d: number) => Number(process.env[name] || d);
const DB = arg("db") === "postgres" ? "postgres" : "pglite";
const ONLY = arg("only");
const LINKS = num("BENCH_LINKS", 2000);
const SHORTENS = num("BENCH_SHORTENS", 2000);
const REQUESTS = num("BENCH_REQUESTS", 40000);
const CONCURRENCY = num("BENCH_CONCURRENCY", 32);
const RATE = num("BENCH_RATE", 5000);
const SECONDS = num("BENCH_SECONDS", 8);
const NEXT_REQUESTS = num("BENCH_NEXT_REQUESTS", 5000);
const DOMAIN = "go.bench.test";
const ROOT = process.cwd();

type Env = Record<string, string | undefined>;
type Target = { name: string; port: number; child: ChildProcess; env: Env };
type Seeded = { apiKey: string; codes: string[]; organisationId: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh database for one target: a temp data folder (PGlite) or a temp database on 127.0.0.1:5432. */
async function freshDatabase(label: string): Promise<{ env: Env; drop: () => Promise<void> }> {
  if (DB === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shortlinks-bench-${label}-`));
    return { env: { DATA_DIR: dir, DATABASE_URL: "" }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `shortlinks_bench_${label}_${process.pid}`;
  const c = new pg.Client(pgConfigFromUrl(admin));
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${name}"`);
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const d = new pg.Client(pgConfigFromUrl(admin));
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    },
  };
}

function useEnv(env: Env) {
  for (const [k, v] of Object.entries(env)) {
    if (v) process.env[k] = v;
    else delete process.env[k];
  }
}

async function seed(env: Env): Promise<Seeded> {
  useEnv(env);
  await deployMigrations(databaseConfig());
  const org = await createOrganisation({ name: "Bench org", issueKey: false, credits: 0 });
  const issued = await issueDomainKey(org.organisationId, DOMAIN);
  const principal = await authenticateDomainKey(DOMAIN, issued.api_key);
  const codes: string[] = [];
  for (let i = 0; i < LINKS; i++) {
    const r = await shortenLink(principal, { longUrl: `https://example.com/offer/${i}?ref=bench`, subscriberKey: `sub-${i}`, tracking: { utm_source: "bench" } });
    codes.push(r.code);
  }
  await closeDb();
  return { apiKey: issued.api_key, codes, organisationId: org.organisationId };
}

async function clickTotals(env: Env, organisationId: string) {
  useEnv(env);
  const db = await getDb();
  const [counters, rows] = await Promise.all([
    db.shortlink.aggregate({ where: { organisationId }, _sum: { clickCount: true } }),
    db.shortlinkClick.count({ where: { organisationId } }),
  ]);
  await closeDb();
  return { counters: counters._sum.clickCount ?? 0, rows };
}

async function waitFor(port: number, pathName: string, child: ChildProcess, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: pathName, timeout: 2000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on("error", () => resolve(false));
      req.on("timeout", () => req.destroy());
    });
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`server on ${port} did not become ready`);
}

function start(name: string, command: string, argv: string[], env: Env, port: number, ready: string): Promise<Target> {
  const fullEnv: Env = { ...process.env, ...env, NODE_ENV: "production" };
  for (const [k, v] of Object.entries(env)) if (!v) delete fullEnv[k];
  const child = spawn(command, argv, { cwd: ROOT, env: fullEnv as NodeJS.ProcessEnv, stdio: ["ignore", "ignore", "pipe"], detached: true });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  return waitFor(port, ready, child).then(
    () => ({ name, port, child, env }),
    (e) => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
      throw new Error(`${e.message}\n${stderr}`);
    },
  );
}

async function stop(t: Target): Promise<void> {
  const exited = new Promise<void>((r) => (t.child.exitCode !== null ? r() : t.child.once("exit", () => r())));
  process.kill(-t.child.pid!, "SIGTERM");
  await Promise.race([exited, sleep(30_000)]);
  if (t.child.exitCode === null && t.child.signalCode === null) process.kill(-t.child.pid!, "SIGKILL");
  await sleep(500); // the group's other processes (the Next server's own children, if any) release the database
}

type Result = { status: number; ms: number };

function requester(port: number, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const one = (method: string, pathName: string, headers: Record<string, string>): Promise<number> =>
    new Promise((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, path: pathName, method, headers, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", () => resolve(0));
      req.end();
    });
  return { one, close: () => agent.destroy() };
}

async function closedLoop(n: number, concurrency: number, send: (i: number) => Promise<number>): Promise<{ results: Result[]; seconds: number }> {
  const results: Result[] = new Array(n);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const s = performance.now();
        const status = await send(i);
        results[i] = { status, ms: performance.now() - s };
      }
    }),
  );
  return { results, seconds: (performance.now() - t0) / 1000 };
}

/** Open loop at `rate`/s for `seconds`: latency is measured from when each request was due. */
async function paced(rate: number, seconds: number, maxInFlight: number, send: (i: number) => Promise<number>) {
  const total = Math.round(rate * seconds);
  const results: Result[] = [];
  let issued = 0;
  let inFlight = 0;
  const t0 = performance.now();
  // Bounded: nothing more is sent after twice the planned duration (a server far below the rate would
  // otherwise keep the run going for minutes); what was not sent is reported.
  const deadline = t0 + seconds * 2000;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      if (now > deadline && issued < total) {
        const sent = issued;
        issued = total;
        const wait = () => (results.length >= sent ? done() : setTimeout(wait, 5));
        wait();
        return;
      }
      const due = Math.min(total, Math.floor(((now - t0) / 1000) * rate));
      while (issued < due && inFlight < maxInFlight) {
        const i = issued++;
        const dueAt = t0 + (i / rate) * 1000;
        inFlight++;
        void send(i).then((status) => {
          inFlight--;
          results.push({ status, ms: performance.now() - dueAt });
          if (results.length === total) done();
        });
      }
      if (issued < total) setTimeout(tick, 1); // not setImmediate: a busy pacer would steal a core from the server
    };
    tick();
  });
  return { results, seconds: (performance.now() - t0) / 1000, unsent: total - results.length };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
function summary(label: string, r: { results: Result[]; seconds: number }, okStatus: number) {
  const ok = r.results.filter((x) => x.status === okStatus).length;
  const ms = r.results.map((x) => x.ms).sort((a, b) => a - b);
  const line = {
    run: label,
    requests: r.results.length,
    ok,
    per_second: Math.round(r.results.length / r.seconds),
    p50_ms: +pct(ms, 50).toFixed(2),
    p99_ms: +pct(ms, 99).toFixed(2),
    max_ms: +ms[ms.length - 1].toFixed(2),
  };
  console.log(`  ${label.padEnd(34)} ${String(line.per_second).padStart(6)}/s  p50 ${line.p50_ms.toFixed(2)} ms  p99 ${line.p99_ms.toFixed(2)} ms  (${ok}/${line.requests} ${okStatus})`);
  return line;
}

/** One redirect, shown in full: a wrong answer is reported before any figures are trusted. */
function probe(port: number, code: string, prefix = ""): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: `${prefix}/${code}`, headers: { host: DOMAIN, "user-agent": "Mozilla/5.0 Chrome/130" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(`${res.statusCode} location=${res.headers.location ?? "-"} ${res.statusCode === 302 ? "" : (/<code>(.*?)<\/code>/.exec(body)?.[0] ?? body.slice(0, 300))}`));
      })
      .on("error", (e) => resolve(`error ${e.message}`));
  });
}

async function benchTarget(t: Target, seeded: Seeded) {
  console.log(`\n== ${t.name} on port ${t.port} (${DB})`);
  const first = await probe(t.port, seeded.codes[0]);
  console.log(`  probe: ${first}`);
  if (process.env.BENCH_DEBUG) console.log(`  direct /r probe: ${await probe(t.port, seeded.codes[0], "/r")}`);
  const client = requester(t.port, Math.max(CONCURRENCY, 64));
  const out: Record<string, unknown> = { target: t.name };
  let redirects = first.startsWith("302") ? 1 : 0; // the probe
  const count = (r: { results: Result[] }) => (redirects += r.results.filter((x) => x.status === 302).length);
  const redirect = (i: number) => client.one("GET", `/${seeded.codes[i % seeded.codes.length]}`, { host: DOMAIN, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" });

  const shortens = await closedLoop(SHORTENS, 16, (i) =>
    client.one("POST", "/v1/shorten", { domain: DOMAIN, api_key: seeded.apiKey, long_url: `https://example.com/new/${i}`, subscriber_key: `bench-new-${i}`, utm_campaign: "bench" }),
  );
  out.shorten = summary("shorten (new links, 16 concurrent)", shortens, 200);
  const again = await closedLoop(SHORTENS, 16, (i) =>
    client.one("POST", "/v1/shorten", { domain: DOMAIN, api_key: seeded.apiKey, long_url: `https://example.com/new/${i}`, subscriber_key: `bench-new-${i}`, utm_campaign: "bench" }),
  );
  out.shorten_existing = summary("shorten (existing links)", again, 200);

  // Next.js is two orders of magnitude slower here: fewer requests keep its run to a minute or two.
  const requests = t.name === "next" ? Math.min(REQUESTS, NEXT_REQUESTS) : REQUESTS;
  if (t.name === "next") {
    // Baseline: the cheapest Next.js route (the JSON 404 of /v1/*), through the same proxy pass-through.
    const base = await closedLoop(Math.min(requests, 2000), CONCURRENCY, () => client.one("GET", "/v1/baseline", {}));
    out.next_baseline = summary(`next baseline (/v1 JSON 404)`, base, 404);
  }
  count(await closedLoop(Math.min(5000, requests), CONCURRENCY, redirect)); // warm-up: JIT, LRU
  const closed = await closedLoop(requests, CONCURRENCY, redirect);
  count(closed);
  out.redirect_closed = summary(`redirect (${CONCURRENCY} concurrent)`, closed, 302);
  const open = await paced(RATE, SECONDS, 512, redirect);
  count(open);
  out.redirect_paced = { ...summary(`redirect (paced at ${RATE}/s)`, open, 302), not_sent: open.unsent };
  if (open.unsent) console.log(`    (${open.unsent} of ${Math.round(RATE * SECONDS)} not sent: the server could not keep up within ${SECONDS * 2}s)`);
  client.close();

  await stop(t);
  const totals = await clickTotals(t.env, seeded.organisationId);
  out.clicks = { redirects_answered: redirects, click_rows: totals.rows, click_counters: totals.counters, exact: totals.rows === redirects && totals.counters === redirects };
  console.log(`  clicks: ${redirects} redirects answered, ${totals.rows} click rows, counters sum ${totals.counters} → ${totals.rows === redirects && totals.counters === redirects ? "exact" : "MISMATCH"}`);
  return out;
}

async function main() {
  console.log(`shortlinks benchmark: ${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}; ${LINKS} links, ${REQUESTS} closed-loop redirects, paced ${RATE}/s for ${SECONDS}s`);
  const reports: unknown[] = [];
  // the ceiling: a bare node:http server answering a 302, same client, same run
  const bare = await startBareServer("redirect");
  const bareClient = requester(Number(new URL(bare.base).port), Math.max(CONCURRENCY, 64));
  const bareGet = () => bareClient.one("GET", "/abcdefg", { host: DOMAIN, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" });
  await closedLoop(Math.min(5000, REQUESTS), CONCURRENCY, bareGet); // warm-up
  console.log(`\n== bare node:http (the ceiling)`);
  const ceiling = summary(`redirect (${CONCURRENCY} concurrent)`, await closedLoop(REQUESTS, CONCURRENCY, bareGet), 302);
  bareClient.close();
  bare.stop();
  const targets: string[] = [];
  if (ONLY !== "next") targets.push("dedicated");
  if (ONLY !== "dedicated") {
    if (fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) targets.push("next");
    else console.log("(no .next/BUILD_ID: skipping the Next.js server; run a build first)");
  }
  for (const name of targets) {
    const db = await freshDatabase(name);
    try {
      const seeded = await seed(db.env);
      const port = await freePort();
      const t =
        name === "dedicated"
          ? await start(name, process.execPath, ["--import", "tsx", "lib/server/standalone.ts", "--routes", "shortlinks", "-p", String(port), "-H", "127.0.0.1"], db.env, port, "/_health")
          : await start(name, process.execPath, [path.join(ROOT, "scripts/server.mjs"), "-p", String(port), "-H", "127.0.0.1"], { ...db.env, NEXTAUTH_URL: `http://127.0.0.1:${port}` }, port, "/health");
      reports.push(await benchTarget(t, seeded));
    } finally {
      await db.drop();
    }
  }
  for (const r of reports as Array<{ target: string; redirect_closed: { per_second: number; p99_ms: number } }>)
    console.log(`${r.target}: ${r.redirect_closed.per_second} redirects/s at ${CONCURRENCY} concurrent (p99 ${r.redirect_closed.p99_ms} ms) = ${Math.round((100 * r.redirect_closed.per_second) / ceiling.per_second)} % of bare node:http (${ceiling.per_second}/s)`);
  console.log(`\n${JSON.stringify({ db: DB, bare_node_http: ceiling, results: reports })}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
