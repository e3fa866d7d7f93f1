// Requests per minute per organisation key on pdf2json and html2pdf (orgKeyRoute, lib/api/handler.ts).
//
// html2pdf's render is benchmarked (docs/html2pdf.md), so the decision costs no database statement: each
// process counts an organisation's requests in the current minute in memory and decides from
//   (requests the other processes reported for this minute) + (its own requests this minute) < limit.
// It reconciles with the others through the shared rate_limit table (row "api:<org>:<minute>"): one batched
// INSERT … ON CONFLICT DO UPDATE SET count = count + n … RETURNING count adds what it served since the
// last reconciliation and reads the total back. That runs every API_RATE_LIMIT_SYNC_MS (1 s) while there
// is something to add, and at once (in the background, never in the request) when the requests served
// since the last one reach a quarter of what is left of the budget, so near the limit processes
// reconcile often.
//
// Trade-off (docs/design/abuse-limits.md): one process is exact; N processes may together overshoot by
// what each serves between two reconciliations (at most about a quarter of the remaining budget each, plus
// requests in flight during one round trip). If the database cannot be reached each process still enforces
// the limit on its own requests. Windows are fixed UTC minutes.
import { getSql } from "@/lib/db/client";
import { numberEnv } from "@/lib/env";
import { rateLimitNow } from "./rate-limit";
import { processState } from "@/lib/process-state.mjs";

const MINUTE_MS = 60_000;

/** API_RATE_LIMIT_PER_MINUTE (600): the limit of an organisation without one of its own. 0: unlimited. */
export const defaultApiRateLimit = () => numberEnv("API_RATE_LIMIT_PER_MINUTE", 600, 0);
const syncEveryMs = () => numberEnv("API_RATE_LIMIT_SYNC_MS", 1000, 10);

/** The organisation's own limit (a column) or the default. */
export function effectiveApiRateLimit(own: number | null | undefined): number {
  return own === null || own === undefined ? defaultApiRateLimit() : Math.max(0, own);
}

type Counter = {
  organisationId: string;
  minute: number;
  /** A reconciliation was asked for at this minute's first request here. */
  asked: boolean;
  /** This process's requests this minute already added to the shared row. */
  synced: number;
  /** Being added by a reconciliation in flight. */
  sending: number;
  /** Served here, not yet added. */
  unsynced: number;
  /** The shared total minus this process's part, as of the last reconciliation. */
  others: number;
  limit: number;
};

type State = {
  counters: Map<string, Counter>;
  timer?: NodeJS.Timeout;
  /** The reconciliation in flight. */
  syncing?: Promise<void>;
  /** Another one was asked for meanwhile (many asks collapse into one). */
  again: boolean;
  /** After a failed reconciliation, none before this time (ms) but the timer's. */
  retryAt: number;
};
const state = processState<State>("api.rateLimit", () => ({ counters: new Map(), again: false, retryAt: 0 }));

export type ApiRateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number };

/** Counts one request of the organisation, or refuses it. Synchronous and in memory. */
export function takeApiRequest(organisationId: string, limit: number): ApiRateVerdict {
  if (!(limit > 0)) return { allowed: true };
  const now = rateLimitNow();
  const minute = Math.floor(now / MINUTE_MS);
  let c = state.counters.get(organisationId);
  if (!c || c.minute !== minute) {
    c = { organisationId, minute, asked: false, synced: 0, sending: 0, unsynced: 0, others: 0, limit };
    state.counters.set(organisationId, c);
  }
  c.limit = limit;
  const mine = c.synced + c.sending + c.unsynced;
  if (c.others + mine >= limit) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000)), limit };
  }
  c.unsynced++;
  const left = limit - c.others - mine - 1;
  // Reconcile at once on this minute's first request here (the others may have used the budget already)
  // and whenever a quarter of what is left has been served since the last reconciliation.
  if (!c.asked || c.unsynced >= Math.max(1, Math.floor(left / 4))) {
    c.asked = true;
    requestSync(now);
  } else ensureTimer();
  return { allowed: true };
}

function ensureTimer() {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    state.retryAt = 0;
    requestSync(rateLimitNow());
  }, syncEveryMs());
  state.timer.unref();
}

/** Starts a reconciliation in the background, or notes that another is wanted after the one in flight. */
function requestSync(now: number): void {
  if (now < state.retryAt) return ensureTimer(); // the database just failed: the timer retries
  if (state.syncing) {
    state.again = true;
    return;
  }
  state.syncing = reconcile().finally(() => {
    state.syncing = undefined;
    if (state.again) {
      state.again = false;
      requestSync(rateLimitNow());
    }
  });
}

const SYNC_SQL = `
INSERT INTO rate_limit AS r (key, count, lockouts, window_start, expires_at)
SELECT t.key, t.n, 0, to_timestamp(t.minute_ms / 1000.0), to_timestamp(t.minute_ms / 1000.0) + interval '2 minutes'
FROM unnest($1::text[], $2::int[], $3::float8[]) AS t(key, n, minute_ms)
ON CONFLICT (key) DO UPDATE SET count = r.count + EXCLUDED.count
RETURNING key, count`;

const rowKey = (c: Counter) => `api:${c.organisationId}:${c.minute}`;

/** Reconciles now (after the one in flight, if any) and resolves when done. Tests call it. */
export async function syncApiRateLimits(): Promise<void> {
  while (state.syncing) await state.syncing;
  state.retryAt = 0;
  requestSync(rateLimitNow());
  await state.syncing;
}

/**
 * Adds what this process served since the last reconciliation to the shared rows and reads the totals
 * back: one statement for every organisation. One at a time (requestSync); never throws.
 */
function reconcile(): Promise<void> {
  return (async () => {
    const minute = Math.floor(rateLimitNow() / MINUTE_MS);
    const batch: { c: Counter; n: number }[] = [];
    for (const c of state.counters.values()) {
      if (c.minute < minute) {
        state.counters.delete(c.organisationId); // a past minute no longer decides anything
        continue;
      }
      if (c.unsynced > 0) {
        batch.push({ c, n: c.unsynced });
        c.sending += c.unsynced;
        c.unsynced = 0;
      }
    }
    if (!batch.length) return;
    try {
      const run = await getSql();
      const rows = await run<{ key: string; count: number }>(SYNC_SQL, [batch.map((b) => rowKey(b.c)), batch.map((b) => b.n), batch.map((b) => b.c.minute * MINUTE_MS)]);
      const totals = new Map(rows.map((r) => [r.key, Number(r.count)]));
      for (const { c, n } of batch) {
        c.sending -= n;
        c.synced += n;
        const total = totals.get(rowKey(c));
        if (total !== undefined) c.others = Math.max(c.others, total - c.synced);
      }
    } catch (error) {
      for (const { c, n } of batch) {
        c.sending -= n;
        c.unsynced += n; // try again with the next one; this process keeps enforcing its own count
      }
      console.error("api rate limit: could not reconcile with the database", (error as Error).message);
      state.retryAt = rateLimitNow() + syncEveryMs();
      ensureTimer();
    }
  })();
}

/** Tests only: forget every counter. */
export function resetApiRateLimits(): void {
  state.counters.clear();
  state.retryAt = 0;
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
}
