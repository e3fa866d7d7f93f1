// A caller's JSON Schema (or another profile's shape) answered from an e-invoice's XML. Each property is
// read the way the text engine reads it for a caller schema: through the lexicon concepts its name means
// (assemble/caller-schema.ts propertyConcepts: "invoice_no" → invoice.number, "total_amount" →
// totals.total, "name" under "seller" → the seller's name). A concept then names an e-invoice fact
// (invoice.number → BT-1, totals.total → BT-112); a party's concepts (name, address, VAT id, e-mail...) go
// to the seller or the buyer by the words of the property's own name or of the object it is in ("seller",
// "supplier", "vendor", "issuer" / "buyer", "customer", "client", "bill to", "recipient"; neither: the
// seller). Arrays of objects are the line items when their item properties are table columns
// (description, quantity, unit price, amount), the VAT breakdown when the array is named for tax or VAT.
// A property no fact answers, or whose fact the XML leaves empty, keeps what the text engine read.
import { propertyConcepts, typeOf } from "../assemble/caller-schema";
import type { FieldSource } from "../assemble/extract-profile";
import { conceptsForName, getConcept, labelTokens } from "../lexicon";
import { addressText, carries, compactIban, meansOf, taxIdOf } from "./to-generic";
import type { EInvoice, Party } from "./types";

type Schema = Record<string, unknown>;
type Side = "seller" | "buyer";
type Value = string | number | boolean | null;
type Fact = { value: Value; term: string; amount?: boolean };

/** Concept → fact; "@" stands for the party's side. */
const CONCEPT_FACT: Record<string, string> = {
  "invoice.number": "number",
  "document.number": "number",
  "invoice.date": "issueDate",
  "document.date": "issueDate",
  "invoice.dueDate": "dueDate",
  "order.number": "orderNumber",
  "contract.number": "contractReference",
  "reference.other": "buyerReference",
  "period.start": "periodStart",
  "period.end": "periodEnd",
  "deal.deliveryDate": "deliveryDate",
  "dealer.name": "@.name",
  "issuer.name": "@.name",
  "seller.name": "@.name",
  "customer.name": "@.name",
  "dealer.address": "@.address",
  "issuer.address": "@.address",
  "seller.address": "@.address",
  "customer.address": "@.address",
  "dealer.phone": "@.phone",
  "party.phone": "@.phone",
  "customer.phone": "@.phone",
  "dealer.email": "@.email",
  "party.email": "@.email",
  "customer.email": "@.email",
  "party.taxId": "@.taxId",
  "party.companyNumber": "@.legalId",
  "customer.number": "buyer.id",
  "payment.iban": "iban",
  "payment.bic": "bic",
  "payment.bankName": "bankName",
  "payment.accountName": "accountName",
  "payment.accountNumber": "accountNumber",
  "payment.method": "paymentMeans",
  "payment.terms": "paymentTerms",
  "payment.amount": "duePayable",
  "totals.subtotal": "taxBasisTotal",
  "totals.tax": "taxTotal",
  "totals.total": "grandTotal",
  "totals.amountPaid": "prepaid",
  "totals.amountDue": "duePayable",
  "totals.discount": "allowanceTotal",
};

/** The side a concept belongs to by itself (party.* concepts belong to none). */
function conceptSide(id: string): Side | null {
  if (/^(dealer|issuer|seller)\./.test(id)) return "seller";
  if (/^customer\./.test(id)) return "buyer";
  return null;
}

const LINE_COLUMN: Record<string, string> = { "column.description": "description", "column.quantity": "quantity", "column.unitPrice": "unitPrice", "column.amount": "amount", "column.tax": "tax" };

