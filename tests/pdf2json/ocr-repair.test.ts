// OCR confusions inside numbers are resolved by the token's shape (values/ocr-repair.ts).
import { describe, expect, it } from "vitest";
import { repairOcrToken } from "@/lib/pdf2json/values/ocr-repair";

describe("repairOcrToken", () => {
  it("reads letters inside a number as the digits they were printed as", () => {
    expect(repairOcrToken("2O24")).toBe("2024");
    expect(repairOcrToken("1O/12/2O23")).toBe("10/12/2023");
    expect(repairOcrToken("$1,2S0.00")).toBe("$1,250.00");
    expect(repairOcrToken("l0/03/2024")).toBe("10/03/2024");
    expect(repairOcrToken("4B,990.00")).toBe("48,990.00");
  });
  it("reads a legal form's colon as the full stop it was printed as (\"Pty:\" in \"Ironbark Builders Pty: Ltd\")", () => {
    expect(repairOcrToken("Pty:")).toBe("Pty.");
    expect(repairOcrToken("Ltd;")).toBe("Ltd.");
    for (const t of ["Name:", "Co:", "Purchaser:", "Pty"]) expect(repairOcrToken(t)).toBe(t);
  });
  it("leaves words, codes and ambiguous tokens as read", () => {
    for (const t of ["BOS123", "AK13946497", "Invoice", "B2B", "IO", "S1", "SOLD", "MD084785", "ABN", "2024", "S12345"]) expect(repairOcrToken(t)).toBe(t);
  });
});
