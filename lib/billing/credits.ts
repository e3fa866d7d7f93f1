// One credit pool per organisation, shared by every billed product. Calls are billed through reservations
// (reservations.ts): credits are reserved before the work, settled when it succeeded and released when it
// failed, the same way for every product. This file holds the rest: the balance, grants, and usage records
// of calls that are never charged.
import { getDb, getSql } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { rememberBalance } from "./balance-hints";
import { writePendingUsage } from "./reservations";
import type { UsageEntry } from "./types";

// Credits in holds are not spent: they are unused, or belong to calls in flight (charged only if they
// succeed), or to calls settled in the last flush interval. This process's own pending usage is written
// first, so on one instance the figure is exact; other instances' lag by at most their flush interval.
const BALANCE_SQL = `SELECT a.balance + COALESCE((SELECT sum(h.credits) FROM credit_hold h WHERE h.organisation_id = a.organisation_id), 0)::int AS balance
  FROM credit_account a WHERE a.organisation_id = $1`;

/** The organisation's credits not yet spent: the pool plus what processes hold for calls (see above). */
export async function creditBalance(organisationId: string): Promise<number> {
  await writePendingUsage(organisationId);
  const sql = await getSql();
  const [row] = await sql<{ balance: number }>(BALANCE_SQL, [organisationId]);
  return Number(row?.balance ?? 0);
}

/** A failed or free call: recorded for the usage page, never charged. */
export async function recordUsage(entry: Omit<UsageEntry, "units" | "credits"> & { units?: number }): Promise<void> {
  const db = await getDb();
  await db.usageRecord.create({
    data: { id: newId("use"), ...entry, units: entry.units ?? 0, credits: 0 },
  });
}

export async function grantCredits(organisationId: string, credits: number): Promise<number> {
  if (!Number.isInteger(credits) || credits <= 0) throw new Error("credits must be a positive whole number");
  const db = await getDb();
  const account = await db.creditAccount.upsert({
    where: { organisationId },
    create: { organisationId, balance: credits },
    update: { balance: { increment: credits } },
  });
  rememberBalance(organisationId, account.balance);
  return account.balance;
}
