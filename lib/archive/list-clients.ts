import { getDb } from "@/lib/db/client";
import { maskSecret } from "@/lib/api/secrets";
import { CLIENT_SECRET_PREFIX } from "./create-client";

export type ArchiveClientSummary = {
  client_id: string;
  name: string | null;
  secret: string;
  created_at: Date;
  last_used_at: Date | null;
  deactivated_at: Date | null;
  active: boolean;
};

export async function listArchiveClients(organisationId: string): Promise<ArchiveClientSummary[]> {
  const db = await getDb();
  const rows = await db.archiveClient.findMany({ where: { organisationId }, orderBy: { createdAt: "desc" } });
  return rows.map((c) => ({
    client_id: c.id,
    name: c.name,
    secret: maskSecret(CLIENT_SECRET_PREFIX, c.last4),
    created_at: c.createdAt,
    last_used_at: c.lastUsedAt,
    deactivated_at: c.deactivatedAt,
    active: !c.deactivatedAt,
  }));
}
