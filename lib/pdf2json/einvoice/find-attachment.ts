// Which embedded file is the invoice XML: the names the standards prescribe (Factur-X / ZUGFeRD 2
// "factur-x.xml", ZUGFeRD 2 "zugferd-invoice.xml", ZUGFeRD 1 "ZUGFeRD-invoice.xml", "xrechnung.xml"), then
// any other .xml (or a file of another name that starts like one) whose root element is a CII or UBL
// invoice; other attachments (images, spreadsheets, logistics XML) are ignored. Every candidate is bounded in size and parsed
// with the strict reader (no DTD, no entities, element and depth caps).
import { CII_ROOTS } from "./parse-cii";
import { UBL_NAMESPACES } from "./parse-ubl";
import { decodeXml, parseXml, XmlError, type XmlNode } from "./xml";

/** An attachment larger than this is not read as an invoice. */
export const MAX_INVOICE_XML_BYTES = 5 * 1024 * 1024;

export const INVOICE_XML_NAMES = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml"];

export type Attachment = { filename: string; content: Uint8Array; omitted?: "size" };

export type FoundInvoiceXml =
  | { ok: true; filename: string; syntax: "CII" | "UBL"; root: XmlNode }
  /** A file named or rooted as an invoice that cannot be read: `refused` (DTD, entities), `invalid` otherwise. */
  | { ok: false; filename: string; problem: "invalid" | "refused"; reason: string };

/** The namespace URI of the root element's own prefix (or the default namespace). */
function rootNamespace(root: XmlNode): string | null {
  const colon = root.name.indexOf(":");
  return root.attrs[colon === -1 ? "xmlns" : `xmlns:${root.name.slice(0, colon)}`] ?? null;
}

/** The syntax a root element belongs to, or null when it is no invoice this engine reads. */
export function invoiceSyntax(root: XmlNode): "CII" | "UBL" | null {
  if (CII_ROOTS.has(root.local)) return "CII";
  const ns = rootNamespace(root) ?? "";
  if ((root.local === "Invoice" || root.local === "CreditNote") && UBL_NAMESPACES.has(ns)) return "UBL";
  // ZUGFeRD 1's 2014 release candidate: rsm:Invoice in the CBFBUY namespace, CII element names inside.
  if (root.local === "Invoice" && /uncefact:data:standard:CBFBUY/i.test(ns)) return "CII";
  return null;
}

const baseName = (f: string) => f.split(/[\\/]/).pop()!.toLowerCase();

export function findInvoiceXml(attachments: Attachment[]): FoundInvoiceXml | null {
  const named = attachments.filter((a) => INVOICE_XML_NAMES.includes(baseName(a.filename)));
  // other XML files, and files of any name whose first bytes name an invoice root
  const others = attachments.filter((a) => !named.includes(a) && !a.omitted && (/\.xml$/i.test(a.filename) || looksLikeInvoice(a.content)));
  let firstProblem: FoundInvoiceXml | null = null;
  for (const a of [...named, ...others]) {
    const isNamed = named.includes(a);
    if (a.omitted === "size" || a.content.length > MAX_INVOICE_XML_BYTES) {
      if (isNamed) firstProblem ??= { ok: false, filename: a.filename, problem: "invalid", reason: `it is larger than ${MAX_INVOICE_XML_BYTES / 1048576} MB` };
      continue;
    }
    let root: XmlNode;
    try {
      root = parseXml(decodeXml(a.content));
    } catch (error) {
      const e = error as XmlError;
      // an unrelated XML attachment that does not parse is simply not the invoice
      if (isNamed || looksLikeInvoice(a.content)) firstProblem ??= { ok: false, filename: a.filename, problem: e.kind === "doctype" ? "refused" : "invalid", reason: e.message };
      continue;
    }
    const syntax = invoiceSyntax(root);
    if (syntax) return { ok: true, filename: a.filename, syntax, root };
    if (isNamed) firstProblem ??= { ok: false, filename: a.filename, problem: "invalid", reason: `its root element <${root.name}> is not a CII or UBL invoice` };
  }
  return firstProblem;
}

/** An XML that failed to parse but names an invoice root near its start (for the warning only). */
function looksLikeInvoice(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  return /<(?:[\w.-]+:)?(CrossIndustryInvoice|CrossIndustryDocument)\b/.test(head) || /urn:oasis:names:specification:ubl:schema:xsd:(Invoice|CreditNote)-2/.test(head);
}
