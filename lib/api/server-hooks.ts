// Where the app meets its production server (scripts/server.mjs, `npm start`). That server runs outside
// Next's bundle, so the two share one process-wide object (lib/process-state.mjs): the server creates it
// before Next starts; the app puts its hot route table (lib/server/hot-routes.ts) and its job shutdown
// there; the server calls them. Under `next dev`, `next start` or in tests there is no such object and
// nothing here does anything, so every route keeps being served by Next alone.
import type http from "node:http";
import { processSlot } from "@/lib/process-state.mjs";

export type ServerHooks = {
  /** Serves the request and answers true when it is one of the hot routes; false: Next serves it. */
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
