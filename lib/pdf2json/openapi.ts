// pdf2json's operations for the OpenAPI document (/v1/openapi.json).
import { z } from "zod";
import { errorEnvelope, type OperationSpec } from "@/lib/api/openapi";
import { extractJsonBody } from "./intake";
import { PROFILE_IDS } from "./profiles";

const meta = z
  .object({
    request_id: z.string(),
    duration_ms: z.number().int(),
    document_type: z.string().describe(`A profile id (${PROFILE_IDS.join(", ")}) or custom.`),
    profile_version: z.number().int(),
    classification: z
      .object({ method: z.enum(["text", "ocr", "document_type", "schema", "einvoice"]), confidence: z.number() })
      .describe("einvoice: the answer was read from the PDF's embedded e-invoice XML (Factur-X, ZUGFeRD, XRechnung, UBL), confidence 1."),
    pages: z.number().int(),
    billed_units: z.number().int().describe("One per started 5 pages."),
    credits: z.number().int().describe("10 per unit; doubled for the premium engine."),
    engine: z.enum(["standard", "premium"]),
    warnings: z.array(z.object({ code: z.string(), message: z.string() })).describe("Codes include einvoice_invalid (an embedded invoice XML was not used) and einvoice_inconsistent (its amounts disagree with its own totals and were read from the page)."),
    einvoice: z
      .object({
        syntax: z.enum(["CII", "UBL"]).nullable().describe("CII (Factur-X, ZUGFeRD 1 and 2, XRechnung CII) or UBL; null when the XML could not be read."),
        profile: z.string().nullable().describe('The XML\'s profile: "EN 16931", "XRechnung", "Peppol BIS Billing 3.0", "BASIC", "BASIC WL", "MINIMUM", "EXTENDED", "ZUGFeRD 1.0 COMFORT"...'),
        guideline: z.string().nullable().describe("The specification identifier as the XML writes it."),
        filename: z.string().describe("The embedded file's name (factur-x.xml, zugferd-invoice.xml, xrechnung.xml...)."),
        status: z.enum(["valid", "inconsistent", "invalid"]).describe("valid: used; inconsistent: used but for its amounts; invalid: not used."),
      })
      .optional()
      .describe("Present when the PDF carries an e-invoice XML. See docs/pdf2json.md, E-invoices."),
    resolved: z.boolean().optional().describe("Long form only (?detail=full)."),
    fields: z
      .record(z.string(), z.object({ confidence: z.number(), page: z.number().int().nullable(), box: z.array(z.number()).nullable(), label: z.string().nullable() }))
      .optional()
      .describe("Long form only: per field path, its confidence and where it was found (page, box [x0, y0, x1, y1] in points from the top-left)."),
  })
  .loose();

const extractHeaders = z.object({
  "x-document-type": z.string().optional().describe("A profile id; same as document_type."),
  "x-engine": z.enum(["standard", "premium"]).optional().describe("Engine choice; same as engine."),
});
const extractQuery = z.object({ detail: z.enum(["standard", "full"]).optional().describe("full: the long-form response.") });

const extractResponses = (): OperationSpec["responses"] => ({
  200: { description: "Extracted", schema: z.object({ ok: z.literal(true), data: z.record(z.string(), z.unknown()), meta }), headers: { "x-request-id": "Request id", "x-pages": "Page count", "x-billed-units": "Units charged", "x-credits": "Credits charged" } },
  400: { description: "No PDF, not a PDF, multipart, schema not an object, unknown document_type (valid_ids listed), unknown engine, schema not valid JSON Schema, too large as written (limit: schema_size: 1,000 objects and arrays, 64 levels, 200 patterns) or once its $refs are expanded (limit: schema_nodes) or a pattern RE2 cannot run in linear time (limit: schema_pattern)", schema: errorEnvelope },
  401: { description: "Missing or invalid key", schema: errorEnvelope },
  402: { description: "Not enough credits (nothing charged)", schema: errorEnvelope },
  413: { description: "PDF larger than 8 MB", schema: errorEnvelope },
  422: { description: "unprocessable (encrypted or damaged PDF), content_refused (premium engine), pdf_too_slow (opening and reading the PDF took longer than its time limit; limit_ms) or pdf_out_of_memory (reading it needed more memory than a document may use, e.g. streams inflating to gigabytes; limit_mb)", schema: errorEnvelope },
  500: { description: "Unexpected error; retry with backoff", schema: errorEnvelope },
  502: { description: "bad_output: the premium model answered unusable output twice; safe to retry", schema: errorEnvelope },
  503: { description: "unavailable: premium engine not configured", schema: errorEnvelope },
});

const profilesResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    profiles: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), profile_version: z.number().int(), keys: z.array(z.string()), schema: z.record(z.string(), z.unknown()).optional() })),
  }),
  meta: z.object({ request_id: z.string() }),
});

const extractOp = (path: string, host: "base" | "pdf"): OperationSpec => ({
  method: "post",
  path,
  host,
  operationId: host === "base" ? "pdf2jsonExtract" : "pdf2jsonExtractAlias",
  summary: "Extract a PDF to JSON",
  description: "Send the PDF raw (application/pdf) or as JSON. The type is detected unless document_type or a schema is given. Billing: 1 unit per started 5 pages, 10 credits per unit, premium doubled; failed calls are free. See docs/pdf2json.md.",
  tags: ["pdf2json"],
  security: "orgKey",
  headers: extractHeaders,
  query: extractQuery,
  body: [
    { contentType: "application/pdf", description: "The PDF bytes (8 MB at most)." },
    { contentType: "application/json", schema: extractJsonBody },
  ],
  responses: extractResponses(),
});

const profilesOp = (path: string, host: "base" | "pdf"): OperationSpec => ({
  method: "get",
  path,
  host,
  operationId: host === "base" ? "pdf2jsonProfiles" : "pdf2jsonProfilesAlias",
  summary: "List the built-in output profiles",
  description: "No key needed. ?schema=1 includes each profile's JSON Schema.",
  tags: ["pdf2json"],
  security: "none",
  query: z.object({ schema: z.string().optional().describe("1 to include each profile's JSON Schema.") }),
  responses: { 200: { description: "The profiles", schema: profilesResponse } },
});

export const pdf2jsonOperations: OperationSpec[] = [
  extractOp("/v1/pdf2json", "base"),
  profilesOp("/v1/pdf2json/profiles", "base"),
  extractOp("/pdf2json", "pdf"),
  profilesOp("/pdf2json/profiles", "pdf"),
];
