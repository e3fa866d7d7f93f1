// Label text → canonical tokens. Printed labels ("Eng. No.", "Rechnungsnummer", "N° de facture", "A/C #"),
// lexicon wordings and caller property names ("invoiceNumber", "total_amount") all go through here, so the
// scorer compares like with like: lower case, no diacritics, no enumeration ("1.", "(b)", "Part 6 –"),
// camelCase/snake_case split, punctuation dropped, abbreviations expanded ("no" → "number", "rego" →
// "registration"), words of other languages mapped to English concept tokens where the meaning is the same
// ("rechnung" → "invoice", "betrag" → "amount"), light stemming (plurals, possessives) and German/Dutch
// compounds split against a dictionary of parts ("rechnungsnummer" → "invoice number").
//
// Called for every run of text of a document: a hand-written scanner, no regex built per call, and each
// distinct word is mapped once (memoised).

/** Canonical tokens. `aside` marks (bit i ⇒ token i) tokens printed in parentheses/brackets: "Odometer (km)". */
export type LabelTokens = string[] & { aside?: number };

// ---------------------------------------------------------------------------------------------------------
// Canonical word map: printed word (already lower case, without diacritics) → canonical token(s).

const WORDS: Record<string, string> = {
  // numbers and identifiers
  // "Ihre Nummer", "Votre référence": the counterparty's own reference, not this document's (score.ts QUALIFIER)
  ihre: "your", ihr: "your", ihrer: "your", votre: "your", vos: "your", uw: "your", su: "your", sus: "your", vostro: "your", vostra: "your", vuestro: "your",
  no: "number", n: "number", nos: "number", nr: "number", nro: "number", num: "number", nbr: "number", numb: "number", numbr: "number",
  numero: "number", nummer: "number", numer: "number", nummern: "number", numbers: "number", nummers: "number",
  ident: "id", identifier: "id", identification: "identification", identifikation: "identification", identificatie: "identification",
  identificacion: "identification", identificazione: "identification", identifizierung: "identification", idnr: "id number", idno: "id number",
  // registration, plates, vehicles
  reg: "registration", rego: "registration", regn: "registration", regd: "registered", regist: "registration", registr: "registration",
  zulassung: "registration", immatriculation: "registration", immat: "registration", inschrijving: "registration",
  matriculacion: "registration", immatricolazione: "registration", registrierung: "registration",
  kennzeichen: "plate", kenteken: "plate", plaque: "plate", matricula: "plate", targa: "plate", placa: "plate", numberplate: "number plate",
  veh: "vehicle", vehicule: "vehicle", fahrzeug: "vehicle", fahrzeuge: "vehicle", voertuig: "vehicle", vehiculo: "vehicle", veicolo: "vehicle", kfz: "vehicle",
  eng: "engine", engin: "engine", moteur: "engine", motore: "engine", motornummer: "engine number",
  fahrgestell: "chassis", chasis: "chassis", bastidor: "chassis", telaio: "chassis", chassisnummer: "chassis number", fahrgestellnummer: "chassis number",
  trans: "transmission", transm: "transmission", trany: "transmission", tranny: "transmission", getriebe: "transmission", gearbox: "transmission",
  boite: "transmission", transmision: "transmission", trasmissione: "transmission", cambio: "transmission", versnellingsbak: "transmission", schakeling: "transmission",
  odo: "odometer", odom: "odometer", odometre: "odometer", odometro: "odometer", kilometrage: "odometer", kilometraje: "odometer", chilometraggio: "odometer",
  tachostand: "odometer", kilometerstand: "odometer", kmstand: "odometer", mileage: "odometer", laufleistung: "odometer", tellerstand: "odometer", compteur: "odometer", cuentakilometros: "odometer", contachilometri: "odometer",
  km: "km", kms: "km", klm: "km", kilometres: "km", kilometre: "km", kilometers: "km", kilometer: "km", kilometro: "km", kilometri: "km", chilometri: "km",
  mfr: "manufacturer", mfg: "manufacture", manuf: "manufacturer", manufactured: "manufacture", manufacturing: "manufacture",
  hersteller: "manufacturer", fabricant: "manufacturer", fabrikant: "manufacturer", fabricante: "manufacturer", produttore: "manufacturer", costruttore: "manufacturer",
  marke: "make", marque: "make", merk: "make", marca: "make",
  modell: "model", modele: "model", modelo: "model", modello: "model",
  mdl: "mdl", // a model, or the Motor Dealer Licence: read as itself (both concepts list it), typed values decide
  color: "colour", colours: "colour", colors: "colour", col: "colour", clr: "colour", farbe: "colour", couleur: "colour", kleur: "colour", colore: "colour", lackierung: "paint",
  karosserie: "body", carrosserie: "body", carroceria: "body", carrozzeria: "body", aufbau: "body", koetswerk: "body", carrosseriesoort: "body type",
  yr: "year", yrs: "year", mth: "month", mths: "month", mnth: "month", mnths: "month", jahr: "year", annee: "year", jaar: "year", ano: "year", anno: "year", baujahr: "build year", bouwjaar: "build year",
  bau: "build", bouw: "build", built: "build", fabrication: "manufacture", fabricacion: "manufacture", fabbricazione: "manufacture",
  kraftstoff: "fuel", carburant: "fuel", brandstof: "fuel", combustible: "fuel", carburante: "fuel",
  cyl: "cylinder", cyls: "cylinder", zylinder: "cylinder", cylindre: "cylinder", cilindro: "cylinder",
  hubraum: "capacity", cylindree: "capacity", cilindrada: "capacity", cilindrata: "capacity", cc: "capacity",
  erstzulassung: "first registration", firstregistration: "first registration",
  inzahlungnahme: "tradein", reprise: "tradein", inruil: "tradein", permuta: "tradein", tradein: "tradein", tradeins: "tradein", traded: "trade",
  // parties
  cust: "customer", custmr: "customer", kunde: "customer", kunden: "customer", klant: "customer", klanten: "customer", cliente: "customer", client: "customer", clients: "customer",
  clientnummer: "customer number", klantnummer: "customer number", kundennummer: "customer number", kundennr: "customer number",
  purch: "purchaser", purchasers: "purchaser", kaufer: "buyer", acheteur: "buyer", koper: "buyer", comprador: "buyer", acquirente: "buyer", erwerber: "buyer", buyers: "buyer",
  vendeur: "seller", verkaufer: "seller", verkoper: "seller", vendedor: "seller", venditore: "seller", sellers: "seller",
  lieferant: "supplier", fournisseur: "supplier", leverancier: "supplier", proveedor: "supplier", fornitore: "supplier", suppliers: "supplier",
  empfanger: "recipient", destinataire: "recipient", ontvanger: "recipient", destinatario: "recipient",
  handler: "dealer", autohaus: "dealer", concessionnaire: "dealer", handelaar: "dealer", autobedrijf: "dealer", concesionario: "dealer", concessionario: "dealer",
  dealership: "dealer", dealers: "dealer", dlr: "dealer",
  societe: "company", entreprise: "company", bedrijf: "company", empresa: "company", societa: "company", unternehmen: "company", co: "company", coy: "company",
  organization: "organisation", organisatie: "organisation", organizacion: "organisation", organizzazione: "organisation", org: "organisation",
  corp: "corporation",
  applicants: "applicant", antragsteller: "applicant", demandeur: "applicant", aanvrager: "applicant", solicitante: "applicant", richiedente: "applicant",
  owner: "owner", eigentumer: "owner", halter: "owner", proprietaire: "owner", eigenaar: "owner", propietario: "owner", proprietario: "owner",
  holder: "holder", inhaber: "holder", titulaire: "holder", houder: "holder", titular: "holder", intestatario: "holder", kontoinhaber: "account holder",
  salesman: "salesperson", saleswoman: "salesperson", salesperson: "salesperson", verkaufsberater: "sales consultant", conseiller: "consultant", vendedora: "salesperson",
  nom: "name", naam: "name", nombre: "name", nome: "name", namen: "name", nm: "name",
  vorname: "first name", prenom: "first name", voornaam: "first name", firstname: "first name",
  nachname: "surname", familienname: "surname", achternaam: "surname", apellido: "surname", apellidos: "surname", cognome: "surname", lastname: "surname", familyname: "surname",
  fullname: "full name",
  // contact
  tel: "phone", tele: "phone", ph: "phone", phn: "phone", phone: "phone", telephone: "phone", telefon: "phone", telefono: "phone", telefoon: "phone", fon: "phone", telno: "phone number",
  mob: "mobile", cell: "mobile", cellphone: "mobile", handy: "mobile", portable: "mobile", movil: "mobile", cellulare: "mobile", gsm: "mobile", mobiel: "mobile", mobil: "mobile",
  telefax: "fax", mail: "mail", courriel: "email", correo: "email", emailaddress: "email address",
  addr: "address", adr: "address", adresse: "address", adres: "address", direccion: "address", indirizzo: "address", anschrift: "address", domicilio: "address",
  postcode: "postcode", plz: "postcode", postleitzahl: "postcode", zip: "postcode", zipcode: "postcode", postal: "postal", codigo: "code", cp: "postcode",
  www: "website", homepage: "website", webseite: "website", internet: "website", web: "website", site: "website", url: "website",
  // dates and periods
  datum: "date", fecha: "date", data: "date", dated: "date", dt: "date", dte: "date", dat: "date",
  dob: "date birth", geburtsdatum: "date birth", geboortedatum: "date birth", naissance: "birth", nacimiento: "birth", nascita: "birth", geburt: "birth", geboorte: "birth", born: "birth",
  exp: "expiry", expires: "expiry", expire: "expiry", expiration: "expiry", expiring: "expiry", expired: "expiry", ablauf: "expiry", ablaufdatum: "expiry date", vervaldag: "due date",
  due: "due", faellig: "due", fallig: "due", falligkeit: "due", falligkeitsdatum: "due date", echeance: "due", vencimiento: "due", scadenza: "due", verval: "due", vervaldatum: "due date",
  issued: "issue", issuance: "issue", ausstellung: "issue", ausgestellt: "issue", ausstellungsdatum: "issue date", emission: "issue", uitgifte: "issue", emision: "issue", emissione: "issue",
  zeitraum: "period", periode: "period", periodo: "period", leistungszeitraum: "service period",
  debut: "start", beginn: "start", begin: "start", inicio: "start", inizio: "start", ende: "end", eind: "end",
  // documents
  inv: "invoice", invc: "invoice", rechnung: "invoice", rechnungen: "invoice", rg: "invoice", facture: "invoice", factuur: "invoice", factura: "invoice", fattura: "invoice", faktura: "invoice", invoices: "invoice",
  rechnungsnr: "invoice number", rgnr: "invoice number", rechnungsnummer: "invoice number", rechnungsdatum: "invoice date", factuurnummer: "invoice number", factuurdatum: "invoice date",
  rechnungsbetrag: "invoice amount", rechnungsempfanger: "invoice recipient",
  transactie: "transaction", transaktion: "transaction", transazione: "transaction", transaccion: "transaction",
  receipt: "receipt", rcpt: "receipt", quittung: "receipt", recu: "receipt", kwitantie: "receipt", recibo: "receipt", ricevuta: "receipt", kassenbon: "receipt",
  quotation: "quote", angebot: "quote", devis: "quote", offerte: "quote", presupuesto: "quote", preventivo: "quote", quot: "quote",
  gutschrift: "credit note", creditnota: "credit note", creditfactuur: "credit note", avoir: "credit note", abono: "credit note",
  vertrag: "contract", contrat: "contract", contrato: "contract", contratto: "contract", overeenkomst: "contract", kaufvertrag: "purchase contract",
  vereinbarung: "agreement", accord: "agreement", acuerdo: "agreement", accordo: "agreement",
  dokument: "document", beleg: "document", doc: "document", documento: "document",
  ref: "reference", refs: "reference", referenz: "reference", referentie: "reference", referencia: "reference", riferimento: "reference", rif: "reference", zeichen: "reference",
  order: "order", orders: "order", bestellung: "order", bestell: "order", auftrag: "order", commande: "order", cde: "order", bestelling: "order", pedido: "order", ordine: "order",
  bestellnummer: "order number", auftragsnummer: "order number", ordernummer: "order number",
  deal: "deal", stk: "stock", stocknumber: "stock number",
  // money
  amt: "amount", amnt: "amount", betrag: "amount", betrage: "amount", montant: "amount", bedrag: "amount", importe: "amount", importo: "amount", amounts: "amount",
  gesamt: "total", totaal: "total", totale: "total", totales: "total", tot: "total", ttl: "total", summe: "total", sum: "total", somme: "total", som: "total", suma: "total", totals: "total",
  gesamtbetrag: "total amount", gesamtsumme: "total", endbetrag: "total amount", endsumme: "total", totaalbedrag: "total amount",
  subtotal: "subtotal", subtot: "subtotal", zwischensumme: "subtotal", subtotaal: "subtotal", subtotale: "subtotal", soustotal: "subtotal",
  netto: "net", nett: "net", neto: "net", nettobetrag: "net amount", brutto: "gross", bruto: "gross", lordo: "gross", bruttobetrag: "gross amount",
  imponibile: "net amount",
  preis: "price", prix: "price", prijs: "price", precio: "price", prezzo: "price", prices: "price", pu: "unit price",
  kaufpreis: "purchase price", verkaufspreis: "sale price", einzelpreis: "unit price", stuckpreis: "unit price", eenheidsprijs: "unit price", stuksprijs: "unit price",
  unitaire: "unit", unitario: "unit", einheit: "unit", eenheid: "unit", einzel: "unit", stuck: "unit", stuks: "unit", ea: "each", pce: "quantity",
  kosten: "cost", couts: "cost", cout: "cost", coste: "cost", costo: "cost",
  frais: "fee", gebuhr: "fee", gebuhren: "fee", tarif: "rate", tarifa: "rate", tariffa: "rate", satz: "rate", taux: "rate", tasa: "rate", aliquota: "rate",
  rabatt: "discount", remise: "discount", rem: "discount", korting: "discount", descuento: "discount", sconto: "discount", disc: "discount", dto: "discount",
  gst: "gst", vat: "vat", mwst: "vat", ust: "vat", tva: "vat", btw: "vat", iva: "vat", moms: "vat", mehrwertsteuer: "vat", umsatzsteuer: "vat", ustid: "vat id", uid: "vat id",
  tax: "tax", taxes: "tax", steuer: "tax", steuern: "tax", taxe: "tax", impot: "tax", belasting: "tax", impuesto: "tax", impuestos: "tax", imposta: "tax", imposte: "tax", taxation: "tax",
  gstin: "gst number", steuernummer: "tax number", stnr: "tax number", siret: "company number", siren: "company number", kvk: "company number", cif: "tax id", nif: "tax id", tin: "tax id", ein: "tax id", abn: "abn", acn: "acn",
  incl: "including", inc: "including", includ: "including", included: "including", includes: "including", inclusive: "including", inkl: "including", inklusive: "including", inclusief: "including",
  incluido: "including", incluida: "including", incluso: "including", inclusa: "including", compris: "including", comprise: "including", inclus: "including", avec: "including", con: "including", mit: "including", met: "including", zuzuglich: "plus", zzgl: "plus",
  ex: "excluding", excl: "excluding", exc: "excluding", excludes: "excluding", exclusive: "excluding", exkl: "excluding", exklusive: "excluding", exclusief: "excluding", excluido: "excluding",
  esclusa: "excluding", escluso: "excluding", hors: "excluding", sans: "excluding", ohne: "excluding", zonder: "excluding", sin: "excluding", senza: "excluding",
  ttc: "including tax", ht: "excluding tax", ivato: "including vat",
  saldo: "balance", solde: "balance", restbetrag: "balance", rest: "balance", restant: "balance", resto: "balance", residual: "balance", outstanding: "outstanding",
  anzahlung: "deposit", acompte: "deposit", aanbetaling: "deposit", deposito: "deposit", anticipo: "deposit", caparra: "deposit", senal: "deposit", arrhes: "deposit", deposits: "deposit",
  paid: "paid", bezahlt: "paid", paye: "paid", betaald: "paid", pagado: "paid", pagato: "paid", regle: "paid", received: "received", erhalten: "received", recibido: "received",
  payment: "payment", payments: "payment", pmt: "payment", pymt: "payment", zahlung: "payment", zahlungen: "payment", paiement: "payment", reglement: "payment", betaling: "payment", pago: "payment", pagamento: "payment",
  pay: "pay", zahlen: "pay", zahlbar: "payable", payer: "pay", betalen: "pay", pagar: "pay", pagare: "pay", betaal: "pay", payble: "payable",
  zahlungsziel: "payment terms", zahlungsbedingungen: "payment terms", zahlungsart: "payment method", betaalwijze: "payment method", betalingstermijn: "payment terms", betaaltermijn: "payment terms",
  modalite: "method", modalidad: "method", mode: "method", methode: "method", modo: "method", forma: "method", wijze: "method", modalita: "method",
  terms: "terms", term: "terms", bedingungen: "conditions", voorwaarden: "conditions", condiciones: "conditions", condizioni: "conditions", termijn: "terms",
  bank: "bank", banque: "bank", banco: "bank", banca: "bank", bancaire: "bank", bancaires: "bank", bancario: "bank", bancarios: "bank", bancari: "bank", kreditinstitut: "bank", bankverbindung: "bank details",
  kto: "account", konto: "account", compte: "account", rekening: "account", cuenta: "account", conto: "account", acc: "account", acct: "account", accnt: "account", ac: "account", accounts: "account",
  // "A/C" as a scan reads it (the slash taken for an I)
  aic: "account",
  rekeningnummer: "account number", kontonummer: "account number", ktonr: "account number", blz: "bank code", bankleitzahl: "bank code",
  routing: "routing", aba: "routing", sortcode: "sort code", swiftcode: "swift", swift: "swift", bic: "bic", iban: "iban", bsb: "bsb",
  finance: "finance", financing: "finance", finanzierung: "finance", financement: "finance", financiering: "finance", financiacion: "finance", finanziamento: "finance", financed: "finance",
  financiers: "financier", financer: "financier", kreditgeber: "lender", preteur: "lender", kredietverstrekker: "lender", prestamista: "lender", lenders: "lender",
  gegevens: "details", daten: "details", coordonnees: "details", datos: "details", dati: "details", angaben: "details", einzelheiten: "details", details: "details", detail: "details", info: "information",
  informations: "information", informatie: "information", informacion: "information", informazioni: "information", particulars: "particulars", particular: "particulars",
  // lines and quantities
  qty: "quantity", qties: "quantity", qnty: "quantity", qte: "quantity", quantite: "quantity", menge: "quantity", anzahl: "quantity", aantal: "quantity", cantidad: "quantity",
  cant: "quantity", quantita: "quantity", qta: "quantity", pcs: "quantity", quant: "quantity", quantities: "quantity", hoeveelheid: "quantity", unidades: "quantity",
  desc: "description", descr: "description", descrip: "description", beschreibung: "description", bezeichnung: "description", omschrijving: "description", beschrijving: "description",
  descripcion: "description", descrizione: "description", designation: "description", libelle: "description", concepto: "description", artikelbezeichnung: "item description", leistungsbeschreibung: "description",
  item: "item", items: "item", artikel: "item", article: "item", articulo: "item", articolo: "item", artnr: "item number", pos: "position", position: "position", posten: "item", partida: "item",
  product: "product", produkt: "product", produit: "product", producto: "product", prodotto: "product", products: "product",
  leistung: "service", dienstleistung: "service", prestation: "service", dienst: "service", servicio: "service", servizio: "service", services: "service",
  hrs: "hours", hr: "hours", stunden: "hours", heures: "hours", uren: "hours", horas: "hours", ore: "hours",
  each: "each", per: "per", je: "per", pro: "per", par: "per", por: "per",
  zeilenbetrag: "line amount", line: "line", zeile: "line", ligne: "line", regel: "line", linea: "line",
  // misc
  sig: "signature", sign: "signature", signed: "signature", signing: "signature", signatures: "signature", unterschrift: "signature", unterzeichnet: "signature", handtekening: "signature", signe: "signature", firmado: "signature", firmato: "signature",
  lic: "licence", licence: "licence", license: "licence", licences: "licence", licenses: "licence", licensed: "licensed", lizenz: "licence", licencia: "licence", licenza: "licence", patente: "licence", permis: "licence", conduire: "driver", conducir: "driver", guida: "driver",
  fuhrerschein: "driver licence", rijbewijs: "driver licence", driving: "driver", drivers: "driver", conducteur: "driver", fahrer: "driver", bestuurder: "driver", conductor: "driver", conducente: "driver",
  delivered: "delivery", deliver: "delivery", liefer: "delivery", lieferung: "delivery", livraison: "delivery", levering: "delivery", aflevering: "delivery", lever: "delivery", entrega: "delivery", consegna: "delivery",
  lieferdatum: "delivery date", leverdatum: "delivery date", leistungsdatum: "service date",
  purchased: "purchase", kauf: "purchase", achat: "purchase", aankoop: "purchase", compra: "purchase", acquisto: "purchase", acquired: "acquisition", acquire: "acquisition",
  verkauf: "sale", vente: "sale", verkoop: "sale", venta: "sale", vendita: "sale", sales: "sale",
  page: "page", seite: "page", pagina: "page", blatt: "page", pg: "page",
  approx: "approximate", est: "estimated", estd: "estimated",
  guarantee: "guarantee", guarantees: "guarantee", warranty: "warranty", garantie: "warranty", garantia: "warranty", garanzia: "warranty",
  ins: "insurance", insur: "insurance", versicherung: "insurance", assurance: "insurance", verzekering: "insurance", seguro: "insurance", assicurazione: "insurance",
  stamp: "stamp", duty: "duty", duties: "duty",
  yes: "yes",
  // function words kept only so phrases and stop words can see them
  zu: "to", an: "to", aan: "to", billed: "bill", invoiced: "invoice", facturer: "invoice", facturar: "invoice", facturado: "invoice", fatturare: "invoice", fatturato: "invoice", gefactureerd: "invoice",
  bzw: "or", oder: "or", ou: "or", resp: "or", und: "and", et: "and", en: "and", y: "and", von: "from",
  aux: "the", au: "the", al: "the", dello: "of", della: "of", delle: "of", degli: "of", dei: "of", del: "of", dal: "from",
  fur: "for", voor: "for", pour: "for", para: "for",
};

