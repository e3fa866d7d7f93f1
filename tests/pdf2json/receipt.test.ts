// Till slips (assemble/receipt.ts): issuer, total and date read as a slip prints them, on slips of an
// invented shop, and the OCR repairs they rely on.
import { describe, expect, it } from "vitest";
import { buildLayout } from "@/lib/pdf2json/layout/layout";
import { buildIndex, extractProfile } from "@/lib/pdf2json/assemble/extract-profile";
import { isSlip, slipIssuer, slipTotal } from "@/lib/pdf2json/assemble/receipt";
import { getProfile } from "@/lib/pdf2json/profiles";
import { repairOcrToken } from "@/lib/pdf2json/values/ocr-repair";
import type { TextItem } from "@/lib/pdf2json/read/read-pdf";

/** A slip's lines, each "left | right" (a label and its amount at the column's right edge), 10 pt, 38 columns. */
function slip(lines: string[]) {
  const items: TextItem[] = [];
  lines.forEach((line, i) => {
    const [left, right] = line.split(" | ");
    const y = 40 + i * 13;
    if (left) items.push({ str: left, x: 20, y, w: left.length * 6, h: 10, page: 1 });
    if (right) items.push({ str: right, x: 248 - right.length * 6, y, w: right.length * 6, h: 10, page: 1 });
  });
  const layout = buildLayout({ items, pages: 1, pageInfo: [{ page: 1, width: 280, height: 60 + lines.length * 13 }] });
  const profile = getProfile("generic_document")!;
  return { layout, index: buildIndex(layout, profile), profile };
}

const SHOP = [
  "Thank you. Please come again.",
  "Goods sold are not returnable.",
  "--------------------------------------",
  "Kedai Runcit Maju Jaya",
  "(448120-K)",
  "12, Jalan Bunga Raya 3,",
  "53000 Kuala Lumpur",
  "GST Reg No : 001122334455",
  "Receipt No : 88231",
  "Date : 03/04/2018 14:22",
  "Milo 1kg | 21.90 SR",
  "Sugar 2kg | 5.80 SR",
  "Sub Total | 27.70",
  "Total GST | 1.57",
  "Total Incl. GST | 29.27",
  "Rounding | 0.03",
  "Total | 29.30",
  "Cash | 50.00",
  "Change | 20.70",
  "GST Summary | Amount Tax",
  "SR @ 6% | 26.11 1.57",
  "Total | 26.11 1.57",
];

describe("till slips", () => {
  it("knows a slip by its narrow column, and a page of text is none", () => {
    expect(isSlip(slip(SHOP).layout)).toBe(true);
    const wide = buildLayout({
      items: Array.from({ length: 12 }, (_, i) => ({ str: "A line of an ordinary letter that runs across the whole width of the page", x: 50, y: 60 + i * 14, w: 480, h: 10, page: 1 })),
      pages: 1,
      pageInfo: [{ page: 1, width: 595, height: 842 }],
    });
    expect(isSlip(wide)).toBe(false);
  });

  it("takes the name over the company number, past the previous sale's tail, never a tax-number line", () => {
    expect(slipIssuer(slip(SHOP).index)?.value).toBe("Kedai Runcit Maju Jaya");
  });

  it("takes the line with a company form, cut after the form and with SDN put right", () => {
    const { index } = slip(["Syarikat Perkakas Bintang SON. BHD. lise", "CO. REG. NO.: 946207-D", "Lot 5, Jalan Industri 2", "Total | 12.00", "a", "b", "c", "d"]);
    expect(slipIssuer(index)?.value).toBe("Syarikat Perkakas Bintang SDN. BHD.");
  });

  it("takes a European company form whole, to its last part (\"GMBH & CO. KG\", not cut after GMBH)", () => {
    const { index } = slip(["SCHÄFER METALLBAU GMBH & CO. KG", "Am Markt 175", "80331 München", "USt-ID DE330755172", "ZAHLUNGSBELEG", "Summe | 414,79 EUR", "a", "b"]);
    expect(slipIssuer(index)?.value).toBe("SCHÄFER METALLBAU GMBH & CO. KG");
  });

  it("takes a company form with its bracketed part whole (\"UG (HAFTUNGSBESCHRÄNKT)\", not cut after UG)", () => {
    const { index } = slip(["WEBER METALLBAU UG (HAFTUNGSBESCHRÄNKT)", "Am Markt 102", "80331 München", "USt-IdNr. DE641614356", "QUITTUNG", "Summe | 405,04 EUR", "a", "b"]);
    expect(slipIssuer(index)?.value).toBe("WEBER METALLBAU UG (HAFTUNGSBESCHRÄNKT)");
  });

  it("takes the rounded total over a subtotal, the tax lines and the tax summary's Total row", () => {
    expect(slipTotal(slip(SHOP).index)?.value).toBe(29.3);
  });

  it("reads a total whose label the recogniser misread, or whose decimal point it dropped", () => {
    expect(slipTotal(slip([...SHOP.slice(0, 12), "Tatal Sales (Inclusive of GST) | 27.70", "a", "b", "c"]).index)?.value).toBe(27.7);
    expect(slipTotal(slip([...SHOP.slice(0, 12), "Total: | 105 00", "a", "b", "c"]).index)?.value).toBe(105);
  });

  it("takes the amount cash tendered minus change implies when the total's digits were misread", () => {
    const lines = [...SHOP.slice(0, 10), "1 Item (Inclusive of GST) | 71.00", "TOTAL | 11,00", "Cash Received | 101.00", "Change | 30.00", "x", "y"];
    expect(slipTotal(slip(lines).index)?.value).toBe(71);
  });

  it("fills the generic shape: issuer, total and date", () => {
    const { index, profile } = slip(SHOP);
    const { data } = extractProfile(index, profile, 1, []);
    expect((data.issuer as Record<string, unknown>).name).toBe("Kedai Runcit Maju Jaya");
    expect((data.totals as Record<string, unknown>).total).toBe(29.3);
    expect((data.dates as Record<string, unknown>).issueDate).toBe("2018-04-03");
  });

  it("keeps the issuer's name its label gave on a narrow page, not the whole line with the label (\"Issued by | Kookaburra Joinery Pty Ltd\")", () => {
    const { index, profile } = slip(["Invoice", "Issued by | Kookaburra Joinery Pty Ltd", "102 Hunter Street", "Sydney NSW 2000", "ABN | 79 572 271 395", "Invoice No. | FA022402", "Dated | 18 October 2024", "Total | 1,210.00"]);
    const { data } = extractProfile(index, profile, 1, []);
    expect((data.issuer as Record<string, unknown>).name).toBe("Kookaburra Joinery Pty Ltd");
  });
});

describe("OCR repairs for slips", () => {
  it("puts back a date separator read as a colon, and leaves times and ranges alone", () => {
    expect(repairOcrToken("27:03/2018")).toBe("27/03/2018");
    expect(repairOcrToken("27/03:2018")).toBe("27/03/2018");
    for (const t of ["10:00-22", "18:06:40", "12:30"]) expect(repairOcrToken(t)).toBe(t);
  });
});
