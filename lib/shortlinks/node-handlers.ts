// Short links as node:http handlers for the hot route table (lib/server/hot-routes.ts), sharing every piece
// of lib/shortlinks with the Next.js routes (domain set, LRU, click batcher). A redirect is
// a few microseconds of work and Next.js adds a router, the proxy and a rewrite around it; see
// docs/shortlinks.md for the measured difference.
import type http from "node:http";
import { isShortDomain, isShortDomainNow } from "./domain-registry";
import "./domains"; // installs the database loader of the domain set
import { answerRedirect } from "./redirect";

/**
 * GET or HEAD of a path on a short-link host: the redirect, or the friendly page (on a Host that is not a
 * configured short domain nothing is a link). Other methods: 405.
 */
export function serveRedirect(req: http.IncomingMessage, res: http.ServerResponse): void {
  req.resume();
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    res.end("Method not allowed\n");
    return;
  }
  redirect(req, res).catch((error) => {
    console.error("shortlinks: redirect failed", error);
    if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "1" });
    res.end("Temporarily unavailable\n");
  });
}

async function redirect(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const host = req.headers.host ?? null;
  const path = (req.url ?? "/").split("?", 1)[0];
  const answer = await answerRedirect({
    host: (await isShortDomain(host)) ? host : null,
    path: path.lastIndexOf("/") === 0 ? path : "/-",
    method: req.method ?? "GET",
    referrer: req.headers.referer ?? null,
    userAgent: req.headers["user-agent"] ?? null,
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * Whether the request is for a short link, as the proxy decides it: any path but /v1/... on a short-link
 * host. Undefined until the domain set is first loaded (then Next's proxy decides, and loads it).
 */
export const forShortLink = (req: http.IncomingMessage): boolean | undefined =>
  req.url?.[0] !== "/" || req.url.startsWith("/v1/") ? false : isShortDomainNow(req.headers.host);
