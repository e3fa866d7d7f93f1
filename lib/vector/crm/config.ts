// The organisation's CRM target, with its auth header value sealed (AES-256-GCM) at rest. The value is
// never shown again after saving, only whether one is set.
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { VectorInputError } from "../affinities";
import { encryptSecret } from "../crypto";
import { checkOutboundUrl, OutboundUrlError } from "../outbound-url";
import { CRM_KINDS } from "./target";

export const crmTargetInput = z.object({
  kind: z.enum(CRM_KINDS).default("http"),
  endpoint: z.string().trim().url().max(2000),
  auth_header_name: z.string().trim().max(100).regex(/^[A-Za-z0-9-]*$/, "letters, digits and dashes only").default("authorization"),
  /** Omitted or empty on update: keep the stored value. */
  auth_header_value: z.string().max(4000).optional(),
  scope: z.enum(["all", "queued"]).default("all"),
  interval_minutes: z.coerce.number().int().min(1).max(1440).default(15),
  batch_size: z.coerce.number().int().min(1).max(1000).default(100),
  enabled: z.boolean().default(true),
});
export type CrmTargetInput = z.input<typeof crmTargetInput>;

export async function saveCrmTarget(organisationId: string, input: CrmTargetInput): Promise<void> {
  const p = crmTargetInput.safeParse(input);
  if (!p.success) throw new VectorInputError(p.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const d = p.data;
  try {
    await checkOutboundUrl(d.endpoint);
  } catch (e) {
    if (e instanceof OutboundUrlError) throw new VectorInputError(`Endpoint: ${e.message}`);
    throw e;
  }
  const db = await getDb();
  const existing = await db.vectorCrmTarget.findUnique({ where: { organisationId } });
  if (!existing && !d.auth_header_value && d.auth_header_name) throw new VectorInputError("Enter the auth header value.");
  const sealed = d.auth_header_value ? encryptSecret(d.auth_header_value) : existing?.authHeaderEnc ?? encryptSecret("");
  const data = {
    kind: d.kind, endpoint: d.endpoint, authHeaderName: d.auth_header_name, authHeaderEnc: sealed, scope: d.scope,
    intervalMinutes: d.interval_minutes, batchSize: d.batch_size, enabled: d.enabled, updatedAt: new Date(), failures: 0, nextRunAt: null,
  };
  await db.vectorCrmTarget.upsert({ where: { organisationId }, create: { organisationId, ...data }, update: data });
}

export async function getCrmTarget(organisationId: string) {
  const db = await getDb();
  const t = await db.vectorCrmTarget.findUnique({ where: { organisationId } });
  if (!t) return null;
  const { authHeaderEnc, ...rest } = t;
  return { ...rest, hasAuthValue: Boolean(authHeaderEnc) };
}

export async function deleteCrmTarget(organisationId: string): Promise<void> {
  const db = await getDb();
  await db.vectorCrmTarget.deleteMany({ where: { organisationId } });
}
