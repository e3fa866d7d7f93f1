// Totals over a window (calls, failed calls, units, credits) for the overview and usage summaries.
import { getDb } from "@/lib/db/client";
import { USAGE_WINDOW_DAYS, windowStart } from "./usage-by-day";

export type UsageTotals = { calls: number; failed: number; units: number; credits: number };

export async function usageTotals(organisationId: string, options: { days?: number; now?: Date } = {}): Promise<UsageTotals> {
  const since = windowStart(options.now ?? new Date(), options.days ?? USAGE_WINDOW_DAYS);
  const db = await getDb();
  const where = { organisationId, createdAt: { gte: since } };
  const [sum, failed] = await Promise.all([
    db.usageRecord.aggregate({ where, _count: { _all: true }, _sum: { units: true, credits: true } }),
    db.usageRecord.count({ where: { ...where, status: { gte: 400 } } }),
  ]);
  return { calls: sum._count._all, failed, units: sum._sum.units ?? 0, credits: sum._sum.credits ?? 0 };
}
