// nsw_form7_dealer_notice: ten ways a NSW dealer's Form 7 notice (register entry, vehicle, dealer guarantee,
// particulars of sale) is printed: the statutory form, dealer-system print-outs, display cards.

import { deal, type Deal } from "../corpus/deal";
import { person } from "../corpus/entities";
import { above, boxes, charBoxes, checks, esc, factTable, heading, inline, kv, leader, markedChoice, numberedQuestions, pageBreak, pairs, para, plain, type CheckStyle, type Question } from "../corpus/html";
import { AU_DATE_FORMATS, addDays } from "../corpus/formats";
import { VEHICLE_LABELS } from "../corpus/labels-vehicle";
import { chance, digits, int, pick, shuffle, type Rng } from "../corpus/rng";
import type { DocBuilder, Fact, Style } from "../corpus/truth";
import { CONTENT_PT, measurer } from "../corpus/measure";
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


// ---------------------------------------------------------------- families added for fresh tuned material


/** The questions' wordings, as statutory forms ask them (first of each list the canonical one). */
const QUESTIONS: Record<string, string[]> = {
  "dealer.name": ["Name of dealer", "Full name of motor dealer", "Dealer's name (as shown on the licence)", "Name of licensee"],
  "dealer.licence": ["Dealer's licence number", "Motor dealer licence number", "Licence number of dealer", "Dealer licence no."],
  "dealer.abn": ["ABN of dealer", "Dealer's ABN", "Australian Business Number of dealer"],
  "dealer.address": ["Address of dealer's place of business", "Business address of dealer", "Address of premises where the vehicle is offered for sale"],
  "register.number": ["Number of dealer's register", "Dealer's register number", "Register number (dealer's register of motor vehicles)"],
  "register.entry": ["Entry number in dealer's register", "Register entry number for this vehicle", "Entry number of the vehicle in the register"],
  "vehicle.make": ["Make of vehicle", "Make", "Manufacturer's make"],
  "vehicle.model": ["Model of vehicle", "Model", "Model and series"],
  "vehicle.year": ["Year of manufacture", "Year the vehicle was built", "Year of build"],
  "vehicle.body": ["Body type", "Type of body"],
  "vehicle.colour": ["Colour", "Body colour"],
  "vehicle.vin": ["Vehicle identification number (VIN)", "VIN or chassis number", "Vehicle identification number"],
  "vehicle.engine": ["Engine number", "Engine no."],
  "vehicle.plate": ["Registration number (if registered)", "Registration plate number", "Number plate (if any)"],
  "vehicle.odometer": ["Odometer reading at date of sale (km)", "Reading of the odometer", "Odometer reading (kilometres)"],
  "guarantee.applies": ["Does a dealer guarantee apply to this vehicle?", "Is the vehicle sold with a dealer guarantee?", "Is the vehicle covered by the statutory dealer guarantee?"],
  "guarantee.months": ["If yes, guarantee period (months)", "Period of the guarantee in months", "If yes, for how many months?"],
  "guarantee.km": ["Guarantee distance (kilometres)", "Number of kilometres covered", "Or for how many kilometres?"],
  "guarantee.both": ["If yes, what is the guarantee period?", "Period of the guarantee", "If yes, the guarantee is for"],
  "guarantee.expiryDate": ["Date on which the guarantee expires", "Guarantee expiry date", "The guarantee expires on"],
  "guarantee.expiryOdo": ["Odometer reading at which the guarantee expires", "Expiry odometer reading (km)", "The guarantee expires at an odometer reading of"],
  "sale.date": ["Date of sale", "Date the vehicle was sold", "Date of contract of sale"],
  "sale.price": ["Sale price (including GST)", "Price at which the vehicle was sold", "Cash price"],
  "sale.purchaser": ["Name of purchaser", "Full name of purchaser", "Name of person to whom the vehicle was sold"],
  "sale.purchaserAddress": ["Address of purchaser", "Purchaser's residential address", "Address of the person to whom the vehicle was sold"],
};

/** Yes/No questions of the form that are not profile facts (their answers are marked the same way). */
const OTHER_YES_NO: Array<[string, number]> = [
  ["Is the odometer reading believed to be incorrect?", 0],
  ["Has the vehicle been recorded as a written-off vehicle?", 0.1],
  ["Is the vehicle subject to a security interest (money owing)?", 0.2],
  ["Is the vehicle being sold on consignment?", 0.3],
  ["Has the vehicle been used as a taxi or hire car?", 0.15],
];

// 11. Numbered questions and answers: "1. Name of dealer" with the answer on the next line indented, or
//     "3  Vehicle identification number (VIN) ........ answer" with typed dot leaders; the guarantee and other
//     Yes/No questions answered by circling, ticking "[X]" or striking through; an "Office use only" box in
//     the margin that holds no facts.
function numberedQuestionsForm(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const w = (key: string) => (canonical ? QUESTIONS[key][0] : pick(r, QUESTIONS[key]));
  const vf = vehicleFacts(d, x.vehicle, "vehicle");
  const mode = canonical ? "below" : pick(r, ["below", "leader", "mixed", "mixed"] as const);
  const numbering = canonical ? "1." : pick(r, ["1.", "1", "(1)", "Q1.", "1)"]);
  const sub = !canonical && chance(r, 0.4);
  const mark = canonical ? "bracket" : pick(r, ["circle", "circle", "bracket", "strike"] as const);
  const yn = canonical ? ["Yes", "No"] : pick(r, [["Yes", "No"], ["YES", "NO"]]);
  const fmt = (n: number, s?: number) => {
    const letter = s === undefined ? "" : numbering.includes("(") ? String.fromCharCode(97 + s) : `(${String.fromCharCode(97 + s)})`;
    return numbering.replace("1", `${n}${letter}`);
  };
  const qs: Array<{ group: string; q: Omit<Question, "no" | "mode">; subOf?: boolean }> = [];
  const ask = (group: string, key: string, fact: MaybeFact, subOf = false) => {
    if (fact) qs.push({ group, q: { text: w(key), fact: fact as Fact }, subOf });
  };
  const askAnswer = (group: string, text: string, answer: string, subOf = false) => qs.push({ group, q: { text, answer }, subOf });
  ask("dealer", "dealer.name", d.text("dealer.name", null, x.dealer.name));
  ask("dealer", "dealer.licence", d.text("dealer.dealerLicenceNumber", null, x.dealer.licence));
  ask("dealer", "dealer.abn", opt(d, 0.5, d.text("dealer.abn", null, x.dealer.abn)));
  ask("dealer", "dealer.address", opt(d, 0.8, d.text("dealer.address", null, x.dealer.address)));
  ask("register", "register.number", reg.register);
  ask("register", "register.entry", reg.entry);
  for (const [key, f] of [["vehicle.make", vf.make], ["vehicle.model", vf.model], ["vehicle.year", vf.year], ["vehicle.body", opt(d, 0.5, vf.body)], ["vehicle.colour", opt(d, 0.6, vf.colour)], ["vehicle.vin", vf.vin], ["vehicle.engine", opt(d, 0.6, vf.engine)], ["vehicle.plate", opt(d, 0.85, vf.plate)], ["vehicle.odometer", vf.odometer]] as const) ask("vehicle", key, f, true);
  // the variant, when printed apart, is no profile fact but still a question of the form
  if (vf.variant) askAnswer("vehicle", pick(r, ["Series / variant", "Variant"]), esc(vf.variant.shown), true);
  // a form asks the other Yes/No questions too; their answers are marked as the guarantee's is
  for (const [text, pYes] of canonical ? [] : shuffle(r, OTHER_YES_NO).slice(0, int(r, 1, 2))) {
    const answer = chance(r, pYes) ? yn[0] : yn[1];
    askAnswer("vehicle", text, markedChoice(d.text(null, null, answer), yn, answer, mark));
  }
  const applies = d.as("guarantee.applies", null, g.applies, g.applies ? yn[0] : yn[1]);
  askAnswer("guarantee", w("guarantee.applies"), markedChoice(applies, yn, applies.shown, mark));
  const na = canonical ? "N/A" : pick(r, ["N/A", "Not applicable", "—", ""]);
  if (g.applies) {
    if (!canonical && chance(r, 0.3)) {
      const months = d.int("guarantee.periodMonths", null, g.months);
      const km = d.int("guarantee.kilometres", null, g.km);
      const both: Fact = { path: null, label: "", shown: `${g.months} months or ${d.style.odo(g.km).replace(/ ?kms?$/, "")} km, whichever occurs first`, value: null, mark: () => (months.mark(), km.mark()) };
      ask("guarantee", "guarantee.both", both, true);
    } else {
      ask("guarantee", "guarantee.months", d.int("guarantee.periodMonths", null, g.months, canonical ? "3" : pick(r, ["3", "3 months", "Three (3) months"])), true);
      ask("guarantee", "guarantee.km", opt(d, 0.8, d.int("guarantee.kilometres", null, g.km, d.style.odo(g.km))), true);
    }
    ask("guarantee", "guarantee.expiryDate", opt(d, 0.75, d.date("guarantee.expiryDate", null, g.expiry)), true);
    ask("guarantee", "guarantee.expiryOdo", opt(d, 0.7, d.odo("guarantee.expiryOdometer", null, g.expiryOdo)), true);
  } else {
    // the follow-up questions stay on the form, answered "N/A" or left blank
    for (const key of ["guarantee.months", "guarantee.expiryDate"]) askAnswer("guarantee", w(key), esc(na), true);
  }
  ask("sale", "sale.date", d.date("sale.date", null, x.date));
  ask("sale", "sale.price", opt(d, 0.8, d.money("sale.price", null, x.price.vehicle)));
  ask("sale", "sale.purchaser", d.text("sale.purchaserName", null, x.corp && !canonical ? x.corp.name : x.customer.name));
  ask("sale", "sale.purchaserAddress", opt(d, 0.7, d.text("sale.purchaserAddress", null, x.customer.address)));

  // numbering: one number per question, or lettered sub-questions under a parent ("7 Does a dealer
  // guarantee apply? … (a) If yes, …"; "5 Particulars of the vehicle (a) Make …")
  const measure = measurer(d.style);
  const headings = !canonical && chance(r, 0.55);
  // the office-use box takes a margin column at the right: the questions run in the column left of it
  const boxWidth = canonical ? 26 : pick(r, [22, 24, 26]);
  const colPt = CONTENT_PT * (1 - (boxWidth + 3) / 100);
  const style = {
    measure,
    fill: colPt * (canonical ? 0.5 : pick(r, [0.45, 0.5, 0.55])),
    dot: canonical ? "." : pick(r, [".", ".", ". "]),
    numberWidth: sub ? "2.8em" : "2.2em",
    answerStyle: canonical ? undefined : pick(r, [undefined, undefined, "font-weight:bold", "font-family:'Liberation Mono','Courier New',monospace"]),
    ruled: !canonical && mode !== "leader" && chance(r, 0.4),
  };
  const letterOnly = chance(r, 0.5);
  const parentText = pick(r, ["Particulars of the vehicle", "Details of the vehicle offered for sale", "Description of the vehicle"]);
  const out: string[] = [];
  let batch: Question[] = [];
  const flush = () => {
    if (batch.length) out.push(numberedQuestions(d, batch, style));
    batch = [];
  };
  let n = 0;
  let s = 0;
  let group = "";
  let prevParent = false;
  for (const { group: gr, q, subOf } of qs) {
    if (gr !== group) {
      flush();
      if (headings) out.push(heading(headingText(d, gr)));
      group = gr;
      prevParent = false;
    }
    let no: string;
    if (sub && subOf) {
      if (!prevParent) {
        // no question to hang from: a parent question without an answer of its own
        batch.push({ no: fmt(++n), text: parentText, mode: "below" });
        prevParent = true;
        s = 0;
      }
      no = letterOnly ? `(${String.fromCharCode(97 + s++)})` : fmt(n, s++);
    } else {
      no = fmt(++n);
      prevParent = true;
      s = 0;
    }
    const long = (q.fact?.shown.length ?? 0) > 22 || (q.answer ?? "").replace(/<[^>]+>|&nbsp;/g, "").length > 22;
    batch.push({ ...q, no, mode: mode === "mixed" ? (long ? "below" : "leader") : mode });
  }
  flush();
  // the office-use box in the right margin, beside the first questions: blank lines, no facts
  const blanks = shuffle(r, ["Date received", "Checked by", "Entered in register", "Batch no.", "Receipt no.", "Officer's initials"]).slice(0, canonical ? 3 : int(r, 2, 4));
  const office = `<div style="float:right;width:${boxWidth}%;margin:0 0 8px 0;border:1.5px solid #000;padding:4px 6px;font-size:${Math.max(6.5, d.style.size - 1.5)}pt"><div style="font-weight:bold;text-align:center;margin-bottom:3px">${esc(canonical ? "OFFICE USE ONLY" : pick(r, ["OFFICE USE ONLY", "Office use only", "FOR OFFICE USE ONLY"]))}</div>${blanks.map((b) => `<div style="margin-top:5px">${esc(b)}</div><div style="border-bottom:1px solid #555;height:12px"></div>`).join("")}</div>`;
  const how = { circle: "Circle the answer that applies.", bracket: "Mark the answer that applies with an X.", strike: "Delete whichever does not apply." }[mark];
  const intro = para(`${pick(r, ["Answer every question. Where a question does not apply, write N/A.", "The dealer must complete this notice and attach it to the vehicle while it is offered for sale.", "Please print clearly."])} ${how}`);
  const body = [office, `<div style="margin-right:${boxWidth + 3}%">`, intro, ...out, `</div>`, `<div style="clear:both"></div>`].join("");
  return finish(d, titleOnly(canonical ? REG_LINE[0] : pick(r, REG_LINE)), body, title(d), "left");
}

