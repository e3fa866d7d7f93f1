// vehicle_tax_invoice: ten ways dealers' systems and accounting packages print a motor vehicle tax invoice.
import { deal, type Deal } from "../corpus/deal";
import { boxes, colonLines, dotLeaders, esc, factTable, heading, kv, mono, pageBreak, para, priceList, signatures, table, twoCol } from "../corpus/html";
import { CONTENT_PT, measurer } from "../corpus/measure";
import { chance, int, pick, shuffle, type Rng } from "../corpus/rng";
import type { DocBuilder, Fact, Style } from "../corpus/truth";
import type { Built, Family } from "./types";
import { builder, columns, dealerLetterhead, headingText, monoBody, opt, section, sections, TERMS, titleOnly, tradeList, vehicleFacts, vehicleList, type MaybeFact, type Sec } from "./vehicle-common";

const P = "vehicle_tax_invoice";
const TITLES = ["TAX INVOICE", "Tax Invoice", "Tax Invoice – Motor Vehicle", "TAX INVOICE / RECEIPT", "Vehicle Tax Invoice", "Tax Invoice (Vehicle Sale)"];
// drawn once per document: the page and the truth's documentType must show the same title
const titles = new WeakMap<DocBuilder, string>();
const title = (d: DocBuilder) => titles.get(d) ?? (titles.set(d, d.canonical ? TITLES[0] : pick(d.r, TITLES)), titles.get(d)!);

function invoiceFacts(d: DocBuilder, x: Deal) {
  return {
    number: d.text("invoice.number", "invoice.number", x.invoiceNo),
    date: d.date("invoice.date", "invoice.date", x.date),
    dealId: opt(d, 0.7, d.text("invoice.dealId", "invoice.dealId", x.dealId)),
    salesperson: opt(d, 0.7, d.text("invoice.salesperson", "salesperson", x.salesperson)),
    delivery: opt(d, 0.4, d.date("invoice.deliveryDate", "deliveryDate", x.deliveryDate)),
  };
}

function customerFacts(d: DocBuilder, x: Deal) {
  const name = x.corp && !d.canonical ? x.corp.name : x.customer.name;
  return {
    name: d.text("customer.name", "customer.name", name),
    address: opt(d, 0.85, d.text("customer.address", "customer.address", x.customer.address)),
    phone: opt(d, 0.7, d.text("customer.phone", "customer.phone", x.customer.phone)),
    email: opt(d, 0.5, d.text("customer.email", "customer.email", x.customer.email)),
  };
}

/** The pricing facts in print order; zero amounts are not printed. */
function pricingFacts(d: DocBuilder, x: Deal, o: { breakdown?: boolean; subtotal?: boolean } = {}): MaybeFact[] {
  const p = x.price;
  const m = (path: string, key: string, n: number, p0 = 1) => (n > 0 ? opt(d, p0, d.money(path, key, n)) : null);
  return [
    o.breakdown !== false && m("pricing.vehiclePrice", "price.vehicle", p.vehicle),
    o.breakdown !== false && m("pricing.accessories", "price.accessories", p.accessories, 0.8),
    o.breakdown !== false && m("pricing.dealerDelivery", "price.delivery", p.delivery, 0.9),
    m("pricing.registration", "price.registration", p.registration),
    m("pricing.ctp", "price.ctp", p.ctp),
    m("pricing.stampDuty", "price.duty", p.duty),
    o.subtotal !== false && opt(d, 0.6, d.money("pricing.subtotal", "price.subtotal", p.subtotalExGst)),
    d.money("pricing.gst", "price.gst", p.gst),
    d.money("pricing.totalIncludingGst", "price.totalInvoice", p.total),
    m("pricing.tradeInAllowance", "price.tradeAllowance", p.tradeAllowance),
    p.payout > 0 && d.money("tradeIn.payout", "price.payoutAdd", p.payout),
    m("pricing.deposit", "price.deposit", p.deposit, 0.4),
    d.money("pricing.amountPaid", "price.amountPaid", p.amountPaid),
    p.refund > 0 ? d.money("pricing.refund", "price.refund", p.refund) : d.money("pricing.balancePayable", "price.balance", p.balance),
  ];
}

