// The render options of the spec's table, validated once here and used both by the routes and for
// OpenAPI. Unknown options are refused (a typo such as "landscpe" would otherwise be silently ignored).
import { z } from "zod";
import { invalidRequest } from "@/lib/errors";

const CSS_LENGTH = /^(0|\d+(\.\d+)?(px|in|cm|mm))$/;
const cssLength = z
  .string()
  .trim()
  .regex(CSS_LENGTH, { message: 'must be a CSS length with a unit of px, in, cm or mm, such as "14mm" or "0.5in"' });

const paperLength = cssLength.refine((s) => Number.parseFloat(s) > 0, { message: "must be greater than 0" });

export const PAPER_SIZES = ["A4", "A3", "A5", "Letter", "Legal", "Tabloid"] as const;

const sizeName = z
  .string()
  .transform((s, ctx) => {
    const found = PAPER_SIZES.find((p) => p.toLowerCase() === s.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: `must be one of ${PAPER_SIZES.join(", ")} or {width, height}` });
      return z.NEVER;
    }
    return found;
  });

export const renderOptionsSchema = z
  .strictObject({
    size: z.union([sizeName, z.strictObject({ width: paperLength, height: paperLength })]).optional()
      .describe("A4 (default), A3, A5, Letter, Legal, Tabloid, or {width, height} as CSS lengths."),
    landscape: z.boolean().optional().describe("Default false."),
    printBackground: z.boolean().optional().describe("Default true."),
    margin: z
      .union([cssLength, z.strictObject({ top: cssLength.optional(), right: cssLength.optional(), bottom: cssLength.optional(), left: cssLength.optional() })])
      .optional()
      .describe("A CSS length for all sides, or {top, right, bottom, left}. Default 14mm / 14mm / 16mm / 14mm; sides left out keep their default."),
    header: z.string().max(64 * 1024).optional().describe("HTML repeated at the top of every page; {{page}} and {{pages}} become page numbers."),
    footer: z.string().max(64 * 1024).optional().describe("HTML repeated at the bottom of every page; {{page}} and {{pages}} become page numbers."),
    scale: z.number().min(0.1).max(2).optional().describe("0.1 to 2. Default 1."),
    filename: z
      .string()
      .min(1)
      .max(200)
      .refine((s) => !/[\u0000-\u001f\u007f/\\]/.test(s), { message: "must not contain slashes or control characters" })
      .optional()
      .describe("Name used in the download filename header. Also accepted as query parameter filename."),
    output: z.enum(["pdf", "base64"]).optional().describe("Omit (or pdf) for PDF bytes; base64 for a JSON envelope. Also accepted as query parameter output."),
  })
  .meta({ id: "RenderOptions" });

export type RenderOptionsInput = z.input<typeof renderOptionsSchema>;
export type RenderOptions = z.output<typeof renderOptionsSchema>;

export const DEFAULT_MARGIN = { top: "14mm", right: "14mm", bottom: "16mm", left: "14mm" } as const;

/** Paper sizes in inches (portrait), as Chromium's print dialog has them. */
export const PAPER_INCHES: Record<(typeof PAPER_SIZES)[number], { width: number; height: number }> = {
  A3: { width: 11.7, height: 16.54 },
  A4: { width: 8.27, height: 11.7 },
  A5: { width: 5.83, height: 8.27 },
  Letter: { width: 8.5, height: 11 },
  Legal: { width: 8.5, height: 14 },
  Tabloid: { width: 11, height: 17 },
};

const INCHES_PER_UNIT: Record<string, number> = { px: 1 / 96, in: 1, cm: 1 / 2.54, mm: 1 / 25.4 };

/** A validated CSS length ("0" or a number with px, in, cm or mm) in inches. */
export function cssLengthToInches(length: string): number {
  const m = /^(\d+(?:\.\d+)?)(px|in|cm|mm)?$/.exec(length.trim());
  if (!m) throw invalidRequest(`Not a CSS length: ${length}`);
  return Number(m[1]) * (m[2] ? INCHES_PER_UNIT[m[2]] : 0);
}

/**
 * Paper size bounds. Below half an inch Chromium fails to print (a 500 before this check); far above a
 * couple of hundred inches it prints pages no viewer opens (PDF's own user-space limit is 200 in).
 */
