// OCR for scanned PDFs with no text layer: each page is rendered by pdftoppm (the PDF is piped in on
// stdin, never written) and read by the tesseract CLI. pdftoppm cannot write an image to stdout, so each
// page image lives briefly in a private temp folder (mode 0700) that is removed as soon as the page is
// read. Tesseract's TSV output gives word boxes, which feed the same layout machinery as a text layer.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TextItem } from "./read-pdf";

const DPI = 200;

function run(cmd: string, args: string[], input: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => err.push(d));
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${cmd} exited with ${code}: ${Buffer.concat(err).toString().slice(0, 200)}`));
    });
    child.stdin.on("error", () => {});
    child.stdin.end(input);
  });
}

export async function ocrPages(pdf: Uint8Array, pages: number[]): Promise<TextItem[]> {
  const items: TextItem[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf2json-ocr-"));
  try {
    for (const page of pages) {
      const root = path.join(dir, `p${page}`);
      await run("pdftoppm", ["-f", String(page), "-l", String(page), "-r", String(DPI), "-gray", "-singlefile", "-", root], Buffer.from(pdf), 60_000);
      let tsv: string;
      try {
        tsv = (await run("tesseract", [`${root}.pgm`, "stdout", "--psm", "3", "-l", "eng", "tsv"], Buffer.alloc(0), 120_000)).toString("utf8");
      } finally {
        rmSync(`${root}.pgm`, { force: true });
      }
      items.push(...parseTsv(tsv, page));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return items;
}

function parseTsv(tsv: string, page: number): TextItem[] {
  const scale = 72 / DPI;
  // Words of one recognised line share a baseline: use the line's median bottom and height, so that
  // descenders ("g", "y") do not split a line in the layout step.
  const lines = new Map<string, Array<{ text: string; left: number; top: number; width: number; height: number }>>();
  for (const row of tsv.split("\n").slice(1)) {
    const c = row.split("\t");
    if (c.length < 12 || c[0] !== "5") continue;
    const text = c.slice(11).join("\t").trim();
    if (!text || Number(c[10]) < 20) continue;
    const key = `${c[2]}.${c[3]}.${c[4]}`;
    const list = lines.get(key) ?? [];
    list.push({ text, left: +c[6], top: +c[7], width: +c[8], height: +c[9] });
    lines.set(key, list);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const items: TextItem[] = [];
  for (const words of lines.values()) {
    const bottom = median(words.map((w) => w.top + w.height));
    const height = median(words.map((w) => w.height));
    for (const w of words) items.push({ str: w.text, page, x: w.left * scale, y: bottom * scale, w: w.width * scale, h: Math.max(6, height * scale * 1.25) });
  }
  return items;
}

export async function ocrAvailable(): Promise<boolean> {
  try {
    await run("tesseract", ["--version"], Buffer.alloc(0), 5000);
    return true;
  } catch {
    return false;
  }
}
