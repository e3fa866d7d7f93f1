// @ts-check
// One structured line per request, written by the production server (scripts/server.mjs) when the response
// is finished or the client went away: time, request id, method, route pattern, status, duration,
// organisation, product, bytes in and out. Plain JavaScript: the server runs it without a loader.
//
// What never reaches the log: payloads, keys, tokens, passwords, e-mail addresses, query strings. A request
// is logged under its route pattern (`/files/signed/[token]`, never the token), taken from Next's build
// manifest; the app names a pattern itself where it knows better (a short-link redirect) through
// annotate(). A path that matches no route is logged as "*" (a 404 scanner's paths are not worth the risk).
//
// LOG_LEVEL (info; "silent" turns request lines off), LOG_FORMAT (json; "pretty" for one readable line).
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import pino from "pino";

/** @typedef {{ route?: string; requestId?: string; organisationId?: string; product?: string }} RequestAnnotation */

/**
 * Route patterns of a Next build, most specific first (static before dynamic, as Next matches them).
 * @param {string} distDir the build folder (.next)
 * @returns {{ page: string; regex: RegExp }[]}
 */
export function loadRoutePatterns(distDir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
    return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({ page: String(r.page), regex: new RegExp(r.regex) }));
  } catch {
    return [];
  }
}

/**
 * The route pattern of a request target, or "*" when no route matches. The query is never looked at.
 * @param {string | undefined} url
 * @param {{ page: string; regex: RegExp }[]} routes
 */
export function routeOf(url, routes) {
  if (!url || url[0] !== "/") return "*";
  const q = url.indexOf("?");
  let p = q === -1 ? url : url.slice(0, q);
  if (p.length > 1 && p.endsWith("/")) p = p.slice(0, -1);
  for (const r of routes) if (r.regex.test(p)) return r.page;
  return "*";
}

/** @param {string} line one JSON log line */
function prettyLine(line) {
  try {
    const o = JSON.parse(line);
    const extra = [o.org_id && `org=${o.org_id}`, o.product && `product=${o.product}`, o.request_id && `id=${o.request_id}`].filter(Boolean).join(" ");
    if (o.msg !== "request") return `${o.time} ${o.level} ${o.msg ?? ""}\n`;
    return `${o.time} ${o.status} ${o.method} ${o.route} ${o.duration_ms} ms in=${o.bytes_in} out=${o.bytes_out}${extra ? " " + extra : ""}\n`;
  } catch {
    return line;
  }
}

/**
 * Standard output, written in the background in blocks of a few kilobytes (at least once a second, and in
 * full on exit): a line per request written synchronously was a system call per request on the event loop,
 * and a log reader that stops reading would have stopped the server with it. Past 16 MB waiting (that reader
 * stopped), lines are dropped, never the requests.
 */
function stdoutBuffered() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, maxLength: 16 * 1024 * 1024, periodicFlush: 1000 });
}

/**
 * @param {{ level?: string; format?: string; routes: { page: string; regex: RegExp }[]; destination?: { write(line: string): void }; onRequest?: (line: { method?: string; route: string; status: number; duration_ms: number }) => void }} options
 */
export function createRequestLog(options) {
  const level = options.level || "info";
  const out = options.destination ?? (options.format === "pretty" ? process.stdout : stdoutBuffered()); // a person watching sees each line at once
  const destination = options.format === "pretty" ? { write: (/** @type {string} */ line) => out.write(prettyLine(line)) } : out;
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    /** @type {any} */ (destination),
  );
  /** @type {AsyncLocalStorage<RequestAnnotation>} */
  const context = new AsyncLocalStorage();

  return {
    logger,
    /** Adds what only the app knows (organisation, product, a better route name) to the current request's line. */
    annotate(/** @type {RequestAnnotation} */ fields) {
      const store = context.getStore();
      if (store) Object.assign(store, fields);
    },
    /**
     * Runs `serve` for the request inside its annotation context and logs the request when it ends.
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {() => void} serve
     */
    run(req, res, serve) {
      /** @type {RequestAnnotation} */
      const annotation = {};
      const started = performance.now();
      const socket = req.socket;
      const readAtStart = socket.bytesRead;
      const writtenAtStart = socket.bytesWritten;
      let logged = false;
      const done = () => {
        if (logged) return;
        logged = true;
        const route = annotation.route ?? routeOf(req.url, options.routes);
        const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
        const duration_ms = Math.round((performance.now() - started) * 10) / 10;
        options.onRequest?.({ method: req.method, route, status, duration_ms });
        if (!logger.isLevelEnabled("info")) return;
        const declared = Number(req.headers["content-length"]);
        const requestId = annotation.requestId ?? res.getHeader("x-request-id");
        logger.info(
          {
            request_id: typeof requestId === "string" ? requestId : undefined,
            method: req.method,
            route,
            status,
            duration_ms,
            org_id: annotation.organisationId,
            product: annotation.product,
            bytes_in: Number.isFinite(declared) && declared >= 0 ? declared : Math.max(0, socket.bytesRead - readAtStart),
            bytes_out: Math.max(0, socket.bytesWritten - writtenAtStart),
          },
          "request",
        );
      };
      // "close" comes after "finish" too. Next's internal proxy path puts ten "close" listeners on a response
      // itself; ours is one more, not a leak.
      res.setMaxListeners(res.getMaxListeners() + 1);
      res.once("close", done);
      context.run(annotation, serve);
    },
  };
}
