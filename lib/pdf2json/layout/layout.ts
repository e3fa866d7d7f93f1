// Rebuilds a page's reading structure from positioned text: items → lines (shared baseline) → segments
// (runs of text separated by a column-sized gap). Label/value pairs and tables are found from these.
import { GEOMETRY as G } from "../geometry";
import { readingOrder } from "./blocks";
import type { PdfText, TextItem } from "../read/read-pdf";
import { baselineRows, buildWords, type Word } from "../read/words";

export type Box = [number, number, number, number];

/** A run of words on one line (text, page, x0, x1, baseline y and font height as a Word's). */
export type Segment = Pick<Word, "text" | "page" | "x0" | "x1" | "y" | "h"> & {
  line: number;
  /** Set apart from the run before it by a bar or bullet ("… Seestrasse 159 · 3011 Bern"). */
  afterSeparator?: boolean;
  /** Set sideways on the page (a box's name up its margin strip): a line of its own, no label with a value. */
  sideways?: boolean;
  /** Where each word of `text` starts (character offset and x), for the text they were measured on: a run
   * may hold a wider gap than its spaces ("Home Address:  457 King…"), so a word's x is not proportional. */
  starts?: { text: string; at: number[]; x: number[] };
};

/** The x of character `at` of the run's text: measured where its words' starts are known, else proportional. */
export function xAt(s: Segment, at: number): number {
  const a = s.starts;
  if (a && a.text === s.text && a.at.length) {
    let k = 0;
    while (k + 1 < a.at.length && a.at[k + 1] <= at) k++;
    const [nextAt, nextX] = k + 1 < a.at.length ? [a.at[k + 1], a.x[k + 1]] : [s.text.length, s.x1];
    return a.x[k] + ((nextX - a.x[k]) * (at - a.at[k])) / Math.max(1, nextAt - a.at[k]);
  }
  return s.x0 + ((s.x1 - s.x0) * at) / Math.max(1, s.text.length);
}

/** The part of a run from character `from` to `to`, its spaces at the end trimmed, measured where its words are. */
export function runPart(s: Segment, from: number, to: number): Segment {
  const text = s.text.slice(from, to).trimEnd();
  return { ...s, text, x0: from === 0 ? s.x0 : xAt(s, from), x1: xAt(s, from + text.length), starts: startsOf(s, from, from + text.length, text) };
}

/** The word starts of the part of `s` from character `from` to `to`, for its text `text` (a run cut in two). */
export function startsOf(s: Segment, from: number, to: number, text: string): Segment["starts"] {
  const a = s.starts;
  if (!a || a.text !== s.text) return undefined;
  const at: number[] = [];
  const x: number[] = [];
  a.at.forEach((c, i) => {
    if (c >= from && c < to) {
      at.push(c - from);
      x.push(a.x[i]);
    }
  });
  return at[0] === 0 ? { text, at, x } : undefined;
}

export type Line = { index: number; page: number; y: number; h: number; segments: Segment[]; text: string };

export type Layout = {
  pages: number;
  lines: Line[];
  pageWidth: Record<number, number>;
  /** Some of the text was recognised on a scan (its words carry a confidence): values may hold its confusions. */
  scanned?: boolean;
};

export function segmentBox(s: Segment): Box {
  return [round(s.x0), round(s.y - s.h * 0.8), round(s.x1), round(s.y + s.h * 0.2)];
}

/** The box around several runs (a value wrapped over lines, or set in cells side by side). */
export function unionBox(parts: Segment[]): Box {
  const boxes = parts.map(segmentBox);
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}

/** A table row's box: its runs' extent across, its line's height (to a tenth of a point). */
export function rowBox(line: Line, segs: Segment[]): Box {
  return [Math.min(...segs.map((s) => s.x0)), line.y - line.h * 0.8, Math.max(...segs.map((s) => s.x1)), line.y + line.h * 0.2].map((n) => Math.round(n * 10) / 10) as Box;
}

export function buildLayout(text: Pick<PdfText, "items" | "pages" | "pageInfo">): Layout {
  const scanned = text.items.some((it) => "conf" in it);
  const { items, pageInfo } = text.items.some((it) => it.rot) ? turnSidewaysPages(text.items, text.pageInfo) : text;
  const sideways = items.filter((it) => it.rot);
  const flat = sideways.length ? items.filter((it) => !it.rot) : items;
  const layout = layoutFromWords(buildWords(flat), text.pages, pageInfo, scanned, sidewaysRuns(sideways));
  if (scanned) layout.scanned = true;
  return layout;
}

