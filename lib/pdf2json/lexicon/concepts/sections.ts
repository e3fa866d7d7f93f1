// Section headings: the captions that introduce a block of labelled values ("Trade-in vehicle details",
// "Bill to", "Rechnungsempfänger"), in every language for the invoice-type ones.
import { concept } from "./types";

export const SECTIONS = [
  concept("section.dealer", "section", "The selling dealer / supplier block.", {
    en: [
      "dealer", "dealer details", "seller", "vendor", "supplier", "dealership", "motor dealer", "dealer information", "selling dealer", "supplier details", "seller details",
      "Dealership details", "Motor dealer details", "Seller / dealer", "Vendor details", "Supplier information", "Licensed motor dealer", "The dealer", "Dealer particulars", "Dealer's details",
    ],
    de: ["Händler", "Verkäufer", "Lieferant", "Händlerdaten", "Angaben zum Händler"],
    fr: ["Vendeur", "Concessionnaire", "Fournisseur", "Coordonnées du vendeur"],
    nl: ["Dealer", "Verkoper", "Leverancier", "Dealergegevens"],
    es: ["Concesionario", "Vendedor", "Proveedor", "Datos del vendedor"],
    it: ["Concessionario", "Venditore", "Fornitore", "Dati del venditore"],
  }),
  concept("section.dealerUse", "section", "A block only the dealer fills in (NSW forms).", {
    en: ["dealer use only", "for dealer use", "dealer use", "For dealer use only", "To be completed by dealer", "Motor dealer use only", "Dealer section"],
  }),
  concept("section.purchaser", "section", "The customer / purchaser / buyer block.", {
    en: [
      "customer", "customer details", "purchaser", "purchaser details", "buyer", "buyer details", "Purchaser(s) details", "Purchaser's details", "Customer information", "Client details",
      "Buyer information", "Purchaser particulars", "Details of purchaser", "The purchaser", "Customer / purchaser", "Buyer's details", "Customer's details", "Client", "Sold to",
    ],
    de: ["Käufer", "Kunde", "Kundendaten", "Angaben zum Käufer"],
    fr: ["Acheteur", "Client", "Coordonnées du client"],
    nl: ["Koper", "Klant", "Klantgegevens"],
    es: ["Comprador", "Cliente", "Datos del cliente"],
    it: ["Acquirente", "Cliente", "Dati del cliente"],
  }),
  concept("section.billTo", "section", "The bill-to (invoice recipient) block.", {
    en: ["bill to", "billed to", "invoice to", "sold to", "Bill-to", "Invoiced to", "Charge to", "Customer (bill to)", "Bill to address", "Invoice address"],
    de: ["Rechnungsempfänger", "Rechnung an", "Rechnungsadresse"],
    fr: ["Facturé à", "Facturer à", "Adresse de facturation", "Client facturé"],
    nl: ["Factuuradres", "Gefactureerd aan", "Factuur aan"],
    es: ["Facturar a", "Facturado a", "Datos de facturación"],
    it: ["Fatturare a", "Fatturato a", "Intestatario fattura"],
  }),
  concept("section.shipTo", "section", "The ship-to (delivery) block.", {
    en: ["ship to", "Deliver to", "Delivery address", "Shipping address", "Ship-to"],
    de: ["Lieferadresse", "Lieferanschrift", "Warenempfänger"],
    fr: ["Adresse de livraison", "Livrer à"],
    nl: ["Afleveradres", "Leveradres"],
    es: ["Dirección de envío", "Enviar a"],
    it: ["Indirizzo di spedizione", "Destinazione merce"],
  }),
  concept("section.recipient", "section", "The addressee of a letter-style document.", {
    en: ["to", "recipient", "Attention", "Attn", "Addressee", "Messrs"],
    de: ["Empfänger", "An", "z. Hd.", "Zu Händen"],
    fr: ["Destinataire", "À l'attention de", "A l'attention de"],
    nl: ["Ontvanger", "Aan", "T.a.v."],
    es: ["Destinatario", "Sres.", "Atención"],
    it: ["Destinatario", "Spett.le", "Spettabile", "Alla cortese attenzione di", "C.a."],
  }, { weak: ["to"] }),
  concept("section.issuer", "section", "The issuer (from) block.", {
    en: ["from", "issuer", "supplier", "seller", "vendor", "Bill from", "Invoice from", "Sender", "Issued by", "Supplier details"],
    de: ["Absender", "Lieferant", "Verkäufer", "Rechnungssteller"],
    fr: ["Émetteur", "Fournisseur", "Vendeur", "Expéditeur"],
    nl: ["Afzender", "Leverancier", "Verkoper"],
    es: ["Emisor", "Proveedor", "Vendedor"],
    it: ["Mittente", "Fornitore", "Venditore", "Emittente"],
  }, { weak: ["from"] }),
  concept("section.vehicle", "section", "The vehicle block.", {
    en: [
      "vehicle", "vehicle details", "vehicle description", "motor vehicle", "vehicle particulars", "vehicle information", "vehicle identification", "vehicle sold", "vehicle purchased",
      "details of vehicle", "description of vehicle", "the vehicle", "particulars of vehicle", "Vehicle being purchased", "Vehicle to be purchased", "Motor vehicle details",
      "Vehicle specifications", "Description of motor vehicle", "New vehicle details", "Vehicle identification details",
    ],
    de: ["Fahrzeug", "Fahrzeugdaten", "Fahrzeugbeschreibung", "Angaben zum Fahrzeug"],
    fr: ["Véhicule", "Désignation du véhicule", "Caractéristiques du véhicule"],
    nl: ["Voertuig", "Voertuiggegevens"],
    es: ["Vehículo", "Datos del vehículo"],
    it: ["Veicolo", "Dati del veicolo"],
  }),
  concept("section.tradeIn", "section", "The trade-in vehicle block.", {
    en: [
      "trade in", "trade in vehicle", "trade in details", "trade in vehicle details", "tradein", "trade", "vehicle traded in", "trade in particulars", "Trade-in", "Part 6 – Trade-in",
      "Trade-in vehicle", "Trade-in details", "Trade-in vehicle details", "Trade-in information", "Details of trade-in", "Vehicle being traded", "Trade-in (if any)", "Your trade-in",
      "Trade-in vehicle particulars", "Vehicle taken in trade", "Taken in trade", "Trade vehicle", "Part exchange", "Part-exchange vehicle", "Vehicle offered in trade",
    ],
    de: ["Inzahlungnahme", "Altfahrzeug", "Inzahlung genommenes Fahrzeug"],
    fr: ["Reprise", "Véhicule repris", "Véhicule en reprise"],
    nl: ["Inruil", "Inruilauto", "Inruilvoertuig"],
    es: ["Vehículo en permuta", "Permuta"],
    it: ["Permuta", "Veicolo in permuta", "Usato in permuta"],
  }),
  concept("section.pricing", "section", "The price / totals block.", {
    en: [
      "pricing", "price", "price details", "purchase price", "price breakdown", "summary", "cost summary", "settlement", "payment summary", "invoice summary", "totals", "Price summary",
      "Pricing details", "Purchase price details", "Financial summary", "Price calculation", "Price & payment", "Calculation of price",
      "Statement of charges", "Charges", "Schedule of charges", "Costs", "Amounts", "Account", "Price and charges",
    ],
    de: ["Preis", "Preisübersicht", "Zusammenfassung", "Preisaufstellung", "Summen"],
    fr: ["Prix", "Récapitulatif", "Détail du prix", "Totaux"],
    nl: ["Prijs", "Prijsoverzicht", "Samenvatting", "Totalen"],
    es: ["Precio", "Resumen", "Desglose del precio", "Totales"],
    it: ["Prezzo", "Riepilogo", "Dettaglio prezzo", "Totali"],
  }),
  concept("section.contract", "section", "Contract identification block.", {
    en: ["contract", "contract details", "agreement details", "Contract information", "Agreement", "Contract of sale details", "Deal details"],
    de: ["Vertrag", "Vertragsdaten"],
    fr: ["Contrat", "Détails du contrat"],
    nl: ["Contract", "Contractgegevens", "Overeenkomst"],
    es: ["Contrato", "Datos del contrato"],
    it: ["Contratto", "Dati del contratto"],
  }),
  concept("section.sale", "section", "The sale block (Form 7).", {
    en: ["sale", "sale details", "details of sale", "particulars of sale", "Sale information", "Sale particulars"],
    de: ["Verkauf", "Verkaufsdaten"],
    fr: ["Vente", "Détails de la vente"],
    nl: ["Verkoop", "Verkoopgegevens"],
    es: ["Venta", "Datos de la venta"],
    it: ["Vendita", "Dati della vendita"],
  }),
  concept("section.invoice", "section", "Invoice identification block.", {
    en: ["invoice", "invoice details", "tax invoice details", "Invoice information"],
    de: ["Rechnung", "Rechnungsdaten", "Rechnungsdetails"],
    fr: ["Facture", "Détails de la facture"],
    nl: ["Factuur", "Factuurgegevens"],
    es: ["Factura", "Datos de la factura"],
    it: ["Fattura", "Dati fattura"],
  }),
  concept("section.driver", "section", "The nominated driver block.", {
    en: ["driver", "driver details", "nominated driver", "principal driver", "driver s details", "Driver's details", "Driver information", "Nominated driver details", "Details of driver"],
    de: ["Fahrer", "Fahrerdaten"],
    fr: ["Conducteur"],
    nl: ["Bestuurder"],
    es: ["Conductor"],
    it: ["Conducente"],
  }),
  concept("section.deposit", "section", "The deposit block.", {
    en: ["deposit", "deposit details", "deposit paid", "Deposit information"],
    de: ["Anzahlung"],
    fr: ["Acompte"],
    nl: ["Aanbetaling"],
    es: ["Señal"],
    it: ["Acconto", "Caparra"],
  }),
  concept("section.bank", "section", "Finance and bank details block.", {
    en: [
      "bank details", "finance", "finance details", "bank", "banking details", "financier details", "finance bank details", "Finance information", "Finance arrangements",
      "Bank account details", "Finance & payment", "Financing", "Finance / bank details",
    ],
    de: ["Bankverbindung", "Bankdaten", "Finanzierung"],
    fr: ["Coordonnées bancaires", "Financement", "RIB"],
    nl: ["Bankgegevens", "Financiering"],
    es: ["Datos bancarios", "Financiación"],
    it: ["Coordinate bancarie", "Dati bancari", "Finanziamento"],
  }),
  concept("section.payment", "section", "Payment details / how to pay block.", {
    en: ["payment details", "payment", "how to pay", "remittance", "Remittance advice", "Payment information", "Payment options", "Ways to pay", "Payment instructions"],
    de: ["Zahlung", "Zahlungsinformationen", "Zahlungshinweise"],
    fr: ["Paiement", "Règlement", "Informations de paiement"],
    nl: ["Betaling", "Betaalinformatie", "Betaalgegevens"],
    es: ["Pago", "Información de pago", "Datos de pago"],
    it: ["Pagamento", "Informazioni di pagamento"],
  }),
  concept("section.signatures", "section", "The signatures block.", {
    en: ["signatures", "signed", "execution", "signature", "acceptance", "signed by the parties", "Signatures of parties", "Execution by the parties", "Signing", "Agreement and signatures", "Acceptance of offer",
      // the captions over each party's signature line open the block too
      "Purchaser signature", "Purchaser's signature", "Signature of purchaser", "Buyer's signature", "Customer signature", "Signed by the purchaser", "Signed by the buyer",
      "Dealer signature", "Signature of dealer", "Signed for the dealer", "Signed on behalf of the dealer", "For and on behalf of the dealer", "Signed for and on behalf of the dealer", "Authorised signatory", "Dealer's representative"],
    de: ["Unterschriften", "Unterschrift"],
    fr: ["Signatures"],
    nl: ["Handtekeningen", "Ondertekening"],
    es: ["Firmas"],
    it: ["Firme"],
  }),
  concept("section.register", "section", "The dealer's register block (Form 7).", {
    en: ["register", "dealer s register", "register details", "dealers register", "register entry", "Dealer's register", "Register particulars"],
  }),
  concept("section.guarantee", "section", "The dealer guarantee block (Form 7).", {
    en: ["dealer guarantee", "guarantee", "statutory warranty", "warranty", "dealer s guarantee", "guarantee details", "Dealer's guarantee", "Statutory warranty details", "Guarantee information", "Warranty details", "Dealer guarantee details"],
  }),
  concept("section.applicant", "section", "The applicant block (NSW registration).", {
    en: [
      "applicant", "applicant details", "registered operator", "applicant s details", "new registered operator", "details of applicant", "Applicant's details", "Applicant information",
      "Registered operator details", "New registered operator details", "Details of new registered operator", "Your details",
      // a transfer's buyer is its applicant
      "Buyer (applicant)", "Buyer", "Buyer's details", "New owner", "New owner's details", "Transferee",
      "Acquirer", "Acquirer (applicant)", "Acquirer's details",
      "Buyer / new registered operator", "New registered operator (applicant)",
    ],
  }),
  concept("section.corporation", "section", "The corporation block (NSW registration).", {
    en: [
      "corporation", "corporation details", "company details", "organisation", "organisation details", "business details", "company", "Company information", "Organisation information",
      "Corporation / company details", "Business information", "Details of corporation",
    ],
  }),
  concept("section.purchase", "section", "Purchase / acquisition block (NSW registration).", {
    en: [
      "purchase details", "acquisition details", "purchase", "purchase acquisition details", "details of purchase", "purchase or acquisition", "acquisition", "purchase acquisition",
      "Purchase / acquisition details", "Purchase information", "Acquisition information", "Details of acquisition", "Vehicle purchase details",
      // agency forms ask it as a question
      "How the vehicle was acquired", "How was the vehicle acquired", "How did you acquire the vehicle", "Sale details", "Details of sale",
      // …and its seller's panel, whose name and address the purchase holds
      "Seller (previous owner)", "Seller", "Seller's details", "Previous owner", "Previous owner's details", "Transferor",
      "Disposer", "Disposer's details", "Seller / previous registered operator", "Previous registered operator",
    ],
  }),
  concept("section.inspection", "section", "The inspection report block (NSW registration).", {
    en: ["inspection", "inspection report", "inspection details", "safety inspection", "pink slip", "vehicle inspection", "Inspection report details", "eSafety check", "Safety check", "Inspection information", "Blue slip"],
  }),
  concept("section.declaration", "section", "The declaration block.", {
    en: ["declaration", "applicant declaration", "declaration and signature", "signature", "Applicant's declaration", "Declaration by applicant", "Declaration & signature", "Declaration of applicant", "Your declaration"],
    de: ["Erklärung"],
    fr: ["Déclaration"],
    nl: ["Verklaring"],
    es: ["Declaración"],
    it: ["Dichiarazione"],
  }),
  concept("section.lineItems", "section", "A caption over line items.", {
    en: ["Items", "Line items", "Details", "Description of goods", "Goods and services", "Products and services", "Charges", "Accessories", "Options and accessories", "Order details"],
    de: ["Positionen", "Artikel", "Leistungen"],
    fr: ["Détail", "Articles", "Prestations"],
    nl: ["Artikelen", "Regels"],
    es: ["Conceptos", "Artículos", "Detalle"],
    it: ["Articoli", "Dettaglio"],
  }),
  concept("section.notes", "section", "Notes, terms and other blocks that belong to no field.", {
    en: ["Notes", "Terms and conditions", "Important information", "Conditions of sale", "Office use only", "For office use only", "Privacy", "Privacy statement", "Remarks", "Comments"],
    de: ["Hinweise", "Bemerkungen", "AGB", "Allgemeine Geschäftsbedingungen"],
    fr: ["Remarques", "Notes", "Conditions générales de vente", "CGV"],
    nl: ["Opmerkingen", "Algemene voorwaarden"],
    es: ["Observaciones", "Notas", "Condiciones generales"],
    it: ["Note", "Condizioni generali"],
  }),
];
