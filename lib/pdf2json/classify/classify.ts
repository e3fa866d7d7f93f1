// Document type from the text layer. Each vehicle profile has weighted evidence (its printed title counts
// most); the best score becomes a probability with a logistic curve whose midpoint and slope were set on
// the fixture set so that a document scoring at the acceptance threshold is a coin toss, and the margin
// over the runner-up shrinks the confidence when two profiles look alike.
import { documentTitle, documentTitles, normLabel, type Layout } from "../layout/layout";
import { PROFILES } from "../profiles";
import { editDistance } from "../values/edit-distance";
import { MAKES } from "../values/vehicle-words";

export type Classification = { documentType: string; method: "text" | "ocr"; confidence: number; scores: Record<string, number> };

/**
 * A vehicle document names a vehicle: a VIN, or at least two distinct vehicle words. One word alone
 * ("registration" of a domain, "model" of a printer) does not make an invoice a vehicle invoice.
 */
const VEHICLE_WORDS = /\b(vin|chassis|odometer|odo|engine no|engine number|rego|registration plate|plate|vehicle|make|model|body type|kms|dealer licence|lmct|motor dealer|trade in)\b/g;
/**
 * A VIN: 17 letters and digits, never I, O or Q. A recogniser reads 1 and 0 as I and O now and then, so on
 * a scan a code of that shape with one such letter, and the digits a VIN has (at least five), is one too.
 */
const VIN = /\b[A-HJ-NPR-Z0-9]{17}\b/g;
const SCANNED_VIN = /\b[A-Z0-9]{17}\b/g;

/**
 * A make counts as one vehicle word: on a scan whose small labels (VIN, Odometer) were lost, "Nissan" under a
 * "Vehicle" heading still names a vehicle.
 */
function namesAVehicle(normText: string, rawText: string, method: "text" | "ocr"): boolean {
  const upper = rawText.toUpperCase();
  if ((upper.match(VIN) ?? []).some((v) => /\d/.test(v) && /[A-Z]/.test(v))) return true;
  if (method === "ocr" && (upper.match(SCANNED_VIN) ?? []).some((v) => (v.match(/[IOQ]/g) ?? []).length === 1 && (v.match(/\d/g) ?? []).length >= 5)) return true;
  // "motor vehicle" names nothing else
  if (/\bmotor vehicles?\b/.test(normText)) return true;
  return new Set(normText.match(VEHICLE_WORDS) ?? []).size + (MAKES.test(normText) ? 1 : 0) >= 2;
}
/**
 * The evidence a document type needs; a scan's is read through recognition errors (a title word lost, a
 * phrase misread), so it needs a point less.
 */
const THRESHOLD = { text: 5, ocr: 4 };
/** On a scan, runs set at this share of the tallest one's size or more are title candidates. */
const OCR_TITLE_SIZE = 0.85;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export function classify(layout: Layout, method: "text" | "ocr"): Classification {
  const ocr = method === "ocr";
  // (a recogniser runs words together where the print's gap is narrow: "APPLICATION FORREGISTRATION")
  const norm = (t: string) => (ocr ? unglue(normLabel(t)) : normLabel(t));
  const text = ` ${norm(layout.lines.map((l) => l.text).join(" \n "))} `;
  // (on a scan, any run set about as large as the tallest may be the title: glyph heights are measured loosely)
  const titles = (ocr ? documentTitles(layout, OCR_TITLE_SIZE) : [documentTitle(layout) ?? ""]).map(norm).filter(Boolean);
  const topText = norm(layout.lines.filter((l) => l.page === 1).slice(0, 6).map((l) => l.text).join(" "));
  const vehicleText = namesAVehicle(text, layout.lines.map((l) => l.text).join("\n"), method);
  const [textWords, topWords] = [words(text), words(topText)];
  const threshold = THRESHOLD[method];
  const scores: Record<string, number> = {};
  for (const p of PROFILES) {
    if (p.id === "generic_document") continue;
    let s = 0;
    let titleHit = 0;
    // a title of this type that names a vehicle ("Contract for the Sale of a Motor Vehicle", "Vehicle Tax
    // Invoice") is enough: on a scan the labels that would name it too are the small print lost first
    let vehicleDoc = vehicleText;
    // (evidence is written as printed, "dealer's notice", and compared as the page is: normalised)
    for (const t of p.evidence.title.map(normLabel)) {
      let hit = 0;
      if (titles.includes(t)) hit = 5;
      else if (titles.some((title) => title.includes(t) || (t.includes(title) && title.length > 6))) hit = 4;
      else if (printed(topWords, t, ocr)) hit = 2.5;
      titleHit = Math.max(titleHit, hit);
      // (printed: a title that is only part of it, "Tax Invoice" of "Vehicle Tax Invoice", names nothing)
      if (hit && /\bvehicle\b/.test(t) && (titles.some((title) => title.includes(t)) || hit === 2.5)) vehicleDoc = true;
    }
    s += titleHit;
    // (once per wording: "invoice number" and "invoice no" read alike)
    const counted = new Set<string>();
    for (const [phrase, w] of p.evidence.phrases) {
      const norm = normLabel(phrase);
      if (counted.has(norm) || !printed(textWords, norm, ocr)) continue;
      counted.add(norm);
      s += w;
    }
    if (!vehicleDoc) s = Math.min(s, threshold - 1.5);
    scores[p.id] = Math.round(s * 100) / 100;
  }
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [bestId, best] = ranked[0];
  const second = ranked[1]?.[1] ?? 0;
  const pAbs = sigmoid((best - threshold) / 1.2);
  if (pAbs < 0.5) {
    return { documentType: "generic_document", method, confidence: round(1 - pAbs), scores };
  }
  const margin = sigmoid((best - second) / 1.5);
  return { documentType: bestId, method, confidence: round(Math.min(0.99, pAbs * (0.5 + margin / 2))), scores };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const words = (normalised: string) => normalised.split(/\s+/).filter(Boolean);

/** Every word the profiles' evidence is written in. */
const EVIDENCE_WORDS = new Set(PROFILES.flatMap((p) => [...p.evidence.title, ...p.evidence.phrases.map(([w]) => w)].flatMap((t) => words(normLabel(t)))));

/**
 * Cuts a word the recogniser ran together out of two evidence words ("forregistration" → "for registration",
 * "taxinvoice" → "tax invoice"), when it is no evidence word itself. Keeps spacing otherwise.
 */
function unglue(normalised: string): string {
  return normalised.replace(/\p{L}{5,}/gu, (w) => {
    if (EVIDENCE_WORDS.has(w)) return w;
    for (let i = 2; i <= w.length - 2; i++) if (EVIDENCE_WORDS.has(w.slice(0, i)) && EVIDENCE_WORDS.has(w.slice(i))) return `${w.slice(0, i)} ${w.slice(i)}`;
    return w;
  });
}

/**
 * Is the phrase printed, word after word? On a scan a word of five letters or more may be misread by one
 * letter ("notlce", "guarantce"): evidence is read through recognition errors, as values are.
 */
function printed(haystack: string[], phrase: string, fuzzy: boolean): boolean {
  const want = words(phrase);
  const same = (a: string, b: string) => a === b || (fuzzy && b.length >= 5 && Math.abs(a.length - b.length) <= 1 && editDistance(a, b, 1) <= 1);
  for (let i = 0; i + want.length <= haystack.length; i++) {
    let k = 0;
    while (k < want.length && same(haystack[i + k], want[k])) k++;
    if (k === want.length) return true;
  }
  return false;
}
