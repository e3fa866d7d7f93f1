// npm run bench:collect [-- --db pglite|postgres] [--inprocess]
//
// Throughput and latency of the VECTOR intake, and whether every accepted event was stored.
// With a production build (.next/BUILD_ID) it starts the production server (scripts/server.mjs) on a fresh
// temporary database and a free port (127.0.0.1 only), as the README's set-up runs it, and sends real HTTP
// requests (one event per POST /collect, text/plain JSON as sendBeacon sends) to its main port (the hot route
// table ahead of Next's router), after a bare node:http server in its own process (the ceiling, same client,
// same run; the table gives the server's share of it). Without a build (or with --inprocess) it calls the intake
// in process. For each target and concurrency level a fresh site key is used, so nothing is over quota and
// "stored" must equal "sent". The server is stopped with SIGTERM before counting, which also proves the
// shutdown flush.
//
// Env: BENCH_EVENTS (8000 per level, at most 36000) BENCH_LEVELS ("1,16,64") BENCH_SERVER_NODE_ARGS (node flags for the
// server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, percentile, startBareServer } from "./lib/bench-utils";

const args = process.argv.slice(2);
const DB = args.includes("--db") && args[args.indexOf("--db") + 1] === "postgres" ? "postgres" : "pglite";
const EVENTS = Math.min(36_000, Number(process.env.BENCH_EVENTS || 8000));
const LEVELS = (process.env.BENCH_LEVELS || "1,16,64").split(",").map(Number);
const ROOT = process.cwd();
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const body = (key: string, i: number) =>
  JSON.stringify({ k: key, vid: `bpv_bench${String(i % 5000).padStart(8, "0")}`, e: i % 10 === 0 ? "signup" : "pageview", u: `https://bench.example.com/p/${i % 200}`, t: "Bench", r: "", ts: Date.now(), lang: "en", tz: "UTC", sw: 1920, sh: 1080 });

