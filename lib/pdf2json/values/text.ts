// Plain text values ("string", "text") and the text plumbing every other parser shares.
// Accepts any printed value that has at least two consecutive letters or digits, with label punctuation
// (": ", "= ") removed and whitespace collapsed ("text" keeps its line breaks: addresses wrap). Rejects the
// placeholders forms print in empty cells ("—", "-", "N/A", "n.a.", "nil", "none", "____", "...") so the
// engine never takes an empty cell as a value. "TBA"/"TBC" are kept: that is what the document says.
import { repairScannedAddress } from "./address";

/** A parser's answer: offsets are into the string the parser was given (index.ts maps them to the input). */
export type Hit = { value: unknown; confidence: number; start: number; end: number };

export const hit = (value: unknown, confidence: number, start: number, end: number): Hit => ({ value, confidence, start, end });

// Length-preserving normalisation: every replacement is one UTF-16 unit for one, so offsets found in the
// normalised string are offsets in the caller's text. No-break / narrow / thin spaces → " ", typographic
// apostrophes → "'", hyphen and minus look-alikes → "-". The em dash is left alone (it is a placeholder).
const NORM_RE = /[\t\v\f\r\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u2018\u2019\u201b\u2032\u00b4\u2010\u2011\u2012\u2013\u2212\ufe63\uff0d]/g;
const NORM_MAP: Record<string, string> = {};
for (const c of "\t\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000") NORM_MAP[c] = " ";
for (const c of "\u2018\u2019\u201b\u2032\u00b4") NORM_MAP[c] = "'";
for (const c of "\u2010\u2011\u2012\u2013\u2212\ufe63\uff0d") NORM_MAP[c] = "-";
const normChar = (c: string) => NORM_MAP[c] ?? c;

export function normalise(s: string): string {
  return s.replace(NORM_RE, normChar);
}

const isSpace = (c: number) => c === 32 || c === 10;

/** Bounds of `s` without surrounding whitespace, leading label punctuation (": ", "= ", "| ") and trailing ":;,". */
export function labelBounds(s: string): [number, number] {
  let a = 0;
  let b = s.length;
  for (;;) {
    const c = s.charCodeAt(a);
    // space, newline, ':', '=', '|', '>', ';', '•', '·'
    if (a < b && (isSpace(c) || c === 58 || c === 61 || c === 124 || c === 62 || c === 59 || c === 0x2022 || c === 0xb7)) a++;
    else if (c === 46 && leaderEnd(s, a, b) > a) a = leaderEnd(s, a, b);
    else break;
  }
  for (;;) {
    const c = s.charCodeAt(b - 1);
    if (b > a && (isSpace(c) || c === 58 || c === 59 || c === 44)) b--;
    else break;
  }
  return [a, b];
}

/** The end of the label's last leader dots before its value (". RE-REGISTRATION"): full stops followed by a space, else `a`. */
function leaderEnd(s: string, a: number, b: number): number {
  let j = a;
  while (j < b && s.charCodeAt(j) === 46) j++;
  return j < b && isSpace(s.charCodeAt(j)) ? j : a;
}

/** Bounds without surrounding whitespace only. */
export function trimBounds(s: string, a = 0, b = s.length): [number, number] {
  while (a < b && isSpace(s.charCodeAt(a))) a++;
  while (b > a && isSpace(s.charCodeAt(b - 1))) b--;
  return [a, b];
}

/** Shifts a hit found in a substring starting at `offset`. */
export const shift = (h: Hit | null, offset: number): Hit | null => (h && offset ? { ...h, start: h.start + offset, end: h.end + offset } : h);

/** A whitespace-separated token, with wrapping punctuation ("(", "),", "\"") trimmed off its ends. */
export type Token = { text: string; start: number; end: number };
const TOKEN_RE = /\S+/g;

export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(s); m; m = TOKEN_RE.exec(s)) {
    let start = m.index;
    let end = start + m[0].length;
    const raw = m[0];
    // trim wrapping punctuation without building regex matches for the common clean token
    let i = 0;
    let j = raw.length;
    while (i < j && "(\"'[{<".includes(raw[i])) i++;
    while (j > i && ")\"']}>,;:!?".includes(raw[j - 1])) j--;
    if (j > i && raw[j - 1] === "." && j - 1 > i) j--;
    start += i;
    end = start + (j - i);
    if (j > i) out.push({ text: raw.slice(i, j), start, end });
  }
  return out;
}

/** "A B C 1 2 3" (one character per token, OCR of spaced-out boxes) → "ABC123"; anything else unchanged. */
const PER_CHAR = /^[A-Za-z0-9](?:[ ]+[A-Za-z0-9]){2,}$/;
const SPACES = / +/g;
export function collapsePerChar(s: string): string {
  return PER_CHAR.test(s) ? s.replace(SPACES, "") : s;
}

// ---- string / text -------------------------------------------------------------------------------------

