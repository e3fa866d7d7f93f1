// Telling "the database or blob store is down" apart from everything else, so that only real outages
// become 503 + Retry-After and bad input keeps its 4xx.
import { DomainError } from "@/lib/errors";
import { isStorageUnavailable } from "@/lib/storage";
import { retryAfterSeconds } from "./config";

// Node socket errors, Prisma connection error codes, PostgreSQL SQLSTATEs for "server going away / not
// accepting / too many connections", and the driver adapter's error kinds.
const CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED",
  "P1001", "P1002", "P1008", "P1017", "P2024",
  "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006",
  "DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist",
]);
const MESSAGES = /can't reach database server|connection terminated|connection refused|ECONNREFUSED|server closed the connection|timed out fetching a new connection|database system is (starting up|shutting down)|too many clients/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const e = error as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; errors?: unknown[] };
  for (const c of [e.code, e.kind, e.originalCode]) if (typeof c === "string" && CODES.has(c)) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  if (e.meta?.driverAdapterError && isDatabaseUnavailable(e.meta.driverAdapterError, depth + 1)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return false;
}

export function isUnavailable(error: unknown): boolean {
  return isStorageUnavailable(error) || isDatabaseUnavailable(error);
}

export function unavailableError(what: "database" | "storage"): DomainError {
  const seconds = retryAfterSeconds();
  return new DomainError(
    "unavailable",
    `The archive's ${what === "database" ? "database" : "file storage"} is temporarily unavailable. Retry after ${seconds} seconds; nothing already accepted is lost.`,
    { retry_after: seconds },
    { retryAfterSeconds: seconds },
  );
}

/** An outage becomes the 503 DomainError; anything else is returned unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (isStorageUnavailable(error)) return unavailableError("storage");
  if (isDatabaseUnavailable(error)) {
    console.error(`archive: database unavailable: ${String((error as Error)?.message ?? error).split("\n").filter(Boolean).pop()}`);
    return unavailableError("database");
  }
  return error;
}
