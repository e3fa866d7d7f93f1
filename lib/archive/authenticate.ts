// Every archive call but /auth and signed downloads: `Authorization: Bearer <token>`. One indexed lookup
// that also reads the client's state, so a deactivated client's token fails on the very next call.
import { getDb } from "@/lib/db/client";
import { unauthorized } from "@/lib/errors";
import { hashSecret } from "@/lib/api/secrets";
import { now } from "./clock";
import { annotateRequest } from "@/lib/api/server-hooks";

export type ArchivePrincipal = { organisationId: string; clientId: string };

export function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export async function authenticateArchiveToken(req: Request): Promise<ArchivePrincipal> {
  const token = bearerToken(req);
  if (!token) {
    throw unauthorized(
      req.headers.has("authorization")
        ? "Malformed Authorization header: send `Authorization: Bearer <access_token>`."
        : "Missing access token: POST your client credentials to /auth, then send `Authorization: Bearer <access_token>`.",
    );
  }
  const db = await getDb();
  const row = await db.archiveToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: { organisationId: true, clientId: true, expiresAt: true, client: { select: { deactivatedAt: true } } },
  });
  if (!row || row.client.deactivatedAt) throw unauthorized("Invalid access token. Request a new one from /auth.");
  if (row.expiresAt.getTime() <= now().getTime()) throw unauthorized("The access token has expired (tokens last one hour). Request a new one from /auth.");
  annotateRequest({ organisationId: row.organisationId, product: "archive" });
  return { organisationId: row.organisationId, clientId: row.clientId };
}
