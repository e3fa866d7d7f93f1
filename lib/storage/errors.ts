// The one error a blob store throws when the store itself cannot be reached (disk gone, bucket host down,
// 5xx from S3). Callers answer 503 with Retry-After for it and keep everything already accepted; every
// other error (a bad key, a refused signature) is a real bug or misconfiguration and stays loud.
const STORAGE_UNAVAILABLE = "storage_unavailable";

export class StorageUnavailableError extends Error {
  /** Stable code: the error is recognised by it, not by `instanceof` (bundled copies of this class differ). */
  readonly code = STORAGE_UNAVAILABLE;
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = "StorageUnavailableError";
  }
}

export const isStorageUnavailable = (e: unknown): e is StorageUnavailableError =>
  e instanceof StorageUnavailableError || (e instanceof Error && (e as { code?: unknown }).code === STORAGE_UNAVAILABLE);

/** Keys are relative paths of safe characters: no "..", no leading slash, no backslashes. */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]{0,511}$/.test(key) || key.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}
