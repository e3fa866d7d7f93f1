// Types of ocr-image.mjs (plain JavaScript so that the OCR image worker thread can run it unbuilt).
/** A check box found on the page image, in its pixels. */
export type OcrBox = { x0: number; y0: number; x1: number; y1: number; checked: boolean };
export declare function analysePageFile(file: string, options: { dpi: number; removeRules: boolean; straighten?: boolean; contrast?: boolean }): { ink: boolean; skew: number | null; rules: boolean; slip: boolean; origin: { x: number; y: number } | null; leaders: number; boxes: OcrBox[]; cut: number; paper: number };
/** Rows of the missed-ink strip: where each sits in the strip, and the shift back to the page (y + dy). */
export type MissedRows = { rows: Array<{ top: number; bottom: number; dy: number }> };
export declare function missedInkStrip(file: string, words: Array<[number, number, number, number]>, cut: number, paper: number, out: string): MissedRows | null;
export declare function deskew(pgm: Buffer, skew: number, paper: number): { pgm: Buffer; origin: { x: number; y: number } };
export declare function inspectPage(pgm: Buffer): { ink: boolean; skew: number | null; cut: number; paper: number; slip: boolean };
export declare const hasInk: (pgm: Buffer) => boolean;
export declare function removeRules(pgm: Buffer, skew: number, cut: number, paper: number, dpi: number): Buffer | null;
export declare function parsePgm(buf: Buffer): { width: number; height: number; maxval: number; data: Buffer };
export declare function removeLeaders(pgm: Buffer, cut: number, paper: number, dpi: number, minPitch?: number): { pgm: Buffer; dots: number } | null;
export declare function findBoxes(pgm: Buffer, cut: number, paper: number, dpi: number): { pgm: Buffer; boxes: OcrBox[] } | null;
export declare function stretchContrast(pgm: Buffer, cut: number, paper: number): { pgm: Buffer; cut: number; paper: number } | null;
export declare function wordStrip(file: string, boxes: Array<[number, number, number, number]>, paper: number, out: string, scale: number): { rows: Array<{ top: number; bottom: number }> } | null;
