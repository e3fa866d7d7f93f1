// The latest API calls of an organisation for the usage page: what was done, never what was sent
// (usage records hold no payload, and only these columns are read).
import { getDb } from "@/lib/db/client";

export type RecentRequest = {
  requestId: string;
  product: string;
  operation: string;
  status: number;
  durationMs: number;
  units: number;
  credits: number;
  createdAt: Date;
};

export async function recentRequests(organisationId: string, limit = 50): Promise<RecentRequest[]> {
  const db = await getDb();
  return db.usageRecord.findMany({
    where: { organisationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, limit), 200),
    select: { requestId: true, product: true, operation: true, status: true, durationMs: true, units: true, credits: true, createdAt: true },
  });
}
