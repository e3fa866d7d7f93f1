// Fetches one resource a page asked for (font, image, stylesheet), on behalf of Chromium, which itself
// never touches the network. The request goes through the platform's outbound guard
// (lib/net/outbound-guard.ts): the host is resolved once and refused if any answer is not public, the
// connection is pinned to the checked address (a second DNS answer cannot swap in a private one),
// redirects are followed there and re-checked hop by hop, and both the time and the size are capped.
// Operator allow-list: HTML2PDF_ALLOW_HOSTS (limits.allowHosts) plus the platform-wide OUTBOUND_ALLOW_HOSTS.
import { allowListFromEnv, outboundFetch, parseAllowList } from "@/lib/net/outbound-guard";

export type FetchedResource = { status: number; contentType?: string; body: Buffer };

export type ResourceLimits = { timeoutMs: number; maxBytes: number; allowHosts: string[] };

// Never forwarded: credentials and hop-by-hop headers; the guard asks for identity encoding so sizes are real sizes.
const DROP_HEADERS = ["cookie", "authorization", "proxy-authorization", "host", "connection", "accept-encoding", "content-length"];

export async function fetchGuarded(
  rawUrl: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer | null },
  limits: ResourceLimits,
): Promise<FetchedResource> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(init.headers)) if (!DROP_HEADERS.includes(k.toLowerCase())) headers[k.toLowerCase()] = v;
  headers["accept-encoding"] = "identity";
  const res = await outboundFetch(rawUrl, {
    method: init.method,
    headers,
    body: init.body ?? undefined,
    timeoutMs: limits.timeoutMs,
    maxBytes: limits.maxBytes,
    maxRedirects: 5,
    allow: [...allowListFromEnv(), ...parseAllowList(limits.allowHosts)],
  });
  const contentType = res.headers["content-type"];
  return { status: res.status, contentType, body: res.body };
}
