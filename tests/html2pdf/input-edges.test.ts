// Inputs a hostile tester found answering 500: they are bad input and answer 4xx in the envelope.
import { afterAll, describe, expect, it } from "vitest";
import { POST as render } from "@/app/v1/html2pdf/route";
import { POST as createRoute } from "@/app/v1/html2pdf/templates/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/v1/html2pdf/templates/[id]/route";
import { POST as previewRoute } from "@/app/v1/html2pdf/templates/[id]/preview/route";
import { closeRenderer } from "@/lib/html2pdf";
import { saveEditorSettings } from "@/lib/html2pdf/editor-settings";
import { closeMergePool } from "@/lib/html2pdf/merge-pool";
import { parseRenderOptions } from "@/lib/html2pdf/options";
import { call, createTestOrg } from "../helpers";

afterAll(async () => {
  await Promise.all([closeRenderer(), closeMergePool()]);
});

const key = (apiKey: string) => ({ "x-api-key": apiKey });

async function expectError(res: Response, status: number, error: string, extra: Record<string, unknown> = {}) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ ok: false, error, request_id: res.headers.get("x-request-id"), ...extra });
  return body;
}

async function makeTemplate(apiKey: string): Promise<string> {
  const res = await call(createRoute, "/v1/html2pdf/templates", { method: "POST", headers: key(apiKey), body: { name: "edge", html: "<p>{{x}}</p>" } });
  expect(res.status).toBe(201);
  return (await res.json()).data.id;
}

describe("template_version", () => {
  const bad: unknown[] = [2 ** 31, 2 ** 53, 1e300, -1, 0, 1.5, "abc", "-3", "2147483648", "99999999999999999999", true, {}];

  it("is a whole number from 1 to 2³¹ − 1 in a render, a preview and ?version=; anything else is 400 naming it", async () => {
    const { apiKey } = await createTestOrg();
    const id = await makeTemplate(apiKey);
    for (const v of bad) {
      const rendered = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { template_id: id, template_version: v } });
      await expectError(rendered, 400, "invalid_request", { field: "template_version" });
      const previewed = await call(previewRoute, `/v1/html2pdf/templates/${id}/preview`, { method: "POST", headers: key(apiKey), body: { template_version: v }, params: { id } });
      await expectError(previewed, 400, "invalid_request", { field: "template_version" });
    }
    for (const v of ["2147483648", "-1", "1.5", "x"]) {
      const got = await call(getRoute, `/v1/html2pdf/templates/${id}`, { headers: key(apiKey), query: { version: v }, params: { id } });
      await expectError(got, 400, "invalid_request", { field: "template_version" });
    }
    // The largest version there can be is a plain 404: it does not exist.
    const missing = await call(getRoute, `/v1/html2pdf/templates/${id}`, { headers: key(apiKey), query: { version: "2147483647" }, params: { id } });
    await expectError(missing, 404, "not_found");
  });
});

describe("NUL characters (PostgreSQL text cannot hold them)", () => {
  it("in template_id: 400 for a render, 404 for a path", async () => {
    const { apiKey } = await createTestOrg();
    await expectError(await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { template_id: "tpl_\u0000x" } }), 400, "invalid_request", { field: "template_id" });
    const id = "tpl_a\u0000b";
    await expectError(await call(getRoute, "/v1/html2pdf/templates/x", { headers: key(apiKey), params: { id } }), 404, "not_found");
    await expectError(await call(putRoute, "/v1/html2pdf/templates/x", { method: "PUT", headers: key(apiKey), body: { name: "n" }, params: { id } }), 404, "not_found");
    await expectError(await call(deleteRoute, "/v1/html2pdf/templates/x", { method: "DELETE", headers: key(apiKey), params: { id } }), 404, "not_found");
    await expectError(await call(previewRoute, "/v1/html2pdf/templates/x/preview", { method: "POST", headers: key(apiKey), params: { id } }), 404, "not_found");
  });

  it("in a template's name or HTML, on create and on update: 400 naming the field", async () => {
    const { apiKey, organisationId } = await createTestOrg();
    const create = (body: object) => call(createRoute, "/v1/html2pdf/templates", { method: "POST", headers: key(apiKey), body });
    await expectError(await create({ name: "a\u0000b", html: "<p>x</p>" }), 400, "invalid_request", { field: "name" });
    await expectError(await create({ name: "ok", html: "<p>\u0000</p>" }), 400, "invalid_request", { field: "html" });
    const id = await makeTemplate(apiKey);
    const update = (body: object) => call(putRoute, `/v1/html2pdf/templates/${id}`, { method: "PUT", headers: key(apiKey), body, params: { id } });
    await expectError(await update({ name: "a\u0000b" }), 400, "invalid_request", { field: "name" });
    await expectError(await update({ html: "\u0000" }), 400, "invalid_request", { field: "html" });
    // The portal editor's saved sample data and options are stored too.
    await expect(saveEditorSettings(organisationId, id, { sampleData: '{"a": "\u0000"}', options: {} })).rejects.toMatchObject({ code: "invalid_request", details: { field: "data" } });
    await expect(saveEditorSettings(organisationId, id, { sampleData: "{}", options: { header: "a\u0000" } })).rejects.toMatchObject({ code: "invalid_request", details: { field: "options" } });
  });
});

describe("page size and margins", () => {
  it("a size outside 0.5in–200in is 400 invalid_request naming the option (was a 500, or a page no viewer opens)", async () => {
    const { apiKey } = await createTestOrg();
    const cases: [object, string][] = [
      [{ size: { width: "0.0001in", height: "1in" } }, "options.size.width"],
      [{ size: { width: "8in", height: "100000in" } }, "options.size.height"],
      [{ size: { width: "0.1mm", height: "10cm" } }, "options.size.width"],
      [{ size: { width: "20000px", height: "10in" } }, "options.size.width"],
      [{ size: "A4", margin: "6in" }, "options.margin.top"],
      [{ size: "A4", margin: { left: "5in", right: "4in" } }, "options.margin.left"],
      [{ size: { width: "1in", height: "1in" } }, "options.margin.bottom"], // the default 14 + 16 mm margins leave no room
      [{ size: "A5", landscape: true, margin: { top: "3in", bottom: "3in" } }, "options.margin.top"], // landscape A5 is 5.83in high
    ];
    for (const [options, option] of cases) {
      const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>", options } });
      const body = await expectError(res, 400, "invalid_request", { option });
      expect(body.message).toContain(`Invalid option ${option}`);
    }
  });

  it("sizes and margins within the bounds are accepted", () => {
    expect(() => parseRenderOptions({ size: { width: "0.5in", height: "200in" }, margin: "0" })).not.toThrow();
    expect(() => parseRenderOptions({ size: { width: "100mm", height: "50mm" }, margin: { top: "1in" } })).not.toThrow();
    expect(() => parseRenderOptions({ size: "A5", margin: { top: "4in", bottom: "4in" } })).not.toThrow(); // 8.27in high
  });
});
