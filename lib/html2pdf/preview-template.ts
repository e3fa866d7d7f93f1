// Free render of a stored template (template management is free; previews never bill).
import type { RenderOptions } from "./options";
import { renderDocument, type RenderedDocument } from "./render-document";

export async function previewTemplate(
  organisationId: string,
  id: string,
  input: { templateVersion?: number; data?: Record<string, unknown>; options: RenderOptions },
): Promise<RenderedDocument> {
  return renderDocument(organisationId, { form: "template", templateId: id, templateVersion: input.templateVersion, data: input.data, options: input.options });
}
