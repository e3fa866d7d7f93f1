// What a layout family is: a function from a seeded draw to one document (its page and its truth).
import type { Page } from "../corpus/html";
import type { Rng } from "../corpus/rng";
import type { DocBuilder } from "../corpus/truth";

export type Built = { d: DocBuilder; page: Page };

export type Family = {
  id: string;
  profile: string;
  /** The layout idiom, in a few words (printed by --list). */
  idiom: string;
  /**
   * canonical: the most common label wording, one date and money format, every optional fact printed;
   * used by the engine's own API tests (tests/pdf2json/helpers.ts), never by the eval halves.
   */
  build: (r: Rng, canonical: boolean) => Built;
};
