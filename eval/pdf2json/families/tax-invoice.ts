// vehicle_tax_invoice: ten ways dealers' systems and accounting packages print a motor vehicle tax invoice.
import { deal, type Deal } from "../corpus/deal";
import { boxes, colonLines, dotLeaders, esc, factTable, heading, inline, kv, mono, pageBreak, pairs, para, plain, priceList, signatures, table, twoCol } from "../corpus/html";
import { addDays, AU_DATE_FORMATS, number } from "../corpus/formats";
import { CONTENT_PT, measurer } from "../corpus/measure";
import { chance, digits, int, pick, round2, shuffle, type Rng } from "../corpus/rng";
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

// 13. An accounting package's tax invoice (MYOB, Xero, Reckon): the dealer's letterhead at the left, the
//     invoice particulars as label/value rows in a box at the right (or Xero's three columns: title over
//     the customer, a label-above-value meta column, the dealer's address), a "Bill To" block; the vehicle
//     sold described in its line item's description ("2019 Toyota Corolla Ascent Sport Hatch" over "VIN …",
//     "Engine …", "Reg …", "Odometer …"), on-road costs as lines, the trade-in as a negative line ("Less
//     trade-in: 2016 Mazda CX-5 … -$8,000.00"); Subtotal / GST / Invoice Total / Amount Paid / Amount Due; at
//     the foot a dashed tear-off "✂ ---- PAYMENT ADVICE" repeating the customer, the invoice number, the
//     amount due and the due date, "How to pay" by BPAY and EFT, and a blank "Amount Enclosed $________".
function remittanceStatement(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: canonical || chance(r, 0.85) ? "sans" : "serif", maxSize: 10 });
  // an accounting package prints a remittance advice only for something still owing
  let x = deal(r, { trade: canonical ? true : undefined });
  for (let i = 0; i < 6 && x.price.balance <= 0; i++) x = deal(r, { trade: canonical ? true : undefined });
  const v = x.vehicle;
  const t = x.tradeIn;
  const W = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const up = (s: string) => (d.style.upper ? s.toUpperCase() : s);
  const colon = (l: string) => `${esc(l)}${d.style.colon && !/[#:]$/.test(l) ? ":" : ""}`;
  const money = d.style.money;
  const negStyle = canonical ? "minus" : pick(r, ["minus", "minus", "paren"] as const);
  const signed = (n: number, fmt: (n: number) => string = money) => (n >= 0 ? fmt(n) : negStyle === "paren" ? `(${fmt(-n)})` : `-${fmt(-n)}`);
  const xero = !canonical && chance(r, 0.35);

  // ---------------------------------------------------------------- particulars
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const due = addDays(x.date, canonical ? 14 : pick(r, [0, 7, 7, 14, 30]));
  const dueFact = d.date(null, null, due, W(["Due Date", "Due", "Payment Due", "Date Due", "Due By"]));
  const refValue = pick(r, [`${x.customer.last.toUpperCase()} - ${v.model}`, `${v.year} ${v.make} ${v.model}`, `${x.customer.last} / ${v.model} ${v.variant}`]);
  const ref = opt(d, 0.6, d.text(null, null, refValue, W(["Reference", "Ref", "Your Ref", "Reference No."])));
  const custNo = !canonical && chance(r, 0.35) ? d.text(null, null, x.customerNo, pick(r, ["Customer ID", "Account No.", "Customer No.", "Cust. Code", "Account"])) : null;
  const abn = d.text("dealer.abn", "dealer.abn", x.dealer.abn);
  const abnInMeta = canonical || chance(r, 0.65);
  const lic = d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence);
  const meta: MaybeFact[] = [inv.number, inv.date, dueFact, ref, custNo, opt(d, 0.4, inv.dealId), opt(d, 0.5, inv.salesperson), opt(d, 0.3, inv.delivery), abnInMeta && abn];

  // ---------------------------------------------------------------- the dealer
  const dName = d.text("dealer.name", null, x.dealer.name);
  const dAddr = d.text("dealer.address", null, x.dealer.address);
  const phone = opt(d, 0.8, d.text("dealer.phone", "dealer.phone", x.dealer.phone));
  const email = opt(d, 0.6, d.text("dealer.email", "dealer.email", x.dealer.email));
  const addrHtml = (f: Fact) => (f.mark(), f.shown.split(", ").map(esc).join("<br>"));
  const lic2 = canonical || chance(r, 0.8) ? lic : null;
  const dealerLines = (o: { big: boolean }) =>
    [
      o.big ? `<div class="lhname">${plain(dName)}</div>` : `<div style="font-weight:bold">${plain(dName)}</div>`,
      `<div>${addrHtml(dAddr)}</div>`,
      phone || email ? `<div>${[phone && inline(d, phone), email && inline(d, email as Fact)].filter(Boolean).join(canonical ? "<br>" : pick(r, ["<br>", " · ", "  |  "]))}</div>` : "",
      !abnInMeta ? `<div>${inline(d, abn, true)}</div>` : "",
      lic2 ? `<div>${inline(d, lic2)}</div>` : "",
    ].join("");
  // the licence somewhere else when not in the letterhead: the terms line at the foot of the invoice
  const licFoot = lic2 ? "" : `${pick(r, ["Licensed Motor Dealer", "Motor Dealer Licence", "Dealer Licence"])} ${(lic.mark(), esc(lic.shown))}. `;

  // ---------------------------------------------------------------- the customer
  const billHead = canonical ? "Bill To" : pick(r, ["Bill To", "Invoice To", "To", "Customer", "Sold To", "BILL TO", "Invoice to:"]);
  const corpExtra = x.corp && !canonical ? [chance(r, 0.5) ? `Attn: ${esc(x.customer.name)}` : "", chance(r, 0.5) ? `ABN ${esc(x.corp.abn)}` : ""].filter(Boolean) : [];
  const custLines = (withHead: boolean) =>
    [
      withHead ? `<div style="font-weight:bold;margin-bottom:2px">${esc(billHead)}</div>` : "",
      `<div${withHead ? "" : ' style="font-weight:bold"'}>${plain(cu.name)}</div>`,
      ...corpExtra.map((s) => `<div>${s}</div>`),
      cu.address ? `<div>${addrHtml(cu.address as Fact)}</div>` : "",
      cu.phone ? `<div>${inline(d, cu.phone as Fact)}</div>` : "",
      cu.email ? `<div>${inline(d, cu.email as Fact)}</div>` : "",
    ].join("");

  // ---------------------------------------------------------------- the line items
  type Row = { code: string; lines: string[]; html: string; amount: number; taxable: boolean };
  const rows: Row[] = [];
  const row = (code: string, lines: string[], amount: number, taxable: boolean, html?: string) => rows.push({ code, lines, html: html ?? lines.map(esc).join("<br>"), amount, taxable });
  // the vehicle: one item whose description runs over several lines
  const cond = canonical || chance(r, 0.4);
  const bodyShown = canonical || chance(r, 0.5);
  const first = `${cond ? `${v.condition} ` : ""}${v.year} ${v.make} ${v.model} ${v.variant}${bodyShown ? ` ${v.body}` : ""}`;
  d.set("vehicle.year", v.year);
  d.set("vehicle.make", v.make);
  d.set("vehicle.model", `${v.model} ${v.variant}`);
  if (bodyShown) d.set("vehicle.bodyType", v.body);
  if (cond) d.set("vehicle.condition", v.condition);
  const sep = canonical ? " " : pick(r, [" ", " ", ": ", " - "]);
  const L = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const sub = (path: string | null, labels: string[], value: unknown, shown: string, p: number) => (canonical || d.r() < p ? d.fact(path, null, value, shown, L(labels)) : null);
  const subFacts = [
    sub("vehicle.vin", ["VIN", "VIN No.", "Chassis", "VIN/Chassis", "V.I.N."], v.vin, v.vin, 1),
    sub("vehicle.engineNumber", ["Engine", "Engine No.", "Eng No", "Engine #", "Motor No."], v.engine, v.engine, 0.7),
    sub("vehicle.colour", ["Colour", "Color", "Paint", "Ext. Colour"], v.colour, v.colour, 0.5),
    sub("vehicle.registrationPlate", ["Reg", "Rego", "Registration", "Reg No.", "Plate"], v.plate, v.plate, 0.85),
    sub("vehicle.registrationExpiry", ["Rego expires", "Reg. expiry", "Registration expiry", "Rego due"], v.regoExpiry, d.style.date(v.regoExpiry), 0.25),
    sub("vehicle.odometer", ["Odometer", "Odo", "Odometer reading", "Kms"], v.odometer, d.style.odo(v.odometer), 0.9),
    sub("vehicle.stockNumber", ["Stock No.", "Stock #", "Stock", "Stk No."], v.stock, v.stock, 0.5),
    !canonical && chance(r, 0.2) ? d.fact(null, null, v.compliance, v.compliance, pick(r, ["Build date", "Compliance", "Comp. date"])) : null,
  ].filter((f): f is Fact => !!f);
  const perLine = canonical ? 1 : pick(r, [1, 1, 2, 3]);
  const joiner = pick(r, ["   ", " | ", ", ", "  ·  "]);
  const subLines: string[] = [];
  for (let i = 0; i < subFacts.length; i += perLine) subLines.push(subFacts.slice(i, i + perLine).map((f) => (f.mark(), `${f.label}${sep}${f.shown}`)).join(joiner));
  const boldFirst = canonical || chance(r, 0.5);
  row("VEHICLE", [first, ...subLines], x.price.vehicle, true, `${boldFirst ? `<b>${esc(first)}</b>` : esc(first)}${subLines.map((s) => `<br>${esc(s)}`).join("")}`);
  d.set("pricing.vehiclePrice", x.price.vehicle);
  for (const a of x.accessories) row("ACC", [a.description], a.amount, true);
  if (x.price.delivery > 0) {
    row("PDI", [W(["Dealer delivery", "Pre-delivery & handling", "Delivery charges", "Dealer Delivery Charge"])], x.price.delivery, true);
    d.set("pricing.dealerDelivery", x.price.delivery);
  }
  if (x.price.registration > 0) {
    row("REGO", [W(["Registration (12 months)", "NSW Registration - 12 months", "Rego 12 months", "Registration fee"])], x.price.registration, false);
    d.set("pricing.registration", x.price.registration);
  }
  if (x.price.ctp > 0) {
    row("CTP", [W(["CTP Green Slip", "CTP insurance (12 months)", "Green Slip (CTP)", "Compulsory Third Party insurance"])], x.price.ctp, false);
    d.set("pricing.ctp", x.price.ctp);
  }
  row("DUTY", [W(["Stamp duty", "Transfer duty (Revenue NSW)", "Motor vehicle duty", "Stamp Duty"])], x.price.duty, false);
  d.set("pricing.stampDuty", x.price.duty);
  // the trade-in: a negative line describing the traded vehicle (or, at times, taken off below the total)
  const tradeAsLine = !!t && (canonical || chance(r, 0.75));
  const tradeDesc = (() => {
    if (!t) return null;
    const plateShown = canonical || chance(r, 0.75);
    const second = !canonical && chance(r, 0.4);
    const vinShown = second && chance(r, 0.8);
    const odoShown = second && chance(r, 0.8);
    d.set("tradeIn.year", t.year);
    d.set("tradeIn.make", t.make);
    d.set("tradeIn.model", `${t.model} ${t.variant}`);
    if (plateShown) d.set("tradeIn.registrationPlate", t.plate);
    if (vinShown) d.set("tradeIn.vin", t.vin);
    if (odoShown) d.set("tradeIn.odometer", t.odometer);
    const reg = plateShown ? `${canonical ? " " : pick(r, [" ", ", ", " - "])}${W(["Reg", "Rego", "Reg No."])} ${t.plate}` : "";
    const line2 = [vinShown ? `VIN ${t.vin}` : "", odoShown ? `${W(["Odometer", "Odo", "Kms"])} ${d.style.odo(t.odometer)}` : ""].filter(Boolean).join(joiner);
    return { vehicle: `${t.year} ${t.make} ${t.model} ${t.variant}${reg}`, line2 };
  })();
  if (t && tradeDesc && tradeAsLine) {
    const lead = W(["Less trade-in:", "Less Trade-In -", "Trade-in:", "LESS TRADE-IN", "Trade-in allowance -", "Less trade"]);
    row("TRADE", [`${lead} ${tradeDesc.vehicle}`, ...(tradeDesc.line2 ? [tradeDesc.line2] : [])], -x.price.tradeAllowance, false);
    d.set("pricing.tradeInAllowance", x.price.tradeAllowance);
    if (x.price.payout > 0) {
      row("PAYOUT", [W([`Payout of trade-in finance (${x.bank.financier})`, `Trade-in payout - ${x.bank.financier}`, `Add payout to ${x.bank.financier}`, "Payout on trade-in"])], x.price.payout, false);
      d.set("tradeIn.payout", x.price.payout);
    }
  }
  // the columns: Xero's Description | Quantity | Unit Price | GST | Amount AUD, MYOB's Item | Description | Qty | Price | Tax | Total
  const gstOf = (rw: Row) => (rw.taxable ? round2(rw.amount / 11) : 0);
  const codeCol = !canonical && chance(r, 0.3);
  const qtyCol = canonical || chance(r, 0.7);
  const unitCol = canonical || chance(r, 0.6);
  const taxCol = canonical ? "amount" : pick(r, ["amount", "amount", "rate", "code", "none"] as const);
  const bare = !canonical && chance(r, 0.4);
  const cellMoney = (n: number) => signed(n, bare ? (m: number) => number(m, ",", ".") : money);
  const qtyText = canonical ? "1" : pick(r, ["1", "1.00", "1.0"]);
  const H = (l: string[]) => up(W(l));
  type Col = { head: string; right?: boolean; width?: string; cell: (rw: Row) => string };
  const cols: Col[] = [];
  if (codeCol) cols.push({ head: H(["Item", "Item No.", "Code"]), width: "11%", cell: (rw) => esc(rw.code) });
  cols.push({ head: H(["Description", "Description", "Details", "Item Description"]), cell: (rw) => rw.html });
  if (qtyCol) cols.push({ head: H(["Qty", "Quantity", "Qty.", "Units"]), right: true, cell: () => qtyText });
  if (unitCol) cols.push({ head: H(bare ? ["Unit Price", "Price", "Rate"] : ["Unit Price", "Price", "Rate", "Unit Price (inc GST)"]), right: true, cell: (rw) => esc(cellMoney(rw.amount)) });
  if (taxCol === "amount") cols.push({ head: H(["GST", "GST Amount", "Tax", "GST 10%"]), right: true, cell: (rw) => esc(bare ? number(gstOf(rw), ",", ".") : money(gstOf(rw))) });
  if (taxCol === "rate") cols.push({ head: H(["GST", "Tax Rate", "Tax"]), right: true, cell: (rw) => (rw.taxable ? "10%" : pick(r, ["GST Free", "GST Free", "BAS Excluded"])) });
  if (taxCol === "code") cols.push({ head: H(["Tax", "Tax Code", "GST"]), cell: (rw) => (rw.taxable ? "GST" : pick(r, ["FRE", "FRE", "N-T"])) });
  cols.push({ head: H(bare ? ["Amount AUD", "Amount", "Total", "Line Total"] : ["Amount", "Total", "Line Total", "Amount (inc GST)"]), right: true, cell: (rw) => esc(cellMoney(rw.amount)) });
  d.set("lineItems", rows.map((rw) => ({ description: rw.lines.join("\n"), quantity: qtyCol ? 1 : null, unitPrice: unitCol ? rw.amount : null, gst: taxCol === "amount" ? gstOf(rw) : null, amount: rw.amount })));
  d.moneyPrinted = true;
  const ruled = !canonical && chance(r, 0.35);
  const cellCss = (c: Col) => `padding:3px 6px;vertical-align:top${c.right ? ";text-align:right;white-space:nowrap" : ""}${ruled ? ";border:0.75pt solid #999" : ""}`;
  const shade = canonical || chance(r, 0.5);
  const itemsHtml = `<table style="width:100%;border-collapse:collapse;margin:10px 0 4px"><thead><tr>${cols.map((c) => `<th style="${cellCss(c)};${c.width ? `width:${c.width};` : ""}text-align:${c.right ? "right" : "left"};border-bottom:1px solid #333${shade ? ";background:#e6e6e6" : ""}">${esc(c.head)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((rw) => `<tr>${cols.map((c) => `<td style="${cellCss(c)}${ruled ? "" : ";border-bottom:0.5pt solid #ccc"}">${c.cell(rw)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  // ---------------------------------------------------------------- the totals
  const net = round2(rows.reduce((s, rw) => s + rw.amount, 0));
  const gst = round2(rows.reduce((s, rw) => s + gstOf(rw), 0));
  const style = canonical ? "excl" : pick(r, ["excl", "excl", "incl", "line", "line"] as const);
  const tot: Array<Fact | string> = [];
  if (style === "excl") tot.push(d.money("pricing.subtotal", null, round2(net - gst), W(["Subtotal", "Total ex GST", "Subtotal (ex GST)", "Sub Total", "Amount excl. GST"])));
  if (style === "incl") tot.push(d.money("pricing.subtotal", null, net, W(["Subtotal", "Sub Total", "Subtotal (inc GST)"])));
  const gstFact = d.money("pricing.gst", null, gst, style === "incl" ? W(["Includes GST 10%", "Total GST 10%", "GST included"]) : W(["Total GST 10%", "GST", "GST 10%", "Tax", "Total GST"]));
  if (style !== "line") tot.push(gstFact);
  tot.push(d.money("pricing.totalIncludingGst", null, net, W(["Invoice Total", "Total", "TOTAL AUD", "Total AUD", "Total Inc. GST", "Total Amount"])));
  if (style === "line") tot.push(`${W(["Total includes GST of", "Total includes GST of", "Includes GST of", "GST included in total:"])} ${(gstFact.mark(), esc(gstFact.shown))}`);
  if (t && !tradeAsLine) {
    tot.push(d.money("pricing.tradeInAllowance", null, x.price.tradeAllowance, W(["Less Trade-in", "Less Trade-in Allowance", "Trade-in Credit"])));
    if (x.price.payout > 0) tot.push(d.money("tradeIn.payout", null, x.price.payout, W(["Add Payout", "Plus Payout on Trade-in", "Trade-in Payout"])));
  }
  const paidLabel = W(["Less Amount Paid", "Amount Paid", "Payments Received", "Less Payments", "Amount Applied", "Paid to Date"]);
  tot.push(d.money("pricing.amountPaid", null, x.price.amountPaid, paidLabel));
  const dueLabel = W(["Amount Due", "Balance Due", "AMOUNT DUE AUD", "Balance Owing", "Amount Due AUD"]);
  const dueAmount = d.money("pricing.balancePayable", null, x.price.balance, dueLabel);
  tot.push(dueAmount);
  const strong = (f: Fact) => f.path === "pricing.totalIncludingGst" || f.path === "pricing.balancePayable";
  const totalsHtml = `<table style="border-collapse:collapse;margin:4px 0 0 auto;min-width:${canonical ? 46 : pick(r, [40, 46, 52])}%">${tot
    .map((e) => {
      if (typeof e === "string") return `<tr><td colspan="2" style="text-align:right;font-size:${Math.max(7, d.style.size - 1)}pt;color:#444;padding:1px 6px">${e}</td></tr>`;
      e.mark();
      const b = strong(e) ? ";font-weight:bold;border-top:1px solid #333" : "";
      return `<tr><td style="padding:2px 14px 2px 6px${b}">${colon(e.label)}</td><td style="padding:2px 6px;text-align:right;white-space:nowrap${b}">${esc(e.shown)}</td></tr>`;
    })
    .join("")}</table>`;
  const tradeNote = t && tradeDesc && !tradeAsLine ? para(`${W(["Trade-in vehicle:", "Vehicle traded:", "Trade-in:"])} ${tradeDesc.vehicle}${tradeDesc.line2 ? `${joiner}${tradeDesc.line2}` : ""}`) : "";

  // ---------------------------------------------------------------- how to pay and the tear-off
  const billerCode = String(int(r, 10000, 999999));
  const crn = luhn(`${digits(r, 1 + int(r, 5, 9)).replace(/^0/, "1")}`);
  const bankName = pick(r, ["Westpac", "Commonwealth Bank", "NAB", "ANZ", "St.George Bank", "Bendigo Bank"]);
  const acctName = canonical || chance(r, 0.6) ? x.dealer.name : x.bank.accountName;
  const bsbL = W(["BSB", "BSB:", "BSB No."]);
  const accL = W(["Account", "Account No.", "Acc No.", "Account Number", "A/C"]);
  const bpay = `<div style="border:1px solid #1a3c6e;padding:3px 6px;display:inline-block;margin:2px 0 4px"><b>BPAY</b>&nbsp; ${esc(W(["Biller Code:", "Biller Code"]))} ${esc(billerCode)}<br>${esc(W(["Ref:", "Reference:", "Customer Ref:", "Ref No:"]))} ${esc(crn)}</div>`;
  const eft = `<div><b>${esc(W(["EFT", "Direct Deposit", "Bank Transfer", "Electronic Funds Transfer"]))}</b><br>${chance(r, 0.6) ? `${esc(W(["Bank:", "Bank"]))} ${esc(bankName)}<br>` : ""}${esc(W(["Account Name:", "Account Name", "A/C Name:"]))} ${esc(acctName)}<br>${esc(bsbL)} ${esc(x.bank.bsb)}&nbsp;&nbsp; ${esc(accL)} ${esc(x.bank.accountNumber)}</div>`;
  const payWays = shuffle(r, [bpay, eft]).join("");
  const howTo = `<div style="font-weight:bold;margin:4px 0 2px">${esc(W(["How to pay", "How to Pay", "Payment Options", "Payment methods"]))}</div>${payWays}${chance(r, 0.4) ? `<div class="small">${esc(W([`Please use ${x.invoiceNo} as your payment reference.`, `Cheques payable to ${x.dealer.name}.`, "Credit card payments attract a 1.2% surcharge."]))}</div>` : ""}`;
  const adviceTitle = canonical ? "PAYMENT ADVICE" : pick(r, ["PAYMENT ADVICE", "REMITTANCE ADVICE", "Payment Advice", "Remittance Advice", "REMITTANCE"]);
  const toDealer = `<div style="margin:4px 0">${esc(W(["To:", "To", "Pay to:", "Payee:"]))} <b>${esc(x.dealer.name)}</b>${chance(r, 0.6) ? `<br>${esc(x.dealer.address)}` : ""}</div>`;
  if (toDealer.includes(x.dealer.address)) dAddr.mark();
  const adviceFacts: Array<[string, string, boolean]> = [
    [W(["Customer", "Customer Name", "Customer", "From"]), (cu.name.mark(), cu.name.shown), false],
    [W(["Invoice Number", "Invoice No.", "Invoice #", "Invoice"]), (inv.number.mark(), inv.number.shown), false],
    [W(["Amount Due", "Amount Due", "Balance Due", "Total Due"]), (dueAmount.mark(), dueAmount.shown), true],
    [W(["Due Date", "Due Date", "Due By", "Please Pay By"]), dueFact.shown, false],
  ];
  const advTable = `<table style="border-collapse:collapse;width:100%">${adviceFacts
    .map(([l, val, b]) => `<tr><td style="padding:2px 8px 2px 0;white-space:nowrap">${b ? `<b>${colon(l)}</b>` : colon(l)}</td><td style="padding:2px 0">${b ? `<b>${esc(val)}</b>` : esc(val)}</td></tr>`)
    .join("")}<tr><td colspan="2" style="border-top:1px solid #333;height:4px;padding:0"></td></tr><tr><td style="padding:2px 8px 2px 0;white-space:nowrap;font-weight:bold">${colon(W(["Amount Enclosed", "Amount Paid", "Amount Enclosed"]))}</td><td style="padding:2px 0">$&nbsp;__________________</td></tr><tr><td></td><td class="small">${esc(W(["Enter the amount you are paying above", "", "Please write the amount paid"]))}</td></tr></table>`;
  const scissors = canonical || chance(r, 0.6);
  const cutLine = `<div style="margin-top:${canonical ? 14 : pick(r, [10, 14, 20])}mm;color:#333;font-size:8pt;white-space:nowrap;overflow:hidden">${scissors ? "✂ " : ""}${"- ".repeat(95)}</div>${!scissors || chance(r, 0.4) ? `<div class="small" style="text-align:center">${esc(pick(r, ["Detach and return this portion with your payment", "Please detach and return with your payment", "Cut here"]))}</div>` : ""}`;
  const advice = `<div style="page-break-inside:avoid">${cutLine}<table style="width:100%;border-collapse:collapse;margin-top:4px"><tr><td style="width:54%;vertical-align:top;padding-right:14px"><div style="font-size:${d.style.size + 4}pt;font-weight:bold">${esc(adviceTitle)}</div>${toDealer}${howTo}</td><td style="vertical-align:top">${advTable}</td></tr></table></div>`;

  // ---------------------------------------------------------------- the page
  const metaBox = (o: { grid: boolean }) =>
    `<table style="border-collapse:collapse;margin:6px 0 0 auto;text-align:left">${(meta.filter(Boolean) as Fact[])
      .map((f) => {
        f.mark();
        const b = o.grid ? "border:0.75pt solid #888;" : "";
        return `<tr><td style="${b}padding:2px 8px;white-space:nowrap${o.grid ? ";background:#eee" : ""}">${d.style.labelBold ? `<b>${colon(f.label)}</b>` : colon(f.label)}</td><td style="${b}padding:2px 8px;white-space:nowrap">${esc(f.shown)}</td></tr>`;
      })
      .join("")}</table>`;
  let head: string;
  let top: string;
  let titleAlign: "left" | "right" = "right";
  if (xero) {
    // Xero: the title over the customer at the left, the particulars label above value, the dealer at the right
    const metaCol = (meta.filter(Boolean) as Fact[]).map((f) => (f.mark(), `<div style="font-weight:bold;font-size:${Math.max(7, d.style.size - 1)}pt">${esc(f.label)}</div><div style="margin-bottom:5px">${esc(f.shown)}</div>`)).join("");
    head = `<table style="width:100%;border-collapse:collapse;margin-bottom:12px"><tr><td style="width:44%;vertical-align:top">{{TITLE}}<div style="margin-top:14px">${custLines(chance(r, 0.3))}</div></td><td style="width:24%;vertical-align:top;padding-top:4px">${metaCol}</td><td style="vertical-align:top;padding-top:4px">${dealerLines({ big: false })}</td></tr></table>`;
    top = "";
    titleAlign = "left";
  } else {
    const beside = !canonical && chance(r, 0.4);
    const grid = canonical || chance(r, 0.6);
    head = `<div class="head"><div class="lh">${dealerLines({ big: true })}</div><div class="tt">{{TITLE}}${beside ? "" : metaBox({ grid })}</div></div>`;
    top = beside ? twoCol(custLines(true), metaBox({ grid }), { leftWidth: 50 }) : `<div style="margin:4px 0 6px">${custLines(true)}</div>`;
  }
  const terms = para(`${licFoot}${W(["Payment terms: balance payable on or before delivery.", "Title to the vehicle passes on payment in full.", "Please pay by the due date shown.", "Thank you for your business."])}${chance(r, 0.4) ? " E&OE." : ""}`);
  const body = [top, itemsHtml, totalsHtml, tradeNote, terms, advice].join("");
  return finish(d, head, body, title(d), { titleAlign });
}

// 14. A small dealer's pre-printed invoice book (stationery bought from a printer, filled in by typing into
//     it): the printed letterhead with ABN and dealer licence, a serial "No. 004517" printed in red at the
//     top right (the invoice number); the form's labels in the page's font and the typed values in another
//     (a typewriter's monospace, or a laser printer's face), each value sitting a little above its printed
//     rule and off the labels' baseline (the sheet was fed in not quite straight); fields the typist left
//     empty are bare rules; a ruled price box whose rows are printed captions down the left ("Cash price of
//     vehicle", "Less trade-in", "Balance", "GST included") and whose amount column is split into "$" and
//     "c" sub-columns ("32 450 | 00"), unused rows and spare rows left blank; "Customer's signature" line.
const BOOK_TITLES = ["TAX INVOICE", "TAX INVOICE", "Tax Invoice", "TAX INVOICE / RECEIPT", "MOTOR VEHICLE TAX INVOICE", "Tax Invoice – Vehicle Sale"];
const TYPED_FONTS = {
  mono: ["'Nimbus Mono PS', 'Courier New', monospace", "'Liberation Mono', 'Courier New', monospace", "'DejaVu Sans Mono', monospace", "'Noto Mono', 'Courier New', monospace"],
  // (faces metric-compatible with the base-14 fonts the raw producer draws with: Arial, Times)
  sans: ["'Liberation Sans', Arial, sans-serif", "Arial, 'Liberation Sans', sans-serif"],
  serif: ["'Liberation Serif', 'Times New Roman', serif", "'Times New Roman', 'Liberation Serif', serif"],
};

function invoiceBook(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: canonical ? "sans" : pick(r, ["sans", "sans", "serif"] as const) });
  const x = deal(r, { trade: canonical ? true : undefined });
  const v = x.vehicle;
  const t = x.tradeIn;
  const s = d.style.size;
  const W = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  /** A field of the stationery: in the printed form with probability pt, then typed in with probability p (canonical: both). */
  const inForm = (pt: number) => canonical || chance(r, pt);
  const typedIn = (p: number) => canonical || chance(r, p);

  // ---------------------------------------------------------------- the typing: font, drift, formats
  const typedClass = canonical ? "mono" : pick(r, ["mono", "mono", "mono", d.style.font === "serif" ? "sans" : "serif"] as const);
  const typedFont = canonical ? TYPED_FONTS.mono[0] : pick(r, TYPED_FONTS[typedClass]);
  const typedSize = canonical ? 10 : pick(r, [9, 9.5, 10, 10, 10.5, 11]);
  const labelSize = Math.max(7, s - (canonical ? 1.5 : pick(r, [0.5, 1, 1.5, 2])));
  const caps = !canonical && chance(r, 0.35);
  const typedBold = !canonical && chance(r, 0.15);
  const ink = canonical ? "#111" : pick(r, ["#111", "#111", "#1d1d3a", "#222"]);
  // how far the typed line sits from the labels' baseline (negative: above it), drifting down the sheet
  let drift = canonical ? -1.5 : pick(r, [-2.5, -2, -1.5, -1, -0.5, 0.5]);
  const driftStep = canonical ? 0 : pick(r, [-0.15, 0, 0.1, 0.2]);
  const jitter = canonical ? 0 : pick(r, [0, 0.3, 0.6]);
  const lineOffset = () => {
    drift += driftStep;
    return Math.max(-3, Math.min(1.5, drift + (jitter ? (r() * 2 - 1) * jitter : 0)));
  };
  const lift = canonical ? 2.5 : pick(r, [1.5, 2, 2.5, 3.5]); // the gap between a typed value and its rule
  const indent = canonical ? 6 : int(r, 2, 16); // where the typist set the carriage in each blank
  const typedCss = `font-family:${typedFont};font-size:${typedSize}pt;color:${ink}${typedBold ? ";font-weight:bold" : ""}`;
  const typed = (shown: string, off: number) => `<span style="position:relative;top:${off.toFixed(1)}pt;${typedCss}">${esc(shown)}</span>`;
  const caseOf = (f: Fact, keep = false): Fact => (caps && !keep ? { ...f, shown: f.shown.toUpperCase() } : f);

  // dates typed by hand: dd/mm/yy as often as not
  if (!canonical) d.style.date = AU_DATE_FORMATS[pick(r, ["dd/mm/yy", "dd/mm/yy", "dd/mm/yy", "dd/mm/yyyy", "dd/mm/yyyy", "d/m/yyyy", "d Month yyyy", "dd Mon yyyy", "dd-Mon-yyyy"])];
  // amounts: dollars (with commas, spaces or nothing between the thousands) and cents, apart or together.
  // The style's money format is the text the price box prints read across its cells ("32,450 00").
  const split = canonical || chance(r, 0.85);
  const thousands = canonical ? "," : pick(r, [",", ",", " ", ""]);
  const zeroCents = canonical ? "00" : pick(r, ["00", "00", "00", "-", "—"]);
  const dollarSign = !split && !canonical && chance(r, 0.4) ? "$" : "";
  const cents = (n: number) => String(Math.round(n * 100) % 100).padStart(2, "0");
  const dollars = (n: number) => number(Math.floor(Math.round(n * 100) / 100), thousands, ".", true);
  const centsCell = (n: number) => (cents(n) === "00" ? zeroCents : cents(n));
  d.style.money = split ? (n) => `${dollars(n)} ${centsCell(n)}` : (n) => `${dollarSign}${dollars(n)}.${cents(n)}`;

  // ---------------------------------------------------------------- the printed form's pieces
  const rule = canonical ? "0.6pt solid #333" : pick(r, ["0.6pt solid #333", "0.5pt solid #555", "0.75pt solid #222", "0.6pt dotted #333"]);
  const colon = canonical ? false : chance(r, 0.45);
  const labelCss = `font-size:${labelSize}pt;color:#333;white-space:nowrap;width:1%;padding:0 4pt 0 0;vertical-align:baseline`;
  type Cell = { label: string; f: Fact | null; w: number };
  /** One printed line of fields: each a label and a ruled blank, the typed value a little above the rule. */
  const formLine = (cells: Array<Cell | null | false>) => {
    const cs = cells.filter((c): c is Cell => !!c);
    if (!cs.length) return "";
    const off = lineOffset();
    const tds = cs.map((c) => {
      if (c.f) c.f.mark();
      const val = c.f ? typed(c.f.shown, off) : `<span style="display:inline-block;width:${Math.min(60, c.w * 3)}pt">&nbsp;</span>`;
      return `<td style="${labelCss}">${esc(c.label)}${colon && !/[.:?]$/.test(c.label) ? ":" : ""}</td><td style="width:${c.w}%;border-bottom:${rule};padding:0 2pt ${lift}pt ${indent}pt;vertical-align:baseline;white-space:nowrap">${val}</td>`;
    });
    return `<table style="width:100%;border-collapse:collapse;margin:${canonical ? 5 : pick(r, [3, 5, 7])}pt 0"><tr>${tds.join('<td style="width:10pt"></td>')}</tr></table>`;
  };
  const cell = (label: string, f: Fact | null, w: number): Cell => ({ label, f, w });
  /** A field of the form (or null when the stationery has no such field), typed in or left empty. */
  const field = (labels: readonly string[], f: Fact, w: number, pt = 1, p = 1): Cell | null => (inForm(pt) ? cell(W(labels), typedIn(p) ? f : null, w) : null);
  const headCss = `font-weight:bold;font-size:${labelSize}pt;letter-spacing:0.5pt;color:${d.style.accent};border-bottom:0.75pt solid ${d.style.accent};margin:${canonical ? 8 : pick(r, [6, 8, 10])}pt 0 2pt`;
  const secHead = (text: string) => `<div style="${headCss}">${esc(text.toUpperCase())}</div>`;

  // ---------------------------------------------------------------- the letterhead and the serial number
  const dName = d.text("dealer.name", null, x.dealer.name);
  const dAddr = d.text("dealer.address", null, x.dealer.address);
  const abn = d.text("dealer.abn", null, x.dealer.abn, W(["ABN", "A.B.N.", "ABN", "ABN No."]));
  const lic = d.text("dealer.dealerLicenceNumber", null, x.dealer.licence, W(["Dealer Licence No.", "Motor Dealer Licence", "MDL No.", "Dealer Lic. No.", "Licence No.", "LMCT"]));
  const phone = opt(d, 0.85, d.text("dealer.phone", null, x.dealer.phone, W(["Phone", "Ph", "Tel.", "Phone:", "P"])));
  const email = !canonical && chance(r, 0.3) ? d.text("dealer.email", null, x.dealer.email, W(["Email", "E-mail", "Email:"])) : null;
  const fax = !canonical && chance(r, 0.3) ? `Fax (02) ${int(r, 8, 9)}${digits(r, 3)} ${digits(r, 4)}` : "";
  const tagline = canonical ? "Licensed Motor Dealer" : pick(r, ["Licensed Motor Dealer", "New & Used Car Sales", "Quality Used Cars · Finance Arranged", "Sales · Service · Parts", "Used Cars Bought & Sold", ""]);
  const sep = canonical ? "&nbsp;&nbsp;&nbsp;" : pick(r, ["&nbsp;&nbsp;&nbsp;", " · ", " | ", "</div><div>"]);
  const center = !canonical && chance(r, 0.45);
  const nowrap = (h: string | false | null | undefined) => `<span style="white-space:nowrap">${h}</span>`;
  const letterhead = [
    `<div style="font-size:${s + 7}pt;font-weight:bold;color:${d.style.accent};line-height:1.1">${plain(dName)}</div>`,
    tagline ? `<div style="font-style:italic;font-size:${Math.max(7, s - 1)}pt">${esc(tagline)}</div>` : "",
    `<div>${plain(dAddr)}</div>`,
    phone || email || fax ? `<div>${[phone && inline(d, phone, false), fax && esc(fax), email && inline(d, email, false)].filter(Boolean).map(nowrap).join(sep)}</div>` : "",
    `<div>${[inline(d, abn, false), inline(d, lic, false)].map(nowrap).join(sep)}</div>`,
  ].join("");
  // the serial: numbered by the printer, in red, with leading zeros
  const serial = canonical ? `00${digits(r, 4)}` : pick(r, [`00${digits(r, 4)}`, `0${digits(r, 4)}`, `${int(r, 1, 9)}${digits(r, 4)}`, `${digits(r, 4)}`]).replace(/^0{4}/, "00");
  const no = d.text("invoice.number", null, serial, W(["No.", "No.", "No", "Nº", "Invoice No."]));
  no.mark();
  const serialFont = canonical ? "'Liberation Sans Narrow', 'Liberation Sans', sans-serif" : pick(r, ["'Liberation Sans Narrow', 'Liberation Sans', sans-serif", "'Liberation Mono', monospace", "'Liberation Serif', serif", "'Liberation Sans', sans-serif"]);
  const serialHtml = `<div style="margin-top:6pt;white-space:nowrap;font-size:${s + 2}pt">${esc(no.label)} <span style="color:#c0141c;font-family:${serialFont};font-size:${s + (canonical ? 6 : pick(r, [4, 6, 8]))}pt;font-weight:bold;letter-spacing:1pt">${esc(no.shown)}</span></div>`;
  const copy = !canonical && chance(r, 0.4) ? `<div style="font-size:${Math.max(6.5, s - 2.5)}pt;color:#555;letter-spacing:1pt">${esc(pick(r, ["ORIGINAL", "CUSTOMER COPY", "ORIGINAL – CUSTOMER", "DUPLICATE – OFFICE COPY"]))}</div>` : "";

  // ---------------------------------------------------------------- the invoice's own fields
  const date = d.date("invoice.date", null, x.date);
  const dateLabel = W(["Date", "Date", "Invoice Date", "Dated"]);
  const dateInHead = !canonical && chance(r, 0.45);
  const dealId = field(["Order No.", "Deal No.", "Job No.", "Sale No."], caseOf(d.text("invoice.dealId", null, x.dealId)), 20, 0.5, 0.8);
  const salesperson = field(["Salesman", "Salesperson", "Sold by", "Salesman"], caseOf(d.text("invoice.salesperson", null, x.salesperson)), 24, 0.6, 0.8);
  const delivery = field(["Delivery Date", "Date of Delivery", "Delivered"], d.date("invoice.deliveryDate", null, x.deliveryDate), 18, 0.3, 0.7);
  const dateHtml = (() => {
    const off = lineOffset();
    date.mark();
    return `<table style="border-collapse:collapse;margin:6pt 0 0 auto"><tr><td style="${labelCss}">${esc(dateLabel)}${colon ? ":" : ""}</td><td style="border-bottom:${rule};padding:0 2pt ${lift}pt ${indent}pt;min-width:80pt;white-space:nowrap">${typed(date.shown, off)}</td></tr></table>`;
  })();
  const titleAlign = center ? "center" : "right";
  const head = center
    ? `<div style="text-align:center;border-bottom:2px solid ${d.style.accent};padding-bottom:6px;margin-bottom:8px">${letterhead}<table style="width:100%;border-collapse:collapse;margin-top:4pt"><tr><td style="width:30%;vertical-align:bottom;text-align:left">${copy}</td><td style="vertical-align:bottom">{{TITLE}}</td><td style="width:30%;vertical-align:bottom;text-align:right">${serialHtml}${dateInHead ? dateHtml : ""}</td></tr></table></div>`
    : `<div style="border-bottom:2px solid ${d.style.accent};padding-bottom:6px;margin-bottom:8px"><table style="width:100%;border-collapse:collapse"><tr><td style="vertical-align:top">${letterhead}</td><td style="vertical-align:top;text-align:right;white-space:nowrap;padding-left:12pt">{{TITLE}}${copy}${serialHtml}${dateInHead ? dateHtml : ""}</td></tr></table></div>`;
  const topLine = dateInHead ? formLine([dealId, salesperson, delivery]) : formLine([cell(dateLabel, date, 20), dealId, salesperson]) + formLine([delivery]);

  // ---------------------------------------------------------------- the purchaser
  const name = x.corp && !canonical ? x.corp.name : x.customer.name;
  const custLabels = ["Sold to", "Name", "Purchaser", "Customer", "M/s"];
  const customer = [
    formLine([cell(W(custLabels), caseOf(d.text("customer.name", null, name)), 96)]),
    formLine([field(["Address", "Address", "Of", "Residential Address"], caseOf(d.text("customer.address", null, x.customer.address)), 96, 1, 0.9)]),
    formLine([field(["Phone", "Phone", "Ph.", "Tel.", "Mobile"], d.text("customer.phone", null, x.customer.phone), 40, 0.85, 0.75), field(["Email", "E-mail"], d.text("customer.email", null, x.customer.email), 56, 0.3, 0.6)]),
  ].join("");

  // ---------------------------------------------------------------- the vehicle sold
  const vehicleHead = W(["Particulars of Vehicle", "Vehicle Sold", "Description of Vehicle", "Vehicle Details", "Motor Vehicle"]);
  const splitVariant = !canonical && chance(r, 0.25);
  const T = (path: string | null, value: string) => caseOf(d.text(path, null, value));
  const vRows = [
    [cell(W(["Make", "Make", "Make of Vehicle"]), T("vehicle.make", v.make), 28), splitVariant ? cell(W(["Model", "Model"]), T("vehicle.model", v.model), 24) : cell(W(["Model", "Model", "Model / Series"]), T("vehicle.model", `${v.model} ${v.variant}`), 40), splitVariant ? cell(W(["Series", "Grade", "Variant"]), T(null, v.variant), 18) : null, cell(W(["Year", "Year", "Year of Manufacture", "Yr"]), d.int("vehicle.year", null, v.year), 10)],
    [field(["Body Type", "Body", "Body Type"], T("vehicle.bodyType", v.body), 24, 0.7, 0.85), field(["Colour", "Colour", "Color"], T("vehicle.colour", v.colour), 24, 0.85, 0.9), field(["Reg. No.", "Rego No.", "Registration No.", "Reg. No."], T("vehicle.registrationPlate", v.plate), 20, 0.9, 0.85)],
    [cell(W(["Chassis / VIN", "VIN", "Chassis No.", "V.I.N."]), T("vehicle.vin", v.vin), 44), field(["Engine No.", "Engine No.", "Motor No."], T("vehicle.engineNumber", v.engine), 30, 0.8, 0.8)],
    [cell(W(["Odometer", "Odometer Reading", "Kms", "Speedo Reading"]), d.odo("vehicle.odometer", null, v.odometer), 18), field(["Stock No.", "Stock No.", "Stock #"], T("vehicle.stockNumber", v.stock), 16, 0.5, 0.8), field(["New/Used", "New / Used", "Condition"], T("vehicle.condition", v.condition), 12, 0.4, 0.9), field(["Rego Expires", "Reg. Expiry", "Registration Expiry"], d.date("vehicle.registrationExpiry", null, v.regoExpiry), 16, 0.35, 0.6)],
  ];
  const vehicle = `${secHead(vehicleHead)}${vRows.map((row) => formLine(row)).join("")}`;

  // ---------------------------------------------------------------- the trade-in: typed in, or the printed block left empty
  const tradeHead = W(["Trade-in Vehicle", "Vehicle Taken in Trade", "Trade-in", "Vehicle Traded"]);
  const tradeBlock = (() => {
    const blank = !t;
    if (blank && (canonical || chance(r, 0.5))) return "";
    const TT = (path: string, value: string | number, shown?: string) => (blank ? null : caseOf(d.fact(path, null, value, shown ?? String(value))));
    const tf = (labels: readonly string[], f: Fact | null, w: number, pt = 1, p = 1): Cell | null => (inForm(pt) ? cell(W(labels), f && typedIn(p) ? f : null, w) : null);
    return `${secHead(tradeHead)}${[
      [tf(["Make", "Make"], TT("tradeIn.make", t?.make ?? ""), 26), tf(["Model", "Model"], TT("tradeIn.model", t ? `${t.model} ${t.variant}` : ""), 36), tf(["Year", "Yr"], TT("tradeIn.year", t?.year ?? 0), 10)],
      [tf(["Reg. No.", "Rego No."], TT("tradeIn.registrationPlate", t?.plate ?? ""), 18, 1, 0.85), tf(["Chassis / VIN", "VIN"], TT("tradeIn.vin", t?.vin ?? ""), 40, 0.7, 0.75), tf(["Odometer", "Kms"], t ? d.odo("tradeIn.odometer", null, t.odometer) : null, 16, 0.6, 0.75)],
    ]
      .map((row) => formLine(row))
      .join("")}`;
  })();

  // ---------------------------------------------------------------- the price box
  type PRow = { caption: string; f: Fact | null; strong?: boolean };
  const p = x.price;
  const rows: PRow[] = [];
  const money = (path: string, n: number, caption: string) => d.money(path, null, n, caption);
  /** A printed row: typed in when its amount is not zero; a row of the stationery left blank otherwise (with probability pBlank). */
  const prow = (captions: readonly string[], path: string, n: number, pBlank = 1, strong = false) => {
    const caption = W(captions);
    if (n > 0) rows.push({ caption, f: money(path, n, caption), strong });
    else if (canonical || chance(r, pBlank)) rows.push({ caption, f: null, strong });
  };
  prow(["Cash price of vehicle", "Price of vehicle", "Cash price", "Vehicle cash price", "Selling price of vehicle"], "pricing.vehiclePrice", p.vehicle);
  prow(["Accessories", "Accessories / options", "Extras fitted", "Options & accessories"], "pricing.accessories", p.accessories, 0.8);
  prow(["Dealer delivery", "Pre-delivery charges", "Delivery charges", "Dealer delivery & handling"], "pricing.dealerDelivery", p.delivery, 0.7);
  prow(["Registration", "Registration fee", "Registration (12 mths)", "Rego"], "pricing.registration", p.registration, 0.9);
  prow(["CTP insurance", "C.T.P. (green slip)", "Third party insurance", "Green slip"], "pricing.ctp", p.ctp, 0.9);
  prow(["Stamp duty", "Stamp duty", "Transfer duty", "Government stamp duty"], "pricing.stampDuty", p.duty);
  // spare rows of the stationery: no caption, nothing typed
  const spares = canonical ? 1 : pick(r, [0, 1, 1, 2]);
  for (let i = 0; i < spares; i++) rows.push({ caption: "", f: null });
  prow(["Total", "TOTAL", "Total price", "Total (incl. GST)", "Total purchase price"], "pricing.totalIncludingGst", p.total, 1, true);
  const gstCaptions = ["GST included", "GST included in total", "Includes GST of", "G.S.T. component", "GST (included above)"];
  const gstAfterTotal = !canonical && chance(r, 0.35);
  if (gstAfterTotal) prow(gstCaptions, "pricing.gst", p.gst);
  prow(["Less trade-in", "Less trade-in allowance", "Less trade-in", "Trade-in allowance", "Less trade"], "pricing.tradeInAllowance", p.tradeAllowance, 0.85);
  prow(["Add payout", "Plus payout on trade-in", "Add payout (finance)", "Payout of trade-in"], "tradeIn.payout", p.payout, 0.5);
  // what was paid: "Less deposit" only where the deposit is all that was paid
  const asDeposit = p.amountPaid === p.deposit && !canonical && chance(r, 0.5);
  if (asDeposit) prow(["Less deposit", "Less deposit paid", "Deposit"], "pricing.deposit", p.deposit);
  else prow(["Less amount paid", "Less deposit / payments", "Less paid", "Amount paid", "Less payments received"], "pricing.amountPaid", p.amountPaid);
  const balanceCaption = W(["Balance", "BALANCE", "Balance due", "Balance payable", "Balance owing"]);
  rows.push({ caption: balanceCaption, f: money("pricing.balancePayable", p.balance, balanceCaption), strong: true });
  if (!gstAfterTotal) prow(gstCaptions, "pricing.gst", p.gst);

  const boxRule = canonical ? "0.75pt solid #333" : pick(r, ["0.75pt solid #333", "0.5pt solid #444", "1px solid #222"]);
  const dHead = split ? W([["$", "c"], ["$", "c"], ["$", "¢"], ["Dollars", "Cents"]] as const) : null;
  const moneyHead = split ? null : W(["$", "$", "Amount", "Amount $"]);
  const capWidth = canonical ? 62 : pick(r, [55, 60, 66]);
  const priceRow = (row: PRow) => {
    const off = lineOffset();
    if (row.f) row.f.mark();
    const n = row.f ? (row.f.value as number) : 0;
    const capCss = `border:${boxRule};padding:2pt 5pt ${lift}pt;font-size:${labelSize}pt;color:#222;vertical-align:baseline${row.strong ? ";font-weight:bold" : ""}`;
    const amtCss = `border:${boxRule};padding:2pt 5pt ${lift}pt;text-align:right;white-space:nowrap;vertical-align:baseline`;
    const cap = row.caption ? esc(row.caption) : "&nbsp;";
    if (!split) return `<tr><td style="${capCss}">${cap}</td><td style="${amtCss}">${row.f ? typed(row.f.shown, off) : "&nbsp;"}</td></tr>`;
    const c = row.f ? centsCell(n) : "";
    return `<tr><td style="${capCss}">${cap}</td><td style="${amtCss}">${row.f ? typed(dollars(n), off) : "&nbsp;"}</td><td style="${amtCss};text-align:center">${row.f ? typed(c, off) : "&nbsp;"}</td></tr>`;
  };
  const headRow = split
    ? `<tr><td style="border:${boxRule};padding:1pt 5pt"></td><td style="border:${boxRule};padding:1pt 5pt;text-align:center;font-size:${labelSize}pt;font-weight:bold">${esc(dHead![0])}</td><td style="border:${boxRule};padding:1pt 3pt;text-align:center;font-size:${labelSize}pt;font-weight:bold;width:${dHead![1] === "Cents" ? 34 : 22}pt">${esc(dHead![1])}</td></tr>`
    : `<tr><td style="border:${boxRule};padding:1pt 5pt"></td><td style="border:${boxRule};padding:1pt 5pt;text-align:center;font-size:${labelSize}pt;font-weight:bold">${esc(moneyHead!)}</td></tr>`;
  const priceBox = `<table style="width:100%;border-collapse:collapse;margin:6pt 0"><col style="width:${capWidth}%">${headRow}${rows.map(priceRow).join("")}</table>`;

  // ---------------------------------------------------------------- beside the price box: conditions; then the signature
  const conditions = [
    "The vehicle remains the property of the dealer until the price is paid in full.",
    "Cheques are accepted subject to clearance.",
    "Registration, CTP insurance and stamp duty are government charges and attract no GST.",
    "E.&O.E.",
    "Goods sold are subject to the Australian Consumer Law.",
  ];
  const condHtml = shuffle(r, conditions)
    .slice(0, canonical ? 3 : int(r, 1, 4))
    .map((c) => `<div style="font-size:${Math.max(6.5, s - 2.5)}pt;color:#444;margin:2pt 0">${esc(c)}</div>`)
    .join("");
  const remarks = !canonical && chance(r, 0.3) ? `<div style="margin-top:6pt">${formLine([cell(pick(r, ["Remarks", "Notes"]), null, 90)])}${formLine([cell("", null, 96)])}</div>` : "";
  const boxBeside = canonical || chance(r, 0.6);
  const tradeBeside = boxBeside && !canonical && chance(r, 0.5);
  const left = `${tradeBeside ? tradeBlock : ""}<div style="margin-top:8pt">${condHtml}</div>${remarks}`;
  const priceHtml = boxBeside
    ? `<table style="width:100%;border-collapse:collapse;margin-top:4pt"><tr><td style="width:${canonical ? 42 : pick(r, [38, 42, 46])}%;vertical-align:top;padding-right:12pt">${left}</td><td style="vertical-align:top">${priceBox}</td></tr></table>`
    : `${priceBox}${condHtml}${remarks}`;
  const sigLabel = W(["Customer's signature", "Customer's Signature", "Purchaser's signature", "Signature of purchaser"]);
  const received = canonical || chance(r, 0.5) ? `<div style="font-size:${labelSize}pt;margin-top:10pt">${esc(W(["I acknowledge receipt of the above vehicle in good order and condition.", "Received the above vehicle in good order.", "I certify the above particulars are correct."]))}</div>` : "";
  const dealerSig = canonical || chance(r, 0.6) ? `<td style="width:6%"></td><td style="width:30%;vertical-align:bottom"><div style="border-bottom:${rule};height:22pt"></div><div style="font-size:${labelSize}pt">${esc(W(["For and on behalf of the dealer", "Salesman's signature", "Dealer / authorised signatory"]))}</div></td>` : "";
  const sig = `${received}<table style="width:100%;border-collapse:collapse;margin-top:8pt"><tr><td style="width:44%;vertical-align:bottom"><div style="border-bottom:${rule};height:22pt"></div><div style="font-size:${labelSize}pt">${esc(sigLabel)}</div></td><td style="width:4%"></td><td style="width:16%;vertical-align:bottom"><div style="border-bottom:${rule};height:22pt"></div><div style="font-size:${labelSize}pt">${esc("Date")}</div></td>${dealerSig}</tr></table>`;
  const imprint = !canonical && chance(r, 0.4) ? `<div style="margin-top:14pt;font-size:6pt;color:#666">${esc(pick(r, ["Printed by Westside Print & Copy", "Kwik Print Penrith", "Snap Printing Gosford", "Printed by Harbour Press"]))} · ${esc(pick(r, ["Invoice Book 50 sets in duplicate", "50 x 2 NCR", "Book " + int(r, 3, 40)]))}</div>` : "";

  const body = [
    topLine,
    secHead(W(["Purchaser", "Sold to", "Customer", "Purchaser's Details"])),
    customer,
    vehicle,
    tradeBeside ? "" : tradeBlock,
    priceHtml,
    sig,
    imprint,
  ].join("");
  const tt = canonical ? BOOK_TITLES[0] : pick(r, BOOK_TITLES);
  return finish(d, head, body, tt, { titleAlign });
}

