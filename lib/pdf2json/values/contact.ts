// Contact details: email addresses and phone numbers, kept as printed.
// Emails: local@domain.tld, with "mailto:" / "<…>" wrappers removed and OCR spaces around "@" and "." closed.
// Phones: Australian (02 9876 5432, (02) 9876 5432, +61 2 9876 5432, 0412 345 678, 1300 123 456, 13 14 50)
// and international (+49 30 1234567, +33 1 23 45 67 89, 0031 20 123 4567, 01.23.45.67.89), 6–15 digits,
// with an optional extension. Dates, amounts and thousands-grouped numbers are rejected: they are printed
// with the same characters.

import { type Hit, hit } from "./text";

// ---- email ---------------------------------------------------------------------------------------------

const EMAIL = /^[A-Za-z0-9._%+\-']+@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;
const MAILTO = /^(?:mailto:|<)\s*/i;
// (or a quote: a speck a scan read after it, a quotation mark around it)
const CLOSE = /\s*[>"'’”]?\.?$/;
const OCR_GAPS = /\s*([@.])\s*/g;
const DOUBLE_DOT = /\.\./;

/**
 * On a scan, a full stop inside an address can be lost altogether, leaving a space ("WILLIAM TAYLOR@MAIL.
 * EXAMPLE.ORG", "…HYUNDAI.COM AU" in a monospace print-out, where a stop stands alone in its cell): no
 * address holds a space, so one space between letters or digits, at most one on each side of the "@", is
 * the stop. Not on a text layer, whose spaces were printed.
 */
const LOST_STOP = /(?<=[A-Za-z0-9]) (?=[A-Za-z0-9])/g;
const caseOf = (w: string) => (/[a-z]/.test(w) ? (/[A-Z]/.test(w) ? "mixed" : "lower") : "upper");
const lostStops = (v: string) => {
  const at = v.indexOf("@");
  if (at < 0 || v.indexOf("@", at + 1) >= 0) return v;
  const [local, domain] = [v.slice(0, at), v.slice(at + 1)];
  // at most one stop lost a side, between words in the same case (not a doubtful word before the
  // address, "eens WILLIAM.BROWN@…", or a name beside it, "Ravencole MOHAMMED.MARTIN@…")
  const one = (part: string) => {
    const words = part.split(" ");
    return words.length <= 2 && (words.length < 2 || caseOf(words[0]) === caseOf(words[1]));
  };
  return one(local) && one(domain) ? v.replace(LOST_STOP, ".") : v;
};

export function parseEmail(s: string, scanned = false): Hit | null {
  if (s.length < 6 || s.length > 254 || !s.includes("@")) return null;
  let a = 0;
  const pre = MAILTO.exec(s);
  if (pre) a = pre[0].length;
  const post = CLOSE.exec(s.slice(a));
  const b = s.length - (post ? post[0].length : 0);
  let v = s.slice(a, b);
  if (!EMAIL.test(v)) {
    v = v.replace(OCR_GAPS, "$1");
    if (!EMAIL.test(v) && scanned) v = lostStops(v);
    if (!EMAIL.test(v)) return null;
  }
  if (DOUBLE_DOT.test(v) || v.startsWith(".")) return null;
  return hit(v, 0.9, a, b);
}

const EMAIL_FIND = /(?<![A-Za-z0-9._%+\-'@])[A-Za-z0-9._%+\-']+@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![A-Za-z0-9\-@])/g;

export function findEmail(s: string): Hit | null {
  if (!s.includes("@")) return null;
  EMAIL_FIND.lastIndex = 0;
  for (let m = EMAIL_FIND.exec(s); m; m = EMAIL_FIND.exec(s)) {
    const h = parseEmail(m[0]);
    if (h) return hit(h.value, h.confidence, m.index + h.start, m.index + h.end);
  }
  return null;
}

// ---- phone ---------------------------------------------------------------------------------------------

const EXT_TAIL = /\s*(?:ext\.?|extn\.?|x|#)\s*\d{1,5}$/i;
const PHONE_CHARS = /^\+?[\d\s().\-]+$/;
const WS = /\s+/g;
const NOT_DIGIT = /\D/g;
const DATE_LIKE = /^(?:\d{1,2}\s?[/.\-]\s?\d{1,2}\s?[/.\-]\s?(?:\d{2}|\d{4})|\d{4}[/.\-]\d{1,2}[/.\-]\d{1,2})$/;
const YEAR_SPAN = /^(?:19|20)\d{2}\s?-\s?(?:(?:19|20)\d{2}|\d{2})$/;
const THOUSANDS = /^[1-9]\d{0,2}(?:([ ,.])\d{3})(?:\1\d{3})*(?:[.,]\d{1,2})?$/;
const DECIMAL = /^\d+[.,]\d{1,2}$/;
const DOT_GROUPS = /^\+?\d+(?:\.\d+){2,}$/;
const GROUP = /\d+/g;
const AU_THIRTEEN = /^13\d{4}$/;
const AU_FORMATS = /^(?:0[2378]\d{8}|04\d{8}|1[38]00\d{6}|13\d{4}|61[2378]\d{8}|614\d{8})$/;

// A scan's confusions in a phone number, undone without moving a character (offsets into the text hold): a
// speck before it ('"o2 9612 0279') is a space, and in a group of digits an O is a 0 and an l or I a 1.
const PHONE_SPECK = /^["'“”‘’`´.,]+(?=[\dOo(+])/;
const DIGIT_GROUP = /(?<![\p{L}])[\dOolI]{2,5}(?![\p{L}])/gu;
function repairScannedPhone(s: string): string {
  const out = s.replace(PHONE_SPECK, (m) => " ".repeat(m.length));
  return out.replace(DIGIT_GROUP, (g) => (/\d/.test(g) && (g.match(/[OolI]/g)?.length ?? 0) === 1 ? g.replace(/[Oo]/, "0").replace(/[lI]/, "1") : g));
}

export function parsePhone(s: string, scanned = false): Hit | null {
  if (scanned) {
    const repaired = repairScannedPhone(s);
    const lead = repaired.length - repaired.trimStart().length;
    const h = parsePhone(repaired.trim());
    return h && hit(h.value, h.confidence, h.start + lead, h.end + lead);
  }
  if (s.length < 6 || s.length > 40) return null;
  let end = s.length;
  const ext = EXT_TAIL.exec(s);
  const main = ext && ext.index > 0 ? s.slice(0, ext.index) : s;
  if (!PHONE_CHARS.test(main)) return null;
  if (main.indexOf("+") > 0) return null;
  const open = main.split("(").length - 1;
  const close = main.split(")").length - 1;
  if (open !== close || open > 1) return null;
  if (open && main.indexOf("(") > main.indexOf(")")) return null;
  const compact = main.replace(WS, " ").trim();
  if (DATE_LIKE.test(compact) || YEAR_SPAN.test(compact) || DECIMAL.test(compact)) return null;
  const digits = main.replace(NOT_DIGIT, "");
  const n = digits.length;
  const international = main.startsWith("+") || digits.startsWith("00");
  if (main.startsWith("+") ? n < 8 || n > 15 : digits.startsWith("00") ? n < 10 || n > 17 : n < 6 || n > 15) return null;
  if (main.includes(".") && !DOT_GROUPS.test(compact.replace(WS, ""))) return null;
  // "412 345 678", "1,234,567": a grouped amount (except Australian 13 numbers)
  if (!international && THOUSANDS.test(compact) && !AU_THIRTEEN.test(digits)) return null;
  const groups = compact.match(GROUP) ?? [];
  if (groups.length === 1 && !international) {
    // unformatted digits: 8+ and a phone's first digit, else it is some other number
    if (n < 8) return null;
  }
  let confidence = 0.9;
  if (!international && !digits.startsWith("0") && !AU_FORMATS.test(digits)) confidence = groups.length === 1 ? 0.6 : 0.75;
  if (!ext || ext.index === 0) end = main.trimEnd().length;
  const printed = s.slice(0, end).replace(WS, " ");
  return hit(printed, confidence, 0, end);
}

const PHONE_FIND = /(?<![\p{L}\p{N}+/.,\-])(?:\+|00)?\(?\d[\d ().\-]{4,24}\d(?:\s*(?:ext\.?|x)\s*\d{1,5})?(?!\p{N}|[/.,\-]\p{N})/giu;
const LAST_GROUP = /[\s.\-]*\(?\d+\)?$/;

export function findPhone(s: string, scanned = false): Hit | null {
  if (scanned) s = repairScannedPhone(s);
  PHONE_FIND.lastIndex = 0;
  for (let m = PHONE_FIND.exec(s); m; m = PHONE_FIND.exec(s)) {
    let text = m[0];
    // the run may have taken a number printed after the phone: drop trailing groups until it reads as one
    for (let tries = 0; tries < 3 && text.length >= 6; tries++) {
      const h = parsePhone(text);
      if (h) return hit(h.value, h.confidence, m.index + h.start, m.index + h.end);
      const cut = LAST_GROUP.exec(text);
      if (!cut || cut.index === 0) break;
      text = text.slice(0, cut.index);
    }
    PHONE_FIND.lastIndex = m.index + m[0].length;
  }
  return null;
}
