// The label/value machinery shared by every profile and by caller schemas. A field is found by its label
// wordings; its value is read (1) after a colon in the same run of text, (2) in the next run to the right
// on the same line, or (3) in the run directly below the label. Sections ("Trade-in", "Purchaser") scope
// labels that several groups share ("VIN", "Name"). Tables are found by a header line whose cells match
// column wordings, and rows are read by column alignment.
import type { FieldSpec, FieldType } from "../profiles/types";
import { normLabel, segmentBox, type Box, type Layout, type Segment } from "./layout";
import { cleanString, parseBoolean, parseDate, parseInteger, parseMoney, parseNumber } from "./values";

export type Found = {
  value: unknown;
  confidence: number;
  page: number | null;
  box: Box | null;
  label: string | null;
  segments: Segment[];
};

export type SectionDef = { id: string; headings: string[] };

type Heading = { id: string; x0: number; x1: number };

export class DocIndex {
  readonly segments: Segment[];
  /** Section id per segment (by identity). */
  readonly sectionOf = new Map<Segment, string | null>();
  /** Segments that are headings. */
  readonly headingSegs = new Set<Segment>();
  readonly used = new Set<Segment>();

  constructor(
    readonly layout: Layout,
    readonly labelWords: Set<string>,
    sections: SectionDef[],
  ) {
    this.segments = layout.lines.flatMap((l) => l.segments);
    const headingOf = new Map<string, string>();
    for (const s of sections) for (const h of s.headings) if (!headingOf.has(h)) headingOf.set(h, s.id);
    let active: Heading[] = [];
    for (const line of layout.lines) {
      const heads: Array<{ seg: Segment; id: string }> = [];
      for (const seg of line.segments) {
        const n = normLabel(seg.text);
        const id = headingOf.get(n) ?? (n.length <= 40 && !seg.text.includes(":") ? headingOf.get(n.replace(/ details?$| information$| particulars$/, "")) : undefined);
        if (id && !seg.text.trim().endsWith(":")) heads.push({ seg, id });
      }
      if (heads.length) {
        const width = layout.pageWidth[line.page] ?? 612;
        heads.sort((a, b) => a.seg.x0 - b.seg.x0);
        heads.forEach((h, i) => {
          const x0 = h.seg.x0 - 4;
          const x1 = i + 1 < heads.length ? heads[i + 1].seg.x0 - 4 : width + 1;
          active = active.filter((a) => a.x1 <= x0 || a.x0 >= x1);
          active.push({ id: h.id, x0, x1 });
          this.headingSegs.add(h.seg);
        });
      }
      for (const seg of line.segments) {
        const hit = active.filter((a) => a.x0 <= seg.x0 + 2 && seg.x0 < a.x1).sort((a, b) => b.x0 - a.x0)[0];
        this.sectionOf.set(seg, hit?.id ?? null);
      }
    }
  }

  /** Does this run of text read as a label (ends with a colon, or is a known label wording)? */
  isLabel(seg: Segment): boolean {
    const t = seg.text.trim();
    if (/:$/.test(t)) return true;
    if (this.headingSegs.has(seg)) return true;
    const n = normLabel(t);
    if (this.labelWords.has(n)) return true;
    const colon = t.indexOf(":");
    if (colon > 0 && colon < t.length - 1) return false;
    return false;
  }

  lineSegments(line: number): Segment[] {
    return this.layout.lines[line]?.segments ?? [];
  }
}

export type LabelHit = { seg: Segment; inline: string | null; strategy: "colon" | "whole" | "prefix" };

/** Runs of text whose label part equals one of the wordings. */
export function findLabels(index: DocIndex, labels: string[], type: FieldType): LabelHit[] {
  const wanted = new Set(labels);
  const hits: LabelHit[] = [];
  for (const seg of index.segments) {
    if (index.headingSegs.has(seg) && !seg.text.includes(":")) continue;
    const t = seg.text;
    const colon = t.indexOf(":");
    if (colon > 0) {
      const head = normLabel(t.slice(0, colon));
      if (wanted.has(head)) {
        const rest = t.slice(colon + 1).trim();
        hits.push({ seg, inline: rest || null, strategy: "colon" });
        continue;
      }
    }
    const n = normLabel(t);
    if (wanted.has(n)) {
      hits.push({ seg, inline: null, strategy: "whole" });
      continue;
    }
    // "ABN 12 345 678 901", "VIN 6T1BF3FK5CX012345": a label and a typed value in one run, no colon.
    if (type !== "string" && type !== "text") {
      for (const w of labels) {
        if (n.startsWith(w + " ")) {
          const words = w.split(" ").length;
          const rest = t.trim().split(/\s+/).slice(words).join(" ");
          if (rest && coerce(rest, type) !== null) hits.push({ seg, inline: rest, strategy: "prefix" });
          break;
        }
      }
    }
  }
  return hits;
}

