// Field groups that Australian motor-dealer documents share: the dealer, a person, a vehicle, a trade-in.
// Label wordings are the ones these documents print (licence/LMCT/MD number, rego, odometer, chassis no).
import { f, type FieldSpec } from "./types";

export const dealerFields = (): FieldSpec[] => [
  f("name", "string", "Dealer's business name as printed.", ["dealer", "dealer name", "dealership", "business name", "trading name", "motor dealer", "dealer business name", "name of dealer", "supplier", "seller", "vendor"], { fallback: "entity" }),
  f("abn", "abn", "Australian Business Number, formatted 'NN NNN NNN NNN'.", ["abn", "dealer abn", "a b n", "australian business number"]),
  f("dealerLicenceNumber", "string", "Motor dealer licence number (MD/LMCT/DL).", ["dealer licence", "dealer licence no", "dealer licence number", "licence no", "licence number", "lmct", "lmct no", "lmct number", "md no", "md number", "dealer no", "dealer number", "motor dealer licence", "motor dealer licence no", "dealer licence no md", "licence", "dealer license", "dealer license no", "license no", "dealers licence no"]),
  f("address", "text", "Business address.", ["address", "dealer address", "business address", "premises", "premises address", "place of business", "location"]),
  f("phone", "phone", "Phone number.", ["phone", "ph", "telephone", "tel", "phone no", "dealer phone", "contact number", "p", "t"], { fallback: "phone" }),
  f("email", "email", "Email address.", ["email", "e mail", "e", "dealer email", "email address"]),
];

export const personFields = (prefix: string[]): FieldSpec[] => {
  const p = (labels: string[]) => [...labels, ...prefix.flatMap((x) => labels.map((l) => `${x} ${l}`))];
  return [
    f("name", "string", "Full name (or company name).", [...p(["name", "full name"]), ...prefix]),
    f("address", "text", "Postal or residential address.", p(["address", "residential address", "postal address"])),
    f("phone", "phone", "Phone number.", p(["phone", "ph", "mobile", "telephone", "tel", "contact number", "phone no"])),
    f("email", "email", "Email address.", p(["email", "e mail", "email address"])),
  ];
};

export const vehicleFields = (): FieldSpec[] => [
  f("make", "string", "Manufacturer.", ["make", "vehicle make", "manufacturer"]),
  f("model", "string", "Model (and variant).", ["model", "vehicle model", "model variant", "model series"]),
  f("year", "year", "Year of manufacture or model year.", ["year", "model year", "year of manufacture", "build year", "yr", "year of build"]),
  f("bodyType", "string", "Body type (sedan, wagon, utility...).", ["body", "body type", "body style", "shape"]),
  f("colour", "string", "Body colour.", ["colour", "color", "body colour", "exterior colour", "paint"]),
  f("vin", "vin", "17-character vehicle identification number.", ["vin", "vin no", "vin number", "vin chassis", "vin chassis no", "chassis no", "chassis number", "vehicle identification number", "vehicle identification no", "vin chassis number"]),
  f("engineNumber", "string", "Engine number.", ["engine no", "engine number", "engine", "motor no", "engine num"]),
  f("registrationPlate", "string", "Registration plate (rego) number.", ["registration", "registration no", "registration number", "rego", "rego no", "rego number", "plate", "plate no", "plate number", "registration plate", "number plate", "reg no", "registration plate number"]),
  f("registrationExpiry", "date", "Date the registration expires.", ["registration expiry", "rego expiry", "registration expires", "rego expires", "expiry date", "registration due"]),
  f("odometer", "integer", "Odometer reading in kilometres.", ["odometer", "odometer reading", "odo", "kms", "km", "kilometres", "odometer km", "odometer kms", "kilometres travelled", "odometer reading km"]),
  f("stockNumber", "string", "Dealer's stock number.", ["stock no", "stock number", "stock", "stock id", "stock num"]),
  f("condition", "string", "New, used or demonstrator.", ["condition", "vehicle condition", "new used demo", "sale type", "vehicle type", "new used"]),
];

export const tradeInFields = (): FieldSpec[] => [
  f("make", "string", "Trade-in make.", ["make", "trade in make"]),
  f("model", "string", "Trade-in model.", ["model", "trade in model"]),
  f("year", "year", "Trade-in year.", ["year", "trade in year"]),
  f("vin", "vin", "Trade-in VIN.", ["vin", "vin no", "chassis no", "trade in vin", "vin chassis no", "vin chassis"]),
  f("registrationPlate", "string", "Trade-in registration plate.", ["registration", "registration no", "rego", "rego no", "plate", "plate no", "registration plate", "trade in rego", "trade in registration"]),
  f("odometer", "integer", "Trade-in odometer (km).", ["odometer", "odometer reading", "odo", "kms", "trade in odometer"]),
  f("allowance", "money", "Trade-in allowance (price given for the trade-in).", ["allowance", "trade in allowance", "trade allowance", "trade in value", "trade in price", "less trade in", "trade in", "trade in amount"]),
  f("payout", "money", "Payout owing on the trade-in to its financier.", ["payout", "trade in payout", "payout amount", "finance payout", "payout to financier", "less payout", "payout owing"]),
];

export const TRADE_IN_SECTIONS = ["trade in", "trade in vehicle", "trade in details", "trade in vehicle details", "tradein", "trade", "vehicle traded in", "trade in particulars"];
export const VEHICLE_SECTIONS = ["vehicle", "vehicle details", "vehicle description", "motor vehicle", "vehicle particulars", "vehicle information", "vehicle identification", "vehicle sold", "vehicle purchased", "details of vehicle", "description of vehicle", "the vehicle", "particulars of vehicle"];
export const DEALER_SECTIONS = ["dealer", "dealer details", "seller", "vendor", "supplier", "dealership", "motor dealer", "dealer information", "selling dealer", "supplier details", "seller details"];
