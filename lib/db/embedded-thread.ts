// Starts the embedded database's thread (embedded-worker.mjs) for the process that holds the folder, and
// keeps it running: should the thread die (PGlite aborted, out of memory), it is started again on the same
// socket, so the connection pool's next connection reaches the new one; the folder's own recovery (PGlite
// replays its WAL) keeps every committed write.
import { Worker } from "node:worker_threads";
import type { EmbeddedEndpoint } from "./embedded-endpoint.mjs";

export type EmbeddedThread = {
  endpoint: EmbeddedEndpoint;
  /** The thread serving now (a new one after a restart). */
  readonly worker: Worker;
  close(): Promise<void>;
};

type Reply = { type: "ready"; endpoint: EmbeddedEndpoint } | { type: "failed"; message: string } | { type: "closed" };

/** How long opening the folder may take (a large database replaying its WAL after a crash takes a while). */
const OPEN_TIMEOUT_MS = Number(process.env.PGLITE_OPEN_TIMEOUT_MS || 120_000);
const RESTART_DELAY_MS = 1_000;

function spawn(dataDir: string, tcpPort: number | undefined): { worker: Worker; ready: Promise<EmbeddedEndpoint> } {
  const worker = new Worker(new URL("./embedded-worker.mjs", import.meta.url), { workerData: { dataDir, tcpPort } });
  const ready = new Promise<EmbeddedEndpoint>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the embedded database in ${dataDir} did not open within ${OPEN_TIMEOUT_MS} ms`));
      void worker.terminate();
    }, OPEN_TIMEOUT_MS);
    const settle = () => clearTimeout(timer);
    worker.on("message", (reply: Reply) => {
      if (reply.type === "ready") (settle(), resolve(reply.endpoint));
      else if (reply.type === "failed") (settle(), reject(new Error(reply.message)));
    });
    worker.once("error", (error) => (settle(), reject(error)));
    worker.once("exit", (code) => (settle(), reject(new Error(`the embedded database thread exited (code ${code}) while opening`))));
  });
  return { worker, ready };
}

/** Opens the folder in a thread of its own; resolves once it serves connections. */
export async function startEmbeddedThread(dataDir: string): Promise<EmbeddedThread> {
  let current = spawn(dataDir, undefined);
  const endpoint = await current.ready;
  let closing = false;

  const watch = (worker: Worker) => {
    worker.unref(); // never what keeps a process alive; the connections to it are
    worker.once("exit", (code) => {
      if (closing || current.worker !== worker) return;
      console.error(`embedded database thread exited (code ${code}); starting it again in ${RESTART_DELAY_MS} ms`);
      setTimeout(function restart() {
        if (closing) return;
        current = spawn(dataDir, endpoint.host === "127.0.0.1" ? endpoint.port : undefined);
        current.ready.then(
          () => watch(current.worker),
          (error) => {
            console.error("embedded database thread could not start again", error);
            if (!closing) setTimeout(restart, RESTART_DELAY_MS).unref();
          },
        );
      }, RESTART_DELAY_MS).unref();
    });
  };
  watch(current.worker);

  return {
    endpoint,
    get worker() {
      return current.worker;
    },
    async close() {
      closing = true;
      const { worker } = current;
      if (worker.threadId === -1) return; // already gone
      // Held while PGlite closes the folder: an unreferenced thread alone does not keep node running, and a
      // process with nothing else left would exit here, mid-close.
      worker.ref();
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        worker.once("exit", done);
        worker.on("message", (reply: Reply) => reply.type === "closed" && done());
        worker.postMessage({ type: "close" });
      });
      await worker.terminate();
    },
  };
}
