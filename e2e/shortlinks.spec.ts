// Short links through the real production server: the seeded branded domain go.e2e-brand.test reaches the
// redirect only through its Host header (proxy.ts), the app's own host is left alone, clicks are counted.
import { expect, test } from "playwright/test";
import { seed } from "./fixtures";
import { signIn } from "./login";

type ShortlinkSeed = { domain: string; api_key: string };
const brand = () => seed().shortlink as ShortlinkSeed;

test("shorten, then redirect on the branded domain's Host, with exact click counts in the portal", async ({ request, page }) => {
  const { domain, api_key } = brand();
  const subscriber = `e2e-${Date.now()}`;
  const made = await request.post("/v1/shorten", {
    headers: { domain, api_key, long_url: "https://example.com/welcome?from=mail", subscriber_key: subscriber, utm_campaign: "e2e", mc_job: "1" },
  });
  expect(made.status()).toBe(200);
  expect(made.headers()["content-type"]).toContain("text/plain");
  const shortUrl = await made.text();
  expect(shortUrl).toMatch(/^https:\/\/go\.e2e-brand\.test\/[0-9A-Za-z]{7}$/);
  const code = new URL(shortUrl).pathname.slice(1);

  const clicks = 12;
  for (let i = 0; i < clicks; i++) {
    const res = await request.get(`/${code}`, {
      headers: { host: "go.e2e-brand.test", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36", referer: "https://mail.example.com/" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("https://example.com/welcome?from=mail&utm_campaign=e2e");
  }

  // Unknown code on the short domain: the friendly page.
  const unknown = await request.get("/zzzzzz0", { headers: { host: "GO.e2e-brand.test:3100" }, maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("This link doesn’t lead anywhere");

  // The same path on the app's own host is not a short link: it passes through to the app.
  const appHost = await request.get(`/${code}`, { maxRedirects: 0 });
  expect(appHost.status()).not.toBe(302);
  expect(await appHost.text()).not.toContain("This link doesn’t lead anywhere");

  // The portal lists the domain and the link with its exact count (clicks are flushed within ~1 s).
  await signIn(page);
  await expect(async () => {
    await page.goto(`/portal/shortlinks?q=${encodeURIComponent(subscriber)}`);
    const row = page.getByRole("row").filter({ hasText: subscriber }).filter({ hasText: code });
    await expect(row).toBeVisible({ timeout: 1000 });
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(clicks), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("cell", { name: "go.e2e-brand.test", exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /Clicks per day/ })).toBeVisible();
});

test("fifty identical shorten calls racing through the server get one link", async ({ request }) => {
  const { domain, api_key } = brand();
  const headers = { domain, api_key, long_url: "https://example.com/race", subscriber_key: `race-${Date.now()}` };
  const responses = await Promise.all(Array.from({ length: 50 }, () => request.post("/v1/shorten", { headers })));
  expect(responses.map((r) => r.status())).toEqual(Array(50).fill(200));
  const bodies = await Promise.all(responses.map((r) => r.text()));
  expect(new Set(bodies).size).toBe(1);
});

test("the error table: 400, 401 and the JSON envelope", async ({ request }) => {
  const { domain, api_key } = brand();
  const missing = await request.post("/v1/shorten", { headers: { domain, api_key, subscriber_key: "s" } });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ ok: false, error: "invalid_request" });
  const badKey = await request.post("/v1/shorten", { headers: { domain, api_key: "slk_nope", long_url: "https://example.com/", subscriber_key: "s" } });
  expect(badKey.status()).toBe(401);
  const body = await badKey.json();
  expect(body).toMatchObject({ ok: false, error: "unauthorized" });
  expect(body.request_id).toBe(badKey.headers()["x-request-id"]);
});
