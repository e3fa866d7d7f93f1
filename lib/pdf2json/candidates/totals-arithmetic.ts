// A totals block whose labels are lost (a fax dithers a boxed form's small grey labels away, leaving
// "$ 72 374.23 | $6 220.00 | $ 2 500.00" over "$ 69 874.23") still says which amount is which by its
// arithmetic: the total is what a subtotal and its tax add up to, and what the amount paid and the balance
// add up to. Only amounts no field read, in the group's own section, count; a relation must hold to the cent
// and be the only one of its kind, so a coincidence between round figures says nothing.
import { parseValue } from "../values";
import { segmentBox } from "../layout/layout";
import type { DocIndex, Found } from "./matcher";

/** The part an amount plays in a totals block (FieldSpec.sum). */
export type SumRole = "total" | "paid" | "due" | "subtotal" | "tax";

/** A tax is at most this share of the amount it is charged on (the highest VAT/GST rates are 27 %). */
const MAX_TAX_RATE = 0.3;
/** Read from arithmetic alone, never as sure as a label. */
const ARITHMETIC_CONFIDENCE = 0.5;

type Segment = DocIndex["segments"][number];
type Amount = { cents: number; value: number; seg: Segment };

/**
 * The amounts of a group's totals block told apart by their arithmetic, for the roles whose fields are
 * still empty; an empty map when no total is the only one that a subtotal and tax, or a payment and a
 * balance printed after it, add up to.
 */
export function totalsByArithmetic(index: DocIndex, group: string): Map<SumRole, Found> {
  const out = new Map<SumRole, Found>();
  const amounts = unreadAmounts(index, group);
  const readings: Array<{ total: Amount; parts: Partial<Record<SumRole, Amount>> }> = [];
  amounts.forEach((total, t) => {
    const parts: Partial<Record<SumRole, Amount>> = {};
    // paid and still due, printed after the total in that order
    const paid = uniquePair(amounts.slice(t + 1), total.cents, () => true);
    if (paid) [parts.paid, parts.due] = paid;
    // subtotal and tax, printed before it: the tax the smaller, at a tax's rate of the subtotal
    const taxed = uniquePair(amounts.slice(0, t), total.cents, (a, b) => b.cents < a.cents && b.cents <= a.cents * MAX_TAX_RATE);
    if (taxed) [parts.subtotal, parts.tax] = taxed;
    if (parts.paid || parts.subtotal) readings.push({ total, parts });
  });
  if (readings.length !== 1) return out;
  const [{ total, parts }] = readings;
  out.set("total", found(total));
  for (const [role, amount] of Object.entries(parts) as Array<[SumRole, Amount]>) out.set(role, found(amount));
  return out;
}

/** The money runs of the group's section that no field read, whole values only, in reading order. */
function unreadAmounts(index: DocIndex, group: string): Amount[] {
  const out: Amount[] = [];
  for (const seg of index.segments) {
    if (index.sectionOf.get(seg) !== group || index.used.has(seg) || index.tableSegs.has(seg) || index.headingSegs.has(seg)) continue;
    const text = seg.text.trim();
    const hit = parseValue("money", text, index.ctx);
    if (!hit || typeof hit.value !== "number" || hit.value <= 0 || hit.text.length < text.length - 1) continue;
    out.push({ cents: Math.round(hit.value * 100), value: hit.value, seg });
  }
  return out;
}

/** The one pair (first, second in reading order) adding up to `cents` that `fits`; null when none or several. */
function uniquePair(amounts: Amount[], cents: number, fits: (a: Amount, b: Amount) => boolean): [Amount, Amount] | null {
  let pair: [Amount, Amount] | null = null;
  for (let i = 0; i < amounts.length; i++)
    for (let k = i + 1; k < amounts.length; k++) {
      if (amounts[i].cents + amounts[k].cents !== cents || !fits(amounts[i], amounts[k])) continue;
      if (pair) return null;
      pair = [amounts[i], amounts[k]];
    }
  return pair;
}

const found = (a: Amount): Found => ({ value: a.value, confidence: ARITHMETIC_CONFIDENCE, page: a.seg.page, box: segmentBox(a.seg), label: null, segments: [a.seg] });
