// html2pdf operations for /v1/openapi.json, from the same zod schemas the routes validate with.
import { z } from "zod";
import { errorEnvelope, okEnvelope, type OperationSpec } from "@/lib/api/openapi";
import { inlineRenderBody, renderQuery, templateRenderBody } from "./render-request";
import { renderOptionsSchema } from "./options";
import { createTemplateBody, updateTemplateBody } from "./template-input";

const renderMeta = z.object({
  request_id: z.string(),
  duration_ms: z.number().int(),
  pages: z.number().int(),
  billed_units: z.number().int(),
  credits: z.number().int(),
  template_version: z.number().int().optional(),
});
const renderEnvelope = okEnvelope(z.object({ pdf: z.string().describe("base64 PDF"), pages: z.number().int(), filename: z.string() }), renderMeta);
const summary = z.object({ id: z.string(), name: z.string(), version: z.number().int(), created_at: z.string(), updated_at: z.string() });
const detail = summary.extend({
  html: z.string(),
  latest_version: z.number().int(),
  version_created_at: z.string(),
  versions: z.array(z.object({ version: z.number().int(), name: z.string(), created_at: z.string() })),
});
const idParam = z.object({ id: z.string().describe("tpl_…") });
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, { description: ERR[c], schema: errorEnvelope }]));
const ERR: Record<number, string> = {
  400: "Empty HTML, invalid JSON, both or neither of html and template_id, a merge error (names the field or the Handlebars problem and line), an invalid option (names it; a custom size must be 0.5in to 200in and the margins must leave a printable area), a template_version outside 1 to 2147483647, or a NUL character in a template's name or HTML.",
  401: "Missing or invalid key.",
  402: "Not enough credits (nothing charged).",
  404: "Template or template version not found, including a deleted template or another organisation's.",
  409: "Template limit reached (100 live templates per organisation).",
  413: "Request body over 2 MB, or template HTML over 512 KB.",
  500: "render_failed: Chromium could not start or died during the render. Retry.",
  415: "Render body neither text/html nor application/json.",
  422: "The Handlebars merge reached a limit (nothing charged): merge_output_too_large (more merged HTML than HTML2PDF_MERGE_MAX_OUTPUT_BYTES, 5 MB by default; limit_bytes), merge_too_slow (longer than HTML2PDF_MERGE_TIMEOUT_MS, 2 s; limit_ms) or merge_out_of_memory (more than HTML2PDF_MERGE_MAX_MEMORY_MB, 256 MB; limit_mb). The page reached a limit (nothing charged): render_too_slow (not loaded and printed within HTML2PDF_RENDER_TIMEOUT_MS, 30 s: a script that never ends, a resource that never loads; limit_ms) or render_out_of_memory (more than HTML2PDF_RENDERER_MAX_MEMORY_MB, 1024 MB; limit_mb).",
  503: "Renderer or template merges at capacity (busy); retry after the Retry-After header.",
};
const pdfHeaders = {
  "x-request-id": "Request id",
  "x-pages": "Pages in the PDF",
  "x-billed-units": "Units billed (one per started block of 20 pages)",
  "x-credits": "Credits charged (1 per unit)",
  "content-disposition": "attachment; filename=\"…\"; filename*=UTF-8''… (RFC 6266)",
};
const tags = ["HTML rendering"];

export const html2pdfOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/v1/html2pdf",
    operationId: "html2pdfRender",
    summary: "Render HTML, inline Handlebars or a stored template to PDF",
    description:
      "Raw text/html is rendered as sent. JSON bodies merge `data` with Handlebars (helpers formatCurrency and formatDate). Exactly one of html and template_id. `options` per RenderOptions; filename and output also as query parameters (the query wins).",
    tags,
    security: "orgKey",
    query: renderQuery,
    body: [
      { contentType: "text/html", description: "The markup, rendered as is." },
      { contentType: "application/json", schema: z.union([inlineRenderBody, templateRenderBody]) },
    ],
    responses: {
      200: {
        description: "The PDF bytes. With output=base64 the body is instead the JSON envelope {ok, data: {pdf, pages, filename}, meta: {request_id, duration_ms, pages, billed_units, credits}} (schema: see the preview operation).",
        contentType: "application/pdf",
        headers: pdfHeaders,
      },
      ...errors(400, 401, 402, 404, 413, 415, 422, 500, 503),
    },
  },
  {
    method: "post",
    path: "/v1/html2pdf/templates",
    operationId: "html2pdfTemplateCreate",
    summary: "Create a template (version 1)",
    tags,
    security: "orgKey",
    body: [{ contentType: "application/json", schema: createTemplateBody }],
    responses: { 201: { description: "Created", schema: okEnvelope(detail) }, ...errors(400, 401, 409, 413) },
  },
  {
    method: "get",
    path: "/v1/html2pdf/templates",
    operationId: "html2pdfTemplateList",
    summary: "List the organisation's live templates",
    tags,
    security: "orgKey",
    responses: { 200: { description: "Templates, most recently changed first", schema: okEnvelope(z.object({ templates: z.array(summary) })) }, ...errors(401) },
  },
  {
    method: "get",
    path: "/v1/html2pdf/templates/{id}",
    operationId: "html2pdfTemplateGet",
    summary: "Fetch a template, at its latest version or ?version=n",
    tags,
    security: "orgKey",
    params: idParam,
    query: z.object({ version: z.number().int().min(1).optional() }),
    responses: { 200: { description: "The template", schema: okEnvelope(detail) }, ...errors(400, 401, 404) },
  },
  {
    method: "put",
    path: "/v1/html2pdf/templates/{id}",
    operationId: "html2pdfTemplateUpdate",
    summary: "Save {html?, name?} as a new version",
    tags,
    security: "orgKey",
    params: idParam,
    body: [{ contentType: "application/json", schema: updateTemplateBody }],
    responses: { 200: { description: "The new latest version", schema: okEnvelope(detail) }, ...errors(400, 401, 404, 413) },
  },
  {
    method: "delete",
    path: "/v1/html2pdf/templates/{id}",
    operationId: "html2pdfTemplateDelete",
    summary: "Retire a template (history kept; later use answers 404)",
    tags,
    security: "orgKey",
    params: idParam,
    responses: { 200: { description: "Retired", schema: okEnvelope(z.object({ id: z.string(), deleted: z.literal(true), deleted_at: z.string() })) }, ...errors(401, 404) },
  },
  {
    method: "post",
    path: "/v1/html2pdf/templates/{id}/preview",
    operationId: "html2pdfTemplatePreview",
    summary: "Free render of a template; base64 envelope by default (output=pdf for bytes)",
    tags,
    security: "orgKey",
    params: idParam,
    query: renderQuery,
    body: [{ contentType: "application/json", schema: z.object({ template_version: z.number().int().min(1).optional(), data: z.record(z.string(), z.unknown()).optional(), options: renderOptionsSchema.optional() }) }],
    responses: { 200: { description: "Preview (billed_units 0, credits 0)", schema: renderEnvelope }, ...errors(400, 401, 404, 413, 422, 500, 503) },
  },
];
