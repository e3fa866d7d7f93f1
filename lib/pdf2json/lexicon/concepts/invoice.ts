// Documents and their identification: invoice / document / order / contract / deal numbers, references,
// and their dates (issue, due, delivery, sale, period).
import { concept } from "./types";

export const INVOICE = [
  concept("invoice.number", "field", "The invoice number.", {
    en: [
      "invoice no", "invoice number", "invoice", "tax invoice no", "tax invoice number", "invoice num", "inv no", "invoice id", "invoice ref", "Invoice #", "Inv. No.", "Invoice No.",
      "Tax Invoice No.", "Invoice reference", "Invoice Nr", "Invoice N°", "Invoice number:", "Bill no", "Bill number", "Invoice code",
    ],
    de: ["Rechnungsnummer", "Rechnungsnr.", "rechnungsnr", "Rechnung Nr.", "Rechnungs-Nr.", "Rg.-Nr.", "Rechnung #", "Rechnung", "Nummer der Rechnung"],
    fr: ["N° de facture", "Numéro de facture", "Facture n°", "Facture N°", "N° facture", "Facture", "facture no"],
    nl: ["Factuurnummer", "Factuurnr.", "Factuur nr", "Nummer factuur", "Factuur"],
    es: ["Número de factura", "N.º de factura", "Nº factura", "Factura n.º", "Factura número", "Factura"],
    it: ["Numero fattura", "Fattura n.", "N. fattura", "Fattura numero", "Fattura"],
  }, { weak: ["invoice", "Rechnung", "Facture", "Factuur", "Factura", "Fattura"] }),
  concept("invoice.date", "field", "The invoice (issue) date.", {
    en: [
      "invoice date", "date", "date of invoice", "issue date", "date issued", "tax invoice date", "dated", "date of issue", "Invoice Date:", "Inv. date", "Issued on", "Billing date",
      "Bill date", "Invoice dated", "invoice date time", "Date of tax invoice", "Invoice issue date",
      // a VAT invoice's "tax point" (time of supply) is the date it is issued under
      "Tax point", "Tax point date",
    ],
    // "vom", "du", "van", "de fecha", "del": the "dated" of "Rechnung Nr. 12 vom 3. Mai", printed as a label of its own
    de: ["Rechnungsdatum", "Datum der Rechnung", "Ausstellungsdatum", "Rechnungs-Datum", "Ausgestellt am", "Datum", "vom"],
    fr: ["Date de facture", "Date de facturation", "Date facture", "Date d'émission", "Émise le", "Émis le", "Établie le", "Date", "du"],
    nl: ["Factuurdatum", "Datum factuur", "Uitgiftedatum", "Datum van uitgifte", "Datum", "van"],
    es: ["Fecha de factura", "Fecha de emisión", "Fecha factura", "Fecha de expedición", "Emitida el", "Fecha", "de fecha"],
    it: ["Data fattura", "Data di emissione", "Emessa il", "Data", "del"],
  }, { weak: ["date", "dated", "Datum", "Date", "Fecha", "Data", "vom", "du", "van", "de fecha", "del"] }),
  concept("invoice.dueDate", "field", "The payment due date.", {
    en: [
      "due date", "payment due", "due", "pay by", "payment due date", "due on", "Date due", "Payment due by", "Due by", "Please pay by", "Payable by", "Pay before", "Net due date",
      "Payment deadline", "Due date for payment", "Please remit by",
    ],
    de: ["Fälligkeitsdatum", "Fällig am", "Zahlbar bis", "Fälligkeit", "Zahlungsfrist", "Fällig bis"],
    fr: ["Date d'échéance", "Échéance", "À payer avant le", "Date limite de paiement"],
    nl: ["Vervaldatum", "Uiterste betaaldatum", "Te betalen voor", "Te betalen vóór", "Betalen voor", "Betalen vóór", "Betaaldatum", "Uiterlijk te betalen op"],
    es: ["Fecha de vencimiento", "Vencimiento", "Fecha límite de pago"],
    it: ["Data di scadenza", "Scadenza", "Scadenza pagamento"],
  }, { weak: ["due"] }),
  concept("document.number", "field", "The number of any other document (credit note, quote, statement ...).", {
    en: [
      "document no", "document number", "number", "reference no", "credit note no", "quote no", "Doc. No.", "Credit note number", "Quote number", "Quotation no", "Statement number",
      "No.", "Nr.", "Credit note", "Credit memo", "Quote", "Quotation",
      // a hotel's bill is its guest folio
      "Folio", "Folio No.", "Folio number", "Folio #", "Guest folio no.",
    ],
    de: ["Belegnummer", "Beleg-Nr.", "Dokumentnummer", "Gutschriftsnummer", "Gutschrift Nr.", "Gutschrift-Nr.", "Gutschriftsnr.", "Angebotsnummer", "Nummer", "Gutschrift", "Angebot"],
    fr: ["N° de document", "Numéro", "N°", "Avoir n°", "Numéro d'avoir", "Devis n°", "Avoir", "Devis"],
    nl: ["Documentnummer", "Nummer", "Creditnota nummer", "Creditnotanummer", "Creditnota nr.", "Creditfactuurnummer", "Creditfactuurnr.", "Creditfactuur nr.", "Offertenummer", "Creditnota", "Creditfactuur", "Offerte"],
    es: ["Número de documento", "Número", "Nº", "Presupuesto nº", "Número de abono", "Nº de factura rectificativa", "Número de factura rectificativa", "Factura rectificativa nº", "Abono", "Presupuesto"],
    it: ["Numero documento", "Numero", "N.", "Preventivo n.", "Numero nota di credito", "Nota di credito", "Preventivo"],
    // the kind of document alone ("Avoir AV-2017-0005") is a label only with a code after it, like "Invoice INV-1"
  }, { weak: ["number", "No.", "Nr.", "Nummer", "Numéro", "N°", "Número", "Nº", "Numero", "N.", "Credit note", "Credit memo", "Quote", "Quotation", "Gutschrift", "Angebot", "Avoir", "Devis", "Creditnota", "Creditfactuur", "Offerte", "Abono", "Presupuesto", "Nota di credito", "Preventivo"] }),
  concept("document.date", "field", "The date of any other document.", {
    en: ["document date", "Date of document", "Doc. date", "Statement date", "Credit note date", "Quote date", "Receipt date", "Transaction date", "Folio date"],
    de: ["Belegdatum", "Beleg-Datum", "Dokumentdatum", "Datum"],
    fr: ["Date du document", "Date de l'avoir", "Date"],
    nl: ["Documentdatum", "Datum"],
    es: ["Fecha del documento", "Fecha"],
    it: ["Data documento", "Data"],
  }, { weak: ["Datum", "Date", "Fecha", "Data"] }),
  concept("order.number", "field", "Order / purchase-order number.", {
    en: [
      "order no", "order number", "order id", "po", "po number", "purchase order", "purchase order no", "your order", "order ref", "Order #", "PO #", "P.O. No.", "PO No.",
      "Purchase order number", "Your order no", "Customer order no", "Order reference", "Your PO",
    ],
    de: ["Bestellnummer", "Bestell-Nr.", "Auftragsnummer", "Auftrags-Nr.", "Ihre Bestellung", "Ihre Bestellnummer", "Auftrag"],
    fr: ["N° de commande", "Numéro de commande", "Bon de commande", "Votre commande", "Réf. commande"],
    nl: ["Ordernummer", "Bestelnummer", "Inkoopordernummer", "Uw bestelling"],
    es: ["Número de pedido", "Pedido nº", "Orden de compra", "Su pedido"],
    it: ["Numero ordine", "Ordine n.", "Vostro ordine", "Rif. ordine"],
  }),
  concept("order.date", "field", "The order date.", {
    en: ["order date", "Date of order", "Date ordered", "PO date", "Ordered on", "Placed on", "Order placed", "Date placed"],
    de: ["Bestelldatum", "Bestell-Datum", "Auftragsdatum", "Bestellt am", "Bestellung vom"],
    fr: ["Date de commande", "Commandé le", "Commande du"],
    nl: ["Besteldatum", "Orderdatum"],
    es: ["Fecha de pedido"],
    it: ["Data ordine"],
  }),
  concept("reference.other", "field", "Another reference printed on the document.", {
    en: ["reference", "ref", "your ref", "our ref", "payment reference", "customer reference", "Ref.", "Your reference", "Our reference", "Payment ref", "Transaction reference", "Reference code"],
    de: ["Referenz", "Ihr Zeichen", "Unser Zeichen", "Ihre Referenz", "Verwendungszweck"],
    fr: ["Référence", "Votre référence", "Notre référence", "Réf."],
    nl: ["Referentie", "Uw referentie", "Onze referentie", "Kenmerk", "Betalingskenmerk"],
    es: ["Referencia", "Su referencia", "Nuestra referencia"],
    it: ["Riferimento", "Vostro riferimento", "Rif.", "Causale"],
  }),
  // a credit note's or correction's own number is not the invoice it corrects: that one is a reference
  concept("invoice.original", "field", "The invoice a credit note or correction refers to.", {
    en: ["Original invoice", "Original invoice no", "Relates to invoice", "Ref. invoice", "Credit for invoice", "Corrected invoice", "Against invoice", "Referenced invoice"],
    de: ["Bezug: Rechnung", "Bezug", "zur Rechnung Nr.", "zu Rechnung", "Ursprungsrechnung", "Originalrechnung", "Korrektur zu Rechnung", "Ursprüngliche Rechnung"],
    fr: ["Facture d'origine", "Réf. facture", "Facture initiale", "Facture rectifiée", "Avoir sur facture", "Facture concernée"],
    nl: ["Oorspronkelijke factuur", "Betreft factuur", "Originele factuur", "Creditnota voor factuur"],
    es: ["Factura rectificada", "Factura original", "Factura de origen", "Factura de referencia"],
    it: ["Fattura di riferimento", "Rif. fattura", "Fattura originale", "Fattura stornata"],
  }),
  concept("contract.number", "field", "Contract (agreement) number.", {
    en: [
      "contract no", "contract number", "contract", "agreement no", "agreement number", "contract id", "Contract #", "Contract ref", "Agreement reference", "Sale contract no",
      "Contract of sale no", "Offer number", "Contract No.",
    ],
    de: ["Vertragsnummer", "Vertrags-Nr.", "Kaufvertrag Nr."],
    fr: ["N° de contrat", "Numéro de contrat"],
    nl: ["Contractnummer", "Overeenkomstnummer"],
    es: ["Número de contrato", "Nº de contrato"],
    it: ["Numero contratto", "Contratto n."],
  }, { weak: ["contract"] }),
  concept("contract.date", "field", "Contract (agreement) date.", {
    en: ["date", "contract date", "date of contract", "agreement date", "date of agreement", "Date of this contract", "Contract dated", "Agreement dated", "Dated", "Date of this agreement"],
    de: ["Vertragsdatum", "Datum"],
    fr: ["Date du contrat"],
    nl: ["Contractdatum", "Datum overeenkomst"],
    es: ["Fecha del contrato"],
    it: ["Data del contratto"],
  }, { weak: ["date", "Dated", "Datum"] }),
  concept("deal.number", "field", "The dealer's deal / sale id.", {
    en: [
      "deal id", "deal no", "deal number", "deal", "sale id", "sale no", "deal ref", "deal reference", "sales order", "Deal #", "Deal No.", "Sale number", "Sales order no",
      "Sales order number", "Deal / sale no", "Sale reference", "Deal code",
      // dealer systems number a sale as a job, a stock sale or a file
      "Job no", "Job number", "Job #", "Job ref", "File no", "File number",
    ],
  }, { weak: ["deal"] }),
  concept("deal.deliveryDate", "field", "(Estimated) delivery date.", {
    en: [
      "delivery date", "date of delivery", "delivered", "estimated delivery", "estimated delivery date", "expected delivery", "Est. delivery date", "Expected delivery date", "Delivery on",
      "Delivered on", "Date delivered", "Handover date", "Pick-up date", "Date of supply", "Supply date", "Estimated date of delivery",
      "Delivery due", "Due for delivery", "Delivery due date", "Delivery by",
    ],
    de: ["Lieferdatum", "Liefertermin", "Leistungsdatum", "Liefer- bzw. Leistungsdatum", "Übergabedatum"],
    fr: ["Date de livraison", "Livré le", "Date de prestation"],
    nl: ["Leverdatum", "Afleverdatum", "Leveringsdatum"],
    es: ["Fecha de entrega"],
    it: ["Data di consegna"],
  }),
  concept("sale.date", "field", "Date of sale.", {
    en: ["date of sale", "sale date", "date sold", "date", "Sold on", "Sale date (DD/MM/YYYY)", "Date vehicle sold", "Date of the sale", "Date of contract of sale", "Date of the contract of sale"],
    de: ["Verkaufsdatum", "Kaufdatum"],
    fr: ["Date de vente"],
    nl: ["Verkoopdatum"],
    es: ["Fecha de venta"],
    it: ["Data di vendita"],
  }, { weak: ["date"] }),
  concept("purchase.date", "field", "Date of purchase or acquisition.", {
    en: [
      "date of purchase", "purchase date", "date of acquisition", "acquisition date", "date acquired", "date", "Purchase / acquisition date", "Date purchased", "Date vehicle acquired",
      "Date of purchase or acquisition", "Acquired on", "Purchased on", "Date bought", "Date of sale", "Sale date", "Date sold",
      // an online form asks it
      "Date you bought the vehicle", "When did you get the vehicle", "When did you buy the vehicle",
    ],
    de: ["Kaufdatum", "Erwerbsdatum"],
    fr: ["Date d'achat", "Date d'acquisition"],
    nl: ["Aankoopdatum"],
    es: ["Fecha de compra", "Fecha de adquisición"],
    it: ["Data di acquisto"],
  }, { weak: ["date"] }),
  concept("period.start", "field", "Start of the period covered.", {
    en: ["period start", "from date", "service period start", "start date", "period from", "Billing period start", "Service from", "Start of period", "Period beginning", "Valid from"],
    de: ["Leistungszeitraum von", "Zeitraum von", "Beginn", "Startdatum"],
    fr: ["Période du", "Date de début"],
    nl: ["Periode van", "Startdatum", "Begindatum"],
    es: ["Periodo desde", "Fecha de inicio"],
    it: ["Periodo dal", "Data inizio"],
  }),
  concept("period.end", "field", "End of the period covered.", {
    en: ["period end", "to date", "service period end", "end date", "period to", "Billing period end", "Service to", "End of period", "Period ending", "Valid until"],
    de: ["Leistungszeitraum bis", "Zeitraum bis", "Enddatum"],
    fr: ["Période au", "Date de fin"],
    nl: ["Periode tot", "Einddatum"],
    es: ["Periodo hasta", "Fecha de fin"],
    it: ["Periodo al", "Data fine"],
  }),
];
