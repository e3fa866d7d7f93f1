// The in-process intake buffer. /collect only appends here (no database round trip per request); the
// process's batch writer for events (lib/concurrency/batch-writer.ts) writes them with writeBatch() when
// `batchSize` events wait or `intervalMs` after the first one arrived. A failed write puts the batch back in
// front and retries with backoff, and the write-ahead log (wal.ts) keeps every accepted event on disk until
// its batch is stored, so an accepted event survives a crash too.
// State lives in the process state (lib/process-state.mjs): Next bundles routes and instrumentation separately, and both must see it.
import { getDb } from "@/lib/db/client";
import { QUOTA_PER_HOUR, bufferSettings, hourOf } from "./config";
import { quotaKey, writeBatch, type BufferedEvent, type Counters } from "./flush";
import { walAppend, walCommitted, walEnabled, walInstanceId } from "./wal";
import { processSlot } from "@/lib/process-state.mjs";
import { BatchWriter } from "@/lib/concurrency/batch-writer";

type State = {
  /** The events waiting, written in batches (lib/concurrency/batch-writer.ts). */
  writer: BatchWriter<BufferedEvent>;
  /** Dropped and bot counts per site-hour, written with the next batch (with or without events). */
  counters: Counters;
  /** Per site-hour: accepted in the database as of our last flush, plus what we hold. Intake drops early on it. */
  known: Map<string, { accepted: number; pending: number }>;
  totals: { stored: number; dropped: number };
  onWebhooks?: () => void;
};

const bufferSlot = processSlot<State>("vector.eventBuffer");
const state = (): State => bufferSlot.get() ?? bufferSlot.set(freshState());

function freshState(): State {
  const settings = bufferSettings(); // the env as it is when the buffer is made (tests reset the buffer to change it)
  const s: State = {
    writer: new BatchWriter<BufferedEvent>({
      name: "vector_events",
      batchSize: () => settings.batchSize,
      intervalMs: () => settings.intervalMs,
      maxBuffered: () => settings.maxBuffered,
      write: (batch) => writeEvents(s, batch),
      pendingWork: () => s.counters.size > 0,
    }),
    counters: new Map(),
    known: new Map(),
    totals: { stored: 0, dropped: 0 },
  };
  return s;
}

function count(siteId: string, hour: Date, field: "dropped" | "bots", n = 1) {
  const s = state();
  const key = quotaKey(siteId, hour);
  const c = s.counters.get(key) ?? { siteId, hour, dropped: 0, bots: 0 };
  c[field] += n;
  s.counters.set(key, c);
  s.writer.poke();
}

export function countBot(siteId: string, at: Date): void {
  count(siteId, hourOf(at), "bots");
}

/** Takes an event in, or drops and counts it when the site's hourly quota is already used up. */
export function enqueue(event: BufferedEvent): boolean {
  const s = state();
  const hour = hourOf(event.receivedAt);
  const key = quotaKey(event.siteId, hour);
  const k = s.known.get(key) ?? { accepted: 0, pending: 0 };
  if (k.accepted + k.pending >= QUOTA_PER_HOUR || s.writer.full) {
    count(event.siteId, hour, "dropped");
    return false;
  }
  k.pending++;
  s.known.set(key, k);
  if (walEnabled()) walAppend(event);
  s.writer.add(event);
  return true;
}

/** Writes what waits now (or waits for the flush in progress). Rejects when the write fails (kept for retry). */
export function flush(): Promise<void> {
  return state().writer.flush();
}

/** One batch with the counters gathered so far, in one transaction (flush.ts), and what it tells the intake. */
async function writeEvents(s: State, batch: BufferedEvent[]): Promise<void> {
  const counters = s.counters;
  s.counters = new Map();
  try {
    const db = await getDb();
    let maxSeq = 0;
    for (const ev of batch) if (ev.seq && ev.seq > maxSeq) maxSeq = ev.seq;
    const result = await writeBatch(db, batch, counters, undefined, maxSeq ? { instanceId: walInstanceId(), seq: maxSeq } : undefined);
    if (maxSeq) walCommitted(maxSeq);
    s.totals.stored += result.stored;
    s.totals.dropped += result.dropped;
    for (const ev of batch) {
      const k = s.known.get(quotaKey(ev.siteId, hourOf(ev.receivedAt)));
      if (k) k.pending--;
    }
    for (const [key, accepted] of result.accepted) {
      const k = s.known.get(key) ?? { accepted: 0, pending: 0 };
      k.accepted = accepted;
      s.known.set(key, k);
    }
    pruneKnown(s);
    if (result.webhooks) s.onWebhooks?.();
  } catch (error) {
    // Keep everything: the writer puts the batch back in front; the counters are merged back.
    for (const [key, c] of counters) {
      const cur = s.counters.get(key);
      if (cur) {
        cur.dropped += c.dropped;
        cur.bots += c.bots;
      } else s.counters.set(key, c);
    }
    throw error;
  }
}

function pruneKnown(s: State) {
  const cutoff = hourOf(new Date()).getTime() - 3600_000;
  for (const [key, k] of s.known) {
    if (k.pending <= 0 && new Date(key.split("|")[1]).getTime() < cutoff) s.known.delete(key);
  }
}

/** Writes everything held now (a clean shutdown, tests). Gives up after `attempts` consecutive failures. */
export function flushAll(attempts = 5): Promise<void> {
  return state().writer.drain(attempts);
}

export function bufferStats() {
  const s = state();
  return { buffered: s.writer.buffered, ...s.totals };
}

export function onWebhooksQueued(fn: () => void): void {
  state().onWebhooks = fn;
}

/** Tests: forget what this process knows about quota rows. */
export function resetBufferForTests(): void {
  state().writer.cancelTimer();
  bufferSlot.set(undefined);
}
