// Reading request bodies with a hard byte limit. The limit is checked against content-length first and
// then while streaming, so an oversized body is refused before it is ever held in memory whole.
import { DomainError, payloadTooLarge } from "@/lib/errors";

export async function readBodyBytes(req: Request, limitBytes: number, what = "Request body"): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes, what);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge(limitBytes, what);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

export function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString("utf8");
  if (!text.trim()) throw new DomainError("invalid_json", "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DomainError("invalid_json", `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

export async function readJsonObject(req: Request, limitBytes: number): Promise<Record<string, unknown>> {
  const value = parseJson(await readBodyBytes(req, limitBytes));
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new DomainError("invalid_json", "The request body must be a JSON object.");
  }
  return value as Record<string, unknown>;
}

/** The media type without parameters, lower-cased ("application/json; charset=utf-8" → "application/json"). */
export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}
