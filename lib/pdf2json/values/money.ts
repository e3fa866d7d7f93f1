// Money, plain numbers and currencies.
// Accepts printed amounts in both decimal conventions ("45,990.00", "45.990,00 €", "1 234,56 €" with
// narrow no-break spaces, Swiss "1'234.50"), a currency code, symbol or word before or after ("AUD 45,990",
// "A$45,990.00", "Fr. 12.50"), negatives as "-1,234.00", "(1,234.00)", "1,234.00 CR" or "1,234.00-", and a
// trailing tax note ("incl. GST"). Numbers are the same without currency but may carry a unit ("45,210 km").
// Rejects everything else that is printed with digits (percentages, dates, phone numbers, identifiers) so a
// wrong candidate fails its type. A lone "1,234" / "1.234" is read with the document's number format when
// known, else as thousands (the common reading) with lower confidence.

import type { NumberFormat, ParseContext } from "./index";
import { type Hit, hit, trimBounds } from "./text";

// ---- currencies ----------------------------------------------------------------------------------------

const CODES = [
  "AUD", "USD", "EUR", "GBP", "NZD", "CAD", "CHF", "JPY", "CNY", "HKD", "SGD", "INR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF",
  "RON", "BGN", "HRK", "ISK", "TRY", "ZAR", "BRL", "MXN", "ARS", "CLP", "COP", "KRW", "TWD", "THB", "MYR", "IDR", "PHP", "VND",
  "AED", "SAR", "QAR", "KWD", "ILS", "EGP", "RUB", "UAH", "NGN", "KES", "PKR", "LKR", "BDT", "FJD", "PGK", "XPF",
];
export const CURRENCY_CODES: ReadonlySet<string> = new Set(CODES);
const CODES_ALT = CODES.join("|");

/** Symbols that name one currency (the bare "$" and "kr" do not). */
const SYMBOL_CODE: Record<string, string> = {
  "A$": "AUD", "AU$": "AUD", "AUD$": "AUD", "US$": "USD", "U$S": "USD", "NZ$": "NZD", "CA$": "CAD", "C$": "CAD", "SG$": "SGD", "S$": "SGD",
  "HK$": "HKD", "R$": "BRL", "€": "EUR", "£": "GBP", "¥": "JPY", "円": "JPY", "元": "CNY", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY",
  "₪": "ILS", "฿": "THB", "₫": "VND", "₱": "PHP", "zł": "PLN", "Kč": "CZK", "Fr.": "CHF", "SFr.": "CHF", "Fr": "CHF", "SFr": "CHF",
  "Rs.": "INR", "Rs": "INR", "₨": "INR", RM: "MYR",
};
// Symbols as they may stand next to an amount ("$" and "kr" included: they are money, just not one currency)
// ("RM" is the ringgit only right before an amount: "RM 15.90")
const SYM_SRC = String.raw`AUD\$|AU\$|A\$|US\$|U\$S|NZ\$|CA\$|C\$|SG\$|S\$|HK\$|R\$|S?Fr\.?|Rs\.?|RM(?=\s?\d)|zł|Kč|kr\.?|[$€£¥円元₹₩₽₺₪฿₫₱₨]`;
const WORD_SRC = String.raw`[Ee]uros?|EUROS?|[Dd]ollars?|DOLLARS?`;
const CUR_SRC = String.raw`(?:(?:${CODES_ALT})(?![A-Za-z])|${SYM_SRC}|(?:${WORD_SRC})(?![A-Za-z]))`;

const CUR_START = new RegExp(CUR_SRC, "y");
const CUR_END = new RegExp(String.raw`(?<![A-Za-z])${CUR_SRC}$`);
const CR_END = new RegExp(String.raw`(?<![A-Za-z])(CR|DR|Cr|Dr|cr|dr)\.?$`);
const TAX_WORD = String.raw`(?:GST|VAT|TVA|MwSt|MWST|USt|IVA|BTW|TTC|HT|HST|PST|QST|tax(?:es)?)`;
const TAX_PRE = String.raw`(?:incl?|inc|including|included|inclusive|excl?|ex|excluding|excluded|exclusive|plus|inkl|exkl|zzgl|hors|avec|sans|con|sin|w\/?o|w\/)`;
const TAX_TAIL = new RegExp(
  String.raw`\s*\(?\s*(?:${TAX_PRE}\.?\s*)?${TAX_WORD}\.?(?:\s*(?:${TAX_PRE}|inclus[ea]?|compris)\.?)?\s*\)?$`,
  "i",
);

