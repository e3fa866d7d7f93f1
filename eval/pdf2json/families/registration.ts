// nsw_registration_application: ten ways an application for registration (new, or transfer) is printed:
// Service NSW / Transport for NSW paper forms, dealer-lodged print-outs, company applications.
import { addDays } from "../corpus/formats";
import { CONTENT_PT } from "../corpus/measure";
import { deal, nswDuty, type Deal } from "../corpus/deal";
import { company, person } from "../corpus/entities";
import { above, boxes, charBoxes, checks, esc, factTable, heading, kv, pageBreak, panels, para, signatures, type CheckStyle } from "../corpus/html";
import { chance, digits, int, letters, pick, round2, shuffle, type Rng } from "../corpus/rng";
import type { DocBuilder, Fact } from "../corpus/truth";
import type { Built, Family } from "./types";
import { builder, columns, headingText, monoBody, opt, section, sections, titleOnly, vehicleFacts, type MaybeFact, type Sec } from "./vehicle-common";

const P = "nsw_registration_application";
const TITLES = ["Application for Registration", "Application for Transfer of Registration", "Vehicle Registration Application", "Registration Application – Light Vehicle", "Application for Registration of a Motor Vehicle", "Transfer of Registration Application"];
// drawn once per document: the page and the truth's documentType must show the same title
const titles = new WeakMap<DocBuilder, string>();
const title = (d: DocBuilder) => titles.get(d) ?? (titles.set(d, d.canonical ? TITLES[0] : pick(d.r, TITLES)), titles.get(d)!);
const AGENCY = ["Transport for NSW", "Service NSW", "Roads and Maritime Services", "Transport for NSW · Service NSW"];
const TYPES = ["New registration", "Transfer of registration", "Re-registration"];
const DECLARATION = "I declare that the information given in this application is true and correct. I understand that it is an offence to give false or misleading information, and that the vehicle must be insured (CTP) for the registration period.";
const PRIVACY = "Privacy: the personal information you provide is collected by Transport for NSW to register the vehicle and administer road transport legislation. It may be disclosed to CTP insurers, police and other agencies as permitted by law. You may access or correct your information through Service NSW.";

type App = { x: Deal; type: string; company: boolean; seller: { name: string; address: string }; inspectionNo: string; inspectionDate: string; station: string; marketValue: number };

function app(r: Rng, canonical: boolean, o: { company?: boolean } = {}): App {
  const x = deal(r, { trade: false });
  const type = canonical ? TYPES[0] : pick(r, TYPES);
  const privateSale = !canonical && chance(r, 0.35);
  return {
    x,
    type,
    company: o.company ?? (!canonical && !!x.corp && chance(r, 0.5)),
    seller: privateSale ? { name: x.driver.name, address: x.driver.address } : { name: x.dealer.name, address: x.dealer.address },
    inspectionNo: pick(r, [`${pick(r, ["AIS", "PNK", "ESC", "BLU"])}${int(r, 100000, 999999)}`, `${letters(r, 1)}${digits(r, 7)}`, digits(r, 8)]),
    inspectionDate: addDays(x.date, -int(r, 0, 20)),
    station: `${x.dealer.name.replace(/ Pty.*$/, "")} ${pick(r, ["Service Centre", "Service Department", "Mechanical"])}`,
    marketValue: x.price.vehicle + int(r, 0, 30) * 100,
  };
}

function applicantFacts(d: DocBuilder, a: App) {
  const p = a.x.customer;
  return {
    name: d.text("applicant.name", "applicant.name", p.name),
    dob: opt(d, 0.85, d.date("applicant.dateOfBirth", "applicant.dob", p.dob)),
    licence: d.text("applicant.licenceNumber", "applicant.licence", p.licence),
    address: d.text("applicant.address", "applicant.address", p.address),
    phone: opt(d, 0.7, d.text("applicant.phone", "applicant.phone", p.phone)),
    email: opt(d, 0.5, d.text("applicant.email", "applicant.email", p.email)),
  };
}

function corpFacts(d: DocBuilder, a: App): MaybeFact[] {
  const c = a.x.corp!;
  return [d.text("corporation.name", "corp.name", c.name), d.text("corporation.acn", "corp.acn", c.acn), opt(d, 0.8, d.text("corporation.abn", "corp.abn", c.abn))];
}

function dealerFacts(d: DocBuilder, a: App): MaybeFact[] {
  if (!d.canonical && !chance(d.r, 0.6)) return [];
  return [d.text("dealer.name", "rdealer.name", a.x.dealer.name), d.text("dealer.licenceNumber", "rdealer.licence", a.x.dealer.licence)];
}

function purchaseFacts(d: DocBuilder, a: App): MaybeFact[] {
  return [
    d.date("purchase.date", "purchase.date", a.x.date),
    d.money("purchase.price", "purchase.price", a.x.price.vehicle),
    opt(d, 0.5, d.money("purchase.marketValue", "purchase.marketValue", a.marketValue)),
    opt(d, 0.85, d.text("purchase.sellerName", "purchase.seller", a.seller.name)),
    opt(d, 0.5, d.text("purchase.sellerAddress", "purchase.sellerAddress", a.seller.address)),
  ];
}

function vehicleRows(d: DocBuilder, a: App): MaybeFact[] {
  const f = vehicleFacts(d, a.x.vehicle, "vehicle");
  return [f.make, f.model, f.variant, f.year, opt(d, 0.8, f.body), opt(d, 0.8, f.colour), f.vin, opt(d, 0.8, f.engine), opt(d, 0.85, f.odometer)];
}

function inspectionFacts(d: DocBuilder, a: App): MaybeFact[] {
  if (!d.canonical && !chance(d.r, 0.7)) return [];
  return [d.text("inspection.reportNumber", "inspection.number", a.inspectionNo), opt(d, 0.8, d.date("inspection.date", "inspection.date", a.inspectionDate)), opt(d, 0.7, d.text("inspection.station", "inspection.station", a.station))];
}

function declarationFacts(d: DocBuilder, a: App): MaybeFact[] {
  const who = a.company ? a.x.corp!.name : a.x.customer.name;
  return [d.text("declaration.signedBy", "decl.signedBy", who), d.date("declaration.date", "decl.date", a.x.date)];
}

const plateFact = (d: DocBuilder, a: App) => d.text("plateNumber", "rego.plate", a.x.vehicle.plate);
const typeFact = (d: DocBuilder, a: App) => d.text("applicationType", "rego.type", a.type);

/** The applicant as a person, or the company's details when a corporation applies. */
function party(d: DocBuilder, a: App): Sec[] {
  if (a.company) return [{ key: "corporation", facts: corpFacts(d, a) }];
  const ap = applicantFacts(d, a);
  return [{ key: "applicant", facts: [ap.name, ap.dob, ap.licence, ap.address, ap.phone, ap.email] }];
}

function finish(d: DocBuilder, head: string, body: string, t: string, titleAlign?: "left" | "right" | "center"): Built {
  d.set("documentType", t);
  return { d, page: { title: t, head, body, titleAlign } };
}

// 1. The agency form, label beside value in headed sections.
function serviceKv(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical);
  const body = [
    kv(d, [typeFact(d, a), plateFact(d, a)]),
    sections(d, [...party(d, a), { key: "rdealer", facts: dealerFacts(d, a) }, { key: "purchase", facts: purchaseFacts(d, a) }, { key: "vehicle", facts: vehicleRows(d, a) }, { key: "inspection", facts: inspectionFacts(d, a) }], "kv"),
    heading(headingText(d, "declaration")),
    para(DECLARATION),
    kv(d, declarationFacts(d, a)),
  ].join("");
  return finish(d, titleOnly(canonical ? AGENCY[0] : pick(r, AGENCY)), body, title(d), "left");
}

// 2. A paper form: application type by check box, plate and licence one character per cell.
function perCharBoxes(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical, { company: false });
  const ap = applicantFacts(d, a);
  const style = pick(r, ["box", "bracket", "tick"] as CheckStyle[]);
  const ab = chance(r, 0.5);
  const body = [
    checks(d, typeFact(d, a), TYPES, a.type, style),
    charBoxes(d, plateFact(d, a), { cells: 8, above: ab }),
    heading(headingText(d, "applicant")),
    kv(d, [ap.name, ap.dob]),
    charBoxes(d, ap.licence, { cells: 10, above: ab }),
    kv(d, [ap.address, ap.phone, ap.email]),
    sections(d, [{ key: "vehicle", facts: vehicleRows(d, a) }, { key: "purchase", facts: purchaseFacts(d, a) }, { key: "inspection", facts: inspectionFacts(d, a) }], "kv"),
    heading(headingText(d, "declaration")),
    para(DECLARATION),
    kv(d, declarationFacts(d, a)),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

// 3. Bordered boxes with corner labels.
function boxedCells(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical);
  const cols = pick(r, [3, 4]);
  const box = (s: Sec) => (s.facts.filter(Boolean).length ? `${heading(headingText(d, s.key))}${boxes(d, s.facts, cols)}` : "");
  const body = [
    boxes(d, [typeFact(d, a), plateFact(d, a)], 2),
    ...party(d, a).map(box),
    box({ key: "vehicle", facts: vehicleRows(d, a) }),
    box({ key: "purchase", facts: purchaseFacts(d, a) }),
    box({ key: "rdealer", facts: dealerFacts(d, a) }),
    box({ key: "inspection", facts: inspectionFacts(d, a) }),
    heading(headingText(d, "declaration")),
    para(DECLARATION),
    boxes(d, declarationFacts(d, a), 2),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "center");
}

