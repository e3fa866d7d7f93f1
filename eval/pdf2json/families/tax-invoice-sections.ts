// vehicle_tax_invoice: a dealer management system's (Pentana, Reynolds ERA-IGNITE, Titan) vehicle tax invoice
// whose price is built from grouped sections, each closed by its own subtotal: the vehicle (base price,
// premium paint, factory options), dealer fitted accessories (one line each), on-road costs that carry GST
// (dealer delivery), government charges that carry none (registration, CTP, stamp duty, marked "*" with a
// footnote or "GST free"), Luxury Car Tax on an expensive car; then the GST-inclusive total, the GST it
// includes, less the deposit paid, less the trade-in (a trade-in details block beside it: make, model, rego,
// VIN, allowance, payout to a financier) and the balance payable.
import { deal, nswDuty } from "../corpus/deal";
import { vehicle as drawVehicle } from "../corpus/entities";
import { esc, inline, kv, pairs, plain } from "../corpus/html";
import { vin } from "../corpus/ids";
import { chance, digits, int, pick, shuffle, type Rng } from "../corpus/rng";
import type { Fact } from "../corpus/truth";
import type { Built, Family } from "./types";
import { builder, dealerLetterhead, opt, tradeList, vehicleFacts, vehicleList, type MaybeFact } from "./vehicle-common";

const P = "vehicle_tax_invoice";

/** Expensive cars that attract Luxury Car Tax (petrol and diesel, above the fuel-efficient limit). */
const LUXURY = [
  { make: "Toyota", model: "LandCruiser 300", variant: "Sahara ZX", body: "Wagon", lo: 142000, hi: 152000 },
  { make: "Toyota", model: "LandCruiser 300", variant: "GR Sport", body: "Wagon", lo: 138000, hi: 146000 },
  { make: "Nissan", model: "Patrol", variant: "Ti-L", body: "Wagon", lo: 96000, hi: 104000 },
  { make: "Volkswagen", model: "Touareg", variant: "170TDI R-Line", body: "Wagon", lo: 112000, hi: 124000 },
  { make: "Mazda", model: "CX-90", variant: "G50e Azami", body: "Wagon", lo: 86000, hi: 92000 },
  { make: "Ford", model: "Everest", variant: "Platinum V6", body: "Wagon", lo: 84000, hi: 89000 },
];
const PAINTS = ["Premium paint", "Metallic paint", "Prestige paint", "Mica paint", "Premium metallic paint"];
const FACTORY_OPTIONS = ["Sunroof", "Panoramic glass roof", "Leather accented interior", "Vision Technology pack", "Towing pack", "Premium sound package", "Protection pack", "Luxury pack", "21\" alloy wheel upgrade"];
const ACCESSORIES: Array<[string, number, number]> = [
  ["Window tint", 395, 695],
  ["Window tinting (3M, all windows)", 450, 790],
  ["Rubber floor mats", 149, 289],
  ["Carpet floor mats", 129, 249],
  ["Tow bar kit incl. wiring harness", 990, 1690],
  ["Paint protection & interior treatment", 690, 1490],
  ["Ceramic paint protection", 890, 1890],
  ["Weather shields (set of 4)", 199, 349],
  ["Cargo liner", 129, 249],
  ["Bonnet protector", 149, 259],
  ["Dash camera (front & rear)", 349, 699],
  ["Roof racks", 390, 790],
  ["Nudge bar", 1190, 2490],
  ["Mud flaps (front & rear)", 129, 229],
  ["Boot liner", 119, 199],
];
const FINANCIERS = ["Toyota Finance Australia", "Macquarie Leasing", "Westpac", "Commonwealth Bank", "Angle Auto Finance", "Pepper Money", "Latitude Financial Services", "ANZ", "Mazda Finance", "Capital Finance"];
const DMS = ["Pentana Solutions", "ERA-IGNITE", "Titan DMS", "Pentana DMS", "Reynolds ERA"];

