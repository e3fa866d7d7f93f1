// bp_signed_url: a short-lived link that downloads one archived PDF without a token. The link carries the
// file id and expiry, and an HMAC-SHA256 over both with a server secret (ARCHIVE_SIGNING_SECRET, or a key
// generated once into DATA_DIR/archive-signing.key). Changing any character breaks the signature;
// comparison is constant-time.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DomainError } from "@/lib/errors";
import { now } from "./clock";
import { signedUrlTtlSeconds } from "./config";

const keys = new Map<string, Buffer>();

function signingKey(): Buffer {
  const fromEnv = process.env.ARCHIVE_SIGNING_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("ARCHIVE_SIGNING_SECRET must be at least 32 characters");
    return Buffer.from(fromEnv, "utf8");
  }
  const file = path.join(process.env.DATA_DIR || path.join(process.cwd(), "data"), "archive-signing.key");
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // "wx": if two processes race, exactly one writes and both then read the same key.
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length < 32) throw new Error(`${file} does not hold a 32-byte key`);
  keys.set(file, key);
  return key;
}

function signature(id: string, expires: number): string {
  return createHmac("sha256", signingKey()).update(`archive-file:${id}:${expires}`).digest("base64url");
}

/** The token part of /files/signed/{token}: `<id>.<expiry unix seconds>.<signature>`. */
export function signFileToken(id: string, ttlSeconds = signedUrlTtlSeconds()): { token: string; expires: Date } {
  const expires = Math.floor(now().getTime() / 1000) + Math.floor(ttlSeconds);
  return { token: `${id}.${expires}.${signature(id, expires)}`, expires: new Date(expires * 1000) };
}

export function signedFileUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/files/signed/${signFileToken(id).token}`;
}

/** The file id of an authentic, unexpired token. Tampered or malformed: 403. Expired: 401. */
export function verifyFileToken(token: string): string {
  const invalid = () => new DomainError("forbidden", "This download link is not valid. Use the bp_signed_url from a fresh listing, unchanged.");
  const match = /^([A-Za-z0-9_]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw invalid();
  const [, id, exp] = match;
  const expected = Buffer.from(signature(id, Number(exp)), "utf8");
  const presented = Buffer.from(match[3], "utf8");
  // Compare the text, not decoded bytes: base64url has spare bits, so two strings can decode alike.
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw invalid();
  if (Number(exp) * 1000 <= now().getTime()) {
    throw new DomainError("unauthorized", "This download link has expired. List the subscriber's emails again for a fresh bp_signed_url.");
  }
  return id;
}
