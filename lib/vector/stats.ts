// Dashboard figures for a range (last 24 hours by hour, last 7 or 30 days by day), for one site or all
// of the organisation's sites. Read straight from the events (kept 90 days) and the hourly counters.
import { getDb } from "@/lib/db/client";

export type Range = "day" | "week" | "month";
export const RANGES: Record<Range, { label: string; buckets: number; unit: "hour" | "day" }> = {
  day: { label: "Last 24 hours", buckets: 24, unit: "hour" },
  week: { label: "Last 7 days", buckets: 7, unit: "day" },
  month: { label: "Last 30 days", buckets: 30, unit: "day" },
};

export type DashboardStats = {
  range: Range;
  from: string;
  series: { bucket: string; pageviews: number; visitors: number; events: number; dropped: number }[];
  totals: { pageviews: number; visitors: number; customEvents: number; identified: number; dropped: number; bots: number };
  topPages: { url: string; views: number }[];
  referrers: { host: string; visits: number }[];
  customEvents: { name: string; count: number }[];
  affinities: { name: string; visitors: number; low: number; mid: number; high: number }[];
};

const sqlTs = (d: Date) => d.toISOString().replace("Z", "");

function bucketStart(now: Date, range: Range): Date {
  const { buckets, unit } = RANGES[range];
  const d = new Date(now);
  if (unit === "hour") d.setUTCMinutes(0, 0, 0);
  else d.setUTCHours(0, 0, 0, 0);
  return new Date(d.getTime() - (buckets - 1) * (unit === "hour" ? 3600_000 : 86_400_000));
}

export async function dashboardStats(organisationId: string, options: { range?: Range; siteId?: string; now?: Date } = {}): Promise<DashboardStats> {
  const range = options.range && options.range in RANGES ? options.range : "week";
  const { buckets, unit } = RANGES[range];
  const from = bucketStart(options.now ?? new Date(), range);
  const db = await getDb();
  const sites = (await db.vectorSite.findMany({ where: { organisationId, ...(options.siteId ? { id: options.siteId } : {}) }, select: { id: true } })).map((s) => s.id);
  const empty: DashboardStats = {
    range, from: from.toISOString(), series: [], totals: { pageviews: 0, visitors: 0, customEvents: 0, identified: 0, dropped: 0, bots: 0 },
    topPages: [], referrers: [], customEvents: [], affinities: [],
  };
  const stepMs = unit === "hour" ? 3600_000 : 86_400_000;
  const keyOf = (d: Date) => new Date(d).toISOString();
  const series = new Map<string, DashboardStats["series"][number]>();
  for (let i = 0; i < buckets; i++) {
    const b = new Date(from.getTime() + i * stepMs).toISOString();
    series.set(b, { bucket: b, pageviews: 0, visitors: 0, events: 0, dropped: 0 });
  }
  if (!sites.length) return { ...empty, series: [...series.values()] };
  const f = sqlTs(from);

  const [perBucket, totals, topPages, referrers, custom, identified, quota, affinities] = await Promise.all([
    db.$queryRaw<{ b: Date; pv: number; v: number; ev: number }[]>`
      SELECT date_trunc(${unit}, received_at) AS b, COUNT(*) FILTER (WHERE name = 'pageview')::int AS pv,
             COUNT(DISTINCT visitor_id)::int AS v, COUNT(*) FILTER (WHERE name NOT IN ('pageview', 'identify'))::int AS ev
        FROM vector_event WHERE site_id = ANY(${sites}::text[]) AND received_at >= ${f}::timestamp GROUP BY 1`,
    db.$queryRaw<{ pv: number; v: number; ev: number }[]>`
      SELECT COUNT(*) FILTER (WHERE name = 'pageview')::int AS pv, COUNT(DISTINCT visitor_id)::int AS v,
             COUNT(*) FILTER (WHERE name NOT IN ('pageview', 'identify'))::int AS ev
        FROM vector_event WHERE site_id = ANY(${sites}::text[]) AND received_at >= ${f}::timestamp`,
    db.$queryRaw<{ url: string; views: number }[]>`
      SELECT split_part(url, '#', 1) AS url, COUNT(*)::int AS views FROM vector_event
       WHERE site_id = ANY(${sites}::text[]) AND received_at >= ${f}::timestamp AND name = 'pageview' AND url IS NOT NULL
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
    db.$queryRaw<{ host: string; visits: number }[]>`
      SELECT substring(referrer from '^https?://([^/:?#]+)') AS host, COUNT(*)::int AS visits FROM vector_event
       WHERE site_id = ANY(${sites}::text[]) AND received_at >= ${f}::timestamp AND name = 'pageview' AND referrer IS NOT NULL
         AND substring(referrer from '^https?://([^/:?#]+)') IS DISTINCT FROM substring(url from '^https?://([^/:?#]+)')
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
    db.$queryRaw<{ name: string; count: number }[]>`
      SELECT name, COUNT(*)::int AS count FROM vector_event
       WHERE site_id = ANY(${sites}::text[]) AND received_at >= ${f}::timestamp AND name NOT IN ('pageview', 'identify')
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
    db.$queryRaw<{ n: number }[]>`
      SELECT COUNT(*)::int AS n FROM vector_visitor WHERE site_id = ANY(${sites}::text[]) AND contact_id IS NOT NULL AND last_seen >= ${f}::timestamp`,
    db.$queryRaw<{ b: Date; dropped: number; bots: number }[]>`
      SELECT date_trunc(${unit}, hour) AS b, SUM(dropped)::int AS dropped, SUM(bots)::int AS bots FROM vector_quota_hour
       WHERE site_id = ANY(${sites}::text[]) AND hour >= ${f}::timestamp GROUP BY 1`,
    db.$queryRaw<{ name: string; visitors: number; low: number; mid: number; high: number }[]>`
      SELECT a.name, COUNT(s.*) FILTER (WHERE s.score > 0)::int AS visitors,
             COUNT(s.*) FILTER (WHERE s.score BETWEEN 1 AND 9)::int AS low,
             COUNT(s.*) FILTER (WHERE s.score BETWEEN 10 AND 49)::int AS mid,
             COUNT(s.*) FILTER (WHERE s.score >= 50)::int AS high
        FROM vector_affinity a LEFT JOIN vector_score s ON s.affinity_id = a.id AND s.site_id = ANY(${sites}::text[])
       WHERE a.organisation_id = ${organisationId} GROUP BY a.name ORDER BY 2 DESC, 1`,
  ]);
  for (const r of perBucket) {
    const s = series.get(keyOf(r.b));
    if (s) Object.assign(s, { pageviews: Number(r.pv), visitors: Number(r.v), events: Number(r.ev) });
  }
  let dropped = 0;
  let bots = 0;
  for (const r of quota) {
    dropped += Number(r.dropped);
    bots += Number(r.bots);
    const s = series.get(keyOf(r.b));
    if (s) s.dropped = Number(r.dropped);
  }
  const t = totals[0];
  return {
    range,
    from: from.toISOString(),
    series: [...series.values()],
    totals: { pageviews: Number(t.pv), visitors: Number(t.v), customEvents: Number(t.ev), identified: Number(identified[0].n), dropped, bots },
    topPages: topPages.map((r) => ({ url: r.url, views: Number(r.views) })),
    referrers: referrers.map((r) => ({ host: r.host ?? "(unknown)", visits: Number(r.visits) })),
    customEvents: custom.map((r) => ({ name: r.name, count: Number(r.count) })),
    affinities: affinities.map((r) => ({ name: r.name, visitors: Number(r.visitors), low: Number(r.low), mid: Number(r.mid), high: Number(r.high) })),
  };
}
