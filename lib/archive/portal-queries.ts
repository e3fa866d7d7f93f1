// What the portal's archive browser shows: counts per state, emails that are waiting or failed (with
// the last error), one subscriber's emails in every state, and a manual retry of a failed email.
import { getDb } from "@/lib/db/client";
import { now } from "./clock";

export type ArchiveOverview = { ready: number; pending: number; rendering: number; failed: number };

export async function archiveOverview(organisationId: string): Promise<ArchiveOverview> {
  const db = await getDb();
  const groups = await db.archivedEmail.groupBy({ by: ["status"], where: { organisationId }, _count: { _all: true } });
  const out: ArchiveOverview = { ready: 0, pending: 0, rendering: 0, failed: 0 };
  for (const g of groups) if (g.status in out) out[g.status as keyof ArchiveOverview] = g._count._all;
  return out;
}

export type PortalEmail = {
  id: string;
  messageId: string;
  subscriberKey: string;
  dateSent: Date;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  pages: number | null;
  attributes: Record<string, unknown>;
};

const portalSelect = {
  id: true, messageId: true, subscriberKey: true, dateSent: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, pages: true, attributes: true,
} as const;

/** Failed emails first, then those waiting for a retry, newest activity first. */
export async function listProblemEmails(organisationId: string, limit = 50): Promise<PortalEmail[]> {
  const db = await getDb();
  const rows = await db.archivedEmail.findMany({
    where: { organisationId, OR: [{ status: "failed" }, { status: { in: ["pending", "rendering"] }, attempts: { gt: 0 } }] },
    orderBy: [{ status: "asc" }, { updatedAt: "desc" }],
    take: limit,
    select: portalSelect,
  });
  return rows.map((r) => ({ ...r, attributes: (r.attributes ?? {}) as Record<string, unknown> }));
}

/** One subscriber's emails in every state, newest first. */
export async function listSubscriberEmailsForPortal(organisationId: string, subscriberKey: string, page = 1, pageSize = 50) {
  const db = await getDb();
  const rows = await db.archivedEmail.findMany({
    where: { organisationId, subscriberKey },
    orderBy: [{ dateSent: "desc" }, { id: "asc" }],
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: portalSelect,
  });
  return {
    emails: rows.slice(0, pageSize).map((r) => ({ ...r, attributes: (r.attributes ?? {}) as Record<string, unknown> })) as PortalEmail[],
    hasNext: rows.length > pageSize,
  };
}

/** Subscriber keys starting with the text typed (case-sensitive, as stored), for the finder. */
export async function findSubscribers(organisationId: string, prefix: string, limit = 20): Promise<{ subscriberKey: string; emails: number }[]> {
  if (!prefix.trim()) return [];
  const db = await getDb();
  const groups = await db.archivedEmail.groupBy({
    by: ["subscriberKey"],
    where: { organisationId, subscriberKey: { startsWith: prefix.trim() } },
    _count: { _all: true },
    orderBy: { subscriberKey: "asc" },
    take: limit,
  });
  return groups.map((g) => ({ subscriberKey: g.subscriberKey, emails: g._count._all }));
}

/** Puts a failed email back in the queue with a fresh set of attempts. */
export async function retryEmail(organisationId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const at = now();
  const { count } = await db.archivedEmail.updateMany({
    where: { id, organisationId, status: "failed" },
    data: { status: "pending", attempts: 0, nextAttemptAt: at, updatedAt: at },
  });
  return count === 1;
}
