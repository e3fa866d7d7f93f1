// The raw producer: Chromium lays the page out (with Liberation fonts, metric-compatible with Helvetica,
// Times and Courier), a script in the page reports every word's box, font size and font class, and our
// own writer (pdf-writer.ts) draws those words in a shuffled order with base-14 fonts. The PDF has the
// page's geometry but none of an HTML engine's habits (reading-order streams, per-line runs, Type 3 or
// embedded fonts).
import type { Page } from "playwright-core";
import { getBrowser } from "../browser";
import { writeRawPdf, type FontClass, type RawOptions, type RawPage, type RawRect, type RawWord } from "./pdf-writer";

const MM = 96 / 25.4; // CSS px per mm
const PT = 0.75; // pt per CSS px
/** The page box the HTML producers print into: A4 with the margins of the @page rule in corpus/html.ts. */
export const PAGE = { width: 210, height: 297, top: 15, right: 14, bottom: 16, left: 14 };
const CONTENT_W = (PAGE.width - PAGE.left - PAGE.right) * MM;
const CONTENT_H = (PAGE.height - PAGE.top - PAGE.bottom) * MM;
/** Descent of the Liberation fonts (em): the baseline is that far above a text box's bottom. */
const DESCENT: Record<FontClass, number> = { sans: 0.212, serif: 0.216, mono: 0.3 };

/**
 * A word as the page reports it: its client rect (x…right, top…bottom, CSS px) and, when it is drawn turned
 * (a rotate transform on it or an ancestor, or a vertical writing mode), `rot`: the turn counter-clockwise on
 * the page in degrees (90: reads bottom to top, 270: top to bottom, 180: upside down), and `ls`, its
 * letter-spacing (px).
 */
type CapturedWord = { text: string; x: number; right: number; top: number; bottom: number; size: number; cls: FontClass; bold: boolean; rot?: 90 | 180 | 270; ls?: number };
type Captured = { words: CapturedWord[]; breaks: number[]; rects: Array<{ x: number; y: number; w: number; h: number }> };

// Runs in the page: words (Range.getClientRects per word), page-break markers, bordered boxes. A word's turn
// is the sum of the rotations of its element and its ancestors (computed transform and rotate) and of its
// writing mode (vertical-rl/-lr set Latin text 90° clockwise, sideways-lr 90° counter-clockwise); a turn
// not within 1° of a quarter is drawn level, as before. Upright vertical text is stacked: one entry per
// character.
const CAPTURE = `(() => {
  const words = [], rects = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const cls = (fam) => { const f = fam.split(',')[0].toLowerCase(); return /mono|courier/.test(f) ? 'mono' : /serif|times|georgia/.test(f) && !/sans/.test(f) ? 'serif' : 'sans'; };
  const UNIT = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
  const turns = new Map();
  // clockwise degrees on the screen, of el and its ancestors
  const turnOf = (el) => {
    if (!el) return 0;
    if (turns.has(el)) return turns.get(el);
    const cs = getComputedStyle(el);
    let a = 0;
    if (cs.display !== 'inline' && cs.display !== 'contents') {
      if (cs.transform && cs.transform !== 'none') { const m = new DOMMatrix(cs.transform); a += Math.atan2(m.b, m.a) * 180 / Math.PI; }
      const rm = cs.rotate && cs.rotate !== 'none' ? /^(?:z\\s+|0\\s+0\\s+1\\s+)?(-?[\\d.]+(?:e-?\\d+)?)(deg|grad|rad|turn)$/.exec(cs.rotate.trim()) : null;
      if (rm) a += parseFloat(rm[1]) * UNIT[rm[2]];
    }
    a += turnOf(el.parentElement);
    turns.set(el, a);
    return a;
  };
  let node;
  while ((node = walker.nextNode())) {
    const text = node.nodeValue;
    if (!text || !text.trim()) continue;
    const el = node.parentElement;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const size = parseFloat(cs.fontSize), c = cls(cs.fontFamily), bold = (parseInt(cs.fontWeight) || 400) >= 600;
    const wm = cs.writingMode, vertical = /^(vertical|sideways)/.test(wm), upright = vertical && cs.textOrientation === 'upright' && !/^sideways/.test(wm);
    const turn = turnOf(el) + (wm === 'sideways-lr' ? -90 : vertical && !upright ? 90 : 0);
    const q = Math.round(turn / 90);
    const rot = Math.abs(turn - q * 90) > 1 ? 0 : ((((-q) % 4) + 4) % 4) * 90;
    const ls = parseFloat(cs.letterSpacing) || 0;
    const push = (t, r) => {
      const w = { text: t, x: r.left + scrollX, right: r.right + scrollX, top: r.top + scrollY, bottom: r.bottom + scrollY, size, cls: c, bold };
      if (rot) { w.rot = rot; if (ls) w.ls = ls; }
      words.push(w);
    };
    const re = /\\S+/g; let m;
    while ((m = re.exec(text))) {
      range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
      const rs = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rs.length === 1 && !upright) { push(m[0], rs[0]); continue; }
      // a word broken across lines, or stacked upright: one entry per character
      for (let i = 0; i < m[0].length; i++) {
        range.setStart(node, m.index + i); range.setEnd(node, m.index + i + 1);
        const r = range.getClientRects()[0];
        if (r && r.width > 0) push(m[0][i], r);
      }
    }
  }
  for (const el of document.querySelectorAll('td, th, div, span, table, h1, h2, h3, p')) {
    const cs = getComputedStyle(el);
    const b = ['Top', 'Right', 'Bottom', 'Left'].map((s) => parseFloat(cs['border' + s + 'Width']) > 0 && cs['border' + s + 'Style'] === 'solid');
    if (!b.some(Boolean)) continue;
    const r = el.getBoundingClientRect();
    const x = r.left + scrollX, y = r.top + scrollY;
    if (b.every(Boolean)) rects.push({ x, y, w: r.width, h: r.height });
    else {
      if (b[0]) rects.push({ x, y, w: r.width, h: 0 });
      if (b[2]) rects.push({ x, y: y + r.height, w: r.width, h: 0 });
      if (b[3]) rects.push({ x, y, w: 0, h: r.height });
      if (b[1]) rects.push({ x: x + r.width, y, w: 0, h: r.height });
    }
  }
  const breaks = [...document.querySelectorAll('.pb')].map((e) => e.getBoundingClientRect().top + scrollY);
  return { words, breaks, rects };
})()`;

