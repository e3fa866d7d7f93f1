// Does the invoice agree with itself? The EN 16931 business rules on totals (BR-CO-10 to BR-CO-16, and the
// VAT breakdown), checked only where the XML states both sides. An invoice that fails one is not trusted
// as the answer: the caller gets a warning and the printed page is read instead.
import type { EInvoice } from "./types";

export type CheckResult = {
  /** Core facts missing: the XML cannot answer on its own. */
  missing: string[];
  /** Rules the XML's own amounts break, in words. */
  inconsistencies: string[];
};

const cents = (n: number) => Math.round(n * 100);
/** Equal to the cent, with `slack` cents of rounding allowed (sums of rounded parts). */
const near = (a: number, b: number, slack = 1) => Math.abs(cents(a) - cents(b)) <= slack;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const fmt = (n: number) => n.toFixed(2);

export function checkInvoice(inv: EInvoice): CheckResult {
  const missing: string[] = [];
  if (!inv.number) missing.push("invoice number");
  if (!inv.issueDate) missing.push("issue date");
  if (!inv.seller.name) missing.push("seller name");
  if (inv.totals.grandTotal === null && inv.totals.duePayable === null) missing.push("total");

  const out: string[] = [];
  const t = inv.totals;
  const allowances = t.allowanceTotal ?? 0;
  const charges = t.chargeTotal ?? 0;

  // BR-CO-15: total with VAT = total without VAT + VAT total
  if (t.grandTotal !== null && t.taxBasisTotal !== null && t.taxTotal !== null && !near(t.taxBasisTotal + t.taxTotal, t.grandTotal)) {
    out.push(`the tax basis ${fmt(t.taxBasisTotal)} plus the tax ${fmt(t.taxTotal)} is not the grand total ${fmt(t.grandTotal)}`);
  }
  // BR-CO-16: amount due = total with VAT − paid + rounding
  // (only where the prepaid amount is stated: MINIMUM and BASIC WL may state an amount due without it)
  if (t.grandTotal !== null && t.duePayable !== null && t.prepaid !== null && !near(t.grandTotal - (t.prepaid ?? 0) + (t.rounding ?? 0), t.duePayable)) {
    out.push(`the grand total ${fmt(t.grandTotal)} less the prepaid ${fmt(t.prepaid ?? 0)} is not the amount due ${fmt(t.duePayable)}`);
  }
  // BR-CO-13: total without VAT = sum of lines − allowances + charges
  if (t.lineTotal !== null && t.taxBasisTotal !== null && !near(t.lineTotal - allowances + charges, t.taxBasisTotal)) {
    out.push(`the line total ${fmt(t.lineTotal)} less allowances plus charges is not the tax basis ${fmt(t.taxBasisTotal)}`);
  }
  // BR-CO-10: sum of line net amounts = line total (only lines that state an amount; at least one)
  const lineAmounts = inv.lines.map((l) => l.amount).filter((x): x is number => x !== null);
  if (t.lineTotal !== null && lineAmounts.length && lineAmounts.length === inv.lines.length) {
    const s = sum(lineAmounts);
    // ZUGFeRD 1 writers (Mustang, GnuAccounting) stated line totals with VAT: they then add up to the grand total.
    const grossLines = inv.guideline?.startsWith("urn:ferd:") && t.grandTotal !== null && near(s, t.grandTotal, lineAmounts.length);
    if (!near(s, t.lineTotal, lineAmounts.length) && !grossLines) out.push(`the line amounts add up to ${fmt(s)}, not the line total ${fmt(t.lineTotal)}`);
  }
  // BR-CO-14 and the VAT breakdown: the rows add up to the VAT total and the tax basis
  const rows = inv.taxes.filter((r) => r.taxAmount !== null);
  if (rows.length && t.taxTotal !== null && !near(sum(rows.map((r) => r.taxAmount!)), t.taxTotal, rows.length)) {
    out.push(`the VAT breakdown adds up to ${fmt(sum(rows.map((r) => r.taxAmount!)))}, not the VAT total ${fmt(t.taxTotal)}`);
  }
  const bases = inv.taxes.filter((r) => r.taxableAmount !== null);
  if (bases.length && bases.length === inv.taxes.length && t.taxBasisTotal !== null && !near(sum(bases.map((r) => r.taxableAmount!)), t.taxBasisTotal, bases.length)) {
    out.push(`the VAT breakdown's taxable amounts add up to ${fmt(sum(bases.map((r) => r.taxableAmount!)))}, not the tax basis ${fmt(t.taxBasisTotal)}`);
  }
  // each VAT row: tax = basis × rate (rounded to the cent, one cent of slack per row)
  for (const r of inv.taxes) {
    if (r.rate === null || r.taxableAmount === null || r.taxAmount === null) continue;
    if (!near((r.taxableAmount * r.rate) / 100, r.taxAmount, 2)) out.push(`the VAT row at ${r.rate} % on ${fmt(r.taxableAmount)} states ${fmt(r.taxAmount)}`);
  }
  return { missing, inconsistencies: out };
}
