// A PDF writer that is not an HTML engine: it draws positioned words with the base-14 fonts (WinAnsi) in
// an order and run-splitting of its choosing, the way report engines and dealer systems write PDFs. The
// content stream's order says nothing about reading order (columns, fields or random), and runs are one
// Tj per character, per word, or a TJ per line with kerning offsets for the gaps: an extractor must go by
// positions. Coordinates in: points, from the page's top-left, y at the baseline. A turned word (`rot`) is
// drawn with a turned text matrix, from (x, y), the start of its baseline, along its reading direction.
import { deflateSync } from "node:zlib";
import { rng, shuffle, type Rng } from "../../corpus/rng";
import { WIDTHS } from "./base14-widths";

export type FontClass = "sans" | "serif" | "mono";
/** Turn of a word, counter-clockwise on the page in degrees: 90 reads bottom to top, 270 top to bottom. */
export type Rot = 0 | 90 | 180 | 270;
export type RawWord = {
  text: string;
  x: number;
  y: number;
  size: number;
  font: FontClass;
  bold: boolean;
  /** Drawn turned (text matrix [cos sin −sin cos]); absent or 0: level. */
  rot?: Rot;
  /** Extra advance after each character (letter-spacing, points), set as the character spacing Tc. */
  spacing?: number;
};
export type RawRect = { x: number; y: number; w: number; h: number };
export type RawPage = { width: number; height: number; words: RawWord[]; rects?: RawRect[] };

export type RawOptions = {
  /** Order of the runs in the content stream. */
  order: "reading" | "columns" | "fields" | "random" | "reverse";
  /** One Tj per character, one per word, or one TJ per line (words joined by kerning offsets). */
  split: "char" | "word" | "line";
  /** Absolute text matrices (Tm) or moves relative to the previous run (Td). */
  position: "tm" | "td";
  compress: boolean;
  seed: number;
  /**
   * The writer's version (RAW_WRITER_VERSION), set by drawRawOptions: generate.ts keys its cache by a hash of
   * the options, so a writer that draws the same words differently re-renders the raw documents.
   */
  version?: number;
};

/** Bump when the writer draws the same page differently (2: turned words drawn turned, with their letter-spacing). */
export const RAW_WRITER_VERSION = 2;

const FONTS: Array<{ name: string; base: string }> = [
  { name: "F1", base: "Helvetica" },
  { name: "F2", base: "Helvetica-Bold" },
  { name: "F3", base: "Times-Roman" },
  { name: "F4", base: "Times-Bold" },
  { name: "F5", base: "Courier" },
  { name: "F6", base: "Courier-Bold" },
];
const fontOf = (w: { font: FontClass; bold: boolean }) => FONTS[(w.font === "sans" ? 0 : w.font === "serif" ? 2 : 4) + (w.bold ? 1 : 0)];

// WinAnsi 0x80–0x9F: the code points CP1252 puts there.
const HIGH: Record<number, number> = { 0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88, 0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f };
const REPLACE: Record<string, string> = { "☒": "[X]", "☑": "[X]", "■": "[X]", "☐": "[ ]", "□": "[ ]", "✓": "X", "✔": "X", "\u202f": " ", "\u2009": " ", "\u2003": " ", "\u2002": " ", "№": "No" };

/** Text → WinAnsi bytes; characters outside WinAnsi become their usual stand-ins, else "?". */
export function winAnsi(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    if (REPLACE[ch]) {
      out.push(...winAnsi(REPLACE[ch]));
      continue;
    }
    const c = ch.codePointAt(0)!;
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff)) out.push(c);
    else if (HIGH[c]) out.push(HIGH[c]);
    else out.push(0x3f);
  }
  return out;
}

/** Width of WinAnsi bytes in points (without character spacing). */
export function textWidth(bytes: number[], w: { font: FontClass; bold: boolean; size: number }): number {
  const table = WIDTHS[fontOf(w).base];
  let units = 0;
  for (const b of bytes) units += table ? (table[b - 32] ?? 500) : 600;
  return (units * w.size) / 1000;
}

function literal(bytes: number[]): string {
  let s = "(";
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += "\\" + String.fromCharCode(b);
    else if (b < 0x20 || b > 0x7e) s += "\\" + b.toString(8).padStart(3, "0");
    else s += String.fromCharCode(b);
  }
  return s + ")";
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

const COS: Record<Rot, number> = { 0: 1, 90: 0, 180: -1, 270: 0 };
const SIN: Record<Rot, number> = { 0: 0, 90: 1, 180: 0, 270: -1 };
const rotOf = (w: { rot?: Rot }): Rot => w.rot ?? 0;

