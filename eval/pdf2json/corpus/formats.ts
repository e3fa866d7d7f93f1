// How dates and amounts are printed: the Australian variants dealer systems use, and the local formats of
// the European and US businesses of the generic documents. Each document draws one format per kind.
import { pick, type Rng } from "./rng";

export type Lang = "en" | "de" | "fr" | "nl" | "es" | "it";

const MONTHS: Record<Lang, string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  it: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
};

const p2 = (n: number) => String(n).padStart(2, "0");
const parts = (iso: string) => iso.split("-").map(Number) as [number, number, number];

export type DateFormat = (iso: string) => string;

/** Australian documents: what dealer systems, accounting packages and typed forms print. */
export const AU_DATE_FORMATS: Record<string, DateFormat> = {
  "dd/mm/yyyy": (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${y}`; },
  "d/m/yyyy": (iso) => { const [y, m, d] = parts(iso); return `${d}/${m}/${y}`; },
  "dd Mon yyyy": (iso) => { const [y, m, d] = parts(iso); return `${p2(d)} ${MONTHS.en[m - 1].slice(0, 3)} ${y}`; },
  "dd-Mon-yyyy": (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}-${MONTHS.en[m - 1].slice(0, 3)}-${y}`; },
  "dd.mm.yyyy": (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}.${p2(m)}.${y}`; },
  "yyyy-mm-dd": (iso) => iso,
  "d Month yyyy": (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS.en[m - 1]} ${y}`; },
  "Month d, yyyy": (iso) => { const [y, m, d] = parts(iso); return `${MONTHS.en[m - 1]} ${d}, ${y}`; },
  "dd/mm/yy": (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${String(y).slice(2)}`; },
};

/** Date formats per locale of the generic documents ("en-US" is month first). */
export const LOCAL_DATE_FORMATS: Record<string, DateFormat[]> = {
  "en-GB": [AU_DATE_FORMATS["dd/mm/yyyy"], AU_DATE_FORMATS["d Month yyyy"], AU_DATE_FORMATS["dd Mon yyyy"]],
  "en-AU": [AU_DATE_FORMATS["dd/mm/yyyy"], AU_DATE_FORMATS["d Month yyyy"]],
  "en-US": [AU_DATE_FORMATS["Month d, yyyy"], (iso) => { const [y, m, d] = parts(iso); return `${p2(m)}/${p2(d)}/${y}`; }, (iso) => { const [y, m, d] = parts(iso); return `${MONTHS.en[m - 1].slice(0, 3)} ${d}, ${y}`; }],
  de: [(iso) => { const [y, m, d] = parts(iso); return `${p2(d)}.${p2(m)}.${y}`; }, (iso) => { const [y, m, d] = parts(iso); return `${d}. ${MONTHS.de[m - 1]} ${y}`; }],
  fr: [(iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${y}`; }, (iso) => { const [y, m, d] = parts(iso); return `${d === 1 ? "1er" : d} ${MONTHS.fr[m - 1]} ${y}`; }],
  nl: [(iso) => { const [y, m, d] = parts(iso); return `${p2(d)}-${p2(m)}-${y}`; }, (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS.nl[m - 1]} ${y}`; }],
  es: [(iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${y}`; }, (iso) => { const [y, m, d] = parts(iso); return `${d} de ${MONTHS.es[m - 1]} de ${y}`; }],
  it: [(iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${y}`; }, (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS.it[m - 1]} ${y}`; }],
};

