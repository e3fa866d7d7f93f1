// One Chromium (playwright-core) for the whole run, shared by the chromium and raw producers.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

let browser: Promise<Browser> | undefined;

export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);

export function getBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  if (!browser) return;
  const b = browser;
  browser = undefined;
  await (await b).close().catch(() => {});
}
