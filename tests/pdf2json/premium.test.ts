// The premium engine against a local OpenAI-compatible server (node:http on 127.0.0.1): structured
// output validated against the profile schema, one retry on unusable output then 502 bad_output, refusal
// 422 content_refused, not configured 503; premium counts double and failures bill nothing.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { creditBalance } from "@/lib/billing";
import { profileSchema, getProfile } from "@/lib/pdf2json/profiles";
import { createTestOrg } from "../helpers";
import { fixturePdf, postJson, postPdf } from "./helpers";

type Reply = { kind: "json"; data: unknown } | { kind: "text"; text: string } | { kind: "refusal" } | { kind: "filter" };
let script: Reply[] = [];
const requests: Array<Record<string, any>> = [];
let server: http.Server;
let baseURL: string;

function emptyFor(schema: any): any {
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries<any>(schema.properties)) {
    const t = Array.isArray(s.type) ? s.type[0] : s.type;
    out[k] = t === "object" ? emptyFor(s) : t === "array" ? [] : k === "pages" ? 1 : null;
  }
  return out;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const parsed = JSON.parse(body);
      requests.push({ path: req.url, auth: req.headers.authorization, body: parsed });
      const reply = script.shift() ?? { kind: "text", text: "nothing scripted" };
      const message =
        reply.kind === "refusal" ? { role: "assistant", content: null, refusal: "I can't help with that." }
        : reply.kind === "json" ? { role: "assistant", content: JSON.stringify(reply.data), refusal: null }
        : reply.kind === "text" ? { role: "assistant", content: reply.text, refusal: null }
        : { role: "assistant", content: "", refusal: null };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "cmpl_1", object: "chat.completion", created: 1, model: parsed.model, choices: [{ index: 0, message, finish_reason: reply.kind === "filter" ? "content_filter" : "stop" }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  process.env.OPENAI_BASE_URL = baseURL;
  process.env.OPENAI_API_KEY = "test-key";
  process.env.PDF2JSON_PREMIUM_MODEL = "local-model";
  script = [];
  requests.length = 0;
});

describe("premium engine", () => {
  it("sends the layout text and the profile schema as structured output, validates the answer, and bills double", async () => {
    const org = await createTestOrg({ credits: 1000 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    const answer = emptyFor(profileSchema(getProfile("vehicle_tax_invoice")!));
    answer.documentType = "TAX INVOICE";
    answer.currency = "AUD";
    answer.vehicle.vin = "JTDBR32E720123456";
    script = [{ kind: "json", data: answer }];
    const res = await postJson(org.apiKey, { pdf: pdf.toString("base64"), document_type: "vehicle_tax_invoice", engine: "premium" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.vehicle.vin).toBe("JTDBR32E720123456");
    expect(body.meta).toMatchObject({ engine: "premium", billed_units: 1, credits: 20 });
    expect(await creditBalance(org.organisationId)).toBe(980);
    const sent = requests[0];
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.auth).toBe("Bearer test-key");
    expect(sent.body.model).toBe("local-model");
    expect(sent.body.response_format.type).toBe("json_schema");
    expect(sent.body.response_format.json_schema.schema.properties).toHaveProperty("pricing");
    expect(JSON.stringify(sent.body.messages)).toContain("VIN");
  });

  it("the x-engine header selects premium too, with a caller schema", async () => {
    const org = await createTestOrg({ credits: 1000 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    // The model leaves a key out and adds one: the caller's schema (which allows both) is still enforced exactly.
    script = [{ kind: "json", data: { invoiceNumber: "INV-1", chatter: "extra" } }];
    const schema = { type: "object", properties: { invoiceNumber: { type: ["string", "null"] }, total: { type: ["number", "null"] }, lines: { type: "array", items: { type: "object", properties: { a: { type: "string" } } } } } };
    const res = await postJson(org.apiKey, { pdf: pdf.toString("base64"), schema }, { "x-engine": "premium" });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ invoiceNumber: "INV-1", total: null, lines: [] });
    expect(body.meta).toMatchObject({ document_type: "custom", credits: 20 });
  });

  it("retries unusable output once and succeeds on the second answer", async () => {
    const org = await createTestOrg({ credits: 1000 });
    const { pdf } = await fixturePdf("nsw_form7_dealer_notice");
    const good = emptyFor(profileSchema(getProfile("nsw_form7_dealer_notice")!));
    script = [{ kind: "text", text: "Sure! Here is the data: {oops" }, { kind: "json", data: good }];
    const res = await postPdf(org.apiKey, pdf, { "x-engine": "premium", "x-document-type": "nsw_form7_dealer_notice" });
    expect(res.status).toBe(200);
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requests[1].body.messages)).toContain("previous answer was unusable");
  });

  it("502 bad_output after two unusable answers (not JSON, then schema-invalid); nothing billed", async () => {
    const org = await createTestOrg({ credits: 1000 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    script = [{ kind: "text", text: "not json" }, { kind: "json", data: { documentType: "x", extra: true } }];
    const res = await postPdf(org.apiKey, pdf, { "x-engine": "premium" });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ ok: false, error: "bad_output" });
    expect(requests).toHaveLength(2);
    expect(await creditBalance(org.organisationId)).toBe(1000);
  });

  it("422 content_refused on a refusal or a content-filter stop; nothing billed", async () => {
    const org = await createTestOrg({ credits: 1000 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    script = [{ kind: "refusal" }];
    const a = await postPdf(org.apiKey, pdf, { "x-engine": "premium" });
    expect(a.status).toBe(422);
    expect(await a.json()).toMatchObject({ ok: false, error: "content_refused" });
    script = [{ kind: "filter" }];
    const b = await postPdf(org.apiKey, pdf, { "x-engine": "premium" });
    expect(b.status).toBe(422);
    expect(await creditBalance(org.organisationId)).toBe(1000);
  });

  it("503 unavailable when no endpoint is configured", async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    const org = await createTestOrg({ credits: 1000 });
    const { pdf } = await fixturePdf("vehicle_tax_invoice");
    const res = await postPdf(org.apiKey, pdf, { "x-engine": "premium" });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error).toBe("unavailable");
    expect(body.message).toMatch(/OPENAI_BASE_URL/);
    expect(await creditBalance(org.organisationId)).toBe(1000);
  });
});
