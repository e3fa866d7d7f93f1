// Client credentials for the email archive, issued by the operator at onboarding. The secret is returned
// once, here, and only its SHA-256 is stored.
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { generateSecret, hashSecret } from "@/lib/api/secrets";
import { now } from "./clock";

export const CLIENT_SECRET_PREFIX = "acs_";

export async function createArchiveClient(input: { organisationId: string; name?: string }): Promise<{ client_id: string; client_secret: string }> {
  const db = await getDb();
  const id = newId("acl", 20);
  const secret = generateSecret(CLIENT_SECRET_PREFIX, 32);
  await db.archiveClient.create({
    data: { id, organisationId: input.organisationId, name: input.name?.trim() || null, secretHash: hashSecret(secret), last4: secret.slice(-4), createdAt: now() },
  });
  return { client_id: id, client_secret: secret };
}
