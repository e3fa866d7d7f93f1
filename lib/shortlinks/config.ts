// Operator configuration of short links, read from the environment on each call (cheap) so tests and
// long-running processes see changes without a restart of the module.
import { domainToASCII } from "node:url";

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * A domain as we store and compare it: lower case, no scheme, port, path or trailing dot, internationalised
 * names in their ASCII (IDNA/punycode) form. Returns null for something that is not a host name.
 */
export function normaliseDomain(input: string | null | undefined): string | null {
  if (!input) return null;
  let s = input.trim();
  if (!s) return null;
  if (s.includes("://")) {
    try {
      s = new URL(s).hostname;
    } catch {
      return null;
    }
  }
  s = s.split("/")[0].replace(/:\d*$/, "").replace(/\.$/, "");
  const ascii = domainToASCII(s.toLowerCase());
  return ascii && HOSTNAME.test(ascii) ? ascii : null;
}

/** SHORTLINK_SHARED_DOMAINS: comma-separated shared domains offered to every organisation. */
export function sharedDomains(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.SHORTLINK_SHARED_DOMAINS ?? "";
  const out = new Set<string>();
  for (const part of raw.split(",")) {
    const d = normaliseDomain(part);
    if (d) out.add(d);
  }
  return [...out];
}

export function isSharedDomain(domain: string): boolean {
  return sharedDomains().includes(domain);
}

/** Scheme of the short URLs we hand out. https by default: short domains are served over TLS. */
export function shortUrlScheme(): "https" | "http" {
  return process.env.SHORTLINK_URL_SCHEME === "http" ? "http" : "https";
}

export function shortUrl(domain: string, code: string): string {
  return `${shortUrlScheme()}://${domain}/${code}`;
}

export { numberEnv } from "@/lib/env";
