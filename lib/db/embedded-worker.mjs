// @ts-check
// The embedded database's thread (embedded-thread.ts starts it): opens PGlite on the folder and serves it on
// the local socket (embedded-server.mjs), to this process's own connection pool and to other processes alike.
// PGlite runs its queries synchronously in WebAssembly; here they never hold up the event loop that answers
// requests (a 500-event batch insert took 20–35 ms of it). Plain JavaScript: Node runs it as it is in tests,
// and Next's bundler recognises `new Worker(new URL("./embedded-worker.mjs", import.meta.url))`.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { serveEmbeddedDatabase } from "./embedded-server.mjs";

const port = parentPort;
if (!port) throw new Error("embedded-worker.mjs runs as a worker thread (see embedded-thread.ts)");
const { dataDir, tcpPort } = /** @type {{ dataDir: string; tcpPort?: number }} */ (workerData);

async function main() {
  const db = await PGlite.create(dataDir);
  // No listeners of its own here: every NOTIFY goes to the connected clients (the owner's pool among them).
  const served = await serveEmbeddedDatabase(db, dataDir, () => {}, tcpPort);
  port.on("message", async (/** @type {{ type: string }} */ message) => {
    if (message.type !== "close") return;
    try {
      await served.close();
      await db.close();
    } finally {
      port.postMessage({ type: "closed" });
      port.close();
    }
  });
  port.postMessage({ type: "ready", endpoint: served.endpoint });
}

main().catch((error) => {
  port.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  port.close();
});
