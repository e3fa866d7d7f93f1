// A street address as printed ("318 Railway Rd, Moorebank NSW 2170", "Unit 2/170 Hume Hwy", "Hauptstraße 5"):
// its shape, which tells a name from an address and lets a value with no label say what it is, and the
// marks a recogniser adds to one on a scan.
import { editDistance } from "./edit-distance";

/** The town line of an address: a state and its postcode at the end ("West NSW 2302", "Castle Hill VIC 3150"). */
export const TOWN_LINE = /\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}\s*$/;

/** A street address: a number (or unit, shop, level, PO box) and a street word ("318 Railway Rd", "Unit 2/170 Hume Hwy"). */
export const STREET_ADDRESS =
  /^\s*(?:(?:unit|shop|suite|level|lot|apt|flat)\s*\d|p\.?\s?o\.?\s*box|\d+[a-z]?(?:[/-]\d+[a-z]?)?\s).*(?:\b(?:rd|road|st|street|ave|avenue|hwy|highway|pde|parade|lane|ln|drive|dr|way|place|pl|court|ct|crescent|cres|boulevard|blvd|terrace|tce|close|circuit|cct|esplanade|square|sq|str|rue|chemin|impasse|via|viale|piazza|calle|avenida|plaza|box)|\p{L}(?:stra(?:ss|ß)e|weg|gasse|platz|allee|straat|laan|plein|gracht))(?=$|[\s,.])/iu;

/** A house number, then words, the last a street word misspelt or misread ("82 Collins Sueet", "5 Ocean Rood"). */
const NUMBERED_WORDS = /^\s*\d+[a-z]?(?:[/-]\d+[a-z]?)?\s+\p{L}[\p{L}' -]*\s(\p{L}{4,})[.,]?\s*$/iu;
const STREET_WORDS = ["street", "road", "avenue", "drive", "parade", "highway", "place", "court", "crescent", "terrace", "close", "lane", "boulevard", "esplanade", "circuit"];

/** A street line whose street word is a letter or two off (a scan's misreading): an address, not a name. */
export function misreadStreet(s: string): boolean {
  const m = NUMBERED_WORDS.exec(s);
  if (!m) return false;
  const word = m[1].toLowerCase();
  return STREET_WORDS.some((w) => editDistance(w, word, 2) <= (w.length >= 6 ? 2 : 1));
}

/** A whole address, street and town: what a run of text printed alone in a customer's section is without its label. */
export const isFullAddress = (s: string) => STREET_ADDRESS.test(s) && TOWN_LINE.test(s);

/** A house number glued to its street by a stop, colon or hyphen ("336.Pennant", "339: MILITARY", "346-George"). */
const GLUED_NUMBER = /^(\s*\d+[a-z]?)[.:\-]\s*(?=\p{Lu})/u;
/** A colon between two words of an address ("PENNANT: HILLS"): no address has one. */
const INNER_COLON = /(?<=\p{L}):(?=\s+\p{L})/gu;
/** A street word spelt out, its comma read as a stop ("64 Princes Drive. Brookvale"): a whole word takes no stop. */
const STOPPED_STREET = new RegExp(`\\b(${[...STREET_WORDS, "square", "way"].join("|")})\\.(?=\\s+\\p{Lu})`, "giu");
/** Rule or box remnants between the state and its postcode ("NSW_| 2795"), or a speck read as a stop ("NSW. 2259"). */
const STATE_JUNK = /\b(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)(?:[\s_|]*[_|][\s_|]*|\.\s*)(?=\d{4}\b)/g;
/** A town line's state and postcode, then more on the line ("… Gosford NSW 2250 10454451451 — SSSS"). */
const TOWN_THEN_MORE = /^(.*\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4})\s+(\S.*)$/;
/** A speck read as a lone quote before the house number ("' 405 Church Road"). */
const LEADING_MARK = /^['‘’`´"“”„]\s+(?=\d)/;

/**
 * The marks a recogniser adds to an address on a scan, taken out; only in a value shaped as an address (a
 * street with its number, or a town with its postcode), so a name or a code is never touched.
 */
export function repairScannedAddress(value: string): string {
  // what a scan ran on after the postcode (the next column's phone, a rule read as letters) is not the address
  const cut = TOWN_THEN_MORE.exec(value);
  if (cut && STREET_ADDRESS.test(cut[1]) && /\d|[^\p{L}\s]/u.test(cut[2])) value = cut[1];
  const out = value
    .replace(LEADING_MARK, "")
    .replace(GLUED_NUMBER, "$1 ")
    .replace(INNER_COLON, "")
    .replace(STOPPED_STREET, "$1,")
    .replace(STATE_JUNK, "$1 ");
  return STREET_ADDRESS.test(out) || TOWN_LINE.test(out) ? out : value;
}
