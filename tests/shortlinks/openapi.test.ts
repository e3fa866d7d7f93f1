import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi-document";

describe("OpenAPI", () => {
  it("describes POST /v1/shorten with its header inputs, plain-text success and every error status", () => {
    const op = (openApiDocument().paths["/v1/shorten"] as Record<string, any>).post;
    expect(op.security).toEqual([{ domainKey: [] }]);
    const headers = Object.fromEntries(op.parameters.map((p: any) => [p.name, p]));
    for (const name of ["domain", "api_key", "long_url", "subscriber_key"]) expect(headers[name]).toMatchObject({ in: "header", required: true });
    expect(headers["utm_*"].required).toBe(false);
    expect(Object.keys(op.responses[200].content)).toEqual(["text/plain"]);
    expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "401", "404"]);
  });
});
