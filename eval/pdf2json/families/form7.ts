// nsw_form7_dealer_notice: ten ways a NSW dealer's Form 7 notice (register entry, vehicle, dealer guarantee,
// particulars of sale) is printed: the statutory form, dealer-system print-outs, display cards.

import { deal, type Deal } from "../corpus/deal";
import { above, boxes, charBoxes, checks, esc, heading, kv, leader, markedChoice, numberedQuestions, pageBreak, para, type CheckStyle, type Question } from "../corpus/html";
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
];

