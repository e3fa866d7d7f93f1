import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "next/link";
import { PageHeader } from "@/components/ui";
import { TemplateEditor } from "@/components/html2pdf/template-editor";
import { isDomainError } from "@/lib/errors";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { getEditorSettings } from "@/lib/html2pdf/editor-settings";
import { getTemplate } from "@/lib/html2pdf/get-template";

export const metadata: Metadata = { title: "Template editor" };
export const dynamic = "force-dynamic";

export default async function TemplateEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requirePortalContext();
  const { id } = await params;
  try {
    const [template, settings] = await Promise.all([getTemplate(ctx.organisation.id, id), getEditorSettings(ctx.organisation.id, id)]);
    return (
      <>
        <PageHeader
          title={template.name}
          description={
            <>
              <Link href="/portal/templates" className="text-indigo-700 hover:underline">
                Templates
              </Link>{" "}
              · render it with POST /v1/html2pdf and {"{"}&quot;template_id&quot;: &quot;{template.id}&quot;{"}"}
            </>
          }
        />
        <TemplateEditor key={`${template.id}:${template.version}`} template={template} settings={settings} canEdit={canManage(ctx.role)} />
      </>
    );
  } catch (error) {
    if (isDomainError(error) && error.code === "not_found") notFound();
    throw error;
  }
}
