// vehicle_sale_contract: the dealer's contract for the sale of a new, used or demonstrator vehicle.
import { DEALER_SECTIONS, TRADE_IN_SECTIONS, VEHICLE_SECTIONS, dealerFields, personFields, tradeInFields, vehicleFields } from "./common-fields";
import { pick, strongWords, words } from "../lexicon";
import { f, type ProfileSpec } from "./types";

export const vehicleSaleContract: ProfileSpec = {
  id: "vehicle_sale_contract",
  version: 1,
  title: "Vehicle sale contract",
  description: "Dealer contract for the sale of a new, used or demonstrator vehicle: customer, driver, vehicle, accessories and charges, pricing, trade-in, deposit, bank details, special conditions, signatures.",
  sameFacts: [["contract.saleType", "vehicle.condition"], ["pricing.tradeInAllowance", "tradeIn.allowance"], ["pricing.depositPaid", "deposit.amount"]],
  evidence: {
    title: ["contract of sale", "vehicle sale contract", "sale contract", "motor vehicle sale contract", "contract for the sale of a motor vehicle", "vehicle purchase agreement", "purchase agreement", "agreement for sale", "offer to purchase", "contract", "sale agreement", "sales agreement", "agreement", "vehicle order", "sales order", "order form"],
    phrases: [["contract", 2], ["agreement", 1.5], ["purchaser", 1], ["special conditions", 1.5], ["deposit", 1], ["trade in", 0.5], ["signature", 1], ["cooling off", 1.5], ["terms and conditions", 0.5], ["driver", 0.5], ["vin", 1], ["balance payable", 0.5]],
  },
  entries: [
    { kind: "group", key: "dealer", description: "The selling dealer.", sections: DEALER_SECTIONS, fields: dealerFields() },
    {
      kind: "group",
      key: "contract",
      description: "Contract identification.",
      sections: [...words("section.contract"), ...pick("section.sale", "sale details")],
      fields: [
        f("number", "string", "Contract number.", [...words("contract.number"), ...pick("order.number", "order no"), ...pick("deal.number", "deal no", "deal number", "deal id", "sales order", "Sales order no")]),
        // an order form's order date is its contract's date, as its order number is its number
        f("date", "date", "Contract date (ISO).", [...words("contract.date"), ...pick("sale.date", "sale date", "date of sale"), ...pick("order.date", "order date", "date of order")]),
        f("saleType", "condition", "New, used or demonstrator.", words("vehicle.condition"), { fallback: "tickedChoice" }),
        f("salesperson", "name", "Salesperson.", words("deal.salesperson")),
        f("deliveryDate", "date", "Estimated delivery date (ISO).", words("deal.deliveryDate")),
      ],
    },
    { kind: "group", key: "customer", description: "The purchaser.", sections: [...words("section.purchaser"), ...words("section.billTo")], fields: [...personFields(["customer", "purchaser", "buyer"]), f("dateOfBirth", "date", "Date of birth.", words("person.dateOfBirth")), f("licenceNumber", "string", "Driver licence number.", words("person.licenceNumber"))] },
    { kind: "group", key: "driver", description: "The nominated driver, when it differs from the purchaser.", sections: words("section.driver"), fields: [f("name", "name", "Driver's name.", words("driver.name")), f("licenceNumber", "string", "Driver licence number.", words("person.licenceNumber")), f("dateOfBirth", "date", "Driver's date of birth.", words("person.dateOfBirth"))] },
    { kind: "group", key: "vehicle", description: "The vehicle sold.", sections: VEHICLE_SECTIONS, fields: vehicleFields() },
    {
      kind: "table",
      key: "accessories",
      description: "Accessories and charges listed on the contract.",
      sections: [],
      columns: [
        f("description", "string", "Accessory or charge.", [...strongWords("column.description"), ...words("column.accessory")]),
        f("quantity", "number", "Quantity.", words("column.quantity")),
        f("amount", "money", "Price.", [...words("column.amount"), ...pick("column.unitPrice", "price")]),
      ],
    },
    {
      kind: "group",
      key: "pricing",
      description: "Price breakdown.",
      sections: words("section.pricing"),
      fields: [
        f("vehiclePrice", "money", "Price of the vehicle.", strongWords("price.vehicle"), { fallback: "subjectRow" }),
        f("accessoriesTotal", "money", "Accessories total.", words("price.accessories")),
        f("dealerDelivery", "money", "Dealer delivery.", words("price.dealerDelivery")),
        f("registration", "money", "Registration.", words("price.registration")),
        f("ctp", "money", "CTP insurance.", words("price.ctp")),
        f("stampDuty", "money", "Stamp duty.", words("price.stampDuty")),
        f("gst", "money", "GST included.", words("totals.tax")),
        f("totalPrice", "money", "Total price including GST.", words("totals.total"), { sum: "total" }),
        f("tradeInAllowance", "money", "Less trade-in allowance.", strongWords("tradein.allowance")),
        f("depositPaid", "money", "Less deposit.", words("payment.deposit"), { sum: "paid" }),
        f("balancePayable", "money", "Balance payable on delivery.", words("totals.amountDue"), { sum: "due" }),
      ],
    },
    { kind: "group", key: "tradeIn", description: "The vehicle traded in.", sections: TRADE_IN_SECTIONS, fields: tradeInFields() },
    {
      kind: "group",
      key: "deposit",
      description: "Deposit paid on signing.",
      sections: words("section.deposit"),
      fields: [
        f("amount", "money", "Deposit amount.", [...words("payment.deposit"), ...pick("payment.amount", "amount")]),
        f("method", "name", "How the deposit was paid.", words("payment.method")),
        f("receiptNumber", "string", "Receipt number.", words("payment.receiptNumber")),
      ],
    },
    {
      kind: "group",
      key: "bankDetails",
      description: "Finance and bank details for the balance.",
      sections: [...words("section.bank"), ...pick("section.payment", "payment details")],
      fields: [
        f("financier", "name", "Financier or bank.", [...words("finance.financier"), ...words("payment.bankName")]),
        f("accountName", "string", "Account name.", words("payment.accountName")),
        f("bsb", "string", "BSB.", words("payment.bsb")),
        f("accountNumber", "string", "Account number.", words("payment.accountNumber")),
      ],
    },
    { kind: "field", field: f("specialConditions", "text", "Special conditions as printed.", words("contract.specialConditions")) },
    {
      kind: "group",
      key: "signatures",
      description: "Who signed, and when.",
      sections: words("section.signatures"),
      fields: [
        f("purchaserName", "name", "Purchaser's name at signature.", words("signature.purchaser")),
        f("dealerRepresentative", "name", "Dealer representative who signed.", words("signature.dealer")),
        f("dateSigned", "date", "Date signed.", words("signature.date")),
      ],
    },
  ],
};
