// Free preview of unsaved HTML (the portal editor): merged and rendered like an inline API render,
// never billed.
import type { RenderOptions } from "./options";
import { renderDocument, type RenderedDocument } from "./render-document";

export async function previewHtml(organisationId: string, input: { html: string; data?: Record<string, unknown>; options: RenderOptions }): Promise<RenderedDocument> {
  return renderDocument(organisationId, { form: "inline", html: input.html, data: input.data, options: input.options });
}
