// Identifiers: VIN, ABN, ACN, BSB, registration plate, driver/dealer licence, document reference, IBAN,
// EU VAT id. Each is accepted only in its own shape, and with its check digits where it has them (ABN, ACN
// and IBAN are rejected when the checksum fails; a VIN's North-American check digit and the VAT ids'
// national check digits only move the confidence, because many valid ids do not use them). Printed spacing
// is tolerated, including one character per box ("6 T 1 B F 3 F K 5 C X 0 1 2 3 4 5"); the output is the
// compact or canonical form ("51 824 753 556", "062-000", "DE89370400440532013000").

import { type Hit, hit, tokenize, type Token } from "./text";

// ---- VIN -----------------------------------------------------------------------------------------------

const VIN_SEPARATORS = /[\s\-.]/g;
const ALNUM_UPPER = /^[A-Z0-9]+$/;
const ALL_DIGITS = /^\d+$/;
const ALL_LETTERS = /^[A-Z]+$/;
const OQ = /[OQ]/g;
const I_LETTER = /I/g;
const SERIAL_LOOKALIKE = /[OQDILSBZG]/g;
const SERIAL_END = /\d{4}$/;
const J_AS_BRACKET = /(?<=[A-Z0-9])[)\]}](?=[A-Z0-9])/g;
const SERIAL_DIGIT: Record<string, string> = { O: "0", Q: "0", D: "0", I: "1", L: "1", S: "5", B: "8", Z: "2", G: "6" };
const VIN_VALUE: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** North-American check digit (position 9). */
export function vinCheckDigitOk(vin: string): boolean {
  let sum = 0;
  for (let k = 0; k < 17; k++) {
    const c = vin[k];
    const v = c >= "0" && c <= "9" ? c.charCodeAt(0) - 48 : VIN_VALUE[c];
    if (v === undefined) return false;
    sum += v * VIN_WEIGHTS[k];
  }
  const r = sum % 11;
  return vin[8] === (r === 10 ? "X" : String(r));
}

/**
 * A recogniser unsure between two look-alike glyphs sometimes writes both ("JMZJTZBMS5GA063194",
 * "WVI1JE2FF7HJ740689", "KMH3CC9MO0HD517567"): 18 characters with one such pair. The digit is kept (I, O
 * and Q never occur in a VIN; S, B, Z, G are rarer there than their digits). More than one pair: no VIN.
 */
const DOUBLED = /I1|1I|L1|1L|O0|0O|Q0|0Q|D0|0D|S5|5S|B8|8B|Z2|2Z|G6|6G/g;
function undoubled(compact: string): string | null {
  const pairs = [...compact.matchAll(DOUBLED)];
  if (pairs.length !== 1) return null;
  const at = pairs[0].index!;
  const letter = /\d/.test(compact[at]) ? at + 1 : at;
  return compact.slice(0, letter) + compact.slice(letter + 1);
}

export function parseVin(s: string): Hit | null {
  if (s.length < 17 || s.length > 60) return null;
  // a J's hook read as a bracket ("JMOSS8Z)XMP884823"): no VIN has brackets, and J is the glyph it resembles
  const raw = s.replace(VIN_SEPARATORS, "").toUpperCase();
  let compact = raw.replace(J_AS_BRACKET, "J");
  let doubled = compact !== raw; // (a repair lowers the confidence as an undone doubling does)
  if (compact.length === 18 && ALNUM_UPPER.test(compact)) {
    const once = undoubled(compact);
    if (once) [compact, doubled] = [once, true];
  }
  if (compact.length !== 17 || !ALNUM_UPPER.test(compact)) return null;
  // I, O and Q never occur in a VIN: OCR and typists confuse them with 1 and 0. The last four characters
  // are always digits (ISO 3779), so a look-alike letter there is the digit it resembles.
  // (Only where a digit there shows it is a serial: a run of letters is no VIN at all.)
  const head = compact.slice(0, 13).replace(OQ, "0").replace(I_LETTER, "1");
  const serial = compact.slice(13);
  const vin = head + (/\d/.test(serial) ? serial.replace(SERIAL_LOOKALIKE, (c) => SERIAL_DIGIT[c]) : serial.replace(OQ, "0").replace(I_LETTER, "1"));
  const corrected = doubled || vin !== compact;
  // every VIN ends in four digits (ISO 3779): "REGISTRATION PLATE" read with I for 1 and O for 0 is none
  if (ALL_DIGITS.test(vin) || ALL_LETTERS.test(compact) || !SERIAL_END.test(vin)) return null;
  let confidence = corrected ? 0.7 : 0.9;
  const c0 = vin.charCodeAt(0);
  if (c0 >= 49 && c0 <= 53) {
    // made for North America (1-5): the check digit applies
    if (vinCheckDigitOk(vin)) confidence = corrected ? 0.8 : 1;
    else confidence = corrected ? 0.6 : 0.8;
  }
  return hit(vin, confidence, 0, s.length);
}

/**
 * World manufacturer identifiers (a VIN's first three characters, SAE/ISO 3780) of the makes sold in
 * Australia, Europe, Asia and North America: a scan's VIN that opens with none of them but would with one
 * look-alike glyph undone ("J1M…" for Toyota's JTM) is read with it (scannedWmi).
 */
