import { readJsonObject } from "@/lib/api/body";
import { orgKeyRoute } from "@/lib/api/handler";
import { okResponse } from "@/lib/api/respond";
import { createTemplate } from "@/lib/html2pdf/create-template";
import { RENDER_BODY_LIMIT } from "@/lib/html2pdf/limits";
import { listTemplates } from "@/lib/html2pdf/list-templates";
import { rejectUnknownFields } from "@/lib/html2pdf/template-input";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = orgKeyRoute({ product: "html2pdf", operation: "template_list" }, async ({ requestId, org }) => {
  const templates = await listTemplates(org.organisationId);
  return okResponse(requestId, { templates }, { count: templates.length });
});

export const POST = orgKeyRoute({ product: "html2pdf", operation: "template_create" }, async ({ req, requestId, org }) => {
  const body = await readJsonObject(req, RENDER_BODY_LIMIT);
  rejectUnknownFields(body, ["name", "html"]);
  const template = await createTemplate(org.organisationId, { name: body.name, html: body.html });
  return okResponse(requestId, template, {}, { status: 201, headers: { location: `/v1/html2pdf/templates/${template.id}` } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
