// OCR confusions inside numbers are resolved by the token's shape (values/ocr-repair.ts).
import { repairScannedAddress } from "@/lib/pdf2json/values/address";
import { describe, expect, it } from "vitest";
import { repairLegalForms, repairOcrToken } from "@/lib/pdf2json/values/ocr-repair";
import { joinSplitNumbers } from "@/lib/pdf2json/read/ocr";
import { parseValue } from "@/lib/pdf2json/values";

describe("repairOcrToken", () => {
  it("reads a backslash opening a lower-case word as the capital I a skewed scan leaned (\"\\llawarra\")", () => {
    expect(repairOcrToken("\\llawarra")).toBe("Illawarra");
    // nothing else opens with one; a lone mark and a path stay
    for (const t of ["\\", "\\A", "C:\\temp", "\\x"]) expect(repairOcrToken(t)).toBe(t);
  });

  it("reads a dollar sign after a code's first letters as the S it was (\"X$28300\"), never a dollar's own country's (\"A$28300\")", () => {
    expect(repairOcrToken("X$28300")).toBe("XS28300");
    expect(repairOcrToken("KT$4471")).toBe("KTS4471");
    for (const t of ["A$28300", "US$4500", "NZ$1200", "$28300", "X$12"]) expect(repairOcrToken(t)).toBe(t);
  });

  it("reads a date's separator read as a comma as the date's other one (\"01,02.2025\")", () => {
    expect(repairOcrToken("01,02.2025")).toBe("01.02.2025");
    expect(repairOcrToken("01.02,2025")).toBe("01.02.2025");
    // an amount's groups are no date's
    for (const t of ["1,234.2025", "12,500.00"]) expect(repairOcrToken(t)).toBe(t);
  });

  it("reads letters inside a number as the digits they were printed as", () => {
    expect(repairOcrToken("2O24")).toBe("2024");
    expect(repairOcrToken("1O/12/2O23")).toBe("10/12/2023");
    expect(repairOcrToken("$1,2S0.00")).toBe("$1,250.00");
    expect(repairOcrToken("l0/03/2024")).toBe("10/03/2024");
    expect(repairOcrToken("4B,990.00")).toBe("48,990.00");
    // …but a capital set apart by a hyphen before the digits is a code's prefix letter
    expect(repairOcrToken("B-2025-3244")).toBe("B-2025-3244");
  });
  it("reads a legal form's colon as the full stop it was printed as (\"Pty:\" in \"Ironbark Builders Pty: Ltd\")", () => {
    expect(repairOcrToken("Pty:")).toBe("Pty.");
    expect(repairOcrToken("Ltd;")).toBe("Ltd.");
    for (const t of ["Name:", "Co:", "Purchaser:", "Pty"]) expect(repairOcrToken(t)).toBe(t);
  });
  it("drops a speck read as a quote before a number or code (\"‘598993\")", () => {
    expect(repairOcrToken("‘598993")).toBe("598993");
    expect(repairOcrToken("'2024")).toBe("2024");
    expect(repairOcrToken("“$75,574")).toBe("$75,574");
    for (const t of ["O'Brien", "5'11"]) expect(repairOcrToken(t)).toBe(t);
  });
  it("drops a speck read as an opening quote before a word, or in the space between two (\"‘Nissan\", \"Transfer‘of\")", () => {
    expect(repairOcrToken("‘Nissan")).toBe("Nissan");
    expect(repairOcrToken("“Jack")).toBe("Jack");
    expect(repairOcrToken("‘Transfer‘of")).toBe("Transfer of");
    expect(repairOcrToken("'‘name")).toBe("name");
    // …or after a word's comma ("HIGHWAY,»"); a quote closing a word stays
    expect(repairOcrToken("HIGHWAY,»")).toBe("HIGHWAY,");
    expect(repairOcrToken("Pty.”")).toBe("Pty.");
    for (const t of ["Sunset”", "Smith's", "12,"]) expect(repairOcrToken(t)).toBe(t);
    // apostrophes stay: an s after one, a name's, a closing mark
    for (const t of ["Dealer‘s", "O‘Brien", "O’Brien", "’s", "Dealer's"]) expect(repairOcrToken(t)).toBe(t);
  });
  it("reads a code's last J read as a closing parenthesis (\"BUT33)\"), not an enumerator's or a bracket's", () => {
    expect(repairOcrToken("BUT33)")).toBe("BUT33J");
    expect(repairOcrToken("BUT33}")).toBe("BUT33J");
    for (const t of ["b)", "12)", "(02)", "iv)", "GST)", "(ABC12)"]) expect(repairOcrToken(t)).toBe(t);
  });
  it("leaves words, codes and ambiguous tokens as read", () => {
    for (const t of ["BOS123", "AK13946497", "Invoice", "B2B", "IO", "S1", "SOLD", "MD084785", "ABN", "2024", "S12345"]) expect(repairOcrToken(t)).toBe(t);
  });
});

