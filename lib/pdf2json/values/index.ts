// Typed values: what the extraction engine calls to turn printed text into JSON values.
// Every parser takes printed text and answers null when the text is not that kind of value, so the engine
// can reject a wrong candidate (a candidate that fails its type is not taken). `parseValue` reads the whole
// text (after label punctuation such as ": "), `findValue` the first value of the type inside longer text.
// Parsers are pure, never throw, and use only regular expressions compiled once at load.

import { parseCheckboxes, parseBoolean, findBoolean } from "./checkboxes";
import { findCondition, parseCondition } from "./condition";
import { parseRegistrationKind } from "./registration-kind";
import { findEmail, findPhone, parseEmail, parsePhone } from "./contact";
import { parseName } from "./name";
import { dateSpans, detectDateOrder, findDate, findYear, parseDate, parseYear } from "./dates";
import {
  findAbn, findAcn, findBsb, findIban, findLicence, findPlate, findRef, findVatId, findVin,
  parseAbn, parseAcn, parseBsb, parseIban, parseLicence, parsePlate, parseRef, parseVatId, parseVin, scannedWmi,
} from "./identifiers";
import { detectCurrency, detectNumberFormat, findCurrency, findMoney, findNumber, parseCurrency, parseInteger, parseMoney, parseNumber } from "./money";
import { type Hit, labelBounds, normalise, parseStringValue, repairScannedWords } from "./text";
import { repairScannedMake } from "./vehicle-words";

export type ValueType =
  | "string" | "text" | "money" | "number" | "integer" | "year" | "date" | "boolean" | "vin" | "abn" | "acn" | "bsb" | "plate"
  | "licence" | "email" | "phone" | "ref" | "iban" | "vatId" | "currency"
  /** New, used or demonstrator (a closed vocabulary in six languages). */
  | "condition"
  /** New registration, transfer, re-registration or renewal (a closed vocabulary). */
  | "registrationKind"
  /** A person's or organisation's name: a string that is no date, amount, phone, address on the web or sentence. */
  | "name";
/** The decimal separator of the document. */
export type NumberFormat = "point" | "comma";
/** How slash dates are read. */
export type DateOrder = "dmy" | "mdy";
/** `scanned`: the text was recognised on a scan, so a value's shape may settle a recogniser's confusion. */
export type ParseContext = { numberFormat?: NumberFormat | null; dateOrder?: DateOrder | null; scanned?: boolean };
/** `text`: the part of the input that was the value (a substring of the input). */
export type Parsed = { value: unknown; confidence: number; text: string };

export { detectNumberFormat, detectDateOrder, detectCurrency, parseCheckboxes };
export { BOX_FIRST, BOX_ANYWHERE } from "./checkboxes";
export { hasDealerLicencePrefix, isLicencePrefix } from "./identifiers";

const EMPTY: ParseContext = {};

type WholeParser = (s: string, ctx: ParseContext) => Hit | null;

const WHOLE: Record<Exclude<ValueType, "string" | "text" | "name">, WholeParser> = {
  money: parseMoney,
  number: parseNumber,
  integer: parseInteger,
  year: (s) => parseYear(s),
  // a full stop after the year ends a sentence or is a speck ("September 16, 2025.")
  date: (s, ctx) => parseDate(s, ctx) ?? (/\d\.$/.test(s) ? parseDate(s.slice(0, -1), ctx) : null),
  boolean: (s) => parseBoolean(s),
  vin: (s, ctx) => withScannedWmi(parseVin(s), ctx.scanned),
  abn: (s) => parseAbn(s),
  acn: (s) => parseAcn(s),
  bsb: (s) => parseBsb(s),
  plate: (s, ctx) => parsePlate(s, ctx.scanned),
  licence: (s, ctx) => parseLicence(s, ctx.scanned),
  email: (s, ctx) => parseEmail(s, ctx.scanned),
  phone: (s, ctx) => parsePhone(s, ctx.scanned),
  ref: (s) => parseRef(s),
  iban: (s) => parseIban(s),
  vatId: (s) => parseVatId(s),
  currency: (s) => parseCurrency(s),
  condition: (s) => parseCondition(s),
  registrationKind: (s) => parseRegistrationKind(s),
};

