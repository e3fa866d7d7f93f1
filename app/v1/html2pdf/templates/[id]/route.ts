import { readJsonObject } from "@/lib/api/body";
import { orgKeyRoute } from "@/lib/api/handler";
import { okResponse } from "@/lib/api/respond";
import { deleteTemplate } from "@/lib/html2pdf/delete-template";
import { getTemplate } from "@/lib/html2pdf/get-template";
import { RENDER_BODY_LIMIT } from "@/lib/html2pdf/limits";
import { parseTemplateVersion } from "@/lib/html2pdf/render-request";
import { rejectUnknownFields } from "@/lib/html2pdf/template-input";
import { updateTemplate } from "@/lib/html2pdf/update-template";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

type P = { id: string };

export const GET = orgKeyRoute<P>({ product: "html2pdf", operation: "template_get" }, async ({ req, requestId, org, params }) => {
  const raw = new URL(req.url).searchParams.get("version");
  const version = raw === null ? undefined : parseTemplateVersion(raw);
  return okResponse(requestId, await getTemplate(org.organisationId, params.id, version));
});

export const PUT = orgKeyRoute<P>({ product: "html2pdf", operation: "template_update" }, async ({ req, requestId, org, params }) => {
  const body = await readJsonObject(req, RENDER_BODY_LIMIT);
  rejectUnknownFields(body, ["name", "html"]);
  return okResponse(requestId, await updateTemplate(org.organisationId, params.id, { name: body.name, html: body.html }));
});

export const DELETE = orgKeyRoute<P>({ product: "html2pdf", operation: "template_delete" }, async ({ requestId, org, params }) => {
  return okResponse(requestId, await deleteTemplate(org.organisationId, params.id));
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
