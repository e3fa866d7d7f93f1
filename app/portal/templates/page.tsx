import type { Metadata } from "next";
import Link from "next/link";
import { Alert, Card, EmptyState, PageHeader } from "@/components/ui";
import { NewTemplateForm } from "@/components/html2pdf/new-template-form";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { TEMPLATES_PER_ORGANISATION } from "@/lib/html2pdf/limits";
import { listTemplates } from "@/lib/html2pdf/list-templates";

export const metadata: Metadata = { title: "Templates" };
export const dynamic = "force-dynamic";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export default async function TemplatesPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const ctx = await requirePortalContext();
  const { deleted } = await searchParams;
  const templates = await listTemplates(ctx.organisation.id);
  const manager = canManage(ctx.role);
  return (
    <>
      <PageHeader
        title="Templates"
        description={`Handlebars HTML templates for the html2pdf API (POST /v1/html2pdf with template_id). Every save is a new version; renders can pin template_version. ${templates.length} of ${TEMPLATES_PER_ORGANISATION} used.`}
      />
      {deleted ? <Alert tone="success" title="Template deleted.">Its history is kept; API calls that use it now answer 404.</Alert> : null}
      {manager ? (
        <Card title="New template" description="Starts from an invoice example with sample data.">
          <NewTemplateForm disabled={templates.length >= TEMPLATES_PER_ORGANISATION} />
        </Card>
      ) : null}
      {templates.length === 0 ? (
        <EmptyState title="No templates yet">Create one to design a document with a live preview.</EmptyState>
      ) : (
        <Card title="Your templates">
          <table className="w-full text-left text-sm" data-testid="template-list">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4 font-medium">Name</th>
                <th className="py-2 pr-4 font-medium">Id</th>
                <th className="py-2 pr-4 font-medium">Version</th>
                <th className="py-2 font-medium">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {templates.map((t) => (
                <tr key={t.id} className="border-t border-slate-100">
                  <td className="py-2 pr-4">
                    <Link href={`/portal/templates/${t.id}`} className="font-medium text-indigo-700 hover:underline">
                      {t.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs text-slate-600">{t.id}</td>
                  <td className="py-2 pr-4">v{t.version}</td>
                  <td className="py-2 text-slate-600">{when(t.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
