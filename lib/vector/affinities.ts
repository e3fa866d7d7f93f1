// Affinities: named interest categories of an organisation, scored per visitor as events are written.
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { affinityRulesSchema, type AffinityRule } from "./affinity-rules";

export class VectorInputError extends Error {}

export const affinityInput = z.object({ name: z.string().trim().min(1).max(60), rules: affinityRulesSchema });
export type AffinityInput = z.input<typeof affinityInput>;
export type Affinity = { id: string; name: string; rules: AffinityRule[]; createdAt: Date };

function parse(input: unknown) {
  const p = affinityInput.safeParse(input);
  if (!p.success) throw new VectorInputError(p.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; "));
  return p.data;
}

export async function createAffinity(organisationId: string, input: AffinityInput): Promise<Affinity> {
  const data = parse(input);
  const db = await getDb();
  if (await db.vectorAffinity.findFirst({ where: { organisationId, name: data.name } })) throw new VectorInputError(`An affinity named "${data.name}" exists.`);
  const row = await db.vectorAffinity.create({ data: { id: newId("aff"), organisationId, name: data.name, rules: data.rules } });
  return { id: row.id, name: row.name, rules: data.rules, createdAt: row.createdAt };
}

export async function updateAffinity(organisationId: string, id: string, input: AffinityInput): Promise<void> {
  const data = parse(input);
  const db = await getDb();
  const n = await db.vectorAffinity.updateMany({ where: { id, organisationId }, data: { name: data.name, rules: data.rules } });
  if (!n.count) throw new VectorInputError("No such affinity.");
}

export async function deleteAffinity(organisationId: string, id: string): Promise<void> {
  const db = await getDb();
  const n = await db.vectorAffinity.deleteMany({ where: { id, organisationId } });
  if (n.count) await db.vectorScore.deleteMany({ where: { affinityId: id } });
}

export async function listAffinities(organisationId: string): Promise<Affinity[]> {
  const db = await getDb();
  const rows = await db.vectorAffinity.findMany({ where: { organisationId }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => ({ id: r.id, name: r.name, rules: affinityRulesSchema.safeParse(r.rules).data ?? [], createdAt: r.createdAt }));
}