// 12. Two-up duplicate: the same filled notice printed twice on one A4 page, as dealer systems print a
//     carbonless/duplicate set: "DEALER COPY" over "PURCHASER COPY" cut apart at a dashed line, or the two
//     copies side by side in narrow columns. Small type, compact "label: value" rows, several to a line;
//     the dealer's register reference, the price, the purchaser's address or the acknowledgement block may
//     be printed on the dealer copy only, the dealer's contact details for guarantee claims on the
//     purchaser copy only; the guarantee a tick box or one sentence; a short instruction paragraph per copy.
const COPY_NAMES: Array<[string, string]> = [
  ["DEALER COPY", "PURCHASER COPY"],
  ["ORIGINAL – DEALER", "DUPLICATE – PURCHASER"],
  ["Copy 1 – Dealer's records", "Copy 2 – Purchaser"],
  ["OFFICE COPY", "CUSTOMER COPY"],
  ["WHITE – DEALER COPY", "YELLOW – PURCHASER COPY"],
  ["Dealer's copy", "Purchaser's copy"],
];
const TICK_WORDS: Array<[string, string]> = [
  ["Dealer guarantee applies", "No dealer guarantee"],
  ["Guarantee applies", "Guarantee does not apply"],
  ["This vehicle IS covered by a dealer guarantee", "This vehicle is NOT covered by a dealer guarantee"],
  ["Statutory guarantee applies", "Exempt – no guarantee"],
];
const TICK_GLYPHS: Array<[string, string]> = [["☒", "☐"], ["[X]", "[ ]"], ["■", "□"]];
const INSTRUCTIONS = [
  "Complete in duplicate. Give the purchaser copy to the purchaser at the time of sale; keep the dealer copy with the dealer's register.",
  "This notice must be completed for every used motor vehicle sold by a licensed dealer and produced to NSW Fair Trading on request.",
  "A dealer guarantee applies to a used vehicle less than 10 years old that has travelled less than 160,000 km when sold.",
  "Please check all details. Any error must be reported to the dealer before the vehicle is collected.",
];
const COPY_NOTES: Array<[string, string]> = [
  ["Retain this copy with the register entry for at least 3 years.", "Keep this copy. To claim under the guarantee, notify the dealer in writing before it expires."],
  ["Dealer to retain.", "Purchaser to retain."],
  ["File with the vehicle's deal jacket.", "Your rights under the Australian Consumer Law are not affected by this notice."],
];
const SERIAL_LABELS = ["No.", "Serial No.", "Form No.", "Nº"];

