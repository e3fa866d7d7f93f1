// The OCR subprocesses (pdftoppm, pdfimages, tesseract) and the slots they run in. OCR never runs on the
// event loop: every step is a child process, started under `nice` (the server's own threads win the CPU,
// so /v1/health and text PDFs keep answering while scans are read) and `prlimit` (an address-space ceiling:
// a page image or a recogniser run that needs more fails on its own instead of growing the host; a CPU-time
// ceiling as a backstop), and killed with SIGKILL past its wall-clock limit or when its request gives up.
//
// Slots: at most `perProcess` subprocesses run at once in this process (the cores, by default), at most
// `perOrganisation` of them for one organisation (a cap even while slots are free), and at most `perRequest` for one
// request. Waiting requests are served organisation by organisation (the one with the fewest running goes
// first), so a tenant sending twenty scans cannot starve another's one-page scan.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { processSlot } from "@/lib/process-state.mjs";

export type OcrConfig = {
  /** Resolution pages are rendered at for the recogniser (capped by maxPixels). */
  dpi: number;
  /** Pixels of one rendered page at most (a huge page is rendered at a lower resolution). */
  maxPixels: number;
  /** Subprocesses running at once in this process, for one organisation, and for one request. */
  perProcess: number;
  perOrganisation: number;
  perRequest: number;
  /** Wall-clock limit of one subprocess (one page's render or recognition). */
  stepTimeoutMs: number;
  /** Address-space ceiling of one subprocess. */
  maxMemoryMb: number;
  /** Time budget of one request's OCR (waiting for slots included); pages not read by then are skipped. */
  budgetMs: number;
  /** Pages read by OCR at most per request. */
  maxPages: number;
  /** Tesseract page segmentation mode: 11 (sparse text: forms, boxes) for pages, 4 (one column) for till slips. */
  psm: number;
  psmSlip: number;
  /** Paint ruled lines out before recognition (ocr.ts, removeRules). */
  removeRules: boolean;
  /** Stretch the page's contrast before recognition (ocr-image.mjs, stretchContrast). */
  contrast: boolean;
  /** Read again, on its own, the ink the recogniser's page pass left unread (ocr-image.mjs, missedInkStrip). */
  missedInk: boolean;
  /** Read again, as bands of their own, lines the page pass read with doubtful words (rereadDoubtfulLines). */
  rereadDoubtful: boolean;
  /** Read again, enlarged, words the page pass read with doubt (rereadDoubtfulWords). */
  rereadWords: boolean;
  /** Languages a document may be read in besides English (installed tessdata only). */
  languages: string[];
};

const int = (name: string, fallback: number, min = 0) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

let cached: OcrConfig | undefined;

/** The operator's settings (docs/pdf2json.md, "OCR"), read on first use. */
export function ocrConfig(): OcrConfig {
  if (cached) return cached;
  const cpus = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  const perProcess = int("PDF2JSON_OCR_CONCURRENCY", cpus, 1);
  cached = {
    dpi: int("PDF2JSON_OCR_DPI", 200, 50),
    maxPixels: int("PDF2JSON_OCR_MAX_PIXELS", 16_000_000, 1_000_000),
    perProcess,
    perOrganisation: Math.min(perProcess, int("PDF2JSON_OCR_PER_ORG", perProcess, 1)),
    perRequest: Math.min(perProcess, int("PDF2JSON_OCR_PER_REQUEST", perProcess, 1)),
    stepTimeoutMs: int("PDF2JSON_OCR_PAGE_TIMEOUT_MS", 20_000, 100),
    maxMemoryMb: int("PDF2JSON_OCR_MAX_MEMORY_MB", 1024, 64),
    budgetMs: int("PDF2JSON_OCR_BUDGET_MS", 45_000, 100),
    maxPages: int("PDF2JSON_MAX_OCR_PAGES", 20, 1),
    psm: int("PDF2JSON_OCR_PSM", 11, 0),
    psmSlip: int("PDF2JSON_OCR_PSM_SLIP", 4, 0),
    removeRules: process.env.PDF2JSON_OCR_REMOVE_RULES !== "0",
    missedInk: process.env.PDF2JSON_OCR_MISSED_INK !== "0",
    rereadDoubtful: process.env.PDF2JSON_OCR_REREAD_DOUBTFUL !== "0",
    rereadWords: process.env.PDF2JSON_OCR_REREAD_WORDS !== "0",
    contrast: process.env.PDF2JSON_OCR_CONTRAST !== "0",
    languages: (process.env.PDF2JSON_OCR_LANGUAGES ?? "deu,fra,nld,spa,ita").split(",").map((s) => s.trim()).filter((s) => /^[a-z_]{3,16}$/.test(s)),
  };
  return cached;
}

