// Handlebars merges run here, in a small pool of worker threads (node:worker_threads), never on the
// server's event loop: a template is a program, and a hostile or careless one (loops nested over a few
// thousand items, a loop that repeats a large string) used to freeze every request of every tenant, or
// build hundreds of megabytes until the process died. Each merge is bounded three ways:
//  - output and time by the engine's budget inside the worker (merge-engine.mjs): a clean 422 naming the
//    limit, and the worker stays warm;
//  - time, as a backstop, by this pool: a merge still running `timeoutMs` + grace after it was handed over
//    (say, compiling a huge template, which the budget cannot interrupt) has its worker terminated;
//  - memory by the worker's own heap (resourceLimits): a merge that needs more ends its worker, not the
//    server.
// A dead or terminated worker is replaced on demand. Workers are unref'd while idle, so they never keep a
// process (tests, CLI scripts) alive.
//
// The worker script is referenced as `new Worker(new URL("./merge-worker.mjs", import.meta.url))`: Node runs
// the file as it is (Vitest, tsx), and Next's bundler recognises that exact form and bundles the worker as
// an entry of its own for the production build. Should a worker ever fail to start (say a bundling
// problem), merges fall back to running in process for a while, still bounded in output and time by the
// engine's budget (but on the event loop), and the failure is logged and shown in /v1/health.
import { Worker } from "node:worker_threads";
import { checkTemplateSyntax, describeFailure, mergeParts, type MergeFailure, type MergeLimits, type MergePart } from "./merge-engine.mjs";
import { mergeConfig, type MergeConfig } from "./config";
import { processSlot } from "@/lib/process-state.mjs";

export type MergeJob = { type: "merge"; parts: MergePart[]; data: unknown } | { type: "check"; source: string };

export type PoolFailure =
  | MergeFailure
  | { kind: "limit"; code: "merge_out_of_memory" | "merge_too_slow"; message: string; limit: number; where: string | null }
  | { kind: "busy"; message: string }
  | { kind: "unavailable"; message: string };

export type MergeOutcome = { ok: true; html: string[] } | { ok: false; failure: PoolFailure };

export type MergePoolStats = {
  mode: "workers" | "in_process";
  workers: number;
  busy: number;
  queued: number;
  merges: number;
  in_process: number;
  too_slow: number;
  out_of_memory: number;
  workers_started: number;
  workers_failed_to_start: number;
  rejected_busy: number;
  last_start_error?: string;
};

type Task = { id: number; job: MergeJob; resolve: (outcome: MergeOutcome) => void; timer?: NodeJS.Timeout };
type Slot = { worker: Worker; ready: boolean; task: Task | null; gone: boolean };
type WorkerReply = { type: "ready" } | { type: "result"; id: number; ok: true; html: string[] } | { type: "result"; id: number; ok: false; failure: MergeFailure };

/** How long after a failed worker start merges run in process before a worker is tried again. */
const FALLBACK_MS = 30_000;

export type MergePoolOptions = {
  /** Time the engine gets to stop itself cleanly before the pool terminates the worker. */
  graceMs?: number;
  /** The engine's own deadline (default on). Off, only the pool's backstop stops a slow merge (tests). */
  softDeadline?: boolean;
};

export class MergePool {
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  private fallbackUntil = 0;
  private lastStartError: string | undefined;
  private readonly counters = { merges: 0, in_process: 0, too_slow: 0, out_of_memory: 0, workers_started: 0, workers_failed_to_start: 0, rejected_busy: 0 };
  /** Called when a task is handed to a worker (tests wait on it instead of sleeping). */
  onDispatch?: (job: MergeJob) => void;

  constructor(
    readonly cfg: MergeConfig = mergeConfig(),
    private readonly opts: MergePoolOptions = {},
  ) {}

  private get limits(): MergeLimits {
    return { maxOutputBytes: this.cfg.maxOutputBytes, timeoutMs: this.opts.softDeadline === false ? 0 : this.cfg.timeoutMs };
  }

  private get graceMs(): number {
    return this.opts.graceMs ?? Math.max(250, Math.round(this.cfg.timeoutMs / 4));
  }

