// generic_document: invoices, receipts, quotes and credit notes of English, German, French, Dutch, Spanish
// and Italian businesses, ten layout traditions (DIN 5008 letters, French boxed invoices, US templates,
// till receipts, Italian fatture with a due-date table...), each in local number and date formats.
import { addDays, LOCAL_DATE_FORMATS, LOCAL_MONEY, number, randomIsoDate, type Lang } from "../corpus/formats";
import { business, langOf, lineItems, recipient, type Business, type Line, type Locale } from "../corpus/entities";
import { above, boxes, centreColon, colonLines, esc, factTable, heading, headerStrip, inline, kv, leader, mono, pageBreak, para, plain, priceList, table, twoCol } from "../corpus/html";
import { DOC_NUMBER, GENERIC_LABELS, PHRASES, TITLES, VAT_RATE, type GenericKind } from "../corpus/labels-generic";
import { chance, digits, int, pick, round2, shuffle, type Rng } from "../corpus/rng";
import { DocBuilder, drawStyle, type Fact, type FontClass } from "../corpus/truth";
import type { Built, Family } from "./types";

const P = "generic_document";

type G = {
  locale: Locale;
  lang: Lang;
  kind: GenericKind;
  issuer: Business;
  to: { name: string; street: string; city: string; customerNo: string } | null;
  number: string;
  issueDate: string;
  dueDate: string | null;
  lines: Line[];
  rate: number;
  subtotal: number;
  tax: number;
  total: number;
  currency: string;
  orderNo: string;
  creditRef: string;
};

const NUMBERS = (r: Rng, kind: GenericKind, year: string) =>
  pick(r, [
    `${{ invoice: "RE", receipt: "B", quote: "AN", credit: "GS" }[kind]}-${year}-${digits(r, 4)}`,
    `${year}-${digits(r, 4)}`,
    `${{ invoice: "INV", receipt: "R", quote: "Q", credit: "CN" }[kind]}-${digits(r, 5)}`,
    `F${year}/${digits(r, 3)}`,
    `${digits(r, 6)}`,
    `${year}/${int(r, 10, 999)}`,
    `${{ invoice: "FA", receipt: "T", quote: "DV", credit: "AV" }[kind]}${digits(r, 6)}`,
  ]);

/** The recipient: never the issuer's own name (the small name lists can collide). */
function otherParty(r: Rng, locale: Locale, issuerName: string) {
  for (;;) {
    const to = recipient(r, locale);
    if (to.name !== issuerName) return to;
  }
}

/** One generic document's data and its builder (labels in the document's language, local formats). */
function draw(r: Rng, canonical: boolean, o: { locales: Locale[]; kinds?: GenericKind[]; font?: FontClass; upper?: boolean }): { d: DocBuilder; g: G } {
  const locale = canonical ? o.locales[0] : pick(r, o.locales);
  const lang = langOf(locale);
  const kinds: GenericKind[] = o.kinds ?? ["invoice", "invoice", "invoice", "receipt", "quote", "credit"];
  const kind = canonical ? kinds[0] : pick(r, kinds);
  const labels: Record<string, string[]> = Object.fromEntries(Object.entries(GENERIC_LABELS).map(([k, v]) => [k, v[lang]]));
  labels.docNumber = DOC_NUMBER[kind][lang];
  // English differs by country: US sales tax and EIN, Australian GST and ABN, British and Irish VAT
  if (locale === "en-US") Object.assign(labels, { taxId: ["Tax ID", "EIN", "Federal Tax ID"], tax: ["Sales Tax", "Tax", "Sales Tax (8.25%)"], subtotal: ["Subtotal", "Sub-total", "Net total"], total: ["Total", "Total Due", "TOTAL", "Invoice Total"] });
  if (locale === "en-AU") Object.assign(labels, { taxId: ["ABN", "A.B.N."], tax: ["GST", "GST (10%)", "Total GST"], subtotal: ["Subtotal", "Total ex GST", "Amount ex GST"], total: ["Total", "Total inc GST", "Total (GST inclusive)"] });
  const style = drawStyle(r, { font: o.font, canonical, upper: o.upper });
  const dateFormats = LOCAL_DATE_FORMATS[locale === "en-IE" ? "en-GB" : locale === "de-CH" ? "de" : locale];
  style.date = canonical ? dateFormats[0] : pick(r, dateFormats);
  const money = canonical ? LOCAL_MONEY[locale][0] : pick(r, LOCAL_MONEY[locale]);
  style.money = money.fmt;
  const d = new DocBuilder(P, r, style, labels, canonical);
  const issuer = business(r, locale);
  const issueDate = randomIsoDate(r);
  const lines = lineItems(r, lang, int(r, 1, 5));
  const rate = VAT_RATE[issuer.country] ?? 20;
  const subtotal = round2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = round2((subtotal * rate) / 100);
  const g: G = {
    locale,
    lang,
    kind,
    issuer,
    to: kind === "receipt" && !chance(r, 0.3) ? null : otherParty(r, locale, issuer.name),
    number: NUMBERS(r, kind, issueDate.slice(0, 4)),
    issueDate,
    dueDate: kind === "invoice" && (canonical || chance(r, 0.75)) ? addDays(issueDate, pick(r, [7, 14, 30, 30, 60])) : null,
    lines,
    rate,
    subtotal,
    tax,
    total: round2(subtotal + tax),
    currency: money.currency,
    orderNo: pick(r, [`PO-${digits(r, 5)}`, digits(r, 7), `B${digits(r, 6)}`]),
    creditRef: NUMBERS(r, "invoice", issueDate.slice(0, 4)),
  };
  return { d, g };
}

/** Titles in the document's language; English invoice titles depend on the country (no "VAT Invoice" in the US). */
const titles = new WeakMap<DocBuilder, string>();
function title(d: DocBuilder, g: G): string {
  // drawn once per document: the page and the truth's documentType must show the same title
  const known = titles.get(d);
  if (known) return known;
  let list = TITLES[g.lang][g.kind];
  if (g.kind === "invoice" && g.locale === "en-US") list = ["Invoice", "INVOICE", "Sales Invoice"];
  if (g.kind === "invoice" && g.locale === "en-AU") list = ["Tax Invoice", "TAX INVOICE", "Invoice"];
  if (g.kind === "invoice" && (g.locale === "en-GB" || g.locale === "en-IE")) list = ["Invoice", "INVOICE", "VAT Invoice", "Sales Invoice"];
  titles.set(d, d.canonical ? list[0] : pick(d.r, list));
  return titles.get(d)!;
}

/** The rate in the label when the label names one ("MwSt. 19 %", "IVA 22%"), in local decimals. */
function taxLabel(d: DocBuilder, g: G): string {
  const l = d.label("tax");
  const rate = g.lang === "en" ? String(g.rate) : String(g.rate).replace(".", ",");
  if (/\d/.test(l)) return l.replace(/\d+([.,]\d+)?/, rate);
  return !d.canonical && chance(d.r, 0.4) ? `${l} ${rate} %`.replace(" %", g.lang === "en" ? "%" : " %") : l;
}

function facts(d: DocBuilder, g: G) {
  return {
    issuerName: d.text("issuer.name", null, g.issuer.name),
    taxId: d.text("issuer.taxId", "taxId", g.issuer.taxId),
    number: d.text("references.documentNumber", "docNumber", g.number),
    issueDate: d.date("dates.issueDate", "issueDate", g.issueDate),
    dueDate: g.dueDate ? d.date("dates.dueDate", "dueDate", g.dueDate) : null,
    validUntil: g.kind === "quote" ? d.date(null, "validUntil", addDays(g.issueDate, 30)) : null,
    subtotal: d.money("totals.subtotal", "subtotal", g.subtotal),
    tax: d.money("totals.tax", null, g.tax, taxLabel(d, g)),
    total: d.money("totals.total", "total", g.total),
    recipientName: g.to ? d.text("recipient.name", "recipient", g.to.name) : null,
    customerNo: g.to ? d.text("recipient.customerNumber", "customerNo", g.to.customerNo) : null,
    orderNo: d.text("references.orderNumber", "orderNo", g.orderNo),
    iban: d.text("payment.iban", "iban", g.issuer.iban),
    bic: d.text("payment.bic", "bic", g.issuer.bic),
    bank: d.text("payment.bankName", "bank", g.issuer.bank),
    email: d.text("issuer.email", "email", g.issuer.email),
    phone: d.text("issuer.phone", "phone", g.issuer.phone),
    creditRef: g.kind === "credit" ? d.text(null, "creditRef", g.creditRef) : null,
  };
}
type F = ReturnType<typeof facts>;

/** The item table (header row); its rows go into the truth's lineItems. */
function itemsTable(d: DocBuilder, g: G, o: { pos?: boolean; taxCol?: boolean; noUnit?: boolean } = {}): string {
  const L = (k: string) => d.label(k);
  const decimals = g.lang !== "en" && chance(d.r, 0.4);
  const q = (n: number) => (decimals ? number(n, ".", ",") : String(n));
  const withSymbol = chance(d.r, 0.5);
  const m = (n: number) => (withSymbol ? d.style.money(n) : g.lang === "en" ? number(n, ",", ".") : number(n, ".", ","));
  const rate = `${g.lang === "en" ? g.rate : String(g.rate).replace(".", ",")} %`;
  const heads = [...(o.pos ? [{ label: pick(d.r, ["Pos.", "#", "Nr."]) }] : []), { label: L("description") }, { label: L("quantity"), right: true }, ...(o.noUnit ? [] : [{ label: L("unitPrice"), right: true }]), ...(o.taxCol ? [{ label: pick(d.r, ["%", g.lang === "it" ? "IVA" : g.lang === "es" ? "IVA" : "VAT", "Tax"]), right: true }] : []), { label: L("amount"), right: true }];
  const rows = g.lines.map((l, i) => [...(o.pos ? [String(i + 1)] : []), l.description, q(l.quantity), ...(o.noUnit ? [] : [m(l.unitPrice)]), ...(o.taxCol ? [rate] : []), m(l.amount)]);
  d.set("lineItems", g.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: o.noUnit ? null : l.unitPrice, tax: null, amount: l.amount })));
  return table(heads, rows);
}

function finish(d: DocBuilder, g: G, head: string, body: string, t: string, o: { titleAlign?: "left" | "right" | "center"; css?: string } = {}): Built {
  d.set("documentType", t);
  d.set("currency", g.currency);
  return { d, page: { title: t, head, body, titleAlign: o.titleAlign, css: o.css } };
}

const addrLines = (x: { street: string; city: string }) => `${esc(x.street)}<br>${esc(x.city)}`;
const thanks = (d: DocBuilder, g: G) => para(pick(d.r, PHRASES[g.lang].thanks));
const terms = (d: DocBuilder, g: G) => para(pick(d.r, PHRASES[g.lang].terms));

/** Recipient block without a label (address window) or with one ("Bill to", "Client"). */
function recipientBlock(d: DocBuilder, g: G, f: F, labelled: boolean): string {
  if (!f.recipientName || !g.to) return "";
  f.recipientName.mark();
  return `<div class="window">${labelled ? `<div class="sl">${esc(f.recipientName.label)}</div>` : ""}<b>${esc(f.recipientName.shown)}</b><br>${addrLines(g.to)}</div>`;
}

// 1. DIN 5008 business letter: sender line over the address window, info block at the right, items with
//    position numbers, totals at the right, a three-column footer with bank and VAT id.
function dinLetter(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["de", "de-CH", "nl", "en-GB"] });
  const f = facts(d, g);
  f.issuerName.mark();
  const sender = `<div class="small" style="text-decoration:underline">${esc(`${g.issuer.name} · ${g.issuer.street} · ${g.issuer.city}`)}</div>`;
  const info = kv(d, [f.number, f.customerNo && opt(d, 0.7, f.customerNo), f.issueDate, f.dueDate, f.validUntil, f.creditRef, opt(d, 0.3, f.orderNo)]);
  const left = `${sender}${recipientBlock(d, g, f, false)}`;
  const footer = `<table class="foot" style="width:100%"><tr><td>${esc(g.issuer.name)}<br>${addrLines(g.issuer)}<br>${esc(f.phone.label)} ${esc((f.phone.mark(), f.phone.shown))}</td><td>${esc((f.bank.mark(), f.bank.shown))}<br>${esc(f.iban.label)} ${esc((f.iban.mark(), f.iban.shown))}<br>${esc(f.bic.label)} ${esc((f.bic.mark(), f.bic.shown))}</td><td>${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}<br>${esc(g.lang === "de" ? "Geschäftsführer" : g.lang === "nl" ? "Directeur" : "Director")}: ${esc(pick(r, ["Anna Weber", "Jan de Vries", "Thomas Keller", "Sarah Lewis"]))}</td></tr></table>`;
  const head = `<div style="text-align:right" class="lhname">${esc(g.issuer.name)}</div>`;
  const body = [
    twoCol(left, info, { leftWidth: 55 }),
    `<h1 style="text-align:left;margin-top:10px">${esc(title(d, g))}</h1>`,
    para(pick(r, g.lang === "de" ? ["Sehr geehrte Damen und Herren,", "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:"] : g.lang === "nl" ? ["Geachte heer/mevrouw,", "Hierbij factureren wij u het volgende:"] : ["Dear Sir or Madam,", "Please find our charges below."])),
    itemsTable(d, g, { pos: true }),
    `<div style="margin-left:55%">${kv(d, [f.subtotal, f.tax, f.total], { valueRight: true, width: "100%" })}</div>`,
    terms(d, g),
    footer,
  ].join("");
  d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);
  return finish(d, g, head, body, title(d, g));
}

const opt = (d: DocBuilder, p: number, f: Fact | null | false): Fact | null => (f && (d.canonical || d.r() < p) ? f : null);

// 2. French-style invoice: boxed header cells, client box, items, boxed totals HT / TVA / TTC, legal mentions.
function boxedFr(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["fr", "es", "it", "fr"] });
  const f = facts(d, g);
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc((f.issuerName.mark(), f.issuerName.shown))}</div>${addrLines(g.issuer)}<br>${esc(f.email.label)} ${esc((f.email.mark(), f.email.shown))}</div><div class="tt">{{TITLE}}</div></div>`;
  d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);
  const body = [
    boxes(d, [f.number, f.issueDate, f.dueDate, f.validUntil, f.creditRef, f.customerNo && opt(d, 0.6, f.customerNo)], 4),
    `<div style="margin:8px 0 8px 50%;border:1px solid #333;padding:6px">${recipientBlock(d, g, f, true)}</div>`,
    itemsTable(d, g, { taxCol: chance(r, 0.4) }),
    `<div style="margin-left:50%">${boxes(d, [f.subtotal, f.tax, f.total], 3)}</div>`,
    terms(d, g),
    `<div class="foot">${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))} – ${esc(f.iban.label)} ${esc((f.iban.mark(), f.iban.shown))}${chance(r, 0.5) ? ` – ${esc(f.bic.label)} ${esc((f.bic.mark(), f.bic.shown))}` : ""}</div>`,
  ].join("");
  return finish(d, g, head, body, title(d, g));
}

// 3. US/Australian template: big title, Bill To | Ship To blocks, a label-above-value meta grid, totals.
function usGrid(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-US", "en-AU", "en-GB", "en-US"] });
  const f = facts(d, g);
  f.issuerName.mark();
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(g.issuer.name)}</div>${addrLines(g.issuer)}<br>${esc(g.issuer.phone)}${chance(r, 0.7) ? `<br>${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}` : ""}</div><div class="tt">{{TITLE}}</div></div>`;
  const ship = g.to ? `<div class="sl">${esc(pick(r, ["Ship To", "Deliver To", "Site"]))}</div>${addrLines(g.to)}` : "";
  const body = [
    twoCol(recipientBlock(d, g, f, true), ship),
    above(d, [f.number, f.issueDate, f.dueDate, f.validUntil, f.creditRef, opt(d, 0.5, f.orderNo), f.dueDate && d.text(null, null, pick(r, ["Net 30", "Due on receipt", "Net 14"]), pick(r, ["Terms", "Payment Terms"]))], 4),
    itemsTable(d, g, {}),
    `<div style="margin-left:55%">${kv(d, [f.subtotal, f.tax, f.total], { valueRight: true, width: "100%" })}</div>`,
    thanks(d, g),
  ].join("");
  return finish(d, g, head, body, pick(r, [title(d, g), title(d, g).toUpperCase()]));
}

