// The VECTOR tracker's two public addresses on {app_url}. Everything else (sites, affinities, actions,
// CRM sync) is configured in the portal, not through an API (spec).
import { z } from "zod";
import type { OperationSpec } from "@/lib/api/openapi";
import { FIELD_LIMITS, MAX_BODY_BYTES, MAX_EVENTS_PER_REQUEST, QUOTA_PER_HOUR } from "./config";

export const trackerEventSchema = z
  .object({
    k: z.string().describe("Site key, form vk_<key>. Required."),
    vid: z.string().describe("Visitor id, form bpv_<id>, set by the tracker. Required."),
    e: z.string().max(FIELD_LIMITS.e).optional().describe("Event name. Default pageview. Letters, digits, space and _ . : - /."),
    u: z.string().max(FIELD_LIMITS.u).optional().describe("Page URL (http or https)."),
    t: z.string().max(FIELD_LIMITS.t).optional().describe("Page title."),
    r: z.string().max(FIELD_LIMITS.r).optional().describe("Referrer (http or https)."),
    em: z.string().max(FIELD_LIMITS.em).optional().describe("Email address, sent after identification."),
    ts: z.union([z.number(), z.string()]).optional().describe("Client timestamp: epoch milliseconds or ISO 8601."),
    lang: z.string().max(FIELD_LIMITS.lang).optional().describe("Language, e.g. en-AU."),
    tz: z.string().max(FIELD_LIMITS.tz).optional().describe("IANA time zone."),
    sw: z.union([z.number(), z.string()]).optional().describe("Screen width in pixels."),
    sh: z.union([z.number(), z.string()]).optional().describe("Screen height in pixels."),
  })
  .meta({ id: "TrackerEvent" });

const always = { 200: { description: "Always, whatever was sent: `{ok: true}`.", schema: z.object({ ok: z.literal(true) }) } };
const description = `Always answers 200 \`{ok: true}\`, also for an invalid key, bad JSON or an empty body: what cannot be used is not stored. CORS is open to any origin. Quota ${QUOTA_PER_HOUR.toLocaleString("en")} events per hour per site key; the excess is dropped and counted. Bots (by user agent) are filtered. Bodies over ${MAX_BODY_BYTES / 1024} KB are ignored; a JSON array of up to ${MAX_EVENTS_PER_REQUEST} events is accepted for server-side senders (send a user agent that identifies your service: generic HTTP-library agents count as bots).`;

export const vectorOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/v.js",
    host: "app",
    operationId: "vectorTrackerScript",
    summary: "The VECTOR tracker script",
    description: "Under 2 KB gzipped. `/v.js` is cached 5 minutes (with an ETag); `/v.js?v=<version>` (the x-tracker-version header) is cached for a year, immutable.",
    tags: ["VECTOR tracker"],
    security: "none",
    query: z.object({ v: z.string().optional().describe("Tracker version for cache busting.") }),
    responses: { 200: { description: "JavaScript", contentType: "application/javascript", headers: { "x-tracker-version": "The current version" } } },
  },
  {
    method: "post",
    path: "/collect",
    host: "app",
    operationId: "vectorCollect",
    summary: "Event intake",
    description,
    tags: ["VECTOR tracker"],
    security: "siteKey",
    body: [
      { contentType: "application/json", schema: trackerEventSchema, description: "One event, or an array of events." },
      { contentType: "text/plain", schema: trackerEventSchema, description: "JSON as text, as navigator.sendBeacon sends it." },
      { contentType: "application/x-www-form-urlencoded", schema: trackerEventSchema },
    ],
    responses: always,
  },
  {
    method: "get",
    path: "/collect",
    host: "app",
    operationId: "vectorCollectQuery",
    summary: "Event intake from a query string",
    description,
    tags: ["VECTOR tracker"],
    security: "siteKey",
    query: trackerEventSchema,
    responses: always,
  },
];
