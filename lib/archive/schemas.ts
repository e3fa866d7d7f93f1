// Request and response shapes, used both to validate and to publish OpenAPI (lib/archive/openapi.ts).
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_MC_ATTRIBUTES, MAX_MC_VALUE_LENGTH, MAX_PAGE_NUM, MAX_PAGE_SIZE } from "./config";

// PostgreSQL text and JSONB cannot hold NUL characters: refuse them up front as bad input.
const noNul = (s: string) => !s.includes("\u0000");
const NUL_MESSAGE = "must not contain NUL (\\u0000) characters";
const text = () => z.string().refine(noNul, NUL_MESSAGE);

export const authBody = z.object({
  client_id: text().min(1).max(200).describe("Issued at onboarding."),
  client_secret: text().min(1).max(500).describe("Issued at onboarding; shown once."),
});

export const authResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().describe("Seconds: 3600."),
  request_id: z.string(),
});

export const mcValue = z.union([text().max(MAX_MC_VALUE_LENGTH), z.number(), z.boolean(), z.null()]);

const MC_KEY = /^mc_[A-Za-z0-9_]{1,97}$/;

export const ingestBody = z
  .object({
    message_id: text().trim().min(1).max(255).describe("The sending platform's id of this send; the same id twice gives one archive entry."),
    subscriber_key: text().min(1).max(254).describe("The marketing platform subscriber key."),
    date_sent: z.iso
      .datetime({ offset: true })
      .refine((v) => new Date(v).getUTCFullYear() >= 1970, "must be 1970 or later")
      .describe("ISO 8601 with Z or an offset, e.g. 2026-11-22T09:30:00Z."),
    html: text().min(1, "html is empty").describe("The email exactly as sent."),
  })
  .catchall(mcValue)
  .superRefine((body, ctx) => {
    const extra = Object.keys(body).filter((k) => !["message_id", "subscriber_key", "date_sent", "html"].includes(k));
    for (const key of extra) {
      if (!MC_KEY.test(key)) ctx.addIssue({ code: "custom", path: [key], message: `Unknown field ${key}: send attributes as mc_<name> (letters, digits, underscores).` });
    }
    if (extra.length > MAX_MC_ATTRIBUTES) ctx.addIssue({ code: "custom", path: [], message: `At most ${MAX_MC_ATTRIBUTES} mc_* attributes.` });
  })
  .describe("Any number of mc_* attributes (string up to 4096 characters, number, boolean or null) ride along and are listed as sent.");

export type IngestBody = z.infer<typeof ingestBody>;

export const ingestResponse = z.object({
  bp_file_key: z.string(),
  message_id: z.string(),
  status: z.enum(["pending", "rendering", "ready", "failed"]),
  duplicate: z.boolean().describe("true when this message_id was already archived; nothing new was stored."),
  request_id: z.string(),
});

const intParam = (name: string, fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (!/^\d{1,15}$/.test(v)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < 1 || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return n;
    });

export const subscriberKeyParam = text().min(1).max(254);

export const listQuery = z.object({
  page_num: intParam("page_num", 1, MAX_PAGE_NUM).describe(`1-based page number. Default 1, at most ${MAX_PAGE_NUM}.`),
  page_size: intParam("page_size", DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).describe(`Items per page. Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`),
});

export const archivedItem = z
  .object({
    bp_file_key: z.string().describe("The file id: GET /files/v2/id/{bp_file_key}."),
    bp_date_sent: z.string().describe("ISO 8601 UTC, e.g. 2026-11-22T09:30:00.000Z."),
    bp_signed_url: z.string().describe("Downloads the PDF without a token until it expires (15 minutes)."),
  })
  .catchall(mcValue);

export const listResponse = z.object({
  items: z.array(archivedItem),
  next: z.string().nullable().describe("Absolute URL of the next (older) page, or null on the last page."),
  prev: z.string().nullable().describe("Absolute URL of the previous (newer) page, or null on page 1."),
  page_num: z.number().int(),
  page_size: z.number().int(),
  request_id: z.string(),
});

/** zod issues → one readable sentence for the 400 message. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ");
}
