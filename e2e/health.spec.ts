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
