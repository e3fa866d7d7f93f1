// nsw_form7_dealer_notice: ten ways a NSW dealer's Form 7 notice (register entry, vehicle, dealer guarantee,
// particulars of sale) is printed: the statutory form, dealer-system print-outs, display cards.

import { deal, type Deal } from "../corpus/deal";
import { above, boxes, charBoxes, checks, esc, heading, kv, leader, pageBreak, para, type CheckStyle } from "../corpus/html";
import { chance, digits, int, pick, type Rng } from "../corpus/rng";
import type { DocBuilder, Fact } from "../corpus/truth";
import type { Built, Family } from "./types";
import { builder, columns, dealerLetterhead, headingText, monoBody, opt, section, sections, titleOnly, vehicleFacts, type MaybeFact, type Sec } from "./vehicle-common";

const P = "nsw_form7_dealer_notice";
const TITLES = ["Form 7 – Dealer's Notice", "DEALER'S NOTICE (FORM 7)", "Form 7 Motor Dealer's Notice", "Dealer Notice – Form 7", "Form 7: Notice to Purchaser of Used Motor Vehicle", "FORM 7 – DEALER GUARANTEE NOTICE"];
// drawn once per document: the page and the truth's documentType must show the same title
const titles = new WeakMap<DocBuilder, string>();
const title = (d: DocBuilder) => titles.get(d) ?? (titles.set(d, d.canonical ? TITLES[0] : pick(d.r, TITLES)), titles.get(d)!);
const REG_LINE = ["Motor Dealers and Repairers Regulation 2014 (NSW)", "Motor Dealers and Repairers Act 2013 – Section 81", "NSW Fair Trading", "Issued under the Motor Dealers and Repairers Regulation 2014"];

const addMonths = (iso: string, m: number) => {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + m);
  return t.toISOString().slice(0, 10);
};

type G = { applies: boolean; months: number; km: number; expiry: string; expiryOdo: number };

/** NSW: a used vehicle under 10 years old with under 160,000 km carries 3 months or 5,000 km. */
function guaranteeOf(x: Deal): G {
  const year = Number(x.date.slice(0, 4));
  const applies = year - x.vehicle.year < 10 && x.vehicle.odometer < 160000;
  return { applies, months: 3, km: 5000, expiry: addMonths(x.date, 3), expiryOdo: x.vehicle.odometer + 5000 };
}

function registerFacts(d: DocBuilder) {
  return {
    register: d.text("register.registerNumber", "register.number", d.canonical ? digits(d.r, 3) : pick(d.r, [digits(d.r, 3), digits(d.r, 4), `R${digits(d.r, 3)}`, `${int(d.r, 1, 9)}/${digits(d.r, 2)}`])),
    entry: d.text("register.entryNumber", "register.entry", d.canonical ? digits(d.r, 4) : pick(d.r, [digits(d.r, 4), digits(d.r, 5), `E${digits(d.r, 4)}`])),
  };
}

function dealerFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  return [d.text("dealer.name", "dealer.name", x.dealer.name), opt(d, 0.6, d.text("dealer.abn", "dealer.abn", x.dealer.abn)), d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence), opt(d, 0.8, d.text("dealer.address", "dealer.address", x.dealer.address)), opt(d, 0.5, d.text("dealer.phone", "dealer.phone", x.dealer.phone)), opt(d, 0.3, d.text("dealer.email", "dealer.email", x.dealer.email))];
}

function vehicleRows(d: DocBuilder, x: Deal, o: { plate?: boolean; vin?: boolean } = {}): MaybeFact[] {
  const f = vehicleFacts(d, x.vehicle, "vehicle");
  return [f.make, f.model, f.variant, f.year, opt(d, 0.6, f.body), opt(d, 0.7, f.colour), o.vin !== false && f.vin, opt(d, 0.7, f.engine), o.plate !== false && opt(d, 0.9, f.plate), f.odometer];
}

