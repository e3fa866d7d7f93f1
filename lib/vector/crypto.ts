// Credentials at rest (the CRM auth header): AES-256-GCM. The key comes from VECTOR_ENCRYPTION_KEY
// (32 bytes as base64 or 64 hex characters) or, without it, from a key file generated once in DATA_DIR
// (vector-encryption.key, mode 0600). Losing the key means re-entering the CRM credentials, nothing more.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

let cached: { source: string; key: Buffer } | undefined;

function parseKey(raw: string): Buffer {
  const s = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(s) ? Buffer.from(s, "hex") : Buffer.from(s, "base64");
  if (key.length !== 32) throw new Error("VECTOR_ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64");
  return key;
}

export function encryptionKey(): Buffer {
  const env = process.env.VECTOR_ENCRYPTION_KEY;
  const dataDir = process.env.DATA_DIR || path.join(process.cwd(), "data");
  const source = env ? `env:${env}` : `file:${dataDir}`;
  if (cached?.source === source) return cached.key;
  let key: Buffer;
  if (env) key = parseKey(env);
  else {
    const file = path.join(dataDir, "vector-encryption.key");
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      try {
        fs.writeFileSync(file, randomBytes(32).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e; // another process made it first
      }
    }
    key = parseKey(fs.readFileSync(file, "utf8"));
  }
  cached = { source, key };
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function decryptSecret(sealed: string): string {
  const [v, iv, tag, data] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || data === undefined) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