type Line = { desc: string; cents: number; gst: boolean; path?: string; fact?: Fact };
type Sect = { key: string; heading: string; lines: Line[]; subLabel: string; subPath?: string };

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;
/** GST included in a GST-inclusive amount, per line, to the cent. */
const gstOf = (c: number) => Math.round(c / 11);

function sectionedCharges(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical);
  const W = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const x = deal(r, { trade: canonical ? true : undefined });
  const lux = !canonical && chance(r, 0.3);
  // the vehicle: an expensive one for Luxury Car Tax, or the deal's own (new, demo or used)
  if (lux) {
    const m = pick(r, LUXURY);
    const v0 = drawVehicle(r, "New");
    x.vehicle = { ...v0, make: m.make, model: m.model, variant: m.variant, body: m.body, vin: vin(r, m.make, v0.year) };
  } else if (canonical) x.vehicle = { ...x.vehicle, condition: "New", year: 2025, odometer: 12, vin: vin(r, x.vehicle.make, 2025) };
  const v = x.vehicle;
  const isNew = v.condition !== "Used";
  const upper = !canonical && chance(r, 0.2);
  const up = (s: string) => (upper ? s.toUpperCase() : s);

  // ---------------------------------------------------------------- the charges, in cents
  const luxRange = LUXURY.find((m) => m.model === v.model && m.variant === v.variant);
  const base = luxRange
    ? cents(int(r, luxRange.lo / 10, luxRange.hi / 10) * 10 - pick(r, [0, 10, 10]))
    : isNew
      ? cents(int(r, 260, 580) * 100 - pick(r, [10, 10, 0, 100]))
      : cents(int(r, 180, 520) * 100 - pick(r, [10, 0, 1, 100]));
  const vehLines: Line[] = [];
  const descStyle = canonical ? 0 : int(r, 0, 3);
  const vehDesc = [`${v.year} ${v.make} ${v.model} ${v.variant}`, `${v.make} ${v.model} ${v.variant} ${v.body}`, isNew ? "Base vehicle price" : "Vehicle price", isNew ? "Recommended retail price" : `${v.year} ${v.make} ${v.model}`][descStyle];
  vehLines.push({ desc: vehDesc, cents: base, gst: true });
  if (isNew && (canonical || chance(r, 0.6))) vehLines.push({ desc: `${W(PAINTS)} – ${v.colour}`, cents: cents(pick(r, [575, 600, 650, 695, 700, 850, 950])), gst: true });
  if (isNew && (canonical || chance(r, 0.45))) for (const o of shuffle(r, FACTORY_OPTIONS).slice(0, canonical ? 1 : int(r, 1, 2))) vehLines.push({ desc: `${W(["Factory option", "Option", "Factory fitted"])}: ${o}`, cents: cents(int(r, 12, 55) * 100 - pick(r, [0, 10])), gst: true });

  const accLines: Line[] = (canonical || chance(r, isNew ? 0.85 : 0.5) ? shuffle(r, ACCESSORIES).slice(0, canonical ? 3 : int(r, 2, 5)) : []).map(([desc, lo, hi]) => ({ desc, cents: cents(int(r, lo / 10, hi / 10) * 10 - pick(r, [0, 1, 5, 0])), gst: true }));
  const accCents = accLines.reduce((s, l) => s + l.cents, 0);
  const vehCents = vehLines.reduce((s, l) => s + l.cents, 0);

  const onRoad: Line[] = [];
  if (isNew || chance(r, 0.3)) {
    const delivery = cents(int(r, 149, 399) * 10 - pick(r, [0, 5, 0]));
    onRoad.push({ desc: isNew ? W(["Dealer delivery", "Dealer delivery & pre-delivery", "Pre-delivery & dealer delivery", "Delivery & handling", "Pre-delivery inspection & delivery"]) : W(["Pre-delivery service & detail", "Dealer delivery"]), cents: delivery, gst: true, path: "pricing.dealerDelivery" });
    if (!canonical && chance(r, 0.3)) onRoad.push({ desc: pick(r, ["Full tank of fuel", "Fuel", "Number plate fitting", "Documentation fee"]), cents: cents(int(r, 5, 19) * 10 - pick(r, [0, 5])), gst: true });
  }
  const onRoadCents = onRoad.reduce((s, l) => s + l.cents, 0);

  // Luxury Car Tax: 33% of the GST-exclusive value above the threshold of the financial year
  const threshold = x.date < "2025-07-01" ? 7695000 : 8056700;
  const lctValue = vehCents + accCents + onRoadCents;
  const lct = lux && lctValue > threshold ? Math.round(((lctValue - threshold) * 10 * 0.33) / 11) : 0;

  const gov: Line[] = [];
  const regoToo = isNew || canonical || chance(r, 0.5);
  if (regoToo) {
    gov.push({ desc: W(["Registration (12 months)", "Registration – 12 months", "Registration fee", "Rego (12 mths)", "Motor vehicle registration"]), cents: int(r, 38000, 92000) + pick(r, [0, 0, 50]), gst: false, path: "pricing.registration" });
    gov.push({ desc: W(["CTP insurance (Green Slip)", "CTP Green Slip", "Compulsory third party insurance", "CTP insurance – 12 months", "Green Slip (CTP)"]), cents: int(r, 42000, 99000), gst: false, path: "pricing.ctp" });
    if (isNew && !canonical && chance(r, 0.5)) gov.push({ desc: pick(r, ["Number plates", "Plate fee", "Number plate fee"]), cents: pick(r, [4600, 4700, 5100]), gst: false });
  } else gov.push({ desc: pick(r, ["Transfer fee", "Registration transfer fee"]), cents: pick(r, [4100, 4300, 4500]), gst: false });
  const dutiable = Math.ceil((lctValue + lct) / 100);
  gov.push({ desc: W(["Stamp duty", "Motor vehicle stamp duty", "Transfer duty (Revenue NSW)", "Stamp duty – Revenue NSW", "Duty"]), cents: nswDuty(dutiable) * 100, gst: false, path: "pricing.stampDuty" });
  if (lct) gov.splice(chance(r, 0.5) ? 0 : gov.length, 0, { desc: pick(r, ["Luxury Car Tax", "Luxury car tax (LCT)", "LCT"]), cents: lct, gst: false });
  const govCents = gov.reduce((s, l) => s + l.cents, 0);

  const total = vehCents + accCents + onRoadCents + govCents;
  const gst = [...vehLines, ...accLines, ...onRoad].reduce((s, l) => s + gstOf(l.cents), 0);

  // ---------------------------------------------------------------- trade-in, deposit, balance
  const trade = !!x.tradeIn;
  const allowance = trade ? Math.min(x.price.tradeAllowance, Math.floor(total / 100 / 2 / 100) * 100) * 100 : 0;
  x.price.tradeAllowance = allowance / 100;
  const payout = trade && (canonical || chance(r, 0.35)) ? cents(int(r, 20, 180) * 100 + int(r, 0, 99) / 100) : 0;
  x.price.payout = payout / 100;
  const financier = W(FINANCIERS);
  const depositShown = canonical || chance(r, 0.9);
  const deposit = depositShown ? cents(pick(r, [500, 1000, 1000, 2000, 2500, 3000, 5000])) : 0;
  const balance = total - allowance + payout - deposit;

  // ---------------------------------------------------------------- how the sections print
  const mode = canonical ? "single" : pick(r, ["single", "single", "exInc", "amtGst"] as const);
  const headStyle = canonical ? "bar" : pick(r, ["bar", "bold", "caps"] as const);
  const flag = canonical ? "star" : pick(r, ["star", "star", "column", "heading"] as const);
  const star = canonical ? "*" : pick(r, ["*", "*", "#", "^"]);
  const zeroGst = canonical ? "zero" : pick(r, ["zero", "dash"] as const);
  const flagText = pick(r, ["GST free", "GST free", "Free", "N", "No GST"]);
  const money = d.style.money;
  const secs: Sect[] = [
    { key: "vehicle", heading: W(["Vehicle", "Vehicle Price", "Vehicle & Factory Options", "Motor Vehicle"]), lines: vehLines, subLabel: W(["Total vehicle price", "Vehicle price (incl. options)", "Vehicle subtotal", "Total vehicle"]), subPath: "pricing.vehiclePrice" },
    { key: "acc", heading: W(["Dealer Fitted Accessories", "Accessories", "Dealer Fitted Options & Accessories", "Accessories (Dealer Fitted)"]), lines: accLines, subLabel: W(["Total accessories", "Accessories subtotal", "Total dealer fitted accessories", "Sub-total accessories"]), subPath: "pricing.accessories" },
    { key: "onroad", heading: W(["On-Road Costs", "Dealer Charges", "Delivery & On-Road Costs", "Dealer Delivery"]), lines: onRoad, subLabel: W(["Total on-road costs", "On-road costs subtotal", "Sub-total", "Total dealer charges"]) },
    { key: "gov", heading: W(["Government Charges", "Statutory Charges", "Government Fees & Charges", "Registration & Duty"]) + (flag === "heading" ? pick(r, [" (GST free)", " – GST free", " (no GST)"]) : ""), lines: gov, subLabel: W(["Total government charges", "Government charges subtotal", "Sub-total", "Total statutory charges"]) },
  ].filter((s) => s.lines.length);

  const cols = mode === "single" ? (flag === "column" ? 3 : 2) : 3;
  const amtOrder = mode === "amtGst" && !canonical && chance(r, 0.3) ? "gstFirst" : "amtFirst";
  const colHeads: string[] | null =
    mode === "exInc"
      ? pick(r, [["Ex GST", "Inc GST"], ["Excl. GST", "Incl. GST"], ["Amount ex GST", "Amount inc GST"], ["Ex GST $", "Inc GST $"]])
      : mode === "amtGst"
        ? amtOrder === "gstFirst"
          ? pick(r, [["GST", "Amount"], ["GST", "Total"]])
          : pick(r, [["Amount", "GST"], ["Inc GST", "GST"], ["Amount (inc GST)", "GST"]])
        : canonical || chance(r, 0.4)
          ? flag === "column"
            ? [pick(r, ["GST", "Tax"]), pick(r, ["Amount", "$", "Amount (inc GST)"])]
            : [canonical ? "Amount" : pick(r, ["Amount", "$", "Amount (inc GST)"])]
          : null;
  const descHead = canonical ? "Description" : pick(r, ["Description", "Particulars", "Item", "Details", ""]);
  const pad = "padding:1px 6px";
  const amtCell = (s: string, extra = "") => `<td style="${pad};text-align:right;white-space:nowrap;width:${mode === "single" ? 18 : 16}%${extra}">${esc(s)}</td>`;
  const headRow = (text: string) => {
    const t = headStyle === "caps" ? text.toUpperCase() : up(text);
    const st =
      headStyle === "bar"
        ? `background:${canonical ? "#d9d9d9" : pick(r, ["#d9d9d9", "#e4e4e4", "#cfd8e3", "#e8e8e8"])};font-weight:bold;padding:2px 6px`
        : headStyle === "bold"
          ? `font-weight:bold;padding:9px 6px 2px`
          : `border-top:1pt solid #333;border-bottom:0.75pt solid #333;font-weight:bold;letter-spacing:0.6pt;padding:7px 6px 2px`;
    return `<tr><td colspan="${cols}" style="${st}">${esc(t)}</td></tr>`;
  };
  const itemsTruth: Array<{ description: string; quantity: null; unitPrice: null; gst: number | null; amount: number }> = [];
  const lineRow = (l: Line) => {
    if (l.path) d.set(l.path, dollars(l.cents));
    const g = l.gst ? gstOf(l.cents) : 0;
    const gstPrinted = mode === "amtGst" ? (l.gst || zeroGst === "zero" ? dollars(g) : null) : null;
    itemsTruth.push({ description: l.desc, quantity: null, unitPrice: null, gst: gstPrinted, amount: dollars(l.cents) });
    const marker = !l.gst && flag === "star" ? ` <span>${esc(star)}</span>` : "";
    const desc = `<td style="${pad};padding-left:${headStyle === "bold" ? 14 : 10}px">${esc(up(l.desc))}${marker}</td>`;
    let amounts: string;
    if (mode === "single") amounts = (flag === "column" ? amtCell(l.gst ? "" : flagText, ";font-size:90%") : "") + amtCell(money(dollars(l.cents)));
    else if (mode === "exInc") amounts = amtCell(money(dollars(l.cents - g))) + amtCell(money(dollars(l.cents)));
    else {
      const gCell = gstPrinted === null ? (l.gst ? "" : "—") : money(gstPrinted);
      amounts = amtOrder === "gstFirst" ? amtCell(gCell) + amtCell(money(dollars(l.cents))) : amtCell(money(dollars(l.cents))) + amtCell(gCell);
    }
    return `<tr>${desc}${amounts}</tr>`;
  };
  const subAlign = canonical ? "right" : pick(r, ["right", "left", "right"]);
  const subRow = (s: Sect) => {
    const sum = s.lines.reduce((a, l) => a + l.cents, 0);
    const gsum = s.lines.reduce((a, l) => a + (l.gst ? gstOf(l.cents) : 0), 0);
    if (s.subPath) d.set(s.subPath, dollars(sum));
    d.moneyPrinted = true;
    const rule = ";border-top:0.75pt solid #333;font-weight:bold";
    const label = `<td style="${pad};text-align:${subAlign};font-weight:bold${subAlign === "left" ? ";padding-left:10px" : ""}">${esc(up(s.subLabel))}</td>`;
    let amounts: string;
    if (mode === "single") amounts = (flag === "column" ? amtCell("") : "") + amtCell(money(dollars(sum)), rule);
    else if (mode === "exInc") amounts = amtCell(money(dollars(sum - gsum)), rule) + amtCell(money(dollars(sum)), rule);
    else {
      const gCell = gsum || zeroGst === "zero" ? money(dollars(gsum)) : "—";
      amounts = amtOrder === "gstFirst" ? amtCell(gCell, rule) + amtCell(money(dollars(sum)), rule) : amtCell(money(dollars(sum)), rule) + amtCell(gCell, rule);
    }
    return `<tr>${label}${amounts}</tr><tr><td colspan="${cols}" style="height:4px"></td></tr>`;
  };
  const head = colHeads ? `<tr><th style="${pad};text-align:left;border-bottom:1pt solid #333">${esc(up(descHead))}</th>${colHeads.map((h) => `<th style="${pad};text-align:right;white-space:nowrap;border-bottom:1pt solid #333">${esc(up(h))}</th>`).join("")}</tr>` : "";
  const rows = secs.map((s) => headRow(s.heading) + s.lines.map(lineRow).join("") + subRow(s)).join("");
  const chargesTable = `<table style="width:100%;border-collapse:collapse;margin:6px 0 2px">${head}${rows}</table>`;
  d.set("lineItems", itemsTruth);

  // ---------------------------------------------------------------- the totals
  const m = (path: string | null, n: number, labels: readonly string[]) => d.money(path, null, dollars(n), up(W(labels)));
  const totalF = m("pricing.totalIncludingGst", total, ["Total (GST inclusive)", "Total drive away price", "Total incl. GST", "Invoice total (incl. GST)", "TOTAL PRICE INC GST", "Total amount payable"]);
  const gstF = m("pricing.gst", gst, ["GST included in total", "Includes GST of", "Total GST", "GST component", "GST (10%) included"]);
  const exF = canonical || chance(r, 0.35) ? m("pricing.subtotal", total - gst, ["Total ex GST", "Total excl. GST", "Amount excl. GST", "Total (ex GST)"]) : null;
  const neg = canonical ? "plain" : pick(r, ["plain", "plain", "minus", "paren"] as const);
  const negate = (f: Fact): Fact => ({ ...f, shown: neg === "minus" ? `-${f.shown}` : neg === "paren" ? `(${f.shown})` : f.shown });
  const rcpt = !canonical && chance(r, 0.3) ? ` (${pick(r, ["receipt", "rcpt", "Rcpt No."])} ${x.deposit.receipt})` : "";
  const depositF = depositShown ? negate(m("pricing.deposit", deposit, ["Less deposit paid", "Less: Deposit received", "Deposit paid", "Less deposit"].map((l) => l + rcpt))) : null;
  const tradeF = trade ? negate(m("pricing.tradeInAllowance", allowance, ["Less trade-in allowance", "Less: Trade-in", "Trade-in allowance", `Less trade-in (${x.tradeIn!.year} ${x.tradeIn!.make} ${x.tradeIn!.model})`])) : null;
  const payoutF = payout ? m("tradeIn.payout", payout, [`Plus payout to ${financier}`, "Add: Trade-in payout", `Payout – ${financier}`, "Plus trade-in payout"]) : null;
  const balanceF = m("pricing.balancePayable", balance, ["Balance payable", "Balance due on delivery", "Balance to pay", "Amount payable on delivery", "BALANCE OWING"]);
  const gstAfter = canonical || chance(r, 0.6);
  const totalsList: Array<Fact | null> = exF && !gstAfter ? [exF, gstF, totalF] : gstAfter ? [totalF, gstF, exF] : [exF, totalF, gstF];
  const settle: Array<Fact | null> = [depositF, tradeF, payoutF, balanceF];
  const strong = (f: Fact) => f === totalF || f === balanceF;
  const totRow = (f: Fact) => {
    f.mark();
    const b = strong(f) ? "font-weight:bold;" : "";
    const rule = strong(f) ? "border-top:0.75pt solid #333;" : "";
    return `<tr><td style="${pad};${b}white-space:nowrap">${esc(f.label)}${d.style.colon ? ":" : ""}</td><td style="${pad};${b}${rule}text-align:right;white-space:nowrap">${esc(f.shown)}</td></tr>`;
  };
  const spacer = `<tr><td colspan="2" style="height:6px"></td></tr>`;
  const totalsInner = (totalsList.filter(Boolean) as Fact[]).map(totRow).join("") + spacer + (settle.filter(Boolean) as Fact[]).map(totRow).join("");
  const totalsBox = (w: string) => `<table style="border-collapse:collapse;width:${w};margin:4px 0 4px auto${canonical || chance(r, 0.5) ? ";border:1pt solid #555" : ""}">${totalsInner}</table>`;

  // the trade-in's particulars
  const tradeBlock = () => {
    if (!trade) return "";
    const tl = tradeList(d, x, { payout: false });
    const fin = payout ? [d.money("tradeIn.payout", null, dollars(payout), up(W(["Payout", "Payout amount", "Finance payout", "Amount owing"]))), d.text(null, null, financier, up(W(["Financier", "Payout to", "Finance company", "Encumbered to"])))] : [];
    const th = up(W(["Trade-in Details", "Vehicle Taken in Trade", "Trade-in Vehicle", "Trade Details"]));
    return `<div style="margin:6px 0"><div style="font-weight:bold;border-bottom:0.75pt solid #555;margin-bottom:2px">${esc(th)}</div>${kv(d, [...tl, ...fin])}</div>`;
  };
  const tradePlace = canonical ? "beside" : pick(r, ["beside", "beside", "before"] as const);
  const footnote = flag === "star" ? `<div style="font-size:${Math.max(6.5, d.style.size - 1.5)}pt;margin-top:2px">${esc(star)} ${esc(W(["GST does not apply", "GST does not apply to government charges", "GST free – government charges", "No GST is payable on these items"]))}</div>` : flag === "column" && !canonical && chance(r, 0.5) ? `<div style="font-size:${Math.max(6.5, d.style.size - 1.5)}pt;margin-top:2px">${esc(pick(r, ["Government charges are GST free.", "Registration, CTP and stamp duty do not attract GST."]))}</div>` : "";
  const totalsHtml =
    trade && tradePlace === "beside"
      ? `<table style="width:100%;border-collapse:collapse"><tr><td style="width:50%;vertical-align:top;padding-right:16px">${tradeBlock()}</td><td style="vertical-align:top">${totalsBox("100%")}</td></tr></table>`
      : `${tradeBlock()}${totalsBox(pick(r, ["50%", "55%", "60%"]))}`;

  // ---------------------------------------------------------------- invoice particulars, customer, vehicle
  const inv = [
    d.text("invoice.number", null, x.invoiceNo, up(W(["Tax Invoice No.", "Invoice No.", "Invoice Number", "Invoice #", "Document No."]))),
    d.date("invoice.date", null, x.date, up(W(["Invoice Date", "Date", "Date of Invoice", "Tax Invoice Date"]))),
    opt(d, 0.7, d.text("invoice.dealId", null, x.dealId, up(W(["Deal No.", "Deal Number", "Sales Order", "Deal #", "Job No."])))),
    opt(d, 0.4, d.text(null, null, x.customerNo, up(W(["Customer No.", "Cust. No.", "Account No.", "Customer #"])))),
    opt(d, 0.75, d.text("invoice.salesperson", null, x.salesperson, up(W(["Salesperson", "Sales Consultant", "Sales Executive", "Salesman"])))),
    opt(d, 0.45, d.date("invoice.deliveryDate", null, x.deliveryDate, up(W(["Delivery Date", "Date of Delivery", "Delivered"])))),
  ];
  const business = !canonical && !!x.corp;
  const cName = d.text("customer.name", null, business ? x.corp!.name : x.customer.name);
  const cAddr = opt(d, 0.9, d.text("customer.address", null, x.customer.address));
  const cPhone = opt(d, 0.7, d.text("customer.phone", null, x.customer.phone, up(W(["Phone", "Mobile", "Ph", "Mob."]))));
  const cEmail = opt(d, 0.5, d.text("customer.email", null, x.customer.email, up(W(["Email", "E-mail"]))));
  const custHead = up(W(["Sold To", "Customer", "Purchaser", "Bill To", "Invoice To"]));
  const addrLines = (f: Fact) => (f.mark(), f.shown.split(", ").map((p) => esc(up(p))).join("<br>"));
  const custHtml = [
    `<div style="font-weight:bold;margin-bottom:2px">${esc(custHead)}</div>`,
    `<div>${esc(up(cName.shown))}</div>`,
    business && chance(r, 0.8) ? `<div>ABN ${esc(x.corp!.abn)}</div>` : "",
    business && chance(r, 0.5) ? `<div>${esc(up(pick(r, ["Attn:", "Attention:", "Contact:"])))} ${esc(up(x.customer.name))}</div>` : "",
    cAddr ? `<div>${addrLines(cAddr as Fact)}</div>` : "",
    cPhone ? `<div>${inline(d, cPhone as Fact)}</div>` : "",
    cEmail ? `<div>${inline(d, cEmail as Fact)}</div>` : "",
  ].join("");
  cName.mark();
  cName.shown = up(cName.shown);
  const vf = vehicleFacts(d, v, "vehicle");
  const vHead = up(W(["Vehicle Details", "Vehicle Description", "Vehicle Particulars", "Vehicle Identification"]));
  const vehicleHtml = `<div style="margin:8px 0 2px;font-weight:bold;border-bottom:0.75pt solid #555">${esc(vHead)}</div>${pairs(d, vehicleList(d, vf, { stock: true, condition: true }), canonical ? 2 : pick(r, [2, 2, 3]))}`;

  // ---------------------------------------------------------------- the dealer: a letterhead, or a name over a footer
  const letterhead = canonical || chance(r, 0.6);
  const title = up(canonical ? "TAX INVOICE" : pick(r, ["TAX INVOICE", "Tax Invoice", "VEHICLE TAX INVOICE", isNew ? "Tax Invoice – New Vehicle" : "Tax Invoice – Used Vehicle", "Tax Invoice – Vehicle Sale"]));
  let headHtml: string;
  let foot = "";
  if (letterhead) headHtml = dealerLetterhead(d, x, { layout: canonical ? "left" : pick(r, ["left", "left", "center"] as const) });
  else {
    const dName = d.text("dealer.name", null, x.dealer.name);
    headHtml = `<div class="head"><div class="lh"><div class="lhname">${plain(dName)}</div>${chance(r, 0.6) ? `<div class="small">${esc(pick(r, ["New & Used Vehicle Sales · Service · Parts", "Licensed Motor Dealer", "Sales · Finance · Service"]))}</div>` : ""}</div><div class="tt">{{TITLE}}</div></div>`;
    const ff: MaybeFact[] = [
      chance(r, 0.5) ? d.text("dealer.name", null, x.dealer.name) : null,
      d.text("dealer.abn", null, x.dealer.abn, pick(r, ["ABN", "A.B.N.", "ABN"])),
      d.text("dealer.dealerLicenceNumber", null, x.dealer.licence, pick(r, ["Dealer Licence No.", "Motor Dealer Licence", "MDL", "Licence No.", "MD Licence No."])),
      opt(d, 0.85, d.text("dealer.address", null, x.dealer.address)),
      opt(d, 0.8, d.text("dealer.phone", null, x.dealer.phone, pick(r, ["Ph", "Phone", "T", "Tel"]))),
      opt(d, 0.5, d.text("dealer.email", null, x.dealer.email, pick(r, ["E", "Email"]))),
    ];
    const sep = pick(r, [" · ", " | ", "  •  "]);
    foot = `<div class="foot" style="text-align:center">${(ff.filter(Boolean) as Fact[]).map((f) => (f.mark(), f.label ? `${esc(f.label)}${d.style.colon ? ":" : ""} ${esc(f.shown)}` : esc(f.shown))).join(esc(sep))}</div>`;
  }
  const printed = !canonical && chance(r, 0.5) ? `<div style="font-size:${Math.max(6, d.style.size - 2.5)}pt;color:#666;margin-top:10px">${esc(`${pick(r, DMS)} · ${pick(r, ["Printed", "Printed on", "Print date"])} ${d.style.date(x.date)} ${String(int(r, 8, 17)).padStart(2, "0")}:${digits(r, 1).replace(/[6-9]/, "3")}${digits(r, 1)} · ${pick(r, ["Page 1 of 1", "Page 1"])}`)}</div>` : "";

  const particulars = kv(d, inv);
  const topSwap = !canonical && chance(r, 0.3);
  const top = `<table style="width:100%;border-collapse:collapse;margin-bottom:4px"><tr><td style="width:52%;vertical-align:top">${topSwap ? particulars : custHtml}</td><td style="vertical-align:top;padding-left:12px">${topSwap ? custHtml : particulars}</td></tr></table>`;
  const vehicleFirst = canonical || chance(r, 0.8);
  const thanks = !canonical && chance(r, 0.4) ? `<p class="para">${esc(pick(r, ["Thank you for your business.", "Title in the vehicle remains with the dealer until the balance is paid in full.", "E&OE. Please retain this tax invoice for your records.", "This document is a tax invoice for GST purposes."]))}</p>` : "";
  const body = [top, vehicleFirst ? vehicleHtml : "", chargesTable, footnote, totalsHtml, vehicleFirst ? "" : vehicleHtml, thanks, printed, foot].join("");
  d.moneyPrinted = true;
  d.set("documentType", title);
  return { d, page: { title, head: headHtml, body } };
}

export const TAX_SECTIONS_FAMILIES: Family[] = [
  {
    id: "sectioned-charges",
    profile: P,
    idiom: "DMS tax invoice priced in sections (vehicle + options, dealer fitted accessories, on-road costs with GST, government charges GST free with * footnote, LCT), each with its own subtotal, one or two amount columns (Ex|Inc GST, Amount|GST), then total, GST included, less deposit, less trade-in beside a trade-in details block, balance payable",
    build: sectionedCharges,
  },
];
