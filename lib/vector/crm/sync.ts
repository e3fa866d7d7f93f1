// CRM sync with an outbox: a contact is due while change_version > synced_version. A batch is pushed and
// synced_version is raised to the version that was sent only after the target answered 2xx; a contact that
// changed meanwhile stays due. A failure leaves everything due and retries with exponential backoff
// (30 s doubling, capped at 1 hour). Each payload carries the contact's version and a batch idempotency key,
// so a receiver can also discard the one duplicate possible if we die between its 2xx and our commit.
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { contactProfiles } from "../contact-profile";
import { decryptSecret } from "../crypto";
import { crmTarget } from "./target";
import { processState } from "@/lib/process-state.mjs";

export const crmBackoffMs = (failures: number) => Math.min(3600_000, 30_000 * 2 ** Math.max(0, failures - 1));
const LEASE_MS = 5 * 60_000;

export type SyncResult = { status: "ok" | "failed" | "idle" | "busy" | "no_target"; contacts: number; detail?: string };

const running = processState("vector.crmRunning", () => new Set<string>());

/** One sync run for an organisation: every due contact, in batches, until done or a batch fails. */
export async function syncCrm(organisationId: string, trigger: "schedule" | "manual"): Promise<SyncResult> {
  if (running.has(organisationId)) return { status: "busy", contacts: 0 };
  running.add(organisationId);
  try {
    return await run(organisationId, trigger);
  } finally {
    running.delete(organisationId);
  }
}

async function run(organisationId: string, trigger: "schedule" | "manual"): Promise<SyncResult> {
  const db = await getDb();
  const now = new Date();
  const existing = await db.vectorCrmTarget.findUnique({ where: { organisationId }, select: { enabled: true } });
  if (!existing?.enabled) return { status: "no_target", contacts: 0 };
  // Lease: another instance's scheduler skips the target while this run holds it.
  const claimed = await db.vectorCrmTarget.updateMany({
    where: { organisationId, enabled: true, ...(trigger === "schedule" ? { OR: [{ nextRunAt: null }, { nextRunAt: { lte: now } }] } : {}) },
    data: { nextRunAt: new Date(now.getTime() + LEASE_MS) },
  });
  const config = await db.vectorCrmTarget.findUnique({ where: { organisationId } });
  if (!config) return { status: "no_target", contacts: 0 };
  if (!claimed.count) return { status: "busy", contacts: 0 };
  let authHeaderValue: string;
  try {
    authHeaderValue = decryptSecret(config.authHeaderEnc);
  } catch {
    // sealed under another VECTOR_ENCRYPTION_KEY (the key changed, or instances disagree): nothing can be
    // sent until the credential is saved again; said in the sync log, and backed off like any failure
    const detail = "the target's credential cannot be decrypted with this instance's VECTOR_ENCRYPTION_KEY; save the target's credential again";
    await recordFailure(organisationId, trigger, config.failures, { contacts: 0, httpStatus: null, detail, durationMs: 0 });
    return { status: "failed", contacts: 0, detail };
  }
  const target = crmTarget({ kind: config.kind, endpoint: config.endpoint, authHeaderName: config.authHeaderName, authHeaderValue });
  let sent = 0;
  for (;;) {
    const started = performance.now();
    const due = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM vector_contact
       WHERE organisation_id = ${organisationId} AND change_version > synced_version
         AND (${config.scope} = 'all' OR crm_queued)
       ORDER BY updated_at, id LIMIT ${config.batchSize}::int`;
    if (!due.length) break;
    const profiles = await contactProfiles(db, due.map((d) => d.id));
    const batchId = `crm_${createHash("sha256").update(profiles.map((p) => `${p.contact_id}:${p.version}`).join(",")).digest("hex").slice(0, 24)}`;
    const result = await target.push(profiles, batchId);
    const durationMs = Math.round(performance.now() - started);
    if (!result.ok) {
      await recordFailure(organisationId, trigger, config.failures, { contacts: profiles.length, httpStatus: result.status, detail: result.detail, durationMs });
      return { status: "failed", contacts: sent, detail: result.detail };
    }
    await db.$transaction([
      db.$executeRaw`UPDATE vector_contact c SET synced_version = GREATEST(c.synced_version, x.v), last_synced_at = ${new Date().toISOString().replace("Z", "")}::timestamp
        FROM jsonb_to_recordset(${JSON.stringify(profiles.map((p) => ({ id: p.contact_id, v: p.version })))}::jsonb) AS x(id text, v int) WHERE c.id = x.id`,
      db.vectorSyncLog.create({ data: { id: newId("sync"), organisationId, trigger, status: "ok", contacts: profiles.length, httpStatus: result.status, detail: `${result.detail} (batch ${batchId})`, durationMs } }),
    ]);
    sent += profiles.length;
  }
  await db.vectorCrmTarget.update({ where: { organisationId }, data: { failures: 0, lastRunAt: new Date(), nextRunAt: new Date(Date.now() + config.intervalMinutes * 60_000) } });
  return { status: sent ? "ok" : "idle", contacts: sent };
}

/** A failed run: the target backs off (crmBackoffMs) and the sync log says why and when it retries. */
async function recordFailure(
  organisationId: string,
  trigger: "schedule" | "manual",
  failuresBefore: number,
  run: { contacts: number; httpStatus: number | null; detail: string; durationMs: number },
): Promise<void> {
  const db = await getDb();
  const failures = failuresBefore + 1;
  await db.vectorCrmTarget.update({ where: { organisationId }, data: { failures, nextRunAt: new Date(Date.now() + crmBackoffMs(failures)), lastRunAt: new Date() } });
  const detail = `${run.detail} (retry in ${Math.round(crmBackoffMs(failures) / 1000)} s)`;
  await db.vectorSyncLog.create({ data: { id: newId("sync"), organisationId, trigger, status: "failed", contacts: run.contacts, httpStatus: run.httpStatus, detail, durationMs: run.durationMs } });
}

/** The scheduler's tick: every enabled target whose time has come. One organisation's failure never stops the others'. */
export async function syncDueCrmTargets(now = new Date()): Promise<void> {
  const db = await getDb();
  const due = await db.vectorCrmTarget.findMany({ where: { enabled: true, OR: [{ nextRunAt: null }, { nextRunAt: { lte: now } }] }, select: { organisationId: true } });
  for (const t of due) {
    try {
      await syncCrm(t.organisationId, "schedule");
    } catch (error) {
      console.error(`vector: CRM sync of ${t.organisationId} failed`, error);
    }
  }
}

export async function syncLog(organisationId: string, take = 50) {
  const db = await getDb();
  return db.vectorSyncLog.findMany({ where: { organisationId }, orderBy: { createdAt: "desc" }, take });
}

export async function outboxCounts(organisationId: string) {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ contacts: number; due: number; synced: number }[]>`
    SELECT COUNT(*)::int AS contacts, COUNT(*) FILTER (WHERE change_version > synced_version)::int AS due,
           COUNT(*) FILTER (WHERE synced_version > 0)::int AS synced
      FROM vector_contact WHERE organisation_id = ${organisationId}`;
  return { contacts: Number(row.contacts), due: Number(row.due), synced: Number(row.synced) };
}
