// The platform's Prometheus metrics, served at GET /metrics (app/metrics/route.ts) followed by the production
// server's per-request ones (http-metrics.mjs, handed over through the server hooks). What each product already counts for
// /v1/health is read when scraped (gauges and counters with collect()), so serving metrics adds no work to
// a request; pdf2json's duration by engine and classification method and the credits charged are observed
// where they happen. Names follow Prometheus conventions, prefixed `platform_`.
import client from "prom-client";
import { serverHooks } from "@/lib/api/server-hooks";
import { requestMetricsText } from "./http-metrics.mjs";

/** A metric registered once per process, whichever module copy asks first (route bundles load their own). */
function singleMetric<T>(name: string, make: () => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? make();
}

// the process's CPU, memory, event-loop lag and garbage collection
if (!client.register.getSingleMetric("process_cpu_user_seconds_total")) client.collectDefaultMetrics();

type Stats = Record<string, number | string | boolean | undefined | null>;

/** A gauge family read from a stats object when scraped: one series per listed field. */
function statsGauge(name: string, help: string, read: () => Stats | Promise<Stats>, fields: string[]) {
  singleMetric(name, () => {
    const gauge = new client.Gauge({
      name,
      help,
      labelNames: ["field"],
      async collect() {
        const s = await read();
        for (const f of fields) if (typeof s[f] === "number") gauge.set({ field: f }, s[f] as number);
      },
    });
    return gauge;
  });
}

statsGauge(
  "platform_renderer",
  "html2pdf's Chromium pool: renders running and waiting, warm pages, and totals since start (renders, failures, refused busy, browser launches).",
  async () => (await import("@/lib/html2pdf")).rendererStats(),
  ["active", "queued", "warm_pages", "spare_pages", "tenants_active", "renders", "failures", "rejected_busy", "recycled", "browser_launches"],
);
statsGauge(
  "platform_pdf2json_readers",
  "pdf2json's document readers: busy and queued, and totals since start (reads, too slow, out of memory).",
  async () => (await import("@/lib/pdf2json")).readPoolStats(),
  ["workers", "busy", "queued", "organisations_active", "reads", "too_slow", "out_of_memory"],
);
statsGauge(
  "platform_ocr",
  "pdf2json's OCR subprocesses: running and waiting, and totals since start (pages, blank pages, timed out, out of memory, failed).",
  async () => (await import("@/lib/pdf2json")).ocrStats(),
  ["running", "waiting", "pages", "blank_pages", "timed_out", "out_of_memory", "failed"],
);
statsGauge(
  "platform_vector_events",
  "VECTOR intake: events buffered for the next batch, and totals since start (stored, dropped over quota).",
  async () => (await import("@/lib/vector")).bufferStats(),
  ["buffered", "stored", "dropped"],
);
singleMetric("platform_batch_writer", () => {
  const gauge = new client.Gauge({
    name: "platform_batch_writer",
    help: "The batch writers of the hot paths (vector_events, shortlink_clicks): items waiting, the age of the oldest in ms (the write lag), failed writes in a row, and totals since start (written, dropped when full, failed writes).",
    labelNames: ["writer", "field"],
    async collect() {
      const { batchWriters } = await import("@/lib/concurrency/batch-writer");
      for (const [writer, w] of batchWriters()) for (const [field, value] of Object.entries(w.stats())) gauge.set({ writer, field }, value);
    },
  });
  return gauge;
});
statsGauge(
  "platform_billing_writer",
  "Credit holds and the usage batch writer: holds, credits in flight, usage waiting to be written, and totals since start (flushes, flush failures, usage written).",
  async () => (await import("@/lib/billing/reservations")).reservationStats() as unknown as Stats,
  ["holds", "held_unused", "in_flight", "pending_usage", "flushes", "flush_failures", "usage_written", "holds_lost"],
);

const pdf2jsonDuration = singleMetric(
  "platform_pdf2json_duration_seconds",
  () =>
    new client.Histogram({
      name: "platform_pdf2json_duration_seconds",
      help: "Extraction time of a successful pdf2json call, by engine and classification method.",
      labelNames: ["engine", "method"],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    }),
);
const creditsCharged = singleMetric(
  "platform_credits_charged_total",
  () => new client.Counter({ name: "platform_credits_charged_total", help: "Credits charged for successful calls, by product.", labelNames: ["product"] }),
);

export function observePdf2json(engine: string, method: string, seconds: number): void {
  pdf2jsonDuration.observe({ engine, method }, seconds);
}

export function countCredits(product: string, credits: number): void {
  if (credits > 0) creditsCharged.inc({ product }, credits);
}

/** The text exposition: the app's registry, then the server's request metrics (this process's own without it). */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const requests = await (serverHooks()?.requestMetricsText ?? requestMetricsText)();
  return { contentType: client.register.contentType, body: `${await client.register.metrics()}\n${requests}` };
}
