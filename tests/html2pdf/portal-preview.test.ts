// The portal editor's live preview, POST /portal/templates/preview: a signed-in user (next-auth for real,
// next/headers answering from an in-memory browser) gets the PDF; past PORTAL_PREVIEW_LIMIT_PER_MINUTE
// previews in a minute, 429 rate_limited with Retry-After in the error envelope; the budget is per user
// (another member of the same organisation still previews), counted in the database (a second "instance"
// sees the same count), and it comes back when the window ends (the limiter's clock is moved, never slept).
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { Browser, as, signInAs } from "../next-request";

vi.mock("next/headers", () => import("../next-request").then((m) => m.nextHeadersMock));

process.env.NEXTAUTH_URL = "http://localhost:3000";
process.env.PORTAL_PREVIEW_LIMIT_PER_MINUTE = "3";

const nextAuthRoute = await import("@/app/api/auth/[...nextauth]/route");
const preview = await import("@/app/portal/templates/preview/route");
const { createOrganisation } = await import("@/lib/orgs/create-organisation");
const { setRateLimitClock, hitWindow } = await import("@/lib/api/rate-limit");
const { getDb } = await import("@/lib/db/client");
const { newId } = await import("@/lib/ids");
const { closeRenderer } = await import("@/lib/html2pdf");

const stamp = Date.now().toString(36);
let n = 0;

async function signedInUser(organisationId?: string) {
  const email = `preview${++n}-${stamp}@example.com`;
  const password = "a long enough password";
  let userId: string;
  if (!organisationId) {
    const org = await createOrganisation({ name: `Preview ${n}`, owner: { email, password } });
    organisationId = org.organisationId;
    userId = org.userId!;
  } else {
    // A second member of the same organisation.
    const { hashPassword } = await import("@/lib/auth/passwords");
    const db = await getDb();
    userId = newId("usr");
    await db.user.create({ data: { id: userId, email, passwordHash: await hashPassword(password) } });
    await db.membership.create({ data: { id: newId("mem"), organisationId, userId, role: "member" } });
  }
  const browser = new Browser({ "x-forwarded-for": `198.51.100.${n}` });
  expect((await signInAs(nextAuthRoute, browser, email, password)).status).toBe(200);
  return { browser, organisationId, userId };
}

const post = (browser: Browser, body: unknown) =>
  as(browser, () => preview.POST(new Request("http://localhost:3000/portal/templates/preview", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })));

const invoice = { html: "<h1>Invoice {{number}}</h1>", data: { number: "INV-7" }, options: { size: "A5" } };

afterEach(() => setRateLimitClock());
afterAll(async () => {
  await closeRenderer();
});

describe("portal preview", () => {
  it("renders for a signed-in user, and refuses anyone else in the envelope", async () => {
    const { browser } = await signedInUser();
    const res = await post(browser, invoice);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-pages")).toBe("1");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);

    const anonymous = await post(new Browser(), invoice);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ ok: false, error: "unauthorized", request_id: expect.any(String) });

    // A merge error comes back with its place, for the editor to show inline.
    const broken = await post(browser, { html: "{{#if broken}}" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ ok: false, merge_error: { where: "html" } });
  });

  it("answers 429 with Retry-After past the per-user budget, per user, until the minute is over", async () => {
    let now = Date.parse("2026-11-26T10:00:00Z") + Math.floor(Math.random() * 1e9);
    setRateLimitClock(() => now);
    const first = await signedInUser();
    for (let i = 0; i < 3; i++) expect((await post(first.browser, invoice)).status).toBe(200);

    const refused = await post(first.browser, invoice);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("x-request-id")).toBeTruthy();
    expect(await refused.json()).toMatchObject({ ok: false, error: "rate_limited", retry_after_seconds: retryAfter, message: expect.stringMatching(/3 previews per minute/), request_id: refused.headers.get("x-request-id") });

    // Another member of the same organisation has a budget of their own.
    const colleague = await signedInUser(first.organisationId);
    expect((await post(colleague.browser, invoice)).status).toBe(200);

    // The count lives in the database: another instance counting for the same user sees it too.
    expect(await hitWindow(`preview:user:${first.userId}`, 3, 60_000)).toMatchObject({ allowed: false });

    // Once the window is over, the user previews again.
    now += retryAfter * 1000;
    expect((await post(first.browser, invoice)).status).toBe(200);
  });

  it("PORTAL_PREVIEW_LIMIT_PER_MINUTE=0 turns the limit off", async () => {
    process.env.PORTAL_PREVIEW_LIMIT_PER_MINUTE = "0";
    try {
      const { browser } = await signedInUser();
      for (let i = 0; i < 5; i++) expect((await post(browser, { html: "<p>x</p>" })).status).toBe(200);
    } finally {
      process.env.PORTAL_PREVIEW_LIMIT_PER_MINUTE = "3";
    }
  });
});
