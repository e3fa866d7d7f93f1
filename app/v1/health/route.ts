import { apiRoute } from "@/lib/api/handler";
import { jsonResponse } from "@/lib/api/respond";
import { healthReport } from "@/lib/health-report";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async ({ req, requestId }) => {
  const report = await healthReport(req);
  return jsonResponse({ ...report, request_id: requestId }, { status: report.ok ? 200 : 503, requestId });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