/** A customer reference number with its Luhn (MOD 10) check digit, as BPAY billers issue them. */
function luhn(s: string): string {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let n = Number(s[s.length - 1 - i]);
    if (i % 2 === 0) n *= 2;
    sum += n > 9 ? n - 9 : n;
  }
  return `${s}${(10 - (sum % 10)) % 10}`;
}


// 15. A dealer's tax invoice sent as an HTML e-mail by its dealer management system and printed from the
//     customer's mail client: the client's print header (Gmail's "1 message" page, Outlook's memo with
//     From / Sent / To / Subject, Apple Mail's or Thunderbird's From / Subject / Date / To lines), the sender
//     a no-reply address of the DMS, the recipient the customer's e-mail, the subject at times repeating the
//     invoice number; then the message: a greeting, a sentence or two, the invoice as a 600px table-based
//     card (a brand band, the dealer block beside the title and particulars, "Bill to", vehicle details,
//     price lines with GST), the salesperson's signature with a mobile number, a "do not reply" line, and
//     the mail client's page footer (its URL or a print timestamp, "1/1", "Page 1 of 1"). The e-mail was
//     sent days after the invoice date, and printed later still.
const MAIL_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MAIL_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DMS_SENDERS = [
  { name: "DealerHub", from: () => "noreply@dealerhub.com.au" },
  { name: "DriveDesk", from: (slug: string) => `no-reply+${slug}@mail.drivedesk.com.au` },
  { name: "AutoLedger DMS", from: () => "donotreply@notify.autoledger.net.au" },
  { name: "MotorLink", from: (slug: string) => `noreply@${slug}.motorlink-dms.com` },
  { name: "Dealer Online", from: () => "invoices-noreply@dealeronline.com.au" },
];

