// The one way the platform makes an HTTP request for a tenant (html2pdf resources, VECTOR webhooks, the
// CRM sync target). Per hop:
//   1. the URL must be http(s); its host is canonicalised (every IPv4/IPv6 spelling, trailing dot);
//   2. the host is resolved once (lookup with all: true) and refused if ANY answer is not public
//      (address-policy.ts), unless the operator allow-listed the name or that exact address;
//   3. the connection goes to the addresses just checked and nowhere else: node:http/https get a `lookup`
//      that answers with them (no second DNS query, so a rebinding answer is never used), while the URL
//      keeps the original name, so the Host header and TLS SNI/certificate check use that name;
//   4. redirects are followed here (at most `maxRedirects`), each new URL going through 1–3 again.
// Time (one deadline for DNS, every hop and the body) and response size are bounded. Errors are
// OutboundError with a short fixed `code`; they never carry a response body, a resolved address or a
// remote error text, so callers may show `code` to tenants as it is.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import tls from "node:tls";
import {
  addressAllowed,
  canonicalHost,
  hostAllowed,
  ipLiteral,
  isDisallowedAddress,
  parseAllowList,
  type AllowRule,
} from "./address-policy";

export { allowListFromEnv, canonicalHost, isDisallowedAddress, parseAllowList, type AllowRule } from "./address-policy";

export type OutboundErrorCode =
  | "invalid_url"
  | "unsupported_scheme"
  | "blocked_address"
  | "dns_failed"
  | "bad_redirect"
  | "too_many_redirects"
  | "timeout"
  | "too_large"
  | "connect_failed";

const MESSAGES: Record<OutboundErrorCode, string> = {
  invalid_url: "not a valid URL",
  unsupported_scheme: "only http:// and https:// can be called",
  blocked_address: "the host is, or resolves to, an address that is not public",
  dns_failed: "the host does not resolve",
  bad_redirect: "redirected to an invalid or non-http(s) URL",
  too_many_redirects: "too many redirects",
  timeout: "timed out",
  too_large: "response too large",
  connect_failed: "connection failed",
};

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    /** Server-side detail for logs (never a response body or a resolved address). */
    readonly detail?: string,
  ) {
    super(`${code}: ${MESSAGES[code]}`);
    this.name = "OutboundError";
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** dns.lookup(host, { all: true }) in promise form; tests inject their own. */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type OutboundPolicy = {
  /** Operator allow-list (rules or comma-separated strings, see address-policy.ts). Default: none. */
  allow?: readonly AllowRule[] | readonly string[];
  /** Resolver; default dns.lookup(host, { all: true, verbatim: true }). */
  lookup?: LookupAll;
};

export type CheckedTarget = {
  url: URL;
  /** Host as written in the URL, canonical, without brackets (what Host and SNI carry). */
  hostname: string;
  port: number;
  /** Every address the host resolved to, all checked; the connection may only go to these. */
  addresses: ResolvedAddress[];
};

const defaultLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function rulesOf(policy: OutboundPolicy): readonly AllowRule[] {
  const allow = policy.allow ?? [];
  return allow.length && typeof allow[0] === "string" ? parseAllowList(allow as readonly string[]) : (allow as readonly AllowRule[]);
}

function parseUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new OutboundError("invalid_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("unsupported_scheme", url.protocol);
  return url;
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new OutboundError("timeout"));
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OutboundError("timeout")), remaining);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Steps 1–2 for one URL: the addresses the request may connect to, or OutboundError. Also used on its own
 * to validate a URL when a tenant saves it (the call itself checks again).
 */
export async function checkOutboundTarget(input: string | URL, policy: OutboundPolicy = {}, deadline = Date.now() + 10_000): Promise<CheckedTarget> {
  const url = parseUrl(input);
  const rules = rulesOf(policy);
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const literal = ipLiteral(hostname);
  if (literal) {
    if (isDisallowedAddress(literal.address) && !addressAllowed(literal.address, port, rules)) throw new OutboundError("blocked_address", literal.address);
    return { url, hostname, port, addresses: [literal] };
  }
  if (!canonicalHost(hostname)) throw new OutboundError("invalid_url");
  const nameAllowed = hostAllowed(hostname, port, rules);
  let answers: { address: string; family: number }[];
  try {
    answers = await withDeadline((policy.lookup ?? defaultLookup)(hostname), deadline);
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    throw new OutboundError("dns_failed", (error as NodeJS.ErrnoException).code);
  }
  if (!answers?.length) throw new OutboundError("dns_failed", "no answer");
  const addresses: ResolvedAddress[] = [];
  for (const answer of answers) {
    const family = net.isIP(answer.address);
    if (family !== 4 && family !== 6) throw new OutboundError("blocked_address", "non-address answer");
    if (!nameAllowed && isDisallowedAddress(answer.address) && !addressAllowed(answer.address, port, rules)) {
      // Refused whole, even if another answer is public: a resolver that mixes answers is not trusted.
      throw new OutboundError("blocked_address", `${hostname} → ${answer.address}`);
    }
    addresses.push({ address: answer.address, family });
  }
  return { url, hostname, port, addresses };
}

/** A `lookup` for node:net that answers with the checked addresses only (step 3). */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const family = options?.family === 4 || options?.family === "IPv4" ? 4 : options?.family === 6 || options?.family === "IPv6" ? 6 : 0;
    const list = family ? addresses.filter((a) => a.family === family) : addresses;
    process.nextTick(() => {
      if (!list.length) return callback(Object.assign(new Error("no pinned address of that family"), { code: "ENOTFOUND" }));
      if (options?.all) callback(null, list.map((a) => ({ address: a.address, family: a.family })));
      else callback(null, list[0].address, list[0].family);
    });
  }) as unknown as LookupFunction;
}

