// OCR confusions inside numbers: a recogniser reads "2O24", "1,2S0.00" or "l0/03" where the print says
// 2024, 1,250.00 and 10/03. A token that is clearly a number (at least two digits, every other letter one
// of O o I l | S s B, and at least twice as many digits as such letters) gets those letters back as
// digits; anything with another letter (a plate "BOS123" is ambiguous, a code "AK13946497" is not a
// number) stays as read. VINs (no I, O or Q) and check-digit identifiers are resolved by their own parsers.
const CONFUSED: Record<string, string> = { O: "0", o: "0", I: "1", l: "1", "|": "1", S: "5", s: "5", B: "8" };
const SHAPE = /^([($€£+-]*)([0-9OoIl|SsB.,/:'-]+?)([)%.,:;]*)$/;

export function repairOcrToken(token: string): string {
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