/**
 * A point (page coordinates from the top-left) in a turned word's frame: u along its reading direction, v
 * across it (a baseline is a line of constant v). For level text u = x and v = y.
 */
function toFrame(rot: Rot, x: number, y: number): { u: number; v: number } {
  if (!rot) return { u: x, v: y };
  return { u: x * COS[rot] - y * SIN[rot], v: x * SIN[rot] + y * COS[rot] };
}
function fromFrame(rot: Rot, u: number, v: number): { x: number; y: number } {
  if (!rot) return { x: u, y: v };
  return { x: u * COS[rot] + v * SIN[rot], y: -u * SIN[rot] + v * COS[rot] };
}

/** Advance of WinAnsi bytes along the baseline, character spacing included. */
const advance = (bytes: number[], w: { font: FontClass; bold: boolean; size: number; spacing?: number }) => (w.spacing ? textWidth(bytes, w) + w.spacing * bytes.length : textWidth(bytes, w));

/**
 * A run: what one show operator draws, from (x, y) (page coordinates from the top-left, the first part's
 * start). Its parts' u is their start along the run's baseline (x for level runs).
 */
type Run = { x: number; y: number; font: FontClass; bold: boolean; size: number; rot?: Rot; spacing?: number; parts: Array<{ bytes: number[]; u: number }> };

/** Level runs first, then by baseline and along it: for level text the order by y, then x. */
const byBaseline = (a: { x: number; y: number; rot?: Rot }, b: { x: number; y: number; rot?: Rot }): number => {
  const ra = rotOf(a), rb = rotOf(b);
  if (ra !== rb) return ra - rb;
  const fa = toFrame(ra, a.x, a.y), fb = toFrame(rb, b.x, b.y);
  return fa.v - fb.v || fa.u - fb.u;
};

function runsOf(page: RawPage, split: RawOptions["split"]): Run[] {
  const words = page.words.filter((w) => w.text.trim());
  if (split === "word") return words.map((w) => ({ ...w, parts: [{ bytes: winAnsi(w.text), u: toFrame(rotOf(w), w.x, w.y).u }] }));
  if (split === "char") {
    // characters one after another along the word's baseline (turned with it)
    const runs: Run[] = [];
    for (const w of words) {
      const rot = rotOf(w);
      const { v, u: u0 } = toFrame(rot, w.x, w.y);
      let u = u0;
      for (const ch of w.text) {
        const bytes = winAnsi(ch);
        runs.push({ ...w, ...fromFrame(rot, u, v), parts: [{ bytes, u }] });
        u += advance(bytes, w);
      }
    }
    return runs;
  }
  // line: words on one baseline (and turn) in one font become one TJ
  const sorted = [...words].sort(byBaseline);
  const runs: Run[] = [];
  for (const w of sorted) {
    const last = runs[runs.length - 1];
    const { u, v } = toFrame(rotOf(w), w.x, w.y);
    if (last && rotOf(last) === rotOf(w) && (last.spacing ?? 0) === (w.spacing ?? 0) && Math.abs(toFrame(rotOf(last), last.x, last.y).v - v) < 0.6 && last.font === w.font && last.bold === w.bold && Math.abs(last.size - w.size) < 0.05 && u > last.parts[last.parts.length - 1].u) {
      last.parts.push({ bytes: winAnsi(w.text), u });
    } else runs.push({ ...w, parts: [{ bytes: winAnsi(w.text), u }] });
  }
  return runs;
}

/** Groups of runs that belong together on the page (a label and its value, a phrase): gaps under ~1.5 em. */
function fields(runs: Run[]): Run[][] {
  const sorted = [...runs].sort(byBaseline);
  const groups: Run[][] = [];
  let end = -Infinity;
  for (const r of sorted) {
    const g = groups[groups.length - 1];
    const prev = g?.[g.length - 1];
    const { u, v } = toFrame(rotOf(r), r.x, r.y);
    if (prev && rotOf(prev) === rotOf(r) && Math.abs(toFrame(rotOf(prev), prev.x, prev.y).v - v) < 0.6 && u - end < 1.5 * r.size) g.push(r);
    else groups.push([r]);
    const lastPart = r.parts[r.parts.length - 1];
    end = lastPart.u + advance(lastPart.bytes, r);
  }
  return groups;
}