// 4. Two independent columns: the applicant and purchase at the left, the vehicle and inspection at the right.
function twoColumn(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical);
  const skin = pick(r, ["kv", "colon"] as const);
  const body = [
    kv(d, [plateFact(d, a), typeFact(d, a)]),
    columns(d, [...party(d, a), { key: "purchase", facts: purchaseFacts(d, a) }], [{ key: "vehicle", facts: vehicleRows(d, a) }, { key: "inspection", facts: inspectionFacts(d, a) }, { key: "rdealer", facts: dealerFacts(d, a) }], skin),
    heading(headingText(d, "declaration")),
    para(DECLARATION),
    kv(d, declarationFacts(d, a)),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

// 5. Label above value.
function gridAbove(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical);
  const body = [
    above(d, [plateFact(d, a), typeFact(d, a)], 3),
    sections(d, [...party(d, a), { key: "vehicle", facts: vehicleRows(d, a) }, { key: "purchase", facts: purchaseFacts(d, a) }, { key: "inspection", facts: inspectionFacts(d, a) }, { key: "declaration", facts: declarationFacts(d, a) }], "above"),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

// 6. A company applies: "Part A – ..." sections, ACN and ABN, seller a dealer.
function companyParts(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { colon: true });
  const a = app(r, canonical);
  a.x.corp ??= company(r);
  a.company = true;
  const letters4 = ["A", "B", "C", "D", "E", "F"];
  let n = 0;
  const part = (s: Sec) => section(d, { ...s, heading: `${pick(d.r, ["Part", "Section"])} ${letters4[n++]} ${pick(d.r, ["–", "-", ":"])} ${headingText(d, s.key)}` }, "colon");
  const body = [
    kv(d, [typeFact(d, a), plateFact(d, a)]),
    part({ key: "corporation", facts: corpFacts(d, a) }),
    part({ key: "vehicle", facts: vehicleRows(d, a) }),
    part({ key: "purchase", facts: purchaseFacts(d, a) }),
    part({ key: "rdealer", facts: dealerFacts(d, a) }),
    part({ key: "declaration", facts: declarationFacts(d, a) }),
    para(DECLARATION),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

// 7. Several pages: the application, then privacy notice and declaration on their own page.
function multipageDeclaration(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "serif" });
  const a = app(r, canonical);
  const body = [
    kv(d, [typeFact(d, a), plateFact(d, a)]),
    sections(d, [...party(d, a), { key: "vehicle", facts: vehicleRows(d, a) }], "kv"),
    pageBreak(),
    sections(d, [{ key: "purchase", facts: purchaseFacts(d, a) }, { key: "rdealer", facts: dealerFacts(d, a) }, { key: "inspection", facts: inspectionFacts(d, a) }], "kv"),
    pageBreak(),
    heading(pick(r, ["Privacy notice", "Privacy"]), 2),
    para(PRIVACY),
    heading(headingText(d, "declaration"), 2),
    para(DECLARATION),
    kv(d, declarationFacts(d, a)),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

// 8. Dealer-lodged print-out from the dealer's system (monospace, upper case).
function dmsMono(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "mono", upper: true, colon: false });
  const a = app(r, canonical);
  const t = title(d).toUpperCase();
  const body = [
    `<pre class="mono" style="font-weight:bold">${esc(t)}</pre>`,
    monoBody(d, [
      { key: "rdealer", heading: null, facts: dealerFacts(d, a) },
      { key: "applicant", heading: null, facts: [typeFact(d, a), plateFact(d, a)] },
      ...party(d, a),
      { key: "vehicle", facts: vehicleRows(d, a) },
      { key: "purchase", facts: purchaseFacts(d, a) },
      { key: "inspection", facts: inspectionFacts(d, a) },
      { key: "declaration", facts: declarationFacts(d, a) },
    ], { perLine: pick(r, [1, 2] as const) }),
  ].join("");
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body } };
}

// 9. Narrow cells, wrapped labels ("Vehicle Identification / Number") and values.
function narrowWrapped(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { maxSize: 8.5 });
  const a = app(r, canonical);
  const n = (secs: Sec[]) => sections(d, secs, "narrow");
  const body = [
    kv(d, [plateFact(d, a), typeFact(d, a)]),
    `<table class="twocol"><tr><td style="width:30.6%">${n(party(d, a))}</td><td class="gutter"></td><td style="width:30.6%">${n([{ key: "vehicle", facts: vehicleRows(d, a) }])}</td><td class="gutter"></td><td style="width:30.6%">${n([{ key: "purchase", facts: purchaseFacts(d, a) }, { key: "inspection", facts: inspectionFacts(d, a) }])}</td></tr></table>`,
    heading(headingText(d, "declaration")),
    para(DECLARATION),
    kv(d, declarationFacts(d, a)),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

// 10. Wide tables: header rows over value rows for each part.
function wideTable(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical);
  const vr = vehicleRows(d, a).filter(Boolean) as Fact[];
  const half = Math.ceil(vr.length / 2);
  const ps = party(d, a)[0];
  const body = [
    factTable(d, [typeFact(d, a), plateFact(d, a)]),
    heading(headingText(d, ps.key)),
    factTable(d, ps.facts),
    heading(headingText(d, "vehicle")),
    factTable(d, vr.slice(0, half)),
    factTable(d, vr.slice(half)),
    heading(headingText(d, "purchase")),
    factTable(d, purchaseFacts(d, a)),
    inspectionFactsTable(d, a),
    heading(headingText(d, "declaration")),
    para(DECLARATION),
    factTable(d, declarationFacts(d, a)),
  ].join("");
  return finish(d, titleOnly(pick(r, AGENCY)), body, title(d), "left");
}

function inspectionFactsTable(d: DocBuilder, a: App): string {
  const f = inspectionFacts(d, a);
  return f.length ? heading(headingText(d, "inspection")) + factTable(d, f) : "";
}


// ---------------------------------------------------------------- families added for fresh tuned material

const TRANSFER_TITLES = ["Application for Transfer of Registration", "Transfer of Registration Application", "Application for Transfer of Registration – Private Sale", "Notice of Disposal and Application for Transfer of Registration"];
/** Panel titles, seller's and buyer's of the same form side by side. */
const PARTY_TITLES: Array<[string, string]> = [
  ["Seller (previous owner)", "Buyer (applicant)"],
  ["Seller details", "Buyer details"],
  ["Part A – Seller / previous registered operator", "Part B – Buyer / new registered operator"],
  ["Previous registered operator", "New registered operator (applicant)"],
  ["Disposer", "Acquirer (applicant)"],
];
/** The labels both panels repeat, drawn once per document. */
const PARTY_LABELS: Record<string, string[]> = {
  name: ["Name", "Full name", "Full name (or company name)", "Surname and given names"],
  address: ["Address", "Residential address", "Street address"],
  licence: ["Licence no.", "NSW driver licence no.", "Licence/customer number", "Driver licence number"],
  dob: ["Date of birth", "DOB", "Birth date"],
  phone: ["Phone", "Contact number", "Mobile"],
};
const TRANSFER_DECLARATION = [
  "I, the buyer, apply for the registration of the vehicle described above to be transferred to my name. I declare that the information given in this application is true and correct and that I have obtained the vehicle in the manner shown.",
  "The seller declares that the vehicle was disposed of to the buyer on the date shown. The buyer applies for the transfer of registration and declares that the information given is true and correct, and that the vehicle will be insured (CTP) for the remainder of the registration period.",
];

