// Table column headers of line items: description, quantity, unit price, tax, amount (and the accessory
// column of a dealer contract), in six languages.
import { concept } from "./types";

export const COLUMNS = [
  concept("column.description", "column", "The description of a line (the row's key).", {
    en: [
      "description", "item", "items", "item description", "particulars", "details", "product", "product description", "service", "article", "designation", "charge", "name",
      "Description of goods", "Goods", "Product / service", "Item name", "Product name", "Service description", "Line description", "Item details", "Description of charge",
    ],
    de: ["Beschreibung", "Bezeichnung", "Artikel", "Artikelbezeichnung", "Leistung", "Produkt", "Leistungsbeschreibung", "Produkt/Leistung"],
    fr: ["Désignation", "Libellé", "Article", "Produit", "Prestation", "Description"],
    nl: ["Omschrijving", "Beschrijving", "Artikel", "Product", "Dienst"],
    es: ["Descripción", "Concepto", "Artículo", "Producto", "Servicio"],
    it: ["Descrizione", "Articolo", "Prodotto", "Servizio"],
  }, { weak: ["name", "details", "charge"] }),
  concept("column.accessory", "column", "The accessory / option of a dealer contract's accessories table.", {
    en: ["accessory", "accessories", "accessories and charges", "options and accessories", "dealer fitted accessories", "Accessories & charges", "Option / accessory", "Fitted accessories", "Optional equipment", "Options & accessories", "Dealer fitted options", "Fitted options", "Options fitted", "Dealer options"],
  }),
  concept("column.quantity", "column", "Quantity.", {
    en: ["qty", "quantity", "units", "hours", "qte", "Qty.", "Quantity ordered", "No. of units", "Pcs", "Pieces", "Hrs", "Count"],
    de: ["Menge", "Anzahl", "Stück", "Stückzahl"],
    fr: ["Quantité", "Qté"],
    nl: ["Aantal", "Hoeveelheid"],
    es: ["Cantidad", "Cant.", "Uds.", "Unidades"],
    it: ["Quantità", "Qtà", "Q.tà"],
  }, { weak: ["hours", "Count"] }),
  concept("column.unitPrice", "column", "Unit price.", {
    en: [
      "unit price", "price", "rate", "unit cost", "price each", "each", "unit price excl vat", "Price / unit", "Unit price (ex GST)", "Unit price (excl. GST)", "Rate / hr", "Hourly rate",
      "Unit amount", "Price per unit", "U/Price", "Unit Pr.",
    ],
    de: ["Einzelpreis", "Preis", "Stückpreis", "E-Preis", "Einzel", "Preis/Einheit", "VK-Preis", "Einzel/€"],
    fr: ["Prix unitaire", "P.U.", "PU HT", "Prix unitaire HT", "Prix"],
    nl: ["Prijs", "Eenheidsprijs", "Stukprijs", "Prijs per stuk"],
    es: ["Precio unitario", "Precio", "P. unitario", "Precio unidad"],
    it: ["Prezzo unitario", "Prezzo", "P. unitario"],
  }, { weak: ["price", "each", "rate", "Preis", "Prix", "Prijs", "Precio", "Prezzo"] }),
  concept("column.tax", "column", "Tax (GST, VAT) on the line.", {
    en: ["tax", "gst", "vat", "taxes", "gst amount", "Tax amount", "VAT amount", "Tax %", "Tax rate", "VAT %", "GST (10%)", "Tax (%)"],
    de: ["MwSt.", "USt.", "MwSt.-Satz", "Steuer", "USt %"],
    fr: ["TVA", "Taux TVA", "Taxe"],
    nl: ["BTW", "Btw %", "Btw-tarief"],
    es: ["IVA", "% IVA", "Impuesto"],
    it: ["IVA", "Aliquota IVA", "% IVA"],
  }),
  concept("column.amount", "column", "The line amount.", {
    en: [
      "amount", "total", "line total", "amount inc gst", "amount aud", "value", "ext price", "amount incl gst", "subtotal", "net amount", "total price", "cost", "fitted price",
      "Amount (incl. GST)", "Extended price", "Line amount", "Amount ($)", "Total (AUD)", "Ext. price", "Amount (AUD)",
      // (a line priced net, tax and gross: the gross is the line's amount)
      "Inc GST", "Incl. GST", "Gross", "Gross amount", "Incl. VAT", "Total inc GST", "Total incl. VAT",
    ],
    de: ["Betrag", "Gesamt", "Gesamtpreis", "Summe", "Zeilenbetrag", "Gesamt/€", "Gesamtbetrag"],
    fr: ["Montant", "Total", "Montant HT", "Prix total", "Prix HT"],
    nl: ["Bedrag", "Totaal", "Subtotaal"],
    es: ["Importe", "Total", "Importe total"],
    it: ["Importo", "Totale", "Importo totale"],
  }, { weak: ["value", "cost", "total", "subtotal"] }),
];
