// code → where to send the visitor, cached in process. Links never change destination and are never
// deleted, so a found entry stays valid; unknown codes are remembered briefly so a scan of random codes
// cannot hammer the database.
import { getDb } from "@/lib/db/client";
import { numberEnv } from "./config";
import { destinationUrl } from "./destination";
import { Lru } from "./lru";
import { processState } from "@/lib/process-state.mjs";

export type LinkTarget = { linkId: string; organisationId: string; domain: string; destination: string };

type Entry = LinkTarget | { missing: true; until: number };

const cache = () => processState("shortlinks.linkCache", () => new Lru<string, Entry>(numberEnv("SHORTLINK_CACHE_SIZE", 100_000)));

export function rememberLink(code: string, target: LinkTarget): void {
  cache().set(code, target);
}

export function forgetLinkCache(): void {
  cache().clear();
}

export async function resolveCode(code: string): Promise<LinkTarget | null> {
  const hit = cache().get(code);
  if (hit) {
    if (!("missing" in hit)) return hit;
    if (hit.until > Date.now()) return null;
  }
  const db = await getDb();
  const row = await db.shortlink.findUnique({
    where: { code },
    select: { id: true, organisationId: true, domain: true, longUrl: true, tracking: true },
  });
  if (!row) {
    cache().set(code, { missing: true, until: Date.now() + numberEnv("SHORTLINK_MISS_CACHE_MS", 2000) });
    return null;
  }
  const target: LinkTarget = {
    linkId: row.id,
    organisationId: row.organisationId,
    domain: row.domain,
    destination: destinationUrl(row.longUrl, (row.tracking ?? {}) as Record<string, string>),
  };
  rememberLink(code, target);
  return target;
}
