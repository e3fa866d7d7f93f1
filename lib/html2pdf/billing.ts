// Render billing: one unit per started block of 20 pages, one credit per unit (spec, Limits).
export const PAGES_PER_UNIT = 20;
export const CREDITS_PER_UNIT = 1;

export function billedUnits(pages: number): number {
  return Math.max(1, Math.ceil(pages / PAGES_PER_UNIT));
}
