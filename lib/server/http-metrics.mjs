// @ts-check
// Prometheus metrics the production server records for every request (scripts/server.mjs), in a registry
// of their own: the server hands its text to the app through the server hooks (lib/api/server-hooks.ts),
// and GET /metrics (lib/server/metrics.ts) answers it after the app's own. Explicit rather than relying on
// Next's bundle and the server sharing one prom-client module instance (in production they do not).
import client from "prom-client";

const registry = new client.Registry();

const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"],
  registers: [registry],
});
const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from the request to its last byte, by route pattern and status class.",
  labelNames: ["route", "status_class"],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** Records one finished request (the request log's line). @param {{ method?: string; route: string; status: number; duration_ms: number }} r */
export function observeRequest(r) {
  const status = String(r.status);
  httpRequests.inc({ method: r.method ?? "?", route: r.route, status });
  httpDuration.observe({ route: r.route, status_class: `${status[0]}xx` }, r.duration_ms / 1000);
}

/** The request metrics' text exposition. */
export function requestMetricsText() {
  return registry.metrics();
}
