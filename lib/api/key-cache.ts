// A short in-process cache of organisation-key lookups. Rotation in this process evicts the organisation at
// once; other instances see a rotation within API_KEY_CACHE_TTL_MS (default 5 s; set 0 to disable).
type Entry = { organisationId: string; keyId: string; expires: number };

const g = globalThis as unknown as { __orgKeyCache?: Map<string, Entry> };
const cache = (g.__orgKeyCache ??= new Map());

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

export function rememberKey(hash: string, organisationId: string, keyId: string): void {
  if (ttl() <= 0) return;
  if (cache.size > 10_000) cache.clear();
  cache.set(hash, { organisationId, keyId, expires: Date.now() + ttl() });
}

export function forgetOrganisationKeys(organisationId: string): void {
  for (const [hash, entry] of cache) if (entry.organisationId === organisationId) cache.delete(hash);
}

export function forgetAllKeys(): void {
  cache.clear();
}
