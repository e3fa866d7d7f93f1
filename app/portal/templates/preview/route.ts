// POST /portal/templates/preview: the template editor's live preview (components/html2pdf/template-editor.tsx),
// with the portal session instead of a key. Free, and limited per user (lib/html2pdf/portal-preview.ts):
// beyond the budget 429 `rate_limited` with Retry-After, in the spec's error envelope like every error here.
// Answers the PDF's bytes, with its page count in x-pages.
import { DomainError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getPortalContext } from "@/lib/auth/session";
import { portalPreview } from "@/lib/html2pdf/portal-preview";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = apiRoute(async ({ req, requestId }) => {
  const ctx = await getPortalContext();
  if (!ctx) throw new DomainError("unauthorized", "Sign in to the portal to preview templates.");
  const doc = await portalPreview(ctx.user, ctx.organisation.id, req);
  return new Response(new Uint8Array(doc.pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(doc.pdf.length),
      "cache-control": "no-store",
      "x-pages": String(doc.pages),
      "x-duration-ms": String(doc.durationMs),
      "x-request-id": requestId,
    },
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
