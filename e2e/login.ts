import type { Page } from "playwright/test";
import { seed } from "./fixtures";

/** Signs the page's browser context in through next-auth's credentials endpoint (no UI involved). */
export async function signIn(page: Page, email = seed().owner.email, password = seed().owner.password): Promise<void> {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true", callbackUrl: "/portal" },
    maxRedirects: 0,
  });
  if (res.status() >= 400) throw new Error(`sign-in failed: ${res.status()}`);
}
