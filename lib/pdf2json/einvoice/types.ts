// One model for an e-invoice, whichever syntax carried it (CII: Factur-X, ZUGFeRD 1 and 2, XRechnung CII;
// UBL: XRechnung UBL, Peppol BIS). Values are exactly as the XML states them: amounts as numbers parsed
// from the decimal text, dates ISO. Absent values are null, never guessed.

export type Address = { lines: string[]; postcode: string | null; city: string | null; subdivision: string | null; country: string | null };

export type Party = {
  name: string | null;
  tradingName: string | null;
  /** The seller's or buyer's own identifier (CII Party/ID, UBL PartyIdentification/ID). */
  id: string | null;
  /** Legal registration (SIRET, Handelsregister...). */
  legalId: string | null;
  /** VAT identifier (CII tax registration scheme VA, UBL PartyTaxScheme with TaxScheme VAT). */
  vatId: string | null;
  /** National tax number (CII scheme FC, UBL PartyTaxScheme not VAT). */
  taxNumber: string | null;
  address: Address | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  /** Electronic address (CII URIUniversalCommunication, UBL EndpointID). */
  electronicAddress: string | null;
};

export type InvoiceLine = {
  id: string | null;
  description: string | null;
  quantity: number | null;
  unitCode: string | null;
  /** Net price of one unit: the XML's net price divided by its base quantity when that is stated and not 1. */
  unitPrice: number | null;
  /** Net line amount as the XML states it. */
  amount: number | null;
  taxRate: number | null;
  taxCategory: string | null;
};

export type TaxRow = { category: string | null; rate: number | null; taxableAmount: number | null; taxAmount: number | null; exemptionReason: string | null };

export type Totals = {
  lineTotal: number | null;
  chargeTotal: number | null;
  allowanceTotal: number | null;
  taxBasisTotal: number | null;
  taxTotal: number | null;
  grandTotal: number | null;
  prepaid: number | null;
  rounding: number | null;
  duePayable: number | null;
};

export type Payment = {
  meansCode: string | null;
  meansText: string | null;
  iban: string | null;
  accountId: string | null;
  accountName: string | null;
  bic: string | null;
  bankName: string | null;
  terms: string | null;
  reference: string | null;
};

export type EInvoice = {
  syntax: "CII" | "UBL";
  /** The specification identifier as written (CII GuidelineSpecifiedDocumentContextParameter/ID, UBL CustomizationID). */
  guideline: string | null;
  /** A readable profile name ("EN 16931", "XRechnung", "BASIC WL", "ZUGFeRD 1.0 COMFORT"), null when unknown. */
  profile: string | null;
  /** The attachment's file name. */
  filename: string;
  number: string | null;
  /** UNTDID 1001 document type code (380 invoice, 381 credit note ...). */
  typeCode: string | null;
  kind: "invoice" | "credit_note";
  /** A title the XML gives (ZUGFeRD 1 "RECHNUNG"), else null. */
  title: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  buyerReference: string | null;
  orderNumber: string | null;
  contractReference: string | null;
  precedingInvoice: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** Actual delivery date (BT-72). */
  deliveryDate: string | null;
  notes: string[];
  seller: Party;
  buyer: Party;
  lines: InvoiceLine[];
  taxes: TaxRow[];
  totals: Totals;
  payment: Payment;
};

/** UNTDID 1001 codes of credit notes (EN 16931 code list). */
export const CREDIT_NOTE_CODES = new Set(["81", "83", "261", "262", "296", "308", "381", "396", "420", "458", "532"]);

/** "233.47" → 233.47; anything but a plain decimal is null. */
export function amount(text: string | null): number | null {
  if (text === null) return null;
  const t = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
}

/** A net price per base quantity, as the price of one unit (rounded to 6 decimals against float noise). */
export function perUnit(price: number | null, baseQuantity: number | null): number | null {
  if (price === null) return null;
  if (baseQuantity === null || baseQuantity <= 0 || baseQuantity === 1) return price;
  return Math.round((price / baseQuantity) * 1e6) / 1e6;
}

/** CII dates: format 102 (YYYYMMDD), 610 (YYYYMM, first day), or an ISO date; → YYYY-MM-DD. */
export function isoDate(text: string | null, format?: string | null): string | null {
  if (!text) return null;
  const t = text.trim();
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m && (!format || format === "102")) return valid(m[1], m[2], m[3]);
  m = /^(\d{4})(\d{2})$/.exec(t);
  if (m && format === "610") return valid(m[1], m[2], "01");
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return valid(m[1], m[2], m[3]);
  return null;
}

function valid(y: string, mo: string, d: string): string | null {
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? `${y}-${mo}-${d}` : null;
}

/** The readable profile of a CII guideline or UBL customization id. */
export function profileName(guideline: string | null): string | null {
  if (!guideline) return null;
  const g = guideline.toLowerCase();
  if (g.includes("xrechnung")) return "XRechnung";
  if (g.includes("peppol.eu") && g.includes("billing")) return "Peppol BIS Billing 3.0";
  const ferd1 = /urn:ferd:(?:crossindustrydocument:)?invoice:(?:1p0|rc):(basic|comfort|extended)/.exec(g);
  if (ferd1) return `ZUGFeRD 1.0 ${ferd1[1].toUpperCase()}`;
  const fx = /(?:factur-x\.eu|zugferd\.de):(?:1p0|2p0|2p1|2p2|2p3):(minimum|basicwl|basic-wl|basic|en16931|extended|xrechnung)/.exec(g);
  if (fx) return ({ minimum: "MINIMUM", basicwl: "BASIC WL", "basic-wl": "BASIC WL", basic: "BASIC", en16931: "EN 16931", extended: "EXTENDED", xrechnung: "XRechnung" } as Record<string, string>)[fx[1]];
  if (g.startsWith("urn:cen.eu:en16931:2017")) return "EN 16931";
  return null;
}
