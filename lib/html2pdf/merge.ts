// Handlebars merge. Each compiled template is cached (stored templates per template version, inline
// HTML by content hash) so a hot template is parsed once per process. Errors are turned into 400s whose
// message names the Handlebars problem and its line, or the field a helper could not format.
import crypto from "node:crypto";
import Handlebars from "handlebars";

type CompileOptions = Parameters<typeof Handlebars.compile>[1];
import { invalidRequest } from "@/lib/api/errors";

type Loc = { start: { line: number; column: number }; end: { line: number; column: number } };
type HelperOptions = { hash: Record<string, unknown>; loc?: Loc; name?: string; ids?: unknown[]; data?: { root?: unknown } };

export const DEFAULT_LOCALE = "en-AU";

export class MergeError extends Error {
  constructor(message: string, readonly line?: number, readonly field?: string) {
    super(message);
  }
}

const hb = Handlebars.create();

/** The expression the helper was called from, e.g. `{{formatCurrency order.total "AUD"}}`, for messages. */
function where(options: HelperOptions): { line?: number; text: string } {
  return { line: options.loc?.start.line, text: options.name ?? "helper" };
}

function helperError(options: HelperOptions, helper: string, problem: string): MergeError {
  const at = where(options);
  // With trackIds the helper learns the path of its first argument, e.g. "order.total".
  const field = typeof options.ids?.[0] === "string" ? (options.ids[0] as string) : undefined;
  return new MergeError(`${helper}${field ? ` of field "${field}"` : ""}: ${problem}${at.line ? ` (line ${at.line})` : ""}.`, at.line, field);
}

// Building an Intl formatter costs far more than using one (an invoice calls these helpers a dozen
// times per render), so formatters are kept per locale and currency or time zone. Bounded: the keys come
// from templates and data.
function memoised<T>(make: (key: string) => T, max = 1000): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let v = made.get(key);
    if (v === undefined) {
      v = make(key); // may throw (unknown locale, currency or time zone): nothing is stored
      if (made.size >= max) made.clear();
      made.set(key, v);
    }
    return v;
  };
}
const currencyFormats = memoised((key) => {
  const [locale, currency] = key.split("\u0000");
  return new Intl.NumberFormat(locale, { style: "currency", currency });
});
const currencyFormat = (locale: string, currency: string) => currencyFormats(`${locale}\u0000${currency}`);
const dateStyleFormats = memoised((key) => {
  const [locale, style, timeZone] = key.split("\u0000");
  return new Intl.DateTimeFormat(locale, { dateStyle: style as "short" | "medium" | "long" | "full", timeZone });
});
const datePartFormats = memoised(
  (timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", weekday: "short" }),
);

hb.registerHelper("formatCurrency", function (this: unknown, ...args: unknown[]) {
  const options = args.pop() as HelperOptions;
  const [value, currencyArg] = args;
  const currency = (currencyArg ?? options.hash.currency ?? "AUD") as unknown;
  const locale = String(options.hash.locale ?? DEFAULT_LOCALE);
  if (value === undefined || value === null || value === "") throw helperError(options, "formatCurrency", "the value is missing");
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw helperError(options, "formatCurrency", `${JSON.stringify(value)} is not a number`);
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) throw helperError(options, "formatCurrency", `${JSON.stringify(currency)} is not a three-letter currency code`);
  try {
    return currencyFormat(locale, currency.toUpperCase()).format(n);
  } catch (error) {
    throw helperError(options, "formatCurrency", (error as Error).message);
  }
});

const MONTHS_CACHE = new Map<string, { long: string[]; short: string[]; days: string[]; daysShort: string[] }>();
function names(locale: string) {
  let n = MONTHS_CACHE.get(locale);
  if (!n) {
    const month = (m: number, style: "long" | "short") => new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" }).format(Date.UTC(2021, m, 1));
    const day = (d: number, style: "long" | "short") => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(Date.UTC(2021, 1, d + 7)); // 2021-02-07 is a Sunday
    n = {
      long: [...Array(12).keys()].map((m) => month(m, "long")),
      short: [...Array(12).keys()].map((m) => month(m, "short")),
      days: [...Array(7).keys()].map((d) => day(d, "long")),
      daysShort: [...Array(7).keys()].map((d) => day(d, "short")),
    };
    MONTHS_CACHE.set(locale, n);
  }
  return n;
}

const STYLES = ["short", "medium", "long", "full"] as const;

