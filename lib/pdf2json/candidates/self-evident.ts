// Values that say what they are without a label: a closed choice printed as a row of check boxes ("Vehicle
// Sold As [X] New | [ ] Used | [ ] Demo" under a wording nobody listed), a value whose shape and check
// digits identify it (the only VIN, the only ABN in a document; the only e-mail address in a party's part),
// and the name right under the heading that names its party.
import { findValue, parseCheckboxes, parseValue, type ValueType } from "../values";
import { GEOMETRY as G } from "../geometry";
import { segmentBox } from "../layout/layout";
import { isFullAddress } from "../values/address";
import { isVehicleWord, parseVehicleWord, type VehicleWord } from "../values/vehicle-words";
import type { DocIndex, Found } from "./matcher";
import { LABEL_THRESHOLD } from "./vocabulary";

/** What opens a check box as printed or read: a bracket or a box glyph. */
const BOX_MARK = /[\[(☐☒☑□■✓✔]/u;

/** Options a row needs to be a choice (one box is a tick, not a choice). */
const MIN_OPTIONS = 2;

/**
 * The one ticked option of the first row of boxes whose options are all values of `type` (e.g. every option
 * a condition: new, used, demo). Rows with no box ticked, or more than one, say nothing.
 */
export function findTickedChoice(index: DocIndex, type: ValueType): Found | null {
  for (const line of index.layout.lines) {
    if (!BOX_MARK.test(line.text)) continue;
    const segs = line.segments.filter((s) => !index.used.has(s));
    const boxes = parseCheckboxes(segs.map((s) => s.text).join(" "));
    if (!boxes || boxes.length < MIN_OPTIONS) continue;
    const options = boxes.map((b) => ({ ...b, value: parseValue(type, b.label)?.value ?? null }));
    if (options.some((o) => o.value === null)) continue;
    const ticked = options.filter((o) => o.checked);
    if (ticked.length !== 1) continue;
    const at = segs.find((s) => s.text.includes(boxes[options.indexOf(ticked[0])].label)) ?? segs[0];
    return { value: ticked[0].value, confidence: 0.75, page: at.page, box: segmentBox(at), label: null, segments: [] };
  }
  return null;
}

/**
 * The one closed choice printed alone as a run anywhere in the document, no field having read it: a
 * "Re-registration" whose label ("I am applying for") a fax garbled. Only a whole run counts (a word of a
 * sentence or a table cell is no choice), and two different ones say nothing.
 */
export function findOnlyChoice(index: DocIndex, type: ValueType): Found | null {
  const free = (seg: Segment) => !index.used.has(seg) && !index.tableSegs.has(seg) && !index.headingSegs.has(seg) && !BOX_MARK.test(seg.text);
  const only = onlyValue(index, free, (seg) => wholeRun(parseValue(type, seg.text.trim(), index.ctx), seg.text.trim()));
  return only && found(only, 0.5);
}

/** The value when it is the whole run (a date inside a sentence is the sentence's), else undefined. */
const wholeRun = (hit: ReturnType<typeof parseValue>, text: string) => (hit && hit.text.length >= text.length - 1 ? hit.value : undefined);

/** Types whose printed values identify themselves (a check digit, a fixed shape): one alone in a document is the field's. */
export type SelfEvidentType = Extract<ValueType, "vin" | "abn">;

/**
 * The only value of a self-evident type printed anywhere in the document (a VIN, an ABN with its check
 * digits), when no label led to it: one VIN on a page is the vehicle's. Two different ones say nothing,
 * unless `unclaimed`: then values another field has already read do not count (the trade-in's VIN read
 * under its label, the vehicle's is the other one; its own label lost on a scan, "V.ILN.").
 */
export function findOnlyValue(index: DocIndex, type: SelfEvidentType, unclaimed = false): Found | null {
  const only = onlyValue(index, (seg) => !(unclaimed && index.used.has(seg)), (seg) => findValue(type, seg.text, index.ctx)?.value);
  return only && !index.used.has(only.seg) ? found(only, 0.7) : null;
}

type Segment = DocIndex["segments"][number];

/**
 * A form's serial number printed bare at its head: "No. 06402" (often in red) on a pre-printed invoice or
 * receipt book, the document's own number when no label named one. The top quarter of the first page's text, the run
 * alone on its side of the line (no label before it: "Order No." is another number), one such run only.
 */
export function findTitleNumber(index: DocIndex): Found | null {
  const top = Math.max(0, ...index.layout.lines.filter((l) => l.page === 1).map((l) => l.y)) * 0.25;
  const only = onlyValue(
    index,
    (seg) => seg.page === 1 && seg.y <= top && !index.used.has(seg),
    (seg) => {
      const m = SERIAL.exec(seg.text);
      if (!m) return undefined;
      const line = index.lineSegments(seg.line);
      const before = line.filter((x) => x !== seg && x.x1 <= seg.x0 + 1).sort((a, b) => b.x1 - a.x1)[0];
      return before && seg.x0 - before.x1 < seg.h * 2 ? undefined : m[1];
    },
  );
  return only ? found(only, 0.6) : null;
}
const SERIAL = /^\s*(?:No\.?|Nº|N°|№)\s*:?\s*(\d{3,8})\s*$/;

/** The one value `read` finds among the runs `where` admits, with its run; null when none or two different ones. */
function onlyValue(index: DocIndex, where: (seg: Segment) => boolean, read: (seg: Segment) => unknown): { value: unknown; seg: Segment } | null {
  let only: { value: unknown; seg: Segment } | null = null;
  for (const seg of index.segments) {
    if (!where(seg)) continue;
    const value = read(seg);
    if (value === undefined || value === null) continue;
    if (only && only.value !== value) return null;
    only ??= { value, seg };
  }
  return only;
}

const found = (only: { value: unknown; seg: Segment }, confidence: number): Found => ({ value: only.value, confidence, page: only.seg.page, box: segmentBox(only.seg), label: null, segments: [only.seg] });

/**
 * Types a value printed alone in a section says it is of, without a label: its shape or check digits, a
 * closed choice ("Used"), a bare year in a vehicle's part, a licence number with a dealer licence's prefix.
 */
const SECTION_SELF_EVIDENT: ReadonlySet<ValueType> = new Set<ValueType>(["email", "phone", "vin", "abn", "date", "condition", "year", "licence", "money"]);

/** An amount says so only with a currency sign or cents ("$52,999", "52999.00"); bare digits are a count, an odometer, a code. */
const SURE_AMOUNT = /^\s*(?:[$€£¥]|[A-Z]{3}\s)\s*\d|\d[.,]\d{2}\s*(?:[A-Z]{3})?\s*$/;

/** A licence number says so only with a licence's prefix ("MD084785", "LMCT 12345"); bare digits are anything. */
const SURE_LICENCE = 0.9;

/**
 * What a field's value printed alone in a section is known by: one of those types, a whole street address,
 * or a word of a vehicle's description (FieldSpec.alone).
 */
export type SectionEvidence = ValueType | "address" | VehicleWord | "person";

/** How a field's value would say what it is without its label; null when it would not. */
export function sectionEvidence(field: { key: string; type: string; alone?: VehicleWord | "person" }): SectionEvidence | null {
  if (field.alone) return field.alone;
  if (SECTION_SELF_EVIDENT.has(field.type as ValueType)) return field.type as ValueType;
  // an address field is plain text, but a number, a street, a town and its postcode are unmistakable
  if ((field.type === "text" || field.type === "string") && /address$/i.test(field.key)) return "address";
  return null;
}

/**
 * The one value of `type` printed in a group's section that no field read: the group's own, its label lost
 * (a small grey "Email" or "Date of Birth" a fax dithered away: "Buyer" over "Chloe Chen |
 * chloe.chen@example.com"). A run counts only when its whole text is such a value; two in the section say
 * nothing. The caller asks only for evidence that one empty field of the group takes.
 */
export function findSectionValue(index: DocIndex, group: string, evidence: SectionEvidence): Found | null {
  const free = (seg: Segment) => index.sectionOf.get(seg) === group && !index.used.has(seg) && !index.tableSegs.has(seg) && !index.headingSegs.has(seg);
  const only = onlyValue(index, free, (seg) => {
    const text = seg.text.trim();
    if (evidence === "address") {
      const hit = parseValue("text", text, index.ctx);
      return typeof hit?.value === "string" && isFullAddress(hit.value) ? hit.value : undefined;
    }
    // a person's name: two or three capitalised words and nothing else, only on a scan (where its label was
    // lost; on a text layer such a run is a word no field reads), never beside a label
    // (…none of its words a label's: "Selling Pre" is a label misread, not a name)
    if (evidence === "person") {
      const person = index.layout.scanned && PERSON_NAME.test(text) && !index.isLabel(seg) && !labelBefore(index, seg) && !ORGANISATION.test(text);
      return person && !index.tokens.get(text).some((w) => index.vocab.hasToken(w)) ? text : undefined;
    }
    // (a word beside a label is that label's value: "Trim | Black" is no body colour)
    if (isVehicleWord(evidence)) return index.isLabel(seg) || labelBefore(index, seg) ? undefined : (parseVehicleWord(evidence, text) ?? undefined);
    const hit = parseValue(evidence, text, index.ctx);
    if (evidence === "licence" && (hit?.confidence ?? 0) < SURE_LICENCE) return undefined;
    // (an amount only on a scan, where labels get lost: on a text layer a leftover amount is a row no field
    // reads, "Plus Payout | $2,900.10", or a grid's cell under another label; and never after another's label)
    if (evidence === "money" && (!index.layout.scanned || !SURE_AMOUNT.test(text) || labelBefore(index, seg))) return undefined;
    return wholeRun(hit, text);
  });
  return only && found(only, 0.5);
}

/** Two or three capitalised words of letters ("Charlotte Martin", "Tran O'Brien", "Lachlan McDonald"). */
const PERSON_NAME = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’-]*\p{Ll}){1,2}$/u;

