// PDF reading (open, text layer, form fields) runs here, in a small pool of worker threads
// (node:worker_threads), never on the server's event loop: a PDF is untrusted input that pdf.js must
// decompress and parse, and a hostile one (a 3 MB file whose streams inflate to gigabytes) used to hold the
// event loop for 17 s and take 6.4 GB, stalling every other tenant's request and /v1/health with it. Each
// read is bounded:
//  - time: a document still being opened or read `timeoutMs` after it was handed over (worker time only:
//    the caller's credit check between opening and reading does not count) has its worker terminated:
//    422 `pdf_too_slow`. Inside the worker the text budget (PDF2JSON_TEXT_BUDGET_MS, capped at three
//    quarters of what is left of the time limit) stops a long document cleanly between pages and chunks,
//    so only a document whose single page cannot be read in time is stopped;
//  - memory: the worker's heap (resourceLimits) and its decoded stream data (watched by the worker itself,
//    read-worker.mjs) are each capped at `maxMemoryMb`; a read over either ends its worker, not the
//    server: 422 `pdf_out_of_memory`;
//  - text: at most `maxItems` text items and `maxChars` characters are collected (read-engine.mjs); past
//    that reading stops with a `pages_truncated` warning, not an error.
// Documents are admitted to the workers through a fair queue per organisation (lib/concurrency/fair-queue.ts):
// while several organisations read, each gets its share of the workers, and one flooding the pool with slow
// or hostile files fills the waiting room only with what nobody else needs; the others' documents start next.
// A dead or terminated worker is replaced on demand. Workers are unref'd while idle, so they never keep a
// process (tests, CLI scripts) alive.
//
// A read is a session on one worker: open() answers the page count (the caller checks the credits for
// it), then readText() reads, then destroy() releases the worker. The worker is held between the two, as
// the pdf.js document lives in it.
//
// The worker script is referenced as `new Worker(new URL("./read-worker.mjs", import.meta.url))`, as the
// html2pdf merge pool does (lib/html2pdf/merge-pool.ts): Node runs the file as it is (Vitest, tsx), and
// Next's bundler recognises that exact form and bundles the worker as an entry of its own for the
// production build (pdfjs-dist stays external, next.config.ts). Should a worker ever fail to start,
// documents are read in process for a while (bounded in text and time between pages, but on the event
// loop), and the failure is logged and shown in /v1/health.
import os from "node:os";
import { Worker } from "node:worker_threads";
import { DomainError } from "@/lib/errors";
import { FairQueue, FairQueueFull, type FairEntry } from "@/lib/concurrency/fair-queue";
import { DEFAULT_MAX_CHARS, DEFAULT_MAX_ITEMS, openDocument, readAttachments, readText, type Attachment, type PdfDocument, type ReadOptions, type ReadResult } from "./read-engine.mjs";
import { processService } from "@/lib/process-state.mjs";
import { WorkerThreads, type WorkerSlot } from "@/lib/concurrency/worker-threads";

export type ReadConfig = {
  /** Worker threads reading PDFs; 0 reads in process (no hard time or memory limit: tests, tools). */
  workers: number;
  /** Documents that may wait for a worker before new ones get 503 busy. */
  queueMax: number;
  /** Worker time one document may take (opening and reading); past it the worker is terminated. */
  timeoutMs: number;
  /** Heap of each worker, and separately its decoded stream data; a document that needs more is stopped. */
  maxMemoryMb: number;
  /** Text items and characters collected from one document at most (reading stops there, with a warning). */
  maxItems: number;
  maxChars: number;
};

const int = (name: string, fallback: number, min = 0) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

let cachedConfig: ReadConfig | undefined;

/** The operator's settings (docs/pdf2json.md, "Limits and billing"), read on first use. */
export function readConfig(): ReadConfig {
  if (cachedConfig) return cachedConfig;
  const cpus = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  cachedConfig = {
    workers: int("PDF2JSON_READ_WORKERS", Math.min(2, cpus), 0),
    queueMax: int("PDF2JSON_READ_QUEUE_MAX", 32, 0),
    timeoutMs: int("PDF2JSON_READ_TIMEOUT_MS", 20_000, 50),
    maxMemoryMb: int("PDF2JSON_READ_MAX_MEMORY_MB", 512, 32),
    maxItems: int("PDF2JSON_READ_MAX_ITEMS", DEFAULT_MAX_ITEMS, 1),
    maxChars: int("PDF2JSON_READ_MAX_CHARS", DEFAULT_MAX_CHARS, 1),
  };
  return cachedConfig;
}

