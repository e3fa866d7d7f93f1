// A fair queue of jobs by key (organisations: the html2pdf renderer and the pdf2json read pool admit work
// through it): at most `capacity` jobs run at once, waiting jobs are kept FIFO per key, and free slots go
// round robin across the keys that have jobs waiting (to the key served least recently; a key that has just
// become active first), so one key flooding the queue with slow jobs cannot lock the others out (docs/html2pdf.md, "Fair sharing").
//
//  - Share. A key alone may use every slot. While other keys are active (running or waiting), a key is given
//    a new slot only while it runs fewer than its share, ceil(capacity / active keys); a slot a key past its
//    share would have taken stays free for the others. Jobs are not preempted, so a key that took every
//    slot while alone keeps them until its jobs end; it gets no new one until it is back under its share.
//  - Overdraft. A job of a key with nothing running, arriving while every slot is taken and some other key
//    runs more than its share, starts at once on one of `burst` extra slots instead of waiting behind
//    someone else's slow jobs (bounded: at most capacity + burst run at once).
//  - Waiting room. At most `maxWaiting` jobs wait. When it is full, a newcomer of a key with fewer jobs
//    waiting than the key with the most pushes out that key's newest waiting job (evicted); otherwise the
//    newcomer is refused. A flooding key thus fills the waiting room only with what nobody else needs.
//
// Everything happens synchronously inside enqueue/release/cancel (a grant calls the entry's onStart before
// the call returns), so behaviour is decided by events alone, never by timers: the unit tests drive it
// event by event.

export type FairQueueOptions = {
  /** Jobs running at once in the normal case. */
  capacity: number;
  /** Jobs that may wait (0: none; a job that cannot start at once is refused). */
  maxWaiting: number;
  /** Extra slots for a key with nothing running while others hold more than their share (default 1). */
  burst?: number;
};

export type FairEntry<K> = {
  readonly key: K;
  readonly id: number;
  state: "waiting" | "running" | "done" | "cancelled" | "evicted";
  /** Started on an overdraft slot (above capacity). */
  overdraft: boolean;
};

type Callbacks = { onStart: () => void; onEvict: () => void };
type Waiting<K> = FairEntry<K> & Callbacks;

export class FairQueueFull extends Error {
  constructor(readonly running: number, readonly waiting: number) {
    super(`${running} running, ${waiting} waiting`);
  }
}

export type FairQueueStats = { running: number; waiting: number; keys_active: number; overdrafts: number; evicted: number; refused: number };

export class FairQueue<K> {
  private readonly waitingByKey = new Map<K, Waiting<K>[]>();
  private readonly runningByKey = new Map<K, number>();
  /** Keys with waiting jobs, in the order they started waiting. */
  private order: K[] = [];
  /**
   * When each active key was last given a slot (a sequence number). The next slot goes to the eligible key
   * served least recently, a key that has just become active first: for keys that keep jobs waiting this is
   * round robin, and a key that sends one job at a time never queues behind a flood. Forgotten when the key
   * has nothing running or waiting.
   */
  private readonly lastServed = new Map<K, number>();
  private serveSeq = 0;
  private runningTotal = 0;
  private waitingTotal = 0;
  private nextId = 1;
  private readonly counters = { overdrafts: 0, evicted: 0, refused: 0 };

  constructor(private readonly opts: FairQueueOptions) {}

  get running(): number {
    return this.runningTotal;
  }

  get waiting(): number {
    return this.waitingTotal;
  }

  runningOf(key: K): number {
    return this.runningByKey.get(key) ?? 0;
  }

  waitingOf(key: K): number {
    return this.waitingByKey.get(key)?.length ?? 0;
  }

  /** Keys with a job running or waiting. */
  activeKeys(): number {
    const keys = new Set<K>(this.order);
    for (const [k, n] of this.runningByKey) if (n > 0) keys.add(k);
    return keys.size;
  }

  /** Slots a key may hold while `active` keys (itself included) are active. */
  share(active = this.activeKeys()): number {
    return Math.max(1, Math.ceil(this.opts.capacity / Math.max(1, active)));
  }

  stats(): FairQueueStats {
    return { running: this.runningTotal, waiting: this.waitingTotal, keys_active: this.activeKeys(), ...this.counters };
  }

  /**
   * Adds a job of `key`. If it may start now, `onStart` is called before this returns; otherwise it waits
   * and `onStart` is called when its turn comes, or `onEvict` if a newcomer of a less busy key pushes it out
   * of a full waiting room. Throws FairQueueFull when it can neither start nor wait.
   */
  enqueue(key: K, onStart: () => void, onEvict: () => void = () => {}): FairEntry<K> {
    const entry: Waiting<K> = { key, id: this.nextId++, state: "waiting", overdraft: false, onStart, onEvict };
    this.push(entry);
    this.dispatch();
    if (entry.state === "waiting" && this.waitingTotal > this.opts.maxWaiting) {
      // It could not start and the waiting room is over-full: push out the busiest key's newest job, or
      // refuse this one when its own key is the busiest.
      const victim = this.busiestKey();
      if (victim !== undefined && victim !== key && this.waitingOf(victim) > this.waitingOf(key)) {
        const queue = this.waitingByKey.get(victim)!;
        const evicted = queue.pop()!;
        this.removeWaiting(evicted, "evicted");
        this.counters.evicted++;
        evicted.onEvict();
      } else {
        this.removeWaiting(entry, "cancelled");
        this.counters.refused++;
        throw new FairQueueFull(this.runningTotal, this.waitingTotal);
      }
    }
    return entry;
  }

