import { getDb } from "@/lib/db/client";
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
  credits?: number;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createOrganisation(input: NewOrganisation): Promise<{ organisationId: string; userId?: string; apiKey?: string }> {
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
  try {
    await db.$transaction(async (tx) => {
      await tx.organisation.create({ data: { id: organisationId, name } });
      await tx.creditAccount.create({ data: { organisationId, balance: input.credits ?? SIGNUP_FREE_CREDITS() } });
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
  return { organisationId, userId, apiKey };
}
