// VECTOR dashboard: traffic, pages, referrers, custom events, identified visitors, affinity
// distribution and events dropped over quota, for a day, week or month, per site or all sites.
import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink, Card, EmptyState, PageHeader, Stat, Table, cn } from "@/components/ui";
import { AffinityChart, DroppedChart, TrafficChart } from "@/components/vector/charts";
import { VectorTabs, type SearchParams } from "@/components/vector/vector-tabs";
import { requirePortalContext } from "@/lib/auth/session";
import { dashboardStats, listSites, QUOTA_PER_HOUR, RANGES, type Range } from "@/lib/vector";

export const metadata: Metadata = { title: "VECTOR" };
export const dynamic = "force-dynamic";

const nf = new Intl.NumberFormat("en-GB");

export default async function VectorDashboard({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requirePortalContext();
  const sp = await searchParams;
  const range: Range = typeof sp.range === "string" && sp.range in RANGES ? (sp.range as Range) : "week";
  const sites = await listSites(ctx.organisation.id);
  const siteId = typeof sp.site === "string" && sites.some((s) => s.id === sp.site) ? sp.site : undefined;
  const header = <PageHeader title="VECTOR" description="Website visits, interests and contacts from the VECTOR tracker. Events are kept for 90 days." />;
  if (!sites.length) {
    return (
      <>
        {header}
        <VectorTabs current="/portal/vector" />
        <EmptyState title="No sites yet" action={<ButtonLink href="/portal/vector/sites">Add a site</ButtonLink>}>
          Add a site to get its site key and the install snippet for your pages.
        </EmptyState>
      </>
    );
  }
  const stats = await dashboardStats(ctx.organisation.id, { range, siteId });
  const unit = RANGES[range].unit;
  const href = (p: { range?: Range; site?: string | null }) => {
    const q = new URLSearchParams();
    q.set("range", p.range ?? range);
    const s = p.site === undefined ? siteId : p.site;
    if (s) q.set("site", s);
    return `/portal/vector?${q}`;
  };
  return (
    <>
      {header}
      <VectorTabs current="/portal/vector" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Range" className="inline-flex rounded-md border border-slate-300 bg-white">
          {(Object.keys(RANGES) as Range[]).map((r) => (
            <Link key={r} href={href({ range: r })} aria-current={r === range ? "true" : undefined}
              className={cn("px-3 py-1.5 text-sm", r === range ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-50")}>
              {RANGES[r].label}
            </Link>
          ))}
        </div>
        <div className="flex flex-wrap gap-2 text-sm" aria-label="Site">
          <Link href={href({ site: null })} className={cn("rounded px-2 py-1", !siteId ? "bg-slate-200 font-medium" : "text-slate-600 hover:underline")}>All sites</Link>
          {sites.map((s) => (
            <Link key={s.id} href={href({ site: s.id })} className={cn("rounded px-2 py-1", siteId === s.id ? "bg-slate-200 font-medium" : "text-slate-600 hover:underline")}>{s.name}</Link>
          ))}
        </div>
      </div>
      <dl className="mb-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="vector-totals">
        <Stat label="Page views" value={nf.format(stats.totals.pageviews)} />
        <Stat label="Unique visitors" value={nf.format(stats.totals.visitors)} />
        <Stat label="Custom events" value={nf.format(stats.totals.customEvents)} />
        <Stat label="Identified visitors" value={nf.format(stats.totals.identified)} />
        <Stat label="Dropped over quota" value={nf.format(stats.totals.dropped)} hint={`Quota ${nf.format(QUOTA_PER_HOUR)}/hour per site key`} />
        <Stat label="Bots filtered" value={nf.format(stats.totals.bots)} />
      </dl>
      <Card title="Traffic" description={RANGES[range].label} className="mb-6">
        <TrafficChart data={stats.series} unit={unit} />
      </Card>
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <Card title="Top pages">
          <Table caption="Top pages" rows={stats.topPages} rowKey={(r) => r.url}
            columns={[{ header: "Page", cell: (r) => <span className="break-all">{r.url}</span> }, { header: "Views", cell: (r) => nf.format(r.views), align: "right" }]} />
          {!stats.topPages.length && <p className="mt-2 text-sm text-slate-500">No page views in this range.</p>}
        </Card>
        <Card title="Referrers" description="Other sites that sent visitors (your own pages excluded).">
          <Table caption="Referrers" rows={stats.referrers} rowKey={(r) => r.host}
            columns={[{ header: "Referrer", cell: (r) => r.host }, { header: "Visits", cell: (r) => nf.format(r.visits), align: "right" }]} />
          {!stats.referrers.length && <p className="mt-2 text-sm text-slate-500">No referred visits in this range.</p>}
        </Card>
        <Card title="Custom events" description="Sent with ServiceVector.track(name).">
          <Table caption="Custom events" rows={stats.customEvents} rowKey={(r) => r.name}
            columns={[{ header: "Event", cell: (r) => <code>{r.name}</code> }, { header: "Count", cell: (r) => nf.format(r.count), align: "right" }]} />
          {!stats.customEvents.length && <p className="mt-2 text-sm text-slate-500">No custom events in this range.</p>}
        </Card>
        <Card title="Affinity distribution" description="Visitors by score, all time.">
          {stats.affinities.length ? <AffinityChart data={stats.affinities} /> : (
            <p className="text-sm text-slate-500">No affinities yet. <Link className="text-indigo-700 underline" href="/portal/vector/affinities">Create one</Link>.</p>
          )}
        </Card>
      </div>
      <Card title="Events dropped over quota" description={`Each site key takes ${nf.format(QUOTA_PER_HOUR)} events per hour; the excess is dropped and counted here.`}>
        <DroppedChart data={stats.series} unit={unit} />
      </Card>
    </>
  );
}
