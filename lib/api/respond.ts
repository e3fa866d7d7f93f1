// Success and error bodies in the spec's envelope, with the request id in the body and the header.
import { type DomainError } from "@/lib/errors";
import { httpHeaders, httpStatus } from "./errors";

export const REQUEST_ID_HEADER = "x-request-id";

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit; requestId: string }): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set(REQUEST_ID_HEADER, init.requestId);
  headers.set("cache-control", headers.get("cache-control") ?? "no-store");
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/** `{ok: true, data, meta}`; meta always carries request_id. */
export function okResponse(
  requestId: string,
  data: unknown,
  meta: Record<string, unknown> = {},
  init: { status?: number; headers?: HeadersInit } = {},
): Response {
  return jsonResponse({ ok: true, data, meta: { request_id: requestId, ...meta } }, { ...init, requestId });
}

/** `{ok: false, error, message, request_id}` plus any details (e.g. the valid ids). */
export function errorResponse(requestId: string, error: DomainError): Response {
  const body = { ok: false, error: error.code, message: error.message, ...(error.details ?? {}), request_id: requestId };
  return jsonResponse(body, { status: httpStatus(error), headers: httpHeaders(error), requestId });
}
