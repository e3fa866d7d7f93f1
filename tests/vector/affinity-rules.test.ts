// Affinity URL rules are globs matched without backtracking: the same answers a `*`→`.*` RegExp gives,
// and a rule and a URL that would make that RegExp run for hours are answered at once.
import { describe, expect, it } from "vitest";
import { globMatches, parseRules, scoreEvent } from "@/lib/vector/affinity-rules";

/** The RegExp reading of a glob, as rules were matched before (right, but exponential on hostile input). */
const viaRegExp = (pattern: string, text: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`, "i").test(text);

describe("affinity URL globs", () => {
  it("match as the glob says: * is any run, case-insensitive, anchored at both ends", () => {
    expect(globMatches("/pricing*", "/pricing")).toBe(true);
    expect(globMatches("/pricing*", "/Pricing/teams?x=1")).toBe(true);
    expect(globMatches("/pricing*", "/about/pricing")).toBe(false);
    expect(globMatches("*/blog/*", "/en/blog/post-1")).toBe(true);
    expect(globMatches("/a*b*c", "/axxbyyc")).toBe(true);
    expect(globMatches("/a*b*c", "/axxbyycd")).toBe(false);
    expect(globMatches("/a.b", "/axb")).toBe(false); // no RegExp syntax leaks through
    expect(globMatches("**", "")).toBe(true);
  });

  it("agree with the RegExp reading on every small pattern and text", () => {
    const alphabet = ["a", "b", "*"];
    const words = (n: number, chars: string[]): string[] => (n === 0 ? [""] : words(n - 1, chars).flatMap((w) => chars.map((c) => w + c)));
    const patterns = [0, 1, 2, 3, 4].flatMap((n) => words(n, alphabet));
    const texts = [0, 1, 2, 3, 4, 5].flatMap((n) => words(n, ["a", "b", "A"]));
    for (const p of patterns) for (const t of texts) expect(globMatches(p, t), `${p} ~ ${t}`).toBe(viaRegExp(p, t));
  });

  it("answer a rule with many stars against a long URL at once (the RegExp took 100 s on 100 characters)", () => {
    const rules = parseRules([{ type: "url", pattern: "/*a*a*a*a*a*a*a*a*a*a*b", weight: 5 }, { type: "url", pattern: "/a*", weight: 1 }]);
    expect(scoreEvent(rules, { e: "pageview", u: `https://shop.example/${"a".repeat(2000)}` })).toBe(1);
  });
});
