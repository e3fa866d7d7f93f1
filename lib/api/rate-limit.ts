// Abuse limits kept in the database, so every process agrees (docs/design/abuse-limits.md). One table,
// rate_limit, one row per limited key, and each decision is one atomic statement
// (INSERT … ON CONFLICT (key) DO UPDATE … RETURNING): concurrent requests, in this process or another,
// serialise on the row and each sees the count the one before it left. It runs the same on PostgreSQL and
// on the embedded PGlite.
//
// Two kinds of limit:
//  - hitWindow(): at most `limit` hits per fixed window (sign-ups per address per hour, the one free-credit
//    grant per address per day).
//  - beginAttempts(): failures with a growing lockout (sign-in, the archive's /auth). An attempt is counted
//    as a failure before the credential is checked, so parallel guesses cannot outrun the count; a success
//    then resets the key (the account: "a success resets the account counter") or gives its attempt back
//    (the address). After `maxFailures` failures the next attempt is refused and starts a lockout of
//    baseMs, doubling with each lockout in a row, at most maxMs. A key left alone for a day is forgotten.
//
// Time comes from an injectable clock (tests move it instead of sleeping), passed to the statements.
import { getSql, type SqlRunner } from "@/lib/db/client";
import { numberEnv } from "@/lib/env";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { DomainError } from "@/lib/errors";
import { processSlot } from "@/lib/process-state.mjs";

let clock: () => number = () => Date.now();

/** Milliseconds since the epoch, on the limiter's clock. */
export const rateLimitNow = (): number => clock();

/** Tests only: install a clock (omit to go back to the real one). */
export function setRateLimitClock(fn?: () => number): void {
  clock = fn ?? (() => Date.now());
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Something that runs one SQL statement: the process's driver (default) or a transaction's client. */
export type Run = <T>(text: string, params: unknown[]) => Promise<T[]>;

/** A Prisma (transaction) client as a Run, for limits that must commit or roll back with other writes. */
export const viaClient =
  (client: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> }): Run =>
  <T,>(text: string, params: unknown[]) =>
    client.$queryRawUnsafe<T[]>(text, ...params);

const defaultRun = async (): Promise<SqlRunner> => getSql();

const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));
const iso = (ms: number) => new Date(ms).toISOString();

const WINDOW_SQL = `
INSERT INTO rate_limit AS r (key, count, lockouts, window_start, expires_at)
VALUES ($1, 1, 0, $2::timestamptz, $2::timestamptz + $3::float8 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.expires_at <= $2::timestamptz THEN 1 ELSE r.count + 1 END,
  window_start = CASE WHEN r.expires_at <= $2::timestamptz THEN $2::timestamptz ELSE r.window_start END,
  expires_at = CASE WHEN r.expires_at <= $2::timestamptz THEN $2::timestamptz + $3::float8 * interval '1 millisecond' ELSE r.expires_at END
RETURNING count, (extract(epoch FROM expires_at) * 1000)::float8 AS ends_ms`;

/**
 * One hit on `key`: allowed while the window (which starts at the key's first hit) has seen at most
 * `limit` hits, this one included. Refused hits count too (they do not move the window's end).
 */
export async function hitWindow(key: string, limit: number, windowMs: number, run?: Run): Promise<Verdict & { count: number }> {
  const now = rateLimitNow();
  const exec = run ?? (await defaultRun());
  const [row] = await exec<{ count: number; ends_ms: number }>(WINDOW_SQL, [key, iso(now), windowMs]);
  const count = Number(row.count);
  if (count <= limit) return { allowed: true, count };
  return { allowed: false, count, retryAfterSeconds: secondsUntil(Number(row.ends_ms), now) };
}

export type LockoutPolicy = {
  /** Failures allowed before the next attempt is refused and a lockout starts. */
  maxFailures: number;
  /** First lockout; each lockout in a row doubles it. */
  baseMs: number;
  /** Longest lockout. */
  maxMs: number;
};

/** A key with no attempt for this long is forgotten (failures and lockout history). */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const ATTEMPT_SQL = `
INSERT INTO rate_limit AS r (key, count, lockouts, window_start, locked_until, expires_at)
VALUES ($1, 1, 0, $2::timestamptz, NULL, $2::timestamptz + $6::float8 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.expires_at <= $2::timestamptz THEN 1
               WHEN r.locked_until > $2::timestamptz THEN r.count
               WHEN r.count >= $3::int THEN 0
               ELSE r.count + 1 END,
  lockouts = CASE WHEN r.expires_at <= $2::timestamptz THEN 0
                  WHEN r.locked_until > $2::timestamptz THEN r.lockouts
                  WHEN r.count >= $3::int THEN r.lockouts + 1
                  ELSE r.lockouts END,
  locked_until = CASE WHEN r.expires_at <= $2::timestamptz THEN NULL
                      WHEN r.locked_until > $2::timestamptz THEN r.locked_until
                      WHEN r.count >= $3::int THEN $2::timestamptz + LEAST($4::float8 * power(2, LEAST(r.lockouts, 40)), $5::float8) * interval '1 millisecond'
                      ELSE r.locked_until END,
  window_start = CASE WHEN r.expires_at <= $2::timestamptz THEN $2::timestamptz ELSE r.window_start END,
  expires_at = GREATEST(r.expires_at, $2::timestamptz + $6::float8 * interval '1 millisecond')
RETURNING (extract(epoch FROM locked_until) * 1000)::float8 AS locked_until_ms`;

