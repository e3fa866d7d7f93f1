// generic_document: an online marketplace's order invoice, as Amazon, eBay, Etsy and their like print it for a
// third-party seller. The letterhead is the MARKETPLACE (its logo, its footer, the order URL), but the invoice
// is the SELLER's: "Sold by: Brightwave Trading Ltd" with the seller's address and VAT / USt-IdNr. / ABN in a
// block of its own. An invoice number distinct from the order number ("Order # 203-1234567-1234567"), the
// invoice date beside the order and delivery dates, billing and delivery addresses (a business buyer with its
// own VAT number at times), items with ASIN / SKU, a shipping line, a promotion at times, a VAT summary by
// rate, totals, and the payment ("Visa ending in 1234", "Amount due £0.00"): the order is paid. UK (£, VAT
// 20 %, books zero-rated), Germany in German or English (€, USt. 19 % / 7 %), Australia (GST 10 %, "Tax
// Invoice") and the US (sales tax added, an "Order Summary" box, "2 of: ..." item lines).
import { addDays, number, randomIsoDate } from "../corpus/formats";
import { business } from "../corpus/entities";
import { esc, pageBreak } from "../corpus/html";
import { abn, taxId } from "../corpus/ids";
import { chance, digits, int, letters, pick, round2, shuffle, type Rng } from "../corpus/rng";
import { DocBuilder, drawStyle, type Fact } from "../corpus/truth";
import type { Built, Family } from "./types";

const P = "generic_document";

type Loc = "en-GB" | "de" | "de-en" | "en-AU" | "en-US";
type Lang = "en" | "de";
type Layout = "vcs" | "columns" | "summary";

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const p2 = (n: number) => String(n).padStart(2, "0");
const ymd = (iso: string) => iso.split("-").map(Number) as [number, number, number];

/** Date formats per locale: what marketplaces print (the first is the canonical one). */
const DATES: Record<Loc, Array<(iso: string) => string>> = {
  "en-GB": [
    (iso) => { const [y, m, d] = ymd(iso); return `${d} ${MONTHS_EN[m - 1]} ${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${p2(d)}/${p2(m)}/${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${p2(d)}.${p2(m)}.${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${d} ${MONTHS_EN[m - 1].slice(0, 3)} ${y}`; },
  ],
  de: [
    (iso) => { const [y, m, d] = ymd(iso); return `${p2(d)}.${p2(m)}.${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${d}. ${MONTHS_DE[m - 1]} ${y}`; },
  ],
  "de-en": [
    (iso) => { const [y, m, d] = ymd(iso); return `${p2(d)}.${p2(m)}.${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${d} ${MONTHS_EN[m - 1]} ${y}`; },
  ],
  "en-AU": [
    (iso) => { const [y, m, d] = ymd(iso); return `${p2(d)}/${p2(m)}/${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${d} ${MONTHS_EN[m - 1]} ${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${d} ${MONTHS_EN[m - 1].slice(0, 3)} ${y}`; },
  ],
  "en-US": [
    (iso) => { const [y, m, d] = ymd(iso); return `${MONTHS_EN[m - 1]} ${d}, ${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${p2(m)}/${p2(d)}/${y}`; },
    (iso) => { const [y, m, d] = ymd(iso); return `${MONTHS_EN[m - 1].slice(0, 3)} ${d}, ${y}`; },
  ],
};

const signed = (fmt: (n: number) => string) => (n: number) => (n < 0 ? `-${fmt(-n)}` : fmt(n));
const en = (n: number) => number(n, ",", ".");
const eu = (n: number) => number(n, ".", ",");
/** Money formats per locale, with the bare number the item table may print instead. */
const MONEY: Record<Loc, Array<{ fmt: (n: number) => string; bare: (n: number) => string }>> = {
  "en-GB": [{ fmt: (n) => `£${en(n)}`, bare: en }, { fmt: (n) => `GBP ${en(n)}`, bare: en }],
  de: [{ fmt: (n) => `${eu(n)} €`, bare: eu }, { fmt: (n) => `EUR ${eu(n)}`, bare: eu }],
  "de-en": [{ fmt: (n) => `€${en(n)}`, bare: en }, { fmt: (n) => `${eu(n)} €`, bare: eu }, { fmt: (n) => `EUR ${en(n)}`, bare: en }],
  "en-AU": [{ fmt: (n) => `$${en(n)}`, bare: en }, { fmt: (n) => `A$${en(n)}`, bare: en }, { fmt: (n) => `AUD ${en(n)}`, bare: en }],
  "en-US": [{ fmt: (n) => `$${en(n)}`, bare: en }, { fmt: (n) => `USD ${en(n)}`, bare: en }],
};
const CURRENCY: Record<Loc, string> = { "en-GB": "GBP", de: "EUR", "de-en": "EUR", "en-AU": "AUD", "en-US": "USD" };
const TLD: Record<Loc, string> = { "en-GB": "co.uk", de: "de", "de-en": "de", "en-AU": "com.au", "en-US": "com" };

// the marketplaces (made up): a logo word, and the company operating the site (printed in some footers)
const MARKETS: Array<{ brand: string; operator: Record<Loc, string>; address: Record<Loc, string> }> = [
  { brand: "bazaro", operator: { "en-GB": "Bazaro UK Services Ltd", de: "Bazaro EU S.à r.l.", "de-en": "Bazaro EU S.à r.l.", "en-AU": "Bazaro Commercial Services Pty Ltd", "en-US": "Bazaro.com Services LLC" }, address: { "en-GB": "1 Principal Place, Worship Street, London EC2A 2FA", de: "38 avenue John F. Kennedy, L-1855 Luxembourg", "de-en": "38 avenue John F. Kennedy, L-1855 Luxembourg", "en-AU": "Level 37, 2-26 Park Street, Sydney NSW 2000", "en-US": "410 Terry Ave N, Seattle, WA 98109" } },
  { brand: "shopnest", operator: { "en-GB": "Shopnest Marketplace Ltd", de: "Shopnest Europe S.à r.l.", "de-en": "Shopnest Europe S.à r.l.", "en-AU": "Shopnest Australia Pty Ltd", "en-US": "Shopnest Inc." }, address: { "en-GB": "20 Canada Square, London E14 5NN", de: "5 Rue Plaetis, L-2338 Luxembourg", "de-en": "5 Rue Plaetis, L-2338 Luxembourg", "en-AU": "1 Denison Street, North Sydney NSW 2060", "en-US": "2145 Hamilton Avenue, San Jose, CA 95125" } },
  { brand: "Kartly", operator: { "en-GB": "Kartly Marketplaces (UK) Limited", de: "Kartly GmbH", "de-en": "Kartly GmbH", "en-AU": "Kartly Marketplaces Pty Ltd", "en-US": "Kartly, Inc." }, address: { "en-GB": "3 Sheldon Square, London W2 6HY", de: "Valeska-Gert-Straße 5, 10243 Berlin", "de-en": "Valeska-Gert-Straße 5, 10243 Berlin", "en-AU": "120 Collins Street, Melbourne VIC 3000", "en-US": "117 Adams Street, Brooklyn, NY 11201" } },
  { brand: "Vendora", operator: { "en-GB": "Vendora Europe Ltd", de: "Vendora Europe B.V.", "de-en": "Vendora Europe B.V.", "en-AU": "Vendora Pacific Pty Ltd", "en-US": "Vendora Marketplace Inc." }, address: { "en-GB": "7 Savoy Court, London WC2R 0EX", de: "Weesperstraat 61, 1018 VN Amsterdam", "de-en": "Weesperstraat 61, 1018 VN Amsterdam", "en-AU": "300 Queen Street, Brisbane QLD 4000", "en-US": "500 Howard Street, San Francisco, CA 94105" } },
  { brand: "MARKTHAFEN", operator: { "en-GB": "Markthafen UK Ltd", de: "Markthafen SE", "de-en": "Markthafen SE", "en-AU": "Markthafen Australia Pty Ltd", "en-US": "Markthafen US Inc." }, address: { "en-GB": "40 Bank Street, London E14 5NR", de: "Am Sandtorkai 50, 20457 Hamburg", "de-en": "Am Sandtorkai 50, 20457 Hamburg", "en-AU": "55 Clarence Street, Sydney NSW 2000", "en-US": "One Liberty Plaza, New York, NY 10006" } },
];

// ---------------------------------------------------------------- the sellers

type Seller = { name: string; street: string; city: string; country: string; taxId: string | null };

