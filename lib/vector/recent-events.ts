// The latest stored events of an organisation's sites, in the spec's field names (portal "live events"
// view and its JSON endpoint).
import { getDb } from "@/lib/db/client";

export type StoredEvent = {
  site_id: string; vid: string; e: string; u: string | null; t: string | null; r: string | null; em: string | null;
  ts: string | null; lang: string | null; tz: string | null; sw: number | null; sh: number | null; received_at: string;
};

export async function recentEvents(organisationId: string, options: { siteId?: string; limit?: number } = {}): Promise<StoredEvent[]> {
  const db = await getDb();
  const sites = await db.vectorSite.findMany({ where: { organisationId, ...(options.siteId ? { id: options.siteId } : {}) }, select: { id: true } });
  if (!sites.length) return [];
  const rows = await db.vectorEvent.findMany({
    where: { siteId: { in: sites.map((s) => s.id) } },
    orderBy: { id: "desc" },
    take: Math.min(Math.max(options.limit ?? 100, 1), 500),
  });
  return rows.map((r) => ({
    site_id: r.siteId,
    vid: r.visitorId,
    e: r.name,
    u: r.url,
    t: r.title,
    r: r.referrer,
    em: r.email,
    ts: r.clientTs?.toISOString() ?? null,
    lang: r.lang,
    tz: r.tz,
    sw: r.sw,
    sh: r.sh,
    received_at: r.receivedAt.toISOString(),
  }));
}
