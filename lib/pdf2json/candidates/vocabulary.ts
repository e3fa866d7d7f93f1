// What a document's labels may mean: every field's wordings (from the lexicon), the section headings that
// scope groups of fields, compiled once per profile (or per caller schema) into scored matchers. A printed
// label is compared with labelTokens/compileWordings (abbreviations, word order, plurals, spelling slips,
// six languages), never by exact wording, so "Eng. No.", "Vehicle Identification / Number" and
// "Rechnungsnr." find their fields.
import { compileWordings, labelTokens, ocrLabelText, type CompiledWordings } from "../lexicon";
import type { ValueType } from "../values";

/** A field's path, its group (the section that scopes it), its wordings and, for profiles, its value type. */
export type VocabularyField = {
  path: string;
  group: string | null;
  labels: string[];
  type?: ValueType | "taxId";
  /** Labels that name the field only in its own section ("Name" for the driver's): lexicon weakLabels(). */
  weak?: string[];
};
export type SectionDef = { id: string; headings: string[] };

/** Least score at which printed text is taken as a field's label, and as a section heading. */
export const LABEL_THRESHOLD = 0.75;
export const HEADING_THRESHOLD = 0.8;

export type FieldScore = { path: string; group: string | null; score: number };

export class Vocabulary {
  private readonly all: CompiledWordings;
  private readonly owner: number[] = [];
  private readonly perField = new Map<string, CompiledWordings>();
  private readonly perFieldStrong = new Map<string, CompiledWordings>();
  private readonly sectionWordings: CompiledWordings | null;
  private readonly sectionOwner: string[] = [];
  /** Every token of every field's wordings. */
  private readonly tokens = new Set<string>();

  constructor(
    readonly fields: VocabularyField[],
    sections: SectionDef[],
  ) {
    const list: string[] = [];
    fields.forEach((f, i) => {
      for (const l of f.labels) {
        list.push(l);
        this.owner.push(i);
      }
    });
    this.all = compileWordings(list);
    for (const l of list) for (const t of labelTokens(l)) this.tokens.add(t);
    const heads: string[] = [];
    for (const s of sections)
      for (const h of s.headings) {
        heads.push(h);
        this.sectionOwner.push(s.id);
      }
    this.sectionWordings = heads.length ? compileWordings(heads) : null;
  }

  /** A field's value type (profiles give one; a caller schema's fields may not). */
  typeOf(path: string): ValueType | "taxId" | undefined {
    return this.fields.find((f) => f.path === path)?.type;
  }

  /** Is the token one of the fields' wordings' own (not only one letter from one)? */
  hasToken(token: string): boolean {
    return this.tokens.has(token);
  }

  /** The field's own compiled wordings. */
  field(path: string): CompiledWordings {
    let c = this.perField.get(path);
    if (!c) {
      const f = this.fields.find((x) => x.path === path);
      c = compileWordings(f?.labels ?? []);
      this.perField.set(path, c);
    }
    return c;
  }

  /** How well the label reads as the field through its strong (not context-only) wordings alone. */
  strongScore(path: string, tokens: string[]): number {
    let c = this.perFieldStrong.get(path);
    if (!c) {
      const f = this.fields.find((x) => x.path === path);
      const weak = new Set(f?.weak ?? []);
      c = compileWordings((f?.labels ?? []).filter((l) => !weak.has(l)));
      this.perFieldStrong.set(path, c);
    }
    return c.best(tokens)?.score ?? 0;
  }

  /** Every field whose wordings share a word with the label, with its best score, best first. */
  scores(tokens: string[]): FieldScore[] {
    const best = new Map<number, number>();
    for (const m of this.all.all(tokens, LABEL_THRESHOLD * 0.8)) {
      const fi = this.owner[m.index];
      if ((best.get(fi) ?? 0) < m.score) best.set(fi, m.score);
    }
    return [...best.entries()].map(([fi, score]) => ({ path: this.fields[fi].path, group: this.fields[fi].group, score })).sort((a, b) => b.score - a.score);
  }

  /** The section a heading opens, when it reads as one well enough. */
  section(tokens: string[]): { id: string; score: number } | null {
    const m = this.sectionWordings?.best(tokens);
    return m && m.score >= HEADING_THRESHOLD ? { id: this.sectionOwner[m.index], score: m.score } : null;
  }
}

/** Label tokens of printed text, computed once per distinct text of a document. */
export class TokenCache {
  private readonly map = new Map<string, string[]>();
  /** `scanned`: words are a recogniser's, one letter of a label's word may be wrong (lexicon ocrLabelText). */
  constructor(private readonly scanned = false) {}
  get(text: string): string[] {
    let t = this.map.get(text);
    if (!t) {
      t = labelTokens(this.scanned ? ocrLabelText(text) : text);
      this.map.set(text, t);
    }
    return t;
  }
}
