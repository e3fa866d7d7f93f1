// A price list in parts (a dealer's tax invoice: the vehicle and its options, dealer-fitted accessories, on-road
// costs, government charges), each part under a caption of its own and closed by its own subtotal. The table's
// rows run on across the captions and subtotals, and no part's subtotal is the document's (findTable records
// them in the table's partTotals, their figures under the amount column in partAmounts).
import type { Layout, Segment } from "../layout/layout";
import type { DocIndex, TableColumn, TableRows } from "./matcher";

type Line = Layout["lines"][number];

/** A heading read this surely as one of the document's known parts is never a part of a table. */
const KNOWN_PART_HEADING = 0.9;
/** Lines looked ahead for the next part's first priced row. */
const LOOK_AHEAD = 4;
/** A gap (× line height) past which the table has ended, whatever follows. */
const TABLE_GAP = 3.2;

/** What findTable knows of the table it reads. */
export type TableReading = {
  index: DocIndex;
  rows: TableRows;
  keyCol: TableColumn;
  amountCol: TableColumn | undefined;
  /** The column whose header cell a run sits under (null: a header no column claims). */
  anchorOf: (s: Segment) => TableColumn | null;
  money: (text: string) => number | null;
  endsTable: (text: string) => boolean;
  /** A "Label:" of one of the profile's fields. */
  labelled: (text: string) => boolean;
};

export class TableParts {
  /** The row where the current part began. */
  private start = 0;
  /** Whether a part's caption was met: the table is in parts. */
  parted = false;
  /** Whether a caption opened the table before its first row (the first part's: "VEHICLE & FACTORY OPTIONS"). */
  private captionFirst = false;

  constructor(
    private readonly t: TableReading,
    /** Whether the table's rows may come in parts at all (the profile's `inParts`). */
    readonly on: boolean,
  ) {}

  /** A row priced like the table's rows: a description under the key column and a figure under another. */
  priced(l: Line): boolean {
    const { t } = this;
    return (
      l.segments.some((s) => t.anchorOf(s) === t.keyCol && /\p{L}{3}/u.test(s.text) && !t.endsTable(s.text) && !(s.text.includes(":") && t.labelled(s.text.split(":")[0]))) &&
      l.segments.some((s) => {
        const c = t.anchorOf(s);
        return !!c && c !== t.keyCol && c.type === "money" && t.money(s.text) !== null;
      })
    );
  }

  /** A row that reads as a subtotal: "Vehicle subtotal | $39,240", "Sub-total | $2,600", "Total government charges | $2,274.94". */
  subtotalRow(l: Line): boolean {
    const words = this.t.index.tokens.get(l.segments[0].text);
    return words.includes("subtotal") || words[0] === "total";
  }

  /**
   * A part's own name standing alone, not a heading the document's parts are known by ("Price Details" after
   * a contract's accessories starts its price, no part of their table).
   */
  caption(l: Line): boolean {
    const { index } = this.t;
    return this.on && l.segments.length === 1 && !/\d/.test(l.text) && (index.vocab.section(index.tokens.get(l.text))?.score ?? 0) < KNOWN_PART_HEADING;
  }

  /** A subtotal of the part above: one that says so, or a total of that part's rows alone. */
  partSubtotal(l: Line): boolean {
    const words = this.t.index.tokens.get(l.segments[0].text);
    return this.on && (words.includes("subtotal") || (words[0] === "total" && (this.parted || this.captionFirst) && this.sumsPart(l)));
  }

  /**
   * A caption before the table's first row: the first part's, when another part follows its subtotal (a total
   * of one captioned part that nothing priced follows is the document's: steppedOver looks ahead).
   */
  captionBeforeRows(l: Line): void {
    if (!this.t.rows.length && this.caption(l)) this.captionFirst = true;
  }

  /** The line prints the sum of the current part's amounts. */
  sumsPart(l: Line): boolean {
    const { amountCol, rows, money } = this.t;
    const part = rows.slice(this.start).map((r) => (amountCol ? r.values[amountCol.key] : null));
    if (!part.length || part.some((v) => typeof v !== "number")) return false;
    const sum = (part as number[]).reduce((a, b) => a + b, 0);
    return l.segments.some((x) => {
      const v = money(x.text);
      return v !== null && Math.abs(v - sum) < 0.01;
    });
  }

  /** Line li, a part's caption or subtotal, is stepped over: the table goes on after it. */
  steppedOver(lines: Line[], li: number): boolean {
    return (this.caption(lines[li]) || (this.t.rows.length > 0 && this.partSubtotal(lines[li]))) && this.resumes(lines, li);
  }

  /** A priced row follows line li within a few lines, with only captions and subtotals between. */
  private resumes(lines: Line[], li: number): boolean {
    for (let j = li + 1; j < Math.min(lines.length, li + 1 + LOOK_AHEAD) && lines[j].page === lines[li].page; j++) {
      if (lines[j].y - lines[j - 1].y > Math.max(lines[j].h, lines[j - 1].h) * TABLE_GAP) return false;
      if (this.priced(lines[j]) && !this.subtotalRow(lines[j])) return true;
      if (!this.caption(lines[j]) && !this.subtotalRow(lines[j])) return false;
    }
    return false;
  }

  /** A new part begins with the next row. */
  begin(): void {
    this.start = this.t.rows.length;
    this.parted = true;
  }

  /** A part's subtotal: no document total, and its figure the one under the table's amount column. */
  record(l: Line): void {
    const { rows, anchorOf, amountCol, money } = this.t;
    rows.partTotals.push(...l.segments);
    const figure = l.segments.find((x) => x !== l.segments[0] && anchorOf(x) === amountCol && money(x.text) !== null);
    if (figure) rows.partAmounts.set(l.segments[0], figure);
  }
}
