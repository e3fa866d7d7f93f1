// Free render of a stored template through the API (template management is free; previews never bill),
// recorded on the usage page as a call with no units, like renderBilled records a billed one.
import { recordUsage } from "@/lib/billing";
import type { RenderOptions } from "./options";
import { renderDocument, type RenderedDocument } from "./render-document";

export async function previewTemplate(
  organisationId: string,
  id: string,
  input: { templateVersion?: number; data?: Record<string, unknown>; options: RenderOptions },
  ctx: { requestId: string; durationMs: () => number },
): Promise<RenderedDocument> {
  const doc = await renderDocument(organisationId, { form: "template", templateId: id, templateVersion: input.templateVersion, data: input.data, options: input.options });
  await recordUsage({ organisationId, product: "html2pdf", operation: "preview", status: 200, units: 0, durationMs: ctx.durationMs(), requestId: ctx.requestId });
  return doc;
}
