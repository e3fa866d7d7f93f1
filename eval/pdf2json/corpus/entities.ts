// Fake but plausible parties and vehicles (no real people): Australian dealers, purchasers and vehicles for
// the four vehicle profiles, and businesses in six languages for the generic documents.
import { abn, acn, engineNumber, iban, plate, taxId, vin } from "./ids";
import { chance, digits, int, letters, pick, type Rng } from "./rng";

const PLACES = ["Harbourside", "Northern Beaches", "Parramatta", "Westside", "Coastal", "Summit", "Riverina", "Blue Mountains", "Hunter Valley", "Illawarra", "Penrith", "Hills District", "Macarthur", "Central Coast", "Southern Highlands", "Sutherland", "Inner West", "Tamworth", "Orange", "Wagga"];
const BRANDS = ["Motors", "Toyota", "Mazda", "Auto Group", "Automotive", "Hyundai", "Kia", "Cars", "Motor Group", "Car Sales", "Prestige", "Autos", "Vehicle Centre", "4WD Centre"];
const STREETS = ["Victoria", "Pacific", "Church", "George", "Parramatta", "Windsor", "Princes", "Old Northern", "Great Western", "Railway", "Hume", "Pennant Hills", "Military", "Canterbury", "King Georges", "Botany"];
const STREET_TYPES = ["Road", "Street", "Highway", "Parade", "Avenue", "Drive", "Hwy", "Rd", "St"];
const SUBURBS: Array<[string, string]> = [["Brookvale", "2100"], ["Penrith", "2750"], ["Castle Hill", "2154"], ["Liverpool", "2170"], ["Gosford", "2250"], ["Wollongong", "2500"], ["Newcastle West", "2302"], ["Artarmon", "2064"], ["Campbelltown", "2560"], ["Dubbo", "2830"], ["Moorebank", "2170"], ["Kirrawee", "2232"], ["Auburn", "2144"], ["Tuggerah", "2259"], ["Bathurst", "2795"], ["Albury", "2640"]];
const FIRST = ["Olivia", "James", "Mia", "William", "Charlotte", "Lachlan", "Amelia", "Noah", "Isla", "Jack", "Chloe", "Thomas", "Priya", "Wei", "Sofia", "Mohammed", "Aisha", "Lucas", "Grace", "Hamish", "Mei", "Daniel", "Zara", "Connor", "Ruby", "Tran", "Fatima", "Oliver"];
const LAST = ["Nguyen", "Smith", "Williams", "Brown", "Taylor", "Patel", "Wilson", "Martin", "Anderson", "Chen", "Kelly", "O'Brien", "Singh", "Rossi", "Murphy", "Papadopoulos", "Kowalski", "McDonald", "Tran", "Walker", "Haddad", "Fitzgerald", "Le", "Campbell"];

