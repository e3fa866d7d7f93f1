// The one geometry configuration of the engine. Every distance is relative to the font height (h) of the
// text it is measured on, so the same rules hold for 7pt print-outs and 14pt letters, on any page size.
export const GEOMETRY = {
  /** Average glyph width per font height, to place words inside a run that carries no per-glyph widths. */
  AVG_CHAR_WIDTH: 0.5,
  /** Pieces on one baseline closer than this (× h) are one word: per-glyph runs, kerning, ligatures. A space is ≥ 0.2 h. */
  GLUE_GAP: 0.12,
  /** Pieces of text set sideways, one after another along a column closer than this (× h), are one run (a name up a margin strip, letter-spaced or not). */
  SIDEWAYS_RUN_GAP: 1,
  /** …and a gap between them wider than this (× h) is a space between words (letter spacing is narrower). */
  SIDEWAYS_WORD_GAP: 0.35,
  /** The same text drawn again within this shift (× h) is fake bold or a shadow, not a second word. */
  DUPLICATE_SHIFT: 0.3,
  /** Baselines within this fraction of the smaller font height are one line (superscripts, mixed sizes). */
  BASELINE_TOLERANCE: 0.4,
  /** …but never tighter than this many points (tiny fonts, rounding in producers). */
  MIN_BASELINE_TOLERANCE: 1.5,
  /** Runs of one line whose baselines differ by more than this (× h) are rows of two columns that one line
   * took in together ("Vehicle" heading its column a little above "Months | 3 months" beside it). */
  OTHER_ROW_BASELINE: 0.3,
  /** A gap wider than this (× h) ends a phrase: label/value columns and table cells sit further apart than a space. */
  PHRASE_GAP: 0.6,
  /** …and wider than this many average glyph widths (monospace print-outs put one space of 0.6 h between words). */
  PHRASE_GAP_CHARS: 1.4,
  /** Where the type size changes by SIZE_CHANGE or more, a gap wider than this (× the larger h, more than a
   * word space) ends a phrase: a letterhead's name and the title set beside it in another size. */
  SIZE_CHANGE_GAP: 0.35,
  SIZE_CHANGE: 1.1,
  /** Single characters in a row with gaps up to this (× h) and even spacing are one value in per-character boxes. */
  CHAR_BOX_MAX_GAP: 2.5,
  /** A house number set apart from its street by at most this (× h) is the street's: a recogniser's word
   * boxes can put a space between them a little over a phrase gap. */
  HOUSE_NUMBER_GAP: 1.2,
  /** Even spacing: every gap within this fraction of the mean gap. */
  CHAR_BOX_EVENNESS: 0.35,
  /** Justified text: evenly spread word spaces up to this wide (× h) are still spaces (layout.ts justifiedSpaces). */
  JUSTIFIED_MAX_GAP: 2.5,
  /** …"evenly": the widest of them at most this many times the narrowest (justification makes them equal). */
  JUSTIFIED_EVENNESS: 1.12,
  /** A gap this wide (× h, more than a word space) before a word that starts exactly where a word of the next
   * or previous line starts, after a gap too, is a cell border (layout.ts cellStarts)… */
  CELL_GAP: 0.45,
  /** …"exactly": left edges within this many points (a column of cells, not chance alignment in prose). */
  CELL_ALIGN: 0.6,
  /** A following line this close (× h, baseline to baseline) continues a wrapped label or value. */
  WRAP_LINE_SPACING: 1.6,
  /** A grid's value row wrapped in every cell at once: its lines this close (× h), a paragraph's leading;
   * the rows of a table sit further apart (cell padding). */
  WRAPPED_CELL_LEADING: 1.3,
  /** Left edges within this many points are aligned (a wrapped value, a column). */
  ALIGN_TOLERANCE: 3,
  /** A value under its label is at most this far below it (× h), the first line. */
  BELOW_FIRST_LINE: 2.6,
  /** Whitespace between rows at least this high (× h) separates blocks; ordinary leading is well under it. */
  BLOCK_GAP: 0.5,
  /** Whitespace between columns at least this wide (× h) may separate them (if their lines keep their own baselines). */
  COLUMN_GAP: 1.5,
  /** A title is set at least this much larger than the body text (× body h); headings are not. */
  TITLE_SIZE: 1.7,
  /** A value under its label is printed about as large as it (a title under a kicker is much larger): height ratio. */
  VALUE_UNDER_LABEL_SIZE: 1.45,
} as const;
