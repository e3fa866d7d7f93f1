// A seeded PRNG and the draws built on it: every document is a pure function of its seed, so a seed and
// the generator's code reproduce the same corpus byte for byte.

export type Rng = () => number;

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed derived from a parent seed and names (FNV-1a): documents do not shift when others are added. */
export function subSeed(seed: number, ...parts: Array<string | number>): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (const ch of parts.join("/")) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
export const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
export const chance = (r: Rng, p: number) => r() < p;
export const digits = (r: Rng, n: number) => Array.from({ length: n }, () => int(r, 0, 9)).join("");
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
export const letters = (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, LETTERS.split(""))).join("");

export function shuffle<T>(r: Rng, list: readonly T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Weighted pick: [[value, weight], ...]. */
export function weighted<T>(r: Rng, list: ReadonlyArray<readonly [T, number]>): T {
  const total = list.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of list) if ((x -= w) < 0) return v;
  return list[list.length - 1][0];
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
