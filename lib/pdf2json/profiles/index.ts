// The five built-in profiles and their JSON Schemas (derived from the declarations, so the served schema
// and the extracted shape can never drift apart).
import { normLabel } from "../layout/layout";
import { genericDocument } from "./generic-document";
import { nswForm7DealerNotice } from "./nsw-form7-dealer-notice";
import { nswRegistrationApplication } from "./nsw-registration-application";
import type { Entry, FieldSpec, FieldType, ProfileSpec } from "./types";
import { vehicleSaleContract } from "./vehicle-sale-contract";
import { vehicleTaxInvoice } from "./vehicle-tax-invoice";

/**
 * Wordings are kept as printed (the lexicon's scorer normalises them: diacritics, abbreviations,
 * compounds); duplicates go. Classification evidence is compared in normLabel form.
 */
function canonicalise(p: ProfileSpec): ProfileSpec {
  const c = (l: string[]) => [...new Set(l.map((x) => x.trim()).filter(Boolean))];
  for (const e of p.entries) {
    if (e.kind === "field") e.field.labels = c(e.field.labels);
    else if (e.kind === "group") {
      e.sections = c(e.sections);
      e.fields.forEach((x) => (x.labels = c(x.labels)));
    } else {
      e.sections = c(e.sections);
      e.columns.forEach((x) => (x.labels = c(x.labels)));
    }
  }
  p.evidence = { title: p.evidence.title.map(normLabel), phrases: p.evidence.phrases.map(([t, w]) => [normLabel(t), w] as [string, number]) };
  return p;
}

export const PROFILES: ProfileSpec[] = [vehicleSaleContract, vehicleTaxInvoice, nswForm7DealerNotice, nswRegistrationApplication, genericDocument].map(canonicalise);
export const PROFILE_IDS = PROFILES.map((p) => p.id);
export const VEHICLE_PROFILE_IDS = PROFILE_IDS.filter((id) => id !== "generic_document");

export function getProfile(id: string): ProfileSpec | undefined {
  return PROFILES.find((p) => p.id === id);
}

export type JsonSchema = Record<string, unknown>;

function leafSchema(field: FieldSpec): JsonSchema {
  const t: Record<FieldType, JsonSchema> = {
    string: { type: ["string", "null"] },
    text: { type: ["string", "null"] },
    money: { type: ["number", "null"] },
    number: { type: ["number", "null"] },
    integer: { type: ["integer", "null"] },
    year: { type: ["integer", "null"], minimum: 1900, maximum: 2100 },
    date: { type: ["string", "null"], format: "date" },
    boolean: { type: ["boolean", "null"] },
    vin: { type: ["string", "null"], pattern: "^[A-HJ-NPR-Z0-9]{17}$" },
    abn: { type: ["string", "null"], pattern: "^\\d{2} \\d{3} \\d{3} \\d{3}$" },
    email: { type: ["string", "null"] },
    phone: { type: ["string", "null"] },
    ref: { type: ["string", "null"] },
    taxId: { type: ["string", "null"] },
    iban: { type: ["string", "null"] },
    licence: { type: ["string", "null"] },
    plate: { type: ["string", "null"] },
    condition: { type: ["string", "null"] },
    registrationKind: { type: ["string", "null"] },
    name: { type: ["string", "null"] },
  };
  return { ...t[field.type], description: field.description };
}

function objectSchema(fields: FieldSpec[], description: string): JsonSchema {
  return {
    type: "object",
    description,
    properties: Object.fromEntries(fields.map((x) => [x.key, leafSchema(x)])),
    required: fields.map((x) => x.key),
    additionalProperties: false,
  };
}

/** Keys generic_document adds beyond its declared groups (filled by its own extractor). */
const GENERIC_EXTRAS: Record<string, JsonSchema> = {
  vehicles: {
    type: "array",
    description: "Vehicles mentioned (by VIN or registration).",
    items: objectSchema(
      [
        { key: "vin", type: "vin", description: "VIN.", labels: [] },
        { key: "registrationPlate", type: "string", description: "Registration plate.", labels: [] },
        { key: "make", type: "string", description: "Make.", labels: [] },
        { key: "model", type: "string", description: "Model.", labels: [] },
      ],
      "A vehicle.",
    ),
  },
  fields: {
    type: "array",
    description: "Every other labelled value on the document, in reading order.",
    items: {
      type: "object",
      properties: { label: { type: "string" }, value: { type: "string" }, page: { type: "integer" } },
      required: ["label", "value", "page"],
      additionalProperties: false,
    },
  },
  text: { type: ["string", "null"], description: "Free text: sentences and paragraphs that are not labelled values or table rows." },
  signatures: {
    type: "array",
    description: "Signature blocks found (the printed label and any name beside it).",
    items: {
      type: "object",
      properties: { label: { type: "string" }, name: { type: ["string", "null"] }, page: { type: "integer" } },
      required: ["label", "name", "page"],
      additionalProperties: false,
    },
  },
};

export function profileKeys(profile: ProfileSpec): string[] {
  return ["documentType", "pages", "currency", ...profile.entries.map(entryKey), ...(profile.id === "generic_document" ? Object.keys(GENERIC_EXTRAS) : [])];
}

export const entryKey = (e: Entry) => (e.kind === "field" ? e.field.key : e.key);

export function profileSchema(profile: ProfileSpec): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    documentType: { type: ["string", "null"], description: "The document's title as printed." },
    pages: { type: "integer", minimum: 0, description: "Page count." },
    currency: { type: ["string", "null"], description: "ISO 4217 currency code of the amounts." },
  };
  for (const e of profile.entries) {
    if (e.kind === "field") properties[e.field.key] = leafSchema(e.field);
    else if (e.kind === "group") properties[e.key] = objectSchema(e.fields, e.description);
    else properties[e.key] = { type: "array", description: e.description, items: objectSchema(e.columns, "One row.") };
  }
  if (profile.id === "generic_document") Object.assign(properties, GENERIC_EXTRAS);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `urn:pdf2json:profile:${profile.id}:v${profile.version}`,
    title: profile.title,
    description: profile.description,
    type: "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    "x-profile-version": profile.version,
  };
}

export function listProfiles(withSchema: boolean) {
  return PROFILES.map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    profile_version: p.version,
    keys: profileKeys(p),
    ...(withSchema ? { schema: profileSchema(p) } : {}),
  }));
}

export type { ProfileSpec } from "./types";
