// CRM sync: the target (endpoint, auth header sealed at rest), the outbox state and the sync log.
import type { Metadata } from "next";
import { Alert, Badge, Card, Field, PageHeader, SelectField, Stat, SubmitButton, Table } from "@/components/ui";
import { Notices, VectorTabs, type SearchParams } from "@/components/vector/vector-tabs";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { getCrmTarget, outboxCounts, syncLog } from "@/lib/vector";
import { deleteCrmAction, saveCrmAction, syncNowAction } from "../server-actions";

export const metadata: Metadata = { title: "VECTOR CRM sync" };
export const dynamic = "force-dynamic";

const when = (d: Date | null) => (d ? d.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }) + " UTC" : "—");

export default async function CrmPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requirePortalContext();
  const manage = canManage(ctx.role);
  const [target, counts, log] = await Promise.all([getCrmTarget(ctx.organisation.id), outboxCounts(ctx.organisation.id), syncLog(ctx.organisation.id)]);
  return (
    <>
      <PageHeader title="VECTOR" description="Identified contacts, with their affinity scores and tags, are pushed to your CRM in batches: on a schedule and on demand. Each change is delivered once; failures are retried with backoff." />
      <VectorTabs current="/portal/vector/crm" />
      <Notices searchParams={searchParams} />
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Identified contacts" value={counts.contacts} />
        <Stat label="Waiting to sync" value={counts.due} />
        <Stat label="Synced at least once" value={counts.synced} />
      </dl>
      <div className="space-y-6">
        {manage ? (
          <Card title="Target" description="An HTTPS endpoint that accepts POST {batch_id, sent_at, contacts: [{contact_id, email, version, tags, affinities, crm_queued, updated_at}]}. The auth header value is encrypted at rest and never shown again."
            actions={target && <form action={syncNowAction}><SubmitButton pendingLabel="Syncing…">Sync now</SubmitButton></form>}>
            <form action={saveCrmAction} className="grid gap-3 sm:grid-cols-2">
              <Field id="crm-endpoint" name="endpoint" label="Endpoint URL" type="url" required defaultValue={target?.endpoint} placeholder="https://crm.example.com/api/contacts" className="sm:col-span-2" />
              <Field id="crm-header" name="auth_header_name" label="Auth header name" defaultValue={target?.authHeaderName ?? "authorization"} />
              <Field id="crm-value" name="auth_header_value" label="Auth header value" type="password" autoComplete="off" placeholder={target?.hasAuthValue ? "Stored — leave empty to keep" : "Bearer …"} />
              <SelectField id="crm-scope" name="scope" label="Contacts to send" defaultValue={target?.scope ?? "all"}>
                <option value="all">Every identified contact</option>
                <option value="queued">Only contacts queued by an action</option>
              </SelectField>
              <Field id="crm-interval" name="interval_minutes" label="Every (minutes)" type="number" min={1} max={1440} defaultValue={target?.intervalMinutes ?? 15} />
              <Field id="crm-batch" name="batch_size" label="Contacts per batch" type="number" min={1} max={1000} defaultValue={target?.batchSize ?? 100} />
              <label className="flex items-center gap-2 self-end text-sm"><input type="checkbox" name="enabled" defaultChecked={target?.enabled ?? true} /> Enabled</label>
              <div className="flex gap-2 sm:col-span-2">
                <SubmitButton>Save target</SubmitButton>
                {target && <button formAction={deleteCrmAction} formNoValidate className="rounded-md px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50">Remove</button>}
              </div>
            </form>
            {target && (
              <p className="mt-4 text-sm text-slate-600">
                Last run {when(target.lastRunAt)} · next {target.enabled ? when(target.nextRunAt) : "paused"}
                {target.failures > 0 && <> · <Badge tone="neutral">{target.failures} consecutive failure{target.failures > 1 ? "s" : ""}</Badge></>}
              </p>
            )}
          </Card>
        ) : (
          <Alert tone="info">Only owners and admins can configure the CRM target.</Alert>
        )}
        <Card title="Sync log" description="The latest 50 batches.">
          {log.length ? (
            <Table caption="Sync log" rows={log} rowKey={(l) => l.id}
              columns={[
                { header: "When", cell: (l) => when(l.createdAt) },
                { header: "Trigger", cell: (l) => l.trigger },
                { header: "Result", cell: (l) => <Badge tone={l.status === "ok" ? "indigo" : "neutral"}>{l.status === "ok" ? "Delivered" : "Failed"}</Badge> },
                { header: "Contacts", cell: (l) => l.contacts, align: "right" },
                { header: "HTTP", cell: (l) => l.httpStatus ?? "—", align: "right" },
                { header: "Detail", cell: (l) => <span className="break-all text-xs">{l.detail}</span> },
              ]} />
          ) : (
            <p className="text-sm text-slate-500">No syncs yet.</p>
          )}
        </Card>
      </div>
    </>
  );
}
