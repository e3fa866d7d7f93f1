import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/v1/health/route";
import { POST as unknownPost, GET as unknownGet } from "@/app/v1/[...path]/route";
import * as renderRouteModule from "@/app/v1/html2pdf/route";
import * as templateRouteModule from "@/app/v1/html2pdf/templates/[id]/route";
import { readBodyBytes, readJsonObject } from "@/lib/api/body";
import { authenticateOrgKey } from "@/lib/api/auth";
import { getDb } from "@/lib/db/client";
import { rotateApiKey } from "@/lib/orgs/api-key";
import { call, createTestOrg } from "../helpers";

describe("API edge", () => {
  it("health answers without a key, with the request id in header and body", async () => {
    const res = await call(health, "/v1/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.components.database.status).toBe("ok");
    expect(body.components.storage).toMatchObject({ status: "ok", detail: "fs" });
    expect(body.key).toBe("absent");
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
  });

  it("health checks a key when one is sent", async () => {
    const { apiKey } = await createTestOrg();
    const good = await (await call(health, "/v1/health", { headers: { "x-api-key": apiKey } })).json();
    expect(good.key).toBe("valid");
    const bad = await (await call(health, "/v1/health", { headers: { "x-api-key": "sk_nope" } })).json();
    expect(bad.key).toBe("invalid");
  });

  it("unknown routes are a JSON 404 with request id", async () => {
    for (const handler of [unknownGet, unknownPost]) {
      const res = await call(handler, "/v1/nothing/here", { method: handler === unknownGet ? "GET" : "POST" });
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body).toMatchObject({ ok: false, error: "not_found" });
      expect(body.request_id).toBe(res.headers.get("x-request-id"));
    }
  });

  it("a method a route does not serve is a 405 in the envelope, naming the allowed ones in Allow", async () => {
    const cases = [
      { handler: renderRouteModule.GET, method: "GET", path: "/v1/html2pdf", allow: "POST" },
      { handler: renderRouteModule.DELETE, method: "DELETE", path: "/v1/html2pdf", allow: "POST" },
      { handler: templateRouteModule.POST, method: "POST", path: "/v1/html2pdf/templates/tpl_x", allow: "GET, PUT, DELETE" },
      { handler: templateRouteModule.PATCH, method: "PATCH", path: "/v1/html2pdf/templates/tpl_x", allow: "GET, PUT, DELETE" },
    ];
    for (const c of cases) {
      const res = await call(c.handler, c.path, { method: c.method });
      expect(res.status, `${c.method} ${c.path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(c.allow);
      const body = await res.json();
      expect(body).toMatchObject({ ok: false, error: "method_not_allowed", request_id: res.headers.get("x-request-id") });
      expect(body.message).toContain(`${c.method} is not allowed on ${c.path}`);
    }
  });

  it("refuses an oversized body by content-length and while streaming", async () => {
    const big = new Request("http://x/", { method: "POST", body: "x".repeat(2000), headers: { "content-length": "2000" } });
    await expect(readBodyBytes(big, 1000)).rejects.toMatchObject({ code: "payload_too_large" });
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        sent += 512;
        controller.enqueue(new Uint8Array(512));
        if (sent > 1_000_000) controller.close();
      },
    });
    const chunked = new Request("http://x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expect(readBodyBytes(chunked, 4096)).rejects.toMatchObject({ code: "payload_too_large" });
    expect(sent).toBeLessThan(100_000); // stopped reading early, never buffered the whole body
  });

  it("malformed JSON is a 400 invalid_json", async () => {
    const req = new Request("http://x/", { method: "POST", body: "{nope" });
    await expect(readJsonObject(req, 1000)).rejects.toMatchObject({ code: "invalid_json" });
    await expect(readJsonObject(new Request("http://x/", { method: "POST", body: "[1]" }), 1000)).rejects.toMatchObject({ code: "invalid_json" });
  });
});

describe("organisation keys", () => {
  it("authenticates by header and by query parameter, and stores only a hash", async () => {
    const { apiKey, organisationId } = await createTestOrg();
    await expect(authenticateOrgKey(new Request("http://x/", { headers: { "x-api-key": apiKey } }))).resolves.toMatchObject({ organisationId });
    await expect(authenticateOrgKey(new Request(`http://x/?api_key=${encodeURIComponent(apiKey)}`))).resolves.toMatchObject({ organisationId });
    await expect(authenticateOrgKey(new Request("http://x/"))).rejects.toMatchObject({ code: "unauthorized" });
    const db = await getDb();
    const rows = await db.apiKey.findMany({ where: { organisationId } });
    expect(JSON.stringify(rows)).not.toContain(apiKey);
    expect(rows[0].last4).toBe(apiKey.slice(-4));
  });

  it("rotation makes the old key fail on the very next call, even when it was cached", async () => {
    const { apiKey, organisationId } = await createTestOrg();
    const req = () => new Request("http://x/", { headers: { "x-api-key": apiKey } });
    await authenticateOrgKey(req()); // now cached
    const fresh = await rotateApiKey(organisationId);
    await expect(authenticateOrgKey(req())).rejects.toMatchObject({ code: "unauthorized" });
    await expect(authenticateOrgKey(new Request("http://x/", { headers: { "x-api-key": fresh } }))).resolves.toMatchObject({ organisationId });
  });
});

describe("OpenAPI", () => {
  it("publishes a 3.1 document that lists health", async () => {
    const { GET } = await import("@/app/v1/openapi.json/route");
    const res = await call(GET, "/v1/openapi.json");
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/v1/health"].get.responses["200"]).toBeDefined();
  });
});
