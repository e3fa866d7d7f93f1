// Typed values (lib/pdf2json/values): every printed format each type accepts, the look-alikes it must
// refuse (a candidate that fails its type is not taken), the ambiguity rules with and without the
// document's context, and a 20,000-string run that checks results (no timing assertions).
import { describe, expect, it } from "vitest";
import {
  detectCurrency,
  detectDateOrder,
  detectNumberFormat,
  findValue,
  parseCheckboxes,
  parseValue,
  type ParseContext,
  type ValueType,
} from "@/lib/pdf2json/values";

const value = (type: ValueType, text: string, ctx?: ParseContext) => parseValue(type, text, ctx)?.value ?? null;

type Row = [string, unknown] | [string, unknown, ParseContext];
const table = (type: ValueType, rows: Row[]) =>
  it.each(rows.map(([text, expected, ctx]) => ({ text, expected, ctx })))(`${type}: %j`, ({ text, expected, ctx }) => {
    expect(value(type, text, ctx)).toEqual(expected);
  });

describe("money", () => {
  table("money", [
    ["45,990.00", 45990],
    ["$45,990", 45990],
    ["AUD 45,990", 45990],
    ["A$45,990.00", 45990],
    ["AU$ 1,200.50", 1200.5],
    ["US$ 99.95", 99.95],
    ["RM 15.90", 15.9],
    ["RM15.90", 15.9],
    ["45.990,00 €", 45990],
    ["€ 45.990,00", 45990],
    ["45.990,00€", 45990],
    ["1 234,56 €", 1234.56],
    ["1\u202f234,56 €", 1234.56],
    ["1\u00a0234,56 €", 1234.56],
    ["1'234.50", 1234.5],
    ["CHF 1\u2019234.50", 1234.5],
    ["EUR 1.234,56", 1234.56],
    ["1.234.567,89", 1234567.89],
    ["1,234,567", 1234567],
    ["-1,234.00", -1234],
    ["\u22121,234.00", -1234],
    ["-$45.00", -45],
    ["$-45.00", -45],
    ["(1,234.00)", -1234],
    ["($1,234.00)", -1234],
    ["1,234.00 CR", -1234],
    ["1,234.00 DR", 1234],
    ["1,234.00-", -1234],
    ["45990", 45990],
    ["$ 45 990.00", 45990],
    ["Fr. 12.50", 12.5],
    ["12.50 Fr.", 12.5],
    ["12,50", 12.5],
    ["45,99", 45.99],
    ["0.50", 0.5],
    ["-0.00", 0],
    ["£12", 12],
    ["₹ 4,500", 4500],
    ["¥1,200", 1200],
    ["1.234,56 kr", 1234.56],
    ["45 euros", 45],
    ["$45,990.00 incl. GST", 45990],
    ["45,990.00 inc GST", 45990],
    ["45,990.00 (incl. GST)", 45990],
    ["1,234.56 AUD ex GST", 1234.56],
    ["99.00 excl. VAT", 99],
    ["120,00 € TTC", 120],
    ["100,00 € HT", 100],
    [": $1,500.00", 1500],
    ["$10.005", 10.01, { numberFormat: "point" }],
    ["$10.0049", 10],
    ["€ 3,14159", 3.14],
    // refused: not an amount
    ["10%", null],
    ["12.5 %", null],
    ["14/03/2025", null],
    ["14.03.2025", null],
    ["2025-03-14", null],
    ["0412 345 678", null],
    ["(02) 9876 5432", null],
    ["+61 2 9876 5432", null],
    ["1300 123 456", null],
    ["045990", null],
    ["45,990 approx", null],
    ["INV-001", null],
    ["ABC", null],
    ["$", null],
    ["USD", null],
    ["", null],
    ["1,23,4", null],
    ["(1,234.00", null],
  ]);

  it("reads a lone 1,234 / 1.234 with the document's number format, else as thousands with lower confidence", () => {
    expect(parseValue("money", "1,234")).toMatchObject({ value: 1234, confidence: 0.75 });
    expect(parseValue("money", "1.234")).toMatchObject({ value: 1234, confidence: 0.75 });
    expect(parseValue("money", "$45,990")?.confidence).toBeLessThan(0.9);
    expect(value("money", "1,234", { numberFormat: "point" })).toBe(1234);
    expect(value("money", "1.234", { numberFormat: "comma" })).toBe(1234);
    expect(value("money", "1.234", { numberFormat: "point" })).toBe(1.23);
    expect(value("money", "1,234", { numberFormat: "comma" })).toBe(1.23);
    expect(parseValue("money", "1,234", { numberFormat: "point" })?.confidence).toBe(0.9);
    // two decimals are decimals in either convention; against the document's format the confidence drops
    expect(parseValue("money", "12,50", { numberFormat: "point" })).toMatchObject({ value: 12.5, confidence: 0.7 });
    expect(parseValue("money", "12,50", { numberFormat: "comma" })).toMatchObject({ value: 12.5, confidence: 0.9 });
    // a leading zero cannot be a thousands group
    expect(value("money", "0,125")).toBe(0.13);
  });

  it("returns the amount as printed in `text`, without the tax note", () => {
    expect(parseValue("money", ": $45,990.00 incl. GST")).toEqual({ value: 45990, confidence: 0.9, text: "$45,990.00" });
    expect(parseValue("money", "1\u202f234,56 €")?.text).toBe("1\u202f234,56 €");
  });
});

describe("number and integer", () => {
  table("number", [
    ["45,210 km", 45210],
    ["45210km", 45210],
    ["45.210 km", 45210, { numberFormat: "comma" }],
    ["45.210 km", 45.21, { numberFormat: "point" }],
    ["45,210 km", 45.21, { numberFormat: "comma" }],
    ["12 months", 12],
    ["5 000 kms", 5000],
    ["2.5L", 2.5],
    ["150kW", 150],
    ["3.5", 3.5],
    ["-12", -12],
    ["10%", 10],
    ["$45", null],
    ["45 AUD", null],
    ["14/03/2025", null],
    ["0412345678", null],
    ["2021 Toyota", null],
    ["abc", null],
  ]);
  table("integer", [
    ["45,210 km", 45210],
    ["12 months", 12],
    ["12.6", 13],
    ["5 000 kms", 5000],
    ["4 doors", 4],
    ["$12", null],
    // counts written out, as contracts print periods
    ["Three (3) months", 3],
    ["twelve months", 12],
    ["Three (4) months", null], // the word and the numeral disagree: neither is taken
    ["Many months", null],
    // a whole number has no three decimals: the separator groups thousands, whatever the document's format
    ["16.265 km", 16265, { numberFormat: "point" }],
    ["37.785", 37785, { numberFormat: "point" }],
    ["45,210 km", 45210, { numberFormat: "comma" }],
    ["0.125", 0],
  ]);

  it("reads a scan's three-decimal amount as thousands (a small comma read as a full stop), and only on a scan", () => {
    const scan = { numberFormat: "point" as const, scanned: true };
    expect(parseValue("money", "AUD 1.210", scan)).toMatchObject({ value: 1210, confidence: 0.7 });
    expect(findValue("money", "Accessories AUD 1.680", scan)?.value).toBe(1680);
    expect(findValue("integer", "Odometer 37.785 km", { numberFormat: "point" })?.value).toBe(37785);
    expect(value("money", "1.210", { numberFormat: "point" })).toBe(1.21); // a text layer is read as printed
    expect(value("money", "1.21", scan)).toBe(1.21);
    expect(value("money", "0.125", scan)).toBe(0.13);
    expect(value("money", "1234.567", scan)).toBe(1234.57);
  });
});

