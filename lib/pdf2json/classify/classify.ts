// Document type from the text layer. Each vehicle profile has weighted evidence (its printed title counts
// most); the best score becomes a probability with a logistic curve whose midpoint and slope were set on
// the fixture set so that a document scoring at the acceptance threshold is a coin toss, and the margin
// over the runner-up shrinks the confidence when two profiles look alike.
import { documentTitle, normLabel, type Layout } from "../layout/layout";
import { PROFILES } from "../profiles";

export type Classification = { documentType: string; method: "text" | "ocr"; confidence: number; scores: Record<string, number> };

/**
 * A vehicle document names a vehicle: a VIN, or at least two distinct vehicle words. One word alone
 * ("registration" of a domain, "model" of a printer) does not make an invoice a vehicle invoice.
 */
const VEHICLE_WORDS = /\b(vin|chassis|odometer|odo|engine no|engine number|rego|registration plate|plate|vehicle|make|model|body type|kms|dealer licence|lmct|motor dealer|trade in)\b/g;
const VIN = /\b[A-HJ-NPR-Z0-9]{17}\b/;

function namesAVehicle(normText: string, rawText: string): boolean {
  if (VIN.test(rawText.toUpperCase()) && /\d/.test(rawText)) {
    const m = rawText.toUpperCase().match(/\b[A-HJ-NPR-Z0-9]{17}\b/g) ?? [];
    if (m.some((v) => /\d/.test(v) && /[A-Z]/.test(v))) return true;
  }
  return new Set(normText.match(VEHICLE_WORDS) ?? []).size >= 2;
}
const THRESHOLD = 5;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export function classify(layout: Layout, method: "text" | "ocr"): Classification {
  const text = ` ${normLabel(layout.lines.map((l) => l.text).join(" \n "))} `;
  const title = normLabel(documentTitle(layout) ?? "");
  const topText = normLabel(layout.lines.filter((l) => l.page === 1).slice(0, 6).map((l) => l.text).join(" "));
  const vehicleDoc = namesAVehicle(text, layout.lines.map((l) => l.text).join("\n"));
  const scores: Record<string, number> = {};
  for (const p of PROFILES) {
    if (p.id === "generic_document") continue;
    let s = 0;
    let titleHit = 0;
    for (const t of p.evidence.title) {
      if (title === t) titleHit = Math.max(titleHit, 5);
      else if (title && (title.includes(t) || (t.includes(title) && title.length > 6))) titleHit = Math.max(titleHit, 4);
      else if (` ${topText} `.includes(` ${t} `)) titleHit = Math.max(titleHit, 2.5);
    }
    s += titleHit;
    for (const [phrase, w] of p.evidence.phrases) if (text.includes(` ${phrase} `)) s += w;
    if (!vehicleDoc) s = Math.min(s, THRESHOLD - 1.5);
    scores[p.id] = Math.round(s * 100) / 100;
  }
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [bestId, best] = ranked[0];
  const second = ranked[1]?.[1] ?? 0;
  const pAbs = sigmoid((best - THRESHOLD) / 1.2);
  if (pAbs < 0.5) {
    return { documentType: "generic_document", method, confidence: round(1 - pAbs), scores };
  }
  const margin = sigmoid((best - second) / 1.5);
  return { documentType: bestId, method, confidence: round(Math.min(0.99, pAbs * (0.5 + margin / 2))), scores };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
