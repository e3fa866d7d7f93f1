// How well a printed label (canonical tokens, see normalise.ts) says one wording: 0..1. Tolerates
// abbreviations and punctuation (already canonical), word order, plurals, small misspellings and words
// of one family ("GST" ~ "VAT" ~ "tax"); rewards covering all of the wording's tokens; penalises extra
// printed tokens lightly, except words that change what the label is about ("Date of *birth*",
// "*Trade-in* VIN", "Total *GST*"), and hardly at all for parenthesised ones ("Odometer (km)").
import { ALL_CONCEPTS } from "./concepts/all";
import { KNOWN_TOKENS, labelTokens, type LabelTokens } from "./normalise";
import { editDistance, readsAsLookalike } from "../values/edit-distance";
import { CURRENCY_CODES } from "../values/money";

/** Wording tokens that carry little meaning on their own. */
const LIGHT = new Set(["to", "by", "from", "our", "my", "per", "details", "information", "particulars", "other", "here", "please", "only", "use"]);
/** Words that only carry a label along ("Sign here", "Office use only"): never a value after it. */
export const lightWordsOnly = (text: string): boolean => {
  const tokens = labelTokens(text);
  return tokens.length > 0 && tokens.every((t) => LIGHT.has(t));
};
/** Identifier words: a label says them or not ("Invoice" ~ "Invoice No."). */
const IDWORDS = new Set(["number", "id"]);
/** Extra printed words that make the label about something else. */
const QUALIFIER = new Set([
  "birth", "expiry", "due", "delivery", "order", "tradein", "payout", "refund", "deposit", "balance", "paid", "received", "less", "previous", "former", "first", "start", "end",
  "unit", "each", "discount", "including", "excluding", "plus", "gst", "vat", "tax", "dealer", "customer", "purchaser", "buyer", "seller", "vendor", "supplier", "driver", "applicant",
  "recipient", "owner", "financier", "lender", "corporation", "company", "holder", "inspection", "guarantee", "warranty", "engine", "stock", "entry", "register", "report", "fee",
  "subtotal", "net", "gross", "deal", "quote", "receipt", "creditnote", "contract", "period", "insurance", "ctp", "stamp", "duty", "accessory", "option", "market", "purchase", "sale",
  "shipping", "billing", "postal", "residential", "email", "phone", "mobile", "fax", "website", "abn", "acn", "bsb", "iban", "bic", "swift", "vin", "chassis", "plate", "registration",
  "odometer", "km", "year", "make", "model", "colour", "body", "type", "signature", "witness", "agent", "bank", "account", "licence", "birth", "age",
  // "Your number", "Ihre Nummer": the counterparty's reference
  "your",
]);
/** Extra words that flip a total's meaning even in parentheses: "Total (incl. GST)" is not "Total GST". */
const FLIP = new Set(["including", "excluding", "less", "plus"]);

const FAMILIES: string[][] = [
  ["gst", "vat", "tax"],
  ["purchaser", "buyer", "customer", "client"],
  ["seller", "vendor"],
  ["number", "id"],
  ["phone", "mobile"],
  ["guarantee", "warranty"],
  ["price", "cost"],
  ["fee", "charge"],
  ["company", "business", "organisation", "corporation"],
  ["contract", "agreement"],
  ["invoice", "bill"],
  ["make", "manufacturer"],
  ["email", "mail"],
  ["paid", "received"],
  ["balance", "outstanding"],
  ["signature", "signatory"],
  ["total", "gross"],
  ["subtotal", "net"],
  // dealers write "Trade" for the trade-in ("Less Trade", "Trade Value", "Trade Price")
  ["tradein", "trade"],
];
const FAMILY = new Map<string, number>();
FAMILIES.forEach((f, i) => f.forEach((t) => FAMILY.set(t, i)));

/** Every token the lexicon and the normaliser know: two known words are different words, not a misspelling. */
const KNOWN = new Set<string>(KNOWN_TOKENS);
for (const c of ALL_CONCEPTS) for (const list of Object.values(c.wordings)) for (const w of list ?? []) for (const t of labelTokens(w)) KNOWN.add(t);

