// A caller's JSON Schema, enforced exactly: the output has every property of the schema (nested objects
// too), null where the document has nothing, nothing extra, and values coerced to the declared types.
// Each property is given wordings: its name ("total_amount", "invoiceNumber"), title and short description,
// and the wordings of the lexicon concepts its name means (conceptsForName: "total_amount" → the total,
// whose wordings include "Total (incl. GST)"). The document's labels are then scored against these as a
// profile's are; objects are scoped by their section headings, arrays of objects read from the table
// whose header matches the item properties.
import { DomainError } from "@/lib/errors";
import { conceptsForName, labelTokens, words } from "../lexicon";
import type { Layout } from "../layout/layout";
import { DocIndex, coerce, findLabels, findTable, valueFor, type Found, type TableColumn } from "../candidates/matcher";
import { Vocabulary, type SectionDef, type VocabularyField } from "../candidates/vocabulary";
import type { ValueType } from "../values";
import type { FieldSource } from "./extract-profile";

type Schema = Record<string, unknown>;

/** Concepts whose wordings a property borrows: those its name means well enough, at most a few. */
const CONCEPT_MIN = 0.75;
const CONCEPT_LIMIT = 3;

/** A schema node's type (the non-null one of a type list or anyOf/oneOf) and whether it allows null. */
export function typeOf(s: Schema): { type: string; nullable: boolean } {
  let t = s.type as string | string[] | undefined;
  if (!t && s.properties) t = "object";
  if (!t && s.items) t = "array";
  if (!t && Array.isArray(s.anyOf ?? s.oneOf)) {
    const opts = (s.anyOf ?? s.oneOf) as Schema[];
    const types = opts.map((o) => o.type).flat().filter(Boolean) as string[];
    return { type: types.find((x) => x !== "null") ?? "string", nullable: types.includes("null") };
  }
  if (Array.isArray(t)) return { type: t.find((x) => x !== "null") ?? "string", nullable: t.includes("null") };
  return { type: t ?? "string", nullable: false };
}

/**
 * The type a candidate value must pass: the schema's type, refined by the name for strings ("vin",
 * "abn", "email", "phone", "iban", a "…date"), so a string property still refuses a wrong candidate.
 */
function valueType(name: string, s: Schema): ValueType {
  const { type } = typeOf(s);
  if (type === "number") return /\b(quantity|qty|odometer|kilometres|km|count|number)\b/.test(labelTokens(name).join(" ")) ? "number" : "money";
  if (type === "integer") return "integer";
  if (type === "boolean") return "boolean";
  if (s.format === "date" || s.format === "date-time") return "date";
  if (s.format === "email") return "email";
  if (s.format === "text") return "text";
  const toks = new Set(labelTokens(name));
  if (toks.has("vin")) return "vin";
  if (toks.has("abn")) return "abn";
  if (toks.has("iban")) return "iban";
  if (toks.has("email")) return "email";
  if (toks.has("phone")) return "phone";
  if (toks.has("date") && !toks.has("number")) return "date";
  return "string";
}

const short = (d: unknown) => (typeof d === "string" && d.split(/\s+/).length <= 12 ? d : undefined);

/**
 * The lexicon concepts a property means: those of its name (and short description or title), then, inside
 * an object, those of "parent name". Also used to answer a caller schema from an e-invoice's XML
 * (einvoice/to-schema.ts), so both read a property the same way.
 */
export function propertyConcepts(name: string, s: Schema, parent: string | null, kinds: Array<"field" | "column" | "section">): Array<{ concept: string; score: number }> {
  const concepts = conceptsForName(name, short(s.description) ?? (typeof s.title === "string" ? s.title : undefined), { kinds, limit: CONCEPT_LIMIT, min: CONCEPT_MIN });
  // a generic name inside an object ("name" under "customer") means the parent's concept
  if (parent) concepts.push(...conceptsForName(`${parent} ${name}`, undefined, { kinds, limit: CONCEPT_LIMIT, min: CONCEPT_MIN }));
  return concepts;
}