// 11. A private transfer: the seller (previous owner) and the buyer (applicant) side by side in two bordered
//     panels repeating the same labels (Name, Address, Licence no., Date of birth), the vehicle as a
//     4-column grid ("Plate | VIN | Make | Model" over one row of values), the sale, and a declaration
//     with the signatures and dates. The buyer is the applicant; the seller's name and address are the
//     profile's seller (purchase.*), the seller's licence, birth date and phone no facts at all.
function transferTwoParty(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const a = app(r, canonical, { company: false });
  a.type = TYPES[1];
  // the previous owner: a private person, never the buyer's namesake
  let seller = a.x.driver;
  while (seller.name === a.x.customer.name) seller = person(r);
  a.seller = { name: seller.name, address: seller.address };
  const buyer = a.x.customer;
  const L = (k: string) => (canonical ? PARTY_LABELS[k][0] : pick(r, PARTY_LABELS[k]));
  const lab = { name: L("name"), address: L("address"), licence: L("licence"), dob: L("dob"), phone: L("phone") };
  const withDob = canonical || chance(r, 0.85);
  const withPhone = !canonical && chance(r, 0.5);
  const sellerFacts: MaybeFact[] = [
    d.text("purchase.sellerName", null, seller.name, lab.name),
    d.text("purchase.sellerAddress", null, seller.address, lab.address),
    d.text(null, null, seller.licence, lab.licence),
    withDob && d.date(null, null, seller.dob, lab.dob),
    withPhone && d.text(null, null, seller.phone, lab.phone),
  ];
  const buyerFacts: MaybeFact[] = [
    d.text("applicant.name", null, buyer.name, lab.name),
    d.text("applicant.address", null, buyer.address, lab.address),
    d.text("applicant.licenceNumber", null, buyer.licence, lab.licence),
    withDob && d.date("applicant.dateOfBirth", null, buyer.dob, lab.dob),
    withPhone && d.text("applicant.phone", null, buyer.phone, lab.phone),
    opt(d, 0.4, d.text("applicant.email", "applicant.email", buyer.email)),
  ];
  const above1 = !canonical && chance(r, 0.35);
  const inner = (fs: MaybeFact[]) => (above1 ? above(d, fs, 1) : kv(d, fs, { wrapValues: chance(r, 0.3) }));
  const [st, bt] = canonical ? PARTY_TITLES[0] : pick(r, PARTY_TITLES);
  const sellerPanel = { title: st, html: inner(sellerFacts) };
  const buyerPanel = { title: bt, html: inner(buyerFacts) };
  const sellerFirst = canonical || chance(r, 0.8);
  const parties = panels(sellerFirst ? [sellerPanel, buyerPanel] : [buyerPanel, sellerPanel], { shade: canonical || chance(r, 0.6) });
  // the vehicle: a 4-column grid, its header row over one row of values (a second grid at times)
  const vf = vehicleFacts(d, a.x.vehicle, "vehicle");
  const w = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const plate = d.text("plateNumber", null, a.x.vehicle.plate, w(["Plate", "Plate no.", "Registration no.", "Number plate"]));
  vf.vin.label = w(["VIN", "VIN / Chassis no.", "VIN/chassis"]);
  vf.make.label = "Make";
  vf.model.label = w(["Model", "Model / variant", "Model"]);
  const grid1 = factTable(d, [plate, vf.vin, vf.make, vf.model], 4);
  const second = [vf.variant, vf.year, opt(d, 0.6, vf.body), opt(d, 0.7, vf.colour), opt(d, 0.5, vf.engine), opt(d, 0.6, vf.odometer)].filter(Boolean) as Fact[];
  const grid2 = canonical || chance(r, 0.7) ? factTable(d, second.slice(0, 4), 4) + factTable(d, second.slice(4), 4) : "";
  const typeRow = !canonical && chance(r, 0.5) ? checks(d, typeFact(d, a), TYPES, a.type, pick(r, ["box", "bracket", "tick"] as CheckStyle[])) : "";
  const purchase = [
    d.date("purchase.date", "purchase.date", a.x.date),
    d.money("purchase.price", "purchase.price", a.x.price.vehicle),
    opt(d, 0.4, d.money("purchase.marketValue", "purchase.marketValue", a.marketValue)),
  ];
  const sellerSigned = addDays(a.x.date, -int(r, 0, 3));
  const sig = signatures(d, [
    ...(canonical || chance(r, 0.7) ? [{ title: pick(r, ["Seller's signature", "Signature of seller", "Previous owner's signature"]), facts: [d.date(null, null, sellerSigned, "Date")] }] : []),
    { title: pick(r, ["Buyer's signature", "Signature of buyer (applicant)", "Applicant's signature"]), facts: declarationFacts(d, a) },
  ]);
  const body = [
    typeRow,
    parties,
    heading(headingText(d, "vehicle")),
    grid1,
    grid2,
    heading(pick(r, ["Transfer details", "Sale details", "Details of the sale"])),
    (canonical || chance(r, 0.5) ? kv : (dd: DocBuilder, fs: MaybeFact[]) => factTable(dd, fs, 3))(d, purchase),
    heading(headingText(d, "declaration")),
    para(canonical ? TRANSFER_DECLARATION[0] : pick(r, TRANSFER_DECLARATION)),
    sig,
  ].join("");
  const t = canonical ? TRANSFER_TITLES[0] : pick(r, TRANSFER_TITLES);
  return finish(d, titleOnly(canonical ? AGENCY[0] : pick(r, AGENCY)), body, t, "left");
}

// ---------------------------------------------------------------- an online application printed from the web service

/** The online service's label wordings: statements, and at times the questions its form asked. */
const ONLINE_LABELS: Record<string, { s: string[]; q?: string[] }> = {
  type: { s: ["Transaction", "Application type", "Transaction type", "What you're applying for"], q: ["What would you like to do?", "What are you applying for?"] },
  plate: { s: ["Plate number", "Registration plate", "Number plate", "Plate"], q: ["What is the vehicle's plate number?", "What is the plate number?"] },
  name: { s: ["Full name", "Name", "Applicant name", "Registered operator"], q: ["What is your full name?"] },
  dob: { s: ["Date of birth", "Birth date"], q: ["What is your date of birth?", "When were you born?"] },
  licence: { s: ["NSW driver licence number", "Licence number", "Customer number", "Licence or customer number"], q: ["What is your NSW driver licence or customer number?", "What is your licence number?"] },
  address: { s: ["Residential address", "Home address", "Address"], q: ["What is your residential address?", "Where do you live?"] },
  phone: { s: ["Mobile", "Phone number", "Contact number"], q: ["What is your phone number?", "What is the best number to contact you on?"] },
  email: { s: ["Email", "Email address"], q: ["What is your email address?"] },
  corpName: { s: ["Organisation name", "Company name", "Business name"], q: ["What is the name of the organisation?"] },
  acn: { s: ["ACN", "Australian Company Number (ACN)"], q: ["What is the organisation's ACN?"] },
  abn: { s: ["ABN", "Australian Business Number (ABN)"], q: ["What is the organisation's ABN?"] },
  make: { s: ["Make"], q: ["What is the make of the vehicle?"] },
  model: { s: ["Model"], q: ["What is the model?"] },
  variant: { s: ["Variant", "Series"] },
  year: { s: ["Year of manufacture", "Year", "Build year"], q: ["What year was the vehicle built?"] },
  body: { s: ["Body type", "Body shape"] },
  colour: { s: ["Colour", "Primary colour", "Body colour"], q: ["What colour is the vehicle?"] },
  vin: { s: ["VIN/chassis number", "VIN", "Vehicle identification number (VIN)"], q: ["What is the VIN/chassis number?", "What is the vehicle identification number (VIN)?"] },
  engine: { s: ["Engine number"], q: ["What is the engine number?"] },
  odometer: { s: ["Odometer reading", "Odometer reading (km)", "Odometer"], q: ["What is the current odometer reading?", "How many kilometres has the vehicle travelled?"] },
  pdate: { s: ["Date of purchase", "Purchase date", "Date of acquisition", "Date you bought the vehicle"], q: ["When did you buy the vehicle?", "When did you get the vehicle?"] },
  price: { s: ["Purchase price", "Sale price", "Purchase price (incl. GST)", "Price paid"], q: ["How much did you pay for the vehicle?", "What was the purchase price?"] },
  mv: { s: ["Market value", "Market value of the vehicle", "Current market value"], q: ["What is the market value of the vehicle?"] },
  seller: { s: ["Seller's name", "Seller", "Previous registered operator", "Bought from"], q: ["Who did you buy the vehicle from?", "Who is the seller?"] },
  sellerAddr: { s: ["Seller's address", "Seller address"], q: ["What is the seller's address?"] },
  dealer: { s: ["Dealer name", "Motor dealer", "Dealership"], q: ["Which dealer sold you the vehicle?"] },
  dealerLic: { s: ["Dealer licence number", "Motor dealer licence number", "Dealer licence no."], q: ["What is the dealer's licence number?"] },
  insp: { s: ["Inspection report number", "Safety check (pink slip) number", "eSafety check reference", "Report number"], q: ["What is the inspection report number?"] },
  inspDate: { s: ["Inspection date", "Date of inspection", "Date inspected"], q: ["When was the vehicle inspected?"] },
  station: { s: ["Inspection station", "Authorised inspection station", "Inspected at"], q: ["Where was the vehicle inspected?"] },
  declBy: { s: ["Declared by", "Accepted by", "Name"] },
  declDate: { s: ["Date", "Date declared", "Accepted on"] },
};
const ONLINE_HEADINGS: Record<string, string[]> = {
  transaction: ["Transaction details", "Registration details", "About this transaction"],
  applicant: ["Your details", "Applicant details", "Personal details", "About you"],
  corporation: ["Organisation details", "Business details", "Company details"],
  vehicle: ["Vehicle details", "Vehicle", "About the vehicle"],
  purchase: ["Purchase details", "Sale details", "How you got the vehicle", "Acquisition details"],
  dealer: ["Dealer details", "Motor dealer"],
  inspection: ["Safety check", "Inspection report", "Vehicle inspection", "Safety inspection (pink slip)"],
  fees: ["Fees", "Payment summary", "Fees and charges", "Payment"],
  declaration: ["Declaration", "Terms and declaration", "Your declaration"],
};
/** The service's page title (the h1), by the kind of application. */
const ONLINE_TITLES: Record<string, string[]> = {
  "New registration": ["Apply for vehicle registration", "Register a vehicle", "Register a new vehicle"],
  "Transfer of registration": ["Transfer a vehicle registration", "Transfer vehicle registration", "Transfer registration as the buyer"],
  "Re-registration": ["Register an unregistered vehicle", "Re-register a vehicle", "Apply for vehicle registration"],
};
const ONLINE_STAGES = {
  review: { heading: ["Review your application", "Review and submit", "Check your details"], steps: [["Eligibility", "Details", "Review", "Pay"], ["Eligibility", "Your details", "Vehicle", "Review", "Pay"]], ref: ["Application reference", "Reference number", "Draft reference"], time: ["Last saved", "Saved", "Started"], total: ["Total", "Total to pay", "Amount payable", "Total payable"] },
  done: { heading: ["Transaction summary", "Application submitted", "Your application is complete"], steps: [["Details", "Review", "Pay", "Confirmation"], ["Eligibility", "Details", "Review", "Pay", "Done"]], ref: ["Reference number", "Transaction ID", "Receipt number", "Transaction reference"], time: ["Submitted", "Date submitted", "Submitted on", "Lodged"], total: ["Total", "Total paid", "Total amount paid", "Amount paid"] },
};
const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS_EN = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A web app's time stamp ("14 Mar 2025, 3:42pm"), in its own format whatever the page's date format. */
function webStamp(iso: string, h: number, m: number, k: number): string {
  const [y, mo, d] = iso.split("-").map(Number);
  const mm = String(m).padStart(2, "0");
  const h12 = `${h % 12 || 12}:${mm}`;
  const ap = h < 12 ? "am" : "pm";
  switch (k) {
    case 0: return `${d} ${MONTHS_EN[mo - 1].slice(0, 3)} ${y}, ${h12}${ap}`;
    case 1: return `${String(d).padStart(2, "0")}/${String(mo).padStart(2, "0")}/${y} ${h12} ${ap.toUpperCase()}`;
    case 2: return `${WEEKDAYS_EN[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${d} ${MONTHS_EN[mo - 1]} ${y} at ${h12} ${ap}`;
    default: return `${d} ${MONTHS_EN[mo - 1]} ${y}, ${String(h).padStart(2, "0")}:${mm}`;
  }
}

