// pdf.js for the eval's own needs (page counts, the raw writer's test), loaded the way the engine loads
// it (legacy build, worker module on the main thread) but without importing engine internals, which are
// being rewritten independently.
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

export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
}
