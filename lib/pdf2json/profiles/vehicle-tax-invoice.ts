// vehicle_tax_invoice: a dealer's tax invoice for a vehicle sale.
import { DEALER_SECTIONS, TRADE_IN_SECTIONS, VEHICLE_SECTIONS, dealerFields, personFields, tradeInFields, vehicleFields } from "./common-fields";
import { pick, strongWords, words } from "../lexicon";
import { f, type ProfileSpec } from "./types";

export const vehicleTaxInvoice: ProfileSpec = {
  id: "vehicle_tax_invoice",
  version: 1,
  title: "Vehicle tax invoice",
  description: "Dealer tax invoice: invoice number and date, deal id, dealer, customer, vehicle, trade-in, GST pricing block including amount paid and any customer refund.",
  sameFacts: [["pricing.tradeInAllowance", "tradeIn.allowance"]],
  rowFacts: [{ key: "pricing.vehiclePrice", table: "lineItems", column: "amount", mentions: ["vehicle.vin", "vehicle.model", "vehicle.make"] }],
  rowLabels: [{ group: "pricing", table: "lineItems", column: "amount" }],
  evidence: {
    title: ["tax invoice", "tax invoice vehicle sale", "vehicle tax invoice", "tax invoice motor vehicle", "invoice"],
    phrases: [["tax invoice", 3], ["gst", 1], ["invoice no", 1.5], ["invoice number", 1.5], ["invoice date", 1.5], ["amount paid", 1], ["balance payable", 0.5], ["refund", 0.5], ["deal", 0.5], ["total including gst", 1], ["total inc gst", 1], ["vin", 1], ["odometer", 0.5], ["engine no", 0.5]],
  },
  entries: [
    { kind: "group", key: "dealer", description: "The dealer issuing the invoice.", sections: DEALER_SECTIONS, fields: dealerFields() },
    {
      kind: "group",
      key: "invoice",
      description: "Invoice identification.",
      sections: words("section.invoice"),
      fields: [
        // (the document is the invoice: its "Document No." is the invoice number)
        f("number", "string", "Invoice number.", [...words("invoice.number"), ...pick("document.number", "document no", "document number", "Doc. No.")], { fallback: "titleNumber" }),
        f("date", "date", "Invoice date (ISO).", words("invoice.date")),
        f("dealId", "string", "Dealer's deal / sale id.", [...words("deal.number"), ...pick("order.number", "order no"), ...pick("contract.number", "contract no")]),
        f("salesperson", "name", "Salesperson.", words("deal.salesperson")),
        f("deliveryDate", "date", "Delivery date (ISO).", words("deal.deliveryDate")),
      ],
    },
    { kind: "group", key: "customer", description: "The buyer.", sections: [...words("section.purchaser"), ...words("section.billTo")], fields: personFields(["customer", "purchaser", "buyer"]) },
    { kind: "group", key: "vehicle", description: "The vehicle sold.", sections: VEHICLE_SECTIONS, fields: vehicleFields() },
    { kind: "group", key: "tradeIn", description: "The vehicle traded in, if any.", sections: TRADE_IN_SECTIONS, fields: tradeInFields() },
    {
      kind: "table",
      key: "lineItems",
      inParts: true,
      description: "Invoice lines (vehicle, accessories, on-road costs) as printed.",
      sections: [],
      columns: [
        f("description", "string", "Line description.", [...strongWords("column.description"), ...pick("column.description", "details", "charge")]),
        f("quantity", "number", "Quantity.", words("column.quantity")),
        f("unitPrice", "money", "Unit price.", words("column.unitPrice")),
        f("gst", "money", "GST on the line.", words("column.tax")),
        f("amount", "money", "Line amount.", words("column.amount")),
      ],
    },
    {
      kind: "group",
      key: "pricing",
      description: "The GST pricing block.",
      sections: words("section.pricing"),
      fields: [
        f("vehiclePrice", "money", "Price of the vehicle.", words("price.vehicle"), { fallback: "subjectRow" }),
        f("accessories", "money", "Accessories and options total.", words("price.accessories")),
        f("dealerDelivery", "money", "Dealer delivery charge.", words("price.dealerDelivery")),
        f("registration", "money", "Registration fee.", words("price.registration")),
        f("ctp", "money", "Compulsory third party insurance.", words("price.ctp")),
        f("stampDuty", "money", "Stamp duty.", words("price.stampDuty")),
        f("subtotal", "money", "Subtotal.", words("totals.subtotal"), { sum: "subtotal" }),
        f("gst", "money", "GST amount.", words("totals.tax"), { sum: "tax" }),
        f("totalIncludingGst", "money", "Total including GST.", words("totals.total"), { sum: "total" }),
        f("tradeInAllowance", "money", "Less trade-in allowance.", strongWords("tradein.allowance")),
        f("deposit", "money", "Deposit paid.", words("payment.deposit")),
        f("amountPaid", "money", "Amount paid.", words("totals.amountPaid"), { sum: "paid" }),
        f("balancePayable", "money", "Balance still payable.", words("totals.amountDue"), { sum: "due" }),
        f("refund", "money", "Refund owed to the customer.", words("totals.refund")),
      ],
    },
  ],
};
