// Delivers pending webhook runs of actions: POST JSON, done on a 2xx, otherwise retried with exponential
// backoff (1 min doubling, capped at 1 hour) and given up after 8 attempts.
import { getDb } from "@/lib/db/client";
import type { Effect } from "./action-rules";
import { contactProfiles } from "./contact-profile";
import { outboundFailure, postToTenantEndpoint } from "./outbound-url";

export const WEBHOOK_MAX_ATTEMPTS = 8;
export const backoffMs = (attempt: number, base = 60_000, cap = 3600_000) => Math.min(cap, base * 2 ** Math.max(0, attempt - 1));

export async function deliverWebhooks(now = new Date(), limit = 50): Promise<{ delivered: number; failed: number }> {
  const db = await getDb();
  const runs = await db.vectorActionRun.findMany({ where: { status: "pending", nextAttemptAt: { lte: now } }, orderBy: { createdAt: "asc" }, take: limit });
  let delivered = 0;
  let failed = 0;
  for (const run of runs) {
    const action = await db.vectorAction.findUnique({ where: { id: run.actionId } });
    const effect = action?.effect as Effect | undefined;
    if (!action || effect?.type !== "webhook") {
      await db.vectorActionRun.update({ where: { id: run.id }, data: { status: "cancelled", doneAt: now } });
      continue;
    }
    const visitor = await db.vectorVisitor.findUnique({ where: { siteId_visitorId: { siteId: run.siteId, visitorId: run.visitorId } } });
    const [contact] = visitor?.contactId ? await contactProfiles(db, [visitor.contactId]) : [];
    const body = {
      event: "vector.action",
      action: { id: action.id, name: action.name, trigger: action.trigger },
      run_id: run.id,
      site_id: run.siteId,
      visitor_id: run.visitorId,
      visitor_tags: visitor?.tags ?? [],
      contact: contact ?? null,
      fired_at: run.createdAt.toISOString(),
    };
    let error: string | null = null;
    try {
      // Through the outbound guard; only the status is kept, never the response body.
      const status = await postToTenantEndpoint(effect.url, body, {
        headers: { "user-agent": "VECTOR-webhook/1", "idempotency-key": run.id },
        timeoutMs: 10_000,
      });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (e) {
      error = outboundFailure(e);
    }
    const attempts = run.attempts + 1;
    if (!error) {
      delivered++;
      await db.vectorActionRun.update({ where: { id: run.id }, data: { status: "done", attempts, doneAt: new Date(), lastError: null } });
    } else {
      failed++;
      const giveUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
      await db.vectorActionRun.update({
        where: { id: run.id },
        data: { status: giveUp ? "failed" : "pending", attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)), ...(giveUp ? { doneAt: new Date() } : {}) },
      });
    }
  }
  return { delivered, failed };
}