const WMI = new Set(
  (
    // Toyota, Lexus
    "JTD JTE JTH JTJ JTK JTL JTM JTN JT2 JT3 JT4 JT6 JT8 MR0 MR1 MR2 2T1 2T2 2T3 4T1 4T3 4T4 5TD 5TF 5TE 5TB 6T1 SB1 VNK NMT AHT " +
    // Mazda, Honda, Nissan, Subaru, Mitsubishi, Suzuki, Isuzu
    "JM0 JM1 JM3 JM6 JM7 JMZ MM0 MM6 MM7 3MZ 3MY JHM JHL JHG JH4 MRH MHR 1HG 2HG 5FN 5J6 19X 19U SHH SHS 2HK " +
    "JN1 JN8 JN6 JNK JNA MNT 1N4 1N6 3N1 3N6 5N1 SJN VSK JF1 JF2 JF3 4S3 4S4 JA3 JA4 JMB JMF JMY JMA JMP MMA MMB MMC MMT ML3 4A3 4A4 6MM " +
    "JS1 JS2 JS3 JSA MA3 TSM MBH JAA JAL JAC MPA 4S1 4S2 " +
    // Hyundai, Kia, Genesis, SsangYong
    "KMH KM8 KMF KMJ KMT MAL TMA 5NP 5NM 5NT NLH KNA KNC KND KNE KNM U5Y U6Y 5XY 5XX 3KP KPT KPA " +
    // Ford, GM, Holden, Chrysler, Tesla
    "1FA 1FB 1FC 1FD 1FM 1FT 2FA 2FM 2FT 3FA 3FE 6FP 6F1 MPB MNB NM0 WF0 WF1 SFA VS6 6G1 6G2 6G3 6H8 KL1 KL8 KLA LSG 1G1 1GC 1GN 1GT 1GY 1G6 2G1 2GN 3GN 3GC 3GT " +
    "1C3 1C4 1C6 1J4 1J8 2C3 2C4 3C4 3C6 1B3 1D7 3D7 ZAC 5YJ 7SA LRW XP7 " +
    // Volkswagen group, BMW, Mini, Mercedes-Benz, Porsche, Volvo, Jaguar Land Rover
    "WVW WVG WV1 WV2 WV3 3VW 1VW AAV 9BW LFV LSV WAU WA1 WUA TRU TMB VSS WBA WBS WBX WBY 5UX 5UM 4US WMW WDB WDC WDD WDF WMX W1K W1N W1V W1W 4JG 55S WP0 WP1 " +
    "YV1 YV4 YV2 YV3 LYV SAL SAJ SAD SCC SCF SCB SCA SBM " +
    // French and Italian makes, Opel, Smart, Dacia
    "VF1 VF3 VF6 VF7 VR3 VR7 UU1 W0L W0V WME ZFA ZAR ZFF ZHW ZAM ZCF " +
    // Chinese, Indian, Malaysian makes sold here
    "LSJ LGW LGX LC0 LVV LVT LSH LSK L6T LPS YSM LJ1 PL1 PM2 MA1 MAT"
  ).split(" "),
);
/** Glyphs a recogniser takes for one another among a VIN's characters: SERIAL_DIGIT's pairs, T and J for 1, and a fax's S for 6 (I, O and Q are read as digits first). */
const WMI_LOOKALIKE = ["0D", "1LTJ", "2Z", "5S", "6GS", "8B"];

/** A scanned VIN whose manufacturer code is none, read with the one known code one look-alike glyph away. */
export function scannedWmi(vin: string): string {
  const wmi = vin.slice(0, 3);
  if (WMI.has(wmi)) return vin;
  const near = new Set<string>();
  for (let i = 0; i < 3; i++)
    for (const group of WMI_LOOKALIKE) {
      if (!group.includes(wmi[i])) continue;
      for (const c of group) {
        const other = wmi.slice(0, i) + c + wmi.slice(i + 1);
        if (c !== wmi[i] && WMI.has(other)) near.add(other);
      }
    }
  return near.size === 1 ? [...near][0] + vin.slice(3) : vin;
}

const TOKEN_ALNUM = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const alnumLength = (t: string) => t.length - (t.split("-").length - 1);

/** Windows of consecutive tokens whose letters and digits add up to `length` characters. */
function* windows(tokens: Token[], length: number, maxTokens: number): Generator<[number, number]> {
  for (let i = 0; i < tokens.length; i++) {
    let total = 0;
    for (let k = i; k < tokens.length && k - i < maxTokens; k++) {
      if (!TOKEN_ALNUM.test(tokens[k].text)) break;
      total += alnumLength(tokens[k].text);
      if (total > length) break;
      if (total === length) {
        yield [i, k];
        break;
      }
    }
  }
}

const HAS_LOWER = /[a-z]/;
const NOT_VIN_GROUP = new Set(["VIN", "NO", "NR", "ABN", "ACN", "PTY", "LTD", "REG", "REGO", "ENGINE", "CHASSIS", "MODEL", "MAKE", "YEAR", "BODY", "COLOUR", "COLOR"]);

/**
 * The first VIN in text: one token, one character per box, or a few upper-case groups ("WVWZZZ 1JZ 3W386752").
 * Grouped readings are less certain (words around a VIN can add up to 17 characters).
 */
export function findVin(s: string): Hit | null {
  const tokens = tokenize(s);
  let fallback: Hit | null = null;
  for (const [i, k] of windows(tokens, 17, 17)) {
    let grouped = false;
    if (k > i) {
      const group = tokens.slice(i, k + 1);
      const singles = group.filter((t) => t.text.length === 1).length;
      if (singles && singles !== group.length) continue;
      if (!singles) {
        if (group.length > 5 || group.some((t) => HAS_LOWER.test(t.text) || NOT_VIN_GROUP.has(t.text))) continue;
        grouped = true;
      }
    }
    const h = parseVin(s.slice(tokens[i].start, tokens[k].end));
    if (!h) continue;
    const confidence = grouped && h.confidence < 1 ? Math.min(h.confidence, 0.8) : h.confidence;
    const found = hit(h.value, confidence, tokens[i].start, tokens[k].end);
    if (confidence >= 0.9) return found;
    fallback ??= found;
  }
  if (fallback) return fallback;
  // a recogniser's doubled glyph (parseVin): one token of 18
  for (const t of tokens) {
    const h = t.text.length === 18 ? parseVin(t.text) : null;
    if (h) return hit(h.value, h.confidence, t.start, t.end);
  }
  return null;
}

