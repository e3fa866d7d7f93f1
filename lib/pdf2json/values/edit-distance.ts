/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and adjacent transpositions count
 * 1), stopping once it exceeds `max` (then max + 1). Shared by the lexicon's fuzzy wordings, the till slip's
 * misread "TOTAL" and the OCR repair of legal forms.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const la = a.length;
  const lb = b.length;
  let prev2 = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[lb];
}

/** Small letters a recogniser takes for one another (thin upright strokes, round letters, arches). */
const LOOKALIKE_LETTERS = ["iltfj", "ceo", "nuh", "ao", "hb", "vy", "rt"];

/** Same length, and every letter that differs is one a recogniser takes for the other ("Voikswagen", "Volkswagen"). */
export function readsAsLookalike(read: string, word: string): boolean {
  if (read.length !== word.length) return false;
  for (let k = 0; k < read.length; k++) if (read[k] !== word[k] && !LOOKALIKE_LETTERS.some((g) => g.includes(read[k]) && g.includes(word[k]))) return false;
  return true;
}
