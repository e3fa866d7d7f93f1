// Organisation-key authentication for pdf2json and html2pdf: `x-api-key` header, or `api_key` query
// parameter (works, but leaks into logs).
import { getDb } from "@/lib/db/client";
import { unauthorized } from "@/lib/errors";
import { cachedKey, rememberKey } from "./key-cache";
import { hashSecret } from "./secrets";
import { annotateRequest } from "./server-hooks";

export type OrgPrincipal = {
  organisationId: string;
  keyId: string;
  /** The organisation's own requests-per-minute limit (null: the default; lib/api/api-rate-limit.ts). */
  rateLimitPerMinute?: number | null;
};

export function presentedOrgKey(req: Request): string | null {
  const header = req.headers.get("x-api-key");
  if (header) return header.trim();
  const query = new URL(req.url).searchParams.get("api_key");
  return query ? query.trim() : null;
}

export async function authenticateOrgKey(req: Request): Promise<OrgPrincipal> {
  const key = presentedOrgKey(req);
  if (!key) throw unauthorized("Missing API key. Send it in the x-api-key header.");
  const hash = hashSecret(key);
  const hit = cachedKey(hash);
  if (hit) {
    annotateRequest({ organisationId: hit.organisationId });
    return { organisationId: hit.organisationId, keyId: hit.keyId, rateLimitPerMinute: hit.rateLimitPerMinute };
  }
  const db = await getDb();
  const row = await db.apiKey.findUnique({
    where: { keyHash: hash },
    select: { id: true, organisationId: true, revokedAt: true, organisation: { select: { apiRateLimitPerMinute: true } } },
  });
  if (!row || row.revokedAt) throw unauthorized("Invalid API key. Check the key in the portal; a rotated key stops working at once.");
  const rateLimitPerMinute = row.organisation.apiRateLimitPerMinute;
  rememberKey(hash, row.organisationId, row.id, rateLimitPerMinute);
  annotateRequest({ organisationId: row.organisationId });
  return { organisationId: row.organisationId, keyId: row.id, rateLimitPerMinute };
}
