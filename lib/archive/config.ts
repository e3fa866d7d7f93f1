// Limits and settings, each overridable by an environment variable (documented in docs/archive.md).
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export const TOKEN_TTL_SECONDS = 3600; // the spec's one hour
export const DEFAULT_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 5000;
export const MAX_PAGE_NUM = 1_000_000; // keeps the offset a safe integer; nobody pages a billion emails
export const MAX_MC_ATTRIBUTES = 100;
export const MAX_MC_VALUE_LENGTH = 4096;

export const ingestMaxBytes = () => num("ARCHIVE_INGEST_MAX_BYTES", 2 * 1024 * 1024);
export const signedUrlTtlSeconds = () => num("ARCHIVE_SIGNED_URL_TTL_SECONDS", 900);
export const retryAfterSeconds = () => num("ARCHIVE_RETRY_AFTER_SECONDS", 5);

export const workerSettings = () => ({
  concurrency: num("ARCHIVE_RENDER_CONCURRENCY", 2),
  pollMs: num("ARCHIVE_WORKER_POLL_MS", 1000),
  leaseMs: num("ARCHIVE_RENDER_LEASE_MS", 120_000),
  maxAttempts: num("ARCHIVE_RENDER_MAX_ATTEMPTS", 5),
  retryBaseMs: num("ARCHIVE_RETRY_BASE_MS", 10_000),
});