// ---- ABN / ACN / BSB -----------------------------------------------------------------------------------

const ABN_SHAPE = /^\d(?:[\s.\-]?\d){10}$/;
const ACN_SHAPE = /^\d(?:[\s.\-]?\d){8}$/;
const BSB_SHAPE = /^(\d{3})[\s\-]?(\d{3})$/;
const NOT_DIGIT = /\D/g;
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function abnValid(digits: string): boolean {
  if (digits.length !== 11 || digits[0] === "0") return false;
  let sum = 0;
  for (let k = 0; k < 11; k++) sum += (digits.charCodeAt(k) - 48 - (k === 0 ? 1 : 0)) * ABN_WEIGHTS[k];
  return sum % 89 === 0;
}

export function acnValid(digits: string): boolean {
  if (digits.length !== 9) return false;
  let sum = 0;
  for (let k = 0; k < 8; k++) sum += (digits.charCodeAt(k) - 48) * (8 - k);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(8) - 48;
}

export function parseAbn(s: string): Hit | null {
  if (!ABN_SHAPE.test(s)) return null;
  const d = s.replace(NOT_DIGIT, "");
  if (!abnValid(d)) return null;
  return hit(`${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`, 1, 0, s.length);
}

export function parseAcn(s: string): Hit | null {
  if (!ACN_SHAPE.test(s)) return null;
  const d = s.replace(NOT_DIGIT, "");
  if (!acnValid(d)) return null;
  return hit(`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, 1, 0, s.length);
}

export function parseBsb(s: string): Hit | null {
  const m = BSB_SHAPE.exec(s);
  return m ? hit(`${m[1]}-${m[2]}`, 0.9, 0, s.length) : null;
}

const ABN_FIND = /(?<![A-Za-z0-9]|\d[ .\-])\d(?:[ .\-]?\d){10}(?![A-Za-z0-9]|[ .\-]\d)/g;
const ACN_FIND = /(?<![A-Za-z0-9]|\d[ .\-])\d(?:[ .\-]?\d){8}(?![A-Za-z0-9]|[ .\-]\d)/g;
const BSB_FIND = /(?<![A-Za-z0-9]|\d[ .\-])\d{3}[ \-]?\d{3}(?![A-Za-z0-9]|[ .\-]\d)/g;

function scan(re: RegExp, s: string, parse: (t: string) => Hit | null): Hit | null {
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const h = parse(m[0]);
    if (h) return hit(h.value, h.confidence, m.index + h.start, m.index + h.end);
    re.lastIndex = m.index + 1;
  }
  return null;
}

export const findAbn = (s: string) => scan(ABN_FIND, s, parseAbn);
export const findAcn = (s: string) => scan(ACN_FIND, s, parseAcn);
export const findBsb = (s: string) => scan(BSB_FIND, s, parseBsb);

// ---- registration plates -------------------------------------------------------------------------------

/**
 * One character a box ("U A W 5 1 A"); two boxes' characters a layout set close may run together as one
 * group ("U A W5 1 A"), but most groups are single characters.
 */
const PER_CHAR_GROUPS = /^[A-Za-z0-9]{1,2}(?: [A-Za-z0-9]{1,2})+$/;
const PER_CHAR = { test: (s: string) => PER_CHAR_GROUPS.test(s) && perCharShare(s) };
function perCharShare(s: string): boolean {
  const groups = s.split(" ");
  const single = groups.filter((g) => g.length === 1).length;
  return single === groups.length || (groups.length >= 4 && single / groups.length >= 0.6);
}
const PLATE_SHAPE = /^[A-Za-z0-9]+(?:[ \-·.][A-Za-z0-9]+)?$/;
const PLATE_SEPARATORS = /[ \-·.]/g;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /[A-Z]/;
const ASCII_ALNUM = /^[A-Z0-9]+$/;
// Tokens with digits that are words on vehicle documents, not plates
const NOT_A_PLATE = /^(?:(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\d{4}|(?:INV|REF|PO|ORD|ABN|ACN|QTY|TEL|PH|FAX|MOB|NO|NR|ACCT|BSB|VIN)\d+|[24]WD|\d+(?:ST|ND|RD|TH)|[VW]\d{1,2}|MY\d{2,4}|FY\d{2,4}|Q[1-4]|H[12]|[12]\d{3}|\d+(?:KM|KMS|KG|CC|KW|HP|MM|CM|L|T|X|AM|PM|HRS?|MIN|GB|MB|D|V))$/;
// Common Australian plate layouts: ABC123, ABC12D, 1ABC234, AB12CD, 123ABC, ABC1234
const PLATE_COMMON = /^(?:[A-Z]{3}\d{2,3}|[A-Z]{3}\d{2}[A-Z]|\d[A-Z]{2,3}\d{2,3}|[A-Z]{2}\d{2}[A-Z]{2}|\d{3}[A-Z]{3}|[A-Z]{2,3}\d{4}|[A-Z]{2}\d{3}[A-Z]?)$/;

/** Letters a recogniser reads for digits (D/0 left out: on a plate "FDS90E" fits a layout too). */
const AS_DIGIT: Record<string, string> = { O: "0", Q: "0", I: "1", L: "1", S: "5", B: "8", Z: "2", G: "6" };
const PLATE_AS_LETTER: Record<string, string> = { "0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G" };

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/**
 * A scanned plate that fits no common layout but would with one confusion undone ("WNO8UX" for WN08UX,
 * "FDS9DE" for FD59DE): that reading, when exactly one such reading exists. A personalised plate read
 * right fits no layout either, so only on a scan, only one character, and only one beside a character of
 * the kind it becomes (a confusion at the border of a run of digits or letters, never a new run:
 * "ZOOM82" is no misread "2OOM82").
 */
function repairScannedPlate(compact: string): string | null {
  const found = new Set<string>();
  for (let i = 0; i < compact.length; i++) {
    const other = AS_DIGIT[compact[i]] ?? PLATE_AS_LETTER[compact[i]];
    if (!other) continue;
    const toDigit = isDigit(other);
    const besideKind = (c: string | undefined) => c !== undefined && isDigit(c) === toDigit;
    if (!besideKind(compact[i - 1]) && !besideKind(compact[i + 1])) continue;
    const reading = compact.slice(0, i) + other + compact.slice(i + 1);
    if (PLATE_COMMON.test(reading)) found.add(reading);
  }
  return found.size === 1 ? [...found][0] : null;
}

/**
 * A scanned plate read in letters only whose digits were read as letters: the reading with one run of
 * `runs` read as digits, when exactly one such reading fits a common layout (and `keep` admits the run).
 * First its zeros read as O's ("SFYOOL" for SFY00L: in many plate and form fonts the two differ by a hair);
 * failing that, any look-alikes inside it ("WNOBUX" for WN08UX). A plate of letters only ("ZOOM") stays as
 * read when none fits.
 */
function runReadAsDigits(compact: string, runs: RegExp, keep: (at: number, run: string) => boolean = () => true): string | null {
  const found = new Set<string>();
  for (const m of compact.matchAll(runs)) {
    if (!keep(m.index!, m[0])) continue;
    const reading = compact.slice(0, m.index) + m[0].replace(/./g, (c) => AS_DIGIT[c]) + compact.slice(m.index! + m[0].length);
    if (PLATE_COMMON.test(reading)) found.add(reading);
  }
  return found.size === 1 ? [...found][0] : null;
}

const ZERO_RUNS = /O+/g;
const LOOKALIKE_RUNS = /[OQILSBZG]{1,3}/g;
// inside the plate only, and no doubled letter: words have those ("SILVER", "SELLER" are no 511VER, SE11ER)
const insideNoDouble = (compact: string) => (at: number, run: string) => at > 0 && at + run.length < compact.length && !/(.)\1/.test(run);

export function parsePlate(s: string, scanned = false): Hit | null {
  if (s.length < 2 || s.length > 16) return null;
  const read = scanned ? scannedPlateMarks(s) : s;
  const printed = PER_CHAR.test(read) ? read.replace(PLATE_SEPARATORS, "") : read;
  if (!PLATE_SHAPE.test(printed)) return null;
  const value = printed.toUpperCase();
  const compact = value.replace(PLATE_SEPARATORS, "");
  // (a plate is printed in capitals: "period" is a word, never "PER10D")
  if (scanned && !HAS_DIGIT.test(compact) && !HAS_LOWER.test(printed) && compact.length <= 8 && ASCII_ALNUM.test(compact)) {
    const zeros = runReadAsDigits(compact, ZERO_RUNS) ?? runReadAsDigits(compact, LOOKALIKE_RUNS, insideNoDouble(compact));
    if (zeros && !NOT_A_PLATE.test(zeros)) return hit(zeros, 0.6, 0, s.length);
  }
  // up to eight: personalised plates run longer than standard ones ("TRADIE99")
  if (compact.length < 2 || compact.length > 8 || !ASCII_ALNUM.test(compact) || !HAS_DIGIT.test(compact)) return null;
  if (NOT_A_PLATE.test(compact)) return null;
  if (scanned && HAS_LETTER.test(compact) && !PLATE_COMMON.test(compact)) {
    const repaired = repairScannedPlate(compact);
    if (repaired) return hit(repaired, 0.7, 0, s.length);
  }
  const confidence = !HAS_LETTER.test(compact) ? 0.6 : PLATE_COMMON.test(compact) ? 0.9 : 0.8;
  return hit(value, confidence, 0, s.length);
}

/**
 * A scanned plate's marks no plate has: a speck before it (".BX63AJ") and a closing J read as a bracket
 * ("BX63A)"), whose hook a recogniser takes for one.
 */
function scannedPlateMarks(s: string): string {
  return s.replace(/^[.,'`‘’]+(?=[A-Za-z0-9])/, "").replace(/(?<=^[A-Z0-9]{2,7})[)\]]$/, "J");
}

