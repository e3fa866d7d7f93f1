// PDFs built in memory (nothing is committed): the writer (objects and a cross-reference table, also used by
// einvoice-pdf.ts), a decompression bomb whose inflated data is never held, thousands of pages, a small
// ordinary invoice. Used by the read-limit tests and the abuse run against the real server (e2e/abuse.spec.ts).
import zlib from "node:zlib";

export type PdfObject = string | { dict: string; stream: Buffer };

/** A PDF of these objects (object 1 is the catalog), with a correct cross-reference table. */
export function buildPdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let size = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(size);
    const chunks =
      typeof o === "string"
        ? [Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, "latin1")]
        : [Buffer.from(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.stream.length} >>\nstream\n`, "latin1"), o.stream, Buffer.from("\nendstream\nendobj\n", "latin1")];
    for (const c of chunks) {
      parts.push(c);
      size += c.length;
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

/**
 * A zlib stream that inflates to `chunk` repeated `times` times, built without ever holding the inflated
 * data: the chunk is deflated once with a full flush (byte-aligned, no reference to earlier data), the
 * copies are concatenated, and the Adler-32 checksum of the whole is computed arithmetically.
 */
export function deflateRepeated(chunk: Buffer, times: number): Buffer {
  const block = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  const M = 65521n;
  const L = BigInt(chunk.length);
  let S = 0n; // sum of the bytes
  let T = 0n; // sum of each byte times the count of bytes from it to the end
  chunk.forEach((x, i) => {
    S += BigInt(x);
    T += (L - BigInt(i)) * BigInt(x);
  });
  let a = 1n;
  let b = 0n;
  for (let k = 0; k < times; k++) {
    b = (b + L * a + T) % M;
    a = (a + S) % M;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(times).fill(block), end, adler]);
}

export const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
export const pageObject = (contents: string, parent = 2, extra = "") =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Contents ${contents} /Resources << /Font << /F1 5 0 R >> >> ${extra}>>`;

/** One page whose content stream is `unit` repeated to `megabytes` MB once inflated. */
export function oneHugePage(unit: string, megabytes: number): Buffer {
  const chunk = Buffer.from(unit.repeat(Math.floor((1 << 20) / unit.length)), "latin1");
  return buildPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", pageObject("4 0 R"), { dict: "/Filter /FlateDecode", stream: deflateRepeated(chunk, megabytes) }, FONT]);
}

export const show = (lines: string[]) => lines.map((l, i) => `BT /F1 11 Tf 72 ${740 - i * 16} Td (${l}) Tj ET`).join("\n");

/** A small, ordinary one-page document (enough text not to be taken for a scan). */
export function ordinaryPdf(): Buffer {
  const text = show(["TAX INVOICE", "Invoice number: INV-1001", "Invoice date: 12/03/2024", "Bill to: Jane Citizen", "Total: $110.00"]);
  return buildPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", pageObject("4 0 R"), { dict: "", stream: Buffer.from(text) }, FONT]);
}

/** `pages` pages sharing one content stream of `linesPerPage` short lines of text. */
export function manyPages(pages: number, linesPerPage: number): Buffer {
  const content = show(Array.from({ length: linesPerPage }, (_, i) => `Line ${i + 1} of a page`));
  const kids = Array.from({ length: pages }, (_, i) => `${i + 6} 0 R`).join(" ");
  const objects: PdfObject[] = ["<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`, "<< >>", { dict: "", stream: Buffer.from(content) }, FONT];
  for (let i = 0; i < pages; i++) objects.push(pageObject("4 0 R"));
  return buildPdf(objects);
}
