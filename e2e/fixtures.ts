import fs from "node:fs";
import path from "node:path";

export type Seed = { org_id: string; api_key: string; owner: { email: string; password: string }; [k: string]: unknown };

export function seed(): Seed {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, ".seed.json"), "utf8"));
}
