// Outbound addresses we call on a customer's behalf (action webhooks, the CRM endpoint) must be http(s)
// and must not reach private, loopback or link-local addresses, or the tracker becomes a way into our
// network. VECTOR_OUTBOUND_ALLOW_HOSTS (comma-separated host or host:port) opens specific ones, e.g. a
// CRM inside a VPN, or 127.0.0.1 in tests. Checked when saved and again before every call (DNS may change).
import { lookup } from "node:dns/promises";
import net from "node:net";

export class OutboundUrlError extends Error {}

function allowList(): string[] {
  return (process.env.VECTOR_OUTBOUND_ALLOW_HOSTS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
}

export function isPrivateAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split(".").map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith("::ffff:")) return isPrivateAddress(v6.slice(7));
  return v6 === "::" || v6 === "::1" || v6.startsWith("fc") || v6.startsWith("fd") || v6.startsWith("fe8") || v6.startsWith("fe9") || v6.startsWith("fea") || v6.startsWith("feb") || v6.startsWith("ff");
}

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
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const allowed = allowList();
  if (allowed.includes(host) || allowed.includes(`${host}:${url.port}`)) return url;
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new OutboundUrlError(`${host} does not resolve.`);
  }
  if (!addresses.length || addresses.some(isPrivateAddress)) throw new OutboundUrlError(`${host} points at a private or loopback address, which cannot be called.`);
  return url;
}
