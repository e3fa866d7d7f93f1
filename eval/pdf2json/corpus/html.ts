// HTML building blocks real producers' layouts are made of. Every helper marks the facts it prints (so
// the truth is what the page shows) and sticks to CSS 2.1 tables, floats and inline blocks, because the
// same HTML is printed by Chromium, WeasyPrint and wkhtmltopdf's 2012 WebKit (no flex, no grid).
import type { DocBuilder, Fact, FontClass, Style } from "./truth";

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const show = (s: string) => esc(s).replace(/\n/g, "<br>");

function lab(d: DocBuilder, f: Fact, colon = d.style.colon): string {
  return `${show(f.label)}${colon && f.label ? ":" : ""}`;
}

/** "Dealer licence number" → "Dealer licence<br>number": a label wrapped in a narrow cell. */
export function wrapLabel(label: string): string {
  const w = label.split(" ");
  if (w.length < 2) return esc(label);
  const cut = Math.ceil(w.length / 2);
  return `${esc(w.slice(0, cut).join(" "))}<br>${esc(w.slice(cut).join(" "))}`;
}

/** "Harbourside Motor Group Pty Ltd" → "... Pty<br>Ltd": a value wrapped over two lines. */
export function wrapValue(shown: string): string {
  const w = shown.split(" ");
  if (w.length < 3) return show(shown);
  return `${esc(w.slice(0, -1).join(" "))}<br>${esc(w[w.length - 1])}`;
}

const marked = (facts: Array<Fact | null | undefined | false>) => facts.filter((f): f is Fact => !!f).map((f) => (f.mark(), f));

/** Label beside value: a two-column table. */
export function kv(d: DocBuilder, facts: Array<Fact | null | undefined | false>, o: { labelWidth?: number; wrapLabels?: boolean; wrapValues?: boolean; valueRight?: boolean; width?: string; bold?: boolean } = {}): string {
  const rows = marked(facts).map((f) => {
    const l = o.wrapLabels ? wrapLabel(f.label) + (d.style.colon ? ":" : "") : lab(d, f);
    const v = o.wrapValues && f.shown.length > 18 ? wrapValue(f.shown) : show(f.shown);
    // a very long token (an email address) may break where the column ends, rather than leave the page
    const style = [o.valueRight ? "text-align:right" : "", /\S{27,}/.test(f.shown) ? "word-break:break-all" : ""].filter(Boolean).join(";");
    return `<tr><td class="l"${o.labelWidth ? ` style="width:${o.labelWidth}px"` : ""}>${o.bold ?? d.style.labelBold ? `<b>${l}</b>` : l}</td><td class="v"${style ? ` style="${style}"` : ""}>${v}</td></tr>`;
  });
  return `<table class="kv"${o.width ? ` style="width:${o.width}"` : ""}>${rows.join("")}</table>`;
}

/** "Label: value" lines, one per fact. */
export function colonLines(d: DocBuilder, facts: Array<Fact | null | undefined | false>): string {
  return marked(facts).map((f) => `<div class="cl">${d.style.labelBold ? `<b>${lab(d, f, true)}</b>` : lab(d, f, true)} ${show(f.shown)}</div>`).join("");
}

/** Several label/value pairs per row (label value label value). */
export function pairs(d: DocBuilder, facts: Array<Fact | null | undefined | false>, perRow = 2): string {
  const fs = marked(facts);
  const rows: string[] = [];
  for (let i = 0; i < fs.length; i += perRow) {
    const cells = fs.slice(i, i + perRow).map((f) => `<td class="l">${lab(d, f)}</td><td class="v">${show(f.shown)}</td>`);
    while (cells.length < perRow) cells.push("<td></td><td></td>");
    rows.push(`<tr>${cells.join("")}</tr>`);
  }
  return `<table class="pairs">${rows.join("")}</table>`;
}

