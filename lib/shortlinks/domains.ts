// Short-link domains and their keys. A branded domain belongs to one organisation; a shared domain
// (SHORTLINK_SHARED_DOMAINS) is offered to every organisation, each holding its own key for it. Keys are
// stored as SHA-256 hashes only; issuing again for the same organisation and domain rotates the key.
// Key lookups are cached in process; issuing or rotating evicts the domain's entries at once here and,
// through the change feed (PostgreSQL NOTIFY on commit, as organisation keys do: lib/api/key-cache.ts), in
// every other process, so a rotated key is refused and the new one accepted on the very next request
// anywhere. API_KEY_CACHE_TTL_MS bounds an entry only while that feed is down.
import { getDb } from "@/lib/db/client";
import { announceChange, subscribeToChanges } from "@/lib/db/change-feed";
import { invalidRequest, unauthorized } from "@/lib/errors";
import { generateSecret, hashSecret } from "@/lib/api/secrets";
import { newId } from "@/lib/ids";
import { processState } from "@/lib/process-state.mjs";
import { isSharedDomain, normaliseDomain, sharedDomains } from "./config";
import { forgetDomainSet, installDomainLoader } from "./domain-registry";

export const DOMAIN_KEY_PREFIX = "slk_";

/** NOTIFY channel of issued and rotated domain keys; the payload is the domain grant's id. */
export const DOMAIN_KEY_CHANNEL = "platform_shortlink_key_changed";

/** Every domain requests may arrive on: the shared ones from configuration plus every branded one. */
export async function loadConfiguredDomains(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.shortlinkDomain.findMany({ where: { shared: false }, distinct: ["domain"], select: { domain: true } });
  return [...sharedDomains(), ...rows.map((r) => r.domain)];
}

installDomainLoader(loadConfiguredDomains);

/** Issues (or rotates) an organisation's key for a domain. Returns the key once; only its hash is kept. */
export async function issueDomainKey(organisationId: string, rawDomain: string): Promise<{ domain: string; api_key: string; shared: boolean; rotated: boolean }> {
  const domain = normaliseDomain(rawDomain);
  if (!domain) throw invalidRequest(`"${rawDomain}" is not a domain name`);
  const shared = isSharedDomain(domain);
  const apiKey = generateSecret(DOMAIN_KEY_PREFIX);
  const keyHash = hashSecret(apiKey);
  const db = await getDb();
  const result = await db.$transaction(async (tx) => {
    if (!shared) {
      const other = await tx.shortlinkDomain.findFirst({ where: { domain, NOT: { organisationId } }, select: { organisationId: true } });
      if (other) throw invalidRequest(`${domain} is already a branded domain of organisation ${other.organisationId}`);
    }
    const existing = await tx.shortlinkDomain.findUnique({ where: { domain_organisationId: { domain, organisationId } } });
    const id = existing?.id ?? newId("sld");
    if (existing) {
      await tx.shortlinkDomain.update({ where: { id }, data: { keyHash, keyLast4: apiKey.slice(-4), keyIssuedAt: new Date(), shared } });
    } else {
      await tx.shortlinkDomain.create({ data: { id, organisationId, domain, shared, keyHash, keyLast4: apiKey.slice(-4) } });
    }
    // Other processes evict this domain's keys (and reload the domain set) when this commits.
    await announceChange(tx, DOMAIN_KEY_CHANNEL, id);
    return { id, rotated: Boolean(existing) };
  });
  forgetDomainKeys(result.id);
  forgetDomainSet();
  return { domain, api_key: apiKey, shared, rotated: result.rotated };
}

export type DomainPrincipal = { domainId: string; organisationId: string; domain: string };

type CachedKey = DomainPrincipal & { shared: boolean; expires: number };
// `generation` is bumped by every eviction: a lookup that read the database before an eviction does not
// cache its (possibly stale) row after it.
const cache = processState("shortlinks.keyCache", () => ({ entries: new Map<string, CachedKey>(), generation: 0 }));
const keyCache = cache.entries;
const keyTtl = () => Number(process.env.API_KEY_CACHE_TTL_MS ?? 5000);

export function forgetKeyCache(): void {
  cache.generation++;
  keyCache.clear();
}

/** Evicts every cached key of one domain grant (its key was issued or rotated). */
export function forgetDomainKeys(domainId: string): void {
  cache.generation++;
  for (const [hash, entry] of keyCache) if (entry.domainId === domainId) keyCache.delete(hash);
}

subscribeToChanges(DOMAIN_KEY_CHANNEL, {
  onChange(domainId) {
    forgetDomainKeys(domainId);
    forgetDomainSet(); // a new branded domain is served at once too
  },
  onReset: forgetKeyCache,
});

/**
 * The spec's "key valid for this domain": the key must exist and have been issued for exactly this domain
 * (a shared domain only while it is still configured). Anything else, a missing key included, is 401.
 */
export async function authenticateDomainKey(domain: string, apiKey: string | null): Promise<DomainPrincipal> {
  if (!apiKey) throw unauthorized("Missing api_key header: send the key issued for this domain.");
  const hash = hashSecret(apiKey);
  let row: CachedKey | undefined = keyCache.get(hash);
  if (!row || row.expires <= Date.now()) {
    const generation = cache.generation;
    const db = await getDb();
    const found = await db.shortlinkDomain.findUnique({ where: { keyHash: hash }, select: { id: true, organisationId: true, domain: true, shared: true } });
    row = found ? { domainId: found.id, organisationId: found.organisationId, domain: found.domain, shared: found.shared, expires: Date.now() + keyTtl() } : undefined;
    if (row && keyTtl() > 0 && generation === cache.generation) {
      if (keyCache.size > 10_000) keyCache.clear();
      keyCache.set(hash, row);
    }
  }
  if (!row || row.domain !== domain || (row.shared && !isSharedDomain(domain)))
    throw unauthorized(`The api_key is not valid for the domain ${domain}.`);
  return { domainId: row.domainId, organisationId: row.organisationId, domain: row.domain };
}

export type DomainSummary = { id: string; domain: string; shared: boolean; keyMasked: string; keyIssuedAt: Date; createdAt: Date; links: number; clicks: number; botClicks: number };

/** An organisation's domains with link and click totals (portal). */
export async function listOrganisationDomains(organisationId: string): Promise<DomainSummary[]> {
  const db = await getDb();
  const [domains, totals] = await Promise.all([
    db.shortlinkDomain.findMany({ where: { organisationId }, orderBy: { createdAt: "asc" } }),
    db.shortlink.groupBy({ by: ["domainId"], where: { organisationId }, _count: { _all: true }, _sum: { clickCount: true, botClickCount: true } }),
  ]);
  const byId = new Map(totals.map((t) => [t.domainId, t]));
  return domains.map((d) => {
    const t = byId.get(d.id);
    return {
      id: d.id,
      domain: d.domain,
      shared: d.shared,
      keyMasked: `${DOMAIN_KEY_PREFIX}…${d.keyLast4}`,
      keyIssuedAt: d.keyIssuedAt,
      createdAt: d.createdAt,
      links: t?._count._all ?? 0,
      clicks: t?._sum.clickCount ?? 0,
      botClicks: t?._sum.botClickCount ?? 0,
    };
  });
}
