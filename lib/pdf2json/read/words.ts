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
  /** The mean advance of its run's characters: the font's typical glyph width, steadier than one short word's
   * own ("%" alone is nearly a digit and a half wide). */
  charWidth?: number;
};

/** Cuts runs at whitespace; each piece keeps the x range its characters occupy within the run. */
function pieces(items: TextItem[]): Word[] {
  const out: Word[] = [];
  items.forEach((it, run) => {
    const str = it.str.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ");
    if (!str.trim()) return;
    const h = it.h > 0 ? it.h : 10;
    const width = it.w > 0 ? it.w : str.length * h * G.AVG_CHAR_WIDTH;
    const at = glyphOffsets(str, width, h);
    let end = -1;
    for (const m of str.matchAll(/\S+/g)) {
      const x0 = it.x + at[m.index!];
      const x1 = it.x + at[m.index! + m[0].length];
      out.push({ text: m[0], page: it.page, x0, x1, y: it.y, h, run, lastRun: run, spaced: end >= 0 && m.index! - end === 1, charWidth: width / str.length });
      end = m.index! + m[0].length;
    }
  });
  return out;
}

// Advance widths (thousandths of the font size) of a proportional sans face (Helvetica's metrics, which
// most sans faces follow closely): a run carries only its total width, and spreading it evenly over its
// characters puts a value after dot leaders ("Postcode ........ 2000") points away from where it is drawn.
const GLYPH_WIDTH = new Map<string, number>();
for (const [chars, w] of [
  [" !,./:;[\\]fIt|", 278], ["ijl'", 222], ["-r()`", 333], ['"', 355], ["*", 389], ["^", 469],
  ["cksvxyzJ", 500], ["+<=>~", 584], ["FTZ", 611], ["ABEKPSVXY&", 667], ["CDHNRUw", 722], ["GOQ", 778],
  ["mM", 833], ["%", 889], ["W", 944], ["@", 1015],
] as const) for (const c of chars) GLYPH_WIDTH.set(c, w);
const PROPORTIONAL_DEFAULT = 556;
const MONOSPACE = 600;

/**
 * Offsets of each character boundary within a run of the given width (length + 1 entries). The run's
 * width tells its face: close to 0.6 em a character it is monospace (a dealer system's print-out, spread
 * evenly), otherwise proportional (spread by the widths above, scaled to the run's width).
 */
function glyphOffsets(str: string, width: number, h: number): number[] {
  const rel: number[] = [];
  for (let i = 0; i < str.length; i++) rel.push(GLYPH_WIDTH.get(str[i]) ?? PROPORTIONAL_DEFAULT);
  const proportional = rel.reduce((a, b) => a + b, 0);
  const drawn = (width / Math.max(h, 1e-6)) * 1000;
  const even = Math.abs(drawn - str.length * MONOSPACE) <= Math.abs(drawn - proportional);
  const out = [0];
  let sum = 0;
  for (let i = 0; i < str.length; i++) {
    sum += even ? 1 : rel[i];
    out.push((width * sum) / (even ? str.length : proportional));
  }
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
            // (glued from several runs or pieces: its own width per character is the better estimate)
            cur.charWidth = undefined;
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
