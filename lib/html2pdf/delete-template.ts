import { getDb } from "@/lib/db/client";
import { templateNotFound } from "./template-record";

/** Retires a template: its versions are kept, every later use answers 404. */
export async function deleteTemplate(organisationId: string, id: string): Promise<{ id: string; deleted: true; deleted_at: string }> {
  const db = await getDb();
  const now = new Date();
  const { count } = await db.html2pdfTemplate.updateMany({ where: { id, organisationId, deletedAt: null }, data: { deletedAt: now } });
  if (count !== 1) throw templateNotFound(id);
  return { id, deleted: true, deleted_at: now.toISOString() };
}
