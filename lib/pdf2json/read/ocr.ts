// OCR of scanned pages. Which pages: those with (almost) no text layer, and those where a big image carries
// only a thin typed overlay (a page number, a stamp); pages with a real text layer are never OCRed
// (planOcr). Each chosen page is
//   1. rendered by pdftoppm (the PDF piped in on stdin, never written; the page image lives briefly in a
//      private temp folder, mode 0700) in grey at the resolution the recogniser reads best: 200 dpi by
//      default (measured: 300 dpi read fewer words of 150–300 dpi scans, see docs/pdf2json.md), no more
//      than 1.5× an embedded scan's own resolution, and never more than PDF2JSON_OCR_MAX_PIXELS;
//   2. checked for ink: a page whose 8×8-pixel blocks are (nearly) all paper is blank and is not
//      recognised at all (a 20-page blank scan costs seconds, not minutes);
//   3. turned straight by its skew (ocr-image.mjs, not a till slip: sparse-text line finding cuts words of
//      a skewed line in two), ruled lines and dot leaders painted out;
//   4. recognised by the tesseract CLI (hOCR: word boxes, per-word confidence, each line's baseline slope).
//      Tesseract binarises (Otsu) and drops speckle itself; word positions are in the page's straightened
//      frame (a till slip's skew is removed from the word positions instead: each line's baseline slope,
//      the page's median), so a label and its value across the page share a baseline in the layout step
//      as on a text layer.
// Languages: the first page with ink is read in English; if its words are German, French, Dutch, Spanish
// or Italian, it is read again with that language (plus English) and so is every other page. Pages run in
// parallel (subprocesses in ocr-process.ts: bounded per process, organisation and request, each one
// niced and under a time limit and a memory ceiling), within the request's time budget and page limit:
// what is not read by then is reported, never waited for.
import { mkdtempSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GEOMETRY } from "../geometry";
import { repairLegalForms, repairOcrToken } from "../values/ocr-repair";
import { isLabelWord } from "../lexicon";
import { ocrConfig, ocrSlots, OcrStepError, runLimited, type OcrConfig } from "./ocr-process";
import { analysePageFile, type OcrBox } from "./ocr-image.mjs";
import { analyseImageInWorker, missedInkInWorker, wordStripInWorker } from "./ocr-image-pool";
import type { PageInfo, TextItem } from "./read-pdf";

export { hasInk, inspectPage, removeRules } from "./ocr-image.mjs";

/** A page image analysed in the image worker thread, or in process should the thread be unavailable. */
async function analyseImage(file: string, options: { dpi: number; removeRules: boolean; straighten: boolean; contrast: boolean }, timeoutMs: number) {
  try {
    return await analyseImageInWorker(file, options, timeoutMs);
  } catch (error) {
    if (error instanceof OcrStepError) throw error;
    return analysePageFile(file, options); // the thread could not start: in process, bounded by the page size
  }
}

/** A recognised word: a text item with the recogniser's confidence (0–1). */
export type OcrItem = TextItem & { conf: number };

export type OcrPageFailure = { page: number; reason: OcrStepError["reason"]; message: string };

export type OcrResult = {
  items: OcrItem[];
  /** Pages recognised (blank ones included: they were checked). */
  pagesRead: number[];
  /** Pages found blank by the ink check (not recognised). */
  blank: number[];
  /** Pages not read because the time budget ran out. */
  skipped: number[];
  failed: OcrPageFailure[];
  /** Tesseract languages used, e.g. "eng" or "deu+eng". */
  language: string;
  ms: number;
};

export type OcrOptions = {
  /** Organisation the work is done for (its share of the OCR slots). */
  org?: string;
  /** Page sizes in points, from the text read (render resolution). */
  pageInfo?: PageInfo[];
  /** Embedded images per page (render resolution for scans), from pageImages(). */
  images?: Map<number, PageImage[]>;
  /** Time budget in ms (default PDF2JSON_OCR_BUDGET_MS). */
  budgetMs?: number;
  config?: OcrConfig;
};

const TESS_ENV = { ...process.env, OMP_THREAD_LIMIT: "1" }; // one core per page: pages run in parallel instead

export async function ocrPages(pdf: Uint8Array, pages: number[], o: OcrOptions = {}): Promise<OcrResult> {
  const cfg = o.config ?? ocrConfig();
  const started = performance.now();
  const org = o.org ?? "-";
  const slots = ocrSlots();
  const budget = new AbortController();
  const budgetTimer = setTimeout(() => budget.abort(), o.budgetMs ?? cfg.budgetMs);
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf2json-ocr-"));
  const input = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const languages = await installedLanguages();
  const result: OcrResult = { items: [], pagesRead: [], blank: [], skipped: [], failed: [], language: "eng", ms: 0 };

  // The language is decided on the first page with ink (in page order), then used for every other page.
  const ink: Array<boolean | null> = pages.map(() => null);
  let pilot = -1;
  let decideLanguage!: (lang: string) => void;
  const language = new Promise<string>((resolve) => (decideLanguage = resolve));
  const pilotWaiters = new Map<number, () => void>();
  const findPilot = () => {
    if (pilot >= 0) return;
    for (let i = 0; i < pages.length; i++) {
      if (ink[i] === null) return;
      if (ink[i]) {
        pilot = i;
        pilotWaiters.get(i)?.();
        return;
      }
    }
    decideLanguage("eng"); // every page blank
  };

  const step = async <T>(fn: () => Promise<T>): Promise<T> => {
    const release = await slots.acquire(org, budget.signal);
    slots.counters.steps++;
    try {
      return await fn();
    } catch (e) {
      if (e instanceof OcrStepError) {
        if (e.reason === "time") slots.counters.timed_out++;
        else if (e.reason === "memory") slots.counters.out_of_memory++;
        else if (e.reason === "failed") slots.counters.failed++;
      }
      throw e;
    } finally {
      release();
    }
  };

  const limits = { timeoutMs: cfg.stepTimeoutMs, maxMemoryMb: cfg.maxMemoryMb, signal: budget.signal };
  const perPage: OcrItem[][] = pages.map(() => []);

  const readPage = async (i: number) => {
    const page = pages[i];
    const dpi = renderDpi(page, cfg, o.pageInfo, o.images);
    const root = path.join(dir, `p${page}`);
    const image = `${root}.pgm`;
    let skew: number | null = null;
    let origin: { x: number; y: number } | null = null;
    let boxes: OcrBox[] = [];
    let levels: { cut: number; paper: number } | null = null;
    const psm = pagePsm(page, cfg, o.pageInfo);
    try {
      try {
        await step(() => runLimited("pdftoppm", ["-f", String(page), "-l", String(page), "-r", dpi.toFixed(2), "-gray", "-singlefile", "-", root], { ...limits, input }));
        // ink, skew, and ruled lines (table and box borders) out: the recogniser loses the words they touch
        // (not on a till slip: it has none, and its dashed separators and photographed edges read better as
        // they are). In the image worker thread, off the event loop.
        // (a till slip keeps its lines, also one photographed on a larger sheet: analysePageFile sees its ink's column)
        const look = await analyseImage(image, { dpi, removeRules: cfg.removeRules && psm === cfg.psm, straighten: psm === cfg.psm, contrast: cfg.contrast }, cfg.stepTimeoutMs);
        ink[i] = look.ink;
        skew = look.skew;
        origin = look.origin ?? null;
        boxes = look.boxes ?? [];
        levels = { cut: look.cut, paper: look.paper };
      } catch (e) {
        ink[i] = false;
        throw e;
      } finally {
        findPilot();
      }
      if (!ink[i]) {
        result.blank.push(page);
        slots.counters.blank_pages++;
        result.pagesRead.push(page);
        return;
      }
      let lang: string;
      if (pilot !== i) {
        // wait until this page is known to be the pilot, or the pilot has decided the language
        lang = await Promise.race([language, new Promise<string>((resolve) => pilotWaiters.set(i, () => resolve("")))]);
      } else lang = "";
      const recognise = async (l: string, file = image, pagePsm = psm) =>
        (await step(() => runLimited("tesseract", [file, "stdout", "--psm", String(pagePsm), "-l", l, "hocr"], { ...limits, env: TESS_ENV, maxOutputBytes: 32 * 1024 * 1024 }))).toString("utf8");
      let hocr: string;
      if (!lang) {
        // the pilot: English first, then again in its own language if it reads as another one
        let first: OcrItem[] = [];
        try {
          hocr = await recognise("eng");
          first = parseHocr(hocr, page, dpi, skew, origin, boxes);
        } finally {
          const detected = detectLanguage(first.map((w) => w.str), languages);
          result.language = detected ? `${detected}+eng` : "eng";
          decideLanguage(result.language);
        }
        if (result.language !== "eng") hocr = await recognise(result.language);
        lang = result.language;
      } else hocr = await recognise(lang);
      // lines of small print the page pass read badly, read again on their own (not on a till slip)
      if (cfg.rereadDoubtful && psm === cfg.psm) hocr = await rereadDoubtfulLines(hocr, image, `${root}-doubtful.pgm`, (file) => recognise(lang, file));
      // the ink the page pass left unread (a lone "3" in a cell), read on its own (not on a till slip)
      if (cfg.missedInk && levels && psm === cfg.psm) hocr += await readMissedInk(hocr, image, `${root}-missed.pgm`, levels, (file) => recognise(lang, file, MISSED_PSM), cfg.stepTimeoutMs);
      // words read with doubt, read again enlarged on their own (not on a till slip)
      if (cfg.rereadWords && levels && psm === cfg.psm) hocr = await rereadDoubtfulWords(hocr, image, `${root}-words.pgm`, levels.paper, (file) => recognise(lang, file, MISSED_PSM), cfg.stepTimeoutMs);
      // a till slip's lines the column mode ran together, read again as a band of lines
      if (psm === cfg.psmSlip) hocr = await rereadMergedLines(hocr, image, `${root}-band.pgm`, (file) => recognise(lang, file, MISSED_PSM));
      perPage[i] = parseHocr(hocr, page, dpi, skew, origin, boxes);
      result.pagesRead.push(page);
      slots.counters.pages++;
    } catch (e) {
      if (!(e instanceof OcrStepError)) throw e;
      if (e.reason === "missing") throw e;
      if (e.reason === "aborted") result.skipped.push(page);
      else result.failed.push({ page, reason: e.reason, message: e.message });
      if (pilot === i) decideLanguage("eng");
    } finally {
      rmSync(image, { force: true });
    }
  };

  try {
    let next = 0;
    const worker = async () => {
      while (next < pages.length) await readPage(next++);
    };
    await Promise.all(Array.from({ length: Math.min(cfg.perRequest, pages.length) }, worker));
  } finally {
    clearTimeout(budgetTimer);
    rmSync(dir, { recursive: true, force: true });
  }
  result.items = perPage.flat();
  result.pagesRead.sort((a, b) => a - b);
  result.blank.sort((a, b) => a - b);
  result.skipped.sort((a, b) => a - b);
  result.ms = performance.now() - started;
  return result;
}

