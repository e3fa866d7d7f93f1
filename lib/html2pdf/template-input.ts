// Checks shared by template create and update: size first (413), then content (400).
import { z } from "zod";
import { invalidRequest, payloadTooLarge } from "@/lib/api/errors";
import { TEMPLATE_HTML_LIMIT, TEMPLATE_NAME_MAX } from "./limits";
import { checkTemplateSyntax, MergeError } from "./merge";

export const createTemplateBody = z
  .strictObject({ name: z.string().min(1).max(TEMPLATE_NAME_MAX), html: z.string().min(1).describe("Handlebars-capable HTML, at most 512 KB.") })
  .meta({ id: "CreateTemplateRequest" });
export const updateTemplateBody = z
  .strictObject({ name: z.string().min(1).max(TEMPLATE_NAME_MAX).optional(), html: z.string().min(1).optional() })
  .meta({ id: "UpdateTemplateRequest" });

export function validateTemplateName(name: unknown): string {
  if (typeof name !== "string" || !name.trim()) throw invalidRequest("name must be a non-empty string.", { field: "name" });
  if (name.trim().length > TEMPLATE_NAME_MAX) throw invalidRequest(`name must be at most ${TEMPLATE_NAME_MAX} characters.`, { field: "name" });
  return name.trim();
}

export function validateTemplateHtml(html: unknown): string {
  if (typeof html !== "string") throw invalidRequest("html must be a string.", { field: "html" });
  if (Buffer.byteLength(html, "utf8") > TEMPLATE_HTML_LIMIT) throw payloadTooLarge(TEMPLATE_HTML_LIMIT, "Template HTML");
  if (!html.trim()) throw invalidRequest("The HTML is empty.", { field: "html" });
  try {
    checkTemplateSyntax(html);
  } catch (error) {
    if (error instanceof MergeError) throw invalidRequest(`html: ${error.message}`, { field: "html", merge_error: { where: "html", line: error.line ?? null } });
    throw error;
  }
  return html;
}

export function rejectUnknownFields(body: Record<string, unknown>, allowed: string[]): void {
  const extra = Object.keys(body).find((k) => !allowed.includes(k));
  if (extra) throw invalidRequest(`Unknown field ${extra}. Allowed: ${allowed.join(", ")}.`, { field: extra });
}
