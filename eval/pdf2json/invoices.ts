// The real invoices of the shared corpus (invoice2data's samples with their expected fields), read as
// generic_document with the type given: the one check on documents nobody generated.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runEngine } from "./run-engine";
import { flatten, same, type Mismatch } from "./score";

/** invoice2data field → generic_document path. */
export const INVOICE2DATA_MAP: Record<string, string> = {
  issuer: "issuer.name",
  amount: "totals.total",
  date: "dates.issueDate",
  invoice_number: "references.documentNumber",
  currency: "currency",
};

/**
 * An organisation is the same with or without its legal form: invoice2data records the brand ("Amazon Web
 * Services") where the page prints the company ("Amazon Web Services, Inc."). Only names are compared so.
 */
const LEGAL_FORM = /[,\s]+(inc|ltd|limited|llc|llp|plc|pty\.?\s*ltd|gmbh|ag|sa|sas|sarl|bv|nv|srl|spa|corp)\.?$/i;
export const sameName = (a: unknown, b: unknown) => typeof a === "string" && typeof b === "string" && same(a.replace(LEGAL_FORM, ""), b.replace(LEGAL_FORM, ""));

export type InvoiceResult = { docs: number; fields: Record<string, { right: number; total: number }>; mismatches: Array<Mismatch & { doc: string }>; p50: number };

export async function evaluateInvoices(dir: string): Promise<InvoiceResult | null> {
  if (!existsSync(dir)) return null;
  const fields: InvoiceResult["fields"] = Object.fromEntries(Object.values(INVOICE2DATA_MAP).map((p) => [p, { right: 0, total: 0 }]));
  const mismatches: InvoiceResult["mismatches"] = [];
  const ms: number[] = [];
  let docs = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".pdf")).sort()) {
    const expectedFile = path.join(dir, name.replace(/\.pdf$/, ".json"));
    if (!existsSync(expectedFile)) continue;
    const raw = JSON.parse(readFileSync(expectedFile, "utf8"));
    const expected = (Array.isArray(raw) ? raw[0] : raw) as Record<string, unknown>;
    docs++;
    let got: Record<string, unknown> = {};
    try {
      const r = await runEngine(readFileSync(path.join(dir, name)), "generic_document");
      ms.push(r.ms);
      got = flatten(r.data);
    } catch {
      // an engine error: every field missed
    }
    for (const [from, to] of Object.entries(INVOICE2DATA_MAP)) {
      const e = expected[from];
      if (e === undefined || e === null || e === "") continue;
      fields[to].total++;
      if (same(e, got[to]) || (to === "issuer.name" && sameName(e, got[to]))) fields[to].right++;
      else mismatches.push({ doc: name, path: to, expected: e, got: got[to] ?? null });
    }
  }
  const s = [...ms].sort((a, b) => a - b);
  return { docs, fields, mismatches, p50: s[Math.floor(s.length / 2)] ?? 0 };
}

export function invoiceTable(r: InvoiceResult): string {
  const rows = Object.entries(r.fields);
  const right = rows.reduce((n, [, f]) => n + f.right, 0);
  const total = rows.reduce((n, [, f]) => n + f.total, 0);
  return [
    `  ${"field".padEnd(28)} ${"right/total".padStart(11)}`,
    ...rows.map(([k, f]) => `  ${k.padEnd(28)} ${`${f.right}/${f.total}`.padStart(11)}`),
    `  ${"overall".padEnd(28)} ${`${right}/${total}`.padStart(11)}  (${total ? ((100 * right) / total).toFixed(1) : "-"}%, ${r.docs} invoices, p50 ${r.p50.toFixed(0)} ms)`,
  ].join("\n");
}
