import type { Metadata } from "next";
import Link from "next/link";
import { ClicksChart } from "@/components/shortlinks/clicks-chart";
import { Badge, Card, EmptyState, PageHeader, Stat, Table, type Column } from "@/components/ui";
import { requirePortalContext } from "@/lib/auth/session";
import {
  clicksBySubscriber,
  clicksOverTime,
  listLinks,
  listOrganisationDomains,
  sharedDomains,
  type DomainSummary,
  type LinkRow,
  type SubscriberRow,
} from "@/lib/shortlinks";

export const metadata: Metadata = { title: "Short links" };
export const dynamic = "force-dynamic";

type Search = { domain?: string; q?: string; page?: string; unit?: string };

const n = (v: number) => v.toLocaleString("en");
const when = (d: Date | null) => (d ? <time dateTime={d.toISOString()}>{d.toISOString().replace("T", " ").slice(0, 16)}</time> : <span className="text-slate-400">never</span>);

function href(base: Search, change: Partial<Search>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...base, ...change })) if (v) params.set(k, v);
  const s = params.toString();
  return `/portal/shortlinks${s ? `?${s}` : ""}`;
}

const linkColumns: Column<LinkRow>[] = [
  { header: "Subscriber", cell: (r) => <span className="font-mono text-xs">{r.subscriberKey}</span> },
  { header: "Short link", cell: (r) => <span className="font-mono text-xs">{r.shortUrl}</span> },
  {
    header: "Destination",
    cell: (r) => (
      <span className="block max-w-xs truncate text-xs" title={r.longUrl}>
        {r.longUrl}
      </span>
    ),
  },
  { header: "Clicks", align: "right", cell: (r) => <span className="tabular-nums">{n(r.clicks - r.botClicks)}</span> },
  { header: "Bots", align: "right", cell: (r) => <span className="tabular-nums text-slate-500">{n(r.botClicks)}</span> },
  { header: "Last click (UTC)", cell: (r) => when(r.lastClickAt) },
  { header: "Created (UTC)", cell: (r) => when(r.createdAt) },
];

const subscriberColumns: Column<SubscriberRow>[] = [
  { header: "Subscriber", cell: (r) => <span className="font-mono text-xs">{r.subscriberKey}</span> },
  { header: "Links", align: "right", cell: (r) => n(r.links) },
  { header: "Clicks", align: "right", cell: (r) => <span className="tabular-nums">{n(r.clicks - r.botClicks)}</span> },
  { header: "Bots", align: "right", cell: (r) => <span className="tabular-nums text-slate-500">{n(r.botClicks)}</span> },
];

