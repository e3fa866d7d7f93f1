// generic_document: invoices, receipts, quotes and credit notes of English, German, French, Dutch, Spanish
// and Italian businesses, ten layout traditions (DIN 5008 letters, French boxed invoices, US templates,
// till receipts, Italian fatture with a due-date table...), each in local number and date formats.
import { addDays, LOCAL_DATE_FORMATS, LOCAL_MONEY, number, randomIsoDate, type Lang } from "../corpus/formats";
import { business, langOf, lineItems, recipient, type Business, type Line, type Locale } from "../corpus/entities";
import { above, boxes, centreColon, colonLines, esc, factTable, heading, headerStrip, inline, kv, leader, mono, pageBreak, para, plain, priceList, table, twoCol } from "../corpus/html";
import { DOC_NUMBER, GENERIC_LABELS, PHRASES, TITLES, VAT_RATE, type GenericKind } from "../corpus/labels-generic";
import { chance, digits, int, pick, round2, shuffle, type Rng } from "../corpus/rng";
import { DocBuilder, drawStyle, type Fact, type FontClass } from "../corpus/truth";
import { iban } from "../corpus/ids";
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

// ---------------------------------------------------------------- a household utility or telecom bill

type UbLoc = "en-AU" | "en-GB" | "en-US" | "en-IE";
type UbKind = "electricity" | "gas" | "dual" | "water" | "mobile" | "broadband";
/** A charge: a usage or daily line (quantity, rate), or a fixed amount (no quantity, no rate). */
type UbLine = { group: string | null; description: string; qty: number | null; qtyText: string; unitPrice: number | null; rateText: string; amount: number };

const UB_KINDS: Record<UbLoc, UbKind[]> = {
  "en-AU": ["electricity", "electricity", "gas", "mobile", "broadband"],
  "en-GB": ["dual", "electricity", "gas", "mobile", "broadband"],
  "en-US": ["electricity", "gas", "water", "mobile"],
  "en-IE": ["electricity", "gas", "dual", "broadband", "mobile"],
};
const UB_CUR: Record<UbLoc, { cur: string; sym: string; minor: string }> = {
  "en-AU": { cur: "AUD", sym: "$", minor: "c" },
  "en-GB": { cur: "GBP", sym: "£", minor: "p" },
  "en-US": { cur: "USD", sym: "$", minor: "¢" },
  "en-IE": { cur: "EUR", sym: "€", minor: "c" },
};
const ubMon = (m: number) => EN_MONTHS[m - 1].slice(0, 3);
const ubP2 = (n: number) => String(n).padStart(2, "0");
/** Dates as billers print them: "12 Jan 2025", "12/01/2025", "12 January 2025"; "Jan 12, 2025" and "01/12/2025" in the US. */
const UB_DATES: Record<UbLoc, Array<(iso: string) => string>> = {
  "en-AU": [(iso) => { const [y, m, d] = ymd(iso); return `${d} ${ubMon(m)} ${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${ubP2(d)}/${ubP2(m)}/${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${d} ${EN_MONTHS[m - 1]} ${y}`; }],
  "en-GB": [(iso) => { const [y, m, d] = ymd(iso); return `${d} ${ubMon(m)} ${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${ubP2(d)}/${ubP2(m)}/${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${d} ${EN_MONTHS[m - 1]} ${y}`; }],
  "en-US": [(iso) => { const [y, m, d] = ymd(iso); return `${ubMon(m)} ${d}, ${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${ubP2(m)}/${ubP2(d)}/${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${EN_MONTHS[m - 1]} ${d}, ${y}`; }],
  "en-IE": [(iso) => { const [y, m, d] = ymd(iso); return `${d} ${ubMon(m)} ${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${ubP2(d)}/${ubP2(m)}/${y}`; }, (iso) => { const [y, m, d] = ymd(iso); return `${ubP2(d)}-${ubMon(m).toUpperCase()}-${y}`; }],
};
const UB_STEMS = ["Brightwater", "Northwind", "Sunridge", "Evergreen", "Bluegrid", "Kestrel", "Meridian", "Riverbend", "Clearsky", "Ironbark", "Heron", "Lumina"];
const UB_WORDS: Record<UbKind, string[]> = { electricity: ["Energy", "Power", "Electric"], gas: ["Gas", "Energy", "Gas & Power"], dual: ["Energy", "Power & Gas"], water: ["Water"], mobile: ["Mobile", "Telecom", "Wireless"], broadband: ["Broadband", "Fibre", "Connect", "Internet"] };
const UB_FORMS: Record<UbLoc, string[]> = { "en-AU": ["Pty Ltd", "Retail Pty Ltd", "Australia Pty Ltd"], "en-GB": ["Ltd", "Limited", "Supply Ltd", "UK Limited"], "en-US": ["Inc.", "LLC", "Company", "Co."], "en-IE": ["DAC", "Ltd", "Limited", "Ireland Ltd"] };
const UB_TLD: Record<UbLoc, string> = { "en-AU": "com.au", "en-GB": "co.uk", "en-US": "com", "en-IE": "ie" };
const UB_PEOPLE: Array<[string, string]> = [["Olivia", "Ms"], ["James", "Mr"], ["Grace", "Mrs"], ["Daniel", "Mr"], ["Aisha", "Ms"], ["Connor", "Mr"], ["Priya", "Dr"], ["Liam", "Mr"], ["Siobhan", "Ms"], ["Emily", "Miss"], ["Hamish", "Mr"], ["Chloe", "Ms"], ["Marcus", "Mr"], ["Ruth", "Mrs"]];
const UB_LAST = ["Nguyen", "Walsh", "Thompson", "O'Sullivan", "Patel", "Hughes", "Campbell", "Murphy", "Okafor", "Fitzgerald", "Kowalski", "Brennan", "Reyes", "McAllister"];
const UB_STREETS: Record<UbLoc, string[]> = { "en-AU": ["Wattle Street", "Bridge Road", "Hastings Parade", "Coronation Avenue", "Banksia Crescent"], "en-GB": ["Ash Grove", "Church Lane", "Victoria Road", "Mill Street", "Park Avenue"], "en-US": ["Maple Avenue", "Elm Street", "Cedar Lane", "N Lamar Blvd", "SE Division St"], "en-IE": ["Castle Road", "Main Street", "Church View", "Oakfield Park", "Seafield Avenue"] };
const UB_TOWNS: Record<UbLoc, string[]> = {
  "en-AU": ["Penrith NSW 2750", "Brunswick VIC 3056", "Toowong QLD 4066", "Glenelg SA 5045", "Fremantle WA 6160", "Newtown NSW 2042", "Belconnen ACT 2617"],
  "en-GB": ["Leeds LS6 3AA", "Bristol BS8 1TH", "Manchester M20 2RN", "Reading RG4 8AA", "York YO31 0AB", "Edinburgh EH10 4AX"],
  "en-US": ["Austin, TX 78704", "Portland, OR 97214", "Denver, CO 80206", "Columbus, OH 43201", "Raleigh, NC 27603", "Madison, WI 53703"],
  "en-IE": ["Rathmines, Dublin 6, D06 F2X4", "Ballincollig, Co. Cork, P31 X8Y2", "Salthill, Galway, H91 K2R3", "Ennis, Co. Clare, V95 T8K2"],
};

type UbWords = {
  titles: (kindWord: string) => string[];
  summary: string[];
  prev: string[];
  paid: (date: string) => string[];
  carried: string[];
  newCharges: string[];
  amountDue: string[];
  dueDate: string[];
  account: string[];
  billNo: string[];
  billDate: string[];
  period: string[];
  periodSep: string[];
  charges: string[];
  usage: string[];
  subtotal: string[];
  tax: (rate: number) => string[];
  taxIncluded: string[];
  totalNew: string[];
  slip: string[];
  taxId: string[];
  phone: string[];
};

const UB_BASE: Omit<UbWords, "titles" | "billNo" | "subtotal" | "tax" | "taxIncluded" | "taxId"> = {
  summary: ["Account summary", "Your account summary", "Summary of your account", "Your bill at a glance"],
  prev: ["Previous balance", "Balance from last bill", "Opening balance", "Amount of last bill"],
  paid: (dt) => ["Payment received – thank you", `Payment received ${dt} – thank you`, "Payments received, thank you", "Thank you for your payment", "Less payments received"],
  carried: ["Balance carried forward", "Balance brought forward", "Balance", "Outstanding balance"],
  newCharges: ["New charges", "Total new charges", "This bill's charges", "Current charges"],
  amountDue: ["Total amount due", "Total due", "Amount due", "Total amount payable", "Amount to pay"],
  dueDate: ["Due date", "Pay by", "Please pay by", "Payment due by", "Due by"],
  account: ["Account number", "Account no.", "Customer account number", "Your account number"],
  billDate: ["Bill date", "Date of issue", "Issue date", "Invoice date", "Date of bill"],
  period: ["Billing period", "Bill period", "Period of supply", "Service period", "For the period"],
  periodSep: [" – ", " to ", " - "],
  charges: ["Your charges", "Charges this period", "Details of your charges", "Breakdown of charges"],
  usage: ["Your usage", "Meter readings", "Usage details", "Usage summary"],
  totalNew: ["Total new charges", "Total charges this bill", "Total of this bill"],
  slip: ["Payment slip", "Please detach and return this slip with your payment", "How to pay"],
  phone: ["Customer service", "Call us", "Enquiries", "Questions? Call"],
};
const UB_WORDS_LOC: Record<UbLoc, UbWords> = {
  "en-AU": { ...UB_BASE, titles: (k) => ["Tax invoice", `Your ${k} bill`, "Tax Invoice", `${k[0].toUpperCase()}${k.slice(1)} bill`], billNo: ["Invoice number", "Tax invoice number", "Invoice no.", "Bill number"], subtotal: ["Total charges (excl. GST)", "Subtotal", "Total ex GST", "Charges before GST"], tax: () => ["GST", "GST (10%)", "Total GST", "GST 10%"], taxIncluded: ["GST included in new charges", "Includes GST of", "GST included"], taxId: ["ABN", "A.B.N."], totalNew: ["Total new charges", "Total new charges (incl. GST)", "Total charges this bill", "Total of this bill"] },
  "en-GB": { ...UB_BASE, titles: (k) => [`Your ${k} bill`, "Your bill", "Statement", `${k[0].toUpperCase()}${k.slice(1)} bill`], billNo: ["Bill number", "Invoice number", "Bill reference", "Invoice no."], subtotal: ["Total charges before VAT", "Subtotal", "Charges excl. VAT", "Total excluding VAT"], tax: (x) => [`VAT @ ${x}%`, `VAT at ${x}%`, `VAT (${x}%)`, `VAT ${x}%`], taxIncluded: [], taxId: ["VAT Reg No.", "VAT registration number", "VAT No."], totalNew: ["Total charges including VAT", "Total new charges", "Total charges this bill"] },
  "en-US": { ...UB_BASE, titles: (k) => ["Statement", `Your ${k} bill`, k === "wireless" ? "Wireless Statement" : "Utility Bill", `${k[0].toUpperCase()}${k.slice(1)} Service Statement`], billNo: ["Statement number", "Invoice number", "Bill number"], subtotal: ["Subtotal", "Total before taxes", "Charges before tax"], tax: (x) => [`Sales tax (${x}%)`, "Sales tax", `State & local tax (${x}%)`, "Taxes"], taxIncluded: [], taxId: ["Tax ID", "Federal Tax ID"], totalNew: ["Total current charges", "Total new charges", "Current charges total"], carried: ["Balance forward", "Balance carried forward", "Remaining balance"], paid: (dt) => ["Payment received – thank you", `Payment received ${dt} – thank you`, "Payments – thank you", "Payment(s) received"] },
  "en-IE": { ...UB_BASE, titles: (k) => [`Your ${k} bill`, "Bill", "Invoice", `${k[0].toUpperCase()}${k.slice(1)} bill`], billNo: ["Invoice number", "Bill number", "Invoice No."], subtotal: ["Total before VAT", "Subtotal", "Charges excl. VAT"], tax: (x) => [`VAT @ ${x}%`, `VAT at ${x}%`, `VAT (${x}%)`], taxIncluded: [], taxId: ["VAT No.", "VAT Reg. No.", "VAT number"], totalNew: ["Total charges including VAT", "Total new charges", "Total this bill"] },
};
const ubTitle = (s: string) => s.replace(/(^|\s)([a-z]+)/g, (m: string, a: string, b: string) => (a && /^(of|to|by|for|and|the|on|in|at)$/.test(b) ? m : a + b[0].toUpperCase() + b.slice(1)));
const ubInt = (n: number) => number(n, ",", ".", true);