export const VEHICLES: Array<{ make: string; model: string; variant: string; body: string }> = [
  { make: "Toyota", model: "Corolla", variant: "Ascent Sport", body: "Hatch" },
  { make: "Toyota", model: "HiLux", variant: "SR5", body: "Utility" },
  { make: "Toyota", model: "RAV4", variant: "GX", body: "Wagon" },
  { make: "Mazda", model: "CX-5", variant: "Maxx Sport", body: "Wagon" },
  { make: "Mazda", model: "BT-50", variant: "XT", body: "Utility" },
  { make: "Hyundai", model: "i30", variant: "Active", body: "Hatch" },
  { make: "Hyundai", model: "Tucson", variant: "Elite", body: "Wagon" },
  { make: "Ford", model: "Ranger", variant: "XLT", body: "Cab Chassis" },
  { make: "Ford", model: "Everest", variant: "Trend", body: "Wagon" },
  { make: "Kia", model: "Sportage", variant: "S", body: "Wagon" },
  { make: "Kia", model: "Cerato", variant: "Sport", body: "Sedan" },
  { make: "Mitsubishi", model: "Outlander", variant: "ES", body: "Wagon" },
  { make: "Mitsubishi", model: "Triton", variant: "GLX+", body: "Utility" },
  { make: "Subaru", model: "Forester", variant: "2.5i-L", body: "Wagon" },
  { make: "Volkswagen", model: "Golf", variant: "110TSI Life", body: "Hatch" },
  { make: "Volkswagen", model: "Amarok", variant: "Core", body: "Utility" },
  { make: "Nissan", model: "X-Trail", variant: "ST", body: "Wagon" },
  { make: "Nissan", model: "Navara", variant: "SL", body: "Utility" },
  { make: "Honda", model: "Civic", variant: "VTi-LX", body: "Sedan" },
  { make: "Isuzu", model: "D-Max", variant: "LS-U", body: "Utility" },
  { make: "MG", model: "ZS", variant: "Excite", body: "Wagon" },
];
const COLOURS = ["Crystal White", "Glacier White", "Eclipse Black", "Machine Grey", "Soul Red", "Ocean Blue", "Silver Pearl", "Graphite", "White", "Silver", "Grey", "Blue", "Red", "Black", "Sting Grey", "Arctic White"];

export type Dealer = { name: string; abn: string; acn: string; licence: string; address: string; phone: string; email: string; website: string };
export type Person = { first: string; last: string; name: string; address: string; phone: string; email: string; dob: string; licence: string; customerNo: string };
export type Vehicle = { make: string; model: string; variant: string; year: number; body: string; colour: string; vin: string; engine: string; plate: string; odometer: number; stock: string; condition: "New" | "Used" | "Demo"; regoExpiry: string; compliance: string };

const p2 = (n: number) => String(n).padStart(2, "0");
export const isoDate = (y: number, m: number, d: number) => `${y}-${p2(m)}-${p2(d)}`;

export function auAddress(r: Rng, parts = false): string {
  const [sub, pc] = pick(r, SUBURBS);
  const unit = chance(r, 0.15) ? `Unit ${int(r, 1, 30)}/` : "";
  return `${unit}${int(r, 1, 480)} ${pick(r, STREETS)} ${pick(r, STREET_TYPES)}${parts ? "\n" : ", "}${sub} NSW ${pc}`;
}

export function dealer(r: Rng): Dealer {
  const place = pick(r, PLACES);
  const brand = pick(r, BRANDS);
  const legal = pick(r, ["Pty Ltd", "Pty Ltd", "Pty. Ltd.", "Pty Limited"]);
  const slug = `${place}${brand}`.toLowerCase().replace(/[^a-z]/g, "");
  return {
    name: `${place} ${brand} ${legal}`,
    abn: abn(r),
    acn: acn(r),
    licence: pick(r, [`MD${digits(r, 5)}`, `MD ${digits(r, 6)}`, `MD0${digits(r, 5)}`, `DL${digits(r, 6)}`, `${digits(r, 6)}`]),
    address: auAddress(r),
    phone: pick(r, [`(02) ${int(r, 8, 9)}${digits(r, 3)} ${digits(r, 4)}`, `02 ${int(r, 8, 9)}${digits(r, 3)} ${digits(r, 4)}`, `1300 ${digits(r, 3)} ${digits(r, 3)}`]),
    email: `${pick(r, ["sales", "accounts", "info", "admin"])}@${slug}.com.au`,
    website: `www.${slug}.com.au`,
  };
}

