// Worker threads that each do one job at a time, for a pool that queues jobs for them (html2pdf's template
// merges, pdf2json's PDF reads). What every such pool needs, kept here once: start workers as jobs wait
// (up to a maximum), find a ready idle one, hold a finished worker without keeping the process alive,
// forget one that is gone, and, when a worker cannot start (no memory for a new thread, a broken
// install), have the pool work in process for a while and say why.
import type { Worker } from "node:worker_threads";

export type WorkerSlot<J> = {
  worker: Worker;
  /** The worker said it is ready for jobs. */
  ready: boolean;
  job: J | null;
  /** Removed from the pool (exited, terminated or closed); late events from it are ignored. */
  gone: boolean;
  /** Why the worker could not start, as it reported before exiting. */
  startError?: string;
};

export type WorkerThreadsOptions<J, M> = {
  /**
   * Starts one worker. Written at the pool as `new Worker(new URL("./x-worker.mjs", import.meta.url), …)`:
   * the bundler recognises that shape there and bundles the worker with its imports.
   */
  create: () => Worker;
  /** How many workers at most. */
  max: () => number;
  /** How long the pool works in process after a worker failed to start, before it tries again. */
  fallbackMs: number;
  /** The log line of a failed start, given the fallback in seconds. */
  startFailedLog: (seconds: number) => string;
  /** Every message but the worker's `{ type: "ready" }`, which is handled here. */
  onMessage: (slot: WorkerSlot<J>, message: M) => void;
  onGone: (slot: WorkerSlot<J>, error?: Error) => void;
  /** A worker became ready, or could not start (jobs now run in process): the pool looks at its queue again. */
  wake: () => void;
};

export class WorkerThreads<J, M = unknown> {
  slots: WorkerSlot<J>[] = [];
  started = 0;
  failedToStart = 0;
  lastStartError: string | undefined;
  private fallbackUntil = 0;

  constructor(private readonly o: WorkerThreadsOptions<J, M>) {}

  /** Jobs run in process: the pool has no workers, or they failed to start recently. */
  get inProcess(): boolean {
    return this.o.max() === 0 || Date.now() < this.fallbackUntil;
  }

  /**
   * Hands waiting jobs (in order) to idle workers, starting workers as needed; while workers cannot be
   * used, hands every waiting job to `runInProcess` instead.
   */
  feed(queue: J[], dispatch: (slot: WorkerSlot<J>, job: J) => void, runInProcess: (jobs: J[]) => void): void {
    while (queue.length) {
      if (this.inProcess) return runInProcess(queue.splice(0));
      const slot = this.idle(queue.length);
      if (!slot) return;
      dispatch(slot, queue.shift()!);
    }
  }

  /** The workers' part of a pool's stats. */
  stats() {
    return {
      mode: this.inProcess ? ("in_process" as const) : ("workers" as const),
      workers: this.slots.length,
      busy: this.busy,
      workers_started: this.started,
      workers_failed_to_start: this.failedToStart,
      ...(this.lastStartError ? { last_start_error: this.lastStartError } : {}),
    };
  }

  get busy(): number {
    return this.slots.filter((s) => s.job).length;
  }

  hasIdle(): boolean {
    return this.slots.some((s) => s.ready && !s.job);
  }

  /**
   * A ready worker with no job. When there is none, starts one if the maximum allows and fewer are
   * starting than jobs wait, and answers null (the pool tries again when that one is ready).
   */
  idle(waiting: number): WorkerSlot<J> | null {
    const slot = this.slots.find((s) => s.ready && !s.job);
    if (slot) return slot;
    const starting = this.slots.filter((s) => !s.ready).length;
    if (this.slots.length < this.o.max() && starting < waiting) this.spawn();
    return null;
  }

  /** Gives a job to a worker (which now keeps the process alive until the job is released). */
  assign(slot: WorkerSlot<J>, job: J): void {
    slot.job = job;
    slot.worker.ref();
  }

  /** The job is over: the worker is idle again and no longer keeps the process alive. */
  release(slot: WorkerSlot<J>, job: J): void {
    if (slot.job === job) slot.job = null;
    if (!slot.job && !slot.gone) slot.worker.unref();
  }

  remove(slot: WorkerSlot<J>): void {
    slot.gone = true;
    this.slots = this.slots.filter((s) => s !== slot);
  }

  /** Removes a worker and stops it. */
  kill(slot: WorkerSlot<J>): void {
    this.remove(slot);
    void slot.worker.terminate().catch(() => {});
  }

  startFailed(error: unknown): void {
    this.failedToStart++;
    this.lastStartError = String((error as Error)?.message ?? error);
    this.fallbackUntil = Date.now() + this.o.fallbackMs;
    console.error(this.o.startFailedLog(this.o.fallbackMs / 1000), error);
    this.o.wake();
  }

  /** Shutdown: takes every worker out of the pool, hands each one's job to `abandon`, and stops them all. */
  async closeAll(abandon: (job: J) => void): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    for (const slot of slots) {
      slot.gone = true;
      if (slot.job) abandon(slot.job);
      slot.job = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate().catch(() => 0)));
  }

  private spawn(): void {
    let worker: Worker;
    try {
      worker = this.o.create();
    } catch (error) {
      this.startFailed(error);
      return;
    }
    this.started++;
    const slot: WorkerSlot<J> = { worker, ready: false, job: null, gone: false };
    this.slots.push(slot);
    worker.on("message", (message: M | { type: "ready" }) => {
      if ((message as { type?: string })?.type !== "ready") return this.o.onMessage(slot, message as M);
      slot.ready = true;
      this.o.wake();
      if (!slot.job) slot.worker.unref(); // an idle worker does not keep the process alive
    });
    worker.on("error", (error) => this.o.onGone(slot, error));
    worker.on("exit", () => this.o.onGone(slot));
  }
}
