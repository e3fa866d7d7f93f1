// Retention: events are kept for 90 days (spec). Deleted in chunks so a large purge never holds one huge
// transaction. Hourly counters (small) are kept a year for the dashboard's dropped-events history.
import { getDb } from "@/lib/db/client";
import { RETENTION_DAYS } from "./config";

const sqlTs = (d: Date) => d.toISOString().replace("Z", "");

export async function purgeExpiredEvents(now = new Date(), chunk = 10_000): Promise<{ deleted: number; cutoff: string }> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 3600_000);
  let deleted = 0;
  for (;;) {
    const n = await db.$executeRaw`DELETE FROM vector_event WHERE id IN
      (SELECT id FROM vector_event WHERE received_at < ${sqlTs(cutoff)}::timestamp LIMIT ${chunk}::int)`;
    deleted += n;
    if (n < chunk) break;
  }
  const yearAgo = new Date(now.getTime() - 366 * 24 * 3600_000);
  await db.vectorQuotaHour.deleteMany({ where: { hour: { lt: yearAgo } } });
  return { deleted, cutoff: cutoff.toISOString() };
}
