// Actions: fire once per visitor when an affinity score reaches a threshold or the visitor sends a named
// event; the effect tags the contact, queues it for the CRM, or calls a webhook.
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { effectSchema, triggerSchema, type Effect } from "./action-rules";
import { VectorInputError } from "./affinities";
import { checkOutboundUrl, OutboundUrlError } from "./outbound-url";
import { z } from "zod";

export const actionInput = z.object({ name: z.string().trim().min(1).max(80), trigger: triggerSchema, effect: effectSchema });
export type ActionInput = z.input<typeof actionInput>;

export async function createAction(organisationId: string, input: ActionInput) {
  const p = actionInput.safeParse(input);
  if (!p.success) throw new VectorInputError(p.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; "));
  const db = await getDb();
  if (p.data.trigger.type === "affinity" && !(await db.vectorAffinity.findFirst({ where: { id: p.data.trigger.affinity_id, organisationId } })))
    throw new VectorInputError("The trigger names an affinity that does not exist.");
  if (p.data.effect.type === "webhook") {
    try {
      await checkOutboundUrl(p.data.effect.url);
    } catch (e) {
      if (e instanceof OutboundUrlError) throw new VectorInputError(`Webhook URL: ${e.message}`);
      throw e;
    }
  }
  return db.vectorAction.create({ data: { id: newId("act"), organisationId, name: p.data.name, trigger: p.data.trigger, effect: p.data.effect } });
}

export async function setActionEnabled(organisationId: string, id: string, enabled: boolean): Promise<void> {
  const db = await getDb();
  await db.vectorAction.updateMany({ where: { id, organisationId }, data: { enabled } });
}

export async function deleteAction(organisationId: string, id: string): Promise<void> {
  const db = await getDb();
  const n = await db.vectorAction.deleteMany({ where: { id, organisationId } });
  if (n.count) await db.vectorActionRun.deleteMany({ where: { actionId: id } });
}

export async function listActions(organisationId: string) {
  const db = await getDb();
  const actions = await db.vectorAction.findMany({ where: { organisationId }, orderBy: { createdAt: "asc" } });
  const counts = await db.vectorActionRun.groupBy({ by: ["actionId", "status"], where: { actionId: { in: actions.map((a) => a.id) } }, _count: { _all: true } });
  return actions.map((a) => ({
    ...a,
    effect: a.effect as Effect,
    runs: Object.fromEntries(counts.filter((c) => c.actionId === a.id).map((c) => [c.status, c._count._all])) as Record<string, number>,
  }));
}