/** A long value broken over two lines as a narrow value column wraps it (an address after its street). */
function wrapTwo(shown: string): string {
  if (shown.length <= 24 || /\S{24,}/.test(shown)) return esc(shown);
  const comma = shown.indexOf(", ");
  if (comma > 0) return `${esc(shown.slice(0, comma + 1))}<br>${esc(shown.slice(comma + 2))}`;
  const w = shown.split(" ");
  if (w.length < 2) return esc(shown);
  let cut = 1;
  while (cut < w.length - 1 && w.slice(0, cut + 1).join(" ").length <= shown.length * 0.6) cut++;
  return `${esc(w.slice(0, cut).join(" "))}<br>${esc(w.slice(cut).join(" "))}`;
}

type OnlineSkin = { align: "right" | "far"; rule: "zebra" | "lines"; wrap: boolean; labelW: number; bold: boolean; pad: number };
type OnlineSec = { title: string; rows: Fact[]; kind: "dl" | "fees" | "decl"; html?: string };

// 12. An online application printed from the agency's web service ("Review your application" / "Transaction
//     summary" printed to PDF): the browser's print header (date and time, tab title) and footer (URL, "1/2"),
//     the site's header and breadcrumb, the service's title, a step indicator ("Step 3 of 4"), a reference
//     number and a submitted (or saved) time stamp in the web app's own format, then sections as headings
//     with an "Edit" link at the right, each a definition list of label at the left and value right-aligned
//     (or left-aligned in a far column) across a wide gap, zebra rows or thin separators, at times values
//     wrapped to two lines and labels asked as questions ("What is the vehicle's plate number?"); fee lines
//     with their total; one or two pages, a section's rows continuing on the next page after the print header.
function onlineSummary(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "sans", colon: false });
  const a = app(r, canonical);
  const s = d.style.size;
  const w = <T,>(l: readonly T[]) => (canonical ? l[0] : pick(r, l));
  const questions = !canonical && chance(r, 0.35);
  const L = (k: string) => {
    const e = ONLINE_LABELS[k];
    return questions && e.q && chance(r, 0.8) ? pick(r, e.q) : w(e.s);
  };
  const H = (k: string) => w(ONLINE_HEADINGS[k]);
  const skin: OnlineSkin = canonical
    ? { align: "right", rule: "lines", wrap: false, labelW: 50, bold: false, pad: 4 }
    : { align: pick(r, ["right", "right", "far"] as const), rule: pick(r, ["zebra", "lines"] as const), wrap: chance(r, 0.35), labelW: pick(r, [40, 45, 50, 55]), bold: chance(r, 0.4), pad: pick(r, [3, 4, 5]) };
  const stage = canonical || chance(r, 0.5) ? "review" : "done";
  const S = ONLINE_STAGES[stage];
  // a confirmation page often shows a short summary only (who, which vehicle, the sale, the fees)
  const brief = stage === "done" && chance(r, 0.6);
  const k = (full: number, short: number) => (brief ? short : full);
  const agency = canonical ? "Service NSW" : pick(r, ["Service NSW", "Service NSW", "Transport for NSW", "MyServiceNSW"]);
  const t = w(ONLINE_TITLES[a.type]);
  const v = a.x.vehicle;

  // the facts, in the service's own wordings
  const typeF = d.text("applicationType", null, a.type, L("type"));
  const plateF = d.text("plateNumber", null, v.plate, L("plate"));
  const plateWithType = canonical || chance(r, 0.5);
  const p = a.x.customer;
  const partyRows: MaybeFact[] = a.company
    ? [d.text("corporation.name", null, a.x.corp!.name, L("corpName")), d.text("corporation.acn", null, a.x.corp!.acn, L("acn")), opt(d, k(0.8, 0.3), d.text("corporation.abn", null, a.x.corp!.abn, L("abn")))]
    : [
        d.text("applicant.name", null, p.name, L("name")),
        opt(d, k(0.85, 0.2), d.date("applicant.dateOfBirth", null, p.dob, L("dob"))),
        d.text("applicant.licenceNumber", null, p.licence, L("licence")),
        opt(d, k(1, 0.5), d.text("applicant.address", null, p.address, L("address"))),
        opt(d, k(0.7, 0.1), d.text("applicant.phone", null, p.phone, L("phone"))),
        opt(d, k(0.6, 0.3), d.text("applicant.email", null, p.email, L("email"))),
      ];
  const split = !canonical && chance(r, 0.3);
  const vehicleRows: MaybeFact[] = [
    !plateWithType && plateF,
    d.text("vehicle.vin", null, v.vin, L("vin")),
    d.text("vehicle.make", null, v.make, L("make")),
    split ? d.text("vehicle.model", null, v.model, L("model")) : d.text("vehicle.model", null, `${v.model} ${v.variant}`, L("model")),
    split && d.text(null, null, v.variant, L("variant")),
    d.int("vehicle.year", null, v.year, undefined, L("year")),
    opt(d, k(0.75, 0.2), d.text("vehicle.bodyType", null, v.body, L("body"))),
    opt(d, k(0.75, 0.3), d.text("vehicle.colour", null, v.colour, L("colour"))),
    opt(d, k(0.6, 0.1), d.text("vehicle.engineNumber", null, v.engine, L("engine"))),
    opt(d, k(0.85, 0.4), d.odo("vehicle.odometer", null, v.odometer, L("odometer"))),
  ];
  const fromDealer = a.seller.name === a.x.dealer.name;
  const sellerF = opt(d, k(0.85, 0.5), d.text("purchase.sellerName", null, a.seller.name, L("seller")));
  const purchaseRows: MaybeFact[] = [
    d.date("purchase.date", null, a.x.date, L("pdate")),
    d.money("purchase.price", null, a.x.price.vehicle, L("price")),
    opt(d, k(0.45, 0.2), d.money("purchase.marketValue", null, a.marketValue, L("mv"))),
    sellerF,
    // the seller's address is asked only after the seller's name
    sellerF && opt(d, k(0.55, 0.2), d.text("purchase.sellerAddress", null, a.seller.address, L("sellerAddr"))),
  ];
  const dealerRows: MaybeFact[] = fromDealer && (canonical || chance(r, k(0.6, 0.15))) ? [d.text("dealer.name", null, a.x.dealer.name, L("dealer")), d.text("dealer.licenceNumber", null, a.x.dealer.licence, L("dealerLic"))] : [];
  const inspRows: MaybeFact[] = canonical || chance(r, k(0.6, 0.2)) ? [d.text("inspection.reportNumber", null, a.inspectionNo, L("insp")), opt(d, 0.8, d.date("inspection.date", null, a.inspectionDate, L("inspDate"))), opt(d, 0.6, d.text("inspection.station", null, a.station, L("station")))] : [];

  // the submission: a few days after the purchase; the declaration accepted then
  const submitted = addDays(a.x.date, canonical ? 2 : int(r, 0, 13));
  const hour = int(r, 8, 21);
  const minute = int(r, 0, 59);
  const stampK = canonical ? 0 : int(r, 0, 3);
  const stamp = webStamp(submitted, hour, minute, stampK);
  const who = a.company ? a.x.corp!.name : p.name;
  const declared = canonical || chance(r, k(0.75, 0.4));
  const declRows: MaybeFact[] = declared ? [d.text("declaration.signedBy", null, who, w(ONLINE_LABELS.declBy.s)), opt(d, 0.8, d.date("declaration.date", null, submitted, w(ONLINE_LABELS.declDate.s)))] : [];

  // fees: the service's charges (no facts of the profile), their total
  const m = (n: number) => d.style.money(n);
  const duty = nswDuty(Math.max(a.x.price.vehicle, a.marketValue));
  const rego = a.x.price.registration || round2(int(r, 40000, 90000) / 100);
  const fees: Array<[string, number]> =
    a.type === "Transfer of registration"
      ? [[w(["Transfer fee", "Transfer of registration fee"]), canonical ? 40 : pick(r, [36, 40, 41])], [w(["Stamp duty", "Motor vehicle duty", "Transfer duty"]), duty]]
      : [[w(["Registration fee", "Registration charge"]), rego], ...(a.type === "New registration" ? [[w(["Number plate fee", "Plate fee"]), canonical ? 47 : pick(r, [47, 51])] as [string, number]] : []), [w(["Motor vehicle tax", "Vehicle tax"]), round2(int(r, 20000, 70000) / 100)], [w(["Stamp duty", "Motor vehicle duty"]), duty]];
  if (!canonical && chance(r, 0.25)) fees.push([pick(r, ["Card payment fee (0.4%)", "Card surcharge"]), round2(fees.reduce((x, f) => x + f[1], 0) * 0.004)]);
  const total = round2(fees.reduce((x, f) => x + f[1], 0));
  const line = skin.rule === "lines" ? "border-bottom:0.75pt solid #d6d6d6;" : "";
  const cell = `padding:${skin.pad}px 8px;`;
  const feeRows = fees.map(([l, n], i) => `<tr><td style="${cell}${line}${skin.rule === "zebra" && i % 2 === 0 ? "background:#f1f3f5;" : ""}color:#444">${esc(l)}</td><td style="${cell}${line}${skin.rule === "zebra" && i % 2 === 0 ? "background:#f1f3f5;" : ""}text-align:right;white-space:nowrap">${esc(m(n))}</td></tr>`);
  const paidBy = stage === "done" && !canonical && chance(r, 0.6) ? `<tr><td colspan="2" style="${cell}color:#555;font-size:${Math.max(7, s - 1)}pt">${esc(pick(r, [`Paid by Visa ending in ${digits(r, 4)}`, `Paid by Mastercard ending in ${digits(r, 4)}`, "Paid by PayPal"]))}</td></tr>` : "";
  const feesHtml = `<table style="width:100%;border-collapse:collapse;margin:2px 0 6px">${feeRows.join("")}<tr><td style="${cell}border-top:1.5pt solid #333;font-weight:bold">${esc(w(S.total))}</td><td style="${cell}border-top:1.5pt solid #333;font-weight:bold;text-align:right;white-space:nowrap">${esc(m(total))}</td></tr>${paidBy}</table>`;
  const declText = pick(r, ["I declare that the information I have provided is true and correct, and that the vehicle is insured (CTP) for the registration period.", "I declare that the details in this application are true and correct. I understand it is an offence to provide false or misleading information."]);
  const declHtml = `<div style="margin:3px 0 4px;font-size:${Math.max(7, s - 1)}pt;color:#333"><span style="display:inline-block;width:9px;height:9px;background:${d.style.accent};margin-right:6px"></span>${esc(canonical ? "I declare that the information I have provided is true and correct, and that the vehicle is insured (CTP) for the registration period." : declText)}</div>`;

  const allSecs: OnlineSec[] = [
    { title: H("transaction"), rows: [typeF, plateWithType && plateF].filter(Boolean) as Fact[], kind: "dl" },
    { title: a.company ? H("corporation") : H("applicant"), rows: partyRows.filter(Boolean) as Fact[], kind: "dl" },
    { title: H("vehicle"), rows: vehicleRows.filter(Boolean) as Fact[], kind: "dl" },
    { title: H("purchase"), rows: purchaseRows.filter(Boolean) as Fact[], kind: "dl" },
    { title: H("dealer"), rows: dealerRows.filter(Boolean) as Fact[], kind: "dl" },
    { title: H("inspection"), rows: inspRows.filter(Boolean) as Fact[], kind: "dl" },
    { title: H("fees"), rows: [], kind: "fees", html: feesHtml },
    { title: H("declaration"), rows: declRows.filter(Boolean) as Fact[], kind: "decl", html: declHtml },
  ];
  const secs = allSecs.filter((x) => x.rows.length || x.html);

  // a definition list's rows
  const rowHtml = (f: Fact, i: number) => {
    f.mark();
    const bg = skin.rule === "zebra" && i % 2 === 0 ? "background:#f1f3f5;" : "";
    const brk = /\S{27,}/.test(f.shown) ? "word-break:break-all;" : "";
    const value = skin.wrap ? wrapTwo(f.shown) : esc(f.shown);
    return `<tr><td style="${cell}${line}${bg}color:#444;width:${skin.labelW}%">${esc(f.label)}</td><td style="${cell}${line}${bg}text-align:${skin.align === "right" ? "right" : "left"};${skin.bold ? "font-weight:bold;" : ""}${brk}">${value}</td></tr>`;
  };
  const dl = (rows: Fact[], from: number) => (rows.length ? `<table style="width:100%;border-collapse:collapse;margin:2px 0 6px">${rows.map((f, i) => rowHtml(f, from + i)).join("")}</table>` : "");
  const edit = stage === "review" ? w(["Edit", "Change", "Edit details", "Update"]) : null;
  const headRule = canonical || chance(r, 0.5);
  const secHead = (title: string, kind: OnlineSec["kind"]) =>
    `<table style="width:100%;border-collapse:collapse;margin:12px 0 3px${headRule ? ";border-bottom:1pt solid #999" : ""}"><tr><td style="font-size:${s + 2}pt;font-weight:bold;color:${d.style.accent};padding:0 0 2px">${esc(title)}</td>${edit && kind !== "fees" ? `<td style="text-align:right;white-space:nowrap;vertical-align:bottom;color:#1a5fb4;text-decoration:underline;padding:0 0 2px">${esc(edit)}</td>` : ""}</tr></table>`;

  // the browser's print header and footer, the site's header, breadcrumb, title, step and reference
  const chrome = canonical || chance(r, 0.8);
  const printedOn = chance(r, 0.7) ? submitted : addDays(submitted, int(r, 1, 5));
  const [py, pm, pd] = printedOn.split("-").map(Number);
  const pMin = String(Math.min(59, minute + int(r, 1, 20))).padStart(2, "0");
  const printStamp = canonical || chance(r, 0.6) ? `${String(pd).padStart(2, "0")}/${String(pm).padStart(2, "0")}/${py}, ${String(hour).padStart(2, "0")}:${pMin}` : `${pm}/${pd}/${String(py).slice(2)}, ${hour % 12 || 12}:${pMin} ${hour < 12 ? "AM" : "PM"}`;
  const tab = `${stage === "review" ? w(S.heading) : t} | ${agency}`;
  const slug = t.toLowerCase().replace(/[^a-z]+/g, "-").replace(/-$/, "");
  const url = canonical ? `https://www.service.nsw.gov.au/transaction/${slug}/review` : pick(r, [`https://www.service.nsw.gov.au/transaction/${slug}/${stage === "review" ? "review" : "confirmation"}`, `https://my.service.nsw.gov.au/MyServiceNSW/index#/rms/${slug}/${stage === "review" ? "review" : "summary"}`, `https://online.transport.nsw.gov.au/registration/${slug}?step=${stage === "review" ? "review" : "complete"}`]);
  const small = "font-size:7.5pt;color:#444";
  const printHead = () => (chrome ? `<table style="width:100%;border-collapse:collapse;margin-bottom:6px"><tr><td style="${small};width:30%">${esc(printStamp)}</td><td style="${small};text-align:center">${esc(tab)}</td><td style="width:30%"></td></tr></table>` : "");
  const printFoot = (n: number, of: number) => (chrome ? `<table style="width:100%;border-collapse:collapse;margin-top:10px"><tr><td style="${small}">${esc(url)}</td><td style="${small};text-align:right;white-space:nowrap">${n}/${of}</td></tr></table>` : "");
  const nav = w([["Services", "Locations", "Contact us", "Log out"], ["My account", "Log out"], ["Find a service", "Locations", "MyServiceNSW Account"]]);
  const sep = w(["›", ">", "/"]);
  const crumbs = ["Home", w(["Driving and transport", "Vehicle registration", "Transport and driving"]), t];
  // the site's bar: the agency under a coloured rule, or white on a coloured band
  const band = !canonical && chance(r, 0.5);
  const site = `<table style="width:100%;border-collapse:collapse;${band ? `background:${d.style.accent};` : `border-bottom:3px solid ${d.style.accent};`}"><tr><td style="padding:6px 8px;font-size:${s + 5}pt;font-weight:bold;color:${band ? "#fff" : d.style.accent}">${esc(agency)}</td><td style="padding:6px 8px;text-align:right;vertical-align:middle;font-size:${Math.max(7, s - 1)}pt;color:${band ? "#fff" : "#333"}">${nav.map(esc).join("&nbsp;&nbsp;&nbsp;&nbsp;")}</td></tr></table>`;
  const crumbHtml = `<div style="font-size:${Math.max(7, s - 1.5)}pt;color:#555;margin:6px 0 4px">${crumbs.map(esc).join(` ${esc(sep)} `)}</div>`;
  const titleHtml = `<h1 style="text-align:left;white-space:normal;margin:6px 0 2px">${esc(t)}</h1>`;
  const steps = w(S.steps);
  const current = stage === "review" ? steps.length - 2 : steps.length - 1;
  const stepText = `${w(["Step", "Step", "STEP"])} ${current + 1} of ${steps.length}`;
  const stepStyle = canonical ? "text" : pick(r, ["text", "list", "both"] as const);
  const bar = `<div style="height:5px;background:#ddd;margin:2px 0 6px;width:60%"><div style="height:5px;width:${Math.round(((current + 1) / steps.length) * 100)}%;background:${d.style.accent}"></div></div>`;
  const list = `<table style="border-collapse:collapse;margin:4px 0 6px;width:100%"><tr>${steps.map((x, i) => `<td style="padding:2px 6px 3px 0;border-bottom:3px solid ${i <= current ? d.style.accent : "#ccc"};font-size:${Math.max(7, s - 1)}pt;${i === current ? "font-weight:bold;" : "color:#555;"}">${i + 1}. ${esc(x)}</td>`).join("")}</tr></table>`;
  const stepHtml = stepStyle === "list" ? list : `<div style="font-size:${Math.max(7, s - 1)}pt;color:#555;margin-top:4px">${esc(stepText)}${stepStyle === "both" ? `: ${esc(steps[current])}` : ""}</div>${stepStyle === "both" ? list : bar}`;
  const stageHtml = `<h2 style="margin:6px 0 2px">${esc(w(S.heading))}</h2>`;
  const refNo = canonical ? `${digits(r, 10)}` : pick(r, [digits(r, 10), `SNSW-${digits(r, 8)}`, `${letters(r, 2)}${digits(r, 8)}`, `TXN${digits(r, 9)}`]);
  const refStyle = canonical ? "box" : pick(r, ["box", "box", "sentence"] as const);
  const refL = w(S.ref);
  const timeL = w(S.time);
  const refHtml =
    refStyle === "box"
      ? `<div style="border-left:4px solid ${d.style.accent};background:#eef3f8;padding:5px 10px;margin:6px 0">${stage === "done" ? `<div style="font-weight:bold;margin-bottom:2px">${esc(pick(r, ["Your application has been submitted.", "Thank you. Your transaction is complete.", "Application received"]))}</div>` : ""}<div>${esc(refL)}&nbsp;&nbsp;<b>${esc(refNo)}</b></div><div>${esc(timeL)}&nbsp;&nbsp;${esc(stamp)}</div></div>`
      : `<p style="margin:6px 0">${esc(stage === "done" ? "Your application has been submitted." : "Please check your details before you continue.")} ${esc(`Your ${refL.toLowerCase()} is`)} <b>${esc(refNo)}</b>. ${esc(timeL)} ${esc(stamp)}.</p>`;
  const intro = stage === "review" && (canonical || chance(r, 0.6)) ? `<p style="margin:4px 0;color:#333">${esc(pick(r, ["Check that your details are correct before you submit. Select Edit to make a change.", "Please review the information below. You can change your answers before you pay."]))}</p>` : "";

  // pages: rows fill the first page, the rest continue after the print header on a second
  const lh = s * 1.25;
  const labelChars = Math.max(8, ((skin.labelW / 100) * CONTENT_PT - 16) / (s * 0.55));
  const rowH = (f: Fact) => Math.max(Math.ceil(f.label.length / labelChars), skin.wrap && f.shown.length > 24 && !/\S{24,}/.test(f.shown) ? 2 : 1) * lh + skin.pad * 1.5 + 1;
  const headH = (chrome ? 18 : 0) + (s + 5) * 1.25 + 14 + (s - 1.5) * 1.25 + 10 + (s + 8) * 1.3 + 8 + (s + 2) * 1.3 + 8 + (stepStyle === "text" ? lh + 12 : stepStyle === "list" ? lh + 14 : 2 * lh + 16) + (refStyle === "box" ? (stage === "done" ? 3 : 2) * lh + 20 : 2 * lh + 10) + (intro ? 2 * lh + 6 : 0);
  const secH = (x: OnlineSec) => (s + 2) * 1.3 + 16 + (x.kind === "fees" ? (fees.length + 1) * (lh + skin.pad * 1.5 + 1) + (paidBy ? lh + 6 : 0) + 8 : x.kind === "decl" ? 3 * lh + 8 + x.rows.reduce((h, f) => h + rowH(f), 0) : x.rows.reduce((h, f) => h + rowH(f), 8));
  const PAGE_PT = ((297 - 31) * 72) / 25.4;
  // (the sums above run about an eighth over what Chromium lays out: scaled to it, a little under at worst)
  const head1 = 0.95 * headH;
  const fit = 0.875;
  const total1 = head1 + fit * secs.reduce((h, x) => h + secH(x), 0);
  // where the first page ends: [section index, row index] (row 0: before the section's heading)
  let brk: [number, number] | null = null;
  if (total1 > PAGE_PT - 36) {
    let y = head1;
    const limit = PAGE_PT - 44;
    outer: for (let i = 0; i < secs.length; i++) {
      const x = secs[i];
      if (x.kind !== "dl") {
        if (y + fit * secH(x) > limit) { brk = [i, 0]; break; }
        y += fit * secH(x);
        continue;
      }
      y += fit * ((s + 2) * 1.3 + 16);
      for (let j = 0; j < x.rows.length; j++) {
        y += fit * rowH(x.rows[j]);
        // a heading is never left alone at the foot of a page
        if (y > limit) { brk = [i, j <= 1 ? 0 : j]; break outer; }
      }
    }
  }
  const pages = brk ? 2 : 1;
  const out: string[] = [];
  secs.forEach((x, i) => {
    const html = x.kind === "fees" ? x.html! : x.kind === "decl" ? `${x.html}${dl(x.rows, 0)}` : "";
    if (brk && brk[0] === i && brk[1] === 0) out.push(printFoot(1, 2), pageBreak(), printHead());
    if (x.kind !== "dl") return void out.push(secHead(x.title, x.kind), html);
    if (brk && brk[0] === i && brk[1] > 0) {
      out.push(secHead(x.title, x.kind), dl(x.rows.slice(0, brk[1]), 0), printFoot(1, 2), pageBreak(), printHead(), dl(x.rows.slice(brk[1]), brk[1]));
    } else out.push(secHead(x.title, x.kind), dl(x.rows, 0));
  });
  const siteFoot = !canonical && chance(r, 0.4) ? `<div style="border-top:1px solid #ccc;margin-top:14px;padding-top:4px;font-size:${Math.max(6.5, s - 2)}pt;color:#555">${["Privacy", "Accessibility", "Copyright", `© ${submitted.slice(0, 4)} ${agency}`].map(esc).join("&nbsp;&nbsp;|&nbsp;&nbsp;")}</div>` : "";
  const body = [out.join(""), siteFoot, printFoot(pages, pages)].join("");
  const head = `${printHead()}${site}${crumbHtml}{{TITLE}}${stepHtml}${stageHtml}${refHtml}${intro}`;
  d.set("documentType", t);
  return { d, page: { title: t, titleHtml, head, body } };
}