/** Removed after phrase detection (unless nothing else is left: "To", "From"). */
const STOP = new Set([
  "a", "an", "the", "of", "and", "or", "is", "are", "be", "as", "at", "on", "in", "into", "for", "with", "if", "any", "all", "its", "it", "this", "that", "these", "please", "s",
  "de", "du", "des", "la", "le", "les", "l", "d", "el", "los", "las", "lo", "il", "gli", "di", "da", "het", "een", "van", "der", "die", "das", "dem", "den", "des", "im", "am",
]);

/** Prepositions that introduce when something falls due, and the events they name (canonical tokens). */
const WHEN = new Set(["on", "at", "upon", "before", "after"]);
const WHEN_EVENT = new Set(["delivery", "settlement", "signature", "signing", "completion", "collection", "pickup", "handover", "acceptance", "order", "ordering", "registration"]);

/** "… 8.1 % auf 87.54", "… 20 % sur 100,00": the word between a tax line's rate and its base says nothing. */
const RATE_BASE = new Set(["on", "of", "auf", "von", "sur", "su", "op", "over", "sobre", "pa", "av", "af"]);
const AMOUNT_CURRENCY = new Set(["kr", "sek", "nok", "dkk", "eur", "usd", "gbp", "aud", "nzd", "chf", "pln", "zl", "czk", "huf"]);
/** A tax's canonical words, and the words that name the level of its rate ("standard", "hoog", "ermäßigt", "réduit"). */
const TAX_WORD = new Set(["vat", "gst", "tax"]);
const RATE_LEVEL = new Set(["standard", "reduced", "normal", "zero", "high", "low", "hoog", "laag", "ermassigt", "reduziert", "reduit", "ridotta", "ordinaria", "reducido", "general", "super", "intermediaire"]);
const isNumber = (r: Raw | undefined) => r !== undefined && r.w.charCodeAt(0) >= 48 && r.w.charCodeAt(0) <= 57;

