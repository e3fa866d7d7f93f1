// The in-process intake buffer. /collect only appends here (no database round trip per request); batches
// are written by writeBatch() when `batchSize` events wait or `intervalMs` after the first one arrived.
// A failed write puts the batch back in front and retries with backoff, so an accepted event is only lost
// if the process dies without a clean stop (SIGKILL, power loss): at most what was still buffered.
// State lives in the process state (lib/process-state.mjs): Next bundles routes and instrumentation separately, and both must see it.
import { getDb } from "@/lib/db/client";
import { QUOTA_PER_HOUR, bufferSettings, hourOf } from "./config";
import { quotaKey, writeBatch, type BufferedEvent, type Counters } from "./flush";
import { walAppend, walCommitted, walEnabled, walInstanceId } from "./wal";
import { processSlot } from "@/lib/process-state.mjs";

type State = {
  events: BufferedEvent[];
  counters: Counters;
  /** Per site-hour: accepted in the database as of our last flush, plus what we hold. Intake drops early on it. */
  known: Map<string, { accepted: number; pending: number }>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
  failures: number;
  totals: { stored: number; dropped: number };
  onWebhooks?: () => void;
};

const bufferSlot = processSlot<State>("vector.eventBuffer");
const state = (): State =>
  (bufferSlot.get() ?? bufferSlot.set({ events: [], counters: new Map(), known: new Map(), timer: null, flushing: null, failures: 0, totals: { stored: 0, dropped: 0 } }));

function count(siteId: string, hour: Date, field: "dropped" | "bots", n = 1) {
  const s = state();
  const key = quotaKey(siteId, hour);
  const c = s.counters.get(key) ?? { siteId, hour, dropped: 0, bots: 0 };
  c[field] += n;
  s.counters.set(key, c);
  schedule();
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
  const settings = bufferSettings();
  if (k.accepted + k.pending >= QUOTA_PER_HOUR || s.events.length >= settings.maxBuffered) {
    count(event.siteId, hour, "dropped");
    return false;
  }
  k.pending++;
  s.known.set(key, k);
  if (walEnabled()) walAppend(event);
  s.events.push(event);
  if (s.events.length >= settings.batchSize) void flush().catch(() => {});
  else if (!s.timer) schedule(settings.intervalMs);
  return true;
}

function schedule(delay = bufferSettings().intervalMs) {
  const s = state();
  if (s.timer) return;
  s.timer = setTimeout(() => {
    s.timer = null;
    void flush().catch(() => {});
  }, delay);
  s.timer.unref?.();
}

/** Writes one batch (or waits for the one in progress). */
export async function flush(): Promise<void> {
  const s = state();
  if (s.flushing) return s.flushing;
  s.flushing = flushOnce().finally(() => {
    s.flushing = null;
  });
  return s.flushing;
}

async function flushOnce(): Promise<void> {
  const s = state();
  const { batchSize, intervalMs } = bufferSettings();
  if (!s.events.length && !s.counters.size) return;
  const batch = s.events.splice(0, batchSize);
  const counters = s.counters;
  s.counters = new Map();
  try {
    const db = await getDb();
    let maxSeq = 0;
    for (const ev of batch) if (ev.seq && ev.seq > maxSeq) maxSeq = ev.seq;
    const result = await writeBatch(db, batch, counters, undefined, maxSeq ? { instanceId: walInstanceId(), seq: maxSeq } : undefined);
    if (maxSeq) walCommitted(maxSeq);
    s.failures = 0;
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
    pruneKnown();
    if (result.webhooks) s.onWebhooks?.();
  } catch (error) {
    // Keep everything: the batch goes back in front, the counters are merged back.
    s.events.unshift(...batch);
    for (const [key, c] of counters) {
      const cur = s.counters.get(key);
      if (cur) {
        cur.dropped += c.dropped;
        cur.bots += c.bots;
      } else s.counters.set(key, c);
    }
    s.failures++;
    console.error(`vector: writing ${batch.length} events failed (attempt ${s.failures}); kept for retry`, error);
    schedule(Math.min(30_000, intervalMs * 2 ** Math.min(s.failures, 5)));
    throw error;
  }
  if (s.events.length >= batchSize) setImmediate(() => void flush().catch(() => {}));
  else if (s.events.length || s.counters.size) schedule();
}

function pruneKnown() {
  const s = state();
  const cutoff = hourOf(new Date()).getTime() - 3600_000;
  for (const [key, k] of s.known) {
    if (k.pending <= 0 && new Date(key.split("|")[1]).getTime() < cutoff) s.known.delete(key);
  }
}

/** Writes everything held now (a clean shutdown, tests). Gives up after `attempts` consecutive failures. */
export async function flushAll(attempts = 5): Promise<void> {
  const s = state();
  let failures = 0;
  while (s.events.length || s.counters.size || s.flushing) {
    try {
      await flush();
      failures = 0;
    } catch (error) {
      if (++failures >= attempts) {
        console.error(`vector: ${s.events.length} buffered events could not be written`, error);
        throw error;
      }
      await new Promise((r) => setTimeout(r, 200 * failures));
    }
  }
}

export function bufferStats() {
  const s = state();
  return { buffered: s.events.length, ...s.totals };
}

export function onWebhooksQueued(fn: () => void): void {
  state().onWebhooks = fn;
}

/** Tests: forget what this process knows about quota rows. */
export function resetBufferForTests(): void {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  bufferSlot.set(undefined);
}
