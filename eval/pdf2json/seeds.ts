// Seeds of the two halves. The tuned half is reproducible from a printed constant; the unseen half's seed
// is drawn at random on first use and kept in a file under the temp folder (so repeated runs reuse the
// rendered cache). It is never printed: nobody tuning the engine should know which documents it is.
import { randomInt } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// (PDF2JSON_EVAL_TUNED_SEED draws the tuned families with other data: new material to inspect, still of the tuned half)
export const TUNED_SEED = Number(process.env.PDF2JSON_EVAL_TUNED_SEED) || 20250314;

const SEED_FILE = path.join(os.tmpdir(), "pdf2json-eval-unseen.seed");

export function unseenSeed(): number {
  if (existsSync(SEED_FILE)) {
    const n = Number(readFileSync(SEED_FILE, "utf8").trim());
    if (Number.isInteger(n) && n > 0) return n;
  }
  const n = randomInt(1, 2 ** 31 - 1);
  try {
    // "wx": when two runs start together, the first file written wins and both use it
    writeFileSync(SEED_FILE, String(n), { mode: 0o600, flag: "wx" });
    return n;
  } catch {
    return Number(readFileSync(SEED_FILE, "utf8").trim());
  }
}

/** Where the unseen seed lives (delete it to draw a fresh unseen half). */
export const unseenSeedFile = () => SEED_FILE;
