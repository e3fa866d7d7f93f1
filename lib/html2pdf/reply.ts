// Shapes a rendered PDF into the reply: bytes with headers by default, or the base64 JSON envelope.
import { okResponse } from "@/lib/api/respond";

/** RFC 6266: an ASCII fallback in filename= and the exact name in filename*=UTF-8''… (RFC 8187). */
export function contentDisposition(filename: string, type: "attachment" | "inline" = "attachment"): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\]/g, "_")
      .trim() || "document.pdf";
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === filename && !/[%]/.test(filename)
    ? `${type}; filename="${ascii}"`
    : `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type PdfReply = {
  requestId: string;
  pdf: Buffer;
  pages: number;
  filename: string;
  durationMs: number;
  billedUnits: number;
  credits: number;
  output: "pdf" | "base64";
  extraMeta?: Record<string, unknown>;
};

export function pdfReply(r: PdfReply): Response {
  const headers = {
    "x-pages": String(r.pages),
    "x-billed-units": String(r.billedUnits),
    "x-credits": String(r.credits),
    "x-duration-ms": String(r.durationMs),
  };
  if (r.output === "base64") {
    return okResponse(
      r.requestId,
      { pdf: r.pdf.toString("base64"), pages: r.pages, filename: r.filename },
      { duration_ms: r.durationMs, pages: r.pages, billed_units: r.billedUnits, credits: r.credits, ...r.extraMeta },
      { headers },
    );
  }
  return new Response(new Uint8Array(r.pdf), {
    status: 200,
    headers: {
      ...headers,
      "content-type": "application/pdf",
      "content-length": String(r.pdf.length),
      "content-disposition": contentDisposition(r.filename),
      "cache-control": "no-store",
      "x-request-id": r.requestId,
    },
  });
}