// ---- which pages, at which resolution -------------------------------------------------------------------

export type PageImage = { width: number; height: number; ppi: number; coverage: number };

/** Below this many characters a page's text layer is treated as absent (a scan). */
export const MIN_TEXT_CHARS_PER_PAGE = 20;
/** A page mostly covered by an image whose text layer has fewer characters than this is a scan with an overlay. */
export const OVERLAY_MAX_CHARS = Number(process.env.PDF2JSON_OCR_OVERLAY_CHARS) || 200;
/** Share of the page an image must cover for the page to count as a scan. */
const SCAN_COVERAGE = 0.5;

/** Characters of real text per page on the text layer. */
export function textCharsPerPage(items: TextItem[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const it of items) out.set(it.page, (out.get(it.page) ?? 0) + it.str.replace(/\s+/g, "").length);
  return out;
}

/**
 * Pages to OCR, decided page by page: no text layer (fewer than MIN_TEXT_CHARS_PER_PAGE characters), or a
 * scan image covering most of the page under a thin typed overlay. `images` is needed only for the second
 * case (pageImages()); without it only pages without text are chosen.
 */
export function planOcr(pages: number, chars: Map<number, number>, images?: Map<number, PageImage[]>): Array<{ page: number; reason: "no_text" | "overlay" }> {
  const out: Array<{ page: number; reason: "no_text" | "overlay" }> = [];
  for (let p = 1; p <= pages; p++) {
    const n = chars.get(p) ?? 0;
    if (n < MIN_TEXT_CHARS_PER_PAGE) out.push({ page: p, reason: "no_text" });
    else if (n < OVERLAY_MAX_CHARS && (images?.get(p) ?? []).some((im) => im.coverage >= SCAN_COVERAGE)) out.push({ page: p, reason: "overlay" });
  }
  return out;
}

/** Whether a page with this many text-layer characters could need OCR (so pageImages() is worth asking). */
export const mayNeedOcr = (chars: number) => chars < OVERLAY_MAX_CHARS;

/**
 * The images drawn on each page, with their resolution and the share of the page they cover, from
 * `pdfimages -list` (it reads the page content, not the image data). Missing or failing: an empty map.
 */
export async function pageImages(pdf: Uint8Array, pageInfo: PageInfo[], cfg: OcrConfig = ocrConfig()): Promise<Map<number, PageImage[]>> {
  const out = new Map<number, PageImage[]>();
  let list: string;
  try {
    list = (await runLimited("pdfimages", ["-list", "-"], { input: pdf, timeoutMs: cfg.stepTimeoutMs, maxMemoryMb: cfg.maxMemoryMb, maxOutputBytes: 8 * 1024 * 1024 })).toString("utf8");
  } catch {
    return out;
  }
  const size = new Map(pageInfo.map((p) => [p.page, p]));
  for (const row of list.split("\n").slice(2)) {
    const c = row.trim().split(/\s+/);
    if (c.length < 14 || !/^\d+$/.test(c[0])) continue;
    if (c[2] !== "image" && c[2] !== "stencil") continue;
    const page = Number(c[0]);
    const [width, height, xppi, yppi] = [Number(c[3]), Number(c[4]), Number(c[12]), Number(c[13])];
    if (!(width > 0 && height > 0 && xppi > 0 && yppi > 0)) continue;
    const p = size.get(page) ?? { width: 595, height: 842 };
    const coverage = Math.min(1, ((width / xppi) * 72 * ((height / yppi) * 72)) / (p.width * p.height));
    const list2 = out.get(page) ?? [];
    list2.push({ width, height, ppi: Math.min(xppi, yppi), coverage });
    out.set(page, list2);
  }
  return out;
}

/**
 * Render resolution: the configured one (200 dpi), but no more than 1.5× the resolution of a scan that
 * covers the page (upscaling further only makes the recogniser slower: measured on the SROIE receipts), and
 * no more than maxPixels for the whole page.
 */
export function renderDpi(page: number, cfg: Pick<OcrConfig, "dpi" | "maxPixels">, pageInfo?: PageInfo[], images?: Map<number, PageImage[]>): number {
  const p = pageInfo?.find((x) => x.page === page) ?? { width: 595, height: 842 };
  let dpi = cfg.dpi;
  const scan = (images?.get(page) ?? []).filter((im) => im.coverage >= SCAN_COVERAGE).sort((a, b) => b.coverage - a.coverage)[0];
  if (scan) dpi = Math.min(dpi, Math.max(72, scan.ppi * (Number(process.env.PDF2JSON_OCR_MAX_UPSCALE) || 1.5)));
  const inches = (Math.max(1, p.width) / 72) * (Math.max(1, p.height) / 72);
  dpi = Math.min(dpi, Math.sqrt(cfg.maxPixels / inches));
  return Math.max(10, dpi);
}

/**
 * Page segmentation: sparse text (11) for a page, which finds the words of boxed forms and grids that a
 * column model loses among ruled lines (scanned tuned half: fact recall 0.788 against 0.754 with 4 and 0.749
 * with 3); one column (4) for a till slip, a page at least 1.7 times as tall as wide (SROIE receipts: 9 of
 * 45 facts against 7 with 11).
 */
export function pagePsm(page: number, cfg: Pick<OcrConfig, "psm" | "psmSlip">, pageInfo?: PageInfo[]): number {
  const p = pageInfo?.find((x) => x.page === page);
  return p && p.width > 0 && p.height / p.width >= 1.7 ? cfg.psmSlip : cfg.psm;
}

// ---- hOCR -----------------------------------------------------------------------------------------------

