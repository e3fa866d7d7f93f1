// Rebuilds a page's reading structure from positioned text: items → lines (shared baseline) → segments
// (runs of text separated by a column-sized gap). Label/value pairs and tables are found from these.
import type { PdfText, TextItem } from "../pdf/read-pdf";

export type Box = [number, number, number, number];

export type Segment = {
  text: string;
  page: number;
  x0: number;
  x1: number;
  /** Baseline from the page top. */
  y: number;
  /** Font height. */
  h: number;
  line: number;
};

export type Line = { index: number; page: number; y: number; h: number; segments: Segment[]; text: string };

export type Layout = { pages: number; lines: Line[]; pageWidth: Record<number, number> };

export function segmentBox(s: Segment): Box {
  return [round(s.x0), round(s.y - s.h * 0.8), round(s.x1), round(s.y + s.h * 0.2)];
}

export function buildLayout(text: Pick<PdfText, "items" | "pages" | "pageInfo">): Layout {
  const byPage = new Map<number, TextItem[]>();
  for (const it of text.items) {
    const list = byPage.get(it.page) ?? [];
    list.push(it);
    byPage.set(it.page, list);
  }
  const lines: Line[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const items = byPage.get(page)!.sort((a, b) => a.y - b.y || a.x - b.x);
    // Group by baseline: an item joins the current line when its baseline is within a third of the font
    // height (superscripts and mixed font sizes on one line still share it).
    const groups: TextItem[][] = [];
    for (const it of items) {
      const g = groups[groups.length - 1];
      if (g) {
        const ref = g[0];
        const tol = Math.max(2, Math.min(ref.h, it.h) * 0.4);
        if (Math.abs(it.y - avgY(g)) <= tol) {
          g.push(it);
          continue;
        }
      }
      groups.push([it]);
    }
    for (const g of groups) {
      g.sort((a, b) => a.x - b.x);
      const index = lines.length;
      const segments: Segment[] = [];
      let cur: Segment | null = null;
      for (const it of g) {
        const h = it.h || 10;
        const charW = it.str.length ? (it.w || h * 0.5 * it.str.length) / it.str.length : h * 0.5;
        if (cur) {
          const gap = it.x - cur.x1;
          // A gap wider than ~1.5 spaces (or any overlap-free jump) starts a new segment: table cells and
          // label/value columns are separated by far more than one space.
          const limit = Math.max(h * 0.6, charW * 1.3);
          if (gap <= limit) {
            const needsSpace = gap > Math.max(1, charW * 0.2) && !cur.text.endsWith(" ") && !it.str.startsWith(" ");
            cur.text += (needsSpace ? " " : "") + it.str;
            cur.x1 = Math.max(cur.x1, it.x + it.w);
            cur.h = Math.max(cur.h, h);
            continue;
          }
          segments.push(cur);
        }
        cur = { text: it.str, page, x0: it.x, x1: it.x + it.w, y: it.y, h, line: index };
      }
      if (cur) segments.push(cur);
      const clean = segments
        .map((s) => ({ ...s, text: s.text.replace(/\s+/g, " ").trim() }))
        .filter((s) => s.text.length > 0);
      if (!clean.length) continue;
      lines.push({
        index,
        page,
        y: avgY(g),
        h: Math.max(...g.map((i) => i.h)),
        segments: clean,
        text: clean.map((s) => s.text).join("  "),
      });
    }
  }
  lines.forEach((l, i) => {
    l.index = i;
    for (const s of l.segments) s.line = i;
  });
  const pageWidth: Record<number, number> = {};
  for (const p of text.pageInfo) pageWidth[p.page] = p.width;
  return { pages: text.pages, lines, pageWidth };
}

function avgY(g: TextItem[]): number {
  return g.reduce((s, i) => s + i.y, 0) / g.length;
}

/** Lower-case word tokens; "Reg. No." → "reg no". */
/** Form questions are numbered: "1. Plate number", "(b) Entry No", "iv) Make" → the label without it. */
const ENUMERATION = /^\s*(?:\(\s*(?:\d{1,2}|[a-hA-H]|[ivx]{1,4})\s*\)|(?:\d{1,2}(?:\.\d{1,2})?|[a-hA-H]|[ivx]{1,4})[.)])\s+(?=[A-Za-z])/;

export function normLabel(s: string): string {
  return s
    .replace(ENUMERATION, "")
    .toLowerCase()
    .replace(/[’'](s\b)?/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\b(number|num|nbr|no)\b/g, "no");
}

/** The label with any parenthesised part removed: "Odometer (km)" → "odometer". */
export function normLabelCore(s: string): string {
  return normLabel(s.replace(/\([^)]*\)/g, " ").replace(/\d+([.,]\d+)?\s*%/g, " "));
}

/** The title as printed: the largest text near the top of page one. */
export function documentTitle(layout: Layout): string | null {
  const first = layout.lines.filter((l) => l.page === 1).slice(0, 40);
  let best: Segment | null = null;
  for (const l of first) {
    for (const s of l.segments) {
      if (!/[A-Za-z]{3}/.test(s.text) || s.text.length > 80) continue;
      if (!best || s.h > best.h + 0.5) best = s;
    }
  }
  if (!best) return null;
  // A long title can wrap: join the lines below it set in the same size.
  let text = best.text;
  let prev = best;
  for (let li = best.line + 1; li < layout.lines.length; li++) {
    const line = layout.lines[li];
    if (line.page !== prev.page || line.y - prev.y > prev.h * 1.6) break;
    const next = line.segments.find((s) => Math.abs(s.h - best!.h) < 0.6 && s.x0 < prev.x1 && s.x1 > prev.x0);
    if (!next) break;
    text += " " + next.text;
    prev = next;
  }
  return text.replace(/[:\s]+$/, "");
}

export function layoutText(layout: Layout): string {
  const out: string[] = [];
  let page = 0;
  for (const l of layout.lines) {
    if (l.page !== page) {
      if (page) out.push(`\f`);
      page = l.page;
    }
    out.push(l.segments.map((s) => s.text).join(" | "));
  }
  return out.join("\n");
}

const round = (n: number) => Math.round(n * 10) / 10;