function twoUpCopies(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  // duplicate sets are printed small so that two copies fit on one page
  d.style.size = canonical ? 8 : pick(r, [7, 7.5, 8, 8, 8.5]);
  const s = d.style.size;
  const x = used(r);
  const g = guaranteeOf(x);
  const reg = registerFacts(d);
  const t = title(d);
  const layout = canonical ? "stacked" : pick(r, ["stacked", "stacked", "side"] as const);
  const side = layout === "side";
  const [dealerName, purchaserName] = canonical ? COPY_NAMES[0] : pick(r, COPY_NAMES);
  const dealerFirst = canonical || chance(r, 0.8);
  const copyMark = canonical ? "corner" : pick(r, ["corner", "band", "foot"] as const);
  const framed = !canonical && chance(r, 0.5);
  const ruled = !canonical && chance(r, 0.4);
  const headMode = canonical ? "bar" : pick(r, ["bar", "rule", "none"] as const);
  const perRow = side ? (chance(r, 0.25) && !canonical ? 2 : 1) : canonical ? 3 : pick(r, [2, 3, 3]);
  const regLine = canonical ? REG_LINE[0] : chance(r, 0.7) ? pick(r, REG_LINE) : "";
  const serial = !canonical && chance(r, 0.5) ? `${pick(r, SERIAL_LABELS)} ${digits(r, 6)}` : "";

  // which facts only one copy prints (the truth is the union: every fact is printed at least once)
  const only = {
    register: canonical || chance(r, 0.6), // dealer copy: "office use" reference
    price: !canonical && chance(r, 0.35), // dealer copy
    purchaserAddress: !canonical && chance(r, 0.4), // dealer copy
    contact: canonical || chance(r, 0.5), // purchaser copy: whom to contact for guarantee claims
  };
  const ackOnBoth = !canonical && chance(r, 0.25);

  // the facts, drawn once: both copies print the same values with the same labels
  const dealerHeader = canonical || chance(r, 0.6); // name, address and licence as a letterhead line
  const dn = d.text("dealer.name", "dealer.name", x.dealer.name);
  const dAbn = opt(d, 0.6, d.text("dealer.abn", "dealer.abn", x.dealer.abn));
  const dLic = d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence);
  const dAddr = opt(d, 0.8, d.text("dealer.address", "dealer.address", x.dealer.address));
  const dPhone = opt(d, 0.6, d.text("dealer.phone", "dealer.phone", x.dealer.phone));
  const dEmail = opt(d, 0.35, d.text("dealer.email", "dealer.email", x.dealer.email));
  const vrows = vehicleRows(d, x);
  const saleDate = d.date("sale.date", "sale.date", x.date);
  const price = opt(d, 0.8, d.money("sale.price", "sale.price", x.price.vehicle));
  const buyer = d.text("sale.purchaserName", "sale.purchaser", x.corp && !canonical ? x.corp.name : x.customer.name);
  const buyerAddr = opt(d, 0.7, d.text("sale.purchaserAddress", "sale.purchaserAddress", x.customer.address));
  const stock = !canonical && chance(r, 0.4) ? d.text(null, "vehicle.stock", x.vehicle.stock) : null; // dealer copy, no profile fact
  const salesperson = !canonical && chance(r, 0.4) ? d.text(null, "salesperson", x.salesperson) : null;

  // the guarantee: a tick box (with the period in rows), rows with a Yes/No answer, or one sentence
  const gMode = canonical ? "tick" : pick(r, ["tick", "tick", "sentence", "rows"] as const);
  let gHtml: (m: (f: Fact) => void) => string;
  let gRows: MaybeFact[] = [];
  let gLead = "";
  if (gMode === "sentence") {
    const applies = d.as("guarantee.applies", null, g.applies, "");
    const months = d.int("guarantee.periodMonths", null, g.months);
    const km = d.int("guarantee.kilometres", null, g.km);
    const expiry = opt(d, 0.7, d.date("guarantee.expiryDate", null, g.expiry));
    const expiryOdo = opt(d, 0.6, d.odo("guarantee.expiryOdometer", null, g.expiryOdo));
    const kmText = `${d.style.odo(g.km).replace(/ ?kms?$/, "")} km`;
    const odoText = expiryOdo ? `${expiryOdo.shown.replace(/ ?kms?$/, "")} km` : "";
    const form = pick(r, [0, 1]);
    let text: string;
    if (!g.applies) text = pick(r, ["No dealer guarantee applies to this vehicle.", "This vehicle is NOT covered by a dealer guarantee.", "Dealer guarantee: does not apply to this vehicle."]);
    else if (form === 0) text = `This vehicle is sold with a dealer guarantee of ${g.months} months or ${kmText}, whichever occurs first${expiry ? `, expiring on ${expiry.shown}` : ""}${expiryOdo ? `${expiry ? " or" : ", expiring"} at an odometer reading of ${odoText}` : ""}.`;
    else text = `Dealer guarantee: ${g.months} months / ${kmText}${expiry ? ` – expires ${expiry.shown}` : ""}${expiryOdo ? ` or at ${odoText}` : ""} (whichever first).`;
    const lead = d.style.labelBold ? "font-weight:bold" : "";
    gHtml = (m) => {
      m(applies);
      if (g.applies) [months, km, expiry, expiryOdo].forEach((f) => f && m(f));
      return `<div style="margin:3px 0;${lead}">${esc(text)}</div>`;
    };
  } else if (gMode === "tick") {
    const gf = guaranteeFacts(d, g, { yesNo: ["Yes", "No"], combined: !canonical && chance(r, 0.4) });
    const applies = gf[0] as Fact;
    gRows = gf.slice(1);
    const [yes, no] = canonical ? TICK_WORDS[0] : pick(r, TICK_WORDS);
    const [on, off] = canonical ? TICK_GLYPHS[0] : pick(r, TICK_GLYPHS);
    gLead = `${esc(g.applies ? on : off)}&nbsp;${esc(yes)}&nbsp;&nbsp;&nbsp;&nbsp;${esc(g.applies ? off : on)}&nbsp;${esc(no)}`;
    gHtml = (m) => (m(applies), `<div style="margin:3px 0">${gLead}</div>`);
  } else {
    gRows = guaranteeFacts(d, g, { combined: chance(r, 0.3) });
    gHtml = () => "";
  }

  // headings, drawn once
  const H = Object.fromEntries(["dealer", "vehicle", "guarantee", "sale", "register"].map((k) => [k, headingText(d, k)]));
  const instruction = canonical ? INSTRUCTIONS[0] : pick(r, INSTRUCTIONS);
  const [dealerNote, buyerNote] = canonical ? COPY_NOTES[0] : pick(r, COPY_NOTES);
  const ackText = canonical ? "I acknowledge receiving a copy of this notice before signing the contract of sale." : pick(r, ["I acknowledge receiving a copy of this notice before signing the contract of sale.", "Received a copy of this notice:", "Purchaser's acknowledgement of receipt"]);
  const sigCaps = canonical ? ["Purchaser's signature", "Date", "Signed for the dealer"] : pick(r, [["Purchaser's signature", "Date", "Signed for the dealer"], ["Signature of purchaser", "Date signed", "Dealer / authorised officer"], ["Purchaser", "Dated", "Salesperson"]]);
  const contactLead = pick(r, ["For guarantee repairs contact the dealer:", "Guarantee claims:", "Contact us:"]);
  const regCaption = canonical ? "OFFICE USE" : pick(r, ["OFFICE USE", "Office use only", "For dealer's records"]);

  const small = `font-size:${Math.max(6, s - 1.5)}pt`;
  const headingHtml = (text: string) => {
    if (headMode === "none") return "";
    const u = text.toUpperCase();
    if (headMode === "bar") return `<div style="background:#ddd;font-weight:bold;padding:0 3px;margin:4px 0 1px;${small}">${esc(u)}</div>`;
    return `<div style="font-weight:bold;border-bottom:0.75pt solid #555;margin:4px 0 1px">${esc(text)}</div>`;
  };
  const grid = (facts: MaybeFact[], m: (f: Fact) => void, n = perRow) => {
    const fs = facts.filter((f): f is Fact => !!f);
    if (!fs.length) return "";
    const cell = `padding:1px 5px 1px 0;vertical-align:top;${ruled ? "border-bottom:0.5pt solid #999;" : ""}`;
    const rows: string[] = [];
    let row: string[] = [];
    let usedCells = 0;
    const flush = () => {
      if (!row.length) return;
      if (usedCells < n) row.push(`<td colspan="${(n - usedCells) * 2}" style="${cell}"></td>`);
      rows.push(`<tr>${row.join("")}</tr>`);
      row = [];
      usedCells = 0;
    };
    for (const f of fs) {
      m(f);
      // a long value (an address, a company's name) takes the whole line
      const span = n > 1 && f.shown.length > (side ? 16 : 26) ? n : 1;
      if (usedCells + span > n) flush();
      const l = `${esc(f.label)}${d.style.colon && f.label ? ":" : ""}`;
      row.push(`<td style="${cell}white-space:nowrap;color:#333">${d.style.labelBold ? `<b>${l}</b>` : l}</td><td${span > 1 ? ` colspan="${span * 2 - 1}"` : ""} style="${cell}padding-right:10px${/\S{27,}/.test(f.shown) ? ";word-break:break-all" : ""}">${esc(f.shown)}</td>`);
      usedCells += span;
    }
    flush();
    return `<table style="width:100%;border-collapse:collapse;margin:1px 0 2px">${rows.join("")}</table>`;
  };
  const inlineFact = (f: Fact, m: (f: Fact) => void) => (m(f), `<span style="white-space:nowrap">${esc(f.label)}${d.style.colon ? ":" : ""} ${esc(f.shown)}</span>`);

  // (copy() draws nothing: both copies print the same values with the same wordings)
  const copy = (who: "dealer" | "purchaser") => {
    const mark = (f: Fact) => f.mark();
    const isDealer = who === "dealer";
    const name = isDealer ? dealerName : purchaserName;
    const badge = `<span style="font-weight:bold;border:1px solid #000;padding:0 4px;white-space:nowrap">${esc(name)}</span>`;
    const out: string[] = [];
    // the copy's header: title at the left; copy name (and the set's serial number) at the right
    const right = [copyMark === "corner" ? badge : "", serial ? `<div style="color:#a00000;${small}">${esc(serial)}</div>` : ""].filter(Boolean).join("");
    if (copyMark === "band") out.push(`<div style="text-align:center;font-weight:bold;letter-spacing:1px;border-top:1px solid #000;border-bottom:1px solid #000;margin-bottom:3px">${esc(name)}</div>`);
    out.push(`<table style="width:100%;border-collapse:collapse"><tr><td style="vertical-align:top"><div style="font-weight:bold;font-size:${s + 2}pt;color:${d.style.accent}">${esc(t)}</div>${regLine ? `<div style="${small};color:#444">${esc(regLine)}</div>` : ""}</td>${right ? `<td style="vertical-align:top;text-align:right;white-space:nowrap">${right}</td>` : ""}</tr></table>`);
    // the dealer's register reference: an office-use box on the dealer copy (or in both)
    if (isDealer || !only.register) out.push(`<div style="border:1px solid #555;padding:1px 4px;margin:3px 0;${small}"><b>${esc(regCaption)}</b>&nbsp;&nbsp;&nbsp;${inlineFact(reg.register, mark)}&nbsp;&nbsp;&nbsp;${inlineFact(reg.entry, mark)}</div>`);
    // the dealer: a letterhead line, or rows under a heading
    const contactFacts = [dPhone, dEmail].filter((f): f is Fact => !!f);
    const contactHere = !only.contact; // in the dealer block of both copies
    if (dealerHeader) {
      mark(dn);
      const line2 = [dAddr ? (mark(dAddr), esc(dAddr.shown)) : "", inlineFact(dLic, mark), dAbn ? inlineFact(dAbn, mark) : "", ...(contactHere ? contactFacts.map((f) => inlineFact(f, mark)) : [])].filter(Boolean);
      out.push(`<div style="margin:3px 0 2px"><b>${esc(dn.shown)}</b><br><span style="${small}">${line2.join(" &nbsp;·&nbsp; ")}</span></div>`);
    } else {
      out.push(headingHtml(H.dealer), grid([dn, dLic, dAbn, dAddr, ...(contactHere ? contactFacts : [])], mark));
    }
    out.push(headingHtml(H.vehicle), grid([...vrows, isDealer && stock], mark));
    out.push(headingHtml(H.guarantee), gHtml(mark), grid(gRows, mark));
    const saleList: MaybeFact[] = [saleDate, (isDealer || !only.price) && price, buyer, (isDealer || !only.purchaserAddress) && buyerAddr, isDealer && salesperson];
    out.push(headingHtml(H.sale), grid(saleList, mark));
    if (only.contact && !isDealer && contactFacts.length) out.push(`<div style="margin:3px 0">${esc(contactLead)} ${contactFacts.map((f) => inlineFact(f, mark)).join(" &nbsp; ")}</div>`);
    out.push(`<p style="${small};color:#333;margin:3px 0">${esc(instruction)} ${esc(isDealer ? dealerNote : buyerNote)}</p>`);
    if (isDealer || ackOnBoth) {
      const sig = (cap: string, w: number) => `<td style="width:${w}%;padding:0 8px 0 0;vertical-align:bottom"><div style="border-bottom:0.75pt solid #000;height:16px"></div><div style="${small}">${esc(cap)}</div></td>`;
      out.push(`<div style="${small};margin-top:4px">${esc(ackText)}</div><table style="width:100%;border-collapse:collapse"><tr>${sig(sigCaps[0], 40)}${sig(sigCaps[1], 20)}${sig(sigCaps[2], 40)}</tr></table>`);
    }
    if (copyMark === "foot") out.push(`<div style="text-align:right;margin-top:3px">${badge}</div>`);
    return `<div style="${framed ? "border:1px solid #333;padding:5px 7px;" : ""}page-break-inside:avoid">${out.join("")}</div>`;
  };
  const first = dealerFirst ? copy("dealer") : copy("purchaser");
  const second = dealerFirst ? copy("purchaser") : copy("dealer");
  const cutText = canonical ? "CUT HERE" : pick(r, ["CUT HERE", "Detach here", "fold and tear along this line", ""]);
  let body: string;
  if (side) {
    body = `<table style="width:100%;table-layout:fixed;border-collapse:collapse;font-size:${s}pt"><tr><td style="width:48.5%;vertical-align:top">${first}</td><td style="width:1.5%;border-right:1px dashed #000"></td><td style="width:1.5%"></td><td style="width:48.5%;vertical-align:top">${second}</td></tr></table>`;
  } else {
    const typed = !canonical && chance(r, 0.4);
    const line = typed
      ? `<div style="text-align:center;margin:9px 0;white-space:nowrap;${small}">${"- ".repeat(40)}${esc(cutText ? ` ${cutText} ` : "")}${" -".repeat(40)}</div>`
      : `<div style="border-top:1px dashed #000;margin:12px 0 8px;text-align:center;${small}"><span style="position:relative;top:-0.7em;background:#fff;padding:0 6px">${esc(cutText)}</span></div>`;
    body = `${first}${line}${second}`;
  }
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body } };
}

