// The price of the document's subject printed on a row of its price list under the subject's bare name:
// "Vehicle | $60,300" under "Settlement", "Vehicle" over "AUD 60,300" in a grid of charges. The bare word is
// no label anywhere else ("Vehicle" heads parts and titles forms), so it is read only as a fallback, only in
// the price list's own part, and only when an amount stands beside or under it.
import { valueFor, type DocIndex, type Found } from "./matcher";

/** The subject words a price row may be printed under, lower-cased, without a trailing colon. */
const SUBJECT_WORDS = new Set(["vehicle", "motor vehicle", "car", "fahrzeug", "véhicule", "voertuig", "vehículo", "veicolo"]);

export function findSubjectRow(index: DocIndex, group: string): Found | null {
  for (const seg of index.segments) {
    if (index.sectionOf.get(seg) !== group || index.headingSegs.has(seg) || index.used.has(seg)) continue;
    if (!SUBJECT_WORDS.has(seg.text.trim().replace(/:$/, "").toLowerCase())) continue;
    const found = valueFor(index, { seg, inline: null, strategy: "whole", score: 0.8, label: seg.text.trim() }, "money");
    if (found && typeof found.value === "number" && found.value > 0) return { ...found, confidence: Math.min(found.confidence, 0.7) };
  }
  return null;
}
