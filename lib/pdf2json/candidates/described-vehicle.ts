// A vehicle described in one phrase, as an accounting system prints it on an invoice line or a note:
// "Used 2014 Mitsubishi Triton GLX+ Utility", "Trade-in: 2016 Mazda CX-5 Maxx Sport Reg ZOOM89". Its parts
// carry no labels; the phrase's shape names them: a condition, a model year, a make the make list knows,
// the model and its variant, a body type last. Read only for a vehicle whose labels left these parts empty.
import { segmentBox, type Line, type Segment } from "../layout/layout";
import { parseValue } from "../values";
import { parseVehicleWord } from "../values/vehicle-words";
import type { DocIndex, Found } from "./matcher";

export type DescribedVehicle = { condition: string | null; year: number; make: string; model: string | null; bodyType: string | null; registrationPlate: string | null };

const CONDITION_WORD = /^(?:new|used|demo|demonstrator|ex-demo|pre-owned)$/i;
const MODEL_YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
/** Where the description ends and its particulars begin ("… Utility | VIN …", "… Sport Reg ZOOM89"). */
const PARTICULAR = /^(?:vin|v\.i\.n\.?|reg|rego|registration|plate|engine|eng|motor|kms?|odo|odometer|stock|stk|colour|color|chassis|build|compliance|[|·•,–—-])(?:\/\p{L}+)?[.:#]?$/iu;
const PLATE_AFTER = /\b(?:reg(?:o|istration)?|plate)\.?(?:\s*no\.?)?\s*[:#–-]?\s*([A-Z0-9]{2,8})\b/i;
/** A trade-in's note or line: "Trade-in: …", "Less trade-in – …", "Trade in vehicle: …". */
export const TRADE_IN = /^\s*(?:less\s*:?\s*)?trade[\s-]*in(?:\s+vehicle)?(?:\s+allowance)?\s*[:–—-]?\s*/i;

/** The phrase read as a vehicle: a model year and a make at least ("2016 Mazda CX-5"); else null. */
export function describeVehicle(text: string): DescribedVehicle | null {
  const words = text.trim().split(/\s+/);
  let i = 0;
  const condition = CONDITION_WORD.test(words[i] ?? "") ? words[i++] : null;
  if (!MODEL_YEAR.test(words[i] ?? "")) return null;
  const year = Number(words[i++]);
  const two = words.slice(i, i + 2).join(" ");
  const make = (words.length - i >= 2 && parseVehicleWord("make", two)) || parseVehicleWord("make", words[i] ?? "");
  if (!make) return null;
  i += make.split(/\s+/).length;
  let end = i;
  while (end < words.length && !PARTICULAR.test(words[end])) end++;
  // (a comma ends the description too: "2021 Toyota RAV4 GX, Rego ZX61UA")
  const comma = words.slice(i, end).findIndex((w) => /[,;]$/.test(w));
  if (comma >= 0) end = i + comma + 1;
  const rest = words.slice(i, end).map((w) => w.replace(/[,;]$/, ""));
  let bodyType: string | null = null;
  for (const n of [2, 1]) {
    const tail = rest.length > n ? rest.slice(-n).join(" ") : "";
    if (tail && parseVehicleWord("bodyType", tail)) {
      bodyType = tail;
      rest.splice(-n);
      break;
    }
  }
  const plate = PLATE_AFTER.exec(words.slice(end).join(" "))?.[1] ?? null;
  return {
    condition: condition && (parseValue("condition", condition)?.value as string | undefined) ? condition : null,
    year,
    make,
    model: rest.length ? rest.join(" ") : null,
    bodyType,
    registrationPlate: plate && parseValue("plate", plate) ? plate : null,
  };
}

/**
 * A line's runs with those a word's space apart joined: a description goes on past a gap a layout may cut
 * ("LESS TRADE-IN 2021 Toyota RAV4 | GX, Rego ZX61UA"), never into the next cell's amount.
 */
function phrases(line: Line): Segment[] {
  const out: Segment[] = [];
  for (const s of line.segments) {
    const last = out[out.length - 1];
    if (last && s.x0 - last.x1 < PHRASE_GAP * Math.max(s.h, last.h) && !/^[-+(]?\s?(?:[$€£]|[A-Z]{3}\s)?\d/.test(s.text.trim())) out[out.length - 1] = { ...last, text: `${last.text} ${s.text}`, x1: s.x1 };
    else out.push(s);
  }
  return out;
}
const PHRASE_GAP = 2;

export type DescribedVehicles = { vehicle: { found: DescribedVehicle; at: Found } | null; tradeIn: { found: DescribedVehicle; at: Found } | null };

/**
 * The first phrase on the pages that describes a vehicle (the vehicle sold) and the first after a trade-in's
 * words (the trade-in). A phrase is one run of text: an invoice line's first line, a note.
 */
export function findDescribedVehicles(index: DocIndex): DescribedVehicles {
  const out: DescribedVehicles = { vehicle: null, tradeIn: null };
  for (const seg of index.layout.lines.flatMap(phrases)) {
    const trade = TRADE_IN.exec(seg.text);
    const text = trade ? seg.text.slice(trade[0].length) : seg.text;
    if (!trade && /\btrade/i.test(seg.text)) continue;
    const found = describeVehicle(text);
    if (!found) continue;
    const at: Found = { value: text.trim(), confidence: 0.7, page: seg.page, box: segmentBox(seg), label: trade ? trade[0].trim() : null, segments: [] };
    if (trade) out.tradeIn ??= { found, at };
    else out.vehicle ??= { found, at };
    if (out.vehicle && out.tradeIn) break;
  }
  // …or, in a letter's or recital's sentence, the vehicle an article introduces ("you purchased from us a 2021
  // Toyota HiLux SR5 (showing …"), its description ending at the first word in lower case
  if (!out.vehicle) {
    for (const seg of index.layout.lines.flatMap(phrases)) {
      const m = IN_SENTENCE.exec(seg.text);
      if (!m || /\btrad(?:e|ing)[\s-]*in\b/i.test(seg.text.slice(0, m.index + m[0].length))) continue;
      const rest = seg.text.slice(m.index + m[0].length).split(/\s+/);
      const stop = rest.findIndex((w, i) => i > 1 && (/^[\p{Ll}]+[,.;:]?$/u.test(w) || /^[(\[]/.test(w)));
      const text = (stop < 0 ? rest : rest.slice(0, stop)).join(" ").replace(/[,.;:]+$/, "");
      const found = describeVehicle(text);
      if (!found) continue;
      out.vehicle = { found, at: { value: text, confidence: 0.6, page: seg.page, box: segmentBox(seg), label: null, segments: [] } };
      break;
    }
  }
  return out;
}

/** An article before a model year and a capitalised word, inside a sentence: "… from us a 2021 Toyota …". */
const IN_SENTENCE = /\b(?:an?|the|your|one)\s+(?=(?:(?:new|used|demo)\s+)?(?:19[5-9]\d|20[0-4]\d)\s+\p{Lu})/iu;
