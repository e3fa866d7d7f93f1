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
//
// Crash accounting (docs/design/crash-accounting.md): every call delivered is charged, and the credits a
// dead process held come back within seconds.
//  - A settled call is appended to this process's journal (journal.ts) before its reply is sent; a
//    server started after a crash replays the dead process's journal (idempotent: a usage record is charged
//    only when it is inserted) and then releases that process's holds at once (release_credit_holds).
//  - Holds carry this process's owner id and a lease: the process renews it every BILLING_HOLD_HEARTBEAT_MS
//    (5 s), and expire_credit_holds (run every BILLING_SWEEP_MS, 5 s, by the job below in every process)
//    refunds holds whose lease ran out, BILLING_HOLD_TTL_MS (20 s) after their last renewal: the holds of
//    a process that died without a successor on its DATA_DIR (another machine) come back that way.
//  - A call settled against a hold that is gone (its process stalled past the lease, or was thought dead)
//    is charged to the pool directly, never free; a renewal that finds a hold gone starts a new one.
import { getSql } from "@/lib/db/client";
import { numberEnv } from "@/lib/env";
import { newId } from "@/lib/ids";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { balanceHint, insufficientCredits, rememberBalance } from "./balance-hints";
import type { Product } from "./types";
import { BillingJournal, deadOwners, readEntries, removeOwner, type JournalEntry } from "./journal";
import { countCredits } from "@/lib/server/metrics";
import { BatchWriter } from "@/lib/concurrency/batch-writer";
import { processSlot } from "@/lib/process-state.mjs";

export type ReservationUsage = { product: Product; operation: string; status: number; units: number; durationMs: number; requestId: string };

export const reservationConfig = () => ({
  flushMs: numberEnv("BILLING_FLUSH_MS", 250, 0),
  /** Idle this long, a hold's unused credits go back to the pool. */
  idleMs: numberEnv("BILLING_HOLD_IDLE_MS", 5_000, 0),
  /** A hold whose lease was not renewed for this long is refunded (its process is gone). Several heartbeats. */
  ttlMs: Math.floor(numberEnv("BILLING_HOLD_TTL_MS", 20_000, 1)),
  /** How often this process renews the lease of the holds it keeps. */
  heartbeatMs: Math.floor(numberEnv("BILLING_HOLD_HEARTBEAT_MS", 5_000, 1)),
  /** How often expired holds are looked for (by every process's job). */
  sweepMs: Math.floor(numberEnv("BILLING_SWEEP_MS", 5_000, 1)),
  /** Most calls' worth of credits taken into a hold at once. */
  blockCalls: Math.floor(numberEnv("BILLING_HOLD_BLOCK_CALLS", 64, 1)),
});
const FLUSH_BATCH = 1_000;
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
  /** Its row exists (a top-up succeeded): a renewal that does not find it means it was refunded. */
  stored?: boolean;
  lastUsed: number;
};

type Settlement = JournalEntry & { product: Product };

type Counters = {
  top_ups: number;
  flushes: number;
  flush_failures: number;
  usage_written: number;
  last_flush_failed: boolean;
  heartbeats: number;
  /** Holds of this process found refunded by a renewal (it stalled past the lease). */
  holds_lost: number;
  /** Dead processes whose journal was replayed and holds released. */
  recovered_processes: number;
  /** Usage records written from dead processes' journals. */
  recovered_usage: number;
};
type State = {
  /** This process as the owner of its holds: drawn at start, never reused. */
  ownerId: string;
  journal: BillingJournal;
  holds: Map<string, Hold>;
  /** Settled calls waiting for their usage records to be written (the platform's one batch writer). */
  usage: BatchWriter<Settlement>;
  /** Give every hold's unused credits back with the next batch, idle or not (a drain: shutdown, tests). */
  givingBackAll: boolean;
  counters: Counters;
  sweeper?: NodeJS.Timeout;
  heartbeat?: NodeJS.Timeout;
  /** The replay of dead processes' journals, once per process (started by the job or the first reservation). */
  recovery?: Promise<RecoveryReport>;
};
const stateSlot = processSlot<State>("billing.reservations");