// 4. Till receipt: narrow monospace column, dot leaders, VAT line, no recipient.
function tillReceipt(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["de", "fr", "nl", "es", "it", "en-GB", "en-US"], kinds: ["receipt"], font: "mono" });
  const f = facts(d, g);
  const W = 38;
  const row = (a: string, b: string) => `${a} `.padEnd(W - b.length - 1, ".") + ` ${b}`;
  const lines = [
    (f.issuerName.mark(), g.issuer.name.toUpperCase()),
    g.issuer.street,
    g.issuer.city,
    `${f.taxId.label} ${(f.taxId.mark(), f.taxId.shown)}`,
    "-".repeat(W),
    `${title(d, g).toUpperCase()}`,
    `${f.number.label} ${(f.number.mark(), f.number.shown)}`,
    `${f.issueDate.label} ${(f.issueDate.mark(), f.issueDate.shown)}  ${pick(r, ["09:41", "13:07", "17:55"])}`,
    "-".repeat(W),
    ...g.lines.map((l) => row(`${l.quantity} x ${l.description}`.slice(0, 24), number(l.amount, g.lang === "en" ? "," : ".", g.lang === "en" ? "." : ","))),
    "-".repeat(W),
    row(f.subtotal.label, (f.subtotal.mark(), f.subtotal.shown)),
    row(f.tax.label, (f.tax.mark(), f.tax.shown)),
    row(f.total.label.toUpperCase(), (f.total.mark(), f.total.shown)),
    "",
    pick(r, PHRASES[g.lang].thanks),
  ];
  d.set("lineItems", g.lines.map((l) => ({ description: `${l.quantity} x ${l.description}`.slice(0, 24), quantity: null, unitPrice: null, tax: null, amount: l.amount })));
  // truncated descriptions are what the receipt shows; quantities are part of the description text
  const t = title(d, g).toUpperCase();
  return finish(d, g, "", `<div style="width:${W * 0.62}em">${mono(lines)}</div>`, t);
}

// 5. UK-style: two independent columns (supplier with VAT number | invoice details), price list with the
//    amounts at the far right and no header, payment details with sort code and IBAN.
function ukTwoCol(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "en-IE", "nl", "de"] });
  const f = facts(d, g);
  f.issuerName.mark();
  const left = `<div class="lhname">${esc(g.issuer.name)}</div>${addrLines(g.issuer)}${kv(d, [f.taxId, opt(d, 0.6, f.email), opt(d, 0.5, f.phone)])}<br>${recipientBlock(d, g, f, true)}`;
  const right = kv(d, [f.number, f.issueDate, f.dueDate, f.validUntil, f.creditRef, f.customerNo && opt(d, 0.5, f.customerNo), opt(d, 0.4, f.orderNo)]);
  d.set("lineItems", g.lines.map((l) => ({ description: l.description, quantity: null, unitPrice: null, tax: null, amount: l.amount })));
  const lines = g.lines.map((l) => d.fact(null, null, l.amount, d.style.money(l.amount), l.description));
  const body = [
    `<h1 style="text-align:left">${esc(title(d, g))}</h1>`,
    twoCol(left, right, { leftWidth: 56 }),
    priceList(d, [...lines, f.subtotal, f.tax, f.total], { totalFrom: lines.length + 2, dots: chance(r, 0.3) }),
    heading(pick(r, g.lang === "en" ? ["Payment details", "How to pay", "Bank details"] : g.lang === "de" ? ["Bankverbindung", "Zahlungsinformationen"] : ["Betaalgegevens", "Bankgegevens"])),
    kv(d, [opt(d, 0.7, f.bank), f.iban, opt(d, 0.6, f.bic)]),
    terms(d, g),
  ].join("");
  return finish(d, g, "", body, title(d, g));
}

// 6. Quotation over several pages: items, totals, validity, then terms pages and an acceptance block.
function quoteMultipage(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "de", "fr", "nl", "es", "it", "en-US"], kinds: ["quote"], font: "serif" });
  const f = facts(d, g);
  f.issuerName.mark();
  const head = `<div class="head" style="text-align:center"><div class="lhname">${esc(g.issuer.name)}</div>${esc(`${g.issuer.street}, ${g.issuer.city}`)} · ${esc(g.issuer.website)}<div>{{TITLE}}</div></div>`;
  const cond = PHRASES[g.lang].conditions;
  const body = [
    twoCol(recipientBlock(d, g, f, true), kv(d, [f.number, f.issueDate, f.validUntil, f.customerNo && opt(d, 0.5, f.customerNo)])),
    itemsTable(d, g, { pos: chance(r, 0.5) }),
    `<div style="margin-left:50%">${leader(d, [f.subtotal, f.tax, f.total])}</div>`,
    pageBreak(),
    heading(pick(r, g.lang === "de" ? ["Allgemeine Geschäftsbedingungen", "Bedingungen"] : g.lang === "fr" ? ["Conditions générales de vente"] : g.lang === "nl" ? ["Algemene voorwaarden"] : g.lang === "es" ? ["Condiciones generales"] : g.lang === "it" ? ["Condizioni generali"] : ["Terms and Conditions"]), 2),
    ...shuffle(r, [...cond, ...cond, ...PHRASES[g.lang].terms]).map((t) => para(t, "terms")),
    kv(d, [f.taxId, opt(d, 0.6, f.iban)]),
    `<table class="sig"><tr><td><div class="sigline"></div><div class="sigt">${esc(pick(r, ["Accepted by", "Signature", "Unterschrift", "Bon pour accord", "Firma", "Handtekening"]))}</div></td><td class="gutter"></td><td></td></tr></table>`,
  ].join("");
  return finish(d, g, head, body, title(d, g), { titleAlign: "center" });
}

// 7. Credit note: refers to the original invoice (a second number and date that are not this document's).
function creditNote(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "de", "fr", "nl", "es", "it", "en-US", "en-AU"], kinds: ["credit"] });
  const f = facts(d, g);
  f.issuerName.mark();
  const origDate = d.date(null, null, addDays(g.issueDate, -int(r, 5, 40)), pick(r, g.lang === "de" ? ["vom", "Rechnungsdatum"] : g.lang === "fr" ? ["du", "Date facture"] : ["dated", "Invoice date"]));
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(g.issuer.name)}</div>${addrLines(g.issuer)}</div><div class="tt">{{TITLE}}</div></div>`;
  const body = [
    twoCol(recipientBlock(d, g, f, chance(r, 0.5)), kv(d, [f.number, f.issueDate, f.creditRef, origDate, opt(d, 0.5, f.customerNo)])),
    para(pick(r, PHRASES[g.lang].terms)),
    itemsTable(d, g, {}),
    `<div style="margin-left:50%">${kv(d, [f.subtotal, f.tax, f.total], { valueRight: true, width: "100%" })}</div>`,
    `<div class="foot">${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}${chance(r, 0.6) ? ` · ${esc(f.iban.label)} ${esc((f.iban.mark(), f.iban.shown))}` : ""}</div>`,
  ].join("");
  return finish(d, g, head, body, title(d, g));
}

// 8. Italian / Spanish fattura: issuer block with P.IVA, "Spett.le" recipient at the right, items with a
//    VAT column, totals, and the due date inside a "Scadenze" table (date and amount columns).
function fattura(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["it", "es", "it"], kinds: ["invoice"] });
  const f = facts(d, g);
  f.issuerName.mark();
  const issuer = `<div class="lhname">${esc(g.issuer.name)}</div>${addrLines(g.issuer)}<br>${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}`;
  const due = g.dueDate ? (f.dueDate!.mark(), table([{ label: g.lang === "it" ? "Scadenze" : "Vencimientos" }, { label: f.dueDate!.label }, { label: g.lang === "it" ? "Importo" : "Importe", right: true }], [[g.lang === "it" ? "Bonifico bancario" : "Transferencia", f.dueDate!.shown, d.style.money(g.total)]], { ruled: true })) : "";
  const body = [
    twoCol(issuer, recipientBlock(d, g, f, true)),
    `<h1 style="text-align:left;font-size:14pt">${esc(title(d, g))}</h1>`,
    factTable(d, [f.number, f.issueDate, f.customerNo && opt(d, 0.5, f.customerNo)]),
    itemsTable(d, g, { taxCol: true }),
    `<div style="margin-left:45%">${kv(d, [f.subtotal, f.tax, f.total], { valueRight: true, width: "100%" })}</div>`,
    due,
    kv(d, [opt(d, 0.7, f.bank), f.iban]),
  ].join("");
  return finish(d, g, "", body, title(d, g));
}

// 9. A word-processor invoice from a sole trader: "Label: value" lines only, no tables, issuer at the end.
function colonOnly(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "en-US", "de", "fr", "nl", "es", "it", "en-AU"], kinds: ["invoice", "invoice", "receipt"] });
  const f = facts(d, g);
  d.style.colon = true;
  const lineFacts = g.lines.map((l) => d.fact(null, null, l.amount, d.style.money(l.amount), `${l.quantity} × ${l.description}`));
  f.issuerName.mark();
  const body = [
    `<h1 style="text-align:left">${esc(title(d, g))}</h1>`,
    colonLines(d, [f.number, f.issueDate, f.dueDate, f.recipientName]),
    "<br>",
    colonLines(d, lineFacts),
    "<br>",
    colonLines(d, [f.subtotal, f.tax, f.total]),
    "<br>",
    colonLines(d, [f.iban, opt(d, 0.5, f.bic)]),
    `<div class="foot">${esc(g.issuer.name)} · ${esc(`${g.issuer.street}, ${g.issuer.city}`)} · ${esc(f.taxId.label)}: ${esc((f.taxId.mark(), f.taxId.shown))}</div>`,
  ].join("");
  return finish(d, g, "", body, title(d, g));
}

// 10. Meta data as a header-row table (number | date | due | customer), items, totals table at the right.
function metaTable(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["nl", "de", "en-GB", "fr", "es", "it", "en-US"] });
  const f = facts(d, g);
  f.issuerName.mark();
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(g.issuer.name)}</div>${esc(`${g.issuer.street} · ${g.issuer.city}`)}<br>${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}</div><div class="tt">{{TITLE}}</div></div>`;
  const tot = [f.subtotal, f.tax, f.total].map((x) => (x.mark(), [x.label, x.shown]));
  const body = [
    recipientBlock(d, g, f, chance(r, 0.5)),
    factTable(d, [f.number, f.issueDate, f.dueDate, f.validUntil, f.creditRef, f.customerNo && opt(d, 0.6, f.customerNo)]),
    itemsTable(d, g, { noUnit: chance(r, 0.3) }),
    `<div style="margin-left:55%">${table([{ label: "" }, { label: "", right: true }], tot, { ruled: true, headerless: true })}</div>`,
    kv(d, [f.iban, opt(d, 0.5, f.bic), opt(d, 0.5, f.bank)]),
    thanks(d, g),
  ].join("");
  return finish(d, g, head, body, title(d, g));
}

// ---------------------------------------------------------------- families added for fresh tuned material

/** A strip of "Label value" cells separated by vertical bars (a "|" glyph, or a drawn rule between cells). */
function strip(d: DocBuilder, facts: Array<Fact | null | false | undefined>, o: { rule: boolean; align?: "left" | "right" | "center"; cls?: string; boldLabels?: boolean }): string {
  const fs = facts.filter((f): f is Fact => !!f);
  const cell = (f: Fact) => {
    f.mark();
    const l = f.label ? `${esc(f.label)}${d.style.colon ? ":" : ""}` : "";
    return `${l && o.boldLabels ? `<b>${l}</b>` : l}${l ? " " : ""}${esc(f.shown)}`;
  };
  if (o.rule) {
    const tds = fs.map((f, i) => `<td style="padding:1px 8px;${i ? "border-left:1px solid #333;" : "padding-left:0;"}white-space:nowrap">${cell(f)}</td>`).join("");
    return `<table class="${o.cls ?? ""}" style="margin:4px 0;${o.align === "right" ? "margin-left:auto;" : ""}"><tr>${tds}</tr></table>`;
  }
  return `<div class="${o.cls ?? ""}" style="margin:4px 0;text-align:${o.align ?? "left"}">${fs.map(cell).join(" | ")}</div>`;
}

