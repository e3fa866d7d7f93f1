// Outbound addresses we call on a customer's behalf (action webhooks, the CRM endpoint) go through the
// platform's outbound guard (lib/net/outbound-guard.ts): http(s) only, no private, loopback, link-local,
// metadata … address in any spelling, the host resolved once and the connection pinned to the checked
// address, redirects re-checked. VECTOR_OUTBOUND_ALLOW_HOSTS (and the platform-wide OUTBOUND_ALLOW_HOSTS;
// comma-separated host, host:port, *.domain or address) opens specific ones, e.g. a CRM inside a VPN, or
// 127.0.0.1 in tests. Checked when saved and again on every call (DNS may change).
import { allowListFromEnv, checkOutboundTarget, OutboundError, outboundFetch } from "@/lib/net/outbound-guard";

export class OutboundUrlError extends Error {}

export const vectorAllowList = () => allowListFromEnv("VECTOR_OUTBOUND_ALLOW_HOSTS");

/** The URL if it may be called; throws OutboundUrlError with a reason otherwise. */
export async function checkOutboundUrl(input: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundUrlError("Not a valid URL.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutboundUrlError("Only http:// and https:// addresses can be called.");
  if (url.username || url.password) throw new OutboundUrlError("Put credentials in the auth header, not in the URL.");
  const host = url.hostname;
  try {
    await checkOutboundTarget(url, { allow: vectorAllowList() });
  } catch (e) {
    if (!(e instanceof OutboundError)) throw e;
    if (e.code === "dns_failed") throw new OutboundUrlError(`${host} does not resolve.`);
    if (e.code === "blocked_address") throw new OutboundUrlError(`${host} points at a private, loopback or otherwise non-public address, which cannot be called.`);
    throw new OutboundUrlError(`${host} cannot be called (${e.code}).`);
  }
  return url;
}

/**
 * POSTs JSON to a tenant's endpoint through the guard and returns the HTTP status. The response body is
 * read (bounded) and dropped: nothing the endpoint says is stored or shown. A redirect that would turn the
 * POST into a GET is not followed (its 3xx status is returned). Throws OutboundError (show only its code).
 */
export async function postToTenantEndpoint(
  endpoint: string,
  payload: unknown,
  opts: { headers: Record<string, string>; timeoutMs: number; sensitiveHeaders?: string[] },
): Promise<number> {
  const res = await outboundFetch(endpoint, {
    method: "POST",
    headers: { ...opts.headers, "content-type": "application/json" },
    body: JSON.stringify(payload),
    timeoutMs: opts.timeoutMs,
    maxBytes: 64 * 1024,
    responseBody: "discard",
    methodChangingRedirects: "stop",
    sensitiveHeaders: opts.sensitiveHeaders,
    allow: vectorAllowList(),
  });
  return res.status;
}

/** What a failed call may say to the tenant: an HTTP status or the guard's short error code, nothing else. */
export function outboundFailure(error: unknown): string {
  return error instanceof OutboundError ? error.code : "request_failed";
}
