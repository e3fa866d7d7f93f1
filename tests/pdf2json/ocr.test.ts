// OCR of scanned pages (lib/pdf2json/read/ocr*.ts): a scan is read with OCR, a mixed PDF is read from both
// sources page by page, a scan under a typed overlay is still recognised, blank scans cost seconds, budgets
// and memory ceilings answer with what was read and a warning, a corrupt image never gives a 5xx, and
// /v1/health answers while pages are recognised. Tests that need tesseract or poppler skip with the reason.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/v1/health/route";
import { imagePdf, parseNetpbm, type ImagePage } from "@/eval/pdf2json/producers/image-pdf";
import { extractPdf } from "@/lib/pdf2json/extract-pdf";
import { detectLanguage, hasInk, inspectPage, ocrPages, parseHocr, removeRules, readMissedInk, rereadDoubtfulLines, rereadDoubtfulWords, rereadMergedLines } from "@/lib/pdf2json/read/ocr";
import { buildLayout } from "@/lib/pdf2json/layout/layout";
import { deskew, findBoxes, missedInkStrip, parsePgm, removeLeaders, stretchContrast } from "@/lib/pdf2json/read/ocr-image.mjs";
import { OcrSlots, ocrSlots } from "@/lib/pdf2json/read/ocr-process";
import { call, createTestOrg } from "../helpers";
import { fixturePdf, postPdf } from "./helpers";

const missing = (() => {
  const gone: string[] = [];
  for (const [cmd, arg] of [["tesseract", "--version"], ["pdftoppm", "-v"], ["pdfunite", "-v"]]) {
    try {
      execFileSync(cmd, [arg], { stdio: "ignore" });
    } catch {
      gone.push(cmd);
    }
  }
  return gone.length ? `${gone.join(", ")} not installed (scripts/lib/ensure.sh installs tesseract-ocr and poppler-utils)` : null;
})();

/** Page `page` of a PDF as a 200 dpi grey image page (what a scanner sends), without ImageMagick. */
function scanPage(pdf: Buffer, page = 1, dpi = 200): ImagePage {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ocr-test-"));
  try {
    execFileSync("pdftoppm", ["-f", String(page), "-l", String(page), "-r", String(dpi), "-gray", "-singlefile", "-", path.join(dir, "p")], { input: pdf });
    const pgm = parseNetpbm(readFileSync(path.join(dir, "p.pgm")));
    return { width: pgm.width, height: pgm.height, dpi, kind: "gray", data: Buffer.from(pgm.data) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A blank A4 page at 150 dpi: toned paper with light speckle, as a scanner feeds an empty sheet. */
function blankPage(seed: number): ImagePage {
  const [w, h] = [1240, 1754];
  const data = Buffer.alloc(w * h, 232);
  let a = seed;
  for (let i = 0; i < 3000; i++) {
    a = (a * 1103515245 + 12345) >>> 0;
    data[a % data.length] = 40 + (a % 120);
  }
  return { width: w, height: h, dpi: 150, kind: "gray", data };
}

function unite(...pdfs: Buffer[]): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ocr-test-"));
  try {
    const files = pdfs.map((p, i) => {
      const f = path.join(dir, `${i}.pdf`);
      writeFileSync(f, p);
      return f;
    });
    execFileSync("pdfunite", [...files, path.join(dir, "out.pdf")]);
    return readFileSync(path.join(dir, "out.pdf"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const codes = (meta: { warnings: Array<{ code: string }> }) => meta.warnings.map((w) => w.code);

let apiKey: string;
beforeAll(async () => {
  apiKey = (await createTestOrg({ credits: 1_000_000 })).apiKey;
});

describe("OCR of scanned pages", () => {
  it("reads a scanned vehicle tax invoice through the API: words found, method ocr, warning ocr, confidence from OCR", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf, truth } = await fixturePdf("vehicle_tax_invoice", 0);
    const scan = imagePdf([scanPage(pdf)]);
    const res = await postPdf(apiKey, scan, {}, { detail: "full" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta.classification.method).toBe("ocr");
    expect(codes(body.meta)).toContain("ocr");
    expect(body.meta.document_type).toBe("vehicle_tax_invoice");
    const t = truth as { vehicle: { vin: string }; dealer: { abn: string } };
    expect(body.data.vehicle.vin).toBe(t.vehicle.vin);
    expect(body.data.dealer.abn).toBe(t.dealer.abn);
    const vin = body.meta.fields["vehicle.vin"];
    expect(vin.confidence).toBeGreaterThan(0.3);
    expect(vin.confidence).toBeLessThan(1); // the recogniser's own confidence is part of it
  }, 120_000);

  it("reads a mixed PDF page by page: the text page from its text layer, the scanned page with OCR", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf: textPdf } = await fixturePdf("vehicle_sale_contract", 0);
    const { pdf: other, truth } = await fixturePdf("vehicle_tax_invoice", 1);
    const mixed = unite(textPdf.subarray(0), imagePdf([scanPage(other)]));
    const textPages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: textPdf }).toString())![1]);
    let layout = "";
    const r = await extractPdf({ pdf: mixed, documentType: null, schema: null, engine: "standard", longForm: false }, { trace: (stage, out) => void (stage === "layout" && (layout = String(out))) });
    const ocr = r.meta.warnings.find((w) => w.code === "ocr");
    expect(ocr?.message).toContain(`Page ${textPages + 1} (scanned) was read with OCR`);
    // words of both pages are in the layout
    expect(layout).toContain((truth as { vehicle: { vin: string } }).vehicle.vin);
    expect(layout.toLowerCase()).toMatch(/contract|agreement/);
  }, 120_000);

  it("recognises a scan under a thin typed overlay (a page number) and keeps the overlay's exact text", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf, truth } = await fixturePdf("vehicle_tax_invoice", 0);
    const page = { ...scanPage(pdf), overlay: [{ text: "Page 1 of 1 - RECEIVED 12/03/2025", x: 40, y: 820, size: 8 }] };
    let layout = "";
    const r = await extractPdf({ pdf: imagePdf([page]), documentType: null, schema: null, engine: "standard", longForm: false }, { trace: (stage, out) => void (stage === "layout" && (layout = String(out))) });
    expect(codes(r.meta)).toContain("ocr");
    expect(r.meta.warnings.find((w) => w.code === "ocr")?.message).toContain("typed overlay");
    expect(layout).toContain("RECEIVED 12/03/2025");
    expect((r.data.vehicle as { vin: string }).vin).toBe((truth as { vehicle: { vin: string } }).vehicle.vin);
  }, 120_000);

  it("answers a 20-page blank scan within seconds, with a warning", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const scan = imagePdf(Array.from({ length: 20 }, (_, i) => blankPage(i + 1)));
    const t = performance.now();
    const res = await postPdf(apiKey, scan);
    const seconds = (performance.now() - t) / 1000;
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(codes(body.meta)).toContain("no_text");
    expect(body.meta.warnings.find((w: { code: string }) => w.code === "no_text").message).toContain("every page is blank");
    await ctx.annotate(`20 blank pages answered in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(20);
  }, 60_000);

  it("reads the first PDF2JSON_MAX_OCR_PAGES pages of a 300-page scan within its budget and says which were not read", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf } = await fixturePdf("vehicle_tax_invoice", 0);
    // a 100 dpi 1-bit page (a fax), 300 times: about 3 MB
    const grey = scanPage(pdf, 1, 100);
    const rowBytes = Math.ceil(grey.width / 8);
    const bits = Buffer.alloc(rowBytes * grey.height);
    for (let y = 0; y < grey.height; y++) for (let x = 0; x < grey.width; x++) if (grey.data[y * grey.width + x] < 128) bits[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    const fax: ImagePage = { width: grey.width, height: grey.height, dpi: 100, kind: "bilevel", data: bits };
    const scan = imagePdf(Array.from({ length: 300 }, () => fax));
    expect(scan.length).toBeLessThan(8 * 1024 * 1024);
    const t = performance.now();
    const res = await postPdf(apiKey, scan);
    const seconds = (performance.now() - t) / 1000;
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta.pages).toBe(300);
    expect(codes(body.meta)).toContain("ocr");
    expect(body.meta.warnings.find((w: { code: string }) => w.code === "ocr_pages_truncated")?.message).toContain("pages 21–300 were not");
    await ctx.annotate(`300-page scan answered in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60); // the OCR budget is 45 s; 20 pages take far less
  }, 120_000);

  it("a corrupt image stream answers 200 with a warning or a 4xx, never a 5xx", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const junk = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    const pages: ImagePage[][] = [
      [{ width: 1700, height: 2200, dpi: 200, kind: "raw", data: junk }],
      [{ width: 1700, height: 2200, dpi: 200, kind: "jpeg", data: junk }],
      [{ width: 100000, height: 100000, dpi: 72, kind: "raw", data: junk }],
    ];
    for (const p of pages) {
      const res = await postPdf(apiKey, imagePdf(p));
      expect(res.status).toBeLessThan(500);
      const body = await res.json();
      if (res.status === 200) expect(body.meta.warnings.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it("stops at the time budget with what was read so far, and a page over the memory ceiling fails alone", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf } = await fixturePdf("vehicle_tax_invoice", 0);
    const scan = imagePdf(Array.from({ length: 6 }, () => scanPage(pdf)));
    const base = { dpi: 200, maxPixels: 16_000_000, perProcess: 2, perOrganisation: 2, perRequest: 2, stepTimeoutMs: 20_000, maxMemoryMb: 1024, budgetMs: 45_000, maxPages: 20, psm: 11, psmSlip: 4, removeRules: true, missedInk: true, rereadDoubtful: true, rereadWords: true, contrast: true, languages: [] };
    const budgeted = await ocrPages(scan, [1, 2, 3, 4, 5, 6], { budgetMs: 1500, config: base });
    expect(budgeted.skipped.length).toBeGreaterThan(0);
    expect(budgeted.ms).toBeLessThan(6000);
    const starved = await ocrPages(scan, [1], { config: { ...base, maxMemoryMb: 48 } });
    expect(starved.failed.map((f) => f.reason)).toEqual(["memory"]);
    expect(starved.items).toEqual([]);
  }, 60_000);

  it("/v1/health answers within 1 s while pages are being recognised", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf } = await fixturePdf("vehicle_sale_contract", 0);
    const scan = imagePdf([scanPage(pdf, 1), scanPage(pdf, 1), scanPage(pdf, 1)]);
    const slots = ocrSlots();
    // the first answer loads the health modules (a one-off cost, slow under a loaded test run): not what is measured
    expect((await call(health, "/v1/health")).status).toBe(200);
    const started = new Promise<void>((resolve) => (slots.onStart = () => resolve()));
    let done = false;
    const extraction = postPdf(apiKey, scan).finally(() => (done = true));
    await started;
    slots.onStart = undefined;
    // health is asked until 20 answers came while a recogniser ran (a server blocked by recognition gives
    // none), or the extraction ended; every answer within a second
    let whileRecognising = 0;
    let slowest = 0;
    while (!done && whileRecognising < 20) {
      const t = performance.now();
      const res = await call(health, "/v1/health");
      const running = slots.stats().running;
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      if (running > 0) whileRecognising++;
    }
    await ctx.annotate(`${whileRecognising} health answers while recognising, slowest ${slowest.toFixed(0)} ms`);
    expect(whileRecognising).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(1000);
    expect((await extraction).status).toBe(200);
  }, 120_000);

  it("a text PDF is not held up behind scans being recognised (the read workers are given back first)", async (ctx) => {
    ctx.skip(!!missing, missing ?? "");
    const { pdf } = await fixturePdf("vehicle_sale_contract", 0);
    const { pdf: text } = await fixturePdf("vehicle_tax_invoice", 0);
    const scan = imagePdf([scanPage(pdf, 1), scanPage(pdf, 1), scanPage(pdf, 1), scanPage(pdf, 1)]);
    const [a, b] = [await createTestOrg({ credits: 100_000 }), await createTestOrg({ credits: 100_000 })];
    const slots = ocrSlots();
    const seen = new Set<string>();
    // both scans past their text read and recognising: as many documents as read workers (2)
    const both = new Promise<void>((resolve) => (slots.onStart = (org) => (seen.add(org), seen.has(a.organisationId) && seen.has(b.organisationId) && resolve())));
    const scans = [postPdf(a.apiKey, scan), postPdf(b.apiKey, scan)];
    await both;
    slots.onStart = undefined;
    let firstScanDone = false;
    void Promise.race(scans).then(() => (firstScanDone = true));
    const res = await postPdf(apiKey, text);
    expect(res.status).toBe(200);
    expect(firstScanDone).toBe(false);
    for (const r of await Promise.all(scans)) expect(r.status).toBe(200);
  }, 120_000);
});