/** The supply as line items (vehicle, accessories, delivery); columns vary by family. */
function items(d: DocBuilder, x: Deal, o: { gstColumn?: boolean; qty?: boolean; qtyFirst?: boolean; unit?: boolean }): string {
  const v = x.vehicle;
  const rows = [
    { description: `${v.year} ${v.make} ${v.model} ${v.variant}`, amount: x.price.vehicle },
    ...x.accessories.map((a) => ({ description: a.description, amount: a.amount })),
    ...(x.price.delivery > 0 ? [{ description: pick(d.r, ["Dealer delivery", "Pre-delivery & handling", "Delivery charges"]), amount: x.price.delivery }] : []),
  ];
  const money = d.style.money;
  const gstOf = (n: number) => Math.round((n / 11) * 100) / 100;
  d.set("lineItems", rows.map((r) => ({ description: r.description, quantity: o.qty ? 1 : null, unitPrice: o.unit ? r.amount : null, gst: o.gstColumn ? gstOf(r.amount) : null, amount: r.amount })));
  // the vehicle's row and the delivery row print those prices: the pricing group holds them too
  d.set("pricing.vehiclePrice", x.price.vehicle);
  if (x.price.delivery > 0) d.set("pricing.dealerDelivery", x.price.delivery);
  d.moneyPrinted = true;
  const L = (en: string[]) => (d.canonical ? en[0] : pick(d.r, en));
  const cols: Array<{ label: string; right?: boolean; cell: (r: (typeof rows)[number]) => string }> = [{ label: L(["Description", "Particulars", "Item", "Details"]), cell: (r) => r.description }];
  if (o.qty) cols[o.qtyFirst ? "unshift" : "push"]({ label: L(["Qty", "Quantity", "Units"]), right: !o.qtyFirst, cell: () => "1" });
  if (o.unit) cols.push({ label: L(["Unit Price", "Price", "Rate"]), right: true, cell: (r) => money(r.amount) });
  if (o.gstColumn) cols.push({ label: L(["GST", "GST Amount", "Tax"]), right: true, cell: (r) => money(gstOf(r.amount)) });
  cols.push({ label: L(["Amount", "Total", "Line Total", "Amount (inc GST)"]), right: true, cell: (r) => money(r.amount) });
  return table(cols.map((c) => ({ label: d.style.upper ? c.label.toUpperCase() : c.label, right: c.right })), rows.map((r) => cols.map((c) => c.cell(r))));
}

function finish(d: DocBuilder, head: string, body: string, t: string, o: { titleAlign?: "left" | "right" | "center" } = {}): Built {
  d.set("documentType", t);
  return { d, page: { title: t, head, body, titleAlign: o.titleAlign } };
}

// 1. Label beside value under a dealer letterhead; line items with a header; totals beside their labels.
function kvLetterhead(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: canonical ? true : undefined });
  const head = dealerLetterhead(d, x);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const body = [
    section(d, { key: "invoice", facts: [inv.number, inv.date, inv.dealId, inv.salesperson, inv.delivery] }, "kv"),
    section(d, { key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email] }, "kv"),
    section(d, { key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true }) }, "pairs"),
    x.tradeIn ? section(d, { key: "tradeIn", facts: tradeList(d, x) }, "pairs") : "",
    heading(headingText(d, "items")),
    items(d, x, { qty: true, unit: canonical || chance(r, 0.5) }),
    section(d, { key: "pricing", facts: pricingFacts(d, x, { breakdown: false }) }, "kv"),
  ].join("");
  return finish(d, head, body, title(d));
}

