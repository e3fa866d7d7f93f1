// A caller's JSON Schema is enforced exactly: every key (nested too), null for blanks, nothing extra,
// values coerced (numbers, ISO dates, integers, arrays of objects from tables); meta.document_type custom.
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../helpers";
import { fixturePdf, postJson } from "./helpers";
import { buildPdf, FONT, pageObject, show } from "./hostile-pdfs";

let apiKey: string;
beforeAll(async () => {
  apiKey = (await createTestOrg({ credits: 100_000 })).apiKey;
});

const schema = {
  type: "object",
  properties: {
    invoiceNumber: { type: "string" },
    invoiceDate: { type: "string", format: "date" },
    dealer: { type: "object", properties: { abn: { type: "string" }, licence: { type: "string", title: "Dealer licence number" } } },
    vin: { type: "string", title: "VIN" },
    odometer: { type: "integer", description: "Odometer reading" },
    balanceDue: { type: "number", title: "Balance payable" },
    total_incl_gst: { type: "number" },
    items: { type: "array", items: { type: "object", properties: { description: { type: "string" }, qty: { type: "number" }, amount: { type: "number" } } } },
    warrantyProvider: { type: ["string", "null"], title: "Warranty provider" },
  },
};

function keysDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(keysDeep);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keysDeep(x)]));
  return typeof v;
}

