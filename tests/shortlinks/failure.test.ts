// "404 for any other failure": a code space that keeps colliding is such a failure.
import { describe, expect, it, vi } from "vitest";
import { brandedDomain, shorten } from "./helpers";

vi.mock("@/lib/shortlinks/codes", async (original) => ({ ...(await original<typeof import("@/lib/shortlinks/codes")>()), newCode: () => "ZZZZZZZ" }));

describe("POST /v1/shorten other failures", () => {
  it("answers 404 in the envelope with the request id to quote", async () => {
    const d = await brandedDomain();
    const ok = await shorten({ domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/1", subscriber_key: "a" });
    expect(ok.status).toBe(200);
    const res = await shorten({ domain: d.domain, api_key: d.apiKey, long_url: "https://example.com/2", subscriber_key: "a" });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: "not_found" });
    expect(body.message).toContain(body.request_id);
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
  });
});