/** A scanned VIN with its manufacturer code's look-alike glyph undone (identifiers.ts scannedWmi), less sure. */
function withScannedWmi(h: Hit | null, scanned?: boolean): Hit | null {
  if (!h || !scanned || typeof h.value !== "string") return h;
  const vin = scannedWmi(h.value);
  return vin === h.value ? h : { ...h, value: vin, confidence: Math.min(h.confidence, 0.7) };
}

const MAX_INPUT = 20_000;
const DOLLAR_FOR_S = /^S?\$(?=\d{4,}$)/;
const EURO_FOR_C = /^C?€(?=\d{4,}$)/;
const POUND_FOR_E = /^E?£(?=\d{4,}$)/;
/** A numbered clause of a contract's terms: "6. Cooling-off. Where the Purchaser …". */
const NUMBERED_CLAUSE = /^\d{1,2}[.,)]\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}[.,:]\s+\p{Lu}\p{Ll}*(?:\s+\p{L}+){2,}/u;

// A scan's figures: a space after a thousands comma ("113, 007"), a decimal mark read as the thousands mark
// ("$51,300,08" on a page that writes "51,300.08"), a speck read as a stop after the figure ("2023.")
const SPACED_GROUP = /(?<![\d,.])(\d{1,3}),\s(\d{3})(?![\d,])/g;
const COMMA_FOR_POINT = /(?<![\d,.])(\d{1,3}(?:,\d{3})+),(\d{2})(?![\d,.])/;
const POINT_FOR_COMMA = /(?<![\d,.])(\d{1,3}(?:\.\d{3})+)\.(\d{2})(?![\d,.])/;
const SPECK_AFTER_FIGURE = /(?:\d|(?<![\p{L}])[A-Z]{3})[.,;:]$/u; // (or after its currency code: "$3,348.18 AUD.")
// …and an amount's decimal mark read as a colon ("$2,190:00"): after three digits or a thousands group, never
// a time's ("12:30")
const COLON_FOR_DECIMAL = /(?<=(?:\d{3}|\d[,.]\d{3})):(?=\d{2}(?![\d:]))/;

// …and an amount's decimal mark lost to a gap ("GBP 783 51" on a till slip): two digits after a space end no
// thousands group, so they are the cents
const GAP_FOR_DECIMAL = /(?<![\d,.]|\d\s)(\d{1,3}(?:[,.]\d{3})*)\s(\d{2})\s*$/;

// …or read as a dash after a thousands group ("1,500 -00" in a monospace print-out)
const DASH_FOR_DECIMAL = /(?<![\d,.])(\d{1,3}(?:[,.]\d{3})+)\s?[-–](\d{2})\s*$/;

function scannedFigure(text: string, type: ValueType, ctx: ParseContext): string {
  const out = text.replace(SPACED_GROUP, "$1,$2");
  if (type !== "money") return out;
  const comma = ctx.numberFormat === "comma";
  const marked = out.replace(COLON_FOR_DECIMAL, comma ? "," : ".").replace(GAP_FOR_DECIMAL, comma ? "$1,$2" : "$1.$2").replace(DASH_FOR_DECIMAL, comma ? "$1,$2" : "$1.$2");
  return comma ? marked.replace(POINT_FOR_COMMA, "$1,$2") : marked.replace(COMMA_FOR_POINT, "$1.$2");
}

