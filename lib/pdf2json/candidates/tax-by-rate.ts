// Tax printed per rate in a totals block with no line for its sum ("9% btw | € 19,97" over "21% btw |
// € 120,17"; "MwSt. 7 %" over "MwSt. 19 %"): the document's tax is their sum, as its e-invoice XML states
// it (TaxTotalAmount), never the last rate's alone.
import { unionBox } from "../layout/layout";
import type { Found } from "./matcher";

/** A rate in a tax line's label: "21% btw", "Btw 21%", "MwSt. 7 %", "VAT @ 20%", "TVA 5,5 %". */
const RATE_IN_LABEL = /(?:^|[\s(@])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/;
/** Rows of one block follow one another: at most this many lines apart. */
const ROWS_APART = 2;

const rateOf = (f: Found): string | undefined => RATE_IN_LABEL.exec(f.label ?? "")?.[1]?.replace(",", ".");
const lineOf = (f: Found): number | undefined => f.segments[0]?.line;

/**
 * The sum of the tax lines of the best candidate's block, when it is a tax line with a rate and its block
 * holds another at a different rate and no line without one (a "Total VAT" line is the sum, printed).
 * `candidates`: the field's candidates, best first. Null: the best candidate stands.
 */
export function taxOverRates(candidates: Found[]): Found | null {
  const top = candidates[0];
  if (!top || typeof top.value !== "number" || !rateOf(top) || lineOf(top) === undefined) return null;
  // one candidate per value run, on the best one's page
  const seen = new Set<unknown>();
  const rows = candidates.filter((c) => {
    const first = c.segments[0];
    if (!first || first.page !== top.segments[0].page || typeof c.value !== "number" || seen.has(first)) return false;
    seen.add(first);
    return true;
  });
  rows.sort((a, b) => lineOf(a)! - lineOf(b)!);
  // the block: the rows next to one another around the best one
  let from = rows.indexOf(top);
  let to = from;
  while (from > 0 && lineOf(rows[from])! - lineOf(rows[from - 1])! <= ROWS_APART) from--;
  while (to + 1 < rows.length && lineOf(rows[to + 1])! - lineOf(rows[to])! <= ROWS_APART) to++;
  const block = rows.slice(from, to + 1);
  const rates = block.map(rateOf);
  if (block.length < 2 || rates.some((r) => r === undefined) || new Set(rates).size !== block.length) return null;
  const cents = block.reduce((a, c) => a + Math.round((c.value as number) * 100), 0);
  return {
    value: cents / 100,
    confidence: Math.min(...block.map((c) => c.confidence)) * 0.95,
    page: top.page,
    box: unionBox(block.flatMap((c) => c.segments)),
    label: block.map((c) => c.label).join(" + "),
    segments: block.flatMap((c) => c.segments),
  };
}
