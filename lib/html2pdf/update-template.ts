import { invalidRequest } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { announceChange } from "@/lib/db/change-feed";
import { newId } from "@/lib/ids";
import { validateTemplateHtml, validateTemplateName } from "./template-input";
import { findLiveTemplate, templateDetail, templateNotFound, type TemplateDetail } from "./template-record";
import { forgetTemplate, TEMPLATE_CHANGED_CHANNEL } from "./template-cache";

/**
 * Saves `{html?, name?}` as a new version. The version number comes from an atomic increment of the
 * template row inside the transaction (the row stays locked until commit), so racing updates get distinct
 * numbers and neither write is lost; unique (template_id, version) is the backstop. Renders see the new
 * latest version as soon as this answers, on every instance (template-cache.ts).
 */
export async function updateTemplate(organisationId: string, id: string, input: { name?: unknown; html?: unknown }): Promise<TemplateDetail> {
  if (input.name === undefined && input.html === undefined) throw invalidRequest("Send html, name or both.", { field: "html" });
  const name = input.name === undefined ? undefined : validateTemplateName(input.name);
  const html = input.html === undefined ? undefined : await validateTemplateHtml(input.html);
  await findLiveTemplate(organisationId, id);
  const db = await getDb();
  const saved = db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.html2pdfTemplate.updateMany({
      where: { id, organisationId, deletedAt: null },
      data: { latestVersion: { increment: 1 }, updatedAt: now, ...(name !== undefined ? { name } : {}) },
    });
    if (count !== 1) throw templateNotFound(id);
    const template = await tx.html2pdfTemplate.findUniqueOrThrow({ where: { id } });
    const previous = await tx.html2pdfTemplateVersion.findFirstOrThrow({ where: { templateId: id }, orderBy: { version: "desc" } });
    const version = await tx.html2pdfTemplateVersion.create({
      data: { id: newId("tpv"), templateId: id, version: template.latestVersion, name: name ?? template.name, html: html ?? previous.html, createdAt: now },
    });
    await announceChange(tx, TEMPLATE_CHANGED_CHANNEL, id);
    return { template, version };
  });
  const { template, version } = await saved.finally(() => forgetTemplate(id));
  const versions = await db.html2pdfTemplateVersion.findMany({ where: { templateId: id }, orderBy: { version: "asc" }, select: { version: true, name: true, createdAt: true } });
  return templateDetail(template, version, versions);
}