// 11. Key-value strips separated by vertical bars: the sender's details under the name, the document's
//     number, date and customer number in one strip above the items, the totals in a strip, and a footer
//     strip with the VAT id and bank ("Rechnung Nr. 123 | Datum 01.02.2025 | Kunden-Nr. 4711").
function barStrips(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["de", "nl", "en-GB", "fr", "de-CH", "it", "es", "en-US"] });
  const f = facts(d, g);
  const rule = !canonical && chance(r, 0.4);
  f.issuerName.mark();
  const addr = d.text(null, null, `${g.issuer.street}, ${g.issuer.city}`);
  d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);
  const senderStrip = strip(d, [addr, opt(d, 0.7, f.phone), opt(d, 0.6, f.email)], { rule, cls: "small" });
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(g.issuer.name)}</div>${senderStrip}</div><div class="tt">{{TITLE}}</div></div>`;
  const meta = strip(d, [f.number, f.issueDate, f.dueDate, f.validUntil, f.creditRef, f.customerNo && opt(d, 0.6, f.customerNo), opt(d, 0.3, f.orderNo)], { rule, boldLabels: d.style.labelBold });
  const totalsAsStrip = canonical || chance(r, 0.6);
  const totals = totalsAsStrip
    ? strip(d, [f.subtotal, f.tax, f.total], { rule, align: "right", boldLabels: true })
    : `<div style="margin-left:55%">${kv(d, [f.subtotal, f.tax, f.total], { valueRight: true, width: "100%" })}</div>`;
  const footer = strip(d, [d.text(null, null, g.issuer.name), f.taxId, opt(d, 0.6, f.bank), f.iban, opt(d, 0.7, f.bic)], { rule, cls: "foot", align: canonical ? "center" : pick(r, ["center", "left"] as const) });
  const body = [
    recipientBlock(d, g, f, !canonical && chance(r, 0.3)),
    meta,
    para(pick(r, g.lang === "de" ? ["Sehr geehrte Damen und Herren,", "wir berechnen Ihnen folgende Leistungen:"] : g.lang === "nl" ? ["Hierbij factureren wij u het volgende:"] : g.lang === "fr" ? ["Nous vous remercions de votre commande."] : g.lang === "it" ? ["Vi addebitiamo quanto segue:"] : g.lang === "es" ? ["Le facturamos los siguientes conceptos:"] : ["Please find our charges below."])),
    itemsTable(d, g, { pos: chance(r, 0.5) }),
    totals,
    terms(d, g),
    footer,
  ].join("");
  return finish(d, g, head, body, title(d, g), { titleAlign: "right" });
}

const GUTTER_WORDS: Record<string, { from: string[]; items: string[]; payment: string[] }> = {
  en: { from: ["From", "Issued by", "Supplier"], items: ["Items", "Services", "Details"], payment: ["Payment", "Pay to", "Bank details"] },
  de: { from: ["Von", "Absender", "Rechnungssteller"], items: ["Leistungen", "Positionen", "Artikel"], payment: ["Zahlung", "Bankverbindung"] },
  fr: { from: ["De", "Émetteur", "Fournisseur"], items: ["Détail", "Prestations"], payment: ["Règlement", "Coordonnées bancaires"] },
  nl: { from: ["Van", "Afzender", "Leverancier"], items: ["Specificatie", "Omschrijving"], payment: ["Betaling", "Bankgegevens"] },
  es: { from: ["De", "Emisor", "Proveedor"], items: ["Detalle", "Conceptos"], payment: ["Pago", "Datos bancarios"] },
  it: { from: ["Da", "Mittente", "Fornitore"], items: ["Dettaglio", "Prestazioni"], payment: ["Pagamento", "Coordinate bancarie"] },
};

// 12. Stacked rows with the labels right-aligned in a (usually shaded) left gutter and no colons, the
//     values to their right: sender, recipient, numbers and dates, the items, totals, payment — one column.
function gutterLabels(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "en-US", "en-AU", "de", "fr", "nl", "es", "it"] });
  d.style.colon = false;
  const f = facts(d, g);
  const words = GUTTER_WORDS[g.lang];
  const w = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const shade = canonical || chance(r, 0.7);
  const gw = canonical ? 26 : pick(r, [22, 26, 30]);
  const rows: string[] = [];
  let sep = false;
  const row = (label: string, value: string) => {
    rows.push(`<tr${sep ? ' class="gs"' : ""}><td class="g">${esc(label)}</td><td class="x">${value}</td></tr>`);
    sep = false;
  };
  const factRow = (x: Fact | null | false | undefined, bold = false) => {
    if (!x) return;
    x.mark();
    row(x.label, bold ? `<b>${esc(x.shown)}</b>` : esc(x.shown));
  };
  const group = () => (sep = true);
  f.issuerName.mark();
  d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);
  row(w(words.from), `<b>${esc(g.issuer.name)}</b><br>${addrLines(g.issuer)}`);
  factRow(opt(d, 0.6, f.phone));
  factRow(opt(d, 0.5, f.email));
  factRow(f.taxId);
  if (f.recipientName && g.to) {
    group();
    f.recipientName.mark();
    row(f.recipientName.label, `<b>${esc(f.recipientName.shown)}</b><br>${addrLines(g.to)}`);
    factRow(f.customerNo && opt(d, 0.6, f.customerNo));
  }
  group();
  for (const x of [f.number, f.issueDate, f.dueDate, f.validUntil, f.creditRef, opt(d, 0.4, f.orderNo)]) factRow(x);
  group();
  row(w(words.items), itemsTable(d, g, { noUnit: !canonical && chance(r, 0.3) }));
  group();
  factRow(f.subtotal);
  factRow(f.tax);
  factRow(f.total, true);
  group();
  factRow(opt(d, 0.6, f.bank));
  factRow(f.iban);
  factRow(opt(d, 0.7, f.bic));
  const css = `
  table.gut { width: 100%; border-collapse: collapse; margin-top: 6px; }
  table.gut td.g { width: ${gw}%; text-align: right; padding: 2px 10px 2px 4px; color: #333; ${shade ? "background: #e6e6e6;" : "border-right: 1px solid #999;"} }
  table.gut td.x { padding: 2px 4px 2px 12px; }
  table.gut tr.gs td { border-top: ${shade ? "6px solid #fff" : "1px solid #bbb"}; }
  table.gut table.items { margin: 0; }`;
  const body = [`<h1 style="text-align:${canonical ? "left" : pick(r, ["left", "right"])}">${esc(title(d, g))}</h1>`, `<table class="gut">${rows.join("")}</table>`, thanks(d, g)].join("");
  return finish(d, g, "", body, title(d, g), { css });
}

const STRIP_WORDS: Record<"de" | "nl" | "fr", { net: string[]; tax: string[]; gross: string[]; rate: string[]; taxShort: string[]; currency: string[]; contact: string[]; page: (n: number) => string[] }> = {
  de: { net: ["Netto", "Nettobetrag", "Summe netto", "Warenwert netto"], tax: ["USt {r} %", "MwSt. {r} %", "{r} % USt.", "zzgl. {r} % MwSt.", "Umsatzsteuer {r} %"], gross: ["Brutto", "Bruttobetrag", "Gesamtbetrag", "Rechnungsbetrag", "Endbetrag"], rate: ["USt-Satz", "Steuersatz", "MwSt.-Satz"], taxShort: ["USt", "MwSt.", "Umsatzsteuer", "Steuerbetrag"], currency: ["Währung"], contact: ["Ansprechpartner", "Ihr Ansprechpartner", "Bearbeiter"], page: (n) => [`${n} von ${n}`] },
  nl: { net: ["Subtotaal", "Totaal excl. btw", "Netto", "Bedrag excl. btw"], tax: ["BTW {r}%", "Btw {r} %", "{r}% btw"], gross: ["Totaal", "Totaal incl. btw", "Te betalen", "Factuurbedrag"], rate: ["Btw-tarief", "BTW %"], taxShort: ["BTW", "Btw-bedrag"], currency: ["Valuta"], contact: ["Contactpersoon", "Behandeld door"], page: (n) => [`${n} van ${n}`] },
  fr: { net: ["Total HT", "Montant HT", "Net HT", "Base HT"], tax: ["TVA {r} %", "TVA ({r} %)", "Montant TVA {r} %"], gross: ["Total TTC", "Net à payer", "Montant TTC", "Total à payer"], rate: ["Taux TVA", "Taux"], taxShort: ["TVA", "Montant TVA"], currency: ["Devise"], contact: ["Votre contact", "Interlocuteur", "Suivi par"], page: (n) => [`${n}/${n}`, `${n} sur ${n}`] },
};

// 13. A continental invoice (German, Dutch or French): the header particulars as right-aligned labels
//     ending in a colon against a centre line, the values left-aligned after it ("Rechnungs-Nr.: |
//     RE-2025-0042"), the items, and the totals as one horizontal strip: a header row "Netto | USt 19 % |
//     Brutto" over one row of amounts (sometimes with a rate or currency column), not a vertical list.
function totalsStrip(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["de", "nl", "fr", "de"], kinds: ["invoice"] });
  const lang = g.lang as "de" | "nl" | "fr";
  const W = STRIP_WORDS[lang];
  const w = (l: string[]) => (canonical ? l[0] : pick(r, l));
  const f = facts(d, g);
  f.issuerName.mark();
  d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(g.issuer.name)}</div>${esc(`${g.issuer.street} · ${g.issuer.city}`)}</div><div class="tt">{{TITLE}}</div></div>`;
  // French typography puts a space before the colon
  const colon = lang === "fr" && (canonical || chance(r, 0.6)) ? "\u00a0:" : ":";
  const contact = !canonical && chance(r, 0.4) ? d.text(null, null, pick(r, ["Anna Weber", "Jan de Vries", "Claire Martin", "Thomas Keller", "Sophie Janssen"]), w(W.contact)) : null;
  const page = !canonical && chance(r, 0.25) ? d.text(null, null, pick(r, W.page(1)), { de: "Seite", nl: "Pagina", fr: "Page" }[lang]) : null;
  const particulars = [f.number, f.issueDate, f.dueDate, f.customerNo && opt(d, 0.7, f.customerNo), opt(d, 0.4, f.orderNo), contact, opt(d, 0.4, f.phone), opt(d, 0.3, f.email), page];
  const ordered = canonical ? particulars : [...particulars.slice(0, 2), ...shuffle(r, particulars.slice(2, 5)), ...particulars.slice(5)];
  const rule = !canonical && chance(r, 0.35);
  const centred = !canonical && chance(r, 0.4);
  const meta = centred
    ? centreColon(d, ordered, { labelWidth: "50%", width: "100%", rule, colon })
    : twoCol(recipientBlock(d, g, f, !canonical && chance(r, 0.3)), centreColon(d, ordered, { rule, colon }), { leftWidth: 50 });
  // the totals strip: net, tax and gross; a rate column or a currency column (then bare amounts) at times
  const rate = String(g.rate).replace(".", ",");
  const shape = canonical ? "plain" : pick(r, ["plain", "plain", "rate", "currency"] as const);
  const bare = (n: number) => (lang === "fr" ? number(n, " ", ",") : number(n, ".", ","));
  const amount = (path: string, n: number, label: string) => (shape === "currency" ? d.fact(path, null, n, bare(n), label) : d.money(path, null, n, label));
  const taxHead = shape === "rate" ? w(W.taxShort) : w(W.tax).replace("{r}", rate);
  const cells = [
    shape === "currency" ? d.text(null, null, g.currency, w(W.currency)) : null,
    amount("totals.subtotal", g.subtotal, w(W.net)),
    shape === "rate" ? d.text(null, null, `${rate} %`, w(W.rate)) : null,
    amount("totals.tax", g.tax, taxHead),
    amount("totals.total", g.total, w(W.gross)),
  ];
  const full = !canonical && chance(r, 0.35);
  const strip = headerStrip(d, cells, { rules: canonical ? "lines" : pick(r, ["grid", "lines", "shade"] as const), right: !full, width: full ? "100%" : undefined, boldLast: canonical || chance(r, 0.6) });
  const footCols = [
    `${esc(g.issuer.name)}<br>${addrLines(g.issuer)}`,
    `${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}${chance(r, 0.5) ? `<br>${esc(f.phone.label)} ${esc((f.phone.mark(), f.phone.shown))}` : ""}`,
    `${opt(d, 0.7, f.bank) ? `${esc((f.bank.mark(), f.bank.shown))}<br>` : ""}${esc(f.iban.label)} ${esc((f.iban.mark(), f.iban.shown))}${opt(d, 0.8, f.bic) ? `<br>${esc(f.bic.label)} ${esc((f.bic.mark(), f.bic.shown))}` : ""}`,
  ];
  const footer = `<table class="foot" style="width:100%"><tr>${footCols.map((c) => `<td>${c}</td>`).join("")}</tr></table>`;
  const body = [
    centred ? recipientBlock(d, g, f, !canonical && chance(r, 0.3)) : "",
    meta,
    `<h1 style="text-align:left;margin-top:10px">${esc(title(d, g))}</h1>`,
    itemsTable(d, g, { pos: !canonical && chance(r, 0.5) }),
    strip,
    terms(d, g),
    footer,
  ].join("");
  return finish(d, g, head.replace("{{TITLE}}", ""), body, title(d, g));
}


// ---------------------------------------------------------------- Swiss invoice with a QR-bill

/** Swiss amounts: apostrophe thousands (typed or typographic), a point for the decimals; or bare, "CHF" in the label. */
const SWISS_MONEY: Array<{ fmt: (n: number) => string; bare: boolean }> = [
  { fmt: (n) => `CHF ${number(n, "'", ".")}`, bare: false },
  { fmt: (n) => number(n, "'", "."), bare: true },
  { fmt: (n) => `Fr. ${number(n, "'", ".")}`, bare: false },
  { fmt: (n) => `CHF ${number(n, "’", ".")}`, bare: false },
  { fmt: (n) => `CHF ${number(n, " ", ".")}`, bare: false },
];
/** The QR-bill's amount field: a space between thousands, a point for the decimals, no currency. */
const qrAmount = (n: number) => number(n, " ", ".");

function mod97(s: string): number {
  let rem = 0;
  for (const ch of s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) rem = (rem * 10 + Number(ch)) % 97;
  return rem;
}

/** A Swiss IBAN with its check digits; a QR-IBAN (institution id 30000–31999) goes with a QR reference. */
function swissIban(r: Rng, qr: boolean): string {
  const bban = (qr ? String(int(r, 30000, 31999)) : `00${int(r, 230, 899)}`) + digits(r, 12);
  return `CH${String(98 - mod97(`${bban}CH00`)).padStart(2, "0")}${bban}`.replace(/(.{4})/g, "$1 ").trim();
}

const MOD10 = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
/** A QR reference: 26 digits and a recursive mod-10 check digit, printed "21 00000 00003 13947 14300 09017". */
function qrReference(r: Rng): string {
  const zeros = int(r, 4, 10);
  const body = "0".repeat(zeros) + digits(r, 26 - zeros);
  let c = 0;
  for (const ch of body) c = MOD10[(c + Number(ch)) % 10];
  const ref = body + ((10 - c) % 10);
  return `${ref.slice(0, 2)} ${ref.slice(2).replace(/(.{5})/g, "$1 ").trim()}`;
}

/** An ISO 11649 creditor reference ("RF18 5390 0754 7034"). */
function scorReference(r: Rng): string {
  const body = digits(r, int(r, 8, 14));
  return `RF${String(98 - mod97(`${body}RF00`)).padStart(2, "0")}${body}`.replace(/(.{4})/g, "$1 ").trim();
}

/** The items with Swiss numbers ("1'234.50"); quantities with two decimals at times. */
function swissItems(d: DocBuilder, g: G, bare: boolean): string {
  const L = (k: string) => d.label(k);
  const q = chance(d.r, 0.4) ? (n: number) => n.toFixed(2) : (n: number) => String(n);
  const m = (n: number) => number(n, pick(d.r, ["'", "'", "’"]), ".");
  const heads = [{ label: pick(d.r, ["Pos.", "Pos", "Nr."]) }, { label: L("description") }, { label: L("quantity"), right: true }, { label: pick(d.r, ["Preis", "Einzelpreis", "Ansatz"]), right: true }, { label: `${pick(d.r, ["Betrag", "Total"])}${bare || chance(d.r, 0.5) ? " CHF" : ""}`, right: true }];
  const rows = g.lines.map((l, i) => [String(i + 1), l.description, q(l.quantity), m(l.unitPrice), m(l.amount)]);
  d.set("lineItems", g.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, tax: null, amount: l.amount })));
  return table(heads, rows);
}

