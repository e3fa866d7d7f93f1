// 500 from the spec's error table: an unexpected failure inside extraction becomes the error envelope
// with internal_error and a request id, is recorded as failed, and bills nothing.
import { describe, expect, it, vi } from "vitest";
import { creditBalance } from "@/lib/billing";
import { createTestOrg } from "../helpers";
import { fixturePdf, postPdf } from "./helpers";

vi.mock("@/lib/pdf2json/classify/classify", () => ({
  classify: () => {
    throw new TypeError("simulated defect");
  },
}));

describe("unexpected errors", () => {
  it("answer 500 internal_error with the request id, and bill nothing", async () => {
    const org = await createTestOrg({ credits: 100 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    const res = await postPdf(org.apiKey, pdf);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: "internal_error" });
    expect(body.message).toContain(body.request_id);
    expect(body.message).not.toContain("simulated defect");
    expect(await creditBalance(org.organisationId)).toBe(100);
  });
});
