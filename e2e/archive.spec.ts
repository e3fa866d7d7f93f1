// The email archive through the real server: token, ingest, background render, listing, downloads and
// signed links; then the portal browser (find, open the PDF) and client deactivation.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "playwright/test";
import { seed } from "./fixtures";
import { signIn } from "./login";

test.describe.configure({ mode: "serial" });

const creds = () => seed().archive as { client_id: string; client_secret: string };
const subscriber = "jane+e2e@example.com";
const corpus = path.resolve(process.cwd(), "../shared/corpus/emails/cerberus/cerberus-responsive.html");
const html = fs.existsSync(corpus) ? fs.readFileSync(corpus, "utf8") : "<h1>Praesent laoreet malesuada cursus.</h1>";

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post("/auth", { data: creds() });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.expires_in).toBe(3600);
  return body.access_token;
}

async function waitForItems(request: APIRequestContext, auth: Record<string, string>, n: number) {
  for (let i = 0; i < 120; i++) {
    const res = await request.get(`/files/subscriber/${encodeURIComponent(subscriber)}?page_size=1`, { headers: auth });
    expect(res.status()).toBe(200);
    const body = await res.json();
    if (body.items.length >= Math.min(n, 1) && (n === 1 || body.next)) return body;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the email was never rendered");
}

test("API: ingest, background render, listing with absolute links, downloads and signed URLs", async ({ request, baseURL }) => {
  const auth = { authorization: `Bearer ${await token(request)}` };
  expect((await request.get(`/files/subscriber/${encodeURIComponent(subscriber)}`)).status()).toBe(401);

  for (const n of [1, 2]) {
    const res = await request.post("/files/ingest", {
      headers: auth,
      data: { message_id: `e2e-${n}`, subscriber_key: subscriber, date_sent: `2026-11-0${n}T09:00:00Z`, html, mc_campaign: "e2e", mc_n: n },
    });
    expect(res.status()).toBe(202);
    expect((await res.json()).duplicate).toBe(false);
  }
  const again = await request.post("/files/ingest", { headers: auth, data: { message_id: "e2e-1", subscriber_key: subscriber, date_sent: "2026-11-01T09:00:00Z", html } });
  expect((await again.json()).duplicate).toBe(true);

  const first = await waitForItems(request, auth, 2);
  expect(first.items[0]).toMatchObject({ bp_date_sent: "2026-11-02T09:00:00.000Z", mc_campaign: "e2e", mc_n: 2 });
  expect(first.prev).toBeNull();
  expect(first.next.startsWith(`${baseURL}/files/subscriber/`)).toBe(true);
  const second = await (await request.get(first.next, { headers: auth })).json();
  expect(second.items[0]).toMatchObject({ mc_n: 1 });
  expect(second.next).toBeNull();
  expect(second.prev).toBe(first.next.replace("page_num=2", "page_num=1"));

  const id = first.items[0].bp_file_key;
  const pdf = await request.get(`/files/v2/id/${id}`, { headers: auth });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const signed = await request.get(first.items[0].bp_signed_url);
  expect(signed.status()).toBe(200);
  expect((await signed.body()).equals(bytes)).toBe(true);
  const url: string = first.items[0].bp_signed_url;
  const tampered = url.slice(0, -3) + (url.at(-3) === "x" ? "y" : "x") + url.slice(-2);
  expect((await request.get(tampered)).status()).toBe(403);

  const missing = await request.get("/files/v2/id/em_nothing", { headers: auth });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error).toBe("not_found");
  const unknown = await request.get("/files/no/such/thing");
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).request_id).toBe(unknown.headers()["x-request-id"]);
});

test("portal: find the subscriber, open the PDF, deactivate the client", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/portal/archive");
  await expect(page.getByRole("heading", { name: "Email archive" })).toBeVisible();
  await page.getByLabel("Subscriber key").fill("jane+");
  await page.getByRole("button", { name: "Search" }).click();
  // A prefix finds the subscriber; following it lists the emails.
  await page.getByRole("link", { name: new RegExp(`^${subscriber.replace("+", "\\+")} \\(2\\)$`) }).click();
  await expect(page.getByTestId("subscriber-results").getByText("Archived", { exact: true })).toHaveCount(2);
  const href = await page.getByTestId("open-pdf").first().getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // Not signed in: no PDF.
  expect((await request.get(href!)).status()).toBe(401);

  const auth = { authorization: `Bearer ${await token(request)}` };
  expect((await request.get(`/files/subscriber/${encodeURIComponent(subscriber)}`, { headers: auth })).status()).toBe(200);
  await page.getByRole("button", { name: `Deactivate client ${creds().client_id}` }).click();
  await page.getByRole("button", { name: "Yes, deactivate" }).click();
  // The row turns to "Deactivated <when>" as soon as the action completes.
  await expect(page.getByText(/^Deactivated/)).toBeVisible();
  expect((await request.get(`/files/subscriber/${encodeURIComponent(subscriber)}`, { headers: auth })).status()).toBe(401);
  expect((await request.post("/auth", { data: creds() })).status()).toBe(401);
  await page.reload();
  await expect(page.getByText(/^Deactivated/)).toBeVisible();
  await expect(page.getByRole("button", { name: `Deactivate client ${creds().client_id}` })).toHaveCount(0);
});
