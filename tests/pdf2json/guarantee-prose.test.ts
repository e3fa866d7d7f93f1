// A dealer guarantee stated in a sentence (window cards, letters) rather than as labelled fields.
import { describe, expect, it } from "vitest";
import { buildLayout } from "@/lib/pdf2json/layout/layout";
import { buildIndex, extractProfile } from "@/lib/pdf2json/assemble/extract-profile";
import { nswForm7DealerNotice } from "@/lib/pdf2json/profiles/nsw-form7-dealer-notice";
import type { TextItem } from "@/lib/pdf2json/read/read-pdf";

const item = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * 5, h: 10, page: 1 });
const guarantee = (lines: string[]) => {
  const layout = buildLayout({ items: [item("FORM 7 – DEALER'S NOTICE", 40, 40), ...lines.map((l, i) => item(l, 40, 100 + i * 12))], pages: 1, pageInfo: [{ page: 1, width: 595, height: 842 }] });
  return extractProfile(buildIndex(layout, nswForm7DealerNotice), nswForm7DealerNotice, 1, []).data.guarantee as Record<string, unknown>;
};

describe("a dealer guarantee stated in a sentence", () => {
  it("gives its period, distance, expiry date and odometer", () => {
    const g = guarantee([
      "This vehicle is covered by the statutory guarantee for three (3) months or 5,000 km,",
      "whichever occurs first. The guarantee expires on 14 June 2025 or when the odometer reads 125,489 km.",
    ]);
    expect(g).toMatchObject({ applies: true, periodMonths: 3, kilometres: 5000, expiryDate: "2025-06-14", expiryOdometer: 125489 });
  });

  it("is read from a label with its value in words on one line", () => {
    const layout = buildLayout({ items: [item("FORM 7 – DEALER'S NOTICE", 40, 40), item("Statutory guarantee", 40, 100), { ...item("3 months or 5,000 km, whichever occurs first", 200, 100) }], pages: 1, pageInfo: [{ page: 1, width: 595, height: 842 }] });
    const g = extractProfile(buildIndex(layout, nswForm7DealerNotice), nswForm7DealerNotice, 1, []).data.guarantee as Record<string, unknown>;
    expect(g).toMatchObject({ applies: true, periodMonths: 3, kilometres: 5000 });
  });

  it("takes no distance from the lines around it", () => {
    const g = guarantee(["Guarantee Period: 3 months", "Odo Reading: 147,072 km"]);
    expect(g).toMatchObject({ periodMonths: 3, kilometres: null });
  });

  it("says so when it does not apply, and states no period then", () => {
    const g = guarantee(["The dealer guarantee does not apply to this vehicle."]);
    expect(g).toMatchObject({ applies: false, periodMonths: null, kilometres: null });
  });

  it("is not read from a sentence about something else", () => {
    const g = guarantee(["Registration is valid for 12 months from the date of transfer."]);
    expect(g).toMatchObject({ applies: null, periodMonths: null });
  });
});