/**
 * Lines and phrases from words. A line is every word on one baseline across the page; it is cut into
 * phrases (segments) at gaps wider than a space, at leader dots ("VIN.......: 6T1…"), and per-character
 * boxes ("A | B | C | 1 | 2 | 3") are read back as one word.
 */
export function layoutFromWords(words: Word[], pages: number, pageInfo: PdfText["pageInfo"], scanned = false, sideways: SidewaysRun[] = []): Layout {
  const byPage = new Map<number, Word[]>();
  for (const w of scanned ? words.flatMap(unglueBullet) : words) {
    const list = byPage.get(w.page) ?? [];
    list.push(w);
    byPage.set(w.page, list);
  }
  const lines: Line[] = [];
  // a run set sideways is a line of its own where it starts at the top (the name up a box's margin strip
  // opens the box), never part of the rows it stands beside
  const sideLine = ({ text, page, x0, x1, y, h }: Word) => lines.push({ index: lines.length, page, y, h, segments: [{ text, page, x0, x1, y, h, line: lines.length, sideways: true }], text });
  for (const page of [...new Set([...byPage.keys(), ...sideways.map((w) => w.page)])].sort((a, b) => a - b)) {
    const rows = baselineRows(byPage.get(page) ?? []).map((row) => joinCharBoxes(row.sort((a, b) => a.x0 - b.x0)));
    const rowYs = rows.map((row) => row.reduce((s, w) => s + w.y, 0) / row.length);
    const side = sidewaysOpenings(sideways.filter((w) => w.page === page), rowYs, rows.map((row) => Math.min(...row.map((w) => w.x0))));
    let next = 0;
    for (const [ri, row] of rows.entries()) {
      while (next < side.length && side[next].at <= ri) sideLine(side[next++].run);
      const segments = phrases(row, lines.length, cellStarts(row, rows[ri - 1], rows[ri + 1]), scanned);
      if (!segments.length) continue;
      lines.push({
        index: lines.length,
        page,
        y: row.reduce((s, w) => s + w.y, 0) / row.length,
        h: Math.max(...row.map((w) => w.h)),
        segments,
        text: segments.map((s) => s.text).join("  "),
      });
    }
    while (next < side.length) sideLine(side[next++].run);
  }
  const pageWidth: Record<number, number> = {};
  for (const p of pageInfo) pageWidth[p.page] = p.width;
  return { pages, lines, pageWidth };
}

/** A run of text set sideways: where it starts at the top (y) and ends lower down (end). */
type SidewaysRun = Word & { end: number };

/**
 * A page whose text is set sideways for the most part (a landscape page drawn turned on a portrait one) is
 * turned upright: its text read as it reads, the few runs then sideways (a margin's note) set apart as any.
 */
function turnSidewaysPages(items: TextItem[], pageInfo: PdfText["pageInfo"]): { items: TextItem[]; pageInfo: PdfText["pageInfo"] } {
  const chars = new Map<number, { up: number; down: number; flat: number }>();
  for (const it of items) {
    const c = chars.get(it.page) ?? { up: 0, down: 0, flat: 0 };
    c[it.rot ?? "flat"] += it.str.length;
    chars.set(it.page, c);
  }
  const turn = new Map<number, "up" | "down">();
  for (const [page, c] of chars) if (Math.max(c.up, c.down) > c.flat) turn.set(page, c.up >= c.down ? "up" : "down");
  if (!turn.size) return { items, pageInfo };
  const size = new Map(pageInfo.map((p) => [p.page, p]));
  const turned = items.map((it): TextItem => {
    const way = turn.get(it.page);
    const p = size.get(it.page);
    if (!way || !p) return it;
    // reading up the page: turned a quarter clockwise, (x, y) → (height − y, x); reading down: the other way
    const [x, y] = way === "up" ? [p.height - it.y, it.x] : [it.y, p.width - it.x];
    const rot = it.rot === way ? undefined : it.rot ? undefined : way === "up" ? "down" : "up";
    const { rot: _, ...rest } = it;
    return rot ? { ...rest, x, y, rot } : { ...rest, x, y };
  });
  return { items: turned, pageInfo: pageInfo.map((p) => (turn.has(p.page) ? { ...p, width: p.height, height: p.width } : p)) };
}