function order(runs: Run[], page: RawPage, o: RawOptions, r: Rng): Run[] {
  const reading = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  switch (o.order) {
    case "reading": return reading;
    case "reverse": return reading.reverse();
    case "random": return shuffle(r, runs);
    case "columns": {
      // column by column: left half of the page top to bottom, then the right half
      const mid = page.width / 2;
      return [...reading.filter((x) => x.x < mid), ...reading.filter((x) => x.x >= mid)];
    }
    case "fields": return shuffle(r, fields(runs)).flat();
  }
}

function contentStream(page: RawPage, o: RawOptions, r: Rng): string {
  const ops: string[] = [];
  for (const rect of page.rects ?? []) ops.push(`${n(rect.x)} ${n(page.height - rect.y - rect.h)} ${n(rect.w)} ${n(rect.h)} re S`);
  if (ops.length) ops.unshift("0.6 w 0.2 G");
  const runs = order(runsOf(page, o.split), page, o, r);
  ops.push("BT");
  let font = "";
  let tc = 0;
  let lx = 0;
  let ly = 0;
  let lrot: Rot = 0;
  for (const run of runs) {
    const f = fontOf(run);
    const tf = `/${f.name} ${n(run.size)} Tf`;
    if (tf !== font) {
      ops.push(tf);
      font = tf;
    }
    const spacing = run.spacing ?? 0;
    if (spacing !== tc) {
      ops.push(`${n(spacing)} Tc`);
      tc = spacing;
    }
    const rot = rotOf(run);
    const x = run.x;
    const y = page.height - run.y;
    // a turned run needs its text matrix; moves (Td) are in the text space of the last one set
    const tm = `${COS[rot]} ${SIN[rot]} ${-SIN[rot] || 0} ${COS[rot]} ${n(x)} ${n(y)} Tm`;
    if (o.position === "tm") ops.push(tm);
    else if (rot !== lrot) {
      ops.push(tm);
      lrot = rot;
      lx = x;
      ly = y;
    } else {
      const dx = x - lx;
      const dy = y - ly;
      ops.push(rot ? `${n(dx * COS[rot] + dy * SIN[rot])} ${n(-dx * SIN[rot] + dy * COS[rot])} Td` : `${n(dx)} ${n(dy)} Td`);
      lx = x;
      ly = y;
    }
    if (run.parts.length === 1) ops.push(`${literal(run.parts[0].bytes)} Tj`);
    else {
      // TJ numbers are thousandths of an em, subtracted from the pen: a gap of g points is −g·1000/size
      const arr: string[] = [];
      let pen = run.parts[0].u;
      for (const p of run.parts) {
        if (arr.length) arr.push(n((-(p.u - pen) * 1000) / run.size));
        arr.push(literal(p.bytes));
        pen = p.u + advance(p.bytes, run);
      }
      ops.push(`[${arr.join(" ")}] TJ`);
    }
  }
  ops.push("ET");
  return ops.join("\n");
}

/** Writes the pages as a PDF 1.4 file. */
export function writeRawPdf(pages: RawPage[], o: RawOptions): Buffer {
  const r = rng(o.seed);
  const objects: Array<string | Buffer> = [];
  const add = (body: string | Buffer) => objects.push(body) - 1 + 1; // 1-based object number
  const catalog = add("");
  const pagesObj = add("");
  const fontObjs = FONTS.map((f) => add(`<< /Type /Font /Subtype /Type1 /BaseFont /${f.base} /Encoding /WinAnsiEncoding >>`));
  const fontDict = FONTS.map((f, i) => `/${f.name} ${fontObjs[i]} 0 R`).join(" ");
  const kids: number[] = [];
  for (const page of pages) {
    const content = Buffer.from(contentStream(page, o, r), "latin1");
    const data = o.compress ? deflateSync(content) : content;
    const stream = Buffer.concat([Buffer.from(`<< /Length ${data.length}${o.compress ? " /Filter /FlateDecode" : ""} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]);
    const contentObj = add(stream);
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] /Resources << /Font << ${fontDict} >> >> /Contents ${contentObj} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), typeof body === "string" ? Buffer.from(body, "latin1") : body, Buffer.from("\nendobj\n", "latin1")]);
    chunks.push(b);
    offset += b.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o2) => `${String(o2).padStart(10, "0")} 00000 n \n`)].join("");
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info << /Producer (pdf2json-eval raw writer) >> >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(chunks);
}

/** Options drawn per document: every combination occurs across a corpus. */
export function drawRawOptions(r: Rng): RawOptions {
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  return { order: pick(["columns", "fields", "random", "reverse", "fields"]), split: pick(["char", "word", "line"]), position: pick(["tm", "td"]), compress: r() < 0.5, seed: Math.floor(r() * 2 ** 31), version: RAW_WRITER_VERSION };
}