// 14. A Swiss invoice in German with the ISO 20022 QR-bill at the bottom: the invoice (letterhead, address
//     window at the right, Rechnung Nr. / Datum / MwSt-Nr. CHE-… MWST, items, Total CHF in Swiss amounts
//     "1'234.50"), then a dashed line "Vor der Einzahlung abzutrennen", the receipt ("Empfangsschein") at the
//     left and the payment part ("Zahlteil") at the right, each repeating "Konto / Zahlbar an" (IBAN,
//     creditor), "Referenz", "Zahlbar durch" (debtor) and "Währung | Betrag" over "CHF | 1 234.50"; a grey
//     square where the QR code is printed.
function qrBill(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["de-CH"], kinds: ["invoice"], font: "sans" });
  const money = canonical ? SWISS_MONEY[0] : pick(r, SWISS_MONEY);
  d.style.money = money.fmt;
  const uid = !canonical && chance(r, 0.3);
  Object.assign(d.labels, {
    taxId: uid ? ["UID", "UID-Nr.", "Unternehmens-Nr."] : ["MwSt-Nr.", "MWST-Nr.", "Mehrwertsteuer-Nr.", "MWST"],
    total: money.bare ? ["Total CHF", "Rechnungsbetrag CHF", "Total inkl. MWST CHF"] : ["Total", "Rechnungsbetrag", "Total inkl. MWST", "Gesamttotal", "Totalbetrag"],
    subtotal: money.bare ? ["Zwischensumme CHF", "Total exkl. MWST CHF", "Netto CHF"] : ["Zwischensumme", "Total exkl. MWST", "Nettobetrag", "Subtotal"],
    dueDate: ["Zahlbar bis", "Fällig am", "Zahlungsfrist", "Fälligkeit"],
  });
  if (uid) g.issuer.taxId = g.issuer.taxId.replace(/ MWST$/, "");
  const refKind = canonical ? "qrr" : pick(r, ["qrr", "qrr", "scor", "none"] as const);
  g.issuer.iban = swissIban(r, refKind === "qrr");
  const ref = refKind === "qrr" ? qrReference(r) : refKind === "scor" ? scorReference(r) : null;
  const f = facts(d, g);
  const rate = `${g.rate}${canonical ? " %" : pick(r, [" %", "%"])}`;
  const taxLabelCH = `${canonical ? "MWST" : pick(r, ["MWST", "MwSt.", "zzgl. MWST", "Mehrwertsteuer"])} ${rate}${!canonical && chance(r, 0.25) ? ` ${pick(r, ["von", "auf"])} ${number(g.subtotal, "'", ".")}` : ""}`;
  const tax = d.money("totals.tax", null, g.tax, taxLabelCH);
  f.issuerName.mark();
  d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);
  const taxIdInMeta = canonical || chance(r, 0.5);
  const head = `<div class="head"><div class="lh"><div class="lhname">${esc(g.issuer.name)}</div>${esc(`${g.issuer.street} · ${g.issuer.city}`)}<br>${esc(f.phone.label)} ${esc((f.phone.mark(), f.phone.shown))}${chance(r, 0.6) ? ` · ${esc((f.email.mark(), f.email.shown))}` : ""}${taxIdInMeta ? "" : `<br>${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}`}</div></div>`;
  const meta = kv(d, [f.number, f.issueDate, f.customerNo && opt(d, 0.6, f.customerNo), f.dueDate, taxIdInMeta && f.taxId]);
  const to = g.to!;
  const window = `<div class="window"><div class="small" style="text-decoration:underline">${esc(`${g.issuer.name}, ${g.issuer.street}, ${g.issuer.city}`)}</div>${recipientBlock(d, g, f, false)}</div>`;
  const totals = `<div style="margin-left:55%">${kv(d, [f.subtotal, tax, f.total], { valueRight: true, width: "100%" })}</div>`;
  const bankInFooter = refKind !== "qrr" && (canonical || chance(r, 0.5));
  const footer = bankInFooter ? `<div class="foot">${esc(g.issuer.name)} · ${opt(d, 0.7, f.bank) ? `${esc((f.bank.mark(), f.bank.shown))} · ` : ""}${esc(f.iban.label)} ${esc((f.iban.mark(), f.iban.shown))}</div>` : "";

  // the QR-bill: fixed type sizes (headings 6 / 8 pt bold, values 8 / 10 pt), whatever the invoice's own
  const H = (t: string, pt: number) => `<div style="font-weight:bold;font-size:${pt - 2}pt;margin-top:${pt * 0.7}pt">${esc(t)}</div>`;
  const V = (html: string, pt: number) => `<div style="font-size:${pt}pt;line-height:1.2">${html}</div>`;
  const creditor = (pt: number) => `${H("Konto / Zahlbar an", pt)}${V(`${plain(f.iban)}<br>${plain(f.issuerName)}<br>${addrLines(g.issuer)}`, pt)}`;
  const reference = (pt: number) => (ref ? `${H("Referenz", pt)}${V(esc(ref), pt)}` : "");
  const debtor = (pt: number) => `${H("Zahlbar durch", pt)}${V(`${plain(f.recipientName)}<br>${addrLines(to)}`, pt)}`;
  const amount = (pt: number) => {
    const a = d.fact("totals.total", null, g.total, qrAmount(g.total), "Betrag");
    const th = `font-weight:bold;font-size:${pt - 2}pt;text-align:left;padding:0 ${pt * 1.6}pt 0 0`;
    return `<table style="border-collapse:collapse;margin-top:${pt}pt"><tr><th style="${th}">Währung</th><th style="${th}">Betrag</th></tr><tr><td style="font-size:${pt}pt;padding:0 ${pt * 1.6}pt 0 0">CHF</td><td style="font-size:${pt}pt">${plain(a)}</td></tr></table>`;
  };
  const infoText = pick(r, [`Rechnung ${g.number}`, `Rechnung Nr. ${g.number} vom ${d.style.date(g.issueDate)}`, `${g.number}`]);
  const info = `${H("Zusätzliche Informationen", 10)}${V(esc(infoText), 10)}`;
  const receipt = `<div style="font-weight:bold;font-size:11pt">Empfangsschein</div>${creditor(8)}${reference(8)}${debtor(8)}${amount(8)}<div style="text-align:right;font-weight:bold;font-size:6pt;margin-top:14pt">Annahmestelle</div>`;
  const qr = `<div style="width:46mm;height:46mm;background:#c4c4c4;margin:4mm 0"><div style="width:7mm;height:7mm;background:#000;margin:0 auto;position:relative;top:19.5mm"></div></div>`;
  const payment = `<table style="width:100%;border-collapse:collapse;table-layout:fixed"><tr><td style="width:50mm;vertical-align:top;padding:0"><div style="font-weight:bold;font-size:11pt">Zahlteil</div>${qr}${amount(10)}</td><td style="vertical-align:top;padding:0 0 0 3mm">${creditor(10)}${reference(10)}${info}${debtor(10)}</td></tr></table>`;
  const separate = !canonical && chance(r, 0.2);
  const cut = canonical || chance(r, 0.8) ? `<div style="text-align:center;font-size:7pt;color:#222">Vor der Einzahlung abzutrennen</div>` : "";
  // on a page of its own the payment part still sits at the bottom, where the perforation is
  const bill = `${separate ? `${pageBreak()}<div style="height:125mm"></div>` : ""}<div style="margin-top:${separate ? 0 : 12}mm;page-break-inside:avoid">${cut}<div style="border-top:1px dashed #000;height:0"></div><table style="width:100%;table-layout:fixed;border-collapse:collapse"><tr><td style="width:29%;vertical-align:top;padding:4mm 4mm 4mm 0;border-right:1px dashed #000">${receipt}</td><td style="vertical-align:top;padding:4mm 0 4mm 4mm">${payment}</td></tr></table></div>`;
  const t = canonical ? "Rechnung" : pick(r, ["Rechnung", "RECHNUNG", "Rechnung", "Faktura"]);
  const body = [
    twoCol(meta, window, { leftWidth: 50 }),
    `<h1 style="text-align:left;margin-top:8px">${esc(t)}</h1>`,
    para(pick(r, ["Wir erlauben uns, Ihnen folgende Leistungen in Rechnung zu stellen:", "Besten Dank für Ihren Auftrag. Wir stellen Ihnen in Rechnung:", "Gemäss Ihrer Bestellung verrechnen wir Ihnen:"])),
    swissItems(d, g, money.bare),
    totals,
    para(pick(r, ["Zahlbar innert 30 Tagen netto.", "Zahlbar innert 10 Tagen ohne Abzug mit beiliegendem QR-Einzahlungsschein.", "Bitte verwenden Sie für die Zahlung den untenstehenden Einzahlungsschein."])),
    para(pick(r, ["Besten Dank für Ihren Auftrag.", "Freundliche Grüsse", "Wir danken für Ihr Vertrauen."])),
    footer,
    bill,
  ].join("");
  return finish(d, g, head, body, t);
}

// ---------------------------------------------------------------- an online shop's order confirmation

type OcWords = {
  titles: string[];
  thanks: (first: string) => string[];
  blurb: string[];
  button: string[];
  orderNo: string[];
  placed: string[];
  at: string;
  summary: string[];
  qty: string[];
  subtotal: string[];
  shipping: string[];
  free: string;
  discount: string[];
  taxIncl: (rate: string, gst: boolean) => string[];
  including: (amount: string) => string;
  taxAdded: string[];
  total: string[];
  ship: string[];
  bill: string[];
  info: string[];
  payment: string[];
  card: (brand: string, last4: string) => string[];
  method: string[];
  methods: string[];
  questions: (email: string) => string;
  products: Array<[string, string[], number, number]>;
};

const OC: Record<"en" | "de", OcWords> = {
  en: {
    titles: ["Order confirmation", "Order Confirmation", "Your order is confirmed", "Order receipt"],
    thanks: (n) => [`Thank you for your order, ${n}!`, `Thanks for your order, ${n}!`, `Hi ${n}, thank you for your purchase!`],
    blurb: ["We're getting your order ready to be shipped. We will notify you when it has been sent.", "Your order has been received and is now being processed. You'll receive another email when it ships."],
    button: ["View your order", "Track your order", "Manage order"],
    orderNo: ["Order #", "Order number", "Order no.", "Order ID"],
    placed: ["Placed on", "Order date", "Ordered on", "Date placed"],
    at: "at",
    summary: ["Order summary", "Your order", "Items ordered"],
    qty: ["Qty", "Quantity"],
    subtotal: ["Subtotal", "Sub-total", "Items subtotal"],
    shipping: ["Shipping", "Delivery", "Shipping & handling"],
    free: "Free",
    discount: ["Discount", "Promo code", "Discount code"],
    taxIncl: (rate, gst) => (gst ? ["GST (included)", "Includes GST", "Taxes (included)", `GST ${rate} (included)`] : ["Taxes (included)", "VAT (included)", "Incl. VAT", `Incl. VAT (${rate})`, `VAT ${rate} (included)`]),
    including: (a) => `Including ${a} in taxes`,
    taxAdded: ["Tax", "Estimated tax", "Sales tax"],
    total: ["Total", "Order total", "Total paid"],
    ship: ["Shipping address", "Delivery address", "Ship to"],
    bill: ["Billing address", "Bill to", "Billing details"],
    info: ["Customer information", "Delivery details", "Your details"],
    payment: ["Payment method", "Payment", "Paid with"],
    card: (b, l) => [`${b} ending in ${l}`, `${b} •••• ${l}`, `${b} ending with ${l}`],
    method: ["Shipping method", "Delivery method"],
    methods: ["Standard Shipping", "Tracked 48", "Express (1–2 business days)", "Click & Collect"],
    questions: (e) => `If you have any questions, reply to this email or contact us at ${e}.`,
    products: [
      ["Merino Crew Neck Jumper", ["Size: M / Colour: Navy", "Size: L / Colour: Charcoal", "Size: S / Colour: Oatmeal"], 59, 119],
      ["Organic Cotton T-Shirt", ["Size: M / Colour: White", "Size: XL / Colour: Black"], 19, 35],
      ["Canvas Tote Bag", ["Colour: Sand", "Colour: Olive"], 15, 29],
      ["Trail Running Socks (3-pack)", ["Size: 39–42", "Size: 43–46"], 12, 22],
      ["Linen Shirt", ["Size: M / Colour: Sky Blue", "Size: L / Colour: Stone"], 45, 89],
      ["Waxed Cotton Cap", ["One size / Colour: Navy"], 22, 38],
      ["Ceramic Pour-Over Set", ["Colour: Matte White"], 34, 64],
      ["Leather Card Holder", ["Colour: Tan", "Colour: Black"], 25, 49],
    ],
  },
  de: {
    titles: ["Bestellbestätigung", "Ihre Bestellung", "Bestellbestätigung"],
    thanks: (n) => [`Vielen Dank für Ihre Bestellung, ${n}!`, `Hallo ${n}, vielen Dank für Ihren Einkauf!`],
    blurb: ["Wir bereiten Ihre Bestellung für den Versand vor. Sobald sie unterwegs ist, erhalten Sie eine weitere E-Mail.", "Ihre Bestellung ist bei uns eingegangen und wird bearbeitet."],
    button: ["Bestellung ansehen", "Sendung verfolgen"],
    orderNo: ["Bestellnummer", "Bestell-Nr.", "Bestellung Nr."],
    placed: ["Bestellt am", "Bestelldatum", "Datum"],
    at: "um",
    summary: ["Bestellübersicht", "Ihre Artikel", "Zusammenfassung"],
    qty: ["Menge", "Anzahl"],
    subtotal: ["Zwischensumme"],
    shipping: ["Versand", "Versandkosten"],
    free: "Kostenlos",
    discount: ["Rabatt", "Gutschein"],
    taxIncl: (rate) => ["inkl. MwSt.", `inkl. ${rate} MwSt.`, `Enthaltene MwSt. (${rate})`, `darin enthaltene USt. ${rate}`],
    including: (a) => `inkl. ${a} MwSt.`,
    taxAdded: ["MwSt."],
    total: ["Gesamt", "Gesamtsumme", "Gesamtbetrag"],
    ship: ["Lieferadresse", "Versandadresse"],
    bill: ["Rechnungsadresse"],
    info: ["Kundeninformationen", "Ihre Angaben"],
    payment: ["Zahlungsart", "Zahlungsmethode", "Bezahlt mit"],
    card: (b, l) => [`${b} endet auf ${l}`, `${b} •••• ${l}`],
    method: ["Versandart", "Lieferart"],
    methods: ["Standardversand (DHL)", "Hermes Paketversand", "Express (1–2 Werktage)"],
    questions: (e) => `Bei Fragen antworten Sie einfach auf diese E-Mail oder schreiben Sie uns an ${e}.`,
    products: [
      ["Merino-Pullover Rundhals", ["Größe: M / Farbe: Marine", "Größe: L / Farbe: Anthrazit"], 59, 119],
      ["Bio-Baumwoll T-Shirt", ["Größe: M / Farbe: Weiß", "Größe: XL / Farbe: Schwarz"], 19, 35],
      ["Canvas-Tasche", ["Farbe: Sand", "Farbe: Oliv"], 15, 29],
      ["Laufsocken (3er-Pack)", ["Größe: 39–42", "Größe: 43–46"], 12, 22],
      ["Leinenhemd", ["Größe: M / Farbe: Hellblau"], 45, 89],
      ["Keramik-Handfilter-Set", ["Farbe: Mattweiß"], 34, 64],
      ["Kartenetui aus Leder", ["Farbe: Cognac", "Farbe: Schwarz"], 25, 49],
    ],
  },
};

