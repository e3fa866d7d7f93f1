// Adding a person to an organisation: the account is created with a random temporary password that the
// adding owner or admin sees once and hands over; the person signs in with it and sets their own. The
// portal keeps one organisation per person, so an email that already has an account is refused.
import { getDb } from "@/lib/db/client";
import type { Role } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { hashPassword } from "@/lib/auth/passwords";
import { generateSecret } from "@/lib/api/secrets";
import { normaliseEmail } from "@/lib/orgs/create-organisation";
import { grantableRoles, isRole, MemberError, ROLE_LABEL } from "./member-rules";

export type Actor = { userId: string; organisationId: string; role: Role };

export async function addMember(
  actor: Actor,
  input: { email: string; role: string; name?: string },
): Promise<{ userId: string; email: string; role: Role; temporaryPassword: string }> {
  const email = normaliseEmail(input.email ?? "");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new MemberError("Enter a valid email address.");
  if (!isRole(input.role)) throw new MemberError("Choose a role: owner, admin or member.");
  const allowed = grantableRoles(actor.role);
  if (allowed.length === 0) throw new MemberError("Only owners and admins can add people.");
  if (!allowed.includes(input.role)) throw new MemberError(`Only owners can add an ${ROLE_LABEL[input.role].toLowerCase()}.`);

  const temporaryPassword = generateSecret("", 12); // 16 characters, 96 bits
  const passwordHash = await hashPassword(temporaryPassword);
  const db = await getDb();
  const userId = newId("usr");
  try {
    await db.$transaction(async (tx) => {
      await tx.user.create({ data: { id: userId, email, passwordHash, name: input.name?.trim() || null } });
      await tx.membership.create({ data: { id: newId("mem"), organisationId: actor.organisationId, userId, role: input.role as Role } });
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new MemberError("That email already has an account.");
    throw error;
  }
  return { userId, email, role: input.role, temporaryPassword };
}