// 13. The dealer's notice written as a letter on the dealer's letterhead: name, address and licence number in
//     the letterhead (or the licence in the footer's small print), the date and the purchaser's name and
//     address as the addressee block, "Dear …", a subject line, then the facts in prose sentences ("The motor
//     vehicle you have purchased, a 2019 Toyota Corolla, registration ABC-123, VIN …, odometer reading
//     45,210 km, …"), the statutory guarantee stated in a sentence (or why none applies), sometimes a short
//     table of particulars after the prose, and a "Yours faithfully" closing signed by the dealer's
//     representative (a person's name that is no profile fact). The letter may be dated days after the sale.
const LETTER_SUBJECTS = ["Form 7 – Dealer's Notice", "Dealer's Notice (Form 7)", "Notice to purchaser of a used motor vehicle – Form 7", "Dealer's notice – used motor vehicle", "Your used vehicle purchase – dealer's notice and statutory guarantee", "Notice of statutory guarantee"];
const LETTER_POSITIONS = ["Sales Manager", "Dealer Principal", "Business Manager", "Used Vehicle Manager", "General Manager", "Sales Consultant", "Licensee"];
const LETTER_TAGLINES = ["Quality Used Vehicles", "New & Used Car Sales", "Sales · Service · Parts", "Licensed Motor Dealer"];

