// An e-invoice as generic_document facts: each scalar key the XML answers (with the EN 16931 business term
// it comes from), its two tables (line items, VAT breakdown), and the facts the shape has no key for (legal
// ids, buyer reference, contract, notes ...) as labelled values for fields[], with page 0 (= the embedded
// XML, not a page). Values are the XML's exactly; only the IBAN is written without its spaces (the text
// engine writes it so too) and a price per base quantity becomes the price of one unit.
import type { Address, EInvoice, Party } from "./types";

const TITLES: Record<string, string> = {
  "380": "Invoice",
  "381": "Credit note",
  "383": "Debit note",
  "384": "Corrected invoice",
  "386": "Prepayment invoice",
  "389": "Self-billed invoice",
  "326": "Partial invoice",
  "261": "Self-billed credit note",
  "751": "Invoice information for accounting purposes",
};

/** UNTDID 4461 payment means the XML gives as a code only. */
const MEANS: Record<string, string> = {
  "1": "Not defined",
  "10": "Cash",
  "20": "Cheque",
  "30": "Credit transfer",
  "31": "Debit transfer",
  "42": "Payment to bank account",
  "48": "Bank card",
  "49": "Direct debit",
  "57": "Standing agreement",
  "58": "SEPA credit transfer",
  "59": "SEPA direct debit",
  "97": "Clearing between partners",
  ZZZ: "Mutually defined",
};

export function addressText(a: Address | null): string | null {
  if (!a) return null;
  const cityLine = [a.postcode, a.city].filter(Boolean).join(" ");
  const parts = [...a.lines, cityLine, a.subdivision, a.country].filter((x): x is string => !!x && !!x.trim());
  return parts.length ? parts.join(", ") : null;
}

export const compactIban = (iban: string | null) => (iban ? iban.replace(/\s+/g, "").toUpperCase() : null);

/** The party's VAT identifier, else its national tax number. */
export const taxIdOf = (p: Party) => p.vatId ?? p.taxNumber;

/** The payment means in words: the XML's text, else the code's name. */
export const meansOf = (inv: EInvoice) => inv.payment.meansText ?? (inv.payment.meansCode ? (MEANS[inv.payment.meansCode] ?? null) : null);

/** A title for the document when the page prints none: the XML's own name (ZUGFeRD 1 "RECHNUNG"), else its type code's. */
export const titleOf = (inv: EInvoice) => inv.title ?? TITLES[inv.typeCode ?? ""] ?? (inv.kind === "credit_note" ? "Credit note" : "Invoice");

/**
 * The business terms the reduced Factur-X / ZUGFeRD 2 profiles carry at all: MINIMUM only these; BASIC WL
 * everything but the invoice lines (BG-25). Every other profile (BASIC, EN 16931, EXTENDED, XRechnung,
 * ZUGFeRD 1, UBL) carries them all. A key whose term the profile does not carry is read from the page.
 */
const MINIMUM_TERMS = new Set(["BT-1", "BT-2", "BT-3", "BT-5", "BT-10", "BT-13", "BT-27", "BT-30", "BT-31", "BT-32", "BT-40", "BT-44", "BT-47", "BT-48", "BT-109", "BT-110", "BT-112", "BT-115"]);

export function carries(profile: string | null, term: string): boolean {
  const id = /^B[TG]-\d+/.exec(term)?.[0] ?? term;
  if (profile === "MINIMUM") return MINIMUM_TERMS.has(id);
  if (profile === "BASIC WL") return id !== "BG-25";
  return true;
}

export type Fact = {
  /** generic_document path ("issuer.name"). */
  path: string;
  value: string | number | null;
  /** The EN 16931 business term(s) it comes from ("BT-27"). */
  term: string;
  /** An amount: not taken from an XML that disagrees with its own totals. */
  amount?: boolean;
};

export type GenericFacts = {
  scalars: Fact[];
  lineItems: Array<Record<string, unknown>>;
  taxBreakdown: Array<Record<string, unknown>>;
  /** Labelled values the shape has no key for, for fields[]. */
  extras: Array<{ label: string; value: string; page: number }>;
};