// 17. A household utility or telecom bill (electricity, gas, dual fuel, water, mobile, broadband) from
//     Australia, the UK, the US or Ireland in its currency and date formats: the brand's logo text and the
//     title ("Tax invoice", "Your energy bill", "Statement"), the customer in an envelope window, a big
//     "Total amount due $123.45 / Due date 3 Mar 2025" panel at times, a boxed "Account summary" (Previous
//     balance, Payment received – thank you, Balance carried forward, New charges, Total amount due set
//     large, Due date; the previous balance in credit "$45.00 CR" or in arrears at times; as an equation
//     strip "Previous balance – Payments + New charges = Total due" at times), the account number, bill
//     number, bill date and "Billing period 12 Jan 2025 – 11 Feb 2025", meter readings or call and data
//     usage in kWh, MJ, therms, CCF, GB and minutes (with averages, conversions, an estimated annual cost),
//     the charges ("General usage 412 kWh @ 28.45c/kWh") with a subtotal and GST/VAT/sales tax (or GST
//     included), a direct debit or credit notice, and a payment slip repeating the account number, amount
//     due and due date with BPAY biller code and reference, a bank giro credit, an IBAN, or a US stub with
//     "Amount enclosed"; the legal name, tax id and address in the footer; one or two pages.
function utilityBill(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-AU", "en-GB", "en-US", "en-IE"], kinds: ["invoice"], font: "sans" });
  const loc = g.locale as UbLoc;
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const W = UB_WORDS_LOC[loc];
  const s = d.style.size;
  const acc = d.style.accent;
  const C = UB_CUR[loc];
  const kind: UbKind = canonical ? UB_KINDS[loc][0] : pick(r, UB_KINDS[loc]);
  const energy = kind === "electricity" || kind === "gas" || kind === "dual";
  const telco = kind === "mobile" || kind === "broadband";
  const titleCase = loc === "en-US" && !canonical && chance(r, 0.6);
  const L = (l: string[]) => (titleCase ? ubTitle(w(l)) : w(l));
  const colon = (l: string) => `${l}${d.style.colon && !/[:?]$/.test(l) ? ":" : ""}`;

  // money and dates as the biller prints them; a balance in credit "$45.00 CR", "-$45.00" or "($45.00)"
  const money = (n: number) => `${n < 0 ? "-" : ""}${C.sym}${number(Math.abs(n), ",", ".")}`;
  d.style.money = money;
  g.currency = C.cur;
  const creditStyle = canonical ? "cr" : pick(r, loc === "en-US" ? ["minus", "parens", "cr"] : ["cr", "cr", "minus"]);
  const neg = (n: number) => (creditStyle === "cr" ? `${money(n)} CR` : creditStyle === "parens" ? `(${money(n)})` : `-${money(n)}`);
  const date = canonical ? UB_DATES[loc][0] : pick(r, UB_DATES[loc]);
  d.style.date = date;

  // the biller: a brand ("Northwind Energy") and its legal name; a US water bill comes from the city
  const custTown = w(UB_TOWNS[loc]);
  const townName = custTown.split(/[,\s]/)[0];
  const brand = kind === "water" ? `${townName} Water` : `${w(UB_STEMS)} ${w(UB_WORDS[kind])}`;
  const legal = kind === "water" ? `City of ${townName} ${w(["Water Department", "Water Utilities", "Water & Sewer Department"])}` : `${brand} ${w(UB_FORMS[loc])}`;
  g.issuer.name = legal;
  if (kind === "water") g.issuer.city = custTown;
  const slug = brand.toLowerCase().replace(/[^a-z]/g, "");
  const website = `www.${slug}.${kind === "water" ? "gov" : UB_TLD[loc]}`;
  const phone = loc === "en-AU" ? pick(r, [`13 ${digits(r, 2)} ${digits(r, 2)}`, `1300 ${digits(r, 3)} ${digits(r, 3)}`]) : loc === "en-GB" ? `0${pick(r, ["800", "345", "330"])} ${digits(r, 3)} ${digits(r, 4)}` : loc === "en-US" ? pick(r, [`1-800-${digits(r, 3)}-${digits(r, 4)}`, `(${int(r, 201, 989)}) ${digits(r, 3)}-${digits(r, 4)}`]) : pick(r, [`01 ${digits(r, 3)} ${digits(r, 4)}`, `1800 ${digits(r, 3)} ${digits(r, 3)}`]);
  const issuerName = d.text("issuer.name", null, legal);
  const taxIdFact = loc === "en-US" ? (!canonical && chance(r, 0.2) ? d.text("issuer.taxId", null, g.issuer.taxId, w(W.taxId)) : null) : d.text("issuer.taxId", null, g.issuer.taxId, w(W.taxId));
  const phoneFact = d.text("issuer.phone", null, phone, L(W.phone));
  const webFact = d.text("issuer.website", null, website);
  const issuerAddr = `${g.issuer.street}, ${g.issuer.city}`;

  // the customer: a household, the name as the mailing system prints it (capitals at times)
  const [first, honorific] = pick(r, UB_PEOPLE);
  const last = pick(r, UB_LAST);
  let custName = canonical ? `${first} ${last}` : pick(r, [`${first} ${last}`, `${honorific} ${first} ${last}`, `${honorific} ${first[0]} ${last}`]);
  if (!canonical && loc !== "en-US" && chance(r, 0.3)) custName = custName.toUpperCase();
  const unit = !canonical && chance(r, 0.25) ? (loc === "en-AU" ? `Unit ${int(r, 1, 24)}/` : loc === "en-GB" ? `Flat ${int(r, 1, 9)}, ` : loc === "en-IE" ? `Apt ${int(r, 1, 30)}, ` : "") : "";
  const custStreet = `${unit}${int(r, 1, 180)} ${w(UB_STREETS[loc])}${loc === "en-US" && !canonical && chance(r, 0.25) ? ` Apt ${int(r, 1, 9)}${pick(r, ["A", "B", "C"])}` : ""}`;
  const custCity = loc === "en-AU" && !canonical && chance(r, 0.5) ? custTown.replace(/^[A-Za-z]+/, (x) => x.toUpperCase()) : custTown;
  const recipientName = d.text("recipient.name", null, custName);
  const accountNo = loc === "en-AU" ? w([`${digits(r, 4)} ${digits(r, 3)} ${digits(r, 3)}`, digits(r, 10), `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`]) : loc === "en-GB" ? w([digits(r, 12), `A-${hex(r, 8)}`, digits(r, 8)]) : loc === "en-US" ? w([`${digits(r, 7)}-${digits(r, 4)}`, `${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`, digits(r, 10)]) : w([digits(r, 9), `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`]);
  const accountLabel = L(W.account);
  const accountFact = () => d.text("recipient.customerNumber", null, accountNo, accountLabel);

  // the bill's own number (US statements print none at times), dates and period
  const billNo = loc === "en-AU" ? w([digits(r, 9), `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`, `INV${digits(r, 8)}`]) : loc === "en-GB" ? w([digits(r, 9), `B${digits(r, 8)}`, `${digits(r, 4)}-${digits(r, 6)}`]) : loc === "en-US" ? w([digits(r, 8), `ST-${digits(r, 7)}`]) : w([digits(r, 8), `INV-${digits(r, 7)}`, `${pick(r, ["BE", "EI", "GN"])}${digits(r, 7)}`]);
  const billNoFact = loc === "en-US" && !canonical && chance(r, 0.5) ? null : d.text("references.documentNumber", null, billNo, L(W.billNo));
  const issue = g.issueDate;
  const days = energy ? (loc === "en-AU" ? w([91, 92, 30, 31, 89]) : loc === "en-IE" ? w([61, 59, 62, 31]) : w([31, 30, 28, 29])) : kind === "water" ? w([30, 31, 61, 59]) : w([31, 30, 28]);
  const periodEnd = addDays(issue, -(canonical ? 2 : int(r, 1, 6)));
  const periodStart = addDays(periodEnd, -(days - 1));
  const due = addDays(issue, loc === "en-US" ? int(r, 20, 25) : canonical ? 14 : int(r, 14, 21));
  const issueFact = d.date("dates.issueDate", null, issue, L(W.billDate));
  const periodText = `${date(periodStart)}${w(W.periodSep)}${date(periodEnd)}`;
  const periodFact = d.text(null, null, periodText, L(W.period));
  periodFact.mark = () => (d.set("dates.periodStart", periodStart), d.set("dates.periodEnd", periodEnd));

  // the charges by kind and country; quantities in kWh, MJ, therms, CCF, days, minutes
  const cents = (lo: number, hi: number) => int(r, Math.round(lo * 100), Math.round(hi * 100)) / 10000;
  const centsStyle = loc === "en-US" ? !canonical && chance(r, 0.3) : canonical || chance(r, 0.75);
  const rateText = (u: number, unitName: string) => (centsStyle && u < 1 ? `${(u * 100).toFixed(2)}${C.minor}/${unitName}` : `${C.sym}${u.toFixed(Math.abs(Math.round(u * 100) - u * 100) < 1e-6 ? 2 : 4)}/${unitName}`);
  const lines: UbLine[] = [];
  const use = (group: string | null, description: string, qty: number, unitName: string, u: number) => lines.push({ group, description, qty, qtyText: `${ubInt(qty)} ${unitName}`, unitPrice: u, rateText: rateText(u, unitName === "days" ? "day" : unitName === "min" ? "min" : unitName), amount: round2(qty * u) });
  const fixed = (group: string | null, description: string, amount: number) => lines.push({ group, description, qty: null, qtyText: "", unitPrice: null, rateText: "", amount });
  const supplyWord = loc === "en-AU" ? w(["Daily supply charge", "Supply charge", "Service to property"]) : w(["Standing charge", "Standing charge", "Daily standing charge"]);
  type Meter = { fuel: string; id: string; idLabel: string; prev: number; curr: number; units: number; unitName: string; est: boolean; conversion: string | null };
  const meters: Meter[] = [];
  const meter = (fuel: string, idLabel: string, id: string, units: number, unitName: string, raw?: { read: number; conversion: string }) => {
    const readUnits = raw ? raw.read : units;
    const prev = int(r, 1000, 80000);
    meters.push({ fuel, id, idLabel, prev, curr: prev + readUnits, units, unitName, est: !canonical && chance(r, 0.15), conversion: raw?.conversion ?? null });
  };
  const elecId = loc === "en-AU" ? ["NMI", `${digits(r, 10)}`] : loc === "en-GB" ? ["MPAN", `${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`] : loc === "en-IE" ? ["MPRN", `10 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`] : ["Meter number", digits(r, 9)];
  const gasId = loc === "en-AU" ? ["MIRN", digits(r, 10)] : loc === "en-GB" ? ["MPRN", digits(r, 10)] : loc === "en-IE" ? ["GPRN", digits(r, 7)] : ["Meter number", digits(r, 8)];
  const electricity = (group: string | null) => {
    const kwh = int(r, days * 7, days * 22);
    if (loc === "en-AU") {
      const tariff = canonical ? "single" : pick(r, ["single", "single", "tou", "block"] as const);
      if (tariff === "tou") {
        const peak = Math.round(kwh * (0.55 + r() * 0.2));
        use(group, "Peak usage", peak, "kWh", cents(32, 48));
        use(group, "Off-peak usage", kwh - peak, "kWh", cents(15, 24));
      } else if (tariff === "block" && kwh > days * 11) {
        const step = Math.round(days * 10.96);
        use(group, `First ${ubInt(step)} kWh`, step, "kWh", cents(26, 32));
        use(group, "Remaining usage", kwh - step, "kWh", cents(30, 38));
      } else use(group, "General usage", kwh, "kWh", cents(26, 38));
      use(group, supplyWord, days, "days", cents(90, 135));
      if (!canonical && chance(r, 0.25)) {
        const q = int(r, days * 2, days * 8);
        const u = cents(4, 8);
        lines.push({ group, description: "Solar feed-in credit", qty: q, qtyText: `${ubInt(q)} kWh`, unitPrice: u, rateText: rateText(u, "kWh"), amount: -round2(q * u) });
      }
    } else if (loc === "en-GB") {
      use(group, w(["Electricity used", "Energy charge", "Unit rate"]), kwh, "kWh", cents(22, 29));
      use(group, supplyWord, days, "days", cents(45, 65));
    } else if (loc === "en-IE") {
      if (canonical || chance(r, 0.6)) use(group, "Units used", kwh, "kWh", cents(30, 40));
      else {
        const day = Math.round(kwh * (0.6 + r() * 0.15));
        use(group, "Day units", day, "kWh", cents(33, 42));
        use(group, "Night units", kwh - day, "kWh", cents(17, 24));
      }
      use(group, supplyWord, days, "days", cents(60, 90));
      fixed(group, "PSO levy", round2(days * 0.0637));
    } else {
      fixed(group, "Customer charge", int(r, 950, 1500) / 100);
      use(group, "Energy charge", kwh, "kWh", int(r, 800, 1400) / 10000);
      use(group, "Fuel cost adjustment", kwh, "kWh", int(r, 100, 350) / 10000);
      if (canonical || chance(r, 0.6)) use(group, "Distribution charge", kwh, "kWh", int(r, 200, 500) / 10000);
    }
    meter(kind === "dual" ? "Electricity" : w(["Electricity", "General"]), elecId[0], elecId[1], kwh, "kWh");
  };
  const gas = (group: string | null) => {
    const m3 = int(r, days * 1, days * 4);
    if (loc === "en-AU") {
      const hv = int(r, 3820, 3890) / 100;
      const pf = int(r, 9800, 9990) / 10000;
      const mj = Math.round(m3 * hv * pf);
      use(group, "Gas usage", mj, "MJ", cents(3, 5.5));
      use(group, supplyWord, days, "days", cents(60, 95));
      meter("Gas", gasId[0], gasId[1], mj, "MJ", { read: m3, conversion: `${ubInt(m3)} m³ × ${hv.toFixed(2)} MJ/m³ (heating value) × ${pf.toFixed(4)} (pressure factor) = ${ubInt(mj)} MJ` });
    } else if (loc === "en-GB" || loc === "en-IE") {
      const cv = int(r, 385, 405) / 10;
      const kwh = Math.round((m3 * 1.02264 * cv) / 3.6);
      use(group, w(["Gas used", "Energy charge", "Unit rate"]), kwh, "kWh", loc === "en-GB" ? cents(5.5, 7.5) : cents(9, 14));
      use(group, supplyWord, days, "days", loc === "en-GB" ? cents(28, 33) : cents(30, 45));
      if (loc === "en-IE") use(group, "Carbon tax", kwh, "kWh", cents(0.6, 0.8));
      meter("Gas", gasId[0], gasId[1], kwh, "kWh", { read: m3, conversion: `${ubInt(m3)} m³ × 1.02264 (volume correction) × ${cv.toFixed(1)} (calorific value) ÷ 3.6 = ${ubInt(kwh)} kWh` });
    } else {
      const therms = int(r, days, days * 3);
      fixed(group, "Customer charge", int(r, 1000, 1800) / 100);
      use(group, "Gas supply charge", therms, "therms", int(r, 4500, 9500) / 10000);
      use(group, "Distribution charge", therms, "therms", int(r, 3500, 7500) / 10000);
      meter("Gas", gasId[0], gasId[1], therms, "therms", { read: Math.round(therms / 1.037), conversion: `${ubInt(Math.round(therms / 1.037))} CCF × 1.037 therm factor = ${ubInt(therms)} therms` });
    }
  };
  const plans: Record<UbLoc, Array<[string, number, number, number]>> = {
    "en-AU": kind === "mobile" ? [["Upsize 40GB plan", 40, 45, 65], ["Unlimited Plus 80GB", 80, 65, 85], ["Essentials 20GB", 20, 30, 40]] : [["NBN 100/20 plan", 0, 85, 105], ["NBN 50/20 plan", 0, 75, 89], ["Home Fast 100", 0, 80, 99]],
    "en-GB": kind === "mobile" ? [["SIM Only 30GB", 30, 12, 20], ["Unlimited Max", 0, 25, 35], ["Airtime plan 50GB", 50, 18, 30]] : [["Full Fibre 500", 0, 30, 45], ["Fibre Essential 74", 0, 25, 32], ["Full Fibre 900", 0, 45, 60]],
    "en-US": [["Unlimited Starter", 0, 45, 60], ["Unlimited Plus", 0, 60, 80], ["5GB Shared Plan", 5, 35, 45]],
    "en-IE": kind === "mobile" ? [["Smart 30GB", 30, 15, 25], ["Unlimited Go", 0, 30, 40]] : [["Fibre 500", 0, 40, 55], ["Fibre 1 Gig", 0, 50, 65]],
  };
  const plan = w(plans[loc]);
  const usageRows: Array<[string, string]> = [];
  const serviceNo = kind === "mobile" ? (loc === "en-AU" ? `04${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}` : loc === "en-GB" ? `07${digits(r, 3)} ${digits(r, 6)}` : loc === "en-US" ? `(${int(r, 201, 989)}) ${digits(r, 3)}-${digits(r, 4)}` : `08${int(r, 3, 7)} ${digits(r, 3)} ${digits(r, 4)}`) : `${loc === "en-AU" ? "AVC" : "BB"}${digits(r, 9)}`;
  const telecom = () => {
    fixed(null, `${plan[0]} – ${w(["monthly fee", "plan fee", "monthly charge"])}`, int(r, plan[2], plan[3]) + (loc === "en-GB" ? pick(r, [0, 0.99, 0.5]) : 0));
    if (kind === "mobile") {
      const gb = int(r, 150, plan[1] ? plan[1] * 95 : 6000) / 100;
      usageRows.push([w(["Data used", "Mobile data"]), `${gb.toFixed(2)} GB${plan[1] ? ` of ${plan[1]} GB` : " (unlimited)"}`]);
      usageRows.push([w(["National calls", "Calls", "Standard calls"]), `${int(r, 40, 600)} min (included)`]);
      usageRows.push([w(["Texts", "SMS", "Messages"]), `${int(r, 10, 300)} (included)`]);
      if (canonical || chance(r, 0.4)) fixed(null, `Phone repayment (${int(r, 2, 23)} of 24)`, int(r, 2500, 6000) / 100);
      if (!canonical && chance(r, 0.3)) fixed(null, w(["Extra data 5GB", "Data add-on 10GB"]), loc === "en-GB" ? 5 : 10);
      if (canonical || chance(r, 0.4)) {
        const min = int(r, 4, 60);
        usageRows.push([w(["International calls", "Calls to overseas numbers"]), `${min} min`]);
        use(null, "International calls", min, "min", int(r, 49, 150) / 100);
      }
      if (!canonical && chance(r, 0.2)) {
        const nd = int(r, 2, 9);
        usageRows.push([w(["Roaming days", "Travel pass days"]), String(nd)]);
        use(null, "Travel pass (roaming)", nd, "days", int(r, 5, 10));
      }
    } else {
      const gb = int(r, 8000, 90000) / 100;
      usageRows.push([w(["Data downloaded", "Data used", "Total data"]), `${gb.toFixed(1)} GB (unlimited)`]);
      if (canonical || chance(r, 0.3)) fixed(null, w(["Modem rental", "Router rental"]), int(r, 5, 10));
      if (!canonical && chance(r, 0.2)) fixed(null, "Static IP address", int(r, 5, 10));
      if (!canonical && chance(r, 0.3)) {
        const min = int(r, 10, 120);
        usageRows.push([w(["Home phone calls", "Landline calls"]), `${min} min`]);
        use(null, w(["Home phone calls", "Calls to landlines"]), min, "min", int(r, 10, 25) / 100);
      }
    }
    if (!canonical && chance(r, 0.3)) fixed(null, w(["Loyalty discount", "Bundle discount", "Autopay discount"]), -int(r, 5, 10));
  };
  const water = () => {
    const ccf = int(r, 4, 18);
    fixed(null, "Water base charge", int(r, 1200, 2800) / 100);
    use(null, "Water usage", ccf, "CCF", int(r, 350, 600) / 100);
    fixed(null, "Sewer base charge", int(r, 1500, 3000) / 100);
    use(null, "Sewer usage", ccf, "CCF", int(r, 400, 800) / 100);
    if (canonical || chance(r, 0.7)) fixed(null, "Stormwater fee", int(r, 600, 1400) / 100);
    meter("Water", "Meter number", digits(r, 8), ccf, "CCF", { read: ccf, conversion: `${ubInt(ccf)} CCF = ${ubInt(ccf * 748)} gallons` });
  };
  if (kind === "electricity") electricity(null);
  else if (kind === "gas") gas(null);
  else if (kind === "dual") {
    electricity("Electricity");
    gas("Gas");
  } else if (kind === "water") water();
  else telecom();
  // a one-off credit, when the bill is big enough to carry it
  const gross = round2(lines.reduce((a, l) => a + l.amount, 0));
  if (energy && !canonical && chance(r, 0.15) && gross > 250) fixed(kind === "dual" ? "Electricity" : null, loc === "en-AU" ? "Energy Bill Relief Fund credit" : loc === "en-GB" ? "Warm Home Discount" : loc === "en-IE" ? "Government electricity credit" : "Customer rebate", -(loc === "en-GB" ? 150 : loc === "en-US" ? 25 : loc === "en-AU" ? 75 : 125) * (loc === "en-GB" && gross < 450 ? 0.5 : 1));

  // tax: added (subtotal, tax, total), included (AU: "GST included in new charges"), none (US water)
  const taxMode = kind === "water" ? "none" : loc === "en-AU" && !canonical && chance(r, 0.35) ? "included" : "added";
  const rate = loc === "en-AU" ? 10 : loc === "en-GB" ? (energy ? 5 : 20) : loc === "en-IE" ? (energy ? 9 : 23) : canonical ? 6.25 : pick(r, [6.25, 4, 7, 5.3]);
  const sum = round2(lines.reduce((a, l) => a + l.amount, 0));
  const tax = taxMode === "none" ? null : taxMode === "added" ? round2((sum * rate) / 100) : round2((sum * rate) / (100 + rate));
  const total = taxMode === "added" ? round2(sum + tax!) : sum;
  const subtotal = taxMode === "added" ? sum : taxMode === "included" && chance(r, 0.4) ? round2(total - tax!) : null;

  // the balance: the last bill paid in full, in credit, or in arrears (part paid or not paid)
  const x = canonical ? 0 : r();
  const state = x < 0.55 ? "paid" : x < 0.8 ? "credit" : "arrears";
  const lastBill = round2(total * (0.7 + r() * 0.6));
  const credit = state === "credit" ? Math.min(round2(int(r, 5, 120) + pick(r, [0, 0.5, 0.25, 0.8])), round2(total * 0.6)) : 0;
  const payment = state === "paid" ? lastBill : state === "arrears" && chance(r, 0.5) ? round2(lastBill * (0.3 + r() * 0.4)) : 0;
  const prev = state === "credit" ? -credit : lastBill;
  const carried = round2(prev - payment);
  const amountDue = round2(total + carried);
  const paidOn = addDays(periodStart, int(r, 5, 20));

  const dueFact = d.date("dates.dueDate", null, due, L(W.dueDate));
  const amountDueFact = d.money("totals.amountDue", null, amountDue, L(W.amountDue));
  const newChargesFact = d.money("totals.total", null, total, L(W.newCharges));
  const signed = (n: number) => (n < 0 ? neg(-n) : money(n));
  const prevFact = d.text(null, null, signed(prev), L(W.prev));
  const payFact = payment ? d.text(null, null, neg(payment), L(W.paid(date(paidOn)))) : null;
  const carriedFact = d.text(null, null, signed(carried), loc === "en-US" && state === "arrears" ? L(["Past due amount", "Past due balance"]) : L(W.carried));

  // direct debit (autopay) at times: a notice repeating the amount and the date
  const directDebit = !canonical && amountDue > 0 && chance(r, 0.3);
  const ddText = loc === "en-AU" ? `This amount will be debited from your nominated account on ${date(due)}. Please do not pay this bill.` : loc === "en-GB" ? `We'll collect ${money(amountDue)} by Direct Debit on or just after ${date(due)}.` : loc === "en-IE" ? `This amount will be debited from your account ending ${digits(r, 4)} on or after ${date(due)}.` : `AutoPay: ${money(amountDue)} will be drafted from your checking account on ${date(due)}. Do not pay.`;
  const methodFact = directDebit && chance(r, 0.5) ? d.text("payment.method", null, loc === "en-US" ? "AutoPay" : "Direct Debit", L(["Payment method", "How you pay"])) : null;
  const notices: string[] = [];
  if (directDebit) notices.push(ddText);
  if (state === "credit" && (canonical || chance(r, 0.7))) notices.push(pick(r, [`You were in credit by ${money(credit)}. We've taken this off your new charges.`, `Your account was in credit by ${money(credit)} – thank you. This has been used to reduce this bill.`]));
  if (state === "arrears") notices.push(loc === "en-US" ? `Your account is past due. Please pay the past due amount of ${money(carried)} immediately to avoid a late fee.` : `Your account is overdue. Please pay the overdue amount of ${money(carried)} now.`);
  if (energy && (canonical || chance(r, 0.4))) notices.push(`${w(["Next scheduled meter read", "Your next meter reading is due", "Next reading"])}: ${w(["on or around", "about"])} ${date(addDays(periodEnd, days))}.`);
  // the ways to pay, at times
  const ways = loc === "en-AU" ? `Pay online at ${website}, by phone on ${phone}, by BPAY, Centrepay, or in person at any Post Office.` : loc === "en-GB" ? `Pay online at ${website}, by phone on ${phone}, by bank transfer, or at any PayPoint or Post Office with the slip below.` : loc === "en-IE" ? `Pay online at ${website}, by phone on ${phone}, by bank transfer, or at any An Post office or Payzone outlet.` : `Pay online at ${website}, by phone at ${phone}, by mail with the stub below, or enroll in AutoPay.`;
  if (!canonical && chance(r, 0.4)) notices.push(ways);
  const noticeHtml = notices.length ? `<div style="border-left:3px solid ${acc};padding:3px 8px;margin:8px 0">${notices.map((t) => `<div style="margin:2px 0">${esc(t)}</div>`).join("")}</div>` : "";

  // the big panel: Total amount due, due date
  const big = `font-size:${s + 10}pt;font-weight:bold;line-height:1.1`;
  const panelOn = canonical || chance(r, 0.55);
  const panel = panelOn
    ? `<div style="border:2px solid ${acc};padding:7px 10px"><div style="font-weight:bold">${esc(amountDueFact.label)}</div><div style="${big};color:${acc};margin:2px 0 4px">${esc((amountDueFact.mark(), amountDueFact.shown))}</div><div>${esc(colon(dueFact.label))} <b>${esc((dueFact.mark(), dueFact.shown))}</b></div>${directDebit ? `<div class="small" style="margin-top:3px">${esc(loc === "en-US" ? "Enrolled in AutoPay" : "Paid by Direct Debit")}</div>` : ""}</div>`
    : "";

  // the account summary: a box (rows; total amount due large) or an equation strip
  const summaryStyle = canonical ? "box" : pick(r, ["box", "box", "box", "equation"] as const);
  const sumTitle = L(W.summary);
  let summary: string;
  if (summaryStyle === "box") {
    const shade = canonical || chance(r, 0.6);
    const cellL = "padding:2px 8px";
    const cellR = "padding:2px 8px;text-align:right;white-space:nowrap";
    const row = (f: Fact | null, style = "") => (f ? (f.mark(), `<tr${style ? ` style="${style}"` : ""}><td style="${cellL}">${esc(f.label)}</td><td style="${cellR}">${esc(f.shown)}</td></tr>`) : "");
    const head = shade ? `<tr><td colspan="2" style="background:${acc};color:#fff;font-weight:bold;padding:3px 8px">${esc(sumTitle)}</td></tr>` : `<tr><td colspan="2" style="font-weight:bold;padding:3px 8px;border-bottom:1px solid ${acc}">${esc(sumTitle)}</td></tr>`;
    amountDueFact.mark();
    dueFact.mark();
    const totalRow = `<tr style="border-top:1.5px solid ${acc}"><td style="${cellL};font-weight:bold;font-size:${s + 2}pt">${esc(amountDueFact.label)}</td><td style="${cellR};font-weight:bold;font-size:${s + (panelOn ? 2 : 6)}pt">${esc(amountDueFact.shown)}</td></tr>`;
    const dueRow = `<tr><td style="${cellL}">${esc(dueFact.label)}</td><td style="${cellR};font-weight:bold">${esc(dueFact.shown)}</td></tr>`;
    summary = `<table style="width:100%;border:1.5px solid ${acc};border-collapse:collapse;margin:8px 0">${head}${row(prevFact)}${row(payFact)}${row(carriedFact)}${row(newChargesFact)}${totalRow}${dueRow}</table>`;
  } else {
    const cells: Array<Fact | string> = [prevFact, ...(payFact ? ["-", payFact] : []), "+", newChargesFact, "=", amountDueFact];
    const heads = cells.map((c) => (typeof c === "string" ? `<td></td>` : `<td style="padding:2px 6px;font-size:${Math.max(6.5, s - 1.5)}pt;color:#444;text-align:center">${esc(c.label)}</td>`)).join("");
    const vals = cells.map((c) => (typeof c === "string" ? `<td style="padding:2px 4px;font-size:${s + 4}pt;text-align:center">${c}</td>` : (c.mark(), `<td style="padding:2px 6px;text-align:center;white-space:nowrap;${c === amountDueFact ? `font-weight:bold;font-size:${s + 4}pt` : ""}">${esc(c.shown.replace(/^-|^\(|\)$| CR$/g, c === payFact ? "" : "$&"))}</td>`))).join("");
    summary = `<div style="font-weight:bold;margin-top:8px">${esc(sumTitle)}</div><table style="width:100%;border-top:1.5px solid ${acc};border-bottom:1.5px solid ${acc};border-collapse:collapse;margin:3px 0 8px"><tr>${heads}</tr><tr>${vals}</tr></table>${panelOn ? "" : `<div>${esc(colon(dueFact.label))} <b>${esc((dueFact.mark(), dueFact.shown))}</b></div>`}`;
  }

  // the account details: account, bill number, bill date, period, supply address, meter or service id
  const supplyLabel = telco ? w(["Service address", "Service"]) : w(["Supply address", "Property address", "Service address"]);
  const serviceFact = telco ? d.text(null, null, serviceNo, kind === "mobile" ? w(["Mobile number", "Service number"]) : w(["Service ID", "Account service ID"])) : null;
  const supplyFact = !telco && (canonical || chance(r, 0.7)) ? d.text(null, null, `${custStreet}, ${custCity}`, supplyLabel) : null;
  const meterIdFact = energy && kind !== "dual" && (canonical || chance(r, 0.5)) ? d.text(null, null, meters[0].id, meters[0].idLabel) : null;
  const details = [accountFact(), billNoFact, issueFact, periodFact, serviceFact, supplyFact, meterIdFact, methodFact].filter((f): f is Fact => !!f);
  const detailsHtml = `<table style="border-collapse:collapse">${details.map((f) => (f.mark(), `<tr><td style="padding:1px 14px 1px 0;color:#444;white-space:nowrap">${d.style.labelBold ? `<b>${esc(colon(f.label))}</b>` : esc(colon(f.label))}</td><td style="padding:1px 0">${esc(f.shown)}</td></tr>`)).join("")}</table>`;

  // the usage: meter readings (a conversion under gas), averages, an estimated annual cost; or data and calls
  let usageHtml = "";
  if (meters.length) {
    const readDate = (iso: string) => `<div class="small">${esc(date(iso))}</div>`;
    const typeWords = w([["(A)", "(E)"], ["Actual", "Estimated"], ["A", "E"]]);
    const type = (est: boolean) => typeWords[est ? 1 : 0];
    const heads = [w(["Meter", "Meter no.", "Meter number"]), w(["Previous reading", "Previous read", "Last reading"]), w(["Current reading", "This reading", "Current read"]), w(["Usage", "Units used", "Consumption"])];
    const rows = meters.map((m) => `<tr><td style="padding:2px 6px">${esc(m.fuel)}<div class="small">${esc(`${m.idLabel === "Meter number" ? "" : `${m.idLabel} `}${m.id}`)}</div></td><td style="padding:2px 6px;text-align:right">${esc(`${ubInt(m.prev)} ${type(false)}`)}${readDate(periodStart)}</td><td style="padding:2px 6px;text-align:right">${esc(`${ubInt(m.curr)} ${type(m.est)}`)}${readDate(periodEnd)}</td><td style="padding:2px 6px;text-align:right;white-space:nowrap">${esc(`${ubInt(m.units)} ${m.unitName}`)}</td></tr>`);
    const th = (t: string, right: boolean) => `<th style="padding:2px 6px;border-bottom:1px solid #555;text-align:${right ? "right" : "left"};font-size:${s - 0.5}pt">${esc(t)}</th>`;
    const conv = meters.filter((m) => m.conversion).map((m) => `<div class="small">${esc(m.conversion!)}</div>`).join("");
    const m0 = meters[0];
    const perDay = m0.units / days;
    const costPerDay = total / days;
    const stats: Array<[string, string]> = [
      [w(["Average daily usage", "Your average daily use"]), `${perDay.toFixed(2)} ${m0.unitName}`],
      [w(["Average daily cost", "Average cost per day"]), money(round2(costPerDay))],
      ...(chance(r, 0.6) ? [[w(["Same time last year", "Last year, same period"]), `${(perDay * (0.8 + r() * 0.4)).toFixed(2)} ${m0.unitName}/day`] as [string, string]] : []),
      ...(loc === "en-AU" && m0.unitName === "kWh" && chance(r, 0.5) ? [["Greenhouse gas emissions", `${((m0.units * 0.79) / 1000).toFixed(2)} tonnes CO2-e`] as [string, string]] : []),
      ...((loc === "en-GB" || loc === "en-IE") && (canonical || chance(r, 0.6)) ? [[w(["Estimated annual cost", "Your estimated cost for the next 12 months"]), money(round2(total * (365 / days) * (0.9 + r() * 0.2)))], [w(["Annual consumption", "Estimated annual usage"]), `${ubInt(Math.round(m0.units * (365 / days)))} ${m0.unitName}`]] as Array<[string, string]> : []),
    ];
    const statsHtml = `<table style="border-collapse:collapse;margin-top:4px">${stats.map(([l, v]) => `<tr><td style="padding:1px 14px 1px 0;color:#444">${esc(l)}</td><td style="padding:1px 0">${esc(v)}</td></tr>`).join("")}</table>`;
    usageHtml = `${heading(w(W.usage))}<table style="width:100%;border-collapse:collapse"><tr>${th(heads[0], false)}${th(heads[1], true)}${th(heads[2], true)}${th(heads[3], true)}</tr>${rows.join("")}</table>${conv}${statsHtml}`;
    // a usage history at times: the last months' averages as bars
    if (!canonical && chance(r, 0.35)) {
      const [, em] = ymd(periodEnd);
      const months = Array.from({ length: 6 }, (_, i) => ubMon(((em - 6 + i + 12) % 12) + 1));
      const vals = months.map(() => perDay * (0.6 + r() * 0.8));
      const max = Math.max(...vals);
      usageHtml += `<table style="border-collapse:collapse;margin-top:6px"><tr>${vals.map((v) => `<td style="vertical-align:bottom;padding:0 5px;text-align:center"><div class="small">${v.toFixed(1)}</div><div style="width:22px;height:${Math.round((v / max) * 40)}px;background:${acc};margin:0 auto"></div></td>`).join("")}</tr><tr>${months.map((m) => `<td class="small" style="text-align:center">${m}</td>`).join("")}</tr></table><div class="small">${esc(`${m0.unitName} per day`)}</div>`;
    }
  } else if (usageRows.length) {
    usageHtml = `${heading(w(W.usage))}<div class="small">${esc(`${kind === "mobile" ? w(["Service", "Mobile"]) : w(["Service", "Broadband"])} ${serviceNo}`)}</div><table style="border-collapse:collapse;margin-top:3px">${usageRows.map(([l, v]) => `<tr><td style="padding:1px 16px 1px 0;color:#444">${esc(l)}</td><td style="padding:1px 0">${esc(v)}</td></tr>`).join("")}</table>`;
  }

  // the charges: columns (description, quantity, rate, amount) or one text per line; totals under them
  const cols = canonical || chance(r, 0.55);
  const bare = !canonical && chance(r, 0.35);
  const amt = (n: number) => (bare ? number(n, ",", ".") : money(n));
  const per = canonical ? "@" : pick(r, ["@", "at", "×"]);
  const cell = (right: boolean) => `padding:2px 6px;${right ? "text-align:right;white-space:nowrap" : ""}`;
  const ncols = cols ? 4 : 2;
  const groups = [...new Set(lines.map((l) => l.group))];
  const rowsHtml = groups
    .map((grp) => {
      const gl = lines.filter((l) => l.group === grp);
      const gh = grp ? `<tr><td colspan="${ncols}" style="padding:5px 6px 1px;font-weight:bold">${esc(`${grp} ${w(["charges", "charges"])}`)}</td></tr>` : "";
      return gh + gl.map((l) => (cols ? `<tr><td style="${cell(false)}">${esc(l.description)}</td><td style="${cell(true)}">${esc(l.qtyText)}</td><td style="${cell(true)}">${esc(l.rateText)}</td><td style="${cell(true)}">${esc(amt(l.amount))}</td></tr>` : `<tr><td style="${cell(false)}">${esc(l.qty !== null ? `${l.description} ${l.qtyText} ${per} ${l.rateText}` : l.description)}</td><td style="${cell(true)}">${esc(amt(l.amount))}</td></tr>`)).join("");
    })
    .join("");
  d.set("lineItems", lines.map((l) => (cols ? { description: l.description, quantity: l.qty, unitPrice: l.unitPrice, tax: null, amount: l.amount } : { description: l.qty !== null ? `${l.description} ${l.qtyText} ${per} ${l.rateText}` : l.description, quantity: null, unitPrice: null, tax: null, amount: l.amount })));
  const th = (t: string, right: boolean) => `<th style="padding:2px 6px;border-bottom:1px solid #555;text-align:${right ? "right" : "left"};font-size:${s - 0.5}pt">${esc(t)}</th>`;
  const amountHead = bare ? `${w(["Amount", "Charge"])} (${C.sym})` : w(["Amount", "Charge", "Cost"]);
  const headRow = cols ? `<tr>${th(w(["Description", "Charge", "Item"]), false)}${th(w(["Quantity", "Usage", "Qty"]), true)}${th(w(["Rate", "Unit price", "Price"]), true)}${th(amountHead, true)}</tr>` : bare || chance(r, 0.5) ? `<tr>${th(w(["Description", "Charges"]), false)}${th(amountHead, true)}</tr>` : "";
  const subFact = subtotal !== null ? d.money("totals.subtotal", null, subtotal, L(taxMode === "included" ? ["Total excl. GST", "New charges excl. GST"] : W.subtotal)) : null;
  const taxFact = tax !== null && taxMode === "added" ? d.money("totals.tax", null, tax, L(W.tax(rate))) : null;
  const totalFact = d.money("totals.total", null, total, L(W.totalNew));
  const inclFact = tax !== null && taxMode === "included" ? d.money("totals.tax", null, tax, L(W.taxIncluded)) : null;
  const trow = (f: Fact | null, bold = false) => (f ? (f.mark(), `<tr><td colspan="${ncols - 1}" style="${cell(true)}${bold ? ";font-weight:bold" : ""}">${esc(f.label)}</td><td style="${cell(true)}${bold ? ";font-weight:bold" : ""}">${esc(f.shown)}</td></tr>`) : "");
  const totalsRows = `<tr><td colspan="${ncols}" style="border-top:1px solid #999;height:2px;padding:0"></td></tr>${trow(subFact)}${trow(taxFact)}${trow(totalFact, true)}${trow(inclFact)}`;
  const chargesHtml = `${heading(kind === "dual" || !energy ? w(W.charges) : w([...W.charges, `Your ${kind} charges`]))}<div class="small">${esc(`${periodFact.label} ${periodText}`)}</div><table style="width:100%;border-collapse:collapse;margin-top:3px">${headRow}${rowsHtml}${totalsRows}</table>`;

  // GB and Irish energy bills: the tariff box
  const tariffOn = energy && (loc === "en-GB" || loc === "en-IE") && (canonical || chance(r, 0.5));
  const tariffMethod = tariffOn ? d.text("payment.method", null, directDebit ? "Direct Debit" : w(["Pay on receipt of bill", "Cash/cheque"]), w(["Payment method", "How you pay"])) : null;
  const tariffHtml = tariffMethod ? `<div class="small" style="border:1px solid #999;padding:4px 6px;margin:6px 0">${esc(`${w(["Your tariff", "Tariff name"])}: ${w(["Standard Variable", "Fixed Saver 12M", "Flex Direct Debit"])} · ${w(["Tariff ends", "End date"])}: ${w(["None", "N/A", date(addDays(issue, int(r, 60, 300)))])} · ${tariffMethod.label}: ${(tariffMethod.mark(), tariffMethod.shown)}`)}</div>` : "";

  // the payment slip: account, amount due, due date; BPAY, bank giro credit, IBAN, or a US stub
  const slipOn = !directDebit || chance(r, 0.6);
  let slip = "";
  if (slipOn) {
    const payTo = d.text(null, null, legal);
    const kvs = (facts: Array<Fact | null>) => `<table style="border-collapse:collapse">${facts.filter((f): f is Fact => !!f).map((f) => (f.mark(), `<tr><td style="padding:1px 12px 1px 0;color:#444;white-space:nowrap">${esc(colon(f.label))}</td><td style="padding:1px 0;font-weight:bold">${esc(f.shown)}</td></tr>`)).join("")}</table>`;
    const slipAmount = d.money("totals.amountDue", null, amountDue, L(["Amount due", "Total due", "Amount payable", amountDueFact.label]));
    const slipDue = d.date("dates.dueDate", null, due, L(["Due date", "Pay by", dueFact.label]));
    const slipAccount = d.text("recipient.customerNumber", null, accountNo, accountLabel);
    let method = "";
    let left = "";
    if (loc === "en-AU") {
      const biller = String(int(r, 1000, 999999));
      const ref = `${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`;
      const refFact = d.text("references.reference", null, ref, "Ref");
      method = `<div style="border:1.5px solid #1a3c6e;padding:4px 8px;display:inline-block"><div style="font-weight:bold;color:#1a3c6e">BPAY®</div>${kvs([d.text(null, null, biller, "Biller code"), refFact])}<div class="small">Telephone &amp; Internet Banking – BPAY®</div></div>${chance(r, 0.6) ? `<div class="small" style="margin-top:4px">${esc(`Post Billpay: *${int(r, 100, 999)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`)}</div>` : ""}`;
    } else if (loc === "en-GB") {
      const sort = `${digits(r, 2)}-${digits(r, 2)}-${digits(r, 2)}`;
      const bankAcc = digits(r, 8);
      method = `<div style="font-weight:bold">bank giro credit</div>${kvs([d.text(null, null, sort, "Sort code"), d.text("payment.accountNumber", null, bankAcc, w(["Credit account", "Bank account number"])), d.text("payment.bankName", null, g.issuer.bank, "Bank"), d.text(null, null, accountNo.replace(/[^A-Z0-9]/gi, ""), "Reference")])}`;
    } else if (loc === "en-IE") {
      method = `<div style="font-weight:bold">${esc(w(["Pay by bank transfer", "Bank details"]))}</div>${kvs([d.text("payment.iban", null, g.issuer.iban, "IBAN"), d.text("payment.bic", null, g.issuer.bic, "BIC"), d.text(null, null, accountNo.replace(/\s/g, ""), w(["Reference", "Payment reference"]))])}`;
    } else {
      const late = chance(r, 0.35) ? `<tr><td style="padding:1px 12px 1px 0;color:#444">${esc(`Amount due after ${date(due)}`)}</td><td style="padding:1px 0">${esc(money(round2(amountDue + Math.max(5, amountDue * 0.015))))}</td></tr>` : "";
      method = `<div>${esc(w(["Make checks payable to", "Please make checks payable to"]))} ${esc((payTo.mark(), payTo.shown))}</div><table style="border-collapse:collapse;margin-top:4px">${late}<tr><td style="padding:6px 12px 1px 0;color:#444">${esc(w(["Amount enclosed", "Amount paid"]))}</td><td style="padding:6px 0 1px">$ ________________</td></tr></table>`;
      left = `<div class="small" style="margin-top:6px;letter-spacing:1px">${digits(r, 10)} ${digits(r, 9)} ${digits(r, 1)}</div>`;
    }
    const cut = `<div style="text-align:center;font-size:${Math.max(6.5, s - 2)}pt;color:#444;border-bottom:1px dashed #000;padding-bottom:2px">${esc(loc === "en-US" ? w(["Please return this portion with your payment", "Detach and return with payment"]) : w(["Please detach and return this slip with your payment", "Detach here", "Payment slip – please detach"]))}</div>`;
    const slipHead = `<div style="font-weight:bold;font-size:${s + 2}pt;color:${acc}">${esc(brand)}</div><div style="font-weight:bold">${esc(loc === "en-US" ? w(["Payment Stub", "Remittance"]) : w(W.slip))}</div>`;
    const cust = `<div style="margin-top:4px">${esc((recipientName.mark(), recipientName.shown))}<br>${addrLines({ street: custStreet, city: custCity })}</div>`;
    slip = `<div style="margin-top:${canonical ? 14 : int(r, 10, 40)}mm;page-break-inside:avoid">${cut}<table style="width:100%;table-layout:fixed;border-collapse:collapse;margin-top:6px"><tr><td style="vertical-align:top;padding-right:10px">${slipHead}${kvs([slipAccount, slipAmount, slipDue])}${cust}${left}</td><td style="vertical-align:top">${method}</td></tr></table></div>`;
  }

  // the footer: the legal name, the tax id, the address, the phone and website
  issuerName.mark();
  d.set("issuer.address", issuerAddr);
  const reg = loc === "en-GB" ? ` Registered in England and Wales No. ${digits(r, 8)}.` : loc === "en-IE" ? ` Registered in Ireland No. ${digits(r, 6)}.` : "";
  const footer = `<div class="foot">${esc(legal)}${taxIdFact ? ` · ${esc(taxIdFact.label)} ${esc((taxIdFact.mark(), taxIdFact.shown))}` : ""} · ${esc(issuerAddr)}.${esc(reg)} ${esc(phoneFact.label)} ${esc((phoneFact.mark(), phoneFact.shown))} · ${esc((webFact.mark(), webFact.shown))}</div>`;

  // the header: the brand's logo text, the title; the customer in the window beside the panel or the details
  const t = W.titles(kind === "dual" ? "energy" : kind === "broadband" ? (loc === "en-AU" ? "internet" : "broadband") : kind === "mobile" && loc === "en-US" ? "wireless" : kind)[canonical ? 0 : int(r, 0, 3)];
  const logo = `<div style="font-size:${s + 9}pt;font-weight:bold;color:${acc};letter-spacing:${canonical ? 0 : pick(r, [0, 0, 1])}px">${esc(!canonical && chance(r, 0.3) ? brand.toUpperCase() : brand)}</div>`;
  const contact = `<div class="small">${esc(L(W.phone))} ${esc(phone)} · ${esc(website)}</div>`;
  const head = `<div class="head"><div class="lh">${logo}${contact}</div><div class="tt">{{TITLE}}</div></div>`;
  const window = `<div class="window" style="margin-top:${canonical ? 8 : int(r, 4, 16)}mm"><div class="small" style="margin-bottom:3px">${esc(`${w(["If undelivered, return to:", "Return address:", ""])} ${kind === "water" || loc === "en-US" ? "PO Box" : w(["Locked Bag", "PO Box"])} ${int(r, 100, 9999)}, ${g.issuer.city}`.trim())}</div><b>${esc((recipientName.mark(), recipientName.shown))}</b><br>${addrLines({ street: custStreet, city: custCity })}</div>`;
  d.set("recipient.address", `${custStreet}, ${custCity}`);
  const detailsFirst = !panelOn || canonical || chance(r, 0.5);
  const top = panelOn ? twoCol(window, detailsFirst ? `${detailsHtml}<div style="height:8px"></div>${panel}` : panel, { leftWidth: 52 }) + (detailsFirst ? "" : detailsHtml) : twoCol(window, detailsHtml, { leftWidth: 52 });

  // the order of the blocks; one or two pages (the slip on the first page's foot, or the details first)
  const layout = canonical ? "one" : pick(r, ["one", "one", "slipFirst", "slipLast"] as const);
  const usageFirst = canonical || chance(r, 0.5);
  const detailBlocks = usageFirst ? [usageHtml, tariffHtml, chargesHtml] : [chargesHtml, usageHtml, tariffHtml];
  const page2Head = `<div class="small" style="border-bottom:1px solid #999;padding-bottom:2px;margin-bottom:6px">${esc(`${brand} · ${accountLabel} ${accountNo} · ${w(["Page 2 of 2", "Page 2"])}`)}</div>`;
  const body =
    layout === "one"
      ? [top, summary, noticeHtml, ...detailBlocks, footer, slip]
      : layout === "slipFirst"
        ? [top, summary, noticeHtml, footer, slip, pageBreak(), page2Head, ...detailBlocks]
        : [top, summary, ...detailBlocks, pageBreak(), page2Head, noticeHtml, footer, slip];
  return finish(d, g, head, body.join(""), t, { titleAlign: "right" });
}

