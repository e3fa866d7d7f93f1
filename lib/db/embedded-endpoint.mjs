// @ts-check
// Where the process that holds the embedded database serves it (embedded-server.mjs), as the other
// processes find it: a small JSON file beside the data folder, written once the socket listens.
// Plain JavaScript: the database worker thread (embedded-worker.mjs) runs it without a loader.
import fs from "node:fs";
import path from "node:path";

/** @typedef {import("./embedded-endpoint.d.mts").EmbeddedEndpoint} EmbeddedEndpoint */

/** @param {string} dataDir @param {string} suffix */
const beside = (dataDir, suffix) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}${suffix}`);

/** The folder of the unix socket (node-postgres connects to `<host>/.s.PGSQL.<port>`). @param {string} dataDir */
export const embeddedSocketDir = (dataDir) => beside(dataDir, ".socket");
/** @param {string} dataDir */
export const embeddedEndpointFile = (dataDir) => beside(dataDir, ".endpoint.json");

/**
 * The endpoint of the live process `holder`, or null when it serves none (it may still be starting).
 * @param {string} dataDir @param {number} holder @returns {EmbeddedEndpoint | null}
 */
export function readEmbeddedEndpoint(dataDir, holder) {
  try {
    const endpoint = JSON.parse(fs.readFileSync(embeddedEndpointFile(dataDir), "utf8"));
    return endpoint.pid === holder && typeof endpoint.host === "string" && Number.isInteger(endpoint.port) ? endpoint : null;
  } catch {
    return null;
  }
}

/**
 * node-postgres options for an endpoint. One connection for another process: PGlite is one session
 * (embedded-server.mjs), and a second connection would only queue behind the first there.
 * @param {EmbeddedEndpoint} endpoint @param {number} [connections]
 */
export function embeddedPgConfig(endpoint, connections = 1) {
  return { host: endpoint.host, port: endpoint.port, user: "postgres", database: "postgres", max: connections };
}
