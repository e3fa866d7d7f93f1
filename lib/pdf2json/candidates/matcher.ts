// The label/value machinery shared by every profile and by caller schemas. A field is found by its label
// wordings; its value is read (1) after a colon in the same run of text, (2) in the next run to the right
// on the same line, or (3) in the run directly below the label. Sections ("Trade-in", "Purchaser") scope
// labels that several groups share ("VIN", "Name"). Tables are found by a header line whose cells match
// column wordings, and rows are read by column alignment.

import { GEOMETRY as G } from "../geometry";
import { normLabel, rowBox, runPart, segmentBox, startsOf, unionBox, xAt, type Box, type Layout, type Line, type Segment } from "../layout/layout";
import { BOX_ANYWHERE, BOX_FIRST, detectDateOrder, detectNumberFormat, findValue, isLicencePrefix, parseCheckboxes, parseValue, type ParseContext, type ValueType } from "../values";
import { compileWordings, labelTokens, lightWordsOnly, ocrReadLabel } from "../lexicon";
import { parseVehicleWord, type VehicleWord } from "../values/vehicle-words";
import { CURRENCY_CODES } from "../values/money";
import { italianPrefixRead, nifLetterRead } from "../values/identifiers";
import { findCaptionlessTable } from "./captionless-table";
import { TableParts } from "./table-parts";
import { RUNNING_TEXT } from "./prose";
import { HEADING_THRESHOLD, LABEL_THRESHOLD, TokenCache, type Vocabulary } from "./vocabulary";

export type Found = {
  value: unknown;
  confidence: number;
  page: number | null;
  box: Box | null;
  label: string | null;
  segments: Segment[];
};

/** An open section: sections run on across pages until a heading in their column ends them. */
type Heading = { id: string; x0: number; x1: number; seg: Segment };

/**
 * A form's example of what to write, at the end of a run: "e.g. AB12CD", "(e.g. 2000)", "z. B. 01.01.1980",
 * "p. ex. 75001", "bijv. 1234 AB", "p.ej. 28001", "(es. 00100)", "e.g. Unit 2/10 Main Road, Penrith NSW 2750";
 * eight words at most, never a sentence.
 * ("E.G." in capitals is no example: it may be a person's initials.)
 */