  stats(): MergePoolStats {
    return {
      mode: this.inProcess() ? "in_process" : "workers",
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.task).length,
      queued: this.queue.length,
      ...this.counters,
      ...(this.lastStartError ? { last_start_error: this.lastStartError } : {}),
    };
  }

  private inProcess(): boolean {
    return this.cfg.workers === 0 || Date.now() < this.fallbackUntil;
  }

  /** Runs a merge or a syntax check; never rejects (failures are outcomes). */
  run(job: MergeJob): Promise<MergeOutcome> {
    this.counters.merges++;
    if (this.inProcess()) return Promise.resolve(this.runInProcess(job));
    if (this.queue.length >= this.cfg.queueMax && !this.slots.some((s) => s.ready && !s.task)) {
      this.counters.rejected_busy++;
      return Promise.resolve({ ok: false, failure: { kind: "busy", message: `Template merges are at capacity (${this.queue.length} waiting). Retry in a few seconds.` } });
    }
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, job, resolve });
      this.pump();
    });
  }

  private runInProcess(job: MergeJob): MergeOutcome {
    this.counters.in_process++;
    try {
      if (job.type === "check") {
        checkTemplateSyntax(job.source);
        return { ok: true, html: [] };
      }
      return { ok: true, html: mergeParts(job.parts, job.data, this.limits) };
    } catch (error) {
      return { ok: false, failure: describeFailure(error) };
    }
  }

  private pump(): void {
    while (this.queue.length) {
      if (this.inProcess()) {
        for (const task of this.queue.splice(0)) task.resolve(this.runInProcess(task.job));
        return;
      }
      const slot = this.slots.find((s) => s.ready && !s.task);
      if (!slot) {
        const starting = this.slots.filter((s) => !s.ready).length;
        if (this.slots.length < this.cfg.workers && starting < this.queue.length) this.spawn();
        return;
      }
      this.dispatch(slot, this.queue.shift()!);
    }
  }

  private spawn(): void {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./merge-worker.mjs", import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: this.cfg.maxMemoryMb },
      });
    } catch (error) {
      this.startFailed(error);
      return;
    }
    this.counters.workers_started++;
    const slot: Slot = { worker, ready: false, task: null, gone: false };
    this.slots.push(slot);
    worker.on("message", (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on("error", (error) => this.onGone(slot, error));
    worker.on("exit", () => this.onGone(slot));
  }

  private startFailed(error: unknown): void {
    this.counters.workers_failed_to_start++;
    this.lastStartError = String((error as Error)?.message ?? error);
    this.fallbackUntil = Date.now() + FALLBACK_MS;
    console.error(`html2pdf: a merge worker could not start; merging in process (bounded in output and time) for ${FALLBACK_MS / 1000} s`, error);
    this.pump();
  }

  private dispatch(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref();
    task.timer = setTimeout(() => this.terminate(slot, task), this.cfg.timeoutMs + this.graceMs);
    const message = task.job.type === "merge" ? { type: "merge", id: task.id, parts: task.job.parts, data: task.job.data, limits: this.limits } : { type: "check", id: task.id, source: task.job.source };
    try {
      slot.worker.postMessage(message);
    } catch (error) {
      // The data cannot be copied to the worker (never the case for parsed JSON).
      this.finish(slot, task, { ok: false, failure: { kind: "internal", message: `The merge data could not be handed to a worker: ${(error as Error).message}` } });
      return;
    }
    this.onDispatch?.(task.job);
  }

  private finish(slot: Slot, task: Task, outcome: MergeOutcome): void {
    clearTimeout(task.timer);
    if (slot.task === task) slot.task = null;
    if (!slot.task && !slot.gone) slot.worker.unref();
    task.resolve(outcome);
    this.pump();
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "ready") {
      slot.ready = true;
      this.pump();
      if (!slot.task) slot.worker.unref();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    this.finish(slot, task, reply.ok ? { ok: true, html: reply.html } : { ok: false, failure: reply.failure });
  }

  /** The backstop: the merge outlived its time limit and the engine did not stop it. */
  private terminate(slot: Slot, task: Task): void {
    if (slot.task !== task) return;
    this.counters.too_slow++;
    this.remove(slot);
    void slot.worker.terminate().catch(() => {});
    this.finish(slot, task, {
      ok: false,
      failure: {
        kind: "limit",
        code: "merge_too_slow",
        message: `The template merge did not finish within ${this.cfg.timeoutMs} ms and was stopped (a template or loops too large to merge in time). Nothing was charged.`,
        limit: this.cfg.timeoutMs,
        where: null,
      },
    });
  }

  private remove(slot: Slot): void {
    slot.gone = true;
    this.slots = this.slots.filter((s) => s !== slot);
  }

  private onGone(slot: Slot, error?: Error): void {
    if (slot.gone) return;
    const wasReady = slot.ready;
    this.remove(slot);
    const task = slot.task;
    if (task) {
      const outOfMemory = (error as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      if (outOfMemory) this.counters.out_of_memory++;
      else console.error("html2pdf: a merge worker stopped during a merge", error);
      this.finish(slot, task, {
        ok: false,
        failure: outOfMemory
          ? {
              kind: "limit",
              code: "merge_out_of_memory",
              message: `The template merge needed more than the ${this.cfg.maxMemoryMb} MB a merge may use and was stopped (a template or data too large, or loops that build too much). Nothing was charged.`,
              limit: this.cfg.maxMemoryMb,
              where: null,
            }
          : { kind: "internal", message: `The merge worker stopped: ${error?.message ?? "exited"}` },
      });
      return;
    }
    if (!wasReady) this.startFailed(error ?? new Error("the merge worker exited before it was ready"));
    else this.pump();
  }

  /** Terminates the workers; merges waiting for one answer 503 (server shutdown, tests). */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.resolve({ ok: false, failure: { kind: "unavailable", message: "The renderer is shutting down. Retry." } });
    const slots = this.slots;
    this.slots = [];
    await Promise.all(
      slots.map((slot) => {
        slot.gone = true;
        if (slot.task) {
          clearTimeout(slot.task.timer);
          slot.task.resolve({ ok: false, failure: { kind: "unavailable", message: "The renderer is shutting down. Retry." } });
          slot.task = null;
        }
        return slot.worker.terminate().catch(() => 0);
      }),
    );
  }
}

const mergePoolSlot = processSlot<MergePool>("html2pdf.mergePool");

/** The process's merge pool (one per process, whichever bundled copy of this module asks first). */
export function mergePool(): MergePool {
  return mergePoolSlot.get() ?? mergePoolSlot.set(new MergePool());
}

/** Closes the process's merge pool; the next merge starts a new one (shutdown, tests). */
export async function closeMergePool(): Promise<void> {
  const pool = mergePoolSlot.get();
  mergePoolSlot.set(undefined);
  await pool?.close();
}