// ---------------------------------------------------------------- a hotel's guest folio

type HfLoc = "en-GB" | "en-AU" | "en-US" | "de" | "fr";
type HfLang = "en" | "de" | "fr";
type HfItem = "room" | "breakfast" | "minibar" | "restaurant" | "bar" | "parking" | "laundry" | "cityTax" | "surcharge" | "resort";
/** A ledger line: a charge (VAT included at `vat` %, or a US net charge / tax line) or the payment (a credit). */
type HfRow = { date: string; desc: string; supp: string; charge: number | null; credit: number | null; vat: number | null; usTax: boolean };

const FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
/** VAT rate per kind of charge, prices VAT-inclusive (the US posts its taxes as lines of their own: null). */
const HF_VAT: Record<HfLoc, Partial<Record<HfItem, number | null>>> = {
  "en-GB": { room: 20, breakfast: 20, minibar: 20, restaurant: 20, bar: 20, parking: 20, laundry: 20 },
  "en-AU": { room: 10, breakfast: 10, minibar: 10, restaurant: 10, bar: 10, parking: 10, laundry: 10, surcharge: 10 },
  "en-US": { room: null, breakfast: null, minibar: null, restaurant: null, bar: null, parking: null, laundry: null, resort: null },
  // accommodation at the reduced rate, breakfast and the rest at the standard rate, the city tax outside VAT
  de: { room: 7, breakfast: 19, minibar: 19, restaurant: 19, bar: 19, parking: 19, laundry: 19, cityTax: 0 },
  fr: { room: 10, breakfast: 10, minibar: 10, restaurant: 10, bar: 20, parking: 20, laundry: 20, cityTax: 0 },
};
const HF_ITEMS: Record<HfLang, Record<HfItem, string[]>> = {
  en: { room: ["Accommodation", "Room Charge", "Room", "Overnight Stay", "Room Rate"], breakfast: ["Breakfast", "Buffet Breakfast", "Breakfast Buffet"], minibar: ["Minibar", "Mini Bar", "In-Room Bar"], restaurant: ["Restaurant", "Dinner - Restaurant", "Restaurant Food"], bar: ["Bar", "Lobby Bar", "Bar Beverage"], parking: ["Parking", "Car Park", "Valet Parking"], laundry: ["Laundry", "Dry Cleaning"], cityTax: ["City Tax", "Tourist Tax", "Accommodation Tax"], surcharge: ["Credit Card Surcharge", "Card Surcharge", "Merchant Fee"], resort: ["Resort Fee", "Destination Amenity Fee", "Urban Fee"] },
  de: { room: ["Übernachtung", "Logis", "Zimmer", "Übernachtung/Logis"], breakfast: ["Frühstück", "Frühstücksbuffet"], minibar: ["Minibar"], restaurant: ["Restaurant", "Speisen Restaurant"], bar: ["Bar", "Getränke Bar", "Hotelbar"], parking: ["Parken", "Tiefgarage", "Garage"], laundry: ["Wäscherei", "Reinigung"], cityTax: ["City Tax", "Übernachtungssteuer", "Beherbergungssteuer", "Kulturförderabgabe"], surcharge: ["Kartengebühr"], resort: ["Servicepauschale"] },
  fr: { room: ["Hébergement", "Chambre", "Nuitée", "Logement"], breakfast: ["Petit-déjeuner", "Petit déjeuner buffet"], minibar: ["Minibar", "Mini-bar"], restaurant: ["Restaurant", "Dîner restaurant"], bar: ["Bar", "Boissons bar"], parking: ["Parking", "Garage"], laundry: ["Blanchisserie", "Pressing"], cityTax: ["Taxe de séjour", "Taxe de séjour (par pers./nuit)"], surcharge: ["Frais de carte"], resort: ["Forfait services"] },
};
type HfWords = {
  invoice: string[]; folio: string[]; conf: string[]; room: string[]; arrival: string[]; departure: string[]; cashier: string[]; page: string[]; of: string;
  persons: string[]; rate: string[]; nights: string[]; roomType: string[]; issueDate: string[]; guest: string[]; company: string[]; address: string[]; attn: string[]; currency: string[];
  cols: { date: string[]; desc: string[]; supp: string[]; charges: string[]; credits: string[]; amount: string[] };
  total: string[]; paid: string[]; balance: string[]; grand: string[];
  vatHead: string[]; vatCols: { rate: string[]; net: string[]; vat: string[]; gross: string[] }; vatSum: string[]; exempt: string[];
  signature: string[]; liability: string; thanks: string[]; printed: string; no: string; operated: string[];
};
const HF_WORDS: Record<HfLang, HfWords> = {
  en: {
    invoice: ["Invoice No.", "Invoice Number", "Invoice #", "Invoice No"], folio: ["Folio No.", "Folio", "Folio Number", "Folio #"], conf: ["Confirmation No.", "Conf. No.", "Confirmation #", "Reservation No.", "Booking Ref."],
    room: ["Room", "Room No.", "Room Number"], arrival: ["Arrival", "Arrival Date", "Check-in", "Arrived"], departure: ["Departure", "Departure Date", "Check-out", "Departed"], cashier: ["Cashier", "Cashier No.", "Clerk", "User"], page: ["Page"], of: "of",
    persons: ["Guests", "Persons", "Adults", "No. of Guests"], rate: ["Rate", "Room Rate", "Daily Rate"], nights: ["Nights", "No. of Nights"], roomType: ["Room Type", "Category"], issueDate: ["Date", "Invoice Date", "Folio Date", "Date of Issue", "Bill Date"],
    guest: ["Guest", "Guest Name", "Name"], company: ["Company", "Company Name"], address: ["Address"], attn: ["Attn:", "Attention:"], currency: ["Currency", "Currency code"],
    cols: { date: ["Date"], desc: ["Description", "Text", "Details", "Transaction"], supp: ["Reference", "Supplement", "Ref."], charges: ["Charges", "Debit", "Charge"], credits: ["Credits", "Credit", "Payments"], amount: ["Amount"] },
    total: ["Total", "TOTAL", "Totals", "Folio Total"], paid: ["Payments", "Paid", "Total Payments"], balance: ["Balance", "Balance Due", "BALANCE", "Amount Due"], grand: ["Total incl. VAT", "Invoice Total", "Total Amount"],
    vatHead: ["VAT Summary", "VAT Analysis", "Tax Summary", "VAT Breakdown"], vatCols: { rate: ["VAT %", "Rate", "VAT Rate"], net: ["Net", "Net Amount", "Excl. VAT"], vat: ["VAT", "VAT Amount", "Tax"], gross: ["Gross", "Incl. VAT", "Total"] }, vatSum: ["Total"], exempt: ["0%", "Exempt", "n/a"],
    signature: ["Guest Signature", "Guest signature", "Signature"],
    liability: "I agree that my liability for this bill is not waived and agree to be held personally liable in the event that the indicated person, company or association fails to pay for any part or the full amount of these charges.",
    thanks: ["Thank you for staying with us. We look forward to welcoming you back.", "Thank you for your stay. We hope to see you again soon.", "We hope you enjoyed your stay."], printed: "Printed", no: "No.", operated: ["Operated by", "A property of", ""],
  },
  de: {
    invoice: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr."], folio: ["Folio-Nr.", "Folio", "Gastkonto-Nr."], conf: ["Reservierungsnummer", "Buchungsnummer", "Bestätigungs-Nr.", "Res.-Nr."],
    room: ["Zimmer", "Zimmer-Nr.", "Zimmernummer"], arrival: ["Anreise", "Ankunft", "Anreisedatum"], departure: ["Abreise", "Abreisedatum"], cashier: ["Kassierer", "Kasse", "Bediener"], page: ["Seite"], of: "von",
    persons: ["Personen", "Anzahl Personen", "Erwachsene"], rate: ["Zimmerpreis", "Rate", "Preis/Nacht"], nights: ["Nächte", "Anzahl Nächte"], roomType: ["Zimmerkategorie", "Kategorie"], issueDate: ["Rechnungsdatum", "Datum", "Belegdatum"],
    guest: ["Gast", "Gastname", "Name"], company: ["Firma", "Unternehmen"], address: ["Anschrift", "Adresse"], attn: ["z. Hd.", "z. H."], currency: ["Währung"],
    cols: { date: ["Datum"], desc: ["Beschreibung", "Text", "Leistung", "Buchungstext"], supp: ["Referenz", "Beleg", "Zusatz"], charges: ["Belastung", "Soll", "Betrag"], credits: ["Entlastung", "Haben", "Zahlung"], amount: ["Betrag"] },
    total: ["Summe", "Gesamt", "Total", "Gesamtsumme"], paid: ["Bezahlt", "Zahlungen", "Gezahlt"], balance: ["Saldo", "Offener Saldo", "Offener Betrag", "Restbetrag"], grand: ["Rechnungsbetrag", "Gesamtbetrag inkl. MwSt.", "Gesamtbetrag"],
    vatHead: ["MwSt.-Übersicht", "Steuerübersicht", "Mehrwertsteuer", "Umsatzsteuer-Ausweis"], vatCols: { rate: ["MwSt.-Satz", "Steuersatz", "MwSt. %"], net: ["Netto", "Nettobetrag"], vat: ["MwSt.", "Steuer", "MwSt.-Betrag"], gross: ["Brutto", "Bruttobetrag"] }, vatSum: ["Summe", "Gesamt"], exempt: ["0 %", "steuerfrei", "nicht steuerbar"],
    signature: ["Unterschrift des Gastes", "Unterschrift Gast", "Unterschrift"],
    liability: "Ich erkläre mich damit einverstanden, dass ich für die Bezahlung dieser Rechnung persönlich hafte, falls die angegebene Person, Firma oder Organisation den Betrag ganz oder teilweise nicht begleicht.",
    thanks: ["Vielen Dank für Ihren Aufenthalt. Wir freuen uns auf Ihren nächsten Besuch.", "Wir danken für Ihren Besuch und wünschen eine gute Heimreise!", "Auf Wiedersehen!"], printed: "Gedruckt am", no: "Nr.", operated: ["Betrieben von", "Ein Haus der", ""],
  },
  fr: {
    invoice: ["Facture n°", "N° de facture", "Numéro de facture"], folio: ["N° de folio", "Folio", "Compte n°"], conf: ["N° de réservation", "Confirmation n°", "Réservation"],
    room: ["Chambre", "N° de chambre", "Chambre n°"], arrival: ["Arrivée", "Date d'arrivée"], departure: ["Départ", "Date de départ"], cashier: ["Caissier", "Réceptionniste", "Opérateur"], page: ["Page"], of: "sur",
    persons: ["Personnes", "Nombre de personnes", "Adultes"], rate: ["Tarif", "Prix/nuit", "Tarif journalier"], nights: ["Nuits", "Nombre de nuits"], roomType: ["Type de chambre", "Catégorie"], issueDate: ["Date de facture", "Date", "Date d'émission", "Émise le"],
    guest: ["Client", "Nom du client", "Hôte"], company: ["Société", "Entreprise"], address: ["Adresse"], attn: ["À l'attention de", "A l'att. de"], currency: ["Devise", "Monnaie"],
    cols: { date: ["Date"], desc: ["Libellé", "Description", "Désignation"], supp: ["Référence", "Réf."], charges: ["Débit", "Montant", "Charges"], credits: ["Crédit", "Paiements", "Règlement"], amount: ["Montant"] },
    total: ["Total", "TOTAL", "Totaux"], paid: ["Payé", "Réglé", "Paiements"], balance: ["Solde", "Solde dû", "Reste à payer", "Solde à payer"], grand: ["Total TTC", "Montant total TTC", "Total facture TTC"],
    vatHead: ["Récapitulatif TVA", "Détail TVA", "Ventilation TVA"], vatCols: { rate: ["Taux", "Taux TVA", "TVA %"], net: ["Montant HT", "HT", "Base HT"], vat: ["TVA", "Montant TVA"], gross: ["TTC", "Montant TTC"] }, vatSum: ["Total"], exempt: ["0 %", "Exonéré", "Non soumis"],
    signature: ["Signature du client", "Signature", "Signature de l'hôte"],
    liability: "Je reconnais être personnellement responsable du paiement de la présente facture si la personne, la société ou l'organisme désigné ne réglait pas tout ou partie de ces prestations.",
    thanks: ["Merci de votre séjour. Nous espérons vous revoir bientôt.", "Toute l'équipe vous remercie de votre visite.", "Au plaisir de vous accueillir à nouveau."], printed: "Imprimé le", no: "n°", operated: ["Exploité par", "Un établissement de", ""],
  },
};
const HF_TITLES: Record<HfLoc, Record<HfLang, string[]>> = {
  "en-GB": { en: ["Invoice", "Guest Folio", "VAT Invoice", "INVOICE", "Guest Bill"], de: [], fr: [] },
  "en-AU": { en: ["Tax Invoice", "TAX INVOICE", "Guest Folio - Tax Invoice", "Tax Invoice / Guest Folio"], de: [], fr: [] },
  "en-US": { en: ["Guest Folio", "Folio", "GUEST FOLIO", "Guest Receipt", "Hotel Bill"], de: [], fr: [] },
  de: { en: ["Invoice", "INVOICE", "Guest Folio"], de: ["Rechnung", "RECHNUNG", "Hotelrechnung", "Gastrechnung"], fr: [] },
  fr: { en: ["Invoice", "INVOICE", "Guest Folio"], de: [], fr: ["Facture", "FACTURE", "Note d'hôtel", "Facture / Note"] },
};
/** Brand names (the sign over the door) and the legal names of the companies that run the hotels. */
const HF_BRAND: Record<HfLoc, { stems: string[]; forms: string[]; owners: string[]; legal: string[] }> = {
  "en-GB": { stems: ["Kingsbridge", "Ashford", "Pennine", "Harcourt", "Wellington", "Royal Crescent", "Blackwood"], forms: ["The {S} Hotel", "{S} House Hotel", "The {S}", "{S} Hotel & Spa"], owners: ["Northgate", "Hartley", "Albion", "Thameside"], legal: ["{S} Hotels Ltd", "{O} Hospitality Limited", "{O} Leisure Ltd", "{S} Hotel Management Ltd"] },
  "en-AU": { stems: ["Harbourview", "Wattle Grove", "Southbank", "Bondi Bay", "Ironbark", "Coral Sea", "Kookaburra"], forms: ["The {S} Hotel", "{S} Hotel", "{S} Suites", "{S} Resort"], owners: ["Southern Cross", "Bluegum", "Redgum", "Tasman"], legal: ["{S} Hotel Operations Pty Ltd", "{O} Hospitality Pty Ltd", "{O} Hotels Pty. Ltd.", "{S} Hotel Pty Ltd"] },
  "en-US": { stems: ["Lakeside", "Redwood", "Liberty", "Cascade", "Granite Peak", "Magnolia", "Riverfront"], forms: ["The {S} Hotel", "{S} Inn & Suites", "{S} Lodge", "{S} Hotel & Conference Center"], owners: ["Summit", "Keystone", "Pinnacle", "Heartland"], legal: ["{S} Hotel Operating LLC", "{O} Hospitality Group, Inc.", "{O} Hotel Partners LP", "{S} Hotel Owner LLC"] },
  de: { stems: ["Am Stadtpark", "Zur Post", "Lindenhof", "Kaiserhof", "Elbblick", "Alpenrose", "Am Dom"], forms: ["Hotel {S}", "Parkhotel {S}", "Hotel {S}", "Landhotel {S}"], owners: ["Hanse", "Rheinland", "Weber", "Schneider"], legal: ["Hotel {S} Betriebs GmbH", "{O} Hotelgesellschaft mbH", "{O} Hotels GmbH & Co. KG", "{O} Hotelbetriebe GmbH"] },
  fr: { stems: ["du Lac", "Le Régent", "des Bains", "de la Gare", "Le Provençal", "Saint-Germain", "des Arts"], forms: ["Hôtel {S}", "Grand Hôtel {S}", "Hôtel {S}"], owners: ["Lambert", "Rivage", "Azur", "Moreau"], legal: ["SAS {O} Hôtellerie", "Société Hôtelière {O} SARL", "{O} Hôtels SAS", "SARL Hôtel {S}"] },
};
const HF_FIRST: Array<[string, "m" | "f"]> = [["James", "m"], ["Olivia", "f"], ["Thomas", "m"], ["Sophie", "f"], ["Daniel", "m"], ["Claire", "f"], ["Michael", "m"], ["Anna", "f"], ["Lukas", "m"], ["Emma", "f"], ["Pierre", "m"], ["Hannah", "f"], ["Marco", "m"], ["Priya", "f"]];
const HF_LAST = ["Thompson", "Walsh", "Becker", "Okafor", "Lindqvist", "Murphy", "Dubois", "Keller", "Nguyen", "Fitzgerald", "Hughes", "Moreau", "Schneider", "Patel"];
const HF_COUNTRY: Record<string, Record<HfLang, string>> = {
  GB: { en: "United Kingdom", de: "Vereinigtes Königreich", fr: "Royaume-Uni" }, US: { en: "USA", de: "USA", fr: "États-Unis" }, AU: { en: "Australia", de: "Australien", fr: "Australie" },
  DE: { en: "Germany", de: "Deutschland", fr: "Allemagne" }, FR: { en: "France", de: "Frankreich", fr: "France" }, NL: { en: "Netherlands", de: "Niederlande", fr: "Pays-Bas" }, IT: { en: "Italy", de: "Italien", fr: "Italie" },
};

