// Who is using the portal, in which organisation, with which role. Roles are read from the database on
// every request, so a changed role applies at once (the session token only carries the user id).
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import type { Role } from "@/lib/generated/prisma/client";
import { authOptions } from "./options";

export type PortalContext = {
  user: { id: string; email: string; name: string | null };
  organisation: { id: string; name: string };
  role: Role;
};

export async function getPortalContext(): Promise<PortalContext | null> {
  const session = await getServerSession(authOptions);
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId) return null;
  const db = await getDb();
  const membership = await db.membership.findFirst({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: { organisation: true, user: true },
  });
  if (!membership) return null;
  return {
    user: { id: membership.user.id, email: membership.user.email, name: membership.user.name },
    organisation: { id: membership.organisation.id, name: membership.organisation.name },
    role: membership.role,
  };
}

/** For portal pages and server actions: the signed-in context, or a redirect to sign-in. */
export async function requirePortalContext(): Promise<PortalContext> {
  const ctx = await getPortalContext();
  if (!ctx) redirect("/signin");
  return ctx;
}

/** Owners and admins manage keys, credentials and settings; members only read. */
export function canManage(role: Role): boolean {
  return role === "owner" || role === "admin";
}

export async function requireManager(): Promise<PortalContext> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) redirect("/portal?forbidden=1");
  return ctx;
}
