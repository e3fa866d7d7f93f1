// Route wrappers for the archive host: the foundation's apiRoute (request id, error envelope), plus outage
// mapping (database or storage down → 503 with Retry-After) and, for bearerRoute, the access token and a
// usage record per call (free: the archive is not billed in credits; the portal's usage page shows it).
import { recordUsage } from "@/lib/billing";
import { isDomainError } from "@/lib/errors";
import { httpStatus } from "@/lib/api/errors";
import { apiRoute, elapsedMs, type ApiContext } from "@/lib/api/handler";
import { authenticateArchiveToken, type ArchivePrincipal } from "./authenticate";
import { asUnavailable } from "./unavailable";

export function archiveRoute<P = Record<string, string>>(fn: (ctx: ApiContext<P>) => Promise<Response>) {
  return apiRoute<P>(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      throw asUnavailable(error);
    }
  });
}

export function bearerRoute<P = Record<string, string>>(
  operation: "ingest" | "list" | "download",
  fn: (ctx: ApiContext<P> & { principal: ArchivePrincipal }) => Promise<Response>,
) {
  return archiveRoute<P>(async (ctx) => {
    const principal = await authenticateArchiveToken(ctx.req);
    let status = 500;
    try {
      const res = await fn({ ...ctx, principal });
      status = res.status;
      return res;
    } catch (error) {
      const mapped = asUnavailable(error);
      status = isDomainError(mapped) ? httpStatus(mapped) : 500;
      throw mapped;
    } finally {
      // Not during an outage (the write would fail too); never let bookkeeping fail the call.
      if (status !== 503) {
        await recordUsage({ organisationId: principal.organisationId, product: "archive", operation, status, durationMs: elapsedMs(ctx.startedAt), requestId: ctx.requestId }).catch((e) =>
          console.error(`[${ctx.requestId}] could not record archive usage: ${(e as Error).message}`),
        );
      }
    }
  });
}