/** Label above value, in a grid of cells. */
export function above(d: DocBuilder, facts: Array<Fact | null | undefined | false>, cols = 3): string {
  const fs = marked(facts);
  const rows: string[] = [];
  for (let i = 0; i < fs.length; i += cols) {
    const cells = fs.slice(i, i + cols).map((f) => `<td><div class="sl">${show(f.label)}</div><div class="sv">${show(f.shown)}</div></td>`);
    while (cells.length < cols) cells.push("<td></td>");
    rows.push(`<tr>${cells.join("")}</tr>`);
  }
  return `<table class="above">${rows.join("")}</table>`;
}

/** Bordered boxes, a small label in each box's top-left corner and the value inside (long values span two). */
export function boxes(d: DocBuilder, facts: Array<Fact | null | undefined | false>, cols = 4, o: { wrapLabels?: boolean } = {}): string {
  const fs = marked(facts);
  const rows: string[] = [];
  let row: string[] = [];
  let used = 0;
  // a value wider than its box takes two (or more) boxes, as form designers size them
  const boxPt = 500 / cols - 12;
  for (const f of fs) {
    const widthPt = f.shown.length * d.style.size * 0.72;
    const span = Math.min(cols, Math.max(1, Math.ceil(widthPt / boxPt), f.shown.length > 24 ? 2 : 1));
    if (used + span > cols) {
      if (used < cols) row.push(`<td colspan="${cols - used}"></td>`);
      rows.push(`<tr>${row.join("")}</tr>`);
      row = [];
      used = 0;
    }
    row.push(`<td${span > 1 ? ` colspan="${span}"` : ""}><div class="bl">${o.wrapLabels ? wrapLabel(f.label) : show(f.label)}</div><div class="bv">${show(f.shown)}</div></td>`);
    used += span;
  }
  if (row.length) {
    if (used < cols) row.push(`<td colspan="${cols - used}"></td>`);
    rows.push(`<tr>${row.join("")}</tr>`);
  }
  return `<table class="boxes">${Array.from({ length: cols }, () => `<col style="width:${(100 / cols).toFixed(2)}%">`).join("")}${rows.join("")}</table>`;
}

/** Label, a dotted leader, the value at the right. */
export function leader(d: DocBuilder, facts: Array<Fact | null | undefined | false>, width = "100%"): string {
  return `<table class="leader" style="width:${width}">${marked(facts).map((f) => `<tr><td class="l">${lab(d, f)}</td><td class="dots"></td><td class="v">${show(f.shown)}</td></tr>`).join("")}</table>`;
}

/** Two independent columns side by side: their rows do not line up, so reading across the gutter is wrong. */
export function twoCol(left: string, right: string, o: { leftWidth?: number } = {}): string {
  const lw = o.leftWidth ?? 48;
  return `<table class="twocol"><tr><td style="width:${lw}%">${left}</td><td class="gutter"></td><td style="width:${96 - lw}%">${right}</td></tr></table>`;
}

export function heading(text: string, level: 2 | 3 = 3): string {
  return `<h${level}>${esc(text)}</h${level}>`;
}

export function para(text: string, cls = "para"): string {
  return `<p class="${cls}">${esc(text)}</p>`;
}

export const pageBreak = () => `<div class="pb"></div>`;

/** A table with a header row (line items, wide vehicle tables). */
export function table(headers: Array<{ label: string; right?: boolean; width?: string }>, rows: string[][], o: { ruled?: boolean; headerless?: boolean } = {}): string {
  const head = o.headerless ? "" : `<thead><tr>${headers.map((h) => `<th${h.right ? ' class="r"' : ""}${h.width ? ` style="width:${h.width}"` : ""}>${esc(h.label)}</th>`).join("")}</tr></thead>`;
  const body = rows.map((r) => `<tr>${r.map((c, i) => `<td${headers[i]?.right ? ' class="r"' : ""}>${show(c)}</td>`).join("")}</tr>`).join("");
  return `<table class="items${o.ruled ? " ruled" : ""}">${head}<tbody>${body}</tbody></table>`;
}

