// The PDF producers. Four that print the same HTML differently (Chromium/Skia, wkhtmltopdf/QtWebKit,
// WeasyPrint/pydyf, and our raw writer) so the engine meets each engine's text-layer habits. A producer
// whose binary is missing is skipped with a printed notice, never silently.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromiumAvailable, CHROMIUM_PATH, closeBrowser, getBrowser } from "./browser";
import { renderRaw, resetRaw } from "./raw";
import type { RawOptions } from "./raw/pdf-writer";
import type { Page } from "playwright-core";

const run = promisify(execFile);

export type ProducerId = "chromium" | "wkhtmltopdf" | "weasyprint" | "raw";
export const PRODUCERS: ProducerId[] = ["chromium", "wkhtmltopdf", "weasyprint", "raw"];

/**
 * Scanned variants (producers/scan.ts): another producer's PDF rasterised at 150/200/300 dpi or as a 1-bit
 * fax, skewed, toned, speckled and JPEG-compressed, wrapped back into an image-only PDF. `eval:pdf2json
 * --scanned` reads each generated document once as one of these (drawn from the document's seed), or as
 * every one with `--scan-variants all`.
 */
export const SCANNED_PRODUCERS = ["scan150:chromium", "scan200:chromium", "scan300:chromium", "fax200:chromium"] as const;
export type ScannedProducerId = `${"scan150" | "scan200" | "scan300" | "fax200"}:${ProducerId}`;

const WKHTMLTOPDF = process.env.WKHTMLTOPDF_PATH || "/usr/bin/wkhtmltopdf";
const WEASYPRINT = process.env.WEASYPRINT_PATH || "/usr/bin/weasyprint";

/** Why a producer cannot run here, or null when it can. */
export function unavailable(p: ProducerId): string | null {
  switch (p) {
    case "chromium":
    case "raw":
      return chromiumAvailable() ? null : `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`;
    case "wkhtmltopdf":
      // Debian's build renders offscreen (no X server needed); checked once below by a real run
      return existsSync(WKHTMLTOPDF) ? wkBroken : `wkhtmltopdf not found at ${WKHTMLTOPDF}`;
    case "weasyprint":
      return existsSync(WEASYPRINT) ? null : `weasyprint not found at ${WEASYPRINT}`;
  }
}

let wkBroken: string | null = null;
let wkChecked = false;

/** wkhtmltopdf builds without the patched Qt need an X server: try once, and say so if it fails. */
export async function checkProducers(ps: ProducerId[]): Promise<Map<ProducerId, string>> {
  if (ps.includes("wkhtmltopdf") && existsSync(WKHTMLTOPDF) && !wkChecked) {
    wkChecked = true;
    const dir = mkdtempSync(path.join(os.tmpdir(), "pdf2json-wk-"));
    try {
      writeFileSync(path.join(dir, "a.html"), "<p>x</p>");
      await run(WKHTMLTOPDF, ["-q", path.join(dir, "a.html"), path.join(dir, "a.pdf")], { timeout: 30_000 });
      if (!existsSync(path.join(dir, "a.pdf"))) wkBroken = "wkhtmltopdf produced no PDF (it may need an X server: install xvfb and run under xvfb-run)";
    } catch (e) {
      wkBroken = `wkhtmltopdf failed (${(e as Error).message.split("\n")[0].slice(0, 120)}); it may need an X server (xvfb-run)`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const out = new Map<ProducerId, string>();
  for (const p of ps) {
    const why = unavailable(p);
    if (why) out.set(p, why);
  }
  return out;
}

export type Job = { producer: ProducerId; html: string; out: string; raw?: RawOptions };

let chromiumPage: Page | undefined;

async function renderChromium(job: Job): Promise<void> {
  if (!chromiumPage) {
    const ctx = await (await getBrowser()).newContext({ javaScriptEnabled: false });
    chromiumPage = await ctx.newPage();
  }
  await chromiumPage.setContent(job.html, { waitUntil: "load" });
  const pdf = await chromiumPage.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  writeAtomic(job.out, pdf);
}

/** The cache is shared by every run on the machine: a file appears whole or not at all. */
export function writeAtomic(file: string, data: Buffer | string): void {
  const part = partName(file);
  writeFileSync(part, data);
  renameSync(part, file);
}

const partName = (file: string) => `${file}.part-${process.pid}-${Math.random().toString(36).slice(2)}`;

async function renderCli(job: Job): Promise<void> {
  const base = partName(job.out);
  const html = `${base}.html`;
  const out = `${base}.pdf`;
  writeFileSync(html, job.html);
  try {
    if (job.producer === "wkhtmltopdf") {
      await run(WKHTMLTOPDF, ["-q", "--encoding", "utf-8", "--disable-javascript", "-s", "A4", "-T", "15mm", "-B", "16mm", "-L", "14mm", "-R", "14mm", html, out], { timeout: 60_000, env: { ...process.env, XDG_RUNTIME_DIR: os.tmpdir() } });
    } else {
      await run(WEASYPRINT, ["-q", html, out], { timeout: 120_000 });
    }
    renameSync(out, job.out);
  } finally {
    rmSync(html, { force: true });
    rmSync(out, { force: true });
  }
}

/** Renders jobs: Chromium and raw one at a time on the shared browser, the command-line engines two at a time. */
export async function renderJobs(jobs: Job[], log?: (s: string) => void): Promise<void> {
  const browserJobs = jobs.filter((j) => j.producer === "chromium" || j.producer === "raw");
  const cliJobs = jobs.filter((j) => j.producer === "wkhtmltopdf" || j.producer === "weasyprint");
  let done = 0;
  const tick = () => {
    done++;
    if (log && (done % 25 === 0 || done === jobs.length)) log(`  rendered ${done}/${jobs.length}`);
  };
  const cli = async () => {
    while (cliJobs.length) {
      const j = cliJobs.shift()!;
      await renderCli(j);
      tick();
    }
  };
  const browserRun = async () => {
    for (const j of browserJobs) {
      if (j.producer === "chromium") await renderChromium(j);
      else writeAtomic(j.out, await renderRaw(j.html, j.raw!));
      tick();
    }
  };
  await Promise.all([browserRun(), cli(), cli()]);
}

export async function closeProducers(): Promise<void> {
  chromiumPage = undefined;
  resetRaw();
  await closeBrowser();
}
