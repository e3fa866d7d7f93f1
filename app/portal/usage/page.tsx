import type { Metadata } from "next";
import { UsageChart, type ChartRow, type Metric } from "@/components/portal/usage-chart";
import { Badge, Card, EmptyState, PageHeader, Stat, Table, type Column } from "@/components/ui";
import { creditBalance, writePendingUsage } from "@/lib/billing";
import { requirePortalContext } from "@/lib/auth/session";
import { productName } from "@/lib/portal/products";
import { recentRequests, type RecentRequest } from "@/lib/portal/recent-requests";
import { USAGE_WINDOW_DAYS, usageByProductPerDay, windowDays, type DailyUsage } from "@/lib/portal/usage-by-day";
import { usageTotals } from "@/lib/portal/usage-totals";

export const metadata: Metadata = { title: "Usage" };
export const dynamic = "force-dynamic";

const n = (v: number) => v.toLocaleString("en");

function chartData(rows: DailyUsage[], days: string[], products: string[]): Record<Metric, ChartRow[]> {
  const byDay = new Map<string, DailyUsage[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const series = (metric: Metric) =>
    days.map((day) => {
      const row: ChartRow = { day };
      for (const p of products) row[p] = byDay.get(day)?.find((r) => r.product === p)?.[metric] ?? 0;
      return row;
    });
  return { calls: series("calls"), units: series("units"), credits: series("credits") };
}

const requestColumns: Column<RecentRequest>[] = [
  { header: "Time (UTC)", cell: (r) => <time dateTime={r.createdAt.toISOString()}>{r.createdAt.toISOString().replace("T", " ").slice(0, 19)}</time> },
  { header: "Request id", cell: (r) => <code className="font-mono text-xs">{r.requestId}</code> },
  { header: "Product", cell: (r) => productName(r.product) },
  { header: "Operation", cell: (r) => r.operation },
  { header: "Status", cell: (r) => <Badge tone={r.status < 400 ? "green" : r.status < 500 ? "amber" : "red"}>{r.status}</Badge> },
  { header: "Duration", align: "right", cell: (r) => `${n(r.durationMs)} ms` },
  { header: "Credits", align: "right", cell: (r) => n(r.credits) },
];

export default async function UsagePage() {
  const ctx = await requirePortalContext();
  const orgId = ctx.organisation.id;
  await writePendingUsage(orgId); // renders settled in the last flush interval show at once
  const [balance, daily, totals, recent] = await Promise.all([
    creditBalance(orgId),
    usageByProductPerDay(orgId),
    usageTotals(orgId),
    recentRequests(orgId, 50),
  ]);
  const days = windowDays();
  const products = [...new Set(daily.map((r) => r.product))].sort();
  const labels = Object.fromEntries(products.map((p) => [p, productName(p)]));
  const perProduct = products.map((p) => {
    const rows = daily.filter((r) => r.product === p);
    return { product: p, calls: sum(rows, "calls"), units: sum(rows, "units"), credits: sum(rows, "credits") };
  });

  return (
    <>
      <PageHeader
        title="Usage"
        description={`Credits, calls and billed units over the last ${USAGE_WINDOW_DAYS} days (UTC days). Only counts and timings are recorded, never what you sent.`}
      />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div data-testid="credit-balance">
          <Stat label="Credit balance" value={n(balance)} hint="Shared by pdf2json and html2pdf." />
        </div>
        <Stat label={`Calls, ${USAGE_WINDOW_DAYS} days`} value={n(totals.calls)} hint={`${n(totals.failed)} failed (never billed)`} />
        <Stat label={`Billed units, ${USAGE_WINDOW_DAYS} days`} value={n(totals.units)} />
        <Stat label={`Credits used, ${USAGE_WINDOW_DAYS} days`} value={n(totals.credits)} />
      </dl>

      <Card className="mt-8" title="Per product per day">
        {daily.length === 0 ? (
          <EmptyState title="No calls in the last 30 days">Calls to the API appear here within a moment of being made.</EmptyState>
        ) : (
          <>
            <UsageChart data={chartData(daily, days, products)} products={products} labels={labels} />
            <div className="mt-6">
              <Table
                caption={`Totals per product, last ${USAGE_WINDOW_DAYS} days`}
                rows={perProduct}
                rowKey={(r) => r.product}
                columns={[
                  { header: "Product", cell: (r) => labels[r.product] },
                  { header: "Calls", align: "right", cell: (r) => n(r.calls) },
                  { header: "Units", align: "right", cell: (r) => n(r.units) },
                  { header: "Credits", align: "right", cell: (r) => n(r.credits) },
                ]}
              />
            </div>
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer text-indigo-700">Daily figures as a table</summary>
              <div className="mt-3">
                <Table
                  caption="Calls, units and credits per product per day"
                  rows={[...daily].reverse()}
                  rowKey={(r) => `${r.day}-${r.product}`}
                  columns={[
                    { header: "Day (UTC)", cell: (r) => r.day },
                    { header: "Product", cell: (r) => labels[r.product] },
                    { header: "Calls", align: "right", cell: (r) => n(r.calls) },
                    { header: "Units", align: "right", cell: (r) => n(r.units) },
                    { header: "Credits", align: "right", cell: (r) => n(r.credits) },
                  ]}
                />
              </div>
            </details>
          </>
        )}
      </Card>

      <section className="mt-8" aria-labelledby="recent-title">
        <h2 id="recent-title" className="mb-3 text-base font-semibold text-slate-900">
          Recent requests
        </h2>
        {recent.length === 0 ? (
          <EmptyState title="No requests yet">Each API call shows here with its request id, so you can match it with the x-request-id header you received.</EmptyState>
        ) : (
          <Table caption="The 50 most recent API requests" rows={recent} rowKey={(r) => r.requestId} columns={requestColumns} />
        )}
      </section>
    </>
  );
}

function sum(rows: DailyUsage[], key: "calls" | "units" | "credits") {
  return rows.reduce((t, r) => t + r[key], 0);
}
