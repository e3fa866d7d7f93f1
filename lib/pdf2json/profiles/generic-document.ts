// generic_document: everything else, in one fixed canonical shape.
import { pick, strongWords, words } from "../lexicon";
import { f, type ProfileSpec } from "./types";

export const genericDocument: ProfileSpec = {
  id: "generic_document",
  // 2: documentKind, recipient.taxId, payment.terms and taxBreakdown[] added (EN 16931 facts of an embedded
  // e-invoice XML); 3: dates.orderDate. Keys are only ever added, never removed or retyped.
  version: 3,
  title: "Generic document",
  description: "Everything else, in a fixed canonical shape: parties, reference numbers, dates, vehicles, line items, totals, payment details, remaining labelled values, free text, signatures.",
  evidence: { title: [], phrases: [] },
  impliedFacts: [
    { key: "totals.total", from: "totals.amountDue", unless: "totals.amountPaid" },
    // "Total paid €230.00" on a receipt or a paid order is its total (not a part payment: nothing is due)
    { key: "totals.total", from: "totals.amountPaid", unless: "totals.amountDue", labelled: /\b(?:total|gesamt\w*|totale?|totaal)\b/i },
    // a document that prints no number of its own is known by its reference ("Reference | RE-2025-3072")
    { key: "references.documentNumber", from: "references.reference", code: true },
  ],
  entries: [
    // EN 16931 core fields are filled from an embedded e-invoice XML (lib/pdf2json/einvoice); keys declared
    // without label wordings are left null by the text engine (never guessed from the printed page).
    { kind: "field", field: f("documentKind", "string", 'Kind of document: "invoice" or "credit_note" (from an embedded e-invoice XML; null otherwise).', []) },
    {
      kind: "group",
      key: "issuer",
      description: "The party that issued the document.",
      sections: words("section.issuer"),
      fields: [
        f("name", "name", "Issuer's name.", words("issuer.name"), { fallback: "issuer" }),
        f("taxId", "taxId", "ABN, VAT or tax id.", [...words("party.taxId"), ...pick("party.abn", "abn"), ...pick("party.acn", "acn")]),
        f("address", "text", "Address.", words("issuer.address"), { fallback: "letterheadAddress" }),
        f("email", "email", "Email.", words("party.email"), { fallback: "email" }),
        f("phone", "phone", "Phone.", words("party.phone")),
        f("website", "string", "Website.", words("party.website")),
      ],
    },
    {
      kind: "group",
      key: "recipient",
      description: "The party the document is addressed to.",
      sections: [...words("section.billTo"), ...pick("section.purchaser", "customer", "client", "buyer"), ...words("section.recipient"), ...pick("section.shipTo", "ship to")],
      fields: [
        f("name", "name", "Recipient's name.", words("customer.name"), { fallback: "addressee" }),
        f("address", "text", "Address.", words("customer.address"), { fallback: "address" }),
        f("customerNumber", "ref", "Customer / account number.", [...words("customer.number"), ...pick("payment.accountNumber", "account no", "account number")]),
        f("taxId", "taxId", "Recipient's VAT or tax id (from an embedded e-invoice XML).", []),
      ],
    },
    {
      kind: "group",
      key: "references",
      description: "Reference numbers.",
      sections: [],
      fields: [
        f("documentNumber", "ref", "Invoice / document number.", [...words("invoice.number"), ...words("document.number"), ...strongWords("payment.receiptNumber")], { fallback: "titleNumber" }),
        f("orderNumber", "ref", "Order / PO number.", words("order.number")),
        // (a credit note's "Bezug: Rechnung 351516" is the invoice it corrects: a reference, never its own number)
        f("reference", "string", "Other reference.", [...words("reference.other"), ...words("invoice.original")]),
      ],
    },
    {
      kind: "group",
      key: "dates",
      description: "Dates (ISO).",
      sections: [],
      fields: [
        // (an order date is no issue date: a document printing only that falls back on its first date)
        f("issueDate", "date", "Issue / invoice date.", [...words("invoice.date"), ...words("document.date")], { fallback: "firstDate" }),
        // "Zahlungsziel" is a payment term, a date or a period ("14 Tage"): the typed value decides
        f("dueDate", "date", "Due date.", [...words("invoice.dueDate"), ...pick("payment.terms", "Zahlungsziel")]),
        f("periodStart", "date", "Start of the period covered.", words("period.start")),
        f("periodEnd", "date", "End of the period covered.", words("period.end")),
        // (an order confirmation's issue date: assemble/extract-profile.ts)
        f("orderDate", "date", "Date of the order the document answers.", words("order.date")),
      ],
    },
    {
      kind: "table",
      key: "lineItems",
      inParts: true,
      description: "Line items.",
      sections: [],
      columns: [
        f("description", "string", "Description.", words("column.description")),
        f("quantity", "number", "Quantity.", words("column.quantity")),
        f("unitPrice", "money", "Unit price.", words("column.unitPrice")),
        f("tax", "money", "Tax on the line.", words("column.tax")),
        f("amount", "money", "Line amount.", words("column.amount")),
      ],
    },
    {
      kind: "group",
      key: "totals",
      description: "Totals (numbers).",
      sections: [],
      fields: [
        f("subtotal", "money", "Subtotal before tax.", words("totals.subtotal"), { prefer: "last", sum: "subtotal" }),
        f("tax", "money", "Tax total.", words("totals.tax"), { prefer: "last", sum: "tax", fallback: "includedTax" }),
        // (a bare "Amount" heads the amount column of line, tax-summary and payment tables far more often than
        // it labels the total: an invoice printing only "Amount due" still has its total, see impliedFacts)
        f("total", "money", "Total including tax.", words("totals.total"), { prefer: "last", sum: "total" }),
        f("amountPaid", "money", "Amount already paid.", words("totals.amountPaid"), { sum: "paid" }),
        f("amountDue", "money", "Amount still due.", [...words("totals.amountDue"), ...pick("totals.total", "total due")], { sum: "due" }),
      ],
    },
    {
      kind: "group",
      key: "payment",
      description: "Payment details.",
      sections: [...words("section.payment"), ...pick("section.bank", "bank details")],
      fields: [
        f("method", "string", "Payment method.", [...words("payment.method"), ...pick("payment.terms", "payment terms", "terms")]),
        f("bankName", "string", "Bank.", words("payment.bankName")),
        f("accountName", "string", "Account name.", strongWords("payment.accountName")),
        f("bsb", "string", "BSB.", words("payment.bsb")),
        f("accountNumber", "string", "Bank account number.", words("payment.accountNumber")),
        f("iban", "iban", "IBAN.", words("payment.iban"), { fallback: "iban" }),
        f("bic", "string", "BIC / SWIFT.", words("payment.bic")),
        f("terms", "string", "Payment terms (from an embedded e-invoice XML).", []),
      ],
    },
    {
      kind: "table",
      key: "taxBreakdown",
      description: "VAT breakdown: one row per tax category and rate (from an embedded e-invoice XML; [] otherwise).",
      sections: [],
      columns: [
        f("category", "string", "Tax category code (UNCL 5305: S standard, Z zero, E exempt, AE reverse charge, K intra-EU, G export, O outside scope, L, M).", []),
        f("rate", "number", "Rate in percent.", []),
        f("taxableAmount", "money", "Taxable amount of the category.", []),
        f("taxAmount", "money", "Tax amount of the category.", []),
      ],
    },
  ],
};