/** Guarantee facts; when it applies, the period may be printed as one phrase ("3 months or 5,000 km"). */
function guaranteeFacts(d: DocBuilder, g: G, o: { yesNo?: string[]; combined?: boolean } = {}): MaybeFact[] {
  const yn = o.yesNo ?? (d.canonical ? ["Yes", "No"] : pick(d.r, [["Yes", "No"], ["YES", "NO"], ["Applies", "Does not apply"], ["Y", "N"]]));
  const applies = d.as("guarantee.applies", "guarantee.applies", g.applies, g.applies ? yn[0] : yn[1]);
  if (!g.applies) return [applies];
  const expiry = opt(d, 0.7, d.date("guarantee.expiryDate", "guarantee.expiryDate", g.expiry));
  const expiryOdo = opt(d, 0.6, d.odo("guarantee.expiryOdometer", "guarantee.expiryOdo", g.expiryOdo));
  if (o.combined) {
    const months = d.int("guarantee.periodMonths", null, g.months);
    const km = d.int("guarantee.kilometres", null, g.km);
    const both: Fact = { path: null, label: d.style.upper ? "GUARANTEE PERIOD" : "Guarantee period", shown: `${g.months} months or ${d.style.odo(g.km).replace(/ ?kms?$/, "")} km, whichever occurs first`, value: null, mark: () => (months.mark(), km.mark()) };
    if (d.style.upper) both.shown = both.shown.toUpperCase();
    return [applies, both, expiry, expiryOdo];
  }
  return [applies, d.int("guarantee.periodMonths", "guarantee.months", g.months, d.canonical ? "3" : pick(d.r, ["3", "3 months", "Three (3) months"])), opt(d, 0.8, d.int("guarantee.kilometres", "guarantee.km", g.km, d.style.odo(g.km))), expiry, expiryOdo];
}

function saleFacts(d: DocBuilder, x: Deal): MaybeFact[] {
  const name = x.corp && !d.canonical ? x.corp.name : x.customer.name;
  return [d.date("sale.date", "sale.date", x.date), opt(d, 0.8, d.money("sale.price", "sale.price", x.price.vehicle)), d.text("sale.purchaserName", "sale.purchaser", name), opt(d, 0.7, d.text("sale.purchaserAddress", "sale.purchaserAddress", x.customer.address))];
}

function finish(d: DocBuilder, head: string, body: string, t: string, titleAlign?: "left" | "right" | "center"): Built {
  d.set("documentType", t);
  return { d, page: { title: t, head, body, titleAlign } };
}

const used = (r: Rng) => deal(r, { condition: "Used", trade: false });

// 1. The statutory form, label beside value: register, dealer, vehicle, guarantee, sale — all on page 1.
function statutoryKv(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const body = sections(d, [
    { key: "register", facts: [reg.register, reg.entry] },
    { key: "dealer", facts: dealerFacts(d, x) },
    { key: "vehicle", facts: vehicleRows(d, x) },
    { key: "guarantee", facts: guaranteeFacts(d, g) },
    { key: "sale", facts: saleFacts(d, x) },
  ], "kv");
  return finish(d, titleOnly(canonical ? REG_LINE[0] : pick(r, REG_LINE)), body, title(d), "left");
}

// 2. Tick-box form: the guarantee answered by check boxes (☒ Yes ☐ No / [X] / ✓), colon lines elsewhere.
function checkboxes(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { colon: true });
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const style = pick(r, ["box", "bracket", "tick", "circle"] as CheckStyle[]);
  const gf = guaranteeFacts(d, g, { yesNo: ["Yes", "No"] });
  const applies = gf[0] as Fact;
  const body = [
    kv(d, [reg.register, reg.entry]),
    section(d, { key: "dealer", facts: dealerFacts(d, x) }, "colon"),
    section(d, { key: "vehicle", facts: vehicleRows(d, x) }, "pairs"),
    heading(headingText(d, "guarantee")),
    checks(d, applies, ["Yes", "No"], g.applies ? "Yes" : "No", style),
    kv(d, gf.slice(1)),
    section(d, { key: "sale", facts: saleFacts(d, x) }, "colon"),
  ].join("");
  return finish(d, titleOnly(pick(r, REG_LINE)), body, title(d), "left");
}

