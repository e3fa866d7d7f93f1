// Products raise DomainErrors (a code, no transport); the edge alone decides the HTTP status and headers.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { httpStatus } from "@/lib/api/errors";
import { errorResponse } from "@/lib/api/respond";
import { DomainError } from "@/lib/errors";

const PRODUCTS = ["html2pdf", "pdf2json", "vector", "archive", "shortlinks"];

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|mts|mjs)$/.test(f))
    .map((f) => path.join(dir, f));
}

describe("domain errors", () => {
  it("the edge turns a code into its status and hints into Retry-After and Allow, in the spec's envelope", async () => {
    const busy = errorResponse("req_1", new DomainError("busy", "At capacity.", { retry_after_seconds: 2 }, { retryAfterSeconds: 2 }));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("2");
    expect(await busy.json()).toEqual({ ok: false, error: "busy", message: "At capacity.", retry_after_seconds: 2, request_id: "req_1" });

    const method = errorResponse("req_2", new DomainError("method_not_allowed", "Use POST.", undefined, { allow: ["POST", "OPTIONS"] }));
    expect(method.status).toBe(405);
    expect(method.headers.get("allow")).toBe("POST, OPTIONS");
    expect(method.headers.get("retry-after")).toBeNull();

    expect(httpStatus(new DomainError("insufficient_credits", "x"))).toBe(402);
    expect(httpStatus(new DomainError("merge_too_slow", "x"))).toBe(422);
  });

  it("no product names the HTTP layer's error or gives an error an HTTP status", () => {
    const offenders: string[] = [];
    for (const product of PRODUCTS) {
      for (const file of sources(path.join(process.cwd(), "lib", product))) {
        const text = readFileSync(file, "utf8");
        if (/\bApiError\b/.test(text)) offenders.push(`${file}: ApiError`);
        for (const m of text.matchAll(/new DomainError\([^;]*?\{[^}]*\bstatus\s*:/g)) offenders.push(`${file}: ${m[0].slice(0, 80)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
