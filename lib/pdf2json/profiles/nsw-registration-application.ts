// nsw_registration_application: application for registration or transfer of registration.
import { VEHICLE_SECTIONS, vehicleFields } from "./common-fields";
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
    { kind: "field", field: f("plateNumber", "string", "Registration plate number.", ["plate number", "plate no", "number plate", "registration number", "registration no", "plate", "rego no", "registration plate", "plate numbers"]) },
    { kind: "field", field: f("applicationType", "string", "New registration or transfer.", ["application type", "type of application", "application for", "transaction type"]) },
    {
      kind: "group",
      key: "applicant",
      description: "The applicant (an individual).",
      sections: ["applicant", "applicant details", "registered operator", "applicant s details", "new registered operator", "details of applicant", "customer details"],
      fields: [
        f("name", "string", "Applicant's full name.", ["name", "full name", "applicant name", "applicant", "family name and given names", "name of applicant", "applicant s name", "surname and given names"]),
        f("dateOfBirth", "date", "Date of birth (ISO).", ["date of birth", "dob", "d o b", "birth date"]),
        f("licenceNumber", "string", "NSW driver licence or customer number.", ["licence no", "licence number", "driver licence no", "driver licence number", "customer number", "nsw licence no", "licence or customer no", "licence customer number"]),
        f("address", "text", "Residential address.", ["address", "residential address", "home address", "street address"]),
        f("phone", "phone", "Phone.", ["phone", "telephone", "mobile", "contact number", "daytime phone"]),
        f("email", "email", "Email.", ["email", "email address", "e mail"]),
      ],
    },
    {
      kind: "group",
      key: "corporation",
      description: "The corporation, when the applicant is a company.",
      sections: ["corporation", "corporation details", "company details", "organisation", "organisation details", "business details", "company"],
      fields: [
        f("name", "string", "Corporation name.", ["corporation name", "company name", "organisation name", "name of corporation", "business name", "name"]),
        f("acn", "string", "ACN.", ["acn", "a c n", "australian company number"]),
        f("abn", "abn", "ABN.", ["abn", "a b n", "australian business number"]),
      ],
    },
    {
      kind: "group",
      key: "dealer",
      description: "The dealer who sold the vehicle, if any.",
      sections: ["dealer", "dealer details", "dealer use only", "motor dealer", "for dealer use", "dealer use"],
      fields: [
        f("name", "string", "Dealer name.", ["dealer name", "dealer", "name of dealer", "dealership", "name", "motor dealer"]),
        f("licenceNumber", "string", "Dealer licence number.", ["dealer licence no", "dealer licence number", "licence no", "licence number", "md no", "dealer no", "dealer number", "dealer licence"]),
      ],
    },
    {
      kind: "group",
      key: "purchase",
      description: "Purchase or acquisition details.",
      sections: ["purchase details", "acquisition details", "purchase", "purchase acquisition details", "details of purchase", "purchase or acquisition", "acquisition", "purchase acquisition"],
      fields: [
        f("date", "date", "Date of purchase or acquisition (ISO).", ["date of purchase", "purchase date", "date of acquisition", "acquisition date", "date acquired", "date"]),
        f("price", "money", "Purchase price.", ["purchase price", "price", "sale price", "price paid", "amount paid", "purchase price incl gst"]),
        f("marketValue", "money", "Market value.", ["market value", "value", "current market value"]),
        f("sellerName", "string", "Seller's name.", ["seller", "seller name", "name of seller", "seller s name", "vendor", "previous owner", "sold by", "seller full name"]),
        f("sellerAddress", "text", "Seller's address.", ["seller address", "seller s address", "address of seller", "vendor address"]),
      ],
    },
    { kind: "group", key: "vehicle", description: "Vehicle identification.", sections: VEHICLE_SECTIONS, fields: vehicleFields().filter((x) => !["condition", "stockNumber", "registrationPlate", "registrationExpiry"].includes(x.key)) },
    {
      kind: "group",
      key: "inspection",
      description: "The inspection report.",
      sections: ["inspection", "inspection report", "inspection details", "safety inspection", "pink slip", "vehicle inspection"],
      fields: [
        f("reportNumber", "string", "Inspection report number.", ["report no", "report number", "inspection report no", "inspection report number", "inspection no", "certificate no", "eSafety check no", "report"]),
        f("date", "date", "Inspection date (ISO).", ["inspection date", "date of inspection", "date", "date inspected"]),
        f("station", "string", "Inspection station.", ["inspection station", "station", "authorised inspection station", "ais", "station name", "examiner"]),
      ],
    },
    {
      kind: "group",
      key: "declaration",
      description: "The applicant's declaration.",
      sections: ["declaration", "applicant declaration", "declaration and signature", "signature"],
      fields: [
        f("signedBy", "string", "Who signed the declaration.", ["signed", "signed by", "signature", "name of signatory", "signatory", "applicant signature", "declared by"]),
        f("date", "date", "Date of the declaration (ISO).", ["date", "date signed", "declaration date", "signed on"]),
      ],
    },
  ],
};
