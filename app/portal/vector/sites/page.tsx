// Sites: name, allowed origins and the public site key, with the install snippet for each.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { Alert, Card, EmptyState, Field, PageHeader, SubmitButton } from "@/components/ui";
import { Notices, VectorTabs, type SearchParams } from "@/components/vector/vector-tabs";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { listSites, trackerUrl } from "@/lib/vector";
import { createSiteAction, deleteSiteAction, rotateSiteKeyAction, updateSiteAction } from "../server-actions";

export const metadata: Metadata = { title: "VECTOR sites" };
export const dynamic = "force-dynamic";

async function appUrl(): Promise<string> {
  const env = process.env.APP_URL || process.env.NEXTAUTH_URL;
  if (env) return env.replace(/\/$/, "");
  const h = await headers();
  return `${h.get("x-forwarded-proto") ?? "http"}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000"}`;
}

export default async function SitesPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requirePortalContext();
  const manage = canManage(ctx.role);
  const sites = await listSites(ctx.organisation.id);
  const base = await appUrl();
  return (
    <>
      <PageHeader title="VECTOR" description="Sites and the tracker snippet. The site key is public: it ships in your pages and only lets a browser send events." />
      <VectorTabs current="/portal/vector/sites" />
      <Notices searchParams={searchParams} />
      {!sites.length && <EmptyState title="No sites yet">Add your first site below to get its site key and install snippet.</EmptyState>}
      <div className="space-y-6">
        {sites.map((site) => {
          const snippet = `<script>window.ServiceVector = { k: "${site.siteKey}" };</script>\n<script async src="${trackerUrl(base)}"></script>`;
          const queued = `<script>\n  window.ServiceVector = { k: "${site.siteKey}", q: [] };\n  ServiceVector.track = function (e) { ServiceVector.q.push(["track", e]); };\n  ServiceVector.identify = function (e) { ServiceVector.q.push(["identify", e]); };\n</script>\n<script async src="${trackerUrl(base)}"></script>`;
          return (
            <Card key={site.id} title={site.name} description={`Site ${site.id}`}>
              <dl className="mb-4 grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">Site key</dt>
                  <dd className="mt-1 font-mono text-slate-900" data-testid="site-key">{site.siteKey}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Allowed origins</dt>
                  <dd className="mt-1 text-slate-900">{site.allowedOrigins.length ? site.allowedOrigins.join(", ") : "Any (no restriction)"}</dd>
                </div>
              </dl>
              <h3 className="text-sm font-medium text-slate-800">Install</h3>
              <p className="mt-1 text-sm text-slate-600">Paste before the closing <code>&lt;/body&gt;</code> tag of every page. Page views, including single-page-app navigation, are tracked automatically.</p>
              <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100"><code>{snippet}</code></pre>
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer text-indigo-700">Calling track or identify before the script has loaded</summary>
                <p className="mt-2 text-slate-600">This version queues calls made early; they are sent, in order, right after the first page view.</p>
                <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100"><code>{queued}</code></pre>
                <p className="mt-2 text-slate-600">Then anywhere: <code>ServiceVector.track(&quot;signup&quot;)</code>, <code>ServiceVector.identify(&quot;person@example.com&quot;)</code>.</p>
              </details>
              {manage && (
                <div className="mt-5 grid gap-4 border-t border-slate-100 pt-4 lg:grid-cols-[1fr_auto]">
                  <form action={updateSiteAction} className="grid gap-3 sm:grid-cols-2">
                    <input type="hidden" name="site_id" value={site.id} />
                    <Field id={`name-${site.id}`} name="name" label="Name" defaultValue={site.name} required maxLength={100} />
                    <Field id={`origins-${site.id}`} name="origins" label="Allowed origins" defaultValue={site.allowedOrigins.join(", ")} hint="Comma-separated, e.g. https://www.example.com. Empty allows any." />
                    <div><SubmitButton variant="secondary">Save</SubmitButton></div>
                  </form>
                  <div className="flex items-end gap-2">
                    <form action={rotateSiteKeyAction}><input type="hidden" name="site_id" value={site.id} /><SubmitButton variant="secondary">Rotate key</SubmitButton></form>
                    <form action={deleteSiteAction}><input type="hidden" name="site_id" value={site.id} /><SubmitButton variant="danger">Delete</SubmitButton></form>
                  </div>
                </div>
              )}
            </Card>
          );
        })}
        {manage ? (
          <Card title="Add a site">
            <form action={createSiteAction} className="grid gap-3 sm:grid-cols-2">
              <Field id="new-site-name" name="name" label="Name" placeholder="Main website" required maxLength={100} />
              <Field id="new-site-origins" name="origins" label="Allowed origins (optional)" placeholder="https://www.example.com" hint="Events from browsers on other origins are ignored." />
              <div><SubmitButton>Add site</SubmitButton></div>
            </form>
          </Card>
        ) : (
          <Alert tone="info">Only owners and admins can add or change sites.</Alert>
        )}
      </div>
    </>
  );
}
