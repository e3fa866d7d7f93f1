import { getDb } from "@/lib/db/client";
import { findTemplateVersion, templateDetail, type TemplateDetail } from "./template-record";

/** One template at its latest version, or at `version`. */
export async function getTemplate(organisationId: string, id: string, version?: number): Promise<TemplateDetail> {
  const found = await findTemplateVersion(organisationId, id, version);
  const db = await getDb();
  const versions = await db.html2pdfTemplateVersion.findMany({ where: { templateId: id }, orderBy: { version: "asc" }, select: { version: true, name: true, createdAt: true } });
  return templateDetail(found.template, found.version, versions);
}
