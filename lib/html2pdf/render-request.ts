// The three forms of POST /v1/html2pdf (raw text/html; {html, data?, options?}; {template_id,
// template_version?, data?, options?}) read into one shape, with `filename` and `output` also taken from
// the query string (the query wins when both are given: it is the only way for raw HTML).
import { z } from "zod";
import { DomainError, invalidRequest } from "@/lib/errors";
import { mediaType, parseJson, readBodyBytes } from "@/lib/api/body";
import { RENDER_BODY_LIMIT } from "./limits";
import { parseRenderOptions, renderOptionsSchema, type RenderOptions } from "./options";
import { isTemplateIdShape } from "./template-id";

export const inlineRenderBody = z
  .strictObject({
    html: z.string().describe("Handlebars-capable HTML."),
    data: z.record(z.string(), z.unknown()).optional().describe("Values merged into the HTML, header and footer."),
    options: renderOptionsSchema.optional(),
  })
  .meta({ id: "InlineRenderRequest" });

export const templateRenderBody = z
  .strictObject({
    template_id: z.string().describe("tpl_… of a stored template."),
    template_version: z.number().int().min(1).max(2_147_483_647).optional().describe("Pin a version; latest when left out."),
    data: z.record(z.string(), z.unknown()).optional(),
    options: renderOptionsSchema.optional(),
  })
  .meta({ id: "TemplateRenderRequest" });

export const renderQuery = z.object({
  filename: z.string().optional().describe("Download filename (also option filename)."),
  output: z.enum(["pdf", "base64"]).optional().describe("base64 for the JSON envelope (also option output)."),
});

export type RenderRequest =
  | { form: "raw" | "inline"; html: string; data?: Record<string, unknown>; options: RenderOptions }
  | { form: "template"; templateId: string; templateVersion?: number; data?: Record<string, unknown>; options: RenderOptions };

const ALLOWED_FIELDS = ["html", "template_id", "template_version", "data", "options"];

export function parseDataField(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw invalidRequest("data must be a JSON object of merge fields.", { field: "data" });
  return value as Record<string, unknown>;
}

/** Options from the body merged with the `filename` / `output` query parameters (validated together). */
export function withQueryOptions(req: Request, options: unknown): RenderOptions {
  const query = new URL(req.url).searchParams;
  const fromQuery: Record<string, unknown> = {};
  if (query.has("filename")) fromQuery.filename = query.get("filename");
  if (query.has("output")) fromQuery.output = query.get("output");
  const base = options === undefined || options === null ? {} : options;
  if (typeof base !== "object" || Array.isArray(base)) throw invalidRequest("options must be an object.", { option: "options" });
  return parseRenderOptions({ ...(base as object), ...fromQuery });
}

export async function readRenderRequest(req: Request): Promise<RenderRequest> {
  const type = mediaType(req);
  const bytes = await readBodyBytes(req, RENDER_BODY_LIMIT);
  const text = bytes.toString("utf8");
  const isJson = type === "application/json" || type.endsWith("+json") || (type === "" && text.trimStart().startsWith("{"));
  const isHtml = type === "text/html" || type === "application/xhtml+xml" || type === "text/plain" || type === "";
  if (!isJson && !isHtml) {
    throw new DomainError("unsupported_media_type", `Send text/html (raw HTML) or application/json ({html} or {template_id}); got ${type}.`);
  }
  if (!isJson) {
    if (!text.trim()) throw invalidRequest("The HTML is empty. Send the markup as the request body with content-type text/html.", { field: "html" });
    return { form: "raw", html: text, options: withQueryOptions(req, undefined) };
  }
  const body = parseJson(bytes);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new DomainError("invalid_json", "The request body must be a JSON object.");
  const obj = body as Record<string, unknown>;
  const unknown = Object.keys(obj).filter((k) => !ALLOWED_FIELDS.includes(k));
  if (unknown.length) {
    const hint = unknown.some((k) => k in renderOptionsSchema.shape) ? ` Render options such as ${unknown[0]} go inside "options".` : "";
    throw invalidRequest(`Unknown field ${unknown[0]}. Send {html, data?, options?} or {template_id, template_version?, data?, options?}.${hint}`, { field: unknown[0] });
  }
  const hasHtml = obj.html !== undefined;
  const hasTemplate = obj.template_id !== undefined;
  if (hasHtml && hasTemplate) throw invalidRequest("Send either html or template_id, not both.", { field: "html" });
  if (!hasHtml && !hasTemplate) throw invalidRequest("Send html (inline template) or template_id (stored template).", { field: "html" });
  const data = parseDataField(obj.data);
  const options = withQueryOptions(req, obj.options);
  if (hasHtml) {
    if (obj.template_version !== undefined) throw invalidRequest("template_version only goes with template_id.", { field: "template_version" });
    if (typeof obj.html !== "string") throw invalidRequest("html must be a string.", { field: "html" });
    if (!obj.html.trim()) throw invalidRequest("The HTML is empty.", { field: "html" });
    return { form: "inline", html: obj.html, data, options };
  }
  if (typeof obj.template_id !== "string" || !obj.template_id.trim() || !isTemplateIdShape(obj.template_id.trim())) {
    throw invalidRequest("template_id must be a template id (tpl_…).", { field: "template_id" });
  }
  const templateVersion = parseTemplateVersion(obj.template_version);
  return { form: "template", templateId: obj.template_id.trim(), templateVersion, data, options };
}

/** Version numbers are PostgreSQL integers: 1 to 2³¹ − 1. */
export const MAX_TEMPLATE_VERSION = 2_147_483_647;

/** A whole number from 1 to 2³¹ − 1 (a number, or a string of digits as in ?version=), else 400. */
export function parseTemplateVersion(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > MAX_TEMPLATE_VERSION) {
    throw invalidRequest(`template_version must be a whole number from 1 to ${MAX_TEMPLATE_VERSION}.`, { field: "template_version" });
  }
  return n;
}
