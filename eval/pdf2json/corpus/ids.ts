// Identifiers with their real check digits (ABN, ACN, IBAN) and realistic shapes (VIN, plates, engine
// numbers, EU VAT numbers): an engine that validates check digits must not be punished by fake data.
import { digits, int, letters, pick, type Rng } from "./rng";

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** ABN rule: subtract 1 from the first digit, weight the 11 digits, the sum is a multiple of 89. */
export function abnValid(abn: string): boolean {
  const d = abn.replace(/\s/g, "").split("").map(Number);
  if (d.length !== 11 || d.some((x) => Number.isNaN(x)) || d[0] === 0) return false;
  d[0] -= 1;
  return d.reduce((s, x, i) => s + x * ABN_WEIGHTS[i], 0) % 89 === 0;
}

/** A valid ABN, formatted "NN NNN NNN NNN". */
export function abn(r: Rng): string {
  const body = digits(r, 9).split("").map(Number);
  const rest = body.reduce((s, x, i) => s + x * ABN_WEIGHTS[i + 2], 0);
  // 10·(d1−1) + d2 covers 0..89 over d1 ∈ 1..9, d2 ∈ 0..9: some prefix always completes the sum.
  const prefixes: number[] = [];
  for (let d1 = 1; d1 <= 9; d1++) for (let d2 = 0; d2 <= 9; d2++) if ((10 * (d1 - 1) + d2 + rest) % 89 === 0) prefixes.push(d1 * 10 + d2);
  const p = String(pick(r, prefixes));
  const s = p + body.join("");
  return `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`;
}

/** ACN check digit: weights 8..1 over the first eight digits; check = (10 − sum mod 10) mod 10. */
export function acnCheckDigit(first8: string): number {
  const sum = first8.split("").reduce((s, x, i) => s + Number(x) * (8 - i), 0);
  return (10 - (sum % 10)) % 10;
}

export function acnValid(acn: string): boolean {
  const s = acn.replace(/\s/g, "");
  return /^\d{9}$/.test(s) && acnCheckDigit(s.slice(0, 8)) === Number(s[8]);
}

/** A valid ACN, formatted "NNN NNN NNN". */
export function acn(r: Rng): string {
  const first = digits(r, 8);
  const s = first + acnCheckDigit(first);
  return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
}

/** The ABN of a company is often "11" + its ACN... but only when that passes; real ones do by construction. */
export function abnFromAcn(acnText: string): string | null {
  const s = acnText.replace(/\s/g, "");
  for (let p = 10; p <= 99; p++) {
    const cand = `${p} ${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
    if (abnValid(cand)) return cand;
  }
  return null;
}

// World manufacturer identifiers of makes sold in Australia (Japanese, Korean, Thai, German and local plants).
const WMI: Record<string, string[]> = {
  Toyota: ["JTD", "JTN", "6T1", "MR0", "JTM"],
  Mazda: ["JM0", "JMZ", "MM0"],
  Hyundai: ["KMH", "MAL"],
  Kia: ["KNA", "KNE"],
  Ford: ["MPB", "6FP", "WF0"],
  Mitsubishi: ["JMF", "MMC", "JMB"],
  Subaru: ["JF1", "JF2"],
  Volkswagen: ["WVW", "WVG", "WV1"],
  Nissan: ["JN1", "MNT", "5N1"],
  Honda: ["JHM", "MRH"],
  Isuzu: ["MPA"],
  MG: ["LSJ"],
};
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const YEAR_CODE = "ABCDEFGHJKLMNPRSTVWXY123456789"; // 2010 = A ... 2030 = Y, then digits

/** 17 characters, no I/O/Q: WMI, six descriptor characters, check position, model year, plant, six-digit serial. */
export function vin(r: Rng, make: string, year: number): string {
  const wmi = pick(r, WMI[make] ?? ["JTD"]);
  let vds = "";
  for (let i = 0; i < 5; i++) vds += pick(r, VIN_CHARS.split(""));
  const check = pick(r, "0123456789X".split(""));
  const yc = YEAR_CODE[(year - 2010 + 30) % 30] ?? "A";
  return `${wmi}${vds}${check}${yc}${pick(r, VIN_CHARS.split(""))}${digits(r, 6)}`;
}

export function engineNumber(r: Rng): string {
  return pick(r, [
    () => `${int(r, 1, 2)}${letters(r, 2)}${digits(r, 7)}`,
    () => `${letters(r, 2)}${digits(r, 2)}${digits(r, 6)}`,
    () => `${letters(r, 1)}${int(r, 1, 9)}${letters(r, 2)}${digits(r, 6)}`,
    () => `${letters(r, 4)}${digits(r, 6)}`,
  ])();
}

/** NSW plates: the current AB12CD series, the older ABC12D and ABC-123 series, and personalised plates. */
export function plate(r: Rng): string {
  return pick(r, [
    () => `${letters(r, 2)}${digits(r, 2)}${letters(r, 2)}`,
    () => `${letters(r, 3)}${digits(r, 2)}${letters(r, 1)}`,
    () => `${letters(r, 3)}${digits(r, 3)}`,
    () => `${pick(r, ["ZOOM", "MYUTE", "TRADIE", "SURF", "BNE"])}${digits(r, 2)}`,
  ])();
}

/** IBAN with its real mod-97 check digits; printed in groups of four as banks do. */
export function iban(r: Rng, country: string): string {
  const bban: Record<string, () => string> = {
    DE: () => digits(r, 18),
    AT: () => digits(r, 16),
    FR: () => digits(r, 10) + digits(r, 11) + digits(r, 2),
    BE: () => digits(r, 12),
    NL: () => pick(r, ["ABNA", "INGB", "RABO", "SNSB", "TRIO"]) + digits(r, 10),
    ES: () => digits(r, 20),
    IT: () => letters(r, 1) + digits(r, 10) + digits(r, 12),
    GB: () => pick(r, ["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + digits(r, 6) + digits(r, 8),
    IE: () => pick(r, ["AIBK", "BOFI"]) + digits(r, 6) + digits(r, 8),
    CH: () => digits(r, 17),
    LU: () => digits(r, 16),
  };
  const body = (bban[country] ?? bban.DE)();
  const numeric = (s: string) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric(body + country + "00")) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, "0");
  return `${country}${check}${body}`.replace(/(.{4})/g, "$1 ").trim();
}

export function ibanValid(text: string): boolean {
  const s = text.replace(/\s/g, "");
  const moved = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) rem = (rem * 10 + Number(ch)) % 97;
  return rem === 1;
}

/** A VAT / tax number as that country prints it. */
export function taxId(r: Rng, country: string): string {
  switch (country) {
    case "DE": return `DE${digits(r, 9)}`;
    case "AT": return `ATU${digits(r, 8)}`;
    case "CH": return `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)} MWST`;
    case "FR": return pick(r, [`FR${digits(r, 2)}${digits(r, 9)}`, `FR ${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`]);
    case "BE": return pick(r, [`BE0${digits(r, 9)}`, `BE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`]);
    case "NL": return `NL${digits(r, 9)}B${pick(r, ["01", "02"])}`;
    case "ES": return pick(r, [`B${digits(r, 8)}`, `ESB${digits(r, 8)}`, `${digits(r, 8)}${letters(r, 1)}`]);
    case "IT": return pick(r, [`IT${digits(r, 11)}`, digits(r, 11)]);
    case "GB": return `GB ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`;
    case "IE": return `IE${digits(r, 7)}${letters(r, 1)}`;
    case "US": return `${digits(r, 2)}-${digits(r, 7)}`;
    default: return digits(r, 9);
  }
}