/** The whole text (after label punctuation like ": " and trailing units or tax notes) is a value of this type. */
export function parseValue(type: ValueType, text: string, ctx?: ParseContext): Parsed | null {
  try {
    if (typeof text !== "string" || !text || text.length > MAX_INPUT) return null;
    if (type === "string" || type === "text") {
      const h = parseStringValue(text, type === "text");
      // a code's S read as "$" by a recogniser ("$21408" for stock number S21408): a plain string field's
      // value is no amount (an amount's field is typed money); only "$" and four digits or more, nothing else
      // …nor a C read as "€" ("€044238" for contract C044238), nor an E as "£" ("£2115" for entry E2115), or
      // read twice, as itself and as its look-alike ("S$41708", "C€823851")
      let value = type === "string" && typeof h?.value === "string" ? h.value.replace(DOLLAR_FOR_S, "S").replace(EURO_FOR_C, "C").replace(POUND_FOR_E, "E") : h?.value;
      // a numbered clause of the terms ("6. Cooling-off. Where the Purchaser …") is prose under a heading
      // the label matched ("Conditions of Contract"), never a field's one-line value
      if (type === "string" && typeof value === "string" && NUMBERED_CLAUSE.test(value)) return null;
      if (ctx?.scanned && typeof value === "string") value = repairScannedMake(repairScannedWords(value, type === "text"));
      return h && { value, confidence: h.confidence, text: text.slice(h.start, h.end) };
    }
    if (type === "name") {
      const c = ctx ?? EMPTY;
      const h = parseName(text, { date: (t) => parseDate(normalise(t), c), money: (t) => parseMoney(normalise(t), c), phone: (t) => parsePhone(normalise(t)) });
      const value = c.scanned && typeof h?.value === "string" ? repairScannedWords(h.value) : h?.value;
      return h && { value, confidence: h.confidence, text: text.slice(h.start, h.end) };
    }
    const parse = WHOLE[type];
    if (!parse) return null;
    // a scan's figure repaired (scannedFigure), and without a speck's stop after it
    const numeric = type === "money" || type === "number" || type === "integer" || type === "year";
    const norm = normalise(ctx?.scanned && numeric ? scannedFigure(text, type, ctx) : text);
    const [a, b] = labelBounds(norm);
    if (a >= b) return null;
    let h = parse(norm.slice(a, b), ctx ?? EMPTY);
    if (!h && ctx?.scanned && numeric && SPECK_AFTER_FIGURE.test(norm.slice(a, b))) h = parse(norm.slice(a, b - 1), ctx);
    return h && { value: h.value, confidence: h.confidence, text: text.slice(a + h.start, a + h.end) };
  } catch {
    return null;
  }
}

/** The first value of this type inside longer text ("Invoice date 14 Mar 2025 Due …"). */
export function findValue(type: ValueType, text: string, ctx?: ParseContext): Parsed | null {
  try {
    if (typeof text !== "string" || !text || text.length > MAX_INPUT) return null;
    if (type === "string" || type === "text" || type === "name") return parseValue(type, text, ctx);
    const c = ctx ?? EMPTY;
    const s = normalise(text);
    let spans: Array<[number, number]> | null = null;
    const lazySpans = () => (spans ??= dateSpans(s, c));
    let h: Hit | null;
    switch (type) {
      case "money":
        h = findMoney(s, c, lazySpans);
        break;
      case "number":
        h = findNumber(s, c, lazySpans);
        break;
      case "integer": {
        h = findNumber(s, c, lazySpans, "integer");
        if (h) {
          const v = Math.round(h.value as number);
          h = { ...h, value: v === 0 ? 0 : v };
        }
        break;
      }
      case "year":
        h = findYear(s, lazySpans);
        break;
      case "date":
        h = findDate(s, c);
        break;
      case "boolean":
        h = findBoolean(s);
        break;
      case "vin":
        h = withScannedWmi(findVin(s), c.scanned);
        break;
      case "abn":
        h = findAbn(s);
        break;
      case "acn":
        h = findAcn(s);
        break;
      case "bsb":
        h = findBsb(s);
        break;
      case "plate":
        h = findPlate(s, c.scanned);
        break;
      case "licence":
        h = findLicence(s, c.scanned);
        break;
      case "email":
        h = findEmail(s);
        break;
      case "phone":
        h = findPhone(s, c.scanned);
        break;
      case "ref":
        h = findRef(s);
        break;
      case "iban":
        h = findIban(s);
        break;
      case "vatId":
        h = findVatId(s);
        break;
      case "currency":
        h = findCurrency(s);
        break;
      case "condition":
        h = findCondition(s);
        break;
      case "registrationKind":
        h = parseRegistrationKind(s);
        break;
      default:
        return null;
    }
    return h && { value: h.value, confidence: h.confidence, text: text.slice(h.start, h.end) };
  } catch {
    return null;
  }
}
