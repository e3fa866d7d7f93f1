// The dedicated redirect server: plain node:http in front of the short domains, sharing every piece of
// lib/shortlinks with the Next.js app (domain set, LRU, click batcher, POST /v1/shorten). It exists because
// a redirect is a few microseconds of work and Next.js adds a router, the proxy and a rewrite around it;
// see docs/shortlinks.md for the measured difference and the deployment choice.
import http from "node:http";
import { drainClicks, pendingClicks } from "./clicks";
import { isShortDomain, isShortDomainNow } from "./domain-registry";
import "./domains"; // installs the database loader of the domain set
import { answerRedirect } from "./redirect";
import { handleShorten, methodNotAllowed } from "./shorten-request";
import { addFastRouteGuard, registerFastHostRoute, registerFastRoute } from "@/lib/api/server-hooks";

async function send(res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((v, k) => (headers[k] = v));
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

function webRequest(req: http.IncomingMessage): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { method: req.method, headers });
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = req.url ?? "/";
  const path = url.split("?", 1)[0];
  if (path === "/v1/shorten") {
    req.resume(); // every input is a header; any body is ignored
    return send(res, req.method === "POST" ? await handleShorten(webRequest(req)) : await methodNotAllowed());
  }
  if (path === "/_health") {
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify({ ok: true, pending_clicks: pendingClicks() }));
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    res.end("Method not allowed\n");
    return;
  }
  await redirect(req, res, path);
}

/** GET or HEAD of a path on a short-link host: the redirect, or the friendly page. */
async function redirect(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
  const host = req.headers.host ?? null;
  // On a Host that is not a configured short domain nothing is a link: the friendly page.
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

function failed(res: http.ServerResponse, error: unknown) {
  console.error("shortlinks server: request failed", error);
  if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "1" });
  res.end("Temporarily unavailable\n");
}

/**
 * Whether the request is for a short link, as the proxy decides it: any path but /v1/... on a short-link
 * host. Undefined until the domain set is first loaded (then Next's proxy decides, and loads it).
 */
const forShortLink = (req: http.IncomingMessage): boolean | undefined =>
  req.url?.[0] !== "/" || req.url.startsWith("/v1/") ? false : isShortDomainNow(req.headers.host);

/**
 * Redirects and POST /v1/shorten on the production server's main port, ahead of Next's router and proxy
 * (lib/api/server-hooks.ts): GET and HEAD of a short-link request, and the shorten call. Every other fast
 * route (/collect, /v.js) is kept off short-link requests: "/collect" is a valid code. Answers the function
 * that removes them all.
 */
export function addRedirectFastRoutes(): () => void {
  const removers = [
    addFastRouteGuard((req) => forShortLink(req) === false),
    registerFastHostRoute(
      (req) => (req.method === "GET" || req.method === "HEAD") && forShortLink(req) === true,
      (req, res) => void redirect(req, res, (req.url ?? "/").split("?", 1)[0]).catch((error) => failed(res, error)),
    ),
    registerFastRoute("POST", "/v1/shorten", (req, res) => {
      req.resume(); // every input is a header; any body is ignored
      handleShorten(webRequest(req))
        .then((response) => send(res, response))
        .catch((error) => failed(res, error));
    }),
  ];
  return () => removers.forEach((remove) => remove());
}

export function createRedirectServer(): http.Server {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => failed(res, error));
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  return server;
}

/** Stops accepting, then writes every buffered click. */
export async function closeRedirectServer(server: http.Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await drainClicks();
}
