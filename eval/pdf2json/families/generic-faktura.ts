// generic_document: invoices from Sweden, Norway, Denmark, Finland and Poland in their own languages, as the
// accounting systems there print them (Fortnox, Visma, Tripletex, e-conomic, Netvisor, Fakturownia, wFirma).
// Identifiers carry their real check digits (Swedish org.nr and OCR by Luhn, Norwegian org.nr and account by
// mod 11, KID by Luhn, Danish CVR by mod 11, Finnish Y-tunnus by mod 11 and viitenumero by 7-3-1, Polish NIP
// by its weights, IBANs by mod 97).
import { addDays, number, randomIsoDate } from "../corpus/formats";
import { esc, plain } from "../corpus/html";
import { chance, digits, int, pick, round2, shuffle, type Rng } from "../corpus/rng";
import { DocBuilder, drawStyle, type Fact } from "../corpus/truth";
import type { Built, Family } from "./types";

const P = "generic_document";

type Nordic = "sv" | "no" | "da" | "fi";
type Country = Nordic | "pl";

// ---------------------------------------------------------------- identifiers with their check digits

const ds = (s: string) => s.split("").map(Number);

/** Luhn check digit of a payload (the rightmost payload digit doubled). */
function luhn(payload: string): number {
  let sum = 0;
  ds(payload).reverse().forEach((x, i) => {
    const y = i % 2 === 0 ? x * 2 : x;
    sum += y > 9 ? y - 9 : y;
  });
  return (10 - (sum % 10)) % 10;
}

/** IBAN with mod-97 check digits, printed in groups of four. */
function ibanOf(country: string, bban: string): string {
  const numeric = (s: string) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric(bban + country + "00")) rem = (rem * 10 + Number(ch)) % 97;
  return `${country}${String(98 - rem).padStart(2, "0")}${bban}`.replace(/(.{4})/g, "$1 ").trim();
}

/** Swedish organisationsnummer: ten digits, Luhn on the last. */
function seOrgNr(r: Rng): string {
  const base = `55${pick(r, ["6", "9"])}${digits(r, 6)}`;
  return `${base}${luhn(base)}`;
}

/** Norwegian organisasjonsnummer: nine digits, mod 11 with weights 3 2 7 6 5 4 3 2. */
function noOrgNr(r: Rng): string {
  for (;;) {
    const base = `9${digits(r, 7)}`;
    const sum = ds(base).reduce((a, x, i) => a + x * [3, 2, 7, 6, 5, 4, 3, 2][i], 0);
    const c = 11 - (sum % 11);
    if (c === 10) continue;
    return `${base}${c === 11 ? 0 : c}`;
  }
}

/** Norwegian bank account: eleven digits, mod 11 with weights 5 4 3 2 7 6 5 4 3 2. */
function noAccount(r: Rng): string {
  for (;;) {
    const base = `${pick(r, ["1503", "1506", "1254", "3000", "9710", "6345", "1822"])}${digits(r, 6)}`;
    const sum = ds(base).reduce((a, x, i) => a + x * [5, 4, 3, 2, 7, 6, 5, 4, 3, 2][i], 0);
    const c = 11 - (sum % 11);
    if (c === 10) continue;
    return `${base}${c === 11 ? 0 : c}`;
  }
}

/** Danish CVR: eight digits whose weighted sum (2 7 6 5 4 3 2 1) is a multiple of 11. */
function dkCvr(r: Rng): string {
  for (;;) {
    const base = `${int(r, 1, 4)}${digits(r, 6)}`;
    const sum = ds(base).reduce((a, x, i) => a + x * [2, 7, 6, 5, 4, 3, 2][i], 0);
    const c = (11 - (sum % 11)) % 11;
    if (c === 10) continue;
    return `${base}${c}`;
  }
}

/** Finnish Y-tunnus: seven digits, a hyphen, mod 11 with weights 7 9 10 5 8 4 2. */
function fiYTunnus(r: Rng): string {
  for (;;) {
    const base = `${int(r, 1, 3)}${digits(r, 6)}`;
    const rem = ds(base).reduce((a, x, i) => a + x * [7, 9, 10, 5, 8, 4, 2][i], 0) % 11;
    if (rem === 1) continue;
    return `${base}-${rem === 0 ? 0 : 11 - rem}`;
  }
}

/** Finnish viitenumero: the payload and its 7-3-1 check digit, printed in groups of five from the right. */
function fiViite(payload: string): string {
  const sum = ds(payload).reverse().reduce((a, x, i) => a + x * [7, 3, 1][i % 3], 0);
  const s = `${payload}${(10 - (sum % 10)) % 10}`;
  return s.replace(/\B(?=(\d{5})+(?!\d))/g, " ");
}

/** Polish NIP: ten digits, the weighted sum (6 5 7 2 3 4 5 6 7) mod 11 is the last. */
function plNip(r: Rng): string {
  for (;;) {
    const base = `${int(r, 1, 9)}${digits(r, 8)}`;
    const c = ds(base).reduce((a, x, i) => a + x * [6, 5, 7, 2, 3, 4, 5, 6, 7][i], 0) % 11;
    if (c === 10) continue;
    return `${base}${c}`;
  }
}

// ---------------------------------------------------------------- words per country

type Item = [string, string, number, number, 0 | 1 | 2];

type NordicWords = {
  titles: string[];
  number: string[];
  issue: string[];
  due: string[];
  custNo: string[];
  yourRef: string[];
  ourRef: string[];
  orderNo: string[];
  terms: string[];
  termsValue: (n: number) => string[];
  late: [string[], string];
  delivery: string[];
  currency: string[];
  cols: { desc: string[]; art: string[]; qty: string[]; unit: string[]; price: string[]; vat: string[]; amount: string[] };
  subtotal: string[];
  vatRate: string[];
  vatOn: string;
  vatTotal: string[];
  total: string[];
  pay: string[];
  rounding: string[];
  vatSpec: { title: string[]; rate: string; base: string; vat: string };
  customerHead: string[];
  attn: string[];
  payTitle: string[];
  ref: string[];
  phone: string[];
  email: string[];
  web: string[];
  bank: string;
  footHeads: { address: string; contact: string; bank: string; company: string };
  sentence: string[];
  thanks: string[];
  items: Item[];
  rates: (iso: string) => [number, number | null, number | null];
  firm: { stems: string[]; trades: string[]; forms: string[] };
  first: string[];
  last: string[];
  streets: string[];
  cities: string[];
  country: string;
  months: string[];
};

