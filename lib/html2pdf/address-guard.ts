// Which addresses a render may fetch from. Everything that is not a public unicast address is refused:
// loopback, private, carrier-grade NAT, link-local (cloud metadata 169.254.169.254 lives there), multicast,
// unspecified, documentation and reserved ranges, for IPv4 and IPv6, and IPv6 forms that embed an IPv4
// address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged
// by the IPv4 address inside.
import dns from "node:dns/promises";
import net from "node:net";

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

function v4ToInt(ip: string): number {
  return ip.split(".").reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

function v4Blocked(ip: string): boolean {
  const n = v4ToInt(ip);
  return V4_BLOCKED.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (n & mask) >>> 0 === (v4ToInt(base) & mask) >>> 0;
  });
}

/** The eight 16-bit groups of an IPv6 address (handles "::" and a trailing dotted IPv4 part). */
function v6Groups(ip: string): number[] | null {
  let s = ip.toLowerCase();
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  const last = s.slice(lastColon + 1);
  if (last.includes(".")) {
    if (!net.isIPv4(last)) return null;
    const n = v4ToInt(last);
    tail = [n >>> 16, n & 0xffff];
    s = s.slice(0, lastColon + 1) + "0:0";
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(":").map((h) => parseInt(h, 16)) : []);
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array(Math.max(0, fill)).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((g) => !Number.isFinite(g) || g < 0 || g > 0xffff)) return null;
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups;
}

const embeddedV4 = (g: number[], from: number) =>
  `${g[from] >>> 8}.${g[from] & 0xff}.${g[from + 1] >>> 8}.${g[from + 1] & 0xff}`;

function v6Blocked(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return true; // unparseable: refuse
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return true; // :: unspecified
  if (zeroUpTo(7) && g[7] === 1) return true; // ::1 loopback
  if (zeroUpTo(5) && g[5] === 0xffff) return v4Blocked(embeddedV4(g, 6)); // ::ffff:a.b.c.d mapped
  if (zeroUpTo(6)) return true; // ::a.b.c.d compatible (deprecated): never public
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0) return v4Blocked(embeddedV4(g, 6));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true; // local-use NAT64
  if (g[0] === 0x2002) return v4Blocked(embeddedV4(g, 1)); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (fd00:ec2::254 metadata)
  if ((g[0] & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g[0] & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x0100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return true; // discard-only
  if (g[0] === 0x2001 && g[1] < 0x200) return true; // 2001::/23 IETF protocol assignments (Teredo etc.)
  return false;
}

/** True when a render must not connect to this literal address. */
export function isBlockedAddress(ip: string): boolean {
  const bare = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  if (net.isIPv4(bare)) return v4Blocked(bare);
  if (net.isIPv6(bare)) return v6Blocked(bare);
  return true;
}

export function hostAllowListed(host: string, allowHosts: string[]): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  return allowHosts.some((rule) => (rule.startsWith("*.") ? h.endsWith(rule.slice(1)) : h === rule));
}

export type ResolvedHost = { address: string; family: 4 | 6 };

export class BlockedResourceError extends Error {}

/**
 * Resolves `host` and returns the address to connect to. Throws BlockedResourceError when any resolved
 * address is refused (a name that resolves to both a public and a private address is refused whole, so
 * DNS answers cannot be raced), unless the operator allow-listed the host.
 */
export async function resolveAllowedHost(host: string, allowHosts: string[]): Promise<ResolvedHost> {
  const bare = host.replace(/^\[|\]$/g, "");
  const allowed = hostAllowListed(bare, allowHosts);
  if (net.isIP(bare)) {
    if (!allowed && isBlockedAddress(bare)) throw new BlockedResourceError(`address ${bare} is not public`);
    return { address: bare, family: net.isIPv6(bare) ? 6 : 4 };
  }
  let answers: { address: string; family: number }[];
  try {
    answers = await dns.lookup(bare, { all: true, verbatim: true });
  } catch (error) {
    throw new BlockedResourceError(`could not resolve ${bare}: ${(error as Error).message}`);
  }
  if (!answers.length) throw new BlockedResourceError(`${bare} has no address`);
  if (!allowed) {
    const bad = answers.find((a) => isBlockedAddress(a.address));
    if (bad) throw new BlockedResourceError(`${bare} resolves to ${bad.address}, which is not public`);
  }
  return { address: answers[0].address, family: answers[0].family === 6 ? 6 : 4 };
}
