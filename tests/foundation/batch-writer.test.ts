// The hot paths' batch writer (lib/concurrency/batch-writer.ts): what VECTOR events and short-link clicks
// rely on. Nothing is lost or reordered when a write fails, the buffer is bounded, and /metrics shows it.
import { describe, expect, it } from "vitest";
import { BatchWriter } from "@/lib/concurrency/batch-writer";
import { GET as metrics } from "@/app/metrics/route";
import { call } from "../helpers";

function writer(o: { batchSize?: number; maxBuffered?: number; fail?: () => boolean } = {}) {
  const written: number[][] = [];
  let writes = 0;
  const w = new BatchWriter<number>({
    name: `test_writer_${Math.random().toString(36).slice(2)}`,
    batchSize: () => o.batchSize ?? 3,
    intervalMs: () => 60_000, // only the size or an explicit flush writes in these tests
    maxBuffered: () => o.maxBuffered ?? 1000,
    write: async (batch) => {
      writes++;
      if (o.fail?.()) throw new Error("database down");
      written.push(batch);
    },
  });
  return { w, written, writes: () => writes };
}

describe("batch writer", () => {
  it("writes a batch as soon as batchSize items wait, and the rest on flush, in order", async () => {
    const { w, written } = writer({ batchSize: 3 });
    for (const n of [1, 2, 3, 4]) w.add(n);
    await w.flush();
    expect(written).toEqual([[1, 2, 3], [4]]);
    expect(w.stats()).toMatchObject({ buffered: 0, written: 4, dropped: 0, failures: 0 });
  });

  it("a failed write keeps its batch in front, in order, and a later flush writes everything once", async () => {
    let down = true;
    const { w, written } = writer({ batchSize: 10, fail: () => down });
    w.add(1);
    w.add(2);
    await expect(w.flush()).rejects.toThrow("database down");
    w.add(3);
    expect(w.stats()).toMatchObject({ buffered: 3, failures: 1, failing: 1 });
    expect(w.stats().oldest_ms).toBeGreaterThanOrEqual(0);
    down = false;
    await w.drain();
    expect(written).toEqual([[1, 2, 3]]);
    expect(w.stats()).toMatchObject({ buffered: 0, written: 3, failing: 0, failures: 1 });
    w.cancelTimer();
  });

  it("a batch being written still counts as unwritten, so a reader or a drain waits for it", async () => {
    let finish!: () => void;
    const written: number[][] = [];
    const w = new BatchWriter<number>({
      name: `test_writer_${Math.random().toString(36).slice(2)}`,
      batchSize: () => 10,
      intervalMs: () => 60_000,
      maxBuffered: () => 1000,
      write: (batch) => new Promise<void>((resolve) => (finish = () => (written.push(batch), resolve()))),
    });
    w.add(1);
    w.add(2);
    const flushing = w.flush();
    await expect.poll(() => typeof finish).toBe("function"); // the write has started: the batch left the queue
    expect(w.buffered).toBe(2);
    expect(w.some((n) => n === 2)).toBe(true);
    const joined = w.flush(); // a reader that sees something unwritten joins the write under way
    finish();
    await Promise.all([flushing, joined]);
    expect(written).toEqual([[1, 2]]);
    expect(w.buffered).toBe(0);
    expect(w.some((n) => n === 2)).toBe(false);
  });

  it("is bounded: beyond maxBuffered new items are refused and counted, never held", async () => {
    const { w, written } = writer({ batchSize: 100, maxBuffered: 2 });
    expect([w.add(1), w.add(2), w.add(3)]).toEqual([true, true, false]);
    expect(w.stats()).toMatchObject({ buffered: 2, dropped: 1 });
    await w.drain();
    expect(written).toEqual([[1, 2]]);
  });

  it("drain gives up after the attempts given, keeping what waits", async () => {
    const { w, writes } = writer({ fail: () => true });
    w.add(1);
    await expect(w.drain(2)).rejects.toThrow("database down");
    expect(writes()).toBe(2);
    expect(w.stats().buffered).toBe(1);
    w.cancelTimer();
  });

  it("shows in /metrics by writer", async () => {
    const { w } = writer({ batchSize: 100 });
    w.add(1);
    const text = await (await call(metrics, "/metrics")).text();
    const name = [...text.matchAll(/platform_batch_writer\{writer="(test_writer_[a-z0-9]+)",field="buffered"\} 1/g)].map((m) => m[1]);
    expect(name.length).toBeGreaterThanOrEqual(1);
    await w.drain();
  });
});
