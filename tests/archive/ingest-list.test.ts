// Ingest (202, idempotency, validation, limits), the background render, listing, downloads, signed URLs.
import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "@/lib/archive/clock";
import { getDb } from "@/lib/db/client";
import { call } from "../helpers";
import { archiveOrg, authRoute, download, email, fakeRender, follow, ingest, ingestRoute, list, signedDownload, testWorker } from "./helpers";

afterEach(() => setClock());

describe("POST /files/ingest", () => {
  it("answers 202 with a pending entry stored in one row, and renders it in the background", async () => {
    const { token, organisationId } = await archiveOrg();
    const body = email({ mc_journey: "welcome", mc_step: 2, mc_opt_in: true, mc_none: null });
    const res = await ingest(token, body);
    expect(res.status).toBe(202);
    const out = await res.json();
    expect(out).toMatchObject({ message_id: body.message_id, status: "pending", duplicate: false });
    expect(out.request_id).toBe(res.headers.get("x-request-id"));
    const db = await getDb();
    const row = await db.archivedEmail.findUniqueOrThrow({ where: { id: out.bp_file_key } });
    expect(row).toMatchObject({ organisationId, status: "pending", subscriberKey: "sub-1", html: body.html });
    expect(row.attributes).toEqual({ mc_campaign: "spring", mc_journey: "welcome", mc_step: 2, mc_opt_in: true, mc_none: null });
    // Pending emails are not listed.
    expect((await (await list(token, "sub-1")).json()).items).toEqual([]);
    expect(await testWorker(organisationId).drain()).toBe(1);
    const listed = await (await list(token, "sub-1")).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ bp_file_key: out.bp_file_key, bp_date_sent: body.date_sent, mc_campaign: "spring", mc_step: 2, mc_opt_in: true, mc_none: null });
  });

  it("the same message_id twice is one archive entry", async () => {
    const { token, organisationId } = await archiveOrg();
    const body = email();
    const first = await (await ingest(token, body)).json();
    const again = await ingest(token, { ...body, html: "<p>different</p>" });
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ bp_file_key: first.bp_file_key, duplicate: true, status: "pending" });
    await testWorker(organisationId).drain();
    expect(await (await ingest(token, body)).json()).toMatchObject({ bp_file_key: first.bp_file_key, duplicate: true, status: "ready" });
    expect((await (await list(token, "sub-1")).json()).items).toHaveLength(1);
    // Another organisation may use the same message id.
    const other = await archiveOrg();
    expect(await (await ingest(other.token, body)).json()).toMatchObject({ duplicate: false });
  });

  it("400 for invalid JSON and invalid fields, naming them; 413 over the size limit; 401 without a token", async () => {
    const { token, organisationId } = await archiveOrg();
    const auth = { authorization: `Bearer ${token}` };
    const badJson = await call(ingestRoute, "/files/ingest", { headers: { ...auth, "content-type": "application/json" }, body: "{" });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).error).toBe("invalid_json");
    for (const [patch, field] of [
      [{ message_id: "" }, "message_id"],
      [{ subscriber_key: undefined }, "subscriber_key"],
      [{ date_sent: "yesterday" }, "date_sent"],
      [{ date_sent: "2026-01-01T10:00:00" }, "date_sent"], // no zone: ambiguous
      [{ html: "" }, "html"],
      [{ campaign: "x" }, "campaign"],
      [{ mc_nested: { a: 1 } }, "mc_nested"],
    ] as const) {
      const res = await ingest(token, email(patch as Record<string, unknown>));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const out = await res.json();
      expect(out.error).toBe("invalid_request");
      expect(out.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const big = await ingest(token, email({ html: "x".repeat(2 * 1024 * 1024 + 1) }));
    expect(big.status).toBe(413);
    expect((await ingest("nope", email())).status).toBe(401);
    expect(await (await getDb()).archivedEmail.count({ where: { organisationId } })).toBe(0);
  });

  it("input the database cannot store is a 400, never a 500 (NUL characters, dates before 1970, impossible dates)", async () => {
    const { token, clientId } = await archiveOrg();
    for (const patch of [
      { subscriber_key: "a\u0000b" },
      { html: "<p>\u0000</p>" },
      { message_id: "x\u0000" },
      { mc_x: "a\u0000" },
      { date_sent: "0000-01-01T00:00:00Z" },
      { date_sent: "2026-02-31T00:00:00Z" },
      { date_sent: "2026-02-28T24:00:00Z" },
    ]) {
      expect((await ingest(token, email(patch))).status, JSON.stringify(patch)).toBe(400);
    }
    expect((await list(token, "a\u0000b")).status).toBe(400);
    expect((await call(authRoute, "/auth", { body: { client_id: `${clientId}\u0000`, client_secret: "x" } })).status).toBe(400);
    expect((await call(authRoute, "/auth", { body: { client_id: 5, client_secret: "x" } })).status).toBe(400);
  });

  it("accepts offsets in date_sent and lists them in UTC", async () => {
    const { token, organisationId } = await archiveOrg();
    await ingest(token, email({ subscriber_key: "tz", date_sent: "2026-05-01T10:30:00+10:00" }));
    await testWorker(organisationId).drain();
    const [item] = (await (await list(token, "tz")).json()).items;
    expect(item.bp_date_sent).toBe("2026-05-01T00:30:00.000Z");
  });
});

