import { apiRoute } from "@/lib/api/handler";
import { jsonResponse } from "@/lib/api/respond";
import { openApiDocument } from "@/lib/openapi-document";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiRoute(async ({ requestId }) =>
  jsonResponse(openApiDocument(), { requestId, headers: { "cache-control": "public, max-age=300" } }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
