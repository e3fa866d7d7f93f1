// OCR for scanned PDFs with no text layer: each page is rendered by pdftoppm and read by the tesseract
// CLI, piped through memory (stdin → stdout), so neither the PDF nor the page images touch the disk.
// Tesseract's TSV output gives word boxes, which feed the same layout machinery as a text layer.
import { spawn } from "node:child_process";
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
  const scale = 72 / DPI;
  for (const page of pages) {
    const png = await run("pdftoppm", ["-f", String(page), "-l", String(page), "-r", String(DPI), "-gray", "-png", "-singlefile", "-", "-"], Buffer.from(pdf), 60_000);
    const tsv = (await run("tesseract", ["stdin", "stdout", "--psm", "3", "-l", "eng", "tsv"], png, 120_000)).toString("utf8");
    for (const row of tsv.split("\n").slice(1)) {
      const c = row.split("\t");
      if (c.length < 12 || c[0] !== "5") continue;
      const text = c.slice(11).join("\t").trim();
      const conf = Number(c[10]);
      if (!text || conf < 20) continue;
      const left = Number(c[6]);
      const top = Number(c[7]);
      const width = Number(c[8]);
      const height = Number(c[9]);
      items.push({ str: text, page, x: left * scale, y: (top + height) * scale, w: width * scale, h: Math.max(6, height * scale * 1.15) });
    }
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
