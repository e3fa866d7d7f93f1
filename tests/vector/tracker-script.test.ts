import { gzipSync } from "node:zlib";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { GET as vjs } from "@/app/v.js/route";
import { openApiDocument } from "@/lib/openapi-document";
import { TRACKER_SOURCE, TRACKER_VERSION } from "@/lib/vector";
import { call } from "../helpers";

describe("/v.js", () => {
  it("is under 2 KB gzipped, parses, and caches by version", async () => {
    expect(gzipSync(TRACKER_SOURCE, { level: 9 }).length).toBeLessThan(2048);
    expect(() => new vm.Script(TRACKER_SOURCE)).not.toThrow();
    const plain = await call(vjs, "/v.js");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toContain("javascript");
    expect(plain.headers.get("cache-control")).toContain("max-age=300");
    expect(await plain.text()).toBe(TRACKER_SOURCE);
    const pinned = await call(vjs, "/v.js", { query: { v: TRACKER_VERSION } });
    expect(pinned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const stale = await call(vjs, "/v.js", { query: { v: "old" } });
    expect(stale.headers.get("cache-control")).toContain("max-age=300");
    const revalidated = await call(vjs, "/v.js", { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
  });

  it("is described in the OpenAPI document with /collect", () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/v.js", "/collect"]));
    expect(Object.keys(doc.paths["/collect"]).sort()).toEqual(["get", "post"]);
  });
});