async function run(concurrency: number, send: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= EVENTS) return;
        const t0 = performance.now();
        try {
          await send(i);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { eventsPerSecond: Math.round(EVENTS / seconds), p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function tempDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-collect-"));
  if (DB === "pglite") return { env: { DATA_DIR: dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const admin = process.env.BENCH_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `bench_collect_${process.pid}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startServer(dbEnv: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  // The production server (scripts/server.mjs): on SIGTERM it lets requests finish, then runs the jobs' stop().
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(" ") : []), path.join(ROOT, "scripts/server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: { ...process.env, ...dbEnv, NODE_ENV: "production", NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (i > 120 || child.exitCode !== null) throw new Error(`server did not start: ${stderr.slice(-2000)}`);
    await sleep(500);
  }
  return { child, base };
}

function poster(base: string, agent: http.Agent, key: string) {
  return (i: number) =>
    new Promise<void>((resolve, reject) => {
      const payload = body(key, i);
      const req = http.request(`${base}/collect`, { method: "POST", agent, headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": UA, "content-length": Buffer.byteLength(payload) } }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(String(res.statusCode)))));
      });
      req.on("error", reject);
      req.end(payload);
    });
}

async function main() {
  const useServer = !args.includes("--inprocess") && fs.existsSync(path.join(ROOT, ".next/BUILD_ID"));
  const db = await tempDatabase();
  Object.assign(process.env, db.env);
  if (DB === "pglite") delete process.env.DATABASE_URL;
  const { deployMigrations } = await import("@/lib/db/migrate");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { createOrganisation } = await import("@/lib/orgs/create-organisation");
  const { createSite } = await import("@/lib/vector");
  await deployMigrations();
  const org = await createOrganisation({ name: "Bench", issueKey: false });
  const useTargets = useServer ? ["main"] : ["in-process"];
  const sites: { target: string; concurrency: number; site: { id: string; siteKey: string } }[] = [];
  for (const target of useTargets)
    for (const c of LEVELS) sites.push({ target, concurrency: c, site: await createSite({ organisationId: org.organisationId, name: `bench ${target} c=${c}` }) });

  console.log(`VECTOR /collect benchmark: ${EVENTS} events per level, ${useServer ? "HTTP against the production server" : "in process"}, ${DB}, ${os.cpus().length} CPUs`);
  const results: { target: string; concurrency: number; eventsPerSecond: number; p50: number; p99: number; errors: number; sent: number; stored?: number; site: { id: string } }[] = [];
  let child: ChildProcess | null = null;
  const bareRates = new Map<number, number>();
  try {
    if (useServer) {
      if (DB === "pglite") await closeDb(); // the embedded database takes one process at a time
      const started = await startServer(db.env);
      child = started.child;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
      // the ceiling: a bare node:http server, same client, same run
      const bare = await startBareServer("ok");
      for (const concurrency of LEVELS) {
        const send = poster(bare.base, agent, "vk_bare");
        await send(0).catch(() => {});
        const r = await run(concurrency, send);
        bareRates.set(concurrency, r.eventsPerSecond);
        console.log(`  bare node:http c=${concurrency}: ${r.eventsPerSecond} requests/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
      }
      bare.stop();
      for (const { target, concurrency, site } of sites) {
        const send = poster(started.base, agent, site.siteKey);
        await send(0).catch(() => {}); // warm the route (counted as sent below: one extra event)
        const r = await run(concurrency, send);
        results.push({ target, concurrency, ...r, sent: EVENTS + 1, site });
        console.log(`  ${target} c=${concurrency}: ${r.eventsPerSecond} events/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}`);
        await sleep(1500); // let the buffer drain between runs, so one run's flush does not slow the next
      }
      agent.destroy();
      const t0 = performance.now();
      child.kill("SIGTERM");
      await new Promise((r) => child!.once("exit", r));
      console.log(`  server stopped (SIGTERM, flush included) in ${Math.round(performance.now() - t0)} ms`);
      child = null;
    } else {
      const { collect, flushAll } = await import("@/lib/vector");
      for (const { target, concurrency, site } of sites) {
        const send = async (i: number) => {
          await collect(new Request("http://127.0.0.1/collect", { method: "POST", headers: { "content-type": "text/plain", "user-agent": UA }, body: body(site.siteKey, i) }));
        };
        const t0 = performance.now();
        const r = await run(concurrency, send);
        const t1 = performance.now();
        await flushAll();
        const t2 = performance.now();
        results.push({ target, concurrency, ...r, sent: EVENTS, site });
        console.log(`  c=${concurrency}: ${r.eventsPerSecond} events/s accepted, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms; drained ${Math.round(t2 - t1)} ms after the last one, ${Math.round(EVENTS / ((t2 - t0) / 1000))} events/s stored end to end`);
      }
    }
    const dbc = await getDb();
    const counts = async () => {
      for (const r of results) r.stored = await dbc.vectorEvent.count({ where: { siteId: r.site.id } });
    };
    await counts();
    const beforeReplay = results.reduce((n, r) => n + (r.stored ?? 0), 0);
    // What the next process start does: store what the write-ahead log holds beyond the checkpoint.
    const { replayWal } = await import("@/lib/vector/replay-wal");
    const replay = await replayWal();
    console.log(`  write-ahead log replay: ${replay.replayed} events replayed, ${replay.skipped} already stored (stored before replay: ${beforeReplay})`);
    await counts();
    const label = (t: string) => (t === "main" ? "main port /collect" : "in process");
    const ofBare = (r: { concurrency: number; eventsPerSecond: number }) => (bareRates.get(r.concurrency) ? `${Math.round((100 * r.eventsPerSecond) / bareRates.get(r.concurrency)!)} %` : "-");
    console.log("\n| target | concurrency | events/s | of bare node:http | p50 ms | p99 ms | errors | sent | stored | lost |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const c of LEVELS) if (bareRates.has(c)) console.log(`| bare node:http (the ceiling) | ${c} | ${bareRates.get(c)} | 100 % | | | | | | |`);
    for (const r of results) console.log(`| ${label(r.target)} | ${r.concurrency} | ${r.eventsPerSecond} | ${ofBare(r)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.sent} | ${r.stored} | ${r.sent - (r.stored ?? 0)} |`);
    if (useServer && process.env.BENCH_CRASH !== "0") {
      // Crash check: acknowledged events must survive a SIGKILL (write-ahead log, replayed at next start).
      const crashSite = await createSite({ organisationId: org.organisationId, name: "bench crash" });
      if (DB === "pglite") await closeDb();
      const srv = await startServer(db.env);
      child = srv.child;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const send = poster(srv.base, agent, crashSite.siteKey);
      let acknowledged = 0;
      const n = Math.min(EVENTS, 3000);
      await Promise.all(Array.from({ length: 32 }, async (_, w) => {
        for (let i = w; i < n; i += 32) await send(i).then(() => acknowledged++, () => {});
      }));
      srv.child.kill("SIGKILL");
      await new Promise((r) => srv.child.once("exit", r));
      child = null;
      agent.destroy();
      const dbk = await getDb();
      const atKill = await dbk.vectorEvent.count({ where: { siteId: crashSite.id } });
      const rep = await replayWal();
      const after = await dbk.vectorEvent.count({ where: { siteId: crashSite.id } });
      console.log(`\nSIGKILL check: ${acknowledged} acknowledged, ${atKill} in the database at the kill, ${rep.replayed} replayed from the write-ahead log, ${after} stored (${after === acknowledged ? "nothing lost, nothing twice" : `MISMATCH ${after - acknowledged}`})`);
    }
    await closeDb();
  } finally {
    if (child) child.kill("SIGKILL");
    await db.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
