// A billed render for the API: the credits are reserved before Chromium works (an empty pool fails fast with
// 402, charging nothing), the render runs, and the reservation is settled (charged, its usage record written
// with the next batch) or, when anything failed, released. Reserving costs no database statement on most
// calls (lib/billing), which is what keeps the API close to the bare engine's rate.
import { reserveCredits, type CreditReservation } from "@/lib/billing";
import { billedUnits, CREDITS_PER_UNIT } from "./billing";
import { prepareDocument, renderPrepared, type RenderedDocument } from "./render-document";
import type { RenderRequest } from "./render-request";

export async function renderBilled(
  organisationId: string,
  request: RenderRequest,
  ctx: { requestId: string; durationMs: () => number },
): Promise<RenderedDocument & { billedUnits: number; credits: number }> {
  // The reservation and the template lookup/merge are independent: run them side by side. The reservation's
  // own failure (402) is handled below, never left unobserved while the merge runs.
  const reserving = reserveCredits(organisationId, CREDITS_PER_UNIT);
  reserving.catch(() => {});
  let reservation: CreditReservation | undefined;
  try {
    const prepared = await prepareDocument(organisationId, request);
    reservation = await reserving;
    const doc = await renderPrepared(organisationId, prepared);
    const units = billedUnits(doc.pages);
    const credits = units * CREDITS_PER_UNIT;
    await reservation.growTo(credits); // past 20 pages: 402 now if the pool cannot cover the rest
    reservation.settle({ product: "html2pdf", operation: "render", status: 200, units, durationMs: ctx.durationMs(), requestId: ctx.requestId });
    return { ...doc, billedUnits: units, credits };
  } catch (error) {
    (reservation ?? (await reserving.catch(() => undefined)))?.release();
    throw error;
  }
}
