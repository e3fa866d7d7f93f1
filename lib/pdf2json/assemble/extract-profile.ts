// Fills a built-in profile from the document's layout: every key of the profile is always present
// (null, or [] for tables, where the document does not carry the value).
import { documentTitle, documentTitles, segmentBox, type Box, type Layout, type Segment } from "../layout/layout";
import { GEOMETRY as G } from "../geometry";
import { captionRow, SIGN_HERE, DocIndex, findLabels, findTable, valueFor, coerce, prevLineAligned, sharesColumn, underClosing, nameUnderPartyLabel, type Found, type LabelHit } from "../candidates/matcher";
import { weakLabels, words } from "../lexicon";
import { LABEL_THRESHOLD, Vocabulary, type SectionDef, type VocabularyField } from "../candidates/vocabulary";
import { finishLegalForm, findAddress, findAddressee, findLetterAddressee, findMailRecipient, findEntity, findFirstDate, findUnlabelledIban, findIssuer, findLetterheadPhone, findSectionName, findUnlabelledEmail, withLegalName, findAddressUnderName } from "../candidates/parties";
import { documentCurrency } from "../candidates/currency";
import { findHeadingName, findOnlyChoice, findOnlyValue, findSectionValue, findTickedChoice, findTitleNumber, sectionEvidence } from "../candidates/self-evident";
import { findGuaranteeInProse, type GuaranteeKey } from "../candidates/guarantee-prose";
import { findInRecital } from "../candidates/recital";
import { findSubjectRow } from "../candidates/subject-row";
import { findDescribedVehicles, TRADE_IN } from "../candidates/described-vehicle";
import { findIncludedTax, findInProse, findSaleDateInProse } from "../candidates/prose-facts";
import { totalsByArithmetic } from "../candidates/totals-arithmetic";
import { taxOverRates } from "../candidates/tax-by-rate";
import { applySlip } from "./receipt";
import { hasDealerLicencePrefix } from "../values";
import { parseVehicleWord } from "../values/vehicle-words";
import type { FormField } from "../read/read-pdf";
import type { Entry, FieldSpec, ProfileSpec } from "../profiles/types";
import type { Trace } from "../extract-pdf";

export type FieldSource = { confidence: number; page: number | null; box: Box | null; label: string | null };

export type Extraction = { data: Record<string, unknown>; sources: Record<string, FieldSource>; found: number; total: number };

/** Headings that belong to no group still end the section above them. */
const OTHER_HEADINGS = ["terms and conditions", "notes", "important information", "conditions of sale", "office use only", "for office use only", "privacy", "privacy statement", "declaration by dealer", "allgemeine geschäftsbedingungen", "conditions générales", "algemene voorwaarden", "condiciones generales", "condizioni generali"];

/** The profile's vocabulary (field wordings and section headings), compiled once per profile. */
const vocabularies = new Map<string, Vocabulary>();

export function profileVocabulary(profile: ProfileSpec): Vocabulary {
  const key = `${profile.id}@${profile.version}`;
  let v = vocabularies.get(key);
  if (!v) {
    const fields: VocabularyField[] = [];
    const sections: SectionDef[] = [];
    for (const e of profile.entries) {
      if (e.kind === "field") {
        fields.push({ path: e.field.key, group: null, labels: e.field.labels, type: e.field.type, weak: weakLabels(e.field.labels) });
        // A free-text field ("Special Conditions") is printed as a heading over its paragraph.
        if (e.field.type === "text") sections.push({ id: e.field.key, headings: e.field.labels.filter((l) => l.split(" ").length > 1) });
      } else if (e.kind === "group") {
        for (const x of e.fields) fields.push({ path: `${e.key}.${x.key}`, group: e.key, labels: x.labels, type: x.type, weak: weakLabels(x.labels) });
        sections.push({ id: e.key, headings: e.sections });
      } else sections.push({ id: e.key, headings: e.sections });
    }
    // A vehicle's facts the profile does not return are still labels: their values are not another field's
    // ("Mdl | Trans." over "Triton | CVT" is a grid, the transmission's label beside the model's)
    if (fields.some((f) => f.group === "vehicle"))
      for (const id of UNLISTED_VEHICLE_FACTS) fields.push({ path: id, group: "vehicle", labels: words(id), type: "string", weak: [] });
    // …and so are a payee's bank details ("Account Name: Westside Prestige Pty. Ltd." under the remittance
    // advice is no customer's name), where the profile has no field of its own for them
    for (const id of UNLISTED_PAYMENT_FACTS) if (!fields.some((f) => f.labels.includes(words(id)[0]))) fields.push({ path: id, group: "_payment", labels: words(id), type: "string", weak: [] });
    sections.push({ id: "_other", headings: OTHER_HEADINGS });
    // where the goods go is no party of the profile's, unless a group claims the wording ("Delivery address |
    // Billing details" side by side: the recipient is billed, the other column is where the parcel goes)
    const claimed = new Set(sections.flatMap((x) => x.headings));
    sections.push({ id: "_delivery", headings: words("section.shipTo").filter((h) => !claimed.has(h)) });
    v = new Vocabulary(fields, sections);
    vocabularies.set(key, v);
  }
  return v;
}

/**
 * The lexicon's vehicle facts no profile returns (see profileVocabulary); not those with short wordings a
 * word's misread end would pass for ("Tare" in "MANUFAC|TURE:", "CC", "ATM").
 */
const UNLISTED_PAYMENT_FACTS = ["payment.accountName", "payment.bsb", "payment.bankName"];
const UNLISTED_VEHICLE_FACTS = ["vehicle.transmission", "vehicle.fuelType", "vehicle.cylinders", "vehicle.seats", "vehicle.keyNumber"];

export function buildIndex(layout: Layout, profile: ProfileSpec): DocIndex {
  const index = new DocIndex(layout, profileVocabulary(profile));
  // (the kind may be set as large as the letterhead's name beside it, or a little smaller: either is its title)
  index.creditNote = documentTitles(layout, CREDIT_NOTE_TITLE_SIZE).some((t) => CREDIT_NOTE_TITLE.test(t));
  return index;
}

/** Money fields that say how much was taken off or paid: never negative, whatever sign the page sets. */
const DEDUCTION = /(?:^|\.)(?:tradeInAllowance|allowance|deposit|depositPaid|amountPaid|payout)$|^deposit\.amount$/;

