// Calls, units and credits per product per UTC day, grouped in SQL (one row per product and day, never
// the raw records), for the usage chart. Plain SQL that PGlite and PostgreSQL both run.
import { getDb } from "@/lib/db/client";

export type DailyUsage = { day: string; product: string; calls: number; units: number; credits: number };

export const USAGE_WINDOW_DAYS = 30;

/** Midnight UTC `days - 1` days before `now`: the window covers today and the days before it. */
export function windowStart(now: Date, days: number): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

export async function usageByProductPerDay(
  organisationId: string,
  options: { days?: number; now?: Date } = {},
): Promise<DailyUsage[]> {
  const since = windowStart(options.now ?? new Date(), options.days ?? USAGE_WINDOW_DAYS);
  const db = await getDb();
  const rows = await db.$queryRaw<{ day: string; product: string; calls: number; units: number; credits: number }[]>`
    SELECT to_char(date_trunc('day', created_at), 'YYYY-MM-DD') AS day,
           product,
           count(*)::int AS calls,
           coalesce(sum(units), 0)::int AS units,
           coalesce(sum(credits), 0)::int AS credits
      FROM usage_record
     WHERE organisation_id = ${organisationId} AND created_at >= ${since}
     GROUP BY 1, 2
     ORDER BY 1, 2`;
  return rows.map((r) => ({ day: r.day, product: r.product, calls: Number(r.calls), units: Number(r.units), credits: Number(r.credits) }));
}

/** Every day of the window (oldest first), so the chart shows quiet days as zero rather than skipping them. */
export function windowDays(options: { days?: number; now?: Date } = {}): string[] {
  const days = options.days ?? USAGE_WINDOW_DAYS;
  const start = windowStart(options.now ?? new Date(), days);
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(start);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
}
