// vehicle_sale_contract: ten ways motor dealers print a contract (or agreement) for the sale of a vehicle.
import { deal, type Deal } from "../corpus/deal";
import { boxes, captionsBelow, charBoxes, checks, esc, factTable, heading, inline, kv, pageBreak, para, plain, priceList, signatures, table, twoCol, type BlankCell, type CheckStyle } from "../corpus/html";
import { CONTENT_PT, measurer } from "../corpus/measure";
import { chance, int, pick, round2, shuffle, weighted, type Rng } from "../corpus/rng";
import type { DocBuilder, Fact } from "../corpus/truth";
import type { Built, Family } from "./types";
import { builder, columns, dealerLetterhead, headingText, monoBody, opt, section, sections, TERMS, titleOnly, tradeList, vehicleFacts, vehicleList, type MaybeFact, type Sec } from "./vehicle-common";

const P = "vehicle_sale_contract";
const TITLES = ["Contract for the Sale of a Motor Vehicle", "Vehicle Sale Contract", "Agreement for Sale of Motor Vehicle", "SALES CONTRACT", "Motor Vehicle Purchase Agreement", "Contract of Sale – Motor Vehicle", "Vehicle Order & Sale Agreement"];
// drawn once per document: the page and the truth's documentType must show the same title
const titles = new WeakMap<DocBuilder, string>();
const title = (d: DocBuilder) => titles.get(d) ?? (titles.set(d, d.canonical ? TITLES[0] : pick(d.r, TITLES)), titles.get(d)!);

const balanceOf = (x: Deal) => round2(x.price.total - x.price.tradeAllowance + x.price.payout - x.price.deposit);

function contractFacts(d: DocBuilder, x: Deal) {
  return {
    number: d.text("contract.number", "contract.number", x.contractNo),
    date: d.date("contract.date", "contract.date", x.date),
    saleType: d.text("contract.saleType", "contract.saleType", x.vehicle.condition),
    salesperson: opt(d, 0.7, d.text("contract.salesperson", "salesperson", x.salesperson)),
    delivery: opt(d, 0.6, d.date("contract.deliveryDate", "deliveryDate", x.deliveryDate)),
  };
}

function customerFacts(d: DocBuilder, x: Deal) {
  return {
    name: d.text("customer.name", "customer.name", x.customer.name),
    address: opt(d, 0.9, d.text("customer.address", "customer.address", x.customer.address)),
    phone: opt(d, 0.8, d.text("customer.phone", "customer.phone", x.customer.phone)),
    email: opt(d, 0.6, d.text("customer.email", "customer.email", x.customer.email)),
    dob: opt(d, 0.5, d.date("customer.dateOfBirth", "customer.dob", x.customer.dob)),
    licence: opt(d, 0.6, d.text("customer.licenceNumber", "customer.licence", x.customer.licence)),
  };
}

function driverFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  if (!d.canonical && !chance(d.r, 0.35)) return [];
  return [d.text("driver.name", "driver.name", x.driver.name), d.text("driver.licenceNumber", "driver.licence", x.driver.licence), opt(d, 0.6, d.date("driver.dateOfBirth", "driver.dob", x.driver.dob))];
}

function dealerFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  return [d.text("dealer.name", "dealer.name", x.dealer.name), d.text("dealer.abn", "dealer.abn", x.dealer.abn), d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence), opt(d, 0.8, d.text("dealer.address", "dealer.address", x.dealer.address)), opt(d, 0.7, d.text("dealer.phone", "dealer.phone", x.dealer.phone)), opt(d, 0.5, d.text("dealer.email", "dealer.email", x.dealer.email))];
}

function pricingFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  const p = x.price;
  const m = (path: string, key: string, n: number, p0 = 1) => (n > 0 ? opt(d, p0, d.money(path, key, n)) : null);
  return [
    m("pricing.vehiclePrice", "price.vehicle", p.vehicle),
    m("pricing.accessoriesTotal", "price.accessories", p.accessories, 0.9),
    m("pricing.dealerDelivery", "price.delivery", p.delivery),
    m("pricing.registration", "price.registration", p.registration),
    m("pricing.ctp", "price.ctp", p.ctp),
    m("pricing.stampDuty", "price.duty", p.duty),
    d.money("pricing.totalPrice", "price.total", p.total),
    opt(d, 0.6, d.money("pricing.gst", "price.gst", p.gst)),
    m("pricing.tradeInAllowance", "price.tradeAllowance", p.tradeAllowance),
    p.payout > 0 && d.money("tradeIn.payout", "price.payoutAdd", p.payout),
    d.money("pricing.depositPaid", "price.deposit", p.deposit),
    d.money("pricing.balancePayable", "price.balance", balanceOf(x)),
  ];
}

function depositFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  if (!d.canonical && !chance(d.r, 0.6)) return [];
  return [d.money("deposit.amount", "deposit.amount", x.price.deposit), opt(d, 0.8, d.text("deposit.method", "deposit.method", x.deposit.method)), opt(d, 0.7, d.text("deposit.receiptNumber", "deposit.receipt", x.deposit.receipt))];
}

function bankFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  if (!d.canonical && !chance(d.r, 0.5)) return [];
  return [opt(d, 0.8, d.text("bankDetails.financier", "bank.financier", x.bank.financier)), d.text("bankDetails.accountName", "bank.accountName", x.bank.accountName), d.text("bankDetails.bsb", "bank.bsb", x.bank.bsb), d.text("bankDetails.accountNumber", "bank.accountNumber", x.bank.accountNumber)];
}

/** Accessories as a table with a header (or nothing when none were ordered). */
function accessories(d: DocBuilder, x: Deal, o: { qty?: boolean } = {}): string {
  if (!x.accessories.length) return "";
  d.set("accessories", x.accessories.map((a) => ({ description: a.description, quantity: o.qty ? 1 : null, amount: a.amount })));
  d.moneyPrinted = true;
  const L = (l: string[]) => (d.canonical ? l[0] : pick(d.r, l));
  const head = [{ label: L(["Description", "Accessory", "Item", "Option / Accessory"]) }, ...(o.qty ? [{ label: L(["Qty", "Quantity"]), right: true }] : []), { label: L(["Amount", "Price", "Fitted Price"]), right: true }];
  return heading(headingText(d, "accessories")) + table(head, x.accessories.map((a) => [a.description, ...(o.qty ? ["1"] : []), d.style.money(a.amount)]));
}

function conditions(d: DocBuilder, x: Deal): string {
  if (!d.canonical && !chance(d.r, 0.6)) return "";
  const f = d.text("specialConditions", "specialConditions", x.specialConditions);
  f.mark();
  return `${heading(f.label)}${para(f.shown)}`;
}

function signatureBlock(d: DocBuilder, x: Deal): string {
  const date = d.date("signatures.dateSigned", "sign.date", x.date);
  return signatures(d, [
    { title: pick(d.r, ["Purchaser signature", "Signature of Purchaser", "Purchaser(s)"]), facts: [d.text("signatures.purchaserName", "sign.purchaser", x.customer.name), date] },
    { title: pick(d.r, ["Signed for the Dealer", "For and on behalf of the Dealer", "Dealer's Representative"]), facts: [d.text("signatures.dealerRepresentative", null, x.salesperson, d.canonical ? "Name" : pick(d.r, ["Name", "Print name", "Representative"]))] },
  ]);
}

function finish(d: DocBuilder, head: string, body: string, t: string, titleAlign?: "left" | "right" | "center"): Built {
  d.set("documentType", t);
  return { d, page: { title: t, head, body, titleAlign } };
}

// 1. Label beside value in headed sections under a letterhead, accessories table, signatures side by side.
function kvSections(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: canonical ? true : undefined });
  const head = dealerLetterhead(d, x);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const body = [
    section(d, { key: "contract", facts: [c.number, c.date, c.saleType, c.salesperson, c.delivery] }, "kv"),
    section(d, { key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email, cu.dob, cu.licence] }, "kv"),
    section(d, { key: "driver", facts: driverFacts(d, x) }, "kv"),
    section(d, { key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true }) }, "pairs"),
    section(d, { key: "tradeIn", facts: tradeList(d, x) }, "pairs"),
    accessories(d, x, { qty: true }),
    section(d, { key: "pricing", facts: pricingFacts(d, x) }, "kv"),
    section(d, { key: "deposit", facts: depositFacts(d, x) }, "kv"),
    section(d, { key: "bank", facts: bankFacts(d, x) }, "kv"),
    conditions(d, x),
    signatureBlock(d, x),
  ].join("");
  return finish(d, head, body, title(d));
}

// 2. A pre-printed form of bordered boxes; the sale type ticked among New / Used / Demo.
function boxedForm(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const cols = pick(r, [3, 4]);
  const box = (s: Sec) => (s.facts.filter(Boolean).length ? `${heading(s.heading ?? headingText(d, s.key))}${boxes(d, s.facts, cols)}` : "");
  const style = pick(r, ["box", "bracket", "tick"] as CheckStyle[]);
  const body = [
    box({ key: "dealer", facts: dealerFacts(d, x) }),
    box({ key: "contract", facts: [c.number, c.date, c.salesperson, c.delivery] }),
    checks(d, c.saleType, ["New", "Used", "Demo"], x.vehicle.condition, style),
    box({ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email, cu.dob, cu.licence] }),
    box({ key: "vehicle", facts: vehicleList(d, vf, { stock: true, expiry: true }) }),
    box({ key: "tradeIn", facts: tradeList(d, x) }),
    box({ key: "pricing", facts: pricingFacts(d, x) }),
    box({ key: "deposit", facts: depositFacts(d, x) }),
    signatureBlock(d, x),
  ].join("");
  return finish(d, titleOnly(pick(r, ["Motor Dealers and Repairers Act 2013", "Licensed Motor Dealer", ""])), body, title(d), "left");
}

// 3. Two independent columns: dealer | purchaser, then vehicle | trade-in (both with VIN and rego labels).
function twoColumnParties(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: true });
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const skin = pick(r, ["kv", "colon"] as const);
  const body = [
    kv(d, [c.number, c.date, c.saleType, c.salesperson]),
    columns(d, [{ key: "dealer", facts: dealerFacts(d, x) }], [{ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email, cu.licence] }], skin),
    columns(d, [{ key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: false }) }], [{ key: "tradeIn", facts: tradeList(d, x, { allowance: false, payout: false }) }], skin),
    heading(headingText(d, "pricing")),
    priceList(d, pricingFacts(d, x), { dots: chance(r, 0.5) }),
    signatureBlock(d, x),
  ].join("");
  return finish(d, titleOnly(), body, title(d), "center");
}

// 4. Dealer management system print-out (Courier, upper case, dot leaders).
function dmsMono(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "mono", upper: true, colon: false });
  const x = deal(r);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const t = title(d).toUpperCase();
  const body = [
    `<pre class="mono" style="font-weight:bold">${esc(t)}</pre>`,
    monoBody(d, [
      { key: "dealer", facts: dealerFacts(d, x) },
      { key: "contract", heading: null, facts: [c.number, c.date, c.saleType, c.salesperson, c.delivery] },
      { key: "customer", facts: [cu.name, cu.phone, cu.dob, cu.licence, cu.address, cu.email] },
      { key: "vehicle", facts: vehicleList(d, vf, { stock: true, expiry: true }) },
      { key: "tradeIn", facts: tradeList(d, x) },
      { key: "pricing", facts: pricingFacts(d, x) },
      { key: "deposit", facts: depositFacts(d, x) },
    ], { perLine: pick(r, [1, 2] as const) }),
  ].join("");
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body } };
}

// 5. Statutory-style form: check boxes for sale type and condition, per-character boxes for rego and licence.
function statutoryChecks(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { colon: true });
  const x = deal(r);
  const head = dealerLetterhead(d, x, { email: false });
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const style = pick(r, ["box", "bracket", "tick", "circle"] as CheckStyle[]);
  const lic = d.text("customer.licenceNumber", "customer.licence", x.customer.licence);
  const body = [
    kv(d, [c.number, c.date, c.salesperson]),
    checks(d, c.saleType, shuffle(r, ["New", "Used", "Demo"]), x.vehicle.condition, style),
    heading(headingText(d, "customer")),
    kv(d, [cu.name, cu.address, cu.phone, cu.dob]),
    charBoxes(d, lic, { cells: 10 }),
    heading(headingText(d, "vehicle")),
    kv(d, [vf.make, vf.model, vf.year, vf.colour, vf.vin, vf.engine, vf.odometer]),
    charBoxes(d, vf.plate, { cells: 7 }),
    checks(d, d.text(null, null, "", pick(r, ["Payment method", "Method of payment"])), ["Cash", "Finance", "Lease"], pick(r, ["Cash", "Finance"]), style),
    section(d, { key: "tradeIn", facts: tradeList(d, x) }, "kv"),
    section(d, { key: "pricing", facts: pricingFacts(d, x) }, "kv"),
    conditions(d, x),
    signatureBlock(d, x),
  ].join("");
  return finish(d, head, body, title(d));
}

// 6. Several pages: particulars, two columns of conditions in small print, then the price and signatures.
function multipageTerms(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "serif" });
  const x = deal(r);
  const head = dealerLetterhead(d, x, { layout: "center" });
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const terms = shuffle(r, TERMS);
  const half = Math.ceil(terms.length / 2);
  const body = [
    sections(d, [
      { key: "contract", facts: [c.number, c.date, c.saleType, c.salesperson, c.delivery] },
      { key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email, cu.dob, cu.licence] },
      { key: "driver", facts: driverFacts(d, x) },
      { key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true }) },
      { key: "tradeIn", facts: tradeList(d, x) },
    ], "kv"),
    pageBreak(),
    heading(pick(r, ["Terms and Conditions of Sale", "Conditions of Contract", "Standard Terms"]), 2),
    twoCol(terms.slice(0, half).map((t) => para(t, "terms")).join(""), terms.slice(half).map((t) => para(t, "terms")).join("")),
    pageBreak(),
    accessories(d, x),
    section(d, { key: "pricing", facts: pricingFacts(d, x) }, "kv"),
    section(d, { key: "deposit", facts: depositFacts(d, x) }, "kv"),
    section(d, { key: "bank", facts: bankFacts(d, x) }, "kv"),
    conditions(d, x),
    signatureBlock(d, x),
  ].join("");
  return finish(d, head, body, title(d), "center");
}

// 7. Label above value in grid cells.
function gridAbove(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const head = dealerLetterhead(d, x);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const body = [
    sections(d, [
      { key: "contract", facts: [c.number, c.date, c.saleType, c.salesperson, c.delivery] },
      { key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email, cu.dob, cu.licence] },
      { key: "vehicle", facts: vehicleList(d, vf, { stock: true, expiry: true, shuffle: true }) },
      { key: "tradeIn", facts: tradeList(d, x) },
      { key: "pricing", facts: pricingFacts(d, x) },
      { key: "bank", facts: bankFacts(d, x) },
    ], "above"),
    signatureBlock(d, x),
  ].join("");
  return finish(d, head, body, title(d));
}