/** A credit note's title set this close to the tallest run near the top of page one. */
const CREDIT_NOTE_TITLE_SIZE = 0.85;
// (a shop's logo is set larger than the kind of message under or beside it)
const ORDER_TITLE_SIZE = 0.5;
const ORDER_TITLE = /\b(order\s+confirm(?:ation|ed)|order\s+receipt|bestellbest[äa]tigung|auftragsbest[äa]tigung|confirmation\s+de\s+commande|orderbevestiging|conferma\s+d['’]ordine|confirmaci[óo]n\s+del?\s+pedido)\b/i;
/** Titles of credit notes in the lexicon's six languages. */
const CREDIT_NOTE_TITLE = /\b(credit\s*note|credit\s*memo|gutschrift|stornorechnung|rechnungskorrektur|korrekturrechnung|avoir|facture\s+d'avoir|nota\s+di\s+credito|creditnota|creditfactuur|factura\s+rectificativa|abono|nota\s+de\s+cr[ée]dito)\b/i;

export function extractProfile(index: DocIndex, profile: ProfileSpec, pages: number, formFields: FormField[], trace?: Trace): Extraction {
  const considered: Record<string, Array<{ value: unknown; label: string | null; score: number; page: number | null }>> = {};
  const layout = index.layout;
  const data: Record<string, unknown> = {};
  const sources: Record<string, FieldSource> = {};
  let found = 0;
  let total = 0;
  const title = documentTitle(layout);
  data.documentType = title;
  if (title) sources.documentType = { confidence: 0.9, page: 1, box: null, label: null };
  data.pages = pages;
  const allText = layout.lines.map((l) => l.text).join("\n") + "\n" + formFields.map((x) => x.value).join("\n");
  data.currency = documentCurrency(allText, profile.id !== "generic_document");

  const take = (path: string, hit: Found) => {
    found++;
    sources[path] = { confidence: round2(hit.confidence), page: hit.page, box: hit.box, label: hit.label };
    hit.segments.forEach((s) => index.used.add(s));
    return hit.value;
  };
  const record = (path: string, hit: Found | null) => {
    total++;
    return hit ? take(path, hit) : null;
  };

  // A VIN no label led to is looked for once every field has been read: a vehicle document prints two at
  // most (the vehicle's and the trade-in's), and the one no other field read is this field's.
  const lateVins: Array<{ group: Record<string, unknown>; path: string; key: string }> = [];
  // Tables first: their rows ("Dealer delivery | 1 | $1,990") must not be read again as label/value pairs.
  const tables = new Map<string, unknown>();
  for (const e of profile.entries) if (e.kind === "table") tables.set(e.key, readTable(index, e, sources));
  index.tableSegs = new Set(index.used);
  for (const e of profile.entries) {
    if (e.kind === "table") {
      data[e.key] = tables.get(e.key);
      continue;
    }
    if (e.kind === "field") {
      data[e.field.key] = record(e.field.key, findField(index, e.field, null, formFields, trace && ((c) => (considered[e.field.key] = c))));
    } else if (e.kind === "group") {
      const group: Record<string, unknown> = {};
      for (const field of e.fields) {
        // a party a contract's opening sentence defines is that party, whatever a label elsewhere says
        let hit = findInRecital(index, e.key, field.key) ?? findField(index, field, e.key, formFields, trace && ((c) => (considered[`${e.key}.${field.key}`] = c)));
        if (!hit && field.fallback === "onlyValue" && field.type === "vin") {
          lateVins.push({ group, path: `${e.key}.${field.key}`, key: field.key });
          group[field.key] = null; // its place in the shape; read below
          continue;
        }
        // a sale's date a letter states by the sale's verb, over the letter's own date ("Dated: 28 Jan 2025")
        if (field.stated === "saleVerb" && (!hit || BARE_DATE_LABEL.test(hit.label ?? ""))) hit = findSaleDateInProse(index) ?? hit;
        // (the group read so far is part of what the fallback knows: the party's name over its address)
        if (!hit && field.fallback) hit = fallback(index, field.fallback, e.key, { ...data, [e.key]: group }, field.type, field.key);
        // (…or a sentence of a letter that states it: "engine number RZ78303291", "at a price of $50,199.00")
        if (!hit && field.type !== "taxId" && field.fallback !== "guaranteeProse") hit = findInProse(index, `${e.key}.${field.key}`, field.type, field.alone && field.alone !== "person" ? field.alone : undefined);
        group[field.key] = record(`${e.key}.${field.key}`, hit);
      }
      data[e.key] = group;
    }
  }
  // (every late VIN looks before any is taken: two fields without a label and two VINs say nothing; one
  // VIN goes to the first field only, the vehicle's)
  const vins = lateVins.map(() => findOnlyValue(index, "vin", true));
  const taken = new Set<unknown>();
  lateVins.forEach((late, i) => {
    const vin = vins[i] && !taken.has(vins[i]!.segments[0]) ? vins[i] : null;
    if (vin) taken.add(vin.segments[0]);
    late.group[late.key] = record(late.path, vin);
  });
  // A value that says what it is (an e-mail address, a phone number, a date, a VIN, an ABN, a condition, a
  // year, a prefixed licence number, a whole street address) left in a group's section once every field has
  // read its own is the group's (its label lost), when it is the only one there and one empty field of the
  // group takes that kind of value.
  for (const e of profile.entries) {
    if (e.kind !== "group") continue;
    const group = data[e.key] as Record<string, unknown>;
    const empty = e.fields.filter((field) => group[field.key] == null && sectionEvidence(field) !== null);
    for (const field of empty) {
      const evidence = sectionEvidence(field)!;
      if (empty.filter((other) => sectionEvidence(other) === evidence).length !== 1) continue;
      const hit = findSectionValue(index, e.key, evidence);
      if (hit) group[field.key] = take(`${e.key}.${field.key}`, hit);
    }
    // …and a totals block whose labels are lost, told apart by its arithmetic (total = subtotal + tax =
    // paid + due), when the total's field is still empty
    const totalField = e.fields.find((field) => field.sum === "total");
    if (totalField && group[totalField.key] == null) {
      const roles = totalsByArithmetic(index, e.key);
      for (const field of e.fields) {
        const hit = field.sum && group[field.key] == null ? roles.get(field.sum) : undefined;
        if (hit) group[field.key] = take(`${e.key}.${field.key}`, hit);
      }
    }
    // …and a party's name right under the heading that names the party
    const name = e.fields.find((field) => field.type === "name" && group[field.key] == null);
    const hit = name && findHeadingName(index, e.key, `${e.key}.${name.key}`);
    if (name && hit) group[name.key] = take(`${e.key}.${name.key}`, hit);
  }
  // A vehicle described in one phrase on an invoice line or a note fills the parts its labels left empty.
  found += fillDescribedVehicles(index, profile, data, sources);
  // A till slip's issuer, total and date, read as a slip prints them (assemble/receipt.ts).
  if (profile.id === "generic_document") found += applySlip(index, data, sources);
  // An order confirmation's own number is its order number ("Order confirmation … Order number A-92597").
  const refs = data.references as Record<string, unknown> | undefined;
  // …and its date the order's, over a date no label named (a mail client's print header: "12/02/2025, 17:23")
  const dates = data.dates as Record<string, unknown> | undefined;
  const orderTitle = (refs?.orderNumber != null || dates?.orderDate != null) && documentTitles(layout, ORDER_TITLE_SIZE).some((t) => ORDER_TITLE.test(t));
  if (orderTitle && refs && refs.documentNumber == null && refs.orderNumber != null) {
    refs.documentNumber = refs.orderNumber;
    sources["references.documentNumber"] = sources["references.orderNumber"];
  }
  if (orderTitle && dates && dates.orderDate != null && (dates.issueDate == null || !sources["dates.issueDate"]?.label)) {
    dates.issueDate = dates.orderDate;
    sources["dates.issueDate"] = sources["dates.orderDate"];
  }
  // A credit note's totals are stated as amounts credited, as its e-invoice XML states them (EN 16931, type
  // 381): "Total TTC -233,47 €" on an "Avoir" is a total of 233.47; the document's title says it is a credit.
  if (index.creditNote && data.totals && typeof data.totals === "object") {
    const totals = data.totals as Record<string, unknown>;
    for (const [k, v] of Object.entries(totals)) if (typeof v === "number" && v < 0) totals[k] = -v;
  }
  // What is taken off or was paid is stated as its size: "Less: Deposit received -$1,000.00" is a deposit of
  // 1,000, "Less trade-in allowance ($16,500.00)" an allowance of 16,500.
  for (const e of profile.entries) {
    const fields = e.kind === "group" ? e.fields.map((x) => [`${e.key}.${x.key}`, x] as const) : e.kind === "field" ? [[e.field.key, e.field] as const] : [];
    for (const [key, field] of fields) {
      const v = getPath(data, key);
      if (field.type === "money" && DEDUCTION.test(key) && typeof v === "number" && v < 0) setPath(data, key, -v);
    }
  }
  if (trace) {
    // what each run of text was read as: its section and the fields its text reads as a label of
    const runs = index.segments.map((seg) => {
      const labels = [...index.labelScores(seg.text.includes(":") ? seg.text.split(":")[0] : seg.text).entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return `${index.headingSegs.has(seg) ? "# " : ""}${seg.text} [${index.sectionOf.get(seg) ?? "-"}]${labels.length ? " ~ " + labels.map(([p, v]) => `${p} ${v.toFixed(2)}`).join(", ") : ""}`;
    });
    trace("candidates", { runs, considered });
  }
  // One fact printed once fills every key that holds it.
  for (const [a, b] of profile.sameFacts ?? []) {
    const [va, vb] = [getPath(data, a), getPath(data, b)];
    if (va !== null && va !== undefined && (vb === null || vb === undefined)) {
      setPath(data, b, va);
      if (sources[a]) sources[b] = sources[a];
      found++;
    } else if (vb !== null && vb !== undefined && (va === null || va === undefined)) {
      setPath(data, a, vb);
      if (sources[b]) sources[a] = sources[b];
      found++;
    } else if (va !== vb && sources[a] && sources[b] && !sources[a].label !== !sources[b].label) {
      // read under a label for one key and only guessed for the other (a word of the condition alone, "Demo",
      // beside the sale type's ticked "X Used"): the label's reading holds for both
      const [from, to] = sources[a].label ? [a, b] : [b, a];
      setPath(data, to, getPath(data, from));
      sources[to] = sources[from];
    }
  }
  for (const { key, table, column, mentions } of profile.rowFacts ?? []) {
    const rows = data[table];
    if (getPath(data, key) != null || !Array.isArray(rows)) continue;
    const named = mentions.map((m) => getPath(data, m)).filter((v): v is string => typeof v === "string" && v.length >= 2).map((v) => v.toLowerCase());
    const i = rows.findIndex((r: Record<string, unknown>) => typeof r.description === "string" && named.some((n) => (r.description as string).toLowerCase().includes(n)) && r[column] != null);
    if (i < 0) continue;
    setPath(data, key, rows[i][column]);
    if (sources[`${table}[${i}]`]) sources[key] = { ...sources[`${table}[${i}]`], label: rows[i].description as string };
    found++;
  }
  for (const rule of profile.rowLabels ?? []) found += fillFromRowLabels(index, profile, rule, data, sources);
  for (const { key, from, unless, code, labelled, value } of profile.impliedFacts ?? []) {
    const own = code ? ownReference(index, from, sources[from]?.label ?? null) : null;
    const v = own ? own.value : getPath(data, from);
    if (getPath(data, key) == null && v != null && (!unless || getPath(data, unless) == null) && (!code || /\d/.test(String(v))) && (!labelled || labelled.test(sources[from]?.label ?? "")) && (value === undefined || (v !== 0 && v !== false))) {
      setPath(data, key, value === undefined ? v : value);
      if (own) sources[key] = { confidence: round2(own.confidence * 0.9), page: own.page, box: own.box, label: own.label };
      else if (sources[from]) sources[key] = { ...sources[from], confidence: round2(sources[from].confidence * 0.9) };
      found++;
    }
  }
  return { data, sources, found, total };
}

/** A label that says only that a date follows: "Date", "Dated", "Datum". */
const BARE_DATE_LABEL = /^\s*(?:dated?|datum|fecha|data)\s*:?\s*$/i;
const PAYEE_WORD = /^(?:empf[äa]nger|zahlungsempf[äa]nger|beneficiary|b[ée]n[ée]ficiaire|begunstigde|beneficiario)\s*:?$/i;
const BANK_DETAIL = /\b(?:iban|bic|swift|blz|bsb|account\s+(?:no|number)|kontonummer|konto-nr)\b/i;

/** Bank details (an IBAN, BIC, account number) on the lines right around a run. */
function bankDetailsNear(index: DocIndex, seg: Segment): boolean {
  const lines = index.layout.lines;
  for (let li = Math.max(0, seg.line - 3); li <= Math.min(lines.length - 1, seg.line + 3); li++) if (lines[li].page === seg.page && BANK_DETAIL.test(lines[li].text)) return true;
  return false;
}

/** The parts of a described vehicle ("Used 2014 Mitsubishi Triton GLX+ Utility") a group reads, by field key. */
const DESCRIBED_PARTS = ["condition", "year", "make", "model", "bodyType", "registrationPlate"] as const;

function fillDescribedVehicles(index: DocIndex, profile: ProfileSpec, data: Record<string, unknown>, sources: Record<string, FieldSource>): number {
  const groups = profile.entries.filter((e): e is Extract<Entry, { kind: "group" }> => e.kind === "group" && (e.key === "vehicle" || e.key === "tradeIn"));
  if (!groups.length) return 0;
  const described = findDescribedVehicles(index);
  let filled = 0;
  for (const e of groups) {
    const hit = e.key === "vehicle" ? described.vehicle : described.tradeIn;
    const group = data[e.key] as Record<string, unknown> | undefined;
    if (!hit || !group) continue;
    for (const key of DESCRIBED_PARTS) {
      const field = e.fields.find((f) => f.key === key);
      const raw = hit.found[key];
      if (!field || group[key] != null || raw == null) continue;
      const value = coerce(String(raw), field.type, index.ctx);
      if (value === null) continue;
      group[key] = value;
      sources[`${e.key}.${key}`] = { confidence: hit.at.confidence, page: hit.at.page, box: hit.at.box, label: hit.at.label };
      filled++;
    }
  }
  // …and the trade-in taken off as an invoice line of its own ("Trade-in: 2019 Mitsubishi Triton | -3,800.00")
  // is its allowance
  const tradeIn = data.tradeIn as Record<string, unknown> | undefined;
  if (tradeIn && "allowance" in tradeIn && tradeIn.allowance == null) {
    for (const e of profile.entries) {
      if (e.kind !== "table") continue;
      const rows = data[e.key];
      const i = Array.isArray(rows) ? rows.findIndex((r: Record<string, unknown>) => typeof r.description === "string" && TRADE_IN.test(r.description) && typeof r.amount === "number" && r.amount < 0) : -1;
      if (i < 0) continue;
      tradeIn.allowance = -(rows as Array<Record<string, number>>)[i].amount;
      if (sources[`${e.key}[${i}]`]) sources["tradeIn.allowance"] = { ...sources[`${e.key}[${i}]`], label: (rows as Array<Record<string, string>>)[i].description };
      filled++;
      break;
    }
  }
  return filled;
}

/** The issuing party's names read so far (before the addressee's): the addressee is never the issuer. */
const issuerNames = (data: Record<string, unknown>): string[] => [getPath(data, "issuer.name"), getPath(data, "dealer.name")].filter((x): x is string => typeof x === "string");

/** The writer's name over a title in a letter's signature ("Lucas" over "Sales Executive | Harbourside Autos"), read as `type`. */
function signerOver(index: DocIndex, title: Segment, type: FieldSpec["type"]): Found | null {
  const name = prevLineAligned(index, title);
  if (!name || index.layout.lines[name.line].segments.length !== 1 || index.isLabel(name) || !underClosing(index, name)) return null;
  const value = coerce(name.text, type, index.ctx);
  return value === null ? null : { value, confidence: 0.8, page: name.page, box: segmentBox(name), label: title.text.trim(), segments: [name] };
}

/** Is the run a table's header cell over a column of dates: three rows or more under it, each with a date at its left edge? */
function headsColumnOfDates(index: DocIndex, seg: Segment): boolean {
  const lines = index.layout.lines;
  if ((lines[seg.line]?.segments.length ?? 0) < 3) return false;
  let dates = 0;
  for (let li = seg.line + 1; li < lines.length && li <= seg.line + 4 && lines[li].page === seg.page; li++) {
    const cell = lines[li].segments.find((x) => Math.abs(x.x0 - seg.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h));
    if (!cell || coerce(cell.text, "date", index.ctx) === null) break;
    dates++;
  }
  return dates >= 3;
}

/** The types of a party's contacts: a phone, an e-mail address, an address. */
const CONTACT_TYPES = new Set<string>(["phone", "email", "text"]);

/** A reference that names the other party's ("Your ref.", "Customer reference", "Ihr Zeichen"). */
const OTHER_PARTYS_REFERENCE = /\b(your|yours|customer|client|ihr|ihre|kunden\w*|votre|vos|uw|su|vostro|vostra)\b/i;

/**
 * A document known by its reference is known by its own ("Ref. | B-2024-4287"), not by the other party's
 * printed beside it ("Your ref. | PO-24870", the field's own choice): when the field's label is the other
 * party's, the first code its wordings label that is not.
 */
function ownReference(index: DocIndex, path: string, chosenLabel: string | null): Found | null {
  if (!chosenLabel || !OTHER_PARTYS_REFERENCE.test(chosenLabel)) return null;
  for (const hit of findLabels(index, index.matcher(path), "string")) {
    if (OTHER_PARTYS_REFERENCE.test(hit.label ?? hit.seg.text)) continue;
    const read = valueFor(index, hit, "string");
    if (read && /\d/.test(String(read.value)) && !/\s/.test(String(read.value).trim())) return read;
  }
  return null;
}

/**
 * Charges printed as table lines (ProfileSpec.rowLabels): each empty money field of the group takes the line
 * whose description reads best as its label, each line once. Returns how many fields it filled.
 */
function fillFromRowLabels(index: DocIndex, profile: ProfileSpec, { group, table, column }: NonNullable<ProfileSpec["rowLabels"]>[number], data: Record<string, unknown>, sources: Record<string, FieldSource>): number {
  const rows = data[table];
  const entry = profile.entries.find((e) => e.kind === "group" && e.key === group);
  if (!Array.isArray(rows) || entry?.kind !== "group") return 0;
  const taken = new Set<number>();
  let filled = 0;
  const amounts = new Set(entry.fields.filter((f) => f.type === "money").map((f) => `${group}.${f.key}`));
  const readings = rows.map((r: Record<string, unknown>) => (typeof r.description === "string" ? rowReading(index, r.description, amounts) : undefined));
  for (const field of entry.fields) {
    const key = `${group}.${field.key}`;
    if (field.type !== "money" || getPath(data, key) != null) continue;
    const i = rows.findIndex((r: Record<string, unknown>, ri) => !taken.has(ri) && r[column] != null && readings[ri] === key);
    if (i < 0) continue;
    taken.add(i);
    setPath(data, key, rows[i][column]);
    if (sources[`${table}[${i}]`]) sources[key] = { ...sources[`${table}[${i}]`], label: rows[i].description as string };
    filled++;
  }
  return filled;
}

/**
 * The field a row's description names: as a label, or by its opening words alone when they are one of the
 * `amounts` fields' wording whole, and no other's, the rest a remark ("Stamp duty – Revenue NSW",
 * "Pre-delivery service & detail").
 */
function rowReading(index: DocIndex, description: string, amounts: Set<string>): string | undefined {
  const top = index.vocab.scores(index.tokens.get(description))[0];
  if (top && top.score >= LABEL_THRESHOLD) return top.path;
  const words = description.trim().split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const [first, second] = index.vocab.scores(index.tokens.get(words.slice(0, k).join(" "))).filter((x) => amounts.has(x.path));
    if (first && first.score >= OPENING_WORDING && !(second && second.score >= LABEL_THRESHOLD)) return first.path;
  }
  return undefined;
}
/** A row's opening words read as a field's wording whole. */
const OPENING_WORDING = 0.99;

function getPath(data: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), data);
}

function setPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const parent = keys.slice(0, -1).reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), data);
  if (parent && typeof parent === "object" && keys[keys.length - 1] in (parent as object)) (parent as Record<string, unknown>)[keys[keys.length - 1]] = value;
}