/** A wide table of facts: their labels as the header row, their values as the one row below. */
export function factTable(d: DocBuilder, facts: Array<Fact | null | undefined | false>, perTable = 5): string {
  const fs = marked(facts);
  const out: string[] = [];
  // at most `perTable` columns: wider tables do not fit a portrait page
  for (let i = 0; i < fs.length; i += perTable) {
    const part = fs.slice(i, i + perTable);
    out.push(`<table class="items ruled"><thead><tr>${part.map((f) => `<th>${show(f.label)}</th>`).join("")}</tr></thead><tbody><tr>${part.map((f) => `<td>${show(f.shown)}</td>`).join("")}</tr></tbody></table>`);
  }
  return out.join("");
}

/** Description at the left, amount at the far right, no header row (price lists, settlement sheets). */
export function priceList(d: DocBuilder, facts: Array<Fact | null | undefined | false>, o: { dots?: boolean; totalFrom?: number } = {}): string {
  const fs = marked(facts);
  return `<table class="plist">${fs.map((f, i) => `<tr${o.totalFrom !== undefined && i >= o.totalFrom ? ' class="tot"' : ""}><td class="l">${lab(d, f)}</td>${o.dots ? '<td class="dots"></td>' : '<td class="sp"></td>'}<td class="v">${show(f.shown)}</td></tr>`).join("")}</table>`;
}

export type CheckStyle = "box" | "bracket" | "tick" | "circle";
const CHECK: Record<CheckStyle, [string, string]> = { box: ["☒", "☐"], bracket: ["[X]", "[ ]"], tick: ["✓", "\u2003"], circle: ["(•)", "( )"] };

/** A row of options with the chosen one checked ("☒ Used ☐ New ☐ Demo"). The fact's value is in the truth. */
export function checks(d: DocBuilder, f: Fact, options: string[], chosen: string, style: CheckStyle): string {
  f.mark();
  const [on, off] = CHECK[style];
  const opts = options.map((o) => `<span class="opt">${esc(o === chosen ? on : off)}&nbsp;${esc(d.style.upper ? o.toUpperCase() : o)}</span>`).join(" ");
  return `<div class="checks">${f.label ? `<span class="l">${lab(d, f)}</span> ` : ""}${opts}</div>`;
}

/** A value written one character per bordered cell (plates, licence numbers on statutory forms). */
export function charBoxes(d: DocBuilder, f: Fact, o: { cells?: number; above?: boolean } = {}): string {
  f.mark();
  const chars = f.shown.split("");
  const n = Math.max(o.cells ?? chars.length, chars.length);
  const cells = Array.from({ length: n }, (_, i) => `<span class="cb">${chars[i] && chars[i] !== " " ? esc(chars[i]) : "&nbsp;"}</span>`).join("");
  return o.above ? `<div class="cbw"><div class="sl">${show(f.label)}</div>${cells}</div>` : `<div class="cbw"><span class="l">${lab(d, f)}</span> ${cells}</div>`;
}

/** Signature blocks side by side ("Purchaser signature" | "Signed for the Dealer"), each with its facts. */
export function signatures(d: DocBuilder, blocks: Array<{ title: string; facts: Array<Fact | null | undefined | false> }>): string {
  const cells = blocks.map((b) => `<td><div class="sigline"></div><div class="sigt">${esc(b.title)}</div>${kv(d, b.facts)}</td>`);
  return `<table class="sig"><tr>${cells.join('<td class="gutter"></td>')}</tr></table>`;
}

/** Values printed without a label (letterheads): the fact is printed, its label is not. */
export function plain(f: Fact | null | undefined | false, cls = ""): string {
  if (!f) return "";
  f.mark();
  return cls ? `<span class="${cls}">${show(f.shown)}</span>` : show(f.shown);
}

