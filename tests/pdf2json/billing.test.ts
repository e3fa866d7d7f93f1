// pdf2json bills as every product does (lib/billing): credits reserved from a per-process hold before the
// pages are read, settled on success, released on failure, and a process that dies after delivering an
// extraction still charges it once and gives its held credits back.
import { afterEach, describe, expect, it } from "vitest";
import { creditBalance } from "@/lib/billing";
import { abandonReservationsForTests, drainReservations, recoverDeadProcesses } from "@/lib/billing/reservations";
import { getDb } from "@/lib/db/client";
import { createTestOrg } from "../helpers";
import { fixturePdf, postPdf } from "./helpers";

const env = { ...process.env };
afterEach(async () => {
  await drainReservations();
  process.env = { ...env };
});

async function heldCredits(organisationId: string): Promise<number> {
  const db = await getDb();
  return (await db.creditHold.aggregate({ where: { organisationId }, _sum: { credits: true } }))._sum.credits ?? 0;
}

describe("pdf2json billing", () => {
  it("an extraction is served from a credit hold; a process that dies after delivering it charges it once and releases its hold at once", async () => {
    process.env.BILLING_FLUSH_MS = "600000"; // nothing is written by the timer: only the journal knows the call
    const { apiKey, organisationId } = await createTestOrg({ credits: 100_000 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    const res = await postPdf(apiKey, pdf);
    expect(res.status).toBe(200);
    const requestId = res.headers.get("x-request-id");
    expect(res.headers.get("x-credits")).toBe("10");
    expect(await heldCredits(organisationId)).toBeGreaterThan(0); // reserved through a hold, not charged directly

    abandonReservationsForTests(); // the process dies here; this one carries on as its successor
    const report = await recoverDeadProcesses();
    expect(report.usageWritten).toBeGreaterThanOrEqual(1);
    expect(await heldCredits(organisationId)).toBe(0);
    expect(await creditBalance(organisationId)).toBe(100_000 - 10);
    const db = await getDb();
    expect(await db.usageRecord.findMany({ where: { organisationId }, select: { requestId: true, product: true, credits: true } })).toEqual([
      { requestId, product: "pdf2json", credits: 10 },
    ]);
  });

  it("a document the pool cannot cover is refused with 402 and charges nothing (failed extractions: premium.test.ts)", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 5 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    const refused = await postPdf(apiKey, pdf);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: "insufficient_credits", credits_needed: 10, credits_balance: 5 });
    expect(await creditBalance(organisationId)).toBe(5);
  });
});
