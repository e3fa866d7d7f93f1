// How a profile is declared: entity groups of typed fields, each with the label wordings real documents
// use, plus tables (line items) with their column headers. The JSON Schema served by the profiles endpoint
// and the extraction itself are both derived from this one declaration.

import type { VehicleWord } from "../values/vehicle-words";

export type FieldType =
  | "string"
  /** Free text that may wrap over several lines (addresses, conditions). */
  | "text"
  | "money"
  | "number"
  | "integer"
  | "year"
  | "date"
  | "boolean"
  | "vin"
  | "abn"
  | "email"
  | "phone"
  /** An identifier: one token with a digit ("INV/2023/03/0008", "#BLR_1234"); may follow its label without a colon. */
  | "ref"
  /** A tax or VAT registration number as printed (EU VAT ids, ABN, GB/US/CH numbers). */
  | "taxId"
  /** An IBAN (its check digits hold), returned without spaces. */
  | "iban"
  /** A licence number (dealer licence MD/LMCT/DL, driver licence): a code with digits. */
  | "licence"
  /** A registration plate as printed (letters and digits, also one character per box). */
  | "plate"
  /** New, used or demonstrator, as printed (a closed vocabulary, values/condition.ts). */
  | "condition"
  /** New registration, transfer, re-registration or renewal, as printed (values/registration-kind.ts). */
  | "registrationKind"
  /** A person's or organisation's name as printed (never a date, amount, phone or sentence: values/name.ts). */
  | "name";

export type FieldSpec = {
  key: string;
  type: FieldType;
  description: string;
  /** Label wordings, normalised (lower case, words only): "dealer licence no", "lmct". */
  labels: string[];
  /**
   * When no label is found: `entity` an organisation name (legal form) in the group's section or the
   * letterhead; `issuer` the issuer of an invoice (return address, own domain, title, payee, letterhead);
   * `address` an address in the group's section or, for the issuing party, the letterhead; `sectionName`
   * the first name under the group's heading ("Bill to" over "Ashford IT Solutions Ltd"); `addressee` that, else
   * the name over the window-envelope address block that is not the issuer's; `letterAddressee` and
   * `letterAddresseeAddress` that name and the address under it on a letter that greets them ("Dear …,"); `iban` the only IBAN printed
   * anywhere (its check digits make it unmistakable: "transferencia a ES91 2100 …"); `firstDate` the first
   * date on page one that no field took (a till slip's unlabelled date and time); `email`, `phone`
   * one printed without a label in the letterhead; `tickedChoice` the ticked option of a row of check
   * boxes whose options are all of the field's type ("[X] New | [ ] Used | [ ] Demo"), else the one run printed
   * alone as such an option ("Re-registration" under a garbled label); `onlyValue` the only
   * value of a self-evident type (VIN, ABN) printed anywhere, when no other one is; `subjectRow` the amount on
   * the row of the group's own part printed under the subject's bare name ("Vehicle | $60,300" in a price list);
   * `includedTax` the tax a total includes, said in words ("Including $13.93 in taxes"); `mailRecipient` the
   * address on the "To:" line of a mail client's print header at the top of page one.
   */
  fallback?: "entity" | "email" | "phone" | "issuer" | "address" | "letterheadAddress" | "sectionName" | "addressee" | "letterAddressee" | "letterAddresseeAddress" | "iban" | "firstDate" | "tickedChoice" | "onlyValue" | "guaranteeProse" | "subjectRow" | "titleNumber" | "includedTax" | "mailRecipient";
  /** Several occurrences: take the last (totals are printed after section subtotals). */
  prefer?: "last";
  /**
   * The part a money field plays in its group's totals block, read from the arithmetic when the labels are
   * lost and the total's field is empty (candidates/totals-arithmetic.ts): `total` is what `subtotal` and
   * `tax` printed before it add up to, and what `paid` and `due` printed after it add up to.
   */
  sum?: "total" | "paid" | "due" | "subtotal" | "tax";
  /**
   * A string whose printed value says what it is, from a vocabulary of the world (values/vehicle-words.ts):
   * the one such run in the group's section that no field read is this field's when its label is lost.
   * "person": a person's name, known as such only on a scan (candidates/self-evident.ts).
   */
  alone?: VehicleWord | "person";
  /**
   * `saleVerb`: a date a letter's sentence gives by the sale's own verb ("on 26 Jan 2025 you purchased", "was
   * sold to you on …") is the field's, over a reading under a bare "Date" or "Dated" (the letter's own date).
   */
  stated?: "saleVerb";
};

export type GroupSpec = {
  kind: "group";
  key: string;
  description: string;
  /** Section headings that introduce this group ("vehicle details", "trade in"). */
  sections: string[];
  fields: FieldSpec[];
};

export type TableSpec = {
  kind: "table";
  key: string;
  description: string;
  sections: string[];
  /** The first column is the row's key (a description): a row needs it. */
  columns: FieldSpec[];
  /** Its rows may come in parts, each under a caption and closed by its own subtotal (a dealer's price list). */
  inParts?: boolean;
};

export type ScalarSpec = { kind: "field"; field: FieldSpec };

export type Entry = GroupSpec | TableSpec | ScalarSpec;

export type ProfileSpec = {
  id: string;
  version: number;
  title: string;
  description: string;
  entries: Entry[];
  /** Evidence for classification: phrases with weights; `title` phrases count more when they are the printed title. */
  evidence: { title: string[]; phrases: Array<[string, number]> };
  /**
   * Keys that hold one fact: printed once, it fills both ("☒ Used" is the contract's sale type and the
   * vehicle's condition; "Less trade-in" is the pricing line and the trade-in's allowance).
   */
  sameFacts?: Array<[string, string]>;
  /**
   * A key left empty takes another's value when a third is empty too: an invoice that prints only "Due
   * payable: 571.04 €" and no payment states its total there. `code`: only a value with a digit in it (an
   * invoice that prints no number but "Reference | RE-2025-3072" is known by that reference). `value`: the
   * key takes this value instead, when the other holds one that is not zero (a guarantee's period says it applies).
   */
  impliedFacts?: Array<{ key: string; from: string; unless?: string; code?: boolean; labelled?: RegExp; value?: unknown }>;
  /**
   * A key left empty takes a table row's cell when the row names facts already read: the vehicle's price is
   * the amount of the invoice line that names its make, model or VIN ("2019 Volkswagen Golf | 1 | $62,500").
   */
  rowFacts?: Array<{ key: string; table: string; column: string; mentions: string[] }>;
  /**
   * Charges printed as table lines: a money field of `group` left empty takes the `column` of the line of
   * `table` whose description reads as that field's label ("Delivery charges | 1 | 1,030.00" is the dealer
   * delivery), each line once.
   */
  rowLabels?: Array<{ group: string; table: string; column: string }>;
};

export const f = (key: string, type: FieldType, description: string, labels: string[], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  type,
  description,
  labels,
  ...extra,
});
