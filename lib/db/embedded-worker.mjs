// @ts-check
// The embedded database's thread (embedded-thread.ts starts it): opens PGlite on the folder and serves it on
// the local socket (embedded-server.mjs), to this process's own connection pool and to other processes alike.
// PGlite runs its queries synchronously in WebAssembly; here they never hold up the event loop that answers
// requests (a 500-event batch insert took 20–35 ms of it). Plain JavaScript: Node runs it as it is in tests,
// and Next's bundler recognises `new Worker(new URL("./embedded-worker.mjs", import.meta.url))`.
import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { serveEmbeddedDatabase } from "./embedded-server.mjs";

const port = parentPort;
if (!port) throw new Error("embedded-worker.mjs runs as a worker thread (see embedded-thread.ts)");
const { dataDir, tcpPort } = /** @type {{ dataDir: string; tcpPort?: number }} */ (workerData);

/**
 * Lowers this thread's scheduling priority (Linux: a thread is a task with its own nice value) so that, on a
 * busy machine, the event loop answering requests runs ahead of batch writes, which are buffered and can
 * wait. Measured on 2 cores with the load generator beside the server (`npm run bench:shortlinks`, `npm run
 * bench:collect`, 32 clients): redirects 4.5–6.6k/s at nice 0 against 5.6–8.0k/s at nice 10, /collect 2.1–2.3k
 * against 2.3–3.1k events/s, nothing lost either way. EMBEDDED_DB_NICE=0 turns it off.
 */
function yieldToRequests() {
  const nice = Number(process.env.EMBEDDED_DB_NICE ?? 10);
  if (!nice || !Number.isInteger(nice)) return;
  try {
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.max(-20, Math.min(19, nice)));
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority, which is only slower under load.
  }
}

async function main() {
  const db = await PGlite.create(dataDir);
  yieldToRequests();
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
