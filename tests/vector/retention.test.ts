import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { purgeExpiredEvents } from "@/lib/vector";
import { createTestSite } from "./helpers";

describe("retention", () => {
  it("deletes only events older than 90 days", async () => {
    const { siteId } = await createTestSite();
    const db = await getDb();
    const now = new Date("2026-06-01T12:00:00Z");
    const daysAgo = (d: number, extraMs = 0) => new Date(now.getTime() - d * 86_400_000 - extraMs);
    const ages = [0, 30, 89, 90, 90.0001, 91, 200];
    await db.vectorEvent.createMany({
      data: ages.map((d, i) => ({ siteId, visitorId: `bpv_age${i}xxxx`, name: `age_${d}`, receivedAt: daysAgo(d) })),
    });
    const result = await purgeExpiredEvents(now, 2); // tiny chunks: the loop must go round
    expect(result.deleted).toBe(3);
    const left = (await db.vectorEvent.findMany({ where: { siteId }, orderBy: { receivedAt: "desc" } })).map((e) => e.name);
    expect(left).toEqual(["age_0", "age_30", "age_89", "age_90"]);
    expect((await purgeExpiredEvents(now)).deleted).toBe(0);
  });
});
