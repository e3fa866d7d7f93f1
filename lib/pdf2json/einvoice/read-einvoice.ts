// E-invoices: a PDF that carries its invoice as XML (Factur-X, ZUGFeRD 1 and 2, XRechnung CII, UBL) is
// answered from that XML, exactly. extractPdf calls readEInvoice() once the text layer is read; the
// returned reading then says which type to use when none was asked for (generic_document), fills the
// extraction from the XML after the text engine (or the premium engine) has read the printed page, and
// describes itself in meta. The rules (docs/pdf2json.md, "E-invoices"):
//  - a valid XML: every key of an EN 16931 business term the XML's profile carries is the XML's value (null
//    when the XML states none: the XML is the invoice, a page reading that disagrees is a misreading);
//    keys of terms the profile does not carry (MINIMUM: addresses, due date, payment, lines; BASIC WL:
//    lines) and keys of no term (vehicles, signatures, website, free text) are read from the page;
//  - an XML that disagrees with its own totals (check.ts): warning `einvoice_inconsistent`; its amounts
//    (totals, line items, VAT breakdown) are not used, the page's are; its other facts are;
//  - an XML that cannot be read (malformed, a DTD, too large, not an invoice, no core fact at all):
//    warning `einvoice_invalid`; nothing is taken from it, the page is read as if it had none.
import { derefSchema } from "../assemble/caller-schema";
import type { FieldSource } from "../assemble/extract-profile";
import type { ExtractMeta, Warning } from "../extract-pdf";
import { getProfile, profileSchema } from "../profiles";
import type { PdfReader } from "../read/read-pool";
import { checkInvoice } from "./check";
import { findInvoiceXml } from "./find-attachment";
import { parseCii } from "./parse-cii";
import { parseUbl } from "./parse-ubl";
import { carries, genericFacts, titleOf } from "./to-generic";
import { fillFromInvoice } from "./to-schema";
import type { EInvoice } from "./types";

export type EInvoiceMeta = {
  /** "CII" (Factur-X, ZUGFeRD, XRechnung CII) or "UBL"; null when the XML could not be read. */
  syntax: "CII" | "UBL" | null;
  /** "EN 16931", "XRechnung", "BASIC WL", "MINIMUM", "ZUGFeRD 1.0 COMFORT" ...; null when unknown. */
  profile: string | null;
  /** The specification identifier as the XML writes it. */
  guideline: string | null;
  filename: string;
  /** valid: used; inconsistent: used except its amounts; invalid: not used. */
  status: "valid" | "inconsistent" | "invalid";
};

type Extraction = { data: Record<string, unknown>; sources: Record<string, FieldSource>; found: number };

const blank = (v: unknown) => v === null || v === undefined || v === "";

function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let cur = obj;
  for (const k of keys.slice(0, -1)) {
    if (!cur[k] || typeof cur[k] !== "object") cur[k] = {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1]] = value;
}

function getPath(obj: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
}

export class EInvoiceReading {
  private used = false;

  constructor(
    readonly meta: EInvoiceMeta,
    readonly invoice: EInvoice | null,
  ) {}

  /** The XML is used (valid, or inconsistent but for its amounts). */
  get usable(): boolean {
    return this.invoice !== null && this.meta.status !== "invalid";
  }

