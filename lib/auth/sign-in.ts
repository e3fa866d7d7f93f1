// Checking a portal sign-in (next-auth's credentials provider calls this), with the abuse limits:
//  - Per client address and per account (the e-mail, whether or not it exists), failures lead to a
//    growing lockout (lib/api/rate-limit.ts: LOCKOUT_AFTER_FAILURES, 5, per account; 20 per address; then
//    1 minute, doubling, at most 1 hour). An attempt counts before the password is checked, so parallel
//    guesses cannot outrun the count; a success resets the account and gives the address its attempt back.
//  - The same argon2 work whether or not the e-mail exists: an unknown e-mail is checked against a dummy
//    hash made with the same parameters, so the answer's timing does not tell which accounts exist.
// A refused attempt throws SignInRateLimited; the route (withSignInLimits) answers it 429 with Retry-After.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { DomainError } from "@/lib/errors";
import { accountLockoutPolicy, addressLockoutPolicy, beginAttempts, describeWait } from "@/lib/api/rate-limit";
import { newRequestId } from "@/lib/api/request-id";
import { errorResponse } from "@/lib/api/respond";
import { getDb } from "@/lib/db/client";
import { normaliseEmail } from "@/lib/orgs/create-organisation";
import { hashPassword, verifyPassword } from "./passwords";
import { processSlot } from "@/lib/process-state.mjs";

export class SignInRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("RateLimited"); // next-auth puts the message in the error URL: ?error=RateLimited
    this.name = "SignInRateLimited";
  }
}

export type SignedInUser = { id: string; email: string; name: string | null; sessionVersion: number };

const dummyPasswordHashSlot = processSlot<Promise<string>>("auth.dummyPasswordHash");

/** A hash of a random password with the same argon2 parameters as real ones, made once per process. */
export function dummyPasswordHash(): Promise<string> {
  return (
    dummyPasswordHashSlot.get() ??
    dummyPasswordHashSlot.set(
      hashPassword(randomBytes(18).toString("base64url")).catch((error) => {
        dummyPasswordHashSlot.set(undefined);
        throw error;
      }),
    )
  );
}
// Made when the module loads, so even the first unknown e-mail costs one hash, not two.
void dummyPasswordHash().catch(() => {});

/** The user when the e-mail and password match; null otherwise; throws SignInRateLimited when locked out. */
export async function checkCredentials(rawEmail: string, password: string, address: string): Promise<SignedInUser | null> {
  const email = normaliseEmail(rawEmail);
  const attempts = await beginAttempts([
    { key: `signin:addr:${address}`, policy: addressLockoutPolicy(), onSuccess: "refund" },
    { key: `signin:acct:${email}`, policy: accountLockoutPolicy(), onSuccess: "reset" },
  ]);
  if (!attempts.allowed) throw new SignInRateLimited(attempts.retryAfterSeconds);
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true, sessionVersion: true } });
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !matches) return null;
  await attempts.succeeded();
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
}

// next-auth turns anything authorize() throws into a 401 redirect to its error page. The route wrapper
// below runs next-auth inside a scope that authorize() marks when it was refused, and answers that 429.
const scope = new AsyncLocalStorage<{ retryAfterSeconds?: number }>();

/** Called by authorize() when refused, so the route can answer 429. */
export function noteSignInRefused(error: SignInRateLimited): void {
  const store = scope.getStore();
  if (store) store.retryAfterSeconds = error.retryAfterSeconds;
}

type NextAuthHandler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * Wraps next-auth's route handler: a sign-in refused by the limits answers 429 `rate_limited` in the
 * error envelope with Retry-After. The body also carries next-auth's `url` (error=RateLimited) so its
 * browser client (signIn with redirect: false) reports the error instead of failing on the body.
 */
export function withSignInLimits<C>(handler: NextAuthHandler<C>): NextAuthHandler<C> {
  return async (req, ctx) => {
    const store: { retryAfterSeconds?: number } = {};
    const res = await scope.run(store, () => handler(req, ctx));
    if (store.retryAfterSeconds === undefined) return res;
    const seconds = store.retryAfterSeconds;
    const url = new URL("/api/auth/error?error=RateLimited", req.url).toString();
    const error = new DomainError(
      "rate_limited",
      `Too many sign-in attempts. Try again in ${describeWait(seconds)}.`,
      { retry_after_seconds: seconds, url },
      { retryAfterSeconds: seconds },
    );
    return errorResponse(newRequestId(), error);
  };
}