// 8. Wide tables: vehicle and trade-in as header rows over values, accessories and pricing as tables.
function wideTables(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r);
  const head = dealerLetterhead(d, x);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const vl = vehicleList(d, vf, { stock: true, condition: true }).filter(Boolean);
  const half = Math.ceil(vl.length / 2);
  const pf = (pricingFacts(d, x).filter(Boolean) as Fact[]).map((f) => (f.mark(), [f.label, f.shown]));
  const body = [
    factTable(d, [c.number, c.date, c.salesperson, c.delivery]),
    factTable(d, [cu.name, cu.address, cu.phone, cu.licence]),
    heading(headingText(d, "vehicle")),
    factTable(d, vl.slice(0, half)),
    factTable(d, vl.slice(half)),
    x.tradeIn ? heading(headingText(d, "tradeIn")) + factTable(d, tradeList(d, x)) : "",
    accessories(d, x, { qty: chance(r, 0.5) }),
    heading(headingText(d, "pricing")),
    table([{ label: pick(r, ["Item", "Description", "Particulars"]) }, { label: pick(r, ["Amount", "$", "Price"]), right: true }], pf, { ruled: true }),
    signatureBlock(d, x),
  ].join("");
  return finish(d, head, body, title(d));
}

// 9. Narrow cells with labels wrapped over two lines and long values wrapped.
function narrowWrapped(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { maxSize: 8.5 });
  const x = deal(r);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const n = (secs: Sec[]) => sections(d, secs, "narrow");
  const body = [
    `<table class="twocol"><tr><td style="width:30.6%">${n([{ key: "dealer", facts: dealerFacts(d, x) }])}</td><td class="gutter"></td><td style="width:30.6%">${n([{ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.licence] }])}</td><td class="gutter"></td><td style="width:30.6%">${n([{ key: "contract", facts: [c.number, c.date, c.saleType, c.delivery] }])}</td></tr></table>`,
    `<table class="twocol"><tr><td style="width:48%">${n([{ key: "vehicle", facts: vehicleList(d, vf, { stock: true }) }])}</td><td class="gutter"></td><td style="width:48%">${n([{ key: "tradeIn", facts: tradeList(d, x) }, { key: "deposit", facts: depositFacts(d, x) }])}</td></tr></table>`,
    section(d, { key: "pricing", facts: pricingFacts(d, x) }, "kv"),
    signatureBlock(d, x),
  ].join("");
  return finish(d, titleOnly(), body, title(d), "left");
}

// 10. "Part N – ..." sections, the trade-in part before the vehicle part, colon lines.
function partHeadings(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { colon: true });
  const x = deal(r, { trade: true });
  const head = dealerLetterhead(d, x);
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  let n = 1;
  const part = (s: Sec, skin: "colon" | "kv" | "pairs" = "colon") => section(d, { ...s, heading: headingText(d, s.key, n++) }, skin);
  const body = [
    part({ key: "contract", facts: [c.number, c.date, c.saleType, c.salesperson] }),
    part({ key: "customer", facts: [cu.name, cu.address, cu.phone, cu.email, cu.dob, cu.licence] }),
    part({ key: "driver", facts: driverFacts(d, x) }),
    part({ key: "tradeIn", facts: tradeList(d, x) }, "pairs"),
    part({ key: "vehicle", facts: vehicleList(d, vf, { stock: true, condition: true, expiry: true }) }, "pairs"),
    part({ key: "pricing", facts: pricingFacts(d, x) }, "kv"),
    part({ key: "deposit", facts: depositFacts(d, x) }),
    part({ key: "bank", facts: bankFacts(d, x) }),
    conditions(d, x),
    signatureBlock(d, x),
  ].join("");
  return finish(d, head, body, title(d));
}

// ---------------------------------------------------------------- families added for fresh tuned material

/** Captions as printed forms word them (under the filled-in value), where they differ from the usual labels. */
const CAPTIONS: Record<string, string[]> = {
  "dealer.name": ["Dealer's name", "Name of licensed motor dealer", "Dealer (registered business name)", "Dealer"],
  "dealer.abn": ["ABN", "Dealer's ABN", "Australian Business Number"],
  "dealer.licence": ["Dealer licence no.", "Motor dealer's licence number", "Licence number", "MD licence no."],
  "dealer.address": ["Dealer's place of business", "Business address", "Address of dealer"],
  "dealer.phone": ["Telephone", "Dealer's phone", "Business phone"],
  "dealer.email": ["Email", "Dealer's email address"],
  "customer.name": ["Purchaser's full name", "Full name of purchaser", "Purchaser name(s)", "Name of purchaser / company"],
  "customer.address": ["Residential address", "Purchaser's address", "Address (not a PO box)", "Home address of purchaser"],
  "customer.phone": ["Mobile / phone", "Contact phone", "Purchaser's telephone"],
  "customer.email": ["Email address", "Purchaser's email"],
  "customer.dob": ["Date of birth", "Purchaser's date of birth"],
  "customer.licence": ["Driver licence no.", "Purchaser's licence number", "Driver's licence number"],
  "contract.number": ["Contract no.", "Contract number", "Order number"],
  "contract.date": ["Date of contract", "Date", "Contract date", "Date of this contract"],
  salesperson: ["Salesperson", "Sales consultant's name", "Salesperson (print)"],
  deliveryDate: ["Estimated delivery date", "Delivery date (estimated)"],
};

// 11. A printed form filled in: each value on a line above a thin rule with its caption under the rule in
//     small grey type ("Jane Citizen" over "Purchaser's full name"), two or three cells to a row; dealer,
//     contract, purchaser, vehicle and trade-in particulars alike; the price as an ordinary list.
function captionBelow(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: canonical ? true : undefined });
  const cap = (key: string) => (canonical ? CAPTIONS[key][0] : pick(r, CAPTIONS[key]));
  const T = (path: string, key: string, v: string) => d.text(path, null, v, cap(key));
  const D = (path: string, key: string, iso: string) => d.date(path, null, iso, cap(key));
  const cols = canonical ? 3 : pick(r, [2, 3, 3]);
  const o = { rule: (canonical || chance(r, 0.8) ? "solid" : "dotted") as "solid" | "dotted", upperCaps: !canonical && chance(r, 0.25), gap: canonical ? 12 : pick(r, [8, 12, 16]) };
  const bar = !canonical && chance(r, 0.4);
  const head = (key: string) => {
    const t = headingText(d, key);
    return bar ? `<div style="background:#e2e2e2;font-weight:bold;padding:1px 4px;margin:9px 0 4px">${esc(t.toUpperCase())}</div>` : heading(t);
  };
  const block = (key: string, cells: Array<MaybeFact | BlankCell>) => (cells.filter(Boolean).length ? `<div class="sec">${head(key)}${captionsBelow(d, cells, cols, o)}</div>` : "");
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const dealerB = block("dealer", [
    T("dealer.name", "dealer.name", x.dealer.name),
    T("dealer.abn", "dealer.abn", x.dealer.abn),
    T("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence),
    opt(d, 0.85, T("dealer.address", "dealer.address", x.dealer.address)),
    opt(d, 0.7, T("dealer.phone", "dealer.phone", x.dealer.phone)),
    opt(d, 0.4, T("dealer.email", "dealer.email", x.dealer.email)),
  ]);
  const contractB = block("contract", [T("contract.number", "contract.number", x.contractNo), D("contract.date", "contract.date", x.date), opt(d, 0.7, T("contract.salesperson", "salesperson", x.salesperson)), opt(d, 0.5, D("contract.deliveryDate", "deliveryDate", x.deliveryDate))]);
  const customerB = block("customer", [
    T("customer.name", "customer.name", x.customer.name),
    opt(d, 0.9, T("customer.address", "customer.address", x.customer.address)),
    opt(d, 0.8, T("customer.phone", "customer.phone", x.customer.phone)),
    opt(d, 0.5, T("customer.email", "customer.email", x.customer.email)),
    opt(d, 0.5, D("customer.dateOfBirth", "customer.dob", x.customer.dob)),
    opt(d, 0.6, T("customer.licenceNumber", "customer.licence", x.customer.licence)),
  ]);
  const vehicleB = block("vehicle", vehicleList(d, vf, { stock: true, condition: true, expiry: true }));
  const tradeB = block("tradeIn", tradeList(d, x));
  const depositB = block("deposit", depositFacts(d, x));
  const pricing = `<div class="sec"${!canonical && chance(r, 0.5) ? ' style="margin-left:45%"' : ""}>${head("pricing")}${priceList(d, pricingFacts(d, x), { dots: chance(r, 0.4) })}</div>`;
  const signCap = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const sign = `<div class="sec" style="margin-top:14px">${captionsBelow(
    d,
    [
      { blank: signCap(["Signature of purchaser", "Purchaser's signature", "Purchaser(s) sign here"]) },
      d.text("signatures.purchaserName", null, x.customer.name, signCap(["Name of purchaser (print)", "Print name", "Purchaser's name"])),
      d.date("signatures.dateSigned", null, x.date, signCap(["Date", "Date signed"])),
      { blank: signCap(["Signature of dealer's representative", "Signed for the dealer", "Dealer's authorised officer"]) },
      opt(d, 0.8, d.text("signatures.dealerRepresentative", null, x.salesperson, signCap(["Name of representative (print)", "Print name", "Dealer's representative"]))),
    ],
    3,
    o,
  )}</div>`;
  // the particulars' order differs between dealers' forms: the contract box first, or the parties first
  const parties = canonical ? [contractB, dealerB, customerB] : shuffle(r, [contractB, dealerB, customerB]);
  const body = [...parties, vehicleB, tradeB, pricing, depositB, sign].join("");
  return finish(d, titleOnly(canonical ? "" : pick(r, ["Motor Dealers and Repairers Act 2013", "Licensed Motor Dealer", "", "Please print clearly in block letters"])), body, title(d), canonical ? "left" : pick(r, ["left", "center"] as const));
}

/** An ordinal date in words, as deeds print it: "the 3rd day of March 2025". */
function deedDate(iso: string): string {
  const [y, m, day] = iso.split("-").map(Number);
  const th = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  const month = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m - 1];
  return `the ${day}${th} day of ${month} ${y}`;
}

// 12. The parties named in one recital sentence ("THIS AGREEMENT is made on … BETWEEN <dealer> (ABN …,
//     Dealer Licence …) of <address> (the "Dealer") AND <purchaser> of <address> (the "Purchaser")"), or
//     as "The Seller: … / The Buyer: …" in prose; operative clauses; schedules for the vehicle, trade-in
//     and price. The truth holds what the sentence prints: ABN, licence and date only when it names them.
function recital(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: canonical ? undefined : pick(r, ["serif", "serif", "sans"] as const) });
  const x = deal(r, { trade: canonical ? true : undefined });
  const [dealerTerm, buyerTerm] = canonical ? ["Dealer", "Purchaser"] : pick(r, [["Dealer", "Purchaser"], ["Seller", "Buyer"], ["Vendor", "Purchaser"], ["Dealer", "Customer"], ["Dealer", "Buyer"]]);
  const form = canonical ? "BETWEEN" : pick(r, ["BETWEEN", "BETWEEN", "between", "parties"] as const);
  const q = canonical ? ['"', '"'] : pick(r, [['"', '"'], ["“", "”"], ["'", "'"]]);
  const term = (t: string) => `${q[0]}${t}${q[1]}`;
  // which facts the sentence carries, drawn per document
  const dateIn = canonical || chance(r, 0.7);
  const abnIn = canonical || chance(r, 0.6);
  const licIn = canonical || chance(r, 0.75);
  const date = d.fact("contract.date", null, x.date, !canonical && chance(r, 0.3) ? deedDate(x.date) : d.style.date(x.date));
  const dName = d.text("dealer.name", null, x.dealer.name);
  const dAddr = d.text("dealer.address", null, x.dealer.address);
  const abnWord = canonical ? "ABN" : pick(r, ["ABN", "ABN", "A.B.N."]);
  const abn = d.text("dealer.abn", null, x.dealer.abn);
  const licWords = canonical ? "Dealer Licence" : pick(r, ["Dealer Licence", "Motor Dealer Licence No.", "licensed motor dealer no.", "MD Licence", "Dealer's Licence No."]);
  const lic = d.text("dealer.dealerLicenceNumber", null, x.dealer.licence);
  const cName = d.text("customer.name", null, x.customer.name);
  const cAddrIn = canonical || chance(r, 0.9);
  const cAddr = d.text("customer.address", null, x.customer.address);
  const of = canonical ? "of" : pick(r, ["of", "of", "having its place of business at", "of premises at"]);
  const ids = [abnIn && `${abnWord} ${plain(abn)}`, licIn && `${esc(licWords)} ${plain(lic)}`].filter(Boolean) as string[];
  const agreement = canonical ? "AGREEMENT" : pick(r, ["AGREEMENT", "CONTRACT", "AGREEMENT FOR SALE"]);
  let parties: string;
  if (form === "BETWEEN") {
    parties = `<p class="recital"><b>THIS ${agreement}</b> is made${dateIn ? ` on ${plain(date)}` : ""} <b>BETWEEN</b> ${plain(dName)}${ids.length ? ` (${ids.join(", ")})` : ""} ${esc(of)} ${plain(dAddr)} (the ${esc(term(dealerTerm))}) <b>AND</b> ${plain(cName)}${cAddrIn ? ` of ${plain(cAddr)}` : ""} (the ${esc(term(buyerTerm))}).</p>`;
  } else if (form === "between") {
    const we = chance(r, 0.5);
    parties = `<p class="recital">This ${agreement.toLowerCase()} is ${dateIn ? `dated ${plain(date)} and is ` : ""}made between ${plain(dName)}${ids.length ? `, ${ids.join(", ")},` : ""} ${esc(of)} ${plain(dAddr)} (${esc(term(dealerTerm))}${we ? `, ${esc(term("we"))}, ${esc(term("us"))}` : ""}) and ${plain(cName)}${cAddrIn ? ` of ${plain(cAddr)}` : ""} (${esc(term(buyerTerm))}${we ? `, ${esc(term("you"))}` : ""}).</p>`;
  } else {
    const holder = licIn ? `, ${pick(r, ["the holder of motor dealer licence", "licensed motor dealer, licence no.", "holding dealer licence"])} ${plain(lic)}` : "";
    parties = `<h3>${esc(pick(r, ["Parties", "The Parties", "PARTIES"]))}</h3><p class="recital"><b>The ${esc(dealerTerm)}:</b> ${plain(dName)} of ${plain(dAddr)}${abnIn ? ` (${abnWord} ${plain(abn)})` : ""}${holder}.</p><p class="recital"><b>The ${esc(buyerTerm)}:</b> ${plain(cName)}${cAddrIn ? ` of ${plain(cAddr)}` : ""}.</p>${dateIn ? `<p class="recital">${esc(pick(r, ["This agreement is dated", "Dated", "Date of this agreement:"]))} ${plain(date)}.</p>` : ""}`;
  }
  const c = contractFacts(d, x);
  const cu = customerFacts(d, x);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const kvSkin = canonical ? "kv" : pick(r, ["kv", "kv", "colon", "pairs"] as const);
  let n = 1;
  const scheduleWord = canonical ? "Schedule" : pick(r, ["Schedule", "SCHEDULE", "Item", "Annexure"]);
  const sep = canonical ? "–" : pick(r, ["–", "-", ":", "."]);
  const sched = (key: string, facts: MaybeFact[], body?: (fs: MaybeFact[]) => string): { no: number; html: string } | null => {
    if (!facts.filter(Boolean).length) return null;
    const no = n++;
    const label = scheduleWord === "Annexure" ? String.fromCharCode(64 + no) : String(no);
    const h = `${scheduleWord} ${label}${sep === ":" || sep === "." ? sep : ` ${sep}`} ${headingText(d, key)}`;
    return { no, html: body ? `<div class="sec">${heading(h)}${body(facts)}</div>` : section(d, { key, heading: h, facts }, kvSkin) };
  };
  // the contract's own particulars: the date goes here when the sentence did not carry it
  const details = sched("contract", [c.number, !dateIn && c.date, c.saleType, c.salesperson, c.delivery]);
  const buyer = sched("customer", [!cAddrIn && cu.address, cu.phone, cu.email, cu.dob, cu.licence]);
  const veh = sched("vehicle", vehicleList(d, vf, { stock: true, expiry: true }));
  const trade = sched("tradeIn", tradeList(d, x));
  const price = sched("pricing", pricingFacts(d, x), (fs) => (canonical || chance(r, 0.6) ? priceList(d, fs, { dots: chance(r, 0.4) }) : kv(d, fs, { valueRight: true })));
  const dep = sched("deposit", depositFacts(d, x));
  const ref = (s: { no: number } | null) => (s ? `${scheduleWord === "Annexure" ? "Annexure" : "Schedule"} ${scheduleWord === "Annexure" ? String.fromCharCode(64 + s.no) : s.no}` : "this agreement");
  const clauses = [
    `1. ${pick(r, ["Sale.", "Agreement to sell."])} The ${dealerTerm} agrees to sell and the ${buyerTerm} agrees to buy the vehicle described in ${ref(veh)} for the price set out in ${ref(price)}.`,
    trade ? `2. Trade-in. The ${buyerTerm} sells to the ${dealerTerm} the vehicle described in ${ref(trade)} for the allowance stated there, which is credited against the price.` : "",
    `${trade ? 3 : 2}. Delivery. Property in and risk of the vehicle pass to the ${buyerTerm} on payment of the balance in full and delivery.`,
    `${trade ? 4 : 3}. The ${buyerTerm} acknowledges having read the conditions of sale, which form part of this agreement.`,
  ].filter(Boolean);
  // licence and ABN the sentence left out: in the letterhead, or in the footer's small print, or nowhere
  const where = canonical ? "none" : pick(r, ["letterhead", "footer", "none"] as const);
  const head = where === "letterhead" ? dealerLetterhead(d, x, { layout: "center", email: false }) : titleOnly();
  const footFacts = where === "footer" ? [!abnIn && d.text("dealer.abn", "dealer.abn", x.dealer.abn), !licIn && d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence)].filter(Boolean) as Fact[] : [];
  const foot = footFacts.length ? `<div class="foot">${esc(x.dealer.name)} · ${footFacts.map((f) => inline(d, f)).join(" · ")}</div>` : "";
  const body = [
    parties,
    heading(canonical ? "Terms" : pick(r, ["Terms", "IT IS AGREED", "Operative provisions", "The parties agree as follows"])),
    ...clauses.map((t) => para(t)),
    ...[details, buyer, veh, trade, price, dep].map((s) => s?.html ?? ""),
    conditions(d, x),
    signatureBlock(d, x),
    foot,
  ].join("");
  return finish(d, head, body, title(d), "center");
}