/** The unlabelled evidence a field may fall back on (FieldSpec.fallback). */
function fallback(index: DocIndex, kind: NonNullable<FieldSpec["fallback"]>, group: string, data: Record<string, unknown>, type?: FieldSpec["type"], key?: string): Found | null {
  switch (kind) {
    case "issuer":
      return findIssuer(index, group);
    case "entity":
      // (a dealer's brand over its legal name: "Harbourside Autos" over "Harbourside Autos Pty. Ltd.")
      return withLegalName(index, findEntity(index, group));
    case "email":
      return findUnlabelledEmail(index);
    case "phone":
      return findLetterheadPhone(index, group);
    case "address":
      return findAddress(index, group, false) ?? findAddressUnderName(index, getPath(data, `${group}.name`));
    case "letterheadAddress":
      return findAddress(index, group, true);
    case "iban":
      return findUnlabelledIban(index);
    case "firstDate":
      return findFirstDate(index);
    case "tickedChoice":
      return type && type !== "taxId" ? (findTickedChoice(index, type) ?? findOnlyChoice(index, type)) : null;
    case "guaranteeProse":
      return key ? findGuaranteeInProse(index, key as GuaranteeKey) : null;
    case "titleNumber":
      return findTitleNumber(index);
    case "includedTax":
      return findIncludedTax(index);
    case "mailRecipient":
      return findMailRecipient(index);
    case "subjectRow":
      return type === "money" ? findSubjectRow(index, group) : null;
    case "onlyValue":
      return type === "vin" || type === "abn" ? findOnlyValue(index, type) : null;
    case "sectionName":
      return findSectionName(index, group);
    case "addressee":
      return findSectionName(index, group) ?? findAddressee(index, issuerNames(data));
    case "letterAddressee":
    case "letterAddresseeAddress": {
      const block = findLetterAddressee(index, issuerNames(data));
      return (kind === "letterAddressee" ? block?.name : block?.address) ?? null;
    }
  }
}

