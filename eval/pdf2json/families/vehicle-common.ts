// Fact factories and whole-page skins shared by the four vehicle profiles. A family picks a skin (label
// beside value, label above value, boxed cells, two independent columns, monospace print-out, narrow
// wrapped cells, wide tables, dot leaders) and composes its own sections, headings and special blocks.
import type { Deal } from "../corpus/deal";
import type { Vehicle } from "../corpus/entities";
import { above, boxes, colonLines, esc, factTable, heading, inline, kv, leader, mono, monoRows, pairs, plain, twoCol } from "../corpus/html";
import { VEHICLE_HEADINGS, VEHICLE_LABELS } from "../corpus/labels-vehicle";
import { chance, pick, shuffle, type Rng } from "../corpus/rng";
import { DocBuilder, drawStyle, type Fact, type FontClass } from "../corpus/truth";

export type MaybeFact = Fact | null | undefined | false;
export type Sec = { key: string; heading?: string | null; facts: MaybeFact[]; after?: string };

export function builder(profile: string, r: Rng, canonical: boolean, o: { font?: FontClass; upper?: boolean; colon?: boolean; maxSize?: number } = {}): DocBuilder {
  const style = drawStyle(r, { ...o, canonical });
  // three narrow columns hold a 17-character VIN only in small type, as such forms are printed
  if (o.maxSize) style.size = Math.min(style.size, o.maxSize);
  return new DocBuilder(profile, r, style, VEHICLE_LABELS, canonical);
}

/** Optional facts: printed on canonical documents, on others with probability p. */
export const opt = (d: DocBuilder, p: number, f: MaybeFact): MaybeFact => (d.canonical || d.r() < p ? f : null);

export function headingText(d: DocBuilder, key: string, part?: number): string {
  const h = d.canonical ? VEHICLE_HEADINGS[key][0] : pick(d.r, VEHICLE_HEADINGS[key]);
  const text = part !== undefined ? `${pick(d.r, ["Part", "Section", "PART"])} ${part} ${pick(d.r, ["–", "-", ":", "."])} ${h}` : h;
  return d.style.upper ? text.toUpperCase() : text;
}

/** The vehicle's facts under a group prefix ("vehicle", "tradeIn"). Model and variant may print apart. */
export function vehicleFacts(d: DocBuilder, v: Vehicle, prefix: string) {
  const splitVariant = !d.canonical && chance(d.r, 0.3);
  return {
    make: d.text(`${prefix}.make`, "vehicle.make", v.make),
    // Printed apart, "Model" holds the model only and the variant ("Series"/"Grade") is not a profile fact.
    model: splitVariant ? d.text(`${prefix}.model`, "vehicle.model", v.model) : d.text(`${prefix}.model`, d.canonical ? "vehicle.model" : "vehicle.modelVariant", `${v.model} ${v.variant}`),
    variant: splitVariant ? d.text(null, "vehicle.variant", v.variant) : null,
    year: d.int(`${prefix}.year`, "vehicle.year", v.year),
    body: d.text(`${prefix}.bodyType`, "vehicle.body", v.body),
    colour: d.text(`${prefix}.colour`, "vehicle.colour", v.colour),
    vin: d.text(`${prefix}.vin`, "vehicle.vin", v.vin),
    engine: d.text(`${prefix}.engineNumber`, "vehicle.engine", v.engine),
    plate: d.text(`${prefix}.registrationPlate`, "vehicle.plate", v.plate),
    regoExpiry: d.date(`${prefix}.registrationExpiry`, "vehicle.regoExpiry", v.regoExpiry),
    odometer: d.odo(`${prefix}.odometer`, "vehicle.odometer", v.odometer),
    stock: d.text(`${prefix}.stockNumber`, "vehicle.stock", v.stock),
    condition: d.text(`${prefix}.condition`, "vehicle.condition", v.condition),
    transmission: d.text(null, "vehicle.transmission", pick(d.r, ["Automatic", "Manual", "6 Sp Auto", "CVT"])),
    compliance: d.text(null, "vehicle.compliance", v.compliance),
  };
}

export type VF = ReturnType<typeof vehicleFacts>;