/** The canonical token keeps "in" after "trade" ("trade in" → "tradein"). */
const KEEP_IN_AFTER = new Set(["trade", "traded"]);

/** Multi-token phrases → canonical tokens (matched after stop words are gone). */
const PHRASES: Array<[string, string]> = [
  ["trade in", "tradein"],
  // "Reg." is registration, except before "book": the dealer's register book
  ["registration book", "register book"],
  ["vehicle identification number", "vin"],
  ["vehicle id number", "vin"],
  ["vehicle identification", "vehicle identification"],
  ["number identification vehicle", "vin"],
  ["identification number vehicle", "vin"],
  ["vehicle identification id", "vin"],
  ["australian business number", "abn"],
  ["australian company number", "acn"],
  ["compulsory third party", "ctp"],
  ["bank state branch", "bsb"],
  ["goods service tax", "gst"],
  ["good service tax", "gst"],
  ["value added tax", "vat"],
  ["mehrwert tax", "vat"],
  ["umsatz tax", "vat"],
  ["partita vat", "vat number"],
  ["vat identification number", "vat id"],
  ["international bank account number", "iban"],
  ["tax identification number", "tax id"],
  ["e mail", "email"],
  ["email electronico", "email"],
  ["email elettronica", "email"],
  ["posta elettronica", "email"],
  ["sub total", "subtotal"],
  ["sous total", "subtotal"],
  ["zwischen total", "subtotal"],
  ["sale person", "salesperson"],
  ["sales person", "salesperson"],
  ["post code", "postcode"],
  ["zip code", "postcode"],
  ["postal code", "postcode"],
  ["code postal", "postcode"],
  ["web site", "website"],
  ["website web", "website"],
  ["website internet", "website"],
  ["drive away", "driveaway"],
  ["green slip", "greenslip"],
  ["km stand", "odometer"],
  ["meter stand", "odometer"],
  ["yes number", "yes no"],
  ["number yes", "no yes"],
  ["lieferschein", "delivery note"],
  ["credit note", "creditnote"],
  ["first name", "firstname"],
  ["given name", "firstname"],
  ["family name", "surname"],
  ["last name", "surname"],
];

