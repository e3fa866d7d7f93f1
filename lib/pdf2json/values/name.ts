// A name as printed: a person's or an organisation's ("Fatima Fitzgerald", "Apex Transport Pty. Ltd.",
// "JACK WILLIAM WALKER"). A plain string that is not something else: a date, an amount, a phone number, an
// e-mail or web address, or a sentence. So a name field never takes the date beside "Signed on" or the
// declaration paragraph under "Applicant".
import { parseStringValue, type Hit } from "./text";
import { misreadStreet, STREET_ADDRESS, TOWN_LINE } from "./address";

/** Words a name runs to at most: longer runs are sentences. */
const MAX_WORDS = 10;

/**
 * An organisation's name ends with its legal form ("… Pty Ltd", "… Limited", "… GmbH"). What a recogniser
 * or a crowded cell adds after it (a speck read as one letter or a doubled one, "Tt", and the phone number
 * of the next column: "Pty Ltd Pp 02 8520 5883") is not part of the name; words are (a trust: "Pty Ltd ATF
 * The Smith Trust"; "Trading Ltd. Co").
 */
const LEGAL_FORM_TAIL = /^(\S.*?\s(?:pty\.?\s+ltd|pty\.?\s+limited|limited|ltd|gmbh|inc|llc|bhd|b\.v|sarl|s\.a\.r\.l)\.?)\s+((?:(\p{L})\3?\.?\s*)?[\d\s()+./-]*)$/iu;

export function parseName(s: string, others: { date: (t: string) => unknown; money: (t: string) => unknown; phone: (t: string) => unknown }): Hit | null {
  const h = parseStringValue(s, false);
  if (!h) return null;
  const v = String(h.value);
  if (!/\p{L}{2}/u.test(v) || /@|https?:|www\./i.test(v)) return null;
  if (v.split(/\s+/).length > MAX_WORDS) return null;
  // a legal form alone ("Ltd", "Pty Limited") is the tail of a wrapped name, not a name
  if (/^(?:pty\.?\s*)?(?:ltd|limited|inc|llc|gmbh|bhd|co)\.?$/i.test(v.trim())) return null;
  // an abbreviated word alone is a label's tail ("No.", "Nr.", "Ref."), not a name
  if (/^\p{L}{1,3}\.$/u.test(v.trim())) return null;
  // a name is written with a capital somewhere: words all in lower case are running text ("collects",
  // "overleaf" after "The Dealer" in a paragraph of terms)
  if (!/\p{Lu}/u.test(v)) return null;
  // one word with a digit in it is a code ("RC-3549", "DL310113"), not a name; nor is a numbered caption and its
  // number ("Form No. 478474", "Invoice # 1234")
  if (!/\s/.test(v.trim()) && /\d/.test(v)) return null;
  if (/(?:^|\s)(?:no\.?|nr\.?|#|number)\s*:?\s*\d[\d\s/-]*$/i.test(v)) return null;
  // a sentence: ends with a full stop after a lower-case word ("… for the registration period.")
  if (/\p{Ll}{3,}\.$/u.test(v) && v.split(/\s+/).length > 4) return null;
  if (others.date(v) !== null || others.money(v) !== null || others.phone(v) !== null) return null;
  // …nor holds a date or a time of day ("Print date 1/8/2025 17:50", a page's print stamp)
  if (DATE_OR_TIME_IN.test(v) || PAGE_NUMBER.test(v)) return null;
  if (STREET_ADDRESS.test(v) || TOWN_LINE.test(v) || misreadStreet(v)) return null;
  const tail = LEGAL_FORM_TAIL.exec(v);
  if (tail && tail[2].trim()) return { ...h, value: tail[1], end: h.end - (v.length - tail[1].length) };
  // a signature's "for" before the company it signs for is no part of its name ("for Wagga Auto Group Pty.
  // Ltd.", "For and on behalf of Coastal Vehicle Centre Pty Ltd")
  const signedFor = SIGNED_FOR.exec(v);
  if (signedFor) return { ...h, value: v.slice(signedFor[0].length), start: h.start + signedFor[0].length };
  return h;
}

const DATE_OR_TIME_IN = /(?:^|\s)(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?)(?=\s|$|[,;])/i;
/** A page's number ("Page 1 of 2", "Seite 2 von 3", "Pagina 1 di 1"). */
const PAGE_NUMBER = /^\s*(?:page|p\.|seite|pagina|página|blad|feuille)\s*\d+(?:\s*(?:of|von|de|di|van|sur|\/)\s*\d+)?\s*$/i;
const SIGNED_FOR = /^(?:(?:for\s+and\s+)?on\s+behalf\s+of|for|per|pp)\s+(?:the\s+)?(?=\p{Lu}\p{L}*\s+\S)/iu;
