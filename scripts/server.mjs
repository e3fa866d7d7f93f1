// @ts-check
// The production server (`npm start`, scripts/setup.sh): Next.js's own request handler, the one `next start`
// uses, on a plain node:http server, with two additions (and the client's socket address in a header the
// abuse limits read; see CLIENT_ADDRESS_HEADER below).
//  1. The hot route table (lib/server/hot-routes.ts: POST /v1/html2pdf, /collect, /v.js, POST /v1/shorten
//     and short-link hosts' codes), served before Next's router by the same product code: for these
//     Next's request path would be most of a request's CPU. The app installs it (instrumentation.ts, through
//     the hooks below). Everything else is Next's.
//  2. A request log: one JSON line per request (lib/server/request-log.mjs; LOG_LEVEL, LOG_FORMAT), and the
//     request metrics GET /metrics reports (lib/server/http-metrics.mjs).
//  3. Shutdown in order (lib/server/http-server.mjs): on SIGTERM/SIGINT stop accepting, let requests in
//     flight finish, then stop the background jobs (flushing what those requests accepted), then exit.
// Plain JavaScript so production runs no loader: it meets the app, which Next bundles, only through the
// hooks object below. Usage: node scripts/server.mjs [-p port] [-H hostname]; PORT is read as `next start` does.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestLog, loadRoutePatterns, routeOf } from "../lib/server/request-log.mjs";
import { observeRequest, requestMetricsText } from "../lib/server/http-metrics.mjs";
import { createHttpServer, listen, shutdownOnSignal } from "../lib/server/http-server.mjs";
import { processSlot } from "../lib/process-state.mjs";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");

/** `-p`/`--port` and `-H`/`--hostname` as `next start` takes them. */
function parseArgs(argv) {
  const out = { port: Number(process.env.PORT || 3000), hostname: /** @type {string | undefined} */ (undefined) };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[++i];
    if (flag === "-p" || flag === "--port") out.port = Number(value);
    else if (flag === "-H" || flag === "--hostname") out.hostname = value;
    else throw new Error(`unknown argument ${argv[i]}; usage: node scripts/server.mjs [-p port] [-H hostname]`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error(`port must be a number from 0 to 65535`);
  return out;
}

const { port, hostname } = parseArgs(process.argv.slice(2));

// Created before Next starts: instrumentation.ts (run by prepare) fills it in (see lib/api/server-hooks.ts).
/** @type {{ dispatch?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean, stopJobs?: () => Promise<void>, annotate?: (fields: import("../lib/server/request-log.mjs").RequestAnnotation) => void, requestMetricsText?: () => Promise<string> }} */
const hooks = {};
processSlot("server.hooks").set(hooks);

const dir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const routes = loadRoutePatterns(path.join(dir, ".next"));
// JSON lines for a log collector; one readable line per request when a person watches the terminal.
// Every request is also counted for GET /metrics (lib/server/http-metrics.mjs), with the process's own figures.
const requestLog = createRequestLog({ level: process.env.LOG_LEVEL, format: process.env.LOG_FORMAT || (process.stdout.isTTY ? "pretty" : "json"), routes, onRequest: observeRequest });
hooks.requestMetricsText = requestMetricsText;
hooks.annotate = requestLog.annotate;
const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();

// The TCP peer's address, for the abuse limits (lib/api/client-address.ts, CLIENT_ADDRESS_HEADER). Route
// handlers cannot see the socket; this header can, because it is set here on every request, overwriting
// whatever a client sent under that name.
const CLIENT_ADDRESS_HEADER = "x-platform-client-address";

const server = createHttpServer(requestLog, serve);

/** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
function serve(req, res) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  try {
    if (hooks.dispatch?.(req, res)) return;
  } catch (error) {
    // dispatch answers its own errors; a throw here is a bug in it: answer like Next does, keep serving.
    requestLog.logger.error({ err: error, method: req.method, route: routeOf(req.url, routes) }, "hot route failed"); // never the URL: it may carry a key
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
    return;
  }
  handle(req, res).catch((error) => {
    requestLog.logger.error({ err: error, method: req.method, route: routeOf(req.url, routes) }, "request failed");
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
  });
}
const bound = await listen(server, port, hostname);
console.log(`▲ ready on http://${hostname ?? "localhost"}:${bound}`);

shutdownOnSignal(server, async () => {
  await hooks.stopJobs?.();
  await app.close();
});