const SHOP_STEMS: Record<"en" | "de", string[]> = { en: ["Hartley", "Northgate", "Blackwood", "Kingsbridge", "Ashford", "Redwood", "Lakeside", "Cascade", "Wattle", "Liffey"], de: ["Nordlicht", "Waldkauz", "Hafenliebe", "Feldberg", "Lindgrün", "Elbstrand"] };
const SHOP_WORDS: Record<"en" | "de", string[]> = { en: ["Outfitters", "Supply Co.", "Goods", "Studio", "Threads", "Home"], de: ["Manufaktur", "Laden", "Werkstatt", "Kontor", "Versand"] };
const SHOP_FORMS: Record<string, string[]> = { "en-GB": ["Ltd", "Limited"], "en-US": ["Inc.", "LLC"], "en-IE": ["Ltd", "DAC"], "en-AU": ["Pty Ltd"], de: ["GmbH", "UG (haftungsbeschränkt)", "e.K."] };
const COUNTRY: Record<string, string> = { "en-GB": "United Kingdom", "en-US": "United States", "en-IE": "Ireland", "en-AU": "Australia", de: "Deutschland" };
const SHOPPER_FIRST = ["Anna", "Sophie", "Lukas", "Emma", "Daniel", "Sarah", "Michael", "Claire", "Oliver", "Hannah", "Jonas", "Grace"];
const SHOPPER_LAST = ["Schmidt", "Thompson", "Wagner", "Okafor", "Lindqvist", "Murphy", "Becker", "Fitzgerald", "Hughes", "Keller", "Walsh"];
const WEEKDAYS: Record<"en" | "de", string[]> = { en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], de: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."] };

// 15. An online shop's order confirmation e-mail printed to PDF: the shop's logo text, "Thank you for your
//     order, Anna!", "Order #A-10482" and "Placed on 12 March 2025", products as rows (an image box, the
//     name over its variant "Size: M / Colour: Navy", "Qty: 2", the price at the right), a right-aligned
//     summary (Subtotal / Shipping / Discount (CODE10) -€5.00 / Taxes (included) / Total), the shipping
//     and billing addresses side by side, "Visa ending in 4242"; at times the mail client's print header
//     and footer around it. English, or German ("Bestellnummer", "Zwischensumme", "Versand", "Gesamt").
function orderConfirmation(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "en-US", "en-IE", "en-AU", "de"], kinds: ["receipt"] });
  const lang = g.lang === "de" ? "de" : "en";
  const W = OC[lang];
  const w = (l: string[]) => (canonical ? l[0] : pick(r, l));
  // the shop: a brand ("Northgate Outfitters") and its legal name ("Northgate Outfitters Ltd")
  const brand = `${w(SHOP_STEMS[lang])} ${w(SHOP_WORDS[lang])}`;
  const slug = brand.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "");
  const tld = { "en-GB": "co.uk", "en-US": "com", "en-IE": "ie", "en-AU": "com.au", de: "de" }[g.locale as string] ?? "com";
  g.issuer.name = `${brand} ${w(SHOP_FORMS[g.locale] ?? ["Ltd"])}`;
  g.issuer.email = `${pick(r, lang === "de" ? ["service", "kontakt", "hallo"] : ["hello", "support", "orders"])}@${slug}.${tld}`;
  g.issuer.website = `www.${slug}.${tld}`;
  const f = facts(d, g);
  // the shopper, and at times someone else the parcel goes to
  const first = pick(r, SHOPPER_FIRST);
  const buyerName = `${first} ${pick(r, SHOPPER_LAST)}`;
  const billTo = recipient(r, g.locale);
  const gift = !canonical && chance(r, 0.25);
  const shipTo = gift ? recipient(r, g.locale) : billTo;
  const shipName = gift ? `${pick(r, SHOPPER_FIRST.filter((x) => x !== first))} ${pick(r, SHOPPER_LAST)}` : buyerName;
  const shopperEmail = `${buyerName.toLowerCase().replace(/ /g, ".")}@${pick(r, ["example.com", "example.net", "mail.example.org"])}`;
  // the order: products, shipping, a discount code, taxes included (added in the US)
  const pool = shuffle(r, W.products).slice(0, canonical ? 2 : int(r, 1, 4));
  const items = pool.map(([name, variants, lo, hi]) => {
    const unit = int(r, lo, hi) + pick(r, [0, 0.95, 0.99, 0.5]);
    const qty = pick(r, [1, 1, 1, 2, 3]);
    return { name, variant: pick(r, variants), qty, unit, amount: round2(unit * qty) };
  });
  const subtotal = round2(items.reduce((a, x) => a + x.amount, 0));
  const shipping = canonical ? 4.95 : pick(r, [0, 0, 3.95, 4.95, 5.99, 7.5]);
  const code = canonical || chance(r, 0.6) ? (canonical ? "CODE10" : pick(r, ["CODE10", "WELCOME10", "SPRING15", "SAVE5"])) : null;
  const discount = !code ? 0 : code === "SAVE5" ? 5 : round2((subtotal * Number(code.replace(/\D/g, ""))) / 100);
  const added = g.locale === "en-US";
  const taxBase = round2(subtotal + shipping - discount);
  const tax = added ? round2((taxBase * g.rate) / 100) : round2((taxBase * g.rate) / (100 + g.rate));
  const total = added ? round2(taxBase + tax) : taxBase;
  const m = (n: number) => d.style.money(n);

  const orderNo = pick(r, [`A-${int(r, 10000, 99999)}`, `${int(r, 1001, 9999)}`, `WEB-${digits(r, 6)}`, digits(r, 9), `${letters2(r)}${digits(r, 6)}`]);
  const noLabel = w(W.orderNo);
  const orderFact = d.text("references.documentNumber", null, orderNo, noLabel);
  // the order number is the confirmation's own number, and an order number too
  const markNumber = () => (orderFact.mark(), d.set("references.orderNumber", orderNo));
  const withTime = !canonical && chance(r, 0.3);
  const time = `${String(int(r, 8, 22)).padStart(2, "0")}:${String(int(r, 0, 59)).padStart(2, "0")}`;
  const placed = d.date("dates.issueDate", null, g.issueDate, w(W.placed));
  const colon = (l: string) => (d.style.colon && !/#$/.test(l) && !/ (on|am)$/.test(l) ? `${l}:` : l);
  const orderLine = `${esc(colon(noLabel))}${noLabel.endsWith("#") ? "" : " "}${esc((markNumber(), orderFact.shown))}`;
  const placedLine = `${esc(colon(placed.label))} ${esc((placed.mark(), placed.shown))}${withTime ? ` ${W.at} ${time}` : ""}`;
  const numberInHead = !canonical && chance(r, 0.4);

  // the header: the shop's logo text; the legal name in full there, or only in the footer
  const logoFull = canonical || chance(r, 0.3);
  const logoText = logoFull ? g.issuer.name : chance(r, 0.5) ? brand.toUpperCase() : brand;
  if (logoFull) f.issuerName.mark();
  const logo = `<div style="font-size:${d.style.size + 9}pt;font-weight:bold;color:${d.style.accent};letter-spacing:${logoFull ? 0 : pick(r, [0, 1, 3])}px">${esc(logoText)}</div>`;
  const t = w(W.titles);
  const head = `<div class="head"><div class="lh">${logo}</div><div class="tt">{{TITLE}}${numberInHead ? `<div style="margin-top:3px">${orderLine}</div>` : ""}</div></div>`;

  const qtyWord = w(W.qty);
  const qtyInline = !canonical && chance(r, 0.35);
  const productRows = items.map((x, i) => {
    // a sale item shows the price it was before, struck through
    const strike = !canonical && i === 0 && chance(r, 0.25) ? `<span style="text-decoration:line-through;color:#888">${esc(m(round2(x.amount * 1.25)))}</span> ` : "";
    const qtyText = `${qtyWord}: ${x.qty}`;
    const img = `<div style="width:46px;height:46px;background:#e3e3e3;border:1px solid #ccc"></div>`;
    return `<tr style="border-bottom:1px solid #ddd"><td style="width:56px;padding:6px 8px 6px 0">${img}</td><td style="padding:7px 0"><div style="font-weight:bold">${esc(x.name)}</div><div style="color:#666;font-size:${Math.max(7, d.style.size - 1)}pt">${esc(x.variant)}${qtyInline ? ` · ${esc(qtyText)}` : ""}</div></td><td style="padding:7px 10px;white-space:nowrap;text-align:center">${qtyInline ? "" : esc(qtyText)}</td><td style="padding:7px 0;white-space:nowrap;text-align:right">${strike}${esc(m(x.amount))}</td></tr>`;
  });
  d.set("lineItems", items.map((x) => ({ description: x.name, quantity: x.qty, unitPrice: null, tax: null, amount: x.amount })));
  const products = `<table style="width:100%;border-collapse:collapse;border-top:1px solid #ddd">${productRows.join("")}</table>`;

  // the summary, right-aligned: taxes included as a row or as a line under the total; added in the US
  const sub = d.money("totals.subtotal", null, subtotal, w(W.subtotal));
  const ship = d.text(null, null, shipping ? m(shipping) : W.free, w(W.shipping));
  const minus = canonical ? "-" : pick(r, ["-", "-", "–"]);
  const disc = code ? d.text(null, null, `${minus}${m(discount)}`, `${w(W.discount)} (${code})`) : null;
  const taxStyle = added ? "row" : canonical ? "row" : pick(r, ["row", "row", "line"] as const);
  const rate = lang === "de" ? `${g.rate} %` : `${g.rate}%`;
  const taxLabel = added ? w(W.taxAdded) : w(W.taxIncl(rate, g.locale === "en-AU"));
  const taxFact = d.money("totals.tax", null, tax, taxLabel);
  const totalFact = d.money("totals.total", null, total, w(W.total));
  const withCode = !canonical && chance(r, 0.3);
  const cell = "padding:2px 0;white-space:nowrap";
  const row = (x: Fact | null, bold = false) => (x ? (x.mark(), `<tr><td style="${cell};padding-right:18px${bold ? ";font-weight:bold;font-size:115%" : ""}">${esc(x.label)}</td><td style="${cell};text-align:right${bold ? ";font-weight:bold;font-size:115%" : ""}">${esc(x.shown)}${bold && withCode ? ` ${g.currency}` : ""}</td></tr>`) : "");
  const totalRow = `<tr><td colspan="2" style="border-top:1px solid #bbb;height:3px;padding:0"></td></tr>${row(totalFact, true)}`;
  const including = taxStyle === "line" ? `<tr><td colspan="2" style="text-align:right;color:#666;font-size:${Math.max(7, d.style.size - 1)}pt">${esc(W.including((taxFact.mark(), taxFact.shown)))}</td></tr>` : "";
  const summary = `<table style="margin:8px 0 0 auto;border-collapse:collapse">${row(sub)}${row(ship)}${row(disc)}${taxStyle === "row" ? row(taxFact) : ""}${totalRow}${including}</table>`;

  // addresses: shipping and billing side by side
  const recipientName = d.text("recipient.name", null, buyerName);
  const addr = (title: string, name: string, to: { street: string; city: string }, isBuyer: boolean) =>
    `<div style="font-weight:bold;margin-bottom:2px">${esc(title)}</div>${isBuyer ? plain(recipientName) : esc(name)}<br>${addrLines(to)}${chance(r, 0.5) ? `<br>${esc(COUNTRY[g.locale])}` : ""}`;
  const addresses = twoCol(addr(w(W.ship), shipName, shipTo, !gift), addr(w(W.bill), buyerName, billTo, true), { leftWidth: 48 });
  // payment: a card, a wallet, or (German shops) a bank transfer in advance with the shop's IBAN
  const transfer = lang === "de" && !canonical && chance(r, 0.35);
  const cardBrand = pick(r, ["Visa", "Mastercard", "American Express"]);
  const methodText = transfer ? "Vorkasse (Überweisung)" : canonical ? "Visa ending in 4242" : chance(r, 0.8) ? pick(r, W.card(cardBrand, pick(r, ["4242", "1881", "0005", digits(r, 4)]))) : pick(r, ["PayPal", "Apple Pay", "Google Pay", lang === "de" ? "Klarna Rechnung" : "Klarna"]);
  const method = d.text("payment.method", null, methodText);
  const bank = transfer ? kv(d, [f.iban, opt(d, 0.7, f.bic), opt(d, 0.5, f.bank), d.text(null, null, orderNo, "Verwendungszweck")]) : "";
  const payBlock = `<div style="font-weight:bold;margin-bottom:2px">${esc(w(W.payment))}</div>${plain(method)}${bank}`;
  const shipMethod = `<div style="font-weight:bold;margin-bottom:2px">${esc(w(W.method))}</div>${esc(pick(r, W.methods))}`;
  const infoBlock = `${heading(w(W.info))}${addresses}<div style="height:8px"></div>${twoCol(payBlock, shipMethod, { leftWidth: 48 })}`;

  // the footer: questions, and the legal line (full name, address, VAT number, company register)
  const legal = logoFull || canonical || chance(r, 0.85);
  const taxIdShown = g.locale !== "en-US" && (canonical || chance(r, 0.7));
  const register = g.locale === "en-GB" && chance(r, 0.5) ? ` · Registered in England and Wales No. ${digits(r, 8)}` : lang === "de" && chance(r, 0.5) ? ` · Amtsgericht ${pick(r, ["Hamburg", "Köln", "München"])} HRB ${int(r, 10000, 199999)}` : "";
  const email = d.text("issuer.email", null, g.issuer.email);
  const footer = `<div class="foot" style="text-align:center">${esc(W.questions((email.mark(), email.shown)))}${legal ? `<br>${(f.issuerName.mark(), esc(g.issuer.name))} · ${esc(`${g.issuer.street}, ${g.issuer.city}`)}${taxIdShown ? ` · ${esc(f.taxId.label)} ${esc((f.taxId.mark(), f.taxId.shown))}` : ""}${register}` : ""}</div>`;
  if (legal) d.set("issuer.address", `${g.issuer.street}, ${g.issuer.city}`);

  // the mail client's print header (print date, subject) and the message's own header lines, at times
  const chrome = !canonical && chance(r, 0.4);
  const subject = lang === "de" ? `Bestellbestätigung ${orderNo}` : pick(r, [`Order ${orderNo} confirmed`, `Your ${brand} order ${orderNo}`, `Order #${orderNo.replace(/^#/, "")} confirmed`]);
  const sent = new Date(`${g.issueDate}T00:00:00Z`);
  const sentText = `${WEEKDAYS[lang][sent.getUTCDay()]}, ${d.style.date(g.issueDate)}${lang === "de" ? " um" : " at"} ${time}`;
  const printed = addDays(g.issueDate, int(r, 1, 9));
  const mail = pick(r, ["Gmail", "Outlook", "Mail"]);
  const url = mail === "Gmail" ? `https://mail.google.com/mail/u/0/#inbox/${digits(r, 16)}` : mail === "Outlook" ? `https://outlook.live.com/mail/0/inbox/id/AQMkADAw${digits(r, 12)}` : "";
  const top = chrome ? `<table style="width:100%;font-size:7pt;color:#444;margin-bottom:6px"><tr><td>${esc(`${d.style.date(printed)}, ${String(int(r, 8, 22)).padStart(2, "0")}:${String(int(r, 10, 59))}`)}</td><td style="text-align:center">${esc(`${mail} - ${subject}`)}</td></tr></table><div style="font-size:${d.style.size + 2}pt;font-weight:bold;margin:4px 0">${esc(subject)}</div><div class="small" style="margin-bottom:10px">${esc(`${brand} <${g.issuer.email}>`)}<br>${esc(lang === "de" ? "An" : "To")}: ${esc(shopperEmail)}<br>${esc(sentText)}</div>` : "";
  const bottom = chrome ? `<table style="width:100%;font-size:7pt;color:#444;margin-top:10px"><tr><td>${esc(url)}</td><td style="text-align:right">1/1</td></tr></table>` : "";

  const thanks = `<h2 style="margin-top:12px">${esc(w(W.thanks(first)))}</h2>`;
  const button = !canonical && chance(r, 0.6) ? `<div style="margin:8px 0"><span style="display:inline-block;background:${d.style.accent};color:#fff;padding:6px 14px;font-weight:bold">${esc(w(W.button))}</span></div>` : "";
  const meta = `<div style="margin:6px 0">${numberInHead ? "" : `${orderLine}<br>`}${placedLine}</div>`;
  const body = [thanks, meta, para(w(W.blurb)), button, heading(w(W.summary)), products, summary, infoBlock, footer, bottom].join("");
  return finish(d, g, top + head, body, t, { titleAlign: "right" });
}

