// Link codes: 7 characters of [0-9A-Za-z] (62^7 ≈ 3.5e12), drawn uniformly from crypto randomness by
// rejection sampling, so they are short, URL-safe and unguessable enough that neighbours cannot be
// enumerated. Uniqueness is the database's job (unique index on code; insert retries on a collision).
import { randomBytes } from "node:crypto";

export const CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const CODE_LENGTH = 7;
const CODE_PATTERN = /^[0-9A-Za-z]{7}$/;

export function newCode(length = CODE_LENGTH): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += CODE_ALPHABET[byte % 62]; // 248 = 4 × 62: no modulo bias
      if (out.length === length) break;
    }
  }
  return out;
}

export function isCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}
