// Types of merge-engine.mjs (plain JavaScript so that the merge worker thread can run it unbuilt).

export declare const DEFAULT_LOCALE: string;

/** A problem of the template or its data (400); `code` is "merge_error". */
export declare class MergeError extends Error {
  readonly code: "merge_error";
  readonly line?: number;
  readonly field?: string;
  /** Which part of the render failed: html, template, options.header or options.footer. */
  where?: string;
  constructor(message: string, line?: number, field?: string);
}

export type MergeLimitCode = "merge_output_too_large" | "merge_too_slow";

/** A merge past one of its limits (422); `code` says which. */
export declare class MergeLimitError extends Error {
  readonly code: MergeLimitCode;
  /** Bytes (output) or milliseconds (time). */
  readonly limit: number;
  where?: string;
  constructor(code: MergeLimitCode, message: string, limit: number);
}

export type MergePart = { where: string; source: string; cacheKey?: string };
export type MergeLimits = { maxOutputBytes: number; timeoutMs: number };

export type MergeFailure =
  | { kind: "merge"; message: string; line: number | null; field: string | null; where: string | null }
  | { kind: "limit"; code: MergeLimitCode; message: string; limit: number; where: string | null }
  | { kind: "internal"; message: string };

export declare function mergeParts(parts: MergePart[], data: unknown, limits: MergeLimits): string[];
export declare function checkTemplateSyntax(source: string): void;
export declare function formatDateValue(date: Date, format: string, locale: string, timeZone: string): string;
export declare function cachedTemplateCount(): number;
export declare function describeFailure(error: unknown): MergeFailure;