/** Runs of one-character tokens ("A B C 1 2 3") are read as one token. */
function mergedTokens(s: string): Token[] {
  const tokens = tokenize(s);
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let k = i;
    while (k + 1 < tokens.length && tokens[k].text.length === 1 && tokens[k + 1].text.length === 1 && tokens[k + 1].start === tokens[k].end + 1) k++;
    if (k > i + 1) {
      out.push({ text: s.slice(tokens[i].start, tokens[k].end), start: tokens[i].start, end: tokens[k].end });
      i = k;
    } else out.push(tokens[i]);
  }
  return out;
}

function findByTokens(s: string, parse: (t: string) => Hit | null, pairs: boolean, minConfidence = 0): Hit | null {
  const tokens = mergedTokens(s);
  let fallback: Hit | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const tries: Array<[number, number]> = [];
    if (pairs && i + 1 < tokens.length && tokens[i + 1].start - tokens[i].end === 1) tries.push([tokens[i].start, tokens[i + 1].end]);
    tries.push([tokens[i].start, tokens[i].end]);
    for (const [a, b] of tries) {
      const h = parse(s.slice(a, b));
      if (!h) continue;
      const found = hit(h.value, h.confidence, a + h.start, a + h.end);
      if (h.confidence >= minConfidence) return found;
      fallback ??= found;
      break;
    }
  }
  return fallback;
}

// In running text a plate is printed in capitals and has a letter ("Rego ABC123"); "dated 14" is not one.
export const findPlate = (s: string, scanned = false) => findByTokens(s, (t) => (HAS_LOWER.test(t) || !HAS_LETTER.test(t) ? null : parsePlate(t, scanned)), true, 0.7);

