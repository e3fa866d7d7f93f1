// POST /auth: client credentials → an opaque one-hour bearer token. Tokens are random, stored only as a
// SHA-256 hash with their expiry, and die with their client (deactivation deletes them).
import { getDb } from "@/lib/db/client";
import { unauthorized } from "@/lib/api/errors";
import { generateSecret, hashSecret, sameHash } from "@/lib/api/secrets";
import { now } from "./clock";
import { TOKEN_TTL_SECONDS } from "./config";

export const ACCESS_TOKEN_PREFIX = "bpa_";

export async function issueAccessToken(input: { client_id: string; client_secret: string }): Promise<{ access_token: string; token_type: "Bearer"; expires_in: number }> {
  const db = await getDb();
  const client = await db.archiveClient.findUnique({ where: { id: input.client_id } });
  // Hash the presented secret even for an unknown client, so timing does not tell which ids exist.
  const presented = hashSecret(input.client_secret);
  if (!client || !sameHash(presented, client.secretHash)) throw unauthorized("Invalid client_id or client_secret.");
  if (client.deactivatedAt) throw unauthorized("This client has been deactivated. Ask an owner or admin of the organisation for new credentials.");
  const issuedAt = now();
  const token = generateSecret(ACCESS_TOKEN_PREFIX, 32);
  await db.$transaction([
    db.archiveToken.create({
      data: {
        tokenHash: hashSecret(token),
        clientId: client.id,
        organisationId: client.organisationId,
        createdAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS * 1000),
      },
    }),
    db.archiveClient.update({ where: { id: client.id }, data: { lastUsedAt: issuedAt } }),
  ]);
  return { access_token: token, token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS };
}
