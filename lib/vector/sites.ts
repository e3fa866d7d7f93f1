// Sites and their public site keys. The key ships in every page, so it is stored as is (not hashed) and
// looked up through its unique index; the intake caches the lookup in process.
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { announceChange } from "@/lib/db/change-feed";
import { forgetSiteKey, SITE_CHANGED_CHANNEL } from "./site-cache";

export type Site = { id: string; organisationId: string; name: string; siteKey: string; allowedOrigins: string[]; createdAt: Date };

export class SiteInputError extends Error {}

export function newSiteKey(): string {
  return `vk_${randomBytes(16).toString("base64url")}`;
}

/** "https://shop.example.com/" → "https://shop.example.com"; throws on anything that is not an http(s) origin. */
export function normaliseOrigin(input: string): string {
  const raw = input.trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteInputError(`"${raw}" is not an origin like https://www.example.com`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SiteInputError(`"${raw}" must start with http:// or https://`);
  return url.origin;
}

export function parseOrigins(input: string | string[] | undefined): string[] {
  const list = Array.isArray(input) ? input : (input ?? "").split(/[\s,]+/);
  return [...new Set(list.filter((s) => s.trim()).map(normaliseOrigin))];
}

export async function createSite(input: { organisationId: string; name: string; allowedOrigins?: string[] | string }): Promise<Site> {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new SiteInputError("A site needs a name of 1 to 100 characters.");
  const db = await getDb();
  return db.vectorSite.create({
    data: { id: newId("site"), organisationId: input.organisationId, name, siteKey: newSiteKey(), allowedOrigins: parseOrigins(input.allowedOrigins) },
  });
}

export async function listSites(organisationId: string): Promise<Site[]> {
  const db = await getDb();
  return db.vectorSite.findMany({ where: { organisationId }, orderBy: { createdAt: "asc" } });
}

export async function getSite(organisationId: string, siteId: string): Promise<Site | null> {
  const db = await getDb();
  return db.vectorSite.findFirst({ where: { id: siteId, organisationId } });
}

export async function updateSite(organisationId: string, siteId: string, input: { name?: string; allowedOrigins?: string[] | string }): Promise<Site> {
  const site = await getSite(organisationId, siteId);
  if (!site) throw new SiteInputError("No such site.");
  const name = input.name?.trim();
  if (name !== undefined && (!name || name.length > 100)) throw new SiteInputError("A site needs a name of 1 to 100 characters.");
  const db = await getDb();
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.vectorSite.update({
      where: { id: site.id },
      data: { ...(name ? { name } : {}), ...(input.allowedOrigins !== undefined ? { allowedOrigins: parseOrigins(input.allowedOrigins) } : {}) },
    });
    await announceChange(tx, SITE_CHANGED_CHANNEL, site.siteKey);
    return row;
  });
  forgetSiteKey(site.siteKey);
  return updated;
}

/** A new key at once; the old key stops being accepted on the next request, in every process (the change feed). */
export async function rotateSiteKey(organisationId: string, siteId: string): Promise<Site> {
  const site = await getSite(organisationId, siteId);
  if (!site) throw new SiteInputError("No such site.");
  const db = await getDb();
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.vectorSite.update({ where: { id: site.id }, data: { siteKey: newSiteKey() } });
    await announceChange(tx, SITE_CHANGED_CHANNEL, site.siteKey);
    return row;
  });
  forgetSiteKey(site.siteKey);
  return updated;
}

export async function deleteSite(organisationId: string, siteId: string): Promise<void> {
  const site = await getSite(organisationId, siteId);
  if (!site) return;
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.vectorEvent.deleteMany({ where: { siteId } });
    await tx.vectorScore.deleteMany({ where: { siteId } });
    await tx.vectorVisitor.deleteMany({ where: { siteId } });
    await tx.vectorQuotaHour.deleteMany({ where: { siteId } });
    await tx.vectorSite.delete({ where: { id: siteId } });
    await announceChange(tx, SITE_CHANGED_CHANNEL, site.siteKey);
  }, { timeout: 10 * 60_000 }); // a busy site's events take a while to delete
  forgetSiteKey(site.siteKey);
}