export function genericFacts(inv: EInvoice): GenericFacts {
  const t = inv.totals;
  const scalars: Fact[] = [
    { path: "currency", value: inv.currency, term: "BT-5" },
    { path: "documentKind", value: inv.kind, term: "BT-3" },
    { path: "issuer.name", value: inv.seller.name, term: "BT-27" },
    { path: "issuer.taxId", value: taxIdOf(inv.seller), term: inv.seller.vatId ? "BT-31" : "BT-32" },
    { path: "issuer.address", value: addressText(inv.seller.address), term: "BG-5" },
    { path: "issuer.email", value: inv.seller.email, term: "BT-43" },
    { path: "issuer.phone", value: inv.seller.phone, term: "BT-42" },
    { path: "recipient.name", value: inv.buyer.name, term: "BT-44" },
    { path: "recipient.address", value: addressText(inv.buyer.address), term: "BG-8" },
    { path: "recipient.customerNumber", value: inv.buyer.id, term: "BT-46" },
    { path: "recipient.taxId", value: taxIdOf(inv.buyer), term: inv.buyer.vatId ? "BT-48" : "tax registration" },
    { path: "references.documentNumber", value: inv.number, term: "BT-1" },
    { path: "references.orderNumber", value: inv.orderNumber, term: "BT-13" },
    { path: "references.reference", value: inv.buyerReference ?? inv.contractReference, term: inv.buyerReference ? "BT-10" : "BT-12" },
    { path: "dates.issueDate", value: inv.issueDate, term: "BT-2" },
    { path: "dates.dueDate", value: inv.dueDate, term: "BT-9" },
    { path: "dates.periodStart", value: inv.periodStart, term: "BT-73" },
    { path: "dates.periodEnd", value: inv.periodEnd, term: "BT-74" },
    { path: "totals.subtotal", value: t.taxBasisTotal ?? t.lineTotal, term: t.taxBasisTotal !== null ? "BT-109" : "BT-106", amount: true },
    { path: "totals.tax", value: t.taxTotal, term: "BT-110", amount: true },
    { path: "totals.total", value: t.grandTotal ?? t.duePayable, term: t.grandTotal !== null ? "BT-112" : "BT-115", amount: true },
    { path: "totals.amountPaid", value: t.prepaid, term: "BT-113", amount: true },
    { path: "totals.amountDue", value: t.duePayable, term: "BT-115", amount: true },
    { path: "payment.method", value: meansOf(inv), term: "BT-81/82" },
    { path: "payment.bankName", value: inv.payment.bankName, term: "BT-86 (institution name)" },
    { path: "payment.accountName", value: inv.payment.accountName, term: "BT-85" },
    { path: "payment.accountNumber", value: inv.payment.accountId, term: "BT-84 (proprietary)" },
    { path: "payment.iban", value: compactIban(inv.payment.iban), term: "BT-84" },
    { path: "payment.bic", value: inv.payment.bic, term: "BT-86" },
    { path: "payment.terms", value: inv.payment.terms, term: "BT-20" },
  ];
  const extra: Array<[string, string | null]> = [
    ["Document type code", inv.typeCode],
    ["Seller trading name", inv.seller.tradingName],
    ["Seller identifier", inv.seller.id],
    ["Seller legal registration", inv.seller.legalId],
    ["Seller tax number", inv.seller.vatId ? inv.seller.taxNumber : null],
    ["Seller contact", inv.seller.contactName],
    ["Seller electronic address", inv.seller.electronicAddress],
    ["Buyer legal registration", inv.buyer.legalId],
    ["Buyer contact", inv.buyer.contactName],
    ["Buyer email", inv.buyer.email],
    ["Buyer phone", inv.buyer.phone],
    ["Buyer electronic address", inv.buyer.electronicAddress],
    ["Buyer reference", inv.buyerReference],
    ["Contract reference", inv.contractReference],
    ["Preceding invoice", inv.precedingInvoice],
    ["Delivery date", inv.deliveryDate],
    ["Payment reference", inv.payment.reference],
  ];
  return {
    scalars,
    lineItems: inv.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, tax: null, amount: l.amount })),
    taxBreakdown: inv.taxes.map((r) => ({ category: r.category, rate: r.rate, taxableAmount: r.taxableAmount, taxAmount: r.taxAmount })),
    extras: [
      ...extra.filter((e): e is [string, string] => !!e[1]).map(([label, value]) => ({ label, value, page: 0 })),
      ...inv.notes.map((value) => ({ label: "Note", value, page: 0 })),
    ],
  };
}
