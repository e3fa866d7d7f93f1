// nsw_form7_dealer_notice: the motor dealer's notice (NSW "Form 7") displayed on and recorded for a
// used vehicle: dealer's register and entry numbers, vehicle identification, dealer guarantee, sale.
import { DEALER_SECTIONS, VEHICLE_SECTIONS, dealerFields, vehicleFields } from "./common-fields";
import { pick, words } from "../lexicon";
import { f, type ProfileSpec } from "./types";

export const nswForm7DealerNotice: ProfileSpec = {
  id: "nsw_form7_dealer_notice",
  version: 1,
  title: "NSW Form 7 motor dealer's notice",
  description: "Motor dealer's notice form: register and entry numbers, dealer, vehicle identification, dealer guarantee, sale details.",
  evidence: {
    title: ["form 7", "dealer's notice", "motor dealer's notice", "dealers notice", "notice to be attached to a motor vehicle", "dealer notice", "form 7 dealer's notice"],
    phrases: [["form 7", 3], ["dealer's notice", 3], ["dealers notice", 3], ["register number", 2], ["entry number", 2], ["entry no", 2], ["dealer guarantee", 2], ["guarantee", 1], ["motor dealers and repairers", 2], ["vin", 0.5]],
  },
  // a guarantee's period or expiry filled in says it applies, where its yes/no was circled in ink ("If yes, for how many months?: 3")
  impliedFacts: [
    { key: "guarantee.applies", from: "guarantee.periodMonths", value: true },
    { key: "guarantee.applies", from: "guarantee.kilometres", value: true },
    { key: "guarantee.applies", from: "guarantee.expiryDate", value: true },
  ],
  entries: [
    {
      kind: "group",
      key: "register",
      description: "Where the vehicle is entered in the dealer's register.",
      sections: words("section.register"),
      fields: [
        f("registerNumber", "string", "Dealer's register number.", words("register.number")),
        f("entryNumber", "string", "Entry number in the register.", words("register.entry")),
      ],
    },
    { kind: "group", key: "dealer", description: "The motor dealer.", sections: DEALER_SECTIONS, fields: dealerFields() },
    { kind: "group", key: "vehicle", description: "Vehicle identification.", sections: VEHICLE_SECTIONS, fields: vehicleFields().filter((x) => x.key !== "condition" && x.key !== "stockNumber" && x.key !== "registrationExpiry") },
    {
      kind: "group",
      key: "guarantee",
      description: "The dealer guarantee (statutory warranty).",
      sections: words("section.guarantee"),
      fields: [
        // …or stated in a sentence ("covered for 3 months or 5,000 km"): candidates/guarantee-prose.ts
        f("applies", "boolean", "Whether the dealer guarantee applies.", words("guarantee.applies"), { fallback: "guaranteeProse" }),
        f("periodMonths", "integer", "Guarantee period in months.", words("guarantee.periodMonths"), { fallback: "guaranteeProse" }),
        f("kilometres", "integer", "Guarantee distance in kilometres.", words("guarantee.kilometres"), { fallback: "guaranteeProse" }),
        f("expiryDate", "date", "Guarantee expiry date (ISO).", words("guarantee.expiryDate"), { fallback: "guaranteeProse" }),
        f("expiryOdometer", "integer", "Odometer reading at which the guarantee expires.", words("guarantee.expiryOdometer"), { fallback: "guaranteeProse" }),
      ],
    },
    {
      kind: "group",
      key: "sale",
      description: "The sale.",
      sections: [...words("section.sale"), ...pick("section.purchaser", "purchaser", "purchaser details", "buyer")],
      fields: [
        f("date", "date", "Date of sale (ISO).", words("sale.date"), { stated: "saleVerb" }),
        f("price", "money", "Sale price.", words("sale.price")),
        // (a notice written as a letter is addressed to its purchaser)
        f("purchaserName", "name", "Purchaser's name.", words("customer.name"), { alone: "person", fallback: "letterAddressee" }),
        f("purchaserAddress", "text", "Purchaser's address.", words("customer.address"), { fallback: "letterAddresseeAddress" }),
      ],
    },
  ],
};
