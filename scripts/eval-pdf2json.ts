// npm run eval:pdf2json [-- --classify] [-- --verbose] [-- --per-layout N]
// Field-level precision/recall/F1 of the standard engine per vehicle profile (generated fixtures) and on
// the real invoices of ../shared/corpus (mapped to generic_document).
import path from "node:path";
import { evaluateFixtures, evaluateInvoices, formatRows } from "@/lib/pdf2json/eval/evaluate";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const classify = args.includes("--classify");
const per = Number(args[args.indexOf("--per-layout") + 1]) || 3;

const fx = await evaluateFixtures({ perLayout: per, classify });
console.log(`Fixtures (${fx.total} documents, ${classify ? "type detected" : "document_type given"}; misclassified: ${fx.misclassified})`);
console.log(formatRows(fx.rows));
if (verbose) for (const m of fx.mismatches) console.log(`  ${m.doc} ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);

const corpus = path.resolve(process.cwd(), "../shared/corpus");
const inv = await evaluateInvoices(corpus);
if (!inv) console.log(`\n(no corpus at ${corpus}: invoice evaluation skipped)`);
else {
  console.log(`\nReal invoices (${corpus}/invoices/invoice2data)`);
  console.log(formatRows([inv.row]));
  if (verbose) for (const m of inv.mismatches) console.log(`  ${m.doc} ${m.path}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
}
process.exit(0);