/** Ledger dates (short) and stay / issue dates (long) as property-management systems print them. */
function hfDates(loc: HfLoc, lang: HfLang): { short: Array<(iso: string) => string>; long: Array<(iso: string) => string> } {
  const p = (n: number) => String(n).padStart(2, "0");
  const yy = (y: number) => String(y).slice(2);
  const dmy = (sep: string, full: boolean) => (iso: string) => { const [y, m, d] = ymd(iso); return `${p(d)}${sep}${p(m)}${sep}${full ? y : yy(y)}`; };
  const mdy = (sep: string, full: boolean) => (iso: string) => { const [y, m, d] = ymd(iso); return `${p(m)}${sep}${p(d)}${sep}${full ? y : yy(y)}`; };
  // Opera's own: "15-MAR-25"
  const opera = (iso: string) => { const [y, m, d] = ymd(iso); return `${p(d)}-${EN_MONTHS[m - 1].slice(0, 3).toUpperCase()}-${yy(y)}`; };
  const enLong = (iso: string) => { const [y, m, d] = ymd(iso); return `${d} ${EN_MONTHS[m - 1]} ${y}`; };
  const enMon = (iso: string) => { const [y, m, d] = ymd(iso); return `${p(d)} ${EN_MONTHS[m - 1].slice(0, 3)} ${y}`; };
  const usLong = (iso: string) => { const [y, m, d] = ymd(iso); return `${EN_MONTHS[m - 1]} ${d}, ${y}`; };
  const usMon = (iso: string) => { const [y, m, d] = ymd(iso); return `${EN_MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`; };
  const deLong = (iso: string) => { const [y, m, d] = ymd(iso); return `${d}. ${DE_MONTHS[m - 1]} ${y}`; };
  const frLong = (iso: string) => { const [y, m, d] = ymd(iso); return `${d === 1 ? "1er" : d} ${FR_MONTHS[m - 1]} ${y}`; };
  if (loc === "en-US") return { short: [mdy("/", false), mdy("-", false), mdy("/", true), opera], long: [mdy("/", true), usLong, usMon, mdy("-", false)] };
  if (loc === "en-GB" || loc === "en-AU") return { short: [dmy("/", false), dmy("/", true), opera], long: [dmy("/", true), enLong, enMon, opera] };
  const sep = loc === "de" ? "." : "/";
  if (lang === "en") return { short: [dmy(sep, false), dmy(sep, true), opera], long: [dmy(sep, true), enLong, opera] };
  return { short: [dmy(sep, false), dmy(sep, true)], long: [dmy(sep, true), loc === "de" ? deLong : frLong, dmy(sep, false)] };
}