// 2. Label above value in a grid of cells; title at the top left; dealer details as cells too.
function gridAbove(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const dl = [d.text("dealer.name", "dealer.name", x.dealer.name), d.text("dealer.abn", "dealer.abn", x.dealer.abn), d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence), opt(d, 0.7, d.text("dealer.address", "dealer.address", x.dealer.address)), opt(d, 0.6, d.text("dealer.phone", "dealer.phone", x.dealer.phone)), opt(d, 0.5, d.text("dealer.email", "dealer.email", x.dealer.email))];
  const body = sections(d, [
    { key: "dealer", facts: dl },
    { key: "invoice", facts: [inv.number, inv.date, inv.dealId, inv.salesperson, inv.delivery] },
    { key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email] },
    { key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true, shuffle: true }) },
    { key: "tradeIn", facts: tradeList(d, x) },
    { key: "pricing", facts: pricingFacts(d, x) },
  ], "above");
  return finish(d, titleOnly(pick(r, ["Vehicle sales · Service · Parts", "Motor Dealer", ""])), body, title(d), { titleAlign: "left" });
}

// 3. Bordered boxes with a small label in the corner; the price summary as boxes at the end.
function boxedCells(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const head = dealerLetterhead(d, x, { email: false });
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const cols = pick(r, [3, 4]);
  const box = (s: Sec) => `${heading(s.heading ?? headingText(d, s.key))}${boxes(d, s.facts, cols, { wrapLabels: chance(r, 0.3) })}`;
  const body = [
    box({ key: "invoice", facts: [inv.number, inv.date, inv.dealId, inv.salesperson] }),
    box({ key: "customer", facts: [cu.name, cu.phone, cu.email, cu.address] }),
    box({ key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true }) }),
    x.tradeIn ? box({ key: "tradeIn", facts: tradeList(d, x) }) : "",
    box({ key: "pricing", facts: pricingFacts(d, x) }),
  ].join("");
  return finish(d, head, body, title(d));
}

// 4. Dealer management system print-out: Courier, upper case, dot leaders, two fields per line.
function dmsMono(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "mono", upper: true, colon: false });
  const x = deal(r);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const t = title(d).toUpperCase();
  const name = d.text("dealer.name", null, x.dealer.name);
  const abn = d.text("dealer.abn", "dealer.abn", x.dealer.abn);
  const lic = d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence);
  name.mark();
  const headLines = [name.shown, d.style.upper ? x.dealer.address.toUpperCase() : x.dealer.address, `${abn.label} ${abn.shown}   ${lic.label} ${lic.shown}`];
  abn.mark();
  lic.mark();
  d.set("dealer.address", x.dealer.address);
  const width = pick(r, [13, 15]);
  const pf = pricingFacts(d, x).filter(Boolean) as Fact[];
  const priceLines = pf.map((f) => (f.mark(), `${" ".repeat(30)}${(f.label + " ").padEnd(24, ".")} ${f.shown.padStart(14)}`));
  const v = x.vehicle;
  const itemLines = [`${"DESCRIPTION".padEnd(50)}${"AMOUNT".padStart(16)}`, `${`${v.year} ${v.make} ${v.model} ${v.variant}`.toUpperCase().padEnd(50)}${d.style.money(x.price.vehicle).padStart(16)}`];
  d.set("lineItems", [{ description: `${v.year} ${v.make} ${v.model} ${v.variant}`, quantity: null, unitPrice: null, gst: null, amount: x.price.vehicle }]);
  const body = [
    mono(headLines),
    `<div style="margin:8px 0">{{T}}</div>`,
    monoBody(d, [
      { key: "invoice", heading: null, facts: [inv.number, inv.date, inv.dealId, inv.salesperson] },
      { key: "customer", facts: [cu.name, cu.phone, cu.address, cu.email] },
      { key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true }) },
      { key: "tradeIn", facts: tradeList(d, x) },
    ], { width }),
    mono(["", ...itemLines, "", ...priceLines]),
  ].join("");
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body: body.replace("{{T}}", `<pre class="mono" style="font-weight:bold">${esc(t)}</pre>`) } };
}