function letterNotice(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { font: canonical ? undefined : pick(r, ["serif", "serif", "sans"] as const) });
  // letters write the date out more often than forms do; one format for every date of the letter
  if (!canonical && chance(r, 0.5)) d.style.date = AU_DATE_FORMATS[pick(r, ["d Month yyyy", "d Month yyyy", "dd Mon yyyy", "Month d, yyyy"])];
  const x = used(r);
  const g = guaranteeOf(x);
  const v = x.vehicle;
  const reg = registerFacts(d);
  const c = (p: number) => canonical || chance(r, p);
  const pk = <T,>(list: readonly T[]) => (canonical ? list[0] : pick(r, list));
  // distances in prose: the document's odometer digits, then one unit word
  const unit = pk([" km", " km", " kilometres", " kms"]);
  const kmText = (n: number) => `${d.style.odo(n).replace(/ ?kms?$/i, "")}${unit}`;

  // ---- letterhead: the dealer's name, address, licence (here or in the footer), ABN and contacts
  const dn = d.text("dealer.name", null, x.dealer.name);
  const dAddrTwo = !canonical && chance(r, 0.35);
  const dAddr = d.fact("dealer.address", null, x.dealer.address, dAddrTwo ? x.dealer.address.replace(", ", "\n") : x.dealer.address);
  const licWord = canonical ? VEHICLE_LABELS["dealer.licence"][0] : pick(r, [d.label("dealer.licence"), "Licensed Motor Dealer", "Motor Dealer Licence", "Dealer Licence"]);
  const lic = d.text("dealer.dealerLicenceNumber", null, x.dealer.licence, licWord);
  const abn = opt(d, 0.6, d.text("dealer.abn", null, x.dealer.abn, pk(["ABN", "ABN", "A.B.N."])));
  const phone = opt(d, 0.8, d.text("dealer.phone", "dealer.phone", x.dealer.phone));
  const email = opt(d, 0.5, d.text("dealer.email", "dealer.email", x.dealer.email));
  const web = !canonical && chance(r, 0.3) ? esc(x.dealer.website) : "";
  const licWhere = canonical ? "head" : pick(r, ["head", "head", "head", "foot"] as const);
  const layout = canonical ? "left" : pick(r, ["left", "center", "split"] as const);
  const tagline = !canonical && chance(r, 0.35) ? pick(r, LETTER_TAGLINES) : "";
  const sep = canonical ? "</div><div>" : pick(r, [" · ", "  |  ", "   ", "</div><div>"]);
  const idLine = licWhere === "head" ? [abn && inline(d, abn, false), inline(d, lic, false)].filter(Boolean).join(sep) : "";
  const contactLine = [phone && inline(d, phone), email && inline(d, email), web].filter(Boolean).join(sep);
  const acc = d.style.accent;
  const nameHtml = `<div style="font-size:${d.style.size + 6}pt;font-weight:bold;color:${acc}">${plain(dn)}</div>${tagline ? `<div style="font-style:italic;color:#555">${esc(tagline)}</div>` : ""}`;
  const details = [`<div>${plain(dAddr)}</div>`, idLine ? `<div>${idLine}</div>` : "", contactLine ? `<div>${contactLine}</div>` : ""].join("");
  const rule = `border-bottom:${pick(r, ["2px solid", "1px solid", "3px double"])} ${acc};padding-bottom:6px;margin-bottom:16px`;
  const head =
    layout === "split"
      ? `<table style="width:100%;border-collapse:collapse;${rule}"><tr><td style="vertical-align:bottom">${nameHtml}</td><td style="vertical-align:bottom;text-align:right;font-size:${d.style.size - 1}pt">${details}</td></tr></table>`
      : `<div style="${rule}${layout === "center" ? ";text-align:center" : ""}">${nameHtml}<div style="font-size:${d.style.size - 0.5}pt">${details}</div></div>`;

  // ---- date, reference, addressee
  const letterIso = canonical || chance(r, 0.6) ? x.date : addDays(x.date, int(r, 1, 5));
  const dateText = `${canonical ? "" : pick(r, ["", "", "Date: ", "Dated: "])}${esc(d.style.date(letterIso))}`;
  const datePos = canonical ? "left" : pick(r, ["left", "right"] as const);
  const regWhere = canonical ? "prose" : chance(r, 0.1) ? "none" : pick(r, ["prose", "prose", "table", "ref"] as const);
  const refParts: string[] = [];
  if (regWhere === "ref") refParts.push(`${inline(d, reg.register, false)} / ${inline(d, reg.entry, false)}`);
  if (!canonical && chance(r, 0.3)) refParts.push(`${pick(r, ["Stock", "Stock no.", "Deal"])} ${esc(v.stock)}`);
  const refLine = refParts.length ? `<div>${esc(pick(r, ["Our ref:", "Our reference:", "Ref:"]))} ${refParts.join(", ")}</div>` : "";

  const corp = !canonical && x.corp ? x.corp : null;
  const buyer = d.text("sale.purchaserName", null, corp ? corp.name : x.customer.name);
  const [street, town] = x.customer.address.split(", ");
  const townShown = !canonical && chance(r, 0.3) ? town.toUpperCase() : town;
  const buyerAddr = opt(d, 0.85, d.fact("sale.purchaserAddress", null, x.customer.address, `${street}\n${townShown}`));
  const attention = corp ? pick(r, ["The Fleet Manager", "Attention: Accounts Department", ""]) : "";
  const delivery = !canonical && chance(r, 0.2) ? `<div style="font-weight:bold;margin-bottom:4px">${esc(pick(r, ["BY HAND", "By email", "Delivered by hand"]))}</div>` : "";
  const addressee = `<div style="margin:0 0 14px">${delivery}${attention ? `<div>${esc(attention)}</div>` : ""}<div>${plain(buyer)}</div>${buyerAddr ? `<div>${plain(buyerAddr)}</div>` : ""}</div>`;
  const dateBlock = `<div style="margin:0 0 12px${datePos === "right" ? ";text-align:right" : ""}"><div>${dateText}</div>${refLine}</div>`;
  const dateFirst = canonical || chance(r, 0.6);

  const first = x.customer.first;
  const dear = corp
    ? pick(r, ["Dear Sir or Madam", "Dear Sir/Madam", "To whom it may concern"])
    : canonical ? `Dear ${x.customer.name}` : pick(r, [`Dear ${first}`, `Dear ${first}`, `Dear ${x.customer.first} ${x.customer.last}`, "Dear Customer", "Dear Purchaser"]);
  const salutation = `<p style="margin:0 0 10px">${esc(dear)}${canonical || chance(r, 0.6) ? "," : ""}</p>`;

  // ---- the vehicle's facts: all in the prose, some in a small table after it, or all in the table
  const mode = canonical ? "split" : pick(r, ["prose", "prose", "split", "table"] as const);
  const splitVariant = mode === "table" && !canonical && chance(r, 0.35);
  const make = d.text("vehicle.make", "vehicle.make", v.make);
  const model = splitVariant ? d.text("vehicle.model", "vehicle.model", v.model) : d.text("vehicle.model", canonical ? "vehicle.model" : "vehicle.modelVariant", `${v.model} ${v.variant}`);
  const variant = splitVariant ? d.text(null, "vehicle.variant", v.variant) : null;
  const year = d.int("vehicle.year", "vehicle.year", v.year);
  type K = "vin" | "plate" | "odo" | "colour" | "body" | "engine" | "price";
  const tf: Record<K, Fact | null> = {
    vin: d.text("vehicle.vin", "vehicle.vin", v.vin),
    plate: opt(d, 0.9, d.text("vehicle.registrationPlate", "vehicle.plate", v.plate)) || null,
    odo: d.odo("vehicle.odometer", "vehicle.odometer", v.odometer),
    colour: opt(d, 0.6, d.text("vehicle.colour", "vehicle.colour", v.colour)) || null,
    body: opt(d, 0.5, d.text("vehicle.bodyType", "vehicle.body", v.body)) || null,
    engine: opt(d, 0.5, d.text("vehicle.engineNumber", "vehicle.engine", v.engine)) || null,
    price: opt(d, 0.75, d.money("sale.price", "sale.price", x.price.vehicle)) || null,
  };
  const inTable = (k: K): boolean => {
    if (!tf[k] || mode === "prose") return false;
    if (mode === "table") return k !== "price" || chance(r, 0.5);
    if (canonical) return k === "colour" || k === "body" || k === "engine";
    return chance(r, k === "price" ? 0.35 : 0.5);
  };
  const where = Object.fromEntries((Object.keys(tf) as K[]).map((k) => [k, tf[k] ? (inTable(k) ? "table" : "prose") : null])) as Record<K, "table" | "prose" | null>;
  const inProse = (k: K) => where[k] === "prose";
  // the prose's own odometer wording: the digits with a unit word
  const odoProse = d.fact("vehicle.odometer", null, v.odometer, kmText(v.odometer));
  const P_ = (f: Fact) => plain(f);
  const clause: Record<Exclude<K, "price">, (f: Fact) => string> = {
    vin: (f) => pk([`VIN ${P_(f)}`, `vehicle identification number (VIN) ${P_(f)}`, `VIN/chassis number ${P_(f)}`]),
    plate: (f) => pk([`registration ${P_(f)}`, `registration number ${P_(f)}`, `registered as ${P_(f)}`, `number plate ${P_(f)}`]),
    odo: () => pk([`odometer reading ${P_(odoProse)}`, `with an odometer reading of ${P_(odoProse)}`, `showing ${P_(odoProse)} on the odometer`]),
    colour: (f) => pk([`colour ${P_(f)}`, `finished in ${P_(f)}`]),
    body: (f) => pk([`body type ${P_(f)}`, `${P_(f)} body`]),
    engine: (f) => pk([`engine number ${P_(f)}`, `engine no. ${P_(f)}`]),
  };
  const order: Array<Exclude<K, "price">> = [...(canonical ? (["plate", "vin", "odo"] as const) : shuffle(r, ["plate", "vin", "odo"] as const)), "colour", "body", "engine"];
  const clauses = order.filter(inProse).map((k) => clause[k](tf[k]!));
  const desc = mode === "table" ? esc(pick(r, ["the vehicle described below", "the vehicle whose particulars are set out below", "the motor vehicle described in the table below"])) : `a ${P_(year)} ${P_(make)} ${P_(model)}`;
  const saleDate = d.date("sale.date", null, x.date);
  const priceHtml = inProse("price") ? pk([` for ${P_(tf.price!)}`, ` for a purchase price of ${P_(tf.price!)}`, ` at a price of ${P_(tf.price!)} (including GST)`, ` for the sum of ${P_(tf.price!)}`]) : "";
  const form = canonical ? 0 : pick(r, [0, 1, 2]);
  let vehicleSentence: string;
  if (form === 0) vehicleSentence = `The motor vehicle you have purchased, ${desc}${clauses.length ? `, ${clauses.join(", ")}` : ""}, was sold to you on ${P_(saleDate)}${priceHtml}.`;
  else if (form === 1) vehicleSentence = `We confirm that on ${P_(saleDate)} you purchased from us ${desc}${clauses.length ? ` (${clauses.join("; ")})` : ""}${priceHtml}.`;
  else vehicleSentence = `Thank you for choosing us for the purchase of ${desc} on ${P_(saleDate)}${priceHtml}.${clauses.length ? ` The vehicle's details are as follows: ${clauses.join(", ")}.` : ""}`;

  // ---- the register entry in a sentence (or in the reference line, or in the table)
  const regSentence =
    regWhere === "prose"
      ? pk([
          `The vehicle is recorded in our dealer's register, register number ${P_(reg.register)}, at entry number ${P_(reg.entry)}.`,
          `Details of this sale are recorded in our dealer's register (Register No. ${P_(reg.register)}, Entry No. ${P_(reg.entry)}).`,
          `This vehicle appears as entry ${P_(reg.entry)} in dealer's register ${P_(reg.register)}.`,
        ])
      : "";

  // ---- the guarantee in a sentence: its period, expiry date and expiry odometer, or why none applies
  const gWord = pk(["statutory guarantee", "dealer guarantee", "statutory dealer guarantee", "statutory warranty"]);
  const applies = d.as("guarantee.applies", null, g.applies, "");
  applies.mark();
  let gSentence: string;
  if (g.applies) {
    const months = d.int("guarantee.periodMonths", null, g.months, pk(["3 months", "three months", "three (3) months"]));
    const km = d.int("guarantee.kilometres", null, g.km, kmText(g.km));
    const exp = opt(d, 0.7, d.date("guarantee.expiryDate", null, g.expiry));
    const expOdo = opt(d, 0.6, d.fact("guarantee.expiryOdometer", null, g.expiryOdo, kmText(g.expiryOdo)));
    const M = P_(months);
    const K_ = P_(km);
    const gf = canonical ? 0 : pick(r, [0, 1, 2]);
    if (gf === 0) gSentence = `This vehicle is sold with a ${gWord} of ${M} or ${K_}, whichever occurs first${exp ? `, expiring on ${P_(exp)}` : ""}${expOdo ? `${exp ? " or" : ", expiring"} at an odometer reading of ${P_(expOdo)}` : ""}.`;
    else if (gf === 1) {
      const tail = exp && expOdo ? ` The guarantee expires on ${P_(exp)} or when the odometer reaches ${P_(expOdo)}, whichever happens first.` : exp ? ` The guarantee expires on ${P_(exp)}.` : expOdo ? ` The guarantee expires when the odometer reaches ${P_(expOdo)}.` : "";
      gSentence = `As the vehicle is less than 10 years old and has travelled less than 160,000 km, it is covered by the ${gWord} under the Motor Dealers and Repairers Act 2013 for ${M} or ${K_} (whichever comes first).${tail}`;
    } else gSentence = `The ${gWord} applies to this vehicle for a period of ${M} from the date of sale or until it has travelled a further ${K_}, whichever happens first${exp ? `; it ends on ${P_(exp)}` : ""}${expOdo ? `${exp ? " or" : "; it ends"} at ${P_(expOdo)} on the odometer` : ""}.`;
  } else {
    const old = Number(x.date.slice(0, 4)) - v.year >= 10;
    const far = v.odometer >= 160000;
    const reason = [old && pk(["it was more than 10 years old at the date of sale", "it was manufactured more than 10 years before the sale"]), far && "it had travelled more than 160,000 km when sold"].filter(Boolean).join(" and ");
    gSentence = pk([
      `This vehicle is not covered by a ${gWord} because ${reason}.`,
      `Please note that no ${gWord} applies to this vehicle, as ${reason}.`,
      `The ${gWord} of 3 months or 5,000 km does not apply to this vehicle because ${reason}.`,
    ]);
  }
  const gBold = !canonical && chance(r, 0.3);

  // ---- the small table of particulars after the prose
  const tableFacts: MaybeFact[] = [];
  if (mode === "table") tableFacts.push(make, model, variant, year);
  for (const k of ["body", "colour", "vin", "engine", "plate", "odo", "price"] as K[]) if (where[k] === "table") tableFacts.push(tf[k]);
  const hasTable = tableFacts.filter(Boolean).length > 0;
  if (regWhere === "table" && hasTable) tableFacts.push(reg.register, reg.entry);
  const regLost = regWhere === "table" && !hasTable; // no table to hold them: into the prose after all
  const regHtml = regLost ? `The vehicle is recorded in our dealer's register, register number ${P_(reg.register)}, at entry number ${P_(reg.entry)}.` : regSentence;
  let tableHtml = "";
  if (hasTable) {
    const lead = canonical ? heading(headingText(d, "vehicle")) : pick(r, [heading(headingText(d, "vehicle")), `<p style="margin:8px 0 3px">${esc(pick(r, ["The particulars of the vehicle are:", "Vehicle particulars:", "For your records:"]))}</p>`, ""]);
    const skin = canonical ? "kv" : pick(r, ["kv", "kv", "pairs", "wide", "ruled"] as const);
    const t =
      skin === "pairs" ? pairs(d, tableFacts, 2)
      : skin === "wide" ? factTable(d, tableFacts, 4)
      : skin === "ruled" ? `<div style="border:1px solid #777;padding:3px 6px;display:inline-block">${kv(d, tableFacts)}</div>`
      : kv(d, tableFacts);
    tableHtml = `<div style="margin:6px 0 10px">${lead}${t}</div>`;
  }

  // ---- intro, closing, signature
  const intro = c(0.7) ? pk(["This letter is the dealer's notice (Form 7) required under the Motor Dealers and Repairers Regulation 2014.", "As required by the Motor Dealers and Repairers Act 2013, we give you the following notice about the vehicle you have bought from us.", "Thank you for your recent purchase."]) : "";
  const phoneAgain = phone && chance(r, 0.4) ? ` on ${P_(phone)}` : "";
  const closing = g.applies
    ? pk([`If a defect appears during the guarantee period, please contact our service department${phoneAgain} and we will arrange for it to be repaired.`, "Your rights under the Australian Consumer Law are in addition to the statutory guarantee.", "Please keep this letter with the vehicle's service records."])
    : pk([`Should you have any questions about this notice, please contact us${phoneAgain}.`, "Your rights under the Australian Consumer Law are not affected by this notice.", "Please keep this letter with the vehicle's service records."]);
  const rep = x.driver.name;
  const position = pk(LETTER_POSITIONS);
  const yours = pk(["Yours faithfully", "Yours sincerely", "Kind regards"]);
  const signature = `<div style="margin-top:14px">${esc(yours)},</div><div style="height:34px"></div><div><b>${esc(rep)}</b></div><div>${esc(position)}</div>${c(0.6) ? `<div>${esc(pick(r, ["For and on behalf of", "for", "On behalf of"]))} ${plain(dn)}</div>` : ""}`;
  const ack = !canonical && chance(r, 0.3)
    ? `<div style="margin-top:18px;border-top:1px dashed #000;padding-top:6px;font-size:${d.style.size - 1}pt"><b>${esc(pick(r, ["ACKNOWLEDGEMENT", "Purchaser's acknowledgement"]))}</b><br>${esc(pick(r, ["I acknowledge receiving this notice before taking delivery of the vehicle.", "I have received a copy of this notice."]))}<table style="width:100%;margin-top:14px"><tr><td style="width:45%;border-top:1px solid #000">${esc(pick(r, ["Purchaser's signature", "Signature"]))}</td><td style="width:10%"></td><td style="width:45%;border-top:1px solid #000">Date</td></tr></table></div>`
    : "";
  const foot = licWhere === "foot" ? `<div class="foot">${esc(x.dealer.name)} · ${inline(d, lic, false)}${abn ? ` · ${inline(d, abn, false)}` : ""}</div>` : "";

  // ---- the subject line: the title, sometimes the vehicle after it
  const subjectTitle = pk(LETTER_SUBJECTS);
  // (an upper-case subject is typed in capitals, not transformed by CSS, which the raw producer would not see)
  const subjStyle = pk(["bold", "underline", "upper"] as const);
  const subjVehicle = mode !== "table" && subjStyle !== "upper" && !canonical && chance(r, 0.5) ? ` – ${P_(year)} ${P_(make)} ${P_(model)}${tf.plate && chance(r, 0.5) ? `, ${P_(tf.plate)}` : ""}` : "";
  const subjText = `${pk(["Re: ", "RE: ", "Subject: ", ""])}${subjectTitle}`;
  const subject = `<p style="margin:0 0 10px;font-weight:bold${subjStyle === "underline" ? ";text-decoration:underline" : ""}">${esc(subjStyle === "upper" ? subjText.toUpperCase() : subjText)}${subjVehicle}</p>`;
  const subjectFirst = canonical || chance(r, 0.5);

  const p = (html: string, bold = false) => (html ? `<p style="margin:0 0 9px;text-align:${canonical ? "left" : pick(r, ["left", "justify"])}${bold ? ";font-weight:bold" : ""}">${html}</p>` : "");
  const regBeforeG = chance(r, 0.5);
  const body = [
    dateFirst ? dateBlock + addressee : addressee + dateBlock,
    subjectFirst ? subject + salutation : salutation + subject,
    p(esc(intro)),
    p(`${vehicleSentence}${regBeforeG && regHtml ? ` ${regHtml}` : ""}`),
    p(gSentence, gBold),
    regBeforeG ? "" : p(regHtml),
    tableHtml,
    p(esc(closing)),
    signature,
    ack,
    foot,
  ].join("");
  return finish(d, head, body, subjectTitle);
}

