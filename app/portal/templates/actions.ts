"use server";
// Portal server actions for the template editor. They call lib/html2pdf directly. The live preview is not
// one of them: it is POST /portal/templates/preview (app/portal/templates/preview/route.ts), free and
// limited per user, so that it can answer 429 with Retry-After like the rest of the platform.
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { isDomainError } from "@/lib/errors";
import { requireManager, requirePortalContext } from "@/lib/auth/session";
import { createTemplate } from "@/lib/html2pdf/create-template";
import { deleteTemplate } from "@/lib/html2pdf/delete-template";
import { saveEditorSettings } from "@/lib/html2pdf/editor-settings";
import { getTemplate } from "@/lib/html2pdf/get-template";
import { STARTER_DATA, STARTER_HTML, STARTER_OPTIONS } from "@/lib/html2pdf/starter-template";
import { updateTemplate } from "@/lib/html2pdf/update-template";

export type ActionError = { ok: false; error: string; field?: string; line?: number | null };
export type SaveResult = { ok: true; version: number } | ActionError;

function toActionError(error: unknown): ActionError {
  if (isDomainError(error)) {
    const d = (error.details ?? {}) as { field?: string; option?: string; merge_error?: { where?: string; line?: number | null } };
    return { ok: false, error: error.message, field: d.option ?? d.field ?? d.merge_error?.where, line: d.merge_error?.line ?? null };
  }
  console.error("template editor action failed", error);
  return { ok: false, error: "Something went wrong. Try again." };
}

export async function createTemplateAction(_prev: ActionError | null, form: FormData): Promise<ActionError | null> {
  const ctx = await requireManager();
  let id: string;
  try {
    const t = await createTemplate(ctx.organisation.id, { name: String(form.get("name") ?? ""), html: STARTER_HTML });
    await saveEditorSettings(ctx.organisation.id, t.id, { sampleData: JSON.stringify(STARTER_DATA, null, 2), options: STARTER_OPTIONS });
    id = t.id;
  } catch (error) {
    return toActionError(error);
  }
  revalidatePath("/portal/templates");
  redirect(`/portal/templates/${id}`);
}

export async function saveTemplateAction(input: { id: string; name: string; html: string; sampleData: string; options: unknown }): Promise<SaveResult> {
  const ctx = await requireManager();
  try {
    const current = await getTemplate(ctx.organisation.id, input.id);
    await saveEditorSettings(ctx.organisation.id, input.id, { sampleData: input.sampleData, options: input.options });
    let version = current.version;
    if (current.html !== input.html || current.name !== input.name.trim()) {
      version = (await updateTemplate(ctx.organisation.id, input.id, {
        ...(current.html !== input.html ? { html: input.html } : {}),
        ...(current.name !== input.name.trim() ? { name: input.name } : {}),
      })).version;
    }
    revalidatePath(`/portal/templates/${input.id}`);
    return { ok: true, version };
  } catch (error) {
    return toActionError(error);
  }
}

export async function getVersionAction(input: { id: string; version: number }): Promise<{ ok: true; html: string; name: string; version: number } | ActionError> {
  const ctx = await requirePortalContext();
  try {
    const t = await getTemplate(ctx.organisation.id, input.id, input.version);
    return { ok: true, html: t.html, name: t.name, version: t.version };
  } catch (error) {
    return toActionError(error);
  }
}

/** Restoring never rewrites history: the old version's HTML and name become a new latest version. */
export async function restoreVersionAction(input: { id: string; version: number }): Promise<SaveResult> {
  const ctx = await requireManager();
  try {
    const old = await getTemplate(ctx.organisation.id, input.id, input.version);
    const t = await updateTemplate(ctx.organisation.id, input.id, { html: old.html, name: old.name });
    revalidatePath(`/portal/templates/${input.id}`);
    return { ok: true, version: t.version };
  } catch (error) {
    return toActionError(error);
  }
}

export async function deleteTemplateAction(id: string): Promise<ActionError | null> {
  const ctx = await requireManager();
  try {
    await deleteTemplate(ctx.organisation.id, id);
  } catch (error) {
    return toActionError(error);
  }
  revalidatePath("/portal/templates");
  redirect("/portal/templates?deleted=1");
}