const EXAMPLE_TAIL = /(?:^|[\s(\[])\(?(?:[eE]\.\s?g\.?|eg\.|(?:[fF]or|FOR)\s+(?:example|instance|EXAMPLE|INSTANCE)|[zZ]\.\s?B\.|[zZ]um\s+Beispiel|[bB]spw\.|[pP]\.\s?ex\.|[pP]ar\s+ex(?:emple|\.)|[bB]ijv\.|[bB]ijvoorbeeld|[pP]\.\s?ej\.|[pP]or\s+ej(?:emplo|\.)|[aA]d\s+es\.|[pP]er\s+es(?:empio|\.)|\(es\.)\s*:?\s*(?:\S+(?:\s+|$)){1,8}$/;

/**
 * What a form tells its filler after a required field's asterisk or a footnote's marker, in the label's run:
 * "Name of applicant * Given name(s) then family name", "Type of application * (new, transfer or
 * re-registration)", "Residential address (3) Street, suburb, state". Bracketed, or words in lower case; never
 * figures ("Total * 1,234.00") nor a value in capitals ("Make * TOYOTA").
 */
const REQUIRED_HINT = /\s(\*|\(\d{1,2}\)|[¹²³⁴⁵⁶⁷⁸⁹])\s+(?=\S)(?=[^\d]*$)(?:\(.*|(?=(?:.*?\b\p{Ll}{2,}\b){2}).*)$/u;

/** A form's help for its filler cut off a label's run: a hint after its asterisk or marker, an example to the run's end. */
function withoutFormHelp(seg: Segment): Segment[] {
  const hint = REQUIRED_HINT.exec(seg.text);
  // (the run up to its marker, which stays with the label)
  return withoutExample(hint ? runPart(seg, 0, hint.index + 1 + hint[1].length) : seg);
}

/** The run without its example tail (the run's words before it), or nothing when the run is an example alone. */
function withoutExample(seg: Segment): Segment[] {
  const m = EXAMPLE_TAIL.exec(seg.text);
  if (!m) return [seg];
  // (the tail closes its own bracket, or none: "(e.g. 2000)", never a bracket opened before it; nor does it
  // end a sentence, "…, e.g. registration and stamp duty."
  const tail = m[0];
  if ((tail.match(/\)/g) ?? []).length > (tail.match(/\(/g) ?? []).length || SENTENCE_END.test(tail)) return [seg];
  const cut = m.index + (/^[\s\[]/.test(tail) ? 1 : 0);
  return /[\p{L}\p{N}]/u.test(seg.text.slice(0, cut)) ? [runPart(seg, 0, cut)] : [];
}

/** Digits a heading may carry: its enumeration ("Part 6 – Trade-in", "3. Vehicle", "Section B", "Item 3: Vehicle"). */
// (a scan's recogniser reads the dash after it as "=" or "~")
const HEADING_ENUMERATION = /^\s*(?:(?:part|section|schedule|item|annexure|appendix|teil|abschnitt|anlage|partie|section|deel|parte|sezione)\s+)?(?:\d{1,2}|[A-H]|[ivx]{1,4})\s*[.):–—=~-]?\s+/i;
/** A part's number alone in its run ("Part 3", "Section B"): its title is the run beside it. */
/** A label read as one of its field's wordings, whole. */
const WHOLE_WORDING = 0.99;
/** A yes/no answer ending a run ("Guarantee NO"; not "Guarantee No." that numbers it). */
const ANSWER_LAST = /\s(?:yes|no|y|n|ja|nein|oui|non|s[ií]|nee)\s*$/i;
const NUMBERED_PART_COLON = /^(\s*(?:part|section|schedule|item|annexure|appendix|teil|anlage|abschnitt|partie|deel|parte|sezione)\s+(?:\d{1,2}|[A-H]|[ivx]{1,4}))\s*:\s+(?=\p{L})/iu;
const PART_NUMBER = /^\s*(?:part|section|schedule|item|annexure|appendix|teil|anlage|abschnitt|partie|deel|parte|sezione)\s+(?:\d{1,2}|[A-H]|[ivx]{1,4})\s*[.):–—=~-]?\s*$/i;

/** A code that ends in a digit run straight into a capitalised word: "JMZDD2W44R7184364REGO". */
const GLUED_LABEL = /^(\S*\d)(\p{Lu}{2,}\.?)$/u;
/** A value's closing stop with a capitalised label and its colon run on after it ("LTD.DATE:"). */
const STOP_GLUED_LABEL = /^(\S*\p{L}\.)(\p{Lu}[\p{Lu}'’]+:)$/u;
/** The lines at the top of page one a title stands on, and how much larger than the body it is set. */
const TITLE_LINES = 5;
/** A document's name by what it is for: "Application for …", "Agreement for Sale of …", "Notice to Purchaser …". */
const TITLE_WORDING = /^\s*(?:application|agreement|contract|notice|certificate|declaration|request)\s+(?:for|of|to)\s+\p{L}/iu;
const TITLE_OVER_BODY = 1.25;

/** Words that join others and start no label. */
const JOINING_WORD = /^(?:of|and|the|for|to|by|on|at|in|or|de|du|des|der|die|das|und|van|het|et|del|della|per|&)$/i;
/** A capitalised word of ten letters or more ending a label with its colon ("REGISTRATIONPLATE:"). */
const GLUED_WORD_LABEL = /^\p{Lu}{10,}:$/u;
const GLUED_WORD = /^\p{Lu}{10,}$/u;
/** The rest of a broken e-mail address: one word of letters and dots, no @ ("m.au", ".com.au", "example.org"). */
const EMAIL_TAIL = /^[a-z0-9.-]*\.[a-z]{2,}$|^[a-z]{1,3}\.[a-z.]+$/i;
/**
 * An address's lines joined: with a comma between lines, unless a line already ends with one or the next
 * goes on with the street's name ("415 Great Western" over "Road, Moorebank NSW 2170").
 */
function joinAddressLines(lines: string[]): string {
  let out = lines[0] ?? "";
  // (a postcode alone finishes the town line before it: "Brookvale NSW" over "2100")
  for (const line of lines.slice(1)) out = STREET_GOES_ON.test(line) || (POSTCODE_ONLY.test(line) && STATE_END.test(out)) ? `${out} ${line.trim()}` : `${out.replace(/,\s*$/, "")}, ${line}`;
  return out;
}
const POSTCODE_ONLY = /^\s*\d{4}\s*$/;
const STATE_END = /\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s*$/i;
const STREET_GOES_ON = /^\s*(?:\p{Ll}|(?:road|rd|street|st|avenue|ave|highway|hwy|drive|dr|parade|pde|lane|ln|way|place|pl|court|ct|crescent|cres|terrace|tce|close|boulevard|blvd)\b)/iu;

/** A street line that ends with its house number: "Bahnhofstraße 112", "Via Roma 12a", "Kerkstraat 5". */
const HOUSE_NUMBER_LAST = /^\s*\p{L}[\p{L}.'’ -]{2,40}\s\d{1,4}\s?[a-z]?\s*$/u;

/** The end of an address's town line: a postcode, after a state or town ("Moorebank NSW 2170", "10115 Berlin" is not). */
const TOWN_END = /\p{L}[\p{L}.]*\s+\d{4,5}\s*$/u;
/** A currency code or sign printed alone, without its amount. */
const CURRENCY_ALONE = /^\s*(?:[A-Z]{3}|[$€£¥₹]|A\$|AU\$|US\$)\s*$/;
const VALUE_START = /^\s*[-+(]?\s?(?:[$€£¥₹]|(?:AUD|USD|EUR|GBP|NZD|CAD|CHF|INR|SGD|HKD|JPY)\s)?\s?\d/;
/** A code or long number in the text ("INV-2041", "6T1BF3FK5CX012345", "20240612"): a value, never a label. */
const CODE_LIKE = /(?:^|\s)(?=[^\s]*\p{L})(?=[^\s]*\d)[^\s]{4,}(?:\s|$)|\d{4,}/u;
const ENUMERATED = /^\s*\(?(?:\d{1,2}|[a-h])[.)]\s+\p{L}/u;
/** The caption of a number the page asks for, its box empty ("Receipt no.", "Batch number"): no value of a field beside it. */
const NUMBER_CAPTION = /^\D+(?:\bno\.|\bnumber|#)\s*:?\s*$/i;
/** A printed web page's link to edit a part, beside its heading ("Personal details | Change"). */
const EDIT_LINK = /^\s*(?:change|edit|update|amend|modify|ändern|bearbeiten|modifier|wijzigen|editar|modifica)(?:\s+(?:details?|this\s+section))?\s*$/i;
/** A question's number before its words ("Q10. Date of contract of sale:"): no code of a value. */
const QUESTION_NUMBER = /^\s*(?:q|question|part|item|step)\s?\d{1,3}[a-z]?[.):]\s+(?=\p{L})/iu;
/**
 * A heading no profile knows by name, known by its last word: "Order Details", "Delivery Information",
 * "Angaben zum Fahrzeug"… It opens a section of no group (ending the one above it in its column).
 */
const GENERIC_HEADING = /^(?:[\p{Lu}][\p{L}'’&-]*\s+){0,3}(?:details|information|particulars|summary|angaben|informationen|d[ée]tails|informations|gegevens|informatie|datos|informaci[óo]n|dettagli|informazioni)$/iu;
const OTHER_SECTION = "_other";
/** A letter's or e-mail's closing, over its writer's name, title and contacts: "Kind regards,", "Yours faithfully". */
const VALEDICTION = /^(?:(?:kind|best|warm|warmest|many|with)\s+)?(?:regards|thanks|wishes)|^yours\s+(?:sincerely|faithfully|truly)|^sincerely|^mit\s+freundlichen\s+grüßen|^(?:bien\s+)?cordialement|^met\s+vriendelijke\s+groet(?:en)?|^atentamente|^(?:cordiali|distinti)\s+saluti/i;
/** Canonical tokens that name a kind of document (lexicon/normalise: Rechnung, Facture, Factuur → invoice). */
const DOCUMENT_KIND = new Set(["invoice", "tax", "receipt", "quote", "creditnote", "statement", "bill"]);

/** A count with its unit and nothing more: a value, however much its unit reads as a label ("Three (3) months"). */
const COUNT_ONLY = /^\s*(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty[- ]?four|thirty[- ]?six)(?:\s*\(\d{1,3}\))?|\d{1,3}(?:[,. ]\d{3})*)\s*(?:months?|mths?|years?|yrs?|weeks?|days?|km|kms|kilometres?|kilometers?)\.?\s*$/i;
/** A label that opens with the period it covers: "12 Months Registration", "3-year warranty cover". */
const PERIOD_START = /^\s*\d{1,3}[\s-]*(?:months?|mths?|years?|yrs?|weeks?|days?)\s+\p{L}/iu;

export class DocIndex {
  readonly segments: Segment[];
  /** Section id per segment (by identity). */
  readonly sectionOf = new Map<Segment, string | null>();
  /** The body text's size (the median run's height). */
  readonly bodySize: number;
  /** The document's title: the tallest run near the top of page one, well above the body's size. */
  readonly title: Segment | null;
  /** Segments that are headings. */
  readonly headingSegs = new Set<Segment>();
  /** The heading whose column a segment sits under ("Signed for the Dealer" over "Print name | Lucas"). */
  readonly headingOf = new Map<Segment, Segment>();
  readonly used = new Set<Segment>();
  /** The document is a credit note (its title says so): its invoice wordings name the corrected invoice. */
  creditNote = false;
  /** Fields answered by a label inside their own section (extract-profile's shared-label rule), per path. */
  readonly sectionAnswered = new Map<string, boolean>();
  /** Segments consumed by table rows. */
  tableSegs = new Set<Segment>();
  /** A table's subtotals of its parts ("Sub-total | $2,600" under the on-road costs): no document total. */
  partTotals = new Set<Segment>();
  /** Each part subtotal's label and its figure under the table's amount column ("Amount ex GST | Amount inc GST"). */
  partAmounts = new Map<Segment, Segment>();
  /** The document's number format and date order, read once from all its text. */
  readonly ctx: ParseContext;
  readonly tokens: TokenCache;
  private readonly scoreCache = new Map<string, Map<string, number>>();

  constructor(
    readonly layout: Layout,
    readonly vocab: Vocabulary,
  ) {
    this.tokens = new TokenCache(!!layout.scanned);
    // A run that carries several label/value pairs ("ABN: 12 345 678 901 Dealer Lic. #: 116313",
    // "A.B.N. 35 577 866 877, Dealer Licence MD46269") is cut before each later label.
    // A form's example of what to write ("Plate No. (if known) e.g. AB12CD", "Odo. | e.g. 120 000") is no value,
    // nor its hint after a required field's asterisk ("Name of applicant * Given name(s) then family name").
    // (an example alone on its line stays: a line keeps a run)
    layout.lines.forEach((line) => {
      const kept = line.segments.flatMap(withoutFormHelp);
      if (kept.length && (kept.length !== line.segments.length || kept.some((x, i) => x !== line.segments[i]))) {
        line.segments = kept;
        line.text = kept.map((x) => x.text).join("  "); // (as the layout joins a line's runs)
      }
    });
    layout.lines.forEach((line, li) => (line.segments = this.joinLabelTails(joinPartNumbers(line.segments.flatMap((seg) => this.splitPairs(seg))), layout.lines[li + 1], layout.lines[li - 1])));
    layout.lines.forEach((line) => (line.segments = line.segments.flatMap((seg, i) => this.cutLabelAfterCode(seg, line.segments[i + 1])).flatMap(splitGluedAmounts)));
    layout.lines.forEach((line, li) => (line.segments = line.segments.flatMap((seg) => this.cutWrappedLabelTop(seg, layout.lines[li + 1]))));
    layout.lines.forEach((line) => (line.segments = this.joinHeadingPieces(line.segments)));
    this.segments = layout.lines.flatMap((l) => l.segments);
    const texts = this.segments.map((x) => x.text);
    this.ctx = { numberFormat: detectNumberFormat(texts), dateOrder: detectDateOrder(texts), scanned: layout.scanned };
    // The document's title (set far larger than the body) is not a section heading.
    const sizes = this.segments.map((x) => x.h).sort((a, b) => a - b);
    const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 10;
    this.bodySize = bodySize;
    // the tallest run near the top of page one, set well above the body: the title
    const top = layout.lines.filter((l) => l.page === 1).slice(0, TITLE_LINES).flatMap((l) => l.segments);
    const tallest = top.reduce<Segment | null>((a, b) => (!a || b.h > a.h ? b : a), null);
    // (…or, set in the body's size as a print-out sets everything, the first line alone on it that names a
    // document by what it is for: "APPLICATION FOR TRANSFER OF REGISTRATION" is no label and its value)
    const first = layout.lines.find((l) => l.page === 1);
    const named = first?.segments.length === 1 && TITLE_WORDING.test(first.text) && !/[:\d]/.test(first.text) ? first.segments[0] : null;
    this.title = tallest && tallest.h >= bodySize * TITLE_OVER_BODY && /\p{L}{3}/u.test(tallest.text) ? tallest : named;
    const headingId = (seg: Segment): string | undefined => {
      // (a colon ending a run alone on its line is no label's: "Seller:" over its part's rows of labels, the
      // colon a scan's speck or the form's style; a label over its value is told apart below)
      const alone = layout.lines[seg.line].segments.filter((x) => /[\p{L}\p{N}]/u.test(x.text)).length === 1;
      // (a part's number set off by a colon heads as any other: "Section 4 : Dealer Guarantee", "PART 5 : Sale")
      const t = (alone ? seg.text.trim().replace(/\s*:$/, "") : seg.text.trim()).replace(NUMBERED_PART_COLON, "$1 ");
      // (…but one under a label whose value stands beside it ends that label: "Deposit | $3,200" over "Amount:")
      if (alone && seg.text.trim().endsWith(":") && endsLabelWithValueAbove(seg, t)) return undefined;
      // (nor an e-mail address cut before its domain ends: "accounts@waggawdcentr", a word of it a part's name)
      if (t.includes(":") || t.includes("@") || /\d/.test(t.replace(HEADING_ENUMERATION, "")) || seg.h > bodySize * G.TITLE_SIZE || t.split(" ").length > 8) return undefined;
      // (a run that breaks off after a word that needs more is a label wrapped in its box: "Amount Payable on";
      // "Bill To", "Prepared for", "Sold by" are headings)
      if (HEADING_BREAKS_OFF.test(t)) return undefined;
      // (…nor is the lower line of one that closes its bracket: "Full name (or" over "company name)")
      const opened = t.includes(")") ? prevLineAligned(this, seg) : null;
      if (opened && closesBracket(opened.text.trim(), t)) return undefined;
      // (…nor is a field's label whose value was typed a little off its line: "Cash price" with "$26899.00" 5 pt lower)
      // (…a value of its field's type: no scan's speck near a heading; a run set sideways up a margin labels nothing)
      const offLine = this.isLabelText(t) && !seg.sideways ? typedOffLine(this, seg) : null;
      const reading = offLine ? bestReading(this.labelScores(t)) : null;
      const offType = reading ? vocab.typeOf(reading[0]) : undefined;
      if (offLine && offType && coerce(offLine.text, offType, this.ctx) !== null) return undefined;
      // (…nor is a title in a letter's signature: "Yours faithfully," over "Mohammed Kelly" over "Sales Consultant")
      if (underClosing(this, seg)) return undefined;
      const tokens = this.tokens.get(t);
      // the document's kind alone ("Rechnung", "Tax Invoice") is its title, never a "Rechnung an" / "Bill to"
      if (tokens.length && tokens.every((x) => DOCUMENT_KIND.has(x))) return undefined;
      // …nor is its number or date label ("Rechnung Nr." is no "Rechnung an")
      if (tokens.length > 1 && tokens.some((x) => DOCUMENT_KIND.has(x)) && tokens.every((x) => DOCUMENT_KIND.has(x) || x === "number" || x === "date")) return undefined;
      return vocab.section(tokens)?.id ?? (GENERIC_HEADING.test(t) && !this.isLabelText(t) ? OTHER_SECTION : undefined);
    };
    // (continuesLabelAbove's test, on label text alone: isLabel needs the headings this pass is finding)
    const endsLabelWithValueAbove = (seg: Segment, lower: string): boolean => {
      const upper = prevLineAligned(this, seg);
      const top = upper?.text.trim();
      if (!upper || !top || /[\d:]/.test(top) || top.split(" ").length > 4) return false;
      const beside = layout.lines[upper.line].segments.filter((x) => x.x0 > upper.x1).sort((a, b) => a.x0 - b.x0)[0];
      if (!beside || this.isLabelText(beside.text)) return false;
      return this.bestLabelScore(`${top} ${lower}`) >= Math.max(LABEL_THRESHOLD, this.bestLabelScore(lower));
    };
    // A run that reads as a field's label and has a value right under it is that label, not a heading
    // ("Deposit Amount" over "$ 2 500.00" in a boxed form): the value under it, or null.
    const valueUnderLabel = (seg: Segment): Segment | null => {
      if (!this.isLabelText(seg.text)) return null;
      const next = layout.lines[seg.line + 1];
      if (!next || next.page !== seg.page || next.y - seg.y > seg.h * G.BELOW_FIRST_LINE) return null;
      const under = next.segments.find((x) => x.x0 < seg.x1 && x.x1 > seg.x0 && Math.abs(x.x0 - seg.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h));
      if (!under || under.text.trim().endsWith(":") || this.isLabelText(under.text) || vocab.section(this.tokens.get(under.text)) || shortFormOf(under.text, seg.text)) return null;
      // a run that reads better as a heading than as any label ("Applicant declaration" over its text)
      // heads, unless what is under it is a company's name ("Seller (Dealer)" over "… Motors Pty Ltd", the
      // label beside it lost on a scan): a party's name, not its part's text
      if ((vocab.section(this.tokens.get(seg.text))?.score ?? 0) > this.bestLabelScore(seg.text) && !COMPANY_NAME.test(under.text.trim())) return null;
      // a label and its value under it ("NAME OF PURCHASER: ISLA WALKER") is a pair, not this run's value
      const colon = under.text.indexOf(":");
      if (colon > 0 && this.isLabelText(under.text.slice(0, colon))) return null;
      // "Signed for the Dealer" over "Representative | Chloe": a word with its value beside it, inside the
      // heading's column, is a label under a heading
      const columnEnd = Math.min(...layout.lines[seg.line].segments.filter((x) => x.x0 > seg.x1).map((x) => x.x0), Infinity);
      const pair = !/\d/.test(under.text) && under.text.split(" ").length <= 4 && next.segments.some((x) => x.x0 > under.x1 && x.x0 < columnEnd);
      return pair ? null : under;
    };
    // Each caption has a value close over it in its column (closer than the row under the captions), and
    // those values are no labels.
    const captionsUnderValues = (line: Line, words: Segment[]): boolean => {
      const above = layout.lines[words[0].line - 1];
      const below = layout.lines[words[0].line + 1];
      if (!above || above.page !== line.page) return false;
      const gap = line.y - above.y;
      if (gap > Math.min(line.h, above.h) * G.BELOW_FIRST_LINE || (below && below.page === line.page && below.y - line.y < gap * CAPTIONS_APART)) return false;
      return words.every((w) => {
        const value = above.segments.find((x) => x.x0 < w.x1 && x.x1 > w.x0 && Math.abs(x.x0 - w.x0) <= Math.max(G.ALIGN_TOLERANCE, w.h));
        return !!value && !this.isLabelText(value.text) && !vocab.section(this.tokens.get(value.text));
      });
    };
    // A short run of words over a label of its column, its own line's other runs headings: the column's title.
    const columnTitle = (seg: Segment): boolean => {
      const t = seg.text.trim();
      // (not a label with its value glued on: "Model/Variant Everest Trend")
      return !t.includes(":") && !/\d/.test(t) && t.split(" ").length <= 3 && !this.opensWithLabel(t, 2) && seg.h <= bodySize * G.TITLE_SIZE && overLabel(seg);
    };
    const overLabel = (seg: Segment): boolean => {
      const t = seg.text.trim();
      const next = layout.lines[seg.line + 1];
      if (!next || next.page !== seg.page || next.y - seg.y > seg.h * G.BELOW_FIRST_LINE * 2) return false;
      const under = next.segments.find((x) => x.x0 < seg.x1 && x.x1 > seg.x0 && Math.abs(x.x0 - seg.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h));
      // (the title may say its first row's label again, that row's figure beside it: "Invoice" over "Invoice | 2304413")
      const figureBeside = (u: Segment) => next.segments.some((x) => x.x0 > u.x1 && x.x0 < u.x1 + seg.h * 12 && /^\s*\d/.test(x.text) && next.segments.every((y) => y === u || y === x || y.x0 > x.x1 || y.x1 < u.x0));
      return !!under && (under.text.trim() !== t || figureBeside(under)) && this.isLabelText(under.text);
    };
    // a label and its value in one run: after a colon, or a code after the label's words ("Credit Note No. AV285108")
    const pairRun = (seg: Segment): boolean => {
      const m = /^([^:]{2,40}):\s*\S/.exec(seg.text.trim());
      return m ? this.isLabelText(m[1]) : labelledCode(this, seg) !== null;
    };
    // (a value may read as its own label's field, only less well: "Finance Provider | Commonwealth Bank")
    const weakerReadingOfSame = (label: Segment, value: Segment) => {
      const [a, b] = [bestReading(this.labelScores(label.text)), bestReading(this.labelScores(value.text))];
      return !!a && !!b && a[0] === b[0] && b[1] < a[1] - 0.1;
    };
    const headingGloss = (heading: Segment, seg: Segment): boolean => {
      const t = seg.text.trim();
      const caps = (x: string) => x === x.toUpperCase() && x !== x.toLowerCase();
      return !!seg.afterSeparator && !/[\d:@]/.test(t) && caps(t) === caps(heading.text.trim()) && !!headingId(heading) && !headingId(seg) && this.bestLabelScore(t) < LABEL_THRESHOLD;
    };
    // A heading line holds headings only: "Purchaser | Olivia Chen" is a label and its value.
    const opened = new Set<string>();
    const labelHeads = new Set<Segment>();
    const headLines = layout.lines.map((line) => {
      // (marks that only decorate a heading, set apart from it, neither make nor break one: "*** TRADE-IN | ***")
      // (…nor does a web page's link to edit the part, beside its heading: "Declaration | Change")
      let words = line.segments.filter((seg) => /[\p{L}\p{N}]/u.test(seg.text));
      if (words.length > 1) words = words.filter((seg, i) => i === 0 || !EDIT_LINK.test(seg.text));
      // (…nor does its translation after a bar, set in its case: "PURCHASER DETAILS | THÔNG TIN NGƯỜI MUA")
      if (words.length > 1) words = words.filter((seg, i) => i === 0 || !headingGloss(words[i - 1], seg));
      let ids = words.map((seg) => headingId(seg));
      // (a run that reads as a field's label at least as well as a part's heading)
      const labelFirst = (seg: Segment | undefined) => !!seg && this.bestLabelScore(seg.text) >= Math.max(LABEL_THRESHOLD, vocab.section(this.tokens.get(seg.text))?.score ?? 0);
      // (a part's heading beside the other column's row, a label and its value after a colon: "Vehicle Being
      // Purchased | Guarantee kilometres: 5,000"; the row is no part of the heading line, and its column none
      // of the heading's)
      let rows: Segment[] = [];
      if (ids.some((id) => id && id !== OTHER_SECTION)) {
        const row = words.map((w, i) => !ids[i] && pairRun(w));
        // (…or a label ended by its colon and the value run after it: "Motor Vehicle | Period (months): | 3")
        words.forEach((w, i) => {
          const t = w.text.trim();
          if (!ids[i] && !row[i] && i + 1 < words.length && !ids[i + 1] && t.endsWith(":") && this.isLabelText(t.slice(0, -1))) row[i] = row[i + 1] = true;
        });
        // (…or any run on another baseline than the headings', beside them: the other column's row that the
        // line took in, a little lower or higher: "Months | 3 months" beside "Vehicle")
        const headings = words.filter((_, i) => ids[i] && ids[i] !== OTHER_SECTION);
        words.forEach((w, i) => {
          if (!ids[i] && !row[i] && headings.every((h) => Math.abs(w.y - h.y) > Math.min(w.h, h.h) * G.OTHER_ROW_BASELINE && (w.x1 <= h.x0 || w.x0 >= h.x1))) row[i] = true;
        });
        // (…or a label and a value beside it that reads as a part's heading: a way of paying, "Deposit Paid By |
        // Bank transfer", is a row, not the deposit's heading beside the bank details'; and so is a run that
        // names the label's own part again and no field, "Finance Provider | Mazda Finance")
        words.forEach((w, i) => {
          if (!labelFirst(words[i - 1])) return;
          if (PAYMENT_METHOD.test(w.text) || (ids[i] && ids[i] === ids[i - 1] && (this.bestLabelScore(w.text) < LABEL_THRESHOLD || weakerReadingOfSame(words[i - 1], w)))) row[i - 1] = row[i] = true;
        });
        if (row.some(Boolean)) {
          rows = words.filter((_, i) => row[i]);
          [words, ids] = [words.filter((_, i) => !row[i]), ids.filter((_, i) => !row[i])];
        }
      }
      // a column's own title beside a part's heading ("Customer Details | Invoice", the invoice's labels
      // under it) heads its column, though it reads as a label
      // (each heading beside it over its column's labels too: "Financier | Commonwealth Bank" over "A/C Name |
      // Hills District … Trust Account" is a label and its value)
      // (…but not a run that reads as no label nor part at all beside one that reads as a field's label at least
      // as well as a part's heading: "Vehicle Sold As | Used" is a row; "Customer | Invoice" two headings)
      const valueOfLabelBefore = (i: number) => labelFirst(words[i - 1]) && this.bestLabelScore(words[i].text) < LABEL_THRESHOLD && !vocab.section(this.tokens.get(words[i].text));
      if (ids.some((id) => id && id !== OTHER_SECTION) && words.every((w, i) => !ids[i] || overLabel(w))) ids.forEach((id, i) => void (!id && !valueOfLabelBefore(i) && columnTitle(words[i]) && (ids[i] = OTHER_SECTION)));
      if (!ids.length || !ids.every(Boolean)) return [];
      // a row of captions close under their values, a form filled in above them ("Zara Williams | Unit 15/…"
      // over "Purchaser name(s) | Purchaser's address"), heads nothing though its captions name the part
      if (words.length > 1 && words.every((w) => labelFirst(w)) && captionsUnderValues(line, words)) return [];
      // A party's word over its value ("Vendor" over "Inner West Motors Pty Ltd", its small label under it
      // lost on a fax) is that field's label, and it still opens the party's section below.
      // (not a kicker over the document's title: "Licensed Motor Dealer" over "Contract for the Sale of …")
      for (const seg of words) {
        const under = valueUnderLabel(seg);
        if (under && under.h <= seg.h * G.VALUE_UNDER_LABEL_SIZE) labelHeads.add(seg);
        else if (under) return [];
      }
      // headings side by side belong together: "Purchaser(s)" beside "Signed for the Dealer", when the
      // customer's part was opened above, heads the purchaser's signature column (it names a field of the
      // signatures as well as it names the customer's part)
      const together = new Set(ids as string[]);
      const heads = words.map((seg, i) => {
        const tokens = this.tokens.get(seg.text);
        const asHeading = vocab.section(tokens)?.score ?? 0;
        const field = together.size > 1 && opened.has(ids[i]!) ? vocab.scores(tokens).find((r) => r.score >= Math.max(HEADING_THRESHOLD, asHeading) && r.group && r.group !== ids[i] && together.has(r.group)) : undefined;
        return { seg, id: field?.group ?? ids[i]! };
      });
      for (const h of heads) opened.add(h.id);
      // a heading's marks set apart before it are where it starts ("*** | DEALER ***")
      return heads
        .map((h) => {
          const marks = line.segments.filter((x) => !words.includes(x) && !rows.includes(x) && x.x1 <= h.seg.x0 && !words.some((w) => w !== h.seg && w.x0 >= x.x1 && w.x0 < h.seg.x0));
          const right = rows.filter((r) => r.x0 >= h.seg.x1).map((r) => r.x0);
          return { ...h, x0: Math.min(h.seg.x0, ...marks.map((x) => x.x0)), limit: right.length ? Math.min(...right) : undefined, besideRow: rows.length > 0 };
        })
        .sort((a, b) => a.x0 - b.x0);
    });
    // Does any run in the section's body (the lines below the heading, up to the next heading line) cross x?
    // Two-column forms never cross their gutter; a full-width section does.
    const bodyCrosses = (from: number, x: number) => {
      for (let li = from + 1; li < layout.lines.length && li <= from + 25; li++) {
        const line = layout.lines[li];
        if (line.page !== layout.lines[from].page || headLines[li].length) break;
        if (line.segments.some((seg) => seg.x0 < x - G.ALIGN_TOLERANCE && seg.x1 > x + G.ALIGN_TOLERANCE)) return true;
      }
      return false;
    };
    let active: Heading[] = [];
    layout.lines.forEach((line, li) => {
      // A grid's row of labels that each read as the same part ("Contract # | Agreement Date" over their
      // values) opens that part once, across the row: not a column of its own under each label, which would
      // go on beside every later heading of the left column.
      const heads = headLines[li].filter((h, i, all) => !(i > 0 && all[i - 1].id === h.id && labelHeads.has(h.seg) && labelHeads.has(all[i - 1].seg)));
      if (heads.length) {
        const width = layout.pageWidth[line.page] ?? 612;
        heads.forEach((h, i) => {
          // a label inside its own part ("eSafety check no." under "Inspection report") opens nothing, nor one
          // that a field of the part it sits in reads ("Applicant's name" under "Applicant declaration": the signer)
          const partsHere = active.filter((a) => a.x0 <= h.x0 + 2 && h.x0 < a.x1);
          const readsHere = (id: string) => vocab.scores(this.tokens.get(h.seg.text)).some((r) => r.group === id && r.score >= LABEL_THRESHOLD);
          if (labelHeads.has(h.seg) && partsHere.some((a) => a.id === h.id || readsHere(a.id))) return;
          let x0 = h.x0 - 4;
          // a heading alone on its line over a body whose runs cross its left edge heads the whole width of
          // the section it follows: indented, centred, or its leading marks lost ("*** SETTLEMENT ***" read
          // "SETTLEMENT)"); a column opening to the right has a gutter no run crosses
          if (heads.length === 1 && !h.besideRow && bodyCrosses(li, h.x0)) for (const a of active) if (a.x0 < x0 && a.x1 > x0) x0 = a.x0;
          let x1 = i + 1 < heads.length ? heads[i + 1].x0 - 4 : (h.limit ?? width + 1);
          const next: Heading[] = [];
          for (const a of active) {
            if (a.x1 <= x0 || a.x0 >= x1) next.push(a); // elsewhere on the page
            else if (Math.abs(a.x0 - x0) <= G.ALIGN_TOLERANCE) continue; // the same column's next section
            else if (a.x0 < x0) next.push({ ...a, x1: x0 }); // a column opens to the right of an open section
            else if (!bodyCrosses(li, a.x0)) {
              next.push(a); // the column on the right goes on beside this section
              x1 = Math.min(x1, a.x0);
            }
          }
          next.push({ id: h.id, x0, x1, seg: h.seg });
          active = next;
          if (!labelHeads.has(h.seg)) this.headingSegs.add(h.seg);
        });
      }
      for (const seg of line.segments) {
        const hit = active.filter((a) => a.x0 <= seg.x0 + 2 && seg.x0 < a.x1).sort((a, b) => b.x0 - a.x0)[0];
        this.sectionOf.set(seg, hit?.id ?? null);
        if (hit && hit.seg !== seg) this.headingOf.set(seg, hit.seg);
      }
    });
    // A line that opens with the letterhead's own name, its particulars beside it ("Hills District Motors Pty
    // Ltd | A.B.N.: 19 031 252 810 | MDL: MD49811 | 110 Windsor Rd …" at the document's end), is the
    // letterhead's party's, whatever part of the page it sits in.
    const head = layout.lines[0]?.segments[0];
    const own = head && COMPANY_NAME.test(head.text) ? normLabel(head.text) : null;
    if (own) for (const line of layout.lines.slice(1)) if (line.segments.length >= 2 && normLabel(line.segments[0].text) === own) for (const seg of line.segments) this.sectionOf.set(seg, null);
  }

  /**
   * A value that fills its fixed-width field touches the next field's label in a print-out
   * ("JMZDD2W44R7184364REGO NO:"): the word is cut where a capitalised label, ended by a colon, starts.
   */
  private unglue(words: string[], gluedLabels?: Set<number>): string[] {
    const out: string[] = [];
    for (let k = 0; k < words.length; k++) {
      // a colon set apart from its label ends it: "LICENCE NO. : MD09998"
      if (words[k] === ":" && out.length && !out[out.length - 1].endsWith(":")) {
        out[out.length - 1] += ":";
        continue;
      }
      // a label run on after a value's closing stop: "APEX LANDSCAPING PTY. LTD.DATE:"
      const stopped = STOP_GLUED_LABEL.exec(words[k]);
      if (stopped && this.isLabelText(stopped[2].slice(0, -1))) {
        out.push(stopped[1], stopped[2]);
        gluedLabels?.add(out.length - 1);
        continue;
      }
      const m = GLUED_LABEL.exec(words[k]);
      if (m && k + 1 < words.length) {
        const end = words.findIndex((w, i) => i > k && w.endsWith(":"));
        if (end > k && end - k <= 4 && this.isLabelText([m[2], ...words.slice(k + 1, end + 1)].join(" ").replace(/:$/, ""))) {
          out.push(m[1], m[2]);
          continue;
        }
      }
      // a capitalised value run into the next label ("TRANSFER OF REGISTRATIONPLATE:"): cut before the
      // longest tail that is a label ("PLATE"), six letters of the value or more before it ("TELEPHONE:" stays)
      // (…and before a tail that begins a label going on after it: "REGISTRATIONNUMBER PLATE:")
      // (…or a label ending the run, its value in the next run, after a label and its value: "TYPE OF
      // APPLICATION: TRANSFER OF REGISTRATIONPLATE NO" beside "SURF78")
      const colonAfter = words.findIndex((w, i) => i > k && w.endsWith(":"));
      const endsRun = colonAfter < 0 && words.length - 1 - k <= 2 && words.slice(0, k).some((w) => w.endsWith(":")) && !words.slice(k + 1).some((w) => /\d/.test(w));
      const end = GLUED_WORD.test(words[k]) ? (endsRun ? words.length - 1 : colonAfter) : -1;
      const glued = GLUED_WORD_LABEL.test(words[k]) ? this.labelTail(words[k].slice(0, -1)) : end > k && end - k <= 3 ? this.labelTail(words[k], words.slice(k + 1, end + 1).join(" ").replace(/:$/, "")) : 0;
      if (glued) {
        out.push(words[k].slice(0, glued), words[k].slice(glued));
        gluedLabels?.add(out.length - 1);
        continue;
      }
      out.push(words[k]);
    }
    return out;
  }

  /** Where the tail of a word that reads best as a label on its own starts (six letters before it, four in it; the longest on a tie), or 0. */
  private labelTail(word: string, goesOn = ""): number {
    let [best, at] = [0, 0];
    for (let i = 6; i <= word.length - 4; i++) {
      // (a tail made of the wordings' own words: "DESCRIPTION" holds no "PTION" for "Option")
      const tail = word.slice(i);
      const label = goesOn ? `${tail} ${goesOn}` : tail;
      const score = this.isLabelText(label) && this.tokens.get(tail).every((t) => this.vocab.hasToken(t)) ? this.bestLabelScore(label) : 0;
      if (score > best + 1e-9) [best, at] = [score, i];
    }
    return at;
  }

  /**
   * "Entry No. | in Register | E0808": a label's lower-case tail set apart from it (a scan's word gap) is
   * part of it when the whole reads at least as well, not a label of its own ("in Register"), also with
   * the value glued after it ("N° | de ticket B-2025-3244"). So is the rest
   * of a label cut after a dangling word ("Address of | seller") and a numbering word alone ("Inv. | No.").
   */
  private joinLabelTails(segs: Segment[], next?: Line, prev?: Line): Segment[] {
    const out: Segment[] = [];
    // the tail is the lower line of the next column's label above it ("Lic." over "No.", beside "Dealer's |
    // MD79537" over "Licence"), not the end of this one
    const lowerLineOfLabelAbove = (seg: Segment, tail: Segment): boolean => {
      if (!prev || prev.page !== tail.page || tail.y - prev.y > tail.h * 1.6) return false;
      const above = prev.segments.find((x) => x.x0 > seg.x1 && Math.abs(x.x0 - tail.x0) <= Math.max(G.ALIGN_TOLERANCE, tail.h * 0.5));
      return !!above && !/[\d:]/.test(above.text) && this.bestLabelScore(`${above.text.trim()} ${tail.text.trim()}`.replace(/:$/, "")) >= LABEL_THRESHOLD;
    };
    // the run under a label's start that goes on with it ("Date of" over "acquisition" in a grid's header,
    // beside "Sale" over "price"): what the label goes on with, rather than the next cell beside it
    const goesOnBelow = (seg: Segment): string | null => {
      if (!next || next.page !== seg.page || next.y - seg.y > seg.h * 1.6) return null;
      const under = next.segments.find((x) => Math.abs(x.x0 - seg.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h * 0.5));
      const t = under?.text.trim() ?? "";
      return t && !/[\d:]/.test(t) && t.split(/\s+/).length <= 3 ? t : null;
    };
    // a word that ends as if cut ("Del", "vom") and reads whole as a label of its own, over a value of its
    // field's type, is that label ("Del" over "02/11/2025", beside "Fattura di riferimento" over "440872")
    const labelOverValue = (seg: Segment): boolean => {
      if (!next || next.page !== seg.page || next.y - seg.y > Math.max(seg.h, next.h) * G.BELOW_FIRST_LINE) return false;
      const under = next.segments.find((x) => Math.abs(x.x0 - seg.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h * 0.5));
      const best = under ? bestReading(this.labelScores(seg.text.trim())) : null;
      const type = best && best[1] >= WHOLE_WORDING ? this.vocab.typeOf(best[0]) : undefined;
      return !!type && type !== "text" && !stringLike(type) && coerce(under!.text, type) !== null;
    };
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i];
      const tail = segs[i + 1];
      const tailWords = tail?.text.trim().split(/\s+/) ?? [];
      // (the tail's own words, before a value glued after them: "N° | de ticket B-2025-3244")
      const valueAt = tailWords.findIndex((w) => /\d/.test(w));
      const labelWords = valueAt < 0 ? tailWords : tailWords.slice(0, valueAt);
      const words = labelWords.length;
      const valueAfter = valueAt < 0 || (valueAt >= 2 && tailWords.length - valueAt <= 3);
      const lowerTail = !!tail && /^\p{Ll}/u.test(tail.text) && [2, 3].includes(words) && valueAfter && this.isLabelText(seg.text);
      const cutTail = !!tail && valueAt < 0 && /^\p{L}/u.test(tail.text) && words <= 3 && !/\d/.test(seg.text) && (DANGLING_END.test(seg.text.trim()) || (words === 1 && NUMBERED_LABEL.test(tail.text.trim())));
      if (tail && !seg.text.includes(":") && (lowerTail || cutTail) && !lowerLineOfLabelAbove(seg, tail) && !(cutTail && !lowerTail && labelOverValue(seg))) {
        const joined = `${seg.text.trim()} ${tail.text.trim()}`;
        const score = this.bestLabelScore(`${seg.text.trim()} ${labelWords.join(" ")}`.replace(/:$/, ""));
        const below = cutTail && !lowerTail ? goesOnBelow(seg) : null;
        const belowScore = below ? this.bestLabelScore(`${seg.text.trim()} ${below}`) : 0;
        if (score >= this.bestLabelScore(seg.text) && (lowerTail || score >= LABEL_THRESHOLD) && !(belowScore >= LABEL_THRESHOLD && belowScore >= score)) {
          out.push({ ...seg, text: joined, x1: tail.x1 });
          i++;
          continue;
        }
      }
      out.push(seg);
    }
    return out;
  }

  /**
   * "Residential 226 Hume Hwy, Bathurst" over "Address: | NSW": the upper word of a label wrapped in a narrow
   * column, glued to its value by a small gap, is cut off the value when it reads as a label only with the
   * line under it (then read as any wrapped label beside its wrapped value).
   */
  private cutWrappedLabelTop(seg: Segment, next?: Line): Segment[] {
    const words = seg.text.trim().split(/\s+/);
    if (!next || next.page !== seg.page || next.y - seg.y > seg.h * 1.6 || words.length < 2 || seg.text.includes(":")) return [seg];
    const under = next.segments.find((x) => Math.abs(x.x0 - seg.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h * 0.5));
    const lower = under?.text.trim().replace(/:$/, "") ?? "";
    if (!lower || /[\d:]/.test(lower) || lower.split(/\s+/).length > 2) return [seg];
    for (let k = 1; k <= 2 && k < words.length && /^\p{L}[^\d:]*$/u.test(words[k - 1]); k++) {
      const top = words.slice(0, k).join(" ");
      const rest = words.slice(k).join(" ");
      const joined = this.bestLabelScore(`${top} ${lower}`);
      if (joined < WHOLE_WORDING || joined < this.bestLabelScore(lower) || joined <= this.bestLabelScore(top) + 0.02) continue;
      // (what is left is a value: it opens with a figure or a capital, holds a figure, and reads as no label;
      // "Vehicle Being Purchased" over "Make:" is a heading)
      // (or a way of paying, which a label's words also name: "Payment Cheque" over "Method")
      const paying = PAYMENT_METHOD.test(rest) || PAYMENT_WORD.test(rest);
      if (!/^[\p{Lu}\d]/u.test(rest) || !(/\d/.test(rest) || paying) || (this.isLabelText(rest) && !paying)) return [seg];
      // (…nor is a run that opens with a longer label of its own, its value after it: "Tax Invoice No. V41832"
      // over "Invoice Date")
      for (let m = words.length - 1; m > k; m--) if (this.bestLabelScore(words.slice(0, m).join(" ")) >= WHOLE_WORDING && /\d/.test(words.slice(m).join(" "))) return [seg];
      // (where the value starts is estimated from its characters, or taken from its own wrap under it)
      const guess = xAt(seg, top.length + 1);
      const x = next.segments.find((s) => s !== under && Math.abs(s.x0 - guess) <= seg.h)?.x0 ?? guess;
      return [
        { ...seg, text: top, x1: xAt(seg, top.length) },
        { ...seg, text: rest, x0: x },
      ];
    }
    return [seg];
  }

  /**
   * Where the label ending at word `to` starts when the words after the previous label's colon hold that
   * label's value of a closed vocabulary or a typed value, and the longest label would leave it none: "I AM
   * APPLYING FOR: TRANSFER OF REGISTRATION PLATE NO:" cuts before "PLATE" (a monospace print-out's run).
   */
  private typedValueBefore(words: string[], from: number, to: number, longest: number, labelFrom: (from: number, to: number) => number): number | undefined {
    if (from === 0 || !words[from - 1].endsWith(":") || longest !== from) return undefined;
    let prevStart = from - 1;
    while (prevStart > 0 && !words[prevStart - 1].endsWith(":") && from - prevStart < 7) prevStart--;
    const best = bestReading(this.labelScores(words.slice(prevStart, from).join(" ").replace(/:$/, "")));
    const type = best && best[1] >= LABEL_THRESHOLD ? this.vocab.typeOf(best[0]) : undefined;
    if (!type || type === "text" || stringLike(type)) return undefined;
    for (let i = from + 1; i <= to; i++) if (labelFrom(i, to) === i && coerce(words.slice(from, i).join(" "), type, this.ctx) !== null) return i;
    return undefined;
  }

  /**
   * A part's heading a narrow column cut at a word's gap, its later words starting over the value column
   * below ("Vehicle | Traded In" over "Vehicle | Mitsubishi"): one heading when its pieces, a word's gap
   * apart, read together as a part whole, another than the first piece names (and that piece is no label).
   */
  private joinHeadingPieces(segs: Segment[]): Segment[] {
    const out: Segment[] = [];
    for (let i = 0; i < segs.length; i++) {
      const a = segs[i];
      const b = segs[i + 1];
      const bare = (s: Segment) => !/[\d:]/.test(s.text);
      const joined = b ? `${a.text.trim()} ${b.text.trim()}` : "";
      // (a party's word read as a label, cut from the heading's own word: "Purchaser | Information")
      const generic = !!b && GENERIC_HEADING.test(joined) && !/\s/.test(b.text.trim()) && !this.isLabelText(b.text);
      if (b && bare(a) && bare(b) && b.x0 - a.x1 < Math.min(a.h, b.h) && Math.abs(a.y - b.y) < Math.min(a.h, b.h) * 0.3 && (!this.isLabelText(a.text) || generic)) {
        const whole = this.vocab.section(this.tokens.get(joined));
        if (whole && (whole.score >= WHOLE_WORDING || generic) && (this.vocab.section(this.tokens.get(a.text))?.id !== whole.id || generic)) {
          const measured = a.starts?.text === a.text && b.starts?.text === b.text && joined === `${a.text} ${b.text}`;
          const starts = measured ? { text: joined, at: [...a.starts!.at, ...b.starts!.at.map((k) => k + a.text.length + 1)], x: [...a.starts!.x, ...b.starts!.x] } : undefined;
          out.push({ ...a, text: joined, x1: b.x1, starts });
          i++;
          continue;
        }
      }
      out.push(a);
    }
    return out;
  }

  /** Cuts a run before each label that follows a value inside it (see the constructor). */
  private splitPairs(seg: Segment): Segment[] {
    const dated = splitDatedReference(seg);
    if (dated) return dated;
    const gluedLabels = new Set<number>();
    const words = this.unglue(seg.text.split(" "), gluedLabels);
    if (words.length < 3) return [seg];
    const cuts: number[] = [];
    let start = 0;
    const labelFrom = (from: number, to: number) => {
      // the longest run of words ending at `to` that reads as a label, starting after any colon (a label
      // neither starts with a joining word nor says a word twice: "TRANSFER OF REGISTRATION REGISTRATION
      // PLATE:" cuts before "REGISTRATION PLATE")
      for (let i = from; i <= to; i++) {
        if (to - i > 5) continue;
        const run = words.slice(i, to + 1).map((w) => w.replace(/:$/, "").toLowerCase());
        // (…nor with a company's legal form, the end of the name before it: "…PTY LTD | LICENCE NO.:")
        if (JOINING_WORD.test(run[0]) || LEGAL_FORM_PIECE.test(run[0]) || new Set(run).size < run.length) continue;
        if (this.isLabelText(words.slice(i, to + 1).join(" ").replace(/:$/, ""))) return i;
      }
      return -1;
    };
    // words from..to start with a label (up to six words, no digit) followed by something
    const opensWithLabel = (from: number, to: number) => {
      for (let m = from; m < Math.min(to, from + 6) && !/\d/.test(words[m]); m++) if (this.isLabelText(words.slice(from, m + 1).join(" ").replace(/:$/, ""))) return true;
      return false;
    };
    // A label whose words end the run (its value on the next line) counts only when it is likely one: more
    // than one word, or one capitalised word read whole (not a tax id's own suffix: "CHE-941.661.185 MWST").
    const labelEndingRun = (j: number, k: number) =>
      k + 1 === words.length && (k > j || (/^\p{Lu}/u.test(words[j]) && this.bestLabelScore(words[j].replace(/:$/, "")) >= WHOLE_WORDING && !parseTaxId(`${words[j - 1]} ${words[j]}`)));
    // (a date's month is no label after its day: "DATE OF DELIVERY: 5 MARCH 2024", "MARCH" a scan's "Marca")
    const dateAcross = (j: number) => parseValue("date", words.slice(j - 1, j + 2).join(" ")) !== null;
    for (let j = 1; j < words.length; j++) {
      if (words[j].endsWith(":") && words[j].length > 1) {
        let from = start;
        for (let k = j - 1; k >= start; k--) if (words[k].endsWith(":")) { from = k + 1; break; }
        // (a label cut off the value it was glued to starts where it was cut)
        // (a label glued to the value before it starts where it was cut: "REGISTRATION|NUMBER PLATE:")
        const cut = [...gluedLabels].find((g) => g > from && g <= j);
        const longest = cut === undefined ? labelFrom(from, j) : -1;
        const i = cut ?? this.typedValueBefore(words, from, j, longest, labelFrom) ?? longest;
        // (…unless the words before it and it read better as one label: "12. Odometer | reading at date of sale (km):")
        const asOne = (k: number) => {
          const whole = this.bestLabelScore(words.slice(from, j + 1).join(" ").replace(/:$/, ""));
          return whole >= LABEL_THRESHOLD && whole > this.bestLabelScore(words.slice(k, j + 1).join(" ").replace(/:$/, ""));
        };
        if (i > start && !words[i - 1].endsWith(":") && (cut !== undefined || !asOne(i))) {
          cuts.push(i);
          start = i;
        }
      } else if (SEPARATOR_WORD.test(words[j - 1]) && j - 1 > start) {
        // "Steuernummer DE311056644 · IBAN DE02 …": items set apart by a dot or bar; cut where a label follows
        for (let k = Math.min(words.length - 2, j + 3); k >= j; k--) {
          if (this.isLabelText(words.slice(j, k + 1).join(" ").replace(/:$/, ""))) {
            cuts.push(j);
            start = j;
            break;
          }
        }
      } else if ((/\d$/.test(words[j - 1]) || CODE_WORD.test(words[j - 1])) && /^\p{L}/u.test(words[j]) && opensWithLabel(start, j - 1) && !dateAcross(j)) {
        // "ABN # 49 458 669 117 MD Licence MD065726": a label and a value, then a label and a value with a digit
        // (or an address: "Telephone (02) 9855 4328 Email info@…"), or a label ending the run, its value on
        // the next line ("Phone No. (02) 9122 6349 Email Address" over "accounts@…")
        for (let k = Math.min(words.length - 1, j + 3); k >= j; k--) {
          // (a one-word label ending the run only as a wording whole: "Telephone 1300 699 327 Email" over "sales@…")
          if ((k + 1 === words.length ? labelEndingRun(j, k) : /\d|@|^www\./i.test(words[k + 1])) && this.isLabelText(words.slice(j, k + 1).join(" ").replace(/:$/, ""))) {
            cuts.push(j);
            start = j;
            break;
          }
        }
      } else if (/[,;]$/.test(words[j - 1]) && /\d/.test(words.slice(start, j).join(" ")) && !ARTICLE.test(words[j])) {
        // "…877, Dealer Licence MD46269": a label after a comma that ends a value (not a sentence's clause going
        // on: "… Bathurst NSW 2795, the holder of motor dealer licence 380131")
        // (or ends the run, its value on the next line: "Phone No. 02 9729 9353, E-mail" over "sales@…")
        for (let k = Math.min(words.length - 1, j + 3); k >= j; k--) {
          if (k + 1 === words.length && !labelEndingRun(j, k)) continue;
          if (this.isLabelText(words.slice(j, k + 1).join(" "))) {
            cuts.push(j);
            start = j;
            break;
          }
        }
      }
    }
    // a label glued to the value before it and ending the run starts where it was cut (unglue)
    for (const g of [...gluedLabels].sort((a, b) => a - b)) if (g > start && !words[g - 1].endsWith(":")) cuts.push((start = g));
    if (!cuts.length) return [seg];
    const bounds = [0, ...cuts, words.length];
    const at = (w: number) => words.slice(0, w).join(" ").length + (w ? 1 : 0);
    // (where each part starts is measured when the words are the run's own, not cut apart by unglue)
    const measured = words.join(" ") === seg.text;
    const out: Segment[] = [];
    for (let b = 0; b + 1 < bounds.length; b++) {
      const text = words.slice(bounds[b], bounds[b + 1]).join(" ").replace(/(\s+[·•|—–])?[,;]?$/, "");
      const c0 = at(bounds[b]);
      const c1 = Math.min(c0 + text.length, seg.text.length);
      const x = (c: number) => (measured ? xAt(seg, c) : seg.x0 + ((seg.x1 - seg.x0) * c) / seg.text.length);
      out.push({ ...seg, text, x0: x(c0), x1: x(c1), starts: measured ? startsOf(seg, c0, c1, text) : undefined });
    }
    return out;
  }

  /**
   * "Rego | LH09TG Odometer | 54": a code run into the next label, that label's figure in the next run, is the
   * code and the label (one code word, the label whole in up to three words; "KLE630 VIN" before the VIN).
   */
  private cutLabelAfterCode(seg: Segment, next: Segment | undefined): Segment[] {
    const words = seg.text.trim().split(" ");
    if (!next || !/\d/.test(next.text) || words.length < 2 || words.length > 4 || !CODE_WORD.test(words[0])) return [seg];
    const tail = words.slice(1).join(" ");
    if (/\d/.test(tail) || !/^\p{Lu}/u.test(tail) || this.bestLabelScore(tail.replace(/:$/, "")) < WHOLE_WORDING) return [seg];
    const at = seg.text.indexOf(words[0]);
    return cutRun(seg, at + words[0].length, seg.text.indexOf(tail, at + words[0].length));
  }

  /** Every field the printed text reads as a label of, with its score (computed once per distinct text). */
  labelScores(printed: string): Map<string, number> {
    let m = this.scoreCache.get(printed);
    if (!m) {
      // (a scan's "0.0.8." is the label "D.O.B." and its "1am applying for" is "I am applying for", not
      // numbers: lexicon ocrReadLabel)
      const text = this.layout.scanned ? ocrReadLabel(printed) : printed;
      // Printed text that starts with a number is a value ("857 km", "2024 Toyota Corolla"), unless the
      // number enumerates a form question ("1. Plate number", "(b) Make") or is the period a charge covers
      // ("12 Months Registration").
      // (a tax rate in a label, "TOTAL INCL. GST@6%", is no code)
      // (a run that opens with a colon is what follows a label's colon: "KMS | : 3 497 KM")
      // (…and so does a count with its unit and nothing else: "Three (3) months", "3 months", "5,000 km")
      // (…and so does an e-mail or web address, whatever its words: "accounts@bluemountainswdc")
      // (…and so does a way of paying named whole: "Bank transfer" under "Method" is no bank's label)
      const taxed = TAX_JURISDICTION.exec(text);
      const value = !taxed && (/^\s*:/.test(text) || COUNT_ONLY.test(text) || PAYMENT_METHOD.test(text) || /\S@\S|^\s*(?:https?:\/\/|www\.)/i.test(text) || (VALUE_START.test(text) && !ENUMERATED.test(text) && !PERIOD_START.test(text) && !RATE_THEN_TAX.test(text)) || (CODE_LIKE.test(text) && CODE_LIKE.test(text.replace(QUESTION_NUMBER, "").split(" ").filter((w) => !RATE_WORD.test(w)).join(" "))));
      m = value ? new Map() : new Map(this.vocab.scores(this.tokens.get(text)).map((x) => [x.path, x.score]));
      // a tax line named by its jurisdiction before its rate reads as its tax and rate ("VAT - Ireland (23% on
      // €7,352.99)", "MwSt. - Deutschland (19 % auf …)"): a country is no word of the label
      if (taxed) for (const x of this.vocab.scores(this.tokens.get(`${taxed[1]} ${taxed[2]}`))) if (x.score > (m.get(x.path) ?? 0)) m.set(x.path, x.score);
      if (!value) this.glossedLabel(text, m);
      // On a text layer a single word reads as a label only as printed: one a letter from a wording is a
      // name or a word of its own ("Grace" is no "Grade"); a recogniser's slips are a scan's alone.
      if (!this.layout.scanned && m.size && SINGLE_WORD.test(text)) {
        const tokens = this.tokens.get(text);
        if (tokens.length === 1 && !this.vocab.hasToken(tokens[0]) && Math.max(...m.values()) < FUZZY_ONLY) m = new Map();
      }
      this.scoreCache.set(printed, m);
    }
    return m;
  }

  /**
   * A label printed with its translation after a slash reads as its own half, or as the translation where its
   * own words read as no label ("Additional Terms / Modalités supplémentaires", "Rego / Immatricolazione"): a
   * bilingual form's gloss is no word of the label.
   */
  private glossedLabel(text: string, m: Map<string, number>): void {
    // (…or in brackets after it, in another language's letters: "Print Name (Họ tên (in hoa))"; an English
    // qualifier in brackets is a word of the label, "Total (excl. GST)")
    const bracketed = /^([^()]*\p{L}{2}[^()]*?)\s*\((.*)\)\s*:?\s*$/u.exec(text);
    if (bracketed && /[^\x00-\x7F]/.test(bracketed[2]) && /\p{L}/u.test(bracketed[2]) && !/\d/.test(bracketed[2])) {
      for (const x of this.vocab.scores(this.tokens.get(bracketed[1]))) if (x.score >= LABEL_THRESHOLD && x.score > (m.get(x.path) ?? 0)) m.set(x.path, x.score);
      return;
    }
    const halves = text.split(/\s+\/\s+/);
    if (halves.length !== 2 || !halves.every((h) => /\p{L}{2}/u.test(h)) || /\d/.test(halves[1])) return;
    // (a translation is set as a phrase, its later words in lower case or capitals; words in title case after
    // the slash are a value run on after a label: "Model / Corolla Ascent")
    if (halves[1].trim().split(/\s+/).slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w))) return;
    // Only a half that is a field's wording whole counts ("TAX INVOICE / RECEIPT" is a title, "Mfr Model /
    // Grade" joined over two lines no better than "Mfr Model"); the label's own words rule where both halves
    // read, and two halves that name different fields are two labels in one ("Make / Model")
    const [a, b] = halves.map((h) => this.vocab.scores(this.tokens.get(h)));
    const whole = (xs: typeof a) => xs.filter((x) => x.score >= WHOLE_WORDING);
    if (whole(a).length && whole(b).length && !whole(a).some((x) => whole(b).some((y) => y.path === x.path))) return;
    for (const x of a.some((x) => x.score >= LABEL_THRESHOLD) ? whole(a) : whole(b)) if (x.score > (m.get(x.path) ?? 0)) m.set(x.path, x.score);
  }

  /** The best field score of printed text (0 when it reads as no field's label). */
  bestLabelScore(text: string): number {
    let best = 0;
    for (const v of this.labelScores(text).values()) if (v > best) best = v;
    return best;
  }

  /** The best field score of the text as printed, no recogniser's slip undone ("Grace" is no "Grade" here). */
  asPrintedLabelScore(text: string): number {
    if (!this.layout.scanned) return this.bestLabelScore(text);
    return Math.max(0, ...this.vocab.scores(labelTokens(text)).map((x) => x.score));
  }

  /** Do the text's first words (up to `maxWords`, never all of them) read as a label, a value glued after them? */
  opensWithLabel(text: string, maxWords: number): boolean {
    const words = text.trim().split(/\s+/);
    for (let k = 1; k < words.length && k <= maxWords; k++) if (this.isLabelText(words.slice(0, k).join(" "))) return true;
    return false;
  }

  /** Does this text read as some field's label? */
  isLabelText(text: string): boolean {
    return this.bestLabelScore(text) >= LABEL_THRESHOLD;
  }

  /** Does this run of text read as a label (ends with a colon, is a heading, or reads as a field's label)? */
  isLabel(seg: Segment): boolean {
    const t = seg.text.trim();
    if (/:$/.test(t)) return true;
    if (this.headingSegs.has(seg)) return true;
    return this.isLabelText(t);
  }

  /** The scorer of one field's labels. */
  matcher(path: string): LabelMatcher {
    return (text) => this.labelScores(text).get(path) ?? 0;
  }

  lineSegments(line: number): Segment[] {
    return this.layout.lines[line]?.segments ?? [];
  }
}

/** How well a printed label reads as one of a field's wordings, 0..1 (1: the wording itself). */
export type LabelMatcher = (printed: string) => number;

export type LabelHit = {
  seg: Segment;
  inline: string | null;
  strategy: "colon" | "whole" | "prefix";
  /** The label's match score, 0..1. */
  score?: number;
  /** The printed label part of the run (before its colon, its prefix, or the lines it wraps over). */
  label?: string;
  /** Baseline of the label's last line when it wraps over several. */
  lastY?: number;
};

/**
 * What a run is as a label whatever the field (findLabels asks it once per field; the answers depend on the page
 * alone, so they are worked out once per run): `none`, no label of its own; `glossed`, the translation of the
 * label over it, read as that label; `upper`, the lower line of a label wrapped beside its value.
 */
type LabelSeat = { none: boolean; glossed: string | null; upper: Segment | null };
const labelSeats = new WeakMap<DocIndex, Map<Segment, LabelSeat>>();

function labelSeat(index: DocIndex, seg: Segment): LabelSeat {
  let seats = labelSeats.get(index);
  if (!seats) labelSeats.set(index, (seats = new Map()));
  let seat = seats.get(seg);
  if (!seat) {
    const none =
      // a box's name set sideways up its margin heads the box and labels no value beside or over it
      !!seg.sideways ||
      // the document's title at the top of its first page is no label and value ("Application for Transfer of
      // Registration" over the form's own "Transaction" check boxes); one with a number may be ("INVOICE #4471")
      (seg === index.title && !/[:\d]/.test(seg.text)) ||
      // a part's heading in the words of one, though not set as one, is no label: "Purchaser Information" over
      // "Name | Amelia Brown", "Supplier Details" (unless its value stands beside it: "Bank Details | BSB …")
      (GENERIC_HEADING.test(seg.text.trim()) && !valueBeside(index, seg)) ||
      // the lower line of a label cut after "of" ("Name of" over "Purchaser") is no label of its own
      continuesLabelAbove(index, seg) ||
      endsParagraph(index, seg) ||
      // …nor is the start of a label that flows on at the next line's start, as running text wraps ("… | Motor
      // Dealer" over "Licence MD 424549"): it is read from there, whole
      flowsOnBelow(index, seg) ||
      // …nor a phrase broken off after a joining word with nothing under it to go on with: running text ("the |
      // Motor | Dealers and | Repairers Act 2013" in a justified paragraph a recogniser cut at its wide spaces)
      brokenPhrase(index, seg);
    // a label's translation under it, its value beside the translation, is read as the label over it ("Stamp
    // Duty:" over "Imposta di bollo | $3,125.00"), never as a label of its own
    const glossed = none ? null : labelOverGloss(index, seg);
    // …and the lower line of a label wrapped beside its value is read with its upper line, as one label
    const upper = none || glossed ? null : wrappedLabelAbove(index, seg);
    seats.set(seg, (seat = { none, glossed, upper }));
  }
  return seat;
}

/** Where one of a run's particulars ends: a comma or semicolon, then a space. */
const LISTED = /[,;]\s+/;

/**
 * Runs of text whose label part reads as one of the field's wordings (also a label wrapped over two or three
 * lines). `numbered`: the field is named a number (an entry, engine, licence number): one code glued after
 * any of its labels is its value, whether or not the label ends with "No." ("Dealer's Register Entry 93131").
 */
export function findLabels(index: DocIndex, match: LabelMatcher, type: ValueType | "taxId", numbered = false): LabelHit[] {
  const hits: LabelHit[] = [];
  const ok = (score: number) => score >= LABEL_THRESHOLD;
  for (const seg of index.segments) {
    const seat = labelSeat(index, seg);
    if (seat.none) continue;
    // (a yes/no question's answer glued to it may read as a heading: "Guarantee NO" under "Dealer Guarantee")
    // (…though a caption under its value is a label, however it is set: "Signed for the dealer" under "Tran K.")
    if (index.headingSegs.has(seg) && !seg.text.includes(":") && type !== "text" && !(type === "boolean" && ANSWER_LAST.test(seg.text)) && !captionRow(index, seg.line)) continue;
    const glossed = seat.glossed;
    if (glossed) {
      const score = match(glossed);
      if (ok(score)) {
        const seg2: Segment = { ...seg, text: glossed };
        index.sectionOf.set(seg2, index.sectionOf.get(seg) ?? null);
        hits.push({ seg: seg2, inline: null, strategy: "whole", score, label: glossed });
      }
      continue;
    }
    const t = seg.text;
    const upper = seat.upper;
    if (upper) {
      const joined = `${upper.text.trim()} ${t.trim().replace(/:$/, "")}`;
      const score = match(joined);
      // (read already from its upper line when the join reads better than either line alone)
      const known = hits.some((h) => h.seg.line === upper.line && h.seg.x0 === upper.x0 && h.label === joined);
      if (ok(score) && !known) {
        const seg2: Segment = { ...upper, x1: Math.max(upper.x1, seg.x1), text: joined };
        index.sectionOf.set(seg2, index.sectionOf.get(upper) ?? index.sectionOf.get(seg) ?? null);
        hits.push({ seg: seg2, inline: null, strategy: "whole", score, lastY: seg.y, label: joined });
      }
      continue;
    }
    // (a colon between digits is a time's, not a label's: "Ordered on 11 February 2025 at 15:48")
    const colon = t.search(/(?<!\d):|:(?!\d)/);
    if (colon > 0) {
      // (a label may begin at the end of the line above, as running text wraps: "Dealer ABN: 96 145 484 011 |
      // Motor Dealer's Licence" over "No.: MD060835")
      const label = labelFlowedFrom(index, seg, t.slice(0, colon)) ?? t.slice(0, colon);
      const score = match(label);
      // (a wording with a colon inside it, read whole, is the label when its value stands beside it: "Bezug:
      // Rechnung | 351516"; "New / Used: Demo" is a label and its value)
      // (…but not where the words after the colon are a value of the field's own type: "Guarantee: Y")
      const typedAfter = !stringLike(type) && type !== "text" && coerce(t.slice(colon + 1).trim(), type, index.ctx) !== null;
      const wordedWhole = ok(score) && !/\d/.test(t) && t.slice(colon + 1).trim() !== "" && !typedAfter && match(t.replace(/:\s*$/, "")) >= score && valueBeside(index, seg);
      if (ok(score) && !wordedWhole) {
        let rest = t.slice(colon + 1).trim();
        if (BOX_START.test(rest)) rest = [rest, ...boxesRightOf(index, seg)].join(" ");
        hits.push({ seg, inline: rest || null, strategy: "colon", score, label });
        continue;
      }
      // "Less: Trade: $12,500": a label with a colon inside it
      const last = t.lastIndexOf(":");
      if (last > colon) {
        const whole = match(t.slice(0, last));
        if (ok(whole)) {
          const rest = t.slice(last + 1).trim();
          hits.push({ seg, inline: rest || null, strategy: "colon", score: whole, label: t.slice(0, last) });
          continue;
        }
      }
    }
    // "ABN 12 345 678 901", "VIN 6T1BF3FK5CX012345": a label and a typed value in one run, no colon. The
    // longest label prefix wins; the rest must read as the field's type. Free text is never read this way:
    // "Dealer Delivery" is not the dealer "Delivery".
    // A label followed by check boxes ("Sale Type [X] New | [ ] Used | [ ] Demo") takes the boxes after it
    // on its line, whatever its type.
    if (colon < 0 && ((!stringLike(type) && type !== "text") || (type === "string" && /\d/.test(t)) || BOX_MARKER.test(t))) {
      const words = t.split(" ");
      // a label has no digits: "Tax ID GB 377 3042 85" is "Tax ID" and its value
      // …outside an aside in brackets: "Registration (12 months) $ 571.82"
      let depth = 0;
      const firstDigit = words.findIndex((w) => {
        const inAside = depth > 0 || w.startsWith("(");
        depth = Math.max(0, depth + (w.match(/\(/g)?.length ?? 0) - (w.match(/\)/g)?.length ?? 0));
        return /\d/.test(w) && !RATE_WORD.test(w) && !inAside;
      });
      // the best-reading label whose rest is a value (longest on a tie): "Tax ID | GB 377 3042 85", not "Tax ID GB"
      // …and a word both could hold goes to the value when the value reads surer with it: "Licence number |
      // MD 20456" (a licence with its prefix), not "Licence number MD | 20456"
      let best: LabelHit | null = null;
      let bestRank = -1;
      const wholeRun = match(t);
      // the label may go on under itself, its value glued to its upper line in a narrow cell ("Contract
      // November 14, 2025" over "Date"): a short run of words under the run's start with nothing beside it
      const under = nextLineAligned(index, seg);
      // (the lower line may end the label with its colon: "Agreement 14/09/2024" over "Date:")
      const underBare = under?.text.trim().replace(/\s*:$/, "") ?? "";
      // (…never a caption under a value on a form filled in: "(02) 5087 4810" over "PURCHASER'S TELEPHONE")
      const underText = under && !valueBeside(index, under) && !/\d|:/.test(underBare) && underBare.split(" ").length <= 2 && !captionRow(index, under.line) ? underBare : "";
      for (let k = Math.min(words.length - 1, 5, firstDigit < 0 ? 5 : firstDigit); k >= 1; k--) {
        let label = words.slice(0, k).join(" ");
        let score = match(label);
        let lastY: number | undefined;
        const joined = underText ? match(`${label} ${underText}`) : 0;
        if (joined > score + 0.02 && ok(joined)) [label, score, lastY] = [`${label} ${underText}`, joined, under!.y];
        // (…or begin at the end of the line above: "Dealer ABN 42 276 845 270 | Dealer Licence" over "Number MD081833")
        const flowed = ok(score) ? null : labelFlowedFrom(index, seg, label);
        if (flowed && ok(match(flowed))) [label, score] = [flowed, match(flowed)];
        if (!ok(score)) continue;
        let rest = words.slice(k).join(" ");
        // a number sign before the value is the label's: "Order #4075" is "Order #" | "4075", "Folio # 683441"
        if (/^#\s?[\p{L}\p{N}]/u.test(rest) && match(`${label} #`) >= score) [label, rest] = [`${label} #`, rest.replace(/^#\s?/, "")];
        // a label ends before its boxes, never inside one ("Type of application [ ] New")
        if (/[[\]☐☒☑□■✓✔]|\(\s*[xX✓✔*]?\s*\)|\($/u.test(label)) continue;
        if (BOX_START.test(rest)) rest = [rest, ...boxesRightOf(index, seg)].join(" ");
        // (a numbered field's code after its label, unless the run reads whole as the label: a scan's "Deal 1D" is "Deal ID")
        else if (type === "text" || (stringLike(type) && !numberedCode(label, rest) && !(numbered && ONE_CODE.test(rest) && !ok(wholeRun)))) continue;
        // a tax line's rate belongs to its label: "TVA 5,5 % | 14,30 €", "VAT @ 20% | 216.06", "MwSt. 19 % | 63,84"
        const rate = type === "money" ? RATE_FIRST.exec(rest) : null;
        if (rate) {
          label = `${label} ${rest.slice(0, rest.length - rate[1].length).trim()}`;
          rest = rate[1];
        }
        // (…or the value a comma ends, in a run of particulars: "Dealer Lic. # MD079743, 333 Victoria Drive, …")
        const listed = BOX_START.test(rest) ? rest : rest.split(LISTED)[0];
        if (listed !== rest && coerce(rest, type, index.ctx) === null && coerce(listed, type, index.ctx) !== null) rest = listed;
        if (coerce(rest, type, index.ctx) === null && !(type === "iban" && wrappedIban(index, seg, rest)) && !(type === "date" && wrappedDate(index, seg, rest)) && !(type === "licence" && wrappedLicenceNumber(index, { seg, inline: rest, strategy: "prefix" }))) continue;
        // a run that reads as the label whole is that label, not a shorter one with a value after it:
        // "Statutory guarantee applies" over "No" is no "Statutory guarantee: applies"
        // (…nor is a word that only carries the label along its value: "Purchaser(s) sign here")
        if (!BOX_START.test(rest) && (wholeRun >= score || (ok(wholeRun) && lightWordsOnly(rest)))) continue;
        const sure = type === "taxId" || BOX_START.test(rest) ? 0 : (parseValue(type, rest, index.ctx)?.confidence ?? 0);
        const rank = score + sure * 0.1;
        if (best && rank <= bestRank + 1e-6) continue; // longest first: a tie keeps the longer label
        best = { seg, inline: rest, strategy: "prefix", score: score * 0.95, label, lastY };
        bestRank = rank;
      }
      if (best) {
        hits.push(best);
        continue;
      }
    }
    // "Address 4 Hill St, Ryde NSW 2112", "Purchaser Tran O'Brien": a label and a name or address glued into
    // one run (a narrow cell gap). Only in a column of labels, when the run as a whole is no label, and the
    // rest reads as the value: an address has a number, a name capitalised words.
    const glued = colon < 0 && (stringLike(type) || type === "text") ? gluedLabel(index, seg, match, type as "string" | "name" | "text") : null;
    if (glued) {
      hits.push(glued);
      continue;
    }
    // The whole run as a label (its value beside or under it), unless a label and its value were read in it above.
    const whole = match(t);
    if (ok(whole) && whole < WHOLE_WORDING && valueOfLabelBeside(index, seg)) continue;
    if (ok(whole) || misreadGridHeader(index, seg, whole)) {
      // "Trading" over "Name" in a narrow cell: the label goes on under itself when the join reads as well
      // for this field and better than its lower line alone; its value then runs over the same lines
      // (the lower line may end the label with its colon: "Motor Dealer's" over "Licence No.:")
      const under = colon < 0 ? nextLineAligned(index, seg) : null;
      const underText = under?.text.trim().replace(/:$/, "") ?? "";
      if (under && underText.split(" ").length <= 3 && !/\d/.test(underText) && !underText.includes(":")) {
        const joined = `${t} ${underText}`;
        const js = match(joined);
        // …and the top line of another field's wrapped label is not this field's ("Contract" over "Date"),
        // unless the lower line is a label of its own with its value beside it ("Purchaser | Zara Chen" over
        // "Address of Purchaser | 386 Old Northern Highway")
        let rival = 0;
        for (const v of index.labelScores(joined).values()) if (v > rival) rival = v;
        const ownRow = valueBeside(index, under);
        if (rival > js + 0.02 && rival >= whole && !ownRow) continue;
        // (…whatever the top line reads alone when it was cut off mid-label: "Licence/" over "Customer" over "number",
        // read on to its third line when the two read as no label: "Licence/ Customer" is only the start of one)
        // (the words beside the lower lines may be other columns' wrapped headers: "Customer | number")
        if (GOES_ON_BELOW(t.trim())) {
          // (the words beside the lower line are another column's wrapped header, no value: "Licence or" over
          // "customer number | number" reads as the applicant's number, never the dealer's licence)
          const besideHeader = ownRow && !/\d/.test(nextOnLine(index, under)?.text ?? "0");
          if (rival > js + 0.02 && ok(rival) && (!ownRow || besideHeader)) continue;
          const third = nextLineAligned(index, under);
          const thirdText = third && !valueBeside(index, third) ? third.text.trim().replace(/:$/, "") : "";
          if (thirdText && !/\d/.test(thirdText) && thirdText.split(" ").length <= 2) {
            const all = `${joined} ${thirdText}`;
            const rival3 = index.bestLabelScore(all);
            if (rival3 > match(all) + 0.02 && rival3 >= WHOLE_WORDING) continue;
          }
        }
        // …nor is a lower line that is another field's whole label with its value beside it ("Buyer | Jack
        // Murphy" over "Signed on | June 4, 2024")
        // (unless the top line breaks off after a word that needs more and its amount, cut at a digit group,
        // goes on beside the lower line: "Amount Payable on | $ 12" over "Delivery | 165.27")
        const besideTop = nextOnLine(index, seg);
        const besideUnder = nextOnLine(index, under);
        const cutAmount = GOES_ON_BELOW(t.trim()) && !!besideTop && !!besideUnder && AMOUNT_CUT_AT_GROUP.test(besideTop.text) && GROUP_WITH_CENTS.test(besideUnder.text);
        // (…nor one with an amount or a date of its own beside it, under a label with one beside it, though the
        // label breaks off: "Includes GST of | $3,880.00" over "Total (GST inclusive) | $45,130.76")
        // (a lower line ending with the colon the top line lacks ends the field's whole wording, though it
        // reads alone as another's: "Trading | Northern Beaches Car" over "Name: | Sales Pty")
        // (not under a label whose colon opens its value, nor one the lower line says again: "EMAIL ADDRESS |
        // : ISLA.WILSON@…" over "ADDRESS: | 258 GEORGE DRIVE")
        const endsWording = under.text.trim().endsWith(":") && js >= WHOLE_WORDING && !repeats(index, underText, t) && !/^\s*:/.test(nextOnLine(index, seg)?.text ?? "");
        const otherRow =
          ownRow && !cutAmount && ((index.bestLabelScore(underText) >= Math.max(js, 0.99) && match(underText) < LABEL_THRESHOLD && !endsWording) || ((type === "money" || type === "date") && typedBeside(index, seg, type) && typedBeside(index, under, type)));
        // …nor a value under a whole label, its words none the wordings know ("Served By" over "Mohammed"):
        // such a join reads as well only because unknown words count for nothing
        // (a lower line ending with the label's colon is the label's, whatever its words: "Trading" over "As:")
        const unknownUnder = js <= whole + 0.02 && !under.text.trim().endsWith(":") && !index.tokens.get(underText).some((w) => index.vocab.hasToken(w));
        if (unknownUnder) {
          hits.push({ seg, inline: null, strategy: "whole", score: whole, label: t });
          continue;
        }
        // (a top line broken off after a word that needs more goes on whatever its own reading: "Amount Payable on";
        // and onto a lower line that ends it with its colon, whatever that line reads alone, when the top line
        // breaks off or the two read as the field's wording whole: "Model /" over "Grade:", "Purchaser |
        // Charlotte Lucas" over "Name: | Nguyen")
        const brokenOff = GOES_ON_BELOW(t.trim()) && ok(js);
        // …nor a lower line that is the top of another field's label wrapped under it, its value beside it
        // ("Make | Honda" over "Vehicle | Civic" over "Model": "Vehicle Model" is the model's label)
        const underTopOfOther = ownRow && topOfOtherLabel(index, under, match);
        // (…and a name's label whose two lines each read whole as this field's, the name wrapping beside them:
        // "Customer | Daniel Daniel" over "Name | Smith" is one label; a model over its "Series" is two rows)
        const oneFieldTwice = type === "name" && whole >= WHOLE_WORDING && js >= WHOLE_WORDING && match(underText) >= WHOLE_WORDING && !repeats(index, t, underText) && wrapsBeside(index, seg, under);
        if (!otherRow && !underTopOfOther && (js >= whole - 0.02 || brokenOff) && (js > match(under.text) + 0.02 || oneFieldTwice || ((brokenOff || js >= WHOLE_WORDING) && under.text.trim().endsWith(":")))) {
          const seg2: Segment = { ...seg, x1: Math.max(seg.x1, under.x1), text: joined };
          index.sectionOf.set(seg2, index.sectionOf.get(seg) ?? null);
          hits.push({ seg: seg2, inline: null, strategy: "whole", score: whole, lastY: under.y, label: joined });
          continue;
        }
      }
      hits.push({ seg, inline: null, strategy: "whole", score: whole, label: t });
      continue;
    }
    // A bare name label under a column heading that says whose name it is ("Signed for the Dealer" over
    // "Print name | Lucas", beside "Signature of Purchaser" over "Purchaser | …"): the heading is the label.
    const head = index.headingOf.get(seg);
    if (head && stringLike(type)) {
      const label = colon > 0 ? t.slice(0, colon) : t;
      const headScore = match(head.text);
      // …or a word no field knows, right under a heading that names one well ("Representative: | Olivia"
      // under "For and on behalf of the Dealer"), but not the value cell under a heading that heads a grid
      // column ("Customer | Residential Address" over "Mia Anderson | …")
      const unknownUnder = gridCellBelow(index, head) !== seg && headScore >= 0.9 && seg.line - head.line <= 2 && Math.abs(seg.x0 - head.x0) <= Math.max(G.ALIGN_TOLERANCE, seg.h) && index.bestLabelScore(label) < LABEL_THRESHOLD && !/\d/.test(label) && label.split(" ").length <= 3;
      // (…unless the run goes on under itself into this field's own label: "Deposit | EFTPOS" over "Paid" over
      // "By" under "Deposit Received" is the method's label, not the heading's short form)
      const wrapsIntoOwn = colon < 0 && wrappedReading(index, seg, match) >= Math.max(WHOLE_WORDING, headScore + 0.02);
      // (…nor a label that names another field's party itself: "PURCHASER NAME" under "LICENSED MOTOR DEALER",
      // the purchaser's heading lost on a scan)
      // ("Name:" alone names no party: the heading says whose)
      const other = bestReading(index.labelScores(label));
      const qualifier = label.replace(/[:.]/g, " ").replace(/\b(?:print(?:ed)?|full|name)\b/gi, " ").trim();
      const namesOther = !!other && !!qualifier && index.isLabelText(qualifier) && other[1] >= WHOLE_WORDING - 0.05 && match(label) < other[1] - 0.02;
      if (ok(headScore) && !wrapsIntoOwn && !namesOther && (isNameLabel(index, label) || shortFormOf(label, head.text) || unknownUnder)) {
        const rest = colon > 0 ? t.slice(colon + 1).trim() : "";
        // (a name label broken off after "of" goes on under itself, its value wrapping beside both lines:
        // "Name of | Riverina Vehicle Centre" over "Dealer: | Pty" over "Ltd")
        const lastY = colon < 0 && GOES_ON_BELOW(t.trim()) ? wrappedLabelEnd(index, seg) : undefined;
        hits.push({ seg, inline: rest || null, strategy: colon > 0 ? "colon" : "whole", score: headScore * 0.95, label: head.text, lastY });
        continue;
      }
    }
    // A label wrapped in its cell: "Date of" over "Birth", "Vehicle Identification" over "Number".
    // The top line must not be another field's label ("GST" over "Total (incl. GST)"), and the join must
    // read better than its lower line alone.
    if (colon >= 0) continue;
    // …and the last line of a label wrapped above it starts none ("Australian" over "Business" over
    // "Number" is the ABN's label, not "Number" and the "Licence No." under it)
    if (endsLabelAbove(index, seg)) continue;
    let joinedText = t;
    let last = seg;
    for (let n = 0; n < 2; n++) {
      const below = nextLineAligned(index, last);
      if (!below || below.text.split(" ").length > 4) break;
      // a wrapped label does not say its words twice: "Dealer" over "Dealer licence number" is two labels
      if (n === 0 && repeats(index, t, below.text)) break;
      // …nor onto a lower label that has an amount or a date of its own beside it, as it has: "Total |
      // $64,096.90" over "GST | $5,497.27" are two rows (a name, address or code may wrap beside a wrapped label)
      if (n === 0 && (type === "money" || type === "date") && index.isLabelText(t) && typedBeside(index, seg, type) && typedBeside(index, below, type)) break;
      // …nor onto another field's whole label with its own field's value beside it, under a whole label with
      // its own beside it ("Guarantee kilometres | 5,000" over "Expires | March 13, 2025": two rows, not the
      // expiry's kilometres; "Dealer's | MD088162" over "Licence" goes on: a name is no licence)
      if (n === 0 && !GOES_ON_BELOW(t.trim()) && ownTypedRow(index, seg, below)) break;
      joinedText += ` ${below.text}`;
      last = below;
      const c = joinedText.indexOf(":");
      const score = match(c > 0 ? joinedText.slice(0, c) : joinedText);
      // ("Dealer" over "Address" in a cell row: the join may read only as well as the lower line, if it also
      // reads at least as well as the top line does for any field)
      const lower = match(below.text.replace(/:.*$/, ""));
      // (a top line alone on its line may be a heading over the label: "Trade-in" over "Make")
      const top = n === 0 ? index.bestLabelScore(t) : 0;
      // (…or, three lines down, beside its top line only: "Motor | MD061027" over "Dealer" over "Licence")
      const inRow = (n === 0 || !besideInColumnOf(index, below, seg)) && index.lineSegments(seg.line).some((x) => x.x0 > seg.x1);
      // (a label that ends with its colon two lines down is not whole before it: "Deposit" over "Paid" over
      // "By:", its value beside the top line and nothing beside the lower ones, is "Deposit Paid By", not
      // "Deposit Paid", when the three lines read as a label at least as well as the two)
      // (…or without its colon, when the three lines read better than the two: "Deposit | EFTPOS" over "Paid" over "By")
      const end = n === 0 && c < 0 && valueBeside(index, seg) && !valueBeside(index, below) ? labelEndBelow(index, below) : null;
      const three = end ? `${joinedText} ${end.text.trim().replace(/:$/, "")}` : "";
      const endsLower = !!end && index.bestLabelScore(three) >= Math.max(LABEL_THRESHOLD, index.bestLabelScore(joinedText)) && (end.text.trim().endsWith(":") || (match(three) >= WHOLE_WORDING && match(three) > score + 0.02));
      if (ok(score) && !endsLower && (score > lower + 0.02 || ((ok(top) || inRow) && score >= lower && score >= top - 0.02))) {
        const joined: Segment = { ...seg, x1: Math.max(seg.x1, below.x1), text: joinedText };
        index.sectionOf.set(joined, index.sectionOf.get(seg) ?? null);
        const rest = c > 0 ? joinedText.slice(c + 1).trim() : "";
        hits.push({ seg: joined, inline: rest || null, strategy: c > 0 ? "colon" : "whole", score, lastY: below.y, label: c > 0 ? joinedText.slice(0, c) : joinedText });
        break;
      }
      if (below.text.includes(":")) break;
      // a join that is already another field's whole label ends there when the next line has a value of its
      // own beside it: "Order" over "Date" is the order date's label, and "Sale | New" over "Category" the
      // next row's, not the end of "Order Date Sale"
      if (!ok(score) && index.bestLabelScore(joinedText) >= WHOLE_WORDING) {
        const third = nextLineAligned(index, last);
        if (third && valueBeside(index, third)) break;
      }
    }
  }
  return hits;
}

/**
 * The label a run's own label part finishes when it is the line's first run and a label's first words end
 * the line above (running text wrapped between them): that line's last run, no figure or colon in it,
 * the join reading as a label better than the lower part alone, as well as the upper. Null otherwise.
 */
function labelFlowedFrom(index: DocIndex, seg: Segment, label: string): string | null {
  // (words or a numbering sign: a currency sign opening an amount is no label's end, "Deposit Paid" over "$ 72 374.23")
  if (!(/\p{L}/u.test(label) || label.trim() === "#") || /\d/.test(label) || label.trim().split(/\s+/).length > 2 || index.lineSegments(seg.line).some((x) => x.x1 <= seg.x0)) return null;
  const above = index.layout.lines[seg.line - 1];
  if (!above || above.page !== seg.page || seg.y - above.y > seg.h * 1.6) return null;
  const end = above.segments[above.segments.length - 1];
  if (!end || end.x0 <= seg.x1 || /[\d:]/.test(end.text)) return null;
  const joined = `${end.text.trim()} ${label.trim()}`;
  const score = index.bestLabelScore(joined);
  return score >= LABEL_THRESHOLD && score > index.bestLabelScore(label) + 0.02 && score >= index.bestLabelScore(end.text) ? joined : null;
}

/** The run ends its line and a label starts with it, going on at the next line's start (labelFlowedFrom). */
function flowsOnBelow(index: DocIndex, seg: Segment): boolean {
  const line = index.lineSegments(seg.line);
  const next = index.layout.lines[seg.line + 1];
  if (line.length < 2 || line[line.length - 1] !== seg || !next || next.page !== seg.page) return false;
  const first = next.segments[0];
  if (first.x0 >= seg.x0 || next.y - seg.y > seg.h * 1.6 || /[\d:]/.test(seg.text)) return false;
  // (the joined label is another field's than the run's alone: "Motor Dealer" names the dealer, "Motor Dealer
  // Licence" its licence)
  const own = bestReading(index.labelScores(seg.text));
  const words = first.text.trim().split(/\s+/);
  return [1, 2].some((k) => {
    if (k >= words.length || /[\d:]/.test(words.slice(0, k).join(" "))) return false;
    const joined = bestReading(index.labelScores(`${seg.text.trim()} ${words.slice(0, k).join(" ")}`));
    return !!joined && joined[1] >= Math.max(LABEL_THRESHOLD, own?.[1] ?? 0) && joined[0] !== own?.[0];
  });
}

/** The run is the top line of a label wrapped under it that reads whole as another field's than `match`'s. */
function topOfOtherLabel(index: DocIndex, seg: Segment, match: LabelMatcher): boolean {
  const below = nextLineAligned(index, seg);
  const t = below?.text.trim().replace(/:$/, "") ?? "";
  if (!below || !t || /\d/.test(t) || t.split(" ").length > 3) return false;
  const best = bestReading(index.labelScores(`${seg.text.trim()} ${t}`));
  return !!best && best[1] >= WHOLE_WORDING && match(`${seg.text.trim()} ${t}`) < best[1] - 0.02;
}

/** How well the run, read on with the one or two lines aligned under it (nothing beside them), reads as the field's label. */
function wrappedReading(index: DocIndex, seg: Segment, match: LabelMatcher): number {
  let text = seg.text.trim();
  let last = seg;
  let best = 0;
  for (let n = 0; n < 2; n++) {
    const below = nextLineAligned(index, last);
    if (!below || /\d/.test(below.text) || below.text.split(" ").length > 4 || valueBeside(index, below)) break;
    text += ` ${below.text.trim().replace(/:$/, "")}`;
    best = Math.max(best, match(text));
    if (below.text.includes(":")) break;
    last = below;
  }
  return best;
}

/** The run right under this one when it is a label's last word or two (no label alone), ending with its colon or not, with nothing beside it. */
function labelEndBelow(index: DocIndex, seg: Segment): Segment | null {
  const below = nextLineAligned(index, seg);
  const t = below?.text.trim() ?? "";
  return below && /^\p{L}[^:\d]*:?$/u.test(t) && t.split(/\s+/).length <= 2 && !index.isLabelText(t.replace(/:$/, "")) && !valueBeside(index, below) ? below : null;
}

/** Does the lower run say every word of the upper one again? */
function repeats(index: DocIndex, upper: string, lower: string): boolean {
  const words = new Set(index.tokens.get(lower));
  const top = index.tokens.get(upper);
  return top.length > 0 && top.every((w) => words.has(w));
}

/** See findLabels: a label glued to its name or address value in one run, read in a column of labels. */
function gluedLabel(index: DocIndex, seg: Segment, match: LabelMatcher, type: "string" | "name" | "text"): LabelHit | null {
  const t = seg.text;
  if (index.headingSegs.has(seg)) return null;
  const words = t.split(" ");
  if (words.length < 2) return null;
  // the run as a whole may read as a label only through its first words, with the value's words as extras
  // ("Manufacturer Mitsubishi"): a run that reads as well whole as its label part is that label
  const whole = index.bestLabelScore(t);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const label = words.slice(0, k).join(" ");
    const score = match(label);
    if (score < 0.95 || /\d/.test(label)) continue;
    // the label must read best as this field's kind of label, not merely be one of several readings
    if (index.bestLabelScore(label) > score + 0.01) continue;
    if (whole >= score - 0.01) return null;
    const rest = words.slice(k).join(" ");
    // (a word that only carries the label along is none of its value: "Purchaser(s) sign here")
    if (lightWordsOnly(rest)) return null;
    // (a plain string's words may be a model's code of letters and figures: "Model / Grade i30 Active"; a name
    // with an initial reads as no label, whatever its initial abbreviates: "Sales Consultant William P.")
    const code = (w: string) => type === "string" && MODEL_CODE.test(w);
    const ok =
      type === "text"
        ? /\d/.test(rest) && /\p{L}{3}/u.test(rest) && rest.length >= 8
        : rest.split(" ").length <= 5 &&
          rest.split(" ").every((w) => code(w) || (!/\d/.test(w) && (/^[\p{Lu}'’(&]/u.test(w) || /^(and|&|of|de|van|von|der|da|di|y)$/i.test(w)))) &&
          !rest.split(" ").every(code) &&
          (NAME_WITH_INITIAL.test(rest) || !index.isLabelText(rest));
    if (!ok) continue;
    // a column of labels: another run starting at this left edge, within three lines, reads as a label
    const tol = Math.max(G.ALIGN_TOLERANCE, seg.h * 0.5);
    const column = index.segments.some((o) => o !== seg && o.page === seg.page && Math.abs(o.line - seg.line) <= 3 && Math.abs(o.x0 - seg.x0) <= tol && index.isLabel(o));
    // …or a row of such pairs: another run on the line opens with a label of its own ("Body Utility | Colour
    // Arctic White | Reg. No. SKX102")
    const row = !column && index.lineSegments(seg.line).some((o) => o !== seg && !index.headingSegs.has(o) && index.opensWithLabel(o.text, 3));
    if (!column && !row) return null;
    return { seg, inline: rest, strategy: "prefix", score: score * 0.9, label };
  }
  return null;
}

/** A model's code of letters and figures ("i30", "CX-5", "RAV4", "2.5i-L"), never a figure alone. */
const MODEL_CODE = /^(?=[^\s]*\p{L})(?=[^\s]*\d)[\p{L}\d][\p{L}\d.-]{1,7}$/u;

/** Is the text a shorter form of the label: some of its words and nothing else ("Representative" of "Dealer's Representative")? */
function shortFormOf(text: string, label: string): boolean {
  const words = (s: string) => s.toLowerCase().replace(/['’]s\b/g, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const mine = words(text);
  const of = new Set(words(label));
  return mine.length > 0 && mine.length < of.size && mine.every((w) => of.has(w) && /\p{L}/u.test(w));
}

/**
 * Does the label read best as some party's name ("Name", "Print name", "Full name")? A field named a name
 * that holds no person's or company's ("Account Name", a plain string) does not count.
 */
/**
 * The name read under a party's label that has none beside it, off a bare name label on the next line at its
 * left edge ("Authorised officer of the Dealer:" over "Name of representative: | Oliver Fitzgerald"): the
 * label above says whose name the one under it asks for. Null where there is no such line.
 * (…or off a bare name label beside a signature's caption on its row, the blank under the caption left for
 * signing: "Dealer's authorised signatory | Name" over "| Lucas Rossi", "Signed for the Dealer: | Name of
 * representative: | Lucas")
 */
export function nameUnderPartyLabel(index: DocIndex, label: Segment): Found | null {
  const beside = SIGN_HERE.test(label.text) ? nextOnLine(index, label) : null;
  const besideText = beside?.text.trim().replace(/:$/, "") ?? "";
  if (beside && (BARE_NAME.test(besideText) || /\brepresentative\b/i.test(besideText) || isNameLabel(index, besideText))) return valueFor(index, { seg: beside, inline: null, strategy: "whole", score: 1, label: besideText }, "name");
  const under = nextLineAligned(index, label, Math.max(G.ALIGN_TOLERANCE, label.h), 1.8);
  const text = under?.text.trim().replace(/:$/, "") ?? "";
  if (!under || !label.text.trim().endsWith(":") || !isNameLabel(index, text)) return null;
  return valueFor(index, { seg: under, inline: null, strategy: "whole", score: 1, label: text }, "name");
}

function isNameLabel(index: DocIndex, label: string): boolean {
  const best = bestReading(index.labelScores(label));
  if (!best || best[1] < LABEL_THRESHOLD || !/name$/i.test(best[0])) return false;
  const type = index.vocab.typeOf(best[0]);
  return type === undefined || type === "name";
}

/** Does an IBAN that fails its check alone pass it with the line wrapped under it (see valueFor)? */
function wrappedIban(index: DocIndex, seg: Segment, rest: string): boolean {
  const more = inlineContinuation(index, { seg, inline: rest, strategy: "prefix" }, 1);
  if (more.length > 0 && coerce(`${rest} ${more[0].text}`, "iban", index.ctx) !== null) return true;
  const beside = ibanRestBeside(index, seg);
  return !!beside && coerce(`${rest} ${beside.text}`, "iban", index.ctx) !== null;
}

/** A house number after a label's words ("Street Address 9"). */
const HOUSE_NUMBER_AFTER = /\p{L}[.:]?\s+(\d{1,4}[A-Za-z]?)\s*$/u;

/** Groups of an IBAN's account: letters and digits in fours, the last perhaps shorter. */
const IBAN_GROUPS = /^\s*(?:[A-Z0-9]{4}\s+)*[A-Z0-9]{1,4}\s*$/;

/**
 * The rest of an IBAN set apart on its own line, in the next run beside it: a recogniser's word gap in small
 * type cuts the run ("IBAN IT84 E645 6925 | 1375 7593 4295 556"). Only groups of four, a short run's gap away.
 */
function ibanRestBeside(index: DocIndex, seg: Segment): Segment | null {
  const next = nextOnLine(index, seg);
  return next && next.x0 - seg.x1 <= seg.h * 2 && IBAN_GROUPS.test(next.text) && /\d/.test(next.text) ? next : null;
}

/** An amount that ends in a group of one to three digits with no cents ("$ 17", "AUD 1 250"), and the rest of it alone on the next line ("090.00"). */
const AMOUNT_CUT_AT_GROUP = /^\s*(?:[$€£]|[A-Z]{3})?\s*\d{1,3}(?:[ \u00a0]\d{3})*\s*$/;
const AMOUNT_CUT_AT_END = /(?<=\s)(?:[$€£]|[A-Z]{3})?\s*\d{1,3}(?:[ \u00a0]\d{3})*\s*$/;
const GROUP_WITH_CENTS = /^\s*\d{3}(?:[ \u00a0]\d{3})*[.,]\d{2}\s*(?:[A-Z]{3})?\s*$/;

/** A group of digits alone, perhaps with the comma of the running text after it: the end of a wrapped number. */
const DIGIT_GROUP = /^\s*\d{1,4}[,;.]?\s*$/;

/** A year alone: the end of a date a narrow column wrapped ("10. September" over "2025"). */
const YEAR_ALONE = /^\s*(?:19|20)\d{2}\s*$/;
/** The rest of an identifier wrapped after its dash: figures and capitals, nothing else. */
const ID_REST = /^\s*[\dA-Z]{4,}\s*$/;
/** A licence's letters alone, its number wrapped away ("MD" of "Dealer Licence Number: MD" over "763479"). */
const LICENCE_PREFIX_ALONE = /^\s*[A-Z]{1,4}[.:]?\s*$/;

/** A date whose year wrapped under it in a narrow column ("Rechnungsdatum 10. September" over "2025"). */
/**
 * A licence's number on the next line, its letters ending the label's line as running text wraps ("Dealer
 * Licence Number: MD" over "763479"): under the value, under the run's start, or back at the line's start.
 */
function wrappedLicenceNumber(index: DocIndex, hit: LabelHit): Segment | null {
  if (!hit.inline || !LICENCE_PREFIX_ALONE.test(hit.inline)) return null;
  const rest = inlineContinuation(index, hit, 1)[0] ?? lineWrapOf(index, hit.seg);
  return rest && /^\s*\d[\d ]*\s*$/.test(rest.text) && coerce(`${hit.inline} ${rest.text}`, "licence", index.ctx) !== null ? rest : null;
}

function wrappedDate(index: DocIndex, seg: Segment, rest: string): boolean {
  const more = inlineContinuation(index, { seg, inline: rest, strategy: "prefix" }, 1);
  return more.length > 0 && YEAR_ALONE.test(more[0].text) && coerce(`${rest} ${more[0].text}`, "date", index.ctx) !== null;
}

/** The lower line closes the bracket the upper line left open: a label's two lines ("Stamp Duty (Revenue" over "NSW)"). */
const closesBracket = (upper: string, lower: string) => /\([^)]*$/.test(upper) && /^[^(]*\)/.test(lower);

/** Where a label goes on under itself (its lower line's baseline), when its two lines read as one label. */
function wrappedLabelEnd(index: DocIndex, label: Segment): number | undefined {
  const below = nextLineAligned(index, label);
  if (!below || /\d/.test(below.text) || below.text.split(" ").length > 3) return undefined;
  const joined = `${label.text} ${below.text}`.replace(/:$/, "");
  // (a wording of its own, read whole: "Email" over "Address:" is "Email Address"; "Address" over "Phone" is two)
  if (index.isLabel(below)) return index.bestLabelScore(joined) >= 0.95 ? below.y : undefined;
  // a lower line that is no label alone and only finishes this one: "Dealer Delivery" over "Charge" (the same
  // field's wording, whole), "Stamp Duty (Revenue" over "NSW)" (a bracket it closes)
  const alone = bestReading(index.labelScores(label.text));
  const both = bestReading(index.labelScores(joined));
  return alone && (closesBracket(label.text, below.text) || (both && both[0] === alone[0] && both[1] >= WHOLE_WORDING)) ? below.y : undefined;
}

/** Do two runs stand over one another, their x-ranges overlapping? */
export const sharesColumn = (a: Segment, b: Segment) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;

/** The nearest run right of this one on its line. */
export function nextOnLine(index: DocIndex, seg: Segment): Segment | null {
  let next: Segment | null = null;
  for (const x of index.lineSegments(seg.line)) if (x.x0 > seg.x1 && (!next || x.x0 < next.x0)) next = x;
  return next;
}

/**
 * The run is the value of a whole label before it, a line of just the two, though a word of it reads as some
 * label ("Domiciliation | Société Générale": "Société" names the issuer). Not a grid's header cell: nothing
 * on the next line starts under it (a grid's value would).
 */
function valueOfLabelBeside(index: DocIndex, seg: Segment): boolean {
  const row = index.lineSegments(seg.line);
  if (seg.text.includes(":") || row.length !== 2 || row[1] !== seg) return false;
  // (a label ended by its colon says its value follows, whatever is under it: "Shape: | Cab Chassis" over "VIN: | …")
  const first = row[0].text.trim();
  if (/^[^:]+:$/.test(first)) return index.bestLabelScore(first.slice(0, -1)) >= WHOLE_WORDING;
  if (row[0].text.includes(":") || index.bestLabelScore(row[0].text) < WHOLE_WORDING) return false;
  const next = index.layout.lines[seg.line + 1];
  const tol = Math.max(G.ALIGN_TOLERANCE, seg.h);
  return !next || next.page !== seg.page || !next.segments.some((c) => c.x0 >= seg.x0 - tol && c.x0 < seg.x1);
}

/** Does the next run beside `seg` start within the span of the value beside `ref` (no value beside `ref`: whatever stands there)? */
function besideInColumnOf(index: DocIndex, seg: Segment, ref: Segment): boolean {
  const next = nextOnLine(index, seg);
  const refValue = nextOnLine(index, ref);
  return !!next && (!refValue || next.x0 < refValue.x1);
}

/** Is the next run beside this one on its line no label (its value)? Another column's label beyond it says nothing. */
function valueBeside(index: DocIndex, seg: Segment): boolean {
  const next = nextOnLine(index, seg);
  // (the lower line of the next column's wrapped label is no value: "Shape | Value" under "Body | Wagon |
  // Trade-in | 22,900.00")
  return !!next && !index.isLabel(next) && !continuesLabelAbove(index, next) && !wrappedLabelTop(index, next);
}

/**
 * The run is the top line of a label wrapped in its cell, its lower lines alone on their lines: "Vehicle"
 * over "Sold" over "As" beside "(M)", the end of the label "Ph (M)" before it, is no value of that label.
 */
function wrappedLabelTop(index: DocIndex, seg: Segment): boolean {
  const below = nextLineAligned(index, seg);
  const t = below?.text.trim().replace(/:$/, "") ?? "";
  if (!below || !t || /\d/.test(t) || t.split(" ").length > 2 || nextOnLine(index, below)) return false;
  const joined = index.bestLabelScore(`${seg.text.trim()} ${t}`);
  return joined >= WHOLE_WORDING && joined > index.bestLabelScore(seg.text) + 0.02;
}

/**
 * "Part 3 | Vehicle Being Purchased": a part's number set apart from its title (a wide gap, or a scan's
 * words) is one heading with it, never a label of its own over the next row's label.
 */
function joinPartNumbers(segs: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    const next = segs[i + 1];
    if (next && PART_NUMBER.test(seg.text) && /\p{L}/u.test(next.text) && !/\d/.test(next.text) && !next.text.includes(":")) {
      out.push({ ...seg, text: `${seg.text.trim()} ${next.text.trim()}`, x1: next.x1 });
      i++;
    } else out.push(seg);
  }
  return out;
}

/**
 * Two rows, each a whole label of its own field with that field's value beside it (of that field's type, one
 * a name or an address would not take: a street wraps beside "Dealer" over "Address"), the two fields
 * different: the upper is no label wrapped onto the lower.
 */
function ownTypedRow(index: DocIndex, upper: Segment, lower: Segment): boolean {
  const a = typedRowField(index, upper);
  const b = a && (typedRowField(index, lower) ?? wholeRowField(index, lower));
  return !!a && !!b && a !== b;
}

/**
 * The field of a row whose label reads whole as its wording, a value beside it that is no label ("METHOD. |
 * CREDIT CARD" under "DEPOSIT. | $1,100.00 AUD").
 */
function wholeRowField(index: DocIndex, seg: Segment): string | null {
  const best = bestReading(index.labelScores(seg.text.trim().replace(/[:.]$/, "")));
  const beside = nextOnLine(index, seg);
  return best && best[1] >= WHOLE_WORDING && beside && !index.isLabel(beside) ? best[0] : null;
}

/**
 * The field of a row that is a label (its best reading) with a value of that field's type beside it ("ABN |
 * 24 629 639 436"), a type a name or an address would not take.
 */
function typedRowField(index: DocIndex, seg: Segment): string | null {
  const best = bestReading(index.labelScores(seg.text.trim().replace(/:$/, "")));
  const type = best && best[1] >= LABEL_THRESHOLD ? index.vocab.typeOf(best[0]) : undefined;
  return best && type && type !== "text" && !stringLike(type) && typedBeside(index, seg, type) ? best[0] : null;
}

/** Do the runs beside two lines of a label start at one left edge, the lower one words that may go on a name ("Daniel Daniel" over "Smith")? */
function wrapsBeside(index: DocIndex, upper: Segment, lower: Segment): boolean {
  const a = nextOnLine(index, upper);
  const b = nextOnLine(index, lower);
  return !!a && !!b && Math.abs(a.x0 - b.x0) < G.ALIGN_TOLERANCE && !/[\d:@]/.test(b.text) && !index.isLabel(b);
}

/** Does the nearest run right of a label read as a value of the type by itself? */
function typedBeside(index: DocIndex, seg: Segment, type: ValueType | "taxId"): boolean {
  const next = nextOnLine(index, seg);
  return !!next && !index.isLabel(next) && coerce(next.text, type, index.ctx) !== null;
}

/** Words a label is never cut after unless it goes on below ("Name of" / "Purchaser", "Date de" / "facture"). */
/** A heading never ends so (DANGLING_END without the words that end a party's heading: "Bill To", "Sold by"). */
const HEADING_BREAKS_OFF = /(?:^|\s)(?:of|the|and|on|at|upon|de|du|des|der|die|das|und|van|het|et|del|della|per|&|\/)$/i;
const DANGLING_END = /(?:^|\s)(?:of|for|the|and|to|by|de|du|des|der|die|das|und|van|het|et|del|della|per|&|\/)$/i;
/**
 * A label's upper line that goes on under itself: DANGLING_END, or broken off after "on", "at" or "or" ("Amount
 * Payable on" over "Delivery", "Licence or" over "customer number") or after a slash glued to its word ("Licence/" over "Customer number"). (Not beside: "Sold on | Price" are two labels, "Sold on" a whole one.)
 */
const GOES_ON_BELOW = (t: string) => DANGLING_END.test(t) || /\s(?:on|at|upon|or|oder|ou)$/i.test(t) || /\p{L}\/$/u.test(t);

/**
 * Does the run sit right under the first line of a label that the line break cut after a dangling word,
 * with no value of its own beside it ("Includes GST of | 6855.45" over "Total incl. GST | 80001.54" is two)?
 */
function continuesLabelAbove(index: DocIndex, seg: Segment): boolean {
  const upper = prevLineAligned(index, seg);
  const top = upper?.text.trim();
  // (a label's translation after a slash adds no words to it: "Purchaser's Name / Nom de" over "l'acheteur")
  if (!upper || !top || top.includes(":") || /\d/.test(top) || Math.max(...top.split(/\s+\/\s+/).map((h) => h.split(" ").length)) > 4) return false;
  const joined = `${top} ${seg.text}`;
  // (a bracket the upper line opened, closed here, is one label: "Full name (or" over "company name)")
  if (closesBracket(top, seg.text.trim()) && index.isLabelText(top)) return true;
  // (whatever stands beside the lower line when the value stands beside the upper one: "Name of | Charlotte
  // Mei Le" over "Purchaser: | Order", the next column's wrapped label)
  // (the lower line ends the label with its colon, and what stands beside it is no figure: "Includes GST of |
  // $7,041.82" over "Total Amount Payable | $81,724.72" are two rows)
  const besideLower = nextOnLine(index, seg);
  if (GOES_ON_BELOW(top) && seg.text.trim().endsWith(":") && !/\d/.test(besideLower?.text ?? "") && valueBeside(index, upper)) return index.isLabelText(joined);
  // (what stands beside it may be the rest of the value beside the upper line, cut in a narrow cell: "Email |
  // accounts@riverinavehicl" over "Address: | ecentre.com.au")
  const besideUpper = nextOnLine(index, upper);
  // (…though the upper piece is an address already, cut after a domain's first part: "sales@…kia.co" over "m.au")
  const cutEmail = (a: string, b: string) => (parseValue("email", a) === null || EMAIL_TAIL.test(b)) && parseValue("email", a + b) !== null;
  if (besideUpper && besideLower && cutEmail(besideUpper.text.trim(), besideLower.text.trim())) return index.isLabelText(joined.replace(/:$/, ""));
  // (a figure beside each line, the lower one's maybe glued to it, makes two rows: "Includes GST of | $ 2
  // 430.82" over "Total (GST inclusive) $ 27 543.00")
  // (the lower one in the upper one's column: "ABN | 81 980 461 660" over "# | … | 2640" is one label)
  const gluedFigure = GLUED_FIGURE.exec(seg.text)?.[1];
  const lowerFigure = besideLower ? (Math.abs(besideLower.x0 - (besideUpper?.x0 ?? -1e9)) <= Math.max(G.ALIGN_TOLERANCE, seg.h) ? besideLower.text : "") : (gluedFigure ?? "");
  if (besideUpper && FIGURES_ONLY(besideUpper.text) && FIGURES_ONLY(lowerFigure)) return false;
  // (an upper line beside its value that breaks off after a joining word goes on, whatever stands beside the
  // lower line: "Purchaser's Name / Nom de | Ruby Jack" over "l'acheteur | Murphy" is one label beside one name,
  // both wrapped; not onto a figure, which is the lower line's row; not "Sold On" over "Sold To", two labels;
  // a one-word upper line is read with its lower line from there, wrappedLabelAbove: "Model &" over "Series")
  if (DANGLING_END.test(top) && valueBeside(index, upper) && !index.lineSegments(seg.line).some((x) => x.x0 > seg.x1 && /\d/.test(x.text)) && !wrappedLabelAbove(index, seg)) return index.isLabelText(joined);
  // (what stands beside it in another column, past the upper line's value, is that column's: "ABN | 81 980
  // 461 660" over "# | … | 2640")
  if (valueBeside(index, seg) && besideInColumnOf(index, seg, upper)) return false;
  if (GOES_ON_BELOW(top)) return index.isLabelText(joined);
  // "Paint | Crystal White" over "Colour", nothing beside it: the lower line finishes the label whose value
  // stands beside the upper one, when the two read as a label at least as well as the lower line alone
  // (a lower line that holds its own value after its colon is a row of its own: "Vehicle | Expiry Odo: …"
  // over "Manufacturer: Toyota", the heading beside the other column's row)
  if (/:\s*\S/.test(seg.text)) return false;
  // (a grid's header cell wrapped in its cell, a line of labels above and nothing beside the lower word:
  // "Purchase date | Sale price | Seller's | Seller address" over "name")
  if (!besideLower && index.isLabelText(seg.text) && lineOfLabels(index, upper) && index.bestLabelScore(joined) >= Math.max(LABEL_THRESHOLD, index.bestLabelScore(seg.text))) return true;
  return valueBeside(index, upper) && index.bestLabelScore(joined) >= Math.max(LABEL_THRESHOLD, index.bestLabelScore(seg.text));
}

/**
 * The run is the last line of a label wrapped over the one or two lines above it, at its left edge: the join
 * reads as a label, and better than the run alone ("Australian" over "Business" over "Number").
 */
function endsLabelAbove(index: DocIndex, seg: Segment): boolean {
  const alone = index.bestLabelScore(seg.text);
  let text = seg.text.trim();
  let upper = "";
  let cur = seg;
  for (let n = 0; n < 2; n++) {
    const top = prevLineAligned(index, cur);
    const t = top?.text.trim() ?? "";
    // (a line above that is a label of its own is another row: "Tel" over "Sales" over "Email")
    if (!top || t.includes(":") || /\d/.test(t) || t.split(" ").length > 3 || index.isLabelText(t)) return false;
    // …and so is a numbering word alone, which ends a label: "Contract" over "No." over "Order" over "Date"
    if (NUMBERED_LABEL.test(t) && !/\s/.test(t)) return false;
    text = `${t} ${text}`;
    upper = upper ? `${t} ${upper}` : t;
    // (the run must finish it: "Order" over "No." is whole without "Date of" under it)
    const joined = index.bestLabelScore(text);
    if (joined >= LABEL_THRESHOLD && joined > alone + 0.02 && joined > index.bestLabelScore(upper) + 0.02) return true;
    cur = top;
  }
  return false;
}

/** The last words of a paragraph's sentence ("financiers and insurers." under a line of terms): no label. */
/** A run ending with a conjunction, which no label does ("Sold To", "Date of", "Da pagare entro il" may). */
const PHRASE_GOES_ON = /\s(?:and|or|the|und|oder|et|ou)$/i;
/** A run broken off after a conjunction with no short label line under it to go on with: running text. */
function brokenPhrase(index: DocIndex, seg: Segment): boolean {
  const t = seg.text.trim();
  if (t.includes(":") || !PHRASE_GOES_ON.test(t)) return false;
  const under = nextLineAligned(index, seg, Math.max(G.ALIGN_TOLERANCE, seg.h * 0.5));
  return !under || /\d/.test(under.text) || under.text.trim().split(/\s+/).length > 3;
}

function endsParagraph(index: DocIndex, seg: Segment): boolean {
  if (!/^\p{Ll}/u.test(seg.text) || seg.text.includes(":")) return false;
  const above = prevLineAligned(index, seg)?.text.trim();
  return !!above && above.split(/\s+/).length >= 6 && !above.endsWith(":");
}

/**
 * The upper line of a label wrapped beside its wrapped value, when the run is its lower line: "Residential"
 * over "Address", beside "Unit 24/112 Hume Avenue," over "Campbelltown NSW 2560". The upper word is no label
 * alone, both lines have a value beside them in one column, and the join reads at least as well as the lower
 * line alone ("Vehicle" over "Total Accessories" is two rows of a price list).
 */
function wrappedLabelAbove(index: DocIndex, seg: Segment): Segment | null {
  const top = prevLineAligned(index, seg);
  const text = top?.text.trim() ?? "";
  // (the upper word may end with a joining word that needs the lower line: "Model &" over "Series")
  if (!top || !/^\p{L}[\p{L}'.-]{2,}(?:\s+(?:&|and|of|\/))?$/u.test(text) || (index.isLabelText(text) && !DANGLING_END.test(text)) || !valueBeside(index, seg) || !valueBeside(index, top)) return null;
  const lower = seg.text.trim().replace(/:$/, "");
  if (/\d/.test(lower) || index.bestLabelScore(`${text} ${lower}`) < Math.max(LABEL_THRESHOLD, index.bestLabelScore(lower))) return null;
  return Math.abs(nextOnLine(index, seg)!.x0 - nextOnLine(index, top)!.x0) < G.ALIGN_TOLERANCE ? top : null;
}

/**
 * The label a run glosses: a bilingual form prints a label alone on its line, colon and all, and its
 * translation under it, the value beside the translation ("Stamp Duty:" over "Imposta di bollo | $3,125.00",
 * "Balance Due on Delivery:" over "Saldo alla consegna | $82,833.82"). The translation is set smaller, reads
 * as no label of another field as well as the one above does, and nothing on the label's line stands over the
 * figure; the label names a typed field (a name's label over a name is its value). Null when the run is no
 * such translation.
 */
function labelOverGloss(index: DocIndex, seg: Segment): string | null {
  const t = seg.text.trim();
  if (/[\d:]/.test(t) || !/\p{L}{2}/u.test(t)) return null;
  const value = nextOnLine(index, seg);
  if (!value || !/\d/.test(value.text) || !valueBeside(index, seg)) return null;
  const top = prevLineAligned(index, seg);
  const label = top?.text.trim().match(/^([^:\d]*\p{L}[^:\d]*):$/u)?.[1];
  if (!top || !label || seg.h > top.h * 0.95 || index.lineSegments(top.line).some((x) => x !== top && x.x1 > value.x0 - G.ALIGN_TOLERANCE)) return null;
  const upper = index.labelScores(label);
  const lower = index.labelScores(t);
  // (a part's heading with its colon heads the labels under it: "Vehicle details:" over "Odometer | 45,000")
  if (index.bestLabelScore(label) < LABEL_THRESHOLD || index.headingSegs.has(top) || index.vocab.section(index.tokens.get(label))) return null;
  // (the run under a label that reads as a value of its type is its value: "Full name:" over "Jane Citizen")
  const type = index.vocab.typeOf(bestReading(upper)![0]);
  if (!type || type === "text" || stringLike(type) || coerce(t, type, index.ctx) !== null) return null;
  const shared = [...lower].some(([path, v]) => v >= LABEL_THRESHOLD && (upper.get(path) ?? 0) >= LABEL_THRESHOLD);
  return shared || index.bestLabelScore(t) < index.bestLabelScore(label) ? label : null;
}

/** The run starting at the same left edge on a line just above (lines of other columns may sit between). */
export function prevLineAligned(index: DocIndex, seg: Segment, tol: number = G.ALIGN_TOLERANCE, spacing: number = G.WRAP_LINE_SPACING): Segment | null {
  for (let li = seg.line - 1; li >= 0; li--) {
    const line = index.layout.lines[li];
    if (line.page !== seg.page || seg.y - line.y > seg.h * spacing) return null;
    const s = line.segments.find((x) => Math.abs(x.x0 - seg.x0) < tol);
    if (s) return s;
  }
  return null;
}

/** The run starting at the same left edge on one of the next lines (a value centred beside a wrapped label sits between them). */
export function nextLineAligned(index: DocIndex, seg: Segment, tol: number = G.ALIGN_TOLERANCE, spacing: number = G.WRAP_LINE_SPACING): Segment | null {
  // lines of other columns may sit between (their baselines differ a little): look by distance, not by count
  for (let li = seg.line + 1; li < index.layout.lines.length; li++) {
    const line = index.layout.lines[li];
    if (line.page !== seg.page || line.y - seg.y > seg.h * spacing) return null;
    const s = line.segments.find((x) => Math.abs(x.x0 - seg.x0) < tol);
    if (s) return s;
  }
  return null;
}

/** The raw text after the first n word tokens ("A.B.N. 12 345" after 3 tokens → "12 345"). */
function afterTokens(text: string, n: number): string {
  const re = /[A-Za-z0-9]+/g;
  let m: RegExpExecArray | null;
  let count = 0;
  let end = 0;
  while ((m = re.exec(text)) && count < n) {
    count++;
    end = m.index + m[0].length;
    // "number" and "no" are one token either way; "dealer's" counts as one
    if (text[end] === "'" || text[end] === "’") {
      re.lastIndex = end + 2;
      end += 2;
    }
  }
  return text.slice(end).replace(/^[^A-Za-z0-9$(+\-]+/, "").trim();
}

/** Every run on the label's line reads as a label: a grid's label row, at least two cells wide. */
/**
 * The cell under a label when the label's line is a grid row: the next line holds as many runs, each
 * starting where a run of the label's line starts, and reads as values where the label's line reads as
 * labels (at least half of each). Null otherwise.
 */
/** A scan's misread label is still read as one this near to a wording, in a grid's header row of sure labels. */
const MISREAD_HEADER = LABEL_THRESHOLD * 0.8;

/**
 * On a scan, a header cell of a grid read with two letters wrong ("lodel & Senes" for "Model & Series",
 * between "Vehicle Make" and "YOM") scores under the label threshold; standing in a row of at least two
 * sure labels, over a cell of the value row, and reading best as this field, it is this field's label.
 */
function misreadGridHeader(index: DocIndex, seg: Segment, score: number): boolean {
  if (!index.layout.scanned || score < MISREAD_HEADER || /\d/.test(seg.text) || index.bestLabelScore(seg.text) > score) return false;
  const sure = index.lineSegments(seg.line).filter((o) => o !== seg && index.bestLabelScore(o.text) >= LABEL_THRESHOLD);
  return sure.length >= 2 && gridCellOf(index, seg) !== null;
}

/** How much farther the next line must sit than the value row above for a row of labels to be captions under it. */
const CAPTION_GAP = 1.3;
/** Captions that would head a part are told from a grid's labels by being set apart from the row under them, if less so. */
const CAPTIONS_APART = 1.1;

/** A caption asking for a name in print beside a signature: "Print name", "Name (print)", "Printed name". */
const PRINT_NAME = /\bprint(?:ed)?\s+name\b|\bname\b.*\((?:print|printed|block letters)\)/i;

/** A caption asking for a name and no one's in particular: "Name", "Full name", "Printed name:". */
const BARE_NAME = /^\s*(?:(?:print(?:ed)?|full)\s+)?name\s*:?\s*$/i;

const CAPTION_ROWS = new WeakMap<DocIndex, Map<number, boolean>>();

/**
 * Is this line a row of captions under the values they name, as a printed form filled in has them ("Jane
 * Citizen" over "Purchaser's full name")? The row of labels sits close under a row of values in the same
 * columns, set no larger than they, and farther from what follows; and the values above are no grid's row
 * under labels of their own (labels close over values in the same columns read downwards).
 */
export function captionRow(index: DocIndex, li: number): boolean {
  let known = CAPTION_ROWS.get(index);
  if (!known) CAPTION_ROWS.set(index, (known = new Map()));
  if (!known.has(li)) known.set(li, isCaptionRow(index, li));
  return known.get(li)!;
}

function isCaptionRow(index: DocIndex, li: number): boolean {
  const lines = index.layout.lines;
  const [line, above, below, top] = [lines[li], lines[li - 1], lines[li + 1], lines[li - 2]];
  // (captions are set no larger than their values, and values not as a heading over them)
  if (!line || !above || above.page !== line.page || line.h > above.h * 1.05 || above.h > line.h * 1.6) return false;
  // (a caption alone on its line, set smaller than its value, is one, though it reads as a heading)
  const kind = rowKind(index, line) ?? (line.segments.length === 1 && index.isLabel(line.segments[0]) && line.h < above.h * 0.95 ? "labels" : null);
  if (kind !== "labels" || rowKind(index, above) !== "values" || !rowsPair(index, above, line)) return false;
  const gap = line.y - above.y;
  // (close as a caption sits under its value: a title's or heading's wide margin is no measure)
  if (gap > Math.min(line.h, above.h) * G.BELOW_FIRST_LINE) return false;
  // set apart from what follows, and the values from a row of labels over them: the captions are the values'
  const apart = (!below || below.page !== line.page || below.y - line.y >= gap * CAPTION_GAP) && (!top || top.page !== line.page || above.y - top.y >= gap * CAPTION_GAP || rowKind(index, top) !== "labels" || !rowsPair(index, top, above));
  // values under the row with no captions of their own are its values: a grid's, read downwards (a scan's
  // uneven baselines may set its rows apart as a form's are)
  const after = lines[li + 2];
  const valuesUnder = below?.page === line.page && rowKind(index, below) === "values" && rowsPair(index, line, below);
  if (valuesUnder && !(after?.page === line.page && captionKind(index, after, line) !== "values" && rowsPair(index, below, after, "some") && after.y - below.y < below.y - line.y)) return false;
  return apart || captionRun(index, li);
}

/**
 * A run of a form's rows, values and labels by turns, that opens with values and closes with labels: the
 * captions under values, where the rows are spaced evenly. Rows of labels in the run are set alike (a part's
 * heading over its first row is larger) and share a column with the rows beside them.
 */
function captionRun(index: DocIndex, li: number): boolean {
  const lines = index.layout.lines;
  const alike = (l: Line) => Math.abs(l.h - lines[li].h) <= lines[li].h * 0.1;
  const kind = (l: Line | undefined) => (l && l.page === lines[li].page ? captionKind(index, l, lines[li]) : null);
  const joins = (l: Line, next: Line) => kind(l) !== null && kind(l) !== kind(next) && (kind(l) !== "labels" || alike(l));
  let first = li - 1;
  while (lines[first - 1] && joins(lines[first - 1], lines[first]) && rowsPair(index, lines[first - 1], lines[first], "some")) first--;
  let last = li;
  while (lines[last + 1] && joins(lines[last + 1], lines[last]) && rowsPair(index, lines[last], lines[last + 1], "some")) last++;
  return kind(lines[first]) === "values" && kind(lines[last]) === "labels";
}

/** A row's kind beside a row of captions: a caption alone on its line, set as small as they, is one, though it reads as a heading. */
function captionKind(index: DocIndex, l: Line, captions: Line): "labels" | "values" | null {
  return rowKind(index, l) ?? (l.segments.length === 1 && index.isLabel(l.segments[0]) && Math.abs(l.h - captions.h) <= captions.h * 0.1 ? "labels" : null);
}

/** The end of a sentence: a word in lower case and its full stop. */
const SENTENCE_END = /\p{Ll}{2,}[.!?]\s*$/u;

/** A caption over a signature's blank: "Purchaser(s) sign here", "Signed for the dealer", "Dealer's authorised officer". */
export const SIGN_HERE = /\bsign(?:ed|ature|atory)?\b|\bauthori[sz]ed\b/i;

/**
 * A row of labels (every run a label or a signature's caption), of values (most runs no labels), or neither
 * (labels with values beside them, a heading alone on its line).
 */
function rowKind(index: DocIndex, line: Line): "labels" | "values" | null {
  // (a heading alone on its line is no caption; a row of them may be: "Signed for the dealer | Dealer's representative")
  if ((line.segments.length === 1 && index.headingSegs.has(line.segments[0])) || line.segments.some((x) => x === index.title)) return null;
  // (a label with its value in one run, "Form 7: Notice to Purchaser", is neither)
  if (line.segments.some((x) => /\p{L}:\s/u.test(x.text))) return null;
  // (…nor is a sentence's last line, the text before a signature block: "and acknowledges receiving a copy of it.")
  if (line.segments.length === 1 && SENTENCE_END.test(line.text) && RUNNING_TEXT(line.text)) return null;
  const labels = line.segments.filter((x) => (index.isLabel(x) && !namesVehiclePart(index, x) && !NAME_WITH_INITIAL.test(x.text.trim())) || SIGN_HERE.test(x.text));
  if (labels.length === line.segments.length) return "labels";
  // (a row of labels with values beside them is pairs, neither)
  return labels.length * 2 >= line.segments.length ? null : "values";
}

/** A run in a row of values that reads as a label only loosely is a value ("Cab Chassis", "Zara T."), as in a grid. */
const valueInRow = (index: DocIndex, x: Segment) => namesVehiclePart(index, x) || NAME_WITH_INITIAL.test(x.text.trim()) || (!x.text.trim().endsWith(":") && index.bestLabelScore(x.text) < GRID_VALUE_AS_LABEL && !index.headingSegs.has(x));

/**
 * Two rows close one over the other, every run of the row of values starting where a run of the row of
 * labels starts (`some`: one run of either starting where one of the other does).
 */
function rowsPair(index: DocIndex, upper: Line, lower: Line, match: "every" | "some" = "every"): boolean {
  if (lower.y - upper.y > Math.max(upper.h, lower.h) * G.BELOW_FIRST_LINE) return false;
  const tol = Math.max(G.ALIGN_TOLERANCE, Math.min(upper.h, lower.h));
  const [values, labels] = rowKind(index, upper) === "values" ? [upper, lower] : [lower, upper];
  return values.segments[match]((x) => labels.segments.some((c) => Math.abs(c.x0 - x.x0) <= tol));
}

/**
 * The value over a caption (captionRow): the run in its column on the line above, with a line it wraps
 * from above it. Null where the label is no caption; an empty list where its cell was left blank.
 */
function captionValue(index: DocIndex, label: Segment): Segment[] | null {
  if (!captionRow(index, label.line)) return null;
  const lines = index.layout.lines;
  const tol = Math.max(G.ALIGN_TOLERANCE, label.h);
  const cellOver = (c: Segment) => lines[c.line - 1].segments.find((x) => Math.abs(x.x0 - c.x0) <= tol);
  let cell = cellOver(label);
  // a signature's cell is left blank, the name printed in the next ("Signature of purchaser | Print name")
  const next = cell ? null : nextOnLine(index, label);
  // (…or in the next caption naming the same: "Signed for the dealer | Dealer's representative")
  const sameField = (a: Segment, b: Segment) => bestReading(index.labelScores(a.text))?.[0] === bestReading(index.labelScores(b.text))?.[0];
  // (…or under a bare "Name" beside it, which names whoever signs: "Dealer's authorised signatory | Name")
  if (next && (PRINT_NAME.test(next.text) || BARE_NAME.test(next.text) || (index.isLabel(next) && sameField(label, next)))) cell = cellOver(next);
  if (!cell || (index.isLabel(cell) && !valueInRow(index, cell))) return [];
  const wrapped = prevLineAligned(index, cell, tol, G.WRAPPED_CELL_LEADING + 0.2);
  return wrapped && !index.isLabel(wrapped) && lines[wrapped.line].segments.length <= lines[cell.line].segments.length ? [wrapped, cell] : [cell];
}

function gridCellBelow(index: DocIndex, label: Segment): Segment | null {
  return gridCell(index, label)?.[0] ?? null;
}

/**
 * The value cell under a label in a grid row, with the lines it wraps onto ("Fatima" over "Fitzgerald",
 * "07-Jan-" over "1995"). A grid: a row of labels whose cells start where the value row's cells start,
 * column by column; header cells may wrap ("NSW driver licence" over "number") and so may value cells.
 */
function gridCell(index: DocIndex, label: Segment): Segment[] | null {
  return gridCellOf(index, label) ?? gridCellOfWrappedHeader(index, label);
}

/**
 * A label found on the lower line of a grid's wrapped header ("phone" of "Daytime" over "phone", beside
 * "number" of "NSW driver licence" over "number"): the cell is the one under the header cell it finishes.
 */
function gridCellOfWrappedHeader(index: DocIndex, label: Segment): Segment[] | null {
  const lines = index.layout.lines;
  const line = lines[label.line];
  const above = lines[label.line - 1];
  if (!line || !above || above.page !== line.page || line.y - above.y > line.h * 1.5 || above.segments.length <= line.segments.length) return null;
  const top = above.segments.find((x) => Math.abs(x.x0 - label.x0) <= Math.max(G.ALIGN_TOLERANCE, line.h));
  return top ? gridCellOf(index, top) : null;
}

/** A cell in a grid's row of values is a label only when it reads as one this well (a wording, not a near miss). */
const GRID_VALUE_AS_LABEL = 0.95;

function gridCellOf(index: DocIndex, label: Segment): Segment[] | null {
  const lines = index.layout.lines;
  const line = lines[label.line];
  if (!line || line.segments.length < 2) return null;
  const tol = Math.max(G.ALIGN_TOLERANCE, line.h);
  const anchors = line.segments.map((x) => x.x0);
  // the label is a run of the line, or the top of a label wrapped in its cell (never a piece cut out of a run)
  const col = line.segments.findIndex((x) => x === label || (Math.abs(x.x0 - label.x0) <= 1 && label.text.startsWith(x.text)));
  if (col < 0) return null;
  // a label with a number beside it is a label/value row: "Register No. | 331" over "Entry No. | 8828"
  const beside = line.segments[col + 1];
  if (beside && /\d/.test(beside.text)) return null;
  // (a make, body type or colour read whole is a value, though a word of it reads as a label: "Shape | Cab Chassis")
  const labels = line.segments.map((x) => index.isLabel(x) && !namesVehiclePart(index, x));
  if (labels.filter(Boolean).length * 2 < line.segments.length) return null;
  // …and so is a label with a word beside it that no field knows: "MAKE | SUBARU" over "MDL.2 | FORESTER"
  // (the model's label with a speck a scan read after it) is two pairs, not a header over its values
  if (line.segments.length === 2 && !labels.every(Boolean)) return null;
  // …and so is a row of label, value, label, value: "Manufacturer | Honda | Name of | Jack McDonald"
  if (line.segments.length >= 4 && line.segments.length % 2 === 0 && labels.every((l, i) => l === (i % 2 === 0))) return null;
  const aligned = (x: Segment) => anchors.some((a) => Math.abs(a - x.x0) <= tol);
  // …and so is a row under another label/value row in the same columns: "Contract No. | JX32977" over
  // "Sales Person | Jack" over "Delivery Due | 25 May 2025" is a list of pairs, not a header over values
  const above = lines[label.line - 1];
  if (
    above?.page === line.page && line.y - above.y <= line.h * G.BELOW_FIRST_LINE && above.segments.length === line.segments.length &&
    above.segments.every((x, i) => Math.abs(x.x0 - anchors[i]) <= tol) && labels.every((l, i) => l === (i % 2 === 0)) &&
    above.segments.every((x, i) => index.isLabel(x) === (i % 2 === 0))
  )
    return null;
  const close = (a: { y: number; h: number }, b: { y: number; h: number }, k: number) => b.y - a.y <= Math.max(a.h, b.h) * k;
  // step over the header's wrapped lines: fewer cells, each under a header cell, no digits
  let header = line.segments[col];
  let li = label.line + 1;
  let prev: { y: number; h: number } = line;
  for (let n = 0; n < 2 && lines[li] && lines[li].page === line.page && close(prev, lines[li], 1.5); n++) {
    const l = lines[li];
    if (l.segments.length >= line.segments.length || !l.segments.every(aligned) || /\d/.test(l.text)) break;
    // (…though under this label it is its value, no piece of a header: "Cliente" over "Sánchez Reformas S.L."
    // beside "Nº de factura" over "rectificativa:")
    // (read on to the line after when the header goes on over both: "Licence/" over "Customer" over "number")
    const own = l.segments.find((x) => Math.abs(x.x0 - anchors[col]) <= tol);
    const ownNext = lines[li + 1]?.page === line.page && close(l, lines[li + 1], 1.5) ? lines[li + 1].segments.find((x) => Math.abs(x.x0 - anchors[col]) <= tol) : undefined;
    const overBoth = (x: Segment) => {
      const t = `${x.text.trim()} ${ownNext!.text.trim()}`;
      return !/[\d:]/.test(t) && t.split(" ").length <= 3 && index.bestLabelScore(`${header.text.trim()} ${t}`) >= Math.max(LABEL_THRESHOLD, index.bestLabelScore(header.text));
    };
    const goesOn = (x: Segment) => headerGoesOn(index, header, x) || (!!ownNext && overBoth(x));
    if (own && !own.text.trim().endsWith(":") && !index.isLabel(own) && !goesOn(own)) break;
    if (own) header = { ...header, text: `${header.text.trim()} ${own.text.trim()}` };
    prev = l;
    li++;
  }
  const next = lines[li];
  if (!next || next.page !== line.page || !close(prev, next, G.BELOW_FIRST_LINE)) return null;
  let row: Array<Segment | undefined> = next.segments;
  if (next.segments.length !== line.segments.length || !next.segments.every((x, i) => Math.abs(x.x0 - anchors[i]) <= tol)) {
    // a signature's cell is left blank and the others typed: "Purchaser's signature | Purchaser's name |
    // Signed on" over "Ruby Taylor | 14 Nov 2024"
    const cells = anchors.map((a) => next.segments.find((x) => Math.abs(x.x0 - a) <= tol));
    const blankSignature = next.segments.length < line.segments.length && cells.filter(Boolean).length === next.segments.length;
    const byColumn = blankSignature ? null : cellsByColumn(line, next, tol);
    if (!line.segments.every((h, i) => (byColumn ?? cells)[i] || SIGN_HERE.test(h.text)) || !(blankSignature || byColumn)) return null;
    row = byColumn ?? cells;
  }
  if (next.segments.filter((x) => !index.isLabel(x) && !ownPair(index, x)).length * 2 < next.segments.length) return null;
  // a header cell wrapped beside the first line of the others' values ("NSW driver licence" over "number",
  // beside "Lachlan" over "Taylor"): that column's value is on the line after, the others' go on onto it
  const wrapsHeader = row.map((x, i) => !!x && headerGoesOn(index, line.segments[i], x));
  const after = lines[li + 1];
  const belowWrap = wrapsHeader.some(Boolean) && after?.page === line.page && close(next, after, 1.5) && after.segments.every(aligned) ? after : null;
  if (belowWrap && wrapsHeader[col]) {
    const under = belowWrap.segments.find((x) => Math.abs(x.x0 - anchors[col]) <= tol);
    // (…and goes on onto the lines under it in turn: "0492 618" over "656")
    return under && !index.isLabel(under) ? [under, ...cellWraps(index, li + 2, belowWrap, next, anchors[col], aligned, tol)] : null;
  }
  const cell = row[col];
  // (in a row of values, a word that reads as a label only at a letter's remove is a value: "Grace" under
  // "Applicant" is no "Grade", on a scan too, where a recogniser's slip would have made it one)
  if (!cell || (index.isLabel(cell) && index.bestLabelScore(cell.text) >= GRID_VALUE_AS_LABEL && index.asPrintedLabelScore(cell.text) >= GRID_VALUE_AS_LABEL) || ownPair(index, cell)) return null;
  const out = [cell];
  // the value row's wrapped lines (cellWraps)
  let last: { y: number; h: number } = next;
  if (belowWrap) {
    const more = belowWrap.segments.find((x) => Math.abs(x.x0 - anchors[col]) <= tol);
    if (more && !index.isLabel(more)) out.push(more);
    last = belowWrap;
    li++;
  }
  out.push(...cellWraps(index, li + 1, last, next, anchors[col], aligned, tol));
  // a "cell" that wraps into a label is the next pair's wrapped label: "Color | Eclipse Black" over
  // "Vehicle Identification | 6FP2D44…" over "Number" is a list of pairs, not a header over values
  if (out.length > 1 && index.isLabelText(joinCell(out)) && index.asPrintedLabelScore(joinCell(out)) >= LABEL_THRESHOLD) return null;
  return out;
}

/**
 * A value row's runs by the header's columns, where they are not set flush with their headers: figures set
 * right in cells whose headers are set left ("Retail Price | Extras" over "22,699.00 | 3,510.00"), or set
 * centred. A header's column runs from its left edge to the next header's (the last one's to the page's
 * edge); each run of the row sits within one column, at most one to a column, or this is no such row.
 */
function cellsByColumn(header: Line, row: Line, tol: number): Array<Segment | undefined> | null {
  const anchors = header.segments.map((x) => x.x0);
  const out: Array<Segment | undefined> = anchors.map(() => undefined);
  for (const s of row.segments.flatMap((x) => cutAtColumns(x, anchors, tol))) {
    const col = anchors.findLastIndex((a) => a - tol <= s.x0);
    if (col < 0 || out[col] || (col + 1 < anchors.length && s.x1 > anchors[col + 1])) return null;
    out[col] = s;
  }
  return out;
}

/**
 * A run cut where a word of it starts at a column's left edge: two cells read as one run, a figure set right
 * in its cell close to the next cell's text set left ("2025 Red" under "BUILD YEAR | EXT. COLOUR").
 */
function cutAtColumns(s: Segment, anchors: number[], tol: number): Segment[] {
  const cuts: number[] = [];
  for (const m of s.text.matchAll(/\s+/g)) {
    const at = m.index + m[0].length;
    const x = xAt(s, at);
    if (x > s.x0 + tol && anchors.some((a) => Math.abs(x - a) <= tol)) cuts.push(at);
  }
  if (!cuts.length) return [s];
  const bounds = [0, ...cuts, s.text.length];
  return bounds.slice(0, -1).map((from, i) => runPart(s, from, bounds[i + 1]));
}

/**
 * The lines a value row's cell wraps onto, from line `from` on: up to two, each with fewer cells than the row
 * (as many only at a wrapped line's leading, tighter than rows of a table: "Southern Highlands Cars | 357
 * Pennant Hills Parade, Auburn" over "Pty Ltd | NSW 2144"), every cell under one of the row's, none a label.
 */
function cellWraps(index: DocIndex, from: number, last: { y: number; h: number }, row: Line, anchor: number, aligned: (x: Segment) => boolean, tol: number): Segment[] {
  const lines = index.layout.lines;
  const out: Segment[] = [];
  for (let k = from, n = 0; n < 2 && lines[k] && lines[k].page === row.page && lines[k].y - last.y <= Math.max(last.h, lines[k].h) * 1.5; k++, n++) {
    const l = lines[k];
    // (a postcode, year or amount that finishes the cell ends it there, whatever the other columns go on
    // with: "…, Bathurst NSW" over "2795" beside the next panel's "Licence no.")
    const finish = l.segments.find((x) => Math.abs(x.x0 - anchor) <= tol);
    if (finish && finishesCell(index, (out[out.length - 1] ?? row.segments.find((x) => Math.abs(x.x0 - anchor) <= tol))?.text ?? "", finish.text)) {
      out.push(finish);
      break;
    }
    const fewer = l.segments.length < row.segments.length || (l.segments.length === row.segments.length && l.y - last.y <= Math.max(last.h, l.h) * G.WRAPPED_CELL_LEADING && !nextRecord(index, row.segments, l.segments));
    if (!fewer || !l.segments.every(aligned) || l.segments.some((x) => index.isLabel(x) || ownPair(index, x))) break;
    const more = l.segments.find((x) => Math.abs(x.x0 - anchor) <= tol);
    if (more && !index.isLabel(more)) out.push(more);
    last = l;
  }
  return out;
}

/** A label going on in the run under it (a grid's header cell in its cell): the two read as a label, better than the label alone ("NSW driver licence" + "number"). */
function headerGoesOn(index: DocIndex, header: Segment | undefined, under: Segment): boolean {
  const t = under.text.trim();
  if (!header || /\d/.test(t) || t.split(" ").length > 3 || t.includes(":")) return false;
  // (a bracket the header left open, closed there: "Stamp Duty (Revenue" over "NSW)")
  if (closesBracket(header.text, t) && index.isLabelText(header.text)) return true;
  const joined = index.bestLabelScore(`${header.text.trim()} ${t}`);
  // (a header broken off after "of" goes on, whatever it reads alone, onto a word the wordings know: "Date of"
  // over "sale"; "Served By" over "Mohammed" is a label over its value)
  const brokenOff = OF_END.test(header.text.trim()) && index.tokens.get(t).some((w) => index.vocab.hasToken(w));
  return joined >= LABEL_THRESHOLD && (joined > index.bestLabelScore(header.text) + 0.02 || brokenOff);
}
const OF_END = /(?:^|\s)(?:of|de|du|des|der|van|del|della|di)$/i;

/** An amount glued to the end of a label's run ("Total (GST inclusive) $ 27 543.00"). */
const GLUED_FIGURE = /\p{L}\)?\s+((?:[$€£]|[A-Z]{3})?\s?\d[\d ,.]*)$/u;
/** A cell of figures only: a number, an amount, a date (a currency's code aside). */
const FIGURES_ONLY = (t: string) => /\d/.test(t) && !/\p{L}/u.test(t.replace(/\b[A-Z]{3}\b/g, ""));

/**
 * A line under a row of cells that is the next record or the next line of a block, not the row wrapped: a
 * column of figures goes on in it, or a cell is a street ("Bill to | Ship to" names over their streets).
 */
const nextRecord = (index: DocIndex, row: Segment[], below: Segment[]) =>
  below.some(
    (b, i) =>
      (FIGURES_ONLY(b.text) && FIGURES_ONLY(row[i]?.text ?? "")) ||
      (/^\s*\d/.test(b.text) && !finishesCell(index, row[i]?.text ?? "", b.text)) ||
      (HOUSE_NUMBER_LAST.test(b.text) && !TOWN_END.test(b.text)),
  );

/**
 * Figures under a cell that finish it: a postcode under a town ending with its state ("…Newcastle West NSW"
 * over "2302"), a year under a date cut before it ("September 11," over "2025"), an amount under its currency
 * alone ("AUD" over "30,490").
 */
function finishesCell(index: DocIndex, top: string, under: string): boolean {
  if (POSTCODE_ONLY.test(under) && STATE_END.test(top)) return true;
  if (YEAR_ALONE.test(under)) return coerce(top, "date", index.ctx) === null && coerce(`${top} ${under}`, "date", index.ctx) !== null;
  return CURRENCY_ALONE.test(top) && coerce(`${top} ${under}`, "money", index.ctx) !== null;
}

/** The text of a cell wrapped over lines: "07-Jan-" and "1995" join without a space. */
const joinCell = (parts: Segment[]) => parts.map((p) => p.text).reduce((a, b) => (/[-/]$/.test(a) ? a + b : `${a} ${b}`));

function lineOfLabels(index: DocIndex, label: Segment): boolean {
  const line = index.lineSegments(label.line);
  return line.length >= 2 && line.every((s) => index.isLabel(s));
}

/**
 * Is the run right after a colon label on its line, nothing between, that label's answer? Not where the label
 * has its own answer under it, as in a footer's columns ("Kontonummer: | Momsnr.:" over "0647978286 |
 * DK-43295446").
 */
function answersLabelBeside(index: DocIndex, s: Segment): boolean {
  let prev: Segment | null = null;
  for (const x of index.lineSegments(s.line)) if (x.x1 <= s.x0 + 1 && (!prev || x.x1 > prev.x1)) prev = x;
  if (!prev || !prev.text.trim().endsWith(":") || !index.isLabel(prev)) return false;
  const under = nextLineAligned(index, prev);
  return !under || index.isLabel(under);
}

/** A label on a colon-style document: it ends with a colon or is a heading. */
function colonLabel(index: DocIndex, s: Segment): boolean {
  return s.text.trim().endsWith(":") || index.headingSegs.has(s);
}

/** The town of an address set apart on its street's line, after the street's comma ("… HIGHWAY, | TUGGERAH NSW 2259"). */
function townBeside(index: DocIndex, street: Segment): Segment | null {
  if (!/,\W{0,2}$/u.test(street.text.trim())) return null;
  const next = nextOnLine(index, street);
  // (not the next column's label and value: "81 Canterbury St, | Inv. Date 18 February 2024")
  return next && TOWN_END.test(next.text) && next.text.trim().split(/\s+/).length <= 5 && !index.opensWithLabel(next.text, 3) && !index.isLabel(next) ? next : null;
}

/** The field a label reads best as, and how well. */
const bestReading = (m: Map<string, number>) => [...m].reduce<[string, number] | null>((b, e) => (!b || e[1] > b[1] ? e : b), null);
/** …and for the label of a hit, as printed. */
const hitReading = (index: DocIndex, hit: LabelHit) => bestReading(index.labelScores(hit.label ?? hit.seg.text));

/**
 * A name under a label that opens with another label of the same field ("Sold To" over "Purchaser Tran
 * O'Brien", where "Purchaser" over "Name" is the cell's own label, glued to its value): the name after it.
 */
function withoutOwnLabel(index: DocIndex, hit: LabelHit, text: string): string {
  const mine = hitReading(index, hit);
  if (!mine) return text;
  const words = text.trim().split(/\s+/);
  // (the prefix that reads best, the longer of two as good: "Name" of "Name Koala Bay Electrical", not "Name Koala")
  let cut = 0;
  let best = 0;
  for (let k = Math.min(2, words.length - 2); k >= 1; k--) {
    const prefix = bestReading(index.labelScores(words.slice(0, k).join(" ")));
    if (prefix && prefix[0] === mine[0] && prefix[1] >= LABEL_THRESHOLD && prefix[1] > best + 1e-6) [cut, best] = [k, prefix[1]];
  }
  return cut ? words.slice(cut).join(" ") : text;
}

/** A run that reads as a label only through its words, this well at most: "Commonwealth Bank" (a financier's "Bank"). */
const WEAK_LABEL = 0.85;

/**
 * A run beside a label that reads as a label of the same field only, weakly, and less well than the label
 * itself: a value with the label's word in it ("Financier | Commonwealth Bank", "Insurer | Allianz
 * Insurance"), not a second label of the field beside the first.
 */
function weakerTwin(index: DocIndex, hit: LabelHit, s: Segment): boolean {
  if (s.text.trim().endsWith(":") || index.headingSegs.has(s)) return false;
  const mine = hitReading(index, hit);
  const theirs = index.labelScores(s.text);
  const top = bestReading(theirs);
  if (!mine || !top || top[0] !== mine[0] || top[1] > WEAK_LABEL || top[1] >= mine[1]) return false;
  // (and as any other field's, less well still)
  return [...theirs].every(([path, score]) => path === mine[0] || score < top[1]);
}

/** A line of whole labels, each with a value of its field's type right under it on the next line. */
function gridOfLabels(index: DocIndex, line: Line): boolean {
  const next = index.layout.lines[line.index + 1];
  if (!next || next.page !== line.page) return false;
  const tol = Math.max(G.ALIGN_TOLERANCE, line.h);
  return line.segments.every((s) => {
    const best = bestReading(index.labelScores(s.text));
    const type = best && best[1] >= WHOLE_WORDING ? index.vocab.typeOf(best[0]) : undefined;
    const under = type && next.segments.find((x) => Math.abs(x.x0 - s.x0) <= tol);
    return !!under && coerce(under.text, type!, index.ctx) !== null;
  });
}

/**
 * A line of headings of different parts side by side, over rows of their own labels ("Trade Details | Price"
 * over "Manufacturer | Mitsubishi | Vehicle | 78,290.00"): two parts' columns, no table's header, though
 * "Details" and "Price" name a table's columns. A table's rows start with what they describe, no field's label.
 */
function partsSideBySide(index: DocIndex, line: Line): boolean {
  const next = index.layout.lines[line.index + 1];
  if (!next || next.page !== line.page || !line.segments.every((s) => index.headingSegs.has(s))) return false;
  // (the row's label may have its value glued on: "Manufacturer Mitsubishi")
  const words = next.segments[0].text.trim().split(/\s+/);
  const opensWithWholeLabel = words.slice(0, 4).some((_, k) => index.bestLabelScore(words.slice(0, k + 1).join(" ")) >= WHOLE_WORDING);
  return new Set(line.segments.map((s) => index.sectionOf.get(s))).size === line.segments.length && opensWithWholeLabel;
}

/**
 * On a scan, a run beside a label that reads as a label only at a letter's remove, with no value after it
 * on its line, is the label's value ("Applicant | Grace Tran": "Grace" is no "Grade").
 */
function scanValueLikeLabel(index: DocIndex, s: Segment, type: ValueType | "taxId"): boolean {
  if (!index.ctx.scanned || !stringLike(type) || index.asPrintedLabelScore(s.text) >= LABEL_THRESHOLD) return false;
  const after = nextOnLine(index, s);
  return !after || index.isLabel(after);
}

/** A run that reads as a label only weakly and is a make, body type or colour whole ("Cab Chassis", no VIN's "Chassis"): a value. */
function namesVehiclePart(index: DocIndex, s: Segment): boolean {
  return index.bestLabelScore(s.text) < WHOLE_WORDING && VEHICLE_PARTS.some((kind) => parseVehicleWord(kind, s.text) !== null);
}
const VEHICLE_PARTS: VehicleWord[] = ["make", "bodyType", "colour"];

/**
 * A run that is a whole label and the code it labels, without a colon ("Credit Note No. AV285108"): the field
 * its words name, or null.
 */
function labelledCode(index: DocIndex, s: Segment): string | null {
  const words = s.text.trim().split(" ");
  const code = words[words.length - 1];
  if (words.length < 2 || words.length > 6 || !/\d/.test(code) || !/^[A-Z0-9][A-Z0-9\-/.]{3,}$/i.test(code) || words.slice(0, -1).some((w) => /\d/.test(w))) return null;
  const best = bestReading(index.labelScores(words.slice(0, -1).join(" ")));
  return best && best[1] >= WHOLE_WORDING ? best[0] : null;
}

/**
 * A run that is a whole label and its value of that field's type, without a colon ("Date of Invoice 04 Oct
 * 2025" under "Invoice #", whose own value a scan lost): a pair of its own, no value of the label above.
 */
function inlinePair(index: DocIndex, s: Segment): boolean {
  const words = s.text.trim().split(/\s+/);
  for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
    const label = words.slice(0, k).join(" ");
    if (/\d/.test(label)) continue;
    const best = bestReading(index.labelScores(label));
    const type = best && best[1] >= WHOLE_WORDING ? index.vocab.typeOf(best[0]) : undefined;
    if (type && type !== "text" && !stringLike(type) && coerce(words.slice(k).join(" "), type, index.ctx) !== null) return true;
  }
  return false;
}

/**
 * A run that is a label and its value of its own ("Reg. Book No.: R116", "Trading Name: Central Coast Kia
 * Pty Ltd"): a short prefix of words before a colon, with a value after it. Never another label's value.
 */
function ownPair(index: DocIndex, s: Segment): boolean {
  const m = /^([^:]{2,40}):\s*\S/.exec(s.text);
  // (…or, without a colon, another field's label and a value of its type: "Date of Delivery 17 February 2024"
  // beside a "Sales Rep" whose blank was left empty)
  if (!m) return inlinePair(index, s);
  const prefix = m[1].trim();
  return index.isLabelText(prefix) || (/^\p{L}/u.test(prefix) && !/\d/.test(prefix) && prefix.split(/\s+/).length <= 4);
}

/**
 * Lines that go on a value printed after its label's colon: runs on the next lines starting where the value
 * starts (within a character or so), or a short one under the run's own start ("2154" under "Address: 381
 * King Georges Rd, Castle Hill NSW"), none of them a label. The value's start is estimated from its share of
 * the run's characters (runs carry no per-character positions).
 */
/** A wrapped line follows within this many of the line's heights (a form's rows set at 1.5–1.6 times their type). */
const INLINE_WRAP_SPACING = 1.7;
function inlineContinuation(index: DocIndex, hit: LabelHit, maxLines: number, address = false): Segment[] {
  const seg = hit.seg;
  const at = seg.text.lastIndexOf(hit.inline!);
  if (at <= 0 || !seg.text.length) return [];
  const x = xAt(seg, at);
  const tol = Math.max(G.ALIGN_TOLERANCE, seg.h * 0.9);
  const out: Segment[] = [];
  let prev = seg;
  const lines = index.layout.lines;
  for (let li = seg.line + 1; li < lines.length && out.length < maxLines; li++) {
    const line = lines[li];
    if (line.page !== seg.page || line.y - prev.y > prev.h * INLINE_WRAP_SPACING) break;
    // a line of the other column only, a little lower than this one, sits between the value and its wrap
    if (!line.segments.some((c) => c.x1 > seg.x0 - tol && c.x0 < seg.x1 + tol)) continue;
    // under the value's first word, or (a value wrapped under its own label) under the run's start
    // (…or, for an address cut before its town, the rest of it: "Road, Moorebank NSW 2170")
    // (…or its state and postcode alone: "NSW 2154", which a two-word run is otherwise not: "Year 2013")
    const townRest = (c: Segment) => address && !/\d{4}\s*$/.test(hit.inline ?? "") && TOWN_END.test(c.text) && c.text.trim().split(" ").length <= 6;
    const underStart = (c: Segment) => townRest(c) || (c.text.trim().split(" ").length <= 2 && !/^\p{L}+\s+\d/u.test(c.text));
    // (…or flowing on at the run's start, as text wraps in a narrow column: "Purchaser Address: 314 King" over
    // "Georges Highway, Auburn NSW" over "2144")
    const cand = line.segments.find((c) => Math.abs(c.x0 - x) <= tol) ?? line.segments.find((c) => Math.abs(c.x0 - seg.x0) <= G.ALIGN_TOLERANCE && (underStart(c) || flowsOn(index, prev, c, seg)));
    if (!cand || cand.text.includes(":") || index.isLabel(cand) || index.headingSegs.has(cand) || ownContact(cand)) break;
    // (…nor the next particular under it: "Ext. Colour White" over "Rego HG53KU")
    if (/\d/.test(cand.text) && index.opensWithLabel(cand.text, 3)) break;
    // the label's own lower line, under the run's start ("Agreement BV08768" over "No.")
    if (hit.lastY !== undefined && Math.abs(line.y - hit.lastY) < 0.5 && Math.abs(cand.x0 - x) > tol) break;
    // …and a run there with one beside it under the value is the next row ("Model/Variant Forester 2.5i-L"
    // over "Build | 2022")
    if (Math.abs(cand.x0 - x) > tol && line.segments.some((c) => c.x0 > cand.x1 && Math.abs(c.x0 - x) <= tol)) break;
    // …and so is a numbering word alone there, the label's wrapped end ("Contract MK31185" over "No.")
    if (out.length === 0 && Math.abs(cand.x0 - x) > tol && NUMBERED_LABEL.test(cand.text.trim()) && !/\s/.test(cand.text.trim())) break;
    // anything before it within the run's span, or reaching into it, is the next row's label ("MODEL:" left
    // of "FORESTER"; "SALE TYPE:" under "SALES | ORDER NO..: 73501", the run cut after its first word)
    if (line.segments.some((c) => c !== cand && (c.x0 >= seg.x0 - tol || c.x1 > seg.x0 + tol) && c.x1 <= cand.x0 + 1)) break;
    // a continuation is short: a postcode, the rest of a name ("Limited"), a town
    if (cand.text.split(" ").length > 6) break;
    out.push(cand);
    prev = cand;
  }
  return out;
}

/**
 * The start of the next line when a run ends its line and the line wraps as running text, back at the line's
 * start ("ABN: 11 961 910 218 · Dealer Licence Number: MD" over "763479"): alone on its line.
 */
function lineWrapOf(index: DocIndex, seg: Segment): Segment | null {
  const here = index.lineSegments(seg.line);
  const next = index.layout.lines[seg.line + 1];
  if (here[here.length - 1] !== seg || !next || next.page !== seg.page || next.y - seg.y > seg.h * INLINE_WRAP_SPACING) return null;
  const first = next.segments[0];
  return next.segments.length === 1 && Math.abs(first.x0 - here[0].x0) <= G.ALIGN_TOLERANCE ? first : null;
}

/**
 * The rest of an amount glued to its label and cut at a group in a narrow cell ("Stamp Duty (Revenue $ 3" over
 * "NSW) | 095.00"): under its first character, on the next line, with nothing left of it but the label's own
 * lower line.
 */
function cutAmountRest(index: DocIndex, hit: LabelHit): Segment[] {
  const seg = hit.seg;
  // (the label's reading may end before all its words: "Stamp Duty" of "Stamp Duty (Revenue $ 3")
  const cut = AMOUNT_CUT_AT_END.exec(seg.text);
  const at = cut?.index ?? -1;
  const line = index.layout.lines[seg.line + 1];
  if (at <= 0 || !cut![0].trim().endsWith(hit.inline!.trim()) || !line || line.page !== seg.page || line.y - seg.y > seg.h * 1.6) return [];
  const x = xAt(seg, at);
  const rest = line.segments.find((c) => Math.abs(c.x0 - x) < 3 && GROUP_WITH_CENTS.test(c.text));
  if (!rest) return [];
  const label = { ...seg, text: seg.text.slice(0, at).trim(), x1: x };
  const before = line.segments.filter((c) => c !== rest && c.x1 <= rest.x0 + 1 && c.x1 > seg.x0 - 5);
  return before.every((c) => Math.abs(c.x0 - seg.x0) < 3 && wrappedLabelEnd(index, label) === c.y) ? [rest] : [];
}

/** "Invoice # RE-20190610/507 issued at 2019-06-10", "Rechnung Nr. 4711 vom 19.05.2014", "Facture n° 12 du 3 mars 2024". */
const DATED_REFERENCE =
  /^(.*?\b(?:invoice|tax invoice|credit note|rechnung|gutschrift|facture|avoir|factuur|creditnota|factura|fattura|nota di credito)\b.{0,25}?\S*\d\S*)\s+(issued\s+(?:at|on)|dated|of|vom|von|du|van|d\.d\.|de|del)\s+(\S.{4,40})$/i;

/**
 * A document's number and date in one sentence: cut into the number's run and a run that says what the date
 * is ("Invoice date: 2019-06-10"), written in the lexicon's words so the date reads as the document's own.
 * Only when what follows the connective starts with a date.
 */
function splitDatedReference(seg: Segment): Segment[] | null {
  const m = DATED_REFERENCE.exec(seg.text);
  const date = m && findValue("date", m[3]);
  if (!m || !date || !m[3].startsWith(date.text)) return null;
  return [
    { ...seg, text: m[1], x1: xAt(seg, m[1].length) },
    { ...seg, text: `Invoice date: ${m[3]}`, x0: xAt(seg, m[1].length + 1) },
  ];
}

/**
 * Two amounts of two columns run together, each with its currency ("$137,977.27 AUD $151,775.00 AUD" under "Ex
 * GST | Inc GST"): two runs, each in its column.
 */
function splitGluedAmounts(seg: Segment): Segment[] {
  const m = GLUED_AMOUNTS.exec(seg.text);
  return m ? cutRun(seg, m.index + m[0].indexOf(m[1]) + m[1].length, seg.text.lastIndexOf(m[3])) : [seg];
}

/** A run cut in two: its text up to `end`, and from `start` on (where each lies measured, else proportional). */
function cutRun(seg: Segment, end: number, start: number): Segment[] {
  const x = (c: number) => (seg.starts?.text === seg.text ? xAt(seg, c) : seg.x0 + ((seg.x1 - seg.x0) * c) / seg.text.length);
  return [
    { ...seg, text: seg.text.slice(0, end).trim(), x1: x(end), starts: undefined },
    { ...seg, text: seg.text.slice(start).trim(), x0: x(start), starts: undefined },
  ];
}
const AMOUNT_WITH_CURRENCY = String.raw`(?:[A-Z]{3}\s?)?[$€£]\s?-?\d[\d.,' ]*\d(?:\s?[A-Z]{3})?|(?:[A-Z]{3}\s?)?-?\d[\d.,' ]*\d\s?[A-Z]{3}|[A-Z]{3}\s?-?\d[\d.,' ]*\d`;
const GLUED_AMOUNTS = new RegExp(`^\\s*(${AMOUNT_WITH_CURRENCY})(\\s+)(${AMOUNT_WITH_CURRENCY})\\s*$`);

/** An article opens a clause of running text, never a label. */
const ARTICLE = /^(?:the|a|an|der|die|das|le|la|les|el|il|de|het)$/i;

/** A code of capitals and digits, as a plate or a stock number ends a pair ("Registration KCB28G | Kms 37,525"). */
const CODE_WORD = /^(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{4,}$/;
/** A tax's word, a dash and the jurisdiction it is charged for, then its rate (labelScores). */
const TAX_JURISDICTION = /^\s*((?:sales\s+)?(?:vat|gst|hst|pst|qst|mwst|ust|tva|iva|btw|tax))\.?\s+[-–—]\s+\p{L}[\p{L} .'-]{1,30}?\s*\(\s*(\d{1,2}(?:[.,]\d{1,3})?\s?%)/iu;
/** A tax rate written as one word, part of its label: "GST@6%", "@20%", "19%". */
const RATE_WORD = /^\(?(?:[A-Za-z.]*(?:GST|VAT|TVA|IVA|MwSt\.?|USt\.?|BTW|SST))?@?\d{1,2}(?:[.,]\d{1,3})?%\)?:?$/i;

/** A rate before an amount: "5,5 % 14,30 €", "@ 20% 216.06" (the amount is group 1). */
/** A tax line named by its rate first: "21% btw", "19 % MwSt.", "20% TVA", "10% GST" (a label, no value). */
const RATE_THEN_TAX = /^\s*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*(?:GST|VAT|TVA|IVA|MwSt|USt|BTW|SST|HST|PST|QST|tax\b|Steuer|Mehrwertsteuer|Umsatzsteuer|imposta|impuesto|moms\b|mva\b|alv\b|vat\b|podatek)/i;
const RATE_FIRST = /^(?:(?:GST|VAT|TVA|IVA|MwSt\.?|USt\.?|BTW|SST)\s*)?(?:@\s*)?\d{1,2}(?:[.,]\d{1,3})?\s?%\s*(\S.*)$/i;

/** Plain strings and names read alike (a name is a string that is nothing else: values/name.ts). */
const stringLike = (t: ValueType | "taxId") => t === "string" || t === "name";

/** Types whose values are a closed vocabulary: a ticked box among their options is the value. */
const CLOSED_CHOICE = new Set<ValueType | "taxId">(["condition", "registrationKind"]);

const SINGLE_WORD = /^\s*\p{L}{5,}\s*$/u;
/** Below this, a single word's label reading comes from a misspelling or an abbreviation (lexicon tokenSimilarity). */
const FUZZY_ONLY = 0.9;

/** A way of paying, printed whole as a value (never a label's words; "Cash" and "Cheque" alone are labels too). */
const PAYMENT_METHOD = /^\s*(?:eftpos|bank\s+transfer|bank\s+deposit|direct\s+(?:deposit|debit|credit)|(?:credit|debit)\s+card|bpay|paypal|money\s+order|electronic\s+funds\s+transfer|[üu]berweisung|virement(?:\s+bancaire)?|overboeking|transferencia(?:\s+bancaria)?|bonifico(?:\s+bancario)?)\s*$/i;

/** A way of paying in one word, which alone may also be a label ("Cheque | $500"): a value only where a label cannot be. */
const PAYMENT_WORD = /^\s*(?:cheque|check|cash|card|eftpos|visa|mastercard|amex|bpay|paypal)\s*$/i;

/** A label ending in a numbering word ("No.", "Number", "#", "Nr.", "N°"). */
const NUMBERED_LABEL = /(?:\b(?:no|nos|number|num|nr|nummer|numéro|numero|número|n°|nº)\.?|#)$/i;
/** One code with a digit in it ("458", "R958", "1/61", "RC-5472"), nothing after it. */
const ONE_CODE = /^(?=[^\s]*\d)[\p{L}\d][\p{L}\d/.\-]{0,24}$/u;

/** A label ending in a word that names an identifier as a numbering word does ("Deal Ref", "Order ID"). */
const REFERENCE_LABEL = /\b(?:ref|reference|id)\.?$/i;

/** "Dealer's Register No. 458", "Deal Ref DL-8686": a numbered label and a single code in one run, no colon between them. */
const numberedCode = (label: string, rest: string) => (NUMBERED_LABEL.test(label) || REFERENCE_LABEL.test(label)) && ONE_CODE.test(rest);

/** A word that only separates items of a run: "·", "•", "|". */
const SEPARATOR_WORD = /^[·•|—–]$/;

/** A check box as printed: [X], [ ], (x), ☒, ☐, ✓ … */
// check boxes in every form the value parser reads ("[X]", "( )", "(•)", "☒", "●")
const BOX_MARKER = BOX_ANYWHERE;
const BOX_START = BOX_FIRST;

/** The runs to the right of a run on its line that are check boxes with their options. */
function boxesRightOf(index: DocIndex, seg: Segment): string[] {
  return index
    .lineSegments(seg.line)
    .filter((s) => s.x0 > seg.x0 && s !== seg && BOX_START.test(s.text))
    .sort((a, b) => a.x0 - b.x0)
    .map((s) => s.text);
}

/** Types written one character per box on forms (a licence or customer number is a plain string field). */
const BOXED_TYPES = new Set<ValueType | "taxId">(["licence", "plate", "ref", "string"]);
const HOUSE_NUMBER_ALONE = /^\s*\d{1,4}[a-z]?\s*$/;

/**
 * Runs of one to three characters side by side from `first` on (a recogniser's reading of characters in
 * boxes, grouped as it happened to see them), at least three of them, no gap wider than a box's pitch.
 */
function boxedCharacters(index: DocIndex, first: Segment): Segment[] | null {
  const short = (s: Segment) => /^[A-Za-z0-9]{1,3}( [A-Za-z0-9]{1,3})?$/.test(s.text.trim());
  if (!short(first)) return null;
  const out = [first];
  for (let next = nextOnLine(index, first); next && short(next) && next.x0 - out[out.length - 1].x1 <= first.h * G.CHAR_BOX_MAX_GAP; next = nextOnLine(index, next)) out.push(next);
  return out.length >= 3 ? out : null;
}

/** Characters written one per box, which a recogniser reads in uneven groups ("5 | 0 | CW5 6" for 50CW56). */
function boxedValue(index: DocIndex, right: Segment, type: ValueType | "taxId"): Omit<Found, "label"> | null {
  const boxed = index.ctx.scanned && BOXED_TYPES.has(type) ? boxedCharacters(index, right) : null;
  if (!boxed) return null;
  const joined = boxed.map((p) => p.text.replace(/\s+/g, "")).join("");
  const v = /\d/.test(joined) && joined.length >= 5 ? coerce(joined, type, index.ctx) : null;
  return v === null ? null : { value: v, confidence: 0.75, page: right.page, box: unionBox(boxed), segments: boxed };
}

/** A house number set apart from its street ("2 | Pacific Road, Wollongong NSW 2500"), with the street's wrapped lines. */
function streetValue(index: DocIndex, hit: LabelHit, right: Segment, type: ValueType | "taxId", isLabel: (s: Segment) => boolean): Omit<Found, "label"> | null {
  const street = type === "text" && HOUSE_NUMBER_ALONE.test(right.text) ? nextOnLine(index, right) : null;
  if (!street || !/^\p{Lu}/u.test(street.text) || street.x0 - right.x1 > right.h * G.HOUSE_NUMBER_GAP || index.isLabel(street)) return null;
  const parts = [right, street, ...continuation(index, street, hit.seg, 1.6, isLabel, hit.lastY)];
  const v = coerce(joinAddressLines([`${right.text.trim()} ${street.text.trim()}`, ...parts.slice(2).map((p) => p.text)]), type, index.ctx);
  return v === null ? null : { value: v, confidence: 0.8, page: right.page, box: unionBox(parts), segments: parts };
}

/**
 * The runs a value was read from: the first, and the lines it went on to that the value still holds. A name
 * that stops at its legal form leaves the lines under it ("Westside Automotive Pty Ltd" over "Pp" over "02
 * 8520 5883", a phone a fax left without its label) to other fields.
 */
function readParts(parts: Segment[], value: unknown): Segment[] {
  if (typeof value !== "string" || parts.length < 2) return parts;
  const held = value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ");
  const word = (p: Segment) => p.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ")[0];
  const k = parts.findIndex((p, i) => i > 0 && !!word(p) && !held.includes(word(p)));
  return k < 0 ? parts : parts.slice(0, k);
}

/**
 * A closed choice offered as a row of boxes after its label: the one ticked box that is a value of the type,
 * though a scan misread another box as text ("Type of application (4 New registration | ☐ Transfer of
 * registration | ☒ Re-registration"). Null when no box or more than one is ticked.
 */
function tickedBeside(index: DocIndex, hit: LabelHit, type: ValueType | "taxId"): Omit<Found, "label"> | null {
  const line = index.layout.lines[hit.seg.line];
  const ticked: Array<{ value: unknown; seg: Segment }> = [];
  for (const seg of line?.segments ?? []) {
    if (seg === hit.seg || seg.x0 < hit.seg.x0) continue;
    const boxes = parseCheckboxes(seg.text);
    // (a yes/no answer's boxes end at the next question on the line)
    if (type === "boolean" && !boxes && index.isLabel(seg)) break;
    for (const box of boxes ?? []) {
      const value = box.checked ? coerce(box.label, type, index.ctx) : null;
      if (value !== null) ticked.push({ value, seg });
    }
  }
  if (ticked.length !== 1) return null;
  return { value: ticked[0].value, confidence: 0.85, page: ticked[0].seg.page, box: segmentBox(ticked[0].seg), segments: [ticked[0].seg] };
}

/** A recogniser's reading of a tick before an option whose box it lost ("Y Re-registration", "v New"). */
const TICK_READ = /^\s*(?:[YVvXx✓✔/]|\[\s*[xX✓✔]?\s*\])\s+(?=\p{L})/u;
/** …and a mark typed before it on a text layer ("X New"), where a slash separates the options ("Yes | / No"). */
const TICK_TYPED = /^\s*(?:[Xx✓✔]|\[\s*[xX✓✔]\s*\])\s+(?=\p{L})/u;

/**
 * The options of a closed choice (or a yes/no) printed side by side after its label, as runs of their own
 * ("Transaction | New registration | Transfer of registration | Y Re-registration", "Guarantee: | Yes | No",
 * the boxes a scan lost): the one marked (a scan's tick read as a letter before it), or null when none or
 * several are, never the first printed. Undefined: no such list.
 */
function markedOption(index: DocIndex, hit: LabelHit, type: ValueType | "taxId"): Omit<Found, "label"> | null | undefined {
  if (hit.inline) return undefined;
  const runs = index.lineSegments(hit.seg.line).filter((s) => s.x0 > hit.seg.x1);
  const options = runs.map((s) => {
    const mark = (index.layout.scanned ? TICK_READ : TICK_TYPED).exec(s.text);
    // (an option after the slash that separates it from the one before: "Yes | / No")
    return { seg: s, mark: !!mark, value: coerce(mark ? s.text.slice(mark[0].length) : s.text.replace(/^\s*\/\s*/, ""), type, index.ctx) };
  });
  const printed = options.filter((o) => o.value !== null);
  if (printed.length < 2 || new Set(printed.map((o) => o.value)).size < printed.length || printed.length < runs.length) return undefined;
  const ticked = printed.filter((o) => o.mark);
  if (ticked.length !== 1) return null;
  return { value: ticked[0].value, confidence: 0.7, page: ticked[0].seg.page, box: segmentBox(ticked[0].seg), segments: [ticked[0].seg] };
}

/** Types whose value says what it is (a figure, a date, an address): words between it and its label are none of it. */
const GLOSSED_TYPES = new Set<ValueType | "taxId">(["money", "number", "integer", "year", "date", "vin", "abn", "acn", "bsb", "email", "phone", "iban"]);

/** Reads the value for a label hit, by colon, right neighbour, then the run below. */
export function valueFor(index: DocIndex, hit: LabelHit, type: ValueType | "taxId"): Found | null {
  const base = { label: hit.seg.text.replace(/:.*$/, "").trim() };
  // (a yes/no question answered by its ticked box beside it: "Guarantee: Yes | ✓ No", the "Yes" unboxed or its box lost)
  const ticked = CLOSED_CHOICE.has(type) || type === "boolean" ? tickedBeside(index, hit, type) : null;
  if (ticked) return { ...base, ...ticked };
  // (…and the printed list of a closed choice's options beside its label answers by its marked option only)
  const marked = CLOSED_CHOICE.has(type) || type === "boolean" ? markedOption(index, hit, type) : undefined;
  if (marked !== undefined) return marked && { ...base, ...marked };
  // (a label that is itself one of the options, its box before it, answers with the others on its line:
  // "■ Dealer guarantee applies | □ No dealer guarantee")
  if (type === "boolean" && BOX_START.test(hit.seg.text)) {
    const options = [hit.seg, ...index.lineSegments(hit.seg.line).filter((s) => s.x0 > hit.seg.x1 && BOX_START.test(s.text))];
    const v = options.length > 1 ? coerce(options.map((s) => s.text).join(" "), type, index.ctx) : null;
    if (v !== null) return { ...base, value: v, confidence: 0.8, page: hit.seg.page, box: unionBox(options), segments: options };
  }
  if (hit.inline) {
    // a name or address after "Label:" may wrap onto the next line, under its own first word
    // (…and a date cut before its year or a tax id after its country's dash, the rest under the value or, as
    // running text wraps, under the label's start: "Sidste rettidige betalingsdato: 23-02-" over "2025",
    // "Momsnr.: DK-" over "43295446")
    const cut = (type === "date" || type === "taxId") && coerce(hit.inline, type, index.ctx) === null;
    const REST = type === "date" ? YEAR_ALONE : ID_REST;
    const restUnder = () => [...inlineContinuation(index, hit, 1), ...[nextLineAligned(index, hit.seg)].filter((m) => !!m)].filter((m) => REST.test(m.text)).slice(0, 1);
    // (a name goes on with no address under it: "Sold By: Sonnenschein Handel UG (haftungsbeschränkt)" over
    // "Lindenallee 27, 90402 Nürnberg, DE")
    const more = (type === "text" || stringLike(type) ? inlineContinuation(index, hit, type === "text" ? 2 : 1, type === "text") : type === "money" ? cutAmountRest(index, hit) : cut ? restUnder() : []).filter((m) => type !== "name" || !addressLine(m));
    // …or set its town apart on the same line after the street's comma ("POSTAL ADDRESS: 433 CANTERBURY DRIVE, | GOSFORD NSW 2250")
    const town = type === "text" && !more.length ? townBeside(index, hit.seg) : null;
    if (town) more.push(town);
    // a licence's own prefix read as its label ("MD 310669" under "Lic. No."): the prefix is the number's
    // (not after a colon, nor before a prefix of its own: "LMCT: DL760258")
    const inline = type === "licence" && hit.strategy === "prefix" && hit.label && isLicencePrefix(hit.label) && /^\d/.test(hit.inline) ? `${hit.label.trim()} ${hit.inline}` : hit.inline;
    // (a date's part cut after its separator joins the next without a space: "23-02-" and "2025")
    const joined = cut && /[-./]$/.test(inline) && more.length ? `${inline}${more[0].text.trim()}` : [inline, ...more.map((m) => m.text)].join(" ");
    let v = coerce(type === "text" ? joinAddressLines([inline, ...more.map((m) => m.text)]) : joined, type, index.ctx);
    // an IBAN whose check fails may have wrapped under itself in a narrow column ("IBAN DE65 0652 4928 7209" over "0312 67")
    if (v === null && type === "iban") {
      more.push(...inlineContinuation(index, hit, 1));
      if (more.length) v = coerce([inline, ...more.map((m) => m.text)].join(" "), type, index.ctx);
      // …or beside itself, cut by a scan's wide word gap
      const beside = v === null ? ibanRestBeside(index, hit.seg) : null;
      if (beside) {
        more.splice(0, more.length, beside);
        v = coerce(`${inline} ${beside.text}`, type, index.ctx);
      }
    }
    // …and so may a date's year ("Rechnungsdatum 10. September" over "2025")
    if (v === null && type === "date") {
      more.push(...inlineContinuation(index, hit, 1).filter((m) => YEAR_ALONE.test(m.text)));
      if (more.length) v = coerce([inline, ...more.map((m) => m.text)].join(" "), type, index.ctx);
    }
    // …and so may a licence's number after its prefix, as running text wraps ("Dealer Licence Number: MD" over
    // "763479")
    const licenceRest = v === null && type === "licence" ? wrappedLicenceNumber(index, hit) : null;
    if (licenceRest) {
      more.push(licenceRest);
      v = coerce(`${inline} ${licenceRest.text}`, type, index.ctx);
    }
    // …and so may a yes/no said in words, flowing on at the run's start ("Does a dealer guarantee apply?: Does
    // not" over "apply", a word that alone reads as the label): the words together must give the answer
    if (v === null && type === "boolean") {
      const rest = [...inlineContinuation(index, hit, 1), nextLineAligned(index, hit.seg, Math.max(G.ALIGN_TOLERANCE, hit.seg.h), 1.7)].find((m) => m && coerce(`${inline} ${m.text}`, type, index.ctx) !== null);
      if (rest) {
        more.push(rest);
        v = coerce(`${inline} ${rest.text}`, type, index.ctx);
      }
    }
    // …and so may an ABN's last digit group, as running text wraps ("Australian Business Number: 17 756 605"
    // over "021, Licence #: MD 519987"): its check digits say whether the group is its
    if (v === null && type === "abn") {
      more.push(...inlineContinuation(index, hit, 1).filter((m) => DIGIT_GROUP.test(m.text)));
      if (more.length) v = coerce([inline, ...more.map((m) => m.text.replace(/[,;.]\s*$/, ""))].join(" "), type, index.ctx);
    }
    if (v !== null) return { ...base, value: v, confidence: hit.strategy === "colon" ? 0.95 : 0.9, page: hit.seg.page, box: more.length ? unionBox([hit.seg, ...more]) : segmentBox(hit.seg), segments: [hit.seg, ...more] };
    if (hit.strategy === "colon") return null;
  }
  // On a document whose labels end with a colon, a run without one is a value ("Transfer of registration"
  // under "I am applying for:"), however much it reads like a label.
  // (…unless it is a row of its own, a label with its field's value beside it: "Name:" over "ABN | 24 629 639 436")
  const isLabel = hit.strategy === "colon" ? (s: Segment) => colonLabel(index, s) || typedRowField(index, s) !== null : (s: Segment) => index.isLabel(s);
  // A caption under its value on a form filled in: the value is above, never the next row's under it.
  // (a title under its writer's name in a letter's signature captions that name only as its field's own
  // wording, "Olivia" over "Sales Executive"; no party's: "Jack Kowalski" over "Dealer Principal")
  const signed = underClosing(index, hit.seg) && (hit.score ?? 1) < WHOLE_WORDING;
  const over = signed ? null : captionValue(index, hit.seg);
  if (over) {
    const v = over.length ? coerce(joinCell(over), type, index.ctx) : null;
    if (v === null) return null;
    const used = readParts(over, v);
    return { ...base, value: v, confidence: 0.85, page: used[0].page, box: unionBox(used), segments: used };
  }
  // A grid (a row of labels over a row of values, column by column): the value is under the label, never the
  // next label beside it ("Vehicle Make | Status" over "Toyota | Used").
  let cell = gridCell(index, hit.seg);
  // a name's cell ends where its party's street starts ("Claire Schmidt" over "187 Oak Avenue", "…UG" over "Industriestraße 137")
  const street = cell && type === "name" ? cell.findIndex((c, i) => i > 0 && startsStreet(c)) : -1;
  if (street > 0) cell = cell!.slice(0, street);
  if (cell) {
    const sum = type === "money" && cell.length === 1 ? columnSum(index, cell[0]) : null;
    if (sum) return { ...base, value: sum.value, confidence: 0.85, page: sum.seg.page, box: segmentBox(sum.seg), segments: [sum.seg] };
    const v = coerce(joinCell(cell), type, index.ctx) ?? (cell.length > 1 ? coerce(cell[0].text, type, index.ctx) : null);
    if (v !== null) {
      const used = readParts(cell, v);
      return { ...base, value: v, confidence: 0.85, page: cell[0].page, box: unionBox(used), segments: used };
    }
  }
  let right = rightOf(index, hit);
  // (a typed value beyond words between it and its label that say no such value and label nothing: the
  // label's translation, "Cash Price | Giá tiền mặt | 49,099.00", or a remark, "Deposit | paid by card | 500.00")
  if (right && GLOSSED_TYPES.has(type) && !/\d/.test(right.text) && !isLabel(right) && coerce(right.text, type, index.ctx) === null) {
    const after = nextOnLine(index, right);
    if (after && !isLabel(after) && coerce(after.text, type, index.ctx) !== null) right = after;
  }
  // (…or the label's translation after a bar, its value after the translation's colon: "Licence No. | Số giấy
  // phép: MD17934")
  const glossed = right?.afterSeparator ? /^([^:\d@]{2,40}):\s*(\S.*)$/u.exec(right.text.trim()) : null;
  if (right && glossed && index.bestLabelScore(glossed[1]) < LABEL_THRESHOLD) {
    const v = coerce(glossed[2], type, index.ctx);
    if (v !== null) return { ...base, value: v, confidence: 0.85, page: right.page, box: segmentBox(right), segments: [right] };
  }
  const split = right && (boxedValue(index, right, type) ?? streetValue(index, hit, right, type, isLabel));
  if (split) return { ...base, ...split };
  if (right && BOX_START.test(right.text)) {
    const parts = index.lineSegments(right.line).filter((s) => s.x0 >= right.x0 && BOX_START.test(s.text));
    const v = coerce(parts.map((p) => p.text).join(" "), type, index.ctx);
    if (v !== null) return { ...base, value: v, confidence: 0.85, page: right.page, box: unionBox(parts), segments: parts };
  }
  // (a closed choice's value may read like a label: "Application type | Re-registration"; so may a name
  // beside its own field's label: "Financier | Commonwealth Bank")
  // (…nor another field's label with the code it labels: "Bill to | Credit Note No. AV285108")
  const otherCode = right ? labelledCode(index, right) : null;
  // (…nor the caption of the party beside it, no name of this one's: "Billed to | Ship to" over two names)
  // (…or a part's heading in the words of one: "Delivery address | Billing details" over two names)
  const caption = right && type === "name" && !index.labelScores(right.text).size && ((index.vocab.section(index.tokens.get(right.text))?.score ?? 0) >= WHOLE_WORDING || GENERIC_HEADING.test(right.text.trim()));
  if (right && !caption && !NUMBER_CAPTION.test(right.text) && (!isLabel(right) || weakerTwin(index, hit, right) || scanValueLikeLabel(index, right, type) || (type === "name" && NAME_WITH_INITIAL.test(right.text.trim())) || (type === "string" && namesVehiclePart(index, right)) || ((CLOSED_CHOICE.has(type) || type === "boolean") && coerce(right.text, type, index.ctx) !== null)) && !ownPair(index, right) && !(otherCode && otherCode !== hitReading(index, hit)?.[0])) {
    // a plate of figures alone beside more figures is a row of amounts ("Registration | 712 | 88"), no plate
    if (type === "plate" && /^[\d\s]+$/.test(right.text) && /^\s*(?:\d+|[-–—])\s*$/.test(nextOnLine(index, right)?.text ?? "")) return null;
    const parts = [right];
    // an address cut after its street's comma, its town set apart on the same line by a wide gap ("159
    // PENNANT HILLS HIGHWAY, | TUGGERAH NSW 2259" in a scanned print-out)
    const town = type === "text" ? townBeside(index, right) : null;
    if (town) parts.splice(0, 1, { ...right, text: right.text.trim().replace(/,\W*$/u, ",") }, town);
    else if (type === "text" || stringLike(type)) parts.push(...continuation(index, right, hit.seg, type === "text" ? 1.6 : 1.3, isLabel, hit.lastY, type === "string"));
    // an address cut at its comma flows back to its label's left edge, as running text wraps ("22. Address of
    // the person …: 355 King Georges Street," over "Moorebank NSW 2170")
    if (type === "text" && parts.length === 1 && /,\s*$/.test(right.text)) {
      const back = flowedBack(index, hit.seg, right);
      if (back && !isLabel(back)) parts.push(back);
    }
    // a currency alone in a narrow cell, its amount wrapped under it ("AUD" over "52,863.41")
    // (also beside its label's own lower line: "Amount Payable on" over "Delivery", "AUD" over "45,563.41")
    // an amount grouped by spaces, wrapped at a group in a narrow cell ("$ 17" over "090.00"), also beside
    // its label's lower line ("Dealer Delivery | $ 1" over "Charge | 660.00")
    else if (type === "money" && AMOUNT_CUT_AT_GROUP.test(right.text)) parts.push(...continuation(index, right, hit.seg, 1.6, isLabel, hit.lastY ?? wrappedLabelEnd(index, hit.seg)).slice(0, 1).filter((p) => GROUP_WITH_CENTS.test(p.text)));
    else if (type === "date" && coerce(right.text, type, index.ctx) === null) parts.push(...continuation(index, right, hit.seg, 1.6, isLabel, hit.lastY).slice(0, 1).filter((p) => YEAR_ALONE.test(p.text)));
    else if (type === "money" && CURRENCY_ALONE.test(right.text)) parts.push(...continuation(index, right, hit.seg, 1.6, isLabel, hit.lastY ?? wrappedLabelEnd(index, hit.seg)).slice(0, 1));
    // an e-mail address broken in a narrow cell goes on without a space ("admin@bluemountainscars.co" over "m.au"),
    // also beside its label's own lower line ("Email" over "Address:")
    // (or cut inside its last part, which alone makes no address: "priya.murphy@mail.example.o" over "rg")
    else if (type === "email") {
      // (a tail such as "rg" is no label there, however a lexicon reads it)
      const cut = coerce(right.text, "email", index.ctx) === null;
      const cutTail = (p: Segment) => cut && /^[a-z.]{1,12}$/.test(p.text.trim());
      const notTail = (p: Segment) => !cutTail(p) && isLabel(p);
      parts.push(...continuation(index, right, hit.seg, 1.6, notTail, hit.lastY ?? wrappedLabelEnd(index, hit.seg)).filter((p) => EMAIL_TAIL.test(p.text) || (/[.-]$/.test(right.text) && /^[a-z]{2,}$/i.test(p.text.trim())) || cutTail(p)).slice(0, 1));
    }
    // a scan's plate of boxed characters that a recogniser read as two runs, the line's last ("UKN6 | 47")
    const rest = type === "plate" && index.ctx.scanned && parts.length === 1 ? pieceAfter(index, right) : null;
    if (rest && /^[A-Z0-9]{1,4}$/.test(rest.text.trim()) && !nextOnLine(index, rest) && coerce(`${right.text.trim()}${rest.text.trim()}`, type, index.ctx) !== null) parts.push(rest);
    // dollars and cents in columns of their own ("Registration | 712 | 88" under "Dollars | Cents")
    const cents = type === "money" && parts.length === 1 ? centsBeside(index, right) : null;
    if (cents) parts.push(cents);
    let v = coerce(rest ? `${right.text.trim()}${rest.text.trim()}` : cents ? `${right.text.trim()}.${/\d/.test(cents.text) ? cents.text.trim() : "00"}` : parts.map((p) => p.text).join(type === "email" ? "" : " "), type, index.ctx);
    // a scan's house number read into the label by its misplaced word box ("Street Address 9 | Pacific
    // Drive, Kirrawee NSW 2232"): the street beside, with no number of its own, is its
    const house = type === "text" && index.ctx.scanned && typeof v === "string" ? HOUSE_NUMBER_AFTER.exec(hit.label ?? hit.seg.text)?.[1] : undefined;
    if (house && typeof v === "string" && /^\p{L}/u.test(v) && !/\d/.test(v.split(",")[0])) v = `${house} ${v}`;
    if (v !== null) {
      const used = readParts(parts, v);
      return { ...base, value: v, confidence: 0.9, page: right.page, box: unionBox(used), segments: used };
    }
    // a typed value a recogniser cut in two on its line ("PHONE | (02) | 6252 0619"): the pieces together
    const piece = type === "text" || stringLike(type) ? null : pieceAfter(index, right);
    const joined = piece ? coerce(`${right.text} ${piece.text}`, type, index.ctx) : null;
    if (joined !== null) return { ...base, value: joined, confidence: 0.85, page: right.page, box: unionBox([right, piece!]), segments: [right, piece!] };
  }
  // a speck a scan read as one letter or mark between a label and its value ("SOLD TO | H | WILLIAM BROWN")
  // (…or a leader of dots a recogniser read as small letters, before a typed value on a print-out in capitals:
  // "DATE | ences | 11 AUGUST 2024")
  const leader = !!right && !stringLike(type) && type !== "text" && LEADER_READ.test(right.text.trim()) && !/\p{Ll}/u.test(hit.seg.text);
  if (right && index.ctx.scanned && (SPECK_RUN.test(right.text.trim()) || leader) && coerce(right.text, type, index.ctx) === null) {
    const after = pieceAfter(index, right);
    const v = after ? coerce(after.text, type, index.ctx) : null;
    if (v !== null) return { ...base, value: v, confidence: 0.85, page: after!.page, box: segmentBox(after!), segments: [after!] };
  }
  // (a closed choice's value under its label may read like a label too: "Re-registration")
  // (…and a name with its initial may, its initial a label's abbreviation: "Aisha T." under "Sales Person")
  const choiceOrLabel = CLOSED_CHOICE.has(type)
    ? (x: Segment) => isLabel(x) && coerce(x.text, type, index.ctx) === null
    : type === "name"
      ? (x: Segment) => isLabel(x) && !NAME_WITH_INITIAL.test(x.text.trim())
      : isLabel;
  // (under a label wrapped over two lines, from its lower line: "Amount Payable on" over "Delivery" over the amount)
  const lower = hit.lastY === undefined ? -1 : index.layout.lines.findIndex((l) => l.page === hit.seg.page && Math.abs(l.y - hit.lastY!) < 0.5);
  const from = lower > hit.seg.line ? { ...hit.seg, line: lower, y: hit.lastY! } : hit.seg;
  let below = belowSegments(index, from, type === "text" ? 4 : 1, choiceOrLabel);
  // the label's own lower line, read with it as a better label, is no value ("Australian Business" over "Number")
  if (below.length && from === hit.seg && below[0].line === hit.seg.line + 1 && headerGoesOn(index, hit.seg, below[0])) below = [];
  // a date under its label whose year a narrow column wrapped under it ("Betalen vóór" over "1 augustus" over "2025")
  const year = type === "date" && below.length === 1 && coerce(below[0].text, type, index.ctx) === null ? nextLineAligned(index, below[0]) : null;
  if (year && YEAR_ALONE.test(year.text)) below = [...below, year];
  // "Dealer's Representative" over "Representative | Thomas": the run under a column heading is the
  // heading's short form, a label whose value is beside it.
  if (below.length && below[0].line !== hit.seg.line && shortFormOf(below[0].text, hit.label ?? base.label)) {
    const found = valueFor(index, { seg: below[0], inline: null, strategy: "whole" }, type);
    return found && { ...found, label: base.label };
  }
  // a signature's caption over its "Print name" label: the name printed beside that label ("Purchaser's
  // Signature" over "Print Name (Họ tên (in hoa)): | Zara Papadopoulos")
  const printName = !below.length && type === "name" ? nextLineAligned(index, hit.seg, G.ALIGN_TOLERANCE, G.BELOW_FIRST_LINE) : null;
  if (printName && PRINT_NAME.test(printName.text)) {
    const found = valueFor(index, { seg: printName, inline: null, strategy: "whole" }, type);
    if (found) return { ...found, label: base.label };
  }
  if (stringLike(type) && below.length === 1) below = [...below, ...continuation(index, below[0], hit.seg, 1.3, isLabel)];
  // a party's number printed over its name ("GLN 4333741000005" over "MUSTERLIEFERANT GMBH") is not the name
  if (type === "name" && below.length > 1 && /\d{6,}/.test(below[0].text) && !/\d{6,}/.test(below[1].text)) below = below.slice(1);
  if (below.length) {
    const sum = type === "money" && below.length === 1 && below[0].line !== hit.seg.line ? columnSum(index, below[0]) : null;
    if (sum) return { ...base, value: sum.value, confidence: 0.8, page: sum.seg.page, box: segmentBox(sum.seg), segments: [sum.seg] };
    const text = below.map((s) => s.text).join(" ");
    const v = coerce(type === "name" ? withoutOwnLabel(index, hit, text) : text, type, index.ctx);
    if (v !== null) {
      const used = readParts(below, v);
      const box: Box = [
        Math.min(...used.map((s) => segmentBox(s)[0])),
        segmentBox(used[0])[1],
        Math.max(...used.map((s) => segmentBox(s)[2])),
        segmentBox(used[used.length - 1])[3],
      ];
      return { ...base, value: v, confidence: 0.8, page: used[0].page, box, segments: used };
    }
  }
  const wrapped = wrappedToLineStart(index, hit.seg, type === "email");
  const v = wrapped && !isLabel(wrapped) ? coerce(wrapped.text, type, index.ctx) : null;
  if (wrapped && v !== null) return { ...base, value: v, confidence: 0.75, page: wrapped.page, box: segmentBox(wrapped), segments: [wrapped] };
  return null;
}

/** A line of an address: its street's first words, or a postcode before its town ("90402 Nürnberg", "Moorebank NSW 2170"). */
const addressLine = (s: Segment) => /^\s*\d+[a-z]?(?:[/-]\d+[a-z]?)?,?\s+\p{L}{3,}/iu.test(s.text) || HOUSE_NUMBER_LAST.test(s.text) || /\b\d{4,5}\s+\p{Lu}/u.test(s.text) || TOWN_END.test(s.text.trim());

/** A line a party's street opens: its house number first ("187 Oak Avenue") or last ("Industriestraße 137"). */
const startsStreet = (s: Segment) => /^\s*\d/.test(s.text) || HOUSE_NUMBER_LAST.test(s.text);

/**
 * A column of amounts under a header that ends in their sum: the header's amount is the sum row. A VAT
 * breakdown prints one row per rate and then the totals ("Endbetrag" over 382,47 / 136,52 / 518,99); the
 * first row is one rate's share. The amounts stand one per line in the first one's column (overlapping it),
 * a few lines apart at most; the last equals the sum of all above it, to the cent, and there are at least
 * two above it.
 */
function columnSum(index: DocIndex, first: Segment): { value: number; seg: Segment } | null {
  const lines = index.layout.lines;
  const amount = (seg: Segment) => {
    const v = coerce(seg.text, "money", index.ctx);
    return typeof v === "number" ? v : null;
  };
  const start = amount(first);
  if (start === null) return null;
  const column: Array<{ value: number; seg: Segment }> = [{ value: start, seg: first }];
  let prev = first;
  for (let li = first.line + 1; li < lines.length && column.length < 12; li++) {
    const line = lines[li];
    if (line.page !== first.page || line.y - prev.y > Math.max(prev.h, first.h) * 3.5) break;
    const under = line.segments.filter((s) => s.x0 < first.x1 && s.x1 > first.x0);
    if (!under.length) continue;
    const value = under.length === 1 ? amount(under[0]) : null;
    if (value === null) break;
    column.push({ value, seg: under[0] });
    prev = under[0];
  }
  if (column.length < 3) return null;
  const last = column[column.length - 1];
  const above = column.slice(0, -1).reduce((a, c) => a + c.value, 0);
  return Math.abs(above - last.value) < 0.005 && last.value !== 0 ? last : null;
}

/** The run after this one on its line, when no wider than a few characters' gap sets it apart and it is no label. */
function pieceAfter(index: DocIndex, seg: Segment): Segment | null {
  const next = nextOnLine(index, seg);
  return next && next.x0 - seg.x1 <= seg.h * 3 && !index.isLabel(next) ? next : null;
}

/**
 * A label that ends a line of running text, cut from it, whose value wrapped to the start of the next line
 * ("ABN: 65 377 654 355, Motor Dealer's Licence No.:" over "938330"): that first run, when it is short.
 */
function wrappedToLineStart(index: DocIndex, seg: Segment, selfEvident = false): Segment | null {
  const line = index.lineSegments(seg.line);
  if (line.some((s) => s !== seg && s.x0 > seg.x0)) return null;
  const before = line.filter((s) => s !== seg && s.x1 <= seg.x0 + 1);
  if (!before.length) return null;
  const first = before.reduce((a, b) => (b.x0 < a.x0 ? b : a));
  const prev = before.reduce((a, b) => (b.x1 > a.x1 ? b : a));
  // cut from one run: the label starts where the text before it ends (a word space or a " · ", no column gap)
  // (an e-mail address says what it is: on a scan, whose recogniser may have lost the words between the
  // line's start and the label, one opening the next line at or left of the line's start is the label's:
  // "8448 6991 | Email" over "info@huntervalleymotorgroup.com.au,")
  const lenient = selfEvident && !!index.layout.scanned;
  if (!lenient && seg.x0 - prev.x1 > Math.max(seg.h, (4 * (seg.x1 - seg.x0)) / Math.max(1, seg.text.length))) return null;
  const next = index.layout.lines[seg.line + 1];
  if (!next || next.page !== seg.page || next.y - seg.y > seg.h * 1.6) return null;
  const start = next.segments.reduce<Segment | null>((a, b) => (!a || b.x0 < a.x0 ? b : a), null);
  if (!start || start.text.trim().split(/\s+/).length > 3) return null;
  const aligned = Math.abs(start.x0 - first.x0) <= G.ALIGN_TOLERANCE || (lenient && start.x0 <= first.x0);
  return aligned ? start : null;
}

/**
 * The line under a label and its value when it is their text flowing on: its only run, at the label's left
 * edge, at the line's leading, no pair of its own (no colon), a few words.
 */
function flowedBack(index: DocIndex, label: Segment, value: Segment): Segment | null {
  const next = index.layout.lines[value.line + 1];
  if (!next || next.page !== value.page || next.y - value.y > value.h * 1.6 || next.segments.length !== 1) return null;
  const run = next.segments[0];
  const text = run.text.trim();
  if (Math.abs(run.x0 - label.x0) > G.ALIGN_TOLERANCE || text.includes(":") || text.split(/\s+/).length > 8) return null;
  return run;
}

/**
 * The nearest run to the right of a label on its line; for a label wrapped over several lines, on any line
 * whose baseline lies within the label's lines (a value cell is often centred on a two-line label).
 */
function rightOf(index: DocIndex, hit: LabelHit): Segment | null {
  const seg = hit.seg;
  const sameLine = index.lineSegments(seg.line).filter((s) => s.x0 >= seg.x1 - 1 && s !== seg);
  if (sameLine.length) {
    const next = sameLine.reduce((a, b) => (b.x0 < a.x0 ? b : a));
    // (the next field's label beside it, its own value typed off the line: "Odometer Reading: | Stock #:" over "6 | YY3171")
    return (index.isLabel(next) && next.text.trim().endsWith(":") ? typedOffLine(index, seg) : null) ?? next;
  }
  if (hit.lastY === undefined) return typedOffLine(index, seg);
  let best: Segment | null = null;
  for (let li = seg.line + 1; li < index.layout.lines.length; li++) {
    const line = index.layout.lines[li];
    if (line.page !== seg.page || line.y > hit.lastY + 0.5) break;
    for (const s of line.segments) if (s.x0 >= seg.x1 - 1 && (!best || s.x0 < best.x0)) best = s;
  }
  return best;
}

/**
 * A value typed a little off its label's line, as a typewriter fills in a printed form ("Odometer Reading:"
 * with "6" set 4 pt lower, the line a layout keeps apart): on the line just above or below, within most of a
 * line's height, the first run right of the label and left of the next run on the label's line, and nearer
 * the label's baseline than any other run in the label's column.
 */
function typedOffLine(index: DocIndex, label: Segment): Segment | null {
  const lines = index.layout.lines;
  // (a caption with its value under it is no such label: "Invoice to" over "Ashford Electrical LLP", the next
  // column's "Deliver To" set a little higher beside it)
  for (let li = label.line + 1; lines[li] && lines[li].page === label.page && lines[li].y - label.y <= label.h * 2; li++) {
    if (lines[li].segments.some((x) => x.x0 < label.x1 && x.x1 > label.x0 && !index.isLabel(x))) return null;
  }
  const limit = index.lineSegments(label.line).filter((x) => x.x0 >= label.x1).reduce((a, x) => Math.min(a, x.x0), Infinity);
  let best: Segment | null = null;
  for (const li of [label.line - 1, label.line + 1]) {
    const line = lines[li];
    if (!line || line.page !== label.page) continue;
    const s = line.segments.filter((x) => x.x0 >= label.x1 - 1 && x.x0 < limit).sort((a, b) => a.x0 - b.x0)[0];
    if (!s || Math.abs(s.y - label.y) > Math.max(s.h, label.h) * 0.8 || index.isLabel(s)) continue;
    // (…and no run between the label's column and it on its own line: another column's row)
    if (line.segments.some((x) => x !== s && x.x1 > label.x0 && x.x0 < s.x0)) continue;
    const rival = [lines[li - 1], line, lines[li + 1]].some((l) => l && l.page === label.page && l.segments.some((x) => x !== label && Math.abs(x.x0 - label.x0) <= G.ALIGN_TOLERANCE && Math.abs(x.y - s.y) < Math.abs(label.y - s.y)));
    if (!rival && (!best || Math.abs(s.y - label.y) < Math.abs(best.y - label.y))) best = s;
  }
  return best;
}

/** Wrapped lines of a value: same left edge, next lines, with nothing (no label) before them in the label's column. */
function continuation(index: DocIndex, value: Segment, label: Segment, spacing = 1.6, isLabel = (s: Segment) => index.isLabel(s), labelLastY?: number, looseWhenAlone = false): Segment[] {
  const out: Segment[] = [];
  // the lower lines of a label wrapped in its cell sit left of the value's lower lines: they are not another row's label
  // (by the run's own baseline: a line may join runs of another column set a little lower)
  // (…and so is a label's aside in brackets under it, "Seller" over "(Dealer):", never a row's label of its own)
  const ownLabel = (s: Segment) =>
    (labelLastY !== undefined && s.y <= labelLastY + Math.max(0.5, s.h * 0.25) && s.x0 >= label.x0 - 2 && (s.x1 <= label.x1 + 2 || s.x0 <= label.x0 + 2)) ||
    (s.line === label.line + 1 && LABEL_ASIDE.test(s.text.trim()));
  let prev = value;
  const lines = index.layout.lines;
  // (a column of values set flush right wraps flush right: "Mohammed Connor" over "Papadopoulos")
  const flush = flushRight(index, value);
  for (let li = value.line + 1; li < lines.length && out.length < 3; li++) {
    const line = lines[li];
    if (line.page !== value.page || line.y - prev.y > prev.h * Math.max(spacing, LEGAL_FORM_SPACING)) break;
    // (…or a name's legal form or an address's town wrapped back to its label's edge, as a question's cell wraps
    // its answer: "Name of licensee: | Southern Highlands" over "Toyota Pty Ltd", "Address of premises …: | 343
    // Princes" over "Avenue, Campbelltown NSW 2560")
    const wrappedBack = (s: Segment) => (LEGAL_FORM_END.test(s.text.trim()) ? s.text.trim().split(/\s+/).length <= 4 : startsStreet(value) && s.text.includes(",") && TOWN_END.test(s.text));
    const cand =
      line.segments.find((s) => Math.abs(s.x0 - value.x0) < 3) ??
      (flush && line.segments.length === 1 && Math.abs(line.segments[0].x1 - value.x1) < 2 && line.segments[0].x0 > label.x1 ? line.segments[0] : undefined) ??
      (out.length === 0 ? line.segments.find((s) => Math.abs(s.x0 - label.x0) < 3 && s.x1 < value.x0 && wrappedBack(s)) : undefined);
    // a name's legal form wrapped under it ("Central Coast Car Sales" over "Pty." over "Ltd.") goes on at a
    // looser line spacing than another row's value would (a narrow cell's leading: 1.43 heights)
    // …and so does a value beside its label's own lower line ("Model &" over "Series" beside "Corolla Ascent" over "Sport")
    // …and so does a plain string's with nothing left of it, its label's column empty: a row's value has its
    // label beside it ("Model/Variant | Corolla Ascent" over "Sport", a narrow cell's leading as wide as the
    // rows'; a name's next line may be its party's town, "Central Coast Car Sales" over "Gosford")
    const besideOwnLabel = labelLastY !== undefined && line.y <= labelLastY + Math.max(0.5, prev.h * 0.25);
    const labelColumnEmpty = (looseWhenAlone || (flush && cand?.x0 !== undefined && Math.abs(cand.x0 - value.x0) >= 3)) && !!cand && !line.segments.some((s) => s.x1 <= cand.x0 + 1);
    // (measured on the run's own baseline: the line may hold another column's run set a little lower)
    const dy = (cand?.y ?? line.y) - prev.y;
    // (…or words ending with a legal form's piece: "Central Coast Auto" over "Group Pty." over "Ltd.")
    const legalForm = !!cand && (LEGAL_FORM_PIECE.test(cand.text.trim()) || LEGAL_FORM_END.test(cand.text.trim()));
    if (dy > prev.h * (besideOwnLabel || labelColumnEmpty ? Math.max(spacing, 1.6) : spacing) && !legalForm) break;
    if (!cand) continue; // a line of another column in between
    if (isLabel(cand) || ownContact(cand)) break;
    // (…nor onto a line of its own word and colon: "Silverwater Electrical Pty Ltd" over "Attn: William Taylor")
    if (PAIR_OPENS.test(cand.text)) break;
    // a name does not wrap onto a street line ("Amazon Web Services, Inc." over "410 Terry Ave North",
    // "… UG (haftungsbeschränkt)" over "Bahnhofstraße 112")
    if (spacing < 1.6 && startsStreet(cand)) break;
    // (a legal form's piece is no other row's value, whatever label stands beside it: "Parramatta Car Sales"
    // beside "Dealer", "Pty." beside the "Name:" that ends it)
    if (!LEGAL_FORM_PIECE.test(cand.text.trim()) && line.segments.some((s) => s !== cand && s.x1 <= cand.x0 + 1 && s.x1 > label.x0 - 5 && !ownLabel(s))) break;
    out.push(cand);
    prev = cand;
  }
  return out;
}

/**
 * Does the run stand in a letter's signature: a few lines under its closing ("Kind regards," over "Olivia" over
 * "Sales Executive" over "Mobile: 0494 222 251"), at or right of its left edge? What is there is its writer's own.
 */
export function underClosing(index: DocIndex, seg: Segment): boolean {
  const lines = index.layout.lines;
  for (let li = seg.line - 1; li >= 0 && li >= seg.line - SIGNATURE_LINES; li--) {
    const line = lines[li];
    if (line.page !== seg.page) return false;
    const closing = line.segments.length === 1 ? line.segments[0] : null;
    if (closing && closing.x0 <= seg.x0 + Math.max(G.ALIGN_TOLERANCE, seg.h) && VALEDICTION.test(closing.text.trim()) && closing.text.trim().replace(/[,.!]+$/, "").split(" ").length <= 4) return true;
  }
  return false;
}
/** The lines of a signature under its closing: a name, a title or two, a company, its contacts. */
const SIGNATURE_LINES = 6;

/** A run that opens with a word or two and a colon, the rest its value: "Attn: William Taylor", "Ref: 4471". */
const PAIR_OPENS = /^\s*\p{L}[\p{L}.'’]*(?:\s\p{L}[\p{L}.'’]*)?\s*:\s+\S/u;

/** Is the run one of a column of values set flush right: two or more runs near it end where it ends, starting elsewhere? */
function flushRight(index: DocIndex, value: Segment): boolean {
  const lines = index.layout.lines;
  let n = 0;
  for (let li = Math.max(0, value.line - 6); li <= Math.min(lines.length - 1, value.line + 6) && n < 2; li++) {
    if (li === value.line || lines[li].page !== value.page) continue;
    if (lines[li].segments.some((s) => Math.abs(s.x1 - value.x1) < 1.5 && Math.abs(s.x0 - value.x0) > 3 && s.x0 > value.x0 - 200)) n++;
  }
  return n >= 2;
}

/**
 * The cents of an amount printed in a column of their own, beside its whole dollars ("712 | 88", "954 | —"):
 * the run after it on its line, two digits or a dash, under a column headed "c", "¢" or "Cents".
 */
function centsBeside(index: DocIndex, dollars: Segment): Segment | null {
  if (!/\d\s*$/.test(dollars.text) || /[.,]\d{1,2}\s*$/.test(dollars.text)) return null;
  const next = nextOnLine(index, dollars);
  if (!next || !/^\s*(?:\d{2}|[-–—])\s*$/.test(next.text) || next.x0 - dollars.x1 > dollars.h * 4) return null;
  const lines = index.layout.lines;
  for (let li = dollars.line - 1; li >= Math.max(0, dollars.line - 30) && lines[li].page === dollars.page; li--) {
    const head = lines[li].segments.find((s) => s.x0 < next.x1 + 3 && s.x1 > next.x0 - 3);
    if (head && CENTS_HEADER.test(head.text)) return next;
  }
  return null;
}
const CENTS_HEADER = /^\s*(?:c|¢|cts|cents?)\.?\s*$/i;

/**
 * A line that goes on with the value of the line before, as text flows in a narrow column ("Purchaser
 * Address: 314 King" over "Georges Highway, Auburn NSW" over "2144"): it starts at the label's left edge, its
 * first word would not have fitted at the end of the line before (the column's right edge: the widest of its
 * lines around), and it holds no label of its own (no colon, no label's words first).
 */
function flowsOn(index: DocIndex, prev: Segment, next: Segment, label: Segment): boolean {
  const text = next.text.trim();
  // (nor a label with its value glued after it: "Date of Invoice 9/2/2025" under "Invoice No.: 5901124")
  if (!text || text.includes(":") || index.opensWithLabel(text, 4)) return false;
  // the column's right edge: its widest run, or where a column beside the label's line starts, its widest
  // run on the lines that have one beside (a wide title over both columns is no measure of either)
  let right = 0;
  let rightBeside = 0;
  for (let li = Math.max(0, label.line - 15); li < Math.min(index.layout.lines.length, label.line + 16); li++) {
    const line = index.layout.lines[li];
    if (line.page !== label.page) continue;
    for (const s of line.segments) {
      if (Math.abs(s.x0 - label.x0) >= 3) continue;
      right = Math.max(right, s.x1);
      if (line.segments.some((x) => x.x0 > s.x1)) rightBeside = Math.max(rightBeside, s.x1);
    }
  }
  if (index.lineSegments(prev.line).some((x) => x.x0 > prev.x1) && rightBeside > 0) right = rightBeside;
  const firstWord = text.split(/\s+/)[0];
  const wordWidth = ((next.x1 - next.x0) * firstWord.length) / Math.max(1, next.text.length);
  return prev.x1 + prev.h * 0.25 + wordWidth > right;
}

/** A given name and an initial ("Zara T."): a person, though the initial reads as an abbreviated label ("T." for telephone). */
const NAME_WITH_INITIAL = /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?\s+\p{Lu}\.?$/u;

/** One letter or mark alone: a speck a recogniser read, when it is no value of the field's type. */
const SPECK_RUN = /^[\p{L}\p{P}\p{S}]$/u;
/** A dotted leader as a recogniser reads it: a few small letters and marks ("ences", "..:", "oe"). */
const LEADER_READ = /^[a-z.,:;'`~_-]{1,8}$/;

/** A legal form, or its first or last word, alone on a line: a wrapped name's end. */
const LEGAL_FORM = String.raw`pty\.?(?:\s*(?:ltd|limited)\.?)?|ltd\.?|limited|gmbh|inc\.?|llc|plc`;
const LEGAL_FORM_PIECE = new RegExp(`^(?:${LEGAL_FORM}|co\\.?)$`, "i");
/** Words that end with a legal form's piece ("Group Pty."): a company's name wrapped. */
const LEGAL_FORM_END = new RegExp(String.raw`^\p{Lu}[\p{L}&'’-]*(?:\s+[\p{L}&'’-]+){0,3}\s+(?:${LEGAL_FORM})$`, "iu");
const LEGAL_FORM_SPACING = 1.6;
/** A label's aside in brackets on a line of its own ("(Dealer):", "(if any)"). */
const LABEL_ASIDE = /^\([^()]+\):?$/;

/**
 * A run that is a whole e-mail or web address is a fact of its own, never the wrapped rest of the value
 * above it (a dealer's address line over its e-mail, the "E:" lost on a scan); and so is a VIN alone on its
 * line, its label lost on a scan ("Glacier White" over "JMOK2A0L6M6946763").
 */
const ownContact = (s: Segment) => WEB_ADDRESS.test(s.text.trim()) || parseValue("email", s.text) !== null || (VIN_ALONE.test(s.text.trim()) && parseValue("vin", s.text.trim()) !== null);
const VIN_ALONE = /^(?=\S*\d)(?=\S*[A-Z])\S{17}$/;
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;

/** The run(s) directly under a label: same page, next line(s), horizontally overlapping the label. */
function belowSegments(index: DocIndex, label: Segment, maxLines: number, isLabel = (s: Segment) => index.isLabel(s)): Segment[] {
  const out: Segment[] = [];
  let prev = label;
  const lines = index.layout.lines;
  for (let li = label.line + 1; li < lines.length && out.length < maxLines; li++) {
    const line = lines[li];
    // (a label that ends its page has its value at the top of the next: "Special Conditions of Sale" as a
    // page's last line)
    // (…never a signature's caption at a page's foot: the next page's top is no name signed on this one)
    const overleaf = !out.length && li === label.line + 1 && line.page === label.page + 1 && !SIGN_HERE.test(label.text);
    if (line.page !== prev.page && !overleaf) break;
    const dy = overleaf ? 0 : line.y - prev.y;
    if (dy > Math.max(prev.h, label.h) * (out.length ? 1.9 : 2.6)) break;
    const cand = line.segments.find((s) => s.x0 < label.x1 + 2 && s.x1 > label.x0 - 2 && Math.abs(s.x0 - label.x0) < Math.max(40, label.x1 - label.x0));
    if (!cand) {
      if (out.length) break;
      continue;
    }
    // In a grid (a row of labels over a row of values) the run under a label is its value even when it
    // reads like a label ("Re-registration" under "I am applying for").
    const grid = !out.length && lineOfLabels(index, label) && !cand.text.trim().endsWith(":") && !index.headingSegs.has(cand);
    // (…unless it is the grid's next row of labels, their blanks left empty: "Brand | Model Description" over
    // "Model Year | Chassis/VIN")
    const nextLabels = grid && index.bestLabelScore(cand.text) >= GRID_VALUE_AS_LABEL && lineOfLabels(index, cand);
    if ((!grid && isLabel(cand)) || nextLabels || ownPair(index, cand) || inlinePair(index, cand)) break;
    // (…nor the answer to a colon label of its own beside it: "Shape: | Color:" over "Chassis No.: | LSJX…",
    // the chassis number under the empty blank is the chassis label's)
    if (!out.length && answersLabelBeside(index, cand)) break;
    // a remark in parentheses under a label is not its value: "(Not to be used for payment remittance)"
    if (/^\(.*\)$/.test(cand.text.trim()) && !out.length) {
      prev = cand;
      continue;
    }
    out.push(cand);
    prev = cand;
  }
  return out;
}

/**
 * The text as a value of the field's type, or null: a candidate that fails its type is not taken. Check
 * boxes ("☒ Used ☐ New") give the ticked option(s) for text fields and the ticked yes/no for booleans.
 * The document's number format and date order (ctx) settle "1.234" and "03/04/2025".
 */
export function coerce(text: string, type: ValueType | "taxId", ctx?: ParseContext): unknown {
  if (type === "taxId") return parseTaxId(text, ctx);
  if (stringLike(type) || type === "text" || CLOSED_CHOICE.has(type)) {
    const boxes = parseCheckboxes(text);
    if (boxes) {
      const ticked = boxes.filter((b) => b.checked).map((b) => b.label.trim()).filter(Boolean);
      if (CLOSED_CHOICE.has(type)) return ticked.length === 1 ? (parseValue(type as ValueType, ticked[0], ctx)?.value ?? null) : null;
      return ticked.length ? ticked.join(", ") : null;
    }
  }
  return parseValue(type, text, ctx)?.value ?? null;
}

/**
 * A tax or VAT registration number as printed: an EU VAT id or ABN when it passes its check, else a
 * number of 6–15 digits with an optional country prefix and separators ("GB 377 3042 85", "044 241 601 03").
 */
function parseTaxId(text: string, ctx?: ParseContext): string | null {
  const t = text.replace(/^[\s:#–-]+/, "").trim();
  // a scan's digits for a VAT id's letters: Italy's prefix ("1163277301404"), a Spanish NIF's control letter
  if (ctx?.scanned) {
    const bare = t.replace(/[\s.\-]/g, "").toUpperCase();
    const read = italianPrefixRead(bare) ?? nifLetterRead(bare);
    if (read) return read;
  }
  const vat = parseValue("vatId", t);
  if (vat && vat.confidence >= 0.9) return t;
  // a scan's letter for a digit repaired ("NLO43025680B01"): the repair, in the printed spacing
  if (vat && typeof vat.value === "string" && vat.value !== t.replace(/[\s.\-]/g, "").toUpperCase()) {
    let k = 0;
    return t.replace(/[^\s.\-]/g, (c) => (vat.value as string)[k++] ?? c);
  }
  if (parseValue("abn", t)) return parseValue("abn", t)!.value as string;
  const m = /^([A-Z]{2,3}[\s-]?)?[\dA-Z][\dA-Z\s.\/-]{4,20}[\dA-Z](\s?(MWST|TVA|IVA|VAT))?$/.exec(t);
  const digits = t.replace(/\D/g, "").length;
  return m && digits >= 6 && digits <= 15 ? t : null;
}

/** A company's name: words, then its legal form ("Southern Highlands Motors Pty Ltd", "Muster GmbH"). */
const COMPANY_NAME = /^\p{L}[\p{L}&'’ .-]*\s(?:pty\.?\s*ltd|pty\.?\s*limited|limited|ltd|gmbh|inc|llc|plc|bhd|b\.?v|n\.?v|sarl|s\.a\.r\.l|s\.r\.l|s\.p\.a|ag)\.?$/iu;

// ---- tables ----

export type TableColumn = { key: string; type: ValueType | "taxId"; labels: string[] };

export type TableRow = { values: Record<string, unknown>; segments: Segment[]; page: number; box: Box };
/** A table's rows, and its header line's runs. */
export type TableRows = TableRow[] & { header: Segment[]; partTotals: Segment[]; partAmounts: Map<Segment, Segment>; unclaimed?: Segment[] };

/** A row whose first cell starts like this ends the table (totals and tax lines, in the lexicon's canonical words). */
const TABLE_END = new Set(["total", "subtotal", "sub", "gst", "tax", "vat", "balance", "less", "net", "grand", "carried", "amount", "summe", "zwischensumme", "due"]);
const HEADER_CELL_THRESHOLD = 0.8;
/** An amount's header that says it is net of tax reads as the line's amount this much less than one that does not. */
const NET_AMOUNT_HEADER = 0.9;
/** A cell further than this (× line height) from every header cell, overlapping none, sits under a lost header. */
const LOST_HEADER_DISTANCE = 5;

/**
 * Whether a row's first cell is a total's ("Total", "Sub-Total", "GST"). On a scan a word of four letters or
 * more may be a total's with one letter misread ("Tota!"), but a three-letter word is another word as often
 * ("Tow bar kit" is no "Tot."), so it must be printed as one.
 */
function endsTable(index: DocIndex, text: string): boolean {
  const first = index.tokens.get(text)[0] ?? "";
  if (!TABLE_END.has(first)) return false;
  const printed = /[\p{L}\p{N}]+/u.exec(text)?.[0] ?? "";
  return printed.length >= 4 || TABLE_END.has(labelTokens(printed)[0] ?? "");
}

/**
 * Finds the best table whose header matches the columns (each header cell scored against the columns'
 * wordings), and reads its rows by column alignment. A row with a "Label: value" whose label is a field's
 * ends the table. inParts: its rows may come in parts under captions, each with its own subtotal (table-parts.ts).
 */
/** A header cell's place across the page and the column it names (null: a column the table does not read). */
type TableAnchor = { col: TableColumn | null; x0: number; x1: number };

export function findTable(index: DocIndex, columns: TableColumn[], { inParts = false }: { inParts?: boolean } = {}): TableRows | null {
  const lines = index.layout.lines;
  const stop = (label: string) => index.isLabelText(label);
  const compiled = columns.map((c) => compileWordings(c.labels));
  const columnOf = (text: string): { col: TableColumn; score: number } | null => {
    let best: { col: TableColumn; score: number } | null = null;
    const toks = index.tokens.get(text);
    compiled.forEach((cw, i) => {
      const m = cw.best(toks);
      // (of two amounts, the line's is the one with its tax: "Price ex GST | GST | Gross Amount")
      const score = m && columns[i].key === "amount" && toks.some((t) => t === "excluding" || t === "net") ? m.score * NET_AMOUNT_HEADER : m?.score;
      if (m && score! >= HEADER_CELL_THRESHOLD && (!best || score! > best.score)) best = { col: columns[i], score: score! };
    });
    return best;
  };
  // each column claims one header cell, its best ("Qty" for the quantity, not "Unit Price" too); of two alike,
  // the one with a cell under it ("Prestations | Désignation | …": the first a caption in the page's gutter)
  const anchorsOf = (line: Line): TableAnchor[] => {
    const guesses = line.segments.map((s) => columnOf(s.text));
    const next = lines[line.index + 1];
    const below = line.segments.map((s) => (next && next.page === line.page ? next.segments.find((c) => sharesColumn(c, s)) : undefined));
    const under = below.map((c) => !!c);
    // (…and of two descriptions alike, the one over words, not over an item's code: "Item | Description" over
    // "VEHICLE | 2023 Toyota HiLux SR5 Utility")
    const wordier = (j: number, i: number) => (below[j]?.text.match(/\p{L}/gu)?.length ?? 0) > 2 * (below[i]?.text.match(/\p{L}/gu)?.length ?? 0);
    const anchors: TableAnchor[] = line.segments.map((s, i) => {
      const g = guesses[i];
      const before = (j: number) => (under[j] !== under[i] ? under[j] : g?.col === columns[0] && (wordier(j, i) || wordier(i, j)) ? wordier(j, i) : j < i);
      const claimed = g && !guesses.some((o, j) => j !== i && o && o.col === g.col && (o.score > g.score || (o.score === g.score && before(j))));
      return { col: claimed ? g.col : null, x0: s.x0, x1: s.x1 };
    });
    // a header cell's translation after a bar is part of its cell ("Description | Mô tả | Price | Giá": the
    // price's figures stand under "Price | Giá")
    return anchors.reduce<TableAnchor[]>((out, a, i) => {
      const s = line.segments[i];
      const prev = out[out.length - 1];
      if (prev?.col && !a.col && s.afterSeparator && !guesses[i] && !/\d/.test(s.text) && index.bestLabelScore(s.text) < LABEL_THRESHOLD) out[out.length - 1] = { ...prev, x1: a.x1 };
      else out.push(a);
      return out;
    }, []);
  };
  let best: { line: number; anchors: TableAnchor[]; score: number } | null = null;
  for (const line of lines) {
    if (line.segments.length < 2) continue;
    // a row of the document's own labels, each a field's wording whole with a value of that field's type under
    // it, is a grid over its values, no table's header ("Vehicle Price | Total Accessories | Registration Fees"
    // over amounts; "Option / Accessory | Amount" over "Roof racks | AUD 190" is a table's)
    if (gridOfLabels(index, line)) continue;
    if (partsSideBySide(index, line)) continue;
    const anchors = anchorsOf(line);
    const matched = anchors.filter((a) => a.col);
    const keyMatched = anchors.some((a) => a.col === columns[0]);
    if (matched.length < 2 || !keyMatched) continue;
    const score = matched.length / anchors.length + matched.length;
    if (!best || score > best.score) best = { line: line.index, anchors, score };
  }
  // A header with no description column, its first naming something else, over rows described in that column
  // ("Stock No. | Year | Make | … | GST | Inc GST" over the vehicle's row, then "Roof racks | … | $1,550.00"):
  // the first column is the description's; a row with a code alone there is described by nothing.
  const keyless = !best && !index.ctx.scanned ? keylessHeader(index, columns, anchorsOf) : null;
  if (keyless) best = keyless;
  // (on a scan, the captions may be lost but the description's: rows read by their cells' types)
  if (!best) return index.ctx.scanned ? findCaptionlessTable(index, columns, (t) => columnOf(t)?.col === columns[0], (t) => asMoney(coerce(t, "money", index.ctx))) : null;
  const headerLine = lines[best.line];
  // the header's cells belong to the table: "Amount" over the quantities is no total's label
  const rows: TableRows = Object.assign([] as TableRow[], { header: headerLine.segments, partTotals: [] as Segment[], partAmounts: new Map<Segment, Segment>(), unclaimed: headerLine.segments.filter((h) => !nearestAnchor(best!.anchors, h).col) });
  let prevY = headerLine.y;
  let prevH = headerLine.h;
  let skipped = 0;
  let lastRowY = -Infinity;
  /** Per row, its cells under no header (one a scan lost). */
  const lostCells: Segment[][] = [];
  const keyCol = columns[0];
  const anchorOf = (s: Segment) => nearestAnchor(best!.anchors, s).col;
  const parts = new TableParts(
    { index, rows, keyCol, amountCol: columns.find((c) => c.key === "amount"), anchorOf, money: (t) => asMoney(coerce(t, "money", index.ctx)), endsTable: (t) => endsTable(index, t), labelled: stop },
    inParts,
  );
  for (let li = best.line + 1; li < lines.length; li++) {
    const line = lines[li];
    if (line.page !== lines[li - 1].page) {
      // A table that runs onto the next page: skip a repeated header, then keep reading aligned rows.
      if (line.page !== lines[li - 1].page + 1 || !rows.length) break;
      prevY = line.y;
      if (normLabel(line.text) === normLabel(headerLine.text)) continue;
    }
    if (line.y - prevY > Math.max(prevH, line.h) * 3.2) break;
    // (a part's caption or subtotal inside a table priced in parts is stepped over: the table goes on)
    if (line.segments.some((s) => index.headingSegs.has(s))) {
      if (!parts.steppedOver(lines, li)) break;
      parts.begin();
      prevY = line.y;
      continue;
    }
    const labelled = line.segments.some((s) => s.text.includes(":") && stop(s.text.split(":")[0]));
    const cells = new Map<TableColumn | null, Segment[]>();
    const lost: Segment[] = [];
    for (const s of line.segments) {
      // a cell far from every header cell is under a header the page lost ("Qty" gone on a scan): it is
      // no nearer column's ("1" beside "$19,190.00" is not part of the amount)
      const a = nearestAnchor(best.anchors, s);
      const apart = Math.min(...best.anchors.map((h) => (Math.min(h.x1, s.x1) > Math.max(h.x0, s.x0) ? 0 : Math.min(Math.abs(h.x0 - s.x0), Math.abs(h.x1 - s.x1)))));
      const underLostHeader = apart > line.h * LOST_HEADER_DISTANCE;
      if (underLostHeader) lost.push(s);
      const col = underLostHeader ? null : a.col;
      const list = cells.get(col) ?? [];
      list.push(s);
      cells.set(col, list);
    }
    const keyCells = cells.get(keyCol);
    const others = [...cells.keys()].filter((c) => c && c !== keyCol);
    // A labelled line ends the table ("Payment terms: 14 days"), unless it is the particulars of the item
    // above, wrapped in its description cell ("2014 Mitsubishi Triton" over "VIN: JMBC…" and "Engine: …")
    // (several to a line, running on under the other columns, none of them a figure of its column: "V.I.N.
    // MR0Y3V3G2JY858676 | Registration KCB28G | Kms 37,525 km")
    const opensPair = (c: Segment) => (c.text.includes(":") && stop(c.text.split(":")[0])) || index.opensWithLabel(c.text, 4);
    const spread = !!keyCells && rows.length > 0 && line.y - lastRowY < line.h * 1.7 && line.segments.length > keyCells.length && line.segments.every(opensPair) && columns.every((c) => c === keyCol || !cells.get(c)?.some((x) => coerce(x.text, c.type, index.ctx) !== null));
    const particulars = (!!keyCells && !others.length && !lost.length && rows.length > 0 && line.y - lastRowY < line.h * 1.7) || spread;
    // (…and a line priced like the rows is a row, whatever its description says: "Trade-in: 2019 Mitsubishi
    // Triton | 1 | -3,800.00 | -3,800.00")
    // (…or priced in two figures, one under a header no column claimed: "Option: Luxury pack | $4,454.55 | $4,900.00")
    const figures = line.segments.filter((x) => !keyCells?.includes(x) && coerce(x.text, "money", index.ctx) !== null).length;
    if (labelled && !particulars && others.length < 2 && figures < 2) break;
    // "Total" in the description column ends the table; a section subtotal printed in the amount
    // columns ("Subtotal $ 112.00") or a group caption ("--- Food ---") inside it is stepped over.
    // (…but a deduction priced like the rows, in two columns or more, is a row: "Less trade-in 2021 Toyota RAV4 |
    // -AUD 15,800 | AUD 0 | -AUD 15,800")
    const deduction = others.length >= 2 && index.tokens.get(line.segments[0].text)[0] === "less";
    if (parts.on && !deduction && rows.length && (parts.caption(line) || parts.partSubtotal(line)) && (endsTable(index, line.segments[0].text) || parts.subtotalRow(line) || line.y - prevY >= line.h * 1.7) && parts.steppedOver(lines, li)) {
      if (parts.subtotalRow(line)) parts.record(line);
      parts.begin();
      prevY = line.y;
      continue;
    }
    // (the last part's subtotal ends the table, a part's still: it adds up that part's rows alone)
    if (parts.on && parts.parted && !deduction && parts.subtotalRow(line) && parts.sumsPart(line)) parts.record(line);
    if (endsTable(index, line.segments[0].text) && (keyCells || !rows.length) && !deduction) break;
    // (…and a part's subtotal the table does not go on after ends it: "Items subtotal | $84.00")
    if (rows.length && keyCells && !deduction && index.tokens.get(line.segments[0].text).includes("subtotal")) break;
    // …and so does a row of labels with no amount, the header of what follows ("Währung | Nettobetrag | zzgl.
    // 19 % MwSt. | Brutto" over their amounts)
    if (rows.length && line.segments.length >= 2 && line.segments.filter((s) => index.isLabel(s)).length >= 2 && line.segments.every((s) => index.isLabel(s) || coerce(s.text, "money", index.ctx) === null)) break;
    // A caption standing alone after a gap ("Statement of Charges") starts what follows the table.
    // (a wrapped description sits closer than 1.7 lines under its row: see below)
    if (rows.length && !others.length && line.segments.length === 1 && !/\d/.test(line.text) && line.y - prevY >= line.h * 1.7) break;
    if (!keyCells || (!others.length && (!rows.length || line.y - lastRowY >= line.h * 1.7))) {
      if (++skipped > 2) break;
      // (a group's caption: "--- Food ---")
      if (rows.length && parts.caption(line)) parts.begin();
      parts.captionBeforeRows(line);
      prevY = line.y;
      continue;
    }
    if ((keyCells && !others.length && rows.length && line.y - lastRowY < line.h * 1.7) || spread) {
      // a wrapped description: continues the row above
      const last = rows[rows.length - 1];
      const wrapped = spread ? line.segments : keyCells!;
      last.values[keyCol.key] = `${last.values[keyCol.key] ?? ""} ${wrapped.map((s) => s.text).join(" ")}`.trim();
      // (particulars stay readable as the labels and values they are: "VIN: JMBC…", "Engine 1DM4851684")
      if (!labelled && !spread && !wrapped.every((c) => index.opensWithLabel(c.text, 4))) last.segments.push(...wrapped);
      prevY = line.y;
      lastRowY = line.y;
      continue;
    }
    if (!others.length) break;
    // a description says what the row is: an amount or a date under the key column means the "header" was
    // a row of labels over their values ("Cash Price | Options/Accessories" over "$ 63 590.00 | $ 2 630.00",
    // or "$550.00 AUD": a currency's code is no description's word)
    const keyText = keyCells?.map((s) => s.text).join(" ").trim() ?? "";
    const undescribed = !!keyCells && !/\p{L}{3}/u.test(withoutCurrencyCodes(keyText));
    if (undescribed && !(keyless && CODE_LIKE.test(keyText))) break;
    skipped = 0;
    const values: Record<string, unknown> = {};
    for (const c of columns) {
      const segs = cells.get(c);
      values[c.key] = segs && !(undescribed && c === keyCol) ? coerce(segs.map((s) => s.text).join(" "), c.type, index.ctx) : null;
    }
    // a footnote's mark after a description is no part of it: "Rego (12 months) *", "LCT ^"
    const described = values[keyCol.key];
    if (typeof described === "string") values[keyCol.key] = described.replace(FOOTNOTE_MARK, "");
    const segs = line.segments;
    lostCells.push(lost);
    rows.push({
      values,
      segments: [...segs],
      page: line.page,
      box: rowBox(line, segs),
    });
    prevY = line.y;
    lastRowY = line.y;
    prevH = line.h;
  }
  fillLostCountColumn(rows, lostCells, columns, best.anchors);
  // (a keyless header's first cell still labels its own field in the first row: "Stock No." over "420908")
  if (keyless) rows.unclaimed!.push(headerLine.segments[0]);
  return rows;
}

/**
 * A table's header whose cells name two of its columns or more, the amount's among them, but not the
 * description's, its first cell unclaimed, over at least two rows described in that first column (words under
 * its start) and priced in the amount's: the header, its first cell the description's.
 */
function keylessHeader(index: DocIndex, columns: TableColumn[], anchorsOf: (line: Line) => TableAnchor[]) {
  const lines = index.layout.lines;
  const amountCol = columns.find((c) => c.key === "amount");
  if (!amountCol) return null;
  for (const line of lines) {
    if (line.segments.length < 3 || partsSideBySide(index, line)) continue;
    const anchors = anchorsOf(line);
    if (anchors[0].col || anchors.filter((a) => a.col).length < 2 || !anchors.some((a) => a.col === amountCol)) continue;
    const amount = anchors.find((a) => a.col === amountCol)!;
    const tol = Math.max(G.ALIGN_TOLERANCE, line.h);
    let described = 0;
    for (let li = line.index + 1; li < lines.length && li <= line.index + 12 && lines[li].page === line.page; li++) {
      const row = lines[li].segments;
      const first = row[0];
      if (Math.abs(first.x0 - anchors[0].x0) > tol || !/\p{L}{3}/u.test(first.text) || coerce(first.text, "money", index.ctx) !== null) continue;
      if (row.some((c) => c !== first && nearestAnchor(anchors, c) === amount && coerce(c.text, "money", index.ctx) !== null)) described++;
    }
    if (described >= 2) return { line: line.index, anchors: anchors.map((a, i) => (i === 0 ? { ...a, col: columns[0] } : a)), score: 0 };
  }
  return null;
}

/**
 * A count column whose header a scan lost ("Qty" gone over "1 | 1 | 1"): when it is the table's only
 * numeric column without a header, and every row has one cell under no header, in one column, that is a
 * whole count, those cells are its values.
 */
function fillLostCountColumn(rows: TableRow[], lostCells: Segment[][], columns: TableColumn[], anchors: Array<{ col: TableColumn | null }>): void {
  const headed = new Set(anchors.map((a) => a.col));
  const counts = columns.filter((c) => !headed.has(c) && (c.type === "number" || c.type === "integer"));
  if (counts.length !== 1 || !rows.length || lostCells.some((cells) => cells.length !== 1 || !/^\d{1,4}$/.test(cells[0].text.trim()))) return;
  const x = lostCells.map((cells) => cells[0].x1);
  if (Math.max(...x) - Math.min(...x) > Math.max(G.ALIGN_TOLERANCE, rows[0].segments[0]?.h ?? 0) * 2) return;
  rows.forEach((r, i) => (r.values[counts[0].key] = Number(lostCells[i][0].text.trim())));
}

/** A footnote's mark set after a description, apart from it. */
const FOOTNOTE_MARK = /\s+(?:[*^#†‡]{1,3}|\(\d\))$/u;

const asMoney = (v: unknown) => (typeof v === "number" ? v : null);

const withoutCurrencyCodes = (text: string) => text.replace(/\b[A-Z]{3}\b/g, (w) => (CURRENCY_CODES.has(w) ? "" : w));

function nearestAnchor<A extends { x0: number; x1: number }>(anchors: A[], s: Segment): A {
  let best = anchors[0];
  let bestScore = -Infinity;
  for (const a of anchors) {
    const overlap = Math.min(a.x1, s.x1) - Math.max(a.x0, s.x0);
    const dist = Math.min(Math.abs(a.x0 - s.x0), Math.abs(a.x1 - s.x1));
    const score = overlap > 0 ? 1000 + overlap : -dist;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