// 13. A dealer's contract made from a word-processor template of blanks: "Label ______value______", two or
//     three to a line where the template's author put them, the underline a drawn rule under a fixed-width
//     span in some documents and typed underscores around the value in others ("Purchaser: ____Jane
//     Citizen_______"); blanks the dealer left empty (only the line printed, nothing in the truth), small
//     instructions under some blanks ("(full name as on licence)"), "Trade-in: Yes [X] No [ ]", the price as
//     "Cash price $______" lines, and "Signed by the Purchaser ________ Date ___/___/____" with the date typed
//     in or left empty.

/** Instructions a template prints small under a blank. */
const BLANK_NOTES: Record<string, string[]> = {
  "customer.name": ["(full name as on licence)", "(BLOCK LETTERS)", "(full name/s of purchaser/s)", "(as shown on driver licence)"],
  "customer.address": ["(not a PO box)", "(residential address)", "(street, suburb, postcode)"],
  "customer.phone": ["(mobile preferred)", "(daytime contact)"],
  "customer.licence": ["(as shown on licence)", "(NSW or interstate)"],
  "dealer.name": ["(registered business name)", "(licensee)"],
  "dealer.licence": ["(MDL number)", "(as on dealer licence)"],
  "vehicle.vin": ["(17 characters)", "(from compliance plate)"],
  "vehicle.odometer": ["(as indicated)", "(kilometres)"],
  "vehicle.plate": ["(if registered)"],
  "tradeIn.payout": ["(amount owing to financier)", "(if under finance)"],
  salesperson: ["(print name)"],
  balance: ["(payable on delivery)", "(on or before delivery)"],
  "sign.name": ["(print name)", "(BLOCK LETTERS)"],
};

type Blank = { f: Fact; filled: boolean; size: number; note?: string; prefix?: string; suffix?: string; right?: boolean };

