// POST /v1/shorten: every input is a request header. Also accepted with hyphens instead of underscores
// (long-url, api-key, ...) because some proxies (nginx by default) drop header names with underscores.
// Checked in this order: domain (400) → api_key for that domain (401) → long_url and subscriber_key (400).
import { z } from "zod";
import { DomainError, invalidRequest, isDomainError } from "@/lib/errors";
import { newRequestId } from "@/lib/api/request-id";
import { errorResponse, REQUEST_ID_HEADER } from "@/lib/api/respond";
import { normaliseDomain } from "./config";
import { authenticateDomainKey } from "./domains";
import { shortenLink, type ShortenInput } from "./shorten";
import { annotateRequest } from "@/lib/api/server-hooks";

export const MAX_LONG_URL = 4096;
export const MAX_SUBSCRIBER_KEY = 255;
export const MAX_TRACKING_VALUES = 50;
export const MAX_TRACKING_VALUE = 1024;

export const shortenHeaders = z.object({
  domain: z.string().min(1).describe("The short-link domain the link is made on, e.g. go.example.com (case, port and trailing dot are ignored)."),
  api_key: z.string().min(1).describe("The key issued for that domain."),
  long_url: z.string().min(1).max(MAX_LONG_URL).describe(`The destination: an absolute http or https URL, at most ${MAX_LONG_URL} characters.`),
  subscriber_key: z.string().min(1).max(MAX_SUBSCRIBER_KEY).describe(`The marketing platform subscriber key, at most ${MAX_SUBSCRIBER_KEY} characters.`),
  "utm_*": z.string().optional().describe("Any number of utm_… headers (up to 50 tracking headers in all), stored with the link as sent and added to the destination as query parameters it does not already have."),
  "mc_*": z.string().optional().describe("Any number of mc_… headers, stored with the link as sent (never added to the destination)."),
});

/** Header values arrive as latin-1 strings; a client sending UTF-8 bytes meant UTF-8. */
function headerText(value: string): string {
  if (!/[\u0080-\u00ff]/.test(value)) return value;
  const utf8 = Buffer.from(value, "latin1").toString("utf8");
  return utf8.includes("\ufffd") ? value : utf8;
}

function header(headers: Headers, name: string): string | null {
  const v = headers.get(name) ?? headers.get(name.replace(/_/g, "-"));
  if (v === null) return null;
  const t = headerText(v).trim();
  return t === "" ? null : t;
}

export function parseLongUrl(value: string): string {
  if (value.length > MAX_LONG_URL) throw invalidRequest(`long_url is longer than ${MAX_LONG_URL} characters.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRequest("long_url must be an absolute http or https URL, e.g. https://example.com/offer.");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname)
    throw invalidRequest("long_url must be an absolute http or https URL, e.g. https://example.com/offer.");
  return value;
}

export function trackingFromHeaders(headers: Headers): Record<string, string> {
  const tracking: Record<string, string> = {};
  headers.forEach((value, rawName) => {
    const name = rawName.toLowerCase().replace(/^(utm|mc)-/, "$1_");
    if (!name.startsWith("utm_") && !name.startsWith("mc_")) return;
    if (name.length > 64) throw invalidRequest(`Tracking header ${name} has a name longer than 64 characters.`);
    const v = headerText(value);
    if (v.length > MAX_TRACKING_VALUE) throw invalidRequest(`Tracking header ${name} is longer than ${MAX_TRACKING_VALUE} characters.`);
    tracking[name] = v;
  });
  if (Object.keys(tracking).length > MAX_TRACKING_VALUES) throw invalidRequest(`At most ${MAX_TRACKING_VALUES} utm_* and mc_* headers.`);
  return tracking;
}

export async function shortenFromHeaders(headers: Headers) {
  const rawDomain = header(headers, "domain");
  if (!rawDomain) throw invalidRequest("Missing domain header: the short-link domain to create the link on.");
  const domain = normaliseDomain(rawDomain);
  // A value that is not a host name cannot be a domain any key is valid for.
  if (!domain) throw new DomainError("unauthorized", `The api_key is not valid for the domain ${rawDomain}.`);
  const principal = await authenticateDomainKey(domain, header(headers, "api_key"));
  annotateRequest({ organisationId: principal.organisationId, product: "shortlinks" });
  const longUrl = header(headers, "long_url");
  if (!longUrl) throw invalidRequest("Missing long_url header: the destination URL.");
  const subscriberKey = header(headers, "subscriber_key");
  if (!subscriberKey) throw invalidRequest("Missing subscriber_key header: the marketing platform subscriber key.");
  if (subscriberKey.length > MAX_SUBSCRIBER_KEY) throw invalidRequest(`subscriber_key is longer than ${MAX_SUBSCRIBER_KEY} characters.`);
  const input: ShortenInput = { longUrl: parseLongUrl(longUrl), subscriberKey, tracking: trackingFromHeaders(headers) };
  return shortenLink(principal, input);
}

/**
 * The whole endpoint, shared by the Next.js route and the dedicated server. Success: the short URL as
 * text/plain. Errors: our JSON envelope; per the spec's table anything that is not a 400 or 401 answers
 * 404 ("retry once, then contact support"), with the request id to quote.
 */
export async function handleShorten(req: Request): Promise<Response> {
  const requestId = newRequestId();
  annotateRequest({ requestId, product: "shortlinks" });
  try {
    const result = await shortenFromHeaders(req.headers);
    return new Response(result.shortUrl, {
      status: 200,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        [REQUEST_ID_HEADER]: requestId,
        "x-shortlink-created": String(result.created),
      },
    });
  } catch (error) {
    let apiError: DomainError;
    if (isDomainError(error) && (error.code === "invalid_request" || error.code === "unauthorized")) apiError = error;
    else {
      if (!isDomainError(error)) console.error(`[${requestId}] shorten failed`, error);
      apiError = new DomainError("not_found", `The short link could not be created. Retry once, then contact support quoting request id ${requestId}.`);
    }
    return errorResponse(requestId, apiError);
  }
}

export async function methodNotAllowed(): Promise<Response> {
  const requestId = newRequestId();
  return errorResponse(requestId, new DomainError("method_not_allowed", "Use POST /v1/shorten with the inputs in request headers.", undefined, { allow: ["POST"] }));
}
