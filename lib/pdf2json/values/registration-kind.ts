// The kind of a registration application: new, transfer, re-registration, renewal. A closed vocabulary, so
// the field never takes the "Plate" or "Number plate" label beside it, and "Re-registration" (which reads a
// little like a plate's "Registration" label) is still its value. Returned as printed.
import { hit, labelBounds, normalise, type Hit } from "./text";

/** Printed kinds, lower case, separators as single spaces. */
const KINDS = new Set([
  "new", "new registration", "first registration", "new vehicle registration",
  "transfer", "transfer of registration", "registration transfer", "change of ownership", "transfer of ownership",
  "re registration", "reregistration", "re register", "renewal", "registration renewal", "renew registration",
  "conditional registration", "unregistered vehicle permit",
]);

const key = (s: string) => s.toLowerCase().replace(/[-_/]+/g, " ").replace(/[.()"]/g, "").replace(/\s+/g, " ").trim();

/** The whole text is a kind of registration application ("Transfer of registration", "Re-registration"), or null. */
export function parseRegistrationKind(s: string): Hit | null {
  if (s.length > 60) return null;
  const text = normalise(s);
  const [a, b] = labelBounds(text);
  const printed = text.slice(a, b).trim();
  if (!printed || !KINDS.has(key(printed))) return null;
  return hit(printed, 0.95, a, a + printed.length);
}
