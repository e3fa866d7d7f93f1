// Errors are recognised by their code, not by instanceof: a bundle holds several copies of a class. These
// tests reset the module registry (vi.resetModules) to make a second copy, so they live in a file of their
// own: tests run after a reset in the same file would load fresh copies of everything they import lazily.
import { describe, expect, it, vi } from "vitest";
import { POST as render } from "@/app/v1/html2pdf/route";
import { DomainError, isDomainError } from "@/lib/errors";
import { toDomainError } from "@/lib/api/handler";
import { isStorageUnavailable, StorageUnavailableError } from "@/lib/storage";
import { call, createTestOrg } from "../helpers";
import { processSlot } from "@/lib/process-state.mjs";

describe("errors are recognised by their code, not by instanceof (bundles hold several copies of a class)", () => {
  it("a DomainError or StorageUnavailableError from another copy of its module is still one", async () => {
    vi.resetModules();
    const other = await import("@/lib/errors");
    const otherStorage = await import("@/lib/storage/errors");
    expect(other.DomainError).not.toBe(DomainError);
    const foreign = new other.DomainError("busy", "at capacity", undefined, { retryAfterSeconds: 2 });
    expect(foreign instanceof DomainError).toBe(false);
    expect(isDomainError(foreign)).toBe(true);
    expect(toDomainError(foreign, "req_x")).toBe(foreign);
    expect(isDomainError(Object.assign(new Error("x"), { code: "busy", status: 503 }))).toBe(false); // the brand, not the shape
    const down = new otherStorage.StorageUnavailableError("bucket down");
    expect(down instanceof StorageUnavailableError).toBe(false);
    expect(isStorageUnavailable(down)).toBe(true);
  });

  it("the renderer's 503 stays a 503 when its pool was created by another route's copy of the code (as /v1/health does)", async () => {
    const { apiKey } = await createTestOrg();
    vi.resetModules();
    const otherPool = await import("@/lib/html2pdf/pool");
    const otherConfig = await import("@/lib/html2pdf/config");
    const slot = processSlot<unknown>("html2pdf.rendererPool");
    const saved = slot.get();
    // A pool with no room at all: every render is refused with 503 busy, a DomainError of the other copy.
    slot.set(new otherPool.RendererPool({ ...otherConfig.rendererConfig(), concurrency: 0, queueMax: 0 }));
    try {
      const res = await call(render, "/v1/html2pdf", { method: "POST", headers: { "x-api-key": apiKey, "content-type": "text/html" }, body: "<p>x</p>" });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(await res.json()).toMatchObject({ ok: false, error: "busy", request_id: res.headers.get("x-request-id") });
    } finally {
      slot.set(saved);
    }
  });
});

