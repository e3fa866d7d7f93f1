// VECTOR limits and tunables. The quota and retention are the spec's numbers; the rest are env-tunable.
export const QUOTA_PER_HOUR = 36_000;
export const RETENTION_DAYS = 90;
/** /collect reads at most this much of a body; anything longer is ignored (still 200 {ok:true}). */
export const MAX_BODY_BYTES = 64 * 1024;
/** A body may carry a small array of events (server-side senders); more are ignored. */
export const MAX_EVENTS_PER_REQUEST = 50;

export const FIELD_LIMITS = { e: 100, u: 2048, t: 512, r: 2048, em: 254, lang: 35, tz: 64, vid: 80 } as const;

function intEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

type BufferSettings = { batchSize: number; intervalMs: number; maxBuffered: number };

/** Read once per intake buffer (buffer.ts), not per event: env reads are a measurable share of a /collect hit. */
export const bufferSettings = (): BufferSettings => ({
  /** Flush as soon as this many events are waiting. */
  batchSize: intEnv("VECTOR_FLUSH_BATCH", 500),
  /** ...or this long after the first one arrived. */
  intervalMs: intEnv("VECTOR_FLUSH_INTERVAL_MS", 1000),
  /** Memory guard while the database is unreachable: beyond this, new events are dropped (and counted). */
  maxBuffered: intEnv("VECTOR_MAX_BUFFERED", 500_000),
});

export function hourOf(date: Date): Date {
  const d = new Date(date.getTime());
  d.setUTCMinutes(0, 0, 0);
  return d;
}
