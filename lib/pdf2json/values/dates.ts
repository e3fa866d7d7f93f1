// Dates and years.
// Dates: numeric (14/03/2025, 14-03-2025, 14.3.25, 2025-03-14, 2025/03/14) and with month names or
// abbreviations in English, German, French, Dutch, Spanish, Italian, the Nordic languages and Polish ("14 Mar 2025", "14th March 2025",
// "March 14, 2025", "Friday, 14 March 2025", "14. März 2025", "1er mars 2025", "14 de marzo de 2025"),
// optionally followed by a time. Output is ISO yyyy-mm-dd after checking the calendar (31/02 → null).
// Numeric dates are day first (Australian and European documents) unless the document is known to be
// month first or the second part cannot be a month. Two-digit years: 00–69 → 20xx, 70–99 → 19xx.
// Years: 1950–2100 alone, model years ("MY21"), financial years ("2021/22" → 2021); a date's year is not one.

import type { DateOrder, ParseContext } from "./index";
import { type Hit, hit } from "./text";

const MONTH_NAMES: Array<[number, string[]]> = [
  [1, ["january", "jan", "januar", "jänner", "jaenner", "jän", "janvier", "janv", "januari", "enero", "tammikuuta", "tammikuu", "stycznia", "styczeń", "ene", "gennaio", "gen"]],
  [2, ["february", "feb", "febr", "februar", "février", "fevrier", "févr", "fevr", "fév", "fev", "februari", "febrero", "helmikuuta", "helmikuu", "lutego", "luty", "febbraio"]],
  [3, ["march", "mar", "märz", "maerz", "marz", "mär", "mrz", "mars", "maart", "mrt", "marzo", "marts", "maaliskuuta", "maaliskuu", "marca", "marzec"]],
  [4, ["april", "apr", "avril", "avr", "abril", "abr", "aprile", "huhtikuuta", "huhtikuu", "kwietnia", "kwiecień"]],
  [5, ["may", "mai", "mei", "mayo", "maggio", "mag", "maj", "toukokuuta", "toukokuu", "maja"]],
  [6, ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "kesäkuuta", "kesäkuu", "czerwca", "czerwiec"]],
  [7, ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug", "heinäkuuta", "heinäkuu", "lipca", "lipiec"]],
  [8, ["august", "aug", "août", "aout", "augustus", "agosto", "ago", "augusti", "elokuuta", "elokuu", "sierpnia", "sierpień"]],
  [9, ["september", "sep", "sept", "septembre", "septiembre", "setiembre", "set", "settembre", "syyskuuta", "syyskuu", "września", "wrzesień"]],
  [10, ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "lokakuuta", "lokakuu", "października", "październik"]],
  [11, ["november", "nov", "novembre", "noviembre", "marraskuuta", "marraskuu", "listopada", "listopad"]],
  [12, ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic", "dicembre", "desember", "des", "joulukuuta", "joulukuu", "grudnia", "grudzień"]],
];
const MONTHS = new Map<string, number>();
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS.set(name, n);
const MONTH_ALT = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join("|");

const WEEKDAY_NAMES: Array<[number, string[]]> = [
  [0, ["sunday", "sun", "sonntag", "dimanche", "domingo", "domenica", "zondag"]],
  [1, ["monday", "mon", "montag", "lundi", "lunes", "lunedì", "lunedi", "maandag"]],
  [2, ["tuesday", "tue", "tues", "dienstag", "mardi", "martes", "martedì", "martedi", "dinsdag"]],
  [3, ["wednesday", "wed", "mittwoch", "mercredi", "miércoles", "miercoles", "mercoledì", "mercoledi", "woensdag"]],
  [4, ["thursday", "thu", "thur", "thurs", "donnerstag", "jeudi", "jueves", "giovedì", "giovedi", "donderdag"]],
  [5, ["friday", "fri", "freitag", "vendredi", "viernes", "venerdì", "venerdi", "vrijdag"]],
  [6, ["saturday", "sat", "samstag", "samedi", "sábado", "sabado", "sabato", "zaterdag"]],
];
const WEEKDAYS = new Map<string, number>();
for (const [n, names] of WEEKDAY_NAMES) for (const name of names) WEEKDAYS.set(name, n);
const WEEKDAY_ALT = [...WEEKDAYS.keys()].sort((a, b) => b.length - a.length).join("|");

const WD = String.raw`(?:(${WEEKDAY_ALT})\.?,?\s+)?`;
const MON = String.raw`(${MONTH_ALT})(?![\p{L}])\.?`;

