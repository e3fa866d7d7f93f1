// POST /v1/html2pdf and the template endpoints, called in process with real Requests. Covers every status
// of the spec's html2pdf error table, the reply headers and envelope, billing, and template versioning.
process.env.HTML2PDF_RENDER_TIMEOUT_MS = "4000"; // the 500 case below: a script that never ends

import { afterAll, describe, expect, it } from "vitest";
import { POST as render } from "@/app/v1/html2pdf/route";
import { GET as listRoute, POST as createRoute } from "@/app/v1/html2pdf/templates/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/v1/html2pdf/templates/[id]/route";
import { POST as previewRoute } from "@/app/v1/html2pdf/templates/[id]/preview/route";
import { getDb } from "@/lib/db/client";
import { closeRenderer } from "@/lib/html2pdf";
import { call, createTestOrg, settledBalance } from "../helpers";
import { expectRechnungPdfHeaders } from "./expect-reply";
import { pdfPagesText } from "./pdf-text";

afterAll(async () => {
  await closeRenderer();
});

const key = (apiKey: string) => ({ "x-api-key": apiKey });
const pages = (n: number) => Array.from({ length: n }, (_, i) => `<h1 style="page-break-after: always">Sheet ${i + 1}</h1>`).join("");
const pdfOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

async function createTemplate(apiKey: string, body: object) {
  return call(createRoute, "/v1/html2pdf/templates", { method: "POST", headers: key(apiKey), body });
}

