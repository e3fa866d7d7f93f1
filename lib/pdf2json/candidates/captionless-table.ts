// A line-item table whose column captions a scan lost: the header band's light captions ("Qty | Unit Price |
// Amount" set grey on a shaded band) read as nothing, only the description's caption surviving ("Description"
// alone on its line). Its rows still say what each cell is by its type and place: a description, then a
// count, then amounts, the last the line's amount, and a count times its unit price is the amount, or the rows'
// amounts add up to the total printed after them. Only rows that prove it one of those ways are read, so a
// list of labelled prices ("Rego Fees | $518.10") is never a table.
import { rowBox, type Segment } from "../layout/layout";
import type { DocIndex, TableColumn, TableRow, TableRows } from "./matcher";

/** A count as a line item prints it: a whole number of a few digits (no currency, no decimals). */
const COUNT = /^\s*\d{1,3}\s*$/;
/** Rows stand this close (× line height); further apart, what follows is the next part of the document. */
const ROW_GAP = 3.2;
/** The description's caption may stand this far (× line height) over the first row: the lost band between. */
const CAPTION_GAP = 4.5;
const CENT = 0.011;
/** How many lines after the rows their total may stand (a heading and another row of the summary between). */
const TOTAL_WITHIN = 6;
const TOTAL_WORD = /\b(?:sub-?\s?total|total|totals|summe|gesamt|totaal|totale)\b/i;
const AMOUNT_LOOK = /[$€£]|\d[.,]\d{2}\s*(?:[A-Z]{3})?\s*$/;

/**
 * The rows under a caption line that names only the key column, read by type. `money` parses an amount,
 * `isCaption` says whether a run is the key column's caption. Null when no such caption stands over rows
 * that prove themselves: one row's count, unit price and amount agree, or the amounts add up to a total.
 */
export function findCaptionlessTable(
  index: DocIndex,
  columns: TableColumn[],
  isCaption: (text: string) => boolean,
  money: (text: string) => number | null,
): TableRows | null {
  const lines = index.layout.lines;
  const keyCol = columns[0];
  const count = columns.find((c) => c.type === "number" || c.type === "integer");
  const moneyCols = columns.filter((c) => c.type === "money");
  if (!moneyCols.length) return null;
  const unitCol = moneyCols.length > 1 ? moneyCols[0] : null;
  const amountCol = moneyCols[moneyCols.length - 1];
  for (let li = 0; li < lines.length; li++) {
    const captionLine = lines[li];
    if (captionLine.segments.length !== 1 || !isCaption(captionLine.segments[0].text)) continue;
    const rows: TableRow[] = [];
    let proved = false;
    let sum = 0;
    let prev = captionLine;
    let k = li + 1;
    for (; k < lines.length; k++) {
      const line = lines[k];
      const gap = line.y - prev.y;
      if (line.page !== captionLine.page || gap > Math.max(prev.h, line.h) * (rows.length ? ROW_GAP : CAPTION_GAP)) break;
      const row = readRow(line.segments, money);
      if (!row || (row.count !== null && !count) || (row.unit !== null && !unitCol)) break;
      const agree = row.unit !== null && row.count !== null && Math.abs(row.count * row.unit - row.amount) <= CENT;
      // (two amounts that do not agree with the count are not a unit price and an amount)
      if (row.unit !== null && !agree) break;
      proved ||= agree;
      sum += row.amount;
      const values: Record<string, unknown> = Object.fromEntries(columns.map((c) => [c.key, null]));
      values[keyCol.key] = row.description;
      if (count) values[count.key] = row.count;
      if (unitCol) values[unitCol.key] = row.unit;
      values[amountCol.key] = row.amount;
      const segs = line.segments;
      rows.push({ values, segments: [...segs], page: line.page, box: rowBox(line, segs) });
      prev = line;
    }
    // …or the rows' amounts add up to the total printed soon after them ("Accessories Total: | 840.00")
    if (rows.length && !proved)
      proved = lines.slice(k, k + TOTAL_WITHIN).some((l) => {
        const total = l.page === captionLine.page ? totalOf(l, money) : null;
        return total !== null && Math.abs(total - sum) <= CENT;
      });
    if (proved) return Object.assign(rows, { header: captionLine.segments, partTotals: [], partAmounts: new Map() });
  }
  return null;
}

/** The amount of a total's line: a label that says total, its amount last. */
function totalOf(line: { segments: Segment[] }, money: (text: string) => number | null): number | null {
  const segs = line.segments;
  return segs.length >= 2 && TOTAL_WORD.test(segs[0].text) ? money(segs[segs.length - 1].text) : null;
}

/** A row of a description, maybe a count, and one or two amounts, in that order; null for anything else. */
function readRow(segs: Segment[], money: (text: string) => number | null): { description: string; count: number | null; unit: number | null; amount: number } | null {
  if (segs.length < 2 || segs.length > 4) return null;
  const description = segs[0].text.trim();
  if (!/\p{L}{3}/u.test(description) || description.includes(":") || TOTAL_WORD.test(description)) return null;
  const counted = segs.length > 2;
  if (counted && !COUNT.test(segs[1].text)) return null;
  const amounts = segs.slice(counted ? 2 : 1);
  // (amounts as printed: a currency or cents, so that a row of plain figures is no priced line)
  if (!amounts.every((s) => AMOUNT_LOOK.test(s.text))) return null;
  const read = amounts.map((s) => money(s.text));
  if (read.some((v) => v === null)) return null;
  const [unit, amount] = read.length === 2 ? read : [null, read[0]];
  return { description, count: counted ? Number(segs[1].text.trim()) : null, unit, amount: amount! };
}
