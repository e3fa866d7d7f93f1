// /collect and /v.js as node:http handlers, with the very same intake (collectInput) and answers
// (collectHeaders, trackerScriptAnswer) as the Next routes. The hot route table (lib/server/hot-routes.ts)
// serves them ahead of Next on the main port and in `npm run vector:serve`, because a /collect hit is a few
// microseconds of our work while Next.js's request path costs about a millisecond of CPU (docs/vector.md).
// They are node handlers, not Web ones, on purpose: a Request and a Response per event would be most of the
// work of a path that is otherwise a few microseconds.
import type http from "node:http";
import { collectInput, mediaTypeOf } from "./collect";
import { MAX_BODY_BYTES } from "./config";
import { COLLECT_OK_BODY, collectHeaders, trackerScriptAnswer } from "./http";
import { annotateRequest } from "@/lib/api/server-hooks";

/** The body as text, or "" when it is declared or turns out longer than MAX_BODY_BYTES (then drained unread). */
function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      req.resume();
      req.once("end", () => resolve(""));
      req.once("error", () => resolve(""));
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      if (over) return;
      total += chunk.length;
      if (total > MAX_BODY_BYTES) {
        over = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.once("end", () => resolve(over ? "" : chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks, total).toString("utf8")));
    req.once("error", () => resolve(""));
  });
}

const OK_LENGTH = Buffer.byteLength(COLLECT_OK_BODY);

function header(req: http.IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const query = new URLSearchParams(q === -1 ? "" : url.slice(q + 1));
  const method = req.method ?? "GET";
  if (path === "/collect") {
    const body = method === "POST" ? await readBody(req) : (req.resume(), "");
    // Same methods as app/collect/route.ts: POST and GET carry events, everything else just gets the answer.
    if (method === "POST" || method === "GET") {
      await collectInput({ method, body, contentType: mediaTypeOf(header(req, "content-type")), query, userAgent: header(req, "user-agent") ?? "", origin: header(req, "origin") });
    }
    const headers = collectHeaders(header(req, "origin"), header(req, "access-control-request-headers"));
    headers["content-length"] = String(OK_LENGTH); // not chunked: one write per answer
    res.writeHead(200, headers);
    res.end(method === "HEAD" ? undefined : COLLECT_OK_BODY);
    return;
  }
  req.resume();
  if (path === "/v.js" && (method === "GET" || method === "HEAD")) {
    const a = trackerScriptAnswer(query.get("v"), header(req, "if-none-match"));
    res.writeHead(a.status, a.headers);
    res.end(method === "HEAD" ? undefined : (a.body ?? undefined));
    return;
  }
  // The route table sends only /collect and /v.js here; anything else is a bug in a caller, not a client's.
  res.writeHead(404, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ ok: false, error: "not_found", message: "Not found." }));
}

/** Serves one /collect or /v.js request (any method on /collect: the spec promises 200 {ok:true}). */
export function serveIntake(req: http.IncomingMessage, res: http.ServerResponse): void {
  annotateRequest({ product: "vector" });
  handle(req, res).catch((error) => {
    // collectInput never throws; this is a broken socket or the like. /collect's promise still holds.
    console.error("vector: intake listener request failed", error);
    if (!res.headersSent) res.writeHead(200, collectHeaders(null, null));
    res.end(COLLECT_OK_BODY);
  });
}