/** Parts German/Dutch compounds are split into (besides every key of WORDS of 4+ letters). */
const COMPOUND_PARTS = [
  "rechnung", "nummer", "datum", "betrag", "gesamt", "brutto", "netto", "kunden", "kunde", "liefer", "lieferung", "steuer", "umsatz", "mehrwert", "zahlung", "konto", "inhaber",
  "leistung", "zeitraum", "auftrag", "bestell", "bestellung", "einzel", "preis", "menge", "summe", "zwischen", "end", "fahrzeug", "identifikation", "fahrgestell", "motor",
  "kennzeichen", "erst", "zulassung", "kilometer", "stand", "farbe", "modell", "marke", "jahr", "bau", "kauf", "verkauf", "vertrag", "unterschrift", "anzahlung", "rest",
  "geburt", "ablauf", "fallig", "falligkeit", "handler", "kaufer", "verkaufer", "empfanger", "ust", "id", "nr", "no", "factuur", "klant", "bedrag", "totaal", "btw", "omschrijving", "eenheid",
  "stuk", "prijs", "verval", "betaal", "betaling", "termijn", "rekening", "houder", "kleur", "merk", "bouw", "jaar", "koper", "verkoper", "lever", "levering", "aflevering",
  "order", "referentie", "geboorte", "kenteken", "chassis", "meter", "rijbewijs", "handtekening", "aanbetaling", "dag", "sub", "adresse", "anschrift", "telefon", "name",
  "datum", "waren", "schein", "bank", "verbindung", "gebuhr", "kosten", "rabatt", "artikel", "position", "beschreibung", "bezeichnung", "dienst", "lizenz", "fuhrerschein",
  "vorname", "nachname", "nummern", "versicherung", "antrag", "steller", "halter", "eigentumer", "datums", "monat", "zeile", "zeilen", "total", "invoice", "number", "date",
  "amount", "customer", "account", "vehicle", "registration", "engine", "stock", "order", "deal", "contract", "phone", "email", "address", "price", "unit", "tax", "due", "start",
  "birth", "licence", "license", "name", "model", "make", "year", "colour", "color", "body", "type", "plate", "expiry", "payment", "balance", "deposit", "reference", "receipt",
];

