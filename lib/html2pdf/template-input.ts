// Checks shared by template create and update: size first (413), then content (400).
import { z } from "zod";
import { invalidRequest, payloadTooLarge } from "@/lib/errors";
import { TEMPLATE_HTML_LIMIT, TEMPLATE_NAME_MAX } from "./limits";
import { checkTemplate } from "./merge";

export const createTemplateBody = z
  .strictObject({ name: z.string().min(1).max(TEMPLATE_NAME_MAX), html: z.string().min(1).describe("Handlebars-capable HTML, at most 512 KB.") })
  .meta({ id: "CreateTemplateRequest" });
export const updateTemplateBody = z
  .strictObject({ name: z.string().min(1).max(TEMPLATE_NAME_MAX).optional(), html: z.string().min(1).optional() })
  .meta({ id: "UpdateTemplateRequest" });

// PostgreSQL text (and JSONB) cannot hold NUL characters: a stored field with one is bad input, not a 500.
export const hasNul = (s: string) => s.includes("\u0000");

/** Any string inside a (validated, shallow) value holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasNul(value);
  if (!value || typeof value !== "object" || depth > 8) return false;
  return Object.values(value).some((v) => containsNul(v, depth + 1));
}

export function validateTemplateName(name: unknown): string {
  if (typeof name !== "string" || !name.trim()) throw invalidRequest("name must be a non-empty string.", { field: "name" });
  if (name.trim().length > TEMPLATE_NAME_MAX) throw invalidRequest(`name must be at most ${TEMPLATE_NAME_MAX} characters.`, { field: "name" });
  if (hasNul(name)) throw invalidRequest("name must not contain NUL (\\u0000) characters.", { field: "name" });
  return name.trim();
}

/** Size (413), emptiness and NUL (400), then the Handlebars syntax (400 with the line), parsed off the event loop. */
export async function validateTemplateHtml(html: unknown): Promise<string> {
  if (typeof html !== "string") throw invalidRequest("html must be a string.", { field: "html" });
  if (Buffer.byteLength(html, "utf8") > TEMPLATE_HTML_LIMIT) throw payloadTooLarge(TEMPLATE_HTML_LIMIT, "Template HTML");
  if (!html.trim()) throw invalidRequest("The HTML is empty.", { field: "html" });
  if (hasNul(html)) throw invalidRequest("html must not contain NUL (\\u0000) characters.", { field: "html" });
  await checkTemplate(html, "html");
  return html;
}

export function rejectUnknownFields(body: Record<string, unknown>, allowed: string[]): void {
  const extra = Object.keys(body).find((k) => !allowed.includes(k));
  if (extra) throw invalidRequest(`Unknown field ${extra}. Allowed: ${allowed.join(", ")}.`, { field: extra });
}