const SELLER_STEMS: Record<"en-GB" | "de" | "en-AU" | "en-US", string[]> = {
  "en-GB": ["Brightwave", "Northfield", "Oakleaf", "Pennine", "Silverline", "Greenway", "Redbrick", "Kestrel", "Thistle", "Harbour Lane"],
  de: ["Lichtblick", "Nordlicht", "Krause", "Sonnenschein", "Alpenglanz", "Rheinland", "Hansen", "Waldmeister", "Elbufer"],
  "en-AU": ["Wattle", "Southern Cross", "Bluegum", "Coastline", "Outback", "Harbourview", "Ironbark", "Coral Sea"],
  "en-US": ["Summit", "Redwood", "Lakeside", "Bluebird", "Evergreen", "Granite Peak", "Prairie", "Copperline"],
};
const SELLER_TRADES: Record<"en-GB" | "de" | "en-AU" | "en-US", string[]> = {
  "en-GB": ["Trading", "Supplies", "Direct", "Home Goods", "Electronics", "Retail", "Distribution", "Outdoor"],
  de: ["Handel", "Versandhandel", "Trading", "Elektronik", "Haushaltswaren", "Onlinehandel", "Vertrieb"],
  "en-AU": ["Trading", "Supplies", "Imports", "Direct", "Home & Living", "Tech"],
  "en-US": ["Goods", "Supply", "Trading", "Brands", "Outfitters", "Home"],
};
const SELLER_FORMS: Record<"en-GB" | "de" | "en-AU" | "en-US", string[]> = {
  "en-GB": ["Ltd", "Limited", "Ltd."],
  de: ["GmbH", "e.K.", "UG (haftungsbeschränkt)", "GmbH & Co. KG"],
  "en-AU": ["Pty Ltd", "Pty. Ltd."],
  "en-US": ["LLC", "Inc.", "Co."],
};
const SELLER_PLACES: Record<"en-GB" | "de" | "en-AU" | "en-US", { streets: string[]; cities: string[]; country: string[] }> = {
  "en-GB": { streets: ["Unit 4, Riverside Industrial Estate", "Unit 12, Orbital Business Park", "27 Enterprise Way", "Centurion Court, 85 Milton Park", "3 Kingsway", "Unit 7B, Trafford Park Road", "118 Station Road"], cities: ["Leeds LS11 5DN", "Wolverhampton WV10 7ER", "Milton Keynes MK1 1DG", "Leicester LE4 9HA", "Bolton BL1 8PW", "Swindon SN3 4RD", "Luton LU1 3QP", "Glasgow G51 2XD"], country: ["GB", "United Kingdom"] },
  de: { streets: ["Industriestraße 14", "Gewerbepark 3", "Lindenallee 27", "Am Güterbahnhof 9", "Hafenstraße 112", "Robert-Bosch-Straße 6"], cities: ["41460 Neuss", "04109 Leipzig", "33602 Bielefeld", "90402 Nürnberg", "28195 Bremen", "68159 Mannheim"], country: ["DE", "Deutschland"] },
  "en-AU": { streets: ["Unit 3, 14 Enterprise Drive", "22 Wharf Road", "5/118 Gladstone Street", "Warehouse 2, 40 Export Drive", "61 Hume Highway"], cities: ["Rowville VIC 3178", "Eagle Farm QLD 4009", "Wetherill Park NSW 2164", "Osborne Park WA 6017", "Wingfield SA 5013"], country: ["AU", "Australia"] },
  "en-US": { streets: ["1200 Commerce Blvd, Suite 4", "845 Industrial Pkwy", "77 Harbor Drive", "3100 Logistics Way, Unit B", "410 W Main Street"], cities: ["Reno, NV 89502", "Edison, NJ 08817", "Ontario, CA 91761", "Louisville, KY 40213", "Dallas, TX 75247"], country: ["US", "United States"] },
};
// a seller from China selling into the UK or Germany, registered for VAT there
const CN = {
  cities: ["Shenzhen", "Guangzhou", "Yiwu", "Dongguan", "Ningbo", "Xiamen"],
  names: ["Hengtai", "Yuelan", "Meijia", "Ruixin", "Jiahong", "Xinda", "Lianfa", "Kaiyue"],
  trades: ["Technology", "Trading", "E-commerce", "Electronics", "Industrial", "Household Products"],
  streets: ["Room 1203, Building B, Huafeng Industrial Park", "Floor 5, No. 18 Keji Road", "Room 602, Unit 2, Tianan Cyber Park", "No. 88 Futian Road, Block C"],
  districts: [["Bao'an District, Shenzhen, Guangdong 518101", "Shenzhen"], ["Longgang District, Shenzhen, Guangdong 518116", "Shenzhen"], ["Tianhe District, Guangzhou, Guangdong 510630", "Guangzhou"], ["Yiwu, Zhejiang 322000", "Yiwu"], ["Chang'an Town, Dongguan, Guangdong 523850", "Dongguan"]] as Array<[string, string]>,
};

function drawSeller(r: Rng, loc: Loc, canonical: boolean): Seller {
  const key = loc === "de-en" ? "de" : loc;
  if (!canonical && (key === "en-GB" || key === "de") && chance(r, 0.3)) {
    const [district, city] = pick(r, CN.districts);
    return {
      name: `${city} ${pick(r, CN.names)} ${pick(r, CN.trades)} Co., Ltd.`,
      street: pick(r, CN.streets),
      city: district,
      country: pick(r, ["CN", "China"]),
      taxId: key === "en-GB" ? pick(r, [`GB${digits(r, 9)}`, taxId(r, "GB")]) : taxId(r, "DE"),
    };
  }
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const places = SELLER_PLACES[key];
  const name = `${w(SELLER_STEMS[key])} ${w(SELLER_TRADES[key])} ${w(SELLER_FORMS[key])}`;
  const tax = key === "en-GB" ? (canonical ? `GB${digits(r, 9)}` : pick(r, [`GB${digits(r, 9)}`, taxId(r, "GB")])) : key === "de" ? taxId(r, "DE") : key === "en-AU" ? abn(r) : null;
  return { name, street: w(places.streets), city: w(places.cities), country: w(places.country), taxId: tax };
}

// ---------------------------------------------------------------- products

// name, typical price incl. tax low-high, reduced rate (UK zero-rated books; German 7 % on books and food)
const PRODUCTS: Record<Lang, Array<[string, number, number, boolean]>> = {
  en: [
    ["USB-C Charging Cable 2m, Braided Nylon, 2-Pack", 6.99, 14.99, false],
    ["Stainless Steel Water Bottle 750ml, Insulated", 12.99, 24.99, false],
    ["Wireless Bluetooth Earbuds with Charging Case", 19.99, 49.99, false],
    ["LED Desk Lamp, Dimmable, 3 Colour Modes", 15.99, 34.99, false],
    ["Phone Case for Galaxy S23, Clear Shockproof", 7.99, 15.99, false],
    ["Silicone Baking Mat Set of 3", 9.99, 18.99, false],
    ["Cat Scratching Post 60cm with Sisal Rope", 14.99, 29.99, false],
    ["Yoga Mat 6mm Non-Slip with Carry Strap", 16.99, 32.99, false],
    ["Digital Kitchen Scales 5kg, Stainless Steel", 9.99, 19.99, false],
    ["HDMI 2.1 Cable 3m, 8K 60Hz", 8.99, 17.99, false],
    ["Replacement Filters for V8 Vacuum (2 pcs)", 7.49, 15.99, false],
    ["Garden Hose Spray Nozzle, 8 Patterns", 8.49, 16.99, false],
    ["The Quiet Coast (Paperback)", 8.99, 12.99, true],
    ["A5 Dotted Notebook, Hardcover, 160 Pages", 6.49, 11.99, false],
  ],
  de: [
    ["USB-C Ladekabel 2 m, Nylon geflochten, 2er-Pack", 6.99, 14.99, false],
    ["Edelstahl Trinkflasche 750 ml, isoliert", 12.99, 24.99, false],
    ["Bluetooth Kopfhörer In-Ear mit Ladecase", 19.99, 49.99, false],
    ["LED Schreibtischlampe dimmbar, 3 Farbmodi", 15.99, 34.99, false],
    ["Handyhülle für iPhone 15, transparent", 7.99, 15.99, false],
    ["Yogamatte 6 mm rutschfest mit Tragegurt", 16.99, 32.99, false],
    ["Digitale Küchenwaage 5 kg, Edelstahl", 9.99, 19.99, false],
    ["Ersatzfilter für Akkusauger V8 (2 Stück)", 7.49, 15.99, false],
    ["Kaffeebohnen Espresso 1 kg", 13.99, 21.99, true],
    ["Taschenbuch: Der stille Hafen", 10.0, 14.0, true],
    ["Katzenfutter nass, 12 x 85 g", 7.99, 12.99, true],
    ["Bio-Haferflocken zart, 6 x 500 g", 9.49, 14.99, true],
  ],
};

