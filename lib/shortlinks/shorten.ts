// Create or return the link for (domain of an organisation, subscriber_key, long_url). Race-safe without
// locks: INSERT … ON CONFLICT DO NOTHING (createMany skipDuplicates) against the unique
// (domain_id, subscriber_key, long_url_hash) index, then read the winner. When nothing was inserted and
// nothing is found, the random code collided with another link's: draw a new code and try again.
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { newCode } from "./codes";
import { shortUrl } from "./config";
import { destinationUrl } from "./destination";
import type { DomainPrincipal } from "./domains";
import { rememberLink } from "./resolve";

export type ShortenInput = { longUrl: string; subscriberKey: string; tracking: Record<string, string> };
export type ShortenResult = { shortUrl: string; code: string; created: boolean };

const MAX_CODE_ATTEMPTS = 8;

export const longUrlHash = (longUrl: string) => createHash("sha256").update(longUrl).digest("hex");

export async function shortenLink(principal: DomainPrincipal, input: ShortenInput, codeSource: () => string = newCode): Promise<ShortenResult> {
  const db = await getDb();
  const hash = longUrlHash(input.longUrl);
  const key = { domainId_subscriberKey_longUrlHash: { domainId: principal.domainId, subscriberKey: input.subscriberKey, longUrlHash: hash } };
  const select = { code: true, id: true, longUrl: true, tracking: true } as const;

  const existing = await db.shortlink.findUnique({ where: key, select });
  if (existing) return { shortUrl: shortUrl(principal.domain, existing.code), code: existing.code, created: false };

  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const id = newId("sl");
    const code = codeSource();
    const { count } = await db.shortlink.createMany({
      data: [{ id, code, domainId: principal.domainId, organisationId: principal.organisationId, domain: principal.domain, subscriberKey: input.subscriberKey, longUrl: input.longUrl, longUrlHash: hash, tracking: input.tracking }],
      skipDuplicates: true,
    });
    if (count === 1) {
      rememberLink(code, { linkId: id, organisationId: principal.organisationId, domain: principal.domain, destination: destinationUrl(input.longUrl, input.tracking) });
      return { shortUrl: shortUrl(principal.domain, code), code, created: true };
    }
    const winner = await db.shortlink.findUnique({ where: key, select });
    if (winner) return { shortUrl: shortUrl(principal.domain, winner.code), code: winner.code, created: false };
    // Neither inserted nor found: the code belongs to another link. Draw again.
  }
  throw new DomainError("internal_error", "Could not allocate a unique short code.");
}