export const PAPER_MIN_INCHES = 0.5;
export const PAPER_MAX_INCHES = 200;

const fmtIn = (n: number) => `${Number(n.toFixed(3))}in`;

/** The page as printed: width and height in inches, landscape applied. */
export function pageInches(options: RenderOptions): { width: number; height: number } {
  const size = options.size ?? "A4";
  const paper = typeof size === "string" ? PAPER_INCHES[size] : { width: cssLengthToInches(size.width), height: cssLengthToInches(size.height) };
  return options.landscape ? { width: paper.height, height: paper.width } : paper;
}

/**
 * Size within [0.5in, 200in]; margins leaving a printable area (opposite margins together less than the
 * page in that direction: Chromium cannot print into an empty area). A 400 naming the option.
 */
function checkPageGeometry(options: RenderOptions, where: string): void {
  if (options.size !== undefined && typeof options.size !== "string") {
    for (const side of ["width", "height"] as const) {
      const inches = cssLengthToInches(options.size[side]);
      if (inches < PAPER_MIN_INCHES || inches > PAPER_MAX_INCHES) {
        throw invalidRequest(`Invalid option ${where}.size.${side}: must be between ${PAPER_MIN_INCHES}in (12.7mm) and ${PAPER_MAX_INCHES}in (5080mm); got ${options.size[side]}.`, {
          option: `${where}.size.${side}`,
        });
      }
    }
  }
  const page = pageInches(options);
  const margin = resolvedMargin(options);
  const explicit = (side: keyof MarginBox) => (typeof options.margin === "object" ? options.margin[side] !== undefined : options.margin !== undefined);
  for (const [a, b, dimension] of [["top", "bottom", "height"], ["left", "right", "width"]] as const) {
    const across = page[dimension];
    const sum = cssLengthToInches(margin[a]) + cssLengthToInches(margin[b]);
    if (sum >= across) {
      // Name the side the caller set (the larger one when both or neither were set).
      const side = explicit(a) !== explicit(b) ? (explicit(a) ? a : b) : cssLengthToInches(margin[a]) >= cssLengthToInches(margin[b]) ? a : b;
      throw invalidRequest(
        `Invalid option ${where}.margin.${side}: the ${a} and ${b} margins (${margin[a]} and ${margin[b]}${explicit(a) && explicit(b) ? "" : ", defaults included"}) must together be less than the page ${dimension} (${fmtIn(across)}).`,
        { option: `${where}.margin.${side}` },
      );
    }
  }
}

/** Validates options; a 400 names the first bad option and says what is allowed. */
export function parseRenderOptions(value: unknown, where = "options"): RenderOptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw invalidRequest(`${where} must be an object.`, { option: where });
  const parsed = renderOptionsSchema.safeParse(value);
  if (parsed.success) {
    checkPageGeometry(parsed.data, where);
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0];
    const path = [...issue.path, key].join(".");
    const known = issue.path.length ? "" : ` Known options: ${Object.keys(renderOptionsSchema.shape).join(", ")}.`;
    throw invalidRequest(`Unknown option ${where}.${path}.${known}`, { option: `${where}.${path}` });
  }
  const path = issue.path.join(".");
  let message = issue.message;
  if (issue.code === "invalid_type") message = `must be a ${issue.expected}`;
  if (issue.code === "too_small" || issue.code === "too_big") {
    if (issue.path[0] === "scale") message = "must be between 0.1 and 2";
  }
  if (issue.code === "invalid_union") message = issue.path[0] === "margin"
    ? 'must be a CSS length such as "14mm" or an object {top, right, bottom, left} of CSS lengths'
    : `must be one of ${PAPER_SIZES.join(", ")} or {width, height} as CSS lengths`;
  if (issue.code === "invalid_value" && issue.path[0] === "output") message = 'must be "base64" or left out (PDF bytes)';
  throw invalidRequest(`Invalid option ${where}.${path}: ${message}.`, { option: `${where}.${path}` });
}

export type MarginBox = { top: string; right: string; bottom: string; left: string };

export function resolvedMargin(options: RenderOptions): MarginBox {
  const m = options.margin;
  if (m === undefined) return { ...DEFAULT_MARGIN };
  if (typeof m === "string") return { top: m, right: m, bottom: m, left: m };
  return { ...DEFAULT_MARGIN, ...Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined)) };
}
