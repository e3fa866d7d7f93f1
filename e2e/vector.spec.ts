// The tracker in real Chromium: a page on another origin (served here on 127.0.0.1) carries the spec's
// install snippet pointing at the app's /v.js, and the events are read back from what the app stored.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "playwright/test";
import { seed } from "./fixtures";
import { signIn } from "./login";

// Headless Chromium announces itself as "HeadlessChrome", which the bot filter rightly drops; the test
// browser presents an ordinary desktop Chrome user agent instead.
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: http.Server;
let siteUrl: string;

test.beforeAll(async ({ baseURL }) => {
  const key = seed().vector_site_key as string;
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>
<h1>${title}</h1>
<script>
  window.ServiceVector = { k: ${JSON.stringify(key)}, q: [] };
  ServiceVector.track = function (e) { ServiceVector.q.push(["track", e]); };
  ServiceVector.identify = function (e) { ServiceVector.q.push(["identify", e]); };
  ServiceVector.track("queued_before_load");
</script>
<script async src="${baseURL}/v.js"></script>
</body></html>`;
  server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(page(req.url?.startsWith("/second") ? "Second page" : "Shop home"));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

type Ev = { vid: string; e: string; u: string; t: string; r: string; em: string | null; ts: string; lang: string; tz: string; sw: number; sh: number };

test("pageview, SPA navigation, track, identify and later events carrying em arrive with every field", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: CHROME_UA, baseURL, viewport: { width: 1280, height: 800 }, locale: "en-AU", timezoneId: "Australia/Sydney" });
  const page = await context.newPage();
  await signIn(page);
  const siteId = seed().vector_site_id as string;
  const events = async (): Promise<Ev[]> => {
    const res = await page.request.get(`/portal/vector/events?site=${siteId}&limit=50`);
    expect(res.ok()).toBe(true);
    return ((await res.json()).data.events as Ev[]).reverse();
  };
  const waitFor = async (n: number) => {
    await expect.poll(async () => (await events()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
    return events();
  };

  await page.goto(`${siteUrl}/`);
  await page.waitForFunction(() => (window as any).ServiceVector?._l === 1);
  let got = await waitFor(2);
  const first = got.find((e) => e.e === "pageview")!;
  expect(first).toMatchObject({ u: `${siteUrl}/`, t: "Shop home", lang: "en-AU", tz: "Australia/Sydney", sw: 1280, sh: 800, em: null });
  expect(first.vid).toMatch(/^bpv_[a-z0-9]{16}$/);
  expect(Date.parse(first.ts)).toBeGreaterThan(Date.now() - 120_000);
  expect(got.find((e) => e.e === "queued_before_load")?.vid).toBe(first.vid);
  const vidCookie = (await context.cookies(siteUrl)).find((c) => c.name === "_bpv");
  expect(vidCookie?.value).toBe(first.vid);
  expect(await page.evaluate(() => localStorage.getItem("bpv"))).toBe(first.vid);

  // Single-page navigation: pushState and popstate each record a pageview, referrer = the previous URL.
  await page.evaluate(() => history.pushState({}, "", "/pricing?plan=pro"));
  got = await waitFor(3);
  expect(got[2]).toMatchObject({ e: "pageview", u: `${siteUrl}/pricing?plan=pro`, r: `${siteUrl}/`, vid: first.vid });
  await page.evaluate(() => history.back());
  got = await waitFor(4);
  expect(got[3]).toMatchObject({ e: "pageview", u: `${siteUrl}/`, r: `${siteUrl}/pricing?plan=pro` });

  await page.evaluate(() => (window as any).ServiceVector.track("signup"));
  got = await waitFor(5);
  expect(got[4]).toMatchObject({ e: "signup", vid: first.vid, em: null, u: `${siteUrl}/` });

  await page.evaluate(() => (window as any).ServiceVector.identify("a@b.co"));
  got = await waitFor(6);
  expect(got[5]).toMatchObject({ e: "identify", em: "a@b.co", vid: first.vid });

  await page.evaluate(() => (window as any).ServiceVector.track("added_to_cart"));
  got = await waitFor(7);
  expect(got[6]).toMatchObject({ e: "added_to_cart", em: "a@b.co" });

  // A full page load later: same visitor, still identified.
  await page.goto(`${siteUrl}/second`);
  got = await waitFor(9);
  const later = got.slice(7);
  expect(later.map((e) => e.e).sort()).toEqual(["pageview", "queued_before_load"]);
  for (const e of later) expect(e).toMatchObject({ vid: first.vid, em: "a@b.co" });
  expect(later.find((e) => e.e === "pageview")).toMatchObject({ t: "Second page", u: `${siteUrl}/second` });
  await context.close();
});

test("/v.js is small, versioned and cacheable; /collect answers CORS preflights", async ({ request }) => {
  const plain = await request.get("/v.js");
  expect(plain.status()).toBe(200);
  expect(plain.headers()["content-type"]).toContain("javascript");
  expect(plain.headers()["cache-control"]).toContain("max-age=300");
  const version = plain.headers()["x-tracker-version"];
  const pinned = await request.get(`/v.js?v=${version}`);
  expect(pinned.headers()["cache-control"]).toContain("immutable");
  const pre = await request.fetch("/collect", { method: "OPTIONS", headers: { origin: "https://anywhere.example", "access-control-request-method": "POST" } });
  expect(pre.status()).toBe(200);
  expect(pre.headers()["access-control-allow-origin"]).toBe("https://anywhere.example");
});

test("portal: dashboard shows the tracked traffic; sites show the snippet; affinities and CRM pages work", async ({ page }) => {
  await signIn(page);
  await page.goto("/portal/vector?range=day");
  const totals = page.getByTestId("vector-totals");
  await expect(totals).toContainText("Page views");
  const views = Number((await totals.locator("dd").first().innerText()).replace(/\D/g, ""));
  expect(views).toBeGreaterThan(0);
  await expect(page.getByTestId("traffic-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByText("Events dropped over quota")).toBeVisible();

  await page.goto("/portal/vector/sites");
  await expect(page.getByTestId("site-key").first()).toHaveText(seed().vector_site_key as string);
  await expect(page.locator("pre code").first()).toContainText("/v.js");

  await page.goto("/portal/vector/affinities");
  await page.getByLabel("Name").last().fill("Pricing");
  await page.locator("#aff-new-rules").fill("url /pricing* 5\nevent signup 10");
  await page.getByRole("button", { name: "Create affinity" }).click();
  await expect(page.getByText("Affinity created")).toBeVisible();
  await page.locator("#aff-new-rules").fill("nonsense line");
  await page.getByLabel("Name").last().fill("Broken");
  await page.getByRole("button", { name: "Create affinity" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Line 1" })).toBeVisible();

  await page.goto("/portal/vector/crm");
  await expect(page.getByRole("heading", { name: "Sync log" })).toBeVisible();
});