/** Reads the value for a label hit, by colon, right neighbour, then the run below. */
export function valueFor(index: DocIndex, hit: LabelHit, type: FieldType): Found | null {
  const base = { label: hit.seg.text.replace(/:.*$/, "").trim() };
  if (hit.inline) {
    const v = coerce(hit.inline, type);
    if (v !== null) return { ...base, value: v, confidence: hit.strategy === "colon" ? 0.95 : 0.9, page: hit.seg.page, box: segmentBox(hit.seg), segments: [hit.seg] };
    if (hit.strategy === "colon") return null;
  }
  const line = index.lineSegments(hit.seg.line);
  const right = line.find((s) => s.x0 >= hit.seg.x1 - 1 && s !== hit.seg);
  if (right && !index.isLabel(right)) {
    const v = coerce(right.text, type);
    if (v !== null) return { ...base, value: v, confidence: 0.9, page: right.page, box: segmentBox(right), segments: [right] };
  }
  const below = belowSegments(index, hit.seg, type === "text" ? 4 : 1);
  if (below.length) {
    const text = below.map((s) => s.text).join(type === "text" ? ", " : " ");
    const v = coerce(text, type);
    if (v !== null) {
      const box: Box = [
        Math.min(...below.map((s) => segmentBox(s)[0])),
        segmentBox(below[0])[1],
        Math.max(...below.map((s) => segmentBox(s)[2])),
        segmentBox(below[below.length - 1])[3],
      ];
      return { ...base, value: v, confidence: 0.8, page: below[0].page, box, segments: below };
    }
  }
  return null;
}

/** The run(s) directly under a label: same page, next line(s), horizontally overlapping the label. */
function belowSegments(index: DocIndex, label: Segment, maxLines: number): Segment[] {
  const out: Segment[] = [];
  let prev = label;
  const lines = index.layout.lines;
  for (let li = label.line + 1; li < lines.length && out.length < maxLines; li++) {
    const line = lines[li];
    if (line.page !== label.page) break;
    const dy = line.y - prev.y;
    if (dy > Math.max(prev.h, label.h) * (out.length ? 1.9 : 2.6)) break;
    const cand = line.segments.find((s) => s.x0 < label.x1 + 2 && s.x1 > label.x0 - 2 && Math.abs(s.x0 - label.x0) < Math.max(40, label.x1 - label.x0));
    if (!cand) {
      if (out.length) break;
      continue;
    }
    if (index.isLabel(cand) || /:\s*\S/.test(cand.text) && index.labelWords.has(normLabel(cand.text.split(":")[0]))) break;
    out.push(cand);
    prev = cand;
  }
  return out;
}

export function coerce(text: string, type: FieldType): unknown {
  const s = cleanString(text);
  if (s === null) return null;
  switch (type) {
    case "string":
    case "text":
      if (/^[-–—_.]+$/.test(s) || /^(n\/?a|nil|none)$/i.test(s)) return null;
      return s;
    case "money":
      return parseMoney(s);
    case "number":
      return parseNumber(s);
    case "integer":
      return parseInteger(s);
    case "year": {
      const m = s.match(/^(19[5-9]\d|20\d\d)$/) ?? s.match(/^(?:MY)?(19[5-9]\d|20\d\d)\b/);
      return m ? Number(m[1]) : null;
    }
    case "date":
      return parseDate(s);
    case "boolean":
      return parseBoolean(s);
    case "vin": {
      const compact = s.replace(/[\s-]/g, "").toUpperCase();
      return /^[A-HJ-NPR-Z0-9]{17}$/.test(compact) ? compact : null;
    }
    case "abn": {
      const digits = s.replace(/\D/g, "");
      return digits.length === 11 && /^[\d\s]+$/.test(s) ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : null;
    }
    case "email": {
      const m = s.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
      return m ? m[0] : null;
    }
    case "phone": {
      const m = s.match(/^\+?[\d\s()-]{6,}$/);
      return m ? s : null;
    }
  }
}

const ENTITY = /\b(pty\.?\s*ltd\.?|limited|ltd\.?|inc\.?|llc|gmbh|motors?|automotive|auto group|autos|cars|dealership)\b/i;

