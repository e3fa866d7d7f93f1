// Parties printed without a label: the issuer of an invoice (return-address line, own web domain, title,
// payee account holder, letterhead), an organisation in a group's section, a letterhead phone or e-mail.
// Each finder returns null rather than guess when its evidence is absent.
import { documentTitle, segmentBox, unionBox, type Segment } from "../layout/layout";
import { findValue, parseValue } from "../values";
import { repairLegalForms } from "../values/ocr-repair";
import { nextLineAligned, nextOnLine, type DocIndex, type Found } from "./matcher";

/**
 * Legal forms of businesses (Australia, UK, US, Germany, Austria, Switzerland, France, Benelux, Spain,
 * Italy, Malaysia, Finland, Denmark, Poland; not the bare "AS" and "AB" of Norway and Sweden, English and German
 * words) and the words dealer names carry: a run ending in one of these names an organisation.
 */
const ENTITY = /(\b(pty\.?\s*ltd|sdn\.?\s*bhd|bhd|berhad|s\/b|enterprise|trading|limited|ltd|inc|llc|llp|plc|dac|corp|corporation|co|company|gmbh|ag|kg|ohg|gbr|ug|e\.\s?k|se|sarl|s\.a\.r\.l|sas|sasu|eurl|snc|sa|s\.a|bv|b\.v|nv|n\.v|vof|v\.o\.f|cv|c\.v|sl|s\.l|slu|s\.l\.u|sau|s\.a\.u|srl|s\.r\.l|spa|s\.p\.a|snc|s\.n\.c|srls|s\.r\.l\.s|sas|s\.a\.s|s\.\s?coop|coop|s\.l\.l|s\.a\.l|soc\.\s?coop|e\.\s?v|eg|ltda|oy|oyj|ky|tmi|aps|a\/s|i\/s|k\/s|asa|aktiebolag|sp\.\s?z\s?o\.\s?o|motors?|automotive|auto group|autos|cars|dealership)\.?)(?=$|[\s,)])/i;

/** Every legal form or trade word in a text (ENTITY, matched throughout). */
const ENTITY_ALL = new RegExp(ENTITY.source, "gi");

/** A name that stops where its legal form goes on, on the next line ("… Pty" over "Ltd"). */
const LEGAL_FORM_GOES_ON = /\b(pty\.?|&|co\.?|and)$/i;

/** An organisation name with no label: in the group's section, else the letterhead of page one. */
export function findEntity(index: DocIndex, section: string | null): Found | null {
  const pick = (s: Segment, confidence: number): Found => {
    // a legal form wrapped onto the next line: "Inner West Motor Group Pty" over "Limited"
    // …or whole: "Parramatta Hyundai" over "Pty Ltd"
    // …or its parenthesised part: "Schäfer Elektrotechnik UG" over "(haftungsbeschränkt)"
    const rest = LEGAL_FORM_GOES_ON.test(s.text.trim()) ? legalFormBelow(index, s) : !ENTITY.test(s.text) ? legalFormBelow(index, s, true) : qualifierBelow(index, s);
    // …or the name's first words on the line above: "Hunter Valley" over "Automotive Pty Limited"
    const head = rest ? null : nameAbove(index, s);
    const parts = [head, s, rest].filter((x): x is Segment => !!x);
    return {
      value: parts.map((x) => withoutTitle(x.text).replace(/^[\s:]+/, "")).join(" "),
      confidence,
      page: s.page,
      box: head ? unionBox([head, s]) : segmentBox(s),
      label: null,
      segments: parts,
    };
  };
  // a legal form alone ("Ltd" under "Central Coast Vehicle Centre Pty") is the end of the name above it
  const named = (s: Segment) =>
    (ENTITY.test(s.text) && !LEGAL_FORM_ONLY.test(s.text.trim()) && !WHOLE_FORM_ONLY.test(s.text.trim())) ||
    (LEGAL_FORM_GOES_ON.test(s.text.trim()) && !!legalFormBelow(index, s)) ||
    (!/\d/.test(s.text) && s.text.trim().split(" ").length <= 5 && !!legalFormBelow(index, s, true));
  const candidates = index.segments.filter((s) => named(s) && !s.text.includes(":") && !index.isLabel(s) && s.text.length <= 70 && !/\d{3}/.test(s.text));
  if (section) {
    const inSection = candidates.find((s) => index.sectionOf.get(s) === section);
    if (inSection) return pick(inSection, 0.75);
  }
  // (below a mail client's print header, on a document sent as an e-mail and printed)
  const header = mailHeaderEnd(index);
  const top = candidates.find((s) => s.page === 1 && s.line >= header && s.line < header + ENTITY_LINES);
  return top ? pick(top, 0.7) : null;
}

/**
 * A name without the document's title glued after it on the letterhead's line ("Harbourside Toyota Pty Ltd
 * Tax Invoice (Vehicle Sale)"): cut where the kind of document starts, when the name before it ends in its
 * legal form or trade.
 */
