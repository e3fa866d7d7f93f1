// The vehicle: identification (VIN, engine, plate), description (make, model, series, body, colour),
// odometer and registration; the same for a vehicle traded in (scope "tradein").
import { LANGS, concept, type Concept } from "./types";

export const VEHICLE = [
  concept("vehicle.make", "field", "The manufacturer (make).", {
    en: ["make", "vehicle make", "manufacturer", "Make of vehicle", "Vehicle manufacturer", "Brand", "Mfr", "Manufacturer / make", "Marque"],
    de: ["Marke", "Hersteller", "Fabrikat", "Fahrzeughersteller"],
    fr: ["Marque", "Constructeur"],
    nl: ["Merk", "Fabrikaat"],
    es: ["Marca", "Fabricante"],
    it: ["Marca", "Casa costruttrice"],
  }),
  concept("vehicle.model", "field", "The model, with its series / grade / variant.", {
    en: [
      "model", "vehicle model", "model variant", "model series", "Model / variant", "Model & series", "Model/series", "Model name", "Model description", "Series", "Grade", "Variant",
      "Badge", "Trim", "MDL", "Model code", "Model (and variant)", "Vehicle model / variant", "Model & grade", "Model/grade", "Series / variant",
    ],
    de: ["Modell", "Modellbezeichnung", "Ausführung", "Variante"],
    fr: ["Modèle", "Version", "Finition"],
    nl: ["Model", "Uitvoering", "Modelnaam"],
    es: ["Modelo", "Versión", "Acabado"],
    it: ["Modello", "Versione", "Allestimento"],
    // the variant's own labels name the model only where no "Model" label is printed
  }, { weak: ["Series", "Series / variant", "Grade", "Variant", "Badge", "Trim", "Ausführung", "Variante", "Version", "Finition", "Uitvoering", "Versión", "Acabado", "Versione", "Allestimento"] }),
  concept("vehicle.year", "field", "Year of manufacture or model year.", {
    en: [
      "year", "model year", "year of manufacture", "build year", "yr", "year of build", "Year of mfr", "Year of manufacture (YOM)", "YOM", "Yr of manufacture", "Manufacture year",
      "Year made", "Year model", "Build yr", "Year built", "MY", "Model yr",
    ],
    de: ["Baujahr", "Modelljahr", "Jahr"],
    fr: ["Année", "Année modèle", "Année de fabrication"],
    nl: ["Bouwjaar", "Modeljaar", "Jaar"],
    es: ["Año", "Año de fabricación", "Año modelo"],
    it: ["Anno", "Anno di costruzione", "Anno modello"],
  }),
  concept("vehicle.bodyType", "field", "Body type (sedan, wagon, utility ...).", {
    en: ["body", "body type", "body style", "shape", "Body shape", "Body description", "Body / shape", "Vehicle body", "Body style / type", "Type of body", "Body type/shape"],
    de: ["Karosserie", "Aufbau", "Karosserieform", "Aufbauart"],
    fr: ["Carrosserie", "Type de carrosserie"],
    nl: ["Carrosserie", "Koetswerk", "Carrosserievorm"],
    es: ["Carrocería", "Tipo de carrocería"],
    it: ["Carrozzeria", "Tipo di carrozzeria"],
  }),
  concept("vehicle.colour", "field", "Body colour.", {
    en: [
      "colour", "color", "body colour", "exterior colour", "paint", "Paint colour", "Paint color", "Ext. colour", "Exterior color", "Body color", "Vehicle colour", "Main colour",
      "Primary colour", "Colour (exterior)", "Paint / colour",
    ],
    de: ["Farbe", "Außenfarbe", "Lackierung", "Fahrzeugfarbe"],
    fr: ["Couleur", "Teinte", "Couleur extérieure"],
    nl: ["Kleur", "Lakkleur"],
    es: ["Color", "Color exterior"],
    it: ["Colore", "Colore esterno"],
  }),
  concept("vehicle.vin", "field", "17-character vehicle identification number (or chassis number).", {
    en: [
      "vin", "vin no", "vin number", "vin chassis", "vin chassis no", "chassis no", "chassis number", "vehicle identification number", "vehicle identification no", "vin chassis number",
      "VIN / Chassis No.", "VIN/Chassis number", "Chassis", "Chassis / VIN", "Chassis/VIN No", "VIN #", "V.I.N.", "Vehicle Identification No.", "Vehicle Identification Number (VIN)",
      "Vehicle ID number", "Frame number", "Frame no", "VIN (17 characters)",
    ],
    de: ["Fahrgestellnummer", "FIN", "Fahrzeug-Identifizierungsnummer", "Fahrzeugidentifikationsnummer", "Fahrgestell-Nr."],
    fr: ["Numéro de série", "N° de châssis", "Numéro de châssis", "Numéro d'identification du véhicule", "Numéro VIN"],
    nl: ["Chassisnummer", "VIN-nummer", "Voertuigidentificatienummer"],
    es: ["Número de bastidor", "Bastidor", "Número de chasis", "Número VIN"],
    it: ["Numero di telaio", "Telaio", "Numero VIN"],
  }),
  concept("vehicle.engineNumber", "field", "Engine number.", {
    en: ["engine no", "engine number", "engine", "motor no", "engine num", "Eng. No.", "Engine #", "Engine serial", "Engine serial number", "Motor number", "Engine ID", "Eng No", "Engine no."],
    de: ["Motornummer", "Motor-Nr."],
    fr: ["Numéro de moteur", "N° moteur", "N° de moteur"],
    nl: ["Motornummer"],
    es: ["Número de motor", "Nº de motor"],
    it: ["Numero motore", "Numero di motore"],
  }, { weak: ["engine"] }),
  concept("vehicle.registrationPlate", "field", "Registration plate (rego) number.", {
    en: [
      "registration", "registration no", "registration number", "rego", "rego no", "rego number", "plate", "plate no", "plate number", "registration plate", "number plate", "reg no",
      "registration plate number", "Reg. No.", "Rego #", "Registration #", "Rego plate", "Plate #", "Licence plate", "License plate number", "Registration (plate)", "Plate / rego",
      "Number plates", "Reg. plate", "Registration mark", "plate numbers", "Rego no.",
    ],
    de: ["Kennzeichen", "Amtliches Kennzeichen", "Kfz-Kennzeichen", "Polizeiliches Kennzeichen"],
    fr: ["Immatriculation", "N° d'immatriculation", "Numéro d'immatriculation", "Plaque d'immatriculation"],
    nl: ["Kenteken", "Kentekennummer", "Nummerplaat"],
    es: ["Matrícula", "Número de matrícula", "Placa"],
    it: ["Targa", "Numero di targa"],
  }, { weak: ["registration", "rego", "plate"] }),
  concept("vehicle.registrationExpiry", "field", "The date the registration expires.", {
    en: [
      "registration expiry", "rego expiry", "registration expires", "rego expires", "expiry date", "registration due", "Rego expiry date", "Registration expiry date", "Reg. expiry",
      "Rego due", "Registration valid until", "Registered until", "Rego exp.", "Registration end date", "Registration due date",
    ],
  }, { weak: ["expiry date"] }),
  concept("vehicle.odometer", "field", "Odometer reading (km).", {
    en: [
      "odometer", "odometer reading", "odo", "kms", "km", "kilometres", "odometer km", "odometer kms", "kilometres travelled", "odometer reading km", "Odo.", "Odometer (km)",
      "Odometer reading (km)", "Kms travelled", "Mileage", "Km's", "Distance travelled", "Current odometer", "Odo reading", "Indicated odometer", "Odometer reading at sale", "Odometer reading at date of sale", "Odometer reading at the date of sale", "Indicated kms", "Indicated kilometres", "Kilometres indicated", "Speedo reading", "Speedometer reading", "Current odometer reading", "How many kilometres has the vehicle travelled",
    ],
    de: ["Kilometerstand", "km-Stand", "Tachostand", "Laufleistung"],
    fr: ["Kilométrage", "Compteur"],
    nl: ["Kilometerstand", "Tellerstand", "Km-stand"],
    es: ["Kilometraje", "Cuentakilómetros"],
    it: ["Chilometraggio", "Km percorsi", "Contachilometri"],
  }, { weak: ["km", "kms", "kilometres"] }),
  concept("vehicle.stockNumber", "field", "The dealer's stock number.", {
    en: ["stock no", "stock number", "stock", "stock id", "stock num", "Stock #", "Stk No", "Stock code", "Stock ref", "Dealer stock no", "Stock No.", "Inventory number", "Inventory #", "Unit No.", "Unit #", "Unit number"],
    de: ["Bestandsnummer", "Lagernummer"],
    fr: ["N° de stock", "Numéro de stock"],
    nl: ["Voorraadnummer"],
    es: ["Número de stock"],
    it: ["Numero di stock"],
  }, { weak: ["stock"] }),
  concept("vehicle.condition", "field", "New, used or demonstrator.", {
    en: [
      "condition", "vehicle condition", "new used demo", "sale type", "vehicle type", "new used", "type of sale", "New/Used", "New / Used / Demo", "New/Demo/Used", "Vehicle status",
      "Status (new/used)", "New or used", "Demo/new/used", "Sale category", "Category of sale", "Vehicle category", "Stock type", "Sale status", "Status",
      "Sold as", "Vehicle sold as", "Supplied as", "Vehicle supplied as",
    ],
    de: ["Zustand", "Neu/Gebraucht", "Fahrzeugzustand"],
    fr: ["État", "Neuf/Occasion"],
    nl: ["Staat", "Nieuw/Gebruikt"],
    es: ["Estado", "Nuevo/Usado"],
    it: ["Condizione", "Nuovo/Usato"],
  }, { weak: ["condition"] }),
  concept("vehicle.transmission", "field", "Transmission (manual, automatic ...).", {
    en: ["Transmission", "Trans.", "Gearbox", "Trans type", "Transmission type", "Gear type", "Auto/manual"],
    de: ["Getriebe", "Getriebeart", "Schaltung"],
    fr: ["Boîte de vitesses", "Transmission"],
    nl: ["Transmissie", "Versnellingsbak", "Schakeling"],
    es: ["Transmisión", "Cambio", "Caja de cambios"],
    it: ["Cambio", "Trasmissione"],
  }),
  concept("vehicle.fuelType", "field", "Fuel type.", {
    en: ["Fuel", "Fuel type", "Type of fuel", "Motive power", "Fuel/power"],
    de: ["Kraftstoff", "Kraftstoffart", "Antriebsart"],
    fr: ["Carburant", "Énergie", "Type de carburant"],
    nl: ["Brandstof", "Brandstofsoort"],
    es: ["Combustible", "Tipo de combustible"],
    it: ["Carburante", "Alimentazione"],
  }),
  concept("vehicle.engineCapacity", "field", "Engine capacity / size.", {
    en: ["Engine capacity", "Engine size", "Capacity (cc)", "Engine cc", "Displacement", "Cubic capacity", "CC", "Litres"],
    de: ["Hubraum", "Hubraum (ccm)"],
    fr: ["Cylindrée"],
    nl: ["Cilinderinhoud"],
    es: ["Cilindrada"],
    it: ["Cilindrata"],
  }),
  concept("vehicle.cylinders", "field", "Number of cylinders.", { en: ["Cylinders", "No. of cylinders", "Number of cylinders", "Cyl", "Cyls"], de: ["Zylinder", "Zylinderzahl"], fr: ["Cylindres"], es: ["Cilindros"], it: ["Cilindri"] }),
  concept("vehicle.complianceDate", "field", "Compliance plate date.", { en: ["Compliance date", "Compliance plate date", "Comp date", "Compliance", "Complied date", "Date of compliance"] }),
  concept("vehicle.buildDate", "field", "Build date.", { en: ["Build date", "Date of manufacture", "Built date", "Manufacture date", "Date built", "Build month/year"], de: ["Herstellungsdatum"], fr: ["Date de fabrication"], es: ["Fecha de fabricación"], it: ["Data di costruzione"] }),
  concept("vehicle.firstRegistration", "field", "Date of first registration.", {
    en: ["First registration", "Date of first registration", "First registered", "First reg. date"],
    de: ["Erstzulassung", "Datum der Erstzulassung", "EZ"],
    fr: ["Date de première immatriculation", "Première mise en circulation"],
    nl: ["Datum eerste toelating", "Eerste inschrijving"],
    es: ["Fecha de primera matriculación", "Primera matriculación"],
    it: ["Data di prima immatricolazione", "Prima immatricolazione"],
  }),
  concept("vehicle.tareWeight", "field", "Tare weight / mass.", { en: ["Tare weight", "Tare mass", "Tare", "Tare (kg)", "Unladen weight"], de: ["Leergewicht"], fr: ["Poids à vide"], nl: ["Leeggewicht"], es: ["Tara"], it: ["Tara"] }),
  concept("vehicle.gvm", "field", "Gross vehicle mass.", { en: ["GVM", "Gross vehicle mass", "GVM (kg)", "Gross vehicle weight", "GVW", "ATM", "Aggregate trailer mass"], de: ["Zulässiges Gesamtgewicht"], fr: ["PTAC"] }),
  concept("vehicle.seats", "field", "Seating capacity.", { en: ["Seats", "Seating capacity", "No. of seats", "Seating"], de: ["Sitzplätze"], fr: ["Places assises"], nl: ["Zitplaatsen"], es: ["Plazas"], it: ["Posti"] }),
  concept("vehicle.keyNumber", "field", "Key number.", { en: ["Key no", "Key number", "Key #", "Key code"] }),

  // ---- the vehicle traded in
  concept("tradein.make", "field", "Trade-in make.", { en: ["make", "trade in make", "Trade-in make", "Make of trade-in", "Trade make", "Trade-in vehicle make"] }, { weak: ["make"], scope: ["tradein", "trade"] }),
  concept("tradein.model", "field", "Trade-in model.", { en: ["model", "trade in model", "Trade-in model", "Trade model", "Model of trade-in", "Trade-in vehicle model"] }, { weak: ["model"], scope: ["tradein", "trade"] }),
  concept("tradein.year", "field", "Trade-in year.", { en: ["year", "trade in year", "Trade-in year", "Year of trade-in", "Trade year", "Trade-in build year"] }, { weak: ["year"], scope: ["tradein", "trade"] }),
  concept("tradein.vin", "field", "Trade-in VIN.", {
    en: ["vin", "vin no", "chassis no", "trade in vin", "vin chassis no", "vin chassis", "Trade-in VIN", "Trade-in VIN/Chassis", "VIN (trade-in)", "Trade VIN", "Trade-in chassis no"],
  }, { weak: ["vin", "vin no", "chassis no", "vin chassis no", "vin chassis"], scope: ["tradein", "trade"] }),
  concept("tradein.registrationPlate", "field", "Trade-in registration plate.", {
    en: [
      "registration", "registration no", "rego", "rego no", "plate", "plate no", "registration plate", "trade in rego", "trade in registration", "Trade-in rego no.", "Trade-in registration number",
      "Trade-in plate", "Trade rego", "Trade-in registration plate",
    ],
  }, { weak: ["registration", "registration no", "rego", "rego no", "plate", "plate no", "registration plate"], scope: ["tradein", "trade"] }),
  concept("tradein.odometer", "field", "Trade-in odometer (km).", {
    en: ["odometer", "odometer reading", "odo", "kms", "trade in odometer", "Trade-in odometer", "Trade-in kms", "Trade odometer", "Odometer (km)", "Trade-in odometer reading"],
  }, { weak: ["odometer", "odometer reading", "odo", "kms", "Odometer (km)"], scope: ["tradein", "trade"] }),
  concept("tradein.allowance", "field", "Trade-in allowance: the price given for the trade-in.", {
    en: [
      "allowance", "trade in allowance", "trade allowance", "trade in value", "trade in price", "less trade in", "trade in", "trade in amount", "less trade in allowance",
      "Less: trade-in", "Less: trade-in allowance", "Trade-in valuation", "Trade-in credit", "Allowance for trade-in", "Trade-in offer", "Value of trade-in", "Gross trade-in allowance",
      "Trade-in allowance (less)",
    ],
    de: ["Inzahlungnahme", "Inzahlungnahmepreis", "Anrechnung Altfahrzeug", "Gebrauchtwagen-Anrechnung"],
    fr: ["Reprise", "Valeur de reprise", "Montant de la reprise"],
    nl: ["Inruil", "Inruilwaarde", "Inruilprijs"],
    es: ["Permuta", "Valor de permuta"],
    it: ["Permuta", "Valore permuta"],
  }, { weak: ["allowance"], scope: ["tradein", "trade"] }),
  concept("tradein.payout", "field", "Payout owing on the trade-in to its financier.", {
    en: [
      "payout", "trade in payout", "payout amount", "finance payout", "payout to financier", "less payout", "payout owing", "Payout figure", "Trade-in payout", "Amount owing to financier",
      "Encumbrance payout", "Payout to finance company", "Less: payout", "Payout (owing)", "Finance owing", "Plus payout", "Plus: payout", "Add payout", "Payout on trade-in", "Plus payout on trade-in", "Add payout on trade-in",
    ],
    de: ["Ablösesumme", "Restschuld"],
    fr: ["Solde du crédit"],
    nl: ["Aflossing restschuld"],
  }, { scope: ["tradein", "trade", "payout"] }),
];

// Inside its own part of the page a trade-in is described in the sold vehicle's words ("YOM", "Chassis
// Number", "Mfr"): each trade-in field also reads every wording of its vehicle concept, weak (context-only),
// so outside the trade-in part the vehicle keeps them.
for (const t of VEHICLE as Concept[]) {
  const v = t.id.startsWith("tradein.") ? VEHICLE.find((x) => x.id === `vehicle.${t.id.slice("tradein.".length)}`) : undefined;
  if (!v) continue;
  const own = new Set(LANGS.flatMap((l) => t.wordings[l] ?? []));
  const borrowed: string[] = [];
  for (const l of LANGS) {
    const add = (v.wordings[l] ?? []).filter((w) => !own.has(w) && !v.weak?.includes(w)); // not what is context-only already
    if (!add.length) continue;
    t.wordings[l] = [...(t.wordings[l] ?? []), ...add];
    borrowed.push(...add);
  }
  t.weak = [...(t.weak ?? []), ...borrowed];
}
