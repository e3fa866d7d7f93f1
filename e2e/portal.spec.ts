// The customer portal, end to end in Chromium against the production build: sign-up, sign-in, the key
// (masked, shown once, rotated), members, usage, and the rotated key refused by the API at once.
import { expect, test, type Page } from "playwright/test";
import { seed } from "./fixtures";
import { signIn } from "./login";

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const owner = { org: `Acme ${stamp}`, email: `owner-${stamp}@example.com`, password: "a very long password 1" };
let firstKey = "";
let rotatedKey = "";

async function keyStatus(page: Page, key: string): Promise<string> {
  const res = await page.request.get("/v1/health", { headers: { "x-api-key": key } });
  expect(res.status()).toBe(200);
  return (await res.json()).key;
}

test("sign-up refuses bad input inline", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Organisation name").fill("");
  await page.getByLabel("Work email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your organisation's name.")).toBeVisible();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText(/Passwords need at least 10 characters/)).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/signup$/);
});

test("sign-up creates an organisation and lands in the portal", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Organisation name").fill(owner.org);
  await page.getByLabel("Work email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/portal(\?|$)/);
  await expect(page.getByTestId("org-name")).toHaveText(owner.org);
  await expect(page.getByTestId("user-email")).toHaveText(owner.email);
  await expect(page.getByTestId("user-role")).toHaveText("Owner");
  await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "API key" })).toBeVisible();
});

test("the same email cannot sign up twice", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Organisation name").fill("Another");
  await page.getByLabel("Work email").fill(owner.email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/already exists/)).toBeVisible();
});

test("portal pages need a session", async ({ page }) => {
  await page.goto("/portal/keys");
  await expect(page).toHaveURL(/\/signin/);
});

test("sign in with a wrong password, then the right one, then sign out", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill("wrong password here");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong email or password" })).toHaveText("Wrong email or password");
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/signin/);

  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByTestId("org-name")).toHaveText(owner.org);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/signin/);
});

test("a new organisation has no key until it subscribes", async ({ page }) => {
  await signIn(page, owner.email, owner.password);
  await page.goto("/portal/keys");
  await expect(page.getByText("Your organisation has no API key yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Products" })).toBeVisible();
});

