// The reading machinery on synthetic positioned text: money and dates as printed in Australia and
// Europe, label/value placement (colon, right, below), sections scoping shared labels, and tables that
// continue onto the next page.
import { describe, expect, it } from "vitest";
import { buildLayout, layoutText } from "@/lib/pdf2json/layout/layout";
import { coerce, DocIndex, findLabels, findTable, valueFor } from "@/lib/pdf2json/candidates/matcher";
import { Vocabulary, type SectionDef } from "@/lib/pdf2json/candidates/vocabulary";
import { extractCallerSchema } from "@/lib/pdf2json/assemble/caller-schema";
import { findEntity } from "@/lib/pdf2json/candidates/parties";
import { findHeadingName, findSectionValue } from "@/lib/pdf2json/candidates/self-evident";
import { parseValue } from "@/lib/pdf2json/values";

const parseMoney = (t: string) => parseValue("money", t)?.value ?? null;
const parseDate = (t: string) => parseValue("date", t)?.value ?? null;
import type { TextItem } from "@/lib/pdf2json/read/read-pdf";

const item = (str: string, x: number, y: number, page = 1, h = 10): TextItem => ({ str, x, y, w: str.length * 5, h, page });
/** A producer's run as it set it: its left and right edges measured (x to x1). */
const measured = (str: string, x: number, x1: number, y: number, h: number): TextItem => ({ str, x, y, w: x1 - x, h, page: 1 });
/** The runs as a recogniser's words, each with its confidence: layout and values read them as a scan's. */
const recognised = (items: TextItem[]) => items.map((x) => ({ ...x, conf: 0.9 }) as unknown as TextItem);
/** An index over the layout with fields (path → wordings, grouped by the path's first part) and sections. */
const indexOf = (layout: ReturnType<typeof layoutOf>, fields: Record<string, string[]> = {}, sections: SectionDef[] = []) =>
  new DocIndex(layout, new Vocabulary(Object.entries(fields).map(([path, labels]) => ({ path, group: path.includes(".") ? path.split(".")[0] : null, labels })), sections));
const layoutOf = (items: TextItem[], pages = 1) => buildLayout({ items, pages, pageInfo: Array.from({ length: pages }, (_, i) => ({ page: i + 1, width: 595, height: 842 })) });
/** The value the first label hit of `path` reads, on a page of these runs with these fields. */
const firstValue = (items: TextItem[], fields: Record<string, string[]>, path: string, type: Parameters<typeof valueFor>[2]) => {
  const index = indexOf(layoutOf(items), fields);
  const hit = findLabels(index, index.matcher(path), type)[0];
  return hit ? (valueFor(index, hit, type)?.value ?? null) : undefined;
};

/** Every value the label hits of `path` read, on a page of these runs with these fields (and sections). */
const valuesOf = (items: TextItem[], fields: Record<string, string[]>, path: string, type: Parameters<typeof valueFor>[2], sections: SectionDef[] = []) => {
  const index = indexOf(layoutOf(items), fields, sections);
  return findLabels(index, index.matcher(path), type).map((h) => valueFor(index, h, type)?.value ?? null);
};
/** The same with a profile's own words (its labels and their near misses are what some rows are about). */
const profileValues = async (profile: string, items: TextItem[], path: string, type: Parameters<typeof valueFor>[2]) => {
  const { buildIndex } = await import("@/lib/pdf2json/assemble/extract-profile");
  const { getProfile } = await import("@/lib/pdf2json/profiles");
  const index = buildIndex(layoutOf(items), getProfile(profile)!);
  return { index, values: findLabels(index, index.matcher(path), type).map((h) => valueFor(index, h, type)?.value ?? null) };
};
/** What a profile's whole extraction reads from these runs, group by group. */
const extractData = async (profileId: string, items: TextItem[]) => {
  const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
  const { getProfile } = await import("@/lib/pdf2json/profiles");
  const profile = getProfile(profileId)!;
  return extractProfile(buildIndex(layoutOf(items), profile), profile, 1, []).data as Record<string, Record<string, unknown>>;
};
/** A registration form's grid of the applicant's details, the name wrapped in its cell ("Grace" over "Taylor"); `scan`: as a recogniser's words. */
const applicantGrid = (scan = false) =>
  ([
    ["Applicant", 40, 100], ["Birth date", 120, 100], ["Customer", 200, 100], ["Home address", 280, 100], ["Contact", 470, 100],
    ["number", 200, 112], ["number", 470, 112],
    ["Grace", 40, 130], ["13-Jun-", 120, 130], ["59081806", 200, 130], ["297 Railway Road, Gosford NSW", 280, 130], ["0431725260", 470, 130],
    ["Taylor", 40, 142], ["1972", 120, 142], ["2250", 280, 142],
  ] as Array<[string, number, number]>).map(([str, x, y]) => (scan ? { ...item(str, x, y), conf: 0.9 } : item(str, x, y)));

describe("values", () => {
  it("parses printed money and dates", () => {
    expect(parseMoney("$12,345.60")).toBe(12345.6);
    expect(parseMoney("(1,000.00)")).toBe(-1000);
    expect(parseMoney("1.234,56 €")).toBe(1234.56);
    expect(parseMoney("AUD 990")).toBe(990);
    expect(parseMoney("12 apples")).toBeNull();
    expect(parseDate("03/04/2025")).toBe("2025-04-03"); // day first
    expect(parseDate("12/31/2024")).toBe("2024-12-31"); // only month-first is valid
    expect(parseDate("3 March 2025")).toBe("2025-03-03");
    expect(parseDate("7. Mai 2014")).toBe("2014-05-07");
    expect(parseDate("August 3 , 2014")).toBe("2014-08-03");
    expect(parseDate("31/02/2025")).toBeNull();
  });
});

describe("layout of justified text", () => {
  // words 5 pt per character; a justified line spreads its spare width evenly over its spaces
  const spaced = (words: string[], x: number, y: number, gap: number) => {
    const out: TextItem[] = [];
    for (const w of words) {
      out.push(item(w, x, y));
      x += w.length * 5 + gap;
    }
    return out;
  };

  it("keeps the words of a justified line in one run, however wide its even spaces", () => {
    const layout = layoutOf(spaced(["licensed", "motor", "dealer", "named", "overleaf", "and"], 40, 100, 11));
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["licensed motor dealer named overleaf and"]);
  });

  it("keeps a clause's number with the justified words after it (\"9. Privacy. The Dealer collects\" is no label and value)", () => {
    const layout = layoutOf(spaced(["9.", "Privacy.", "The", "Dealer", "collects", "personal"], 40, 100, 11));
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["9. Privacy. The Dealer collects personal"]);
    // …while a row of evenly spaced amounts stays cut
    const amounts = layoutOf(spaced(["1.", "250.00", "2.", "300.00"], 40, 100, 11));
    expect(amounts.lines[0].segments.length).toBeGreaterThan(1);
  });

  it("cuts boxed cells set closer than a phrase gap where the next row's cells start", () => {
    const layout = layoutOf([
      // a proportional font: "Invoice number" ends at x 100, "Date" starts 6 pt later, under a phrase gap
      { ...item("Invoice number", 40, 100), w: 60 }, item("Date", 106, 100), item("Due", 200, 100),
      item("INV-1", 40, 112), item("12/03/2024", 106, 112), item("11/04/2024", 200, 112),
    ]);
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["Invoice number", "Date", "Due"]);
    // …but never inside an amount whose digit groups happen to line up
    const money = layoutOf([item("Tax", 40, 200), item("$ 5 835.45", 117, 200), item("Total", 40, 212), item("$ 9 835.45", 117, 212)]);
    expect(money.lines.map((l) => l.segments.map((s) => s.text))).toEqual([["Tax", "$ 5 835.45"], ["Total", "$ 9 835.45"]]);
  });

  it("keeps a value written as one run whole where a word of it lines up with the row above (right-aligned values)", () => {
    // "D-Max LS-U" drawn as one run in a proportional font, right-aligned under "Isuzu": its second word's
    // estimated start (the run carries no glyph widths) meets "Isuzu"'s
    const layout = layoutOf([
      { ...item("Manufacturer:", 40, 100), w: 52 }, { ...item("Isuzu", 496, 100), w: 18 },
      { ...item("Model Description:", 40, 112), w: 70 }, { ...item("D-Max LS-U", 468.4, 112), w: 46 },
    ]);
    expect(layout.lines.map((l) => l.segments.map((s) => s.text))).toEqual([["Manufacturer:", "Isuzu"], ["Model Description:", "D-Max LS-U"]]);
    // …but a run the reader joined across a cell border is cut where the cells below start, at its start and inside it
    const joined = layoutOf([
      item("Grade", 40, 86), { ...item("Options/Accessories", 309.5, 86), w: 102.4 }, { ...item("$ 570.00", 435.3, 86), w: 44.5 },
      item("Year", 40, 100), { ...item("12 Months Registration $ 781.14", 309.5, 100), w: 170.3 },
    ]);
    expect(joined.lines[1].segments.map((s) => s.text)).toEqual(["Year", "12 Months Registration", "$ 781.14"]);
  });

  it("marks a layout read from a recogniser's words as scanned (values may then undo its confusions), a text layer's not", () => {
    expect(layoutOf([item("Rego", 40, 100), item("WNO8UX", 120, 100)]).scanned).toBeFalsy();
    const ocr = layoutOf([{ ...item("Rego", 40, 100), conf: 0.9 }, { ...item("WNO8UX", 120, 100), conf: 0.8 }] as unknown as TextItem[]);
    expect(ocr.scanned).toBe(true);
    const index = indexOf(ocr, { plate: ["rego"] });
    expect(valueFor(index, findLabels(index, index.matcher("plate"), "plate")[0], "plate")?.value).toBe("WN08UX");
  });

  it("cuts where the type size changes across more than a word space (a letterhead's name and the title beside it)", () => {
    const layout = layoutOf([
      { ...item("Central Coast Vehicle Centre Pty Ltd", 39.7, 57.7, 1, 16), w: 255.2 },
      { ...item("Vehicle Order & Sale Agreement", 304.1, 60, 1, 18), w: 251.6 },
    ]);
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["Central Coast Vehicle Centre Pty Ltd", "Vehicle Order & Sale Agreement"]);
    // …while a word space between sizes ("Total" and a larger amount) stays one phrase
    const total = layoutOf([{ ...item("Total", 40, 100, 1, 10), w: 24 }, { ...item("$1,000.00", 68, 100, 1, 14), w: 60 }]);
    expect(total.lines[0].segments.map((s) => s.text)).toEqual(["Total $1,000.00"]);
    // …and a check box's glyph, drawn at the box's size, stays with its option
    const box = layoutOf([{ ...item("☒", 40, 100, 1, 14), w: 10 }, { ...item("No", 56, 100, 1, 10), w: 12 }]);
    expect(box.lines[0].segments.map((s) => s.text)).toEqual(["☒ No"]);
  });

  it("cuts a run at a bar or bullet standing alone between its words (\"Ph. (02) 8448 6991 | Email\"), which is part of neither", () => {
    const layout = layoutOf([{ ...item("Ph. (02) 8448 6991 | Email", 40, 100), w: 143 }, { ...item("ABN 17 333 282 140 • Lic. MD099544", 40, 114), w: 180 }]);
    expect(layout.lines.map((l) => l.segments.map((s) => s.text))).toEqual([["Ph. (02) 8448 6991", "Email"], ["ABN 17 333 282 140", "Lic. MD099544"]]);
  });

  it("on a scan, also at a bullet read as a dash between a value and the next capitalised label", () => {
    const row = (scan: boolean) => layoutOf([{ ...item("Steuernummer DE311056644 - IBAN DE02 3820 8079", 40, 100), w: 230, ...(scan ? { conf: 0.9 } : {}) }, { ...item("Sydney 2000 - north side", 40, 114), w: 120, ...(scan ? { conf: 0.9 } : {}) }]);
    expect(row(true).lines.map((l) => l.segments.map((s) => s.text))).toEqual([["Steuernummer DE311056644", "IBAN DE02 3820 8079"], ["Sydney 2000 - north side"]]);
    expect(row(false).lines[0].segments.map((s) => s.text)).toEqual(["Steuernummer DE311056644 - IBAN DE02 3820 8079"]);
  });

  it("on a scan, also at a middle dot read as a star or guillemet, alone or glued between two fields (\"693054 * 438 George Avenue\", \"530*E\")", () => {
    const words = "Dealer Licence Number 693054 * 438 George Avenue, Dubbo NSW 2830 « P 1300 123 530*E info@summit.com.au".split(" ");
    let x = 40;
    const items = words.map((w) => {
      const it = { ...item(w, x, 100), conf: 0.9 } as TextItem;
      x += w.length * 5 + 3;
      return it;
    });
    expect(layoutOf(items).lines[0].segments.map((s) => s.text)).toEqual(["Dealer Licence Number 693054", "438 George Avenue, Dubbo NSW 2830", "P 1300 123 530", "E info@summit.com.au"]);
  });

  it("takes dots set a space apart, three or more, for leaders between a label and its value (\"Model . . . . . X-Trail ST\")", () => {
    const layout = layoutOf([{ ...item("7. Model . . . . . . . . X-Trail ST", 40, 100), w: 160 }, { ...item("Total incl. GST . . 1,200.00", 40, 114), w: 130 }]);
    expect(layout.lines.map((l) => l.segments.map((s) => s.text))).toEqual([["7. Model:", "X-Trail ST"], ["Total incl. GST . . 1,200.00"]]);
  });

  it("still cuts label/value rows and table cells, whose gaps are uneven", () => {
    const layout = layoutOf([item("Make", 40, 100), item("Toyota", 120, 100), item("Model", 200, 100), item("Corolla", 300, 100)]);
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["Make", "Toyota", "Model", "Corolla"]);
  });
});

describe("label/value machinery", () => {
  it("reads a value after a colon, to the right, and below; sections scope shared labels", () => {
    const layout = layoutOf([
      item("Invoice No: INV-1", 40, 100),
      item("Vehicle", 40, 130, 1, 12),
      item("VIN", 40, 150), item("6T1BF3FK5CX012345", 200, 150),
      item("Trade-In", 40, 180, 1, 12),
      item("VIN", 40, 200),
      item("JTDBR32E720123456", 40, 212),
    ]);
    const index = indexOf(layout, { invoiceNumber: ["invoice no"], "vehicle.vin": ["vin"] }, [{ id: "vehicle", headings: ["vehicle"] }, { id: "tradeIn", headings: ["trade in"] }]);
    const inv = findLabels(index, index.matcher("invoiceNumber"), "string");
    expect(valueFor(index, inv[0], "string")?.value).toBe("INV-1");
    const vins = findLabels(index, index.matcher("vehicle.vin"), "vin");
    expect(vins.map((h) => index.sectionOf.get(h.seg))).toEqual(["vehicle", "tradeIn"]);
    expect(vins.map((h) => valueFor(index, h, "vin")?.value)).toEqual(["6T1BF3FK5CX012345", "JTDBR32E720123456"]);
  });

  it("scopes the sections of a two-column form to their columns, and a full-width section after them to the whole width", () => {
    const sections = [{ id: "vehicle", headings: ["vehicle"] }, { id: "tradeIn", headings: ["trade in"] }, { id: "dealer", headings: ["dealer"] }, { id: "pricing", headings: ["pricing"] }];
    const layout = layoutOf([
      item("Dealer", 40, 80, 1, 12), item("Trade-In", 320, 80, 1, 12),
      item("Name", 40, 100), item("Coastal Motors", 120, 100), item("VIN", 320, 100), item("JTDBR32E720123456", 400, 100),
      // the left column's next section opens while the right column goes on beside it
      item("Vehicle", 40, 130, 1, 12),
      item("VIN", 40, 150), item("6T1BF3FK5CX012345", 120, 150), item("Odometer", 320, 150), item("45,210 km", 400, 150),
      item("Pricing", 40, 190, 1, 12),
      item("A full-width sentence about the price that runs across both columns of the page", 40, 210),
      item("Total", 320, 230), item("$1,000.00", 400, 230),
    ]);
    const index = indexOf(layout, { "vehicle.vin": ["vin"], "dealer.name": ["name"], "vehicle.odometer": ["odometer"], "pricing.total": ["total"] }, sections);
    const at = (text: string, x: number) => index.sectionOf.get(index.segments.find((s) => s.text === text && s.x0 === x)!);
    expect(at("VIN", 320)).toBe("tradeIn");
    expect(at("Name", 40)).toBe("dealer");
    expect(at("VIN", 40)).toBe("vehicle");
    expect(at("Odometer", 320)).toBe("tradeIn");
    expect(at("Total", 320)).toBe("pricing");
  });

  it("opens a part once across a grid's row of labels that each read as it (\"Contract # | Agreement Date\"), so no column of it goes on under later headings (seed 11)", async () => {
    const items = [
      item("Order Details", 40, 60, 1, 12),
      item("Contract #", 40, 80), item("Agreement Date", 300, 80),
      item("JJ23332", 40, 92), item("February 24, 2024", 300, 92),
      item("Trade Details", 40, 120, 1, 12),
      item("Mfr", 40, 140), item("Mdl", 200, 140), item("YOM", 300, 140),
      item("Mazda", 40, 152), item("CX-5", 200, 152), item("2015", 300, 152),
    ];
    const { index, values } = await profileValues("vehicle_sale_contract", items, "tradeIn.model", "string");
    expect(values).toContain("CX-5");
    const at = (text: string) => index.sectionOf.get(index.segments.find((s) => s.text === text)!);
    expect([at("Agreement Date"), at("Mdl"), at("YOM"), at("2015")]).toEqual(["contract", "tradeIn", "tradeIn", "tradeIn"]);
  });

  it("heads a print-out's sections by headings set apart from their marks, or indented where their marks were lost on a scan", () => {
    const sections = [{ id: "vehicle", headings: ["vehicle"] }, { id: "tradeIn", headings: ["trade in"] }, { id: "dealer", headings: ["dealer"] }, { id: "pricing", headings: ["settlement"] }];
    const layout = layoutOf([
      // "*** DEALER ***" read as two runs: its marks, then the word with the closing marks
      item("***", 40, 60), item("DEALER ***", 70, 60),
      item("ABN #", 40, 75), item("28 889 091 791", 140, 75),
      item("*** VEHICLE ***", 40, 100),
      item("VEHICLE MAKE..:", 40, 115), item("SUBARU", 140, 115),
      item("*** TRADE-IN", 40, 140), item("***", 120, 140),
      item("MFR", 40, 155), item("FORD", 140, 155),
      // "*** SETTLEMENT ***" with its leading marks lost: it starts 20 pt right of the rows under it
      item("SETTLEMENT)", 60, 180),
      item("VEHICLE", 40, 195), item("62,600.00", 140, 195),
      item("DRIVE AWAY PRICE:", 40, 210), item("67,937.04", 140, 210),
    ]);
    const index = indexOf(layout, { "dealer.abn": ["abn"], "vehicle.make": ["vehicle make"], "tradeIn.make": ["mfr"], "pricing.vehicle": ["vehicle"] }, sections);
    const at = (text: string) => index.sectionOf.get(index.segments.find((s) => s.text === text)!);
    expect(at("ABN #")).toBe("dealer");
    expect(at("VEHICLE MAKE..:")).toBe("vehicle");
    expect(at("MFR")).toBe("tradeIn");
    expect(at("VEHICLE")).toBe("pricing");
  });

  it("reads table rows by column alignment, across a page break with a repeated header, up to the totals", () => {
    const header = (y: number, page: number) => [item("Description", 40, y, page), item("Qty", 300, y, page), item("Amount", 450, y, page)];
    const row = (d: string, q: string, a: string, y: number, page: number) => [item(d, 40, y, page), item(q, 300, y, page), item(a, 450, y, page)];
    const layout = layoutOf([
      ...header(100, 1), ...row("Tow bar", "1", "$900.00", 115, 1), ...row("Floor mats", "2", "$180.00", 130, 1),
      ...header(60, 2), ...row("Tint", "1", "$450.00", 75, 2),
      item("Total", 300, 100, 2), item("$1,530.00", 450, 100, 2),
    ], 2);
    const index = indexOf(layout);
    const rows = findTable(index, [{ key: "description", type: "string", labels: ["description"] }, { key: "quantity", type: "number", labels: ["qty"] }, { key: "amount", type: "money", labels: ["amount"] }]);
    expect(rows?.map((r) => r.values)).toEqual([
      { description: "Tow bar", quantity: 1, amount: 900 },
      { description: "Floor mats", quantity: 2, amount: 180 },
      { description: "Tint", quantity: 1, amount: 450 },
    ]);
  });

  it("on a scan, reads on past a row whose first word is one letter from a total's (\"Tow bar kit\"), leaves a cell under a lost header out of its neighbour, and reads a lost count column (\"Qty\") as one", () => {
    const scan = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 }) as unknown as TextItem;
    // the quantity column's header was lost: its cells belong to no column, not to the amount beside them
    const layout = layoutOf([
      scan("Description", 40, 100), scan("Amount", 500, 100),
      scan("2023 Mitsubishi Outlander ES", 40, 115), scan("1", 400, 115), scan("$19,190.00", 500, 115),
      scan("Tow bar kit", 40, 130), scan("1", 400, 130), scan("$800.00", 500, 130),
      scan("Total", 40, 145), scan("$19,990.00", 500, 145),
    ]);
    expect(layout.scanned).toBe(true);
    const rows = findTable(indexOf(layout), [{ key: "description", type: "string", labels: ["description"] }, { key: "quantity", type: "number", labels: ["qty"] }, { key: "amount", type: "money", labels: ["amount"] }]);
    expect(rows?.map((r) => r.values)).toEqual([
      { description: "2023 Mitsubishi Outlander ES", quantity: 1, amount: 19190 },
      { description: "Tow bar kit", quantity: 1, amount: 800 },
    ]);
    // a lost header's cells that are no counts are nobody's
    const priced = layoutOf([
      scan("Description", 40, 100), scan("Amount", 500, 100),
      scan("Tow bar kit", 40, 115), scan("$800.00", 380, 115), scan("$800.00", 500, 115),
    ]);
    expect(findTable(indexOf(priced), [{ key: "description", type: "string", labels: ["description"] }, { key: "quantity", type: "number", labels: ["qty"] }, { key: "amount", type: "money", labels: ["amount"] }])?.map((r) => r.values)).toEqual([{ description: "Tow bar kit", quantity: null, amount: 800 }]);
  });

  it("steps over group captions and section subtotals inside a table, and stops at its total", () => {
    const cols = [{ key: "description", type: "string" as const, labels: ["description"] }, { key: "amount", type: "money" as const, labels: ["amount"] }];
    const layout = layoutOf([
      item("Description", 40, 100), item("Amount", 450, 100),
      item("--- Non Food ---", 40, 115),
      item("Office Chair", 40, 130), item("$ 70.00", 450, 130),
      item("Subtotal", 380, 145), item("$ 70.00", 450, 145),
      item("--- Food ---", 40, 160),
      item("Olive Oil", 40, 175), item("$ 0.90", 450, 175),
      item("Total", 40, 190), item("$ 70.90", 450, 190),
      item("Thank you", 40, 205), item("$ 1.00", 450, 205),
    ]);
    const rows = findTable(indexOf(layout), cols);
    expect(rows?.map((r) => r.values)).toEqual([{ description: "Office Chair", amount: 70 }, { description: "Olive Oil", amount: 0.9 }]);
  });

  it("reads two columns of their own line pitch one after the other, and a label/value table row by row, whatever the drawing order", () => {
    const items = [
      item("Left one", 40, 100), item("Left two", 40, 112), item("Left three", 40, 124),
      item("Right one", 320, 106), item("Right two", 320, 131),
      item("Name", 40, 200), item("Olivia Chen", 160, 200),
      item("Phone", 40, 214), item("0412 345 678", 160, 214),
    ];
    const text = layoutText(layoutOf(items));
    expect(text.split("\n").filter(Boolean)).toEqual(["Left one", "Left two", "Left three", "Right one", "Right two", "Name | Olivia Chen", "Phone | 0412 345 678"]);
    expect(layoutText(layoutOf([...items].reverse()))).toBe(text);
  });

  it("builds the same words whether a producer draws one glyph per run, one run per line with spaces, or in any order", () => {
    const glyphs = [..."VIN 6T1BF3FK5CX012345"].map((c, i) => item(c, 40 + i * 5, 100)).filter((g) => g.str !== " ");
    const shuffled = [...glyphs].sort((a, b) => ((a.x * 7919) % 13) - ((b.x * 7919) % 13));
    const oneRun = [item("VIN 6T1BF3FK5CX012345", 40, 100)];
    const lines = (its: TextItem[]) => layoutOf(its).lines.map((l) => l.segments.map((s) => s.text));
    expect(lines(shuffled)).toEqual([["VIN 6T1BF3FK5CX012345"]]);
    expect(lines(oneRun)).toEqual([["VIN 6T1BF3FK5CX012345"]]);
    // a dealer-system print-out: one run per line, fields apart by runs of spaces, dot leaders
    expect(lines([item("MAKE......: TOYOTA      COLOUR: WHITE", 40, 100)])).toEqual([["MAKE:", "TOYOTA", "COLOUR: WHITE"]]);
    // a plate written one character per box
    expect(lines([item("Plate", 40, 100), ...[..."ABC123"].map((c, i) => item(c, 120 + i * 14, 100))])).toEqual([["Plate", "ABC123"]]);
  });

  it("fills a caller schema's invoice_number, invoice_date, total_amount and vin from labels worded otherwise", () => {
    const layout = layoutOf([
      item("Tax Invoice No.", 40, 100), item("INV-2041", 200, 100),
      item("Date of issue", 40, 115), item("14 Mar 2025", 200, 115),
      item("Vehicle Identification", 40, 130), item("6T1BF3FK5CX012345", 200, 134), item("Number", 40, 139),
      item("Subtotal", 40, 170), item("$41,809.09", 200, 170),
      item("GST", 40, 185), item("$4,180.91", 200, 185),
      item("Total (incl. GST)", 40, 200), item("$45,990.00", 200, 200),
    ]);
    const schema = { type: "object", properties: { invoice_number: { type: "string" }, invoice_date: { type: "string" }, total_amount: { type: "number" }, vin: { type: "string" } } };
    expect(extractCallerSchema(layout, schema).data).toEqual({ invoice_number: "INV-2041", invoice_date: "2025-03-14", total_amount: 45990, vin: "6T1BF3FK5CX012345" });
  });
});

describe("runs that carry label and value together, and rows that are no grid", () => {
  it("splits a numbered label from the one code after it, with no colon between", () => {
    const index = indexOf(layoutOf([item("Dealer's Register No. 458", 40, 100), item("Motor Dealer", 300, 100)]), { "register.number": ["register no", "dealer s register no"] });
    const hits = findLabels(index, index.matcher("register.number"), "string");
    expect(hits.map((h) => valueFor(index, h, "string")?.value)).toContain("458");
  });

  it("cuts a letterhead run where a second label with its value follows a value", () => {
    const index = indexOf(layoutOf([item("ABN # 49 458 669 117 MD Licence MD065726", 40, 100)]), { "dealer.abn": ["abn"], "dealer.licence": ["md licence", "dealer licence"] });
    expect(index.segments.map((s) => s.text)).toEqual(["ABN # 49 458 669 117", "MD Licence MD065726"]);
  });

  it("reads label, value, label, value as pairs, not as a grid header over the next row", () => {
    const layout = layoutOf([
      item("Manufacturer", 40, 100), item("Honda", 120, 100), item("Name of", 300, 100), item("Jack McDonald", 380, 100),
      item("Model", 40, 112), item("Purchaser", 300, 112),
      item("Year", 40, 124), item("2013", 120, 124), item("Residential", 300, 124), item("Unit 14/321 Hume Avenue", 380, 124),
    ]);
    const index = indexOf(layout, { "vehicle.make": ["manufacturer"], "customer.name": ["name of purchaser", "name"], "vehicle.year": ["year"] });
    const hit = findLabels(index, index.matcher("customer.name"), "name").find((h) => h.seg.text.startsWith("Name of"));
    expect(hit && valueFor(index, hit, "name")?.value).toBe("Jack McDonald");
  });
});

describe("a list of label/value pairs whose next label wraps", () => {
  it("is no grid: \"Color | Eclipse Black\" over \"Vehicle Identification | 6FP…\" over \"Number\" reads the colour beside its label", () => {
    const items = [
      item("Color", 330, 100), item("Eclipse Black", 455, 100),
      item("Vehicle Identification", 330, 113), item("6FP2D44T8EB901059", 455, 113),
      item("Number", 330, 125),
    ];
    expect(firstValue(items, { "vehicle.colour": ["color", "colour"], "vehicle.vin": ["vehicle identification number", "vin"] }, "vehicle.colour", "string")).toBe("Eclipse Black");
  });

  it("does not read the top line of another field's wrapped label as a label of its own (\"Motor Dealer's\" over \"Licence No.:\")", () => {
    const layout = layoutOf([
      item("Trading Name:", 40, 100), item("Blue Mountains Cars Pty. Ltd.", 130, 100),
      item("Motor Dealer's", 40, 113), item("MD 793791", 130, 117),
      item("Licence No.:", 40, 123),
    ]);
    const index = indexOf(layout, { "dealer.name": ["trading name", "dealer", "motor dealer"], "dealer.licence": ["motor dealer's licence no", "licence no"] });
    const names = findLabels(index, index.matcher("dealer.name"), "name").map((h) => h.label);
    expect(names).not.toContain("Motor Dealer's");
    expect(names).toContain("Trading Name");
  });
});

describe("a label wrapped over three lines", () => {
  it("ends on its last line: \"Australian\" over \"Business\" over \"Number\" starts no label with the \"Licence No.\" under it", () => {
    const layout = layoutOf([
      item("Australian", 40, 100), item("34 207 568 504", 100, 100),
      item("Business", 40, 112),
      item("Number", 40, 124), item("2795", 200, 124),
      item("Licence", 40, 136), item("MD09995", 100, 136),
      item("No.", 40, 148),
    ]);
    const index = indexOf(layout, { "dealer.abn": ["australian business number", "abn"], "dealer.licence": ["licence no", "licence number", "dealer licence number"] });
    const hits = findLabels(index, index.matcher("dealer.licence"), "string");
    expect(hits.map((h) => h.label)).not.toContain("Number Licence No.");
    expect(hits.map((h) => valueFor(index, h, "string")?.value)).toContain("MD09995");
    expect(hits.map((h) => valueFor(index, h, "string")?.value)).not.toContain("2795");
  });
});

describe("an e-mail address broken in a narrow cell", () => {
  it("goes on with the rest of its last part, even when that rest reads as a label (\"…example.o\" over \"rg\")", () => {
    const items = [item("Email", 40, 100), item("priya.murphy@mail.example.o", 114, 100), item("Address:", 40, 110), item("rg", 114, 110)];
    expect(firstValue(items, { "customer.email": ["email", "email address"], "invoice.number": ["rg", "invoice number"] }, "customer.email", "email")).toBe("priya.murphy@mail.example.org");
  });
});

describe("an e-mail address under an address", () => {
  it("is no wrapped rest of the address, inline or beside its label (its own label lost on a scan)", () => {
    const fields = { "dealer.address": ["street address", "address"], "dealer.email": ["email"] };
    const inline = [item("STREET ADDRESS: UNIT 1/183 OLD NORTHERN AVENUE, CASTLE HILL NSW 2154", 40, 100), item("SALES@CENTRALCOASTHYUNDAI.COM.AU", 120, 110)];
    expect(firstValue(inline, fields, "dealer.address", "text")).toBe("UNIT 1/183 OLD NORTHERN AVENUE, CASTLE HILL NSW 2154");
    const beside = [item("Address", 40, 100), item("12 King St, Newtown", 120, 100), item("www.kingstmotors.com.au", 120, 110)];
    expect(firstValue(beside, fields, "dealer.address", "text")).toBe("12 King St, Newtown");
    // a town under the street goes on as before
    const town = [item("Address", 40, 100), item("12 King St,", 120, 100), item("Newtown NSW 2042", 120, 110)];
    expect(firstValue(town, fields, "dealer.address", "text")).toBe("12 King St, Newtown NSW 2042");
  });
});

describe("a currency alone beside a wrapped label", () => {
  it("goes on with the amount under it, beside the label's own lower line (\"Amount Payable on\" over \"Delivery\")", () => {
    const items = [item("Amount Payable on", 40, 100), item("AUD", 160, 100), item("Delivery", 40, 110), item("45,563.41", 160, 110)];
    expect(firstValue(items, { "pricing.balance": ["amount payable on"], "pricing.delivery": ["delivery"] }, "pricing.balance", "money")).toBe(45563.41);
  });
});

describe("a column of amounts under its header", () => {
  // a VAT breakdown: one row per rate, then the totals row (with a blank line before it)
  const header = [item("Nettobetrag", 200, 100), item("Steuer", 300, 100), item("Endbetrag", 400, 100)];
  const row = (y: number, net: string, vat: string, gross: string) => [item(net, 200, y), item(vat, 300, y), item(gross, 400, y)];
  const fields = { "totals.subtotal": ["nettobetrag"], "totals.tax": ["steuer"], "totals.total": ["endbetrag"] };

  it("reads the sum row when the column ends in the sum of the rows above it", () => {
    const items = [...header, ...row(112, "321,40", "61,07", "382,47"), ...row(124, "127,59", "8,93", "136,52"), ...row(142, "448,99", "70,00", "518,99")];
    expect(firstValue(items, fields, "totals.total", "money")).toBe(518.99);
    expect(firstValue(items, fields, "totals.subtotal", "money")).toBe(448.99);
    expect(firstValue(items, fields, "totals.tax", "money")).toBe(70);
  });

  it("reads the first row when the last is no sum (a list of amounts, or a single rate)", () => {
    const list = [...header, ...row(112, "321,40", "61,07", "382,47"), ...row(124, "127,59", "8,93", "136,52"), ...row(136, "10,00", "1,00", "11,00")];
    expect(firstValue(list, fields, "totals.total", "money")).toBe(382.47);
    const single = [...header, ...row(112, "321,40", "61,07", "382,47")];
    expect(firstValue(single, fields, "totals.total", "money")).toBe(382.47);
  });
});

describe("a typed value cut in two on its line", () => {
  it("is read whole when the first piece is no value alone (\"PHONE | (02) | 6252 0619\")", () => {
    const fields = { "customer.phone": ["phone"], "customer.dateOfBirth": ["date of birth", "dob"] };
    const whole = [item("PHONE", 40, 100), item("(02)", 140, 100), item("6252 0619", 170, 100), item("DATE OF BIRTH.", 40, 115), item("09.05.1979", 140, 115)];
    expect(firstValue(whole, fields, "customer.phone", "phone")).toBe("(02) 6252 0619");
    // …but not across a column's gutter
    const otherColumn = [item("PHONE", 40, 100), item("(02)", 140, 100), item("6252 0619", 400, 100)];
    expect(firstValue(otherColumn, fields, "customer.phone", "phone")).not.toBe("(02) 6252 0619");
  });
});

describe("a grid's value row wrapped in every cell at once", () => {
  const fields = { "seller.name": ["vendor name"], "seller.address": ["vendor address"], "billTo.name": ["bill to"], "shipTo.name": ["ship to"] };
  const value = (layout: ReturnType<typeof layoutOf>, path: string, type: "name" | "text") => {
    const index = indexOf(layout, fields);
    const hit = findLabels(index, index.matcher(path), type)[0];
    return hit && valueFor(index, hit, type)?.value;
  };
  /** Two label cells over a value row and the line under it, at a paragraph's leading. */
  const grid = (labels: [string, string], row: [string, string], under: [string, string]) =>
    layoutOf([
      item(labels[0], 40, 100, 1, 9.5), item(labels[1], 218, 100, 1, 9.5),
      item(row[0], 40, 114, 1, 12), item(row[1], 218, 114, 1, 12),
      item(under[0], 40, 129, 1, 12), item(under[1], 218, 129, 1, 12),
    ]);

  it("joins each cell's wrapped line at a paragraph's leading (\"Southern Highlands Cars\" over \"Pty Ltd\")", () => {
    const layout = grid(["Vendor name", "Vendor address"], ["Southern Highlands Cars", "357 Pennant Hills Parade, Auburn"], ["Pty Ltd", "NSW 2144"]);
    expect(value(layout, "seller.name", "name")).toBe("Southern Highlands Cars Pty Ltd");
    expect(value(layout, "seller.address", "text")).toBe("357 Pennant Hills Parade, Auburn NSW 2144");
  });

  it("does not join the next line of a block (a street under each name) nor a table's next record", () => {
    const layout = grid(["Bill to", "Ship to"], ["Acme Joinery Pty Ltd", "Beta Builders Pty Ltd"], ["12 Main Street", "Hauptstraße 7"]);
    expect(value(layout, "billTo.name", "name")).toBe("Acme Joinery Pty Ltd");
    expect(value(layout, "shipTo.name", "name")).toBe("Beta Builders Pty Ltd");
    const table = grid(["Bill to", "Ship to"], ["Ref A-1", "$100.00"], ["Ref A-2", "$200.00"]);
    expect(value(table, "billTo.name", "name")).toBe("Ref A-1");
  });
});

describe("tax printed per rate", () => {
  const invoice = (rows: Array<[string, string]>) => [
    item("Jansen ICT Diensten N.V.", 300, 50, 1, 16), item("FACTUUR", 40, 200, 1, 14),
    item("Factuurnummer:", 40, 230), item("2420092", 140, 230), item("Datum factuur:", 40, 244), item("04-10-2024", 140, 244),
    ...rows.flatMap(([label, amount], i) => [item(label, 300, 400 + i * 16), item(amount, 500, 400 + i * 16)]),
  ];

  it("is the sum of the rates' lines when no line says the sum (\"9% btw | € 19,97\" over \"21% btw | € 120,17\")", async () => {
    const data = await extractData("generic_document", invoice([["Netto bedrag:", "€ 794,19"], ["9% btw:", "€ 19,97"], ["21% btw:", "€ 120,17"], ["Totaal:", "€ 934,33"]]));
    expect(data.totals).toMatchObject({ subtotal: 794.19, tax: 140.14, total: 934.33 });
  });

  it("is the line that says the sum, where one does (\"Totaal btw\")", async () => {
    const data = await extractData("generic_document", invoice([["Netto bedrag:", "€ 794,19"], ["Btw 9%:", "€ 19,97"], ["Btw 21%:", "€ 120,17"], ["Totaal btw:", "€ 140,14"], ["Totaal:", "€ 934,33"]]));
    expect(data.totals).toMatchObject({ tax: 140.14, total: 934.33 });
  });

  it("is the one rate's line on an invoice of one rate", async () => {
    const data = await extractData("generic_document", invoice([["Netto bedrag:", "€ 794,19"], ["21% btw:", "€ 166,78"], ["Totaal:", "€ 960,97"]]));
    expect(data.totals).toMatchObject({ tax: 166.78, total: 960.97 });
  });
});

describe("an addressee block with its attention line", () => {
  it.each(["T.a.v. afdeling inkoop", "z. Hd. Frau Becker", "À l'attention de M. Dubois", "Attn: Accounts Payable"])("names the company over it, never the line (\"%s\")", async (attention) => {
    const items = [
      item("Jansen ICT Diensten N.V.", 300, 50, 1, 16), item("Kerkstraat 35, 1012 AB Amsterdam", 300, 68),
      item("Visser Bouw B.V.", 40, 160), item(attention, 40, 173), item("Kerkstraat 50", 40, 186), item("2511 BT Den Haag", 40, 199),
      item("FACTUUR", 40, 230, 1, 14), item("Factuurnummer:", 40, 260), item("2420092", 140, 260),
      item("Totaal:", 300, 400), item("€ 934,33", 500, 400),
    ];
    const data = await extractData("generic_document", items);
    expect(data.recipient?.name).toBe("Visser Bouw B.V.");
  });
});

describe("a fax cover sheet on the sender's letterhead", () => {
  it("reads the letterhead's address over the cover's DATE, TO and FROM, which are no mail client's header", async () => {
    const items = [
      item("INNER WEST HYUNDAI 02 8236 8874 2024-07-29 13:54", 40, 48, 1, 7.5),
      item("Inner West Hyundai Pty Limited", 163, 74, 1, 15), item("355 Hume Drive, Brookvale NSW 2100", 199, 88), item("MD Licence MD051638", 238, 112),
      item("FAX", 40, 152, 1, 24), item("DATE:", 40, 179), item("29/07/2024", 123, 179), item("TO:", 40, 198), item("Metro Rego Services", 123, 198),
      item("FROM:", 40, 237), item("Ruby Kelly", 123, 237), item("Pages:", 40, 294), item("3 (inc. cover sheet)", 123, 294),
      item("FORM 7 – DEALER GUARANTEE NOTICE", 40, 400, 1, 13), item("Dealer Details", 40, 430, 1, 11), item("Seller (Dealer)", 40, 446), item("Inner West Hyundai Pty Limited", 134, 446),
      item("Make", 40, 470), item("Ford", 144, 470),
    ];
    const data = await extractData("nsw_form7_dealer_notice", items);
    expect(data.dealer).toMatchObject({ name: "Inner West Hyundai Pty Limited", address: "355 Hume Drive, Brookvale NSW 2100" });
  });
});

describe("a signature block under the contract's last sentence", () => {
  const items = [
    item("Contract of Sale", 40, 40, 1, 14), item("AGREEMENT NO.", 43, 80, 1, 7.5), item("DATED", 214, 80, 1, 7.5), item("SC-2025-1348", 43, 92), item("03 Jun 2024", 214, 92),
    item("The Purchaser agrees to purchase the vehicle described above on the terms and conditions of this contract,", 40, 570, 1, 8.5),
    item("and acknowledges receiving a copy of it.", 40, 581, 1, 8.5),
    item("PURCHASER'S SIGNATURE", 43, 595, 1, 7.5), item("DATED", 214, 595, 1, 7.5), item("04 Jun 2024", 214, 614),
    item("DEALER'S AUTHORISED SIGNATORY", 43, 627, 1, 7.5), item("NAME", 214, 627, 1, 7.5), item("Lucas Rossi", 214, 645),
    item("Print date 4/6/2024 17:50", 40, 660, 1, 7), item("By: SM", 160, 660, 1, 7),
  ];

  it("reads the date under the signature's row for the signing, the sentence over it no value of its captions", async () => {
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.signatures).toMatchObject({ dateSigned: "2024-06-04", dealerRepresentative: "Lucas Rossi" });
    expect(data.contract?.date).toBe("2024-06-03");
  });

  it("takes the representative's name beside a signature's caption (\"Signed for the Dealer: | Name of representative: | Lucas\")", async () => {
    const rows = [item("Contract of Sale", 40, 40, 1, 14), item("Purchaser(s) signature:", 40, 150), item("Dated:", 309, 150), item("04/08/24", 368, 150), item("Signed for the Dealer:", 40, 168), item("Name of representative:", 303, 168), item("Lucas", 449, 168)];
    const data = await extractData("vehicle_sale_contract", rows);
    expect(data.signatures).toMatchObject({ dealerRepresentative: "Lucas", dateSigned: "2024-08-04" });
  });

  it("takes no page's print stamp for a name (\"Print date 4/6/2024 17:50\")", async () => {
    const data = await extractData("vehicle_sale_contract", items.filter((x) => x.str !== "Lucas Rossi"));
    expect(data.signatures?.dealerRepresentative ?? null).toBeNull();
  });
});

describe("a label's translation between it and its value", () => {
  it("takes the figure beyond the words that gloss its label (\"Cash Price | Giá tiền mặt | 49,099.00\")", () => {
    const fields = { "pricing.vehiclePrice": ["cash price"], "pricing.stampDuty": ["stamp duty"] };
    const items = [item("Cash Price", 195, 590), item("Giá tiền mặt", 325, 590), item("49,099.00", 500, 590), item("Stamp Duty", 195, 606), item("Thuế trước bạ", 325, 606), item("1,635.00", 507, 606)];
    expect(valuesOf(items, fields, "pricing.vehiclePrice", "money")).toEqual([49099]);
    expect(valuesOf(items, fields, "pricing.stampDuty", "money")).toEqual([1635]);
  });

  it("takes no figure beyond another field's label (\"Deposit | Balance | 500.00\")", () => {
    const fields = { "pricing.depositPaid": ["deposit"], "pricing.balancePayable": ["balance"] };
    expect(valuesOf([item("Deposit", 40, 100), item("Balance", 160, 100), item("500.00", 300, 100)], fields, "pricing.depositPaid", "money")).not.toContain(500);
  });
});

describe("the GST a total includes, said before the total", () => {
  it("reads \"GST included in total\" as the GST, never the total", async () => {
    const items = [item("Tamworth Hyundai Pty. Ltd.", 183, 57, 1, 17), item("TAX INVOICE", 246, 150, 1, 16), item("Cash price of vehicle", 289, 436), item("71 800.00", 495, 436), item("Total", 289, 561), item("80 050.91", 495, 561), item("Balance due", 289, 644), item("80 151.01", 495, 644), item("GST included in total", 289, 665), item("6 878.18", 501, 665)];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.pricing).toMatchObject({ gst: 6878.18, totalIncludingGst: 80050.91 });
  });
});

describe("a form's examples and hints beside its labels", () => {
  const fields = { plateNumber: ["plate number", "plate no"], "vehicle.odometer": ["odometer", "odo"] };

  it("never takes the example of what to write for the value (\"Plate No. (if known) e.g. AB12CD | AL69MW\")", () => {
    const items = [item("Plate No. (if known) e.g. AB12CD", 40, 100), item("AL69MW", 240, 100), item("Odo.", 40, 120), item("e.g. 120 000", 70, 120), item("57 873 KM", 240, 120)];
    expect(valuesOf(items, fields, "plateNumber", "plate")).toEqual(["AL69MW"]);
    expect(valuesOf(items, fields, "vehicle.odometer", "integer")).toEqual([57873]);
  });

  it("never takes an example address, nor a hint after a required field's asterisk, for the value", async () => {
    const items = [
      item("Transfer of Registration Application", 40, 40, 1, 14),
      item("Name of applicant * Given name(s) then family name", 40, 213, 1, 8.5), item("Date of birth *", 384, 213, 1, 8.5),
      item("ZARA NGUYEN", 43, 225, 1, 8.5), item("01/12/1980", 387, 225, 1, 8.5),
      item("Home address * (not a PO Box) e.g. Unit 2/10 Main Road, Penrith NSW 2750", 40, 272, 1, 8.5),
      item("92 PACIFIC AVENUE, WOLLONGONG NSW 2500", 43, 284, 1, 8.5),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant).toMatchObject({ name: "ZARA NGUYEN", address: "92 PACIFIC AVENUE, WOLLONGONG NSW 2500" });
  });

  it("never takes the hint after a footnote's marker for the value (\"Residential address (3) Street, suburb, state\")", async () => {
    const items = [
      item("Transfer of Registration Application", 40, 40, 1, 14),
      measured("* Residential address (3) Street, suburb, state", 40, 220, 322, 10), measured("225 CHURCH HIGHWAY, LIVERPOOL NSW 2170", 240, 463, 322, 10),
      measured("and postcode", 40, 85, 334, 7.5),
      measured("Daytime phone (include area code)", 40, 174, 350, 10), measured("0421558071", 240, 295, 350, 10),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant).toMatchObject({ address: "225 CHURCH HIGHWAY, LIVERPOOL NSW 2170", phone: "0421558071" });
  });

  it("keeps a figure after an asterisk (\"Total * 1,234.00\")", () => {
    expect(valuesOf([item("Total * 1,234.00", 40, 100)], { "totals.total": ["total"] }, "totals.total", "money")).toEqual([1234]);
  });

  it("keeps a person's initials in capitals, which read as no example (\"Name | E.G. WILSON\")", () => {
    expect(valuesOf([item("Purchaser name", 40, 100), item("E.G. WILSON", 240, 100)], { "customer.name": ["purchaser name"] }, "customer.name", "name")).toEqual(["E.G. WILSON"]);
  });

  it("takes no name from the next page's top for a signature's caption at a page's foot", async () => {
    const items = [item("Print name", 40, 700), item("Chloe Papadopoulos", 240, 700), item("Signature of applicant", 40, 790, 1, 7.5), item("Fields marked with an asterisk (*) must be completed.", 40, 53, 2, 7.5)];
    const { buildIndex } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const index = buildIndex(layoutOf(items, 2), getProfile("nsw_registration_application")!);
    const values = findLabels(index, index.matcher("declaration.signedBy"), "name").map((h) => valueFor(index, h, "name")?.value ?? null);
    expect(values).toContain("Chloe Papadopoulos");
    expect(values).not.toContain("must be completed.");
  });
});

describe("a grid whose figures are set right in cells whose headers are set left", () => {
  const fields = { "pricing.vehiclePrice": ["retail price", "price"], "pricing.accessoriesTotal": ["extras"], "pricing.stampDuty": ["transfer duty"], "pricing.depositPaid": ["less deposit", "deposit"], "pricing.balancePayable": ["balance to pay"] };
  // "Retail Price | Extras | Transfer Duty" over "22,699.00 | 3,510.00 | 843.00", each figure ending at its cell's right
  const row = [measured("Retail Price", 58, 100, 100, 7.5), measured("Extras", 158, 182, 100, 7.5), measured("Transfer Duty", 258, 308, 100, 7.5), measured("22,699.00", 100, 151, 111, 10), measured("3,510.00", 207, 251, 111, 10), measured("843.00", 316, 351, 111, 10)];

  it("takes the figure in each header's column (from its left edge to the next header's)", () => {
    expect(valuesOf(row, fields, "pricing.vehiclePrice", "money")).toEqual([22699]);
    expect(valuesOf(row, fields, "pricing.accessoriesTotal", "money")).toEqual([3510]);
    expect(valuesOf(row, fields, "pricing.stampDuty", "money")).toEqual([843]);
  });

  it("takes the last column to the page's edge (\"Less Deposit | Balance to Pay\" over \"500.00 | 28,412.00\" set far right)", () => {
    const items = [measured("Less Deposit", 58, 106, 100, 7.5), measured("Balance to Pay", 158, 213, 100, 7.5), measured("500.00", 116, 151, 111, 10), measured("28,412.00", 494, 550, 111, 10)];
    expect(valuesOf(items, fields, "pricing.balancePayable", "money")).toEqual([28412]);
    expect(valuesOf(items, fields, "pricing.depositPaid", "money")).toEqual([500]);
  });

  it("cuts a run where a word of it starts at a column's left edge (\"2025 Red\" under \"BUILD YEAR | EXT. COLOUR\")", () => {
    const fields = { "vehicle.make": ["vehicle make"], "vehicle.year": ["build year"], "vehicle.colour": ["ext colour", "colour"] };
    const items = [measured("VEHICLE MAKE", 58, 110, 100, 7), measured("BUILD YEAR", 158, 200, 100, 7), measured("EXT. COLOUR", 258, 304, 100, 7), measured("Subaru", 59, 95, 111, 10), measured("2025 Red", 226, 278, 111, 10)];
    expect(valuesOf(items, fields, "vehicle.year", "integer")).toEqual([2025]);
    expect(valuesOf(items, fields, "vehicle.colour", "string")).toEqual(["Red"]);
  });

  it("is no such row when a run spans two columns or two runs share one", () => {
    const spans = [measured("Retail Price", 58, 100, 100, 7.5), measured("Extras", 158, 182, 100, 7.5), measured("Transfer Duty", 258, 308, 100, 7.5), measured("22,699.00 3,510.00", 100, 251, 111, 10), measured("843.00", 316, 351, 111, 10)];
    expect(valuesOf(spans, fields, "pricing.accessoriesTotal", "money")).not.toContain(3510);
  });
});

describe("a grid whose header cells wrap", () => {
  it("reads the cell under the header cell a label on the header's lower line finishes (\"Daytime\" over \"phone\")", () => {
    const layout = layoutOf([
      item("Full name", 45, 100, 1, 8.5), item("NSW driver licence", 200, 100, 1, 8.5), item("Address", 318, 100, 1, 8.5), item("Daytime", 484, 100, 1, 8.5),
      item("number", 200, 110, 1, 8.5), item("phone", 484, 110, 1, 8.5),
      item("Fatima", 45, 125, 1, 9), item("49297430", 200, 125, 1, 9), item("405 Church Rd", 318, 125, 1, 9), item("(02) 6769", 484, 125, 1, 9),
      item("Fitzgerald", 45, 136, 1, 9), item("2795", 200, 136, 1, 9), item("5055", 484, 136, 1, 9),
    ]);
    const index = indexOf(layout, { "applicant.phone": ["phone", "daytime phone"], "applicant.name": ["full name"], "applicant.licence": ["nsw driver licence"], "applicant.address": ["address"] });
    const hit = findLabels(index, index.matcher("applicant.phone"), "phone").find((h) => h.seg.text === "phone");
    expect(hit && valueFor(index, hit, "phone")?.value).toBe("(02) 6769 5055");
  });
});

describe("characters written one per box, as a recogniser groups them", () => {
  const ocr = (str: string, x: number, y: number, w: number) => ({ ...item(str, x, y, 1, 9.1), w, conf: 0.8 });
  it("are one value of an identifier's type on a scan (\"5 | 0 | CW5 6\" for 50CW56), never on a text layer", () => {
    const row = [ocr("Licence no.", 40, 175, 50), ocr("5", 105.5, 175, 0.7), ocr("0", 113, 175, 4.7), ocr("CW5", 134.3, 175, 16.9), ocr("6", 158, 175, 4.7)];
    const scanned = layoutOf(row as unknown as TextItem[]);
    const index = indexOf(scanned, { "applicant.licence": ["licence no"] });
    const hit = findLabels(index, index.matcher("applicant.licence"), "string")[0];
    expect(valueFor(index, hit, "string")?.value).toBe("50CW56");
    const text = layoutOf(row.map(({ conf, ...it }) => it) as TextItem[]);
    const tindex = indexOf(text, { "applicant.licence": ["licence no"] });
    const thit = findLabels(tindex, tindex.matcher("applicant.licence"), "string")[0];
    expect(valueFor(tindex, thit, "string")?.value ?? null).not.toBe("50CW56");
  });

  it("a house number set apart from its street is the street's (\"2 | Pacific Road, Wollongong NSW 2500\")", () => {
    const layout = layoutOf([
      { ...item("Address of seller", 24.5, 401, 1, 9), w: 77 }, { ...item("2", 109.1, 401, 1, 9), w: 5 },
      { ...item("Pacific", 120.2, 401, 1, 9), w: 24.9 }, { ...item("Road, Wollongong NSW 2500", 148, 401, 1, 9), w: 110 },
    ]);
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["Address of seller", "2", "Pacific Road, Wollongong NSW 2500"]);
    const index = indexOf(layout, { "seller.address": ["address of seller"] });
    const hit = findLabels(index, index.matcher("seller.address"), "text")[0];
    expect(valueFor(index, hit, "text")?.value).toBe("2 Pacific Road, Wollongong NSW 2500");
  });
});

describe("a closed choice printed as check boxes", () => {
  it("takes the one ticked option when every option is of the field's type", async () => {
    const { findTickedChoice } = await import("@/lib/pdf2json/candidates/self-evident");
    const ticked = indexOf(layoutOf([item("Vehicle Sold As [X] New", 40, 100), item("[ ] Used", 200, 100), item("[ ] Demo", 300, 100)]));
    expect(findTickedChoice(ticked, "condition")?.value).toBe("New");
    // none ticked, two ticked, or an option that is no condition: no answer
    for (const row of [["[ ] New", "[ ] Used"], ["[X] New", "[X] Used"], ["[X] New", "[ ] Finance"]]) {
      const index = indexOf(layoutOf(row.map((t, i) => item(t, 40 + 150 * i, 100))));
      expect(findTickedChoice(index, "condition"), row.join(" ")).toBeNull();
    }
  });
});

describe("a closed choice printed alone", () => {
  it("is the one run that is such an option, and two different ones or one inside a sentence say nothing", async () => {
    const { findOnlyChoice } = await import("@/lib/pdf2json/candidates/self-evident");
    const choice = (texts: string[]) => findOnlyChoice(indexOf(layoutOf(texts.map((t, i) => item(t, 40, 100 + 20 * i)))), "registrationKind")?.value ?? null;
    expect(choice(["amapplying tor", "Re-registration", "Plate", "BAX052"])).toBe("Re-registration");
    expect(choice(["Re-registration", "Transfer"])).toBeNull();
    expect(choice(["Apply for a transfer of registration online"])).toBeNull();
  });
});

describe("a value that says what it is", () => {
  it("takes the only VIN of a document without a label, and none when two differ", async () => {
    const { findOnlyValue } = await import("@/lib/pdf2json/candidates/self-evident");
    const one = indexOf(layoutOf([item("Toyota Corolla Ascent", 40, 100), item("JTDBR32E720123456", 300, 100)]));
    expect(findOnlyValue(one, "vin")?.value).toBe("JTDBR32E720123456");
    const two = indexOf(layoutOf([item("JTDBR32E720123456", 40, 100), item("6T1BF3FK5CX012345", 40, 120)]));
    expect(findOnlyValue(two, "vin")).toBeNull();
  });

  it("takes the VIN no other field read: the trade-in's under its label, the vehicle's label lost on a scan (\"V.ILN.\")", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { vehicleTaxInvoice } = await import("@/lib/pdf2json/profiles/vehicle-tax-invoice");
    const read = (vehicleLabel: string, tradeLabel = "VIN No.") => {
      const layout = layoutOf([
        item("Tax Invoice", 40, 40, 1, 18),
        item("Trade-in Vehicle", 40, 80, 1, 12), item(tradeLabel, 40, 100), item("JF2L5XE32H4725501", 200, 100),
        item("Vehicle", 40, 140, 1, 12), item(vehicleLabel, 40, 160), item("KMHVLBSZ1SP415088", 200, 160),
      ]);
      const data = extractProfile(buildIndex(layout, vehicleTaxInvoice), vehicleTaxInvoice, 1, []).data as Record<string, Record<string, unknown>>;
      return [data.vehicle.vin, data.tradeIn.vin];
    };
    expect(read("VIN")).toEqual(["KMHVLBSZ1SP415088", "JF2L5XE32H4725501"]);
    expect(read("V.ILN.")).toEqual(["KMHVLBSZ1SP415088", "JF2L5XE32H4725501"]);
    // neither label read: each VIN is its own section's (the trade-in's heading over one, the vehicle's over the other)
    expect(read("V.ILN.", "VlN Nq")).toEqual(["KMHVLBSZ1SP415088", "JF2L5XE32H4725501"]);
    // ... and with no section to tell them apart, two VINs say nothing
    const flat = layoutOf([item("Tax Invoice", 40, 40, 1, 18), item("V.ILN.", 40, 100), item("JF2L5XE32H4725501", 200, 100), item("VlN Nq", 40, 160), item("KMHVLBSZ1SP415088", 200, 160)]);
    const data = extractProfile(buildIndex(flat, vehicleTaxInvoice), vehicleTaxInvoice, 1, []).data as Record<string, Record<string, unknown>>;
    expect([data.vehicle.vin, data.tradeIn.vin]).toEqual([null, null]);
  });
});

describe("a bank details part", () => {
  it("reads the account name as the account's, never as the financier named by the part's heading", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { vehicleSaleContract } = await import("@/lib/pdf2json/profiles/vehicle-sale-contract");
    const layout = layoutOf([
      item("Contract of Sale", 40, 40, 1, 18),
      item("Bank Details", 40, 100, 1, 12),
      item("Account Name", 40, 130), item("Parramatta Car Sales Trust Account", 200, 130),
      item("B.S.B.", 40, 150), item("697-566", 200, 150),
    ]);
    const bank = extractProfile(buildIndex(layout, vehicleSaleContract), vehicleSaleContract, 1, []).data.bankDetails as Record<string, unknown>;
    expect(bank.accountName).toBe("Parramatta Car Sales Trust Account");
    expect(bank.financier).toBeNull();
  });
});

describe("a credit note's totals", () => {
  it("are the amounts credited, as its e-invoice XML states them, however the page signs them", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { genericDocument } = await import("@/lib/pdf2json/profiles/generic-document");
    const read = (title: string) => {
      const layout = layoutOf([item(title, 40, 60, 1, 18), item("Total TTC", 300, 200), item("-233,47 €", 420, 200)]);
      return extractProfile(buildIndex(layout, genericDocument), genericDocument, 1, []).data.totals as Record<string, unknown>;
    };
    expect(read("Avoir AV-2017-0005").total).toBe(233.47);
    expect(read("Facture FA-2017-0005").total).toBe(-233.47); // an invoice keeps its sign
  });
});

describe("a heading no profile knows by name", () => {
  it("is known by its last word, so the headings beside it are headings, not a label and its value", () => {
    const layout = layoutOf([
      item("Dealer", 40, 80, 1, 12), item("Customer", 220, 80, 1, 12), item("Order Details", 400, 80, 1, 12),
      item("Name", 40, 100), item("Coastal Motors", 100, 100), item("Buyer", 220, 100), item("Wei Haddad", 280, 100), item("Deal", 400, 100), item("TD87376", 460, 100),
    ]);
    const index = indexOf(layout, { "customer.name": ["customer", "buyer"], "dealer.name": ["name"] }, [{ id: "customer", headings: ["customer"] }, { id: "dealer", headings: ["dealer"] }]);
    const values = findLabels(index, index.matcher("customer.name"), "name").map((h) => valueFor(index, h, "name")?.value);
    expect(values).toContain("Wei Haddad");
    expect(values).not.toContain("Order Details");
  });
});

describe("a labelled name whose legal form wrapped", () => {
  it("takes the legal form from the line under it", async () => {
    const { finishLegalForm } = await import("@/lib/pdf2json/candidates/parties");
    const index = indexOf(layoutOf([item("Seller", 40, 100), item("Central Coast Car Sales Pty.", 120, 100), item("Ltd.", 120, 111)]), { "dealer.name": ["seller"] });
    const hit = findLabels(index, index.matcher("dealer.name"), "name")[0];
    const found = valueFor(index, hit, "name");
    expect(found && finishLegalForm(index, found).value).toBe("Central Coast Car Sales Pty. Ltd.");
  });
});

describe("charges printed as invoice lines", () => {
  it("fill the pricing field their description names, each line once", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { PROFILES } = await import("@/lib/pdf2json/profiles");
    const profile = PROFILES.find((p) => p.id === "vehicle_tax_invoice")!;
    const row = (y: number, ...cells: string[]) => cells.map((c, i) => item(c, [40, 300, 380, 480][i], y));
    const layout = layoutOf([
      item("TAX INVOICE", 40, 50, 1, 18),
      ...row(100, "Description", "Qty", "Unit price", "Amount"),
      ...row(115, "2024 Toyota Corolla Ascent", "1", "32,990.00", "32,990.00"),
      ...row(130, "Delivery charges", "1", "1,030.00", "1,030.00"),
      ...row(145, "Floor mats", "1", "250.00", "250.00"),
    ]);
    const data = extractProfile(buildIndex(layout, profile), profile, 1, []).data as { pricing: Record<string, unknown> };
    expect(data.pricing.dealerDelivery).toBe(1030);
  });
});

describe("a label whose last word could be a value", () => {
  it("is read whole: \"Statutory guarantee applies\" over \"No\" is no", () => {
    const index = indexOf(layoutOf([item("Statutory guarantee applies", 40, 100), item("No", 40, 112)]), { "guarantee.applies": ["statutory guarantee applies", "guarantee"] });
    const values = findLabels(index, index.matcher("guarantee.applies"), "boolean").map((h) => valueFor(index, h, "boolean")?.value);
    expect(values).toEqual([false]);
  });
});

describe("a heading over a label and its value", () => {
  it("stays a heading: \"PURCHASER DETAILS\" over \"NAME OF PURCHASER: ISLA WALKER\" opens the purchaser's part", () => {
    const layout = layoutOf([
      item("*** DEALER ***", 40, 60), item("TRADING NAME: BLUE MOUNTAINS KIA PTY LIMITED", 40, 72),
      item("*** PURCHASER DETAILS ***", 40, 100), item("NAME OF PURCHASER: ISLA WALKER", 40, 112), item("MOBILE NO: 0421891246", 40, 124),
    ]);
    const index = indexOf(layout, { "customer.name": ["name of purchaser", "purchaser"], "customer.phone": ["mobile no"], "dealer.phone": ["mobile no"] }, [{ id: "dealer", headings: ["dealer"] }, { id: "customer", headings: ["purchaser details"] }]);
    const phone = findLabels(index, index.matcher("customer.phone"), "phone")[0];
    expect(index.sectionOf.get(phone.seg)).toBe("customer");
  });
});

describe("the document's kind as a heading", () => {
  it("is its title, not a \"Rechnung an\" block: the lines under it are in no party's section", () => {
    const layout = layoutOf([item("Rechnung", 40, 100, 1, 12), item("vielen Dank für Ihren Auftrag.", 40, 120), item("Rechnung an", 40, 160, 1, 12), item("Giulia Thompson", 40, 180)]);
    const index = indexOf(layout, {}, [{ id: "recipient", headings: ["rechnung an", "bill to"] }]);
    const at = (text: string) => index.sectionOf.get(index.segments.find((s) => s.text === text)!);
    expect(at("vielen Dank für Ihren Auftrag.")).toBeNull();
    expect(at("Giulia Thompson")).toBe("recipient");
  });
});

describe("a closed choice offered as a row of boxes", () => {
  it("is the ticked box's option, though a scan read another box as text (\"(4 New registration\")", () => {
    const row = (first: string) =>
      layoutOf([item(`Type of application ${first}`, 40, 100), item("☐ Transfer of registration", 260, 100), item("☒ Re-registration", 420, 100)]);
    const read = (first: string) => {
      const index = indexOf(row(first), { applicationType: ["type of application"] });
      return findLabels(index, index.matcher("applicationType"), "registrationKind").map((h) => valueFor(index, h, "registrationKind")?.value);
    };
    expect(read("(4 New registration")).toEqual(["Re-registration"]);
    // two ticked boxes say nothing beyond what the text beside the label says
    const two = indexOf(layoutOf([item("Type of application ☒ New registration", 40, 100), item("☒ Re-registration", 420, 100)]), { applicationType: ["type of application"] });
    expect(findLabels(two, two.matcher("applicationType"), "registrationKind").map((h) => valueFor(two, h, "registrationKind")?.value)).not.toEqual(["Re-registration"]);
  });
});

describe("the runs a value is read from", () => {
  it("are the lines the value holds: a name that stops at its legal form leaves the phone under it to others", () => {
    const layout = layoutOf([
      item("Dealer", 40, 100, 1, 7), item("Dealer Licence Number", 300, 100, 1, 7),
      item("Westside Automotive Pty Ltd", 40, 110), item("MD66368", 300, 110),
      item("Pp", 40, 122, 1, 7), item("02 8520 5883", 40, 132),
    ]);
    const index = indexOf(layout, { "dealer.name": ["dealer"], "dealer.licenceNumber": ["dealer licence number"] });
    const found = valueFor(index, findLabels(index, index.matcher("dealer.name"), "name")[0], "name");
    expect(found?.value).toBe("Westside Automotive Pty Ltd");
    expect(found?.segments.map((s) => s.text)).toEqual(["Westside Automotive Pty Ltd"]);
  });
});

describe("a totals block whose labels are lost", () => {
  const sections = [{ id: "pricing", headings: ["settlement", "pricing"] }];
  const block = (rows: string[][]) =>
    indexOf(layoutOf([item("Settlement", 40, 80, 1, 12), ...rows.flatMap((row, r) => row.map((text, c) => item(text, 40 + c * 150, 100 + r * 24)))]), {}, sections);
  const read = async (rows: string[][]) => {
    const { totalsByArithmetic } = await import("@/lib/pdf2json/candidates/totals-arithmetic");
    return Object.fromEntries([...totalsByArithmetic(block(rows), "pricing")].map(([role, hit]) => [role, hit.value]));
  };

  it("tells the total, payment and balance apart by their arithmetic: paid and due add up to the total printed before them", async () => {
    // a fax's boxed settlement: "$ 72 374.23 | $6 220.00 | $ 2 500.00" over "$ 69 874.23", every label dithered away
    const rows = [["$ 63 590.00", "$ 2 630.00", "$ 2 200.00"], ["$ 604.47", "$ 824.76", "$2 525.00"], ["$ 72 374.23", "$6 220.00", "$ 2 500.00"], ["$ 69 874.23"]];
    expect(await read(rows)).toEqual({ total: 72374.23, paid: 2500, due: 69874.23 });
  });

  it("and the subtotal and tax before a total, the tax at a tax's rate of the subtotal", async () => {
    const rows = [["AUD 973.88", "AUD 50,101.85"], ["AUD 4,682.64", "AUD 54,784.49", "AUD 500"], ["AUD 54,284.49"]];
    expect(await read(rows)).toEqual({ total: 54784.49, subtotal: 50101.85, tax: 4682.64, paid: 500, due: 54284.49 });
  });

  it("says nothing when the arithmetic has two readings, or none", async () => {
    // 500 is 200 + 300 printed after it, and 900 is 400 + 500: two totals
    expect(await read([["$500.00", "$200.00", "$300.00"], ["$900.00", "$400.00", "$500.00"]])).toEqual({});
    expect(await read([["$1,250.00", "$310.40", "$99.95"]])).toEqual({});
  });
});

describe("a heading ending in a colon", () => {
  it("opens its part when it stands alone on its line (\"Seller:\" over its rows of labels); beside a value it is a label", () => {
    const sections = [{ id: "dealer", headings: ["seller", "dealer"] }];
    const fields = { "dealer.name": ["dealer name"], "dealer.abn": ["abn"] };
    const alone = indexOf(layoutOf([item("Seller:", 40, 100, 1, 12), item("Dealer Name", 40, 120, 1, 7), item("ABN", 300, 120, 1, 7), item("Hills Motors Pty Ltd", 40, 130), item("79 938 786 071", 300, 130)]), fields, sections);
    expect(alone.sectionOf.get(alone.segments.find((s) => s.text === "Hills Motors Pty Ltd")!)).toBe("dealer");
    const beside = indexOf(layoutOf([item("Seller:", 40, 100), item("Hills Motors Pty Ltd", 160, 100)]), fields, sections);
    expect(beside.sectionOf.get(beside.segments.find((s) => s.text === "Hills Motors Pty Ltd")!)).toBeNull();
  });
});

describe("a letter's own address", () => {
  it("is its return-address line, not the addressee's block under it", async () => {
    const { findAddress } = await import("@/lib/pdf2json/candidates/parties");
    const layout = layoutOf([
      item("Keller Druckerei AG", 40, 40, 1, 14),
      item("Keller Druckerei AG · Seestrasse 159 · 3011 Bern", 40, 90, 1, 7),
      item("Giulia Thompson", 40, 110), item("Dorfstrasse 83", 40, 122), item("4051 Basel", 40, 134),
    ]);
    expect(findAddress(indexOf(layout), "issuer", true)?.value).toBe("Seestrasse 159, 3011 Bern");
  });
});

describe("a heading that also reads as a field's label", () => {
  it("heads its part when it reads better as the heading: \"Applicant declaration\" over its text opens the declaration", () => {
    const layout = layoutOf([
      item("Inspection report", 40, 60), item("Inspection date:", 40, 72), item("14 Feb 2024", 160, 72),
      item("Applicant declaration", 40, 100), item("I declare that the information given in this application is true and correct.", 40, 112),
      item("Date:", 40, 130), item("25 Feb 2024", 160, 130),
    ]);
    const index = indexOf(layout, { "inspection.date": ["inspection date", "date"], "declaration.signedBy": ["applicant", "signed by"], "declaration.date": ["date", "date signed"] }, [{ id: "inspection", headings: ["inspection report"] }, { id: "declaration", headings: ["applicant declaration", "declaration"] }]);
    const at = (text: string) => index.sectionOf.get(index.segments.find((s) => s.text === text)!);
    expect(at("Date:")).toBe("declaration");
  });
});

describe("a name wrapped in a narrow cell", () => {
  it("goes on with its legal form at a narrow cell's leading, past the label's aside in brackets (\"Seller\" over \"(Dealer):\")", () => {
    const read = (rows: Array<[string, string]>, leading: number) => {
      const layout = layoutOf(rows.flatMap(([label, value], i) => [...(label ? [item(label, 40, 100 + i * leading)] : []), item(value, 120, 100 + i * leading)]));
      const index = indexOf(layout, { "dealer.name": ["seller"], "dealer.abn": ["abn"] });
      return findLabels(index, index.matcher("dealer.name"), "name").map((h) => valueFor(index, h, "name")?.value);
    };
    expect(read([["Seller", "Central Coast Car Sales"], ["(Dealer):", "Pty."], ["", "Ltd."]], 14.3)).toEqual(["Central Coast Car Sales Pty. Ltd."]);
    // another row's value at that leading is not the name's
    expect(read([["Seller", "Central Coast Car Sales"], ["", "Gosford"]], 14.3)).toEqual(["Central Coast Car Sales"]);
  });
});

describe("two labels one over the other", () => {
  it("are two pairs when the lower one says the upper one's words again: \"Dealer\" over \"Dealer licence number\"", () => {
    const layout = layoutOf([item("Dealer", 40, 100), item("Parramatta Toyota Pty Limited", 200, 100), item("Dealer licence number", 40, 112), item("009276", 200, 112)]);
    const index = indexOf(layout, { "dealer.name": ["dealer"], "dealer.licenceNumber": ["dealer licence number", "licence number"] });
    const values = findLabels(index, index.matcher("dealer.licenceNumber"), "string").map((h) => valueFor(index, h, "string")?.value);
    expect(values).toEqual(["009276"]);
  });
});

describe("an amount wrapped in a narrow cell", () => {
  it("joins the currency printed beside the label with the amount under it", () => {
    const layout = layoutOf([item("Total (GST inclusive)", 40, 100), item("AUD", 200, 100), item("52,863.41", 200, 112), item("Payment received", 40, 130), item("AUD 7,300", 200, 130)]);
    const index = indexOf(layout, { "pricing.total": ["total gst inclusive", "total"] });
    const values = findLabels(index, index.matcher("pricing.total"), "money").map((h) => valueFor(index, h, "money")?.value);
    expect(values).toEqual([52863.41]);
  });
});

describe("a document's currency", () => {
  it("is not read from a date's digits: a form with no amount has none", async () => {
    const { documentCurrency } = await import("@/lib/pdf2json/candidates/currency");
    expect(documentCurrency("Date Sold: 26.03.2024\nA.B.N.: 58 953 430 442", true)).toBeNull();
    expect(documentCurrency("Selling price 45,990.00\nA.B.N.: 58 953 430 442", true)).toBe("AUD");
  });

  it("is not read from a C a scan read twice as \"C€\" in a code (\"C€823851\"); a euro amount still names the euro", async () => {
    const { documentCurrency } = await import("@/lib/pdf2json/candidates/currency");
    expect(documentCurrency("CONTRACT NO C€823851\nPRICE $45,990.00 GST", true)).toBe("AUD");
    expect(documentCurrency("Betrag €1.250,00", false)).toBe("EUR");
    expect(documentCurrency("Total: 1.250,00€", false)).toBe("EUR");
  });

  it("is not read from an E a scan read as \"£\" in a code on an Australian dealer's document (\"£2115\"); a pound amount still names the pound", async () => {
    const { documentCurrency } = await import("@/lib/pdf2json/candidates/currency");
    expect(documentCurrency("Register entry no. £2115\nPRICE 45,990.00 AUD", true)).toBe("AUD");
    expect(documentCurrency("Register entry no. £2115", true)).toBeNull();
    expect(documentCurrency("Total £1,250.00", true)).toBe("GBP");
    expect(documentCurrency("Invoice £2115", false)).toBe("GBP");
  });
});

describe("a label cut after a dangling word", () => {
  it("goes on below: \"Name of\" over \"Purchaser\" is one label, and \"Purchaser\" alone takes no value", () => {
    const layout = layoutOf([
      item("Name of", 40, 100), item("Jack McDonald", 200, 100),
      item("Purchaser", 40, 112),
      item("Residential", 40, 124), item("Unit 14/321 Hume Avenue, Newcastle", 200, 124),
      item("Address", 40, 136), item("West NSW 2302", 200, 136),
    ]);
    const index = indexOf(layout, { "customer.name": ["name of purchaser", "purchaser"], "customer.address": ["residential address", "address"] });
    const values = findLabels(index, index.matcher("customer.name"), "name").map((h) => valueFor(index, h, "name")?.value);
    expect(values).toEqual(["Jack McDonald"]);
  });

  it("but a label of its own with its value beside it stays a label: \"Includes GST of\" over \"Total incl. GST\"", () => {
    const layout = layoutOf([item("Includes GST of", 40, 100), item("6855.45", 200, 100), item("Total incl. GST", 40, 112), item("80001.54", 200, 112)]);
    const index = indexOf(layout, { "pricing.gst": ["includes gst of", "gst"], "pricing.total": ["total incl gst", "total"] });
    const values = findLabels(index, index.matcher("pricing.total"), "money").map((h) => valueFor(index, h, "money")?.value);
    expect(values).toEqual([80001.54]);
  });
});

describe("a letterhead line of contacts", () => {
  it("is cut before each label, also before one whose value is an address: \"Telephone (02) 9855 4328 Email info@…\"", () => {
    const index = indexOf(layoutOf([item("Telephone (02) 9855 4328 Email info@centralcoast.com.au", 40, 100)]), { "dealer.phone": ["telephone"], "dealer.email": ["email"] });
    expect(index.segments.map((s) => s.text)).toEqual(["Telephone (02) 9855 4328", "Email info@centralcoast.com.au"]);
  });
});

describe("a list of label/value pairs", () => {
  it("is no grid: \"Sales Person | Jack\" under \"Contract No. | JX32977\" takes Jack, not the row under it", () => {
    const layout = layoutOf([item("Contract No.", 40, 60), item("JX32977", 200, 60), item("Sales Person", 40, 72), item("Jack", 200, 72), item("Delivery Due", 40, 84), item("25 May 2025", 200, 84)]);
    const index = indexOf(layout, { "contract.number": ["contract no"], "contract.salesperson": ["sales person"] });
    const values = findLabels(index, index.matcher("contract.salesperson"), "name").map((h) => valueFor(index, h, "name")?.value);
    expect(values).toEqual(["Jack"]);
  });
});

describe("a document that prints no number of its own", () => {
  it("is known by its reference when the reference is a code; an invoice number wins over it", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { genericDocument } = await import("@/lib/pdf2json/profiles/generic-document");
    const read = (items: TextItem[]) => extractProfile(buildIndex(layoutOf(items), genericDocument), genericDocument, 1, []).data.references as Record<string, unknown>;
    const meta = [item("TAX INVOICE", 40, 40, 1, 18), item("Reference", 40, 100), item("Tax point", 200, 100), item("RE-2025-3072", 40, 112), item("18/02/2025", 200, 112)];
    expect(read(meta).documentNumber).toBe("RE-2025-3072");
    expect(read([...meta, item("Invoice No.", 40, 140), item("INV-88", 200, 140)]).documentNumber).toBe("INV-88");
    expect(read([item("TAX INVOICE", 40, 40, 1, 18), item("Your reference", 40, 100), item("Website order", 200, 100)]).documentNumber).toBeNull();
  });
});

describe("a credit note's reference to the invoice it corrects", () => {
  it("goes on to a line under it in lower case: \"dated\" under \"Ref. invoice\" is the invoice's date, not the credit note's", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { genericDocument } = await import("@/lib/pdf2json/profiles/generic-document");
    const layout = layoutOf([
      item("CREDIT NOTE", 300, 40, 1, 18), item("Credit Note No. 2024-0995", 40, 80),
      item("Date", 300, 100), item("25 March 2024", 400, 100),
      item("Ref. invoice", 300, 112), item("FA212827", 400, 112),
      item("dated", 300, 124), item("8 March 2024", 400, 124),
    ]);
    const data = extractProfile(buildIndex(layout, genericDocument), genericDocument, 1, []).data as { dates: Record<string, unknown> };
    expect(data.dates.issueDate).toBe("2024-03-25");
  });
});

describe("a print-out's fixed-width fields", () => {
  it("cut a value that touches the next field's label: \"…7184364REGO NO:\"", () => {
    const layout = layoutOf([item("VEHICLE IDENTIFICATION NUMBER: JMZDD2W44R7184364REGO NO:", 40, 60), item("EE24LS", 400, 60)]);
    const index = indexOf(layout, { "vehicle.vin": ["vehicle identification number", "vin"], "vehicle.plate": ["rego no", "registration number"] });
    expect(index.segments.map((s) => s.text)).toEqual(["VEHICLE IDENTIFICATION NUMBER: JMZDD2W44R7184364", "REGO NO:", "EE24LS"]);
  });

  it("read the value after a colon set apart from its label: \"KMS | : 3 497 KM\"", () => {
    const layout = layoutOf([item("KMS", 40, 72), item(": 3 497 KM", 150, 72)]);
    const index = indexOf(layout, { "vehicle.odometer": ["kms", "odometer"] });
    const values = findLabels(index, index.matcher("vehicle.odometer"), "integer").map((h) => valueFor(index, h, "integer")?.value);
    expect(values).toEqual([3497]);
  });
});

describe("a label wrapped beside another column", () => {
  it("is read whole when the lower line's only neighbour is the other column's label: \"Body | Soul Red\" over \"Colour | Payout | $2,900.10\"", () => {
    const layout = layoutOf([
      item("Body", 40, 72), item("Soul Red", 100, 72), item("Allowance", 300, 72), item("$15,800.00", 400, 72),
      item("Colour", 40, 84), item("Payout", 300, 84), item("$2,900.10", 400, 84),
    ]);
    const index = indexOf(layout, { "vehicle.bodyType": ["body", "body type"], "vehicle.colour": ["colour", "body colour"], "tradeIn.allowance": ["allowance"], "tradeIn.payout": ["payout"] });
    const read = (path: string) => findLabels(index, index.matcher(path), "string").map((h) => valueFor(index, h, "string")?.value);
    expect(read("vehicle.bodyType")).toEqual([]);
    expect(read("vehicle.colour")[0]).toBe("Soul Red");
  });
});

describe("an e-mail address broken in a narrow cell", () => {
  it("goes on under itself without a space", () => {
    const layout = layoutOf([item("Sales Email:", 40, 100), item("admin@bluemountainscars.co", 120, 100), item("Term (months):", 300, 100), item("m.au", 120, 112), item("km Limit:", 300, 112)]);
    const index = indexOf(layout, { "dealer.email": ["sales email", "email"] });
    const values = findLabels(index, index.matcher("dealer.email"), "email").map((h) => valueFor(index, h, "email")?.value);
    expect(values).toEqual(["admin@bluemountainscars.com.au"]);
  });
});

describe("a count with its unit", () => {
  it("is a value, not a label its unit reads as: \"Period (months) | Three (3) months\"", () => {
    const layout = layoutOf([item("Period (months)", 40, 100), item("Three (3) months", 200, 100), item("km Limit", 40, 112), item("5,000", 200, 112)]);
    const index = indexOf(layout, { "guarantee.periodMonths": ["period months", "months"], "guarantee.kilometres": ["km limit"] });
    const values = findLabels(index, index.matcher("guarantee.periodMonths"), "integer").map((h) => valueFor(index, h, "integer")?.value);
    expect(values).toEqual([3]);
  });
});

describe("a yes/no answer", () => {
  it("is read from boxes in any form the value parser knows: \"Guarantee: ( ) Yes | (•) No\"", () => {
    const layout = layoutOf([item("Guarantee: ( ) Yes", 40, 100), item("(•) No", 160, 100)]);
    const index = indexOf(layout, { "guarantee.applies": ["guarantee", "guarantee applies"] });
    const values = findLabels(index, index.matcher("guarantee.applies"), "boolean").map((h) => valueFor(index, h, "boolean")?.value);
    expect(values).toEqual([false]);
  });

  it("is read from a word that also reads as the label: \"Guarantee | Applies\"", () => {
    const layout = layoutOf([item("Guarantee", 40, 100), item("Applies", 200, 100)]);
    const index = indexOf(layout, { "guarantee.applies": ["guarantee", "applies", "guarantee applies"] });
    const values = findLabels(index, index.matcher("guarantee.applies"), "boolean").map((h) => valueFor(index, h, "boolean")?.value);
    expect(values[0]).toBe(true);
  });
});

describe("a phone number printed without a label near the top", () => {
  it("is the letterhead's only when no other party's part holds it", async () => {
    const { findLetterheadPhone } = await import("@/lib/pdf2json/candidates/parties");
    const layout = layoutOf([item("Dealer Information", 40, 60, 1, 12), item("Customer Details", 300, 60, 1, 12), item("Illawarra Mazda", 40, 80), item("0464222600", 300, 80)]);
    const index = indexOf(layout, { "dealer.name": ["dealer"], "customer.phone": ["mobile"] }, [{ id: "dealer", headings: ["dealer information"] }, { id: "customer", headings: ["customer details"] }]);
    expect(findLetterheadPhone(index, "dealer")).toBeNull();
    expect(findLetterheadPhone(index, "customer")?.value).toBe("0464222600");
  });
});

describe("an IBAN wrapped in a narrow footer column", () => {
  it("is joined with the line under it when it fails its check alone", () => {
    const layout = layoutOf([item("Commerzbank", 200, 100), item("IBAN DE65 0652 4928 7209", 200, 112), item("0312 67", 225, 124), item("BIC VMZLDEFC", 200, 136)]);
    const index = indexOf(layout, { "payment.iban": ["iban"] });
    const values = findLabels(index, index.matcher("payment.iban"), "iban").map((h) => valueFor(index, h, "iban")?.value);
    expect(values).toEqual(["DE65065249287209031267"]);
  });
});

describe("an IBAN a scan's wide word gap cut in two on its line", () => {
  it("is joined with the run beside it when it fails its check alone", () => {
    const layout = layoutOf(recognised([{ ...item("P. IVA 09902799947", 42, 300, 1, 7), w: 66 }, { ...item("IBAN IT84 E645 6925", 115, 300, 1, 7), w: 69 }, { ...item("1375 7593 4295 556", 192, 300, 1, 7), w: 64 }]));
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["P. IVA 09902799947", "IBAN IT84 E645 6925", "1375 7593 4295 556"]);
    const index = indexOf(layout, { "payment.iban": ["iban"] });
    const values = findLabels(index, index.matcher("payment.iban"), "iban").map((h) => valueFor(index, h, "iban")?.value);
    expect(values).toEqual(["IT84E6456925137575934295556"]);
  });
});

describe("a scan's house number read into its label by a misplaced word box", () => {
  it("goes back before the street beside, which has no number of its own", () => {
    const fields = { "customer.address": ["street address", "address"] };
    const row = (beside: string) => recognised([{ ...item("Street Address 9", 300, 100), w: 90 }, { ...item(beside, 410, 100), w: 150 }]);
    expect(firstValue(row("Pacific Drive, Kirrawee NSW 2232"), fields, "customer.address", "text")).toBe("9 Pacific Drive, Kirrawee NSW 2232");
    // a street with its own number stays as read
    expect(firstValue(row("12 Pacific Drive, Kirrawee NSW 2232"), fields, "customer.address", "text")).toBe("12 Pacific Drive, Kirrawee NSW 2232");
    // a text layer's label is as printed
    expect(firstValue([{ ...item("Street Address 9", 300, 100), w: 90 }, { ...item("Pacific Drive, Kirrawee NSW 2232", 410, 100), w: 150 }], fields, "customer.address", "text")).toBe("Pacific Drive, Kirrawee NSW 2232");
  });
});

describe("a grid header cell broken off after \"or\"", () => {
  it("is read with its lower line only: \"Licence or\" over \"customer number\" is the applicant's number, never the dealer's licence", async () => {
    const items = [
      measured("Applicant", 40, 104, 138, 12),
      measured("Full name", 45, 103, 156.7, 10.5), measured("DOB", 143, 169, 156.7, 10.5), measured("Licence or", 202, 263, 156.7, 10.5), measured("Street address", 319, 407, 156.7, 10.5), measured("Contact", 469, 515, 156.7, 10.5),
      measured("customer number", 202, 307, 170.2, 10.5), measured("number", 469, 515, 170.2, 10.5),
      measured("William Sofia", 45, 116, 187.5, 11), measured("May 26,", 143, 187, 187.5, 11), measured("18464903", 202, 258, 187.5, 11), measured("Unit 22/66 Pacific", 319, 415, 187.5, 11), measured("0421434473", 469, 539, 187.5, 11),
      measured("McDonald", 45, 99, 201, 11), measured("1980", 143, 171, 201, 11), measured("Avenue, Gosford NSW", 319, 440, 201, 11),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant.licenceNumber).toBe("18464903");
    expect(data.dealer.licenceNumber).toBeNull();
  });
});

describe("a legal form's end set apart on the name's line by a print-out's wide gap", () => {
  it("finishes the name (\"SOUTHERN HIGHLANDS KIA PTY | LTD.\")", async () => {
    const { finishLegalForm } = await import("@/lib/pdf2json/candidates/parties");
    const read = async (rest: string, at: number) => {
      const items = recognised([measured("SELLER'S NAME: SOUTHERN HIGHLANDS KIA PTY", 40, 330, 300, 10), measured(rest, at, at + 26, 300, 10)]);
      const { index } = await profileValues("nsw_registration_application", items, "purchase.sellerName", "name");
      expect(index.layout.lines[0].segments).toHaveLength(2);
      const hit = findLabels(index, index.matcher("purchase.sellerName"), "name")[0];
      return finishLegalForm(index, valueFor(index, hit, "name")!).value;
    };
    expect(await read("LTD.", 352)).toBe("SOUTHERN HIGHLANDS KIA PTY LTD.");
    // another run far along the line, or no legal form, is no part of the name
    expect(await read("LTD.", 420)).toBe("SOUTHERN HIGHLANDS KIA PTY");
    expect(await read("NSW", 352)).toBe("SOUTHERN HIGHLANDS KIA PTY");
  });
  it("finishes it wrapped under the name, misread, the \"Pty\" read right vouching for it (\"Pty\" over \"Lid\")", async () => {
    const { finishLegalForm } = await import("@/lib/pdf2json/candidates/parties");
    const read = async (under: string, scanned: boolean) => {
      const items = [measured("Licensee", 40, 90, 100, 10), measured("Wagga Auto Group Pty", 120, 230, 100, 10), measured(under, 120, 135, 112, 10)].map((x) => (scanned ? ({ ...x, conf: 0.9 }) as unknown as TextItem : x));
      const { index } = await profileValues("vehicle_sale_contract", items, "dealer.name", "name");
      const hit = findLabels(index, index.matcher("dealer.name"), "name")[0];
      return finishLegalForm(index, valueFor(index, hit, "name")!).value;
    };
    expect(await read("Lid", true)).toBe("Wagga Auto Group Pty Ltd");
    // a text layer's words are as printed
    expect(await read("Lid", false)).toBe("Wagga Auto Group Pty Lid");
  });
});

describe("a label glued to its value in a column of labels", () => {
  it("is cut even when the run reads as the label with an extra word: \"Manufacturer Mitsubishi\"", () => {
    const layout = layoutOf([item("Manufacturer Mitsubishi", 40, 100), item("Model Name Triton", 40, 112), item("Year", 40, 124), item("2025", 120, 124)]);
    const index = indexOf(layout, { "vehicle.make": ["manufacturer", "make"], "vehicle.model": ["model name", "model"], "vehicle.year": ["year"] });
    const read = (path: string) => findLabels(index, index.matcher(path), "string").map((h) => valueFor(index, h, "string")?.value);
    expect(read("vehicle.make")).toEqual(["Mitsubishi"]);
    expect(read("vehicle.model")).toEqual(["Triton"]);
  });
});

describe("an address after its label's colon", () => {
  it("goes on under the run's start with the rest of its town line: \"Residential Address: 415 Great Western\" over \"Road, Moorebank NSW 2170\"", () => {
    const layout = layoutOf([item("Residential Address: 415 Great Western", 40, 100), item("Road, Moorebank NSW 2170", 40, 112), item("Phone: (02) 1395 6523", 40, 124)]);
    const index = indexOf(layout, { "customer.address": ["residential address", "address"], "customer.phone": ["phone"] });
    const values = findLabels(index, index.matcher("customer.address"), "text").map((h) => valueFor(index, h, "text")?.value);
    expect(values).toEqual(["415 Great Western Road, Moorebank NSW 2170"]);
  });

  it("flows on at the run's start where its next word would not have fitted on the line (\"Purchaser Address: 314 King\" over \"Georges Highway, Auburn NSW\"; seed 11)", () => {
    const column = (rows: TextItem[]) => layoutOf([item("Period (months): Three (3) months", 40, 85), ...rows, item("Sold On: 28 Nov 2025", 40, 160)]);
    const fields = { "sale.purchaserAddress": ["purchaser address"], "dealer.name": ["trading as"], "sale.date": ["sold on"], "guarantee.period": ["period (months)"], "vehicle.stockNumber": ["stock no."] };
    const read = (rows: TextItem[], path: string, type: "text" | "name") => {
      const index = indexOf(column(rows), fields);
      return findLabels(index, index.matcher(path), type).map((h) => valueFor(index, h, type)?.value);
    };
    expect(read([item("Purchaser Address: 314 King", 40, 100), item("Georges Highway, Auburn NSW", 40, 115), item("2144", 40, 130)], "sale.purchaserAddress", "text")).toEqual(["314 King Georges Highway, Auburn NSW 2144"]);
    expect(read([item("Trading As: Southern Highlands", 40, 100), item("Automotive Pty Ltd", 40, 115)], "dealer.name", "name")).toEqual(["Southern Highlands Automotive Pty Ltd"]);
    // (a line whose first word had room at the end of the line before is not the value's: it starts a line of its own)
    expect(read([item("Purchaser Address: 5 Bay St", 40, 100), item("Extra Notes Here", 40, 115)], "sale.purchaserAddress", "text")).toEqual(["5 Bay St"]);
    // (nor is a label with its value glued after it, though its first word would not have fitted)
    expect(read([item("Purchaser Address: 5 Bay Street", 40, 100), item("Stock No. 413114", 40, 115)], "sale.purchaserAddress", "text")).toEqual(["5 Bay Street"]);
  });

  it("goes on with its state and postcode alone under the run's start: \"NSW 2154\"", () => {
    const layout = layoutOf([item("Address of Purchaser: 228 Botany Road, Castle Hill", 300, 100), item("NSW 2154", 300, 112), item("Year of Manufacture: 2013", 40, 124)]);
    const index = indexOf(layout, { "sale.purchaserAddress": ["address of purchaser"], "vehicle.year": ["year of manufacture"] });
    const values = findLabels(index, index.matcher("sale.purchaserAddress"), "text").map((h) => valueFor(index, h, "text")?.value);
    expect(values).toEqual(["228 Botany Road, Castle Hill NSW 2154"]);
  });

  it("beside its label, goes on with its town set apart on the same line after the street's comma", () => {
    const layout = layoutOf([item("DEALER ADDRESS:", 40, 100), item("159 PENNANT HILLS HIGHWAY,»", 160, 100), item("TUGGERAH NSW 2259", 330, 100), item("CONTRACT #", 40, 112), item("C823551", 160, 112)]);
    const index = indexOf(layout, { "dealer.address": ["dealer address"], "contract.number": ["contract #"] });
    const values = findLabels(index, index.matcher("dealer.address"), "text").map((h) => valueFor(index, h, "text")?.value);
    expect(values).toEqual(["159 PENNANT HILLS HIGHWAY, TUGGERAH NSW 2259"]);
  });

  it("goes on past a line of the other column that sits between it and its wrap", () => {
    const layout = layoutOf([
      item("Model: Sportage", 40, 100),
      item("Address of Purchaser: 228 Botany Road, Castle", 300, 100),
      item("Series/Grade: S", 40, 106),
      item("Hill NSW 2154", 300, 112),
      item("Year of Manufacture: 2013", 40, 124),
    ]);
    const index = indexOf(layout, { "sale.purchaserAddress": ["address of purchaser"], "vehicle.series": ["series/grade"], "vehicle.model": ["model"] });
    const values = findLabels(index, index.matcher("sale.purchaserAddress"), "text").map((h) => valueFor(index, h, "text")?.value);
    expect(values).toEqual(["228 Botany Road, Castle Hill NSW 2154"]);
  });
});

describe("a label wrapped beside its wrapped value", () => {
  const layout = () =>
    layoutOf([
      item("Residential", 40, 100),
      item("Unit 24/112 Hume Avenue,", 160, 100),
      item("Address", 40, 112),
      item("Campbelltown NSW 2560", 160, 112),
      item("Vehicle", 40, 140),
      item("$76,300.00", 160, 140),
      item("Total Accessories", 40, 152),
      item("$2,790.00", 160, 152),
    ]);
  const fields = { "customer.address": ["residential address", "address"], "dealer.address": ["address"], "pricing.accessories": ["total accessories"] };

  it("is one label: its lower line is no label of another field (\"Address\" is not the dealer's)", () => {
    const index = indexOf(layout(), fields);
    const read = (path: string) => findLabels(index, index.matcher(path), "text").map((h) => valueFor(index, h, "text")?.value);
    expect(read("customer.address")).toEqual(["Unit 24/112 Hume Avenue, Campbelltown NSW 2560"]);
    expect(read("dealer.address")).toEqual([]);
  });

  it("is not read into two rows of a price list (\"Vehicle\" over \"Total Accessories\")", () => {
    const index = indexOf(layout(), fields);
    const values = findLabels(index, index.matcher("pricing.accessories"), "money").map((h) => valueFor(index, h, "money")?.value);
    expect(values).toEqual([2790]);
  });
});

describe("the last words of a paragraph's sentence", () => {
  it("are no label, whatever they say (\"financiers and insurers.\" under a line of terms)", () => {
    const layout = layoutOf([
      item("insurance, and may disclose it to Transport for NSW,", 40, 100),
      item("financiers and insurers.", 40, 112),
      item("3. Trade-in. The Purchaser warrants that the trade-in vehicle", 200, 112),
      item("Financier", 40, 140),
      item("Westpac", 160, 140),
    ]);
    const index = indexOf(layout, { "bankDetails.financier": ["financier", "financiers"] });
    const values = findLabels(index, index.matcher("bankDetails.financier"), "name").map((h) => valueFor(index, h, "name")?.value);
    expect(values).toEqual(["Westpac"]);
  });
});

describe("a label that ends a line of running text", () => {
  it("takes its value wrapped to the start of the next line (\"…, Motor Dealer's Licence No.:\" over \"938330\")", () => {
    const layout = layoutOf([
      item("Australian Business Number: 65 377 654 355, Motor Dealer's Licence No.:", 40, 100),
      item("938330", 40, 112),
      item("Phone No.: 02 9294 9176", 40, 124),
    ]);
    const index = indexOf(layout, { "dealer.abn": ["australian business number"], "dealer.dealerLicenceNumber": ["motor dealer's licence no"], "dealer.phone": ["phone no"] });
    const values = findLabels(index, index.matcher("dealer.dealerLicenceNumber"), "string").map((h) => valueFor(index, h, "string")?.value);
    expect(values).toEqual(["938330"]);
  });

  it("…also after a \" · \" and with no colon, and never from a column beside it", () => {
    const layout = layoutOf([item("Australian Business Number 21 867 956 629 · Motor Dealer's Licence No.", 40, 100), item("DL310113", 40, 112)]);
    const index = indexOf(layout, { "dealer.abn": ["australian business number"], "dealer.dealerLicenceNumber": ["motor dealer's licence no"] });
    expect(findLabels(index, index.matcher("dealer.dealerLicenceNumber"), "string").map((h) => valueFor(index, h, "string")?.value)).toEqual(["DL310113"]);
    const columns = layoutOf([item("Stock No. S21408", 40, 100), item("Licence No.", 300, 100), item("DL310113", 40, 112)]);
    const cols = indexOf(columns, { "dealer.dealerLicenceNumber": ["licence no"], "vehicle.stockNumber": ["stock no"] });
    expect(findLabels(cols, cols.matcher("dealer.dealerLicenceNumber"), "string").map((h) => valueFor(cols, h, "string")?.value ?? null)).toEqual([null]);
  });
});

describe("two rows of a price list whose labels read as one", () => {
  it("stay two rows when each has its own amount (\"Total | $64,096.90\" over \"GST | $5,497.27\" is no \"Total GST\")", () => {
    const layout = layoutOf([item("Total", 40, 100), item("$64,096.90 AUD", 200, 100), item("GST", 40, 112), item("$5,497.27 AUD", 200, 112)]);
    const index = indexOf(layout, { "pricing.totalPrice": ["total"], "pricing.gst": ["gst", "total gst"] });
    const read = (path: string) => findLabels(index, index.matcher(path), "money").map((h) => valueFor(index, h, "money")?.value);
    expect(read("pricing.gst")).toEqual([5497.27]);
    expect(read("pricing.totalPrice")).toEqual([64096.9]);
  });
});

describe("a part's number set apart from its title", () => {
  it("is one heading with it (\"Part 3 | Vehicle Being Purchased\"), never a label over the next row's", () => {
    const layout = layoutOf([
      item("Part 1 . Dealer Information", 40, 60, 1, 12),
      item("Dealership", 40, 80), item("Harbourside Motor Group Pty Ltd", 200, 80),
      item("Part 3", 40, 110, 1, 12), item("Vehicle Being Purchased", 200, 110, 1, 12),
      item("Brand", 40, 130), item("Subaru", 200, 130),
      item("Part 4 = Guarantee", 40, 160, 1, 12),
      item("Guarantee period (months)", 40, 180), item("3", 200, 180),
    ]);
    const index = indexOf(layout, { "vehicle.make": ["brand", "make"], "dealer.name": ["dealership"] }, [
      { id: "dealer", headings: ["dealer information"] },
      { id: "vehicle", headings: ["vehicle being purchased"] },
      { id: "guarantee", headings: ["guarantee"] },
    ]);
    const makes = findLabels(index, index.matcher("vehicle.make"), "string");
    expect(makes.map((h) => [index.sectionOf.get(h.seg), valueFor(index, h, "string")?.value])).toEqual([["vehicle", "Subaru"]]);
    const at = (text: string) => index.sectionOf.get(index.segments.find((x) => x.text === text)!);
    expect(at("Guarantee period (months)")).toBe("guarantee");
  });
});

describe("a label's lower-case tail set apart from it", () => {
  it("is part of the label (\"Entry No. | in Register | E0808\"), not a label of its own", () => {
    const layout = layoutOf([item("Entry No.", 40, 100), item("in Register", 120, 100), item("E0808", 240, 100)]);
    const index = indexOf(layout, { "register.entryNumber": ["entry no", "entry number in register"], "register.registerNumber": ["register", "register no"] });
    const read = (path: string) => findLabels(index, index.matcher(path), "string").map((h) => valueFor(index, h, "string")?.value ?? null);
    expect(read("register.entryNumber")).toEqual(["E0808"]);
    expect(read("register.registerNumber")).toEqual([]);
  });

  it("and so is a tail with the value glued after it (\"N° | de ticket B-2025-3244\")", () => {
    const layout = layoutOf([item("N°", 40, 100), item("de ticket B-2025-3244", 80, 100)]);
    const index = indexOf(layout, { "references.documentNumber": ["no", "numéro de ticket", "n° de ticket"] });
    expect(findLabels(index, index.matcher("references.documentNumber"), "ref").map((h) => valueFor(index, h, "ref")?.value ?? null)).toEqual(["B-2025-3244"]);
  });
});

describe("a label cut after a dangling word on its line", () => {
  const fields = { "applicant.address": ["address", "address of applicant"], "seller.address": ["address of seller"], "seller.name": ["seller", "sold by"] };
  const read = (items: TextItem[], path: string) => {
    const index = indexOf(layoutOf(items), fields);
    return findLabels(index, index.matcher(path), "string").map((h) => valueFor(index, h, "string")?.value ?? null);
  };

  it("goes on in the next run (\"Address of | seller\" over the seller's address)", () => {
    const items = [item("Address of", 40, 100), item("seller", 110, 100), item("43 Pennant Hills Drive", 40, 114)];
    expect(read(items, "seller.address")).toEqual(["43 Pennant Hills Drive"]);
    expect(read(items, "applicant.address")).toEqual([]);
  });

  it("but a name beside it is its value, not more of the label (\"Sold by | Hunter Motors\")", () => {
    expect(read([item("Sold by", 40, 100), item("Hunter Motors", 200, 100)], "seller.name")).toEqual(["Hunter Motors"]);
  });
});

describe("the subject's price on a row of the price list under its bare name", () => {
  it("is read in the price list's own part only (\"Vehicle | $60,300\" under \"Settlement\", not under \"Trade-in\")", async () => {
    const { findSubjectRow } = await import("@/lib/pdf2json/candidates/subject-row");
    const layout = layoutOf([
      item("Trade-in", 40, 60, 1, 12),
      item("Vehicle", 40, 80), item("$24,100.00", 200, 80),
      item("Settlement", 40, 110, 1, 12),
      item("Vehicle", 40, 130), item("$60,300.00", 200, 130),
      item("CTP", 40, 142), item("$459.24", 200, 142),
    ]);
    const sections = [{ id: "tradeIn", headings: ["trade-in"] }, { id: "pricing", headings: ["settlement"] }];
    const index = indexOf(layout, { "pricing.ctp": ["ctp"] }, sections);
    expect(findSubjectRow(index, "pricing")?.value).toBe(60300);
    const none = indexOf(layoutOf([item("Trade-in", 40, 60, 1, 12), item("Vehicle", 40, 80), item("$24,100.00", 200, 80)]), {}, sections);
    expect(findSubjectRow(none, "pricing")).toBeNull();
  });
});

describe("the document's kind with its number", () => {
  it("is no party's heading (\"Rechnung Nr.\" is no \"Rechnung an\"): the footer's company under it is no recipient", async () => {
    const { profileVocabulary } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { PROFILES } = await import("@/lib/pdf2json/profiles");
    const layout = layoutOf([item("Becker GmbH", 40, 80), item("Rechnung Nr.", 40, 120, 1, 12), item("vielen Dank für Ihren Auftrag.", 40, 160), item("Weber UG", 40, 300)]);
    const index = new DocIndex(layout, profileVocabulary(PROFILES.find((p) => p.id === "generic_document")!));
    expect([...index.headingSegs].map((h) => h.text)).not.toContain("Rechnung Nr.");
    expect(index.sectionOf.get(index.segments.find((x) => x.text === "Weber UG")!)).not.toBe("recipient");
  });
});

describe("a name under its label", () => {
  it("does not wrap onto the street line under it, whichever side the house number is on", () => {
    const layout = layoutOf([item("Kunde", 40, 100), item("Zimmermann Druckerei UG (haftungsbeschränkt)", 40, 112), item("Bahnhofstraße 112", 40, 124), item("80331 München", 40, 136)]);
    const index = indexOf(layout, { "recipient.name": ["kunde", "customer"] });
    const values = findLabels(index, index.matcher("recipient.name"), "name").map((h) => valueFor(index, h, "name")?.value);
    expect(values).toEqual(["Zimmermann Druckerei UG (haftungsbeschränkt)"]);
  });
});

describe("an e-mail address", () => {
  it("is never a label, whatever its words (\"accounts@…\" is no account name)", () => {
    const index = indexOf(layoutOf([item("x", 40, 10)]), { "bank.accountName": ["account name", "accounts"] });
    expect(index.isLabelText("accounts@bluemountainswdc")).toBe(false);
    expect(index.isLabelText("Accounts")).toBe(true);
  });

  it("broken after its dot goes on with the letters under it (\"…carsales.com.\" over \"au\")", () => {
    const layout = layoutOf([item("Email", 40, 100), item("sales@centralcoastcarsales.com.", 120, 100), item("Address:", 40, 112), item("au", 120, 112)]);
    const index = indexOf(layout, { "dealer.email": ["email address", "email"] });
    const values = findLabels(index, index.matcher("dealer.email"), "email").map((h) => valueFor(index, h, "email")?.value);
    expect(values[0]).toBe("sales@centralcoastcarsales.com.au");
  });
});

describe("an organisation named without a label", () => {
  it("is the name whose legal form wrapped, not the legal form left alone on the next line (\"… Pty\" over \"Ltd\")", () => {
    const layout = layoutOf([
      { ...item("Central Coast Vehicle Centre Pty", 40, 60, 1, 16), w: 230 }, { ...item("Vehicle Order & Sale Agreement", 304, 60, 1, 18), w: 250 },
      { ...item("Ltd", 40, 78, 1, 16), w: 22 },
      item("184 Princes Highway, Wollongong NSW 2500", 40, 96),
    ]);
    expect(findEntity(indexOf(layout), null)?.value).toBe("Central Coast Vehicle Centre Pty Ltd");
  });
});

describe("labels a recogniser misread", () => {
  const scanItem = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 });
  const fields = { "customer.dateOfBirth": ["D.O.B.", "date of birth"], "customer.phone": ["contact number"] };

  it("reads a scan's dotted abbreviation printed with digits for letters (\"0.0.8.\") as its label, on a scan only", () => {
    const runs = (mk: typeof item) => [mk("Contact Number", 40, 100), mk("0.0.8.", 200, 100), mk("0479165693", 40, 114), mk("5 April 2003", 200, 114)];
    expect(firstValue(runs(scanItem), fields, "customer.dateOfBirth", "date")).toBe("2003-04-05");
    expect(firstValue(runs(item), fields, "customer.dateOfBirth", "date")).toBeUndefined(); // a text layer's "0.0.8." is a number
  });
});

describe("a value with its label's word in it", () => {
  const fields = { "bank.financier": ["financier", "bank"], "bank.accountName": ["a/c name", "account name"], "bank.bsb": ["bsb"] };
  it("reads the run beside a label as its value when it reads only, and less well, as the same field's label (Financier | Commonwealth Bank)", () => {
    const runs = [item("Financier", 40, 100), item("Commonwealth Bank", 200, 100), item("A/C Name", 40, 114), item("Hills District Trust Account", 200, 114)];
    expect(firstValue(runs, fields, "bank.financier", "string")).toBe("Commonwealth Bank");
    // a second label of another field beside a label is still no value
    expect(firstValue([item("Financier", 40, 100), item("BSB", 200, 100), item("Westpac", 40, 114), item("032-000", 200, 114)], fields, "bank.financier", "string")).toBe("Westpac");
  });
});

describe("a label at the end of a scanned line of running text", () => {
  const scanItem = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 });
  const fields = { "dealer.email": ["email"], "dealer.phone": ["phone"] };
  it("takes the e-mail address opening the next line, though the words before the label were lost (8448 6991 | Email)", () => {
    const runs = (mk: typeof item) => [mk("8448 6991", 80, 100), mk("Email", 300, 100), mk("info@huntervalleymotorgroup.com.au,", 40, 112)];
    expect(firstValue(runs(scanItem), fields, "dealer.email", "email")).toBe("info@huntervalleymotorgroup.com.au");
    // on a text layer the line is as printed: a label a column apart is no part of the running text
    expect(firstValue(runs(item), fields, "dealer.email", "email")).toBeNull();
  });
});

describe("an e-mail address whose label was lost", () => {
  const sections = [{ id: "dealer", headings: ["vendor"] }, { id: "customer", headings: ["buyer"] }];
  const fields = { "dealer.name": ["dealer name"], "customer.name": ["customer name"], "customer.email": ["email"] };
  it("is its section's group's when it is the only one left there (Buyer | Chloe Chen | chloe.chen@example.com)", () => {
    const layout = layoutOf([
      item("Vendor", 40, 80, 1, 12), item("Inner West Motors Pty Ltd", 40, 100), item("info@innerwestmotors.com.au", 320, 100),
      item("Buyer", 40, 130, 1, 12), item("Chloe Chen", 40, 150), item("chloe.chen@example.com", 320, 150),
    ]);
    expect(findSectionValue(indexOf(layout, fields, sections), "customer", "email")?.value).toBe("chloe.chen@example.com");
    expect(findSectionValue(indexOf(layout, fields, sections), "dealer", "email")?.value).toBe("info@innerwestmotors.com.au");
    // two in the section say nothing; one another field read is not left over
    const two = layoutOf([item("Buyer", 40, 130, 1, 12), item("chloe@example.com", 40, 150), item("accounts@example.com", 320, 150)]);
    expect(findSectionValue(indexOf(two, fields, sections), "customer", "email")).toBeNull();
    const index = indexOf(layout, fields, sections);
    index.used.add(index.segments.find((x) => x.text.startsWith("chloe"))!);
    expect(findSectionValue(index, "customer", "email")).toBeNull();
  });

  it("so is a date of birth or a phone number alone in its section; a date inside a sentence is not one", () => {
    const layout = layoutOf([
      item("Purchaser", 40, 80, 1, 12), item("Mia Anderson", 40, 100), item("0479 165 693", 40, 120), item("5 April 2003", 200, 120),
      item("Vendor", 40, 160, 1, 12), item("Signed on 7 December 2025 at Auburn", 40, 180),
    ]);
    const at = [{ id: "dealer", headings: ["vendor"] }, { id: "customer", headings: ["purchaser"] }];
    expect(findSectionValue(indexOf(layout, fields, at), "customer", "date")?.value).toBe("2003-04-05");
    expect(findSectionValue(indexOf(layout, fields, at), "customer", "phone")?.value).toBe("0479 165 693");
    expect(findSectionValue(indexOf(layout, fields, at), "dealer", "date")).toBeNull();
  });

  it("so are a condition, a bare year and a licence number with a dealer's prefix; bare digits are no licence", () => {
    const at = [{ id: "dealer", headings: ["vendor"] }, { id: "vehicle", headings: ["motor vehicle"] }];
    const layout = layoutOf([
      item("Vendor", 40, 80, 1, 12), item("Inner West Motors Pty Ltd", 40, 100), item("MD084785", 320, 100),
      item("Motor Vehicle", 40, 130, 1, 12), item("Glacier White", 40, 150), item("2014", 320, 150), item("Used", 40, 170), item("101,315", 320, 170),
    ]);
    const index = indexOf(layout, fields, at);
    expect(findSectionValue(index, "vehicle", "condition")?.value).toBe("Used");
    expect(findSectionValue(index, "vehicle", "year")?.value).toBe(2014);
    expect(findSectionValue(index, "dealer", "licence")?.value).toBe("MD084785");
    const bare = layoutOf([item("Vendor", 40, 80, 1, 12), item("Inner West Motors Pty Ltd", 40, 100), item("828811", 320, 100)]);
    expect(findSectionValue(indexOf(bare, fields, at), "dealer", "licence")).toBeNull();
  });

  it("so are a vehicle's make, body type and colour, known by the world's words; a word beside a label is that label's", () => {
    const at = [{ id: "vehicle", headings: ["motor vehicle"] }];
    const boxed = layoutOf([
      item("Motor Vehicle", 40, 130, 1, 12), item("Nissan", 40, 150), item("X-Trail", 200, 150), item("2025", 320, 150),
      item("Wagon", 40, 170), item("Silver Pearl", 200, 170), item("XYM91G", 320, 170),
    ]);
    const index = indexOf(boxed, { "vehicle.trim": ["trim"] }, at);
    expect(["make", "bodyType", "colour"].map((e) => findSectionValue(index, "vehicle", e as "make")?.value ?? null)).toEqual(["Nissan", "Wagon", "Silver Pearl"]);
    // "Trim | Black": a label no field of ours reads still owns its value; and two colours say nothing
    const trim = layoutOf([item("Motor Vehicle", 40, 130, 1, 12), item("Trim", 40, 150), item("Black", 200, 150)]);
    expect(findSectionValue(indexOf(trim, { "vehicle.trim": ["trim"] }, at), "vehicle", "colour")).toBeNull();
    const two = layoutOf([item("Motor Vehicle", 40, 130, 1, 12), item("Glacier White", 40, 150), item("Eclipse Black", 200, 150)]);
    expect(findSectionValue(indexOf(two, {}, at), "vehicle", "colour")).toBeNull();
  });

  it("a party's name is the run right under the heading that names the party, never labels run together", () => {
    const at = [{ id: "customer", headings: ["buyer"] }];
    const named = { "customer.name": ["buyer", "customer name"], "customer.dateOfBirth": ["date of birth"] };
    const under = (text: string) => {
      const index = indexOf(layoutOf([item("Buyer", 40, 80, 1, 12), item(text, 40, 100), item("chloe.chen@example.com", 320, 100)]), named, at);
      return findHeadingName(index, "customer", "customer.name")?.value ?? null;
    };
    expect(under("Chloe Chen")).toBe("Chloe Chen");
    expect(under('Registered operator "Date of birth')).toBeNull();
    expect(under("0412 345 678")).toBeNull();
  });

  it("a word over its party's value both labels the value and opens the party's part (\"Vendor\" over the dealer's name)", () => {
    const at = [{ id: "dealer", headings: ["vendor"] }, { id: "customer", headings: ["buyer"] }];
    const labelled = { ...fields, "dealer.name": ["vendor", "dealer name"] };
    const layout = layoutOf([
      item("Vendor", 40, 80), item("Inner West Motors Pty Ltd", 40, 94), item("info@innerwestmotors.com.au", 320, 94),
      item("Buyer", 40, 130, 1, 12), item("Chloe Chen", 40, 150), item("chloe.chen@example.com", 320, 150),
    ]);
    const index = indexOf(layout, labelled, at);
    const hit = findLabels(index, index.matcher("dealer.name"), "name")[0];
    expect(valueFor(index, hit, "name")?.value).toBe("Inner West Motors Pty Ltd");
    expect(findSectionValue(index, "dealer", "email")?.value).toBe("info@innerwestmotors.com.au");
  });

  it("so is a whole street address (number, street, town and postcode); a name, or a street without its town, is not one", () => {
    const layout = layoutOf([
      item("Purchaser Details", 40, 80, 1, 12), item("Jack Smith", 40, 100), item("336 Pennant Hills Road, Penrith NSW 2750", 240, 100),
      item("Vendor", 40, 160, 1, 12), item("Inner West Motors Pty Ltd", 40, 180), item("12 Parramatta Road", 240, 180),
    ]);
    const at = [{ id: "dealer", headings: ["vendor"] }, { id: "customer", headings: ["purchaser details"] }];
    expect(findSectionValue(indexOf(layout, fields, at), "customer", "address")?.value).toBe("336 Pennant Hills Road, Penrith NSW 2750");
    expect(findSectionValue(indexOf(layout, fields, at), "dealer", "address")).toBeNull();
  });
});

describe("a name glued to its cell's own label", () => {
  const fields = { "customer.name": ["sold to", "purchaser name", "purchaser"] };
  it("reads the name after a label of the same field that opens the run under a heading (Sold To | Purchaser Tran O'Brien)", () => {
    const runs = [item("Sold To", 200, 80), item("Purchaser Tran O'Brien", 200, 94)];
    expect(firstValue(runs, fields, "customer.name", "name")).toBe("Tran O'Brien");
    // a name whose first word is no label is read whole
    expect(firstValue([item("Sold To", 200, 80), item("Hamish Ruby Tran", 200, 94)], fields, "customer.name", "name")).toBe("Hamish Ruby Tran");
  });
});

describe("a grid header cell a scan misread", () => {
  const scanItem = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 });
  const fields = { "vehicle.make": ["vehicle make", "make"], "vehicle.model": ["model & series", "model"], "vehicle.year": ["yom", "year"] };
  it("is its field's label in a row of sure labels over a value row (Vehicle Make | lodel & Senes | YOM)", () => {
    const runs = (mk: typeof item, middle = "lodel & Senes") => [mk("Vehicle Make", 40, 100), mk(middle, 200, 100), mk("YOM", 360, 100), mk("Nissan", 40, 114), mk("Navara SL", 200, 114), mk("2025", 360, 114)];
    expect(firstValue(runs(scanItem), fields, "vehicle.model", "string")).toBe("Navara SL");
    // a text layer prints what it means: no slack there
    expect(firstValue(runs(item), fields, "vehicle.model", "string")).toBeUndefined();
    // nor for a header cell that reads as nothing near a wording
    expect(firstValue(runs(scanItem, "Stiape"), fields, "vehicle.model", "string")).toBeUndefined();
  });
});

describe("a tax id as printed", () => {
  it("keeps the printed spacing, and a scan's letter for a digit is repaired in it", () => {
    expect(coerce("GB 377 3042 85", "taxId")).toBe("GB 377 3042 85");
    expect(coerce("NLO43025680B01", "taxId")).toBe("NL043025680B01");
    expect(coerce("NL O43 025 680 B01", "taxId")).toBe("NL 043 025 680 B01");
    expect(coerce("DE I36.695.976", "taxId")).toBe("DE 136.695.976");
  });
});

describe("a monospace print-out read from a scan", () => {
  const scan = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 }) as unknown as TextItem;
  it("reads the value after a speck read between the label and it (SOLD TO | H | WILLIAM BROWN); a text layer's letter is a value", () => {
    const fields = { "customer.name": ["sold to"] };
    expect(firstValue([scan("SOLD TO", 40, 100), scan("H", 140, 100), scan("WILLIAM BROWN", 160, 100)], fields, "customer.name", "name")).toBe("WILLIAM BROWN");
    expect(firstValue([item("SOLD TO", 40, 100), item("H", 140, 100), item("WILLIAM BROWN", 160, 100)], fields, "customer.name", "name")).toBeNull();
  });

  it("reads a label and its value over another pair as two pairs, not a header over values (MAKE | SUBARU over MDL.2 | FORESTER)", () => {
    const fields = { "vehicle.make": ["make"], "vehicle.model": ["model", "mdl"] };
    expect(firstValue([scan("MAKE", 40, 100), scan("SUBARU", 140, 100), scan("MDL.2", 40, 114), scan("FORESTER", 140, 114)], fields, "vehicle.make", "string")).toBe("SUBARU");
    // a header row of two labels over its values is still a grid
    expect(firstValue([item("Make", 40, 100), item("Model", 140, 100), item("Subaru", 40, 114), item("Forester", 140, 114)], fields, "vehicle.make", "string")).toBe("Subaru");
  });

  it("joins the town set apart after the street's comma to an address after its label's colon", () => {
    const fields = { "customer.address": ["postal address"] };
    expect(firstValue([scan("POSTAL ADDRESS: 433 CANTERBURY DRIVE,", 40, 100), scan("GOSFORD NSW 2250", 260, 100)], fields, "customer.address", "text")).toBe("433 CANTERBURY DRIVE, GOSFORD NSW 2250");
  });
});

describe("labels and values found on tuned families drawn with other data", () => {
  const read = valuesOf;

  it("keeps a dealer licence's own prefix that also reads as its label (\"MD 310669\" under \"Lic. No.\"), not LMCT", () => {
    const fields = { "dealer.licence": ["lic. no.", "licence no", "md", "lmct"] };
    expect(read([item("Lic. No.", 40, 100), item("MD 310669", 40, 114)], fields, "dealer.licence", "licence")).toEqual(["MD 310669", "MD 310669"]);
    expect(read([item("LMCT 145824", 40, 100)], fields, "dealer.licence", "licence")).toEqual(["145824"]);
    expect(read([item("LMCT: DL760258", 40, 100)], fields, "dealer.licence", "licence")).toEqual(["DL760258"]);
  });

  it("does not run a value on into the next row's value under a label reaching into its run (\"SALE TYPE: | DEMO\")", () => {
    const items = [item("ORDER NO.: 73501", 70, 100), item("SALE TYPE:", 40, 114), item("DEMO", 125, 114)];
    expect(read(items, { "contract.number": ["order no"], "contract.saleType": ["sale type"] }, "contract.number", "string")).toEqual(["73501"]);
  });

  it("reads a short run over a column's labels beside a part's heading as that column's title (\"Customer Details | Invoice\")", () => {
    const items = [
      item("Customer Details", 40, 100), item("Invoice", 300, 100),
      item("Name", 40, 114), item("Hamish Le", 120, 114), item("Inv. No.", 300, 114), item("V88531", 380, 114),
      item("Phone", 40, 128), item("0479 434 388", 120, 128),
    ];
    const index = indexOf(layoutOf(items), { "customer.name": ["name"], "customer.phone": ["phone"], "dealer.phone": ["phone"], "invoice.number": ["inv. no.", "invoice"] }, [{ id: "customer", headings: ["customer details"] }]);
    const phone = index.segments.find((s) => s.text === "Phone")!;
    expect(index.sectionOf.get(phone)).toBe("customer");
    // …but a label with its value beside it is no column: "Financier | Commonwealth Bank" over "A/C Name | …"
    const pairs = [item("Financier", 40, 100), item("Commonwealth Bank", 200, 100), item("A/C Name", 40, 114), item("Hills District Automotive Trust Account", 200, 114)];
    const fields = { "bank.financier": ["financier"], "bank.accountName": ["a/c name"] };
    expect(read(pairs, fields, "bank.financier", "name", [{ id: "bank", headings: ["bank"] }])).toEqual(["Commonwealth Bank"]);
  });

  it("reads a code after a reference word in one run (\"Deal Ref DL-8686\")", () => {
    expect(firstValue([item("Deal Ref DL-8686", 40, 100)], { "invoice.dealId": ["deal ref"] }, "invoice.dealId", "string")).toBe("DL-8686");
  });

  it("goes on into an address's wrapped line at a form's row spacing (1.56 times its type)", () => {
    const items = [item("Address of Purchaser: 72 Victoria St, Brookvale NSW", 40, 100, 1, 9.5), item("2100", 40, 114.8, 1, 9.5)];
    expect(read(items, { "sale.purchaserAddress": ["address of purchaser"] }, "sale.purchaserAddress", "text")).toEqual(["72 Victoria St, Brookvale NSW 2100"]);
  });

  it("cuts a capitalised value glued to the next label's word (\"TRANSFER OF REGISTRATIONPLATE: | DWA567\")", () => {
    const items = [item("TYPE OF APPLICATION: TRANSFER OF REGISTRATIONPLATE:", 40, 100), item("DWA567", 320, 100)];
    const fields = { applicationType: ["type of application"], plateNumber: ["plate", "registration plate"] };
    expect(read(items, fields, "plateNumber", "plate")).toEqual(["DWA567"]);
    expect(read(items, fields, "applicationType", "string")).toEqual(["TRANSFER OF REGISTRATION"]);
  });

  it("takes a grid's value that reads as a label only at a letter's remove (\"Grace\" under \"Applicant\", no \"Grade\")", async () => {
    // (the registration profile's own words: "Grade" is one of the model's)
    expect((await profileValues("nsw_registration_application", applicantGrid(), "applicant.name", "name")).values).toEqual(["Grace Taylor"]);
  });

  it("reads a date whose year a narrow column wrapped under it (\"Rechnungsdatum 10. September\" over \"2025\")", () => {
    const inline = [item("Rechnungsdatum 10. September", 300, 100), item("2025", 300, 112)];
    expect(read(inline, { "dates.issueDate": ["rechnungsdatum"] }, "dates.issueDate", "date")).toEqual(["2025-09-10"]);
    const beside = [item("Zahlbar bis", 300, 100), item("10. Oktober", 380, 100), item("2025", 380, 112)];
    expect(read(beside, { "dates.dueDate": ["zahlbar bis"] }, "dates.dueDate", "date")).toEqual(["2025-10-10"]);
  });

  it("reads a wording with a colon inside it whole (\"Bezug: Rechnung | 351516\")", () => {
    const items = [item("Bezug: Rechnung", 300, 100), item("351516", 400, 100)];
    expect(read(items, { "references.reference": ["bezug", "bezug: rechnung"] }, "references.reference", "string")).toEqual(["351516"]);
  });
});

describe("an address printed without a label", () => {
  it("takes its postcode wrapped alone under a street line that ends with the town (\"… Tuggerah NSW\" over \"2259\")", async () => {
    const { findAddress } = await import("@/lib/pdf2json/candidates/parties");
    const index = indexOf(layoutOf([item("Parramatta Kia Pty Ltd", 40, 60), item("424 Old Northern Road, Tuggerah NSW", 40, 72), item("2259", 40, 84)]));
    expect(findAddress(index, "dealer", true)?.value).toBe("424 Old Northern Road, Tuggerah NSW 2259");
  });
});

describe("labels and values in narrow cells and letterheads (tuned families, other data)", () => {
  const read = valuesOf;

  it("reads a letterhead's name whose whole legal form wrapped under it (\"Parramatta Hyundai\" over \"Pty Ltd\")", () => {
    const index = indexOf(layoutOf([item("Parramatta Hyundai", 40, 60), item("Contract for the Sale of a Motor Vehicle", 300, 60), item("Pty Ltd", 40, 72), item("355 Pennant Hills St, Dubbo NSW", 40, 84)]));
    expect(findEntity(index, null)?.value).toBe("Parramatta Hyundai Pty Ltd");
  });

  it("reads a letterhead's name whose first words wrapped above its legal form (\"Hunter Valley\" over \"Automotive Pty Limited\"; seed 2468)", () => {
    const letterhead = (top: string) => indexOf(layoutOf([item(top, 40, 60), item("Vehicle Order & Sale Agreement", 300, 60), item("Automotive Pty Limited", 40, 72), item("344 Princes Street, Bathurst NSW 2795", 40, 84)]));
    expect(findEntity(letterhead("Hunter Valley"), null)?.value).toBe("Hunter Valley Automotive Pty Limited");
    // (a line above that is no part of a name stays apart: a document's kind, a label, a number)
    expect(findEntity(letterhead("Tax Invoice"), null)?.value).toBe("Automotive Pty Limited");
    expect(findEntity(letterhead("Licence MD 12345"), null)?.value).toBe("Automotive Pty Limited");
    // (nor is a line that is the last of a block above: a name wraps over two lines, not three)
    const block = indexOf(layoutOf([item("Dealer Copy", 40, 48), item("Hunter Valley", 40, 60), item("Automotive Pty Limited", 40, 72)]));
    expect(findEntity(block, null)?.value).toBe("Automotive Pty Limited");
  });

  it("reads a boxed label broken off after \"on\" with its lower line, and the amount under both (\"Amount Payable on\" over \"Delivery\")", () => {
    const items = [item("Deposit Received", 40, 100), item("Amount Payable on", 200, 100), item("800.00", 40, 112), item("Delivery", 200, 112), item("68,581.65", 200, 124)];
    const fields = { "pricing.balancePayable": ["amount payable on delivery", "amount payable"], "pricing.dealerDelivery": ["delivery"], "deposit.amount": ["deposit received"] };
    expect(read(items, fields, "pricing.balancePayable", "money")).toContain(68581.65);
    expect(read(items, fields, "pricing.dealerDelivery", "money")).toEqual([]);
    // …but beside, "Sold on" is a whole label of its own: "Sold on | Price" over "12/1/2025 | $70,000"
    const grid = [item("Sold on", 40, 100), item("Price", 160, 100), item("12/1/2025", 40, 114), item("$70,000", 160, 114)];
    expect(read(grid, { "sale.price": ["price", "sale price"], "sale.date": ["sold on", "date of sale"] }, "sale.price", "money")).toEqual([70000]);
  });

  it("reads a label wrapped in a narrow cell with the value wrapped beside it (\"Model &\" over \"Series\"), and skips a lower line with nothing beside it (\"Paint\" over \"Colour\")", () => {
    const fields = { "vehicle.model": ["model", "model & series", "series"], "vehicle.colour": ["colour", "paint colour", "paint"], "vehicle.vin": ["chassis number"], "tradeIn.financier": ["financier"] };
    const model = [item("Model &", 40, 100), item("Corolla Ascent", 120, 100), item("Series", 40, 112), item("Sport", 120, 112)];
    expect(read(model, fields, "vehicle.model", "string")).toContain("Corolla Ascent Sport");
    const colour = [item("Paint", 40, 100), item("Crystal White", 120, 100), item("Colour", 40, 112), item("Financier", 300, 112), item("Chassis", 40, 124), item("JTM1CSHK2RZ144745", 120, 124), item("Number", 40, 136)];
    expect(read(colour, fields, "vehicle.colour", "string")).toEqual(["Crystal White"]);
  });

  it("reads a label going on under a run that holds its value (\"Contract November 14, 2025\" over \"Date\")", () => {
    const items = [item("Contract November 14, 2025", 300, 100), item("Date", 300, 112), item("Sale", 300, 124), item("Used", 360, 124)];
    expect(read(items, { "contract.date": ["contract date"], "contract.number": ["contract no"] }, "contract.date", "date")).toEqual(["2025-11-14"]);
  });

  it("cuts a label ending a run after a value, its value on the next line (\"… (02) 9122 6349 Email Address\" over the address)", () => {
    const items = [item("Phone No. (02) 9122 6349 Email Address", 40, 100), item("accounts@westsidemotorgroup.com.au", 40, 112)];
    const fields = { "dealer.phone": ["phone no."], "dealer.email": ["email address"] };
    expect(read(items, fields, "dealer.email", "email")).toEqual(["accounts@westsidemotorgroup.com.au"]);
    expect(read(items, fields, "dealer.phone", "phone")).toEqual(["(02) 9122 6349"]);
  });

  it("cuts a label ending a run after a comma, its value on the next line (\"Phone No. 02 9729 9353, E-mail\" over the address; seed 11)", () => {
    const items = [item("Phone No. 02 9729 9353, E-mail", 40, 100), item("sales@hillsdistrictcars.com.au", 40, 112)];
    const fields = { "dealer.phone": ["phone no."], "dealer.email": ["e-mail"] };
    expect(read(items, fields, "dealer.email", "email")).toEqual(["sales@hillsdistrictcars.com.au"]);
    expect(read(items, fields, "dealer.phone", "phone")).toEqual(["02 9729 9353"]);
    // (a word that only happens to be a label's, after the comma, is not cut off: "Sydney, Australia")
    expect(read([item("ABN 55 388 876 379, Sydney", 40, 100), item("Australia", 40, 112)], { "dealer.abn": ["abn"], "dealer.email": ["e-mail"] }, "dealer.email", "email")).toEqual([]);
  });

  it("reads a way of paying under its label as a value, though it holds a bank's word (\"Method\" over \"Bank transfer\")", async () => {
    const items = [item("Deposit Paid", 40, 100), item("Method", 200, 100), item("800.00", 40, 124), item("Bank transfer", 200, 124)];
    // (the sale contract's own words: "Bank" is one of the financier's)
    const { index, values } = await profileValues("vehicle_sale_contract", items, "deposit.method", "name");
    expect(values).toContain("Bank transfer");
    // (however far under its label it stands, it is no label of its own)
    expect(["Bank transfer", "EFTPOS", "Direct debit", "Credit card"].filter((t) => index.isLabelText(t))).toEqual([]);
    expect(index.isLabelText("Financier")).toBe(true);
  });

  it("takes a letterhead's phone only where the run reads as one (never a date: \"2025-07-13\")", async () => {
    const { findLetterheadPhone } = await import("@/lib/pdf2json/candidates/parties");
    expect(findLetterheadPhone(indexOf(layoutOf([item("HARBOURSIDE MOTORS", 40, 60), item("2025-07-13", 300, 72)])), "dealer")).toBeNull();
    expect(findLetterheadPhone(indexOf(layoutOf([item("HARBOURSIDE MOTORS", 40, 60), item("(02) 9928 7052", 300, 72)])), "dealer")?.value).toBe("(02) 9928 7052");
  });

  it("knows a Spanish cooperative's name by its legal form (\"García Suministros S.Coop.\")", () => {
    const index = indexOf(layoutOf([item("García Suministros S.Coop.", 40, 60), item("Nota de abono", 300, 60), item("38 Calle Mayor", 40, 72)]));
    expect(findEntity(index, null)?.value).toBe("García Suministros S.Coop.");
  });
});

describe("rows of wrapped labels in narrow cells (tuned families, seed 9001)", () => {
  const read = valuesOf;

  const saleContract = async (items: TextItem[], path: string, type: Parameters<typeof valueFor>[2]) => (await profileValues("vehicle_sale_contract", items, path, type)).values;

  it("does not join a label with the next row's whole label (\"Buyer | Jack Murphy\" over \"Signed on | June 4, 2024\")", async () => {
    const items = [item("Signature of Purchaser", 40, 86), item("Buyer", 40, 100), item("Jack Murphy", 120, 100), item("Signed on", 40, 114), item("June 4, 2024", 120, 114)];
    expect(await saleContract(items, "signatures.purchaserName", "name")).not.toContain("Jack Murphy June 4, 2024");
  });

  it("reads on a text layer a word one letter from a wording as what it is (\"Representative | Grace\", no \"Grade\"); on a scan, a slip", () => {
    const fields = { "signatures.dealerRepresentative": ["representative"], "vehicle.model": ["grade", "model"] };
    expect(read([item("Representative", 40, 100), item("Grace", 160, 100)], fields, "signatures.dealerRepresentative", "name")).toEqual(["Grace"]);
    const text = indexOf(layoutOf([item("Grace", 40, 100)]), fields);
    expect(text.isLabelText("Grace")).toBe(false);
    expect(text.isLabelText("Grade")).toBe(true);
  });

  it("keeps a capitalised label whole when no tail of it is a wording's own words (\"MODEL DESCRIPTION:\", no \"PTION\" for \"Option\")", async () => {
    const items = [item("VEHICLE MAKE:", 40, 100), item("SUBARU", 120, 100), item("MODEL DESCRIPTION: FORESTER 2.5I-L", 200, 100)];
    expect(await saleContract(items, "vehicle.model", "string")).toContain("FORESTER 2.5I-L");
  });

  it("takes a grid's name on a scan too, where undoing a recogniser's slip would make it a label (\"Grace\" over \"Taylor\")", async () => {
    const { index, values } = await profileValues("nsw_registration_application", applicantGrid(true), "applicant.name", "name");
    expect(index.layout.scanned).toBe(true);
    expect(values).toContain("Grace Taylor");
  });

  it("reads a label wrapped after \"of\" whose value stands beside its upper line, whatever stands beside the lower (\"Name of | Charlotte Mei Le\" over \"Purchaser: | Order\")", () => {
    const items = [item("Name of", 200, 100), item("Charlotte Mei Le", 260, 100), item("Sales", 400, 100), item("ML37522", 460, 100), item("Purchaser:", 200, 112), item("Order", 400, 112), item("No.:", 400, 124)];
    const fields = { "customer.name": ["name of purchaser", "purchaser", "name"], "contract.number": ["sales order no", "order no"] };
    expect(read(items, fields, "customer.name", "name")).toEqual(["Charlotte Mei Le"]);
  });

  it("does not take the next column's wrapped label for a value (\"Body | Wagon | Trade-in | 22,900.00\" over \"Shape | Value\")", () => {
    const items = [item("Body", 40, 100), item("Wagon", 100, 100), item("Trade-in", 200, 100), item("22,900.00", 280, 100), item("Shape", 40, 112), item("Value", 200, 112)];
    const fields = { "vehicle.bodyType": ["body", "body shape", "shape"], "tradeIn.allowance": ["trade-in value", "trade-in"] };
    expect(read(items, fields, "vehicle.bodyType", "string")).toEqual(["Wagon"]);
  });
});

describe("values and labels of the tuned families drawn with seed 31337", () => {
  const read = valuesOf;

  it("reads an amount grouped by spaces that a narrow cell wrapped at a group (\"$ 17\" over \"090.00\")", () => {
    const items = [item("Price of Vehicle:", 300, 100), item("$ 17", 400, 100), item("090.00", 400, 112), item("Dealer Delivery:", 300, 124), item("$ 1 010.00", 400, 124)];
    expect(read(items, { "pricing.vehiclePrice": ["price of vehicle"], "pricing.dealerDelivery": ["dealer delivery"] }, "pricing.vehiclePrice", "money")).toEqual([17090]);
  });

  it("reads a wording with a colon inside it whole only when its value stands beside it (\"New / Used: Demo\" is a label and its value)", () => {
    expect(read([item("New / Used: Demo", 40, 100)], { "vehicle.condition": ["new / used", "new / used / demo"] }, "vehicle.condition", "condition")).toEqual(["Demo"]);
  });

  it("cuts a print-out's run before the label that follows a value, not inside the value (\"… TRANSFER OF REGISTRATION REGISTRATION PLATE: SM58EU\")", () => {
    const items = [item("I AM APPLYING FOR: TRANSFER OF REGISTRATION REGISTRATION PLATE: SM58EU", 40, 100)];
    const fields = { applicationType: ["i am applying for"], plateNumber: ["registration plate", "plate", "registration"] };
    expect(read(items, fields, "plateNumber", "plate")).toEqual(["SM58EU"]);
    expect(read(items, fields, "applicationType", "string")).toEqual(["TRANSFER OF REGISTRATION"]);
  });

  it("reads no label and value in the document's title (\"Application for Transfer of Registration\"), but does in a title with a number", () => {
    const fields = { applicationType: ["application for", "transaction"], "invoice.number": ["invoice"] };
    const title = (text: string) => [{ ...item(text, 40, 40), h: 18 }, item("Transaction [ ] New registration", 40, 100), item("[X] Re-registration", 300, 100), item("Name", 40, 120), item("Zara Brown", 120, 120)];
    expect(read(title("Application for Transfer of Registration"), fields, "applicationType", "registrationKind")).toEqual(["Re-registration"]);
    expect(read(title("INVOICE 4471"), fields, "invoice.number", "ref")).toContain("4471");
  });

  it("takes no label with its value glued on for a column's title (\"Model/Variant Everest Trend | Sale\")", () => {
    const items = [item("Vehicle Make", 40, 100), item("Ford", 160, 100), item("Model/Variant Everest Trend", 40, 112), item("Sale", 300, 112), item("Year Built", 40, 124), item("2016", 160, 124), item("Date Sold", 300, 124), item("January 4, 2024", 400, 124)];
    const index = indexOf(layoutOf(items), { "vehicle.make": ["vehicle make"], "vehicle.model": ["model/variant", "model"], "vehicle.year": ["year built"], "sale.date": ["date sold"] }, [{ id: "sale", headings: ["sale"] }]);
    expect(index.headingSegs.has(index.segments.find((s) => s.text.startsWith("Model/Variant"))!)).toBe(false);
    expect(findLabels(index, index.matcher("vehicle.model"), "string").map((h) => valueFor(index, h, "string")?.value ?? null)).toContain("Everest Trend");
  });

  it("ends a name's grid cell where its party's street starts (\"Customer\" over \"Claire Schmidt\" over \"187 Oak Avenue\")", () => {
    const items = [
      item("Customer", 40, 100), item("Credit Memo #", 300, 100), item("CN-12185", 420, 100),
      item("Claire Schmidt", 40, 112), item("Tax point", 300, 112), item("May 5, 2025", 420, 112),
      item("187 Oak Avenue", 40, 124), item("Relates to invoice 2025/670", 300, 124),
      item("Austin, TX 78701", 40, 136),
    ];
    expect(read(items, { "recipient.name": ["customer"], "references.documentNumber": ["credit memo #"], "dates.issueDate": ["tax point"] }, "recipient.name", "name")).toEqual(["Claire Schmidt"]);
  });
});

describe("an address cut after its street's comma", () => {
  it("takes no next column's label and value for its town (\"81 Canterbury St, | Inv. Date 18 February 2024\")", () => {
    const items = [item("Address", 40, 100), item("81 Canterbury St,", 120, 100), item("Inv. Date 18 February 2024", 300, 100)];
    const index = indexOf(layoutOf(items), { "customer.address": ["address"], "invoice.date": ["inv. date"] });
    const values = findLabels(index, index.matcher("customer.address"), "text").map((h) => valueFor(index, h, "text")?.value ?? null);
    expect(values.join(" ")).not.toContain("February");
  });
});

describe("rows and cells that only look wrapped", () => {
  const form7 = async (items: TextItem[], path: string, type: Parameters<typeof valueFor>[2]) => (await profileValues("nsw_form7_dealer_notice", items, path, type)).values;

  it("stops a value glued to a wrapped label before the label's own lower line (\"Agreement BV08768\" over \"No.\")", async () => {
    const items = [item("Agreement BV08768", 300, 100), item("No.", 300, 111), item("Date of", 300, 122), item("25/02/2025", 360, 122), item("Agreement", 300, 133)];
    const { values } = await profileValues("vehicle_sale_contract", items, "contract.number", "string");
    expect(values).toContain("BV08768");
    expect(values.join(" ")).not.toContain("No.");
  });

  it("joins no two rows, each a label with its own field's value, into a third field's label (\"Guarantee kilometres | 5,000\" over \"Expires | March 13, 2025\")", async () => {
    const items = [item("Guarantee Period", 40, 100), item("Three (3) months", 200, 100), item("Guarantee kilometres", 40, 111.5), item("5,000", 200, 111.5), item("Expires", 40, 123), item("March 13, 2025", 200, 123)];
    expect(await form7(items, "guarantee.kilometres", "integer")).toEqual([5000]);
    expect((await form7(items, "guarantee.expiryOdometer", "integer")).filter((v) => v !== null)).toEqual([]);
  });

  it("answers a yes/no question by the box ticked beside it, its \"Yes\" unboxed (\"Guarantee: Yes | ✓ No\")", async () => {
    for (const mark of ["✓ No", "X No"]) {
      const items = [item("Guarantee: Yes", 40, 100), item(mark, 200, 100), item("Date Sold: March 12, 2025", 40, 130)];
      expect(await form7(items, "guarantee.applies", "boolean")).toEqual([false]);
    }
    // (a box ticked for the next question on the line is not this one's)
    const next = [item("Guarantee: Yes", 40, 100), item("Cooling-off period waived:", 200, 100), item("✓ No", 360, 100)];
    expect(await form7(next, "guarantee.applies", "boolean")).toEqual([true]);
  });

  it("reads an answer glued to its question as no heading (\"Guarantee NO\" under \"Dealer Guarantee\")", async () => {
    const items = [item("Kms", 40, 80), item("56,804", 200, 80), { ...item("Dealer Guarantee", 40, 100), h: 12 }, item("Guarantee NO", 40, 120), item("Details of Sale", 40, 150), item("Sold On", 40, 170), item("December 13, 2024", 200, 170)];
    expect(await form7(items, "guarantee.applies", "boolean")).toContain(false);
  });

  it("heads a part whose number a colon sets off (\"Section 4 : Dealer Guarantee\"), scoping its rows", async () => {
    const items = [item("Odometer", 40, 80), item("33858 kms", 200, 80), item("Section 4 : Dealer Guarantee", 40, 100), item("Kilometres", 40, 120), item("5000 kms", 200, 120), item("PART 5 : Sale", 40, 150), item("Sale Date", 40, 170), item("19/11/25", 200, 170)];
    const { index, values } = await profileValues("nsw_form7_dealer_notice", items, "vehicle.odometer", "integer");
    expect(index.headingSegs.has(index.segments.find((s) => s.text.startsWith("Section 4"))!)).toBe(true);
    expect(index.headingSegs.has(index.segments.find((s) => s.text.startsWith("PART 5"))!)).toBe(true);
    expect(values).toContain(33858);
    expect(index.sectionOf.get(index.segments.find((s) => s.text === "Kilometres")!)).toBe("guarantee");
    expect(index.sectionOf.get(index.segments.find((s) => s.text === "Sale Date")!)).toBe("sale");
  });

  it("reads a grid whose header cell wraps beside the first line of the other cells' values (\"NSW driver licence\" over \"number\" beside \"Lachlan\")", async () => {
    const items = [
      item("Applicant", 40, 100), item("NSW driver licence", 140, 100), item("Residential address", 260, 100),
      item("Lachlan", 40, 112), item("number", 140, 112), item("285 Old Northern Hwy, Wollongong NSW", 260, 112),
      item("Taylor", 40, 124), item("26919800", 140, 124), item("2500", 260, 124),
    ];
    const read = async (path: string, type: Parameters<typeof valueFor>[2]) => (await profileValues("nsw_registration_application", items, path, type)).values;
    expect(await read("applicant.name", "name")).toContain("Lachlan Taylor");
    expect(await read("applicant.licenceNumber", "string")).toContain("26919800");
    expect(await read("applicant.address", "text")).toContain("285 Old Northern Hwy, Wollongong NSW 2500");
  });

  it("takes no label cut after a slash for a field of its own (\"Licence/\" over \"Customer\" over \"number\")", async () => {
    const items = [
      item("Full name", 40, 100), item("Licence/", 160, 100), item("Email", 260, 100),
      item("Customer", 160, 111), item("number", 160, 122),
      item("Mohammed Singh", 40, 140), item("41778876", 160, 140), item("m.singh@example.com", 260, 140),
    ];
    const { values } = await profileValues("nsw_registration_application", items, "dealer.licenceNumber", "licence");
    expect(values.filter((v) => v !== null)).toEqual([]);
    expect((await profileValues("nsw_registration_application", items, "applicant.licenceNumber", "string")).values).toContain("41778876");
  });
});

describe("labels that go on elsewhere than beside them", () => {
  it("joins a grid header's label cut after \"of\" with its own lower line, not the next cell (\"Date of | Sale\" over \"acquisition | price\")", async () => {
    const items = [
      item("Date of", 40, 100), item("Sale", 140, 100), item("Value of", 240, 100), item("Vendor name", 340, 100),
      item("acquisition", 40, 111), item("price", 140, 111), item("vehicle", 240, 111),
      item("October 25, 2024", 40, 126), item("31700.00", 140, 126), item("34000.00", 240, 126), item("Blue Mountains Motor Group", 340, 126),
    ];
    const { index, values } = await profileValues("nsw_registration_application", items, "purchase.date", "date");
    expect(index.segments.map((x) => x.text)).not.toContain("Date of Sale");
    expect(values).toContain("2024-10-25");
  });

  it("takes no row of its own, a label with its field's value beside it, for the value under a colon label (\"Name:\" over \"ABN | 24 629 639 436\")", async () => {
    const items = [item("Seller", 40, 80), item("Name:", 40, 100), item("ABN", 40, 111), item("24 629 639 436", 87, 111), item("Phone:", 40, 122), item("(02) 5921 3236", 87, 122)];
    const { values } = await profileValues("vehicle_sale_contract", items, "dealer.name", "name");
    expect(values).not.toContain("ABN");
  });

  it("cuts a one-word label that ends a run after a value, its value wrapped onto the next line (\"Telephone 1300 699 327 Email\")", async () => {
    const items = [item("Summit 4WD Centre Pty Ltd", 40, 60), item("Telephone 1300 699 327 Email", 40, 100), item("sales@summitwdcentre.com.au", 40, 111)];
    const { index } = await profileValues("vehicle_tax_invoice", items, "dealer.email", "email");
    expect(index.segments.map((x) => x.text)).toEqual(expect.arrayContaining(["Telephone 1300 699 327", "Email"]));
    expect((await profileValues("vehicle_tax_invoice", items, "dealer.phone", "phone")).values).toContain("1300 699 327");
  });

  it("heads a part beside the other column's row (\"Vehicle Being Purchased | Guarantee kilometres: 5,000\")", async () => {
    const items = [
      item("Dealer: Hills District Cars Pty. Ltd.", 40, 60), item("MDL No.: DL948820", 40, 72), item("Guarantee", 300, 84),
      item("Term (months): 3 months", 300, 96), item("Vehicle Being Purchased", 40, 108), item("Guarantee kilometres: 5,000", 300, 108),
      item("Vehicle Make: Volkswagen", 40, 120), item("Expiry: 13.01.2025", 300, 120), item("Mdl: Golf", 40, 132),
    ];
    const { index } = await profileValues("nsw_form7_dealer_notice", items, "vehicle.model", "string");
    const seg = (t: string) => index.segments.find((x) => x.text === t)!;
    expect(index.headingSegs.has(seg("Vehicle Being Purchased"))).toBe(true);
    expect(index.sectionOf.get(seg("Mdl: Golf"))).toBe("vehicle");
    expect(index.sectionOf.get(seg("Expiry: 13.01.2025"))).toBe("guarantee");
    // …and on the right, beside the left column's row, it heads its own column only
    const right = [
      item("Statutory Guarantee", 40, 60), item("Vendor", 300, 60), item("Does a dealer guarantee apply?: Y", 40, 72), item("Motor Dealer: Orange Vehicle Centre Pty. Ltd.", 300, 72),
      item("Term (months): 3 months", 40, 84), item("Description of Vehicle", 300, 84), item("Kilometres: 5000", 40, 96), item("Vehicle Make: MG", 300, 96),
    ];
    const other = (await profileValues("nsw_form7_dealer_notice", right, "vehicle.make", "string")).index;
    const seg2 = (t: string) => other.segments.find((x) => x.text === t)!;
    expect(other.sectionOf.get(seg2("Kilometres: 5000"))).toBe("guarantee");
    expect(other.sectionOf.get(seg2("Term (months): 3 months"))).toBe("guarantee");
    expect(other.sectionOf.get(seg2("Vehicle Make: MG"))).toBe("vehicle");
  });

  it("reads the value of a label that ends its page at the top of the next (\"Special Conditions of Sale\" overleaf)", async () => {
    const items = [item("Account Number: 893194676", 40, 770), { ...item("Special Conditions of Sale", 40, 792), h: 12 }, item("Subject to satisfactory inspection of the trade-in vehicle at delivery.", 40, 45, 2), item("Signature of Purchaser", 40, 80, 2)];
    const { buildIndex } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const index = buildIndex(layoutOf(items, 2), getProfile("vehicle_sale_contract")!);
    const values = findLabels(index, index.matcher("specialConditions"), "text").map((h) => valueFor(index, h, "text")?.value ?? null);
    expect(values).toContain("Subject to satisfactory inspection of the trade-in vehicle at delivery.");
  });
});

describe("one fact under two keys", () => {
  it("takes the labelled reading for both keys when the other was only guessed (\"Sale Category New | X Used | Demo\")", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const profile = getProfile("vehicle_sale_contract")!;
    const items = [
      item("Agreement", 40, 60), item("Order No.", 40, 80), item("Contract Date", 160, 80), item("SC-2024-4942", 40, 92), item("17/10/2024", 160, 92),
      item("Sale Category New", 40, 112), item("X Used", 160, 112), item("Demo", 240, 112),
      item("Vehicle Information", 40, 140), item("Manufacturer", 40, 160), item("Model/Variant", 160, 160), item("Toyota", 40, 172), item("HiLux SR5", 160, 172),
    ];
    const { data } = extractProfile(buildIndex(layoutOf(items), profile), profile, 1, []);
    expect((data.contract as Record<string, unknown>).saleType).toBe("Used");
    expect((data.vehicle as Record<string, unknown>).condition).toBe("Used");
  });
});

describe("values beside labels that read like labels", () => {
  it("takes no other field's label with the code it labels for a party's name (\"Bill to | Credit Note No. AV285108\")", async () => {
    const items = [
      item("Wattle Plumbing Services Pty. Ltd.", 40, 40), item("Bill to", 40, 100), item("Credit Note No. AV285108", 300, 100),
      item("Claire Bianchi", 40, 112), item("Date", 300, 112), item("02/08/2025", 400, 112),
      item("49 Queen Street", 40, 124), item("Ref. invoice", 300, 124), item("594633", 400, 124),
    ];
    const { values } = await profileValues("generic_document", items, "recipient.name", "name");
    expect(values).not.toContain("Credit Note No. AV285108");
    expect((await profileValues("generic_document", items, "references.documentNumber", "ref")).values).toContain("AV285108");
  });

  it("takes no scan's \"n2\" for the number a \"nº\" label heads (\"Presupuesto n2 | Fecha\" over \"Q-08433 | 15 de julio de 2025\")", async () => {
    const items = recognised([
      { ...item("Presupuesto n2", 40, 200), w: 70 }, { ...item("Fecha", 160, 200), w: 30 }, { ...item("Valido hasta", 300, 200), w: 60 },
      { ...item("Q-08433", 40, 214), w: 40 }, { ...item("15 de julio de 2025", 160, 214), w: 90 }, { ...item("14 de agosto de 2025", 300, 214), w: 95 },
    ]);
    const { values } = await profileValues("generic_document", items, "references.documentNumber", "ref");
    expect(values).toContain("Q-08433");
    expect(values).not.toContain("n2");
  });

  it("reads a party's label wrapped in its cell whole on a scan (\"Trading\" over \"Name:\" is the dealer's, so the \"Email\" under it is too)", async () => {
    const items = recognised([
      item("Vendor", 40, 80, 1, 12), item("Sold To", 250, 80, 1, 12),
      item("Trading", 40, 100), item("Penrith Toyota Pty.", 100, 100), item("Full", 250, 100), item("Charlotte Smith", 310, 100),
      item("Name:", 40, 111), item("Ltd.", 100, 111), item("Name:", 250, 111),
      item("Lic.", 40, 126), item("MD 072446", 100, 126), item("Mobile:", 250, 126), item("0431 810 090", 310, 126),
      item("No.:", 40, 137),
      item("Email", 40, 152), item("info@penrithtoyota.com.au", 100, 152),
      item("Address:", 40, 163),
    ]);
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.dealer?.email).toBe("info@penrithtoyota.com.au");
    expect(data.customer?.email ?? null).toBeNull();
  });

  it("reads a matrix of the vehicle and the trade-in as columns by the column each value stands in, whichever comes first", async () => {
    const matrix = (tradeFirst: boolean) => {
      const [a, b] = tradeFirst ? [["Trade-in", "Mazda", "BT-50 XT", "2012", "N/A"], ["Vehicle Sold", "Mitsubishi", "Outlander ES", "2018", "Wagon"]] : [["Vehicle Sold", "Mitsubishi", "Outlander ES", "2018", "Wagon"], ["Trade-in", "Mazda", "BT-50 XT", "2012", "N/A"]];
      const labels = ["", "Make", "Model", "Build Year", "Body"];
      return [item("Vehicle Details", 40, 80, 1, 12), ...labels.flatMap((l, i) => [...(l ? [item(l, 40, 100 + i * 15)] : []), item(a[i], 200, 100 + i * 15), item(b[i], 340, 100 + i * 15)])];
    };
    // …also under one heading for both, the columns named by their titles over a corner's "Description"
    const titled = (tradeFirst: boolean) => [item("Vehicle and Trade-in", 40, 80, 1, 12), item("Description", 40, 100), ...matrix(tradeFirst).slice(1)];
    // …and by those titles first, where a part opened above runs on over one of the columns
    const under = (tradeFirst: boolean) => [item("Customer Details", 40, 30, 1, 12), item("Invoice Details", 340, 30, 1, 12), item("Name", 40, 50), item("Mia Tran", 100, 50), item("Invoice No.", 340, 50), item("INV-2041", 420, 50), ...titled(tradeFirst)];
    for (const [tradeFirst, items] of [false, true].flatMap((t) => [[t, matrix(t)], [t, titled(t)], [t, under(t)]] as Array<[boolean, TextItem[]]>)) {
      const data = await extractData("vehicle_tax_invoice", items);
      expect([data.vehicle?.make, data.vehicle?.model, data.vehicle?.year, data.vehicle?.bodyType], `trade first: ${tradeFirst}`).toEqual(["Mitsubishi", "Outlander ES", 2018, "Wagon"]);
      expect([data.tradeIn?.make, data.tradeIn?.model, data.tradeIn?.year], `trade first: ${tradeFirst}`).toEqual(["Mazda", "BT-50 XT", 2012]);
    }
  });

  it("reads a matrix's row with one cell left blank by the column its value stands in (\"Exterior Colour | | Sting Grey\")", async () => {
    const rows: Array<[string, string | null, string | null]> = [["Brand", "Mazda", "Hyundai"], ["Model / Grade", "BT-50 XT", "i30 Active"], ["Year", "2015", "2013"], ["Exterior Colour", null, "Sting Grey"], ["V.I.N.", "MM0UYG4A5FE002078", null], ["Eng. No.", null, "RV30426285"], ["Plate No.", "ZT38EK", "ZHZ588"], ["Odo.", "42320 kms", "153804 kms"]];
    const items = [
      item("Vehicle and Trade-in", 40, 200, 1, 12), item("Vehicle Sold", 189, 221), item("Trade-In Vehicle", 399, 221),
      ...rows.flatMap(([label, sold, trade], i) => [item(label, 45, 238 + i * 17), ...(sold ? [item(sold, 189, 238 + i * 17)] : []), ...(trade ? [item(trade, 399, 238 + i * 17)] : [])]),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.vehicle).toMatchObject({ make: "Mazda", vin: "MM0UYG4A5FE002078", registrationPlate: "ZT38EK", odometer: 42320, colour: null, engineNumber: null });
    expect(data.tradeIn).toMatchObject({ make: "Hyundai", registrationPlate: "ZHZ588", odometer: 153804, vin: null });
  });

  it("takes the dealer's address from the line of particulars in the page's footer (\"Penrith Mazda Pty Limited | ABN … | 187 Princes Street, Auburn NSW 2144 | Ph. …\")", async () => {
    const items = [
      item("Penrith Mazda Pty Limited", 40, 40, 1, 14), item("Tax Invoice", 400, 40, 1, 14),
      ...Array.from({ length: 12 }, (_, i) => [item(["Invoice No.", "Date", "Customer", "Make", "Model", "Year", "VIN", "Odometer", "Price", "GST", "Total", "Paid"][i], 40, 100 + i * 14), item(["INV-2041", "3/4/2025", "Mia Tran", "Mazda", "CX-5", "2021", "JM0KF4W7A00123456", "25,000 km", "$30,000.00", "$2,727.27", "$30,000.00", "$1,000.00"][i], 200, 100 + i * 14)]).flat(),
      { ...item("Penrith Mazda Pty Limited | ABN 24 934 646 524 | Dealer's Licence DL386648 | 187 Princes Street, Auburn NSW 2144 | Ph. (02) 8613 9155", 40, 800, 1, 6), w: 480 },
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.dealer?.address).toBe("187 Princes Street, Auburn NSW 2144");
  });

  it("reads a value its comma ends in a footer's run of particulars (\"…, Dealer Lic. # MD079743, 333 Victoria Drive, …\")", async () => {
    const items = [
      item("Southern Highlands Mazda Pty Ltd", 40, 40, 1, 14), item("Tax Invoice", 400, 40, 1, 14),
      { ...item("A.B.N. 74 434 423 418, Dealer Lic. # MD079743, 333 Victoria Drive, Newcastle West NSW 2302, Phone No. 02 8299 1736", 40, 800, 1, 6), w: 480 },
    ];
    const { values } = await profileValues("vehicle_tax_invoice", items, "dealer.dealerLicenceNumber", "licence");
    expect(values).toContain("MD079743");
  });

  it("reads an items table whose header opens with a caption in the page's gutter (\"Prestations | Désignation | Quantité | P.U. HT | Montant HT\")", async () => {
    const row = (y: number, cells: string[]) => cells.map((c, i) => item(c, [150, 320, 400, 480][i], y));
    const items = [
      item("Lefèvre Électricité EURL", 40, 40, 1, 14), item("Facture", 400, 40, 1, 14),
      item("Prestations", 40, 200), ...row(200, ["Désignation", "Quantité", "P.U. HT", "Montant HT"]),
      ...row(215, ["Frais de port", "5", "22,89", "114,45"]),
      ...row(230, ["Main-d'œuvre (heures)", "5", "80,26", "401,30"]),
      item("Total hors taxes", 320, 250), item("515,75 €", 480, 250),
    ];
    const data = await extractData("generic_document", items);
    expect((data.lineItems as unknown as Array<{ description: string }>).map((l) => l.description)).toEqual(["Frais de port", "Main-d'œuvre (heures)"]);
    expect(data.totals?.subtotal).toBe(515.75);
  });

  it("takes a make, body type or colour beside its label though it reads a little like a label (\"Body Shape | Cab Chassis\")", async () => {
    const items = [item("Year", 40, 100), item("2015", 160, 100), item("Body Shape", 40, 112), item("Cab Chassis", 160, 112), item("Paint Colour", 40, 124), item("Glacier White", 160, 124)];
    expect((await profileValues("nsw_form7_dealer_notice", items, "vehicle.bodyType", "string")).values).toEqual(["Cab Chassis"]);
  });

  it("reads a table whose header names no description, its rows described in its first column (\"Stock No. | Year | … | GST | Inc GST\")", async () => {
    const cols: Array<[string, number]> = [["Stock No.", 40], ["Year", 100], ["Make", 140], ["Chassis No", 220], ["Amount ex GST", 330], ["GST", 420], ["Inc GST", 490]];
    const row = (y: number, cells: string[]) => cells.map((c, i) => (c ? item(c, cols[i][1], y) : null)).filter((x): x is TextItem => !!x);
    const items = [
      ...row(100, cols.map((c) => c[0])),
      ...row(116, ["420908", "2025", "Volkswagen", "WV1JEW697SN145740", "$55,536.36", "$5,553.64", "$61,090.00"]),
      ...row(132, ["Roof racks", "", "", "", "$1,409.09", "$140.91", "$1,550.00"]),
      ...row(148, ["Nudge bar", "", "", "", "$300.00", "$30.00", "$330.00"]),
      item("Invoice Total:", 330, 180), item("$63,940.00", 490, 180),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect((data.lineItems as unknown as Array<Record<string, unknown>>).map((r) => [r.description, r.amount])).toEqual([[null, 61090], ["Roof racks", 1550], ["Nudge bar", 330]]);
    expect(data.vehicle.stockNumber).toBe("420908");
  });

  it("reads no value under an empty colon label from the next row's answer to its own label (\"Shape:\" over \"Chassis No.: | LSJX…\")", async () => {
    const items = [item("YOM:", 40, 100), item("2024", 76, 100), item("Shape:", 147, 100), item("Color:", 296, 100), item("Chassis No.:", 40, 118), item("LSJXBP6N7R2394513", 131, 118), item("Engine No.:", 292, 118), item("G8KR154244", 375, 118)];
    expect((await profileValues("vehicle_sale_contract", items, "vehicle.bodyType", "string")).values.filter((v) => v !== null)).toEqual([]);
    expect((await profileValues("vehicle_sale_contract", items, "vehicle.vin", "vin")).values).toContain("LSJXBP6N7R2394513");
    // (…but in a footer's columns, a label over its answer, the run under a label is its: "Momsnr.:" over
    // "DK-43295446", "Kontonummer:" beside it over its own "0647978286")
    const footer = [item("Reg.nr.: 9511", 300, 100), item("Momsnr.:", 420, 100), item("Kontonummer:", 300, 112), item("DK-43295446", 420, 112), item("0647978286", 300, 124)];
    expect(firstValue(footer, { "issuer.taxId": ["momsnr"], "bank.account": ["kontonummer"] }, "issuer.taxId", "taxId")).toBe("DK-43295446");
  });

  it("cuts a value glued to a label that goes on after it (\"TRANSFER OF REGISTRATIONNUMBER PLATE: FHF194\")", async () => {
    const items = [item("TYPE OF APPLICATION: TRANSFER OF REGISTRATIONNUMBER PLATE: FHF194", 40, 100), item("APPLICANT: AISHA FITZGERALD", 40, 120)];
    const { index, values } = await profileValues("nsw_registration_application", items, "plateNumber", "plate");
    expect(index.segments.map((x) => x.text)).toContain("NUMBER PLATE: FHF194");
    expect(values).toContain("FHF194");
  });

  it("keeps a Swiss VAT id's own suffix, no label after it (\"USt-ID CHE-941.661.185 MWST\")", async () => {
    const items = [item("Meier Metallbau AG", 40, 40), item("USt-ID CHE-941.661.185 MWST", 300, 100), item("Rechnung", 40, 140), item("Summe", 40, 200), item("1.234,50 CHF", 300, 200)];
    const { index } = await profileValues("generic_document", items, "issuer.taxId", "taxId");
    expect(index.segments.map((x) => x.text)).toContain("USt-ID CHE-941.661.185 MWST");
  });

  it("reads a label's lower line as the label's, not its value (\"Australian Business\" over \"Number\")", async () => {
    const items = [
      item("Licensed Motor Dealer", 40, 80), item("Register Details", 300, 80),
      item("Dealership", 40, 100), item("Penrith Hyundai Pty. Ltd.", 140, 100), item("Reg. Book No.", 300, 100), item("R612", 400, 100),
      item("Australian Business", 40, 112), item("32 761 979 583", 160, 112), item("Entry No. in Register 6452", 300, 112),
      item("Number", 40, 124), item("Statutory Guarantee", 300, 130), item("Dealer's Licence", 40, 142), item("447018", 140, 142),
    ];
    const { index } = await profileValues("nsw_form7_dealer_notice", items, "dealer.name", "name");
    const seg = index.segments.find((x) => x.text === "Australian Business")!;
    expect(valueFor(index, { seg, inline: null, strategy: "whole", label: seg.text }, "name")?.value ?? null).toBeNull();
  });

  it("joins a label's lower line that ends with its colon, the value glued to the upper line (\"Agreement 14/09/2024\" over \"Date:\")", async () => {
    const items = [item("Order", 300, 100), item("SC-2025-8432", 360, 100), item("No.:", 300, 111), item("Agreement 14/09/2024", 300, 122), item("Date:", 300, 133)];
    expect((await profileValues("vehicle_sale_contract", items, "contract.date", "date")).values).toContain("2024-09-14");
  });

  it("reads no row of the document's own labels as a table's header (\"Vehicle Price | Total Accessories | Registration Fees\")", async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const profile = getProfile("vehicle_sale_contract")!;
    const items = [
      item("Price Details", 40, 80), item("Vehicle Price", 40, 100), item("Total Accessories", 200, 100), item("Registration Fees", 360, 100),
      item("$53,300.00 AUD", 40, 112), item("$2,130.00 AUD", 200, 112), item("$554.31 AUD", 360, 112),
      item("CTP Insurance", 40, 132), item("Stamp Duty", 200, 132), item("Drive Away Price", 360, 132),
      item("$521.33 AUD", 40, 144), item("$1,875.00 AUD", 200, 144), item("$58,380.64 AUD", 360, 144),
    ];
    const { data } = extractProfile(buildIndex(layoutOf(items), profile), profile, 1, []);
    const pricing = data.pricing as Record<string, unknown>;
    expect(pricing.vehiclePrice).toBe(53300);
    expect(pricing.stampDuty).toBe(1875);
    expect(data.accessories ?? []).toEqual([]);
  });
});

describe("labels wrapped in a narrow column of labels", () => {

  it("reads a label to the colon that ends it two lines down (\"Deposit | Credit card\" over \"Paid\" over \"By:\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Deposit Details", 300, 88),
      item("Deposit", 300, 100), item("$ 4 300.00", 370, 100), item("Paid:", 300, 111),
      item("Deposit", 300, 122), item("Credit card", 370, 122), item("Paid", 300, 133), item("By:", 300, 144),
    ]);
    expect(data.deposit?.method).toBe("Credit card");
    expect(data.deposit?.amount).toBe(4300);
  });

  it("cuts a wrapped label's upper word off the value glued to it (\"Residential 226 Hume Hwy, Bathurst\" over \"Address: | NSW\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Customer Details", 40, 88),
      item("Name of", 40, 100), item("Charlotte Mei Le", 100, 100), item("Purchaser:", 40, 111),
      item("Residential 226 Hume Hwy, Bathurst", 40, 122), item("Address:", 40, 133), item("NSW", 100, 133), item("2795", 100, 144),
      item("Mobile", 40, 155), item("0411 216 504", 100, 155), item("No.:", 40, 166),
    ]);
    expect(data.customer?.address).toBe("226 Hume Hwy, Bathurst NSW 2795");
    expect(data.customer?.name).toBe("Charlotte Mei Le");
  });

  it("keeps a heading's own cell a heading when the other column's row stands beside it (\"Vehicle | Expiry Odo: 73 555 km\" over \"Manufacturer: Toyota\")", async () => {
    const data = await extractData("nsw_form7_dealer_notice", [
      item("Statutory Guarantee", 320, 88), item("Expiry: December 2, 2025", 320, 100),
      item("Vehicle", 40, 112), item("Expiry Odo: 73 555 km", 320, 112),
      item("Manufacturer: Toyota", 40, 124),
      item("Details of Sale", 320, 130),
      item("Model: RAV4 GX", 40, 136),
    ]);
    expect(data.vehicle?.make).toBe("Toyota");
    expect(data.vehicle?.model).toBe("RAV4 GX");
  });
});

describe("names and contacts in narrow cells (tuned families, seed 1234)", () => {
  const dealerCell = [
    item("Dealer Information", 40, 80),
    item("Name of", 40, 98), item("Riverina Vehicle Centre", 100, 98), item("Dealer:", 40, 108.5), item("Pty", 100, 108.5), item("Ltd", 100, 119),
    item("ABN:", 40, 131), item("32 358 281 269", 100, 131),
    item("Email", 40, 166), item("accounts@riverinavehicl", 100, 166), item("Address:", 40, 176.5), item("ecentre.com.au", 100, 176.5),
  ];

  it("reads a name's legal form wrapped beside a label broken off after \"of\" (\"Name of\" over \"Dealer:\")", async () => {
    expect((await extractData("vehicle_sale_contract", dealerCell)).dealer?.name).toBe("Riverina Vehicle Centre Pty Ltd");
  });

  it("reads the lower line of a label whose value's rest stands beside it as that label's (\"Email\" over \"Address:\", the e-mail cut)", async () => {
    // (the dealer's address is not the e-mail's tail)
    expect((await extractData("vehicle_sale_contract", dealerCell)).dealer?.address ?? null).toBeNull();
  });

  it("joins no value to a whole label above it (\"Served By\" over \"Mohammed\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Tax Invoice", 40, 40, 1, 18),
      item("Document Details", 40, 80), item("Invoice", 40, 96), item("Date", 200, 96), item("Deal Ref", 360, 96),
      item("INV-43293", 40, 108), item("03-Jun-2025", 200, 108), item("D44590", 360, 108),
      item("Served By", 40, 128), item("Mohammed", 40, 140),
    ]);
    expect(data.invoice?.salesperson).toBe("Mohammed");
  });

  it("still joins a lower line that ends the label with its colon, whatever its words (\"Trading\" over \"As:\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Supplier Details", 40, 80),
      item("Trading", 40, 98), item("Northern Beaches Motor", 100, 98), item("As:", 40, 108.5), item("Group Pty", 100, 108.5), item("Ltd", 100, 119),
      item("ABN:", 40, 131), item("52 544 347 177", 100, 131),
    ]);
    expect(data.dealer?.name).toBe("Northern Beaches Motor Group Pty Ltd");
  });
});

describe("rows that read like a part's heading (tuned families, seed 4321)", () => {
  const contract = [
    item("Agreement for Sale of Motor Vehicle", 40, 40, 1, 16),
    item("Contract Details", 40, 80, 1, 12),
    item("Deal No.", 40, 100), item("SC-2025-8422", 200, 100),
    item("Date", 40, 112), item("06/09/24", 200, 112),
    item("Vehicle Sold As", 40, 124), item("Used", 200, 124),
    item("Served By", 40, 136), item("Zara T.", 200, 136),
    item("Customer", 40, 160, 1, 12),
    item("Purchaser(s)", 40, 180), item("Lucas Papadopoulos", 200, 180),
  ];

  it("reads a label that also names a part, its value beside it, as a row (\"Vehicle Sold As | Used\")", async () => {
    expect((await extractData("vehicle_sale_contract", contract)).contract?.saleType).toBe("Used");
  });

  it("reads a given name and an initial as a name, though \"T.\" abbreviates a label (\"Served By | Zara T.\")", async () => {
    expect((await extractData("vehicle_sale_contract", contract)).contract?.salesperson).toBe("Zara T.");
  });
});

describe("an amount cut at a digit group beside a label cut after \"on\" (tuned families, seed 6060)", () => {
  it("reads the label and the amount over both lines (\"Amount Payable on | $ 12\" over \"Delivery | 165.27\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Tax Invoice", 40, 40, 1, 18),
      item("Paid", 240, 100), item("$ 2 200.00", 340, 100),
      item("Amount Payable on", 240, 112), item("$ 12", 340, 112),
      item("Delivery", 240, 124), item("165.27", 340, 124),
    ]);
    expect(data.pricing?.balancePayable).toBe(12165.27);
  });
});

describe("grids, wrapped labels and glued labels (tuned families, seed 555)", () => {
  it("reads a row of price labels over amounts with their currency's code as a grid, no table of accessories", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Price Breakdown", 40, 80, 1, 12),
      item("Retail Price", 40, 100), item("Total Accessories", 170, 100), item("Dealer Pre-Delivery", 300, 100), item("12 Months Registration", 430, 100),
      item("$78,900.00 AUD", 40, 112), item("$550.00 AUD", 170, 112), item("$1,300.00 AUD", 300, 112), item("$680.94 AUD", 430, 112),
      item("CTP", 40, 124), item("Motor Vehicle Duty", 170, 124), item("Total", 300, 124), item("Less: Deposit", 430, 124),
      item("$862.54 AUD", 40, 136), item("$3,140.00 AUD", 170, 136), item("$85,433.48 AUD", 300, 136), item("$4,400.00 AUD", 430, 136),
    ]);
    expect(data.pricing).toMatchObject({ vehiclePrice: 78900, accessoriesTotal: 550, dealerDelivery: 1300, ctp: 862.54, totalPrice: 85433.48 });
    expect(data.accessories ?? []).toEqual([]);
  });

  it("reads a label's lower line ended by its colon as the label's end, no heading (\"Deposit | $3,200\" over \"Amount:\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Vehicle Information", 40, 80, 1, 12), item("Trade Details", 300, 80, 1, 12),
      item("Eng", 40, 100), item("SLND235719", 120, 100), item("Deposit", 300, 100), item("$3,200", 380, 100),
      item("#:", 40, 112), item("Amount:", 300, 112),
      item("Registration:", 40, 124), item("EZL772", 120, 124), item("Rec.", 300, 124), item("RC-1588", 380, 124),
    ]);
    expect(data.vehicle?.registrationPlate).toBe("EZL772");
  });

  it("reads a label broken off after a slash over the line that ends it, its value over both lines (\"Model /\" over \"Grade:\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Vehicle Information", 40, 80, 1, 12),
      item("Manufacturer: Toyota", 40, 100),
      item("Model /", 40, 112), item("Corolla Ascent", 120, 112),
      item("Grade:", 40, 124), item("Sport", 120, 124),
      item("Colour:", 40, 136), item("Glacier White", 120, 136),
    ]);
    expect(data.vehicle?.model).toBe("Corolla Ascent Sport");
  });

  it("goes on with a name's legal form beside the label's lower line (\"Parramatta Car Sales\" over \"Name: | Pty.\" over \"Ltd.\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Dealer Details", 40, 80, 1, 12), item("Sold To", 300, 80, 1, 12),
      item("Dealer", 40, 100), item("Parramatta Car Sales", 100, 100), item("Name:", 300, 100), item("Wei Le", 360, 100),
      item("Name:", 40, 112), item("Pty.", 100, 112), item("Telephone:", 300, 112), item("(02) 8288 3917", 360, 112),
      item("Ltd.", 100, 124), item("Driver's", 300, 124), item("40164101", 360, 124),
      item("ABN", 40, 136), item("99 670 921 547", 100, 136),
    ]);
    expect(data.dealer?.name).toBe("Parramatta Car Sales Pty. Ltd.");
  });

  it("does not join a label's lower line to the next column's label wrapped beside it (\"Dealer's | MD79537 | Lic. | 59340218\" over \"Licence | No.\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Dealer Information", 40, 80, 1, 12), item("Buyer", 300, 80, 1, 12),
      item("Trading", 40, 100), item("Southern Highlands Kia Pty", 100, 100), item("Sold", 300, 100), item("Zara Anderson", 360, 100),
      item("Name", 40, 112), item("Ltd", 100, 112), item("To", 300, 112),
      item("Dealer's", 40, 124), item("MD79537", 100, 124), item("Lic.", 300, 124), item("59340218", 360, 124),
      item("Licence", 40, 136), item("No.", 300, 136),
    ]);
    expect(data.dealer?.dealerLicenceNumber).toBe("MD79537");
  });

  it("cuts a model's code and a name with an initial off the label glued to them in a column of labels", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Tax Invoice", 40, 40, 1, 18),
      item("Vehicle Particulars", 40, 80, 1, 12),
      item("Vehicle Make", 40, 100), item("Hyundai", 140, 100),
      item("Model / Grade i30 Active", 40, 112),
      item("YOM", 40, 124), item("2014", 140, 124),
      item("Stock #", 40, 136), item("444671", 140, 136),
      item("Sales Consultant William P.", 40, 148),
      item("Condition", 40, 160), item("Used", 140, 160),
    ]);
    expect(data.vehicle?.model).toBe("i30 Active");
    expect(data.invoice?.salesperson).toBe("William P.");
  });
});

describe("vehicle words, three-line labels, headings beside a row, a dealer's licence (tuned families, seed 2024)", () => {
  it("reads a body type one of whose words reads as a label as the value beside its label, no grid header (\"Shape | Cab Chassis\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Description of Vehicle", 40, 80, 1, 12),
      item("Manufacturer Ford", 40, 100),
      item("Shape", 40, 112), item("Cab Chassis", 100, 112),
      item("Ext.", 40, 124), item("Crystal White", 100, 124),
      item("Colour", 40, 136),
      item("VIN/Chassis", 40, 148), item("WF0URFPX3R8163449", 100, 148),
    ]);
    expect(data.vehicle?.bodyType).toBe("Cab Chassis");
  });

  it("reads a label wrapped over three lines without a colon, under a heading its top line shortens (\"Deposit | EFTPOS\" over \"Paid\" over \"By\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Vehicle", 40, 80, 1, 12), item("Deposit Received", 300, 80, 1, 12),
      item("Manufacturer", 40, 100), item("Toyota", 120, 100), item("Deposit", 300, 100), item("$2,800", 360, 100),
      item("Model", 40, 112), item("RAV4 GX", 120, 112), item("Paid", 300, 112),
      item("Build", 40, 124), item("2025", 120, 124), item("Deposit", 300, 124), item("EFTPOS", 360, 124),
      item("Year", 40, 136), item("Paid", 300, 136),
      item("Shape", 40, 148), item("Wagon", 120, 148), item("By", 300, 148),
      item("VIN", 40, 160), item("JTNWKF2P9SP724182", 120, 160), item("Rec. No.", 300, 160), item("R408310", 360, 160),
    ]);
    expect(data.deposit?.method).toBe("EFTPOS");
    expect(data.deposit?.amount).toBe(2800);
  });

  it("opens a part at a heading beside the other column's label and value (\"Motor Vehicle | Period (months): | 3\")", async () => {
    const data = await extractData("nsw_form7_dealer_notice", [
      item("Dealer Notice – Form 7", 40, 40, 1, 18),
      item("Dealer Information", 40, 80, 1, 12),
      item("Trading Name:", 40, 100), item("Sutherland Hyundai Pty. Ltd.", 140, 100),
      item("Dealer Lic. #:", 40, 112), item("DL366866", 140, 112),
      item("Motor Vehicle", 40, 136), item("Period (months):", 300, 136), item("3", 420, 136),
      item("Manufacturer:", 40, 148), item("Volkswagen", 140, 148), item("Guarantee kilometres:", 300, 148), item("5,000", 420, 148),
      item("Mdl:", 40, 160), item("Amarok", 140, 160),
      item("Variant:", 40, 172), item("Core", 140, 172),
    ]);
    expect(data.vehicle?.model).toBe("Amarok");
  });

  it("gives a number printed with a dealer licence's prefix to the dealer, under a licence label the applicant shares", async () => {
    const data = await extractData("nsw_registration_application", [
      item("APPLICATION FOR REGISTRATION", 40, 40, 1, 18),
      item("LICENCE NO..: DL047158", 40, 80),
      item("DEALER:", 40, 92), item("PARRAMATTA AUTOMOTIVE PTY. LTD.", 140, 92),
      item("APPLICANT", 40, 120, 1, 12),
      item("NAME:", 40, 140), item("GRACE TAYLOR", 140, 140),
    ]);
    expect(data.dealer?.licenceNumber).toBe("DL047158");
    expect(data.applicant?.licenceNumber ?? null).toBeNull();
  });
});

describe("a name beside a label wrapped onto its colon (tuned families, seed 8675)", () => {
  it("reads the name over both lines (\"Purchaser | Charlotte Lucas\" over \"Name: | Nguyen\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Seller", 40, 80, 1, 12), item("Buyer", 240, 80, 1, 12),
      item("Seller", 40, 100), item("Riverina Auto Group Pty", 100, 100), item("Purchaser", 240, 100), item("Charlotte Lucas", 300, 100),
      item("(Dealer):", 40, 112), item("Ltd", 100, 112), item("Name:", 240, 112), item("Nguyen", 300, 112),
      item("Dealer", 40, 124), item("76 807 784 741", 100, 124), item("Postal", 240, 124), item("144 Military Drive,", 300, 124),
      item("ABN:", 40, 136), item("Address:", 240, 136), item("Brookvale NSW 2100", 300, 136),
    ]);
    expect(data.customer?.name).toBe("Charlotte Lucas Nguyen");
  });
});

describe("a value wrapped in a narrow cell at the rows' own leading (tuned families, seed 6060)", () => {
  it("goes on onto a line whose label column is empty, not onto the next row beside its label", async () => {
    const rows = (gap: number) => [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Vehicle Details", 40, 80, 1, 12),
      item("Make", 40, 100), item("Toyota", 120, 100),
      item("Model/Variant", 40, 100 + 13.7), item("Corolla Ascent", 120, 100 + 13.7),
      item("Sport", 120, 100 + 13.7 + gap),
      item("Model", 40, 100 + 27.4 + gap), item("2013", 120, 100 + 27.4 + gap),
      item("Year", 40, 100 + 41.1 + gap),
    ];
    const data = await extractData("vehicle_sale_contract", rows(13.2));
    expect(data.vehicle?.model).toBe("Corolla Ascent Sport");
    expect(data.vehicle?.year).toBe(2013);
  });
});

describe("a print-out's run of a label, its closed-vocabulary value and the next label (tuned families, seed 6060)", () => {
  it("cuts the next label where the value before it reads as the first label's type (\"I AM APPLYING FOR: TRANSFER OF REGISTRATION PLATE NO: | BNE96\")", async () => {
    const data = await extractData("nsw_registration_application", [
      item("VEHICLE REGISTRATION APPLICATION", 40, 40, 1, 18),
      item("I AM APPLYING FOR: TRANSFER OF REGISTRATION PLATE NO:", 40, 80), item("BNE96", 340, 80),
      item("*** YOUR DETAILS ***", 40, 110),
      item("APPLICANT:", 40, 130), item("AMELIA TAYLOR", 140, 130),
    ]);
    expect(String(data.applicationType).toLowerCase()).toBe("transfer of registration");
    expect(data.plateNumber).toBe("BNE96");
  });
});

describe("labels of other facts beside and under a field's label (tuned families, seeds 31 and 4096)", () => {
  it("does not wrap a label onto the top line of the next field's label (\"Make | Honda\" over \"Vehicle | Civic\" over \"Model\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 18),
      item("Motor Vehicle", 40, 80, 1, 12),
      item("Make", 40, 100), item("Honda", 120, 100),
      item("Vehicle", 40, 112), item("Civic", 120, 112),
      item("Model", 40, 124),
      item("Series", 40, 136), item("VTi-LX", 120, 136),
    ]);
    expect(data.vehicle?.make).toBe("Honda");
    expect(data.vehicle?.model).toBe("Civic");
  });

  it("knows a vehicle's label the profile does not return, so a grid with it is a grid (\"Mdl | Trans.\" over \"Triton | CVT\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Tax Invoice", 40, 40, 1, 18),
      item("Vehicle Details", 40, 80, 1, 12),
      item("Year Built", 40, 100), item("Manufacturer", 160, 100), item("Body Type", 280, 100),
      item("2022", 40, 112), item("Mitsubishi", 160, 112), item("Utility", 280, 112),
      item("Mdl", 40, 136), item("Trans.", 160, 136),
      item("Triton", 40, 148), item("CVT", 160, 148),
    ]);
    expect(data.vehicle?.model).toBe("Triton");
  });

  it("reads \"Amount Refundable\" as the refund, not the balance payable", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Tax Invoice", 40, 40, 1, 18),
      item("TOTAL", 40, 100), item("AUD 43,978.16", 200, 100),
      item("Amount Paid", 40, 112), item("AUD 41,178.16", 200, 112),
      item("Amount Refundable", 40, 124), item("AUD 100", 200, 124),
    ]);
    expect(data.pricing?.refund).toBe(100);
    expect(data.pricing?.balancePayable ?? null).toBeNull();
  });
});

describe("a label whose value a scan lost (tuned families, scanned)", () => {
  it("does not take the next row's whole label and value for it (\"Invoice #\" over \"Date of Invoice 04 Oct 2025\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("TAX INVOICE", 300, 40, 1, 18),
      item("Vehicle Details", 40, 80, 1, 12),
      item("Chassis/VIN", 40, 100), item("MPB0TRLK9P8768016", 140, 100),
      item("Document Details", 300, 110, 1, 12),
      item("Eng. No.", 40, 120), item("EARW070068", 140, 120),
      item("Invoice #", 300, 128),
      item("Reg #", 40, 136), item("BNE70", 140, 136),
      item("Date of Invoice 04 Oct 2025", 300, 144),
      item("Odo Reading", 40, 152), item("190 875 km", 140, 152),
      item("Deal #", 300, 160), item("677375", 400, 160),
    ]);
    expect(data.invoice?.number ?? null).toBeNull();
    expect(data.invoice?.date).toBe("2025-10-04");
  });
});

describe("classes found on new tuned seeds (13, 99, 6174, 7777)", () => {
  const extract = extractData;
  const read = valuesOf;
  const saleContract = async (items: TextItem[], path: string, type: Parameters<typeof valueFor>[2]) => (await profileValues("vehicle_sale_contract", items, path, type)).values;

  it("reads a credit note's own date under \"Del\", not the corrected invoice's under \"dated\" (Italian \"del\", German \"vom\")", async () => {
    const items = [
      item("Ricci Impianti S.a.s.", 40, 60), item("Nota di credito", 300, 60, 1, 16),
      item("N. nota di credito", 300, 90), item("2025/353", 420, 90),
      item("Del", 300, 102), item("15/05/2025", 420, 102),
      item("Fattura di riferimento 383725", 300, 114),
      item("dated", 300, 126), item("30/04/2025", 420, 126),
      item("Totale documento", 40, 200), item("5.212,52 €", 420, 200),
    ];
    expect((await extract("generic_document", items)).dates?.issueDate).toBe("2025-05-15");
  });

  it("finishes a letterhead's name with its legal form's parenthesised part on the next line (\"… UG\" over \"(haftungsbeschränkt)\")", () => {
    const index = indexOf(layoutOf([item("Schäfer Elektrotechnik UG", 40, 60), item("Stornorechnung", 300, 60), item("(haftungsbeschränkt)", 40, 72), item("Lindenallee 90", 40, 84)]));
    expect(findEntity(index, null)?.value).toBe("Schäfer Elektrotechnik UG (haftungsbeschränkt)");
    // (any other bracketed line under a name is not its legal form)
    const other = indexOf(layoutOf([item("Schäfer Elektrotechnik UG", 40, 60), item("(Hauptsitz)", 40, 72)]));
    expect(findEntity(other, null)?.value).toBe("Schäfer Elektrotechnik UG");
  });

  it("ends a wrapped label where its lines already read whole as another field's (\"Order\" over \"Date\", then \"Sale\" over \"Category\")", async () => {
    const items = [
      item("Order", 300, 100), item("23/02/2025", 360, 100),
      item("Date", 300, 112),
      item("Sale", 300, 124), item("New", 360, 124),
      item("Category", 300, 136),
    ];
    expect(await saleContract(items, "contract.number", "string")).not.toContain("23/02/2025");
    expect(await saleContract(items, "contract.date", "date")).toContain("2025-02-23");
  });

  it("does not take a label's wrapped numbering word for its value's end (\"Contract MK31185\" over \"No.\")", async () => {
    const items = [
      item("SALES CONTRACT", 40, 40, 1, 16),
      item("Seller", 40, 80), item("Customer Details", 200, 80), item("Order Details", 400, 80),
      item("Trading", 40, 100), item("Hills District Prestige", 100, 100), item("Sold", 200, 100), item("Thomas William", 260, 100), item("Contract MK31185", 400, 100),
      item("As", 40, 112), item("Pty", 100, 112), item("To", 200, 112), item("Brown", 260, 112), item("No.", 400, 112),
      item("Date of", 400, 124), item("2025-04-08", 460, 124),
      item("Contract", 400, 136),
    ];
    expect((await extract("vehicle_sale_contract", items)).contract?.number).toBe("MK31185");
  });

  it("reads Dutch due-date wordings (\"Betalen voor\")", async () => {
    const items = [item("Factuurnr.", 300, 60), item("2025-9020", 400, 60), item("Uitgiftedatum", 300, 72), item("23-07-2025", 400, 72), item("Betalen voor", 300, 84), item("21-09-2025", 400, 84), item("Totaalbedrag", 40, 200), item("€ 2.210,98", 400, 200)];
    const data = await extract("generic_document", items);
    expect(data.dates?.dueDate).toBe("2025-09-21");
    expect(data.dates?.issueDate).toBe("2025-07-23");
  });

  it("reads no label into the value of a whole label beside it (\"Domiciliation | Société Générale\")", async () => {
    const items = [
      item("Girard Informatique SARL", 40, 60), item("Facture d'avoir", 300, 60),
      item("Total TTC", 328, 360, 1, 12), item("3 087,84 €", 494, 360, 1, 12),
      item("IBAN", 40, 380, 1, 12), item("FR94 7277 4843 3853 1358 3002 145", 118, 380, 1, 12),
      item("BIC", 40, 396, 1, 12), item("FJPCFRAUXXX", 118, 396, 1, 12),
      item("Domiciliation", 40, 413, 1, 12), item("Société Générale", 118, 413, 1, 12),
      item("Merci de votre confiance.", 40, 430.5, 1, 10.5),
    ];
    const data = await extract("generic_document", items);
    expect(data.issuer?.name).toBe("Girard Informatique SARL");
  });

  it("still reads a two-cell header's second label over its boxed value (\"Reg. Book No. | Dealer's Register Entry\" over \"R403 | E9625\")", async () => {
    const items = [item("Register Details", 40, 80, 1, 14), item("Reg. Book No.", 40, 100), item("Dealer's Register Entry", 200, 100), item("R403", 40, 124), item("E9625", 200, 124)];
    const data = await extract("nsw_form7_dealer_notice", items);
    expect(data.register?.entryNumber).toBe("E9625");
  });

  it("reads a name glued to its own label under a party's heading as that label's value, not the heading's (\"Bill To\" over \"Customer Name Mei Tran\")", async () => {
    const items = [
      item("Vehicle Tax Invoice", 300, 40, 1, 16),
      item("Document Details", 40, 80, 1, 14), item("Bill To", 300, 80, 1, 14),
      item("Tax Invoice No. V41832", 40, 100), item("Customer Name Mei Tran", 300, 100),
      item("Invoice Date", 40, 112), item("03-Sep-2024", 130, 112), item("Postal Address", 300, 112), item("116 Church Drive, Bathurst NSW 2795", 380, 112),
    ];
    expect((await extract("vehicle_tax_invoice", items)).customer?.name).toBe("Mei Tran");
  });

  it("keeps a run that opens with a whole label and its value whole, though its first words and the line under read as another label (\"Tax Invoice No. V41832\" over \"Invoice Date\")", async () => {
    const items = [item("Harbourside Cars Pty Ltd", 40, 40), item("Vehicle Tax Invoice", 300, 40), item("Tax Invoice No. V41832", 40, 100), item("Invoice Date", 40, 112), item("03-Sep-2024", 130, 112), item("Deal Ref", 40, 124), item("DL-0256", 130, 124)];
    const data = await extract("vehicle_tax_invoice", items);
    expect(data.invoice?.number).toBe("V41832");
    expect(data.invoice?.date).toBe("2024-09-03");
  });

  it("does not join a label broken off after \"of\" onto the next row's when both have an amount beside them (\"Includes GST of | $3,880.00\")", async () => {
    const items = [item("Includes GST of", 40, 100), item("$3,880.00 AUD", 300, 100), item("Total (GST inclusive)", 40, 112), item("$45,130.76 AUD", 300, 112)];
    const data = await extract("vehicle_tax_invoice", items);
    expect(data.pricing?.gst).toBe(3880);
    expect(data.pricing?.totalIncludingGst).toBe(45130.76);
  });

  it("reads a grid cell under a wrapped header cell on over the lines it wraps onto (\"0492 618\" over \"656\")", () => {
    const items = [
      item("Name of Purchaser", 40, 100), item("Home Address", 160, 100), item("Contact", 400, 100),
      item("Isla Taylor", 40, 112), item("15 Old Northern Highway, Bathurst", 160, 112), item("Number", 400, 112),
      item("NSW 2795", 160, 124), item("0492 618", 400, 124),
      item("656", 400, 136),
    ];
    expect(read(items, { "customer.phone": ["contact number"], "customer.name": ["name of purchaser"], "customer.address": ["home address"] }, "customer.phone", "phone")).toEqual(["0492 618 656"]);
  });

  it("reads a model glued to its label whose code has a dot (\"Model/Variant Forester 2.5i-L\")", async () => {
    // (the value column's runs start where the glued value does)
    const items = [item("Brand", 40, 100), item("Subaru", 110, 100), item("Model/Variant Forester 2.5i-L", 40, 112), item("Build", 40, 124), item("2022", 110, 124)];
    expect(await saleContract(items, "vehicle.model", "string")).toContain("Forester 2.5i-L");
  });

  it("reads a label begun at the end of the line above, as running text wraps (\"… | Motor Dealer's Licence\" over \"No.: MD060835\")", async () => {
    const items = [item("Northern Beaches Mazda Pty Limited", 40, 60), item("Dealer ABN: 96 145 484 011", 40, 84), item("Motor Dealer's Licence", 200, 84), item("No.: MD060835", 40, 96), item("T: 1300 757 389", 40, 108)];
    expect(await saleContract(items, "dealer.dealerLicenceNumber", "string")).toContain("MD060835");
  });

  it("reads an ABN whose last digit group wrapped onto the next line in running text (seed 7777)", async () => {
    const items = [item("Central Coast Mazda Pty Ltd", 40, 40), item("Tax Invoice (Vehicle Sale)", 300, 40, 1, 14), item("Australian Business Number: 17 756 605", 40, 64), item("021, Licence #: MD 519987", 40, 76), item("Ph: 1300 600 527", 40, 88)];
    const data = await extract("vehicle_tax_invoice", items);
    expect(data.dealer?.abn).toBe("17 756 605 021");
    expect(data.dealer?.dealerLicenceNumber).toBe("MD 519987");
  });

  it("reads a label begun at the end of the line above with its value glued, no colon (\"… | Dealer Licence\" over \"Number MD081833\"; seed 7777)", async () => {
    const items = [item("Parramatta Cars Pty Limited", 40, 40), item("Dealer ABN 42 276 845 270", 40, 64), item("Dealer Licence", 200, 64), item("Number MD081833", 40, 76), item("Phone No. 1300 698 882", 40, 88)];
    expect(await saleContract(items, "dealer.dealerLicenceNumber", "string")).toContain("MD081833");
  });

  it("never takes a currency sign opening an amount for the end of the label above (\"… | Deposit Paid\" over \"$ 72 374.23 | …\")", async () => {
    const items = [
      item("Total Contract Price", 40, 100), item("Total GST", 200, 100), item("Deposit Paid", 360, 100),
      item("$ 72 374.23", 40, 112), item("$ 6 220.00", 200, 112), item("$", 360, 112), item("2500.00", 372, 112),
    ];
    expect(await saleContract(items, "pricing.depositPaid", "money")).not.toContain(72374.23);
  });

  it("cuts a way of paying off the top line of its wrapped label (\"Payment Cheque\" over \"Method\")", async () => {
    const items = [item("Amount", 300, 100), item("$ 2 100.00", 400, 100), item("of", 300, 112), item("Deposit", 300, 124), item("Payment Cheque", 300, 136), item("Method", 300, 148)];
    expect(await saleContract(items, "deposit.method", "name")).toContain("Cheque");
  });
});

describe("an amount whose label a fax lost", () => {
  // Form 7's sale part as a fax reads it: the small grey labels above the values dithered into specks.
  const saleRow = (before: string | null) => [
    item("FORM 7 - DEALER GUARANTEE NOTICE", 200, 40, 1, 16),
    item("Sale Details", 40, 480, 1, 14),
    item("b", 60, 496), item("1", 300, 496),
    item("19-Aug-2024", 60, 510), ...(before ? [item(before, 200, 510)] : []), item("52999.00", 300, 510), item("Charlotte Martin", 540, 510),
  ];

  it("is the one empty money field's of its part on a scan, when it has cents or a currency sign", async () => {
    const extract = async (items: TextItem[]) => (await extractData("nsw_form7_dealer_notice", items)).sale;
    expect((await extract(recognised(saleRow(null))))?.price).toBe(52999);
    // (…and after words a recogniser misread, which may be its own label)
    expect((await extract(recognised(saleRow("Sak Prce"))))?.price).toBe(52999);
    // …not bare digits (an odometer, a count), and not after another field's label
    const bare = recognised(saleRow(null)).map((i) => (i.str === "52999.00" ? { ...i, str: "52999" } : i));
    expect((await extract(bare))?.price ?? null).toBeNull();
  });

  it("is never taken on a text layer, where labels are not lost (\"Plus Payout | $2,900.10\"; a grid's cell under another label)", async () => {
    const items = [
      item("Price Breakdown", 40, 300, 1, 14),
      item("Retail Price", 40, 320), item("$65,700.00", 300, 320),
      item("Total", 40, 332), item("$83,819.27", 300, 332),
      item("Plus Payout", 40, 344), item("$2,900.10", 300, 344),
    ];
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.pricing?.dealerDelivery ?? null).toBeNull();
    // (a boxed form's price part: small labels over their values; "Add Payout" is the trade-in's word)
    const cell = (str: string, x: number, y: number, label: boolean) => item(str, x, y, 1, label ? 8 : 11);
    const grid = [
      item("Price Details", 40, 624, 1, 12),
      cell("Vehicle", 43, 640, true), cell("Options/Accessories", 214, 640, true), cell("Delivery & Handling", 386, 640, true),
      cell("$79,490", 47, 653, false), cell("$180", 219, 653, false), cell("$2,450", 391, 653, false),
      cell("Registration (12 months)", 43, 668, true), cell("CTP (Green Slip)", 214, 668, true), cell("Duty", 386, 668, true),
      cell("$661.67", 47, 681, false), cell("$640.07", 219, 681, false), cell("$3,210", 391, 681, false),
      cell("TOTAL", 43, 696, true), cell("Trade-in Credit", 214, 696, true), cell("Add Payout", 386, 696, true),
      cell("$86,631.74", 47, 709, false), cell("$5,200", 219, 709, false), cell("$6,400.55", 391, 709, false),
      cell("Deposit Received", 43, 724, true), cell("Balance Owing", 214, 724, true),
      cell("$4,900", 47, 737, false), cell("$82,932.29", 219, 737, false),
    ];
    const fromGrid = await extractData("vehicle_sale_contract", grid);
    expect(fromGrid.pricing?.gst ?? null).toBeNull();
  });

  it("takes the purchaser's name a fax left without its label, the part's one run of two or three capitalised words", async () => {
    const purchaser = async (items: TextItem[]) => (await extractData("nsw_form7_dealer_notice", items)).sale?.purchaserName ?? null;
    expect(await purchaser(recognised(saleRow(null)))).toBe("Charlotte Martin");
    const withName = (name: string, extra: TextItem[] = []) => recognised([...saleRow(null).filter((i) => i.str !== "Charlotte Martin"), item(name, 540, 510), ...extra]);
    expect(await purchaser(withName("Lachlan McDonald"))).toBe("Lachlan McDonald");
    // …not a label misread, an organisation or a make, not on a text layer, and not when two runs could be it
    expect(await purchaser(withName("Selling Pre"))).toBeNull();
    expect(await purchaser(withName("Summit Motors"))).toBeNull();
    expect(await purchaser(saleRow(null))).toBeNull();
    expect(await purchaser(withName("Lachlan McDonald", [item("Olivia Campbell", 60, 530)]))).toBeNull();
  });
});


describe("classes found on new tuned seeds (1999, 4711, 8128)", () => {
  it("reads the addressee's block though a line of the column beside lies between its lines (\"Gültig bis\" between street and town)", async () => {
    const items = [
      item("Weber Haustechnik GmbH", 40, 40, 1, 14),
      item("Jan Esposito", 40, 100), item("Datum: 18.05.2025", 300, 100),
      item("Industriestraße 76", 40, 113),
      item("Gültig bis: 17.06.2025", 300, 119),
      item("20095 Hamburg", 40, 126),
      item("Angebot", 40, 170, 1, 14),
    ];
    expect((await extractData("generic_document", items)).recipient?.name).toBe("Jan Esposito");
  });

  it("reads \"dated\" under a credit note's invoice reference as that invoice's date though a line of the other column lies between", async () => {
    const items = [
      item("CREDIT NOTE", 300, 40, 1, 18), item("Credit Note No. 2024-0995", 40, 80),
      item("Date", 300, 100), item("25 March 2024", 400, 100),
      item("Ref. invoice", 300, 112), item("FA212827", 400, 112),
      item("10121 Torino", 40, 118),
      item("dated", 300, 125), item("8 March 2024", 400, 125),
    ];
    expect((await extractData("generic_document", items)).dates?.issueDate).toBe("2024-03-25");
  });

  it("reads a field named an id like one named a number: \"Sales Order 968986\" is the deal id and its code", async () => {
    const items = [item("TAX INVOICE", 300, 40, 1, 18), item("Inv. No.", 40, 100), item("8852471", 150, 100), item("Sales Order 968986", 40, 112), item("Salesman", 40, 124), item("Jack Brown", 150, 124)];
    expect((await extractData("vehicle_tax_invoice", items)).invoice?.dealId).toBe("968986");
  });

  it("reads a scan's \"Deal 1D\" as the label \"Deal ID\" with its code beside it, not \"Deal\" and a code \"1D\"", async () => {
    const items = [item("TAX INVOICE", 300, 40, 1, 18), item("Deal 1D", 40, 100), item("D54099", 150, 100), item("Salesman", 40, 112), item("Jack Brown", 150, 112)].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("vehicle_tax_invoice", items as unknown as TextItem[])).invoice?.dealId).toBe("D54099");
  });

  it("reads no currency in a code glued to a whole number (a plate \"HKD940\"), but in one glued to an amount", async () => {
    const { detectCurrency } = await import("@/lib/pdf2json/values");
    expect(detectCurrency("REGISTRATION NUMBER: HKD940")).toBeNull();
    expect(detectCurrency("Total USD1,200.00")).toBe("USD");
    expect(detectCurrency("EUR100.50")).toBe("EUR");
  });

  it("keeps a heading whole whose word is glued from pieces of several runs (a ligature: \"Vehicle O|ff|ered in Trade\") over a row whose value starts under its later word", () => {
    const items = [
      { ...item("Vehicle O", 40, 100), w: 50 }, { ...item("ff", 90, 100), w: 10 }, { ...item("ered in Trade", 100, 100), w: 78 },
      item("Brand:", 40, 112), item("Volkswagen", 130, 112), item("Model:", 250, 112), item("Golf", 320, 112),
    ];
    expect(layoutOf(items).lines[0].segments.map((s) => s.text)).toEqual(["Vehicle Offered in Trade"]);
  });

  it("opens a column's part at its heading that one line took in with the other column's row a little lower (\"Vehicle\" beside \"Months | 3 months\")", async () => {
    const items = [
      item("Form 7 – Dealer's Notice", 40, 60, 1, 12),
      item("Guarantee", 40, 123, 1, 7.5), item("Seller", 287, 87, 1, 7.5),
      item("Motor Dealer", 287, 99, 1, 7), item("Summit Cars Pty Ltd", 391, 99, 1, 7),
      item("Dealer's Licence", 287, 118, 1, 7), item("868119", 391, 118, 1, 7),
      item("Guarantee", 40, 135, 1, 7), item("Applies", 93, 135, 1, 7),
      item("Months", 40, 144.4, 1, 7), item("3 months", 93, 144.4, 1, 7), item("Vehicle", 287, 142, 1, 7.5),
      item("Mfr", 287, 155, 1, 7), item("Nissan", 397, 155, 1, 7),
      item("Mdl", 287, 164, 1, 7), item("Navara", 397, 164, 1, 7),
      item("Grade", 287, 174, 1, 7), item("SL", 397, 174, 1, 7),
    ];
    expect((await extractData("nsw_form7_dealer_notice", items)).vehicle?.model).toBe("Navara");
  });

  it("reads a Dutch credit invoice's number (\"Creditfactuurnr.\"), not the corrected invoice's under \"Betreft factuur\"", async () => {
    const items = [
      item("Van Dijk ICT Diensten V.O.F.", 40, 40), item("Creditfactuur", 300, 40, 1, 16),
      item("Creditfactuurnr.: F2025/241", 300, 90), item("Datum:", 300, 102), item("25 november 2025", 400, 102),
      item("Betreft factuur:", 300, 114), item("2025-3390", 400, 114),
      item("Totaalbedrag:", 300, 200), item("EUR 449,99", 400, 200),
    ];
    expect((await extractData("generic_document", items)).references?.documentNumber).toBe("F2025/241");
  });

  it("reads \"Rec.\" over \"No.\", its value beside the upper line, as the deposit's receipt number", async () => {
    const items = [
      item("Deposit", 300, 100), item("$ 1 100.00", 360, 100),
      item("Method of", 300, 112), item("Cheque", 360, 112),
      item("Payment", 300, 124),
      item("Rec.", 300, 136), item("66443", 360, 136),
      item("No.", 300, 148),
    ];
    expect((await profileValues("vehicle_sale_contract", items, "deposit.receiptNumber", "string")).values).toContain("66443");
  });

  it("reads a grid header cut after a slash on to its third line before giving its top line to another field (\"Licence/\" over \"Customer\" over \"number\")", async () => {
    const items = [
      item("Name of", 45, 164), item("Licence/", 126, 164), item("Home address", 227, 164), item("Contact", 347, 164),
      item("applicant", 45, 177), item("Customer", 126, 177), item("number", 347, 177),
      item("number", 126, 190),
      item("Tran Kelly", 45, 210), item("48070713", 126, 210), item("148 Victoria Drive,", 227, 210), item("(02) 7065 3628", 347, 210),
    ];
    const { values } = await profileValues("nsw_registration_application", items, "dealer.licenceNumber", "string");
    expect(values).not.toContain("48070713");
  });

  it("reads characters each centred in its box as one value though wide letters leave less room (\"4 2 M W 7 8\")", () => {
    // a pitch of 11.25: each glyph centred in its box, so the gaps between glyphs differ (an "M" is wider than a "4")
    const glyphs: Array<[string, number]> = [["4", 4.75], ["2", 4.75], ["M", 8.45], ["W", 8.97], ["7", 4.75], ["8", 4.75]];
    const items = [item("Customer number", 20, 100), ...glyphs.map(([c, w], k) => ({ ...item(c, 116.5 + k * 11.25 - w / 2, 100), w }))];
    expect(layoutOf(items).lines[0].segments.map((s) => s.text)).toEqual(["Customer number", "42MW78"]);
  });

  it("goes on with an address under its value's first word, measured, when the label and value are one run with a gap (\"Home Address: 457 King…\" over \"2640\")", () => {
    const items = [
      item("Home Address:", 40, 100), { ...item("457 King Georges Street, Albury NSW", 111, 100), w: 140 },
      item("2640", 111, 110),
      item("Contact Ph:", 40, 120), item("0474772941", 111, 120),
    ];
    const layout = layoutOf(items);
    expect(layout.lines[0].segments.map((s) => s.text)).toEqual(["Home Address: 457 King Georges Street, Albury NSW"]);
    expect(valuesOf(items, { "customer.address": ["home address", "address"], "customer.phone": ["contact ph"] }, "customer.address", "text")).toEqual(["457 King Georges Street, Albury NSW 2640"]);
  });

  it("reads a label and a way of paying beside it as a row, not as two parts' headings (\"Deposit Paid By | Bank transfer\")", async () => {
    const items = [
      item("Deposit Details", 40, 100, 1, 12),
      item("Deposit", 40, 116), item("AUD 3,800", 200, 116),
      item("Deposit Paid By", 40, 128), item("Bank transfer", 200, 128),
      item("Receipt No.", 40, 140), item("R88231", 200, 140),
    ];
    expect((await extractData("vehicle_sale_contract", items)).deposit?.method).toBe("Bank transfer");
  });

  it("reads a label and a value that names the label's own part again as a row, not two headings (\"Finance Provider | Mazda Finance\")", async () => {
    const items = [
      item("Finance Details", 40, 100, 1, 12),
      item("Finance Provider", 40, 116), item("Mazda Finance", 200, 116),
      item("Account Name", 40, 128), item("Orange Toyota Trust Account", 200, 128),
      item("BSB", 40, 140), item("973-328", 200, 140),
    ];
    expect((await extractData("vehicle_sale_contract", items)).bankDetails?.financier).toBe("Mazda Finance");
  });

  it("goes on with a name wrapped at the run's start in a column bounded by the next one, though a title over both is wider", async () => {
    const items = [
      item("Motor Dealers and Repairers Regulation 2014 (NSW) Form 7", 40, 52),
      item("Name of Dealer: Westside Vehicle", 40, 129), item("Dealer's Register No.: 9/38", 309, 129),
      item("Centre Pty. Ltd.", 40, 144), item("Register Entry No.: 6011", 309, 144),
      item("Motor Dealer Licence: MD 442876", 40, 160),
    ];
    expect(valuesOf(items, { "dealer.name": ["name of dealer"], "dealer.registerNumber": ["dealer's register no"], "dealer.entryNumber": ["register entry no"], "dealer.licence": ["motor dealer licence"] }, "dealer.name", "name")).toEqual(["Westside Vehicle Centre Pty. Ltd."]);
  });

  it("reads a run beside a label ended by its colon as that label's value, though it reads a little like another label (\"Shape: | Cab Chassis\" over \"VIN: | …\")", () => {
    const items = [item("Shape:", 40, 100), item("Cab Chassis", 150, 100), item("VIN:", 40, 112), item("WF0JXRJR9DH667965", 150, 112)];
    const fields = { "vehicle.bodyType": ["shape", "body type"], "vehicle.vin": ["vin", "chassis", "chassis number"] };
    expect(valuesOf(items, fields, "vehicle.vin", "vin")).toEqual(["WF0JXRJR9DH667965"]);
  });

  it("reads the addressee whose legal form's bracketed part takes a line of its own (\"… UG\" over \"(haftungsbeschränkt)\" over the street)", async () => {
    const items = [
      item("Schäfer Druckerei e.K.", 40, 40, 1, 14),
      item("Müller Elektrotechnik UG", 40, 100), item("Rechnungsdatum:", 300, 100), item("15.03.2024", 420, 100),
      item("(haftungsbeschränkt)", 40, 112), item("Fällig am:", 300, 112), item("14.05.2024", 420, 112),
      item("Lindenallee 118", 40, 124),
      item("04109 Leipzig", 40, 136),
      item("Rechnung", 40, 180, 1, 14),
    ];
    expect((await extractData("generic_document", items)).recipient?.name).toBe("Müller Elektrotechnik UG (haftungsbeschränkt)");
  });
});

describe("classes found on new tuned seeds (1111, 3333, 8888)", () => {
  it("reads two parts' headings side by side over rows of their own labels as parts, not as a table's header (\"Trade Details | Price\")", async () => {
    const items = [
      item("TAX INVOICE", 300, 40, 1, 18),
      item("Trade Details", 40, 200), item("Price", 300, 200),
      item("Manufacturer", 40, 215), item("Mitsubishi", 150, 215), item("Vehicle", 300, 215), item("78,290.00", 450, 215),
      item("Year Built", 40, 230), item("2018", 150, 230), item("Options & Accessories", 300, 230), item("1,300.00", 450, 230),
      item("Chassis No.", 40, 245), item("MMC4S6YT5JZ586748", 150, 245), item("Total ex GST", 300, 245), item("75,434.55", 450, 245),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.tradeIn?.make).toBe("Mitsubishi");
    expect(data.tradeIn?.vin).toBe("MMC4S6YT5JZ586748");
    expect(data.pricing?.vehiclePrice).toBe(78290);
    expect(data.pricing?.accessories).toBe(1300);
    expect(data.lineItems).toEqual([]);
  });

  it("reads an amount cut at a digit group beside its label's lower line (\"Dealer Delivery | $ 1\" over \"Charge | 660.00\")", async () => {
    const items = [
      item("TAX INVOICE", 300, 40, 1, 18),
      item("Retail Price", 40, 100), item("$ 77", 200, 100), item("799.00", 200, 112),
      item("Dealer Delivery", 40, 127), item("$ 1", 200, 127), item("Charge", 40, 139), item("660.00", 200, 139),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.pricing?.vehiclePrice).toBe(77799);
    expect(data.pricing?.dealerDelivery).toBe(1660);
  });

  it("reads an amount glued to its label and cut at a group, beside the label's bracket closed on the next line (\"Stamp Duty (Revenue $ 3\" over \"NSW) | 095.00\")", async () => {
    // (one run: its pieces are placed by its width, five points a character; "$" is the 21st)
    const items = [item("TAX INVOICE", 300, 40, 1, 18), item("Stamp Duty (Revenue $ 3", 40, 100), item("NSW)", 40, 112), item("095.00", 140, 112)];
    expect((await extractData("vehicle_tax_invoice", items)).pricing?.stampDuty).toBe(3095);
  });

  it("reads a letterhead's name without the document's title glued after it (\"… Pty Ltd Tax Invoice (Vehicle Sale)\")", async () => {
    const items = [item("Harbourside Toyota Pty Ltd Tax Invoice (Vehicle Sale)", 40, 40), item("135 Hume Highway, Brookvale NSW 2100", 40, 54), item("Invoice No.", 40, 100), item("INV-09026", 200, 100)];
    expect((await extractData("vehicle_tax_invoice", items)).dealer?.name).toBe("Harbourside Toyota Pty Ltd");
  });

  it("reads a one-letter answer glued to a yes/no question that reads as a heading (\"Dealer Guarantee N\")", async () => {
    const items = [item("Dealer Notice - Form 7", 40, 40, 1, 14), item("Statutory Guarantee", 40, 155), item("Dealer Guarantee N", 40, 171), item("Vehicle Particulars", 40, 190)];
    expect((await extractData("nsw_form7_dealer_notice", items)).guarantee?.applies).toBe(false);
  });

  it("reads no guarantee's end from an odometer reading beside the word \"GUARANTEE\" (the next column's heading on its line)", async () => {
    const items = [
      item("DEALER'S NOTICE (FORM 7)", 40, 40, 1, 12),
      item("Odo Reading", 40, 195, 1, 7), item("117,089", 137, 195, 1, 7), item("GUARANTEE", 310, 195, 1, 6),
      item("This vehicle is NOT covered by a dealer guarantee.", 308, 205, 1, 7),
    ];
    const data = await extractData("nsw_form7_dealer_notice", items);
    expect(data.vehicle?.odometer).toBe(117089);
    expect(data.guarantee?.expiryOdometer ?? null).toBeNull();
    expect(data.guarantee?.applies).toBe(false);
  });

  it("reads a yes/no whose options are statements, each a run with its box, by the ticked one (\"■ Dealer guarantee applies | □ No dealer guarantee\")", async () => {
    const form = (runs: string[]) => [item("Dealer Notice - Form 7", 40, 40, 1, 14), item("Dealer Guarantee", 40, 150), item(runs[0], 40, 170), item(runs[1], 260, 170), item("Months:", 40, 186), item("3", 120, 186)];
    expect((await extractData("nsw_form7_dealer_notice", form(["■ Dealer guarantee applies", "□ No dealer guarantee"]))).guarantee?.applies).toBe(true);
    expect((await extractData("nsw_form7_dealer_notice", form(["☐ Guarantee applies", "☒ Guarantee does not apply"]))).guarantee?.applies).toBe(false);
  });

  it("reads a yes/no said in words that flow on at the run's start, a word that alone reads as the label (\"…apply?: Does not\" over \"apply\")", async () => {
    const items = [item("Dealer Notice - Form 7", 40, 40, 1, 14), item("Guarantee", 289, 160), item("Does a dealer guarantee apply?: Does not", 289, 178), item("apply", 289, 191), item("T: 1300 930 728", 40, 204)];
    expect((await extractData("nsw_form7_dealer_notice", items)).guarantee?.applies).toBe(false);
  });

  it("reads a party's address without another party's label glued before its house number (\"Street Address 79 Botany Rd, …\")", async () => {
    const items = [
      item("Dealer Notice - Form 7", 40, 40, 1, 14), item("Licensed Motor Dealer", 40, 80),
      item("Seller (Dealer)", 40, 100), item("Wagga Hyundai Pty. Ltd.", 200, 100),
      item("Licence No.", 40, 112), item("301733", 200, 112),
      item("Street Address 79 Botany Rd, Bathurst NSW 2795", 40, 124),
      item("Description of Vehicle", 40, 150),
    ];
    expect((await extractData("nsw_form7_dealer_notice", items)).dealer?.address).toBe("79 Botany Rd, Bathurst NSW 2795");
  });

  it("reads \"Total Amount Payable\" as the total only: a document that refunds has no balance payable", async () => {
    const items = [
      item("TAX INVOICE", 300, 40, 1, 18), item("Pricing", 40, 80),
      item("GST Amount:", 40, 100), item("$2,280", 250, 100),
      item("Total Amount Payable:", 40, 112), item("$25,833", 250, 112),
      item("Payment Received:", 40, 124), item("$25,433", 250, 124),
      item("Amount Refundable:", 40, 136), item("$900", 250, 136),
    ];
    const pricing = (await extractData("vehicle_tax_invoice", items)).pricing;
    expect(pricing?.totalIncludingGst).toBe(25833);
    expect(pricing?.balancePayable).toBeNull();
  });

  it("reads the value under a grid's label though the header cell beside it wraps onto that line (\"Cliente\" over \"Sánchez Reformas S.L.\" beside \"rectificativa:\")", async () => {
    const items = [
      item("García Imprenta S.L.U.", 40, 40, 1, 14), item("Factura rectificativa", 300, 40, 1, 14),
      item("Cliente", 40, 113), item("Nº de factura", 309, 113), item("AV155916", 431, 113),
      item("Sánchez Reformas S.L.", 40, 127), item("rectificativa:", 309, 127),
      item("95 Paseo de Gracia", 40, 141), item("Fecha de emisión:", 309, 141), item("18 de octubre de 2024", 431, 141),
      item("28013 Madrid", 40, 155),
    ];
    expect((await extractData("generic_document", items)).recipient?.name).toBe("Sánchez Reformas S.L.");
  });

  it("knows a document by its own reference, not the other party's printed beside it (\"Ref. | Your ref.\")", async () => {
    const items = [
      item("Cascade Print & Design Co.", 40, 40), item("RECEIPT", 400, 40, 1, 14),
      item("Ref.", 40, 120), item("Tax point", 200, 120), item("Your ref.", 360, 120),
      item("B-2024-4287", 40, 134), item("Mar 17, 2024", 200, 134), item("PO-24870", 360, 134),
    ];
    const refs = (await extractData("generic_document", items)).references;
    expect(refs?.documentNumber).toBe("B-2024-4287");
    expect(refs?.reference).toBe("PO-24870");
  });

  it("keeps a word that reads whole as a label over a value of its type apart from the header cell beside it (\"Del\" over a date, beside \"Fattura di riferimento\")", async () => {
    const items = [
      item("Bianchi Tipografia S.a.s.", 40, 40), item("Nota di credito", 400, 40, 1, 14),
      item("Numero documento", 45, 137, 1, 7.5), item("Del", 200, 137, 1, 7.5), item("Fattura di riferimento", 296, 137, 1, 7.5),
      item("GS-2025-9457", 45, 151, 1, 8), item("02/11/2025", 200, 151, 1, 8), item("440872", 296, 151, 1, 8),
    ];
    expect((await extractData("generic_document", items)).dates?.issueDate).toBe("2025-11-02");
  });

  it("reads a glyph another run draws inside a run's one space as that space's letter (\"G e\" drawn around an \"r\": \"Green\")", async () => {
    const { buildWords } = await import("@/lib/pdf2json/read/words");
    const run = (str: string, x: number, w: number): TextItem => ({ str, x, y: 505, w, h: 9.5, page: 1 });
    const words = buildWords([run("CTP", 39.69, 17.37), run("G e", 59.38, 14.24), run("r", 66.34, 3.16), run("e", 73.59, 4.22), run("n", 77.81, 4.75), run("Slip", 84.86, 15.44)]);
    expect(words.map((w) => w.text)).toEqual(["CTP", "Green", "Slip"]);
    // (two runs a space apart stay two words)
    expect(buildWords([run("Net 5", 40, 25), run("days", 70, 20)]).map((w) => w.text)).toEqual(["Net", "5", "days"]);
  });
});

describe("a run's words placed by their glyphs' widths", () => {
  it("puts a value after dot leaders where it is drawn, so its wrapped line joins it (\"..... 207 Church Rd, Albury NSW\" over \"2640\")", async () => {
    // (as Chromium set it: the leaders and the value one run, Helvetica; the dots are narrow, so a value
    // placed by the run's mean glyph width lands 11 points right of its wrapped line)
    const items = [
      measured("Purchaser", 40.5, 96.8, 167.5, 9.9), measured("Purchaser:", 40.5, 94.7, 182.4, 8.9), measured("Olivia Tran", 98.2, 146.3, 182.4, 8.9),
      measured("Street Address:", 40.5, 119.3, 195, 8.9), measured("..... 207 Church Rd, Albury NSW", 122.1, 263, 195, 8.9),
      measured("2640", 138.5, 161.2, 206.1, 8.9),
      measured("Telephone:", 40.5, 95.3, 218.7, 8.9), measured("............. 0455575202", 98.2, 195.2, 218.7, 8.9),
    ];
    expect((await extractData("vehicle_tax_invoice", items)).customer?.address).toBe("207 Church Rd, Albury NSW 2640");
  });

  it("sets a word's cell gap by its font's typical glyph, not by one wide glyph of its own (\"21 %\" | \"€ 388,08\" in a totals strip)", () => {
    const items = [
      measured("Bakker Advies V.O.F.", 40, 150, 60, 11.4),
      measured("Subtotaal", 288.4, 340.2, 238, 11.4), measured("Btw-tarief", 351.6, 404, 238, 11.4), measured("BTW", 433.7, 459.6, 238, 11.4), measured("Factuurbedrag", 471, 550.6, 238, 11.4),
      measured("€ 1.848,00", 286.5, 340.2, 255.9, 11.4), measured("21 %", 378.1, 404, 255.9, 11.4), measured("€ 388,08", 415.4, 459.6, 255.9, 11.4), measured("€ 2.236,08", 496.8, 550.6, 255.9, 11.4),
    ];
    const layout = layoutOf(items);
    expect(layout.lines.find((l) => /388/.test(l.text))?.segments.map((s) => s.text)).toEqual(["€ 1.848,00", "21 %", "€ 388,08", "€ 2.236,08"]);
  });

  it("spreads a monospace run evenly and a proportional one by its glyphs", async () => {
    const { buildWords } = await import("@/lib/pdf2json/read/words");
    const run = (str: string, w: number): TextItem => ({ str, x: 100, y: 300, w, h: 10, page: 1 });
    // Helvetica: "Total" 2.22 em after "..... " 1.67 em; Courier: 0.6 em a character
    const [, proportional] = buildWords([run("..... Total", 38.91)]);
    expect(proportional.x0).toBeCloseTo(100 + 16.68, 0);
    const [, mono] = buildWords([run("..... Total", 66)]);
    expect(mono.x0).toBeCloseTo(136, 5);
  });
});

describe("a part's heading a narrow column cut at a word's gap", () => {
  it("is one heading when its pieces read together as a part whole (\"Vehicle | Traded In\" over \"Vehicle | Mitsubishi\")", async () => {
    // (as wkhtmltopdf set it: widths measured, the heading's second word over the value column)
    const items = [
      measured("Motor Vehicle", 40.326, 99.634, 177.647, 7.494),
      measured("Manufacturer", 40.326, 84.837, 188.6, 6.341),
      measured("Toyota", 89.841, 111.582, 188.6, 6.341),
      measured("Model/Variant Corolla Ascent", 40.326, 136.924, 197.248, 6.341),
      measured("Sport", 89.841, 107.622, 204.742, 6.341),
      measured("Build", 40.326, 57.176, 213.389, 6.341),
      measured("Year", 40.326, 55.058, 220.883, 6.341),
      measured("2024", 89.841, 105.953, 213.389, 6.341),
      measured("Body", 40.326, 56.43, 229.531, 6.341),
      measured("Style", 40.326, 56.565, 237.025, 6.341),
      measured("Hatch", 89.841, 109.31, 229.531, 6.341),
      measured("Chassis", 40.326, 64.81, 245.672, 6.341),
      measured("No.", 40.326, 51.702, 253.167, 6.341),
      measured("MR0VZC7F5R6169972", 89.841, 164.367, 245.672, 6.341),
      measured("Vehicle Traded In", 308.022, 382.82, 177.647, 7.494),
      measured("Vehicle", 308.022, 331.782, 188.6, 6.341),
      measured("Make", 308.022, 325.873, 196.095, 6.341),
      measured("Mitsubishi", 343.764, 377.59, 188.6, 6.341),
      measured("Model &", 308.022, 335.797, 204.742, 6.341),
      measured("Series", 308.022, 328.164, 212.236, 6.341),
      measured("Outlander ES", 343.764, 387.264, 204.742, 6.341),
      measured("YOM", 308.022, 323.892, 220.883, 6.341),
      measured("2014", 343.764, 359.876, 220.883, 6.341),
      measured("Chassis", 308.022, 332.506, 229.531, 6.341),
      measured("No.", 308.022, 319.398, 237.025, 6.341),
      measured("JMF6KX149EU271343", 343.764, 416.66, 229.531, 6.341),
      measured("Odometer", 308.022, 340.157, 245.672, 6.341),
      measured("(km)", 308.022, 322.809, 253.167, 6.341),
      measured("83609", 343.764, 363.903, 245.672, 6.341),
    ];
    const { buildIndex } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const index = buildIndex(layoutOf(items), getProfile("vehicle_sale_contract")!);
    expect([...index.headingSegs].map((h) => h.text)).toContain("Vehicle Traded In");
    // the right column's labels are the trade-in's
    const chassis = index.segments.filter((x) => x.text === "Chassis").sort((a, b) => a.x0 - b.x0);
    expect(chassis.map((x) => index.sectionOf.get(x))).toEqual(["vehicle", "tradeIn"]);
  });
});

describe("a scan's value that reads as a label only at a letter's remove", () => {
  it("is the value of the label beside it (\"Applicant | Grace Tran\": \"Grace\" is no \"Grade\")", async () => {
    const items = [
      item("Transfer of Registration Application", 40, 40, 1, 14),
      item("Applicant", 40, 90, 1, 12),
      item("Applicant", 40, 110), item("Grace Tran", 200, 110),
      item("Birth date", 40, 124), item("12/12/1993", 200, 124),
      item("Home address", 40, 138), item("54 Botany Rd, Artarmon NSW 2064", 200, 138),
    ].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("nsw_registration_application", items as unknown as TextItem[])).applicant?.name).toBe("Grace Tran");
  });

  it("is no value where a value follows it on its line (\"Model | Grcde | Ascent\": a label misread)", () => {
    const items = [item("Model", 40, 100), item("Grcde", 200, 100), item("Ascent", 300, 100)].map((x) => ({ ...x, conf: 0.9 }));
    expect(valuesOf(items as unknown as TextItem[], { "vehicle.model": ["model"], "vehicle.grade": ["grade"] }, "vehicle.model", "string")).not.toContain("Grcde");
  });
});

describe("classes found on new tuned seeds (2025, 1357, 24680, 97531) and tuned registration scans", () => {
  it("reads a party's name label under a declaration's heading as the signer's, not as opening the party's part (\"Applicant's name\")", async () => {
    const items = [
      item("Transfer of Registration Application", 40, 40, 1, 14),
      item("Applicant declaration", 40, 438, 1, 12),
      item("Applicant's name", 40, 455), item("Date signed", 300, 455),
      item("Bluegum Logistics Pty Ltd", 40, 468), item("08/06/2024", 300, 468),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.declaration?.signedBy).toBe("Bluegum Logistics Pty Ltd");
    expect(data.applicant?.name).toBeNull();
  });

  it("heads a column by a title that says its first row's label again, that row's figure beside it (\"Invoice\" over \"Invoice | 2304413\")", async () => {
    // (as a report engine set it: one run per word, in no order)
    const items = [
      item("TAX INVOICE", 450, 58, 1, 16.5),
      measured("8246", 96.38, 118.62, 94.73, 10),
      measured("Ph.", 39.71, 54.72, 94.7, 10),
      measured("9540", 71.41, 93.65, 94.7, 10),
      measured("02", 57.54, 68.66, 94.7, 10),
      measured("Invoice", 40.43, 73.694, 147, 10.5),
      measured("Drive,", 435.87, 463.286, 161.61, 10.5),
      measured("Deal", 40.44, 62.028, 176.23, 10.5),
      measured("39", 383.34, 395.016, 161.6, 10.5),
      measured("Issued", 65.54, 96.473, 161.6, 10.5),
      measured("Number", 64.95, 102.288, 176.22, 10.5),
      measured("(02)", 383.36, 402.029, 176.23, 10.5),
      measured("Oliver", 383.37, 410.786, 146.96, 10.5),
      measured("Purchaser", 309.42, 365.666, 130.12, 11.5),
      measured("0286", 404.96, 428.312, 176.2, 10.5),
      measured("NSW", 498.91, 523.406, 161.58, 10.5),
      measured("Nguyen", 413.7, 449.883, 146.95, 10.5),
      measured("20.04.2025", 106.83, 159.372, 161.59, 10.5),
      measured("Home", 309.42, 337.423, 161.59, 10.5),
      measured("Invoice", 40.46, 80.089, 130.14, 11.5),
      measured("Information", 368.84, 432.09, 130.14, 11.5),
      measured("Purchaser(s)", 309.43, 369.521, 146.96, 10.5),
      measured("Victoria", 397.96, 432.967, 161.58, 10.5),
      measured("2640", 526.32, 549.672, 161.58, 10.5),
      measured("4510", 431.24, 454.592, 176.2, 10.5),
      measured("2304413", 106.86, 147.726, 146.95, 10.5),
      measured("233718", 106.86, 141.888, 176.2, 10.5),
      measured("Date", 40.5, 62.676, 161.58, 10.5),
      measured("Telephone", 309.46, 359.072, 176.21, 10.5),
      measured("Albury", 466.26, 496.017, 161.58, 10.5),
      measured("Address", 340.39, 378.904, 161.58, 10.5),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.customer?.phone).toBe("(02) 0286 4510");
    expect(data.dealer?.phone).toBe("02 9540 8246");
  });

  it("reads a label and its answer after the colon as such, though the two read as the label whole (\"Guarantee: Y\")", async () => {
    const items = [item("FORM 7 - DEALER GUARANTEE NOTICE", 40, 40, 1, 14), item("Guarantee", 40, 142, 1, 12), item("Guarantee: Y", 40, 158), item("Email Address: admin@example.com.au", 300, 158), item("Term (months): 3", 40, 169)];
    expect((await extractData("nsw_form7_dealer_notice", items)).guarantee?.applies).toBe(true);
  });

  it("reads a grid's value under a header cell whose bracket closes on the values' line (\"Stamp Duty (Revenue\" over \"NSW)\")", async () => {
    const items = [
      item("CONTRACT OF SALE", 40, 40, 1, 14), item("Statement of Charges", 40, 300, 1, 12),
      item("Vehicle Price", 40, 320), item("Registration (12 months)", 150, 320), item("Stamp Duty (Revenue", 300, 320),
      item("$45,800", 40, 332), item("$832.05", 150, 332), item("NSW)", 300, 332),
      item("$1,390", 300, 344),
    ];
    expect((await extractData("vehicle_sale_contract", items)).pricing?.stampDuty).toBe(1390);
  });

  it("reads a dealer's name without a contract's title glued after it, and an Italian partnership's dotted legal form", async () => {
    const contract = [item("Penrith Vehicle Centre Pty Limited Contract of Sale - Motor Vehicle", 40, 40), item("Purchaser: Jack Brown", 40, 100)];
    expect((await extractData("vehicle_sale_contract", contract)).dealer?.name).toBe("Penrith Vehicle Centre Pty Limited");
    const credit = [
      item("Romano Consulenze S.n.c.", 40, 54), item("Nota di credito", 400, 54, 1, 14), item("186 Via Garibaldi", 40, 66),
      item("Ferrari Forniture Informatica S.p.A.", 40, 100), item("206 Piazza Duomo", 40, 112), item("40121 Bologna", 40, 124),
    ];
    expect((await extractData("generic_document", credit)).issuer?.name).toBe("Romano Consulenze S.n.c.");
  });

  it("goes on with a name under its value by the run's own baseline, the line holding the next column's run set lower (\"Northern Beaches\" over \"Automotive Pty\")", () => {
    const run = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8.5, page: 1 });
    const items = [
      run("Vendor:", 40.4, 105.2), run("Northern Beaches", 86.9, 105.2), run("Purchaser:", 219.7, 105.2), run("Sofia Wilson", 266.2, 105.2),
      run("Automotive Pty", 86.9, 115.8), run("Home", 219.7, 117.3), run("3 Pacific St, Gosford NSW", 266.2, 117.3),
      run("Ltd", 86.9, 126.4), run("Address:", 219.7, 127.9), run("2250", 266.2, 127.9),
    ];
    expect(valuesOf(items, { "dealer.name": ["vendor"], "customer.name": ["purchaser"], "customer.address": ["home address"] }, "dealer.name", "name")).toEqual(["Northern Beaches Automotive Pty Ltd"]);
  });

  it("cuts a label glued to the value before it that ends the run, its value in the next run (\"…REGISTRATIONPLATE NO | SURF78\")", async () => {
    const items = [item("APPLICATION FOR REGISTRATION OF A MOTOR VEHICLE", 40, 40), item("TYPE OF APPLICATION: TRANSFER OF REGISTRATIONPLATE NO", 40, 60), item("SURF78", 400, 60), item("NAME", 40, 90), item("JACK MURPHY", 150, 90)];
    const data = await extractData("nsw_registration_application", items);
    expect(data.plateNumber).toBe("SURF78");
    expect(String(data.applicationType).toLowerCase()).toBe("transfer of registration");
  });

  it("answers a closed choice printed as a list beside its label by its marked option only: a scan's tick read as a letter, or none", async () => {
    const row = (last: string) => [item("Registration Application", 40, 40, 1, 14), item("Transaction", 40, 80), item("New registration", 150, 80), item("Transfer of registration", 260, 80), item(last, 400, 80)].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("nsw_registration_application", row("Y Re-registration") as unknown as TextItem[])).applicationType).toBe("Re-registration");
    expect((await extractData("nsw_registration_application", row("Re-registration") as unknown as TextItem[])).applicationType).toBeNull();
  });

  it("reads a scan's plate of boxed characters that a recogniser read as two runs (\"UKN6 | 47\")", async () => {
    const items = [item("Registration Application", 40, 40, 1, 14), item("Plate", 40, 80), item("UKN6", 150, 80), item("47", 178, 80), item("Applicant", 40, 110), item("Oliver Brien", 150, 110)].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("nsw_registration_application", items as unknown as TextItem[])).plateNumber).toBe("UKN647");
  });
});

describe("a yes/no on a scan that lost its boxes", () => {
  it("is no answer when both options stand unmarked beside the question (\"Guarantee: | Yes | No\")", async () => {
    const items = [item("Dealer Notice - Form 7", 40, 40, 1, 14), item("Dealer Guarantee", 40, 100, 1, 12), item("Guarantee:", 40, 120), item("Yes", 150, 120), item("No", 200, 120), item("Details of Sale", 40, 150, 1, 12)].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("nsw_form7_dealer_notice", items as unknown as TextItem[])).guarantee?.applies).toBeNull();
  });

  it("reads its answer in words flowing onto a line that holds the other column's run a little lower (\"Does not\" over \"apply\")", async () => {
    const items = [
      item("DEALER'S NOTICE (FORM 7)", 40, 40, 1, 14), item("Guarantee", 295, 160, 1, 11),
      item("NSW 2232", 45, 174.2, 1, 10.8), item("Does a dealer guarantee apply?: Does not", 294.8, 174.2, 1, 10.8),
      item("T: 1300 930 728", 45.4, 192.2, 1, 10.8), item("apply", 294.5, 190.1, 1, 10.8),
    ].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("nsw_form7_dealer_notice", items as unknown as TextItem[])).guarantee?.applies).toBe(false);
  });
});

describe("a word of a vehicle's description under a label read with a word more", () => {
  it("is that kind of word or no value (\"Paint protection\" over \"Dash camera\" is no colour)", async () => {
    const items = [
      item("SALES CONTRACT", 40, 40, 1, 14), item("Vehicle Details", 40, 80, 1, 12), item("Make", 40, 100), item("Honda", 200, 100),
      item("Dealer Fitted Accessories", 40, 300, 1, 12), item("Accessory", 40, 320), item("Paint protection", 40, 340), item("Dash camera", 40, 354), item("$110", 300, 354),
    ].map((x) => ({ ...x, conf: 0.9 }));
    expect((await extractData("vehicle_sale_contract", items as unknown as TextItem[])).vehicle?.colour).toBeNull();
  });

  it("is still read where it is one (\"Paint finish\" over \"Crystal White\")", async () => {
    const items = [item("SALES CONTRACT", 40, 40, 1, 14), item("Vehicle Details", 40, 80, 1, 12), item("Make", 40, 100), item("Honda", 200, 100), item("Paint finish", 40, 120), item("Crystal White", 40, 134)];
    expect((await extractData("vehicle_sale_contract", items)).vehicle?.colour).toBe("Crystal White");
  });
});

describe("classes found on new tuned seeds (1618, 5555, 8675, 6543, 2020, 1001, 8888888)", () => {
  it("reads no value for a label whose top line is the end of the label above it, beside the next column's wrapped label (\"Ph\" over \"(M)\", \"Vehicle\" over \"Sold\")", async () => {
    const items = [
      item("AGREEMENT FOR SALE OF MOTOR VEHICLE", 40, 40, 1, 14),
      item("Buyer", 200, 80, 1, 12), item("Contract Details", 400, 80, 1, 12),
      item("Customer", 200, 100), item("William Chen", 260, 100), item("Contract", 400, 100), item("VW30426", 460, 100),
      item("Name", 200, 112), item("Number", 400, 112),
      item("Ph", 200, 124), item("0453 769 139", 260, 124), item("Date", 400, 124), item("05 Aug 2024", 460, 124),
      item("(M)", 200, 136), item("Vehicle", 400, 136), item("Demo", 460, 136),
      item("Drivers", 200, 148), item("02UM51", 260, 148), item("Sold", 400, 148),
      item("Licence", 200, 160), item("As", 400, 160),
    ];
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.driver?.name).toBeNull();
    expect(data.customer?.licenceNumber).toBe("02UM51");
  });

  it("reads a label on onto its lower line that ends it with the colon the top line lacks (\"Trading | Northern Beaches Car\" over \"Name: | Sales Pty\")", async () => {
    const items = [
      item("VEHICLE ORDER & SALE AGREEMENT", 40, 40, 1, 14),
      item("Seller", 40, 80, 1, 12),
      item("Trading", 40, 100), item("Northern Beaches Car", 90, 100),
      item("Name:", 40, 112), item("Sales Pty", 90, 112),
      item("Limited", 90, 124),
      item("Dealer", 40, 136), item("56 235 111 567", 90, 136),
      item("ABN:", 40, 148),
    ];
    expect((await extractData("vehicle_sale_contract", items)).dealer?.name).toBe("Northern Beaches Car Sales Pty Limited");
  });

  it("reads a name's label whose two lines each read as the name's as one, the name wrapping beside them (\"Customer | Daniel Daniel\" over \"Name | Smith\")", async () => {
    const items = [
      item("VEHICLE ORDER & SALE AGREEMENT", 40, 40, 1, 14),
      item("Purchaser Details", 200, 80, 1, 12),
      item("Customer", 200, 100), item("Daniel Daniel", 260, 100),
      item("Name", 200, 112), item("Smith", 260, 112),
      item("Postal", 200, 124), item("204 Great Western Hwy,", 260, 124),
      item("Address", 200, 136), item("Artarmon NSW", 260, 136),
    ];
    expect((await extractData("vehicle_sale_contract", items)).customer?.name).toBe("Daniel Daniel Smith");
  });

  it("reads a label whose value opens with its colon as whole, the label under it saying a word of it again (\"EMAIL ADDRESS | : ISLA.WILSON@…\" over \"ADDRESS:\")", async () => {
    // (a dealer system's monospaced print-out, one run per word, dot leaders before the colons)
    const items = [
      measured("VEHICLE ORDER & SALE AGREEMENT", 96.6, 267.3, 50.92, 9.5),
      measured("***", 108.03, 125.13, 162.08, 9.5),
      measured("***", 39.69, 56.79, 162.08, 9.5),
      measured("BILL", 62.47, 85.27, 162.08, 9.5),
      measured("TO", 90.94, 102.34, 162.08, 9.5),
      measured("1987", 432.72, 455.52, 174.44, 9.5),
      measured(":", 130.82, 136.52, 174.44, 9.5),
      measured(":", 381.45, 387.15, 174.44, 9.5),
      measured("BIRTH", 335.89, 364.39, 174.44, 9.5),
      measured("BUYER", 39.69, 68.19, 174.44, 9.5),
      measured("DATE", 290.31, 313.11, 174.44, 9.5),
      measured("ISLA", 142.21, 165.01, 174.44, 9.5),
      measured("LACHLAN", 170.69, 210.59, 174.44, 9.5),
      measured("MAY", 392.84, 409.94, 174.44, 9.5),
      measured("OF", 318.79, 330.19, 174.44, 9.5),
      measured("WILSON", 216.26, 250.46, 174.44, 9.5),
      measured(":", 130.82, 136.52, 186.79, 9.5),
      measured("ADDRESS", 73.86, 113.76, 186.79, 9.5),
      measured("EMAIL", 39.69, 68.19, 186.79, 9.5),
      measured("ISLA.WILSON@EXAMPLE.NET", 142.21, 273.31, 186.79, 9.5),
      measured("2259", 318.79, 341.59, 199.14, 9.5),
      measured("258", 142.21, 159.31, 199.14, 9.5),
      measured("ADDRESS.........:", 39.69, 136.59, 199.14, 9.5),
      measured("GEORGE", 164.99, 199.19, 199.14, 9.5),
      measured("NSW", 296.01, 313.11, 199.14, 9.5),
      measured("TUGGERAH", 244.74, 290.34, 199.14, 9.5),
      measured("DRIVE,", 204.87, 239.07, 199.14, 9.5),
      measured("2,", 415.63, 427.03, 174.44, 9.5),
    ];
    expect((await extractData("vehicle_sale_contract", items)).customer?.email).toBe("ISLA.WILSON@EXAMPLE.NET");
  });

  it("reads a part's heading in the words of one, though set as the body, as no label and name (\"Supplier Details\")", async () => {
    const items = [
      measured("Issued under the Motor Dealers and Repairers Regulation 2014", 39.69, 292.83, 51.11, 9),
      measured("Form 7: Notice to Purchaser of Used Motor Vehicle", 39.69, 377.92, 67.3, 14),
      measured("Supplier Details", 40.44, 131.13, 103.22, 12), measured("Register", 309.4, 357.41, 103.22, 12),
      measured("Licensee Parramatta Kia Pty Ltd", 40.44, 199.53, 121.43, 11), measured("Dealer's Register No. 3051", 309.4, 442.48, 121.43, 11),
      measured("ABN #", 40.44, 72.21, 136.68, 11), measured("35 367 911 071", 88.94, 165.36, 136.68, 11),
      measured("Register Entry No.", 309.4, 399.2, 136.68, 11), measured("76332", 418.02, 448.6, 136.68, 11),
    ];
    expect((await extractData("nsw_form7_dealer_notice", items)).dealer?.name).toBe("Parramatta Kia Pty Ltd");
  });

  it("reads a part's heading cut at the value column's edge as one heading, its first word a party's label (\"Purchaser | Information\" over \"Full | Chloe Smith\")", async () => {
    const items = [
      measured("Vehicle Sale Contract", 39.8, 141.3, 55, 11),
      measured("Supplier Details", 40.33, 91.7, 79.07, 7.5), measured("Purchaser", 218.8, 250.4, 79.07, 7.5), measured("Information", 254.0, 292.64, 79.07, 7.5), measured("Order Details", 397.28, 441.16, 79.07, 7.5),
      measured("Vendor", 40.33, 59.34, 90.02, 6.3), measured("Illawarra Hyundai Pty.", 76.07, 133.94, 90.02, 6.3), measured("Full", 218.8, 229.01, 90.02, 6.3), measured("Chloe Smith", 254.54, 286.39, 90.02, 6.3),
      measured("Order", 397.28, 412.05, 90.02, 6.3), measured("PN46722", 433.02, 456.97, 90.02, 6.3),
      measured("Ltd.", 76.07, 86.45, 97.52, 6.3), measured("Name", 218.8, 233.93, 97.52, 6.3), measured("No.", 397.28, 406.61, 97.52, 6.3),
    ];
    expect((await extractData("vehicle_sale_contract", items)).customer?.name).toBe("Chloe Smith");
  });

  it("reads a print-out's first line that names the document by what it is for as its title, no label and value (\"APPLICATION FOR TRANSFER OF REGISTRATION\")", async () => {
    const h = 9.5;
    const items = [
      item("APPLICATION FOR TRANSFER OF REGISTRATION", 40, 50, 1, h),
      item("DEALER LICENCE NUMBER: 182844", 40, 62, 1, h),
      item("DEALER NAME:", 40, 74, 1, h), item("COASTAL HYUNDAI PTY. LTD.", 140, 74, 1, h),
      item("TRANSACTION:", 40, 86, 1, h), item("NEW REGISTRATION", 140, 86, 1, h), item("PLATE:", 300, 86, 1, h), item("UN33DJ", 360, 86, 1, h),
    ];
    expect(String((await extractData("nsw_registration_application", items)).applicationType).toLowerCase()).toBe("new registration");
  });

  it("reads a grid's header cell broken off after \"of\" on onto its lower line, though it reads alone as a label (\"Date of\" over \"sale\")", async () => {
    const items = [
      measured("Acquisition details", 39.7, 139.3, 255.7, 9.5),
      measured("Date of", 45, 77.4, 270.7, 8), measured("Amount", 101.5, 136.8, 270.7, 8), measured("Dutiable", 164, 202.3, 270.7, 8), measured("Name of seller", 231.8, 297.2, 270.7, 8), measured("Address of seller", 388.4, 463.4, 270.7, 8),
      measured("sale", 45, 62.8, 281.2, 8), measured("paid", 101.5, 120.9, 281.2, 8), measured("value", 164, 187.7, 281.2, 8),
      measured("08 May", 45, 77.1, 295.5, 8.5), measured("66400.00", 101.5, 142, 295.5, 8.5), measured("68300.00", 164, 204.5, 295.5, 8.5), measured("Southern Highlands Vehicle", 231.8, 352.3, 295.5, 8.5), measured("467 Windsor Street, Newcastle West", 388.4, 546.6, 295.5, 8.5),
      measured("2025", 45, 66.6, 306, 8.5), measured("Centre Pty Ltd", 231.8, 295.2, 306, 8.5), measured("NSW 2302", 388.4, 434.7, 306, 8.5),
    ];
    const { values } = await profileValues("nsw_registration_application", items, "purchase.date", "date");
    expect(values[0]).toBe("2025-05-08");
  });

  it("reads a part's heading in the words of one, set as the body, as no name's label (\"Purchaser Information\" over \"Name | Amelia Brown\")", async () => {
    const items = [
      item("TAX INVOICE", 400, 40, 1, 16),
      item("Purchaser Information", 40, 120), item("Invoice", 330, 120),
      item("Name", 40, 134), item("Amelia Brown", 138, 134), item("Invoice No. 2024/5702", 330, 134),
      item("Purchaser", 40, 148), item("389 King Georges St, Auburn", 138, 148),
    ];
    expect((await extractData("vehicle_tax_invoice", items)).customer?.name).toBe("Amelia Brown");
  });

  it("cuts a print-out's line at a label whose colon stands apart, or that runs on after a value's closing stop (\"PTY LTD LICENCE NO. : MD09998\", \"PTY. LTD.DATE:\")", async () => {
    const h = 9.5;
    const items = [
      item("TRANSFER OF REGISTRATION APPLICATION", 40, 50, 1, h),
      item("NAME OF DEALER: HARBOURSIDE HYUNDAI PTY LTD LICENCE NO. : MD09998", 40, 62, 1, h),
      item("*** APPLICANT DECLARATION ***", 40, 90, 1, h),
      item("APPLICANT'S NAME: APEX LANDSCAPING PTY. LTD.DATE:", 40, 102, 1, h), item("8/8/2024", 320, 102, 1, h),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.dealer?.name).toBe("HARBOURSIDE HYUNDAI PTY LTD");
    expect(data.dealer?.licenceNumber).toBe("MD09998");
    expect(data.declaration?.signedBy).toBe("APEX LANDSCAPING PTY. LTD.");
  });

  it("reads a name on onto its wrapped lines at a narrow cell's leading where they end with a legal form (\"Central Coast Auto\" over \"Group Pty.\" over \"Ltd.\")", async () => {
    const items = [
      measured("Contract of Sale – Motor Vehicle", 39.75, 238.75, 53.25, 11.0),
      measured("Dealer", 40.50, 73.75, 85.50, 9.0),
      measured("Supplier:", 40.50, 77.71, 99.75, 8.0),
      measured("Central Coast Auto", 87.00, 164.38, 99.75, 8.0),
      measured("Group Pty.", 87.00, 129.40, 110.25, 8.0),
      measured("Ltd.", 87.00, 103.18, 120.00, 8.0),
      measured("ABN:", 40.50, 61.55, 131.25, 8.0),
      measured("13 048 755 290", 87.00, 150.56, 131.25, 8.0),
      measured("Buyer", 219.77, 249.62, 85.50, 9.0),
      measured("Customer", 219.77, 259.29, 99.75, 8.0),
      measured("Name:", 219.77, 246.53, 110.25, 8.0),
      measured("Aisha Charlotte", 266.27, 329.53, 99.75, 8.0),
      measured("Anderson", 266.27, 304.92, 110.25, 8.0),
      measured("Ph", 219.77, 230.30, 121.50, 8.0),
      measured("(M):", 219.77, 236.89, 131.25, 8.0),
      measured("0491 466 802", 266.27, 322.20, 121.50, 8.0),
      measured("Agreement", 399.05, 454.47, 85.50, 9.0),
      measured("Order", 399.05, 423.09, 99.75, 8.0),
      measured("No.:", 399.05, 415.95, 110.25, 8.0),
      measured("SC-2024-3350", 445.55, 503.22, 99.75, 8.0),
      measured("Dated:", 399.05, 425.97, 121.50, 8.0),
      measured("10 Apr 2024", 445.55, 495.85, 121.50, 8.0),
      measured("Sale", 399.05, 416.57, 132.75, 8.0),
      measured("New", 445.55, 464.11, 132.75, 8.0),
    ];
    expect((await extractData("vehicle_sale_contract", items)).dealer?.name).toBe("Central Coast Auto Group Pty. Ltd.");
  });

  it("reads a credit note's customer name without the street under it, its house number last (\"…UG (haftungsbeschränkt)\" over \"Industriestraße 137\")", async () => {
    const items = [
      measured("Rechnungsdatum", 309.40, 389.63, 145.49, 9.5),
      measured("21. November 2025", 394.07, 477.45, 145.49, 9.5),
      measured("Lindenallee 158", 39.70, 103.25, 67.98, 9.0),
      measured("70173 Stuttgart", 39.70, 101.25, 79.23, 9.0),
      measured("2025-3908", 394.08, 439.50, 105.37, 9.5),
      measured("Kunde", 40.46, 60.70, 106.65, 7.0),
      measured("Zimmermann Metallbau UG (haftungsbeschränkt)", 40.46, 263.11, 117.87, 9.5),
      measured("Korrektur-Nr.", 309.42, 369.06, 105.37, 9.5),
      measured("zur Rechnung Nr.", 309.42, 388.53, 132.12, 9.5),
      measured("RE-2025-1129", 394.09, 455.87, 132.12, 9.5),
      measured("Industriestraße 137", 40.46, 122.25, 129.73, 9.5),
      measured("Gutschrift", 481.68, 555.74, 57.22, 15.5),
      measured("Schäfer Elektrotechnik e.K.", 39.71, 214.51, 55.39, 13.5),
      measured("50667 Köln", 40.45, 88.49, 141.60, 9.5),
      measured("Rechnungsdatum", 309.41, 389.64, 118.74, 9.5),
      measured("9. Dezember 2025", 394.08, 472.18, 118.74, 9.5),
    ];
    expect((await extractData("generic_document", items)).recipient?.name).toBe("Zimmermann Metallbau UG (haftungsbeschränkt)");
  });

  it("reads a German \"Rechnungskorrektur\" as a credit note: its \"Rechnungsdatum\" is the corrected invoice's, not its own", async () => {
    const items = [
      item("Zimmermann Metallbau GmbH & Co. KG", 40, 55, 1, 13), item("Rechnungskorrektur", 420, 57, 1, 15.5),
      item("Kunde", 40, 105), item("Gutschrift-Nr.", 310, 105), item("GS-2024-7326", 394, 105),
      item("Lucía Thompson", 40, 118), item("Ausstellungsdatum 8. Februar 2024", 310, 118),
      item("Industriestraße 158", 40, 130), item("zur Rechnung Nr.", 310, 130), item("104133", 394, 130),
      item("80331 München", 40, 142), item("Rechnungsdatum", 310, 142), item("5. Januar 2024", 394, 142),
    ];
    expect((await extractData("generic_document", items)).dates?.issueDate).toBe("2024-02-08");
  });

  it("reads a model's label over its series' as two rows (\"Model | Ranger\" over \"Series | XLT\")", async () => {
    const items = [item("Vehicle details", 40, 80, 1, 12), item("Make", 40, 100), item("Ford", 120, 100), item("Model", 40, 112), item("Ranger", 120, 112), item("Series", 40, 124), item("XLT", 120, 124)];
    expect((await extractData("nsw_registration_application", items)).vehicle?.model).toBe("Ranger");
  });

  it("reads a label wrapped over three lines beside its top line, the lines under it beside other columns' runs only (\"Motor | MD061027\" over \"Dealer\" over \"Licence\")", async () => {
    const items = [
      item("VEHICLE ORDER & SALE AGREEMENT", 40, 40, 1, 14),
      item("Dealer Information", 40, 80, 1, 12), item("Customer Details", 200, 80, 1, 12),
      item("ABN", 40, 100), item("81 980 461 660", 80, 100), item("Address", 200, 100), item("Albury NSW", 260, 100),
      item("#", 40, 112), item("2640", 260, 112),
      item("Motor", 40, 124), item("MD020918", 80, 124), item("Sale", 200, 124), item("Used", 260, 124),
      item("Dealer", 40, 136), item("Type", 200, 136),
      item("Licence", 40, 148), item("Estimated 30.07.2024", 200, 148),
    ];
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.dealer?.dealerLicenceNumber).toBe("MD020918");
    expect(data.dealer?.abn).toBe("81 980 461 660");
  });

  it("reads a name with its initial under its label, the initial a label's abbreviation (\"Sales Person\" over \"Aisha T.\")", async () => {
    const items = [item("VEHICLE TAX INVOICE", 40, 40, 1, 14), item("Document Details", 40, 80, 1, 12), item("Sales Person", 40, 100), item("Aisha T.", 40, 112), item("Bill To", 40, 140, 1, 12)];
    expect((await extractData("vehicle_tax_invoice", items)).invoice?.salesperson).toBe("Aisha T.");
  });

  it("reads a grid cell's address on onto its postcode alone under the town and state (\"…Newcastle West NSW\" over \"2302\")", async () => {
    const items = [
      item("Purchase details", 40, 80, 1, 12),
      item("Seller", 40, 100), item("Seller's address", 200, 100),
      item("Blue Mountains Motors Pty", 40, 112), item("427 Victoria Parade, Newcastle West NSW", 200, 112),
      item("Ltd", 40, 124), item("2302", 200, 124),
    ];
    expect((await extractData("nsw_registration_application", items)).purchase?.sellerAddress).toBe("427 Victoria Parade, Newcastle West NSW 2302");
  });

  it("reads no address from an e-mail address's tail cut beside its label's lower line (\"Email | info@…kia.co\" over \"Address | m.au\")", async () => {
    // (as a browser set a narrow three-column agreement: the licence's label wraps over three lines too)
    const items = [
      measured("Motor Vehicle Purchase Agreement", 39.75, 268.42, 53.25, 11.5),
      measured("Dealer Information", 40.50, 141.89, 87.00, 9.5),
      measured("Name of", 40.50, 80.45, 102.00, 8.5),
      measured("Dealer", 40.50, 71.91, 112.50, 8.5),
      measured("Hunter Valley Kia Pty.", 87.00, 177.76, 102.00, 8.5),
      measured("Ltd.", 87.00, 103.16, 112.50, 8.5),
      measured("ABN", 40.50, 60.66, 124.50, 8.5),
      measured("#", 40.50, 47.62, 135.00, 8.5),
      measured("81 980 461 660", 87.00, 154.56, 124.50, 8.5),
      measured("Motor", 40.50, 68.88, 147.75, 8.5),
      measured("Dealer", 40.50, 71.91, 158.25, 8.5),
      measured("Licence", 40.50, 76.47, 168.75, 8.5),
      measured("MD020918", 87.00, 133.31, 147.75, 8.5),
      measured("T", 40.50, 46.30, 180.75, 8.5),
      measured("02 8305 8358", 87.00, 146.46, 180.75, 8.5),
      measured("Email", 40.50, 66.71, 192.75, 8.5),
      measured("Address", 40.50, 79.31, 203.25, 8.5),
      measured("info@huntervalleykia.co", 87.00, 189.90, 192.75, 8.5),
      measured("m.au", 87.00, 108.57, 203.25, 8.5),
      measured("Customer Details", 219.77, 311.94, 87.00, 9.5),
      measured("Customer", 219.77, 265.82, 102.00, 8.5),
      measured("Oliver Nguyen", 272.57, 333.20, 102.00, 8.5),
      measured("Purchaser", 219.77, 268.07, 114.00, 8.5),
      measured("Address", 219.77, 258.58, 124.50, 8.5),
      measured("170 Pennant Hills Hwy,", 272.57, 370.59, 114.00, 8.5),
      measured("Albury NSW", 272.57, 322.89, 124.50, 8.5),
      measured("2640", 272.57, 294.19, 135.00, 8.5),
      measured("Order Details", 399.05, 470.43, 87.00, 9.5),
      measured("Contract", 399.05, 440.25, 102.00, 8.5),
      measured("Number", 399.05, 437.09, 112.50, 8.5),
      measured("C838906", 451.87, 490.24, 102.00, 8.5),
      measured("Contract", 399.05, 440.25, 124.50, 8.5),
      measured("Date", 399.05, 421.66, 135.00, 8.5),
      measured("03.07.2024", 451.87, 500.52, 124.50, 8.5),
      measured("Sale", 399.05, 419.57, 147.75, 8.5),
      measured("Type", 399.05, 421.22, 158.25, 8.5),
      measured("Used", 451.87, 473.14, 147.75, 8.5),
      measured("Estimated", 399.05, 447.37, 170.25, 8.5),
      measured("Delivery", 399.05, 438.72, 180.75, 8.5),
      measured("Date", 399.05, 421.66, 191.25, 8.5),
      measured("30.07.2024", 451.87, 500.52, 170.25, 8.5),
    ];
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.dealer?.address).toBeNull();
    expect(data.dealer?.email).toBe("info@huntervalleykia.com.au");
    expect(data.dealer?.dealerLicenceNumber).toBe("MD020918");
  });
});

describe("a scan's line items whose column captions were lost, and a scan's figures and tax ids", () => {
  const charges = (rows: Array<[string, string, string, string]>) =>
    recognised([
      item("TAX INVOICE", 40, 40, 1, 14),
      item("Charges", 40, 300, 1, 12),
      item("Description", 40, 320),
      ...rows.flatMap(([d, q, u, a], i) => [item(d, 40, 352 + i * 14), item(q, 300, 352 + i * 14), item(u, 360, 352 + i * 14), item(a, 460, 352 + i * 14)]),
      item("Price Details", 40, 420, 1, 12),
      item("Rego Fees", 40, 440), item("$518.10", 460, 440),
    ]);

  it("reads rows under the description's caption alone by their cells' types, a count times its unit price being the amount", async () => {
    const data = await extractData("vehicle_tax_invoice", charges([["2013 Honda Civic VTi-LX", "1", "$67,700.00", "$67,700.00"], ["Window tint", "2", "$475.00", "$950.00"], ["Weather shields", "1", "$800.00", "$800.00"]]));
    const items = data.lineItems as unknown as Array<Record<string, unknown>>;
    expect(items.map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ["2013 Honda Civic VTi-LX", 1, 67700, 67700],
      ["Window tint", 2, 475, 950],
      ["Weather shields", 1, 800, 800],
    ]);
  });

  it("reads no such rows where the amounts do not agree with the count, nor a list of labelled prices", async () => {
    const data = await extractData("vehicle_tax_invoice", charges([["Window tint", "2", "$475.00", "$900.00"], ["Weather shields", "1", "$800.00", "$810.00"]]));
    expect(data.lineItems).toEqual([]);
  });

  it("reads rows of a description and an amount under the description's caption alone when they add up to the total after them", async () => {
    const accessories = (total: string) =>
      recognised([
        item("CONTRACT OF SALE", 40, 40, 1, 14),
        item("Dealer Fitted Accessories", 40, 300, 1, 12),
        item("Accessory", 40, 320),
        item("Extended warranty (3 yrs)", 40, 340), item("840.00", 400, 340),
        item("Tint", 40, 354), item("$ 450.00", 400, 354),
        item("Financial Summary", 40, 380, 1, 12),
        item("Vehicle:", 40, 400), item("26800.00", 400, 400),
        item("Accessories Total:", 40, 414), item(total, 400, 414),
      ]);
    const rows = (await extractData("vehicle_sale_contract", accessories("1290.00"))).accessories as unknown as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.description, r.amount])).toEqual([["Extended warranty (3 yrs)", 840], ["Tint", 450]]);
    expect((await extractData("vehicle_sale_contract", accessories("1390.00"))).accessories).toEqual([]);
  });

  it("reads an amount whose decimal mark a scan lost to a gap (\"GBP 783 51\")", async () => {
    const items = recognised([item("SALES RECEIPT", 40, 40, 1, 14), item("Subtotal", 40, 200), item("GBP 783 51", 200, 200), item("VAT (20%)", 40, 214), item("GBP 156 70", 200, 214), item("TOTAL", 40, 228), item("GBP 940 21", 200, 228)]);
    const data = await extractData("generic_document", items);
    expect([data.totals?.subtotal, data.totals?.tax, data.totals?.total]).toEqual([783.51, 156.7, 940.21]);
  });

  it("reads a date whose month a scan's fuzzy reading takes for a label as the date (\"DATE OF DELIVERY: 5 MARCH 2024\", \"MARCH\" no \"Marca\")", async () => {
    const items = recognised([item("VEHICLE ORDER & SALE AGREEMENT", 40, 40, 1, 14), item("DEAL NO", 40, 100), item("SC-2025-8066", 200, 100), item("DATE OF DELIVERY: 5 MARCH 2024", 40, 114)]);
    expect((await extractData("vehicle_sale_contract", items)).contract?.deliveryDate).toBe("2024-03-05");
  });

  it("reads a scan's address without a speck read as a stop between the state and its postcode (\"TUGGERAH NSW. 2259\")", () => {
    expect(parseValue("text", "UNIT 23/339 MILITARY ROAD, TUGGERAH NSW. 2259", { scanned: true })?.value).toBe("UNIT 23/339 MILITARY ROAD, TUGGERAH NSW 2259");
  });

  it("reads a scan's tax ids with digits for their letters: a Dutch number's B, Italy's prefix, a Spanish NIF's control letter", () => {
    const scan = { scanned: true };
    expect(coerce("NL44458951 1802", "taxId", scan)).toBe("NL44458951 1B02");
    expect(coerce("1163277301404", "taxId", scan)).toBe("IT63277301404");
    expect(coerce("1163277301404", "taxId", {})).toBe("1163277301404");
    // 12345678 mod 23 is 14: Z, read as 2
    expect(coerce("123456782", "taxId", scan)).toBe("12345678Z");
    expect(coerce("123456786", "taxId", scan)).toBe("123456786");
  });
});

describe("classes found on new tuned seeds (2929, 7531, 4321)", () => {
  it("reads a grid row whose cells wrap onto a line of figures: a date's year, an amount under its currency, a postcode (\"September 11,\" over \"2025\")", async () => {
    const items = [
      item("Vehicle Registration Application", 40, 67, 1, 14),
      item("Acquisition details", 40, 348, 1, 12),
      measured("Purchase date", 44.9, 116.7, 367.5, 10.5), measured("Sale price", 149.6, 199.2, 367.5, 10.5), measured("Seller's name", 216.6, 283.8, 367.5, 10.5), measured("Seller address", 293.7, 365.5, 367.5, 10.5),
      measured("September 11,", 44.9, 117, 385, 11), measured("AUD", 149.6, 172.9, 385, 11), measured("Hamish", 216.6, 253.9, 385, 11), measured("Unit 25/363 Parramatta Highway, Wollongong NSW", 293.8, 545.5, 385, 11),
      measured("2025", 45, 69.5, 398.8, 11), measured("30,490", 149.7, 183.3, 398.8, 11), measured("Taylor", 216.7, 247.2, 398.8, 11), measured("2500", 293.8, 318.3, 398.8, 11),
    ];
    const purchase = (await extractData("nsw_registration_application", items)).purchase;
    expect(purchase?.date).toBe("2025-09-11");
    expect(purchase?.price).toBe(30490);
    expect(purchase?.sellerName).toBe("Hamish Taylor");
    expect(purchase?.sellerAddress).toBe("Unit 25/363 Parramatta Highway, Wollongong NSW 2500");
  });

  it("reads a licence number wrapped away from its letters at the end of a letterhead's line (\"… · Dealer Licence Number: MD\" over \"763479\")", async () => {
    const head = (licence: string, number: string) => [
      measured("Westside Toyota Pty Limited", 39.7, 260.7, 57, 16), measured("Tax Invoice (Vehicle Sale)", 325.6, 555.7, 57, 16),
      measured("327 Great Western Highway, Penrith NSW 2750", 39.7, 271.1, 69, 9.5),
      measured("ABN: 11 961 910 218", 39.7, 141.3, 81, 9.5), measured(licence, 157.3, 290.9, 81, 9.5),
      measured(number, 39.7, 76, 93, 9.5),
      measured("T: (02) 9945 1843", 39.7, 125.8, 105, 9.5),
    ];
    expect((await extractData("vehicle_tax_invoice", head("Dealer Licence Number: MD", "763479"))).dealer?.dealerLicenceNumber).toBe("MD 763479");
    // (…without a colon too)
    expect((await extractData("vehicle_tax_invoice", head("Motor Dealer Licence MD", "424549"))).dealer?.dealerLicenceNumber).toBe("MD 424549");
  });

  it("reads no dealer's name from a line's last run that goes on as the licence's label at the next line's start (\"… | Motor Dealer\" over \"Licence MD 424549\")", async () => {
    const items = [
      measured("Orange Vehicle Centre Pty Limited", 39.7, 351, 58.4, 18), measured("TAX INVOICE", 427.9, 555.7, 58.4, 18),
      measured("479 Canterbury Parade, Penrith NSW 2750", 39.7, 285.1, 73.5, 11.5),
      measured("Australian Business Number 40 443 633 635", 39.7, 291.2, 87.7, 11.5), measured("Motor Dealer", 309.6, 383.2, 87.7, 11.5),
      measured("Licence MD 424549", 39.7, 153.4, 102, 11.5),
      measured("Email sales@orangevehiclecentre.com.au", 39.7, 280.4, 116.2, 11.5),
    ];
    const dealer = (await extractData("vehicle_tax_invoice", items)).dealer;
    expect(dealer?.name).toBe("Orange Vehicle Centre Pty Limited");
    expect(dealer?.dealerLicenceNumber).toBe("MD 424549");
  });

  it("reads an e-mail address cut before its domain ends as no part's heading (\"Sales | accounts@waggawdcentr\" over \"Email: | e.com.au\")", async () => {
    const items = [
      item("Vehicle Order & Sale Agreement", 40, 40, 1, 14),
      item("Dealer Details", 40, 80, 1, 12),
      item("Licensee:", 40, 100), item("Wagga 4WD Centre Pty Ltd", 110, 100),
      item("Telephone:", 40, 112), item("(02) 9160 5966", 110, 112),
      item("Sales", 40, 124), item("accounts@waggawdcentr", 110, 124),
      item("Email:", 40, 136), item("e.com.au", 110, 136),
      item("Vehicle Particulars", 40, 170, 1, 12), item("Brand:", 40, 190), item("Mazda", 110, 190),
    ];
    expect((await extractData("vehicle_sale_contract", items)).dealer?.email).toBe("accounts@waggawdcentre.com.au");
  });

  it("reads a total glued to its label under a label ending with \"of\" as a row of its own (\"Includes GST of | $ 2 430.82\" over \"Total (GST inclusive) $ 27 543.00\")", async () => {
    const items = [
      item("TAX INVOICE", 400, 40, 1, 14),
      item("Settlement", 300, 100, 1, 12),
      item("Vehicle Cash Price", 300, 120), item("$ 23 899.00", 420, 120),
      item("Stamp Duty", 300, 132), item("$ 804.00", 420, 132),
      item("Includes GST of", 300, 144), item("$ 2 430.82", 420, 144),
      item("Total (GST inclusive) $ 27 543.00", 300, 156),
      item("Deposit Paid", 300, 168), item("$ 4 800.00", 420, 168),
    ];
    expect((await extractData("vehicle_tax_invoice", items)).pricing?.totalIncludingGst).toBe(27543);
  });

  it("glues a run's piece after its space to the glyph another run drew in that space (\"r m\" drawn around an \"e\": \"Premises\")", async () => {
    const { buildWords } = await import("@/lib/pdf2json/read/words");
    const run = (str: string, x: number, w: number): TextItem => ({ str, x, y: 155, w, h: 10, page: 1 });
    const words = buildWords([run("P", 40.44, 6.67), run("r m", 47.11, 18.33), run("e", 51, 5.56), run("i", 65.44, 2.78), run("s", 68.22, 5.56), run("e", 73.78, 5.56), run("s", 79.34, 5.56), run(":", 84.9, 3.33)]);
    expect(words.map((w) => w.text)).toEqual(["Premises:"]);
  });

  it("reads a credit note's own date under a label naming the invoice, when the corrected invoice's date sits under its number (\"zur Rechnung Nr.\" over \"Rechnungsdatum\")", async () => {
    const items = [
      measured("Weber Druckerei UG (haftungsbeschränkt)", 39.7, 309.9, 55.9, 14.5), measured("Gutschrift", 482.4, 555.7, 58.5, 16.5),
      measured("Lindenallee 77", 39.7, 99.4, 69.7, 10), measured("70173 Stuttgart", 39.7, 101.6, 82.2, 10),
      measured("Weber Druckerei AG", 40.4, 137.2, 112.6, 10.5), measured("Gutschrift-Nr.", 309.4, 369.2, 112.6, 10.5), measured("AV937639", 403.7, 450.4, 112.6, 10.5),
      measured("Industriestraße 114", 40.4, 121.2, 125.5, 10.5), measured("Datum der Rechnung 20. Januar 2024", 309.4, 470.5, 125.5, 10.5),
      measured("50667 Köln", 40.4, 90.3, 139.9, 10.5), measured("zur Rechnung Nr.", 309.4, 384.3, 139.9, 10.5), measured("766828", 403.7, 435.2, 139.9, 10.5),
      measured("Rechnungsdatum", 309.4, 382.3, 154.2, 10.5), measured("24. Dezember 2023", 403.7, 486.2, 154.2, 10.5),
      measured("Kd.-Nr.", 309.4, 342, 168.9, 10.5), measured("K-92329", 403.7, 441, 168.9, 10.5),
    ];
    expect((await extractData("generic_document", items)).dates?.issueDate).toBe("2024-01-20");
    // (…its kind set as large as the letterhead's name beside it)
    items[0] = measured("Weber Druckerei UG (haftungsbeschränkt)", 39.7, 309.9, 56.4, 16.5);
    expect((await extractData("generic_document", items)).dates?.issueDate).toBe("2024-01-20");
  });

  it("reads a bank's name beside its label under a part's heading as a value, though it reads as that label less well (\"Finance Provider | Commonwealth Bank\")", async () => {
    const items = [
      item("Vehicle Sale Contract", 40, 40, 1, 14),
      item("Bank Details", 40, 100, 1, 12),
      item("Finance Provider", 40, 120), item("Commonwealth Bank", 160, 120),
      item("Acc Name", 40, 132), item("Parramatta Autos Trust Account", 160, 132),
      item("BSB No.", 40, 144), item("064-720", 160, 144),
      item("Account No.", 40, 156), item("76791817", 160, 156),
    ];
    expect((await extractData("vehicle_sale_contract", items)).bankDetails?.financier).toBe("Commonwealth Bank");
  });
});

describe("a grid's header cell wrapped in its cell", () => {
  it("reads a header cell's lower word as its label's end, no label of its own (\"Seller's\" over \"name\" beside \"Seller address\")", async () => {
    const items = [
      item("Vehicle Registration Application", 40, 67, 1, 14),
      item("Acquisition details", 40, 348, 1, 12),
      measured("Purchase date", 45, 121.4, 367.5, 10.5), measured("Sale price", 151.1, 203.9, 367.5, 10.5), measured("Seller's", 217.3, 256.6, 367.5, 10.5), measured("Seller address", 295.2, 371.5, 367.5, 10.5),
      measured("name", 217.3, 246.7, 381, 10.5),
      measured("September 11,", 45, 118.5, 398.2, 11), measured("AUD", 151.1, 172.7, 398.2, 11), measured("Hamish", 217.3, 254.7, 398.2, 11), measured("Unit 25/363 Parramatta Highway, Wollongong NSW", 295.2, 548.1, 398.2, 11),
      measured("2025", 45, 69.5, 412, 11), measured("30,490", 151.1, 184.7, 412, 11), measured("Taylor", 217.3, 248, 412, 11), measured("2500", 295.2, 319.7, 412, 11),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.purchase?.sellerName).toBe("Hamish Taylor");
    expect(data.dealer?.name ?? null).toBeNull();
  });
});

describe("a scanned print-out whose part's heading the recogniser lost, and a scan's running text", () => {
  const printout = () =>
    recognised([
      measured("VEHICLE SALE CONTRACT", 47, 200, 40, 15),
      measured("*** LICENSED MOTOR DEALER ***", 47, 260, 70, 15),
      measured("ABN #", 46.4, 80, 100, 9.4), measured("77 596 615 067", 142.6, 230, 100, 9.4),
      measured("DEALER", 46.4, 88, 112.6, 9.4), measured("ILLAWARRA TOYOTA PTY LIMITED", 142.6, 320, 112.6, 9.4),
      measured("PREMISES", 46.8, 93.6, 125.6, 9.4), measured("97 HUME RD, BROOKVALE NSW 2100", 142.6, 321.5, 125.6, 9.4),
      measured("CONTRACT NO:", 46.4, 127.8, 151.6, 9.7), measured("80369", 142.6, 171.4, 151.6, 9.7),
      measured("DATE", 46.8, 69.5, 164.6, 9.5), measured("ences", 108.4, 133.6, 164.6, 9.5), measured("11 AUGUST 2024", 142.6, 225.4, 164.6, 9.5),
      measured("2 UL", 47.2, 93.2, 216.2, 14.7),
      measured("PURCHASER NAME", 46.4, 140, 240, 9.4), measured("HAMISH LE", 160, 215, 240, 9.4),
      measured("D.O.B.", 46.4, 80, 252.6, 9.4), measured("5 AUGUST 1984", 160, 240, 252.6, 9.4),
      measured("LICENCE NO.", 46.4, 110, 265.2, 9.4), measured("81277208", 160, 210, 265.2, 9.4),
      measured("EMAIL ADDRESS", 46.4, 130, 277.8, 9.4), measured("HAMISH.LE@EXAMPLE.NET", 160, 300, 277.8, 9.4),
      measured("ADDRESS", 46.4, 95, 290.4, 9.4), measured("237 VICTORIA PARADE, ALBURY NSW 2640", 160, 380, 290.4, 9.4),
      measured("*** DEPOSIT ***", 47.2, 134.3, 736, 15.2),
      measured("DEPOSIT.", 46.4, 87.5, 749, 9.4), measured("$1,100.00 AUD", 142.2, 219.2, 749, 9.4),
      measured("METHOD.", 46.1, 81.4, 761.4, 9.4), measured("CREDIT CARD", 142.2, 207.4, 761.4, 9.4),
    ]);

  it("reads the purchaser's labelled rows as the purchaser's, under the dealer's heading (\"PURCHASER NAME\" over \"D.O.B.\" over \"ADDRESS\")", async () => {
    const data = await extractData("vehicle_sale_contract", printout());
    expect(data.dealer?.name).toBe("ILLAWARRA TOYOTA PTY LIMITED");
    expect(data.dealer?.address).toBe("97 HUME RD, BROOKVALE NSW 2100");
    expect(data.customer?.name).toBe("HAMISH LE");
    expect(data.customer?.address).toBe("237 VICTORIA PARADE, ALBURY NSW 2640");
    expect(String(data.customer?.email).toLowerCase()).toBe("hamish.le@example.net");
    expect(data.customer?.licenceNumber).toBe("81277208");
  });

  it("reads two rows, each label read whole with its value beside it, as no label wrapped over both (\"DEPOSIT. | $1,100.00 AUD\" over \"METHOD. | CREDIT CARD\")", async () => {
    expect((await extractData("vehicle_sale_contract", printout())).deposit?.method).toBe("CREDIT CARD");
    const { values } = await profileValues("vehicle_sale_contract", printout(), "deposit.method", "string");
    expect(values).not.toContain("$1,100.00 AUD CREDIT CARD");
  });

  it("reads a typed value past a dotted leader read as small letters (\"DATE | ences | 11 AUGUST 2024\")", async () => {
    expect((await extractData("vehicle_sale_contract", printout())).contract?.date).toBe("2024-08-11");
  });

  it("reads no label in a justified paragraph cut at its wide spaces (\"Consumer Law or the | Motor | Dealers and | Repairers Act 2013\")", async () => {
    const items = recognised([
      measured("Wagga Kia Pty Limited", 40, 200, 40, 16),
      measured("186 Pacific Road, Castle Hill NSW 2154", 40, 230, 58, 9),
      measured("Vehicle Sale Contract", 40, 200, 90, 14),
      measured("8. Guarantees. Nothing in this contract excludes, restricts or", 300, 560, 400, 8),
      measured("modifies", 300, 330, 410, 8), measured("any", 345, 358, 410, 8), measured("guarantee,", 372, 410, 410, 8), measured("right", 425, 443, 410, 8), measured("or", 457, 465, 410, 8), measured("remedy", 480, 505, 410, 8), measured("under", 520, 540, 410, 8),
      measured("Consumer Law or the", 300, 380, 420, 8), measured("Motor", 392, 415, 420, 8), measured("Dealers and", 427, 470, 420, 8), measured("Repairers Act 2013", 482, 560, 420, 8),
      measured("(NSW).", 300, 325, 430, 8),
    ]);
    expect((await extractData("vehicle_sale_contract", items)).dealer?.name).toBe("Wagga Kia Pty Limited");
  });
});

describe("a printed form filled in: each value over its caption", () => {
  // rows spaced evenly, so only the run (values first, captions last) says which way they read
  const form = () => [
    item("Motor Vehicle Purchase Agreement", 40, 40, 1, 16),
    item("Purchaser", 40, 80, 1, 12),
    item("Wei Noah Anderson", 40, 100, 1, 10),
    item("Full name of purchaser", 40, 112, 1, 7),
    item("102 King Georges Street, Tuggerah NSW 2259", 40, 126, 1, 10),
    item("Purchaser's address", 40, 138, 1, 7),
    item("(02) 5087 4810", 40, 152, 1, 10), item("1962-12-27", 260, 152, 1, 10),
    item("Purchaser's telephone", 40, 164, 1, 7), item("Date of birth", 260, 164, 1, 7),
    item("Dealer Information", 40, 200, 1, 12),
    item("Summit Car Sales Pty Ltd", 40, 220, 1, 10), item("18 435 594 632", 260, 220, 1, 10),
    item("Dealer's name", 40, 232, 1, 7), item("Australian Business Number", 260, 232, 1, 7),
    item("Fatima Murphy", 260, 300, 1, 10), item("07-May-2024", 420, 300, 1, 10),
    item("Signature of purchaser", 40, 312, 1, 7), item("Name of purchaser (print)", 260, 312, 1, 7), item("Date", 420, 312, 1, 7),
  ];

  it("reads the value over each caption, never the next row's under it", async () => {
    const data = await extractData("vehicle_sale_contract", form());
    expect(data.customer?.name).toBe("Wei Noah Anderson");
    expect(data.customer?.address).toBe("102 King Georges Street, Tuggerah NSW 2259");
    expect(data.customer?.dateOfBirth).toBe("1962-12-27");
    expect(data.dealer?.name).toBe("Summit Car Sales Pty Ltd");
    expect(data.dealer?.abn).toBe("18 435 594 632");
  });

  it("reads a phone over its caption whole (\"(02) 5087 4810\" over \"Purchaser's telephone\"), no label glued to its area code", async () => {
    expect((await extractData("vehicle_sale_contract", form())).customer?.phone).toBe("(02) 5087 4810");
  });

  it("reads a signature's row: the name printed beside the blank signature, the date beside them the signing date", async () => {
    const data = await extractData("vehicle_sale_contract", form());
    expect(data.signatures?.purchaserName).toBe("Fatima Murphy");
    expect(data.signatures?.dateSigned).toBe("2024-05-07");
  });

  // (as Chromium set a dealer's form: values 8.5 pt, captions 6 pt capitals under them)
  const m = (str: string, x: number, w: number, y: number, h: number) => measured(str, x, x + w, y, h);
  const customerRows = [
    m("CUSTOMER", 42.7, 47.8, 234, 8.5),
    m("Fatima Fitzgerald", 41.2, 65.2, 248.2, 8.5), m("55 Church Road, Penrith NSW 2750", 213.2, 135, 248.2, 8.5),
    m("FULL NAME OF PURCHASER", 39.7, 74.1, 258, 6), m("PURCHASER'S ADDRESS", 211.7, 65.4, 258, 6),
    m("0403 493 362", 41.2, 53.5, 273.7, 8.5), m("12/10/68", 213.2, 34.3, 273.7, 8.5), m("93681267", 385.2, 38.9, 273.7, 8.5),
    m("PURCHASER'S TELEPHONE", 39.7, 71.5, 283.5, 6), m("DATE OF BIRTH", 211.7, 40.7, 283.5, 6), m("PURCHASER'S LICENCE NUMBER", 383.7, 87.6, 283.5, 6),
  ];

  it("takes a caption naming the purchaser's licence number for the purchaser's licence (\"PURCHASER'S LICENCE NUMBER\")", async () => {
    const data = await extractData("vehicle_sale_contract", customerRows);
    expect(data.customer?.licenceNumber).toBe("93681267");
    expect(data.customer?.phone).toBe("0403 493 362");
  });

  it("reads a row of captions a recogniser lost one of as captions still (\"MFG YEAR | BODY SHAPE\" under \"2024 | Wagon | MNT787JG2RX701481\")", async () => {
    const rows = recognised([
      ...customerRows,
      m("VEHICLE PARTICULARS", 42.7, 97, 306.7, 8.5),
      m("Nissan", 41.2, 25.3, 321.7, 8.5), m("X-Trail", 213.2, 22.3, 321.7, 8.5), m("ST", 385.2, 9.5, 321.7, 8.5),
      m("VEHICLE MAKE", 39.7, 40, 331.5, 6), m("VEHICLE MODEL", 211.7, 44.1, 331.5, 6), m("VARIANT", 383.7, 23.4, 331.5, 6),
      m("2024", 41.2, 19.4, 347.2, 8.5), m("Wagon", 213.2, 26.1, 347.2, 8.5), m("MNT787JG2RX701481", 385.2, 84.3, 347.2, 8.5),
      m("MFG YEAR", 39.7, 27.8, 357, 6), m("BODY SHAPE", 211.7, 34.5, 357, 6),
      m("2JK6070851", 41.2, 46.2, 372.7, 8.5), m("MUT170", 213.2, 31.4, 372.7, 8.5), m("37", 385.2, 9.7, 372.7, 8.5),
      m("ENG #", 39.7, 17.9, 382.5, 6), m("REG. NO.", 211.7, 24.5, 382.5, 6), m("ODOMETER", 383.7, 31.2, 382.5, 6),
    ]);
    const data = await extractData("vehicle_sale_contract", rows);
    expect(data.vehicle?.make).toBe("Nissan");
    expect(data.vehicle?.model).toBe("X-Trail");
    expect(data.vehicle?.year).toBe(2024);
  });

  it("takes no word that only carries a caption along for its value (\"PURCHASER(S) SIGN HERE\" is no name \"HERE\")", async () => {
    const rows = [
      ...customerRows,
      m("Fatima Fitzgerald", 213.2, 65.2, 768.7, 8.5), m("03/06/24", 385.2, 34.3, 768.7, 8.5),
      m("PURCHASER(S) SIGN HERE", 39.7, 71.7, 778.5, 6), m("NAME OF PURCHASER (PRINT)", 211.7, 81.2, 778.5, 6), m("DATE SIGNED", 383.7, 36.5, 778.5, 6),
    ];
    const data = await extractData("vehicle_sale_contract", rows);
    expect(data.signatures?.purchaserName).toBe("Fatima Fitzgerald");
    expect(data.signatures?.dateSigned).toBe("2024-06-03");
  });
});

describe("a form filled in over its captions, captions that name the part", () => {
  // (as Chromium set a dealer's form: values 10 pt, captions 7.5 pt 12.75 pt under them, the next row 16.5 pt lower)
  const m = (str: string, x0: number, x1: number, y: number, h: number) => measured(str, x0, x1, y, h);
  const rows = () => [
    m("Vehicle Sale Contract", 40, 213, 57.7, 16),
    m("Customer", 40, 93, 87, 11),
    m("Zara Williams", 41, 103, 102, 10), m("Unit 15/406 Parramatta Highway, Wollongong NSW 2500", 213, 469, 102, 10),
    m("Purchaser name(s)", 40, 103, 114.7, 7.5), m("Purchaser's address", 212, 279, 114.7, 7.5),
    m("0438 810 376", 41, 104, 131.2, 10), m("zara.williams@example.net", 213, 337, 131.2, 10), m("22184190", 385, 431, 131.2, 10),
    m("Purchaser's telephone", 40, 115, 144, 7.5), m("Email address", 212, 259, 144, 7.5), m("Purchaser's licence number", 384, 477, 144, 7.5),
    m("Seller", 40, 72, 168.7, 11),
    m("Macarthur Cars Pty Ltd", 41, 145, 184.5, 10), m("73 426 509 811", 213, 285, 184.5, 10), m("849287", 385, 420, 184.5, 10),
    m("Dealer (registered business name)", 40, 157, 196.5, 7.5), m("Dealer's ABN", 212, 256, 196.5, 7.5), m("MD licence no.", 384, 433, 196.5, 7.5),
    m("367 Pacific Hwy, Gosford NSW 2250", 41, 203, 213, 10), m("sales@macarthurcars.com.au", 385, 519, 213, 10),
    m("Business address", 40, 98, 225.7, 7.5), m("Email", 384, 402, 225.7, 7.5),
  ];

  it("takes a row of captions that name the purchaser (\"Purchaser name(s) | Purchaser's address\") for captions, not the purchaser's part down its columns", async () => {
    const data = await extractData("vehicle_sale_contract", rows());
    expect(data.customer).toMatchObject({ name: "Zara Williams", address: "Unit 15/406 Parramatta Highway, Wollongong NSW 2500", licenceNumber: "22184190", email: "zara.williams@example.net" });
    expect(data.dealer).toMatchObject({ name: "Macarthur Cars Pty Ltd", abn: "73 426 509 811", dealerLicenceNumber: "849287", email: "sales@macarthurcars.com.au" });
  });

  it("reads the dealer's officer's name over the bare \"Name\" or \"Print name\" beside the blank signature's caption (\"Dealer's authorised officer | Print name\")", async () => {
    for (const caption of ["Print name", "NAME"]) {
      const data = await extractData("vehicle_sale_contract", [
        ...rows(),
        m("Zara Williams", 213, 275, 320, 10), m("17/02/24", 385, 426, 320, 10),
        m("Signature of purchaser", 40, 120, 332.75, 7.5), m("Purchaser's name", 212, 270, 332.75, 7.5), m("Date", 384, 400, 332.75, 7.5),
        m("Wei W.", 213, 245, 370, 10),
        m("Dealer's authorised officer", 40, 133, 382.75, 7.5), m(caption, 212, 212 + caption.length * 4, 382.75, 7.5),
      ]);
      expect(data.signatures?.dealerRepresentative).toBe("Wei W.");
    }
  });

  it("reads a signature row's typed cells under their captions when the signature's own cell is left blank (\"Purchaser's signature | Purchaser's name | Signed on\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Coastal Toyota Pty Ltd", 40, 40, 1, 14),
      item("SIGNATURES", 40, 80, 1, 9),
      item("PURCHASER'S SIGNATURE", 60, 90, 1, 6), item("PURCHASER'S NAME", 225, 90, 1, 6), item("SIGNED ON", 390, 90, 1, 6),
      item("Ruby Taylor", 225, 110, 1, 9), item("November 14, 2024", 390, 110, 1, 9),
    ]);
    expect(data.signatures).toMatchObject({ purchaserName: "Ruby Taylor", dateSigned: "2024-11-14" });
  });
});

describe("a box's name set sideways up its margin strip", () => {
  // (as pdf.js gives a run rotated -90°: its origin at the bottom, its width up the page)
  const up = (str: string, x: number, bottom: number, h = 8, w = str.length * h * 0.6): TextItem => ({ str, x, y: bottom, w, h, page: 1, rot: "up" });
  const page = () => [
    item("Contract of Sale – Motor Vehicle", 60, 40, 1, 14),
    up("SELLER", 52, 120), item("DEALER", 70, 84, 1, 6), item("ABN", 250, 84, 1, 6),
    item("Coastal Toyota Pty Ltd", 70, 96, 1, 9), item("84 543 894 574", 250, 96, 1, 9),
    item("PLACE OF BUSINESS", 70, 108, 1, 6), item("425 Princes Drive, Moorebank NSW 2170", 70, 120, 1, 9),
    // (its letters set apart by spaces in one run, as Chromium gives a letter-spaced name)
    up("B U Y E R", 52, 166, 8, 30), item("NAME", 70, 140, 1, 6), item("MOBILE", 250, 140, 1, 6),
    item("Ruby Taylor", 70, 152, 1, 9), item("0421 205 826", 250, 152, 1, 9),
    item("ADDRESS", 70, 164, 1, 6), item("12 Beach Road, Wollongong NSW 2500", 70, 176, 1, 9),
    // letter-spaced, each letter its own run
    ..."VEHICLE".split("").map((ch, i) => up(ch, 52, 236 - i * 6.5)),
    item("MAKE", 70, 196, 1, 6), item("MODEL", 250, 196, 1, 6),
    item("Mitsubishi", 70, 208, 1, 9), item("Triton GLX+", 250, 208, 1, 9),
    item("ADDRESS", 70, 220, 1, 6), item("n/a", 70, 232, 1, 9),
  ];

  it("reads the name whole as a line of its own that opens its box, never glued into the rows beside it", () => {
    const layout = layoutOf(page());
    const texts = layout.lines.map((l) => l.text);
    expect(texts).toContain("SELLER");
    expect(texts).toContain("BUYER");
    expect(texts).toContain("VEHICLE");
    expect(texts.indexOf("BUYER")).toBe(texts.findIndex((t) => t.startsWith("NAME")) - 1);
    expect(texts.indexOf("VEHICLE")).toBe(texts.findIndex((t) => t.startsWith("MAKE")) - 1);
    expect(texts.every((t) => t === "VEHICLE" || !/\b[VEHICL]\b/.test(t))).toBe(true);
  });

  it("reads each box's facts for the party its sideways name says", async () => {
    const data = await extractData("vehicle_sale_contract", page());
    expect(data.dealer).toMatchObject({ name: "Coastal Toyota Pty Ltd", abn: "84 543 894 574" });
    expect(data.customer).toMatchObject({ name: "Ruby Taylor", phone: "0421 205 826" });
    expect(data.vehicle).toMatchObject({ make: "Mitsubishi", model: "Triton GLX+" });
  });

  it("opens the trade-in's box by its sideways name, though a figure of the box above stands close to it (\"TRADE IN\" under \"4,188\")", async () => {
    const items = [
      item("Contract of Sale – Motor Vehicle", 60, 40, 1, 14),
      up("VEHICLE", 52, 250), item("MAKE", 70, 200, 1, 6), item("MODEL", 250, 200, 1, 6), item("Mitsubishi", 70, 212, 1, 9), item("Triton GLX+", 250, 212, 1, 9),
      item("INDICATED KMS", 70, 224, 1, 6), item("4,188", 150, 237),
      up("TRADE IN", 52, 300), item("MAKE", 70, 252, 1, 6), item("MODEL / GRADE", 250, 252, 1, 6),
      item("Isuzu", 70, 264, 1, 9), item("D-Max LS-U", 250, 264, 1, 9), item("VIN NO.", 70, 276, 1, 6), item("MPADK4KU3EZ000816", 70, 288, 1, 9),
    ];
    const { buildIndex } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const index = buildIndex(layoutOf(items), getProfile("vehicle_sale_contract")!);
    const at = (text: string) => index.sectionOf.get(index.segments.find((s) => s.text === text)!);
    expect([at("TRADE IN"), at("Isuzu"), at("D-Max LS-U"), at("MPADK4KU3EZ000816"), at("4,188"), at("INDICATED KMS")]).toEqual(["tradeIn", "tradeIn", "tradeIn", "tradeIn", "vehicle", "vehicle"]);
  });
});

describe("a dealer's notice as numbered questions, each answered after its leaders", () => {
  it("reads a numbered question whole as its label, though its last words read as another's (\"12. Odometer reading at date of sale (km):\")", async () => {
    const q = (n: number, text: string, answer: string, y: number) => [{ ...item(`${n}. ${text} . . . . . .`, 40, y), w: (text.length + 16) * 4.6 }, item(answer, 360, y)];
    const items = [
      item("Form 7: Notice to Purchaser of Used Motor Vehicle", 40, 40, 1, 14),
      ...q(5, "Make:", "Volkswagen", 80),
      ...q(12, "Odometer reading at date of sale (km):", "97,480", 94),
      ...q(17, "Number of kilometres covered:", "5,000", 108),
      ...q(19, "Date of contract of sale:", "26/9/2024", 122),
    ];
    const data = await extractData("nsw_form7_dealer_notice", items);
    expect(data.vehicle?.odometer).toBe(97480);
    expect(data.guarantee?.kilometres).toBe(5000);
    expect(data.sale?.date).toBe("2024-09-26");
  });
});

describe("an online shop's order confirmation", () => {
  const page = (title: string) => [
    item("Ashford Threads Pty Ltd", 40, 40, 1, 18), item(title, 400, 40, 1, 11),
    item("Order number A-92597", 40, 90), item("Ordered on 4 April 2025", 40, 104),
    item("Items subtotal", 40, 150), item("$161.90", 480, 150),
    item("Total", 40, 170), item("$153.21", 480, 170),
  ];

  it("takes its order number for its own number, where its title says it confirms an order", async () => {
    expect((await extractData("generic_document", page("Order confirmation"))).references).toMatchObject({ documentNumber: "A-92597", orderNumber: "A-92597" });
    // (an invoice citing the order it bills keeps its own number apart)
    expect((await extractData("generic_document", page("Tax invoice"))).references).toMatchObject({ documentNumber: null, orderNumber: "A-92597" });
  });

  it("dates it by its order, not by a mail client's print header above it (\"12 February 2025, 17:23 | Mail - …\")", async () => {
    const items = [
      item("12 February 2025, 17:23", 20, 15, 1, 8), item("Mail - Your Liffey Studio order A-96932", 300, 15, 1, 8),
      item("Liffey Studio Pty Ltd", 40, 40, 1, 18), item("Order receipt", 400, 40, 1, 11),
      item("Order ID: A-96932", 40, 90), item("Ordered on 11 February 2025 at 15:48", 40, 104),
      item("Order total", 40, 170), item("$214.94", 480, 170),
    ];
    const data = await extractData("generic_document", items);
    expect(data.dates).toMatchObject({ issueDate: "2025-02-11", orderDate: "2025-02-11" });
    // "Order total" is the total, not the order's number
    expect(data.totals?.total).toBe(214.94);
  });

  it("reads the number after \"Order #\" without the sign, and a total paid as the total where nothing is due", async () => {
    const items = [
      item("Cascade Threads", 40, 40, 1, 18), item("Order Confirmation", 400, 40, 1, 11),
      item("Order #4075", 40, 90), item("Placed on 27/06/2025", 40, 104),
      item("Sub-total", 300, 150), item("€230.00", 480, 150),
      item("Total paid", 300, 170), item("€230.00", 480, 170),
    ];
    const data = await extractData("generic_document", items);
    expect(data.references).toMatchObject({ documentNumber: "4075", orderNumber: "4075" });
    expect(data.totals).toMatchObject({ total: 230, amountPaid: 230 });
    // (a part payment, something still due, is no total)
    const due = await extractData("generic_document", [...items.slice(0, 6), item("Amount paid", 300, 170), item("€100.00", 480, 170), item("Balance due", 300, 184), item("€130.00", 480, 184)]);
    expect(due.totals).toMatchObject({ amountPaid: 100, amountDue: 130 });
    expect(due.totals?.total).not.toBe(100);
  });

  it("names the shop by the legal name its small print gives the brand of its web address (\"Cascade Threads\" | \"Cascade Threads DAC\", cascadethreads.ie)", async () => {
    const items = [
      item("Cascade Threads", 40, 40, 1, 18), item("Order Confirmation", 400, 40, 1, 11),
      item("Order #4075", 40, 90), item("Total", 300, 170), item("€230.00", 480, 170),
      item("Questions? Contact us at hello@cascadethreads.ie.", 40, 300),
      item("Cascade Threads DAC", 40, 320, 1, 8), item("118 Dame Street, Cork, T12 W8KX", 200, 320, 1, 8),
    ];
    expect((await extractData("generic_document", items)).issuer?.name).toBe("Cascade Threads DAC");
  });
});

describe("a tax line that states its rate and the amount it is charged on", () => {
  it("reads \"MWST 8.1% auf 87.54\", \"TVA 20 % sur 100,00\" and \"IVA 22% su 100,00\" as the tax's labels", () => {
    const index = indexOf(layoutOf([item("x", 0, 0)]), { "totals.tax": ["MWST", "TVA", "IVA", "VAT"] });
    for (const t of ["MWST 8.1% auf 87.54:", "TVA 20 % sur 100,00", "IVA 22% su 100,00", "VAT 20% on 100.00"]) expect(index.matcher("totals.tax")(t), t).toBeGreaterThanOrEqual(0.8);
  });

  it("takes the tax after it in a Swiss invoice, and no party's name from the \"vom\" that dates an invoice (\"Rechnung Nr. RE-2024-3187 vom 22.\")", async () => {
    const items = [
      item("Brunner Druckerei GmbH", 40, 40, 1, 14), item("UID CHE-420.434.381", 40, 60),
      item("Zwischensumme:", 300, 150), item("Fr. 87.54", 480, 150),
      item("MWST 8.1% auf 87.54:", 300, 164), item("Fr. 7.09", 480, 164),
      item("Total inkl. MWST:", 300, 178), item("Fr. 94.63", 480, 178),
      item("Zahlbar durch", 40, 300), item("Zusätzliche Informationen", 300, 300),
      item("Keller Bürobedarf AG", 40, 314), item("Rechnung Nr. RE-2024-3187 vom 22.", 300, 314),
      item("Dorfstrasse 110", 40, 328), item("September 2024", 300, 328),
    ];
    const data = await extractData("generic_document", items);
    expect(data.totals).toMatchObject({ subtotal: 87.54, tax: 7.09, total: 94.63 });
    expect(data.issuer).toMatchObject({ name: "Brunner Druckerei GmbH", taxId: "CHE-420.434.381" });
  });

  it("reads the Swiss company number (\"Unternehmens-Nr.: CHE-990.902.889\") as the issuer's tax id", async () => {
    const items = [item("Keller Bürobedarf GmbH", 40, 40, 1, 14), item("Unternehmens-Nr.:", 40, 100), item("CHE-990.902.889", 160, 100), item("Total inkl. MWST CHF:", 300, 178), item("1'364.69", 480, 178)];
    expect((await extractData("generic_document", items)).issuer?.taxId).toBe("CHE-990.902.889");
  });
});

describe("a transfer's seller and buyer side by side under the same labels", () => {
  /** The form's title, the two panels' headings, and rows of [label, the seller's value, the buyer's value] (a value may be left out: a label's wrapped line). */
  const panels = (headings: [string, string], rows: Array<[string, string?, string?]>, valueAt = 80) => [
    item("Notice of Disposal and Application for Transfer of Registration", 40, 40, 1, 14),
    item(headings[0], 40, 80, 1, 11), item(headings[1], 330, 80, 1, 11),
    ...rows.flatMap(([label, seller, buyer], i) => {
      const y = 100 + i * 12;
      return [item(label, 40, y), item(label, 330, y), ...(seller ? [item(seller, 40 + valueAt, y)] : []), ...(buyer ? [item(buyer, 330 + valueAt, y)] : [])];
    }),
  ];

  it("reads the buyer's panel for the applicant and the seller's for the seller (\"Seller (previous owner) | Buyer (applicant)\")", async () => {
    const items = [
      ...panels(["Seller (previous owner)", "Buyer (applicant)"], [
        ["Full name:", "Daniel Smith", "Chloe Murphy"],
        ["Address:", "160 Canterbury Dr, Tuggerah NSW 2259", "171 King Georges Hwy, Auburn NSW 2144"],
        ["Birth date:", "1960-06-16", "1966-04-01"],
      ]),
      item("Vehicle Information", 40, 170, 1, 11),
      item("Plate", 40, 190), item("VIN", 120, 190), item("Make", 300, 190),
      item("SVF36G", 40, 204), item("JHM1ECGW8RL953710", 120, 204), item("Honda", 300, 204),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant?.name).toBe("Chloe Murphy");
    expect(data.applicant?.dateOfBirth).toBe("1966-04-01");
    expect(data.purchase?.sellerName).toBe("Daniel Smith");
    expect(data.purchase?.sellerAddress).toBe("160 Canterbury Dr, Tuggerah NSW 2259");
    expect(data.dealer?.name ?? null).toBeNull();
  });

  it("reads panels headed \"Part A – Seller / previous registered operator | Part B – Buyer / new registered operator\", their name's label wrapped at its bracket", async () => {
    const items = panels(["Part A – Seller / previous registered operator", "Part B – Buyer / new registered operator"], [
      ["Full name (or", "Tran Haddad", "Isla McDonald"],
      ["company name)"],
      ["Address", "6 George Hwy, Newcastle West NSW 2302", "138 Windsor Parade, Wollongong NSW 2500"],
      ["DOB", "20.06.1990", "02.08.1972"],
    ], 90);
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant?.name).toBe("Isla McDonald");
    expect(data.applicant?.address).toBe("138 Windsor Parade, Wollongong NSW 2500");
    expect(data.applicant?.dateOfBirth).toBe("1972-08-02");
    expect(data.purchase?.sellerName).toBe("Tran Haddad");
    expect(data.corporation?.name ?? null).toBeNull();
  });

  it("reads a grid of the two panels under \"Disposer | Acquirer (applicant)\", one's address wrapping its postcode beside the other's next label", async () => {
    const items = [
      item("Transfer of Registration Application", 40, 40, 1, 14),
      item("Disposer", 40, 80, 1, 11), item("Acquirer (applicant)", 330, 80, 1, 11),
      item("Surname and given names", 40, 100), item("Surname and given names", 330, 100),
      item("Daniel Chen", 40, 114), item("Mei Murphy", 330, 114),
      item("Residential address", 40, 134), item("Residential address", 330, 134),
      item("Unit 11/223 Windsor Highway, Bathurst NSW", 40, 148), item("119 Church Parade, Albury NSW 2640", 330, 148),
      item("2795", 40, 160), item("Licence no.", 330, 160),
      item("Licence no.", 40, 174), item("14AB68", 330, 174),
      item("90288510", 40, 188),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant?.name).toBe("Mei Murphy");
    expect(data.applicant?.address).toBe("119 Church Parade, Albury NSW 2640");
    expect(data.purchase?.sellerName).toBe("Daniel Chen");
    expect(data.purchase?.sellerAddress).toBe("Unit 11/223 Windsor Highway, Bathurst NSW 2795");
  });

});

describe("a statutory form asked as numbered questions", () => {
  /** Q-numbered questions, the number its own run up to Q9 and glued to the question from Q10 on; `rows`: [number, question, answer?, answerX?]. */
  const questions = (rows: Array<[string, string, string?, number?]>, rest: TextItem[] = []) => [
    item("Form 7: Notice to Purchaser of Used Motor Vehicle", 40, 60, 1, 12),
    item("Please print clearly. Circle the answer that applies.", 40, 86),
    ...rows.flatMap(([n, q, a, ax], i) => {
      const y = 110 + i * 14;
      const asked = n.length > 3 ? [item(`${n} ${q}`, 40, y)] : [item(n, 40, y), item(q, 66, y)];
      return a === undefined ? asked : [...asked, item(a, ax ?? 66 + (n.length > 3 ? 0 : 26) + q.length * 5 + 16, y)];
    }),
    ...rest,
  ];

  it("reads a question whose number is glued to it (\"Q10. Date of contract of sale:\")", async () => {
    const data = await extractData("nsw_form7_dealer_notice", questions([["Q10.", "Date of contract of sale:", "14 May 2025"], ["Q11.", "Full name of purchaser:", "Charlotte Murphy"]]));
    expect(data.sale?.date).toBe("2025-05-14");
    expect(data.sale?.purchaserName).toBe("Charlotte Murphy");
  });

  it("reads the answer under a question, not the office box's caption far beside it (\"Full name of motor dealer: … Receipt no.\")", async () => {
    const items = questions([["Q1.", "Full name of motor dealer:"], ["", ""], ["Q2.", "Dealer licence no.:", "MD 506267"]], [item("Receipt no.", 427, 110), item("Westside Mazda Pty Limited", 72, 122)]);
    expect((await extractData("nsw_form7_dealer_notice", items)).dealer?.name).toBe("Westside Mazda Pty Limited");
  });

  it("reads the model by \"Model:\", not by the series printed as a question of its own", async () => {
    const data = await extractData("nsw_form7_dealer_notice", questions([["8.", "Model:", "Civic"], ["9.", "Year of manufacture:", "2015"], ["14.", "Series / variant:", "VTi-LX"]]));
    expect(data.vehicle?.model).toBe("Civic");
  });

  it("reads an address cut at its comma that flows back under its question (\"… was sold: 355 King Georges Street,\" over \"Moorebank NSW 2170\")", async () => {
    const items = questions([["22.", "Address of the person to whom the vehicle was sold:", "355 King Georges Street,"]], [item("Moorebank NSW 2170", 66, 121)]);
    expect((await extractData("nsw_form7_dealer_notice", items)).sale?.purchaserAddress).toBe("355 King Georges Street, Moorebank NSW 2170");
  });

  it("reads no answer from a yes/no printed whole, its choice circled in ink; a guarantee's period filled in says it applies", async () => {
    const unanswered = await extractData("nsw_form7_dealer_notice", questions([["16.", "Is the vehicle covered by the statutory dealer guarantee?:", "YES / NO"], ["17.", "If yes, for how many months?:", "—"]]));
    expect(unanswered.guarantee?.applies ?? null).toBeNull();
    const split = await extractData("nsw_form7_dealer_notice", questions([["Q9.", "Does a dealer guarantee apply to this vehicle?:", "Yes", 335], ["(b)", "Or for how many kilometres?:", "—"]], [item("/ No", 360, 110)]));
    expect(split.guarantee?.applies ?? null).toBeNull();
    const period = await extractData("nsw_form7_dealer_notice", questions([["Q9.", "Does a dealer guarantee apply to this vehicle?:", "Yes / No"], ["(a)", "If yes, for how many months?:", "3"], ["(b)", "Or for how many kilometres?:", "5000 kms"]]));
    expect(period.guarantee?.applies).toBe(true);
    expect(period.guarantee?.kilometres).toBe(5000);
  });
});

describe("a web service's review page printed", () => {
  /** Rows of a label at the left and its value set flush right at x 550 (5 pt a character). */
  const flush = (str: string, y: number, page = 1) => item(str, 550 - str.length * 5, y, page, 8);
  const label = (str: string, y: number, page = 1) => item(str, 46, y, page, 8);

  it("reads a part headed beside its \"Change\" link, and a value set flush right that wraps flush right", async () => {
    const items = [
      item("Transfer registration as the buyer", 40, 60, 1, 11),
      item("Personal details", 40, 100, 1, 10), item("Change", 525, 100, 1, 8),
      label("Name", 116), flush("Mohammed Connor", 116), flush("Papadopoulos", 126),
      label("Licence number", 141), flush("55793387", 141),
      label("Home address", 156), flush("Unit 14/414 Pennant Hills Drive,", 156), flush("Liverpool NSW 2170", 166),
      label("Phone number", 181), flush("0458638782", 181),
      item("Declaration", 40, 210, 1, 10), item("Change", 525, 210, 1, 8),
      item("I declare that the details in this application are true and correct.", 51, 224, 1, 7),
      label("Accepted by", 238), flush("Mohammed Connor", 238), flush("Papadopoulos", 248.5),
      label("Date", 263), flush("06/05/2025", 263),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(data.applicant?.name).toBe("Mohammed Connor Papadopoulos");
    expect(data.applicant?.address).toBe("Unit 14/414 Pennant Hills Drive, Liverpool NSW 2170");
    expect(data.declaration?.signedBy).toBe("Mohammed Connor Papadopoulos");
    expect(data.declaration?.date).toBe("2025-05-06");
  });

  it("reads labels asked as questions (\"What is the vehicle's plate number?\", \"What you're applying for\") and the part headed \"Your declaration\"", async () => {
    const items = [
      item("Apply for vehicle registration", 40, 60, 1, 14),
      item("Date submitted 3 Oct 2025, 2:28pm", 50, 84, 1, 10),
      item("About this transaction", 40, 110, 1, 12),
      label("What you're applying for", 128), flush("New registration", 128),
      label("What is the vehicle's plate number?", 143), flush("XJ98WP", 143),
      label("What is your full name?", 158), flush("Fatima Williams", 158),
      label("When did you get the vehicle?", 173), flush("20/09/2025", 173),
      label("Bought from", 188), flush("Lucas Walker", 188),
      label("When were you born?", 200), flush("26/01/2000", 200),
      label("How many kilometres has the vehicle travelled?", 212), flush("43", 212),
      item("Your declaration", 40, 220, 1, 12),
      label("Declared by", 240), flush("Fatima Williams", 240),
      label("Date", 257), flush("03/10/2025", 257),
    ];
    const data = await extractData("nsw_registration_application", items);
    expect(String(data.applicationType).toLowerCase()).toBe("new registration");
    expect(data.plateNumber).toBe("XJ98WP");
    expect(data.applicant?.name).toBe("Fatima Williams");
    expect(data.purchase?.date).toBe("2025-09-20");
    expect(data.purchase?.sellerName).toBe("Lucas Walker");
    expect(data.applicant?.dateOfBirth).toBe("2000-01-26");
    expect(data.vehicle?.odometer).toBe(43);
    expect(data.declaration?.date).toBe("2025-10-03");
    expect(data.inspection?.date ?? null).toBeNull();
  });
});

describe("a household bill", () => {
  it("reads the bill's total from its charges and the amount due apart, a credit carried forward between them; its number printed in groups of digits", async () => {
    const items = [
      item("Brightwater Telecom", 40, 60, 1, 18), item("Broadband bill", 460, 60, 1, 15),
      item("Invoice no.:", 40, 120), item("810 141 003", 133, 120),
      item("Issue date:", 40, 135), item("13 July 2025", 133, 135),
      item("Summary of your account", 46, 260, 1, 11),
      item("Balance from last bill", 46, 281), item("-£11.00", 516, 281),
      item("Total new charges", 46, 296), item("£40.80", 519, 296),
      item("Amount due", 46, 311, 1, 11.5), item("£29.80", 509, 311, 1, 11.5),
      item("Payment due by", 46, 327), item("1 April 2025", 491, 327),
    ];
    const data = await extractData("generic_document", items);
    expect(data.references?.documentNumber).toBe("810 141 003");
    expect(data.totals?.total).toBe(40.8);
    expect(data.totals?.amountDue).toBe(29.8);
  });
});

describe("a pre-printed invoice book filled in on a typewriter", () => {
  const head = [
    item("Northern Beaches Mazda Pty. Ltd.", 40, 58, 1, 17), item("TAX INVOICE / RECEIPT", 371, 58, 1, 16),
    item("157 Great Western Drive, Artarmon NSW 2064", 40, 82), item("Phone 1300 179 334", 40, 94), item("No. 06402", 480, 94, 1, 16),
    item("A.B.N. 78 577 422 764", 40, 107),
  ];

  it("reads dollars and cents in columns of their own, a fee's row in the trade-in's part no plate, and the red serial as the invoice's number", async () => {
    const items = [
      ...head,
      item("VEHICLE TRADED", 40, 387),
      item("Make:", 40, 406), item("Kia", 78, 406), item("Rego No.", 200, 406), item("DPB457", 250, 406),
      item("Dollars", 417, 456), item("Cents", 522, 456),
      item("Cash price", 45, 471), item("28800", 478, 471), item("00", 529, 471),
      item("Registration", 45, 491), item("712", 490, 491), item("88", 529, 491),
      item("C.T.P. (green slip)", 45, 511), item("847", 490, 511), item("54", 529, 511),
      item("Total", 45, 531), item("30360", 478, 531), item("42", 529, 531),
      item("Includes GST of", 45, 551), item("2618", 484, 551), item("18", 529, 551),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.invoice?.number).toBe("06402");
    expect(data.tradeIn?.registrationPlate).toBe("DPB457");
    expect(data.pricing?.registration).toBe(712.88);
    expect(data.pricing?.ctp).toBe(847.54);
    expect(data.pricing?.totalIncludingGst).toBe(30360.42);
    expect(data.pricing?.gst).toBe(2618.18);
  });

  it("reads values typed a little below their labels' line, beside the next label or under a caption", async () => {
    const items = [
      ...head,
      measured("Odometer Reading:", 40, 113, 326.2, 7.5), measured("Stock #:", 258, 290, 326.2, 7.5), measured("Reg. Expiry:", 425, 469, 326.2, 7.5),
      measured("6", 129, 133, 330, 9), measured("YY3171", 306, 337, 330, 9), measured("09/04/26", 485, 517, 330, 9),
      measured("Goods sold are subject to the Australian Consumer Law.", 40, 236, 367.9, 7), measured("Cash price", 263, 303, 367.9, 7.5),
      measured("$26899.00", 511, 549, 373.5, 9),
      measured("Stamp duty", 263, 307, 386.8, 7.5), measured("$852.00", 520, 549, 392.4, 9),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.vehicle?.odometer).toBe(6);
    expect(data.vehicle?.stockNumber).toBe("YY3171");
    expect(data.pricing?.vehiclePrice).toBe(26899);
    expect(data.pricing?.stampDuty).toBe(852);
  });

  it("reads no value off the line of a caption whose value stands under it (\"Invoice to\" beside the next column's \"Deliver To\" set a little higher)", async () => {
    const items = [
      measured("Ashford Plumbing Services LLP", 40, 269, 55.5, 13), measured("CREDIT MEMO", 426, 556, 55.5, 15),
      measured("Deliver To", 309, 343, 121.5, 6.5), measured("Invoice to", 40, 73, 126, 6.5),
      measured("90 Church Street", 309, 389, 132, 9), measured("Ashford Electrical LLP", 40, 154, 136.5, 9),
      measured("Reading RG1 1AF", 309, 391, 143.2, 9), measured("90 Church Street", 40, 120, 147.7, 9), measured("Reading RG1 1AF", 40, 122, 159, 9),
    ];
    expect((await extractData("generic_document", items)).recipient?.name).toBe("Ashford Electrical LLP");
  });

  it("still reads a part's heading that a scan's speck stands just above (no value typed off its line)", async () => {
    const items = recognised([
      item("VEHICLE SALE CONTRACT", 40, 60, 1, 12),
      item("MAKE: SUBARU", 44, 380), item("MODEL: FORESTER", 44, 393), item("ODOMETER READING: 139 069 KM", 44, 406),
      item("kee", 90.7, 422.6, 1, 7.2), item("TRADE-IN", 43.9, 426.2, 1, 8.4),
      item("MFR", 44, 440), item("FORD", 140, 440), item("MODEL/VARIANT.: RANGER XLT", 44, 453), item("REGO NO", 44, 466), item("WF10ZY", 140, 466),
    ]);
    const { index } = await profileValues("vehicle_sale_contract", items, "tradeIn.make", "string");
    expect([...index.headingSegs].map((s) => s.text)).toContain("TRADE-IN");
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.tradeIn?.model).toBe("RANGER XLT");
    expect(data.vehicle?.model).toBe("FORESTER");
  });

  it("reads labels and values typed close enough to make one run: by the label that reads best, and in a row of such pairs", async () => {
    const items = [
      ...head,
      item("PURCHASER", 40, 195),
      item("Name Koala Bay Electrical Pty Ltd", 40, 215),
      item("MOTOR VEHICLE", 40, 270),
      item("Body Utility", 40, 315), item("Colour Arctic White", 223, 315), item("Reg. No. SKX102", 413, 315),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect(data.customer?.name).toBe("Koala Bay Electrical Pty Ltd");
    expect(data.vehicle?.colour).toBe("Arctic White");
  });
});

describe("a contract naming its parties in its opening sentence", () => {
  const recital = (lines: string[], rest: TextItem[] = []) => [item("Vehicle Sale Contract", 40, 40, 1, 16), ...lines.map((l, i) => item(l, 40, 80 + i * 12)), ...rest];

  it("reads each party's name, address, ABN and licence, and the date, from \"BETWEEN … (the \"Dealer\") AND … (the \"Purchaser\")\"", async () => {
    const data = await extractData(
      "vehicle_sale_contract",
      recital([
        "THIS AGREEMENT is made on 3 March 2025 BETWEEN Smith Motors Pty Ltd (ABN 51 824 753 556, Dealer",
        "Licence MD12345) of 12 Main St, Penrith NSW 2750 (the \"Dealer\") AND Jane Citizen of 4 Hill Road,",
        "Ryde NSW 2112 (the \"Purchaser\").",
      ]),
    );
    expect(data.dealer?.name).toBe("Smith Motors Pty Ltd");
    expect(data.dealer?.abn).toBe("51 824 753 556");
    expect(data.dealer?.dealerLicenceNumber).toBe("MD12345");
    expect(data.dealer?.address).toBe("12 Main St, Penrith NSW 2750");
    expect(data.customer?.name).toBe("Jane Citizen");
    expect(data.customer?.address).toBe("4 Hill Road, Ryde NSW 2112");
    expect(data.contract?.date).toBe("2025-03-03");
  });

  it("reads a party stated as \"The Seller: … of …\" and a deed's date (\"dated the 17th day of March 2024\")", async () => {
    const data = await extractData(
      "vehicle_sale_contract",
      recital(["The Seller: Harbour Cars Pty Ltd of 9 Beach Road, Manly NSW 2095.", "The Buyer: Wei Williams of 400 Parramatta Street, Kirrawee NSW 2232.", "This agreement is dated the 17th day of March 2024."]),
    );
    expect(data.dealer?.name).toBe("Harbour Cars Pty Ltd");
    expect(data.dealer?.address).toBe("9 Beach Road, Manly NSW 2095");
    expect(data.customer?.name).toBe("Wei Williams");
    expect(data.customer?.address).toBe("400 Parramatta Street, Kirrawee NSW 2232");
    expect(data.contract?.date).toBe("2024-03-17");
  });

  it("takes no party from a clause that defines the roles without naming anyone, nor from a row of labels", async () => {
    const data = await extractData(
      "vehicle_sale_contract",
      recital(["This contract is made between the dealer named below (the \"Dealer\") and the purchaser named", "below (the \"Purchaser\")."], [item("PURCHASER: MIA PATEL", 40, 140), item("PHONE: 0412 345 678", 300, 140)]),
    );
    expect(data.customer?.name).toBe("MIA PATEL");
    expect(data.dealer?.name ?? null).toBeNull();
  });

  it("reads schedules headed \"Item 3: Vehicle\" and \"Item 4: Vehicle Traded In\" as those parts", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Vehicle Sale Contract", 40, 40, 1, 16),
      item("Item 3: Vehicle", 40, 80, 1, 12), item("Make: Isuzu", 40, 96), item("Rego No.: MYUTE73", 40, 108),
      item("Item 4: Vehicle Traded In", 40, 140, 1, 12), item("Manufacturer: Mazda", 40, 156), item("Plate No.: SURF79", 40, 168),
    ]);
    expect(data.vehicle?.make).toBe("Isuzu");
    expect(data.vehicle?.registrationPlate).toBe("MYUTE73");
    expect(data.tradeIn?.make).toBe("Mazda");
    expect(data.tradeIn?.registrationPlate).toBe("SURF79");
  });
});

describe("totals printed as a strip under the items", () => {
  it("ends the items table at a row of labels with no amount, and reads the totals in the strip under it", async () => {
    const data = await extractData("generic_document", [
      item("Schneider Bürobedarf e.K.", 40, 40, 1, 14),
      item("Rechnung", 40, 80, 1, 14),
      item("Rechnungs-Nr.: INV-02930", 40, 100),
      item("Pos.", 44, 140), item("Bezeichnung", 91, 140), item("Menge", 351, 140), item("Einzelpreis", 433, 140), item("Betrag", 520, 140),
      item("1", 44, 160), item("Softwarelizenz – jährlich", 91, 160), item("1", 351, 160), item("1.366,41", 433, 160), item("1.366,41", 520, 160),
      item("Währung", 96, 178), item("Nettobetrag", 214, 178), item("zzgl. 19 % MwSt.", 368, 178), item("Brutto", 518, 178),
      item("EUR", 119, 192), item("1.366,41", 234, 192), item("259,62", 418, 192), item("1.626,03", 508, 192),
    ]);
    expect(data.lineItems).toHaveLength(1);
    expect(data.totals?.subtotal).toBe(1366.41);
    expect(data.totals?.tax).toBe(259.62);
    expect(data.totals?.total).toBe(1626.03);
  });
});

describe("a grid's labels over values on a scan, its rows set apart unevenly", () => {
  it("reads values with no captions of their own under the row of labels over them, not the row above it", async () => {
    const data = await extractData(
      "vehicle_sale_contract",
      recognised([
        item("Vehicle Sale Contract", 40, 40, 1, 16),
        item("Vehicle", 40, 80, 1, 12),
        // (the row of labels over the first values lost on the scan)
        item("Wagon", 40, 100, 1, 10), item("Machine Grey", 200, 100, 1, 10), item("JM0KF4W7A00123456", 360, 100, 1, 10),
        item("Eng #", 40, 110, 1, 9), item("Registration", 200, 110, 1, 9), item("Kilometres", 360, 110, 1, 9),
        item("YC44909376", 40, 124, 1, 10), item("ZOOM66", 200, 124, 1, 10), item("93 121", 360, 124, 1, 10),
      ]),
    );
    expect(data.vehicle?.engineNumber).toBe("YC44909376");
    expect(data.vehicle?.registrationPlate).toBe("ZOOM66");
  });
});

describe("a contract typed into a word-processor template's blanks", () => {
  const run = (str: string, x: number, y: number, w = str.length * 5) => ({ str, x, y, w, h: 10, page: 1 });

  it("reads the underscores of a blank as the line a value is typed on, never as part of the value", async () => {
    const { buildWords } = await import("@/lib/pdf2json/read/words");
    const texts = (str: string) => buildWords([run(str, 40, 100)]).map((w) => w.text);
    expect(texts("Order No.: ____ 30751 _________")).toEqual(["Order", "No.:", "30751"]);
    expect(texts("VIN _JTD4EB9Z9JM382411____")).toEqual(["VIN", "JTD4EB9Z9JM382411"]);
    // (a date typed into its slots; a blank left empty leaves nothing; a code's own underscore stays)
    expect(texts("Date _20/_04/2025___")).toEqual(["Date", "20/04/2025"]);
    expect(texts("Date ___/___/____")).toEqual(["Date"]);
    expect(texts("Invoice No : # BLR_WFLD2015")).toEqual(["Invoice", "No", ":", "#", "BLR_WFLD2015"]);
  });

  it("reads each label's value off its blank, and the amount after a sign the template printed before the blank", async () => {
    const items = [
      run("Contract of Sale of a Motor Vehicle", 40, 40),
      run("Purchaser's name: ____Connor James Martin_______ Purchaser's phone: ___0412 345 678____", 40, 100, 480),
      run("Make: __ Honda __ Model: ___Civic______ VIN: _JHMFC1650KX012345__", 40, 114, 480),
      run("Cash price $", 40, 160, 60), run("_______ 62,999.00 ______", 110, 160, 130),
    ];
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.customer).toMatchObject({ name: "Connor James Martin", phone: "0412 345 678" });
    expect(data.vehicle).toMatchObject({ make: "Honda", model: "Civic", vin: "JHMFC1650KX012345" });
    expect(data.pricing?.vehiclePrice).toBe(62999);
  });

  it("keeps a currency sign printed after its amount with that amount (\"1 104,54 € | 220,91 €\")", async () => {
    const { buildWords } = await import("@/lib/pdf2json/read/words");
    expect(buildWords([run("1 104,54 €", 40, 100, 50), run("220,91 €", 140, 100, 40)]).map((w) => w.text)).toEqual(["1", "104,54", "€", "220,91", "€"]);
    expect(buildWords([run("Total $", 40, 100, 35), run("1,234.00", 140, 100, 40)]).map((w) => w.text)).toEqual(["Total", "$1,234.00"]);
  });
});

describe("a dealer's invoice from an accounting system, the vehicle described on its line", () => {
  const page = (item: (s: string, x: number, y: number) => TextItem) => [
    item("Hunter Valley Cars Pty Ltd", 40, 40), item("Vehicle Tax Invoice", 400, 40), item("297 Pennant Hills Highway", 40, 54), item("Liverpool NSW 2170", 40, 66),
    item("Bill To", 40, 90), item("Redgum Transport Pty. Ltd.", 40, 104), item("87 George Road", 40, 118), item("Tuggerah NSW 2259", 40, 132),
    item("Item", 40, 170), item("Description", 100, 170), item("Units", 330, 170), item("Unit Price", 400, 170), item("Total", 500, 170),
    item("VEHICLE", 40, 184), item("Used 2014 Mitsubishi Triton GLX+ Utility", 100, 184), item("1.00", 330, 184), item("27,800.00", 400, 184), item("27,800.00", 500, 184),
    item("VIN: JMBCJ3839EL114256", 100, 196), item("Engine 1SW6756590", 100, 208), item("Ext. Colour White", 100, 220), item("Rego VF18ZS", 100, 232),
    item("PDI", 40, 246), item("Dealer delivery", 100, 246), item("1.00", 330, 246), item("2,040.00", 400, 246), item("2,040.00", 500, 246),
    item("DUTY", 40, 260), item("Motor vehicle duty", 100, 260), item("1.00", 330, 260), item("1,281.00", 400, 260), item("1,281.00", 500, 260),
    item("Total AUD", 400, 290), item("$31,121.00", 500, 290),
    item("Amount Applied", 400, 304), item("$5,000.00", 500, 304),
    item("Trade-in: 2016 Mazda CX-5 Maxx Sport Reg ZOOM89", 40, 330),
  ];

  it("reads the rows under the description (not the item's code), the particulars wrapped in the first one staying the vehicle's", async () => {
    const data = await extractData("vehicle_tax_invoice", page((s, x, y) => item(s, x, y)));
    const rows = data.lineItems as unknown as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.amount)).toEqual([27800, 2040, 1281]);
    expect(String(rows[0].description)).toMatch(/^Used 2014 Mitsubishi Triton GLX\+ Utility VIN: JMBCJ3839EL114256/);
    expect(rows[1].description).toBe("Dealer delivery");
    expect(data.vehicle).toMatchObject({ vin: "JMBCJ3839EL114256", engineNumber: "1SW6756590", colour: "White", registrationPlate: "VF18ZS" });
    expect(data.pricing).toMatchObject({ dealerDelivery: 2040, stampDuty: 1281, amountPaid: 5000 });
  });

  it("reads the vehicle's condition, year, make, model and body from its described line, and the trade-in's from its note", async () => {
    const data = await extractData("vehicle_tax_invoice", page((s, x, y) => item(s, x, y)));
    expect(data.vehicle).toMatchObject({ condition: expect.stringMatching(/^used$/i), year: 2014, make: "Mitsubishi", model: "Triton GLX+", bodyType: "Utility" });
    expect(data.tradeIn).toMatchObject({ year: 2016, make: "Mazda", model: "CX-5 Maxx Sport", registrationPlate: "ZOOM89" });
  });

  it("reads the customer's address printed without a label under the name in the customer's part", async () => {
    const data = await extractData("vehicle_tax_invoice", page((s, x, y) => item(s, x, y)));
    expect(data.customer).toMatchObject({ name: "Redgum Transport Pty. Ltd.", address: "87 George Road, Tuggerah NSW 2259" });
  });
});

describe("a SaaS receipt's parties side by side", () => {
  it("reads the customer's name under \"Billed to\", not the \"Ship to\" caption beside it", async () => {
    const items = [
      item("Payment receipt", 40, 40, 1, 16), item("Ledgerloop", 450, 40, 1, 14),
      item("Ledgerloop Technologies DAC", 40, 100), item("Billed to", 220, 100), item("Ship to", 400, 100),
      item("164 Dame Street", 40, 114), item("Liffey Catering Limited", 220, 114), item("Liffey Catering Limited", 400, 114),
      item("Cork, T12 W8KX", 40, 128), item("90 O'Connell Street", 220, 128), item("180 O'Connell Street", 400, 128),
      item("Total", 300, 200), item("€19,974.59", 480, 200),
    ];
    expect((await extractData("generic_document", items)).recipient?.name).toBe("Liffey Catering Limited");
  });
});

describe("a SaaS invoice's tax and seller", () => {
  it("reads a tax line named by its jurisdiction before its rate (\"VAT - Ireland (23% on €7,352.99)\", \"GST - Australia (10% on A$824.50)\")", () => {
    const index = indexOf(layoutOf([item("x", 0, 0)]), { "totals.tax": ["VAT", "GST", "MwSt."] });
    for (const t of ["VAT - Ireland (23% on €7,352.99)", "GST - Australia (10% on A$824.50)", "MwSt. - Deutschland (19 % auf 3.435,99 €)"]) expect(index.matcher("totals.tax")(t), t).toBeGreaterThanOrEqual(0.9);
  });

  it("names the seller by the legal name its block gives the logo's capitals (\"FATHOMSTACK\" | \"Fathomstack Pty Ltd\", fathomstack.com.au)", async () => {
    const items = [
      item("FATHOMSTACK", 450, 30, 1, 14), item("Invoice", 40, 40, 1, 20),
      item("Fathomstack Pty Ltd", 40, 100), item("Bill to", 300, 100),
      item("12 Market Street", 40, 114), item("Harbour Foods Pty Ltd", 300, 114),
      item("billing@fathomstack.com.au", 40, 128),
      item("Total", 300, 200), item("$1,234.00", 480, 200),
    ];
    expect((await extractData("generic_document", items)).issuer?.name).toBe("Fathomstack Pty Ltd");
  });
});

describe("a blank left empty beside the next label and its value", () => {
  it("takes no value from the next field's label and date (\"Sales Rep ____ Date of Delivery 17 February 2024\")", async () => {
    const items = [
      item("Contract of Sale of a Motor Vehicle", 40, 40, 1, 14),
      item("Sales Rep", 40, 100), item("Date of Delivery 17 February 2024", 250, 100),
      item("Purchaser's name:", 40, 114), item("Connor Martin", 150, 114),
    ];
    const data = await extractData("vehicle_sale_contract", items);
    expect(data.contract?.salesperson ?? null).toBeNull();
  });
});

describe("a grid of labels whose blanks were left empty", () => {
  it("reads no value from the next row of labels (\"Brand | Model Description\" over \"Model Year | Chassis/VIN\", no trade-in)", async () => {
    const items = [
      item("Contract of Sale", 40, 40, 1, 14), item("VEHICLE OFFERED IN TRADE", 40, 80, 1, 11),
      item("Brand", 40, 100), item("Model Description", 300, 100),
      item("Model Year", 40, 114), item("Chassis/VIN", 300, 114),
      item("Reg. No.", 40, 128), item("Kms", 300, 128),
    ];
    expect((await extractData("vehicle_sale_contract", items)).tradeIn).toMatchObject({ make: null, model: null });
  });
});

describe("a trade-in taken off an invoice as a line of its own", () => {
  it("reads the deduction priced like the rows as a row, and the trade-in described on it up to its comma", async () => {
    const items = [
      item("Coastal Motors Pty Ltd", 40, 40, 1, 14), item("Tax Invoice", 400, 40, 1, 14), item("12 Beach Road", 40, 56), item("Gosford NSW 2250", 40, 68),
      item("Description", 40, 120), item("Unit Price", 300, 120), item("GST", 400, 120), item("Line Total", 480, 120),
      item("2024 Toyota Corolla Ascent Sport Hatch", 40, 134), item("AUD 37,890", 300, 134), item("AUD 3,444.55", 400, 134), item("AUD 37,890", 480, 134),
      item("LESS TRADE-IN 2021 Toyota RAV4 GX, Rego ZX61UA", 40, 148), item("-AUD 15,800", 300, 148), item("AUD 0", 400, 148), item("-AUD 15,800", 480, 148),
      item("Total", 400, 180), item("AUD 22,090", 480, 180),
    ];
    const data = await extractData("vehicle_tax_invoice", items);
    expect((data.lineItems as unknown as Array<Record<string, unknown>>).map((r) => r.amount)).toEqual([37890, -15800]);
    expect(data.tradeIn).toMatchObject({ year: 2021, make: "Toyota", model: "RAV4 GX", registrationPlate: "ZX61UA" });
    expect(data.vehicle).toMatchObject({ year: 2024, make: "Toyota", model: "Corolla Ascent Sport", bodyType: "Hatch" });
  });
});

describe("a transfer's payee among the bank details", () => {
  it("reads no addressee from \"Empfänger\" beside the IBAN: the payee is the issuer", async () => {
    const items = [
      item("RELAYBASE", 40, 30, 1, 16), item("Rechnung", 40, 60, 1, 20),
      item("Relaybase UG (haftungsbeschränkt)", 40, 120), item("Rechnungsadresse", 300, 120),
      item("Lindenallee 11", 40, 134), item("Hoffmann Druckerei e.K.", 300, 134),
      item("04109 Leipzig", 40, 148), item("Industriestraße 50", 300, 148),
      item("billing@relaybase.com", 40, 162), item("20095 Hamburg", 300, 162),
      item("Gesamtbetrag", 300, 260), item("4.088,83 €", 480, 260),
      item("Zahlung per Banküberweisung", 40, 320),
      item("Empfänger", 40, 334), item("Relaybase UG (haftungsbeschränkt)", 140, 334),
      item("IBAN", 40, 348), item("DE58 6433 1920 7727 4938 53", 140, 348),
    ];
    const data = await extractData("generic_document", items);
    expect(data.recipient?.name).toBe("Hoffmann Druckerei e.K.");
    expect(data.issuer?.name).toBe("Relaybase UG (haftungsbeschränkt)");
  });
});

describe("an invoice line's particulars, several to a line", () => {
  const page = [
    item("Blue Mountains Cars Pty Ltd", 40, 40, 1, 14), item("TAX INVOICE", 400, 40, 1, 14), item("205 Victoria Drive", 40, 56), item("Gosford NSW 2250", 40, 68),
    item("Item Description", 40, 120), item("Units", 300, 120), item("Rate", 360, 120), item("Amount", 480, 120),
    item("2018 Toyota HiLux SR5 Utility", 40, 134), item("1.00", 300, 134), item("73,600.00", 360, 134), item("73,600.00", 480, 134),
    { ...item("V.I.N. MR0Y3V3G2JY858676 Registration KCB28G Kms 37,525 km", 40, 146), w: 290 },
    item("Window tint", 40, 160), item("1.00", 300, 160), item("620.00", 360, 160), item("620.00", 480, 160),
    item("Trade-in: 2019 Mitsubishi Triton GLX+", 40, 174), item("1.00", 300, 174), item("-3,800.00", 360, 174), item("-3,800.00", 480, 174),
    item("Total", 360, 200), item("70,420.00", 480, 200),
  ];

  it("reads each pair of a particulars line (\"… Registration KCB28G Kms 37,525 km\") and keeps the line in its row's description", async () => {
    const data = await extractData("vehicle_tax_invoice", page);
    expect(data.vehicle).toMatchObject({ vin: "MR0Y3V3G2JY858676", registrationPlate: "KCB28G", odometer: 37525 });
    expect(String((data.lineItems as unknown as Array<Record<string, unknown>>)[0].description)).toContain("Kms 37,525 km");
  });

  it("reads a labelled line priced like the rows as a row (\"Trade-in: 2019 Mitsubishi Triton GLX+ | 1.00 | -3,800.00\"), its amount the trade-in's allowance", async () => {
    const data = await extractData("vehicle_tax_invoice", page);
    expect((data.lineItems as unknown as Array<Record<string, unknown>>).map((r) => r.amount)).toEqual([73600, 620, -3800]);
    expect(data.tradeIn).toMatchObject({ allowance: 3800, year: 2019, make: "Mitsubishi", model: "Triton GLX+" });
  });
});

describe("a dealer's notice written as a letter", () => {
  // (a letter: letterhead, date, addressee block, facts in sentences, a closing over its writer's signature)
  const letter = (sentences: string[]) => [
    item("Wagga Auto Group Pty. Ltd.", 40, 40, 1, 14), item("Licensed Motor Dealer 949938", 380, 40),
    item("234 Hume Parade, Brookvale NSW 2100", 40, 56),
    item("4 September 2024", 40, 100),
    item("Bluegum Logistics Pty. Ltd.", 40, 130), item("232 Princes Avenue", 40, 142), item("KIRRAWEE NSW 2232", 40, 154),
    item("Dear Sir/Madam,", 40, 190),
    item("Subject: Notice to purchaser of a used motor vehicle – Form 7", 40, 210),
    ...sentences.map((t, i) => ({ ...item(t, 40, 236 + i * 12), w: 480 })),
    item("Yours sincerely,", 40, 320), item("William Chen", 40, 350), item("Dealer Principal", 40, 362), item("for Wagga Auto Group Pty. Ltd.", 40, 374),
  ];
  const prose = [
    "We confirm that on September 1, 2024 you purchased from us a 2021 Toyota HiLux SR5",
    "(showing 141,552 kms on the odometer; engine number RZ78303291) at a price of $50,199.00",
    "AUD (including GST). The vehicle is recorded in our dealer's register, register number R819, at",
    "entry number E3649. As the vehicle is less than 10 years old and has travelled less than",
    "160,000 km, it is covered by the statutory warranty for three months or 5,000 kms (whichever comes first).",
  ];

  it("reads the vehicle a sentence introduces (\"… from us a 2021 Toyota HiLux SR5\") and the facts a sentence states after or before their labels' words", async () => {
    const data = await extractData("nsw_form7_dealer_notice", letter(prose));
    expect(data.vehicle).toMatchObject({ year: 2021, make: "Toyota", model: "HiLux SR5", engineNumber: "RZ78303291", odometer: 141552 });
    expect(data.register).toMatchObject({ registerNumber: "R819", entryNumber: "E3649" });
    expect(data.sale?.price).toBe(50199);
  });

  it("takes the guarantee's distance stated with its period, not the limit it applies under (\"less than 160,000 km … three months or 5,000 kms\")", async () => {
    expect((await extractData("nsw_form7_dealer_notice", letter(prose))).guarantee?.kilometres).toBe(5000);
  });

  it("takes the letter's addressee for the purchaser, and the company its writer signs for without the \"for\"", async () => {
    const data = await extractData("nsw_form7_dealer_notice", letter(prose));
    expect(data.sale?.purchaserName).toBe("Bluegum Logistics Pty. Ltd.");
    expect(String(data.sale?.purchaserAddress)).toMatch(/^232 Princes Avenue, KIRRAWEE NSW 2232$/i);
    expect(data.dealer?.name).toBe("Wagga Auto Group Pty. Ltd.");
  });

  it("reads the licence number after \"Licensed Motor Dealer\" in the letterhead", async () => {
    expect((await extractData("nsw_form7_dealer_notice", letter(prose))).dealer?.dealerLicenceNumber).toBe("949938");
  });

  it("reads no fact from a column of labels taken for a sentence, nor a label's tail (\"licence\" of \"NSW driver licence number\")", async () => {
    const data = await extractData("nsw_registration_application", [
      item("Application for Transfer of Registration", 40, 40, 1, 14),
      item("Customer details", 40, 80, 1, 11),
      item("Full name:", 40, 96), item("Zara Haddad", 200, 96),
      item("Date of birth:", 40, 108), item("10-Sep-1976", 200, 108),
      item("NSW driver licence number", 40, 120), item("49142410", 40, 132),
      item("Home address:", 40, 144), item("Unit 26/136 King Georges Road, Wollongong NSW 2500", 200, 144),
      item("Mobile:", 40, 156), item("0484 380 401", 200, 156),
    ]);
    expect(data.dealer?.licenceNumber ?? null).toBeNull();
    // (…nor from one whose labels carry no colons, its words read together as a sentence)
    const bare = await extractData("nsw_registration_application", [
      item("Application for Transfer of Registration", 40, 40, 1, 14),
      item("Customer details", 40, 80, 1, 11),
      item("Full name", 40, 96), item("Zara Haddad", 40, 108),
      item("NSW driver licence number", 40, 122), item("59249616", 40, 134),
      item("Address", 40, 148), item("Contact number", 40, 160), item("E-mail", 40, 172),
    ]);
    expect(bare.dealer?.licenceNumber ?? null).toBeNull();
  });
});

describe("a signature's party named over its name's label", () => {
  it("reads the name under a bare name label for the party the label over it names (\"Authorised officer of the Dealer:\" over \"Name of representative: | Oliver Fitzgerald\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Contract of Sale", 40, 40, 1, 16),
      item("The Purchaser acknowledges that the particulars above are true and correct.", 40, 300),
      item("Signature of Purchaser:", 40, 320), item("Date Signed:", 300, 320), item("2025-03-15", 380, 320),
      item("Purchaser's name:", 40, 334), item("Mohammed Fatima Patel", 220, 334),
      item("Authorised officer of the Dealer:", 40, 360),
      item("Name of representative:", 40, 374), item("Oliver Fitzgerald", 220, 374),
    ]);
    expect(data.signatures?.dealerRepresentative).toBe("Oliver Fitzgerald");
  });
});

describe("an invoice sent as an e-mail", () => {
  const mail = [
    item("From:", 40, 40), item("DriveDesk on behalf of Westside Motor Group <no-reply@mail.drivedesk.com.au>", 100, 40),
    item("Subject:", 40, 52), item("Invoice 2024/1758", 100, 52),
    item("Westside Motor Group Pty. Ltd.", 40, 90, 1, 13), item("Vehicle Tax Invoice", 380, 90, 1, 13),
    item("148 Botany Highway", 40, 104), item("Moorebank NSW 2170", 40, 116), item("Invoice:", 380, 116), item("2024/1758", 450, 116),
    item("BILL TO", 40, 150, 1, 11),
    item("Silverwater Electrical Pty Ltd", 40, 164), item("Attn: William Taylor", 40, 176), item("216 Princes Highway, Penrith NSW 2750", 40, 188), item("0449936520", 40, 200),
    item("Vehicle: | 63,200.00", 40, 240), item("Total (GST inclusive):", 40, 252), item("69,838.19", 300, 252),
    item("Kind regards,", 40, 290), item("Olivia", 40, 314), item("Sales Executive", 40, 326), item("Mobile: 0494 222 251 | P: 1300 079 874", 40, 338),
  ];

  it("keeps the contact person's line out of the customer's name (\"Silverwater Electrical Pty Ltd\" over \"Attn: William Taylor\")", async () => {
    expect((await extractData("vehicle_tax_invoice", mail)).customer?.name).toBe("Silverwater Electrical Pty Ltd");
  });

  it("takes no contact under the e-mail's closing for the customer's (\"Kind regards, | Olivia | Mobile: 0494 222 251\")", async () => {
    const data = await extractData("vehicle_tax_invoice", mail);
    expect(data.customer?.phone ?? null).not.toBe("0494 222 251");
  });
});

describe("a hotel's folio and a web shop's order e-mail", () => {
  const folio = [
    item("Harbourview Suites Pty Ltd", 40, 40, 1, 14), item("Guest Folio - Tax Invoice", 330, 40, 1, 12),
    item("207 Queen Street", 40, 56), item("Folio No. 683441", 330, 56),
    item("Melbourne VIC 3000", 40, 68), item("Date", 330, 68), item("06/03/2024", 400, 68),
    item("Room No.", 330, 98), item("224", 420, 98),
    item("Granite Electrical Co.", 40, 110),
    item("Attention: Mrs Claire Becker", 40, 122), item("Check-in", 330, 122), item("27/02/2024", 420, 122),
    item("152 Oak Avenue", 40, 134), item("Departed", 330, 134), item("02/03/2024", 420, 134),
    item("Austin, TX 78701", 40, 146),
    item("Date", 40, 180), item("Text", 110, 180), item("Debit", 400, 180), item("Credits", 480, 180),
    item("27/02/24", 40, 194), item("Room", 110, 194), item("271.00", 400, 194),
    item("28/02/24", 40, 206), item("Room", 110, 206), item("271.00", 400, 206),
    item("29/02/24", 40, 218), item("Room", 110, 218), item("271.00", 400, 218),
    item("02/03/24", 40, 230), item("VISA", 110, 230), item("813.00", 480, 230),
    item("Total", 330, 260), item("AUD 813.00", 450, 260), item("Including $73.91 in taxes", 330, 274),
  ];

  it("reads the folio's number and date, never a ledger's \"Date\" column over its rows' dates", async () => {
    const data = await extractData("generic_document", folio);
    expect(data.references?.documentNumber).toBe("683441");
    expect(data.dates?.issueDate).toBe("2024-03-06");
  });

  it("takes the addressee over their contact person's line (\"Granite Electrical Co.\" over \"Attention: Mrs Claire Becker\")", async () => {
    expect((await extractData("generic_document", folio)).recipient?.name).toBe("Granite Electrical Co.");
  });

  it("reads the tax a total includes, said in words (\"Including $73.91 in taxes\")", async () => {
    expect((await extractData("generic_document", folio)).totals?.tax).toBe(73.91);
  });

  it("takes no part's heading beside a label for a name (\"Delivery address | Billing details\" over two names)", async () => {
    const data = await extractData("generic_document", [
      item("Ashford Threads Pty Ltd", 40, 40, 1, 14), item("Order confirmation", 380, 40, 1, 14),
      item("Order number A-92597", 40, 70), item("Total", 40, 100), item("$153.21", 300, 100),
      item("Customer information", 40, 130, 1, 12),
      item("Delivery address", 40, 146), item("Billing details", 300, 146),
      item("Lukas Wagner", 40, 160), item("Daniel Wagner", 300, 160),
      item("92 George Street", 40, 172), item("10 Queen Street", 300, 172),
      item("Newcastle NSW 2300", 40, 184), item("Sydney NSW 2000", 300, 184),
    ]);
    expect(data.recipient?.name).not.toBe("Billing details");
    // the billing column's name, not the delivery column's: the recipient is the party billed
    expect(data.recipient?.name).toBe("Daniel Wagner");
  });

  it("takes a brand's legal name from the small print though the logo's letters read run together (\"Wa ttleOutfitters\")", async () => {
    const data = await extractData("generic_document", [
      measured("Wa ttleOutfitters", 40, 160, 40, 16), item("Order receipt", 400, 40, 1, 14),
      item("Order number: WEB-050630", 40, 70), item("Total", 40, 100), item("£35.38", 300, 100),
      item("Questions? Write to hello@wattleoutfitters.co.uk.", 40, 700),
      measured("Wattle Outfitters Ltd", 40, 140, 760, 7), measured("141 Church Street, Leeds LS1 4AP", 160, 300, 760, 7),
    ]);
    expect(data.issuer?.name).toBe("Wattle Outfitters Ltd");
  });
});

describe("an invoice printed from a mail client", () => {
  const printed = [
    item("Mei Papadopoulos", 40, 30),
    item("From:", 40, 50), item("Northern Beaches Toyota <donotreply@notify.autoledger.net.au>", 100, 50),
    item("Sent:", 40, 62), item("Wednesday, 19 March 2025 1:01 PM", 100, 62),
    item("To:", 40, 74), item("Mei Papadopoulos <mei.papadopoulos@example.com>", 100, 74),
    item("Subject:", 40, 86), item("Tax Invoice 2024/2662 - 2025 Volkswagen Golf", 100, 86),
    item("Good afternoon Mei Papadopoulos,", 40, 110),
    item("Thank you for your recent purchase from Northern Beaches Toyota.", 40, 124),
    item("TAX INVOICE / RECEIPT", 40, 150, 1, 13),
    item("Northern Beaches Toyota Pty Limited", 40, 166), item("18 Victoria Hwy", 40, 178), item("Tuggerah NSW 2259", 40, 190),
    item("Invoice Number", 330, 166), item("2024/2662", 450, 166),
    item("Total (inc. GST)", 330, 230), item("$41,260.00", 450, 230),
    item("Thanks,", 40, 280), item("Lucas", 40, 300), item("Sales Executive | Harbourside Autos", 40, 312), item("Mobile: 0455 533 557", 40, 324),
  ];

  it("reads the dealer's letterhead under the mail client's header, never the header's subject for its address", async () => {
    const data = await extractData("vehicle_tax_invoice", printed);
    expect(data.dealer?.name).toBe("Northern Beaches Toyota Pty Limited");
    expect(data.dealer?.address).toBe("18 Victoria Hwy, Tuggerah NSW 2259");
  });

  it("takes the header's \"To:\" address for the customer's e-mail", async () => {
    expect((await extractData("vehicle_tax_invoice", printed)).customer?.email).toBe("mei.papadopoulos@example.com");
  });

  it("reads the signer's name over the title in the signature, never the company beside the title (\"Sales Executive | Harbourside Autos\")", async () => {
    expect((await extractData("vehicle_tax_invoice", printed)).invoice?.salesperson).toBe("Lucas");
  });
});

describe("a landscape page drawn turned on a portrait one", () => {
  // (every run set reading up the page: at landscape (X, Y) it is drawn at (Y, 842 − X) on the portrait page)
  const turned = (str: string, X: number, Y: number, h = 10): TextItem => ({ str, x: Y, y: 842 - X, w: str.length * 5, h, page: 1, rot: "up" });

  it("reads the page turned upright, its rows as rows", async () => {
    const items = [
      turned("Harbour Supplies Pty Ltd", 40, 40, 14), turned("TAX INVOICE", 600, 40, 14),
      turned("Invoice number:", 40, 80), turned("INV-20418", 200, 80),
      turned("Invoice date:", 40, 94), turned("14/03/2025", 200, 94),
      turned("Total:", 40, 130), turned("$1,250.00", 200, 130),
    ];
    const texts = layoutOf(items).lines.map((l) => l.text);
    expect(texts).toContain("Invoice number:  INV-20418");
    expect(texts.indexOf("Invoice number:  INV-20418")).toBeLessThan(texts.indexOf("Total:  $1,250.00"));
    const data = await extractData("generic_document", items);
    expect(data.references?.documentNumber).toBe("INV-20418");
    expect(data.totals?.total).toBe(1250);
  });

  it("reads a page of many thousand pieces set sideways beside as many upright, every piece kept", () => {
    const items = Array.from({ length: 20000 }, (_, i) => ({ str: "x", x: 40 + (i % 200) * 2.5, y: 100 + Math.floor(i / 200) * 6, w: 4, h: 8, page: 1, rot: "down" as const }));
    const flat = Array.from({ length: 30000 }, (_, i) => item("y", 40 + (i % 100) * 6, 100 + Math.floor(i / 100) * 12));
    const text = layoutOf([...items, ...flat]).lines.map((l) => l.text).join("");
    expect([...text.matchAll(/x/g)].length).toBe(20000);
    expect([...text.matchAll(/y/g)].length).toBe(30000);
  });
});

describe("a hotel's folio under its brand", () => {
  const folio = (footer: string) => [
    measured("Grand Hôtel de la Gare", 40, 200, 40, 14), item("FACTURE", 480, 40, 1, 14),
    item("47 rue de la République", 40, 60), item("Facture n° F202413906", 440, 60),
    item("44000 Nantes", 40, 74), item("Émise le 09/04/24", 450, 74),
    item("Mme Priya Lindqvist", 40, 140), item("Chambre n°", 330, 140), item("1422", 450, 140),
    item("Marktplein 38", 40, 154), item("Arrivée", 330, 154), item("08/04/24", 450, 154),
    item("5611 AZ Eindhoven", 40, 168), item("Nombre de nuits", 330, 168), item("1", 450, 168),
    item("Pays-Bas", 40, 182), item("Type de chambre", 330, 182), item("Supérieure", 450, 182),
    item("Reste à payer", 330, 300), item("194,50 EUR", 450, 300),
    ...(footer ? [measured(footer, 40, 140, 780, 7), measured("RCS Nantes 416 691 563", 160, 250, 780, 7)] : []),
  ];

  it("takes no count of nights for the guest's name (French \"Nombre de\" counts)", async () => {
    const data = await extractData("generic_document", folio(""));
    expect(data.recipient?.name).not.toBe("Type de chambre");
    expect(data.recipient?.name ?? null).not.toMatch(/nuits|chambre/i);
  });

  it("reads the brand set over its name's small words as the issuer (\"Grand Hôtel de la Gare\")", async () => {
    const data = await extractData("generic_document", folio(""));
    expect(data.issuer?.name).toBe("Grand Hôtel de la Gare");
  });

  it("takes the brand's legal name from the small print (\"SARL Hôtel de la Gare\")", async () => {
    const data = await extractData("generic_document", folio("SARL Hôtel de la Gare"));
    expect(data.issuer?.name).toBe("SARL Hôtel de la Gare");
  });
});

describe("what is taken off a price", () => {
  it("states a deduction printed with a minus or in brackets as its size (\"Less: Deposit received -$1,000.00\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Harbourside Toyota Pty Ltd", 40, 40, 1, 14), item("TAX INVOICE", 420, 40, 1, 14),
      item("Invoice No:", 40, 70), item("INV-20418", 140, 70),
      item("Total (incl. GST)", 300, 300), item("$44,114.94", 480, 300),
      item("Less: Deposit received", 300, 314), item("-$1,000.00", 480, 314),
      item("Less trade-in allowance", 300, 328), item("($16,500.00)", 480, 328),
      item("Balance payable", 300, 342), item("$26,614.94", 480, 342),
    ]);
    expect(data.pricing?.deposit).toBe(1000);
    expect(data.pricing?.tradeInAllowance).toBe(16500);
    expect(data.pricing?.balancePayable).toBe(26614.94);
  });
});

describe("invoices in the Nordic languages and Polish", () => {
  it("reads a Swedish faktura: its number, dates, VAT number, totals, and kronor as SEK", async () => {
    const data = await extractData("generic_document", [
      item("Sjöberg Redovisning AB", 40, 40, 1, 14), item("Faktura", 450, 40, 1, 14),
      item("Fakturanummer", 330, 70), item("10482", 450, 70),
      item("Fakturadatum", 330, 84), item("2026-03-03", 450, 84),
      item("Förfallodatum", 330, 98), item("2026-04-02", 450, 98),
      item("Summa exkl. moms", 300, 300), item("24 467,62 kr", 460, 300),
      item("Moms 25 % på 24 467,62 kr", 300, 314), item("6 116,91 kr", 460, 314),
      item("Att betala", 300, 328), item("30 584,53 kr", 460, 328),
      item("Momsreg.nr SE556677889901", 40, 780), item("Bankgiro 5050-1055", 300, 780),
    ]);
    expect(data.references?.documentNumber).toBe("10482");
    expect(data.dates?.issueDate).toBe("2026-03-03");
    expect(data.dates?.dueDate).toBe("2026-04-02");
    expect(data.issuer?.taxId).toBe("SE556677889901");
    expect(data.totals?.subtotal).toBe(24467.62);
    expect(data.totals?.tax).toBe(6116.91);
    expect(data.totals?.total).toBe(30584.53);
    expect(data.currency).toBe("SEK");
  });

  it("reads a Polish faktura's dates with the year's word (\"30.11.2026 r.\") and its amount to pay", async () => {
    const data = await extractData("generic_document", [
      item("Faktura VAT nr FV/123/11/2026", 300, 40, 1, 14),
      item("Data wystawienia:", 300, 70), item("30.11.2026 r.", 450, 70),
      item("Termin płatności:", 300, 84), item("14.12.2026 r.", 450, 84),
      item("Sprzedawca", 40, 120), item("Nabywca", 300, 120),
      item("Kowalski Sp. z o.o.", 40, 134), item("PHU Nowak Marek Nowak", 300, 134),
      item("NIP: 9982657372", 40, 148), item("NIP: 5213000000", 300, 148),
      item("Do zapłaty:", 300, 330), item("3 831,90 zł", 450, 330),
    ]);
    expect(data.dates?.issueDate).toBe("2026-11-30");
    expect(data.dates?.dueDate).toBe("2026-12-14");
    expect(data.totals?.amountDue).toBe(3831.9);
    expect(data.issuer?.taxId).toBe("9982657372");
    expect(data.currency).toBe("PLN");
  });
});

describe("a dealer's invoice priced in parts", () => {
  const parts = (twoColumns: boolean) => {
    const row = (d: string, y: number, ex: string, inc: string) => (twoColumns ? [item(d, 40, y), measured(ex, 380, 440, y, 10), measured(inc, 470, 530, y, 10)] : [item(d, 40, y), measured(inc, 470, 530, y, 10)]);
    return [
      item("Inner West Autos Pty Ltd", 40, 40, 1, 14), item("Tax Invoice", 420, 40, 1, 14),
      item("Invoice Number:", 330, 70), item("INV-10246", 450, 70),
      item("Item", 40, 120), ...(twoColumns ? [measured("Amount ex GST", 380, 440, 120, 10)] : []), measured(twoColumns ? "Amount inc GST" : "Amount", 470, 530, 120, 10),
      item("Vehicle & Factory Options", 40, 140, 1, 11),
      ...row("2024 Toyota LandCruiser 300 GR Sport", 154, "$126,581.82", "$139,240.00"),
      ...row("Luxury pack option", 166, "$4,454.55", "$4,900.00"),
      item("Vehicle subtotal", 240, 178), ...row("", 178, "$131,036.37", "$144,140.00").slice(1),
      item("On-Road Costs", 40, 200, 1, 11),
      ...row("Pre-delivery & dealer delivery", 214, "$2,436.36", "$2,680.00"),
      item("Sub-total", 240, 226), ...row("", 226, "$2,436.36", "$2,680.00").slice(1),
      item("Registration & Duty", 40, 248, 1, 11),
      ...row("Registration – 12 months *", 262, "$657.15", "$657.15"),
      ...row("Stamp duty – Revenue NSW *", 274, "$7,450.00", "$7,450.00"),
      item("Total government charges", 240, 286), ...row("", 286, "$8,107.15", "$8,107.15").slice(1),
      item("* GST free", 40, 310),
      item("TOTAL PRICE INC GST:", 300, 340), measured("$154,927.15", 470, 530, 340, 10),
      item("GST included in total:", 300, 354), measured("$12,116.73", 470, 530, 354, 10),
    ];
  };

  it.each([false, true])("reads every part's rows, not its captions or subtotals, the footnote's mark off (two amount columns: %s)", async (two) => {
    const data = await extractData("vehicle_tax_invoice", parts(two));
    const items = (data.lineItems as unknown as Array<{ description: string; amount: number }>).map((r) => [r.description, r.amount]);
    expect(items).toEqual([
      ["2024 Toyota LandCruiser 300 GR Sport", 139240], ["Luxury pack option", 4900], ["Pre-delivery & dealer delivery", 2680],
      ["Registration – 12 months", 657.15], ["Stamp duty – Revenue NSW", 7450],
    ]);
  });

  it.each([false, true])("takes no part's subtotal for the invoice's, and the vehicle's own total in the amount column (two amount columns: %s)", async (two) => {
    const data = await extractData("vehicle_tax_invoice", parts(two));
    expect(data.pricing?.totalIncludingGst).toBe(154927.15);
    expect(data.pricing?.subtotal ?? null).toBeNull();
    expect(data.pricing?.vehiclePrice).toBe(144140);
  });
});

describe("a fleet invoice's vehicle in one wide row", () => {
  const fleet = [
    item("Westside Prestige Pty. Ltd.", 40, 40, 1, 14), item("Tax Invoice", 700, 40, 1, 14),
    item("Invoice To", 40, 80, 1, 11), item("Deliver To", 300, 80, 1, 11),
    item("Southern Cross Landscaping Pty Ltd", 40, 94), item("Southern Cross Landscaping - Depot", 300, 94),
    item("PO Box 1078", 40, 106), item("253 Victoria Drive", 300, 106),
    item("Invoice No.:", 600, 80), item("2025/2315", 680, 80),
    measured("Details", 40, 80, 140, 9), measured("MY", 130, 145, 140, 9), measured("Manufacturer", 160, 220, 140, 9), measured("Model", 230, 260, 140, 9), measured("Grade", 280, 310, 140, 9),
    measured("VIN No.", 330, 370, 140, 9), measured("Price ex GST", 560, 620, 140, 9), measured("GST", 640, 660, 140, 9), measured("Gross Amount", 690, 760, 140, 9),
    measured("Vehicle Supply", 40, 110, 154, 9), measured("2025", 130, 150, 154, 9), measured("Kia", 160, 175, 154, 9), measured("Cerato", 230, 260, 154, 9), measured("Sport", 280, 305, 154, 9),
    measured("KNED1XP0XSD628246", 330, 430, 154, 9), measured("32,627.27", 570, 620, 154, 9), measured("3,262.73", 620, 660, 154, 9), measured("35,890.00", 700, 760, 154, 9),
    measured("Delivery charges", 40, 120, 166, 9), measured("1,354.55", 570, 620, 166, 9), measured("135.45", 630, 660, 166, 9), measured("1,490.00", 700, 760, 166, 9),
    item("Total inc GST:", 560, 200), measured("37,380.00", 700, 760, 200, 9),
    item("Please remit funds to", 40, 240), measured("Account", 40, 78, 254, 9), measured("Name: Westside Prestige Pty. Ltd.", 90, 250, 254, 9),
  ];

  it("reads the vehicle's facts under the header cells that name them, and each line's gross amount", async () => {
    const data = await extractData("vehicle_tax_invoice", fleet);
    expect(data.vehicle).toMatchObject({ make: "Kia", model: "Cerato", year: 2025, vin: "KNED1XP0XSD628246" });
    expect((data.lineItems as unknown as Array<{ amount: number }>).map((r) => r.amount)).toEqual([35890, 1490]);
    expect(data.pricing?.vehiclePrice).toBe(35890);
    expect(data.pricing?.subtotal ?? null).toBeNull();
  });

  it("takes the billed party for the customer, and reads a payee's \"Account Name\" as a bank detail in every profile, no party's name", async () => {
    const data = await extractData("vehicle_tax_invoice", fleet);
    expect(data.customer?.name).toBe("Southern Cross Landscaping Pty Ltd");
    const { profileVocabulary } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const { labelTokens } = await import("@/lib/pdf2json/lexicon");
    for (const id of ["vehicle_tax_invoice", "generic_document", "nsw_form7_dealer_notice"]) expect(profileVocabulary(getProfile(id)!).scores(labelTokens("Account Name"))[0]?.path).toMatch(/accountName$/);
  });
});

describe("a Finnish lasku", () => {
  const lasku = [
    item("Korhonen IT-palvelut", 40, 40, 1, 14), item("Oy", 40, 56, 1, 14), item("Lasku", 450, 40, 1, 14),
    item("Laskun nro", 330, 80), item("20245232", 450, 80),
    measured("Tuote", 40, 70, 140, 9), measured("Määrä", 250, 280, 140, 9), measured("Hinta", 320, 350, 140, 9), measured("ALV", 390, 410, 140, 9), measured("Yhteensä", 470, 520, 140, 9),
    measured("Matkakulut", 40, 100, 154, 9), measured("101", 260, 280, 154, 9), measured("0,56", 320, 345, 154, 9), measured("25,5 %", 390, 420, 154, 9), measured("56,56", 490, 520, 154, 9),
    measured("Rahti", 40, 70, 166, 9), measured("10", 265, 280, 166, 9), measured("10,38", 320, 350, 166, 9), measured("25,5 %", 390, 420, 166, 9), measured("103,80", 485, 520, 166, 9),
    item("Maksettava EUR", 330, 220), measured("201,25", 485, 520, 220, 9),
  ];

  it("reads its item table by its Finnish column headers, no column header for the total", async () => {
    const data = await extractData("generic_document", lasku);
    expect((data.lineItems as unknown as Array<{ description: string; amount: number }>).map((r) => [r.description, r.amount])).toEqual([["Matkakulut", 56.56], ["Rahti", 103.8]]);
    expect(data.totals?.total).toBe(201.25);
  });

  it("reads the issuer's legal form wrapped under its name (\"Korhonen IT-palvelut\" over \"Oy\")", async () => {
    const data = await extractData("generic_document", lasku);
    expect(data.issuer?.name).toBe("Korhonen IT-palvelut Oy");
  });
});

describe("labels printed with their translation (bilingual forms)", () => {
  it("reads the value beside a label's translation under it as the label's, not the translation's", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Stamp Duty:", 40, 100),
      item("Imposta di bollo", 40, 112, 1, 8), item("$3,125.00", 300, 112),
      item("Balance Due on Delivery:", 40, 130),
      item("Saldo alla consegna", 40, 142, 1, 8), item("$82,833.82", 300, 142),
    ]);
    expect(data.pricing.stampDuty).toBe(3125);
    expect(data.pricing.gst).toBeNull(); // "Imposta" alone would read as a tax
    expect(data.pricing.balancePayable).toBe(82833.82);
  });

  it("reads a label whose translation follows a slash as the label, not as two fields' words", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Additional Terms / Modalités supplémentaires", 40, 100),
      item("Dealer to supply second key and service books prior to delivery.", 40, 114),
    ]);
    expect(data.specialConditions).toBe("Dealer to supply second key and service books prior to delivery.");
  });

  it("joins a label and its translation wrapped after a joining word, beside a name wrapped with it", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Purchaser's Name / Nom de", 40, 100), item("Ruby Jack", 200, 100),
      item("l'acheteur", 40, 112), item("Murphy", 200, 112),
    ]);
    expect(data.customer.name).toBe("Ruby Jack Murphy");
  });
});

describe("a dealer's brand and its legal name", () => {
  it("names the dealer by the legal name printed under its brand (\"Harbourside Autos\" over \"Harbourside Autos Pty. Ltd.\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Harbourside Autos", 40, 40, 1, 16),
      item("Harbourside Autos Pty. Ltd.", 40, 70),
      item("TAX INVOICE", 300, 70, 1, 14),
      item("303 Princes Rd", 40, 84),
      item("Bathurst NSW 2795", 40, 98), item("Tax Invoice No.:", 300, 98), item("2025/6415", 400, 98),
      item("ABN #: 39 035 650 514", 40, 112), item("Date:", 300, 112), item("February 22, 2025", 400, 112),
    ]);
    expect(data.dealer.name).toBe("Harbourside Autos Pty. Ltd.");
  });

  it("finds the legal name in small print whose parts a scan ran together (\"SARL Hôtel de la Gare - SARL au capital …\")", async () => {
    const data = await extractData("generic_document", recognised([
      item("Grand Hôtel de la Gare", 40, 40, 1, 16), item("FACTURE", 400, 40, 1, 16),
      item("Facture N°:", 300, 80), item("F-2024-0412", 380, 80),
      item("Date:", 300, 94), item("09/04/2024", 380, 94),
      item("Total TTC", 300, 200), item("194,50 EUR", 420, 200),
      item("SARL Hôtel de la Gare - SARL au capital de 10 000 € - RCS Nantes 416 691 563", 40, 780, 1, 7),
    ]));
    expect(data.issuer.name).toBe("SARL Hôtel de la Gare");
  });
});

describe("a VIN alone on its line", () => {
  it("is no part of the value above it when a scan lost its label (\"Glacier White\" over \"JMOK2A0L6M6946763\")", async () => {
    const data = await extractData("vehicle_tax_invoice", recognised([
      item("Vehicle Being Purchased", 300, 60, 1, 12),
      item("Body Type:", 300, 80), item("Wagon", 400, 80),
      item("Body Colour:", 300, 94), item("Glacier White", 400, 94),
      item("JMOK2A0L6M6946763", 400, 108),
      item("Registration:", 300, 122), item("NHV244", 400, 122),
    ]));
    expect(data.vehicle.colour).toBe("Glacier White");
    expect(data.vehicle.vin).toBe("JM0K2A0L6M6946763");
  });
});

describe("runs that hold two cells", () => {
  it("cuts a code run into the next label off it, that label's figure beside (\"Rego | LH09TG Odometer | 54\")", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Vehicle Details", 40, 80, 1, 12),
      item("Make", 40, 100), item("Toyota", 100, 100), item("Model", 200, 100), item("LandCruiser 300 GR", 260, 100),
      item("Rego", 40, 114), measured("LH09TG Odometer", 100, 190, 114, 10), item("54", 260, 114),
    ]);
    expect(data.vehicle.registrationPlate).toBe("LH09TG");
    expect(data.vehicle.odometer).toBe(54);
  });

  it("reads two amounts run together, each with its currency, in their own columns (\"$143.64 AUD $158.00 AUD\")", async () => {
    const data = (await extractData("vehicle_tax_invoice", [
      item("Details", 40, 100), measured("Ex GST", 400, 440, 100, 10), measured("Inc GST", 504, 551, 100, 10),
      item("Nudge bar", 40, 114), measured("$1,980.91 AUD", 370, 440, 114, 10), measured("$2,179.00 AUD", 481, 551, 114, 10),
      item("Boot liner", 40, 128), measured("$143.64 AUD $158.00 AUD", 380, 551, 128, 10),
    ])) as unknown as { lineItems: Array<{ description: string; amount: number }> };
    expect(data.lineItems.map((r) => [r.description, r.amount])).toEqual([["Nudge bar", 2179], ["Boot liner", 158]]);
  });
});

describe("a party's address under its name", () => {
  it("reads the street and town under a name its label reads below it, past the line for whose attention it is", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      item("Wagga Motor Group Pty Ltd", 40, 40, 1, 14), item("Tax Invoice", 400, 40, 1, 14),
      item("188 Military Highway, Albury NSW 2640", 40, 56),
      item("Invoice #", 40, 100), item("V74010", 150, 100), item("Bill To", 330, 100),
      item("Invoice Date", 40, 114), item("May 25, 2025", 150, 114), item("Bluegum Plumbing Pty Ltd", 330, 114),
      item("Sales Order", 40, 128), item("D51753", 150, 128), item("Attn: Oliver Martin", 330, 128),
      item("Cust. No.", 40, 142), item("C75756", 150, 142), item("367 Church Road", 330, 142),
      item("Newcastle West NSW 2302", 330, 156),
    ]);
    expect(data.customer.name).toBe("Bluegum Plumbing Pty Ltd");
    expect(data.customer.address).toBe("367 Church Road, Newcastle West NSW 2302");
  });
});

describe("a price list whose first part opens with its caption", () => {
  it("reads the first part's subtotal in the amount column, not as the document's total, when another part follows", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      measured("Details", 40, 80, 100, 10), measured("Ex GST", 400, 440, 100, 10), measured("Inc GST", 504, 551, 100, 10),
      item("VEHICLE & FACTORY OPTIONS", 40, 120),
      item("2024 Toyota LandCruiser 300 GR Sport", 40, 134), measured("$129,527.27 AUD", 360, 440, 134, 10), measured("$142,480.00 AUD", 471, 551, 134, 10),
      item("Option: Luxury pack", 40, 148), measured("$2,818.18 AUD", 370, 440, 148, 10), measured("$3,100.00 AUD", 481, 551, 148, 10),
      item("Total vehicle price", 40, 162), measured("$132,345.45 AUD", 360, 440, 162, 10), measured("$145,580.00 AUD", 471, 551, 162, 10),
      item("ACCESSORIES (DEALER FITTED)", 40, 186),
      item("Nudge bar", 40, 200), measured("$1,980.91 AUD", 370, 440, 200, 10), measured("$2,179.00 AUD", 481, 551, 200, 10),
      item("Total accessories", 40, 214), measured("$1,980.91 AUD", 370, 440, 214, 10), measured("$2,179.00 AUD", 481, 551, 214, 10),
      item("Total amount payable", 40, 240), measured("$147,759.00 AUD", 471, 551, 240, 10),
      item("Rego (12 mths)", 40, 260), measured("$455.94 AUD", 481, 551, 260, 10),
    ]);
    expect(data.pricing.vehiclePrice).toBe(145580);
    expect(data.pricing.totalIncludingGst).toBe(147759);
    expect(data.pricing.registration).toBe(455.94); // "mths" is months
  });

  it("keeps the total of a table with one captioned part the document's total", async () => {
    const data = await extractData("vehicle_tax_invoice", [
      measured("Details", 40, 80, 100, 10), measured("Amount", 500, 551, 100, 10),
      item("VEHICLE", 40, 120),
      item("2024 Toyota LandCruiser 300 GR Sport", 40, 134), measured("$142,480.00", 491, 551, 134, 10),
      item("Dealer delivery", 40, 148), measured("$3,100.00", 501, 551, 148, 10),
      item("Total", 40, 162), measured("$145,580.00", 491, 551, 162, 10),
    ]);
    expect(data.pricing.totalIncludingGst).toBe(145580);
  });
});

describe("tax lines and numbers as Nordic and hotel invoices print them", () => {
  it("reads a tax line that opens with its rate and names its base in its currency (\"25% moms af DKK 10.873,61:\")", async () => {
    const data = await extractData("generic_document", [
      item("Jensen El-service I/S", 40, 40, 1, 14), item("Faktura", 400, 40, 1, 14),
      item("Faktura nr.: 58401", 300, 60), item("Dato: 15-02-2025", 300, 74),
      item("Netto:", 300, 200), item("DKK 10.873,61", 450, 200),
      item("25% moms af DKK 10.873,61:", 300, 214), item("DKK 2.718,40", 450, 214),
      item("I alt DKK:", 300, 228), item("DKK 13.592,01", 450, 228),
    ]);
    expect(data.totals.tax).toBe(2718.4);
    expect(data.totals.total).toBe(13592.01);
  });

  it("reads a due date cut after its separator, its year under the label as running text wraps, and a tax id so cut (\"… betalingsdato: 23-02-\" over \"2025\")", async () => {
    const data = await extractData("generic_document", [
      item("Jensen El-service I/S", 40, 40, 1, 14), item("Faktura", 400, 40, 1, 14),
      item("Faktura nr.: 58401", 300, 60), item("Dato: 15-02-2025", 300, 74),
      item("Betalingsbet.: 8 dage netto", 40, 120),
      item("Sidste rettidige betalingsdato: 23-02-", 40, 134), item("9000 Aalborg", 300, 134),
      item("2025", 40, 148),
      item("Virksomhed", 400, 300), item("Momsnr.: DK-", 400, 314), item("43295446", 400, 328),
    ]);
    expect(data.dates.dueDate).toBe("2025-02-23");
    expect(data.issuer.taxId).toBe("DK-43295446"); // …and a tax id cut after its country's dash
  });

  it("gives a number sign set apart before the number to the label (\"Folio # 683441\")", async () => {
    const data = await extractData("generic_document", [
      item("Harbourview Suites", 40, 40, 1, 14), item("Folio # 683441", 400, 40),
      item("Arrival", 40, 80), item("12/03/2025", 120, 80),
    ]);
    expect(data.references.documentNumber).toBe("683441");
  });
});

describe("a party defined in a sentence over two lines", () => {
  it("reads the dealer's address up to its clause and its licence from the next line (\"…, the holder of motor\" over \"dealer licence 380131.\")", async () => {
    const data = await extractData("vehicle_sale_contract", [
      item("Vehicle Order & Sale Agreement", 40, 40, 1, 16),
      item("Parties", 40, 70, 1, 12),
      measured("The Dealer: Inner West Kia Pty Ltd of Unit 19/96 Windsor Street, Bathurst NSW 2795, the holder of motor", 40, 540, 100, 9),
      measured("dealer licence 380131.", 40, 140, 111, 9),
      measured("The Purchaser: Sofia Williams of 123 Old Northern St, Castle Hill NSW 2154.", 40, 400, 131, 9),
    ]);
    expect(data.dealer.name).toBe("Inner West Kia Pty Ltd");
    expect(data.dealer.address).toBe("Unit 19/96 Windsor Street, Bathurst NSW 2795");
    expect(data.dealer.dealerLicenceNumber).toBe("380131");
  });
});

describe("an answer wrapped back to its question's edge", () => {
  it("reads a name's legal form and an address's town wrapped under the question, not under the answer", async () => {
    const data = await extractData("nsw_form7_dealer_notice", [
      item("Form 7: Notice to Purchaser of Used Motor Vehicle", 40, 40, 1, 14),
      item("1.", 40, 100), measured("Name of licensee:", 66, 182, 100, 10), measured("Southern Highlands", 254, 372, 100, 10),
      measured("Toyota Pty Ltd", 66, 150, 115, 10), item("Checked by", 450, 115),
      item("2.", 40, 130), measured("Address of premises where the vehicle is offered for sale:", 66, 240, 130, 10), measured("343 Princes", 254, 320, 130, 10),
      measured("Avenue, Campbelltown NSW 2560", 66, 240, 145, 10),
      item("3.", 40, 160), measured("Licence number of dealer:", 66, 200, 160, 10), measured("MD 697043", 254, 320, 160, 10),
    ]);
    expect(data.dealer.name).toBe("Southern Highlands Toyota Pty Ltd");
    expect(data.dealer.address).toBe("343 Princes Avenue, Campbelltown NSW 2560");
  });
});

describe("a dealer's notice stating its facts in a letter's sentences", () => {
  // The facts stated in its sentences: the sale's date by its verb, the particulars in brackets, a register's
  // numbers on the paragraph's short last line, the writer's title under the closing.
  const letter = (lines: string[]) => [
    item("Hunter Valley Vehicle Centre Pty Ltd", 40, 40), item("108 King Georges Road", 40, 52), item("Dubbo NSW 2830", 40, 64),
    item("Dated: 28 Jan 2025", 40, 100),
    item("Dear Sir or Madam,", 40, 130),
    ...lines.map((l, i) => item(l, 40, 150 + i * 12)),
    item("Yours sincerely,", 40, 250), item("Jack Kowalski", 40, 280), item("Dealer Principal", 40, 292),
  ];
  const lines = [
    "We confirm that on 26 Jan 2025 you purchased from us a 2018 Hyundai Tucson Elite (odometer reading 207 399",
    "km; registration HRK93H; finished in Machine Grey; body type Wagon) for a purchase price of $43,800.00.",
    "Details of this sale are recorded in our dealer's register, colour Soul Red, and in our dealer's",
    "register (Register No. R734, Entry No. 1161).",
  ];

  it("reads the sale's date by its verb over the letter's own date, the register's numbers on the paragraph's short last line, a count grouped by a space", async () => {
    const data = await extractData("nsw_form7_dealer_notice", letter(lines));
    expect(data.sale.date).toBe("2025-01-26");
    expect([data.register.registerNumber, data.register.entryNumber]).toEqual(["R734", "1161"]);
    expect(data.vehicle.odometer).toBe(207399);
  });

  it("reads a vehicle word after its label or before it in a sentence, up to its base colour, and takes no title under the closing for a caption", async () => {
    const data = await extractData("nsw_form7_dealer_notice", letter(["We confirm that on 11 November 2024 you purchased from us a 2012 Mazda BT-50 XT (colour Soul Red Utility", "body) for a purchase price of $49,400. Please keep this letter with the vehicle's papers."]));
    expect([data.vehicle.colour, data.vehicle.bodyType]).toEqual(["Soul Red", "Utility"]);
    expect(data.dealer.name).not.toBe("Jack Kowalski");
    // (…but a title that is its field's own wording still captions the name over it: "Olivia" over "Sales Executive")
    const invoice = await extractData("vehicle_tax_invoice", [item("Tax Invoice", 40, 40), item("Invoice No: INV-2041", 40, 60), item("Kind regards,", 40, 200), item("Olivia", 40, 224), item("Sales Executive", 40, 236), item("Mobile: 0494 222 251", 40, 248)]);
    expect(invoice.invoice.salesperson).toBe("Olivia");
  });
});

describe("an invoice whose dealer signs off in its last line", () => {
  // The dealer's particulars only in a line at the document's end, inside the trade-in's part; charges named by
  // their rows' opening words; the customer's street and town with the other column's row between them.
  const items = (): TextItem[] => [
    item("Hills District Motors Pty Ltd", 40, 40, 1, 14), item("Tax Invoice", 400, 40, 1, 14),
    item("Invoice To", 40, 80), item("Document No.:", 300, 80), item("TI412834", 400, 80),
    item("Coastline Transport Pty. Ltd.", 40, 92), item("Date:", 300, 92), item("03/08/25", 400, 92),
    item("180 Hume Highway", 40, 104), item("Date of Delivery:", 300, 109), item("08/09/25", 400, 109),
    item("Liverpool NSW 2170", 40, 117),
    item("Description", 40, 150), item("Inc GST", 300, 150), item("GST", 400, 150),
    item("Vehicle price", 40, 162), item("34699.00", 300, 162), item("3154.45", 400, 162),
    item("Pre-delivery service & detail", 40, 174), item("2010.00", 300, 174), item("182.73", 400, 174),
    item("Stamp duty – Revenue NSW *", 40, 186), item("1206.00", 300, 186), item("—", 400, 186),
    item("Trade-in Vehicle", 40, 230, 1, 12),
    item("Make:", 40, 250), item("Volkswagen", 120, 250),
    item("Mdl:", 40, 262), item("Amarok", 120, 262),
    item("Thank you for your business.", 40, 100, 2),
    item("Hills District Motors Pty Ltd", 40, 130, 2), item("|", 190, 130, 2), item("MDL: MD49811", 200, 130, 2), item("|", 268, 130, 2), item("110 Windsor Rd, Campbelltown NSW 2560", 278, 130, 2),
  ];
  const extract = async () => {
    const { buildIndex, extractProfile } = await import("@/lib/pdf2json/assemble/extract-profile");
    const { getProfile } = await import("@/lib/pdf2json/profiles");
    const profile = getProfile("vehicle_tax_invoice")!;
    return extractProfile(buildIndex(layoutOf(items(), 2), profile), profile, 2, []).data as Record<string, Record<string, unknown>>;
  };

  it("reads the letterhead's name line at the end as the dealer's, whatever part it sits in, and its address", async () => {
    const data = await extract();
    expect(data.dealer.dealerLicenceNumber).toBe("MD49811");
    expect(data.tradeIn.model).toBe("Amarok");
    expect(data.dealer.address).toBe("110 Windsor Rd, Campbelltown NSW 2560");
    expect(data.customer.address).toBe("180 Hume Highway, Liverpool NSW 2170");
  });

  it("names a charge by its row's opening words, the rest a remark", async () => {
    const data = await extract();
    expect([data.pricing.dealerDelivery, data.pricing.stampDuty]).toEqual([2010, 1206]);
  });
});

describe("a contract printed with its Vietnamese translation", () => {
  // Headings, labels and a table's header each followed by their translation, after a bar or in brackets.
  const items = (): TextItem[] => [
    item("Illawarra Vehicle Centre Pty Ltd", 40, 40, 1, 14),
    item("Licence No. | Số giấy phép: MD17934", 40, 60),
    item("PURCHASER DETAILS | THÔNG TIN NGƯỜI MUA", 40, 90, 1, 11),
    item("Email (Thư điện tử):", 40, 106), item("zara.papadopoulos@example.net", 200, 106),
    item("VEHICLE OFFERED IN TRADE | XE ĐƯA VÀO ĐỔI", 40, 130, 1, 11),
    item("Make (Hiệu xe):", 40, 146), item("Isuzu", 200, 146),
    item("Year (Năm):", 40, 158), item("2012", 200, 158),
    item("OPTIONS & ACCESSORIES | TÙY CHỌN & PHỤ KIỆN", 40, 190, 1, 11),
    item("Description | Mô tả", 40, 206), item("Price | Giá", 500, 206),
    item("Roof racks", 40, 219), item("$ 90.00", 515, 219),
    item("SIGNATURES | CHỮ KÝ", 40, 260, 1, 11),
    item("Purchaser's Signature (Chữ ký người mua)", 40, 280, 1, 8), item("For and on behalf of the Dealer (Thay mặt đại lý)", 300, 280, 1, 8),
    item("Print Name (Họ tên (in hoa)):", 40, 293, 1, 9), item("Zara Papadopoulos", 200, 293, 1, 9),
  ];

  it("reads a heading with its translation as the part it opens, and a label's value after its translation's colon", async () => {
    const data = await extractData("vehicle_sale_contract", items());
    expect(data.dealer.dealerLicenceNumber).toBe("MD17934");
    expect(data.customer.email).toBe("zara.papadopoulos@example.net");
    expect([data.tradeIn.make, data.tradeIn.year]).toEqual(["Isuzu", 2012]);
    expect(data.vehicle.year ?? null).toBeNull();
  });

  it("reads a table's header cell with its translation as one cell, and a signature's name beside its bracketed 'Print Name' label", async () => {
    const data = await extractData("vehicle_sale_contract", items());
    expect((data.accessories as unknown as Array<Record<string, unknown>>).map((r) => [r.description, r.amount])).toEqual([["Roof racks", 90]]);
    expect(data.signatures.purchaserName).toBe("Zara Papadopoulos");
  });
});

describe("a tax line naming its rate's level, and a date wrapped in a narrow column", () => {
  const invoice = (taxLabel: string) => [
    item("De Vries Advies BV", 40, 40, 1, 14), item("Factuur", 400, 40, 1, 14),
    item("Factuurnummer: VF254187", 300, 60), item("Factuurdatum: 11 juli 2025", 300, 74),
    item("Betalen vóór", 480, 100), item("1 augustus", 480, 112), item("2025", 480, 124),
    item("Subtotaal:", 300, 200), item("€72,52", 480, 200),
    item(taxLabel, 300, 214), item("€15,23", 480, 214),
    item("Totaal:", 300, 228), item("€87,75", 480, 228),
  ];

  it("reads the tax whatever level its rate is named by, and its base's figures are no words of the label", async () => {
    for (const label of ["Btw hoog (21%) over €72,52:", "VAT standard rate 21%:", "TVA taux normal 21 %:"]) {
      expect((await extractData("generic_document", invoice(label))).totals.tax, label).toBe(15.23);
    }
  });

  it("reads a date under its label whose year wrapped onto the next line (\"Betalen vóór\" over \"1 augustus\" over \"2025\")", async () => {
    expect((await extractData("generic_document", invoice("Btw 21%:"))).dates.dueDate).toBe("2025-08-01");
  });
});

describe("a Nordic invoice's addressee beside its terms", () => {
  it("reads the addressee block whose street carries its staircase and flat (\"Rantatie 57 B 20\")", async () => {
    const data = await extractData("generic_document", [
      item("Tmi Elina Lehtonen", 40, 40, 1, 14), item("Lasku", 450, 40, 1, 14),
      item("Kauppakatu 55 C 8", 40, 56), item("00100 Helsinki", 40, 68), item("Laskun nro:", 300, 68), item("60655", 420, 68),
      item("Maksuehdot:", 40, 110), item("21 pv netto", 140, 110), item("Tmi Sanna Laine", 330, 110),
      item("Erääntymispäivä:", 40, 122), item("4.6.2026", 140, 122), item("Rantatie 57 B 20", 330, 122),
      item("Viivästyskorko:", 40, 134), item("11,5 %", 140, 134), item("33100 Tampere", 330, 134),
      item("Yhteensä:", 300, 200), item("3 017,61", 450, 200),
    ]);
    expect(data.recipient.name).toBe("Tmi Sanna Laine");
  });
});

describe("a seller named after its label, its address under it", () => {
  it("reads the name alone, no address line under it (\"Sold By: … UG (haftungsbeschränkt)\" over \"Lindenallee 27, 90402 Nürnberg, DE\")", async () => {
    const data = await extractData("generic_document", [
      item("Kartly", 40, 40, 1, 16), item("INVOICE", 40, 70, 1, 14),
      item("Sold By: Sonnenschein Handel UG (haftungsbeschränkt)", 40, 100), item("Order No.:", 330, 100), item("2113809116", 420, 100),
      item("Lindenallee 27, 90402 Nürnberg, DE", 40, 112),
      item("Invoice Date:", 330, 124), item("20.01.2024", 420, 124),
      item("Total:", 330, 200), item("13,99 €", 420, 200),
    ]);
    expect(data.issuer.name).toBe("Sonnenschein Handel UG (haftungsbeschränkt)");
  });

  it("still joins a date under a label's format hint, no name (\"Inspected on (DD/MM/YYYY)\" over \"09/11/2025\")", async () => {
    const items = [item("6 Inspection report", 40, 80, 1, 12), item("Inspection report number", 40, 100), item("Inspected on (DD/MM/YYYY)", 300, 100), item("G1601488", 40, 112), item("09/11/2025", 300, 112)];
    expect((await extractData("nsw_registration_application", items)).inspection.station ?? null).toBeNull();
  });
});

describe("an Irish bill's addressee", () => {
  it("reads the window block whose town line ends with its Eircode (\"Rathmines, Dublin 6, D06 F2X4\")", async () => {
    const data = await extractData("generic_document", [
      item("Clearsky Telecom", 40, 40, 1, 16), item("Mobile bill", 400, 40, 1, 14),
      item("Locked Bag 5784, Cork, T12 W8KX", 40, 90, 1, 7), item("Total due", 400, 90),
      item("Mr C Thompson", 40, 104), item("€28.90", 400, 106, 1, 14),
      item("7 Seafield Avenue", 40, 116),
      item("Rathmines, Dublin 6, D06 F2X4", 40, 128), item("Payment due by: 12-OCT-2025", 330, 128),
      item("Bill number:", 40, 170), item("INV-7478181", 160, 170),
    ]);
    expect(data.recipient.name).toBe("Mr C Thompson");
  });
});
