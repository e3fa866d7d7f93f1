// The blob store interface: filesystem by default, S3 over SigV4 (against a small in-process S3 endpoint
// that checks each request's signature the way S3 does).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobStoreFromEnv, FsBlobStore, isStorageUnavailable, S3BlobStore } from "@/lib/storage";
import { verifySigV4 } from "./sigv4-verifier";

describe("filesystem blob store", () => {
  it("stores, reads back, replaces and deletes; a missing key is null", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "blobs-"));
    const store = new FsBlobStore(root);
    await store.put("archive/org_1/em_1.pdf", Buffer.from("one"), "application/pdf");
    expect((await store.get("archive/org_1/em_1.pdf"))!.toString()).toBe("one");
    await store.put("archive/org_1/em_1.pdf", Buffer.from("two"), "application/pdf");
    expect((await store.get("archive/org_1/em_1.pdf"))!.toString()).toBe("two");
    expect(fs.readdirSync(path.join(root, "archive/org_1"))).toEqual(["em_1.pdf"]); // no temp files left
    expect(await store.get("archive/org_1/none.pdf")).toBeNull();
    await store.delete("archive/org_1/em_1.pdf");
    expect(await store.get("archive/org_1/em_1.pdf")).toBeNull();
  });

  it("refuses keys that could escape the root", async () => {
    const store = new FsBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), "blobs-")));
    for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", "a\\b"]) await expect(store.put(key, Buffer.from("x"), "x")).rejects.toThrow(/Invalid blob key/);
  });

  it("reports a vanished storage root as unavailable, not as a missing file", async () => {
    const store = new FsBlobStore(path.join(os.tmpdir(), "no-such-volume-" + Date.now()));
    await expect(store.get("archive/x.pdf")).rejects.toSatisfy(isStorageUnavailable);
  });

  it("defaults to DATA_DIR/blobs and selects S3 by configuration", () => {
    const fsStore = blobStoreFromEnv({ DATA_DIR: "/srv/data" } as unknown as NodeJS.ProcessEnv) as FsBlobStore;
    expect(fsStore.kind).toBe("fs");
    expect(fsStore.root).toBe("/srv/data/blobs");
    const s3 = blobStoreFromEnv({ BLOB_STORE: "s3", S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "archive", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" } as unknown as NodeJS.ProcessEnv) as S3BlobStore;
    expect(s3.kind).toBe("s3");
    expect(s3.objectUrl("archive/o/e.pdf").toString()).toBe("http://minio:9000/archive/archive/o/e.pdf");
    expect(() => blobStoreFromEnv({ BLOB_STORE: "s3" } as unknown as NodeJS.ProcessEnv)).toThrow(/S3_BUCKET/);
  });
});

describe("S3 blob store", () => {
  const secret = "test-secret-key";
  const objects = new Map<string, Buffer>();
  let failNext = 0;
  let server: http.Server;
  let endpoint: string;
  const seen: string[] = [];

  beforeAll(async () => {
    // Verifies the SigV4 signature of every request independently of the client's headers.
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        if (failNext > 0) {
          failNext--;
          res.writeHead(503).end("<Error><Code>SlowDown</Code></Error>");
          return;
        }
        const url = new URL(req.url!, `http://${req.headers.host}`);
        if (!verifySigV4({ method: req.method!, url, headers: req.headers }, body, secret)) {
          res.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
          return;
        }
        seen.push(`${req.method} ${url.pathname}`);
        if (req.method === "PUT") {
          objects.set(url.pathname, body);
          res.writeHead(200).end();
        } else if (req.method === "GET") {
          const obj = objects.get(url.pathname);
          if (obj) res.writeHead(200, { "content-type": "application/pdf" }).end(obj);
          else res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        } else if (req.method === "DELETE") {
          objects.delete(url.pathname);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const store = (overrides: Partial<ConstructorParameters<typeof S3BlobStore>[0]> = {}) =>
    new S3BlobStore({ endpoint, bucket: "archive", region: "eu-west-1", credentials: { accessKeyId: "AKID", secretAccessKey: secret }, forcePathStyle: true, prefix: "prod", ...overrides });

  it("puts, gets and deletes objects with signed requests (path style, prefix)", async () => {
    const pdf = Buffer.from("%PDF-1.4 hello");
    await store().put("archive/org_1/em_1.pdf", pdf, "application/pdf");
    expect(seen).toContain("PUT /archive/prod/archive/org_1/em_1.pdf");
    expect((await store().get("archive/org_1/em_1.pdf"))!.equals(pdf)).toBe(true);
    expect(await store().get("archive/org_1/other.pdf")).toBeNull();
    await store().delete("archive/org_1/em_1.pdf");
    expect(await store().get("archive/org_1/em_1.pdf")).toBeNull();
  });

  it("a wrong secret is a loud error, not an outage", async () => {
    const bad = store({ credentials: { accessKeyId: "AKID", secretAccessKey: "wrong" } });
    const error = await bad.put("a.pdf", Buffer.from("x"), "application/pdf").catch((e) => e);
    expect(error.message).toMatch(/403 SignatureDoesNotMatch/);
    expect(isStorageUnavailable(error)).toBe(false);
  });

  it("5xx answers and unreachable endpoints are StorageUnavailableError", async () => {
    failNext = 1;
    await expect(store().get("a.pdf")).rejects.toSatisfy(isStorageUnavailable);
    await expect(store({ endpoint: "http://127.0.0.1:1" }).get("a.pdf")).rejects.toSatisfy(isStorageUnavailable);
  });

  it("builds virtual-hosted URLs when path style is off", () => {
    expect(store({ endpoint: "https://s3.eu-west-1.amazonaws.com", forcePathStyle: false, prefix: undefined }).objectUrl("a/b.pdf").toString()).toBe("https://archive.s3.eu-west-1.amazonaws.com/a/b.pdf");
  });
});
