// The extraction API's contract: intake forms, every status of the spec's pdf2json error table, billing
// (10 credits per started 5 pages; failures bill nothing), the alias host, and the profiles endpoint.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as aliasExtract } from "@/app/pdf2json/route";
import { POST as extract } from "@/app/v1/pdf2json/route";
import { GET as aliasProfiles } from "@/app/pdf2json/profiles/route";
import { GET as profiles } from "@/app/v1/pdf2json/profiles/route";
import { creditBalance } from "@/lib/billing";
import { getDb } from "@/lib/db/client";
import { PROFILE_IDS } from "@/lib/pdf2json/profiles";
import { call, createTestOrg } from "../helpers";
import { CORPUS, fixturePdf, hasCorpus, postJson, postPdf } from "./helpers";

let org: { organisationId: string; apiKey: string };
let invoice: Buffer;

beforeAll(async () => {
  org = await createTestOrg({ credits: 10_000 });
  invoice = (await fixturePdf("vehicle_tax_invoice")).pdf;
});

async function usage(requestId: string) {
  const db = await getDb();
  return db.usageRecord.findFirst({ where: { requestId } });
}

describe("POST /v1/pdf2json intake", () => {
  it("extracts a raw application/pdf body into the envelope with every meta field, and bills 10 credits", async () => {
    const before = await creditBalance(org.organisationId);
    const res = await postPdf(org.apiKey, invoice);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.meta).toMatchObject({ document_type: "vehicle_tax_invoice", profile_version: 1, pages: expect.any(Number), billed_units: 1, credits: 10, warnings: [] });
    expect(body.meta.classification).toEqual({ method: "text", confidence: expect.any(Number) });
    expect(body.meta.classification.confidence).toBeGreaterThan(0.6);
    expect(Number.isInteger(body.meta.duration_ms)).toBe(true);
    expect(body.meta.request_id).toBe(res.headers.get("x-request-id"));
    expect(Object.keys(body.data).slice(0, 3)).toEqual(["documentType", "pages", "currency"]);
    for (const k of ["dealer", "invoice", "vehicle", "pricing"]) expect(body.data).toHaveProperty(k);
    expect(await creditBalance(org.organisationId)).toBe(before - 10);
    expect(await usage(body.meta.request_id)).toMatchObject({ product: "pdf2json", status: 200, units: 1, credits: 10 });
  });

  it("accepts JSON with pdf or pdf_base64, document_type in the body or the x-document-type header", async () => {
    const b64 = invoice.toString("base64");
    const a = await (await postJson(org.apiKey, { pdf: b64 })).json();
    const b = await (await postJson(org.apiKey, { pdf_base64: `data:application/pdf;base64,${b64}`, document_type: "generic_document" })).json();
    const c = await (await postPdf(org.apiKey, invoice, { "x-document-type": "vehicle_sale_contract" })).json();
    expect(a.meta.document_type).toBe("vehicle_tax_invoice");
    expect(b.meta).toMatchObject({ document_type: "generic_document", classification: { method: "document_type", confidence: 1 } });
    expect(c.meta.document_type).toBe("vehicle_sale_contract");
  });

  it("the alias POST /pdf2json answers the same way", async () => {
    const res = await call(aliasExtract, "/pdf2json", { method: "POST", headers: { "content-type": "application/pdf", "x-api-key": org.apiKey }, body: new Uint8Array(invoice) });
    expect(res.status).toBe(200);
    expect((await res.json()).meta.document_type).toBe("vehicle_tax_invoice");
  });

  // skipped (and reported as skipped) where the shared corpus is absent
  it.skipIf(!hasCorpus)("bills one unit per started five pages", async () => {
    const f1040 = readFileSync(path.join(CORPUS, "forms/pdfjs/160F-2019.pdf"));
    const body = await (await postPdf(org.apiKey, f1040)).json();
    expect(body.meta.billed_units).toBe(Math.ceil(body.meta.pages / 5));
    expect(body.meta.credits).toBe(body.meta.billed_units * 10);
  });
});

