// npm run bench:fairness — does one organisation flooding the renderer with slow pages starve another?
//
// One run, all through the render route as users call it (POST /v1/html2pdf, organisation keys, billing,
// merge, the renderer's fair queue):
//   idle   organisation B renders a one-page invoice (template + data), one request at a time: p50/p99
//   flood  the same, while organisation A keeps BENCH_FLOOD_C requests in flight of pages that never finish:
//          `<script>while(true){}</script>` (a busy loop: a renderer at 100 % CPU until the render time limit
//          kills its page) and, one in three, a page waiting on an image that never loads (a loopback socket
//          that accepts and never answers, allow-listed for this run; bounded by the resource time limit)
//   idle   B again, once A's last renders have ended (the machine is shared: the idle reference is taken on
//          both sides of the flood and pooled)
//   ratio  flood / idle, for p50 and p99 (issue 17's acceptance: ≤ 2)
// B's flood phase lasts BENCH_FLOOD_S seconds, by default longer than the render time limit, so A's pages are
// killed and replaced at least once while B is measured (that churn costs CPU too).
//
// The server: by default a child process of this script on a throw-away embedded database (two
// organisations, their keys, no rate limit), serving the route with the same handler and node:http adapter
// as the production server's hot route (lib/server/hot-routes.ts), on 127.0.0.1 only; it also answers
// GET /stats (the renderer pool's counters). Or a running server: BENCH_API_URL with BENCH_API_KEY_A and
// BENCH_API_KEY_B (two organisations' keys; there the never-loading image is refused by the fetch guard
// unless allow-listed, so A floods busy loops only).
// Nothing leaves loopback; every loop is bounded by time; the child stops when this script ends (its stdin
// closes) and the whole run is cut at BENCH_DEADLINE_S.
// Env: BENCH_IDLE_N (B's renders in each idle phase, default 300), BENCH_FLOOD_S (default render time limit + 10 s),
// BENCH_FLOOD_C (A's requests in flight, default 8), BENCH_DEADLINE_S (default 600), and any HTML2PDF_*
// setting for the child server (HTML2PDF_RENDER_TIMEOUT_MS, HTML2PDF_CONCURRENCY, ...).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { post } from "./lib/bench-utils";

const ROOT = path.resolve(import.meta.dirname, "..");
const IDLE_N = Math.max(20, Number(process.env.BENCH_IDLE_N ?? 300));
const FLOOD_C = Math.max(1, Number(process.env.BENCH_FLOOD_C ?? 8));
const DEADLINE_S = Number(process.env.BENCH_DEADLINE_S ?? 600);

