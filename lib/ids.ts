import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A random id with a readable prefix (`org_`, `usr_`, `tpl_` ...): 16 base-36 characters, ~82 bits. */
export function newId(prefix: string, length = 16): string {
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i] % 36];
  return `${prefix}_${out}`;
}