function partyFacts(side: Side, p: Party): Record<string, Fact> {
  const t = (s: string, b: string) => (side === "seller" ? s : b);
  return {
    [`${side}.name`]: { value: p.name, term: t("BT-27", "BT-44") },
    [`${side}.tradingName`]: { value: p.tradingName, term: t("BT-28", "BT-45") },
    [`${side}.id`]: { value: p.id, term: t("BT-29", "BT-46") },
    [`${side}.legalId`]: { value: p.legalId, term: t("BT-30", "BT-47") },
    [`${side}.taxId`]: { value: taxIdOf(p), term: p.vatId ? t("BT-31", "BT-48") : t("BT-32", "tax registration") },
    [`${side}.address`]: { value: addressText(p.address), term: t("BG-5", "BG-8") },
    [`${side}.street`]: { value: p.address?.lines.join(", ") || null, term: t("BT-35", "BT-50") },
    [`${side}.city`]: { value: p.address?.city ?? null, term: t("BT-37", "BT-52") },
    [`${side}.postcode`]: { value: p.address?.postcode ?? null, term: t("BT-38", "BT-53") },
    [`${side}.country`]: { value: p.address?.country ?? null, term: t("BT-40", "BT-55") },
    [`${side}.contact`]: { value: p.contactName, term: t("BT-41", "BT-56") },
    [`${side}.phone`]: { value: p.phone, term: t("BT-42", "BT-57") },
    [`${side}.email`]: { value: p.email, term: t("BT-43", "BT-58") },
  };
}

function invoiceFacts(inv: EInvoice): Record<string, Fact> {
  const t = inv.totals;
  return {
    number: { value: inv.number, term: "BT-1" },
    issueDate: { value: inv.issueDate, term: "BT-2" },
    typeCode: { value: inv.typeCode, term: "BT-3" },
    creditNote: { value: inv.kind === "credit_note", term: "BT-3" },
    currency: { value: inv.currency, term: "BT-5" },
    dueDate: { value: inv.dueDate, term: "BT-9" },
    buyerReference: { value: inv.buyerReference, term: "BT-10" },
    contractReference: { value: inv.contractReference, term: "BT-12" },
    orderNumber: { value: inv.orderNumber, term: "BT-13" },
    paymentTerms: { value: inv.payment.terms, term: "BT-20" },
    deliveryDate: { value: inv.deliveryDate, term: "BT-72" },
    periodStart: { value: inv.periodStart, term: "BT-73" },
    periodEnd: { value: inv.periodEnd, term: "BT-74" },
    paymentMeans: { value: meansOf(inv), term: "BT-81/82" },
    iban: { value: compactIban(inv.payment.iban), term: "BT-84" },
    accountNumber: { value: inv.payment.accountId, term: "BT-84" },
    accountName: { value: inv.payment.accountName, term: "BT-85" },
    bic: { value: inv.payment.bic, term: "BT-86" },
    bankName: { value: inv.payment.bankName, term: "BT-86" },
    allowanceTotal: { value: t.allowanceTotal, term: "BT-107", amount: true },
    taxBasisTotal: { value: t.taxBasisTotal ?? t.lineTotal, term: t.taxBasisTotal !== null ? "BT-109" : "BT-106", amount: true },
    taxTotal: { value: t.taxTotal, term: "BT-110", amount: true },
    grandTotal: { value: t.grandTotal ?? t.duePayable, term: t.grandTotal !== null ? "BT-112" : "BT-115", amount: true },
    prepaid: { value: t.prepaid, term: "BT-113", amount: true },
    duePayable: { value: t.duePayable, term: "BT-115", amount: true },
    ...partyFacts("seller", inv.seller),
    ...partyFacts("buyer", inv.buyer),
  };
}

// ---- sides from words

let sideWords: { seller: string[][]; buyer: string[][] } | null = null;

/** The words that name each side: the lexicon's dealer and customer scopes, and issuer/recipient. */
function sides(): { seller: string[][]; buyer: string[][] } {
  sideWords ??= {
    seller: [...(getConcept("dealer.name").scope ?? []), "issuer", "from", "biller", "merchant"].map((w) => labelTokens(w)),
    buyer: [...(getConcept("customer.name").scope ?? []), "recipient", "billed to", "debtor"].map((w) => labelTokens(w)),
  };
  return sideWords;
}