function freshState(): State {
  const ownerId = newId("own");
  return {
    ownerId,
    journal: new BillingJournal(ownerId),
    holds: new Map(),
    usage: new BatchWriter<Settlement>({
      name: "billing_usage",
      batchSize: () => FLUSH_BATCH,
      intervalMs: () => reservationConfig().flushMs,
      maxBuffered: () => Infinity, // never refuse a settled call: it was delivered and must be billed
      write: (batch) => writeBatch(batch),
      // Holds are looked at on the usual schedule while any exist: idle ones give their credits back.
      pendingWork: () => state.holds.size > 0,
      onFlush: () => {
        // Every call settled so far is waiting now: once they are all written, their journal segments can go.
        const sealed = state.journal.seal();
        return () => {
          if (sealed !== null) state.journal.committed(sealed);
          forgetIdleHolds(Date.now(), reservationConfig().idleMs, state.givingBackAll);
        };
      },
    }),
    givingBackAll: false,
    counters: { top_ups: 0, flushes: 0, flush_failures: 0, usage_written: 0, last_flush_failed: false, heartbeats: 0, holds_lost: 0, recovered_processes: 0, recovered_usage: 0 },
  };
}
let state: State = stateSlot.get() ?? stateSlot.set(freshState());

function holdFor(organisationId: string): Hold {
  let hold = state.holds.get(organisationId);
  if (!hold) {
    state.journal.open(); // this process now may hold credits: a successor must be able to tell it died
    hold = { id: newId("hold"), organisationId, available: 0, inFlight: 0, lastUsed: Date.now() };
    state.holds.set(organisationId, hold);
    startHeartbeat();
  }
  return hold;
}

/** Credits to ask for: a block of calls when the pool is known to be ample, else just what is needed. */
function wanted(hold: Hold, needed: number, perCall: number): number {
  const hint = balanceHint(hold.organisationId);
  const calls = hint === undefined ? 1 : Math.min(reservationConfig().blockCalls, Math.floor(hint / (perCall * BALANCE_SHARE)));
  return Math.max(needed, calls * perCall);
}

const HOLD_SQL = `SELECT held_credits, balance_left FROM hold_credits($1::int, $2::int, $3, $4, $5::int, $6)`;