const RESET_SQL = `DELETE FROM rate_limit WHERE key = $1`;
const REFUND_SQL = `UPDATE rate_limit SET count = GREATEST(count - 1, 0) WHERE key = $1 AND (locked_until IS NULL OR locked_until <= $2::timestamptz)`;

/** Counts one attempt on `key` (as a failure until told otherwise); refused while the key is locked out. */
export async function attempt(key: string, policy: LockoutPolicy, run?: Run): Promise<Verdict> {
  const now = rateLimitNow();
  const exec = run ?? (await defaultRun());
  const [row] = await exec<{ locked_until_ms: number | null }>(ATTEMPT_SQL, [
    key,
    iso(now),
    Math.max(1, Math.floor(policy.maxFailures)),
    policy.baseMs,
    policy.maxMs,
    FORGET_AFTER_MS + policy.maxMs,
  ]);
  const lockedUntil = row.locked_until_ms === null ? null : Number(row.locked_until_ms);
  if (lockedUntil !== null && lockedUntil > now) return { allowed: false, retryAfterSeconds: secondsUntil(lockedUntil, now) };
  return { allowed: true };
}

/** After a success: "reset" forgets the key (an account), "refund" gives the attempt back (an address). */
export async function settleSuccess(key: string, mode: "reset" | "refund", run?: Run): Promise<void> {
  const exec = run ?? (await defaultRun());
  if (mode === "reset") await exec(RESET_SQL, [key]);
  else await exec(REFUND_SQL, [key, iso(rateLimitNow())]);
}

export type AttemptCheck = { key: string; policy: LockoutPolicy; onSuccess: "reset" | "refund" };

export type Attempts = { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt on each key in order (put the address first: a refused address never counts against
 * the account). If one refuses, the attempts already counted are given back and the longest wait is
 * answered; otherwise call succeeded() when the credential was right (a failure needs nothing more).
 */
export async function beginAttempts(checks: AttemptCheck[]): Promise<Attempts> {
  const counted: AttemptCheck[] = [];
  for (const check of checks) {
    const verdict = await attempt(check.key, check.policy);
    if (!verdict.allowed) {
      await Promise.all(counted.map((c) => settleSuccess(c.key, "refund")));
      return verdict;
    }
    counted.push(check);
  }
  return {
    allowed: true,
    succeeded: async () => {
      await Promise.all(counted.map((c) => settleSuccess(c.key, c.onSuccess)));
    },
  };
}

/** The lockout policy for credentials: LOCKOUT_BASE_SECONDS (60) doubling up to LOCKOUT_MAX_SECONDS (3600). */
export function lockoutPolicy(maxFailures: number): LockoutPolicy {
  return {
    maxFailures,
    baseMs: numberEnv("LOCKOUT_BASE_SECONDS", 60, 1) * 1000,
    maxMs: numberEnv("LOCKOUT_MAX_SECONDS", 3600, 1) * 1000,
  };
}

/** Failures per account (e-mail, archive client_id) before a lockout: LOCKOUT_AFTER_FAILURES (5). */
export const accountLockoutPolicy = () => lockoutPolicy(numberEnv("LOCKOUT_AFTER_FAILURES", 5, 1));
/** Failures per client address before a lockout: LOCKOUT_ADDRESS_AFTER_FAILURES (20; offices share one). */
export const addressLockoutPolicy = () => lockoutPolicy(numberEnv("LOCKOUT_ADDRESS_AFTER_FAILURES", 20, 1));

/** 429 `rate_limited` in the envelope, with Retry-After (seconds) as a header and in the body. */
export function rateLimited(retryAfterSeconds: number, message: string): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError("rate_limited", message, { retry_after_seconds: seconds }, { retryAfterSeconds: seconds });
}

/** "1 minute", "90 seconds", "2 hours": for messages. */
export function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** Deletes rows nobody needs any more (windows ended, lockouts long over). */
export async function purgeRateLimits(): Promise<number> {
  const exec = await defaultRun();
  const rows = await exec<{ n: number }>(`WITH gone AS (DELETE FROM rate_limit WHERE expires_at < $1::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM gone`, [iso(rateLimitNow())]);
  return Number(rows[0]?.n ?? 0);
}

const PURGE_EVERY_MS = 10 * 60 * 1000;
const rateLimitPurgeSlot = processSlot<NodeJS.Timeout>("api.rateLimitPurgeTimer");

export const rateLimitPurgeJob: BackgroundJob = {
  name: "rate-limit-purge",
  start() {
    if (rateLimitPurgeSlot.get()) return;
    rateLimitPurgeSlot.set(setInterval(() => void purgeRateLimits().catch((e) => console.error("rate limits: purge failed", e)), PURGE_EVERY_MS)).unref();
  },
  async stop() {
    clearInterval(rateLimitPurgeSlot.get());
    rateLimitPurgeSlot.set(undefined);
  },
};
