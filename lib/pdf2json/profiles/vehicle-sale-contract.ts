// vehicle_sale_contract: the dealer's contract for the sale of a new, used or demonstrator vehicle.
import { DEALER_SECTIONS, TRADE_IN_SECTIONS, VEHICLE_SECTIONS, dealerFields, personFields, tradeInFields, vehicleFields } from "./common-fields";
import { f, type ProfileSpec } from "./types";

export const vehicleSaleContract: ProfileSpec = {
  id: "vehicle_sale_contract",
  version: 1,
  title: "Vehicle sale contract",
  description: "Dealer contract for the sale of a new, used or demonstrator vehicle: customer, driver, vehicle, accessories and charges, pricing, trade-in, deposit, bank details, special conditions, signatures.",
  evidence: {
    title: ["contract of sale", "vehicle sale contract", "sale contract", "motor vehicle sale contract", "contract for the sale of a motor vehicle", "vehicle purchase agreement", "purchase agreement", "agreement for sale", "offer to purchase", "contract"],
    phrases: [["contract", 2], ["agreement", 1.5], ["purchaser", 1], ["special conditions", 1.5], ["deposit", 1], ["trade in", 0.5], ["signature", 1], ["cooling off", 1.5], ["terms and conditions", 0.5], ["driver", 0.5], ["vin", 1], ["balance payable", 0.5]],
  },
  entries: [
    { kind: "group", key: "dealer", description: "The selling dealer.", sections: DEALER_SECTIONS, fields: dealerFields() },
    {
      kind: "group",
      key: "contract",
      description: "Contract identification.",
      sections: ["contract", "contract details", "sale details", "agreement details"],
      fields: [
        f("number", "string", "Contract number.", ["contract no", "contract number", "contract", "agreement no", "agreement number", "contract id", "order no", "deal no", "deal number", "deal id"]),
        f("date", "date", "Contract date (ISO).", ["date", "contract date", "date of contract", "agreement date", "date of agreement", "sale date", "date of sale"]),
        f("saleType", "string", "New, used or demonstrator.", ["sale type", "vehicle type", "type of sale", "new used demo", "new used", "condition"]),
        f("salesperson", "string", "Salesperson.", ["salesperson", "sales person", "sales consultant", "consultant", "sales executive", "sales rep"]),
        f("deliveryDate", "date", "Estimated delivery date (ISO).", ["delivery date", "estimated delivery", "estimated delivery date", "date of delivery", "expected delivery"]),
      ],
    },
    { kind: "group", key: "customer", description: "The purchaser.", sections: ["customer", "customer details", "purchaser", "purchaser details", "buyer", "buyer details", "purchaser s details"], fields: [...personFields(["customer", "purchaser", "buyer"]), f("dateOfBirth", "date", "Date of birth.", ["date of birth", "dob", "d o b", "birth date"]), f("licenceNumber", "string", "Driver licence number.", ["licence no", "licence number", "driver licence", "driver licence no", "drivers licence", "drivers licence no", "licence"])] },
    { kind: "group", key: "driver", description: "The nominated driver, when it differs from the purchaser.", sections: ["driver", "driver details", "nominated driver", "principal driver", "driver s details"], fields: [f("name", "string", "Driver's name.", ["name", "driver name", "driver", "full name", "nominated driver"]), f("licenceNumber", "string", "Driver licence number.", ["licence no", "licence number", "driver licence", "driver licence no", "licence"]), f("dateOfBirth", "date", "Driver's date of birth.", ["date of birth", "dob", "driver dob"])] },
    { kind: "group", key: "vehicle", description: "The vehicle sold.", sections: VEHICLE_SECTIONS, fields: vehicleFields() },
    {
      kind: "table",
      key: "accessories",
      description: "Accessories and charges listed on the contract.",
      sections: [],
      columns: [
        f("description", "string", "Accessory or charge.", ["description", "accessory", "accessories", "item", "accessories and charges", "options and accessories", "dealer fitted accessories", "particulars"]),
        f("quantity", "number", "Quantity.", ["qty", "quantity"]),
        f("amount", "money", "Price.", ["amount", "price", "cost", "total", "fitted price", "value"]),
      ],
    },
    {
      kind: "group",
      key: "pricing",
      description: "Price breakdown.",
      sections: ["pricing", "price", "price details", "purchase price", "price breakdown", "summary", "cost summary", "settlement", "payment summary"],
      fields: [
        f("vehiclePrice", "money", "Price of the vehicle.", ["vehicle price", "cash price", "vehicle cash price", "price of vehicle", "purchase price", "sale price", "selling price", "base price", "list price"]),
        f("accessoriesTotal", "money", "Accessories total.", ["accessories", "accessories total", "total accessories", "options and accessories", "accessories and options"]),
        f("dealerDelivery", "money", "Dealer delivery.", ["dealer delivery", "delivery", "dealer delivery charge", "pre delivery", "delivery charges"]),
        f("registration", "money", "Registration.", ["registration", "registration fee", "rego", "registration fees", "rego fee"]),
        f("ctp", "money", "CTP insurance.", ["ctp", "ctp insurance", "green slip", "compulsory third party"]),
        f("stampDuty", "money", "Stamp duty.", ["stamp duty", "duty", "transfer duty"]),
        f("gst", "money", "GST included.", ["gst", "gst included", "includes gst", "gst amount", "incl gst of", "total gst"]),
        f("totalPrice", "money", "Total price including GST.", ["total price", "total", "total purchase price", "total drive away", "drive away price", "total including gst", "total inc gst", "contract price", "total amount"]),
        f("tradeInAllowance", "money", "Less trade-in allowance.", ["less trade in", "trade in allowance", "trade in", "less trade in allowance", "trade allowance"]),
        f("depositPaid", "money", "Less deposit.", ["less deposit", "deposit", "deposit paid"]),
        f("balancePayable", "money", "Balance payable on delivery.", ["balance payable", "balance", "balance due", "balance due on delivery", "balance payable on delivery", "amount payable", "balance owing", "balance to pay"]),
      ],
    },
    { kind: "group", key: "tradeIn", description: "The vehicle traded in.", sections: TRADE_IN_SECTIONS, fields: tradeInFields() },
    {
      kind: "group",
      key: "deposit",
      description: "Deposit paid on signing.",
      sections: ["deposit", "deposit details", "deposit paid"],
      fields: [
        f("amount", "money", "Deposit amount.", ["deposit amount", "amount", "deposit"]),
        f("method", "string", "How the deposit was paid.", ["method", "payment method", "paid by", "deposit method", "deposit paid by", "method of payment"]),
        f("receiptNumber", "string", "Receipt number.", ["receipt no", "receipt number", "receipt", "deposit receipt"]),
      ],
    },
    {
      kind: "group",
      key: "bankDetails",
      description: "Finance and bank details for the balance.",
      sections: ["bank details", "finance", "finance details", "payment details", "bank", "banking details", "financier details", "finance bank details"],
      fields: [
        f("financier", "string", "Financier or bank.", ["financier", "finance company", "lender", "bank", "finance provider", "bank name"]),
        f("accountName", "string", "Account name.", ["account name", "acc name", "account"]),
        f("bsb", "string", "BSB.", ["bsb", "bsb no", "bsb number"]),
        f("accountNumber", "string", "Account number.", ["account no", "account number", "acc no", "account num"]),
      ],
    },
    { kind: "field", field: f("specialConditions", "text", "Special conditions as printed.", ["special conditions", "special condition", "conditions", "additional conditions", "special terms"]) },
    {
      kind: "group",
      key: "signatures",
      description: "Who signed, and when.",
      sections: ["signatures", "signed", "execution", "signature", "acceptance", "signed by the parties"],
      fields: [
        f("purchaserName", "string", "Purchaser's name at signature.", ["purchaser signature", "purchaser", "signed by purchaser", "purchaser name", "customer signature", "buyer signature", "signature of purchaser"]),
        f("dealerRepresentative", "string", "Dealer representative who signed.", ["dealer representative", "dealer signature", "signed for the dealer", "for and on behalf of the dealer", "authorised officer", "dealer rep", "signed on behalf of dealer"]),
        f("dateSigned", "date", "Date signed.", ["date signed", "signed on", "date", "signature date"]),
      ],
    },
  ],
};
