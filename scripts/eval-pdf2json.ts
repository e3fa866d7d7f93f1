// npm run eval:pdf2json [-- --given] [--verbose] [--per-family N] [--producers a,b] [--profiles a,b]
//                       [--list] [--debug profile/family/index@producer]
//                       [--scanned [--scan-variants cycle|all|scan150,fax200] [--halves tuned] [--no-receipts]] [--receipts]
//                       [--only einvoices]
// Fact-level recall and precision of the standard engine on the generated corpus (eval/pdf2json): a tuned
// half (fixed seed, inspectable) and an unseen half (secret seed, aggregates only), each printed by four
// producers; then the real invoices of ../shared/corpus. The document type is detected unless --given.
import path from "node:path";
import { evaluateDoc, evaluateDocs, type DocResult } from "@/eval/pdf2json/run-engine";
import { CORPUS_PROFILES, FAMILIES, halfOf, SPLIT } from "@/eval/pdf2json/families";
import { buildCorpus, parseDocName, parseScanned } from "@/eval/pdf2json/generate";
import { evaluateInvoices, invoiceTable } from "@/eval/pdf2json/invoices";
import { PRODUCERS, type ProducerId } from "@/eval/pdf2json/producers";
import { aggregate, misclassified, producerTable, profileTable } from "@/eval/pdf2json/report";
import { TUNED_SEED } from "@/eval/pdf2json/seeds";

const args = process.argv.slice(2);
const flag = (n: string) => args.includes(n);
const value = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const list = (n: string) => value(n)?.split(",").map((s) => s.trim()).filter(Boolean);

const given = flag("--given");
const verbose = flag("--verbose");
const perFamily = Number(value("--per-family")) || 2;
const producers = (list("--producers") ?? PRODUCERS) as ProducerId[];
const profiles = list("--profiles") ?? CORPUS_PROFILES;
for (const p of producers) if (!PRODUCERS.includes(p)) throw new Error(`unknown producer ${p} (${PRODUCERS.join(", ")})`);
for (const p of profiles) if (!CORPUS_PROFILES.includes(p)) throw new Error(`unknown profile ${p} (${CORPUS_PROFILES.join(", ")})`);
const log = (s: string) => console.log(s);
const show = (v: unknown, max = Number(process.env.EVAL_DEBUG_MAX) || 2000) => {
  const s = typeof v === "string" ? v : JSON.stringify(v, null, 1);
  return s === undefined ? "undefined" : s.length > max ? `${s.slice(0, max)} … (${s.length} chars)` : s;
};

if (flag("--list")) {
  for (const profile of profiles) {
    console.log(`${profile}`);
    for (const half of ["tuned", "unseen"] as const) for (const id of SPLIT[profile][half]) console.log(`  ${half.padEnd(6)} ${id.padEnd(22)} ${FAMILIES.find((f) => f.profile === profile && f.id === id)?.idiom}`);
  }
  console.log(`\n--debug takes a tuned document: profile/family/index@producer, e.g. vehicle_tax_invoice/${SPLIT.vehicle_tax_invoice.tuned[0]}/1@raw`);
  process.exit(0);
}

// --scanned: the same families read from scanned copies, and the real scanned receipts (eval/pdf2json/scanned.ts)
if (flag("--scanned") || flag("--receipts")) {
  const { runScannedEval, printRealScans } = await import("@/eval/pdf2json/scanned");
  if (!flag("--scanned")) await printRealScans(verbose);
  else {
    const sv = value("--scan-variants");
    const halves = list("--halves") as Array<"tuned" | "unseen"> | undefined;
    await runScannedEval({ perFamily: Number(value("--per-family")) || 1, profiles, sources: (list("--producers") ?? ["chromium"]) as ProducerId[], variants: !sv || sv === "cycle" ? "cycle" : sv === "all" ? "all" : (sv.split(",") as never), given, verbose, halves, receipts: !flag("--no-receipts"), log });
  }
  process.exit(0);
}

// --only einvoices: the real e-invoices alone, read from their XML and with it removed (eval/pdf2json/einvoices.ts)
if (value("--only") === "einvoices") {
  await (await import("@/eval/pdf2json/einvoices")).printEInvoices(verbose);
  process.exit(0);
}

