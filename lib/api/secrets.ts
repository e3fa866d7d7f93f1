// Secrets we issue (organisation keys, client secrets, short-link domain keys) are long random strings,
// so a single SHA-256 is a safe and fast lookup hash for them; passwords, chosen by people, use argon2
// instead (lib/auth/passwords.ts). Only hashes and a masked form are ever stored.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export function generateSecret(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString("base64url")}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `sk_…abcd`: enough to recognise a key, useless to an attacker. */
export function maskSecret(prefix: string, last4: string): string {
  return `${prefix}…${last4}`;
}
