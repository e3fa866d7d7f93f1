import { expect, test } from "playwright/test";
import { seed } from "./fixtures";

// Through the production server: pdf.js (legacy build + main-thread worker) must load in the built app.
test("POST /v1/pdf2json and the /pdf2json alias extract a rendered tax invoice; profiles need no key", async ({ request, page }) => {
  await page.setContent(`<html><body style="font-family: Helvetica">
    <h1 style="font-size: 26pt">TAX INVOICE</h1>
    <div>Harbourside Motors Pty Ltd</div><div>ABN: 12 345 678 901</div>
    <table><tr><td>Invoice No</td><td style="padding-left: 40px">INV-20417</td></tr>
    <tr><td>Invoice Date</td><td style="padding-left: 40px">14/03/2025</td></tr>
    <tr><td>VIN</td><td style="padding-left: 40px">JTDBR32E720123456</td></tr>
    <tr><td>Balance Payable</td><td style="padding-left: 40px">$12,345.60</td></tr></table></body></html>`);
  const pdf = await page.pdf({ format: "A4" });
  for (const path of ["/v1/pdf2json", "/pdf2json"]) {
    const res = await request.post(path, { headers: { "x-api-key": seed().api_key, "content-type": "application/pdf" }, data: pdf });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.meta).toMatchObject({ document_type: "vehicle_tax_invoice", billed_units: 1, credits: 10 });
    expect(body.data.invoice).toMatchObject({ number: "INV-20417", date: "2025-03-14" });
    expect(body.data.vehicle.vin).toBe("JTDBR32E720123456");
    expect(body.data.pricing.balancePayable).toBe(12345.6);
    expect(res.headers()["x-request-id"]).toBe(body.meta.request_id);
  }
  const profiles = await request.get("/pdf2json/profiles?schema=1");
  expect(profiles.status()).toBe(200);
  const list = await profiles.json();
  expect(list.data.profiles).toHaveLength(5);
  expect(list.data.profiles[0].schema.type).toBe("object");
  const bad = await request.post("/v1/pdf2json", { headers: { "x-api-key": seed().api_key, "content-type": "application/pdf" }, data: Buffer.from("not a pdf") });
  expect(bad.status()).toBe(400);
});
