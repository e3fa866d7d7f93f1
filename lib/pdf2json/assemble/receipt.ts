// Till slips: a shop's receipt printed in one narrow column by a point-of-sale printer, often photographed
// or scanned. Its facts are printed the slip's way, where the label/value reading of invoices goes wrong:
//   - the issuer is the top printed line carrying a company form ("… SDN BHD", "… S/B", "… Ltd"), else the
//     line over the company's registration number ("(317041-W)"), else the first line that reads as a
//     name; never a line with a registration, tax or phone label, an address, a sentence ("Goods sold are
//     not returnable.") or the kind of document. The tail of the previous sale's strip may sit above it.
//   - the total is the amount on a line labelled total / amount payable / amount due / rounded / nett total:
//     the one cash tendered minus change equals, else the strongest wording first, then the last such line (a
//     total after its rounding); never a subtotal, a tax total, a count ("Total Qty"), an amount before tax,
//     or a row of the tax summary table. When cash tendered and change disagree with it beyond a rounding
//     step, the amount they imply is taken if the slip prints it elsewhere (the recogniser misread the
//     total's digits).
//   - the date: the first date of the slip (beside a time and till codes), when no label gave one.
// Lines are read whole (their phrases joined): recognised words of one printed label are often cut apart.
import { segmentBox, type Layout, type Line } from "../layout/layout";
import type { DocIndex, Found } from "../candidates/matcher";
import type { FieldSource } from "./extract-profile";
import { findValue } from "../values";
import { editDistance } from "../values/edit-distance";

/** A slip's printed column is at most this many line heights wide (48 monospace columns ≈ 29; an A4 page's text ≈ 50). */
const SLIP_MAX_WIDTH = 36;
/** …and carries at least this many lines (a short note or a label is no slip). */
const SLIP_MIN_LINES = 8;
/** Lines from the top in which the issuer is looked for (the previous sale's tail, a logo's noise, then the header). */
const HEADER_LINES = 16;
/** Cash tendered minus change may differ from the total by a rounding step (5 sen, 5 cents) without contradicting it. */
const ROUNDING_STEP = 0.05;

/**
 * Whether the document is a till slip: one or two pages whose lines on page one stand in a column at most
 * SLIP_MAX_WIDTH line heights wide (the middle 80 % of line starts and ends, so a stray mark does not widen it).
 */
export function isSlip(layout: Layout): boolean {
  if (layout.pages > 2) return false;
  const lines = layout.lines.filter((l) => l.page === 1 && /[\p{L}\p{N}]{2}/u.test(l.text));
  if (lines.length < SLIP_MIN_LINES) return false;
  const starts = lines.map((l) => l.segments[0].x0).sort((a, b) => a - b);
  const ends = lines.map((l) => l.segments[l.segments.length - 1].x1).sort((a, b) => a - b);
  const heights = lines.map((l) => l.h).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)];
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  return h > 0 && (at(ends, 0.9) - at(starts, 0.1)) / h <= SLIP_MAX_WIDTH;
}

/** A line's text with its phrases joined by one space. */
const lineText = (l: Line) => l.segments.map((s) => s.text).join(" ").replace(/\s+/g, " ").trim();

const found = (l: Line, value: unknown, confidence: number, label: string | null = null): Found => {
  const first = segmentBox(l.segments[0]);
  const last = segmentBox(l.segments[l.segments.length - 1]);
  return { value, confidence, page: l.page, box: [first[0], Math.min(first[1], last[1]), last[2], Math.max(first[3], last[3])], label, segments: l.segments };
};

// ---- issuer -----------------------------------------------------------------------------------------------

/**
 * Company forms a slip's issuer line ends with (Malaysia, Singapore, Australia, UK, US, Europe: the last one
 * of the line, so "GmbH & Co. KG" ends at its KG, and "UG (haftungsbeschränkt)" at its bracket). "SDN" is also
 * matched as the recogniser reads it ("SON", "5DN", "SDM"): the form is a closed list, so it is put right.
 */
