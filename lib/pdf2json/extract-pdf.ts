// The extraction operation: open the PDF, check the caller can afford it (pages are known only now),
// read the text layer (or OCR a scan), choose the shape (caller schema > document_type > classification),
// fill it with the standard or premium engine, and describe what was done in meta. Nothing is stored:
// the PDF and the extracted data live only in this call.
import { DomainError } from "@/lib/errors";
import { classify, type Classification } from "./classify/classify";
import { conform, derefSchema, extractCallerSchema } from "./assemble/caller-schema";
import { buildIndex, extractProfile, genericExtras, type FieldSource } from "./assemble/extract-profile";
import { readEInvoice, type EInvoiceMeta } from "./einvoice/read-einvoice";
import type { ExtractRequest } from "./intake";
import { buildLayout, layoutText } from "./layout/layout";
import { applyOcrConfidence } from "./read/ocr";
import { ocrScannedPages } from "./read/ocr-extract";
import { unprocessable, type PdfText } from "./read/read-pdf";
import { openPdfReader } from "./read/read-pool";
import { premiumExtract } from "./premium/premium-engine";
import { getProfile, profileSchema } from "./profiles";
import { validatorFor } from "./schema-validate";

export const PAGES_PER_UNIT = 5;
export const CREDITS_PER_UNIT = 10;
/** Pages whose text layer is read at most, and the time budget for reading it (checked between pages). */
export const MAX_TEXT_PAGES = Number(process.env.PDF2JSON_MAX_PAGES) || 500;
const TEXT_BUDGET_MS = Number(process.env.PDF2JSON_TEXT_BUDGET_MS) || 30_000;

export type Trace = (stage: "read" | "layout" | "classify" | "candidates" | "assemble", output: unknown) => void;

export type Warning = { code: string; message: string };

export type ExtractMeta = {
  document_type: string;
  profile_version: number;
  classification: { method: string; confidence: number };
  pages: number;
  billed_units: number;
  credits: number;
  engine: string;
  warnings: Warning[];
  resolved?: boolean;
  fields?: Record<string, FieldSource>;
  /** The embedded e-invoice XML, when the PDF carries one (einvoice/read-einvoice.ts). */
  einvoice?: EInvoiceMeta;
};

export function billing(pages: number, engine: string) {
  const units = Math.max(1, Math.ceil(pages / PAGES_PER_UNIT));
  return { units, credits: units * CREDITS_PER_UNIT * (engine === "premium" ? 2 : 1) };
}

