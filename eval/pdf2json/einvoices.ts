// The real e-invoices of the shared corpus (ZUGFeRD 1 / 2, Factur-X: ../shared/corpus/invoices/einvoices),
// their embedded XML as the truth, read twice through extractPdf with the type detected:
//  (a) as sent: the engine reads the embedded XML;
//  (b) with the XML removed (the engine's internal ignoreAttachments flag): the printed page is read by the
//      text engine, as for a PDF without XML;
//  (c) with `--scanned`: the printed pages scanned (producers/scan.ts, an office scanner at 200 dpi: skewed,
//      toned, speckled, JPEG), so the OCR engine reads German and French pages nobody here wrote.
// Scored on what accounts payable needs: issuer (seller name), invoice number, issue date, total (grand
// total) and currency. The truth is read here from the XML text by a few regular expressions, independent
// of the engine's own XML parser (lib/pdf2json/einvoice), and the XML is taken from the PDF by pdf.js
// directly, not through the engine's read worker. (a) must match exactly; (b) is compared as the
// invoice2data figure is (case, spacing and an organisation's legal form ignored).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractPdf } from "@/lib/pdf2json/extract-pdf";
import { CACHE_DIR } from "./generate";
import { sameName } from "./invoices";
import { writeAtomic } from "./producers";
import { scanCacheFile, scanPdf, type ScanVariant } from "./producers/scan";
import { openPdf } from "./pdfjs";
import { flatten, same } from "./score";

export const EINVOICE_FIELDS = { issuer: "issuer.name", number: "references.documentNumber", issueDate: "dates.issueDate", total: "totals.total", currency: "currency" } as const;
type Field = keyof typeof EINVOICE_FIELDS;
export type EInvoiceTruth = Record<Field, string | number | null>;

