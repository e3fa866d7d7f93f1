// Credit reservations: billing that costs a fast call no database statement of its own.
//
// A call reserves its credits before its work and settles (success) or releases (failure) them after. The
// credits come from a hold this process keeps per organisation: one statement (hold_credits) takes a block
// of credits from the pool into the hold, and calls are then served from it in memory. Successful calls
// are written as usage records in batches every BILLING_FLUSH_MS (settle_credit_holds, one statement per
// batch), which also gives back the credits of holds idle for BILLING_HOLD_IDLE_MS; a failed call's credits
// go back to the hold in memory. Measured on the embedded database, one charge statement per render cost a
// one-page invoice 1.6 ms of its 8.3 ms (docs/html2pdf.md).
//
// What users are promised still holds: a call the pool cannot cover is refused (402) before its work and
// charges nothing; a failed call charges nothing; concurrent calls never overdraw the pool (the database
// only hands out credits the balance has). A block is at most 1/100 of the balance, so a pool shared by
// several processes and products runs dry for all alike; on a small balance a hold takes one call's worth.
// A hold pushes its expiry on with every statement; if its process dies, expire_credit_holds (run every
// minute by the job below, in any process) refunds it after BILLING_HOLD_TTL_MS: unused credits come back,
// and so do those of calls that completed in the last flush interval before the crash (those calls are
// then free, never billed twice).
import { getSql } from "@/lib/db/client";
import { numberEnv } from "@/lib/env";
import { newId } from "@/lib/ids";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { balanceHint, insufficientCredits, rememberBalance } from "./balance-hints";
import type { Product } from "./billing";

export type ReservationUsage = { product: Product; operation: string; status: number; units: number; durationMs: number; requestId: string };

export const reservationConfig = () => ({
  flushMs: numberEnv("BILLING_FLUSH_MS", 250, 0),
  /** Idle this long, a hold's unused credits go back to the pool. */
  idleMs: numberEnv("BILLING_HOLD_IDLE_MS", 5_000, 0),
  /** An untouched hold is refunded after this long (its process is gone). Must exceed the longest call. */
  ttlMs: Math.floor(numberEnv("BILLING_HOLD_TTL_MS", 600_000, 1)),
  /** Most calls' worth of credits taken into a hold at once. */
  blockCalls: Math.floor(numberEnv("BILLING_HOLD_BLOCK_CALLS", 64, 1)),
});
const FLUSH_BATCH = 1_000;
const SWEEP_EVERY_MS = 60_000;
/** A block never exceeds this share of the balance: the rest stays available to other processes and products. */
const BALANCE_SHARE = 100;

/** This process's hold for one organisation. */
type Hold = {
  id: string;
  organisationId: string;
  /** Credits held and not given to a call. */
  available: number;
  /** Reservations taken from this hold and not yet settled or released. */
  inFlight: number;
  /** A hold_credits statement in flight for this hold. */
  topUp?: Promise<void>;
  lastUsed: number;
};

type Settlement = ReservationUsage & { holdId: string; usageId: string; organisationId: string; credits: number };

type Counters = { top_ups: number; flushes: number; flush_failures: number; usage_written: number; last_flush_failed: boolean };
type State = { holds: Map<string, Hold>; pending: Settlement[]; counters: Counters; timer?: NodeJS.Timeout; flushing?: Promise<void>; sweeper?: NodeJS.Timeout };
const g = globalThis as unknown as { __creditReservations?: State };
const state: State = (g.__creditReservations ??= { holds: new Map(), pending: [], counters: { top_ups: 0, flushes: 0, flush_failures: 0, usage_written: 0, last_flush_failed: false } });

function holdFor(organisationId: string): Hold {
  let hold = state.holds.get(organisationId);
  if (!hold) {
    hold = { id: newId("hold"), organisationId, available: 0, inFlight: 0, lastUsed: Date.now() };
    state.holds.set(organisationId, hold);
  }
  return hold;
}

/** Credits to ask for: a block of calls when the pool is known to be ample, else just what is needed. */
function wanted(hold: Hold, needed: number, perCall: number): number {
  const hint = balanceHint(hold.organisationId);
  const calls = hint === undefined ? 1 : Math.min(reservationConfig().blockCalls, Math.floor(hint / (perCall * BALANCE_SHARE)));
  return Math.max(needed, calls * perCall);
}