export async function extractPdf(
  input: ExtractRequest,
  hooks: {
    beforeWork?: (cost: { pages: number; units: number; credits: number }) => Promise<void>;
    /** Receives each stage's output (read, layout, classify, candidates, assemble): `eval:pdf2json --debug`. */
    trace?: Trace;
    /** The organisation the work is for: its share of the read workers and OCR subprocesses (read/). */
    organisationId?: string;
  } = {},
): Promise<{ data: Record<string, unknown>; meta: ExtractMeta }> {
  // A caller schema that cannot be expanded within its limits is the caller's 400, before the PDF is read.
  if (input.schema) derefSchema(input.schema);
  // in a worker thread, bounded in time and memory, in the organisation's fair share of them (read-pool.ts)
  const doc = await openPdfReader(input.pdf, hooks.organisationId);
  try {
    const pages = doc.numPages;
    if (!pages) throw unprocessable("The PDF has no pages.");
    const cost = billing(pages, input.engine);
    await hooks.beforeWork?.({ pages, ...cost });
    const warnings: Warning[] = [];

    const read = await doc.readText({ maxPages: MAX_TEXT_PAGES, budgetMs: TEXT_BUDGET_MS });
    if (read.pagesRead < pages) warnings.push({ code: "pages_truncated", message: `Only the first ${read.pagesRead} of ${pages} pages were read in full (page, time or text limit).` });
    const einvoice = await readEInvoice(doc, input, warnings); // an embedded Factur-X / ZUGFeRD / XRechnung / UBL XML
    // Scanned pages (no text layer, or a scan under a thin typed overlay) are read with OCR, page by page,
    // and merged with the text layer (read/ocr-extract.ts); a text PDF starts no subprocess.
    // The read worker is given back before pages are recognised: text PDFs do not queue behind a scan.
    const ocr = await ocrScannedPages(input.pdf, read, pages, { org: hooks.organisationId, warnings, beforeOcr: () => doc.destroy() });
    const text: PdfText = { ...read, items: ocr.items, textChars: ocr.textChars };
    const method = ocr.method;
    hooks.trace?.("read", { method, pages, items: text.items.length, fields: text.fields, textChars: text.textChars });
    const layout = buildLayout(text);
    hooks.trace?.("layout", layoutText(layout));

    let classification: Classification | null = null;
    let documentType: string;
    if (input.schema) documentType = "custom";
    else if (input.documentType) documentType = input.documentType;
    else if (einvoice?.usable) documentType = "generic_document"; // the XML says what it is
    else {
      classification = classify(layout, method);
      hooks.trace?.("classify", classification);
      documentType = classification.documentType;
      if (classification.confidence < 0.6) warnings.push({ code: "low_confidence", message: `The document type was uncertain (confidence ${classification.confidence}); send document_type to choose it.` });
    }
    const classificationMeta = classification
      ? { method: classification.method, confidence: classification.confidence }
      : { method: input.schema ? "schema" : "document_type", confidence: 1 };

    let data: Record<string, unknown>;
    let sources: Record<string, FieldSource> = {};
    let found = 0;
    let total = 0;
    let profileVersion = 1;
    let targetSchema: Record<string, unknown>;

    if (input.schema) {
      targetSchema = input.schema;
      validatorFor(targetSchema); // an invalid schema is the caller's 400, before any work
      const r = extractCallerSchema(layout, input.schema);
      hooks.trace?.("candidates", r.sources);
      ({ data, sources, found, total } = r);
    } else {
      const profile = getProfile(documentType)!;
      profileVersion = profile.version;
      targetSchema = profileSchema(profile);
      const index = buildIndex(layout, profile);
      const r = extractProfile(index, profile, pages, text.fields, hooks.trace);
      ({ data, sources, found, total } = r);
      if (profile.id === "generic_document") {
        const extras = genericExtras(index);
        // A filled form's own fields are labelled values too.
        const formFields = text.fields.filter((f) => f.value !== "false").map((f) => ({ label: f.name, value: f.value, page: f.page ?? 1 }));
        extras.fields = [...formFields, ...(extras.fields as unknown[])];
        Object.assign(data, extras);
      }
    }

    if (input.engine === "premium") {
      const premium = await premiumExtract({
        layoutText: layoutText(layout),
        schema: targetSchema,
        schemaName: documentType,
        hints: data,
      });
      data = input.schema ? (conform(derefSchema(input.schema), premium.data) as Record<string, unknown>) : { ...premium.data, pages };
      sources = {};
    }

    if (einvoice) ({ data, sources, found } = einvoice.fill({ data, sources, found }, documentType, input.schema));

    if (!input.schema) {
      const validate = validatorFor(targetSchema);
      if (!validate(data)) {
        throw new DomainError("bad_output", `Extraction returned output that does not match the ${documentType} profile (${validate.errors?.[0]?.instancePath} ${validate.errors?.[0]?.message}). Safe to retry.`);
      }
    } else {
      const validate = validatorFor(targetSchema);
      if (!validate(data)) {
        // Blanks are null by contract even where the caller's schema does not allow null: say so.
        warnings.push({ code: "schema_mismatch", message: `Some values do not satisfy the schema (${(validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ")}); blanks are null.` });
      }
    }

    hooks.trace?.("assemble", data);
    const meta: ExtractMeta = {
      document_type: documentType,
      profile_version: profileVersion,
      classification: classificationMeta,
      pages,
      billed_units: cost.units,
      credits: cost.credits,
      engine: input.engine,
      warnings,
    };
    einvoice?.describe(meta);
    if (ocr.ocrItems.length && input.engine !== "premium") applyOcrConfidence(sources, ocr.ocrItems); // per-field confidence reflects OCR's
    if (input.longForm) {
      const confident = classificationMeta.confidence >= 0.6;
      meta.resolved = confident && (input.engine === "premium" || found > 0);
      meta.fields = sources;
      (meta as Record<string, unknown>).fields_found = input.engine === "premium" ? null : found;
      (meta as Record<string, unknown>).fields_total = input.engine === "premium" ? null : total;
    }
    return { data, meta };
  } finally {
    await doc.destroy().catch(() => {});
  }
}
