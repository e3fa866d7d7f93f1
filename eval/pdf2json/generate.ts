// Builds the corpus: for each profile, half and family, N documents (each a pure function of its seed),
// printed by each producer. PDFs are cached under the temp folder, one file per document keyed by a hash
// of what was printed (producer, HTML, raw-writer options), so runs reuse them and any change to the
// generator re-renders only what changed. The truth is written beside each PDF on every run.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageHtml } from "./corpus/html";
import { rng, subSeed } from "./corpus/rng";
import { CORPUS_PROFILES, FAMILIES, familiesOf, type Half } from "./families";
import type { Family } from "./families/types";
import { checkProducers, closeProducers, renderJobs, writeAtomic, type Job, type ProducerId, type ScannedProducerId } from "./producers";
import { parseScanned, SCAN_VARIANTS, scanCacheFile, scanPdf, type ScanVariant } from "./producers/scan";
import { drawRawOptions } from "./producers/raw/pdf-writer";
import { openPdf } from "./pdfjs";
import { TUNED_SEED, unseenSeed } from "./seeds";

/** Bump when the cache must be invalidated for a reason the HTML does not show (a producer's flags). */
const GENERATOR_VERSION = 3;

export const CACHE_DIR = process.env.PDF2JSON_CORPUS_DIR || path.join(os.tmpdir(), "pdf2json-corpus");

export type CorpusDoc = {
  /** profile/family/index@producer */
  name: string;
  profile: string;
  family: string;
  half: Half | "canonical";
  producer: ProducerId | ScannedProducerId;
  index: number;
  pdf: string;
  truth: string;
};

export type CorpusOptions = {
  halves?: Half[];
  perFamily?: number;
  producers?: ProducerId[];
  profiles?: string[];
  /** Only these families (by id) — used by --debug. */
  families?: string[];
  /** Canonical documents of the tuned families (the engine's API tests use them). */
  canonical?: boolean;
  /**
   * Scanned copies instead of the printed PDFs (producers/scan.ts): each document once, as a variant drawn
   * from its seed ("cycle"), as every variant ("all"), or as the variants listed. Only the scans are returned.
   */
  scanned?: "cycle" | "all" | ScanVariant[];
  log?: (s: string) => void;
};

type Planned = { doc: CorpusDoc; truth: Record<string, unknown>; job: Job | null; seed: number };

export function docName(profile: string, family: string, index: number, producer: string): string {
  return `${profile}/${family}/${index}@${producer}`;
}

export function parseDocName(name: string): { profile: string; family: string; index: number; producer: ProducerId | ScannedProducerId } | null {
  const m = /^([a-z0-9_]+)\/([a-z0-9-]+)\/(\d+)@((?:scan150:|scan200:|scan300:|fax200:)?[a-z]+)$/.exec(name);
  return m ? { profile: m[1], family: m[2], index: Number(m[3]), producer: m[4] as ProducerId | ScannedProducerId } : null;
}

function plan(family: Family, half: Half | "canonical", index: number, seed: number, producers: ProducerId[]): Planned[] {
  const docSeed = subSeed(seed, family.profile, family.id, index);
  const { d, page } = family.build(rng(docSeed), half === "canonical");
  // Australian documents with any amount printed are in AUD; generic documents set their own currency.
  if (family.profile !== "generic_document" && d.moneyPrinted) d.truth.currency = "AUD";
  return producers.map((producer) => {
    const raw = producer === "raw" ? drawRawOptions(rng(subSeed(docSeed, "raw"))) : undefined;
    const html = pageHtml(d.style, page, { metricFonts: producer === "raw", winAnsi: producer === "raw" });
    const key = createHash("sha256").update(JSON.stringify([GENERATOR_VERSION, producer, raw ?? null, html])).digest("hex").slice(0, 24);
    const base = path.join(CACHE_DIR, key);
    const doc: CorpusDoc = { name: docName(family.profile, family.id, index, producer), profile: family.profile, family: family.id, half, producer, index, pdf: `${base}.pdf`, truth: `${base}.json` };
    return { doc, truth: structuredClone(d.truth), job: existsSync(doc.pdf) ? null : { producer, html, out: doc.pdf, raw }, seed: docSeed };
  });
}