/**
 * Text set sideways as runs: pieces read along one column (their glyphs' centres in line across it), one
 * after another along it, letters spaced apart or not ("V E H I C L E" up a strip), each run a word at the
 * top of the column it fills: x0 to x1 its glyphs' width across, y the top end of its extent. (Sorted once by
 * page, direction and column, then along it: a hostile page of many such pieces costs n log n.)
 */
function sidewaysRuns(items: TextItem[]): SidewaysRun[] {
  type Piece = { it: TextItem; c: number; from: number; to: number };
  const pieces: Piece[] = items.map((it) => {
    const up = it.rot === "up";
    // reading up the page, the glyphs stand to the left of their baseline; reading down, to its right
    return { it, c: up ? it.x - it.h * 0.35 : it.x + it.h * 0.35, from: up ? it.y - it.w : it.y, to: up ? it.y : it.y + it.w };
  });
  pieces.sort((a, b) => a.it.page - b.it.page || (a.it.rot ?? "").localeCompare(b.it.rot ?? "") || a.c - b.c);
  // columns: pieces of one page and direction whose centres lie within half a glyph of the column's first
  const columns: Piece[][] = [];
  for (const p of pieces) {
    const col = columns[columns.length - 1];
    if (col && col[0].it.page === p.it.page && col[0].it.rot === p.it.rot && p.c - col[0].c < p.it.h * 0.5) col.push(p);
    else columns.push([p]);
  }
  // runs: a column's pieces one after another, cut at a gap wider than SIDEWAYS_RUN_GAP
  const runs: Piece[][] = [];
  for (const col of columns) {
    col.sort((a, b) => a.from - b.from);
    let run: Piece[] = [];
    let reach = -Infinity; // how far down the column the run reaches
    for (const p of col) {
      if (run.length && p.from - reach >= p.it.h * G.SIDEWAYS_RUN_GAP) {
        runs.push(run);
        run = [];
      }
      reach = run.length ? Math.max(reach, p.to) : p.to;
      run.push(p);
    }
    if (run.length) runs.push(run);
  }
  return runs.map((r) => {
    const inOrder = r[0].it.rot === "up" ? [...r].reverse() : r;
    const gaps = inOrder.map((p, i) => (i ? (p.it.rot === "up" ? inOrder[i - 1].from - p.to : p.from - inOrder[i - 1].to) : 0));
    // (letters spaced apart, each its own piece, are told from words by a gap wider than theirs)
    const spaced = inOrder.length > 2 && inOrder.every((p) => p.it.str.trim().length === 1) ? [...gaps.slice(1)].sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)] * 1.5 : 0;
    let text = "";
    inOrder.forEach((p, i) => {
      text += (i && gaps[i] > Math.max(p.it.h * G.SIDEWAYS_WORD_GAP, spaced) && !/\s$/.test(text) ? " " : "") + p.it.str;
    });
    const h = Math.max(...r.map((p) => p.it.h));
    const c = r.reduce((s, p) => s + p.c, 0) / r.length;
    // (letters a producer set apart with spaces between, "B U Y E R", are the word)
    const word = (part: string) => (/^\S(?: \S){2,}$/.test(part) ? part.replace(/ /g, "") : part);
    return { text: text.trim().split(/\s{2,}/).map(word).join(" ").replace(/\s+/g, " "), page: r[0].it.page, x0: c - h * 0.5, x1: c + h * 0.5, y: Math.min(...r.map((p) => p.from)), end: Math.max(...r.map((p) => p.to)), h };
  }).filter((w) => w.text);
}

/**
 * Where each sideways run opens its box: before the row at the widest gap between rows from its top up
 * towards the run before it on its strip (or, for the first, up by its own length), the row at its top
 * included. A name centred up its strip starts below its box's first rows; one set at the strip's top starts
 * at its first row. `at`: the index of the row the run's line goes before (rows.length: after them all).
 */