describe("year", () => {
  table("year", [
    ["2021", 2021],
    ["1950", 1950],
    ["2100", 2100],
    ["MY21", 2021],
    ["MY2021", 2021],
    ["my 99", 1999],
    ["2021/22", 2021],
    ["2021-22", 2021],
    ["2021/2022", 2021],
    ["1949", null],
    ["2101", null],
    ["14/03/2025", null],
    ["14 March 2025", null],
    ["2021-03", null],
    ["2021/23", null],
    ["21", null],
  ]);

  it("finds a year in text but not the year of a date", () => {
    expect(findValue("year", "Toyota Camry 2021 Ascent, registered 14/03/2025")).toMatchObject({ value: 2021, text: "2021" });
    expect(findValue("year", "Registered 14 March 2025")).toBeNull();
    expect(findValue("year", "Build date 03/2019, MY20")).toMatchObject({ value: 2020 });
  });
});

describe("date", () => {
  table("date", [
    ["14/03/2025", "2025-03-14"],
    ["14-03-2025", "2025-03-14"],
    ["14.03.2025", "2025-03-14"],
    ["14.3.25", "2025-03-14"],
    ["2025-03-14", "2025-03-14"],
    ["2025/03/14", "2025-03-14"],
    ["2025-3-4", "2025-03-04"],
    ["14 Mar 2025", "2025-03-14"],
    ["14-Mar-2025", "2025-03-14"],
    ["14 March 2025", "2025-03-14"],
    ["14th March 2025", "2025-03-14"],
    ["1st Jan 2025", "2025-01-01"],
    ["22nd Feb 2025", "2025-02-22"],
    ["3rd Sept 2025", "2025-09-03"],
    ["March 14, 2025", "2025-03-14"],
    ["Mar 14 2025", "2025-03-14"],
    ["March 14th, 2025", "2025-03-14"],
    ["Friday, 14 March 2025", "2025-03-14"],
    ["Fri 14 Mar 2025", "2025-03-14"],
    ["Friday, March 14, 2025", "2025-03-14"],
    ["14 Mar 25", "2025-03-14"],
    // German
    ["14. März 2025", "2025-03-14"],
    ["14 Mrz 2025", "2025-03-14"],
    ["14. Dezember 2025", "2025-12-14"],
    ["1 Dez. 2025", "2025-12-01"],
    ["1. Mai 2025", "2025-05-01"],
    ["3. Okt. 2025", "2025-10-03"],
    ["14 Jänner 2025", "2025-01-14"],
    // French
    ["14 mars 2025", "2025-03-14"],
    ["1er mars 2025", "2025-03-01"],
    ["3 févr. 2025", "2025-02-03"],
    ["15 août 2025", "2025-08-15"],
    ["25 décembre 2025", "2025-12-25"],
    ["2 juil. 2025", "2025-07-02"],
    ["vendredi 14 mars 2025", "2025-03-14"],
    // Dutch
    ["14 maart 2025", "2025-03-14"],
    ["14 mei 2025", "2025-05-14"],
    ["14 okt 2025", "2025-10-14"],
    ["1 januari 2025", "2025-01-01"],
    // Spanish
    ["14 de marzo de 2025", "2025-03-14"],
    ["3 ene 2025", "2025-01-03"],
    ["14 abr 2025", "2025-04-14"],
    ["14 ago 2025", "2025-08-14"],
    ["24 dic 2025", "2025-12-24"],
    ["1 de enero del 2025", "2025-01-01"],
    // Italian
    ["14 marzo 2025", "2025-03-14"],
    ["14 giugno 2025", "2025-06-14"],
    ["14 luglio 2025", "2025-07-14"],
    ["1 dic. 2025", "2025-12-01"],
    ["5 gen 2025", "2025-01-05"],
    // time after the date
    ["14/03/2025 10:32", "2025-03-14"],
    ["14/03/2025 10:32:15", "2025-03-14"],
    ["14/03/2025 at 10:32 am", "2025-03-14"],
    ["2025-03-14T10:32:00Z", "2025-03-14"],
    ["14 Mar 2025, 10:32 AEST", "2025-03-14"],
    // two-digit years: up to 20 years ahead of today, else the century before (a birth date "03/06/65")
    ["1/1/30", "2030-01-01"],
    ["03/06/65", "1965-06-03"],
    ["1/1/69", "1969-01-01"],
    ["1/1/70", "1970-01-01"],
    ["31/12/99", "1999-12-31"],
    ["29/02/2024", "2024-02-29"],
    // refused
    ["31/02/2025", null],
    ["29/02/2023", null],
    ["32/01/2025", null],
    ["14/13/2025", null],
    ["2025", null],
    ["45990", null],
    ["1,234.56", null],
    ["14 March", null],
    ["March 2025", null],
    ["14/03/2025 hello", null],
    ["1.2.3", null],
  ]);

  it("reads slash dates day first unless the document is month first or the second part is > 12", () => {
    expect(parseValue("date", "03/04/2025")).toMatchObject({ value: "2025-04-03", confidence: 0.75 });
    expect(parseValue("date", "03/04/2025", { dateOrder: "dmy" })).toMatchObject({ value: "2025-04-03", confidence: 0.9 });
    expect(parseValue("date", "03/04/2025", { dateOrder: "mdy" })).toMatchObject({ value: "2025-03-04", confidence: 0.9 });
    expect(value("date", "12/25/2025")).toBe("2025-12-25");
    expect(value("date", "25/12/2025", { dateOrder: "mdy" })).toBe("2025-12-25");
    expect(parseValue("date", "05/05/2025")?.confidence).toBe(0.9);
  });

  it("lowers the confidence when the printed weekday does not match", () => {
    expect(parseValue("date", "Thursday, 14 March 2025")).toMatchObject({ value: "2025-03-14", confidence: 0.7 });
  });

  it("finds the first date inside text", () => {
    expect(findValue("date", "Invoice date 14 Mar 2025 Due 28 Mar 2025")).toMatchObject({ value: "2025-03-14", text: "14 Mar 2025" });
    expect(findValue("date", "Due: 28/03/2025 (issued 2025-03-14)")).toMatchObject({ value: "2025-03-28" });
    expect(findValue("date", "Rechnungsdatum: 14. März 2025, Kunde 12345")).toMatchObject({ value: "2025-03-14" });
    expect(findValue("date", "Total 1,234.56 paid")).toBeNull();
  });
});

describe("boolean", () => {
  table("boolean", [
    // two options, one its negation: the ticked one's sense ("■ … applies □ No …"); two positive options say nothing
    ["■ Dealer guarantee applies □ No dealer guarantee", true],
    ["☐ Guarantee applies ☒ Guarantee does not apply", false],
    ["[ ] Covered [X] Not covered", false],
    ["☒ New ☐ Used", null],
    ["Yes", true],
    ["yes.", true],
    ["Y", true],
    ["no", false],
    ["N", false],
    ["true", true],
    ["False", false],
    ["ticked", true],
    ["unticked", false],
    ["applies", true],
    ["does not apply", false],
    ["ja", true],
    ["nein", false],
    ["oui", true],
    ["non", false],
    ["nee", false],
    ["sí", true],
    ["si", true],
    ["sì", true],
    ["☒", true],
    ["✓", true],
    ["✔", true],
    ["[x]", true],
    ["[X]", true],
    ["(x)", true],
    ["■", true],
    ["☐", false],
    ["□", false],
    ["[ ]", false],
    ["( )", false],
    ["☒ Yes ☐ No", true],
    ["☐ Yes ☒ No", false],
    ["[ ] Yes [X] No", false],
    ["Yes ☒ No ☐", true],
    ["☒ Applies", true],
    ["☐ Applies", false],
    ["Yes - see attached", true],
    ["☐ Yes ☐ No", null],
    // read from scans: a box's brackets mixed up or merged with its mark; one half of a pair lost
    ["[ ] Yes | (X] No", false],
    ["{X) Yes [ ] No", true],
    ["K] No", false],
    ["☐ Yes", false],
    ["maybe", null],
    ["No. 12345", null],
    ["N/A", null],
  ]);
});

