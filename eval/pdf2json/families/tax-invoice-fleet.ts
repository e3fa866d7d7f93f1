// vehicle_tax_invoice: a dealer's fleet department invoicing a business buyer (a fleet or leasing company, or
// a company buying a work vehicle), printed on a landscape A4 page.
//
// The page: the dealer's name and address at the left, "TAX INVOICE" and a particulars block at the right
// (Invoice No, Invoice Date, Account No, Customer Order No, Fleet Manager, Page 1 of 1); "Bill To" beside
// "Deliver To" (the buyer's office and the branch or driver the vehicle goes to); the vehicle described in
// ONE wide row of many narrow columns (Stock No | Year | Make | Model | Variant | Body | Colour | VIN |
// Engine No | Rego | Odo | Amount ex GST | GST | Amount inc GST), long values wrapping inside their cells on
// some draws (a VIN broken over two lines in a narrow column); further rows for dealer delivery, fitted
// accessories and the GST-free government charges (registration, CTP, duty); the totals under the table at
// the right (Subtotal ex GST, GST, Total inc GST, Amount paid, Balance due); a footer with the dealer's bank
// details and the payment terms ("Strictly 7 days", a due date). On some draws a large light-grey "COPY" or
// "PAID" is set diagonally over the page (CSS-rotated text).
//
// The landscape page is asked for by the page's own style sheet (`@page { size: A4 landscape }`, which the
// Chromium and WeasyPrint producers honour); producers that print A4 portrait whatever the page asks
// (wkhtmltopdf's -s A4, the raw writer's fixed page box) lay the same fluid HTML out on a narrower page,
// where the wide table wraps more.
import { deal } from "../corpus/deal";
import { esc, plain } from "../corpus/html";
import { abn as drawAbn } from "../corpus/ids";
import { auAddress, company } from "../corpus/entities";
import { addDays, number } from "../corpus/formats";
import { chance, digits, int, letters, pick, round2, type Rng } from "../corpus/rng";
import type { Fact } from "../corpus/truth";
import type { Built, Family } from "./types";
import { builder, opt, type MaybeFact } from "./vehicle-common";

const P = "vehicle_tax_invoice";
const TITLES = ["TAX INVOICE", "Tax Invoice", "TAX INVOICE - FLEET", "Fleet Tax Invoice", "TAX INVOICE / STATEMENT"];

const FLEET_BUYERS = [
  "Southern Cross Fleet Leasing Pty Ltd",
  "Ironbark Novated Leasing Pty Ltd",
  "Coastline Fleet Management Pty Ltd",
  "Bluegum Vehicle Leasing Pty Ltd",
  "Redgum Rentals Pty Ltd",
  "Harbour Fleet Services Pty Ltd",
  "Meridian Fleet Solutions Pty Ltd",
];
// a fleet system's variant text runs on with the drivetrain (a ute's cab and drive, a car's engine and gearbox)
const UTE_SPECS = ["2.8L Turbo Diesel 4x4 Auto", "Dual Cab Pick-up 4x4", "Space Cab 4x4 Man", "Turbo Diesel 10sp Auto", "Single Cab Chassis 4x2", "3.0L TD Dual Cab 4x4 6sp Auto"];
const CAR_SPECS = ["2.0L Petrol CVT", "Hybrid AWD e-CVT", "2.5L 8sp Auto FWD", "1.5L Turbo 7sp DCT", "2.0L 6sp Auto 2WD", "AWD 8sp Auto"];

