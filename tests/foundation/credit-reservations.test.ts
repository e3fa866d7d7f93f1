// Credit reservations (lib/billing/reservations.ts): what users are promised about their credits holds
// while calls are served from a per-process hold: never overdrawn, failed calls free, every successful call
// recorded and charged once, and a process that dies gives its held credits back (at once to a successor that
// replays its journal, else when the lease it no longer renews runs out).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { creditBalance } from "@/lib/billing";
import {
  abandonReservationsForTests,
  restartFlushTimerForTests,
  creditReservationJob,
  drainReservations,
  expireCreditHolds,
  flushReservations,
  recoverDeadProcesses,
  renewHolds,
  reservationStats,
  reserveCredits,
  writePendingUsage,
} from "@/lib/billing/reservations";
import { getDb, getSql } from "@/lib/db/client";
import { createTestOrg } from "../helpers";

const usage = (i: number) => ({ product: "html2pdf" as const, operation: "render", status: 200, units: 1, durationMs: 7, requestId: `req_${i}` });

/** The pool's balance without what holds have taken out of it. */
async function poolBalance(organisationId: string): Promise<number> {
  const db = await getDb();
  return (await db.creditAccount.findUniqueOrThrow({ where: { organisationId } })).balance;
}
async function heldCredits(organisationId: string): Promise<number> {
  const db = await getDb();
  return (await db.creditHold.aggregate({ where: { organisationId }, _sum: { credits: true } }))._sum.credits ?? 0;
}
async function usageRecords(organisationId: string) {
  return (await getDb()).usageRecord.findMany({ where: { organisationId } });
}

const env = { ...process.env };
beforeEach(() => {
  process.env.BILLING_FLUSH_MS = "20";
});
afterEach(async () => {
  await drainReservations();
  process.env = { ...env };
});