  /** A running job finished: its slot goes to the next job in turn. */
  release(entry: FairEntry<K>): void {
    if (entry.state !== "running") return;
    entry.state = "done";
    this.runningTotal--;
    const n = this.runningOf(entry.key) - 1;
    if (n > 0) this.runningByKey.set(entry.key, n);
    else this.runningByKey.delete(entry.key);
    this.forgetIfIdle(entry.key);
    this.dispatch();
  }

  /** A waiting job gave up (timed out, or its caller went away). Answers whether it was still waiting. */
  cancel(entry: FairEntry<K>): boolean {
    if (entry.state !== "waiting") return false;
    const queue = this.waitingByKey.get(entry.key);
    const i = queue?.indexOf(entry as Waiting<K>) ?? -1;
    if (i < 0) return false;
    queue!.splice(i, 1);
    this.removeWaiting(entry as Waiting<K>, "cancelled", false);
    // Fewer active keys can raise the others' share.
    this.dispatch();
    return true;
  }

  /** Takes every waiting job out (shutdown); the caller refuses them. */
  drain(): FairEntry<K>[] {
    const all = [...this.waitingByKey.values()].flat();
    for (const e of all) e.state = "cancelled";
    this.waitingByKey.clear();
    this.order = [];
    this.waitingTotal = 0;
    return all;
  }

  private push(entry: Waiting<K>) {
    let queue = this.waitingByKey.get(entry.key);
    if (!queue) {
      queue = [];
      this.waitingByKey.set(entry.key, queue);
    }
    queue.push(entry);
    if (queue.length === 1) this.order.push(entry.key);
    this.waitingTotal++;
  }

  /** Takes a waiting entry's count out (the entry itself is already off its queue unless `splice`). */
  private removeWaiting(entry: Waiting<K>, state: FairEntry<K>["state"], splice = true) {
    const queue = this.waitingByKey.get(entry.key);
    if (splice && queue) {
      const i = queue.indexOf(entry);
      if (i >= 0) queue.splice(i, 1);
    }
    entry.state = state;
    this.waitingTotal--;
    if (queue && queue.length === 0) {
      this.waitingByKey.delete(entry.key);
      this.order = this.order.filter((k) => k !== entry.key);
    }
    this.forgetIfIdle(entry.key);
  }

  private forgetIfIdle(key: K) {
    if (!this.runningByKey.has(key) && !this.waitingByKey.has(key)) this.lastServed.delete(key);
  }

  /** The first key of `keys` (in waiting order) served least recently. */
  private leastRecentlyServed(keys: K[]): K | undefined {
    let best: K | undefined;
    let bestSeq = Infinity;
    for (const k of keys) {
      const seq = this.lastServed.get(k) ?? -1;
      if (seq < bestSeq) [best, bestSeq] = [k, seq];
    }
    return best;
  }

  private busiestKey(): K | undefined {
    let best: K | undefined;
    let most = 0;
    for (const [k, q] of this.waitingByKey) if (q.length > most) [best, most] = [k, q.length];
    return best;
  }

  /** Starts waiting jobs while a rule lets one start. */
  private dispatch() {
    for (;;) {
      const pick = this.pick();
      if (!pick) return;
      const queue = this.waitingByKey.get(pick.key)!;
      const entry = queue.shift()!;
      this.waitingTotal--;
      if (!queue.length) {
        this.waitingByKey.delete(pick.key);
        this.order = this.order.filter((k) => k !== pick.key);
      }
      this.lastServed.set(pick.key, this.serveSeq++);
      entry.state = "running";
      entry.overdraft = pick.overdraft;
      if (pick.overdraft) this.counters.overdrafts++;
      this.runningTotal++;
      this.runningByKey.set(pick.key, this.runningOf(pick.key) + 1);
      entry.onStart();
    }
  }

  private pick(): { key: K; overdraft: boolean } | undefined {
    if (this.waitingTotal === 0) return undefined;
    const active = this.activeKeys();
    const share = this.share(active);
    if (this.runningTotal < this.opts.capacity) {
      const key = this.leastRecentlyServed(this.order.filter((k) => this.runningOf(k) < share));
      return key === undefined ? undefined : { key, overdraft: false };
    }
    if (this.runningTotal < this.opts.capacity + (this.opts.burst ?? 1)) {
      const someoneOver = [...this.runningByKey.values()].some((n) => n > share);
      if (!someoneOver) return undefined;
      const key = this.leastRecentlyServed(this.order.filter((k) => this.runningOf(k) === 0));
      return key === undefined ? undefined : { key, overdraft: true };
    }
    return undefined;
  }
}