function readTable(index: DocIndex, e: Extract<Entry, { kind: "table" }>, sources: Record<string, FieldSource>) {
  const rows = findTable(index, e.columns, { inParts: e.inParts });
  if (!rows) return [];
  // a header with rows under it is the table's; a header alone may be a row of labels over their values
  // (a header cell no column claims that is a field's label, and the first row's cell under it, are that
  // field's label and value: "Yr | Manufacturer | Model | VIN No." over the vehicle's own row)
  // (not a figure's: "Price ex GST" over the line's net amount is the line's, no document subtotal)
  const fieldOf = (h: Segment) => index.vocab.scores(index.tokens.get(h.text))[0]?.path;
  const fieldHeads = rows.length ? (rows.unclaimed ?? []).filter((h) => index.isLabel(h) && index.vocab.typeOf(fieldOf(h) ?? "") !== "money") : [];
  const fieldCells = new Set(fieldHeads.flatMap((h) => rows[0].segments.filter((c) => sharesColumn(c, h) && !rows.some((r, i) => i > 0 && r.segments.includes(c)))));
  if (rows.length) rows.header.forEach((s) => fieldHeads.includes(s) || index.used.add(s));
  rows.partTotals.forEach((s) => index.partTotals.add(s));
  rows.partAmounts.forEach((figure, label) => index.partAmounts.set(label, figure));
  return rows.map((r, i) => {
    r.segments.forEach((s) => fieldCells.has(s) || index.used.add(s));
    sources[`${e.key}[${i}]`] = { confidence: 0.85, page: r.page, box: r.box, label: null };
    return Object.fromEntries(e.columns.map((c) => [c.key, r.values[c.key] ?? null]));
  });
}


