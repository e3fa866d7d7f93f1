// Affinity rules: a URL pattern (glob with *) or an event name, each with a weight added to the visitor's
// score for that affinity on every matching event.
import { z } from "zod";

export const affinityRuleSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("url"), pattern: z.string().trim().min(1).max(500), weight: z.number().int().min(-1000).max(1000) }),
  z.object({ type: z.literal("event"), event: z.string().trim().min(1).max(100), weight: z.number().int().min(-1000).max(1000) }),
]);
export const affinityRulesSchema = z.array(affinityRuleSchema).min(1).max(50);
export type AffinityRule = z.infer<typeof affinityRuleSchema>;

type Compiled = { kind: "url"; glob: string; full: boolean; weight: number } | { kind: "event"; event: string; weight: number };

/**
 * Whether `text` matches the glob `pattern` (`*`: any run of characters; case-insensitive). `/pricing*`
 * matches the path (and query) of the page; a pattern with `://` matches the whole URL.
 *
 * Not a RegExp: `^.*a.*a.*a.*a.*a.*a.*b$` backtracks in O(n^7) and took 100 s on a 100-character path, so
 * one tenant's rule and one visitor's URL could stop the intake for everyone. This walks the text once,
 * going back only to the last `*` (O(text × pattern) at worst, 1 M steps for the longest rule and URL).
 */
export function globMatches(pattern: string, text: string): boolean {
  return lowerGlobMatches(pattern.toLowerCase(), text.toLowerCase());
}

/** globMatches on a pattern and a text already in lower case (rules are lowered once, when parsed). */
function lowerGlobMatches(p: string, s: string): boolean {
  let i = 0;
  let j = 0;
  let star = -1;
  let resume = 0;
  while (i < s.length) {
    if (j < p.length && p[j] === "*") {
      star = j++;
      resume = i;
    } else if (j < p.length && p[j] === s[i]) {
      i++;
      j++;
    } else if (star >= 0) {
      j = star + 1;
      i = ++resume;
    } else {
      return false;
    }
  }
  while (j < p.length && p[j] === "*") j++;
  return j === p.length;
}

export function parseRules(json: unknown): Compiled[] {
  const parsed = affinityRulesSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.map((r) =>
    r.type === "url"
      ? { kind: "url" as const, glob: r.pattern.toLowerCase(), full: r.pattern.includes("://"), weight: r.weight }
      : { kind: "event" as const, event: r.event, weight: r.weight },
  );
}

export function scoreEvent(rules: Compiled[], event: { e: string; u: string | null }): number {
  let total = 0;
  // the page's URL, and its path with and without the query, in lower case: read once per event
  let url: string | undefined;
  let paths: string[] | null | undefined;
  for (const rule of rules) {
    if (rule.kind === "event") {
      if (rule.event === event.e) total += rule.weight;
    } else if (event.u && event.e === "pageview") {
      if (rule.full) {
        url ??= event.u.toLowerCase();
        if (lowerGlobMatches(rule.glob, url)) total += rule.weight;
      } else {
        if (paths === undefined) {
          try {
            const u = new URL(event.u);
            const path = (u.pathname + u.search).toLowerCase();
            paths = [path, path.split("?")[0]];
          } catch {
            paths = null;
          }
        }
        if (paths?.some((p) => lowerGlobMatches(rule.glob, p))) total += rule.weight;
      }
    }
  }
  return total;
}

/** The portal's rule editor: one rule per line, `url /pricing* 5` or `event signup 10`. */
export function parseRulesText(text: string): { rules: AffinityRule[]; errors: string[] } {
  const rules: AffinityRule[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const parts = line.trim().split(/\s+/);
    if (!parts[0]) return;
    const [type, target, weightText] = parts;
    const weight = Number(weightText ?? "1");
    const candidate = type === "url" ? { type, pattern: target, weight } : type === "event" ? { type, event: target, weight } : null;
    const parsed = affinityRuleSchema.safeParse(candidate);
    if (!candidate || parts.length > 3 || !parsed.success) errors.push(`Line ${i + 1}: write "url <pattern> <weight>" or "event <name> <weight>" (whole-number weight).`);
    else rules.push(parsed.data);
  });
  return { rules, errors };
}

export function rulesToText(rules: AffinityRule[]): string {
  return rules.map((r) => (r.type === "url" ? `url ${r.pattern} ${r.weight}` : `event ${r.event} ${r.weight}`)).join("\n");
}