const W: Record<Nordic, NordicWords> = {
  sv: {
    titles: ["Faktura", "FAKTURA", "Faktura"],
    number: ["Fakturanummer", "Fakturanr", "Fakturanr.", "Faktura nr"],
    issue: ["Fakturadatum", "Fakturadatum", "Datum"],
    due: ["Förfallodatum", "Förfallodag", "Betalas senast", "Sista betalningsdag"],
    custNo: ["Kundnummer", "Kundnr", "Kund nr"],
    yourRef: ["Er referens", "Er ref.", "Ert ref."],
    ourRef: ["Vår referens", "Vår ref."],
    orderNo: ["Ert ordernummer", "Er beställning", "Ordernummer", "Ert ordernr"],
    terms: ["Betalningsvillkor", "Betalningsvillkor", "Villkor"],
    termsValue: (n) => [`${n} dagar netto`, `${n} dagar`, `Netto ${n} dagar`],
    late: [["Dröjsmålsränta", "Dröjsmålsränta"], "{n} %"],
    delivery: ["Leveransdatum", "Leveransdag"],
    currency: ["Valuta"],
    cols: { desc: ["Benämning", "Beskrivning", "Specifikation", "Artikel/Benämning"], art: ["Art.nr", "Artikelnr"], qty: ["Antal", "Lev. antal", "Antal"], unit: ["Enhet", "Enh"], price: ["À-pris", "Pris", "Pris/enhet", "Á-pris"], vat: ["Moms %", "Moms", "Moms%"], amount: ["Belopp", "Summa", "Netto"] },
    subtotal: ["Summa exkl. moms", "Netto", "Totalt exkl. moms", "Belopp före moms", "Summa netto"],
    vatRate: ["Moms {r} %", "Moms {r}%", "Moms {r} %", "Mervärdesskatt {r} %"],
    vatOn: "på",
    vatTotal: ["Summa moms", "Moms totalt", "Moms"],
    total: ["Summa inkl. moms", "Totalt inkl. moms", "Totalt", "Fakturabelopp"],
    pay: ["Att betala", "ATT BETALA", "Totalt att betala", "Summa att betala"],
    rounding: ["Öresavrundning", "Öresutjämning", "Avrundning"],
    vatSpec: { title: ["Momsspecifikation", "Moms"], rate: "Moms %", base: "Underlag", vat: "Moms" },
    customerHead: ["Fakturaadress", "Kund", ""],
    attn: ["Att:", "Att.", "Attn:"],
    payTitle: ["Betalningsinformation", "Betalning", "Betalningsuppgifter"],
    ref: ["OCR-nummer", "OCR", "OCR-nr", "Referensnummer"],
    phone: ["Telefon", "Tel", "Tfn"],
    email: ["E-post", "E-post", "Epost"],
    web: ["Webbplats", "Hemsida", "Webb"],
    bank: "Bank",
    footHeads: { address: "Adress", contact: "Kontakt", bank: "Betalning", company: "Företagsuppgifter" },
    sentence: ["Vänligen ange OCR-nummer vid betalning.", "Vid betalning, ange alltid fakturanummer.", "Betalning sker till bankgiro enligt ovan.", "Efter förfallodagen debiteras dröjsmålsränta enligt räntelagen."],
    thanks: ["Tack för din beställning!", "Tack för att du handlar hos oss!", "Tack för förtroendet!"],
    items: [["Konsulttjänster", "tim", 850, 1450, 0], ["Arbetstid montör", "tim", 520, 790, 0], ["Resekostnad", "km", 2.5, 4.5, 0], ["Material enligt specifikation", "st", 800, 9000, 0], ["Serviceavtal helår", "st", 2400, 7800, 0], ["Frakt", "st", 95, 295, 0], ["Webbhotell och support (månad)", "mån", 299, 1490, 0], ["Licens ekonomisystem", "st", 1900, 6500, 0], ["Konferenslunch", "pers", 125, 195, 1], ["Hotellövernattning", "natt", 1095, 1790, 1], ["Facklitteratur", "st", 295, 650, 2], ["Persontransport (taxi)", "st", 280, 690, 2]],
    rates: () => [25, 12, 6],
    firm: { stems: ["Nordberg", "Lindqvist", "Ekström", "Sjöberg", "Bergman", "Holmgren", "Åkesson", "Forsberg"], trades: ["Bygg", "Konsult", "El & Data", "Måleri", "VVS", "Transport", "Redovisning", "Trädgård"], forms: ["AB", "AB", "AB", "HB", "Aktiebolag"] },
    first: ["Anna", "Erik", "Maria", "Johan", "Karin", "Lars", "Emma", "Oskar", "Sara", "Nils"],
    last: ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson"],
    streets: ["Storgatan", "Drottninggatan", "Kungsgatan", "Industrivägen", "Sveavägen", "Hamngatan", "Järnvägsgatan", "Skolgatan"],
    cities: ["111 52 Stockholm", "411 06 Göteborg", "211 20 Malmö", "753 20 Uppsala", "582 24 Linköping", "702 10 Örebro", "903 26 Umeå", "352 30 Växjö"],
    country: "Sverige",
    months: ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  },
  no: {
    titles: ["Faktura", "FAKTURA", "Faktura"],
    number: ["Fakturanr.", "Fakturanummer", "Faktura nr."],
    issue: ["Fakturadato", "Fakturadato", "Dato"],
    due: ["Forfallsdato", "Forfall", "Betalingsfrist", "Forfallsdato"],
    custNo: ["Kundenr.", "Kundenummer", "Kunde nr."],
    yourRef: ["Deres ref.", "Deres referanse"],
    ourRef: ["Vår ref.", "Vår referanse"],
    orderNo: ["Bestillingsnr.", "Ordrenr.", "Deres ordrenr.", "Bestillingsnummer"],
    terms: ["Betalingsbetingelser", "Betalingsvilkår"],
    termsValue: (n) => [`${n} dager`, `Netto ${n} dager`, `${n} dager netto`],
    late: [["Forsinkelsesrente", "Forsinkelsesrente"], "{n} % p.a."],
    delivery: ["Leveringsdato", "Levert"],
    currency: ["Valuta"],
    cols: { desc: ["Beskrivelse", "Varebeskrivelse", "Tekst", "Produkt"], art: ["Varenr.", "Produktnr."], qty: ["Antall", "Ant."], unit: ["Enhet", "Enh."], price: ["Pris", "Enhetspris", "à pris"], vat: ["MVA", "Mva-sats", "MVA %"], amount: ["Beløp", "Sum", "Beløp eks. mva"] },
    subtotal: ["Sum eks. mva", "Netto", "Totalt eks. mva", "Beløp eks. mva", "Sum ekskl. mva"],
    vatRate: ["MVA {r} %", "Mva {r} %", "{r} % mva", "MVA {r}%"],
    vatOn: "av",
    vatTotal: ["Sum mva", "Totalt mva", "Merverdiavgift"],
    total: ["Sum inkl. mva", "Totalt inkl. mva", "Totalbeløp", "Fakturabeløp"],
    pay: ["Å betale", "Beløp å betale", "Å BETALE", "Totalt å betale"],
    rounding: ["Øreavrunding", "Avrunding"],
    vatSpec: { title: ["Mva-spesifikasjon", "MVA-grunnlag"], rate: "Sats", base: "Grunnlag", vat: "MVA" },
    customerHead: ["Fakturaadresse", "Kunde", ""],
    attn: ["Att.:", "Att:", "v/"],
    payTitle: ["Betalingsinformasjon", "Betaling", "Betalingsopplysninger"],
    ref: ["KID", "KID-nr.", "KID-nummer"],
    phone: ["Telefon", "Tlf.", "Tel."],
    email: ["E-post", "E-post", "Epost"],
    web: ["Nettside", "Web", "Internett"],
    bank: "Bank",
    footHeads: { address: "Adresse", contact: "Kontakt", bank: "Betaling", company: "Foretaksinformasjon" },
    sentence: ["Vennligst benytt KID ved betaling.", "Ved for sen betaling beregnes forsinkelsesrente.", "Husk å oppgi KID-nummer ved betaling i nettbank.", "Beløpet bes innbetalt innen forfall."],
    thanks: ["Takk for handelen!", "Takk for oppdraget!", "Vi takker for bestillingen."],
    items: [["Konsulenttimer", "timer", 950, 1650, 0], ["Montørtime", "timer", 690, 990, 0], ["Kjøregodtgjørelse", "km", 3.5, 5, 0], ["Materiell iht. spesifikasjon", "stk", 900, 9500, 0], ["Serviceavtale (år)", "stk", 2900, 8900, 0], ["Frakt", "stk", 149, 390, 0], ["Lisens regnskapsprogram", "stk", 1990, 6900, 0], ["Lunsj møte", "pers", 165, 245, 1], ["Overnatting", "natt", 1190, 1890, 2], ["Persontransport", "stk", 350, 850, 2]],
    rates: () => [25, 15, 12],
    firm: { stems: ["Haugen", "Berg", "Nordli", "Fjell", "Solberg", "Bakken", "Strand", "Lunde"], trades: ["Rør", "Elektro", "Bygg", "Regnskap", "Maling", "Transport", "Consulting", "Tak"], forms: ["AS", "AS", "AS", "ASA"] },
    first: ["Ole", "Ingrid", "Lars", "Kari", "Magnus", "Nora", "Henrik", "Silje", "Anders", "Ida"],
    last: ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen", "Berg"],
    streets: ["Storgata", "Kongens gate", "Strandveien", "Industriveien", "Dronningens gate", "Markveien", "Sjøgata", "Bryggen"],
    cities: ["0155 Oslo", "5003 Bergen", "7011 Trondheim", "4006 Stavanger", "9008 Tromsø", "3015 Drammen", "4612 Kristiansand", "1607 Fredrikstad"],
    country: "Norge",
    months: ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
  },
  da: {
    titles: ["Faktura", "FAKTURA", "Faktura"],
    number: ["Fakturanr.", "Fakturanummer", "Faktura nr."],
    issue: ["Fakturadato", "Dato", "Fakturadato"],
    due: ["Forfaldsdato", "Betalingsdato", "Sidste rettidige betalingsdato", "Forfald"],
    custNo: ["Kundenr.", "Kundenummer", "Debitornr."],
    yourRef: ["Deres ref.", "Att."],
    ourRef: ["Vores ref.", "Vor ref."],
    orderNo: ["Ordrenr.", "Deres ordrenr.", "Rekvisitionsnr.", "Ordre nr."],
    terms: ["Betalingsbetingelser", "Betalingsbet."],
    termsValue: (n) => [`Netto ${n} dage`, `${n} dage netto`, `Løbende måned + ${n} dage`],
    late: [["Rente ved forsinket betaling", "Morarente"], "{n} % pr. påbegyndt måned"],
    delivery: ["Leveringsdato", "Leveret"],
    currency: ["Valuta"],
    cols: { desc: ["Beskrivelse", "Tekst", "Varebeskrivelse", "Ydelse"], art: ["Varenr.", "Nr."], qty: ["Antal", "Antal"], unit: ["Enhed", "Enh."], price: ["Pris", "Enhedspris", "Stk. pris", "À pris"], vat: ["Moms", "Moms %"], amount: ["Beløb", "Pris i alt", "Total", "I alt"] },
    subtotal: ["Subtotal", "Netto", "Total ekskl. moms", "I alt ekskl. moms", "Beløb ekskl. moms"],
    vatRate: ["Moms {r}%", "Moms ({r}%)", "{r}% moms", "Moms {r} %"],
    vatOn: "af",
    vatTotal: ["Moms i alt", "Moms"],
    total: ["Total DKK", "I alt", "Total inkl. moms", "I alt DKK", "Total"],
    pay: ["At betale", "Beløb at betale", "Til betaling"],
    rounding: ["Afrunding"],
    vatSpec: { title: ["Momsspecifikation"], rate: "Sats", base: "Momsgrundlag", vat: "Moms" },
    customerHead: ["Faktureres til", "Kunde", ""],
    attn: ["Att.:", "Att:", "Att."],
    payTitle: ["Betalingsoplysninger", "Betaling", "Betalingsinformation"],
    ref: ["Betalings-ID", "FIK", "FI-kort"],
    phone: ["Telefon", "Tlf.", "Tlf"],
    email: ["E-mail", "Email", "Mail"],
    web: ["Web", "Hjemmeside", "www"],
    bank: "Bank",
    footHeads: { address: "Adresse", contact: "Kontakt", bank: "Bank", company: "Virksomhed" },
    sentence: ["Ved bankoverførsel bedes fakturanummer anført.", "Ved betaling efter forfaldsdato tilskrives renter.", "Beløbet bedes indbetalt på vores bankkonto senest på forfaldsdatoen.", "Betaling via FI-kort eller bankoverførsel."],
    thanks: ["Tak for handlen.", "Tak for ordren!", "Med venlig hilsen"],
    items: [["Konsulentbistand", "timer", 850, 1350, 0], ["Timeløn tømrer", "timer", 425, 595, 0], ["Kørsel", "km", 3.5, 3.8, 0], ["Materialer iflg. specifikation", "stk.", 600, 7500, 0], ["Serviceaftale (år)", "stk.", 1995, 6995, 0], ["Fragt", "stk.", 95, 295, 0], ["Licens regnskabsprogram", "stk.", 1495, 4995, 0], ["Opsætning og konfiguration", "timer", 750, 1150, 0]],
    rates: () => [25, null, null],
    firm: { stems: ["Jensen", "Nielsen", "Hansen", "Møller", "Kjær", "Holm", "Lund", "Dahl"], trades: ["Tømrer", "El-service", "Consult", "VVS", "Maler", "Revision", "Transport", "Byg"], forms: ["ApS", "A/S", "ApS", "I/S"] },
    first: ["Mette", "Søren", "Louise", "Mads", "Camilla", "Rasmus", "Sofie", "Jesper", "Anne", "Frederik"],
    last: ["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen", "Madsen"],
    streets: ["Vesterbrogade", "Nørregade", "Østergade", "Industrivej", "Hovedgaden", "Søndergade", "Strandvejen", "Algade"],
    cities: ["1620 København V", "8000 Aarhus C", "5000 Odense C", "9000 Aalborg", "6700 Esbjerg", "7100 Vejle", "4000 Roskilde", "8600 Silkeborg"],
    country: "Danmark",
    months: ["jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
  },
  fi: {
    titles: ["Lasku", "LASKU", "Lasku"],
    number: ["Laskun numero", "Laskun nro", "Laskunumero", "Lasku nro"],
    issue: ["Laskun päivämäärä", "Päiväys", "Laskun pvm", "Päivämäärä", "Laskutuspäivä"],
    due: ["Eräpäivä", "Eräpäivä", "Erääntymispäivä"],
    custNo: ["Asiakasnumero", "Asiakasnro", "Asiakas nro"],
    yourRef: ["Viitteenne", "Asiakkaan viite", "Tilaajan viite"],
    ourRef: ["Viitteemme", "Yhteyshenkilö", "Myyjä"],
    orderNo: ["Tilausnumero", "Tilausnro", "Tilauksen numero"],
    terms: ["Maksuehto", "Maksuehdot"],
    termsValue: (n) => [`${n} pv netto`, `${n} päivää netto`, `${n} pv`],
    late: [["Viivästyskorko", "Viivästyskorko"], "{n} %"],
    delivery: ["Toimituspäivä", "Toimitus pvm"],
    currency: ["Valuutta"],
    cols: { desc: ["Tuote", "Kuvaus", "Nimike", "Selite"], art: ["Tuotenro", "Koodi"], qty: ["Määrä", "Kpl", "Määrä"], unit: ["Yks.", "Yksikkö"], price: ["À-hinta", "Yks.hinta", "A-hinta", "Hinta"], vat: ["ALV %", "Alv", "ALV"], amount: ["Veroton", "Yhteensä", "Summa", "Veroton yht."] },
    subtotal: ["Veroton yhteensä", "Yhteensä ilman ALV", "Veroton summa", "Arvonlisäveroton yhteensä", "Yhteensä alv 0 %"],
    vatRate: ["ALV {r} %", "Alv {r} %", "ALV {r}%", "Arvonlisävero {r} %"],
    vatOn: "/",
    vatTotal: ["ALV yhteensä", "Arvonlisävero yhteensä", "Vero yhteensä"],
    total: ["Yhteensä", "Verollinen yhteensä", "Yhteensä (sis. ALV)", "Laskun summa"],
    pay: ["Maksettava", "Maksettava yhteensä", "Maksettavaa"],
    rounding: ["Pyöristys"],
    vatSpec: { title: ["ALV-erittely", "Arvonlisäverot"], rate: "ALV %", base: "Veroton", vat: "Vero" },
    customerHead: ["Laskutusosoite", "Asiakas", "Vastaanottaja", ""],
    attn: ["Att.", "Attn:", "c/o"],
    payTitle: ["Maksutiedot", "Maksuohjeet", "Pankkiyhteys"],
    ref: ["Viitenumero", "Viitenro", "Viite"],
    phone: ["Puh.", "Puhelin", "p."],
    email: ["Sähköposti", "S-posti", "Email"],
    web: ["www", "Kotisivu", "Web"],
    bank: "Pankki",
    footHeads: { address: "Osoite", contact: "Yhteystiedot", bank: "Pankkiyhteys", company: "Yritystiedot" },
    sentence: ["Käytäthän maksaessasi viitenumeroa.", "Maksettaessa on käytettävä viitenumeroa.", "Huomautukset 7 päivän kuluessa laskun päiväyksestä.", "Viivästyskorko korkolain mukaan."],
    thanks: ["Kiitos tilauksestanne!", "Kiitos asioinnista!", "Kiitos yhteistyöstä."],
    items: [["Asiantuntijapalvelut", "h", 85, 145, 0], ["Asennustyö", "h", 52, 78, 0], ["Matkakulut", "km", 0.55, 0.59, 0], ["Tarvikkeet erittelyn mukaan", "kpl", 60, 900, 0], ["Huoltosopimus (vuosi)", "kpl", 240, 890, 0], ["Rahti", "kpl", 9.9, 29.9, 0], ["Ohjelmistolisenssi", "kpl", 190, 690, 0], ["Lounastarjoilu", "hlö", 12.5, 19.9, 1], ["Sanomalehtitilaus (12 kk)", "kpl", 189, 349, 2]],
    // the standard rate went from 24 % to 25,5 % on 1 September 2024, the 14 % rate to 13,5 % on 1 January 2026
    rates: (iso) => [iso >= "2024-09-01" ? 25.5 : 24, iso >= "2026-01-01" ? 13.5 : 14, 10],
    firm: { stems: ["Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Laine", "Heikkinen", "Koskinen", "Järvinen"], trades: ["Sähkö", "Rakennus", "Consulting", "Putkityö", "Maalaus", "Kuljetus", "Tilitoimisto", "IT-palvelut"], forms: ["Oy", "Oy", "Oy", "Ky", "Ay"] },
    first: ["Matti", "Anna", "Juha", "Laura", "Mikko", "Sanna", "Jari", "Elina", "Timo", "Heidi"],
    last: ["Virtanen", "Korhonen", "Nieminen", "Mäkinen", "Hämäläinen", "Laine", "Heikkinen", "Lehtonen", "Salminen", "Koivisto"],
    streets: ["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu", "Teollisuustie", "Kauppakatu", "Rantatie", "Koulukatu", "Asemakatu"],
    cities: ["00100 Helsinki", "33100 Tampere", "20100 Turku", "90100 Oulu", "40100 Jyväskylä", "02150 Espoo", "15110 Lahti", "70100 Kuopio"],
    country: "Suomi",
    months: [],
  },
};

const BANKS: Record<Nordic, Array<[string, string]>> = {
  sv: [["Handelsbanken", "HANDSESS"], ["SEB", "ESSESESS"], ["Swedbank", "SWEDSESS"], ["Nordea", "NDEASESS"]],
  no: [["DNB", "DNBANOKK"], ["SpareBank 1 SR-Bank", "SPRONO22"], ["Nordea", "NDEANOKK"], ["Handelsbanken", "HANDNOKK"]],
  da: [["Danske Bank", "DABADKKK"], ["Nordea", "NDEADKKK"], ["Jyske Bank", "JYBADKKK"], ["Sydbank", "SYBKDK22"]],
  fi: [["Nordea", "NDEAFIHH"], ["OP", "OKOYFIHH"], ["Danske Bank", "DABAFIHH"], ["Aktia", "HELSFIHH"], ["S-Pankki", "SBANFIHH"]],
};

const TLD: Record<Country, string> = { sv: "se", no: "no", da: "dk", fi: "fi", pl: "pl" };
const p2 = (n: number) => String(n).padStart(2, "0");
const ymd = (iso: string) => iso.split("-").map(Number) as [number, number, number];

// ---------------------------------------------------------------- the Nordic invoice

type NLine = { art: string; description: string; unit: string; quantity: number; unitPrice: number; rate: number; amount: number };

function qtyOf(r: Rng, unit: string): number {
  if (/^(tim|timer|h)$/.test(unit)) return pick(r, [1, 2, 2.5, 3, 4, 6, 7.5, 8, 16]);
  if (unit === "km") return int(r, 20, 240);
  if (/^(pers|hlö)$/.test(unit)) return int(r, 6, 30);
  if (unit === "natt") return int(r, 1, 4);
  return pick(r, [1, 1, 1, 2, 3, 5, 10]);
}

function nordic(r: Rng, canonical: boolean, lang: Nordic): Built {
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const L = W[lang];
  const style = drawStyle(r, { canonical });
  const d = new DocBuilder(P, r, style, {}, canonical);
  const s = style.size;
  const accent = style.accent;

  // ---- formats: dates and amounts as each country's systems print them
  const isoFmt = (iso: string) => iso;
  const dotted = (iso: string) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}.${p2(m)}.${y}`; };
  const dateFmts: Record<Nordic, Array<(iso: string) => string>> = {
    sv: [isoFmt, isoFmt, (iso) => { const [y, m, dd] = ymd(iso); return `${dd} ${L.months[m - 1]} ${y}`; }],
    no: [dotted, (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}.${p2(m)}.${String(y).slice(2)}`; }, (iso) => { const [y, m, dd] = ymd(iso); return `${dd}. ${L.months[m - 1]} ${y}`; }],
    da: [(iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}-${p2(m)}-${y}`; }, dotted, (iso) => { const [y, m, dd] = ymd(iso); return `${dd}. ${L.months[m - 1]} ${y}`; }, (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}/${p2(m)}/${y}`; }],
    fi: [dotted, (iso) => { const [y, m, dd] = ymd(iso); return `${dd}.${m}.${y}`; }],
  };
  const date = w(dateFmts[lang]);
  style.date = date;
  const thousands = lang === "da" ? "." : canonical ? " " : pick(r, [" ", " ", " ", lang === "no" ? "." : "", ""]);
  const nn = (n: number) => number(n, thousands, ",");
  const cur = { sv: "SEK", no: "NOK", da: "DKK", fi: "EUR" }[lang];
  const moneyFmts: Record<Nordic, Array<(n: number) => string>> = {
    sv: [(n) => `${nn(n)} kr`, (n) => `${nn(n)} SEK`, (n) => `SEK ${nn(n)}`, nn],
    no: [(n) => `kr ${nn(n)}`, (n) => `${nn(n)} kr`, (n) => `NOK ${nn(n)}`, nn],
    da: [(n) => `${nn(n)} kr.`, (n) => `DKK ${nn(n)}`, (n) => `${nn(n)} DKK`, (n) => `kr. ${nn(n)}`, nn],
    fi: [(n) => `${nn(n)} €`, (n) => `${nn(n)} EUR`, nn, (n) => `${nn(n)} €`],
  };
  const money = w(moneyFmts[lang]);
  style.money = money;
  const bare = money === nn;
  const cellMoney = canonical || bare || chance(r, 0.7) ? nn : money;
  const rateStr = (x: number) => String(x).replace(".", ",");

  // ---- the seller
  const firmName = (): string => {
    if (lang === "fi" && !canonical && chance(r, 0.15)) return `Tmi ${pick(r, L.first)} ${pick(r, L.last)}`;
    const stem = pick(r, L.firm.stems);
    const trade = pick(r, L.firm.trades);
    const form = pick(r, L.firm.forms);
    return lang === "sv" && form === "HB" ? `${stem} & ${pick(r, L.last)} ${trade} HB` : `${stem} ${trade} ${form}`;
  };
  const sellerName = firmName();
  const slug = sellerName.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "").replace(/(ab|as|aps|oy|ky|hb)$/, "").slice(0, 16);
  const streetOf = () => (lang === "fi" ? `${pick(r, L.streets)} ${int(r, 1, 60)}${chance(r, 0.4) ? ` ${pick(r, ["A", "B", "C"])} ${int(r, 1, 30)}` : ""}` : `${pick(r, L.streets)} ${int(r, 1, 120)}${lang === "da" && chance(r, 0.3) ? `, ${int(r, 1, 4)}. ${pick(r, ["tv.", "th.", "sal"])}` : ""}`);
  const seller = { street: streetOf(), city: pick(r, L.cities) };
  const phone = { sv: () => `0${int(r, 8, 90)}-${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`, no: () => `${int(r, 2, 9)}${digits(r, 1)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`, da: () => `${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`, fi: () => `0${int(r, 9, 50)} ${digits(r, 3)} ${digits(r, 4)}` }[lang]();
  const email = `${pick(r, { sv: ["info", "faktura", "ekonomi"], no: ["post", "faktura", "regnskap"], da: ["info", "faktura", "bogholderi"], fi: ["info", "laskutus", "toimisto"] }[lang])}@${slug}.${TLD[lang]}`;
  const website = `www.${slug}.${TLD[lang]}`;
  const [bankName, bic] = pick(r, BANKS[lang]);

  // ---- registrations: which printed number is the tax id
  let taxFact: Fact;
  let orgFact: Fact | null = null;
  let extraLegal = "";
  if (lang === "sv") {
    const org = seOrgNr(r);
    const orgShown = w([`${org.slice(0, 6)}-${org.slice(6)}`, `${org.slice(0, 6)}-${org.slice(6)}`, org]);
    const vat = w([`SE${org}01`, `SE${org}01`, `SE ${org} 01`, `SE${org} 01`]);
    taxFact = d.text("issuer.taxId", null, vat, w(["Momsreg.nr", "Momsregistreringsnummer", "VAT-nr", "Momsreg nr", "Vat nr"]));
    orgFact = canonical || chance(r, 0.85) ? d.text(null, null, orgShown, w(["Org.nr", "Organisationsnummer", "Org nr", "Orgnr"])) : null;
    extraLegal = w(["Godkänd för F-skatt", "Godkänd för F-skatt", "Innehar F-skattsedel", `Styrelsens säte: ${seller.city.replace(/^\d{3} \d{2} /, "")}`]);
  } else if (lang === "no") {
    const org = noOrgNr(r);
    const spaced = `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}`;
    const vat = w([`${spaced} MVA`, `NO ${spaced} MVA`, `NO${org}MVA`, `${org} MVA`]);
    taxFact = d.text("issuer.taxId", null, vat, w(["Org.nr.", "Org. nr.", "Organisasjonsnummer", "Foretaksregisteret", "Org.nr"]));
    extraLegal = taxFact.label === "Foretaksregisteret" ? "" : w(["Foretaksregisteret", "", "Foretaksregisteret"]);
  } else if (lang === "da") {
    const cvr = dkCvr(r);
    const shown = w([cvr, cvr, `${cvr.slice(0, 2)} ${cvr.slice(2, 4)} ${cvr.slice(4, 6)} ${cvr.slice(6)}`, `DK${cvr}`, `DK-${cvr}`]);
    taxFact = d.text("issuer.taxId", null, shown, /^DK/.test(shown) ? w(["SE-nr.", "Momsnr.", "CVR-nr."]) : w(["CVR-nr.", "CVR nr.", "CVR", "CVR-nummer"]));
  } else {
    const yt = fiYTunnus(r);
    const vatOn = !canonical && chance(r, 0.4);
    if (vatOn) {
      taxFact = d.text("issuer.taxId", null, `FI${yt.replace("-", "")}`, w(["ALV-numero", "ALV-nro", "VAT", "Alv-tunniste"]));
      orgFact = d.text(null, null, yt, w(["Y-tunnus", "Y-tunnus", "Y-tun."]));
    } else taxFact = d.text("issuer.taxId", null, yt, w(["Y-tunnus", "Y-tunnus", "Y-tun."]));
    extraLegal = w(["ALV rek.", `Kotipaikka ${seller.city.replace(/^\d{5} /, "")}`, "Kaupparekisteri", ""]);
  }

  // ---- the bank details
  type Acc = { facts: Fact[]; account: Fact | null; iban: Fact | null; giroLabel: string };
  let acc: Acc;
  if (lang === "sv") {
    const bg = chance(r, canonical ? 1 : 0.8);
    const n = bg ? `${int(r, 100, 9999)}${digits(r, 3)}` : `${int(r, 1, 99999)}${digits(r, 1)}`;
    const full = `${n}${luhn(n)}`;
    const shown = bg ? `${full.slice(0, full.length - 4)}-${full.slice(-4)}` : `${full.slice(0, -1)}-${full.slice(-1)}`;
    const giroLabel = bg ? w(["Bankgiro", "Bankgiro", "BG", "Bankgironr"]) : w(["Plusgiro", "PG", "Plusgironr"]);
    const account = d.text("payment.accountNumber", null, shown, giroLabel);
    const ibanOn = canonical || chance(r, 0.5);
    const ib = ibanOn ? d.text("payment.iban", null, ibanOf("SE", `${pick(r, ["600", "500", "800", "300"])}${digits(r, 17)}`), "IBAN") : null;
    const bicF = ibanOn ? d.text("payment.bic", null, bic, w(["BIC", "BIC/SWIFT", "Swift"])) : null;
    acc = { facts: [account, ...(ib ? [ib] : []), ...(bicF ? [bicF] : [])], account, iban: ib, giroLabel };
  } else if (lang === "no") {
    const a = noAccount(r);
    const shown = w([`${a.slice(0, 4)}.${a.slice(4, 6)}.${a.slice(6)}`, `${a.slice(0, 4)} ${a.slice(4, 6)} ${a.slice(6)}`, a]);
    const account = d.text("payment.accountNumber", null, shown, w(["Kontonr.", "Kontonummer", "Bankkonto", "Konto"]));
    const ibanOn = !canonical && chance(r, 0.45);
    const ib = ibanOn ? d.text("payment.iban", null, ibanOf("NO", a), "IBAN") : null;
    const bicF = ibanOn ? d.text("payment.bic", null, bic, w(["BIC", "SWIFT"])) : null;
    acc = { facts: [account, ...(ib ? [ib] : []), ...(bicF ? [bicF] : [])], account, iban: ib, giroLabel: account.label };
  } else if (lang === "da") {
    const reg = `${int(r, 1, 9)}${digits(r, 3)}`;
    const konto = `${digits(r, 10)}`;
    const regF = d.text(null, null, reg, w(["Reg.nr.", "Reg. nr.", "Registreringsnr."]));
    const account = d.text("payment.accountNumber", null, konto, w(["Kontonr.", "Konto nr.", "Kontonummer"]));
    const ibanOn = canonical || chance(r, 0.5);
    const ib = ibanOn ? d.text("payment.iban", null, ibanOf("DK", `${reg}${konto}`), "IBAN") : null;
    const bicF = ibanOn ? d.text("payment.bic", null, bic, w(["BIC", "SWIFT", "BIC/SWIFT"])) : null;
    acc = { facts: [regF, account, ...(ib ? [ib] : []), ...(bicF ? [bicF] : [])], account, iban: ib, giroLabel: account.label };
  } else {
    const ib = d.text("payment.iban", null, ibanOf("FI", `${pick(r, ["1", "5", "8", "4"])}${digits(r, 13)}`), w(["IBAN", "Tilinumero", "Tilinro", "IBAN"]));
    const bicF = d.text("payment.bic", null, bic, "BIC");
    acc = { facts: [ib, bicF], account: null, iban: ib, giroLabel: ib.label };
  }
  const bankFact = !canonical && chance(r, 0.5) ? d.text("payment.bankName", null, bankName, L.bank) : null;
  if (bankFact) acc.facts.unshift(bankFact);

  // ---- the customer: a business with an attention line, or a private person
  const toBiz = canonical || chance(r, 0.7);
  let custName = toBiz ? firmName() : `${pick(r, L.first)} ${pick(r, L.last)}`;
  if (custName === sellerName) custName = `${custName.split(" ")[0]} Holding ${lang === "sv" ? "AB" : lang === "no" ? "AS" : lang === "da" ? "ApS" : "Oy"}`;
  const cust = { street: streetOf(), city: pick(r, L.cities) };
  const recipientName = d.text("recipient.name", null, custName);
  const attn = toBiz && (canonical || chance(r, 0.6)) ? `${w(L.attn)} ${pick(r, L.first)} ${pick(r, L.last)}` : "";

  // ---- the lines
  const issue = lang === "fi" ? randomIsoDate(r, 2024, 2026) : randomIsoDate(r, 2025, 2026);
  const [stdRate, r1, r2] = L.rates(issue);
  const pool = L.items.filter((x) => x[4] === 0);
  const low = L.items.filter((x) => x[4] !== 0);
  const n = canonical ? 3 : int(r, 1, 5);
  const drawn = Array.from({ length: Math.min(n, pool.length) }, () => pool.splice(Math.floor(r() * pool.length), 1)[0]);
  const mixed = !canonical && low.length > 0 && chance(r, 0.3);
  if (mixed) drawn.splice(int(r, 0, drawn.length), 0, ...shuffle(r, low).slice(0, chance(r, 0.5) ? 2 : 1));
  const lines: NLine[] = drawn.map(([description, unit, lo, hi, k]) => {
    const quantity = qtyOf(r, unit);
    const unitPrice = round2(lo + r() * (hi - lo));
    const rate = k === 0 ? stdRate : k === 1 ? (r1 ?? stdRate) : (r2 ?? stdRate);
    return { art: `${pick(r, ["", "A", "10"])}${digits(r, 3)}`, description, unit, quantity, unitPrice, rate, amount: round2(quantity * unitPrice) };
  });
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const groups = rates.map((rate) => {
    const base = round2(lines.filter((l) => l.rate === rate).reduce((a, l) => a + l.amount, 0));
    return { rate, base, vat: round2((base * rate) / 100) };
  });
  const subtotal = round2(lines.reduce((a, l) => a + l.amount, 0));
  const tax = round2(groups.reduce((a, x) => a + x.vat, 0));
  const gross = round2(subtotal + tax);
  // Swedish and Norwegian systems round the amount payable to whole kronor
  const rounding = (lang === "sv" || lang === "no") && !canonical && chance(r, 0.45) ? round2(Math.round(gross) - gross) : 0;
  const payable = round2(gross + rounding);

  // ---- numbers and dates
  const yr = issue.slice(0, 4);
  const num = canonical ? `${int(r, 1001, 9999)}` : pick(r, [`${int(r, 101, 9999)}`, `${int(r, 10001, 99999)}`, `${yr}${digits(r, 4)}`, `${yr}-${digits(r, 3)}`, `${int(r, 1001, 9999)}`]);
  const termDays = canonical ? 30 : pick(r, lang === "da" ? [8, 8, 14, 30] : lang === "fi" ? [14, 14, 21, 30, 7] : [10, 15, 20, 30, 30]);
  const due = addDays(issue, termDays);
  const t = w(L.titles);
  const numFact = d.text("references.documentNumber", null, num, w(L.number));
  const issueFact = d.date("dates.issueDate", null, issue, w(L.issue));
  const dueFact = d.date("dates.dueDate", null, due, w(L.due));
  const custNoFact = canonical || chance(r, 0.75) ? d.text("recipient.customerNumber", null, pick(r, [`${int(r, 1001, 9999)}`, `${int(r, 10001, 99999)}`, `${int(r, 100, 999)}`]), w(L.custNo)) : null;
  const yourRefFact = toBiz && (canonical || chance(r, 0.6)) ? d.text(null, null, `${pick(r, L.first)} ${pick(r, L.last)}`, w(L.yourRef)) : null;
  const ourRefFact = canonical || chance(r, 0.6) ? d.text(null, null, `${pick(r, L.first)} ${pick(r, L.last)}`, w(L.ourRef)) : null;
  const orderFact = !canonical && chance(r, 0.35) ? d.text("references.orderNumber", null, pick(r, [`${int(r, 4500, 4599)}${digits(r, 6)}`, `PO-${digits(r, 5)}`, `${digits(r, 6)}`]), w(L.orderNo)) : null;
  const termsFact = canonical || chance(r, 0.6) ? d.text(null, null, w(L.termsValue(termDays)), w(L.terms)) : null;
  const lateFact = !canonical && chance(r, 0.35) ? d.text(null, null, L.late[1].replace("{n}", lang === "da" ? "0,81" : lang === "no" ? "12,25" : lang === "fi" ? "11,5" : "8"), w(L.late[0])) : null;
  const deliveryFact = !canonical && chance(r, 0.2) ? d.date(null, null, addDays(issue, -int(r, 0, 10)), w(L.delivery)) : null;
  const currencyFact = bare ? d.text(null, null, cur, w(L.currency)) : null;
  // payment reference: Swedish OCR (Luhn), Norwegian KID (Luhn), Finnish viitenumero (7-3-1), Danish FI-kort line
  let refFact: Fact | null = null;
  if (lang === "sv" && (canonical || chance(r, 0.7))) {
    const payload = `${num.replace(/\D/g, "")}${chance(r, 0.5) ? String((num.replace(/\D/g, "").length + 2) % 10) : ""}`;
    refFact = d.text("references.reference", null, `${payload}${luhn(payload)}`, w(L.ref));
  } else if (lang === "no" && (canonical || chance(r, 0.8))) {
    const payload = `${digits(r, 4)}${num.replace(/\D/g, "").padStart(6, "0")}`;
    refFact = d.text("references.reference", null, `${payload}${luhn(payload)}`, w(L.ref));
  } else if (lang === "fi") {
    refFact = d.text("references.reference", null, fiViite(`${int(r, 1, 9)}${digits(r, 2)}${num.replace(/\D/g, "")}`), w(L.ref));
  } else if (lang === "da" && chance(r, 0.5)) {
    const pid = `${digits(r, 14)}`;
    refFact = d.text(null, null, `+71<${pid}${luhn(pid)} +${int(r, 80, 89)}${digits(r, 6)}<`, w(L.ref));
  }

  // ---- the issuer's contact facts
  const issuerName = d.text("issuer.name", null, sellerName);
  const phoneFact = canonical || chance(r, 0.8) ? d.text("issuer.phone", null, phone, w(L.phone)) : null;
  const emailFact = canonical || chance(r, 0.75) ? d.text("issuer.email", null, email, w(L.email)) : null;
  const webFact = !canonical && chance(r, 0.45) ? d.text("issuer.website", null, website, w(L.web)) : null;
  d.set("issuer.address", `${seller.street}, ${seller.city}`);
  d.set("recipient.address", `${cust.street}, ${cust.city}`);
  const colon = canonical ? false : chance(r, 0.45);
  const lab = (x: Fact) => (x.label ? `${esc(x.label)}${colon ? ":" : ""}` : "");
  const inl = (x: Fact | null) => (x ? (x.mark(), `${x.label ? `${lab(x)} ` : ""}${esc(x.shown)}`) : "");
  const smallCss = `font-size:${Math.max(6.5, s - 2)}pt;color:#555`;

  // ---- the meta block: labels above values in boxes (Fortnox), label | value rows, "Label: value" lines, or a header row
  const primary = [issueFact, numFact, custNoFact, ...(refFact && chance(r, 0.5) ? [refFact] : [])].filter((x): x is Fact => !!x);
  const refInMeta = primary.includes(refFact as Fact);
  const secondary = [yourRefFact, ourRefFact, orderFact, termsFact, dueFact, lateFact, deliveryFact, currencyFact].filter((x): x is Fact => !!x);
  const together = canonical ? false : chance(r, 0.35);
  const metaMode = canonical ? "box" : pick(r, ["box", "box", "rows", "lines", "header"] as const);
  const metaBlock = (facts: Fact[], mode: typeof metaMode): string => {
    if (!facts.length) return "";
    const lb = !canonical && chance(r, 0.35) ? "font-weight:bold;" : "";
    if (mode === "box") {
      const per = facts.length > 4 ? 3 : facts.length;
      const rows: string[] = [];
      for (let i = 0; i < facts.length; i += per) rows.push(`<tr>${facts.slice(i, i + per).map((x) => (x.mark(), `<td style="border:0.75pt solid #777;padding:1px 5px 3px;vertical-align:top"><div style="${smallCss};${lb}">${esc(x.label)}</div><div>${esc(x.shown)}</div></td>`)).join("")}</tr>`);
      return `<table style="border-collapse:collapse;margin:4px 0;width:100%">${rows.join("")}</table>`;
    }
    if (mode === "rows") return `<table style="border-collapse:collapse;margin:3px 0">${facts.map((x) => (x.mark(), `<tr><td style="padding:1px 12px 1px 0;white-space:nowrap;${lb}">${lab(x)}</td><td style="padding:1px 0">${esc(x.shown)}</td></tr>`)).join("")}</table>`;
    if (mode === "lines") return facts.map((x) => (x.mark(), `<div style="margin:1px 0"><span style="${lb}">${esc(x.label)}:</span> ${esc(x.shown)}</div>`)).join("");
    const part = facts.slice(0, 5);
    const rest = facts.slice(5);
    return `<table style="border-collapse:collapse;margin:4px 0;width:100%"><tr>${part.map((x) => `<th style="text-align:left;border-bottom:0.75pt solid #555;padding:1px 6px 1px 0;font-size:${s - 0.5}pt;${lb ? "" : "font-weight:normal;"}">${esc(x.label)}</th>`).join("")}</tr><tr>${part.map((x) => (x.mark(), `<td style="padding:1px 6px 1px 0">${esc(x.shown)}</td>`)).join("")}</tr></table>${rest.length ? metaBlock(rest, "rows") : ""}`;
  };

  // ---- the customer block (the window of Nordic envelopes is at the right)
  const custHead = w(L.customerHead);
  const custCountry = !canonical && chance(r, 0.12) ? `<br>${esc(L.country)}` : "";
  const custHtml = () => `<div style="margin:6px 0 10px">${custHead ? `<div style="${smallCss}">${esc(custHead)}</div>` : ""}<b>${plain(recipientName)}</b><br>${attn ? `${esc(attn)}<br>` : ""}${esc(cust.street)}<br>${esc(cust.city)}${custCountry}</div>`;

  // ---- the letterhead: the seller at the left and the title at the right, or the reverse
  const sellerLeft = canonical || chance(r, 0.7);
  const lhDetail = !canonical && chance(r, 0.5);
  const logo = `<div style="font-size:${s + (canonical ? 5 : pick(r, [3, 5, 7]))}pt;font-weight:bold;color:${accent}">${plain(issuerName)}</div>`;
  const lhLines = lhDetail ? `<div style="font-size:${Math.max(7, s - 1)}pt">${esc(seller.street)}<br>${esc(seller.city)}${[phoneFact, emailFact, webFact].filter((x): x is Fact => !!x).map((x) => `<br>${inl(x)}`).join("")}</div>` : "";
  const titleHtml = `<div style="font-size:${s + (canonical ? 8 : pick(r, [5, 7, 9]))}pt;font-weight:bold;letter-spacing:${!canonical && chance(r, 0.3) ? "2px" : "0"}">${esc(t)}</div>`;
  const metaTop = together ? [...primary, ...secondary] : primary;
  const titleSide = `${titleHtml}${metaBlock(metaTop, metaMode)}`;
  const sellerSide = `${logo}${lhLines}`;
  const top = `<table style="width:100%;border-collapse:collapse;table-layout:fixed"><tr><td style="vertical-align:top;width:50%;padding-right:14px">${sellerLeft ? sellerSide : titleSide}</td><td style="vertical-align:top;${sellerLeft ? "" : "text-align:right;"}">${sellerLeft ? titleSide : sellerSide}</td></tr></table>`;
  const secMode = metaMode === "header" || metaMode === "box" ? (canonical ? "rows" : pick(r, ["rows", "lines"] as const)) : metaMode;
  const second = `<table style="width:100%;border-collapse:collapse;table-layout:fixed;margin-top:8px"><tr><td style="vertical-align:top;width:50%;padding-right:14px">${together ? "" : metaBlock(secondary, secMode)}</td><td style="vertical-align:top">${custHtml()}</td></tr></table>`;

  // ---- the items
  const H = { desc: w(L.cols.desc), art: w(L.cols.art), qty: w(L.cols.qty), unit: w(L.cols.unit), price: w(L.cols.price), vat: w(L.cols.vat), amount: w(L.cols.amount) };
  const artCol = !canonical && chance(r, 0.35);
  const unitCol = canonical || chance(r, 0.7);
  const vatCol = mixed || canonical || chance(r, 0.5);
  const curInHead = bare && chance(r, 0.5);
  const qtyText = (q: number) => (Number.isInteger(q) ? String(q) : String(q).replace(".", ","));
  type Col = { head: string; right: boolean; val: (l: NLine) => string };
  const cols: Col[] = [
    ...(artCol ? [{ head: H.art, right: false, val: (l: NLine) => l.art }] : []),
    { head: H.desc, right: false, val: (l) => l.description },
    { head: H.qty, right: true, val: (l) => (unitCol ? qtyText(l.quantity) : `${qtyText(l.quantity)} ${l.unit}`) },
    ...(unitCol ? [{ head: H.unit, right: false, val: (l: NLine) => l.unit }] : []),
    { head: H.price, right: true, val: (l) => cellMoney(l.unitPrice) },
    ...(vatCol ? [{ head: H.vat, right: true, val: (l: NLine) => `${rateStr(l.rate)}${H.vat.includes("%") ? "" : " %"}` }] : []),
    { head: curInHead ? `${H.amount} ${cur}` : H.amount, right: true, val: (l) => cellMoney(l.amount) },
  ];
  const shade = !canonical && chance(r, 0.4);
  const ruled = !canonical && chance(r, 0.25);
  const cb = ruled ? "border:0.75pt solid #999;" : "";
  const itemsHtml = `<table style="width:100%;border-collapse:collapse;margin:8px 0 4px"><thead><tr>${cols.map((c) => `<th style="${cb}padding:3px 6px;text-align:${c.right ? "right" : "left"};border-bottom:1px solid #444;${shade ? "background:#e8e8e8;" : ""}font-size:${s - 0.5}pt">${esc(c.head)}</th>`).join("")}</tr></thead><tbody>${lines.map((l) => `<tr>${cols.map((c) => `<td style="${cb}padding:2px 6px;${c.right ? "text-align:right;white-space:nowrap;" : ""}">${esc(c.val(l))}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
  d.set("lineItems", lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, tax: null, amount: l.amount })));

  // ---- the totals: a box at the right, a strip of columns (Fortnox), or plain rows; a VAT specification at times
  const totalsMode = canonical ? "box" : pick(r, ["box", "strip", "rows"] as const);
  const withCur = (label: string) => (bare && !currencyFact?.label ? `${label} ${cur}` : bare && chance(r, 0.5) ? `${label} ${cur}` : label);
  const overBase = !canonical && lang !== "fi" && totalsMode !== "strip" && chance(r, 0.35);
  const vatWord = w(L.vatRate);
  const vatLabel = (rate: number, base: number) => `${vatWord.replace("{r}", rateStr(rate))}${overBase ? ` ${L.vatOn} ${money(base)}` : ""}`;
  const subFact = d.money("totals.subtotal", null, subtotal, withCur(w(L.subtotal)));
  const specTable = groups.length > 1 ? totalsMode === "strip" || chance(r, 0.4) : !canonical && chance(r, 0.15);
  const vatTotalLine = groups.length > 1 ? totalsMode === "strip" || chance(r, 0.5) : specTable || totalsMode === "strip";
  const perRate: Fact[] = !specTable ? groups.map((x) => (groups.length === 1 ? d.money("totals.tax", null, x.vat, vatLabel(x.rate, x.base)) : d.text(null, null, money(x.vat), vatLabel(x.rate, x.base)))) : [];
  const taxTotalFact = vatTotalLine ? d.money("totals.tax", null, tax, groups.length === 1 && totalsMode === "strip" ? vatWord.replace("{r}", rateStr(groups[0].rate)) : w(L.vatTotal)) : null;
  if (!vatTotalLine && groups.length > 1) d.sumOf("totals.tax", groups.map((x) => x.vat));
  const roundFact = rounding ? d.text(null, null, money(rounding), w(L.rounding)) : null;
  // the gross before rounding is printed as its own line, or only the amount payable is
  const grossLine = canonical || (!rounding ? chance(r, 0.5) : chance(r, 0.3));
  const grossFact = grossLine ? d.money("totals.total", null, gross, withCur(w(L.total))) : null;
  const payFact = d.money("totals.amountDue", null, payable, withCur(w(L.pay)));
  // (the amount payable is the invoice's total when no line before it states the gross)
  if (!grossLine) payFact.mark = ((m) => () => (m(), d.set("totals.total", payable)))(payFact.mark);
  let specHtml = "";
  if (specTable) {
    const parts = groups.map((x) => {
      const vf = groups.length === 1 && !vatTotalLine ? d.money("totals.tax", null, x.vat) : d.text(null, null, money(x.vat), "");
      vf.mark();
      return `<tr><td style="padding:1px 10px 1px 0">${esc(rateStr(x.rate))} %</td><td style="padding:1px 10px;text-align:right">${esc(nn(x.base))}</td><td style="padding:1px 0 1px 10px;text-align:right">${esc(vf.shown)}</td></tr>`;
    });
    specHtml = `<table style="border-collapse:collapse;margin:6px 0;font-size:${Math.max(7, s - 1)}pt"><tr><td colspan="3" style="font-weight:bold;padding-bottom:2px">${esc(w(L.vatSpec.title))}</td></tr><tr><td style="${smallCss};padding-right:10px">${esc(L.vatSpec.rate)}</td><td style="${smallCss};padding:0 10px;text-align:right">${esc(L.vatSpec.base)}</td><td style="${smallCss};padding-left:10px;text-align:right">${esc(L.vatSpec.vat)}</td></tr>${parts.join("")}</table>`;
  }
  const totalFacts = [subFact, ...perRate, taxTotalFact, roundFact, grossFact, payFact].filter((x): x is Fact => !!x);
  let totalsHtml: string;
  if (totalsMode === "strip") {
    const strip = [subFact, taxTotalFact, roundFact, grossFact, payFact].filter((x): x is Fact => !!x);
    const cells = strip.map((x, i) => (x.mark(), { head: esc(x.label), val: esc(x.shown), bold: i === strip.length - 1 }));
    totalsHtml = `<table style="border-collapse:collapse;margin:8px 0 4px auto;min-width:60%"><tr>${cells.map((c) => `<td style="border-top:0.75pt solid #555;padding:2px 8px 0;text-align:right;${smallCss}">${c.head}</td>`).join("")}</tr><tr>${cells.map((c) => `<td style="padding:1px 8px 3px;text-align:right;white-space:nowrap;border-bottom:1.5pt solid #555;${c.bold ? `font-weight:bold;font-size:${s + 1}pt` : ""}">${c.val}</td>`).join("")}</tr></table>${specHtml}`;
  } else {
    const box = totalsMode === "box";
    const rows = totalFacts.map((x) => {
      x.mark();
      const last = x === payFact;
      return `<tr${last ? ` style="border-top:1px solid #333"` : ""}><td style="padding:2px 16px 2px 6px;${last ? `font-weight:bold;font-size:${s + 1}pt;` : ""}">${lab(x)}</td><td style="padding:2px 6px 2px 0;text-align:right;white-space:nowrap;${last ? `font-weight:bold;font-size:${s + 1}pt;` : ""}">${esc(x.shown)}</td></tr>`;
    });
    const tbl = `<table style="border-collapse:collapse;margin:6px 0 6px auto;min-width:${canonical ? 45 : pick(r, [40, 45, 50])}%;${box ? `border:1px solid #555;` : ""}">${rows.join("")}</table>`;
    totalsHtml = specHtml && chance(r, 0.5) ? `<table style="width:100%;border-collapse:collapse"><tr><td style="vertical-align:bottom">${specHtml}</td><td style="vertical-align:top">${tbl}</td></tr></table>` : `${tbl}${specHtml}`;
  }

  // ---- payment: a panel with the account, the reference, the due date and the amount; the Finnish bank
  //      transfer form at the foot; or a sentence
  const payMode = canonical ? "panel" : lang === "fi" ? pick(r, ["panel", "giro", "giro", "sentence"] as const) : pick(r, ["panel", "panel", "sentence"] as const);
  let payHtml = "";
  const refLine = refFact && !refInMeta ? refFact : null;
  if (payMode === "panel") {
    const facts = [...acc.facts, refFact, dueFact, d.money("totals.amountDue", null, payable, withCur(w(L.pay)))].filter((x): x is Fact => !!x);
    if (!grossLine) facts[facts.length - 1].mark = payFact.mark;
    payHtml = `<div style="border:1px solid #777;padding:4px 8px;margin:10px 0;width:${canonical ? 55 : pick(r, [50, 60, 70])}%"><div style="font-weight:bold;margin-bottom:2px">${esc(w(L.payTitle))}</div><table style="border-collapse:collapse">${facts.map((x) => (x.mark(), `<tr><td style="padding:1px 14px 1px 0">${lab(x)}</td><td style="padding:1px 0">${esc(x.shown)}</td></tr>`)).join("")}</table></div>`;
  } else if (payMode === "giro") {
    // the Finnish bank transfer form (tilisiirto), its labels in Finnish and Swedish
    const c = (label: string, html: string, extra = "") => `<td style="border:0.75pt solid #333;padding:1px 4px 3px;vertical-align:top;${extra}"><div style="font-size:${Math.max(6, s - 3)}pt;color:#444">${esc(label)}</div><div>${html}</div></td>`;
    const ib = acc.iban!;
    ib.mark();
    const bicF = acc.facts.find((x) => x.path === "payment.bic")!;
    bicF.mark();
    dueFact.mark();
    refFact?.mark();
    const amt = d.money("totals.amountDue", null, payable, "Euro");
    amt.mark = payFact.mark;
    amt.mark();
    payHtml = `<div style="margin-top:18px;border-top:1px dashed #555;padding-top:6px"><table style="width:100%;border-collapse:collapse;table-layout:fixed"><tr>${c("Saajan tilinumero / Mottagarens kontonummer", `IBAN ${esc(ib.shown)}`, "width:62%")}${c("BIC", esc(bicF.shown))}</tr><tr>${c("Saaja / Mottagare", `${esc(sellerName)}`)}${c("Viitenro / Ref.nr", refFact ? esc(refFact.shown) : "&nbsp;")}</tr><tr>${c("Maksaja / Betalare", `${esc(custName)}<br>${esc(cust.street)}<br>${esc(cust.city)}`)}${c("Eräpäivä / Förfallodag", esc(dueFact.shown))}</tr><tr>${c("Allekirjoitus / Underskrift", "&nbsp;")}${c("Euro", esc(amt.shown))}</tr></table></div>`;
  } else {
    const bits: string[] = [];
    if (refLine) bits.push(`${inl(refLine)}`);
    bits.push(...acc.facts.map((x) => inl(x)));
    payHtml = `<p style="margin:10px 0 2px">${esc(w(L.sentence))}</p><p style="margin:2px 0">${bits.join(" &nbsp;·&nbsp; ")}</p>`;
  }

  // ---- the footer: four columns with small headings (Fortnox), or one line
  const regs = [orgFact, taxFact].filter((x): x is Fact => !!x);
  const footCols = canonical || chance(r, 0.6);
  const contacts = [phoneFact, emailFact, webFact].filter((x): x is Fact => !!x);
  const bankInFoot = payMode !== "panel" || chance(r, 0.5);
  let footer: string;
  if (footCols) {
    const col = (head: string, html: string) => `<td style="vertical-align:top;padding-right:12px"><div style="font-weight:bold;font-size:${Math.max(6, s - 2.5)}pt;color:#666">${esc(head)}</div>${html}</td>`;
    const c1 = col(L.footHeads.address, `${esc(sellerName)}<br>${esc(seller.street)}<br>${esc(seller.city)}`);
    const c2 = contacts.length ? col(L.footHeads.contact, contacts.map((x) => inl(x)).join("<br>")) : "";
    const c3 = bankInFoot ? col(payMode === "panel" || lang !== "sv" ? L.footHeads.bank : acc.giroLabel, acc.facts.map((x) => inl(x)).join("<br>")) : "";
    const c4 = col(L.footHeads.company, `${regs.map((x) => inl(x)).join("<br>")}${extraLegal ? `<br>${esc(extraLegal)}` : ""}`);
    footer = `<table class="foot" style="width:100%;border-collapse:collapse;margin-top:${canonical ? 24 : int(r, 14, 50)}px"><tr>${c1}${c2}${c3}${c4}</tr></table>`;
  } else {
    const parts = [esc(sellerName), `${esc(seller.street)}, ${esc(seller.city)}`, ...contacts.map((x) => inl(x)), ...(bankInFoot ? acc.facts.map((x) => inl(x)) : []), ...regs.map((x) => inl(x)), ...(extraLegal ? [esc(extraLegal)] : [])];
    footer = `<div style="border-top:1px solid #999;margin-top:${canonical ? 24 : int(r, 14, 50)}px;padding-top:4px;font-size:${Math.max(6.5, s - 2)}pt;color:#333;text-align:center">${parts.join(" · ")}</div>`;
  }
  const thanksHtml = !canonical && chance(r, 0.5) ? `<p style="margin-top:8px">${esc(w(L.thanks))}</p>` : "";

  const body = payMode === "giro" ? [top, second, itemsHtml, totalsHtml, thanksHtml, footer, payHtml].join("") : [top, second, itemsHtml, totalsHtml, payHtml, thanksHtml, footer].join("");
  d.set("documentType", t);
  d.set("currency", cur);
  return { d, page: { title: t, head: "", body } };
}