function getJson(url: string): Promise<any> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let s = "";
        res.on("data", (d) => (s += d));
        res.on("end", () => {
          try {
            resolve(JSON.parse(s));
          } catch (e) {
            reject(e);
          }
        });
      })
      .on("error", reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Target = { base: string; keyA: string; keyB: string; stats?: () => Promise<any>; renderTimeoutMs: number; stop: () => Promise<void> };

/** A loopback socket that accepts connections and never answers: the image that never loads. */
async function blackHole(): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

async function startChildServer(holePort: number): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-fairness-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    DISABLE_BACKGROUND_JOBS: "1",
    // The never-loading image is on loopback: open exactly that port for this run.
    HTML2PDF_ALLOW_HOSTS: [process.env.HTML2PDF_ALLOW_HOSTS, `127.0.0.1:${holePort}`].filter(Boolean).join(","),
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/bench-fairness.ts"), "--serve"], {
    cwd: ROOT,
    env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = await new Promise<any>((resolve, reject) => {
    lines.on("line", (line) => {
      try {
        const msg = JSON.parse(line);
        if (msg.phase === "ready") resolve(msg);
      } catch {
        /* the server's own logging */
      }
    });
    child.once("exit", (code) => reject(new Error(`the bench server exited with ${code} before it was ready`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  return {
    base,
    keyA: ready.keyA,
    keyB: ready.keyB,
    renderTimeoutMs: ready.renderTimeoutMs,
    stats: () => getJson(`${base}/stats`),
    stop: async () => {
      const gone = new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(undefined) : child.once("exit", r)));
      child.stdin!.end(); // the child closes Chromium and exits
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await gone;
      clearTimeout(force);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`bench:fairness: cut at the ${DEADLINE_S} s deadline`);
    process.exit(2);
  }, DEADLINE_S * 1000);
  deadline.unref();
  const hole = await blackHole();
  let target: Target;
  if (process.env.BENCH_API_URL) {
    if (!process.env.BENCH_API_KEY_A || !process.env.BENCH_API_KEY_B) throw new Error("BENCH_API_URL needs BENCH_API_KEY_A and BENCH_API_KEY_B (two organisations' keys)");
    target = { base: process.env.BENCH_API_URL.replace(/\/$/, ""), keyA: process.env.BENCH_API_KEY_A, keyB: process.env.BENCH_API_KEY_B, renderTimeoutMs: Number(process.env.HTML2PDF_RENDER_TIMEOUT_MS ?? 30_000), stop: async () => {} };
  } else {
    target = await startChildServer(hole.port);
  }
  const floodS = Number(process.env.BENCH_FLOOD_S ?? Math.ceil(target.renderTimeoutMs / 1000) + 10);
  const { STARTER_HTML, STARTER_DATA } = await import("@/lib/html2pdf/starter-template");
  const url = `${target.base}/v1/html2pdf`;
  const json = { "content-type": "application/json" };
  const agentB = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const agentA = new http.Agent({ keepAlive: true, maxSockets: FLOOD_C });
  const bodyB = JSON.stringify({ html: STARTER_HTML, data: STARTER_DATA });
  const renderB = async () => {
    const t = performance.now();
    const res = await post(agentB, url, { ...json, "x-api-key": target.keyB }, bodyB);
    if (res.status !== 200) throw new Error(`B: status ${res.status} ${res.body.subarray(0, 300)}`);
    return performance.now() - t;
  };
  const summary = (times: number[]) => {
    const s = [...times].sort((a, b) => a - b);
    return { n: s.length, p50: pct(s, 50), p99: pct(s, 99) };
  };

  console.log(`html2pdf fairness benchmark — ${os.availableParallelism()} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, server ${target.base}`);
  try {
    const before = target.stats ? await target.stats() : undefined;
    if (before) console.log(`renderer: concurrency ${before.concurrency}, queue ${before.queue_max}, render time limit ${target.renderTimeoutMs} ms`);
    // Warm: B's page bound to B, the merge cached, the JIT settled.
    for (let i = 0; i < 40; i++) await renderB();

    const idleBefore: number[] = [];
    for (let i = 0; i < IDLE_N; i++) idleBefore.push(await renderB());
    const ib = summary(idleBefore);
    console.log(`idle before:  B  n=${ib.n}  p50 ${ib.p50.toFixed(1)} ms  p99 ${ib.p99.toFixed(1)} ms`);

    // The flood: FLOOD_C clients of A, each sending its next slow page as soon as the last one is answered.
    let flooding = true;
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    const loop = "<!doctype html><p>loop</p><script>while(true){}</script>";
    const stall = `<!doctype html><p>stall</p><img src="http://127.0.0.1:${hole.port}/never.png">`;
    let sent = 0;
    const floodA = Array.from({ length: FLOOD_C }, async () => {
      while (flooding) {
        const html = sent++ % 3 === 2 ? stall : loop;
        try {
          const res = await post(agentA, url, { "content-type": "text/html", "x-api-key": target.keyA }, html);
          const code = res.status === 200 ? "200" : `${res.status} ${(JSON.parse(res.body.toString()) as { error?: string }).error ?? ""}`.trim();
          count(code);
          if (res.status === 503 || res.status === 429) await sleep(Number(res.headers["retry-after"] ?? 1) * 100); // a client backing off a little
        } catch {
          if (flooding) count("socket error");
          await sleep(50);
        }
      }
    });
    // Measure once A holds the renderer (every page busy and A's renders waiting), never after a fixed pause.
    if (target.stats) {
      const until = Date.now() + 30_000;
      for (;;) {
        const s = await target.stats();
        if (s.active >= s.concurrency && s.queued > 0) break;
        if (Date.now() > until) throw new Error(`the flood never filled the renderer: ${JSON.stringify(s)}`);
        await sleep(25);
      }
    }
    const flood: number[] = [];
    const end = performance.now() + floodS * 1000;
    while (performance.now() < end) flood.push(await renderB());
    const floodStats = target.stats ? await target.stats() : undefined;
    flooding = false;
    const fl = summary(flood);
    console.log(`flood:        B  n=${fl.n}  p50 ${fl.p50.toFixed(1)} ms  p99 ${fl.p99.toFixed(1)} ms   (A: ${FLOOD_C} in flight for ${floodS} s; answers ${[...outcomes].map(([k, v]) => `${k} ×${v}`).join(", ") || "none yet"})`);
    if (floodStats) console.log(`renderer during the flood: overdrafts ${floodStats.overdrafts}, evicted ${floodStats.evicted}, rejected_busy ${floodStats.rejected_busy}, failures ${floodStats.failures}, memory_kills ${floodStats.memory_kills}, cpu_yields ${floodStats.cpu_yields}, cpu_pauses ${floodStats.cpu_pauses}`);

    // Idle again once A's last renders have ended (time limit, or queue wait then time limit): the machine is
    // shared, so the idle reference is taken on both sides of the flood.
    const drainStarted = performance.now();
    if (target.stats) {
      for (;;) {
        const s = await target.stats();
        if (s.active === 0 && s.queued === 0) break;
        await sleep(100);
      }
    } else {
      await sleep(target.renderTimeoutMs * 2 + 2000);
    }
    await Promise.all(floodA);
    const idleAfter: number[] = [];
    for (let i = 0; i < IDLE_N; i++) idleAfter.push(await renderB());
    const ia = summary(idleAfter);
    console.log(`idle after:   B  n=${ia.n}  p50 ${ia.p50.toFixed(1)} ms  p99 ${ia.p99.toFixed(1)} ms   (A's last renders ended ${((performance.now() - drainStarted) / 1000).toFixed(0)} s after the flood)`);
    const idle = summary([...idleBefore, ...idleAfter]);
    const r50 = fl.p50 / idle.p50;
    const r99 = fl.p99 / idle.p99;
    console.log(`\norganisation B, one render at a time (ms):   p50      p99`);
    console.log(`  idle (before and after, n=${idle.n})`.padEnd(44) + `${idle.p50.toFixed(1).padStart(6)}  ${idle.p99.toFixed(1).padStart(7)}`);
    console.log(`  while A floods (n=${fl.n})`.padEnd(44) + `${fl.p50.toFixed(1).padStart(6)}  ${fl.p99.toFixed(1).padStart(7)}`);
    console.log(`  ratio`.padEnd(44) + `${r50.toFixed(2).padStart(6)}  ${r99.toFixed(2).padStart(7)}   ${Math.max(r50, r99) <= 2 ? "within" : "OVER"} the ≤ 2 acceptance`);
    // a script calling the benchmark (CI, a deploy check) learns the verdict from the exit status too
    if (Math.max(r50, r99) > 2) process.exitCode = 3;
  } finally {
    agentA.destroy();
    agentB.destroy();
    await target.stop();
    hole.close();
    console.log(`load after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  }
}

/** `--serve`: the child server (throw-away embedded database, two organisations, the render route). */
async function serve() {
  const { deployMigrations } = await import("@/lib/db/migrate");
  const { createOrganisation } = await import("@/lib/orgs/create-organisation");
  const { toNodeHandler } = await import("@/lib/server/node-adapter");
  const { renderRoute } = await import("@/lib/html2pdf/render-route");
  const { rendererStats, warmRenderer, closeRenderer } = await import("@/lib/html2pdf");
  const { rendererConfig } = await import("@/lib/html2pdf/config");
  const { drainReservations } = await import("@/lib/billing");
  const { closeDb } = await import("@/lib/db/client");
  await deployMigrations();
  // apiRateLimitPerMinute 0: unlimited, so the per-key rate limit never refuses the flood or the measure.
  const a = await createOrganisation({ name: "Flooder A", issueKey: true, credits: 10_000_000, apiRateLimitPerMinute: 0 });
  const b = await createOrganisation({ name: "Bystander B", issueKey: true, credits: 10_000_000, apiRateLimitPerMinute: 0 });
  await warmRenderer();
  const render = toNodeHandler("bench-fairness: render", renderRoute);
  const server = http.createServer((req, res) => {
    if (req.method === "POST" && req.url === "/v1/html2pdf") return render(req, res);
    if (req.method === "GET" && req.url === "/stats") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(rendererStats()));
    }
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const stop = async () => {
    server.closeAllConnections();
    server.close();
    await closeRenderer().catch(() => {});
    await drainReservations().catch(() => {});
    await closeDb().catch(() => {});
    process.exit(0);
  };
  process.stdin.on("end", () => void stop());
  process.stdin.on("close", () => void stop());
  process.stdin.resume();
  process.on("SIGTERM", () => void stop());
  const port = (server.address() as net.AddressInfo).port;
  process.stdout.write(JSON.stringify({ phase: "ready", port, keyA: a.apiKey, keyB: b.apiKey, renderTimeoutMs: rendererConfig().renderTimeoutMs }) + "\n");
}

if (process.argv.includes("--serve")) {
  serve().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
