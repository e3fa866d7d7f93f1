// A caller's JSON Schema, enforced exactly: the output has every property of the schema (nested objects
// too), null where the document has nothing, nothing extra, and values coerced to the declared types.
// Fields are found by matching the property's name, title and description against the document's labels
// on normalised tokens with synonyms ("Rego No." ~ registrationNumber), and arrays of objects are read
// from the table whose header matches the item properties.
import { ApiError } from "@/lib/api/errors";
import { normLabel, type Layout } from "../layout/layout";
import { DocIndex, coerce, findTable, valueFor, type Found, type LabelHit, type TableColumn } from "../candidates/matcher";
import type { FieldType } from "../profiles/types";
import type { FieldSource } from "./extract-profile";

type Schema = Record<string, unknown>;

const SYNONYMS: Record<string, string> = {
  no: "number", num: "number", nr: "number", "#": "number", qty: "quantity", rego: "registration", reg: "registration",
  tel: "phone", ph: "phone", telephone: "phone", mobile: "phone", mob: "phone", amt: "amount", inv: "invoice", dob: "birth",
  addr: "address", desc: "description", dt: "date", ref: "reference", acct: "account", acc: "account", kms: "odometer",
  km: "odometer", odo: "odometer", kilometres: "odometer", colour: "color", licence: "license", cust: "customer",
  purchaser: "buyer", vendor: "seller", total: "total", price: "price", gst: "tax", vat: "tax", chassis: "vin", id: "number",
  identifier: "number", postcode: "zip", zipcode: "zip", organisation: "organization", cost: "price", rate: "price",
  surname: "name", fullname: "name", firstname: "name",
};
const STOP = new Set(["of", "the", "a", "an", "for", "to", "and", "s", "in", "on", "at", "by", "is", "this", "as", "printed", "value", "field", "document"]);

export function tokens(text: string): string[] {
  const split = text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ");
  return normLabel(split)
    .split(" ")
    .filter((t) => t && !STOP.has(t))
    .map((t) => SYNONYMS[t] ?? t);
}

function dice(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const sb = new Set(b);
  const common = new Set(a.filter((t) => sb.has(t))).size;
  return (2 * common) / (new Set(a).size + sb.size);
}

