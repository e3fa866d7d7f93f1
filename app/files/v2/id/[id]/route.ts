// GET {archive_url}/files/v2/id/{id} with the bearer token: the archived PDF.
import { bearerRoute, getEmailPdf, pdfResponse } from "@/lib/archive";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = bearerRoute<{ id: string }>("download", async ({ principal, params }) =>
  pdfResponse(await getEmailPdf({ id: params.id, organisationId: principal.organisationId })),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