describe("checkboxes", () => {
  it.each([
    ["☒ Used ☐ New ☐ Demo", [{ label: "Used", checked: true }, { label: "New", checked: false }, { label: "Demo", checked: false }]],
    ["[X] Used [ ] New", [{ label: "Used", checked: true }, { label: "New", checked: false }]],
    ["[x]Used[ ]New", [{ label: "Used", checked: true }, { label: "New", checked: false }]],
    ["(x) Yes ( ) No", [{ label: "Yes", checked: true }, { label: "No", checked: false }]],
    ["✓ Used", [{ label: "Used", checked: true }]],
    ["■ Yes □ No", [{ label: "Yes", checked: true }, { label: "No", checked: false }]],
    ["X New", [{ label: "New", checked: true }]],
    ["Condition: ☒ Used ☐ New", [{ label: "Used", checked: true }, { label: "New", checked: false }]],
    ["Yes ☒ No ☐", [{ label: "Yes", checked: true }, { label: "No", checked: false }]],
    ["☑ Private ☐ Business use", [{ label: "Private", checked: true }, { label: "Business use", checked: false }]],
  ])("%j", (text, expected) => {
    expect(parseCheckboxes(text)).toEqual(expected);
  });

  it.each(["no boxes here", "Model X Sport", "Price (incl. GST)", "", "Unit 4K] of", "See note (a]"])("no boxes: %j", (text) => {
    expect(parseCheckboxes(text)).toBeNull();
  });
});

describe("registrationKind (new, transfer, re-registration, renewal)", () => {
  table("registrationKind", [
    ["Transfer of registration", "Transfer of registration"],
    ["Re-registration", "Re-registration"],
    ["NEW REGISTRATION", "NEW REGISTRATION"],
    ["Plate", null],
    ["Number plate", null],
    ["Registration", null],
    // a label's last leader dot before the value (". RE-REGISTRATION" after "APPLICATION TYPE:" on a scan)
    [". RE-REGISTRATION", "RE-REGISTRATION"],
  ]);
});

describe("condition (new, used or demonstrator)", () => {
  table("condition", [
    ["Used", "Used"],
    ["NEW", "NEW"],
    [": Ex-Demo", "Ex-Demo"],
    ["Near new", "Near new"],
    ["Gebraucht", "Gebraucht"],
    ["Occasion", "Occasion"],
    ["Usato", "Usato"],
    // the paragraph under "Other Conditions" is not a condition
    ["Dealer to supply second key and service books prior to delivery.", null],
    ["Subject to finance approval within 7 days.", null],
    ["Status", null],
    ["", null],
  ]);

  it("is found inside longer text", () => {
    expect(findValue("condition", "Vehicle: Mazda CX-5, used, 12 000 km")?.value).toBe("used");
    expect(findValue("condition", "Sold as ex demo with warranty")?.value).toBe("ex demo");
    expect(findValue("condition", "Delivery within 7 days")).toBeNull();
  });
});

describe("string (a plain code or word)", () => {
  // a recogniser reads a code's S as "$": a plain string field holds no amount
  table("string", [
    ["$21408", "S21408"],
    ["S21408", "S21408"],
    ["$1,250.00", "$1,250.00"],
    ["$12", "$12"],
    // a C read as "€" before a code's digits
    ["€044238", "C044238"],
    ["€1,250.00", "€1,250.00"],
    // …and an E read as "£" ("£2115" for register entry E2115)
    ["£2115", "E2115"],
    ["£1,250.00", "£1,250.00"],
    // …or read twice, as itself and as the symbol ("S$41708", "C€823851")
    ["S$41708", "S41708"],
    ["C€823851", "C823851"],
    ["S$1,250.00", "S$1,250.00"],
    // a numbered clause of the terms is prose, not a field's value; a numbered item is a value
    ["6. Cooling-off. Where the Purchaser obtains finance arranged by the", null],
    ["5. Price variation. Where the price of a new vehicle is", null],
    ["1. Ford Ranger", "1. Ford Ranger"],
  ]);

  it("reads a scanned number with a space after its thousands comma as one number; a text layer's is none", () => {
    expect(parseValue("integer", "113, 007", { scanned: true })?.value).toBe(113007);
    expect(parseValue("money", "$ 2, 500.00", { scanned: true })?.value).toBe(2500);
    expect(parseValue("integer", "12, 5", { scanned: true })).toBeNull();
    expect(parseValue("integer", "113, 007")).toBeNull();
  });

  it("reads a scanned figure with a speck read as a stop after it; a text layer's stays unread", () => {
    expect(parseValue("money", "56,299.00.", { scanned: true })?.value).toBe(56299);
    expect(parseValue("year", "2023.", { scanned: true })?.value).toBe(2023);
    expect(parseValue("integer", "27;", { scanned: true })?.value).toBe(27);
    expect(parseValue("money", "$3,348.18 AUD.", { scanned: true })?.value).toBe(3348.18);
    expect(parseValue("money", "$3,348.18 AUD.")).toBeNull();
    expect(parseValue("money", "56,299.00.")).toBeNull();
  });

  it("reads a scanned amount whose decimal mark was read as a colon (\"$2,190:00\"); a time and a text layer's stay unread", () => {
    expect(parseValue("money", "$2,190:00 AUD", { scanned: true })?.value).toBe(2190);
    expect(parseValue("money", "1.250:50 €", { scanned: true, numberFormat: "comma" })?.value).toBe(1250.5);
    expect(parseValue("money", "730:00", { scanned: true })?.value).toBe(730);
    expect(parseValue("money", "12:30", { scanned: true })).toBeNull();
    expect(parseValue("money", "$2,190:00 AUD")).toBeNull();
  });

  it("reads a scanned amount whose decimal mark was read as a dash after a thousands group (\"1,500 -00\"); a range and a text layer's stay unread", () => {
    expect(parseValue("money", "1,500 -00", { scanned: true })?.value).toBe(1500);
    expect(parseValue("money", "1,500-25", { scanned: true })?.value).toBe(1500.25);
    expect(parseValue("money", "1.500 -50", { scanned: true, numberFormat: "comma" })?.value).toBe(1500.5);
    expect(parseValue("money", "500 -20", { scanned: true })).toBeNull();
    expect(parseValue("money", "1,500 -00")).toBeNull();
  });

  it("reads a scanned amount whose decimal point was read as the thousands mark, as the page writes its amounts", () => {
    expect(parseValue("money", "$51,300,08 AUD", { scanned: true, numberFormat: "point" })?.value).toBe(51300.08);
    expect(parseValue("money", "51.300.08 €", { scanned: true, numberFormat: "comma" })?.value).toBe(51300.08);
    expect(parseValue("money", "$51,300,08 AUD", { numberFormat: "point" })).toBeNull();
  });

  it("reads a scanned phone number with a speck before it and an O or l among its digits", () => {
    const scanned = { scanned: true };
    expect(parseValue("phone", '"o2 9612 0279', scanned)).toMatchObject({ value: "02 9612 0279", text: "o2 9612 0279" });
    expect(parseValue("phone", "O2 96l2 0279", scanned)?.value).toBe("02 9612 0279");
    expect(findValue("phone", "Ph O2 9612 0279 Fax", scanned)?.value).toBe("02 9612 0279");
    // two confusions in one group, a word, and a text layer are left alone
    expect(parseValue("phone", "O2 9612 OOl9", scanned)).toBeNull();
    expect(parseValue("phone", "Total 2024", scanned)).toBeNull();
    expect(parseValue("phone", "O2 9612 0279")).toBeNull();
  });

  it("undoes a recogniser's l for I and ] for l on a scan, where no word is spelt that way", () => {
    const scanned = { scanned: true };
    expect(parseValue("name", "lronbark Logistics Pty. Ltd.", scanned)?.value).toBe("Ironbark Logistics Pty. Ltd.");
    expect(parseValue("name", "lvy Lee", scanned)?.value).toBe("Ivy Lee");
    expect(parseValue("string", "Silver Pear]", scanned)?.value).toBe("Silver Pearl");
    // words an initial l can start, a bracket pair, and text not read from a scan are left alone
    expect(parseValue("name", "Lena lane", scanned)?.value).toBe("Lena lane");
    expect(parseValue("string", "Option [a]", scanned)?.value).toBe("Option [a]");
    expect(parseValue("name", "lronbark Logistics Pty. Ltd.")?.value).toBe("lronbark Logistics Pty. Ltd.");
  });
});

