import { getDb } from "@/lib/db/client";
import { templateSummary, type TemplateSummary } from "./template-record";

/** The organisation's live templates, most recently changed first (at most 100 exist). */
export async function listTemplates(organisationId: string): Promise<TemplateSummary[]> {
  const db = await getDb();
  const rows = await db.html2pdfTemplate.findMany({ where: { organisationId, deletedAt: null }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] });
  return rows.map(templateSummary);
}
