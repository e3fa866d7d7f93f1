// The blob store behind one interface: the local filesystem under DATA_DIR/blobs by default, an
// S3-compatible bucket with BLOB_STORE=s3 (see docs/archive.md for the variables).
import path from "node:path";
import { FsBlobStore } from "./fs-store";
import { S3BlobStore } from "./s3-store";
import type { BlobStore } from "./types";
import { processSlot } from "@/lib/process-state.mjs";

export type { BlobStore } from "./types";
export { StorageUnavailableError, isStorageUnavailable } from "./errors";
export { FsBlobStore } from "./fs-store";
export { S3BlobStore, type S3Config } from "./s3-store";

const blobStoreSlot = processSlot<BlobStore>("storage.blobStore");

export function blobStoreFromEnv(env: NodeJS.ProcessEnv = process.env): BlobStore {
  const kind = (env.BLOB_STORE || "fs").toLowerCase();
  if (kind === "fs") {
    const root = env.BLOB_DIR || path.join(env.DATA_DIR || path.join(process.cwd(), "data"), "blobs");
    return new FsBlobStore(root);
  }
  if (kind === "s3") {
    const need = (name: string) => {
      const v = env[name];
      if (!v) throw new Error(`BLOB_STORE=s3 needs ${name}`);
      return v;
    };
    return new S3BlobStore({
      endpoint: env.S3_ENDPOINT || `https://s3.${env.S3_REGION || "us-east-1"}.amazonaws.com`,
      bucket: need("S3_BUCKET"),
      region: env.S3_REGION || "us-east-1",
      credentials: { accessKeyId: need("S3_ACCESS_KEY_ID"), secretAccessKey: need("S3_SECRET_ACCESS_KEY"), sessionToken: env.S3_SESSION_TOKEN || undefined },
      forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? "true" : "false")) === "true",
      prefix: env.S3_PREFIX || undefined,
    });
  }
  throw new Error(`BLOB_STORE must be "fs" or "s3", not ${JSON.stringify(env.BLOB_STORE)}`);
}

/** The process's blob store, from the environment on first use. */
export function getBlobStore(): BlobStore {
  return (blobStoreSlot.get() ?? blobStoreSlot.set(blobStoreFromEnv()));
}

/** Tests install their own store (an unreachable S3 endpoint, say); undefined goes back to the environment. */
export function setBlobStore(store: BlobStore | undefined): void {
  blobStoreSlot.set(store);
}