/** The side a name's own words say ("seller_vat_id", "buyerName"), and the name without those words. */
function sideOfWords(name: string): { side: Side | null; rest: string[] } {
  const toks = labelTokens(name);
  const s = sides();
  for (const side of ["seller", "buyer"] as const) {
    for (const phrase of s[side]) {
      if (phrase.length && phrase.every((w) => toks.includes(w))) return { side, rest: toks.filter((w) => !phrase.includes(w)) };
    }
  }
  return { side: null, rest: toks };
}

/** The side an object stands for: its words, else the section or party concept its name means. */
function sideOfObject(name: string): Side | null {
  const own = sideOfWords(name).side;
  if (own) return own;
  for (const c of conceptsForName(name, undefined, { kinds: ["section", "field"], limit: 4, min: 0.75 })) {
    if (["section.dealer", "section.issuer"].includes(c.concept)) return "seller";
    if (["section.billTo", "section.purchaser", "section.recipient"].includes(c.concept)) return "buyer";
    const side = conceptSide(c.concept);
    if (side && c.concept.endsWith(".name")) return side;
  }
  return null;
}

// ---- one property → one fact

type Kind = "string" | "number" | "integer" | "boolean" | "date" | "date-time";

function kindOf(s: Schema): Kind {
  const { type } = typeOf(s);
  if (type === "number" || type === "integer" || type === "boolean") return type;
  if (s.format === "date") return "date";
  if (s.format === "date-time") return "date-time";
  return "string";
}

const DATE_FACTS = new Set(["issueDate", "dueDate", "deliveryDate", "periodStart", "periodEnd"]);
const NUMBER_FACTS = new Set(["allowanceTotal", "taxBasisTotal", "taxTotal", "grandTotal", "prepaid", "duePayable"]);

/** Whether a fact can answer a property of this type ("vat" as a number is the VAT total, as a string the VAT id). */
function fitsType(factKey: string, s: Schema, name: string): boolean {
  const kind = kindOf(s);
  const isNumber = NUMBER_FACTS.has(factKey);
  const isDate = DATE_FACTS.has(factKey);
  if (kind === "boolean" || factKey === "creditNote") return kind === "boolean" && factKey === "creditNote";
  if (kind === "number" || kind === "integer") return isNumber;
  if (kind === "date" || kind === "date-time") return isDate;
  // a string property named like a date ("invoice_date") takes only dates, as the text engine's does
  const toks = labelTokens(name);
  if (toks.includes("date") && !toks.includes("number")) return isDate;
  return true;
}

/** The fact's value in the property's type (null when the XML states none, or an enum does not list it). */
function convert(fact: Fact, s: Schema): Value {
  const v = fact.value;
  if (v === null || v === "") return null;
  const kind = kindOf(s);
  let out: Value;
  if (kind === "integer") out = typeof v === "number" && Number.isInteger(v) ? v : null;
  else if (kind === "number" || kind === "boolean") out = v;
  else if (kind === "date-time") out = `${v}T00:00:00Z`;
  else out = typeof v === "string" ? v : String(v);
  if (out !== null && Array.isArray(s.enum)) {
    const hit = (s.enum as unknown[]).find((e) => String(e).toLowerCase() === String(out).toLowerCase());
    out = hit === undefined ? null : (hit as Value);
  }
  return out;
}

const has = (toks: string[], ...ws: string[]) => ws.some((w) => toks.includes(w));

