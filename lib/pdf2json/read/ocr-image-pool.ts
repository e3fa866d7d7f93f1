// The OCR image worker thread (ocr-image-worker.mjs): one per process, started on first use, unref'd while
// idle so it never keeps a process alive. Rendered pages are analysed there (ink, skew, ruled lines out) one
// at a time, so the event loop never spends the tens of milliseconds a page takes. A job past its time limit
// terminates the thread (the next job starts a new one) and fails as "time"; a thread that cannot start
// rejects with a plain Error and the caller analyses in process.
//
// Referenced as `new Worker(new URL("./ocr-image-worker.mjs", import.meta.url))`, the form Next's bundler
// recognises (as read-pool.ts and lib/html2pdf/merge-pool.ts do), so the production build bundles it.
import { Worker } from "node:worker_threads";
import type { MissedRows, OcrBox } from "./ocr-image.mjs";
import { OcrStepError } from "./ocr-process";
import { processSlot } from "@/lib/process-state.mjs";

type Result = { ink: boolean; skew: number | null; rules: boolean; origin?: { x: number; y: number } | null; boxes?: OcrBox[]; cut: number; paper: number };
type Pending = { resolve: (r: unknown) => void; reject: (e: unknown) => void; timer: NodeJS.Timeout };

const ocrImageSlot = processSlot<{ worker: Worker; pending: Map<number, Pending>; next: number }>("pdf2json.ocrImageThread");

function thread() {
  const running = ocrImageSlot.get();
  if (running) return running;
  const worker = new Worker(new URL("./ocr-image-worker.mjs", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 128 } });
  const state = { worker, pending: new Map<number, Pending>(), next: 1 };
  ocrImageSlot.set(state);
  worker.unref();
  const gone = (error: unknown) => {
    if (ocrImageSlot.get() === state) ocrImageSlot.set(undefined);
    for (const p of state.pending.values()) {
      clearTimeout(p.timer);
      p.reject(error instanceof Error ? error : new Error(String(error)));
    }
    state.pending.clear();
  };
  worker.on("message", (m: { id: number; ok: boolean; result?: unknown; message?: string }) => {
    const p = state.pending.get(m.id);
    if (!p) return;
    state.pending.delete(m.id);
    clearTimeout(p.timer);
    if (!state.pending.size) worker.unref();
    if (m.ok) p.resolve(m.result);
    else p.reject(new OcrStepError(`the page image could not be analysed (${m.message})`, "failed"));
  });
  worker.on("error", gone);
  worker.on("exit", (code) => gone(new Error(`the OCR image thread exited (${code})`)));
  return state;
}

export function analyseImageInWorker(file: string, options: { dpi: number; removeRules: boolean; straighten?: boolean; contrast?: boolean }, timeoutMs: number): Promise<Result> {
  return run<Result>({ file, ...options }, timeoutMs);
}

/** The strip of ink the recogniser left unread (ocr-image.mjs, missedInkStrip), written to `out`. */
export function missedInkInWorker(file: string, words: Array<[number, number, number, number]>, cut: number, paper: number, out: string, timeoutMs: number): Promise<MissedRows | null> {
  return run<MissedRows | null>({ op: "missed", file, words, cut, paper, out }, timeoutMs);
}

/** Doubtful words enlarged into a strip for a second reading (ocr-image.mjs, wordStrip), written to `out`. */
export function wordStripInWorker(file: string, words: Array<[number, number, number, number]>, paper: number, out: string, scale: number, timeoutMs: number): Promise<{ rows: Array<{ top: number; bottom: number }> } | null> {
  return run({ op: "words", file, words, paper, out, scale }, timeoutMs);
}

function run<T>(job: Record<string, unknown>, timeoutMs: number): Promise<T> {
  const state = thread();
  return new Promise<T>((resolve, reject) => {
    const id = state.next++;
    const timer = setTimeout(() => {
      state.pending.delete(id);
      if (ocrImageSlot.get() === state) ocrImageSlot.set(undefined);
      void state.worker.terminate();
      reject(new OcrStepError(`the page image took longer than ${Math.round(timeoutMs / 1000)} s to analyse`, "time"));
    }, timeoutMs);
    state.pending.set(id, { resolve: resolve as (r: unknown) => void, reject, timer });
    state.worker.ref();
    state.worker.postMessage({ id, ...job });
  });
}

/** Ends the image thread (tests, shutdown); the next page starts a new one. */
export async function closeOcrImageThread(): Promise<void> {
  const state = ocrImageSlot.get();
  ocrImageSlot.set(undefined);
  await state?.worker.terminate();
}
