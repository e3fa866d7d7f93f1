// What the overview page shows at a glance: balance, key state, subscriptions, members.
import { getDb } from "@/lib/db/client";
import { creditBalance } from "@/lib/billing";
import { maskedApiKey } from "@/lib/orgs/api-key";

export async function organisationSummary(organisationId: string) {
  const db = await getDb();
  const [balance, key, subscriptions, members] = await Promise.all([
    creditBalance(organisationId),
    maskedApiKey(organisationId),
    db.productSubscription.findMany({ where: { organisationId }, select: { product: true } }),
    db.membership.count({ where: { organisationId } }),
  ]);
  return { balance, hasKey: key !== null, keyCreatedAt: key?.createdAt ?? null, subscriptions: subscriptions.map((s) => s.product), members };
}