function fillInBlanks(r: Rng, canonical: boolean): Built {
  // the underline first: ruled spans or typed underscores, the two halves of the idiom
  const kind: "border" | "underscore" = canonical ? "border" : pick(r, ["border", "underscore"]);
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: canonical ? true : undefined });
  const s = d.style.size;
  const measure = measurer(d.style);
  const D = <T>(canon: T, list: readonly T[]): T => (canonical ? canon : pick(r, list));
  const look = {
    kind,
    // the value typed into the run of underscores, or with a space either side of it
    glue: !canonical && chance(r, 0.6),
    lead: D("start" as "start" | "middle" | "center", ["start", "middle", "middle", "center"]),
    leadShare: D(0.25, [0.15, 0.25, 0.35]),
    rule: D("0.75pt solid #000", ["0.75pt solid #000", "0.5pt solid #333", "1px dotted #222", "0.75pt solid #555"]),
    bold: !canonical && chance(r, 0.25),
    blue: !canonical && chance(r, 0.15),
    scale: (D(1, [0.9, 1, 1, 1.15]) * s) / 10,
    perLine: D(3, [2, 3, 3]),
    gap: D(16, [10, 14, 18, 24]),
    lineGap: D(5, [3, 5, 7]),
    notes: D(1, [0, 0.4, 0.7]),
    /** a blank of an optional fact is in the template this often (else its label is not printed at all) */
    inTemplate: D(1, [0.75, 0.85, 0.95]),
    colon: d.style.colon,
    dollar: D(true, [true, true, false]),
    odoSuffix: !canonical && chance(r, 0.5),
    box: D<string[]>(["[X]", "[ ]"], [["[X]", "[ ]"], ["☒", "☐"], ["(X)", "( )"]]),
    boxAfter: D(true, [true, false]),
  };
  const W = { s: 50, m: 96, l: 150, xl: 240 } as const;
  const u = measure("_", false);
  const valueCss = `${look.bold ? "font-weight:bold;" : ""}${look.blue ? "color:#1a3a9a;" : ""}`;
  const noteSize = Math.max(6, s - 3);
  const note = (key: string): string | undefined => (BLANK_NOTES[key] && (canonical || chance(r, look.notes)) ? D(BLANK_NOTES[key][0], BLANK_NOTES[key]) : undefined);
  const stripCurrency = (t: string) => t.replace(/^\$\s?/, "").replace(/^AUD\s/, "").replace(/\sAUD$/, "");

  /** A blank of the template: required facts are filled in; an optional one is filled with probability p, else left empty or not in the template. */
  const blank = (f: Fact, size: keyof typeof W, o: { p?: number; note?: string; prefix?: string; suffix?: string; right?: boolean; empty?: boolean } = {}): Blank | null => {
    let filled = !o.empty;
    if (o.p !== undefined && !canonical) {
      filled = filled && chance(r, o.p);
      if (!filled && !chance(r, look.inTemplate)) return null;
    }
    return { f, filled, size: W[size] * look.scale, note: o.note, prefix: o.prefix, suffix: o.suffix, right: o.right };
  };

  /** The run of underline with the value typed on it, and the instruction under it. */
  const blankHtml = (shown: string, w: number, noteText?: string, right?: boolean): string => {
    const noteHtml = noteText ? `<span style="display:block;text-align:center;font-size:${noteSize}pt;color:#444;white-space:nowrap;line-height:1.1">${esc(noteText)}</span>` : "";
    const value = shown ? `<span style="${valueCss}">${esc(shown)}</span>` : "";
    if (look.kind === "border") {
      const align = right ? "right" : look.lead === "center" ? "center" : "left";
      return `<span style="display:inline-block;vertical-align:top;width:${w.toFixed(1)}pt"><span style="display:block;border-bottom:${look.rule};padding:0 4pt;white-space:nowrap;text-align:${align}">${value || "&nbsp;"}</span>${noteHtml}</span>`;
    }
    const n = Math.max(3, Math.round((w - (shown ? measure(shown, look.bold) : 0)) / u));
    let line: string;
    if (!shown) line = "_".repeat(n);
    else {
      const lead = right ? n : look.lead === "start" ? 0 : look.lead === "center" ? Math.floor(n / 2) : Math.max(1, Math.min(n - 1, Math.round(n * look.leadShare) + int(r, -1, 1)));
      const sp = look.glue ? "" : " ";
      const before = lead ? `${"_".repeat(lead)}${sp}` : "";
      const after = n - lead ? `${sp}${"_".repeat(n - lead)}` : "";
      line = `${before}${value}${after}`;
    }
    return `<span style="display:inline-block;vertical-align:top"><span style="display:block;white-space:nowrap">${line}</span>${noteHtml}</span>`;
  };

  const labelHtml = (label: string) => {
    const l = `${esc(label)}${look.colon && label && !/[?:]$/.test(label) ? ":" : ""}`;
    return d.style.labelBold ? `<b>${l}</b>` : l;
  };
  const labelWidth = (label: string) => measure(`${label}${look.colon ? ":" : ""} `, d.style.labelBold);

  /** One "Label ____value____" of a line: its HTML and the width it takes. */
  const pair = (b: Blank, widthCap: number): { html: string; width: number } => {
    if (b.filled) b.f.mark();
    const shown = b.filled ? b.f.shown : "";
    const lw = labelWidth(b.f.label);
    const pre = b.prefix ? measure(`${b.prefix} `, false) : 0;
    const suf = b.suffix ? measure(` ${b.suffix}`, false) : 0;
    const noteW = b.note ? (measure(b.note, false) * noteSize) / s + 6 : 0;
    const w = Math.min(Math.max(b.size, shown ? measure(shown, look.bold) + 14 : 0, noteW), Math.max(40, widthCap - lw - pre - suf - look.gap - 8));
    const html = `<span style="display:inline-block;vertical-align:top;white-space:nowrap;margin-right:${look.gap}pt">${labelHtml(b.f.label)} ${b.prefix ? `${esc(b.prefix)}${look.kind === "border" ? "&nbsp;" : ""}` : ""}${blankHtml(shown, w, b.note, b.right)}${b.suffix ? ` ${esc(b.suffix)}` : ""}</span>`;
    return { html, width: lw + pre + w + suf + look.gap + (look.kind === "underscore" ? u * 2 : 0) };
  };
  const lineDiv = (inner: string) => `<div style="margin:${look.lineGap}pt 0;line-height:1.35">${inner}</div>`;

  /** The template's lines: blanks in order, at most perLine to a line and as many as fit the width. */
  const lines = (blanks: Array<Blank | null | false>, perLine = look.perLine): string => {
    const out: string[] = [];
    let cur: string[] = [];
    let used = 0;
    for (const b of blanks) {
      if (!b) continue;
      const p = pair(b, CONTENT_PT);
      if (cur.length && (cur.length >= perLine || used + p.width > CONTENT_PT - 8)) {
        out.push(lineDiv(cur.join("")));
        cur = [];
        used = 0;
      }
      cur.push(p.html);
      used += p.width;
    }
    if (cur.length) out.push(lineDiv(cur.join("")));
    return out.join("");
  };

  // headings as a template's author types them
  const hStyle = D("rule" as "rule" | "caps" | "bar" | "numbered", ["rule", "caps", "bar", "numbered"]);
  let hn = 0;
  const head = (key: string, text?: string): string => {
    const t = text ?? headingText(d, key);
    if (hStyle === "rule") return heading(t);
    if (hStyle === "bar") return `<div style="background:#e2e2e2;font-weight:bold;padding:1px 4px;margin:10px 0 4px">${esc(t.toUpperCase())}</div>`;
    return `<div style="font-weight:bold;margin:11px 0 3px">${hStyle === "numbered" ? `${++hn}.&nbsp;&nbsp;` : ""}${esc(t.toUpperCase())}</div>`;
  };
  const sec = (key: string, inner: string, text?: string) => (inner ? `<div class="sec">${head(key, text)}${inner}</div>` : "");

  // a choice among options with a box each ("Yes [X] No [ ]")
  const choice = (label: string, options: string[], chosen: string | null) => {
    const opts = options.map((o) => {
      const b = esc(o === chosen ? look.box[0] : look.box[1]);
      return `<span style="white-space:nowrap;margin-right:14pt">${look.boxAfter ? `${esc(o)} ${b}` : `${b} ${esc(o)}`}</span>`;
    });
    return `<span style="margin-right:10pt">${labelHtml(label)}</span> ${opts.join("")}`;
  };

  const money = (path: string, key: string, n: number): Fact => {
    const f = d.money(path, key, n);
    return look.dollar ? { ...f, shown: stripCurrency(f.shown) } : f;
  };
  const dollar = look.dollar ? "$" : undefined;

  // ---- the dealer: pre-printed in the letterhead, or blanks like the rest
  const dealerBlanks = canonical ? false : chance(r, 0.5);
  const headHtml = dealerBlanks ? titleOnly(pick(r, ["Licensed Motor Dealer", "Motor Dealers and Repairers Act 2013", "", ""])) : dealerLetterhead(d, x);
  const dealerB = dealerBlanks
    ? sec(
        "dealer",
        lines([
          blank(d.text("dealer.name", "dealer.name", x.dealer.name), "l", { note: note("dealer.name") }),
          blank(d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence), "m", { note: note("dealer.licence") }),
          blank(d.text("dealer.abn", "dealer.abn", x.dealer.abn), "m"),
          blank(d.text("dealer.address", "dealer.address", x.dealer.address), "xl", { p: 0.85 }),
          blank(d.text("dealer.phone", "dealer.phone", x.dealer.phone), "m", { p: 0.7 }),
          blank(d.text("dealer.email", "dealer.email", x.dealer.email), "l", { p: 0.5 }),
        ]),
      )
    : "";

  // ---- the contract's own particulars, at the top
  const contractTop = lines([
    blank(d.text("contract.number", "contract.number", x.contractNo), "m"),
    blank(d.date("contract.date", "contract.date", x.date), "m"),
    blank(d.text("contract.salesperson", "salesperson", x.salesperson), "l", { p: 0.7, note: note("salesperson") }),
    blank(d.date("contract.deliveryDate", "deliveryDate", x.deliveryDate), "m", { p: 0.6 }),
  ]);
  const saleTypeAsChoice = canonical || chance(r, 0.6);
  let saleTypeLine = "";
  if (saleTypeAsChoice) {
    const st = d.text("contract.saleType", "contract.saleType", x.vehicle.condition);
    st.mark();
    saleTypeLine = lineDiv(choice(st.label, ["New", "Used", "Demo"], x.vehicle.condition));
  }

  // ---- the purchaser, and a nominated driver's blanks (often left empty: "if different from purchaser")
  const dobNote = d.style.date("2025-03-04") === "04/03/2025" && chance(r, look.notes) ? "(dd/mm/yyyy)" : undefined;
  const customerB = sec(
    "customer",
    lines([
      blank(d.text("customer.name", "customer.name", x.customer.name), "xl", { note: note("customer.name") }),
      blank(d.text("customer.address", "customer.address", x.customer.address), "xl", { p: 0.9, note: note("customer.address") }),
      blank(d.text("customer.phone", "customer.phone", x.customer.phone), "m", { p: 0.8, note: note("customer.phone") }),
      blank(d.text("customer.email", "customer.email", x.customer.email), "l", { p: 0.6 }),
      blank(d.date("customer.dateOfBirth", "customer.dob", x.customer.dob), "m", { p: 0.5, note: dobNote }),
      blank(d.text("customer.licenceNumber", "customer.licence", x.customer.licence), "m", { p: 0.6, note: note("customer.licence") }),
    ]),
  );
  let driverB = "";
  if (canonical || chance(r, 0.35)) {
    const fill = canonical || chance(r, 0.5);
    const driverHead = `${headingText(d, "driver")}${canonical ? "" : pick(r, ["", " (if different from purchaser)", " (if applicable)"])}`;
    driverB = sec(
      "driver",
      lines([
        blank(d.text("driver.name", "driver.name", x.driver.name), "l", { empty: !fill }),
        blank(d.text("driver.licenceNumber", "driver.licence", x.driver.licence), "m", { empty: !fill }),
        blank(d.date("driver.dateOfBirth", "driver.dob", x.driver.dob), "m", { empty: !fill, p: 0.7 }),
      ]),
      driverHead,
    );
  }

  // ---- the vehicle
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const odo = (f: Fact): Fact => (look.odoSuffix ? { ...f, shown: f.shown.replace(/\s*kms?$/i, "") } : f);
  const odoSuffix = look.odoSuffix ? pick(r, ["km", "kms"]) : undefined;
  const vehicleB = sec(
    "vehicle",
    lines([
      blank(vf.make, "m"),
      blank(vf.model, "l"),
      vf.variant && blank(vf.variant, "m"),
      blank(vf.year, "s"),
      blank(vf.body, "m", { p: 0.7 }),
      blank(vf.colour, "m", { p: 0.75 }),
      blank(vf.vin, "l", { note: note("vehicle.vin") }),
      blank(vf.engine, "m", { p: 0.7 }),
      blank(vf.plate, "s", { p: 0.85, note: note("vehicle.plate") }),
      blank(vf.regoExpiry, "m", { p: 0.5 }),
      blank(odo(vf.odometer), "m", { note: note("vehicle.odometer"), suffix: odoSuffix }),
      blank(vf.stock, "m", { p: 0.6 }),
      !saleTypeAsChoice && blank(vf.condition, "s"),
    ]),
  );

  // ---- the trade-in: "Yes [X] No [ ]", then its blanks (printed empty when there is none, or left out)
  const tv = x.tradeIn;
  const tf = vehicleFacts(d, tv ?? x.vehicle, "tradeIn");
  const tradeAsk = D("Trade-in", ["Trade-in", "Trade-in vehicle", "Is a vehicle being traded in?", "Vehicle offered in trade"]);
  const tradeBlanks = tv || canonical || chance(r, 0.6);
  const tradeB = sec(
    "tradeIn",
    lineDiv(choice(tradeAsk, ["Yes", "No"], tv ? "Yes" : "No")) +
      (tradeBlanks
        ? lines([
            blank(tf.make, "m", { empty: !tv }),
            blank(tf.model, "l", { empty: !tv }),
            blank(tf.year, "s", { empty: !tv }),
            blank(tf.vin, "l", { empty: !tv, p: 0.7 }),
            blank(tf.plate, "s", { empty: !tv, p: 0.8 }),
            blank(odo(tf.odometer), "m", { empty: !tv, p: 0.7, suffix: odoSuffix }),
            blank(money("tradeIn.allowance", "tradeIn.allowance", x.price.tradeAllowance), "m", { empty: !tv, prefix: dollar }),
            blank(money("tradeIn.payout", "tradeIn.payout", x.price.payout), "m", { empty: !x.price.payout, prefix: dollar, note: note("tradeIn.payout"), p: x.price.payout ? undefined : 0.5 }),
          ])
        : ""),
  );

  // ---- the price: "Cash price $______" lines at a tab stop, or two to a line
  const p = x.price;
  const pm = (path: string, key: string, n: number, o: { p?: number; note?: string } = {}) => blank(money(path, key, n), "m", { prefix: dollar, right: look.kind === "border" && !canonical && chance(r, 0.5), empty: !n, note: o.note, p: !n ? 0.6 : o.p });
  const priceBlanks = [
    pm("pricing.vehiclePrice", "price.vehicle", p.vehicle),
    pm("pricing.accessoriesTotal", "price.accessories", p.accessories, { p: 0.9 }),
    pm("pricing.dealerDelivery", "price.delivery", p.delivery),
    pm("pricing.registration", "price.registration", p.registration),
    pm("pricing.ctp", "price.ctp", p.ctp),
    pm("pricing.stampDuty", "price.duty", p.duty),
    pm("pricing.totalPrice", "price.total", p.total),
    pm("pricing.gst", "price.gst", p.gst, { p: 0.6 }),
    pm("pricing.tradeInAllowance", "price.tradeAllowance", p.tradeAllowance),
    pm("tradeIn.payout", "price.payoutAdd", p.payout),
    pm("pricing.depositPaid", "price.deposit", p.deposit),
    pm("pricing.balancePayable", "price.balance", balanceOf(x), { note: note("balance") }),
  ].filter((b): b is Blank => !!b);
  let priceInner: string;
  if (canonical || chance(r, 0.65)) {
    // one to a line, the "$" at a tab stop past the longest label
    const tab = Math.max(...priceBlanks.map((b) => labelWidth(b.f.label))) + D(18, [10, 18, 30]);
    priceInner = priceBlanks
      .map((b) => {
        const { html } = pair({ ...b, f: { ...b.f, label: "" } }, CONTENT_PT - tab);
        return lineDiv(`<span style="display:inline-block;vertical-align:top;width:${tab.toFixed(1)}pt">${labelHtml(b.f.label)}</span>${html}`);
      })
      .join("");
  } else priceInner = lines(priceBlanks, 2);
  const priceB = sec("pricing", priceInner);

  // ---- deposit and finance
  const depositB =
    canonical || chance(r, 0.6)
      ? sec("deposit", lines([blank(d.text("deposit.method", "deposit.method", x.deposit.method), "m", { p: 0.8 }), blank(d.text("deposit.receiptNumber", "deposit.receipt", x.deposit.receipt), "m", { p: 0.7 })]))
      : "";
  const bankB =
    canonical || chance(r, 0.3)
      ? sec(
          "bank",
          lines([
            blank(d.text("bankDetails.financier", "bank.financier", x.bank.financier), "l", { p: 0.8 }),
            blank(d.text("bankDetails.accountName", "bank.accountName", x.bank.accountName), "l"),
            blank(d.text("bankDetails.bsb", "bank.bsb", x.bank.bsb), "s"),
            blank(d.text("bankDetails.accountNumber", "bank.accountNumber", x.bank.accountNumber), "m"),
          ]),
        )
      : "";

  // ---- special conditions: typed over the template's ruled lines, wrapped where a line is full
  let condB = "";
  if (canonical || chance(r, 0.5)) {
    const f = d.text("specialConditions", "specialConditions", x.specialConditions);
    const fill = canonical || chance(r, 0.8);
    if (fill) f.mark();
    const first = CONTENT_PT - labelWidth(f.label) - 24;
    const rows: string[] = [];
    let cur = "";
    for (const w of fill ? f.shown.split(" ") : []) {
      const next = cur ? `${cur} ${w}` : w;
      if (measure(next, look.bold) > (rows.length ? CONTENT_PT - 24 : first) - 20 && cur) {
        rows.push(cur);
        cur = w;
      } else cur = next;
    }
    if (cur) rows.push(cur);
    const total = Math.max(rows.length, D(2, [1, 2, 3]));
    const out: string[] = [];
    for (let i = 0; i < total; i++) {
      const w = i ? CONTENT_PT - 24 : first;
      out.push(lineDiv(`${i ? "" : `${labelHtml(f.label)} `}${blankHtml(rows[i] ?? "", w)}`));
    }
    condB = `<div class="sec" style="margin-top:8px">${out.join("")}</div>`;
  }

  const small = !canonical && chance(r, 0.4) ? shuffle(r, TERMS).slice(0, 2).map((t) => para(t, "terms")).join("") : "";
  const ack = D("The Purchaser offers to purchase the vehicle described above on the terms of this contract and acknowledges receiving a copy of it.", [
    "The Purchaser offers to purchase the vehicle described above on the terms of this contract and acknowledges receiving a copy of it.",
    "I/We have read and agree to the terms and conditions of sale overleaf.",
    "The Purchaser acknowledges that the particulars above are true and correct.",
    "",
  ]);

  // ---- signatures: "Signed by the Purchaser ________ Date ___/___/____"
  const date = d.date("signatures.dateSigned", "sign.date", x.date);
  const dated = canonical || chance(r, 0.7);
  const parts = date.shown.split("/");
  // the template's "___/___/____": the date typed into its slots, or typed over them where it is not d/m/y
  const slots = canonical || chance(r, 0.65);
  const slotted = slots && (!dated || parts.length === 3);
  const dateHtml = (() => {
    if (!slotted) return blankHtml(dated ? (date.mark(), date.shown) : "", W.m * look.scale);
    if (dated) date.mark();
    const lens = [2, 2, 4];
    const slot = (i: number) => {
      const v = dated ? parts[i] : "";
      if (look.kind === "border") return `<span style="display:inline-block;vertical-align:top;width:${(lens[i] * 0.62 * s + 8).toFixed(1)}pt;border-bottom:${look.rule};text-align:center;white-space:nowrap">${v ? `<span style="${valueCss}">${esc(v)}</span>` : "&nbsp;"}</span>`;
      const n = [3, 3, 4][i];
      return v ? (look.lead === "start" ? `${esc(v)}${"_".repeat(Math.max(0, n - v.length))}` : `${"_".repeat(Math.max(0, n - v.length))}${esc(v)}`) : "_".repeat(n);
    };
    return `<span style="white-space:nowrap">${slot(0)}/${slot(1)}/${slot(2)}</span>`;
  })();
  const signLabel = D("Signed by the Purchaser", ["Signed by the Purchaser", "Purchaser's signature", "Signature of Purchaser", "Purchaser(s) signature"]);
  const sigW = W.l * 0.9 * look.scale;
  const signLine = lineDiv(
    `<span style="display:inline-block;vertical-align:top;white-space:nowrap;margin-right:${look.gap}pt">${labelHtml(signLabel)} ${blankHtml("", sigW)}</span><span style="display:inline-block;vertical-align:top;white-space:nowrap">${labelHtml(date.label)} ${dateHtml}</span>`,
  );
  const nameLine = canonical || chance(r, 0.6) ? lines([blank(d.text("signatures.purchaserName", null, x.customer.name, D("Name of Purchaser (print)", ["Name of Purchaser (print)", "Print name", "Purchaser's name", "Name"])), "l", { note: note("sign.name") })]) : "";
  const dealerSign = D("Signed for the Dealer", ["Signed for the Dealer", "Signed on behalf of the Dealer", "Dealer's representative", "Authorised officer of the Dealer"]);
  const rep = d.text("signatures.dealerRepresentative", null, x.salesperson, D("Name", ["Name", "Print name", "Name of representative"]));
  const repBlank = blank(rep, "l", { p: 0.6 });
  const dealerLine = lineDiv(`<span style="display:inline-block;vertical-align:top;white-space:nowrap;margin-right:${look.gap}pt">${labelHtml(dealerSign)} ${blankHtml("", sigW)}</span>${repBlank ? pair(repBlank, CONTENT_PT / 2).html : ""}`);
  const signB = `<div class="sec" style="margin-top:14px">${ack ? para(ack) : ""}${signLine}${nameLine}${dealerLine}</div>`;

  const body = [contractTop, saleTypeLine, dealerB, customerB, driverB, vehicleB, tradeB, priceB, depositB, bankB, condB, small, signB].join("");
  return finish(d, headHtml, body, title(d), dealerBlanks ? D<"center" | "left">("center", ["center", "left"]) : undefined);
}

// 14. A dealer-management system's boxed contract: each section a ruled box whose name is printed sideways
//     ("PURCHASER", "VEHICLE", "TRADE-IN", "PRICE", rotated 90° or -90°) in a narrow strip down the box's left
//     edge, reversed out of a dark strip, on a grey one or between rules; inside each box a dense grid of
//     cells, a small caption over each value, amounts (and some figures) right-aligned in their cells or set
//     beside their caption; the price as two ruled columns of lines or as more cells; the trade-in box
//     printed with empty cells when nothing is traded; a signature strip of cells at the foot.

/** Section names as the strips print them: short, as they must fit down the side of a box. */
const STRIP_NAMES: Record<string, string[]> = {
  dealer: ["DEALER", "SELLER", "VENDOR", "DEALER DETAILS"],
  contract: ["CONTRACT", "SALE", "DEAL", "ORDER"],
  customer: ["PURCHASER", "BUYER", "CUSTOMER", "PURCHASER(S)", "SOLD TO"],
  driver: ["DRIVER", "NOMINATED DRIVER", "PRINCIPAL DRIVER"],
  vehicle: ["VEHICLE", "VEHICLE DETAILS", "MOTOR VEHICLE", "VEHICLE SOLD"],
  tradeIn: ["TRADE-IN", "TRADE IN", "TRADE", "TRADE VEHICLE"],
  accessories: ["OPTIONS", "ACCESSORIES", "EXTRAS", "OPTIONS / ACC."],
  pricing: ["PRICE", "PRICING", "SETTLEMENT", "PRICE / SETTLEMENT"],
  deposit: ["DEPOSIT", "DEPOSIT PAID"],
  bank: ["FINANCE", "FINANCIER", "BANK"],
  conditions: ["CONDITIONS", "SPECIAL CONDITIONS", "REMARKS"],
  signatures: ["ACCEPTANCE", "SIGNATURES", "EXECUTION", "SIGN"],
};

