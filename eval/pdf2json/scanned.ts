// `eval:pdf2json -- --scanned`: the generated documents read from scanned copies (producers/scan.ts), both
// halves (the unseen half as aggregates only), then the real documents scanned: the receipts (receipts.ts)
// and the e-invoices' printed pages (einvoices.ts).
import path from "node:path";
import { printEInvoices } from "./einvoices";
import { CORPUS_PROFILES } from "./families";
import { buildCorpus } from "./generate";
import { SCANNED_PRODUCERS, type ProducerId } from "./producers";
import type { ScanVariant } from "./producers/scan";
import { evaluateReceipts, receiptTable } from "./receipts";
import { aggregate, misclassified, producerTable, profileTable } from "./report";
import { evaluateDocs, type DocResult } from "./run-engine";
import { TUNED_SEED } from "./seeds";

export type ScannedEvalOptions = {
  perFamily: number;
  profiles: string[];
  /** Printed by these producers before scanning (Chromium by default). */
  sources: ProducerId[];
  variants: "cycle" | "all" | ScanVariant[];
  given: boolean;
  verbose: boolean;
  halves?: Array<"tuned" | "unseen">;
  receipts?: boolean;
  log: (s: string) => void;
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};

export async function runScannedEval(o: ScannedEvalOptions): Promise<void> {
  const started = performance.now();
  const halves = o.halves ?? ["tuned", "unseen"];
  const { docs, skipped } = await buildCorpus({ halves, perFamily: o.perFamily, producers: o.sources, profiles: o.profiles, scanned: o.variants, log: o.log });
  for (const [p, why] of skipped) o.log(`  (${p} skipped: ${why})`);
  console.log(`scanned corpus: ${docs.length} documents (${o.perFamily} per family, printed by ${o.sources.join(", ")}, scanned as ${o.variants === "cycle" ? "one variant each, drawn from its seed" : o.variants === "all" ? "every variant" : o.variants.join(", ")}: ${SCANNED_PRODUCERS.map((p) => p.split(":")[0]).join(", ")}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s; type ${o.given ? "given" : "detected"}`);
  const results = await evaluateDocs(docs, { given: o.given, log: o.log });
  const byProfile = (rs: DocResult[]) => aggregate(rs, (r) => r.doc.profile).sort((a, b) => CORPUS_PROFILES.indexOf(a.label) - CORPUS_PROFILES.indexOf(b.label));
  const byVariant = (rs: DocResult[]) => aggregate(rs, (r) => r.doc.producer.split(":")[0]).sort((a, b) => a.label.localeCompare(b.label));
  const tuned = results.filter((r) => r.doc.half === "tuned");
  const unseen = results.filter((r) => r.doc.half === "unseen");
  if (halves.includes("tuned")) {
    console.log(`\nSCANNED, TUNED half (seed ${TUNED_SEED}; ${tuned.length} documents)`);
    console.log(profileTable(byProfile(tuned), o.given));
  }
  if (halves.includes("unseen")) {
    console.log(`\nSCANNED, UNSEEN half (secret seed; ${unseen.length} documents; aggregates only)`);
    console.log(profileTable(byProfile(unseen), o.given));
    if (!o.given && misclassified(unseen)) console.log(misclassified(unseen));
  }
  console.log(`\nRecall per scan variant`);
  console.log(producerTable(byVariant(tuned), byVariant(unseen)));
  // seconds per page over both halves (aggregate: says nothing about any one unseen document)
  const perPage = results.filter((r) => !r.error).map((r) => r.ms / 1000 / Math.max(1, Number((r.data as { pages?: number } | null)?.pages) || 1));
  console.log(`\nseconds per scanned page (whole extraction / pages): p50 ${pct(perPage, 0.5).toFixed(2)}, p90 ${pct(perPage, 0.9).toFixed(2)}, worst ${pct(perPage, 1).toFixed(2)} (${perPage.length} documents)`);
  if (o.verbose) {
    console.log(`\nScanned tuned-half mismatches (path: expected, got)`);
    for (const r of tuned) {
      if (r.error) console.log(`${r.doc.name}: engine error ${r.error}`);
      else if (r.detected !== r.doc.profile) console.log(`${r.doc.name}: classified as ${r.detected}`);
      for (const m of r.detected === r.doc.profile ? r.mismatches : []) console.log(`${r.doc.name} ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
    }
  }
  if (o.receipts !== false) await printRealScans(o.verbose);
}

/** The real documents read from scans: the SROIE receipts, then the e-invoices' printed pages scanned. */
export async function printRealScans(verbose: boolean): Promise<void> {
  await printReceipts(verbose);
  await printEInvoices(verbose, undefined, ["scan"]);
}

export async function printReceipts(verbose: boolean): Promise<void> {
  const dir = path.resolve(process.cwd(), "../shared/corpus/receipts/sroie");
  const r = await evaluateReceipts(dir);
  if (!r) {
    console.log(`\nReal receipts: skipped, no corpus at ${dir}`);
    return;
  }
  console.log(`\nReal scanned receipts (${dir}, document_type generic_document given)`);
  console.log(receiptTable(r));
  if (verbose) for (const m of r.mismatches) console.log(`  ${m.doc} ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
}
