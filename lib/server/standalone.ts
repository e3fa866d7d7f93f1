// The hot route table (hot-routes.ts) restricted to some products, as a process of its own:
//   npm run vector:serve      (= node --import tsx lib/server/standalone.ts --routes vector)
//   npm run shortlinks:serve  (= ... --routes shortlinks)
// A deployment choice, not separate code: the same rows, request log, metrics and shutdown order as the
// production server's main port, with the product's jobs beside them (hot-routes.ts, STANDALONE). It also
// answers GET /_health ({ok, routes, batch_writers}) and GET /metrics (as the main port does, METRICS_TOKEN
// included); what no row takes gets the product's fallback, a 405 with Allow, or a 404.
// Arguments: --routes a,b  -p/--port N (PORT; else the first product's default)  -H/--hostname H (0.0.0.0).
import type http from "node:http";
import { setServerHooks } from "@/lib/api/server-hooks";
import { batchWriters } from "@/lib/concurrency/batch-writer";
import { closeDb, getDb } from "@/lib/db/client";
import { databaseConfig } from "@/lib/db/config";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { HOT_PRODUCTS, HOT_ROUTES, STANDALONE, hotRouter, type HotProduct } from "./hot-routes";
import { observeRequest, requestMetricsText } from "./http-metrics.mjs";
import { closeServer, createHttpServer, listen, shutdownOnSignal } from "./http-server.mjs";
import { metricsRoute } from "./metrics-route";
import { toNodeHandler } from "./node-adapter";
import { createRequestLog } from "./request-log.mjs";

export type StandaloneOptions = { products: HotProduct[]; log?: { write(line: string): void }; logFormat?: "json" | "pretty" };

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "content-length": String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/** The products' jobs, each once (two products may share one, e.g. the change feed). */
const jobsOf = (products: HotProduct[]): BackgroundJob[] => [...new Set(products.flatMap((p) => STANDALONE[p].jobs))];

/**
 * The server for `products` (not listening yet), its start (the products' jobs) and its stop (stop accepting,
 * let requests finish, then the jobs flush what they accepted). The database is the caller's (main below;
 * a test's own).
 */
export function createStandaloneServer(opts: StandaloneOptions): { server: http.Server; start(): Promise<void>; stop(): Promise<void> } {
  const { products } = opts;
  const route = hotRouter(products);
  const fallback = products.map((p) => STANDALONE[p].fallback).find(Boolean);
  // the log's and the metrics' route names: the table's paths, and its own two (short-link codes name themselves)
  const paths = [...HOT_ROUTES.filter((r) => products.includes(r.product)).map((r) => r.path), "/_health", "/metrics"];
  const routes = paths.map((page) => ({ page, regex: new RegExp(`^${page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }));
  const requestLog = createRequestLog({ level: process.env.LOG_LEVEL, format: opts.logFormat ?? (process.env.LOG_FORMAT || (process.stdout.isTTY ? "pretty" : "json")), routes, destination: opts.log, onRequest: observeRequest });
  const jobs = jobsOf(products);
  const metrics = toNodeHandler("metrics", metricsRoute);

  const server = createHttpServer(requestLog, (req, res) => {
    if (req.url === "/_health" && (req.method === "GET" || req.method === "HEAD")) {
      req.resume();
      const writers = Object.fromEntries([...batchWriters()].map(([name, w]) => [name, w.stats()]));
      return json(res, 200, { ok: true, routes: products, batch_writers: writers });
    }
    if (req.url === "/metrics" && req.method === "GET") return metrics(req, res);
    const routed = route(req, res);
    if (routed.served) return;
    if (fallback && !routed.allow) return fallback(req, res);
    req.resume();
    if (routed.allow) return json(res, 405, { ok: false, error: "method_not_allowed", message: `Use ${routed.allow.join(" or ")}.` }, { allow: routed.allow.join(", ") });
    json(res, 404, { ok: false, error: "not_found", message: `This server serves ${products.join(" and ")} only.` });
  });

  return {
    server,
    async start() {
      setServerHooks({ annotate: requestLog.annotate, requestMetricsText });
      for (const job of jobs) await job.start();
    },
    async stop() {
      await closeServer(server);
      await Promise.allSettled(jobs.map((j) => j.stop().catch((e) => console.error(`job ${j.name} did not stop cleanly`, e))));
      setServerHooks(undefined);
    },
  };
}

function parseArgs(argv: string[]): { products: HotProduct[]; port?: number; hostname: string } {
  let products: HotProduct[] = [];
  let port: number | undefined = process.env.PORT ? Number(process.env.PORT) : undefined;
  let hostname = "0.0.0.0";
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[++i] ?? "";
    if (flag === "--routes") products = value.split(",").map((p) => p.trim()) as HotProduct[];
    else if (flag === "-p" || flag === "--port") port = Number(value);
    else if (flag === "-H" || flag === "--hostname") hostname = value;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  const unknown = products.filter((p) => !HOT_PRODUCTS.includes(p));
  if (products.length === 0 || unknown.length) throw new Error(`--routes takes one or more of ${HOT_PRODUCTS.join(", ")}${unknown.length ? ` (not: ${unknown.join(", ")})` : ""}`);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error("the port must be a number from 0 to 65535");
  return { products, port, hostname };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const name = `${args.products.join("+")}:serve`;
  const { server, start, stop } = createStandaloneServer({ products: args.products });
  const config = databaseConfig();
  let releaseFolder = () => {};
  try {
    // A product with files in DATA_DIR takes the folder itself (never through the server's socket): at
    // start it replays any other process's files there as a dead one's.
    if (config.kind === "pglite" && args.products.some((p) => STANDALONE[p].ownsDataFolder)) releaseFolder = acquirePgliteLock(config.dataDir);
    await getDb(); // fail fast: the database must answer before the port opens
    await start();
  } catch (error) {
    if (config.kind === "pglite")
      console.error(
        `${name}: the embedded database (${config.dataDir}) cannot be opened here: ${(error as Error).message}\n` +
          `While the production server runs on that folder it serves these routes on its own port already (npm start); ` +
          `to run them as a separate process, set DATABASE_URL (PostgreSQL) so both processes share the database.`,
      );
    else console.error(`${name}: ${(error as Error).message}`);
    process.exit(1);
  }
  const port = await listen(server, args.port ?? STANDALONE[args.products[0]].defaultPort, args.hostname);
  console.log(`${name} on http://${args.hostname}:${port} (${args.products.join(", ")})`);
  shutdownOnSignal(server, async () => {
    await stop();
    await closeDb();
    releaseFolder();
  });
}

if (process.argv[1] && /standalone\.ts$/.test(process.argv[1])) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
