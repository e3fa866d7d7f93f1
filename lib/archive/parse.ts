import type { z } from "zod";
import { DomainError } from "@/lib/errors";
import { describeIssues } from "./schemas";

/** Validates with a schema; failures are a 400 invalid_request naming each bad field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new DomainError("invalid_request", describeIssues(result.error), {
      fields: result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
    });
  }
  return result.data;
}