type HLine = { x0: number; y0: number; x1: number; y1: number; slope: number; offset: number; descenders: number; size: number; words: Array<{ x0: number; y0: number; x1: number; y1: number; conf: number; text: string }> };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => (e[0] === "#" ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m)));

/** Glyphs that reach below the baseline. */
const DESCENDER = /[gjpqyQ,;()[\]{}|/_]/;
/** A baseline this many descender depths above a lone word's box bottom is a misfit (see parseHocr). */
const LIFTED_BASELINE = 1.5;
const TAG = /<span class=['"](ocr_line|ocr_caption|ocr_header|ocr_textfloat|ocrx_word)['"][^>]*?title=(['"])([^'"]*)\2[^>]*>/g;

/**
 * Words of a page from Tesseract's hOCR, in points, with the page's skew taken out (`skew`: the image's, as a
 * slope; without it the median baseline slope of the long lines) and per-word confidence. An image already
 * turned straight (ocr-image.mjs, deskew) gives its `origin` in the rotated frame instead: no rotation.
 */
export function parseHocr(hocr: string, page: number, dpi: number, imageSkew: number | null = null, origin: { x: number; y: number } | null = null, boxes: OcrBox[] = []): OcrItem[] {
  const lines: HLine[] = [];
  for (const m of hocr.matchAll(TAG)) {
    const title = m[3];
    const bbox = /bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)/.exec(title);
    if (!bbox) continue;
    const [x0, y0, x1, y1] = bbox.slice(1, 5).map(Number);
    if (m[1] !== "ocrx_word") {
      const base = /baseline (-?[\d.e-]+) (-?[\d.e-]+)/.exec(title);
      const size = /x_size ([\d.]+)/.exec(title);
      const descenders = Number(/x_descenders ([\d.]+)/.exec(title)?.[1] ?? 0);
      lines.push({ x0, y0, x1, y1, slope: base ? Number(base[1]) : 0, offset: base ? Number(base[2]) : 0, descenders, size: size ? Number(size[1]) : y1 - y0, words: [] });
      continue;
    }
    const line = lines[lines.length - 1];
    if (!line) continue;
    const end = hocr.indexOf("</span>", m.index! + m[0].length);
    const text = decode(hocr.slice(m.index! + m[0].length, end < 0 ? undefined : end)).trim();
    const conf = Number(/x_wconf (\d+)/.exec(title)?.[1] ?? 0);
    if (text) line.words.push({ x0, y0, x1, y1, conf, text });
  }
  // The page's skew: the median baseline slope of lines long enough to show it.
  const slopes = lines.filter((l) => l.words.length >= 2 && l.x1 - l.x0 > 200).map((l) => l.slope).sort((a, b) => a - b);
  const skew = imageSkew ?? (slopes.length ? slopes[Math.floor(slopes.length / 2)] : 0);
  // a page image already turned straight (ocr-image.mjs, deskew) is in the rotated frame, shifted by its origin
  const angle = !origin && Math.abs(skew) < 0.1 ? Math.atan(skew) : 0;
  const [dx, dy] = origin ? [origin.x, origin.y] : [0, 0];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const scale = 72 / dpi;
  const mono = monospacePitch(lines);
  const items: OcrItem[] = [];
  for (const l of lines) {
    if (!l.words.length) continue;
    // the line's baseline at its middle, rotated back by the page's skew; a lone word with no descender set
    // far above its box's bottom by the recogniser's fit stands on that bottom ("N°" 11 pixels up with
    // descenders of 5, a line above the "de ticket B-2025-3244" it opens)
    const cx = (l.x0 + l.x1) / 2;
    // (only a box no taller than the line's size: a taller one holds other ink, a rule or a speck, under the word)
    const lifted = l.words.length === 1 && -l.offset > LIFTED_BASELINE * Math.max(1, l.descenders) && l.y1 - l.y0 <= l.size * 1.2 && !DESCENDER.test(l.words[0].text);
    const offset = lifted ? 0 : l.offset;
    const by = l.y1 + offset + l.slope * (cx - l.x0);
    const y = (by * cos - cx * sin + dy) * scale;
    const h = Math.max(4, l.size * scale);
    let prev: OcrItem | null = null;
    // where the last word of `prev` starts, and its characters (a monospace page's cells are counted from it)
    let last = { x: 0, len: 0 };
    const words = joinEmptyOptions(joinSpacedCodes(joinSplitNumbers(l.words, l.size), l.size), l.size);
    const repaired = repairLegalForms(words.map((w) => repairOcrToken(w.text)));
    for (const [wi, w] of words.entries()) {
      // a doubtful word is dropped, unless its shape, once repaired, vouches for it: a date or an amount
      // ("14/May/2017" at 14 %, "_27:03'2018"), a capitalised word set a word space before a sure word of
      // its line ("Ironbark Logistics", the I doubtful after a box's border was taken out), or a word the
      // lexicon's labels use ("Print name" in small grey type on a toned page, at 17 % and 5 %)
      let str = repaired[wi];
      // a tick before an option, read as the yen sign or a root ("¥ New | Used | Demo"): no currency sign
      // stands before a word
      const tick = TICK_AS_SIGN.test(w.text) && wi + 1 < words.length && /^\p{L}/u.test(words[wi + 1].text);
      if (tick) str = "✓";
      const option = EMPTY_OPTION.test(w.text) || tick;
      if (w.conf < 20 && !w.spaced && !option && !typedShape(str) && !codePiece(repaired, words, wi, l.size) && !(NAME_WORD.test(str) && sureNeighbour(words, wi, l.size)) && !isLabelWord(str)) continue;
      // what is left of a dot leader after it was painted out, read as small round letters at low confidence
      // ("VIN NO eee eee WVWX…", "BODY TYPE eeeees UTILITY", "ENG # cece"): it stood between a label and its value
      if (w.conf < LEADER_RESIDUE_CONF && LEADER_RESIDUE.test(str)) continue;
      // …or any doubted lower-case letters no taller than a dot leader's dots ("ADDRESS eet 401 GREAT …":
      // 5 pixels high on a line of 21; a word's x-height is twice that)
      if (w.conf < LEADER_RESIDUE_CONF && w.y1 - w.y0 < l.size * LEADER_HEIGHT && /^\p{Ll}+$/u.test(str)) continue;
      // …or a doubted short lower-case word among words in capitals (a print-out's "PHONE sat (02) 6252 0619")
      if (w.conf < LEADER_RESIDUE_CONF && /^\p{Ll}{2,4}$/u.test(str) && words.length >= 3 && words.every((o, oi) => oi === wi || !/\p{Ll}/u.test(o.text))) continue;
      // a speck read as a full stop after a word in capitals that goes on in capitals ("MIA. PATEL",
      // "MILITARY. HWY" in a print-out); abbreviations keep theirs ("PTY. LTD", "NO. 12")
      // (not a stop glued to the next word on a monospace page, where a space would be a whole cell: "WILLIAM.BROWN@…")
      if (speckStop(str, words, wi, l.size) && !(mono && words[wi + 1].x0 - w.x1 < mono * MONO_GLUED)) str = str.slice(0, -1);
      const wy = l.y1 + offset + l.slope * ((w.x0 + w.x1) / 2 - l.x0);
      // a middle dot between fields ("629 · Motor Dealer's Licence No.") is read as a hyphen or a stop: a
      // lone square mark at mid-height between two words is one (a hyphen is twice as wide as it is high,
      // a stop sits on the baseline), and the layout cuts the fields there as it does on a text layer
      const dot = middleDot(w, wy, l.size) && wi > 0 && wi < words.length - 1;
      if (dot) str = "·";
      // ruled lines and speckle read as punctuation (not an empty option's brackets, "( ) Yes (•) No")
      if (w.conf < 60 && !/[\p{L}\p{N}]/u.test(w.text) && !option && !dot) continue;
      const x = (w.x0 * cos + wy * sin + dx) * scale;
      // a word's box ends at its ink; a text layer's at the advance of its last glyph, which for a stop or a
      // comma is mostly blank ("Comp." then "Date" looked a phrase apart: 0.78 of the line's height)
      const width = (w.x1 - w.x0 + (!mono && /[.,]$/.test(str) ? l.size * STOP_ADVANCE : 0)) * scale;
      const gap = prev ? x - (prev.x + prev.w) : Infinity;
      // On a monospace print-out a space is a whole cell: two pieces less than a cell apart, with no cell
      // between them counted from where the last word starts, were printed without one ("113," "007",
      // "20500" ".00": the comma's or the stop's cell read as a gap; "MOHAMMED" "MARTIN@…" has its lost
      // stop's cell between them)
      const cells = mono ? Math.round((x - last.x) / (mono * scale)) - last.len : Infinity;
      const glued = !!mono && gap < mono * MONO_GLUED * scale && cells <= 0;
      // Two words the recogniser separated but whose ink nearly touches would be glued back into one by the
      // layout step (it joins pieces closer than a fraction of the font height, as on a text layer): they
      // go as one run with the space in it. So do a monospace print-out's words one cell apart (wider than
      // the layout's gap between phrases), as its text layer would give them: a cell counted from where
      // the last word starts (its ink may end early: "ST," before "DUBBO"), or a gap under MONO_SPACE cells.
      // An ampersand joins the words either side of it ("Kingsbridge Print & Design LLP"): the recogniser's
      // box of one is narrower than its ink, so the gaps around it look like a phrase's
      const joins = str === "&" || (!!prev && /(?:^| )&$/.test(prev.str));
      const spaced = !glued && (gap < h * GLUE_SAFE || (joins && gap < h * AMPERSAND_GAP) || (!!mono && (gap < mono * MONO_SPACE * scale || cells <= 1)));
      if (prev && (glued || spaced)) {
        prev.str += glued ? str : ` ${str}`;
        prev.w = x + width - prev.x;
        prev.conf = Math.min(prev.conf, w.conf / 100);
        last = { x, len: str.length };
        continue;
      }
      prev = { str, page, x, y, w: width, h, conf: w.conf / 100 };
      last = { x, len: str.length };
      items.push(prev);
    }
  }
  // check boxes found on the image (painted out before recognition) stand as box glyphs on their baseline,
  // as a text layer prints them ("☒ New registration"); the glyph's body is about 0.75 of its font height
  for (const b of boxes) {
    const [bx, by] = [b.x0 + dx, b.y1 + dy];
    items.push({ str: b.checked ? "☒" : "☐", page, x: (bx * cos + by * sin) * scale, y: (by * cos - bx * sin) * scale, w: (b.x1 - b.x0) * scale, h: Math.max(4, ((b.y1 - b.y0) * scale) / 0.75), conf: BOX_CONF });
  }
  return items;
}

const WORD_BOX = /class=['"]ocrx_word['"][^>]*?title=(['"])bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)/g;
const ANY_BOX = /bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)/g;
/** A word's span with its box, confidence and text (inner tags aside): 1 quote, 2–5 box, 6 confidence, 7 text. */
const PAGE_WORD = /<span class=(['"])ocrx_word\1[^>]*?title=['"]bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+);[^>]*?x_wconf (\d+)[^>]*>(?:<[^>]+>)*([^<]*)(?:<\/[^>]+>)*<\/span>/g;
const MISSED_CONF = 80;
/** A code of capitals and digits, four or more (a number written one character per box). */
const SPACED_CODE = /^[A-Z0-9]{4,}$/;
const MISSED_DIGITS_CONF = 60;
/** The strip of missed runs is read as a block of lines, one run a line (sparse-text mode finds no lone glyph: it missed them on the page). */
const MISSED_PSM = 6;

/**
 * The hOCR of the page's missed ink (ocr-image.mjs, missedInkStrip: runs of glyphs touching no recognised
 * word), read as one strip and moved back to where each run stands on the page; "" when there is none, or
 * when the second reading fails (the page's own reading stands).
 */
export async function readMissedInk(hocr: string, image: string, strip: string, levels: { cut: number; paper: number }, read: (file: string) => Promise<string>, timeoutMs: number): Promise<string> {
  try {
    const words = [...hocr.matchAll(WORD_BOX)].map((m) => [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])] as [number, number, number, number]);
    const found = await missedInkInWorker(image, words, levels.cut, levels.paper, strip, timeoutMs);
    if (!found?.rows.length) return "";
    const moved = (await read(strip)).replace(ANY_BOX, (_, x0: string, y0: string, x1: string, y1: string) => {
      const mid = (Number(y0) + Number(y1)) / 2;
      const row = found.rows.find((r) => mid >= r.top - 1 && mid <= r.bottom + 1);
      const dy = row ? row.dy : 0;
      return `bbox ${x0} ${Number(y0) + dy} ${x1} ${Number(y1) + dy}`;
    });
    // a lone glyph read on its own is read with certainty, or is a box's remnant or a speck ("c" at 66 %);
    // digits just before a number on their line are an amount's leading group ("1" of "1 011,68 €", whose
    // thin glyph reads at 70 %), kept with less
    const pageWords = [...hocr.matchAll(PAGE_WORD)];
    const numbers = pageWords.filter((m) => /^\d/.test(m[7])).map((m) => [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])]);
    const leadsNumber = (x1: number, y0: number, y1: number) =>
      numbers.some(([a0, b0, , b1]) => a0 > x1 && a0 - x1 <= (y1 - y0) * 1.5 && Math.min(b1, y1) - Math.max(b0, y0) >= (y1 - y0) * 0.5);
    // …and a glyph the page pass read already, into the code right after it, whose box it left out ("3" before
    // "34759101" in a number written one digit per box: the word's box starts at its second glyph)
    const codes = pageWords.filter((m) => SPACED_CODE.test(m[7])).map((m) => ({ x0: Number(m[2]), y0: Number(m[3]), y1: Number(m[5]), text: m[7] }));
    const readAlready = (text: string, x1: number, y0: number, y1: number) =>
      text.length === 1 && codes.some((c) => c.text.startsWith(text) && c.x0 > x1 && c.x0 - x1 <= (y1 - y0) * 1.5 && Math.min(c.y1, y1) - Math.max(c.y0, y0) >= (y1 - y0) * 0.5);
    return moved.replace(PAGE_WORD, (span, _q, _x0: string, y0: string, x1: string, y1: string, conf: string, text: string) => {
      if (readAlready(text, Number(x1), Number(y0), Number(y1))) return "";
      if (Number(conf) >= MISSED_CONF) return span;
      return Number(conf) >= MISSED_DIGITS_CONF && /^\d{1,3}$/.test(text) && leadsNumber(Number(x1), Number(y0), Number(y1)) ? span : "";
    });
  } catch {
    return "";
  } finally {
    rmSync(strip, { force: true });
  }
}