  /**
   * The extraction with the XML's facts: generic_document key by key, a caller schema and any other
   * profile through the property → concept → fact mapping (to-schema.ts; another profile only where the
   * page left a key blank). Returns the same objects, filled.
   */
  fill(x: Extraction, documentType: string, schema: Record<string, unknown> | null): Extraction {
    const inv = this.invoice;
    if (!inv || !this.usable) return x;
    const amounts = this.meta.status === "valid";
    const { data, sources } = x;
    let found = x.found;
    const source = (term: string): FieldSource => ({ confidence: 1, page: null, box: null, label: `${inv.filename} ${term}` });

    if (schema) {
      found += fillFromInvoice(derefSchema(schema), data, sources, inv, { amounts, onlyBlanks: false });
      this.used = true;
      return { data, sources, found };
    }
    if (documentType !== "generic_document") {
      const profile = getProfile(documentType);
      if (profile) found += fillFromInvoice(profileSchema(profile), data, sources, inv, { amounts, onlyBlanks: true, skip: new Set(["documentType", "pages"]) });
      return { data, sources, found };
    }

    const g = genericFacts(inv);
    const carried = (term: string) => carries(inv.profile, term);
    for (const f of g.scalars) {
      if ((f.amount && !amounts) || !carried(f.term)) continue;
      const value = blank(f.value) ? null : f.value;
      const before = blank(getPath(data, f.path)) ? null : getPath(data, f.path);
      if (f.path !== "currency") found += before === null && value !== null ? 1 : before !== null && value === null ? -1 : 0;
      // currency: the XML's; a ZUGFeRD 1 file may leave it empty, then the page's symbol or code says it
      if (value === null && f.path === "currency") continue;
      setPath(data, f.path, value);
      if (value === null) delete sources[f.path];
      else sources[f.path] = source(f.term);
    }
    // the XML's own name for the document ("RECHNUNG"), else its type code's: a page's largest text is
    // often the letterhead or the buyer, the XML is not
    data.documentType = titleOf(inv);
    sources.documentType = source("BT-3");
    if (amounts && carried("BG-25")) {
      for (const k of Object.keys(sources)) if (k.startsWith("lineItems[")) delete sources[k];
      data.lineItems = g.lineItems;
      g.lineItems.forEach((_, i) => (sources[`lineItems[${i}]`] = source("BG-25")));
    }
    if (amounts && carried("BG-23")) {
      data.taxBreakdown = g.taxBreakdown;
      g.taxBreakdown.forEach((_, i) => (sources[`taxBreakdown[${i}]`] = source("BG-23")));
    }
    data.fields = [...g.extras, ...(Array.isArray(data.fields) ? data.fields : [])];
    this.used = true;
    return { data, sources, found };
  }

  /** meta.einvoice, and the classification: "einvoice" when the answer came from the XML. */
  describe(meta: ExtractMeta): void {
    meta.einvoice = this.meta;
    if (this.used) meta.classification = { method: "einvoice", confidence: 1 };
  }
}

/**
 * Reads the PDF's embedded files (in the read worker, capped: read-engine.mjs readAttachments) and, when
 * one is an invoice XML, parses and checks it. Null when the PDF carries no invoice XML (or the caller
 * asked to ignore attachments: the eval's "XML removed" figure). Never throws: a failure is a warning.
 */
export async function readEInvoice(doc: PdfReader, input: { ignoreAttachments?: boolean }, warnings: Warning[]): Promise<EInvoiceReading | null> {
  if (input.ignoreAttachments) return null;
  let attachments;
  try {
    attachments = await doc.readAttachments();
  } catch (error) {
    // the read worker stopped on them (time or memory limit): the text is already read, so the page answers
    const code = (error as { code?: string })?.code;
    const why = code === "pdf_out_of_memory" ? "they decode to more than a document may use" : code === "pdf_too_slow" ? "they took too long to decode" : "they are damaged";
    warnings.push({ code: "einvoice_invalid", message: `The PDF's embedded files could not be read (${why}); the printed page was read.` });
    return null;
  }
  if (!attachments.length) return null;
  const found = findInvoiceXml(attachments);
  if (!found) return null;
  const invalid = (filename: string, reason: string, syntax: "CII" | "UBL" | null = null) => {
    warnings.push({ code: "einvoice_invalid", message: `The embedded invoice XML ${filename} was not used: ${reason}. The printed page was read instead.` });
    return new EInvoiceReading({ syntax, profile: null, guideline: null, filename, status: "invalid" }, null);
  };
  if (!found.ok) return invalid(found.filename, found.problem === "refused" ? `it was refused (${found.reason})` : `it is not a readable invoice XML (${found.reason})`);

  let inv: EInvoice;
  try {
    inv = found.syntax === "CII" ? parseCii(found.root, found.filename) : parseUbl(found.root, found.filename);
  } catch (error) {
    return invalid(found.filename, `it could not be read (${(error as Error).message.slice(0, 160)})`, found.syntax);
  }
  const check = checkInvoice(inv);
  if (check.missing.length >= 4) return invalid(found.filename, `it states none of the core facts (${check.missing.join(", ")})`, found.syntax);
  const meta: EInvoiceMeta = { syntax: inv.syntax, profile: inv.profile, guideline: inv.guideline, filename: inv.filename, status: "valid" };
  if (check.inconsistencies.length) {
    meta.status = "inconsistent";
    warnings.push({
      code: "einvoice_inconsistent",
      message: `The embedded invoice XML ${inv.filename} disagrees with its own totals (${check.inconsistencies.slice(0, 3).join("; ")}); its amounts were not used, they were read from the printed page.`,
    });
  }
  return new EInvoiceReading(meta, inv);
}
