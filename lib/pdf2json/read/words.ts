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
      for (const [from, to, text] of blanksOut(m[0])) {
        const x0 = it.x + at[m.index! + from];
        const x1 = it.x + at[m.index! + to];
        out.push({ text, page: it.page, x0, x1, y: it.y, h, run, lastRun: run, spaced: end >= 0 && m.index! + from - end === 1, charWidth: width / str.length });
        end = m.index! + to;
      }
    }
  });
  return out;
}

/**
 * A word-processor form's blanks typed as underscores ("Order No.: ____30751_______", "Date _20/_04/2025"):
 * a fill-in line, never part of the value typed on it. A run of them (or one at a word's edge) cuts the word
 * there, as the gap a ruled line leaves; one between a mark and a character is dropped ("20/_04" is "20/04").
 * What only the blank held ("___/___/____" left empty) goes with it. An underscore inside a code stays
 * ("BLR_1234"). Returns [from, to, text] of each piece.
 */
function blanksOut(token: string): Array<[number, number, string]> {
  if (!token.includes("_")) return [[0, token.length, token]];
  const out: Array<[number, number, string]> = [];
  const alnum = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);
  let from = -1;
  let text = "";
  let cutAt = false;
  const flush = (to: number) => {
    // (a slot's own marks go with the blank: "___/___/____"; a currency sign stays: "$_____ 62,999")
    if (from >= 0 && text && !(cutAt && /^[/.:,-]+$/.test(text))) out.push([from, to, text]);
    from = -1;
    text = "";
  };
  for (let i = 0; i < token.length; ) {
    if (token[i] !== "_") {
      if (from < 0) from = i;
      text += token[i++];
      continue;
    }
    let j = i;
    while (token[j] === "_") j++;
    const inside = j - i === 1 && i > 0 && j < token.length;
    if (inside && alnum(token[i - 1]) && alnum(token[j])) text += "_";
    else if (!inside) {
      cutAt = true;
      flush(i);
    }
    i = j;
  }
  flush(token.length);
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
      const rowWords: Word[] = [];
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
          rowWords.push(cur);
        }
        cur = { ...p };
        last = p;
      }
      if (cur) rowWords.push(cur);
      words.push(...signsOnAmounts(rowWords));
    }
  }
  return words;
}

/** A currency sign alone, as a form's template prints it before the blank the amount is typed in. */
const LONE_SIGN = /^(?:[$€£¥₹]|(?:A|AU|NZ|US|C|S|HK)\$)$/;
const AMOUNT_START = /^[-(]?\d/;
/** How far the amount may stand from its sign (font heights): across a blank, not across a page. A sign a
 * space from its amount ("$ 781.14") is left as printed: the line's own phrase keeps them together. */
const SIGN_REACH = 15;
const SIGN_SPACE = 1;

/** "Cash Price $ ________ 62,999": the sign goes with the amount after it on its line, not with the label. */
function signsOnAmounts(row: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < row.length; i++) {
    const w = row[i];
    const next = row[i + 1];
    // (…not a sign printed after its amount: "1 104,54 € | 220,91 €")
    const prev = out[out.length - 1];
    const gap = next ? next.x0 - w.x1 : Infinity;
    const suffix = !!prev && /\d$/.test(prev.text) && w.x0 - prev.x1 <= gap;
    const h = next ? Math.min(w.h, next.h) : 0;
    if (next && !suffix && LONE_SIGN.test(w.text) && AMOUNT_START.test(next.text) && gap > SIGN_SPACE * h && gap <= SIGN_REACH * h) {
      out.push({ ...next, text: w.text + next.text, x0: w.x0, run: w.run, charWidth: undefined });
      i++;
    } else out.push(w);
  }
  return out;
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