/** Tests change the environment and call this (then closeReadPool) to re-read it. */
export function resetReadConfig(): void {
  cachedConfig = undefined;
}

/** An open document: its page count, then its text, then release it (always, in a finally). */
export type PdfReader = {
  readonly numPages: number;
  readText(options?: Pick<ReadOptions, "maxPages" | "budgetMs">): Promise<ReadResult>;
  /** The embedded files (e-invoice XML), each at most 5 MB and 16 MB in all (read-engine.mjs). */
  readAttachments(): Promise<Attachment[]>;
  destroy(): Promise<void>;
};

export type ReadPoolStats = {
  mode: "workers" | "in_process";
  workers: number;
  busy: number;
  queued: number;
  /** Organisations with a document reading or waiting. */
  organisations_active: number;
  reads: number;
  in_process: number;
  too_slow: number;
  out_of_memory: number;
  unreadable: number;
  workers_started: number;
  workers_failed_to_start: number;
  rejected_busy: number;
  last_start_error?: string;
};

type Failure = { kind: "unprocessable" | "internal"; message: string };
/** What a worker answers (besides `{ type: "ready" }`, handled by WorkerThreads). */
type WorkerReply =
  | { type: "failed"; message: string }
  | { type: "opened"; id: number; pages: number }
  | { type: "result"; id: number; ok: true; text: ReadResult }
  | { type: "result"; id: number; ok: true; attachments: Attachment[] }
  | { type: "result"; id: number; ok: false; failure: Failure }
  | { type: "limit"; id: number; code: "pdf_out_of_memory"; external_mb?: number };

type Phase = "queued" | "opening" | "open" | "reading" | "done";
type Session = {
  id: number;
  /** Its place in the fair queue (admitted: "running" there, though it may still wait for a worker to start). */
  entry: FairEntry<string> | null;
  bytes: Uint8Array | null;
  phase: Phase;
  slot: Slot | null;
  /** Worker time used so far (ms), and when the current phase was handed over. */
  usedMs: number;
  phaseStarted: number;
  timer?: NodeJS.Timeout;
  /** The caller's promise for the current phase. */
  waiting: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null;
  pages: number;
};
type Slot = WorkerSlot<Session>;

/** How long after a failed worker start documents are read in process before a worker is tried again. */
const FALLBACK_MS = 30_000;

export class ReadPool {
  /** Sessions admitted by the fair queue, waiting for a worker to be free or ready. */
  private queue: Session[] = [];
  /** Admission per organisation: `workers` sessions hold workers at once, `queueMax` wait. */
  private readonly admission: FairQueue<string>;
  /** Sessions not yet done (for shutdown). */
  private readonly live = new Set<Session>();
  private nextId = 1;
  private readonly counters = { reads: 0, in_process: 0, too_slow: 0, out_of_memory: 0, unreadable: 0, rejected_busy: 0 };
  private readonly threads = new WorkerThreads<Session, WorkerReply>({
    create: () =>
      new Worker(new URL("./read-worker.mjs", import.meta.url), {
        workerData: { maxMemoryMb: this.cfg.maxMemoryMb },
        resourceLimits: { maxOldGenerationSizeMb: this.cfg.maxMemoryMb },
      }),
    max: () => this.cfg.workers,
    fallbackMs: FALLBACK_MS,
    startFailedLog: (s) => `pdf2json: a PDF read worker could not start; reading in process (no hard time or memory limit) for ${s} s`,
    onMessage: (slot, reply) => this.onReply(slot, reply),
    onGone: (slot, error) => this.onGone(slot, error),
    wake: () => this.pump(),
  });
  /** Called when a document is handed to a worker (tests wait on it instead of sleeping). */
  onDispatch?: (sessionId: number) => void;

  constructor(readonly cfg: ReadConfig = readConfig()) {
    this.admission = new FairQueue<string>({ capacity: Math.max(1, cfg.workers), maxWaiting: cfg.queueMax, burst: 0 });
  }

