// Forms: the NSW Form 7 motor dealer's notice (register, guarantee), the NSW registration / transfer
// application (application type, inspection, market value, declaration), and signature blocks.
import { concept } from "./types";

export const FORMS = [
  concept("register.number", "field", "The dealer's register number (Form 7).", {
    en: [
      "register no", "register number", "dealer s register no", "dealers register no", "register", "dealer register number", "dealer register no", "register num", "Dealer's register number",
      "Dealer's register no.", "Register No.", "Register #", "Dealers register number", "Number of register",
      // the dealer's register is kept as a bound book ("police book") in many dealerships
      "Register book no.", "Register book number", "Dealer's register book", "Police book no.", "Police book number",
    ],
  }, { weak: ["register"] }),
  concept("register.entry", "field", "The entry number in the dealer's register (Form 7).", {
    en: ["entry no", "entry number", "register entry no", "register entry number", "entry", "entry num", "Entry #", "Entry No.", "Register entry", "Entry in register", "Entry number in register", "Dealer's register entry number", "Entry number of the vehicle in the register", "Entry number of vehicle in dealer's register"],
  }, { weak: ["entry"] }),
  concept("guarantee.applies", "field", "Whether the dealer guarantee (statutory warranty) applies.", {
    en: [
      "guarantee applies", "dealer guarantee applies", "applies", "does the guarantee apply", "warranty applies", "guarantee", "dealer guarantee", "statutory warranty applies",
      "Dealer guarantee applies (yes/no)", "Guarantee applies?", "Does the dealer guarantee apply", "Statutory warranty", "Dealer's guarantee", "Statutory guarantee applies",
      "Guarantee (yes/no)", "Is the vehicle subject to a dealer guarantee", "Warranty",
      // the statutory form asks it
      "Does a dealer guarantee apply to this vehicle", "Does a dealer guarantee apply", "Is the vehicle covered by the statutory dealer guarantee", "Is the vehicle covered by a dealer guarantee",
    ],
  }, { weak: ["applies", "guarantee", "Warranty"] }),
  concept("guarantee.periodMonths", "field", "Guarantee period in months.", {
    en: [
      "period months", "guarantee period", "period", "months", "warranty period", "guarantee period months", "Period (months)", "Guarantee period (months)", "Warranty period (months)",
      "No. of months", "Number of months", "Term (months)", "Months of guarantee", "Duration of guarantee", "For how many months", "How many months",
    ],
  }, { weak: ["period", "months"] }),
  concept("guarantee.kilometres", "field", "Guarantee distance in kilometres.", {
    en: [
      "kilometres", "distance", "km limit", "guarantee km", "guarantee kilometres", "warranty km", "kilometre limit", "Kilometres (limit)", "Distance (km)", "Guarantee distance",
      "Warranty kilometres", "Guarantee distance (km)", "Max. km", "Kilometres of guarantee", "Number of kilometres covered", "Kilometres covered", "For how many kilometres", "How many kilometres",
    ],
  }, { weak: ["kilometres", "distance"], scope: ["guarantee", "warranty"] }),
  concept("guarantee.expiryDate", "field", "Guarantee expiry date.", {
    en: [
      "expiry date", "expires", "guarantee expires", "guarantee expiry", "expiry", "warranty expiry", "Guarantee expiry date", "Expiry date of guarantee", "Expires on", "Warranty expiry date",
      "Guarantee expires on", "Date guarantee expires", "Guarantee valid until",
    ],
  }, { weak: ["expiry date", "expires", "expiry", "Expires on"], scope: ["guarantee", "warranty"] }),
  concept("guarantee.expiryOdometer", "field", "Odometer reading at which the guarantee expires.", {
    en: [
      "expiry odometer", "expires at odometer", "odometer at expiry", "guarantee expiry odometer", "expiry km", "Odometer reading at expiry", "Expiry odometer reading", "Guarantee expires at (km)",
      "Expiry kilometres", "Or at odometer reading", "Expires at km", "The guarantee expires at an odometer reading of", "Guarantee expires at odometer reading",
    ],
  }, { scope: ["guarantee", "warranty", "expiry"] }),
  concept("application.type", "field", "Registration application type (new or transfer).", {
    en: [
      "application type", "type of application", "application for", "transaction type", "Type of transaction", "Application (new / transfer)", "I am applying for", "Applying for",
      "Registration type", "Nature of application",
      // agency forms head the line with the bare "Transaction"; the closed value (transfer, renewal…) decides
      "Transaction",
    ],
  }, { weak: ["Transaction"] }),
  concept("inspection.reportNumber", "field", "Inspection report number.", {
    en: [
      "report no", "report number", "inspection report no", "inspection report number", "inspection no", "certificate no", "eSafety check no", "report", "Pink slip number",
      "eSafety check number", "e-Safety check no", "Safety check number", "Certificate number", "Inspection certificate no", "Blue slip number", "AUVIS report number", "Report reference",
    ],
  }, { weak: ["report"] }),
  concept("inspection.date", "field", "Inspection date.", {
    en: ["inspection date", "date of inspection", "date", "date inspected", "Date of inspection report", "Inspected on", "Inspection report date", "Date of eSafety check", "Test date", "When was the vehicle inspected"],
  }, { weak: ["date"] }),
  concept("inspection.station", "field", "Inspection station / examiner.", {
    en: [
      "inspection station", "station", "authorised inspection station", "ais", "station name", "examiner", "AIS number", "Authorised inspection station (AIS)", "Inspection station name",
      "Name of inspection station", "Station number", "Examiner name", "Inspector", "Authorised examiner", "Inspected by", "Where was the vehicle inspected",
      "Inspected at", "Examined at", "Place of inspection", "Inspection location", "Examining station", "Tested at",
    ],
  }, { weak: ["station"] }),
  concept("purchase.marketValue", "field", "Market value of the vehicle.", {
    en: [
      "market value", "value", "current market value", "Market value (incl. GST)", "Value of vehicle", "Vehicle market value", "Dutiable value", "Current value", "Estimated value", "Valuation",
      "Value for duty", "Market value of vehicle",
    ],
    de: ["Marktwert", "Verkehrswert"],
    fr: ["Valeur vénale", "Valeur marchande"],
    nl: ["Marktwaarde", "Dagwaarde"],
    es: ["Valor de mercado"],
    it: ["Valore di mercato"],
  }, { weak: ["value"] }),
  concept("contract.specialConditions", "field", "Special conditions of the contract.", {
    en: ["special conditions", "special condition", "conditions", "additional conditions", "special terms", "Special conditions (if any)", "Other special conditions", "Special instructions", "Additional terms", "Special conditions of sale", "Special conditions of contract", "Special terms of sale"],
    de: ["Besondere Vereinbarungen", "Sondervereinbarungen"],
    fr: ["Conditions particulières"],
    nl: ["Bijzondere voorwaarden"],
    es: ["Condiciones especiales"],
    it: ["Condizioni particolari"],
  }, { weak: ["conditions"] }),

  // ---- signatures and declarations
  concept("signature.purchaser", "field", "The purchaser's signature (and name) on a contract.", {
    en: [
      "purchaser signature", "purchaser", "signed by purchaser", "purchaser name", "customer signature", "buyer signature", "signature of purchaser", "Purchaser's signature", "Signature of buyer",
      "Customer's signature", "Signed by the purchaser", "Purchaser(s) signature", "Buyer's signature", "Signature (purchaser)", "Signature of customer",
    ],
    de: ["Unterschrift Käufer", "Unterschrift des Käufers", "Unterschrift Kunde"],
    fr: ["Signature de l'acheteur", "Signature du client"],
    nl: ["Handtekening koper", "Handtekening klant"],
    es: ["Firma del comprador", "Firma del cliente"],
    it: ["Firma dell'acquirente", "Firma del cliente"],
  }, { weak: ["purchaser", "purchaser name"], scope: ["signature", "signed"] }),
  concept("signature.dealer", "field", "The dealer's representative who signed.", {
    en: [
      "dealer representative", "dealer signature", "signed for the dealer", "for and on behalf of the dealer", "authorised officer", "dealer rep", "signed on behalf of dealer",
      "Signed for and on behalf of the dealer", "Dealer's signature", "Authorised signatory", "Authorised representative", "Dealer's representative", "Signature of dealer", "For the dealer",
      "Authorised signature", "Salesperson signature", "Sales manager signature", "Dealer's authorised officer", "Dealer's authorised signatory",
    ],
    de: ["Unterschrift Verkäufer", "Unterschrift Händler"],
    fr: ["Signature du vendeur", "Pour le concessionnaire"],
    nl: ["Handtekening verkoper", "Handtekening dealer"],
    es: ["Firma del vendedor", "Por el concesionario"],
    it: ["Firma del venditore", "Per il concessionario"],
  }, { scope: ["signature", "signed", "dealer"] }),
  concept("signature.date", "field", "Date signed.", {
    en: ["date signed", "signed on", "date", "signature date", "Date of signature", "Signed date", "Dated", "Date of signing", "Signed this day", "Date (signed)"],
    de: ["Datum der Unterschrift", "Ort, Datum", "Datum"],
    fr: ["Date de signature", "Fait le", "Date"],
    nl: ["Datum ondertekening", "Datum"],
    es: ["Fecha de firma", "Fecha"],
    it: ["Data della firma", "Data"],
  }, { weak: ["date", "Dated", "Datum", "Date", "Fecha", "Data"], scope: ["signature", "signed"] }),
  concept("declaration.signedBy", "field", "Who signed a declaration.", {
    en: [
      "signed", "signed by", "signature", "name of signatory", "signatory", "applicant signature", "declared by", "Applicant's signature", "Signature of applicant", "Name of person signing",
      "Signed by (name)", "Signatory name", "Declarant", "Signature of registered operator",
      // inside the declaration block the signatory is just "Name", or the party who declares (the block's
      // section scopes it)
      "Name", "Full name", "Print name", "Name (print)", "Applicant's name", "Name of applicant", "Applicant",
      // …and an online form's record of who ticked it
      "Accepted by", "Agreed by", "Submitted by",
    ],
  }, { weak: ["signed", "signature", "Name", "Full name", "Print name", "Applicant's name", "Name of applicant", "Applicant", "Accepted by", "Agreed by", "Submitted by"], scope: ["signature", "signed", "declaration"] }),
  concept("declaration.date", "field", "Date of a declaration.", {
    en: ["date", "date signed", "declaration date", "signed on", "Date of declaration", "Signed on (date)", "Declared on", "Dated", "Date declared", "Date submitted", "Submitted on"],
  }, { weak: ["date", "Dated"], scope: ["declaration", "signed", "signature"] }),
];