/** The vehicle facts a family prints, in its own order, with optional ones dropped per document. */
export function vehicleList(d: DocBuilder, f: VF, o: { plate?: boolean; stock?: boolean; condition?: boolean; expiry?: boolean; shuffle?: boolean; engine?: boolean; body?: boolean; colour?: boolean } = {}): MaybeFact[] {
  const list: MaybeFact[] = [
    f.make,
    f.model,
    f.variant,
    f.year,
    o.body !== false && opt(d, 0.7, f.body),
    o.colour !== false && opt(d, 0.75, f.colour),
    f.vin,
    o.engine !== false && opt(d, 0.7, f.engine),
    o.plate !== false && opt(d, 0.85, f.plate),
    o.expiry && opt(d, 0.5, f.regoExpiry),
    f.odometer,
    o.stock && opt(d, 0.6, f.stock),
    o.condition && opt(d, 0.6, f.condition),
    !d.canonical && chance(d.r, 0.3) && f.transmission,
    !d.canonical && chance(d.r, 0.2) && f.compliance,
  ];
  return o.shuffle && !d.canonical ? shuffle(d.r, list) : list;
}

/** Trade-in facts: the same labels again in another group (the truth keeps each in its own group). */
export function tradeList(d: DocBuilder, x: Deal, o: { allowance?: boolean; payout?: boolean } = {}): MaybeFact[] {
  if (!x.tradeIn) return [];
  const f = vehicleFacts(d, x.tradeIn, "tradeIn");
  return [
    f.make,
    f.model,
    f.year,
    opt(d, 0.7, f.vin),
    opt(d, 0.8, f.plate),
    opt(d, 0.7, f.odometer),
    o.allowance !== false && d.money("tradeIn.allowance", "tradeIn.allowance", x.price.tradeAllowance),
    o.payout !== false && x.price.payout > 0 && d.money("tradeIn.payout", "tradeIn.payout", x.price.payout),
  ];
}

// ---------------------------------------------------------------- skins: a list of sections → body HTML

export type Skin = "kv" | "colon" | "pairs" | "above" | "boxes" | "leader" | "narrow" | "wide";

export function section(d: DocBuilder, s: Sec, skin: Skin): string {
  const h = s.heading === null ? "" : heading(s.heading ?? headingText(d, s.key));
  const facts = s.facts.filter(Boolean);
  if (!facts.length && !s.after) return "";
  let inner = "";
  switch (skin) {
    case "kv": inner = kv(d, facts); break;
    case "colon": inner = colonLines(d, facts); break;
    case "pairs": inner = pairs(d, facts, 2); break;
    case "above": inner = above(d, facts, 3); break;
    case "boxes": inner = boxes(d, facts, 4); break;
    case "leader": inner = leader(d, facts, "92%"); break;
    case "narrow": inner = kv(d, facts, { labelWidth: 56, wrapLabels: true, wrapValues: true }); break;
    case "wide": inner = factTable(d, facts); break;
  }
  return `<div class="sec">${h}${inner}${s.after ?? ""}</div>`;
}

export const sections = (d: DocBuilder, secs: Sec[], skin: Skin) => secs.map((s) => section(d, s, skin)).join("");

/** Sections into two independent columns; which list goes left is drawn per document (column order). */
export function columns(d: DocBuilder, left: Sec[], right: Sec[], skin: Skin = "kv"): string {
  const [a, b] = !d.canonical && chance(d.r, 0.4) ? [right, left] : [left, right];
  return twoCol(sections(d, a, skin), sections(d, b, skin), { leftWidth: pick(d.r, [44, 48, 52]) });
}

/** A dealer-system print-out: monospace, upper case, dot leaders, two fields per line. */
export function monoBody(d: DocBuilder, secs: Sec[], o: { width?: number; col?: number; perLine?: 1 | 2 } = {}): string {
  const width = o.width ?? pick(d.r, [12, 14, 16]);
  const col = o.col ?? 44;
  const lines: string[] = [];
  for (const s of secs) {
    const fs = s.facts.filter(Boolean) as Fact[];
    if (!fs.length) continue;
    if (s.heading !== null) lines.push("", `*** ${(s.heading ?? headingText(d, s.key)).toUpperCase()} ***`);
    // a long value (address, name) gets its own line so the second column never runs into it
    const short = fs.filter((f) => f.shown.length <= col - width - 4);
    const long = fs.filter((f) => f.shown.length > col - width - 4);
    lines.push(...monoRows(short, { width, col, perLine: o.perLine ?? 2, filler: pick(d.r, [".", ".", " ", "_"]) }));
    lines.push(...monoRows(long, { width, col, perLine: 1, filler: "." }));
  }
  return mono(lines);
}