// 14/03/2025 · 14-03-2025 · 14.03.2025 · 14.3.25 · 14 / 03 / 2025
const NUMERIC = /(?<![\d/.\-])(\d{1,2})(\s?[/.\-]\s?)(\d{1,2})\2(\d{4}|\d{2})(?!\d|[/.\-]\d)/g;
// 2025-03-14 · 2025/03/14 · 2025.03.14
const ISO = /(?<![\d/.\-])(\d{4})([/.\-])(\d{1,2})\2(\d{1,2})(?!\d|[/.\-]\d)/g;
// 14 Mar 2025 · 14-Mar-2025 · 14th March 2025 · Friday, 14 March 2025 · 14. März 2025 · 1er mars 2025 · 14 de marzo de 2025
const DAY_MONTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${WD}(\d{1,2})(?:st|nd|rd|th|er|e|º|°)?\.?(?:\s+de\s+|[\-/.]\s?|\s*)${MON}(?:,?\s+del?\s+|[\-/.]\s?|,?\s*)'?(\d{4}|\d{2})(?!\d)`,
  "giu",
);
// March 14, 2025 · Mar 14 2025 · Friday, March 14, 2025
const MONTH_DAY = new RegExp(String.raw`(?<![\p{L}\p{N}])${WD}${MON}\s*(\d{1,2})(?:st|nd|rd|th)?(?![\p{N}]),?\s+(\d{4})(?!\d)`, "giu");

/** What may follow a date in the same cell: a time, a zone. */
const TIME_TAIL = new RegExp(
  String.raw`^(?:,?\s*(?:at|um|à|a las|alle|om|@)?\s*|T)\d{1,2}(?:[:.h]\d{2})(?:[:.]\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?\s?m\.?|h|hrs|uhr)?(?:\s*(?:Z|[+\-]\d{2}:?\d{2}|UTC|GMT|AEST|AEDT|ACST|ACDT|AWST|NZST|NZDT|CET|CEST|BST))?\s*$`,
  "iu",
);

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A two-digit year is read within this many years ahead of today, else in the century before ("03/06/65" is 1965). */
const TWO_DIGIT_YEARS_AHEAD = 20;

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 2) return 2000 + n <= new Date().getFullYear() + TWO_DIGIT_YEARS_AHEAD ? 2000 + n : 1900 + n;
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function validDate(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]);
}

export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Day of week (0 = Sunday) of a valid date, without Date objects. */
function weekday(y: number, m: number, d: number): number {
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  if (m < 3) y -= 1;
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + t[m - 1] + d) % 7;
}

function named(y: number, m: number, d: number, weekdayName: string | undefined, start: number, end: number): Hit | null {
  if (!validDate(y, m, d)) return null;
  let confidence = 0.9;
  if (weekdayName) {
    const w = WEEKDAYS.get(weekdayName.toLowerCase());
    if (w !== undefined && w !== weekday(y, m, d)) confidence = 0.7;
  }
  return hit(isoDate(y, m, d), confidence, start, end);
}

type Matcher = (m: RegExpExecArray, ctx: ParseContext) => Hit | null;

const MATCHERS: Array<[RegExp, Matcher]> = [
  [
    NUMERIC,
    (m, ctx) => {
      const a = Number(m[1]);
      const b = Number(m[3]);
      const y = fullYear(m[4]);
      let day = a;
      let month = b;
      let confidence = 0.9;
      if (a > 12) {
        // only day first is possible
      } else if (b > 12) {
        day = b;
        month = a;
      } else if (ctx.dateOrder === "mdy") {
        day = b;
        month = a;
      } else if (!ctx.dateOrder && a !== b) confidence = 0.75;
      if (!validDate(y, month, day)) return null;
      return hit(isoDate(y, month, day), confidence, m.index, m.index + m[0].length);
    },
  ],
  [
    ISO,
    (m) => {
      const y = Number(m[1]);
      const mo = Number(m[3]);
      const d = Number(m[4]);
      return validDate(y, mo, d) ? hit(isoDate(y, mo, d), 0.9, m.index, m.index + m[0].length) : null;
    },
  ],
  [
    DAY_MONTH,
    (m) => {
      const month = MONTHS.get(m[3].toLowerCase());
      if (!month) return null;
      return named(fullYear(m[4]), month, Number(m[2]), m[1], m.index, m.index + m[0].length);
    },
  ],
  [
    MONTH_DAY,
    (m) => {
      const month = MONTHS.get(m[2].toLowerCase());
      if (!month) return null;
      return named(Number(m[4]), month, Number(m[3]), m[1], m.index, m.index + m[0].length);
    },
  ],
];

function firstOf(re: RegExp, fn: Matcher, s: string, ctx: ParseContext, from: number): Hit | null {
  re.lastIndex = from;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const h = fn(m, ctx);
    if (h) return h;
    re.lastIndex = m.index + 1;
  }
  return null;
}

const HAS_DIGIT = /\d/;

/** The first date in the text (the earliest by position). */
export function findDate(s: string, ctx: ParseContext): Hit | null {
  if (!HAS_DIGIT.test(s)) return null;
  let best: Hit | null = null;
  for (const [re, fn] of MATCHERS) {
    const h = firstOf(re, fn, s, ctx, 0);
    if (h && (!best || h.start < best.start || (h.start === best.start && h.end > best.end))) best = h;
  }
  return best;
}

