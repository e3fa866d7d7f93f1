// Field-level precision, recall and F1 of the standard engine against ground truth: on the generated
// vehicle fixtures, and on the real invoices of the shared corpus (invoice2data's expected fields mapped
// onto generic_document). A wrong value counts as both a false positive and a false negative.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractPdf } from "../extract-pdf";
import { generateFixtures } from "../fixtures/generate";

export type Score = { tp: number; fp: number; fn: number };
export type Mismatch = { doc: string; path: string; expected: unknown; got: unknown };

export function flatten(value: unknown, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = value;
  return out;
}

const norm = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim().replace(/[.,;:]+$/, "").toLowerCase() : v);

export function same(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) < 0.011;
  if (typeof a === "number" && typeof b === "string") return same(a, Number(b.replace(/[^0-9.-]/g, "")));
  return norm(a) === norm(b);
}

export function compare(doc: string, predicted: unknown, truth: unknown, onlyPaths?: string[]): { score: Score; mismatches: Mismatch[] } {
  const p = flatten(predicted);
  const t = flatten(truth);
  const keys = onlyPaths ?? [...new Set([...Object.keys(p), ...Object.keys(t)])];
  const score: Score = { tp: 0, fp: 0, fn: 0 };
  const mismatches: Mismatch[] = [];
  for (const k of keys) {
    const pv = p[k] ?? null;
    const tv = t[k] ?? null;
    if (pv === null && tv === null) continue;
    if (pv !== null && tv !== null && same(pv, tv)) {
      score.tp++;
      continue;
    }
    if (pv !== null) score.fp++;
    if (tv !== null) score.fn++;
    mismatches.push({ doc, path: k, expected: tv, got: pv });
  }
  return { score, mismatches };
}

export const f1 = (s: Score) => {
  const precision = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 1;
  const recall = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
};

const add = (a: Score, b: Score) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });

export type EvalRow = { set: string; docs: number; score: Score; precision: number; recall: number; f1: number; msMedian: number };

async function run(pdf: Buffer, documentType: string | null) {
  const t = performance.now();
  const r = await extractPdf({ pdf, documentType, schema: null, engine: "standard", longForm: false });
  return { ...r, ms: performance.now() - t };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Evaluates the fixtures. With `classify`, the document type is detected (as callers without document_type get). */
export async function evaluateFixtures(options: { perLayout?: number; classify?: boolean; log?: (s: string) => void } = {}) {
  const { files } = await generateFixtures({ perLayout: options.perLayout });
  const byProfile = new Map<string, { score: Score; docs: number; ms: number[] }>();
  const mismatches: Mismatch[] = [];
  let misclassified = 0;
  for (const f of files) {
    const truth = JSON.parse(readFileSync(f.truth, "utf8"));
    const r = await run(readFileSync(f.pdf), options.classify ? null : f.profile);
    if (r.meta.document_type !== f.profile) misclassified++;
    const { score, mismatches: mm } = compare(f.name, r.meta.document_type === f.profile ? r.data : {}, truth);
    mismatches.push(...mm);
    // The held-out layout is reported on its own row and kept out of the per-profile figure.
    const set = f.layout === "heldout" ? `${f.profile} (held-out)` : f.profile;
    const agg = byProfile.get(set) ?? { score: { tp: 0, fp: 0, fn: 0 }, docs: 0, ms: [] };
    agg.score = add(agg.score, score);
    agg.docs++;
    agg.ms.push(r.ms);
    byProfile.set(set, agg);
  }
  const rows: EvalRow[] = [...byProfile.entries()].map(([set, a]) => ({ set, docs: a.docs, score: a.score, ...f1(a.score), msMedian: median(a.ms) }));
  return { rows, mismatches, misclassified, total: files.length };
}

const INVOICE_MAP: Record<string, string> = {
  issuer: "issuer.name",
  amount: "totals.total",
  amount_untaxed: "totals.subtotal",
  amount_tax: "totals.tax",
  date: "dates.issueDate",
  date_due: "dates.dueDate",
  invoice_number: "references.documentNumber",
  currency: "currency",
  partner_email: "issuer.email",
};

export async function evaluateInvoices(corpusDir: string) {
  const dir = path.join(corpusDir, "invoices", "invoice2data");
  if (!existsSync(dir)) return null;
  let score: Score = { tp: 0, fp: 0, fn: 0 };
  const mismatches: Mismatch[] = [];
  const ms: number[] = [];
  const docs = readdirSync(dir).filter((n) => n.endsWith(".pdf"));
  for (const name of docs) {
    const expectedPath = path.join(dir, name.replace(/\.pdf$/, ".json"));
    if (!existsSync(expectedPath)) continue;
    const raw = JSON.parse(readFileSync(expectedPath, "utf8"));
    const expected = Array.isArray(raw) ? raw[0] : raw;
    const truth: Record<string, unknown> = {};
    for (const [from, to] of Object.entries(INVOICE_MAP)) if (expected[from] !== undefined && expected[from] !== "") truth[to] = expected[from];
    const r = await run(readFileSync(path.join(dir, name)), "generic_document");
    ms.push(r.ms);
    const p = flatten(r.data);
    const res = compare(name, Object.fromEntries(Object.keys(truth).map((k) => [k, p[k] ?? null])), truth, Object.keys(truth));
    score = add(score, res.score);
    mismatches.push(...res.mismatches);
  }
  return { row: { set: "invoice2data → generic_document", docs: docs.length, score, ...f1(score), msMedian: median(ms) } as EvalRow, mismatches };
}

export function formatRows(rows: EvalRow[]): string {
  const head = `${"set".padEnd(44)} ${"docs".padStart(4)} ${"tp".padStart(5)} ${"fp".padStart(4)} ${"fn".padStart(4)} ${"precision".padStart(9)} ${"recall".padStart(7)} ${"F1".padStart(6)} ${"p50 ms".padStart(7)}`;
  return [head, ...rows.map((r) => `${r.set.padEnd(44)} ${String(r.docs).padStart(4)} ${String(r.score.tp).padStart(5)} ${String(r.score.fp).padStart(4)} ${String(r.score.fn).padStart(4)} ${r.precision.toFixed(3).padStart(9)} ${r.recall.toFixed(3).padStart(7)} ${r.f1.toFixed(3).padStart(6)} ${r.msMedian.toFixed(1).padStart(7)}`)].join("\n");
}
