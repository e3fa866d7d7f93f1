import { DomainError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { TEMPLATES_PER_ORGANISATION } from "./limits";
import { validateTemplateHtml, validateTemplateName } from "./template-input";
import { templateDetail, type TemplateDetail } from "./template-record";

/** Creates a template with version 1. 409 at the limit of live templates (counted under an organisation row lock). */
export async function createTemplate(organisationId: string, input: { name: unknown; html: unknown }): Promise<TemplateDetail> {
  const name = validateTemplateName(input.name);
  const html = await validateTemplateHtml(input.html);
  const db = await getDb();
  const { template, version } = await db.$transaction(async (tx) => {
    // Serialises creates per organisation so two racing creates cannot both take the 100th place.
    await tx.$queryRaw`SELECT id FROM organisation WHERE id = ${organisationId} FOR UPDATE`;
    const live = await tx.html2pdfTemplate.count({ where: { organisationId, deletedAt: null } });
    if (live >= TEMPLATES_PER_ORGANISATION) {
      throw new DomainError("conflict", `The organisation already has ${TEMPLATES_PER_ORGANISATION} templates, the limit. Delete one first.`, { limit: TEMPLATES_PER_ORGANISATION });
    }
    const id = newId("tpl");
    const now = new Date();
    const template = await tx.html2pdfTemplate.create({ data: { id, organisationId, name, latestVersion: 1, createdAt: now, updatedAt: now } });
    const version = await tx.html2pdfTemplateVersion.create({ data: { id: newId("tpv"), templateId: id, version: 1, name, html, createdAt: now } });
    return { template, version };
  });
  return templateDetail(template, version, [version]);
}
