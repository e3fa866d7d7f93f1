// Fetches one resource a page asked for (font, image, stylesheet), on behalf of Chromium, which itself
// never touches the network. The connection goes to the address we checked (a custom `lookup` pins it,
// so a second DNS answer cannot swap in a private address), redirects are followed here and re-checked
// hop by hop, and both the time and the size are capped.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { BlockedResourceError, resolveAllowedHost } from "./address-guard";

export type FetchedResource = { status: number; contentType?: string; body: Buffer };

export type ResourceLimits = { timeoutMs: number; maxBytes: number; allowHosts: string[] };

const MAX_REDIRECTS = 5;

export async function fetchGuarded(
  rawUrl: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer | null },
  limits: ResourceLimits,
): Promise<FetchedResource> {
  const deadline = Date.now() + limits.timeoutMs;
  let url = new URL(rawUrl);
  let method = init.method;
  let body = init.body ?? undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new BlockedResourceError(`scheme ${url.protocol} is not fetched`);
    const target = await resolveAllowedHost(url.hostname, limits.allowHosts);
    const res = await requestOnce(url, target, { method, headers: init.headers, body }, deadline, limits.maxBytes);
    if ([301, 302, 303, 307, 308].includes(res.status) && res.location) {
      url = new URL(res.location, url);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
      continue;
    }
    return { status: res.status, contentType: res.contentType, body: res.body };
  }
  throw new BlockedResourceError(`more than ${MAX_REDIRECTS} redirects`);
}

function requestOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  init: { method: string; headers: Record<string, string>; body?: Buffer },
  deadline: number,
  maxBytes: number,
): Promise<FetchedResource & { location?: string }> {
  const lookup: LookupFunction = (_host, options, callback) => {
    const cb = callback as unknown as (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void;
    if ((options as { all?: boolean }).all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(init.headers)) {
    const name = k.toLowerCase();
    // Never forward credentials or hop-by-hop headers; ask for identity so sizes are real sizes.
    if (["cookie", "authorization", "proxy-authorization", "host", "connection", "accept-encoding", "content-length"].includes(name)) continue;
    headers[name] = v;
  }
  headers["accept-encoding"] = "identity";
  const mod = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new BlockedResourceError("resource timeout"));
    const req = mod.request(
      url,
      { method: init.method, headers, lookup, timeout: remaining, agent: false },
      (res) => {
        const status = res.statusCode ?? 502;
        const location = typeof res.headers.location === "string" ? res.headers.location : undefined;
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          return reject(new BlockedResourceError(`resource larger than ${maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total > maxBytes) {
            res.destroy();
            req.destroy();
            reject(new BlockedResourceError(`resource larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, location, contentType: res.headers["content-type"], body: Buffer.concat(chunks, total) }));
        res.on("error", reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new BlockedResourceError("resource timeout")), remaining);
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", () => req.destroy(new BlockedResourceError("resource timeout")));
    req.on("error", reject);
    req.end(init.body);
  });
}