describe("caller schema", () => {
  it("fills exactly the schema's keys from the document's labels and tables, with coerced types", async () => {
    const { pdf, truth } = await fixturePdf("vehicle_tax_invoice", 0);
    const res = await postJson(apiKey, { pdf: pdf.toString("base64"), schema, document_type: "generic_document" });
    expect(res.status).toBe(200);
    const { data, meta } = await res.json();
    expect(meta.document_type).toBe("custom");
    expect(Object.keys(data)).toEqual(Object.keys(schema.properties));
    expect(Object.keys(data.dealer)).toEqual(["abn", "licence"]);
    const t = truth as any;
    expect(data.invoiceNumber).toBe(t.invoice.number);
    expect(data.invoiceDate).toBe(t.invoice.date);
    expect(data.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.dealer).toEqual({ abn: t.dealer.abn, licence: t.dealer.dealerLicenceNumber });
    expect(data.vin).toBe(t.vehicle.vin);
    expect(data.odometer).toBe(t.vehicle.odometer);
    expect(data.balanceDue).toBe(t.pricing.balancePayable);
    expect(data.total_incl_gst).toBe(t.pricing.totalIncludingGst);
    expect(data.warrantyProvider).toBeNull();
    expect(data.items).toHaveLength(t.lineItems.length);
    expect(data.items[0]).toEqual({ description: t.lineItems[0].description, qty: 1, amount: t.lineItems[0].amount });
    for (const row of data.items) expect(Object.keys(row)).toEqual(["description", "qty", "amount"]);
  });

  it("keeps the same key set on a document that has none of the values (null, [] for tables)", async () => {
    const { pdf } = await fixturePdf("nsw_form7_dealer_notice", 1);
    const a = await (await postJson(apiKey, { pdf: pdf.toString("base64"), schema })).json();
    const { pdf: other } = await fixturePdf("vehicle_tax_invoice", 1);
    const b = await (await postJson(apiKey, { pdf: other.toString("base64"), schema })).json();
    expect(Object.keys(a.data)).toEqual(Object.keys(b.data));
    expect(Object.keys(a.data.dealer)).toEqual(Object.keys(b.data.dealer));
    expect(a.data.invoiceNumber).toBeNull();
    expect(a.data.items).toEqual([]);
    expect(keysDeep({ ...b.data, items: [] })).toMatchObject({ dealer: { abn: "string" } });
  });

  it("resolves local $refs ($defs) in the caller's schema", async () => {
    const { pdf, truth } = await fixturePdf("vehicle_tax_invoice", 0);
    const s = { type: "object", $defs: { money: { type: "number" }, car: { type: "object", properties: { vin: { type: "string", title: "VIN" }, make: { type: "string" } } } }, properties: { car: { $ref: "#/$defs/car" }, balancePayable: { $ref: "#/$defs/money" } } };
    const body = await (await postJson(apiKey, { pdf: pdf.toString("base64"), schema: s })).json();
    expect(body.data).toEqual({ car: { vin: (truth as any).vehicle.vin, make: (truth as any).vehicle.make }, balancePayable: (truth as any).pricing.balancePayable });
  });

  it("coerces booleans and enums, and answers 400 for a schema that is not valid JSON Schema", async () => {
    const { pdf } = await fixturePdf("nsw_form7_dealer_notice", 0);
    const s = { type: "object", properties: { guaranteeApplies: { type: "boolean", title: "Guarantee applies" }, colour: { type: "string", enum: ["White", "Black"] }, registerNo: { type: "string", title: "Register number" } } };
    const body = await (await postJson(apiKey, { pdf: pdf.toString("base64"), schema: s })).json();
    expect(Object.keys(body.data)).toEqual(["guaranteeApplies", "colour", "registerNo"]);
    expect(typeof body.data.guaranteeApplies).toBe("boolean");
    expect(body.data.registerNo).toMatch(/^\d+$/);
    expect([null, "White", "Black"]).toContain(body.data.colour);
    const bad = await postJson(apiKey, { pdf: pdf.toString("base64"), schema: { type: "object", properties: { a: { type: "no-such-type" } } } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/not a valid JSON Schema/);
  });

  it("answers 400 at once for a schema whose $refs fan out exponentially, and keeps serving", async () => {
    const { pdf } = await fixturePdf("vehicle_tax_invoice", 0);
    // d0 refers to d1 four times, d1 to d2 four times … : 4^12 nodes if expanded.
    const $defs: Record<string, unknown> = { d12: { type: "string" } };
    for (let i = 11; i >= 0; i--) $defs[`d${i}`] = { type: "object", properties: Object.fromEntries(["a", "b", "c", "d"].map((k) => [k, { $ref: `#/$defs/d${i + 1}` }])) };
    const bomb = { type: "object", $defs, properties: { x: { $ref: "#/$defs/d0" } } };
    const res = await postJson(apiKey, { pdf: pdf.toString("base64"), schema: bomb });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.limit).toBe("schema_nodes");
    const after = await postJson(apiKey, { pdf: pdf.toString("base64"), document_type: "vehicle_tax_invoice" });
    expect(after.status).toBe(200);
  });

  it("answers 400 at once for a schema too big to compile quickly (ajv compiles on the event loop), or nested too deep", async () => {
    const { pdf } = await fixturePdf("vehicle_tax_invoice", 0);
    const wide = { type: "object", properties: Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`p${i}`, { type: "string", format: "date" }])) };
    const res = await postJson(apiKey, { pdf: pdf.toString("base64"), schema: wide });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, error: "invalid_request", limit: "schema_size", max_nodes: 1000 });
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 1000; i++) deep = { type: "object", properties: { a: deep } };
    const tall = await postJson(apiKey, { pdf: pdf.toString("base64"), schema: deep });
    expect(tall.status).toBe(400);
    expect(await tall.json()).toMatchObject({ limit: "schema_size", max_depth: 64 });
  });

  it("checks a caller's pattern in linear time: a pattern that backtracks exponentially on the document's own text does not freeze the server", async () => {
    // With a backtracking RegExp, ^(a+)+$ against 40 "a"s and a "!" runs for hours.
    const code = "a".repeat(40) + "!";
    const text = show(["ORDER CONFIRMATION", `Reference code: ${code}`, "Customer: Jane Citizen", "Date: 12/03/2024", "Total: $110.00"]);
    const pdf = buildPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", pageObject("4 0 R"), { dict: "", stream: Buffer.from(text) }, FONT]);
    const s = { type: "object", properties: { referenceCode: { type: "string", title: "Reference code", pattern: "^(a+)+$" }, customer: { type: "string" } } };
    const res = await postJson(apiKey, { pdf: pdf.toString("base64"), schema: s });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.referenceCode).toBe(code);
    expect(body.meta.warnings.map((w: { code: string }) => w.code)).toContain("schema_mismatch");
    // what RE2 cannot run in linear time is refused before any work, naming the pattern
    const lookahead = await postJson(apiKey, { pdf: pdf.toString("base64"), schema: { type: "object", properties: { a: { type: "string", pattern: "^(?=x)x$" } } } });
    expect(lookahead.status).toBe(400);
    expect(await lookahead.json()).toMatchObject({ ok: false, error: "invalid_request", limit: "schema_pattern" });
  });
});