// ---------------------------------------------------------------- a paper form filled in by the officer's system

/** Per label key: hint text (small grey type), example values ("e.g. ..."), a footnote, and whether it is mandatory. */
type Clutter = { hint?: string[]; eg?: string[]; note?: string; req?: boolean };
const HINTED: Record<string, Clutter> = {
  "rego.type": { hint: ["(tick one)", "(new, transfer or re-registration)"], req: true },
  "rego.plate": { hint: ["(if already allocated)", "(if known)"], eg: ["ABC12D", "AB12CD", "ABC123"] },
  "applicant.name": { hint: ["(as shown on your licence)", "Given name(s) then family name", "Do not use initials"], req: true },
  "applicant.dob": { req: true, note: "Applicants under 18 years of age need the written consent of a parent or guardian." },
  "applicant.licence": { hint: ["(as shown on your licence)", "(or Service NSW customer number)"], eg: ["12345678", "87654321"], req: true, note: "If you do not hold a NSW driver licence, give your Service NSW customer number." },
  "applicant.address": { hint: ["Include unit number if applicable", "(not a PO Box)", "Street, suburb, state and postcode"], eg: ["1 Smith Street, Parramatta NSW 2150", "Unit 2/10 Main Road, Penrith NSW 2750"], req: true, note: "A post office box is not acceptable as a residential address." },
  "applicant.phone": { hint: ["(include area code)", "Daytime"], eg: ["0412 345 678", "(02) 9876 5432"] },
  "applicant.email": { hint: ["(optional)", "We will send your certificate to this address"], eg: ["name@example.com"], note: "Your email address is used to send your certificate of registration and renewal notices." },
  "corp.name": { hint: ["(as registered with ASIC)", "(full legal name)"], req: true },
  "corp.acn": { hint: ["(9 digits)"], eg: ["123 456 789", "000 000 019"], req: true, note: "A company must attach a letter of authority on the company's letterhead." },
  "corp.abn": { hint: ["(11 digits, if registered)"], eg: ["12 345 678 901"] },
  "vehicle.make": { eg: ["Toyota", "Holden", "Ford"], req: true },
  "vehicle.model": { eg: ["Corolla", "Commodore", "Ranger"], req: true },
  "vehicle.modelVariant": { hint: ["(include series or variant)"], eg: ["Corolla Ascent", "Ranger XL"], req: true },
  "vehicle.variant": { hint: ["(if applicable)"] },
  "vehicle.year": { hint: ["(YYYY)", "(year of manufacture)"], eg: ["2019", "2015"], req: true },
  "vehicle.body": { hint: ["(e.g. sedan, wagon, utility)", "(see registration certificate)"] },
  "vehicle.colour": { hint: ["(main colour)", "(predominant colour)"] },
  "vehicle.vin": { hint: ["(17 characters)", "Found on the compliance plate or windscreen"], req: true, note: "The VIN is shown on the compliance plate, at the base of the windscreen and on the certificate of registration." },
  "vehicle.engine": { hint: ["(if known)"] },
  "vehicle.odometer": { hint: ["(km, whole numbers)", "(kilometres)"], eg: ["45,000", "120 000"], note: "Give the reading on the day you acquired the vehicle." },
  "purchase.date": { req: true, note: "Lodge this application within 14 days of acquiring the vehicle to avoid a late transfer fee." },
  "purchase.price": { hint: ["(whole dollars)", "(including delivery)"], eg: ["$25,000", "$18,500"], req: true, note: "Include GST and dealer delivery charges. Do not include insurance or extended warranties." },
  "purchase.marketValue": { hint: ["(if greater than purchase price)", "(dealers to complete)"], note: "Motor vehicle duty is calculated on the market value or the purchase price, whichever is greater." },
  "purchase.seller": { hint: ["(person or business you bought the vehicle from)", "(previous registered operator)"] },
  "purchase.sellerAddress": { hint: ["(if known)"] },
  "rdealer.name": { hint: ["(if bought from a licensed motor dealer)"] },
  "rdealer.licence": { eg: ["MD12345", "MD012345"] },
  "inspection.number": { hint: ["(pink slip / eSafety check)", "(from the safety check report)"], eg: ["AIS123456", "PNK000001"], note: "A safety check (pink slip) is needed for light vehicles more than five years old, no more than 42 days before lodgement." },
  "inspection.station": { hint: ["(name of authorised inspection station)"] },
  "decl.signedBy": { hint: ["(BLOCK LETTERS)", "(print name)"], req: true },
  "decl.date": { req: true },
};
const STAR_NOTES = ["* Mandatory field.", "* Required information: the application cannot be processed without it.", "Fields marked with an asterisk (*) must be completed."];
const FORM_INTRO = ["Please print clearly in BLOCK LETTERS using black or blue pen. Fields marked * are mandatory.", "Complete all fields marked with an asterisk (*). Read the notes at the foot of the page before you complete this form.", "Use this form to apply for registration of a light vehicle in NSW. Notes are at the end of the form."];
const OFFICE_TITLES = ["OFFICE USE ONLY", "Office use only", "For office use", "FOR OFFICIAL USE ONLY"];
const OFFICE_CODES: Array<[string, (r: Rng, date: string, fmt: (iso: string) => string, type: string) => string]> = [
  ["Transaction code", (r, _d, _f, type) => `${type.startsWith("Transfer") ? "TRF" : type.startsWith("Re-") ? "RRG" : "NRG"} ${int(r, 10, 99)}`],
  ["Receipt no.", (r) => digits(r, 9)],
  ["Batch no.", (r) => digits(r, 4)],
  ["Processed by", (r) => letters(r, 3)],
  ["Officer ID", (r) => digits(r, 6)],
  ["Date received", (r, date, fmt) => fmt(addDays(date, int(r, 1, 10)))],
  ["Centre code", (r) => `${int(r, 100, 899)}`],
  ["Fee code", (r) => `F${digits(r, 3)}`],
  ["Docs sighted", (r) => pick(r, ["Y", "POI / POA", "LIC"])],
];

