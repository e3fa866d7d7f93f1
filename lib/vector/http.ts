// Response shaping for the two public tracker addresses (kept out of the route files).
import { createHash, randomFillSync } from "node:crypto";
import { TRACKER_SOURCE, TRACKER_VERSION } from "./tracker-script";

// Request ids in newRequestId()'s format (`req_` + time + 16 hex), with the random part cut from a pooled
// buffer: one randomFillSync per 512 answers instead of one per answer (it showed in the intake profile).
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function collectRequestId(now = Date.now()): string {
  if (poolAt + 8 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const hex = pool.toString("hex", poolAt, poolAt + 8);
  poolAt += 8;
  return `req_${now.toString(36).padStart(9, "0")}${hex}`;
}

/** The /collect answer's headers (Next route and fast-path listener alike). */
export function collectHeaders(origin: string | null, requestHeaders: string | null): Record<string, string> {
  const h: Record<string, string> = {
    "access-control-allow-origin": origin || "*",
    "access-control-allow-methods": "POST, GET, OPTIONS",
    "access-control-allow-headers": requestHeaders || "content-type",
    "access-control-max-age": "86400",
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
    "x-request-id": collectRequestId(),
  };
  // sendBeacon sends credentials; a reflected origin (not "*") is what such a request may read.
  if (origin) {
    h["access-control-allow-credentials"] = "true";
    h.vary = "Origin";
  }
  return h;
}

export const COLLECT_OK_BODY = JSON.stringify({ ok: true });

export function collectResponse(req: Request): Response {
  const h = collectHeaders(req.headers.get("origin"), req.headers.get("access-control-request-headers"));
  return new Response(COLLECT_OK_BODY, { status: 200, headers: h });
}

export function collectPreflight(req: Request): Response {
  return collectResponse(req);
}

const ETAG = `"${createHash("sha1").update(TRACKER_SOURCE).digest("hex").slice(0, 16)}"`;

/** GET /v.js for both servers: `v` is the query's version parameter, `ifNoneMatch` the request header. */
export function trackerScriptAnswer(v: string | null, ifNoneMatch: string | null): { status: 200 | 304; headers: Record<string, string>; body: string | null } {
  const versioned = v === TRACKER_VERSION;
  const headers: Record<string, string> = {
    "content-type": "application/javascript; charset=utf-8",
    "cache-control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300, stale-while-revalidate=86400",
    etag: ETAG,
    "access-control-allow-origin": "*",
    "x-content-type-options": "nosniff",
    "x-tracker-version": TRACKER_VERSION,
  };
  if (ifNoneMatch === ETAG) return { status: 304, headers, body: null };
  return { status: 200, headers, body: TRACKER_SOURCE };
}

export function trackerScriptResponse(req: Request): Response {
  const a = trackerScriptAnswer(new URL(req.url).searchParams.get("v"), req.headers.get("if-none-match"));
  return new Response(a.body, { status: a.status, headers: a.headers });
}

export function trackerUrl(appUrl: string, versioned = false): string {
  return `${appUrl.replace(/\/$/, "")}/v.js${versioned ? `?v=${TRACKER_VERSION}` : ""}`;
}
