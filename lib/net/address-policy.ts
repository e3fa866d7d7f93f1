// Which addresses the platform may connect to when it makes a request for a tenant, and the operator's
// allow-list. Used by the outbound guard (outbound-guard.ts); nothing else should judge addresses.
//
// Every spelling is first reduced to one canonical form by the WHATWG URL host parser, the same parser
// that reads every URL we fetch: decimal (2130706433), hex (0x7f000001, 0x7f.0.0.1), octal (0177.0.0.1),
// short (127.1) and trailing-dot (127.0.0.1.) IPv4 all become 127.0.0.1, and IPv6 is compressed
// (::ffff:127.0.0.1 → ::ffff:7f00:1). The canonical address is then judged:
// - IPv4: refused in the ranges below (IANA special-purpose registry, plus cloud metadata addresses);
// - IPv6: only global unicast 2000::/3 can pass (so ::, ::1, IPv4-compatible ::a.b.c.d, fc00::/7 unique
//   local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast, 64:ff9b:1::/48 … are refused),
//   minus documentation, the IETF protocol block 2001::/23 (Teredo, benchmarking, ORCHID); forms that
//   embed an IPv4 address — mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16 — are judged by
//   that IPv4 address.
// Range tests use node:net's BlockList.
import net from "node:net";

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (Alibaba Cloud metadata 100.100.100.200 lives here)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local: cloud metadata 169.254.169.254 (AWS, GCP, Azure, OCI, DO …)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments (OCI 192.0.0.192)
  ["192.0.2.0", 24], // TEST-NET-1
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // TEST-NET-2
  ["203.0.113.0", 24], // TEST-NET-3
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, 255.255.255.255 broadcast
  ["168.63.129.16", 32], // Azure WireServer / platform metadata (a public-looking address)
];

const V6_GLOBAL_UNICAST: [string, number][] = [["2000::", 3]];
const V6_BLOCKED: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID …
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
];

function blockList(entries: [string, number][], type: "ipv4" | "ipv6"): net.BlockList {
  const list = new net.BlockList();
  for (const [base, bits] of entries) list.addSubnet(base, bits, type);
  return list;
}

const v4Blocked = blockList(V4_BLOCKED, "ipv4");
const v6Global = blockList(V6_GLOBAL_UNICAST, "ipv6");
const v6Blocked = blockList(V6_BLOCKED, "ipv6");

/**
 * The canonical form of a host name or address literal (any spelling), without brackets or a trailing
 * dot; null when it is not a valid host. "0x7f.1" → "127.0.0.1", "[::FFFF:127.0.0.1]" → "::ffff:7f00:1",
 * "Example.COM." → "example.com".
 */
