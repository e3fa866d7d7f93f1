// One credit pool per organisation, shared by pdf2json and html2pdf. Only successful calls are charged:
// the product checks affordability before the work (so an empty pool fails fast with 402, not after
// rendering), then charges and records usage in one statement after the work succeeded. If the pool
// ran dry in between (a concurrent call won the race), the call fails with 402 and nothing is billed.
//
// The charge is the guard: it is conditional and never overdraws. The check before the work only saves
// work on a pool that is (nearly) empty, so it may trust the balance the last charge in this process
// left, while that is recent and ample, instead of reading the database on every call. The worst a stale
// hint can cause is one call's work followed by the same 402, charging nothing.
import { getDb, getSql } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { ApiError } from "./errors";

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

const insufficient = (needed: number, balance: number) =>
  new ApiError(
    "insufficient_credits",
    `This call needs ${needed} credits and the organisation has ${balance}. Add credits in the portal; nothing was charged.`,
    { credits_needed: needed, credits_balance: balance },
  );

// organisation id → the balance as last read or left by a charge in this process, and when.
type BalanceHint = { balance: number; at: number };
const g = globalThis as unknown as { __balanceHints?: Map<string, BalanceHint> };
const hints = (g.__balanceHints ??= new Map());
/** A hint is trusted for this long, and only when it covers this many calls of the size asked. */
const HINT_TTL_MS = 5_000;
const AMPLE_CALLS = 100;

function rememberBalance(organisationId: string, balance: number): void {
  if (hints.size > 100_000) hints.clear();
  hints.set(organisationId, { balance, at: Date.now() });
}

export async function creditBalance(organisationId: string): Promise<number> {
  const db = await getDb();
  const account = await db.creditAccount.findUnique({ where: { organisationId }, select: { balance: true } });
  const balance = account?.balance ?? 0;
  rememberBalance(organisationId, balance);
  return balance;
}

/** Fails fast with 402 when the pool cannot cover `credits`. Charges nothing. */
export async function assertCanAfford(organisationId: string, credits: number): Promise<void> {
  if (credits <= 0) return;
  const hint = hints.get(organisationId);
  if (hint && hint.balance >= credits * AMPLE_CALLS && Date.now() - hint.at < HINT_TTL_MS) return;
  const balance = await creditBalance(organisationId);
  if (balance < credits) throw insufficient(credits, balance);
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
  if (balance === null || balance === undefined) throw insufficient(entry.credits, await creditBalance(entry.organisationId));
  rememberBalance(entry.organisationId, Number(balance));
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
