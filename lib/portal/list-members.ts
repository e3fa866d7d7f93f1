import { getDb } from "@/lib/db/client";
import type { Role } from "@/lib/generated/prisma/client";

export type Member = { membershipId: string; userId: string; email: string; name: string | null; role: Role; createdAt: Date };

const ROLE_ORDER: Record<Role, number> = { owner: 0, admin: 1, member: 2 };

export async function listMembers(organisationId: string): Promise<Member[]> {
  const db = await getDb();
  const rows = await db.membership.findMany({
    where: { organisationId },
    orderBy: { createdAt: "asc" },
    select: { id: true, role: true, createdAt: true, user: { select: { id: true, email: true, name: true } } },
  });
  return rows
    .map((m) => ({ membershipId: m.id, userId: m.user.id, email: m.user.email, name: m.user.name, role: m.role, createdAt: m.createdAt }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.createdAt.getTime() - b.createdAt.getTime());
}
