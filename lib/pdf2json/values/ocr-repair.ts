// OCR confusions inside numbers: a recogniser reads "2O24", "1,2S0.00" or "l0/03" where the print says
// 2024, 1,250.00 and 10/03. A token that is clearly a number (at least two digits, every other letter one
// of O o I l | S s B, and at least twice as many digits as such letters) gets those letters back as
// digits; anything with another letter (a plate "BOS123" is ambiguous, a code "AK13946497" is not a
// number) stays as read. VINs (no I, O or Q) and check-digit identifiers are resolved by their own parsers.
const CONFUSED: Record<string, string> = { O: "0", o: "0", I: "1", l: "1", "|": "1", S: "5", s: "5", B: "8" };
const SHAPE = /^([($€£+-]*)([0-9OoIl|SsB.,/:'-]+?)([)%.,:;]*)$/;

/**
 * A date with one separator read as a colon ("27:03/2018", "27/03:2018"): a time has no slash, dot or dash
 * beside its colons, so a day, month and year of which one separator is a slash, dot or dash and the other a
 * colon is a date whose separator was misread; it takes the other's. Only with a four-digit year, so that
 * a time and a range ("10:00-22") stay as read.
 */
const COLON_DATE_A = /^(\d{1,2}):(\d{1,2})([/.-])(\d{4})$/;
const COLON_DATE_B = /^(\d{1,2})([/.-])(\d{1,2}):(\d{4})$/;

export function repairOcrToken(token: string): string {
  const a = COLON_DATE_A.exec(token);
  if (a) return `${a[1]}${a[3]}${a[2]}${a[3]}${a[4]}`;
  const b = COLON_DATE_B.exec(token);
  if (b) return `${b[1]}${b[2]}${b[3]}${b[2]}${b[4]}`;
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
