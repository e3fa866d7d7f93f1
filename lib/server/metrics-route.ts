// GET /metrics, Prometheus text exposition (README, "Metrics"): the Next route (app/metrics/route.ts) and the
// standalone hot-route servers (standalone.ts) serve this one handler.
import { apiRoute } from "@/lib/api/handler";
import { metricsText } from "./metrics";
import { assertMetricsAccess } from "./metrics-access";

export const metricsRoute = apiRoute(async ({ req }) => {
  assertMetricsAccess(req);
  const { contentType, body } = await metricsText();
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
});