describe("joinSplitNumbers", () => {
  const w = (text: string, x0: number, x1: number) => ({ text, x0, x1, y0: 0, y1: 20, conf: 90 });
  const texts = (words: ReturnType<typeof w>[]) => joinSplitNumbers(words, 20).map((x) => x.text);
  it("joins an amount cut at a narrow glyph, and after its group separator across a whole space", () => {
    expect(texts([w("28", 0, 20), w(".50", 24, 50)])).toEqual(["28.50"]);
    expect(texts([w("62,", 0, 30), w("600.00", 42, 100)])).toEqual(["62,600.00"]);
    // whole dollars in groups after a currency sign, as a print-out gives them ("$2, 700")
    expect(texts([w("$2,", 0, 30), w("700", 42, 80)])).toEqual(["$2,700"]);
  });
  it("keeps apart two amounts, and words that are no number", () => {
    expect(texts([w("600.00", 0, 60), w("12.50", 72, 120)])).toEqual(["600.00", "12.50"]);
    expect(texts([w("Total,", 0, 30), w("600.00", 42, 100)])).toEqual(["Total,", "600.00"]);
    expect(texts([w("2,", 0, 20), w("700", 32, 70)])).toEqual(["2,", "700"]); // a list, no currency
  });
  it("joins a code cut after its capitals at a slanted capital, a glyph's gap apart and doubted (\"IN\" \"V-40300\")", () => {
    const d = (text: string, x0: number, x1: number) => ({ ...w(text, x0, x1), conf: 65 });
    expect(texts([d("IN", 0, 23), d("V-40300", 25, 111)])).toEqual(["INV-40300"]);
    // a word space apart, read surely, or no code: as read
    expect(texts([d("IN", 0, 23), d("V-40300", 29, 111)])).toEqual(["IN", "V-40300"]);
    expect(texts([w("IN", 0, 23), w("V-40300", 25, 111)])).toEqual(["IN", "V-40300"]);
    expect(texts([d("PTY", 0, 30), d("LTD", 32, 60)])).toEqual(["PTY", "LTD"]);
  });
});

describe("repairLegalForms", () => {
  const fix = (line: string) => repairLegalForms(line.split(" ")).join(" ");
  it("restores a legal form one of whose two words was misread, the other vouching for it", () => {
    expect(fix("Hills District Prestige Pry, Ltd")).toBe("Hills District Prestige Pty. Ltd");
    expect(fix("Macarthur Cars Py Ltd")).toBe("Macarthur Cars Pty Ltd");
    expect(fix("Illawarra Mazda Pty, Lid.")).toBe("Illawarra Mazda Pty. Ltd.");
    expect(fix("Sutherland Vehicle Centre Pty Lithited")).toBe("Sutherland Vehicle Centre Pty Limited");
    expect(fix("HUNTER VALLEY PRY LTD")).toBe("HUNTER VALLEY PTY LTD");
  });
  it("leaves a pair both of whose words are doubtful, and words that only look alike, as read", () => {
    for (const line of ["Mazda Pry Lid", "Square Pay Ltd", "Party Ltd", "Pty Lots", "My Ltd", "Bay Pty Ltd"]) expect(fix(line)).toBe(line);
  });
});

