// Sentences of running text: a paragraph's runs joined across its lines, a line's runs together, a run
// alone. Facts a letter or a window card states in words are read from these (guarantee-prose.ts,
// prose-facts.ts).
import type { Segment } from "../layout/layout";
import type { DocIndex } from "./matcher";

/** A sentence and its runs; `paragraph`: read from running text (a run or a paragraph), not a line's runs joined. */
export type Sentence = { text: string; segments: Segment[]; paragraph: boolean };

/** A "Label: value" run, or a label ended by its colon: a short label before a colon. */
const isPair = (s: Segment) => /^[^:]{1,40}:(?:\s|$)/.test(s.text.trim());

/**
 * The sentences `keep` keeps: each run alone, each line's runs together, and a paragraph (a run that is no
 * label/value pair, with the runs at its left edge on the lines under it).
 */
export function proseSentences(index: DocIndex, keep: (sentence: string) => boolean): Sentence[] {
  const out: Sentence[] = [];
  const flush = (segs: Segment[], paragraph = true) => {
    const text = segs.map((s) => s.text.trim()).join(" ");
    // (no stop before a code: an abbreviation's, "Register No. R734")
    for (const s of text.split(/(?<=[.;!?])\s+(?=[A-Z(])(?![A-Z(]\S*\d)/)) if (keep(s)) out.push({ text: s, segments: segs, paragraph });
  };
  // a line's runs together: a label and its value in words ("Statutory guarantee | 3 months or 5,000 km")
  for (const line of index.layout.lines) if (line.segments.length > 1) flush(line.segments, false);
  const isProse = (s: Segment) => !isPair(s) && !index.headingSegs.has(s);
  const lines = index.layout.lines;
  /** The prose run at the paragraph's left edge on a line just under `last`. */
  const nextInParagraph = (last: Segment, x0: number): Segment | undefined => {
    // (a run whose words go on beside it, a word's gap away, goes on there, not on the line under it: a
    // question split at its label's words, "Is the vehicle covered by the | statutory dealer guarantee?:")
    if (lines[last.line]?.segments.some((x) => x !== last && x.x0 >= last.x1 - 1 && x.x0 - last.x1 < last.h)) return undefined;
    for (let li = last.line + 1; li < lines.length; li++) {
      const line = lines[li];
      if (line.page !== last.page || line.y - last.y > last.h * 1.8) return undefined;
      const s = line.segments.find((x) => Math.abs(x.x0 - x0) <= Math.max(3, last.h));
      if (s) return isProse(s) && !done.has(s) ? s : undefined;
    }
    return undefined;
  };
  const done = new Set<Segment>();
  for (const seg of index.segments) {
    if (!isProse(seg)) flush([seg]);
    if (done.has(seg) || !isProse(seg) || seg.text.trim().split(/\s+/).length < 3) continue;
    done.add(seg);
    const para = [seg];
    for (let next = nextInParagraph(seg, seg.x0); next; next = nextInParagraph(next, seg.x0)) {
      para.push(next);
      done.add(next);
    }
    flush(para);
  }
  // …and a paragraph of whole lines, its justified lines cut into runs at their wide spaces ("with an odometer
  // reading of 105128 kms, | was sold to you on …" over "number 6/33, at entry number 72203."), last
  let para: Segment[] = [];
  lines.forEach((line, li) => {
    const prev = lines[li - 1];
    const goesOn = para.length > 0 && prev.page === line.page && line.y - prev.y <= prev.h * 1.8 && Math.abs(line.segments[0].x0 - para[0].x0) <= Math.max(3, line.h);
    if (!goesOn) {
      if (para.length) flush(para);
      para = [];
    }
    // (…its last line too, however few its words, when the line above stops mid-sentence and this one ends it:
    // "…recorded in our dealer's" over "register (Register No. R734, Entry No. 1161)."; a form's row of labels
    // and values under a paragraph ends with no stop)
    const endsSentence = goesOn && !/[.!?:]\W*$/u.test(prev.text.trim()) && /[.!?]["'’”)\]]*$/u.test(line.text.trim());
    if (RUNNING_TEXT(line.text) || endsSentence) para.push(...line.segments);
    else if (para.length) {
      flush(para);
      para = [];
    }
  });
  if (para.length) flush(para);
  return out;
}

/** Running text: several words in lower case ("… was sold to you on …"), not a row of labels and figures. */
export const RUNNING_TEXT = (text: string) => (text.match(/\b\p{Ll}{2,}\b/gu) ?? []).length >= 4;