/** A word read below this confidence, with WORD_DOUBT_CHARS letters or digits or more, is read again enlarged... */
const WORD_DOUBT = 50;
const WORD_DOUBT_CHARS = 3;
/** ...when it holds a digit or no small letter: a figure or a code, where one glyph is the whole fact (a word of running text is not worth the second pass)... */
const CODE_OR_FIGURE = /\d|^[^\p{Ll}]+$/u;
/** ...at most this many on a page (the most doubtful first), at this scale... */
const WORD_DOUBT_MAX = 12;
const WORD_SCALE = 1.5;
/** ...and the second reading replaces it when it is one word read with this confidence (a speck's "eee" reads as scraps)... */
const WORD_SURE = 80;
/** ...or, for a word with a digit, with this confidence and this much more than the page's reading. */
const WORD_FIGURE_SURE = 55;
const WORD_GAIN = 10;

/**
 * A second reading of the same word: a glyph more, fewer or other, no mark the first reading lacked (a
 * speck read as a quote, '"YGZG9SD233022', or a box's edge as a bracket, "(3147715191").
 */
function sameWord(first: string, second: string): boolean {
  const letters = (t: string) => (t.match(ALNUM) ?? []).length;
  const marks = new Set(first.replace(ALNUM, ""));
  return letters(second) >= 2 && Math.abs(letters(second) - letters(first)) <= 1 && [...second.replace(ALNUM, "")].every((c) => marks.has(c));
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The page pass drops or swaps a glyph of a word it then doubts ("580029" at 32 % for C580029, "PFDSSS" at
 * 46 % for PFD55S); the same word cut out and enlarged reads right, surely.
 * Doubtful figures and codes of a line's size are read again in one strip (ocr-image.mjs, wordStrip); a word's second
 * reading replaces its text and confidence (its box stays) when it is one word read surely (WORD_SURE, or
 * for figures and codes WORD_FIGURE_SURE and WORD_GAIN more than before).
 * Anything failing leaves the page's reading as it was.
 */
export async function rereadDoubtfulWords(hocr: string, image: string, strip: string, paper: number, read: (file: string) => Promise<string>, timeoutMs: number): Promise<string> {
  const words = [...hocr.matchAll(PAGE_WORD)].map((m) => ({ span: m[0], box: [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])] as [number, number, number, number], conf: Number(m[6]), raw: m[7], text: decode(m[7]) }));
  if (words.length < 3) return hocr;
  const heights = words.map((w) => w.box[3] - w.box[1]).sort((a, b) => a - b);
  const line = heights[heights.length >> 1];
  const doubtful = words
    .filter((w) => w.conf < WORD_DOUBT && CODE_OR_FIGURE.test(w.text) && (w.text.match(ALNUM) ?? []).length >= WORD_DOUBT_CHARS && w.box[3] - w.box[1] >= line * 0.6 && w.box[3] - w.box[1] <= line * 1.6)
    .sort((a, b) => a.conf - b.conf)
    .slice(0, WORD_DOUBT_MAX);
  if (!doubtful.length) return hocr;
  try {
    const found = await wordStripInWorker(image, doubtful.map((w) => w.box), paper, strip, WORD_SCALE, timeoutMs);
    if (!found) return hocr;
    const again = [...(await read(strip)).matchAll(PAGE_WORD)].map((m) => ({ mid: (Number(m[3]) + Number(m[5])) / 2, conf: Number(m[6]), text: decode(m[7]) }));
    let out = hocr;
    doubtful.forEach((w, i) => {
      const row = found.rows[i];
      const read = again.filter((a) => a.mid >= row.top && a.mid <= row.bottom);
      if (read.length !== 1 || read[0].text === w.text || !sameWord(w.text, read[0].text)) return;
      // (a figure or code, read less surely, still far surer than before: "C580029" at 70 % for "580029" at 32 %)
      const figure = /\d/.test(read[0].text + w.text) && read[0].conf >= WORD_FIGURE_SURE && read[0].conf >= w.conf + WORD_GAIN;
      if (read[0].conf < WORD_SURE && !figure) return;
      const at = w.span.lastIndexOf(`>${w.raw}<`);
      if (at < 0) return;
      const span = w.span.slice(0, at) + `>${escapeHtml(read[0].text)}<` + w.span.slice(at + w.raw.length + 2);
      out = out.replace(w.span, span.replace(/x_wconf \d+/, `x_wconf ${read[0].conf}`));
    });
    return out;
  } catch {
    return hocr;
  } finally {
    rmSync(strip, { force: true });
  }
}

