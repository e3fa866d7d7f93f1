// An S3-compatible blob store (AWS S3, MinIO, Cloudflare R2, Ceph RGW) spoken to directly with SigV4-signed
// fetch calls (s3-sign.ts): PUT, GET and DELETE of single objects is all the archive needs.
import { StorageUnavailableError, assertValidKey } from "./errors";
import { encodeKey, sha256Hex, signS3Request, type Credentials } from "./s3-sign";
import type { BlobStore } from "./types";

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: Credentials;
  /** https://endpoint/bucket/key (MinIO and most self-hosted stores) instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
  prefix?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
};

export class S3BlobStore implements BlobStore {
  readonly kind = "s3";
  constructor(readonly config: S3Config) {}

  objectUrl(key: string): URL {
    assertValidKey(key);
    const full = `${this.config.prefix ? this.config.prefix.replace(/\/+$/, "") + "/" : ""}${key}`;
    const base = new URL(this.config.endpoint);
    const encodedKey = encodeKey(full);
    if (this.config.forcePathStyle) {
      const basePath = base.pathname.replace(/\/+$/, "");
      return new URL(`${base.protocol}//${base.host}${basePath}/${this.config.bucket}/${encodedKey}`);
    }
    return new URL(`${base.protocol}//${this.config.bucket}.${base.host}/${encodedKey}`);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.objectUrl(key);
    const headers = await signS3Request({
      method,
      url,
      headers: contentType ? { "content-type": contentType } : {},
      payloadHash: sha256Hex(body ?? Buffer.alloc(0)),
      region: this.config.region,
      credentials: this.config.credentials,
      date: (this.config.now ?? (() => new Date()))(),
    });
    let res: Response;
    try {
      res = await (this.config.fetch ?? fetch)(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
    } catch (error) {
      // Connection refused, DNS failure, TLS failure, timeout: the store is not reachable.
      throw new StorageUnavailableError(`S3 store ${url.host} unreachable: ${(error as Error).message}`, error);
    }
    if (res.status >= 500 || res.status === 429) {
      await res.body?.cancel().catch(() => {});
      throw new StorageUnavailableError(`S3 store ${url.host} answered ${res.status} to ${method}`);
    }
    return res;
  }

  private async fail(res: Response, method: string, key: string): Promise<never> {
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new Error(`S3 ${method} ${key} failed: ${res.status}${code ? ` ${code}` : ""}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send("PUT", key, body, contentType);
    if (!res.ok) await this.fail(res, "PUT", key);
    await res.body?.cancel().catch(() => {});
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send("GET", key);
    if (res.status === 404) {
      await res.body?.cancel().catch(() => {});
      return null;
    }
    if (!res.ok) await this.fail(res, "GET", key);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send("DELETE", key);
    if (!res.ok && res.status !== 404) await this.fail(res, "DELETE", key);
    await res.body?.cancel().catch(() => {});
  }
}
