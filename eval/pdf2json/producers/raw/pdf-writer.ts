// A PDF writer that is not an HTML engine: it draws positioned words with the base-14 fonts (WinAnsi) in
// an order and run-splitting of its choosing, the way report engines and dealer systems write PDFs. The
// content stream's order says nothing about reading order (columns, fields or random), and runs are one
// Tj per character, per word, or a TJ per line with kerning offsets for the gaps: an extractor must go by
// positions. Coordinates in: points, from the page's top-left, y at the baseline.
import { deflateSync } from "node:zlib";
import { rng, shuffle, type Rng } from "../../corpus/rng";
import { WIDTHS } from "./base14-widths";

export type FontClass = "sans" | "serif" | "mono";
export type RawWord = { text: string; x: number; y: number; size: number; font: FontClass; bold: boolean };
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
};

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

/** Width of WinAnsi bytes in points. */
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

/** A run: what one show operator draws. */
type Run = { x: number; y: number; font: FontClass; bold: boolean; size: number; parts: Array<{ bytes: number[]; x: number }> };

function runsOf(page: RawPage, split: RawOptions["split"]): Run[] {
  const words = page.words.filter((w) => w.text.trim());
  if (split === "word") return words.map((w) => ({ ...w, parts: [{ bytes: winAnsi(w.text), x: w.x }] }));
  if (split === "char") {
    const runs: Run[] = [];
    for (const w of words) {
      let x = w.x;
      for (const ch of w.text) {
        const bytes = winAnsi(ch);
        runs.push({ ...w, x, parts: [{ bytes, x }] });
        x += textWidth(bytes, w);
      }
    }
    return runs;
  }
  // line: words on one baseline in one font become one TJ
  const sorted = [...words].sort((a, b) => a.y - b.y || a.x - b.x);
  const runs: Run[] = [];
  for (const w of sorted) {
    const last = runs[runs.length - 1];
    if (last && Math.abs(last.y - w.y) < 0.6 && last.font === w.font && last.bold === w.bold && Math.abs(last.size - w.size) < 0.05 && w.x > last.parts[last.parts.length - 1].x) {
      last.parts.push({ bytes: winAnsi(w.text), x: w.x });
    } else runs.push({ ...w, parts: [{ bytes: winAnsi(w.text), x: w.x }] });
  }
  return runs;
}

/** Groups of runs that belong together on the page (a label and its value, a phrase): gaps under ~1.5 em. */
function fields(runs: Run[]): Run[][] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: Run[][] = [];
  let end = -Infinity;
  for (const r of sorted) {
    const g = groups[groups.length - 1];
    const prev = g?.[g.length - 1];
    if (prev && Math.abs(prev.y - r.y) < 0.6 && r.x - end < 1.5 * r.size) g.push(r);
    else groups.push([r]);
    const lastPart = r.parts[r.parts.length - 1];
    end = lastPart.x + textWidth(lastPart.bytes, r);
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
  let lx = 0;
  let ly = 0;
  for (const run of runs) {
    const f = fontOf(run);
    const tf = `/${f.name} ${n(run.size)} Tf`;
    if (tf !== font) {
      ops.push(tf);
      font = tf;
    }
    const x = run.parts[0].x;
    const y = page.height - run.y;
    if (o.position === "tm") ops.push(`1 0 0 1 ${n(x)} ${n(y)} Tm`);
    else {
      ops.push(`${n(x - lx)} ${n(y - ly)} Td`);
      lx = x;
      ly = y;
    }
    if (run.parts.length === 1) ops.push(`${literal(run.parts[0].bytes)} Tj`);
    else {
      // TJ numbers are thousandths of an em, subtracted from the pen: a gap of g points is −g·1000/size
      const arr: string[] = [];
      let pen = x;
      for (const p of run.parts) {
        if (arr.length) arr.push(n((-(p.x - pen) * 1000) / run.size));
        arr.push(literal(p.bytes));
        pen = p.x + textWidth(p.bytes, run);
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
  return { order: pick(["columns", "fields", "random", "reverse", "fields"]), split: pick(["char", "word", "line"]), position: pick(["tm", "td"]), compress: r() < 0.5, seed: Math.floor(r() * 2 ** 31) };
}
