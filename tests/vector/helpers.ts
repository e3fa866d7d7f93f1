import { getDb } from "@/lib/db/client";
import { createSite } from "@/lib/vector";
import { createTestOrg } from "../helpers";

export const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export async function createTestSite(options: { origins?: string[] } = {}) {
  const { organisationId } = await createTestOrg();
  const site = await createSite({ organisationId, name: "Shop", allowedOrigins: options.origins });
  return { organisationId, siteId: site.id, siteKey: site.siteKey };
}

export function event(k: string, overrides: Record<string, unknown> = {}) {
  return { k, vid: "bpv_testvisitor01", e: "pageview", u: "https://shop.example.com/", t: "Home", r: "", ts: Date.now(), lang: "en-AU", tz: "Australia/Sydney", sw: 1440, sh: 900, ...overrides };
}

export async function storedEvents(siteId: string) {
  const db = await getDb();
  return db.vectorEvent.findMany({ where: { siteId }, orderBy: { id: "asc" } });
}