// 18. A hotel's guest folio or final bill as property-management systems (Opera, Mews, Protel) print it at
//     check-out, in Britain, Australia, the US, Germany or France (German and French hotels in their own
//     language or in English): the brand's letterhead (address, phone, web) with the operating company's
//     legal name under it or in the footer (never the brand), the tax id (VAT, ABN, USt-IdNr., TVA; a SIRET
//     and a court register beside it); the guest's block (name, company, address, at times the company as
//     the addressee "Attn: Mr X") beside the stay block (room, arrival, departure, nights, persons, rate,
//     folio no., invoice no., confirmation no., cashier, page, at times the invoice date); a dated ledger
//     (Date | Description | Reference | Charges | Credits, or one Amount column with the payment negative)
//     of room nights, breakfast, city tax, minibar, restaurant, bar, parking, US occupancy taxes, an AU card
//     surcharge, and the card payment equal to the total; Total, Balance 0.00; a VAT summary by rate
//     (7 % / 19 % / 0 % city tax in Germany, 10 % / 20 % in France, 20 % in Britain; "includes GST of" in
//     Australia; a US tax summary at times); the liability sentence and a guest signature line.
//     The truth: the legal name is the issuer, the guest (or the addressed company) the recipient, the
//     invoice number (the folio number when no invoice number is printed) the number, the invoice or print
//     date (never arrival or departure) the issue date, the charges' total the total, no due date.
function hotelFolio(r: Rng, canonical: boolean): Built {
  const { d, g } = draw(r, canonical, { locales: ["en-GB", "en-AU", "en-US", "de", "fr"], kinds: ["invoice"] });
  const loc = g.locale as HfLoc;
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const lang: HfLang = loc === "de" || loc === "fr" ? (canonical || !chance(r, 0.3) ? loc : "en") : "en";
  const W = HF_WORDS[lang];
  const s = d.style.size;
  const acc = d.style.accent;
  const hotel = g.issuer;
  const cityName = hotel.city.replace(/^\d{5}\s+/, "").replace(/\s+[A-Z]{2,3}\s+\d{4}$/, "").replace(/,.*$/, "").replace(/\s+[A-Z]{1,2}\d.*$/, "");
  const colon = (l: string) => `${l}${d.style.colon && !/[:#.]$/.test(l) ? ":" : ""}`;

  // money: the country's digits (English print-outs of German and French hotels at times in English digits);
  // the currency by a symbol on the totals, a code in the column heads, a "Currency" field, or on every amount
  const enDigits = lang === "en" && (loc === "de" || loc === "fr") && !canonical && chance(r, 0.3);
  const frSep = canonical ? " " : pick(r, [" ", "\u202f"]);
  const num = (n: number) => (enDigits || loc.startsWith("en") ? number(n, ",", ".") : loc === "de" ? number(n, ".", ",") : number(n, frSep, ","));
  const cur = g.currency;
  const symFmts: Record<HfLoc, Array<(x: string) => string>> = {
    "en-GB": [(x) => `£${x}`, (x) => `GBP ${x}`],
    "en-AU": [(x) => `$${x}`, (x) => `AUD ${x}`, (x) => `$${x} AUD`],
    "en-US": [(x) => `$${x}`, (x) => `USD ${x}`],
    de: [(x) => `${x} €`, (x) => `${x} EUR`, (x) => `EUR ${x}`],
    fr: [(x) => `${x} €`, (x) => `${x} EUR`],
  };
  const symFmt = w(symFmts[loc]);
  // a negative amount: "-£12.00", "-12,00 €", but "AUD -12.00" after a code
  const sym = (n: number) => (n >= 0 ? symFmt(num(n)) : /^[A-Z]/.test(symFmt("1")) ? symFmt(`-${num(-n)}`) : `-${symFmt(num(-n))}`);
  const curMode = canonical ? "totals" : pick(r, ["totals", "totals", "header", "field", "all"] as const);
  const amt = (n: number) => (curMode === "all" ? sym(n) : num(n));
  const tot = (n: number) => (curMode === "header" || curMode === "field" ? num(n) : sym(n));
  const curWord = ({ GBP: "£", AUD: "$", USD: "$", EUR: "€" } as Record<string, string>)[cur] ?? cur;
  const dates = hfDates(loc, lang);
  const shortDate = w(dates.short);
  const longDate = w(dates.long);
  const issueFmt = canonical || chance(r, 0.6) ? longDate : pick(r, dates.long);
  d.style.date = issueFmt;

  // the hotel: a brand over the door, a company behind it
  const B = HF_BRAND[loc];
  const stem = w(B.stems);
  const owner = w(B.owners);
  const brand = w(B.forms).replace("{S}", stem);
  const legal = w(B.legal).replace("{S}", stem).replace("{O}", owner);
  const legalAt = canonical ? "letterhead" : pick(r, ["letterhead", "footer", "footer"] as const);
  const operated = legalAt === "letterhead" && !canonical ? pick(r, W.operated) : "";
  const slug = stem.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "");
  const tld = { "en-GB": "co.uk", "en-AU": "com.au", "en-US": "com", de: "de", fr: "fr" }[loc];
  const website = `www.${slug}${pick(r, ["hotel", "-hotel", ""])}.${tld}`.replace("www.-", "www.");
  const email = `${w(["reception", "frontoffice", "info", "reservations", lang === "de" ? "rezeption" : "accounts"])}@${website.slice(4)}`;
  const issuerName = d.text("issuer.name", null, legal);
  const taxLabel = loc === "en-AU" ? w(["ABN", "A.B.N."]) : loc === "en-US" ? w(["Federal Tax ID", "Tax ID", "EIN"]) : loc === "en-GB" ? w(["VAT Reg. No.", "VAT No.", "VAT Registration No."]) : lang === "en" ? w(["VAT ID", "VAT No.", "VAT Reg. No."]) : loc === "de" ? w(["USt-IdNr.", "USt-ID", "Ust.-Id.-Nr."]) : w(["N° TVA intracom.", "TVA intracommunautaire", "N° TVA"]);
  const taxIdFact = loc === "en-US" && !canonical && !chance(r, 0.15) ? null : d.text("issuer.taxId", null, hotel.taxId, taxLabel);
  const taxIdAt = canonical ? "letterhead" : pick(r, ["letterhead", "footer"] as const);
  const phoneFact = d.text("issuer.phone", null, hotel.phone, w(lang === "de" ? ["Tel.", "Telefon", "T"] : lang === "fr" ? ["Tél.", "Tél", "T"] : ["Tel", "Phone", "T", "Tel."]));
  const emailFact = canonical || chance(r, 0.6) ? d.text("issuer.email", null, email) : null;
  const webFact = canonical || chance(r, 0.6) ? d.text("issuer.website", null, website) : null;
  d.set("issuer.address", `${hotel.street}, ${hotel.city}`);

  // the stay
  const nights = canonical ? 3 : int(r, 1, 4);
  const departure = addDays(g.issueDate, canonical || chance(r, 0.5) ? 0 : -int(r, 1, 4));
  const arrival = addDays(departure, -nights);
  const issue = g.issueDate;
  const persons = canonical ? 2 : pick(r, [1, 1, 2, 2]);
  const roomNo = String(int(r, 1, 14) * 100 + int(r, 1, 40));
  const base: Record<HfLoc, [number, number]> = { "en-GB": [110, 290], "en-AU": [189, 420], "en-US": [149, 389], de: [89, 219], fr: [110, 360] };
  const roomRate = int(r, base[loc][0], base[loc][1]) + (canonical ? 0 : pick(r, [0, 0, 0.5, 0.9]));
  const V = HF_VAT[loc];
  const I = HF_ITEMS[lang];
  const up = !canonical && chance(r, 0.2);
  const desc = (k: HfItem) => { const t = w(I[k]); return up ? t.toUpperCase() : t; };
  const roomDesc = desc("room");
  const rows: HfRow[] = [];
  const charge = (date: string, k: HfItem, amount: number, supp = "", text?: string) => rows.push({ date, desc: text ?? desc(k), supp, charge: round2(amount), credit: null, vat: V[k] ?? null, usTax: false });
  // US occupancy taxes: a state and a city rate, or one combined "Room Tax"
  const usTaxes: Array<[string, number]> = loc !== "en-US" ? [] : canonical || chance(r, 0.6) ? [[w(["State Occupancy Tax", "State Tax", "State Hotel Tax"]), pick(r, [6, 6.5, 5])], [w(["City Occupancy Tax", "City Tax", "Local Occupancy Tax"]), pick(r, [7, 9, 5.875])]] : [[w(["Room Tax", "Occupancy Tax", "Hotel Tax"]), pick(r, [12.5, 14.75, 15])]];
  const resort = loc === "en-US" && !canonical && chance(r, 0.3) ? int(r, 25, 45) : 0;
  const resortDesc = resort ? desc("resort") : "";
  const breakfast = loc === "en-US" ? 0 : canonical || chance(r, 0.65) ? int(r, 16, 32) + (chance(r, 0.5) ? 0.5 : 0) : 0;
  const bfDesc = breakfast ? desc("breakfast") : "";
  const cityTax = V.cityTax === 0 ? (loc === "de" ? (chance(r, 0.5) ? { kind: "pct" as const, v: 5 } : { kind: "fix" as const, v: pick(r, [2.5, 3, 5]) }) : { kind: "fix" as const, v: pick(r, [0.88, 1.65, 2.88, 3.25, 4.4]) }) : null;
  const ctDesc = cityTax ? desc("cityTax") : "";
  const bfSupp = persons > 1 && !canonical && chance(r, 0.4);
  const roomSupp = !canonical && chance(r, 0.5) ? `${lang === "de" ? "Zi." : lang === "fr" ? "Ch." : "Rm"} ${roomNo}` : "";
  for (let i = 0; i < nights; i++) {
    const dt = addDays(arrival, i);
    charge(dt, "room", roomRate, roomSupp, roomDesc);
    for (const [t, pct] of usTaxes) rows.push({ date: dt, desc: up ? t.toUpperCase() : t, supp: "", charge: round2(((roomRate + resort) * pct) / 100), credit: null, vat: null, usTax: true });
    if (resort) charge(dt, "resort", resort, "", resortDesc);
    if (breakfast) charge(dt, "breakfast", breakfast * persons, bfSupp ? `${persons} x ${num(breakfast)}` : "", bfDesc);
    if (cityTax) charge(dt, "cityTax", cityTax.kind === "pct" ? (roomRate / 1.07) * (cityTax.v / 100) : cityTax.v * persons, "", ctDesc);
  }
  const extra = (k: HfItem, p: number, lo: number, hi: number, supp = () => "") => {
    if (!(canonical || chance(r, p))) return;
    const dt = addDays(arrival, int(r, 0, nights - 1));
    const a = int(r, lo * 10, hi * 10) / 10;
    charge(dt, k, a, supp());
    if (loc === "en-US" && (k === "restaurant" || k === "bar")) rows.push({ date: dt, desc: up ? "SALES TAX" : w(["Sales Tax", "Restaurant Tax", "F&B Tax"]), supp: "", charge: round2(a * 0.0825), credit: null, vat: null, usTax: true });
  };
  const check = () => (chance(r, 0.6) ? `${lang === "de" ? "Beleg" : lang === "fr" ? "Ticket" : "Check"} ${digits(r, 4)}` : "");
  extra("minibar", 0.55, 4, 38);
  extra("restaurant", 0.45, 35, 140, check);
  extra("bar", 0.35, 9, 60, check);
  if (!canonical && chance(r, 0.3)) {
    const parkDesc = desc("parking");
    for (let i = 0; i < nights; i++) charge(addDays(arrival, i), "parking", loc === "en-US" ? 45 : loc === "en-AU" ? 35 : loc === "en-GB" ? 18 : 22, "", parkDesc);
  }
  extra("laundry", 0.1, 8, 45);
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const card = pick(r, loc === "de" ? ["Visa", "Mastercard", "girocard", "American Express"] : loc === "fr" ? ["CB Visa", "Carte Bleue", "Mastercard", "American Express"] : ["Visa", "Mastercard", "American Express", loc === "en-AU" ? "Amex" : "Visa"]);
  // an Australian card surcharge (GST included), posted at check-out
  if (loc === "en-AU" && !canonical && chance(r, 0.35)) {
    const pct = /Amex|American/.test(card) ? 2.5 : 1.5;
    const sub = round2(rows.reduce((a, x) => a + (x.charge ?? 0), 0));
    charge(departure, "surcharge", (sub * pct) / 100, "", `${desc("surcharge")} ${card} ${pct}%`);
  }
  const total = round2(rows.reduce((a, x) => a + (x.charge ?? 0), 0));
  const last4 = digits(r, 4);
  const masked = pick(r, [`XXXXXXXXXXXX${last4}`, `************${last4}`, `xxxx-${last4}`, `...${last4}`]);
  const payDesc = w(lang === "de" ? [card, `Zahlung ${card}`] : lang === "fr" ? [card, `Règlement ${card}`] : [card, `Payment - ${card}`, `${card} Payment`]);
  const payInline = !canonical && chance(r, 0.4);
  const payText = payInline ? `${payDesc} ${masked}` : payDesc;
  rows.push({ date: departure, desc: up ? payText.toUpperCase() : payText, supp: payInline ? "" : masked, charge: null, credit: total, vat: null, usTax: false });

  // the tax by rate (VAT-inclusive prices), or the US tax lines
  const groups = [...new Set(rows.filter((x) => x.vat !== null).map((x) => x.vat as number))].sort((a, b) => b - a).map((rate) => {
    const gross = round2(rows.filter((x) => x.vat === rate).reduce((a, x) => a + (x.charge ?? 0), 0));
    const vat = round2((gross * rate) / (100 + rate));
    return { rate, gross, vat, net: round2(gross - vat) };
  });
  const taxSum = loc === "en-US" ? round2(rows.filter((x) => x.usTax).reduce((a, x) => a + (x.charge ?? 0), 0)) : round2(groups.reduce((a, x) => a + x.vat, 0));
  const netSum = round2(total - taxSum);

  // the guest, the company, the address (at times abroad)
  const [first, sex] = pick(r, HF_FIRST);
  const last = pick(r, HF_LAST);
  const hon = lang === "de" ? (sex === "m" ? "Herr" : "Frau") : lang === "fr" ? (sex === "m" ? "M." : "Mme") : sex === "m" ? w(["Mr", "Mr.", "Dr"]) : w(["Ms", "Mrs", "Ms."]);
  const guestName = canonical ? `${hon} ${first} ${last}` : pick(r, [`${hon} ${first} ${last}`, `${hon} ${first} ${last}`, `${first} ${last}`, `${last}, ${first}`, lang === "fr" ? `${hon} ${first} ${last.toUpperCase()}` : `${hon} ${first} ${last}`]);
  const guestLoc: Locale = canonical || chance(r, 0.55) ? loc : pick(r, ["en-GB", "en-US", "de", "fr", "nl", "it"] as Locale[]);
  let home = business(r, guestLoc);
  for (let k = 0; k < 5 && home.city === hotel.city; k++) home = business(r, guestLoc);
  const abroad = home.country !== hotel.country;
  const country = abroad ? (HF_COUNTRY[home.country]?.[lang] ?? home.country) : "";
  const companyName = canonical || chance(r, 0.45) ? business(r, guestLoc).name : null;
  const billCompany = !!companyName && !canonical && chance(r, 0.3);
  const recipientFact = d.text("recipient.name", null, billCompany ? companyName! : guestName);
  const addrText = `${home.street}, ${home.city}${country ? `, ${country}` : ""}`;
  const guestMode = billCompany || canonical ? "window" : pick(r, ["window", "window", "labelled"] as const);
  let guestHtml: string;
  if (guestMode === "window") {
    recipientFact.mark();
    const lines = billCompany ? [`<b>${esc(companyName!)}</b>`, esc(`${w(W.attn)} ${guestName}`)] : [`<b>${esc(guestName)}</b>`, ...(companyName ? [esc(companyName)] : [])];
    guestHtml = `<div class="window">${[...lines, esc(home.street), esc(home.city), ...(country ? [esc(country)] : [])].join("<br>")}</div>`;
  } else {
    const gf = d.text("recipient.name", null, guestName, w(W.guest));
    const cf = companyName ? d.text(null, null, companyName, w(W.company)) : null;
    const af = d.text(null, null, `${home.street}\n${home.city}${country ? `\n${country}` : ""}`, w(W.address));
    guestHtml = `<table style="border-collapse:collapse">${[gf, cf, af].filter((x): x is Fact => !!x).map((x) => (x.mark(), `<tr><td style="padding:1px 12px 1px 0;color:#444;vertical-align:top;white-space:nowrap">${esc(colon(x.label))}</td><td style="padding:1px 0">${esc(x.shown).replace(/\n/g, "<br>")}</td></tr>`)).join("")}</table>`;
  }
  d.set("recipient.address", addrText);

  // the numbers: an invoice number and the folio number, or one of them; the reservation's confirmation number
  const yr = issue.slice(0, 4);
  const numMode = canonical ? "both" : pick(r, ["both", "both", "folio", "invoice"] as const);
  const invoiceNo = loc === "de" ? pick(r, [digits(r, 6), `R${yr}-${digits(r, 5)}`, `${int(r, 10, 99)}/${digits(r, 6)}`]) : loc === "fr" ? pick(r, [`F${yr}${digits(r, 5)}`, digits(r, 7), `FA-${digits(r, 6)}`]) : pick(r, [digits(r, 6), `INV${digits(r, 6)}`, `${yr}-${digits(r, 5)}`, loc === "en-AU" ? `TI${digits(r, 7)}` : digits(r, 7)]);
  const folioNo = `${int(r, 1, 9)}${digits(r, 5)}`;
  const confNo = pick(r, [digits(r, 8), `${int(r, 1, 9)}${digits(r, 8)}`, `RES${digits(r, 6)}`, `${digits(r, 7)}-${int(r, 1, 3)}`]);
  const invFact = numMode !== "folio" ? d.text("references.documentNumber", null, invoiceNo, w(W.invoice)) : null;
  const folioFact = d.text(numMode === "folio" ? "references.documentNumber" : null, null, folioNo, w(W.folio));
  const numberFact = invFact ?? folioFact;
  const numberAt = canonical ? "stay" : pick(r, ["stay", "stay", "stay", "title"] as const);
  const confFact = canonical || chance(r, 0.8) ? d.text(null, null, confNo, w(W.conf)) : null;

  // the issue date: in the stay block, under the title, or "Place, date" over the guest block
  const issueAt: "stay" | "head" | "place" = canonical ? "stay" : pick(r, lang !== "en" ? (["stay", "stay", "head", "place"] as const) : (["stay", "stay", "head"] as const));
  const issueFact = d.date("dates.issueDate", null, issue, w(W.issueDate));

  // the stay block
  const stayFacts: Array<Fact | null> = [
    d.text(null, null, roomNo, w(W.room)),
    d.date("dates.periodStart", null, arrival, w(W.arrival)),
    d.date("dates.periodEnd", null, departure, w(W.departure)),
    !canonical && chance(r, 0.3) ? d.text(null, null, String(nights), w(W.nights)) : null,
    canonical || chance(r, 0.5) ? d.text(null, null, String(persons), w(W.persons)) : null,
    !canonical && chance(r, 0.3) ? d.text(null, null, pick(r, lang === "de" ? ["Doppelzimmer", "Einzelzimmer", "Komfort DZ"] : lang === "fr" ? ["Chambre double", "Supérieure", "Classique"] : ["Deluxe King", "Superior Double", "Standard Queen", "Executive Twin"]), w(W.roomType)) : null,
    canonical || chance(r, 0.4) ? d.text(null, null, amt(roomRate), w(W.rate)) : null,
    ...(numberAt === "title" ? (numMode === "both" ? [folioFact] : []) : numMode === "both" ? [folioFact, invFact] : [numberFact]),
    confFact,
    canonical || chance(r, 0.6) ? d.text(null, null, pick(r, [`${first.toUpperCase().slice(0, 1)}${pick(r, HF_LAST).toUpperCase()}`.slice(0, 8), String(int(r, 1, 40)), pick(r, ["FO1", "NIGHT", "ANNA", "MARIE"])]), w(W.cashier)) : null,
    issueAt === "stay" ? issueFact : null,
    canonical || chance(r, 0.7) ? d.text(null, null, `1 ${W.of} 1`, w(W.page)) : null,
    curMode === "field" ? d.text(null, null, cur, w(W.currency)) : null,
  ];
  const stay = stayFacts.filter((x): x is Fact => !!x);
  const stayStyle = canonical ? "kv" : pick(r, ["kv", "kv", "grid"] as const);
  const labelBold = d.style.labelBold;
  const stayHtml =
    stayStyle === "kv"
      ? `<table style="border-collapse:collapse">${stay.map((x) => (x.mark(), `<tr><td style="padding:1px 14px 1px 0;white-space:nowrap;color:#333">${labelBold ? `<b>${esc(colon(x.label))}</b>` : esc(colon(x.label))}</td><td style="padding:1px 0;white-space:nowrap">${esc(x.shown)}</td></tr>`)).join("")}</table>`
      : `<table style="width:100%;border-collapse:collapse;margin:6px 0 8px">${Array.from({ length: Math.ceil(stay.length / 5) }, (_, i) => stay.slice(i * 5, i * 5 + 5)).map((rowF) => `<tr>${rowF.map((x) => (x.mark(), `<td style="border:1px solid #999;padding:2px 5px;vertical-align:top"><div style="font-size:${Math.max(6.5, s - 2)}pt;color:#555">${esc(x.label)}</div><div>${esc(x.shown)}</div></td>`)).join("")}${rowF.length < 5 ? `<td colspan="${5 - rowF.length}"></td>` : ""}</tr>`).join("")}</table>`;

  // the letterhead: the brand, the legal name under it (or in the footer), the address and contacts
  const t = w(HF_TITLES[loc][lang]);
  const noLine = numberAt === "title" ? (numberFact.mark(), `${numberFact.label} ${numberFact.shown}`) : "";
  const dateLine = issueAt === "head" ? (issueFact.mark(), `${colon(issueFact.label)} ${issueFact.shown}`) : "";
  const contact = [phoneFact && (phoneFact.mark(), `${phoneFact.label} ${phoneFact.shown}`), emailFact && (emailFact.mark(), emailFact.shown), webFact && (webFact.mark(), webFact.shown)].filter(Boolean) as string[];
  const taxLine = taxIdFact && taxIdAt === "letterhead" ? (taxIdFact.mark(), `${taxIdFact.label} ${taxIdFact.shown}`) : "";
  const legalLine = legalAt === "letterhead" ? (issuerName.mark(), `${operated ? `${operated} ` : ""}${legal}`) : "";
  const centred = !canonical && chance(r, 0.4);
  const brandHtml = `<div style="font-size:${s + 8}pt;font-weight:bold;color:${acc};letter-spacing:${canonical ? 0 : pick(r, [0, 1, 2])}px">${esc(!canonical && chance(r, 0.3) ? brand.toUpperCase() : brand)}</div>`;
  const titleBlock = `<div style="font-size:${s + 6}pt;font-weight:bold;color:${acc}">${esc(t)}</div>${noLine ? `<div style="font-weight:bold">${esc(noLine)}</div>` : ""}${dateLine ? `<div>${esc(dateLine)}</div>` : ""}`;
  let head: string;
  if (centred) {
    const addr = [`${hotel.street} · ${hotel.city}`, contact.join(" · "), [legalLine, taxLine].filter(Boolean).join(" · ")].filter(Boolean);
    head = `<div style="text-align:center;border-bottom:2px solid ${acc};padding-bottom:5px;margin-bottom:8px">${brandHtml}${addr.map((a) => `<div class="small">${esc(a)}</div>`).join("")}</div><div style="text-align:${pick(r, ["center", "right", "left"])};margin-bottom:6px">${titleBlock}</div>`;
  } else {
    const lh = [legalLine, hotel.street, hotel.city, ...contact, taxLine].filter(Boolean);
    head = `<table style="width:100%;border-collapse:collapse;border-bottom:2px solid ${acc};margin-bottom:8px"><tr><td style="vertical-align:top;padding-bottom:5px">${brandHtml}${lh.map((a) => `<div class="small">${esc(a)}</div>`).join("")}</td><td style="vertical-align:top;text-align:right;white-space:nowrap;padding-left:12px">${titleBlock}</td></tr></table>`;
  }
  const placeLine = issueAt === "place" ? `<div style="text-align:right;margin-bottom:6px">${esc(`${cityName}, ${lang === "de" ? (chance(r, 0.5) ? "den " : "") : "le "}${(issueFact.mark(), issueFact.shown)}`)}</div>` : "";
  const top = stayStyle === "kv" ? twoCol(guestHtml, stayHtml, { leftWidth: canonical ? 50 : pick(r, [46, 50, 54]) }) : `${guestHtml}${stayHtml}`;

  // the ledger: Date | Description | (Reference) | Charges | Credits, or one Amount column, payment negative
  const twoCols = canonical || chance(r, 0.7);
  const withSupp = canonical || rows.some((x) => x.supp) ? canonical || chance(r, 0.75) : false;
  if (!withSupp) for (const x of rows) if (x.supp) x.desc = `${x.desc} ${x.supp}`;
  const headCur = curMode === "header" ? (canonical || chance(r, 0.5) ? ` ${cur}` : ` (${curWord})`) : "";
  const C = W.cols;
  const th = (label: string, right: boolean, width = "") => `<th style="padding:2px 6px;border-bottom:1px solid #444;border-top:1px solid #444;text-align:${right ? "right" : "left"};font-size:${s - 0.5}pt${width ? `;width:${width}` : ""}">${esc(label)}</th>`;
  const td = (text: string, right: boolean) => `<td style="padding:1px 6px;${right ? "text-align:right;white-space:nowrap" : ""}">${esc(text)}</td>`;
  const heads = [th(w(C.date), false, "13%"), th(w(C.desc), false), ...(withSupp ? [th(w(C.supp), false)] : []), ...(twoCols ? [th(`${w(C.charges)}${headCur}`, true), th(`${w(C.credits)}${headCur}`, true)] : [th(`${w(C.amount)}${headCur}`, true)])];
  const ncol = heads.length;
  d.set("lineItems", rows.filter((x) => x.charge !== null).map((x) => ({ description: x.desc, quantity: null, unitPrice: null, tax: null, amount: x.charge })));
  const body = rows.map((x) => `<tr>${td(shortDate(x.date), false)}${td(x.desc, false)}${withSupp ? td(x.supp, false) : ""}${twoCols ? `${td(x.charge !== null ? amt(x.charge) : "", true)}${td(x.credit !== null ? amt(x.credit) : "", true)}` : td(amt(x.charge ?? -(x.credit ?? 0)), true)}</tr>`).join("");
  const totalFact = d.fact("totals.total", null, total, tot(total), w(W.total));
  const balanceFact = d.fact("totals.amountDue", null, 0, tot(0), w(W.balance));
  const lab = (x: string, span: number, bold = true) => `<td colspan="${span}" style="padding:3px 6px;text-align:right;${bold ? "font-weight:bold" : ""}">${esc(x)}</td>`;
  const val = (x: string, bold = true) => `<td style="padding:3px 6px;text-align:right;white-space:nowrap;${bold ? "font-weight:bold" : ""}">${esc(x)}</td>`;
  const rule = `<tr><td colspan="${ncol}" style="border-top:1px solid #444;padding:0;height:1px"></td></tr>`;
  let foot: string;
  if (twoCols) {
    totalFact.mark();
    balanceFact.mark();
    foot = `${rule}<tr>${lab(totalFact.label, ncol - 2)}${val(totalFact.shown)}${val(tot(total))}</tr><tr>${lab(balanceFact.label, ncol - 2)}<td colspan="2" style="padding:3px 6px;text-align:right;font-weight:bold;white-space:nowrap">${esc(balanceFact.shown)}</td></tr>`;
  } else {
    const paidFact = d.fact("totals.amountPaid", null, total, tot(-total), w(W.paid));
    foot = `${rule}${[totalFact, paidFact, balanceFact].map((x, i) => (x.mark(), `<tr>${lab(x.label, ncol - 1, i !== 1)}${val(x.shown, i !== 1)}</tr>`)).join("")}`;
  }
  const ledger = `<table style="width:100%;border-collapse:collapse;margin-top:10px"><thead><tr>${heads.join("")}</tr></thead><tbody>${body}${foot}</tbody></table>`;
  const grandFact = !canonical && chance(r, 0.3) ? d.fact("totals.total", null, total, sym(total), loc === "en-AU" ? w(["Total (incl. GST)", "Total inc. GST"]) : loc === "en-US" ? w(["Total Charges", "Folio Total"]) : w(W.grand)) : null;
  const grandHtml = grandFact ? `<div style="text-align:right;font-weight:bold;font-size:${s + 1}pt;margin-top:4px">${esc(colon(grandFact.label))} ${esc((grandFact.mark(), grandFact.shown))}</div>` : "";

  // the tax: a summary table by rate (a sum row under several rates), a sentence, or a US summary
  let taxHtml = "";
  const gst = loc === "en-AU";
  const taxStyle = loc === "en-US" ? (canonical || chance(r, 0.6) ? "us" : "none") : gst ? (canonical || chance(r, 0.5) ? "sentence" : "table") : loc === "en-GB" ? (canonical || chance(r, 0.7) ? "table" : "sentence") : "table";
  if (taxStyle === "table") {
    const VC = W.vatCols;
    const vw = (l: string[]) => (gst ? w(l).replace(/VAT/g, "GST") : w(l));
    const exempt = w(W.exempt);
    const rateText = (x: number) => (x === 0 ? exempt : `${lang === "en" ? x : String(x).replace(".", ",")}${lang === "en" ? "%" : " %"}`);
    const sumRow = groups.length > 1 || canonical || chance(r, 0.3);
    const subFact = d.fact("totals.subtotal", null, netSum, amt(netSum));
    const taxFact = d.fact("totals.tax", null, taxSum, amt(taxSum));
    const th2 = (x: string, right: boolean) => `<th style="padding:1px 8px;border-bottom:1px solid #777;text-align:${right ? "right" : "left"};font-weight:normal;font-size:${s - 0.5}pt">${esc(x)}</th>`;
    const trs = groups.map((x, i) => {
      const only = !sumRow && i === 0;
      const n = only ? (subFact.mark(), subFact.shown) : amt(x.net);
      const v = only ? (taxFact.mark(), taxFact.shown) : amt(x.vat);
      return `<tr><td style="padding:1px 8px">${esc(rateText(x.rate))}</td><td style="padding:1px 8px;text-align:right">${esc(n)}</td><td style="padding:1px 8px;text-align:right">${esc(v)}</td><td style="padding:1px 8px;text-align:right">${esc(amt(x.gross))}</td></tr>`;
    });
    if (sumRow) trs.push(`<tr style="font-weight:bold;border-top:1px solid #777"><td style="padding:1px 8px">${esc(w(W.vatSum))}</td><td style="padding:1px 8px;text-align:right">${esc((subFact.mark(), subFact.shown))}</td><td style="padding:1px 8px;text-align:right">${esc((taxFact.mark(), taxFact.shown))}</td><td style="padding:1px 8px;text-align:right">${esc(amt(total))}</td></tr>`);
    const headTxt = gst ? w(["GST Summary", "GST Analysis"]) : w(W.vatHead);
    taxHtml = `<div style="margin-top:12px;font-weight:bold">${esc(headTxt)}</div><table style="border-collapse:collapse;min-width:55%"><tr>${th2(vw(VC.rate), false)}${th2(vw(VC.net), true)}${th2(vw(VC.vat), true)}${th2(vw(VC.gross), true)}</tr>${trs.join("")}</table>`;
  } else if (taxStyle === "sentence") {
    const taxFact = d.fact("totals.tax", null, taxSum, sym(taxSum));
    taxFact.mark();
    const text = gst ? w([`Total includes GST of ${taxFact.shown}`, `GST included in total: ${taxFact.shown}`, `This tax invoice includes GST of ${taxFact.shown}`]) : w([`VAT @ 20% included: ${taxFact.shown}`, `Total includes VAT at 20% of ${taxFact.shown}`, `VAT (20%) included in the above: ${taxFact.shown}`]);
    taxHtml = `<div style="margin-top:8px">${esc(text)}</div>`;
  } else if (taxStyle === "us") {
    const subFact = d.fact("totals.subtotal", null, netSum, sym(netSum), w(["Subtotal", "Charges before Tax", "Room & Incidentals"]));
    const taxFact = d.fact("totals.tax", null, taxSum, sym(taxSum), w(["Total Taxes", "Taxes", "Tax Total"]));
    const all = d.fact("totals.total", null, total, sym(total), w(["Total", "Total Charges", "Folio Total"]));
    taxHtml = `<div style="margin-top:12px;font-weight:bold">${esc(w(["Summary of Charges", "Folio Summary", "Summary"]))}</div><table style="border-collapse:collapse">${[subFact, taxFact, all].map((x) => (x.mark(), `<tr><td style="padding:1px 24px 1px 0">${esc(x.label)}</td><td style="padding:1px 0;text-align:right">${esc(x.shown)}</td></tr>`)).join("")}</table>`;
  }

  // the liability sentence, the signature line, thanks; the footer with the legal name, register, bank
  const sigTitle = w(W.signature);
  const sig = `<div style="margin-top:${canonical ? 26 : int(r, 18, 40)}px;width:${canonical ? 45 : pick(r, [40, 45, 55])}%"><div style="border-bottom:1px solid #000;height:22px"></div><div class="small">${esc(sigTitle)}</div></div>`;
  const liability = canonical || chance(r, 0.7) ? `<p class="small" style="margin-top:12px">${esc(W.liability)}</p>` : "";
  const thanks = canonical || chance(r, 0.6) ? `<p style="margin-top:10px">${esc(w(W.thanks))}</p>` : "";
  const fparts: string[] = [];
  if (legalAt === "footer") fparts.push((issuerName.mark(), !canonical && lang === "en" && chance(r, 0.3) ? `${brand} is operated by ${legal}` : legal));
  if (loc === "en-GB") fparts.push(`Registered in England and Wales No. ${digits(r, 8)}`);
  if (loc === "de") fparts.push(`Sitz ${cityName}`, `Amtsgericht ${cityName} HRB ${int(r, 1000, 99999)}`, `Geschäftsführer: ${pick(r, ["Anna Weber", "Thomas Keller", "Jan Hoffmann", "Julia Krause"])}`);
  if (loc === "fr") {
    const siren = `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`;
    fparts.push(`${/SARL/.test(legal) ? "SARL" : "SAS"} au capital de ${number(pick(r, [10000, 50000, 150000]), " ", ",", true)} €`, `RCS ${cityName} ${siren}`, `SIRET ${siren} ${digits(r, 5)}`, "APE 5510Z");
  }
  if (taxIdFact && taxIdAt === "footer") fparts.push((taxIdFact.mark(), `${taxIdFact.label} ${taxIdFact.shown}`));
  if (legalAt === "footer" || !canonical) fparts.push(`${hotel.street}, ${hotel.city}`);
  const bankOn = (loc === "de" || loc === "fr" || loc === "en-GB") && (canonical || chance(r, loc === "en-GB" ? 0.15 : 0.4));
  const bank = bankOn ? [d.text("payment.bankName", null, hotel.bank), d.text("payment.iban", null, hotel.iban, "IBAN"), d.text("payment.bic", null, hotel.bic, "BIC")].map((x) => (x.mark(), x.label ? `${x.label} ${x.shown}` : x.shown)).join(" · ") : "";
  const printed = !canonical && chance(r, 0.35) ? `<div class="small" style="text-align:right">${esc(`${W.printed} ${issueFmt(issue)} ${String(int(r, 6, 22)).padStart(2, "0")}:${String(int(r, 0, 59)).padStart(2, "0")}`)}</div>` : "";
  if (printed) issueFact.mark();
  const footer = `<div class="foot">${fparts.map(esc).join(" · ")}${bank ? `<br>${esc(bank)}` : ""}</div>`;

  const html = [placeLine, top, ledger, grandHtml, taxHtml, liability, sig, thanks, printed, footer].join("");
  d.set("documentType", t);
  d.set("currency", cur);
  return { d, page: { title: t, head, body: html } };
}

