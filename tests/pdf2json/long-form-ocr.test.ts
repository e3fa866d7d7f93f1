// The long form (?detail=full or long_form: true) adds meta.resolved and per-field confidence and source
// (page and box); a scanned PDF with no text layer is read with OCR and says so (classification.method ocr).
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync as readF, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../helpers";
import { fixturePdf, postJson, postPdf } from "./helpers";

let apiKey: string;
beforeAll(async () => {
  apiKey = (await createTestOrg({ credits: 100_000 })).apiKey;
});

describe("long form", () => {
  it("adds resolved and, per found field, confidence and where it was found", async () => {
    const { pdf, truth } = await fixturePdf("vehicle_tax_invoice", 0);
    const short = await (await postPdf(apiKey, pdf)).json();
    expect(short.meta.resolved).toBeUndefined();
    expect(short.meta.fields).toBeUndefined();
    const long = await (await postPdf(apiKey, pdf, {}, { detail: "full" })).json();
    const alt = await (await postJson(apiKey, { pdf: pdf.toString("base64"), long_form: true })).json();
    expect(alt.meta.fields).toEqual(long.meta.fields);
    expect(long.data).toEqual(short.data);
    expect(long.meta.resolved).toBe(true);
    const vin = long.meta.fields["vehicle.vin"];
    expect(vin.page).toBe(1);
    expect(vin.confidence).toBeGreaterThan(0.5);
    expect(vin.confidence).toBeLessThanOrEqual(1);
    expect(vin.label).toBe("VIN");
    const [x0, y0, x1, y1] = vin.box;
    expect(x1).toBeGreaterThan(x0);
    expect(y1).toBeGreaterThan(y0);
    expect(x1).toBeLessThan(600);
    expect((truth as any).vehicle.vin).toBe(long.data.vehicle.vin);
    // every non-null leaf of a group has a source
    for (const [k, v] of Object.entries(long.data.pricing)) if (v !== null) expect(long.meta.fields[`pricing.${k}`], k).toBeDefined();
  });
});

describe("OCR", () => {
  it("reads a scanned (image-only) PDF with tesseract and reports method ocr", async () => {
    const { pdf, truth } = await fixturePdf("nsw_form7_dealer_notice", 0);
    // Make a scan: page 1 as a PNG, wrapped into a PDF that has no text layer.
    const dir = mkdtempSync(path.join(os.tmpdir(), "scan-"));
    execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "150", "-png", "-singlefile", "-", path.join(dir, "p")], { input: pdf });
    const png = readF(path.join(dir, "p.png"));
    rmSync(dir, { recursive: true, force: true });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    let scan: Buffer;
    try {
      const page = await browser.newPage();
      await page.setContent(`<html><body style="margin:0"><img style="width:100%" src="data:image/png;base64,${png.toString("base64")}"></body></html>`);
      scan = await page.pdf({ format: "A4", margin: { top: "0", right: "0", bottom: "0", left: "0" } });
    } finally {
      await browser.close();
    }
    const res = await postPdf(apiKey, scan);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta.classification.method).toBe("ocr");
    expect(body.meta.document_type).toBe("nsw_form7_dealer_notice");
    expect(body.meta.warnings.map((w: { code: string }) => w.code)).toContain("ocr");
    const t = truth as any;
    expect(body.data.vehicle.make).toBe(t.vehicle.make);
    expect(body.data.register.entryNumber).toBe(t.register.entryNumber);
    expect(body.data.sale.purchaserName).toBe(t.sale.purchaserName);
  }, 120_000);
});
