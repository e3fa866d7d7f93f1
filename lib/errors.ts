// The errors products raise: a stable machine-readable `code` (the spec's `error` field), a message that
// says what to fix, and details for the envelope. Nothing here knows about HTTP, so an engine can be used
// from a worker, the CLI or a job: lib/api/errors.ts alone maps a code to its status and headers.
// docs/api.md lists every code.

export type ErrorCode =
  | "invalid_request"
  | "invalid_json"
  | "unauthorized"
  | "insufficient_credits"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "content_refused"
  | "merge_output_too_large"
  | "merge_too_slow"
  | "merge_out_of_memory"
  | "pdf_too_slow"
  | "pdf_out_of_memory"
  | "render_too_slow"
  | "render_out_of_memory"
  | "rate_limited"
  | "bad_output"
  | "render_failed"
  | "busy"
  | "unavailable"
  | "internal_error";

/** What a caller may do next, said without a transport: the edge turns these into headers. */
export type ErrorHints = {
  /** Worth retrying after this many seconds (an HTTP edge sends Retry-After). */
  retryAfterSeconds?: number;
  /** The operations that are allowed instead (an HTTP edge sends Allow). */
  allow?: readonly string[];
};

// Next bundles each route separately, so one process can hold several copies of this module and thus of
// the class: an error thrown by a copy loaded through another route is not `instanceof` this copy's
// class. Errors are therefore recognised by a brand under a registered symbol (the same symbol in every
// copy) plus their string `code`, never by `instanceof`.
const DOMAIN_ERROR_BRAND = Symbol.for("docplatform.DomainError");

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly hints: ErrorHints = {},
  ) {
    super(message);
    this.name = "DomainError";
    Object.defineProperty(this, DOMAIN_ERROR_BRAND, { value: true });
  }
}

/** A DomainError from any copy of this module (see above). */
export function isDomainError(e: unknown): e is DomainError {
  if (e instanceof DomainError) return true;
  if (!e || typeof e !== "object") return false;
  const x = e as { [DOMAIN_ERROR_BRAND]?: unknown; code?: unknown };
  return x[DOMAIN_ERROR_BRAND] === true && typeof x.code === "string";
}

export const invalidRequest = (message: string, details?: Record<string, unknown>) => new DomainError("invalid_request", message, details);
export const notFound = (message = "Not found.") => new DomainError("not_found", message);
export const unauthorized = (message: string) => new DomainError("unauthorized", message);
export const payloadTooLarge = (limitBytes: number, what = "Request body") =>
  new DomainError("payload_too_large", `${what} is larger than the limit of ${formatBytes(limitBytes)}.`, {
    limit_bytes: limitBytes,
  });

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}
