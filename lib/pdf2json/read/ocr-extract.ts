// The OCR step of an extraction (extract-pdf.ts): decides page by page which pages are scans, reads them
// (ocr.ts), merges their words with the text layer, and says what happened in warnings. A PDF with a text
// layer on every page never starts a subprocess.
import { ocrConfig } from "./ocr-process";
import { mayNeedOcr, mergeOcr, ocrPages, pageImages, planOcr, textCharsPerPage, type OcrItem } from "./ocr";
import type { ReadResult, TextItem } from "./read-pdf";

type Warning = { code: string; message: string };

/** Images larger than this (pixels, as declared) are not rendered for OCR. */
const MAX_IMAGE_PIXELS = Number(process.env.PDF2JSON_OCR_MAX_IMAGE_PIXELS) || 150_000_000;

export type OcrStep = {
  items: TextItem[];
  textChars: number;
  /** "ocr" when any page was read with OCR. */
  method: "text" | "ocr";
  /** The recognised words (their confidence feeds per-field confidence). */
  ocrItems: OcrItem[];
};

/** "1–3, 5" */
export function pageRanges(pages: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < pages.length; i++) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++;
    out.push(j > i ? `${pages[i]}–${pages[j]}` : String(pages[i]));
    i = j;
  }
  return out.join(", ");
}

export async function ocrScannedPages(pdf: Uint8Array, read: ReadResult, pages: number, o: { org?: string; warnings: Warning[]; beforeOcr?: () => Promise<void> }): Promise<OcrStep> {
  const cfg = ocrConfig();
  const same: OcrStep = { items: read.items, textChars: read.textChars, method: "text", ocrItems: [] };
  const chars = textCharsPerPage(read.items);
  for (const f of read.fields) if (f.page && f.value && f.value !== "false") chars.set(f.page, (chars.get(f.page) ?? 0) + f.value.length);
  const readPages = Math.min(pages, read.pagesRead || pages);
  let candidates = false;
  for (let p = 1; p <= readPages; p++) if (mayNeedOcr(chars.get(p) ?? 0)) candidates = true;
  if (!candidates) return same;

  const images = await pageImages(pdf, read.pageInfo, cfg);
  const plan = planOcr(readPages, chars, images);
  if (!plan.length) return same;
  // An image of absurd size (declared 100,000 × 100,000, whatever its data) costs the renderer a pass
  // over every declared row however small the result: such pages are refused, not rendered.
  const huge = plan.filter((p) => (images.get(p.page) ?? []).some((im) => im.width * im.height > MAX_IMAGE_PIXELS)).map((p) => p.page);
  if (huge.length) o.warnings.push({ code: "ocr_page_failed", message: `Page${huge.length > 1 ? "s" : ""} ${pageRanges(huge)} carr${huge.length > 1 ? "y images" : "ies an image"} of more than ${MAX_IMAGE_PIXELS / 1e6} million pixels and ${huge.length > 1 ? "were" : "was"} not read with OCR.` });
  const list = plan.filter((p) => !huge.includes(p.page)).slice(0, cfg.maxPages).map((p) => p.page);
  if (!list.length) return same;
  await o.beforeOcr?.().catch(() => {});
  let r;
  try {
    r = await ocrPages(pdf, list, { org: o.org, pageInfo: read.pageInfo, images, config: cfg });
  } catch (error) {
    o.warnings.push({ code: "ocr_failed", message: `Pages ${pageRanges(list)} have no usable text layer and OCR could not read them (${(error as Error).message.slice(0, 120)}).` });
    return same;
  }
  const recognised = r.pagesRead.filter((p) => !r.blank.includes(p));
  if (recognised.length || r.items.length) {
    const overlay = plan.filter((p) => p.reason === "overlay" && recognised.includes(p.page)).map((p) => p.page);
    o.warnings.push({
      code: "ocr",
      message: `${recognised.length === pages ? "The PDF has no text layer; it was" : `Page${recognised.length > 1 ? "s" : ""} ${pageRanges(recognised)} (scanned) ${recognised.length > 1 ? "were" : "was"}`} read with OCR (${r.language}), so values may contain recognition errors.${overlay.length ? ` Page${overlay.length > 1 ? "s" : ""} ${pageRanges(overlay)} also kept ${overlay.length > 1 ? "their" : "its"} typed overlay.` : ""}${r.blank.length ? ` Blank: ${pageRanges(r.blank)}.` : ""}`,
    });
  } else if (r.blank.length && !r.failed.length && !r.skipped.length && read.textChars < 20) {
    o.warnings.push({ code: "no_text", message: `The PDF has no readable text: ${r.blank.length === pages ? "every page is blank" : `pages ${pageRanges(r.blank)} are blank`}.` });
  }
  if (plan.length - huge.length > list.length) o.warnings.push({ code: "ocr_pages_truncated", message: `Only the first ${cfg.maxPages} scanned pages were read with OCR (PDF2JSON_MAX_OCR_PAGES); pages ${pageRanges(plan.slice(cfg.maxPages).map((p) => p.page))} were not.` });
  if (r.skipped.length) o.warnings.push({ code: "ocr_budget", message: `OCR stopped at its time budget (${Math.round(cfg.budgetMs / 1000)} s); what was read so far is returned, pages ${pageRanges(r.skipped)} were not read.` });
  for (const f of r.failed) o.warnings.push({ code: "ocr_page_failed", message: `Page ${f.page} could not be read with OCR (${f.message.slice(0, 120)}).` });
  if (!recognised.length && !r.items.length) {
    if (!r.blank.length || r.failed.length || r.skipped.length) {
      if (!o.warnings.some((w) => w.code === "ocr_page_failed" || w.code === "ocr_budget")) o.warnings.push({ code: "no_text", message: "The PDF has no readable text (no text layer, and OCR found none)." });
    }
    return same;
  }
  const items = mergeOcr(read.items, r.items);
  return { items, textChars: items.reduce((n, i) => n + i.str.replace(/\s+/g, "").length, 0), method: "ocr", ocrItems: r.items };
}