// ---------------------------------------------------------------------------------------------------------
// Precompiled tables.

const MAP = new Map<string, readonly string[]>();
for (const [k, v] of Object.entries(WORDS)) MAP.set(k, Object.freeze(v.split(" ")));

const PARTS = new Set<string>(COMPOUND_PARTS);
for (const k of MAP.keys()) if (k.length >= 4 && /^[a-z]+$/.test(k)) PARTS.add(k);
const SHORT_PARTS = new Set(["id", "nr", "no"]);

type Phrase = { from: string[]; to: string[] };
const PHRASE_BY_FIRST = new Map<string, Phrase[]>();
for (const [from, to] of PHRASES) {
  const p = { from: from.split(" "), to: to.split(" ") };
  const list = PHRASE_BY_FIRST.get(p.from[0]) ?? [];
  list.push(p);
  list.sort((a, b) => b.from.length - a.from.length);
  PHRASE_BY_FIRST.set(p.from[0], list);
}

const STEM_KEEP = new Set([
  "series", "species", "yes", "this", "his", "its", "plus", "minus", "gross", "less", "unless", "bus", "gas", "lens", "news", "status", "bonus", "chassis", "axis", "basis",
  "analysis", "canvas", "atlas", "alias", "kms", "sms", "gps", "abs", "mrs", "terms", "sales", "goods", "hours", "whereas", "always", "its", "ttc", "sans", "hors", "avis",
  "devis", "prix", "mois", "fois", "pays", "frais", "preis", "reis", "kurs", "aus", "bis", "los", "dos", "tres", "vers", "gratis", "inclus", "exclus", "compris", "details",
  "particulars", "aps", "kgs", "lbs", "ius", "tos", "overseas", "means",
]);