// 5. Multi-page: headed "Part" sections on page 1, conditions on page 2, settlement and signatures last.
function multipage(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "serif" });
  const x = deal(r, { refund: chance(r, 0.25) });
  const head = dealerLetterhead(d, x, { layout: "center" });
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  let n = 1;
  const part = (s: Sec) => section(d, { ...s, heading: headingText(d, s.key, n++) }, "kv");
  const body = [
    part({ key: "invoice", facts: [inv.number, inv.date, inv.dealId, inv.salesperson, inv.delivery] }),
    part({ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email] }),
    part({ key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true }) }),
    x.tradeIn ? part({ key: "tradeIn", facts: tradeList(d, x) }) : "",
    pageBreak(),
    heading(pick(r, ["Terms and Conditions", "Conditions of Sale", "General Conditions"]), 2),
    ...shuffle(r, TERMS).slice(0, int(r, 5, 9)).map((t) => para(t, "terms")),
    pageBreak(),
    part({ key: "pricing", facts: pricingFacts(d, x) }),
    para(pick(r, ["GST is included in the total where shown. This document is a tax invoice for GST purposes.", "Registration, CTP and stamp duty are government charges and do not attract GST."])),
    signatures(d, [{ title: pick(r, ["Purchaser signature", "Customer Signature", "Signed by the Purchaser"]), facts: [] }, { title: pick(r, ["Signed for the Dealer", "For and on behalf of the Dealer", "Authorised Signatory"]), facts: [] }]),
  ].join("");
  return finish(d, head, body, title(d), { titleAlign: "center" });
}

// 6. Two independent label/value columns: customer and invoice at the left, vehicle and prices at the right.
function twoColumn(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const head = dealerLetterhead(d, x);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const skin = pick(r, ["kv", "colon"] as const);
  const body = [
    columns(d, [{ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email] }, { key: "invoice", facts: [inv.number, inv.date, inv.dealId, inv.salesperson] }], [{ key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true }) }], skin),
    columns(d, [{ key: "tradeIn", facts: tradeList(d, x) }], [{ key: "pricing", facts: pricingFacts(d, x) }], "kv"),
  ].join("");
  return finish(d, head, body, title(d));
}

// 7. A settlement sheet: descriptions at the left, amounts at the far right, no header row.
function priceListed(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { refund: chance(r, 0.3) });
  const head = dealerLetterhead(d, x, { layout: pick(r, ["left", "center"] as const) });
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const body = [
    colonLines(d, [inv.number, inv.date, inv.dealId, cu.name, cu.address]),
    section(d, { key: "vehicle", facts: vehicleList(d, vf, { stock: true }) }, "colon"),
    x.tradeIn ? section(d, { key: "tradeIn", facts: tradeList(d, x, { allowance: false, payout: false }) }, "colon") : "",
    heading(headingText(d, "pricing")),
    priceList(d, pricingFacts(d, x), { dots: chance(r, 0.5) }),
    para(pick(r, ["Thank you for your business.", "Please retain this tax invoice for your records.", "E&OE."])),
  ].join("");
  return finish(d, head, body, title(d), { titleAlign: "center" });
}

