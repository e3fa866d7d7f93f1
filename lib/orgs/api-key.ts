// The organisation key: one active key per organisation, stored as a hash with a masked display form.
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { forgetOrganisationKeys, KEY_ROTATED_CHANNEL } from "@/lib/api/key-cache";
import { announceChange } from "@/lib/db/change-feed";
import { generateSecret, hashSecret, maskSecret } from "@/lib/api/secrets";

export const ORG_KEY_PREFIX = "sk_";

type Tx = Prisma.TransactionClient;

/** Revokes any active key and issues a new one. Returns the new key in clear: shown once, never stored. */
export async function issueApiKey(organisationId: string, tx?: Tx): Promise<string> {
  const key = generateSecret(ORG_KEY_PREFIX);
  const write = async (t: Tx) => {
    await t.apiKey.updateMany({ where: { organisationId, revokedAt: null }, data: { revokedAt: new Date() } });
    await t.apiKey.create({
      data: { id: newId("key"), organisationId, keyHash: hashSecret(key), prefix: ORG_KEY_PREFIX, last4: key.slice(-4) },
    });
    // Other instances evict the old key when this commits (lib/db/change-feed.ts).
    await announceChange(t, KEY_ROTATED_CHANNEL, organisationId);
  };
  if (tx) await write(tx);
  else await (await getDb()).$transaction(write);
  forgetOrganisationKeys(organisationId);
  return key;
}

/** Rotation: the old key fails on the very next call (this process's cache is evicted at once). */
export const rotateApiKey = (organisationId: string) => issueApiKey(organisationId);

export async function maskedApiKey(organisationId: string): Promise<{ masked: string; createdAt: Date } | null> {
  const db = await getDb();
  const key = await db.apiKey.findFirst({ where: { organisationId, revokedAt: null }, orderBy: { createdAt: "desc" } });
  return key ? { masked: maskSecret(key.prefix, key.last4), createdAt: key.createdAt } : null;
}