  stats(): ReadPoolStats {
    return {
      ...this.threads.stats(),
      queued: this.queue.length + this.admission.waiting,
      organisations_active: this.admission.activeKeys(),
      ...this.counters,
    };
  }

  /**
   * Opens a document in a worker. Rejects with the DomainError to answer: 422 `unprocessable` (encrypted or
   * damaged), `pdf_too_slow`, `pdf_out_of_memory`; 503 `busy` when too many documents wait (or when a
   * document of an organisation that waits less pushes this one out of a full waiting room).
   * `organisation`: whose document it is, for its fair share of the workers.
   */
  open(bytes: Uint8Array, organisation = ""): Promise<PdfReader> {
    this.counters.reads++;
    if (this.threads.inProcess) return this.openInProcess(bytes);
    // The worker takes its own copy (transferred, so it is copied once): the caller keeps its bytes (OCR).
    const session: Session = { id: this.nextId++, entry: null, bytes: new Uint8Array(bytes), phase: "queued", slot: null, usedMs: 0, phaseStarted: 0, waiting: null, pages: 0 };
    const opened = this.wait<PdfReader>(session);
    this.live.add(session);
    try {
      session.entry = this.admission.enqueue(
        organisation,
        () => {
          this.queue.push(session);
          this.pump();
        },
        () => {
          // pushed out of the full waiting room by a less busy organisation's document
          this.counters.rejected_busy++;
          this.done(session);
          this.settle(session, this.busy());
        },
      );
    } catch (error) {
      if (!(error instanceof FairQueueFull)) throw error;
      this.counters.rejected_busy++;
      this.done(session);
      this.settle(session, this.busy());
    }
    return opened;
  }

  private busy(): DomainError {
    return new DomainError("busy", `PDF reading is at capacity (${this.admission.waiting} documents waiting). Retry in a few seconds.`, { retry_after_seconds: 2 }, { retryAfterSeconds: 2 });
  }

  /** The session is over: it leaves the fair queue (its worker, if any, is freed by the caller). */
  private done(session: Session): void {
    session.phase = "done";
    session.bytes = null;
    this.live.delete(session);
    const entry = session.entry;
    session.entry = null;
    if (!entry) return;
    if (entry.state === "waiting") this.admission.cancel(entry);
    else this.admission.release(entry);
  }