// ---- units (numbers only) ------------------------------------------------------------------------------

const UNITS = [
  "km", "kms", "kilometres", "kilometers", "klm", "mi", "miles", "m", "cm", "mm", "kg", "kgs", "g", "t", "tonnes", "tons", "l", "lt",
  "ltr", "litres", "liters", "ml", "cc", "kw", "kW", "hp", "ps", "nm", "Nm", "months", "month", "mths", "mth", "mos", "mo", "years",
  "year", "yrs", "yr", "weeks", "week", "wks", "days", "day", "hours", "hour", "hrs", "hr", "h", "min", "mins", "minutes", "sec",
  "seconds", "pcs", "pc", "pieces", "units", "unit", "items", "item", "x", "ea", "each", "doors", "seats", "cyl", "cylinders", "speed",
  "people", "persons", "pages", "sheets", "Monate", "Jahre", "mois", "ans", "meses", "años", "mesi", "anni", "maanden", "jaar", "Stk",
  "Stück", "pièces", "uds",
];
const UNIT_ALT = [...UNITS].sort((a, b) => b.length - a.length).join("|");
const UNIT_SRC = String.raw`(?:(?:${UNIT_ALT})\.?(?![\p{L}])|%|°)`;
const UNIT_END = new RegExp(String.raw`(?<=[\d\s])(?:(?:${UNIT_ALT})\.?|%|°)$`, "iu");

// ---- reading the digits --------------------------------------------------------------------------------