/** Words that make a run of capitalised words an organisation or a vehicle, not a person. */
const ORGANISATION = /\b(?:motors?|cars|auto|automotive|group|dealership|holdings|trading|sales|services|toyota|hyundai|mazda|kia|ford|holden|nissan|honda|subaru|mitsubishi|volkswagen|isuzu|suzuki|lexus|audi|bmw|mercedes)\b/i;

/** The run just before this one on its line is a label. */
function labelBefore(index: DocIndex, seg: Segment): boolean {
  const line = index.lineSegments(seg.line);
  const before = line[line.indexOf(seg) - 1];
  return !!before && index.isLabel(before);
}

/** How far under its heading a party's name may start (the label line between them lost on a fax). */
const NAME_LINES_UNDER = 2;

/**
 * The name that opens a party's part under a heading that names the party ("Buyer" over "Chloe Chen"; the
 * small grey "Name" between them dithered away): the first run under the heading, at its left edge, whose
 * whole text is a name. Only a heading that reads as the field's own label counts.
 */
export function findHeadingName(index: DocIndex, group: string, path: string): Found | null {
  const lines = index.layout.lines;
  const matches = index.matcher(path);
  for (const heading of index.headingSegs) {
    if (index.sectionOf.get(heading) !== group || matches(heading.text.trim()) < LABEL_THRESHOLD) continue;
    for (let li = heading.line + 1; li < lines.length && li <= heading.line + NAME_LINES_UNDER && lines[li].page === heading.page; li++) {
      const under = lines[li].segments.find((s) => Math.abs(s.x0 - heading.x0) <= Math.max(G.ALIGN_TOLERANCE, heading.h));
      if (!under) continue;
      if (index.used.has(under) || index.tableSegs.has(under) || index.headingSegs.has(under) || index.isLabel(under) || index.sectionOf.get(under) !== group) break;
      const hit = parseValue("name", under.text.trim(), index.ctx);
      if (!hit || hit.text.length < under.text.trim().length - 1 || holdsLabel(index, String(hit.value))) break;
      return found({ value: hit.value, seg: under }, 0.5);
    }
  }
  return null;
}

/** Whether two to four words in a row of the text read as a label ("Registered operator "Date of birth": labels run together). */
function holdsLabel(index: DocIndex, text: string): boolean {
  const words = text.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")).filter(Boolean);
  for (let n = 2; n <= 4; n++) for (let i = 0; i + n <= words.length; i++) if (index.isLabelText(words.slice(i, i + n).join(" "))) return true;
  return false;
}
