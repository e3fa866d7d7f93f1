// The real scanned receipts of the shared corpus (ICDAR 2019 SROIE: photographed and scanned till slips,
// image-only PDFs, ../shared/corpus/receipts/sroie), read as generic_document with the type given. Three
// facts each: the company (issuer.name), the date (dates.issueDate) and the total (totals.total). The
// figure is "company, date, total right on N % of fields".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runEngine } from "./run-engine";
import { flatten, normText, same, type Mismatch } from "./score";

/** SROIE key → generic_document path. */
export const SROIE_MAP: Record<string, string> = { company: "issuer.name", date: "dates.issueDate", total: "totals.total" };

/**
 * SROIE records the trading name as printed, often with its Malaysian legal form glued on ("MR.D.I.Y(M)SDN
 * BHD"): a name with or without its legal form ("SDN BHD", "BHD", "S/B", "(M)") and punctuation is the same
 * company, as invoices.ts does for "Inc."/"Ltd". Nothing else is forgiven.
 */
const LEGAL = /(\bsdn\.?\s*bhd\b|\bs\/b\b|\bbhd\b|\(m\))\.?/gi;
export function sameCompany(expected: string, got: unknown): boolean {
  if (typeof got !== "string") return false;
  const norm = (s: string) => normText(s.replace(LEGAL, " ")).replace(/[^\p{L}\p{N}]/gu, "");
  return same(expected, got) || (norm(expected).length > 2 && norm(expected) === norm(got));
}

export type ReceiptResult = {
  docs: number;
  fields: Record<string, { right: number; total: number }>;
  mismatches: Array<Mismatch & { doc: string }>;
  ms: number[];
  warnings: Record<string, number>;
};

export async function evaluateReceipts(dir: string, o: { log?: (s: string) => void } = {}): Promise<ReceiptResult | null> {
  if (!existsSync(dir)) return null;
  const fields: ReceiptResult["fields"] = Object.fromEntries(Object.values(SROIE_MAP).map((p) => [p, { right: 0, total: 0 }]));
  const r: ReceiptResult = { docs: 0, fields, mismatches: [], ms: [], warnings: {} };
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".pdf")).sort()) {
    const truthFile = path.join(dir, name.replace(/\.pdf$/, ".json"));
    if (!existsSync(truthFile)) continue;
    const expected = JSON.parse(readFileSync(truthFile, "utf8")) as Record<string, unknown>;
    r.docs++;
    let got: Record<string, unknown> = {};
    try {
      const out = await runEngine(readFileSync(path.join(dir, name)), "generic_document");
      r.ms.push(out.ms);
      got = flatten(out.data);
      for (const w of ((out.meta as { warnings?: Array<{ code: string }> }).warnings ?? [])) r.warnings[w.code] = (r.warnings[w.code] ?? 0) + 1;
    } catch (e) {
      r.warnings[`error: ${(e as Error).message.slice(0, 60)}`] = (r.warnings[`error: ${(e as Error).message.slice(0, 60)}`] ?? 0) + 1;
    }
    for (const [from, to] of Object.entries(SROIE_MAP)) {
      const e = expected[from];
      if (e === undefined || e === null || e === "") continue;
      fields[to].total++;
      const ok = to === "issuer.name" ? sameCompany(String(e), got[to]) : same(e, got[to]);
      if (ok) fields[to].right++;
      else r.mismatches.push({ doc: name, path: to, expected: e, got: got[to] ?? null });
    }
    o.log?.(`  ${name}: ${Object.entries(SROIE_MAP).map(([, to]) => `${to}=${JSON.stringify(got[to] ?? null)}`).join(" ")}`);
  }
  return r;
}

export function receiptTable(r: ReceiptResult): string {
  const rows = Object.entries(r.fields);
  const right = rows.reduce((n, [, f]) => n + f.right, 0);
  const total = rows.reduce((n, [, f]) => n + f.total, 0);
  const s = [...r.ms].sort((a, b) => a - b);
  const p50 = s[Math.floor(s.length / 2)] ?? 0;
  return [
    `  ${"field".padEnd(28)} ${"right/total".padStart(11)}`,
    ...rows.map(([k, f]) => `  ${k.padEnd(28)} ${`${f.right}/${f.total}`.padStart(11)}`),
    `  company, date, total right on ${total ? ((100 * right) / total).toFixed(1) : "-"} % of fields (${right}/${total}; ${r.docs} receipts, p50 ${(p50 / 1000).toFixed(1)} s, worst ${((s[s.length - 1] ?? 0) / 1000).toFixed(1)} s)`,
    `  warnings: ${Object.entries(r.warnings).map(([k, n]) => `${k} ×${n}`).join(", ") || "none"}`,
  ].join("\n");
}
