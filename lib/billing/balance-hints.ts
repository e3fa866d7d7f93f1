// What this process last learnt of each organisation's credit balance, and the 402 for a short pool. The
// database is always the guard (every debit is conditional); a hint only saves a read before work on a
// pool known to be ample, and sizes the credit blocks a process takes (reservations.ts).
import { DomainError } from "@/lib/errors";
import { processState } from "@/lib/process-state.mjs";

// organisation id → the balance as last read or left by a charge in this process, and when.
type BalanceHint = { balance: number; at: number };
const hints = processState("billing.balanceHints", () => new Map<string, BalanceHint>());
/** A hint is trusted for this long. */
const HINT_TTL_MS = 5_000;

export function rememberBalance(organisationId: string, balance: number): void {
  if (hints.size > 100_000) hints.clear();
  hints.set(organisationId, { balance, at: Date.now() });
}

/** The balance this process last saw (holds excluded), while recent; undefined when it knows none. */
export function balanceHint(organisationId: string): number | undefined {
  const hint = hints.get(organisationId);
  return hint && Date.now() - hint.at < HINT_TTL_MS ? hint.balance : undefined;
}

export const insufficientCredits = (needed: number, balance: number) =>
  new DomainError(
    "insufficient_credits",
    `This call needs ${needed} credits and the organisation has ${balance}. Add credits in the portal; nothing was charged.`,
    { credits_needed: needed, credits_balance: balance },
  );
