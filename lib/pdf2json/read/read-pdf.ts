// Reads a PDF's text layer with positions, and its AcroForm field values, with pdf.js.
// pdf.js (legacy build, the one that runs in Node) is loaded once per process, with its worker module
// installed on the main thread (globalThis.pdfjsWorker) so no worker round trips are made. Font faces
// are never loaded and eval is off: we only need glyph positions, not rendering.
import { ApiError } from "@/lib/api/errors";

export type TextItem = {
  str: string;
  /** Page number, 1-based. */
  page: number;
  /** Left edge, points from the page's left. */
  x: number;
  /** Baseline, points from the page's top. */
  y: number;
  w: number;
  /** Font height in points. */
  h: number;
};

export type PageInfo = { page: number; width: number; height: number };

export type FormField = { name: string; value: string; page: number | null; box: [number, number, number, number] | null };

export type PdfText = {
  pages: number;
  pageInfo: PageInfo[];
  items: TextItem[];
  fields: FormField[];
  /** Characters of real text on the text layer (whitespace excluded). */
  textChars: number;
};

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let loaded: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    // @ts-expect-error -- the worker module ships without type declarations
    const worker: unknown = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return loaded;
}

export const unprocessable = (message: string) => new ApiError("unprocessable", message);

/** Opens the document; encrypted and broken files become a 422 with a message that says which. */
export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // pdf.js takes ownership of the buffer it is given
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
    const name = (error as { name?: string }).name ?? "";
    if (name === "PasswordException") {
      throw unprocessable("The PDF is encrypted with a password. Send the document without password protection.");
    }
    throw unprocessable(`The PDF could not be read (${(error as Error).message || name || "damaged file"}). Check that the file is complete and not damaged.`);
  }
}

type PdfDoc = Awaited<ReturnType<typeof openPdf>>;

export async function readPdfText(doc: PdfDoc, options: { maxPages?: number; budgetMs?: number } = {}): Promise<PdfText & { pagesRead: number }> {
  const pages = doc.numPages;
  const items: TextItem[] = [];
  const pageInfo: PageInfo[] = [];
  const fields: FormField[] = [];
  let textChars = 0;
  const last = Math.min(pages, options.maxPages ?? pages);
  // Widget values exist only in documents with an AcroForm: skip per-page annotation parsing otherwise.
  let hasForm = true;
  try {
    hasForm = (await doc.getFieldObjects()) !== null;
  } catch {
    hasForm = true;
  }
  const started = performance.now();
  let pagesRead = 0;
  for (let p = 1; p <= last; p++) {
    // pdf.js runs on this thread: a hostile or huge document stops at a page boundary once over budget.
    if (options.budgetMs && performance.now() - started > options.budgetMs) break;
    pagesRead = p;
    let page;
    try {
      page = await doc.getPage(p);
    } catch {
      continue; // a damaged page: read the rest
    }
    const vp = page.getViewport({ scale: 1 });
    // The viewport's own transform maps PDF user space to top-left coordinates, including rotation.
    const [va, vb, vc, vd, ve, vf] = vp.transform as number[];
    pageInfo.push({ page: p, width: vp.width, height: vp.height });
    try {
      const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
      for (const raw of content.items) {
        const it = raw as { str?: string; transform?: number[]; width?: number; height?: number };
        if (typeof it.str !== "string" || !it.transform) continue;
        const str = it.str;
        if (!str.trim()) continue;
        const [, , c, d, e, f] = it.transform;
        const x = va * e + vc * f + ve;
        const y = vb * e + vd * f + vf;
        const fontH = Math.hypot(c, d) || it.height || 10;
        const scaleX = Math.hypot(va, vb) || 1;
        items.push({ str, page: p, x, y, w: (it.width ?? 0) * scaleX, h: fontH * scaleX });
        textChars += str.replace(/\s+/g, "").length;
      }
    } catch {
      // unreadable content stream: the page contributes no text
    }
    if (hasForm) try {
      const annotations = await page.getAnnotations({ intent: "display" });
      for (const an of annotations as Array<Record<string, unknown>>) {
        if (an.subtype !== "Widget" || !an.fieldName) continue;
        const value = formValue(an);
        if (value === null) continue;
        const rect = an.rect as number[] | undefined;
        let box: FormField["box"] = null;
        if (rect) {
          const [x1, y1, x2, y2] = rect;
          box = [round(x1), round(vp.height - y2), round(x2), round(vp.height - y1)];
        }
        fields.push({ name: String(an.fieldName), value, page: p, box });
      }
    } catch {
      // no usable annotations
    }
    page.cleanup();
  }
  return { pages, pageInfo, items, fields, textChars, pagesRead };
}

function formValue(an: Record<string, unknown>): string | null {
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

const round = (n: number) => Math.round(n * 10) / 10;
