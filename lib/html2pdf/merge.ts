// Handlebars merge for the routes and the portal. The merge itself (helpers, compiled-template cache, the
// output and time budget) is merge-engine.mjs; it runs in worker threads (merge-pool.ts), so a template can
// neither block the event loop nor exhaust the server's memory. Errors become the API's answers: 400 for a
// template or data problem (the message names the Handlebars problem and its line, or the field a helper
// could not format), 422 naming the limit a merge reached (merge_output_too_large, merge_too_slow,
// merge_out_of_memory), 503 when merges are at capacity. Limits: config.ts (mergeConfig) and
// docs/html2pdf.md.
import { DomainError, invalidRequest } from "@/lib/errors";
import { mergeConfig } from "./config";
import { MergeError, mergeParts, type MergePart } from "./merge-engine.mjs";
import { mergePool, type PoolFailure } from "./merge-pool";

export { DEFAULT_LOCALE, MergeError, MergeLimitError, formatDateValue, cachedTemplateCount } from "./merge-engine.mjs";
export type { MergePart } from "./merge-engine.mjs";

/** A MergeError from any bundled copy of the engine: recognised by its code, never by `instanceof`. */
export function isMergeError(e: unknown): e is MergeError {
  return e instanceof Error && (e as { code?: unknown }).code === "merge_error";
}

/**
 * Merges in process, synchronously, under the engine's output and time budget (tests, benchmarks). The
 * routes use mergeDocument, which runs in a worker thread.
 */
export function mergeTemplate(source: string, data: unknown, cacheKey?: string): string {
  const cfg = mergeConfig();
  return mergeParts([{ where: "html", source, cacheKey }], data ?? {}, { maxOutputBytes: cfg.maxOutputBytes, timeoutMs: cfg.timeoutMs })[0];
}

/** The API's error for a failed merge or check. */
export function mergeFailureError(failure: PoolFailure): DomainError {
  const where = "where" in failure && failure.where ? failure.where : null;
  const prefix = where ? `${where}: ` : "";
  switch (failure.kind) {
    case "merge":
      return invalidRequest(`${prefix}${failure.message}`, { merge_error: { where, line: failure.line, field: failure.field } });
    case "limit": {
      const details =
        failure.code === "merge_output_too_large"
          ? { limit_bytes: failure.limit }
          : failure.code === "merge_too_slow"
            ? { limit_ms: failure.limit }
            : { limit_mb: failure.limit };
      return new DomainError(failure.code, `${prefix}${failure.message}`, { ...details, merge_error: { where, line: null, field: null } });
    }
    case "busy":
      return new DomainError("busy", failure.message, { retry_after_seconds: 2 }, { retryAfterSeconds: 2 });
    case "unavailable":
      return new DomainError("unavailable", failure.message, undefined, { retryAfterSeconds: 2 });
    default:
      console.error(`html2pdf: merge failed unexpectedly: ${failure.message}`);
      return new DomainError("internal_error", "The template merge failed unexpectedly. Retry with backoff.");
  }
}

/**
 * Merges `data` into each part (the page, then header and footer) in a worker thread, under one budget for
 * the whole render. Throws the API's 400 / 422 / 503.
 */
export async function mergeDocument(parts: MergePart[], data: unknown): Promise<string[]> {
  if (parts.length === 0) return [];
  const outcome = await mergePool().run({ type: "merge", parts, data: data ?? {} });
  if (!outcome.ok) throw mergeFailureError(outcome.failure);
  return outcome.html;
}

/** One part; the error message starts with `what` (html, template, options.header, options.footer). */
export async function mergeOr400(what: string, source: string, data: unknown, cacheKey?: string): Promise<string> {
  return (await mergeDocument([{ where: what, source, cacheKey }], data))[0];
}

/**
 * Checks a template's Handlebars syntax (in a worker thread: parsing 512 KB takes up to a second). Throws
 * the API's 400 naming the problem and its line, with `field`.
 */
export async function checkTemplate(source: string, field = "html"): Promise<void> {
  const outcome = await mergePool().run({ type: "check", source });
  if (outcome.ok) return;
  const f = outcome.failure;
  if (f.kind === "merge") throw invalidRequest(`${field}: ${f.message}`, { field, merge_error: { where: field, line: f.line } });
  throw mergeFailureError(f);
}

// `{{page}}` and `{{pages}}` in a header or footer become Chromium's page-number placeholders. They are
// swapped before the merge so that data fields named page/pages cannot shadow them.
export function pageNumberPlaceholders(source: string): string {
  return source.replace(/\{\{\s*page\s*\}\}/g, '<span class="pageNumber"></span>').replace(/\{\{\s*pages\s*\}\}/g, '<span class="totalPages"></span>');
}
