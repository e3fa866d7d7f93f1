// Who may grant which role. Owners manage everyone; admins manage admins and members but never owners;
// members manage no one. Nobody changes their own role (no accidental self-lockout).
import type { Role } from "@/lib/generated/prisma/client";

export const ROLES: Role[] = ["owner", "admin", "member"];

export const ROLE_LABEL: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member" };

export const ROLE_DESCRIPTION: Record<Role, string> = {
  owner: "Everything, including managing other owners.",
  admin: "Views and rotates the API key, subscribes to products, manages admins and members.",
  member: "Reads usage and products; cannot see or rotate the API key.",
};

export class MemberError extends Error {}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as string[]).includes(value);
}

/** The roles `actor` may hand out. */
export function grantableRoles(actor: Role): Role[] {
  if (actor === "owner") return ["owner", "admin", "member"];
  if (actor === "admin") return ["admin", "member"];
  return [];
}
