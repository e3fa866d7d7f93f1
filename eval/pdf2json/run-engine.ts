// Runs the standard engine over corpus documents and scores each against its truth.
import { readFileSync } from "node:fs";
import { extractPdf } from "@/lib/pdf2json/extract-pdf";
import type { CorpusDoc } from "./generate";
import { scoreDoc, type Mismatch, type Tally } from "./score";

export type Trace = (stage: string, output: unknown) => void;

export type DocResult = { doc: CorpusDoc; detected: string | null; /** The detection's confidence (0–1). */ confidence?: number; ms: number; tally: Tally; mismatches: Mismatch[]; data: Record<string, unknown> | null; error?: string };

/** One engine call. `trace` is passed only when asked for (--debug); engines without it ignore the key. */
export async function runEngine(pdf: Buffer, documentType: string | null, trace?: Trace) {
  const hooks: Record<string, unknown> = trace ? { trace } : {};
  const t = performance.now();
  // typed loosely on purpose: the trace hook is new and this must compile against either engine version
  const r = await extractPdf({ pdf, documentType, schema: null, engine: "standard", longForm: false }, hooks as never);
  return { data: r.data as Record<string, unknown>, meta: r.meta as { document_type: string; classification?: { confidence: number } }, ms: performance.now() - t };
}

export async function evaluateDoc(doc: CorpusDoc, o: { given?: boolean; trace?: Trace } = {}): Promise<DocResult> {
  const truth = JSON.parse(readFileSync(doc.truth, "utf8")) as Record<string, unknown>;
  try {
    const r = await runEngine(readFileSync(doc.pdf), o.given ? doc.profile : null, o.trace);
    const detected = r.meta.document_type;
    // A misclassified document filled the wrong shape: none of its facts count as found.
    const { tally, mismatches } = scoreDoc(doc.profile, truth, detected === doc.profile ? r.data : null);
    return { doc, detected, confidence: r.meta.classification?.confidence, ms: r.ms, tally, mismatches, data: r.data };
  } catch (e) {
    const { tally, mismatches } = scoreDoc(doc.profile, truth, null);
    return { doc, detected: null, ms: 0, tally, mismatches, data: null, error: (e as Error).message };
  }
}

export async function evaluateDocs(docs: CorpusDoc[], o: { given?: boolean; log?: (s: string) => void } = {}): Promise<DocResult[]> {
  const out: DocResult[] = [];
  for (const doc of docs) {
    out.push(await evaluateDoc(doc, o));
    if (o.log && out.length % 50 === 0) o.log(`  extracted ${out.length}/${docs.length}`);
  }
  return out;
}