/** A line this many times as tall as the page's median word, standing over part of another line, was two lines run together. */
const MERGED_LINE = 1.6;
const MERGED_OVERLAP = 0.25;
/** At most this many merged lines are read again per page. */
const MERGED_MAX = 3;
/** The band's reading replaces the page's when it has more characters read at this confidence or above... */
const MERGED_SURE = 80;
/** ...and only its words read at this confidence or above are kept. */
const MERGED_KEEP = 50;

type HocrWord = { span: string; x0: number; y0: number; x1: number; y1: number; conf: number; chars: number };
type HocrLine = { x0: number; y0: number; x1: number; y1: number; words: HocrWord[] };

/** The lines of an hOCR page with their words' spans (as written), boxes and confidences. */
function hocrLines(hocr: string): HocrLine[] {
  const lines: HocrLine[] = [];
  for (const m of hocr.matchAll(TAG)) {
    const bbox = /bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)/.exec(m[3]);
    if (!bbox) continue;
    const [x0, y0, x1, y1] = bbox.slice(1, 5).map(Number);
    if (m[1] !== "ocrx_word") {
      lines.push({ x0, y0, x1, y1, words: [] });
      continue;
    }
    const end = hocr.indexOf("</span>", m.index! + m[0].length);
    if (end < 0 || !lines.length) continue;
    const span = hocr.slice(m.index!, end + "</span>".length);
    const chars = decode(span).trim().length;
    if (chars) lines[lines.length - 1].words.push({ span, x0, y0, x1, y1, conf: Number(/x_wconf (\d+)/.exec(m[3])?.[1] ?? 0), chars });
  }
  return lines.filter((l) => l.words.length);
}

/** Characters read with confidence: a reading with more of them is the better one. */
const sureChars = (words: Array<{ conf: number; chars: number }>) => words.reduce((n, w) => n + (w.conf >= MERGED_SURE ? w.chars : 0), 0);

/**
 * A till slip is read in column mode, which finds its lines itself; where a large header line stands close
 * over the next one it can take them for one line twice as tall and read both badly ("ASIA MART" over
 * "(SA0264195-T)" came out "A MART" and "02641951)"). Such a line, with the lines it overlaps, is cut out of
 * the page as a band of full-width rows and read again as a block of lines; the band's words replace the
 * page's when more of their characters are read with confidence. Anything failing leaves the page's reading
 * as it was.
 */
export async function rereadMergedLines(hocr: string, image: string, band: string, read: (file: string) => Promise<string>): Promise<string> {
  const lines = hocrLines(hocr);
  if (lines.length < 3) return hocr;
  // the words' own boxes give the type's height (most words are read right even where lines are not)
  const heights = lines.flatMap((l) => l.words.map((w) => w.y1 - w.y0)).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  const overlaps = (a: HocrLine, b: HocrLine) => a !== b && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > Math.min(a.y1 - a.y0, b.y1 - b.y0) * MERGED_OVERLAP;
  const merged = lines.filter((l) => l.y1 - l.y0 > median * MERGED_LINE && lines.some((o) => overlaps(l, o))).slice(0, MERGED_MAX);
  if (!merged.length) return hocr;
  const done = new Set<HocrLine>();
  let out = hocr;
  try {
    const page = await readFile(image);
    for (const tall of merged) {
      if (done.has(tall)) continue;
      const group = lines.filter((l) => l === tall || overlaps(tall, l));
      for (const l of group) done.add(l);
      const top = Math.max(0, Math.min(...group.map((l) => l.y0)) - Math.round(median / 4));
      const bottom = Math.max(...group.map((l) => l.y1)) + Math.round(median / 4);
      if (!(await cropRows(page, band, top, bottom))) return hocr;
      let again = (await read(band)).replace(ANY_BOX, (_, x0: string, y0: string, x1: string, y1: string) => `bbox ${x0} ${Number(y0) + top} ${x1} ${Number(y1) + top}`);
      // the band's edges cut through the lines above and below it: what they leave reads as doubtful scraps
      const after = hocrLines(again).flatMap((l) => l.words);
      for (const w of after) if (w.conf < MERGED_KEEP) again = again.replace(w.span, "");
      const before = group.flatMap((l) => l.words);
      if (sureChars(after) <= sureChars(before)) continue;
      for (const w of before) out = out.replace(w.span, "");
      out += again;
    }
    return out;
  } catch {
    return hocr;
  } finally {
    rmSync(band, { force: true });
  }
}

/** A word read below this confidence, with at least two letters or digits, makes its line doubtful... */
const DOUBTFUL_CONF = 40;
/** ...when the line also holds a word read with this confidence (a line of specks read as scraps has none). */
const DOUBTFUL_ANCHOR = 80;
/** At most this many doubtful lines are read again per page (the most doubtful first). */
const DOUBTFUL_MAX = 8;
const ALNUM = /[\p{L}\p{N}]/gu;

/**
 * The page pass reads a line of small print among larger type (a letter's footer: "IBAN DE95 7982 4601…"
 * came out "IBAN DE: 2 4601…", the "DE:" at 3 %) worse than the same rows read on their own, where the
 * recogniser sizes its line finding to them alone. Doubtful lines, cut out as bands of full-width rows, are
 * stacked into one strip and read in one pass; a band's words replace the page's where more of their
 * characters are read with confidence. Anything failing leaves the page's reading as it was.
 */