// 8. Narrow cells: labels wrapped over two lines, long values wrapped ("... Motor Group Pty / Ltd").
function narrowWrapped(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { maxSize: 8.5 });
  const x = deal(r);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const dl = [d.text("dealer.name", "dealer.name", x.dealer.name), d.text("dealer.abn", "dealer.abn", x.dealer.abn), d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence), opt(d, 0.7, d.text("dealer.address", "dealer.address", x.dealer.address))];
  const third = (secs: Sec[]) => sections(d, secs, "narrow");
  const body = `<table class="twocol"><tr><td style="width:30.6%">${third([{ key: "dealer", facts: dl }, { key: "invoice", facts: [inv.number, inv.date, inv.salesperson] }])}</td><td class="gutter"></td><td style="width:30.6%">${third([{ key: "customer", facts: [cu.name, cu.address, cu.phone] }, { key: "tradeIn", facts: tradeList(d, x) }])}</td><td class="gutter"></td><td style="width:30.6%">${third([{ key: "vehicle", facts: vehicleList(d, vf, { stock: true }) }])}</td></tr></table>${section(d, { key: "pricing", facts: pricingFacts(d, x) }, "kv")}`;
  return finish(d, titleOnly(), body, title(d), { titleAlign: "left" });
}

// 9. The traded vehicle first, then the vehicle purchased: the same labels twice, in dot-leader lines.
function tradeFirst(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: true });
  const head = dealerLetterhead(d, x);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const tradeHeading = pick(r, ["Vehicle Traded", "Trade-in Vehicle", "Vehicle Taken in Trade"]);
  const buyHeading = pick(r, ["Vehicle Purchased", "Vehicle Sold", "New Vehicle"]);
  const body = [
    columns(d, [{ key: "customer", facts: [cu.name, cu.address, cu.phone] }], [{ key: "invoice", facts: [inv.number, inv.date, inv.dealId] }], "kv"),
    section(d, { key: "tradeIn", heading: tradeHeading, facts: tradeList(d, x) }, "leader"),
    section(d, { key: "vehicle", heading: buyHeading, facts: vehicleList(d, vf, { stock: true, condition: true }) }, "leader"),
    section(d, { key: "pricing", facts: pricingFacts(d, x) }, "leader"),
  ].join("");
  return finish(d, head, body, title(d));
}

// 10. Wide tables: vehicle details as a header row over a value row, items with a GST column, totals table.
function wideTables(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const head = dealerLetterhead(d, x);
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const vl = vehicleList(d, vf, { stock: true }).filter(Boolean);
  const half = Math.ceil(vl.length / 2);
  const body = [
    factTable(d, [inv.number, inv.date, inv.dealId, inv.salesperson]),
    factTable(d, [cu.name, cu.address, cu.phone]),
    heading(headingText(d, "vehicle")),
    factTable(d, vl.slice(0, half)),
    factTable(d, vl.slice(half)),
    x.tradeIn ? heading(headingText(d, "tradeIn")) + factTable(d, tradeList(d, x)) : "",
    heading(headingText(d, "items")),
    items(d, x, { qty: chance(r, 0.5), qtyFirst: chance(r, 0.5), gstColumn: true }),
    `<div style="margin-left:50%">${kv(d, pricingFacts(d, x, { breakdown: false }), { valueRight: true, width: "100%" })}</div>`,
  ].join("");
  return finish(d, head, body, title(d));
}

// ---------------------------------------------------------------- families added for fresh tuned material

