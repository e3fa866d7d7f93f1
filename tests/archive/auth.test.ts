// Client credentials, POST /auth, bearer tokens: expiry on a controllable clock, deactivation at once.
import { afterEach, describe, expect, it } from "vitest";
import { createArchiveClient, deactivateArchiveClient, listArchiveClients } from "@/lib/archive";
import { archiveCommands } from "@/lib/archive/admin-commands";
import { setClock } from "@/lib/archive/clock";
import { getDb } from "@/lib/db/client";
import { call, createTestOrg } from "../helpers";
import { archiveOrg, authRoute, list } from "./helpers";

afterEach(() => setClock());

describe("archive clients", () => {
  it("the admin command issues a client whose secret is stored only as a hash", async () => {
    const { organisationId } = await createTestOrg();
    const cmd = archiveCommands.find((c) => c.name === "archive:client")!;
    const out = (await cmd.run({ org: organisationId, name: "Marketing Cloud" })) as { client_id: string; client_secret: string };
    expect(out.client_id).toMatch(/^acl_/);
    expect(out.client_secret).toMatch(/^acs_/);
    const db = await getDb();
    const rows = await db.archiveClient.findMany({ where: { organisationId } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(out.client_secret);
    const [listed] = await listArchiveClients(organisationId);
    expect(listed).toMatchObject({ client_id: out.client_id, name: "Marketing Cloud", active: true });
    expect(listed.secret).toBe(`acs_…${out.client_secret.slice(-4)}`);
    await expect(cmd.run({ org: "org_nope" })).rejects.toThrow(/no organisation/);
  });
});

describe("POST /auth", () => {
  it("exchanges valid credentials for a one-hour bearer token", async () => {
    const { organisationId } = await createTestOrg();
    const creds = await createArchiveClient({ organisationId });
    const res = await call(authRoute, "/auth", { body: creds });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(body.access_token).toMatch(/^bpa_/);
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect((await list(body.access_token, "nobody")).status).toBe(200);
  });

  it("400 for invalid JSON or missing fields, 401 for bad or inactive credentials", async () => {
    const { organisationId } = await createTestOrg();
    const creds = await createArchiveClient({ organisationId });
    const bad = await call(authRoute, "/auth", { body: "{nope", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: "invalid_json" });
    const missing = await call(authRoute, "/auth", { body: { client_id: creds.client_id } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/client_secret/);
    const wrong = await call(authRoute, "/auth", { body: { ...creds, client_secret: creds.client_secret + "x" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ ok: false, error: "unauthorized" });
    expect((await call(authRoute, "/auth", { body: { client_id: "acl_unknown", client_secret: "x" } })).status).toBe(401);
    await deactivateArchiveClient(organisationId, creds.client_id);
    const inactive = await call(authRoute, "/auth", { body: creds });
    expect(inactive.status).toBe(401);
    expect((await inactive.json()).message).toMatch(/deactivated/);
  });
});

describe("bearer tokens", () => {
  it("missing, malformed and unknown tokens are 401", async () => {
    const route = (await import("@/app/files/subscriber/[subscriber_key]/route")).GET;
    const none = await call(route, "/files/subscriber/s", { params: { subscriber_key: "s" } });
    expect(none.status).toBe(401);
    expect((await none.json()).message).toMatch(/Missing access token/);
    const basic = await call(route, "/files/subscriber/s", { params: { subscriber_key: "s" }, headers: { authorization: "Basic abc" } });
    expect(basic.status).toBe(401);
    expect((await list("bpa_forged", "s")).status).toBe(401);
  });

  it("a token works for just under an hour and is 401 from the hour on", async () => {
    let t = new Date("2026-03-01T12:00:00Z").getTime();
    setClock(() => new Date(t));
    const { token } = await archiveOrg();
    t += 3599_000;
    expect((await list(token, "s")).status).toBe(200);
    t += 1000;
    const expired = await list(token, "s");
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toMatch(/expired/);
  });

  it("deactivating the client invalidates its tokens at once", async () => {
    const { organisationId, clientId, token } = await archiveOrg();
    expect((await list(token, "s")).status).toBe(200);
    expect(await deactivateArchiveClient(organisationId, clientId)).toBe(true);
    expect((await list(token, "s")).status).toBe(401);
    expect(await deactivateArchiveClient("org_other", clientId)).toBe(false);
  });
});
