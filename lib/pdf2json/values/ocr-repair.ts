// OCR confusions inside numbers: a recogniser reads "2O24", "1,2S0.00" or "l0/03" where the print says
// 2024, 1,250.00 and 10/03. A token that is clearly a number (at least two digits, every other letter one
// of O o I l | S s B, and at least twice as many digits as such letters) gets those letters back as
// digits; anything with another letter (a plate "BOS123" is ambiguous, a code "AK13946497" is not a
// number) stays as read. VINs (no I, O or Q) and check-digit identifiers are resolved by their own parsers.
const CONFUSED: Record<string, string> = { O: "0", o: "0", I: "1", l: "1", "|": "1", S: "5", s: "5", B: "8" };
const SHAPE = /^([($€£+-]*)([0-9OoIl|SsB.,/:'-]+?)([)%.,:;]*)$/;

/**
 * A date with a separator read as a colon or an apostrophe ("27:03/2018", "27/03:2018", "27:03'2018"): a
 * time has no four-digit part after its colon, so a day, month and four-digit year are a date whose
 * misread separator takes the other one's (a slash when both were misread). Only with a four-digit year,
 * so that a time and a range ("10:00-22") stay as read.
 */
const MISREAD_DATE = /^(\d{1,2})([:'/.-])(\d{1,2})([:'/.-])(\d{4})$/;
const MISREAD_SEP = /[:']/;

/** A fill-in line's underscores glued to a value ("_27/03/2018", "12.50__"): never part of one. */
const UNDERSCORES = /^_+|_+$/g;

/**
 * "$" before a letter is an S (a code "SK21012" read "$K21012"): an amount's currency sign stands before a
 * digit. Only when the rest is a code of capitals and digits, so a word such as "$USD" stays as read.
 */
const DOLLAR_CODE = /^\$(?=[A-Z][A-Z0-9-]*\d)/;

/**
 * A legal form's full stop read as a colon or semicolon ("Ironbark Builders Pty: Ltd"): no label ends with
 * a company's legal form, and a colon there would make the name read as a label and its value.
 */
const LEGAL_FORM_COLON = /^(pty|ltd|pte|bhd|sdn|inc|corp|gmbh)[:;]$/i;

/** A speck read as a quote before a number or code ("‘598993" for stock number 598993). */
const LEADING_QUOTE = /^[‘’`´'"“”„]+(?=\d)/;

export function repairOcrToken(raw: string): string {
  const trimmed = raw.replace(UNDERSCORES, "").replace(LEADING_QUOTE, "");
  const token = /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : raw;
  if (LEGAL_FORM_COLON.test(token)) return `${token.slice(0, -1)}.`;
  const d = MISREAD_DATE.exec(token);
  if (d && (MISREAD_SEP.test(d[2]) || MISREAD_SEP.test(d[4]))) {
    const sep = !MISREAD_SEP.test(d[2]) ? d[2] : !MISREAD_SEP.test(d[4]) ? d[4] : "/";
    return `${d[1]}${sep}${d[3]}${sep}${d[5]}`;
  }
  if (DOLLAR_CODE.test(token)) return token.replace(DOLLAR_CODE, "S");
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
  // S and s only between digits or separators (a leading "S" is often a misread "$")
  const fixed = [...core]
    .map((ch, i) => {
      if (!CONFUSED[ch]) return ch;
      if ((ch === "S" || ch === "s") && (i === 0 || i === core.length - 1)) return ch;
      return CONFUSED[ch];
    })
    .join("");
  return /[A-Za-z|]/.test(fixed) ? token : m[1] + fixed + m[3];
}