function sidewaysOpenings(runs: SidewaysRun[], rowYs: number[], rowX0: number[]): Array<{ run: Word; at: number }> {
  const sorted = [...runs].sort((a, b) => a.y - b.y);
  // (a page of more such runs than a form has boxes is no form of boxes: each opens at its top, found by halving)
  const many = sorted.length > MAX_SIDEWAYS_BOXES;
  const out = sorted.map((run, i) => {
    const first = firstAtOrBelow(rowYs, run.y);
    if (many) return { run: { ...run, y: first < rowYs.length ? rowYs[first] - run.h : run.y }, at: first };
    const before = sorted.slice(0, i).filter((r) => Math.abs((r.x0 + r.x1) / 2 - (run.x0 + run.x1) / 2) < run.h);
    const lo = before.length ? Math.max(...before.map((r) => r.end)) : run.y - (run.end - run.y);
    let [at, widest] = [first, first > 0 && first < rowYs.length ? rowYs[first] - rowYs[first - 1] : Infinity];
    for (let j = first - 1; j >= 0 && rowYs[j] > lo; j--) {
      // (a row reaching across the strip, the page's running text between boxes, is in no box of it: the
      // box starts after it)
      if (rowX0[j] < run.x1 - run.h * 0.2) {
        at = j + 1;
        break;
      }
      const gap = j > 0 ? rowYs[j] - rowYs[j - 1] : Infinity;
      if (gap > widest + run.h * 0.1) [at, widest] = [j, gap];
    }
    // (its line sits in the gap it opens at, between the rows, where its box's edge is)
    const y = at >= rowYs.length ? run.y : at > 0 ? (rowYs[at - 1] + rowYs[at]) / 2 : rowYs[at] - run.h;
    return { run: { ...run, y }, at };
  });
  return out.sort((a, b) => a.at - b.at);
}

/** Sideways runs on a page, at most, whose boxes are looked for (a form names a few dozen boxes at most). */
const MAX_SIDEWAYS_BOXES = 100;

