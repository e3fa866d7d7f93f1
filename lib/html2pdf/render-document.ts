// A render request of any form → merged HTML → PDF. Stored templates are merged with their compiled
// form cached per template version; header and footer are merged with the same data.
import { renderHtml } from "./render";
import { mergeDocument, type MergePart } from "./merge";
import type { RenderOptions } from "./options";
import type { RenderRequest } from "./render-request";
import { findRenderableVersion } from "./template-record";

export type RenderedDocument = { pdf: Buffer; pages: number; durationMs: number; filename: string; templateVersion?: number };

// {{page}} and {{pages}} are kept for Chromium (pageNumberPlaceholders runs first inside render).
const keepPageNumbers = (s: string) => s.replace(/\{\{\s*(page|pages)\s*\}\}/g, "\\{{$1}}");

export function pdfFilename(requested: string | undefined, fallback: string): string {
  const base = (requested ?? fallback).trim() || "document";
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

export type PreparedDocument = { html: string; options: RenderOptions; filename: string; templateVersion?: number };

/**
 * Everything before Chromium: template lookup (404), then the merge of page, header and footer with the
 * same data, in one worker-thread task under one output and time budget (400, 422, 503; merge.ts).
 */
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
  const { header, footer } = request.options;
  const parts: MergePart[] = [];
  // Raw text/html is rendered as sent: no merge (curly braces in it are content).
  if (request.form !== "raw") parts.push({ where: request.form === "template" ? "template" : "html", source, cacheKey });
  if (header !== undefined) parts.push({ where: "options.header", source: keepPageNumbers(header) });
  if (footer !== undefined) parts.push({ where: "options.footer", source: keepPageNumbers(footer) });
  const merged = await mergeDocument(parts, data);
  const html = request.form === "raw" ? source : merged.shift()!;
  const options: RenderOptions = {
    ...request.options,
    ...(header !== undefined ? { header: merged.shift()! } : {}),
    ...(footer !== undefined ? { footer: merged.shift()! } : {}),
  };
  return { html, options, filename: pdfFilename(request.options.filename, fallbackName), templateVersion };
}

export async function renderPrepared(organisationId: string, doc: PreparedDocument): Promise<RenderedDocument> {
  const result = await renderHtml({ html: doc.html, options: doc.options, tenant: organisationId });
  return { ...result, filename: doc.filename, templateVersion: doc.templateVersion };
}

export async function renderDocument(organisationId: string, request: RenderRequest): Promise<RenderedDocument> {
  return renderPrepared(organisationId, await prepareDocument(organisationId, request));
}