/** Latin-1 / Latin Extended-A/B letters → ASCII lower case; "" for non-letters (separators). */
const FOLD: string[] = [];
{
  const special: Record<string, string> = { ß: "ss", æ: "ae", Æ: "ae", œ: "oe", Œ: "oe", ø: "o", Ø: "o", đ: "d", Đ: "d", ł: "l", Ł: "l", þ: "th", Þ: "th", ð: "d", Ð: "d", ı: "i", ĸ: "k", ŉ: "n", ſ: "s" };
  const letter = /\p{L}/u;
  for (let c = 0xc0; c < 0x250; c++) {
    const ch = String.fromCharCode(c);
    if (special[ch]) FOLD[c] = special[ch];
    else if (!letter.test(ch)) FOLD[c] = "";
    else {
      const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      FOLD[c] = /^[a-z]+$/.test(base) ? base : ch.toLowerCase();
    }
  }
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HAS_LETTER = /[a-z]/;
const ONLY_LETTERS = /^[a-z]+$/;

/**
 * "1.", "(b)", "iv)", "2.3", "Part 6 –", "Section B:", "Q5." at the start of a label ("Part 6 =" as a scan
 * reads a dash). Never "N.": that is "number" ("N. documento", "N. fattura").
 */
const ENUMERATION = /^\s*(?:(?:part|section|schedule|step|question|q|item|box|teil|abschnitt|partie|deel|parte|sezione)\s*\.?\s*(?:\d{1,3}[a-z]?|[a-h]|[ivx]{1,5})\s*(?:[-–—:.)=~]+\s*|\s+(?=\p{L}))|\(\s*(?:\d{1,2}[a-z]?|[a-z]|[ivx]{1,5})\s*\)\s*|(?:\d{1,2}(?:\.\d{1,2})*[a-z]?|[a-mo-z]|[ivx]{1,5})\s*[.)]\s+|\d{1,2}(?:\.\d{1,2})+\.?\s+|\d{1,2}[a-z]?\s*[-–—]\s+)(?=\p{L})/iu;

