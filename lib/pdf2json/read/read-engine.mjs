// @ts-check
// Reads a PDF's text layer with positions, and its AcroForm field values, with pdf.js. It runs inside the
// read worker threads (read-worker.mjs, read-pool.ts) and, when no worker can be started, in process. Plain
// JavaScript (types in read-engine.d.mts) because a worker thread runs this file as it is under Vitest and
// tsx; Next bundles it, and the worker, for production (pdfjs-dist itself stays external: next.config.ts).
//
// pdf.js (legacy build, the one that runs in Node) is loaded once per thread, with its worker module
// installed on that same thread (the global pdfjsWorker) so no pdf.js worker round trips are made. Font
// faces are never loaded and eval is off: we only need glyph positions, not rendering.
//
// What a document may make us hold is bounded here, whichever thread runs this: the text items collected
// (`maxItems`, `maxChars`: reading stops there, mid-page if need be, and the result says so) and the time
// spent (`budgetMs`, checked between pages and between the chunks of a page's text). What cannot be bounded
// from inside (one content stream that takes minutes, or inflates to gigabytes without producing any text)
// is bounded by the worker that runs this: read-worker.mjs and read-pool.ts.

import { defineGlobal } from "../../process-state.mjs";

/** @typedef {import("./read-engine.mjs").TextItem} TextItem */
/** @typedef {import("./read-engine.mjs").PageInfo} PageInfo */
/** @typedef {import("./read-engine.mjs").FormField} FormField */
/** @typedef {import("./read-engine.mjs").ReadOptions} ReadOptions */
/** @typedef {import("./read-engine.mjs").ReadResult} ReadResult */
/** @typedef {import("./read-engine.mjs").PdfDocument} PdfDocument */
/** @typedef {import("./read-engine.mjs").Attachment} Attachment */
/** @typedef {import("./read-engine.mjs").AttachmentOptions} AttachmentOptions */

/** Text collected from one document at most, whatever its pages (the result says `truncated: "text"`). */
export const DEFAULT_MAX_ITEMS = 200_000;
export const DEFAULT_MAX_CHARS = 2_000_000;

/** @type {Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")> | undefined} */
let loaded;

export function loadPdfJs() {
  loaded ??= (async () => {
    // @ts-ignore -- the worker module ships without type declarations
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    defineGlobal("pdfjsWorker", worker); // pdf.js runs its worker in this thread when it finds it here
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return loaded;
}

/** An encrypted or damaged file (422 `unprocessable`); `message` says which, in words for the caller. */
export class PdfReadError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "PdfReadError";
    /** Stable code: recognise the error by it, never by `instanceof` (bundles may hold copies of this class). */
    this.code = /** @type {const} */ ("unprocessable");
  }
}

/**
 * Opens the document. pdf.js takes ownership of `bytes` (it may detach its buffer): pass a copy if the
 * caller still needs them. Encrypted and broken files throw a PdfReadError whose message says which.
 * @param {Uint8Array} bytes
 * @returns {Promise<PdfDocument>}
 */
export async function openDocument(bytes) {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes,
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    enableXfa: false,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = /** @type {{ name?: string }} */ (error)?.name ?? "";
    if (name === "PasswordException") {
      throw new PdfReadError("The PDF is encrypted with a password. Send the document without password protection.");
    }
    throw new PdfReadError(`The PDF could not be read (${/** @type {Error} */ (error)?.message || name || "damaged file"}). Check that the file is complete and not damaged.`);
  }
}

/**
 * Reads the text layer and the form fields of the first `maxPages` pages.
 * @param {PdfDocument} doc
 * @param {ReadOptions} [options]
 * @returns {Promise<ReadResult>}
 */
