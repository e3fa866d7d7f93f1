// Deactivation is immediate: the client can no longer exchange its secret, and its access tokens are
// deleted in the same transaction (every call also checks the client's state, so nothing cached survives).
import { getDb } from "@/lib/db/client";
import { now } from "./clock";

/** Returns false when the organisation has no such client. Deactivating twice is harmless. */
export async function deactivateArchiveClient(organisationId: string, clientId: string): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const client = await tx.archiveClient.findFirst({ where: { id: clientId, organisationId }, select: { id: true, deactivatedAt: true } });
    if (!client) return false;
    if (!client.deactivatedAt) await tx.archiveClient.update({ where: { id: client.id }, data: { deactivatedAt: now() } });
    await tx.archiveToken.deleteMany({ where: { clientId: client.id } });
    return true;
  });
}
