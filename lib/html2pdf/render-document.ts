// A render request of any form → merged HTML → PDF. Stored templates are merged with their compiled
// form cached per template version; header and footer are merged with the same data.
import { renderHtml } from "./render";
import { mergeOr400 } from "./merge";
import type { RenderOptions } from "./options";
import type { RenderRequest } from "./render-request";
import { findRenderableVersion } from "./template-record";

export type RenderedDocument = { pdf: Buffer; pages: number; durationMs: number; filename: string; templateVersion?: number };

export function mergeHeaderFooter(options: RenderOptions, data: unknown): RenderOptions {
  // {{page}} and {{pages}} are kept for Chromium (pageNumberPlaceholders runs first inside render).
  const keep = (s: string) => s.replace(/\{\{\s*(page|pages)\s*\}\}/g, "\\{{$1}}");
  return {
    ...options,
    ...(options.header !== undefined ? { header: mergeOr400("options.header", keep(options.header), data) } : {}),
    ...(options.footer !== undefined ? { footer: mergeOr400("options.footer", keep(options.footer), data) } : {}),
  };
}

export function pdfFilename(requested: string | undefined, fallback: string): string {
  const base = (requested ?? fallback).trim() || "document";
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

export type PreparedDocument = { html: string; options: RenderOptions; filename: string; templateVersion?: number };

/** Everything before Chromium: template lookup (404), merge (400), header/footer merge. */
export async function prepareDocument(organisationId: string, request: RenderRequest): Promise<PreparedDocument> {
  let source: string;
  let cacheKey: string | undefined;
  let fallbackName = "document";
  let templateVersion: number | undefined;
  if (request.form === "template") {
    const found = await findRenderableVersion(organisationId, request.templateId, request.templateVersion);
    source = found.version.html;
    cacheKey = found.version.id; // versions are immutable
    fallbackName = found.version.name;
    templateVersion = found.version.version;
  } else {
    source = request.html;
  }
  const data = request.data ?? {};
  // Raw text/html is rendered as sent: no merge (curly braces in it are content).
  const html = request.form === "raw" ? source : mergeOr400(request.form === "template" ? "template" : "html", source, data, cacheKey);
  return { html, options: mergeHeaderFooter(request.options, data), filename: pdfFilename(request.options.filename, fallbackName), templateVersion };
}

export async function renderPrepared(organisationId: string, doc: PreparedDocument): Promise<RenderedDocument> {
  const result = await renderHtml({ html: doc.html, options: doc.options, tenant: organisationId });
  return { ...result, filename: doc.filename, templateVersion: doc.templateVersion };
}

export async function renderDocument(organisationId: string, request: RenderRequest): Promise<RenderedDocument> {
  return renderPrepared(organisationId, await prepareDocument(organisationId, request));
}
