// @ts-check
// The one node:http server and the one shutdown order, for the production server (scripts/server.mjs) and
// the standalone hot-route servers (standalone.ts). Plain JavaScript: scripts/server.mjs runs without a loader.
import http from "node:http";

/** How long requests in flight may take to finish after a shutdown signal before their sockets are closed. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A node:http server whose every request runs through the request log (one line each, lib/server/request-log.mjs).
 * @param {{ run(req: http.IncomingMessage, res: http.ServerResponse, serve: () => void): void }} requestLog
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => void} serve
 */
export function createHttpServer(requestLog, serve) {
  const server = http.createServer((req, res) => requestLog.run(req, res, () => serve(req, res)));
  server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  return server;
}

/**
 * Listens; resolves with the bound port (0 asks for any free one).
 * @param {http.Server} server @param {number} port @param {string | undefined} hostname
 * @returns {Promise<number>}
 */
export function listen(server, port, hostname) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      const bound = server.address();
      resolve(typeof bound === "object" && bound ? bound.port : port);
    });
  });
}

/**
 * Stops accepting and resolves once the requests in flight have finished (their sockets are closed after
 * graceMs at the latest).
 * @param {http.Server} server @param {number} [graceMs]
 * @returns {Promise<void>}
 */
export function closeServer(server, graceMs = SHUTDOWN_GRACE_MS) {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The shutdown order, on SIGTERM or SIGINT: stop accepting, let requests in flight finish, then `stop`
 * (the background jobs flush what those requests accepted: events, clicks, usage; then the database
 * closes), then exit (130 after SIGINT, 0 after SIGTERM).
 * @param {http.Server} server @param {() => Promise<void>} stop
 */
export function shutdownOnSignal(server, stop) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    await closeServer(server);
    try {
      await stop();
    } catch (error) {
      console.error("shutdown did not finish cleanly", error);
    } finally {
      process.exit(signal === "SIGINT" ? 130 : 0);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}
