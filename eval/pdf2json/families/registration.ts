// nsw_registration_application: ten ways an application for registration (new, or transfer) is printed:
// Service NSW / Transport for NSW paper forms, dealer-lodged print-outs, company applications.
import { addDays } from "../corpus/formats";
import { deal, type Deal } from "../corpus/deal";
import { company, person } from "../corpus/entities";
import { above, boxes, charBoxes, checks, esc, factTable, heading, kv, pageBreak, panels, para, signatures, type CheckStyle } from "../corpus/html";
import { chance, digits, int, letters, pick, type Rng } from "../corpus/rng";
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
];