/** What reading a label through a weak (context-only) wording costs against one read through a strong wording. */
const WEAK_READING = 0.5;

/** A label read less well than this holds a word its field's wordings do not ("Paint protection"). */
const PARTLY_READ = 0.9;

/** A label read this well as a field is that field's: a sibling never takes it as a last resort. */
const SURE_READING = 0.95;

/** A label reads better as another field's by more than this: it is that field's label. */
const RIVAL_MARGIN = 0.02;

/** Field keys that name a number or an id ("engineNumber", "invoice_number", "licenceNumber", "dealId"). */
const numberedField = (key: string) => /number$/i.test(key) || /[a-z]Id$|_id$/.test(key);

/**
 * Best value for a field: AcroForm values first, then label hits ranked by section fit, label score and
 * specificity. A label that reads as well as the field's own for a field of another group ("VIN" in a
 * trade-in part) is taken only inside this group's section, or by the first group when no section says;
 * one that reads better as another field's ("Trade-in VIN" for the vehicle's VIN) is not taken.
 */
export function findField(index: DocIndex, field: FieldSpec, group: string | null, formFields: FormField[], consider?: Considered): Found | null {
  const path = group ? `${group}.${field.key}` : field.key;
  const own = group ?? field.key;
  const formHit = formFields.find((ff) => {
    const name = ff.name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[._\[\]]+/g, " ");
    return index.matcher(path)(name) >= 0.9 || (group !== null && index.matcher(path)(`${group} ${name}`) >= 0.9);
  });
  if (formHit) {
    const v = coerce(formHit.value, field.type, index.ctx);
    if (v !== null) return { value: v, confidence: 0.97, page: formHit.page, box: formHit.box, label: formHit.name, segments: [] };
  }
  // a field named a number (engine, stock, invoice, licence number) holds one (findLabels, and below)
  const numbered = field.type === "string" && numberedField(field.key);
  const hits = findLabels(index, index.matcher(path), field.type, numbered);
  const order = index.vocab.fields.map((f) => f.group ?? f.path);
  const scored: Array<{ found: Found; score: number; weakOn?: string; on?: string }> = [];
  for (const hit of hits) {
    if (index.tableSegs.has(hit.seg)) continue;
    if (field.sum && field.sum !== "paid" && field.sum !== "due" && index.partTotals.has(hit.seg)) continue;
    // "Empfänger | Relaybase UG" among a transfer's bank details names the payee, the issuer: no addressee
    if (field.type === "name" && PAYEE_WORD.test((hit.label ?? hit.seg.text).trim()) && bankDetailsNear(index, hit.seg)) continue;
    const mine = hit.score ?? 1;
    const section = index.sectionOf.get(hit.seg) ?? null;
    // (the contacts under a letter's closing are its writer's own: "Kind regards, | Olivia | Mobile: 0494 …")
    if (CONTACT_TYPES.has(field.type) && underClosing(index, hit.seg)) continue;
    const tokens = index.tokens.get(hit.label ?? hit.seg.text);
    // a row of a matrix ("Make | Isuzu | Hyundai" under "Vehicle | Trade"): the cell in this group's column
    // is its value, whichever part the column of labels falls in, and a row with no usable cell there has none
    // a part's subtotal in a table priced in two columns is read in the table's amount column
    const partAmount = field.type === "money" ? index.partAmounts.get(hit.seg) : undefined;
    const partValue = partAmount ? coerce(partAmount.text, "money", index.ctx) : null;
    if (partAmount && partValue !== null) {
      scored.push({ found: { value: partValue, confidence: 0.9 * Math.min(1, mine + 0.05), page: partAmount.page, box: segmentBox(partAmount), label: hit.seg.text.trim(), segments: [partAmount] }, score: 3 + mine });
      continue;
    }
    const cells = matrixCells(index, hit);
    if (cells) {
      const cell = cells.find((c) => c.group === own)?.seg;
      const value = cell ? coerce(cell.text, field.type, index.ctx) : null;
      if (cell && value !== null && !(numbered && !/\d/.test(String(value))))
        scored.push({ found: { value, confidence: 0.9 * Math.min(1, mine + 0.05), page: cell.page, box: segmentBox(cell), label: hit.seg.text.trim(), segments: [cell] }, score: 3 + mine + Math.min(hit.seg.text.length, 30) / 100 });
      continue;
    }
    const readings = index.vocab.scores(tokens);
    // rivals are weighed on the printed label's own reading (a label read with its value in one run scores
    // a little less as a hit, not as a label: "E-mail info@…" is as much the dealer's as the customer's)
    const asLabel = readings.find((r) => r.path === path)?.score ?? mine;
    const rivals = readings.filter((r) => r.path !== path && r.score >= asLabel - RIVAL_MARGIN);
    const otherGroups = rivals.filter((r) => (r.group ?? r.path) !== own);
    // a label that does not read as this field at all but surely as another party's is that party's, in this
    // party's section too ("PURCHASER NAME" under the dealer's heading, the purchaser's own heading lost)
    if (!readings.some((r) => r.path === path) && otherGroups.some((r) => r.score >= SURE_READING)) continue;
    // a shared label under a party's name label in its column belongs to that party, whatever part's heading is
    // above both ("PURCHASER NAME" over "D.O.B." over "ADDRESS", the purchaser's heading lost on a scan; a text
    // layer's headings are not lost, and there the part's heading decides)
    const partyAbove = index.ctx.scanned && section && otherGroups.length ? partyNamedAbove(index, hit.seg, section, new Set([own, section, ...otherGroups.map((r) => r.group ?? r.path)])) : null;
    if (section === own && partyAbove && partyAbove !== own) continue;
    // a shared label beside a signature's caption on its row is the signer's, whatever part it sits in:
    // "PURCHASER'S SIGNATURE | DATED" over its blank and the date signed
    const signer = otherGroups.length && index.lineSegments(hit.seg.line).some((x) => x !== hit.seg && SIGN_HERE.test(x.text)) ? ownerOnRow(index, hit.seg, new Set([own, ...otherGroups.map((r) => r.group ?? r.path)])) : null;
    if (signer && signer !== own) continue;
    let score: number;
    if (section === own || (section && partyAbove === own) || signer === own) score = 3;
    // another group's label, in its own section (…that reads a value there: "Registration | 712 | 88" in the
    // trade-in's part is its price box's fee, no plate)
    else if (section && otherGroups.some((r) => (r.group ?? r.path) === section && fitsType(index, hit, r.path))) continue;
    // ...also when that group reads it less well than this one ("Street address" under the dealer's heading is
    // the dealer's, though the customer's wordings list it first)
    else if (section && readings.some((r) => (r.group ?? r.path) === section && r.score >= LABEL_THRESHOLD && fitsType(index, hit, r.path))) continue;
    else if (otherGroups.some((r) => r.score > asLabel + RIVAL_MARGIN)) continue; // reads better as another group's field
    else if (otherGroups.length) {
      // shared label outside any owner's section: the first owner (profile order) takes it, unless that
      // owner's field is already answered inside its own section ("Purchaser" by the signatures, when the
      // customer's part printed the name)
      const owners = [{ group: own, path }, ...otherGroups.map((r) => ({ group: r.group ?? r.path, path: r.path }))].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
      // …or unless the value there is not of that owner's type ("IVA | € 216,49" is no tax id: the tax total's)
      // …and before all that, the party whose own label sits just above it in its column takes it
      // ("Purchaser: Redgum Plumbing Pty Ltd" over "Address: 234 Hume Avenue")
      // …or, with none there, the one whose own caption shares its row on a form filled in ("SIGNATURE OF
      // PURCHASER | … | DATE" under the values)
      const near = ownerAbove(index, hit.seg, new Set(owners.map((o) => o.group))) ?? (captionRow(index, hit.seg.line) ? ownerOnRow(index, hit.seg, new Set(owners.map((o) => o.group))) : null);
      // …and a label handed on that way inside another group's section goes only to a field that reads it
      // through a strong wording ("Print name" under the signatures is not the driver's name because the
      // customer's name is answered); a free-text field's heading ("Other Conditions") is read loosely by design
      const first = near
        ? owners.find((o) => o.group === near)
        : owners.find((o, i) => (o.group === own ? i === 0 || section === null || field.type === "text" || index.vocab.strongScore(path, tokens) >= asLabel - RIVAL_MARGIN : !answeredInOwnSection(index, o.path) && fitsType(index, hit, o.path)));
      // (…but a number printed with a dealer licence's prefix, "LICENCE NO.: DL047158", is the dealer's
      // licence whichever party comes first: a driver's licence or customer number has no such prefix)
      const licenceOwner = owners.find((o) => index.vocab.typeOf(o.path) === "licence");
      const printed = licenceOwner ? valueFor(index, hit, "string")?.value : null;
      if (licenceOwner && typeof printed === "string" && hasDealerLicencePrefix(printed) && !answeredInOwnSection(index, licenceOwner.path)) {
        if (licenceOwner.group !== own) continue;
      } else if (first?.group !== own) continue;
      score = 1;
    } else score = 2;
    // within the group, a label that reads better as a sibling's ("Total GST" for the total) is a last resort
    // …and none at all when that sibling reads it confidently ("Total (inc. GST)" is the total, never the GST)
    const sibling = rivals.filter((r) => (r.group ?? r.path) === own && r.score > asLabel + 0.1);
    if (sibling.some((r) => r.score >= SURE_READING)) continue;
    // ...and a printed label that does not read as this field at all, but surely as a sibling's, is the
    // sibling's ("Account Name" under a "Bank Details" heading is the account name, not the financier)
    if (hit.label && !readings.some((r) => r.path === path) && readings.some((r) => r.path !== path && (r.group ?? r.path) === own && r.score >= SURE_READING)) continue;
    if (sibling.length) score -= 1.5;
    score += mine;
    // a label read only through a context-only wording ("Grade" for the model) gives way to one that names the field
    const weak = index.vocab.strongScore(path, tokens) < LABEL_THRESHOLD;
    if (weak) score -= WEAK_READING;
    // a longer, more specific wording beats a short one ("invoice date" over "date")
    score += Math.min((hit.label ?? "").length, 30) / 100;
    // a credit note's "Invoice date" / "Invoice no." name the invoice it corrects, not the credit note
    // …and so does a label that goes on from such a line ("Ref. invoice | FA212827" over "dated | 8 March 2024")
    if (index.creditNote && REFERS_TO_INVOICE.has(path) && (INVOICE_WORD.test(hit.label ?? hit.seg.text) || INVOICE_WORD.test(continuedFrom(index, hit.seg)?.text ?? ""))) {
      score -= 1;
      // …surely so the row right under that invoice's number ("zur Rechnung Nr." over "Rechnungsdatum"), where a
      // "Datum der Rechnung" elsewhere may be the credit note's own
      if (refersToInvoiceAbove(index, hit.seg)) score -= 0.5;
    }
    // (a table's "Date" column over its rows' dates dates no document: "Date | Text | Debit | Credits" over a ledger)
    if (field.type === "date" && headsColumnOfDates(index, hit.seg)) continue;
    let read = valueFor(index, hit, field.type) ?? (field.type === "name" ? nameUnderPartyLabel(index, hit.seg) : null);
    // (a title in a letter's signature with its company beside it is no label and value: "Sales Executive |
    // Inner West Toyota"; the writer's name over it is the title's, "Lucas" over "Sales Executive")
    if (read && read.segments[0]?.line === hit.seg.line && read.segments[0] !== hit.seg && underClosing(index, hit.seg)) read = signerOver(index, hit.seg, field.type);
    if (!read) continue;
    // a run under a heading or label that opens with this field's own label is that label and its value
    // ("Bill To" over "Customer Name Mei Tran"), read as such (findLabels), never this one's whole value
    if ((field.type === "string" || field.type === "name") && read.segments[0] && read.segments[0] !== hit.seg && opensWithOwnLabel(index, path, String(read.value))) continue;
    // a field named a number (engine, stock, invoice, licence number) holds one: a value without a digit is
    // a label's tail or a neighbour's word ("No.", "Reading" of "Odometer Reading" in the next column)
    if (numbered && !/\d/.test(String(read.value))) continue;
    // a word of a vehicle's description read under a label that names it only with a word more ("Paint
    // protection" for the colour's "Paint") is that kind of word, or no value of this field ("Dash camera")
    if (field.alone && field.alone !== "person" && asLabel < PARTLY_READ && parseVehicleWord(field.alone, String(read.value)) === null) continue;
    const found = field.type === "name" ? finishLegalForm(index, read) : read;
    if (found.segments.some((s) => index.used.has(s))) score -= 1.5;
    // later on the page scores higher for fields that prefer the last occurrence (document order)
    if (field.prefer === "last") score += (hit.seg.page * 10000 + hit.seg.y) / 1e7;
    found.confidence *= (section === own ? 1 : 0.9) * Math.min(1, mine + 0.05);
    scored.push({ found, score, weakOn: weak ? `${hit.seg.page}:${hit.seg.line}` : undefined, on: `${hit.seg.page}:${hit.seg.line}` });
  }
  // …and always to one on its own row: "Model | Grade" over "Cerato | Sport", the model is the model's
  const named = new Set(scored.filter((c) => c.on && !c.weakOn).map((c) => c.on));
  for (let i = scored.length - 1; i >= 0; i--) if (scored[i].weakOn && named.has(scored[i].weakOn)) scored.splice(i, 1);
  scored.sort((a, b) => b.score - a.score);
  consider?.(scored.map((c) => ({ value: c.found.value, label: c.found.label, score: Math.round(c.score * 100) / 100, page: c.found.page })));
  // (tax printed per rate, its sum on no line of its own: the sum)
  return (field.sum === "tax" ? taxOverRates(scored.map((c) => c.found)) : null) ?? scored[0]?.found ?? null;
}