const alnum = (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789".split(""))).join("");
const mixed = (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789".split(""))).join("");

/** A table row: a product, the shipping or a promotion; amounts incl. tax (gross) and excl. (net). */
type Row = { kind: "item" | "ship" | "promo"; name: string; code: string; qty: number | null; unitNet: number; unitGross: number; rate: number; net: number; vat: number; gross: number };

// ---------------------------------------------------------------- wordings

type Words = {
  soldBy: string[]; sellerHead: string[]; invNo: string[]; invDate: string[]; orderNo: string[]; orderDate: string[]; delivery: string[]; payRef: string[];
  bill: string[]; ship: string[]; details: string[]; page: (a: number, b: number) => string;
  cols: { desc: string[]; qty: string[]; unitNet: string[]; rate: string[]; unitGross: string[]; subGross: string[]; vat: string[]; totalGross: string[]; price: string[]; total: string[] };
  shipping: string[]; promo: string[]; total: string[]; vatSum: { head: string[]; rate: string[]; net: string[]; vat: string[]; sum: string[] };
  exVat: string[]; vatTotal: string[]; grand: string[]; payable: string[]; paid: string[]; due: string[]; method: string[]; payHead: string[];
  itemsSub: string[]; beforeTax: string[]; stamp: string[]; thanks: string[]; issuedBy: (seller: string, market: string) => string[]; operated: (market: string, op: string, addr: string) => string; help: (url: string) => string;
  card: (brand: string, last: string) => string[]; wallets: string[]; condition: string[]; buyerVat: string[]; attn: string;
};

const WORDS: Record<Lang, Words> = {
  en: {
    soldBy: ["Sold by", "Sold By", "Sold and dispatched by", "Seller"],
    sellerHead: ["Seller", "Seller information", "Sold by"],
    invNo: ["Invoice number", "Invoice #", "Invoice No.", "Invoice Number"],
    invDate: ["Invoice date", "Invoice date / Delivery date", "Invoice Date", "Date of invoice"],
    orderNo: ["Order number", "Order #", "Order No.", "Order ID", "Order Number"],
    orderDate: ["Order date", "Order placed", "Date ordered", "Order Date"],
    delivery: ["Delivery date", "Dispatch date", "Date of supply", "Shipped on"],
    payRef: ["Payment reference number", "Payment reference", "Transaction ID"],
    bill: ["Billing address", "Billing Address", "Invoice address", "Bill to"],
    ship: ["Delivery address", "Shipping address", "Ship to", "Delivery Address"],
    details: ["Invoice details", "Order information", "Order details"],
    page: (a, b) => `Page ${a} of ${b}`,
    cols: {
      desc: ["Description", "Item", "Product"], qty: ["Qty", "Quantity"],
      unitNet: ["Unit price (excl. VAT)", "Unit price excl. VAT", "Price (ex. VAT)"], rate: ["VAT rate", "VAT %", "Rate"], unitGross: ["Unit price (incl. VAT)", "Unit price incl. VAT"],
      subGross: ["Item subtotal (incl. VAT)", "Item subtotal incl. VAT", "Subtotal (incl. VAT)"], vat: ["VAT amount", "VAT", "VAT (£)"], totalGross: ["Total (incl. VAT)", "Total incl. VAT", "Amount"],
      price: ["Price", "Item price", "Unit price"], total: ["Total", "Subtotal", "Amount"],
    },
    shipping: ["Shipping charges", "Delivery", "Postage & Packing", "Shipping"],
    promo: ["Promotion applied", "Discount", "Voucher", "Promotional discount"],
    total: ["Total", "Invoice total", "TOTAL"],
    vatSum: { head: ["VAT summary", "VAT breakdown", ""], rate: ["VAT rate", "Rate", "VAT %"], net: ["Item subtotal (excl. VAT)", "Net amount", "Amount excl. VAT"], vat: ["VAT subtotal", "VAT", "VAT amount"], sum: ["Total", "Total", "Sum"] },
    exVat: ["Total excl. VAT", "Subtotal (excl. VAT)", "Net total", "Total before VAT"],
    vatTotal: ["VAT", "Total VAT", "VAT total"],
    grand: ["Total", "Total incl. VAT", "Invoice total", "Grand total"],
    payable: ["Total payable", "Amount payable", "Invoice total"],
    paid: ["Amount paid", "Paid", "Payment received"],
    due: ["Amount due", "Balance due", "Outstanding"],
    method: ["Payment method", "Payment", "Paid by", "Payment type"],
    payHead: ["Payment information", "Payment", "Payment details"],
    itemsSub: ["Item(s) subtotal", "Items subtotal", "Item(s) Subtotal"],
    beforeTax: ["Total before VAT", "Total before tax", "Total excl. VAT"],
    stamp: ["PAID", "Paid"],
    thanks: ["Thank you for shopping with us.", "Thank you for your order.", "Thanks for your purchase!"],
    issuedBy: (s, m) => [`This invoice is issued by ${s}, the seller of the items above, and not by ${m}.`, `Invoice issued by the seller. ${m} acts as a marketplace and is not the seller of these items.`, `The seller of the goods listed above is ${s}${s.endsWith(".") ? "" : "."}`],
    operated: (m, op, a) => `${m} is operated by ${op}, ${a}.`,
    help: (u) => `View your order and returns at ${u}`,
    card: (b, l) => [`${b} ending in ${l}`, `${b} **** ${l}`, `${b} ending ${l}`],
    wallets: ["PayPal", "Gift card balance", "Apple Pay", "Klarna"],
    condition: ["Condition: New", "Condition: New", "Condition: Used – Like New"],
    buyerVat: ["VAT #", "VAT number", "Buyer VAT No."],
    attn: "Attn:",
  },
  de: {
    soldBy: ["Verkauft von", "Verkauft und versandt von", "Verkäufer"],
    sellerHead: ["Verkäufer", "Verkäuferinformationen", "Verkauft von"],
    invNo: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnungsnr."],
    invDate: ["Rechnungsdatum", "Rechnungsdatum/Lieferdatum", "Rechnungsdatum / Leistungsdatum"],
    orderNo: ["Bestellnummer", "Bestell-Nr.", "Bestellung Nr."],
    orderDate: ["Bestelldatum", "Bestellt am", "Datum der Bestellung"],
    delivery: ["Lieferdatum", "Versanddatum", "Leistungsdatum"],
    payRef: ["Zahlungsreferenznummer", "Zahlungsreferenz", "Transaktions-ID"],
    bill: ["Rechnungsadresse", "Rechnungsanschrift"],
    ship: ["Lieferadresse", "Lieferanschrift", "Versandadresse"],
    details: ["Rechnungsdetails", "Bestellinformationen", "Bestelldetails"],
    page: (a, b) => `Seite ${a} von ${b}`,
    cols: {
      desc: ["Beschreibung", "Artikel", "Artikelbezeichnung"], qty: ["Menge", "Anz.", "Anzahl"],
      unitNet: ["Stückpreis (ohne USt.)", "Einzelpreis netto", "Preis (ohne USt.)"], rate: ["USt. %", "USt.-Satz", "MwSt. %"], unitGross: ["Stückpreis (inkl. USt.)", "Einzelpreis brutto"],
      subGross: ["Zwischensumme (inkl. USt.)", "Summe (inkl. USt.)"], vat: ["USt.", "USt.-Betrag", "MwSt."], totalGross: ["Gesamt (inkl. USt.)", "Gesamtpreis brutto", "Betrag"],
      price: ["Preis", "Einzelpreis", "Stückpreis"], total: ["Gesamt", "Summe", "Betrag"],
    },
    shipping: ["Versandkosten", "Versand", "Verpackung & Versand"],
    promo: ["Aktionsrabatt", "Gutschein", "Rabatt", "Angewendete Aktion"],
    total: ["Gesamt", "Gesamtbetrag", "Summe"],
    vatSum: { head: ["USt.-Übersicht", "Umsatzsteuer", ""], rate: ["USt. %", "Steuersatz", "USt.-Satz"], net: ["Zwischensumme (ohne USt.)", "Nettobetrag", "Netto"], vat: ["USt.", "USt.-Betrag", "Steuerbetrag"], sum: ["Gesamt", "Summe"] },
    exVat: ["Gesamtbetrag (ohne USt.)", "Summe netto", "Nettobetrag", "Gesamtsumme ohne MwSt."],
    vatTotal: ["USt.", "Enthaltene USt.", "USt. gesamt", "Anzurechnende MwSt."],
    grand: ["Gesamtbetrag", "Rechnungsbetrag", "Gesamtsumme", "Gesamt (inkl. USt.)"],
    payable: ["Zahlbetrag", "Rechnungsbetrag", "Gesamtbetrag"],
    paid: ["Bezahlt", "Bezahlter Betrag", "Zahlung erhalten"],
    due: ["Offener Betrag", "Noch zu zahlen", "Restbetrag"],
    method: ["Zahlungsart", "Zahlungsmethode", "Bezahlt mit"],
    payHead: ["Zahlungsinformationen", "Zahlung", "Zahlungsdetails"],
    itemsSub: ["Zwischensumme", "Artikel-Zwischensumme", "Summe Artikel"],
    beforeTax: ["Gesamtsumme ohne MwSt.", "Summe ohne USt.", "Nettobetrag"],
    stamp: ["BEZAHLT", "Bezahlt"],
    thanks: ["Vielen Dank für Ihren Einkauf.", "Vielen Dank für Ihre Bestellung!", "Danke für Ihren Einkauf."],
    issuedBy: (s, m) => [`Diese Rechnung wurde von ${s} als Verkäufer der oben genannten Artikel ausgestellt, nicht von ${m}.`, `Rechnungssteller ist der Verkäufer. ${m} tritt als Marktplatz auf und ist nicht Verkäufer dieser Artikel.`, `Verkäufer der oben aufgeführten Waren ist ${s}${s.endsWith(".") ? "" : "."}`],
    operated: (m, op, a) => `${m} wird betrieben von ${op}, ${a}.`,
    help: (u) => `Ihre Bestellung und Rücksendungen verwalten: ${u}`,
    card: (b, l) => [`${b} mit Endziffern ${l}`, `${b} endet auf ${l}`, `Kreditkarte (${b}) **** ${l}`],
    wallets: ["PayPal", "Lastschrift", "Geschenkgutschein", "Apple Pay"],
    condition: ["Zustand: Neu", "Zustand: Neu", "Zustand: Gebraucht – Wie neu"],
    buyerVat: ["USt-IdNr.", "USt-IdNr. des Käufers", "Umsatzsteuer-ID"],
    attn: "z. Hd.",
  },
};

const TITLES: Record<Loc, string[]> = {
  "en-GB": ["Invoice", "VAT Invoice", "Tax Invoice", "INVOICE"],
  de: ["Rechnung", "RECHNUNG"],
  "de-en": ["Invoice", "VAT Invoice", "INVOICE"],
  "en-AU": ["Tax Invoice", "TAX INVOICE", "Tax invoice"],
  "en-US": ["Invoice", "INVOICE", "Order Invoice"],
};
const TAX_IDS: Record<Loc, string[]> = {
  "en-GB": ["VAT #", "VAT No.", "VAT Reg. No.", "VAT registration number", "VAT number"],
  de: ["USt-IdNr.", "USt-ID", "Umsatzsteuer-ID", "USt.-Ident-Nr."],
  "de-en": ["VAT #", "VAT ID", "VAT number"],
  "en-AU": ["ABN", "A.B.N."],
  "en-US": [],
};
const PERSON_FIRST = ["Emma", "Oliver", "Sophie", "James", "Lena", "Lukas", "Charlotte", "Jack", "Mia", "Noah", "Hannah", "Daniel", "Priya", "Chloe", "Felix"];
const PERSON_LAST = ["Walker", "Bennett", "Schulz", "Fischer", "Nguyen", "Hughes", "Richter", "Patel", "Morgan", "Kelly", "Wagner", "Brooks", "Campbell"];
const BUYER_COUNTRY: Record<Loc, string[]> = { "en-GB": ["GB", "United Kingdom"], de: ["DE", "Deutschland"], "de-en": ["DE", "Germany"], "en-AU": ["AU", "Australia"], "en-US": ["US", "United States"] };
// US buyers: the sales tax of the state the parcel goes to
const US_BUYERS: Array<[string, string, number]> = [["Austin, TX 78704", "TX", 8.25], ["Columbus, OH 43215", "OH", 7.5], ["Seattle, WA 98103", "WA", 10.25], ["Chicago, IL 60614", "IL", 10.25], ["Orlando, FL 32801", "FL", 6.5], ["Brooklyn, NY 11215", "NY", 8.875], ["Denver, CO 80205", "CO", 8.81]];
const US_STREETS = ["1423 Maple Avenue", "88 Elm Street, Apt 4B", "2710 W Oak Drive", "515 Pine Street", "39 Lakeview Terrace"];

// ---------------------------------------------------------------- the family

function marketplaceInvoice(r: Rng, canonical: boolean): Built {
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const loc: Loc = canonical ? "en-GB" : pick(r, ["en-GB", "en-GB", "de", "de", "de-en", "en-AU", "en-US", "en-US"] as const);
  const lang: Lang = loc === "de" ? "de" : "en";
  const W = WORDS[lang];
  const gst = loc === "en-AU";
  const us = loc === "en-US";
  const vatWord = gst ? "GST" : lang === "de" ? "USt." : "VAT";
  const sw = (s: string) => (gst ? s.replace(/VAT/g, "GST") : s);
  const ww = (l: string[]) => sw(w(l));

  const style = drawStyle(r, { font: canonical ? "sans" : pick(r, ["sans", "sans", "sans", "serif"] as const), canonical });
  const dateFmt = w(DATES[loc]);
  style.date = dateFmt;
  const money = w(MONEY[loc]);
  style.money = signed(money.fmt);
  const d = new DocBuilder(P, r, style, {}, canonical);
  const s = style.size;
  const acc = style.accent;
  const m = (n: number) => style.money(n);
  const colon = (l: string) => (style.colon && l && !/[#:]$/.test(l) ? `${l}:` : l);
  const market = w(MARKETS);
  const domain = `${market.brand.toLowerCase()}.${TLD[loc]}`;
  const marketName = `${market.brand.charAt(0).toUpperCase()}${market.brand.slice(1).toLowerCase()}${canonical || chance(r, 0.5) ? `.${TLD[loc]}` : ""}`;

  // ---- the parties
  const seller = drawSeller(r, loc, canonical);
  const buyerLoc = loc === "de-en" ? "de" : loc;
  const bizBuyer = !canonical && chance(r, us ? 0.15 : 0.3);
  const person = `${pick(r, PERSON_FIRST)} ${pick(r, PERSON_LAST)}`;
  const usBuyer = pick(r, US_BUYERS);
  const base = business(r, buyerLoc);
  const buyer = {
    name: bizBuyer ? base.name : person,
    contact: bizBuyer ? person : null,
    street: us ? pick(r, US_STREETS) : base.street,
    city: us ? usBuyer[0] : base.city,
    taxId: bizBuyer && !us ? base.taxId : null,
  };
  const gift = !canonical && chance(r, 0.2);
  const other = business(r, buyerLoc);
  const shipTo = gift
    ? { name: `${pick(r, PERSON_FIRST)} ${pick(r, PERSON_LAST.filter((x) => !person.endsWith(x)))}`, street: us ? pick(r, US_STREETS) : other.street, city: us ? pick(r, US_BUYERS)[0] : other.city }
    : { name: bizBuyer && chance(r, 0.5) ? person : buyer.name, street: buyer.street, city: buyer.city };
  const countryLine = canonical || chance(r, 0.6) ? w(BUYER_COUNTRY[loc]) : null;

  // ---- the order: products, shipping, a promotion
  const rateStd = us ? 0 : gst ? 10 : lang === "de" || loc === "de-en" ? 19 : 20;
  const rateLow = loc === "en-GB" ? 0 : loc === "de" || loc === "de-en" ? 7 : rateStd;
  const large = !canonical && chance(r, 0.12);
  const nItems = canonical ? 2 : large ? int(r, 9, 14) : pick(r, [1, 1, 2, 2, 3, 4]);
  const pool = shuffle(r, PRODUCTS[lang === "de" || loc === "de-en" ? (loc === "de-en" ? "en" : "de") : "en"]);
  const codeKind = canonical ? "asin" : pick(r, ["asin", "asin", "sku", "item", "none"] as const);
  const rows: Row[] = [];
  for (let i = 0; i < nItems; i++) {
    const [name0, lo, hi, reduced] = pool[i % pool.length];
    const name = i < pool.length ? name0 : `${name0} (${pick(r, ["Black", "White", "Blue", "Grey"])})`;
    const unitGross = Math.floor(lo + r() * (hi - lo)) + pick(r, [0.99, 0.99, 0.49, 0.95]);
    const qty = large ? pick(r, [1, 2, 3, 5, 10]) : canonical ? [1, 2][i] : pick(r, [1, 1, 1, 2, 3]);
    const rate = reduced ? rateLow : rateStd;
    const code = codeKind === "asin" ? `ASIN: B0${alnum(r, 8)}` : codeKind === "sku" ? `SKU: ${letters(r, 2)}-${alnum(r, 4)}-${digits(r, 2)}` : codeKind === "item" ? `Item number: ${digits(r, 12)}` : "";
    if (us) {
      // US prices are net; the sales tax is added at the end
      const unit = round2(unitGross);
      rows.push({ kind: "item", name, code, qty, unitNet: unit, unitGross: unit, rate: 0, net: round2(unit * qty), vat: 0, gross: round2(unit * qty) });
    } else {
      const gross = round2(unitGross * qty);
      const net = round2(gross / (1 + rate / 100));
      rows.push({ kind: "item", name, code, qty, unitNet: round2(unitGross / (1 + rate / 100)), unitGross: round2(unitGross), rate, net, vat: round2(gross - net), gross });
    }
  }
  const shipGross = canonical ? 3.99 : pick(r, [0, 0, 0, 2.99, 3.99, 4.49, 4.99, 6.95]);
  const shipName = us ? w(["Shipping & handling", "Shipping & Handling", "Shipping"]) : w(gst ? ["Shipping", "Delivery", "Shipping charges"] : W.shipping);
  const mkRow = (kind: "ship" | "promo", name: string, gross: number, rate: number): Row => {
    const net = us ? gross : round2(gross / (1 + rate / 100));
    return { kind, name, code: "", qty: null, unitNet: net, unitGross: gross, rate, net, vat: round2(gross - net), gross };
  };
  rows.push(mkRow("ship", shipName, shipGross, rateStd));
  const itemsGross = round2(rows.filter((x) => x.kind === "item").reduce((a, x) => a + x.gross, 0));
  const promoOn = !canonical && chance(r, 0.3);
  if (promoOn) {
    const first = rows[0];
    const off = round2(Math.min(first.gross * 0.5, pick(r, [2, 3, 5, 0.1 * first.gross])));
    rows.push(mkRow("promo", w(us ? ["Promotion applied", "Coupon savings", "Discount"] : W.promo), -round2(off), first.rate));
  }
  const net = round2(rows.reduce((a, x) => a + x.net, 0));
  const usRate = usBuyer[2];
  const vat = us ? round2((net * usRate) / 100) : round2(rows.reduce((a, x) => a + x.vat, 0));
  const total = us ? round2(net + vat) : round2(rows.reduce((a, x) => a + x.gross, 0));
  const rates = [...new Set(rows.filter((x) => x.kind === "item" || x.gross !== 0).map((x) => x.rate))].sort((a, b) => b - a);
  const groups = rates.map((rate) => {
    const rs = rows.filter((x) => x.rate === rate);
    return { rate, net: round2(rs.reduce((a, x) => a + x.net, 0)), vat: round2(rs.reduce((a, x) => a + x.vat, 0)) };
  });

  // ---- numbers and dates
  const orderIso = randomIsoDate(r);
  const invoiceIso = addDays(orderIso, canonical ? 1 : int(r, 0, 3));
  const deliveryIso = addDays(invoiceIso, canonical ? 2 : int(r, 0, 4));
  const year = invoiceIso.slice(0, 4);
  const cc = { "en-GB": "GB", de: "DE", "de-en": "DE", "en-AU": "AU", "en-US": "US" }[loc];
  const orderNo = canonical
    ? `203-${digits(r, 7)}-${digits(r, 7)}`
    : pick(r, [
        `${us ? pick(r, ["111", "112", "113", "114"]) : loc === "en-GB" ? pick(r, ["202", "203", "204", "205", "206"]) : gst ? pick(r, ["249", "250"]) : pick(r, ["302", "303", "304", "305", "306"])}-${digits(r, 7)}-${digits(r, 7)}`,
        `${digits(r, 2)}-${digits(r, 5)}-${digits(r, 5)}`,
        `${int(r, 1, 3)}${digits(r, 9)}`,
      ]);
  const sellerCode = seller.name.replace(/[^A-Z]/g, "").slice(0, 3) || "INV";
  const invNo = canonical
    ? `${cc}${int(r, 1, 9)}${alnum(r, 4)}${digits(r, 5)}`
    : pick(r, [
        `${cc}${int(r, 1, 9)}${alnum(r, 4)}${digits(r, 5)}`,
        `INV-${cc}-${digits(r, 9)}-${year}-${digits(r, 4)}`,
        `${sellerCode}-${year}-${digits(r, 5)}`,
        lang === "de" ? `RE${year}${digits(r, 5)}` : `INV${digits(r, 6)}`,
        `${year}${digits(r, 6)}`,
      ]);
  const payRefOn = !us && (canonical || chance(r, 0.45));
  const payRefVal = mixed(r, canonical ? 20 : int(r, 14, 22));

  const title = w(TITLES[loc]);
  const layout: Layout = us ? "summary" : canonical ? "vcs" : pick(r, ["vcs", "vcs", "columns", "columns", "summary"] as const);

  // ---- facts
  const sellerName = d.text("issuer.name", null, seller.name);
  const taxIdLabel = TAX_IDS[loc].length ? w(TAX_IDS[loc]) : "";
  const sellerTax = seller.taxId ? d.text("issuer.taxId", null, seller.taxId, taxIdLabel) : null;
  const invNoFact = d.text("references.documentNumber", null, invNo, w(W.invNo));
  const invDateLabel = w(W.invDate);
  const invCombined = /\//.test(invDateLabel);
  // "Invoice date / Delivery date": one date for both (the invoice is dated the day of delivery)
  const issueIso = invCombined ? deliveryIso : invoiceIso;
  const invDateFact = d.date("dates.issueDate", null, issueIso, invDateLabel);
  const orderNoFact = d.text("references.orderNumber", null, orderNo, us ? w([`${marketName} order number`, "Order #", "Order number"]) : w(W.orderNo));
  const orderDateFact = d.date("dates.orderDate", null, orderIso, w(W.orderDate));
  const deliveryOn = !invCombined && (canonical || chance(r, 0.6));
  const deliveryFact = deliveryOn ? d.date(null, null, deliveryIso, w(W.delivery)) : null;
  const payRefFact = payRefOn ? d.text("references.reference", null, payRefVal, w(W.payRef)) : null;
  const totalFact = d.money("totals.total", null, total, ww(W.grand));

  // ---- blocks
  // (the label wraps in a narrow column, the value never does: a number cut at its hyphens reads as two)
  const cell = (x: Fact) => (x.mark(), `<tr><td style="padding:1px 10px 1px 0;color:#333;vertical-align:top">${style.labelBold ? `<b>${esc(colon(x.label))}</b>` : esc(colon(x.label))}</td><td style="padding:1px 0;vertical-align:top;white-space:nowrap">${esc(x.shown)}</td></tr>`);
  const kvTable = (xs: Array<Fact | null>) => `<table style="border-collapse:collapse">${xs.filter((x): x is Fact => !!x).map(cell).join("")}</table>`;
  const headStyle = `font-weight:bold;margin-bottom:2px${canonical || chance(r, 0.5) ? "" : `;color:${acc}`}`;

  // the seller: "Sold by: NAME" with the address under it and the VAT number; or a headed block
  const sellerMode = canonical ? "soldBy" : pick(r, ["soldBy", "soldBy", "headed"] as const);
  const sellerCountry = canonical || chance(r, 0.6) || /China|CN/.test(seller.country);
  const sellerAddr = [seller.street, seller.city, ...(sellerCountry ? [seller.country] : [])];
  d.set("issuer.address", sellerAddr.join(", "));
  const taxLine = sellerTax ? `<div>${esc(colon(sellerTax.label))} ${esc((sellerTax.mark(), sellerTax.shown))}</div>` : "";
  const soldByLabel = us ? w(["Sold by", "Sold by", "Sold and shipped by", "Seller"]) : w(W.soldBy);
  const sellerHtml =
    sellerMode === "soldBy"
      ? `<div><b>${esc(colon(soldByLabel))}</b> ${esc((sellerName.mark(), sellerName.shown))}</div><div style="padding-left:${canonical || chance(r, 0.5) ? 0 : 4}em">${sellerAddr.map(esc).join(canonical || chance(r, 0.6) ? "<br>" : ", ")}</div>${taxLine}`
      : `<div style="${headStyle}">${esc(w(W.sellerHead))}</div><div>${esc((sellerName.mark(), sellerName.shown))}</div><div>${sellerAddr.map(esc).join("<br>")}</div>${taxLine}`;

  // the buyer's billing address (the recipient) and the delivery address
  const recipientFact = d.text("recipient.name", null, buyer.name);
  const billAddr = [buyer.street, buyer.city, ...(countryLine ? [countryLine] : [])];
  d.set("recipient.address", billAddr.join(", "));
  const buyerVatLine = buyer.taxId ? `<br>${esc(colon(gst ? w(["ABN", "Customer ABN"]) : w(W.buyerVat)))} ${esc(buyer.taxId)}` : "";
  const billHtml = `<div style="${headStyle}">${esc(w(W.bill))}</div>${esc((recipientFact.mark(), recipientFact.shown))}${buyer.contact && chance(r, 0.6) ? `<br>${esc(`${W.attn} ${buyer.contact}`)}` : ""}<br>${billAddr.map(esc).join("<br>")}${buyerVatLine}`;
  const shipAddr = [shipTo.street, shipTo.city, ...(countryLine ? [countryLine] : [])];
  const shipHtml = `<div style="${headStyle}">${esc(w(us ? ["Shipping address", "Ship to", "Shipping Address"] : W.ship))}</div>${esc(shipTo.name)}<br>${shipAddr.map(esc).join("<br>")}`;

  // the invoice's particulars
  const detailFacts: Array<Fact | null> = shuffleSome(r, canonical, [orderDateFact, orderNoFact, invNoFact, invDateFact, deliveryFact, payRefFact]);
  const detailsHtml = `<div style="${headStyle}">${esc(w(W.details))}</div>${kvTable(detailFacts)}`;

  // the marketplace's letterhead: its logo word, the title, the page number, at times "Total payable" boxed
  const logoWord = market.brand;
  const logo = `<div style="font-size:${s + 12}pt;font-weight:bold;letter-spacing:-1px;color:${canonical ? "#222" : pick(r, ["#222", acc, "#146eb4"])}">${esc(logoWord)}<span style="font-size:${s + 2}pt;font-weight:normal;letter-spacing:0">${chance(r, 0.6) || canonical ? esc(`.${TLD[loc]}`) : ""}</span></div>${chance(r, 0.5) ? `<div style="width:${int(r, 60, 110)}px;border-bottom:3px solid #f90;border-radius:0 0 50% 50%;margin-top:-3px"></div>` : ""}`;
  const pages = large ? 2 : 1;
  const pageLine = canonical || chance(r, 0.6) ? `<div class="small">${esc(W.page(1, pages))}</div>` : "";
  const payableOn = !us && (canonical || chance(r, 0.5));
  const payableFact = payableOn ? d.money("totals.total", null, total, ww(W.payable)) : null;
  const payableBox = payableFact ? `<div style="border:1px solid #999;padding:3px 8px;margin-top:4px;display:inline-block;text-align:left"><span>${esc(colon(payableFact.label))}</span> <b style="font-size:${s + 2}pt">${esc((payableFact.mark(), payableFact.shown))}</b></div>` : "";
  const head = `<table style="width:100%;border-collapse:collapse;border-bottom:${canonical || chance(r, 0.5) ? `2px solid ${acc}` : "1px solid #999"};margin-bottom:8px"><tr><td style="vertical-align:top;padding-bottom:6px">${logo}</td><td style="vertical-align:top;text-align:right;white-space:nowrap;padding-bottom:6px">{{TITLE}}${pageLine}${payableBox}</td></tr></table>`;

  // ---- the item table
  const bare = !canonical && chance(r, 0.4);
  const cm = (n: number) => (bare ? money.bare(n) : m(n));
  const rateText = (x: number) => (lang === "de" ? `${x} %` : canonical || loc !== "de-en" ? `${x}%` : `${x} %`);
  const thExtra = canonical ? "" : pick(r, ["", "background:#eee;", "border-top:1px solid #555;"]);
  const th = (label: string, right: boolean, width = "") => `<th style="padding:3px 5px;border-bottom:1px solid #555;${thExtra}text-align:${right ? "right" : "left"};font-size:${s - 0.5}pt;vertical-align:bottom${width ? `;width:${width}` : ""}">${esc(label)}</th>`;
  const td = (text: string, right: boolean, extra = "") => `<td style="padding:3px 5px;vertical-align:top;border-bottom:1px solid #ddd;${right ? "text-align:right;white-space:nowrap;" : ""}${extra}">${text}</td>`;
  const descCell = (x: Row) => `${esc(x.name)}${x.code ? `<div style="color:#555;font-size:${Math.max(6.5, s - 1.5)}pt">${esc(x.code)}</div>` : ""}${x.kind === "item" && !canonical && chance(r, 0.15) ? `<div style="color:#555;font-size:${Math.max(6.5, s - 1.5)}pt">${esc(w(W.condition))}</div>` : ""}`;
  const C = W.cols;
  let itemsHtml = "";
  const ofStyle = layout === "summary" && us && chance(r, 0.5);
  // a large order runs onto a second page: the table breaks after a few rows, its header repeated under a
  // running head with the invoice number and the page
  const splitAt = large ? 6 : Infinity;
  const tbl = (headRow: string, trs: string[], tail: string) => `<table style="width:100%;border-collapse:collapse;margin-top:6px"><thead><tr>${headRow}</tr></thead><tbody>${trs.join("")}${tail}</tbody></table>`;
  const contHead = () => `${pageBreak()}<div class="small" style="border-bottom:1px solid #999;padding-bottom:2px;margin-bottom:6px">${esc(`${marketName} · ${invNoFact.label} ${invNo} · ${W.page(2, 2)}`)}</div>`;
  const itemTable = (headRow: string, trs: string[], tail = "") => (trs.length > splitAt ? `${tbl(headRow, trs.slice(0, splitAt), "")}${contHead()}${tbl(headRow, trs.slice(splitAt), tail)}` : tbl(headRow, trs, tail));
  let totalsHtml = "";
  const vatSummary = (force: boolean): string => {
    // the VAT summary by rate: a sum row under several rates, at times under one
    const sumRow = groups.length > 1 ? canonical || chance(r, 0.75) : canonical || chance(r, 0.4);
    const subFact = d.money("totals.subtotal", null, net, "");
    const taxFact = d.money("totals.tax", null, vat, "");
    if (!sumRow && groups.length > 1 && !force) return "";
    const V = W.vatSum;
    const trs = groups.map((x) => {
      const only = !sumRow && groups.length === 1;
      return `<tr><td style="padding:1px 10px">${esc(rateText(x.rate))}</td><td style="padding:1px 10px;text-align:right">${esc(only ? (subFact.mark(), subFact.shown) : m(x.net))}</td><td style="padding:1px 10px;text-align:right">${esc(only ? (taxFact.mark(), taxFact.shown) : m(x.vat))}</td></tr>`;
    });
    if (sumRow) trs.push(`<tr style="font-weight:bold;border-top:1px solid #777"><td style="padding:1px 10px">${esc(w(V.sum))}</td><td style="padding:1px 10px;text-align:right">${esc((subFact.mark(), subFact.shown))}</td><td style="padding:1px 10px;text-align:right">${esc((taxFact.mark(), taxFact.shown))}</td></tr>`);
    else if (groups.length > 1) d.sumOf("totals.subtotal", groups.map((x) => x.net));
    const headTxt = sw(w(V.head));
    const th2 = (x: string, right: boolean) => `<th style="padding:1px 10px;border-bottom:1px solid #777;text-align:${right ? "right" : "left"};font-weight:normal;font-size:${s - 0.5}pt">${esc(sw(x))}</th>`;
    return `${headTxt ? `<div style="margin-top:10px;font-weight:bold">${esc(headTxt)}</div>` : `<div style="height:10px"></div>`}<table style="border-collapse:collapse;margin-left:${canonical || chance(r, 0.5) ? "auto" : "0"}"><tr>${th2(w(V.rate), false)}${th2(w(V.net), true)}${th2(w(V.vat), true)}</tr>${trs.join("")}</table>`;
  };

  if (layout === "vcs") {
    // Description | Qty | Unit price (excl.) | VAT rate | Unit price (incl.) | Item subtotal (incl.); the
    // shipping and a promotion as rows; "Total | VAT £x | £y"; the VAT summary under it
    const heads = [th(w(C.desc), false, "36%"), th(w(C.qty), true), th(sw(w(C.unitNet)), true), th(sw(w(C.rate)), true), th(sw(w(C.unitGross)), true), th(sw(w(C.subGross)), true)];
    const body = rows.map((x) => `<tr>${td(descCell(x), false)}${td(x.qty === null ? "" : String(x.qty), true)}${td(esc(cm(x.unitNet)), true)}${td(esc(rateText(x.rate)), true)}${td(esc(cm(x.unitGross)), true)}${td(esc(cm(x.gross)), true)}</tr>`);
    d.set("lineItems", rows.map((x) => ({ description: x.name, quantity: x.qty, unitPrice: x.unitNet, tax: null, amount: x.gross })));
    const taxFact = d.money("totals.tax", null, vat, vatWord);
    const totalRow = `<tr style="font-weight:bold"><td colspan="4" style="padding:4px 5px;text-align:${canonical || chance(r, 0.5) ? "left" : "right"}">${esc((totalFact.mark(), totalFact.label))}</td><td style="padding:4px 5px;text-align:right;white-space:nowrap">${esc(`${taxFact.label} ${(taxFact.mark(), taxFact.shown)}`)}</td><td style="padding:4px 5px;text-align:right;white-space:nowrap">${esc(totalFact.shown)}</td></tr>`;
    itemsHtml = itemTable(heads.join(""), body, totalRow);
    totalsHtml = canonical || chance(r, 0.75) ? vatSummary(true) : "";
  } else if (layout === "columns") {
    // Description | Qty | Unit price excl. | VAT rate | VAT | Total incl.; a totals block at the right
    const heads = [th(w(C.desc), false, "40%"), th(w(C.qty), true), th(sw(w(C.unitNet)), true), th(sw(w(C.rate)), true), th(sw(w(C.vat)).replace("£", { "en-GB": "£", de: "€", "de-en": "€", "en-AU": "$", "en-US": "$" }[loc]), true), th(sw(w(C.totalGross)), true)];
    const body = rows.map((x) => `<tr>${td(descCell(x), false)}${td(x.qty === null ? "" : String(x.qty), true)}${td(esc(cm(x.qty === null ? x.net : x.unitNet)), true)}${td(esc(rateText(x.rate)), true)}${td(esc(cm(x.vat)), true)}${td(esc(cm(x.gross)), true)}</tr>`);
    d.set("lineItems", rows.map((x) => ({ description: x.name, quantity: x.qty, unitPrice: x.qty === null ? x.net : x.unitNet, tax: x.vat, amount: x.gross })));
    itemsHtml = itemTable(heads.join(""), body);
    const subFact = d.money("totals.subtotal", null, net, ww(W.exVat));
    const taxLabel0 = ww(W.vatTotal);
    const taxFact = d.money("totals.tax", null, vat, groups.length === 1 && !canonical && chance(r, 0.4) ? `${taxLabel0} ${rateText(groups[0].rate)}` : taxLabel0);
    const paidOn = canonical || chance(r, 0.5);
    const paidFact = paidOn ? d.money("totals.amountPaid", null, total, w(W.paid)) : null;
    const dueFact = canonical || (paidOn && chance(r, 0.6)) || chance(r, 0.3) ? d.money("totals.amountDue", null, 0, w(W.due)) : null;
    const trow = (x: Fact | null, bold = false) => (x ? (x.mark(), `<tr${bold ? ` style="font-weight:bold;border-top:1px solid #555"` : ""}><td style="padding:2px 14px 2px 0;white-space:nowrap">${esc(colon(x.label))}</td><td style="padding:2px 0;text-align:right;white-space:nowrap">${esc(x.shown)}</td></tr>`) : "");
    totalsHtml = `<table style="border-collapse:collapse;margin:8px 0 0 auto">${trow(subFact)}${trow(taxFact)}${trow(totalFact, true)}${trow(paidFact)}${trow(dueFact)}</table>${groups.length > 1 && chance(r, 0.5) ? vatSummary(false) : ""}`;
  } else {
    // the order-summary layout: Item | Qty | Price | Total (or "2 of: ..." lines with the price), then
    // Item(s) subtotal, shipping, promotion, Total before tax, tax, Grand total in a box at the right
    const items = rows.filter((x) => x.kind === "item");
    const unit = (x: Row) => (us ? x.unitNet : x.unitGross);
    let table: string;
    if (ofStyle) {
      const soldEach = chance(r, 0.6);
      const trs = items.map((x) => `<tr><td style="padding:3px 0;vertical-align:top">${esc(`${x.qty} of: `)}<i>${esc(x.name)}</i>${x.code ? `<br><span class="small">${esc(x.code)}</span>` : ""}${soldEach ? `<br><span class="small">${esc(`${soldByLabel}: ${seller.name}`)}</span>` : ""}</td><td style="padding:3px 0;text-align:right;white-space:nowrap;vertical-align:top">${esc(m(unit(x)))}</td></tr>`);
      table = itemTable(`<th style="text-align:left;border-bottom:1px solid #555;padding:2px 0">${esc(w(["Items Ordered", "Items ordered"]))}</th><th style="text-align:right;border-bottom:1px solid #555;padding:2px 0">${esc(w(C.price))}</th>`, trs);
      d.set("lineItems", items.map((x) => ({ description: x.name, quantity: x.qty, unitPrice: unit(x), tax: null, amount: null })));
    } else {
      const heads = [th(w(C.desc), false, "55%"), th(w(C.qty), true), th(w(C.price), true), th(w(C.total), true)];
      const trs = items.map((x) => `<tr>${td(descCell(x), false)}${td(String(x.qty), true)}${td(esc(cm(unit(x))), true)}${td(esc(cm(us ? x.net : x.gross)), true)}</tr>`);
      table = itemTable(heads.join(""), trs);
      d.set("lineItems", items.map((x) => ({ description: x.name, quantity: x.qty, unitPrice: unit(x), tax: null, amount: us ? x.net : x.gross })));
    }
    itemsHtml = table;
    const itemsSum = us ? round2(items.reduce((a, x) => a + x.net, 0)) : itemsGross;
    const ship = rows.find((x) => x.kind === "ship")!;
    const promo = rows.find((x) => x.kind === "promo");
    const line = (label: string, text: string) => `<tr><td style="padding:1px 16px 1px 0;white-space:nowrap">${esc(colon(label))}</td><td style="padding:1px 0;text-align:right;white-space:nowrap">${esc(text)}</td></tr>`;
    const subFact = d.money("totals.subtotal", null, net, us ? w(["Total before tax", "Total before tax", "Subtotal before tax"]) : ww(W.beforeTax));
    const taxFact = d.money("totals.tax", null, vat, us ? w(["Estimated tax to be collected", "Sales tax", "Tax", `Sales tax (${usBuyer[2]}%)`]) : ww(W.vatTotal));
    const fx = (x: Fact, bold = false) => (x.mark(), `<tr${bold ? ` style="font-weight:bold"` : ""}><td style="padding:1px 16px 1px 0;white-space:nowrap${bold ? ";border-top:1px solid #555" : ""}">${esc(colon(x.label))}</td><td style="padding:1px 0;text-align:right;white-space:nowrap${bold ? ";border-top:1px solid #555" : ""}">${esc(x.shown)}</td></tr>`);
    const summaryRows = us
      ? [line(w(W.itemsSub), m(itemsSum)), line(ship.name, m(ship.gross)), promo ? line(promo.name, m(promo.gross)) : "", `<tr><td colspan="2" style="height:4px"></td></tr>`, fx(subFact), fx(taxFact), fx(totalFact, true)]
      : [line(w(W.itemsSub), m(itemsSum)), line(ship.name, m(ship.gross)), promo ? line(promo.name, m(promo.gross)) : "", fx(subFact), fx(taxFact), fx(totalFact, true)];
    const boxHead = w(us ? ["Order Summary", "Order summary", "Payment information"] : lang === "de" ? ["Bestellübersicht", "Zusammenfassung"] : ["Order summary", "Order Summary"]);
    totalsHtml = `<table style="border-collapse:collapse;margin:10px 0 0 auto;border:1px solid #bbb"><tr><td style="padding:4px 8px"><div style="font-weight:bold;margin-bottom:3px">${esc(boxHead)}</div><table style="border-collapse:collapse">${summaryRows.join("")}</table></td></tr></table>`;
  }

  // ---- the payment: a card or wallet; "Amount paid" and "Amount due 0.00" on some; a PAID stamp at times
  const cardBrand = canonical ? "Visa" : pick(r, ["Visa", "Visa", "Mastercard", "American Express"]);
  const methodText = canonical ? W.card("Visa", "1234")[0] : chance(r, 0.8) ? pick(r, W.card(cardBrand, digits(r, 4))) : pick(r, W.wallets);
  const methodFact = d.text("payment.method", null, methodText, w(W.method));
  const paidDateOn = !canonical && chance(r, 0.4);
  const paidFact2 = layout !== "columns" && (canonical || chance(r, 0.4)) ? d.money("totals.amountPaid", null, total, w(W.paid)) : null;
  const dueFact2 = layout !== "columns" && (canonical || chance(r, 0.3)) ? d.money("totals.amountDue", null, 0, w(W.due)) : null;
  const payLines = [
    `<div>${esc(colon(methodFact.label))} ${esc((methodFact.mark(), methodFact.shown))}${paidDateOn ? esc(` (${style.date(invoiceIso)})`) : ""}</div>`,
    paidFact2 ? `<div>${esc(colon(paidFact2.label))} ${esc((paidFact2.mark(), paidFact2.shown))}</div>` : "",
    dueFact2 ? `<div>${esc(colon(dueFact2.label))} ${esc((dueFact2.mark(), dueFact2.shown))}</div>` : "",
  ].join("");
  const stamp = !canonical && chance(r, 0.3) ? `<div style="display:inline-block;border:2px solid #2a7a2a;color:#2a7a2a;font-weight:bold;font-size:${s + 5}pt;padding:1px 10px;transform:rotate(-8deg);margin:6px 0 0 20px">${esc(w(W.stamp))}</div>` : "";
  const payHtml = `<div style="margin-top:12px"><div style="${headStyle}">${esc(w(W.payHead))}</div>${payLines}${stamp}</div>`;

  // ---- the footer: who issued the invoice, the operator of the site, the order's URL
  const notes: string[] = [];
  if (canonical || chance(r, 0.5)) notes.push(w(W.issuedBy(seller.name, marketName)));
  if (!canonical && chance(r, 0.4)) notes.push(W.operated(marketName, market.operator[loc], market.address[loc]));
  if (us && chance(r, 0.6)) notes.push(w([`${marketName} collected and remitted the sales tax on this order as a marketplace facilitator.`, `Sales tax is collected by ${marketName} as the marketplace facilitator in ${usBuyer[1]}.`]));
  if (gst && chance(r, 0.5)) notes.push(`Total price includes GST of ${m(vat)}.`);
  const url = `https://www.${domain}/${pick(r, ["your-orders/order-details?orderID=", "gp/css/summary/print.html?orderID=", "orders/"])}${orderNo}`;
  const urlShort = `www.${domain}/orders`;
  if (canonical || chance(r, 0.5)) notes.push(W.help(urlShort));
  const thanks = canonical || chance(r, 0.5) ? `<p style="margin-top:10px">${esc(w(W.thanks))}</p>` : "";
  const footer = `<div class="foot">${notes.map(esc).join("<br>")}</div>`;

  // the browser's print header and footer (printed from the marketplace's website), at times
  const chrome = !canonical && chance(r, 0.3);
  const printed = addDays(deliveryIso, int(r, 0, 20));
  const printedText = `${DATES[loc][lang === "de" ? 0 : 1](printed)}, ${p2(int(r, 8, 22))}:${p2(int(r, 0, 59))}`;
  const top = chrome ? `<table style="width:100%;font-size:7pt;color:#444;margin-bottom:6px"><tr><td>${esc(printedText)}</td><td style="text-align:center">${esc(`${marketName}: ${title}`)}</td></tr></table>` : "";
  const bottom = chrome ? `<table style="width:100%;font-size:7pt;color:#444;margin-top:10px"><tr><td style="word-break:break-all">${esc(url)}</td><td style="text-align:right">1/${pages}</td></tr></table>` : "";

  // ---- the arrangement
  const drawn = canonical ? "three" : pick(r, ["three", "three", "sellerTop", "usLines"] as const);
  // the particulars' column of three is a third of the page: a long number moves them up beside the seller
  const longest = Math.max(...detailFacts.filter((x): x is Fact => !!x).map((x) => x.shown.length));
  const arrangement = drawn === "three" && longest * s * 0.62 + 50 > 0.36 * 516 ? "sellerTop" : drawn;
  let upper: string;
  if (us && arrangement === "usLines") {
    // Amazon-like: "Order Placed: ...", "... order number: ...", "Invoice #: ...", "Order Total: ..." lines
    const orderTotal = d.money("totals.total", null, total, w(["Order Total", "Order total"]));
    const lines = [orderDateFact, orderNoFact, invNoFact, invDateFact, deliveryFact, orderTotal].filter((x): x is Fact => !!x).map((x) => (x.mark(), `<div>${style.labelBold ? `<b>${esc(colon(x.label))}</b>` : esc(colon(x.label))} ${esc(x.shown)}</div>`));
    upper = `<div style="margin-bottom:8px">${lines.join("")}</div>${threeCols([sellerHtml, shipHtml, billHtml])}`;
  } else if (arrangement === "sellerTop" || (arrangement === "usLines" && !us)) {
    // the seller at the left, the particulars at the right, the two addresses in a row below
    upper = `${threeCols([sellerHtml, "", detailsHtml], [50, 0, 50])}<div style="height:10px"></div>${threeCols([billHtml, shipHtml], [50, 50])}`;
  } else {
    // the seller block on its own, then billing | delivery | invoice details in three columns
    upper = `<div style="margin-bottom:10px">${sellerHtml}</div>${threeCols([billHtml, shipHtml, detailsHtml], [32, 32, 36])}`;
  }
  const itemsHead = `<div style="font-weight:bold;margin-top:12px;${canonical ? "" : pick(r, ["", `color:${acc};`])}">${esc(w(lang === "de" ? ["Rechnungsdetails", "Artikel", "Bestellte Artikel"] : us ? ["Items", "Items Ordered", "Order details"] : ["Invoice details", "Items", "Items ordered"]))}</div>`;
  const body = [top, upper, ofStyle ? "" : itemsHead, itemsHtml, totalsHtml, payHtml, thanks, footer, bottom].join("");

  d.set("documentType", title);
  d.set("currency", CURRENCY[loc]);
  return { d, page: { title, head, body, titleAlign: "right" } };
}

/** Blocks side by side in one table row (widths in percent). */
function threeCols(cells: string[], widths?: number[]): string {
  const ws = widths ?? cells.map(() => Math.floor(100 / cells.length));
  const tds = cells.map((c, i) => (ws[i] === 0 ? "" : `<td style="width:${ws[i]}%;vertical-align:top;padding-right:10px">${c}</td>`));
  return `<table style="width:100%;table-layout:fixed;border-collapse:collapse"><tr>${tds.join("")}</tr></table>`;
}

/** The particulars in a drawn order at times (the order number first, or the invoice number first). */
function shuffleSome<T>(r: Rng, canonical: boolean, xs: T[]): T[] {
  if (canonical || chance(r, 0.5)) return xs;
  const [a, b, c, d2, ...rest] = xs;
  return pick(r, [[c, d2, a, b, ...rest], [b, a, c, d2, ...rest], [c, d2, b, a, ...rest]]);
}

export const GENERIC_MARKETPLACE_FAMILIES: Family[] = [
  {
    id: "marketplace-invoice",
    profile: P,
    idiom: "online marketplace order invoice (UK/DE/AU/US): the marketplace's logo and footer, the third-party seller as issuer in a 'Sold by' block with its VAT/USt-IdNr./ABN, invoice number distinct from the order number (203-1234567-1234567), invoice/order/delivery dates, billing and delivery addresses, items with ASIN/SKU, shipping and promotion rows, 'Total | VAT £x | £y' with a VAT summary by rate or an Order Summary box (Total before tax, sales tax), paid by 'Visa ending in 1234', Amount due 0.00",
    build: marketplaceInvoice,
  },
];
