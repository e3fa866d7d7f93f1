// The template editor in real Chromium: create, type and watch the PDF preview change, see an inline
// merge error with its line, save, and restore an old version as a new one.
import { expect, test, type Page } from "playwright/test";
import { signIn } from "./login";
import { pdfPagesText } from "../tests/html2pdf/pdf-text";

/** The text of the PDF the preview iframe shows (its blob URL, read back in the page). */
async function previewText(page: Page): Promise<string> {
  const frame = page.getByTestId("preview-frame");
  if ((await frame.count()) === 0) return "";
  const base64 = await frame.evaluate(async (el) => {
    const buf = new Uint8Array(await (await fetch((el as HTMLIFrameElement).src)).arrayBuffer());
    let s = "";
    for (const b of buf) s += String.fromCharCode(b);
    return btoa(s);
  });
  return (await pdfPagesText(Buffer.from(base64, "base64"))).join("\n");
}

async function replaceHtml(page: Page, text: string) {
  const editor = page.getByTestId("html-editor").locator(".cm-content");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

test("template editor: live preview, inline errors, versions and restore", async ({ page }) => {
  page.on("dialog", (d) => void d.accept());
  await signIn(page);
  await page.goto("/portal/templates");
  await page.getByLabel("Name").fill("E2E invoice");
  await page.getByRole("button", { name: "Create template" }).click();
  await page.waitForURL(/\/portal\/templates\/tpl_/);
  await expect(page.getByTestId("latest-version")).toHaveText("v1");

  // The starter invoice with its sample data and "Page N of M" footer.
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain("Tax invoice INV-1042");
  expect(await previewText(page)).toContain("Page 1 of 1");

  // A merge error is shown inline with its line.
  await replaceHtml(page, "{{#if broken}}");
  await expect(page.getByTestId("preview-error")).toContainText(/line 1/);

  // Typing changes the preview.
  await replaceHtml(page, "Draft two for {{customer.name}}");
  await expect(page.getByTestId("preview-error")).toHaveCount(0);
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain("Draft two for Harbour Motors Pty Ltd");

  await page.getByTestId("save-template").click();
  await expect(page.getByTestId("latest-version")).toHaveText("v2");

  // Compare shows the change; restoring v1 saves it again as v3.
  await page.getByTestId("version-1").getByRole("button", { name: "Compare" }).click();
  await expect(page.getByTestId("version-diff")).toContainText("+ Draft two for {{customer.name}}");
  await page.getByTestId("version-1").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByTestId("latest-version")).toHaveText("v3");
  await expect(page.getByTestId("version-list").locator("li")).toHaveCount(3);
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain("Tax invoice INV-1042");
});
