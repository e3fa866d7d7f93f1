// The two HTTP operations, shared by /v1/pdf2json and the {pdf_url} alias /pdf2json.
import { apiRoute, elapsedMs, orgKeyRoute } from "@/lib/api/handler";
import { okResponse } from "@/lib/api/respond";
import { extractBilled } from "./extract-billed";
import { readExtractRequest } from "./intake";
import { listProfiles } from "./profiles";
import { observePdf2json } from "@/lib/server/metrics";

export const extractRoute = orgKeyRoute({ product: "pdf2json", operation: "extract" }, async ({ req, requestId, startedAt, org }) => {
  const input = await readExtractRequest(req);
  const result = await extractBilled(org.organisationId, input, { requestId, durationMs: () => elapsedMs(startedAt) });
  const durationMs = elapsedMs(startedAt);
  observePdf2json(input.engine ?? "standard", result.meta.classification?.method ?? "caller_schema", durationMs / 1000);
  return okResponse(requestId, result.data, { duration_ms: durationMs, ...result.meta }, {
    headers: { "x-pages": String(result.meta.pages), "x-billed-units": String(result.meta.billed_units), "x-credits": String(result.meta.credits) },
  });
});

export const profilesRoute = apiRoute(async ({ req, requestId }) => {
  const q = new URL(req.url).searchParams.get("schema");
  const withSchema = q !== null && q !== "0" && q !== "false";
  return okResponse(requestId, { profiles: listProfiles(withSchema) }, {}, { headers: { "cache-control": "public, max-age=300" } });
});