function withoutTitle(text: string): string {
  const title = DOC_WORDS.exec(text) ?? CONTRACT_WORDS.exec(text);
  if (!title || title.index === 0) return text;
  const name = text.slice(0, title.index).trimEnd();
  const ends = [...name.matchAll(ENTITY_ALL)].some((m) => m.index! + m[0].length >= name.length);
  return ends ? name : text;
}

/** A contract's or form's title ("Contract of Sale – Motor Vehicle", "Vehicle Order & Sale Agreement"). */
const CONTRACT_WORDS = /\b(contract|agreement|vertrag|contrat|contrato|contratto|overeenkomst)\b/i;

/**
 * A labelled name whose legal form wrapped onto the next line ("Central Coast Car Sales Pty." over "Ltd."),
 * with the rest of it; other values as they are.
 */
export function finishLegalForm(index: DocIndex, found: Found): Found {
  const last = found.segments[found.segments.length - 1];
  if (typeof found.value !== "string" || !last) return found;
  const whole = !LEGAL_FORM_GOES_ON.test(found.value.trim());
  const rest = whole && (ENTITY.test(found.value) || /\d/.test(found.value)) ? qualifierBelow(index, last) : (legalFormBelow(index, last, whole) ?? (whole ? null : legalFormBeside(index, last)));
  if (rest && !index.used.has(rest)) return { ...found, value: `${found.value.trim()} ${rest.text.trim()}`, segments: [...found.segments, rest] };
  // on a scan, the end wrapped under it misread, the "Pty" read right vouching for it ("Wagga Auto Group Pty"
  // over "Lid"): repaired as on one line (values/ocr-repair.ts)
  const under = index.ctx.scanned && !whole ? runBelow(index, last) : null;
  const misread = under?.text.trim() ?? "";
  if (!under || index.used.has(under) || /\s/.test(misread)) return found;
  const repaired = repairLegalForms([found.value.trim().split(/\s+/).pop() ?? "", misread])[1];
  if (repaired === misread || !LEGAL_FORM_ONLY.test(repaired)) return found;
  return { ...found, value: `${found.value.trim()} ${repaired}`, segments: [...found.segments, under] };
}

/** The end of a legal form standing alone, as a name wraps it onto its own line. */
const LEGAL_FORM_ONLY = /^(ltd\.?|limited|co\.?(\s+kg)?|kg|sons|partners)$/i;

/** The run right under a name, at its left edge, that finishes its legal form ("Ltd", "Limited", "Co. KG"). */
function legalFormBelow(index: DocIndex, s: Segment, whole = false): Segment | null {
  const x = runBelow(index, s);
  return x && (whole ? WHOLE_FORM_ONLY : LEGAL_FORM_ONLY).test(x.text.trim()) ? x : null;
}

/**
 * The end of a legal form set apart on the name's own line by a wide gap, as a monospace print-out's
 * recogniser leaves it ("SOUTHERN HIGHLANDS KIA PTY | LTD."): the next run, a few characters away.
 */
function legalFormBeside(index: DocIndex, s: Segment): Segment | null {
  const next = nextOnLine(index, s);
  return next && next.x0 - s.x1 <= s.h * 4 && LEGAL_FORM_ONLY.test(next.text.trim()) ? next : null;
}

/**
 * The parenthesised part of a legal form that goes with the form itself, wrapped under a name that ends in
 * it: "UG" is "UG (haftungsbeschränkt)" by law; a company being wound up or founded says so the same way.
 */
const LEGAL_FORM_QUALIFIER = /^\((haftungsbeschr(ä|ae)nkt|in\s+liquidation|i\.\s?l\.|in\s+gr(ü|ue)ndung|i\.\s?gr\.)\)$/i;

function qualifierBelow(index: DocIndex, s: Segment): Segment | null {
  const x = runBelow(index, s);
  return x && LEGAL_FORM_QUALIFIER.test(x.text.trim()) ? x : null;
}

/** The run on the next line at the same left edge, at the lines' own spacing. */
function runBelow(index: DocIndex, s: Segment): Segment | null {
  const next = index.layout.lines[s.line + 1];
  if (!next || next.page !== s.page || next.y - s.y > s.h * 1.6) return null;
  return next.segments.find((c) => Math.abs(c.x0 - s.x0) <= Math.max(3, s.h * 0.5)) ?? null;
}

/**
 * The first words of an organisation's name wrapped above the run that ends in its legal form, as a narrow
 * letterhead wraps it: the run right above at the same left edge, at the lines' own spacing, of one to four
 * capitalised words, no digits, not a label, heading or kind of document, and the first line of its block.
 */
