// Reads a PDF's text layer with positions, and its AcroForm field values, with pdf.js. The reading itself is
// read-engine.mjs (plain JavaScript, so that the read worker threads can run it); extraction reads through
// the worker pool (read-pool.ts: time, memory and text bounds, never on the event loop). This module keeps
// the types every stage shares and an in-process reader for tools that want no worker.
import { DomainError } from "@/lib/errors";
import { loadPdfJs, openDocument, readText, type PdfDocument, type ReadOptions, type ReadResult } from "./read-engine.mjs";

export type { FormField, PageInfo, PdfText, ReadOptions, ReadResult, TextItem } from "./read-engine.mjs";
export { loadPdfJs };

export const unprocessable = (message: string) => new DomainError("unprocessable", message);

/**
 * Opens the document in this process (no worker, no hard time or memory limit: tools and trusted files
 * only; requests go through read-pool.ts). Encrypted and broken files become a 422 saying which.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    return await openDocument(new Uint8Array(bytes)); // pdf.js takes ownership of the buffer it is given
  } catch (error) {
    if ((error as { code?: string }).code === "unprocessable") throw unprocessable((error as Error).message);
    throw error;
  }
}

/** Reads the text layer and form fields of a document opened with openPdf (bounded in text and time). */
export function readPdfText(doc: PdfDocument, options: ReadOptions = {}): Promise<ReadResult> {
  return readText(doc, options);
}
