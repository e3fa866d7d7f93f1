// Site key → site, cached in process (in the process state, lib/process-state.mjs, so route bundles and background jobs share it).
// Unknown keys are cached too, briefly, so a page with a wrong key cannot make every hit a database query.
// Updating, rotating or deleting a site evicts its key here and, through the change feed, in every other
// process and instance when it commits (lib/db/change-feed.ts); the TTL bounds an entry only while the feed
// is down. A lookup that overlapped an eviction is not stored (the generation check).
import { getDb } from "@/lib/db/client";
import { subscribeToChanges } from "@/lib/db/change-feed";
import { processState } from "@/lib/process-state.mjs";

/** NOTIFY channel of changed sites; the payload is the site key that changed or stopped being valid. */
export const SITE_CHANGED_CHANNEL = "platform_vector_site_changed";

export type CachedSite = { id: string; organisationId: string; allowedOrigins: string[] };
type Entry = { site: CachedSite | null; expires: number };

const state = processState("vector.siteCache", () => ({ entries: new Map<string, Entry>(), generation: 0 }));
const cache = state.entries;

const ttlMs = () => Number(process.env.VECTOR_SITE_CACHE_TTL_MS || 60_000);
const MISS_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export async function siteForKey(key: string): Promise<CachedSite | null> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.site;
  const generation = state.generation;
  const db = await getDb();
  const row = await db.vectorSite.findUnique({ where: { siteKey: key }, select: { id: true, organisationId: true, allowedOrigins: true } });
  if (generation !== state.generation) return row;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { site: row, expires: now + (row ? ttlMs() : MISS_TTL_MS) });
  return row;
}

export function forgetSiteKey(key: string): void {
  state.generation++;
  cache.delete(key);
}

export function clearSiteCache(): void {
  state.generation++;
  cache.clear();
}

subscribeToChanges(SITE_CHANGED_CHANNEL, { onChange: forgetSiteKey, onReset: clearSiteCache });