function nameAbove(index: DocIndex, s: Segment): Segment | null {
  if (!ENTITY.test(s.text) || !/^\p{Lu}/u.test(s.text.trim())) return null;
  const prev = index.layout.lines[s.line - 1];
  if (!prev || prev.page !== s.page || s.y - prev.y > s.h * 1.6 || s.y <= prev.y) return null;
  const x = prev.segments.find((c) => Math.abs(c.x0 - s.x0) <= Math.max(3, s.h * 0.5));
  if (!x || x.x1 > s.x1 + s.h * 2 || index.isLabel(x) || index.headingSegs.has(x) || index.used.has(x) || DOC_WORDS.test(x.text)) return null;
  const words = x.text.trim().split(/\s+/);
  if (words.length > 4 || /[\d:@,;.]/.test(x.text) || ENTITY.test(x.text)) return null;
  if (!words.every((w) => /^[\p{Lu}&]/u.test(w) || /^(and|of|the|de|du|der|van)$/i.test(w))) return null;
  // (the line above that one is not the name's too: a name wraps over two lines here, never three)
  const above = index.layout.lines[prev.index - 1];
  if (above && above.page === s.page && prev.y - above.y <= s.h * 1.6 && above.segments.some((c) => Math.abs(c.x0 - x.x0) <= Math.max(3, s.h * 0.5) && !DOC_WORDS.test(c.text) && !index.isLabel(c))) return null;
  return x;
}

/** A whole legal form standing alone, as a narrow letterhead wraps it under the name ("Parramatta Hyundai" over "Pty Ltd"). */
const WHOLE_FORM_ONLY = /^(pty\.?\s*ltd\.?|pty\.?\s+limited|limited|ltd\.?|gmbh|inc\.?|llc|plc|ag|b\.?v\.?|n\.?v\.?|sarl|sas|s\.a\.?|s\.?r\.?l\.?|s\.?p\.?a\.?|sdn\.?\s*bhd\.?|oyj?|ky|aps|a\/s|i\/s|asa|aktiebolag|sp\.\s?z\s?o\.\s?o\.?)$/i;

/** The small words inside a name: "Hôtel de la Gare", "Casa del Sol", "Bakkerij van den Berg", "Haus am See". */
const NAME_PARTICLE = /^(and|&|of|the|de|du|des|la|le|les|l'|d'|der|den|van|von|het|ter|am|im|zum|zur|y|e|di|da|del|della|do|dos|das|el|los|las)$/i;

/**
 * The name a letterhead opens with: the first run of page one when it reads as a name (two to six
 * capitalised words, no digits, not a label, not the kind of document). Weakest evidence, used last.
 */