// ---------------------------------------------------------------- letterheads

/** Dealer letterhead: name large, address, ABN and licence inline; returns the head HTML ({{TITLE}} at the right). */
export function dealerLetterhead(d: DocBuilder, x: Deal, o: { licencePath?: string; abnPath?: string | null; email?: boolean; phone?: boolean; layout?: "left" | "center" } = {}): string {
  const name = d.text("dealer.name", null, x.dealer.name);
  const addr = d.text("dealer.address", null, x.dealer.address);
  const abn = o.abnPath === null ? null : d.text(o.abnPath ?? "dealer.abn", "dealer.abn", x.dealer.abn);
  const lic = d.text(o.licencePath ?? "dealer.dealerLicenceNumber", "dealer.licence", x.dealer.licence);
  const phone = o.phone === false ? null : opt(d, 0.8, d.text("dealer.phone", "dealer.phone", x.dealer.phone));
  const email = o.email === false ? null : opt(d, 0.6, d.text("dealer.email", "dealer.email", x.dealer.email));
  // canonical letterheads put each detail on its own line; others join them with a separator
  const sep = d.canonical ? "</div><div>" : pick(d.r, [" · ", "  |  ", "   ", ", ", "</div><div>"]);
  const lines = [
    `<div class="lhname">${plain(name)}</div>`,
    `<div>${plain(addr)}</div>`,
    `<div>${[abn && inline(d, abn, d.canonical || undefined), inline(d, lic, d.canonical || undefined)].filter(Boolean).join(sep)}</div>`,
    phone || email ? `<div>${[phone && inline(d, phone), email && inline(d, email as Fact)].filter(Boolean).join(sep)}</div>` : "",
  ].join("");
  if (o.layout === "center") return `<div class="head" style="text-align:center">${lines}<div style="margin-top:6px">{{TITLE}}</div></div>`;
  return `<div class="head"><div class="lh">${lines}</div><div class="tt">{{TITLE}}</div></div>`;
}

export const titleOnly = (sub?: string) => `<div class="head"><div class="lh">${sub ? `<div class="small">${esc(sub)}</div>` : ""}{{TITLE}}</div></div>`;

/** The body of a terms-and-conditions page (dealer contracts print two columns of small print). */
export const TERMS = [
  "1. Definitions. In this contract 'Dealer' means the licensed motor dealer named overleaf and 'Purchaser' means the person or persons named as purchaser. 'Vehicle' means the motor vehicle described in this contract including all accessories fitted to it at the date of this contract.",
  "2. Deposit. The deposit is paid to the Dealer on signing. If the Purchaser fails to complete the purchase in accordance with this contract the Dealer may retain the deposit up to 10% of the cash price, subject to the Australian Consumer Law.",
  "3. Trade-in. The Purchaser warrants that the trade-in vehicle is free of any encumbrance other than as disclosed, and that its odometer reading is true. The allowance is given on the condition that the trade-in is delivered in the same condition as when inspected.",
  "4. Delivery. The Dealer will use its best endeavours to deliver the vehicle on the estimated delivery date but is not liable for delay caused by the manufacturer, the importer or events beyond its control.",
  "5. Price variation. Where the price of a new vehicle is increased by the manufacturer before delivery, the Purchaser may cancel this contract and receive a full refund of all moneys paid.",
  "6. Cooling-off. Where the Purchaser obtains finance arranged by the Dealer, a cooling-off period of one clear business day applies. Cancellation during that period may attract a fee of up to 2% of the purchase price.",
  "7. Property and risk. Property in the vehicle passes to the Purchaser on payment in full. Risk passes on delivery. The Purchaser must insure the vehicle from delivery.",
  "8. Guarantees. Nothing in this contract excludes, restricts or modifies any guarantee, right or remedy under the Australian Consumer Law or the Motor Dealers and Repairers Act 2013 (NSW).",
  "9. Privacy. The Dealer collects personal information to carry out this contract, register the vehicle and arrange finance and insurance, and may disclose it to Transport for NSW, financiers and insurers.",
];