/** A property's wordings: its own name, title and short description, and its concepts' wordings. */
function wordingsFor(name: string, s: Schema, parent: string | null, kinds: Array<"field" | "column" | "section">): string[] {
  const spelled = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ");
  const own = [spelled, typeof s.title === "string" ? s.title : null, short(s.description) ?? null].filter((x): x is string => !!x);
  const concepts = propertyConcepts(name, s, parent, kinds);
  return [...new Set([...own, ...(parent ? own.map((w) => `${parent} ${w}`) : []), ...concepts.flatMap((c) => words(c.concept))])];
}

/** Most schema nodes a caller's schema may expand to once its $refs are inlined, and how deep refs may nest. */
export const SCHEMA_LIMITS = { maxNodes: 5_000, maxRefDepth: 8 } as const;

/**
 * Inlines local $refs (#/$defs/..., #/definitions/...) and merges allOf members, so the walkers see plain
 * properties. A definition referring to another several times, a few levels deep, expands exponentially:
 * the expansion is counted and refused past SCHEMA_LIMITS.maxNodes (the caller's 400), never built.
 */
export function derefSchema(root: Schema): Schema {
  let nodes = 0;
  const resolve = (node: unknown, depth: number): unknown => {
    if (!node || typeof node !== "object") return node;
    if (++nodes > SCHEMA_LIMITS.maxNodes) {
      throw new DomainError("invalid_request", `schema is too large once its $refs are expanded (more than ${SCHEMA_LIMITS.maxNodes} nodes); simplify it or reduce repeated references.`, { limit: "schema_nodes", max_nodes: SCHEMA_LIMITS.maxNodes });
    }
    if (Array.isArray(node)) return node.map((n) => resolve(n, depth));
    const obj = node as Schema;
    if (typeof obj.$ref === "string") {
      if (depth >= SCHEMA_LIMITS.maxRefDepth || !obj.$ref.startsWith("#/")) return {}; // recursive, too deep or remote: an empty (any) schema
      const target = obj.$ref.slice(2).split("/").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Schema)[k.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), root);
      const { $ref: _r, ...rest } = obj;
      return resolve({ ...(target as Schema), ...rest }, depth + 1);
    }
    const out: Schema = {};
    for (const [k, v] of Object.entries(obj)) out[k] = k === "$defs" || k === "definitions" ? v : resolve(v, depth);
    if (Array.isArray(out.allOf)) {
      for (const part of out.allOf as Schema[]) {
        if (part.properties) out.properties = { ...(out.properties as Schema), ...(part.properties as Schema) };
        if (part.type && !out.type) out.type = part.type;
      }
    }
    return out;
  };
  return resolve(root, 0) as Schema;
}

/** Shapes any value to the schema exactly: every property present (null, [] for arrays), nothing extra. */
export function conform(schema: Schema, value: unknown): unknown {
  const { type } = typeOf(schema);
  if (type === "object" && schema.properties) {
    const src = value && typeof value === "object" && !Array.isArray(value) ? (value as Schema) : {};
    return Object.fromEntries(Object.entries(schema.properties as Record<string, Schema>).map(([k, sub]) => [k, conform(sub, src[k])]));
  }
  if (type === "array") {
    if (!Array.isArray(value)) return [];
    const items = (schema.items ?? {}) as Schema;
    return value.map((v) => conform(items, v));
  }
  return value === undefined ? null : value;
}