const PLACEHOLDER_WORDS = new Set([
  "n/a", "n.a.", "n.a", "na", "n/app", "nil", "none", "null", "not applicable", "néant", "neant", "k.a.", "k. a.", "s/o", "-/-",
]);
const ONLY_PUNCT = /^[\s\-_.–—*/\\|~•·=+'"`]*$/;
const TWO_ALNUM = /[\p{L}\p{N}]{2}/u;
const WS_RUN = /[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;
const ANY_WS = /\s+/g;
const LINE_SPLIT = /\r\n|\r|\n/;
const LEAD_DASH = /^[-–—]\s+/;

export function isPlaceholder(v: string): boolean {
  if (ONLY_PUNCT.test(v)) return true;
  if (PLACEHOLDER_WORDS.has(v.toLowerCase())) return true;
  return !TWO_ALNUM.test(v);
}

/** Specks a scan reads as marks around a value ("‘598993", ".Mia Anderson", "…HIGHWAY,»"). */
const LEAD_SPECK = /^(?:[‘`´.,»«·]+(?=[\p{L}\p{N}])|['’](?=\p{N}))/u; // ("'t Hoen" keeps its apostrophe)
const TRAIL_SPECK = /[\s,»«‘`´·]*[»«‘`´·]+[\s,]*$/u;

/** `raw` is the caller's text (not normalised), so the value keeps its printed dashes and quotes. */
export function parseStringValue(raw: string, multiline: boolean): Hit | null {
  const [a0, b0] = labelBounds(raw);
  let b = b0;
  let a = a0;
  // "- Smith" / "– Smith": a dash then a space before the value is label punctuation too
  const lead = LEAD_DASH.exec(raw.slice(a, b));
  if (lead) a += lead[0].length;
  // specks a scan reads as marks around a value ("‘598993", ".Mia Anderson", "…HIGHWAY,»")
  const speck = LEAD_SPECK.exec(raw.slice(a, b));
  if (speck) a += speck[0].length;
  const tail = TRAIL_SPECK.exec(raw.slice(a, b));
  if (tail) b -= tail[0].length;
  if (a >= b) return null;
  const body = raw.slice(a, b);
  const value = multiline
    ? body
        .split(LINE_SPLIT)
        .map((l) => l.replace(WS_RUN, " ").trim())
        .filter(Boolean)
        .join("\n")
    : body.replace(ANY_WS, " ");
  if (!value || isPlaceholder(value)) return null;
  return hit(value, 0.9, a, b);
}

/** A phrase as a closed vocabulary lists it: lower case, separators as single spaces ("Ex-Demo" → "ex demo"). */
export const vocabularyKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[-_/]+/g, " ")
    .replace(/[.()"]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A parser for a closed vocabulary: the whole text (at most `maxLength` characters, its label trimmed off)
 * is one of `phrases`, returned as printed; anything else is null.
 */
export function closedVocabulary(phrases: readonly string[], maxLength: number): (s: string) => Hit | null {
  const known = new Set(phrases.map(vocabularyKey));
  return (s) => {
    if (s.length > maxLength) return null;
    const text = normalise(s);
    const [a, b] = labelBounds(text);
    const printed = text.slice(a, b).trim();
    if (!printed || !known.has(vocabularyKey(printed))) return null;
    return hit(printed, 0.95, a, a + printed.length);
  };
}

// A recogniser's confusions in words, undone where no word could be spelt that way: a capital I read as l at
// the start of a word whose next letter no English or German word puts after an initial l ("lronbark
// Logistics"), when the value's other words are capitalised; an l read as "]" ending a lower-case word
// ("Silver Pear]").
const INITIAL_L = /(?<![\p{L}\p{N}])l(?=[bcdfghjkmnpqrstvwxz][\p{Ll}])/gu;
const CLOSING_L = /(?<=\p{Ll}{2})\](?![\p{L}\p{N}])/gu;
const CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}/u;
// An l or I read as "!" inside or at the end of a word (a field's value has no exclamation): "Pate!" and
// "Danie!" after a lower-case letter, "110TS!" among capitals, "!sla" opening a word.
const BANG_AS_L = /(?<=\p{Ll})!(?=\p{Ll}|[\s,.)]|$)/gu;
const BANG_AS_I = /(?<=[\p{Lu}\p{N}])!(?=[\p{Lu}\p{N}]|[\s,.)]|$)|(?<![\p{L}\p{N}])!(?=\p{Ll}{2})/gu;
const TRAILING_MARK = /(?:\s+[-–—~|]+|(?<=\p{L})['’])\s*$/u;
export function repairScannedWords(value: string, prose = false): string {
  let out = value.includes("]") && !value.includes("[") ? value.replace(CLOSING_L, "l") : value;
  // a speck read as a dash or a closing quote after the last word ("Thomas Haddad -", "Eclipse Black’"), or
  // a cell's rule as a bar ("41778876 |")
  if (!prose) out = out.replace(TRAILING_MARK, "");
  // (running text may exclaim: only a name's or a short string's "!" is a misread letter)
  if (!prose && out.includes("!")) out = out.replace(BANG_AS_L, "l").replace(BANG_AS_I, "I");
  if (out.includes("l") && CAPITALISED.test(out)) out = out.replace(INITIAL_L, "I");
  return repairScannedAddress(out);
}