/** Formats with tokens YYYY YY MMMM MMM MM M DD D dddd ddd HH H hh h mm ss A, or a style name. */
export function formatDateValue(date: Date, format: string, locale: string, timeZone: string): string {
  if ((STYLES as readonly string[]).includes(format)) {
    return dateStyleFormats(`${locale}\u0000${format}\u0000${timeZone}`).format(date);
  }
  const parts = Object.fromEntries(
    datePartFormats(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const y = Number(parts.year), mo = Number(parts.month), d = Number(parts.day), h = Number(parts.hour) % 24, mi = Number(parts.minute), s = Number(parts.second);
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday);
  const pad = (v: number, n = 2) => String(v).padStart(n, "0");
  const n = names(locale);
  const tokens: Record<string, () => string> = {
    YYYY: () => String(y), YY: () => pad(y % 100), MMMM: () => n.long[mo - 1], MMM: () => n.short[mo - 1], MM: () => pad(mo), M: () => String(mo),
    dddd: () => n.days[wd], ddd: () => n.daysShort[wd], DD: () => pad(d), D: () => String(d),
    HH: () => pad(h), H: () => String(h), hh: () => pad(h % 12 || 12), h: () => String(h % 12 || 12), mm: () => pad(mi), ss: () => pad(s), A: () => (h < 12 ? "AM" : "PM"),
  };
  // [text] is literal, as in moment/dayjs.
  return format.replace(/\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|dddd|ddd|DD|D|HH|H|hh|h|mm|ss|A/g, (m, literal) => (literal !== undefined ? literal : tokens[m]()));
}

hb.registerHelper("formatDate", function (this: unknown, ...args: unknown[]) {
  const options = args.pop() as HelperOptions;
  const [value, formatArg] = args;
  const format = typeof formatArg === "string" ? formatArg : "D MMMM YYYY";
  const locale = String(options.hash.locale ?? DEFAULT_LOCALE);
  const timeZone = String(options.hash.timeZone ?? options.hash.tz ?? "UTC");
  if (value === undefined || value === null || value === "") throw helperError(options, "formatDate", "the value is missing");
  const date = value instanceof Date ? value : typeof value === "number" ? new Date(value) : typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw helperError(options, "formatDate", `${JSON.stringify(value)} is not a date (use ISO 8601, e.g. "2024-03-31")`);
  try {
    return formatDateValue(date, format, locale, timeZone);
  } catch (error) {
    throw helperError(options, "formatDate", (error as Error).message);
  }
});

// An unknown helper called with arguments would otherwise be a bare "Missing helper" without a line.
hb.registerHelper("helperMissing", function (...args: unknown[]) {
  const options = args.pop() as HelperOptions;
  if (args.length === 0) return undefined; // a plain missing field renders empty
  const line = options.loc?.start.line;
  throw new MergeError(`there is no helper called "${options.name}" (available: formatCurrency, formatDate and the Handlebars built-ins)${line ? ` (line ${line})` : ""}.`, line);
});

type Compiled = (data: unknown) => string;
const MAX_CACHED = 500;
const cache = new Map<string, Compiled>();

function lineOf(message: string): number | undefined {
  const m = /line (\d+)/i.exec(message);
  return m ? Number(m[1]) : undefined;
}

/** Parses the template and throws a MergeError naming the Handlebars problem and line. */
export function checkTemplateSyntax(source: string): void {
  try {
    hb.parse(source);
  } catch (error) {
    const raw = (error as Error).message;
    const line = lineOf(raw);
    const detail = raw.replace(/^Parse error on line \d+:/, "").replace(/Expecting [^]*?, got/, "got").replace(/\n+/g, " ").trim();
    throw new MergeError(`Handlebars syntax error${line ? ` on line ${line}` : ""}: ${detail}`, line);
  }
}

function compiled(source: string, cacheKey?: string): Compiled {
  const key = cacheKey ?? `sha1:${crypto.createHash("sha1").update(source).digest("hex")}`;
  let fn = cache.get(key);
  if (fn) {
    cache.delete(key); // move to the back: least recently used goes first
    cache.set(key, fn);
    return fn;
  }
  checkTemplateSyntax(source);
  const template = hb.compile(source, { trackIds: true } as CompileOptions);
  fn = (data) => template(data);
  cache.set(key, fn);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return fn;
}

/**
 * Merges `data` into `source`. `cacheKey` identifies an immutable source (a template version id);
 * without it the source's hash is used. Without data, fields render empty and blocks are skipped.
 */
export function mergeTemplate(source: string, data: unknown, cacheKey?: string): string {
  const fn = compiled(source, cacheKey);
  try {
    return fn(data ?? {});
  } catch (error) {
    if (error instanceof MergeError) throw error;
    const raw = (error as Error).message;
    const line = lineOf(raw);
    throw new MergeError(`Template merge failed: ${raw.replace(/\n+/g, " ").trim()}`, line);
  }
}

export function cachedTemplateCount(): number {
  return cache.size;
}

/** Runs a merge and converts its error into the API's 400 (the message names the field or line). */
export function mergeOr400(what: string, source: string, data: unknown, cacheKey?: string): string {
  try {
    return mergeTemplate(source, data, cacheKey);
  } catch (error) {
    if (error instanceof MergeError) throw invalidRequest(`${what}: ${error.message}`, { merge_error: { where: what, line: error.line ?? null, field: error.field ?? null } });
    throw error;
  }
}

// `{{page}}` and `{{pages}}` in a header or footer become Chromium's page-number placeholders. They are
// swapped before the merge so that data fields named page/pages cannot shadow them.
export function pageNumberPlaceholders(source: string): string {
  return source.replace(/\{\{\s*page\s*\}\}/g, '<span class="pageNumber"></span>').replace(/\{\{\s*pages\s*\}\}/g, '<span class="totalPages"></span>');
}
