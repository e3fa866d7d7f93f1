// A dealer guarantee stated in a sentence rather than as labelled fields: "This vehicle is covered by the
// statutory guarantee for 3 months or 5,000 km, whichever occurs first", "The dealer guarantee does not
// apply to this vehicle", "…expires on 14 June 2025 or at 125,489 km". Dealers' window cards and letters
// print it this way; the labelled fields (findField) are always read first, this only fills what they left.
import { findValue } from "../values";
import { segmentBox } from "../layout/layout";
import type { DocIndex, Found } from "./matcher";
import type { Segment } from "../layout/layout";

/** The guarantee's fields this reads. */
export type GuaranteeKey = "applies" | "periodMonths" | "kilometres" | "expiryDate" | "expiryOdometer";

const GUARANTEE_WORD = /\b(?:guarantee|guaranteed|warranty|warranted)\b/i;
const NOT_APPLY = /\b(?:does\s+not|doesn['’]t|will\s+not|shall\s+not)\s+apply\b|\bnot\s+(?:covered|applicable|provided|guaranteed)\b|\bno\s+(?:statutory\s+|dealer(?:['’]s)?\s+)?(?:guarantee|warranty)\b|\bwithout\s+(?:a\s+|any\s+)?(?:statutory\s+)?(?:guarantee|warranty)\b|\bexempt\b|\bexcluded\b/i;
const APPLIES = /\b(?:applies|apply|covered|guaranteed|warranted|comes\s+with|is\s+sold\s+with|has\s+(?:a|the)\s+(?:statutory\s+|dealer(?:['’]s)?\s+)?(?:guarantee|warranty))\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, eighteen: 18, "twenty-four": 24, "twenty four": 24, "thirty-six": 36, "thirty six": 36 };
const MONTHS = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty[- ]four|thirty[- ]six)\s*(?:\((\d{1,2})\)\s*)?(?:calendar\s+)?months?\b/i;
const DISTANCE = /\b(\d{1,3}(?:[ ,.]\d{3})+|\d{1,6})\s*(?:km|kms|kilomet(?:re|er)s?)\b/gi;
/** The odometer reading it ends at: "…or when the odometer reads 125,489 km", "expiry odometer 125 489 km". */
const ENDS_AT_ODOMETER = /\b(?:odometer|odo)\b[^.\d]{0,30}?(\d{1,3}(?:[ ,.]\d{3})+|\d{4,6})\s*(?:km|kms|kilomet(?:re|er)s?)?/i;
const ENDS_ON = /\b(?:expir\w*|ends?|until|valid\s+to|runs\s+to)\b/i;

type Sentence = { text: string; segments: Segment[] };

/** A "Label: value" run: a short label before a colon. */
const isPair = (s: Segment) => /^[^:]{1,40}:\s/.test(s.text);

/**
 * The sentences that speak of a guarantee or warranty: each run alone, each line's runs together, and a
 * paragraph (a run that is no label/value pair, with the runs at its left edge on the lines under it).
 */
function guaranteeSentences(index: DocIndex): Sentence[] {
  const out: Sentence[] = [];
  const flush = (segs: Segment[]) => {
    const text = segs.map((s) => s.text.trim()).join(" ");
    for (const s of text.split(/(?<=[.;!?])\s+(?=[A-Z(])/)) if (GUARANTEE_WORD.test(s)) out.push({ text: s, segments: segs });
  };
  // a line's runs together: a label and its value in words ("Statutory guarantee | 3 months or 5,000 km")
  for (const line of index.layout.lines) if (line.segments.length > 1) flush(line.segments);
  const isProse = (s: Segment) => !isPair(s) && !index.headingSegs.has(s);
  const lines = index.layout.lines;
  /** The prose run at the paragraph's left edge on a line just under `last`. */
  const nextInParagraph = (last: Segment, x0: number): Segment | undefined => {
    // (a run whose words go on beside it, a word's gap away, goes on there, not on the line under it: a
    // question split at its label's words, "Is the vehicle covered by the | statutory dealer guarantee?:")
    if (lines[last.line]?.segments.some((x) => x !== last && x.x0 >= last.x1 - 1 && x.x0 - last.x1 < last.h)) return undefined;
    for (let li = last.line + 1; li < lines.length; li++) {
      const line = lines[li];
      if (line.page !== last.page || line.y - last.y > last.h * 1.8) return undefined;
      const s = line.segments.find((x) => Math.abs(x.x0 - x0) <= Math.max(3, last.h));
      if (s) return isProse(s) && !done.has(s) ? s : undefined;
    }
    return undefined;
  };
  const done = new Set<Segment>();
  for (const seg of index.segments) {
    if (!isProse(seg)) flush([seg]);
    if (done.has(seg) || !isProse(seg) || seg.text.trim().split(/\s+/).length < 3) continue;
    done.add(seg);
    const para = [seg];
    for (let next = nextInParagraph(seg, seg.x0); next; next = nextInParagraph(next, seg.x0)) {
      para.push(next);
      done.add(next);
    }
    flush(para);
  }
  return out;
}

const toInt = (digits: string) => Number(digits.replace(/[ ,.]/g, ""));

/** The sentences, found once per document (up to five fields ask). */
const SENTENCES = new WeakMap<DocIndex, Sentence[]>();

/** One guarantee fact stated in a sentence, or null. */
export function findGuaranteeInProse(index: DocIndex, key: GuaranteeKey): Found | null {
  let sentences = SENTENCES.get(index);
  if (!sentences) SENTENCES.set(index, (sentences = guaranteeSentences(index)));
  for (const s of sentences) {
    const value = read(s.text, key, index);
    if (value === null) continue;
    const seg = s.segments.find((x) => GUARANTEE_WORD.test(x.text)) ?? s.segments[0];
    return { value, confidence: 0.7, page: seg.page, box: segmentBox(seg), label: null, segments: [] };
  }
  return null;
}

function read(text: string, key: GuaranteeKey, index: DocIndex): unknown {
  const negative = NOT_APPLY.test(text);
  const months = MONTHS.exec(text);
  switch (key) {
    case "applies":
      // a question states nothing ("Is the vehicle covered by the statutory dealer guarantee?: YES / NO", its
      // answer circled in ink): its labelled answer is read with the fields
      if (text.includes("?")) return null;
      if (negative) return false;
      return months || APPLIES.test(text) ? true : null;
    case "periodMonths": {
      if (negative || !months) return null;
      return months[2] ? Number(months[2]) : /^\d/.test(months[1]) ? Number(months[1]) : (NUMBER_WORDS[months[1].toLowerCase().replace(/\s+/, " ")] ?? null);
    }
    case "kilometres": {
      if (negative || !months) return null;
      // the distance stated with the period ("3 months or 5,000 km"), not an odometer reading
      const odo = ENDS_AT_ODOMETER.exec(text);
      for (const m of text.matchAll(DISTANCE)) if (!odo || m.index !== text.indexOf(odo[1])) return toInt(m[1]);
      return null;
    }
    case "expiryOdometer": {
      // (an odometer reading the guarantee ends at, said so: not a reading beside the word "Guarantee")
      const odo = negative || !ENDS_ON.test(text) ? null : ENDS_AT_ODOMETER.exec(text);
      return odo ? toInt(odo[1]) : null;
    }
    case "expiryDate": {
      const at = negative ? null : ENDS_ON.exec(text);
      if (!at) return null;
      return findValue("date", text.slice(at.index), index.ctx)?.value ?? null;
    }
  }
}