const letters2 = (r: Rng) => pick(r, ["AB", "WK", "NX", "ST", "EU"]);

// ---------------------------------------------------------------- a software company's invoice or receipt

type SaasLocale = "en-US" | "en-GB" | "en-AU" | "en-IE" | "de";
type SaasCur = "USD" | "GBP" | "EUR" | "AUD";

type SaasWords = {
  invoice: string[];
  receipt: string[];
  number: string[];
  receiptNo: string[];
  invoiceRef: string[];
  issued: string[];
  due: string[];
  paid: string[];
  method: string[];
  po: string[];
  customerId: string[];
  billTo: string[];
  shipTo: string[];
  cols: { description: string[]; qty: string[]; unit: string[]; tax: string[]; amount: string[] };
  subtotal: string[];
  exTax: string[];
  total: string[];
  amountDue: string[];
  amountPaid: string[];
  balance: string[];
  dueLine: (m: string, d: string) => string;
  paidLine: (m: string, d: string) => string;
  payOnline: string[];
  page: string[];
  unused: (plan: string, d: string) => string;
  remaining: (plan: string, d: string) => string;
  at: (unit: string, annual: boolean) => string;
  discount: (name: string, pct: number) => string;
  history: string[];
  historyCols: string[];
  bankHead: string[];
  holder: string[];
  bankName: string[];
  reference: string[];
  sortCode: string;
  accountNo: string[];
  routing: string;
  reverse: string[];
  memo: (email: string) => string[];
  plans: Array<[string, number, number]>;
  seats: string[];
  addons: Array<[string, number, number]>;
  setup: Array<[string, number, number]>;
  metered: string[];
  coupons: string[];
};

const SAAS: Record<"en" | "de", SaasWords> = {
  en: {
    invoice: ["Invoice", "Invoice", "INVOICE"],
    receipt: ["Receipt", "Receipt", "Payment receipt"],
    number: ["Invoice number", "Invoice no.", "Invoice #", "Invoice number"],
    receiptNo: ["Receipt number", "Receipt #", "Receipt no."],
    invoiceRef: ["Invoice number", "Invoice", "For invoice"],
    issued: ["Date of issue", "Issue date", "Invoice date", "Date issued"],
    due: ["Date due", "Due date", "Payment due"],
    paid: ["Date paid", "Payment date", "Paid on"],
    method: ["Payment method", "Paid with"],
    po: ["PO number", "Purchase order", "PO"],
    customerId: ["Customer ID", "Account ID", "Customer number"],
    billTo: ["Bill to", "Billed to", "Invoice to"],
    shipTo: ["Ship to", "Service address"],
    cols: { description: ["Description"], qty: ["Qty", "Quantity"], unit: ["Unit price", "Price", "Unit price"], tax: ["Tax", "VAT"], amount: ["Amount"] },
    subtotal: ["Subtotal"],
    exTax: ["Total excluding tax", "Total excl. tax", "Total before tax"],
    total: ["Total"],
    amountDue: ["Amount due", "Amount due", "Balance due"],
    amountPaid: ["Amount paid", "Paid"],
    balance: ["Applied balance", "Credit applied", "Account credit"],
    dueLine: (m, d) => `${m} due ${d}`,
    paidLine: (m, d) => `${m} paid on ${d}`,
    payOnline: ["Pay online", "Pay this invoice", "View and pay online"],
    page: ["Page 1 of 1", "Page 1/1"],
    unused: (p, d) => `Unused time on ${p} after ${d}`,
    remaining: (p, d) => `Remaining time on ${p} after ${d}`,
    at: (u, a) => `(at ${u} / ${a ? "year" : "month"})`,
    discount: (n, p) => `${n} (${p}% off)`,
    history: ["Payment history"],
    historyCols: ["Payment method", "Date", "Amount paid", "Receipt number"],
    bankHead: ["Pay by bank transfer", "Bank transfer details", "Pay by bank transfer"],
    holder: ["Account holder", "Account name", "Beneficiary"],
    bankName: ["Bank name", "Bank"],
    reference: ["Reference", "Payment reference"],
    sortCode: "Sort code",
    accountNo: ["Account number", "Account no."],
    routing: "Routing number",
    reverse: ["Reverse charge: the customer is liable to account for VAT.", "Tax to be paid on reverse charge basis.", "VAT reverse charge applies (Art. 196 Council Directive 2006/112/EC)."],
    memo: (e) => ["Thanks for your business!", `Questions? Contact us at ${e}.`, "Thank you for choosing us. Your subscription renews automatically.", `Questions about this invoice? Email ${e}.`],
    plans: [["Starter plan", 9, 29], ["Pro plan", 29, 99], ["Team plan", 49, 199], ["Growth plan", 99, 399], ["Business plan", 199, 799], ["Scale plan", 299, 999]],
    seats: ["Additional seats", "Editor seats", "Extra users"],
    addons: [["Priority support", 49, 299], ["Extra storage (100 GB)", 5, 20], ["Single sign-on (SSO) add-on", 50, 200], ["Audit log retention", 20, 90]],
    setup: [["Onboarding & setup (one-time)", 250, 1500], ["Data migration service", 400, 2500]],
    metered: ["API requests", "Email sends", "Tracked events", "Compute minutes"],
    coupons: ["Launch offer", "Annual discount", "Partner discount", "STARTUP20", "Nonprofit discount"],
  },
  de: {
    invoice: ["Rechnung", "Rechnung", "RECHNUNG"],
    receipt: ["Quittung", "Zahlungsbeleg", "Beleg"],
    number: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnungsnummer"],
    receiptNo: ["Belegnummer", "Quittungsnummer", "Beleg-Nr."],
    invoiceRef: ["Rechnungsnummer", "Zu Rechnung"],
    issued: ["Rechnungsdatum", "Ausstellungsdatum", "Datum"],
    due: ["Fälligkeitsdatum", "Fällig am", "Zahlbar bis"],
    paid: ["Bezahlt am", "Zahlungsdatum"],
    method: ["Zahlungsmethode", "Zahlungsart"],
    po: ["Bestellnummer", "PO-Nummer", "Ihre Bestellnummer"],
    customerId: ["Kundennummer", "Kunden-ID"],
    billTo: ["Rechnung an", "Rechnungsempfänger", "Rechnungsadresse"],
    shipTo: ["Lieferung an", "Leistungsempfänger"],
    cols: { description: ["Beschreibung", "Leistung"], qty: ["Menge", "Anz."], unit: ["Stückpreis", "Einzelpreis"], tax: ["Steuer", "USt."], amount: ["Betrag"] },
    subtotal: ["Zwischensumme"],
    exTax: ["Gesamtbetrag ohne Steuern", "Summe ohne USt.", "Nettobetrag"],
    total: ["Gesamtbetrag", "Gesamt", "Summe"],
    amountDue: ["Fälliger Betrag", "Offener Betrag", "Zu zahlen"],
    amountPaid: ["Bezahlter Betrag", "Gezahlter Betrag"],
    balance: ["Angewendetes Guthaben", "Verrechnetes Guthaben"],
    dueLine: (m, d) => `${m} fällig am ${d}`,
    paidLine: (m, d) => `${m} bezahlt am ${d}`,
    payOnline: ["Online bezahlen", "Jetzt online bezahlen"],
    page: ["Seite 1 von 1", "Seite 1/1"],
    unused: (p, d) => `Nicht genutzte Zeit für ${p} nach dem ${d}`,
    remaining: (p, d) => `Verbleibende Zeit für ${p} nach dem ${d}`,
    at: (u, a) => `(zu ${u} / ${a ? "Jahr" : "Monat"})`,
    discount: (n, p) => `${n} (${p} % Rabatt)`,
    history: ["Zahlungsverlauf", "Zahlungen"],
    historyCols: ["Zahlungsmethode", "Datum", "Bezahlter Betrag", "Belegnummer"],
    bankHead: ["Zahlung per Banküberweisung", "Bankverbindung für Ihre Überweisung"],
    holder: ["Kontoinhaber", "Empfänger"],
    bankName: ["Bank", "Kreditinstitut"],
    reference: ["Verwendungszweck", "Referenz"],
    sortCode: "Sort code",
    accountNo: ["Kontonummer"],
    routing: "Routing number",
    reverse: ["Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).", "Reverse Charge: Die Umsatzsteuer schuldet der Leistungsempfänger (§ 13b UStG)."],
    memo: (e) => ["Vielen Dank für Ihr Vertrauen!", `Fragen zu dieser Rechnung? Schreiben Sie uns an ${e}.`, "Ihr Abonnement verlängert sich automatisch."],
    plans: [["Starter-Tarif", 9, 29], ["Pro-Tarif", 29, 99], ["Team-Tarif", 49, 199], ["Growth-Tarif", 99, 399], ["Business-Tarif", 199, 799]],
    seats: ["Zusätzliche Nutzer", "Weitere Lizenzen", "Zusätzliche Arbeitsplätze"],
    addons: [["Premium-Support", 49, 299], ["Zusatzspeicher (100 GB)", 5, 20], ["Single Sign-on (SSO)", 50, 200], ["Audit-Log-Archiv", 20, 90]],
    setup: [["Einrichtung & Onboarding (einmalig)", 250, 1500], ["Datenmigration", 400, 2500]],
    metered: ["API-Aufrufe", "E-Mail-Versand", "Ereignisse", "Rechenminuten"],
    coupons: ["Willkommensrabatt", "Jahresrabatt", "Partnerrabatt", "STARTUP20"],
  },
};

const SAAS_STEMS = ["Tally", "Nimbus", "Quill", "Orbit", "Beacon", "Relay", "Lumen", "Fathom", "Kestrel", "Harbor", "Ledger", "Pylon", "Sprout", "Vesta"];
const SAAS_TAILS = ["flow", "desk", "stack", "base", "ly", "hub", "works", "loop"];
const SAAS_FORMS: Record<SaasLocale, string[]> = { "en-US": ["Inc.", "LLC", "Technologies Inc.", "Software, Inc."], "en-GB": ["Ltd", "Software Ltd", "Limited", "Technologies Ltd"], "en-AU": ["Pty Ltd", "Software Pty Ltd"], "en-IE": ["Ltd", "Software Limited", "Technologies DAC"], de: ["GmbH", "Software GmbH", "UG (haftungsbeschränkt)", "AG"] };
const SAAS_TLD: Record<SaasLocale, string> = { "en-US": "com", "en-GB": "co.uk", "en-AU": "com.au", "en-IE": "ie", de: "de" };
const SAAS_COUNTRY: Record<string, [string, string]> = { "en-US": ["United States", "Vereinigte Staaten"], "en-GB": ["United Kingdom", "Vereinigtes Königreich"], "en-AU": ["Australia", "Australien"], "en-IE": ["Ireland", "Irland"], de: ["Germany", "Deutschland"], fr: ["France", "Frankreich"], nl: ["Netherlands", "Niederlande"], es: ["Spain", "Spanien"], it: ["Italy", "Italien"] };
const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const DE_MON = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."];
/** US states of the customers' cities, with a sales tax rate on software (null: no sales tax). */
const US_STATES: Record<string, [string, number | null]> = { TX: ["Texas", 8.25], OR: ["Oregon", null], CO: ["Colorado", 2.9], OH: ["Ohio", 7.5], NC: ["North Carolina", 7.25] };

const ymd = (iso: string) => iso.split("-").map(Number) as [number, number, number];
function addMonths(iso: string, n: number): string {
  const [y, m, d] = ymd(iso);
  const t = new Date(Date.UTC(y, m - 1 + n, d));
  return t.toISOString().slice(0, 10);
}

/** Dates as billing software prints them: "March 3, 2026", "3 March 2026", "3. März 2026", "03.03.2026". */
function saasDates(loc: SaasLocale, variant: number): { date: (iso: string) => string; period: (a: string, b: string) => string; short: (iso: string) => string } {
  const p2 = (n: number) => String(n).padStart(2, "0");
  if (loc === "de") {
    const long = (iso: string) => { const [y, m, d] = ymd(iso); return `${d}. ${DE_MONTHS[m - 1]} ${y}`; };
    const num = (iso: string) => { const [y, m, d] = ymd(iso); return `${p2(d)}.${p2(m)}.${y}`; };
    const shortDe = (iso: string) => { const [y, m, d] = ymd(iso); return `${d}. ${DE_MON[m - 1]} ${y}`; };
    const date = variant ? num : long;
    const period = (a: string, b: string) => {
      if (variant) return `${num(a)} – ${num(b)}`;
      const [ya, ma, da] = ymd(a);
      const [yb, mb, db] = ymd(b);
      return ya === yb ? `${da}. ${DE_MON[ma - 1]} – ${db}. ${DE_MON[mb - 1]} ${yb}` : `${shortDe(a)} – ${shortDe(b)}`;
    };
    return { date, period, short: variant ? num : long };
  }
  const mon = (m: number, full: boolean) => (full ? EN_MONTHS[m - 1] : EN_MONTHS[m - 1].slice(0, 3));
  const full = variant === 0;
  if (loc === "en-US") {
    const date = (iso: string) => { const [y, m, d] = ymd(iso); return `${mon(m, full)} ${d}, ${y}`; };
    const short = (iso: string) => { const [y, m, d] = ymd(iso); return `${mon(m, false)} ${d}, ${y}`; };
    const period = (a: string, b: string) => {
      const [ya, ma, da] = ymd(a);
      const [yb, mb, db] = ymd(b);
      return ya === yb ? `${mon(ma, false)} ${da} – ${mon(mb, false)} ${db}, ${yb}` : `${short(a)} – ${short(b)}`;
    };
    return { date, period, short };
  }
  const date = (iso: string) => { const [y, m, d] = ymd(iso); return `${d} ${mon(m, full)} ${y}`; };
  const short = (iso: string) => { const [y, m, d] = ymd(iso); return `${d} ${mon(m, false)} ${y}`; };
  const period = (a: string, b: string) => {
    const [ya, ma, da] = ymd(a);
    const [yb, mb, db] = ymd(b);
    return ya === yb ? `${da} ${mon(ma, false)} – ${db} ${mon(mb, false)} ${yb}` : `${short(a)} – ${short(b)}`;
  };
  return { date, period, short };
}

