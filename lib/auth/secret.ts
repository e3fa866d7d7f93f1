// next-auth signs session tokens with NEXTAUTH_SECRET. A fresh install has none, so one is generated once
// and kept in ./data so sessions survive restarts. Several instances must share one: set NEXTAUTH_SECRET.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function authSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(process.env.DATA_DIR || path.join(process.cwd(), "data"), "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim(); // another worker wrote it first
    }
  }
}
