// One render: options → Chromium print settings, HTML into a warm page of the tenant, wait for fonts
// and images, print. Called by the API routes and, through index.ts, by other products.
//
// A render is two DevTools messages on the page's own CDP session: one Runtime.evaluate that writes the
// document and resolves once it has loaded, and one Page.printToPDF that answers the PDF as base64.
// page.setContent + page.pdf take five or more (lifecycle waits, a stream read twice and closed), and on a
// two-core machine each message's pipe write and Playwright bookkeeping competes with Chromium for CPU.
import type { CDPSession } from "playwright-core";
import { DomainError, isDomainError } from "@/lib/errors";
import { rendererConfig } from "./config";
import { cssLengthToInches, PAPER_INCHES, parseRenderOptions, resolvedMargin, type RenderOptions } from "./options";
import { pageNumberPlaceholders } from "./merge";
import { RendererPool, renderTooSlow } from "./pool";
import { processService } from "@/lib/process-state.mjs";

const service = processService("html2pdf.rendererPool", () => new RendererPool(rendererConfig()), (pool) => pool.close());

/** The process's renderer pool (one per process, surviving dev-server module reloads). */
export const rendererPool = service.get;

export const closePool = service.stop;

// Chromium draws header and footer templates at a near-invisible default size and without the page's
// styles, so they get explicit defaults here; the caller's own inline styles still win.
function headerFooterTemplate(html: string | undefined, side: { left: string; right: string }): string {
  if (html === undefined) return "<span></span>";
  return `<div style="width:100%;box-sizing:border-box;padding:0 ${side.right} 0 ${side.left};font-size:9pt;line-height:1.2;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#333;-webkit-print-color-adjust:exact;">${pageNumberPlaceholders(html)}</div>`;
}

export { cssLengthToInches } from "./options";

/** The Page.printToPDF parameters we send (lengths in inches). */
export type PdfSettings = {
  paperWidth: number;
  paperHeight: number;
  landscape: boolean;
  printBackground: boolean;
  marginTop: number;
  marginRight: number;
  marginBottom: number;
  marginLeft: number;
  scale: number;
  displayHeaderFooter: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
  preferCSSPageSize: boolean;
  generateDocumentOutline: boolean;
  generateTaggedPDF: boolean;
  transferMode: "ReturnAsBase64";
};

/** Header and footer must already be merged (their {{page}}/{{pages}} are still in place). */
export function pdfSettings(options: RenderOptions): PdfSettings {
  const margin = resolvedMargin(options);
  const size = options.size ?? "A4";
  const paper = typeof size === "string" ? PAPER_INCHES[size] : { width: cssLengthToInches(size.width), height: cssLengthToInches(size.height) };
  const display = options.header !== undefined || options.footer !== undefined;
  return {
    paperWidth: paper.width,
    paperHeight: paper.height,
    landscape: options.landscape ?? false,
    printBackground: options.printBackground ?? true,
    marginTop: cssLengthToInches(margin.top),
    marginRight: cssLengthToInches(margin.right),
    marginBottom: cssLengthToInches(margin.bottom),
    marginLeft: cssLengthToInches(margin.left),
    scale: options.scale ?? 1,
    displayHeaderFooter: display,
    ...(display
      ? {
          headerTemplate: headerFooterTemplate(options.header, margin),
          footerTemplate: headerFooterTemplate(options.footer, margin),
        }
      : {}),
    preferCSSPageSize: false,
    generateDocumentOutline: false,
    generateTaggedPDF: false,
    transferMode: "ReturnAsBase64",
  };
}

/** Page count read from Chromium's output (its page objects are uncompressed). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

// Writes the HTML into the page's current document and resolves once it has loaded and its web fonts are
// ready (printing before they are ready drops glyphs). Not a navigation (page.setContent): a script that
// tries to navigate away during load (refused by the guard) would leave that waiting forever. The load
// event is awaited, with a poll as the fallback: a refused navigation attempt can swallow the event.
// Arrow functions only: the page has no __name() helper that a bundler's keepNames would call.
const WRITE_DOCUMENT = `(async (html) => {
  document.open();
  document.write(html);
  document.close();
  if (document.readyState !== "complete") {
    await new Promise((resolve) => {
      let settled = false;
      const done = () => { if (!settled) { settled = true; resolve(); } };
      window.addEventListener("load", done, { once: true });
      const poll = () => (document.readyState === "complete" ? done() : setTimeout(poll, 5));
      setTimeout(poll, 5);
    });
  }
  if (document.fonts) await document.fonts.ready;
})`;

/** Writes `html` into the page as its document and waits for it to load (one DevTools message). */
export async function writeDocument(cdp: CDPSession, html: string): Promise<void> {
  const result = await cdp.send("Runtime.evaluate", { expression: `${WRITE_DOCUMENT}(${JSON.stringify(html)})`, awaitPromise: true, returnByValue: true });
  if (result.exceptionDetails) {
    throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
  }
}

/** Prints the page's document to PDF (one DevTools message). */
export async function printPdf(cdp: CDPSession, settings: PdfSettings): Promise<Buffer> {
  const { data } = await cdp.send("Page.printToPDF", settings);
  return Buffer.from(data, "base64");
}

// Anything through which HTML can run script in the page's window. Deliberately broad: a false
// positive only costs a page reset (a navigation, ~50 ms) after the render; HTML without any of these
// cannot run script, so its page is reused as is, like a bare Playwright page.
const SCRIPT_CAPABLE = /<\s*(script|iframe|frame|object|embed|portal)\b|\bon[a-z]+\s*=|javascript:|srcdoc/i;

export function mayRunScripts(html: string): boolean {
  return SCRIPT_CAPABLE.test(html);
}

export type RenderHtmlInput = { html: string; options?: RenderOptions | Record<string, unknown>; tenant?: string; timeoutMs?: number };
export type RenderHtmlResult = { pdf: Buffer; pages: number; durationMs: number };

export async function renderHtml(input: RenderHtmlInput): Promise<RenderHtmlResult> {
  const started = performance.now();
  const options = parseRenderOptions(input.options ?? {});
  if (!input.html || !input.html.trim()) throw new DomainError("invalid_request", "The HTML is empty.");
  const settings = pdfSettings(options);
  const cfg = rendererConfig();
  const timeoutMs = input.timeoutMs ?? cfg.renderTimeoutMs;
  try {
    const pdf = await rendererPool().run(input.tenant, timeoutMs, { runsScripts: mayRunScripts(input.html) }, async (_page, cdp) => {
      await writeDocument(cdp, input.html);
      return printPdf(cdp, settings);
    });
    return { pdf, pages: countPdfPages(pdf), durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (isDomainError(error)) throw error;
    const message = (error as Error).message?.split("\n")[0] ?? String(error);
    if (/Timeout \d+ms exceeded/i.test(message)) {
      throw renderTooSlow(timeoutMs);
    }
    throw new DomainError("render_failed", `The render failed: ${message}. Retry; nothing was charged.`);
  }
}
