// Subscribing to a public API is self-serve: it records the subscription and, when the organisation has
// no active key yet, issues one in the same transaction (returned in clear once, never stored).
import { getDb } from "@/lib/db/client";
import { issueApiKey } from "@/lib/orgs/api-key";
import { isPublicApiProduct, productName } from "./products";

export class SubscribeError extends Error {}

export async function subscribeToProduct(
  organisationId: string,
  product: string,
): Promise<{ product: string; alreadySubscribed: boolean; apiKey?: string }> {
  if (!isPublicApiProduct(product)) {
    throw new SubscribeError(`${productName(product)} is not a self-serve public API; it is set up with the operator.`);
  }
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const existing = await tx.productSubscription.findUnique({ where: { organisationId_product: { organisationId, product } } });
    if (!existing) await tx.productSubscription.create({ data: { organisationId, product } });
    const activeKey = await tx.apiKey.findFirst({ where: { organisationId, revokedAt: null }, select: { id: true } });
    const apiKey = activeKey ? undefined : await issueApiKey(organisationId, tx);
    return { product, alreadySubscribed: Boolean(existing), apiKey };
  });
}
