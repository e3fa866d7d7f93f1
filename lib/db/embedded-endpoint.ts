// Where the process that holds the embedded database serves it (lib/db/embedded-server.ts), as the other
// processes find it: a small JSON file beside the data folder, written once the socket listens.
import fs from "node:fs";
import path from "node:path";

export type EmbeddedEndpoint = { pid: number; host: string; port: number };

const beside = (dataDir: string, suffix: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}${suffix}`);

/** The folder of the unix socket (node-postgres connects to `<host>/.s.PGSQL.<port>`). */
export const embeddedSocketDir = (dataDir: string) => beside(dataDir, ".socket");
export const embeddedEndpointFile = (dataDir: string) => beside(dataDir, ".endpoint.json");

/** The endpoint of the live process `holder`, or null when it serves none (it may still be starting). */
export function readEmbeddedEndpoint(dataDir: string, holder: number): EmbeddedEndpoint | null {
  try {
    const endpoint = JSON.parse(fs.readFileSync(embeddedEndpointFile(dataDir), "utf8")) as EmbeddedEndpoint;
    return endpoint.pid === holder && typeof endpoint.host === "string" && Number.isInteger(endpoint.port) ? endpoint : null;
  } catch {
    return null;
  }
}

/** node-postgres options for an endpoint. One connection: PGlite is one session (see embedded-server.ts). */
export function embeddedPgConfig(endpoint: EmbeddedEndpoint) {
  return { host: endpoint.host, port: endpoint.port, user: "postgres", database: "postgres", max: 1 };
}
