// generic_document: everything else, in one fixed canonical shape.
import { f, type ProfileSpec } from "./types";

export const genericDocument: ProfileSpec = {
  id: "generic_document",
  version: 1,
  title: "Generic document",
  description: "Everything else, in a fixed canonical shape: parties, reference numbers, dates, vehicles, line items, totals, payment details, remaining labelled values, free text, signatures.",
  evidence: { title: [], phrases: [] },
  entries: [
    {
      kind: "group",
      key: "issuer",
      description: "The party that issued the document.",
      sections: ["from", "issuer", "supplier", "seller", "vendor"],
      fields: [
        f("name", "string", "Issuer's name.", ["from", "issuer", "supplier", "seller", "vendor", "company", "company name", "business name"], { fallback: "domainEntity" }),
        f("taxId", "string", "ABN, VAT or tax id.", ["abn", "vat", "vat no", "vat number", "tax id", "gstin", "gst no", "tax number", "acn", "ein"]),
        f("address", "text", "Address.", ["address", "our address"]),
        f("email", "email", "Email.", ["email", "e mail", "email address"], { fallback: "email" }),
        f("phone", "phone", "Phone.", ["phone", "tel", "telephone", "ph", "mobile"]),
        f("website", "string", "Website.", ["website", "web", "www", "url"]),
      ],
    },
    {
      kind: "group",
      key: "recipient",
      description: "The party the document is addressed to.",
      sections: ["bill to", "billed to", "invoice to", "customer", "to", "sold to", "ship to", "recipient", "client", "buyer"],
      fields: [
        f("name", "string", "Recipient's name.", ["customer", "customer name", "client", "client name", "bill to", "billed to", "invoice to", "sold to", "buyer", "name", "recipient"]),
        f("address", "text", "Address.", ["address", "billing address", "customer address"]),
        f("customerNumber", "ref", "Customer / account number.", ["customer no", "customer number", "customer id", "account no", "account number", "client no", "customer ref", "account id", "kundennr", "kundennummer", "numero client", "n client"]),
      ],
    },
    {
      kind: "group",
      key: "references",
      description: "Reference numbers.",
      sections: [],
      fields: [
        f("documentNumber", "ref", "Invoice / document number.", ["invoice no", "invoice number", "invoice", "invoice id", "document no", "document number", "number", "invoice num", "bill no", "receipt no", "inv no", "invoice ref", "reference no", "credit note no", "quote no", "invoice n", "facture", "facture n", "facture no", "rechnung", "rechnungsnr", "rechnungsnummer", "rechnung nr", "tax invoice no", "bill number"]),
        f("orderNumber", "ref", "Order / PO number.", ["order no", "order number", "order id", "po", "po number", "purchase order", "purchase order no", "your order", "order ref"]),
        f("reference", "string", "Other reference.", ["reference", "ref", "your ref", "our ref", "payment reference", "customer reference"]),
      ],
    },
    {
      kind: "group",
      key: "dates",
      description: "Dates (ISO).",
      sections: [],
      fields: [
        f("issueDate", "date", "Issue / invoice date.", ["date", "invoice date", "issue date", "date of issue", "dated", "document date", "bill date", "order date", "date issued", "billing date", "invoice date time", "rechnungsdatum", "datum", "date de facture", "date facture"]),
        f("dueDate", "date", "Due date.", ["due date", "payment due", "due", "pay by", "payment due date", "due on"]),
        f("periodStart", "date", "Start of the period covered.", ["period start", "from date", "service period start", "start date", "period from"]),
        f("periodEnd", "date", "End of the period covered.", ["period end", "to date", "service period end", "end date", "period to"]),
      ],
    },
    {
      kind: "table",
      key: "lineItems",
      description: "Line items.",
      sections: [],
      columns: [
        f("description", "string", "Description.", ["description", "item", "items", "product", "details", "particulars", "service", "product description", "item description", "name", "article", "designation"]),
        f("quantity", "number", "Quantity.", ["qty", "quantity", "units", "hours", "qte"]),
        f("unitPrice", "money", "Unit price.", ["unit price", "price", "rate", "unit cost", "price each", "each", "unit price excl vat"]),
        f("tax", "money", "Tax on the line.", ["tax", "gst", "vat", "taxes"]),
        f("amount", "money", "Line amount.", ["amount", "total", "line total", "subtotal", "value", "net amount", "total price", "amount inc gst"]),
      ],
    },
    {
      kind: "group",
      key: "totals",
      description: "Totals (numbers).",
      sections: [],
      fields: [
        f("subtotal", "money", "Subtotal before tax.", ["subtotal", "sub total", "untaxed amount", "net", "net amount", "total excl tax", "total ex gst", "amount ex gst", "total excluding gst", "total before tax", "total net", "total excl vat", "total ht", "montant ht", "nettobetrag", "summe netto", "zwischensumme"], { prefer: "last" }),
        f("tax", "money", "Tax total.", ["tax", "gst", "vat", "total tax", "tax amount", "gst amount", "total gst", "taxes", "sales tax", "total vat", "tva", "mwst", "ust", "montant tva"], { prefer: "last" }),
        f("total", "money", "Total including tax.", ["total", "grand total", "total amount", "amount", "invoice total", "total due", "total inc gst", "total including gst", "total incl tax", "total incl vat", "total ttc", "total payable", "amount due", "balance due", "total price", "total charges", "total amount due", "total for this invoice", "montant ttc", "gesamtbetrag", "rechnungsbetrag", "summe", "total a payer", "net a payer"], { prefer: "last" }),
        f("amountPaid", "money", "Amount already paid.", ["amount paid", "paid", "payments", "payment received", "less paid"]),
        f("amountDue", "money", "Amount still due.", ["amount due", "balance due", "balance", "amount payable", "balance payable", "total due", "to pay"]),
      ],
    },
    {
      kind: "group",
      key: "payment",
      description: "Payment details.",
      sections: ["payment details", "payment", "bank details", "how to pay", "remittance"],
      fields: [
        f("method", "string", "Payment method.", ["payment method", "paid by", "method of payment", "mode of payment", "payment terms", "terms"]),
        f("bankName", "string", "Bank.", ["bank", "bank name"]),
        f("accountName", "string", "Account name.", ["account name"]),
        f("bsb", "string", "BSB.", ["bsb", "bsb no"]),
        f("accountNumber", "string", "Bank account number.", ["account number", "account no", "acc no"]),
        f("iban", "string", "IBAN.", ["iban"]),
        f("bic", "string", "BIC / SWIFT.", ["bic", "swift", "bic swift", "swift code"]),
      ],
    },
  ],
};
