import { describe, expect, it } from "vitest";
import { typeLabel } from "@/app/docs/api/schema-view";
import { openApiDocument } from "@/lib/openapi-document";
import { isPublicApiProduct, PRODUCTS } from "@/lib/portal/products";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";

describe("product catalogue", () => {
  it("lists every product of the spec with its access class", () => {
    const byId = Object.fromEntries(PRODUCTS.map((p) => [p.id, p.access]));
    expect(byId).toEqual({
      pdf2json: "public_api",
      html2pdf: "public_api",
      vector: "browser_tracker",
      archive: "enterprise_api",
      shortlinks: "enterprise_api",
      docgen: "no_public_api",
      betstop: "no_public_api",
      crystal: "no_public_api",
      portia: "no_public_api",
    });
    expect(PRODUCTS.every((p) => p.summary.length > 20)).toBe(true);
    expect(isPublicApiProduct("pdf2json")).toBe(true);
    expect(isPublicApiProduct("archive")).toBe(false);
  });
});

describe("sign-in callback", () => {
  it("only follows same-site paths", () => {
    expect(safeCallbackUrl("/portal/keys")).toBe("/portal/keys");
    expect(safeCallbackUrl("//evil.example/x")).toBe("/portal");
    expect(safeCallbackUrl("/\\evil.example")).toBe("/portal");
    expect(safeCallbackUrl("https://evil.example/")).toBe("/portal");
    expect(safeCallbackUrl(["/a", "/b"])).toBe("/portal");
    expect(safeCallbackUrl(undefined)).toBe("/portal");
  });
});

describe("API reference type labels", () => {
  it("describes schemas the way the reference shows them", () => {
    expect(typeLabel({ type: "string", enum: ["a", "b"] })).toBe('"a" | "b"');
    expect(typeLabel({ type: "array", items: { type: "integer" } })).toBe("array of integer");
    expect(typeLabel({ anyOf: [{ type: "string" }, { type: "object", properties: { width: { type: "string" } } }] })).toBe("string or object");
    expect(typeLabel({ $ref: "#/$defs/Thing" }, { Thing: { type: "object", properties: {} } })).toBe("object");
    expect(typeLabel({ $ref: "#/$defs/Error" })).toBe("Error");
  });

  it("every operation of the OpenAPI document has a tag and a summary to be listed under", () => {
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    const ops = Object.values(doc.paths).flatMap((m) => Object.values(m));
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      expect(op.tags?.length).toBeGreaterThan(0);
      expect(op.summary).toBeTruthy();
    }
  });
});