/** The lexicon's labels' words as printed (lower case, letters only): "qty", "mdl", "model", "odometer". */
const LABEL_WORDS = new Map<string, Set<string>>(); // by length and first letter
for (const c of ALL_CONCEPTS)
  for (const list of Object.values(c.wordings))
    for (const w of list ?? [])
      for (const word of w.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
        const key = `${word.length}${word[0]}`;
        if (!LABEL_WORDS.has(key)) LABEL_WORDS.set(key, new Set());
        LABEL_WORDS.get(key)!.add(word);
      }

/** The lexicon's dotted abbreviations, as tokens ("D.O.B." → "dob", "V.I.N." → "vin"). */
const ABBREVIATIONS = new Set<string>();
for (const c of ALL_CONCEPTS)
  for (const list of Object.values(c.wordings))
    for (const w of list ?? []) for (const m of w.matchAll(/(?<![\p{L}\p{N}])((?:\p{L}\.\s?){2,4})/gu)) ABBREVIATIONS.add(m[1].replace(/[.\s]/g, "").toLowerCase());

/** The words that follow "I" in the lexicon's wordings ("I am applying for" → "am"). */
const AFTER_I = new Set<string>();
for (const c of ALL_CONCEPTS)
  for (const list of Object.values(c.wordings))
    for (const w of list ?? []) for (const m of w.matchAll(/(?<![\p{L}\p{N}])I\s+(\p{L}+)/gu)) AFTER_I.add(m[1].toLowerCase());

/** Letters a recogniser reads as these digits in a small dotted abbreviation ("0.0.8." for "D.O.B."). */
const DIGIT_LETTERS: Record<string, string> = { "0": "od", "1": "il", "2": "z", "5": "s", "6": "g", "8": "b" };

/** "0.0.8." → "D.O.B.": the one lexicon abbreviation its digits can be read as, else the text unchanged. */
function dottedAbbreviation(dotted: string): string {
  const chars = dotted.replace(/[.\s]/g, "").toLowerCase().split("");
  let readings = [""];
  for (const c of chars) readings = readings.flatMap((r) => [...(DIGIT_LETTERS[c] ?? (/\p{L}/u.test(c) ? c : ""))].map((l) => r + l));
  const known = readings.filter((r) => r.length === chars.length && ABBREVIATIONS.has(r));
  return known.length === 1 ? `${known[0].toUpperCase().split("").join(".")}.` : dotted;
}

/** A scan's dotted abbreviations read with digits for letters, read as the lexicon's ("0.0.8." → "D.O.B."). */
export function ocrAbbreviations(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}.])(?:[\p{L}\d]\.\s?){2,4}(?![\p{L}\p{N}])/gu, (m) => (/\d/.test(m) ? dottedAbbreviation(m) : m));
}

/**
 * A scan's label before its words are looked up: dotted abbreviations read with digits for letters
 * ("0.0.8." → "D.O.B."), and the pronoun glued to its verb with its I read as l or 1 ("lam applying for",
 * "1am applying for", "1 arn applying for" → "I am applying for") when the lexicon has a wording with "I" and
 * that verb; an l read as "!" or "|" in a word ("Mode! Description" → "Model Description"); a
 * capital read small in a word of capitals ("cTP"); and the ordinal sign of "nº" read as a 2.
 */
