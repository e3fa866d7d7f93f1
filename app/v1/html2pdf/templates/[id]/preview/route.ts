import { parseJson, readBodyBytes } from "@/lib/api/body";
import { DomainError } from "@/lib/errors";
import { elapsedMs, orgKeyRoute } from "@/lib/api/handler";
import { RENDER_BODY_LIMIT } from "@/lib/html2pdf/limits";
import { previewTemplate } from "@/lib/html2pdf/preview-template";
import { parseDataField, parseTemplateVersion, withQueryOptions } from "@/lib/html2pdf/render-request";
import { pdfReply } from "@/lib/html2pdf/reply";
import { rejectUnknownFields } from "@/lib/html2pdf/template-input";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = orgKeyRoute<{ id: string }>({ product: "html2pdf", operation: "preview" }, async ({ req, requestId, startedAt, org, params }) => {
  const bytes = await readBodyBytes(req, RENDER_BODY_LIMIT);
  // An empty body is a preview of the latest version with no data.
  const parsed = bytes.toString("utf8").trim() ? parseJson(bytes) : {};
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new DomainError("invalid_json", "The request body must be a JSON object.");
  const body = parsed as Record<string, unknown>;
  rejectUnknownFields(body, ["data", "options", "template_version"]);
  const options = withQueryOptions(req, body.options);
  const doc = await previewTemplate(
    org.organisationId,
    params.id,
    { templateVersion: parseTemplateVersion(body.template_version), data: parseDataField(body.data), options },
    { requestId, durationMs: () => elapsedMs(startedAt) },
  );
  return pdfReply({
    ...doc,
    requestId,
    durationMs: elapsedMs(startedAt),
    billedUnits: 0,
    credits: 0,
    output: options.output ?? "base64",
    extraMeta: { template_version: doc.templateVersion, preview: true },
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
