// A billed render for the API: affordability first (an empty pool fails fast with 402, before Chromium
// works), then the render, then the charge. A failed render raises before the charge: nothing billed.
import { assertCanAfford, chargeSuccess } from "@/lib/api/billing";
import { billedUnits, CREDITS_PER_UNIT } from "./billing";
import { prepareDocument, renderPrepared, type RenderedDocument } from "./render-document";
import type { RenderRequest } from "./render-request";

export async function renderBilled(
  organisationId: string,
  request: RenderRequest,
  ctx: { requestId: string; durationMs: () => number },
): Promise<RenderedDocument & { billedUnits: number; credits: number }> {
  // The credit check and the template lookup/merge are independent: run them side by side.
  const [, prepared] = await Promise.all([assertCanAfford(organisationId, CREDITS_PER_UNIT), prepareDocument(organisationId, request)]);
  const doc = await renderPrepared(organisationId, prepared);
  const units = billedUnits(doc.pages);
  const credits = units * CREDITS_PER_UNIT;
  await chargeSuccess({
    organisationId,
    product: "html2pdf",
    operation: "render",
    status: 200,
    units,
    credits,
    durationMs: ctx.durationMs(),
    requestId: ctx.requestId,
  });
  return { ...doc, billedUnits: units, credits };
}