  private wait<T>(session: Session): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      session.waiting = { resolve: resolve as (value: unknown) => void, reject };
    });
  }

  private reader(session: Session, pages: number): PdfReader {
    return {
      numPages: pages,
      readText: (options = {}) => this.read(session, options),
      readAttachments: () => this.attachments(session),
      destroy: async () => this.release(session),
    };
  }

  private read(session: Session, options: Pick<ReadOptions, "maxPages" | "budgetMs">): Promise<ReadResult> {
    const slot = session.slot;
    if (session.phase !== "open" || !slot) return Promise.reject(new DomainError("internal_error", "The PDF is no longer open for reading."));
    clearTimeout(session.timer);
    const remaining = Math.max(1, this.cfg.timeoutMs - session.usedMs);
    // The text budget ends reading cleanly (a warning) well before the hard limit would (a 422).
    const budgetMs = Math.max(1, Math.min(options.budgetMs || Infinity, Math.floor(remaining * 0.75)));
    const result = this.wait<ReadResult>(session);
    this.begin(session, "reading");
    slot.worker.postMessage({ type: "read", id: session.id, options: { maxPages: options.maxPages, budgetMs, maxItems: this.cfg.maxItems, maxChars: this.cfg.maxChars } });
    return result;
  }

  /** The embedded files, read in the worker like the text (same phase, time limit and memory guard). */
  private attachments(session: Session): Promise<Attachment[]> {
    const slot = session.slot;
    if (session.phase !== "open" || !slot) return Promise.reject(new DomainError("internal_error", "The PDF is no longer open for reading."));
    clearTimeout(session.timer);
    const result = this.wait<Attachment[]>(session);
    this.begin(session, "reading");
    slot.worker.postMessage({ type: "attachments", id: session.id, options: {} });
    return result;
  }

  /** Starts a phase on the session's worker, with the rest of the session's time limit. */
  private begin(session: Session, phase: "opening" | "reading"): void {
    session.phase = phase;
    session.phaseStarted = performance.now();
    const remaining = Math.max(1, this.cfg.timeoutMs - session.usedMs);
    session.timer = setTimeout(() => this.tooSlow(session), remaining);
  }

  /** Ends the current phase (the worker answered); the session's worker stays held until release. */
  private pause(session: Session): void {
    clearTimeout(session.timer);
    session.usedMs += performance.now() - session.phaseStarted;
    session.phase = "open";
    // A caller that neither reads nor releases within the time limit loses the document.
    session.timer = setTimeout(() => this.release(session), this.cfg.timeoutMs);
  }

  private release(session: Session): void {
    if (session.phase === "done") return;
    const slot = session.slot;
    const phase = session.phase;
    clearTimeout(session.timer);
    if (phase === "queued" || !slot) {
      this.queue = this.queue.filter((s) => s !== session);
      this.done(session);
      return;
    }
    session.phase = "done";
    session.bytes = null;
    if (phase === "open") {
      slot.worker.postMessage({ type: "close", id: session.id });
      this.free(slot, session);
    } else {
      // Released while the worker works on it (never the case for a caller that awaits): stop the worker.
      this.threads.kill(slot);
      this.settle(session, new DomainError("internal_error", "The PDF read was abandoned."));
      this.done(session);
      this.pump();
    }
  }

  private free(slot: Slot, session: Session): void {
    this.threads.release(slot, session);
    this.done(session); // its admission goes to the next document in turn (which may take this worker)
    this.pump();
  }

  private settle(session: Session, error: unknown, value?: unknown): void {
    const waiting = session.waiting;
    session.waiting = null;
    if (!waiting) return;
    if (error) waiting.reject(error);
    else waiting.resolve(value);
  }

  /** Ends the session with an error: its worker stays (clean answer) or has already been stopped. */
  private fail(session: Session, error: DomainError): void {
    const slot = session.slot;
    clearTimeout(session.timer);
    session.phase = "done";
    session.bytes = null;
    this.settle(session, error);
    if (slot) this.free(slot, session);
    else this.done(session);
  }

  private async openInProcess(bytes: Uint8Array): Promise<PdfReader> {
    this.counters.in_process++;
    let doc: PdfDocument;
    try {
      doc = await openDocument(new Uint8Array(bytes)); // pdf.js takes ownership of the buffer it is given
    } catch (error) {
      throw this.failureError(error as Failure & { code?: string });
    }
    const { maxItems, maxChars } = this.cfg;
    return {
      numPages: doc.numPages,
      readText: (options = {}) => readText(doc, { ...options, maxItems, maxChars }),
      readAttachments: () => readAttachments(doc),
      destroy: () => doc.destroy().catch(() => {}),
    };
  }

  private failureError(f: { kind?: string; code?: string; message: string }): DomainError {
    if (f.kind === "unprocessable" || f.code === "unprocessable") {
      this.counters.unreadable++;
      return new DomainError("unprocessable", f.message);
    }
    console.error(`pdf2json: reading a PDF failed unexpectedly: ${f.message}`);
    return new DomainError("internal_error", "Reading the PDF failed unexpectedly. Retry; if it persists, the file may be damaged.");
  }

  private pump(): void {
    this.threads.feed(
      this.queue,
      (slot, session) => this.dispatch(slot, session),
      // Workers cannot start: whatever waits is read in process instead.
      (sessions) => {
        for (const session of sessions) {
          const bytes = session.bytes!;
          this.done(session);
          this.openInProcess(bytes).then(
            (reader) => this.settle(session, null, reader),
            (error) => this.settle(session, error),
          );
        }
      },
    );
  }

  private dispatch(slot: Slot, session: Session): void {
    this.threads.assign(slot, session);
    session.slot = slot;
    const bytes = session.bytes!;
    session.bytes = null;
    this.begin(session, "opening");
    slot.worker.postMessage({ type: "open", id: session.id, bytes }, [bytes.buffer as ArrayBuffer]);
    this.onDispatch?.(session.id);
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "failed") {
      slot.startError = reply.message;
      return;
    }
    const session = slot.job;
    if (reply.type === "limit") {
      // The worker refuses further large allocations from now on: it is replaced whatever it was doing.
      if (session && session.phase !== "done") this.outOfMemory(slot, session);
      else {
        this.threads.kill(slot);
        this.pump();
      }
      return;
    }
    if (!session || session.id !== reply.id || session.phase === "done") return;
    if (reply.type === "opened") {
      if (session.phase !== "opening") return;
      session.pages = reply.pages;
      this.pause(session);
      this.settle(session, null, this.reader(session, reply.pages));
      return;
    }
    // A result: the read's text, or the failure of opening or reading.
    if (reply.ok) {
      if (session.phase !== "reading") return;
      this.pause(session);
      this.settle(session, null, "attachments" in reply ? reply.attachments : reply.text);
      return;
    }
    if (session.phase === "reading") slot.worker.postMessage({ type: "close", id: session.id });
    this.fail(session, this.failureError(reply.failure));
  }

  private tooSlow(session: Session): void {
    const slot = session.slot;
    if (!slot || (session.phase !== "opening" && session.phase !== "reading")) return;
    this.counters.too_slow++;
    this.threads.kill(slot);
    const seconds = this.cfg.timeoutMs / 1000;
    this.fail(
      session,
      new DomainError(
        "pdf_too_slow",
        `The PDF could not be read within ${seconds} s and was stopped (its content takes too long to decode or parse: a hostile or damaged file). Nothing was charged.`,
        { limit_ms: this.cfg.timeoutMs },
      ),
    );
  }

  private outOfMemory(slot: Slot, session: Session): void {
    this.counters.out_of_memory++;
    this.threads.kill(slot);
    this.fail(
      session,
      new DomainError(
        "pdf_out_of_memory",
        `Reading the PDF needed more than the ${this.cfg.maxMemoryMb} MB a document may use and was stopped (streams that decompress to far more than the file's size, such as a decompression bomb, or a damaged file). Nothing was charged.`,
        { limit_mb: this.cfg.maxMemoryMb },
      ),
    );
  }

  /** Terminates a worker (it is replaced on demand). */

  private onGone(slot: Slot, error?: Error): void {
    if (slot.gone) return;
    const wasReady = slot.ready;
    this.threads.remove(slot);
    const session = slot.job;
    if (session && session.phase !== "done") {
      if ((error as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY") return this.outOfMemory(slot, session);
      // The document ended the thread some other way: answered as an unreadable file, never a 5xx.
      console.error("pdf2json: a PDF read worker stopped during a read", error);
      this.counters.unreadable++;
      this.fail(session, new DomainError("unprocessable", `The PDF could not be read (the reader stopped: ${error?.message ?? "exited"}). Check that the file is complete and not damaged.`));
      return;
    }
    if (!wasReady) this.threads.startFailed(error ?? new Error(slot.startError ?? "the PDF read worker exited before it was ready"));
    else this.pump();
  }

  /** Terminates the workers; documents waiting for one answer 503 (server shutdown, tests). */
  async close(): Promise<void> {
    const unavailable = () => new DomainError("unavailable", "PDF reading is shutting down. Retry.", undefined, { retryAfterSeconds: 2 });
    this.queue = [];
    this.admission.drain();
    for (const session of [...this.live]) {
      if (session.slot) continue;
      session.phase = "done";
      this.live.delete(session);
      this.settle(session, unavailable());
    }
    await this.threads.closeAll((session) => {
      clearTimeout(session.timer);
      session.phase = "done";
      this.settle(session, unavailable());
    });
  }
}

const service = processService("pdf2json.readPool", () => new ReadPool(), (pool) => pool.close());

/** The process's read pool (one per process, whichever bundled copy of this module asks first). */
export const readPool = service.get;

/** Closes the process's read pool; the next read starts a new one (shutdown, tests). */
export const closeReadPool = service.stop;

/** Opens a PDF for reading in the process's pool (see PdfReader), in the organisation's fair share. */
export function openPdfReader(bytes: Uint8Array, organisation?: string): Promise<PdfReader> {
  return readPool().open(bytes, organisation);
}

export function readPoolStats(): ReadPoolStats {
  return readPool().stats();
}
