// Types of embedded-server.mjs.
import type { PGlite } from "@electric-sql/pglite";
import type { EmbeddedEndpoint } from "./embedded-endpoint.mjs";

export type EmbeddedServer = { endpoint: EmbeddedEndpoint; close(): Promise<void> };
export function serveEmbeddedDatabase(
  db: PGlite,
  dataDir: string,
  onNotification: (channel: string, payload: string) => void,
  tcpPort?: number,
): Promise<EmbeddedServer>;
