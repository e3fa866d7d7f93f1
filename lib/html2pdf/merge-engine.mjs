// @ts-check
// The Handlebars merge of html2pdf: the helpers, the compiled-template cache, and the budget that bounds
// a merge's output and time. It runs inside the merge worker threads (merge-worker.mjs, merge-pool.ts) and,
// when no worker can be started, in process. Plain JavaScript (types in merge-engine.d.mts) because a worker
// thread runs this file as it is under Vitest and tsx; Next bundles it, and the worker, for production.
//
// Why a budget at all: a template is a program. `{{#each a}}{{#each ../a}}{{@root.s}}{{/each}}{{/each}}`
// with 500 items and a 1,000-character string is a 2 KB request that builds 250 MB; nested loops over a
// few thousand items keep a core busy for half a minute. So every merge carries a budget:
//  - output: every piece of text a template appends (static text, `{{x}}`, `{{{x}}}`, helper results) is
//    counted in UTF-8 bytes as it is produced, across all the parts of one render (page, header,
//    footer), and the merge stops with `merge_output_too_large` past the limit. The hook is Handlebars'
//    public compiler extension point (JavaScriptCompiler#appendToBuffer): the compiled code passes every
//    appended value through __docplatformMergeOut(). A block's result (each, if, with, ...) and a partial's
//    were counted piece by piece while they were produced, so they are not counted again when appended.
//  - time: every block iteration, block call, partial call and append is a step; every 1,024 steps the
//    deadline is checked and the merge stops with `merge_too_slow`.
// The worker adds what a budget inside the merge cannot: a hard memory limit and a hard time limit (the
// worker is terminated), and the event loop of the server stays free while a merge runs.
import crypto from "node:crypto";
import Handlebars from "handlebars";
import { defineGlobal, processState, readGlobal } from "../process-state.mjs";

export const DEFAULT_LOCALE = "en-AU";

/** A problem of the template or its data (400): the message names the Handlebars problem, line or field. */
export class MergeError extends Error {
  /**
   * @param {string} message
   * @param {number} [line]
   * @param {string} [field]
   */
  constructor(message, line, field) {
    super(message);
    this.name = "MergeError";
    /** Stable code: recognise the error by it, never by `instanceof` (bundles may hold copies of this class). */
    this.code = /** @type {const} */ ("merge_error");
    this.line = line;
    this.field = field;
    /** @type {string | undefined} Which part of the render: html, template, options.header, options.footer. */
    this.where = undefined;
  }
}

