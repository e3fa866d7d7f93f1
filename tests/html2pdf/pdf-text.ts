// Reads a PDF's text per page with pdfjs-dist, the way a user's PDF reader would see it.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfPagesText(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((it) => ("str" in it ? it.str : "")).join(" ").replace(/\s+/g, " ").trim());
  }
  await doc.destroy();
  return pages;
}

export async function pdfPageSizes(pdf: Buffer | Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const out: { width: number; height: number }[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const vp = (await doc.getPage(i)).getViewport({ scale: 1 });
    out.push({ width: Math.round(vp.width), height: Math.round(vp.height) });
  }
  await doc.destroy();
  return out;
}