/** Every date in the text, as [start, end) spans (to keep their numbers from being read as other values). */
export function dateSpans(s: string, ctx: ParseContext): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!HAS_DIGIT.test(s)) return out;
  for (const [re, fn] of MATCHERS) {
    re.lastIndex = 0;
    for (let m = re.exec(s); m; m = re.exec(s)) {
      const h = fn(m, ctx);
      if (h) out.push([h.start, h.end]);
      else re.lastIndex = m.index + 1;
    }
  }
  return out;
}

/** The whole text is a date, possibly followed by a time. */
export function parseDate(s: string, ctx: ParseContext): Hit | null {
  if (s.length > 80) return null;
  // "August 3 , 2014": some producers put a space before the comma.
  const t = s.replace(/\s+,/g, ",");
  const h = findDate(t, ctx);
  if (!h || h.start !== 0) return null;
  const whole = t === s ? h : { ...h, end: s.length };
  if (h.end === t.length) return whole;
  return TIME_TAIL.test(t.slice(h.end)) || YEAR_WORD.test(t.slice(h.end)) ? whole : null;
}

/** The year's word after a date: Polish "30.11.2026 r." (roku). */
const YEAR_WORD = /^\s+r\.?\s*$/;

// ---- years ---------------------------------------------------------------------------------------------

const YEAR_WHOLE = /^(?:[Mm][Yy]\s?-?'?(\d{4}|\d{2})|(\d{4})(?:\s?[/\-]\s?(\d{4}|\d{2}))?)$/;
const YEAR_FIND = /(?<![\p{L}\p{N}/.\-])(?:[Mm][Yy]\s?-?'?(\d{4}|\d{2})|(\d{4})(?:\s?[/\-]\s?(\d{4}|\d{2}))?)(?![\p{L}\p{N}]|[/.\-:,]\p{N})/gu;

const POSTCODE_BEFORE = /(?<![A-Za-z])(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s$/;
const inYearRange = (y: number) => y >= 1950 && y <= 2100;

function yearOf(m: RegExpExecArray): { year: number; confidence: number } | null {
  if (m[1] !== undefined) {
    const y = m[1].length === 2 ? fullYear(m[1]) : Number(m[1]);
    return inYearRange(y) ? { year: y, confidence: 0.9 } : null;
  }
  const y = Number(m[2]);
  if (!inYearRange(y)) return null;
  if (m[3] !== undefined) {
    // "2021/22", "2021-2022": a financial or model year span, the next year must follow
    const next = m[3].length === 2 ? (y + 1) % 100 : y + 1;
    if (Number(m[3]) !== next) return null;
    return { year: y, confidence: 0.85 };
  }
  return { year: y, confidence: 0.9 };
}

export function parseYear(s: string): Hit | null {
  const m = YEAR_WHOLE.exec(s);
  if (!m) return null;
  const r = yearOf(m);
  return r ? hit(r.year, r.confidence, 0, s.length) : null;
}

/** The first year in the text that is not part of a date. */
export function findYear(s: string, spans: () => Array<[number, number]>): Hit | null {
  YEAR_FIND.lastIndex = 0;
  for (let m = YEAR_FIND.exec(s); m; m = YEAR_FIND.exec(s)) {
    const start = m.index;
    const end = start + m[0].length;
    const r = yearOf(m);
    if (!r) {
      YEAR_FIND.lastIndex = start + 1;
      continue;
    }
    if (spans().some(([a, b]) => start < b && end > a)) continue;
    // "Sydney NSW 2000": an Australian postcode, not a year
    if (m[2] !== undefined && POSTCODE_BEFORE.test(s.slice(Math.max(0, start - 6), start))) continue;
    return hit(r.year, r.confidence, start, end);
  }
  return null;
}

// ---- date order of a document --------------------------------------------------------------------------

const SLASH_DATE = /(?<![\d/.\-])(\d{1,2})([/.\-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/g;

/** Any numeric date with a first part > 12 → dmy; with a second part > 12 → mdy; the majority wins; else null. */
export function detectDateOrder(texts: string[]): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const t of texts) {
    if (typeof t !== "string" || !t) continue;
    SLASH_DATE.lastIndex = 0;
    for (let m = SLASH_DATE.exec(t); m; m = SLASH_DATE.exec(t)) {
      const a = Number(m[1]);
      const b = Number(m[3]);
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dmy++;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) mdy++;
    }
  }
  if (dmy === mdy) return texts.some((t) => typeof t === "string" && US_DOCUMENT.test(t)) ? "mdy" : null;
  return dmy > mdy ? "dmy" : "mdy";
}

/** A document from the United States, where dates are month first: a "City, ST 12345" address, US dollars, a federal tax id. */
const US_DOCUMENT = /,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\bUS\$|\bUSD\b|\bEIN\b|\bFederal Tax ID\b/;