// ---- licences ------------------------------------------------------------------------------------------

const LICENCE_SHAPE = /^(?:([A-Za-z]{1,5})[ \-]?)?(\d{3,12})(?:[ \-]?([A-Za-z]{1,2}))?$/;
const STATE = /^(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)$/i;
/** Prefixes of dealer licence numbers (LMCT, MD, DL …). */
const LICENCE_PREFIXES = "LMCT|MD|DL|MVD|MVRL|LIC|DLR";
const KNOWN_PREFIX = new RegExp(`^(?:${LICENCE_PREFIXES})$`, "i");
/**
 * A dealer licence's own prefix ("MD" of "MD 310669"), which some documents also print as its label. Not
 * LMCT (a licensed motor car trader's title before the number: "LMCT 12345" is licence 12345) nor LIC.
 */
const NUMBER_PREFIX = /^(?:MD|DL|MVD|MVRL|DLR)$/i;
export const isLicencePrefix = (s: string) => NUMBER_PREFIX.test(s.trim());
/** A number printed with a dealer licence's prefix ("DL047158", "MD 144792", "LMCT 12345"). */
export const hasDealerLicencePrefix = (s: string) => KNOWN_PREFIX.test(LICENCE_SHAPE.exec(s.trim())?.[1] ?? "");
/** A known prefix followed by letters a recogniser reads for 0, 1, 5 and 8 ("MDOS6161" for MD056161). */
const PREFIX_SLIP = new RegExp(`^(${LICENCE_PREFIXES})([OoIlSB]{1,2})$`, "i");
// prefixes of other numbers ("INV-001", "PO 4711", "Ph 9876 5432")
const NOT_LICENCE_PREFIX = /^(?:INV|REF|PO|ORD|ABN|ACN|QTY|TEL|PH|FAX|MOB|NO|NR|ACCT|BSB|VIN|MY|FY|KM|KMS|AUD|USD|EUR|GBP|NZD)$/i;
const ANY_WS = /\s+/g;