// ---------------------------------------------------------------- the Polish faktura VAT

const PL_ONES = ["", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"];
const PL_TEENS = ["dziesięć", "jedenaście", "dwanaście", "trzynaście", "czternaście", "piętnaście", "szesnaście", "siedemnaście", "osiemnaście", "dziewiętnaście"];
const PL_TENS = ["", "", "dwadzieścia", "trzydzieści", "czterdzieści", "pięćdziesiąt", "sześćdziesiąt", "siedemdziesiąt", "osiemdziesiąt", "dziewięćdziesiąt"];
const PL_HUNDREDS = ["", "sto", "dwieście", "trzysta", "czterysta", "pięćset", "sześćset", "siedemset", "osiemset", "dziewięćset"];
const plForm = (n: number, forms: [string, string, string]) => (n === 1 ? forms[0] : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? forms[1] : forms[2]);

function plBelow1000(n: number): string {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const o = n % 10;
  return [PL_HUNDREDS[h], t === 1 ? PL_TEENS[o] : PL_TENS[t], t === 1 ? "" : PL_ONES[o]].filter(Boolean).join(" ");
}

/** An amount in Polish words, as "Słownie:" prints it: "jeden tysiąc dwieście trzydzieści złotych 45/100". */
function plWords(n: number): { words: string; zloty: string; grosze: string } {
  const zl = Math.floor(n + 1e-9);
  const gr = Math.round((n - zl) * 100);
  const mil = Math.floor(zl / 1_000_000);
  const th = Math.floor((zl % 1_000_000) / 1000);
  const rest = zl % 1000;
  const parts: string[] = [];
  if (mil) parts.push(`${plBelow1000(mil)} ${plForm(mil, ["milion", "miliony", "milionów"])}`);
  if (th) parts.push(`${plBelow1000(th)} ${plForm(th, ["tysiąc", "tysiące", "tysięcy"])}`);
  if (rest) parts.push(plBelow1000(rest));
  return { words: parts.length ? parts.join(" ") : "zero", zloty: plForm(zl, ["złoty", "złote", "złotych"]), grosze: p2(gr) };
}

type PLine = { description: string; unit: string; quantity: number; unitPrice: number; rate: number; net: number; vat: number; gross: number };

const PL_ITEMS: Array<[string, string, number, number, number]> = [
  ["Usługa serwisowa", "usł.", 150, 1200, 23],
  ["Montaż instalacji", "godz.", 80, 160, 23],
  ["Transport", "usł.", 80, 450, 23],
  ["Licencja oprogramowania (12 mies.)", "szt.", 490, 2900, 23],
  ["Materiały instalacyjne", "kpl.", 120, 2400, 23],
  ["Konsultacje techniczne", "godz.", 150, 320, 23],
  ["Obsługa informatyczna (miesiąc)", "mies.", 600, 2500, 23],
  ["Przegląd okresowy urządzeń", "szt.", 180, 650, 23],
];
const PL_LOW: Array<[string, string, number, number, number]> = [
  ["Roboty budowlane – budownictwo mieszkaniowe", "m2", 45, 120, 8],
  ["Usługa gastronomiczna (catering)", "os.", 45, 95, 8],
  ["Książka – literatura fachowa", "szt.", 49, 189, 5],
];
// (surnames and firm words without the letters base-14 fonts cannot print, so a raw PDF still shows the names)
const PL_STEMS = ["Kowalski", "Nowak", "Mazur", "Krawczyk", "Lewandowski", "Grabowski", "Pawlak", "Wójcik", "Kaczmarek", "Adamczyk"];
const PL_TRADES = ["Instalacje", "Serwis", "Budownictwo", "Transport", "Technika", "Meble", "Systemy IT", "Druk", "Projekt"];
const PL_FORMS = ["Sp. z o.o.", "Sp. z o.o.", "Sp. z o.o.", "S.A.", "s.c.", "Sp. j."];
const PL_FIRST = ["Jan", "Anna", "Piotr", "Katarzyna", "Tomasz", "Agnieszka", "Marek", "Ewa", "Krzysztof", "Magdalena"];
const PL_LAST = ["Nowak", "Mazur", "Krawczyk", "Pawlak", "Wójcik", "Kaczmarek", "Adamczyk", "Dudek", "Sikora", "Baran"];
const PL_STREETS = ["ul. Długa", "ul. Floriańska", "ul. Marszałkowska", "ul. Piotrkowska", "al. Jerozolimskie", "ul. Przemysłowa", "ul. Kościuszki", "ul. Mickiewicza"];
const PL_CITIES = ["31-147 Kraków", "00-950 Warszawa", "80-001 Gdańsk", "90-001 Łódź", "50-001 Wrocław", "61-001 Poznań", "40-001 Katowice", "20-001 Lublin"];
const PL_BANKS = ["mBank S.A.", "PKO BP", "Santander Bank Polska S.A.", "Bank Pekao S.A.", "ING Bank Śląski", "Alior Bank"];

function polish(r: Rng, canonical: boolean): Built {
  const w = <T>(l: readonly T[]): T => (canonical ? l[0] : pick(r, l));
  const style = drawStyle(r, { canonical });
  const d = new DocBuilder(P, r, style, {}, canonical);
  const s = style.size;
  const accent = style.accent;

  // formats
  const date = w<(iso: string) => string>([
    (iso) => iso,
    (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}.${p2(m)}.${y}`; },
    (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}.${p2(m)}.${y} r.`; },
    (iso) => { const [y, m, dd] = ymd(iso); return `${p2(dd)}-${p2(m)}-${y}`; },
  ]);
  style.date = date;
  const th = canonical ? " " : pick(r, [" ", " ", ".", ""]);
  const nn = (n: number) => number(n, th, ",");
  const money = w<(n: number) => string>([(n) => `${nn(n)} zł`, (n) => `${nn(n)} PLN`, (n) => `${nn(n)} zł`, (n) => `${nn(n)} PLN`]);
  style.money = money;
  const cell = canonical || chance(r, 0.75) ? nn : money;

  // parties
  const firm = () => {
    const stem = pick(r, PL_STEMS);
    const trade = pick(r, PL_TRADES);
    return pick(r, [`${stem} ${trade} ${pick(r, PL_FORMS)}`, `${trade} ${stem} ${pick(r, PL_FORMS)}`, `PHU ${stem.toUpperCase()} ${pick(r, PL_FIRST)} ${stem}`, `${stem}-${trade.split(" ")[0]} ${pick(r, PL_FORMS)}`]);
  };
  const sellerName = canonical ? `${PL_STEMS[0]} ${PL_TRADES[0]} Sp. z o.o.` : firm();
  const slug = sellerName.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "").replace(/spzoo$/, "").slice(0, 16);
  const addr = () => ({ street: `${pick(r, PL_STREETS)} ${int(r, 1, 180)}${chance(r, 0.35) ? `/${int(r, 1, 40)}` : ""}`, city: pick(r, PL_CITIES) });
  const seller = addr();
  const nip = plNip(r);
  const nipShow = (x: string) => w([`${x.slice(0, 3)}-${x.slice(3, 6)}-${x.slice(6, 8)}-${x.slice(8)}`, x, `${x.slice(0, 3)}-${x.slice(3, 5)}-${x.slice(5, 7)}-${x.slice(7)}`, `PL${x}`]);
  const toBiz = canonical || chance(r, 0.8);
  let custName = toBiz ? firm() : `${pick(r, PL_FIRST)} ${pick(r, PL_LAST)}`;
  if (custName === sellerName) custName = `${custName.split(" ")[0]} Holding S.A.`;
  const cust = addr();

  // lines
  const issue = randomIsoDate(r, 2025, 2026);
  const pool = [...PL_ITEMS];
  const n = canonical ? 3 : int(r, 1, 5);
  const drawn = Array.from({ length: n }, () => pool.splice(Math.floor(r() * pool.length), 1)[0]);
  const mixed = !canonical && chance(r, 0.3);
  if (mixed) drawn.splice(int(r, 0, drawn.length), 0, pick(r, PL_LOW));
  const lines: PLine[] = drawn.map(([description, unit, lo, hi, rate]) => {
    const quantity = unit === "godz." ? pick(r, [1, 2, 4, 6, 8, 12]) : unit === "m2" ? int(r, 10, 90) : unit === "os." ? int(r, 10, 60) : pick(r, [1, 1, 1, 2, 3, 5]);
    const unitPrice = round2(lo + r() * (hi - lo));
    const net = round2(quantity * unitPrice);
    const vat = round2((net * rate) / 100);
    return { description, unit, quantity, unitPrice, rate, net, vat, gross: round2(net + vat) };
  });
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const groups = rates.map((rate) => {
    const ls = lines.filter((l) => l.rate === rate);
    const net = round2(ls.reduce((a, l) => a + l.net, 0));
    const vat = round2(ls.reduce((a, l) => a + l.vat, 0));
    return { rate, net, vat, gross: round2(net + vat) };
  });
  const subtotal = round2(lines.reduce((a, l) => a + l.net, 0));
  const tax = round2(lines.reduce((a, l) => a + l.vat, 0));
  const total = round2(subtotal + tax);

  // numbers and dates
  const [y, m] = ymd(issue);
  const seq = int(r, 1, 240);
  const num = canonical ? `FV/${seq}/${p2(m)}/${y}` : pick(r, [`FV/${seq}/${p2(m)}/${y}`, `FV ${seq}/${y}`, `${seq}/${p2(m)}/${y}`, `FA/${y}/${p2(m)}/${String(seq).padStart(3, "0")}`, `F/${String(seq).padStart(4, "0")}/${String(y).slice(2)}`]);
  const termDays = canonical ? 14 : pick(r, [7, 14, 14, 21, 30]);
  const due = addDays(issue, termDays);
  const sale = canonical || chance(r, 0.6) ? issue : addDays(issue, -int(r, 1, 6));
  const t = w(["Faktura VAT", "Faktura", "FAKTURA VAT", "Faktura VAT"]);
  const copy = !canonical && chance(r, 0.6) ? w(["ORYGINAŁ", "Oryginał", "KOPIA"]) : "";
  const numFact = d.text("references.documentNumber", null, num, "nr");
  const colon = canonical || chance(r, 0.75);
  const lab = (x: Fact) => `${esc(x.label)}${colon ? ":" : ""}`;
  const inl = (x: Fact | null) => (x ? (x.mark(), `${lab(x)} ${esc(x.shown)}`) : "");
  const place = d.text(null, null, seller.city.replace(/^\d{2}-\d{3} /, ""), w(["Miejsce wystawienia", "Miejscowość"]));
  const issueFact = d.date("dates.issueDate", null, issue, w(["Data wystawienia", "Data wystawienia", "Wystawiono dnia"]));
  const saleFact = d.date(null, null, sale, w(["Data sprzedaży", "Data dostawy/wykonania usługi", "Data zakończenia dostawy/usługi", "Data sprzedaży"]));
  const dueMode = canonical ? "date" : pick(r, ["date", "date", "days+date", "days"] as const);
  const dueFact = dueMode === "days" ? null : d.date("dates.dueDate", null, due, w(["Termin płatności", "Termin zapłaty", "Termin płatności"]));
  const dueShown = dueMode === "days+date" && dueFact ? { ...dueFact, shown: `${termDays} dni (${dueFact.shown})` } : dueFact;
  const daysFact = dueMode === "days" ? d.text(null, null, `${termDays} dni`, w(["Termin płatności", "Termin zapłaty"])) : null;
  const methodFact = d.text("payment.method", null, w(["przelew", "przelew", "Przelew", "przelew bankowy"]), w(["Sposób płatności", "Forma płatności", "Metoda płatności"]));
  const orderFact = !canonical && chance(r, 0.25) ? d.text("references.orderNumber", null, pick(r, [`ZAM/${seq + 3}/${y}`, `${digits(r, 6)}`, `PO-${digits(r, 5)}`]), w(["Nr zamówienia", "Zamówienie nr", "Numer zamówienia"])) : null;

  // the seller's and the buyer's facts
  const issuerName = d.text("issuer.name", null, sellerName);
  const taxFact = d.text("issuer.taxId", null, nipShow(nip), "NIP");
  const custNip = toBiz ? d.text(null, null, nipShow(plNip(r)), "NIP") : null;
  const recipientName = d.text("recipient.name", null, custName);
  const regon = !canonical && chance(r, 0.3) ? d.text(null, null, digits(r, 9), "REGON") : null;
  const phoneFact = canonical || chance(r, 0.6) ? d.text("issuer.phone", null, pick(r, [`+48 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`, `${int(r, 12, 91)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`]), w(["Tel.", "Telefon", "tel."])) : null;
  const emailFact = canonical || chance(r, 0.6) ? d.text("issuer.email", null, `${pick(r, ["biuro", "faktury", "kontakt", "ksiegowosc"])}@${slug}.pl`, w(["E-mail", "e-mail", "Email"])) : null;
  const bankFact = canonical || chance(r, 0.7) ? d.text("payment.bankName", null, w(PL_BANKS), w(["Bank", "Nazwa banku"])) : null;
  const ibanText = ibanOf("PL", `${pick(r, ["1140", "1020", "1090", "1240", "1050", "2490"])}${digits(r, 20)}`);
  const withPl = canonical || chance(r, 0.55);
  const accFact = withPl ? d.text("payment.iban", null, ibanText, w(["Nr konta", "Numer rachunku", "Konto", "IBAN", "Rachunek bankowy"])) : d.text("payment.accountNumber", null, ibanText.slice(2).trim(), w(["Nr konta", "Numer rachunku", "Konto", "Rachunek bankowy"]));
  d.set("issuer.address", `${seller.street}, ${seller.city}`);
  d.set("recipient.address", `${cust.street}, ${cust.city}`);

  const party = (title: string, name: Fact, a: { street: string; city: string }, extra: Array<Fact | null>) =>
    `<div style="font-weight:bold;${!canonical && chance(r, 0.5) ? `background:#e8e8e8;padding:1px 4px;` : `border-bottom:1px solid #777;`}margin-bottom:3px">${esc(title)}</div><b>${plain(name)}</b><br>${esc(a.street)}<br>${esc(a.city)}${extra.filter((x): x is Fact => !!x).map((x) => `<br>${inl(x)}`).join("")}`;
  const sellerTitle = w(["Sprzedawca", "Sprzedawca", "SPRZEDAWCA"]);
  const buyerTitle = w(["Nabywca", "Nabywca", "NABYWCA"]);
  const sellerHtml = party(sellerTitle, issuerName, seller, [taxFact, regon, phoneFact, emailFact, ...(canonical || chance(r, 0.5) ? [bankFact, accFact] : [])]);
  const buyerHtml = party(buyerTitle, recipientName, cust, [custNip]);
  const partiesHtml = `<table style="width:100%;border-collapse:collapse;table-layout:fixed;margin:10px 0"><tr><td style="vertical-align:top;padding-right:16px">${sellerHtml}</td><td style="vertical-align:top;padding-left:16px">${buyerHtml}</td></tr></table>`;

  // the head: the title with its number, the place and dates at the right
  const metaFacts = [place, issueFact, saleFact].filter((x): x is Fact => !!x);
  const metaHtml = `<table style="border-collapse:collapse;margin-left:auto">${metaFacts.map((x) => (x.mark(), `<tr><td style="padding:1px 10px 1px 0;text-align:right;color:#444">${lab(x)}</td><td style="padding:1px 0;font-weight:bold">${esc(x.shown)}</td></tr>`)).join("")}</table>`;
  numFact.mark();
  const titleHtml = `<div style="font-size:${s + (canonical ? 6 : pick(r, [4, 6, 8]))}pt;font-weight:bold;color:${accent}">${esc(t)} nr ${esc(num)}</div>${copy ? `<div style="${`font-size:${Math.max(7, s - 1)}pt;letter-spacing:1px`}">${esc(copy)}</div>` : ""}`;
  const logo = !canonical && chance(r, 0.5) ? `<div style="font-size:${s + 3}pt;font-weight:bold;color:${accent};margin-bottom:4px">${esc(sellerName)}</div>` : "";
  const head = `<table style="width:100%;border-collapse:collapse"><tr><td style="vertical-align:top">${logo}${titleHtml}</td><td style="vertical-align:top">${metaHtml}</td></tr></table>`;

  // the item table: Lp. | Nazwa | Ilość | J.m. | Cena netto | Wartość netto | Stawka VAT | Kwota VAT | Wartość brutto
  const vatAmtCol = canonical || chance(r, 0.7);
  const H = {
    lp: w(["Lp.", "Lp", "L.p."]),
    name: w(["Nazwa towaru lub usługi", "Nazwa", "Nazwa towaru/usługi", "Towar/usługa"]),
    qty: w(["Ilość", "Ilość", "Il."]),
    unit: w(["J.m.", "Jm", "j.m."]),
    price: w(["Cena netto", "Cena jedn. netto", "Cena netto"]),
    net: w(["Wartość netto", "Wartość netto"]),
    rate: w(["Stawka VAT", "VAT %", "Stawka"]),
    vat: w(["Kwota VAT", "Wartość VAT", "VAT"]),
    gross: w(["Wartość brutto", "Wartość brutto"]),
  };
  const rateText = (x: number) => `${x}%`;
  const heads = [H.lp, H.name, H.qty, H.unit, H.price, H.net, H.rate, ...(vatAmtCol ? [H.vat] : []), H.gross];
  const right = [false, false, true, false, true, true, true, ...(vatAmtCol ? [true] : []), true];
  const rows = lines.map((l, i) => [String(i + 1), l.description, String(l.quantity), l.unit, cell(l.unitPrice), cell(l.net), rateText(l.rate), ...(vatAmtCol ? [cell(l.vat)] : []), cell(l.gross)]);
  const tcss = `border:0.75pt solid #888;padding:2px 4px;font-size:${Math.max(7, s - 1)}pt`;
  const itemsHtml = `<table style="width:100%;border-collapse:collapse;margin:6px 0"><thead><tr>${heads.map((h, i) => `<th style="${tcss};background:#eee;text-align:${right[i] ? "right" : "left"}">${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((c, i) => `<td style="${tcss};text-align:${right[i] ? "right" : "left"};${right[i] ? "white-space:nowrap;" : ""}">${esc(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
  d.set("lineItems", lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, tax: vatAmtCol ? l.vat : null, amount: l.net })));

  // the VAT summary by rate with its "Razem" row, or "Razem netto / VAT / brutto" lines
  const sumMode = canonical ? "table" : pick(r, ["table", "table", "lines"] as const);
  const subFact = d.money("totals.subtotal", null, subtotal, sumMode === "table" ? "" : w(["Razem netto", "Wartość netto", "Suma netto"]));
  const taxFact2 = d.money("totals.tax", null, tax, sumMode === "table" ? "" : w(["Razem VAT", "Kwota VAT", "Suma VAT"]));
  const totFact = d.money("totals.total", null, total, sumMode === "table" ? "" : w(["Razem brutto", "Wartość brutto", "Suma brutto"]));
  let sumHtml: string;
  if (sumMode === "table") {
    subFact.mark();
    taxFact2.mark();
    totFact.mark();
    const razem = w(["Razem", "Razem:", "Suma", "RAZEM"]);
    const c = (x: string, bold = false) => `<td style="${tcss};text-align:right;white-space:nowrap;${bold ? "font-weight:bold;" : ""}">${x}</td>`;
    const groupRows = groups.map((g) => `<tr><td style="${tcss};text-align:right">${g === groups[0] ? esc(w(["w tym", "W tym:", ""])) : ""}</td>${c(esc(rateText(g.rate)))}${c(esc(cell(g.net)))}${c(esc(cell(g.vat)))}${c(esc(cell(g.gross)))}</tr>`);
    const razemRow = `<tr><td style="${tcss};text-align:right;font-weight:bold">${esc(razem)}</td><td style="${tcss}"></td>${c(esc(subFact.shown), true)}${c(esc(taxFact2.shown), true)}${c(esc(totFact.shown), true)}</tr>`;
    const razemFirst = !canonical && chance(r, 0.5);
    sumHtml = `<table style="border-collapse:collapse;margin:6px 0 6px auto;min-width:55%"><tr><th style="${tcss};background:#eee"></th><th style="${tcss};background:#eee;text-align:right">${esc(w(["Stawka VAT", "Stawka", "VAT %"]))}</th><th style="${tcss};background:#eee;text-align:right">${esc(H.net)}</th><th style="${tcss};background:#eee;text-align:right">${esc(w(["Kwota VAT", "Wartość VAT", "VAT"]))}</th><th style="${tcss};background:#eee;text-align:right">${esc(H.gross)}</th></tr>${razemFirst ? razemRow + groupRows.join("") : groupRows.join("") + razemRow}</table>`;
  } else {
    const perRate = groups.length > 1 ? groups.map((g) => `<tr><td style="padding:1px 14px 1px 0;color:#555">${esc(`w tym ${rateText(g.rate)}`)}</td><td style="padding:1px 0;text-align:right;white-space:nowrap;color:#555">${esc(`${nn(g.net)} / ${nn(g.vat)} / ${nn(g.gross)}`)}</td></tr>`).join("") : "";
    sumHtml = `<table style="border-collapse:collapse;margin:6px 0 6px auto;min-width:45%">${[subFact, taxFact2, totFact].map((x) => (x.mark(), `<tr><td style="padding:1px 14px 1px 0">${lab(x)}</td><td style="padding:1px 0;text-align:right;white-space:nowrap">${esc(x.shown)}</td></tr>`)).join("")}${perRate}</table>`;
  }

  // "Do zapłaty", paid and left to pay, the amount in words
  const dueAmt = d.money("totals.amountDue", null, total, w(["Do zapłaty", "Razem do zapłaty", "Do zapłaty", "Pozostało do zapłaty"]));
  const paidOn = !canonical && chance(r, 0.3);
  const paid = paidOn ? d.money("totals.amountPaid", null, 0, w(["Zapłacono", "Wpłacono"])) : null;
  const words = plWords(total);
  const wordsText = w([`${words.words} ${words.zloty} ${words.grosze}/100`, `${words.words} PLN ${words.grosze}/100`, `${words.words} ${words.zloty} ${words.grosze}/100 gr`, `${words.words} zł ${words.grosze}/100`]);
  const payBlock = `<div style="margin:8px 0;padding:4px 0;border-top:1px solid #999;border-bottom:1px solid #999"><div style="font-size:${s + 3}pt;font-weight:bold">${inl(dueAmt)}</div>${paid ? `<div>${inl(paid)}</div>` : ""}<div style="font-size:${Math.max(7, s - 1)}pt">${esc(w(["Słownie", "Słownie:", "słownie"]).replace(/:$/, ""))}: ${esc(wordsText)}</div></div>`;

  // payment terms: due date, method, the account (unless the seller block carried it)
  const payFacts = [methodFact, dueShown ?? daysFact, orderFact, ...(bankFact && !sellerHtml.includes(esc(bankFact.shown)) ? [bankFact] : []), ...(sellerHtml.includes(esc(accFact.shown)) ? [] : [accFact])].filter((x): x is Fact => !!x);
  const payHtml = `<table style="border-collapse:collapse;margin:4px 0">${payFacts.map((x) => (x.mark(), `<tr><td style="padding:1px 12px 1px 0;color:#444">${lab(x)}</td><td style="padding:1px 0">${esc(x.shown)}</td></tr>`)).join("")}</table>`;
  const split = total > 15000 && chance(r, 0.7) ? `<p style="font-weight:bold;margin:4px 0">Mechanizm podzielonej płatności</p>` : "";
  const notes = !canonical && chance(r, 0.4) ? `<p style="font-size:${Math.max(7, s - 1.5)}pt;color:#333;margin:4px 0">${esc(w(["Uwagi: W tytule przelewu prosimy podać numer faktury.", "Uwagi: Dziękujemy za zakup.", "Uwagi: Zwolnienie z VAT nie dotyczy.", "Uwagi: Faktura płatna przelewem na wskazany rachunek."]))}</p>` : "";
  const sig = `<table style="width:100%;border-collapse:collapse;margin-top:${canonical ? 36 : int(r, 24, 50)}px;font-size:${Math.max(6.5, s - 2)}pt;color:#444"><tr><td style="width:42%;text-align:center;border-top:1px dotted #333;padding-top:2px">${esc(w(["Osoba upoważniona do odbioru", "Podpis osoby upoważnionej do odbioru faktury", "Odebrał(a)"]))}</td><td></td><td style="width:42%;text-align:center;border-top:1px dotted #333;padding-top:2px">${esc(w(["Osoba upoważniona do wystawienia", "Podpis osoby upoważnionej do wystawienia faktury", "Wystawił(a)"]))}</td></tr></table>`;
  const payFirst = !canonical && chance(r, 0.4);
  const body = [partiesHtml, payFirst ? payHtml : "", itemsHtml, sumHtml, payBlock, payFirst ? "" : payHtml, split, notes, sig].join("");
  d.set("documentType", t);
  d.set("currency", "PLN");
  return { d, page: { title: t, head, body } };
}

// ---------------------------------------------------------------- the family

function fakturaNordicPl(r: Rng, canonical: boolean): Built {
  const c: Country = canonical ? "sv" : pick(r, ["sv", "no", "da", "fi", "pl"] as const);
  return c === "pl" ? polish(r, canonical) : nordic(r, canonical, c);
}

export const GENERIC_FAKTURA_FAMILIES: Family[] = [
  {
    id: "faktura-nordic-pl",
    profile: P,
    idiom: "Swedish/Norwegian/Danish/Finnish/Polish invoice (Fortnox, Tripletex, e-conomic, Netvisor, Fakturownia): Fakturanr/Fakturadatum/Förfallodatum, Laskun numero/Eräpäivä, Org.nr/Momsreg.nr, 'Org.nr. … MVA', CVR-nr., Y-tunnus, NIP; OCR/KID/viitenumero, Bankgiro/Kontonr.; Moms/MVA/ALV 25 % (and reduced rates), öresavrundning, 'Att betala'/'Å betale'/'Maksettava'; 12 345,60 kr / 12.345,60 DKK / 12 345,60 € / 1 234,56 zł; Polish Sprzedawca | Nabywca, Lp. item table with netto/VAT/brutto, VAT summary by rate with Razem, Do zapłaty, Słownie",
    build: fakturaNordicPl,
  },
];