describe("render failures", () => {
  it("retries with backoff and marks the email failed after the last attempt, with the error kept", async () => {
    const { token, organisationId } = await archiveOrg();
    const { bp_file_key } = await (await ingest(token, email())).json();
    let t = Date.now();
    setClock(() => new Date(t));
    let calls = 0;
    const worker = testWorker(organisationId, { maxAttempts: 3, retryBaseMs: 1000, render: async () => { calls++; throw new Error("chromium crashed"); } });
    const db = await getDb();
    expect(await worker.drain()).toBe(1);
    let row = await db.archivedEmail.findUniqueOrThrow({ where: { id: bp_file_key } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "chromium crashed" });
    expect(row.nextAttemptAt.getTime()).toBe(t + 1000);
    expect(await worker.drain()).toBe(0); // not due yet
    t += 1000;
    await worker.drain();
    row = await db.archivedEmail.findUniqueOrThrow({ where: { id: bp_file_key } });
    expect(row.nextAttemptAt.getTime()).toBe(t + 2000); // doubled
    t += 2000;
    await worker.drain();
    row = await db.archivedEmail.findUniqueOrThrow({ where: { id: bp_file_key } });
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(calls).toBe(3);
    t += 30 * 60_000; // long after any backoff: a failed email is not retried on its own
    expect(await worker.drain()).toBe(0);
    const pdf = await download(token, bp_file_key);
    expect(pdf.status).toBe(404);
    expect((await pdf.json()).archive_status).toBe("failed");
    // A retry from the portal puts it back with fresh attempts.
    const { retryEmail } = await import("@/lib/archive");
    expect(await retryEmail(row.organisationId, bp_file_key)).toBe(true);
    expect(await testWorker(organisationId).drain()).toBe(1);
    expect((await download(token, bp_file_key)).status).toBe(200);
  });
});

describe("downloads", () => {
  it("GET /files/v2/id/{id} returns the stored PDF; unknown, pending and other organisations' files are 404", async () => {
    const a = await archiveOrg();
    const b = await archiveOrg();
    const body = email();
    const { bp_file_key } = await (await ingest(a.token, body)).json();
    const pending = await download(a.token, bp_file_key);
    expect(pending.status).toBe(404);
    expect((await pending.json()).archive_status).toBe("pending");
    await testWorker(a.organisationId).drain();
    const res = await download(a.token, bp_file_key);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const expected = (await fakeRender({ html: body.html, tenant: a.organisationId })).pdf;
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
    const foreign = await download(b.token, bp_file_key);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ ok: false, error: "not_found" });
    expect((await download(a.token, "em_doesnotexist")).status).toBe(404);
    expect((await download(a.token, "../../etc/passwd")).status).toBe(404);
    expect((await download(null, bp_file_key)).status).toBe(401);
  });

  it("bp_signed_url downloads without a token until it expires, and fails after one changed character", async () => {
    let t = new Date("2026-06-01T08:00:00Z").getTime();
    setClock(() => new Date(t));
    const { token, organisationId } = await archiveOrg();
    const { bp_file_key } = await (await ingest(token, email({ subscriber_key: "signed" }))).json();
    await testWorker(organisationId).drain();
    const [item] = (await (await list(token, "signed")).json()).items;
    expect(item.bp_signed_url).toMatch(/^http:\/\/localhost:3000\/files\/signed\//);
    const ok = await signedDownload(item.bp_signed_url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    const direct = Buffer.from(await (await download(token, bp_file_key)).arrayBuffer());
    expect(Buffer.from(await ok.arrayBuffer()).equals(direct)).toBe(true);

    // One changed character anywhere in the token: id, expiry, or signature.
    const url: string = item.bp_signed_url;
    const tokenStart = url.lastIndexOf("/") + 1;
    for (let i = tokenStart; i < url.length; i += 7) {
      const c = url[i];
      if (c === ".") continue;
      const changed = url.slice(0, i) + (c === "a" ? "b" : "a") + url.slice(i + 1);
      const res = await signedDownload(changed);
      expect(res.status, `changed position ${i}`).toBe(403);
    }
    const lastChanged = url.slice(0, -1) + (url.endsWith("A") ? "B" : "A");
    expect((await signedDownload(lastChanged)).status).toBe(403);

    t += 899_000;
    expect((await signedDownload(url)).status).toBe(200);
    t += 1000;
    const expired = await signedDownload(url);
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toMatch(/expired/);
  });
});