// ---------------------------------------------------------------- a Dutch or Flemish invoice (factuur)

type NlLoc = "nl" | "be";
type NlLine = { code: string; description: string; unit: string; quantity: number; unitPrice: number; rate: number; amount: number };

const NL_BANK: Record<string, [string, string]> = { ABNA: ["ABN AMRO", "ABNANL2A"], INGB: ["ING Bank", "INGBNL2A"], RABO: ["Rabobank", "RABONL2U"], SNSB: ["SNS", "SNSBNL2A"], TRIO: ["Triodos Bank", "TRIONL2U"] };
const BE_BANK: Array<[string, string]> = [["KBC Bank", "KREDBEBB"], ["BNP Paribas Fortis", "GEBABEBB"], ["Belfius Bank", "GKCCBEBB"], ["ING België", "BBRUBEBB"], ["Argenta", "ARSPBE22"]];
const BE_BIZ = {
  stems: ["Peeters", "Janssens", "Maes", "Claes", "Wouters", "Vermeulen", "De Smet", "Van den Broeck"],
  trades: ["Schrijnwerkerij", "Dakwerken", "IT Solutions", "Elektro", "Drukkerij", "Boekhoudkantoor", "Sanitair"],
  forms: ["BV", "NV", "BVBA", "CommV"],
  streets: ["Kortrijksesteenweg", "Stationsstraat", "Brusselsesteenweg", "Grote Markt", "Nijverheidslaan", "Kerkstraat"],
  cities: [["9000 Gent", "RPR Gent"], ["2000 Antwerpen", "RPR Antwerpen"], ["3000 Leuven", "RPR Leuven"], ["8000 Brugge", "RPR Gent, afdeling Brugge"], ["2800 Mechelen", "RPR Antwerpen, afdeling Mechelen"], ["3500 Hasselt", "RPR Antwerpen, afdeling Hasselt"]] as Array<[string, string]>,
};
const NL_FIRST: Array<[string, "m" | "v"]> = [["Daan", "m"], ["Sanne", "v"], ["Lotte", "v"], ["Bram", "m"], ["Femke", "v"], ["Joost", "m"], ["Anouk", "v"], ["Thijs", "m"], ["Eline", "v"], ["Wouter", "m"], ["Lieve", "v"], ["Pieter", "m"]];
const NL_LAST = ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "Peeters", "Willems", "Mulder", "van Leeuwen"];
const NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
// description, unit, low, high, low rate
const NL_ITEMS: Record<NlLoc, Array<[string, string, number, number, boolean]>> = {
  nl: [["Adviesuren", "uur", 75, 145, false], ["Arbeidsloon monteur", "uur", 48, 72, false], ["Voorrijkosten", "stuk", 25, 55, false], ["Onderhoudscontract cv-ketel (jaar)", "stuk", 120, 260, false], ["Hosting en onderhoud website (maand)", "maand", 35, 180, false], ["Softwarelicentie Pro (jaarlicentie)", "stuk", 240, 900, false], ["Verzendkosten", "stuk", 6.95, 14.95, false], ["Thermostaatkraan Danfoss RA-N", "stuk", 28, 65, false], ["Drukwerk visitekaartjes 500 st.", "stuk", 39, 89, false], ["Lunch en catering workshop", "pers.", 12.5, 27.5, true], ["Vakliteratuur (boek)", "stuk", 24.95, 59.95, true], ["Bloemstuk receptie", "stuk", 35, 95, true]],
  be: [["Werkuren", "uur", 45, 68, false], ["Verplaatsingskosten", "stuk", 25, 45, false], ["Plaatsing en montage", "uur", 42, 65, false], ["Onderhoudscontract (jaar)", "stuk", 150, 420, false], ["Licentie boekhoudsoftware", "stuk", 180, 650, false], ["Materiaal volgens bijlage", "stuk", 80, 900, false], ["Renovatiewerken woning ouder dan 10 jaar", "uur", 42, 60, true], ["Schilderwerken woning ouder dan 10 jaar", "m²", 18, 32, true], ["Vakliteratuur", "stuk", 24.95, 49.95, true]],
};