describe("OCR pieces", () => {
  it("shares subprocess slots between organisations: a waiting organisation goes before a busy one's next job", async () => {
    const slots = new OcrSlots({ perProcess: 2, perOrganisation: 2 });
    const order: string[] = [];
    const a1 = await slots.acquire("a");
    const a2 = await slots.acquire("a");
    const a3 = slots.acquire("a").then((r) => (order.push("a"), r));
    const b1 = slots.acquire("b").then((r) => (order.push("b"), r));
    a1();
    (await b1)();
    a2();
    (await a3)();
    expect(order).toEqual(["b", "a"]);
  });

  it("holds one organisation to its share of the subprocess slots (PDF2JSON_OCR_PER_ORG), leaving the rest to others", async () => {
    const slots = new OcrSlots({ perProcess: 3, perOrganisation: 2 });
    const a1 = await slots.acquire("a");
    const a2 = await slots.acquire("a");
    let a3Started = false;
    const a3 = slots.acquire("a").then((r) => ((a3Started = true), r));
    // a third slot is free, but not for a: b gets it at once
    const b1 = await slots.acquire("b");
    expect(a3Started).toBe(false);
    expect(slots.stats()).toMatchObject({ running: 3, waiting: 1 });
    b1();
    expect(a3Started).toBe(false); // still at its share, with a slot free
    a1();
    (await a3)();
    expect(a3Started).toBe(true);
    a2();
    expect(slots.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("tells blank pages from pages with a little text, speckle and toned paper notwithstanding", () => {
    const pgm = (p: ImagePage) => Buffer.concat([Buffer.from(`P5\n${p.width} ${p.height}\n255\n`), p.data]);
    expect(hasInk(pgm(blankPage(7)))).toBe(false);
    const page = blankPage(8);
    // "a page number": a few short dark strokes
    for (let y = 1600; y < 1620; y++) for (let x = 600; x < 660; x += 6) for (let k = 0; k < 3; k++) page.data[y * page.width + x + k] = 30;
    expect(hasInk(pgm(page))).toBe(true);
  });

  it("paints ruled lines out of a page, skewed ones too, and leaves letter strokes", () => {
    const [w, h] = [800, 600];
    const data = Buffer.alloc(w * h, 230);
    const skew = Math.tan((1.5 * Math.PI) / 180);
    // a box (two rules each way, 2 px thick, skewed 1.5°) and, inside it, a "letter" stroke 20 px tall
    for (let x = 100; x < 700; x++) for (const y0 of [100, 400]) for (let t = 0; t < 2; t++) data[Math.round(y0 + t + x * skew) * w + x] = 20;
    for (let y = 100; y < 400; y++) for (const x0 of [100, 700]) for (let t = 0; t < 2; t++) data[y * w + Math.round(x0 + t - y * skew)] = 20;
    for (let y = 240; y < 260; y++) for (let x = 300; x < 303; x++) data[y * w + x] = 20;
    const pgm = Buffer.concat([Buffer.from(`P5\n${w} ${h}\n255\n`), data]);
    const look = inspectPage(pgm);
    expect(look.ink).toBe(true);
    const clean = removeRules(pgm, skew, look.cut, look.paper, 200)!;
    const px = clean.subarray(clean.length - w * h);
    let dark = 0;
    for (const v of px) if (v < 100) dark++;
    expect(dark).toBe(60); // the letter stroke only
    expect(px[250 * w + 301]).toBe(20);
  });

  // a grey page image (paper 230) and the P5 file Tesseract reads
  const page = (w: number, h: number) => ({ w, h, data: Buffer.alloc(w * h, 230) });
  const asPgm = (p: { w: number; h: number; data: Buffer }) => Buffer.concat([Buffer.from(`P5\n${p.w} ${p.h}\n255\n`), p.data]);
  const ink = (p: { w: number; data: Buffer }, x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) p.data[y * p.w + x] = 20;
  };
  const darkIn = (pgm: Buffer, w: number, h: number, x0: number, y0: number, x1: number, y1: number) => {
    const px = pgm.subarray(pgm.length - w * h);
    let n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (px[y * w + x] < 100) n++;
    return n;
  };

  it("paints out a rule, not a line of bold type blurred into one blob, nor the strokes that cross or stand on a rule", () => {
    const p = page(900, 400);
    // a bold word on a 150 dpi scan: its letters run together into a solid band of x-height (14 px) with
    // stems above it; dark rows 120 px long, but no rule
    ink(p, 100, 100, 220, 114);
    for (let x = 100; x < 220; x += 15) ink(p, x, 90, x + 4, 100);
    // a 3 px rule under a table header with a speck on it, a letter's stem standing on it (its foot on the
    // rule) and a descender crossing it
    ink(p, 50, 200, 850, 203);
    ink(p, 300, 196, 303, 200); // a speck: 4 px over the rule
    ink(p, 400, 180, 404, 200); // a stem standing on the rule
    ink(p, 500, 190, 504, 215); // a descender crossing it
    const look = inspectPage(asPgm(p));
    const clean = removeRules(asPgm(p), 0, look.cut, look.paper, 200)!;
    expect(clean).not.toBeNull();
    expect(darkIn(clean, 900, 400, 100, 100, 220, 114)).toBe(120 * 14); // the bold word whole
    expect(darkIn(clean, 900, 400, 50, 199, 390, 204)).toBe(0); // the rule, with its speck's foot
    expect(darkIn(clean, 900, 400, 600, 195, 850, 205)).toBe(0);
    expect(darkIn(clean, 900, 400, 400, 180, 404, 198)).toBe(4 * 18); // the stem above the rule stays (its foot goes)
    expect(darkIn(clean, 900, 400, 500, 190, 504, 215)).toBe(4 * 25); // the crossing descender whole
  });

  it("paints out a row of character boxes with its dividers, and leaves the characters", () => {
    const p = page(600, 200);
    // "|5|0|C|" boxes 40 px wide and tall, 2 px borders, the characters 4 px under the top rule
    ink(p, 100, 80, 222, 82);
    ink(p, 100, 120, 222, 122);
    for (let x = 100; x <= 220; x += 40) ink(p, x, 80, x + 2, 122);
    for (let x = 115; x < 220; x += 40) ink(p, x, 86, x + 8, 112);
    const look = inspectPage(asPgm(p));
    const clean = removeRules(asPgm(p), 0, look.cut, look.paper, 200)!;
    expect(darkIn(clean, 600, 200, 95, 75, 230, 80)).toBe(0);
    expect(darkIn(clean, 600, 200, 95, 118, 230, 125)).toBe(0);
    for (let x = 100; x <= 220; x += 40) expect(darkIn(clean, 600, 200, x, 84, x + 2, 118)).toBe(0); // the dividers
    for (let x = 115; x < 220; x += 40) expect(darkIn(clean, 600, 200, x, 86, x + 8, 112)).toBe(8 * 26); // the characters
    expect(darkIn(clean, 600, 200, 95, 75, 230, 86)).toBe(0); // no stub where a divider met the rule
  });

  it("stretches a toned page's contrast: paper and its speckle white, grey ink dark, levels reported as mapped", () => {
    const p = page(400, 200);
    p.data.fill(200); // toned paper
    for (let i = 0; i < p.data.length; i += 37) p.data[i] = 185; // speckle a little darker than the paper
    for (let y = 50; y < 70; y++) for (let x = 50; x < 350; x += 6) for (let k = 0; k < 3; k++) p.data[y * p.w + x + k] = 120; // grey type
    const look = inspectPage(asPgm(p));
    const out = stretchContrast(asPgm(p), look.cut, look.paper)!;
    const px = parsePgm(out.pgm).data;
    expect(px[10 * 400 + 10]).toBe(255); // paper
    expect(px[37 * 100]).toBe(255); // a speck
    expect(px[60 * 400 + 50]).toBeLessThan(100); // the type: 80 levels under its paper before, over 155 after
    expect(out.paper).toBe(255);
    expect(out.cut).toBeGreaterThan(look.cut);
    // a blank page has no ink to measure: unchanged
    const blank = page(400, 200);
    expect(stretchContrast(asPgm(blank), 180, 230)).toBeNull();
  });

  it("paints out dot leaders and keeps a colon and the letters beside them", () => {
    const p = page(800, 300);
    ink(p, 100, 100, 112, 130); // a letter stroke
    for (let x = 130; x < 400; x += 10) ink(p, x, 127, x + 3, 130); // "............" on the baseline
    ink(p, 420, 112, 423, 115); // a colon: two dots one over the other
    ink(p, 420, 127, 423, 130);
    const look = inspectPage(asPgm(p));
    const out = removeLeaders(asPgm(p), look.cut, look.paper, 200)!;
    expect(out.dots).toBeGreaterThanOrEqual(20);
    expect(darkIn(out.pgm, 800, 300, 125, 120, 405, 135)).toBe(0);
    expect(darkIn(out.pgm, 800, 300, 100, 100, 112, 130)).toBe(12 * 30);
    expect(darkIn(out.pgm, 800, 300, 418, 110, 425, 132)).toBe(18);
  });

  it("finds check boxes by shape, ticked or not, and leaves a round letter alone", () => {
    const p = page(600, 200);
    const box = (x: number, y: number, ticked: boolean) => {
      ink(p, x, y, x + 30, y + 2); ink(p, x, y + 28, x + 30, y + 30); ink(p, x, y, x + 2, y + 30); ink(p, x + 28, y, x + 30, y + 30);
      if (ticked) for (let k = 4; k < 26; k++) { ink(p, x + k, y + k, x + k + 2, y + k + 1); ink(p, x + 29 - k, y + k, x + 31 - k, y + k + 1); }
    };
    box(100, 80, true);
    box(300, 80, false);
    // an "O": a thick ring, no straight sides or square corners
    for (let y = 80; y < 110; y++) for (let x = 480; x < 510; x++) { const r = Math.hypot(x - 495, y - 95); if (r > 10 && r < 15) p.data[y * p.w + x] = 20; }
    const look = inspectPage(asPgm(p));
    const found = findBoxes(asPgm(p), look.cut, look.paper, 200)!;
    expect(found.boxes.map((b) => [Math.round(b.x0 / 100), b.checked])).toEqual([[1, true], [3, false]]);
    expect(darkIn(found.pgm, 600, 200, 95, 75, 135, 115)).toBe(0);
    expect(darkIn(found.pgm, 600, 200, 478, 78, 512, 112)).toBeGreaterThan(100);
  });

  it("takes no squared letter inside a word for a check box, and keeps a box whose word follows close", () => {
    const p = page(600, 200);
    const box = (x: number, y: number) => {
      ink(p, x, y, x + 30, y + 2); ink(p, x, y + 28, x + 30, y + 30); ink(p, x, y, x + 2, y + 30); ink(p, x + 28, y, x + 30, y + 30);
    };
    // "Lice☐ce": a bold, squared n with letter stems two pixels from it on both sides
    box(100, 80);
    ink(p, 84, 80, 97, 110);
    ink(p, 134, 80, 146, 110);
    // "☐Transfer" set tight: a letter close on the right only
    box(300, 80);
    ink(p, 334, 80, 346, 110);
    const look = inspectPage(asPgm(p));
    const found = findBoxes(asPgm(p), look.cut, look.paper, 200)!;
    expect(found.boxes.map((b) => Math.round(b.x0 / 100))).toEqual([3]);
    expect(darkIn(found.pgm, 600, 200, 98, 78, 133, 112)).toBeGreaterThan(100);
  });

  it("copies the glyphs no recognised word covers into a strip for a second reading (a lone \"3\" in a cell), and nothing from a speckled page", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "missed-"));
    try {
      const p = page(800, 300);
      // three recognised words of 20-pixel type, and one glyph under the second that no word covers
      const words: Array<[number, number, number, number]> = [[100, 100, 180, 120], [300, 100, 420, 120], [550, 100, 640, 120]];
      for (const [x0, y0, x1, y1] of words) for (let x = x0; x < x1; x += 12) ink(p, x, y0, x + 8, y1);
      ink(p, 310, 160, 322, 180);
      ink(p, 700, 200, 702, 202); // a speck: too small for a glyph
      const file = path.join(dir, "p.pgm");
      writeFileSync(file, asPgm(p));
      const found = missedInkStrip(file, words, 125, 230, path.join(dir, "strip.pgm"))!;
      expect(found.rows).toHaveLength(1);
      const strip = parsePgm(readFileSync(path.join(dir, "strip.pgm")));
      expect(strip.width).toBe(800);
      // the glyph stands at its own x in the strip, and its row's shift takes it back to its place on the page
      const [row] = found.rows;
      expect(darkIn(readFileSync(path.join(dir, "strip.pgm")), 800, strip.height, 310, row.top, 322, row.bottom + 1)).toBe(12 * 20);
      expect(row.top + row.dy).toBeLessThanOrEqual(160);
      expect(row.bottom + row.dy).toBeGreaterThanOrEqual(180);
      // every glyph covered: nothing to read again
      expect(missedInkStrip(file, [...words, [305, 155, 330, 185]], 125, 230, path.join(dir, "none.pgm"))).toBeNull();
      // a page speckled with glyph-sized marks is noise, not values
      const noisy = page(800, 300);
      for (const [x0, y0, x1, y1] of words) for (let x = x0; x < x1; x += 12) ink(noisy, x, y0, x + 8, y1);
      for (let k = 0; k < 60; k++) ink(noisy, 20 + (k % 20) * 38, 150 + Math.floor(k / 20) * 40, 32 + (k % 20) * 38, 168 + Math.floor(k / 20) * 40);
      writeFileSync(file, asPgm(noisy));
      expect(missedInkStrip(file, words, 125, 230, path.join(dir, "noise.pgm"))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("turns a skewed page straight", () => {
    const p = page(800, 400);
    const s = Math.tan((2 * Math.PI) / 180);
    for (let x = 100; x < 700; x++) for (let t = 0; t < 3; t++) p.data[Math.round(200 + t + (x - 100) * s) * p.w + x] = 20;
    const { pgm } = deskew(asPgm(p), s, 230);
    const { width, height, data } = parsePgm(pgm);
    // the line's ink now lies within a few rows
    const rows = new Set<number>();
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[y * width + x] < 100) rows.add(y);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(5);
  });

  it("takes a page's skew out of the word positions (hOCR baselines)", () => {
    // one line across the page, skewed 2° down to the right: the label and its value get one baseline
    const s = Math.tan((2 * Math.PI) / 180);
    const hocr = `<span class='ocr_line' id='line_1_1' title="bbox 100 100 1500 ${Math.round(140 + 1400 * s)}; baseline ${s.toFixed(4)} -8; x_size 30; x_descenders 7; x_ascenders 8">
      <span class='ocrx_word' id='word_1_1' title='bbox 100 100 200 140; x_wconf 95'>VIN</span>
      <span class='ocrx_word' id='word_1_2' title='bbox 1200 ${Math.round(100 + 1100 * s)} 1500 ${Math.round(140 + 1400 * s)}; x_wconf 91'>6T1BF3FK5CX012345</span></span>
      <span class='ocr_line' id='line_1_2' title="bbox 100 300 900 ${Math.round(340 + 800 * s)}; baseline ${s.toFixed(4)} -8; x_size 30; x_descenders 7; x_ascenders 8">
      <span class='ocrx_word' id='word_1_3' title='bbox 100 300 300 340; x_wconf 90'>Make</span>
      <span class='ocrx_word' id='word_1_4' title='bbox 700 ${Math.round(300 + 600 * s)} 900 ${Math.round(340 + 800 * s)}; x_wconf 88'>Toyota</span></span>`;
    const items = parseHocr(hocr, 1, 200);
    expect(items.map((i) => i.str)).toEqual(["VIN", "6T1BF3FK5CX012345", "Make", "Toyota"]);
    expect(Math.abs(items[0].y - items[1].y)).toBeLessThan(0.01);
    expect(items[2].y - items[0].y).toBeGreaterThan(60);
    expect(items[1].conf).toBeCloseTo(0.91);
  });

  it("stands a lone word whose baseline the recogniser lifted far above its box on that box's bottom (\"N°\" beside \"de ticket\")", () => {
    const hocr = (offset: number) => `<span class='ocr_line' id='line_1_7' title="bbox 112 343 138 362; baseline 0 ${offset}; x_size 20; x_descenders 5; x_ascenders 5">
      <span class='ocrx_word' id='word_1_27' title='bbox 112 343 138 362; x_wconf 91'>N°</span></span>
      <span class='ocr_line' id='line_1_8' title="bbox 161 341 508 362; baseline -0.003 0; x_size 24.9; x_descenders 6.2; x_ascenders 6.2">
      <span class='ocrx_word' id='word_1_28' title='bbox 161 341 191 362; x_wconf 96'>de</span>
      <span class='ocrx_word' id='word_1_29' title='bbox 212 341 307 362; x_wconf 92'>ticket</span></span>`;
    const lifted = parseHocr(hocr(-11), 1, 300);
    expect(Math.abs(lifted[0].y - lifted[1].y)).toBeLessThan(0.5);
    // a fit within a descender's depth is kept as the recogniser gave it
    const kept = parseHocr(hocr(-5), 1, 300);
    expect(lifted[1].y - kept[0].y).toBeCloseTo((5 * 72) / 300, 1);
    // …and so is one whose box is far taller than its line (a rule or a speck under "Address")
    const tall = parseHocr(hocr(-11).replace(/bbox 112 343 138 362/g, "bbox 112 343 138 400"), 1, 300);
    expect(tall[0].y).toBeCloseTo(((400 - 11) * 72) / 300, 0);
  });

  it("reads a tick before an option that the recogniser read as a yen sign as the tick (\"¥ New | Used | Demo\"), and keeps ¥ before a figure", () => {
    const line = (mark: string, after: string) => `<span class='ocr_line' id='line_1_1' title="bbox 116 504 582 521; baseline 0 -4; x_size 22; x_descenders 5; x_ascenders 5">
      <span class='ocrx_word' id='word_1_1' title='bbox 116 504 186 521; x_wconf 96'>Vehicle</span>
      <span class='ocrx_word' id='word_1_2' title='bbox 195 504 236 521; x_wconf 95'>Sold</span>
      <span class='ocrx_word' id='word_1_3' title='bbox 243 505 268 521; x_wconf 93'>As</span>
      <span class='ocrx_word' id='word_1_4' title='bbox 284 506 289 518; x_wconf 54'>${mark}</span>
      <span class='ocrx_word' id='word_1_5' title='bbox 301 505 344 521; x_wconf 96'>${after}</span>
      <span class='ocrx_word' id='word_1_6' title='bbox 409 504 458 521; x_wconf 96'>Used</span></span>`;
    expect(parseHocr(line("¥", "New"), 1, 300).map((i) => i.str).join(" ")).toMatch(/✓ New/);
    expect(parseHocr(line("¥", "1200"), 1, 300).map((i) => i.str).join(" ")).not.toMatch(/✓/);
  });

  it("reads a till slip's two lines run together again as a band of rows, keeping the surer reading", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "merged-"));
    try {
      // a page image 40 × 400 whose row y holds the value y: the band read again must be the rows asked for
      const [width, height] = [40, 400];
      const image = path.join(dir, "page.pgm");
      const pixels = Buffer.alloc(width * height);
      for (let y = 0; y < height; y++) pixels.fill(y % 256, y * width, (y + 1) * width);
      writeFileSync(image, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), pixels]));
      const word = (id: string, box: number[], conf: number, text: string) => `<span class='ocrx_word' id='${id}' title='bbox ${box.join(" ")}; x_wconf ${conf}'>${text}</span>`;
      const line = (id: string, box: number[], words: string) => `<span class='ocr_line' id='${id}' title="bbox ${box.join(" ")}; baseline 0 -5; x_size 26">${words}</span>\n`;
      // the header "ASIA MART" over "(SA0264195-T)", read by column mode as "A MART" and one line twice as tall
      const page =
        line("l1", [100, 82, 520, 114], word("w1", [380, 89, 404, 114], 66, "A") + word("w2", [418, 82, 519, 114], 90, "MART")) +
        line("l2", [322, 89, 513, 148], word("w3", [322, 89, 513, 148], 28, "02641951)")) +
        line("l3", [195, 163, 600, 184], word("w4", [195, 163, 271, 184], 92, "NO.23") + word("w5", [280, 163, 380, 184], 91, "BATU")) +
        line("l4", [195, 200, 600, 221], word("w6", [195, 200, 300, 221], 90, "JALAN"));
      let band: { width: number; rows: number[] } | null = null;
      const reread = async (file: string) => {
        const data = readFileSync(file);
        const h = /^P5\n(\d+) (\d+)\n255\n/.exec(data.toString("latin1", 0, 40))!;
        const body = data.subarray(h[0].length);
        band = { width: Number(h[1]), rows: Array.from({ length: Number(h[2]) }, (_, r) => body[r * Number(h[1])]) };
        // the band's own coordinates, from its first row
        return line("b1", [322, 2, 520, 30], word("b1w1", [322, 4, 410, 30], 93, "ASIA") + word("b1w2", [418, 2, 519, 30], 94, "MART")) + line("b2", [322, 40, 513, 64], word("b2w1", [322, 40, 513, 64], 88, "(SA0264195-T)"));
      };
      const out = await rereadMergedLines(page, image, path.join(dir, "band.pgm"), reread);
      expect(band!.width).toBe(width);
      expect(band!.rows[0]).toBeLessThanOrEqual(82); // from above the first merged line...
      expect(band!.rows.at(-1)).toBeGreaterThanOrEqual(148); // ...to below the tall one
      const items = parseHocr(out, 1, 200);
      expect(items.map((i) => i.str).sort()).toEqual(["(SA0264195-T)", "ASIA", "BATU", "JALAN", "MART", "NO.23"].sort());
      // moved back to where the band stands on the page: the header above the address
      const y = (s: string) => items.find((i) => i.str === s)!.y;
      expect(y("ASIA")).toBeLessThan(y("(SA0264195-T)"));
      expect(y("(SA0264195-T)")).toBeLessThan(y("NO.23"));
      // a band read no better leaves the page as it was; so does a page with no line run together
      expect(await rereadMergedLines(page, image, path.join(dir, "band.pgm"), async () => line("b1", [322, 2, 520, 30], word("x", [322, 4, 410, 30], 52, "ASlA")))).toBe(page);
      const plain = page.replace(/bbox 322 89 513 148/g, "bbox 322 120 513 146");
      let asked = 0;
      expect(await rereadMergedLines(plain, image, path.join(dir, "band.pgm"), async () => (asked++, ""))).toBe(plain);
      expect(asked).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a line of small print the page read badly again on its own, replacing only the words run on from it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "doubtful-"));
    try {
      // a page image 1200 × 300 whose row y holds the value y: the strip's bands must be the rows asked for
      const [width, height] = [1200, 300];
      const image = path.join(dir, "page.pgm");
      const pixels = Buffer.alloc(width * height);
      for (let y = 0; y < height; y++) pixels.fill(y, y * width, (y + 1) * width);
      writeFileSync(image, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), pixels]));
      const word = (id: string, box: number[], conf: number, text: string) => `<span class='ocrx_word' id='${id}' title='bbox ${box.join(" ")}; x_wconf ${conf}'>${text}</span>`;
      const line = (id: string, box: number[], words: string) => `<span class='ocr_line' id='${id}' title="bbox ${box.join(" ")}; baseline 0 -4; x_size 20">${words}</span>\n`;
      // a footer's "IBAN DE95 7982 4601 8684" read as "IBAN DE: | 2 4601 8684", "DE:" at 3 %
      const page =
        line("l1", [157, 100, 242, 120], word("w1", [157, 100, 242, 120], 91, "Hauptstraße")) +
        line("l2", [737, 100, 817, 120], word("w2", [737, 100, 778, 120], 95, "IBAN") + word("w3", [785, 100, 817, 120], 3, "DE:")) +
        line("l3", [859, 100, 947, 120], word("w4", [859, 101, 866, 120], 80, "2") + word("w5", [872, 101, 904, 120], 92, "4601") + word("w6", [912, 101, 947, 120], 96, "8684")) +
        line("l4", [157, 200, 400, 220], word("w7", [157, 200, 240, 220], 95, "Summe") + word("w8", [300, 200, 400, 220], 92, "4.093,39"));
      const asked: number[][] = [];
      const reread = (words: (at: number) => string) => async (file: string) => {
        const data = readFileSync(file);
        const h = /^P5\n(\d+) (\d+)\n255\n/.exec(data.toString("latin1", 0, 40))!;
        const body = data.subarray(h[0].length);
        const rows = Array.from({ length: Number(h[2]) }, (_, r) => body[r * Number(h[1])]);
        asked.push(rows.filter((v) => v !== 255));
        // the strip's own coordinates: the band starts where the page's row 95 stands in it
        return words(rows.indexOf(95) - 95);
      };
      const better = reread((at) =>
        line("s1", [157, at + 100, 242, at + 120], word("s1w1", [157, at + 100, 242, at + 120], 60, "Hauptstrabe")) +
        line("s2", [737, at + 100, 947, at + 120], word("s2w1", [737, at + 100, 778, at + 120], 95, "IBAN") + word("s2w2", [785, at + 100, 830, at + 120], 93, "DE95") + word("s2w3", [838, at + 100, 866, at + 120], 90, "7982") + word("s2w4", [872, at + 100, 904, at + 120], 94, "4601") + word("s2w5", [912, at + 100, 947, at + 120], 95, "8684")),
      );
      const out = await rereadDoubtfulLines(page, image, path.join(dir, "strip.pgm"), better);
      // only the doubtful line's rows were read again, not the total's
      expect(Math.min(...asked[0])).toBeGreaterThanOrEqual(90);
      expect(Math.max(...asked[0])).toBeLessThanOrEqual(130);
      const items = parseHocr(out, 1, 200);
      expect(items.map((i) => i.str).sort()).toEqual(["4.093,39", "4601", "7982", "8684", "DE95", "Hauptstraße", "IBAN", "Summe"].sort());
      const x = (s: string) => items.find((i) => i.str === s)!.x;
      expect(x("DE95")).toBeLessThan(x("7982"));
      expect(Math.abs(items.find((i) => i.str === "DE95")!.y - items.find((i) => i.str === "Summe")!.y)).toBeGreaterThan(20);
      // a strip read no better leaves the page as it was; a page with no doubtful word is not read again
      const worse = reread((at) => line("s1", [737, at + 100, 830, at + 120], word("s1w1", [737, at + 100, 778, at + 120], 95, "IBAN") + word("s1w2", [785, at + 100, 830, at + 120], 55, "DE")));
      expect(await rereadDoubtfulLines(page, image, path.join(dir, "strip.pgm"), worse)).toBe(page);
      const sure = page.replace("x_wconf 3'", "x_wconf 85'");
      asked.length = 0;
      expect(await rereadDoubtfulLines(sure, image, path.join(dir, "strip.pgm"), better)).toBe(sure);
      expect(asked).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("drops a lone glyph read again that the code right after it already holds (\"3\" before \"34759101\" in one-digit boxes)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "missed-dup-"));
    try {
      const [width, height] = [1000, 700];
      const image = path.join(dir, "page.pgm");
      const pixels = Buffer.alloc(width * height, 255);
      const block = (x0: number, y0: number, x1: number, y1: number) => { for (let y = y0; y < y1; y++) pixels.fill(0, y * width + x0, y * width + x1); };
      const words: Array<[string, number[]]> = [["Driver", [146, 496, 238, 518]], ["licence", [248, 496, 351, 518]], ["no.:", [362, 496, 413, 518]], ["34759101", [465, 496, 666, 518]], ["Street", [146, 600, 235, 622]]];
      for (const [, [x0, y0, x1, y1]] of words) for (let x = x0; x + 12 <= x1; x += 16) block(x, y0, x + 12, y1);
      block(435, 496, 450, 518); // the code's first digit, outside its word's box
      block(800, 600, 815, 622); // a lone digit of its own
      writeFileSync(image, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), pixels]));
      const word = (id: string, box: number[], conf: number, text: string) => `<span class='ocrx_word' id='${id}' title='bbox ${box.join(" ")}; x_wconf ${conf}'>${text}</span>`;
      const page = words.map(([t, b], i) => word(`w${i}`, b, 95, t)).join("");
      // the strip: each unread glyph at its own x, on rows of their own
      const read = async (file: string) => {
        const { width: w, height: hh, data: body } = parsePgm(readFileSync(file));
        const out: string[] = [];
        for (const [x, text] of [[440, "3"], [805, "7"]] as Array<[number, string]>) {
          const rows = Array.from({ length: hh }, (_, r) => r).filter((r) => body[r * w + x] < 128);
          if (rows.length) out.push(word(`m${text}`, [x - 5, rows[0], x + 10, rows[rows.length - 1]], 96, text));
        }
        return out.join("");
      };
      const added = await readMissedInk(page, image, path.join(dir, "strip.pgm"), { cut: 128, paper: 255 }, read, 10_000);
      expect(added).toContain(">7<");
      expect(added).not.toContain(">3<");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads doubtful words again enlarged, taking a reading only when it is one word read surely (a figure's a little less surely)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "words-"));
    try {
      const [width, height] = [1200, 300];
      const image = path.join(dir, "page.pgm");
      const pixels = Buffer.alloc(width * height, 255);
      const boxes: Record<string, number[]> = { Deal: [100, 100, 150, 120], "No.": [160, 100, 190, 120], "580029": [300, 100, 400, 120], eee: [500, 100, 540, 120], YG9SD23: [600, 100, 700, 120], MDOS61: [800, 100, 880, 120], Dormsstraat: [100, 200, 230, 220], Summe: [300, 200, 360, 220] };
      for (const [x0, y0, x1, y1] of Object.values(boxes)) for (let y = y0; y < y1; y++) pixels.fill(0, y * width + x0, y * width + x1);
      writeFileSync(image, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), pixels]));
      const word = (text: string, conf: number, box = boxes[text]) => `<span class='ocrx_word' id='w${text}' title='bbox ${box.join(" ")}; x_wconf ${conf}'>${text}</span>`;
      const line = (box: number[], words: string) => `<span class='ocr_line' id='l${box[1]}' title="bbox ${box.join(" ")}; baseline 0 -4; x_size 20">${words}</span>\n`;
      const page = line([100, 100, 880, 120], word("Deal", 96) + word("No.", 95) + word("580029", 32) + word("eee", 14) + word("YG9SD23", 20) + word("MDOS61", 40)) + line([100, 200, 360, 220], word("Dormsstraat", 46) + word("Summe", 95));
      // the strip's rows of ink, top to bottom, each read as these words (the most doubtful word first)
      const readings = [[['"YG9SD23', 90]], [["C580029", 70]], [["a", 10], ["in|", 29], ["ce", 21]]] as Array<Array<[string, number]>>;
      let strips = 0;
      const read = async (file: string) => {
        strips++;
        const { width: w, height: hh, data: body } = parsePgm(readFileSync(file));
        const inked = Array.from({ length: hh }, (_, r) => body.subarray(r * w, (r + 1) * w).some((v) => v < 128));
        const runs: Array<[number, number]> = [];
        inked.forEach((on, r) => (on && (r === 0 || !inked[r - 1]) ? runs.push([r, r]) : on ? (runs[runs.length - 1][1] = r) : null));
        return runs.map(([a, b], i) => (readings[i] ?? []).map(([t, c], k) => word(t, c, [10 + k * 60, a, 60 + k * 60, b])).join("")).join("");
      };
      const out = await rereadDoubtfulWords(page, image, path.join(dir, "strip.pgm"), 255, read, 10_000);
      expect(strips).toBe(1);
      const items = parseHocr(out, 1, 200);
      // the figure read far surer is taken, in the page word's place; speckle read as small letters and a word
      // of running text are not read again
      expect(items.map((i) => i.str)).toContain("C580029");
      expect(items.find((i) => i.str === "C580029")!.x).toBeGreaterThan(items.find((i) => i.str === "No.")!.x);
      expect(out).toContain(">Dormsstraat<");
      expect(out).toContain(">eee<");
      // …and so does a word whose second reading adds a mark (a speck read as a quote), or is several words
      expect(out).toContain(">YG9SD23<");
      expect(out).toContain(">MDOS61<");
      // a page with no doubtful word is not read again
      strips = 0;
      const sure = page.replace(/x_wconf (20|32|40)'/g, "x_wconf 90'");
      expect(await rereadDoubtfulWords(sure, image, path.join(dir, "strip.pgm"), 255, read, 10_000)).toBe(sure);
      expect(strips).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("joins a date or an amount the recogniser cut in two", () => {
    const line = (words: Array<[number, number, string]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 900 140; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, x1, t], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 100 ${x1} 140; x_wconf 90'>${t}</span>`).join("")}</span>`;
    expect(parseHocr(line([[100, 180, "Date:"], [200, 260, "22/1"], [266, 380, "2/2017"]]), 1, 200).map((i) => i.str)).toEqual(["Date:", "22/12/2017"]);
    expect(parseHocr(line([[100, 180, "Qty"], [200, 230, "2"], [300, 380, "12/2017"]]), 1, 200).map((i) => i.str)).toEqual(["Qty", "2", "12/2017"]);
    expect(parseHocr(line([[100, 180, "Total:"], [200, 240, "28"], [248, 300, ".50"]]), 1, 200).map((i) => i.str)).toEqual(["Total:", "28.50"]);
  });

  it("keeps a doubtful capitalised word a word space before a sure one (\"Ironbark Logistics\"), drops doubtful speckle", () => {
    const line = (words: Array<[number, number, string, number]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 900 140; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, x1, t, c], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 100 ${x1} 140; x_wconf ${c}'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, string, number]>) => parseHocr(line(words), 1, 200).map((i) => i.str);
    expect(read([[140, 260, "Ironbark", 3], [272, 400, "Logistics", 96]])).toEqual(["Ironbark", "Logistics"]);
    // a doubtful word that is no name's word, or with nothing sure beside it, is still dropped
    expect(read([[140, 200, "wees", 5], [212, 400, "Logistics", 96]])).toEqual(["Logistics"]);
    expect(read([[140, 260, "Ironbark", 3], [272, 400, "Logistics", 40]])).toEqual(["Logistics"]);
    expect(read([[140, 260, "Ironbark", 3], [400, 520, "Logistics", 96]])).toEqual(["Logistics"]);
    // a doubtful word that spells a label's word is kept: a small grey label on a toned page ("Print 'name" at 17 % and 5 %)
    expect(read([[154, 194, "Print", 17], [202, 250, "'‘name", 5]])).toEqual(["Print", "name"]);
    expect(read([[154, 194, "Pnnt", 17], [202, 250, "nme", 5]])).toEqual([]);
    // a long code in capitals and digits is never speckle, however doubtful ("JMZJTZBMS5GA063194" at 4 %)
    expect(read([[120, 180, "VIN", 90], [400, 750, "JMZJTZBMS5GA063194", 4]])).toEqual(["VIN", "JMZJTZBMS5GA063194"]);
    expect(read([[120, 180, "VIN", 90], [400, 750, "JMZJTZBMSGA", 4]])).toEqual(["VIN"]);
    // …nor a long code cut in two at a word space, both pieces doubtful ("JF1ZWSVG4G 3004972" at 0 %)
    expect(read([[120, 180, "VIN", 90], [400, 550, "JF1ZWSVG4G", 0], [558, 650, "3004972", 0]])).toEqual(["VIN", "JF1ZWSVG4G", "3004972"]);
    expect(read([[120, 180, "VIN", 90], [400, 550, "JF1ZWSVG4G", 0], [700, 790, "3004972", 0]])).toEqual(["VIN"]);
    // nor is an e-mail address, a speck's quote after it ("accounts@…com.au\"" at 0 %)
    expect(read([[120, 220, "E-mail:", 93], [233, 619, 'accounts@northernbeachescarsales.com.au&quot;', 0]])).toEqual(["E-mail:", 'accounts@northernbeachescarsales.com.au"']);
  });

  it("keeps an ampersand with the words either side of it, though the recogniser's box of it is narrow (Print & Design)", () => {
    const line = (words: Array<[number, number, string]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 366 600 394; baseline 0 -6; x_size 28; x_descenders 6; x_ascenders 7">${words.map(([x0, x1, t], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 366 ${x1} 394; x_wconf 95'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, string]>) => parseHocr(line(words), 1, 200).map((i) => i.str);
    expect(read([[125, 293, "Kingsbridge"], [304, 368, "Print"], [388, 396, "&amp;"], [407, 501, "Design"], [512, 565, "LLP"]])).toContain("Print & Design");
    // a column's gap beside it still parts two runs
    expect(read([[125, 293, "Kingsbridge"], [304, 368, "Print"], [500, 508, "&amp;"], [519, 613, "Design"]])).toEqual(["Kingsbridge", "Print", "& Design"]);
  });

  it("drops what a painted-out dot leader left between a label and its value (VIN NO eee eee WVWX…)", () => {
    const line = (words: Array<[number, number, string, number]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 1400 140; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, x1, t, c], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 100 ${x1} 140; x_wconf ${c}'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, string, number]>) => parseHocr(line(words), 1, 200).map((i) => i.str);
    expect(read([[100, 160, "VIN", 96], [172, 210, "NO", 96], [300, 360, "eee", 27], [420, 480, "cece", 30], [560, 900, "WVWXULL61JV086836", 83]]).join(" ")).toBe("VIN NO WVWXULL61JV086836");
    // a sure word of those letters, and a label's short ones ("cc", "co"), are words
    expect(read([[100, 200, "Engine", 96], [212, 250, "cc", 40], [400, 500, "1998", 96]]).join(" ")).toBe("Engine cc 1998");
    expect(read([[100, 160, "see", 90], [172, 300, "overleaf", 96]]).join(" ")).toBe("see overleaf");
  });

  it("drops doubted lower-case letters no taller than a leader's dots, whatever the letters (ADDRESS eet 401 GREAT …)", () => {
    const line = (words: Array<[number, number, number, string, number]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 1400 142; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, y0, x1, t, c], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} ${y0} ${x1} 142; x_wconf ${c}'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, number, string, number]>) => parseHocr(line(words), 1, 200).map((i) => i.str).join(" ");
    expect(read([[100, 112, 240, "ADDRESS", 96], [260, 134, 330, "eet", 20], [400, 112, 450, "401", 95], [470, 112, 560, "GREAT", 96]])).toBe("ADDRESS 401 GREAT");
    // a word's x-height, or a sure reading, stays
    expect(read([[100, 112, 240, "Address", 96], [260, 124, 330, "eet", 20], [400, 112, 450, "401", 95]])).toBe("Address eet 401");
    expect(read([[100, 112, 240, "ADDRESS", 96], [260, 134, 330, "eet", 80], [400, 112, 450, "401", 95]])).toBe("ADDRESS eet 401");
    // …and a doubted short lower-case word among words in capitals, whatever its height
    expect(read([[100, 112, 240, "PHONE", 96], [325, 118, 372, "sat", 35], [394, 112, 444, "(02)", 85], [462, 112, 517, "6252", 95]])).toBe("PHONE (02) 6252");
    expect(read([[100, 112, 240, "Phone", 96], [325, 118, 372, "sat", 35], [394, 112, 444, "(02)", 85], [462, 112, 517, "6252", 95]])).toBe("Phone sat (02) 6252");
  });

  it("reads a square mark at mid-height between two words as a middle dot, which separates fields (\"629 · Motor Dealer's Licence No.\")", () => {
    const line = (words: Array<[number, number, number, number, string, number]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 900 140; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, y0, x1, y1, t, c], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} ${y0} ${x1} ${y1}; x_wconf ${c}'>${t}</span>`).join("")}</span>`;
    const read = (mark: [number, number, number, number, string, number]) => parseHocr(line([[120, 110, 280, 132, "956 629", 96], mark, [320, 110, 420, 132, "Motor", 96]]), 1, 200).map((i) => i.str).join(" ");
    expect(read([300, 117, 305, 122, "-", 86])).toBe("956 629 · Motor");
    expect(read([300, 117, 305, 122, ".", 40])).toBe("956 629 · Motor");
    // a hyphen (twice as wide as high) and a stop on the baseline stay what they are
    expect(read([298, 118, 312, 121, "-", 86])).toBe("956 629 - Motor");
    expect(read([300, 127, 304, 131, ".", 40])).toBe("956 629 Motor");
  });

  it("counts a stop's blank advance in its word (\"Comp.\" then \"Date\" is one header, as on a text layer)", () => {
    const hocr = `<span class='ocr_line' id='line_1_1' title="bbox 500 1063 1241 1081; baseline 0 -4; x_size 18; x_descenders 4; x_ascenders 5">${[
      [500, 541, "Body"], [549, 604, "Colour"], [1139, 1188, "Comp."], [1202, 1241, "Date"],
    ].map(([x0, x1, t], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 1063 ${x1} 1081; x_wconf 96'>${t}</span>`).join("")}</span>`;
    const items = parseHocr(hocr, 1, 200);
    const layout = buildLayout({ items, pages: 1, pageInfo: [{ page: 1, width: 595, height: 842 }] });
    expect(layout.lines[0].segments.map((x) => x.text)).toEqual(["Body Colour", "Comp. Date"]);
  });

  it("keeps an empty option's doubtful brackets (\"( ) Yes (*) No\"), drops doubtful punctuation", () => {
    const line = (words: Array<[number, number, string, number]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 900 140; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, x1, t, c], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 100 ${x1} 140; x_wconf ${c}'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, string, number]>) => parseHocr(line(words), 1, 200).map((i) => i.str).join(" ");
    expect(read([[120, 258, "Guarantee:", 93], [270, 276, "(", 42], [288, 294, ")", 42], [304, 343, "Yes", 96], [400, 430, "(*)", 80], [440, 470, "No", 96]])).toBe("Guarantee: ( ) Yes (*) No");
    expect(read([[120, 258, "Guarantee:", 93], [270, 276, "(", 42], [304, 343, "Yes", 96]])).toBe("Guarantee: Yes");
    expect(read([[120, 258, "applies:", 17], [270, 294, "[]", 17], [304, 343, "Yes", 54]])).toBe("applies: [ ] Yes");
  });

  it("drops a speck read as a full stop after a word in capitals that goes on in capitals (\"MIA. PATEL\"), not an abbreviation's", () => {
    const line = (words: Array<[number, number, string]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 100 100 900 140; baseline 0 -8; x_size 30; x_descenders 7; x_ascenders 8">${words.map(([x0, x1, t], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 100 ${x1} 140; x_wconf 90'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, string]>) => parseHocr(line(words), 1, 200).map((i) => i.str).join(" ");
    expect(read([[100, 180, "MIA."], [200, 300, "PATEL"]])).toBe("MIA PATEL");
    expect(read([[100, 180, "PTY."], [200, 300, "LTD"]])).toBe("PTY. LTD");
    expect(read([[100, 180, "Mia."], [200, 300, "Patel"]])).toBe("Mia. Patel");
    expect(read([[100, 180, "TERMS."], [600, 700, "THE"]])).toBe("TERMS. THE");
  });

  it("reads a code written one character per box as one word, whatever the recogniser's confidence in its pieces (\"T\" \"RADI\" \"E79\")", () => {
    // the words and boxes tesseract gave for a plate and a licence number in boxes (200 dpi, line size 24)
    const line = (words: Array<[number, number, string, number]>) =>
      `<span class='ocr_line' id='line_1_1' title="bbox 138 286 700 310; baseline 0 -5; x_size 24; x_descenders 5; x_ascenders 6">${words.map(([x0, x1, t, c], i) => `<span class='ocrx_word' id='word_1_${i}' title='bbox ${x0} 287 ${x1} 305; x_wconf ${c}'>${t}</span>`).join("")}</span>`;
    const read = (words: Array<[number, number, string, number]>) => parseHocr(line(words), 1, 200).map((i) => i.str);
    expect(read([[138, 259, "Registration", 96], [267, 314, "plate", 74], [339, 345, "T", 92], [361, 465, "RADI", 0], [487, 562, "E79", 0]])).toEqual(["Registration", "plate", "TRADIE79"]);
    expect(read([[355, 433, "number", 91], [442, 453, "5", 95], [475, 483, "1", 91], [504, 515, "2", 91], [535, 547, "0", 86], [567, 578, "3", 81], [600, 607, "1", 75], [629, 672, "85", 75]])).toEqual(["number", "51203185"]);
    // letters at their usual spacing stay words: capitals in proportional type, a monospace print-out
    expect(read([[339, 345, "T", 92], [361, 390, "MW", 90], [400, 420, "AB", 90]])).toEqual(["T", "MW", "AB"]);
    expect(read([[300, 407, "WILLIAM", 90], [420, 455, "TAY", 90]])).toEqual(["WILLIAM", "TAY"]);
    // doubtful speckle read as wide lower-case letters stays dropped
    expect(read([[300, 384, "eee", 0], [400, 420, "A", 90]])).toEqual(["A"]);
  });

  it("reads a monospace print-out's words a cell apart as one run, and pieces closer than a cell as one word", () => {
    // a print-out at 200 dpi: every character a 16-pixel cell, a glyph's ink 2 pixels narrower than its cell
    const page = (rows: string[][]) =>
      rows
        .map((words, r) => {
          let x = 160;
          const spans = words.map((t, i) => {
            // "113,~0": the next piece starts 0 cells later (no space); "ST,~1~12": its ink ends 12 pixels early
            const [text, cells, short] = t.split("~");
            const w = `<span class='ocrx_word' id='word_${r}_${i}' title='bbox ${x + 1} ${300 + r * 40} ${x + text.length * 16 - 1 - Number(short ?? 0)} ${320 + r * 40}; x_wconf 90'>${text}</span>`;
            x += (text.length + Number(cells ?? 1)) * 16;
            return w;
          });
          return `<span class='ocr_line' id='line_${r}' title="bbox 160 ${300 + r * 40} 900 ${320 + r * 40}; baseline 0 -5; x_size 26; x_descenders 5; x_ascenders 6">${spans.join("")}</span>`;
        })
        .join("\n");
    const rows = [
      ["MOTOR", "VEHICLE", "PURCHASE", "AGREEMENT"],
      ["DATE", "OF", "CONTRACT:", "2/5/2025"],
      ["POSTAL", "ADDRESS:", "CANTERBURY", "DRIVE,~1~12", "GOSFORD"],
      ["ODO~3", "113,~0", "007"],
      ["TRADE", "PRICE:~3", "20500~0", ".00"],
      ["EMAIL~3", "WILLIAM.~0", "BROWN@MAIL.EXAMPLE.ORG"],
      ["REGISTRATION", "FEES:", "704.92"],
    ];
    expect(parseHocr(page(rows), 1, 200).map((i) => i.str)).toEqual([
      "MOTOR VEHICLE PURCHASE AGREEMENT",
      "DATE OF CONTRACT: 2/5/2025",
      "POSTAL ADDRESS: CANTERBURY DRIVE, GOSFORD",
      "ODO",
      "113,007",
      "TRADE PRICE:",
      "20500.00",
      "EMAIL",
      "WILLIAM.BROWN@MAIL.EXAMPLE.ORG",
      "REGISTRATION FEES: 704.92",
    ]);
  });

  it("chooses a document's language from an English pass, and only when it is clear", () => {
    const all = new Set(["deu", "fra", "nld", "spa", "ita"]);
    expect(detectLanguage("Rechnung Nr. 4711 Datum 12.03.2024 Bitte zahlen Sie den Betrag innerhalb von 14 Tagen. Summe netto MwSt Gesamtbetrag".split(" "), all)).toBe("deu");
    expect(detectLanguage("Facture n° 12 Date 12/03/2024 Montant HT TVA Total TTC à payer pour le client".split(" "), all)).toBe("fra");
    expect(detectLanguage("Tax Invoice Date 12/03/2024 Amount due for the vehicle and the trade-in, total payable by the purchaser".split(" "), all)).toBeNull();
    expect(detectLanguage("Rechnung Datum Betrag".split(" "), new Set(["fra"]))).toBeNull(); // German not installed
    // the "de" of Spanish addresses and dates is one Dutch word repeated, no rival to the Spanish ones
    const quote = "Sanchez Imprenta S.A. Presupuesto 213 Avenida de la · 48001 Bilbao NIF/CIF 844335519 Daan Bianchi 72 Avenida de la 08007 Barcelona Presupuesto n2 Fecha Valido hasta Q-08433 15 de julio de 2025 14 de agosto de 2025 Descripcién Uds. Precio Importe Valvula termostatica 5,00 93,40 467,00 Desplazamiento 1,00 35,45 35,45 Licencia de software anual 2,00 472,05 944,10 2,00 54,66 109,32 Mano de obra (horas) Importe neto 1.555,87 € Total IVA 326,73 € Total factura 1.882,60 € Cuenta (IBAN) ES76 3326 0565 7000 5605 1316 Gracias por su confianza.";
    expect(detectLanguage(quote.split(" "), all)).toBe("spa");
  });
});
