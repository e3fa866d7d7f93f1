// Document type detection (lib/pdf2json/classify) on synthetic positioned text, as a text layer and as a
// scan's recognised words: what makes a document a vehicle document, and how much evidence a type needs.
import { describe, expect, it } from "vitest";
import { classify } from "@/lib/pdf2json/classify/classify";
import { buildLayout } from "@/lib/pdf2json/layout/layout";
import type { TextItem } from "@/lib/pdf2json/read/read-pdf";

/** One run per line, 14 pt apart; the first line set large (the title). */
const page = (title: string, ...lines: string[]) =>
  buildLayout({
    items: [{ str: title, x: 40, y: 60, w: title.length * 9, h: 18, page: 1 }, ...lines.map((str, i): TextItem => ({ str, x: 40, y: 100 + i * 14, w: str.length * 5, h: 10, page: 1 }))],
    pages: 1,
    pageInfo: [{ page: 1, width: 595, height: 842 }],
  });

describe("document type", () => {
  it("a title that names a vehicle makes a vehicle document, when the labels that would name it too were lost on a scan", () => {
    // a faxed sale contract: the boxed labels came back as noise, the title and a few words survived
    const faxed = page("Contract for the Sale of a Motor Vehicle", "Seller", "nine", "Hills District Prestige Pty. Ltd.", "Agreement", "Purchaser Information", "Mia Anderson", "Deposit Received", "Purchaser signature");
    expect(classify(faxed, "ocr").documentType).toBe("vehicle_sale_contract");
    // …also printed under a letterhead set larger than it
    const under = page("Barat Org", "Vehicle Tax Invoice", "Vendor", "Inner West Motors Pty Ltd", "Buyer", "Chloe Chen", "Tax Invoice Details");
    expect(classify(under, "ocr").documentType).toBe("vehicle_tax_invoice");
    // …while an invoice that names no vehicle stays a generic document, however much it says "tax invoice"
    const invoice = page("Tax Invoice", "Invoice No. INV-1024", "Invoice Date 3 March 2025", "GST 10%", "Total including GST $1,100.00", "Amount paid $1,100.00");
    expect(classify(invoice, "ocr").documentType).toBe("generic_document");
    expect(classify(invoice, "text").documentType).toBe("generic_document");
  });

  it("on a scan, a VIN with one 0 or 1 read as O, I or Q still names a vehicle; on a text layer it does not", () => {
    const doc = (vin: string) => page("Tax Invoice", `Chassis ${vin}`, "Invoice No. INV-1024", "Invoice Date 3 March 2025", "GST 10%", "Total including GST $41,100.00");
    expect(classify(doc("MR0FZ22G9O1234567"), "ocr").documentType).toBe("vehicle_tax_invoice");
    expect(classify(doc("MR0FZ22G9O1234567"), "text").documentType).toBe("generic_document");
    expect(classify(doc("MR0FZ22G901234567"), "text").documentType).toBe("vehicle_tax_invoice");
    // a reference of that length with few digits is no VIN, scanned or not
    expect(classify(doc("ORDERREFERENCEQA1"), "ocr").documentType).toBe("generic_document");
  });

  it("\"motor vehicle\", or a make of car beside one vehicle word, names a vehicle when a scan lost the labels (VIN, odometer)", () => {
    // a faxed boxed contract: only the section headings and the values in the boxes survived
    const boxed = (heading: string, make: string) =>
      page("SALES CONTRACT", "Supplier Details", "Contract Details", "Vehicle Sold As [X] New", "Purchaser Details", heading, `${make} | X-Trail | ST | 2025`, "Price Breakdown", "Deposit Received", "Purchaser | Dealer's Representative");
    expect(classify(boxed("Motor Vehicle", "Acme"), "ocr").documentType).toBe("vehicle_sale_contract");
    expect(classify(boxed("Goods", "Nissan"), "ocr").documentType).toBe("vehicle_sale_contract");
    // one vehicle word and no make is still not enough: a contract for a fleet-tracking service names a vehicle once
    expect(classify(boxed("Goods", "Acme"), "ocr").documentType).toBe("generic_document");
    // …and a make alone is a name, not a vehicle ("Ford" of Harrison Ford)
    const letter = page("Sales Agreement", "Between Ford Consulting and the Purchaser", "Deposit", "Signature", "Terms and conditions");
    expect(classify(letter, "ocr").documentType).toBe("generic_document");
  });

  it("a scan needs less evidence than a text layer: its title and phrases are read through recognition errors", () => {
    // "Application for: Registration of a Motor Vehicle" read as "for: Registration ofa | Motor Vehicle"
    const scanned = page("for: Registration ofa Motor Vehicle", "Service NSW", "Plate number BAX052", "VIN MPA18DT88FA236521", "Organisation name", "Purchase details", "Address of seller");
    expect(classify(scanned, "ocr").documentType).toBe("nsw_registration_application");
    expect(classify(scanned, "text").documentType).toBe("generic_document");
  });

  it("on a scan, reads two words of the evidence the recogniser ran together (\"FORREGISTRATION\", \"TAXINVOICE\")", () => {
    const registration = page("APPLICATION FORREGISTRATION OF A MOTOR VEHICLE", "NAME OF DEALER WESTSIDE HYUNDAI PTY LTD", "FULL NAME THOMAS KELLY", "MANUFACTURER HONDA", "V.I.N. MRHUVA9VONX432943", "NAME OF SELLER CHLOE CHEN");
    expect(classify(registration, "ocr").documentType).toBe("nsw_registration_application");
    const invoice = page("TAXINVOICE", "INVOICENO INV-32401", "PURCHASER JACK MURPHY", "VIN JTNKV74J2E3092751", "ODOMETER 12,000 KM", "TOTAL INC GST $41,100.00");
    expect(classify(invoice, "ocr").documentType).toBe("vehicle_tax_invoice");
  });

  it("on a scan, takes a run set about as large as the tallest for the title (\"TAX INVOICE\" measured a little smaller than the letterhead's name)", () => {
    const lines = ["Contract No. 52817", "Purchaser Jack Murphy", "Invoice Date 3 March 2025", "VIN JTNKV74J2E3092751", "Deposit $2,000.00", "GST $3,736.36", "Purchaser signature", "Agreement", "Terms and conditions"];
    const runs: TextItem[] = [
      { str: "Northern Beaches Hyundai", x: 40, y: 50, w: 260, h: 20, page: 1 },
      { str: "TAX INVOICE", x: 40, y: 80, w: 120, h: 17.5, page: 1 },
      ...lines.map((str, i): TextItem => ({ str, x: 40, y: 110 + i * 14, w: str.length * 5, h: 10, page: 1 })),
    ];
    const scanned = buildLayout({
      // (recognised words: each with its confidence)
      items: runs.map((r) => Object.assign(r, { conf: 0.9 })),
      pages: 1,
      pageInfo: [{ page: 1, width: 595, height: 842 }],
    });
    expect(classify(scanned, "ocr").documentType).toBe("vehicle_tax_invoice");
  });

  it("counts evidence written as printed (\"Dealer's Notice\", \"Register Number\") once per wording", () => {
    const doc = page("Blue Mountains Cars", "DEALER'S NOTICE", "Register Number 4058", "Register No. 4058", "Make Toyota", "VIN JTNKV74J2E3092751");
    const c = classify(doc, "text");
    expect(c.documentType).toBe("nsw_form7_dealer_notice");
    // "dealer's notice" 3 and its title 2.5, "register number" 2 (once, though printed twice), "vin" 0.5
    expect(c.scores.nsw_form7_dealer_notice).toBe(8);
  });

  it("on a scan, reads a long word of the evidence misread by one letter (\"Notlce\"); on a text layer, not", () => {
    const doc = page("Blue Mountains Cars", "Dealer's Notlce", "Make Toyota", "VIN JTNKV74J2E3092751", "Odometer 12,000 km");
    expect(classify(doc, "ocr").scores.nsw_form7_dealer_notice).toBeGreaterThan(classify(doc, "text").scores.nsw_form7_dealer_notice);
  });
});
