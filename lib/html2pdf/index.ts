// Public interface of the html2pdf renderer. Other products (the email archive) import only this file.
// SEED: a minimal renderer so dependants can work; the html2pdf issue replaces the internals (pool,
// resource guard, recycling) behind the same signatures.
import { chromium, type Browser } from "playwright-core";

export type RenderInput = {
  html: string;
  /** Options as in the spec's options table (size, landscape, printBackground, margin, header, footer, scale). */
  options?: Record<string, unknown>;
  /** Whose render this is: renders of different tenants never share cookies, storage or scripts. */
  tenant?: string;
};

export type RenderResult = { pdf: Buffer; pages: number; durationMs: number };

let browser: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

export async function renderPdf(input: RenderInput): Promise<RenderResult> {
  const started = performance.now();
  const b = await (browser ??= launch());
  const context = await b.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.setContent(input.html, { waitUntil: "load", timeout: 30_000 });
    const pdf = await page.pdf({ format: "A4", printBackground: true, margin: { top: "14mm", right: "14mm", bottom: "16mm", left: "14mm" } });
    return { pdf, pages: countPdfPages(pdf), durationMs: Math.round(performance.now() - started) };
  } finally {
    await context.close();
  }
}

/** Page count read from Chromium's output (its page objects are uncompressed). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

export async function closeRenderer(): Promise<void> {
  const b = await browser;
  browser = undefined;
  await b?.close();
}
