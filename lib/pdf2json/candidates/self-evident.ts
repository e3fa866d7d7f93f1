// Values that say what they are without a label: a closed choice printed as a row of check boxes ("Vehicle
// Sold As [X] New | [ ] Used | [ ] Demo" under a wording nobody listed), and a value whose shape and check
// digits identify it (the only VIN, the only ABN in a document).
import { findValue, parseCheckboxes, parseValue, type ValueType } from "../values";
import { segmentBox } from "../layout/layout";
import { isFullAddress } from "../values/address";
import type { DocIndex, Found } from "./matcher";

/** Options a row needs to be a choice (one box is a tick, not a choice). */
const MIN_OPTIONS = 2;

/**
 * The one ticked option of the first row of boxes whose options are all values of `type` (e.g. every option
 * a condition: new, used, demo). Rows with no box ticked, or more than one, say nothing.
 */
export function findTickedChoice(index: DocIndex, type: ValueType): Found | null {
  for (const line of index.layout.lines) {
    if (!/[\[(☐☒☑□■✓✔]/u.test(line.text)) continue;
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

/** Types a value printed alone in a section says it is of, without a label: its shape or check digits. */
const SECTION_SELF_EVIDENT: ReadonlySet<ValueType> = new Set<ValueType>(["email", "phone", "vin", "abn", "date"]);

/** What a field's value printed alone in a section is known by: one of those types, or a whole street address. */
export type SectionEvidence = ValueType | "address";

/** How a field's value would say what it is without its label; null when it would not. */
export function sectionEvidence(field: { key: string; type: string }): SectionEvidence | null {
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
    const hit = parseValue(evidence, text, index.ctx);
    // the value is the run (a date inside a sentence is the sentence's)
    return hit && hit.text.length >= text.length - 1 ? hit.value : undefined;
  });
  return only && found(only, 0.5);
}
