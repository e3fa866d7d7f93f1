// GET {archive_url}/files/signed/{token}: bp_signed_url, the same PDF without a bearer token until expiry.
import { archiveRoute, getEmailPdf, pdfResponse, verifyFileToken } from "@/lib/archive";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = archiveRoute<{ token: string }>(async ({ params }) => pdfResponse(await getEmailPdf({ id: verifyFileToken(params.token) })));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
