// A dealer guarantee stated in a sentence rather than as labelled fields: "This vehicle is covered by the
// statutory guarantee for 3 months or 5,000 km, whichever occurs first", "The dealer guarantee does not
// apply to this vehicle", "…expires on 14 June 2025 or at 125,489 km". Dealers' window cards and letters
// print it this way; the labelled fields (findField) are always read first, this only fills what they left.
import { findValue } from "../values";
import { segmentBox } from "../layout/layout";
import type { DocIndex, Found } from "./matcher";
import { proseSentences, type Sentence } from "./prose";

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

/** Words before a distance that make it a limit, not the guarantee's: "less than 160,000 km", "under 160 000 km". */
const LIMIT_BEFORE = /\b(?:less|more|fewer|greater)\s+than\s*$|\b(?:under|over|below|above|exceeding)\s*$/i;

/** The sentences that speak of a guarantee or warranty (proseSentences). */
const guaranteeSentences = (index: DocIndex): Sentence[] => proseSentences(index, (s) => GUARANTEE_WORD.test(s));

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
      // (…nor a limit the vehicle is under for the guarantee to apply: "has travelled less than 160,000 km")
      const distances = [...text.matchAll(DISTANCE)].filter((m) => (!odo || m.index !== text.indexOf(odo[1])) && !LIMIT_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)));
      const withPeriod = distances.find((m) => m.index > months.index && /^[^.;\d]{0,24}$/.test(text.slice(months.index + months[0].length, m.index)));
      const stated = withPeriod ?? distances[0];
      return stated ? toInt(stated[1]) : null;
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
