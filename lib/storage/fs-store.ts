// Blobs as files under one root folder (DATA_DIR/blobs by default). Writes go to a temporary file that is
// fsynced and renamed into place, so a crash never leaves a half-written PDF under a real key.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertValidKey, StorageUnavailableError } from "./errors";
import type { BlobStore } from "./types";

// Errors that mean "the disk is not usable right now" rather than "you asked for something wrong".
const UNAVAILABLE = new Set(["EIO", "ENOSPC", "EROFS", "EACCES", "EPERM", "ENOTCONN", "ESTALE", "ETIMEDOUT", "EAGAIN", "EBUSY", "EMFILE", "ENFILE", "EDQUOT", "ENOTDIR"]);

function wrap(error: unknown, what: string): never {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code && UNAVAILABLE.has(code)) throw new StorageUnavailableError(`Blob storage unavailable (${code}) while ${what}`, error);
  throw error;
}

export class FsBlobStore implements BlobStore {
  readonly kind = "fs";
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    const tmp = `${target}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      const handle = await fs.open(tmp, "w", 0o640);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true }).catch(() => {});
      wrap(error, `writing ${key}`);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    try {
      return await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        // A missing root means the volume is not mounted, not that this one file is missing.
        const rootThere = await fs.stat(this.root).then(() => true, () => false);
        if (!rootThere) throw new StorageUnavailableError(`Blob storage root ${this.root} is missing`, error);
        return null;
      }
      wrap(error, `reading ${key}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await fs.rm(this.file(key), { force: true });
    } catch (error) {
      wrap(error, `deleting ${key}`);
    }
  }
}
