// Every concept of the lexicon, by domain.
import { COLUMNS } from "./columns";
import { FORMS } from "./forms";
import { INVOICE } from "./invoice";
import { PARTIES } from "./parties";
import { PAYMENT } from "./payment";
import { PRICING } from "./pricing";
import { SECTIONS } from "./sections";
import type { Concept } from "./types";
import { VEHICLE } from "./vehicle";

export const ALL_CONCEPTS: readonly Concept[] = [...PARTIES, ...VEHICLE, ...INVOICE, ...PRICING, ...PAYMENT, ...FORMS, ...SECTIONS, ...COLUMNS];