/** "ABN 12 345 678 901" style inline label + value (letterheads and footers). */
export function inline(d: DocBuilder, f: Fact | null | undefined | false, colon = d.style.colon): string {
  if (!f) return "";
  f.mark();
  return `${show(f.label)}${colon ? ":" : ""} ${show(f.shown)}`;
}

// ---------------------------------------------------------------- monospace print-outs

/** "VIN.........: 6T1..." — label padded with dot leaders to a fixed width, as dealer systems print. */
export function monoField(f: Fact, width: number, filler = "."): string {
  f.mark();
  const l = f.label.length >= width ? f.label : f.label + filler.repeat(width - f.label.length);
  return `${l}: ${f.shown}`;
}

/** Lines of two fields each at fixed columns (the second field starts at column `col`). */
export function monoRows(facts: Array<Fact | null | undefined | false>, o: { width: number; col: number; perLine?: 1 | 2; filler?: string }): string[] {
  const fs = facts.filter((f): f is Fact => !!f);
  const lines: string[] = [];
  const per = o.perLine ?? 2;
  for (let i = 0; i < fs.length; i += per) {
    const a = monoField(fs[i], o.width, o.filler);
    if (per === 2 && fs[i + 1]) lines.push(a.padEnd(o.col) + monoField(fs[i + 1], o.width, o.filler));
    else lines.push(a);
  }
  return lines;
}

export const mono = (lines: string[]) => `<pre class="mono">${lines.map(esc).join("\n")}</pre>`;

// ---------------------------------------------------------------- the page

export type Page = { title: string; titleHtml?: string; head: string; body: string; titleAlign?: "left" | "right" | "center"; css?: string };

/** The fonts each class maps to. The raw producer asks for Liberation (metric-compatible with Helvetica, Times and Courier). */
const METRIC: Record<FontClass, string> = { sans: "'Liberation Sans'", serif: "'Liberation Serif'", mono: "'Liberation Mono'" };

