// OCR confusions inside numbers: a recogniser reads "2O24", "1,2S0.00" or "l0/03" where the print says
// 2024, 1,250.00 and 10/03. A token that is clearly a number (at least two digits, every other letter one
// of O o I l | S s B, and at least twice as many digits as such letters) gets those letters back as
// digits; anything with another letter (a plate "BOS123" is ambiguous, a code "AK13946497" is not a
// number) stays as read. VINs (no I, O or Q) and check-digit identifiers are resolved by their own parsers.
import { editDistance } from "./edit-distance";

const CONFUSED: Record<string, string> = { O: "0", o: "0", I: "1", l: "1", "|": "1", S: "5", s: "5", B: "8" };
const SHAPE = /^([($€£+-]*)([0-9OoIl|SsB.,/:'-]+?)([)%.,:;]*)$/;

/**
 * A date with a separator read as a colon, an apostrophe or a comma ("27:03/2018", "27:03'2018", "01,02.2025"): a
 * time has no four-digit part after its colon, so a day, month and four-digit year are a date whose
 * misread separator takes the other one's (a slash when both were misread). Only with a four-digit year,
 * so that a time and a range ("10:00-22") stay as read.
 */
const MISREAD_DATE = /^(\d{1,2})([:'/.,-])(\d{1,2})([:'/.,-])(\d{4})$/;
const MISREAD_SEP = /[:',]/;

/** A fill-in line's underscores glued to a value ("_27/03/2018", "12.50__"): never part of one. */
const UNDERSCORES = /^_+|_+$/g;

/**
 * "$" before a letter is an S (a code "SK21012" read "$K21012"): an amount's currency sign stands before a
 * digit. Only when the rest is a code of capitals and digits, so a word such as "$USD" stays as read.
 */
const DOLLAR_CODE = /^\$(?=[A-Z][A-Z0-9-]*\d)/;
/** …and after a code's first letters ("X$28300" for contract XS28300), unless they are a dollar's own country ("A$", "US$", "NZ$"). */
const DOLLAR_IN_CODE = /^(?!(?:A|AU|US|NZ|C|CA|HK|S|SG|NT|R|MX|J)\$)([A-Z]{1,3})\$(?=\d{3,}$)/;

/**
 * A legal form's full stop read as a colon or semicolon ("Ironbark Builders Pty: Ltd"): no label ends with
 * a company's legal form, and a colon there would make the name read as a label and its value.
 */
const LEGAL_FORM_COLON = /^(pty|ltd|pte|bhd|sdn|inc|corp|gmbh)[:;]$/i;

/** A speck read as a quote before a number or code ("‘598993" for stock number 598993), or an amount ("“$75,574"). */
const LEADING_QUOTE = /^[‘’`´'"“”„]+(?=[\d$€£])/;
/**
 * …or as an opening quote before a word ("‘Nissan", "“Jack Smith"): forms quote nothing, and a quote that
 * opens a word of running text is worth less than the word read whole. Only the opening marks: ' and ’
 * are apostrophes as often ("'97", "’s"), so they go only beside an opening mark ("'‘name").
 */
const LEADING_OPEN_QUOTE = /^['’]*[‘`´“„]['‘’`´“„]*(?=\p{L})/u;
/**
 * …or between two words whose space it took ("Transfer‘of registration"): an opening mark never stands
 * inside a word. Not before a lone letter (an apostrophe's s read as ‘ in "Dealer‘s").
 */
const GLUED_OPEN_QUOTE = /(\p{L})[‘`´](?=\p{Ll}{2,})/gu;

/**
 * …or as a quote or guillemet after a word's comma or full stop ("HIGHWAY,»"): a form's value closes no
 * quotation, and the mark would stay inside the address it ends.
 */
const TRAILING_QUOTE = /(?<=\p{L}[,.;])[»«”“"‘’`´]+$/u;

/**
 * A code's last J read as a closing bracket ("BUT33)", "BUT33}" for plate BUT33J: the J's hook): a code of
 * capitals and digits, at least three, with nothing opened before it. An enumerator ("b)", "12)") is shorter.
 */
const J_AS_PAREN = /^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])([A-Z0-9]{3,})[)}\]]$/;

/** A capital I leaning on a skewed scan read as a backslash ("\\llawarra" for Illawarra): no word opens with one. */
const I_AS_BACKSLASH = /^\\(?=\p{Ll}{2,}$)/u;

