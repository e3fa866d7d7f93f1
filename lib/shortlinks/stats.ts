// Portal figures: an organisation's links with their click counts, per subscriber, and clicks over time.
// Counts come from the counters the click batcher maintains (exact once flushed, about a second behind).
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { shortUrl } from "./config";

export const LINKS_PAGE_SIZE = 50;

export type LinkRow = {
  id: string;
  code: string;
  shortUrl: string;
  domain: string;
  subscriberKey: string;
  longUrl: string;
  tracking: Record<string, string>;
  clicks: number;
  botClicks: number;
  lastClickAt: Date | null;
  createdAt: Date;
};

export async function listLinks(
  organisationId: string,
  options: { domainId?: string; subscriber?: string; page?: number } = {},
): Promise<{ rows: LinkRow[]; total: number; page: number; pages: number }> {
  const db = await getDb();
  const where: Prisma.ShortlinkWhereInput = {
    organisationId,
    ...(options.domainId ? { domainId: options.domainId } : {}),
    ...(options.subscriber ? { subscriberKey: { contains: options.subscriber, mode: "insensitive" } } : {}),
  };
  const total = await db.shortlink.count({ where });
  const pages = Math.max(1, Math.ceil(total / LINKS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  const links = await db.shortlink.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * LINKS_PAGE_SIZE,
    take: LINKS_PAGE_SIZE,
  });
  return {
    total,
    page,
    pages,
    rows: links.map((l) => ({
      id: l.id,
      code: l.code,
      shortUrl: shortUrl(l.domain, l.code),
      domain: l.domain,
      subscriberKey: l.subscriberKey,
      longUrl: l.longUrl,
      tracking: (l.tracking ?? {}) as Record<string, string>,
      clicks: l.clickCount,
      botClicks: l.botClickCount,
      lastClickAt: l.lastClickAt,
      createdAt: l.createdAt,
    })),
  };
}

export type SubscriberRow = { subscriberKey: string; links: number; clicks: number; botClicks: number };

/** Click counts per subscriber, most clicked first. */
export async function clicksBySubscriber(organisationId: string, options: { domainId?: string; limit?: number } = {}): Promise<SubscriberRow[]> {
  const db = await getDb();
  const rows = await db.shortlink.groupBy({
    by: ["subscriberKey"],
    where: { organisationId, ...(options.domainId ? { domainId: options.domainId } : {}) },
    _count: { _all: true },
    _sum: { clickCount: true, botClickCount: true },
    orderBy: [{ _sum: { clickCount: "desc" } }, { subscriberKey: "asc" }],
    take: options.limit ?? 20,
  });
  return rows.map((r) => ({ subscriberKey: r.subscriberKey, links: r._count._all, clicks: r._sum.clickCount ?? 0, botClicks: r._sum.botClickCount ?? 0 }));
}

export type ClickBucket = { at: string; people: number; bots: number };

/**
 * Clicks per UTC day (last `days` days) or per UTC hour (last `hours` hours), humans and bots apart,
 * with empty buckets filled in so the chart's time axis is continuous.
 */
export async function clicksOverTime(organisationId: string, unit: "day" | "hour", span: number, domainId?: string, now = new Date()): Promise<ClickBucket[]> {
  const db = await getDb();
  const step = unit === "day" ? 86_400_000 : 3_600_000;
  const end = Math.floor(now.getTime() / step) * step;
  const start = new Date(end - (span - 1) * step);
  const rows = await db.$queryRaw<{ bucket: Date; people: bigint; bots: bigint }[]>`
    SELECT date_trunc(${unit}, c.clicked_at) AS bucket,
           count(*) FILTER (WHERE NOT c.is_bot) AS people,
           count(*) FILTER (WHERE c.is_bot) AS bots
      FROM shortlink_click c
     WHERE c.organisation_id = ${organisationId}
       AND c.clicked_at >= ${start}
       AND (${domainId ?? null}::text IS NULL OR c.link_id IN (SELECT id FROM shortlink WHERE domain_id = ${domainId ?? null}::text))
     GROUP BY 1`;
  const byTime = new Map(rows.map((r) => [new Date(r.bucket).getTime(), r]));
  const out: ClickBucket[] = [];
  for (let t = start.getTime(); t <= end; t += step) {
    const r = byTime.get(t);
    const iso = new Date(t).toISOString();
    out.push({ at: unit === "day" ? iso.slice(0, 10) : iso.slice(0, 13) + ":00", people: Number(r?.people ?? 0), bots: Number(r?.bots ?? 0) });
  }
  return out;
}
