// GET /metrics: Prometheus text with the server's request metrics and what each product counts, behind an
// optional bearer token.
import { afterEach, describe, expect, it } from "vitest";
import { GET as metrics } from "@/app/metrics/route";
import { observeRequest } from "@/lib/server/http-metrics.mjs";
import { call, createTestOrg } from "../helpers";
import { fixturePdf, postPdf } from "../pdf2json/helpers";

/** One sample's value, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(series + " "));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe("GET /metrics", () => {
  it("reports requests by route and status, the products' pools and queues, pdf2json time by engine and method, and credits charged", async () => {
    const org = await createTestOrg({ credits: 1000 });
    observeRequest({ method: "POST", route: "/v1/pdf2json", status: 200, duration_ms: 42 });
    const before = await (await call(metrics, "/metrics")).text();
    const res = await postPdf(org.apiKey, (await fixturePdf("vehicle_tax_invoice")).pdf);
    expect(res.status).toBe(200);

    const page = await call(metrics, "/metrics");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/plain");
    const text = await page.text();
    expect(sample(text, 'http_requests_total{method="POST",route="/v1/pdf2json",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="/v1/pdf2json",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    for (const series of ['platform_renderer{field="queued"}', 'platform_pdf2json_readers{field="busy"}', 'platform_ocr{field="waiting"}', 'platform_vector_events{field="buffered"}', 'platform_billing_writer{field="pending_usage"}'])
      expect(sample(text, series), series).toBeTypeOf("number");
    const extracted = 'platform_pdf2json_duration_seconds_count{engine="standard",method="text"}';
    expect(sample(text, extracted)).toBe((sample(before, extracted) ?? 0) + 1);
    const charged = 'platform_credits_charged_total{product="pdf2json"}';
    expect(sample(text, charged)).toBe((sample(before, charged) ?? 0) + 10);
    expect(text).toContain("process_resident_memory_bytes"); // the process's own
  });

  it("answers 401 in the error envelope without the METRICS_TOKEN bearer, and the text with it", async () => {
    process.env.METRICS_TOKEN = "scrape-secret";
    const refused = await call(metrics, "/metrics");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ ok: false, error: "unauthorized" });
    expect((await call(metrics, "/metrics", { headers: { authorization: "Bearer wrong-secret" } })).status).toBe(401);
    const ok = await call(metrics, "/metrics", { headers: { authorization: "Bearer scrape-secret" } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("platform_renderer");
  });
});