/**
 * The group one of whose labels, unshared, opens one of the three lines above the run at its left edge: a
 * shared label ("Address", "Phone") printed in a party's run of labels without a heading is that party's.
 */
/**
 * The party whose name's label ("PURCHASER NAME", surely that party's name and no other's) opens the rows of
 * the run's part above it, in its column: the party those rows are about, when a scan lost its heading.
 */
function partyNamedAbove(index: DocIndex, seg: Segment, section: string, groups: Set<string>): string | null {
  for (const above of runsAboveInColumn(index, seg, PARTY_ROWS)) {
    if ((index.sectionOf.get(above) ?? null) !== section || index.headingSegs.has(above)) return null;
    // (a label wrapped in its cell is read whole: "Trading" over "Name:" is the dealer's name, no purchaser's)
    const first = wrappedLabelStart(index, above);
    const whole = first ? index.vocab.scores(index.tokens.get(`${labelPart(first)} ${labelPart(above)}`)).filter((r) => r.score >= SURE_READING) : [];
    const readings = whole.length ? whole : index.vocab.scores(index.tokens.get(labelPart(above))).filter((r) => r.score >= SURE_READING);
    const named = new Set(readings.filter((r) => /\.name$/.test(r.path) && groups.has(r.group ?? r.path)).map((r) => r.group ?? r.path));
    // (a name's label its own part reads surely too is that part's: "Seller's" under "Acquisition details",
    // though a dealer's name's as well)
    if (named.size > 1 || (named.size === 1 && readings.some((r) => (r.group ?? r.path) === section))) return null;
    if (named.size === 1) return [...named][0];
  }
  return null;
}

