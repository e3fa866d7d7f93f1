// POST /auth: client credentials → an opaque one-hour bearer token. Tokens are random, stored only as a
// SHA-256 hash with their expiry, and die with their client (deactivation deletes them).
// Abuse limits (lib/api/rate-limit.ts, shared by every process): failed exchanges per client_id
// (LOCKOUT_AFTER_FAILURES, 5) and per client address (LOCKOUT_ADDRESS_AFTER_FAILURES, 20) lead to a
// lockout of 1 minute, doubling, at most 1 hour: 429 `rate_limited` with Retry-After. A success resets
// the client_id's count and gives the address its attempt back.
import { getDb } from "@/lib/db/client";
import { UNKNOWN_ADDRESS } from "@/lib/api/client-address";
import { unauthorized } from "@/lib/errors";
import { accountLockoutPolicy, addressLockoutPolicy, beginAttempts, describeWait, rateLimited } from "@/lib/api/rate-limit";
import { generateSecret, hashSecret, sameHash } from "@/lib/api/secrets";
import { now } from "./clock";
import { TOKEN_TTL_SECONDS } from "./config";

export const ACCESS_TOKEN_PREFIX = "bpa_";

export async function issueAccessToken(
  input: { client_id: string; client_secret: string },
  client: { address: string } = { address: UNKNOWN_ADDRESS },
): Promise<{ access_token: string; token_type: "Bearer"; expires_in: number }> {
  const attempts = await beginAttempts([
    { key: `archive-auth:addr:${client.address}`, policy: addressLockoutPolicy(), onSuccess: "refund" },
    { key: `archive-auth:client:${hashSecret(input.client_id)}`, policy: accountLockoutPolicy(), onSuccess: "reset" },
  ]);
  if (!attempts.allowed) {
    throw rateLimited(attempts.retryAfterSeconds, `Too many failed attempts for these credentials or from this address. Retry after ${describeWait(attempts.retryAfterSeconds)}.`);
  }
  const db = await getDb();
  const found = await db.archiveClient.findUnique({ where: { id: input.client_id } });
  // Hash the presented secret even for an unknown client, so timing does not tell which ids exist.
  const presented = hashSecret(input.client_secret);
  if (!found || !sameHash(presented, found.secretHash)) throw unauthorized("Invalid client_id or client_secret.");
  if (found.deactivatedAt) throw unauthorized("This client has been deactivated. Ask an owner or admin of the organisation for new credentials.");
  await attempts.succeeded();
  const issuedAt = now();
  const token = generateSecret(ACCESS_TOKEN_PREFIX, 32);
  await db.$transaction([
    db.archiveToken.create({
      data: {
        tokenHash: hashSecret(token),
        clientId: found.id,
        organisationId: found.organisationId,
        createdAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS * 1000),
      },
    }),
    db.archiveClient.update({ where: { id: found.id }, data: { lastUsedAt: issuedAt } }),
  ]);
  return { access_token: token, token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS };
}