export function pageHtml(style: Style, p: Page, o: { metricFonts?: boolean; winAnsi?: boolean } = {}): string {
  const stack = o.metricFonts ? METRIC[style.font] : style.fontStack;
  const monoStack = o.metricFonts ? METRIC.mono : "'Liberation Mono', 'DejaVu Sans Mono', monospace";
  const s = style.size;
  const css = `
  @page { size: A4; margin: 15mm 14mm 16mm 14mm; }
  body { font-family: ${stack}; font-size: ${s}pt; color: #111; margin: 0; line-height: 1.25; ${o.metricFonts ? "font-kerning: none; text-rendering: optimizeSpeed;" : ""} }
  .head { border-bottom: 2px solid ${style.accent}; padding-bottom: 6px; margin-bottom: 10px; display: table; width: 100%; }
  .head .lh { display: table-cell; font-size: ${s - 0.5}pt; vertical-align: top; }
  .head .tt { display: table-cell; text-align: right; white-space: nowrap; vertical-align: top; padding-left: 12px; }
  .lhname { font-size: ${s + 4}pt; font-weight: bold; color: ${style.accent}; }
  h1 { font-size: ${p.title.length > 30 ? s + 3 : s + 6}pt; margin: 0; color: ${style.accent}; white-space: nowrap; }
  h2 { font-size: ${s + 2}pt; margin: 10px 0 4px; color: ${style.accent}; }
  h3 { font-size: ${s + 1}pt; margin: 9px 0 3px; color: ${style.accent}; border-bottom: 1px solid #bbb; }
  table { border-collapse: collapse; }
  td, th { vertical-align: top; }
  table.kv td { padding: 1px 14px 1px 0; } table.twocol table.kv td { padding-right: 6px; }
  table.kv td.l, table.pairs td.l, table.leader td.l, table.plist td.l { color: #333; }
  table.pairs { width: 100%; } table.pairs td { padding: 1px 8px 1px 0; }
  .cl { margin: 1px 0; }
  table.above { width: 100%; } table.above td { padding: 2px 12px 5px 0; }
  .sl { font-size: ${Math.max(6.5, s - 2.5)}pt; color: #555; }
  .sv { font-size: ${s}pt; }
  table.boxes { width: 100%; table-layout: fixed; margin: 2px 0; }
  table.boxes td { border: 1px solid #333; padding: 1px 4px 3px 3px; height: 26px; }
  .bl { font-size: ${Math.max(6, s - 3)}pt; color: #444; }
  .bv { font-size: ${s}pt; padding-left: 6px; }
  table.leader td { padding: 1px 0; white-space: nowrap; } table.leader td.dots { border-bottom: 1px dotted #888; width: 100%; } table.leader td.v { padding-left: 6px; text-align: right; }
  table.twocol { width: 100%; table-layout: fixed; } table.twocol td.gutter { width: 4%; }
  table.items { width: 100%; margin: 3px 0; } table.items th { text-align: left; border-bottom: 1px solid #555; padding: 2px 6px; font-size: ${s - 0.5}pt; } table.items td { padding: 2px 6px; }
  table.items.ruled th, table.items.ruled td { border: 1px solid #777; }
  .r, table.items th.r, table.items td.r { text-align: right; }
  table.plist { width: 100%; } table.plist td { padding: 1px 0; white-space: nowrap; } table.plist td.sp, table.plist td.dots { width: 100%; } table.plist td.dots { border-bottom: 1px dotted #999; } table.plist td.v { text-align: right; padding-left: 8px; } table.plist tr.tot td { font-weight: bold; }
  .para { font-size: ${Math.max(7, s - 1.5)}pt; color: #333; text-align: justify; margin: 4px 0; }
  .terms { font-size: ${Math.max(6.5, s - 2)}pt; color: #333; text-align: justify; margin: 3px 0; }
  .pb { page-break-before: always; height: 0; }
  .checks { margin: 3px 0; } .checks .opt { margin-right: 14px; white-space: nowrap; }
  .cbw { margin: 3px 0; } .cb { display: inline-block; width: 14px; height: 15px; border: 1px solid #333; text-align: center; margin-right: -1px; line-height: 15px; }
  table.sig { width: 100%; margin-top: 18px; } table.sig td { width: 48%; } table.sig td.gutter { width: 4%; }
  .sigline { border-bottom: 1px solid #000; height: 26px; margin-bottom: 2px; } .sigt { font-size: ${s - 1}pt; font-weight: bold; margin-bottom: 3px; }
  pre.mono { font-family: ${monoStack}; font-size: ${Math.min(s, 10)}pt; margin: 0; line-height: 1.3; white-space: pre; }
  .mono-doc, .mono-doc td { font-family: ${monoStack}; }
  .small { font-size: ${Math.max(6.5, s - 2)}pt; color: #444; }
  .big { font-size: ${s + 6}pt; font-weight: bold; }
  .foot { border-top: 1px solid #999; margin-top: 14px; padding-top: 4px; font-size: ${Math.max(6.5, s - 2)}pt; color: #333; }
  .foot td { padding-right: 16px; }
  .window { border: 0; margin: 6px 0 12px; }
  ${p.css ?? ""}`;
  const titleHtml = p.titleHtml ?? `<h1 style="text-align:${p.titleAlign ?? "right"}">${esc(p.title)}</h1>`;
  let html = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.title)}</title><style>${css}</style></head><body>${p.head.replace("{{TITLE}}", titleHtml)}${p.body}</body></html>`;
  if (o.winAnsi) html = toWinAnsiText(html);
  return html;
}

/** Characters outside WinAnsi, as a report engine with base-14 fonts prints them. */
export function toWinAnsiText(s: string): string {
  return s
    .replace(/☒|■|☑/g, "[X]")
    .replace(/☐|□/g, "[ ]")
    .replace(/✓|✔/g, "X")
    .replace(/[\u2002\u2003\u2009\u202f]/g, " ")
    .replace(/№/g, "No");
}

// ---------------------------------------------------------------- helpers of the families added later
// (appended: the helpers above print the older families byte for byte and stay as they are; these carry
// their own inline styles, so the page's style sheet is unchanged too)

/** A cell of a printed form with nothing filled in above its caption (a signature space). */
export type BlankCell = { blank: string; span?: number };

/**
 * Printed-form cells: the value on a line of its own, a thin rule under it, and the caption below the rule
 * in small grey type ("Jane Citizen" over "Purchaser's full name"), several cells to a row, a long value
 * spanning two or more. The values sit on the rule (bottom-aligned) when a neighbour wraps.
 */
export function captionsBelow(d: DocBuilder, cells: Array<Fact | BlankCell | null | undefined | false>, cols = 3, o: { rule?: "solid" | "dotted"; upperCaps?: boolean; capSize?: number; gap?: number } = {}): string {
  const s = d.style.size;
  const capSize = o.capSize ?? Math.max(6, s - 2.5);
  const gap = o.gap ?? 12;
  const boxPt = 500 / cols - gap;
  const rows: string[] = [];
  let row: string[] = [];
  let used = 0;
  const flush = () => {
    if (!row.length) return;
    if (used < cols) row.push(`<td colspan="${cols - used}"></td>`);
    rows.push(`<tr>${row.join("")}</tr>`);
    row = [];
    used = 0;
  };
  for (const c of cells) {
    if (!c) continue;
    const isBlank = "blank" in c;
    const shown = isBlank ? "" : (c.mark(), c.shown);
    const caption = isBlank ? c.blank : c.label;
    const widthPt = shown.length * s * 0.6;
    const span = Math.min(cols, isBlank ? (c.span ?? 1) : Math.max(1, Math.ceil(widthPt / boxPt)));
    if (used + span > cols) flush();
    const value = shown ? show(shown) : "&nbsp;";
    const style = /\S{27,}/.test(shown) ? "word-break:break-all;" : "";
    row.push(
      `<td${span > 1 ? ` colspan="${span}"` : ""} style="vertical-align:bottom;padding:0 ${gap}px 7px 0"><div style="${style}padding:${isBlank ? 10 : 0}px 2px 1px">${value}</div><div style="border-top:0.75pt ${o.rule ?? "solid"} #444;padding-top:1px;font-size:${capSize}pt;color:#666">${show(o.upperCaps ? caption.toUpperCase() : caption)}</div></td>`,
    );
    used += span;
  }
  flush();
  return `<table style="width:100%;table-layout:fixed;border-collapse:collapse;margin:2px 0 4px">${Array.from({ length: cols }, () => `<col style="width:${(100 / cols).toFixed(2)}%">`).join("")}${rows.join("")}</table>`;
}

/**
 * Label and value joined by typed dot leaders ("Invoice No. ............ 12345"), as a word processor's tab
 * leader prints them: real dot characters, as many as fill the label's cell up to `fill` points (measured
 * with `measure`, the width in points of a text in the page's font). Amounts sit right-aligned at the end
 * of the table (`amounts`), other values start after the longest label's dots.
 */
export function dotLeaders(
  d: DocBuilder,
  facts: Array<Fact | null | undefined | false>,
  o: { measure: (text: string, bold: boolean) => number; fill: number; dot?: string; colon?: "label" | "dots" | "none"; amounts?: boolean; width?: string; minDots?: number },
): string {
  const dot = o.dot ?? ".";
  const unit = o.measure(dot, false);
  const bold = d.style.labelBold;
  const rows = marked(facts).map((f) => {
    const label = `${f.label}${o.colon === "label" ? ":" : ""}`;
    const n = Math.max(o.minDots ?? 3, Math.floor((o.fill - o.measure(`${label} `, bold) - (o.colon === "dots" ? o.measure(":", false) : 0)) / unit));
    const dots = dot.repeat(n).trim();
    const l = bold ? `<b>${show(label)}</b>` : show(label);
    const v = o.amounts ? `text-align:right;white-space:nowrap;padding:1px 0 1px 2px` : `padding:1px 0 1px 3px${/\S{27,}/.test(f.shown) ? ";word-break:break-all" : ""}`;
    return `<tr><td style="white-space:nowrap;padding:1px 0${o.amounts ? ";width:100%" : ""}">${l} ${esc(dots)}${o.colon === "dots" ? ":" : ""}</td><td style="${v}">${show(f.shown)}</td></tr>`;
  });
  return `<table style="border-collapse:collapse;margin:2px 0${o.width ? `;width:${o.width}` : ""}">${rows.join("")}</table>`;
}

/**
 * Particulars with right-aligned labels ending in a colon against a centre line, the values left-aligned
 * after it ("Rechnungs-Nr.: | RE-2025-0042"); the line drawn as a thin rule or left to the eye.
 */
export function centreColon(d: DocBuilder, facts: Array<Fact | null | undefined | false>, o: { labelWidth?: string; rule?: boolean; width?: string; colon?: string } = {}): string {
  const colon = o.colon ?? ":";
  const rows = marked(facts).map((f) => {
    const l = `${show(f.label)}${esc(colon)}`;
    return `<tr><td style="text-align:right;white-space:nowrap;padding:1px 7px 1px 0;color:#333${o.rule ? ";border-right:0.75pt solid #777" : ""}${o.labelWidth ? `;width:${o.labelWidth}` : ""}">${d.style.labelBold ? `<b>${l}</b>` : l}</td><td style="text-align:left;padding:1px 0 1px 7px">${show(f.shown)}</td></tr>`;
  });
  return `<table style="border-collapse:collapse;margin:3px 0${o.width ? `;width:${o.width}` : ""}">${rows.join("")}</table>`;
}

