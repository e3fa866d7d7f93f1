// Scoring by fact. A fact is a non-null leaf of the truth (table rows flattened per cell); recall is the
// share of facts the engine returned with the right value, precision the share of the values it returned
// (for leaves in the scored set) that are right. A wrong value is a miss and a false positive. documentType
// and pages are not facts (one is free text, the other always right); generic_document counts only the
// facts an accounts-payable user needs.
import { getProfile, profileSchema } from "@/lib/pdf2json/profiles";

export const GENERIC_SCORED = ["issuer.name", "issuer.taxId", "references.documentNumber", "dates.issueDate", "dates.dueDate", "totals.subtotal", "totals.tax", "totals.total", "currency", "recipient.name", "payment.iban"];
const NOT_FACTS = new Set(["documentType", "pages"]);

export type Tally = { facts: number; right: number; returned: number };
export type Mismatch = { path: string; expected: unknown; got: unknown };
export const emptyTally = (): Tally => ({ facts: 0, right: 0, returned: 0 });
export const addTally = (a: Tally, b: Tally): Tally => ({ facts: a.facts + b.facts, right: a.right + b.right, returned: a.returned + b.returned });
export const recall = (t: Tally) => (t.facts ? t.right / t.facts : 1);
export const precision = (t: Tally) => (t.returned ? t.right / t.returned : 1);

export function flatten(value: unknown, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = value;
  return out;
}

/**
 * Case and whitespace ignored, and trailing punctuation; a comma before a space too, since lines of an
 * address or name are joined with ", " by some and " " by others ("12 George St, / Penrith").
 */
export const normText = (s: string) => s.toLowerCase().replace(/,(?=\s)/g, "").replace(/\s+/g, "").replace(/[.,;:]+$/, "");

export function same(expected: unknown, got: unknown): boolean {
  if (got === null || got === undefined) return false;
  if (typeof expected === "number") {
    const g = typeof got === "number" ? got : typeof got === "string" ? Number(got.replace(/[^0-9.-]/g, "")) : NaN;
    return Number.isFinite(g) && Math.abs(g - expected) < 0.011;
  }
  if (typeof expected === "boolean") return got === expected;
  if (typeof expected === "string") return typeof got === "string" || typeof got === "number" ? normText(String(got)) === normText(expected) : false;
  return JSON.stringify(expected) === JSON.stringify(got);
}

/** Leaf templates of a profile ("vehicle.vin", "lineItems[].amount") that are scored. */
export function scoredTemplates(profileId: string): Set<string> {
  if (profileId === "generic_document") return new Set(GENERIC_SCORED);
  const props = (profileSchema(getProfile(profileId)!).properties ?? {}) as Record<string, { type?: unknown; properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } }>;
  const out = new Set<string>();
  for (const [k, s] of Object.entries(props)) {
    if (NOT_FACTS.has(k)) continue;
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes("array") && s.items?.properties) for (const c of Object.keys(s.items.properties)) out.add(`${k}[].${c}`);
    else if (types.includes("object") && s.properties) for (const c of Object.keys(s.properties)) out.add(`${k}.${c}`);
    else out.add(k);
  }
  return out;
}

const template = (path: string) => path.replace(/\[\d+\]/g, "[]");

/** Predicted table rows reordered to face the truth rows they match best (a missed row must not shift the rest). */
function alignTables(truth: Record<string, unknown>, predicted: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...predicted };
  for (const [k, t] of Object.entries(truth)) {
    const p = predicted[k];
    if (!Array.isArray(t) || !Array.isArray(p)) continue;
    const left = p.map((row, i) => ({ row: row as Record<string, unknown>, i }));
    const aligned: unknown[] = [];
    for (const trow of t as Array<Record<string, unknown>>) {
      let best = -1;
      let bestScore = 0;
      left.forEach((c, j) => {
        const s = Object.entries(trow).filter(([col, v]) => v !== null && same(v, c.row?.[col])).length;
        if (s > bestScore) {
          bestScore = s;
          best = j;
        }
      });
      aligned.push(best >= 0 ? left.splice(best, 1)[0].row : {});
    }
    out[k] = [...aligned, ...left.map((c) => c.row)];
  }
  return out;
}

export function scoreDoc(profileId: string, truth: Record<string, unknown>, predicted: Record<string, unknown> | null): { tally: Tally; mismatches: Mismatch[] } {
  const scored = scoredTemplates(profileId);
  const t = flatten(truth);
  const p = flatten(predicted ? alignTables(truth, predicted) : {});
  const tally = emptyTally();
  const mismatches: Mismatch[] = [];
  const paths = [...new Set([...Object.keys(t), ...Object.keys(p)])].filter((k) => scored.has(template(k)));
  for (const k of paths) {
    const tv = t[k] ?? null;
    const pv = p[k] ?? null;
    if (tv !== null) tally.facts++;
    if (pv !== null) tally.returned++;
    if (tv !== null && same(tv, pv)) tally.right++;
    else if (tv !== null || pv !== null) mismatches.push({ path: k, expected: tv, got: pv });
  }
  return { tally, mismatches };
}
