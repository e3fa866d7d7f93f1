// Words that say what part of a vehicle's description they are without a label: a make ("Nissan"), a body
// type ("Wagon", "Cab Chassis") and a colour ("Crystal White", "Silver Pearl"). Classification counts a make
// as evidence of a vehicle; extraction takes the one such run in a vehicle's part when a fax lost its label
// (candidates/self-evident.ts). Vocabularies of the world, not of any one document's layout.
import { readsAsLookalike } from "./edit-distance";
import { normalise } from "./text";

/**
 * Makes of car, truck and motorcycle sold in Australia and Europe. Makes that are also common words (MG,
 * Mini, Smart, Ram, Seat, Genesis) are left out.
 */
const MAKE_NAMES = [
  "abarth", "alfa romeo", "aston martin", "audi", "bentley", "bmw", "byd", "chery", "chevrolet", "chrysler",
  "citroen", "cupra", "dodge", "ducati", "ferrari", "fiat", "ford", "foton", "gwm", "harley davidson", "haval",
  "holden", "honda", "hyundai", "ineos", "isuzu", "iveco", "jaguar", "kawasaki", "kia", "lamborghini",
  "land rover", "ldv", "lexus", "mahindra", "maserati", "mazda", "mclaren", "mercedes benz", "mitsubishi",
  "nissan", "opel", "peugeot", "polestar", "porsche", "range rover", "renault", "skoda", "ssangyong", "subaru",
  "suzuki", "tesla", "toyota", "volkswagen", "volvo", "yamaha",
];
export const MAKES = new RegExp(`\\b(${MAKE_NAMES.join("|")})\\b`);

/** The makes of one word long enough that one misread letter leaves no other word (a scan's "Voikswagen"). */
const LONG_MAKES = MAKE_NAMES.filter((m) => /^\p{L}{6,}$/u.test(m));

/**
 * A scan's word that reads as one long make with letters a recogniser confuses ("Voikswagen", "Hyundal"),
 * spelt as that make in the case it was printed in; anything else as read.
 */
export function repairScannedMake(value: string): string {
  return value.replace(/\p{L}{6,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (LONG_MAKES.includes(lower)) return word;
    const near = LONG_MAKES.filter((m) => readsAsLookalike(lower, m));
    if (near.length !== 1) return word;
    // in the case of the letters read right ("MITSUBlSHI" is in capitals)
    const kept = [...word].filter((c, k) => c.toLowerCase() === near[0][k]);
    if (kept.every((c) => c !== c.toLowerCase())) return near[0].toUpperCase();
    return kept.slice(1).every((c) => c === c.toLowerCase()) && word[0] !== word[0].toLowerCase() ? near[0][0].toUpperCase() + near[0].slice(1) : near[0];
  });
}

/** Body types as registration authorities and dealers print them (one or two words). */
const BODY_TYPES = new Set([
  "sedan", "saloon", "wagon", "station wagon", "estate", "hatch", "hatchback", "liftback", "coupe", "convertible", "cabriolet", "roadster",
  "utility", "ute", "cab chassis", "dual cab", "double cab", "single cab", "extra cab", "space cab", "king cab", "crew cab", "pick up", "pickup",
  "van", "panel van", "light van", "bus", "minibus", "people mover", "suv", "motorcycle", "scooter", "trailer", "camper", "motorhome",
]);

/** Base colours; a printed colour is one of them with a maker's word or two ("Crystal White", "Silver Pearl"). */
const COLOURS = new Set([
  "white", "black", "silver", "grey", "gray", "graphite", "charcoal", "red", "maroon", "burgundy", "blue", "navy", "green", "yellow",
  "orange", "gold", "bronze", "brown", "beige", "champagne", "purple", "pearl", "titanium", "gunmetal",
]);

/** The words of a short run of letters only, lower case (null for anything longer or with a digit). */
function shortWords(text: string, max: number): string[] | null {
  const t = normalise(text).trim().toLowerCase().replace(/[-\s]+/g, " ");
  if (!/^\p{L}+(?: \p{L}+)*$/u.test(t)) return null;
  const words = t.split(" ");
  return words.length <= max ? words : null;
}

/** The whole run is a make ("Nissan", "Land Rover"), as printed; else null. */
function parseMake(text: string): string | null {
  const phrase = shortWords(text, 2)?.join(" ");
  return phrase && MAKES.exec(phrase)?.[0] === phrase ? text.trim() : null;
}

/** The whole run is a body type ("Wagon", "Cab Chassis"), as printed; else null. */
function parseBodyType(text: string): string | null {
  const words = shortWords(text, 2);
  return words && BODY_TYPES.has(words.join(" ")) ? text.trim() : null;
}

/** The whole run is a colour: up to three words, one a base colour ("Crystal White"), as printed; else null. */
function parseColour(text: string): string | null {
  const words = shortWords(text, 3);
  return words && words.some((w) => COLOURS.has(w)) ? text.trim() : null;
}

/** The parts of a vehicle's description these words name (FieldSpec.alone). */
export type VehicleWord = "make" | "bodyType" | "colour";
const PARSERS: Record<VehicleWord, (text: string) => string | null> = { make: parseMake, bodyType: parseBodyType, colour: parseColour };

export const isVehicleWord = (kind: string): kind is VehicleWord => Object.hasOwn(PARSERS, kind);

/** The whole run is a vehicle word of this kind, as printed; else null. */
export function parseVehicleWord(kind: VehicleWord, text: string): string | null {
  return PARSERS[kind](text);
}