describe("name (a person's or organisation's)", () => {
  table("name", [
    ["Fatima Fitzgerald", "Fatima Fitzgerald"],
    [": Apex Transport Pty. Ltd.", "Apex Transport Pty. Ltd."],
    ["JACK WILLIAM WALKER", "JACK WILLIAM WALKER"],
    ["7-Eleven Stores Pty Ltd", "7-Eleven Stores Pty Ltd"],
    ["99 Bikes", "99 Bikes"],
    ["24 Hour Fitness", "24 Hour Fitness"],
    // a page's print stamp, a date or a time of day in it, is no name
    ["Print date 1/8/2025 17:50", null],
    ["Printed 2025-08-01", null],
    ["Page 1 of 1", null],
    // a numbered caption and its number is no name
    ["Form No. 478474", null],
    ["Invoice # 1234", null],
    // a street line whose street word a scan misread is an address, not a name
    ["82 Collins Sueet", null],
    ["5 Ocean Rood", null],
    // beside "Signed on", under "Applicant": not names
    ["10-Mar-2024", null],
    // the tail of a wrapped name, and a code
    ["Ltd.", null],
    ["Pty Limited", null],
    ["RC-3549", null],
    ["No.", null], // a wrapped label's tail
    // running text after "The Dealer" in a paragraph of terms: no capital, no name
    ["collects", null],
    ["overleaf", null],
    ["de Vries", "de Vries"],
    ["iSelect Pty Ltd", "iSelect Pty Ltd"],
    // specks a scan reads around a value
    [".Mia Anderson", "Mia Anderson"],
    // a name ends with its legal form: a speck or the next column's phone after it is not the name…
    ["Macarthur Cars Pty Ltd Tt", "Macarthur Cars Pty Ltd"],
    ["Westside Automotive Pty Ltd Pp 02 8520 5883", "Westside Automotive Pty Ltd"],
    // …but words after it are (a trust), and so is what it registers under
    ["Smith Holdings Pty Ltd ATF The Smith Family Trust", "Smith Holdings Pty Ltd ATF The Smith Family Trust"],
    ["Acme Ltd (ACN 123 456 789)", "Acme Ltd (ACN 123 456 789)"],
    ["'t Hoen", "'t Hoen"],
    ["Ltd. Co", "Ltd. Co"],
    ["27 Dec 2025", null],
    ["$ 2 500.00", null],
    ["(02) 6769 5055", null],
    // an address beside a name label in a grid is not the name
    ["318 Railway Rd, Moorebank NSW 2170", null],
    ["Unit 2/170 Hume Hwy, Castle Hill NSW 2154", null],
    ["12 Hauptstraße", null],
    // an address's town line, wrapped under a name label's row
    ["West NSW 2302", null],
    ["Castle Hill VIC 3150", null],
    ["info@example.com", null],
    ["I declare that the information given in this application is true and correct.", null],
    ["", null],
  ]);
});

describe("vin", () => {
  it("reads a scanned VIN's manufacturer code with its one look-alike glyph undone when only that makes it a known one (\"J1M\" Toyota's JTM)", () => {
    const scanned = { scanned: true };
    expect(parseValue("vin", "JIMSWCC42JG124878", scanned)?.value).toBe("JTMSWCC42JG124878");
    expect(findValue("vin", "VIN/Chassis: J1M5WCC42JG124878", scanned)?.value).toBe("JTM5WCC42JG124878");
    // a fax's 6 read as S (Ford Australia's 6FP)
    expect(parseValue("vin", "SFPB1FT1XR7898264", scanned)?.value).toBe("6FPB1FT1XR7898264");
    // a known code stays; a text layer prints what the VIN says; a code no single look-alike makes known stays
    expect(parseValue("vin", "JTM5WCC42JG124878", scanned)?.value).toBe("JTM5WCC42JG124878");
    expect(parseValue("vin", "J1M5WCC42JG124878")?.value).toBe("J1M5WCC42JG124878");
    expect(parseValue("vin", "XQ75WCC42JG124878", scanned)?.value).toBe("X075WCC42JG124878");
  });

  table("vin", [
    ["6T1BF3FK5CX012345", "6T1BF3FK5CX012345"],
    ["6t1bf3fk5cx012345", "6T1BF3FK5CX012345"],
    ["6T1 BF3FK5 CX012345", "6T1BF3FK5CX012345"],
    ["6T1-BF3FK5-CX012345", "6T1BF3FK5CX012345"],
    ["6 T 1 B F 3 F K 5 C X 0 1 2 3 4 5", "6T1BF3FK5CX012345"],
    ["1M8GDM9AXKP042788", "1M8GDM9AXKP042788"],
    ["1HGCM82633A004352", "1HGCM82633A004352"],
    ["WVWZZZ1JZ3W386752", "WVWZZZ1JZ3W386752"],
    // OCR confusions: O/Q → 0, I → 1
    ["1M8GDM9AXKPO42788", "1M8GDM9AXKP042788"],
    ["6T1BF3FK5CXQ12345", "6T1BF3FK5CX012345"],
    ["6TIBF3FK5CX012345", "6T1BF3FK5CX012345"],
    // a recogniser's doubled glyph: both readings of one character, the digit kept
    ["JMZJTZBMS5GA063194", "JMZJTZBM5GA063194"],
    ["WVI1JE2FF7HJ740689", "WV1JE2FF7HJ740689"],
    ["KMH3CC9MO0HD517567", "KMH3CC9M0HD517567"],
    // refused
    ["JMZJTZBMS5GA0631B8", null], // two such pairs: which was doubled is unknown
    ["6T1BF3FK5CX01234", null],
    ["6T1BF3FK5CX0123456", null],
    ["12345678901234567", null],
    ["ABCDEFGHJKLMNPRST", null],
    ["6T1BF3FK5CX01234$", null],
  ]);

  it("raises the confidence on a passing North-American check digit, lowers it after OCR corrections, never rejects on it", () => {
    expect(parseValue("vin", "1M8GDM9AXKP042788")?.confidence).toBe(1);
    expect(parseValue("vin", "6T1BF3FK5CX012345")?.confidence).toBe(0.9); // made outside North America: no check digit
    expect(parseValue("vin", "1M8GDM9A1KP042788")).toMatchObject({ value: "1M8GDM9A1KP042788", confidence: 0.8 }); // failing check digit
    expect(parseValue("vin", "1M8GDM9AXKPO42788")?.confidence).toBeLessThan(0.9);
    expect(parseValue("vin", "6TIBF3FK5CX012345")?.confidence).toBe(0.7);
  });

  it("reads look-alike letters in the last four characters as the digits they resemble (always digits there)", () => {
    expect(parseValue("vin", "6T1BF3FK5CX01Z3S5")).toMatchObject({ value: "6T1BF3FK5CX012355", confidence: 0.7 });
    expect(parseValue("vin", "WVWZZZ1JZ3W38GB5Z")).toMatchObject({ value: "WVWZZZ1JZ3W386852" });
    expect(parseValue("vin", "WVWZZZ1JZ3W38GBSZ")).toBeNull(); // no digit there to show a serial: no VIN
    expect(parseValue("vin", "REGISTRATIONPLATE")).toBeNull();
    expect(parseValue("vin", "REG1STRAT10NPLATE")).toBeNull(); // a VIN ends in four digits
    expect(parseValue("vin", "JMOSS8Z)XMP884823")).toMatchObject({ value: "JM0SS8ZJXMP884823", confidence: 0.7 }); // a J read as ")"
    expect(parseValue("vin", "JMBC}3839EL114256")).toMatchObject({ value: "JMBCJ3839EL114256", confidence: 0.7 }); // …or as "}" or "]"
    expect(parseValue("vin", "JMBC]3839EL114256")?.value).toBe("JMBCJ3839EL114256");
    expect(parseValue("vin", "WVWZZZ1JZSW386752")?.value).toBe("WVWZZZ1JZSW386752"); // a letter before the serial stays a letter
  });

  it("reads a plate or licence printed one character per box, two boxes' characters sometimes run together", () => {
    expect(value("plate", "U A W 5 1 A")).toBe("UAW51A");
    expect(value("plate", "U A W5 1 A")).toBe("UAW51A");
    expect(value("licence", "8 7 9 5 67 8 5")).toBe("87956785");
    // (groups of two throughout are a plate printed in pairs, not boxes)
    expect(value("plate", "AB 12 CD")).toBeNull();
  });

  it("finds a VIN in text, including one character per box", () => {
    expect(findValue("vin", "VIN 6 T 1 B F 3 F K 5 C X 0 1 2 3 4 5 Engine 2GR")).toMatchObject({
      value: "6T1BF3FK5CX012345",
      text: "6 T 1 B F 3 F K 5 C X 0 1 2 3 4 5",
    });
    expect(findValue("vin", "VIN: 6T1BF3FK5CX012345, Engine No 2GR1234")).toMatchObject({ value: "6T1BF3FK5CX012345" });
    expect(findValue("vin", "no vehicle here")).toBeNull();
    expect(findValue("vin", "VIN No.: JMZJTZBMS5GA063194 Engine Number")).toMatchObject({ value: "JMZJTZBM5GA063194", confidence: 0.7 });
  });
});