// 11. The vehicle sold and the trade-in side by side as the columns of one table, the labels once in the
//     first column ("Make | Toyota | Mazda"); the dealer's ABN, licence and address in a tiny-print footer.
function vehicleMatrix(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: true });
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const v = x.vehicle;
  const t = x.tradeIn!;
  const tradeFirst = !canonical && chance(r, 0.3);
  const empty = canonical ? "—" : pick(r, ["—", "-", "", "N/A", "–"]);
  // one label per row, the same for both columns; a cell is printed with probability p (canonical: always)
  type Row = { key: string; vehicle: [string, unknown, string] | null; trade: [string | null, unknown, string] | null; p?: number; pt?: number };
  const model = (x0: typeof v) => `${x0.model} ${x0.variant}`;
  const rows: Row[] = [
    { key: "vehicle.make", vehicle: ["vehicle.make", v.make, v.make], trade: ["tradeIn.make", t.make, t.make] },
    { key: canonical ? "vehicle.model" : "vehicle.modelVariant", vehicle: ["vehicle.model", model(v), model(v)], trade: ["tradeIn.model", model(t), model(t)] },
    { key: "vehicle.year", vehicle: ["vehicle.year", v.year, String(v.year)], trade: ["tradeIn.year", t.year, String(t.year)] },
    { key: "vehicle.body", vehicle: ["vehicle.bodyType", v.body, v.body], trade: [null, t.body, t.body], p: 0.7, pt: 0.5 },
    { key: "vehicle.colour", vehicle: ["vehicle.colour", v.colour, v.colour], trade: [null, t.colour, t.colour], p: 0.75, pt: 0.6 },
    { key: "vehicle.vin", vehicle: ["vehicle.vin", v.vin, v.vin], trade: ["tradeIn.vin", t.vin, t.vin], pt: 0.8 },
    { key: "vehicle.engine", vehicle: ["vehicle.engineNumber", v.engine, v.engine], trade: [null, t.engine, t.engine], p: 0.7, pt: 0.4 },
    { key: "vehicle.plate", vehicle: ["vehicle.registrationPlate", v.plate, v.plate], trade: ["tradeIn.registrationPlate", t.plate, t.plate], p: 0.8, pt: 0.85 },
    { key: "vehicle.regoExpiry", vehicle: ["vehicle.registrationExpiry", v.regoExpiry, d.style.date(v.regoExpiry)], trade: null, p: 0.4 },
    { key: "vehicle.odometer", vehicle: ["vehicle.odometer", v.odometer, d.style.odo(v.odometer)], trade: ["tradeIn.odometer", t.odometer, d.style.odo(t.odometer)], pt: 0.9 },
    { key: "vehicle.stock", vehicle: ["vehicle.stockNumber", v.stock, v.stock], trade: null, p: 0.6 },
    { key: "vehicle.condition", vehicle: ["vehicle.condition", v.condition, v.condition], trade: null, p: 0.5 },
    { key: "tradeIn.allowance", vehicle: null, trade: ["tradeIn.allowance", x.price.tradeAllowance, d.style.money(x.price.tradeAllowance)] },
    { key: "tradeIn.payout", vehicle: null, trade: x.price.payout > 0 ? ["tradeIn.payout", x.price.payout, d.style.money(x.price.payout)] : null },
  ];
  const cell = (c: [string | null, unknown, string] | null, p = 1): Fact | null => (c && (canonical || d.r() < p) ? d.fact(c[0], null, c[1], c[2]) : null);
  const printed = rows
    .map((row) => ({ row, vc: cell(row.vehicle, row.p), tc: cell(row.trade, row.pt) }))
    .filter((x0) => x0.vc || x0.tc)
    .map((x0) => ({ ...x0, label: d.label(x0.row.key) }));
  const headV = canonical ? "Vehicle Sold" : pick(r, ["Vehicle Sold", "Vehicle Purchased", "Vehicle Supplied", "Vehicle", "Sold Vehicle"]);
  const headT = canonical ? "Trade-in" : pick(r, ["Trade-in", "Trade-In Vehicle", "Vehicle Traded", "Vehicle Taken in Trade", "Trade"]);
  const corner = canonical ? "" : pick(r, ["", "", "Particulars", "Details", "Description"]);
  const up = (s: string) => (d.style.upper ? s.toUpperCase() : s);
  const cellHtml = (f: Fact | null) => (f ? (f.mark(), esc(f.shown)) : esc(empty));
  const ruled = canonical || chance(r, 0.6);
  const th = (s: string, w?: string) => `<th${w ? ` style="width:${w}"` : ""}>${esc(up(s))}</th>`;
  const matrix = `<table class="items${ruled ? " ruled" : ""}"><thead><tr>${th(corner, "28%")}${tradeFirst ? th(headT) + th(headV) : th(headV) + th(headT)}</tr></thead><tbody>${printed
    .map((p0) => {
      const [a, b] = tradeFirst ? [p0.tc, p0.vc] : [p0.vc, p0.tc];
      return `<tr><td>${esc(up(p0.label))}</td><td>${cellHtml(a)}</td><td>${cellHtml(b)}</td></tr>`;
    })
    .join("")}</tbody></table>`;

  // the dealer: its name as the letterhead, everything else in small print at the foot of the page
  const dName = d.text("dealer.name", null, x.dealer.name);
  dName.mark();
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(dName.shown)}</div>${canonical || chance(r, 0.5) ? `<div class="small">${esc(pick(r, ["New & Used Vehicles", "Sales · Service · Parts", "Licensed Motor Dealer"]))}</div>` : ""}</div><div class="tt">{{TITLE}}</div></div>`;
  const footFacts = [
    canonical || chance(r, 0.5) ? d.text("dealer.name", null, x.dealer.name) : null,
    d.text("dealer.abn", "dealer.abn", x.dealer.abn),
    opt(d, 0.5, d.text(null, "dealer.acn", x.dealer.acn)),
    d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence),
    opt(d, 0.85, d.text("dealer.address", null, x.dealer.address)),
    opt(d, 0.8, d.text("dealer.phone", "dealer.phone", x.dealer.phone)),
    opt(d, 0.6, d.text("dealer.email", "dealer.email", x.dealer.email)),
  ].filter(Boolean) as Fact[];
  const fsep = canonical ? " · " : pick(r, [" · ", " | ", "  •  ", ", "]);
  const foot = `<div class="foot" style="font-size:${Math.max(5.5, d.style.size - 3.5)}pt;text-align:${canonical ? "center" : pick(r, ["center", "left"])}">${footFacts.map((f) => (f.mark(), f.label ? `${esc(f.label)}${d.style.colon ? ":" : ""} ${esc(f.shown)}` : esc(f.shown))).join(esc(fsep))}</div>`;

  const withItems = canonical || chance(r, 0.5);
  const body = [
    columns(d, [{ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email] }], [{ key: "invoice", facts: [inv.number, inv.date, inv.dealId, inv.salesperson, inv.delivery] }], "kv"),
    heading(canonical ? "Vehicle Details" : pick(r, ["Vehicle Details", "Vehicles", "Vehicle and Trade-in", "Particulars of Vehicles"])),
    matrix,
    withItems ? heading(headingText(d, "items")) + items(d, x, { qty: chance(r, 0.4), gstColumn: chance(r, 0.3) }) : "",
    `<div style="margin-left:${canonical ? 50 : pick(r, [0, 45, 50])}%">${heading(headingText(d, "pricing"))}${kv(d, pricingFacts(d, x, { breakdown: !withItems }), { valueRight: true, width: "100%" })}</div>`,
    foot,
  ].join("");
  return finish(d, head, body, title(d));
}

// 12. Label and value joined by typed dot leaders in a proportional font ("Invoice No. ............ 12345"):
//     the invoice particulars, then purchaser and vehicle in two columns side by side, the trade-in, and
//     the prices with dot leaders running to a right-aligned amount.
function dotLeaderInvoice(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: canonical ? true : undefined });
  const head = dealerLetterhead(d, x, { layout: canonical ? "left" : pick(r, ["left", "center"] as const) });
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const measure = measurer(d.style);
  const dot = canonical ? "." : pick(r, [".", ".", ". ", "·"]);
  const colon = canonical ? "none" : pick(r, ["none", "none", "label", "dots"] as const);
  const unit = measure(dot, false);
  const labelW = (fs: MaybeFact[]) => Math.max(0, ...(fs.filter(Boolean) as Fact[]).map((f) => measure(`${f.label}${colon === "label" ? ":" : ""} `, d.style.labelBold)));
  // the tab stop: past the block's longest label by a few dots, never more than `cap` points
  const block = (fs: MaybeFact[], cap: number) => dotLeaders(d, fs, { measure, dot, colon, fill: Math.min(cap, labelW(fs) + unit * (canonical ? 6 : int(r, 4, 14))) });
  const colPt = CONTENT_PT * 0.47;
  const sec = (key: string, html: string) => (html.includes("<tr>") ? `<div class="sec">${heading(headingText(d, key))}${html}</div>` : "");
  const invoiceB = sec("invoice", block([inv.number, inv.date, inv.dealId, inv.salesperson, inv.delivery], CONTENT_PT * 0.4));
  const customerB = sec("customer", block([cu.name, cu.address, cu.phone, cu.email], colPt * 0.55));
  const vehicleB = sec("vehicle", block(vehicleList(d, vf, { stock: true, condition: true, expiry: true }), colPt * 0.55));
  const swap = !canonical && chance(r, 0.3);
  const parties = twoCol(swap ? vehicleB : customerB, swap ? customerB : vehicleB, { leftWidth: 48 });
  const trade = tradeList(d, x);
  const tradeB = x.tradeIn ? sec("tradeIn", block(trade, CONTENT_PT * 0.4)) : "";
  // the prices: dots from each description to the amount column at the right of the block
  const share = canonical ? 1 : pick(r, [0.6, 0.7, 1]);
  const pf = pricingFacts(d, x).filter(Boolean) as Fact[];
  const amountW = Math.max(...pf.map((f) => measure(f.shown, false)));
  const prices = dotLeaders(d, pf, { measure, dot, colon: colon === "label" ? "label" : "none", amounts: true, width: "100%", fill: CONTENT_PT * share - amountW - 10 });
  const pricesB = `<div class="sec"${share < 1 ? ` style="margin-left:${Math.round((1 - share) * 100)}%"` : ""}>${heading(headingText(d, "pricing"))}${prices}</div>`;
  const invoiceFirst = canonical || chance(r, 0.7);
  const body = [invoiceFirst ? invoiceB : "", parties, invoiceFirst ? "" : invoiceB, tradeB, pricesB, para(pick(r, ["Thank you for your business.", "Please retain this tax invoice for your records.", "E&OE.", "All prices include GST where applicable."]))].join("");
  return finish(d, head, body, title(d));
}


export const TAX_INVOICE_FAMILIES: Family[] = [
  { id: "kv-letterhead", profile: P, idiom: "label beside value under a letterhead, items table", build: kvLetterhead },
  { id: "grid-above", profile: P, idiom: "label above value in grid cells", build: gridAbove },
  { id: "boxed-cells", profile: P, idiom: "bordered boxes, small label top-left", build: boxedCells },
  { id: "dms-mono", profile: P, idiom: "monospace dealer-system print-out, dot leaders", build: dmsMono },
  { id: "multipage-parts", profile: P, idiom: "Part-numbered sections, terms page, signatures", build: multipage },
  { id: "two-column", profile: P, idiom: "two independent label/value columns", build: twoColumn },
  { id: "price-list", profile: P, idiom: "settlement list, amounts at the far right, no header", build: priceListed },
  { id: "narrow-wrapped", profile: P, idiom: "three narrow columns, wrapped labels and values", build: narrowWrapped },
  { id: "trade-first", profile: P, idiom: "trade-in before the vehicle, labels repeated, dot leaders", build: tradeFirst },
  { id: "wide-tables", profile: P, idiom: "header-row tables for vehicle, items and totals", build: wideTables },
  { id: "vehicle-matrix", profile: P, idiom: "labels in the first column, vehicle sold and trade-in as columns; dealer in tiny footer", build: vehicleMatrix },
  { id: "dot-leaders", profile: P, idiom: "label ....... value with typed dot leaders, purchaser | vehicle columns, prices dotted to the amount", build: dotLeaderInvoice },
];

