// Opening the embedded database from a second process: take the folder's lock, or, when a live process
// holds it, connect to the socket that process serves (lib/db/embedded-server.mjs).
import type { PoolConfig } from "pg";
import { embeddedPgConfig, readEmbeddedEndpoint } from "./embedded-endpoint.mjs";
import { acquirePgliteLock, EmbeddedDatabaseHeld } from "./pglite-lock";

/** How long a process waits for a holder that is still starting (opening PGlite takes a second or two). */
const ENDPOINT_WAIT_MS = Number(process.env.PGLITE_ENDPOINT_WAIT_MS || 5_000);

/** The lock's release function (this process opens the folder), or where to connect instead. */
export async function lockOrConnect(dataDir: string): Promise<(() => void) | PoolConfig> {
  const deadline = Date.now() + ENDPOINT_WAIT_MS;
  for (;;) {
    try {
      return acquirePgliteLock(dataDir);
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseHeld)) throw error;
      const endpoint = readEmbeddedEndpoint(dataDir, error.holder);
      if (endpoint) return embeddedPgConfig(endpoint);
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
