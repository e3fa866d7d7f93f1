// Every API route goes through apiRoute(): it assigns the request id, authenticates, turns thrown errors
// into the error envelope (never a raw 500 for bad input), records failed calls for the usage page without
// billing them, and stamps x-request-id on whatever the route returns. Routes on the organisation key
// (orgKeyRoute: pdf2json and html2pdf) are also held to the organisation's requests per minute
// (lib/api/api-rate-limit.ts: in memory, no database statement per request).
import { effectiveApiRateLimit, takeApiRequest } from "./api-rate-limit";
import { authenticateOrgKey, type OrgPrincipal } from "./auth";
import { recordUsage, type Product } from "@/lib/billing";
import { DomainError, isDomainError } from "@/lib/errors";
import { httpStatus } from "./errors";
import { describeWait, rateLimited } from "./rate-limit";
import { newRequestId } from "./request-id";
import { errorResponse, REQUEST_ID_HEADER } from "./respond";
import { annotateRequest } from "./server-hooks";

export type ApiContext<P> = {
  req: Request;
  requestId: string;
  startedAt: number;
  params: P;
};

export type OrgApiContext<P> = ApiContext<P> & { org: OrgPrincipal };

type RouteArgs<P> = { params: Promise<P> };

function finish(res: Response, requestId: string): Response {
  if (!res.headers.has(REQUEST_ID_HEADER)) {
    try {
      res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (a fetched Response passed through): copy it.
      const headers = new Headers(res.headers);
      headers.set(REQUEST_ID_HEADER, requestId);
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
  }
  return res;
}

export function toDomainError(error: unknown, requestId: string): DomainError {
  if (isDomainError(error)) return error;
  console.error(`[${requestId}] unexpected error`, error);
  return new DomainError("internal_error", `Unexpected error. Retry with backoff; quote request id ${requestId} to support.`);
}

/** A public route: no key needed. */
export function apiRoute<P = Record<string, string>>(fn: (ctx: ApiContext<P>) => Promise<Response>) {
  return async (req: Request, args?: RouteArgs<P>): Promise<Response> => {
    const requestId = newRequestId();
    const startedAt = performance.now();
    annotateRequest({ requestId });
    try {
      const params = ((await args?.params) ?? {}) as P;
      return finish(await fn({ req, requestId, startedAt, params }), requestId);
    } catch (error) {
      return errorResponse(requestId, toDomainError(error, requestId));
    }
  };
}

/**
 * A route that needs the organisation key. Failed calls are recorded (status, duration) and never billed;
 * calls refused by the rate limit are not recorded (a flood of them would otherwise write a row each).
 */
export function orgKeyRoute<P = Record<string, string>>(
  usage: { product: Product; operation: string },
  fn: (ctx: OrgApiContext<P>) => Promise<Response>,
) {
  return async (req: Request, args?: RouteArgs<P>): Promise<Response> => {
    const requestId = newRequestId();
    const startedAt = performance.now();
    let org: OrgPrincipal | undefined;
    let refused = false;
    annotateRequest({ requestId, product: usage.product });
    try {
      org = await authenticateOrgKey(req);
      const verdict = takeApiRequest(org.organisationId, effectiveApiRateLimit(org.rateLimitPerMinute));
      if (!verdict.allowed) {
        refused = true;
        throw rateLimited(
          verdict.retryAfterSeconds,
          `Rate limit reached: this organisation may make ${verdict.limit} requests per minute to the API. Retry after ${describeWait(verdict.retryAfterSeconds)}.`,
        );
      }
      const params = ((await args?.params) ?? {}) as P;
      return finish(await fn({ req, requestId, startedAt, params, org }), requestId);
    } catch (error) {
      const apiError = toDomainError(error, requestId);
      if (org && !refused) {
        await recordUsage({
          organisationId: org.organisationId,
          product: usage.product,
          operation: usage.operation,
          status: httpStatus(apiError),
          durationMs: elapsedMs(startedAt),
          requestId,
        }).catch((e) => console.error(`[${requestId}] could not record usage`, e));
      }
      return errorResponse(requestId, apiError);
    }
  };
}

export function elapsedMs(startedAt: number): number {
  return Math.max(0, Math.round(performance.now() - startedAt));
}
