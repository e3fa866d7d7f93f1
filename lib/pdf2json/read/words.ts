// Words from positioned text runs, from geometry alone. Producers split text any way they like: a report
// engine draws one glyph per operator, a dealer system one line per operator with runs of spaces between
// fields, an HTML engine one run per text node, in any order. Here every run is cut at its spaces (with
// glyph positions estimated from the run's width), the pieces are sorted by baseline and x, and pieces
// that touch are glued back into words. What comes out does not depend on the content stream's order nor
// on how a producer split a line into runs.
import { GEOMETRY as G } from "../geometry";
import type { TextItem } from "./read-pdf";

export type Word = {
  text: string;
  page: number;
  x0: number;
  x1: number;
  /** Baseline from the page top. */
  y: number;
  /** Font height in points. */
  h: number;
  /** The producer's run the word's first and last pieces came from (its position in the read's items). */
  run?: number;
  lastRun?: number;
  /** Follows the previous piece of its own run after one space (the producer's, or one the reader put for a
   * gap it judged a space): its position is an estimate, a run carrying no per-glyph widths (layout.ts cellStarts). */
  spaced?: boolean;
};

/** Cuts runs at whitespace; each piece keeps the x range its characters occupy within the run. */
function pieces(items: TextItem[]): Word[] {
  const out: Word[] = [];
  items.forEach((it, run) => {
    const str = it.str.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ");
    if (!str.trim()) return;
    const h = it.h > 0 ? it.h : 10;
    const width = it.w > 0 ? it.w : str.length * h * G.AVG_CHAR_WIDTH;
    const cw = width / Math.max(1, str.length);
    let end = -1;
    for (const m of str.matchAll(/\S+/g)) {
      const x0 = it.x + m.index! * cw;
      out.push({ text: m[0], page: it.page, x0, x1: x0 + m[0].length * cw, y: it.y, h, run, lastRun: run, spaced: end >= 0 && m.index! - end === 1 });
      end = m.index! + m[0].length;
    }
  });
  return out;
}

/** Groups pieces of one page into baseline rows, then glues touching pieces into words. */
export function buildWords(items: TextItem[]): Word[] {
  const byPage = new Map<number, Word[]>();
  for (const p of pieces(items)) {
    const list = byPage.get(p.page) ?? [];
    list.push(p);
    byPage.set(p.page, list);
  }
  // each piece's next piece in its own run
  const nextInRun = new Map<Word, Word>();
  for (const list of byPage.values()) list.forEach((p, i) => list[i + 1]?.run === p.run && nextInRun.set(p, list[i + 1]));
  const words: Word[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    for (const row of baselineRows(byPage.get(page)!)) {
      row.sort((a, b) => a.x0 - b.x0 || a.x1 - b.x1);
      let cur: Word | null = null;
      let last: Word | null = null;
      // the piece after a run's space that another run's glyph filled: it goes on the same word ("r m" drawn
      // around an "e" is "rem"; its estimated position may leave a gap after the "e")
      let filled: Word | undefined;
      for (const p of row) {
        if (cur && last) {
          const gap = p.x0 - cur.x1;
          // Fake bold and shadows draw the same glyphs twice, a fraction of a point apart.
          if (p.text === cur.text && Math.abs(p.x0 - cur.x0) < p.h * G.DUPLICATE_SHIFT) continue;
          // a glyph another run draws inside this run's one space is that space's letter (the run's glyph
          // positions are estimates from its width: "G e" drawn around an "r" is "Green")
          const after = nextInRun.get(last);
          const inOwnSpace = !!after?.spaced && p.run !== last.run && p.x0 < after.x0 && gap < Math.min(cur.h, p.h) * G.GLUE_GAP * 3;
          const fills = p === filled && gap < Math.min(cur.h, p.h) * G.GLUE_GAP * 3;
          if (gap < Math.min(cur.h, p.h) * G.GLUE_GAP || inOwnSpace || fills) {
            if (after?.spaced && p.run !== last.run && p.x0 < after.x0) filled = after;
            cur.text += p.text;
            cur.x1 = Math.max(cur.x1, p.x1);
            cur.lastRun = p.lastRun;
            cur.h = Math.max(cur.h, p.h);
            last = p;
            continue;
          }
          words.push(cur);
        }
        cur = { ...p };
        last = p;
      }
      if (cur) words.push(cur);
    }
  }
  return words;
}

/**
 * Rows of pieces sharing a baseline: a piece joins the row whose mean baseline is within a fraction of
 * the smaller font height (superscripts and mixed sizes on one line still share it).
 */
export function baselineRows<T extends { y: number; h: number; x0: number }>(list: T[]): T[][] {
  const sorted = [...list].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: Array<{ items: T[]; y: number; h: number }> = [];
  for (const it of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(it.y - row.y) <= Math.max(G.MIN_BASELINE_TOLERANCE, Math.min(row.h, it.h) * G.BASELINE_TOLERANCE)) {
      row.items.push(it);
      row.y = (row.y * (row.items.length - 1) + it.y) / row.items.length;
      row.h = Math.max(row.h, it.h);
      continue;
    }
    rows.push({ items: [it], y: it.y, h: it.h });
  }
  return rows.map((r) => r.items);
}
