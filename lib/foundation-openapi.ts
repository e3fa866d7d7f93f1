import { z } from "zod";
import type { OperationSpec } from "@/lib/api/openapi";

const component = z.object({ status: z.enum(["ok", "down"]), detail: z.string().optional(), latency_ms: z.number().optional() });

export const foundationOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/v1/health",
    operationId: "health",
    summary: "Health of the database and the renderer",
    description: "No key needed. If an x-api-key is sent it is checked and reported as `key`, never required. Also served at /health.",
    tags: ["Platform"],
    security: "none",
    responses: {
      200: {
        description: "Healthy",
        schema: z.object({
          ok: z.boolean(),
          status: z.enum(["ok", "degraded"]),
          components: z.object({ database: component, renderer: component, pdf2json: component, storage: component, billing: component }),
          key: z.enum(["absent", "valid", "invalid"]),
          request_id: z.string(),
        }),
      },
      503: { description: "The database is down (same body, ok: false)" },
    },
  },
  {
    method: "get",
    path: "/v1/openapi.json",
    operationId: "openapi",
    summary: "This API description (OpenAPI 3.1)",
    tags: ["Platform"],
    security: "none",
    responses: { 200: { description: "The OpenAPI document", contentType: "application/json" } },
  },
];
