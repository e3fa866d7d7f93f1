"use server";
// Form actions of the VECTOR portal pages. Each checks the role, calls lib/vector and redirects back with
// a notice or an error in the query string (the pages show it).
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import {
  createAction, createAffinity, createSite, deleteAction, deleteAffinity, deleteCrmTarget, deleteSite, parseRulesText, rotateSiteKey,
  saveCrmTarget, setActionEnabled, SiteInputError, syncCrm, updateAffinity, updateSite, VectorInputError,
} from "@/lib/vector";

type Back = "/portal/vector/sites" | "/portal/vector/affinities" | "/portal/vector/actions" | "/portal/vector/crm";

async function manager(back: Back) {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) redirect(`${back}?error=${encodeURIComponent("Only owners and admins can change VECTOR settings.")}`);
  return ctx.organisation.id;
}

async function attempt(back: Back, notice: string, fn: () => Promise<unknown>): Promise<never> {
  let error: string | null = null;
  try {
    await fn();
  } catch (e) {
    if (e instanceof SiteInputError || e instanceof VectorInputError) error = e.message;
    else {
      console.error("vector portal action failed", e);
      error = "That did not work; nothing was changed. Try again.";
    }
  }
  revalidatePath(back);
  redirect(`${back}?${error ? `error=${encodeURIComponent(error)}` : `notice=${encodeURIComponent(notice)}`}`);
}

const text = (f: FormData, k: string) => String(f.get(k) ?? "").trim();

export async function createSiteAction(form: FormData) {
  const org = await manager("/portal/vector/sites");
  await attempt("/portal/vector/sites", "Site created.", () => createSite({ organisationId: org, name: text(form, "name"), allowedOrigins: text(form, "origins") }));
}

export async function updateSiteAction(form: FormData) {
  const org = await manager("/portal/vector/sites");
  await attempt("/portal/vector/sites", "Site saved.", () => updateSite(org, text(form, "site_id"), { name: text(form, "name"), allowedOrigins: text(form, "origins") }));
}

export async function rotateSiteKeyAction(form: FormData) {
  const org = await manager("/portal/vector/sites");
  await attempt("/portal/vector/sites", "New site key issued. Update the snippet on your pages: the old key is no longer accepted.", () => rotateSiteKey(org, text(form, "site_id")));
}

export async function deleteSiteAction(form: FormData) {
  const org = await manager("/portal/vector/sites");
  await attempt("/portal/vector/sites", "Site and its events deleted.", () => deleteSite(org, text(form, "site_id")));
}

function rulesFrom(form: FormData) {
  const { rules, errors } = parseRulesText(text(form, "rules"));
  if (errors.length) throw new VectorInputError(errors.join(" "));
  return rules;
}

export async function createAffinityAction(form: FormData) {
  const org = await manager("/portal/vector/affinities");
  await attempt("/portal/vector/affinities", "Affinity created. Scores build up from new events.", () => createAffinity(org, { name: text(form, "name"), rules: rulesFrom(form) }));
}

export async function updateAffinityAction(form: FormData) {
  const org = await manager("/portal/vector/affinities");
  await attempt("/portal/vector/affinities", "Affinity saved. New rules apply to new events.", () => updateAffinity(org, text(form, "id"), { name: text(form, "name"), rules: rulesFrom(form) }));
}

export async function deleteAffinityAction(form: FormData) {
  const org = await manager("/portal/vector/affinities");
  await attempt("/portal/vector/affinities", "Affinity deleted.", () => deleteAffinity(org, text(form, "id")));
}

export async function createActionAction(form: FormData) {
  const org = await manager("/portal/vector/actions");
  const trigger = text(form, "trigger") === "affinity"
    ? { type: "affinity" as const, affinity_id: text(form, "affinity_id"), threshold: Number(text(form, "threshold")) }
    : { type: "event" as const, event: text(form, "event") };
  const kind = text(form, "effect");
  const effect = kind === "webhook" ? { type: "webhook" as const, url: text(form, "url") } : kind === "crm" ? { type: "crm" as const } : { type: "tag" as const, tag: text(form, "tag") };
  await attempt("/portal/vector/actions", "Action created.", () => createAction(org, { name: text(form, "name"), trigger, effect }));
}

export async function toggleActionAction(form: FormData) {
  const org = await manager("/portal/vector/actions");
  const enable = text(form, "enabled") === "1";
  await attempt("/portal/vector/actions", enable ? "Action enabled." : "Action paused.", () => setActionEnabled(org, text(form, "id"), enable));
}

export async function deleteActionAction(form: FormData) {
  const org = await manager("/portal/vector/actions");
  await attempt("/portal/vector/actions", "Action deleted.", () => deleteAction(org, text(form, "id")));
}

export async function saveCrmAction(form: FormData) {
  const org = await manager("/portal/vector/crm");
  await attempt("/portal/vector/crm", "CRM target saved.", () =>
    saveCrmTarget(org, {
      kind: "http",
      endpoint: text(form, "endpoint"),
      auth_header_name: text(form, "auth_header_name"),
      auth_header_value: text(form, "auth_header_value") || undefined,
      scope: text(form, "scope") === "queued" ? "queued" : "all",
      interval_minutes: Number(text(form, "interval_minutes") || 15),
      batch_size: Number(text(form, "batch_size") || 100),
      enabled: form.get("enabled") === "on",
    }),
  );
}

export async function deleteCrmAction() {
  const org = await manager("/portal/vector/crm");
  await attempt("/portal/vector/crm", "CRM target removed.", () => deleteCrmTarget(org));
}

export async function syncNowAction() {
  const org = await manager("/portal/vector/crm");
  let message: string;
  let ok = true;
  try {
    const r = await syncCrm(org, "manual");
    if (r.status === "ok") message = `Sent ${r.contacts} contact${r.contacts === 1 ? "" : "s"}.`;
    else if (r.status === "idle") message = "Nothing to send: every contact is up to date.";
    else {
      ok = false;
      message = r.status === "failed" ? `Sync failed: ${r.detail}. It is retried automatically with backoff.` : r.status === "no_target" ? "Set up an enabled CRM target first." : "A sync is already running; try again in a moment.";
    }
  } catch (e) {
    console.error("vector sync failed", e);
    ok = false;
    message = "The sync could not run; nothing was marked as sent. Try again.";
  }
  revalidatePath("/portal/vector/crm");
  redirect(`/portal/vector/crm?${ok ? "notice" : "error"}=${encodeURIComponent(message)}`);
}