/** A merge that went past one of its limits (422): `code` says which. */
export class MergeLimitError extends Error {
  /**
   * @param {"merge_output_too_large" | "merge_too_slow"} code
   * @param {string} message
   * @param {number} limit bytes or milliseconds
   */
  constructor(code, message, limit) {
    super(message);
    this.name = "MergeLimitError";
    this.code = code;
    this.limit = limit;
    /** @type {string | undefined} */
    this.where = undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// The budget. Shared through the process state: a compiled template calls the one global hook, and a
// process may hold several bundled copies of this module, which must all see the merge in progress.

/** @typedef {{ bytes: number; steps: number; maxOutputBytes: number; deadline: number; timeoutMs: number }} Budget */
const COUNTED = Symbol.for("docplatform.html2pdf.countedText");
const OUT_HOOK = "__docplatformMergeOut";
/** @type {{ budget: Budget | null }} */
const state = processState("html2pdf.mergeBudget", () => ({ budget: null }));

const STEP_MASK = 1023;

/** @param {Budget} b */
function checkDeadline(b) {
  if (performance.now() > b.deadline) {
    throw new MergeLimitError(
      "merge_too_slow",
      `The template merge did not finish within ${b.timeoutMs} ms: a loop over too many items, or loops nested too deep. Nothing was charged.`,
      b.timeoutMs,
    );
  }
}

function step() {
  const b = state.budget;
  if (b !== null && (++b.steps & STEP_MASK) === 0) checkDeadline(b);
}

/** @param {string} s */
function count(s) {
  const b = state.budget;
  if (b === null) return;
  b.bytes += Buffer.byteLength(s, "utf8");
  if (b.bytes > b.maxOutputBytes) {
    throw new MergeLimitError(
      "merge_output_too_large",
      `The merged HTML would be larger than ${formatLimit(b.maxOutputBytes)}: a loop or a repeated block produces too much. Nothing was charged.`,
      b.maxOutputBytes,
    );
  }
  if ((++b.steps & STEP_MASK) === 0) checkDeadline(b);
}

/** @param {string} s */
function uncount(s) {
  const b = state.budget;
  if (b !== null) b.bytes -= Buffer.byteLength(s, "utf8");
}

/** @param {number} n */
function formatLimit(n) {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

/**
 * The text of a block helper's result, already counted while its parts were appended.
 * @param {string} text
 */
function counted(text) {
  return { [COUNTED]: true, text, toString: () => text };
}

// Every value a compiled template appends goes through here (see BudgetedCompiler).
if (!readGlobal(OUT_HOOK)) defineGlobal(OUT_HOOK, function mergeOut(/** @type {any} */ value) {
  if (typeof value === "string") {
    count(value);
    return value;
  }
  if (value === null || value === undefined) return "";
  if (value[COUNTED] === true) return value.text;
  const s = String(value);
  count(s);
  return s;
});

// ---------------------------------------------------------------------------------------------------
// The Handlebars environment.

const hb = Handlebars.create();

const BaseCompiler = /** @type {any} */ (hb.JavaScriptCompiler);
/** @this {any} */
function BudgetedCompiler() {}
BudgetedCompiler.prototype = Object.create(BaseCompiler.prototype);
BudgetedCompiler.prototype.compiler = BudgetedCompiler;
/** @this {any} @param {any} source @param {any} location @param {any} explicit */
BudgetedCompiler.prototype.appendToBuffer = function (source, location, explicit) {
  const parts = Array.isArray(source) ? source : [source];
  return BaseCompiler.prototype.appendToBuffer.call(this, [`${OUT_HOOK}(`, ...parts, ")"], location, explicit);
};
/** @type {any} */ (hb).JavaScriptCompiler = BudgetedCompiler;

/**
 * A block's program (options.fn / options.inverse) that counts a step per call.
 * @param {any} program
 */
function stepping(program) {
  if (typeof program !== "function") return program;
  /** @this {any} @param {any} context @param {any} options */
  const wrapped = function (context, options) {
    step();
    return program.call(this, context, options);
  };
  // The runtime's bookkeeping on a program function.
  Object.assign(wrapped, { program: program.program, depth: program.depth, blockParams: program.blockParams });
  return wrapped;
}

// The built-in block helpers, unchanged in behaviour (they are called as they are), but stepping on every
// call of their block and answering their result as already-counted text.
for (const name of ["each", "with", "if", "unless", "blockHelperMissing"]) {
  const builtin = /** @type {Function} */ (hb.helpers[name]);
  hb.registerHelper(name, /** @this {any} */ function (/** @type {any[]} */ ...args) {
    const options = args[args.length - 1];
    if (options && typeof options === "object" && typeof options.fn === "function") {
      args[args.length - 1] = { ...options, fn: stepping(options.fn), inverse: stepping(options.inverse) };
    }
    step();
    const result = builtin.apply(this, args);
    if (result === null || result === undefined || result[COUNTED] === true) return result;
    return counted(String(result));
  });
}

// A partial's output was counted as it was produced; the caller appends it again.
const vm = /** @type {any} */ (hb).VM;
/** @type {any} */ (hb).VM = Object.assign({}, vm, {
  /** @this {any} @param {any} partial @param {any} context @param {any} options */
  invokePartial(partial, context, options) {
    step();
    const result = vm.invokePartial.call(this, partial, context, options);
    if (typeof result === "string") uncount(result);
    return result;
  },
});

// {{log}} would write to the server's console from inside any loop: it does nothing here.
hb.registerHelper("log", () => undefined);

/** @typedef {{ hash: Record<string, unknown>; loc?: { start: { line: number; column: number } }; name?: string; ids?: unknown[] }} HelperOptions */

/**
 * @param {HelperOptions} options
 * @param {string} helper
 * @param {string} problem
 */
function helperError(options, helper, problem) {
  const line = options.loc?.start.line;
  // With trackIds the helper learns the path of its first argument, e.g. "order.total".
  const field = typeof options.ids?.[0] === "string" ? /** @type {string} */ (options.ids[0]) : undefined;
  return new MergeError(`${helper}${field ? ` of field "${field}"` : ""}: ${problem}${line ? ` (line ${line})` : ""}.`, line, field);
}

// Building an Intl formatter costs far more than using one (an invoice calls these helpers a dozen
// times per render), so formatters are kept per locale and currency or time zone. Bounded: the keys come
// from templates and data.
/**
 * @template T
 * @param {(key: string) => T} make
 * @returns {(key: string) => T}
 */
function memoised(make, max = 1000) {
  /** @type {Map<string, T>} */
  const made = new Map();
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
/** @param {string} locale @param {string} currency */
const currencyFormat = (locale, currency) => currencyFormats(`${locale}\u0000${currency}`);
const dateStyleFormats = memoised((key) => {
  const [locale, style, timeZone] = key.split("\u0000");
  return new Intl.DateTimeFormat(locale, { dateStyle: /** @type {"short" | "medium" | "long" | "full"} */ (style), timeZone });
});
const datePartFormats = memoised(
  (timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", weekday: "short" }),
);

hb.registerHelper("formatCurrency", function (/** @type {unknown[]} */ ...args) {
  const options = /** @type {HelperOptions} */ (args.pop());
  const [value, currencyArg] = args;
  const currency = currencyArg ?? options.hash.currency ?? "AUD";
  const locale = String(options.hash.locale ?? DEFAULT_LOCALE);
  if (value === undefined || value === null || value === "") throw helperError(options, "formatCurrency", "the value is missing");
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw helperError(options, "formatCurrency", `${JSON.stringify(value)} is not a number`);
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) throw helperError(options, "formatCurrency", `${JSON.stringify(currency)} is not a three-letter currency code`);
  try {
    return currencyFormat(locale, currency.toUpperCase()).format(n);
  } catch (error) {
    throw helperError(options, "formatCurrency", /** @type {Error} */ (error).message);
  }
});

/** @type {Map<string, { long: string[]; short: string[]; days: string[]; daysShort: string[] }>} */
const MONTHS_CACHE = new Map();
/** @param {string} locale */
function names(locale) {
  let n = MONTHS_CACHE.get(locale);
  if (!n) {
    /** @param {number} m @param {"long" | "short"} style */
    const month = (m, style) => new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" }).format(Date.UTC(2021, m, 1));
    /** @param {number} d @param {"long" | "short"} style */
    const day = (d, style) => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(Date.UTC(2021, 1, d + 7)); // 2021-02-07 is a Sunday
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

const STYLES = ["short", "medium", "long", "full"];

/**
 * Formats with tokens YYYY YY MMMM MMM MM M DD D dddd ddd HH H hh h mm ss A, or a style name.
 * @param {Date} date @param {string} format @param {string} locale @param {string} timeZone
 */
export function formatDateValue(date, format, locale, timeZone) {
  if (STYLES.includes(format)) {
    return dateStyleFormats(`${locale}\u0000${format}\u0000${timeZone}`).format(date);
  }
  const parts = Object.fromEntries(
    datePartFormats(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const y = Number(parts.year), mo = Number(parts.month), d = Number(parts.day), h = Number(parts.hour) % 24, mi = Number(parts.minute), s = Number(parts.second);
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday);
  const pad = (/** @type {number} */ v, n = 2) => String(v).padStart(n, "0");
  const n = names(locale);
  /** @type {Record<string, () => string>} */
  const tokens = {
    YYYY: () => String(y), YY: () => pad(y % 100), MMMM: () => n.long[mo - 1], MMM: () => n.short[mo - 1], MM: () => pad(mo), M: () => String(mo),
    dddd: () => n.days[wd], ddd: () => n.daysShort[wd], DD: () => pad(d), D: () => String(d),
    HH: () => pad(h), H: () => String(h), hh: () => pad(h % 12 || 12), h: () => String(h % 12 || 12), mm: () => pad(mi), ss: () => pad(s), A: () => (h < 12 ? "AM" : "PM"),
  };
  // [text] is literal, as in moment/dayjs.
  return format.replace(/\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|dddd|ddd|DD|D|HH|H|hh|h|mm|ss|A/g, (m, literal) => (literal !== undefined ? literal : tokens[m]()));
}

hb.registerHelper("formatDate", function (/** @type {unknown[]} */ ...args) {
  const options = /** @type {HelperOptions} */ (args.pop());
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
    throw helperError(options, "formatDate", /** @type {Error} */ (error).message);
  }
});

// An unknown helper called with arguments would otherwise be a bare "Missing helper" without a line.
hb.registerHelper("helperMissing", function (/** @type {unknown[]} */ ...args) {
  const options = /** @type {HelperOptions} */ (args.pop());
  if (args.length === 0) return undefined; // a plain missing field renders empty
  const line = options.loc?.start.line;
  throw new MergeError(`there is no helper called "${options.name}" (available: formatCurrency, formatDate and the Handlebars built-ins)${line ? ` (line ${line})` : ""}.`, line);
});

// ---------------------------------------------------------------------------------------------------
// Compiled templates, cached per key (a template version id, or the source's hash), least recently used
// dropped first, bounded in entries and in source characters.

/** @typedef {(data: unknown) => string} Compiled */
/** @type {Map<string, { fn: Compiled; size: number }>} */
const cache = new Map();
const MAX_CACHED = 500;
const MAX_CACHED_CHARS = 32 * 1024 * 1024;
let cachedChars = 0;

/** @param {string} message */
function lineOf(message) {
  const m = /line (\d+)/i.exec(message);
  return m ? Number(m[1]) : undefined;
}

/**
 * Parses the template and throws a MergeError naming the Handlebars problem and line.
 * @param {string} source
 */
export function checkTemplateSyntax(source) {
  try {
    hb.parse(source);
  } catch (error) {
    const raw = /** @type {Error} */ (error).message;
    const line = lineOf(raw);
    const detail = raw.replace(/^Parse error on line \d+:/, "").replace(/Expecting [^]*?, got/, "got").replace(/\n+/g, " ").trim();
    throw new MergeError(`Handlebars syntax error${line ? ` on line ${line}` : ""}: ${detail}`, line);
  }
}

/**
 * @param {string} source
 * @param {string} [cacheKey]
 * @returns {Compiled}
 */
function compiled(source, cacheKey) {
  const key = cacheKey ?? `sha1:${crypto.createHash("sha1").update(source).digest("hex")}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // move to the back: least recently used goes first
    cache.set(key, hit);
    return hit.fn;
  }
  checkTemplateSyntax(source);
  const template = hb.compile(source, /** @type {any} */ ({ trackIds: true }));
  /** @type {Compiled} */
  const fn = (data) => template(data);
  cache.set(key, { fn, size: source.length });
  cachedChars += source.length;
  while (cache.size > MAX_CACHED || (cachedChars > MAX_CACHED_CHARS && cache.size > 1)) {
    const [oldest, entry] = /** @type {[string, { size: number }]} */ (cache.entries().next().value);
    cache.delete(oldest);
    cachedChars -= entry.size;
  }
  return fn;
}

export function cachedTemplateCount() {
  return cache.size;
}

/** @typedef {{ where: string; source: string; cacheKey?: string }} MergePart */
/** @typedef {{ maxOutputBytes: number; timeoutMs: number }} MergeLimits */

/**
 * Merges `data` into each part, in order, under one budget for the whole render. Throws MergeError (the
 * template or data is wrong) or MergeLimitError (a limit was reached), each naming the part in `where`.
 * @param {MergePart[]} parts
 * @param {unknown} data
 * @param {MergeLimits} limits
 * @returns {string[]}
 */
export function mergeParts(parts, data, limits) {
  /** @type {Budget} */
  const budget = {
    bytes: 0,
    steps: 0,
    maxOutputBytes: limits.maxOutputBytes,
    timeoutMs: limits.timeoutMs,
    deadline: limits.timeoutMs > 0 ? performance.now() + limits.timeoutMs : Infinity,
  };
  const previous = state.budget;
  state.budget = budget;
  try {
    return parts.map((part) => {
      try {
        const html = compiled(part.source, part.cacheKey)(data ?? {});
        return typeof html === "string" ? html : String(html ?? "");
      } catch (error) {
        const e = /** @type {any} */ (error);
        if (isLimitError(e) || e?.code === "merge_error") {
          e.where ??= part.where;
          throw e;
        }
        const raw = String(e?.message ?? e);
        const wrapped = new MergeError(`Template merge failed: ${raw.replace(/\n+/g, " ").trim()}`, lineOf(raw));
        wrapped.where = part.where;
        throw wrapped;
      }
    });
  } finally {
    state.budget = previous;
  }
}

// Errors are recognised by their code, never by `instanceof`: a process may hold bundled copies of this module.
/** @param {any} e */
const isLimitError = (e) => e instanceof Error && (/** @type {any} */ (e).code === "merge_output_too_large" || /** @type {any} */ (e).code === "merge_too_slow");

/**
 * @typedef {{ kind: "merge"; message: string; line: number | null; field: string | null; where: string | null }
 *   | { kind: "limit"; code: "merge_output_too_large" | "merge_too_slow"; message: string; limit: number; where: string | null }
 *   | { kind: "internal"; message: string }} MergeFailure
 */

/**
 * A merge failure as plain data, to cross from a worker thread to the server.
 * @param {unknown} error
 * @returns {MergeFailure}
 */
export function describeFailure(error) {
  const e = /** @type {any} */ (error);
  if (isLimitError(e)) return { kind: "limit", code: e.code, message: e.message, limit: e.limit, where: e.where ?? null };
  if (e?.code === "merge_error") return { kind: "merge", message: e.message, line: e.line ?? null, field: e.field ?? null, where: e.where ?? null };
  return { kind: "internal", message: String(e?.stack ?? e?.message ?? e) };
}