describe("abn, acn, bsb", () => {
  table("abn", [
    ["51 824 753 556", "51 824 753 556"],
    ["51824753556", "51 824 753 556"],
    ["51.824.753.556", "51 824 753 556"],
    ["51-824-753-556", "51 824 753 556"],
    ["53 004 085 616", "53 004 085 616"],
    ["51 824 753 557", null],
    ["51 824 753 55", null],
    ["ABN 51 824 753 556", null],
    ["51 824 753 556 7", null],
  ]);
  table("acn", [
    ["004 085 616", "004 085 616"],
    ["000 000 019", "000 000 019"],
    ["000250000", "000 250 000"],
    ["005 499 981", "005 499 981"],
    ["004 085 617", null],
    ["04 085 616", null],
  ]);
  table("bsb", [
    ["062-000", "062-000"],
    ["062 000", "062-000"],
    ["062000", "062-000"],
    ["06200", null],
    ["062-0001", null],
    ["06-2000", null],
  ]);

  it("gives checksummed identifiers full confidence and finds them in text", () => {
    expect(parseValue("abn", "51 824 753 556")?.confidence).toBe(1);
    expect(parseValue("acn", "004 085 616")?.confidence).toBe(1);
    expect(findValue("abn", "ABC Motors Pty Ltd ABN 51 824 753 556 ACN 004 085 616")?.value).toBe("51 824 753 556");
    expect(findValue("acn", "ABC Motors Pty Ltd ABN 51 824 753 556 ACN 004 085 616")?.value).toBe("004 085 616");
    expect(findValue("bsb", "BSB 062-000 Account 1234 5678")?.value).toBe("062-000");
  });
});

describe("plate and licence", () => {
  it("takes a personalised plate of up to eight characters", () => {
    expect(value("plate", "TRADIE99")).toBe("TRADIE99");
  });
  table("plate", [
    ["ABC123", "ABC123"],
    ["ABC 123", "ABC 123"],
    ["ABC-123", "ABC-123"],
    ["abc123", "ABC123"],
    ["A B C 1 2 3", "ABC123"],
    ["ABC12D", "ABC12D"],
    ["1ABC234", "1ABC234"],
    ["AB12CD", "AB12CD"],
    ["XYZ99", "XYZ99"],
    ["HOTROD", null],
    ["4WD", null],
    ["2WD", null],
    ["V8", null],
    ["MY21", null],
    ["2021", null],
    ["1ST", null],
    ["ABCDEFGH1", null],
    ["A", null],
    ["N/A", null],
  ]);
  table("licence", [
    // on a scan, a known prefix with the number's first 0, 1, 5 or 8 read as a letter; on a text layer as printed
    ["DLO30083", "DL030083", { scanned: true }],
    ["MDI23456", "MD123456", { scanned: true }],
    ["MDOS6161", "MD056161", { scanned: true }],
    ["MDOS6161", "MDOS6161"],
    ["DLO30083", "DLO30083"],
    ["ABO1234", "ABO1234", { scanned: true }],
    // …or the prefix's first letter read as a digit ("0L310113" for DL310113), where one letter makes a known prefix
    ["0L310113", "DL310113", { scanned: true }],
    ["0L310113", null],
    ["8L123456", null, { scanned: true }],
    // a number sign or "No." left of the licence is its label's, cut apart from it
    ["# MD099544", "MD099544"],
    ["#MD099544", "MD099544"],
    ["No. MD099544", "MD099544"],
    ["# NSW 2000", null],
    ["12345678", "12345678"],
    ["123456789", "123456789"],
    ["MD12345", "MD12345"],
    ["LMCT 1234", "LMCT 1234"],
    ["LMCT12345", "LMCT12345"],
    ["DL 12345", "DL 12345"],
    ["A1234567", "A1234567"],
    ["1 2 3 4 5 6 7 8", "12345678"],
    ["ABC", null],
    ["123", null],
    ["0412 345 678", null],
    ["1234567890123", null],
    ["LMCT", null],
  ]);

  it("undoes one letter/digit confusion of a scanned plate that then fits a common layout, and only then", () => {
    const scanned = { scanned: true };
    expect(parseValue("plate", "WNO8UX", scanned)?.value).toBe("WN08UX");
    expect(parseValue("plate", "FDS9DE", scanned)?.value).toBe("FD59DE");
    expect(findValue("plate", "Rego No. FDS9DE", scanned)?.value).toBe("FD59DE");
    // a text layer prints what the plate says (a personalised "WNO8UX" stays), and a plate that fits stays
    expect(parseValue("plate", "WNO8UX")?.value).toBe("WNO8UX");
    expect(parseValue("plate", "WN08UX", scanned)?.value).toBe("WN08UX");
    expect(parseValue("plate", "TRADIE99", scanned)?.value).toBe("TRADIE99");
    // a personalised plate is not made a standard one by a new run of digits ("2OOM82")
    expect(parseValue("plate", "ZOOM82", scanned)?.value).toBe("ZOOM82");
  });

  it("reads a scanned plate past a speck before it and with its closing J read as a bracket (\".BX63A)\")", () => {
    const scanned = { scanned: true };
    expect(parseValue("plate", ".BX63A)", scanned)?.value).toBe("BX63AJ");
    expect(parseValue("plate", "BX63A]", scanned)?.value).toBe("BX63AJ");
    expect(parseValue("plate", "'ABC123", scanned)?.value).toBe("ABC123");
    // a text layer's marks are printed ones; a bracket after a word is no J
    expect(parseValue("plate", ".BX63A)")).toBeNull();
    expect(parseValue("plate", "(ABC123)", scanned)).toBeNull();
  });

  it("reads a scanned plate's zeros read as O's back when that fits a common layout (\"SFYOOL\")", () => {
    const scanned = { scanned: true };
    expect(parseValue("plate", "SFYOOL", scanned)?.value).toBe("SFY00L");
    expect(parseValue("plate", "BOO123", scanned)?.value).toBe("BOO123"); // has its digits: as read
    // letters only and no layout fits: no plate; a text layer's letters are what it prints
    expect(parseValue("plate", "ZOOM", scanned)).toBeNull();
    expect(parseValue("plate", "SFYOOL")).toBeNull();
  });

  it("reads a scanned plate's digits read as other letters back (\"WNOBUX\" for WN08UX), never a word's letters", () => {
    const scanned = { scanned: true };
    expect(parseValue("plate", "WNOBUX", scanned)?.value).toBe("WN08UX");
    for (const word of ["SILVER", "SELLER", "GLOSSY", "YELLOW", "HOLDEN", "GOLDEN"]) expect(parseValue("plate", word, scanned), word).toBeNull();
  });

  it("finds plates and licences in text", () => {
    expect(findValue("plate", "Rego ABC123 expires 14/03/2025")?.value).toBe("ABC123");
    expect(findValue("plate", "Registration No. A B C 1 2 3")?.value).toBe("ABC123");
    expect(findValue("licence", "Dealer LMCT 12345 ABN 51 824 753 556")?.value).toBe("LMCT 12345");
  });
});

