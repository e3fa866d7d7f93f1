// Turns whatever reached /collect (JSON, JSON sent as text/plain by sendBeacon, a form body or a query
// string) into validated tracker events. Never throws: anything unusable is simply no event.
import { FIELD_LIMITS, MAX_EVENTS_PER_REQUEST } from "./config";

export type TrackerEvent = {
  k: string;
  vid: string;
  e: string;
  u: string | null;
  t: string | null;
  r: string | null;
  em: string | null;
  ts: Date | null;
  lang: string | null;
  tz: string | null;
  sw: number | null;
  sh: number | null;
};

const SITE_KEY = /^vk_[A-Za-z0-9_-]{8,64}$/;
const VISITOR_ID = /^bpv_[A-Za-z0-9_-]{6,76}$/;
const EVENT_NAME = /^[\p{L}\p{N}_.:\- /]{1,100}$/u;
const EMAIL = /^[^\s@<>"',;]{1,64}@[^\s@<>"',;]+\.[^\s@<>"',;]{2,}$/;

/** Raw records from the body and query string (the query string alone for GET). */
export function rawRecords(body: string, contentType: string, query: URLSearchParams): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const text = body.trim();
  if (text) {
    if (text.startsWith("{") || text.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(text);
        const list = Array.isArray(parsed) ? parsed : [parsed];
        for (const item of list.slice(0, MAX_EVENTS_PER_REQUEST)) if (item && typeof item === "object" && !Array.isArray(item)) out.push(item as Record<string, unknown>);
      } catch {
        // Not JSON after all: nothing usable.
      }
    } else if (contentType === "application/x-www-form-urlencoded" || contentType === "text/plain" || contentType === "" || text.includes("=")) {
      out.push(Object.fromEntries(new URLSearchParams(text)));
    }
  }
  if (!out.length && query.has("k")) out.push(Object.fromEntries(query));
  return out;
}

function str(v: unknown, max: number): string | null {
  if (typeof v === "number" && Number.isFinite(v)) v = String(v);
  if (typeof v !== "string") return null;
  // Strip control characters; cap the length rather than refuse the event.
  const s = v.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return s ? s.slice(0, max) : null;
}

function dimension(v: unknown): number | null {
  const n = typeof v === "string" && v.trim() ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : null;
}

function timestamp(v: unknown, now: Date): Date | null {
  const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  const d = typeof n === "number" ? new Date(n) : typeof n === "string" ? new Date(n) : null;
  if (!d || Number.isNaN(d.getTime())) return null;
  // Client clocks lie; keep plausible values only (received_at is the server's own clock anyway).
  const skew = d.getTime() - now.getTime();
  return skew > 24 * 3600_000 || skew < -7 * 24 * 3600_000 ? null : d;
}

function httpUrl(v: unknown, max: number): string | null {
  const s = str(v, max);
  if (!s) return null;
  return /^https?:\/\//i.test(s) ? s : null;
}

/** A valid event, or null with nothing to store (missing/invalid key or visitor id, bad event name). */
export function validateEvent(raw: Record<string, unknown>, now = new Date()): TrackerEvent | null {
  const k = typeof raw.k === "string" ? raw.k.trim() : "";
  if (!SITE_KEY.test(k)) return null;
  const vid = typeof raw.vid === "string" ? raw.vid.trim() : "";
  if (!VISITOR_ID.test(vid)) return null;
  const e = raw.e === undefined || raw.e === null || raw.e === "" ? "pageview" : str(raw.e, FIELD_LIMITS.e);
  if (!e || !EVENT_NAME.test(e)) return null;
  const emRaw = str(raw.em, FIELD_LIMITS.em);
  const em = emRaw && EMAIL.test(emRaw) ? emRaw.toLowerCase() : null;
  return {
    k,
    vid,
    e,
    u: httpUrl(raw.u, FIELD_LIMITS.u),
    t: str(raw.t, FIELD_LIMITS.t),
    r: httpUrl(raw.r, FIELD_LIMITS.r),
    em,
    ts: timestamp(raw.ts, now),
    lang: str(raw.lang, FIELD_LIMITS.lang),
    tz: str(raw.tz, FIELD_LIMITS.tz),
    sw: dimension(raw.sw),
    sh: dimension(raw.sh),
  };
}
