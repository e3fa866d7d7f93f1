// An S3 server's side of SigV4, written from AWS's reference independently of the client's signer
// (aws4fetch): the in-process S3 endpoint of storage.test.ts checks every request with it.
import { createHash, createHmac } from "node:crypto";

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

const encode = (value: string, keepSlash = false) =>
  [...Buffer.from(value, "utf8")].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) || (keepSlash && b === 0x2f) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/;

/** Does this request carry a valid signature by `secret` over its method, path, query, signed headers and body? */
export function verifySigV4(req: { method: string; url: URL; headers: Record<string, string | string[] | undefined> }, body: Buffer, secret: string): boolean {
  const m = AUTH.exec(String(req.headers.authorization ?? ""));
  const payloadHash = String(req.headers["x-amz-content-sha256"]);
  if (!m || payloadHash !== sha256Hex(body)) return false;
  const [, , day, region, signedHeaders, signature] = m;
  const names = signedHeaders.split(";");
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const query = [...req.url.searchParams.entries()]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join("&");
  const request = [req.method, encode(decodeURIComponent(req.url.pathname), true), query, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const h = (k: Buffer | string, d: string) => createHmac("sha256", k).update(d).digest();
  const key = h(h(h(h(`AWS4${secret}`, day), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(["AWS4-HMAC-SHA256", String(req.headers["x-amz-date"]), scope, sha256Hex(request)].join("\n")).digest("hex");
  return expected === signature;
}
