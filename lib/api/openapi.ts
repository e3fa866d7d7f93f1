// Request and response shapes are declared once as zod schemas, used by the routes to validate and here to
// publish OpenAPI 3.1 (/v1/openapi.json, rendered in the portal at /docs/api). Each product lists its
// operations in lib/<product>/openapi.ts; lib/openapi-document.ts puts them together.
import { z } from "zod";

export type Security = "orgKey" | "bearer" | "siteKey" | "domainKey" | "clientCredentials" | "none";

export type OperationSpec = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  /** Which host serves it when not {base_url}: "pdf" | "app" | "archive" | "shortlink". */
  host?: "base" | "pdf" | "app" | "archive" | "shortlink";
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Security;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: { contentType: string; schema?: z.ZodType; description?: string }[];
  responses: Record<number, { description: string; contentType?: string; schema?: z.ZodType; headers?: Record<string, string> }>;
};

export const errorEnvelope = z
  .object({
    ok: z.literal(false),
    error: z.string().describe("Machine-readable error code, e.g. invalid_request, unauthorized, not_found."),
    message: z.string().describe("What went wrong and what to do about it."),
    request_id: z.string(),
  })
  .loose()
  .meta({ id: "Error" });

export function okEnvelope<D extends z.ZodType, M extends z.ZodType>(data: D, meta?: M) {
  return z.object({ ok: z.literal(true), data, meta: meta ?? z.object({ request_id: z.string() }).loose() });
}

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { target: "draft-2020-12", unrepresentable: "any", io: "input" });

/** 429 as every limit answers it (lib/api/rate-limit.ts; docs/api.md, "Rate limits"). */
export const rateLimitedResponse = {
  description: "Rate limited (`rate_limited`): wait Retry-After seconds, also given as retry_after_seconds.",
  schema: errorEnvelope,
  headers: { "retry-after": "Seconds to wait before retrying." },
};

function parameters(op: OperationSpec) {
  const out: object[] = [];
  const add = (where: string, obj?: z.ZodObject) => {
    if (!obj) return;
    const json = toSchema(obj) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), schema, description: (schema as { description?: string }).description });
    }
  };
  add("path", op.params);
  add("query", op.query);
  add("header", op.headers);
  return out;
}

const SECURITY_SCHEMES = {
  orgKey: { type: "apiKey", in: "header", name: "x-api-key", description: "The organisation key (also accepted as query parameter api_key, which leaks into logs)." },
  bearer: { type: "http", scheme: "bearer", description: "Email archive access token from POST /auth (one hour)." },
  siteKey: { type: "apiKey", in: "query", name: "k", description: "VECTOR site key vk_…, field k of each event." },
  domainKey: { type: "apiKey", in: "header", name: "api_key", description: "Short-link key for the domain header." },
  clientCredentials: { type: "http", scheme: "bearer", description: "Archive ingest: the client's access token." },
};

export function buildOpenApiDocument(operations: OperationSpec[], info: { title: string; version: string; description: string }) {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) {
    const responses: Record<string, object> = {};
    // Every route on the organisation key is held to the organisation's requests per minute (orgKeyRoute).
    const declared = op.security === "orgKey" && !op.responses[429] ? { ...op.responses, 429: rateLimitedResponse } : op.responses;
    for (const [status, r] of Object.entries(declared)) {
      responses[status] = {
        description: r.description,
        ...(r.headers ? { headers: Object.fromEntries(Object.entries(r.headers).map(([h, d]) => [h, { description: d, schema: { type: "string" } }])) } : {}),
        ...(r.schema || r.contentType
          ? { content: { [r.contentType ?? "application/json"]: r.schema ? { schema: toSchema(r.schema) } : {} } }
          : {}),
      };
    }
    const entry: Record<string, unknown> = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      parameters: parameters(op),
      responses,
      security: op.security === "none" ? [] : [{ [op.security]: [] }],
      ...(op.host && op.host !== "base" ? { "x-host": `{${op.host}_url}` } : {}),
    };
    if (op.body?.length) {
      entry.requestBody = {
        required: true,
        content: Object.fromEntries(op.body.map((b) => [b.contentType, { ...(b.schema ? { schema: toSchema(b.schema) } : {}), ...(b.description ? { description: b.description } : {}) }])),
      };
    }
    (paths[op.path] ??= {})[op.method] = entry;
  }
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/", description: "This deployment ({base_url})" }],
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas: { Error: toSchema(errorEnvelope) } },
  };
}
