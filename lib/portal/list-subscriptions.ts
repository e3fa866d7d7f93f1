import { getDb } from "@/lib/db/client";

export type Subscription = { product: string; createdAt: Date };

export async function listSubscriptions(organisationId: string): Promise<Subscription[]> {
  const db = await getDb();
  return db.productSubscription.findMany({
    where: { organisationId },
    orderBy: { createdAt: "asc" },
    select: { product: true, createdAt: true },
  });
}