/** A question's opening words before what it asks for: "What is the", "What is your", "What you're", "Which". */
const QUESTION_OPENER = /^\s*(?:what|which)\s+(?:(?:is|are|was|were)\s+)?(?:(?:the|your|you(?:['’]re)?|this)\s+)?(?=\p{L})/iu;

// ---------------------------------------------------------------------------------------------------------

function stem(w: string): string {
  const n = w.length;
  if (n <= 3 || STEM_KEEP.has(w) || w.charCodeAt(n - 1) !== 115 /* s */) return w;
  if (w.endsWith("ies") && n > 4) return w.slice(0, -3) + "y";
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("ches") || w.endsWith("shes") || w.endsWith("xes") || w.endsWith("zes")) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** Every token the normaliser can produce from its dictionary. */
export const KNOWN_TOKENS: ReadonlySet<string> = new Set([...[...MAP.values()].flat(), ...PHRASES.flatMap(([, to]) => to.split(" "))]);

/** Splits a compound into dictionary parts (with German/Dutch linking -s-, -n-, -en-, -es-, -e-), fewest parts. */
export function splitCompound(w: string): string[] | null {
  const n = w.length;
  if (n < 6) return null;
  // best[i]: fewest parts covering w[0..i) ending at a part boundary; prev[i] = start of that part
  const best = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(-1);
  const partEnd = new Array<number>(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    // a part may start at i, or after a linking element when i is not the start
    const starts = i === 0 ? [0] : [i, ...linkAfter(w, i)];
    for (const s of starts) {
      for (let j = s + 2; j <= n; j++) {
        const len = j - s;
        if (len < 3 && !SHORT_PARTS.has(w.slice(s, j))) continue;
        if (len > 20) break;
        if (len === n || !PARTS.has(w.slice(s, j))) continue; // the word itself is not one of its parts
        if (best[i] + 1 < best[j]) {
          best[j] = best[i] + 1;
          from[j] = s;
          partEnd[j] = i;
        }
      }
    }
  }
  if (best[n] === Infinity || best[n] < 2) return null;
  const out: string[] = [];
  for (let j = n; j > 0; j = partEnd[j]) out.unshift(w.slice(from[j], j));
  return out;
}

function linkAfter(w: string, i: number): number[] {
  const c = w[i];
  const out: number[] = [];
  if (c === "s" || c === "n" || c === "e") out.push(i + 1);
  if ((c === "e" && (w[i + 1] === "n" || w[i + 1] === "s")) || (c === "n" && w[i + 1] === "s")) out.push(i + 2);
  return out;
}

const CACHE = new Map<string, readonly string[]>();

/** One printed word (lower case, ASCII-folded) → its canonical tokens (memoised). */
export function canonicalWord(w: string): readonly string[] {
  let r = CACHE.get(w);
  if (r) return r;
  r = computeCanonical(w);
  if (CACHE.size > 50_000) CACHE.clear();
  CACHE.set(w, r);
  return r;
}

function computeCanonical(w: string): readonly string[] {
  const m = MAP.get(w);
  if (m) return m;
  if (!HAS_LETTER.test(w)) return [w];
  const s = stem(w);
  const ms = MAP.get(s);
  if (ms) return ms;
  if (w.length >= 6 && ONLY_LETTERS.test(w)) {
    const parts = splitCompound(w) ?? (s !== w ? splitCompound(s) : null);
    if (parts) {
      const out: string[] = [];
      for (const p of parts) for (const t of MAP.get(p) ?? [stem(p)]) out.push(t);
      return Object.freeze(out);
    }
  }
  return Object.freeze([s]);
}

type Raw = { w: string; aside: boolean };

/** Canonical tokens of a printed label, wording or property name. */
export function labelTokens(text: string): LabelTokens {
  if (!text) return [];
  const m = ENUMERATION.exec(text);
  let src = m && m[0].length < text.length ? text.slice(m[0].length) : text;
  // a label asked as a question names its field after its opener: "What is the vehicle's plate number?"
  const q = QUESTION_OPENER.exec(src);
  if (q && /\p{L}{2}/u.test(src.slice(q[0].length))) src = src.slice(q[0].length);
  const raws = scan(src.replace(CAMEL_WORDS, "Mwst"));
  // runs of single letters are one abbreviation: "A.B.N." → "abn", "A/C" → "ac", "D.O.B" → "dob"
  const words: Raw[] = [];
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i];
    if (r.w.length === 1 && isAlpha(r.w) && i + 1 < raws.length && raws[i + 1].w.length === 1 && isAlpha(raws[i + 1].w) && raws[i + 1].aside === r.aside) {
      let j = i;
      let joined = "";
      while (j < raws.length && raws[j].w.length === 1 && isAlpha(raws[j].w) && raws[j].aside === r.aside) joined += raws[j++].w;
      words.push({ w: joined, aside: r.aside });
      i = j - 1;
    } else words.push(r);
  }
  // words → canonical tokens
  const toks: string[] = [];
  const aside: boolean[] = [];
  // a tax's rate and the base it is charged on are no words of its label ("Moms 25 % på 24 467,62 kr", the rate
  // before the tax's word or after it, the base's currency before it: "25% moms af DKK 10.873,61")
  const currencyThenNumber = (k: number) => AMOUNT_CURRENCY.has(words[k]?.w.toLowerCase() ?? "") && isNumber(words[k + 1]);
  let inBase = false;
  for (let i = 0; i < words.length; i++) {
    const r = words[i];
    if (RATE_BASE.has(r.w.toLowerCase()) && (isNumber(words[i - 1]) || isNumber(words[i - 2])) && (isNumber(words[i + 1]) || currencyThenNumber(i + 1))) {
      inBase = true;
      continue;
    }
    // (…nor the base's own figures: "Btw hoog (21%) over €72,52")
    if (inBase && (isNumber(r) || AMOUNT_CURRENCY.has(r.w.toLowerCase()))) continue;
    inBase = false;
    // (an amount's currency after it says nothing of the label: "Moms 25 % på 24 467,62 kr"; nor before a rate's base)
    if (AMOUNT_CURRENCY.has(r.w.toLowerCase()) && (isNumber(words[i - 1]) || (RATE_BASE.has(words[i - 1]?.w.toLowerCase() ?? "") && isNumber(words[i + 1])))) continue;
    // French "Nombre de nuits / d'articles" counts (Spanish "Nombre de la empresa / de usuario" names)
    const counted = r.w.toLowerCase() === "nombre" && /^de?$/i.test(words[i + 1]?.w ?? "") && /\p{L}{3}[sx]$/u.test(words[i + 2]?.w ?? "");
    for (const t of counted ? (["quantity"] as const) : canonicalWord(r.w)) {
      toks.push(t);
      aside.push(r.aside);
    }
  }
  // a tax's rate said by its level is no word of its label ("VAT standard rate 20%", "Btw hoog (21%)", "TVA taux
  // normal"): the level, and the rate's word beside it, go where a tax's word is
  if (toks.some((t) => TAX_WORD.has(t)) && toks.some((t) => RATE_LEVEL.has(t))) {
    const level = toks.map((t, i) => RATE_LEVEL.has(t) || (t === "rate" && (RATE_LEVEL.has(toks[i - 1] ?? "") || RATE_LEVEL.has(toks[i + 1] ?? ""))));
    for (let i = toks.length - 1; i >= 0; i--) {
      if (!level[i]) continue;
      toks.splice(i, 1);
      aside.splice(i, 1);
    }
  }
  // "… on delivery", "… at settlement", "… upon signing": when a label's amount or date falls due, not what
  // it is about; read like a parenthesis ("Amount payable on delivery" is the amount payable)
  for (let i = 1; i + 1 < toks.length; i++) if (WHEN.has(toks[i]) && toks.length - i <= 3 && WHEN_EVENT.has(toks[i + 1])) for (let j = i + 1; j < toks.length; j++) aside[j] = true;
  // stop words out (kept when nothing else is left: "To", "From")
  let kt: string[] = [];
  let ka: boolean[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (STOP.has(t) && !(t === "in" && i > 0 && KEEP_IN_AFTER.has(toks[i - 1]))) continue;
    kt.push(t);
    ka.push(aside[i]);
  }
  if (!kt.length) {
    kt = toks;
    ka = aside;
  }
  // phrases
  const pt: string[] = [];
  const pa: boolean[] = [];
  for (let i = 0; i < kt.length; ) {
    const cands = PHRASE_BY_FIRST.get(kt[i]);
    let hit: Phrase | undefined;
    if (cands)
      for (const p of cands) {
        if (i + p.from.length > kt.length) continue;
        let ok = true;
        for (let k = 1; k < p.from.length; k++) if (kt[i + k] !== p.from[k]) { ok = false; break; }
        if (ok) { hit = p; break; }
      }
    if (hit) {
      let allAside = true;
      for (let k = 0; k < hit.from.length; k++) allAside &&= ka[i + k];
      for (const t of hit.to) { pt.push(t); pa.push(allAside); }
      i += hit.from.length;
    } else {
      pt.push(kt[i]);
      pa.push(ka[i]);
      i++;
    }
  }
  // duplicates out ("Vehicle Identification Number (VIN)" → "vin"), keeping the first; printed outside
  // parentheses wins over aside
  const out: LabelTokens = [];
  let mask = 0;
  for (let i = 0; i < pt.length; i++) {
    const at = out.indexOf(pt[i]);
    if (at >= 0) {
      if (!pa[i] && at < 31) mask &= ~(2 ** at);
      continue;
    }
    if (pa[i] && out.length < 31) mask |= 2 ** out.length;
    out.push(pt[i]);
  }
  if (mask) out.aside = mask;
  return out;
}

function isAlpha(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 97 && c <= 122;
}

/** Words whose own spelling has a capital inside, never two words: the German VAT's "MwSt". */
const CAMEL_WORDS = /\bMwSt\b/g;

/** Character scanner: words (ASCII-folded, lower case) with their parenthesis state. */
function scan(text: string): Raw[] {
  const out: Raw[] = [];
  let cur = "";
  let depth = 0;
  let prevKind = 0; // 0 none, 1 lower, 2 upper, 3 digit
  let upperRun = 0;
  const flush = () => {
    if (cur) out.push({ w: cur, aside: depth > 0 });
    cur = "";
    prevKind = 0;
    upperRun = 0;
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      // lower case after an upper-case run of 2+: "VINNumber" → "VIN" + "Number"
      if (prevKind === 2 && upperRun >= 3) {
        const last = cur[cur.length - 1];
        cur = cur.slice(0, -1);
        flush();
        cur = last;
        upperRun = 1;
      }
      cur += text[i];
      prevKind = 1;
      upperRun = 0;
      continue;
    }
    if (c >= 65 && c <= 90) {
      if (prevKind === 1 || prevKind === 3) flush(); // camelCase: "invoiceNumber"
      cur += String.fromCharCode(c + 32);
      prevKind = 2;
      upperRun++;
      continue;
    }
    if (c >= 48 && c <= 57) {
      if (prevKind === 1 || prevKind === 2) {
        // "Form7" stays one word only when it is short; a digit after a word usually starts a new token
        flush();
      }
      cur += text[i];
      prevKind = 3;
      continue;
    }
    if (c < 128) {
      if (c === 40 || c === 91 || c === 123) { flush(); depth++; continue; } // ( [ {
      if (c === 41 || c === 93 || c === 125) { flush(); if (depth > 0) depth--; continue; }
      if (c === 39) { // apostrophe: possessive "dealer's" drops the s; "d'achat" splits
        if ((text[i + 1] === "s" || text[i + 1] === "S") && !isWordChar(text, i + 2)) { i++; flush(); continue; }
        flush();
        continue;
      }
      if (c === 35) { flush(); out.push({ w: "number", aside: depth > 0 }); continue; } // "#"
      flush();
      continue;
    }
    // non-ASCII
    if ((c === 0xe0 || c === 0xc0) && !cur && !isWordChar(text, i + 1)) { // French "à": "Facturé à" = "billed to"
      out.push({ w: "to", aside: depth > 0 });
      continue;
    }
    if (c === 0xb0 || c === 0xba) { // "N°", "Nº"
      if (cur === "n") cur = "no";
      flush();
      continue;
    }
    if (c === 0x2019 || c === 0x2018 || c === 0x2bc) {
      if ((text[i + 1] === "s" || text[i + 1] === "S") && !isWordChar(text, i + 2)) { i++; flush(); continue; }
      flush();
      continue;
    }
    if (c < 0x250) {
      const f = FOLD[c];
      if (!f) { flush(); continue; }
      const ch = text[i];
      const upper = ch !== ch.toLowerCase();
      if (upper && (prevKind === 1 || prevKind === 3)) flush();
      cur += f;
      prevKind = upper ? 2 : 1;
      upperRun = upper ? upperRun + 1 : 0;
      continue;
    }
    const ch = text[i];
    if (LETTER_OR_DIGIT.test(ch)) {
      cur += ch.toLowerCase();
      prevKind = 1;
      continue;
    }
    flush();
  }
  flush();
  return out;
}

function isWordChar(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || (c >= 0xc0 && c < 0x250 && !!FOLD[c]);
}

/** Canonical tokens joined by spaces: a stable key for a wording. */
export function labelKey(text: string): string {
  return labelTokens(text).join(" ");
}
