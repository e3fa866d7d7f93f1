// Prices and totals: the vehicle price and on-road costs of an Australian dealer's price block, and the
// subtotal / tax / total / paid / due block of any invoice or receipt.
import { concept } from "./types";

const PRICE_SCOPE = ["price", "fee", "cost", "charge", "amount", "total"];

export const PRICING = [
  concept("price.vehicle", "field", "The price of the vehicle itself.", {
    en: [
      "vehicle price", "cash price", "vehicle cash price", "price of vehicle", "vehicle", "purchase price", "sale price", "selling price", "list price", "vehicle sale price", "base price",
      "Price of the vehicle", "Retail price", "Recommended retail price", "RRP", "MSRP", "Vehicle price (incl. GST)", "Cash price of vehicle", "Vehicle purchase price", "Agreed price",
      "Vehicle list price", "Manufacturer's list price", "Vehicle retail price",
    ],
    de: ["Fahrzeugpreis", "Kaufpreis", "Listenpreis", "Verkaufspreis", "Barpreis"],
    fr: ["Prix du véhicule", "Prix de vente", "Prix catalogue", "Prix comptant"],
    nl: ["Voertuigprijs", "Verkoopprijs", "Catalogusprijs", "Koopprijs"],
    es: ["Precio del vehículo", "Precio de venta", "Precio de lista"],
    it: ["Prezzo del veicolo", "Prezzo di vendita", "Prezzo di listino"],
  }, { weak: ["vehicle"], scope: PRICE_SCOPE }),
  concept("sale.price", "field", "The price the vehicle was sold / bought for.", {
    en: [
      "sale price", "price", "purchase price", "cash price", "selling price", "price including gst", "price paid", "purchase price incl gst", "Total price paid", "Purchase price (incl. GST)",
      "Sale price (incl. GST)", "Price (incl. GST)", "Consideration", "Amount paid for vehicle", "Price paid for vehicle",
      "Sale amount", "Amount of sale", "Sale value", "Sold for", "Sold price", "Purchase amount",
    ],
    de: ["Kaufpreis", "Verkaufspreis", "Preis"],
    fr: ["Prix de vente", "Prix d'achat", "Prix"],
    nl: ["Koopprijs", "Aankoopprijs", "Prijs"],
    es: ["Precio de compra", "Precio de venta", "Precio"],
    it: ["Prezzo di acquisto", "Prezzo di vendita", "Prezzo"],
  }, { weak: ["price", "Preis", "Prix", "Prijs", "Precio", "Prezzo"], scope: PRICE_SCOPE }),
  concept("price.accessories", "field", "Accessories and options total.", {
    en: [
      "accessories", "accessories total", "total accessories", "options and accessories", "accessories and options", "dealer fitted accessories", "options", "Accessories & options",
      "Options & accessories", "Dealer-fitted accessories", "Factory options", "Optional extras", "Extras", "Add-ons", "Aftermarket accessories", "Accessories (fitted)", "Total options",
      "Options/accessories total", "Dealer fitted options", "Fitted options", "Dealer options", "Fitted accessories",
    ],
    de: ["Zubehör", "Sonderausstattung", "Extras"],
    fr: ["Accessoires", "Options"],
    nl: ["Accessoires", "Opties"],
    es: ["Accesorios", "Extras", "Opciones"],
    it: ["Accessori", "Optional"],
  }, { weak: ["options", "Extras"], scope: PRICE_SCOPE }),
  concept("price.dealerDelivery", "field", "Dealer delivery (pre-delivery) charge.", {
    en: [
      "dealer delivery", "delivery", "dealer delivery charge", "pre delivery", "delivery charges", "dealer delivery fee", "Dealer delivery charges", "Pre-delivery charge", "Delivery & handling",
      "Delivery fee", "Dealer delivery & pre-delivery", "Pre-delivery inspection", "PDI", "Dealer pre-delivery", "Delivery charge", "Destination charge",
    ],
    de: ["Überführungskosten", "Überführung", "Auslieferungspauschale"],
    fr: ["Frais de livraison", "Frais de mise à la route"],
    nl: ["Afleveringskosten", "Rijklaarmaakkosten"],
    es: ["Gastos de entrega", "Gastos de preentrega"],
    it: ["Messa su strada", "Spese di consegna"],
  }, { weak: ["delivery"], scope: PRICE_SCOPE }),
  concept("price.registration", "field", "The registration fee.", {
    en: [
      "registration", "registration fee", "rego", "registration fees", "rego fee", "registration charges", "Rego fees", "Registration (12 months)", "Registration & transfer fee",
      "Registration charge", "Plate fee", "Number plate fee", "Registration costs", "Registration & plates",
    ],
    de: ["Zulassungskosten", "Zulassungsgebühr", "Zulassung"],
    fr: ["Frais d'immatriculation", "Carte grise"],
    nl: ["Registratiekosten", "Kentekenkosten"],
    es: ["Gastos de matriculación", "Matriculación"],
    it: ["Immatricolazione", "Spese di immatricolazione"],
  }, { weak: ["registration", "rego"], scope: PRICE_SCOPE }),
  concept("price.ctp", "field", "Compulsory third party (CTP, green slip) insurance.", {
    en: [
      "ctp", "ctp insurance", "green slip", "compulsory third party", "ctp greenslip", "ctp green slip", "ctp premium", "CTP (green slip)", "Green slip insurance", "Compulsory third party insurance",
      "Third party insurance", "Compulsory third party (CTP)", "TAC charge", "CTP / TAC", "Greenslip",
    ],
  }, { scope: PRICE_SCOPE }),
  concept("price.stampDuty", "field", "Stamp (transfer) duty.", {
    en: [
      "stamp duty", "duty", "transfer duty", "motor vehicle duty", "Stamp duty (transfer)", "Vehicle duty", "Government duty", "Motor vehicle stamp duty", "Duty payable",
      "Motor vehicle transfer duty", "Stamp duty payable", "Transfer duty payable",
    ],
    de: ["Stempelsteuer"],
    fr: ["Droit de timbre", "Droits d'enregistrement"],
  }, { weak: ["duty"], scope: PRICE_SCOPE }),
  concept("totals.subtotal", "field", "Subtotal before tax.", {
    en: [
      "subtotal", "sub total", "total excluding gst", "total ex gst", "amount ex gst", "total excl gst", "price ex gst", "untaxed amount", "net", "net amount", "total excl tax", "total before tax",
      "total net", "total excl vat", "Sub-total", "Subtotal (ex GST)", "Total (excl. GST)", "Net total", "Total net amount", "Amount before tax", "Taxable amount", "Net value",
      "Total excl. VAT", "Price excl. GST", "Total ex. tax", "Total before GST", "Amount excluding tax", "Total (ex GST)",
    ],
    de: ["Zwischensumme", "Nettobetrag", "Summe netto", "Netto", "Gesamt netto", "Nettosumme", "Warenwert", "Rechnungsbetrag netto", "Nettopreis gesamt"],
    fr: ["Sous-total", "Total HT", "Montant HT", "Total hors taxes", "Base HT", "montant ht"],
    nl: ["Subtotaal", "Totaal excl. btw", "Bedrag excl. BTW", "Netto bedrag"],
    es: ["Subtotal", "Base imponible", "Total sin IVA", "Importe neto", "Base", "Base imp.", "Total base imponible"],
    it: ["Subtotale", "Imponibile", "Totale imponibile", "Totale netto"],
  }, { weak: ["net", "Netto"] }),
  concept("totals.tax", "field", "The tax (GST, VAT) amount.", {
    en: [
      "gst", "gst included", "includes gst", "gst amount", "incl gst of", "total gst", "gst 10", "gst component", "tax", "vat", "total tax", "tax amount", "taxes", "sales tax", "total vat",
      "GST (10%)", "GST 10%", "Plus GST", "Add GST", "GST payable", "VAT amount", "VAT 20%", "Tax total", "VAT total", "Total taxes",
      "Tax (15%)", "Includes GST of", "GST included in total", "GST included in price", "GST included in the total", "GST content",
    ],
    de: ["MwSt.", "USt.", "mwst", "ust", "Umsatzsteuer", "Mehrwertsteuer", "MwSt.-Betrag", "Umsatzsteuer 19%", "zzgl. MwSt.", "zuzüglich Umsatzsteuer", "USt. Gesamt", "Steuerbetrag", "Steuer"],
    fr: ["TVA", "tva", "Montant TVA", "montant tva", "TVA 20%", "Total TVA", "Taxes", "Taxe"],
    nl: ["BTW", "BTW-bedrag", "Btw 21%", "Totaal btw"],
    es: ["IVA", "Importe IVA", "Cuota IVA", "IVA 21%", "Impuestos", "Total IVA"],
    it: ["IVA", "Imposta", "Totale IVA", "IVA 22%"],
  }),
  concept("totals.total", "field", "The total including tax.", {
    en: [
      "total", "order total", "total including gst", "total inc gst", "total incl gst", "total price", "invoice total", "total amount", "total payable", "grand total", "total drive away", "drive away price",
      "total amount inc gst", "total purchase price", "contract price", "total due", "total incl tax", "total incl vat", "total ttc", "total charges", "total amount due", "total amount payable", "total for this invoice",
      "Total (incl. GST)", "Total inc. GST", "Total AUD", "Total (AUD)", "Total price (incl. GST)", "Total cost", "Invoice amount", "Total invoice amount", "Total value", "Total to pay",
      "Total payable (incl. GST)", "Drive-away price", "Driveaway total", "Total on-road price", "On-road price", "Total sale price", "Grand total (incl. tax)", "Gross amount", "Gross total",
      "Total including tax", "Total incl. VAT", "Amount payable (incl. GST)",
    ],
    de: ["Gesamtbetrag", "gesamtbetrag", "Rechnungsbetrag", "rechnungsbetrag", "Summe", "summe", "Gesamtsumme", "Endbetrag", "Bruttobetrag", "Summe brutto", "Gesamt brutto", "Summe inkl. USt", "Gesamt inkl. MwSt.", "Gesamt"],
    fr: ["Total TTC", "Montant TTC", "montant ttc", "Net à payer", "net a payer", "Total à payer", "total a payer", "Montant total", "Total général", "Total"],
    nl: ["Totaal", "Totaalbedrag", "Totaal incl. btw", "Eindtotaal", "Totaal te betalen"],
    es: ["Total", "Importe total", "Total a pagar", "Total factura", "Total con IVA"],
    it: ["Totale", "Totale fattura", "Totale documento", "Importo totale", "Totale da pagare", "Totale IVA inclusa"],
  }, { scope: ["total", "amount", "price", "sum"] }),
  concept("totals.amountPaid", "field", "Amount already paid.", {
    en: [
      "amount paid", "paid", "total paid", "payments received", "less amount paid", "payment received", "amount received", "paid to date", "payments", "less paid", "Less: amount paid",
      "Total payments", "Paid amount", "Already paid", "Less payments", "Payments made", "Payments / credits", "Amount tendered", "Received", "Amount applied", "Payments applied",
    ],
    de: ["Bezahlt", "Bereits bezahlt", "Gezahlt", "Erhaltene Zahlungen", "Geleistete Zahlungen"],
    fr: ["Déjà payé", "Montant payé", "Payé", "Déjà réglé"],
    nl: ["Betaald", "Reeds betaald", "Ontvangen"],
    es: ["Pagado", "Importe pagado", "Ya pagado", "Pagos recibidos"],
    it: ["Pagato", "Importo pagato", "Già pagato"],
  }, { weak: ["paid", "payments", "Received"] }),
  concept("totals.amountDue", "field", "Amount still due (balance payable).", {
    en: [
      "balance payable", "balance", "balance due", "balance due on delivery", "balance payable on delivery", "amount payable", "balance owing", "balance to pay", "amount due", "balance outstanding",
      "to pay", "Amount outstanding", "Outstanding balance", "Balance remaining", "Remaining balance", "Amount owing", "Please pay", "Pay this amount", "Due payable", "Residual", "Net amount due",
      "Balance (payable)", "Amount still due", "Balance due on settlement", "Balance to be paid",
    ],
    de: ["Offener Betrag", "Restbetrag", "Zu zahlen", "Zahlbetrag", "Noch zu zahlen", "Saldo"],
    fr: ["Solde", "Solde à payer", "Reste à payer", "Montant dû"],
    nl: ["Openstaand bedrag", "Saldo", "Te betalen", "Nog te betalen"],
    es: ["Saldo pendiente", "Importe pendiente", "A pagar", "Saldo"],
    it: ["Saldo", "Da pagare", "Importo dovuto", "Residuo"],
  }, { weak: ["balance", "to pay"] }),
  concept("totals.refund", "field", "Refund owed to the customer.", {
    en: [
      "refund", "customer refund", "refund due", "refund to customer", "amount refunded", "refund payable", "Refund amount", "Credit due to customer", "Amount to be refunded", "Overpayment refund",
      "Refund owing", "Refund (due to purchaser)", "Amount refundable", "Refundable", "Refundable amount", "Balance refundable", "Refund to purchaser",
    ],
    de: ["Erstattung", "Rückerstattung", "Erstattungsbetrag"],
    fr: ["Remboursement", "Montant remboursé"],
    nl: ["Terugbetaling", "Restitutie"],
    es: ["Reembolso", "Devolución"],
    it: ["Rimborso"],
  }),
  concept("totals.discount", "field", "Discount.", {
    en: ["Discount", "Disc.", "Less discount", "Discount amount", "Rebate", "Dealer discount"],
    de: ["Rabatt", "Nachlass", "Skonto"],
    fr: ["Remise", "Rabais", "Rem."],
    nl: ["Korting"],
    es: ["Descuento", "Dto."],
    it: ["Sconto"],
  }),
];