export type OutboundRequest = OutboundPolicy & {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string | null;
  /** One deadline for resolution, every hop and the body. Default 10 s. */
  timeoutMs?: number;
  /** Largest response body read. Default 1 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /**
   * "buffer" (default): the body is returned; over maxBytes fails with too_large.
   * "discard": resolves on the response headers; up to maxBytes of body are read and dropped.
   */
  responseBody?: "buffer" | "discard";
  /**
   * A 301/302 to a POST and a 303 turn the request into a body-less GET (as browsers do). "follow"
   * (default) does that; "stop" returns the redirect response instead, for callers whose request body
   * must not be silently dropped (webhooks, CRM pushes). 307/308 are followed either way.
   */
  methodChangingRedirects?: "follow" | "stop";
  /** Headers dropped, like authorization and cookie, when a redirect leaves the origin. */
  sensitiveHeaders?: string[];
  /** Extra trusted CA certificates for https (e.g. an internal CRM); the system store stays trusted. */
  ca?: string | Buffer | (string | Buffer)[];
};

export type OutboundResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Empty with responseBody "discard". */
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
  redirects: number;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CROSS_ORIGIN_DROP = ["authorization", "cookie", "proxy-authorization"];
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location", "transfer-encoding"];

/** Steps 1–4: a request to a tenant-chosen URL. Throws OutboundError. */
export async function outboundFetch(input: string | URL, options: OutboundRequest = {}): Promise<OutboundResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const policy: OutboundPolicy = { allow: rulesOf(options), lookup: options.lookup };
  let url = parseUrl(input);
  let method = (options.method ?? "GET").toUpperCase();
  let body: Buffer | undefined = options.body == null ? undefined : Buffer.from(options.body);
  let headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.headers ?? {})) headers[k.toLowerCase()] = v;
  delete headers.host;
  const sensitive = [...CROSS_ORIGIN_DROP, ...(options.sensitiveHeaders ?? []).map((h) => h.toLowerCase())];

  for (let redirects = 0; ; redirects++) {
    const target = await checkOutboundTarget(url, policy, deadline);
    const res = await requestOnce(target, { method, headers, body, ca: options.ca }, deadline, maxBytes, options.responseBody ?? "buffer");
    const location = res.headers.location;
    if (!REDIRECTS.has(res.status) || typeof location !== "string") return { ...res, url: url.href, redirects };
    const toGet = (res.status === 303 && method !== "HEAD") || ((res.status === 301 || res.status === 302) && method === "POST");
    if (toGet && options.methodChangingRedirects === "stop") return { ...res, body: Buffer.alloc(0), url: url.href, redirects };
    if (redirects >= maxRedirects) throw new OutboundError("too_many_redirects");
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new OutboundError("bad_redirect");
    }
    if (next.protocol !== "http:" && next.protocol !== "https:") throw new OutboundError("bad_redirect", next.protocol);
    if (toGet) {
      method = "GET";
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !BODY_HEADERS.includes(k)));
    }
    if (next.origin !== url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !sensitive.includes(k)));
    url = next;
  }
}

function requestOnce(
  target: CheckedTarget,
  init: { method: string; headers: Record<string, string>; body?: Buffer; ca?: OutboundRequest["ca"] },
  deadline: number,
  maxBytes: number,
  mode: "buffer" | "discard",
): Promise<Omit<OutboundResponse, "url" | "redirects">> {
  const { url, hostname } = target;
  const isHttps = url.protocol === "https:";
  const headers: Record<string, string> = { ...init.headers, host: url.host };
  if (init.body) headers["content-length"] = String(init.body.length);
  else delete headers["content-length"];
  delete headers["transfer-encoding"];
  delete headers.connection;
  const options: https.RequestOptions = {
    protocol: url.protocol,
    hostname, // a name goes through the pinned lookup; a literal is connected to as it is (checked above)
    port: target.port,
    path: `${url.pathname}${url.search}`,
    method: init.method,
    headers,
    lookup: pinnedLookup(target.addresses),
    agent: false, // a fresh connection per request: never a pooled socket opened for another address
  };
  if (isHttps) {
    if (!net.isIP(hostname)) options.servername = hostname.replace(/\.$/, ""); // SNI and certificate name
    if (init.ca) options.ca = [...tls.rootCertificates, ...[init.ca].flat()]; // added to, not instead of, the usual roots
  }
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundError("timeout"));
    let settled = false;
    const fail = (error: OutboundError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const req = (isHttps ? https : http).request(options, (res) => {
      const status = res.statusCode ?? 0;
      const isRedirect = REDIRECTS.has(status) && typeof res.headers.location === "string";
      const keep = mode === "buffer" && !isRedirect;
      const chunks: Buffer[] = [];
      let total = 0;
      const declared = Number(res.headers["content-length"]);
      if (keep && Number.isFinite(declared) && declared > maxBytes) {
        fail(new OutboundError("too_large"));
        return void req.destroy();
      }
      if (!keep) {
        // Nothing of this body is needed: answer now, read at most maxBytes of it, then hang up.
        settled = true;
        resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
      }
      res.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxBytes) {
          fail(new OutboundError("too_large"));
          req.destroy();
          return;
        }
        if (keep) chunks.push(chunk);
      });
      res.on("end", () => {
        if (settled) return;
        settled = true;
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks, total) });
      });
      res.on("error", () => fail(new OutboundError("connect_failed", "response aborted")));
    });
    const timer = setTimeout(() => req.destroy(new OutboundError("timeout")), remaining);
    req.on("close", () => clearTimeout(timer));
    req.on("error", (error: NodeJS.ErrnoException) => {
      fail(error instanceof OutboundError ? error : new OutboundError("connect_failed", error.code ?? "error"));
    });
    req.end(init.body);
  });
}