export function extractCallerSchema(layout: Layout, rawSchema: Schema): { data: Record<string, unknown>; sources: Record<string, FieldSource>; found: number; total: number } {
  const schema = derefSchema(rawSchema);
  const fields: VocabularyField[] = [];
  const sections: SectionDef[] = [];
  const columns = new Map<string, TableColumn[]>();
  const walk = (s: Schema, path: string, parentName: string | null) => {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const [k, sub] of Object.entries(props)) {
      const p = path ? `${path}.${k}` : k;
      const { type } = typeOf(sub);
      if (type === "object") {
        sections.push({ id: p, headings: wordingsFor(k, sub, null, ["section"]) });
        walk(sub, p, k);
      } else if (type === "array" && typeOf((sub.items ?? {}) as Schema).type === "object" && (sub.items as Schema).properties) {
        const items = sub.items as Schema;
        columns.set(p, Object.entries(items.properties as Record<string, Schema>).map(([ck, cs]) => ({ key: ck, type: valueType(ck, cs), labels: wordingsFor(ck, cs, null, ["column", "field"]) })));
      } else fields.push({ path: p, group: path || null, labels: wordingsFor(k, type === "array" ? ((sub.items ?? {}) as Schema) : sub, parentName, ["field"]) });
    }
  };
  walk(schema, "", null);
  const index = new DocIndex(layout, new Vocabulary(fields, sections));
  const sources: Record<string, FieldSource> = {};
  let found = 0;
  let total = 0;

  const fill = (s: Schema, path: string): Record<string, unknown> => {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const [k, sub] of Object.entries(props)) {
      const p = path ? `${path}.${k}` : k;
      const { type } = typeOf(sub);
      if (type === "object") {
        out[k] = fill(sub, p);
        continue;
      }
      if (type === "array") {
        const items = (sub.items ?? {}) as Schema;
        const cols = columns.get(p);
        total++;
        if (cols) {
          const rows = findTable(index, cols) ?? [];
          if (rows.length) found++;
          out[k] = rows.map((r, i) => {
            sources[`${p}[${i}]`] = { confidence: 0.8, page: r.page, box: r.box, label: null };
            return Object.fromEntries(cols.map((c) => [c.key, r.values[c.key] ?? null]));
          });
        } else {
          const hit = matchField(index, p, path, "string");
          if (hit) found++;
          out[k] = hit ? String(hit.value).split(/\s*[,;]\s*/).filter(Boolean).map((v) => coerceTo(k, items, v)) : [];
        }
        continue;
      }
      total++;
      const hit = matchField(index, p, path, valueType(k, sub));
      let value: unknown = hit ? hit.value : null;
      if (value !== null && Array.isArray(sub.enum)) value = (sub.enum as unknown[]).find((e) => String(e).toLowerCase() === String(value).toLowerCase()) ?? null;
      if (value !== null && sub.format === "date-time" && typeof value === "string") value = `${value}T00:00:00Z`;
      if (hit && value !== null) {
        found++;
        sources[p] = { confidence: Math.round(hit.confidence * 100) / 100, page: hit.page, box: hit.box, label: hit.label };
      }
      out[k] = value;
    }
    return out;
  };
  return { data: fill(schema, ""), sources, found, total };
}

function coerceTo(name: string, s: Schema, v: string): unknown {
  const c = coerce(v, valueType(name, s));
  return c ?? (typeOf(s).type === "string" ? v : null);
}

/** The best-scoring label hit with a value of the type: in the property's own object section first. */
function matchField(index: DocIndex, path: string, parent: string, type: ValueType): Found | null {
  let best: { found: Found; score: number } | null = null;
  for (const hit of findLabels(index, index.matcher(path), type)) {
    const section = index.sectionOf.get(hit.seg) ?? null;
    const mine = hit.score ?? 1;
    let score = mine + Math.min((hit.label ?? "").length, 30) / 100;
    if (parent && section === parent) score += 0.5;
    else if (section && section !== parent) score -= 0.3;
    // a label that reads clearly better as another property's is that property's
    if (index.vocab.scores(index.tokens.get(hit.label ?? hit.seg.text)).some((r) => r.path !== path && r.score > mine + 0.05)) score -= 0.5;
    if (best && score <= best.score) continue;
    const found = valueFor(index, hit, type);
    if (!found) continue;
    found.confidence = Math.round(found.confidence * Math.min(1, mine + 0.05) * 100) / 100;
    best = { found, score };
  }
  return best?.found ?? null;
}

export function isObjectSchema(s: unknown): s is Schema {
  return !!s && typeof s === "object" && !Array.isArray(s);
}
