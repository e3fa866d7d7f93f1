// Image-only PDFs written by hand: one image XObject per page, drawn over the whole page, no text layer
// (what a scanner or a fax gateway sends). Used by the scanned producers (scan.ts) and by the OCR tests,
// which also need deliberately broken image streams.

export type ImagePage = {
  /** Pixels. */
  width: number;
  height: number;
  /** Resolution the image was scanned at: sets the page size (pixels × 72 / dpi). */
  dpi: number;
  /**
   * `jpeg`: a grey JPEG file (DCTDecode); `gray`: 8-bit grey samples, row by row; `bilevel`: packed 1-bit
   * rows as in a binary PBM (1 = black); `raw`: the stream bytes exactly as given, declared as 8-bit grey
   * FlateDecode (to make a corrupt stream).
   */
  kind: "jpeg" | "gray" | "bilevel" | "raw";
  data: Buffer;
  /** Typed text drawn over the image (Helvetica, points from the page's top-left), as a stamp or page number. */
  overlay?: Array<{ text: string; x: number; y: number; size?: number }>;
};

import { deflateSync } from "node:zlib";

export function imagePdf(pages: ImagePage[]): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    return objects.length;
  };
  const catalog = add(""); // filled in below
  const pagesObj = add("");
  const kids: number[] = [];
  for (const p of pages) {
    const w = (p.width * 72) / p.dpi;
    const h = (p.height * 72) / p.dpi;
    let dict: string;
    let data: Buffer;
    if (p.kind === "jpeg") {
      dict = `/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`;
      data = p.data;
    } else if (p.kind === "bilevel") {
      dict = `/ColorSpace /DeviceGray /BitsPerComponent 1 /Decode [1 0] /Filter /FlateDecode`;
      data = deflateSync(p.data);
    } else if (p.kind === "gray") {
      dict = `/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`;
      data = deflateSync(p.data);
    } else {
      dict = `/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`;
      data = p.data;
    }
    const img = add(Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${p.width} /Height ${p.height} ${dict} /Length ${data.length} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]));
    const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
    const text = (p.overlay ?? []).map((o) => `BT /F1 ${o.size ?? 9} Tf ${o.x.toFixed(2)} ${(h - o.y).toFixed(2)} Td (${esc(o.text)}) Tj ET`).join("\n");
    const content = `q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im0 Do Q${text ? `\n${text}` : ""}`;
    const contents = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const font = text ? ` /Font << /F1 ${add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")} 0 R >>` : "";
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Resources << /XObject << /Im0 ${img} 0 R >>${font} >> /Contents ${contents} 0 R >>`));
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`, "latin1");
  objects[pagesObj - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`, "latin1");
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

/** Parses a binary PGM (P5) or PBM (P4) file: size and raw samples. */
export function parseNetpbm(buf: Buffer): { kind: "P4" | "P5"; width: number; height: number; maxval: number; data: Buffer } {
  const magic = buf.toString("latin1", 0, 2);
  if (magic !== "P5" && magic !== "P4") throw new Error(`not a binary PGM/PBM (${magic})`);
  const fields: number[] = [];
  let i = 2;
  const want = magic === "P4" ? 2 : 3;
  while (fields.length < want) {
    while (i < buf.length && /\s/.test(String.fromCharCode(buf[i]))) i++;
    if (buf[i] === 0x23) {
      while (i < buf.length && buf[i] !== 0x0a) i++;
      continue;
    }
    let s = "";
    while (i < buf.length && /[0-9]/.test(String.fromCharCode(buf[i]))) s += String.fromCharCode(buf[i++]);
    fields.push(Number(s));
  }
  i++; // one whitespace byte ends the header
  return { kind: magic, width: fields[0], height: fields[1], maxval: magic === "P4" ? 1 : fields[2], data: buf.subarray(i) };
}
