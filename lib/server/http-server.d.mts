// Types of http-server.mjs (plain JavaScript, run by scripts/server.mjs without a loader).
import type http from "node:http";

export const SHUTDOWN_GRACE_MS: number;
export function createHttpServer(requestLog: { run(req: http.IncomingMessage, res: http.ServerResponse, serve: () => void): void }, serve: (req: http.IncomingMessage, res: http.ServerResponse) => void): http.Server;
export function listen(server: http.Server, port: number, hostname: string | undefined): Promise<number>;
export function closeServer(server: http.Server, graceMs?: number): Promise<void>;
export function shutdownOnSignal(server: http.Server, stop: () => Promise<void>): void;
