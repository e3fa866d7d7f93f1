// Every request a rendered page makes comes here (context.route). Chromium never fetches anything
// itself: we refuse what is not allowed and fetch the rest through fetchGuarded(), pinned to the address
// we checked, then hand the bytes back with route.fulfill().
import type { Route } from "playwright-core";
import { BlockedResourceError } from "./address-guard";
import type { RendererConfig } from "./config";
import { fetchGuarded } from "./resource-fetch";

// Headers passed back to the page. Set-Cookie and the like are dropped: nothing is stored per render.
const PASS_HEADERS = ["content-type"];

export async function guardRoute(route: Route, cfg: RendererConfig): Promise<void> {
  const request = route.request();
  const url = request.url();
  try {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return void (await route.abort("blockedbyclient"));
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return void (await route.abort("blockedbyclient"));
    // The main document is set from our HTML; a script or meta refresh may not navigate it elsewhere.
    // 204 No Content makes Chromium stay on the current document (an abort would show an error page).
    if (request.isNavigationRequest() && isMainFrame(route)) return void (await route.fulfill({ status: 204, body: "" }));
    const res = await fetchGuarded(
      url,
      { method: request.method(), headers: await request.allHeaders().catch(() => request.headers()), body: request.postDataBuffer() },
      { timeoutMs: cfg.resourceTimeoutMs, maxBytes: cfg.resourceMaxBytes, allowHosts: cfg.allowHosts },
    );
    const headers: Record<string, string> = { "access-control-allow-origin": "*" };
    if (res.contentType && PASS_HEADERS.includes("content-type")) headers["content-type"] = res.contentType;
    await route.fulfill({ status: res.status, headers, body: res.body });
  } catch (error) {
    // A refused or unreachable resource is left out; the render goes on without it.
    await route.abort(error instanceof BlockedResourceError ? "blockedbyclient" : "failed").catch(() => {});
  }
}

function isMainFrame(route: Route): boolean {
  try {
    return route.request().frame().parentFrame() === null;
  } catch {
    return true; // no frame (a worker): treat as top level, refuse
  }
}
