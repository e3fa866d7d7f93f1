// ajv validators (JSON Schema 2020-12 with formats), compiled once per distinct schema.
//
// A caller's `pattern` (and `patternProperties`) runs against text taken from the caller's own PDF, on the
// event loop: with JavaScript's backtracking RegExp, `^(a+)+$` against 30 "a"s and a "!" takes seconds and
// doubles with every letter, freezing every request of every tenant. Patterns therefore run on RE2's
// linear-time engine (re2js, pure JavaScript); the few features it cannot run in linear time
// (backreferences, lookaround) are refused as a 400 naming the pattern.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { RegExpEngine } from "ajv/dist/types/index.js";
import addFormatsImport from "ajv-formats";
import { RE2JS } from "re2js";
import { DomainError } from "@/lib/errors";

const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string) => {
    let re: RE2JS;
    try {
      re = RE2JS.compile(pattern);
    } catch (error) {
      throw new UnsupportedPattern(pattern, (error as Error).message);
    }
    // ajv keys compiled patterns by toString(): without it every pattern would share the first one's slot
    return { test: (s: string) => re.matcher(s).find(), toString: () => `re2js:${pattern}` };
  },
  { code: "re2js" },
);

class UnsupportedPattern extends Error {
  constructor(
    readonly pattern: string,
    reason: string,
  ) {
    super(reason);
  }
}

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => Ajv2020;

let ajv: Ajv2020 | undefined;
const cache = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: true, addUsedSchema: false, code: { regExp: linearRegExp } });
    addFormats(ajv);
  }
  return ajv;
}

/**
 * What a caller's schema may hold before it is compiled: ajv compiles on the event loop, and its time grows
 * faster than the schema (measured here: 2,000 properties with a pattern each, 2.4 s; 5,000 without, 1.5 s;
 * 50,000, 13 s). At these limits it takes under 0.4 s. Checked before anything else (the cache key too:
 * serialising a 100,000-deep schema overflows the stack).
 */
export const SCHEMA_SIZE = { maxNodes: 1_000, maxPatterns: 200, maxDepth: 64 } as const;

const over = (what: string, limit: number, detail: Record<string, number>) =>
  new DomainError("invalid_request", `schema is too large: more than ${limit} ${what}; simplify it.`, { limit: "schema_size", ...detail });

/** Refuses (400) a schema over SCHEMA_SIZE, counting without recursion (a deep schema cannot overflow the stack). */
function checkSize(schema: unknown): void {
  let nodes = 0;
  let patterns = 0;
  const stack: Array<[unknown, number]> = [[schema, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== "object") continue;
    if (++nodes > SCHEMA_SIZE.maxNodes) throw over("objects and arrays", SCHEMA_SIZE.maxNodes, { max_nodes: SCHEMA_SIZE.maxNodes });
    if (depth > SCHEMA_SIZE.maxDepth) throw over("levels of nesting", SCHEMA_SIZE.maxDepth, { max_depth: SCHEMA_SIZE.maxDepth });
    if (!Array.isArray(node)) {
      const o = node as Record<string, unknown>;
      if (typeof o.pattern === "string") patterns++;
      if (o.patternProperties && typeof o.patternProperties === "object") patterns += Object.keys(o.patternProperties).length;
      if (patterns > SCHEMA_SIZE.maxPatterns) throw over("patterns", SCHEMA_SIZE.maxPatterns, { max_patterns: SCHEMA_SIZE.maxPatterns });
    }
    for (const v of Object.values(node)) if (v && typeof v === "object") stack.push([v, depth + 1]);
  }
}

export function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  const { $schema: _ignored, $id: _id, ...rest } = schema;
  checkSize(rest);
  const key = JSON.stringify(rest);
  let v = cache.get(key);
  if (!v) {
    try {
      v = instance().compile(rest);
    } catch (error) {
      if (error instanceof UnsupportedPattern) {
        throw new DomainError(
          "invalid_request",
          `schema pattern ${JSON.stringify(error.pattern.slice(0, 200))} cannot be used: patterns run in linear time (RE2 syntax: no backreferences or lookaround); ${error.message}`,
          { limit: "schema_pattern" },
        );
      }
      throw new DomainError("invalid_request", `schema is not a valid JSON Schema: ${(error as Error).message}`);
    }
    if (cache.size > 500) cache.clear();
    cache.set(key, v);
  }
  return v;
}
