// The fair queue (lib/concurrency/fair-queue.ts: the renderer and the pdf2json read pool admit work through
// it), driven event by event: which job starts when, in which order, is decided by enqueue/release/cancel
// alone (no timers, no sleeps).
import { describe, expect, it } from "vitest";
import { FairQueue, FairQueueFull, type FairEntry } from "@/lib/concurrency/fair-queue";

/** A queue that logs starts ("a1") and evictions ("evicted a3") in the order they happen. */
function harness(opts: { capacity: number; maxWaiting?: number; burst?: number }) {
  const q = new FairQueue<string>({ maxWaiting: 100, ...opts });
  const log: string[] = [];
  const entries = new Map<string, FairEntry<string>>();
  const add = (name: string) => {
    const key = name.replace(/\d+$/, "");
    entries.set(name, q.enqueue(key, () => log.push(name), () => log.push(`evicted ${name}`)));
  };
  const done = (name: string) => q.release(entries.get(name)!);
  const take = () => log.splice(0);
  return { q, add, done, take, entries };
}

describe("fair queue", () => {
  it("a key alone uses every slot, FIFO", () => {
    const h = harness({ capacity: 3 });
    for (let i = 1; i <= 5; i++) h.add(`a${i}`);
    expect(h.take()).toEqual(["a1", "a2", "a3"]);
    h.done("a2");
    expect(h.take()).toEqual(["a4"]);
    h.done("a1");
    expect(h.take()).toEqual(["a5"]);
    expect(h.q.stats()).toMatchObject({ running: 3, waiting: 0 });
  });

  it("hands free slots round robin across the keys with jobs waiting", () => {
    const h = harness({ capacity: 1, burst: 0 });
    h.add("a1");
    for (let i = 2; i <= 5; i++) h.add(`a${i}`);
    h.add("b1");
    h.add("b2");
    h.add("c1");
    expect(h.take()).toEqual(["a1"]);
    const order: string[] = [];
    let running = "a1";
    for (let i = 0; i < 7; i++) {
      h.done(running);
      [running] = h.take();
      order.push(running);
    }
    // a flooded the queue first, yet b and c are served in turn, not after all of a's jobs.
    expect(order).toEqual(["b1", "c1", "a2", "b2", "a3", "a4", "a5"]);
  });

  it("caps a key at its share while others are active, and gives it everything again once alone", () => {
    const h = harness({ capacity: 4, burst: 0 });
    for (let i = 1; i <= 8; i++) h.add(`a${i}`);
    expect(h.take()).toEqual(["a1", "a2", "a3", "a4"]);
    h.add("b1");
    h.add("b2");
    h.add("b3");
    expect(h.take()).toEqual([]); // no free slot, and no overdraft allowed here
    h.done("a1");
    expect(h.take()).toEqual(["b1"]);
    h.done("a2");
    expect(h.take()).toEqual(["b2"]); // a is over its share (ceil(4/2) = 2) while b is active
    h.done("a3");
    expect(h.take()).toEqual(["a5"]); // a is back under its share; b is at it
    h.done("b1");
    expect(h.take()).toEqual(["b3"]);
    h.done("b2");
    expect(h.take()).toEqual([]); // b has nothing waiting but is still active: a stays at its share of 2
    h.done("b3");
    expect(h.take()).toEqual(["a6", "a7"]); // alone again: every slot
    expect(h.q.runningOf("a")).toBe(4);
  });

  it("a key with nothing running starts at once on an overdraft slot when a key past its share holds every slot", () => {
    const h = harness({ capacity: 2, burst: 1 });
    for (let i = 1; i <= 6; i++) h.add(`a${i}`);
    expect(h.take()).toEqual(["a1", "a2"]);
    h.add("b1");
    expect(h.take()).toEqual(["b1"]);
    expect(h.entries.get("b1")!.overdraft).toBe(true);
    h.add("c1");
    expect(h.take()).toEqual([]); // the one overdraft slot is taken: c waits for the next free slot
    h.add("b2");
    expect(h.take()).toEqual([]); // b already runs one
    h.done("a1");
    expect(h.take()).toEqual([]); // 3 running on 2 slots: nothing starts until back under capacity
    h.done("a2");
    expect(h.take()).toEqual(["c1"]); // c before b (b was served last) and before a (past its share)
    h.done("b1");
    expect(h.take()).toEqual(["a3"]); // a was served longer ago than b
    h.done("c1");
    expect(h.take()).toEqual(["b2"]);
    expect(h.q.stats()).toMatchObject({ overdrafts: 1, running: 2 });
  });

  it("no overdraft when nobody is past its share: a newcomer waits its turn", () => {
    const h = harness({ capacity: 2, burst: 1 });
    h.add("a1");
    h.add("b1");
    h.add("c1");
    expect(h.take()).toEqual(["a1", "b1"]);
    h.done("b1");
    expect(h.take()).toEqual(["c1"]);
  });

  it("a full waiting room pushes out the busiest key's newest job for a less busy key, and refuses the busiest", () => {
    const h = harness({ capacity: 1, maxWaiting: 3, burst: 0 });
    h.add("a1");
    h.add("a2");
    h.add("a3");
    h.add("a4");
    expect(h.take()).toEqual(["a1"]);
    expect(() => h.add("a5")).toThrow(FairQueueFull);
    h.add("b1");
    expect(h.take()).toEqual(["evicted a4"]);
    expect(h.q.waitingOf("a")).toBe(2);
    h.add("c1");
    expect(h.take()).toEqual(["evicted a3"]);
    expect(() => h.add("c2")).toThrow(FairQueueFull); // a, b and c wait one each now: nobody is busier
    h.done("a1");
    expect(h.take()).toEqual(["b1"]);
    expect(h.q.stats()).toMatchObject({ evicted: 2, refused: 2, waiting: 2 });
  });

  it("with no waiting room, a job that cannot start at once is refused", () => {
    const h = harness({ capacity: 1, maxWaiting: 0, burst: 0 });
    h.add("a1");
    expect(() => h.add("a2")).toThrow(FairQueueFull);
    expect(() => h.add("b1")).toThrow(FairQueueFull);
    expect(h.q.stats()).toMatchObject({ running: 1, waiting: 0 });
  });

  it("a cancelled job never starts, and cancelling can lift another key's share", () => {
    const h = harness({ capacity: 2, burst: 0 });
    h.add("a1");
    h.add("a2");
    h.add("a3");
    h.add("b1");
    expect(h.take()).toEqual(["a1", "a2"]);
    h.done("a1");
    expect(h.take()).toEqual(["b1"]);
    h.add("b2");
    h.done("a2");
    // a runs nothing and is under its share: a3 starts before b2 (b was served last).
    expect(h.take()).toEqual(["a3"]);
    expect(h.q.cancel(h.entries.get("b2")!)).toBe(true);
    expect(h.q.cancel(h.entries.get("b2")!)).toBe(false);
    h.done("b1");
    expect(h.take()).toEqual([]);
    expect(h.q.stats()).toMatchObject({ running: 1, waiting: 0, keys_active: 1 });
    // With b gone a may use both slots again.
    h.add("a4");
    expect(h.take()).toEqual(["a4"]);
  });

  it("drain takes out every waiting job, releasing twice is harmless", () => {
    const h = harness({ capacity: 1 });
    h.add("a1");
    h.add("a2");
    h.add("b1");
    h.take();
    expect(h.q.drain().map((e) => e.id)).toHaveLength(2);
    h.done("a1");
    h.done("a1");
    expect(h.take()).toEqual([]);
    expect(h.q.stats()).toMatchObject({ running: 0, waiting: 0, keys_active: 0 });
  });

  it("keeps a flooding key to its share over a long run: the other key's jobs never wait behind more than one of its own turns", () => {
    const h = harness({ capacity: 2, burst: 1 });
    for (let i = 1; i <= 50; i++) h.add(`a${i}`);
    h.take();
    const running = new Set(["a1", "a2"]);
    let nextB = 1;
    let bWaitedTurns = 0;
    // b sends one job at a time; a's jobs finish one by one, oldest first.
    for (let round = 0; round < 20; round++) {
      const b = `b${nextB++}`;
      h.add(b);
      let started = h.take();
      let turns = 0;
      while (!started.includes(b)) {
        const oldestA = [...running].find((n) => n.startsWith("a"))!;
        running.delete(oldestA);
        h.done(oldestA);
        started = h.take();
        started.forEach((n) => running.add(n));
        turns++;
      }
      started.forEach((n) => running.add(n));
      bWaitedTurns = Math.max(bWaitedTurns, turns);
      running.delete(b);
      h.done(b);
      h.take().forEach((n) => running.add(n));
      expect(h.q.runningOf("a")).toBeLessThanOrEqual(2);
    }
    expect(bWaitedTurns).toBe(0); // always straight in: a free slot or the overdraft
  });
});
