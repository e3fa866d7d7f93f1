// Affinities: named interests scored per visitor from URL patterns and events.
import type { Metadata } from "next";
import { Alert, Card, EmptyState, Field, PageHeader, SubmitButton, inputClass } from "@/components/ui";
import { Notices, VectorTabs, type SearchParams } from "@/components/vector/vector-tabs";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { listAffinities, rulesToText } from "@/lib/vector";
import { createAffinityAction, deleteAffinityAction, updateAffinityAction } from "../server-actions";

export const metadata: Metadata = { title: "VECTOR affinities" };
export const dynamic = "force-dynamic";

const RULES_HINT = "One rule per line: url <pattern> <weight> (e.g. url /shoes/running* 5; * matches anything; a pattern with :// matches the whole URL) or event <name> <weight> (e.g. event signup 10).";

export default async function AffinitiesPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requirePortalContext();
  const manage = canManage(ctx.role);
  const affinities = await listAffinities(ctx.organisation.id);
  return (
    <>
      <PageHeader title="VECTOR" description="Affinities are interest categories. Every matching page view or event adds the rule's weight to the visitor's score." />
      <VectorTabs current="/portal/vector/affinities" />
      <Notices searchParams={searchParams} />
      <div className="space-y-6">
        {!affinities.length && <EmptyState title="No affinities yet">Create one below, for example “Running” scoring pages under /shoes/running.</EmptyState>}
        {affinities.map((a) => (
          <Card key={a.id} title={a.name}>
            {manage ? (
              <form action={updateAffinityAction} className="space-y-3">
                <input type="hidden" name="id" value={a.id} />
                <Field id={`aff-name-${a.id}`} name="name" label="Name" defaultValue={a.name} required maxLength={60} />
                <label className="block text-sm font-medium text-slate-800" htmlFor={`aff-rules-${a.id}`}>Rules</label>
                <textarea id={`aff-rules-${a.id}`} name="rules" rows={Math.max(2, a.rules.length)} className={`${inputClass} border-slate-300 font-mono`} defaultValue={rulesToText(a.rules)} />
                <div className="flex gap-2">
                  <SubmitButton variant="secondary">Save</SubmitButton>
                  <button formAction={deleteAffinityAction} className="rounded-md px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50">Delete</button>
                </div>
              </form>
            ) : (
              <pre className="rounded bg-slate-50 p-3 text-xs">{rulesToText(a.rules)}</pre>
            )}
          </Card>
        ))}
        {manage ? (
          <Card title="New affinity">
            <form action={createAffinityAction} className="space-y-3">
              <Field id="aff-new-name" name="name" label="Name" placeholder="Running" required maxLength={60} />
              <label className="block text-sm font-medium text-slate-800" htmlFor="aff-new-rules">Rules</label>
              <textarea id="aff-new-rules" name="rules" rows={3} required className={`${inputClass} border-slate-300 font-mono`} placeholder={"url /shoes/running* 5\nevent signup 10"} aria-describedby="aff-rules-hint" />
              <p id="aff-rules-hint" className="text-xs text-slate-500">{RULES_HINT}</p>
              <SubmitButton>Create affinity</SubmitButton>
            </form>
          </Card>
        ) : (
          <Alert tone="info">Only owners and admins can change affinities.</Alert>
        )}
      </div>
    </>
  );
}