function group(intPart: string, sep: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Digits of an amount with a thousands separator and a decimal mark; cents dropped only when zero and asked. */
export function number(n: number, thousands: string, decimal: string, dropZeroCents = false): string {
  const neg = n < 0;
  const [i, f] = Math.abs(n).toFixed(2).split(".");
  const body = dropZeroCents && f === "00" ? group(i, thousands) : `${group(i, thousands)}${decimal}${f}`;
  return neg ? `-${body}` : body;
}

export type MoneyFormat = (n: number) => string;

/** Australian amounts: "$45,990.00", "$45,990", "AUD 45,990", "$ 45 990.00", "45,990.00". */
export const AU_MONEY_FORMATS: Record<string, MoneyFormat> = {
  "$#,##0.00": (n) => (n < 0 ? `-$${number(-n, ",", ".")}` : `$${number(n, ",", ".")}`),
  "#,##0.00": (n) => number(n, ",", "."),
  "$#,##0": (n) => (n < 0 ? `-$${number(-n, ",", ".", true)}` : `$${number(n, ",", ".", true)}`),
  "AUD #,##0": (n) => `AUD ${number(n, ",", ".", true)}`,
  "$ # ##0.00": (n) => `$ ${number(n, " ", ".")}`,
  "$#,##0.00 AUD": (n) => `$${number(n, ",", ".")} AUD`,
  "#0.00": (n) => n.toFixed(2),
};

/** Locale money formats with their ISO currency: "1.234,56 €", "1 234,56 €", "€ 1.234,56", "CHF 1'234.50". */
export const LOCAL_MONEY: Record<string, Array<{ currency: string; fmt: MoneyFormat }>> = {
  "en-GB": [{ currency: "GBP", fmt: (n) => `£${number(n, ",", ".")}` }, { currency: "GBP", fmt: (n) => `GBP ${number(n, ",", ".")}` }],
  "en-IE": [{ currency: "EUR", fmt: (n) => `€${number(n, ",", ".")}` }],
  "en-US": [{ currency: "USD", fmt: (n) => `$${number(n, ",", ".")}` }, { currency: "USD", fmt: (n) => `USD ${number(n, ",", ".")}` }],
  "en-AU": [{ currency: "AUD", fmt: (n) => `$${number(n, ",", ".")}` }],
  de: [{ currency: "EUR", fmt: (n) => `${number(n, ".", ",")} €` }, { currency: "EUR", fmt: (n) => `${number(n, ".", ",")} EUR` }, { currency: "EUR", fmt: (n) => `EUR ${number(n, ".", ",")}` }],
  "de-CH": [{ currency: "CHF", fmt: (n) => `CHF ${number(n, "'", ".")}` }],
  fr: [{ currency: "EUR", fmt: (n) => `${number(n, " ", ",")} €` }, { currency: "EUR", fmt: (n) => `${number(n, "\u202f", ",")} €` }, { currency: "EUR", fmt: (n) => `${number(n, ".", ",")} EUR` }],
  nl: [{ currency: "EUR", fmt: (n) => `€ ${number(n, ".", ",")}` }, { currency: "EUR", fmt: (n) => `EUR ${number(n, ".", ",")}` }],
  es: [{ currency: "EUR", fmt: (n) => `${number(n, ".", ",")} €` }, { currency: "EUR", fmt: (n) => `${number(n, ".", ",")}€` }],
  it: [{ currency: "EUR", fmt: (n) => `€ ${number(n, ".", ",")}` }, { currency: "EUR", fmt: (n) => `${number(n, ".", ",")} €` }, { currency: "EUR", fmt: (n) => `EUR ${number(n, ".", ",")}` }],
};

/** Odometer readings as printed: "45,123 km", "45123", "45 123 KM", "45,123". */
export const ODOMETER_FORMATS: Array<(n: number) => string> = [
  (n) => `${number(n, ",", ".", true)} km`,
  (n) => String(n),
  (n) => number(n, ",", ".", true),
  (n) => `${number(n, " ", ".", true)} km`,
  (n) => `${n} kms`,
];

export function randomIsoDate(r: Rng, fromYear = 2024, toYear = 2025): string {
  const y = fromYear + Math.floor(r() * (toYear - fromYear + 1));
  const m = 1 + Math.floor(r() * 12);
  const d = 1 + Math.floor(r() * 28);
  return `${y}-${p2(m)}-${p2(d)}`;
}

export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export const pickFormat = <T>(r: Rng, rec: Record<string, T>): T => rec[pick(r, Object.keys(rec))];
