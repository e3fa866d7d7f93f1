import { expect, test } from "playwright/test";
import { seed } from "./fixtures";

test("health answers ok with the seeded key, through the real server", async ({ request }) => {
  const res = await request.get("/v1/health", { headers: { "x-api-key": seed().api_key } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ ok: true, key: "valid" });
  expect(res.headers()["x-request-id"]).toMatch(/^req_/);
});

test("unknown API route is a JSON 404 with request id", async ({ request }) => {
  const res = await request.post("/v1/no/such/route", { data: { a: 1 } });
  expect(res.status()).toBe(404);
  const body = await res.json();
  expect(body.error).toBe("not_found");
  expect(body.request_id).toBe(res.headers()["x-request-id"]);
});

test("a method a route does not serve is a JSON 405 with Allow, through the real server", async ({ request }) => {
  // GET on the render route: the production server's hot route takes only POST, so Next answers this one.
  const res = await request.get("/v1/html2pdf");
  expect(res.status()).toBe(405);
  expect(res.headers()["allow"]).toBe("POST");
  const body = await res.json();
  expect(body).toMatchObject({ ok: false, error: "method_not_allowed", request_id: res.headers()["x-request-id"] });
});

test("POST /v1/html2pdf renders through the production server", async ({ request }) => {
  const res = await request.post("/v1/html2pdf?filename=e2e", { headers: { "x-api-key": seed().api_key, "content-type": "text/html" }, data: "<h1>e2e</h1>" });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["x-pages"]).toBe("1");
  expect(res.headers()["content-disposition"]).toContain('filename="e2e.pdf"');
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("GET /metrics counts the server's requests by route pattern, with the products' figures", async ({ request }) => {
  const series = 'http_requests_total{method="POST",route="/v1/[...path]",status="404"}';
  const count = (text: string) => Number(text.split("\n").find((l) => l.startsWith(series + " "))?.split(" ")[1] ?? 0);
  const before = count(await (await request.get("/metrics")).text());
  expect((await request.post("/v1/no/such/route", { data: {} })).status()).toBe(404);
  await expect(async () => expect(count(await (await request.get("/metrics")).text())).toBe(before + 1)).toPass({ timeout: 5000 });
  const text = await (await request.get("/metrics")).text();
  expect(text).toContain('platform_renderer{field="queued"}');
  expect(text).toContain("process_resident_memory_bytes");
});