// 13. A paper application form filled in by the service centre's system, its labels carrying the clutter real
//     forms have: required-field asterisks ("Full name *", "* Date of birth"), footnote markers ("Residential
//     address¹", "Licence number (2)", "VIN†"), hint text in small grey type under or after the label ("(as
//     shown on your licence)", "(DD/MM/YYYY)", "Include unit number if applicable"), example values ("e.g.
//     12345678", "e.g. 01/01/1980") beside the label, right of the field or under it, an "Office use only"
//     box (blank, or with its own codes filled in: receipt no., batch, date received), numbered sections, and
//     the footnotes at the foot of the form. Values sit in boxes or on lines beside or below the labels,
//     typed in the page's font, in bold or in a typewriter face, at times upper case.
function hintedLabels(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { colon: false });
  const a = app(r, canonical);
  const s = d.style.size;
  const w = <T,>(l: readonly T[]) => (canonical ? l[0] : pick(r, l));
  const v = a.x.vehicle;
  const p = a.x.customer;
  const fmt = d.style.date;
  const layout = canonical ? "beside" : pick(r, ["beside", "beside", "above", "above"] as const);
  const egRight = layout === "beside" && !canonical && chance(r, 0.4);
  const hintAt = canonical ? "under" : pick(r, ["under", "after"] as const);
  const egAt = layout === "above" && !canonical ? pick(r, ["label", "below"] as const) : egRight ? "right" : "label";
  const starBefore = !canonical && chance(r, 0.35);
  const starRed = !canonical && chance(r, 0.4);
  const marks = canonical ? "sup" : pick(r, ["sup", "tag", "paren", "dagger"] as const);
  const field = canonical ? "box" : pick(r, ["box", "box", "line", "shade"] as const);
  const valueFont = canonical ? "" : pick(r, ["", "", "font-weight:bold;", `font-family:'Liberation Mono','DejaVu Sans Mono',monospace;`]);
  const upperValues = !canonical && chance(r, 0.3);
  const hintP = canonical ? 1 : pick(r, [0.5, 0.7, 0.9]);
  const egP = canonical ? 0.5 : pick(r, [0.25, 0.4, 0.6]);
  const hs = Math.max(6, s - 2.5);
  const grey = `font-size:${hs}pt;color:#666`;

  // a date's hint: the format as the form spells it, when the system prints digits; else an example in its format
  const probe = fmt("2001-02-03");
  const dateHint = probe === "03/02/2001" || probe === "3/2/2001" ? "(DD/MM/YYYY)" : probe === "03.02.2001" ? "(DD.MM.YYYY)" : probe === "2001-02-03" ? "(YYYY-MM-DD)" : probe === "03/02/01" ? "(DD/MM/YY)" : null;

  // the facts, with their clutter; footnote numbers given in the order the page shows them (three at most)
  type HF = { f: Fact; key: string; req: boolean; hint?: string; eg?: string; note?: number };
  const notes: string[] = [];
  const noteP = canonical ? 1 : pick(r, [0.35, 0.5, 0.7]);
  const hf = (f: Fact, key: string, o: { eg?: string[] } = {}): HF => {
    const c = HINTED[key] ?? {};
    const isDate = /^\d{4}-\d{2}-\d{2}$/.test(String(f.value));
    let hint = c.hint && !f.label.includes("(") && (canonical || chance(r, hintP)) ? w(c.hint) : undefined;
    // a hint never repeats its label ("Print name (print name)")
    if (hint && hint.toLowerCase().replace(/[()]/g, "") === f.label.toLowerCase()) hint = undefined;
    if (isDate && dateHint && (canonical || chance(r, hintP))) hint = dateHint;
    const egs = (o.eg ?? c.eg ?? []).filter((x) => x.toLowerCase().replace(/\s/g, "") !== f.shown.toLowerCase().replace(/\s/g, ""));
    const eg = egs.length && (canonical ? !hint : chance(r, egP)) ? w(egs) : undefined;
    const note = c.note && notes.length < 3 && !notes.includes(c.note) && (canonical ? notes.length < 2 : chance(r, noteP)) ? notes.push(c.note) : undefined;
    return { f, key, req: !!c.req, hint, eg, note };
  };
  const maybe = (pr: number) => canonical || r() < pr;
  const egDate = (iso: string) => [fmt(iso === "1980-01-01" ? "1985-07-15" : "1980-01-01")];

  const typeF = d.text("applicationType", "rego.type", a.type);
  const plateF = d.text("plateNumber", "rego.plate", v.plate);
  const party: HF[] = a.company
    ? [hf(d.text("corporation.name", "corp.name", a.x.corp!.name), "corp.name"), hf(d.text("corporation.acn", "corp.acn", a.x.corp!.acn), "corp.acn"), maybe(0.8) ? hf(d.text("corporation.abn", "corp.abn", a.x.corp!.abn), "corp.abn") : null].filter((x): x is HF => !!x)
    : [
        hf(d.text("applicant.name", "applicant.name", p.name), "applicant.name"),
        maybe(0.85) ? hf(d.date("applicant.dateOfBirth", "applicant.dob", p.dob), "applicant.dob", { eg: egDate(p.dob) }) : null,
        hf(d.text("applicant.licenceNumber", "applicant.licence", p.licence), "applicant.licence"),
        hf(d.text("applicant.address", "applicant.address", p.address), "applicant.address"),
        maybe(0.7) ? hf(d.text("applicant.phone", "applicant.phone", p.phone), "applicant.phone") : null,
        maybe(0.5) ? hf(d.text("applicant.email", "applicant.email", p.email), "applicant.email") : null,
      ].filter((x): x is HF => !!x);
  const vf = vehicleFacts(d, v, "vehicle");
  const modelKey = vf.variant || d.canonical ? "vehicle.model" : "vehicle.modelVariant";
  const vehicle: HF[] = [
    hf(vf.make, "vehicle.make"),
    hf(vf.model, modelKey),
    vf.variant ? hf(vf.variant, "vehicle.variant") : null,
    hf(vf.year, "vehicle.year"),
    maybe(0.8) ? hf(vf.body, "vehicle.body") : null,
    maybe(0.8) ? hf(vf.colour, "vehicle.colour") : null,
    hf(vf.vin, "vehicle.vin"),
    maybe(0.8) ? hf(vf.engine, "vehicle.engine") : null,
    maybe(0.85) ? hf(vf.odometer, "vehicle.odometer") : null,
  ].filter((x): x is HF => !!x);
  const purchase: HF[] = [
    hf(d.date("purchase.date", "purchase.date", a.x.date), "purchase.date", { eg: egDate(a.x.date) }),
    hf(d.money("purchase.price", "purchase.price", a.x.price.vehicle), "purchase.price", { eg: [d.style.money(25000), d.style.money(18500)] }),
    maybe(0.5) ? hf(d.money("purchase.marketValue", "purchase.marketValue", a.marketValue), "purchase.marketValue") : null,
    maybe(0.85) ? hf(d.text("purchase.sellerName", "purchase.seller", a.seller.name), "purchase.seller") : null,
    maybe(0.5) ? hf(d.text("purchase.sellerAddress", "purchase.sellerAddress", a.seller.address), "purchase.sellerAddress") : null,
  ].filter((x): x is HF => !!x);
  const dealer: HF[] = canonical || chance(r, 0.6) ? [hf(d.text("dealer.name", "rdealer.name", a.x.dealer.name), "rdealer.name"), hf(d.text("dealer.licenceNumber", "rdealer.licence", a.x.dealer.licence), "rdealer.licence")] : [];
  const inspection: HF[] = canonical || chance(r, 0.7)
    ? [
        hf(d.text("inspection.reportNumber", "inspection.number", a.inspectionNo), "inspection.number"),
        maybe(0.8) ? hf(d.date("inspection.date", "inspection.date", a.inspectionDate), "inspection.date") : null,
        maybe(0.7) ? hf(d.text("inspection.station", "inspection.station", a.station), "inspection.station") : null,
      ].filter((x): x is HF => !!x)
    : [];
  const decl: HF[] = [hf(d.text("declaration.signedBy", "decl.signedBy", a.company ? a.x.corp!.name : p.name), "decl.signedBy"), hf(d.date("declaration.date", "decl.date", a.x.date), "decl.date")];

  // the label with its asterisk and footnote marker, the hint and example in small grey type
  const SUP = ["¹", "²", "³"];
  const DAG = ["†", "‡", "§"];
  const marker = (n: number) => (marks === "sup" ? SUP[n - 1] : marks === "tag" ? `<sup style="font-size:${hs}pt">${n}</sup>` : marks === "paren" ? ` (${n})` : DAG[n - 1]);
  const star = starRed ? `<span style="color:#c00000">*</span>` : "*";
  const labelHtml = (h: HF) => {
    let t = esc(h.f.label) + (h.note ? marker(h.note) : "");
    if (h.req) t = starBefore ? `${star} ${t}` : `${t} ${star}`;
    return d.style.labelBold ? `<b>${t}</b>` : t;
  };
  const egText = (h: HF) => `e.g. ${h.eg}`;
  const hintBlock = (h: HF) => {
    const bits = [h.hint, egAt === "label" && h.eg ? egText(h) : undefined].filter(Boolean) as string[];
    if (!bits.length) return "";
    return hintAt === "under" ? `<div style="${grey}">${bits.map(esc).join(" ")}</div>` : ` <span style="${grey}">${bits.map(esc).join(" ")}</span>`;
  };
  const valueHtml = (h: HF) => {
    h.f.mark();
    const shown = upperValues && !h.key.endsWith("email") ? h.f.shown.toUpperCase() : h.f.shown;
    const look = field === "box" ? "border:0.75pt solid #555;" : field === "line" ? "border-bottom:0.75pt solid #555;" : "background:#e9edf2;";
    const brk = /\S{27,}/.test(shown) ? "word-break:break-all;" : "";
    return `<div style="${look}${valueFont}${brk}padding:1px 4px;min-height:${(s * 1.25).toFixed(1)}pt">${esc(shown)}</div>`;
  };
  const kvRows = (hs_: HF[]) =>
    `<table style="width:100%;border-collapse:collapse;margin:2px 0">${hs_
      .map(
        (h) =>
          `<tr><td style="width:${egRight ? 34 : 38}%;padding:2px 8px 3px 0;vertical-align:top">${labelHtml(h)}${hintBlock(h)}</td><td style="padding:2px 0 3px;vertical-align:top">${valueHtml(h)}</td>${egRight ? `<td style="width:18%;padding:3px 0 3px 8px;vertical-align:top;${grey}">${h.eg ? esc(egText(h)) : ""}</td>` : ""}</tr>`,
      )
      .join("")}</table>`;
  const cols = canonical ? 2 : pick(r, [2, 3]);
  const grid = (hs_: HF[]) => {
    const rows: string[] = [];
    let row: string[] = [];
    let used = 0;
    const boxPt = 500 / cols - 12;
    for (const h of hs_) {
      const span = Math.min(cols, Math.max(1, Math.ceil((h.f.shown.length * s * 0.6) / boxPt), h.f.label.length + (h.hint?.length ?? 0) > 44 / cols * 2 ? 2 : 1));
      if (used + span > cols) {
        if (used < cols) row.push(`<td colspan="${cols - used}"></td>`);
        rows.push(`<tr>${row.join("")}</tr>`);
        row = [];
        used = 0;
      }
      const below = egAt === "below" && h.eg ? `<div style="${grey};padding-top:1px">${esc(egText(h))}</div>` : "";
      row.push(`<td${span > 1 ? ` colspan="${span}"` : ""} style="vertical-align:bottom;padding:3px 10px 4px 0"><div>${labelHtml(h)}${hintBlock(h)}</div>${valueHtml(h)}${below}</td>`);
      used += span;
    }
    if (row.length) {
      if (used < cols) row.push(`<td colspan="${cols - used}"></td>`);
      rows.push(`<tr>${row.join("")}</tr>`);
    }
    return `<table style="width:100%;table-layout:fixed;border-collapse:collapse;margin:2px 0">${Array.from({ length: cols }, () => `<col style="width:${(100 / cols).toFixed(2)}%">`).join("")}${rows.join("")}</table>`;
  };
  const fields = (hs_: HF[]) => (layout === "beside" ? kvRows(hs_) : grid(hs_));

  // numbered section headings: a band, or a ruled heading
  const band = !canonical && chance(r, 0.5);
  const numStyle = w(["n.", "Section n", "Part n –", "n"]);
  let secNo = 0;
  const secHead = (key: string) => {
    secNo++;
    const h = key === "transaction" ? w(["Registration details", "Transaction details", "Application details"]) : headingText(d, key);
    const text = `${numStyle.replace("n", String(secNo))} ${h}`.replace(/^(\d+) /, "$1  ");
    return band ? `<div style="background:${d.style.accent};color:#fff;font-weight:bold;padding:2px 5px;margin:10px 0 4px;font-size:${s + 0.5}pt">${esc(text)}</div>` : heading(text);
  };
  const sec = (key: string, hs_: HF[], pre = "") => (hs_.length || pre ? `${secHead(key)}${pre}${fields(hs_)}` : "");

  // the application type: ticked, or typed in its field
  const ticked = !canonical && chance(r, 0.5);
  const typeH = hf(typeF, "rego.type");
  if (!ticked && typeH.hint === "(tick one)") typeH.hint = undefined;
  const plateH = hf(plateF, "rego.plate");
  const typeHtml = ticked ? `<div style="margin:3px 0">${checks(d, { ...typeF, label: `${typeF.label}${typeH.req ? " *" : ""}` }, TYPES, a.type, pick(r, ["box", "bracket", "tick"] as CheckStyle[]))}${typeH.hint ? `<span style="${grey}">${esc(typeH.hint)}</span>` : ""}</div>` : "";
  const txn = ticked ? [plateH] : [typeH, plateH];

  // the office box: blank cells, or the codes the counter filled in
  const filled = !canonical && chance(r, 0.5);
  const codes = canonical ? OFFICE_CODES.slice(0, 4) : shuffle(r, OFFICE_CODES).slice(0, int(r, 3, 5));
  const officeAt = canonical ? "head" : pick(r, ["head", "top", "bottom"] as const);
  const officeRows = codes.map(([l, f]) => `<tr><td style="padding:1px 6px 1px 0;white-space:nowrap;font-size:${hs}pt;color:#333">${esc(l)}</td><td style="border:0.75pt solid #777;padding:0 4px;min-width:70px;height:${(hs * 1.5).toFixed(1)}pt;font-size:${Math.max(6.5, s - 1.5)}pt">${filled ? esc(f(r, a.x.date, fmt, a.type)) : "&nbsp;"}</td></tr>`).join("");
  const office = `<table style="border-collapse:collapse;border:1pt ${w(["solid", "dashed"])} #333;background:#f3f3f3;text-align:left;${officeAt === "head" ? "margin-left:auto" : `margin:4px 0 6px ${officeAt === "top" ? "auto" : "0"}`}"><tr><td colspan="2" style="font-weight:bold;font-size:${hs}pt;padding:2px 4px">${esc(w(OFFICE_TITLES))}</td></tr><tr><td style="padding:0 4px 4px"><table style="border-collapse:collapse">${officeRows}</table></td></tr></table>`;

  const formCode = canonical ? "MR1" : pick(r, ["MR1", "MR2", "45070", "TfNSW 1001", "MR 12"]);
  const edition = `${String(int(r, 1, 12)).padStart(2, "0")}/${int(r, 2021, 2024)}`;
  const agency = canonical ? AGENCY[0] : pick(r, AGENCY);
  const head = `<div class="head"><div class="lh"><div class="small">${esc(agency)}  ·  ${esc(`Form ${formCode}`)}</div>{{TITLE}}</div>${officeAt === "head" ? `<div class="tt">${office}</div>` : ""}</div>`;

  const intro = canonical || chance(r, 0.7) ? `<p class="para" style="margin:2px 0 6px">${esc(w(FORM_INTRO))}</p>` : "";
  const starNote = w(STAR_NOTES);
  const foot = `<div style="border-top:0.75pt solid #777;margin-top:14px;padding-top:3px;font-size:${hs}pt;color:#333">${[esc(starNote), ...notes.map((n, i) => `${marks === "tag" ? `<sup>${i + 1}</sup>` : marks === "paren" ? `(${i + 1})` : marks === "sup" ? SUP[i] : DAG[i]} ${esc(n)}`)].map((x) => `<div style="margin:1px 0">${x}</div>`).join("")}<div style="margin-top:4px;color:#666">${esc(`${formCode}  ${edition}`)}</div></div>`;
  const sig = `<table style="width:100%;border-collapse:collapse;margin-top:8px"><tr><td style="width:50%;padding-right:12px"><div style="border-bottom:0.75pt solid #444;height:26px"></div><div style="${grey}">${esc(w(["Signature of applicant", "Applicant's signature", "Signature"]))}${starBefore ? "" : " *"}</div></td><td></td></tr></table>`;

  const body = [
    officeAt === "top" ? office : "",
    intro,
    sec("transaction", txn, typeHtml),
    sec(a.company ? "corporation" : "applicant", party),
    sec("vehicle", vehicle),
    sec("purchase", purchase),
    sec("rdealer", dealer),
    sec("inspection", inspection),
    `${secHead("declaration")}${para(DECLARATION)}${fields(decl)}${sig}`,
    officeAt === "bottom" ? office : "",
    foot,
  ].join("");
  return finish(d, head, body, title(d), "left");
}

