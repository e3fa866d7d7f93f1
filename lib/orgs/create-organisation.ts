import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { hashPassword, MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { issueApiKey } from "./api-key";

export const SIGNUP_FREE_CREDITS = () => Number(process.env.SIGNUP_FREE_CREDITS ?? 1000);

export class SignUpError extends Error {}

export type NewOrganisation = {
  name: string;
  owner?: { email: string; password: string; name?: string };
  /** Issue the organisation key now (operator onboarding does; portal sign-up does on subscribing). */
  issueKey?: boolean;
  /**
   * Starting credits (default SIGNUP_FREE_CREDITS), or a function deciding them inside the creating
   * transaction (portal sign-up: the free grant is claimed there, so a failed sign-up gives it back).
   */
  credits?: number | ((tx: Prisma.TransactionClient) => Promise<number>);
  /** The organisation's API requests per minute (null/absent: API_RATE_LIMIT_PER_MINUTE; 0: unlimited). */
  apiRateLimitPerMinute?: number | null;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createOrganisation(input: NewOrganisation): Promise<{ organisationId: string; userId?: string; apiKey?: string; credits: number }> {
  const name = input.name.trim();
  if (!name) throw new SignUpError("An organisation needs a name.");
  let owner: { email: string; passwordHash: string; name?: string } | undefined;
  if (input.owner) {
    const email = normaliseEmail(input.owner.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SignUpError("Enter a valid email address.");
    if (input.owner.password.length < MIN_PASSWORD_LENGTH)
      throw new SignUpError(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`);
    owner = { email, passwordHash: await hashPassword(input.owner.password), name: input.owner.name };
  }
  const db = await getDb();
  const organisationId = newId("org");
  const userId = owner ? newId("usr") : undefined;
  let apiKey: string | undefined;
  let credits = 0;
  try {
    await db.$transaction(async (tx) => {
      await tx.organisation.create({ data: { id: organisationId, name, apiRateLimitPerMinute: input.apiRateLimitPerMinute ?? null } });
      credits = typeof input.credits === "function" ? await input.credits(tx) : (input.credits ?? SIGNUP_FREE_CREDITS());
      await tx.creditAccount.create({ data: { organisationId, balance: credits } });
      if (owner && userId) {
        await tx.user.create({ data: { id: userId, email: owner.email, passwordHash: owner.passwordHash, name: owner.name } });
        await tx.membership.create({ data: { id: newId("mem"), organisationId, userId, role: "owner" } });
      }
      if (input.issueKey) apiKey = await issueApiKey(organisationId, tx);
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new SignUpError("An account with that email already exists. Sign in instead.");
    throw error;
  }
  return { organisationId, userId, apiKey, credits };
}
