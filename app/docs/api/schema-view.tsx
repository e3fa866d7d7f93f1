// Renders a JSON Schema (from the OpenAPI document) as a readable nested field list. Server component.
export type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

const MAX_DEPTH = 6;

export function refName(ref: string): string {
  return ref.split("/").pop() ?? ref;
}

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    // The shared error envelope is described once on the page; other refs are expanded in place.
    if (name !== "Error" && defs[name]) return { ...defs[name], description: schema.description ?? defs[name].description };
  }
  return schema;
}

export function typeLabel(raw: JsonSchema, defs: Record<string, JsonSchema> = {}): string {
  const s = resolve(raw, defs);
  if (s.$ref) return refName(s.$ref);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map((v) => typeLabel(v, defs)).join(" or ");
  if (s.allOf) return s.allOf.map((v) => typeLabel(v, defs)).join(" and ");
  const type = Array.isArray(s.type) ? s.type.join(" | ") : s.type;
  if (type === "array") return `array of ${s.items ? typeLabel(s.items, defs) : "any"}`;
  if (!type) return s.properties ? "object" : "any";
  return s.format ? `${type} (${s.format})` : type;
}

function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  // zod marks every int with the safe-integer range; that bound says nothing to a reader.
  if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER) out.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) out.push(`≤ ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minItems !== undefined) out.push(`min ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`max ${s.maxItems} items`);
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  return out;
}

/** The object whose fields should be listed under this schema (itself, its array items, or none). */
function fieldsOf(s: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema | null {
  const r = resolve(s, defs);
  if (r.properties && Object.keys(r.properties).length) return r;
  if (r.items) return fieldsOf(r.items, defs);
  return null;
}

export function SchemaView({ schema, defs, depth = 0 }: { schema: JsonSchema; defs?: Record<string, JsonSchema>; depth?: number }) {
  const allDefs = { ...(defs ?? {}), ...(schema.$defs ?? {}) };
  const root = resolve(schema, allDefs);
  if (root.$ref && refName(root.$ref) === "Error") {
    return (
      <p className="text-sm text-slate-700">
        The <a href="#errors" className="text-indigo-700 underline">error envelope</a>.
      </p>
    );
  }
  const variants = root.anyOf ?? root.oneOf;
  if (variants && depth < MAX_DEPTH) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{root.description ?? "One of:"}</p>
        {variants.map((v, i) => (
          <div key={i} className="rounded-md border border-slate-200 p-3">
            <p className="mb-2 text-xs font-medium text-slate-500">Variant {i + 1}: {typeLabel(v, allDefs)}</p>
            <SchemaView schema={v} defs={allDefs} depth={depth + 1} />
          </div>
        ))}
      </div>
    );
  }
  const obj = fieldsOf(root, allDefs);
  if (!obj) {
    return (
      <p className="text-sm text-slate-700">
        <code className="font-mono text-xs text-slate-800">{typeLabel(root, allDefs)}</code>
        {root.description && <span className="ml-2">{root.description}</span>}
      </p>
    );
  }
  return <FieldList schema={obj} defs={allDefs} depth={depth} />;
}

function FieldList({ schema, defs, depth }: { schema: JsonSchema; defs: Record<string, JsonSchema>; depth: number }) {
  const required = new Set(schema.required ?? []);
  return (
    <ul className={depth ? "mt-2 space-y-2 border-l border-slate-200 pl-4" : "space-y-2"}>
      {Object.entries(schema.properties ?? {}).map(([name, raw]) => {
        const prop = resolve(raw, defs);
        const nested = depth < MAX_DEPTH ? fieldsOf(prop, defs) : null;
        const extra = constraints(prop);
        return (
          <li key={name} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono font-medium text-slate-900">{name}</code>
              <span className="font-mono text-xs text-slate-500">{typeLabel(raw, defs)}</span>
              {required.has(name) ? (
                <span className="text-xs font-medium text-red-700">required</span>
              ) : (
                <span className="text-xs text-slate-400">optional</span>
              )}
            </div>
            {(prop.description || extra.length > 0) && (
              <p className="mt-0.5 text-slate-600">
                {prop.description}
                {extra.length > 0 && <span className="ml-1 text-xs text-slate-500">({extra.join(", ")})</span>}
              </p>
            )}
            {nested && nested !== schema && <FieldList schema={nested} defs={defs} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
