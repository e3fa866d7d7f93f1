// A concept: one thing documents print a label (or a section heading, or a table column header) for, with
// the wordings real documents use for it, per language. Wordings are written as printed ("Reg. No.",
// "N° de facture", "Total (incl. GST)"): labelTokens() makes them comparable.

export const LANGS = ["en", "de", "fr", "nl", "es", "it", "sv", "no", "da", "fi", "pl"] as const;
export type Lang = (typeof LANGS)[number];

export type ConceptKind = "field" | "section" | "column";

export type Concept = {
  /** "vehicle.vin", "invoice.number", "section.tradeIn", "column.quantity". */
  id: string;
  kind: ConceptKind;
  description: string;
  /** Wordings per language (English first; vehicle and NSW-form concepts may be English only). */
  wordings: Partial<Record<Lang, string[]>>;
  /**
   * Bare wordings (also listed in `wordings`) that mean this concept only inside its own section or
   * block ("Amount" under "Deposit", "Vehicle" in a price list): kept for the profiles, but they count
   * less when a label is matched against every concept.
   */
  weak?: string[];
  /**
   * Context words: a caller property name without any of them matches this concept a little less
   * ("vin" is vehicle.vin before tradeIn.vin; "registration" is the plate before the registration fee).
   */
  scope?: string[];
};

export function concept(id: string, kind: ConceptKind, description: string, wordings: Partial<Record<Lang, string[]>>, extra: Pick<Concept, "weak" | "scope"> = {}): Concept {
  return { id, kind, description, wordings, ...extra };
}

/** "Customer", "Purchaser", "Buyer" + each base wording: "Customer phone", "Purchaser phone", ... */
export function withRoles(roles: string[], bases: string[]): string[] {
  return roles.flatMap((r) => bases.map((b) => `${r} ${b.charAt(0).toLowerCase()}${b.slice(1)}`));
}