const debug = value("--debug");
if (debug) {
  const d = parseDocName(debug);
  if (!d) throw new Error("--debug takes profile/family/index@producer (see --list)");
  const half = halfOf(d.profile, d.family);
  if (half === "unseen") {
    console.log(`refused: ${d.profile}/${d.family} is in the unseen half; its documents are reported only as aggregates.`);
    process.exit(2);
  }
  if (!half) throw new Error(`no family ${d.profile}/${d.family} (see --list)`);
  const scan = parseScanned(d.producer); // "…@scan150:chromium": the scanned copy of a printed document
  const { docs } = await buildCorpus({ halves: ["tuned"], profiles: [d.profile], families: [d.family], producers: [(scan?.source ?? d.producer) as ProducerId], perFamily: d.index, scanned: scan ? [scan.variant] : undefined, log });
  const doc = docs.find((x) => x.name === debug);
  if (!doc) throw new Error(`${debug} was not generated (producer unavailable?)`);
  console.log(`${doc.name}\n  pdf:   ${doc.pdf}\n  truth: ${doc.truth}\n`);
  const r = await evaluateDoc(doc, { given, trace: (stage, output) => console.log(`--- stage ${stage}\n${show(output)}\n`) });
  console.log(`--- result: detected ${r.detected}${r.error ? `, error: ${r.error}` : ""}, ${r.tally.right}/${r.tally.facts} facts right, ${r.tally.returned} returned, ${r.ms.toFixed(0)} ms`);
  console.log(show(r.data, 6000));
  console.log(`\n--- mismatches`);
  for (const m of r.mismatches) console.log(`  ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
  process.exit(0);
}

const started = performance.now();
const { docs, skipped } = await buildCorpus({ perFamily, producers, profiles, log });
const rendered = performance.now();
const tunedDocs = docs.filter((d) => d.half === "tuned");
const unseenDocs = docs.filter((d) => d.half === "unseen");
console.log(`corpus: ${docs.length} documents (${perFamily} per family × ${producers.filter((p) => !skipped.has(p)).join(", ")}), ready in ${((rendered - started) / 1000).toFixed(1)} s; type ${given ? "given (--given)" : "detected"}`);
const results = await evaluateDocs(docs, { given, log });
const tuned = results.filter((r) => r.doc.half === "tuned");
const unseen = results.filter((r) => r.doc.half === "unseen");

const byProfile = (rs: DocResult[]) => aggregate(rs, (r) => r.doc.profile).sort((a, b) => profiles.indexOf(a.label) - profiles.indexOf(b.label));
const byProducer = (rs: DocResult[]) => aggregate(rs, (r) => r.doc.producer).sort((a, b) => PRODUCERS.indexOf(a.label as ProducerId) - PRODUCERS.indexOf(b.label as ProducerId));
console.log(`\nTUNED half (seed ${TUNED_SEED}; ${tunedDocs.length} documents; families in eval/pdf2json/families/index.ts)`);
console.log(profileTable(byProfile(tuned), given));
console.log(`\nUNSEEN half (secret seed; ${unseenDocs.length} documents; aggregates only)`);
console.log(profileTable(byProfile(unseen), given));
if (!given && misclassified(unseen)) console.log(misclassified(unseen));
console.log(`\nRecall per producer`);
console.log(producerTable(byProducer(tuned), byProducer(unseen)));
for (const [p, why] of skipped) console.log(`  (${p} skipped: ${why})`);

if (verbose) {
  console.log(`\nTuned-half mismatches (path: expected, got)`);
  for (const r of tuned) {
    if (r.error) console.log(`${r.doc.name}: engine error ${r.error}`);
    else if (r.detected !== r.doc.profile) console.log(`${r.doc.name}: classified as ${r.detected}`);
    for (const m of r.detected === r.doc.profile ? r.mismatches : []) console.log(`${r.doc.name} ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
  }
}

const corpus = path.resolve(process.cwd(), "../shared/corpus/invoices/invoice2data");
const inv = await evaluateInvoices(corpus);
if (!inv) console.log(`\nReal invoices: skipped, no corpus at ${corpus}`);
else {
  console.log(`\nReal invoices (${corpus}, document_type generic_document given)`);
  console.log(invoiceTable(inv));
  if (verbose) for (const m of inv.mismatches) console.log(`  ${m.doc} ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
}
await (await import("@/eval/pdf2json/einvoices")).printEInvoices(verbose);
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