describe("POST /v1/html2pdf", () => {
  it("raw text/html: PDF bytes with content type, filename, request id, pages, units and credits; billed 1 credit", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 10 });
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: { ...key(apiKey), "content-type": "text/html" }, body: "<h1>Hello {{raw}}</h1>", query: { filename: "Rechnung März" } });
    expectRechnungPdfHeaders(res);
    const pdf = await pdfOf(res);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await pdfPagesText(pdf))[0]).toContain("Hello {{raw}}"); // raw HTML is not merged
    expect(await settledBalance(organisationId)).toBe(9);
  });

  it("inline template with data, helpers and a merged footer; output=base64 gives the spec's envelope", async () => {
    const { apiKey } = await createTestOrg();
    const res = await call(render, "/v1/html2pdf", {
      method: "POST",
      headers: key(apiKey),
      query: { output: "base64" },
      body: {
        html: '<h1>Invoice {{number}}</h1>{{#each items}}<p>{{name}}: {{formatCurrency price "AUD"}}</p>{{/each}}{{#if paid}}<p>PAID</p>{{/if}}<p>Due {{formatDate due "D MMMM YYYY"}}</p>',
        data: { number: "INV-7", items: [{ name: "Widget", price: 1234.5 }], paid: true, due: "2024-03-31" },
        options: { footer: "<span>{{number}} page {{page}}/{{pages}}</span>", filename: "inv-7" },
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.data).toMatchObject({ pages: 1, filename: "inv-7.pdf" });
    expect(body.meta).toMatchObject({ request_id: res.headers.get("x-request-id"), pages: 1, billed_units: 1, credits: 1 });
    expect(Number.isInteger(body.meta.duration_ms)).toBe(true);
    const [text] = await pdfPagesText(Buffer.from(body.data.pdf, "base64"));
    expect(text).toContain("Invoice INV-7");
    expect(text).toContain("Widget: $1,234.50");
    expect(text).toContain("PAID");
    expect(text).toContain("Due 31 March 2024");
    expect(text).toContain("INV-7 page 1/1");
  });

  it("bills one unit per started block of 20 pages", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 10 });
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: pages(21) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-pages")).toBe("21");
    expect(res.headers.get("x-billed-units")).toBe("2");
    expect(res.headers.get("x-credits")).toBe("2");
    expect(await settledBalance(organisationId)).toBe(8);
    const usage = await (await getDb()).usageRecord.findMany({ where: { organisationId } });
    expect(usage).toMatchObject([{ product: "html2pdf", operation: "render", status: 200, units: 2, credits: 2, requestId: res.headers.get("x-request-id") }]);
  });

  it.each([
    ["empty raw HTML", { "content-type": "text/html" }, "   ", /empty/i],
    ["invalid JSON", { "content-type": "application/json" }, "{nope", /not valid JSON/],
    ["both html and template_id", {}, { html: "<p>x</p>", template_id: "tpl_x" }, /either html or template_id/],
    ["neither html nor template_id", {}, { data: {} }, /html .* or template_id/],
    ["empty inline html", {}, { html: "" }, /empty/i],
    ["an unknown option", {}, { html: "<p>x</p>", options: { landscpe: true } }, /options\.landscpe/],
    ["a bad size", {}, { html: "<p>x</p>", options: { size: "B7" } }, /options\.size/],
    ["a scale out of range", {}, { html: "<p>x</p>", options: { scale: 3 } }, /options\.scale.*0\.1 and 2/],
    ["a margin without unit", {}, { html: "<p>x</p>", options: { margin: { top: "10" } } }, /options\.margin\.top/],
    ["landscape not a boolean", {}, { html: "<p>x</p>", options: { landscape: "yes" } }, /options\.landscape/],
    ["a merge syntax error", {}, { html: "<p>\n{{#if x}}\n</p>" }, /Handlebars.*line \d/],
    ["a helper on a bad field", {}, { html: "<p>\n\n{{formatCurrency order.total \"AUD\"}}</p>", data: { order: { total: "lots" } } }, /order\.total.*line 3/],
    ["an unknown output", {}, { html: "<p>x</p>", options: { output: "png" } }, /options\.output/],
  ])("400 for %s, naming the problem, billing nothing", async (_label, headers, body, message) => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 5 });
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: { ...key(apiKey), ...headers }, body: body as object });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.ok).toBe(false);
    expect(json.message).toMatch(message);
    expect(json.request_id).toBe(res.headers.get("x-request-id"));
    expect(await settledBalance(organisationId)).toBe(5);
  });

  it("400 for a bad query option", async () => {
    const { apiKey } = await createTestOrg();
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>" }, query: { output: "zip" } });
    expect(res.status).toBe(400);
    expect((await res.json()).option).toBe("options.output");
  });

  it("415 for a body that is neither HTML nor JSON", async () => {
    const { apiKey } = await createTestOrg();
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: { ...key(apiKey), "content-type": "multipart/form-data; boundary=x" }, body: "--x--" });
    expect(res.status).toBe(415);
  });

  it("401 without a key or with a bad one", async () => {
    for (const headers of [{}, { "x-api-key": "sk_not_a_key" }] as Record<string, string>[]) {
      const res = await call(render, "/v1/html2pdf", { method: "POST", headers, body: { html: "<p>x</p>" } });
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe("unauthorized");
    }
  });

  it("402 when the credit pool is empty, before rendering", async () => {
    const { apiKey } = await createTestOrg({ credits: 0 });
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>" } });
    expect(res.status).toBe(402);
  });

  it("413 for a body over 2 MB, refused by its declared length before reading", async () => {
    const { apiKey } = await createTestOrg();
    const big = "x".repeat(2 * 1024 * 1024 + 1);
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: { ...key(apiKey), "content-type": "text/html", "content-length": String(big.length) }, body: big });
    expect(res.status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(120));
        if (sent > 50 * 1024 * 1024) controller.close();
      },
    });
    const chunked = await call(render, "/v1/html2pdf", { method: "POST", headers: { ...key(apiKey), "content-type": "text/html" }, body: stream });
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(4 * 1024 * 1024); // stopped reading soon after the limit
  });

  it("422 render_too_slow when the page's script never ends, billing nothing", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 5 });
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p><script>while (true) {}</script>" } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe("render_too_slow");
    expect(body.limit_ms).toBeGreaterThan(0);
    expect(await settledBalance(organisationId)).toBe(5);
    const db = await getDb();
    const usage = await db.usageRecord.findMany({ where: { organisationId } });
    expect(usage).toMatchObject([{ status: 422, credits: 0 }]);
  });
});

