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
import { processService } from "@/lib/process-state.mjs";
import { WorkerThreads, type WorkerSlot } from "@/lib/concurrency/worker-threads";

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
type Slot = WorkerSlot<Task>;
/** What a worker answers (besides `{ type: "ready" }`, handled by WorkerThreads). */
type WorkerReply = { type: "result"; id: number; ok: true; html: string[] } | { type: "result"; id: number; ok: false; failure: MergeFailure };

/** How long after a failed worker start merges run in process before a worker is tried again. */
const FALLBACK_MS = 30_000;

export type MergePoolOptions = {
  /** Time the engine gets to stop itself cleanly before the pool terminates the worker. */
  graceMs?: number;
  /** The engine's own deadline (default on). Off, only the pool's backstop stops a slow merge (tests). */
  softDeadline?: boolean;
};

export class MergePool {
  private queue: Task[] = [];
  private nextId = 1;
  private readonly counters = { merges: 0, in_process: 0, too_slow: 0, out_of_memory: 0, rejected_busy: 0 };
  private readonly threads = new WorkerThreads<Task, WorkerReply>({
    create: () => new Worker(new URL("./merge-worker.mjs", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: this.cfg.maxMemoryMb } }),
    max: () => this.cfg.workers,
    fallbackMs: FALLBACK_MS,
    startFailedLog: (s) => `html2pdf: a merge worker could not start; merging in process (bounded in output and time) for ${s} s`,
    onMessage: (slot, reply) => this.onReply(slot, reply),
    onGone: (slot, error) => this.onGone(slot, error),
    wake: () => this.pump(),
  });
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
      ...this.threads.stats(),
      queued: this.queue.length,
      ...this.counters,
    };
  }

  /** Runs a merge or a syntax check; never rejects (failures are outcomes). */
  run(job: MergeJob): Promise<MergeOutcome> {
    this.counters.merges++;
    if (this.threads.inProcess) return Promise.resolve(this.runInProcess(job));
    if (this.queue.length >= this.cfg.queueMax && !this.threads.hasIdle()) {
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
    this.threads.feed(
      this.queue,
      (slot, task) => this.dispatch(slot, task),
      (tasks) => tasks.forEach((task) => task.resolve(this.runInProcess(task.job))),
    );
  }

  private dispatch(slot: Slot, task: Task): void {
    this.threads.assign(slot, task);
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
    this.threads.release(slot, task);
    task.resolve(outcome);
    this.pump();
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    const task = slot.job;
    if (!task || task.id !== reply.id) return;
    this.finish(slot, task, reply.ok ? { ok: true, html: reply.html } : { ok: false, failure: reply.failure });
  }

  /** The backstop: the merge outlived its time limit and the engine did not stop it. */
  private terminate(slot: Slot, task: Task): void {
    if (slot.job !== task) return;
    this.counters.too_slow++;
    this.threads.kill(slot);
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

  private onGone(slot: Slot, error?: Error): void {
    if (slot.gone) return;
    const wasReady = slot.ready;
    this.threads.remove(slot);
    const task = slot.job;
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
    if (!wasReady) this.threads.startFailed(error ?? new Error("the merge worker exited before it was ready"));
    else this.pump();
  }

  /** Terminates the workers; merges waiting for one answer 503 (server shutdown, tests). */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.resolve({ ok: false, failure: { kind: "unavailable", message: "The renderer is shutting down. Retry." } });
    await this.threads.closeAll((task) => {
      clearTimeout(task.timer);
      task.resolve({ ok: false, failure: { kind: "unavailable", message: "The renderer is shutting down. Retry." } });
    });
  }
}

const service = processService("html2pdf.mergePool", () => new MergePool(), (pool) => pool.close());

/** The process's merge pool (one per process, whichever bundled copy of this module asks first). */
export const mergePool = service.get;

/** Closes the process's merge pool; the next merge starts a new one (shutdown, tests). */
export const closeMergePool = service.stop;
