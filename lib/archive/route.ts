// Route wrappers for the archive host: the foundation's apiRoute (request id, error envelope), plus outage
// mapping (database or storage down → 503 with Retry-After) and, for bearerRoute, the access token.
import { apiRoute, type ApiContext } from "@/lib/api/handler";
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

export function bearerRoute<P = Record<string, string>>(fn: (ctx: ApiContext<P> & { principal: ArchivePrincipal }) => Promise<Response>) {
  return archiveRoute<P>(async (ctx) => fn({ ...ctx, principal: await authenticateArchiveToken(ctx.req) }));
}