/** A number sign or "No." before a licence is its label's ("Dealer Lic. | # MD099544", cut apart on a scan). */
const NUMBER_MARK = /^(?:#|N[or]\.)\s*/i;

export function parseLicence(s: string, scanned = false): Hit | null {
  const mark = NUMBER_MARK.exec(s);
  if (mark) {
    const h = parseLicence(s.slice(mark[0].length), scanned);
    return h && hit(h.value, h.confidence, mark[0].length + h.start, mark[0].length + h.end);
  }
  if (s.length < 4 || s.length > 30) return null;
  let printed = PER_CHAR.test(s) ? s.replace(ANY_WS, "") : s.replace(ANY_WS, " ");
  // on a scan, a known prefix's first letter read as a digit ("0L310113" for DL310113)
  if (scanned) printed = prefixLetterSlip(printed);
  const m = LICENCE_SHAPE.exec(printed);
  if (!m) return null;
  const suffix = m[3];
  let [prefix, digits] = [m[1], m[2]];
  // on a scan, a known prefix with the number's first digits read as letters ("DLO30083" for DL030083)
  const slip = scanned && prefix && !KNOWN_PREFIX.test(prefix) ? PREFIX_SLIP.exec(prefix) : null;
  if (slip) {
    prefix = slip[1];
    digits = slip[2].toUpperCase().replace(/./g, (c) => AS_DIGIT[c]) + digits;
    printed = `${prefix}${digits}${suffix ?? ""}`;
  }
  if (prefix && NOT_LICENCE_PREFIX.test(prefix)) return null;
  if (prefix && digits.length === 4 && STATE.test(prefix)) return null; // "NSW 2000": a postcode
  const n = (prefix?.length ?? 0) + digits.length + (suffix?.length ?? 0);
  if (n < 4 || n > 12) return null;
  let confidence = 0.8;
  if (prefix && KNOWN_PREFIX.test(prefix)) confidence = 0.9;
  else if (!prefix && !suffix) confidence = digits.length >= 6 ? 0.8 : 0.6;
  return hit(printed, confidence, 0, s.length);
}

/** Letters a recogniser reads as these digits at the start of a licence's prefix: a plate's, and D for 0, L for 1. */
const DIGIT_AS_LETTER: Record<string, string> = { ...PLATE_AS_LETTER, "0": "DO", "1": "IL" };
const PREFIX_THEN_DIGITS = new RegExp(`^(?:${LICENCE_PREFIXES})[ -]?\\d{3,}$`, "i");

/** "0L310113" → "DL310113": a first digit read for the letter that makes a known licence prefix, when only one does. */
function prefixLetterSlip(printed: string): string {
  const letters = DIGIT_AS_LETTER[printed[0]];
  if (!letters || !/^\d[A-Za-z]/.test(printed)) return printed;
  const fits = [...letters].map((c) => c + printed.slice(1)).filter((t) => PREFIX_THEN_DIGITS.test(t));
  return fits.length === 1 ? fits[0] : printed;
}

const KNOWN_PREFIX_START = new RegExp(`^(?:${LICENCE_PREFIXES})\\b`, "i");
// In running text a licence's letters are capitals or a known prefix ("March 2025" is not one), and a
// number without letters needs a licence's 6+ digits ("2025", "0412" are other things).
const SIX_DIGITS = /\d{6}/;
const ANY_LETTER = /[A-Za-z]/;
export const findLicence = (s: string, scanned = false) =>
  findByTokens(
    s,
    (t) => ((HAS_LOWER.test(t) && !KNOWN_PREFIX_START.test(t)) || (!ANY_LETTER.test(t) && !SIX_DIGITS.test(t)) ? null : parseLicence(t, scanned)),
    true,
    0.8,
  );

// ---- document references -------------------------------------------------------------------------------

// (a stop, comma or quote glued before it is a speck a scan read: ".F2025/565")
const REF_PREFIX = /^(?:#\s+|n[°º]\s*\.?\s*|no\.\s*|no\s+(?=\S*\d)|nr\.?\s*|num\.?\s+|number\s+|[.,'‘’`´](?=[A-Za-z]|\d{4}))/i;
const REF_SHAPE = /^#?[A-Za-z0-9][A-Za-z0-9/\-._#]*$/;
const REF_TRAIL = /[.\-/_#]+$/;
const NUMERIC_DATE = /^(?:\d{1,2}[/.\-]\d{1,2}[/.\-](?:\d{2}|\d{4})|\d{4}[/.\-]\d{1,2}[/.\-]\d{1,2})$/;
const DECIMAL = /^\d+\.\d{1,2}$/;
const GROUPED_DIGITS = /^\d{1,4}(?: \d{3,4}){1,3}$/;

export function parseRef(s: string): Hit | null {
  if (s.length > 60) return null;
  const p = REF_PREFIX.exec(s);
  let start = p ? p[0].length : 0;
  let value = s.slice(start);
  // "# 1234" keeps its "#" ("#1234"); "N° 2025-0012" drops the label
  if (p && p[0].charCodeAt(0) === 35) {
    value = `#${value}`;
    start = 0;
  }
  let end = s.length;
  const trail = REF_TRAIL.exec(value);
  if (trail) {
    value = value.slice(0, trail.index);
    end -= trail[0].length;
  }
  // (a number printed in groups of digits, as bills print them: "810 141 003")
  if (!value || value.length > 40 || !(REF_SHAPE.test(value) || GROUPED_DIGITS.test(value)) || !HAS_DIGIT.test(value)) return null;
  if (NUMERIC_DATE.test(value) || DECIMAL.test(value)) return null;
  return hit(value, ALL_DIGITS.test(value.replace(/ /g, "")) ? 0.8 : 0.9, start, end);
}

const REF_ALNUM = /[A-Za-z0-9]/g;

/** The first token that is a reference: three or more letters/digits, one a digit, not a date or an amount. */
export function findRef(s: string): Hit | null {
  const tokens = tokenize(s);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!HAS_DIGIT.test(t.text)) continue;
    if ((t.text.match(REF_ALNUM)?.length ?? 0) < 3) continue;
    // a group of a phone number or a spaced amount ("0412 345 678") is not a reference
    if (ALL_DIGITS.test(t.text)) {
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      if ((prev && prev.end + 1 === t.start && ALL_DIGITS.test(prev.text)) || (next && t.end + 1 === next.start && ALL_DIGITS.test(next.text))) continue;
    }
    // "N° 2025-0012", "# 1234": the label token before belongs to the reference
    const h = parseRef(t.text);
    if (h) {
      const prev = tokens[i - 1];
      if (prev && prev.text === "#" && prev.end + 1 === t.start) return hit(`#${h.value}`, h.confidence, prev.start, t.start + h.end);
      return hit(h.value, h.confidence, t.start + h.start, t.start + h.end);
    }
  }
  return null;
}

// ---- IBAN ----------------------------------------------------------------------------------------------

const IBAN_LENGTH: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22,
  DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31,
  SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const IBAN_SEPARATORS = /[\s\-]/g;

export function ibanValid(iban: string): boolean {
  if (!IBAN_SHAPE.test(iban)) return false;
  const len = IBAN_LENGTH[iban.slice(0, 2)];
  if (len !== undefined && len !== iban.length) return false;
  const r = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (let k = 0; k < r.length; k++) {
    const c = r.charCodeAt(k);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else rem = (rem * 100 + (c - 55)) % 97;
  }
  return rem === 1;
}

/**
 * The national account part (BBAN) of the IBANs met on invoices, by position: n a digit, a a capital, c
 * either (the IBAN registry's formats). A scan's confusions are repaired by it: a letter where a digit
 * must stand ("GBO7", "03/3" for "0373"), a digit where a capital must ("MlDL"), then the check digits decide.
 */
const BBAN: Record<string, string> = {
  AT: "16n", BE: "12n", BG: "4a6n8c", CH: "5n12c", CY: "8n16c", CZ: "20n", DE: "18n", DK: "14n", EE: "16n", ES: "20n", FI: "14n",
  FR: "10n11c2n", GB: "4a14n", GR: "7n16c", HR: "17n", HU: "24n", IE: "4a14n", IS: "22n", IT: "1a10n12c", LI: "5n12c", LT: "16n",
  LU: "3n13c", LV: "4a13c", MC: "10n11c2n", MT: "4a5n18c", NL: "4a10n", NO: "11n", PL: "24n", PT: "21n", RO: "4a16c", SE: "20n",
  SI: "15n", SK: "20n", SM: "1a10n12c",
};
const bbanClasses = (country: string): string | null => {
  const f = BBAN[country];
  return f ? f.replace(/(\d+)([anc])/g, (_, n: string, c: string) => c.repeat(Number(n))) : null;
};
/** What a scan reads for a digit, and for a capital, in an identifier. */
const IBAN_AS_DIGIT: Record<string, string> = { ...SERIAL_DIGIT, "/": "7" };
const IBAN_AS_LETTER: Record<string, string> = { ...PLATE_AS_LETTER, "4": "A" };

/** The IBAN with each character read as its position's class requires (null: a character no class allows). */
function ibanByClass(iban: string): string | null {
  const cls = bbanClasses(iban.slice(0, 2));
  if (!cls || iban.length !== cls.length + 4) return null;
  let out = iban.slice(0, 2);
  for (let k = 2; k < iban.length; k++) {
    const c = iban[k];
    const want = k < 4 ? "n" : cls[k - 4];
    const digit = c >= "0" && c <= "9";
    const letter = c >= "A" && c <= "Z";
    if (want === "n") out += digit ? c : IBAN_AS_DIGIT[c] ?? "?";
    else if (want === "a") out += letter ? c : IBAN_AS_LETTER[c] ?? "?";
    else out += digit || letter ? c : IBAN_AS_DIGIT[c] ?? "?";
  }
  return out.includes("?") ? null : out;
}

/** An IBAN's letters read for digits ("DEO2 3820…"). */
const asDigits = (t: string) => t.replace(/[OILSBZ]/g, (c) => AS_DIGIT[c]);

export function parseIban(s: string): Hit | null {
  if (s.length < 15 || s.length > 50) return null;
  const iban = s.replace(IBAN_SEPARATORS, "").toUpperCase();
  if (ibanValid(iban)) return hit(iban, 1, 0, s.length);
  // A scan's confusions, repaired where the account format says what must stand in each place; kept only
  // when the check digits then hold, which a chance misreading passes once in 97
  const formed = ibanByClass(iban);
  if (formed && ibanValid(formed)) return hit(formed, 0.8, 0, s.length);
  // a country the format table does not hold: the check digits are digits, and so (in most countries) is the account part
  const checked = iban.slice(0, 2) + asDigits(iban.slice(2, 4)) + iban.slice(4);
  for (const candidate of [checked, checked.slice(0, 4) + asDigits(checked.slice(4))]) if (candidate !== iban && ibanValid(candidate)) return hit(candidate, 0.8, 0, s.length);
  // a country code misread ("DI95 7982 …"): the one known country of this length a letter away whose
  // format and check digits then hold; none or several, and the reading stands unrepaired
  if (IBAN_LENGTH[iban.slice(0, 2)] !== iban.length) {
    const near = Object.keys(BBAN).filter((cc) => IBAN_LENGTH[cc] === iban.length && (cc[0] === iban[0]) !== (cc[1] === iban[1]));
    const valid = near.map((cc) => ibanByClass(cc + iban.slice(2))).filter((c): c is string => !!c && ibanValid(c));
    if (valid.length === 1) return hit(valid[0], 0.7, 0, s.length);
  }
  // a glyph read twice or a speck read as one ("NL83 ABNA 0457 5708 651" for "… 61"): one character too
  // many for its country, and exactly one account character whose removal the check digits then vouch for
  if (IBAN_LENGTH[iban.slice(0, 2)] === iban.length - 1) {
    const valid = new Set<string>();
    for (let k = 4; k < iban.length; k++) {
      const c = ibanByClass(iban.slice(0, k) + iban.slice(k + 1));
      if (c && ibanValid(c)) valid.add(c);
    }
    if (valid.size === 1) return hit([...valid][0], 0.7, 0, s.length);
  }
  return null;
}

// ("/" is a scan's 7 in a digit place: parseIban keeps the run only if its format repairs it)
const IBAN_FIND = /(?<![A-Za-z0-9])[A-Z]{2}[\dOISB]{2}(?:[ \-]?[A-Z0-9/]){11,30}(?![A-Za-z0-9])/g;
const IS_ALNUM = /[A-Za-z0-9]/;

export function findIban(s: string): Hit | null {
  IBAN_FIND.lastIndex = 0;
  for (let m = IBAN_FIND.exec(s); m; m = IBAN_FIND.exec(s)) {
    const text = m[0];
    // the run may have swallowed the words after the IBAN ("… 00 BIC COBADEFF"): try each token boundary, longest first
    const ends: number[] = [];
    let count = 0;
    for (let k = 0; k < text.length; k++) {
      if (IS_ALNUM.test(text[k])) {
        count++;
        if ((k + 1 === text.length || !IS_ALNUM.test(text[k + 1])) && count >= 15) ends.push(k + 1);
      }
    }
    for (let e = ends.length - 1; e >= 0; e--) {
      const h = parseIban(text.slice(0, ends[e]));
      if (h) return hit(h.value, h.confidence, m.index, m.index + ends[e]);
    }
    IBAN_FIND.lastIndex = m.index + 1;
  }
  return null;
}

// ---- EU VAT ids ----------------------------------------------------------------------------------------

const VAT_SHAPE = new RegExp(
  "^(?:" +
    [
      String.raw`ATU\d{8}`, String.raw`BE[01]\d{9}`, String.raw`BG\d{9,10}`, String.raw`CY\d{8}[A-Z]`, String.raw`CZ\d{8,10}`,
      String.raw`DE\d{9}`, String.raw`DK\d{8}`, String.raw`EE\d{9}`, String.raw`(?:EL|GR)\d{9}`,
      String.raw`ES(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])`, String.raw`FI\d{8}`, String.raw`FR[0-9A-HJ-NP-Z]{2}\d{9}`, String.raw`HR\d{11}`,
      String.raw`HU\d{8}`, String.raw`IE(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])`, String.raw`IT\d{11}`, String.raw`LT(?:\d{9}|\d{12})`,
      String.raw`LU\d{8}`, String.raw`LV\d{11}`, String.raw`MT\d{8}`, String.raw`NL\d{9}B\d{2}`, String.raw`PL\d{10}`, String.raw`PT\d{9}`,
      String.raw`RO\d{2,10}`, String.raw`SE\d{10}01`, String.raw`SI\d{8}`, String.raw`SK\d{10}`, String.raw`(?:XI|GB)(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})`,
      String.raw`CHE\d{9}(?:MWST|TVA|IVA)?`, String.raw`NO\d{9}MVA`,
    ].join("|") +
    ")$",
);
const VAT_SEPARATORS = /[\s.\-]/g;
const TWO_DIGITS = /^\d\d$/;

const digitsOf = (s: string) => {
  const out: number[] = [];
  for (let k = 0; k < s.length; k++) out.push(s.charCodeAt(k) - 48);
  return out;
};

function luhnOk(num: string): boolean {
  let sum = 0;
  for (let k = 0; k < num.length; k++) {
    let d = num.charCodeAt(num.length - 1 - k) - 48;
    if (k % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** mod 97 of a string of digits and letters (letters as 10–35), as IBANs and Dutch VAT ids count. */
function mod97(s: string): number {
  let rem = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    rem = c >= 48 && c <= 57 ? (rem * 10 + (c - 48)) % 97 : (rem * 100 + (c - 55)) % 97;
  }
  return rem;
}

/** National check digits: true / false, or null where the country's rule is not checked here. */
function vatCheck(id: string): boolean | null {
  const cc = id.slice(0, 2);
  const body = id.slice(2);
  switch (cc) {
    case "DE": {
      // ISO 7064 MOD 11,10
      const d = digitsOf(body);
      let product = 10;
      for (let k = 0; k < 8; k++) {
        let sum = (d[k] + product) % 10;
        if (sum === 0) sum = 10;
        product = (2 * sum) % 11;
      }
      const check = 11 - product === 10 ? 0 : 11 - product;
      return check === d[8];
    }
    case "IT":
      return luhnOk(body);
    case "BE":
      return 97 - (Number(body.slice(0, 8)) % 97) === Number(body.slice(8));
    case "AT": {
      const d = digitsOf(body.slice(1));
      const s2 = (x: number) => Math.floor(x / 10) + (x % 10);
      const sum = d[0] + s2(2 * d[1]) + d[2] + s2(2 * d[3]) + d[4] + s2(2 * d[5]) + d[6];
      return (10 - ((sum + 4) % 10)) % 10 === d[7];
    }
    case "FR": {
      const key = body.slice(0, 2);
      if (!TWO_DIGITS.test(key)) return null;
      return Number(key) === (12 + 3 * (Number(body.slice(2)) % 97)) % 97;
    }
    case "NL": {
      // companies: the 11-test on the 9 digits; sole traders (since 2020): mod 97 of the whole id
      const d = digitsOf(body.slice(0, 9));
      let sum = 0;
      for (let k = 0; k < 8; k++) sum += d[k] * (9 - k);
      if ((sum - d[8]) % 11 === 0) return true;
      return mod97(id) === 1;
    }
    default:
      return null;
  }
}

export function parseVatId(s: string): Hit | null {
  if (s.length < 6 || s.length > 30) return null;
  const id = s.replace(VAT_SEPARATORS, "").toUpperCase();
  const shaped = VAT_SHAPE.test(id);
  const check = shaped ? vatCheck(id) : false;
  if (check !== false) return hit(id, check === true ? 1 : 0.9, 0, s.length);
  // a scan's letters for digits in the number ("NLO43025680B01"): the repair is sure where the country's
  // check digits then hold, and as good as an unchecked reading where the shape alone needed it
  const prefix = /^(?:ATU|CHE)/.test(id) ? 3 : 2;
  const repaired = id.slice(0, prefix) + id.slice(prefix).replace(VAT_MISREAD_DIGIT, (c) => IBAN_AS_DIGIT[c]);
  const repairedShaped = repaired !== id && VAT_SHAPE.test(repaired);
  if (repairedShaped && vatCheck(repaired) === true) return hit(repaired, 0.8, 0, s.length);
  if (shaped) return hit(id, 0.6, 0, s.length);
  if (repairedShaped) return hit(repaired, 0.6, 0, s.length);
  // …and a digit for the letter the shape demands: a Dutch number's "B" read "8" ("NL444589511802")
  const lettered = repaired.replace(DUTCH_B_READ_8, "$1B$2");
  return lettered !== repaired && VAT_SHAPE.test(lettered) ? hit(lettered, vatCheck(lettered) === true ? 0.8 : 0.6, 0, s.length) : null;
}
const DUTCH_B_READ_8 = /^(NL\d{9})8(\d{2})$/;

/**
 * An Italian VAT id whose "IT" a scan read as digits ("1163277301404"): thirteen digits are no EU VAT id
 * without a country's letters, and "11", "I1" or "1T" is how the narrow capitals read. Scans only.
 */
export function italianPrefixRead(id: string): string | null {
  const m = /^[1I][1T](\d{11})$/.exec(id);
  return m ? `IT${m[1]}` : null;
}

/** A Spanish NIF's control letter: its 8 digits mod 23 in this table. */
const NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const DIGIT_FOR_LETTER: Record<string, string> = { G: "6", B: "8", S: "5", Z: "2" };

/**
 * A Spanish NIF whose control letter a scan read as the digit it looks like (G as 6, B as 8, S as 5, Z as 2):
 * the letter back only where the number's own control letter is the one that looks so.
 */
export function nifLetterRead(id: string): string | null {
  const m = /^((?:ES)?)(\d{8})(\d)$/.exec(id);
  if (!m) return null;
  const letter = NIF_LETTERS[Number(m[2]) % 23];
  return DIGIT_FOR_LETTER[letter] === m[3] ? `${m[1]}${m[2]}${letter}` : null;
}
/** Letters a scan reads for digits in a VAT number (not B: a Dutch number's own letter). */
const VAT_MISREAD_DIGIT = /[OQDILSZG]/g;

const VAT_START = /^(?:ATU|CHE|[A-Z]{2})/;

export function findVatId(s: string): Hit | null {
  const tokens = tokenize(s);
  for (let i = 0; i < tokens.length; i++) {
    if (!VAT_START.test(tokens[i].text)) continue;
    let best: Hit | null = null;
    for (let k = i; k < tokens.length && k - i < 5; k++) {
      if (k > i && tokens[k].start - tokens[k - 1].end > 2) break;
      const h = parseVatId(s.slice(tokens[i].start, tokens[k].end));
      if (h) best = hit(h.value, h.confidence, tokens[i].start, tokens[k].end);
    }
    if (best) return best;
  }
  return null;
}