export function ocrReadLabel(text: string): string {
  return ocrAbbreviations(text)
    // the ordinal sign of "nº" read as a 2 ("Presupuesto n2", "N2 de facture"): after a word, or before one
    .replace(/(?<=\p{L}{3,}\.?\s+)([Nn])2(?=\.?\s*:?$)|^([Nn])2(?=\.?\s+\p{L}{2,})/gu, (_, a?: string, b?: string) => `${a ?? b}º`)
    // a speck read as a digit inside a word of capitals ("AB3N" for ABN), where the word without it is the lexicon's
    .replace(/(?<![\p{L}\p{N}])(\p{Lu}{1,3})\d(\p{Lu}{1,3})(?![\p{L}\p{N}])/gu, (word, a: string, b: string) => (KNOWN.has(`${a}${b}`.toLowerCase()) ? `${a}${b}` : word))
    // a capital that differs from its small letter only in size, read small before the word's other
    // capitals ("cTP" for CTP, "vIN"): a word is no camel-case label
    .replace(/(?<![\p{L}\p{N}])[cosvwxz](?=\p{Lu}{2,}(?![\p{L}\p{N}]))/gu, (c) => c.toUpperCase())
    .replace(/(?<![\p{L}\p{N}])\p{Ll}*rn\p{Ll}*(?![\p{L}\p{N}])/gu, (word) => {
      // "m" read as "rn" ("arn" for "am"), where only the word with an m is the lexicon's
      if (KNOWN.has(word) || AFTER_I.has(word)) return word;
      const m = word.replace(/rn/g, "m");
      return KNOWN.has(m) || AFTER_I.has(m) ? m : word;
    })
    .replace(/(?<![\p{L}\p{N}])[lI|1](\p{Ll}{2,})(?![\p{L}\p{N}])/gu, (word, rest: string) => (AFTER_I.has(rest) && !KNOWN.has(word.toLowerCase()) ? `I ${rest}` : word))
    // the pronoun alone, read as l, | or 1, before its verb ("1 am applying for")
    .replace(/(?<![\p{L}\p{N}])[l|1](?=\s+(\p{Ll}+)(?![\p{L}\p{N}]))/gu, (one, next: string) => (AFTER_I.has(next) ? "I" : one))
    // an l read as "!" or "|" inside or at the end of a word ("Mode!", "Ce|lular"), where the word with an l is the lexicon's
    .replace(/(?<![\p{L}\p{N}])\p{L}+[!|]\p{Ll}*(?![\p{L}\p{N}])/gu, (word) => {
      const l = word.replace(/[!|]/g, "l");
      return /^\p{L}+$/u.test(l) && KNOWN.has(l.toLowerCase()) ? l : word;
    });
}

/**
 * A label as a recogniser may have printed it (ocrReadLabel), and one letter of a word wrong ("Quy" for
 * "Qty", "Mdi" for "Mdl", "V.ILN." aside): each word of three letters or more that the lexicon does not know
 * is replaced by the one label word of its length and first letter a single letter away, if there is exactly
 * one. For scanned pages only: a text layer's words are as printed.
 */
export function ocrLabelText(text: string): string {
  const read = ocrReadLabel(text);
  // (words the lexicon reads together are no misreading: "Sub Total" is "subtotal", not "sur Total")
  const tokens = labelTokens(read);
  if (tokens.length && tokens.every((t) => KNOWN.has(t))) return read;
  // (a run of two or more capitalised words none of which the lexicon knows is a name, not a misread label:
  // "Grace Williams" is no "Grade Williams")
  const words = read.match(/\p{L}{3,}/gu) ?? [];
  if (words.length >= 2 && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && !labelTokens(w.toLowerCase()).every((t) => KNOWN.has(t)))) return read;
  return read.replace(/\p{L}{3,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (labelTokens(lower).every((t) => KNOWN.has(t)) || LEGAL_FORM_WORDS.has(lower) || CURRENCY_CODES.has(word.toUpperCase())) return word;
    const near = [...(LABEL_WORDS.get(`${lower.length}${lower[0]}`) ?? [])].filter((w) => editDistance(w, lower, 1) === 1);
    if (near.length === 1) return near[0];
    // several: the one a recogniser's usual confusion explains ("BIW" is "BTW", not "BIC")
    const likely = near.filter((w) => readsAsLookalike(lower, w));
    if (likely.length === 1) return likely[0];
    // none: one glyph read as two or two as one ("Descnption", "Teleplrone")
    const split = near.length ? [] : unsplitGlyphs(lower);
    return split.length === 1 ? split[0] : word;
  });
}

/** Glyphs a recogniser reads as two, or two it reads as one: "m" as "rn", "ri" as "n", "h" as "lr" or "li", "d" as "cl". */
const GLYPH_SPLITS: [string, string][] = [["m", "rn"], ["h", "li"], ["h", "lr"], ["n", "ri"], ["n", "ii"], ["d", "cl"], ["w", "vv"], ["m", "ni"], ["u", "ii"], ["k", "lc"]];

/** The lexicon's label words that one such glyph undone makes of a word of five letters or more. */
function unsplitGlyphs(lower: string): string[] {
  if (lower.length < 5) return [];
  const found = new Set<string>();
  const tryWord = (w: string) => LABEL_WORDS.get(`${w.length}${w[0]}`)?.has(w) && found.add(w);
  for (const [one, two] of GLYPH_SPLITS)
    for (const [from, to] of [[two, one], [one, two]])
      for (let at = lower.indexOf(from, 1); at >= 0; at = lower.indexOf(from, at + 1)) tryWord(lower.slice(0, at) + to + lower.slice(at + from.length));
  return [...found];
}

