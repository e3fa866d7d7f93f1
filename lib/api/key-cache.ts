// A short in-process cache of organisation-key lookups. Rotation evicts the organisation at once in this
// process and, through the change feed (lib/db/change-feed.ts), in every other instance when it commits;
// API_KEY_CACHE_TTL_MS (default 5 s; 0 disables) bounds an entry only if that feed is down.
import { subscribeToChanges } from "@/lib/db/change-feed";
import { processState } from "@/lib/process-state.mjs";

/**
 * NOTIFY channel of key rotations, and of any other change to what a cached key lookup carries (the
 * organisation's API rate limit); the payload is the organisation id.
 */
export const KEY_ROTATED_CHANNEL = "platform_api_key_rotated";

type Entry = { organisationId: string; keyId: string; rateLimitPerMinute: number | null; expires: number };

const cache = processState("api.orgKeyCache", () => new Map<string, Entry>());

const ttl = () => Number(process.env.API_KEY_CACHE_TTL_MS ?? 5000);

export function cachedKey(hash: string): Entry | undefined {
  const entry = cache.get(hash);
  if (!entry) return undefined;
  if (entry.expires <= Date.now()) {
    cache.delete(hash);
    return undefined;
  }
  return entry;
}

export function rememberKey(hash: string, organisationId: string, keyId: string, rateLimitPerMinute: number | null = null): void {
  if (ttl() <= 0) return;
  if (cache.size > 10_000) cache.clear();
  cache.set(hash, { organisationId, keyId, rateLimitPerMinute, expires: Date.now() + ttl() });
}

export function forgetOrganisationKeys(organisationId: string): void {
  for (const [hash, entry] of cache) if (entry.organisationId === organisationId) cache.delete(hash);
}

export function forgetAllKeys(): void {
  cache.clear();
}

subscribeToChanges(KEY_ROTATED_CHANNEL, { onChange: forgetOrganisationKeys, onReset: forgetAllKeys });