export function person(r: Rng): Person {
  const first = pick(r, FIRST);
  const last = pick(r, LAST);
  const middle = chance(r, 0.2) ? ` ${pick(r, FIRST)}` : "";
  return {
    first,
    last,
    name: `${first}${middle} ${last}`,
    address: auAddress(r),
    phone: pick(r, [`04${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`, `04${digits(r, 8)}`, `(02) ${digits(r, 4)} ${digits(r, 4)}`]),
    email: `${first}.${last}`.toLowerCase().replace(/'/g, "") + `@${pick(r, ["example.com", "example.net", "mail.example.org"])}`,
    dob: isoDate(int(r, 1955, 2004), int(r, 1, 12), int(r, 1, 28)),
    licence: pick(r, [digits(r, 8), digits(r, 8), `${digits(r, 2)}${letters(r, 2)}${digits(r, 2)}`]),
    customerNo: digits(r, 10),
  };
}

export function company(r: Rng): { name: string; acn: string; abn: string } {
  const name = `${pick(r, ["Apex", "Bluegum", "Southern Cross", "Coastline", "Ironbark", "Redgum", "Koala Bay", "Silverwater"])} ${pick(r, ["Logistics", "Plumbing", "Builders", "Consulting", "Electrical", "Landscaping", "Transport"])} ${pick(r, ["Pty Ltd", "Pty. Ltd."])}`;
  return { name, acn: acn(r), abn: abn(r) };
}

export function vehicle(r: Rng, condition?: Vehicle["condition"]): Vehicle {
  const v = pick(r, VEHICLES);
  const cond = condition ?? pick(r, ["New", "Used", "Used", "Demo"] as const);
  const year = cond === "New" ? int(r, 2024, 2025) : cond === "Demo" ? int(r, 2023, 2025) : int(r, 2012, 2023);
  return {
    ...v,
    year,
    colour: pick(r, COLOURS),
    vin: vin(r, v.make, year),
    engine: engineNumber(r),
    plate: plate(r),
    odometer: cond === "New" ? int(r, 5, 60) : cond === "Demo" ? int(r, 800, 9000) : int(r, 8000, 210000),
    stock: pick(r, [`${pick(r, ["S", "U", "N", "D"])}${digits(r, 5)}`, digits(r, 6), `${letters(r, 2)}${digits(r, 4)}`]),
    condition: cond,
    regoExpiry: isoDate(int(r, 2025, 2026), int(r, 1, 12), int(r, 1, 28)),
    compliance: `${p2(int(r, 1, 12))}/${year}`,
  };
}

// ---------------------------------------------------------------- generic documents (six languages)

export type Locale = "en-GB" | "en-US" | "en-IE" | "en-AU" | "de" | "de-CH" | "fr" | "nl" | "es" | "it";
export type Business = { name: string; street: string; city: string; country: string; taxId: string; iban: string; bic: string; bank: string; email: string; phone: string; website: string };

const BIZ: Record<string, { stems: string[]; forms: string[]; streets: string[]; cities: string[]; country: string; banks: string[] }> = {
  "en-GB": { stems: ["Hartley", "Northgate", "Blackwood", "Kingsbridge", "Ashford", "Pennine"], forms: ["Ltd", "Limited", "LLP", "& Sons Ltd"], streets: ["High Street", "Station Road", "Mill Lane", "Church Street", "Victoria Road"], cities: ["Leeds LS1 4AP", "Bristol BS1 5TR", "Manchester M2 3HQ", "Reading RG1 1AF", "York YO1 7HH"], country: "GB", banks: ["Barclays Bank plc", "NatWest", "Lloyds Bank"] },
  "en-US": { stems: ["Summit", "Redwood", "Lakeside", "Liberty", "Cascade", "Granite"], forms: ["Inc.", "LLC", "Corp.", "Co."], streets: ["Main Street", "Market St", "Oak Avenue", "5th Avenue", "Commerce Blvd"], cities: ["Austin, TX 78701", "Portland, OR 97205", "Denver, CO 80202", "Columbus, OH 43215", "Raleigh, NC 27601"], country: "US", banks: ["Chase", "Wells Fargo", "Bank of America"] },
  "en-IE": { stems: ["Shannon", "Liffey", "Wicklow", "Galway Bay"], forms: ["Ltd", "Limited", "DAC"], streets: ["O'Connell Street", "Dame Street", "Quay Street"], cities: ["Dublin 2, D02 X285", "Galway, H91 E2K3", "Cork, T12 W8KX"], country: "IE", banks: ["AIB", "Bank of Ireland"] },
  "en-AU": { stems: ["Bondi", "Kookaburra", "Wattle", "Southern Cross", "Bluegum"], forms: ["Pty Ltd", "Pty. Ltd."], streets: ["George Street", "Collins Street", "Queen Street", "Hunter Street"], cities: ["Sydney NSW 2000", "Melbourne VIC 3000", "Brisbane QLD 4000", "Newcastle NSW 2300"], country: "AU", banks: ["Commonwealth Bank", "Westpac", "NAB"] },
  de: { stems: ["Müller", "Schneider", "Becker", "Hoffmann", "Schäfer", "Weber", "Zimmermann", "Krause"], forms: ["GmbH", "GmbH & Co. KG", "AG", "e.K.", "UG (haftungsbeschränkt)"], streets: ["Hauptstraße", "Bahnhofstraße", "Industriestraße", "Lindenallee", "Am Markt"], cities: ["10115 Berlin", "80331 München", "50667 Köln", "70173 Stuttgart", "04109 Leipzig", "20095 Hamburg"], country: "DE", banks: ["Sparkasse KölnBonn", "Deutsche Bank", "Commerzbank", "Volksbank Mittelhessen"] },
  "de-CH": { stems: ["Alpenblick", "Brunner", "Keller", "Meier"], forms: ["AG", "GmbH"], streets: ["Bahnhofstrasse", "Seestrasse", "Dorfstrasse"], cities: ["8001 Zürich", "3011 Bern", "4051 Basel"], country: "CH", banks: ["UBS Switzerland AG", "Zürcher Kantonalbank", "PostFinance"] },
  fr: { stems: ["Dubois", "Lefèvre", "Moreau", "Atelier Lambert", "Girard", "Rousseau"], forms: ["SARL", "SAS", "SA", "EURL"], streets: ["rue de la République", "avenue Jean Jaurès", "boulevard Voltaire", "rue du Commerce", "place de l'Église"], cities: ["75011 Paris", "69002 Lyon", "33000 Bordeaux", "31000 Toulouse", "44000 Nantes"], country: "FR", banks: ["BNP Paribas", "Crédit Agricole", "Société Générale", "LCL"] },
  nl: { stems: ["De Vries", "Jansen", "Van Dijk", "Bakker", "Visser", "Smit"], forms: ["B.V.", "BV", "V.O.F.", "N.V."], streets: ["Kerkstraat", "Stationsweg", "Dorpsstraat", "Industrieweg", "Marktplein"], cities: ["1012 AB Amsterdam", "3511 LV Utrecht", "2511 BT Den Haag", "5611 AZ Eindhoven", "9711 LM Groningen"], country: "NL", banks: ["ING Bank", "Rabobank", "ABN AMRO"] },
  es: { stems: ["García", "Martínez", "López", "Fernández", "Talleres Ruiz", "Sánchez"], forms: ["S.L.", "S.A.", "S.L.U.", "S.Coop."], streets: ["Calle Mayor", "Avenida de la Constitución", "Calle Real", "Paseo de Gracia", "Calle Alcalá"], cities: ["28013 Madrid", "08007 Barcelona", "46002 Valencia", "41001 Sevilla", "48001 Bilbao"], country: "ES", banks: ["Banco Santander", "BBVA", "CaixaBank", "Banco Sabadell"] },
  it: { stems: ["Rossi", "Bianchi", "Romano", "Colombo", "Ricci", "Ferrari Forniture"], forms: ["S.r.l.", "S.p.A.", "S.n.c.", "S.a.s."], streets: ["Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele", "Via Dante", "Piazza Duomo"], cities: ["20121 Milano", "00185 Roma", "10121 Torino", "50123 Firenze", "40121 Bologna"], country: "IT", banks: ["Intesa Sanpaolo", "UniCredit", "Banco BPM", "BPER Banca"] },
};
const TRADES: Record<string, string[]> = {
  en: ["Consulting", "Print & Design", "Plumbing Services", "Catering", "IT Solutions", "Joinery", "Electrical"],
  de: ["Elektrotechnik", "Druckerei", "Haustechnik", "Softwareentwicklung", "Bürobedarf", "Metallbau"],
  fr: ["Informatique", "Imprimerie", "Plomberie", "Menuiserie", "Conseil", "Électricité"],
  nl: ["Installatietechniek", "Drukwerk", "Advies", "Bouw", "ICT Diensten", "Schilderwerken"],
  es: ["Consultoría", "Reformas", "Imprenta", "Informática", "Suministros", "Climatización"],
  it: ["Informatica", "Tipografia", "Impianti", "Consulenze", "Forniture", "Edilizia"],
};

export const langOf = (l: Locale): "en" | "de" | "fr" | "nl" | "es" | "it" => l.slice(0, 2) as "en";

export function business(r: Rng, locale: Locale): Business {
  const b = BIZ[locale];
  const lang = langOf(locale);
  const name = `${pick(r, b.stems)} ${pick(r, TRADES[lang])} ${pick(r, b.forms)}`.replace(/\s+/g, " ");
  const slug = name.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "").slice(0, 18);
  const tld = { GB: "co.uk", US: "com", IE: "ie", AU: "com.au", DE: "de", CH: "ch", FR: "fr", NL: "nl", ES: "es", IT: "it" }[b.country] ?? "com";
  const phones: Record<string, () => string> = {
    GB: () => `+44 ${int(r, 113, 208)} ${digits(r, 3)} ${digits(r, 4)}`,
    US: () => `(${int(r, 201, 989)}) ${digits(r, 3)}-${digits(r, 4)}`,
    IE: () => `+353 1 ${digits(r, 3)} ${digits(r, 4)}`,
    AU: () => `(02) ${digits(r, 4)} ${digits(r, 4)}`,
    DE: () => `+49 ${int(r, 30, 89)} ${digits(r, 6)}`,
    CH: () => `+41 ${int(r, 21, 91)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    FR: () => `0${int(r, 1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    NL: () => `0${int(r, 10, 79)}-${digits(r, 7)}`,
    ES: () => `+34 9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
    IT: () => `+39 0${digits(r, 2)} ${digits(r, 7)}`,
  };
  return {
    name,
    street: `${lang === "en" || lang === "fr" || lang === "es" || lang === "it" ? `${int(r, 1, 220)} ` : ""}${pick(r, b.streets)}${lang === "de" || lang === "nl" ? ` ${int(r, 1, 180)}` : ""}`,
    city: pick(r, b.cities),
    country: b.country,
    taxId: b.country === "AU" ? abn(r) : taxId(r, b.country),
    iban: iban(r, b.country === "US" || b.country === "AU" ? "DE" : b.country),
    bic: `${letters(r, 4)}${b.country === "US" || b.country === "AU" ? "DE" : b.country}${letters(r, 2)}${chance(r, 0.5) ? "XXX" : ""}`,
    bank: pick(r, b.banks),
    email: `${pick(r, ["info", "billing", "accounts", "contact", "rechnung", "factures"])}@${slug}.${tld}`,
    phone: phones[b.country](),
    website: `www.${slug}.${tld}`,
  };
}

const ITEMS: Record<string, Array<[string, number, number]>> = {
  // description, typical unit price low, high
  en: [["Consulting services", 80, 180], ["Website maintenance (monthly)", 120, 450], ["A4 copy paper, 5 reams", 18, 35], ["Installation labour (hours)", 55, 95], ["Software licence – annual", 200, 1200], ["Delivery", 10, 45], ["Catering for 20 guests", 300, 900], ["Replacement hot water valve", 40, 160]],
  de: [["Beratungsleistung", 80, 160], ["Wartungsvertrag (monatlich)", 90, 400], ["Kopierpapier A4, 5 Pakete", 18, 35], ["Montagearbeiten (Std.)", 50, 90], ["Softwarelizenz – jährlich", 200, 1200], ["Versandkosten", 5, 25], ["Anfahrtspauschale", 25, 60], ["Ersatzteil Thermostatventil", 30, 120]],
  fr: [["Prestation de conseil", 80, 180], ["Maintenance du site (mensuelle)", 90, 400], ["Papier A4, 5 ramettes", 18, 35], ["Main-d'œuvre (heures)", 45, 85], ["Licence logicielle annuelle", 200, 1200], ["Frais de port", 5, 25], ["Déplacement", 25, 60], ["Robinet thermostatique", 30, 120]],
  nl: [["Adviesuren", 80, 160], ["Onderhoudscontract (maand)", 90, 400], ["Kopieerpapier A4, 5 pakken", 18, 35], ["Arbeidsloon (uur)", 45, 85], ["Softwarelicentie jaarlijks", 200, 1200], ["Verzendkosten", 5, 25], ["Voorrijkosten", 25, 60], ["Thermostaatkraan", 30, 120]],
  es: [["Servicios de consultoría", 80, 160], ["Mantenimiento web (mensual)", 90, 400], ["Papel A4, 5 paquetes", 18, 35], ["Mano de obra (horas)", 40, 80], ["Licencia de software anual", 200, 1200], ["Gastos de envío", 5, 25], ["Desplazamiento", 25, 60], ["Válvula termostática", 30, 120]],
  it: [["Consulenza professionale", 80, 160], ["Manutenzione sito (mensile)", 90, 400], ["Carta A4, 5 risme", 18, 35], ["Manodopera (ore)", 40, 80], ["Licenza software annuale", 200, 1200], ["Spese di spedizione", 5, 25], ["Diritto di chiamata", 25, 60], ["Valvola termostatica", 30, 120]],
};

export type Line = { description: string; quantity: number; unitPrice: number; amount: number };

export function lineItems(r: Rng, lang: string, n: number): Line[] {
  const pool = [...ITEMS[lang]];
  const out: Line[] = [];
  for (let i = 0; i < n && pool.length; i++) {
    const [description, lo, hi] = pool.splice(Math.floor(r() * pool.length), 1)[0];
    const quantity = pick(r, [1, 1, 1, 2, 3, 5, 10]);
    const unitPrice = Math.round((lo + r() * (hi - lo)) * 100) / 100;
    out.push({ description, quantity, unitPrice, amount: Math.round(quantity * unitPrice * 100) / 100 });
  }
  return out;
}

const CUSTOMER_FIRST = ["Anna", "Lukas", "Sophie", "Jan", "Marie", "Pierre", "Lucía", "Marco", "Emma", "Daan", "Giulia", "Carlos", "Sarah", "Michael", "Claire"];
const CUSTOMER_LAST = ["Schmidt", "Dupont", "Janssen", "García", "Bianchi", "Wagner", "Martin", "de Jong", "Romero", "Esposito", "Thompson", "Okafor", "Lindqvist"];

/** The recipient: another business (most invoices) or a private person (receipts, trade invoices). */
export function recipient(r: Rng, locale: Locale): { name: string; street: string; city: string; customerNo: string } {
  if (chance(r, 0.6)) {
    const b = business(r, locale);
    return { name: b.name, street: b.street, city: b.city, customerNo: pick(r, [digits(r, 5), `K-${digits(r, 5)}`, `C${digits(r, 6)}`]) };
  }
  const b = business(r, locale);
  return { name: `${pick(r, CUSTOMER_FIRST)} ${pick(r, CUSTOMER_LAST)}`, street: b.street, city: b.city, customerNo: pick(r, [digits(r, 5), `K-${digits(r, 5)}`]) };
}