const LEGAL_FORM = /(?:\b(?:s[dao0o5]n|5dn|sdm)\.?\s*bhd|\bbhd|\bberhad|\bs\/b|\bpte\.?\s*ltd|\bpty\.?\s*ltd|\bco\.?,?\s*ltd|\bltd|\blimited|\binc|\bllc|\bplc|\bgmbh|\bsarl|\bs\.?r\.?l|\bb\.?v|\bn\.?v|\bkg|\bag|\bohg|\bug\s*\(haftungsbeschr(?:ä|ae|a)nkt\)|\bug|\be\.\s?k|\bs\.?a\.?s|\bs\.?p\.?a|\bv\.?o\.?f)\.?(?=$|[\s,)(])/gi;
const SDN_MISREAD = /\b(?:s[ao0o5]n|5dn|sdm)(\.?\s*bhd)/gi;
/** Labels and words of a line that is no name: registration and tax numbers, contact details, the document's kind. */
const NOT_NAME = /\b(?:reg(?:istration|n)?|co\.?\s*no|company\s*no|roc|brn|gst|sst|vat|tax|tin|abn|acn|tel|phone|fax|e-?mail|www|https?|invoice|receipt|bill|cashier|counter|table|date|time|no\.|description|qty|quantity|price|amount|items?)\b/i;
/** Words of the printed sentences a slip carries (thanks, return policy, feedback, promotions). */
const SENTENCE = /\b(?:thank|thanks|please|welcome|goods|sold|returnable|refund|exchange|feedback|complaint|call|visit|again|served|redeem|voucher|points?|expiry|member|open|daily)\b/i;
/**
 * A company registration number standing alone on its line, in brackets ("(317041-W)", "(SA0264195-T)",
 * "(1074617K)"; a digit read as a letter tolerated), or after its own label ("Co-Reg: 860671-D", "CO Reg :
 * 750441-W"). A tax registration ("GST Reg No") is not it: that line sits under the address.
 */
function isRegNumber(t: string): boolean {
  const digits = (t.match(/\d/g) ?? []).length;
  if (digits < 4) return false;
  if (/\b(?:co\.?\s*-?\s*reg|company\s*(?:reg|no)|roc)\b/i.test(t)) return true;
  const core = /^[(\[]\s*([^()\[\]]+?)\s*[)\]]\.?$/.exec(t)?.[1];
  return !!core && (/^[A-Z]{0,3}[\dA-Za-z]{4,9}\s*-\s*[A-Z]$/i.test(core) || /^\d{5,}[A-Z]$/i.test(core)) && digits >= core.replace(/[^A-Za-z]/g, "").length + 3;
}

/** The line reads as a name: letters, one to eight words, at most two digits, none of the words of other lines. */
function nameLike(t: string): boolean {
  const letters = t.replace(/[^\p{L}]/gu, "").length;
  const words = t.split(" ").filter((w) => /\p{L}/u.test(w));
  return letters >= 3 && words.length >= 1 && words.length <= 8 && (t.match(/\d/g) ?? []).length <= 2 && !t.includes(":") && !NOT_NAME.test(t) && !SENTENCE.test(t) && !/@/.test(t);
}