const ROT_MONEY = /^(pricing\.|deposit\.amount$|tradeIn\.(allowance|payout)$)/;
const ROT_FIGURE = /^(vehicle|tradeIn)\.(odometer|year)$/;

function rotatedMargins(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { maxSize: 10 });
  const x = deal(r, { trade: canonical ? true : undefined });
  const D = <T>(canon: T, list: readonly T[]): T => (canonical ? canon : pick(r, list));
  const s = d.style.size;
  const measure = measurer(d.style);
  const px = (pt: number) => (pt * 4) / 3;
  const look = {
    rot: D(-90, [-90, -90, 90]),
    strip: D("reverse", ["reverse", "reverse", "shade", "plain"]),
    stripInk: D("#000", ["#000", d.style.accent, "#333"]),
    namePt: D(7.5, [6.5, 7, 7.5, 8.5]),
    letterSpacing: D(1, [0, 0.5, 1, 1.5]),
    nameUpper: canonical || chance(r, 0.85),
    capUpper: !canonical && chance(r, 0.4),
    capPt: Math.max(5.5, s - D(3, [2.5, 3, 3.5])),
    cols: D(5, [4, 5, 6, 6]),
    rightMoney: canonical || chance(r, 0.85),
    rightFigures: !canonical && chance(r, 0.4),
    inlineMoney: !canonical && chance(r, 0.35),
    priceLayout: D("lines", ["lines", "lines", "grid"]),
    gap: D(4, [0, 3, 5, 8]),
    rule: D("0.75px solid #000", ["0.75px solid #000", "0.5px solid #333", "1px solid #222"]),
    outer: D("1.5px solid #000", ["1.5px solid #000", "1px solid #000", "2px solid #000"]),
    valueBold: !canonical && chance(r, 0.2),
  };
  const stripPx = Math.round(px(look.namePt) * 1.5 + 6);
  const availPt = CONTENT_PT - stripPx * 0.75 - 2;
  const capText = (t: string) => (look.capUpper ? t.toUpperCase() : t);
  const capW = (t: string) => (measure(capText(t), false) * look.capPt) / s;
  const cs = (span: number) => (span > 1 ? ` colspan="${span}"` : "");
  const td = `border:${look.rule};padding:1px 3px 2px;vertical-align:top`;
  const colgroup = (widths: number[]) => `<col style="width:${stripPx}px">${widths.map((w) => `<col style="width:${w.toFixed(1)}pt">`).join("")}`;

  /** The section's name down the strip, turned -90° (read bottom to top) or 90° (top to bottom). */
  const strip = (key: string, rows: number, boxPx: number): string => {
    const cased = (n: string) => (look.nameUpper ? n : n.toLowerCase().replace(/(^|[\s/-])([a-z])/g, (_, a, b) => a + b.toUpperCase()));
    const len = (n: string) => Math.ceil(px((measure(n, true) * look.namePt) / s + look.letterSpacing * n.length) + 12);
    let name = cased(D(STRIP_NAMES[key][0], STRIP_NAMES[key]));
    // a name longer than the box is tall gives way to the list's shortest (forms size their strips so)
    if (len(name) > boxPx * 1.15) name = STRIP_NAMES[key].map(cased).reduce((a, b) => (len(b) < len(a) ? b : a));
    const h = len(name);
    const ink = look.strip === "reverse" ? `background:${look.stripInk};color:#fff` : look.strip === "shade" ? "background:#d9d9d9;color:#000" : "color:#000";
    const turn = `rotate(${look.rot}deg)`;
    const place = look.rot === -90 ? `left:0;top:${h}px` : `left:${stripPx}px;top:0`;
    const inner = `<div style="position:absolute;${place};width:${h}px;height:${stripPx}px;line-height:${stripPx}px;text-align:center;white-space:nowrap;font-weight:bold;font-size:${look.namePt}pt;letter-spacing:${look.letterSpacing}pt;transform-origin:0 0;-webkit-transform-origin:0 0;transform:${turn};-webkit-transform:${turn}">${esc(name)}</div>`;
    return `<td rowspan="${rows}" style="border:${look.rule};padding:0;vertical-align:middle;${ink}"><div style="position:relative;width:${stripPx}px;height:${h}px;margin:0 auto">${inner}</div></td>`;
  };

  /** A ruled box: the strip in its first row, then its rows of cells. */
  const box = (key: string | null, widths: number[], rows: string[], extra = "", rowPx = px(look.capPt * 1.15 + s * 1.2) + 5): string => {
    if (!rows.length) return "";
    const first = key ? strip(key, rows.length, rows.length * rowPx) : "";
    const cols = key ? colgroup(widths) : widths.map((w) => `<col style="width:${w.toFixed(1)}pt">`).join("");
    return `<table style="width:100%;table-layout:fixed;border-collapse:collapse;border:${look.outer};margin:${look.gap}px 0 0;page-break-inside:avoid${extra}">${cols}${rows.map((row, i) => `<tr>${i ? "" : first}${row}</tr>`).join("")}</table>`;
  };

  type Item = Fact | { f: Fact; empty: true };
  /** One cell: the caption small over the value, or (amounts, at times) beside it with the value at the right. */
  const cell = (f: Fact, span: number, empty: boolean): string => {
    if (!empty) f.mark();
    const path = f.path ?? "";
    const money = ROT_MONEY.test(path);
    const right = (money && look.rightMoney) || (ROT_FIGURE.test(path) && look.rightFigures);
    const bold = look.valueBold || path === "pricing.totalPrice" || path === "pricing.balancePayable";
    const value = empty ? "&nbsp;" : esc(f.shown);
    const vcss = `${bold && !empty ? "font-weight:bold;" : ""}${/\S{27,}/.test(f.shown) ? "word-break:break-all;" : ""}`;
    const cap = esc(capText(f.label));
    if (money && look.inlineMoney) return `<td${cs(span)} style="${td}"><span style="float:left;font-size:${look.capPt}pt;color:#333;white-space:nowrap;padding-top:2px">${cap}</span><div style="text-align:right;white-space:nowrap;${vcss}">${value}</div></td>`;
    return `<td${cs(span)} style="${td}"><div style="font-size:${look.capPt}pt;color:#333;white-space:nowrap;line-height:1.15">${cap}</div><div style="line-height:1.2;padding:0 2px;${right ? "text-align:right;" : ""}${vcss}">${value}</div></td>`;
  };
  /** Cells in rows of `cols`, a long value (or caption) taking two or more; each row's last cell fills it out. */
  const grid = (items: Array<Item | null | undefined | false>, cols = look.cols, widthPt = availPt): string[] => {
    const cellPt = widthPt / cols;
    const rows: string[] = [];
    let row: Array<{ item: Item; span: number }> = [];
    let used = 0;
    const flush = () => {
      if (!row.length) return;
      row[row.length - 1].span += cols - used;
      rows.push(row.map((c) => ("empty" in c.item ? cell(c.item.f, c.span, true) : cell(c.item, c.span, false))).join(""));
      row = [];
      used = 0;
    };
    for (const it of items) {
      if (!it) continue;
      const f = "empty" in it ? it.f : it;
      const inline = ROT_MONEY.test(f.path ?? "") && look.inlineMoney;
      // (the measure is Helvetica's, a little under the wider faces and bold: a margin, so no value wraps)
      const need = inline ? capW(f.label) * 1.1 + measure(f.shown, look.valueBold) * 1.1 + 20 : Math.max(capW(f.label) * 1.1 + 10, ("empty" in it ? 30 : measure(f.shown, look.valueBold) * 1.1) + 14);
      const span = Math.min(cols, Math.max(1, Math.ceil(need / cellPt)));
      if (used + span > cols) flush();
      row.push({ item: it, span });
      used += span;
    }
    flush();
    return rows;
  };
  const even = (cols: number) => Array.from({ length: cols }, () => availPt / cols);
  const gridBox = (key: string, items: Array<Item | null | undefined | false>, cols = look.cols) => box(key, even(cols), grid(items, cols));

  // ---- the dealer: a letterhead across the top, or a box of its own
  const dealerBoxed = !canonical && chance(r, 0.4);
  const sub = pick(r, ["Licensed Motor Dealer", "Motor Dealers and Repairers Act 2013 (NSW)", "Customer copy", "Dealer copy", ""]);
  let head = dealerBoxed ? titleOnly(sub) : dealerLetterhead(d, x, { email: canonical || chance(r, 0.5) });
  const dealerB = dealerBoxed ? gridBox("dealer", dealerFacts(d, x)) : "";

  // ---- the contract's particulars: a box, or a small grid of cells under the letterhead at the right
  const saleTypeAt = D<"contract" | "vehicle" | "ticks">("contract", ["contract", "vehicle", "ticks"]);
  const saleType = d.text("contract.saleType", "contract.saleType", x.vehicle.condition);
  const custNo = !canonical && chance(r, 0.35) ? d.text(null, null, x.customerNo, pick(r, ["Customer No.", "Cust. No.", "Customer #", "Client ID"])) : null;
  const contractItems: MaybeFact[] = [
    d.text("contract.number", "contract.number", x.contractNo),
    d.date("contract.date", "contract.date", x.date),
    saleTypeAt === "contract" && saleType,
    opt(d, 0.7, d.text("contract.salesperson", "salesperson", x.salesperson)),
    opt(d, 0.6, d.date("contract.deliveryDate", "deliveryDate", x.deliveryDate)),
  ];
  const contractBoxed = canonical || chance(r, 0.55);
  let contractB = "";
  if (contractBoxed) contractB = gridBox("contract", contractItems);
  else {
    const its = contractItems.filter(Boolean) as Fact[];
    const n = Math.min(its.length, 3);
    const w = (availPt * 0.55) / n;
    head += `<div style="margin:-4px 0 2px">${box(null, Array.from({ length: n }, () => w), grid(its, n, availPt * 0.55), ";width:55%;margin-left:auto")}</div>`;
  }

  // ---- the purchaser (a customer number the system prints beside it is no profile fact) and a nominated driver
  const cu = [
    d.text("customer.name", "customer.name", x.customer.name),
    custNo,
    opt(d, 0.9, d.text("customer.address", "customer.address", x.customer.address)),
    opt(d, 0.8, d.text("customer.phone", "customer.phone", x.customer.phone)),
    opt(d, 0.6, d.text("customer.email", "customer.email", x.customer.email)),
    opt(d, 0.5, d.date("customer.dateOfBirth", "customer.dob", x.customer.dob)),
    opt(d, 0.6, d.text("customer.licenceNumber", "customer.licence", x.customer.licence)),
  ];
  const customerB = gridBox("customer", cu);
  const driverB = gridBox("driver", driverFacts(d, x));

  // ---- the vehicle; the sale type as a cell there, or ticked in a cell of its own
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const vItems: MaybeFact[] = vehicleList(d, vf, { stock: true, expiry: true });
  if (saleTypeAt === "vehicle") vItems.splice(0, 0, saleType);
  let vRows = grid(vItems);
  if (saleTypeAt === "ticks") {
    saleType.mark();
    const [on, off] = pick(r, [["[X]", "[ ]"], ["☒", "☐"], ["■", "□"]] as const);
    const opts = shuffle(r, ["New", "Used", "Demo"]).map((o) => `<span style="white-space:nowrap;margin-right:10pt">${esc(o === x.vehicle.condition ? on : off)}&nbsp;${esc(look.capUpper ? o.toUpperCase() : o)}</span>`).join(" ");
    vRows = [`<td colspan="${look.cols}" style="${td}"><span style="font-size:${look.capPt}pt;color:#333;margin-right:8pt">${esc(capText(saleType.label))}</span> ${opts}</td>`, ...vRows];
  }
  const vehicleB = box("vehicle", even(look.cols), vRows);

  // ---- the trade-in: its cells, or the same cells printed empty when nothing is traded (or no box at all)
  let tradeB = "";
  if (x.tradeIn) tradeB = gridBox("tradeIn", tradeList(d, x));
  else if (chance(r, 0.5)) {
    const tf = vehicleFacts(d, x.vehicle, "tradeIn");
    const empty = (f: Fact): Item => ({ f, empty: true });
    tradeB = gridBox("tradeIn", [tf.make, tf.model, tf.year, tf.vin, tf.plate, tf.odometer, d.money("tradeIn.allowance", "tradeIn.allowance", 0), d.money("tradeIn.payout", "tradeIn.payout", 0)].map(empty));
  }

  // ---- options and accessories: description across, the price at the right
  let accB = "";
  if (x.accessories.length && (canonical || chance(r, 0.7))) {
    d.set("accessories", x.accessories.map((a) => ({ description: a.description, quantity: null, amount: a.amount })));
    d.moneyPrinted = true;
    const capRow = `<td colspan="${look.cols - 1}" style="${td};font-size:${look.capPt}pt;color:#333">${esc(capText(D("Description", ["Description", "Option / Accessory", "Item", "Dealer fitted options"])))}</td><td style="${td};font-size:${look.capPt}pt;color:#333;text-align:right">${esc(capText(D("Amount", ["Amount", "Price", "Fitted price", "Inc GST"])))}</td>`;
    const rows = x.accessories.map((a) => `<td colspan="${look.cols - 1}" style="${td}">${esc(a.description)}</td><td style="${td};text-align:right;white-space:nowrap">${esc(d.style.money(a.amount))}</td>`);
    accB = box("accessories", even(look.cols), [capRow, ...rows]);
  }

  // ---- the price: two ruled columns of lines (charges | settlement), or cells like the rest
  const pf = (pricingFacts(d, x).filter(Boolean) as Fact[]);
  let priceB: string;
  if (look.priceLayout === "lines") {
    const settle = /^(pricing\.(tradeInAllowance|depositPaid|balancePayable)|tradeIn\.payout)$/;
    const gstRight = !canonical && chance(r, 0.5);
    const left = pf.filter((f) => !settle.test(f.path ?? "") && !(gstRight && f.path === "pricing.gst"));
    const right = pf.filter((f) => settle.test(f.path ?? "") || (gstRight && f.path === "pricing.gst"));
    const line = `border-bottom:${look.rule.replace(/^\S+/, "0.5px")};padding:1px 4px`;
    const pair = (f: Fact | undefined, sep: boolean) => {
      const l = sep ? `border-left:${look.rule};` : "";
      if (!f) return `<td style="${l}${line}">&nbsp;</td><td style="${line}"></td>`;
      f.mark();
      const b = f.path === "pricing.totalPrice" || f.path === "pricing.balancePayable" ? "font-weight:bold;" : "";
      return `<td style="${l}${line};font-size:${Math.max(6.5, s - 1)}pt;${b}">${esc(f.label)}</td><td style="${line};text-align:${look.rightMoney ? "right" : "left"};white-space:nowrap;${b}">${esc(f.shown)}</td>`;
    };
    const n = Math.max(left.length, right.length);
    const rows = Array.from({ length: n }, (_, i) => pair(left[i], false) + pair(right[i], true));
    priceB = box("pricing", [availPt * 0.31, availPt * 0.19, availPt * 0.31, availPt * 0.19], rows, "", px(s * 1.25) + 3);
  } else priceB = gridBox("pricing", pf, Math.min(look.cols, 5));

  const depositB = gridBox("deposit", depositFacts(d, x));
  const bankB = gridBox("bank", bankFacts(d, x));
  const condB = canonical || chance(r, 0.5) ? gridBox("conditions", [d.text("specialConditions", "specialConditions", x.specialConditions)], 1) : "";

  // ---- the foot: the purchaser's acknowledgement, then a strip of signature cells
  const ack = D("The Purchaser agrees to purchase the vehicle described above on the terms and conditions of this contract, including those overleaf, and acknowledges receiving a copy of it.", [
    "The Purchaser agrees to purchase the vehicle described above on the terms and conditions of this contract, including those overleaf, and acknowledges receiving a copy of it.",
    "I/We have read and understood the terms and conditions of sale overleaf and agree to be bound by them.",
    "This contract is not binding on the Dealer until signed by an authorised officer of the Dealer.",
    "",
  ]);
  const small = !canonical && chance(r, 0.35) ? shuffle(r, TERMS).slice(0, 2).map((t) => para(t, "terms")).join("") : "";
  const sigUnder = D(true, [true, false]);
  const sigH = D(34, [28, 34, 40]);
  const sigCell = (caption: string, f: Fact | null, span: number) => {
    if (f) f.mark();
    const v = f ? `<div style="padding:0 2px">${esc(f.shown)}</div>` : "";
    const c = `<div style="font-size:${look.capPt}pt;color:#333;white-space:nowrap">${esc(capText(caption))}</div>`;
    return sigUnder
      ? `<td${cs(span)} style="border:${look.rule};padding:1px 3px;vertical-align:bottom;height:${sigH}px">${v}<div style="border-top:0.5px dotted #555">${c}</div></td>`
      : `<td${cs(span)} style="border:${look.rule};padding:1px 3px;vertical-align:top;height:${sigH}px">${c}${f ? `<div style="margin-top:${Math.round(sigH / 3)}px">${esc(f.shown)}</div>` : ""}</td>`;
  };
  const signDate = d.date("signatures.dateSigned", "sign.date", x.date);
  const pName = canonical || chance(r, 0.5) ? d.text("signatures.purchaserName", "sign.purchaser", x.customer.name, D("Purchaser's Name", ["Purchaser's Name", "Print Name", "Name of Purchaser"])) : null;
  const rep = canonical || chance(r, 0.7) ? d.text("signatures.dealerRepresentative", null, x.salesperson, D("Name", ["Name", "Print Name", "Dealer Representative", "Authorised Officer"])) : null;
  const sigCols = 6;
  const row1 = [sigCell(D("Purchaser's Signature", ["Purchaser's Signature", "Signature of Purchaser(s)", "Purchaser(s) sign here"]), null, 2), pName ? sigCell(pName.label, pName, 2) : "", sigCell(signDate.label, signDate, pName ? 2 : 4)].join("");
  const row2 = [sigCell(D("Signed for the Dealer", ["Signed for the Dealer", "Dealer's Authorised Signatory", "For and on behalf of the Dealer"]), null, 2), sigCell(rep ? rep.label : D("Name", ["Name", "Print Name"]), rep, 4)].join("");
  const sigStrip = canonical || chance(r, 0.6);
  const signB = box(sigStrip ? "signatures" : null, sigStrip ? even(sigCols) : even(sigCols).map((w) => w + (stripPx * 0.75) / sigCols), [row1, row2], "", sigH + 3);
  const foot = !canonical && chance(r, 0.6)
    ? `<div style="margin-top:6px;font-size:${Math.max(6, s - 3)}pt;color:#555">${esc(pick(r, ["Printed", "Print date", "Printed on"]))} ${esc(d.style.date(x.date))} ${int(r, 8, 17)}:${String(int(r, 0, 59)).padStart(2, "0")} · ${esc(pick(r, ["User", "Op", "By"]))}: ${esc(pick(r, ["SALES01", "JSMITH", "ADMIN", "FI2", "SM"]))} · ${esc(pick(r, ["Form SC-01", "CONTRACT v3.2", "Rep: SC02", "Doc 1 of 1"]))} · ${esc(pick(r, ["Page 1 of 1", "Page 1", "1/1"]))}</div>`
    : "";

  const order = [contractB, dealerB, customerB, driverB, vehicleB, tradeB, accB, priceB, depositB, bankB, condB];
  const body = [...order, ack || small ? `<div style="margin-top:6px">${ack ? para(ack) : ""}${small}</div>` : "", signB, foot].join("");
  return finish(d, head, body, title(d), dealerBoxed ? D<"left" | "center">("left", ["left", "center"]) : undefined);
}