const HOLD_SQL = `SELECT held_credits, balance_left FROM hold_credits($1::int, $2::int, $3, $4, $5::int)`;

/** One hold_credits statement: at least `needed` more credits into the hold, or a 402 carrying the balance. */
function topUp(hold: Hold, needed: number, perCall: number): Promise<void> {
  hold.topUp ??= (async () => {
    try {
      state.counters.top_ups++;
      const sql = await getSql();
      const [row] = await sql<{ held_credits: number | null; balance_left: number }>(HOLD_SQL, [needed, wanted(hold, needed, perCall), hold.organisationId, hold.id, reservationConfig().ttlMs]);
      rememberBalance(hold.organisationId, Number(row.balance_left));
      if (row.held_credits === null) throw insufficientCredits(needed, Number(row.balance_left) + hold.available);
      hold.available += Number(row.held_credits);
      hold.lastUsed = Date.now(); // fetched for a call: not idle credits to give straight back
      scheduleFlush(); // idle credits go back in time even if no call settles
    } finally {
      hold.topUp = undefined;
    }
  })();
  return hold.topUp;
}

/**
 * Takes `credits` from the hold, topping it up from the pool when it has too few. Throws 402 when the pool
 * is short. The caller counts the call in `inFlight` first, so the hold is not forgotten while it waits.
 */
async function take(hold: Hold, credits: number, perCall: number): Promise<void> {
  for (;;) {
    if (hold.available >= credits) {
      hold.available -= credits;
      hold.lastUsed = Date.now();
      // Running low on a block: fetch the next one now, off the calls' path (a failure shows on the next call).
      const block = wanted(hold, perCall, perCall);
      if (!hold.topUp && block > perCall && hold.available < block / 2) topUp(hold, perCall, perCall).catch(() => {});
      return;
    }
    // Someone is already fetching: wait for it, then look again (it may not have been enough for both).
    if (hold.topUp) await hold.topUp.catch(() => {});
    else await topUp(hold, credits - hold.available, perCall);
  }
}

/** Credits set aside for one call: settle() when it succeeded, release() when it failed. */
export class CreditReservation {
  private done = false;
  constructor(
    private readonly hold: Hold,
    private held: number,
  ) {}

  get credits(): number {
    return this.held;
  }

  /** The call turned out to cost more (a longer document): reserve the difference too (402 when short). */
  async growTo(credits: number): Promise<void> {
    if (credits <= this.held) return;
    await take(this.hold, credits - this.held, this.held);
    this.held = credits;
  }

  /** The call succeeded: it is charged what is reserved, and its usage record is written with the next batch. */
  settle(usage: ReservationUsage): void {
    if (this.done) return;
    this.done = true;
    this.hold.inFlight--;
    state.pending.push({ ...usage, holdId: this.hold.id, usageId: newId("use"), organisationId: this.hold.organisationId, credits: this.held });
    if (state.pending.length >= FLUSH_BATCH) void flushReservations();
    else scheduleFlush();
  }

  /** The call failed: its credits go back to the hold, charging nothing. */
  release(): void {
    if (this.done) return;
    this.done = true;
    this.hold.inFlight--;
    this.hold.available += this.held;
  }
}

/** Reserves `credits` for one call of an organisation. Throws 402 (nothing reserved) when the pool cannot cover it. */
export async function reserveCredits(organisationId: string, credits: number): Promise<CreditReservation> {
  const hold = holdFor(organisationId);
  hold.inFlight++;
  try {
    await take(hold, credits, credits);
  } catch (error) {
    hold.inFlight--;
    throw error;
  }
  return new CreditReservation(hold, credits);
}

function scheduleFlush(): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    void flushReservations().finally(() => {
      if (state.pending.length || state.holds.size) scheduleFlush();
    });
  }, reservationConfig().flushMs);
  state.timer.unref?.();
}

const SETTLE_SQL = `SELECT settle_credit_holds($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::text[], $11::text[], $12::int[], $13::int) AS written`;

/**
 * Writes the usage records of settled calls and gives idle holds' credits back (all holds' with
 * `everything`), one statement per batch. A failed write keeps both for the next flush.
 */
export function flushReservations(opts: { everything?: boolean } = {}): Promise<void> {
  if (state.flushing) return opts.everything ? state.flushing.then(() => flushReservations(opts)) : state.flushing;
  const run = writeBatches(opts.everything ?? false).finally(() => {
    if (state.flushing === run) state.flushing = undefined;
  });
  state.flushing = run;
  return run;
}