/**
 * The value cells of a matrix row, each with the group its column is (matrixRow), on a run of MATRIX_ROWS
 * rows or more whose cells fall in the same groups in the same order ("Vehicle Make | Isuzu | Hyundai" under
 * "Vehicle | Trade"). Null: no such row.
 */
function matrixCells(index: DocIndex, hit: LabelHit): Array<{ seg: Segment; group: string }> | null {
  if (hit.inline) return null;
  const row = matrixRow(index, hit.seg);
  if (!row) return null;
  // the rows above and below it, their labels in its column, their cells in the same groups
  const lines = index.layout.lines;
  const alike = (li: number) => {
    const line = lines[li];
    if (!line || line.page !== hit.seg.page) return false;
    const label = index.lineSegments(li)[0];
    return !!label && Math.abs(label.x0 - hit.seg.x0) <= 3 && matrixRow(index, label)?.columns === row.columns;
  };
  let n = 1;
  for (let li = hit.seg.line - 1; alike(li); li--) n++;
  for (let li = hit.seg.line + 1; alike(li); li++) n++;
  return n >= MATRIX_ROWS ? row.cells.map((seg, i) => ({ seg, group: row.groups[i] })) : null;
}
const MATRIX_ROWS = 3;

/**
 * A row that may be a matrix's: a label alone at the row's start and up to four cells after it, none a label
 * or heading, each in another group's column, as the column titles over them name (columnTitles; a cell may
 * be left blank, "Exterior Colour | | Sting Grey") or else, two cells or more, as the parts' headings split
 * the columns. `columns`: the groups of all its columns, the same on every row of one matrix. Null: no such row.
 */
function matrixRow(index: DocIndex, label: Segment): { cells: Segment[]; groups: string[]; columns: string } | null {
  const all = index.lineSegments(label.line);
  // (the label may be a wrapped one joined with its next line: "Vehicle Identification" over "Number")
  if (!all.length || Math.abs(all[0].x0 - label.x0) > 1) return null;
  const cells = all.slice(1);
  if (cells.length < 1 || cells.length > 4 || cells.some((c) => index.isLabel(c) || index.headingSegs.has(c))) return null;
  // the parts the titles over its columns name ("Description | Vehicle Supplied | Trade-in" under one
  // "Vehicle and Trade-in" heading), else the parts the headings split the columns into
  const heads = columnTitles(index, label, cells);
  if (heads) return heads;
  const groups = cells.map((c) => index.sectionOf.get(c) ?? null);
  return cells.length >= 2 && new Set(groups).size === cells.length && !groups.includes(null) && !groups.includes("_other") ? { cells, groups: groups as string[], columns: groups.join(" ") } : null;
}

/** How many rows up a matrix's column titles may stand over a row of it. */
const MATRIX_TITLE_ROWS = 30;

/**
 * The parts named by the titles over a matrix row's columns, on one line above it, up its column of labels:
 * two titles or more, each cell under one of them, one to a title.
 */
function columnTitles(index: DocIndex, label: Segment, cells: Segment[]): { cells: Segment[]; groups: string[]; columns: string } | null {
  for (let li = label.line - 1; li >= 0 && label.line - li <= MATRIX_TITLE_ROWS; li--) {
    if (index.layout.lines[li].page !== label.page) return null;
    const segs = index.lineSegments(li);
    const titles = segs.filter((s) => s.x0 >= label.x1 - 2);
    const under = cells.map((c) => titles.findIndex((t) => sharesColumn(t, c)));
    if (titles.length >= 2 && titles.length >= cells.length && !under.includes(-1) && new Set(under).size === cells.length) {
      const ids = titles.map((t) => index.vocab.section(index.tokens.get(t.text))?.id ?? null);
      if (!ids.includes(null) && new Set(ids).size === ids.length) return { cells, groups: under.map((k) => ids[k]!), columns: ids.join(" ") };
    }
    // up through the matrix's rows only: a label in its column, its cells beside it (or a label's wrapped line alone)
    if (!segs.length || Math.abs(segs[0].x0 - label.x0) > 3 || segs.length > 5) return null;
  }
  return null;
}

/** How many rows up a party's name label may open the rows about it. */
const PARTY_ROWS = 8;

/** The first line of a label wrapped in its cell ("Trading" over "Name:"): a run with no colon right over the run, in its column. */
function wrappedLabelStart(index: DocIndex, seg: Segment): Segment | null {
  const first = prevLineAligned(index, seg, Math.max(3, seg.h) + 0.01);
  return first && !index.headingSegs.has(first) && !/:\s*$/.test(first.text) && index.isLabelText(first.text) ? first : null;
}

