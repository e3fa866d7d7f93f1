// Opens an archived PDF from the portal, with the signed-in session instead of a bearer token.
import { getPortalContext } from "@/lib/auth/session";
import { getEmailPdf, pdfResponse } from "@/lib/archive";
import { isDomainError } from "@/lib/errors";
import { httpHeaders, httpStatus } from "@/lib/api/errors";
import { asUnavailable } from "@/lib/archive/unavailable";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const ctx = await getPortalContext();
  if (!ctx) return new Response("Sign in to open archived emails.", { status: 401, headers: { "content-type": "text/plain; charset=utf-8" } });
  const { id } = await params;
  try {
    return pdfResponse(await getEmailPdf({ id, organisationId: ctx.organisation.id }));
  } catch (error) {
    const mapped = asUnavailable(error);
    if (isDomainError(mapped)) return new Response(mapped.message, { status: httpStatus(mapped), headers: { "content-type": "text/plain; charset=utf-8", ...httpHeaders(mapped) } });
    throw error;
  }
}