describe("GET /files/subscriber/{subscriber_key}", () => {
  it("400 for page_num or page_size that are not whole numbers in range", async () => {
    const { token, organisationId } = await archiveOrg();
    for (const query of [{ page_num: "0" }, { page_num: "x" }, { page_num: "1000001" }, { page_num: "1".repeat(30) }, { page_size: "0" }, { page_size: "5001" }, { page_size: "1.5" }, { page_size: "-1" }] as Record<string, string>[]) {
      const res = await list(token, "s", query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((await res.json()).error).toBe("invalid_request");
    }
  });

  it("lists 10,000 emails newest first, paging correctly both ways through next and prev", async () => {
    const { token, organisationId } = await archiveOrg();
    const db = await getDb();
    const base = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: `em_bulk${String(i).padStart(5, "0")}`,
      organisationId,
      messageId: `bulk-${i}`,
      subscriberKey: "big@example.com",
      // Pairs share a send time, so the id tie-break is exercised too.
      dateSent: new Date(base + Math.floor(i / 2) * 60_000),
      attributes: { mc_n: i },
      html: "<p>x</p>",
      status: "ready",
      blobKey: `archive/${organisationId}/em_bulk${i}.pdf`,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    for (let i = 0; i < rows.length; i += 2000) await db.archivedEmail.createMany({ data: rows.slice(i, i + 2000) });
    // A pending and another subscriber's email must not appear.
    await ingest(token, email({ subscriber_key: "big@example.com" }));
    await db.archivedEmail.createMany({ data: [{ ...rows[0], id: "em_other", messageId: "o", subscriberKey: "someone-else" }] });

    const expectedOrder = [...rows].sort((x, y) => y.dateSent.getTime() - x.dateSent.getTime() || (x.id < y.id ? -1 : 1)).map((r) => r.id);
    const first = await (await list(token, "big@example.com")).json();
    expect(first.page_size).toBe(1000);
    expect(first.prev).toBeNull();
    const forward: string[][] = [first.items.map((i: { bp_file_key: string }) => i.bp_file_key)];
    let page = first;
    while (page.next) {
      expect(page.next).toMatch(/^http:\/\/localhost:3000\/files\/subscriber\/big%40example.com\?page_num=\d+&page_size=1000$/);
      page = await (await follow(token, page.next)).json();
      forward.push(page.items.map((i: { bp_file_key: string }) => i.bp_file_key));
    }
    expect(forward).toHaveLength(10);
    expect(forward.flat()).toEqual(expectedOrder);
    expect(page.next).toBeNull();
    // And back again from the last page.
    const backward: string[][] = [];
    while (page.prev) {
      page = await (await follow(token, page.prev)).json();
      backward.unshift(page.items.map((i: { bp_file_key: string }) => i.bp_file_key));
    }
    expect(backward).toEqual(forward.slice(0, 9));
    expect(page.page_num).toBe(1);
    // Items carry the stored attributes and UTC dates.
    expect(first.items[0]).toMatchObject({ bp_file_key: expectedOrder[0], mc_n: 9998, bp_date_sent: new Date(base + 4999 * 60_000).toISOString() });
    // Smaller pages and past-the-end pages.
    const small = await (await list(token, "big@example.com", { page_num: "3", page_size: "7" })).json();
    expect(small.items.map((i: { bp_file_key: string }) => i.bp_file_key)).toEqual(expectedOrder.slice(14, 21));
    const beyond = await (await list(token, "big@example.com", { page_num: "11" })).json();
    expect(beyond.items).toEqual([]);
    expect(beyond.next).toBeNull();
    expect(beyond.prev).toMatch(/page_num=10/);
  });
});

describe("hung renders", () => {
  it("a render that outlives its time limit is a failed attempt, retried later", async () => {
    const { token, organisationId } = await archiveOrg();
    const { bp_file_key } = await (await ingest(token, email({ subscriber_key: "hung" }))).json();
    const worker = testWorker(organisationId, { renderTimeoutMs: 200, render: () => new Promise(() => {}) });
    await worker.drain();
    const row = await (await getDb()).archivedEmail.findUniqueOrThrow({ where: { id: bp_file_key } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "Render did not finish within 200 ms" });
    expect(row.leaseUntil).toBeNull();
  });
});

describe("usage", () => {
  it("each authenticated call is recorded for the usage page, free, with its status", async () => {
    const { token, organisationId } = await archiveOrg();
    await ingest(token, email({ subscriber_key: "usage" }));
    await list(token, "usage");
    await download(token, "em_missing");
    const rows = await (await getDb()).usageRecord.findMany({ where: { organisationId }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.product, r.operation, r.status, r.credits])).toEqual([
      ["archive", "ingest", 202, 0],
      ["archive", "list", 200, 0],
      ["archive", "download", 404, 0],
    ]);
  });
});