/** One hold_credits statement: at least `needed` more credits into the hold, or a 402 carrying the balance. */
function topUp(hold: Hold, needed: number, perCall: number): Promise<void> {
  hold.topUp ??= (async () => {
    try {
      state.counters.top_ups++;
      const sql = await getSql();
      const [row] = await sql<{ held_credits: number | null; balance_left: number }>(HOLD_SQL, [needed, wanted(hold, needed, perCall), hold.organisationId, hold.id, reservationConfig().ttlMs, state.ownerId]);
      rememberBalance(hold.organisationId, Number(row.balance_left));
      if (row.held_credits === null) throw insufficientCredits(needed, Number(row.balance_left) + hold.available);
      hold.available += Number(row.held_credits);
      hold.stored = true;
      hold.lastUsed = Date.now(); // fetched for a call: not idle credits to give straight back
      state.usage.poke(); // idle credits go back in time even if no call settles
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

  /**
   * The call succeeded: it is charged what is reserved, and its usage record is written with the next batch.
   * Call it before the reply is sent: the call is in this process's journal when this returns, so a crash
   * before the batch is written cannot leave a delivered call unbilled.
   */
  settle(usage: ReservationUsage): void {
    if (this.done) return;
    this.done = true;
    this.hold.inFlight--;
    const settlement: Settlement = { ...usage, holdId: this.hold.id, usageId: newId("use"), organisationId: this.hold.organisationId, credits: this.held };
    state.journal.append(settlement);
    state.usage.add(settlement);
    countCredits(usage.product, this.held);
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
  if (!state.recovery) void recoverDeadProcesses().catch(() => {}); // a predecessor on this DATA_DIR, even without background jobs
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

const SETTLE_SQL = `SELECT settle_credit_holds($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::text[], $11::text[], $12::int[], $13::int) AS written`;

/**
 * Writes the usage records of settled calls and gives idle holds' credits back (every hold's with
 * `everything`), one statement per batch. Never rejects: a failed write keeps both for the next flush
 * (logged, counted, retried with backoff by the batch writer).
 */
export async function flushReservations(opts: { everything?: boolean } = {}): Promise<void> {
  await state.usage.flush().catch(() => {});
  if (!opts.everything) return;
  // After the flush under way (which may have passed its last batch): one more that gives everything back.
  state.givingBackAll = true;
  try {
    await state.usage.flush().catch(() => {});
  } finally {
    state.givingBackAll = false;
  }
}

/** One batch of the usage writer: its settled calls, and the credits of the holds that go back now. */
async function writeBatch(batch: Settlement[]): Promise<void> {
  const { idleMs, ttlMs } = reservationConfig();
  const now = Date.now();
  const giveBack = [...state.holds.values()].filter((h) => h.available > 0 && !h.topUp && (state.givingBackAll || now - h.lastUsed >= idleMs));
  if (!batch.length && !giveBack.length) return;
  const returned = giveBack.map((h) => h.available);
  for (const h of giveBack) h.available = 0;
  try {
    state.counters.flushes++;
    state.counters.usage_written += await settle(batch, giveBack.map((h) => h.id), returned, ttlMs);
    state.counters.last_flush_failed = false;
  } catch (error) {
    state.counters.flush_failures++;
    state.counters.last_flush_failed = true;
    giveBack.forEach((h, i) => (h.available += returned[i]));
    throw error; // the batch writer logs it, keeps the batch and retries
  }
}

/** One settle_credit_holds statement: records the settled calls and gives the listed holds' credits back. Answers the records written. */
async function settle(batch: JournalEntry[], holdIds: string[], returned: number[], ttlMs: number): Promise<number> {
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
    holdIds,
    returned,
    ttlMs,
  ]);
  return Number(row?.written ?? 0);
}

/** Writes settled calls (this process's, or a dead one's from its journal) without giving anything back. */
async function writeSettlements(entries: JournalEntry[]): Promise<number> {
  const { ttlMs } = reservationConfig();
  let written = 0;
  for (let i = 0; i < entries.length; i += FLUSH_BATCH) {
    written += await settle(entries.slice(i, i + FLUSH_BATCH), [], [], ttlMs);
  }
  return written;
}

export type RecoveryReport = { processes: number; usageWritten: number; creditsReleased: number; creditsExpired: number };

/**
 * A server starting on a DATA_DIR where an earlier one died: for each dead process in the journal folder,
 * writes the calls it delivered but had not written (charged once, whatever was written already), then
 * refunds and removes its holds at once; then refunds every hold whose lease has run out. Runs once per
 * process (at the job's start, or at the first reservation); later calls answer the same report.
 */
export function recoverDeadProcesses(): Promise<RecoveryReport> {
  state.recovery ??= (async () => {
    const report: RecoveryReport = { processes: 0, usageWritten: 0, creditsReleased: 0, creditsExpired: 0 };
    const sql = await getSql();
    for (const owner of deadOwners(state.ownerId)) {
      const entries = readEntries(owner);
      const written = await writeSettlements(entries);
      const [row] = await sql<{ refunded: number }>(`SELECT release_credit_holds($1::text[]) AS refunded`, [[owner.ownerId]]);
      removeOwner(owner);
      report.processes++;
      report.usageWritten += written;
      report.creditsReleased += Number(row?.refunded ?? 0);
      state.counters.recovered_processes++;
      state.counters.recovered_usage += written;
      console.warn(`billing: process ${owner.pid} (${owner.ownerId}) stopped without settling: wrote ${written} of the ${entries.length} calls it had journalled, released its holds (${Number(row?.refunded ?? 0)} credits)`);
    }
    report.creditsExpired = await expireCreditHolds();
    return report;
  })();
  const run = state.recovery;
  run.catch((error) => {
    console.error("billing: could not recover the journal of a process that stopped; will retry", error);
    if (state.recovery === run) state.recovery = undefined;
  });
  return run;
}

const RENEW_SQL = `UPDATE credit_hold SET expires_at = CURRENT_TIMESTAMP + $2::int * INTERVAL '1 millisecond' WHERE id = ANY($1::text[]) RETURNING id`;

/** Renews the lease of every hold this process keeps; a hold found gone is replaced by a new one. */
export async function renewHolds(): Promise<void> {
  const holds = [...state.holds.values()].filter((h) => h.stored && !h.topUp);
  if (!holds.length) return;
  const sql = await getSql();
  const rows = await sql<{ id: string }>(RENEW_SQL, [holds.map((h) => h.id), reservationConfig().ttlMs]);
  state.counters.heartbeats++;
  const alive = new Set(rows.map((r) => r.id));
  for (const h of holds) {
    if (alive.has(h.id) || h.topUp || state.holds.get(h.organisationId) !== h) continue;
    // Refunded while this process was alive (it stalled past the lease): the credits it thought it had are
    // back in the pool. Calls in flight settle against the old hold, which charges the pool directly;
    // new calls take a new hold.
    state.counters.holds_lost++;
    h.available = 0;
    state.holds.delete(h.organisationId);
    console.warn(`billing: the hold ${h.id} of this process was refunded after its lease ran out (a stall?); starting a new one`);
  }
}

function startHeartbeat(): void {
  if (state.heartbeat) return;
  state.heartbeat = setInterval(() => {
    if (!state.holds.size) {
      clearInterval(state.heartbeat);
      state.heartbeat = undefined;
      return;
    }
    void renewHolds().catch((e) => console.error("billing: could not renew the lease of this process's holds", e));
  }, reservationConfig().heartbeatMs);
  state.heartbeat.unref?.();
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
    pending_usage: state.usage.buffered,
    owner_id: state.ownerId,
    ...state.counters,
  };
}

/** Writes this process's pending usage of the organisation now, if any: before showing its balance or usage. */
export async function writePendingUsage(organisationId: string): Promise<void> {
  // A flush already under way takes batches until nothing is pending, so joining it is enough.
  if (state.usage.some((s) => s.organisationId === organisationId)) await flushReservations();
}

/** Flushes until nothing is waiting and every hold's credits are back in their pools (shutdown, tests). */
export async function drainReservations(attempts = 5): Promise<void> {
  for (let i = 0; i < attempts && (state.usage.buffered || [...state.holds.values()].some((h) => h.available > 0)); i++) {
    await flushReservations({ everything: true });
  }
}

/** Tests only: forgets the flush timer set on the old interval, so the next settled call waits the interval set now. */
export function restartFlushTimerForTests(): void {
  state.usage.cancelTimer();
}

/**
 * Tests only: this process dies here, as a crash would: its holds and pending usage are forgotten without
 * writing anything, its journal is left as it is, and it carries on as a new process (a new owner id), which
 * finds the old one's journal as a dead process's (same pid, another owner).
 */
export function abandonReservationsForTests(): void {
  state.usage.cancelTimer();
  if (state.heartbeat) clearInterval(state.heartbeat);
  if (state.sweeper) clearInterval(state.sweeper);
  state.journal.abandon();
  state = stateSlot.set(freshState());
}

export const creditReservationJob: BackgroundJob = {
  name: "credit-reservations",
  start() {
    // A predecessor that died on this DATA_DIR: its journal written, its holds released, at once.
    void recoverDeadProcesses().catch(() => {});
    const sweep = () => void (state.recovery ? expireCreditHolds() : recoverDeadProcesses()).catch((e) => console.error("billing: could not refund expired credit holds", e));
    state.sweeper = setInterval(sweep, reservationConfig().sweepMs);
    state.sweeper.unref?.();
  },
  async stop() {
    if (state.sweeper) clearInterval(state.sweeper);
    state.sweeper = undefined;
    await drainReservations();
    state.usage.cancelTimer();
    if (state.heartbeat) clearInterval(state.heartbeat);
    state.heartbeat = undefined;
    const allWritten = state.usage.buffered === 0 && ![...state.holds.values()].some((h) => h.available > 0 || h.inFlight > 0);
    state.journal.close(allWritten);
  },
};