describe("error table", () => {
  async function expectError(res: Response, status: number, code: string) {
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: code });
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect(typeof body.message).toBe("string");
    return body;
  }

  it("400 for no PDF, a body that is not a PDF, a non-object schema, an unknown document_type (listing valid ids), multipart", async () => {
    const before = await creditBalance(org.organisationId);
    await expectError(await postPdf(org.apiKey, Buffer.alloc(0)), 400, "invalid_request");
    await expectError(await postJson(org.apiKey, { document_type: "generic_document" }), 400, "invalid_request");
    const notPdf = await expectError(await postPdf(org.apiKey, Buffer.from("<html>hello</html>")), 400, "invalid_request");
    expect(notPdf.message).toMatch(/not a PDF/);
    await expectError(await postJson(org.apiKey, { pdf: Buffer.from("just text").toString("base64") }), 400, "invalid_request");
    for (const schema of ["string", 42, [1, 2], true]) {
      const b = await expectError(await postJson(org.apiKey, { pdf: invoice.toString("base64"), schema }), 400, "invalid_request");
      expect(b.message).toMatch(/schema/);
    }
    const unknown = await expectError(await postJson(org.apiKey, { pdf: invoice.toString("base64"), document_type: "passport" }), 400, "invalid_request");
    expect(unknown.valid_ids).toEqual(PROFILE_IDS);
    expect(unknown.message).toContain("vehicle_tax_invoice");
    await expectError(await postPdf(org.apiKey, invoice, { "x-document-type": "nope" }), 400, "invalid_request");
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(invoice)], { type: "application/pdf" }), "a.pdf");
    const multi = await extract(new Request("http://localhost/v1/pdf2json", { method: "POST", headers: { "x-api-key": org.apiKey }, body: form }), { params: Promise.resolve({}) });
    const mb = await expectError(multi, 400, "invalid_request");
    expect(mb.message).toMatch(/Multipart.*application\/pdf.*application\/json/s);
    await expectError(await postJson(org.apiKey, { pdf: invoice.toString("base64"), engine: "turbo" }), 400, "invalid_request");
    expect(await creditBalance(org.organisationId)).toBe(before);
  });

  it("401 for a missing or invalid key", async () => {
    await expectError(await postPdf(null, invoice), 401, "unauthorized");
    await expectError(await postPdf("sk_not_a_key", invoice), 401, "unauthorized");
  });

  it("413 for a PDF over 8 MB, raw (refused while streaming) or base64 in JSON; nothing billed", async () => {
    const before = await creditBalance(org.organisationId);
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(8 * 1024 * 1024 + 10, 0x20)]);
    await expectError(await postPdf(org.apiKey, big), 413, "payload_too_large");
    await expectError(await postJson(org.apiKey, { pdf: big.toString("base64") }), 413, "payload_too_large");
    // A 6.5 MB PDF is within the limit although its base64 is over 8 MB: the limit is on the decoded PDF.
    const padded = Buffer.concat([invoice, Buffer.alloc(6.5 * 1024 * 1024 - invoice.length, 0x0a)]);
    expect(padded.toString("base64").length).toBeGreaterThan(8 * 1024 * 1024);
    const res = await postJson(org.apiKey, { pdf: padded.toString("base64") });
    expect(res.status).toBe(200);
    const after = await creditBalance(org.organisationId);
    expect(after).toBe(before - 10);
  });

  // skipped (and reported as skipped) where the shared corpus is absent
  it.skipIf(!hasCorpus)("422 for an encrypted or a broken PDF, with a message that says which", async () => {
    const enc = await expectError(await postPdf(org.apiKey, readFileSync(path.join(CORPUS, "robustness/pdfplumber/password-example.pdf"))), 422, "unprocessable");
    expect(enc.message).toMatch(/password/);
    const broken = await expectError(await postPdf(org.apiKey, Buffer.from("%PDF-1.4\n1 0 obj garbage\n%%EOF")), 422, "unprocessable");
    expect(broken.message).toMatch(/could not be read|no pages/);
    const failed = await usage(broken.request_id);
    expect(failed).toMatchObject({ status: 422, credits: 0 });
  });

  it("402 when the credit pool cannot cover the document; nothing charged", async () => {
    const poor = await createTestOrg({ credits: 5 });
    await expectError(await postPdf(poor.apiKey, invoice), 402, "insufficient_credits");
    expect(await creditBalance(poor.organisationId)).toBe(5);
  });
});

describe("GET /v1/pdf2json/profiles", () => {
  it("lists the five profiles without a key; ?schema=1 includes each JSON Schema; the alias is equivalent", async () => {
    const res = await call(profiles, "/v1/pdf2json/profiles");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.profiles.map((p: { id: string }) => p.id)).toEqual(["vehicle_sale_contract", "vehicle_tax_invoice", "nsw_form7_dealer_notice", "nsw_registration_application", "generic_document"]);
    expect(body.data.profiles[0].schema).toBeUndefined();
    // generic_document is at version 3 (keys added for e-invoices, then the order date); the vehicle profiles are at 1
    for (const p of body.data.profiles) expect(p.profile_version).toBe(p.id === "generic_document" ? 3 : 1);
    const withSchema = await (await call(aliasProfiles, "/pdf2json/profiles", { query: { schema: "1" } })).json();
    const tax = withSchema.data.profiles.find((p: { id: string }) => p.id === "vehicle_tax_invoice");
    expect(tax.schema.type).toBe("object");
    expect(tax.schema.required).toEqual(expect.arrayContaining(["documentType", "pages", "currency", "dealer", "invoice", "vehicle", "pricing"]));
    expect(tax.schema.properties.pricing.properties).toHaveProperty("balancePayable");
    expect(tax.schema.properties.vehicle.properties).toHaveProperty("vin");
  });
});