/**
 * A horizontal strip: the facts' labels as one header row over one row of their values, right-aligned as
 * amounts are ("Netto | USt 19 % | Brutto" over the three amounts), ruled as a grid, by lines, or shaded.
 */
export function headerStrip(d: DocBuilder, facts: Array<Fact | null | undefined | false>, o: { rules?: "grid" | "lines" | "shade"; width?: string; right?: boolean; boldLast?: boolean; align?: "left" | "right" } = {}): string {
  const fs = marked(facts);
  const rules = o.rules ?? "lines";
  const cell = (i: number, head: boolean) => {
    const b = rules === "grid" ? "border:0.75pt solid #555;" : rules === "lines" ? (head ? "border-bottom:0.75pt solid #555;border-top:0.75pt solid #555;" : "border-bottom:1.5pt solid #555;") : head ? "background:#e4e4e4;" : "border-bottom:0.75pt solid #999;";
    return `${b}padding:2px 8px;text-align:${o.align ?? "right"};white-space:nowrap${!head && o.boldLast && i === fs.length - 1 ? ";font-weight:bold" : ""}`;
  };
  const head = fs.map((f, i) => `<th style="${cell(i, true)}">${show(f.label)}</th>`).join("");
  const vals = fs.map((f, i) => `<td style="${cell(i, false)}">${show(f.shown)}</td>`).join("");
  return `<table style="border-collapse:collapse;margin:6px 0${o.right ? ";margin-left:auto" : ""}${o.width ? `;width:${o.width}` : ""}"><tr>${head}</tr><tr>${vals}</tr></table>`;
}