/** The invoice XML a PDF embeds, through pdf.js directly (the names Factur-X, ZUGFeRD and XRechnung prescribe). */
export async function embeddedInvoiceXml(pdf: Uint8Array): Promise<{ name: string; xml: string; pageText: string } | null> {
  const doc = await openPdf(pdf);
  try {
    const all = ((await doc.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
    const hit = Object.values(all).find((a) => /^(factur-x|zugferd-invoice|xrechnung)\.xml$/i.test(a.filename));
    if (!hit) return null;
    let pageText = "";
    for (let p = 1; p <= doc.numPages; p++) {
      const tc = await (await doc.getPage(p)).getTextContent();
      pageText += tc.items.map((i) => ("str" in i ? i.str : "")).join(" ") + "\n";
    }
    return { name: hit.filename, xml: Buffer.from(hit.content).toString("utf8").replace(/^\uFEFF/, ""), pageText };
  } finally {
    await doc.destroy();
  }
}

/**
 * The truth by regular expressions over the XML text: the header's first ID and issue date, the seller's
 * first Name, the first grand total, the currency code (or, where that element is empty, the grand
 * total's currencyID; null where the XML states none). CII (D16B and ZUGFeRD 1) only: the corpus's syntax.
 */
export function xmlTruth(xml: string): EInvoiceTruth {
  const tag = (name: string) => `<(?:[\\w.-]+:)?${name}\\b[^>]*>`;
  const block = (name: string) => new RegExp(`${tag(name)}([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml)?.[1] ?? "";
  const first = (scope: string, name: string) => new RegExp(`${tag(name)}([^<]*)<`).exec(scope)?.[1].trim() ?? null;
  const unescape = (s: string | null) => s && s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
  const header = block("ExchangedDocument") || block("HeaderExchangedDocument");
  const d = /(\d{4})(\d{2})(\d{2})/.exec(block("IssueDateTime"));
  const grand = new RegExp(`${tag("GrandTotalAmount")}([^<]+)<`).exec(xml);
  return {
    issuer: unescape(first(block("SellerTradeParty"), "Name")),
    number: unescape(first(header, "ID")),
    issueDate: d ? `${d[1]}-${d[2]}-${d[3]}` : null,
    total: grand ? Number(grand[1]) : null,
    currency: first(xml, "InvoiceCurrencyCode") || (/GrandTotalAmount[^>]*currencyID="([A-Z]{3})"/.exec(xml)?.[1] ?? null),
  };
}

/**
 * Whether the printed page states the XML's value at all (some corpus samples print another invoice, or
 * another revision, than their XML: a page reading can only be right where the page says what the XML
 * says). Dates in the usual printed forms, amounts with either decimal mark and any grouping.
 */
export function printedOnPage(field: Field, value: string | number, pageText: string): boolean {
  const flat = compact(pageText);
  if (field === "issuer" || field === "number") return flat.includes(compact(String(value)));
  if (field === "currency") return flat.includes(compact(String(value))) || (value === "EUR" && pageText.includes("€")) || (value === "USD" && pageText.includes("$")) || (value === "GBP" && pageText.includes("£"));
  if (field === "issueDate") {
    const [y, m, d] = String(value).split("-");
    const dd = [d, String(Number(d))];
    const mm = [m, String(Number(m))];
    const forms = [`${y}-${m}-${d}`, ...dd.flatMap((a) => mm.flatMap((b) => [`${a}.${b}.${y}`, `${a}/${b}/${y}`, `${b}/${a}/${y}`, `${a}-${b}-${y}`, `${a}.${b}.${y.slice(2)}`]))];
    return forms.some((f) => flat.includes(f));
  }
  const n = Math.abs(Number(value));
  const [int, dec] = n.toFixed(2).split(".");
  const grouped = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const forms = ["", ".", ",", " ", "'"].flatMap((g) => [`${grouped(g)},${dec}`, `${grouped(g)}.${dec}`]).filter((f, i, a) => a.indexOf(f) === i);
  const text = pageText.replace(/\u00a0|\u202f/g, " ");
  return forms.some((f) => new RegExp(`(?<![\\d.,])${f.replace(/[.]/g, "\\.")}(?!\\d)`).test(text));
}

type Tally = Record<Field, { right: number; total: number }>;
const emptyTally = (): Tally => Object.fromEntries(Object.keys(EINVOICE_FIELDS).map((f) => [f, { right: 0, total: 0 }])) as Tally;

/** How the invoice is read: its XML, its printed page's text layer, or a scan of its printed pages. */
export type EInvoiceRead = "xml" | "page" | "scan";

export type EInvoiceEval = {
  docs: number;
  reads: EInvoiceRead[];
  /** Per read: every fact, and the facts whose XML value the page prints (printedOnPage). */
  tallies: Record<EInvoiceRead, { all: Tally; printed: Tally }>;
  mismatches: Array<{ doc: string; read: EInvoiceRead; field: Field; expected: unknown; got: unknown; printed: boolean }>;
  ms: Record<EInvoiceRead, number[]>;
  methods: Record<string, number>;
  profiles: Record<string, number>;
  /** The language the OCR chose per scanned invoice (meta.ocr.language), counted. */
  languages: Record<string, number>;
};

const SCAN: ScanVariant = "scan200";

/** The scanned copy of an e-invoice's pages, cached beside the generated corpus (seeded by the file's name). */
async function scannedCopy(name: string, pdf: Buffer): Promise<Buffer> {
  const seed = createHash("sha256").update(name).digest().readUInt32BE(0) % 2147483647;
  const file = scanCacheFile(CACHE_DIR, "einvoice", SCAN, seed, name);
  if (existsSync(file)) return readFileSync(file);
  const scanned = await scanPdf(pdf, SCAN, seed);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeAtomic(file, scanned);
  return scanned;
}

const compact = (s: string) => s.toLowerCase().replace(/\s+/g, "");

export async function evaluateEInvoices(dir: string, log?: (s: string) => void, reads: EInvoiceRead[] = ["xml", "page"]): Promise<EInvoiceEval | null> {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((n) => n.toLowerCase().endsWith(".pdf")).sort();
  const tallies = { xml: { all: emptyTally(), printed: emptyTally() }, page: { all: emptyTally(), printed: emptyTally() }, scan: { all: emptyTally(), printed: emptyTally() } };
  const r: EInvoiceEval = { docs: 0, reads, tallies, mismatches: [], ms: { xml: [], page: [], scan: [] }, methods: {}, profiles: {}, languages: {} };
  for (const name of files) {
    const pdf = readFileSync(path.join(dir, name));
    const embedded = await embeddedInvoiceXml(pdf);
    if (!embedded) {
      log?.(`  ${name}: no invoice XML, skipped`);
      continue;
    }
    r.docs++;
    const truth = xmlTruth(embedded.xml);
    for (const read of reads) {
      let got: Record<string, unknown> = {};
      const input = read === "scan" ? await scannedCopy(name, pdf) : pdf;
      const t = performance.now();
      try {
        const out = await extractPdf({ pdf: input, documentType: null, schema: null, engine: "standard", longForm: false, ignoreAttachments: read === "page" });
        got = flatten(out.data);
        if (read === "xml") {
          r.methods[out.meta.classification.method] = (r.methods[out.meta.classification.method] ?? 0) + 1;
          const profile = out.meta.einvoice?.profile ?? "(none)";
          r.profiles[profile] = (r.profiles[profile] ?? 0) + 1;
        }
        const warnings = (out.meta as { warnings?: Array<{ code: string; message: string }> }).warnings ?? [];
        const language = read === "scan" ? /read with OCR \(([^)]+)\)/.exec(warnings.find((w) => w.code === "ocr")?.message ?? "")?.[1] : undefined;
        if (language) r.languages[language] = (r.languages[language] ?? 0) + 1;
      } catch {
        // an engine error: every field missed
      }
      r.ms[read].push(performance.now() - t);
      for (const field of Object.keys(EINVOICE_FIELDS) as Field[]) {
        const expected = truth[field];
        if (expected === null) continue; // the XML states none (one ZUGFeRD 1 file has no currency): not scored
        const value = got[EINVOICE_FIELDS[field]] ?? null;
        const right = read === "xml" ? value === expected : same(expected, value) || (field === "issuer" && sameName(expected, value));
        const printed = printedOnPage(field, expected, embedded.pageText);
        for (const tally of printed ? [r.tallies[read].all, r.tallies[read].printed] : [r.tallies[read].all]) {
          tally[field].total++;
          if (right) tally[field].right++;
        }
        if (!right) r.mismatches.push({ doc: name, read, field, expected, got: value, printed });
      }
    }
  }
  return r;
}

const sum = (t: Tally) => Object.values(t).reduce((a, f) => ({ right: a.right + f.right, total: a.total + f.total }), { right: 0, total: 0 });
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function einvoiceTable(r: EInvoiceEval): string {
  const row = (label: string, t: Tally) => {
    const s = sum(t);
    const cells = (Object.keys(EINVOICE_FIELDS) as Field[]).map((f) => `${t[f].right}/${t[f].total}`.padStart(9));
    return `  ${label.padEnd(34)} ${cells.join(" ")}   ${`${s.right}/${s.total}`.padStart(7)} (${pct(s.right, s.total)})`;
  };
  const lines = [`  ${"".padEnd(34)} ${(Object.keys(EINVOICE_FIELDS) as Field[]).map((f) => f.padStart(9)).join(" ")}   overall`];
  if (r.reads.includes("xml")) lines.push(row(`(a) from the XML`, r.tallies.xml.all));
  if (r.reads.includes("page")) lines.push(row(`(b) XML removed: printed page`, r.tallies.page.all), row(`    facts the page prints as the XML`, r.tallies.page.printed));
  if (r.reads.includes("scan")) lines.push(row(`(c) printed pages scanned (${SCAN})`, r.tallies.scan.all), row(`    facts the page prints as the XML`, r.tallies.scan.printed));
  const timing = r.reads.map((read) => `${p50(r.ms[read]).toFixed(0)} ms ${{ xml: "with the XML", page: "page only", scan: "scanned" }[read]}`).join(", ");
  const extra = [
    r.reads.includes("xml") && `classification ${Object.entries(r.methods).map(([m, n]) => `${m} ${n}`).join(", ")}; profiles ${Object.entries(r.profiles).map(([p, n]) => `${p} ${n}`).join(", ")}`,
    r.reads.includes("scan") && `OCR languages ${Object.entries(r.languages).map(([l, n]) => `${l} ${n}`).join(", ")}`,
  ].filter(Boolean);
  lines.push(`  ${r.docs} invoices; p50 ${timing}; ${extra.join("; ")}`);
  return lines.join("\n");
}

export const EINVOICE_CORPUS = path.resolve(process.cwd(), "../shared/corpus/invoices/einvoices");

/** The eval's e-invoice section (`npm run eval:pdf2json -- --only einvoices`, and after the real invoices). */
export async function printEInvoices(verbose: boolean, dir = EINVOICE_CORPUS, reads: EInvoiceRead[] = ["xml", "page"]): Promise<EInvoiceEval | null> {
  const r = await evaluateEInvoices(dir, console.log, reads);
  if (!r) {
    console.log(`\nReal e-invoices: skipped, no corpus at ${dir}`);
    return null;
  }
  console.log(`\nReal e-invoices${reads.includes("scan") ? ", scanned" : ""} (${dir}, type detected; truth: each one's embedded XML)`);
  console.log(einvoiceTable(r));
  const failed = r.mismatches.filter((m) => verbose || m.read === "xml");
  if (failed.length) console.log(verbose ? `  mismatches (read: field expected, got):` : `  mismatches read from the XML (--verbose lists the page's too):`);
  for (const m of failed) console.log(`  ${m.doc} ${m.read}${m.read !== "xml" && !m.printed ? " (the page does not print the XML's value)" : ""}: ${m.field} expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
  return r;
}
