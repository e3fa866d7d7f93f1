// Portal self sign-up (app/signup/actions.ts), with the two rules that keep free credits from being farmed
// (docs/portal.md, "Sign-up and free credits"):
//  1. At most SIGNUP_LIMIT_PER_HOUR (3) sign-ups per client address per hour; beyond, refused with the wait.
//  2. SIGNUP_FREE_CREDITS are granted to the first sign-up from a client address in 24 hours only; later
//     ones start with 0 credits. The platform sends no e-mail, so there is no verification to tie the grant
//     to; an address (an IPv6 /64) is the thing a loop cannot mint cheaply. The grant is claimed inside the
//     transaction that creates the organisation, so a sign-up that fails (e-mail taken) does not use it.
// Both are rows of the shared rate_limit table, so every server process counts together.
import { hitWindow, viaClient } from "@/lib/api/rate-limit";
import { numberEnv } from "@/lib/env";
import { createOrganisation, SIGNUP_FREE_CREDITS } from "./create-organisation";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SIGNUP_LIMIT_PER_HOUR: sign-ups per client address per hour (0: no limit). */
export const signUpLimitPerHour = () => numberEnv("SIGNUP_LIMIT_PER_HOUR", 3, 0);

export class SignUpRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many sign-ups from this network.");
  }
}

export type SignUpInput = { organisation: string; email: string; password: string; name?: string };
export type SignUpResult = { organisationId: string; userId: string; freeCredits: number };

export async function signUp(input: SignUpInput, client: { address: string }): Promise<SignUpResult> {
  const limit = signUpLimitPerHour();
  if (limit > 0) {
    const verdict = await hitWindow(`signup:addr:${client.address}`, limit, HOUR_MS);
    if (!verdict.allowed) throw new SignUpRateLimited(verdict.retryAfterSeconds);
  }
  const created = await createOrganisation({
    name: input.organisation,
    owner: { email: input.email, password: input.password, name: input.name },
    credits: async (tx) => {
      const free = SIGNUP_FREE_CREDITS();
      if (!(free > 0)) return 0;
      const grant = await hitWindow(`signup-credits:addr:${client.address}`, 1, DAY_MS, viaClient(tx));
      return grant.allowed ? free : 0;
    },
  });
  return { organisationId: created.organisationId, userId: created.userId!, freeCredits: created.credits };
}