/** The fact a scalar property means, in order: a few names the lexicon has no concept for, then its concepts. */
function factFor(name: string, s: Schema, parent: string | null, objectSide: Side | null, inAddress: boolean): string | null {
  const toks = labelTokens(name);
  const words = sideOfWords(name);
  const side: Side | null = words.side ?? objectSide;
  if (has(toks, "currency")) return kindOf(s) === "string" ? "currency" : null;
  if (kindOf(s) === "boolean") return toks.some((t) => t.includes("credit")) ? "creditNote" : null;
  // parts of an address object ("seller.address.city")
  if (inAddress || has(toks, "city", "postcode", "country", "street")) {
    const at = side ?? "seller";
    if (has(toks, "city", "town")) return `${at}.city`;
    if (has(toks, "postcode", "postal")) return `${at}.postcode`;
    if (has(toks, "country")) return `${at}.country`;
    if (has(toks, "street", "line")) return `${at}.street`;
  }
  const scored = new Map<string, number>();
  const add = (list: Array<{ concept: string; score: number }>) => {
    for (const c of list) if (c.score > (scored.get(c.concept) ?? 0)) scored.set(c.concept, c.score);
  };
  add(propertyConcepts(name, s, parent, ["field"]));
  // "seller_vat_id": the name without its party words means a concept too ("vat id")
  if (words.side && words.rest.length) add(propertyConcepts(words.rest.join(" "), {}, null, ["field"]));
  const ranked = [...scored.entries()]
    .filter(([c]) => CONCEPT_FACT[c])
    // a tie goes to the concept of the property's own side ("address" under buyer: customer.address)
    .sort((a, b) => b[1] - a[1] || Number(conceptSide(b[0]) === side) - Number(conceptSide(a[0]) === side));
  for (const [concept] of ranked) {
    const fact = CONCEPT_FACT[concept];
    const key = fact.startsWith("@") ? `${side ?? conceptSide(concept) ?? "seller"}${fact.slice(1)}` : fact;
    if (fitsType(key, s, name)) return key;
  }
  return null;
}

// ---- arrays of objects

type Rows = { rows: Array<Record<string, Value>>; amount: boolean; term: string };

function lineColumn(col: string, s: Schema): keyof EInvoice["lines"][number] | null {
  const toks = labelTokens(col);
  if (has(toks, "rate", "percent", "percentage")) return "taxRate";
  if (has(toks, "unit") && has(toks, "code", "measure")) return "unitCode";
  const best = propertyConcepts(col, s, null, ["column", "field"]).find((c) => LINE_COLUMN[c.concept]);
  const key = best ? LINE_COLUMN[best.concept] : null;
  return key === "tax" ? null : (key as keyof EInvoice["lines"][number] | null); // the XML states a rate per line, not a tax amount
}

function taxColumn(col: string): keyof EInvoice["taxes"][number] | null {
  const toks = labelTokens(col);
  if (has(toks, "rate", "percent", "percentage")) return "rate";
  if (has(toks, "category", "code")) return "category";
  if (has(toks, "taxable", "basis", "base", "net")) return "taxableAmount";
  if (has(toks, "reason", "exemption")) return "exemptionReason";
  if (has(toks, "tax", "vat", "amount")) return "taxAmount";
  return null;
}

/** The rows an array of objects means, or null when it means neither the lines nor the VAT breakdown. */
function rowsFor(name: string, items: Schema, inv: EInvoice): Rows | null {
  const props = (items.properties ?? {}) as Record<string, Schema>;
  const toks = labelTokens(name);
  const isLines = conceptsForName(name, undefined, { kinds: ["section"], limit: 3, min: 0.75 }).some((c) => c.concept === "section.lineItems");
  if (!isLines && has(toks, "tax", "vat")) {
    const cols = Object.entries(props).map(([k]) => [k, taxColumn(k)] as const);
    if (!cols.some(([, c]) => c)) return null;
    const rows = inv.taxes.map((r) => Object.fromEntries(cols.map(([k, c]) => [k, c ? fitCell(r[c], props[k]) : null])));
    return { rows, amount: true, term: "BG-23" };
  }
  const cols = Object.entries(props).map(([k, s]) => [k, lineColumn(k, s)] as const);
  if (!isLines && !cols.some(([, c]) => c === "description")) return null;
  if (!cols.some(([, c]) => c)) return null;
  const rows = inv.lines.map((l) => Object.fromEntries(cols.map(([k, c]) => [k, c ? fitCell(l[c], props[k]) : null])));
  return { rows, amount: cols.some(([, c]) => c === "amount" || c === "unitPrice"), term: "BG-25" };
}

