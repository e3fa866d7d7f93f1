// The email archive browser: find a subscriber and open their archived PDFs, see renders that are
// retrying or failed (and retry them), and manage the API clients the marketing platform uses.
import type { Metadata } from "next";
import Link from "next/link";
import { Alert, ButtonLink, Card, EmptyState, PageHeader, Stat, Table, inputClass, cn } from "@/components/ui";
import { ArchiveStatusBadge } from "@/components/archive/status-badge";
import { Attributes } from "@/components/archive/attributes";
import { DeactivateClientForm } from "@/components/archive/deactivate-client-form";
import { RetryEmailForm } from "@/components/archive/retry-email-form";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { archiveOverview, findSubscribers, listArchiveClients, listProblemEmails, listSubscriberEmailsForPortal, type PortalEmail } from "@/lib/archive";
import { deactivateClientAction, retryEmailAction } from "./actions";

export const metadata: Metadata = { title: "Email archive" };
export const dynamic = "force-dynamic";

const PAGE_SIZE = 50;
const dateTime = (d: Date) => d.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export default async function ArchivePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requirePortalContext();
  const manager = canManage(ctx.role);
  const params = await searchParams;
  // NUL cannot be stored in a key, so it cannot match one; dropping it keeps the query valid.
  const subscriber = (typeof params.subscriber === "string" ? params.subscriber : "").replace(/\u0000/g, "").trim().slice(0, 254);
  const page = Math.min(100_000, Math.max(1, Number.parseInt(typeof params.page === "string" ? params.page : "1", 10) || 1));
  const orgId = ctx.organisation.id;

  const [overview, problems, clients, found, matches] = await Promise.all([
    archiveOverview(orgId),
    listProblemEmails(orgId),
    listArchiveClients(orgId),
    subscriber ? listSubscriberEmailsForPortal(orgId, subscriber, page, PAGE_SIZE) : Promise.resolve(null),
    subscriber ? findSubscribers(orgId, subscriber) : Promise.resolve([]),
  ]);
  const pageHref = (n: number) => `/portal/archive?subscriber=${encodeURIComponent(subscriber)}&page=${n}`;

  return (
    <>
      <PageHeader
        title="Email archive"
        description="Every email your marketing platform sends is archived as a PDF against the subscriber. Find a subscriber to see and open their emails."
        actions={<ButtonLink variant="secondary" href="/docs/api">API reference</ButtonLink>}
      />

      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Archived" value={overview.ready.toLocaleString("en-GB")} />
        <Stat label="Waiting to render" value={(overview.pending + overview.rendering).toLocaleString("en-GB")} hint="Listed through the API once rendered" />
        <Stat label="Failed" value={overview.failed.toLocaleString("en-GB")} hint={overview.failed ? "See Needs attention below" : undefined} />
      </dl>

      <div className="space-y-6">
        <Card title="Find a subscriber" description="Enter the subscriber key exactly as your marketing platform sends it, or its beginning.">
          <form method="get" action="/portal/archive" role="search" className="flex flex-wrap items-end gap-2">
            <div className="min-w-64 flex-1">
              <label htmlFor="subscriber" className="block text-sm font-medium text-slate-800">
                Subscriber key
              </label>
              <input id="subscriber" name="subscriber" defaultValue={subscriber} required className={cn(inputClass, "mt-1 border-slate-300")} placeholder="e.g. 0031x00000AbCdE or jane@example.com" />
            </div>
            <button type="submit" className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500">
              Search
            </button>
          </form>

          {subscriber && found && (
            <div className="mt-6 space-y-4" data-testid="subscriber-results">
              {found.emails.length ? (
                <>
                  <h3 className="text-sm font-semibold text-slate-900">
                    Emails sent to <span className="font-mono">{subscriber}</span>, newest first
                  </h3>
                  <Table<PortalEmail>
                    caption={`Archived emails for ${subscriber}`}
                    rows={found.emails}
                    rowKey={(e) => e.id}
                    columns={[
                      { header: "Sent", cell: (e) => <time dateTime={e.dateSent.toISOString()}>{dateTime(e.dateSent)}</time> },
                      { header: "Status", cell: (e) => <ArchiveStatusBadge status={e.status} attempts={e.attempts} /> },
                      { header: "Message id", cell: (e) => <span className="font-mono text-xs">{e.messageId}</span> },
                      { header: "Attributes", cell: (e) => <Attributes values={e.attributes} />, className: "whitespace-normal" },
                      { header: "Pages", align: "right", cell: (e) => e.pages ?? "—" },
                      {
                        header: "PDF",
                        cell: (e) =>
                          e.status === "ready" ? (
                            <a href={`/portal/archive/pdf/${e.id}`} target="_blank" rel="noopener" className="font-medium text-indigo-700 underline" data-testid="open-pdf">
                              Open PDF
                            </a>
                          ) : (
                            <span className="text-slate-500" title={e.lastError ?? undefined}>
                              Not yet
                            </span>
                          ),
                      },
                    ]}
                  />
                  <nav className="flex items-center justify-between text-sm" aria-label="Pages">
                    {page > 1 ? <Link href={pageHref(page - 1)} className="text-indigo-700 underline">← Newer</Link> : <span />}
                    <span className="text-slate-500">Page {page}</span>
                    {found.hasNext ? <Link href={pageHref(page + 1)} className="text-indigo-700 underline">Older →</Link> : <span />}
                  </nav>
                </>
              ) : page > 1 ? (
                <EmptyState title="No more emails">
                  <Link href={pageHref(1)} className="text-indigo-700 underline">Back to the newest</Link>
                </EmptyState>
              ) : (
                <EmptyState title={`No archived emails for “${subscriber}”`}>Subscriber keys are matched exactly, including case.</EmptyState>
              )}
              {matches.filter((m) => m.subscriberKey !== subscriber).length > 0 && (
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">Subscribers starting with “{subscriber}”</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {matches
                      .filter((m) => m.subscriberKey !== subscriber)
                      .map((m) => (
                        <li key={m.subscriberKey}>
                          <Link href={`/portal/archive?subscriber=${encodeURIComponent(m.subscriberKey)}`} className="rounded-full border border-slate-300 px-3 py-1 font-mono text-xs text-slate-800 hover:bg-slate-50">
                            {m.subscriberKey} ({m.emails})
                          </Link>
                        </li>
                      ))}
                  </ul>
                </div>
              )}
            </div>
          )}
        </Card>

        <Card title="Needs attention" description="Emails whose PDF could not be rendered yet. Failed renders are retried automatically with growing pauses; after the last attempt they stay here until retried.">
          {problems.length ? (
            <Table<PortalEmail>
              caption="Emails that failed to render or are being retried"
              rows={problems}
              rowKey={(e) => e.id}
              columns={[
                { header: "Status", cell: (e) => <ArchiveStatusBadge status={e.status} attempts={e.attempts} /> },
                { header: "Subscriber", cell: (e) => <Link href={`/portal/archive?subscriber=${encodeURIComponent(e.subscriberKey)}`} className="font-mono text-xs text-indigo-700 underline">{e.subscriberKey}</Link> },
                { header: "Sent", cell: (e) => dateTime(e.dateSent) },
                { header: "Last error", cell: (e) => <span className="block max-w-md truncate text-red-800" title={e.lastError ?? undefined} data-testid="render-error">{e.lastError ?? "—"}</span>, className: "whitespace-normal" },
                { header: "Next try", cell: (e) => (e.status === "failed" ? "—" : dateTime(e.nextAttemptAt)) },
                ...(manager ? [{ header: "", cell: (e: PortalEmail) => (e.status === "failed" ? <RetryEmailForm id={e.id} action={retryEmailAction} /> : null) }] : []),
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600" data-testid="no-problems">Nothing waiting: every email received so far has been rendered or is in the queue.</p>
          )}
        </Card>

        <Card
          title="API clients"
          description="The marketing platform exchanges a client id and secret for a one-hour access token (POST /auth). Clients are issued by our team at onboarding; the secret is shown only then."
        >
          {!manager && <Alert tone="info" className="mb-4">Only owners and admins can deactivate clients.</Alert>}
          {clients.length ? (
            <Table
              caption="Archive API clients"
              rows={clients}
              rowKey={(c) => c.client_id}
              columns={[
                { header: "Client id", cell: (c) => <span className="font-mono text-xs" data-testid="client-id">{c.client_id}</span> },
                { header: "Name", cell: (c) => c.name ?? "—" },
                { header: "Secret", cell: (c) => <span className="font-mono text-xs">{c.secret}</span> },
                { header: "Created", cell: (c) => dateTime(c.created_at) },
                { header: "Last token", cell: (c) => (c.last_used_at ? dateTime(c.last_used_at) : "Never") },
                { header: "Status", cell: (c) => (c.active ? <span className="text-emerald-700">Active</span> : <span className="text-slate-500">Deactivated {c.deactivated_at ? dateTime(c.deactivated_at) : ""}</span>) },
                ...(manager
                  ? [{ header: "", cell: (c: (typeof clients)[number]) => (c.active ? <DeactivateClientForm clientId={c.client_id} action={deactivateClientAction} /> : null) }]
                  : []),
              ]}
            />
          ) : (
            <EmptyState title="No API clients yet">Contact support to have archive credentials issued for your marketing platform.</EmptyState>
          )}
        </Card>
      </div>
    </>
  );
}