/**
 * A turned word's start on its baseline. The client rect is the turned glyph box: its descent side is the
 * right edge when the word reads bottom to top (rot 90), the left edge when it reads top to bottom (270), the
 * top when upside down (180); the word starts at the bottom, the top, the right edge respectively.
 */
function turned(w: CapturedWord, start: number): RawWord {
  const descent = DESCENT[w.cls] * w.size;
  const [x, y] = w.rot === 90 ? [w.right - descent, w.bottom] : w.rot === 270 ? [w.x + descent, w.top] : [w.right, w.top + descent];
  const out: RawWord = { text: w.text, x: (PAGE.left * MM + x) * PT, y: (PAGE.top * MM + y - start) * PT, size: w.size * PT, font: w.cls, bold: w.bold, rot: w.rot };
  if (w.ls) out.spacing = w.ls * PT;
  return out;
}

/** Cuts the continuous layout into pages: at forced breaks, and before a line that would overflow. */
export function paginate(c: Captured): RawPage[] {
  const lines: Array<{ top: number; bottom: number; words: Captured["words"] }> = [];
  for (const w of [...c.words].sort((a, b) => a.top - b.top || a.x - b.x)) {
    const last = lines[lines.length - 1];
    if (last && w.top < last.bottom - 2) {
      last.words.push(w);
      last.bottom = Math.max(last.bottom, w.bottom);
    } else lines.push({ top: w.top, bottom: w.bottom, words: [w] });
  }
  const breaks = [...c.breaks].sort((a, b) => a - b);
  const starts: number[] = [0];
  const pageOf: number[] = [];
  let bi = 0;
  for (const line of lines) {
    while (bi < breaks.length && breaks[bi] <= line.top + 0.5) {
      if (breaks[bi] > starts[starts.length - 1]) starts.push(breaks[bi]);
      bi++;
    }
    if (line.bottom - starts[starts.length - 1] > CONTENT_H) starts.push(line.top - 1);
    pageOf.push(starts.length - 1);
  }
  const W = PAGE.width * MM * PT;
  const H = PAGE.height * MM * PT;
  const pages: RawPage[] = starts.map(() => ({ width: W, height: H, words: [] as RawWord[], rects: [] as RawRect[] }));
  lines.forEach((line, i) => {
    const start = starts[pageOf[i]];
    for (const w of line.words) {
      if (w.rot) {
        pages[pageOf[i]].words.push(turned(w, start));
        continue;
      }
      const baseline = w.bottom - DESCENT[w.cls] * w.size;
      pages[pageOf[i]].words.push({ text: w.text, x: (PAGE.left * MM + w.x) * PT, y: (PAGE.top * MM + baseline - start) * PT, size: w.size * PT, font: w.cls, bold: w.bold });
    }
  });
  for (const r of c.rects) {
    let p = 0;
    while (p + 1 < starts.length && starts[p + 1] <= r.y + 0.5) p++;
    const top = r.y - starts[p];
    const h = Math.min(r.h, CONTENT_H - top);
    if (h < 0) continue;
    pages[p].rects!.push({ x: (PAGE.left * MM + r.x) * PT, y: (PAGE.top * MM + top) * PT, w: r.w * PT, h: h * PT });
  }
  return pages.filter((p) => p.words.length);
}

let page: Page | undefined;

export async function renderRaw(html: string, o: RawOptions): Promise<Buffer> {
  if (!page) {
    const ctx = await (await getBrowser()).newContext({ viewport: { width: Math.round(CONTENT_W), height: 1000 } });
    page = await ctx.newPage();
  }
  await page.setContent(html, { waitUntil: "load" });
  const captured = (await page.evaluate(CAPTURE)) as Captured;
  return writeRawPdf(paginate(captured), o);
}

export function resetRaw(): void {
  page = undefined;
}
