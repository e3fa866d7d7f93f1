// Types of request-log.mjs (plain JavaScript, run by scripts/server.mjs without a loader).
import type http from "node:http";
import type { Logger } from "pino";

export type RequestAnnotation = { route?: string; requestId?: string; organisationId?: string; product?: string };
export type RoutePattern = { page: string; regex: RegExp };

export function loadRoutePatterns(distDir: string): RoutePattern[];
export function routeOf(url: string | undefined, routes: RoutePattern[]): string;
export function createRequestLog(options: { level?: string; format?: string; routes: RoutePattern[]; destination?: { write(line: string): void }; onRequest?: (line: { method?: string; route: string; status: number; duration_ms: number }) => void }): {
  logger: Logger;
  annotate(fields: RequestAnnotation): void;
  run(req: http.IncomingMessage, res: http.ServerResponse, serve: () => void): void;
};
