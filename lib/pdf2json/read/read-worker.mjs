// @ts-check
// A PDF read worker thread (read-pool.ts starts them): opens a document, answers its page count, reads its
// text layer and form fields when asked (read-engine.mjs), and answers the text or the failure as plain
// data. One document at a time; the pool terminates the thread when a read outlives its time limit.
//
// Memory is capped twice, because a PDF can hold it two ways:
//  - JavaScript objects (text items, parsed objects): the thread's heap, capped by the pool (resourceLimits;
//    past it Node ends the thread with ERR_WORKER_OUT_OF_MEMORY);
//  - decoded stream data (a FlateDecode content stream that inflates 1000:1): pdf.js holds it in
//    buffers whose memory lies outside the heap, which resourceLimits does not count. pdf.js 5 inflates
//    Flate streams with the platform's DecompressionStream (zlib on libuv's thread pool, so this thread's
//    event loop turns meanwhile) and copies the chunks into one Uint8Array at the end; other filters grow a
//    Uint8Array synchronously. So the thread's external memory (v8 heap statistics) is checked every 25 ms
//    while a task runs, and the thread's Uint8Array constructor is wrapped (this thread only; pdf.js looks
//    the global up at each use) so that an allocation of 1 MB or more, and every 16 MB of smaller ones,
//    checks it too. Past the limit the read is reported to the pool, which terminates the thread (and the
//    allocation, if that is where it was seen, fails). Node's own buffers use their saved constructor.
import v8 from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { openDocument, readAttachments, readText, loadPdfJs } from "./read-engine.mjs";
import { defineGlobal } from "../../process-state.mjs";

/** @typedef {import("./read-engine.mjs").ReadOptions} ReadOptions */
/** @typedef {import("./read-engine.mjs").PdfDocument} PdfDocument */
/** @typedef {import("./read-engine.mjs").AttachmentOptions} AttachmentOptions */
/** @typedef {{ type: "open"; id: number; bytes: Uint8Array } | { type: "read"; id: number; options: ReadOptions } | { type: "attachments"; id: number; options: AttachmentOptions } | { type: "close"; id: number }} Task */

const port = parentPort;
if (!port) throw new Error("read-worker.mjs runs as a worker thread (see read-pool.ts)");

const maxExternalBytes = Math.max(16, Number(workerData?.maxMemoryMb) || 512) * 1024 * 1024;
/** The task running (open or read): the one a memory overrun is reported for. */
let current = 0;
let tripped = false;

/** True (and the pool told, once) when the thread's decoded data plus `adding` bytes is over the limit. */
function overLimit(adding = 0) {
  if (tripped) return true;
  const external = v8.getHeapStatistics().external_memory;
  if (external + adding <= maxExternalBytes) return false;
  tripped = true;
  port?.postMessage({ type: "limit", id: current, code: "pdf_out_of_memory", external_mb: Math.round((external + adding) / 1048576) });
  return true;
}

/** Checks the thread's memory while a task runs (the event loop turns while pdf.js inflates streams). */
async function watched(/** @type {() => Promise<void>} */ work) {
  const timer = setInterval(() => overLimit(), 25);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
}

function installMemoryGuard() {
  const Native = Uint8Array;
  const BIG = 1 << 20;
  const EVERY = 16 << 20;
  let sinceCheck = 0;
  /** @param {unknown[]} args */
  const sizeOf = (args) => {
    const a = args[0];
    if (typeof a === "number") return a;
    if (Array.isArray(a) || ArrayBuffer.isView(a)) return Number(/** @type {{ length?: number }} */ (a).length) || 0;
    return 0; // a view on an existing buffer allocates nothing
  };
  defineGlobal("Uint8Array", new Proxy(Native, {
    construct(target, args, newTarget) {
      const size = sizeOf(args);
      if (size >= BIG || (sinceCheck += size) >= EVERY) {
        sinceCheck = 0;
        if (overLimit(size)) throw new RangeError(`PDF read memory limit reached (${Math.round(maxExternalBytes / 1048576)} MB of decoded data)`);
      }
      return Reflect.construct(target, args, newTarget);
    },
  }));
}

// A damaged file can leave a rejected promise inside pdf.js that nobody awaits; in a worker thread that
// would end the thread (and fail the read with it). The read itself still answers through its own promise.
process.on("unhandledRejection", () => {});

installMemoryGuard();

/** @type {Map<number, PdfDocument>} */
const docs = new Map();

/** @param {unknown} error */
const failure = (error) =>
  /** @type {{ code?: string }} */ (error)?.code === "unprocessable"
    ? { kind: "unprocessable", message: /** @type {Error} */ (error).message }
    : { kind: "internal", message: String(/** @type {Error} */ (error)?.message ?? error) };

/** @param {Task} task */
async function onTask(task) {
  if (!task || typeof task.id !== "number") return;
  if (task.type === "close") {
    const doc = docs.get(task.id);
    docs.delete(task.id);
    await doc?.destroy().catch(() => {});
    return;
  }
  current = task.id;
  await watched(() => run(task));
}

/** @param {Exclude<Task, { type: "close" }>} task */
async function run(task) {
  if (task.type === "open") {
    try {
      const doc = await openDocument(task.bytes);
      docs.set(task.id, doc);
      port.postMessage({ type: "opened", id: task.id, pages: doc.numPages });
    } catch (error) {
      port.postMessage({ type: "result", id: task.id, ok: false, failure: failure(error) });
    }
  } else if (task.type === "read" || task.type === "attachments") {
    const doc = docs.get(task.id);
    if (!doc) {
      port.postMessage({ type: "result", id: task.id, ok: false, failure: { kind: "internal", message: "the document is no longer open" } });
      return;
    }
    try {
      if (task.type === "attachments") {
        const attachments = await readAttachments(doc, task.options);
        port.postMessage({ type: "result", id: task.id, ok: true, attachments }, attachments.map((a) => /** @type {ArrayBuffer} */ (a.content.buffer)));
      } else port.postMessage({ type: "result", id: task.id, ok: true, text: await readText(doc, task.options) });
    } catch (error) {
      port.postMessage({ type: "result", id: task.id, ok: false, failure: failure(error) });
    }
  }
}

// Ready once pdf.js has loaded on this thread; a thread where it cannot load says why and ends (the pool
// then reads in process for a while, and /v1/health shows the reason).
loadPdfJs().then(
  () => {
    port.on("message", onTask);
    port.postMessage({ type: "ready" });
  },
  (error) => {
    port.postMessage({ type: "failed", message: `pdf.js could not be loaded in a worker thread: ${String(error?.message ?? error)}` });
    process.exit(1);
  },
);