/** An organisation name with no label: in the group's section, else the letterhead of page one. */
export function findEntity(index: DocIndex, section: string | null): Found | null {
  const pick = (s: Segment, confidence: number): Found => ({
    value: s.text.replace(/^[\s:]+/, ""),
    confidence,
    page: s.page,
    box: segmentBox(s),
    label: null,
    segments: [s],
  });
  const candidates = index.segments.filter((s) => ENTITY.test(s.text) && !s.text.includes(":") && !index.isLabel(s) && s.text.length <= 70 && !/\d{3}/.test(s.text));
  if (section) {
    const inSection = candidates.find((s) => index.sectionOf.get(s) === section);
    if (inSection) return pick(inSection, 0.75);
  }
  const top = candidates.find((s) => s.page === 1 && s.line < 8);
  return top ? pick(top, 0.7) : null;
}

// ---- tables ----

export type TableColumn = { key: string; type: FieldType; labels: string[] };

export type TableRow = { values: Record<string, unknown>; segments: Segment[]; page: number; box: Box };

const TABLE_END = /^(sub ?total|total|totals|gst|tax|balance|amount due|amount payable|less|grand total|total price|net|carried forward)\b/;

/** Finds the best table whose header matches the columns, and reads its rows by column alignment. */
export function findTable(index: DocIndex, columns: TableColumn[], stopLabels: Set<string>): TableRow[] | null {
  const lines = index.layout.lines;
  let best: { line: number; anchors: Array<{ col: TableColumn | null; x0: number; x1: number }>; score: number } | null = null;
  for (const line of lines) {
    if (line.segments.length < 2) continue;
    const anchors = line.segments.map((s) => {
      const n = normLabel(s.text);
      const col = columns.find((c) => c.labels.includes(n)) ?? null;
      return { col, x0: s.x0, x1: s.x1 };
    });
    const matched = anchors.filter((a) => a.col);
    const keyMatched = anchors.some((a) => a.col === columns[0]);
    if (matched.length < 2 || !keyMatched) continue;
    const score = matched.length / anchors.length + matched.length;
    if (!best || score > best.score) best = { line: line.index, anchors, score };
  }
  if (!best) return null;
  const rows: TableRow[] = [];
  const headerLine = lines[best.line];
  let prevY = headerLine.y;
  let prevH = headerLine.h;
  for (let li = best.line + 1; li < lines.length; li++) {
    const line = lines[li];
    if (line.page !== headerLine.page) break;
    if (line.y - prevY > Math.max(prevH, line.h) * 3.2) break;
    const first = normLabel(line.segments[0].text);
    if (TABLE_END.test(first) || line.segments.some((s) => index.headingSegs.has(s))) break;
    if (line.segments.some((s) => stopLabels.has(normLabel(s.text.split(":")[0])) && s.text.includes(":"))) break;
    const cells = new Map<TableColumn | null, Segment[]>();
    for (const s of line.segments) {
      const a = nearestAnchor(best.anchors, s);
      const list = cells.get(a.col) ?? [];
      list.push(s);
      cells.set(a.col, list);
    }
    const keyCol = columns[0];
    const keyCells = cells.get(keyCol);
    const others = [...cells.keys()].filter((c) => c && c !== keyCol);
    if (keyCells && !others.length && rows.length && line.y - prevY < line.h * 1.7) {
      // a wrapped description: continues the row above
      const last = rows[rows.length - 1];
      last.values[keyCol.key] = `${last.values[keyCol.key] ?? ""} ${keyCells.map((s) => s.text).join(" ")}`.trim();
      last.segments.push(...keyCells);
      prevY = line.y;
      continue;
    }
    if (!keyCells || !others.length) break;
    const values: Record<string, unknown> = {};
    for (const c of columns) {
      const segs = cells.get(c);
      values[c.key] = segs ? coerce(segs.map((s) => s.text).join(" "), c.type) : null;
    }
    const segs = line.segments;
    rows.push({
      values,
      segments: [...segs],
      page: line.page,
      box: [Math.min(...segs.map((s) => s.x0)), line.y - line.h * 0.8, Math.max(...segs.map((s) => s.x1)), line.y + line.h * 0.2].map((n) => Math.round(n * 10) / 10) as Box,
    });
    prevY = line.y;
    prevH = line.h;
  }
  return rows;
}

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

export function fieldTypeOf(spec: FieldSpec): FieldType {
  return spec.type;
}
