import { elapsedMs, orgKeyRoute } from "@/lib/api/handler";
import { readRenderRequest } from "@/lib/html2pdf/render-request";
import { renderBilled } from "@/lib/html2pdf/render-billed";
import { pdfReply } from "@/lib/html2pdf/reply";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = orgKeyRoute({ product: "html2pdf", operation: "render" }, async ({ req, requestId, startedAt, org }) => {
  const request = await readRenderRequest(req);
  const doc = await renderBilled(org.organisationId, request, { requestId, durationMs: () => elapsedMs(startedAt) });
  return pdfReply({
    requestId,
    pdf: doc.pdf,
    pages: doc.pages,
    filename: doc.filename,
    durationMs: elapsedMs(startedAt),
    billedUnits: doc.billedUnits,
    credits: doc.credits,
    output: request.options.output ?? "pdf",
    extraMeta: doc.templateVersion !== undefined ? { template_version: doc.templateVersion } : undefined,
  });
});