function fitCell(v: string | number | null, s: Schema): Value {
  if (v === null) return null;
  const { type } = typeOf(s);
  if (type === "number") return typeof v === "number" ? v : null;
  if (type === "integer") return typeof v === "number" && Number.isInteger(v) ? v : null;
  if (type === "boolean") return null;
  return String(v);
}

// ---- the walk

/**
 * Fills `data` (already shaped to `schema` by the text engine) from the XML. A property that means an
 * e-invoice fact the XML's profile carries takes the XML's value, null when the XML states none (the XML
 * is the invoice; a page reading that disagrees is the misreading); `onlyBlanks` (another profile's shape):
 * only where the page reading left it null or [], and never to null. Amounts only when `amounts` (an XML
 * that agrees with its own totals). Everything else keeps the page's reading. Returns the change in the
 * number of properties found; sources are recorded per path.
 */
export function fillFromInvoice(
  schema: Schema,
  data: Record<string, unknown>,
  sources: Record<string, FieldSource>,
  inv: EInvoice,
  o: { amounts: boolean; onlyBlanks: boolean; skip?: Set<string> },
): number {
  const facts = invoiceFacts(inv);
  const source = (term: string): FieldSource => ({ confidence: 1, page: null, box: null, label: `${inv.filename} ${term}` });
  let delta = 0;
  const walk = (s: Schema, obj: Record<string, unknown>, path: string, parent: string | null, side: Side | null, inAddress: boolean) => {
    for (const [k, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      const p = path ? `${path}.${k}` : k;
      if (o.skip?.has(p)) continue;
      const { type } = typeOf(sub);
      if (type === "object") {
        const child = obj[k];
        if (!child || typeof child !== "object" || Array.isArray(child)) continue;
        walk(sub, child as Record<string, unknown>, p, k, sideOfObject(k) ?? side, inAddress || has(labelTokens(k), "address"));
        continue;
      }
      if (type === "array") {
        const items = (sub.items ?? {}) as Schema;
        if (typeOf(items).type !== "object" || !items.properties) continue;
        const r = rowsFor(k, items, inv);
        if (!r || (r.amount && !o.amounts) || !carries(inv.profile, r.term)) continue;
        const current = Array.isArray(obj[k]) ? (obj[k] as unknown[]) : [];
        if (o.onlyBlanks && (current.length || !r.rows.length)) continue;
        if (!current.length && r.rows.length) delta++;
        else if (current.length && !r.rows.length) delta--;
        obj[k] = r.rows;
        for (const key of Object.keys(sources)) if (key.startsWith(`${p}[`)) delete sources[key];
        r.rows.forEach((_, i) => (sources[`${p}[${i}]`] = source(r.term)));
        continue;
      }
      const key = factFor(k, sub, parent, side, inAddress);
      const fact = key ? facts[key] : undefined;
      if (!fact || (fact.amount && !o.amounts) || !carries(inv.profile, fact.term)) continue;
      const value = convert(fact, sub);
      if (value === null && key === "currency") continue; // an empty currency (some ZUGFeRD 1 files): the page's
      const before = obj[k] ?? null;
      if (o.onlyBlanks && (before !== null || value === null)) continue;
      if (before === null && value !== null) delta++;
      else if (before !== null && value === null) delta--;
      obj[k] = value;
      if (value === null) delete sources[p];
      else sources[p] = source(fact.term);
    }
  };
  walk(schema, data, "", null, null, false);
  return delta;
}