// 3. Per-character boxes: plate, VIN and register numbers written one character per cell.
function perCharBoxes(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const above1 = chance(r, 0.5);
  const body = [
    charBoxes(d, reg.register, { cells: 6, above: above1 }),
    charBoxes(d, reg.entry, { cells: 6, above: above1 }),
    section(d, { key: "dealer", facts: dealerFacts(d, x) }, "kv"),
    heading(headingText(d, "vehicle")),
    kv(d, [vf.make, vf.model, vf.year, opt(d, 0.6, vf.colour), vf.odometer]),
    charBoxes(d, vf.vin, { cells: 17, above: above1 }),
    charBoxes(d, vf.plate, { cells: 8, above: above1 }),
    section(d, { key: "guarantee", facts: guaranteeFacts(d, g) }, "kv"),
    section(d, { key: "sale", facts: saleFacts(d, x) }, "kv"),
  ].join("");
  return finish(d, titleOnly(pick(r, REG_LINE)), body, title(d), "left");
}

// 4. Bordered boxes with corner labels.
function boxedCells(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const cols = pick(r, [3, 4]);
  const box = (s: Sec) => `${heading(headingText(d, s.key))}${boxes(d, s.facts, cols)}`;
  const body = [box({ key: "register", facts: [reg.register, reg.entry] }), box({ key: "dealer", facts: dealerFacts(d, x) }), box({ key: "vehicle", facts: vehicleRows(d, x) }), box({ key: "guarantee", facts: guaranteeFacts(d, g) }), box({ key: "sale", facts: saleFacts(d, x) })].join("");
  return finish(d, titleOnly(pick(r, REG_LINE)), body, title(d), "center");
}

// 5. The card displayed on the vehicle: large type, dealer letterhead, guarantee as one phrase.
function displayCard(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "sans" });
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const head = dealerLetterhead(d, x, { email: false });
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const gf = guaranteeFacts(d, g, { combined: true });
  const body = [
    `<div class="big">${esc(`${x.vehicle.year} ${x.vehicle.make} ${x.vehicle.model}`)}</div>`,
    `<div style="font-size:130%">${kv(d, [vf.year, vf.make, vf.model, vf.odometer, opt(d, 0.8, vf.plate), vf.vin])}</div>`,
    heading(headingText(d, "guarantee")),
    `<div style="font-size:120%">${kv(d, gf)}</div>`,
    para(pick(r, ["The dealer guarantee does not apply to defects in accessories, damage caused after sale, or to commercial vehicles.", "If the guarantee applies, the dealer must repair any defect notified within the guarantee period."])),
    heading(headingText(d, "register")),
    kv(d, [reg.register, reg.entry]),
    heading(headingText(d, "sale")),
    leader(d, saleFacts(d, x), "80%"),
  ].join("");
  return finish(d, head, body, title(d));
}

// 6. Dealer-system print-out.
function dmsMono(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "mono", upper: true, colon: false });
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const t = title(d).toUpperCase();
  const body = [
    `<pre class="mono" style="font-weight:bold">${esc(t)}</pre>`,
    monoBody(d, [
      { key: "dealer", facts: dealerFacts(d, x) },
      { key: "register", heading: null, facts: [reg.register, reg.entry] },
      { key: "vehicle", facts: vehicleRows(d, x) },
      { key: "guarantee", facts: guaranteeFacts(d, g) },
      { key: "sale", facts: saleFacts(d, x) },
    ], { perLine: pick(r, [1, 2] as const) }),
  ].join("");
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body } };
}

// 7. Two independent columns: dealer and vehicle at the left; register, guarantee and sale at the right.
function twoColumn(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const skin = pick(r, ["kv", "colon"] as const);
  const body = columns(d, [{ key: "dealer", facts: dealerFacts(d, x) }, { key: "vehicle", facts: vehicleRows(d, x) }], [{ key: "register", facts: [reg.register, reg.entry] }, { key: "guarantee", facts: guaranteeFacts(d, g) }, { key: "sale", facts: saleFacts(d, x) }], skin);
  return finish(d, titleOnly(pick(r, REG_LINE)), body, title(d), "left");
}

