// vehicle_tax_invoice: a dealer's tax invoice for a vehicle sale.
import { DEALER_SECTIONS, TRADE_IN_SECTIONS, VEHICLE_SECTIONS, dealerFields, personFields, tradeInFields, vehicleFields } from "./common-fields";
import { f, type ProfileSpec } from "./types";

export const vehicleTaxInvoice: ProfileSpec = {
  id: "vehicle_tax_invoice",
  version: 1,
  title: "Vehicle tax invoice",
  description: "Dealer tax invoice: invoice number and date, deal id, dealer, customer, vehicle, trade-in, GST pricing block including amount paid and any customer refund.",
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
      sections: ["invoice", "invoice details", "tax invoice details"],
      fields: [
        f("number", "string", "Invoice number.", ["invoice no", "invoice number", "invoice", "tax invoice no", "tax invoice number", "invoice num", "inv no", "invoice id", "invoice ref"]),
        f("date", "date", "Invoice date (ISO).", ["invoice date", "date", "date of invoice", "issue date", "date issued", "tax invoice date", "dated"]),
        f("dealId", "string", "Dealer's deal / sale id.", ["deal id", "deal no", "deal number", "deal", "sale id", "sale no", "deal ref", "deal reference", "sales order", "order no", "contract no"]),
        f("salesperson", "string", "Salesperson.", ["salesperson", "sales person", "sales consultant", "consultant", "sales executive", "sold by", "sales rep"]),
        f("deliveryDate", "date", "Delivery date (ISO).", ["delivery date", "date of delivery", "delivered"]),
      ],
    },
    { kind: "group", key: "customer", description: "The buyer.", sections: ["customer", "customer details", "purchaser", "purchaser details", "buyer", "buyer details", "bill to", "invoice to", "sold to", "billed to"], fields: personFields(["customer", "purchaser", "buyer"]) },
    { kind: "group", key: "vehicle", description: "The vehicle sold.", sections: VEHICLE_SECTIONS, fields: vehicleFields() },
    { kind: "group", key: "tradeIn", description: "The vehicle traded in, if any.", sections: TRADE_IN_SECTIONS, fields: tradeInFields() },
    {
      kind: "table",
      key: "lineItems",
      description: "Invoice lines (vehicle, accessories, on-road costs) as printed.",
      sections: [],
      columns: [
        f("description", "string", "Line description.", ["description", "item", "item description", "particulars", "details", "product", "charge", "items"]),
        f("quantity", "number", "Quantity.", ["qty", "quantity", "units"]),
        f("unitPrice", "money", "Unit price.", ["unit price", "price", "rate", "unit cost", "price each"]),
        f("gst", "money", "GST on the line.", ["gst", "gst amount", "tax"]),
        f("amount", "money", "Line amount.", ["amount", "total", "line total", "amount inc gst", "amount aud", "value", "ext price", "amount incl gst"]),
      ],
    },
    {
      kind: "group",
      key: "pricing",
      description: "The GST pricing block.",
      sections: ["pricing", "price", "price details", "summary", "invoice summary", "payment summary", "totals", "price breakdown", "settlement"],
      fields: [
        f("vehiclePrice", "money", "Price of the vehicle.", ["vehicle price", "cash price", "vehicle cash price", "price of vehicle", "vehicle", "purchase price", "sale price", "selling price", "list price", "vehicle sale price", "base price"]),
        f("accessories", "money", "Accessories and options total.", ["accessories", "options and accessories", "accessories total", "dealer fitted accessories", "options", "total accessories", "accessories and options"]),
        f("dealerDelivery", "money", "Dealer delivery charge.", ["dealer delivery", "delivery", "dealer delivery charge", "delivery charges", "pre delivery", "dealer delivery fee"]),
        f("registration", "money", "Registration fee.", ["registration fee", "registration", "rego", "registration fees", "rego fee", "registration charges"]),
        f("ctp", "money", "Compulsory third party insurance.", ["ctp", "ctp insurance", "green slip", "compulsory third party", "ctp greenslip", "ctp green slip", "ctp premium"]),
        f("stampDuty", "money", "Stamp duty.", ["stamp duty", "duty", "transfer duty", "motor vehicle duty"]),
        f("subtotal", "money", "Subtotal.", ["subtotal", "sub total", "total excluding gst", "total ex gst", "amount ex gst", "total excl gst", "price ex gst"]),
        f("gst", "money", "GST amount.", ["gst", "gst amount", "gst 10", "includes gst", "total gst", "gst included", "gst component", "incl gst of", "tax"]),
        f("totalIncludingGst", "money", "Total including GST.", ["total", "total including gst", "total inc gst", "total incl gst", "total price", "invoice total", "total amount", "total payable", "grand total", "total drive away", "drive away price", "total amount inc gst"]),
        f("tradeInAllowance", "money", "Less trade-in allowance.", ["less trade in", "trade in allowance", "trade in", "less trade in allowance", "trade allowance"]),
        f("deposit", "money", "Deposit paid.", ["deposit", "less deposit", "deposit paid", "deposits"]),
        f("amountPaid", "money", "Amount paid.", ["amount paid", "paid", "total paid", "payments received", "less amount paid", "payment received", "amount received", "paid to date"]),
        f("balancePayable", "money", "Balance still payable.", ["balance payable", "balance due", "balance", "amount due", "balance owing", "amount payable", "balance to pay", "balance outstanding"]),
        f("refund", "money", "Refund owed to the customer.", ["refund", "customer refund", "refund due", "refund to customer", "amount refunded", "refund payable"]),
      ],
    },
  ],
};
