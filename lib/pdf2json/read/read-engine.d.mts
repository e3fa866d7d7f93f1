// Types of read-engine.mjs (plain JavaScript so that the read worker thread can run it unbuilt).
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

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
  /** Set sideways: the baseline runs up or down the page from (x, y), `w` along it. */
  rot?: "up" | "down";
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

export type ReadOptions = {
  /** Pages whose text is read at most. */
  maxPages?: number;
  /** Time budget (ms), checked between pages and between the chunks of a page's text. */
  budgetMs?: number;
  /** Text items collected at most (200,000 by default). */
  maxItems?: number;
  /** Characters of text collected at most (2,000,000 by default). */
  maxChars?: number;
};

export type ReadResult = PdfText & {
  /** Pages read in full (a page cut short by the text bound or the budget does not count). */
  pagesRead: number;
  /** Why reading stopped before the last page, if it did. */
  truncated: "pages" | "time" | "text" | null;
};

export type PdfDocument = PDFDocumentProxy;

/** An embedded file. `omitted: "size"`: over the per-file or total cap, so its content is empty. */
export type Attachment = { filename: string; content: Uint8Array; omitted?: "size" };

export type AttachmentOptions = {
  /** Embedded files returned at most (32). */
  maxFiles?: number;
  /** Bytes of all returned files together (16 MB). */
  maxBytes?: number;
  /** Bytes of one file (5 MB). */
  maxFileBytes?: number;
};

export declare const DEFAULT_MAX_ITEMS: number;
export declare const DEFAULT_MAX_CHARS: number;

export declare function loadPdfJs(): Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")>;

/** An encrypted or damaged file (422 `unprocessable`). */
export declare class PdfReadError extends Error {
  readonly code: "unprocessable";
  constructor(message: string);
}

export declare function openDocument(bytes: Uint8Array): Promise<PdfDocument>;
export declare function readText(doc: PdfDocument, options?: ReadOptions): Promise<ReadResult>;
export declare const DEFAULT_MAX_ATTACHMENTS: number;
export declare const DEFAULT_MAX_ATTACHMENT_BYTES: number;
export declare const DEFAULT_MAX_ATTACHMENT_FILE_BYTES: number;
export declare function readAttachments(doc: PdfDocument, options?: AttachmentOptions): Promise<Attachment[]>;
