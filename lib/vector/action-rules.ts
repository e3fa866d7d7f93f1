// Action triggers and effects, stored as JSON on the action row and validated with these schemas.
import { z } from "zod";

export const triggerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("affinity"), affinity_id: z.string().min(1), threshold: z.number().int().min(1).max(1_000_000) }),
  z.object({ type: z.literal("event"), event: z.string().trim().min(1).max(100) }),
]);
export const effectSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("tag"), tag: z.string().trim().min(1).max(60) }),
  z.object({ type: z.literal("crm") }),
  z.object({ type: z.literal("webhook"), url: z.string().trim().url().max(2000) }),
]);

export type Trigger = { type: "affinity"; affinityId: string; threshold: number } | { type: "event"; event: string };
export type Effect = z.infer<typeof effectSchema>;

export function parseTrigger(json: unknown): Trigger | null {
  const p = triggerSchema.safeParse(json);
  if (!p.success) return null;
  return p.data.type === "affinity" ? { type: "affinity", affinityId: p.data.affinity_id, threshold: p.data.threshold } : p.data;
}

export function parseEffect(json: unknown): Effect | null {
  const p = effectSchema.safeParse(json);
  return p.success ? p.data : null;
}