async function writeBatches(everything: boolean): Promise<void> {
  const { idleMs, ttlMs } = reservationConfig();
  for (;;) {
    const now = Date.now();
    const giveBack = [...state.holds.values()].filter((h) => h.available > 0 && !h.topUp && (everything || now - h.lastUsed >= idleMs));
    const returned = giveBack.map((h) => h.available);
    for (const h of giveBack) h.available = 0;
    const batch = state.pending.splice(0, FLUSH_BATCH);
    if (!batch.length && !giveBack.length) break;
    try {
      state.counters.flushes++;
      const sql = await getSql();
      const [row] = await sql<{ written: number }>(SETTLE_SQL, [
        batch.map((s) => s.holdId),
        batch.map((s) => s.usageId),
        batch.map((s) => s.organisationId),
        batch.map((s) => s.product),
        batch.map((s) => s.operation),
        batch.map((s) => s.status),
        batch.map((s) => s.units),
        batch.map((s) => s.credits),
        batch.map((s) => s.durationMs),
        batch.map((s) => s.requestId),
        giveBack.map((h) => h.id),
        returned,
        ttlMs,
      ]);
      state.counters.usage_written += Number(row?.written ?? 0);
      state.counters.last_flush_failed = false;
    } catch (error) {
      state.counters.flush_failures++;
      state.counters.last_flush_failed = true;
      state.pending.unshift(...batch);
      giveBack.forEach((h, i) => (h.available += returned[i]));
      console.error("billing: could not write usage records or return credits; will retry", error);
      return;
    }
  }
  forgetIdleHolds(Date.now(), idleMs, everything);
}

/** Holds with nothing in them and nothing in flight are dropped from memory (their rows empty out and expire). */
function forgetIdleHolds(now: number, idleMs: number, everything?: boolean): void {
  for (const [org, h] of state.holds) {
    if (h.available === 0 && h.inFlight === 0 && !h.topUp && (everything || now - h.lastUsed >= idleMs)) state.holds.delete(org);
  }
}

/** Refunds the holds of processes that stopped without settling them. Answers the credits refunded. */
export async function expireCreditHolds(): Promise<number> {
  const sql = await getSql();
  const [row] = await sql<{ refunded: number }>(`SELECT expire_credit_holds() AS refunded`, []);
  const refunded = Number(row?.refunded ?? 0);
  if (refunded > 0) console.warn(`billing: refunded ${refunded} credits held by a process that stopped before settling them`);
  return refunded;
}

/** What this process holds and has done (health report, tests, benchmarks). */
export function reservationStats() {
  const holds = [...state.holds.values()];
  return {
    holds: holds.length,
    held_unused: holds.reduce((n, h) => n + h.available, 0),
    in_flight: holds.reduce((n, h) => n + h.inFlight, 0),
    pending_usage: state.pending.length,
    ...state.counters,
  };
}

/** Writes this process's pending usage of the organisation now, if any: before showing its balance or usage. */
export async function writePendingUsage(organisationId: string): Promise<void> {
  // A flush already under way takes batches until nothing is pending, so joining it is enough.
  if (state.pending.some((s) => s.organisationId === organisationId)) await flushReservations();
}

/** Flushes until nothing is waiting and every hold's credits are back in their pools (shutdown, tests). */
export async function drainReservations(attempts = 5): Promise<void> {
  for (let i = 0; i < attempts && (state.pending.length || [...state.holds.values()].some((h) => h.available > 0) || state.flushing); i++) {
    await flushReservations({ everything: true });
  }
}

/** Tests only: forget this process's holds and pending usage without writing anything, as a crash would. */
export function abandonReservationsForTests(): void {
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  state.holds.clear();
  state.pending.length = 0;
}

export const creditReservationJob: BackgroundJob = {
  name: "credit-reservations",
  start() {
    const sweep = () => void expireCreditHolds().catch((e) => console.error("billing: could not refund expired credit holds", e));
    sweep();
    state.sweeper = setInterval(sweep, SWEEP_EVERY_MS);
    state.sweeper.unref?.();
  },
  async stop() {
    if (state.sweeper) clearInterval(state.sweeper);
    state.sweeper = undefined;
    await drainReservations();
    if (state.timer) clearTimeout(state.timer);
    state.timer = undefined;
  },
};