describe("credit reservations", () => {
  it("serves many calls from one block of credits, charges each once and records each call", async () => {
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    const before = reservationStats().top_ups;
    for (let i = 0; i < 200; i++) (await reserveCredits(organisationId, 1)).settle(usage(i));
    // 200 calls, a block of up to 64 at a time: a handful of statements, not one per call.
    const topUps = reservationStats().top_ups - before;
    expect(topUps).toBeGreaterThan(1);
    expect(topUps).toBeLessThanOrEqual(6);
    expect(await creditBalance(organisationId)).toBe(100_000 - 200);
    const records = await usageRecords(organisationId);
    expect(records).toHaveLength(200);
    expect(records.every((r) => r.credits === 1 && r.units === 1 && r.status === 200)).toBe(true);
    expect(new Set(records.map((r) => r.requestId)).size).toBe(200);
    // Unused credits sit in the hold, not in the pool, until they are given back.
    expect(await poolBalance(organisationId)).toBeLessThan(100_000 - 200);
    await drainReservations();
    expect(await poolBalance(organisationId)).toBe(100_000 - 200);
    expect(await heldCredits(organisationId)).toBe(0);
  });

  it("a failed call charges nothing and records nothing", async () => {
    const { organisationId } = await createTestOrg({ credits: 10 });
    const r = await reserveCredits(organisationId, 1);
    r.release();
    r.settle(usage(1)); // after release: no effect
    await flushReservations();
    expect(await creditBalance(organisationId)).toBe(10);
    expect(await usageRecords(organisationId)).toHaveLength(0);
    await drainReservations();
    expect(await poolBalance(organisationId)).toBe(10);
    expect(await heldCredits(organisationId)).toBe(0);
  });

  it("a call settled while a flush is under way is written before the balance or usage is shown", async () => {
    const { organisationId } = await createTestOrg({ credits: 100 });
    const first = await reserveCredits(organisationId, 1);
    const second = await reserveCredits(organisationId, 1);
    first.settle(usage(1));
    const flushing = flushReservations(); // its batch is taken: req_1 only
    second.settle(usage(2));
    await writePendingUsage(organisationId);
    expect((await usageRecords(organisationId)).map((r) => r.requestId).sort()).toEqual(["req_1", "req_2"]);
    await flushing;
  });

  it("on a small balance holds only what each call needs", async () => {
    const { organisationId } = await createTestOrg({ credits: 50 });
    const a = await reserveCredits(organisationId, 1);
    const b = await reserveCredits(organisationId, 1);
    expect(await poolBalance(organisationId)).toBe(48);
    expect(await heldCredits(organisationId)).toBe(2);
    a.settle(usage(1));
    b.release();
    await drainReservations();
    expect(await poolBalance(organisationId)).toBe(49);
    expect(await heldCredits(organisationId)).toBe(0);
  });

  it("concurrent reservations never overdraw the pool: the rest get 402 and nothing is charged for them", async () => {
    const { organisationId } = await createTestOrg({ credits: 50 });
    const results = await Promise.allSettled(Array.from({ length: 80 }, () => reserveCredits(organisationId, 1)));
    const granted = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(granted).toHaveLength(50);
    expect(refused).toHaveLength(30);
    expect(refused[0]).toMatchObject({ code: "insufficient_credits", details: { credits_needed: 1 } });
    granted.forEach((r, i) => (i % 2 ? r.settle(usage(i)) : r.release()));
    await drainReservations();
    expect(await creditBalance(organisationId)).toBe(25);
    expect(await usageRecords(organisationId)).toHaveLength(25);
  });

  it("a call that grows past its reservation is charged the whole, or refused with 402 when the pool is short", async () => {
    const { organisationId } = await createTestOrg({ credits: 3 });
    const r = await reserveCredits(organisationId, 1);
    await r.growTo(3);
    r.settle({ ...usage(1), units: 3 });
    await flushReservations();
    expect(await usageRecords(organisationId)).toMatchObject([{ units: 3, credits: 3 }]);
    expect(await creditBalance(organisationId)).toBe(0);

    const { organisationId: short } = await createTestOrg({ credits: 2 });
    const s = await reserveCredits(short, 1);
    await expect(s.growTo(3)).rejects.toMatchObject({ code: "insufficient_credits", details: { credits_needed: 2 } });
    s.release();
    await drainReservations();
    expect(await creditBalance(short)).toBe(2);
    expect(await usageRecords(short)).toHaveLength(0);
  });

  it("idle holds give their credits back to the pool by themselves", async () => {
    process.env.BILLING_HOLD_IDLE_MS = "0";
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    for (let i = 0; i < 5; i++) (await reserveCredits(organisationId, 1)).settle(usage(i));
    // No call and no drain: the flush timer writes the usage and gives the unused block back.
    await expect.poll(async () => [await poolBalance(organisationId), await heldCredits(organisationId), reservationStats().holds], { timeout: 5_000 }).toEqual([100_000 - 5, 0, 0]);
    expect(await usageRecords(organisationId)).toHaveLength(5);
  });

  it("a process that stops without settling: its holds are refunded once expired, and what it wrote is not billed twice", async () => {
    // The lease is long enough that the first sweep below surely runs inside it even on a loaded machine.
    process.env.BILLING_HOLD_TTL_MS = "1500";
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    for (let i = 0; i < 3; i++) (await reserveCredits(organisationId, 1)).settle(usage(i));
    await flushReservations(); // these three are recorded and charged
    (await reserveCredits(organisationId, 1)).settle(usage(3)); // settled, not yet written
    await reserveCredits(organisationId, 1); // in flight
    abandonReservationsForTests(); // the process dies here
    const held = await heldCredits(organisationId);
    expect(held).toBeGreaterThan(0);
    // Not expired yet: a live process may still settle it. The sweep's count is every organisation's (other
    // tests leave expiring holds behind), so this organisation's own holds are what is checked.
    await expireCreditHolds();
    expect(await heldCredits(organisationId)).toBe(held);
    // once the lease runs out the holds are refunded (by this sweep, or by the server's own sweep timer
    // racing it: so the pool's state is what is awaited, not the count one sweep returns)
    await expect.poll(async () => (await expireCreditHolds(), [await poolBalance(organisationId), await heldCredits(organisationId)]), { timeout: 5_000 }).toEqual([100_000 - 3, 0]);
    expect(await usageRecords(organisationId)).toHaveLength(3);
  });

  it("a call settled after its hold was refunded (a stall past the lease) is charged to the pool directly, never free", async () => {
    process.env.BILLING_HOLD_TTL_MS = "300";
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    const r = await reserveCredits(organisationId, 1);
    // the stall: wait until this organisation's hold has been refunded (by this sweep or the server's own)
    await expect.poll(async () => (await expireCreditHolds(), heldCredits(organisationId)), { timeout: 5_000, interval: 100 }).toBe(0);
    r.settle(usage(1));
    await drainReservations();
    expect(await usageRecords(organisationId)).toMatchObject([{ requestId: "req_1", credits: 1 }]);
    expect(await poolBalance(organisationId)).toBe(100_000 - 1);
    expect(await heldCredits(organisationId)).toBe(0);
  });

  it("a live process renews its holds' lease: they outlive it, and one found refunded is replaced", async () => {
    process.env.BILLING_HOLD_TTL_MS = "300";
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    const r = await reserveCredits(organisationId, 1);
    const db = await getDb();
    const [hold] = await db.creditHold.findMany({ where: { organisationId } });
    expect(hold.ownerId).toBe(reservationStats().owner_id);
    await renewHolds();
    const renewed = await db.creditHold.findUniqueOrThrow({ where: { id: hold.id } });
    expect(renewed.expiresAt.getTime()).toBeGreaterThanOrEqual(hold.expiresAt.getTime());
    // The lease runs out (no renewal for longer than it): the hold is refunded, and the next renewal
    // notices and lets new calls take a new hold, while the call in flight is charged to the pool.
    await expect.poll(async () => (await expireCreditHolds(), db.creditHold.count({ where: { id: hold.id } })), { timeout: 5_000, interval: 100 }).toBe(0);
    await renewHolds();
    expect(reservationStats().holds_lost).toBeGreaterThanOrEqual(1);
    const next = await reserveCredits(organisationId, 1);
    expect((await db.creditHold.findMany({ where: { organisationId } })).map((h) => h.id)).not.toContain(hold.id);
    r.settle(usage(1));
    next.settle(usage(2));
    await drainReservations();
    expect((await usageRecords(organisationId)).map((u) => u.credits)).toEqual([1, 1]);
    expect(await poolBalance(organisationId)).toBe(100_000 - 2);
    expect(await heldCredits(organisationId)).toBe(0);
  });

  it("a process that dies: the next one writes the calls it had settled but not written, and releases its holds at once", async () => {
    // no timed flush: the calls settled after the explicit flush stay unwritten until the process dies (at
    // 20 ms a slow database round trip let the timer write them first, and the successor found nothing)
    // (and a timer the last test's drain left on the old 20 ms, while holds were still open, is dropped)
    process.env.BILLING_FLUSH_MS = "600000";
    restartFlushTimerForTests();
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    for (let i = 0; i < 3; i++) (await reserveCredits(organisationId, 1)).settle(usage(i));
    await flushReservations(); // written: charged once, never again
    (await reserveCredits(organisationId, 1)).settle(usage(3)); // delivered, not yet written
    (await reserveCredits(organisationId, 1)).settle(usage(4));
    await reserveCredits(organisationId, 1); // in flight: never delivered, never charged
    expect(await heldCredits(organisationId)).toBeGreaterThan(0);
    abandonReservationsForTests(); // the process dies here; this one carries on as its successor
    const report = await recoverDeadProcesses();
    expect(report).toMatchObject({ processes: 1, usageWritten: 2 });
    expect(report.creditsReleased).toBeGreaterThan(0);
    expect(await heldCredits(organisationId)).toBe(0); // at once, not after a lease
    expect((await usageRecords(organisationId)).map((u) => u.requestId).sort()).toEqual(["req_0", "req_1", "req_2", "req_3", "req_4"]);
    expect(await poolBalance(organisationId)).toBe(100_000 - 5);
    // Nothing is left to replay: a second successor finds nothing.
    abandonReservationsForTests();
    expect(await recoverDeadProcesses()).toMatchObject({ processes: 0, usageWritten: 0, creditsReleased: 0 });
    expect(await poolBalance(organisationId)).toBe(100_000 - 5);
  });

  it("usage of an organisation deleted meanwhile does not hold up the batch it is in", async () => {
    const { organisationId: gone } = await createTestOrg({ credits: 10 });
    const { organisationId: kept } = await createTestOrg({ credits: 10 });
    (await reserveCredits(gone, 1)).settle(usage(1));
    (await reserveCredits(kept, 1)).settle(usage(2));
    await (await getDb()).organisation.delete({ where: { id: gone } });
    await drainReservations();
    expect(reservationStats()).toMatchObject({ pending_usage: 0, last_flush_failed: false });
    expect(await usageRecords(kept)).toMatchObject([{ requestId: "req_2", credits: 1 }]);
    expect(await poolBalance(kept)).toBe(9);
  });

  it("a settle batch sent twice records and charges each call once", async () => {
    const { organisationId } = await createTestOrg({ credits: 100 });
    const sql = await getSql();
    await sql(`SELECT hold_credits(10, 10, $1, 'hold_twice', 60000, 'own_twice')`, [organisationId]);
    const batch = [["hold_twice"], ["use_twice"], [organisationId], ["html2pdf"], ["render"], [200], [1], [4], [5], ["req_twice"], [], [], 60000];
    const settle = `SELECT settle_credit_holds($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::text[], $11::text[], $12::int[], $13::int) AS written`;
    expect(await sql(settle, batch)).toMatchObject([{ written: 1 }]);
    expect(await sql(settle, batch)).toMatchObject([{ written: 0 }]);
    expect(await heldCredits(organisationId)).toBe(6);
    expect(await usageRecords(organisationId)).toMatchObject([{ credits: 4 }]);
  });

  it("the job's stop writes what was settled and gives every held credit back", async () => {
    const { organisationId } = await createTestOrg({ credits: 100_000 });
    for (let i = 0; i < 10; i++) (await reserveCredits(organisationId, 1)).settle(usage(i));
    creditReservationJob.start();
    await creditReservationJob.stop();
    expect(await usageRecords(organisationId)).toHaveLength(10);
    expect(await poolBalance(organisationId)).toBe(100_000 - 10);
    expect(await heldCredits(organisationId)).toBe(0);
  });
});
