// @ts-check
// The OCR image worker thread (ocr.ts starts one per process, on first use): analyses rendered page files
// (ocr-image.mjs: ink, skew, ruled lines out), one at a time, and answers plain data. Pages of every request
// share it; a page takes tens of milliseconds here instead of on the server's event loop.
import { parentPort } from "node:worker_threads";
import { analysePageFile } from "./ocr-image.mjs";

const port = parentPort;
if (!port) throw new Error("ocr-image-worker.mjs runs as a worker thread (see ocr.ts)");

port.on("message", (/** @type {{ id: number; file: string; dpi: number; removeRules: boolean; straighten?: boolean }} */ job) => {
  try {
    port.postMessage({ id: job.id, ok: true, result: analysePageFile(job.file, { dpi: job.dpi, removeRules: job.removeRules, straighten: job.straighten }) });
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: String(/** @type {Error} */ (error)?.message ?? error) });
  }
});
