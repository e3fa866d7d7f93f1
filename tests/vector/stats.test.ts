import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createAffinity, dashboardStats } from "@/lib/vector";
import { createTestSite } from "./helpers";

describe("dashboard figures", () => {
  it("counts page views, visitors, pages, referrers, custom events, identified visitors, affinities and dropped events", async () => {
    const { organisationId, siteId } = await createTestSite();
    const db = await getDb();
    const now = new Date("2026-06-10T15:30:00Z");
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3600_000);
    const pv = (vid: string, url: string, hoursAgo: number, referrer: string | null = null) => ({ siteId, visitorId: vid, name: "pageview", url, referrer, receivedAt: at(hoursAgo) });
    await db.vectorEvent.createMany({
      data: [
        pv("bpv_a", "https://shop.example.com/", 1, "https://www.google.com/search?q=x"),
        pv("bpv_a", "https://shop.example.com/pricing", 1, "https://shop.example.com/"),
        pv("bpv_b", "https://shop.example.com/", 2, "https://news.example.org/a"),
        pv("bpv_c", "https://shop.example.com/#top", 30),
        pv("bpv_old", "https://shop.example.com/", 24 * 10),
        { siteId, visitorId: "bpv_a", name: "signup", receivedAt: at(1) },
        { siteId, visitorId: "bpv_a", name: "identify", email: "a@b.co", receivedAt: at(1) },
      ],
    });
    const hour = new Date(at(1));
    hour.setUTCMinutes(0, 0, 0);
    await db.vectorQuotaHour.create({ data: { siteId, hour, accepted: 36_000, dropped: 500, bots: 3 } });
    const contact = await db.vectorContact.create({ data: { id: "ct_stats", organisationId, email: "a@b.co" } });
    await db.vectorVisitor.create({ data: { siteId, visitorId: "bpv_a", contactId: contact.id, tags: [], firstSeen: at(1), lastSeen: at(1) } });
    const aff = await createAffinity(organisationId, { name: "Pricing", rules: [{ type: "url", pattern: "/pricing", weight: 5 }] });
    await db.vectorScore.createMany({ data: [{ affinityId: aff.id, siteId, visitorId: "bpv_a", score: 5, updatedAt: now }, { affinityId: aff.id, siteId, visitorId: "bpv_b", score: 60, updatedAt: now }] });

    const day = await dashboardStats(organisationId, { range: "day", now });
    expect(day.series).toHaveLength(24);
    expect(day.totals).toEqual({ pageviews: 3, visitors: 2, customEvents: 1, identified: 1, dropped: 500, bots: 3 });
    expect(day.series.find((s) => s.bucket === hour.toISOString())).toMatchObject({ pageviews: 2, visitors: 1, events: 1, dropped: 500 });
    expect(day.topPages[0]).toEqual({ url: "https://shop.example.com/", views: 2 });
    expect(day.referrers).toEqual([{ host: "news.example.org", visits: 1 }, { host: "www.google.com", visits: 1 }]);
    expect(day.customEvents).toEqual([{ name: "signup", count: 1 }]);
    expect(day.affinities).toEqual([{ name: "Pricing", visitors: 2, low: 1, mid: 0, high: 1 }]);

    const week = await dashboardStats(organisationId, { range: "week", now });
    expect(week.series).toHaveLength(7);
    expect(week.totals.pageviews).toBe(4);
    expect(week.topPages[0]).toEqual({ url: "https://shop.example.com/", views: 3 }); // fragment ignored
    const month = await dashboardStats(organisationId, { range: "month", now, siteId });
    expect(month.totals.pageviews).toBe(5);
    const other = await createTestSite();
    expect((await dashboardStats(other.organisationId, { range: "month", now })).totals.pageviews).toBe(0);
  });
});