/** The issuer name printed at the top of a slip (see the file comment), or null. */
export function slipIssuer(index: DocIndex): Found | null {
  const header = headerLines(index.layout);
  const clean = (t: string) => t.replace(/^[^\p{L}\p{N}(]+/u, "").replace(/[\s,;.|]+$/, "").replace(/\s+/g, " ");
  // 1. a line carrying a company form, cut after the form (what follows is a branch, or the recogniser's noise)
  for (const l of header) {
    const t = clean(lineText(l));
    const forms = [...t.matchAll(LEGAL_FORM)];
    if (!forms.length) continue;
    const last = forms[forms.length - 1];
    const name = t.slice(0, last.index! + last[0].length).replace(SDN_MISREAD, "SDN$1");
    if (nameLike(name) && /\p{L}{2}/u.test(name.slice(0, last.index!))) return found(l, name, 0.75);
  }
  // 2. the line over the company's registration number
  for (let i = 1; i < header.length; i++) {
    const t = lineText(header[i]);
    if (!isRegNumber(t)) continue;
    const name = clean(lineText(header[i - 1]));
    if (nameLike(name)) return found(header[i - 1], name, 0.7);
  }
  // 3. the first line that reads as a name
  for (const l of header) {
    const name = clean(lineText(l));
    if (nameLike(name) && !/^[\p{Ll}]/u.test(name)) return found(l, name, 0.55);
  }
  return null;
}

/** The slip's top lines, down to its first amount with cents (the item rows start there). */
function headerLines(layout: Layout): Line[] {
  const out: Line[] = [];
  for (const l of layout.lines) {
    if (l.page !== 1 || out.length >= HEADER_LINES) break;
    if (HAS_AMOUNT.test(lineText(l)) && out.some((x) => nameLike(lineText(x)))) break;
    out.push(l);
  }
  return out;
}

// ---- total ------------------------------------------------------------------------------------------------

/**
 * An amount with cents: "20.05", "1,234.50", "3.866,35", "5 058,42", and "11,00" on a slip printing points (the
 * recogniser often reads a point as a comma). Thousands are grouped by a separator other than the decimal
 * one; a space groups them only before a decimal comma (before a point it parts a quantity from a price). A
 * date's "09.06.2025" is no amount (digits follow the cents).
 */
const AMOUNT = /(?<![\d.,])(\d{1,3}(?:([.,'’])\d{3})(?:\2\d{3})*(?!\2)|\d{1,3}(?: \d{3})+(?=,)|\d+)([.,])(\d{2})(?![.,]?\d)/g;
const HAS_AMOUNT = new RegExp(AMOUNT.source);
/** The recogniser dropped the decimal point: "105 00" at the end of a total line. */
const SPLIT_AMOUNT = /(?<![\d.,])(\d{1,7}) (\d{2})\W*$/;
/** The word "total" as the recogniser reads it ("Tatal", "Tota)", "TOTAL:"): one letter off at most. */
const isTotalWord = (w: string) => {
  const t = w.toLowerCase().replace(/[^a-z]/g, "");
  return t.length >= 4 && t.length <= 6 && editDistance(t, "total") <= 1;
};
/** Wordings of the amount to pay (and totals qualified as including tax or rounded): stronger than a bare "Total". */
const STRONG = /\b(?:grand|nett|payable|due|rounded|round(?:ing)?\s*adj\w*\s*total|incl(?:usive|uding|\.)?|after\s*round\w*|amt\s*pay\w*)\b/i;
/** The tax's name in the lexicon's languages and on Malaysian slips. */
const TAX_WORD = String.raw`(?:gst|sst|tax|vat|tva|mwst|ust|btw|iva|igic)`;
/** A line that names an amount that is not the total: subtotals, tax, amounts before tax, counts, payments. */
const NOT_TOTAL = new RegExp(
  String.raw`\b(?:sub|sous)\s*-?\s*tot|\b(?:excl(?:uding|usive|\.)?|exkl|hors|ht|h\.t|net|neto|netto|before|imponibile|qty|quantity|items?|item\(s\)|disc(?:ount)?|savings?|points?|tender(?:ed)?|change|paid|cash|payment|deposit|includes|included)\b` +
    String.raw`|\btot\w*\s*${TAX_WORD}\b|^\W*${TAX_WORD}\b`,
  "i",
);
/** The heading of the tax summary table: its rows (and its "Total" row) are per-rate amounts. */
const SUMMARY = /\bsummary\b|\bringkasan\b/i;
const AMOUNT_DUE = /\b(?:amount|amt)\s*(?:due|payable|pay)\b/i;

type TotalCandidate = { line: Line; value: number; strong: boolean; at: number };

function amountsOf(t: string): Array<{ value: number; index: number }> {
  const out: Array<{ value: number; index: number }> = [];
  for (const m of t.matchAll(AMOUNT)) {
    if (m[2] === m[3]) continue; // "1.234.56": no decimal separator that differs from the grouping one
    out.push({ value: Number(`${m[1].replace(/\D/g, "")}.${m[4]}`), index: m.index! });
  }
  return out;
}

/** The total of a slip (see the file comment), or null. */
export function slipTotal(index: DocIndex): Found | null {
  const lines = index.layout.lines;
  const candidates: TotalCandidate[] = [];
  let inSummary = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lineText(lines[i]);
    if (SUMMARY.test(t)) inSummary = true;
    if (inSummary) continue;
    const amounts = amountsOf(t);
    const labelEnd = amounts.length ? amounts[0].index : t.length;
    const label = t.slice(0, labelEnd);
    const words = label.split(/[\s(:]+/).filter(Boolean);
    const totalWord = words.slice(0, 3).some(isTotalWord) || AMOUNT_DUE.test(label);
    if (!totalWord || NOT_TOTAL.test(label)) continue;
    // a row of a table (several amounts) is not a total line
    if (amounts.length > 1) continue;
    let value: number | null = amounts[0]?.value ?? null;
    if (value === null) {
      const split = SPLIT_AMOUNT.exec(t);
      if (split) value = Number(`${split[1]}.${split[2]}`);
      else {
        // the amount printed on the line under its label
        const next = lines[i + 1];
        const a = next && next.page === lines[i].page ? amountsOf(lineText(next)) : [];
        if (a.length === 1 && lineText(next).replace(AMOUNT, "").replace(/\b(rm|myr|\$|usd|eur|sgd)\b/gi, "").replace(/[^\p{L}]/gu, "").length <= 2) value = a[0].value;
      }
    }
    if (value === null || value <= 0) continue;
    candidates.push({ line: lines[i], value, strong: STRONG.test(label) || AMOUNT_DUE.test(label), at: i });
  }
  if (!candidates.length) return null;
  const implied = tenderedLessChange(index.layout);
  // what was paid: the total that cash tendered minus change equals (the rounded one, when the slip rounds)
  const paid = implied === null ? [] : candidates.filter((c) => Math.abs(c.value - implied) < 0.005);
  // else the strongest wording, then the last line (the total after its rounding adjustment)
  const best = (paid.length ? paid : candidates).reduce((a, b) => (Number(b.strong) > Number(a.strong) || (b.strong === a.strong && b.at > a.at) ? b : a));
  if (implied !== null && Math.abs(implied - best.value) > ROUNDING_STEP + 1e-6) {
    // the recogniser misread the total's digits ("11,00" for 71.00): the amount the payment implies, when printed
    const printed = lines.find((l) => l.page === best.line.page && amountsOf(lineText(l)).some((a) => Math.abs(a.value - implied) < 0.005));
    if (printed) return found(best.line, implied, 0.6, lineText(best.line).replace(AMOUNT, "").trim());
  }
  return found(best.line, best.value, best.strong ? 0.8 : 0.7, lineText(best.line).replace(AMOUNT, "").trim());
}

const CHANGE = /^\W*(?:change|chg|balance|baki)\b/i;
const TENDERED = /\b(?:cash|paid|payment|tender(?:ed)?|received|card|visa|master)\b/i;

/** Cash tendered minus change, when the slip prints both (the change line, and the payment line right above it). */
function tenderedLessChange(layout: Layout): number | null {
  const lines = layout.lines;
  for (let i = 1; i < lines.length; i++) {
    const t = lineText(lines[i]);
    if (!CHANGE.test(t)) continue;
    const change = amountsOf(t);
    if (change.length !== 1) continue;
    for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
      const p = lineText(lines[j]);
      const paid = amountsOf(p);
      if (!TENDERED.test(p) || paid.length !== 1) continue;
      const v = Math.round((paid[0].value - change[0].value) * 100) / 100;
      return v > 0 ? v : null;
    }
  }
  return null;
}

// ---- date -------------------------------------------------------------------------------------------------

/** The first date printed on the slip, read across the phrases of its line ("05 | May | 18 18:06:40"). */
export function slipDate(index: DocIndex): Found | null {
  for (const l of index.layout.lines) {
    const t = lineText(l);
    const v = findValue("date", t, index.ctx);
    if (!v) continue;
    const at = t.indexOf(v.text);
    if (at > 0 && /[\p{L}\p{N}]/u.test(t[at - 1])) continue; // the tail of a code ("HD03-04-06")
    return found(l, v.value, 0.5);
  }
  return null;
}

// ---- filling the generic shape ------------------------------------------------------------------------------

/**
 * On a till slip (isSlip), the issuer's name and the total as the slip prints them replace what the label
 * reading found (a slip labels neither: "CO Reg" is no company, a tax summary's "Amount" no total), and its
 * first date fills an issue date no label gave. Returns how many facts were newly found.
 */
export function applySlip(index: DocIndex, data: Record<string, unknown>, sources: Record<string, FieldSource>): number {
  if (!isSlip(index.layout)) return 0;
  let added = 0;
  const put = (group: string, key: string, hit: Found | null, onlyIfEmpty: boolean) => {
    const g = data[group] as Record<string, unknown> | undefined;
    if (!hit || !g || (onlyIfEmpty && g[key] != null)) return;
    if (g[key] == null) added++;
    g[key] = hit.value;
    sources[`${group}.${key}`] = { confidence: hit.confidence, page: hit.page, box: hit.box, label: hit.label };
  };
  // (a name the labels read at the end of the slip's issuer line is that line less its label: "Issued by |
  // Kookaburra Joinery Pty Ltd" in a narrow column)
  const issuer = slipIssuer(index);
  const labelled = (data.issuer as Record<string, unknown> | undefined)?.name;
  const label = typeof labelled === "string" && typeof issuer?.value === "string" && issuer.value.endsWith(` ${labelled}`) ? issuer.value.slice(0, -labelled.length - 1) : null;
  if (!(label && index.isLabelText(label))) put("issuer", "name", issuer, false);
  put("totals", "total", slipTotal(index), false);
  put("dates", "issueDate", slipDate(index), true);
  return added;
}

