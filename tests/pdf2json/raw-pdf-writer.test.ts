// The raw producer's PDF writer: whatever order it writes the text in (columns, fields, random, reverse)
// and however it splits runs (one Tj per character, per word, one TJ per line), pdf.js reads back each word
// it was given, at its position; characters outside WinAnsi are replaced as documented.
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { openPdf } from "@/eval/pdf2json/pdfjs";
import { textWidth, winAnsi, writeRawPdf, type RawOptions, type RawPage, type RawWord } from "@/eval/pdf2json/producers/raw/pdf-writer";

// Words far enough apart (≥ 2 em) that no reader joins two of them into one item.
function page(): RawPage {
  const words: RawWord[] = [];
  const texts = ["Make", "Toyota", "VIN", "JTDBR32E530012345", "Total", "$45,990.00", "Müller", "€12,50", "☒", "Used", "(a)", "back\\slash"];
  texts.forEach((text, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    words.push({ text, x: 60 + col * 260 + (row % 2) * 13.7, y: 90 + row * 31.5, size: 9 + (i % 4), font: (["sans", "serif", "mono"] as const)[i % 3], bold: i % 5 === 0 });
  });
  // a second column of mono text, and a line of words on one baseline (joined by TJ in line mode)
  ["STOCK", "NO", "U12345"].forEach((text, i) => words.push({ text, x: 60 + i * 90, y: 500, size: 10, font: "mono", bold: false }));
  return { width: 595.28, height: 841.89, words, rects: [{ x: 50, y: 70, w: 480, h: 200 }] };
}

const expectedText = (t: string) => t.replace("☒", "[X]");

/** pdf.js text items with their page, left edge, baseline (from the top) and width. */
async function readBack(pdf: Buffer) {
  const doc = await openPdf(pdf);
  const out: Array<{ pageNo: number; str: string; x: number; y: number; w: number }> = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const pg = await doc.getPage(p);
    const vp = pg.getViewport({ scale: 1 });
    const tc = await pg.getTextContent();
    for (const raw of tc.items) {
      const it = raw as { str: string; transform: number[]; width: number };
      if (it.str.trim()) out.push({ pageNo: p, str: it.str, x: it.transform[4], y: vp.height - it.transform[5], w: it.width });
    }
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, items: out };
}

/**
 * The text pdf.js shows inside a word's box, by position only (the stream order is meaningless on purpose):
 * items on the word's baseline that start within its span, left to right. When characters are drawn in a
 * random order pdf.js may glue two non-adjacent ones into one item with a gap space ("12, 0" + "5"); then
 * the word's characters must all be there, in any order.
 */
function textAt(items: Awaited<ReturnType<typeof readBack>>["items"], pageNo: number, w: RawWord, text: string): { ok: boolean; got: string } {
  const width = textWidth(winAnsi(text), w);
  const inside = items.filter((i) => i.pageNo === pageNo && Math.abs(i.y - w.y) < 0.5 && i.x > w.x - 0.5 && i.x < w.x + width - 0.5).sort((a, b) => a.x - b.x);
  const got = inside.map((i) => i.str.replace(/\s/g, "")).join("");
  const starts = inside.length > 0 && Math.abs(inside[0].x - w.x) < 0.5;
  const sorted = (s: string) => [...s].sort().join("");
  const glued = inside.some((i) => /\S\s+\S/.test(i.str));
  return { ok: starts && (got === text || (glued && sorted(got) === sorted(text))), got };
}

describe("raw PDF writer", () => {
  const combos: RawOptions[] = [];
  for (const order of ["reading", "columns", "fields", "random", "reverse"] as const)
    for (const split of ["char", "word", "line"] as const) for (const position of ["tm", "td"] as const) combos.push({ order, split, position, compress: combos.length % 2 === 0, seed: combos.length + 1 });

  it("pdf.js reads every word at its position, for every order, run split and positioning", async () => {
    const src = page();
    for (const o of combos) {
      const pdf = writeRawPdf([src, { ...src, words: src.words.slice(0, 3) }], o);
      expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
      const { pages, items } = await readBack(pdf);
      expect(pages).toBe(2);
      for (const w of src.words) {
        const r = textAt(items, 1, w, expectedText(w.text));
        expect(r.ok, `${JSON.stringify(o)}: "${w.text}" at ${w.x},${w.y}; read "${r.got}"`).toBe(true);
      }
      for (const w of src.words.slice(0, 3)) expect(textAt(items, 2, w, w.text).ok).toBe(true);
    }
  });

  it("the content stream is not in reading order when asked not to be", () => {
    const src = page();
    const shown = (o: RawOptions) => {
      const pdf = writeRawPdf([src], o).toString("latin1");
      const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)![1];
      const text = o.compress ? inflateSync(Buffer.from(stream, "latin1")).toString("latin1") : stream;
      return [...text.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]);
    };
    const reading = shown({ order: "reading", split: "word", position: "tm", compress: false, seed: 1 });
    expect(shown({ order: "random", split: "word", position: "tm", compress: true, seed: 5 })).not.toEqual(reading);
    expect(shown({ order: "reverse", split: "word", position: "td", compress: false, seed: 1 })).toEqual([...reading].reverse());
    expect(shown({ order: "columns", split: "word", position: "tm", compress: false, seed: 1 })).not.toEqual(reading);
  });
});
