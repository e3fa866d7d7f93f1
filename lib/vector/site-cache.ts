// Site key → site, cached in process (on globalThis, so route bundles and background jobs share it).
// Unknown keys are cached too, briefly, so a page with a wrong key cannot make every hit a database query.
import { getDb } from "@/lib/db/client";

export type CachedSite = { id: string; organisationId: string; allowedOrigins: string[] };
type Entry = { site: CachedSite | null; expires: number };

const g = globalThis as unknown as { __vectorSiteCache?: Map<string, Entry> };
const cache = (g.__vectorSiteCache ??= new Map());

const ttlMs = () => Number(process.env.VECTOR_SITE_CACHE_TTL_MS || 60_000);
const MISS_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export async function siteForKey(key: string): Promise<CachedSite | null> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.site;
  const db = await getDb();
  const row = await db.vectorSite.findUnique({ where: { siteKey: key }, select: { id: true, organisationId: true, allowedOrigins: true } });
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { site: row, expires: now + (row ? ttlMs() : MISS_TTL_MS) });
  return row;
}

export function forgetSiteKey(key: string): void {
  cache.delete(key);
}

export function clearSiteCache(): void {
  cache.clear();
}
