// The error half of the envelope: `{ok: false, error, message, request_id}`. `error` is a stable
// machine-readable code; `message` says in words what to fix. docs/api.md lists every code.

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

// Next bundles each route separately, so one process can hold several copies of this module and thus of
// the class: an ApiError thrown by a copy loaded through another route (the renderer pool, kept on
// globalThis, is created by whichever route used it first) is not `instanceof` this copy's class. Errors
// are therefore recognised by a brand under a registered symbol (the same symbol in every copy) plus their
// string `code`, never by `instanceof`.
const API_ERROR_BRAND = Symbol.for("docplatform.ApiError");

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    options: { status?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = options.status ?? STATUS[code];
    this.headers = options.headers;
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }
  readonly headers?: Record<string, string>;
}

/** An ApiError from any copy of this module (see above): branded, with a string code and a numeric status. */
export function isApiError(e: unknown): e is ApiError {
  if (e instanceof ApiError) return true;
  if (!e || typeof e !== "object") return false;
  const x = e as { [API_ERROR_BRAND]?: unknown; code?: unknown; status?: unknown };
  return x[API_ERROR_BRAND] === true && typeof x.code === "string" && typeof x.status === "number";
}

export const invalidRequest = (message: string, details?: Record<string, unknown>) =>
  new ApiError("invalid_request", message, details);
export const notFound = (message = "Not found.") => new ApiError("not_found", message);
export const unauthorized = (message: string) => new ApiError("unauthorized", message);
export const payloadTooLarge = (limitBytes: number, what = "Request body") =>
  new ApiError("payload_too_large", `${what} is larger than the limit of ${formatBytes(limitBytes)}.`, {
    limit_bytes: limitBytes,
  });

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}