describe("templates", () => {
  it("create (201), list, get, update as new versions; a render pinned to v1 keeps v1 after three updates", async () => {
    const { apiKey } = await createTestOrg();
    const created = await createTemplate(apiKey, { name: "Invoice", html: "<h1>Version one for {{who}}</h1>" });
    expect(created.status).toBe(201);
    const t = (await created.json()).data;
    expect(t.id).toMatch(/^tpl_/);
    expect(t).toMatchObject({ name: "Invoice", version: 1 });
    for (const n of ["two", "three", "four"]) {
      const res = await call(putRoute, `/v1/html2pdf/templates/${t.id}`, { method: "PUT", headers: key(apiKey), params: { id: t.id }, body: { html: `<h1>Version ${n} for {{who}}</h1>` } });
      expect(res.status).toBe(200);
    }
    const latest = (await (await call(getRoute, `/v1/html2pdf/templates/${t.id}`, { headers: key(apiKey), params: { id: t.id } })).json()).data;
    expect(latest).toMatchObject({ version: 4, latest_version: 4, html: "<h1>Version four for {{who}}</h1>" });
    expect(latest.versions.map((v: { version: number }) => v.version)).toEqual([1, 2, 3, 4]);
    const v1 = (await (await call(getRoute, `/v1/html2pdf/templates/${t.id}`, { headers: key(apiKey), params: { id: t.id }, query: { version: "1" } })).json()).data;
    expect(v1).toMatchObject({ version: 1, html: "<h1>Version one for {{who}}</h1>" });

    const pinned = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { template_id: t.id, template_version: 1, data: { who: "Ada" } } });
    expect(pinned.status).toBe(200);
    expect((await pdfPagesText(await pdfOf(pinned)))[0]).toContain("Version one for Ada");
    const unpinned = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { template_id: t.id, data: { who: "Ada" } } });
    expect((await pdfPagesText(await pdfOf(unpinned)))[0]).toContain("Version four for Ada");
    expect(unpinned.headers.get("content-disposition")).toContain('filename="Invoice.pdf"');

    const list = await (await call(listRoute, "/v1/html2pdf/templates", { headers: key(apiKey) })).json();
    expect(list.data.templates).toEqual([expect.objectContaining({ id: t.id, name: "Invoice", version: 4 })]);
  });

  it("two racing updates get two distinct versions and neither write is lost", async () => {
    const { apiKey } = await createTestOrg();
    const t = (await (await createTemplate(apiKey, { name: "Race", html: "<p>0</p>" })).json()).data;
    const results = await Promise.all(
      ["<p>A</p>", "<p>B</p>", "<p>C</p>"].map((html) => call(putRoute, `/v1/html2pdf/templates/${t.id}`, { method: "PUT", headers: key(apiKey), params: { id: t.id }, body: { html } })),
    );
    const versions = await Promise.all(results.map(async (r) => (await r.json()).data.version));
    expect(new Set(versions)).toEqual(new Set([2, 3, 4]));
    const db = await getDb();
    const stored = await db.html2pdfTemplateVersion.findMany({ where: { templateId: t.id }, orderBy: { version: "asc" } });
    expect(stored.map((v) => v.html).sort()).toEqual(["<p>0</p>", "<p>A</p>", "<p>B</p>", "<p>C</p>"]);
  });

  it("preview is free, base64 by default, and honours template_version, data and options", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 3 });
    const t = (await (await createTemplate(apiKey, { name: "P", html: "<p>first {{x}}</p>" })).json()).data;
    await call(putRoute, `/v1/html2pdf/templates/${t.id}`, { method: "PUT", headers: key(apiKey), params: { id: t.id }, body: { html: "<p>second {{x}}</p>" } });
    const res = await call(previewRoute, `/v1/html2pdf/templates/${t.id}/preview`, { method: "POST", headers: key(apiKey), params: { id: t.id }, body: { template_version: 1, data: { x: "X" }, options: { landscape: true } } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toMatchObject({ billed_units: 0, credits: 0, template_version: 1 });
    expect((await pdfPagesText(Buffer.from(body.data.pdf, "base64")))[0]).toContain("first X");
    expect(await settledBalance(organisationId)).toBe(3);
    // On the usage page as a free call, under its request id.
    const usage = await (await getDb()).usageRecord.findMany({ where: { organisationId, operation: "preview" } });
    expect(usage).toMatchObject([{ product: "html2pdf", status: 200, units: 0, credits: 0, requestId: body.meta.request_id }]);
  });

  it("404 for unknown, other organisations', deleted templates and missing versions; delete keeps history", async () => {
    const a = await createTestOrg();
    const b = await createTestOrg();
    const t = (await (await createTemplate(a.apiKey, { name: "Mine", html: "<p>a</p>" })).json()).data;
    const get = (apiKey: string, id: string, query?: Record<string, string>) => call(getRoute, `/v1/html2pdf/templates/${id}`, { headers: key(apiKey), params: { id }, query });
    expect((await get(a.apiKey, "tpl_nope")).status).toBe(404);
    expect((await get(b.apiKey, t.id)).status).toBe(404);
    expect((await call(render, "/v1/html2pdf", { method: "POST", headers: key(b.apiKey), body: { template_id: t.id } })).status).toBe(404);
    expect((await call(putRoute, `/v1/html2pdf/templates/${t.id}`, { method: "PUT", headers: key(b.apiKey), params: { id: t.id }, body: { name: "stolen" } })).status).toBe(404);
    expect((await call(deleteRoute, `/v1/html2pdf/templates/${t.id}`, { method: "DELETE", headers: key(b.apiKey), params: { id: t.id } })).status).toBe(404);
    expect((await get(a.apiKey, t.id, { version: "7" })).status).toBe(404);
    expect((await call(render, "/v1/html2pdf", { method: "POST", headers: key(a.apiKey), body: { template_id: t.id, template_version: 9 } })).status).toBe(404);

    const del = await call(deleteRoute, `/v1/html2pdf/templates/${t.id}`, { method: "DELETE", headers: key(a.apiKey), params: { id: t.id } });
    expect(del.status).toBe(200);
    expect((await del.json()).data).toMatchObject({ id: t.id, deleted: true });
    expect((await get(a.apiKey, t.id)).status).toBe(404);
    expect((await call(render, "/v1/html2pdf", { method: "POST", headers: key(a.apiKey), body: { template_id: t.id } })).status).toBe(404);
    expect((await call(previewRoute, `/v1/html2pdf/templates/${t.id}/preview`, { method: "POST", headers: key(a.apiKey), params: { id: t.id }, body: {} })).status).toBe(404);
    expect((await call(deleteRoute, `/v1/html2pdf/templates/${t.id}`, { method: "DELETE", headers: key(a.apiKey), params: { id: t.id } })).status).toBe(404);
    const db = await getDb();
    expect(await db.html2pdfTemplateVersion.count({ where: { templateId: t.id } })).toBe(1);
  });

  it("409 at 100 live templates; deleting one frees a place", async () => {
    const { apiKey, organisationId } = await createTestOrg();
    const db = await getDb();
    const now = new Date();
    await db.html2pdfTemplate.createMany({ data: Array.from({ length: 100 }, (_, i) => ({ id: `tpl_fill${organisationId}${i}`, organisationId, name: `t${i}`, createdAt: now, updatedAt: now })) });
    const res = await createTemplate(apiKey, { name: "one too many", html: "<p>x</p>" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("conflict");
    await call(deleteRoute, `/v1/html2pdf/templates/tpl_fill${organisationId}0`, { method: "DELETE", headers: key(apiKey), params: { id: `tpl_fill${organisationId}0` } });
    expect((await createTemplate(apiKey, { name: "fits now", html: "<p>x</p>" })).status).toBe(201);
  });

  it("413 for template HTML over 512 KB on create and update; 400 for bad template input", async () => {
    const { apiKey } = await createTestOrg();
    const big = "<p>" + "x".repeat(512 * 1024) + "</p>";
    const res = await createTemplate(apiKey, { name: "big", html: big });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/512 KB/);
    const t = (await (await createTemplate(apiKey, { name: "small", html: "<p>x</p>" })).json()).data;
    expect((await call(putRoute, `/v1/html2pdf/templates/${t.id}`, { method: "PUT", headers: key(apiKey), params: { id: t.id }, body: { html: big } })).status).toBe(413);
    expect((await createTemplate(apiKey, { name: "", html: "<p>x</p>" })).status).toBe(400);
    expect((await createTemplate(apiKey, { name: "bad", html: "{{#each}}" })).status).toBe(400);
    expect((await createTemplate(apiKey, { name: "extra", html: "<p>x</p>", colour: "red" })).status).toBe(400);
    expect((await call(putRoute, `/v1/html2pdf/templates/${t.id}`, { method: "PUT", headers: key(apiKey), params: { id: t.id }, body: {} })).status).toBe(400);
    // Nothing stored was lost by the refused update.
    const got = (await (await call(getRoute, `/v1/html2pdf/templates/${t.id}`, { headers: key(apiKey), params: { id: t.id } })).json()).data;
    expect(got).toMatchObject({ version: 1, html: "<p>x</p>" });
  });
});
