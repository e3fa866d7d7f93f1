// The set of configured short domains, as proxy.ts needs it: a synchronous-cheap membership test for the
// Host of every request. Deliberately imports nothing but the process state (no database code in the proxy bundle): the loader
// that reads the database is installed in the process state by lib/shortlinks/domains.ts (imported by the
// click job at server start and by every short-link route), and the Set is shared through the process state
// because Next.js runs the Node.js proxy in the same process as the routes.
import { processState } from "@/lib/process-state.mjs";

type Registry = {
  domains: Set<string>;
  expires: number;
  loader?: () => Promise<string[]>;
  pending?: Promise<void>;
  loaded: boolean;
};

const registry = processState<Registry>("shortlinks.domainRegistry", () => ({ domains: new Set(), expires: 0, loaded: false }));

const ttlMs = () => {
  const n = Number(process.env.SHORTLINK_DOMAIN_CACHE_TTL_MS);
  return Number.isFinite(n) && n >= 0 && process.env.SHORTLINK_DOMAIN_CACHE_TTL_MS ? n : 5000;
};

/** Set by proxy.ts on the rewritten request: the short domain the visitor asked for (an internal header: never taken from a client). */
export { SHORTLINK_HOST_HEADER } from "@/lib/api/internal-headers";

/** Host header → comparable domain (lower case, no port, no trailing dot). Browsers send IDNs as punycode. */
export function hostToDomain(host: string | null | undefined): string {
  if (!host) return "";
  let h = host.toLowerCase();
  const colon = h.lastIndexOf(":");
  if (colon > 0 && !h.endsWith("]")) h = h.slice(0, colon);
  if (h.endsWith(".")) h = h.slice(0, -1);
  return h;
}

function envDomains(): string[] {
  return (process.env.SHORTLINK_SHARED_DOMAINS ?? "")
    .split(",")
    .map((d) => hostToDomain(d.trim()))
    .filter(Boolean);
}

export function installDomainLoader(loader: () => Promise<string[]>): void {
  registry.loader = loader;
}

function refresh(): Promise<void> {
  registry.pending ??= (async () => {
    try {
      const fromDb = registry.loader ? await registry.loader() : [];
      registry.domains = new Set([...envDomains(), ...fromDb]);
      registry.loaded = Boolean(registry.loader);
      registry.expires = Date.now() + ttlMs();
    } catch (error) {
      // Keep serving the last known set; try again soon.
      console.error("shortlinks: could not load the configured domains", error);
      registry.domains = new Set([...registry.domains, ...envDomains()]);
      registry.loaded = true; // never make every request wait on a failing database
      registry.expires = Date.now() + 1000;
    } finally {
      registry.pending = undefined;
    }
  })();
  return registry.pending;
}

/**
 * Is this Host a configured short domain? Waits for the database only on the first call of the process;
 * afterwards an expired set is refreshed in the background while the stale one answers.
 */
export async function isShortDomain(host: string | null | undefined): Promise<boolean> {
  const domain = hostToDomain(host);
  if (!domain) return false;
  if (!registry.loaded && registry.loader) await refresh();
  else if (registry.expires <= Date.now()) {
    if (registry.expires === 0) await refresh();
    else void refresh();
  }
  return registry.domains.has(domain);
}

/**
 * The same question answered at once, for the production server's hot route table: true or false from the
 * cached set (an expired one answers while it is refreshed in the background), undefined until the set is
 * first loaded (then the caller lets Next's proxy decide, which loads it).
 */
export function isShortDomainNow(host: string | null | undefined): boolean | undefined {
  const domain = hostToDomain(host);
  if (!domain) return false;
  if (!registry.loaded || registry.expires <= Date.now()) void refresh();
  return registry.loaded ? registry.domains.has(domain) : undefined;
}

/** After issuing a domain in this process, make it known at once. */
export function forgetDomainSet(): void {
  registry.expires = 0;
  registry.loaded = false;
}