export function repairOcrToken(raw: string): string {
  if (I_AS_BACKSLASH.test(raw)) return raw.replace(I_AS_BACKSLASH, "I");
  const trimmed = raw.replace(UNDERSCORES, "").replace(LEADING_QUOTE, "").replace(LEADING_OPEN_QUOTE, "").replace(GLUED_OPEN_QUOTE, "$1 ").replace(TRAILING_QUOTE, "");
  const token = /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : raw;
  if (LEGAL_FORM_COLON.test(token)) return `${token.slice(0, -1)}.`;
  const d = MISREAD_DATE.exec(token);
  if (d && (MISREAD_SEP.test(d[2]) || MISREAD_SEP.test(d[4]))) {
    const sep = !MISREAD_SEP.test(d[2]) ? d[2] : !MISREAD_SEP.test(d[4]) ? d[4] : "/";
    return `${d[1]}${sep}${d[3]}${sep}${d[5]}`;
  }
  if (DOLLAR_CODE.test(token)) return token.replace(DOLLAR_CODE, "S");
  if (DOLLAR_IN_CODE.test(token)) return token.replace(DOLLAR_IN_CODE, "$1S");
  if (J_AS_PAREN.test(token)) return token.replace(J_AS_PAREN, "$1J");
  const m = SHAPE.exec(token);
  if (!m) return token;
  const core = m[2];
  let digits = 0;
  let confused = 0;
  for (const ch of core) {
    if (ch >= "0" && ch <= "9") digits++;
    else if (CONFUSED[ch]) confused++;
  }
  if (!confused || digits < 2 || digits < confused * 2) return token;
  // S and s only between digits or separators (a leading "S" is often a misread "$"); a capital set apart
  // by a hyphen before the digits is a code's prefix letter ("B-2025-3244")
  const fixed = [...core]
    .map((ch, i) => {
      if (!CONFUSED[ch]) return ch;
      if ((ch === "S" || ch === "s") && (i === 0 || i === core.length - 1)) return ch;
      if (i === 0 && /\p{Lu}/u.test(ch) && core[1] === "-") return ch;
      return CONFUSED[ch];
    })
    .join("");
  return /[A-Za-z|]/.test(fixed) ? token : m[1] + fixed + m[3];
}

/** "Pty" with its t misread as a letter of like shape, or lost ("Pry", "Pfy", "Py"; not "Pay"). */
const PTY_MISREAD = /^p[rfli]?y$/;
/** A word of a legal form and the stop after it (a leading quote speck is gone by then). */
const LEGAL_PART = /^(\p{L}{2,9})([.,]?)$/u;

/**
 * A company's legal form misread in one of its two words ("Pry, Ltd", "Py Ltd", "Pty, Lid.", "Pty
 * Lithited"): "Pty" is always followed by "Ltd" or "Limited", so one of the pair read exactly vouches for
 * the other ("Pty" with its t misread as a letter of like shape; "Ltd" within one edit, "Limited" within
 * two), never both doubtful. A comma after "Pty" is a misread full stop (no name puts one there). Answers
 * the line's tokens, repaired.
 */
export function repairLegalForms(tokens: string[]): string[] {
  const out = [...tokens];
  for (let i = 0; i + 1 < out.length; i++) {
    const a = LEGAL_PART.exec(out[i]);
    const b = LEGAL_PART.exec(out[i + 1]);
    if (!a || !b) continue;
    const [pty, ltd] = [a[1].toLowerCase(), b[1].toLowerCase()];
    const exactPty = pty === "pty";
    const exactLtd = ltd === "ltd" || ltd === "limited";
    let ltdWord: string | null = exactLtd ? b[1] : null;
    if (exactPty && !exactLtd) {
      if (ltd.length === 3 && editDistance(ltd, "ltd", 1) <= 1 && ltd[0] === "l") ltdWord = "Ltd";
      else if (ltd.length >= 5 && editDistance(ltd, "limited", 2) <= 2 && ltd[0] === "l") ltdWord = "Limited";
      if (!ltdWord) continue;
    } else if (!exactPty && !(exactLtd && PTY_MISREAD.test(pty))) continue;
    const upper = a[1] === a[1].toUpperCase() && b[1] === b[1].toUpperCase();
    const cased = (w: string) => (upper ? w.toUpperCase() : w);
    out[i] = `${cased("Pty")}${a[2].replace(",", ".")}`;
    out[i + 1] = `${cased(ltdWord ?? b[1])}${b[2]}`;
  }
  return out;
}