/** Tests change the environment and call this to re-read it (and to start a fresh slot pool). */
export function resetOcrConfig(): void {
  cached = undefined;
  ocrSlotsSlot.set(undefined);
}

/** Why a subprocess failed: over its time limit, over its memory ceiling, or anything else. */
export class OcrStepError extends Error {
  constructor(
    message: string,
    readonly reason: "time" | "memory" | "failed" | "aborted" | "missing",
  ) {
    super(message);
  }
}

const PRLIMIT = ["/usr/bin/prlimit", "/bin/prlimit"].find((p) => existsSync(p));
const NICE = ["/usr/bin/nice", "/bin/nice"].find((p) => existsSync(p));

export type RunOptions = { input?: Uint8Array; timeoutMs: number; maxMemoryMb: number; signal?: AbortSignal; maxOutputBytes?: number; env?: NodeJS.ProcessEnv };

/**
 * Runs one command under nice and prlimit (address space, CPU seconds), killed past `timeoutMs` or on
 * `signal`. Resolves with its stdout; rejects with an OcrStepError saying why it did not finish.
 */
export function runLimited(cmd: string, args: string[], o: RunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (o.signal?.aborted) return reject(new OcrStepError(`${cmd} not started: the request's OCR budget is spent`, "aborted"));
    let argv = [cmd, ...args];
    if (PRLIMIT) argv = [PRLIMIT, `--as=${o.maxMemoryMb * 1024 * 1024}`, `--cpu=${Math.ceil(o.timeoutMs / 1000) + 1}`, "--", ...argv];
    if (NICE) argv = [NICE, "-n", "10", ...argv];
    const child = spawn(argv[0], argv.slice(1), { stdio: ["pipe", "pipe", "pipe"], env: o.env ?? process.env });
    const out: Buffer[] = [];
    let outBytes = 0;
    const err: Buffer[] = [];
    let why: OcrStepError["reason"] | null = null;
    const kill = (reason: OcrStepError["reason"]) => {
      why ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill("time"), o.timeoutMs);
    const onAbort = () => kill("aborted");
    o.signal?.addEventListener("abort", onAbort, { once: true });
    const maxOut = o.maxOutputBytes ?? 64 * 1024 * 1024;
    child.stdout.on("data", (d: Buffer) => {
      outBytes += d.length;
      if (outBytes > maxOut) kill("memory");
      else out.push(d);
    });
    child.stderr.on("data", (d: Buffer) => {
      if (err.length < 64) err.push(d);
    });
    const done = () => {
      clearTimeout(timer);
      o.signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (e) => {
      done();
      reject(new OcrStepError(`${cmd} could not start (${e.message})`, (e as NodeJS.ErrnoException).code === "ENOENT" ? "missing" : "failed"));
    });
    child.on("close", (code, signal) => {
      done();
      if (code === 0 && !why) return resolve(Buffer.concat(out));
      const stderr = Buffer.concat(err).toString("utf8").slice(0, 300);
      // An allocation refused under the address-space ceiling ends the program with an error or an abort.
      // (or, below what the program needs to load at all, the loader cannot map its libraries)
      if (!why && /alloc|memory|failed to map segment/i.test(stderr)) why = "memory";
      if (!why && (signal === "SIGABRT" || signal === "SIGSEGV" || signal === "SIGBUS")) why = "memory";
      if (!why && signal === "SIGXCPU") why = "time";
      const reason = why ?? "failed";
      const text =
        reason === "time"
          ? `${cmd} took longer than ${Math.round(o.timeoutMs / 1000)} s and was stopped`
          : reason === "memory"
            ? `${cmd} needed more than ${o.maxMemoryMb} MB and was stopped`
            : reason === "aborted"
              ? `${cmd} was stopped: the request's OCR budget is spent`
              : `${cmd} exited with ${code ?? signal}: ${stderr.split("\n")[0]}`;
      reject(new OcrStepError(text, reason));
    });
    child.stdin.on("error", () => {});
    child.stdin.end(o.input ?? Buffer.alloc(0));
  });
}

