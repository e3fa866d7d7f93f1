// Blocks and reading order from geometry alone: a recursive XY-cut over the phrases of a page. At each
// step the widest whitespace band is cut, horizontal (between rows) or vertical (between columns). A
// vertical cut is taken only between real columns, whose lines do not share baselines across the gap: a
// label column beside its value column shares every baseline and stays one block read row by row, so
// "Name | Olivia Chen" is never read as all labels, then all values; two columns of paragraphs or address
// boxes with their own line pitch are read one column after the other.
import { GEOMETRY as G } from "../geometry";
import type { Layout, Segment } from "./layout";

export type Block = {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Rows of the block, top to bottom, each left to right. */
  rows: Segment[][];
};

const top = (s: Segment) => s.y - s.h * 0.8;
const bottom = (s: Segment) => s.y + s.h * 0.25;

/** The blocks of the document in reading order (page by page). */
export function readingOrder(layout: Layout): Block[] {
  const byPage = new Map<number, Segment[]>();
  for (const l of layout.lines) for (const s of l.segments) byPage.set(s.page, [...(byPage.get(s.page) ?? []), s]);
  const out: Block[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) cut(byPage.get(page)!, out, 0);
  return out;
}

function cut(segs: Segment[], out: Block[], depth: number): void {
  const h = median(segs.map((s) => s.h));
  const horizontal = widestGap(segs, top, bottom);
  const vertical = widestGap(segs, (s) => s.x0, (s) => s.x1);
  const vOk = vertical && vertical.size >= h * G.COLUMN_GAP && depth < 12 && !sharesBaselines(vertical.before, vertical.after);
  const hOk = horizontal && horizontal.size >= h * G.BLOCK_GAP && depth < 12;
  if (vOk && (!hOk || vertical!.size >= horizontal!.size * 2)) {
    cut(vertical!.before, out, depth + 1);
    cut(vertical!.after, out, depth + 1);
    return;
  }
  if (hOk) {
    cut(horizontal!.before, out, depth + 1);
    cut(horizontal!.after, out, depth + 1);
    return;
  }
  out.push(block(segs));
}

type Gap = { size: number; before: Segment[]; after: Segment[] };

/** The widest band along one axis that no phrase crosses, with the phrases on either side. */
function widestGap(segs: Segment[], lo: (s: Segment) => number, hi: (s: Segment) => number): Gap | null {
  if (segs.length < 2) return null;
  const sorted = [...segs].sort((a, b) => lo(a) - lo(b));
  let reach = hi(sorted[0]);
  let best: { size: number; at: number } | null = null;
  for (let i = 1; i < sorted.length; i++) {
    const gap = lo(sorted[i]) - reach;
    if (gap > 0 && (!best || gap > best.size)) best = { size: gap, at: i };
    reach = Math.max(reach, hi(sorted[i]));
  }
  if (!best) return null;
  return { size: best.size, before: sorted.slice(0, best.at), after: sorted.slice(best.at) };
}

/** Most lines of the smaller side have a phrase on the same baseline across the gap: one table, not two columns. */
function sharesBaselines(a: Segment[], b: Segment[]): boolean {
  const [small, big] = a.length <= b.length ? [a, b] : [b, a];
  const shared = small.filter((s) => big.some((t) => Math.abs(t.y - s.y) <= Math.min(s.h, t.h) * G.BASELINE_TOLERANCE)).length;
  return shared >= small.length * 0.5;
}

function block(segs: Segment[]): Block {
  const rows = new Map<number, Segment[]>();
  for (const s of segs) rows.set(s.line, [...(rows.get(s.line) ?? []), s]);
  return {
    page: segs[0].page,
    x0: Math.min(...segs.map((s) => s.x0)),
    y0: Math.min(...segs.map(top)),
    x1: Math.max(...segs.map((s) => s.x1)),
    y1: Math.max(...segs.map(bottom)),
    rows: [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r.sort((x, y) => x.x0 - y.x0)),
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 10;
}