/** A Belgian structured communication, +++090/9337/55493+++: ten digits and their mod-97 check. */
function beStructured(r: Rng): string {
  const base = `${int(r, 1, 9)}${digits(r, 9)}`;
  let rem = 0;
  for (const ch of base) rem = (rem * 10 + Number(ch)) % 97;
  const check = rem || 97;
  const s = `${base}${String(check).padStart(2, "0")}`;
  return `+++${s.slice(0, 3)}/${s.slice(3, 7)}/${s.slice(7)}+++`;
}

// 19. A Dutch or Flemish invoice as the accounting packages print it (Exact Online, Moneybird, e-Boekhouden,
//     Twinfield; in Flanders Yuki, Teamleader): letterhead with KvK-nummer (Ondernemingsnummer, RPR),
//     btw-nummer NL…B01 / BE 0…, IBAN and BIC in the footer or a side column; the recipient's address block
//     with a "T.a.v." line; "Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer", "Uw referentie";
//     lines "Omschrijving | Aantal | Prijs | Btw | Bedrag" with 21 % and at times the low rate (9 % / 6 %),
//     totals "Subtotaal / Btw 21% over € 1.000,00 / Totaal / Te betalen" in € 1.234,56; the payment sentence
//     "Wij verzoeken u het bedrag van € … binnen 14 dagen over te maken op NL… o.v.v. het factuurnummer"
//     (in Flanders with a structured communication +++…+++). A credit invoice at times, with negative amounts.
function factuurNl(r: Rng, canonical: boolean): Built {
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const loc: NlLoc = canonical || chance(r, 0.65) ? "nl" : "be";
  const be = loc === "be";
  const credit = !canonical && chance(r, 0.12);
  const style = drawStyle(r, { canonical });
  const d = new DocBuilder(P, r, style, {}, canonical);
  const s = style.size;

  // formats: dates and amounts as Dutch and Flemish packages print them
  const p2 = (n: number) => String(n).padStart(2, "0");
  const dateFmts: Array<(iso: string) => string> = [
    (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}-${p2(m)}-${y}`; },
    (iso) => { const [y, m, dd] = ymd(iso); return `${dd} ${NL_MONTHS[m - 1]} ${y}`; },
    be ? (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}/${p2(m)}/${y}`; } : (iso) => { const [y, m, dd] = ymd(iso); return `${dd}-${m}-${y}`; },
  ];
  const date = be && !canonical && chance(r, 0.5) ? dateFmts[2] : w(dateFmts);
  d.style.date = date;
  const nlNum = (n: number) => number(n, ".", ",");
  const moneyFmts: Array<(n: number) => string> = [
    (n) => `€ ${nlNum(n)}`,
    (n) => `€${nlNum(n)}`,
    (n) => `EUR ${nlNum(n)}`,
    (n) => (n < 0 ? `-€ ${nlNum(-n)}` : `€ ${nlNum(n)}`),
    ...(be ? [(n: number) => `${nlNum(n)} EUR`, (n: number) => `${nlNum(n)} €`] : []),
  ];
  const money = w(moneyFmts);
  d.style.money = money;
  const bareTable = !canonical && chance(r, 0.45);
  const cell = (n: number) => (bareTable ? nlNum(n) : money(n));

  // the issuer
  let issuer: Business;
  let register: string;
  let registerLabel: string;
  let vat: string;
  if (be) {
    const [city, rpr] = pick(r, BE_BIZ.cities);
    const [bank, bic] = pick(r, BE_BANK);
    const name = `${pick(r, BE_BIZ.stems)} ${pick(r, BE_BIZ.trades)} ${pick(r, BE_BIZ.forms)}`;
    const slug = name.toLowerCase().replace(/[^a-z]/g, "").slice(0, 18);
    const ond = `0${int(r, 4, 8)}${digits(r, 2)}.${digits(r, 3)}.${digits(r, 3)}`;
    issuer = { name, street: `${pick(r, BE_BIZ.streets)} ${int(r, 1, 240)}`, city, country: "BE", taxId: "", iban: iban(r, "BE"), bic, bank, email: `${pick(r, ["info", "facturatie", "boekhouding"])}@${slug}.be`, phone: pick(r, [`+32 ${int(r, 2, 9)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`, `0${int(r, 2, 9)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`]), website: `www.${slug}.be` };
    vat = w([`BE ${ond}`, `BE${ond.replace(/\./g, "")}`, `BE ${ond.replace(/\./g, "")}`]);
    register = chance(r, 0.4) ? `${ond} ${rpr}` : ond;
    registerLabel = w(["Ondernemingsnummer", "Ond.nr.", "KBO", "Ondernemingsnr."]);
  } else {
    issuer = business(r, "nl");
    const code = issuer.iban.replace(/\s/g, "").slice(4, 8);
    [issuer.bank, issuer.bic] = NL_BANK[code] ?? ["ING Bank", "INGBNL2A"];
    const nine = digits(r, 9);
    vat = w([`NL${nine}B01`, `NL${nine}B01`, `NL ${nine} B01`, `NL${nine.slice(0, 4)}.${nine.slice(4, 6)}.${nine.slice(6)}.B01`]);
    register = digits(r, 8);
    registerLabel = w(["KvK", "KvK-nummer", "KvK nr.", "Kamer van Koophandel", "KvK Amsterdam".replace("Amsterdam", issuer.city.replace(/^\d{4} [A-Z]{2} /, ""))]);
  }
  issuer.taxId = vat;
  const vatLabel = be ? w(["BTW", "Btw-nr.", "BTW-nummer", "Btw"]) : w(["Btw-nummer", "Btw-id", "BTW-nr.", "Btw nr.", "BTW-identificatienummer", "Omzetbelastingnummer"]);

  // the recipient: a business (with an attention line, at times its VAT number) or a private person
  const toBiz = canonical || chance(r, 0.7);
  const custB = be ? { street: `${pick(r, BE_BIZ.streets)} ${int(r, 1, 240)}`, city: pick(r, BE_BIZ.cities)[0], name: `${pick(r, BE_BIZ.stems)} ${pick(r, BE_BIZ.trades)} ${pick(r, BE_BIZ.forms)}` } : business(r, "nl");
  let custName = custB.name;
  if (custName === issuer.name) custName = `${custName.split(" ")[0]} Holding ${be ? "NV" : "B.V."}`;
  const [first, sex] = pick(r, NL_FIRST);
  const last = pick(r, NL_LAST);
  const initial = `${first[0]}. ${last}`;
  const person = chance(r, 0.5) ? `${first} ${last}` : initial;
  const salut = sex === "m" ? w(["Dhr.", "De heer", "Dhr.", ""]) : w(["Mevr.", "Mevrouw", "Mevr.", ""]);
  // (a person's name as the package prints it, the salutation included, as the utility bills do)
  const recipientName = d.text("recipient.name", null, toBiz ? custName : salut ? `${salut} ${person}` : person);
  const attn = toBiz && (canonical || chance(r, 0.75)) ? `${w(["T.a.v.", "t.a.v.", "Ter attentie van"])} ${w([`${salut ? salut.replace(/^De heer$/, "de heer").replace(/^Mevrouw$/, "mevrouw") : sex === "m" ? "dhr." : "mevr."} ${initial}`, "de financiële administratie", "crediteurenadministratie", "afdeling inkoop"])}` : "";
  const custVat = toBiz && !canonical && chance(r, 0.3) ? (be ? `BE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}` : `NL${digits(r, 9)}B01`) : null;
  const custNo = pick(r, [digits(r, 5), `${int(r, 1, 9)}${digits(r, 3)}`, `D${digits(r, 5)}`, `K${digits(r, 4)}`]);
  const recipientHtml = `<div class="window" style="margin:${canonical ? 12 : int(r, 8, 30)}px 0 14px">${[`<b>${plain(recipientName)}</b>`, ...(attn ? [esc(attn)] : []), esc(custB.street), esc(custB.city), ...(be && !canonical && chance(r, 0.3) ? ["België"] : !be && !canonical && chance(r, 0.15) ? ["Nederland"] : [])].join("<br>")}</div>`;
  d.set("recipient.address", `${custB.street}, ${custB.city}`);

  // the lines: the standard rate, at times a line at the low rate too
  const high = 21;
  const lowRate = be ? 6 : 9;
  const mixed = !canonical && chance(r, 0.25);
  const pool = NL_ITEMS[loc].filter((x) => !x[4]);
  const lowPool = NL_ITEMS[loc].filter((x) => x[4]);
  const n = canonical ? 3 : int(r, 1, 5);
  const drawn = Array.from({ length: Math.min(n, pool.length) }, () => pool.splice(Math.floor(r() * pool.length), 1)[0]);
  if (mixed) drawn.splice(int(r, 0, drawn.length), 0, pick(r, lowPool));
  const sign = credit ? -1 : 1;
  const lines: NlLine[] = drawn.map(([desc, unit, lo, hi, low]) => {
    const quantity = sign * (unit === "uur" ? pick(r, [1, 2, 2.5, 4, 6.5, 8, 12]) : unit === "m²" ? int(r, 12, 85) : unit === "pers." ? int(r, 8, 40) : pick(r, [1, 1, 1, 2, 3, 5, 10]));
    const unitPrice = round2(lo + r() * (hi - lo));
    return { code: `${pick(r, ["ART", "A", ""])}${digits(r, 4)}`, description: desc, unit, quantity, unitPrice, rate: low ? lowRate : high, amount: round2(quantity * unitPrice) };
  });
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => a - b);
  const groups = rates.map((rate) => {
    const base = round2(lines.filter((l) => l.rate === rate).reduce((a, l) => a + l.amount, 0));
    return { rate, base, vat: round2((base * rate) / 100) };
  });
  const subtotal = round2(lines.reduce((a, l) => a + l.amount, 0));
  const tax = round2(groups.reduce((a, x) => a + x.vat, 0));
  const total = round2(subtotal + tax);

  // numbers and dates
  const issue = randomIsoDate(r);
  const yr = issue.slice(0, 4);
  const num = canonical ? `${yr}-${digits(r, 4)}` : pick(r, [`${yr}-${digits(r, 4)}`, `${yr}${digits(r, 4)}`, `F${yr}-${digits(r, 3)}`, `${int(r, 20, 99)}${digits(r, 5)}`, `${credit ? "CF" : "VF"}${yr.slice(2)}${digits(r, 4)}`, `${yr}.${digits(r, 3)}`]);
  const termDays = canonical ? 14 : pick(r, [14, 14, 30, 30, 8, 21]);
  const due = credit ? null : addDays(issue, termDays);
  const t = credit ? w(["Creditfactuur", "Creditnota", "CREDITFACTUUR"]) : w(be ? ["Factuur", "FACTUUR", "Factuur"] : ["Factuur", "FACTUUR", "Verkoopfactuur"]);
  const numFact = d.text("references.documentNumber", null, num, credit ? w(["Creditfactuurnummer", "Creditnotanummer", "Nummer", "Creditnota nr."]) : w(["Factuurnummer", "Factuurnr.", "Factuur nr.", "Nummer", "Factuur"]));
  const issueFact = d.date("dates.issueDate", null, issue, w(["Factuurdatum", "Datum", "Datum factuur", "Factuurdatum"]));
  const dueFact = due ? d.date("dates.dueDate", null, due, w(be ? ["Vervaldatum", "Vervaldag", "Te betalen vóór", "Uiterste betaaldatum"] : ["Vervaldatum", "Uiterste betaaldatum", "Te betalen vóór", "Betalen vóór"])) : null;
  const custNoFact = canonical || chance(r, 0.75) ? d.text("recipient.customerNumber", null, custNo, w(["Klantnummer", "Debiteurnummer", "Klantnr.", "Relatienummer"])) : null;
  const orderFact = canonical || chance(r, 0.45) ? d.text("references.orderNumber", null, pick(r, [`PO-${digits(r, 5)}`, `${yr}${digits(r, 4)}`, `${pick(r, ["INK", "BO", "OR"])}${digits(r, 6)}`, `45${digits(r, 8)}`]), w(["Uw referentie", "Uw kenmerk", "Ordernummer", "Uw ordernummer", "Inkoopordernummer"])) : null;
  const origNo = credit ? d.text(null, null, pick(r, [`${yr}-${digits(r, 4)}`, `${yr}${digits(r, 4)}`]), w(["Betreft factuur", "Originele factuur", "Correctie op factuur", "Factuurnummer origineel"])) : null;
  const termFact = !credit && !canonical && chance(r, 0.35) ? d.text(null, null, `${termDays} dagen`, w(["Betalingstermijn", "Betalingsconditie", "Betaaltermijn"])) : null;
  const deliveryFact = !canonical && chance(r, 0.2) ? d.date(null, null, addDays(issue, -int(r, 1, 12)), w(["Leverdatum", "Afleverdatum", "Datum levering"])) : null;
  const periodOn = !canonical && !deliveryFact && chance(r, 0.2);
  const pStart = `${yr}-${issue.slice(5, 7)}-01`;
  const pEnd = addDays(`${addMonths(pStart, 1)}`, -1);
  const periodFact = periodOn ? d.text(null, null, `${date(pStart)} t/m ${date(pEnd)}`, w(["Periode", "Factuurperiode"])) : null;
  if (periodFact) periodFact.mark = () => (d.set("dates.periodStart", pStart), d.set("dates.periodEnd", pEnd));
  const custVatFact = custVat ? d.text(null, null, custVat, w(["Uw btw-nummer", "Btw-nr. klant", "Btw-nummer afnemer"])) : null;
  const metaFacts = [numFact, issueFact, dueFact, termFact, deliveryFact, periodFact, custNoFact, orderFact, origNo, custVatFact].filter((x): x is Fact => !!x);
  const meta = canonical ? metaFacts : [...metaFacts.slice(0, 2), ...shuffle(r, metaFacts.slice(2))];

  // the issuer's facts
  const issuerName = d.text("issuer.name", null, issuer.name);
  const taxIdFact = d.text("issuer.taxId", null, vat, vatLabel);
  const regFact = d.text(null, null, register, registerLabel);
  const ibanFact = d.text("payment.iban", null, issuer.iban, w(["IBAN", "IBAN", "Bankrekening", "Rekeningnummer", "IBAN-nummer"]));
  const bicFact = canonical || chance(r, 0.75) ? d.text("payment.bic", null, issuer.bic, "BIC") : null;
  const bankFact = !canonical && chance(r, 0.35) ? d.text("payment.bankName", null, issuer.bank) : null;
  const phoneFact = canonical || chance(r, 0.75) ? d.text("issuer.phone", null, issuer.phone, w(["T", "Tel.", "Telefoon", "Tel"])) : null;
  const emailFact = canonical || chance(r, 0.8) ? d.text("issuer.email", null, issuer.email, w(["E", "E-mail", "E-mail", "Mail"])) : null;
  const webFact = !canonical && chance(r, 0.5) ? d.text("issuer.website", null, issuer.website, w(["W", "Web", "Website", "Internet"])) : null;
  d.set("issuer.address", `${issuer.street}, ${issuer.city}`);
  const colon = canonical ? true : chance(r, 0.7);
  const lab = (x: Fact) => (x.label ? `${esc(x.label)}${colon ? ":" : ""}` : "");
  const inl = (x: Fact | null) => (x ? (x.mark(), `${x.label ? `${lab(x)} ` : ""}${esc(x.shown)}`) : "");

  // the meta block: label | value rows, label-above cells in a row, or "Label: value" lines
  const metaMode = canonical ? "rows" : pick(r, ["rows", "rows", "above", "lines"] as const);
  const labelStyle = canonical || chance(r, 0.5) ? "" : "font-weight:bold;";
  const metaHtml = metaMode === "rows"
    ? `<table style="border-collapse:collapse">${meta.map((x) => (x.mark(), `<tr><td style="padding:1px 14px 1px 0;white-space:nowrap;${labelStyle}">${lab(x)}</td><td style="padding:1px 0">${esc(x.shown)}</td></tr>`)).join("")}</table>`
    : metaMode === "above"
      ? `<table style="border-collapse:collapse;margin:6px 0;width:100%"><tr>${meta.slice(0, 5).map((x) => (x.mark(), `<td style="padding:2px 14px 2px 0;vertical-align:top"><div style="font-size:${Math.max(6.5, s - 2)}pt;color:#666;${labelStyle}">${esc(x.label)}</div><div>${esc(x.shown)}</div></td>`)).join("")}</tr>${meta.length > 5 ? `<tr>${meta.slice(5).map((x) => (x.mark(), `<td style="padding:2px 14px 2px 0;vertical-align:top"><div style="font-size:${Math.max(6.5, s - 2)}pt;color:#666;${labelStyle}">${esc(x.label)}</div><div>${esc(x.shown)}</div></td>`)).join("")}</tr>` : ""}</table>`
      : meta.map((x) => (x.mark(), `<div>${labelStyle ? `<b>${lab(x)}</b>` : lab(x)} ${esc(x.shown)}</div>`)).join("");

  // layouts: a letterhead with a footer, a side column with the company details, or Moneybird's plain style
  const layout = canonical ? "footer" : pick(r, ["footer", "footer", "side", "plain"] as const);

  // the items (an article-code column only where the page is wide enough)
  const cols = canonical ? "desc" : pick(r, layout === "side" ? (["desc", "desc", "qtyFirst"] as const) : (["desc", "desc", "qtyFirst", "code"] as const));
  const rateCol = canonical || chance(r, 0.7) || mixed;
  const rateText = (x: number) => w([`${x}%`, `${x} %`, `${x}%`]);
  const rt = rateText(high).replace(String(high), "{r}");
  const qtyDecimals = !canonical && chance(r, 0.4);
  const qty = (q: number) => (qtyDecimals ? number(q, ".", ",") : String(q).replace(".", ","));
  const H = {
    desc: w(["Omschrijving", "Omschrijving", "Beschrijving", "Product/dienst"]),
    qty: w(["Aantal", "Aantal", "Aant."]),
    unit: w(["Eenheid", "Eenh."]),
    price: w(["Prijs", "Stukprijs", "Prijs per eenheid", "Tarief", "Eenheidsprijs"]),
    vat: w(["Btw", "Btw %", "BTW", "Btw-tarief"]),
    amount: w(["Bedrag", "Totaal", "Bedrag excl. btw", "Totaal excl."]),
    code: w(["Artikelcode", "Art.nr.", "Code"]),
  };
  type Col = { head: string; right: boolean; val: (l: NlLine) => string };
  const C: Record<string, Col> = {
    desc: { head: H.desc, right: false, val: (l) => esc(l.description) },
    qty: { head: H.qty, right: true, val: (l) => esc(qty(l.quantity)) },
    unit: { head: H.unit, right: false, val: (l) => esc(l.unit) },
    price: { head: H.price, right: true, val: (l) => esc(cell(l.unitPrice)) },
    vat: { head: H.vat, right: true, val: (l) => esc(rt.replace("{r}", String(l.rate))) },
    amount: { head: H.amount, right: true, val: (l) => esc(cell(l.amount)) },
    code: { head: H.code, right: false, val: (l) => esc(l.code) },
  };
  const order = cols === "desc" ? ["desc", "qty", "price", "vat", "amount"] : cols === "qtyFirst" ? ["qty", "desc", "price", "vat", "amount"] : ["code", "desc", "qty", "unit", "price", "vat", "amount"];
  const used = order.filter((k) => k !== "vat" || rateCol).map((k) => C[k]);
  const shade = !canonical && chance(r, 0.4);
  const th = (c: Col) => `<th style="padding:3px 6px;text-align:${c.right ? "right" : "left"};border-bottom:1px solid #555;${shade ? `background:#eee;` : ""}font-size:${s - 0.5}pt">${esc(c.head)}</th>`;
  const rows = lines.map((l) => `<tr>${used.map((c) => `<td style="padding:2px 6px;${c.right ? "text-align:right;white-space:nowrap;" : ""}">${c.val(l)}</td>`).join("")}</tr>`).join("");
  d.set("lineItems", lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, tax: null, amount: l.amount })));
  const itemsHtml = `<table style="width:100%;border-collapse:collapse;margin:8px 0 4px"><thead><tr>${used.map(th).join("")}</tr></thead><tbody>${rows}</tbody></table>`;

  // the totals
  const overBase = !canonical && chance(r, 0.4);
  const vatWording = w(["Btw {r}%", "BTW {r}%", "{r}% btw", "Btw {r} %", "Btw {hl} ({r}%)"]);
  const over = w(["over", "van", "over"]);
  const vatRowLabel = (rate: number, base: number) => {
    const l = vatWording.replace("{r}", String(rate)).replace("{hl}", rate === high ? "hoog" : "laag");
    return overBase ? `${l} ${over} ${money(base)}` : l;
  };
  // a credit invoice prints its amounts negative; its totals are the amounts credited, as a credit note's
  // e-invoice XML states them (docs/pdf2json.md)
  const totalFactOf = (path: string, n: number, label: string): Fact => ({ ...d.money(path, null, Math.abs(n), label), shown: money(n) });
  const subFact = totalFactOf("totals.subtotal", subtotal, w(["Subtotaal", "Totaal excl. btw", "Totaal exclusief btw", "Netto bedrag", "Subtotaal excl. BTW"]));
  const taxFacts: Fact[] = groups.length === 1
    ? [totalFactOf("totals.tax", tax, vatRowLabel(groups[0].rate, groups[0].base))]
    : groups.map((x) => d.text(null, null, money(x.vat), vatRowLabel(x.rate, x.base)));
  const taxSum = groups.length > 1 && chance(r, 0.5) ? totalFactOf("totals.tax", tax, w(["Totaal btw", "Btw totaal", "Totaal BTW"])) : null;
  // (the tax per rate, its sum on no line: the document's tax is their sum, as its e-invoice would state it)
  if (groups.length > 1 && !taxSum) d.sumOf("totals.tax", groups.map((x) => Math.abs(x.vat)));
  const totalFact = totalFactOf("totals.total", total, credit ? w(["Totaal", "Totaal incl. btw", "Totaal creditbedrag"]) : w(["Totaal", "Totaal incl. btw", "Totaalbedrag", "Totaal inclusief btw", "Factuurbedrag"]));
  const dueRow = !credit && !canonical && chance(r, 0.35) ? d.money("totals.amountDue", null, total, w(["Te betalen", "Nog te betalen", "Openstaand bedrag", "Totaal te betalen"])) : null;
  const trow = (x: Fact | null, bold = false, top = false) => (x ? (x.mark(), `<tr${top ? ` style="border-top:1px solid #333"` : ""}><td style="padding:2px 16px 2px 0;${bold ? "font-weight:bold;" : ""}">${lab(x)}</td><td style="padding:2px 0;text-align:right;white-space:nowrap;${bold ? "font-weight:bold;" : ""}">${esc(x.shown)}</td></tr>`) : "");
  const totalsHtml = `<table style="border-collapse:collapse;margin:6px 0 6px auto;min-width:${canonical ? 45 : pick(r, [40, 45, 50])}%">${trow(subFact)}${taxFacts.map((x) => trow(x)).join("")}${trow(taxSum)}${trow(totalFact, !dueRow, true)}${trow(dueRow, true)}</table>`;

  // the payment sentence
  const accName = d.text("payment.accountName", null, issuer.name);
  const tnv = chance(r, 0.5);
  const ibanInSentence = canonical || chance(r, 0.7);
  const amt = totalFact.shown;
  let payment: string;
  const mark = (x: Fact | null) => (x ? (x.mark(), esc(x.shown)) : "");
  const debit = !credit && !canonical && !be && chance(r, 0.1);
  if (credit) {
    payment = w([`Het bedrag van ${esc(money(-total))} wordt binnen ${termDays} dagen teruggestort op uw rekening.`, `Dit bedrag wordt verrekend met uw volgende factuur.`, `Wij storten het creditbedrag binnen ${termDays} dagen op uw rekening.`]);
  } else if (debit) {
    const custIban = iban(r, "NL");
    payment = `Het bedrag van ${esc(amt)} wordt omstreeks ${esc(date(due!))} automatisch afgeschreven van uw rekening ${esc(custIban)} (machtiging ${pick(r, ["doorlopend", "eenmalig"])}, kenmerk ${digits(r, 6)}).`;
  } else if (be) {
    const ogm = beStructured(r);
    const ib = ibanInSentence ? mark(ibanFact) : "";
    payment = w([
      `Gelieve het bedrag van ${esc(amt)} te storten vóór ${mark(dueFact)}${ib ? ` op rekening ${ib}` : ""} met de gestructureerde mededeling ${ogm}.`,
      `Te betalen vóór ${mark(dueFact)}${ib ? ` op ${ib}${bicFact ? ` (BIC ${mark(bicFact)})` : ""}` : ""} met vermelding van ${ogm}.`,
      `Gelieve dit bedrag binnen ${termDays} dagen over te schrijven${ib ? ` op ${ib}` : ""}, met vermelding van het factuurnummer ${esc(num)}.`,
    ]);
  } else {
    const ib = ibanInSentence ? mark(ibanFact) : "";
    const holder = tnv ? ` t.n.v. ${mark(accName)}` : "";
    payment = w([
      `Wij verzoeken u vriendelijk het bedrag van ${esc(amt)} binnen ${termDays} dagen over te maken${ib ? ` op rekeningnummer ${ib}` : ""}${holder} o.v.v. factuurnummer ${esc(num)}.`,
      `Wij verzoeken u het totaalbedrag vóór ${mark(dueFact)} over te maken${ib ? ` op ${ib}` : ""}${holder}, onder vermelding van het factuurnummer.`,
      `Graag ontvangen wij uw betaling binnen ${termDays} dagen na factuurdatum${ib ? ` op IBAN ${ib}` : ""}${holder} onder vermelding van ${esc(num)}.`,
      `Betaling binnen ${termDays} dagen${ib ? ` op ${ib}` : ""}${holder} o.v.v. het factuurnummer.`,
    ]);
  }
  const av = be ? w(["Op al onze facturen zijn onze algemene voorwaarden van toepassing.", "Bij laattijdige betaling is van rechtswege een verwijlintrest van 10% verschuldigd.", ""]) : w(["Op al onze leveringen en diensten zijn onze algemene voorwaarden van toepassing, gedeponeerd bij de KvK.", "Op deze factuur zijn onze algemene voorwaarden van toepassing.", ""]);

  const accent = d.style.accent;
  const logo = `<div style="font-size:${s + 6}pt;font-weight:bold;color:${accent}">${plain(issuerName)}</div>`;
  const titleHtml = `<div style="font-size:${s + (canonical ? 8 : pick(r, [4, 6, 8, 10]))}pt;font-weight:bold;margin:${canonical ? 14 : int(r, 8, 20)}px 0 6px">${esc(t)}</div>`;
  const addrShort = `${esc(issuer.street)}<br>${esc(issuer.city)}${be && chance(r, 0.3) ? "<br>België" : ""}`;
  const sep = w([" · ", " | ", " – ", "  "]);
  let head = "";
  let body: string;
  if (layout === "side") {
    const blocks: string[] = [`<b>${esc(issuer.name)}</b><br>${addrShort}`];
    const sideRow = (x: Fact | null) => (x ? (x.mark(), `<div style="margin-top:5px"><div style="font-size:${Math.max(6.5, s - 2)}pt;color:#777">${esc(x.label)}</div>${esc(x.shown)}</div>`) : "");
    for (const x of [phoneFact, emailFact, webFact, regFact, taxIdFact, ibanFact, bicFact, bankFact]) blocks.push(sideRow(x === bankFact && x ? d.text("payment.bankName", null, x.shown, "Bank") : x));
    const side = `<div style="font-size:${Math.max(7, s - 1)}pt">${blocks.join("")}</div>`;
    const main = [logo, recipientHtml, titleHtml, metaHtml, itemsHtml, totalsHtml, para(payment), av ? para(av) : ""].join("");
    const sideRight = chance(r, 0.75);
    body = `<table style="width:100%;border-collapse:collapse;table-layout:fixed"><tr>${sideRight ? "" : `<td style="width:26%;vertical-align:top;padding-right:14px;border-right:1px solid #ccc">${side}</td>`}<td style="vertical-align:top;${sideRight ? "padding-right:18px" : "padding-left:18px"}">${main}</td>${sideRight ? `<td style="width:26%;vertical-align:top;padding-left:12px;border-left:1px solid #ccc">${side}</td>` : ""}</tr></table>`;
  } else {
    const contacts = [phoneFact, emailFact, webFact].filter((x): x is Fact => !!x);
    const foot = [regFact, taxIdFact, ibanFact, bicFact, bankFact].filter((x): x is Fact => !!x);
    const footerLine = () => {
      const parts = [esc(issuer.name), ...(layout === "plain" ? [] : [`${esc(issuer.street)}, ${esc(issuer.city)}`]), ...foot.map((x) => inl(x))];
      return `<div style="border-top:1px solid #999;margin-top:${canonical ? 28 : int(r, 16, 60)}px;padding-top:4px;font-size:${Math.max(6.5, s - 2)}pt;color:#444;text-align:center">${parts.join(sep)}</div>`;
    };
    const footerCols = () => {
      const c1 = `${esc(issuer.name)}<br>${addrShort}`;
      const c2 = contacts.map((x) => inl(x)).join("<br>");
      const c3 = [regFact, taxIdFact].map((x) => inl(x)).join("<br>");
      const c4 = [ibanFact, bicFact, bankFact].filter((x): x is Fact => !!x).map((x) => inl(x)).join("<br>");
      return `<table class="foot" style="width:100%"><tr>${[c1, c2, c3, c4].filter(Boolean).map((c) => `<td>${c}</td>`).join("")}</tr></table>`;
    };
    if (layout === "footer") {
      // the letterhead: the name at one side, the address and contacts at the other
      const right = `<div style="text-align:right;font-size:${Math.max(7, s - 1)}pt">${addrShort}${contacts.length && chance(r, 0.6) ? `<br>${contacts.map((x) => inl(x)).join("<br>")}` : ""}</div>`;
      head = `<table style="width:100%;border-collapse:collapse;border-bottom:2px solid ${accent};margin-bottom:6px"><tr><td style="vertical-align:top">${logo}</td><td style="vertical-align:top">${right}</td></tr></table>`;
      const metaBeside = canonical || chance(r, 0.6);
      const footer = canonical || chance(r, 0.55) ? footerCols() : footerLine();
      body = [
        metaBeside ? twoCol(recipientHtml, metaHtml, { leftWidth: 55 }) : recipientHtml,
        titleHtml,
        metaBeside ? "" : metaHtml,
        itemsHtml,
        totalsHtml,
        para(payment),
        av ? para(av) : "",
        footer,
      ].join("");
    } else {
      // Moneybird-like: the sender block at the top right with its registrations, the title large at the left
      const sender = `<div style="text-align:right">${logo}${addrShort}${[...contacts, regFact, taxIdFact].map((x) => `<br>${inl(x)}`).join("")}</div>`;
      head = sender;
      body = [recipientHtml, titleHtml, metaHtml, itemsHtml, totalsHtml, para(payment), av ? para(av) : "", footerLine()].join("");
    }
  }
  d.set("documentType", t);
  d.set("currency", "EUR");
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
  { id: "utility-bill", profile: P, idiom: "household utility/telecom bill (AU/UK/US/IE): envelope window, boxed Account summary (previous balance, payment received, carried forward, new charges, Total amount due set large, due date), billing period, meter readings and usage in kWh/MJ/GB, charges with GST/VAT/sales tax, direct debit notice, detachable payment slip (BPAY, bank giro, IBAN, US stub)", build: utilityBill },
  { id: "hotel-folio", profile: P, idiom: "hotel guest folio / final bill (Opera, Mews; AU/UK/US/DE/FR, DE/FR in English at times): brand letterhead, legal name under it or in the footer, guest block beside a stay block (room, arrival, departure, folio/invoice/confirmation no., cashier, page), dated ledger Date | Description | Charges | Credits with room nights, breakfast, city tax, minibar, card payment = total, Balance 0.00, VAT summary by rate, guest signature line", build: hotelFolio },
  { id: "factuur-nl", profile: P, idiom: "Dutch/Flemish factuur (Exact, Moneybird): KvK/Ondernemingsnummer, btw-nummer NL…B01 / BE 0…, T.a.v. line, Factuurnummer/Factuurdatum/Vervaldatum, Btw 21% (and 9%/6%) over base, € 1.234,56, payment sentence with IBAN o.v.v. factuurnummer or +++structured+++ communication, footer or side column with registrations, credit invoices with negative amounts", build: factuurNl },
];