async function pageCount(file: string): Promise<number> {
  const doc = await openPdf(readFileSync(file));
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

/** Generates (or reuses) the corpus. Producers missing on this machine are skipped and reported. */
export async function buildCorpus(o: CorpusOptions = {}): Promise<{ docs: CorpusDoc[]; skipped: Map<ProducerId, string> }> {
  const wanted = o.producers ?? ["chromium", "wkhtmltopdf", "weasyprint", "raw"];
  const skipped = await checkProducers(wanted);
  for (const [p, why] of skipped) o.log?.(`producer ${p} skipped: ${why}`);
  const producers = wanted.filter((p) => !skipped.has(p));
  const profiles = o.profiles ?? CORPUS_PROFILES;
  const planned: Planned[] = [];
  const halves: Array<Half | "canonical"> = o.canonical ? ["canonical"] : (o.halves ?? ["tuned", "unseen"]);
  for (const half of halves) {
    const seed = half === "unseen" ? unseenSeed() : TUNED_SEED;
    for (const profile of profiles) {
      for (const family of familiesOf(profile, half === "canonical" ? "tuned" : half)) {
        if (o.families && !o.families.includes(family.id)) continue;
        for (let i = 1; i <= (half === "canonical" ? 1 : (o.perFamily ?? 2)); i++) planned.push(...plan(family, half, i, seed, producers));
      }
    }
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const jobs = planned.map((p) => p.job).filter((j): j is Job => j !== null);
  if (jobs.length) {
    o.log?.(`rendering ${jobs.length} of ${planned.length} PDFs into ${CACHE_DIR} (the rest are cached)`);
    try {
      await renderJobs(jobs, o.log);
    } finally {
      await closeProducers();
    }
  }
  for (const p of planned) {
    const pagesFile = p.doc.pdf.replace(/\.pdf$/, ".pages");
    let pages = existsSync(pagesFile) ? Number(readFileSync(pagesFile, "utf8")) : NaN;
    if (!Number.isInteger(pages)) {
      pages = await pageCount(p.doc.pdf);
      writeAtomic(pagesFile, String(pages));
    }
    p.truth.pages = pages;
    const json = JSON.stringify(p.truth, null, 2);
    if (!existsSync(p.doc.truth) || readFileSync(p.doc.truth, "utf8") !== json) writeAtomic(p.doc.truth, json);
  }
  if (o.scanned) return { docs: await scannedDocs(planned, o.scanned, o.log), skipped };
  return { docs: planned.map((p) => p.doc), skipped };
}

/** Scanned copies of printed documents, cached beside them (keyed by the source, the variant and its seed). */
async function scannedDocs(planned: Planned[], mode: NonNullable<CorpusOptions["scanned"]>, log?: (s: string) => void): Promise<CorpusDoc[]> {
  const all = Object.keys(SCAN_VARIANTS) as ScanVariant[];
  const out: CorpusDoc[] = [];
  const todo: Array<{ src: string; out: string; variant: ScanVariant; seed: number }> = [];
  for (const p of planned) {
    const variants = mode === "all" ? all : mode === "cycle" ? [all[subSeed(p.seed, "scan-variant") % all.length]] : mode;
    for (const variant of variants) {
      const seed = subSeed(p.seed, "scan", variant);
      const source = p.doc.producer as ProducerId;
      const pdf = scanCacheFile(CACHE_DIR, "scan", variant, seed, path.basename(p.doc.pdf));
      const producer = `${variant}:${source}` as ScannedProducerId;
      out.push({ ...p.doc, name: docName(p.doc.profile, p.doc.family, p.doc.index, producer), producer, pdf });
      if (!existsSync(pdf)) todo.push({ src: p.doc.pdf, out: pdf, variant, seed });
    }
  }
  if (todo.length) {
    log?.(`scanning ${todo.length} of ${out.length} scanned PDFs (the rest are cached)`);
    let done = 0;
    const worker = async () => {
      for (let job = todo.shift(); job; job = todo.shift()) {
        writeAtomic(job.out, await scanPdf(readFileSync(job.src), job.variant, job.seed));
        if (++done % 25 === 0) log?.(`  scanned ${done}`);
      }
    };
    await Promise.all([worker(), worker()]);
  }
  return out;
}

export { parseScanned };

export { FAMILIES };
