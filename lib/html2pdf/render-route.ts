// POST /v1/html2pdf, the handler itself: served by the Next route (app/v1/html2pdf/route.ts) and, on the
// production server, ahead of Next by the hot route table (lib/server/hot-routes.ts): one handler, so both answer alike.
import { elapsedMs, orgKeyRoute } from "@/lib/api/handler";
import { readRenderRequest } from "./render-request";
import { renderBilled } from "./render-billed";
import { pdfReply } from "./reply";

export const renderRoute = orgKeyRoute({ product: "html2pdf", operation: "render" }, async ({ req, requestId, startedAt, org }) => {
  const request = await readRenderRequest(req);
  const doc = await renderBilled(org.organisationId, request, { requestId, durationMs: () => elapsedMs(startedAt) });
  return pdfReply({
    ...doc,
    requestId,
    durationMs: elapsedMs(startedAt),
    output: request.options.output ?? "pdf",
    extraMeta: doc.templateVersion !== undefined ? { template_version: doc.templateVersion } : undefined,
  });
});
