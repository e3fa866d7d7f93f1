// The document's currency: an ISO code, symbol or currency word printed on it (values/detectCurrency).
// A bare "$" names no currency by itself: Australian documents (ABN, GST, Pty Ltd, a state) are in AUD,
// any other in USD. Vehicle profiles are Australian dealer documents, so their amounts without any symbol
// are AUD too.
import { detectCurrency } from "../values";

/** An amount with cents ("45,990.00"), never a date's digits ("26.03.2024"). */
const AMOUNT = /(?<![\d.])\d[\d,]*\.\d{2}(?![\d.])/;
const AUSTRALIAN = /\bA\.?B\.?N\.?\b|\bGST\b|Australia|\b(NSW|VIC|QLD|TAS|ACT)\b|Pty\.? Ltd/;

/** A "€" between a letter and a digit is a C a scan read twice ("C€823851" for contract C823851), no euro. */
const C_READ_AS_EURO = /(?<=\p{L})€(?=\d)/gu;

/** On an Australian dealer's document, a "£" glued to a whole number of four digits or more is a code's E a scan misread ("£2115" for register entry E2115). */
const E_READ_AS_POUND = /£(?=\d{4,}(?![\d.,]))/g;

export function documentCurrency(text: string, vehicleProfile: boolean): string | null {
  const printed = detectCurrency(vehicleProfile ? text.replace(C_READ_AS_EURO, "").replace(E_READ_AS_POUND, "") : text.replace(C_READ_AS_EURO, ""));
  if (printed) return printed;
  const crowns = KRONA.test(text) ? kronaOf(text) : null;
  if (crowns) return crowns;
  const australian = AUSTRALIAN.test(text);
  // (…and so does the word: a price box's "Dollars | Cents" columns)
  if (/\$|\bdollars\b/i.test(text)) return australian || vehicleProfile ? "AUD" : "USD";
  if ((australian || vehicleProfile) && AMOUNT.test(text)) return "AUD";
  return null;
}

/** "24 467,62 kr", "kr 1.250,-": a krona or krone, whose country the page's words tell. */
const KRONA = /\d\s?kr\.?(?!\p{L})|(?<!\p{L})kr\.?\s?\d/iu;
const KRONA_COUNTRIES: Array<[string, RegExp]> = [
  ["SEK", /(?<!\p{L})(?:momsreg|att betala|förfallodatum|förfallodag|bankgiro|plusgiro|f-skatt|exkl\.? moms|inkl\.? moms|sverige|sweden|org\.?\s?nr\.?:?\s*55\d{4})(?!\p{L})/giu],
  ["NOK", /(?<!\p{L})(?:mva|å betale|kid|forfallsdato|kontonr|norge|norway|foretaksregisteret)(?!\p{L})/giu],
  ["DKK", /(?<!\p{L})(?:cvr|i alt|at betale|forfaldsdato|ekskl\.? moms|danmark|denmark|fi-kort)(?!\p{L})/giu],
];

function kronaOf(text: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [code, cue] of KRONA_COUNTRIES) {
    const n = text.match(cue)?.length ?? 0;
    if (n > most) [best, most] = [code, n];
  }
  return best;
}