// 15. A dealer's contract printed for a bilingual market (an Australian dealer serving Italian-, Vietnamese-,
//     Spanish- or French-speaking customers): every label in English and a second language, in one of the
//     arrangements such forms use (drawn per document): "Purchaser / Acquirente" on one line, the
//     translation in small italics under the English label, the translation in parentheses after it, two
//     label columns (English left, translation right, the value between them), or boxes captioned in both
//     languages at their two top corners. Headings, title, totals and signatures bilingual too.
type BiLang = "it" | "vi" | "es" | "fr";
const BI_LANGS: BiLang[] = ["it", "vi", "es", "fr"];
/** [English, Italian, Vietnamese, Spanish, French]: one wording of a label and its translations. */
type Bi = [string, string, string, string, string];
const BI_LABELS: Record<string, Bi[]> = {
  "dealer.name": [["Dealer", "Concessionario", "Đại lý", "Concesionario", "Concessionnaire"], ["Dealer Name", "Nome del concessionario", "Tên đại lý", "Nombre del concesionario", "Nom du concessionnaire"]],
  "dealer.abn": [["ABN", "Numero ABN", "Số ABN", "Número ABN", "Numéro ABN"]],
  "dealer.licence": [["Dealer Licence No.", "N. licenza concessionario", "Số giấy phép đại lý", "N.º de licencia del concesionario", "N° de licence du concessionnaire"], ["Motor Dealer Licence", "Licenza commerciante di veicoli", "Giấy phép kinh doanh xe", "Licencia de comerciante de vehículos", "Licence de commerçant de véhicules"], ["Licence No.", "Licenza n.", "Số giấy phép", "Licencia n.º", "Licence n°"]],
  "dealer.address": [["Address", "Indirizzo", "Địa chỉ", "Dirección", "Adresse"], ["Business Address", "Sede", "Địa chỉ kinh doanh", "Domicilio comercial", "Adresse d'affaires"]],
  "dealer.phone": [["Phone", "Telefono", "Điện thoại", "Teléfono", "Téléphone"]],
  "dealer.email": [["Email", "Posta elettronica", "Thư điện tử", "Correo electrónico", "Courriel"]],
  "customer.name": [["Purchaser", "Acquirente", "Người mua", "Comprador", "Acheteur"], ["Purchaser Name", "Nome dell'acquirente", "Họ tên người mua", "Nombre del comprador", "Nom de l'acheteur"], ["Buyer", "Compratore", "Bên mua", "Comprador", "Acquéreur"], ["Full Name", "Nome e cognome", "Họ và tên", "Nombre completo", "Nom complet"]],
  "customer.address": [["Address", "Indirizzo", "Địa chỉ", "Dirección", "Adresse"], ["Residential Address", "Indirizzo di residenza", "Địa chỉ cư trú", "Domicilio", "Adresse du domicile"]],
  "customer.phone": [["Phone", "Telefono", "Điện thoại", "Teléfono", "Téléphone"], ["Mobile", "Cellulare", "Di động", "Móvil", "Portable"]],
  "customer.email": [["Email", "Posta elettronica", "Thư điện tử", "Correo electrónico", "Courriel"], ["Email Address", "Indirizzo e-mail", "Địa chỉ email", "Dirección de correo", "Adresse courriel"]],
  "customer.dob": [["Date of Birth", "Data di nascita", "Ngày sinh", "Fecha de nacimiento", "Date de naissance"], ["DOB", "Nato/a il", "Ngày sinh", "F. de nacimiento", "Né(e) le"]],
  "customer.licence": [["Licence No.", "N. patente", "Số bằng lái", "N.º de licencia", "N° de permis"], ["Driver Licence No.", "N. patente di guida", "Số bằng lái xe", "N.º de licencia de conducir", "N° de permis de conduire"]],
  "contract.number": [["Contract No.", "Contratto n.", "Số hợp đồng", "Contrato n.º", "Contrat n°"], ["Agreement No.", "Accordo n.", "Số thỏa thuận", "Acuerdo n.º", "Entente n°"], ["Order No.", "Ordine n.", "Số đơn hàng", "Pedido n.º", "Commande n°"]],
  "contract.date": [["Date", "Data", "Ngày", "Fecha", "Date"], ["Contract Date", "Data del contratto", "Ngày hợp đồng", "Fecha del contrato", "Date du contrat"], ["Date of Agreement", "Data dell'accordo", "Ngày ký thỏa thuận", "Fecha del acuerdo", "Date de l'entente"]],
  "contract.saleType": [["Sale Type", "Tipo di vendita", "Hình thức bán", "Tipo de venta", "Type de vente"], ["Vehicle Sold As", "Veicolo venduto come", "Xe được bán dưới dạng", "Vehículo vendido como", "Véhicule vendu comme"]],
  salesperson: [["Salesperson", "Venditore", "Nhân viên bán hàng", "Vendedor", "Vendeur"], ["Sales Consultant", "Consulente vendite", "Tư vấn bán hàng", "Asesor comercial", "Conseiller aux ventes"]],
  deliveryDate: [["Delivery Date", "Data di consegna", "Ngày giao xe", "Fecha de entrega", "Date de livraison"], ["Est. Delivery", "Consegna prevista", "Dự kiến giao xe", "Entrega prevista", "Livraison prévue"]],
  "vehicle.make": [["Make", "Marca", "Hiệu xe", "Marca", "Marque"]],
  "vehicle.model": [["Model", "Modello", "Mẫu xe", "Modelo", "Modèle"]],
  "vehicle.modelVariant": [["Model", "Modello", "Mẫu xe", "Modelo", "Modèle"], ["Model Description", "Descrizione modello", "Mô tả mẫu xe", "Descripción del modelo", "Description du modèle"]],
  "vehicle.variant": [["Variant", "Versione", "Phiên bản", "Versión", "Version"], ["Series", "Allestimento", "Dòng xe", "Serie", "Série"]],
  "vehicle.year": [["Year", "Anno", "Năm", "Año", "Année"], ["Year of Manufacture", "Anno di fabbricazione", "Năm sản xuất", "Año de fabricación", "Année de fabrication"]],
  "vehicle.body": [["Body Type", "Carrozzeria", "Kiểu thân xe", "Tipo de carrocería", "Carrosserie"]],
  "vehicle.colour": [["Colour", "Colore", "Màu xe", "Color", "Couleur"]],
  "vehicle.vin": [["VIN", "Numero di telaio", "Số khung (VIN)", "N.º de bastidor", "NIV"], ["Chassis No.", "N. telaio", "Số khung", "N.º de chasis", "N° de châssis"]],
  "vehicle.engine": [["Engine No.", "N. motore", "Số máy", "N.º de motor", "N° de moteur"]],
  "vehicle.plate": [["Registration No.", "Targa", "Biển số", "Matrícula", "N° d'immatriculation"], ["Rego", "Targa", "Biển số xe", "Matrícula", "Plaque"]],
  "vehicle.regoExpiry": [["Rego Expiry", "Scadenza registrazione", "Hạn đăng ký", "Vencimiento del registro", "Expiration de l'immatriculation"]],
  "vehicle.odometer": [["Odometer", "Contachilometri", "Số km đã chạy", "Odómetro", "Odomètre"], ["Kilometres", "Chilometraggio", "Số km", "Kilometraje", "Kilométrage"]],
  "vehicle.stock": [["Stock No.", "Codice magazzino", "Mã kho", "N.º de stock", "N° de stock"]],
  "tradeIn.allowance": [["Trade-in Allowance", "Valutazione permuta", "Giá trị xe đổi", "Valor de la permuta", "Valeur d'échange"], ["Trade Value", "Valore permuta", "Giá xe đổi", "Valor de permuta", "Valeur de reprise"]],
  "tradeIn.payout": [["Payout", "Debito residuo", "Số tiền tất toán", "Saldo del préstamo", "Solde du prêt"]],
  "price.vehicle": [["Vehicle Price", "Prezzo del veicolo", "Giá xe", "Precio del vehículo", "Prix du véhicule"], ["Cash Price", "Prezzo in contanti", "Giá tiền mặt", "Precio al contado", "Prix comptant"]],
  "price.accessories": [["Accessories", "Accessori", "Phụ kiện", "Accesorios", "Accessoires"], ["Options & Accessories", "Optional e accessori", "Tùy chọn & phụ kiện", "Opciones y accesorios", "Options et accessoires"]],
  "price.delivery": [["Dealer Delivery", "Spese di consegna", "Phí giao xe", "Gastos de entrega", "Frais de livraison"]],
  "price.registration": [["Registration", "Immatricolazione", "Phí đăng ký", "Matriculación", "Immatriculation"]],
  "price.ctp": [["CTP Insurance", "Assicurazione CTP", "Bảo hiểm CTP", "Seguro CTP", "Assurance CTP"]],
  "price.duty": [["Stamp Duty", "Imposta di bollo", "Thuế trước bạ", "Impuesto de timbre", "Droits de timbre"]],
  "price.total": [["Total Price", "Prezzo totale", "Tổng giá", "Precio total", "Prix total"], ["Drive Away Price", "Prezzo chiavi in mano", "Giá lăn bánh", "Precio llave en mano", "Prix clés en main"], ["Total", "Totale", "Tổng cộng", "Total", "Total"]],
  "price.gst": [["GST Included", "GST inclusa", "Đã gồm GST", "GST incluido", "GST incluse"]],
  "price.tradeAllowance": [["Less Trade-in Allowance", "Meno valutazione permuta", "Trừ giá trị xe đổi", "Menos valor de la permuta", "Moins valeur d'échange"]],
  "price.payoutAdd": [["Add Payout", "Più debito residuo", "Cộng tiền tất toán", "Más saldo del préstamo", "Plus solde du prêt"]],
  "price.deposit": [["Less Deposit", "Meno acconto", "Trừ tiền đặt cọc", "Menos depósito", "Moins acompte"], ["Deposit Paid", "Acconto versato", "Tiền cọc đã trả", "Depósito pagado", "Acompte versé"]],
  "price.balance": [["Balance Payable", "Saldo da pagare", "Số tiền còn phải trả", "Saldo a pagar", "Solde à payer"], ["Balance Due on Delivery", "Saldo alla consegna", "Số dư trả khi giao xe", "Saldo a la entrega", "Solde dû à la livraison"]],
  "deposit.amount": [["Deposit", "Acconto", "Tiền đặt cọc", "Depósito", "Acompte"]],
  "deposit.method": [["Payment Method", "Modalità di pagamento", "Hình thức thanh toán", "Forma de pago", "Mode de paiement"]],
  "deposit.receipt": [["Receipt No.", "Ricevuta n.", "Số biên nhận", "Recibo n.º", "Reçu n°"]],
  "sign.purchaser": [["Purchaser's Name", "Nome dell'acquirente", "Họ tên người mua", "Nombre del comprador", "Nom de l'acheteur"], ["Print Name", "Nome in stampatello", "Họ tên (in hoa)", "Nombre en letra de imprenta", "Nom en lettres moulées"]],
  "sign.date": [["Date", "Data", "Ngày", "Fecha", "Date"], ["Date Signed", "Data della firma", "Ngày ký", "Fecha de firma", "Date de signature"]],
  "sign.rep": [["Name", "Nome", "Họ tên", "Nombre", "Nom"], ["Dealer Representative", "Rappresentante del concessionario", "Đại diện đại lý", "Representante del concesionario", "Représentant du concessionnaire"]],
  "sign.purchaserTitle": [["Purchaser's Signature", "Firma dell'acquirente", "Chữ ký người mua", "Firma del comprador", "Signature de l'acheteur"], ["Signature of Purchaser(s)", "Firma dell'acquirente/i", "Chữ ký của (các) người mua", "Firma del/de los comprador(es)", "Signature de l'acheteur (des acheteurs)"]],
  "sign.dealerTitle": [["Signed for the Dealer", "Firmato per il concessionario", "Đại diện đại lý ký", "Firmado por el concesionario", "Signé pour le concessionnaire"], ["For and on behalf of the Dealer", "Per conto del concessionario", "Thay mặt đại lý", "En nombre del concesionario", "Au nom du concessionnaire"]],
  "acc.description": [["Description", "Descrizione", "Mô tả", "Descripción", "Description"], ["Accessory", "Accessorio", "Phụ kiện", "Accesorio", "Accessoire"]],
  "acc.amount": [["Amount", "Importo", "Số tiền", "Importe", "Montant"], ["Price", "Prezzo", "Giá", "Precio", "Prix"]],
  "specialConditions": [["Special Conditions", "Condizioni particolari", "Điều kiện đặc biệt", "Condiciones especiales", "Conditions particulières"], ["Additional Terms", "Condizioni aggiuntive", "Điều khoản bổ sung", "Términos adicionales", "Modalités supplémentaires"]],
};
const BI_HEADINGS: Record<string, Bi[]> = {
  dealer: [["Dealer Details", "Dati del concessionario", "Thông tin đại lý", "Datos del concesionario", "Renseignements sur le concessionnaire"], ["Seller", "Venditore", "Bên bán", "Vendedor", "Vendeur"]],
  contract: [["Contract Details", "Dettagli del contratto", "Chi tiết hợp đồng", "Detalles del contrato", "Détails du contrat"], ["Sale Details", "Dettagli della vendita", "Chi tiết bán hàng", "Datos de la venta", "Détails de la vente"]],
  customer: [["Purchaser Details", "Dati dell'acquirente", "Thông tin người mua", "Datos del comprador", "Renseignements sur l'acheteur"], ["Purchaser", "Acquirente", "Người mua", "Comprador", "Acheteur"]],
  vehicle: [["Vehicle Details", "Dettagli del veicolo", "Thông tin xe", "Datos del vehículo", "Description du véhicule"], ["Vehicle Being Purchased", "Veicolo acquistato", "Xe được mua", "Vehículo objeto de la compra", "Véhicule acheté"]],
  tradeIn: [["Trade-in Vehicle", "Veicolo in permuta", "Xe đổi", "Vehículo en permuta", "Véhicule d'échange"], ["Vehicle Offered in Trade", "Veicolo dato in permuta", "Xe đưa vào đổi", "Vehículo entregado en parte de pago", "Véhicule offert en échange"]],
  accessories: [["Accessories", "Accessori", "Phụ kiện", "Accesorios", "Accessoires"], ["Options & Accessories", "Optional e accessori", "Tùy chọn & phụ kiện", "Opciones y accesorios", "Options et accessoires"]],
  pricing: [["Price", "Prezzo", "Giá", "Precio", "Prix"], ["Settlement", "Riepilogo importi", "Quyết toán", "Liquidación", "Règlement"], ["Price Details", "Dettaglio del prezzo", "Chi tiết giá", "Detalle del precio", "Détail du prix"]],
  deposit: [["Deposit", "Acconto", "Tiền đặt cọc", "Depósito", "Acompte"], ["Deposit Received", "Acconto ricevuto", "Tiền cọc đã nhận", "Depósito recibido", "Acompte reçu"]],
  signatures: [["Signatures", "Firme", "Chữ ký", "Firmas", "Signatures"], ["Execution", "Sottoscrizione", "Ký kết", "Firma del contrato", "Signature du contrat"]],
};
/** The contract titles of TITLES, in the four languages. */
const BI_TITLES: Record<string, [string, string, string, string]> = {
  "Contract for the Sale of a Motor Vehicle": ["Contratto di vendita di un autoveicolo", "Hợp đồng mua bán xe cơ giới", "Contrato de compraventa de un vehículo de motor", "Contrat de vente d'un véhicule automobile"],
  "Vehicle Sale Contract": ["Contratto di vendita del veicolo", "Hợp đồng bán xe", "Contrato de venta de vehículo", "Contrat de vente de véhicule"],
  "Agreement for Sale of Motor Vehicle": ["Accordo per la vendita di autoveicolo", "Thỏa thuận mua bán xe cơ giới", "Acuerdo de venta de vehículo de motor", "Entente de vente d'un véhicule automobile"],
  "SALES CONTRACT": ["CONTRATTO DI VENDITA", "HỢP ĐỒNG MUA BÁN", "CONTRATO DE VENTA", "CONTRAT DE VENTE"],
  "Motor Vehicle Purchase Agreement": ["Contratto di acquisto di autoveicolo", "Thỏa thuận mua xe cơ giới", "Acuerdo de compra de vehículo de motor", "Convention d'achat de véhicule automobile"],
  "Contract of Sale – Motor Vehicle": ["Contratto di vendita – Autoveicolo", "Hợp đồng mua bán – Xe cơ giới", "Contrato de venta – Vehículo de motor", "Contrat de vente – Véhicule automobile"],
  "Vehicle Order & Sale Agreement": ["Ordine e contratto di vendita del veicolo", "Đơn đặt hàng & thỏa thuận bán xe", "Pedido y acuerdo de venta del vehículo", "Bon de commande et contrat de vente du véhicule"],
};
const BI_CONDITION: Record<string, [string, string, string, string]> = { New: ["Nuovo", "Mới", "Nuevo", "Neuf"], Used: ["Usato", "Đã qua sử dụng", "Usado", "Usagé"], Demo: ["Dimostrativo", "Xe trưng bày", "Demostración", "Démonstrateur"] };
/** The clause such contracts carry on which language governs. */
const BI_CLAUSE: Record<BiLang, [string, string]> = {
  it: ["This contract is printed in English and Italian for the convenience of the purchaser. If the two versions differ, the English version prevails.", "Il presente contratto è stampato in inglese e in italiano per comodità dell'acquirente. In caso di discordanza prevale la versione inglese."],
  vi: ["This contract is printed in English and Vietnamese for the convenience of the purchaser. If the two versions differ, the English version prevails.", "Hợp đồng này được in bằng tiếng Anh và tiếng Việt để thuận tiện cho người mua. Nếu hai bản có sự khác biệt, bản tiếng Anh được ưu tiên áp dụng."],
  es: ["This contract is printed in English and Spanish for the convenience of the purchaser. If the two versions differ, the English version prevails.", "Este contrato se imprime en inglés y en español para comodidad del comprador. En caso de discrepancia, prevalecerá la versión en inglés."],
  fr: ["This contract is printed in English and French for the convenience of the purchaser. If the two versions differ, the English version prevails.", "Le présent contrat est imprimé en anglais et en français pour la commodité de l'acheteur. En cas de divergence, la version anglaise prévaut."],
};

