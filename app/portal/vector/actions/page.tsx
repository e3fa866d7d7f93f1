// Actions: when a visitor reaches an affinity threshold or sends an event, tag the contact, queue it
// for the CRM or call a webhook. Each action fires at most once per visitor.
import type { Metadata } from "next";
import { Alert, Badge, Card, EmptyState, Field, PageHeader, SelectField, SubmitButton, Table } from "@/components/ui";
import { Notices, VectorTabs, type SearchParams } from "@/components/vector/vector-tabs";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { listActions, listAffinities } from "@/lib/vector";
import { createActionAction, deleteActionAction, toggleActionAction } from "../server-actions";

export const metadata: Metadata = { title: "VECTOR actions" };
export const dynamic = "force-dynamic";

export default async function ActionsPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requirePortalContext();
  const manage = canManage(ctx.role);
  const [actions, affinities] = await Promise.all([listActions(ctx.organisation.id), listAffinities(ctx.organisation.id)]);
  const affinityName = new Map(affinities.map((a) => [a.id, a.name]));
  type Row = (typeof actions)[number];
  const describeTrigger = (a: Row) => {
    const t = a.trigger as { type: string; affinity_id?: string; threshold?: number; event?: string };
    return t.type === "affinity" ? `${affinityName.get(t.affinity_id!) ?? "(deleted affinity)"} score reaches ${t.threshold}` : `Event “${t.event}”`;
  };
  const describeEffect = (a: Row) => (a.effect.type === "tag" ? `Tag “${a.effect.tag}”` : a.effect.type === "crm" ? "Queue for CRM" : `Webhook ${a.effect.url}`);
  return (
    <>
      <PageHeader title="VECTOR" description="Actions run once per visitor when a trigger is met. Tags and CRM queueing reach the contact when the visitor identifies." />
      <VectorTabs current="/portal/vector/actions" />
      <Notices searchParams={searchParams} />
      <div className="space-y-6">
        {actions.length ? (
          <Table caption="Actions" rows={actions} rowKey={(a) => a.id}
            columns={[
              { header: "Name", cell: (a) => <span className="font-medium">{a.name}</span> },
              { header: "When", cell: describeTrigger },
              { header: "Then", cell: (a) => <span className="break-all">{describeEffect(a)}</span> },
              { header: "Runs", cell: (a) => Object.entries(a.runs).map(([s, n]) => `${n} ${s}`).join(", ") || "none" },
              { header: "Status", cell: (a) => <Badge tone={a.enabled ? "indigo" : "neutral"}>{a.enabled ? "Active" : "Paused"}</Badge> },
              ...(manage ? [{ header: "", cell: (a: Row) => (
                <div className="flex gap-1">
                  <form action={toggleActionAction}><input type="hidden" name="id" value={a.id} /><input type="hidden" name="enabled" value={a.enabled ? "0" : "1"} /><SubmitButton variant="ghost">{a.enabled ? "Pause" : "Enable"}</SubmitButton></form>
                  <form action={deleteActionAction}><input type="hidden" name="id" value={a.id} /><SubmitButton variant="ghost">Delete</SubmitButton></form>
                </div>
              ) }] : []),
            ]} />
        ) : (
          <EmptyState title="No actions yet">For example: when the “Running” score reaches 20, tag the contact “runner”.</EmptyState>
        )}
        {manage ? (
          <Card title="New action" description="Fill in the trigger and effect fields that match your choices; the others are ignored.">
            <form action={createActionAction} className="grid gap-4 sm:grid-cols-2">
              <Field id="act-name" name="name" label="Name" required maxLength={80} className="sm:col-span-2" />
              <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium">When</legend>
                <SelectField id="act-trigger" name="trigger" label="Trigger" defaultValue={affinities.length ? "affinity" : "event"}>
                  <option value="affinity">An affinity score reaches a threshold</option>
                  <option value="event">The visitor sends an event</option>
                </SelectField>
                <SelectField id="act-affinity" name="affinity_id" label="Affinity">
                  {affinities.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
                </SelectField>
                <Field id="act-threshold" name="threshold" label="Threshold" type="number" min={1} defaultValue={20} />
                <Field id="act-event" name="event" label="Event name" placeholder="signup" />
              </fieldset>
              <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium">Then</legend>
                <SelectField id="act-effect" name="effect" label="Effect" defaultValue="tag">
                  <option value="tag">Tag the contact</option>
                  <option value="crm">Queue the contact for the CRM</option>
                  <option value="webhook">Call a webhook</option>
                </SelectField>
                <Field id="act-tag" name="tag" label="Tag" placeholder="runner" />
                <Field id="act-url" name="url" label="Webhook URL" type="url" placeholder="https://hooks.example.com/vector" hint="POSTed JSON; retried with backoff until it answers 2xx. Private and loopback addresses are refused." />
              </fieldset>
              <div className="sm:col-span-2"><SubmitButton>Create action</SubmitButton></div>
            </form>
          </Card>
        ) : (
          <Alert tone="info">Only owners and admins can change actions.</Alert>
        )}
      </div>
    </>
  );
}