/** A company's legal form is no misread label word ("Pty." is not "Pay"), nor is a currency's code ("CHF 133.50" is no "CHE" tax id). */
const LEGAL_FORM_WORDS = new Set(["pty", "ltd", "inc", "llc", "plc", "gmbh", "bhd", "sdn", "srl", "spa", "sarl"]);


/**
 * A word of four letters or more that the lexicon uses in its labels ("Print", "name", "Odometer", "Seller's"): on a
 * scan, a word the recogniser doubted (a small grey label on a toned page) is still a label's word if it
 * spells one exactly; speckle never does.
 */
export function isLabelWord(word: string): boolean {
  const toks = labelTokens(word);
  // (a possessive too: "Seller's" over an address, at 15 % in small type)
  return toks.length === 1 && toks[0].length >= 4 && KNOWN.has(toks[0]) && /^\p{L}{4,}$/u.test(word.replace(/[.:]$/, "").replace(/['’]s$/, ""));
}

const Q_EXACT = 1;
const Q_FAMILY = 0.9;
const Q_FUZZY = 0.85;
const Q_PREFIX = 0.7;
const ASIDE_MATCH = 0.95;

/** Similarity of two canonical tokens: 1 same, 0.9 same family, 0.85 misspelt, 0.7 abbreviated, else 0. */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return Q_EXACT;
  const fa = FAMILY.get(a);
  if (fa !== undefined && fa === FAMILY.get(b)) return Q_FAMILY;
  const ka = KNOWN.has(a);
  const kb = KNOWN.has(b);
  if (ka && kb) return 0;
  const la = a.length;
  const lb = b.length;
  const short = Math.min(la, lb);
  if (short >= 5) {
    const max = short >= 9 ? 2 : 1;
    if (Math.abs(la - lb) <= max && isAlphaWord(a) && isAlphaWord(b) && editDistance(a, b, max) <= max) return Q_FUZZY;
  }
  // an abbreviation not in the dictionary: "Insp." ~ "inspection", "Cert" ~ "certificate"
  if (short >= 3 && short <= 5) {
    const [s, l, ks] = la < lb ? [a, b, ka] : [b, a, kb];
    if (!ks && l.length >= s.length + 2 && l.startsWith(s) && isAlphaWord(s)) return Q_PREFIX;
    // …or its consonants: "Rcpt" ~ "receipt", "Mdl" ~ "model", "Qty" ~ "quantity", "Pmt" ~ "payment"
    if (!ks && l.length >= s.length + 2 && isContraction(s, l)) return Q_PREFIX;
  }
  return 0;
}

/** Is `s` a contraction of `l`: its first and last letter, and in between only consonants of it, in order? */
function isContraction(s: string, l: string): boolean {
  if (!isAlphaWord(s) || !CONSONANTS_AFTER_FIRST.test(s) || s[0] !== l[0] || s[s.length - 1] !== l[l.length - 1]) return false;
  let j = 1;
  for (let i = 1; i < s.length; i++) {
    while (j < l.length && l[j] !== s[i]) j++;
    if (j++ >= l.length) return false;
  }
  return true;
}
const CONSONANTS_AFTER_FIRST = /^[a-z][b-df-hj-np-tv-z]+$/;

function isAlphaWord(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

const isAside = (toks: LabelTokens, i: number) => i < 31 && !!toks.aside && (toks.aside & (2 ** i)) !== 0;

function wordingWeight(t: string): number {
  // a wording's "including"/"excluding" is what makes it a total rather than the tax: missing it costs more
  return LIGHT.has(t) ? 0.35 : IDWORDS.has(t) ? 0.6 : FLIP.has(t) ? 1.5 : 1;
}

/** A wording read with its flip word after the words it governs ("GST included in total" for "total including GST"). */
const FLIPPED_ORDER = 0.8;

/** Wording words whose meaning an aside's "including"/"excluding" flips: a total, a tax, an amount. */
const FLIPPABLE = new Set(["total", "subtotal", "gst", "vat", "tax", "net", "gross", "amount", "balance", "due", "payable"]);

function extraPenalty(t: string, aside: boolean, flippable: boolean): number {
  // ("Purchase price (including delivery)" is still the purchase price; "Total (incl. GST)" is no "Total GST")
  if (aside) return FLIP.has(t) && flippable ? 0.25 : 0.04;
  if (QUALIFIER.has(t)) return 0.5;
  if (LIGHT.has(t)) return 0.06;
  if (IDWORDS.has(t)) return 0.12;
  if (!isAlphaWord(t)) return 0.05;
  return 0.2;
}

/**
 * How well printed label tokens say a wording's tokens, 0..1 (both from labelTokens). 1 = the same words;
 * a missing wording token costs its share; each extra printed token costs a little (0.2), a word that
 * changes the subject ("birth", "trade-in", "GST", a party) costs 0.5, a parenthesised one almost nothing.
 */
export function labelScore(printed: string[], wording: string[]): number {
  return scoreWith(printed, wording, null);
}

type Sims = (p: string, w: string) => number;

const USED = new Uint8Array(64);
const MATCHED = new Int32Array(64);
const QUALITY = new Float64Array(64);

function scoreWith(printed: string[], wording: string[], sims: Sims | null): number {
  const np = printed.length;
  const nw = wording.length;
  if (!np || !nw) return 0;
  const P = printed as LabelTokens;
  const sim = sims ?? tokenSimilarity;
  // exact matches first, then the best remaining similarity per wording token
  const used = np <= 64 ? USED.fill(0, 0, np) : new Uint8Array(np);
  const matchedAt = nw <= 64 ? MATCHED.fill(-1, 0, nw) : new Int32Array(nw).fill(-1);
  const quality = nw <= 64 ? QUALITY.fill(0, 0, nw) : new Float64Array(nw);
  for (let i = 0; i < nw; i++) {
    for (let j = 0; j < np; j++) {
      if (!used[j] && printed[j] === wording[i]) {
        used[j] = 1;
        matchedAt[i] = j;
        quality[i] = 1;
        break;
      }
    }
  }
  for (let i = 0; i < nw; i++) {
    if (matchedAt[i] >= 0) continue;
    let bestJ = -1;
    let bestQ = 0;
    for (let j = 0; j < np; j++) {
      if (used[j]) continue;
      const q = sim(printed[j], wording[i]);
      if (q > bestQ) {
        bestQ = q;
        bestJ = j;
      }
    }
    if (bestJ >= 0) {
      used[bestJ] = 1;
      matchedAt[i] = bestJ;
      quality[i] = bestQ;
    }
  }
  let got = 0;
  let all = 0;
  let last = -1;
  let inOrder = true;
  for (let i = 0; i < nw; i++) {
    const w = wordingWeight(wording[i]);
    all += w;
    const j = matchedAt[i];
    if (j < 0) continue;
    got += w * quality[i] * (isAside(P, j) ? ASIDE_MATCH : 1);
    if (j < last) inOrder = false;
    last = j;
  }
  if (got === 0) return 0;
  let extra = 0;
  const flippable = wording.some((w) => FLIPPABLE.has(w));
  for (let j = 0; j < np; j++) if (!used[j]) extra += extraPenalty(printed[j], isAside(P, j), flippable);
  const coverage = got / all;
  // a flip word's object stays after it: "GST included in total" is the GST, no "total including GST"
  let flipped = false;
  for (let i = 0; i < nw && !flipped; i++) if (FLIP.has(wording[i]) && matchedAt[i] >= 0) for (let k = i + 1; k < nw; k++) if (matchedAt[k] >= 0 && matchedAt[k] < matchedAt[i]) flipped = true;
  return round3(coverage * (1 - Math.min(0.95, extra)) * (inOrder ? 1 : 0.97) * (flipped ? FLIPPED_ORDER : 1));
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export type WordingMatch = { score: number; wording: string; index: number };

export type CompiledWordings = {
  readonly wordings: readonly string[];
  /** The best-scoring wording for printed tokens (null when none shares a word with them). */
  best(printed: string[]): WordingMatch | null;
  /** Every wording sharing a word with the printed tokens and scoring at least `min`, best first (cheaper with a `min`). */
  all(printed: string[], min?: number): WordingMatch[];
};

// ---- the token index shared by every compiled list: which known tokens a printed token may stand for

/** Every token of every compiled wording (and of the lexicon). */
const REGISTRY = new Set<string>();
/** Deletion neighbourhoods (symmetric delete): variant → tokens, for the misspelling test. */
const DEL1 = new Map<string, string[]>();
const DEL2 = new Map<string, string[]>();
/** First three letters → tokens, for unknown abbreviations ("insp" → "inspection"). */
const BY_PREFIX = new Map<string, string[]>();
/** First and last letter → tokens, for contractions ("rcpt" → "receipt"). */
const BY_ENDS = new Map<string, string[]>();
/** printed token → (registry token → similarity); cleared when the registry grows. */
let RELATED = new Map<string, Map<string, number>>();

function pushTo(m: Map<string, string[]>, k: string, t: string) {
  const l = m.get(k);
  if (!l) m.set(k, [t]);
  else if (l[l.length - 1] !== t) l.push(t);
}

function deletes(t: string, out: Set<string>) {
  for (let i = 0; i < t.length; i++) out.add(t.slice(0, i) + t.slice(i + 1));
}

function register(t: string) {
  if (REGISTRY.has(t)) return;
  REGISTRY.add(t);
  if (RELATED.size) RELATED = new Map();
  if (!isAlphaWord(t)) return;
  if (t.length >= 5) {
    const d1 = new Set<string>([t]);
    deletes(t, d1);
    for (const v of d1) pushTo(DEL1, v, t);
    if (t.length >= 9) {
      const d2 = new Set<string>(d1);
      for (const v of d1) deletes(v, d2);
      for (const v of d2) pushTo(DEL2, v, t);
    }
  }
  if (t.length >= 5) {
    pushTo(BY_PREFIX, t.slice(0, 3), t);
    pushTo(BY_ENDS, t[0] + t[t.length - 1], t);
  }
}
for (const t of KNOWN) register(t);

/** Registry tokens similar to a printed token, with their similarity (memoised). */
function relatedGlobal(p: string): Map<string, number> {
  let r = RELATED.get(p);
  if (r) return r;
  r = new Map<string, number>();
  if (REGISTRY.has(p)) r.set(p, Q_EXACT);
  const fam = FAMILY.get(p);
  if (fam !== undefined) for (const t of FAMILIES[fam]) if (t !== p && REGISTRY.has(t)) r.set(t, Q_FAMILY);
  if (isAlphaWord(p)) {
    const cands = new Set<string>();
    if (p.length >= 5) {
      const d1 = new Set<string>([p]);
      deletes(p, d1);
      for (const v of d1) for (const t of DEL1.get(v) ?? []) cands.add(t);
      if (p.length >= 9) {
        const d2 = new Set<string>(d1);
        for (const v of d1) deletes(v, d2);
        for (const v of d2) for (const t of DEL2.get(v) ?? []) cands.add(t);
      }
    }
    if (p.length >= 3 && p.length <= 5) for (const t of BY_PREFIX.get(p.slice(0, 3)) ?? []) if (t.startsWith(p)) cands.add(t);
    if (p.length >= 3 && p.length <= 5 && CONSONANTS_AFTER_FIRST.test(p)) for (const t of BY_ENDS.get(p[0] + p[p.length - 1]) ?? []) if (isContraction(p, t)) cands.add(t);
    // and the other way round: a wording's own abbreviation ("insp") of a printed word ("inspection")
    for (let k = 3; k <= 5 && k <= p.length - 2; k++) if (REGISTRY.has(p.slice(0, k))) cands.add(p.slice(0, k));
    for (const t of cands) {
      if (r.has(t)) continue;
      const q = tokenSimilarity(p, t);
      if (q > 0) r.set(t, q);
    }
  }
  if (RELATED.size > 50_000) RELATED = new Map();
  RELATED.set(p, r);
  return r;
}

const WORDING_TOKENS = new Map<string, LabelTokens>();
function wordingTokens(w: string): LabelTokens {
  let t = WORDING_TOKENS.get(w);
  if (!t) {
    t = labelTokens(w);
    if (WORDING_TOKENS.size > 100_000) WORDING_TOKENS.clear();
    WORDING_TOKENS.set(w, t);
  }
  return t;
}

/**
 * Precompiles a list of wordings: their tokens (memoised across lists), an index from token to wordings,
 * and each printed token's similar tokens (one index shared by every list). A label scores only the
 * wordings that share a (similar) word with it, best upper bound first, and stops once no remaining
 * wording can beat the best found. Optional `weights` (per wording, ≤ 1) multiply a wording's score
 * (a weak, context-only wording counts less).
 */
export function compileWordings(list: readonly string[], weights?: readonly number[]): CompiledWordings {
  const wordings = [...list];
  // wordings with the same tokens (and weight) — "Invoice No.", "invoice number", "Invoice #" — are scored once
  const keyOf = new Map<string, number>();
  const uToks: LabelTokens[] = [];
  const uWeight: number[] = [];
  const uFactor: number[] = [];
  const uMembers: number[][] = [];
  wordings.forEach((w, i) => {
    const ts = wordingTokens(w);
    if (!ts.length) return;
    const factor = weights?.[i] ?? 1;
    const key = `${ts.join(" ")}|${ts.aside ?? 0}|${factor}`;
    let u = keyOf.get(key);
    if (u === undefined) {
      u = uToks.length;
      keyOf.set(key, u);
      uToks.push(ts);
      uWeight.push(ts.reduce((s, t) => s + wordingWeight(t), 0));
      uFactor.push(factor);
      uMembers.push([]);
    }
    uMembers[u].push(i);
  });
  const byToken = new Map<string, number[]>();
  uToks.forEach((ts, u) =>
    ts.forEach((t) => {
      register(t);
      pushIndex(byToken, t, u);
    }),
  );
  // printed token → this list's similar tokens (token → similarity), memoised
  const related = new Map<string, Map<string, number>>();
  const relatedOf = (p: string) => {
    let r = related.get(p);
    if (r) return r;
    r = new Map<string, number>();
    for (const [t, q] of relatedGlobal(p)) if (byToken.has(t)) r.set(t, q);
    if (related.size > 20_000) related.clear();
    related.set(p, r);
    return r;
  };
  const sims: Sims = (p, w) => (p === w ? 1 : (relatedOf(p).get(w) ?? 0));
  const acc = new Float64Array(uToks.length);
  const BUCKETS = 20;
  /** Candidate keys in buckets of their score's upper bound (coverage if every similar token matched, times the weight). */
  const candidates = (printed: string[]): number[][] => {
    const touched: number[] = [];
    for (const p of printed)
      for (const [t, q] of relatedOf(p)) {
        const w = q * wordingWeight(t);
        for (const u of byToken.get(t)!) {
          if (acc[u] === 0) touched.push(u);
          acc[u] += w;
        }
      }
    const buckets: number[][] = Array.from({ length: BUCKETS + 1 }, () => []);
    for (const u of touched) {
      const bound = Math.min(1, acc[u] / uWeight[u]) * uFactor[u];
      acc[u] = 0;
      buckets[Math.floor(bound * BUCKETS)].push(u);
    }
    return buckets;
  };
  const scoreOf = (printed: string[], u: number) => round3(scoreWith(printed, uToks[u], sims) * uFactor[u]);
  return {
    wordings,
    best(printed) {
      let best: WordingMatch | null = null;
      const buckets = candidates(printed);
      for (let b = BUCKETS; b >= 0; b--) {
        // every key in bucket b scores at most (b + 1) / BUCKETS
        if (best && (b + 1) / BUCKETS < best.score) break;
        for (const u of buckets[b]) {
          const s = scoreOf(printed, u);
          const i = uMembers[u][0];
          if (s > 0 && (!best || s > best.score || (s === best.score && i < best.index))) best = { score: s, wording: wordings[i], index: i };
        }
      }
      return best;
    },
    all(printed, min = 0) {
      const out: WordingMatch[] = [];
      const buckets = candidates(printed);
      for (let b = BUCKETS; b >= 0; b--) {
        if ((b + 1) / BUCKETS < min) break;
        for (const u of buckets[b]) {
          const s = scoreOf(printed, u);
          if (s > 0 && s >= min) for (const i of uMembers[u]) out.push({ score: s, wording: wordings[i], index: i });
        }
      }
      return out.sort((a, b) => b.score - a.score || a.index - b.index);
    },
  };
}

function pushIndex(m: Map<string, number[]>, k: string, i: number) {
  const l = m.get(k);
  if (!l) m.set(k, [i]);
  else if (l[l.length - 1] !== i) l.push(i);
}