// 8. Label above value.
function gridAbove(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const head = dealerLetterhead(d, x);
  const body = [
    `<div>${above(d, [reg.register, reg.entry], 2)}</div>`,
    sections(d, [{ key: "vehicle", facts: vehicleRows(d, x) }, { key: "guarantee", facts: guaranteeFacts(d, g) }, { key: "sale", facts: saleFacts(d, x) }], "above"),
  ].join("");
  return finish(d, head, body, title(d));
}

// 9. Narrow cells, wrapped labels ("Entry number in / dealer's register") and values.
function narrowWrapped(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { maxSize: 8.5 });
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const n = (secs: Sec[]) => sections(d, secs, "narrow");
  const body = `<table class="twocol"><tr><td style="width:30.6%">${n([{ key: "register", facts: [reg.register, reg.entry] }, { key: "dealer", facts: dealerFacts(d, x) }])}</td><td class="gutter"></td><td style="width:30.6%">${n([{ key: "vehicle", facts: vehicleRows(d, x) }])}</td><td class="gutter"></td><td style="width:30.6%">${n([{ key: "guarantee", facts: guaranteeFacts(d, g) }, { key: "sale", facts: saleFacts(d, x) }])}</td></tr></table>`;
  return finish(d, titleOnly(pick(r, REG_LINE)), body, title(d), "left");
}

// 10. Two pages: the notice, then the particulars of sale with explanatory notes and acknowledgement.
function multipage(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: "serif" });
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  let n = 1;
  const part = (s: Sec) => section(d, { ...s, heading: headingText(d, s.key, n++) }, "kv");
  const body = [
    part({ key: "dealer", facts: dealerFacts(d, x) }),
    part({ key: "register", facts: [reg.register, reg.entry] }),
    part({ key: "vehicle", facts: vehicleRows(d, x) }),
    part({ key: "guarantee", facts: guaranteeFacts(d, g) }),
    para("Notes: The dealer guarantee is in addition to any rights under the Australian Consumer Law. A vehicle sold without a guarantee must be marked so on this notice."),
    pageBreak(),
    part({ key: "sale", facts: saleFacts(d, x) }),
    para(pick(r, ["I acknowledge that I have received a copy of this notice.", "The purchaser acknowledges receipt of this notice before signing the contract."])),
    `<table class="sig"><tr><td><div class="sigline"></div><div class="sigt">${esc(pick(r, ["Purchaser's signature", "Signature of purchaser"]))}</div></td><td class="gutter"></td><td><div class="sigline"></div><div class="sigt">${esc(pick(r, ["Dealer's signature", "Signed for the dealer"]))}</div></td></tr></table>`,
  ].join("");
  return finish(d, titleOnly(pick(r, REG_LINE)), body, title(d), "left");
}

export const FORM7_FAMILIES: Family[] = [
  { id: "statutory-kv", profile: P, idiom: "the statutory form, label beside value", build: statutoryKv },
  { id: "checkboxes", profile: P, idiom: "guarantee answered by check boxes", build: checkboxes },
  { id: "per-char-boxes", profile: P, idiom: "plate, VIN and numbers one character per cell", build: perCharBoxes },
  { id: "boxed-cells", profile: P, idiom: "bordered boxes, small label top-left", build: boxedCells },
  { id: "display-card", profile: P, idiom: "large-type card with letterhead, guarantee as a phrase", build: displayCard },
  { id: "dms-mono", profile: P, idiom: "monospace dealer-system print-out", build: dmsMono },
  { id: "two-column", profile: P, idiom: "two independent label/value columns", build: twoColumn },
  { id: "grid-above", profile: P, idiom: "label above value in grid cells", build: gridAbove },
  { id: "narrow-wrapped", profile: P, idiom: "three narrow columns, wrapped labels and values", build: narrowWrapped },
  { id: "multipage", profile: P, idiom: "two pages with notes and acknowledgement", build: multipage },
];