describe("email and phone", () => {
  table("email", [
    ["john.smith@example.com.au", "john.smith@example.com.au"],
    ["sales+cars@dealer.co.nz", "sales+cars@dealer.co.nz"],
    ["mailto:info@example.com", "info@example.com"],
    ["<info@example.com>", "info@example.com"],
    ['accounts@northernbeachescarsales.com.au"', "accounts@northernbeachescarsales.com.au"],
    ["john.smith @ example.com", "john.smith@example.com"],
    ["john@example", null],
    ["@example.com", null],
    ["john smith", null],
    ["john..smith@example.com", null],
  ]);
  table("phone", [
    ["02 9876 5432", "02 9876 5432"],
    ["(02) 9876 5432", "(02) 9876 5432"],
    ["+61 2 9876 5432", "+61 2 9876 5432"],
    ["+61 (0)2 9876 5432", "+61 (0)2 9876 5432"],
    ["0412 345 678", "0412 345 678"],
    ["0412345678", "0412345678"],
    ["1300 123 456", "1300 123 456"],
    ["1800 123 456", "1800 123 456"],
    ["13 14 50", "13 14 50"],
    ["+49 30 1234567", "+49 30 1234567"],
    ["+33 1 23 45 67 89", "+33 1 23 45 67 89"],
    ["0031 20 123 4567", "0031 20 123 4567"],
    ["01.23.45.67.89", "01.23.45.67.89"],
    ["02 9876 5432 ext. 12", "02 9876 5432 ext. 12"],
    ["9876 5432", "9876 5432"],
    // refused
    ["14/03/2025", null],
    ["14.03.2025", null],
    ["2025-03-14", null],
    ["$45.00", null],
    ["45,990.00", null],
    ["4599.00", null],
    ["412 345 678", null],
    ["12345", null],
    ["123456", null],
    ["2021-2022", null],
    ["+1 234", null],
    ["1234567890123456", null],
    ["call me", null],
  ]);

  it("reads a full stop a recogniser lost from an address on a scan as the space it left, one a side of the @", () => {
    const scanned = (s: string) => parseValue("email", s, { scanned: true })?.value ?? null;
    expect(scanned("WILLIAM TAYLOR@MAIL.EXAMPLE. ORG")).toBe("WILLIAM.TAYLOR@MAIL.EXAMPLE.ORG");
    expect(scanned("SALES@CENTRALCOASTHYUNDAI . COM AU")).toBe("SALES@CENTRALCOASTHYUNDAI.COM.AU");
    // more than one lost stop a side is no address; a text layer's spaces were printed
    expect(scanned("Jane Mary Doe@example.com")).toBeNull();
    // a doubtful word or a name before the address is no part of it
    expect(scanned("eens WILLIAM.BROWN@MAIL.EXAMPLE.ORG")).toBeNull();
    expect(scanned("Ravencole MOHAMMED.MARTIN@EXAMPLE.NET")).toBeNull();
    expect(parseValue("email", "WILLIAM TAYLOR@MAIL.EXAMPLE.ORG")).toBeNull();
  });

  it("finds emails and phones in text", () => {
    expect(findValue("email", "Contact: jo@dealer.com.au.")).toMatchObject({ value: "jo@dealer.com.au", text: "jo@dealer.com.au" });
    expect(findValue("phone", "Ph: (02) 9876 5432 Fax (02) 9876 5433")?.value).toBe("(02) 9876 5432");
    expect(findValue("phone", "Mob 0412 345 678 14/03/2025")?.value).toBe("0412 345 678");
    expect(findValue("phone", "Total $45,990.00 on 14/03/2025")).toBeNull();
  });
});

