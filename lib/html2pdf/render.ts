// One render: options → Chromium print settings, HTML into a warm page of the tenant, wait for fonts
// and images, print. Called by the API routes and, through index.ts, by other products.
import type { Page } from "playwright-core";
import { ApiError, isApiError } from "@/lib/api/errors";
import { rendererConfig } from "./config";
import { parseRenderOptions, resolvedMargin, type RenderOptions } from "./options";
import { pageNumberPlaceholders } from "./merge";
import { RendererPool } from "./pool";

const g = globalThis as unknown as { __html2pdfPool?: RendererPool };

/** The process's renderer pool (one per process, surviving dev-server module reloads). */
export function rendererPool(): RendererPool {
  g.__html2pdfPool ??= new RendererPool(rendererConfig());
  return g.__html2pdfPool;
}

export async function closePool(): Promise<void> {
  const pool = g.__html2pdfPool;
  g.__html2pdfPool = undefined;
  await pool?.close();
}

// Chromium draws header and footer templates at a near-invisible default size and without the page's
// styles, so they get explicit defaults here; the caller's own inline styles still win.
function headerFooterTemplate(html: string | undefined, side: { left: string; right: string }): string {
  if (html === undefined) return "<span></span>";
  return `<div style="width:100%;box-sizing:border-box;padding:0 ${side.right} 0 ${side.left};font-size:9pt;line-height:1.2;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#333;-webkit-print-color-adjust:exact;">${pageNumberPlaceholders(html)}</div>`;
}

export type PdfSettings = Parameters<Page["pdf"]>[0];

/** Header and footer must already be merged (their {{page}}/{{pages}} are still in place). */
export function pdfSettings(options: RenderOptions): PdfSettings {
  const margin = resolvedMargin(options);
  const size = options.size ?? "A4";
  const display = options.header !== undefined || options.footer !== undefined;
  return {
    ...(typeof size === "string" ? { format: size } : { width: size.width, height: size.height }),
    landscape: options.landscape ?? false,
    printBackground: options.printBackground ?? true,
    margin,
    scale: options.scale ?? 1,
    displayHeaderFooter: display,
    ...(display
      ? {
          headerTemplate: headerFooterTemplate(options.header, margin),
          footerTemplate: headerFooterTemplate(options.footer, margin),
        }
      : {}),
    preferCSSPageSize: false,
    outline: false,
    tagged: false,
  };
}

/** Page count read from Chromium's output (its page objects are uncompressed). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
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
  if (!input.html || !input.html.trim()) throw new ApiError("invalid_request", "The HTML is empty.");
  const settings = pdfSettings(options);
  const cfg = rendererConfig();
  const timeoutMs = input.timeoutMs ?? cfg.renderTimeoutMs;
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  try {
    const pdf = await rendererPool().run(input.tenant, timeoutMs, { runsScripts: mayRunScripts(input.html) }, async (page) => {
      // One round trip: write the HTML into the page's (fresh) document, wait for its load event and
      // for web fonts (printing before they are ready drops glyphs). Not page.setContent: a script that
      // tries to navigate away during load (refused by the guard) leaves setContent waiting forever.
      await page.evaluate(async (html) => {
        document.open();
        document.write(html);
        document.close();
        // Polled in the page (no round trips): a refused navigation attempt can swallow the load event.
        // (No named inner functions here: tsx's keepNames would wrap them in a __name() the page lacks.)
        while (document.readyState !== "complete") await new Promise((resolve) => setTimeout(resolve, 5));
        await (document as Document & { fonts?: { ready: Promise<unknown> } }).fonts?.ready;
      }, input.html);
      return page.pdf(settings);
    });
    return { pdf, pages: countPdfPages(pdf), durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (isApiError(error)) throw error;
    const message = (error as Error).message?.split("\n")[0] ?? String(error);
    if (/Timeout \d+ms exceeded/i.test(message)) {
      throw new ApiError("render_failed", `The render did not finish within ${timeoutMs} ms (a script that never ends, or resources that never load). Nothing was charged.`);
    }
    throw new ApiError("render_failed", `The render failed: ${message}. Retry; nothing was charged.`);
  }
}