export async function rereadDoubtfulLines(hocr: string, image: string, strip: string, read: (file: string) => Promise<string>): Promise<string> {
  const lines = hocrLines(hocr);
  if (!lines.length) return hocr;
  const alnum = (w: { span: string }) => (decode(w.span).match(ALNUM) ?? []).length;
  const doubt = (l: HocrLine) => l.words.reduce((n, w) => n + (w.conf < DOUBTFUL_CONF ? alnum(w) : 0), 0);
  const doubtful = lines
    .filter((l) => l.words.some((w) => w.conf < DOUBTFUL_CONF && alnum(w) >= 2) && l.words.some((w) => w.conf >= DOUBTFUL_ANCHOR))
    .sort((a, b) => doubt(b) - doubt(a))
    .slice(0, DOUBTFUL_MAX)
    .sort((a, b) => a.y0 - b.y0);
  if (!doubtful.length) return hocr;
  const heights = lines.flatMap((l) => l.words.map((w) => w.y1 - w.y0)).sort((a, b) => a - b);
  const margin = Math.max(2, Math.round(heights[Math.floor(heights.length / 2)] / 4));
  // bands of rows around the doubtful lines, overlapping ones joined
  const bands: Array<{ top: number; bottom: number; at: number }> = [];
  for (const l of doubtful) {
    const [top, bottom] = [Math.max(0, l.y0 - margin), l.y1 + margin];
    const last = bands[bands.length - 1];
    if (last && top <= last.bottom) last.bottom = Math.max(last.bottom, bottom);
    else bands.push({ top, bottom, at: 0 });
  }
  try {
    if (!(await stackRows(await readFile(image), strip, bands, margin * 8))) return hocr;
    const bandOf = (y: number) => bands.find((b) => y >= b.at && y < b.at + b.bottom - b.top);
    const again = (await read(strip)).replace(ANY_BOX, (box, x0: string, y0: string, x1: string, y1: string) => {
      const band = bandOf((Number(y0) + Number(y1)) / 2);
      return band ? `bbox ${x0} ${Number(y0) - band.at + band.top} ${x1} ${Number(y1) - band.at + band.top}` : box;
    });
    // each doubtful line, with the words run on from it on its row in either reading (a word the page pass
    // lost and the next it read as a scrap: "DE: 2 4601" for "DE95 7982 4601"), against the strip's words
    // there: the strip's replace the page's where more of their characters are read with confidence (a line
    // at a time: the band's other lines may have read better on the page)
    const pageWords = lines.flatMap((l) => l.words);
    const stripWords = hocrLines(again).flatMap((l) => l.words);
    const taken = new Set<HocrWord>();
    let out = hocr;
    for (const line of doubtful) {
      const onRow = (w: HocrWord) => (w.y0 + w.y1) / 2 >= line.y0 - margin && (w.y0 + w.y1) / 2 <= line.y1 + margin;
      const row = [...pageWords, ...stripWords].filter((w) => onRow(w) && w.conf >= MERGED_KEEP);
      const reach = line.y1 - line.y0;
      let [x0, x1] = [line.x0, line.x1];
      for (let grown = true; grown; ) {
        grown = false;
        for (const w of row)
          if (w.x1 >= x0 - reach && w.x0 <= x1 + reach && (w.x0 < x0 || w.x1 > x1)) [x0, x1, grown] = [Math.min(x0, w.x0), Math.max(x1, w.x1), true];
      }
      const inside = (w: HocrWord) => onRow(w) && (w.x0 + w.x1) / 2 >= x0 && (w.x0 + w.x1) / 2 <= x1;
      const after = stripWords.filter((w) => inside(w) && w.conf >= MERGED_KEEP && !taken.has(w));
      const before = pageWords.filter(inside);
      if (sureChars(after) <= sureChars(before)) continue;
      for (const w of before) out = out.replace(w.span, "");
      for (const w of after) taken.add(w);
    }
    let kept = again;
    for (const w of stripWords) if (!taken.has(w)) kept = kept.replace(w.span, "");
    return out === hocr ? hocr : out + kept;
  } catch {
    return hocr;
  } finally {
    rmSync(strip, { force: true });
  }
}

/** Writes the bands' rows of a binary PGM (P5, 8 bit) one under another, `gap` white rows apart, noting where each band starts (`at`); false for any other image. */
async function stackRows(data: Buffer, out: string, bands: Array<{ top: number; bottom: number; at: number }>, gap: number): Promise<boolean> {
  const header = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 200).toString("latin1"));
  if (!header || Number(header[3]) > 255) return false;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  const parts: Buffer[] = [];
  let rows = gap;
  parts.push(Buffer.alloc(gap * width, 255));
  for (const b of bands) {
    b.bottom = Math.min(height, b.bottom);
    if (b.bottom - b.top < 4) return false;
    b.at = rows;
    parts.push(data.subarray(start + b.top * width, start + b.bottom * width), Buffer.alloc(gap * width, 255));
    rows += b.bottom - b.top + gap;
  }
  await writeFile(out, Buffer.concat([Buffer.from(`P5\n${width} ${rows}\n255\n`, "latin1"), ...parts]));
  return true;
}

/** Writes rows [top, bottom) of a binary PGM (P5, 8 bit) as a PGM of their own; false for any other image. */
async function cropRows(data: Buffer, out: string, top: number, bottom: number): Promise<boolean> {
  const header = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 200).toString("latin1"));
  if (!header || Number(header[3]) > 255) return false;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const [from, to] = [Math.max(0, top), Math.min(height, bottom)];
  if (to - from < 4) return false;
  const start = header[0].length;
  await writeFile(out, Buffer.concat([Buffer.from(`P5\n${width} ${to - from}\n255\n`, "latin1"), data.subarray(start + from * width, start + to * width)]));
  return true;
}

/** Confidence of a check box found by its shape (its four straight sides and square corners). */
const BOX_CONF = 0.9;

/**
 * The character pitch (pixels) of a monospace page, or null: at least MONO_WORDS words of four letters or
 * digits, MONO_SHARE of them as wide per character as their median within a tenth (measured: print-outs
 * 0.95 to 0.99, proportional forms 0.26 to 0.40).
 */
export function monospacePitch(lines: Array<{ words: Array<{ x0: number; x1: number; text: string }> }>): number | null {
  const widths: number[] = [];
  for (const l of lines) for (const w of l.words) if (/^[A-Za-z0-9]{4,}$/.test(w.text)) widths.push((w.x1 - w.x0) / w.text.length);
  if (widths.length < MONO_WORDS) return null;
  widths.sort((a, b) => a - b);
  const median = widths[widths.length >> 1];
  const even = widths.filter((v) => Math.abs(v - median) <= median * 0.1).length;
  return even >= widths.length * MONO_SHARE ? median : null;
}
const MONO_WORDS = 12;
const MONO_SHARE = 0.8;
/** A word space on a monospace page: one cell, and the glyphs' side bearings (measured 1.05 to 1.55 pitches). */
const MONO_SPACE = 1.6;
/** Widest gap beside an ampersand that is still a word space, in line heights. */
const AMPERSAND_GAP = 1;
/** Pieces of one word on a monospace page: the side bearings of a narrow glyph's cell (measured 0.55 to 0.7 pitches). */
const MONO_GLUED = 0.8;

/** Below this gap (× the line height) two recognised words are kept apart by a space inside one run. */
const GLUE_SAFE = GEOMETRY.GLUE_GAP * 2;
/** The blank a stop or comma advances beyond its ink, in line sizes (Helvetica's stop: 0.28 em, its ink 0.1). */
const STOP_ADVANCE = 0.15;

