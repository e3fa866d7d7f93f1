// One credit pool per organisation, shared by pdf2json and html2pdf. Only successful calls are charged:
// the product checks affordability before the work (so an empty pool fails fast with 402, not after
// rendering), then charges and records usage in one transaction after the work succeeded. If the pool
// ran dry in between (a concurrent call won the race), the call fails with 402 and nothing is billed.
import { getDb } from "@/lib/db/client";
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

export async function creditBalance(organisationId: string): Promise<number> {
  const db = await getDb();
  const account = await db.creditAccount.findUnique({ where: { organisationId }, select: { balance: true } });
  return account?.balance ?? 0;
}

/** Fails fast with 402 when the pool cannot cover `credits`. Charges nothing. */
export async function assertCanAfford(organisationId: string, credits: number): Promise<void> {
  if (credits <= 0) return;
  const balance = await creditBalance(organisationId);
  if (balance < credits) throw insufficient(credits, balance);
}

/** Charges a successful call and records its usage atomically. Throws 402 (charging nothing) if the pool is short. */
export async function chargeSuccess(entry: UsageEntry): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    if (entry.credits > 0) {
      const { count } = await tx.creditAccount.updateMany({
        where: { organisationId: entry.organisationId, balance: { gte: entry.credits } },
        data: { balance: { decrement: entry.credits } },
      });
      if (count !== 1) {
        const account = await tx.creditAccount.findUnique({ where: { organisationId: entry.organisationId } });
        throw insufficient(entry.credits, account?.balance ?? 0);
      }
    }
    await tx.usageRecord.create({ data: { id: newId("use"), ...entry } });
  });
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
  return account.balance;
}