/** Digits with any number of decimals (metered unit prices print four: "$0.0004"). */
function decimals(n: number, dec: number, th: string, dm: string): string {
  const [i, f] = Math.abs(n).toFixed(dec).split(".");
  return `${n < 0 ? "-" : ""}${i.replace(/\B(?=(\d{3})+(?!\d))/g, th)}${f ? dm + f : ""}`;
}

/** Amounts in the invoice's currency as the invoice's language prints them: "$1,234.00", "US$1,234.00", "A$99.00", "1.234,00 €". */
function saasMoney(loc: SaasLocale, cur: SaasCur, variant: number): (n: number, dec?: number) => string {
  if (loc === "de") {
    const sym = cur === "EUR" ? "€" : cur === "USD" ? (variant ? "US$" : "$") : cur;
    return (n, dec = 2) => `${decimals(n, dec, ".", ",")} ${sym}`;
  }
  const sym = cur === "USD" ? (loc === "en-US" ? "$" : "US$") : cur === "GBP" ? "£" : cur === "EUR" ? "€" : loc === "en-AU" && !variant ? "$" : "A$";
  return (n, dec = 2) => `${n < 0 ? "-" : ""}${sym}${decimals(Math.abs(n), dec, ",", ".")}`;
}

const ALNUM = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const alnum = (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, ALNUM.split(""))).join("");
const hex = (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, "0123456789ABCDEF".split(""))).join("");

type SaasLine = { description: string; period: string | null; quantity: number; unitPrice: number; unitDecimals: number; amount: number };

// 16. A software company's invoice or receipt as subscription-billing services print them (Stripe, Chargebee,
//     Paddle): "Invoice" large at the top, a meta grid without colons ("Invoice number  7C3A9E21-0004",
//     "Date of issue  March 3, 2026", "Date due  April 2, 2026"; on a receipt "Receipt number", the invoice's
//     number, "Date paid", "Payment method  Visa – 4242"), the seller's logo text, the seller's block (legal
//     name, address, email, "GB VAT GB123456789") beside "Bill to" (the customer, their email, at times their
//     VAT id), a big sentence "$1,234.00 USD due April 2, 2026" and "Pay online", items with a service period
//     under each ("Mar 3 – Apr 3, 2026"), prorations with negative amounts, metered usage at four decimals,
//     then Subtotal / a coupon / Total excluding tax / "VAT (20% on £100.00)" / Total / Applied balance /
//     Amount due, and a footer repeating "7C3A9E21-0004 · $1,234.00 USD due April 2, 2026 · Page 1 of 1".
//     en-US, en-GB, en-AU, en-IE, de; at times in another currency than the seller's (US$ from a UK seller).
function saasInvoice(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-US", "en-GB", "en-AU", "en-IE", "de"], kinds: ["invoice", "invoice", "receipt"], font: "sans" });
  const loc = g.locale as SaasLocale;
  const lang = loc === "de" ? "de" : "en";
  const W = SAAS[lang];
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const receipt = g.kind === "receipt";
  const s = d.style.size;

  // the seller: a brand ("Quillflow") and its legal name ("Quillflow Software Ltd")
  const brand = `${w(SAAS_STEMS)}${w(SAAS_TAILS)}`;
  const legal = `${brand} ${w(SAAS_FORMS[loc])}`;
  const slug = brand.toLowerCase();
  const tld = canonical || chance(r, 0.6) ? SAAS_TLD[loc] : pick(r, ["io", "com", "app"]);
  const sellerEmail = `${w(["billing", "accounts", "support", "invoices"])}@${slug}.${tld}`;
  const seller = g.issuer;

  // the currency: the seller's own, at times US dollars
  const homeCur: SaasCur = loc === "en-US" ? "USD" : loc === "en-GB" ? "GBP" : loc === "en-AU" ? "AUD" : "EUR";
  const cur: SaasCur = canonical || loc === "en-US" || chance(r, 0.8) ? homeCur : "USD";
  const m = saasMoney(loc, cur, canonical ? 0 : int(r, 0, 1));
  d.style.money = (n) => m(n);
  const dates = saasDates(loc, canonical ? 0 : int(r, 0, 1));
  d.style.date = dates.date;
  // the ISO code after an amount where the symbol alone is ambiguous ("$"), at times after "£" or "€" too
  const withCode = /(^|\s)\$/.test(m(1)) ? canonical || chance(r, 0.8) : lang === "en" && !m(1).includes("$") && chance(r, 0.3);
  const coded = (text: string) => (withCode ? `${text} ${cur}` : text);

  // the customer: a business (with its VAT id at times, abroad for a reverse charge) or a person
  const business_ = canonical || chance(r, 0.65);
  const reverse = business_ && !receipt && (loc === "de" || loc === "en-IE") && !canonical && chance(r, 0.25);
  const custLocale: Locale = reverse ? pick(r, (loc === "de" ? ["fr", "nl", "it", "es"] : ["de", "fr", "nl"]) as Locale[]) : loc;
  const custBiz = business(r, custLocale);
  const person = `${pick(r, SHOPPER_FIRST)} ${pick(r, SHOPPER_LAST)}`;
  const custName = business_ ? custBiz.name : person;
  const custEmail = business_ ? `${pick(r, ["accounts", "ap", "finance", "it"])}@${custBiz.website.replace(/^www\./, "")}` : `${person.toLowerCase().replace(/ /g, ".")}@${pick(r, ["example.com", "example.net", "example.org"])}`;
  const custVat = business_ && (reverse || (!canonical && loc !== "en-US" && chance(r, 0.35))) ? custBiz.taxId.replace(/\s/g, "") : null;
  const custVatLabel = lang === "de" ? pick(r, ["USt-IdNr.", `${custBiz.country} USt-IdNr.`]) : custLocale === "en-AU" ? "AU ABN" : `${custBiz.country} VAT`;

  // the tax: by the seller's country (VAT, GST), by the customer's state in the US (none in Oregon)
  const custState = US_STATES[/\b([A-Z]{2}) \d{5}/.exec(custBiz.city)?.[1] ?? "TX"] ?? US_STATES.TX;
  const state = canonical && custState[1] === null ? US_STATES.TX : custState;
  let rate: number | null = loc === "en-US" ? (!canonical && chance(r, 0.3) ? null : state[1]) : ({ "en-GB": 20, "en-AU": 10, "en-IE": 23, de: 19 } as Record<string, number>)[loc];
  if (reverse) rate = 0;

  // the lines: the plan with its period, seats, an add-on, metered usage, a one-time fee, prorations
  const issue = g.issueDate;
  const annual = !canonical && chance(r, 0.2);
  const periodEnd = addMonths(issue, annual ? 12 : 1);
  const period = dates.period(issue, periodEnd);
  const qtyText = (n: number) => (lang === "de" ? decimals(n, 0, ".", ",") : decimals(n, 0, ",", "."));
  const lines: SaasLine[] = [];
  const planIdx = canonical ? 1 : int(r, 1, W.plans.length - 1);
  const [planName, lo, hi] = W.plans[planIdx];
  const scale = annual ? 10 : 1;
  const round = (lo_: number, hi_: number) => int(r, lo_, hi_) * scale + (canonical ? 0 : pick(r, [0, 0, 0, 0.99, 0.5]));
  const planPrice = round(lo, hi);
  const perSeat = canonical || chance(r, 0.4);
  const planQty = perSeat ? (canonical ? 5 : int(r, 2, 25)) : 1;
  const atStyle = !canonical && perSeat && chance(r, 0.35);
  const planDesc = atStyle ? `${planQty} × ${planName} ${W.at(m(planPrice), annual)}` : planName;
  lines.push({ description: planDesc, period, quantity: planQty, unitPrice: planPrice, unitDecimals: 2, amount: round2(planQty * planPrice) });
  if (!perSeat && (canonical || chance(r, 0.3))) {
    const q = int(r, 2, 12);
    const u = round(8, 25);
    lines.push({ description: w(W.seats), period, quantity: q, unitPrice: u, unitDecimals: 2, amount: round2(q * u) });
  }
  if (canonical || chance(r, 0.35)) {
    const [name, a, b] = w(W.addons);
    const u = round(a, b);
    lines.push({ description: name, period, quantity: 1, unitPrice: u, unitDecimals: 2, amount: u });
  }
  if (!canonical && chance(r, 0.25)) {
    // usage is billed in arrears: the period just ended
    const q = int(r, 10, 500) * 1000;
    const u = pick(r, [0.0004, 0.0008, 0.001, 0.0015, 0.002]);
    lines.push({ description: pick(r, W.metered), period: dates.period(addMonths(issue, -1), issue), quantity: q, unitPrice: u, unitDecimals: 4, amount: round2(q * u) });
  }
  if (!canonical && chance(r, 0.15)) {
    const [name, a, b] = pick(r, W.setup);
    const u = int(r, a, b);
    lines.push({ description: name, period: null, quantity: 1, unitPrice: u, unitDecimals: 2, amount: u });
  }
  if (!canonical && !receipt && planIdx > 0 && chance(r, 0.25)) {
    // an upgrade in the last period: the unused time on the old plan back, the remaining time on the new one
    const prevStart = addMonths(issue, -1);
    const switchIso = addDays(prevStart, int(r, 4, 22));
    const frac = (Date.parse(`${issue}T00:00:00Z`) - Date.parse(`${switchIso}T00:00:00Z`)) / (Date.parse(`${issue}T00:00:00Z`) - Date.parse(`${prevStart}T00:00:00Z`));
    const [oldName, olo, ohi] = W.plans[planIdx - 1];
    const oldPrice = int(r, olo, Math.min(ohi, Math.floor(planPrice / scale))) * scale;
    const p = dates.period(switchIso, issue);
    const when = dates.short(switchIso);
    const back = -round2(oldPrice * frac * planQty);
    const fwd = round2(planPrice * frac * planQty);
    lines.push({ description: W.unused(oldName, when), period: p, quantity: planQty, unitPrice: back, unitDecimals: 2, amount: back });
    lines.push({ description: W.remaining(planName, when), period: p, quantity: planQty, unitPrice: fwd, unitDecimals: 2, amount: fwd });
    for (const l of lines.slice(-2)) l.unitPrice = round2(l.amount / l.quantity);
  }
  const subtotal = round2(lines.reduce((a, l) => a + l.amount, 0));
  const coupon = !canonical && chance(r, 0.2) ? { name: pick(r, W.coupons), pct: pick(r, [10, 15, 20, 25]) } : null;
  const discount = coupon ? round2((subtotal * coupon.pct) / 100) : 0;
  const exTax = round2(subtotal - discount);
  const tax = rate === null ? 0 : round2((exTax * rate) / 100);
  const total = round2(exTax + tax);
  const balance = !receipt && !canonical && chance(r, 0.2) ? Math.min(round2(int(r, 5, 60) + pick(r, [0, 0.5, 0.25])), round2(total / 2)) : 0;
  const amountDue = round2(total - balance);

  // numbers and dates
  const number = canonical ? `${hex(r, 8)}-0001` : pick(r, [`${hex(r, 8)}-${String(int(r, 1, 40)).padStart(4, "0")}`, `${hex(r, 8)}-${String(int(r, 1, 40)).padStart(4, "0")}`, `INV-${digits(r, 4)}-${digits(r, 4)}`, `${brand.slice(0, 3).toUpperCase()}-${issue.slice(0, 4)}-${digits(r, 4)}`, `INV-${digits(r, 5)}`]);
  const receiptNo = `${digits(r, 4)}-${digits(r, 4)}`;
  const due = receipt ? null : addDays(issue, canonical ? 30 : pick(r, [0, 7, 14, 30, 30]));

  const t = receipt ? w(W.receipt) : loc === "en-AU" && rate ? w(["Tax invoice", "Tax Invoice", "Invoice"]) : w(W.invoice);
  const numFact = receipt ? d.text("references.documentNumber", null, receiptNo, w(W.receiptNo)) : d.text("references.documentNumber", null, number, w(W.number));
  const invRef = receipt ? d.text("references.reference", null, number, w(W.invoiceRef)) : null;
  const issueFact = d.date("dates.issueDate", null, issue, receipt ? w(W.paid) : w(W.issued));
  const dueFact = due ? d.date("dates.dueDate", null, due, w(W.due)) : null;
  const card = pick(r, [`Visa – ${pick(r, ["4242", "1881", digits(r, 4)])}`, `Mastercard – ${digits(r, 4)}`, `American Express – ${digits(r, 4)}`, ...(cur === "EUR" ? [`${lang === "de" ? "SEPA-Lastschrift" : "SEPA Direct Debit"} – ${digits(r, 4)}`] : []), "PayPal"]);
  const methodFact = receipt ? d.text("payment.method", null, card, w(W.method)) : null;
  const poFact = !receipt && (canonical || chance(r, 0.2)) ? d.text("references.orderNumber", null, pick(r, [`PO-${digits(r, 5)}`, `45${digits(r, 8)}`]), w(W.po)) : null;
  const custIdFact = canonical || chance(r, 0.15) ? d.text("recipient.customerNumber", null, pick(r, [`cus_${alnum(r, 14)}`, `C-${digits(r, 6)}`, digits(r, 8)]), w(W.customerId)) : null;
  const meta = [numFact, invRef, issueFact, dueFact, methodFact, poFact, custIdFact].filter((x): x is Fact => !!x);
  const labelBold = !canonical && chance(r, 0.4);
  const metaHtml = `<table style="border-collapse:collapse;margin-top:10px">${meta.map((x) => (x.mark(), `<tr><td style="padding:1px 22px 1px 0;white-space:nowrap;${labelBold ? "font-weight:bold" : "color:#555"}">${esc(x.label)}</td><td style="padding:1px 0">${esc(x.shown)}</td></tr>`)).join("")}</table>`;

  // header: the title and the meta grid at the left, the logo text at the right (or above the title)
  const logoRight = canonical || chance(r, 0.65);
  const logoText = canonical || chance(r, 0.25) ? legal : chance(r, 0.5) ? brand.toUpperCase() : brand;
  const logo = `<div style="font-size:${s + 7}pt;font-weight:bold;color:${d.style.accent};letter-spacing:${canonical ? 0 : pick(r, [0, 0, 1, 2])}px">${esc(logoText)}</div>`;
  const titleHtml = `<div style="font-size:${s + 10}pt;font-weight:bold;color:#111">${esc(t)}</div>`;
  const head = logoRight
    ? `<table style="width:100%;border-collapse:collapse"><tr><td style="vertical-align:top">${titleHtml}${metaHtml}</td><td style="vertical-align:top;text-align:right">${logo}</td></tr></table>`
    : `${logo}<div style="height:14px"></div>${titleHtml}${metaHtml}`;

  // the seller's block and the customer's, side by side
  const issuerName = d.text("issuer.name", null, legal);
  const showCountry = canonical || chance(r, 0.6);
  const sellerCountry = SAAS_COUNTRY[loc][lang === "de" ? 1 : 0];
  const taxIdValue = loc === "en-AU" ? (canonical || chance(r, 0.5) ? seller.taxId : seller.taxId.replace(/\s/g, "")) : loc === "en-GB" && chance(r, 0.5) ? seller.taxId.replace(/\s/g, "") : seller.taxId;
  const taxIdLabel = loc === "en-US" ? w(["US EIN", "EIN", "Tax ID"]) : loc === "en-GB" ? w(["GB VAT", "VAT", "VAT number", "VAT Reg No"]) : loc === "en-IE" ? w(["IE VAT", "VAT", "VAT number"]) : loc === "en-AU" ? w(["ABN", "AU ABN"]) : w(["USt-IdNr.", "DE VAT", "USt-ID"]);
  const taxIdFact = loc !== "en-US" || canonical || chance(r, 0.4) ? d.text("issuer.taxId", null, taxIdValue, taxIdLabel) : null;
  const phoneFact = canonical || chance(r, 0.35) ? d.text("issuer.phone", null, seller.phone) : null;
  const emailFact = d.text("issuer.email", null, sellerEmail);
  d.set("issuer.address", `${seller.street}, ${seller.city}${showCountry ? `, ${sellerCountry}` : ""}`);
  const sellerHtml = `<b>${plain(issuerName)}</b><br>${esc(seller.street)}<br>${esc(seller.city)}${showCountry ? `<br>${esc(sellerCountry)}` : ""}${phoneFact ? `<br>${plain(phoneFact)}` : ""}<br>${plain(emailFact)}${taxIdFact ? `<br>${inline(d, taxIdFact, false)}` : ""}`;
  const recipientName = d.text("recipient.name", null, custName);
  const custCountry = reverse || (!canonical && chance(r, 0.4)) ? SAAS_COUNTRY[custLocale][lang === "de" ? 1 : 0] : "";
  const billTo = `<b>${esc(w(receipt ? W.billTo.filter((x) => !/invoice to/i.test(x)) : W.billTo))}</b><br>${plain(recipientName)}<br>${esc(custBiz.street)}<br>${esc(custBiz.city)}${custCountry ? `<br>${esc(custCountry)}` : ""}<br>${esc(custEmail)}${custVat ? `<br>${esc(custVatLabel)} ${esc(custVat)}` : ""}`;
  const shipBiz = business(r, custLocale);
  const shipTo = !canonical && chance(r, 0.15) ? `<b>${esc(w(W.shipTo))}</b><br>${esc(custName)}<br>${esc(shipBiz.street)}<br>${esc(shipBiz.city)}` : "";
  const blocks = `<table style="width:100%;table-layout:fixed;border-collapse:collapse;margin:16px 0 12px"><tr><td style="vertical-align:top;padding-right:10px">${sellerHtml}</td><td style="vertical-align:top;padding-right:10px">${billTo}</td>${shipTo || logoRight ? `<td style="vertical-align:top">${shipTo}</td>` : ""}</tr></table>`;

  // the big sentence, "Pay online", a memo
  const sentence = receipt ? W.paidLine(coded(m(total)), dates.date(issue)) : W.dueLine(coded(m(amountDue)), dates.date(due!));
  const payMode = receipt ? "none" : canonical ? "link" : pick(r, ["link", "link", "url", "none"] as const);
  const url = `https://${pick(r, ["billing", "pay", "invoices"])}.${slug}.${tld}/i/${alnum(r, pick(r, [16, 24]))}`;
  const pay = payMode === "link" ? `<div style="color:${d.style.accent};text-decoration:underline">${esc(w(W.payOnline))}</div>` : payMode === "url" ? `<div><span style="color:${d.style.accent};text-decoration:underline">${esc(w(W.payOnline))}</span> <span class="small">${esc(url)}</span></div>` : "";
  const memo = canonical || chance(r, 0.4) ? `<p style="margin:10px 0 4px">${esc(w(W.memo(sellerEmail)))}</p>` : "";
  const big = `<div style="font-size:${s + 5}pt;font-weight:bold;margin:6px 0 3px">${esc(sentence)}</div>${pay}${memo}`;

  // the items: the period in grey under each description, a tax rate column at times
  const taxCol = rate !== null && !canonical && chance(r, 0.3);
  const rateText = (x: number) => (lang === "de" ? `${String(x).replace(".", ",")} %` : `${x}%`);
  const cell = (right: boolean, first: boolean) => `padding:6px 0 6px ${first ? 0 : 12}px;border-bottom:1px solid #e2e2e2;vertical-align:top;${right ? "text-align:right;white-space:nowrap" : ""}`;
  const th = (label: string, right: boolean, first = false) => `<th style="padding:3px 0 3px ${first ? 0 : 12}px;border-bottom:1px solid #888;font-weight:normal;color:#555;font-size:${s - 0.5}pt;text-align:${right ? "right" : "left"}">${esc(label)}</th>`;
  const heads = [th(w(W.cols.description), false, true), th(w(W.cols.qty), true), th(w(W.cols.unit), true), taxCol ? th(w(W.cols.tax), true) : "", th(w(W.cols.amount), true)].join("");
  const rows = lines.map((l) => `<tr><td style="${cell(false, true)}">${esc(l.description)}${l.period ? `<div style="color:#777;font-size:${Math.max(7, s - 1)}pt">${esc(l.period)}</div>` : ""}</td><td style="${cell(true, false)}">${esc(qtyText(l.quantity))}</td><td style="${cell(true, false)}">${esc(m(l.unitPrice, l.unitDecimals))}</td>${taxCol ? `<td style="${cell(true, false)}">${esc(rateText(rate!))}</td>` : ""}<td style="${cell(true, false)}">${esc(m(l.amount))}</td></tr>`).join("");
  d.set("lineItems", lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, tax: null, amount: l.amount })));
  const items = `<table style="width:100%;border-collapse:collapse;margin-top:14px"><thead><tr>${heads}</tr></thead><tbody>${rows}</tbody></table>`;

  // the totals at the right, a thin rule above each row
  const base = m(exTax);
  const taxLabel = rate === null ? "" : reverse
    ? w(lang === "de" ? [`USt. (0 % auf ${base})`, "USt. 0 % (Reverse Charge)"] : [`VAT (0% on ${base})`, "VAT - Reverse charge (0%)"])
    : loc === "en-US" ? w([`Sales tax - ${state[0]} (${rate}%)`, `${state[0]} sales tax (${rate}%)`, `Tax (${rate}%)`, `Sales Tax (${rate}%)`])
    : loc === "en-GB" ? w([`VAT - United Kingdom (20% on ${base})`, `VAT (20% on ${base})`, "VAT (20%)", "VAT 20%"])
    : loc === "en-IE" ? w([`VAT - Ireland (23% on ${base})`, `VAT (23% on ${base})`, "VAT (23%)"])
    : loc === "en-AU" ? w(["GST (10%)", `GST - Australia (10% on ${base})`, `GST (10% on ${base})`, "GST 10%"])
    : w([`USt. (19 % auf ${base})`, `MwSt. - Deutschland (19 % auf ${base})`, "Umsatzsteuer (19 %)", "USt. 19 %"]);
  const subFact = d.money("totals.subtotal", null, subtotal, w(W.subtotal));
  const discFact = coupon ? d.text(null, null, m(-discount), W.discount(coupon.name, coupon.pct)) : null;
  const exFact = rate !== null || coupon ? d.text(null, null, m(exTax), w(W.exTax)) : null;
  const taxFact = rate !== null ? d.money("totals.tax", null, tax, taxLabel) : null;
  const totalFact = d.money("totals.total", null, total, w(W.total));
  const balFact = balance ? d.text(null, null, m(-balance), w(W.balance)) : null;
  const lastFact = receipt ? d.fact("totals.amountPaid", null, total, coded(m(total)), w(W.amountPaid)) : d.fact("totals.amountDue", null, amountDue, coded(m(amountDue)), w(W.amountDue));
  const trow = (x: Fact | null, bold = false) => (x ? (x.mark(), `<tr><td style="padding:4px 16px 4px 0;border-top:1px solid #e2e2e2${bold ? ";font-weight:bold" : ""}">${esc(x.label)}</td><td style="padding:4px 0;border-top:1px solid #e2e2e2;text-align:right;white-space:nowrap${bold ? ";font-weight:bold" : ""}">${esc(x.shown)}</td></tr>`) : "");
  const totalsWidth = canonical ? 55 : pick(r, [50, 55, 60]);
  const totals = `<table style="width:${totalsWidth}%;margin-left:auto;border-collapse:collapse;margin-top:4px">${trow(subFact)}${trow(discFact)}${trow(exFact)}${trow(taxFact)}${trow(totalFact)}${trow(balFact)}${trow(lastFact, true)}</table>`;
  const reverseNote = reverse ? `<p class="small" style="margin-top:8px">${esc(pick(r, W.reverse))}</p>` : "";

  // a receipt's payment history; an invoice's bank transfer details (EUR: IBAN, GBP: sort code, USD: ACH)
  let extra = "";
  if (receipt && (canonical || chance(r, 0.5))) {
    const hc = W.historyCols;
    extra = `<div style="font-weight:bold;font-size:${s + 1}pt;margin:18px 0 4px">${esc(w(W.history))}</div><table style="width:100%;border-collapse:collapse"><tr>${[th(hc[0], false, true), th(hc[1], false), th(hc[2], true), th(hc[3], true)].join("")}</tr><tr><td style="${cell(false, true)}">${esc(card)}</td><td style="${cell(false, false)}">${esc(dates.date(issue))}</td><td style="${cell(true, false)}">${esc(m(total))}</td><td style="${cell(true, false)}">${esc(receiptNo)}</td></tr></table>`;
  }
  const bankable = !receipt && (cur === "EUR" || cur === "GBP" || (cur === "USD" && loc === "en-US")) && (canonical || chance(r, 0.4));
  if (bankable) {
    const kvRows: Fact[] = [d.text("payment.accountName", null, legal, w(W.holder)), ...(canonical || chance(r, 0.7) ? [d.text("payment.bankName", null, seller.bank, w(W.bankName))] : [])];
    if (cur === "EUR") kvRows.push(d.text("payment.iban", null, seller.iban, "IBAN"), d.text("payment.bic", null, seller.bic, "BIC"));
    else if (cur === "GBP") {
      const acc = seller.iban.replace(/\s/g, "").slice(-8);
      const sort = seller.iban.replace(/\s/g, "").slice(8, 14).replace(/(\d\d)(?=\d)/g, "$1-");
      kvRows.push(d.text("payment.accountNumber", null, acc, w(W.accountNo)), d.text(null, null, sort, W.sortCode));
      if (chance(r, 0.5)) kvRows.push(d.text("payment.iban", null, seller.iban, "IBAN"));
    } else kvRows.push(d.text(null, null, `${int(r, 1, 3)}${digits(r, 8)}`, W.routing), d.text("payment.accountNumber", null, digits(r, 12), w(W.accountNo)));
    kvRows.push(d.text(null, null, number, w(W.reference)));
    extra = `<div style="font-weight:bold;font-size:${s + 1}pt;margin:18px 0 4px">${esc(w(W.bankHead))}</div><table style="border-collapse:collapse">${kvRows.map((x) => (x.mark(), `<tr><td style="padding:1px 22px 1px 0;color:#555;white-space:nowrap">${esc(x.label)}</td><td>${esc(x.shown)}</td></tr>`)).join("")}</table>`;
  }

  // the footer repeats the number and the sentence
  const pageText = w(W.page);
  const footLeft = `${receipt ? receiptNo : number} · ${sentence}`;
  const footer = canonical || chance(r, 0.5)
    ? `<table style="width:100%;border-collapse:collapse;margin-top:${canonical ? 40 : int(r, 24, 80)}px;font-size:${Math.max(6.5, s - 2)}pt;color:#666"><tr><td>${esc(footLeft)}</td><td style="text-align:right;white-space:nowrap">${esc(pageText)}</td></tr></table>`
    : `<div style="margin-top:${int(r, 24, 80)}px;font-size:${Math.max(6.5, s - 2)}pt;color:#666">${esc(`${footLeft} · ${pageText}`)}</div>`;

  const body = [blocks, big, items, totals, reverseNote, extra, footer].join("");
  d.set("documentType", t);
  d.set("currency", cur);
  return { d, page: { title: t, head, body } };
}

