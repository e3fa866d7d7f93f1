import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { recentRequests } from "@/lib/portal/recent-requests";
import { usageByProductPerDay, windowDays } from "@/lib/portal/usage-by-day";
import { usageTotals } from "@/lib/portal/usage-totals";
import { createTestOrg } from "../helpers";

const NOW = new Date("2026-03-15T12:00:00Z");

async function record(organisationId: string, at: string, product: string, extra: Partial<{ status: number; units: number; credits: number; operation: string }> = {}) {
  const db = await getDb();
  await db.usageRecord.create({
    data: {
      id: newId("use"),
      organisationId,
      product,
      operation: extra.operation ?? "render",
      status: extra.status ?? 200,
      units: extra.units ?? 1,
      credits: extra.credits ?? 1,
      durationMs: 120,
      requestId: newId("req"),
      createdAt: new Date(at),
    },
  });
}

describe("usage by product per day", () => {
  it("groups calls, units and credits per product and UTC day, inside the window, for one organisation only", async () => {
    const { organisationId } = await createTestOrg();
    const other = await createTestOrg();
    await record(organisationId, "2026-03-15T00:00:01Z", "html2pdf", { units: 2, credits: 2 });
    await record(organisationId, "2026-03-15T23:59:00Z", "html2pdf", { units: 1, credits: 1 });
    await record(organisationId, "2026-03-15T08:00:00Z", "html2pdf", { status: 400, units: 0, credits: 0 });
    await record(organisationId, "2026-03-14T23:59:59Z", "pdf2json", { units: 3, credits: 30 });
    await record(organisationId, "2026-02-14T00:00:00Z", "pdf2json", { units: 9, credits: 90 }); // day 1 of the 30-day window
    await record(organisationId, "2026-02-13T23:59:59Z", "pdf2json", { units: 50, credits: 500 }); // before the window
    await record(other.organisationId, "2026-03-15T10:00:00Z", "html2pdf", { units: 7, credits: 7 });

    const rows = await usageByProductPerDay(organisationId, { now: NOW });
    expect(rows).toEqual([
      { day: "2026-02-14", product: "pdf2json", calls: 1, units: 9, credits: 90 },
      { day: "2026-03-14", product: "pdf2json", calls: 1, units: 3, credits: 30 },
      { day: "2026-03-15", product: "html2pdf", calls: 3, units: 3, credits: 3 },
    ]);

    const totals = await usageTotals(organisationId, { now: NOW });
    expect(totals).toEqual({ calls: 5, failed: 1, units: 15, credits: 123 });
  });

  it("lists every day of the window, oldest first, ending today", () => {
    const days = windowDays({ now: NOW });
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-14");
    expect(days[29]).toBe("2026-03-15");
    expect(windowDays({ now: NOW, days: 7 })).toEqual([
      "2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15",
    ]);
  });
});

describe("recent requests", () => {
  it("returns the newest first, limited, with no payload fields, for one organisation only", async () => {
    const { organisationId } = await createTestOrg();
    const other = await createTestOrg();
    for (let i = 0; i < 5; i++) await record(organisationId, `2026-03-1${i}T10:00:00Z`, i % 2 ? "pdf2json" : "html2pdf", { operation: `op${i}` });
    await record(other.organisationId, "2026-03-20T10:00:00Z", "html2pdf");

    const rows = await recentRequests(organisationId, 3);
    expect(rows.map((r) => r.operation)).toEqual(["op4", "op3", "op2"]);
    expect(Object.keys(rows[0]).sort()).toEqual(["createdAt", "credits", "durationMs", "operation", "product", "requestId", "status", "units"]);
    expect(rows[0].requestId).toMatch(/^req_/);
  });
});
