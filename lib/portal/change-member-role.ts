import { getDb } from "@/lib/db/client";
import type { Role } from "@/lib/generated/prisma/client";
import type { Actor } from "./add-member";
import { grantableRoles, isRole, MemberError } from "./member-rules";

export async function changeMemberRole(actor: Actor, membershipId: string, role: string): Promise<{ membershipId: string; role: Role }> {
  if (!isRole(role)) throw new MemberError("Choose a role: owner, admin or member.");
  const allowed = grantableRoles(actor.role);
  if (allowed.length === 0) throw new MemberError("Only owners and admins can change roles.");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const target = await tx.membership.findFirst({ where: { id: membershipId, organisationId: actor.organisationId } });
    if (!target) throw new MemberError("That person is not in this organisation.");
    if (target.userId === actor.userId) throw new MemberError("You cannot change your own role; ask another owner.");
    if (target.role === "owner" && actor.role !== "owner") throw new MemberError("Only owners can change an owner's role.");
    if (!allowed.includes(role)) throw new MemberError("Only owners can make someone an owner.");
    if (target.role === "owner" && role !== "owner") {
      const owners = await tx.membership.count({ where: { organisationId: actor.organisationId, role: "owner" } });
      if (owners <= 1) throw new MemberError("An organisation needs at least one owner.");
    }
    await tx.membership.update({ where: { id: target.id }, data: { role } });
    return { membershipId: target.id, role };
  });
}
