// Public interface of the html2pdf renderer. Other products (the email archive) import only this file.
import { renderHtml, countPdfPages as countPages, closePool, rendererPool } from "./render";
import type { PoolStats } from "./pool";
import { rendererConfig } from "./config";
import { mergePool, type MergePoolStats } from "./merge-pool";

export type RenderInput = {
  html: string;
  /** Options as in the spec's options table (size, landscape, printBackground, margin, header, footer, scale). */
  options?: Record<string, unknown>;
  /**
   * Whose render this is: renders of different tenants never share a browser context (cookies, storage,
   * scripts). Pass the organisation id: renders without a tenant get a single-use context, which is safe
   * but pays for creating a page (several hundred milliseconds) every time.
   */
  tenant?: string;
};

export type RenderResult = { pdf: Buffer; pages: number; durationMs: number };

/**
 * Renders HTML (no Handlebars merge) to PDF on the shared pool. Throws DomainError: 400 invalid_request for a
 * bad option or empty HTML, 422 render_too_slow / render_out_of_memory when the page exceeds its time or
 * memory limit, 503 busy when the queue is full, 500 render_failed when Chromium fails.
 */
export async function renderPdf(input: RenderInput): Promise<RenderResult> {
  return renderHtml(input);
}

/** Page count read from Chromium's output (its page objects are uncompressed). */
export function countPdfPages(pdf: Buffer): number {
  return countPages(pdf);
}

/** Closes Chromium (shutdown, tests). The next render launches it again. */
export async function closeRenderer(): Promise<void> {
  await closePool();
}

/** Pool state for /v1/health. */
export function rendererStats(): PoolStats {
  return rendererPool().stats();
}

/** Merge worker state for /v1/health (mode "in_process" means no worker could be started). */
export function mergeStats(): MergePoolStats {
  return mergePool().stats();
}

/** The Chromium binary renders run on (the headless shell when installed; CHROMIUM_PATH overrides). */
export function rendererBinary(): string {
  return rendererConfig().chromiumPath;
}

/** Starts Chromium and pre-creates spare pages so the first renders are not cold. */
export async function warmRenderer(pages?: number): Promise<void> {
  await rendererPool().warm(pages);
}

/** One unit per started block of 20 pages; 1 credit per unit. */
export { billedUnits } from "./billing";
export type { PoolStats } from "./pool";
