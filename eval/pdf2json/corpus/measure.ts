// How wide a text prints, for families that must fill a line to a width (dot leaders run to the value).
import { WIDTHS } from "../producers/raw/base14-widths";
import type { Style } from "./truth";

/** The content width of the page (A4 less the margins of corpus/html.ts), in points. */
export const CONTENT_PT = ((210 - 28) * 72) / 25.4;

/** WinAnsi codes of the characters outside Latin-1 that the pages print. */
const WIN_ANSI: Record<string, number> = { "€": 128, "…": 133, "‘": 145, "’": 146, "“": 147, "”": 148, "•": 149, "–": 150, "—": 151 };

/**
 * The width in points of a text in the page's font: the base-14 metrics of the raw producer's fonts, scaled
 * for the wider DejaVu faces the other producers may print with (a little under, rather than over).
 */
export function measurer(style: Style): (text: string, bold: boolean) => number {
  const serif = style.font === "serif";
  const stack = style.fontStack.split(",")[0];
  const scale = /DejaVu Sans Condensed/.test(stack) ? 1.03 : /DejaVu Serif/.test(stack) ? 1.22 : /DejaVu Sans/.test(stack) ? 1.12 : 1;
  return (text, bold) => {
    const table = WIDTHS[serif ? (bold ? "Times-Bold" : "Times-Roman") : bold ? "Helvetica-Bold" : "Helvetica"];
    let units = 0;
    for (const ch of text) {
      const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
      units += code >= 32 && code <= 255 ? table[code - 32] : 556;
    }
    return (units / 1000) * style.size * scale;
  };
}