/** The index of the first of the ascending values at or past y (values.length when none is). */
function firstAtOrBelow(values: number[], y: number): number {
  let [lo, hi] = [0, values.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] >= y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const LEADER = /^[._\u2026\u00b7\u2022-]{3,}:?$/;
const SEPARATOR = /^[|\u2022\u00b7\u2502\u00a6]$/;
const TRAILING_LEADER = /^(.*?[^._\u2026\u00b7-])[._\u2026\u00b7]{3,}:?$/;
/** A clause's number opening a justified line of terms ("9. Privacy. The Dealer collects…"). */
const CLAUSE_NUMBER = /^\(?\d{1,2}(?:\.\d{1,2})?[.)]$/;
const charWidth = (w: Word) => w.charWidth ?? (w.x1 - w.x0) / Math.max(1, w.text.length);

/**
 * Words of a justified line: four or more words spaced exactly evenly (justification spreads a line's spare
 * width equally over its spaces), wider than a phrase gap but under JUSTIFIED_MAX_GAP. Their gaps are word
 * spaces, not cell borders: "licensed motor dealer named overleaf" is one phrase. Answers, per word index,
 * whether the gap before it is such a space.
 */
function justifiedSpaces(row: Word[]): boolean[] {
  const out = row.map(() => false);
  const gaps = row.map((w, i) => (i ? w.x0 - row[i - 1].x1 : 0));
  let i = 1;
  while (i < row.length) {
    let j = i;
    let lo = gaps[i];
    let hi = gaps[i];
    while (j + 1 < row.length) {
      const g = gaps[j + 1];
      const nlo = Math.min(lo, g);
      const nhi = Math.max(hi, g);
      if (nhi > G.JUSTIFIED_MAX_GAP * row[j + 1].h || nlo <= 0 || nhi / nlo > G.JUSTIFIED_EVENNESS) break;
      lo = nlo;
      hi = nhi;
      j++;
    }
    // gaps i..j are even: a justified stretch when it has at least three of them, all real spaces
    if (j - i + 1 >= 3 && lo > 0 && hi <= G.JUSTIFIED_MAX_GAP * row[i].h && row.slice(i - 1, j + 1).every((w) => (/\p{L}/u.test(w.text) || CLAUSE_NUMBER.test(w.text)) && !LEADER.test(w.text))) {
      for (let k = i; k <= j; k++) out[k] = true;
    }
    i = j + 1;
  }
  return out;
}

/**
 * Words that start a cell: preceded by more than a word space, and starting exactly where a word of the line
 * above or below starts after a gap too (boxed cells side by side: "N° de facture | Date" over "F-2024-0117 |
 * 12/03/2024", their gaps under a phrase gap). Answers, per word index, whether to cut before it.
 */
function cellStarts(row: Word[], above?: Word[], below?: Word[]): boolean[] {
  // monospace print-outs align every word on a character grid: there, only more than one space is a border
  const gapOf = (r: Word[]) => (monospace(r) ? charWidth(r[0]) * 1.5 : 0);
  // the neighbour's cell starts are plain phrase starts there (wider than a phrase gap), so chance
  // alignments inside values ("5 835.45", "51 Military Drive") never cut
  const starts = (r: Word[] | undefined, h: number) => {
    if (!r || Math.abs(r[0].y - row[0].y) > h * G.WRAP_LINE_SPACING) return [];
    return r.filter((w, i) => i > 0 && w.x0 - r[i - 1].x1 > phraseLimit(w, r[i - 1])).map((w) => w.x0);
  };
  const h = Math.max(...row.map((w) => w.h));
  const near = [...starts(above, h), ...starts(below, h)];
  if (!near.length) return [];
  const min = Math.max(h * G.CELL_GAP, gapOf(row));
  const aligned = (x: number) => near.some((n) => Math.abs(n - x) <= G.CELL_ALIGN);
  // A word one space after the previous word of its run may be a word space or a gap the reader wrote as a
  // space: it starts a cell only where the neighbour's cells line up with the run's start as well ("12 Months
  // Registration $ 781.14" over "Compulsory Third Party | $ 535.72"), never by one chance alignment (a
  // right-aligned "D-Max LS-U" under "Isuzu").
  const inRun = (i: number) => {
    if (!row[i].spaced || row[i].run === undefined || row[i].run !== row[i - 1].lastRun) return false;
    // (the run may start inside a word glued from pieces of several runs: "Vehicle O|ff|ered in Trade")
    const start = row.find((w) => w.run === row[i].run || w.lastRun === row[i].run);
    return !start || !aligned(start.x0);
  };
  return row.map((w, i) => i > 0 && w.x0 - row[i - 1].x1 > min && aligned(w.x0) && !inRun(i));
}

const WORDLIKE = /[\p{L}\p{N}].*[\p{L}\p{N}]/u;

/** The gap before a word that ends a phrase: wider than label/value columns and table cells sit apart. */
const phraseLimit = (w: Word, prev: Word) => {
  const [lo, hi] = [Math.min(w.h, prev.h), Math.max(w.h, prev.h)];
  // (between words: a check box's glyph takes the box's size, not its option's)
  if (hi >= lo * G.SIZE_CHANGE && WORDLIKE.test(w.text) && WORDLIKE.test(prev.text)) return hi * G.SIZE_CHANGE_GAP;
  return Math.max(w.h * G.PHRASE_GAP, ((charWidth(w) + charWidth(prev)) / 2) * G.PHRASE_GAP_CHARS);
};

/** Every word of the row has the same glyph width (within 3 %): a monospace font. */
function monospace(row: Word[]): boolean {
  const ws = row.filter((w) => w.text.length >= 2).map(charWidth);
  if (ws.length < 2) return false;
  return Math.max(...ws) <= Math.min(...ws) * 1.03;
}

/**
 * A bullet between two fields that a recogniser read as a dash or a stop: alone, after a value's last word
 * (it has a digit) and before a capitalised word ("Steuernummer DE311056644 - IBAN DE02 …" for "·").
 */
const scannedBullet = (row: Word[], i: number) =>
  (SCANNED_BULLET.test(row[i].text) && /\d/.test(row[i - 1]?.text ?? "") && /^\p{Lu}/u.test(row[i + 1]?.text ?? "")) ||
  // (a middle dot read as a star or a guillemet alone between words: neither stands alone in a field)
  (BULLET_GLYPH.test(row[i].text) && i > 0 && i < row.length - 1);
const SCANNED_BULLET = /^[-–.•]$/;

/**
 * A recogniser's word with a bullet read into it between two fields ("530*E" for "530 · E"): the fields
 * and the bullet as three words, placed in proportion to their characters.
 */
function unglueBullet(w: Word): Word[] {
  const m = GLUED_BULLET.exec(w.text);
  if (!m) return [w];
  const cw = (w.x1 - w.x0) / w.text.length;
  const at = (k: number) => w.x0 + k * cw;
  const [a, dot, b] = [m[1], m[2], m[3]];
  return [
    { ...w, text: a, x1: at(a.length) },
    { ...w, text: dot, x0: at(a.length), x1: at(a.length + 1) },
    { ...w, text: b, x0: at(a.length + 1) },
  ];
}
const GLUED_BULLET = /^([\p{L}\p{N}]{2,})([*«»•·])([\p{L}\p{N}]+)$/u;
const BULLET_GLYPH = /^[*«»°]$/;

/**
 * An amount's thousands group after its leading digits, a space apart ("5 058,42 €", "1 011.68"): a
 * recogniser reads them as two words, and in a monospace print-out the space is a whole character wide,
 * wide enough to pass for a column gap. Never more than two characters apart, and the group is exactly three
 * digits before the decimals (a quantity before a price is further off, and "5 | 12,50" is no group).
 */
const thousandsGroup = (prev: Word, w: Word) =>
  /^\d{1,3}$/.test(prev.text) && THOUSANDS_GROUP.test(w.text) && w.x0 - prev.x1 <= Math.max(charWidth(w), charWidth(prev)) * 2;
const THOUSANDS_GROUP = /^\d{3}[.,]\d{2}(?:\s?\p{Sc})?$/u;

/** Dots set a space apart, three or more in a row ("Model . . . . . X-Trail"): leaders as much as "......". */
function spacedLeaders(row: Word[]): boolean[] {
  const out = row.map(() => false);
  for (let i = 0; i < row.length; ) {
    let j = i;
    while (j < row.length && SPACED_DOT.test(row[j].text)) j++;
    if (j - i >= 3) out.fill(true, i, j);
    i = Math.max(j, i + 1);
  }
  return out;
}
const SPACED_DOT = /^[.\u00b7]$/;

function phrases(row: Word[], line: number, cells: boolean[] = [], scanned = false): Segment[] {
  const justified = justifiedSpaces(row);
  const leaders = spacedLeaders(row);
  const out: Segment[] = [];
  let cur: Segment | null = null;
  let prev: Word | null = null;
  let separated = false;
  const close = () => {
    if (cur) out.push(cur);
    cur = null;
  };
  for (const [wi, w] of row.entries()) {
    // A bar or bullet standing alone between words separates fields ("Ph. (02) 8448 6991 | Email",
    // "ABN … • Licence …"): it ends the phrase and is part of neither.
    if ((SEPARATOR.test(w.text) || (scanned && scannedBullet(row, wi))) && cur) {
      close();
      prev = w;
      separated = true;
      continue;
    }
    // Leader dots separate a label from its value: they are never part of either.
    if (LEADER.test(w.text) || leaders[wi]) {
      if (cur && !cur.text.endsWith(":")) cur.text += ":";
      close();
      prev = w;
      continue;
    }
    let text = w.text;
    let endsLabel = false;
    const lead = TRAILING_LEADER.exec(text);
    if (lead) {
      text = lead[1].replace(/:$/, "") + ":";
      endsLabel = true;
    }
    if (cur && prev && !thousandsGroup(prev, w)) {
      const gap = w.x0 - prev.x1;
      const limit = phraseLimit(w, prev);
      if ((gap > limit && !justified[wi]) || cells[wi] || (prev && LEADER.test(prev.text))) close();
    }
    if (cur) {
      const c: Segment = cur;
      c.starts!.at.push(c.text.length + 1);
      c.starts!.x.push(w.x0);
      c.text += " " + text;
      c.x1 = Math.max(c.x1, w.x1);
      c.h = Math.max(c.h, w.h);
    } else {
      cur = { text, page: w.page, x0: w.x0, x1: w.x1, y: w.y, h: w.h, line, starts: { text: "", at: [0], x: [w.x0] } };
      if (separated) cur.afterSeparator = true;
    }
    separated = false;
    prev = w;
    if (endsLabel) close();
  }
  close();
  return out
    .map((s) => {
      const text = s.text.replace(/\s+/g, " ").trim();
      return { ...s, text, starts: s.starts && { ...s.starts, text: s.text } };
    })
    .filter((s) => s.text.length > 0);
}

/** Runs of ≥ 3 single characters, evenly spaced a little apart, are one value written into boxes. */
function joinCharBoxes(row: Word[]): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < row.length) {
    let j = i;
    if (/^[A-Za-z0-9]$/.test(row[i].text)) {
      while (j + 1 < row.length && /^[A-Za-z0-9]$/.test(row[j + 1].text) && row[j + 1].x0 - row[j].x1 <= row[j].h * G.CHAR_BOX_MAX_GAP) j++;
    }
    if (j - i >= 2) {
      const gaps = row.slice(i + 1, j + 1).map((w, k) => w.x0 - row[i + k].x1);
      const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
      const evenly = (ds: number[]) => {
        const m = ds.reduce((a, b) => a + b, 0) / ds.length;
        return ds.every((d) => Math.abs(d - m) <= Math.max(1, m * G.CHAR_BOX_EVENNESS));
      };
      // (evenly apart, or each centred in its box: an "M" leaves less room in its box than a "1")
      const centre = (w: Word) => (w.x0 + w.x1) / 2;
      const even = evenly(gaps) || evenly(row.slice(i + 1, j + 1).map((w, k) => centre(w) - centre(row[i + k])));
      // Ordinary words ("a I x") are never this regular and always closer than a space.
      if (even && mean > row[i].h * 0.15) {
        const run = row.slice(i, j + 1);
        out.push({ ...run[0], text: run.map((w) => w.text).join(""), x1: run[run.length - 1].x1, h: Math.max(...run.map((w) => w.h)) });
        i = j + 1;
        continue;
      }
    }
    out.push(row[i]);
    i++;
  }
  return out;
}

