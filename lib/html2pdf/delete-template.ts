import { getDb } from "@/lib/db/client";
import { announceChange } from "@/lib/db/change-feed";
import { forgetTemplate, TEMPLATE_CHANGED_CHANNEL } from "./template-cache";
import { isTemplateIdShape } from "./template-id";
import { templateNotFound } from "./template-record";

/** Retires a template: its versions are kept, every later use answers 404 (on every instance: template-cache.ts). */
export async function deleteTemplate(organisationId: string, id: string): Promise<{ id: string; deleted: true; deleted_at: string }> {
  if (!isTemplateIdShape(id)) throw templateNotFound(id);
  const db = await getDb();
  const now = new Date();
  const count = await db
    .$transaction(async (tx) => {
      const { count } = await tx.html2pdfTemplate.updateMany({ where: { id, organisationId, deletedAt: null }, data: { deletedAt: now } });
      if (count === 1) await announceChange(tx, TEMPLATE_CHANGED_CHANNEL, id);
      return count;
    })
    .finally(() => forgetTemplate(id));
  if (count !== 1) throw templateNotFound(id);
  return { id, deleted: true, deleted_at: now.toISOString() };
}