const CORE = /^\d[\d., ']*$/;
const DIGITS = /^\d+$/;
const SPACE_GROUPED = /^(\d{1,3}(?: \d{3})+)(?:([.,])(\d+))?$/;
const APOS_GROUPED = /^(\d{1,3}(?:'\d{3})+)(?:([.,])(\d+))?$/;
const POINT_FULL = /^(\d{1,3}(?:,\d{3})+)\.(\d+)$/;
const COMMA_FULL = /^(\d{1,3}(?:\.\d{3})+),(\d+)$/;
const COMMA_GROUPS = /^\d{1,3}(?:,\d{3})+$/;
const POINT_GROUPS = /^\d{1,3}(?:\.\d{3})+$/;
const SINGLE = /^(\d+)([.,])(\d+)$/;
const NON_DIGIT = /\D/g;

export type ReadNumber = {
  int: string;
  frac: string;
  /** Read with the common (thousands) reading of "1,234" without a known number format. */
  ambiguous: boolean;
  /** Read against the document's known number format ("12,50" on a point document). */
  contra: boolean;
  grouped: boolean;
  spaceGrouped: boolean;
  leadingZero: boolean;
};

const read = (int: string, frac: string, extra: Partial<ReadNumber> = {}): ReadNumber => ({
  int,
  frac,
  ambiguous: false,
  contra: false,
  grouped: false,
  spaceGrouped: false,
  leadingZero: int.length > 1 && int.charCodeAt(0) === 48,
  ...extra,
});

/** Digits with separators → integer and fraction digits, or null when the separators are not a number's. */
export function readNumber(core: string, format: NumberFormat | null | undefined): ReadNumber | null {
  if (DIGITS.test(core)) return read(core, "");
  if (!CORE.test(core)) return null;
  let m: RegExpExecArray | null;
  if (core.includes(" ")) {
    if (core.includes("'") || !(m = SPACE_GROUPED.exec(core))) return null;
    return read(m[1].replace(NON_DIGIT, ""), m[3] ?? "", { grouped: true, spaceGrouped: true });
  }
  if (core.includes("'")) {
    if (!(m = APOS_GROUPED.exec(core))) return null;
    return read(m[1].replace(NON_DIGIT, ""), m[3] ?? "", { grouped: true });
  }
  const comma = core.indexOf(",");
  const point = core.indexOf(".");
  if (comma >= 0 && point >= 0) {
    if ((m = POINT_FULL.exec(core))) return read(m[1].replace(NON_DIGIT, ""), m[2], { grouped: true, contra: format === "comma" });
    if ((m = COMMA_FULL.exec(core))) return read(m[1].replace(NON_DIGIT, ""), m[2], { grouped: true, contra: format === "point" });
    return null;
  }
  const sep = comma >= 0 ? "," : ".";
  if (core.indexOf(sep) !== core.lastIndexOf(sep)) {
    if (!(sep === "," ? COMMA_GROUPS : POINT_GROUPS).test(core)) return null;
    return read(core.replace(NON_DIGIT, ""), "", { grouped: true, contra: format === (sep === "," ? "comma" : "point") });
  }
  if (!(m = SINGLE.exec(core))) return null;
  const [, a, , b] = m;
  if (b.length === 3 && a.length <= 3 && !(a.length > 1 && a.charCodeAt(0) === 48) && a !== "0") {
    // "1,234" / "1.234": thousands or decimals?
    if (format) {
      const thousands = format === "point" ? "," : ".";
      return sep === thousands ? read(a + b, "", { grouped: true }) : read(a, b);
    }
    return read(a + b, "", { grouped: true, ambiguous: true });
  }
  // "12,50" / "3.14159" / "1234,567": the separator is the decimal one
  const thousandsOfFormat = format === "point" ? "," : format === "comma" ? "." : null;
  return read(a, b, { contra: sep === thousandsOfFormat });
}

/** Cents, rounded half up from the printed digits (no binary floating point on the way). */
function toCents(int: string, frac: string): number {
  const f = (frac + "00").slice(0, 2);
  let cents = Number(int) * 100 + Number(f);
  if (frac.length > 2 && frac.charCodeAt(2) >= 53) cents += 1;
  return cents;
}

// ---- whole-text parsers --------------------------------------------------------------------------------

/** `integer`: a count or reading (odometer), read as a number whose decimals cannot be three (below). */
type Mode = "money" | "number" | "integer";

/**
 * Reads `s` (already label-trimmed) as one amount. `end` of the hit excludes a trailing tax note or unit,
 * so the hit's text is the amount as printed.
 */
function parseAmount(s: string, ctx: ParseContext, mode: Mode): Hit | null {
  if (s.length === 0 || s.length > 80) return null;
  let j = s.length;
  if (mode === "money") {
    if (s.includes("%")) return null;
    const tax = TAX_TAIL.exec(s);
    if (tax && tax.index > 0) j = tax.index;
  } else {
    const unit = UNIT_END.exec(s);
    if (unit) j = unit.index;
  }
  [, j] = trimBounds(s, 0, j);
  const valueEnd = j;
  let i = 0;
  let openParen = false;
  let closeParen = false;
  let minus = 0;
  let currency = 0;
  let cr = false;
  for (let guard = 0; guard < 6; guard++) {
    while (i < j && s.charCodeAt(i) === 32) i++;
    const c = s[i];
    if (c === "(" && !openParen) {
      openParen = true;
      i++;
      continue;
    }
    if (c === "-" && minus === 0) {
      minus++;
      i++;
      continue;
    }
    CUR_START.lastIndex = i;
    const m = CUR_START.exec(s);
    if (m && i + m[0].length <= j) {
      if (mode !== "money") return null;
      if (++currency > 2) return null;
      i += m[0].length;
      continue;
    }
    break;
  }
  for (let guard = 0; guard < 6; guard++) {
    while (j > i && s.charCodeAt(j - 1) === 32) j--;
    const c = s[j - 1];
    if (c === ")" && !closeParen) {
      closeParen = true;
      j--;
      continue;
    }
    if (c === "-" && minus === 0 && j - 1 > i) {
      minus++;
      j--;
      continue;
    }
    if (j - i > 1 && !(c >= "0" && c <= "9")) {
      const tail = s.slice(i, j);
      let m = CR_END.exec(tail);
      if (m && !cr) {
        cr = true;
        if (m[1].toUpperCase() === "CR") minus++;
        j = i + m.index;
        continue;
      }
      m = CUR_END.exec(tail);
      if (m) {
        if (mode !== "money") return null;
        if (++currency > 2) return null;
        j = i + m.index;
        continue;
      }
    }
    break;
  }
  if (openParen !== closeParen || minus > 1 || (openParen && minus)) return null;
  const core = s.slice(i, j);
  if (!core || core.charCodeAt(core.length - 1) < 48 || core.charCodeAt(core.length - 1) > 57) return null;
  let r = readNumber(core, ctx.numberFormat);
  if (!r) return null;
  const negative = openParen || minus > 0;
  let confidence = 0.9;
  // "16.265" as an odometer reading, or "AUD 1.210" on a scan of a document whose amounts print cents: a
  // whole number has no decimals and an amount hardly ever three, so the separator is the thousands one
  // (a scan's recogniser reads a small comma as a full stop), whatever the document's format says
  if (r.frac.length === 3 && !r.grouped && r.int.length <= 3 && r.int !== "0" && !r.leadingZero && (mode === "integer" || (mode === "money" && ctx.scanned))) {
    r = { ...r, int: r.int + r.frac, frac: "", grouped: true };
    confidence = 0.7;
  }
  // "$45,990": three decimals are rare on money, so the thousands reading is the likelier one
  if (r.ambiguous) confidence = currency ? 0.8 : 0.75;
  if (r.contra) confidence = 0.7;
  if (r.leadingZero) {
    // "0412345678", "045 990": an identifier or a phone number, not an amount
    if (mode === "money" || r.grouped || r.int.length > 3) return null;
    confidence = Math.min(confidence, 0.7);
  }
  if (r.int.length > 15) return null;
  let value: number;
  if (mode === "money") {
    if (r.frac.length > 2) confidence = Math.min(confidence, 0.8);
    value = toCents(r.int, r.frac) / 100;
  } else {
    value = Number(r.frac ? `${r.int}.${r.frac}` : r.int);
  }
  if (!Number.isFinite(value)) return null;
  if (negative && value !== 0) value = -value;
  return hit(value, confidence, 0, valueEnd);
}

export const parseMoney = (s: string, ctx: ParseContext): Hit | null => parseAmount(s, ctx, "money");
export const parseNumber = (s: string, ctx: ParseContext): Hit | null => parseAmount(s, ctx, "number");
/** Counts written out in words, as contracts print periods: "Three (3) months", "twelve months". */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  eighteen: 18, "twenty-four": 24, "thirty-six": 36, "forty-eight": 48, sixty: 60,
};
/** "Three (3) months": the numeral in brackets restates the word before it. */
const WORD_THEN_NUMERAL = /^\s*([a-z]+(?:-[a-z]+)?)\s*\(\s*(\d{1,3})\s*\)/i;
const WORD_COUNT = /^\s*([a-z]+(?:-[a-z]+)?)\b(?=\s+\p{L})/iu;

export function parseInteger(s: string, ctx: ParseContext): Hit | null {
  const restated = WORD_THEN_NUMERAL.exec(s);
  if (restated && NUMBER_WORDS[restated[1].toLowerCase()] === Number(restated[2])) return hit(Number(restated[2]), 0.9, restated.index, restated.index + restated[0].length);
  const word = WORD_COUNT.exec(s);
  if (word && NUMBER_WORDS[word[1].toLowerCase()] !== undefined) return hit(NUMBER_WORDS[word[1].toLowerCase()], 0.8, word.index, word.index + word[0].length);
  const h = parseAmount(s, ctx, "integer");
  if (!h) return null;
  const v = Math.round(h.value as number);
  return { ...h, value: v === 0 ? 0 : v };
}

// ---- finding amounts inside text -----------------------------------------------------------------------

const NUM_SRC = String.raw`\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3})+|(?:'\d{3})+|(?: \d{3})+)(?!\d)(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const MONEY_FIND = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/#:'_+\-])` +
    String.raw`(?:\(\s?)?(?:-\s?)?(?:(${CUR_SRC})\s?)?(?:-\s?)?(?:\(\s?)?` +
    `(${NUM_SRC})` +
    String.raw`(?:\s?(${CUR_SRC}))?(?:\s?(?:CR|DR|Cr|Dr)(?![\p{L}]))?(?:-(?![\p{N}]))?(?:\s?\))?` +
    String.raw`(?![\p{L}\p{N}]|[.,/:'\-]\p{N}|\s?%)`,
  "gu",
);
const NUMBER_FIND = new RegExp(
  String.raw`(?<![\p{L}\p{N}\p{Sc}.,/#:'_+\-])(?:-\s?)?(${NUM_SRC})(?:\s?(${UNIT_SRC}))?(?![\p{L}\p{N}]|[.,/:'\-]\p{N})`,
  "giu",
);
const CURRENCY_SIGN = /\p{Sc}/u;
const CENTS = /[.,]\d{1,2}$/;
const UNIT_AFTER = new RegExp(String.raw`^\s?${UNIT_SRC}`, "iu");
const SEP_OR_DIGIT = /[.,']/;

const isDigitAt = (s: string, k: number) => {
  const c = s.charCodeAt(k);
  return c >= 48 && c <= 57;
};

/** A plain number standing next to another one ("2 45", "02 9876 5432") is part of something else. */
function isolated(s: string, start: number, end: number): boolean {
  if (start > 0 && isDigitAt(s, start - 1)) return false;
  if (start > 1 && s.charCodeAt(start - 1) === 32 && isDigitAt(s, start - 2)) return false;
  if (isDigitAt(s, end)) return false;
  if (s.charCodeAt(end) === 32 && isDigitAt(s, end + 1)) return false;
  return true;
}

type Spans = Array<[number, number]>;
const inSpans = (spans: Spans, a: number, b: number) => spans.some(([x, y]) => a < y && b > x);

/**
 * The first amount in `s`, by tiers: an amount with a currency or cents first, then one with thousands
 * separators, then a bare integer (only when it stands alone and is not part of a date, `dateSpans`).
 * A number followed by a unit ("45,210 km") is not an amount.
 */
export function findMoney(s: string, ctx: ParseContext, dateSpans: () => Spans): Hit | null {
  let grouped: Hit | null = null;
  let weak: Hit | null = null;
  MONEY_FIND.lastIndex = 0;
  for (let m = MONEY_FIND.exec(s); m; m = MONEY_FIND.exec(s)) {
    const start = m.index;
    const end = start + m[0].length;
    const hasCurrency = !!(m[1] || m[3]);
    const num = m[2];
    if ((num.includes(" ") && !hasCurrency && ctx.numberFormat !== "comma") || (!hasCurrency && UNIT_AFTER.test(s.slice(end, end + 14)))) {
      MONEY_FIND.lastIndex = start + 1;
      continue;
    }
    const h = parseAmount(m[0], ctx, "money");
    if (!h) {
      MONEY_FIND.lastIndex = start + 1;
      continue;
    }
    const found = hit(h.value, h.confidence, start, start + h.end);
    if (hasCurrency || CENTS.test(num)) return found;
    if (SEP_OR_DIGIT.test(num)) grouped ??= found;
    else if (!weak && isolated(s, start, end) && !inSpans(dateSpans(), start, end)) weak = { ...found, confidence: Math.min(h.confidence, 0.7) };
  }
  return grouped ?? weak;
}

const CUR_AFTER = new RegExp(String.raw`^ ?${CUR_SRC}`);
const CUR_BEFORE = new RegExp(String.raw`(?<![A-Za-z])${CUR_SRC} ?-?$`);

export function findNumber(s: string, ctx: ParseContext, dateSpans: () => Spans, mode: "number" | "integer" = "number"): Hit | null {
  NUMBER_FIND.lastIndex = 0;
  for (let m = NUMBER_FIND.exec(s); m; m = NUMBER_FIND.exec(s)) {
    const start = m.index;
    const end = start + m[0].length;
    const num = m[1];
    const unit = m[2];
    const retry = () => (NUMBER_FIND.lastIndex = start + 1);
    // "$ 45" / "45 AUD": money, not a number
    if (
      (start > 1 && s.charCodeAt(start - 1) === 32 && CURRENCY_SIGN.test(s[start - 2])) ||
      (start > 0 && CUR_BEFORE.test(s.slice(Math.max(0, start - 7), start))) ||
      (!unit && CUR_AFTER.test(s.slice(end, end + 8)))
    ) {
      retry();
      continue;
    }
    if (num.includes(" ") && !unit && ctx.numberFormat !== "comma") {
      retry();
      continue;
    }
    const h = parseAmount(m[0], ctx, mode);
    if (!h) {
      retry();
      continue;
    }
    const plain = !SEP_OR_DIGIT.test(num) && !unit;
    if (plain && (!isolated(s, start, end) || inSpans(dateSpans(), start, end))) continue;
    return hit(h.value, h.confidence, start, start + h.end);
  }
  return null;
}

// ---- number format of a document -----------------------------------------------------------------------

const EVIDENCE: Array<[RegExp, NumberFormat, number]> = [
  [/(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{1,2}(?![\d.,])/g, "comma", 3],
  [/(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d{1,2}(?![\d.,])/g, "point", 3],
  [/(?<![\d.,'])\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{2}(?![\d.,])/g, "comma", 2],
  [/(?<![\d.,'])\d{1,3}(?:'\d{3})+\.\d{2}(?![\d.,])/g, "point", 2],
  [/(?<![\d.,/-])\d+,\d{2}(?![\d.,/-])/g, "comma", 1],
  [/(?<![\d.,/-])\d+\.\d{2}(?![\d.,/-])/g, "point", 1],
  [/(?<![\d.,])\d{1,3}(?:,\d{3}){2,}(?![\d.,])/g, "point", 1],
  [/(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.,])/g, "comma", 1],
];

/** The decimal separator a document uses, from all its printed amounts; null without evidence or on a tie. */
export function detectNumberFormat(texts: string[]): NumberFormat | null {
  let point = 0;
  let comma = 0;
  for (const t of texts) {
    if (typeof t !== "string" || !t) continue;
    for (const [re, fmt, w] of EVIDENCE) {
      re.lastIndex = 0;
      let n = 0;
      while (re.exec(t)) n++;
      if (fmt === "point") point += n * w;
      else comma += n * w;
    }
  }
  if (point === comma) return null;
  return point > comma ? "point" : "comma";
}

// ---- currency ------------------------------------------------------------------------------------------

// Codes and symbols: case matters ("try" is not the Turkish lira). "Fr." and "Rs" only count next to digits.
const CUR_TOKEN = new RegExp(
  // (a code inside a plate or reference, "GBP71V", "EUR2024X", is none: digits then letters after it; nor a
  // code glued to a whole number and nothing more, a plate "HKD940" (an amount glued to its code has cents or
  // groups: "USD1,200.00"); nor a symbol glued to a word, a scan's E or C: "€xtras:")
  String.raw`(?<![A-Za-z])(${CODES_ALT})(?![A-Za-z])(?![\d.,]*\d[A-Za-z])(?!\d+(?![\d.,]))|(AUD\$|AU\$|A\$|US\$|U\$S|NZ\$|CA\$|C\$|SG\$|S\$|HK\$|R\$)|([€£¥円元₹₩₽₺₪฿₫₱₨]|zł|Kč)(?![A-Za-z])|((?<![A-Za-z])S?Fr\.?(?=\s?\d)|(?<=\d\s?)S?Fr\.(?![A-Za-z])|(?<![A-Za-z])Rs\.?(?=\s?[-−]?\d))`,
  "g",
);
const CUR_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:(australian\s+dollars?|aussie\s+dollars?)|(u\.?s\.?\s+dollars?|american\s+dollars?)|(new\s+zealand\s+dollars?)|(canadian\s+dollars?)|(singapore\s+dollars?)|(hong\s+kong\s+dollars?)|(euros?)|(pounds?\s+sterling|sterling|british\s+pounds?)|(japanese\s+yen|yen)|(indian\s+rupees?|rupees?)|(swiss\s+francs?|francs?\s+suisses?|schweizer\s+franken|franken)|(yuan|renminbi|rmb))(?![\p{L}])`,
  "giu",
);
const WORD_CODES = ["AUD", "USD", "NZD", "CAD", "SGD", "HKD", "EUR", "GBP", "JPY", "INR", "CHF", "CNY"];

type CurrencyToken = { code: string; start: number; end: number; explicit: boolean };

function currencyTokens(s: string, stopAtFirst: boolean): CurrencyToken[] {
  const out: CurrencyToken[] = [];
  CUR_TOKEN.lastIndex = 0;
  for (let m = CUR_TOKEN.exec(s); m; m = CUR_TOKEN.exec(s)) {
    const raw = m[0];
    const code = m[1] ?? SYMBOL_CODE[raw.trim()] ?? null;
    if (!code) continue;
    out.push({ code, start: m.index, end: m.index + raw.length, explicit: !!m[1] });
    if (stopAtFirst) break;
  }
  CUR_WORD.lastIndex = 0;
  for (let m = CUR_WORD.exec(s); m; m = CUR_WORD.exec(s)) {
    const k = m.findIndex((g, idx) => idx > 0 && g !== undefined);
    if (k > 0) out.push({ code: WORD_CODES[k - 1], start: m.index, end: m.index + m[0].length, explicit: false });
    if (stopAtFirst) break;
  }
  return out;
}

/**
 * The currency of a text: ISO codes win (the most frequent), then symbols and words that name one currency.
 * A bare "$" (or "dollars") names no single currency: null, the caller decides (an Australian document → AUD).
 */
export function detectCurrency(text: string): string | null {
  if (typeof text !== "string" || !text) return null;
  const tokens = currencyTokens(text, false);
  if (!tokens.length) return null;
  const explicit = tokens.filter((t) => t.explicit);
  const pool = explicit.length ? explicit : tokens;
  const counts = new Map<string, { n: number; first: number }>();
  for (const t of pool) {
    const c = counts.get(t.code);
    if (c) c.n++;
    else counts.set(t.code, { n: 1, first: t.start });
  }
  let best: string | null = null;
  let bestN = 0;
  let bestFirst = Infinity;
  for (const [code, { n, first }] of counts) {
    if (n > bestN || (n === bestN && first < bestFirst)) {
      best = code;
      bestN = n;
      bestFirst = first;
    }
  }
  return best;
}

/** The first currency named in the text. */
export function findCurrency(s: string): Hit | null {
  const tokens = currencyTokens(s, true);
  if (!tokens.length) return null;
  const t = tokens.reduce((a, b) => (b.start < a.start ? b : a));
  return hit(t.code, t.explicit ? 0.9 : 0.8, t.start, t.end);
}

const CODE_ONLY = /^[A-Za-z]{3}$/;

/** The whole text names a currency: "AUD", "eur", "€", "A$", "Swiss francs". */
export function parseCurrency(s: string): Hit | null {
  if (s.length > 40) return null;
  if (CODE_ONLY.test(s)) {
    const code = s.toUpperCase();
    return CURRENCY_CODES.has(code) ? hit(code, s === code ? 0.9 : 0.8, 0, s.length) : null;
  }
  const sym = SYMBOL_CODE[s];
  if (sym) return hit(sym, 0.9, 0, s.length);
  const h = findCurrency(s);
  return h && h.start === 0 && h.end === s.length ? h : null;
}
