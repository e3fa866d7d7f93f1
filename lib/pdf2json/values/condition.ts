// A vehicle's condition or a sale's type: new, used or demonstrator, in the six languages of the lexicon.
// A closed vocabulary, so a field of this type never takes the paragraph under "Other Conditions" or a
// "Sale Category" that says something else. The value is returned as printed ("Used", "Ex-demo", "Neuf").
import { closedVocabulary, hit, normalise, vocabularyKey, type Hit } from "./text";

/** Printed words for a condition, lower case, separators as single spaces. */
const CONDITIONS = [
  // en
  "new", "used", "demo", "demonstrator", "ex demo", "ex demonstrator", "near new", "second hand", "secondhand", "pre owned", "preowned",
  "certified pre owned", "dealer demo", "new demo", "demo vehicle", "used vehicle", "new vehicle", "brand new",
  // de
  "neu", "neuwagen", "gebraucht", "gebrauchtwagen", "vorführwagen", "vorfuhrwagen", "jahreswagen", "tageszulassung",
  // fr
  "neuf", "neuve", "occasion", "d'occasion", "véhicule de démonstration", "démonstration",
  // nl
  "nieuw", "gebruikt", "occasion", "demonstratiewagen",
  // es
  "nuevo", "nueva", "usado", "usada", "seminuevo", "de ocasión", "km 0",
  // it
  "nuovo", "nuova", "usato", "usata", "km zero", "aziendale",
];
const KNOWN = new Set(CONDITIONS.map(vocabularyKey));

/** The whole text is a condition word ("Used", "Ex-Demo", "NEW VEHICLE"), or null. */
export const parseCondition = closedVocabulary(CONDITIONS, 40);

/** The first condition word inside longer text ("Condition Used km 12 000"). */
export function findCondition(s: string): Hit | null {
  if (s.length > 400) return null;
  const text = normalise(s);
  const words = [...text.matchAll(/\S+/g)];
  for (let i = 0; i < words.length; i++) {
    // the longest phrase first ("ex demo" before "demo")
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const start = words[i].index!;
      const last = words[i + n - 1];
      const end = last.index! + last[0].length;
      const phrase = text.slice(start, end).replace(/[,;:.]+$/, "");
      if (KNOWN.has(vocabularyKey(phrase))) return hit(phrase, 0.85, start, start + phrase.length);
    }
  }
  return null;
}
