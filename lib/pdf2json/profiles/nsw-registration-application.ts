// nsw_registration_application: application for registration or transfer of registration.
import { VEHICLE_SECTIONS, vehicleFields } from "./common-fields";
import { pick, strongWords, words } from "../lexicon";
import { f, type ProfileSpec } from "./types";

export const nswRegistrationApplication: ProfileSpec = {
  id: "nsw_registration_application",
  version: 1,
  title: "NSW registration application",
  description: "Registration and transfer-of-registration application: plate number, applicant or corporation, dealer, purchase or acquisition details including the seller, vehicle identification, inspection report, declaration.",
  evidence: {
    title: ["application for registration", "registration application", "application for transfer of registration", "transfer of registration", "application to register a vehicle", "vehicle registration application"],
    phrases: [["application for", 2], ["registration", 1], ["applicant", 2], ["transfer", 1], ["declaration", 1], ["inspection report", 1.5], ["plate number", 1], ["corporation", 1], ["acquisition", 1.5], ["seller", 0.5], ["service nsw", 2], ["transport for nsw", 2], ["roads and maritime", 2]],
  },
  entries: [
    { kind: "field", field: f("plateNumber", "plate", "Registration plate number.", [...strongWords("vehicle.registrationPlate"), ...pick("vehicle.registrationPlate", "plate")]) },
    { kind: "field", field: f("applicationType", "registrationKind", "New registration or transfer.", words("application.type"), { fallback: "tickedChoice" }) },
    {
      kind: "group",
      key: "applicant",
      description: "The applicant (an individual).",
      sections: [...words("section.applicant"), ...pick("section.purchaser", "customer details")],
      fields: [
        f("name", "name", "Applicant's full name.", words("applicant.name")),
        f("dateOfBirth", "date", "Date of birth (ISO).", words("person.dateOfBirth")),
        f("licenceNumber", "string", "NSW driver licence or customer number.", words("applicant.licenceNumber")),
        f("address", "text", "Residential address.", words("customer.address")),
        f("phone", "phone", "Phone.", words("customer.phone")),
        f("email", "email", "Email.", words("customer.email")),
      ],
    },
    {
      kind: "group",
      key: "corporation",
      description: "The corporation, when the applicant is a company.",
      sections: words("section.corporation"),
      fields: [
        f("name", "name", "Corporation name.", words("corporation.name")),
        f("acn", "string", "ACN.", words("party.acn")),
        f("abn", "abn", "ABN.", words("party.abn")),
      ],
    },
    {
      kind: "group",
      key: "dealer",
      description: "The dealer who sold the vehicle, if any.",
      sections: [...pick("section.dealer", "dealer", "dealer details", "motor dealer"), ...words("section.dealerUse")],
      fields: [
        f("name", "name", "Dealer name.", [...words("dealer.name"), ...pick("customer.name", "name")]),
        f("licenceNumber", "licence", "Dealer licence number.", words("dealer.licenceNumber")),
      ],
    },
    {
      kind: "group",
      key: "purchase",
      description: "Purchase or acquisition details.",
      sections: words("section.purchase"),
      fields: [
        f("date", "date", "Date of purchase or acquisition (ISO).", words("purchase.date")),
        f("price", "money", "Purchase price.", [...words("sale.price"), ...pick("totals.amountPaid", "amount paid")]),
        f("marketValue", "money", "Market value.", words("purchase.marketValue")),
        f("sellerName", "name", "Seller's name.", words("seller.name")),
        f("sellerAddress", "text", "Seller's address.", words("seller.address")),
      ],
    },
    { kind: "group", key: "vehicle", description: "Vehicle identification.", sections: VEHICLE_SECTIONS, fields: vehicleFields().filter((x) => !["condition", "stockNumber", "registrationPlate", "registrationExpiry"].includes(x.key)) },
    {
      kind: "group",
      key: "inspection",
      description: "The inspection report.",
      sections: words("section.inspection"),
      fields: [
        f("reportNumber", "string", "Inspection report number.", words("inspection.reportNumber")),
        f("date", "date", "Inspection date (ISO).", words("inspection.date")),
        f("station", "name", "Inspection station.", words("inspection.station")),
      ],
    },
    {
      kind: "group",
      key: "declaration",
      description: "The applicant's declaration.",
      sections: words("section.declaration"),
      fields: [
        f("signedBy", "name", "Who signed the declaration.", words("declaration.signedBy")),
        f("date", "date", "Date of the declaration (ISO).", words("declaration.date")),
      ],
    },
  ],
};