const DATE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}$/;
const AMOUNT = /^[$€£]?-?\d{1,3}(?:[,.' ]?\d{3})*[.,]\d{2}$/;
/** Whole dollars after a currency sign, in groups ("$2,700", "$55,500"): an amount as print-outs give it. */
const WHOLE_AMOUNT = /^[$€£]-?\d{1,3}(?:,\d{3})+$/;
const whole = (t: string) => DATE.test(t) || AMOUNT.test(t) || WHOLE_AMOUNT.test(t);
/** A date with the month's name ("14/May/2017", "01-NOV-2017"). */
const NAMED_DATE = /^\d{1,2}[/.-]\p{L}{3,9}\.?[/.-]\d{2,4}$/u;
/** A word in capitals, three letters or more with a vowel, ending in a full stop. */
const SPECK_STOP = /^(?=\p{Lu}*[AEIOUY])\p{Lu}{3,}\.$/u;
/** Abbreviations printed with their full stop in capitals. */
const ABBREVIATION = new Set(["PTY", "LTD", "INC", "CORP", "AVE", "HWY", "PDE", "CRES", "TCE", "BLVD", "MRS", "DOB", "EST", "APT", "DEPT", "GST", "ABN", "ACN", "VIN", "REG", "REGO", "LIC", "ENG", "ODO", "QTY", "TEL", "FAX", "MOB", "ACC", "ACCT", "NOS", "JAN", "FEB", "MAR", "APR", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC", "STR"]);
/** `str` (word i, repaired) ends in a speck's full stop: no abbreviation's, and the line goes on in capitals a word space later. */
const speckStop = (str: string, words: Array<{ x0: number; x1: number; text: string }>, i: number, size: number) => {
  const next = words[i + 1];
  return SPECK_STOP.test(str) && !ABBREVIATION.has(str.slice(0, -1)) && !!next && /^\p{Lu}{2}/u.test(next.text) && next.x0 - words[i].x1 <= size;
};
/**
 * An empty option's brackets read as two words ("[" "]" before "Yes") or as one ("[]"): one word "[ ]", as a text layer
 * prints it, so that the layout keeps it with its option and the check-box reader sees it; kept whatever
 * the recogniser's confidence in its strokes. An opener and its closer under a line's size apart.
 */
function joinEmptyOptions<W extends { x0: number; x1: number; y0: number; y1: number; conf: number; text: string }>(words: W[], size: number): W[] {
  const out: W[] = [];
  for (let i = 0; i < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (b && ((a.text === "(" && b.text === ")") || (a.text === "[" && b.text === "]")) && b.x0 - a.x1 < size) {
      out.push({ ...a, text: `${a.text} ${b.text}`, x1: b.x1, y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1), conf: Math.max(a.conf, b.conf) });
      i++;
    } else if (a.text === "()" || a.text === "[]") out.push({ ...a, text: `${a.text[0]} ${a.text[1]}` });
    else out.push(a);
  }
  return out;
}
/** How a recogniser reads a tick mark (✓) standing alone. */
const TICK_AS_SIGN = /^[¥√]$/;
const EMPTY_OPTION = /^(?:\( \)|\[ \])$/;
/** A dot leader's remains: three to eight lower-case e, c, o, s and w, an e or a c among them, or "ee" (no label's word: "cc", "co" are). */
const LEADER_RESIDUE = /^(?:(?=.*[ec])[ecosw]{3,8}|ee)$/;
const LEADER_RESIDUE_CONF = 50;
const LEADER_HEIGHT = 0.3;
/** A capitalised word or one in capitals, four letters or more, with a vowel: a name's word, not speckle. */
const NAME_WORD = /^(?=.*[AEIOUYaeiouy])\p{Lu}(?:\p{Ll}{3,}|\p{Lu}{3,})$/u;
/** The next word of the line is sure (85 % or more) and a word space away (under half the line's size). */
const sureNeighbour = (words: Array<{ x0: number; x1: number; conf: number }>, i: number, size: number) => {
  const next = words[i + 1];
  return !!next && next.conf >= 85 && next.x0 - words[i].x1 <= size * 0.5;
};
/** A lone mark read as "-", ".", "·" or "•" whose box is about square and whose middle stands 15–50 % of the line's size above the baseline. */
const middleDot = (w: { text: string; x0: number; x1: number; y0: number; y1: number }, baseline: number, size: number) => {
  if (!/^[-–.·•]$/u.test(w.text)) return false;
  const [wide, high] = [w.x1 - w.x0, w.y1 - w.y0];
  const rise = baseline - (w.y0 + w.y1) / 2;
  return wide <= high * 1.6 + 1 && high <= size * 0.35 && rise >= size * 0.15 && rise <= size * 0.5;
};
/** A word a word space from its neighbour, the two together a long code ("JF1ZWSVG4G | 3004972" at 0 %, a VIN cut in two). */
const codePiece = (texts: string[], words: Array<{ x0: number; x1: number }>, i: number, size: number) =>
  [i - 1, i + 1].some((k) => {
    if (k < 0 || k >= words.length) return false;
    const [a, b] = k < i ? [k, i] : [i, k];
    return Math.abs(words[b].x0 - words[a].x1) <= size * 0.5 && LONG_CODE.test(texts[a] + texts[b]);
  });
const typedShape = (t: string) => whole(t) || NAMED_DATE.test(t) || LONG_CODE.test(t) || EMAIL_SHAPE.test(t);
/** An e-mail address, a speck's quote after it perhaps ("accounts@northernbeachescarsales.com.au\"" at 0 %): never speckle. */
const EMAIL_SHAPE = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+["'’”]?$/;
/** A long code in capitals and digits (a VIN, an engine number; "JMZJTZBMS5GA063194" at 4 %): never speckle. */
const LONG_CODE = /^(?=(?:.*[A-Z]){3})(?=(?:.*\d){3})[A-Z0-9]{12,20}$/;

/**
 * The recogniser sometimes cuts a date or an amount in two at a narrow glyph ("22/1 2/2017", "28 .50"):
 * two neighbouring words closer than a third of the line's height (a space, after a group separator: "62,
 * 600.00") whose joined text is a date or an amount (and neither of which is one alone) are one word; so
 * are a code's pieces cut after its capitals (cutCode).
 */
export function joinSplitNumbers<W extends { x0: number; x1: number; y0: number; y1: number; conf: number; text: string }>(words: W[], size: number): W[] {
  const out: W[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    // (a group separator ends no number: after one the gap may be a whole space, "62, 600.00" in a print-out)
    const separated = /\d{1,3}[.,]$/.test(prev?.text ?? "");
    const number = prev && w.x0 - prev.x1 < size * (separated ? 0.8 : 0.35) && (separated || /\d$/.test(prev.text)) && /^[.,]?\d/.test(w.text) && !whole(prev.text) && (separated || !whole(w.text)) && whole(prev.text + w.text);
    if (prev && (number || cutCode(prev, w, size))) {
      out[out.length - 1] = { ...prev, text: prev.text + w.text, x1: w.x1, y0: Math.min(prev.y0, w.y0), y1: Math.max(prev.y1, w.y1), conf: Math.min(prev.conf, w.conf) };
      continue;
    }
    out.push(w);
  }
  return out;
}

/**
 * A code cut after its capitals at a slanted capital's edge ("IN" "V-40300" for INV-40300: 3 pixels
 * apart on a line of 23, where a word space is a quarter of the line): capitals, then a capital with digits,
 * closer than CUT_CODE_GAP of the line's size, one of them doubted.
 */
const cutCode = (a: { x1: number; conf: number; text: string }, b: { x0: number; conf: number; text: string }, size: number) =>
  CODE_LETTERS.test(a.text) && CODE_REST.test(b.text) && b.x0 - a.x1 < size * CUT_CODE_GAP && Math.min(a.conf, b.conf) < CUT_CODE_CONF;
const CODE_LETTERS = /^[A-Z]{1,4}$/;
const CODE_REST = /^[A-Z]{1,3}-?\d[\d-]*$/;
const CUT_CODE_GAP = 0.15;
const CUT_CODE_CONF = 80;

/**
 * A code written one character per box ("|T|R|A|D|I|E|7|9|", the boxes' dividers painted out): the
 * recogniser reads the spaced characters as single letters and as pieces of a few ("T", "RADI", "E79"),
 * the pieces with a confidence near zero (no word of its dictionary is spelled that wide). A line's run of
 * such pieces, capitals and digits only, each a single character or spaced at least SPACED_PITCH of the
 * line's size from one character to the next, a cell apart at most, is one word: the code. The run is
 * kept whatever the recogniser's confidence (its even spacing is the evidence), and carries its mean.
 * At least one piece of several characters: a run of single characters is joined by the layout step as
 * a text layer's boxes are (layout.ts, joinCharBoxes).
 */
export function joinSpacedCodes<W extends { x0: number; x1: number; y0: number; y1: number; conf: number; text: string }>(words: W[], size: number): Array<W & { spaced?: boolean }> {
  const out: Array<W & { spaced?: boolean }> = [];
  const glyph = size * CODE_GLYPH;
  // the distance from one character to the next inside a piece (null: a single character)
  const pitch = (w: W) => (w.text.length > 1 ? (w.x1 - w.x0 - glyph) / (w.text.length - 1) : null);
  const piece = (w: W) => CODE_PIECE.test(w.text) && (w.text.length === 1 || pitch(w)! >= size * SPACED_PITCH);
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j < words.length && piece(words[j]) && (j === i || gapFits(words[j - 1], words[j], size))) j++;
    const run = words.slice(i, j);
    if (run.length >= 2 && run.some((w) => w.text.length > 1) && run.reduce((n, w) => n + w.text.length, 0) >= 3) {
      const conf = run.reduce((n, w) => n + w.conf, 0) / run.length;
      out.push({ ...run[0], text: run.map((w) => w.text).join(""), x1: run[run.length - 1].x1, y0: Math.min(...run.map((w) => w.y0)), y1: Math.max(...run.map((w) => w.y1)), conf, spaced: true });
      i = j;
      continue;
    }
    out.push(words[i]);
    i++;
  }
  return out;
}

/** Capitals and digits: what a code in boxes holds (a plate, a licence or customer number, a VIN). */
const CODE_PIECE = /^[A-Z0-9]+$/;
/** A capital or digit is about half the line's size wide (measured: 0.46 for a digit). */
const CODE_GLYPH = 0.5;
/**
 * Spaced: characters at least this many times the line's size apart. Box cells measured 1.3; monospace
 * print-outs 0.65, proportional capitals below 1 (even "MW").
 */
const SPACED_PITCH = 1.1;
/** The next piece starts within a cell (at most SPACED_PITCH × 1.5 of the size) of the last one's end. */
const gapFits = (a: { x1: number }, b: { x0: number }, size: number) => b.x0 - a.x1 >= 0 && b.x0 - a.x1 <= size * SPACED_PITCH * 1.5;

// ---- languages ------------------------------------------------------------------------------------------

/** Words that mark a language on an invoice or a letter, and are rare in the others (an English pass reads them). */
const MARKERS: Record<string, string[]> = {
  deu: ["und", "der", "die", "das", "den", "dem", "mit", "für", "fur", "von", "bei", "auf", "ist", "nicht", "rechnung", "rechnungsnummer", "rechnungsdatum", "datum", "betrag", "summe", "gesamt", "gesamtbetrag", "netto", "brutto", "mwst", "ust", "steuer", "zahlbar", "bitte", "kunde", "kundennummer", "straße", "strasse", "lieferung", "zahlung", "bankverbindung", "menge", "preis", "einzelpreis", "gmbh", "tage", "innerhalb"],
  fra: ["le", "la", "les", "et", "des", "du", "pour", "avec", "sur", "au", "aux", "une", "facture", "montant", "tva", "ttc", "ht", "client", "échéance", "echeance", "numéro", "numero", "rue", "payer", "paiement", "règlement", "reglement", "quantité", "quantite", "prix", "unitaire", "sarl", "société", "societe", "jours", "adresse", "livraison"],
  nld: ["de", "het", "en", "van", "een", "voor", "met", "op", "factuur", "factuurnummer", "factuurdatum", "bedrag", "btw", "totaal", "klant", "betaling", "straat", "aantal", "prijs", "vervaldatum", "binnen", "dagen", "omschrijving", "bv", "graag", "levering"],
  spa: ["el", "los", "las", "y", "del", "para", "con", "por", "una", "factura", "fecha", "importe", "iva", "cliente", "pago", "calle", "cantidad", "precio", "vencimiento", "número", "numero", "dirección", "direccion", "días", "dias", "total", "forma"],
  ita: ["il", "lo", "gli", "di", "della", "delle", "per", "con", "una", "fattura", "data", "importo", "iva", "totale", "cliente", "pagamento", "via", "quantità", "quantita", "prezzo", "scadenza", "numero", "giorni", "srl", "spa", "imponibile", "partita"],
  eng: ["the", "and", "of", "to", "for", "with", "from", "by", "on", "invoice", "date", "amount", "total", "customer", "payment", "street", "quantity", "price", "due", "number", "days", "please", "tax", "receipt", "balance", "vehicle", "dealer", "purchaser"],
};

/**
 * The language of a page's words from an English pass: the marker words of each language counted, one
 * language chosen when it clearly outnumbers English and the others. Null: English (or too little to say).
 */
export function detectLanguage(words: string[], installed: Set<string>): string | null {
  const counts = new Map<string, number>();
  const seen = new Map<string, Set<string>>();
  for (const raw of words) {
    const w = raw.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
    if (w.length < 2) continue;
    for (const [lang, list] of Object.entries(MARKERS)) {
      if (!list.includes(w)) continue;
      counts.set(lang, (counts.get(lang) ?? 0) + 1);
      const s = seen.get(lang) ?? new Set();
      s.add(w);
      seen.set(lang, s);
    }
  }
  const eng = counts.get("eng") ?? 0;
  let best: string | null = null;
  let bestN = 0;
  for (const [lang, n] of counts) {
    if (lang === "eng" || !installed.has(lang)) continue;
    // distinct marker words count, so one word repeated in a table does not decide
    const distinct = seen.get(lang)!.size;
    if (distinct >= 3 && n > bestN) {
      best = lang;
      bestN = n;
    }
  }
  if (!best) return null;
  // (a rival is a language of two marker words or more: "de" in every Spanish date is no Dutch page)
  const second = Math.max(0, ...[...counts].filter(([l]) => l !== best && l !== "eng" && seen.get(l)!.size >= 2).map(([, n]) => n));
  return bestN >= Math.max(4, eng * 1.2) && bestN > second * 1.3 ? best : null;
}

let langs: Promise<Set<string>> | undefined;

/** The configured languages tessdata has (`tesseract --list-langs`), checked once per process. */
export function installedLanguages(): Promise<Set<string>> {
  langs ??= runLimited("tesseract", ["--list-langs"], { timeoutMs: 5000, maxMemoryMb: 512 }).then(
    (out) => {
      const have = new Set(out.toString("utf8").split("\n").map((s) => s.trim()));
      return new Set(ocrConfig().languages.filter((l) => have.has(l)));
    },
    () => new Set<string>(),
  );
  return langs;
}

export async function ocrAvailable(): Promise<boolean> {
  try {
    await runLimited("tesseract", ["--version"], { timeoutMs: 5000, maxMemoryMb: 512 });
    return true;
  } catch {
    return false;
  }
}

// ---- merging with the text layer, and confidence -------------------------------------------------------

const box = (it: TextItem): [number, number, number, number] => [it.x, it.y - it.h * 0.8, it.x + Math.max(it.w, 1), it.y + it.h * 0.2];

/**
 * A page read from both sources: its text-layer items stay, and OCR words are added where no text-layer
 * item already stands (an overlay such as a page number is on both: the text layer's copy is exact).
 */
export function mergeOcr(textItems: TextItem[], ocrItems: OcrItem[]): TextItem[] {
  const byPage = new Map<number, Array<[number, number, number, number]>>();
  for (const it of textItems) {
    if (!it.str.trim()) continue;
    const list = byPage.get(it.page) ?? [];
    list.push(box(it));
    byPage.set(it.page, list);
  }
  const kept = ocrItems.filter((w) => {
    const boxes = byPage.get(w.page);
    if (!boxes) return true;
    const [a0, b0, a1, b1] = box(w);
    const area = Math.max(1e-6, (a1 - a0) * (b1 - b0));
    return !boxes.some(([x0, y0, x1, y1]) => (Math.max(0, Math.min(a1, x1) - Math.max(a0, x0)) * Math.max(0, Math.min(b1, y1) - Math.max(b0, y0))) / area > 0.3);
  });
  return [...textItems, ...kept];
}

/**
 * Per-field confidence that reflects OCR: a field whose box lies on recognised words gets its confidence
 * multiplied by their mean recognition confidence (a clear print stays near its value, a doubtful reading
 * drops). Fields read from a text layer are unchanged.
 */
export function applyOcrConfidence(
  sources: Record<string, { confidence: number; page: number | null; box: [number, number, number, number] | null }>,
  ocrItems: OcrItem[],
): void {
  const byPage = new Map<number, OcrItem[]>();
  for (const w of ocrItems) byPage.set(w.page, [...(byPage.get(w.page) ?? []), w]);
  for (const s of Object.values(sources)) {
    if (!s.page || !s.box) continue;
    const words = byPage.get(s.page);
    if (!words) continue;
    const [x0, y0, x1, y1] = s.box;
    const hit = words.filter((w) => {
      const [a0, b0, a1, b1] = box(w);
      return a0 < x1 && a1 > x0 && b0 < y1 && b1 > y0;
    });
    if (!hit.length) continue;
    const mean = hit.reduce((n, w) => n + w.conf, 0) / hit.length;
    s.confidence = Math.round(s.confidence * mean * 100) / 100;
  }
}
