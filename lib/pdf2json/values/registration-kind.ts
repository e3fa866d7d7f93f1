// The kind of a registration application: new, transfer, re-registration, renewal. A closed vocabulary, so
// the field never takes the "Plate" or "Number plate" label beside it, and "Re-registration" (which reads a
// little like a plate's "Registration" label) is still its value. Returned as printed.
import { closedVocabulary } from "./text";

/** Printed kinds, lower case, separators as single spaces. */
const KINDS = [
  "new", "new registration", "first registration", "new vehicle registration",
  "transfer", "transfer of registration", "registration transfer", "change of ownership", "transfer of ownership",
  "re registration", "reregistration", "re register", "renewal", "registration renewal", "renew registration",
  "conditional registration", "unregistered vehicle permit",
];

/** The whole text is a kind of registration application ("Transfer of registration", "Re-registration"), or null. */
export const parseRegistrationKind = closedVocabulary(KINDS, 60);
