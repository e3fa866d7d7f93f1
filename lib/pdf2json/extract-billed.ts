// A billed extraction for the API, billed as every product is (lib/billing): the credits are reserved once
// the page count is known and before any page is read (an empty pool fails fast with 402, charging
// nothing), and the reservation is settled when the extraction succeeded or released when anything failed.
import { reserveCredits, type CreditReservation } from "@/lib/billing";
import { extractPdf } from "./extract-pdf";
import type { ExtractRequest } from "./intake";

export async function extractBilled(
  organisationId: string,
  input: ExtractRequest,
  ctx: { requestId: string; durationMs: () => number },
): Promise<Awaited<ReturnType<typeof extractPdf>>> {
  let reservation: CreditReservation | undefined;
  try {
    const result = await extractPdf(input, {
      organisationId,
      beforeWork: async ({ credits }) => {
        reservation = await reserveCredits(organisationId, credits);
      },
    });
    reservation?.settle({
      product: "pdf2json",
      operation: input.engine === "premium" ? "extract_premium" : "extract",
      status: 200,
      units: result.meta.billed_units,
      durationMs: ctx.durationMs(),
      requestId: ctx.requestId,
    });
    return result;
  } catch (error) {
    reservation?.release();
    throw error;
  }
}