// 14. The notice as a registry receives it from a dealer's back office, faxed (or scanned and sent with a
//     transmittal sheet): page 1 the dealership's fax cover sheet (its letterhead; "FAX", "Facsimile
//     transmission" or "Transmittal"; To, Attention, From, fax and phone numbers, Date, Pages (including
//     cover), Re, a short message, tick boxes, a confidentiality notice in small print), then the notice on
//     page 2 (its guarantee and particulars of sale at times carried over to a page 3), a plain statutory
//     label/value form. The cover's fields are not the notice's facts: its date is the day it was sent (days
//     after the sale), its From a person in the back office, its To a registry office or fax bureau, its
//     phone at times the sender's direct line; only the dealer's own particulars in the letterhead (name,
//     address, phone, licence) are the notice's dealer. The sending machine's header line may run across
//     the top of every page ("13/03/2025 14:02  FROM: 02 9xxx xxxx  SMITH MOTORS  P.002/003").
const FAX_TITLES = ["FAX", "FACSIMILE TRANSMISSION", "Fax Cover Sheet", "Facsimile", "FAX TRANSMITTAL", "Transmittal"];
const FAX_TO = ["Service NSW – Dealer Transactions", "Transport for NSW – Motor Registry, Parramatta", "NSW Fair Trading – Motor Dealers Compliance", "Registry Services Bureau", "Service NSW Business Centre – Dealer Desk", "Transport for NSW – Registration Processing Centre", "Metro Rego Services (fax bureau)"];
const FAX_ATTN = ["Dealer Services", "Registration Officer", "Transfers Team", "Counter Manager", "Dealer Desk", "Processing"];
const FAX_ROLES = ["Registrations Clerk", "Business Manager", "Office Manager", "Administration", "Sales Administrator", "Accounts"];
const FAX_BOXES = ["Urgent", "For review", "Please comment", "Please reply", "For your records", "Original to follow by post"];
const FAX_CONFIDENTIAL = [
  "CONFIDENTIALITY NOTICE: The information in this facsimile is confidential and may be legally privileged. It is intended only for the addressee named above. If you have received this fax in error, please notify the sender immediately by telephone and destroy the pages received. Any use, copying or disclosure of this document by anyone other than the addressee is prohibited.",
  "This transmission is intended solely for the named recipient and may contain personal information protected by the Privacy Act 1988 (Cth). If you are not the intended recipient, please telephone us and return or destroy the pages received.",
  "IMPORTANT: This message contains confidential information intended only for the use of the addressee. If the reader is not the intended recipient, you are notified that any dissemination, distribution or copying of this communication is strictly prohibited.",
];
const MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