export function canonicalHost(input: string): string | null {
  let h = input.trim();
  if (!h || /[\s/\\@?#%]/.test(h)) return null; // "%": IPv6 zone ids are never reachable targets
  if (net.isIPv6(h)) h = `[${h}]`;
  else if (h.includes(":") && !(h.startsWith("[") && h.endsWith("]"))) return null;
  let url: URL;
  try {
    url = new URL(`http://${h}/`);
  } catch {
    return null;
  }
  if (url.port || url.username || url.password) return null;
  let host = url.hostname;
  if (host.startsWith("[")) host = host.slice(1, -1);
  else if (host.endsWith(".")) host = host.slice(0, -1);
  return host || null;
}

/** The eight 16-bit groups of a valid IPv6 address (after canonicalHost: no zone, maybe a dotted tail). */
function v6Groups(ip: string): number[] {
  let s = ip;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  if (s.slice(lastColon + 1).includes(".")) {
    const [a, b, c, d] = s.slice(lastColon + 1).split(".").map(Number);
    tail = [(a << 8) | b, (c << 8) | d];
    s = s.slice(0, lastColon + 1) + "0:0";
  }
  const [head, rest] = s.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((x) => parseInt(x, 16)) : []);
  const h = parse(head);
  const r = parse(rest);
  const groups = rest === undefined ? h : [...h, ...Array(8 - h.length - r.length).fill(0), ...r];
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups;
}

const v4From = (hi: number, lo: number) => `${hi >>> 8}.${hi & 0xff}.${lo >>> 8}.${lo & 0xff}`;

function v6Disallowed(ip: string): boolean {
  const g = v6Groups(ip);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4Blocked.check(v4From(g[6], g[7]), "ipv4"); // ::ffff:a.b.c.d mapped
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Blocked.check(v4From(g[6], g[7]), "ipv4"); // NAT64
  if (g[0] === 0x2002) return v4Blocked.check(v4From(g[1], g[2]), "ipv4"); // 6to4
  const canonical = g.map((x) => x.toString(16)).join(":");
  if (!v6Global.check(canonical, "ipv6")) return true;
  return v6Blocked.check(canonical, "ipv6");
}

/** The canonical address when `host` is an IP literal in any spelling, else null (a name, or invalid). */
export function ipLiteral(host: string): { address: string; family: 4 | 6 } | null {
  const canonical = canonicalHost(host);
  if (!canonical) return null;
  const family = net.isIP(canonical);
  return family === 4 || family === 6 ? { address: canonical, family } : null;
}

/**
 * True when the platform must not connect to this address on a tenant's behalf. Accepts any spelling of
 * an address; anything that is not an address (or carries an IPv6 zone id) counts as disallowed.
 */
export function isDisallowedAddress(address: string): boolean {
  const ip = ipLiteral(address);
  if (!ip) return true;
  return ip.family === 4 ? v4Blocked.check(ip.address, "ipv4") : v6Disallowed(ip.address);
}

// ---------------------------------------------------------------------------------------------------
// Allow-list: what the operator opens even though it is not public (a CRM inside a VPN, a font server on
// the private network, a loopback test server).
//
// Rules, comma-separated: `name` (that host name, whatever it resolves to), `*.example.com` (any name
// under it, not the apex), `10.1.2.3` or `[fd00::5]` (that address, whether written in the URL or
// returned by DNS; no other spelling of it: `127.0.0.1` does not open `[::ffff:127.0.0.1]`), each
// optionally with `:port` to open only that port.

export type AllowRule = { host: string; wildcard: boolean; port: number | null; address: boolean };

export function parseAllowRule(raw: string): AllowRule | null {
  let s = raw.trim().toLowerCase();
  if (!s) return null;
  let port: number | null = null;
  if (net.isIPv6(s)) s = `[${s}]`;
  const portMatch = /^(.*\]|[^:]*):(\d{1,5})$/.exec(s);
  if (portMatch) {
    port = Number(portMatch[2]);
    if (port < 1 || port > 65535) return null;
    s = portMatch[1];
  }
  const wildcard = s.startsWith("*.");
  const host = canonicalHost(wildcard ? s.slice(2) : s);
  if (!host) return null;
  const address = !wildcard && net.isIP(host) !== 0;
  return { host, wildcard, port, address };
}

/** Rules from any number of comma-separated lists (unparseable rules are dropped). */
export function parseAllowList(...lists: (string | readonly string[] | undefined | null)[]): AllowRule[] {
  const rules: AllowRule[] = [];
  for (const list of lists) {
    if (!list) continue;
    for (const item of typeof list === "string" ? list.split(",") : list.flatMap((l) => l.split(","))) {
      const rule = parseAllowRule(item);
      if (rule) rules.push(rule);
    }
  }
  return rules;
}

/**
 * The operator allow-list for one product: `OUTBOUND_ALLOW_HOSTS` (every product) plus the product's own
 * variable (`HTML2PDF_ALLOW_HOSTS`, `VECTOR_OUTBOUND_ALLOW_HOSTS`). Read on every call, so tests and
 * operators can change it without a restart of the module.
 */
export function allowListFromEnv(productVariable?: string, env: Record<string, string | undefined> = process.env): AllowRule[] {
  return parseAllowList(env.OUTBOUND_ALLOW_HOSTS, productVariable ? env[productVariable] : undefined);
}

const portMatches = (rule: AllowRule, port: number) => rule.port === null || rule.port === port;

/** Whether the operator opened this host (canonical, as in a URL) on this port. */
export function hostAllowed(host: string, port: number, rules: readonly AllowRule[]): boolean {
  const h = canonicalHost(host);
  if (!h) return false;
  return rules.some((r) => portMatches(r, port) && (r.wildcard ? h.endsWith(`.${r.host}`) : h === r.host));
}

/** Whether the operator opened this resolved address (exact canonical match of an address rule). */
export function addressAllowed(address: string, port: number, rules: readonly AllowRule[]): boolean {
  const ip = ipLiteral(address);
  if (!ip) return false;
  return rules.some((r) => r.address && portMatches(r, port) && r.host === ip.address);
}
