// node:http plumbing for the few hot API paths where Next.js's own request path is a large share of a
// request's CPU (html2pdf's render: a warm render is ~12 ms of Chromium, and Next's routing, request and
// response plumbing added ~2.5 ms on two cores; docs/html2pdf.md has the figures). toNodeHandler serves
// the very same Web route handler (Request → Response) as the app/ route, so auth, limits, errors and
// billing are the route's own; it only turns node's request into a Request and the Response back into
// bytes. The hot route table (hot-routes.ts) serves its Web handlers through it.
import http from "node:http";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { DomainError } from "@/lib/errors";
import { stripInternalHeaders } from "@/lib/api/internal-headers";
import { newRequestId } from "@/lib/api/request-id";
import { errorResponse } from "@/lib/api/respond";

export type WebHandler = (req: Request) => Promise<Response>;
export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The request body as a web stream that reads node's stream as the handler asks for it (the handler's
 * own limit decides when to stop: a 2 MB cap never buffers 60 MB). `cancelled` tells that the handler
 * stopped reading before the end.
 */
function bodyStream(req: http.IncomingMessage): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean; drain: () => void } {
  let cancelled = false;
  let onData: (chunk: Buffer) => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      onData = (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      };
      req.on("data", onData);
      req.once("end", () => controller.close());
      req.once("error", (e) => controller.error(e));
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.pause();
    },
  });
  const drain = () => {
    req.off("data", onData);
    req.resume();
  };
  return { stream, cancelled: () => cancelled, drain };
}

/** Up to this many unread body bytes are drained after an answer (keeping the connection); more close it. */
const DRAIN_MAX_BYTES = 64 * 1024;

function toRequest(req: http.IncomingMessage): { request: Request; mustClose: () => boolean } {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  stripInternalHeaders(headers); // this is an edge: headers the platform sets for itself never come from a client
  headers.set(CLIENT_ADDRESS_HEADER, req.socket?.remoteAddress ?? ""); // the peer, never the client's say (client-address.ts)
  const url = `http://${req.headers.host || "localhost"}${req.url ?? "/"}`;
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") {
    req.resume();
    return { request: new Request(url, { method, headers }), mustClose: () => false };
  }
  const body = bodyStream(req);
  const init: RequestInit & { duplex: "half" } = { method, headers, body: body.stream, duplex: "half" };
  // A body the handler stopped reading (413) or never read (401 before the body) is not read to its end
  // unless it is small: the connection is closed instead.
  const declared = Number(req.headers["content-length"]);
  const mustClose = () => {
    if (req.readableEnded) return false;
    if (body.cancelled() || !(declared <= DRAIN_MAX_BYTES)) return true;
    body.drain();
    return false;
  };
  return { request: new Request(url, init), mustClose };
}

async function writeResponse(res: http.ServerResponse, response: Response, opts: { head: boolean; close: boolean }): Promise<void> {
  const body = response.body && !opts.head ? Buffer.from(await response.arrayBuffer()) : null;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  headers["content-length"] = String(body?.length ?? 0);
  if (opts.close) headers.connection = "close";
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

/**
 * A Web route handler (Request → Response) as a node:http handler: the same handler, auth, limits, errors
 * and billing as its app/ route, without Next's request path.
 */
export function toNodeHandler(name: string, handler: WebHandler): NodeHandler {
  return (req, res) => {
    let converted: ReturnType<typeof toRequest>;
    try {
      converted = toRequest(req);
    } catch {
      // A Host header or target that makes no URL (`Host: a b`): never a crash.
      const bad = errorResponse(newRequestId(), new DomainError("invalid_request", "The request line or Host header does not form a valid URL."));
      void writeResponse(res, bad, { head: false, close: true });
      return;
    }
    const { request, mustClose } = converted;
    handler(request)
      .then((response) => writeResponse(res, response, { head: req.method === "HEAD", close: mustClose() }))
      .catch((error) => {
        // The route handlers answer their own errors; this is a broken socket or a bug in the adapter.
        console.error(`${name}: request failed`, error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json; charset=utf-8", connection: "close" });
        res.end(JSON.stringify({ ok: false, error: "internal_error", message: "Unexpected error. Retry with backoff." }));
      });
  };
}
