// A profile's field types decide between candidates a label leaves open: a licence number is a licence's
// shape, never the name printed beside a label that also reads as the licence's.
import { describe, expect, it } from "vitest";
import { buildIndex, extractProfile } from "@/lib/pdf2json/assemble/extract-profile";
import { buildLayout } from "@/lib/pdf2json/layout/layout";
import { nswRegistrationApplication } from "@/lib/pdf2json/profiles/nsw-registration-application";
import { vehicleSaleContract } from "@/lib/pdf2json/profiles/vehicle-sale-contract";
import { nswForm7DealerNotice } from "@/lib/pdf2json/profiles/nsw-form7-dealer-notice";
import type { TextItem } from "@/lib/pdf2json/read/read-pdf";

const item = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * 5, h: 10, page: 1 });
const rows = (...pairs: Array<[string, string]>) =>
  buildLayout({ items: [item("Application for Registration of a Motor Vehicle", 40, 40), ...pairs.flatMap(([l, v], i) => [item(l, 40, 100 + i * 14), item(v, 200, 100 + i * 14)])], pages: 1, pageInfo: [{ page: 1, width: 595, height: 842 }] });

describe("nsw_registration_application", () => {
  it("reads the dealer's licence number as a licence (\"Motor dealer | Toyota Pty Ltd\" is the dealer's name)", () => {
    const layout = rows(["Motor dealer", "Toyota Pty Ltd"], ["Licence no.", "828811"]);
    const data = extractProfile(buildIndex(layout, nswRegistrationApplication), nswRegistrationApplication, 1, []).data as { dealer: { name: string; licenceNumber: string } };
    expect(data.dealer.licenceNumber).toBe("828811");
    expect(data.dealer.name).toBe("Toyota Pty Ltd");
  });
});

describe("a scanned label over a closed choice", () => {
  it("reads \"1 arn applying for\" as \"I am applying for\", and the choice under it though it reads like a label", () => {
    const scan = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 }) as unknown as TextItem;
    // the plate number's own label, beside it, was lost
    const layout = buildLayout({ items: [scan("Application for Registration of a Motor Vehicle", 27, 70), scan("1 arn applying for", 206, 94), scan("BAX052", 27, 104), scan("Re-registration", 206, 104), scan("Company details", 27, 125)], pages: 1, pageInfo: [{ page: 1, width: 612, height: 792 }] });
    const data = extractProfile(buildIndex(layout, nswRegistrationApplication), nswRegistrationApplication, 1, []).data as { applicationType: string | null };
    expect(data.applicationType).toBe("Re-registration");
  });
});

describe("a field named a number", () => {
  const vehicle = (engine: string) => {
    const layout = rows(["Make", "Toyota"], ["Engine number", engine], ["Odometer", "12,345 km"]);
    return (extractProfile(buildIndex(layout, vehicleSaleContract), vehicleSaleContract, 1, []).data as { vehicle: { engineNumber: string | null } }).vehicle.engineNumber;
  };
  it("holds a value with a digit, never a word beside its label (\"Reading\", \"No.\")", () => {
    expect(vehicle("KMRC103726")).toBe("KMRC103726");
    expect(vehicle("1GD 1234567")).toBe("1GD 1234567");
    expect(vehicle("Reading")).toBeNull();
    expect(vehicle("No.")).toBeNull();
  });
});

describe("a number glued after its field's label", () => {
  it("is the value when the field is named a number, whatever the label's last word (\"Dealer's Register Entry 93131\")", () => {
    const layout = buildLayout({
      items: [item("Form 7: Dealer's Notice", 40, 40), item("Dealer's Register No.", 40, 100), item("4058", 200, 100), item("Dealer's Register Entry 93131", 40, 114)],
      pages: 1,
      pageInfo: [{ page: 1, width: 595, height: 842 }],
    });
    const data = extractProfile(buildIndex(layout, nswForm7DealerNotice), nswForm7DealerNotice, 1, []).data as { register: { registerNumber: string; entryNumber: string } };
    expect(data.register.entryNumber).toBe("93131");
    expect(data.register.registerNumber).toBe("4058");
  });
});

describe("a party's heading whose label beside it a scan lost", () => {
  const dealerName = (under: string) => {
    const scan = (str: string, x: number, y: number) => ({ ...item(str, x, y), conf: 90 }) as unknown as TextItem;
    const layout = buildLayout({
      items: [scan("Dealer Notice", 40, 40), scan("Form 7", 300, 40), scan("Supplier Details", 40, 80), scan("Seller (Dealer)", 40, 100), scan(under, 40, 114), scan("56 722 509 886", 300, 114), scan("MDL No.", 40, 132), scan("MD079923", 40, 146)],
      pages: 1,
      pageInfo: [{ page: 1, width: 595, height: 842 }],
    });
    return (extractProfile(buildIndex(layout, nswForm7DealerNotice), nswForm7DealerNotice, 1, []).data as { dealer: { name: string | null } }).dealer.name;
  };
  it("labels the company's name right under it (\"Seller (Dealer)\" over \"… Motors Pty Ltd\"), never the title's \"Form 7\"", () => {
    expect(dealerName("Southern Highlands Motors Pty Ltd")).toBe("Southern Highlands Motors Pty Ltd");
  });
});