function ownerAbove(index: DocIndex, seg: Segment, groups: Set<string>): string | null {
  for (const above of runsAboveInColumn(index, seg, 3)) {
    const readings = index.vocab.scores(index.tokens.get(labelPart(above)));
    if (!readings.length) return null; // a run that is no label: the column of labels ends here
    // the owners it reads as: one alone decides ("Purchaser" is the customer's, whatever the signatures say)
    const top = Math.max(...readings.map((r) => r.score));
    const owning = new Set(readings.filter((r) => r.score >= top - RIVAL_MARGIN && groups.has(r.group ?? r.path)).map((r) => r.group ?? r.path));
    if (owning.size === 1) return [...owning][0];
    if (owning.size > 1) continue;
    return null;
  }
  return null;
}

/** The group one of the labels on the run's own row reads as, surely and alone, nearest first. */
function ownerOnRow(index: DocIndex, seg: Segment, groups: Set<string>): string | null {
  const others = index.lineSegments(seg.line).filter((x) => x !== seg && x.x0 !== seg.x0).sort((a, b) => Math.abs(a.x0 - seg.x0) - Math.abs(b.x0 - seg.x0));
  for (const other of others) {
    const owning = new Set(index.vocab.scores(index.tokens.get(labelPart(other))).filter((r) => r.score >= SURE_READING && groups.has(r.group ?? r.path)).map((r) => r.group ?? r.path));
    if (owning.size === 1) return [...owning][0];
  }
  return null;
}

/** The runs starting at the run's left edge on the `rows` lines above it, nearest first, on its page. */
function* runsAboveInColumn(index: DocIndex, seg: Segment, rows: number): Generator<Segment> {
  const lines = index.layout.lines;
  const tol = Math.max(3, seg.h);
  for (let li = seg.line - 1; li >= Math.max(0, seg.line - rows); li--) {
    if (lines[li].page !== seg.page) return;
    const above = lines[li].segments.find((x) => Math.abs(x.x0 - seg.x0) <= tol);
    if (above) yield above;
  }
}

/** A run's label part: its text before a colon, or all of it. */
const labelPart = (seg: Segment) => (seg.text.includes(":") ? seg.text.slice(0, seg.text.indexOf(":")) : seg.text);

/** The run a label starting in lower case goes on from: the one right above it at its left edge (lines of the column beside may lie between). */
function continuedFrom(index: DocIndex, seg: Segment): Segment | null {
  if (!/^\p{Ll}/u.test(seg.text.trim())) return null;
  return prevLineAligned(index, seg, Math.max(3, seg.h) + 0.01);
}

/** Keys a credit note's invoice wordings would fill with the corrected invoice's facts. */
const REFERS_TO_INVOICE = new Set(["dates.issueDate", "references.documentNumber"]);
const INVOICE_WORD = /\b(invoice|rechnung\w*|facture|fattura|factuur|factura)\b/i;
/** A label numbering an invoice ("zur Rechnung Nr.", "Invoice No."). */
const INVOICE_NUMBER_LABEL = new RegExp(String.raw`${INVOICE_WORD.source}.*\b(no|nr|n°|nº|num(?:ber|mer|ero|éro)?|#)(?:\b|\.|$)`, "i");
const refersToInvoiceAbove = (index: DocIndex, seg: Segment) => INVOICE_NUMBER_LABEL.test(prevLineAligned(index, seg)?.text ?? "");

/** The text's first one to three words read as one of the field's labels, and more follows them. */
function opensWithOwnLabel(index: DocIndex, path: string, text: string): boolean {
  const words = text.trim().split(/\s+/);
  const match = index.matcher(path);
  for (let k = 1; k <= Math.min(3, words.length - 1); k++) if (!/\d/.test(words[k - 1]) && match(words.slice(0, k).join(" ")) >= 0.95) return true;
  return false;
}

/** Does the value the hit points at pass the type of the field at `path`? */
function fitsType(index: DocIndex, hit: LabelHit, path: string): boolean {
  const type = index.vocab.typeOf(path);
  return !type || valueFor(index, hit, type) !== null;
}

/** Does the field have a label with a value inside its own group's section? (once per field and document) */
function answeredInOwnSection(index: DocIndex, path: string): boolean {
  let yes = index.sectionAnswered.get(path);
  if (yes === undefined) {
    const f = index.vocab.fields.find((x) => x.path === path);
    yes = !!f?.group && !!f.type && findLabels(index, index.matcher(path), f.type).some((h) => index.sectionOf.get(h.seg) === f.group && valueFor(index, h, f.type!) !== null);
    index.sectionAnswered.set(path, yes);
  }
  return yes;
}

type Considered = (candidates: Array<{ value: unknown; label: string | null; score: number; page: number | null }>) => void;

const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- generic_document extras ----

const SIGNATURE = /\b(signature|signed|sign here)\b/i;

export function genericExtras(index: DocIndex): Record<string, unknown> {
  const layout = index.layout;
  const vehicles: Array<Record<string, unknown>> = [];
  const seenVins = new Set<string>();
  for (const s of index.segments) {
    for (const m of s.text.toUpperCase().matchAll(/\b[A-HJ-NPR-Z0-9]{17}\b/g)) {
      if (!/\d/.test(m[0]) || !/[A-Z]/.test(m[0]) || seenVins.has(m[0])) continue;
      seenVins.add(m[0]);
      vehicles.push({ vin: m[0], registrationPlate: null, make: null, model: null });
    }
  }
  const fields: Array<{ label: string; value: string; page: number }> = [];
  const signatures: Array<{ label: string; name: string | null; page: number }> = [];
  for (const line of layout.lines) {
    line.segments.forEach((s, i) => {
      if (SIGNATURE.test(s.text) && s.text.length < 60) {
        const after = s.text.includes(":") ? s.text.split(":").slice(1).join(":").trim() : line.segments[i + 1]?.text ?? "";
        signatures.push({ label: s.text.split(":")[0].trim(), name: after && !/^[_.\s]+$/.test(after) ? after : null, page: s.page });
        return;
      }
      if (index.used.has(s)) return;
      const colon = s.text.indexOf(":");
      if (colon > 0 && colon < 50) {
        const label = s.text.slice(0, colon).trim();
        let value = s.text.slice(colon + 1).trim();
        if (!value) {
          const next = line.segments[i + 1];
          if (next && !next.text.includes(":")) {
            value = next.text;
            index.used.add(next);
          }
        }
        if (label && value && /[a-z]/i.test(label) && label.split(" ").length <= 6 && !/^(https?|mailto|ftp)$/i.test(label) && !value.startsWith("//")) {
          fields.push({ label, value, page: s.page });
          index.used.add(s);
        }
      }
    });
  }
  const free: string[] = [];
  for (const line of layout.lines) {
    const rest = line.segments.filter((s) => !index.used.has(s) && !index.headingSegs.has(s));
    const t = rest.map((s) => s.text).join(" ");
    if (t.split(/\s+/).length >= 6 && /[a-z]{3}/.test(t)) free.push(t);
  }
  return { vehicles, fields, text: free.length ? free.join("\n") : null, signatures };
}
