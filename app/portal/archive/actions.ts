"use server";
// Owners and admins deactivate archive clients and put failed emails back in the render queue.
import { revalidatePath } from "next/cache";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { deactivateArchiveClient, retryEmail, wakeArchiveWorker } from "@/lib/archive";

export type ActionState = { ok: boolean; message?: string };

export async function deactivateClientAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) return { ok: false, message: "Only owners and admins can deactivate archive clients." };
  const clientId = String(form.get("client_id") ?? "");
  try {
    if (!(await deactivateArchiveClient(ctx.organisation.id, clientId))) return { ok: false, message: "No such client in your organisation." };
  } catch (error) {
    console.error("archive client deactivation failed", error);
    return { ok: false, message: "The client could not be deactivated. Try again." };
  }
  revalidatePath("/portal/archive");
  return { ok: true, message: "Client deactivated. Its access tokens stopped working at once." };
}

export async function retryEmailAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) return { ok: false, message: "Only owners and admins can retry renders." };
  const id = String(form.get("id") ?? "");
  try {
    if (!(await retryEmail(ctx.organisation.id, id))) return { ok: false, message: "Only failed emails can be retried." };
  } catch (error) {
    console.error("archive retry failed", error);
    return { ok: false, message: "The retry could not be queued. Try again." };
  }
  wakeArchiveWorker();
  revalidatePath("/portal/archive");
  return { ok: true, message: "Queued for rendering again." };
}
