// A fact a letter states in a sentence, its label's words right before its value: "…recorded in our dealer's
// register, register number R819, at entry number E3649", "engine number RZ78303291", "at a price of
// $50,199.00". Read only for a field its labelled reading left empty, only in running text (a sentence of
// several words), only where the whole label is one of the field's wordings, and only for values that say
// what they are (an amount, a number, a code with a digit in it, a date, a plate, a VIN).
import { segmentBox } from "../layout/layout";
import { coerce, type DocIndex, type Found } from "./matcher";
import { proseSentences, RUNNING_TEXT, type Sentence } from "./prose";
import type { ValueType } from "../values";
import { parseVehicleWord, type VehicleWord } from "../values/vehicle-words";

/** A word's closing bracket and stops, no part of a value ("1161).", "Wagon)", "Red;"). */
const CLOSING_MARKS = /[).,;:]+$/;
const ENDS_CLOSED = /[).,;:]$/;
/** The types a sentence's value is read for: ones that say what they are. */
const PROSE_TYPES = new Set<string>(["money", "integer", "number", "date", "string", "ref", "plate", "vin", "licence"]);
/** Words between a label and its value in a sentence: "price of", "number is", "entry no.", "register #". */
const FILLER = /^(?:of|is|was|are|:|no\.?|number|#|as|being|at|reads?|reading|shows?|showing)$/i;
/** A sentence has this many words at least (a label and its value alone are a row, read with the fields). */
const SENTENCE_WORDS = 8;
/** A sentence's small words, which a column of labels ("NSW driver licence number | 59249616 | Address") lacks. */
const FUNCTION_WORD = /\b(?:the|of|to|and|is|was|are|in|on|at|for|with|by|from|an?|as|that|this|our|your|you|we|has|have|been|be|it)\b/gi;
const FUNCTION_WORDS = 3;
/** Words of running text searched at most per field (a letter is a page; terms may run to fifty). */
const PROSE_WORDS_READ = 3000;
/** The label's reading in the sentence: one of the field's wordings, whole. */
const PROSE_LABEL = 0.95;

const SENTENCES = new WeakMap<DocIndex, Sentence[]>();
/** The document's sentences of a few words or more, worked out once per document. */
function sentencesOf(index: DocIndex): Sentence[] {
  let sentences = SENTENCES.get(index);
  if (!sentences) SENTENCES.set(index, (sentences = proseSentences(index, (s) => s.split(/\s+/).length >= SENTENCE_WORDS)));
  return sentences;
}

/**
 * `alone`: the vehicle word the field's value is (values/vehicle-words.ts), read in a sentence too though it
 * holds no digit: "(colour Soul Red; body type Wagon)", "a 2012 Mazda BT-50 XT (…; Utility body)".
 */
export function findInProse(index: DocIndex, path: string, type: ValueType, alone?: VehicleWord): Found | null {
  if (!PROSE_TYPES.has(type)) return null;
  const sentences = sentencesOf(index);
  const match = index.matcher(path);
  const group = path.split(".")[0];
  const order = index.vocab.fields.map((f) => (f.group ?? f.path).split(".")[0]);
  let read = 0;
  for (const s of sentences) {
    // (running text: a table's row or a form's line of pairs is read with the fields)
    if (!s.paragraph || !RUNNING_TEXT(s.text) || (s.text.match(FUNCTION_WORD) ?? []).length < FUNCTION_WORDS) continue;
    const words = s.text.split(/\s+/);
    // (a letter states its facts early: a long document's pages of terms are not searched to their end)
    if ((read += words.length) > PROSE_WORDS_READ) break;
    for (let i = 0; i < words.length; i++) {
      for (let n = Math.min(4, words.length - i - 1); n >= 1; n--) {
        const label = words.slice(i, i + n).join(" ").replace(/[,;:]$/, "");
        if (/[,;.]$/.test(words.slice(i, i + n - 1).join(" ")) || match(label) < PROSE_LABEL) continue;
        // (…whole: no tail of a longer label that reads as another field's, "licence" of "driver licence number")
        if (i > 0 && [...index.labelScores(`${words[i - 1]} ${label}`)].some(([p, v]) => p !== path && v >= PROSE_LABEL)) continue;
        // (a label another party's field reads as well is the first party's, as a shared label is: "licence
        // number" the dealer's before the purchaser's, "odometer reading" the vehicle's before the trade-in's)
        if ([...index.labelScores(label)].some(([p, v]) => p.split(".")[0] !== group && v >= match(label) - 0.02 && order.indexOf(p.split(".")[0]) < order.indexOf(group))) continue;
        // (…or a reading before its label: "showing 141,552 kms on the odometer")
        const value = alone
          ? (vehicleWordAfter(words.slice(i + n), alone) ?? vehicleWordBefore(words.slice(0, i), alone))
          : (valueAfter(index, words.slice(i + n), type) ?? (type === "integer" || type === "money" ? valueBefore(index, words.slice(0, i), type) : null));
        if (value === null) continue;
        const seg = s.segments.find((x) => x.text.includes(words[i])) ?? s.segments[0];
        return { value, confidence: 0.6, page: seg.page, box: segmentBox(seg), label, segments: [] };
      }
    }
  }
  return null;
}

/** The value right after a label in a sentence (past a filler word or two), or null. */
function valueAfter(index: DocIndex, rest: string[], type: ValueType): unknown {
  let k = 0;
  while (k < 2 && k < rest.length && FILLER.test(rest[k])) k++;
  const words = rest.slice(k, k + 4).map((w) => w.replace(/^[("“]+/, ""));
  // (an amount or a date may take words: "$50,199.00 AUD", "1 September 2024"; so may a count grouped by
  // spaces, "207 399 km"; a code is one word)
  const most = type === "money" || type === "date" || type === "integer" ? words.length : 1;
  for (let n = most; n >= 1; n--) {
    // (…its sentence's closing bracket and stop no part of it: "Entry No. 1161).")
    const text = words.slice(0, n).join(" ").replace(CLOSING_MARKS, "");
    if (!text || !SAYS_WHAT_IT_IS[type]?.test(text)) continue;
    const v = coerce(text, type, index.ctx);
    if (v !== null) return v;
  }
  return null;
}

/** A vehicle word right after its label, up to the sentence's next stop: "colour Soul Red;", "body type Wagon)". */
function vehicleWordAfter(rest: string[], kind: VehicleWord): string | null {
  const words: string[] = [];
  for (const w of rest.slice(0, 3)) {
    words.push(w.replace(CLOSING_MARKS, ""));
    if (ENDS_CLOSED.test(w)) break;
  }
  for (let n = words.length; n >= 1; n--) {
    // (a colour's words end with its base colour, "Soul Red", not with the next particular's word run on
    // where the page cut the sentence: "Soul Red Utility")
    if (kind === "colour" && !parseVehicleWord(kind, words[n - 1])) continue;
    const v = parseVehicleWord(kind, words.slice(0, n).join(" "));
    if (v) return v;
  }
  return null;
}

/** A vehicle word right before its label, from the sentence's last stop or bracket: "(…; Utility body)". */
function vehicleWordBefore(before: string[], kind: VehicleWord): string | null {
  for (let n = 1; n <= Math.min(3, before.length); n++) {
    const words = before.slice(before.length - n);
    if (words.slice(0, -1).some((w) => ENDS_CLOSED.test(w)) || ENDS_CLOSED.test(words[words.length - 1])) break;
    const v = parseVehicleWord(kind, words.join(" ").replace(/^[(“"]+/, ""));
    if (v) return v;
  }
  return null;
}

/** Words between a reading and its label after it: "141,552 kms on the odometer". */
const FILLER_BEFORE = /^(?:on|the|at|in|per|by)$/i;

/** An amount or a count of units right before a label in a sentence (past "on the"), or null. */
function valueBefore(index: DocIndex, before: string[], type: ValueType): unknown {
  let end = before.length;
  while (end > 0 && before.length - end < 2 && FILLER_BEFORE.test(before[end - 1])) end--;
  if (end === before.length) return null;
  for (let n = Math.min(2, end); n >= 1; n--) {
    const text = before.slice(end - n, end).join(" ").replace(/^[("“]+|[),;:]+$/g, "");
    if (SAYS_WHAT_IT_IS[type]?.test(text) && /\d/.test(text.split(" ")[0])) {
      const v = coerce(text, type, index.ctx);
      if (v !== null) return v;
    }
  }
  return null;
}

/**
 * What a value in a sentence must look like to be read as one: an amount with its currency or cents, a
 * number of four digits or with its unit, a code with a digit in it, a plate with a letter and a digit.
 */
const SAYS_WHAT_IT_IS: Record<string, RegExp> = {
  money: /[$€£]|\b(?:AUD|EUR|GBP|USD|NZD)\b|\d[.,]\d{2}$/,
  integer: /^\d{1,3}(?:[,. ]\d{3})+\b|^\d{4,}\b|\d\s*(?:km|kms|kilomet\w+)\b/i,
  number: /\d/,
  date: /\d/,
  string: /\d/,
  ref: /\d/,
  licence: /\d/,
  vin: /\d/,
  plate: /^(?=.*\d)(?=.*[A-Z])/i,
};

/** "on 26 Jan 2025 you purchased", "on September 1, 2024 the purchaser bought": the date before the sale's verb. */
const ON_DATE_BOUGHT = /\bon\s+((?:\S+\s+){0,3}?\S+?),?\s+(?:you|the\s+(?:purchaser|buyer|customer)|we)\s+(?:have\s+)?(?:purchased|bought|sold|took\s+delivery|acquired)\b/i;
/** "was sold to you on 3 March 2024", "you purchased the vehicle from us on 1/9/2024": the verb, then the date. */
const BOUGHT_ON = /\b(?:purchased|bought|sold|took\s+delivery)\b(?:\s+[^\s.;]+){0,8}?\s+on\s+((?:\S+\s+){0,3}\S+)/i;

/**
 * The date a letter's sentence says the sale was made on, by the sale's own verb ("We confirm that on 26 Jan
 * 2025 you purchased from us …", "… was sold to you on 3 March 2024"): a sale date no label names.
 */
export function findSaleDateInProse(index: DocIndex): Found | null {
  const sentences = sentencesOf(index);
  for (const s of sentences) {
    if (!s.paragraph || !RUNNING_TEXT(s.text)) continue;
    for (const m of [ON_DATE_BOUGHT.exec(s.text), BOUGHT_ON.exec(s.text)]) {
      if (!m) continue;
      const words = m[1].split(/\s+/);
      // (the date's own words, longest first: "3 March 2024 at our" is "3 March 2024")
      for (let n = words.length; n >= 1; n--) {
        const value = coerce(words.slice(0, n).join(" ").replace(CLOSING_MARKS, ""), "date", index.ctx);
        if (value === null) continue;
        const seg = s.segments.find((x) => x.text.includes(words[0])) ?? s.segments[0];
        return { value, confidence: 0.6, page: seg.page, box: segmentBox(seg), label: m[0].replace(m[1], "").replace(/\s+/g, " ").trim(), segments: [] };
      }
    }
  }
  return null;
}

/**
 * The tax a total includes, said in words rather than on a row of its own: "Including $13.93 in taxes",
 * "Total includes GST of $1,753.64", "incl. VAT 20% £32.17": the amount next to the tax's name after an
 * "including". Null where no run says so.
 */
export function findIncludedTax(index: DocIndex): Found | null {
  for (const seg of index.segments) {
    const m = INCLUDED_TAX.exec(seg.text);
    if (!m) continue;
    const value = coerce((m[1] ?? m[2]).trim(), "money", index.ctx);
    if (value !== null) return { value, confidence: 0.7, page: seg.page, box: segmentBox(seg), label: m[0].replace(m[1] ?? m[2], "").trim(), segments: [seg] };
  }
  return null;
}

const AMOUNT = String.raw`((?:[$€£]|AUD|NZD|USD|GBP|EUR|CHF)\s?\d[\d,.' ]*\d|\d[\d,.' ]*\d\s?(?:[$€£]|AUD|NZD|USD|GBP|EUR|CHF))`;
const TAX_NAME = String.raw`(?:GST|VAT|MwSt\.?|TVA|IVA|BTW|(?:sales\s+)?tax(?:es)?)`;
const INCLUDED_TAX = new RegExp(String.raw`\b(?:incl(?:uding|udes|uded|usive\s+of|\.)?|which\s+includes?)\s+(?:${TAX_NAME}(?:\s*\(?\d{1,2}(?:[.,]\d)?\s?%\)?)?\s*(?:of\s+|:\s*)?${AMOUNT}|${AMOUNT}\s+(?:in\s+|of\s+)?${TAX_NAME})`, "i");
