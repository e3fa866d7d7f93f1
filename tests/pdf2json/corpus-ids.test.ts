// The corpus generator's identifiers carry real check digits: ABN (weights 10,1,3,...,19 after subtracting
// 1 from the first digit, sum mod 89 = 0), ACN (weights 8..1, check = (10 − sum mod 10) mod 10), IBAN (mod 97).
import { describe, expect, it } from "vitest";
import { abn, abnValid, acn, acnCheckDigit, acnValid, iban, ibanValid } from "@/eval/pdf2json/corpus/ids";
import { rng } from "@/eval/pdf2json/corpus/rng";

describe("corpus identifiers", () => {
  it("ABN: the ATO's published examples pass, one changed digit fails, generated ones pass and print as NN NNN NNN NNN", () => {
    expect(abnValid("51 824 753 556")).toBe(true);
    expect(abnValid("53 004 085 616")).toBe(true);
    expect(abnValid("51 824 753 557")).toBe(false);
    expect(abnValid("15 824 753 556")).toBe(false);
    const r = rng(7);
    for (let i = 0; i < 2000; i++) {
      const a = abn(r);
      expect(a).toMatch(/^\d{2} \d{3} \d{3} \d{3}$/);
      expect(abnValid(a), a).toBe(true);
      // every single-digit change breaks the checksum (mod 89 with these weights)
      const d = a.replace(/\s/g, "").split("");
      const k = i % 11;
      d[k] = String((Number(d[k]) + 1 + (i % 8)) % 10);
      if (d[0] !== "0") expect(abnValid(d.join(""))).toBe(false);
    }
  });

  it("ACN: ASIC's example passes, the check digit is computed from weights 8..1, generated ones pass", () => {
    expect(acnValid("004 085 616")).toBe(true);
    expect(acnValid("000 000 019")).toBe(true);
    expect(acnValid("004 085 617")).toBe(false);
    expect(acnCheckDigit("00408561")).toBe(6);
    const r = rng(11);
    for (let i = 0; i < 2000; i++) {
      const a = acn(r);
      expect(a).toMatch(/^\d{3} \d{3} \d{3}$/);
      expect(acnValid(a), a).toBe(true);
    }
  });

  it("IBAN: generated numbers pass mod 97 in every country used", () => {
    expect(ibanValid("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(ibanValid("DE89 3704 0044 0532 0130 01")).toBe(false);
    const r = rng(3);
    for (const c of ["DE", "AT", "FR", "BE", "NL", "ES", "IT", "GB", "IE", "CH", "LU"]) for (let i = 0; i < 50; i++) expect(ibanValid(iban(r, c)), c).toBe(true);
  });
});