test("products lists every product with its access class; subscribing to pdf2json shows the key once", async ({ page }) => {
  await signIn(page, owner.email, owner.password);
  await page.goto("/portal/products");
  for (const [id, access] of [
    ["pdf2json", "Public API"],
    ["html2pdf", "Public API"],
    ["vector", "Browser tracker"],
    ["archive", "Enterprise API"],
    ["shortlinks", "Enterprise API"],
    ["docgen", "No public API"],
    ["betstop", "No public API"],
    ["crystal", "No public API"],
    ["portia", "No public API"],
  ]) {
    await expect(page.getByTestId(`product-${id}`).getByText(access, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Subscribe to PDF extraction (pdf2json)" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^sk_[A-Za-z0-9_-]{20,}$/);
  firstKey = (await shown.textContent())!;
  await expect(page.getByTestId("product-pdf2json").getByText("Subscribed", { exact: true })).toBeVisible();
  expect(await keyStatus(page, firstKey)).toBe("valid");

  // Shown once: a reload shows the subscription, never the key.
  await page.reload();
  await expect(page.getByTestId("product-pdf2json").getByText("Subscribed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  expect(await page.content()).not.toContain(firstKey);

  // A second public API reuses the key.
  await page.getByRole("button", { name: "Subscribe to HTML rendering (html2pdf)" }).click();
  await expect(page.getByText(/uses your existing organisation key/)).toBeVisible();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
});

test("the key page shows the key masked", async ({ page }) => {
  await signIn(page, owner.email, owner.password);
  await page.goto("/portal/keys");
  await expect(page.getByTestId("masked-key")).toHaveText(`sk_…${firstKey.slice(-4)}`);
  await expect(page.getByTestId("key-created")).toContainText("UTC");
  expect(await page.content()).not.toContain(firstKey);
});

test("rotating shows the new key once and the old key is refused on the very next call", async ({ page }) => {
  await signIn(page, owner.email, owner.password);
  expect(await keyStatus(page, firstKey)).toBe("valid"); // warms the server's key cache
  await page.goto("/portal/keys");
  await page.getByRole("button", { name: "Rotate key…" }).click();
  await page.getByRole("button", { name: "Yes, rotate the key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^sk_/);
  rotatedKey = (await shown.textContent())!;
  expect(rotatedKey).not.toBe(firstKey);
  await expect(page.getByText(/old key stopped working/)).toBeVisible();
  await expect(page.getByTestId("masked-key")).toHaveText(`sk_…${rotatedKey.slice(-4)}`);

  expect(await keyStatus(page, firstKey)).toBe("invalid");
  expect(await keyStatus(page, rotatedKey)).toBe("valid");
});

test("the old key gets 401 from POST /v1/pdf2json", async ({ page }) => {
  test.skip(!firstKey || !rotatedKey, "needs the rotation test");
  // The pdf2json route is built by a colleague; only assert 401 once it exists in this build.
  const probe = await page.request.post("/v1/pdf2json", { data: {} });
  test.skip(probe.status() === 404 && (await probe.json()).error === "not_found", "POST /v1/pdf2json is not in this build yet");
  const res = await page.request.post("/v1/pdf2json", { headers: { "x-api-key": firstKey }, data: { pdf: "" } });
  expect(res.status()).toBe(401);
  expect((await res.json()).error).toBeTruthy();
  const fresh = await page.request.post("/v1/pdf2json", { headers: { "x-api-key": rotatedKey }, data: { pdf: "" } });
  expect(fresh.status()).not.toBe(401);
});

test("a member added on the organisation page cannot see or rotate the key", async ({ page, browser }) => {
  await signIn(page, owner.email, owner.password);
  await page.goto("/portal/organisation");
  const memberEmail = `member-${stamp}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(memberEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("member");
  await page.getByRole("button", { name: "Add person" }).click();
  const temp = page.getByTestId("temporary-password");
  await expect(temp).toHaveText(/.{16,}/);
  const temporaryPassword = (await temp.textContent())!;
  await expect(page.getByRole("row", { name: new RegExp(memberEmail) })).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto("/signin");
  await memberPage.getByLabel("Email").fill(memberEmail);
  await memberPage.getByLabel("Password").fill(temporaryPassword);
  await memberPage.getByRole("button", { name: "Sign in" }).click();
  await expect(memberPage).toHaveURL(/\/portal$/);
  await expect(memberPage.getByTestId("user-role")).toHaveText("Member");
  await expect(memberPage.getByTestId("org-name")).toHaveText(owner.org);

  await memberPage.goto("/portal/keys");
  await expect(memberPage.getByText("Only owners and admins can view or rotate the API key.")).toBeVisible();
  await expect(memberPage.getByTestId("masked-key")).toHaveCount(0);
  await expect(memberPage.getByRole("button", { name: /Rotate/ })).toHaveCount(0);
  expect(await memberPage.content()).not.toContain("sk_…");

  await memberPage.goto("/portal/products");
  await expect(memberPage.getByRole("button", { name: /Subscribe to/ })).toHaveCount(0);

  // Removing the person ends their access at once, session or not.
  await page.goto("/portal/organisation");
  await page.getByRole("button", { name: `Remove ${memberEmail}` }).click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByRole("row", { name: new RegExp(memberEmail) })).toHaveCount(0);
  await memberPage.goto("/portal/usage");
  await expect(memberPage).toHaveURL(/\/signin/);
  await memberContext.close();

  // The key did not change.
  expect(await keyStatus(page, rotatedKey)).toBe("valid");
});

test("the usage page renders the credit balance, the chart and recent requests without payloads", async ({ page }) => {
  await signIn(page, owner.email, owner.password);
  // A failed call (bad input) is recorded for the usage page and never billed.
  const marker = `payload-marker-${stamp}`;
  const res = await page.request.post("/v1/pdf2json", { headers: { "x-api-key": rotatedKey }, data: { pdf: marker } });
  const callRecorded = res.status() !== 404;
  // A render through the production server's hot route: its usage is written in a batch, yet the usage page
  // (same server) shows it and its credit at once.
  const render = await page.request.post("/v1/html2pdf", { headers: { "x-api-key": rotatedKey, "content-type": "text/html" }, data: "<h1>Usage</h1>" });
  expect(render.status()).toBe(200);
  await page.goto("/portal/usage");
  await expect(page.getByTestId("credit-balance")).toContainText("999");
  await expect(page.getByRole("heading", { name: "Recent requests" })).toBeVisible();
  const renderRow = page.getByRole("row", { name: new RegExp(render.headers()["x-request-id"]) });
  await expect(renderRow).toContainText("200");
  await expect(renderRow.getByRole("cell").last()).toHaveText("1");
  if (callRecorded) {
    const requestId = res.headers()["x-request-id"];
    const row = page.getByRole("row", { name: new RegExp(requestId) });
    await expect(row).toContainText("PDF extraction");
    await expect(row).toContainText(String(res.status()));
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    expect(await page.content()).not.toContain(marker);
  }
  if (process.env.PORTAL_SCREENSHOTS) {
    for (const path of ["/portal", "/portal/products", "/portal/keys", "/portal/usage", "/portal/organisation", "/docs/api", "/", "/signup"]) {
      await page.goto(path);
      await page.screenshot({ path: `test-results/portal-shots${path.replace(/\//g, "_") || "_root"}.png`, fullPage: true });
    }
  }
});

test("the seeded organisation's owner sees its key masked and its usage", async ({ page }) => {
  const s = seed();
  await page.request.get("/v1/health", { headers: { "x-api-key": s.api_key } });
  await signIn(page);
  await page.goto("/portal/keys");
  await expect(page.getByTestId("masked-key")).toHaveText(`sk_…${s.api_key.slice(-4)}`);
  await page.goto("/portal/usage");
  await expect(page.getByTestId("credit-balance")).toBeVisible();
});

test("the API reference renders from the OpenAPI document", async ({ page }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Platform API");
  await expect(page.getByRole("heading", { name: "Health of the database and the renderer" })).toBeVisible();
  await expect(page.locator("#op-health")).toContainText("/v1/health");
});