export async function readText(doc, options = {}) {
  const pages = doc.numPages;
  /** @type {TextItem[]} */
  const items = [];
  /** @type {PageInfo[]} */
  const pageInfo = [];
  /** @type {FormField[]} */
  const fields = [];
  let textChars = 0;
  let chars = 0;
  const maxItems = options.maxItems ?? DEFAULT_MAX_ITEMS;
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const last = Math.min(pages, options.maxPages ?? pages);
  /** @type {ReadResult["truncated"]} */
  let truncated = last < pages ? "pages" : null;
  // Widget values exist only in documents with an AcroForm: skip per-page annotation parsing otherwise.
  let hasForm = true;
  try {
    hasForm = (await doc.getFieldObjects()) !== null;
  } catch {
    hasForm = true;
  }
  const started = performance.now();
  const overBudget = () => Boolean(options.budgetMs && performance.now() - started > options.budgetMs);
  /** Pages read in full. */
  let pagesRead = 0;
  for (let p = 1; p <= last; p++) {
    // A hostile or huge document stops at a page boundary once over budget (and between chunks below).
    if (overBudget()) {
      truncated = "time";
      break;
    }
    let page;
    try {
      page = await doc.getPage(p);
    } catch {
      pagesRead = p;
      continue; // a damaged page: read the rest
    }
    const vp = page.getViewport({ scale: 1 });
    // The viewport's own transform maps PDF user space to top-left coordinates, including rotation.
    const [va, vb, vc, vd, ve, vf] = /** @type {number[]} */ (vp.transform);
    const scaleX = Math.hypot(va, vb) || 1;
    pageInfo.push({ page: p, width: vp.width, height: vp.height });
    // The page's text arrives in chunks (pdf.js streams it): stop mid-page at the text bound or the budget,
    // rather than holding a whole hostile page's items first.
    /** @type {"text" | "time" | null} */
    let stoppedBy = null;
    const reader = page.streamTextContent({ includeMarkedContent: false, disableNormalization: false }).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const raw of /** @type {{ items: unknown[] }} */ (value).items) {
          const it = /** @type {{ str?: string; transform?: number[]; width?: number; height?: number }} */ (raw);
          if (typeof it.str !== "string" || !it.transform) continue;
          const str = it.str;
          if (!str.trim()) continue;
          if (items.length >= maxItems || chars + str.length > maxChars) {
            stoppedBy = "text";
            break;
          }
          const [a, b, c, d, e, f] = it.transform;
          const x = va * e + vc * f + ve;
          const y = vb * e + vd * f + vf;
          const fontH = Math.hypot(c, d) || it.height || 10;
          // text set sideways on the page (a box's name printed up its margin strip) reads up or down it
          const [dx, dy] = [va * a + vc * b, vb * a + vd * b];
          // (…and text set aslant is a stamp or watermark over the page, "COPY", "PAID", "DRAFT": no part of
          // any line it crosses, so not read)
          if (Math.abs(dy) > Math.abs(dx) * DIAGONAL && Math.abs(dx) > Math.abs(dy) * DIAGONAL) continue;
          const rot = Math.abs(dy) > Math.abs(dx) * 3 ? (dy < 0 ? "up" : "down") : null;
          const item = { str, page: p, x, y, w: (it.width ?? 0) * scaleX, h: fontH * scaleX };
          items.push(rot ? { ...item, rot } : item);
          chars += str.length;
          textChars += str.replace(/\s+/g, "").length;
        }
        if (!stoppedBy && overBudget()) stoppedBy = "time";
        if (stoppedBy) {
          await reader.cancel().catch(() => {});
          break;
        }
      }
    } catch {
      // unreadable content stream: the page contributes no (more) text
    }
    if (hasForm && !stoppedBy) {
      try {
        const annotations = await page.getAnnotations({ intent: "display" });
        for (const an of /** @type {Array<Record<string, unknown>>} */ (annotations)) {
          if (an.subtype !== "Widget" || !an.fieldName) continue;
          const value = formValue(an);
          if (value === null) continue;
          const rect = /** @type {number[] | undefined} */ (an.rect);
          /** @type {FormField["box"]} */
          let box = null;
          if (rect) {
            const [x1, y1, x2, y2] = rect;
            box = [round(x1), round(vp.height - y2), round(x2), round(vp.height - y1)];
          }
          fields.push({ name: String(an.fieldName), value, page: p, box });
        }
      } catch {
        // no usable annotations
      }
    }
    page.cleanup();
    if (stoppedBy) {
      // This page was read in part: what it gave is kept, and it does not count as read.
      truncated = stoppedBy;
      break;
    }
    pagesRead = p;
  }
  return { pages, pageInfo, items, fields, textChars, pagesRead, truncated };
}

/** Embedded files returned at most, and their bytes in all / each (larger ones come back empty, `omitted`). */
export const DEFAULT_MAX_ATTACHMENTS = 32;
export const DEFAULT_MAX_ATTACHMENT_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_ATTACHMENT_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The document's embedded files (the EmbeddedFiles name tree: Factur-X / ZUGFeRD invoice XML), each as a
 * fresh copy of its bytes. pdf.js decodes them when asked; the worker's time and memory limits bound that.
 * @param {PdfDocument} doc
 * @param {AttachmentOptions} [options]
 * @returns {Promise<Attachment[]>}
 */
export async function readAttachments(doc, options = {}) {
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_ATTACHMENTS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_ATTACHMENT_BYTES;
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_ATTACHMENT_FILE_BYTES;
  /** @type {Record<string, { filename?: string; content?: Uint8Array }> | null} */
  let raw = null;
  try {
    raw = await doc.getAttachments();
  } catch {
    return []; // a damaged name tree: no attachments
  }
  /** @type {Attachment[]} */
  const out = [];
  let total = 0;
  for (const [key, a] of Object.entries(raw ?? {})) {
    if (out.length >= maxFiles) break;
    const filename = String(a?.filename || key);
    const content = a?.content;
    if (!(content instanceof Uint8Array)) continue;
    const size = content.byteLength;
    if (size > maxFileBytes || total + size > maxBytes) {
      out.push({ filename, content: new Uint8Array(0), omitted: "size" });
      continue;
    }
    total += size;
    // a copy: pdf.js may hand out a view on the whole file's buffer
    out.push({ filename, content: content.slice() });
  }
  return out;
}

/** @param {Record<string, unknown>} an */
function formValue(an) {
  const v = an.fieldValue;
  if (an.checkBox || an.radioButton) {
    if (v === undefined || v === null || v === "" || v === "Off") return an.checkBox ? "false" : null;
    if (an.radioButton) return String(v);
    return "true";
  }
  if (Array.isArray(v)) return v.length ? v.map(String).join(", ") : null;
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s ? s : null;
}

/** tan 15°: text turned further than this from both axes is aslant. */
const DIAGONAL = 0.27;
/** @param {number} n */
const round = (n) => Math.round(n * 10) / 10;
