export interface BlobStore {
  /** "fs" or "s3": shown in health output and docs. */
  readonly kind: string;
  /** Stores the bytes durably under key (replacing any previous value) before resolving. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is nothing under key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
