// The error half of the envelope: `{ok: false, error, message, request_id}`. Products raise DomainErrors
// (lib/errors.ts) that carry a code and no transport; this file alone decides the HTTP status and headers
// of every code. docs/api.md lists every code.
import type { DomainError, ErrorCode } from "@/lib/errors";

const STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_json: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  content_refused: 422,
  merge_output_too_large: 422,
  merge_too_slow: 422,
  merge_out_of_memory: 422,
  pdf_too_slow: 422,
  pdf_out_of_memory: 422,
  render_too_slow: 422,
  render_out_of_memory: 422,
  rate_limited: 429,
  bad_output: 502,
  render_failed: 500,
  busy: 503,
  unavailable: 503,
  internal_error: 500,
};

/** The HTTP status of an error's code. */
export function httpStatus(error: Pick<DomainError, "code">): number {
  return STATUS[error.code] ?? 500;
}

/** The headers an error's hints ask for (Retry-After, Allow), or undefined. */
export function httpHeaders(error: Pick<DomainError, "hints">): Record<string, string> | undefined {
  const h: Record<string, string> = {};
  if (error.hints?.retryAfterSeconds !== undefined) h["retry-after"] = String(Math.max(1, Math.ceil(error.hints.retryAfterSeconds)));
  if (error.hints?.allow?.length) h.allow = error.hints.allow.join(", ");
  return Object.keys(h).length ? h : undefined;
}
