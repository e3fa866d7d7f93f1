// The portal template editor's live preview: a free render of unsaved HTML with sample data (never billed,
// never recorded as usage), so it is limited per user instead: at most PORTAL_PREVIEW_LIMIT_PER_MINUTE
// previews per signed-in user per minute, counted in the database so every instance agrees
// (lib/api/rate-limit.ts, hitWindow; docs/design/abuse-limits.md). Beyond it 429 `rate_limited` with
// Retry-After. The editor asks for a preview 500 ms after typing stops, so a person typing never comes near
// the default; a script looping on it gets a render a second.
import { parseJson, readBodyBytes } from "@/lib/api/body";
import { DomainError } from "@/lib/errors";
import { describeWait, hitWindow, rateLimited } from "@/lib/api/rate-limit";
import { numberEnv } from "@/lib/env";
import { RENDER_BODY_LIMIT } from "./limits";
import { parseRenderOptions } from "./options";
import { previewHtml } from "./preview-html";
import { parseDataField } from "./render-request";
import type { RenderedDocument } from "./render-document";
import { rejectUnknownFields } from "./template-input";

/** Previews per user per minute (0: unlimited). */
export const portalPreviewLimitPerMinute = () => Math.floor(numberEnv("PORTAL_PREVIEW_LIMIT_PER_MINUTE", 60, 0));

const WINDOW_MS = 60_000;

/** Counts one preview of `userId`; throws 429 `rate_limited` (Retry-After) beyond the budget. */
export async function takePortalPreview(userId: string): Promise<void> {
  const limit = portalPreviewLimitPerMinute();
  if (limit <= 0) return;
  const verdict = await hitWindow(`preview:user:${userId}`, limit, WINDOW_MS);
  if (!verdict.allowed) {
    throw rateLimited(
      verdict.retryAfterSeconds,
      `Preview limit reached: ${limit} previews per minute per user. The next one is possible in ${describeWait(verdict.retryAfterSeconds)}.`,
    );
  }
}

/** The body the editor sends: `{html, data?, options?}`. */
export async function readPortalPreview(req: Request): Promise<{ html: string; data?: Record<string, unknown>; options: ReturnType<typeof parseRenderOptions> }> {
  const parsed = parseJson(await readBodyBytes(req, RENDER_BODY_LIMIT));
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new DomainError("invalid_json", "The request body must be a JSON object.");
  const body = parsed as Record<string, unknown>;
  rejectUnknownFields(body, ["html", "data", "options"]);
  if (typeof body.html !== "string") throw new DomainError("invalid_request", "html must be a string.", { field: "html" });
  const options = body.options === undefined || body.options === null ? {} : body.options;
  if (typeof options !== "object" || Array.isArray(options)) throw new DomainError("invalid_request", "options must be an object.", { option: "options" });
  return { html: body.html, data: parseDataField(body.data), options: { ...parseRenderOptions(options), output: undefined } };
}

/** One preview for a signed-in user of an organisation: the limit first, then the render. */
export async function portalPreview(user: { id: string }, organisationId: string, req: Request): Promise<RenderedDocument> {
  await takePortalPreview(user.id);
  const input = await readPortalPreview(req);
  return previewHtml(organisationId, input);
}
