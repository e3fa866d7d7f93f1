// A stamp or watermark set aslant over the page ("COPY", "PAID") is no part of the lines it crosses.
import { describe, expect, it } from "vitest";
import { extractPdf } from "@/lib/pdf2json/extract-pdf";
import { buildPdf, FONT, pageObject } from "./hostile-pdfs";

const lines = (rows: string[]) => rows.map((l, i) => `BT /F1 11 Tf 72 ${700 - i * 16} Td (${l}) Tj ET`).join("\n");

function invoice(stamp: string): Buffer {
  const text = [
    lines(["Harbour Supplies Pty Ltd", "TAX INVOICE", "Invoice number: INV-1001", "Invoice date: 12/03/2024", "Account Name: Harbour Supplies Pty Ltd", "Total: $110.00"]),
    // large, light, turned 35 degrees across the lines above
    stamp ? `BT /F1 90 Tf 0.8192 0.5736 -0.5736 0.8192 120 560 Tm (${stamp}) Tj ET` : "",
  ].join("\n");
  return buildPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", pageObject("4 0 R"), { dict: "", stream: Buffer.from(text) }, FONT]);
}

describe("a watermark set aslant", () => {
  it("is not read into the page's lines, whose values read as without it", async () => {
    let layout = "";
    const r = await extractPdf({ pdf: invoice("COPY"), documentType: "generic_document", schema: null, engine: "standard", longForm: false }, { trace: (stage, out) => void (stage === "layout" && (layout = String(out))) });
    expect(layout).not.toContain("COPY");
    expect(layout).toContain("Invoice number: INV-1001");
    const plain = await extractPdf({ pdf: invoice(""), documentType: "generic_document", schema: null, engine: "standard", longForm: false });
    expect(r.data).toEqual(plain.data);
  });
});
