// nsw_form7_dealer_notice: the motor dealer's notice (NSW "Form 7") displayed on and recorded for a
// used vehicle: dealer's register and entry numbers, vehicle identification, dealer guarantee, sale.
import { DEALER_SECTIONS, VEHICLE_SECTIONS, dealerFields, vehicleFields } from "./common-fields";
import { f, type ProfileSpec } from "./types";

export const nswForm7DealerNotice: ProfileSpec = {
  id: "nsw_form7_dealer_notice",
  version: 1,
  title: "NSW Form 7 motor dealer's notice",
  description: "Motor dealer's notice form: register and entry numbers, dealer, vehicle identification, dealer guarantee, sale details.",
  evidence: {
    title: ["form 7", "dealer s notice", "motor dealer s notice", "dealers notice", "notice to be attached to a motor vehicle", "dealer notice", "form 7 dealer s notice"],
    phrases: [["form 7", 3], ["dealer s notice", 3], ["dealers notice", 3], ["register number", 2], ["entry number", 2], ["entry no", 2], ["dealer guarantee", 2], ["guarantee", 1], ["motor dealers and repairers", 2], ["vin", 0.5]],
  },
  entries: [
    {
      kind: "group",
      key: "register",
      description: "Where the vehicle is entered in the dealer's register.",
      sections: ["register", "dealer s register", "register details", "dealers register", "register entry"],
      fields: [
        f("registerNumber", "string", "Dealer's register number.", ["register no", "register number", "dealer s register no", "dealers register no", "register", "dealer register number", "dealer register no", "register num"]),
        f("entryNumber", "string", "Entry number in the register.", ["entry no", "entry number", "register entry no", "register entry number", "entry", "entry num"]),
      ],
    },
    { kind: "group", key: "dealer", description: "The motor dealer.", sections: DEALER_SECTIONS, fields: dealerFields() },
    { kind: "group", key: "vehicle", description: "Vehicle identification.", sections: VEHICLE_SECTIONS, fields: vehicleFields().filter((x) => x.key !== "condition" && x.key !== "stockNumber" && x.key !== "registrationExpiry") },
    {
      kind: "group",
      key: "guarantee",
      description: "The dealer guarantee (statutory warranty).",
      sections: ["dealer guarantee", "guarantee", "statutory warranty", "warranty", "dealer s guarantee", "guarantee details"],
      fields: [
        f("applies", "boolean", "Whether the dealer guarantee applies.", ["guarantee applies", "dealer guarantee applies", "applies", "does the guarantee apply", "warranty applies", "guarantee", "dealer guarantee", "statutory warranty applies"]),
        f("periodMonths", "integer", "Guarantee period in months.", ["period months", "guarantee period", "period", "months", "warranty period", "guarantee period months"]),
        f("kilometres", "integer", "Guarantee distance in kilometres.", ["kilometres", "distance", "km limit", "guarantee km", "guarantee kilometres", "warranty km", "kilometre limit"]),
        f("expiryDate", "date", "Guarantee expiry date (ISO).", ["expiry date", "expires", "guarantee expires", "guarantee expiry", "expiry", "warranty expiry"]),
        f("expiryOdometer", "integer", "Odometer reading at which the guarantee expires.", ["expiry odometer", "expires at odometer", "odometer at expiry", "guarantee expiry odometer", "expiry km"]),
      ],
    },
    {
      kind: "group",
      key: "sale",
      description: "The sale.",
      sections: ["sale", "sale details", "details of sale", "particulars of sale", "purchaser", "purchaser details", "buyer"],
      fields: [
        f("date", "date", "Date of sale (ISO).", ["date of sale", "sale date", "date sold", "date"]),
        f("price", "money", "Sale price.", ["sale price", "price", "purchase price", "cash price", "selling price", "price including gst"]),
        f("purchaserName", "string", "Purchaser's name.", ["purchaser", "purchaser name", "name of purchaser", "buyer", "buyer name", "purchaser s name", "sold to", "name"]),
        f("purchaserAddress", "text", "Purchaser's address.", ["purchaser address", "address", "address of purchaser", "buyer address", "purchaser s address"]),
      ],
    },
  ],
};