export function findLetterheadName(index: DocIndex): Found | null {
  // the first run of page one that reads as a name, past a line or two of scanner noise or a logo's letters
  const lines = index.layout.lines.filter((l) => l.page === 1).slice(0, 3);
  for (const line of lines) {
    const s = line.segments[0];
    if (!s || /\d|[:@]/.test(s.text) || index.isLabel(s) || DOC_WORDS.test(s.text)) continue;
    const words = s.text.split(" ");
    if (words.length < 2 || words.length > 6 || !words.every((w) => /^[\p{Lu}&(]/u.test(w) || NAME_PARTICLE.test(w))) continue;
    if (!words.some((w) => /\p{L}{3}/u.test(w))) continue;
    return pickSegment(s, s.text.replace(/[,\s]+$/, ""), 0.5);
  }
  return null;
}

/**
 * The organisation named like the document's own web or email domain ("www.qualityhosting.de" →
 * "QualityHosting AG"): the issuer of an invoice prints its own domain; the recipient rarely does.
 */
export function findDomainEntity(index: DocIndex): Found | null {
  const text = index.layout.lines.map((l) => l.text).join("\n");
  const labels = new Set<string>();
  for (const m of text.matchAll(/(?:https?:\/\/|www\.|@)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) {
    // (a country's two letters, its "co", and the generic endings are no name: "cascadethreads.ie", "shop.example.store")
    const parts = m[1].toLowerCase().split(".").filter((p) => p.length > 2 && !["www", "com", "net", "org", "gov", "edu", "info", "biz", "shop", "store", "online", "app", "dev", "site", "tech", "email", "mail"].includes(p));
    const label = parts[parts.length - 1];
    if (label && label.length >= 4 && !["example", "gmail", "outlook", "hotmail", "yahoo"].includes(label)) labels.add(label.replace(/[^a-z]/g, ""));
  }
  if (!labels.size) return null;
  let best: Segment | null = null;
  const named: Segment[] = [];
  for (const s of index.segments) {
    const words = s.text.trim().split(/\s+/);
    if (words.length > 6 || /\d{3}/.test(s.text) || /[@/]|www\./i.test(s.text) || s.text.includes(":")) continue;
    const letters = s.text.toLowerCase().replace(/[^a-z]/g, "");
    if (![...labels].some((l) => letters.startsWith(l) || l.startsWith(letters) && letters.length >= 4)) continue;
    named.push(s);
    if (!best || s.text.length < best.text.length) best = s;
  }
  if (!best) return null;
  // the brand at the top and, in the small print, its legal name: "Cascade Threads" | "Cascade Threads DAC"
  // (…the logo's letters in capitals at times: "FATHOMSTACK" | "Fathomstack Pty Ltd")
  // (…or set letter-spaced, its words run together as read: "Wa ttleOutfitters" | "Wattle Outfitters Ltd")
  const brand = best.text.trim().toLowerCase();
  const letters = (t: string) => t.toLowerCase().replace(/[^\p{L}]/gu, "");
  const legal = named.find((s) => {
    const t = s.text.trim();
    const rest = t.toLowerCase().startsWith(`${brand} `) ? t.slice(brand.length + 1) : letters(t.replace(ENTITY_ALL, "")) === letters(brand) ? (t.match(ENTITY_ALL) ?? []).join(" ") : "";
    return rest.split(/\s+/).length <= 3 && ENTITY.test(rest) && !/\d/.test(rest);
  });
  if (legal) best = legal;
  return { value: best.text.replace(/[,\s]+$/, ""), confidence: 0.7, page: best.page, box: segmentBox(best), label: null, segments: [best] };
}

/** An unlabelled email address (letterheads and footers print the issuer's contact without a label). */
export function findUnlabelledEmail(index: DocIndex): Found | null {
  for (const s of index.segments) {
    if (index.used.has(s)) continue;
    const m = s.text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
    if (m) return { value: m[0], confidence: 0.6, page: s.page, box: segmentBox(s), label: null, segments: [s] };
  }
  return null;
}

/**
 * The IBAN printed without a label ("Forma de pago: transferencia a ES91 2100 0418 …"): an IBAN proves itself by
 * its check digits, so one anywhere is the document's; two different ones (the payer's and the payee's) are
 * left alone.
 */
export function findUnlabelledIban(index: DocIndex): Found | null {
  let found: Found | null = null;
  for (const s of index.segments) {
    const v = findValue("iban", s.text);
    if (!v) continue;
    if (found && found.value !== v.value) return null;
    found ??= { value: v.value, confidence: 0.7, page: s.page, box: segmentBox(s), label: null, segments: [s] };
  }
  return found;
}

/**
 * The first date printed on page one, in a run no field has taken: a till slip prints its date and time
 * with no label ("19-09-17 15:39 SH01"), and an invoice whose date has no known label prints it first.
 */
export function findFirstDate(index: DocIndex): Found | null {
  for (const s of index.segments) {
    if (s.page !== 1 || index.used.has(s)) continue;
    const v = findValue("date", s.text, index.ctx);
    // a whole word, not the tail of a code ("HD03-04-06")
    const at = v ? s.text.indexOf(v.text) : -1;
    if (v && (at === 0 || !/[\p{L}\p{N}]/u.test(s.text[at - 1] ?? ""))) return { value: v.value, confidence: 0.5, page: s.page, box: segmentBox(s), label: null, segments: [s] };
  }
  return null;
}

/**
 * A phone number printed alone in the letterhead (top of page one, in no other party's part) or in the
 * group's own section.
 */
export function findLetterheadPhone(index: DocIndex, section: string): Found | null {
  for (const s of index.segments) {
    const own = index.sectionOf.get(s) ?? null;
    if (index.used.has(s) || (own !== section && !(s.page === 1 && s.line < 8 && own === null))) continue;
    const t = s.text.replace(/^(ph|phone|tel|t|p)\.?\s*/i, "");
    // (a phone's shape alone, which a date such as "2025-07-13" also has, is not enough: the run must read as one)
    if (/^\+?[\d\s()-]{8,}$/.test(t) && (t.match(/\d/g) ?? []).length >= 8 && parseValue("phone", t.trim(), index.ctx)) return { value: t.trim(), confidence: 0.6, page: s.page, box: segmentBox(s), label: null, segments: [s] };
  }
  return null;
}

const pickSegment = (s: Segment, value: string, confidence: number): Found => ({ value, confidence, page: s.page, box: segmentBox(s), label: null, segments: [s] });

/** The issuer of a document with no issuer label: the most specific evidence first. */
export function findIssuer(index: DocIndex, section: string | null): Found | null {
  return withLegalName(index, findReturnAddress(index) ?? findDomainEntity(index) ?? findEntity(index, section) ?? findTitleIssuer(index) ?? findAccountHolder(index) ?? findLetterheadName(index));
}

/** A party's name found with no label, as its legal name when the page prints one (legalNameOf). */
export function withLegalName(index: DocIndex, found: Found | null): Found | null {
  return found && typeof found.value === "string" && !ENTITY.test(found.value.replace(TRADE_WORDS, " ")) ? (legalNameOf(index, found, found.value) ?? found) : found;
}

/** ENTITY's words that name a trade, no legal form: "Harbourside Autos" is a brand, "… Autos Pty. Ltd." the company. */
const TRADE_WORDS = /\b(?:motors?|automotive|auto group|autos|cars|dealership|enterprise|trading)\b/gi;

/**
 * A brand's legal name in the page's small print: "Grand Hôtel de la Gare" at the top, "SARL Hôtel de la
 * Gare · RCS Nantes …" in the footer. The organisation that issues the document is the legal one; a run with a
 * legal form whose every other word of three or more letters is in the brand (at least two of them) is it.
 */
function legalNameOf(index: DocIndex, brand: Found, name: string): Found | null {
  const words = (t: string) => t.toLowerCase().split(/[\s,]+/).filter((w) => /\p{L}{3}/u.test(w) && !NAME_PARTICLE.test(w));
  const own = new Set(words(name));
  for (const s of index.segments) {
    if (s.page !== brand.page || index.isLabel(s)) continue;
    // (the small print's parts, set apart by dashes or bullets, one to a run on a text layer and run together on
    // a scan: "SARL Hôtel de la Gare - SARL au capital de 10 000 € - RCS Nantes 416 691 563")
    for (const part of s.text.split(ADDRESS_PARTS)) {
      const text = part.trim();
      if (text.length > 70 || /\d|[:@/]/.test(text) || !ENTITY.test(text)) continue;
      const rest = words(text.replace(TRADE_WORDS, (w) => `_${w}`).replace(ENTITY_ALL, " ").replace(/_/g, ""));
      if (rest.length >= 2 && rest.every((w) => own.has(w)) && text !== name) return pickSegment(s, text.replace(/[,\s]+$/, ""), brand.confidence);
    }
  }
  return null;
}

const POSTCODE = /\b([A-Z]{1,2}-?)?\d{4,5}\b|\b\d{4}\s?[A-Z]{2}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
const ADDRESS_PARTS = /\s+[-–·•|]\s+|\s*[·•|]\s*/;

/**
 * The sender line over a window envelope's address (DIN 5008 and its kin): "QualityHosting AG - Uferweg 40-42 -
 * D-63571 Gelnhausen", small print near the top of page one. Its first part is the issuer.
 */
function findReturnAddress(index: DocIndex): Found | null {
  const lines = index.layout.lines.filter((l) => l.page === 1).slice(0, 15);
  for (const line of lines) {
    for (const s of line.segments) {
      const parts = s.text.split(ADDRESS_PARTS).map((p) => p.trim()).filter(Boolean);
      if (parts.length < 3 || !/[A-Za-z]{2}/.test(parts[0]) || /\d{3}/.test(parts[0])) continue;
      // a street (a number) and a postcode after the name
      // a street (a number) and a postcode after the name: 63571, D-63571, 2511 BT, M2 3HQ, SW1A 1AA, NSW 2000
      if (!parts.slice(1).some((p) => /\d/.test(p)) || !parts.slice(1).some((p) => POSTCODE.test(p))) continue;
      return pickSegment(s, parts[0].replace(/[,\s]+$/, ""), 0.8);
    }
  }
  return null;
}

const DOC_WORDS = /\b(tax\s+invoice|invoice|receipt|bill|statement|credit\s+note|quot(e|ation)|rechnung|gutschrift|quittung|facture|avoir|re[çc]u|devis|factuur|creditnota|offerte|kwitantie|factura|recibo|presupuesto|fattura|ricevuta|preventivo)\b/i;

/** "Amazon Web Services Invoice": a title that names its issuer before (or after) the kind of document. */
function findTitleIssuer(index: DocIndex): Found | null {
  const title = documentTitle(index.layout);
  if (!title) return null;
  const m = DOC_WORDS.exec(title);
  if (!m) return null;
  const rest = (title.slice(0, m.index) + " " + title.slice(m.index + m[0].length)).replace(/\s+/g, " ").replace(/^[\s\-–:|]+|[\s\-–:|]+$/g, "");
  if (!/[A-Za-z]{3}/.test(rest) || /\d/.test(rest) || rest.split(" ").length < 2 || rest.split(" ").length > 6 || /^(no|number|n°|nr|for|from|to|of|de|du|von|für)\b/i.test(rest)) return null;
  const seg = index.segments.find((s) => s.page === 1 && s.text.includes(m[0])) ?? index.segments[0];
  return seg ? pickSegment(seg, rest, 0.65) : null;
}

const ACCOUNT_HOLDER = /\b(account\s+(name|holder)|beneficiary|payee|kontoinhaber(in)?|empf[äa]nger|titulaire(\s+du\s+compte)?|b[ée]n[ée]ficiaire|rekeninghouder|ten\s+name\s+van|begunstigde|titular(\s+de\s+la\s+cuenta)?|beneficiario|intestatario|intestato\s+a)\s*:\s*([^:|]{2,60})$/i;

/** The payee of the bank details is the issuer ("Titulaire du compte : NETPRESSE"). */
function findAccountHolder(index: DocIndex): Found | null {
  for (const s of index.segments) {
    const m = ACCOUNT_HOLDER.exec(s.text);
    if (m && /[A-Za-z]{2}/.test(m[m.length - 1]) && !/\d{4}/.test(m[m.length - 1])) return pickSegment(s, m[m.length - 1].trim().replace(/[,.\s]+$/, ""), 0.6);
  }
  return null;
}

/** A street address line: the number first ("12 Smith St", "Unit 4/18 …") or after the name ("Hauptstraße 131", "Am Markt 12a"). */
const STREET = /^\s*(unit|shop|suite|level|lot|po box|p\.?o\.? box|gpo box|\d+[a-z]?([/-]\d+[a-z]?)?)\b.*\b[\p{L}]{3,}|^\s*\p{L}[\p{L}.'’ -]{2,40}\s\d{1,4}\s?[a-z]?(?:\s?[-/]\s?\d{1,4}[a-z]?|\s\d{1,4})?\s*$/iu;
/** The town line that ends an address (a postcode): "Auburn NSW 2144", "04109 Leipzig", "M2 3HQ Manchester", "1012 AB Amsterdam", "Austin, TX 78701", "Rathmines, Dublin 6, D06 F2X4". */
const TOWN_LINE = /\b(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}\b|\b\d{4,5}\s+[\p{Lu}][\p{L}-]+|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{4}\s?[A-Z]{2}\s+[\p{Lu}]|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s[0-9AC-FHKNPRTV-Y]{4}$/u;

const POSTCODE_ALONE = /^\s*\d{4,5}\s*$/;

/**
 * The address set under a party's name, when the party's label reads the name under it rather than opening a
 * part of the page ("Invoice # | V74010 | Bill To" over "… | Bluegum Plumbing Pty Ltd" over "… | Attn: Oliver
 * Martin" over "… | 367 Church Road" over "Newcastle West NSW 2302"): a street and its town in the name's column,
 * within the next few lines, a line for whose attention it is stepped over.
 */
export function findAddressUnderName(index: DocIndex, name: unknown): Found | null {
  if (typeof name !== "string" || !name.trim()) return null;
  const lines = index.layout.lines;
  const top = index.segments.find((s) => s.text.trim() === name.trim());
  if (!top) return null;
  const inColumn = (x: Segment) => Math.abs(x.x0 - top.x0) <= Math.max(4, top.h);
  let prev = top;
  for (let li = top.line + 1; li < lines.length && li <= top.line + 4; li++) {
    const line = lines[li];
    const s = line.segments.find(inColumn);
    if (line.page !== top.page || !s || s.y - prev.y > prev.h * 1.8) return null;
    prev = s;
    if (ATTENTION.test(s.text)) continue;
    const next = lines[li + 1]?.segments.find((x) => inColumn(x) && x.page === s.page && x.y - s.y <= s.h * 1.8 && TOWN_LINE.test(x.text));
    if (!STREET.test(s.text) || !next || index.used.has(s) || index.used.has(next)) return null;
    return { value: `${s.text.trim().replace(/[,\s]+$/, "")}, ${next.text.trim().replace(/[,\s]+$/, "")}`, confidence: 0.6, page: s.page, box: unionBox([s, next]), label: null, segments: [s, next] };
  }
  return null;
}

/**
 * An address printed without a label: in the group's section, or (for the issuing party) in the letterhead
 * above the first heading of page one. A street line and the town line under it are joined.
 */
export function findAddress(index: DocIndex, section: string, letterhead: boolean): Found | null {
  const lines = index.layout.lines;
  const firstHeading = lines.findIndex((l) => l.segments.some((s) => index.headingSegs.has(s)));
  // (below a mail client's print header, on a document sent as an e-mail and printed)
  const header = mailHeaderEnd(index);
  const inScope = (s: Segment) =>
    !index.used.has(s) && !index.isLabel(s) && (index.sectionOf.get(s) === section || (letterhead && s.page === 1 && (firstHeading < 0 || s.line < firstHeading) && s.line >= header && s.line < header + LETTERHEAD_LINES));
  // a letter's return-address line ("Keller Druckerei AG · Seestrasse 159 · 3011 Bern") is the sender's own
  // address; the window-envelope block under it is the addressee's
  // …and so is the company's line of particulars in the page's footer ("Penrith Mazda Pty Limited | ABN … |
  // 187 Princes Street, Auburn NSW 2144 | Ph. …")
  // (…or at the document's end, its last page's last lines)
  if (letterhead) {
    const footer = lines.findLastIndex((l) => l.page === 1) - FOOTER_LINES;
    const end = lines.length - 1 - FOOTER_LINES;
    for (const run of separatedRuns(index)) {
      // (its first part may have given the issuer's name already)
      const s = run[0];
      const atEnd = s.line > end && s.page > 1;
      if ((s.page !== 1 || (s.line >= 10 && s.line <= footer)) && !atEnd) continue;
      const parts = run.flatMap((x) => x.text.split(ADDRESS_PARTS)).map((x) => x.trim()).filter(Boolean);
      const street = parts.findIndex((x) => STREET.test(x));
      if (parts.length < 3 || street <= 0) continue;
      if (TOWN_LINE.test(parts[street + 1] ?? "")) return { value: `${parts[street]}, ${parts[street + 1]}`, confidence: 0.6, page: s.page, box: unionBox(run), label: null, segments: run };
      // (the street and its town in one part: "187 Princes Street, Auburn NSW 2144")
      if ((s.line > footer || atEnd) && TOWN_LINE.test(parts[street])) return { value: parts[street].replace(/[,\s]+$/, ""), confidence: 0.6, page: s.page, box: unionBox(run), label: null, segments: run };
    }
  }
  for (const s of index.segments) {
    if (!inScope(s) || /@|www\.|https?:/i.test(s.text) || /^\+?[\d\s()-]{8,}$/.test(s.text)) continue;
    const street = STREET.test(s.text);
    const town = TOWN_LINE.test(s.text);
    if (!street && !town) continue;
    const parts = [s];
    let value = withoutLeadingLabel(index, s.text).replace(/[,\s]+$/, "");
    if (street && !town) {
      const under = (x: Segment) => Math.abs(x.x0 - s.x0) <= Math.max(4, s.h) && inScope(x) && x.page === s.page && x.y - s.y <= s.h * 1.8;
      // (the next line at its left edge, past a line of the other column only: "180 Hume Highway" beside nothing,
      // then "Date of Delivery: | 08/09/25" in the right column, then "Liverpool NSW 2170")
      const aligned = nextLineAligned(index, s, Math.max(4, s.h) + 0.01, 1.8);
      const below = aligned && under(aligned) ? aligned : null;
      const next = below && TOWN_LINE.test(below.text) ? below : null;
      // (or its postcode alone, wrapped under a line that ends with the town: "424 Old Northern Road, Tuggerah NSW" over "2259")
      const postcode = !next && below && POSTCODE_ALONE.test(below.text) && TOWN_LINE.test(`${value} ${below.text.trim()}`) ? below : null;
      if (next) value = `${value}, ${next.text.replace(/[,\s]+$/, "")}`;
      else if (postcode) value = `${value} ${postcode.text.trim()}`;
      else continue;
      parts.push((next ?? postcode)!);
    }
    return { value, confidence: 0.6, page: s.page, box: segmentBox(s), label: null, segments: parts };
  }
  return null;
}

/**
 * An address without the label glued before its house number ("Street Address 79 Botany Rd, …", the label
 * another party's wording by the lexicon, so no label this party's field found).
 */
function withoutLeadingLabel(index: DocIndex, text: string): string {
  const m = /^(\D+?)\s+(?=\d)/.exec(text);
  return m && index.bestLabelScore(m[1].replace(/:$/, "")) >= 0.95 ? text.slice(m[0].length) : text;
}

/** The last lines of page one, where a company prints its particulars in small type. */
const FOOTER_LINES = 3;

/** Runs of a line's segments the layout cut at a bar or bullet between them, each run in order. */
function separatedRuns(index: DocIndex): Segment[][] {
  const out: Segment[][] = [];
  for (const line of index.layout.lines) {
    for (const s of line.segments) {
      const last = out[out.length - 1];
      if (s.afterSeparator && last && last[0].line === s.line) last.push(s);
      else out.push([s]);
    }
  }
  return out;
}

/** The name that opens a party's block under its heading ("Bill to" over "Ashford IT Solutions Ltd"). */
export function findSectionName(index: DocIndex, section: string): Found | null {
  for (const s of index.segments) {
    if (index.sectionOf.get(s) !== section || index.headingSegs.has(s) || index.used.has(s) || index.isLabel(s)) continue;
    if (/\d|@|www\.|https?:/i.test(s.text) || s.text.split(" ").length > 8 || !/\p{Lu}/u.test(s.text[0] ?? "")) continue;
    return pickSegment(s, s.text.replace(/[,\s]+$/, ""), 0.55);
  }
  return null;
}

/**
 * The addressee of a letter or invoice printed without a heading: the window-envelope block on page one, a
 * name over a street and/or town line at the same left edge (DIN 5008, and most business letters). The
 * issuer's own block (the letterhead: the page's first line, or a name in `notThese`) is not it.
 */
export function findAddressee(index: DocIndex, notThese: string[]): Found | null {
  return addresseeBlock(index, notThese)?.name ?? null;
}

/**
 * A letter's addressee, its name and the address under it (findAddressee), on a page that greets them
 * ("Dear Sir/Madam,"): a notice written as a letter is addressed to its party.
 */
export function findLetterAddressee(index: DocIndex, notThese: string[]): { name: Found; address: Found } | null {
  if (!index.layout.lines.some((l) => l.page === 1 && l.segments.length === 1 && SALUTATION.test(l.text.trim()))) return null;
  return addresseeBlock(index, notThese);
}

/** The lines at the top of page one a party's unlabelled name is looked for in. */
const ENTITY_LINES = 8;
/** The lines a letterhead takes at most at the top of page one. */
const LETTERHEAD_LINES = 10;

/**
 * Where a mail client's print header ends: the line after its "From: | Sent: | To: | Subject:" lines at the
 * top of page one (a document sent as an e-mail and printed), else 0.
 */
function mailHeaderEnd(index: DocIndex): number {
  const lines = mailHeaderLines(index);
  const fields = lines.filter((l) => MAIL_HEADER_FIELD.test(l.segments[0]?.text ?? ""));
  if (fields.length < 3) return 0;
  // (a letterhead's address above them makes them a fax cover's fields, "DATE: | TO: | FROM:", under the
  // sender's letterhead, which is no mail client's header)
  if (lines.some((l) => l.index < fields[0].index && l.segments.some((s) => STREET.test(s.text) || TOWN_LINE.test(s.text)))) return 0;
  return fields[fields.length - 1].index + 1;
}

/** The lines at the top of page one a mail client's print header would take. */
const mailHeaderLines = (index: DocIndex) => index.layout.lines.slice(0, MAIL_HEADER_LINES).filter((l) => l.page === 1);

/**
 * The addressee's e-mail address on a mail client's print header at the top of page one ("To: Priya Patel
 * <priya.patel@mail.example.org>", "To: | 'william.taylor@example.net'"): a document sent as an e-mail is
 * sent to its party.
 */
export function findMailRecipient(index: DocIndex): Found | null {
  for (const line of mailHeaderLines(index)) {
    if (!MAIL_TO.test(line.segments[0]?.text ?? "")) continue;
    const address = EMAIL_IN.exec(line.text)?.[0];
    const value = address ? findValue("email", address)?.value : null;
    if (typeof value === "string") return { value, confidence: 0.7, page: 1, box: unionBox(line.segments), label: line.segments[0].text.trim(), segments: [] };
  }
  return null;
}
const MAIL_TO = /^\s*(?:to|an|à)\s*:/i;
const EMAIL_IN = /[\w+-][\w.+'-]*@[\w-]+(?:\.[\w-]+)+/;
const MAIL_HEADER_FIELD = /^\s*(?:from|sent|to|cc|bcc|subject|date|von|an|gesendet|betreff|de|à|objet|envoyé)\s*:/i;
const MAIL_HEADER_LINES = 10;

/** A line naming the person an addressee's letter is for: "Attn: William Taylor", "c/o Mia Chen". */
const ATTENTION = /^\s*(?:attn\.?|attention|att\.|c\/o|c\/-|care\s+of|z\.\s?hd\.?|zu\s+h(?:ä|ae)nden|à\s+l['’]att(?:ention|\.)|a\s+l['’]att(?:ention|\.)|t\.\s?a\.\s?v\.|ter\s+attentie\s+van|a\s+la\s+atenci[óo]n|all['’]attenzione|alla\s+c\.\s?a\.|c\.\s?a\.)(?=[\s:.]|$)/i;

/** A letter's greeting of its addressee, in the languages of the lexicon. */
const SALUTATION = /^(?:dear|hello|hi|sehr\s+geehrte[rs]?|liebe[rs]?|madame|monsieur|cher|ch[èe]re|geachte|beste|estimad[oa]s?|gentile|egregi[oa])\b/i;

type AddresseeBlock = { name: Found; address: Found } | null;
/** The block, found once per document and issuer (its name, read first, marks its runs used). */
const BLOCKS = new WeakMap<DocIndex, Map<string, AddresseeBlock>>();

function addresseeBlock(index: DocIndex, notThese: string[]): AddresseeBlock {
  let known = BLOCKS.get(index);
  if (!known) BLOCKS.set(index, (known = new Map()));
  const key = notThese.join("\n");
  if (!known.has(key)) known.set(key, readAddresseeBlock(index, notThese));
  return known.get(key)!;
}

function readAddresseeBlock(index: DocIndex, notThese: string[]): AddresseeBlock {
  const lines = index.layout.lines;
  const first = lines.findIndex((l) => l.page === 1);
  if (first < 0) return null;
  const excluded = new Set(notThese.map(nameKey).filter(Boolean));
  // the next line at the same left edge (a line of the column beside may lie between: "Gültig bis: 17. Juni 2025")
  const below = (s: Segment, test: (x: Segment) => boolean): Segment | null => {
    const x = nextLineAligned(index, s, Math.max(4, s.h) + 0.01, 1.8);
    return x && !index.isLabel(x) && test(x) ? x : null;
  };
  for (let li = first; li < Math.min(lines.length, first + 20); li++) {
    if (lines[li].page !== 1) break;
    for (const s of lines[li].segments) {
      const t = s.text.trim();
      if (li === first || index.used.has(s) || index.headingSegs.has(s) || index.isLabel(s)) continue;
      if (/\d|[:@]|www\./i.test(t) || t.split(" ").length > 8 || !/^\p{Lu}/u.test(t) || DOC_WORDS.test(t) || ADDRESS_PARTS.test(t)) continue;
      if (excluded.has(nameKey(t)) || ATTENTION.test(t)) continue;
      // (its legal form's bracketed part may take a line of its own: "Müller Elektrotechnik UG" over "(haftungsbeschränkt)")
      const qualifier = qualifierBelow(index, s);
      // (its contact person may come between: "Granite Electrical Co." over "Attention: Mrs Claire Becker")
      const attention = below(qualifier ?? s, (x) => ATTENTION.test(x.text));
      const street = below(attention ?? qualifier ?? s, (x) => STREET.test(x.text) || TOWN_LINE.test(x.text));
      if (!street) continue;
      // a name over a street, or over a town line: "Ashford IT Solutions Limited / 128 Mill Lane / Manchester M2 3HQ"
      const town = TOWN_LINE.test(street.text) ? null : below(street, (x) => TOWN_LINE.test(x.text));
      if (!TOWN_LINE.test(street.text) && !town) continue;
      const parts = town ? [street, town] : [street];
      const address = { value: parts.map((x) => x.text.trim().replace(/[,\s]+$/, "")).join(", "), confidence: 0.6, page: street.page, box: unionBox(parts), label: null, segments: parts };
      return { name: finishLegalForm(index, pickSegment(s, t.replace(/[,\s]+$/, ""), 0.5)), address };
    }
  }
  return null;
}

const nameKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
