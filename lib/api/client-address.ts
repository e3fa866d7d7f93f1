// Who is calling, as far as abuse limits care: the address of the client, never one it can choose.
//
//  - Behind a load balancer or reverse proxy, set TRUSTED_PROXY to the number of proxies in front of the
//    server (1 for one load balancer). The address is then the entry that many places from the right of
//    x-forwarded-for: the one your outermost proxy appended. Entries further left were sent by the client
//    and are never believed. With fewer entries than proxies the request did not come through them: the
//    socket address is used.
//  - Otherwise x-forwarded-for is ignored and the address is the TCP peer. Route handlers cannot see the
//    socket, so the production server (scripts/server.mjs, and the hot route adapter lib/server/node-adapter.ts)
//    writes it into CLIENT_ADDRESS_HEADER on every request, overwriting anything a client sent under that
//    name. That header is believed only while that server runs this process (serverHooks() is set);
//    under `next dev` / `next start` the address is "unknown" (one shared bucket).
//
// IPv6 addresses are reduced to their /64 prefix (one customer line gets a whole /64, so counting single
// addresses would let one client use 2^64 of them); IPv4-mapped IPv6 addresses count as the IPv4 address.
import { isIP } from "node:net";
import { serverHooks } from "./server-hooks";

/** Set by the production server from the socket; a client's own value is always overwritten there. */
export const CLIENT_ADDRESS_HEADER = "x-platform-client-address";

export const UNKNOWN_ADDRESS = "unknown";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function get(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const v = headers[name] ?? headers[name.toLowerCase()];
  if (v === undefined) return null;
  return Array.isArray(v) ? v.join(", ") : v;
}

/** TRUSTED_PROXY: how many proxies in front append to x-forwarded-for (unset or 0: trust none). */
export function trustedProxyHops(): number {
  const raw = (process.env.TRUSTED_PROXY ?? "").trim().toLowerCase();
  if (raw === "" || raw === "0" || raw === "false") return 0;
  if (raw === "true") return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The limiter's key for an address: IPv4 as is, IPv6 as its /64, anything unparseable as "unknown". */
export function addressKey(raw: string | null | undefined): string {
  if (!raw) return UNKNOWN_ADDRESS;
  let a = raw.trim();
  if (a.startsWith("[")) a = a.slice(1, a.indexOf("]") > 0 ? a.indexOf("]") : undefined); // [v6]:port
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":")); // v4:port
  const zone = a.indexOf("%");
  if (zone > 0) a = a.slice(0, zone);
  const kind = isIP(a);
  if (kind === 4) return a;
  if (kind !== 6) return UNKNOWN_ADDRESS;
  const groups = expandIpv6(a);
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const hi = parseInt(groups[6], 16);
    const lo = parseInt(groups[7], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`; // IPv4-mapped
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function expandIpv6(a: string): string[] {
  let s = a.toLowerCase();
  // A trailing dotted quad is two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4) {
    const [w, x, y, z] = v4[1].split(".").map(Number);
    s = s.slice(0, -v4[1].length) + `${((w << 8) | x).toString(16)}:${((y << 8) | z).toString(16)}`;
  }
  const [head, tail] = s.split("::");
  const h = head ? head.split(":") : [];
  const t = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const zeros = s.includes("::") ? Array(8 - h.length - t.length).fill("0") : [];
  return [...h, ...zeros, ...t].map((g) => (parseInt(g, 16) || 0).toString(16));
}

/** The client's address (limiter key form) for a request's headers; see the top of this file. */
export function clientAddress(headers: HeaderSource): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const forwarded = (get(headers, "x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length >= hops) return addressKey(forwarded[forwarded.length - hops]);
  }
  if (serverHooks()) return addressKey(get(headers, CLIENT_ADDRESS_HEADER));
  return UNKNOWN_ADDRESS;
}
