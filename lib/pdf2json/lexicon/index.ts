// The label lexicon: concepts (fields, section headings, table columns) with the wordings real documents
// print for them in several languages, the normaliser that makes printed labels comparable, and the
// scorer that says how well a printed label matches a wording or a concept.
//
//   words("vehicle.vin")                     every wording of a concept (all languages), for a profile
//   labelTokens("Eng. No.")                  ["engine", "number"]
//   labelScore(labelTokens(p), labelTokens(w))
//   compileWordings(list).best(tokens)       the best wording of a list, precompiled
//   compileConcepts(ids).best(tokens)        the best concept for a printed label
//   conceptsForName("total_amount")          concepts a caller's JSON Schema property means
import { ALL_CONCEPTS } from "./concepts/all";
import { LANGS, type Concept, type ConceptKind, type Lang } from "./concepts/types";
import { labelKey, labelTokens } from "./normalise";
import { compileWordings } from "./score";

export { labelKey, labelTokens, splitCompound, canonicalWord, type LabelTokens } from "./normalise";
export { labelScore, compileWordings, tokenSimilarity, isLabelWord, lightWordsOnly, ocrLabelText, ocrAbbreviations, ocrReadLabel, type CompiledWordings, type WordingMatch } from "./score";
export { LANGS, type Concept, type ConceptKind, type Lang } from "./concepts/types";
export { ALL_CONCEPTS };

const BY_ID = new Map<string, Concept>();
for (const c of ALL_CONCEPTS) {
  if (BY_ID.has(c.id)) throw new Error(`lexicon: duplicate concept id ${c.id}`);
  for (const w of c.weak ?? []) if (!Object.values(c.wordings).some((l) => l?.includes(w))) throw new Error(`lexicon: weak wording "${w}" of ${c.id} is not one of its wordings`);
  BY_ID.set(c.id, c);
}

export function getConcept(id: string): Concept {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`lexicon: unknown concept ${id}`);
  return c;
}

export function conceptIds(kind?: ConceptKind): string[] {
  return ALL_CONCEPTS.filter((c) => !kind || c.kind === kind).map((c) => c.id);
}

function allWordings(c: Concept, langs: readonly Lang[] = LANGS): string[] {
  return langs.flatMap((l) => c.wordings[l] ?? []);
}

const dedupe = (list: string[]) => [...new Set(list)];

/** Every wording of the concepts, all languages (English first), in order, without duplicates. */
export function words(...ids: string[]): string[] {
  return dedupe(ids.flatMap((id) => allWordings(getConcept(id))));
}

/** The concepts' wordings without their weak (bare, context-only) ones. */
export function strongWords(...ids: string[]): string[] {
  return dedupe(
    ids.flatMap((id) => {
      const c = getConcept(id);
      const weak = new Set(c.weak ?? []);
      return allWordings(c).filter((w) => !weak.has(w));
    }),
  );
}

/**
 * Which of a field's labels are weak (bare, context-only) for it: weak in a concept the field draws all its
 * wordings from, and strong in none of them ("name" for the driver's name, "make" for the trade-in's).
 */
export function weakLabels(labels: readonly string[]): string[] {
  const have = new Set(labels);
  const used = ALL_CONCEPTS.filter((c) => c.weak?.length && allWordings(c).every((w) => have.has(w)));
  if (!used.length) return [];
  const strong = new Set(ALL_CONCEPTS.filter((c) => allWordings(c).every((w) => have.has(w))).flatMap((c) => allWordings(c).filter((w) => !c.weak?.includes(w))));
  return dedupe(used.flatMap((c) => c.weak ?? []).filter((w) => have.has(w) && !strong.has(w)));
}

/** The concept's wordings in the given languages only. */
export function wordingsOf(id: string, ...langs: Lang[]): string[] {
  return dedupe(allWordings(getConcept(id), langs.length ? langs : LANGS));
}

/** Some wordings of a concept, checked to be in the lexicon (a profile borrowing "Order no" for a deal id). */
export function pick(id: string, ...wanted: string[]): string[] {
  const c = getConcept(id);
  const have = new Map(allWordings(c).map((w) => [w.toLowerCase(), w]));
  return wanted.map((w) => {
    const hit = have.get(w.toLowerCase());
    if (!hit) throw new Error(`lexicon: "${w}" is not a wording of ${id}`);
    return hit;
  });
}

// ---- matching labels against concepts

const WEAK_FACTOR = 0.85;

export type ConceptMatch = { concept: string; score: number; wording: string };

export type CompiledConcepts = {
  /** The best concept for printed label tokens, or null. */
  best(printed: string[]): ConceptMatch | null;
  /** Every concept sharing a word with the label (scoring at least `min`), each with its best wording, best first. */
  all(printed: string[], min?: number): ConceptMatch[];
};