describe("iban and VAT ids", () => {
  table("iban", [
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["de89370400440532013000", "DE89370400440532013000"],
    ["GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432"],
    ["FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"],
    ["NL91 ABNA 0417 1643 00", "NL91ABNA0417164300"],
    ["CH93 0076 2011 6238 5295 7", "CH9300762011623852957"],
    ["BE68 5390 0754 7034", "BE68539007547034"],
    ["DE89 3704 0044 0532 0130 01", null],
    ["DE89 3704 0044 0532 0130", null],
    ["GB82WEST1234569876543", null],
    ["12345678901234567", null],
    // a scan's confusions, kept only where the check digits then hold
    ["DEO2 3820 8079 2684 1590 66", "DE02382080792684159066"],
    ["DE89 37O4 OO44 0532 0130 00", "DE89370400440532013000"],
    ["DEO2 3820 8079 2684 1590 67", null],
    // the account format says what stands in each place: a capital ("WE5T", "A8NA"), a digit ("041/" for 0417)
    ["GB82 WE5T 1234 5698 7654 32", "GB82WEST12345698765432"],
    ["NL91 A8NA 0417 1643 00", "NL91ABNA0417164300"],
    ["NL91 ABNA 041/ 1643 00", "NL91ABNA0417164300"],
    ["GB82 WE5T 1234 5698 7654 33", null],
    // a country code a letter off: the one country of that length whose check digits then hold
    ["DI89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["DI89 3704 0044 0532 0130 01", null],
  ]);
  table("vatId", [
    ["DE136695976", "DE136695976"],
    ["DE 136 695 976", "DE136695976"],
    ["ATU13585627", "ATU13585627"],
    ["BE0403019261", "BE0403019261"],
    ["BE 0403.019.261", "BE0403019261"],
    ["FR40303265045", "FR40303265045"],
    ["FR 40 303 265 045", "FR40303265045"],
    ["FRXX303265045", "FRXX303265045"],
    ["IT00743110157", "IT00743110157"],
    ["NL004495445B01", "NL004495445B01"],
    ["ESX1234567L", "ESX1234567L"],
    ["ESB12345678", "ESB12345678"],
    ["CHE-123.456.788 MWST", "CHE123456788MWST"],
    ["DE12345678", null],
    ["IT1234567890", null],
    ["NL004495445", null],
    ["XX123456789", null],
    ["DE123", null],
    // a scan's letter for a digit in the number
    ["NLOO4495445B01", "NL004495445B01"],
    ["DE I36 695 976", "DE136695976"],
  ]);

  it("gives passing checksums full confidence and failing national checks low confidence", () => {
    expect(parseValue("iban", "DE89 3704 0044 0532 0130 00")?.confidence).toBe(1);
    expect(parseValue("vatId", "DE136695976")?.confidence).toBe(1);
    expect(parseValue("vatId", "DE136695977")?.confidence).toBe(0.6);
    expect(parseValue("vatId", "ESX1234567L")?.confidence).toBe(0.9);
    // a repair the check digits confirm is surer than one only the shape asked for
    expect(parseValue("vatId", "DEI36695976")?.confidence).toBe(0.8);
    expect(parseValue("vatId", "DEI36695977")?.confidence).toBe(0.6);
    expect(parseValue("iban", "DI89 3704 0044 0532 0130 00")?.confidence).toBe(0.7);
  });

  it("reads an IBAN with one character too many as the one shorter reading its check digits vouch for", () => {
    // "61" read as "651"
    expect(parseValue("iban", "NL83 ABNA 0457 5708 651")).toMatchObject({ value: "NL83ABNA0457570861", confidence: 0.7 });
    expect(parseValue("iban", "DE89 3704 0044 05322 0130 00")).toMatchObject({ value: "DE89370400440532013000", confidence: 0.7 });
    // …and where two removals pass (one in 97 each), neither is taken
    expect(parseValue("iban", "DE89 3704 0044 0532 0130 007")).toBeNull();
    // two characters too many, or no single removal that passes: no IBAN
    expect(parseValue("iban", "NL83 ABNA 0457 5708 6551")).toBeNull();
    expect(parseValue("iban", "NL84 ABNA 0457 5708 651")).toBeNull();
  });

  it("finds an IBAN in text without the words after it", () => {
    expect(findValue("iban", "IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX")).toMatchObject({
      value: "DE89370400440532013000",
      text: "DE89 3704 0044 0532 0130 00",
    });
    expect(findValue("vatId", "USt-IdNr.: DE 136 695 976, Amtsgericht")?.value).toBe("DE136695976");
  });
});

describe("ref", () => {
  table("ref", [
    ["INV/2023/03/0008", "INV/2023/03/0008"],
    // a bill's number printed in groups of digits
    ["810 141 003", "810 141 003"],
    ["810 141 003 55", null],
    ["#BLR_1234", "#BLR_1234"],
    ["RE-20140519/499", "RE-20140519/499"],
    ["N° 2025-0012", "2025-0012"],
    ["Nº2025-0012", "2025-0012"],
    ["No. 4711", "4711"],
    ["Nr. 2025.001", "2025.001"],
    ["# 1234", "#1234"],
    ["PO-77812.", "PO-77812"],
    // a speck read as a stop or quote glued before it
    [".F2025/565", "F2025/565"],
    ["'INV-123", "INV-123"],
    [".50", null],
    ["12345", "12345"],
    ["Invoice", null],
    ["AB 123", null],
    ["14/03/2025", null],
    ["45.00", null],
    ["1,234.00", null],
    ["jo@x.com", null],
    ["A".repeat(38) + "123", null],
  ]);

  it("finds the first reference token in text", () => {
    expect(findValue("ref", "Invoice No. INV-001 dated 14/03/2025")?.value).toBe("INV-001");
    expect(findValue("ref", "Facture N° 2025-0012 du 14 mars 2025")?.value).toBe("2025-0012");
    expect(findValue("ref", "Mob 0412 345 678 Ref ABC-99")?.value).toBe("ABC-99");
  });
});

describe("currency", () => {
  table("currency", [
    ["AUD", "AUD"],
    ["eur", "EUR"],
    ["€", "EUR"],
    ["£", "GBP"],
    ["A$", "AUD"],
    ["US$", "USD"],
    ["Swiss francs", "CHF"],
    ["euros", "EUR"],
    ["$", null],
    ["XYZ", null],
    ["dollars", null],
  ]);

  it.each([
    ["Total AUD 45,990 ($)", "AUD"],
    ["Price € 45.990,00", "EUR"],
    ["45.990,00 €", "EUR"],
    ["£1,200.00", "GBP"],
    ["¥1,200", "JPY"],
    ["₹ 4,500", "INR"],
    ["CHF 1'234.50", "CHF"],
    ["Fr. 12.50", "CHF"],
    ["Amount payable in euros", "EUR"],
    ["Paid in Australian dollars", "AUD"],
    ["US dollars 100", "USD"],
    ["USD 10, USD 20 and € 5", "USD"],
    ["$45,990", null],
    ["45 dollars", null],
    ["Fr. Smith visited on Friday", null],
    ["Plate: GBP71V", null], // a plate, not pounds
    ["€xtras: $1 030.00", null], // a scan's E read as €, glued to its word: no euro
    ["AUD45,990", "AUD"],
    ["nothing here", null],
  ])("detectCurrency(%j) = %j", (text, expected) => {
    expect(detectCurrency(text)).toBe(expected);
  });
});

describe("string and text", () => {
  table("string", [
    [": John Smith", "John Smith"],
    ["  ABC   Motors  Pty Ltd ", "ABC Motors Pty Ltd"],
    ["– Smith", "Smith"],
    ["TBA", "TBA"],
    ["Toyota", "Toyota"],
    ["—", null],
    ["-", null],
    ["N/A", null],
    ["n/a", null],
    ["n.a.", null],
    ["nil", null],
    ["None", null],
    ["____", null],
    ["...", null],
    ["A", null],
    ["- -", null],
    ["", null],
  ]);
  it("keeps line breaks in text", () => {
    expect(value("text", "12 Smith St\n  Sydney   NSW 2000")).toBe("12 Smith St\nSydney NSW 2000");
  });
  it("reads a scan's word that is a long make but for letters a recogniser confuses as that make (\"Voikswagen\")", () => {
    const scan = { scanned: true };
    expect(parseValue("string", "Voikswagen", scan)?.value).toBe("Volkswagen");
    expect(parseValue("string", "MITSUBlSHI", scan)?.value).toBe("MITSUBISHI");
    expect(parseValue("string", "Hyundal i30", scan)?.value).toBe("Hyundai i30");
    // a word no one confusion makes a make, a text layer's words, and short makes stay as read
    for (const t of ["Account Holder", "Subarv", "Hoiden Street"]) expect(parseValue("string", t, scan)?.value).toBe(t === "Hoiden Street" ? "Holden Street" : t);
    expect(parseValue("string", "Voikswagen")?.value).toBe("Voikswagen");
    expect(parseValue("string", "Kla", scan)?.value).toBe("Kla");
  });
});

describe("document-level detection", () => {
  it("detects the number format from the amounts of a document", () => {
    expect(detectNumberFormat(["Summe 1.234,56 €", "MwSt 12,50"])).toBe("comma");
    expect(detectNumberFormat(["12,50"])).toBe("comma");
    expect(detectNumberFormat(["Total $1,234.56", "GST 112.23"])).toBe("point");
    expect(detectNumberFormat(["1 234,56 €"])).toBe("comma");
    expect(detectNumberFormat(["1'234.50"])).toBe("point");
    expect(detectNumberFormat(["1,234"])).toBeNull();
    expect(detectNumberFormat(["no amounts", "14/03/2025"])).toBeNull();
    expect(detectNumberFormat([])).toBeNull();
  });

  it("detects the date order from slash dates", () => {
    expect(detectDateOrder(["Date 14/03/2025", "Due 01/04/2025"])).toBe("dmy");
    expect(detectDateOrder(["Date 03/14/2025"])).toBe("mdy");
    expect(detectDateOrder(["03/04/2025", "05/06/2025"])).toBeNull();
    expect(detectDateOrder(["no dates"])).toBeNull();
    // no date decides it: a United States document is month first
    expect(detectDateOrder(["Raleigh, NC 27601", "Issue Date 09/02/2024"])).toBe("mdy");
    expect(detectDateOrder(["Sub-total: USD 1,846.94", "09/02/2024"])).toBe("mdy");
    expect(detectDateOrder(["Gosford NSW 2250", "09/02/2024"])).toBeNull();
  });
});

describe("findValue", () => {
  it.each<[ValueType, string, unknown]>([
    ["money", "Qty 2 Unit $45.00 Total $90.00", 45],
    ["money", "Total (incl. GST) $45,990.00 Deposit $1,000.00", 45990],
    ["money", "Balance owing: 1.234,56 € bis 14.03.2025", 1234.56],
    ["money", "Tel 02 9876 5432", null],
    ["money", "GST 10% applies", null],
    ["money", "Invoice INV-2023-001 dated 14/03/2025", null],
    ["number", "Registered 14 Mar 2025, odometer 45,210 km", 45210],
    ["number", "Odometer reading 45210 km", 45210],
    ["number", "Price $45,990 odometer 12,000 km", 12000],
    ["integer", "Warranty: 12 months", 12],
    ["boolean", "Registered: Yes", true],
    ["boolean", "Trade-in: ☐ Yes ☒ No", false],
    ["currency", "Total $45 AUD", "AUD"],
    ["string", ": John Smith", "John Smith"],
  ])("%s in %j", (type, text, expected) => {
    expect(findValue(type, text)?.value ?? null).toEqual(expected);
  });

  it("picks the right value of each type out of one long line", () => {
    const line =
      "Invoice INV-001 dated 14 March 2025 for ABC Motors Pty Ltd ABN 51 824 753 556, 12 Smith St Sydney NSW 2000, " +
      "Ph (02) 9876 5432, VIN 6T1BF3FK5CX012345 odometer 45,210 km total $45,990.00 incl. GST jo@abc.com.au";
    const got = (type: ValueType) => findValue(type, line)?.value ?? null;
    expect(got("money")).toBe(45990); // not the odometer: a number with a unit is not an amount
    expect(got("date")).toBe("2025-03-14");
    expect(got("year")).toBeNull(); // 2025 belongs to the date, 2000 is a postcode
    expect(got("vin")).toBe("6T1BF3FK5CX012345"); // not "Pty Ltd ABN 51 824 753" (17 characters of words)
    expect(got("abn")).toBe("51 824 753 556");
    expect(got("acn")).toBeNull();
    expect(got("bsb")).toBeNull(); // not the tail of the VIN
    expect(got("plate")).toBeNull(); // not "dated 14", "NSW 2000" or "INV-001"
    expect(got("licence")).toBeNull();
    expect(got("email")).toBe("jo@abc.com.au");
    expect(got("phone")).toBe("(02) 9876 5432");
    expect(got("ref")).toBe("INV-001");
    expect(got("currency")).toBeNull(); // "$" alone: the caller decides
  });

  it("reads a VIN printed in upper-case groups with lower confidence", () => {
    expect(findValue("vin", "VIN WVWZZZ 1JZ 3W386752 Engine")).toMatchObject({ value: "WVWZZZ1JZ3W386752", confidence: 0.8 });
  });

  it("returns `text` as an exact substring of the input", () => {
    const input = "Invoice date:\u00a014\u00a0Mar\u00a02025, total A$\u202f1\u202f234.50";
    const d = findValue("date", input);
    const m = findValue("money", input);
    expect(d?.value).toBe("2025-03-14");
    expect(m?.value).toBe(1234.5);
    expect(input.includes(d!.text)).toBe(true);
    expect(input.includes(m!.text)).toBe(true);
  });
});

describe("robustness", () => {
  it("never throws on odd input", () => {
    const odd: unknown[] = [undefined, null, 42, {}, "", " ", "\u0000", "(((((", ")))))", "$$$$", "-".repeat(500), "1".repeat(5000), "☒".repeat(300), "\ud800", "1,".repeat(1000)];
    const types: ValueType[] = ["string", "text", "money", "number", "integer", "year", "date", "boolean", "vin", "abn", "acn", "bsb", "plate", "licence", "email", "phone", "ref", "iban", "vatId", "currency"];
    for (const t of types)
      for (const s of odd) {
        expect(() => parseValue(t, s as string)).not.toThrow();
        expect(() => findValue(t, s as string)).not.toThrow();
      }
    expect(() => parseCheckboxes(undefined as unknown as string)).not.toThrow();
    expect(() => detectCurrency(null as unknown as string)).not.toThrow();
    expect(() => detectNumberFormat([null as unknown as string])).not.toThrow();
    expect(() => detectDateOrder([undefined as unknown as string])).not.toThrow();
  });

  it("parses 20,000 mixed strings with the expected results", () => {
    // deterministic pseudo-random generator
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const group = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const pad = (n: number) => String(n).padStart(2, "0");
    let checked = 0;
    for (let k = 0; k < 20_000; k++) {
      const kind = k % 5;
      if (kind === 0 || kind === 1) {
        const cents = rnd(100_000_000) + 1;
        const int = String(Math.floor(cents / 100));
        const dec = pad(cents % 100);
        const style = rnd(5);
        const text =
          style === 0 ? `$${group(int, ",")}.${dec}` :
          style === 1 ? `${group(int, ".")},${dec} €` :
          style === 2 ? `${group(int, "\u202f")},${dec} €` :
          style === 3 ? `CHF ${group(int, "'")}.${dec}` :
          `(${group(int, ",")}.${dec})`;
        const expected = (style === 4 ? -cents : cents) / 100;
        const got = kind === 0 ? parseValue("money", text) : findValue("money", `Amount due ${text} by 14/03/2025`);
        expect(got?.value).toBe(expected);
      } else if (kind === 2) {
        const y = 1970 + rnd(120);
        const m = 1 + rnd(12);
        const d = 1 + rnd(28);
        const style = rnd(4);
        const text =
          style === 0 ? `${d}/${pad(m)}/${y}` :
          style === 1 ? `${y}-${pad(m)}-${pad(d)}` :
          style === 2 ? `${d} ${MON[m - 1]} ${y}` :
          `${MON[m - 1]} ${d}, ${y}`;
        expect(parseValue("date", text, { dateOrder: "dmy" })?.value).toBe(`${y}-${pad(m)}-${pad(d)}`);
      } else if (kind === 3) {
        // wrong types must be refused
        const amount = `$${group(String(rnd(1_000_000) + 1000), ",")}.00`;
        expect(parseValue("date", amount)).toBeNull();
        expect(parseValue("phone", amount)).toBeNull();
        expect(parseValue("year", amount)).toBeNull();
      } else {
        const n = rnd(1_000_000);
        const text = `${group(String(n), " ")} km`;
        expect(parseValue("integer", text)?.value).toBe(n);
      }
      checked++;
    }
    expect(checked).toBe(20_000);
  });
});

describe("values found on real invoices", () => {
  it("reads a date with a space before its comma, and rupees with a sign", () => {
    expect(parseValue("date", "August 3 , 2014")?.value).toBe("2014-08-03");
    expect(detectCurrency("Price is inclusive of Promotional Discount of Rs -40.00")).toBe("INR");
  });
});
