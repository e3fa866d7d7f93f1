// Reading an extraction request: raw application/pdf, or JSON {pdf | pdf_base64, document_type?, schema?,
// engine?, detail?}. The 8 MB limit is on the decoded PDF; a JSON body larger than the base64 of 8 MB
// (plus room for a schema) is refused while streaming, before it is buffered.
import { z } from "zod";
import { DomainError, invalidRequest, payloadTooLarge } from "@/lib/errors";
import { mediaType, parseJson, readBodyBytes } from "@/lib/api/body";
import { PROFILE_IDS } from "./profiles";

export const MAX_PDF_BYTES = 8 * 1024 * 1024;
/** base64 of 8 MB, plus 1 MB for the schema and options. */
export const MAX_JSON_BODY_BYTES = Math.ceil(MAX_PDF_BYTES / 3) * 4 + 1024 * 1024;

export const ENGINES = ["standard", "premium"] as const;
export type Engine = (typeof ENGINES)[number];

export const extractJsonBody = z
  .object({
    pdf: z.string().optional().describe("The PDF, base64 (a data: URL prefix is accepted)."),
    pdf_base64: z.string().optional().describe("Same as pdf."),
    document_type: z.string().optional().describe(`A profile id (${PROFILE_IDS.join(", ")}). Skips detection.`),
    schema: z.record(z.string(), z.unknown()).optional().describe("A JSON Schema for the output. Takes precedence over document_type; meta.document_type is then custom."),
    engine: z.enum(ENGINES).optional().describe("standard (default, local, fast) or premium (model-based, counts double). Also the x-engine header."),
    detail: z.enum(["standard", "full"]).optional().describe("full adds meta.resolved and per-field confidence and source (meta.fields). Also ?detail=full."),
    long_form: z.boolean().optional().describe("Same as detail: full."),
  })
  .meta({ id: "Pdf2jsonRequest" });

export type ExtractRequest = {
  pdf: Buffer;
  documentType: string | null;
  schema: Record<string, unknown> | null;
  engine: Engine;
  longForm: boolean;
  /** Internal (never set from a request): read the printed page even when the PDF carries an e-invoice XML (the eval's second figure). */
  ignoreAttachments?: boolean;
};

const HOW_TO_SEND =
  "Send the PDF as the raw body with content-type application/pdf, or as JSON with content-type application/json: {\"pdf\": \"<base64>\"}.";

export async function readExtractRequest(req: Request): Promise<ExtractRequest> {
  const type = mediaType(req);
  const url = new URL(req.url);
  let pdf: Buffer;
  let body: Record<string, unknown> = {};
  if (type.startsWith("multipart/")) {
    throw invalidRequest(`Multipart uploads are not accepted. ${HOW_TO_SEND}`);
  } else if (type === "application/json" || type.endsWith("+json")) {
    const parsed = parseJson(await readBodyBytes(req, MAX_JSON_BODY_BYTES, "Request body (the PDF is limited to 8 MB, about 11.2 MB as base64)"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new DomainError("invalid_json", `The request body must be a JSON object. ${HOW_TO_SEND}`);
    body = parsed as Record<string, unknown>;
    if ("schema" in body && body.schema !== undefined && body.schema !== null && (typeof body.schema !== "object" || Array.isArray(body.schema))) {
      throw invalidRequest("schema must be a JSON Schema object, e.g. {\"type\": \"object\", \"properties\": {...}}.");
    }
    if (body.schema === null) throw invalidRequest("schema must be a JSON Schema object, not null.");
    const check = extractJsonBody.safeParse(body);
    if (!check.success) {
      const issue = check.error.issues[0];
      throw invalidRequest(`${issue.path.join(".") || "body"}: ${issue.message}`);
    }
    const b64 = (body.pdf ?? body.pdf_base64) as string | undefined;
    if (!b64 || !b64.trim()) throw invalidRequest(`No PDF in the request: the JSON field pdf (or pdf_base64) is missing or empty. ${HOW_TO_SEND}`);
    pdf = decodeBase64(b64);
  } else if (type === "application/pdf" || type === "application/octet-stream" || type === "application/x-pdf" || type === "") {
    pdf = await readBodyBytes(req, MAX_PDF_BYTES, "PDF");
  } else {
    throw invalidRequest(`Unsupported content-type ${type}. ${HOW_TO_SEND}`);
  }
  if (!pdf.length) throw invalidRequest(`No PDF in the request: the body is empty. ${HOW_TO_SEND}`);
  if (pdf.length > MAX_PDF_BYTES) throw payloadTooLarge(MAX_PDF_BYTES, "PDF");
  if (!looksLikePdf(pdf)) throw invalidRequest("The body is not a PDF (no %PDF- header). Send the PDF file's bytes, or its base64 in JSON.");

  const documentType = stringOrNull(body.document_type) ?? stringOrNull(req.headers.get("x-document-type"));
  if (documentType !== null && !PROFILE_IDS.includes(documentType)) {
    throw invalidRequest(`Unknown document_type "${documentType}". Valid ids: ${PROFILE_IDS.join(", ")}.`, { valid_ids: PROFILE_IDS });
  }
  const engineRaw = stringOrNull(body.engine) ?? stringOrNull(req.headers.get("x-engine")) ?? stringOrNull(url.searchParams.get("engine"));
  if (engineRaw !== null && !(ENGINES as readonly string[]).includes(engineRaw)) {
    throw invalidRequest(`Unknown engine "${engineRaw}". Use standard or premium.`, { valid_engines: ENGINES });
  }
  const detail = stringOrNull(body.detail) ?? stringOrNull(url.searchParams.get("detail"));
  if (detail !== null && detail !== "full" && detail !== "standard") throw invalidRequest(`detail must be full or standard.`);
  return {
    pdf,
    documentType,
    schema: (body.schema as Record<string, unknown> | undefined) ?? null,
    engine: (engineRaw as Engine | null) ?? "standard",
    longForm: detail === "full" || body.long_form === true || url.searchParams.get("long_form") === "true",
  };
}

function stringOrNull(v: unknown): string | null {
  return typeof v === "string" && v.trim() ? v.trim() : null;
}

function decodeBase64(input: string): Buffer {
  let s = input.trim();
  const comma = s.startsWith("data:") ? s.indexOf(",") : -1;
  if (comma >= 0) s = s.slice(comma + 1);
  s = s.replace(/\s+/g, "");
  // Refuse by size before decoding: base64 is 4 characters per 3 bytes.
  if (Math.floor((s.length * 3) / 4) - (s.endsWith("==") ? 2 : s.endsWith("=") ? 1 : 0) > MAX_PDF_BYTES) throw payloadTooLarge(MAX_PDF_BYTES, "PDF");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(s)) throw invalidRequest("pdf is not valid base64. Send the PDF file's bytes encoded as base64.");
  return Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}

export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes("%PDF-");
}