function fleetInvoice(r: Rng, canonical: boolean): Built {
  const d = builder(P, r, canonical, { maxSize: 10, colon: canonical ? true : undefined });
  const cond = canonical ? "New" : pick(r, ["New", "New", "New", "New", "Demo", "Used"] as const);
  const x = deal(r, { condition: cond, trade: false });
  const v = x.vehicle;
  const W = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const colon = (l: string) => `${esc(l)}${d.style.colon && !/[#:]$/.test(l) ? ":" : ""}`;
  const money = d.style.money;
  const s = d.style.size;
  const small = Math.max(6.5, s - 1);

  // ---------------------------------------------------------------- the dealer (letterhead at the left)
  const dName = d.text("dealer.name", null, x.dealer.name);
  const dAddr = d.text("dealer.address", null, x.dealer.address);
  const dAbn = d.text("dealer.abn", null, x.dealer.abn, W(["ABN", "A.B.N.", "ABN:"]));
  const dLic = opt(d, 0.8, d.text("dealer.dealerLicenceNumber", null, x.dealer.licence, W(["MD Licence", "Dealer Licence No.", "Motor Dealer Licence", "LMCT", "MDL No."])));
  const dPhone = opt(d, 0.8, d.text("dealer.phone", null, x.dealer.phone, W(["Ph", "Phone", "Tel", "P"])));
  const dEmail = opt(d, 0.5, d.text("dealer.email", null, x.dealer.email.replace(/^\w+@/, pick(r, ["fleet@", "fleet@", "fleetsales@", "accounts@"])), W(["Email", "E", "E-mail"])));
  const dept = canonical ? "Fleet Sales Department" : pick(r, ["Fleet Sales Department", "Fleet & Government Sales", "Fleet Department", "Business & Fleet Sales", "FLEET DIVISION", ""]);
  const inl = (f: Fact) => (f.mark(), `${esc(f.label)}${f.label && !/:$/.test(f.label) && d.style.colon ? ":" : ""} ${esc(f.shown)}`);
  const addrLines = canonical || chance(r, 0.5);
  const dealerHtml = [
    `<div style="font-size:${s + 5}pt;font-weight:bold;color:${d.style.accent}">${plain(dName)}</div>`,
    dept ? `<div style="font-weight:bold">${esc(dept)}</div>` : "",
    `<div>${addrLines ? (dAddr.mark(), dAddr.shown.split(", ").map(esc).join("<br>")) : plain(dAddr)}</div>`,
    `<div>${[inl(dAbn), dLic && inl(dLic as Fact)].filter(Boolean).join(canonical ? "<br>" : pick(r, ["&nbsp;&nbsp;|&nbsp;&nbsp;", "<br>", " &middot; "]))}</div>`,
    dPhone || dEmail ? `<div>${[dPhone && inl(dPhone as Fact), dEmail && inl(dEmail as Fact)].filter(Boolean).join(canonical ? "<br>" : pick(r, ["&nbsp;&nbsp;&nbsp;", "<br>", " &middot; "]))}</div>` : "",
  ].join("");

  // ---------------------------------------------------------------- the particulars (at the right)
  const po = canonical ? `PO${digits(r, 6)}` : pick(r, [`PO${digits(r, 6)}`, `PO-${digits(r, 5)}`, `${digits(r, 7)}`, `${letters(r, 3)}-PO-${digits(r, 4)}`, `4500${digits(r, 6)}`]);
  const accountNo = canonical ? x.customerNo : pick(r, [x.customerNo, `${letters(r, 4)}${digits(r, 3)}`, `FLT${digits(r, 4)}`]);
  const meta: MaybeFact[] = [
    d.text("invoice.number", null, x.invoiceNo, W(["Invoice No", "Invoice No.", "Invoice Number", "Tax Invoice No", "Invoice #"])),
    d.date("invoice.date", null, x.date, W(["Invoice Date", "Date", "Date of Invoice", "Inv. Date"])),
    opt(d, 0.8, d.text(null, null, accountNo, W(["Account No", "Account No.", "Customer Account", "Acct No.", "Debtor No."]))),
    d.text(null, null, po, W(["Customer Order No", "Your Order No.", "Purchase Order", "Customer PO", "Order No.", "P/O Number"])),
    opt(d, 0.5, d.text("invoice.dealId", null, x.dealId, W(["Deal No", "Deal No.", "Sales Order", "Fleet Deal #", "Job No."]))),
    opt(d, 0.85, d.text("invoice.salesperson", null, x.salesperson, W(["Fleet Manager", "Salesperson", "Fleet Sales Manager", "Fleet Consultant", "Account Manager", "Sales Exec"]))),
    opt(d, 0.4, d.date("invoice.deliveryDate", null, x.deliveryDate, W(["Delivery Date", "Date Delivered", "Delivered", "Delivery"]))),
    d.text(null, null, "1 of 1", W(["Page", "Page No."])),
  ];
  const gridMeta = canonical || chance(r, 0.5);
  const metaHtml = `<table style="border-collapse:collapse;margin:6px 0 0 auto;text-align:left">${(meta.filter(Boolean) as Fact[])
    .map((f) => {
      f.mark();
      const b = gridMeta ? "border:0.75pt solid #888;" : "";
      const l = d.style.labelBold ? `<b>${colon(f.label)}</b>` : colon(f.label);
      return `<tr><td style="${b}padding:1px 8px;white-space:nowrap${gridMeta ? ";background:#eee" : ""}">${l}</td><td style="${b}padding:1px 8px;white-space:nowrap">${esc(f.shown)}</td></tr>`;
    })
    .join("")}</table>`;

  // ---------------------------------------------------------------- Bill To and Deliver To
  const buyerIsFleet = canonical || chance(r, 0.6);
  const buyerName = buyerIsFleet ? pick(r, FLEET_BUYERS) : (x.corp ?? company(r)).name;
  const buyerAbn = x.corp?.abn ?? drawAbn(r);
  const po_box = !canonical && chance(r, 0.3);
  const billAddr = po_box ? `PO Box ${int(r, 10, 2999)}, ${auAddress(r).split(", ")[1]}` : x.customer.address;
  const cName = d.text("customer.name", null, buyerName);
  const cAddr = d.text("customer.address", null, billAddr);
  const cPhone = opt(d, 0.4, d.text("customer.phone", null, x.customer.phone.startsWith("04") ? `(02) ${digits(r, 4)} ${digits(r, 4)}` : x.customer.phone, W(["Ph", "Phone", "Tel"])));
  const slug = buyerName.toLowerCase().replace(/ pty.*$/, "").replace(/[^a-z]/g, "");
  const cEmail = opt(d, 0.4, d.text("customer.email", null, `${pick(r, ["accounts", "ap", "fleet", "invoices"])}@${slug}.com.au`, W(["Email", "E", "E-mail"])));
  const attn = canonical || chance(r, 0.6) ? `${W(["Attn:", "Attention:", "ATTN"])} ${pick(r, ["Accounts Payable", "Fleet Administration", "Fleet Manager", "Accounts"])}` : "";
  const billHead = W(["Bill To", "Bill To:", "Invoice To", "Sold To", "BILL TO", "Customer"]);
  const shipHead = W(["Deliver To", "Deliver To:", "Ship To", "Delivery Address", "DELIVER TO", "Deliver to"]);
  const billHtml = [
    `<div style="font-weight:bold">${plain(cName)}</div>`,
    attn ? `<div>${esc(attn)}</div>` : "",
    `<div>${(cAddr.mark(), cAddr.shown.split(", ").map(esc).join("<br>"))}</div>`,
    `<div>ABN ${esc(buyerAbn)}</div>`,
    cPhone ? `<div>${inl(cPhone as Fact)}</div>` : "",
    cEmail ? `<div>${inl(cEmail as Fact)}</div>` : "",
  ].join("");
  const shipAddr = auAddress(r);
  const shipHtml = [
    `<div style="font-weight:bold">${esc(pick(r, [buyerName, `${buyerName.replace(/ Pty.*$/, "")} - ${pick(r, ["Depot", "Branch", "Site Office", "Yard"])}`]))}</div>`,
    chance(r, 0.7) ? `<div>${esc(pick(r, ["Attn:", "Driver:", "Contact:", "C/- "]))} ${esc(x.driver.name)}</div>` : "",
    `<div>${shipAddr.split(", ").map(esc).join("<br>")}</div>`,
    chance(r, 0.4) ? `<div>${esc(pick(r, ["Ph", "Mob", "Contact Ph"]))} 04${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}</div>` : "",
  ].join("");
  const boxed = canonical || chance(r, 0.6);
  const partyCell = (title: string, html: string, w: string) =>
    boxed
      ? `<td style="width:${w};vertical-align:top;border:0.75pt solid #555;padding:0"><div style="background:#e6e6e6;font-weight:bold;padding:1px 5px;border-bottom:0.75pt solid #555">${esc(title)}</div><div style="padding:3px 5px 4px">${html}</div></td>`
      : `<td style="width:${w};vertical-align:top;padding:0 12px 0 0"><div style="font-weight:bold;border-bottom:1px solid ${d.style.accent};margin-bottom:2px;color:${d.style.accent}">${esc(title)}</div>${html}</td>`;

  // ---------------------------------------------------------------- the wide table
  type Cell = { html: string; fact?: Fact | null };
  type Col = { key: string; head: string; right?: boolean; weight: number; narrowWeight: number; vehicle: boolean; cell: (row: Row) => Cell };
  type Row = { kind: "vehicle" | "other"; desc: string; amount: number; taxable: boolean };
  const rows: Row[] = [];
  const condCol = !canonical && chance(r, 0.25);
  const itemCol = canonical || chance(r, 0.55);
  const vehicleDesc = condCol
    ? pick(r, cond === "New" ? ["New Vehicle", "New Motor Vehicle"] : cond === "Demo" ? ["Demonstrator Vehicle", "Demo Vehicle"] : ["Used Vehicle", "Used Motor Vehicle"])
    : W(["Motor Vehicle", "Vehicle", "Vehicle Supply", "Fleet Vehicle", "Motor vehicle"]);
  rows.push({ kind: "vehicle", desc: vehicleDesc, amount: x.price.vehicle, taxable: true });
  // accessories: one line each, or one line for all of them "as per the attached schedule"
  const accTogether = x.accessories.length > 1 && (canonical || chance(r, 0.4));
  if (accTogether) rows.push({ kind: "other", desc: W(["Dealer fitted accessories (per schedule)", "Accessories as per quote", "Fleet fit-out accessories", "Options & accessories"]), amount: x.price.accessories, taxable: true });
  else for (const a of x.accessories) rows.push({ kind: "other", desc: a.description, amount: a.amount, taxable: true });
  if (x.price.delivery > 0) rows.push({ kind: "other", desc: W(["Dealer Delivery", "Dealer delivery & PDI", "Pre-delivery & handling", "Delivery charges", "Fleet delivery fee"]), amount: x.price.delivery, taxable: true });
  const gstFreeMark = canonical ? " (GST free)" : pick(r, [" (GST free)", " (GST Free)", " - GST free", " *", ""]);
  const regoRow = x.price.registration > 0;
  if (regoRow) rows.push({ kind: "other", desc: `${W(["Registration 12 months", "NSW Registration - 12 mths", "Rego (12 months)", "Registration fee"])}${gstFreeMark}`, amount: x.price.registration, taxable: false });
  if (x.price.ctp > 0) rows.push({ kind: "other", desc: `${W(["CTP Green Slip 12 months", "CTP insurance", "Green Slip (CTP)", "CTP - 12 mths"])}${gstFreeMark}`, amount: x.price.ctp, taxable: false });
  rows.push({ kind: "other", desc: `${W(["Stamp duty", "Motor vehicle duty (Revenue NSW)", "Transfer duty", "Stamp Duty"])}${gstFreeMark}`, amount: x.price.duty, taxable: false });
  const gstOf = (rw: Row) => (rw.taxable ? round2(rw.amount / 11) : 0);
  const exOf = (rw: Row) => round2(rw.amount - gstOf(rw));

  const narrow = !canonical && chance(r, 0.35);
  const splitVariant = canonical || chance(r, 0.6);
  const spec = !canonical && splitVariant && chance(r, 0.5) ? ` ${pick(r, /Utility|Cab/.test(v.body) ? UTE_SPECS : CAR_SPECS)}` : "";
  const bare = !canonical && chance(r, 0.45);
  const cellMoney = (n: number) => (bare ? number(n, ",", ".") : money(n));
  const H = (l: string[]) => W(l);
  // a vehicle cell prints a fact (recorded when printed) in the vehicle's row only
  const vc = (f: Fact | null, style = ""): ((row: Row) => Cell) => (row) => (row.kind === "vehicle" && f ? { html: style ? `<span style="${style}">${esc(f.shown)}</span>` : esc(f.shown), fact: f } : { html: "" });
  const breakAll = narrow && chance(r, 0.6) ? "word-break:break-all" : "white-space:nowrap";
  const cols: Col[] = [];
  const add = (c: Col | null | false) => c && cols.push(c);
  const qtyCol = !canonical && chance(r, 0.25);
  if (itemCol) add({ key: "desc", head: H(["Description", "Item", "Particulars", "Details"]), weight: 14, narrowWeight: 11, vehicle: false, cell: (row) => ({ html: esc(row.desc) }) });
  if (qtyCol) add({ key: "qty", head: H(["Qty", "Qty.", "Units"]), right: true, weight: 3, narrowWeight: 3, vehicle: false, cell: () => ({ html: "1" }) });
  const stockFirst = canonical || chance(r, 0.7);
  const stockCol = (canonical || chance(r, 0.75)) && { key: "stock", head: H(["Stock No", "Stock #", "Stock No.", "Stk No", "Unit No"]), weight: 6, narrowWeight: 5, vehicle: true, cell: vc(d.text("vehicle.stockNumber", null, v.stock)) };
  if (stockFirst) add(stockCol);
  add({ key: "year", head: H(["Year", "Yr", "MY", "Year"]), weight: 4, narrowWeight: 4, vehicle: true, cell: vc(d.int("vehicle.year", null, v.year)) });
  add({ key: "make", head: H(["Make", "Make", "Manufacturer"]), weight: 7, narrowWeight: 6, vehicle: true, cell: vc(d.text("vehicle.make", null, v.make)) });
  add({ key: "model", head: H(splitVariant ? ["Model", "Model", "Model Name"] : ["Model", "Model / Variant", "Model Description"]), weight: 8, narrowWeight: 6, vehicle: true, cell: vc(d.text("vehicle.model", null, splitVariant ? v.model : `${v.model} ${v.variant}`)) });
  if (splitVariant) add({ key: "variant", head: H(["Variant", "Series", "Grade", "Badge", "Variant"]), weight: 10, narrowWeight: 7, vehicle: true, cell: vc(d.text(null, null, `${v.variant}${spec}`)) });
  if (canonical || chance(r, 0.7)) add({ key: "body", head: H(["Body", "Body Type", "Body Style", "Body"]), weight: 7, narrowWeight: 5, vehicle: true, cell: vc(d.text("vehicle.bodyType", null, v.body)) });
  if (canonical || chance(r, 0.75)) add({ key: "colour", head: H(["Colour", "Color", "Ext Colour", "Paint", "Colour"]), weight: 7, narrowWeight: 5, vehicle: true, cell: vc(d.text("vehicle.colour", null, v.colour)) });
  if (condCol) add({ key: "cond", head: H(["N/U", "New/Used", "Type", "Status"]), weight: 4, narrowWeight: 4, vehicle: true, cell: vc(d.text("vehicle.condition", null, v.condition)) });
  add({ key: "vin", head: H(["VIN", "VIN / Chassis", "Chassis No", "VIN No."]), weight: 12, narrowWeight: 7, vehicle: true, cell: vc(d.text("vehicle.vin", null, v.vin), breakAll) });
  if (canonical || chance(r, 0.65)) add({ key: "engine", head: H(["Engine No", "Engine #", "Eng No", "Engine Number"]), weight: 9, narrowWeight: 6, vehicle: true, cell: vc(d.text("vehicle.engineNumber", null, v.engine), narrow ? breakAll : "white-space:nowrap") });
  if (!stockFirst) add(stockCol);
  if (canonical || chance(r, 0.6)) add({ key: "rego", head: H(["Rego", "Reg No", "Plate", "Rego No.", "Registration"]), weight: 5, narrowWeight: 5, vehicle: true, cell: vc(d.text("vehicle.registrationPlate", null, v.plate)) });
  if (canonical || chance(r, 0.55)) add({ key: "odo", head: H(["Odo", "Kms", "Odometer", "Odo (km)", "KM"]), right: true, weight: 5, narrowWeight: 4, vehicle: true, cell: vc(d.odo("vehicle.odometer", null, v.odometer)) });
  const exCol = canonical || chance(r, 0.8);
  if (exCol) add({ key: "ex", head: H(bare ? ["Amount ex GST", "Ex GST $", "Price ex GST", "Net Amount", "Amount Excl. GST"] : ["Amount ex GST", "Ex GST", "Price ex GST", "Net Amount", "Amount Excl. GST"]), right: true, weight: 8, narrowWeight: 7, vehicle: false, cell: (row) => ({ html: esc(cellMoney(exOf(row))) }) });
  add({ key: "gst", head: H(["GST", "GST", "GST 10%", "GST Amt"]), right: true, weight: 7, narrowWeight: 6, vehicle: false, cell: (row) => ({ html: esc(cellMoney(gstOf(row))) }) });
  add({ key: "inc", head: H(bare ? ["Amount inc GST", "Inc GST $", "Total inc GST", "Gross Amount", "Amount Incl. GST"] : ["Amount inc GST", "Inc GST", "Total inc GST", "Gross Amount", "Amount Incl. GST"]), right: true, weight: 8, narrowWeight: 7, vehicle: false, cell: (row) => ({ html: esc(cellMoney(row.amount)) }) });

  // the table's line items: the description only where a column prints it (a footnote's "*" is not part of it)
  d.set("lineItems", rows.map((rw) => ({ description: itemCol || rw.kind === "other" ? rw.desc.replace(/ \*$/, "") : null, quantity: qtyCol ? 1 : null, unitPrice: null, gst: gstOf(rw), amount: rw.amount })));
  d.moneyPrinted = true;
  // the rows' amounts are the pricing group's too, where a row is the whole of that charge
  d.set("pricing.vehiclePrice", x.price.vehicle);
  if (accTogether) d.set("pricing.accessories", x.price.accessories);
  if (x.price.delivery > 0) d.set("pricing.dealerDelivery", x.price.delivery);
  if (x.price.registration > 0) d.set("pricing.registration", x.price.registration);
  if (x.price.ctp > 0) d.set("pricing.ctp", x.price.ctp);
  d.set("pricing.stampDuty", x.price.duty);

  const ruled = canonical ? "grid" : pick(r, ["grid", "grid", "lines", "shade"] as const);
  const sumW = cols.reduce((a, c) => a + (narrow ? c.narrowWeight : c.weight), 0);
  const th = (c: Col) => {
    const b = ruled === "grid" ? "border:0.75pt solid #666;" : ruled === "lines" ? "border-top:1pt solid #333;border-bottom:1pt solid #333;" : "background:#dde3ea;border-bottom:0.75pt solid #666;";
    const w = narrow ? `width:${(((narrow ? c.narrowWeight : c.weight) / sumW) * 100).toFixed(2)}%;` : "";
    return `<th style="${b}${w}padding:2px 3px;font-size:${small}pt;text-align:${c.right ? "right" : "left"};vertical-align:bottom">${esc(d.style.upper ? c.head.toUpperCase() : c.head)}</th>`;
  };
  const td = (c: Col, html: string, extra = "") => {
    const b = ruled === "grid" ? "border:0.75pt solid #666;" : "border-bottom:0.5pt solid #bbb;";
    return `<td style="${b}padding:2px 3px;vertical-align:top;font-size:${small}pt${c.right ? ";text-align:right;white-space:nowrap" : ""}${extra}">${html}</td>`;
  };
  const firstAmount = cols.findIndex((c) => c.key === "ex" || c.key === "gst");
  const bodyRows = rows.map((rw) => {
    if (itemCol || rw.kind === "vehicle") {
      return `<tr>${cols
        .map((c) => {
          const cell = c.cell(rw);
          if (cell.fact) cell.fact.mark();
          return td(c, cell.html, rw.kind === "vehicle" && c.key === "desc" ? ";font-weight:bold" : "");
        })
        .join("")}</tr>`;
    }
    // no description column: the charge's wording runs across the vehicle's columns
    const lead = cols.slice(0, firstAmount);
    const spanCell = `<td colspan="${lead.length}" style="${ruled === "grid" ? "border:0.75pt solid #666;" : "border-bottom:0.5pt solid #bbb;"}padding:2px 3px;font-size:${small}pt">${esc(rw.desc)}</td>`;
    return `<tr>${spanCell}${cols.slice(firstAmount).map((c) => td(c, c.cell(rw).html)).join("")}</tr>`;
  });
  const tableHtml = `<table class="fleet" style="width:100%;border-collapse:collapse;margin:10px 0 4px${narrow ? ";table-layout:fixed" : ""}"><thead><tr>${cols.map(th).join("")}</tr></thead><tbody>${bodyRows.join("")}</tbody></table>`;
  const footnote = gstFreeMark === " *" ? `<div style="font-size:${Math.max(6.5, s - 2)}pt;color:#444">* ${esc(W(["GST free supply", "Denotes GST-free item", "GST free - government charge"]))}</div>` : "";

  // ---------------------------------------------------------------- the totals (under the table, at the right)
  const subEx = round2(rows.reduce((a, rw) => a + exOf(rw), 0));
  const gst = round2(rows.reduce((a, rw) => a + gstOf(rw), 0));
  const total = round2(rows.reduce((a, rw) => a + rw.amount, 0));
  const stamp = canonical ? "none" : pick(r, ["none", "none", "COPY", "PAID", "COPY"] as const);
  const paid = stamp === "PAID" ? total : canonical ? 0 : pick(r, [0, 0, 0, x.price.deposit]);
  const balance = round2(total - paid);
  const tot: Fact[] = [
    d.money("pricing.subtotal", null, subEx, W(["Subtotal ex GST", "Sub Total (ex GST)", "Total ex GST", "Subtotal", "Net Total"])),
    d.money("pricing.gst", null, gst, W(["GST", "GST 10%", "Total GST", "Plus GST"])),
    d.money("pricing.totalIncludingGst", null, total, W(["Total inc GST", "Invoice Total", "TOTAL (inc GST)", "Total Amount Payable", "Total AUD"])),
    d.money("pricing.amountPaid", null, paid, W(["Amount Paid", "Less Amount Paid", "Payments Received", "Less Payments", "Paid to Date"])),
    d.money("pricing.balancePayable", null, balance, W(["Balance Due", "Amount Due", "BALANCE DUE", "Balance Owing", "Amount Outstanding"])),
  ];
  const strong = (f: Fact) => f.path === "pricing.totalIncludingGst" || f.path === "pricing.balancePayable";
  const totBox = canonical || chance(r, 0.5);
  const totalsHtml = `<table style="border-collapse:collapse;margin:4px 0 0 auto;min-width:${canonical ? 30 : pick(r, [26, 30, 34])}%${totBox ? ";border:0.75pt solid #555" : ""}">${tot
    .map((f) => {
      f.mark();
      const b = strong(f) ? ";font-weight:bold;border-top:0.75pt solid #333" : "";
      return `<tr><td style="padding:2px 14px 2px 6px${b}">${colon(f.label)}</td><td style="padding:2px 6px;text-align:right;white-space:nowrap${b}">${esc(f.shown)}</td></tr>`;
    })
    .join("")}</table>`;

  // ---------------------------------------------------------------- the footer: bank details and terms
  const due = addDays(x.date, 7);
  const bankName = pick(r, ["Westpac", "Commonwealth Bank", "NAB", "ANZ", "St.George Bank"]);
  const acctName = canonical || chance(r, 0.6) ? x.dealer.name : x.bank.accountName;
  const bankLines = [
    `<b>${esc(W(["Remittance Details", "Payment by EFT", "Bank Details", "Please remit funds to"]))}</b>`,
    `${esc(W(["Account Name:", "A/C Name:", "Account Name"]))} ${esc(acctName)}`,
    `${chance(r, 0.6) ? `${esc(W(["Bank:", "Bank"]))} ${esc(bankName)}&nbsp;&nbsp; ` : ""}${esc(W(["BSB:", "BSB", "BSB No."]))} ${esc(x.bank.bsb)}&nbsp;&nbsp; ${esc(W(["Account No:", "Acc No.", "Account", "A/C No:"]))} ${esc(x.bank.accountNumber)}`,
    esc(W([`Reference: ${x.invoiceNo}`, "Please quote the invoice number as your reference", `Ref: ${x.invoiceNo}`])),
  ];
  const terms = [
    `<b>${esc(W(["Payment Terms:", "Terms:", "TERMS:"]))}</b> ${esc(W(["Strictly 7 days", "Strictly 7 days from invoice date", "STRICTLY 7 DAYS NETT", "7 days net"]))}`,
    `${esc(W(["Due Date:", "Payment due:", "Please pay by"]))} ${esc(d.style.date(due))}`,
    esc(W(["Title in the goods does not pass until payment is received in full.", "Vehicle remains the property of the dealer until paid in full.", "Overdue accounts may incur interest at 2% per month.", "Thank you for your business."])),
  ];
  if (paid === total) terms.push(esc(W(["Paid in full - thank you.", "PAID IN FULL", "Received with thanks."])));
  const foot = `<table style="width:100%;border-collapse:collapse;margin-top:12px;border-top:1px solid #999;font-size:${Math.max(6.5, s - 1.5)}pt;color:#222"><tr><td style="width:50%;vertical-align:top;padding:4px 12px 0 0">${bankLines.map((l) => `<div>${l}</div>`).join("")}</td><td style="vertical-align:top;padding:4px 0 0">${terms.map((l) => `<div>${l}</div>`).join("")}</td></tr></table>`;

  // ---------------------------------------------------------------- the watermark and the page
  const angle = pick(r, [-30, -35, -25, -40]);
  const watermark =
    stamp === "none"
      ? ""
      : `<div style="position:absolute;top:${pick(r, [50, 60, 70])}mm;left:0;width:100%;text-align:center;z-index:5"><span style="display:inline-block;transform:rotate(${angle}deg);font-size:${pick(r, [110, 130, 150])}pt;font-weight:bold;color:rgba(110,110,110,0.16);font-family:Arial, Helvetica, sans-serif">${stamp}</span></div>`;
  const t = canonical ? TITLES[0] : pick(r, TITLES);
  const titleSize = s + pick(r, [6, 8, 10]);
  const titleHtml = `<div style="font-size:${titleSize}pt;font-weight:bold;color:${canonical || chance(r, 0.5) ? d.style.accent : "#111"};white-space:nowrap;text-align:right">${esc(t)}</div>`;
  const metaBeside = !canonical && chance(r, 0.35);
  const head = `<table style="width:100%;border-collapse:collapse;border-bottom:2px solid ${d.style.accent};margin-bottom:8px"><tr><td style="vertical-align:top;padding:0 0 6px">${dealerHtml}</td><td style="vertical-align:top;text-align:right;padding:0 0 6px">{{TITLE}}${metaBeside ? "" : metaHtml}</td></tr></table>`;
  const [wb, ws] = [pick(r, ["30%", "32%", "35%"]), pick(r, ["30%", "32%", "35%"])];
  const gap = `<td style="width:2%"></td>`;
  const parties = metaBeside
    ? `<table style="width:100%;border-collapse:separate;border-spacing:0"><tr>${partyCell(billHead, billHtml, wb)}${gap}${partyCell(shipHead, shipHtml, ws)}<td style="vertical-align:top">${metaHtml}</td></tr></table>`
    : `<table style="border-collapse:separate;border-spacing:0;width:${canonical ? 66 : pick(r, [62, 66, 72])}%"><tr>${partyCell(billHead, billHtml, "49%")}${gap}${partyCell(shipHead, shipHtml, "49%")}</tr></table>`;
  const ref = !canonical && chance(r, 0.4) ? `<div style="margin-top:8px">${esc(W(["Re:", "Reference:", "Description:"]))} ${esc(pick(r, [`Supply of ${cond === "New" ? "new " : ""}vehicle per your order ${po}`, `Fleet order ${po}`, `Vehicle for ${x.driver.name}`]))}</div>` : "";
  const body = [watermark, parties, ref, tableHtml, footnote, totalsHtml, foot].join("");
  d.set("documentType", t);
  return {
    d,
    page: {
      title: t,
      titleHtml,
      head,
      body,
      titleAlign: "right",
      // a producer that prints portrait whatever the page asks lays the page out 688px wide: the wide table is
      // then shrunk to fit, as a print dialog's "fit to page width" does, rather than run off the sheet
      css: `@page { size: A4 landscape; } body { position: relative; } @media (max-width: 900px) { table.fleet th, table.fleet td { font-size: 6pt !important; padding: 1px 2px !important; } }`,
    },
  };
}

export const TAX_FLEET_FAMILIES: Family[] = [
  {
    id: "fleet-landscape",
    profile: P,
    idiom: "landscape fleet-department tax invoice to a business buyer: the vehicle in one wide row of narrow columns (Stock | Year | Make | Model | … | VIN | ex GST | GST | inc GST), Bill To beside Deliver To, COPY/PAID watermark",
    build: fleetInvoice,
  },
];