export default async function ShortlinksPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePortalContext();
  const orgId = ctx.organisation.id;
  const search = await searchParams;
  const unit = search.unit === "hour" ? "hour" : "day";
  const domains = await listOrganisationDomains(orgId);
  const selected: DomainSummary | undefined = domains.find((d) => d.id === search.domain);
  const domainId = selected?.id;
  const [links, subscribers, series] = await Promise.all([
    listLinks(orgId, { domainId, subscriber: search.q?.trim() || undefined, page: Number(search.page) || 1 }),
    clicksBySubscriber(orgId, { domainId, limit: 10 }),
    clicksOverTime(orgId, unit, unit === "day" ? 30 : 48, domainId),
  ]);
  const scope = selected ? [selected] : domains;
  const totals = scope.reduce((t, d) => ({ links: t.links + d.links, clicks: t.clicks + d.clicks, bots: t.bots + d.botClicks }), { links: 0, clicks: 0, bots: 0 });
  const shared = sharedDomains();

  return (
    <>
      <PageHeader
        title="Short links"
        description="Personalised short links (PURLs) made through POST /v1/shorten on your branded domains and the shared ones. Each subscriber keeps one stable link per destination. Clicks appear within a few seconds."
      />

      {domains.length === 0 ? (
        <EmptyState title="No short-link domains yet">
          Short-link domains and their keys are set up during onboarding: ask us for a branded domain (e.g. go.yourbrand.com)
          {shared.length ? <> or a key for a shared domain ({shared.join(", ")})</> : null}. See the{" "}
          <Link className="text-indigo-700 underline" href="/docs/api">
            API reference
          </Link>
          .
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <Card title="Domains" description="Each domain has its own key, sent in the api_key header with the domain header. Keys are shown masked; we keep only a hash.">
            <Table
              caption="Short-link domains"
              rowKey={(d) => d.id}
              rows={domains}
              columns={[
                {
                  header: "Domain",
                  cell: (d) => (
                    <Link href={href({}, { domain: d.id, unit: search.unit })} className="font-medium text-indigo-700 underline-offset-2 hover:underline" aria-current={d.id === domainId ? "page" : undefined}>
                      {d.domain}
                    </Link>
                  ),
                },
                { header: "Type", cell: (d) => (d.shared ? <Badge>Shared</Badge> : <Badge tone="indigo">Branded</Badge>) },
                { header: "Key", cell: (d) => <code className="font-mono text-xs">{d.keyMasked}</code> },
                { header: "Links", align: "right", cell: (d) => n(d.links) },
                { header: "Clicks", align: "right", cell: (d) => n(d.clicks - d.botClicks) },
                { header: "Bots", align: "right", cell: (d) => n(d.botClicks) },
              ]}
            />
            {selected && (
              <p className="mt-3 text-sm">
                Showing {selected.domain} only.{" "}
                <Link className="text-indigo-700 underline" href={href({}, { unit: search.unit })}>
                  Show all domains
                </Link>
              </p>
            )}
          </Card>

          <dl className="grid gap-4 sm:grid-cols-3">
            <Stat label="Links" value={n(totals.links)} />
            <Stat label="Clicks by people" value={n(totals.clicks - totals.bots)} />
            <Stat label="Bot clicks" value={n(totals.bots)} hint="Crawlers, link checkers and mail scanners (isbot)." />
          </dl>

          <Card
            title={`Clicks per ${unit}`}
            description={unit === "day" ? "Last 30 days, UTC." : "Last 48 hours, UTC."}
            actions={
              <nav aria-label="Chart period" className="flex gap-2 text-sm">
                <Link className={unit === "day" ? "font-semibold" : "text-indigo-700 underline"} href={href(search, { unit: undefined })}>
                  30 days
                </Link>
                <Link className={unit === "hour" ? "font-semibold" : "text-indigo-700 underline"} href={href(search, { unit: "hour" })}>
                  48 hours
                </Link>
              </nav>
            }
          >
            <ClicksChart data={series} unit={unit} />
          </Card>

          <Card title="Most clicked subscribers">
            {subscribers.length ? <Table caption="Clicks per subscriber" rowKey={(r) => r.subscriberKey} rows={subscribers} columns={subscriberColumns} /> : <p className="text-sm text-slate-600">No links yet.</p>}
          </Card>

          <Card
            title="Links"
            description={`${n(links.total)} link${links.total === 1 ? "" : "s"}${search.q ? ` for subscribers matching “${search.q}”` : ""}, newest first.`}
            actions={
              <form method="get" action="/portal/shortlinks" className="flex gap-2" role="search">
                {domainId && <input type="hidden" name="domain" value={domainId} />}
                {search.unit && <input type="hidden" name="unit" value={search.unit} />}
                <label htmlFor="sl-q" className="sr-only">
                  Subscriber key
                </label>
                <input id="sl-q" name="q" defaultValue={search.q ?? ""} placeholder="Subscriber key" className="w-48 rounded-md border border-slate-300 px-2 py-1 text-sm" />
                <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50">
                  Search
                </button>
              </form>
            }
          >
            {links.rows.length ? (
              <>
                <Table caption="Short links with click counts" rowKey={(r) => r.id} rows={links.rows} columns={linkColumns} />
                {links.pages > 1 && (
                  <nav aria-label="Pages" className="mt-3 flex items-center gap-3 text-sm">
                    {links.page > 1 && (
                      <Link className="text-indigo-700 underline" href={href(search, { page: String(links.page - 1) })}>
                        Previous
                      </Link>
                    )}
                    <span>
                      Page {links.page} of {links.pages}
                    </span>
                    {links.page < links.pages && (
                      <Link className="text-indigo-700 underline" href={href(search, { page: String(links.page + 1) })}>
                        Next
                      </Link>
                    )}
                  </nav>
                )}
              </>
            ) : (
              <p className="text-sm text-slate-600">{search.q ? "No links for that subscriber." : "No links yet: create one with POST /v1/shorten."}</p>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
