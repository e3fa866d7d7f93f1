// Billing: credits, holds, charges and usage records for every billed product. Products reserve credits
// before their work and settle or release them after (reservations.ts); the edge maps "not enough credits"
// (insufficient_credits) to its HTTP answer and records the usage of failed calls (recordUsage).
export type { Product, UsageEntry } from "./types";
export { creditBalance, grantCredits, recordUsage } from "./credits";
export { insufficientCredits } from "./balance-hints";
export {
  CreditReservation,
  reserveCredits,
  creditReservationJob,
  reservationStats,
  writePendingUsage,
  drainReservations,
  recoverDeadProcesses,
  type ReservationUsage,
} from "./reservations";