/** Lower-case word tokens; "Reg. No." → "reg no". */
/** Form questions are numbered: "1. Plate number", "(b) Entry No", "iv) Make" → the label without it. */
const ENUMERATION = /^\s*(?:\(\s*(?:\d{1,2}|[a-hA-H]|[ivx]{1,4})\s*\)|(?:\d{1,2}(?:\.\d{1,2})?|[a-hA-H]|[ivx]{1,4})[.)])\s+(?=[A-Za-z])/;

export function normLabel(s: string): string {
  return s
    .replace(ENUMERATION, "")
    .toLowerCase()
    .replace(/[’'](s\b)?/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\b(number|num|nbr|no)\b/g, "no");
}


/** The title as printed: the largest text near the top of page one. */
export function documentTitle(layout: Layout): string | null {
  let best: Segment | null = null;
  for (const s of titleRuns(layout)) if (!best || s.h > best.h + 0.5) best = s;
  return best ? titleLines(layout, best) : null;
}

/**
 * The runs near the top of page one set within `ratio` of the tallest one's size, each as a title (with its
 * wrapped lines): a recogniser measures glyph heights loosely, so on a scan the title may come out a little
 * smaller than a letterhead's name above it.
 */
export function documentTitles(layout: Layout, ratio: number): string[] {
  const runs = titleRuns(layout);
  const tallest = Math.max(0, ...runs.map((s) => s.h));
  return runs.filter((s) => s.h >= tallest * ratio).map((s) => titleLines(layout, s));
}

/** The runs that may be the title: words of the first 40 lines of page one, not too long. */
const titleRuns = (layout: Layout): Segment[] =>
  layout.lines.filter((l) => l.page === 1).slice(0, 40).flatMap((l) => l.segments).filter((s) => /[A-Za-z]{3}/.test(s.text) && s.text.length <= 80);

/** A title run with the lines below it set in the same size (a long title wraps). */
function titleLines(layout: Layout, best: Segment): string {
  let text = best.text;
  let prev = best;
  for (let li = best.line + 1; li < layout.lines.length; li++) {
    const line = layout.lines[li];
    if (line.page !== prev.page || line.y - prev.y > prev.h * 1.6) break;
    const next = line.segments.find((s) => Math.abs(s.h - best!.h) < 0.6 && s.x0 < prev.x1 && s.x1 > prev.x0);
    if (!next) break;
    text += " " + next.text;
    prev = next;
  }
  return text.replace(/[:\s]+$/, "");
}

/** The document as text in reading order: blocks separated by blank lines, a row's phrases by " | ". */
export function layoutText(layout: Layout): string {
  const out: string[] = [];
  let page = 0;
  for (const b of readingOrder(layout)) {
    if (b.page !== page) {
      if (page) out.push(`\f`);
      page = b.page;
    } else if (out.length) out.push("");
    for (const row of b.rows) out.push(row.map((s) => s.text).join(" | "));
  }
  return out.join("\n");
}

const round = (n: number) => Math.round(n * 10) / 10;
