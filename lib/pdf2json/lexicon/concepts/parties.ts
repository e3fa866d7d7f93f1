// Parties: the dealer / issuer, the customer (purchaser, buyer, bill-to), the driver, the NSW applicant and
// corporation, the seller of a privately bought vehicle; their names, addresses, contacts and numbers.
import { concept, withRoles } from "./types";

const CUSTOMER_ROLES = ["Customer", "Purchaser", "Buyer"];
const DEALER = ["dealer", "dealership", "supplier", "seller", "vendor"];
const CUSTOMER = ["customer", "purchaser", "buyer", "client", "bill to", "sold to", "invoice to"];

export const PARTIES = [
  // ---- dealer (the selling motor dealer)
  concept("dealer.name", "field", "The dealer's business name.", {
    en: [
      "dealer", "dealer name", "dealership", "business name", "trading name", "motor dealer", "dealer business name", "name of dealer", "supplier", "seller", "vendor",
      "Dealer's name", "Dealer trading name", "Selling dealer", "Supplying dealer", "Licensed motor dealer", "Motor dealer name", "Name of motor dealer", "Dealership name",
      "Licensee", "Licensee name", "Name of licensee", "Licence holder",
      "Trading as", "T/A", "Business trading name", "Registered business name", "Seller name", "Vendor name", "Supplier name", "Dealer / seller", "Dealer/Supplier",
    ],
    de: ["Händler", "Autohaus", "Händlername", "Name des Händlers", "Verkäufer", "Lieferant", "Firma"],
    fr: ["Concessionnaire", "Nom du concessionnaire", "Vendeur", "Fournisseur", "Raison sociale", "Garage"],
    nl: ["Dealer", "Handelaar", "Naam dealer", "Dealernaam", "Verkoper", "Leverancier", "Autobedrijf"],
    es: ["Concesionario", "Nombre del concesionario", "Vendedor", "Proveedor", "Razón social"],
    it: ["Concessionario", "Nome concessionario", "Venditore", "Fornitore", "Ragione sociale"],
  }, { scope: DEALER }),
  concept("dealer.licenceNumber", "field", "The motor dealer's licence number (MD, LMCT, DL).", {
    en: [
      "dealer licence", "dealer licence no", "dealer licence number", "licence no", "licence number", "lmct", "lmct no", "lmct number", "md no", "md number", "dealer no",
      "dealer number", "motor dealer licence", "motor dealer licence no", "dealer licence no md", "licence", "dealer license", "dealer license no", "license no", "dealers licence no",
      "Dealer licence / number", "Dealer's licence no.", "Dealer's licence number", "Dealer Lic. No.", "Dealer licence #", "Dealer license number", "Motor dealer licence number",
      "Motor dealer's licence number", "Motor vehicle dealer licence", "Licence No. (MD)", "MD licence", "MD licence no", "MD", "LMCT licence", "LMCT #", "Licensed motor car trader",
      "Licensed motor car trader no", "Licensed motor dealer", "Licensed motor dealer no", "MDL", "MDL No.", "MDL number", "DL No", "Dealer licence (NSW)", "Lic. No.", "Licence #", "Dealer ID no", "MVDL", "Licensee number",
    ],
  }, { weak: ["licence", "licence no", "licence number", "license no", "Lic. No.", "Licence #"], scope: DEALER }),
  concept("dealer.address", "field", "The dealer's business address.", {
    en: [
      "address", "dealer address", "business address", "premises", "premises address", "place of business", "location",
      "Dealer's address", "Business premises", "Principal place of business", "Registered address", "Registered office", "Trading address", "Showroom address",
      "Dealership address", "Yard address", "Address of premises", "Licensed premises", "Premises where vehicle is sold", "Address of premises where the vehicle is offered for sale", "Address of dealer's place of business",
    ],
    de: ["Geschäftsadresse", "Firmenanschrift", "Händleradresse", "Sitz"],
    fr: ["Adresse du concessionnaire", "Siège social", "Adresse de l'établissement"],
    nl: ["Vestigingsadres", "Bedrijfsadres", "Adres dealer"],
    es: ["Dirección del concesionario", "Domicilio social"],
    it: ["Indirizzo del concessionario", "Sede legale", "Sede"],
  }, { weak: ["address", "location"], scope: DEALER }),
  concept("dealer.phone", "field", "The dealer's phone number.", {
    en: [
      "phone", "ph", "telephone", "tel", "phone no", "dealer phone", "contact number", "p", "t",
      "Dealer phone number", "Dealer telephone", "Business phone", "Office phone", "Showroom phone", "Sales phone", "Phone number", "Telephone number", "Tel. No.", "Ph.", "Enquiries", "Office", "Showroom",
    ],
    de: ["Telefon", "Tel.", "Fon", "Telefonnummer"],
    fr: ["Téléphone", "Tél.", "Numéro de téléphone"],
    nl: ["Telefoon", "Telefoonnummer"],
    es: ["Teléfono", "Tfno."],
    it: ["Telefono", "Tel"],
  }, { weak: ["p", "t"], scope: DEALER }),
  concept("dealer.email", "field", "The dealer's email address.", {
    en: ["email", "e mail", "e", "dealer email", "email address", "E-mail", "Dealer email address", "Dealer e-mail", "Business email", "Sales email", "Contact email", "Email:"],
    de: ["E-Mail", "E-Mail-Adresse"],
    fr: ["Courriel", "Adresse e-mail", "Adresse électronique"],
    nl: ["E-mailadres"],
    es: ["Correo electrónico", "Correo"],
    it: ["Posta elettronica", "Indirizzo email"],
  }, { weak: ["e"], scope: DEALER }),

  // ---- business numbers
  concept("party.abn", "field", "Australian Business Number.", {
    en: ["abn", "dealer abn", "A.B.N.", "australian business number", "ABN No", "ABN number", "ABN #", "Business number (ABN)", "Supplier ABN", "Our ABN", "Company ABN", "Seller ABN", "Dealer's ABN", "Corporation ABN"],
  }),
  concept("party.acn", "field", "Australian Company Number.", {
    en: ["acn", "A.C.N.", "australian company number", "ACN No", "ACN number", "ACN #", "Company number (ACN)", "Corporation ACN"],
  }),
  concept("party.taxId", "field", "A VAT, GST or tax identification number.", {
    en: [
      "vat", "vat no", "vat number", "tax id", "gstin", "gst no", "tax number", "ein", "VAT No.", "VAT reg no", "VAT registration number", "VAT ID", "VAT-ID", "Tax ID number",
      "Tax identification number", "TIN", "GST number", "GST reg no", "GST registration number", "Tax registration number", "TRN", "Sales tax ID", "VAT/TIN", "Our VAT number", "Supplier VAT number",
    ],
    de: ["USt-IdNr.", "USt-ID", "UStId", "Ust-IdNr", "Umsatzsteuer-ID", "Umsatzsteuer-Identifikationsnummer", "Steuernummer", "Steuer-Nr.", "St.-Nr.", "UID-Nr.", "UID", "Unternehmens-Nr.", "Unternehmens-Identifikationsnummer", "MWST-Nr."],
    fr: ["N° TVA", "Numéro de TVA", "N° IDE", "IDE", "N° TVA intracommunautaire", "TVA intracommunautaire", "Numéro d'identification TVA", "N° de TVA"],
    nl: ["BTW-nummer", "BTW nr", "Btw-identificatienummer", "Btw-id", "Fiscaal nummer", "Omzetbelastingnummer", "OB-nummer"],
    es: ["NIF", "CIF", "NIF/CIF", "Número de IVA", "Nº IVA", "N.I.F."],
    it: ["Partita IVA", "P.IVA", "P. IVA", "Codice fiscale", "C.F.", "C.F./P.IVA", "C.F. e P.IVA", "P.IVA/C.F."],
    sv: ["Momsreg.nr", "Momsregistreringsnummer", "Momsreg nr", "Momsnr", "VAT-nummer"],
    no: ["MVA-nummer", "Organisasjonsnummer", "Org.nr.", "Foretaksnummer"],
    da: ["CVR-nr.", "CVR", "CVR-nummer", "SE-nr.", "Momsnummer"],
    fi: ["ALV-numero", "ALV-tunniste", "ALV-rek.nro", "Y-tunnus", "Alv-nro"],
    pl: ["NIP", "Numer NIP", "NIP UE"],
  }, { weak: ["Organisasjonsnummer", "Org.nr.", "Foretaksnummer", "CVR", "Y-tunnus", "vat"] }),
  concept("party.companyNumber", "field", "A company registration number (not a tax number).", {
    en: ["Company number", "Company no", "Company registration number", "Registration number (company)", "Company reg no", "Business registration number", "CRN", "CIN"],
    de: ["Handelsregisternummer", "HRB", "Registergericht", "Handelsregister"],
    fr: ["SIRET", "SIREN", "RCS", "N° SIRET"],
    nl: ["KvK-nummer", "KvK", "Handelsregister"],
    es: ["Registro mercantil"],
    it: ["REA", "Numero REA"],
    sv: ["Org.nr", "Organisationsnummer", "Org nr"],
    fi: ["Kaupparekisterinumero"],
    pl: ["REGON", "KRS"],
  }),

  // ---- the issuer of a generic document
  concept("issuer.name", "field", "The party that issued the document.", {
    en: [
      "from", "issuer", "supplier", "seller", "vendor", "company", "company name", "business name", "Issued by", "Supplier name", "Seller name", "Vendor name", "Biller",
      "Service provider", "Merchant", "Bill from", "Invoice from", "Sold by", "Payee",
    ],
    de: ["Lieferant", "Verkäufer", "Rechnungssteller", "Firma", "Absender", "Leistungserbringer"],
    fr: ["Fournisseur", "Vendeur", "Émetteur", "Société", "Raison sociale", "Prestataire"],
    nl: ["Leverancier", "Verkoper", "Afzender", "Bedrijfsnaam", "Bedrijf"],
    es: ["Proveedor", "Vendedor", "Emisor", "Razón social", "Empresa"],
    it: ["Fornitore", "Venditore", "Emittente", "Ragione sociale", "Società"],
  }, { weak: ["from", "company"] }),
  concept("issuer.address", "field", "The issuer's address.", {
    en: ["address", "our address", "Business address", "Registered office", "Head office", "Office address", "Company address", "Supplier address"],
    de: ["Adresse", "Anschrift", "Firmensitz", "Sitz der Gesellschaft"],
    fr: ["Adresse", "Siège social"],
    nl: ["Adres", "Vestigingsadres"],
    es: ["Dirección", "Domicilio social"],
    it: ["Indirizzo", "Sede legale"],
  }, { weak: ["address", "Adresse", "Adres", "Dirección", "Indirizzo"] }),
  concept("party.email", "field", "An email address.", {
    en: ["email", "e mail", "email address", "E-mail", "Mail", "Contact email", "Email:"],
    de: ["E-Mail", "E-Mail-Adresse"],
    fr: ["Courriel", "Adresse e-mail", "Adresse électronique"],
    nl: ["E-mailadres"],
    es: ["Correo electrónico"],
    it: ["Posta elettronica", "Indirizzo email"],
  }),
  concept("party.phone", "field", "A phone number.", {
    en: ["phone", "tel", "telephone", "ph", "mobile", "Phone number", "Telephone number", "Tel. No.", "Ph.", "Mob.", "Contact number", "Call"],
    de: ["Telefon", "Tel.", "Fon", "Telefonnummer", "Mobil", "Handy"],
    fr: ["Téléphone", "Tél.", "Portable"],
    nl: ["Telefoon", "Telefoonnummer", "Mobiel", "GSM"],
    es: ["Teléfono", "Tfno.", "Móvil"],
    it: ["Telefono", "Cellulare"],
  }),
  concept("party.fax", "field", "A fax number.", { en: ["Fax", "Fax number", "Facsimile", "F"], de: ["Telefax", "Fax-Nr."], fr: ["Télécopie"], nl: ["Faxnummer"], es: ["Fax"], it: ["Fax"] }, { weak: ["F"] }),
  concept("party.website", "field", "A website.", {
    en: ["website", "web", "www", "url", "Web site", "Homepage", "Internet"],
    de: ["Webseite", "Internet", "Homepage"],
    fr: ["Site web", "Site internet"],
    nl: ["Website", "Webadres"],
    es: ["Sitio web", "Página web"],
    it: ["Sito web", "Sito internet"],
  }),

  // ---- the customer (purchaser, buyer, bill-to)
  concept("customer.name", "field", "The customer's (purchaser's, buyer's) name.", {
    en: [
      "name", "full name", ...withRoles(CUSTOMER_ROLES, ["name", "full name"]), "customer", "purchaser", "buyer", "name of purchaser", "purchaser s name", "Purchaser's name", "Buyer's name",
      "Customer's name", "Purchaser(s)", "Purchaser(s) name", "Name(s)", "Client", "Client name", "Sold to", "Bill to", "Billed to", "Invoice to", "Recipient", "Customer / company name",
      "Purchaser / company name", "Name of buyer", "Name of customer", "Customer full name", "Name of person to whom the vehicle was sold", "Person to whom the vehicle was sold",
    ],
    de: ["Kunde", "Kundenname", "Name des Kunden", "Käufer", "Name des Käufers", "Rechnungsempfänger", "Name"],
    fr: ["Client", "Nom du client", "Acheteur", "Nom de l'acheteur", "Nom", "Facturé à"],
    nl: ["Klant", "Klantnaam", "Naam klant", "Koper", "Naam koper", "Naam"],
    es: ["Cliente", "Nombre del cliente", "Comprador", "Nombre del comprador", "Nombre"],
    it: ["Cliente", "Nome cliente", "Acquirente", "Nome dell'acquirente", "Nome"],
  }, { weak: ["name", "full name", "Name", "Nom", "Naam", "Nombre", "Nome", "Recipient"], scope: CUSTOMER }),
  concept("customer.address", "field", "The customer's postal or residential address.", {
    en: [
      "address", "residential address", "postal address", ...withRoles(CUSTOMER_ROLES, ["address", "residential address", "postal address"]), "address of purchaser", "purchaser s address",
      "Purchaser's address", "Buyer's address", "Customer's address", "Billing address", "Home address", "Street address", "Client address", "Invoice address", "Mailing address",
      "Address of buyer", "Residential address of purchaser", "Address of the person to whom the vehicle was sold", "Address of person to whom the vehicle was sold",
    ],
    de: ["Adresse", "Anschrift", "Rechnungsadresse", "Kundenadresse", "Wohnanschrift", "Adresse des Käufers"],
    fr: ["Adresse", "Adresse de facturation", "Adresse du client", "Domicile"],
    nl: ["Adres", "Factuuradres", "Klantadres", "Woonadres", "Adres koper"],
    es: ["Dirección", "Dirección de facturación", "Domicilio", "Dirección del cliente"],
    it: ["Indirizzo", "Indirizzo di fatturazione", "Residenza", "Indirizzo cliente"],
  }, { weak: ["address", "Adresse", "Adres", "Dirección", "Indirizzo"], scope: CUSTOMER }),
  concept("customer.phone", "field", "The customer's phone number.", {
    en: [
      "phone", "ph", "mobile", "telephone", "tel", "contact number", "phone no", ...withRoles(CUSTOMER_ROLES, ["phone", "ph", "mobile", "telephone", "tel", "contact number", "phone no"]),
      "daytime phone", "Phone number", "Mobile number", "Mobile phone", "Contact phone", "Home phone", "Work phone", "Business hours phone", "After hours phone", "Telephone number",
      "Tel. No.", "Mob.", "Cell", "Contact no.", "Customer's phone", "Purchaser's phone", "Daytime contact number",
    ],
    de: ["Telefon", "Tel.", "Telefonnummer", "Mobil", "Handy", "Mobiltelefon"],
    fr: ["Téléphone", "Tél.", "Portable", "Numéro de téléphone"],
    nl: ["Telefoon", "Telefoonnummer", "Mobiel", "GSM"],
    es: ["Teléfono", "Móvil", "Celular"],
    it: ["Telefono", "Cellulare"],
  }, { scope: CUSTOMER }),
  concept("customer.email", "field", "The customer's email address.", {
    en: ["email", "e mail", "email address", ...withRoles(CUSTOMER_ROLES, ["email", "e mail", "email address"]), "E-mail", "Customer's email", "Purchaser's email", "Contact email"],
    de: ["E-Mail", "E-Mail-Adresse"],
    fr: ["Courriel", "Adresse e-mail", "Adresse électronique"],
    nl: ["E-mailadres"],
    es: ["Correo electrónico"],
    it: ["Posta elettronica", "Indirizzo email"],
  }, { scope: CUSTOMER }),
  concept("customer.number", "field", "The customer / account number the issuer gives the customer.", {
    en: [
      "customer no", "customer number", "customer id", "client no", "customer ref", "account id", "Cust. No.", "Customer code", "Client number", "Client ID", "Customer account number",
      "Customer account", "Account ref", "Customer reference number", "Debtor number", "Member number",
    ],
    de: ["kundennr", "kundennummer", "Kunden-Nr.", "Kundennr.", "Kunde Nr.", "Ihre Kundennummer", "Debitorennummer", "Kunden-ID"],
    fr: ["numero client", "n client", "N° client", "Numéro client", "Numéro de client", "Code client", "Réf. client"],
    nl: ["Klantnummer", "Klantnr.", "Debiteurnummer"],
    es: ["Número de cliente", "Nº cliente", "Código de cliente"],
    it: ["Codice cliente", "Numero cliente", "Cod. cliente"],
    sv: ["Kundnummer", "Kundnr"],
    no: ["Kundenummer", "Kundenr."],
    da: ["Kundenummer", "Kundenr."],
    fi: ["Asiakasnumero", "Asiakasnro", "Asiakas nro"],
    pl: ["Numer klienta", "Nr klienta"],
  }, { scope: CUSTOMER }),
  concept("person.dateOfBirth", "field", "A person's date of birth.", {
    en: [
      "date of birth", "dob", "d o b", "birth date", "driver dob", "D.O.B.", "Birthdate", "Date of birth (DD/MM/YYYY)", "Driver's date of birth", "Purchaser's date of birth", "Customer DOB",
      "Applicant's date of birth", "Born", "When were you born",
    ],
    de: ["Geburtsdatum", "Geb.-Datum", "Geboren am"],
    fr: ["Date de naissance", "Né(e) le"],
    nl: ["Geboortedatum"],
    es: ["Fecha de nacimiento"],
    it: ["Data di nascita"],
  }),
  concept("person.licenceNumber", "field", "A driver licence number.", {
    en: [
      "licence no", "licence number", "driver licence", "driver licence no", "drivers licence", "drivers licence no", "licence", "Driver's licence number", "Driver licence number",
      "Driver's licence no.", "Drivers licence #", "Driver licence #", "Driving licence number", "Driver's license", "Driver license number", "Driver's licence", "Licence card number",
      "Licence # (driver)", ...withRoles(CUSTOMER_ROLES, ["licence number", "licence no", "driver licence number", "drivers licence no"]),
      "Applicant's licence number",
      // "DL" is a driver licence as often as a dealer licence: the party's section, and the value, decide
      "DL No", "DL No.", "DL #", "DL number",
    ],
    de: ["Führerscheinnummer", "Führerschein-Nr.", "Führerschein"],
    fr: ["Permis de conduire", "N° de permis", "Numéro de permis de conduire"],
    nl: ["Rijbewijsnummer", "Rijbewijs"],
    es: ["Licencia de conducir", "Carnet de conducir", "Número de licencia"],
    it: ["Patente", "Patente di guida", "Numero patente"],
  }, { weak: ["licence", "licence no", "licence number"], scope: ["driver", "licence"] }),

  // ---- the nominated driver
  concept("driver.name", "field", "The nominated driver's name.", {
    en: ["name", "driver name", "driver", "full name", "nominated driver", "Driver's name", "Nominated driver name", "Principal driver", "Name of driver", "Main driver", "Driver full name", "Driver's full name"],
    de: ["Fahrer", "Name des Fahrers"],
    fr: ["Conducteur", "Nom du conducteur"],
    nl: ["Bestuurder", "Naam bestuurder"],
    es: ["Conductor", "Nombre del conductor"],
    it: ["Conducente", "Nome del conducente"],
  }, { weak: ["name", "full name"], scope: ["driver"] }),

  // ---- NSW: applicant, corporation, seller
  concept("applicant.name", "field", "The applicant's full name (NSW registration).", {
    en: [
      "name", "full name", "applicant name", "applicant", "family name and given names", "name of applicant", "applicant s name", "surname and given names", "Applicant's name",
      "Applicant's full name", "Given name(s) and family name", "Family name / given names", "Full name of applicant", "Registered operator name", "Name of registered operator",
      "Surname / given names", "Registered operator", "Operator name", "Name of operator",
    ],
  }, { weak: ["name", "full name"], scope: ["applicant"] }),
  concept("applicant.licenceNumber", "field", "NSW driver licence or customer number of the applicant.", {
    en: [
      "licence no", "licence number", "driver licence no", "driver licence number", "customer number", "nsw licence no", "licence or customer no", "licence customer number",
      "NSW driver licence number", "Licence / customer number", "Licence or customer number", "NSW driver licence or customer number", "Customer number (if no licence)", "Roads customer number", "RMS customer number",
      "NSW licence number", "Photo card number", "NSW Photo Card number",
    ],
  }, { weak: ["licence no", "licence number", "customer number"], scope: ["applicant", "licence"] }),
  concept("corporation.name", "field", "A corporation's (company's) name.", {
    en: [
      "corporation name", "company name", "organisation name", "name of corporation", "business name", "name", "Name of company", "Company / organisation name", "Registered name",
      "Entity name", "Legal name", "Name of organisation", "Business / company name", "Corporation", "Registered company name",
    ],
    de: ["Firmenname", "Firma", "Name des Unternehmens"],
    fr: ["Nom de la société", "Dénomination sociale", "Raison sociale"],
    nl: ["Bedrijfsnaam", "Naam onderneming", "Statutaire naam"],
    es: ["Nombre de la empresa", "Denominación social"],
    it: ["Denominazione", "Nome azienda", "Ragione sociale"],
  }, { weak: ["name"], scope: ["corporation", "company", "organisation", "business"] }),
  concept("seller.name", "field", "The seller's name (a private sale).", {
    en: [
      "seller", "seller name", "name of seller", "seller s name", "vendor", "previous owner", "sold by", "seller full name", "Seller's name", "Vendor name", "Vendor's name",
      "Previous registered operator", "Name of seller / previous owner", "Previous owner's name", "Transferor", "Private seller", "Seller's full name", "Bought from", "Who is the seller", "Purchased from",
      // a seller's own panel asks its name bare ("Seller (previous owner)": "Full name"), or as the applicant's is asked
      "name", "full name", "surname and given names", "family name and given names", "Given name(s) and family name", "Surname / given names", "Family name / given names",
    ],
    de: ["Verkäufer", "Vorbesitzer", "Name des Verkäufers"],
    fr: ["Vendeur", "Ancien propriétaire", "Nom du vendeur"],
    nl: ["Verkoper", "Vorige eigenaar", "Naam verkoper"],
    es: ["Vendedor", "Propietario anterior", "Nombre del vendedor"],
    it: ["Venditore", "Precedente proprietario", "Nome del venditore"],
  }, { weak: ["name", "full name", "surname and given names", "family name and given names", "Given name(s) and family name", "Surname / given names", "Family name / given names"], scope: ["seller", "vendor"] }),
  concept("seller.address", "field", "The seller's address (a private sale).", {
    en: ["seller address", "seller s address", "address of seller", "vendor address", "Seller's address", "Vendor's address", "Previous owner's address", "Address of previous owner", "Seller's residential address", "address", "residential address"],
    de: ["Adresse des Verkäufers"],
    fr: ["Adresse du vendeur"],
    nl: ["Adres verkoper"],
    es: ["Dirección del vendedor"],
    it: ["Indirizzo del venditore"],
  }, { weak: ["address", "residential address"], scope: ["seller", "vendor"] }),
  concept("deal.salesperson", "field", "The salesperson who made the sale.", {
    en: [
      "salesperson", "sales person", "sales consultant", "consultant", "sales executive", "sold by", "sales rep", "Sales representative", "Sales advisor", "Salesman", "Sales agent",
      "Sales contact", "Account manager", "Your consultant", "Served by", "Sales staff", "Vehicle sales consultant",
    ],
    de: ["Verkaufsberater", "Ansprechpartner", "Bearbeiter", "Kundenberater"],
    fr: ["Contact commercial", "Conseiller commercial", "Commercial", "Conseiller"],
    nl: ["Verkoopadviseur", "Contactpersoon"],
    es: ["Asesor comercial", "Comercial"],
    it: ["Consulente vendite", "Commerciale", "Addetto vendite"],
  }, { weak: ["consultant"] }),
];
