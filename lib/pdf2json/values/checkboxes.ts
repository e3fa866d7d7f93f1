// Check boxes and booleans.
// Boxes: glyphs (☒ ☑ ✓ ✔ ✗ ■ ● checked; ☐ □ ○ ▢ unchecked), bracketed marks ("[X]", "[ ]", "(x)", "( )")
// and a bare "X" before the first label ("X New"), each with the label printed after it (or before it,
// "Yes ☒ No ☐"). Booleans: yes/no words in English, German, French, Dutch, Spanish and Italian, true/false,
// ticked/unticked, applies/does not apply, a lone box mark, or a Yes/No box pair ("☒ Yes ☐ No" → true).

import { type Hit, hit } from "./text";

const CHECKED_GLYPHS = "☒☑✓✔✗✘■●◉▣⊠⬛☓🗹🗷";
const UNCHECKED_GLYPHS = "☐□○◯▢◻⬜❑❒";
// Bracketed marks in any pairing of [ ( { and ] ) }: a recogniser reading a printed box often gets one side
// wrong ("(X] No"), or merges "[X" into one glyph ("K] No").
const MARKER = /([☒☑✓✔✗✘■●◉▣⊠⬛☓☐□○◯▢◻⬜❑❒]|\u{1F5F9}|\u{1F5F7})|[[({]\s*([xX✓✔✗✘*■●•])?\s*[\])}]|(?<![\p{L}\p{N}])([K])\](?=\s)/gu;
/** A box (any form MARKER reads) where a run starts: the matcher's test for "the value is a row of boxes". */
export const BOX_FIRST = new RegExp(`^\\s*(?:${MARKER.source})`, "u");
/** A box anywhere in a run. */
export const BOX_ANYWHERE = new RegExp(MARKER.source, "u");
const BARE_X = /(?<=^|\s)[xX](?=\s+[\p{L}\p{N}])/u;
const LABEL_TRIM = /^[\s,;:/|\-–—.]+|[\s,;:/|\-–—]+$/g;
const HAS_MARKER = /[☒☑✓✔✗✘■●◉▣⊠⬛☓☐□○◯▢◻⬜❑❒[({]|K\]|\u{1F5F9}|\u{1F5F7}/u;

type Mark = { start: number; end: number; checked: boolean };

function marks(text: string): Mark[] {
  const out: Mark[] = [];
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
    const glyph = m[1];
    const checked = glyph ? CHECKED_GLYPHS.includes(glyph) && !UNCHECKED_GLYPHS.includes(glyph) : !!(m[2] || m[3]);
    out.push({ start: m.index, end: m.index + m[0].length, checked });
  }
  // A bare "X" is a mark only as the first thing printed ("X New"); elsewhere it is a word ("Model X")
  const m = BARE_X.exec(text);
  if (m && (out.length === 0 || m.index < out[0].start) && text.slice(0, m.index).trim() === "") out.unshift({ start: m.index, end: m.index + 1, checked: true });
  return out;
}

const WS_RUN = /\s+/g;
const STARTS_WITH_X = /^\s*[xX]\s/;
const cleanLabel = (s: string) => s.replace(LABEL_TRIM, "").replace(WS_RUN, " ");

/**
 * The boxes printed in a text with their labels, or null when it has none. "☒ Used ☐ New ☐ Demo" →
 * [{ Used, true }, { New, false }, { Demo, false }]. A question before the first box ("Condition: ☒ Used")
 * is not a label; labels printed before their boxes ("Yes ☒ No ☐") are read that way when the text ends
 * with a box.
 */
export function parseCheckboxes(text: string): Array<{ label: string; checked: boolean }> | null {
  if (typeof text !== "string" || !text || text.length > 2000) return null;
  if (!HAS_MARKER.test(text) && !STARTS_WITH_X.test(text)) return null;
  const ms = marks(text);
  if (!ms.length) return null;
  const head = text.slice(0, ms[0].start).trim();
  const tail = text.slice(ms[ms.length - 1].end).trim();
  const labelsAfter = head === "" || tail !== "";
  return ms.map((mk, k) => {
    const raw = labelsAfter
      ? text.slice(mk.end, k + 1 < ms.length ? ms[k + 1].start : text.length)
      : text.slice(k > 0 ? ms[k - 1].end : 0, mk.start);
    return { label: cleanLabel(raw), checked: mk.checked };
  });
}

// ---- booleans ------------------------------------------------------------------------------------------

const TRUE_WORDS = [
  "yes", "y", "true", "ticked", "checked", "selected", "applies", "applicable", "ja", "oui", "si", "sí", "sì", "x", "on", "1",
  "✓", "✔", "☒", "☑", "■", "●", "[x]", "(x)", "[✓]", "[✔]", "(✓)", "yes please",
];
const FALSE_WORDS = [
  "no", "n", "false", "unticked", "unchecked", "not selected", "does not apply", "doesn't apply", "not applicable", "nein",
  "non", "nee", "off", "0", "none", "☐", "□", "○", "[ ]", "[]", "( )", "()",
];
const BOOL = new Map<string, boolean>();
for (const w of TRUE_WORDS) BOOL.set(w, true);
for (const w of FALSE_WORDS) BOOL.set(w, false);
const YES_NO_LABEL = new Map<string, boolean>([
  ["yes", true], ["y", true], ["true", true], ["ja", true], ["oui", true], ["si", true], ["sí", true], ["sì", true],
  ["no", false], ["n", false], ["false", false], ["nein", false], ["non", false], ["nee", false],
]);

const EDGE = /^[\s:.!'"]+|[\s:.!'"]+$/g;
const SPACES = /\s+/g;
// "Yes - see attached", "No, not applicable" (not "No. 123": that is a number label)
const LEADING_YES_NO = /^(yes|no|ja|nein|oui|non|nee|s[ií]|sì)(?:\s*[,;:\-–—(]\s*|\s+)(?=[\p{L}(])/iu;

/** The answer the boxes give (undefined: no boxes; null: none or contradictory), with how sure it is. */
function fromBoxes(text: string): { value: boolean; confidence: number } | null | undefined {
  const boxes = parseCheckboxes(text);
  if (!boxes) return undefined;
  const labelled = boxes.map((b) => ({ ...b, yes: YES_NO_LABEL.get(b.label.toLowerCase()) }));
  const yn = labelled.filter((b) => b.yes !== undefined);
  if (yn.length) {
    const checked = yn.filter((b) => b.checked);
    if (checked.length === 1) return { value: checked[0].yes!, confidence: 0.85 };
    // One yes/no box read, left empty: its other half (lost by the reader or printed apart) is the answer
    if (yn.length === 1 && boxes.length === 1) return { value: !yn[0].yes, confidence: 0.6 };
    return null;
  }
  // two options saying it and its negation ("■ Dealer guarantee applies □ No dealer guarantee"): the ticked one's sense
  if (boxes.length === 2 && boxes.filter((b) => b.checked).length === 1) {
    const negative = boxes.map((b) => NEGATED.test(b.label));
    if (negative[0] !== negative[1] && boxes.every((b) => b.label)) return { value: !negative[boxes.findIndex((b) => b.checked)], confidence: 0.8 };
  }
  // one box: ticked or not
  return boxes.length === 1 ? { value: boxes[0].checked, confidence: 0.85 } : null;
}
/** An option that says a thing does not hold: "No dealer guarantee", "Guarantee does not apply", "Not covered". */
const NEGATED = /(?:^|\s)(?:no|not|none|nil|without|n\/a|doesn't|does not|kein\w*|nicht|pas|sans|geen|niet|sin|senza)(?:\s|$)/i;

export function parseBoolean(s: string): Hit | null {
  if (!s || s.length > 200) return null;
  const key = s.toLowerCase().replace(EDGE, "").replace(SPACES, " ");
  const direct = BOOL.get(key);
  if (direct !== undefined) return hit(direct, 0.9, 0, s.length);
  const boxed = fromBoxes(s);
  if (boxed !== undefined) return boxed === null ? null : hit(boxed.value, boxed.confidence, 0, s.length);
  const lead = LEADING_YES_NO.exec(s);
  if (lead) {
    const v = YES_NO_LABEL.get(lead[1].toLowerCase());
    if (v !== undefined) return hit(v, 0.75, 0, lead[1].length);
  }
  return null;
}

const BOOL_FIND = /(?<![\p{L}\p{N}])(yes|no|true|false|ticked|unticked|ja|nein|oui|non|nee|sí|sì)(?![\p{L}\p{N}]|\.\s*\d|\s*[#°º:]|\s+\d)/giu;

/** The first yes/no in a longer text: a box pair or mark, else a yes/no word. */
export function findBoolean(s: string): Hit | null {
  if (!s) return null;
  const boxed = fromBoxes(s);
  if (boxed !== undefined && boxed !== null) return hit(boxed.value, boxed.confidence, 0, s.length);
  BOOL_FIND.lastIndex = 0;
  const m = BOOL_FIND.exec(s);
  if (!m) return null;
  const v = BOOL.get(m[1].toLowerCase());
  return v === undefined ? null : hit(v, 0.75, m.index, m.index + m[1].length);
}
