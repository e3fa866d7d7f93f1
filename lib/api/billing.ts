// One credit pool per organisation, shared by pdf2json and html2pdf. Only successful calls are charged.
// Two ways to bill a call: pdf2json checks affordability before the work (so an empty pool fails fast with
// 402) and charges with its usage record in one statement after it succeeded; if the pool ran dry in
// between (a concurrent call won the race), the call fails with 402 and nothing is billed. html2pdf, whose
// calls take milliseconds, reserves credits from a per-process hold instead (credit-reservations.ts).
//
// The charge is the guard: it is conditional and never overdraws. The check before the work only saves
// work on a pool that is (nearly) empty, so it may trust the balance the last charge in this process
// left, while that is recent and ample, instead of reading the database on every call. The worst a stale
// hint can cause is one call's work followed by the same 402, charging nothing.
import { getDb, getSql } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { balanceHint, insufficientCredits, rememberBalance } from "./balance-hints";
import { writePendingUsage } from "./credit-reservations";
import { countCredits } from "@/lib/server/metrics";

export type Product = "pdf2json" | "html2pdf" | "vector" | "archive" | "shortlinks";

export type UsageEntry = {
  organisationId: string;
  product: Product;
  operation: string;
  status: number;
  units: number;
  credits: number;
  durationMs: number;
  requestId: string;
};

/** A trusted hint must cover this many calls of the size asked. */
const AMPLE_CALLS = 100;

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

/** Fails fast with 402 when the pool cannot cover `credits`. Charges nothing. */
export async function assertCanAfford(organisationId: string, credits: number): Promise<void> {
  if (credits <= 0) return;
  const hint = balanceHint(organisationId);
  if (hint !== undefined && hint >= credits * AMPLE_CALLS) return;
  const balance = await creditBalance(organisationId);
  rememberBalance(organisationId, balance);
  if (balance < credits) throw insufficientCredits(credits, balance);
}

// One call of the charge_credits function (its migration has the SQL): the conditional debit and the usage
// record are atomic without an interactive transaction (which costs several round trips and measurable CPU
// on every billed call), and PL/pgSQL keeps the statements' plans, so nothing is parsed or planned per call.
// It answers the balance left (for the next call's check), or NULL when the pool could not cover the call.
const CHARGE_SQL = `SELECT charge_credits($1::int, $2, $3, $4, $5, $6::int, $7::int, $8::int, $9) AS balance`;

/** Charges a successful call and records its usage atomically. Throws 402 (charging nothing) if the pool is short. */
export async function chargeSuccess(entry: UsageEntry): Promise<void> {
  if (entry.credits <= 0) return recordUsage(entry);
  const sql = await getSql();
  const rows = await sql<{ balance: number | null }>(CHARGE_SQL, [
    entry.credits,
    entry.organisationId,
    newId("use"),
    entry.product,
    entry.operation,
    entry.status,
    entry.units,
    entry.durationMs,
    entry.requestId,
  ]);
  const balance = rows[0]?.balance;
  if (balance === null || balance === undefined) throw insufficientCredits(entry.credits, await creditBalance(entry.organisationId));
  rememberBalance(entry.organisationId, Number(balance));
  countCredits(entry.product, entry.credits);
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
