// Where the app meets its production server (scripts/server.mjs, `npm start`). That server runs outside
// Next's bundle, so the two share one process-wide object under a registered symbol: the server creates it
// before Next starts; the app puts its fast routes and its job shutdown there; the server calls them.
// Under `next dev`, `next start` or in tests there is no such object and nothing here does anything, so
// every route keeps being served by Next alone.
import type http from "node:http";
import { processSlot, processState } from "@/lib/process-state.mjs";

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export type ServerHooks = {
  /** Serves the request and answers true when it is one of the app's fast routes; false: Next serves it. */
  dispatch?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Flushes and stops the background jobs; the server calls it on SIGTERM/SIGINT once its requests have finished. */
  stopJobs?: () => Promise<void>;
  /** The server's request metrics, Prometheus text (lib/server/http-metrics.mjs); set by the server. */
  requestMetricsText?: () => Promise<string>;
  /** Adds to the current request's log line (lib/server/request-log.mjs); set by the server. */
  annotate?: (fields: RequestAnnotation) => void;
};

/** What the app adds to a request's log line: never a secret, a payload or an e-mail address. */
export type RequestAnnotation = { route?: string; requestId?: string; organisationId?: string; product?: string };

/** Where scripts/server.mjs puts its hooks before Next starts (lib/process-state.mjs). */
export const SERVER_HOOKS = "server.hooks";
const hooksSlot = processSlot<ServerHooks>(SERVER_HOOKS);

export const serverHooks = (): ServerHooks | null => hooksSlot.get() ?? null;

/** Installs the server's hooks (scripts/server.mjs does the same with its own copy of the slot); undefined removes them. */
export const setServerHooks = (hooks: ServerHooks | undefined): void => void hooksSlot.set(hooks);

/** Names the organisation, product or route of the request being served, for its log line. */
export function annotateRequest(fields: RequestAnnotation): void {
  serverHooks()?.annotate?.(fields);
}

type HostRoute = { match: (req: http.IncomingMessage) => boolean; handler: NodeHandler };
const fastRoutes = processState("server.fastRoutes", () => new Map<string, NodeHandler>());
const guards = processState("server.fastRouteGuards", () => new Set<FastRouteGuard>());
const hostRoutes = processState("server.fastHostRoutes", () => new Set<HostRoute>());

/**
 * Serves every request `match` accepts (whatever its path: a short-link host's codes) with `handler`, ahead
 * of the path routes and of Next. Answers the function that removes it.
 */
export function registerFastHostRoute(match: HostRoute["match"], handler: NodeHandler): () => void {
  const route = { match, handler };
  hostRoutes.add(route);
  const hooks = serverHooks();
  if (hooks) hooks.dispatch = dispatchFastRoute;
  return () => void hostRoutes.delete(route);
}

/** False: this request is not for the fast routes, whatever its path (Next and its proxy serve it). */
export type FastRouteGuard = (req: http.IncomingMessage) => boolean;

/**
 * Keeps requests away from the fast routes (short-link hosts: their paths are codes, which the proxy
 * rewrites to the redirect route, and "/collect" is a valid code). Answers the function that removes it.
 */
export function addFastRouteGuard(guard: FastRouteGuard): () => void {
  guards.add(guard);
  return () => void guards.delete(guard);
}

/** The request's path without its query ("" for an absolute-form or asterisk target, which Next serves). */
function pathOf(url: string | undefined): string {
  if (!url || url[0] !== "/") return "";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/** Serves the request if `METHOD path` is a registered fast route; false when it is not (Next's turn). */
export function dispatchFastRoute(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  for (const route of hostRoutes)
    if (route.match(req)) {
      route.handler(req, res);
      return true;
    }
  if (fastRoutes.size === 0) return false;
  const handler = fastRoutes.get(`${req.method} ${pathOf(req.url)}`);
  if (!handler) return false;
  for (const guard of guards) if (!guard(req)) return false;
  handler(req, res);
  return true;
}

/**
 * Serves `METHOD path` (exact path, any query) with `handler` ahead of Next's router on the production
 * server; answers the function that removes it again. Other methods on the path still go to Next.
 */
export function registerFastRoute(method: string, path: string, handler: NodeHandler): () => void {
  const key = `${method} ${path}`;
  fastRoutes.set(key, handler);
  const hooks = serverHooks();
  if (hooks) hooks.dispatch = dispatchFastRoute;
  return () => {
    if (fastRoutes.get(key) === handler) fastRoutes.delete(key);
  };
}
