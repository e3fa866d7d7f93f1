// The intake's site-key cache is exact while the change feed is live: a site changed by another process or
// instance (its NOTIFY, delivered by lib/db/change-feed.ts) is read afresh on the next event, not after the TTL.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { deliverChange } from "@/lib/db/change-feed";
import { SITE_CHANGED_CHANNEL, siteForKey } from "@/lib/vector/site-cache";
import { createSite, rotateSiteKey } from "@/lib/vector/sites";
import { createTestOrg } from "../helpers";

describe("VECTOR site cache", () => {
  it("forgets a site another process changed as soon as its change arrives", async () => {
    const { organisationId } = await createTestOrg();
    const site = await createSite({ organisationId, name: "Shop", allowedOrigins: "https://shop.example" });
    expect((await siteForKey(site.siteKey))?.allowedOrigins).toEqual(["https://shop.example"]);
    // Another process's update: the row changes, and only the feed tells this one.
    const db = await getDb();
    await db.vectorSite.update({ where: { id: site.id }, data: { allowedOrigins: ["https://new.example"] } });
    expect((await siteForKey(site.siteKey))?.allowedOrigins).toEqual(["https://shop.example"]); // cached
    deliverChange(SITE_CHANGED_CHANNEL, site.siteKey);
    expect((await siteForKey(site.siteKey))?.allowedOrigins).toEqual(["https://new.example"]);
  });

  it("refuses a rotated key on the next event", async () => {
    const { organisationId } = await createTestOrg();
    const site = await createSite({ organisationId, name: "Shop" });
    expect(await siteForKey(site.siteKey)).not.toBeNull();
    const rotated = await rotateSiteKey(organisationId, site.id);
    expect(await siteForKey(site.siteKey)).toBeNull();
    expect((await siteForKey(rotated.siteKey))?.id).toBe(site.id);
  });
});