function faxCover(r: Rng, canonical: boolean): Built {
  // (a faxed form is typed small: the notice keeps to its page, the cover to its own)
  const d = builder(P, r, canonical, { maxSize: 10 });
  const s = d.style.size;
  const x = used(r);
  const g = guaranteeOf(x);
  const v = x.vehicle;
  const reg = registerFacts(d);
  const t = title(d);
  const pk = <T,>(list: readonly T[]) => (canonical ? list[0] : pick(r, list));
  const c = (p: number) => canonical || chance(r, p);
  const brand = x.dealer.name.replace(/ Pty.*$/, "");
  const faxNo = pk([`(02) 9${digits(r, 3)} ${digits(r, 4)}`, `02 8${digits(r, 3)} ${digits(r, 4)}`]);
  const faxDigits = faxNo.replace(/\D/g, "");

  // ---- the notice: a plain statutory form on page 2, at times carried over to page 3
  const pages = canonical ? 2 : pick(r, [2, 2, 3]);
  const skin = canonical ? "kv" : pick(r, ["kv", "kv", "colon", "pairs"] as const);
  const regLine = pk(REG_LINE);
  const noticeHead = titleOnly(regLine).replace("{{TITLE}}", `<h1 style="text-align:left">${esc(t)}</h1>`);
  const regFirst = canonical || chance(r, 0.5);
  const secReg: Sec = { key: "register", facts: [reg.register, reg.entry] };
  const secDealer: Sec = { key: "dealer", facts: dealerFacts(d, x) };
  const secVehicle: Sec = { key: "vehicle", facts: vehicleRows(d, x) };
  const secGuarantee: Sec = { key: "guarantee", facts: guaranteeFacts(d, g) };
  const secSale: Sec = { key: "sale", facts: saleFacts(d, x) };
  const signer = c(0.5) ? x.salesperson : x.driver.name;
  const sigLine = (cap: string, typed = "") => `<td style="width:48%;vertical-align:bottom"><div style="border-bottom:1px solid #000;height:22px;padding-left:4px">${esc(typed)}</div><div style="font-size:${s - 1}pt">${esc(cap)}</div></td>`;
  const signedDate = c(0.5) ? d.date("sale.date", null, x.date) : null;
  const sig = `<table style="width:100%;border-collapse:collapse;margin-top:16px"><tr>${sigLine(pk(["Signature of dealer or authorised person", "Signed for the dealer", "Dealer's signature"]))}<td style="width:4%"></td>${sigLine(pk(["Name of person signing", "Print name", "Name"]), signer)}</tr><tr><td colspan="3" style="height:8px"></td></tr><tr>${sigLine(pk(["Purchaser's signature", "Signature of purchaser"]))}<td style="width:4%"></td>${signedDate ? (signedDate.mark(), sigLine("Date", signedDate.shown)) : sigLine("Date")}</tr></table>`;
  const notes = para(pk(["Note: A dealer guarantee applies to a used motor vehicle that is less than 10 years old and has travelled less than 160,000 km at the date of sale. The guarantee is in addition to the purchaser's rights under the Australian Consumer Law.", "The dealer must give a copy of this notice to the purchaser and keep a copy with the dealer's register.", "Your rights under the Australian Consumer Law are not affected by this notice."]));
  const page2Secs = pages === 3 ? (regFirst ? [secReg, secDealer, secVehicle] : [secDealer, secReg, secVehicle]) : regFirst ? [secReg, secDealer, secVehicle, secGuarantee, secSale] : [secDealer, secReg, secVehicle, secGuarantee, secSale];
  const page3Secs = pages === 3 ? [secGuarantee, secSale] : [];
  const contd = pages === 3 ? `<div style="text-align:right;font-size:${s - 1}pt;margin-top:6px">${esc(pk(["Continued over page", "(continued)", "Page 1 of 2 – continued"]))}</div>` : "";

  // ---- the cover: sent days after the sale, from the back office, to a registry office
  const sendIso = addDays(x.date, canonical ? 1 : pick(r, [1, 1, 2, 3, 4, 7]));
  const coverDate = canonical || chance(r, 0.7) ? d.style.date(sendIso) : AU_DATE_FORMATS[pick(r, ["d Month yyyy", "dd/mm/yyyy", "Month d, yyyy"])](sendIso);
  const hh = int(r, 8, 17);
  const mm = int(r, 0, 59);
  const p2 = (n: number) => String(n).padStart(2, "0");
  const time = `${p2(hh)}:${p2(mm)}`;
  const staff = person(r);
  const from = c(0.7) ? staff.name : `${staff.name} – ${pick(r, FAX_ROLES)}`;
  const to = pk(FAX_TO);
  const attn = c(0.7) ? (chance(r, 0.4) ? person(r).name : pk(FAX_ATTN)) : "";
  const theirFax = `(02) 8${digits(r, 3)} ${digits(r, 4)}`;
  // the sender's phone: the dealership's number (the dealer's fact), or her direct line or mobile
  const direct = !canonical && chance(r, 0.5);
  const dealerPhone = d.text("dealer.phone", null, x.dealer.phone);
  const phoneHtml = direct ? esc(pick(r, [`(02) 9${digits(r, 3)} ${digits(r, 4)}`, staff.phone])) : plain(dealerPhone);
  const pagesText = `${pages}${pk([" (including cover)", " incl. cover", " including this page", "", " (inc. cover sheet)"])}`;
  const re = pk([
    `Dealer's notice (Form 7) – Stock ${v.stock}`,
    `Form 7 – ${v.year} ${v.make} ${v.model}`,
    `Transfer of registration – ${x.customer.last.toUpperCase()} – Form 7 attached`,
    "Form 7 / transfer paperwork",
    `Stock ${v.stock} – dealer's notice`,
  ]);
  const message = pk([
    "Please find attached the dealer's notice (Form 7) for the above vehicle, for processing with the transfer of registration.",
    "Attached is a copy of the dealer's notice as requested. The original is kept with our dealer's register.",
    `As discussed on the phone this morning, please see the attached notice. Please call me if you need anything further.`,
    `Please process the attached with the transfer lodged today. Any queries, please call ${staff.first} on the number above.`,
    "Please see attached. Kind regards,",
  ]);
  const coverFont = canonical ? "" : pick(r, ["", "", "font-family:'Liberation Sans', Arial, Helvetica, sans-serif", "font-family:'Liberation Serif', 'Times New Roman', serif"]);
  const acc = d.style.accent;

  // the letterhead: the dealer's own particulars (the notice's dealer)
  const lhName = d.text("dealer.name", null, x.dealer.name);
  const lhAddr = opt(d, 0.8, d.text("dealer.address", null, x.dealer.address));
  const lhLic = opt(d, 0.5, d.text("dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence));
  const lhAbn = opt(d, 0.4, d.text("dealer.abn", "dealer.abn", x.dealer.abn));
  const lhPhone = !direct || chance(r, 0.6) ? d.text("dealer.phone", "dealer.phone", x.dealer.phone) : null;
  const sep = canonical ? " · " : pick(r, [" · ", "  |  ", "   "]);
  const lhLines = [
    `<div style="font-size:${s + 5}pt;font-weight:bold;color:${acc}">${plain(lhName)}</div>`,
    lhAddr ? `<div>${plain(lhAddr)}</div>` : "",
    `<div>${[lhPhone && inline(d, lhPhone, false), `Fax ${esc(faxNo)}`].filter(Boolean).join(sep)}</div>`,
    lhLic || lhAbn ? `<div>${[lhAbn && inline(d, lhAbn, false), lhLic && inline(d, lhLic, false)].filter(Boolean).join(sep)}</div>` : "",
  ].join("");
  const faxTitle = pk(FAX_TITLES);
  const transmittal = /transmittal/i.test(faxTitle);
  const titleBig = `<div style="font-size:${s + 14}pt;font-weight:bold;letter-spacing:${pick(r, [1, 2, 4])}px">${esc(faxTitle)}</div>`;
  const lhLayout = canonical ? "left" : pick(r, ["left", "split", "center"] as const);
  const letterhead =
    lhLayout === "split"
      ? `<table style="width:100%;border-collapse:collapse;border-bottom:2px solid ${acc};margin-bottom:10px"><tr><td style="vertical-align:bottom;padding-bottom:6px">${lhLines}</td><td style="vertical-align:bottom;text-align:right;padding-bottom:6px">${titleBig}</td></tr></table>`
      : `<div style="border-bottom:2px solid ${acc};padding-bottom:6px;margin-bottom:10px${lhLayout === "center" ? ";text-align:center" : ""}">${lhLines}</div>${titleBig}`;

  // the cover's fields: To / From side by side, or one list
  const colon = (l: string) => `${esc(l)}${l.endsWith(":") ? "" : ":"}`;
  const lab = (l: string) => `<td style="padding:4px 8px 4px 0;font-weight:bold;white-space:nowrap;vertical-align:top">${colon(l)}</td>`;
  const val = (html: string, span = 1) => `<td${span > 1 ? ` colspan="${span}"` : ""} style="padding:4px 16px 4px 0;vertical-align:top;border-bottom:1px solid #bbb">${html || "&nbsp;"}</td>`;
  const W = {
    to: pk(["To", "TO"]),
    attn: pk(["Attention", "Attn", "ATTN"]),
    theirFax: pk(["Fax", "Fax no.", "Fax number"]),
    from: pk(["From", "FROM"]),
    ourFax: pk(["Fax", "Our fax", "Return fax"]),
    phone: direct ? pk(["Direct", "Phone", "Mobile", "Ph"]) : pk(["Phone", "Ph", "Telephone"]),
    date: pk(["Date", "DATE", "Sent"]),
    pages: pk(["Pages", "No. of pages", "Pages (incl. cover)", "Total pages"]),
    re: pk(["Re", "RE", "Subject", "Regarding"]),
  };
  const fieldsMode = canonical ? "grid" : pick(r, ["grid", "list"] as const);
  let fields: string;
  if (fieldsMode === "grid") {
    fields = `<table style="width:100%;border-collapse:collapse;margin:10px 0">${[
      `<tr>${lab(W.to)}${val(esc(to))}${lab(W.from)}${val(esc(from))}</tr>`,
      `<tr>${lab(W.attn)}${val(esc(attn))}${lab(W.date)}${val(`${esc(coverDate)}${chance(r, 0.3) ? ` &nbsp;${esc(time)}` : ""}`)}</tr>`,
      `<tr>${lab(W.theirFax)}${val(esc(theirFax))}${lab(W.ourFax)}${val(esc(faxNo))}</tr>`,
      `<tr>${lab(W.pages)}${val(esc(pagesText))}${lab(W.phone)}${val(phoneHtml)}</tr>`,
      `<tr>${lab(W.re)}${val(esc(re), 3)}</tr>`,
    ].join("")}</table>`;
  } else {
    const rows: Array<[string, string]> = [[W.date, esc(coverDate)], [W.to, esc(to)], ...(attn ? [[W.attn, esc(attn)] as [string, string]] : []), [W.theirFax, esc(theirFax)], [W.from, esc(from)], [W.phone, phoneHtml], [W.ourFax, esc(faxNo)], [W.pages, esc(pagesText)], [W.re, esc(re)]];
    const order = chance(r, 0.5) ? rows : [...rows.slice(1, 3), rows[0], ...rows.slice(3)];
    fields = `<table style="border-collapse:collapse;margin:10px 0;width:80%">${order.map(([l, h]) => `<tr>${lab(l)}${val(h)}</tr>`).join("")}</table>`;
  }
  const [on, off] = canonical ? ["☒", "☐"] : pick(r, [["☒", "☐"], ["[X]", "[ ]"], ["■", "□"]] as const);
  const boxes = canonical || chance(r, 0.6) ? shuffle(r, FAX_BOXES).slice(0, 4) : [];
  const checked = boxes.length ? int(r, 0, boxes.length - 1) : -1;
  const via = transmittal ? `<div style="margin:6px 0">${esc(pick(r, ["Sent via:", "Delivered by:"]))} ${["Fax", "Email", "Post"].map((m, i) => `<span style="white-space:nowrap;margin-right:12px">${esc(i === 0 ? on : off)} ${m}</span>`).join("")}</div>` : "";
  const boxRow = boxes.length ? `<div style="margin:8px 0;border-top:1px solid #999;border-bottom:1px solid #999;padding:4px 0">${boxes.map((b, i) => `<span style="white-space:nowrap;margin-right:16px">${esc(i === checked ? on : off)} ${esc(b)}</span>`).join("")}</div>` : "";
  const msgHead = pk(["Message:", "Comments:", "MESSAGE", "Notes:"]);
  const sign = c(0.6) ? `<div style="margin-top:10px">${esc(pick(r, ["Regards,", "Thanks,", "Kind regards,"]))}</div><div style="margin-top:4px">${esc(staff.first)}</div>` : "";
  const msg = `<div style="margin-top:10px"><b>${esc(msgHead)}</b></div><div style="margin:4px 0 0;min-height:120px">${esc(message)}${sign}</div>`;
  const conf = `<div style="margin-top:40px;font-size:${Math.max(6.5, s - 2.5)}pt;color:#333;text-align:justify">${esc(pk(FAX_CONFIDENTIAL))}</div>`;
  const nonReceipt = c(0.5) ? `<div style="margin-top:6px;font-size:${Math.max(6.5, s - 2)}pt">${esc(pick(r, ["If you do not receive all pages, please call", "Pages missing or illegible? Please phone"]))} ${plain(d.text("dealer.phone", null, x.dealer.phone))}.</div>` : "";

  // ---- the sending machine's header across the top of every page
  const hdr = canonical ? false : chance(r, 0.7);
  const [y, m, dd] = sendIso.split("-");
  const hdrDate = pick(r, [`${dd}/${m}/${y}`, `${MON3[Number(m) - 1]}-${dd}-${y}`, `${y}-${m}-${dd}`, `${dd}.${m}.${y.slice(2)}`]);
  const tti = brand.toUpperCase().slice(0, 20);
  const faxSp = pick(r, [faxNo.replace(/[()]/g, ""), `+61 ${faxDigits.slice(1, 2)} ${faxDigits.slice(2, 6)} ${faxDigits.slice(6)}`, faxDigits]);
  const hdrForm = pick(r, [0, 1, 2, 3]);
  const p3 = (n: number) => String(n).padStart(3, "0");
  const job = digits(r, 4);
  const header = (i: number) => {
    if (!hdr) return "";
    const left =
      hdrForm === 0 ? `${hdrDate} ${time}  FROM: ${faxSp}  ${tti}`
      : hdrForm === 1 ? `${hdrDate} ${time} FROM:${tti} ${faxSp} TO:${theirFax.replace(/\D/g, "")}`
      : hdrForm === 2 ? `${tti}  ${faxSp}  ${hdrDate} ${time}  #${job}`
      : `${hdrDate}  ${time}  ${faxSp}`;
    const right = hdrForm === 3 ? `Page ${i} of ${pages}` : hdrForm === 2 ? `P. ${i}/${pages}` : `P.${p3(i)}/${p3(pages)}`;
    return `<table style="width:100%;border-collapse:collapse;margin:0 0 10px;font-family:'Liberation Mono','Courier New',monospace;font-size:7.5pt"><tr><td style="padding:0;white-space:pre">${esc(left)}</td><td style="padding:0;text-align:right;white-space:nowrap">${esc(right)}</td></tr></table>`;
  };

  const cover = `${header(1)}<div${coverFont ? ` style="${coverFont}"` : ""}>${letterhead}${fields}${via}${boxRow}${msg}${conf}${nonReceipt}</div>`;
  const notice2 = `${header(2)}${noticeHead}${sections(d, page2Secs, skin)}${pages === 2 ? notes + sig : contd}`;
  const notice3 = pages === 3 ? `${pageBreak()}${header(3)}${sections(d, page3Secs, skin)}${notes}${sig}` : "";
  const body = `${cover}${pageBreak()}${notice2}${notice3}`;
  d.set("documentType", t);
  return { d, page: { title: t, head: "", body } };
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
  { id: "numbered-questions", profile: P, idiom: "numbered questions, answer below or after dot leaders; Yes/No circled, [X] or struck; office-use box", build: numberedQuestionsForm },
  { id: "two-up-copies", profile: P, idiom: "the same notice printed twice on one page (dealer/purchaser copies, stacked at a cut line or side by side), small compact rows, some facts on one copy only, guarantee ticked or as a sentence", build: twoUpCopies },
  { id: "letter-notice", profile: P, idiom: "the notice as a letter on the dealer's letterhead: addressee block, 'Dear …', the facts in prose sentences, the guarantee in a sentence, sometimes a small particulars table, 'Yours faithfully' and a representative's name", build: letterNotice },
  { id: "fax-cover", profile: P, idiom: "the notice as faxed by the dealer's back office: page 1 a fax / transmittal cover sheet on the letterhead (To a registry office, From a back-office person, Date the day it was sent, Pages, Re, message, confidentiality notice), the notice on page 2 (sometimes 2-3), the fax machine's header line on every page", build: faxCover },
];