export const REGISTRATION_FAMILIES: Family[] = [
  { id: "service-kv", profile: P, idiom: "agency form, label beside value", build: serviceKv },
  { id: "per-char-boxes", profile: P, idiom: "check boxes, plate and licence one character per cell", build: perCharBoxes },
  { id: "boxed-cells", profile: P, idiom: "bordered boxes, small label top-left", build: boxedCells },
  { id: "two-column", profile: P, idiom: "two independent label/value columns", build: twoColumn },
  { id: "grid-above", profile: P, idiom: "label above value in grid cells", build: gridAbove },
  { id: "company-parts", profile: P, idiom: "company applicant, Part A–F sections", build: companyParts },
  { id: "multipage-declaration", profile: P, idiom: "three pages, privacy notice and declaration", build: multipageDeclaration },
  { id: "dms-mono", profile: P, idiom: "dealer-lodged monospace print-out", build: dmsMono },
  { id: "narrow-wrapped", profile: P, idiom: "three narrow columns, wrapped labels and values", build: narrowWrapped },
  { id: "wide-table", profile: P, idiom: "header-row tables for each part", build: wideTable },
  { id: "transfer-two-party", profile: P, idiom: "seller | buyer in two bordered panels with the same labels, vehicle as a Plate|VIN|Make|Model grid", build: transferTwoParty },
  { id: "online-summary", profile: P, idiom: "web service's review/summary page printed to PDF: print header and footer, step indicator, reference and time stamp, sections with Edit links, labels (at times questions) left and values right across a wide gap, fee lines and total", build: onlineSummary },
  { id: "hinted-labels", profile: P, idiom: "paper form filled in by the officer's system: labels with required-field asterisks, footnote markers, grey hint text and decoy examples (e.g. ...), an Office use only box with its own codes, footnotes at the foot", build: hintedLabels },
];
