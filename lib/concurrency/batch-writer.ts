// One batch writer for the hot paths' database writes (VECTOR events, short-link clicks, billing's usage
// records): a request only appends to an in-memory buffer, and batches are written when `batchSize` items
// wait or `intervalMs` after the first one arrived. A failed write keeps its batch (in front, in order) and is retried with backoff;
// the buffer is bounded (`maxBuffered`: beyond it new items are refused and counted as dropped), and the
// owner's job stop drains it. Its figures (buffered, written, dropped, failures, the age of the oldest item
// waiting) are listed for /metrics by name.
import { processState } from "@/lib/process-state.mjs";

export type BatchWriterOptions<T> = {
  /** For logs and metrics: "vector_events", "shortlink_clicks". */
  name: string;
  batchSize: () => number;
  intervalMs: () => number;
  maxBuffered: () => number;
  /** Writes one batch; throws to have it kept and retried. */
  write: (batch: T[]) => Promise<void>;
  /** Other work a flush must do even when no item waits (counters written with the batches). */
  pendingWork?: () => boolean;
  /** The longest wait between retries after failures (the wait doubles from `intervalMs`). */
  maxBackoffMs?: number;
  /** Called as a flush starts (before its first batch); what it answers is called once the flush has written everything it took. */
  onFlush?: () => () => void;
};

export type BatchWriterStats = { buffered: number; written: number; dropped: number; failures: number; failing: number; oldest_ms: number };

/** Every writer of this process, by name (for /metrics). */
export const batchWriters = () => processState("concurrency.batchWriters", () => new Map<string, BatchWriter<unknown>>());

export class BatchWriter<T> {
  private items: T[] = [];
  /** When each waiting item arrived (for the lag figure), in step with `items`. */
  private arrived: number[] = [];
  /** The batch being written now: still unwritten, so counted and searched with the waiting items. */
  private writing: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private failing = 0;
  private readonly totals = { written: 0, dropped: 0, failures: 0 };

  constructor(private readonly o: BatchWriterOptions<T>) {
    batchWriters().set(o.name, this as BatchWriter<unknown>);
  }

  /** Takes an item in; false (counted as dropped) when the buffer is full. */
  add(item: T): boolean {
    if (this.full) {
      this.totals.dropped++;
      return false;
    }
    this.items.push(item);
    this.arrived.push(Date.now());
    if (this.items.length >= this.o.batchSize()) void this.flush().catch(() => {});
    else this.schedule(this.o.intervalMs());
    return true;
  }

  /** Asks for a flush of the owner's other work (pendingWork) on the usual schedule. */
  poke(): void {
    this.schedule(this.o.intervalMs());
  }

  /** Items not yet written: waiting, or in the batch being written now (a drain or a reader must wait for those too). */
  get buffered(): number {
    return this.items.length + this.writing.length;
  }

  /** An add now would be refused (an owner that counts its own drops checks this first). */
  get full(): boolean {
    return this.items.length >= this.o.maxBuffered();
  }

  /** Whether an unwritten item matches (is anything of this organisation's still unwritten?). */
  some(match: (item: T) => boolean): boolean {
    return this.writing.some(match) || this.items.some(match);
  }

  /** Writes everything waiting, batch after batch; concurrent callers share one flush. Rejects when a write fails (its batch is kept). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (!this.items.length && !this.o.pendingWork?.()) return Promise.resolve();
    const run = this.writeAll().finally(() => {
      if (this.flushing === run) this.flushing = null;
    });
    this.flushing = run;
    return run;
  }

  /** Writes everything, including what arrives meanwhile (a clean shutdown, tests); gives up after `attempts` failed flushes in a row. */
  async drain(attempts = 5): Promise<void> {
    this.cancelTimer();
    let failed = 0;
    while (this.items.length || this.flushing || this.o.pendingWork?.()) {
      try {
        await (this.flushing ?? this.flush());
        failed = 0;
      } catch (error) {
        if (++failed >= attempts) {
          console.error(`${this.o.name}: ${this.items.length} waiting items could not be written`, error);
          throw error;
        }
        await new Promise((r) => setTimeout(r, 200 * failed));
      }
    }
  }

  stats(): BatchWriterStats {
    return { buffered: this.buffered, ...this.totals, failing: this.failing, oldest_ms: this.arrived.length ? Date.now() - this.arrived[0] : 0 };
  }

  /** Stops the timer (the owner drains first when it must keep what waits). */
  cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async writeAll(): Promise<void> {
    await null; // the caller stores this flush before it can finish
    const done = this.o.onFlush?.();
    do {
      const size = this.o.batchSize();
      const batch = this.items.splice(0, size);
      const arrived = this.arrived.splice(0, batch.length);
      this.writing = batch;
      try {
        await this.o.write(batch);
      } catch (error) {
        this.items.unshift(...batch);
        this.arrived.unshift(...arrived);
        this.failing++;
        this.totals.failures++;
        console.error(`${this.o.name}: writing ${batch.length} failed (attempt ${this.failing}); kept for retry`, error);
        this.schedule(Math.min(this.o.maxBackoffMs ?? 30_000, this.o.intervalMs() * 2 ** Math.min(this.failing, 5)));
        throw error;
      } finally {
        this.writing = [];
      }
      this.failing = 0;
      this.totals.written += batch.length;
    } while (this.items.length);
    done?.();
    if (this.o.pendingWork?.()) this.schedule(this.o.intervalMs());
  }

  private schedule(delay: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(() => {});
    }, delay);
    this.timer.unref?.();
  }
}
