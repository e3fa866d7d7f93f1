"use server";
import { revalidatePath } from "next/cache";
import { reissueSession } from "@/lib/auth/reissue-session";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import type { Role } from "@/lib/generated/prisma/client";
import { addMember } from "@/lib/portal/add-member";
import { changeMemberRole } from "@/lib/portal/change-member-role";
import { changePassword, PasswordError } from "@/lib/portal/change-password";
import { MemberError } from "@/lib/portal/member-rules";
import { removeMember } from "@/lib/portal/remove-member";
import { renameOrganisation } from "@/lib/portal/rename-organisation";

export type FormState = { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };
export type AddMemberState = FormState & { added?: { email: string; role: Role; temporaryPassword: string }; values?: { email: string; role: string } };

const unexpected = (what: string, error: unknown): FormState => {
  console.error(`${what} failed`, error);
  return { ok: false, error: "Something went wrong on our side; nothing was changed. Try again." };
};

export async function addMemberAction(_prev: AddMemberState, form: FormData): Promise<AddMemberState> {
  const ctx = await requirePortalContext();
  const values = { email: String(form.get("email") ?? "").trim(), role: String(form.get("role") ?? "") };
  if (!canManage(ctx.role)) return { ok: false, error: "Only owners and admins can add people.", values };
  try {
    const added = await addMember({ userId: ctx.user.id, organisationId: ctx.organisation.id, role: ctx.role }, values);
    revalidatePath("/portal/organisation");
    return { ok: true, added: { email: added.email, role: added.role, temporaryPassword: added.temporaryPassword } };
  } catch (error) {
    if (error instanceof MemberError) {
      const field = /email|account/i.test(error.message) ? "email" : "role";
      return { ok: false, fieldErrors: { [field]: error.message }, values };
    }
    return { ...unexpected("add member", error), values };
  }
}

export async function changeRoleAction(_prev: FormState, form: FormData): Promise<FormState> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) return { ok: false, error: "Only owners and admins can change roles." };
  try {
    const result = await changeMemberRole(
      { userId: ctx.user.id, organisationId: ctx.organisation.id, role: ctx.role },
      String(form.get("membershipId") ?? ""),
      String(form.get("role") ?? ""),
    );
    revalidatePath("/portal/organisation");
    return { ok: true, message: `Role changed to ${result.role}.` };
  } catch (error) {
    if (error instanceof MemberError) return { ok: false, error: error.message };
    return unexpected("change role", error);
  }
}

export async function renameAction(_prev: FormState, form: FormData): Promise<FormState> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) return { ok: false, error: "Only owners and admins can rename the organisation." };
  try {
    const name = await renameOrganisation(ctx.organisation.id, String(form.get("name") ?? ""));
    revalidatePath("/portal", "layout");
    return { ok: true, message: `Renamed to ${name}.` };
  } catch (error) {
    if (error instanceof MemberError) return { ok: false, fieldErrors: { name: error.message } };
    return unexpected("rename", error);
  }
}

export async function changePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const ctx = await requirePortalContext();
  try {
    const sessionVersion = await changePassword(ctx.user.id, String(form.get("current") ?? ""), String(form.get("next") ?? ""));
    // Every other session of this person ended with the change; this one carries on.
    await reissueSession(ctx.user.id, sessionVersion);
    return { ok: true, message: "Your password was changed. You were signed out everywhere else." };
  } catch (error) {
    if (error instanceof PasswordError) return { ok: false, fieldErrors: { [error.field]: error.message } };
    return unexpected("change password", error);
  }
}

export async function removeMemberAction(_prev: FormState, form: FormData): Promise<FormState> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) return { ok: false, error: "Only owners and admins can remove people." };
  try {
    const removed = await removeMember({ userId: ctx.user.id, organisationId: ctx.organisation.id, role: ctx.role }, String(form.get("membershipId") ?? ""));
    revalidatePath("/portal/organisation");
    return { ok: true, message: `${removed.email} was removed.` };
  } catch (error) {
    if (error instanceof MemberError) return { ok: false, error: error.message };
    return unexpected("remove member", error);
  }
}
