// Response shaping for the two public tracker addresses (kept out of the route files).
import { createHash } from "node:crypto";
import { newRequestId } from "@/lib/api/request-id";
import { TRACKER_SOURCE, TRACKER_VERSION } from "./tracker-script";

function corsHeaders(req: Request): Headers {
  const origin = req.headers.get("origin");
  const h = new Headers({
    "access-control-allow-origin": origin || "*",
    "access-control-allow-methods": "POST, GET, OPTIONS",
    "access-control-allow-headers": req.headers.get("access-control-request-headers") || "content-type",
    "access-control-max-age": "86400",
    "cache-control": "no-store",
  });
  // sendBeacon sends credentials; a reflected origin (not "*") is what such a request may read.
  if (origin) {
    h.set("access-control-allow-credentials", "true");
    h.set("vary", "Origin");
  }
  return h;
}

const OK_BODY = JSON.stringify({ ok: true });

export function collectResponse(req: Request): Response {
  const h = corsHeaders(req);
  h.set("content-type", "application/json; charset=utf-8");
  h.set("x-request-id", newRequestId());
  return new Response(OK_BODY, { status: 200, headers: h });
}

export function collectPreflight(req: Request): Response {
  return collectResponse(req);
}

const ETAG = `"${createHash("sha1").update(TRACKER_SOURCE).digest("hex").slice(0, 16)}"`;

export function trackerScriptResponse(req: Request): Response {
  const versioned = new URL(req.url).searchParams.get("v") === TRACKER_VERSION;
  const headers = new Headers({
    "content-type": "application/javascript; charset=utf-8",
    "cache-control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300, stale-while-revalidate=86400",
    etag: ETAG,
    "access-control-allow-origin": "*",
    "x-content-type-options": "nosniff",
    "x-tracker-version": TRACKER_VERSION,
  });
  if (req.headers.get("if-none-match") === ETAG) return new Response(null, { status: 304, headers });
  return new Response(TRACKER_SOURCE, { status: 200, headers });
}

export function trackerUrl(appUrl: string, versioned = false): string {
  return `${appUrl.replace(/\/$/, "")}/v.js${versioned ? `?v=${TRACKER_VERSION}` : ""}`;
}
