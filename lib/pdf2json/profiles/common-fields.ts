// Field groups that Australian motor-dealer documents share: the dealer, a person, a vehicle, a trade-in.
// Label wordings are the ones these documents print (licence/LMCT/MD number, rego, odometer, chassis no).
import { words } from "../lexicon";
import { f, type FieldSpec } from "./types";

export const dealerFields = (): FieldSpec[] => [
  f("name", "name", "Dealer's business name as printed.", words("dealer.name"), { fallback: "entity" }),
  f("abn", "abn", "Australian Business Number, formatted 'NN NNN NNN NNN'.", words("party.abn"), { fallback: "onlyValue" }),
  f("dealerLicenceNumber", "licence", "Motor dealer licence number (MD/LMCT/DL).", words("dealer.licenceNumber")),
  f("address", "text", "Business address.", words("dealer.address"), { fallback: "letterheadAddress" }),
  f("phone", "phone", "Phone number.", words("dealer.phone"), { fallback: "phone" }),
  f("email", "email", "Email address.", words("dealer.email")),
];

export const personFields = (prefix: string[]): FieldSpec[] => {
  // the lexicon's customer concepts carry the "<role> <label>" wordings; the prefix roles also stand alone
  return [
    f("name", "name", "Full name (or company name).", [...words("customer.name"), ...prefix]),
    // (unlabelled: a street over its town in the party's own part, "Bill To" over "87 George Road" / "Tuggerah NSW 2259")
    f("address", "text", "Postal or residential address.", words("customer.address"), { fallback: "address" }),
    f("phone", "phone", "Phone number.", words("customer.phone")),
    // (unlabelled: the "To:" of a mail client's print header, the document sent to the party as an e-mail)
    f("email", "email", "Email address.", words("customer.email"), { fallback: "mailRecipient" }),
  ];
};

export const vehicleFields = (): FieldSpec[] => [
  f("make", "string", "Manufacturer.", words("vehicle.make"), { alone: "make" }),
  f("model", "string", "Model (and variant).", words("vehicle.model")),
  f("year", "year", "Year of manufacture or model year.", words("vehicle.year")),
  f("bodyType", "string", "Body type (sedan, wagon, utility...).", words("vehicle.bodyType"), { alone: "bodyType" }),
  f("colour", "string", "Body colour.", words("vehicle.colour"), { alone: "colour" }),
  f("vin", "vin", "17-character vehicle identification number.", words("vehicle.vin"), { fallback: "onlyValue" }),
  f("engineNumber", "string", "Engine number.", words("vehicle.engineNumber")),
  f("registrationPlate", "plate", "Registration plate (rego) number.", words("vehicle.registrationPlate")),
  f("registrationExpiry", "date", "Date the registration expires.", words("vehicle.registrationExpiry")),
  f("odometer", "integer", "Odometer reading in kilometres.", words("vehicle.odometer")),
  f("stockNumber", "string", "Dealer's stock number.", words("vehicle.stockNumber")),
  f("condition", "condition", "New, used or demonstrator.", words("vehicle.condition"), { fallback: "tickedChoice" }),
];

export const tradeInFields = (): FieldSpec[] => [
  f("make", "string", "Trade-in make.", words("tradein.make"), { alone: "make" }),
  f("model", "string", "Trade-in model.", words("tradein.model")),
  f("year", "year", "Trade-in year.", words("tradein.year")),
  f("vin", "vin", "Trade-in VIN.", words("tradein.vin")),
  f("registrationPlate", "plate", "Trade-in registration plate.", words("tradein.registrationPlate")),
  f("odometer", "integer", "Trade-in odometer (km).", words("tradein.odometer")),
  f("allowance", "money", "Trade-in allowance (price given for the trade-in).", words("tradein.allowance")),
  f("payout", "money", "Payout owing on the trade-in to its financier.", words("tradein.payout")),
];

export const TRADE_IN_SECTIONS = words("section.tradeIn");
export const VEHICLE_SECTIONS = words("section.vehicle");
export const DEALER_SECTIONS = words("section.dealer");