// ---- slots ----------------------------------------------------------------------------------------------

type Waiter = { org: string; resolve: (release: () => void) => void; reject: (e: unknown) => void; signal?: AbortSignal; onAbort?: () => void };

export type OcrStats = { running: number; waiting: number; steps: number; timed_out: number; out_of_memory: number; failed: number; pages: number; blank_pages: number };

export class OcrSlots {
  private running = new Map<string, number>();
  private total = 0;
  private waiting: Waiter[] = [];
  readonly counters = { steps: 0, timed_out: 0, out_of_memory: 0, failed: 0, pages: 0, blank_pages: 0 };
  /** Called whenever a subprocess starts (tests wait on it instead of sleeping). */
  onStart?: (org: string) => void;

  constructor(readonly cfg: Pick<OcrConfig, "perProcess" | "perOrganisation">) {}

  stats(): OcrStats {
    return { running: this.total, waiting: this.waiting.length, ...this.counters };
  }

  /** Waits for a slot for `org`; the returned function gives it back (exactly once). */
  acquire(org: string, signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new OcrStepError("the request's OCR budget is spent", "aborted"));
      const w: Waiter = { org, resolve, reject, signal };
      if (signal) {
        w.onAbort = () => {
          this.waiting = this.waiting.filter((x) => x !== w);
          reject(new OcrStepError("the request's OCR budget is spent", "aborted"));
        };
        signal.addEventListener("abort", w.onAbort, { once: true });
      }
      this.waiting.push(w);
      this.pump();
    });
  }

  private pump(): void {
    while (this.total < this.cfg.perProcess && this.waiting.length) {
      // Among waiting organisations under their share, the one with the fewest running goes first.
      let best: Waiter | null = null;
      let bestRunning = Infinity;
      for (const w of this.waiting) {
        const r = this.running.get(w.org) ?? 0;
        if (r >= this.cfg.perOrganisation) continue;
        if (r < bestRunning) {
          best = w;
          bestRunning = r;
        }
      }
      if (!best) return;
      this.waiting = this.waiting.filter((x) => x !== best);
      if (best.signal && best.onAbort) best.signal.removeEventListener("abort", best.onAbort);
      const org = best.org;
      this.running.set(org, (this.running.get(org) ?? 0) + 1);
      this.total++;
      let released = false;
      best.resolve(() => {
        if (released) return;
        released = true;
        this.total--;
        const n = (this.running.get(org) ?? 1) - 1;
        if (n > 0) this.running.set(org, n);
        else this.running.delete(org);
        this.pump();
      });
      this.onStart?.(org);
    }
  }
}

const ocrSlotsSlot = processSlot<OcrSlots>("pdf2json.ocrSlots");

/** The process's OCR slots (one per process, whichever bundled copy of this module asks first). */
export function ocrSlots(): OcrSlots {
  return ocrSlotsSlot.get() ?? ocrSlotsSlot.set(new OcrSlots(ocrConfig()));
}

export function ocrStats(): OcrStats {
  return ocrSlots().stats();
}