/**
 * A choice printed as its options with the chosen one marked: circled ("(Yes) / No", a drawn ring only),
 * ticked in brackets ("[X] Yes  [ ] No"), or the others struck through ("Yes / N̶o̶", "delete whichever does
 * not apply"). The fact's value is in the truth; the marking is all that tells the answer.
 */
export function markedChoice(f: Fact, options: string[], chosen: string, style: "circle" | "bracket" | "strike"): string {
  f.mark();
  const opt = (o: string) => {
    const on = o === chosen;
    if (style === "circle") return on ? `<span style="border:1.2px solid #000;border-radius:50%;padding:0 4px">${esc(o)}</span>` : `<span style="padding:0 4px">${esc(o)}</span>`;
    if (style === "strike") return on ? esc(o) : `<span style="text-decoration:line-through">${esc(o)}</span>`;
    return `<span style="white-space:nowrap">${on ? "[X]" : "[&nbsp;]"}&nbsp;${esc(o)}</span>`;
  };
  return style === "bracket" ? options.map(opt).join("&nbsp;&nbsp;&nbsp;") : options.map(opt).join(" / ");
}

/** One question of a numbered form: its number, its wording, and the answer (a fact, or HTML, or nothing). */
export type Question = { no: string; text: string; fact?: Fact | null; answer?: string; mode: "below" | "leader" };