describe("repairScannedAddress", () => {
  it("takes out what a recogniser adds to an address: a stop, colon or hyphen glued to the number, a colon between words, a street word's comma read as a stop, junk before the postcode, a speck before the number", () => {
    expect(repairScannedAddress("336.Pennant Hills Road, Penrith NSW 2750")).toBe("336 Pennant Hills Road, Penrith NSW 2750");
    expect(repairScannedAddress("339: MILITARY HWY, ALBURY NSW 2640")).toBe("339 MILITARY HWY, ALBURY NSW 2640");
    expect(repairScannedAddress("346-George Rd, Auburn NSW 2144")).toBe("346 George Rd, Auburn NSW 2144");
    expect(repairScannedAddress("159 PENNANT: HILLS HIGHWAY, TUGGERAH NSW 2259")).toBe("159 PENNANT HILLS HIGHWAY, TUGGERAH NSW 2259");
    expect(repairScannedAddress("64 Princes Drive. Brookvale NSW 2100")).toBe("64 Princes Drive, Brookvale NSW 2100");
    expect(repairScannedAddress("' 405 Church Road, Bathurst NSW_| 2795")).toBe("405 Church Road, Bathurst NSW 2795");
    // the next column's phone and a rule read as letters, run on after the postcode
    expect(repairScannedAddress("51 Military Drive, Gosford NSW 2250 10454451451 — SSSSSSSSS TS SSS TS")).toBe("51 Military Drive, Gosford NSW 2250");
  });

  it("leaves ranges, abbreviations, and anything not shaped as an address, as read", () => {
    for (const s of ["12-14 George St, Sydney NSW 2000", "8 St. Kilda Rd, Melbourne VIC 3004", "Note: see terms", "Jack Smith", "RC-3549", "Unit 2/170 Hume Hwy, Castle Hill NSW", "12 George St, Sydney NSW 2000 Australia", "Deliver to NSW 2000 0412 345 678"])
      expect(repairScannedAddress(s)).toBe(s);
  });
});

describe("a scanned value's words", () => {
  const scanned = { scanned: true };
  it("read an l or I misread as \"!\" in a name or a short string, never in running text", () => {
    expect(parseValue("name", "Chloe Pate!", scanned)?.value).toBe("Chloe Patel");
    expect(parseValue("name", "Danie! Zara Martin", scanned)?.value).toBe("Daniel Zara Martin");
    expect(parseValue("string", "Golf 110TS! Life", scanned)?.value).toBe("Golf 110TSI Life");
    expect(parseValue("text", "Drive safely! See you soon", scanned)?.value).toBe("Drive safely! See you soon");
    // a text layer's words are as printed
    expect(parseValue("name", "Chloe Pate!")?.value).toBe("Chloe Pate!");
  });
  it("end at the last word, without a speck read as a dash or a closing quote after it, or a rule read as a bar", () => {
    expect(parseValue("name", "Thomas Haddad -", scanned)?.value).toBe("Thomas Haddad");
    expect(parseValue("string", "Eclipse Black’", scanned)?.value).toBe("Eclipse Black");
    // …or a cell's rule read as a bar
    expect(parseValue("string", "41778876 |", scanned)?.value).toBe("41778876");
    // a hyphen inside a word, and a text layer's marks, stay
    expect(parseValue("string", "Re-registration", scanned)?.value).toBe("Re-registration");
    expect(parseValue("string", "Eclipse Black’")?.value).toBe("Eclipse Black’");
  });
  it("never make a plate of a word in lower case (\"period\" is no PER10D)", () => {
    expect(parseValue("plate", "period", scanned)).toBeNull();
    expect(parseValue("plate", "WNO8UX", scanned)?.value).toBe("WN08UX");
  });
});

