import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { metricsText } from "@/lib/server/metrics";
import { assertMetricsAccess } from "@/lib/server/metrics-access";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// Prometheus text exposition (docs in README, "Metrics").
export const GET = apiRoute(async ({ req }) => {
  assertMetricsAccess(req);
  const { contentType, body } = await metricsText();
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