/**
 * Numbered questions and answers, as statutory forms print them: "1. Name of dealer" with the answer on the
 * next line indented under the wording, or "3  Vehicle identification number (VIN) ........ answer" with
 * typed dot leaders up to a tab stop (`fill` points, measured with `measure`) and the answer after them.
 * Plain blocks with a hanging number (no tables), so a box floated into the margin narrows the lines beside it.
 */
export function numberedQuestions(
  d: DocBuilder,
  qs: Question[],
  o: { measure: (text: string, bold: boolean) => number; fill: number; dot?: string; numberWidth?: string; answerStyle?: string; ruled?: boolean },
): string {
  const dot = o.dot ?? ".";
  const unit = o.measure(dot, false);
  const nw = o.numberWidth ?? "2.2em";
  const bold = d.style.labelBold;
  return qs
    .map((q) => {
      if (q.fact) q.fact.mark();
      const answer = q.answer ?? (q.fact ? show(q.fact.shown) : "");
      const text = `${q.text}${d.style.colon && !/[?:]$/.test(q.text) && q.mode === "below" ? ":" : ""}`;
      const wording = bold ? `<b>${show(text)}</b>` : show(text);
      const num = `<span style="display:inline-block;width:${nw};margin-left:-${nw}">${esc(q.no)}</span>`;
      const a = answer ? `<span${o.answerStyle ? ` style="${o.answerStyle}"` : ""}>${answer}</span>` : "";
      // a parent question ("5. Particulars of the vehicle"): its sub-questions carry the answers
      if (!q.fact && q.answer === undefined) return `<div style="padding-left:${nw};margin:2px 0">${num}${wording}</div>`;
      if (q.mode === "leader") {
        const n = Math.max(3, Math.floor((o.fill - o.measure(`${q.no} ${text} `, bold)) / unit));
        return `<div style="padding-left:${nw};margin:2px 0">${num}${wording} ${esc(dot.repeat(n).trim())} ${a}</div>`;
      }
      const rule = o.ruled ? "border-bottom:0.75pt dotted #777;" : "";
      return `<div style="padding-left:${nw};margin:2px 0 0">${num}${wording}</div><div style="margin:1px 0 4px ${nw};padding:0 0 1px 8px;min-height:1.2em;${rule}">${a || "&nbsp;"}</div>`;
    })
    .join("");
}

/** Bordered panels side by side (a seller and a buyer), each with a title bar and its own content. */
export function panels(cells: Array<{ title: string; html: string }>, o: { shade?: boolean; gap?: number } = {}): string {
  const w = (100 / cells.length).toFixed(2);
  const tds = cells.map((c) => `<td style="width:${w}%;vertical-align:top;border:1px solid #333;padding:0"><div style="${o.shade === false ? "border-bottom:1px solid #333;" : "background:#e4e4e4;"}font-weight:bold;padding:2px 5px">${esc(c.title)}</div><div style="padding:3px 5px 5px">${c.html}</div></td>`);
  return `<table style="width:100%;table-layout:fixed;border-collapse:separate;border-spacing:${o.gap ?? 8}px 0;margin:4px 0"><tr>${tds.join("")}</tr></table>`;
}