function emailPrintout(r: Rng, canonical: boolean): Built {
  // (an e-mail's small type: the printed message stays on one page, as its "1/1" footer says)
  const d = builder(P, r, canonical, { font: canonical ? "sans" : pick(r, ["sans", "sans", "sans", "serif"] as const), maxSize: 9.5 });
  const x = deal(r, { trade: canonical ? true : undefined });
  const v = x.vehicle;
  // a trade-in's block and its lines take the room of a point of type
  if (x.tradeIn) d.style.size = Math.min(d.style.size, 9);
  const s = d.style.size;
  const W = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const money = d.style.money;
  const colon = (l: string) => `${esc(l)}${d.style.colon && !/[#:]$/.test(l) ? ":" : ""}`;
  const brand = x.dealer.name.replace(/ Pty.*$/, "");
  const slug = brand.toLowerCase().replace(/[^a-z]/g, "");
  const t = title(d);

  // ---------------------------------------------------------------- the e-mail: when, from whom, to whom
  const client = canonical ? "outlook" : pick(r, ["gmail", "gmail", "outlook", "owa", "apple", "thunderbird"] as const);
  const dms = W(DMS_SENDERS);
  const fromAddr = dms.from(slug);
  const fromName = W([brand, `${brand} via ${dms.name}`, `${brand} Accounts`, `${dms.name} on behalf of ${brand}`]);
  const sent = addDays(x.date, canonical ? 1 : pick(r, [1, 1, 2, 3, 4, 6, 9]));
  const printed = addDays(sent, canonical ? 0 : pick(r, [0, 0, 1, 3, 14, 40]));
  const hh = int(r, 7, 18);
  const mm = int(r, 0, 59);
  const p2 = (n: number) => String(n).padStart(2, "0");
  const h12 = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:${p2(mm)}`;
  const ampm = hh < 12 ? "AM" : "PM";
  const ymd = (iso: string) => iso.split("-").map(Number) as [number, number, number];
  const dow = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
  const [sy, sm, sd] = ymd(sent);
  const zone = sm >= 10 || sm <= 3 ? "AEDT" : "AEST";
  const sentText = {
    gmail: `${MAIL_DAYS[dow(sent)].slice(0, 3)}, ${sd} ${MAIL_MONTHS[sm - 1].slice(0, 3)} ${sy} at ${p2(hh)}:${p2(mm)}`,
    outlook: `${MAIL_DAYS[dow(sent)]}, ${sd} ${MAIL_MONTHS[sm - 1]} ${sy} ${h12(hh)} ${ampm}`,
    owa: `${MAIL_DAYS[dow(sent)].slice(0, 3)} ${p2(sd)}/${p2(sm)}/${sy} ${h12(hh)} ${ampm}`,
    apple: `${sd} ${MAIL_MONTHS[sm - 1]} ${sy} at ${h12(hh)}:${p2(int(r, 0, 59))} ${ampm.toLowerCase()} ${zone}`,
    thunderbird: `${MAIL_DAYS[dow(sent)].slice(0, 3)}, ${p2(sd)}/${p2(sm)}/${sy}, ${p2(hh)}:${p2(mm)}`,
  }[client];
  const [py, pm, pd] = ymd(printed);
  const printedText = `${p2(pd)}/${p2(pm)}/${py}, ${p2(Math.min(23, hh + int(r, 0, 4)))}:${p2(int(r, 0, 59))}`;
  // the subject: the invoice number repeated at times, the vehicle at others
  const withNo = canonical || chance(r, 0.6);
  const subject = withNo
    ? W([`Your tax invoice ${x.invoiceNo} from ${brand}`, `Tax Invoice ${x.invoiceNo} - ${v.year} ${v.make} ${v.model}`, `${brand}: Tax invoice ${x.invoiceNo}`, `Invoice ${x.invoiceNo}`, `Tax Invoice #${x.invoiceNo}`])
    : pick(r, [`Your new ${v.make} ${v.model} - tax invoice`, `Your ${brand} tax invoice`, "Tax invoice for your vehicle purchase", `Vehicle purchase - ${brand}`]);
  // the recipient: the customer's address, with the display name or without (Outlook at times shows the name only)
  const cust = x.customer;
  const toStyle = canonical ? "both" : client === "outlook" ? pick(r, ["both", "name", "quoted"] as const) : pick(r, ["both", "both", "email"] as const);
  const toText = toStyle === "both" ? `${cust.name} <${cust.email}>` : toStyle === "quoted" ? `'${cust.email}'` : toStyle === "email" ? cust.email : cust.name;
  // the recipient's address is the customer's e-mail: printed, so in the truth (the display name is the
  // contact person, who is not the customer when a company bought the vehicle)
  if (toStyle !== "name") d.set("customer.email", cust.email);
  const fromText = `${fromName} <${fromAddr}>`;
  const hs = canonical ? 9 : pick(r, [8, 8.5, 9, 9.5]);
  const hdrRow = (l: string, val: string) => `<tr><td style="padding:1px 10px 1px 0;white-space:nowrap;font-weight:bold;vertical-align:top">${esc(l)}</td><td style="padding:1px 0">${esc(val)}</td></tr>`;
  let top = "";
  let foot = "";
  const footTable = (left: string, right: string) => `<table style="width:100%;border-collapse:collapse;margin-top:8px;font-size:7pt;color:#555"><tr><td style="padding:0;word-break:break-all">${esc(left)}</td><td style="padding:0 0 0 12px;text-align:right;white-space:nowrap;vertical-align:bottom">${esc(right)}</td></tr></table>`;
  if (client === "gmail") {
    const url = `https://mail.google.com/mail/u/0/?ik=${digits(r, 4)}a${digits(r, 5)}f&view=pt&search=all&permmsgid=msg-f:18${digits(r, 17)}&simpl=msg-f:18${digits(r, 17)}`;
    top = `<table style="width:100%;border-collapse:collapse;font-size:7pt;color:#444;margin-bottom:8px"><tr><td style="padding:0">${esc(printedText)}</td><td style="padding:0;text-align:center">${esc(`Gmail - ${subject}`)}</td></tr></table>
<table style="width:100%;border-collapse:collapse;margin-bottom:4px"><tr><td style="padding:0;font-size:${hs + 7}pt;color:#777">Gmail</td><td style="padding:0;text-align:right;font-size:${hs}pt;vertical-align:bottom"><b>${esc(cust.name)}</b> &lt;${esc(cust.email)}&gt;</td></tr></table>
<div style="border-top:1px solid #999;margin-bottom:6px"></div>
<div style="font-size:${hs + 3}pt;font-weight:bold">${esc(subject)}</div><div style="font-size:${hs - 1}pt;color:#666;margin-bottom:4px">1 message</div>
<div style="border-top:1px solid #ccc;margin-bottom:4px"></div>
<table style="width:100%;border-collapse:collapse;font-size:${hs}pt"><tr><td style="padding:0"><b>${esc(fromName)}</b> &lt;${esc(fromAddr)}&gt;</td><td style="padding:0;text-align:right;white-space:nowrap">${esc(sentText)}</td></tr>
<tr><td colspan="2" style="padding:1px 0">${esc(`To: ${toStyle === "email" ? cust.email : toText}`)}</td></tr></table>`;
    foot = footTable(url, "1/1");
  } else if (client === "outlook") {
    const rows = [hdrRow("From:", fromText), hdrRow("Sent:", sentText), hdrRow("To:", toText), hdrRow("Subject:", subject)];
    top = `<div style="font-size:${hs + 5}pt;font-weight:bold">${esc(cust.name)}</div><div style="border-top:3px solid #000;margin:2px 0 6px"></div><table style="border-collapse:collapse;font-size:${hs + 0.5}pt;margin-bottom:4px">${rows.join("")}</table>`;
    // (Outlook prints no footer by default; the canonical document, everything printed, keeps to one page so)
    foot = !canonical && chance(r, 0.6) ? footTable(chance(r, 0.5) ? "" : printedText, "Page 1 of 1") : "";
  } else if (client === "owa") {
    const url = `https://outlook.office.com/mail/inbox/id/AAQkAD${digits(r, 6)}LTc${digits(r, 4)}LTQ${digits(r, 6)}%3D`;
    top = `<table style="width:100%;border-collapse:collapse;font-size:7pt;color:#444;margin-bottom:8px"><tr><td style="padding:0">${esc(printedText)}</td><td style="padding:0;text-align:center">${esc(`Mail - ${cust.name} - Outlook`)}</td></tr></table>
<div style="font-size:${hs + 4}pt;font-weight:bold;margin-bottom:6px">${esc(subject)}</div>
<table style="border-collapse:collapse;font-size:${hs}pt;margin-bottom:4px"><tr><td style="padding:0"><b>${esc(fromName)}</b> &lt;${esc(fromAddr)}&gt;</td></tr><tr><td style="padding:1px 0;color:#444">${esc(sentText)}</td></tr><tr><td style="padding:1px 0">${esc(`To: ${toText}`)}</td></tr></table>`;
    foot = footTable(url, "1/1");
  } else {
    const order = client === "apple" ? [hdrRow("From:", fromText), hdrRow("Subject:", subject), hdrRow("Date:", sentText), hdrRow("To:", toText)] : [hdrRow("Subject:", subject), hdrRow("From:", fromText), hdrRow("Date:", sentText), hdrRow("To:", toText)];
    top = `<table style="border-collapse:collapse;font-size:${hs}pt;margin-bottom:4px">${order.join("")}</table><div style="border-top:1px solid #999;margin-bottom:6px"></div>`;
    foot = footTable(client === "thunderbird" ? printedText : "", client === "thunderbird" ? "Page 1 of 1" : "1 of 1");
  }

  // ---------------------------------------------------------------- the message: greeting and a sentence or two
  const greet = `${W(["Dear", "Hi", "Hello", "Good afternoon"])} ${canonical || chance(r, 0.7) ? cust.first : cust.name},`;
  const sentences = [
    W([`Thank you for choosing ${brand}.`, `Congratulations on your new ${v.make}!`, `Thank you for your recent purchase from ${brand}.`, "Thanks again for your business."]),
    W(["Please find your tax invoice below for your records.", "Your tax invoice is shown below. Please keep it for your records.", "Below is a copy of your tax invoice.", "Please review the tax invoice below and let us know if anything needs correcting."]),
  ];
  const intro = `<div style="margin:8px 0 3px">${esc(greet)}</div><div style="margin:0 0 8px">${esc(canonical || chance(r, 0.7) ? sentences.join(" ") : sentences[1])}</div>`;

  // ---------------------------------------------------------------- the invoice card: the dealer and the particulars
  const inv = invoiceFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const dName = d.text("dealer.name", null, x.dealer.name);
  const dAddr = d.text("dealer.address", null, x.dealer.address);
  const abn = d.text("dealer.abn", "dealer.abn", x.dealer.abn);
  const lic = d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence);
  const dPhone = opt(d, 0.75, d.text("dealer.phone", "dealer.phone", x.dealer.phone));
  const dEmail = opt(d, 0.5, d.text("dealer.email", "dealer.email", x.dealer.email));
  const band = canonical || chance(r, 0.6);
  const sep = canonical ? "<br>" : pick(r, ["<br>", "<br>", " | "]);
  const addrLines = canonical || chance(r, 0.5);
  const dealerBlock = [
    `<div style="font-weight:bold;font-size:${s + 1}pt">${plain(dName)}</div>`,
    `<div>${addrLines ? (dAddr.mark(), dAddr.shown.split(", ").map(esc).join("<br>")) : plain(dAddr)}</div>`,
    `<div>${inline(d, abn)}${sep}${inline(d, lic)}</div>`,
    dPhone || dEmail ? `<div>${[dPhone && inline(d, dPhone), dEmail && inline(d, dEmail as Fact)].filter(Boolean).join(sep)}</div>` : "",
  ].join("");
  const salesInMeta = canonical || chance(r, 0.5);
  const meta = kv(d, [inv.number, inv.date, inv.dealId, salesInMeta && inv.salesperson, inv.delivery], { width: "auto" });
  const metaTop = canonical || chance(r, 0.6);
  const titleHtml = `<div style="font-size:${s + 5}pt;font-weight:bold;color:${d.style.accent};margin-bottom:4px">${esc(t)}</div>`;
  const bandHtml = band ? `<div style="background:${d.style.accent};color:#fff;padding:9px 14px;font-size:${s + 5}pt;font-weight:bold">${esc(canonical || chance(r, 0.7) ? brand : brand.toUpperCase())}</div>` : "";
  const cell = (w: string, html: string, right = false) => `<td style="width:${w};vertical-align:top;padding:0${right ? " 0 0 12px" : " 12px 0 0"}">${html}</td>`;
  const twoCells = (a: string, b: string, w = "52%") => `<table style="width:100%;border-collapse:collapse;margin:0 0 8px"><tr>${cell(w, a)}${cell("auto", b, true)}</tr></table>`;

  // ---------------------------------------------------------------- bill to
  const billHead = W(["Bill to", "Bill To", "Invoice to", "Customer", "Sold to", "BILL TO"]);
  const attn = x.corp && !canonical && chance(r, 0.6) ? `<div>Attn: ${esc(cust.name)}</div>` : "";
  const contactLabels = !canonical && chance(r, 0.5);
  const billTo = [
    `<div style="font-weight:bold;color:${d.style.accent};margin-bottom:2px">${esc(billHead)}</div>`,
    `<div style="font-weight:bold">${plain(cu.name)}</div>`,
    attn,
    cu.address ? `<div>${plain(cu.address)}</div>` : "",
    cu.phone ? `<div>${contactLabels ? inline(d, cu.phone as Fact) : plain(cu.phone)}</div>` : "",
    cu.email ? `<div>${contactLabels ? inline(d, cu.email as Fact) : plain(cu.email)}</div>` : "",
  ].join("");

  // ---------------------------------------------------------------- vehicle and trade-in
  const secHead = (text: string) => `<div style="font-weight:bold;color:${d.style.accent};border-bottom:1px solid #ccc;margin:6px 0 2px;padding-bottom:1px">${esc(text)}</div>`;
  const vList = vehicleList(d, vf, { stock: true, condition: true, expiry: true });
  // one fact a row only for a short list (a long one would run the message onto a second page)
  const vSkin = canonical || vList.filter(Boolean).length > 8 ? "pairs" : pick(r, ["pairs", "kv"] as const);
  const vehicleHtml = `${secHead(headingText(d, "vehicle"))}${vSkin === "pairs" ? pairs(d, vList, 2) : kv(d, vList)}`;
  const tradeHtml = x.tradeIn ? `${secHead(headingText(d, "tradeIn"))}${pairs(d, tradeList(d, x, { allowance: false, payout: false }), 2)}` : "";

  // ---------------------------------------------------------------- the price lines with GST
  const itemised = canonical || chance(r, 0.55);
  let priceHtml: string;
  const amt = "text-align:right;white-space:nowrap;padding:1px 6px";
  if (itemised) {
    type Line = { desc: string; amount: number; taxable: boolean };
    const lines: Line[] = [];
    const condShown = canonical || chance(r, 0.4);
    lines.push({ desc: `${condShown ? `${v.condition} ` : ""}${v.year} ${v.make} ${v.model} ${v.variant}`, amount: x.price.vehicle, taxable: true });
    if (condShown) d.set("vehicle.condition", v.condition);
    d.set("pricing.vehiclePrice", x.price.vehicle);
    for (const a of x.accessories) lines.push({ desc: a.description, amount: a.amount, taxable: true });
    if (x.price.delivery > 0) {
      lines.push({ desc: W(["Dealer delivery", "Pre-delivery & handling", "Delivery charges", "Dealer Delivery Charge"]), amount: x.price.delivery, taxable: true });
      d.set("pricing.dealerDelivery", x.price.delivery);
    }
    if (x.price.registration > 0) {
      lines.push({ desc: W(["Registration (12 months)", "NSW Registration - 12 months", "Rego 12 months", "Registration fee"]), amount: x.price.registration, taxable: false });
      d.set("pricing.registration", x.price.registration);
    }
    if (x.price.ctp > 0) {
      lines.push({ desc: W(["CTP Green Slip", "CTP insurance (12 months)", "Green Slip (CTP)", "Compulsory Third Party insurance"]), amount: x.price.ctp, taxable: false });
      d.set("pricing.ctp", x.price.ctp);
    }
    lines.push({ desc: W(["Stamp duty", "Transfer duty (Revenue NSW)", "Motor vehicle duty", "Stamp Duty"]), amount: x.price.duty, taxable: false });
    d.set("pricing.stampDuty", x.price.duty);
    const gstCol = canonical || chance(r, 0.4);
    const gstOf = (l: Line) => (l.taxable ? round2(l.amount / 11) : 0);
    d.set("lineItems", lines.map((l) => ({ description: l.desc, quantity: null, unitPrice: null, gst: gstCol ? gstOf(l) : null, amount: l.amount })));
    d.moneyPrinted = true;
    const n = gstCol ? 3 : 2;
    const th = (l: string, right: boolean) => `<th style="padding:3px 6px;border-bottom:1px solid #555;background:#f0f0f0;text-align:${right ? "right" : "left"}">${esc(l)}</th>`;
    const head = `<tr>${th(W(["Description", "Item", "Details", "Particulars"]), false)}${gstCol ? th(W(["GST", "GST Amount", "Tax"]), true) : ""}${th(W(["Amount", "Amount (inc GST)", "Price", "Total"]), true)}</tr>`;
    const body = lines.map((l) => `<tr><td style="padding:1px 6px;border-bottom:1px solid #e4e4e4">${esc(l.desc)}</td>${gstCol ? `<td style="${amt};border-bottom:1px solid #e4e4e4">${esc(money(gstOf(l)))}</td>` : ""}<td style="${amt};border-bottom:1px solid #e4e4e4">${esc(money(l.amount))}</td></tr>`).join("");
    // the totals in the same table: labels right-aligned against the amount column
    const onRoad = new Set(["pricing.registration", "pricing.ctp", "pricing.stampDuty"]);
    const tot = (pricingFacts(d, x, { breakdown: false }).filter(Boolean) as Fact[]).filter((f) => !onRoad.has(f.path ?? ""));
    const strong = (f: Fact) => f.path === "pricing.totalIncludingGst" || f.path === "pricing.balancePayable" || f.path === "pricing.refund";
    const totRows = tot.map((f) => (f.mark(), `<tr${strong(f) ? ' style="font-weight:bold"' : ""}><td colspan="${n - 1}" style="text-align:right;padding:1px 6px">${colon(f.label)}</td><td style="${amt}">${esc(f.shown)}</td></tr>`)).join("");
    priceHtml = `<table style="width:100%;border-collapse:collapse;margin:10px 0 4px">${head}${body}${totRows}</table>`;
  } else {
    const pf = pricingFacts(d, x).filter(Boolean) as Fact[];
    const strong = (f: Fact) => f.path === "pricing.totalIncludingGst" || f.path === "pricing.balancePayable" || f.path === "pricing.refund";
    const width = canonical ? "100%" : pick(r, ["100%", "70%", "60%"]);
    priceHtml = `${secHead(headingText(d, "pricing"))}<table style="width:${width};border-collapse:collapse;margin:2px 0 4px">${pf.map((f) => (f.mark(), `<tr${strong(f) ? ' style="font-weight:bold"' : ""}><td style="padding:1px 6px 1px 0;border-bottom:1px solid #eee">${colon(f.label)}</td><td style="${amt};border-bottom:1px solid #eee">${esc(f.shown)}</td></tr>`)).join("")}</table>`;
  }
  const note = canonical || chance(r, 0.5) ? `<div style="font-size:${Math.max(7, s - 1.5)}pt;color:#555;margin-top:4px">${esc(W(["Registration, CTP and stamp duty are government charges and do not attract GST.", "This document is a tax invoice for GST purposes.", "E&OE. Prices include GST where applicable.", "Payment is due on or before delivery."]))}</div>` : "";

  const topRow = metaTop ? twoCells(dealerBlock, `<div style="text-align:right">${titleHtml}</div><div style="text-align:right"><table style="margin-left:auto;border-collapse:collapse"><tr><td style="padding:0;text-align:left">${meta}</td></tr></table></div>`) : `${titleHtml}<div style="margin:0 0 8px">${dealerBlock}</div>`;
  const billRow = metaTop ? `<div style="margin:4px 0 6px">${billTo}</div>` : twoCells(billTo, meta);
  const card = `<div style="width:600px;margin:0 auto;border:1px solid #d6d6d6">${bandHtml}<div style="padding:8px 12px 8px">${topRow}${billRow}${vehicleHtml}${tradeHtml}${priceHtml}${note}</div></div>`;

  // ---------------------------------------------------------------- the signature: the salesperson, a mobile
  const spPhone = pick(r, [`04${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`, `04${digits(r, 8)}`]);
  const spFirst = x.salesperson.split(" ")[0];
  const spLast = x.salesperson.split(" ")[1]?.replace(/\.$/, "");
  const spMail = spLast && spLast.length > 1 && !canonical && chance(r, 0.4) ? `${spFirst}.${spLast}@${slug}.com.au`.toLowerCase() : null;
  // the salesperson signs: the name with a sales title is the invoice's salesperson
  d.set("invoice.salesperson", x.salesperson);
  const mobL = W(["M:", "Mobile:", "Mob", "M", "Direct:"]);
  const sig = [
    `<div style="margin-top:10px">${esc(W(["Kind regards,", "Regards,", "Thanks,", "Many thanks,", "Cheers,"]))}</div>`,
    `<div style="margin-top:6px;font-weight:bold">${esc(x.salesperson)}</div>`,
    `<div>${esc(W(["Sales Consultant", "Sales Executive", "New & Used Vehicle Sales", "Sales Manager", "Used Vehicle Sales Consultant"]))}${canonical || chance(r, 0.6) ? ` | ${esc(brand)}` : ""}</div>`,
    `<div>${esc(mobL)} ${esc(spPhone)}${dPhone && chance(r, 0.5) ? `${pick(r, [" | ", "&nbsp;&nbsp;&nbsp;", " · "])}${esc(W(["P:", "Ph:", "Showroom:"]))} ${esc(x.dealer.phone)}` : ""}</div>`,
    spMail ? `<div>${esc(spMail)}</div>` : "",
    !canonical && chance(r, 0.5) ? `<div>${esc(x.dealer.website)}</div>` : "",
  ].join("");
  const noReply = canonical || chance(r, 0.7) ? `<div style="font-size:${Math.max(7, s - 1.5)}pt;color:#666;margin-top:8px">${esc(W([`This e-mail was sent from an unmonitored mailbox. Please do not reply; contact ${spFirst} directly on the number above.`, `Please do not reply to this e-mail. Sent by ${dms.name} on behalf of ${brand}.`, `This message and any attachments are confidential. Sent via ${dms.name}.`]))}</div>` : "";

  const body = [top, intro, card, sig, noReply, foot].join("");
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body } };
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
  { id: "remittance-statement", profile: P, idiom: "accounting-package invoice (MYOB/Xero): meta box at the right, vehicle described in its line item, trade-in as a negative line, dashed PAYMENT ADVICE tear-off with BPAY/EFT", build: remittanceStatement },
  { id: "invoice-book", profile: P, idiom: "pre-printed invoice book filled in on a typewriter: printed labels, typed values in another font above each rule and off the labels' baseline, red serial No. as the invoice number, price box of printed captions with $ | c sub-columns, blank rows, customer's signature line", build: invoiceBook },
  { id: "email-printout", profile: P, idiom: "dealer's tax invoice sent as an HTML e-mail by its DMS and printed from a mail client: From / To / Sent / Subject print header (no-reply sender, customer's address, subject repeating the invoice number), greeting, 600px table card with dealer block, Bill to, vehicle details and price lines with GST, salesperson's signature with a mobile, the client's URL / timestamp / 1 of 1 footer; sent and printed days after the invoice date", build: emailPrintout },
];

