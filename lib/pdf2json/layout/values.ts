// Value coercion: printed money → JSON number, printed dates (Australian DD/MM/YYYY first) → ISO dates,
// yes/no → booleans. Every parser returns null when the text is not that kind of value, so a matcher can
// reject a wrong candidate and look further.

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  // German and French month names seen on European invoices
  mai: 5, mär: 3, mae: 3, okt: 10, dez: 12, fév: 2, fev: 2, avr: 4, jui: 6, aoû: 8, aou: 8, déc: 12,
};
const monthOf = (name: string): number | undefined => {
  const n = name.toLowerCase();
  if (n.startsWith("juil")) return 7;
  if (n.startsWith("janv")) return 1;
  if (n.startsWith("mars")) return 3;
  return MONTHS[n.slice(0, 3)];
};

export function parseMoney(text: string): number | null {
  let s = text.trim();
  if (!s) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(/\b(AUD|USD|EUR|GBP|NZD|INR|A\$|AU\$|US\$)\b/gi, "").replace(/[$€£₹]/g, "").replace(/\b(CR|DR)\b/gi, (m) => {
    if (m.toUpperCase() === "CR") negative = true;
    return "";
  });
  s = s.replace(/\s+/g, "").replace(/^[:=]+/, "");
  if (s.startsWith("-") || s.startsWith("−")) {
    negative = !negative;
    s = s.slice(1);
  }
  if (s.endsWith("-")) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (!/^\d[\d,.' ]*$/.test(s)) return null;
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(s) || /^\d+,\d{1,2}$/.test(s)) {
    normalised = s.replace(/\./g, "").replace(",", "."); // 1.234,56 or 12,50
  } else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s) || /^\d+(\.\d+)?$/.test(s)) {
    normalised = s.replace(/,/g, "");
  } else if (/^\d{1,3}('\d{3})+(\.\d+)?$/.test(s)) {
    normalised = s.replace(/'/g, "");
  } else return null;
  const n = Number(normalised);
  if (!Number.isFinite(n)) return null;
  return Math.round((negative ? -n : n) * 100) / 100;
}

/** A number inside text: "45,210 km" → 45210. */
export function parseNumber(text: string): number | null {
  const direct = parseMoney(text);
  if (direct !== null) return direct;
  const m = text.match(/-?\(?[$€£]?\s?\d[\d,]*(\.\d+)?\)?/);
  if (!m) return null;
  // Only accept when the rest is a unit or a short word, not another number
  const rest = text.replace(m[0], "");
  if (/\d/.test(rest)) return null;
  return parseMoney(m[0]);
}

export function parseInteger(text: string): number | null {
  const n = parseNumber(text);
  return n === null ? null : Math.round(n);
}

const pad = (n: number) => String(n).padStart(2, "0");

function iso(y: number, m: number, d: number): string | null {
  if (y < 100) y += y >= 70 ? 1900 : 2000;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Finds a date in the text. Slash dates are read day first (Australian), unless the day would be > 12 only as month-first. */
export function parseDate(text: string): string | null {
  const s = text.trim().replace(/\s+,/g, ",");
  let m = s.match(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = s.match(/\b(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2,4})\b/);
  if (m) {
    const a = +m[1];
    const b = +m[2];
    const y = +m[3];
    if (b > 12 && a <= 12) return iso(y, a, b); // unambiguously month-first
    return iso(y, b, a);
  }
  m = s.match(/\b(\d{1,2})(?:st|nd|rd|th|\.)?[\s\-]+([A-Za-zÀ-ÿ]{3,9})\.?,?[\s\-]+(\d{2,4})\b/);
  if (m) {
    const mon = monthOf(m[2]);
    if (mon) return iso(+m[3], mon, +m[1]);
  }
  m = s.match(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/);
  if (m) {
    const mon = monthOf(m[1]);
    if (mon) return iso(+m[3], mon, +m[2]);
  }
  return null;
}

export function parseBoolean(text: string): boolean | null {
  const s = text.trim().toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  if (!s) return null;
  if (/^(yes|y|true|x|checked|on|applies|ticked|1)$/.test(s)) return true;
  if (/^(no|n|false|off|unchecked|none|not applicable|n a|does not apply|0)$/.test(s)) return false;
  if (/^yes\b/.test(s)) return true;
  if (/^no\b/.test(s)) return false;
  return null;
}

/** Strips leading label punctuation from a value: ": ABC" → "ABC". */
export function cleanString(text: string): string | null {
  const s = text.replace(/^[\s:–—\-=]+/, "").replace(/\s+/g, " ").trim();
  return s ? s : null;
}

export const CURRENCY_CODES = ["AUD", "USD", "EUR", "GBP", "NZD", "INR", "CAD", "SGD", "JPY", "CHF"];

/** The document's currency: an explicit ISO code wins; otherwise symbols. Australian dealer documents in $ → AUD. */
export function detectCurrency(text: string, fallbackForDollar = "AUD"): string | null {
  const counts = new Map<string, number>();
  for (const code of CURRENCY_CODES) {
    const n = (text.match(new RegExp(`\\b${code}\\b`, "g")) ?? []).length;
    if (n) counts.set(code, n);
  }
  if (counts.size) return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  if (/\bUS dollars?\b/i.test(text)) return "USD";
  if (/€|\beuros?\b/i.test(text)) return "EUR";
  if (/£/.test(text)) return "GBP";
  if (/₹|\bRs\.?\s?-?\d/.test(text)) return "INR";
  const australian = /\bA\.?B\.?N\.?\b|\bGST\b|Australia|\bNSW\b|\bVIC\b|\bQLD\b|Pty\.? Ltd/.test(text);
  if (/\$/.test(text)) return australian ? "AUD" : fallbackForDollar;
  // Amounts printed without a symbol on an Australian document are Australian dollars.
  if (australian && /\d[\d,]*\.\d{2}\b/.test(text)) return "AUD";
  return null;
}
