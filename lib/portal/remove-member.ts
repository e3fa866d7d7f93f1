// Removing a person deletes their account (one organisation per person), so they can no longer sign in
// and the email can be added again later. Same rules as role changes: not yourself, owners only by owners.
import { getDb } from "@/lib/db/client";
import type { Actor } from "./add-member";
import { grantableRoles, MemberError } from "./member-rules";

export async function removeMember(actor: Actor, membershipId: string): Promise<{ email: string }> {
  if (grantableRoles(actor.role).length === 0) throw new MemberError("Only owners and admins can remove people.");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const target = await tx.membership.findFirst({ where: { id: membershipId, organisationId: actor.organisationId }, include: { user: true } });
    if (!target) throw new MemberError("That person is not in this organisation.");
    if (target.userId === actor.userId) throw new MemberError("You cannot remove yourself; ask another owner.");
    if (target.role === "owner" && actor.role !== "owner") throw new MemberError("Only owners can remove an owner.");
    const otherMemberships = await tx.membership.count({ where: { userId: target.userId, NOT: { id: target.id } } });
    if (otherMemberships > 0) await tx.membership.delete({ where: { id: target.id } });
    else await tx.user.delete({ where: { id: target.userId } });
    return { email: target.user.email };
  });
}