type BiArrangement = "slash" | "under" | "paren" | "cols" | "boxed";

function bilingualLabels(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = deal(r, { trade: canonical ? true : undefined });
  const D = <T,>(c: T, l: readonly T[]): T => (canonical ? c : pick(r, l));
  const lang: BiLang = canonical ? "it" : weighted(r, [["it", 3], ["vi", 2], ["es", 2], ["fr", 2]] as const);
  const li = 1 + BI_LANGS.indexOf(lang);
  const arr: BiArrangement = D<BiArrangement>("slash", ["slash", "under", "paren", "cols", "boxed"]);
  const s = d.style.size;
  const smallPt = Math.max(6, s - 2);
  const sep = D(" / ", [" / ", " / ", " | ", " – "]);
  const trItalic = canonical ? false : chance(r, 0.5);
  const trGrey = `color:#555${trItalic ? ";font-style:italic" : ""}`;
  const colon = d.style.colon ? ":" : "";
  const b = (h: string) => (d.style.labelBold ? `<b>${h}</b>` : h);
  // where a label is not in a table of its own (signatures, totals of boxed forms, headers), one of the inline forms
  const inl: "slash" | "under" | "paren" = arr === "cols" || arr === "boxed" ? D<"slash" | "under">("slash", ["slash", "under"]) : arr;

  const pairOf = (list: Bi[]): [string, string] => {
    const e = canonical ? list[0] : pick(r, list);
    return [e[0], e[li]];
  };
  const tr = new WeakMap<Fact, string>();
  const bi = (key: string, mk: (en: string) => Fact): Fact => {
    const [en, t] = pairOf(BI_LABELS[key]);
    const f = mk(en);
    tr.set(f, t);
    return f;
  };
  const T = (path: string | null, key: string, v: string) => bi(key, (l) => d.text(path, null, v, l));
  const Dt = (path: string, key: string, iso: string) => bi(key, (l) => d.date(path, null, iso, l));
  const M = (path: string, key: string, n: number) => bi(key, (l) => d.money(path, null, n, l));

  /** A bilingual label as inline HTML, in the document's arrangement (or the inline one). */
  const label = (en: string, t: string, mode: "slash" | "under" | "paren" = inl, withColon = true): string => {
    const c = withColon ? colon : "";
    if (mode === "slash") return `${b(esc(en))}${esc(sep)}<span style="${trGrey}">${esc(t)}</span>${c}`;
    if (mode === "paren") return `${b(esc(en))} <span style="${trGrey}">(${esc(t)})</span>${c}`;
    return `<div>${b(esc(en))}${c}</div><div style="font-size:${smallPt}pt;font-style:italic;color:#555">${esc(t)}</div>`;
  };
  const headStyle = D<"slash" | "under" | "bar">("slash", ["slash", "under", "bar"]);
  const head = (key: string) => {
    const [en, t] = pairOf(BI_HEADINGS[key]);
    if (headStyle === "bar") return `<div style="background:#e4e4e4;font-weight:bold;padding:1px 4px;margin:9px 0 4px">${esc(en.toUpperCase())}${esc(sep)}${esc(t.toUpperCase())}</div>`;
    if (headStyle === "under") return `<h3>${esc(en)} <span style="font-size:${smallPt}pt;font-weight:normal;font-style:italic">${esc(t)}</span></h3>`;
    return heading(`${en}${sep}${t}`);
  };

  const perRow = arr === "cols" ? 1 : D(1, [1, 2, 2]);
  const boxCols = D(3, [2, 3, 3]);
  const isLong = (f: Fact) => f.shown.length > (perRow === 1 ? 200 : 26);
  const wrapStyle = (f: Fact) => (/\S{27,}/.test(f.shown) ? "word-break:break-all;" : "");
  /** Facts in the document's arrangement (marks what it prints). */
  const block = (facts: MaybeFact[]): string => {
    const fs = facts.filter((f): f is Fact => !!f);
    fs.forEach((f) => f.mark());
    if (!fs.length) return "";
    if (arr === "cols") {
      const rows = fs.map((f) => `<tr><td style="width:30%;padding:2px 8px 2px 0">${b(esc(f.label))}</td><td style="${wrapStyle(f)}padding:2px 8px">${esc(f.shown)}</td><td style="width:30%;padding:2px 0;text-align:right;${trGrey}">${esc(tr.get(f)!)}</td></tr>`);
      return `<table style="width:100%;border-collapse:collapse">${rows.join("")}</table>`;
    }
    if (arr === "boxed") {
      const boxPt = 500 / boxCols - 14;
      const rows: string[] = [];
      let row: string[] = [];
      let used = 0;
      const flush = () => {
        if (!row.length) return;
        if (used < boxCols) row.push(`<td colspan="${boxCols - used}" style="border:1px solid #333"></td>`);
        rows.push(`<tr>${row.join("")}</tr>`);
        row = [];
        used = 0;
      };
      for (const f of fs) {
        const span = Math.min(boxCols, Math.max(1, Math.ceil((f.shown.length * s * 0.6) / boxPt), f.shown.length > 30 ? 2 : 1));
        if (used + span > boxCols) flush();
        row.push(
          `<td${span > 1 ? ` colspan="${span}"` : ""} style="border:1px solid #333;padding:1px 4px 3px 3px;vertical-align:top"><table style="width:100%;border-collapse:collapse;font-size:${smallPt}pt;color:#444"><tr><td style="padding:0">${esc(f.label)}</td><td style="padding:0 0 0 6px;text-align:right;font-style:italic">${esc(tr.get(f)!)}</td></tr></table><div style="${wrapStyle(f)}padding:1px 0 0 6px">${esc(f.shown)}</div></td>`,
        );
        used += span;
      }
      flush();
      return `<table style="width:100%;table-layout:fixed;border-collapse:collapse;margin:2px 0">${Array.from({ length: boxCols }, () => `<col style="width:${(100 / boxCols).toFixed(2)}%">`).join("")}${rows.join("")}</table>`;
    }
    const cell = (f: Fact, span = 1) => `<td style="padding:1px 8px 2px 0;color:#333${perRow === 1 ? ";width:38%" : ";width:24%"}">${label(f.label, tr.get(f)!)}</td><td${span > 1 ? ` colspan="${span}"` : ""} style="${wrapStyle(f)}padding:1px 12px 2px 0">${esc(f.shown)}</td>`;
    const rows: string[] = [];
    let row: string[] = [];
    for (const f of fs) {
      if (perRow === 2 && isLong(f)) {
        if (row.length) rows.push(`<tr>${row.join("")}<td></td><td></td></tr>`), (row = []);
        rows.push(`<tr>${cell(f, 3)}</tr>`);
        continue;
      }
      row.push(cell(f));
      if (row.length === perRow) rows.push(`<tr>${row.join("")}</tr>`), (row = []);
    }
    if (row.length) rows.push(`<tr>${row.join("")}<td></td><td></td></tr>`);
    return `<table style="width:100%;border-collapse:collapse">${rows.join("")}</table>`;
  };
  const sec = (key: string, facts: MaybeFact[], extra = "") => (facts.some(Boolean) || extra ? `<div class="sec">${head(key)}${extra}${block(facts)}</div>` : "");

  // ---- letterhead (or a dealer section) and the title with its translation under it
  const t = title(d);
  const tTr = BI_TITLES[t][li - 1];
  const titleHtml = `<h1 style="text-align:right">${esc(t)}</h1><div style="text-align:right;font-size:${s + 1}pt;font-style:italic;color:${d.style.accent}">${esc(tTr)}</div>`;
  const letterhead = canonical || chance(r, 0.65);
  let headHtml: string;
  let dealerSec = "";
  if (letterhead) {
    const name = d.text("dealer.name", null, x.dealer.name);
    const addr = d.text("dealer.address", null, x.dealer.address);
    const abn = d.text("dealer.abn", null, x.dealer.abn, "ABN");
    const lic = T("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence);
    const phone = opt(d, 0.8, T("dealer.phone", "dealer.phone", x.dealer.phone));
    const email = opt(d, 0.5, T("dealer.email", "dealer.email", x.dealer.email));
    const il = (f: Fact) => (f.mark(), `${esc(f.label)}${esc(sep)}${esc(tr.get(f)!)}${colon} ${esc(f.shown)}`);
    const joiner = D("</div><div>", ["</div><div>", " · ", "  |  "]);
    headHtml = `<div class="head"><div class="lh"><div class="lhname">${plain(name)}</div><div>${plain(addr)}</div><div>${inline(d, abn, d.style.colon)}${joiner}${il(lic)}</div>${phone || email ? `<div>${[phone && il(phone as Fact), email && il(email as Fact)].filter(Boolean).join(joiner)}</div>` : ""}</div><div class="tt">{{TITLE}}</div></div>`;
  } else {
    headHtml = `<div class="head"><div class="lh"><div class="small">${esc(pick(r, ["Licensed Motor Dealer", "Motor Dealers and Repairers Act 2013", ""]))}</div></div><div class="tt">{{TITLE}}</div></div>`;
    dealerSec = sec("dealer", [
      T("dealer.name", "dealer.name", x.dealer.name),
      T("dealer.abn", "dealer.abn", x.dealer.abn),
      T("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence),
      opt(d, 0.8, T("dealer.address", "dealer.address", x.dealer.address)),
      opt(d, 0.7, T("dealer.phone", "dealer.phone", x.dealer.phone)),
      opt(d, 0.4, T("dealer.email", "dealer.email", x.dealer.email)),
    ]);
  }

  // ---- contract particulars; the sale type as a value or as bilingual check boxes
  const saleType = T("contract.saleType", "contract.saleType", x.vehicle.condition);
  const ticked = !canonical && chance(r, 0.4);
  const [on, off] = pick(r, [["☒", "☐"], ["[X]", "[ ]"]] as const);
  const ticks = ticked
    ? (saleType.mark(),
      `<div style="margin:3px 0">${label(saleType.label, tr.get(saleType)!, inl === "under" ? "slash" : inl)} ${["New", "Used", "Demo"].map((o) => `<span style="margin-left:12px;white-space:nowrap">${o === x.vehicle.condition ? on : off}&nbsp;${esc(o)}${esc(sep)}${esc(BI_CONDITION[o][li - 1])}</span>`).join("")}</div>`)
    : "";
  const contractSec = sec("contract", [
    T("contract.number", "contract.number", x.contractNo),
    Dt("contract.date", "contract.date", x.date),
    !ticked && saleType,
    opt(d, 0.7, T("contract.salesperson", "salesperson", x.salesperson)),
    opt(d, 0.5, Dt("contract.deliveryDate", "deliveryDate", x.deliveryDate)),
  ]);

  const customerSec = sec("customer", [
    T("customer.name", "customer.name", x.customer.name),
    opt(d, 0.9, T("customer.address", "customer.address", x.customer.address)),
    opt(d, 0.8, T("customer.phone", "customer.phone", x.customer.phone)),
    opt(d, 0.5, T("customer.email", "customer.email", x.customer.email)),
    opt(d, 0.5, Dt("customer.dateOfBirth", "customer.dob", x.customer.dob)),
    opt(d, 0.6, T("customer.licenceNumber", "customer.licence", x.customer.licence)),
  ]);

  // ---- vehicle and trade-in
  const v = x.vehicle;
  const split = !canonical && chance(r, 0.3);
  const vehicleSec = sec(
    "vehicle",
    [
      T("vehicle.make", "vehicle.make", v.make),
      split ? T("vehicle.model", "vehicle.model", v.model) : T("vehicle.model", "vehicle.modelVariant", `${v.model} ${v.variant}`),
      split && T(null, "vehicle.variant", v.variant),
      bi("vehicle.year", (l) => d.int("vehicle.year", null, v.year, undefined, l)),
      opt(d, 0.7, T("vehicle.bodyType", "vehicle.body", v.body)),
      opt(d, 0.75, T("vehicle.colour", "vehicle.colour", v.colour)),
      T("vehicle.vin", "vehicle.vin", v.vin),
      opt(d, 0.7, T("vehicle.engineNumber", "vehicle.engine", v.engine)),
      opt(d, 0.85, T("vehicle.registrationPlate", "vehicle.plate", v.plate)),
      opt(d, 0.4, Dt("vehicle.registrationExpiry", "vehicle.regoExpiry", v.regoExpiry)),
      bi("vehicle.odometer", (l) => d.odo("vehicle.odometer", null, v.odometer, l)),
      opt(d, 0.5, T("vehicle.stockNumber", "vehicle.stock", v.stock)),
    ],
    ticks,
  );
  const tv = x.tradeIn;
  const tradeSec = tv
    ? sec("tradeIn", [
        T("tradeIn.make", "vehicle.make", tv.make),
        T("tradeIn.model", "vehicle.modelVariant", `${tv.model} ${tv.variant}`),
        bi("vehicle.year", (l) => d.int("tradeIn.year", null, tv.year, undefined, l)),
        opt(d, 0.7, T("tradeIn.vin", "vehicle.vin", tv.vin)),
        opt(d, 0.8, T("tradeIn.registrationPlate", "vehicle.plate", tv.plate)),
        opt(d, 0.7, bi("vehicle.odometer", (l) => d.odo("tradeIn.odometer", null, tv.odometer, l))),
        M("tradeIn.allowance", "tradeIn.allowance", x.price.tradeAllowance),
        x.price.payout > 0 && M("tradeIn.payout", "tradeIn.payout", x.price.payout),
      ])
    : "";

  // ---- accessories: a table with bilingual column heads
  let accSec = "";
  if (x.accessories.length) {
    d.set("accessories", x.accessories.map((a) => ({ description: a.description, quantity: null, amount: a.amount })));
    d.moneyPrinted = true;
    const [hd, hdT] = pairOf(BI_LABELS["acc.description"]);
    const [ha, haT] = pairOf(BI_LABELS["acc.amount"]);
    const th = (en: string, t2: string, right = false) => `<th${right ? ' class="r"' : ""}>${inl === "under" ? `${esc(en)}<br><span style="font-weight:normal;font-style:italic;font-size:${smallPt}pt">${esc(t2)}</span>` : `${esc(en)}${esc(sep)}${esc(t2)}`}</th>`;
    accSec = `<div class="sec">${head("accessories")}<table class="items"><thead><tr>${th(hd, hdT)}${th(ha, haT, true)}</tr></thead><tbody>${x.accessories.map((a) => `<tr><td>${esc(a.description)}</td><td class="r">${esc(d.style.money(a.amount))}</td></tr>`).join("")}</tbody></table></div>`;
  }

  // ---- the totals block: bilingual labels, amounts right-aligned, the total and balance in bold
  const p = x.price;
  const m = (path: string, key: string, n: number, p0 = 1) => (n > 0 ? opt(d, p0, M(path, key, n)) : null);
  const totalF = M("pricing.totalPrice", "price.total", p.total);
  const balF = M("pricing.balancePayable", "price.balance", balanceOf(x));
  const priceFacts = [
    m("pricing.vehiclePrice", "price.vehicle", p.vehicle),
    m("pricing.accessoriesTotal", "price.accessories", p.accessories, 0.9),
    m("pricing.dealerDelivery", "price.delivery", p.delivery),
    m("pricing.registration", "price.registration", p.registration),
    m("pricing.ctp", "price.ctp", p.ctp),
    m("pricing.stampDuty", "price.duty", p.duty),
    totalF,
    opt(d, 0.6, M("pricing.gst", "price.gst", p.gst)),
    m("pricing.tradeInAllowance", "price.tradeAllowance", p.tradeAllowance),
    p.payout > 0 && M("tradeIn.payout", "price.payoutAdd", p.payout),
    M("pricing.depositPaid", "price.deposit", p.deposit),
    balF,
  ].filter((f): f is Fact => !!f);
  priceFacts.forEach((f) => f.mark());
  const twoLabelCols = arr === "cols" || arr === "boxed";
  const priceRows = priceFacts.map((f) => {
    const strong = f === totalF || f === balF;
    const rule = strong ? "border-top:1px solid #555;font-weight:bold;" : "";
    const lab = twoLabelCols
      ? `<td style="${rule}padding:2px 10px 2px 0">${esc(f.label)}</td><td style="${rule}padding:2px 10px 2px 0;${trGrey}">${esc(tr.get(f)!)}</td>`
      : `<td style="${rule}padding:2px 10px 2px 0">${label(f.label, tr.get(f)!, inl, true)}</td>`;
    return `<tr>${lab}<td style="${rule}padding:2px 0;text-align:right;white-space:nowrap;vertical-align:bottom">${esc(f.shown)}</td></tr>`;
  });
  const priceIndent = canonical ? "" : pick(r, ["", "margin-left:40%", "margin-left:30%"]);
  const pricingSec = `<div class="sec"${priceIndent ? ` style="${priceIndent}"` : ""}>${head("pricing")}<table style="width:100%;border-collapse:collapse">${priceRows.join("")}</table></div>`;

  const depositSec = canonical || chance(r, 0.5) ? sec("deposit", [M("deposit.amount", "deposit.amount", p.deposit), opt(d, 0.8, T("deposit.method", "deposit.method", x.deposit.method)), opt(d, 0.7, T("deposit.receiptNumber", "deposit.receipt", x.deposit.receipt))]) : "";

  let condSec = "";
  if (canonical || chance(r, 0.6)) {
    const f = T("specialConditions", "specialConditions", x.specialConditions);
    f.mark();
    condSec = `<div class="sec"><h3>${label(f.label, tr.get(f)!, inl === "under" ? "slash" : inl, false)}</h3>${para(f.shown)}</div>`;
  }
  const clause = canonical || chance(r, 0.7) ? `<div style="margin-top:6px">${para(BI_CLAUSE[lang][0])}<p class="para" style="font-style:italic">${esc(BI_CLAUSE[lang][1])}</p></div>` : "";

  // ---- signatures: bilingual titles under the lines, the names and date with bilingual labels
  const signDate = Dt("signatures.dateSigned", "sign.date", x.date);
  const pName = T("signatures.purchaserName", "sign.purchaser", x.customer.name);
  const rep = opt(d, 0.8, T("signatures.dealerRepresentative", "sign.rep", x.salesperson));
  const [pt, ptT] = pairOf(BI_LABELS["sign.purchaserTitle"]);
  const [dt, dtT] = pairOf(BI_LABELS["sign.dealerTitle"]);
  const sigFacts = (fs: MaybeFact[]) =>
    fs
      .filter((f): f is Fact => !!f)
      .map((f) => (f.mark(), `<tr><td style="padding:1px 8px 1px 0;color:#333">${label(f.label, tr.get(f)!, inl)}</td><td style="padding:1px 0">${esc(f.shown)}</td></tr>`))
      .join("");
  const sigCell = (t1: string, t2: string, fs: MaybeFact[]) => `<td style="width:48%;vertical-align:top"><div class="sigline"></div><div class="sigt">${label(t1, t2, inl, false)}</div><table style="border-collapse:collapse">${sigFacts(fs)}</table></td>`;
  const dateWithPurchaser = canonical || chance(r, 0.7);
  const signSec = `<div class="sec" style="margin-top:12px">${headStyle !== "slash" || chance(r, 0.5) ? head("signatures") : ""}<table style="width:100%;margin-top:14px;border-collapse:collapse"><tr>${sigCell(pt, ptT, [pName, dateWithPurchaser && signDate])}<td style="width:4%"></td>${sigCell(dt, dtT, [rep, !dateWithPurchaser && signDate])}</tr></table></div>`;

  const parties = canonical ? [dealerSec, contractSec, customerSec] : chance(r, 0.5) ? [contractSec, dealerSec, customerSec] : [dealerSec, customerSec, contractSec];
  const body = [...parties, vehicleSec, tradeSec, accSec, pricingSec, depositSec, condSec, clause, signSec].join("");
  d.set("documentType", t);
  return { d, page: { title: t, titleHtml, head: headHtml, body } };
}

export const SALE_CONTRACT_FAMILIES: Family[] = [
  { id: "kv-sections", profile: P, idiom: "label beside value in headed sections, accessories table", build: kvSections },
  { id: "boxed-form", profile: P, idiom: "bordered boxes, sale type ticked", build: boxedForm },
  { id: "two-column-parties", profile: P, idiom: "independent columns: dealer|purchaser, vehicle|trade-in", build: twoColumnParties },
  { id: "dms-mono", profile: P, idiom: "monospace dealer-system print-out", build: dmsMono },
  { id: "statutory-checks", profile: P, idiom: "check boxes and per-character boxes", build: statutoryChecks },
  { id: "multipage-terms", profile: P, idiom: "three pages, conditions in two columns", build: multipageTerms },
  { id: "grid-above", profile: P, idiom: "label above value in grid cells", build: gridAbove },
  { id: "wide-tables", profile: P, idiom: "header-row tables for vehicle, trade-in and prices", build: wideTables },
  { id: "narrow-wrapped", profile: P, idiom: "narrow columns, wrapped labels and values", build: narrowWrapped },
  { id: "part-headings", profile: P, idiom: "Part-numbered sections, trade-in before vehicle", build: partHeadings },
  { id: "caption-below", profile: P, idiom: "printed form: value above a rule, small grey caption below it, 2-3 cells a row", build: captionBelow },
  { id: "recital", profile: P, idiom: "parties named in one recital sentence (BETWEEN … AND …), schedules for vehicle, trade-in, price", build: recital },
  { id: "fill-in-blanks", profile: P, idiom: "word-processor template of blanks: Label ____value____ two or three to a line (ruled spans or typed underscores), empty blanks, notes under blanks, Yes [X] No [ ], $____ price lines, Date ___/___/____", build: fillInBlanks },
  { id: "rotated-margins", profile: P, idiom: "boxed DMS contract: section names printed sideways (±90°) in a narrow strip down each box's left edge, dense grid of small captions over values, amounts right-aligned, price as two ruled columns of lines, signature strip", build: rotatedMargins },
  { id: "bilingual-labels", profile: P, idiom: "contract for a bilingual market: every label, heading, total and signature caption in English and a second language (Italian, Vietnamese, Spanish, French) — on one line with a slash, translation in small italics under, in parentheses, two label columns either side of the value, or boxes captioned at both top corners", build: bilingualLabels },
];

