// @ts-check
// The OCR image worker thread (ocr.ts starts one per process, on first use): analyses rendered page files
// (ocr-image.mjs: ink, skew, ruled lines out; the ink the recogniser left unread), one at a time, and answers plain data. Pages of every request
// share it; a page takes tens of milliseconds here instead of on the server's event loop.
import { parentPort } from "node:worker_threads";
import { analysePageFile, missedInkStrip, wordStrip } from "./ocr-image.mjs";

const port = parentPort;
if (!port) throw new Error("ocr-image-worker.mjs runs as a worker thread (see ocr.ts)");

port.on("message", (/** @type {{ id: number; op?: "missed" | "words"; scale?: number; file: string; dpi: number; removeRules: boolean; straighten?: boolean; contrast?: boolean; words: Array<[number, number, number, number]>; cut: number; paper: number; out: string }} */ job) => {
  try {
    const result =
      job.op === "missed"
        ? missedInkStrip(job.file, job.words, job.cut, job.paper, job.out)
        : job.op === "words"
          ? wordStrip(job.file, job.words, job.paper, job.out, job.scale ?? 1.5)
          : analysePageFile(job.file, { dpi: job.dpi, removeRules: job.removeRules, straighten: job.straighten, contrast: job.contrast });
    port.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: String(/** @type {Error} */ (error)?.message ?? error) });
  }
});