function typeOf(s: Schema): { type: string; nullable: boolean } {
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

function fieldType(s: Schema): FieldType {
  const { type } = typeOf(s);
  if (type === "number") return "money";
  if (type === "integer") return "integer";
  if (type === "boolean") return "boolean";
  if (s.format === "date" || s.format === "date-time") return "date";
  if (s.format === "email") return "email";
  return "text" === s.format ? "text" : "string";
}

function describe(name: string, s: Schema): string[][] {
  const out = [tokens(name)];
  if (typeof s.title === "string") out.push(tokens(s.title));
  if (typeof s.description === "string" && s.description.split(/\s+/).length <= 8) out.push(tokens(s.description));
  return out.filter((t) => t.length);
}

/** Label-like runs in the document: "Label: value" heads, and short runs that are not values themselves. */
type Candidate = { hit: LabelHit; toks: string[] };

function labelCandidates(index: DocIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const seg of index.segments) {
    const t = seg.text;
    const colon = t.indexOf(":");
    if (colon > 0 && colon < 60) {
      const rest = t.slice(colon + 1).trim();
      out.push({ hit: { seg, inline: rest || null, strategy: "colon" }, toks: tokens(t.slice(0, colon)) });
      continue;
    }
    if (t.split(/\s+/).length <= 6 && /[a-z]/i.test(t) && !/\d{3}/.test(t)) out.push({ hit: { seg, inline: null, strategy: "whole" }, toks: tokens(t) });
  }
  return out;
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
      throw new ApiError("invalid_request", `schema is too large once its $refs are expanded (more than ${SCHEMA_LIMITS.maxNodes} nodes); simplify it or reduce repeated references.`, { limit: "schema_nodes", max_nodes: SCHEMA_LIMITS.maxNodes });
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
  const sections: Array<{ id: string; headings: string[] }> = [];
  const labelWords = new Set<string>();
  const walk = (s: Schema, path: string) => {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const [k, sub] of Object.entries(props)) {
      const p = path ? `${path}.${k}` : k;
      for (const t of describe(k, sub)) labelWords.add(t.join(" "));
      const { type } = typeOf(sub);
      if (type === "object") {
        sections.push({ id: p, headings: [normLabel(k.replace(/([a-z])([A-Z])/g, "$1 $2")), ...(typeof sub.title === "string" ? [normLabel(sub.title)] : [])].flatMap((h) => [h, `${h} details`]) });
        walk(sub, p);
      }
    }
  };
  walk(schema, "");
  const index = new DocIndex(layout, labelWords, sections);
  const candidates = labelCandidates(index);
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
        if (typeOf(items).type === "object" && items.properties) {
          const cols: TableColumn[] = Object.entries(items.properties as Record<string, Schema>).map(([ck, cs]) => ({
            key: ck,
            type: fieldType(cs),
            labels: describe(ck, cs).map((t) => t.join(" ")),
          }));
          // Header cells match on tokens too: give each column the document's own header wording.
          const header = tableHeaderWordings(index, cols);
          const rows = findTable(index, header, new Set()) ?? [];
          total++;
          if (rows.length) found++;
          out[k] = rows.map((r, i) => {
            sources[`${p}[${i}]`] = { confidence: 0.8, page: r.page, box: r.box, label: null };
            return Object.fromEntries(cols.map((c) => [c.key, r.values[c.key] ?? null]));
          });
        } else {
          total++;
          const hit = matchField(index, candidates, k, sub, path, "string");
          if (hit) found++;
          out[k] = hit ? String(hit.value).split(/\s*[,;]\s*/).filter(Boolean).map((v) => coerceTo(items, v)) : [];
        }
        continue;
      }
      total++;
      const hit = matchField(index, candidates, k, sub, path, fieldType(sub));
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

function coerceTo(s: Schema, v: string): unknown {
  const t = fieldType(s);
  const c = coerce(v, t);
  return c ?? (typeOf(s).type === "string" ? v : null);
}

function matchField(index: DocIndex, candidates: Candidate[], key: string, s: Schema, parent: string, type: FieldType): Found | null {
  const wanted = describe(key, s);
  const parentToks = parent ? tokens(parent.split(".").pop()!) : [];
  let best: { found: Found; score: number } | null = null;
  for (const c of candidates) {
    let sim = Math.max(...wanted.map((w) => dice(w, c.toks)));
    // "Customer Name" under a customer object matches a property called just "name"
    if (parentToks.length) sim = Math.max(sim, ...wanted.map((w) => dice([...parentToks, ...w], c.toks)));
    if (sim < 0.66) continue;
    const section = index.sectionOf.get(c.hit.seg) ?? null;
    let score = sim;
    if (parent && section === parent) score += 0.5;
    else if (parent && section && section !== parent) score -= 0.3;
    if (best && score <= best.score) continue;
    const found = valueFor(index, c.hit, type);
    if (!found) continue;
    found.confidence = Math.round(found.confidence * Math.min(1, sim + 0.1) * 100) / 100;
    best = { found, score };
  }
  return best?.found ?? null;
}

/** Adds the document's header cell wording to each column whose tokens match it. */
function tableHeaderWordings(index: DocIndex, cols: TableColumn[]): TableColumn[] {
  const out = cols.map((c) => ({ ...c, labels: [...c.labels] }));
  for (const line of index.layout.lines) {
    if (line.segments.length < 2) continue;
    for (const seg of line.segments) {
      const toks = tokens(seg.text);
      for (const c of out) {
        const sim = Math.max(...c.labels.map((l) => dice(tokens(l), toks)), 0);
        if (sim >= 0.66 && !c.labels.includes(normLabel(seg.text))) c.labels.push(normLabel(seg.text));
      }
    }
  }
  return out;
}

export function isObjectSchema(s: unknown): s is Schema {
  return !!s && typeof s === "object" && !Array.isArray(s);
}