/**
 * Precompiles concepts (default: all) for matching printed labels: each concept scores its best wording;
 * weak (bare, context-only) wordings count 0.85.
 */
export function compileConcepts(ids?: readonly string[]): CompiledConcepts {
  const concepts = (ids ?? ALL_CONCEPTS.map((c) => c.id)).map(getConcept);
  const list: string[] = [];
  const owner: number[] = [];
  const factor: number[] = [];
  concepts.forEach((c, ci) => {
    const weak = new Set(c.weak ?? []);
    for (const w of dedupe(allWordings(c))) {
      list.push(w);
      owner.push(ci);
      factor.push(weak.has(w) ? WEAK_FACTOR : 1);
    }
  });
  const compiled = compileWordings(list, factor);
  const all = (printed: string[], min = 0): ConceptMatch[] => {
    const best = new Map<number, ConceptMatch>();
    for (const m of compiled.all(printed, min)) {
      const ci = owner[m.index];
      if (!best.has(ci)) best.set(ci, { concept: concepts[ci].id, score: m.score, wording: m.wording });
    }
    return [...best.values()];
  };
  return {
    all,
    best(printed) {
      const m = compiled.best(printed);
      return m ? { concept: concepts[owner[m.index]].id, score: m.score, wording: m.wording } : null;
    },
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

// ---- caller JSON Schema property names

let forNames: { compiled: CompiledConcepts; idWordings: CompiledConcepts } | null = null;

const SCOPE_FACTOR = 0.92;
const KIND_FACTOR: Record<ConceptKind, number> = { field: 1, column: 0.95, section: 0.9 };

/**
 * The concepts a caller's JSON Schema property most likely means, best first: its name (camelCase,
 * snake_case: "total_amount", "invoiceNumber", "rego") and, when short, its description are matched
 * against every concept's wordings and its id ("vehicle.vin" reads "vehicle vin"). A concept with a
 * scope ("tradein.vin", "price.registration") counts a little less when the name does not say it; field
 * concepts come before columns and sections. For a property inside an object, pass "parent name"
 * ("customer name") when the name alone is generic.
 */
export function conceptsForName(name: string, description?: string, options: { kinds?: ConceptKind[]; limit?: number; min?: number } = {}): Array<{ concept: string; score: number }> {
  forNames ??= { compiled: compileConcepts(), idWordings: compileIdWordings() };
  const nameToks = labelTokens(name);
  const descToks = description && description.split(/\s+/).length <= 12 ? labelTokens(description) : [];
  const context = new Set([...nameToks, ...descToks]);
  const scores = new Map<string, number>();
  const add = (m: ConceptMatch, f: number) => {
    const s = m.score * f;
    if (s > (scores.get(m.concept) ?? 0)) scores.set(m.concept, s);
  };
  if (nameToks.length) {
    for (const m of forNames.compiled.all(nameToks)) add(m, 1);
    for (const m of forNames.idWordings.all(nameToks)) add(m, 0.95);
  }
  if (descToks.length) for (const m of forNames.compiled.all(descToks)) add(m, 0.9);
  const kinds = options.kinds ? new Set(options.kinds) : null;
  const out: Array<{ concept: string; score: number }> = [];
  for (const [id, s0] of scores) {
    const c = getConcept(id);
    if (kinds && !kinds.has(c.kind)) continue;
    let s = s0 * KIND_FACTOR[c.kind];
    if (c.scope && !c.scope.some((t) => labelTokens(t).every((x) => context.has(x)))) s *= SCOPE_FACTOR;
    out.push({ concept: id, score: round3(s) });
  }
  const min = options.min ?? 0.5;
  return out.filter((x) => x.score >= min).sort((a, b) => b.score - a.score || a.concept.localeCompare(b.concept)).slice(0, options.limit ?? 8);
}

/** Each concept's id spelled out as a wording: "invoice.dueDate" → "invoice due date". */
function compileIdWordings(): CompiledConcepts {
  const list = ALL_CONCEPTS.map((c) => c.id.replace(/^(section|column)\./, "").replace(/\./g, " "));
  const compiled = compileWordings(list);
  const all = (printed: string[]): ConceptMatch[] =>
    compiled.all(printed).map((m) => ({ concept: ALL_CONCEPTS[m.index].id, score: m.score, wording: m.wording }));
  return { all, best: (p) => all(p)[0] ?? null };
}

/** Canonical key of every wording of a concept (for de-duplication and tests). */
export function wordingKeys(id: string): Set<string> {
  return new Set(allWordings(getConcept(id)).map(labelKey));
}