export const GENERIC_FAMILIES: Family[] = [
  { id: "din-letter", profile: P, idiom: "DIN 5008 letter: address window, info block, footer with bank", build: dinLetter },
  { id: "boxed-fr", profile: P, idiom: "French boxed invoice, totals HT/TVA/TTC, legal mentions", build: boxedFr },
  { id: "us-grid", profile: P, idiom: "US template: Bill To/Ship To, label-above meta grid", build: usGrid },
  { id: "till-receipt", profile: P, idiom: "monospace till receipt with dot leaders", build: tillReceipt },
  { id: "uk-two-column", profile: P, idiom: "two independent columns, headerless price list", build: ukTwoCol },
  { id: "quote-multipage", profile: P, idiom: "quotation with terms pages and acceptance", build: quoteMultipage },
  { id: "credit-note", profile: P, idiom: "credit note citing the original invoice", build: creditNote },
  { id: "fattura", profile: P, idiom: "Italian/Spanish fattura, due date in a Scadenze table", build: fattura },
  { id: "colon-only", profile: P, idiom: "word-processor invoice, Label: value lines only", build: colonOnly },
  { id: "meta-table", profile: P, idiom: "header-row meta table, headerless totals table", build: metaTable },
  { id: "bar-strips", profile: P, idiom: "key-value strips separated by vertical bars (meta, totals, footer)", build: barStrips },
  { id: "gutter-labels", profile: P, idiom: "labels right-aligned in a shaded left gutter, no colons, one stacked column", build: gutterLabels },
  { id: "totals-strip", profile: P, idiom: "DE/NL/FR invoice: right-aligned 'Label:' against a centre line, totals as one Netto | USt | Brutto strip", build: totalsStrip },
  { id: "qr-bill", profile: P, idiom: "Swiss invoice (CHF 1'234.50) with the QR-bill: Empfangsschein | Zahlteil repeating account, reference, debtor, Währung | Betrag", build: qrBill },
  { id: "order-confirmation", profile: P, idiom: "web-shop order confirmation e-mail: Order #, Placed on, product rows with image box and variant, right-aligned summary with discount code", build: orderConfirmation },
  { id: "saas-invoice", profile: P, idiom: "software company's invoice/receipt (Stripe-like): colon-less meta grid, seller | Bill to blocks, '$X USD due <date>' sentence, service periods under items, prorations, 'VAT (20% on £100.00)', Amount due, repeating footer", build: saasInvoice },
];
