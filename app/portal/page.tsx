import type { Metadata } from "next";
import Link from "next/link";
import { Alert, ButtonLink, Card, PageHeader, Stat } from "@/components/ui";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { organisationSummary } from "@/lib/portal/organisation-summary";
import { productName } from "@/lib/portal/products";
import { USAGE_WINDOW_DAYS } from "@/lib/portal/usage-by-day";
import { usageTotals } from "@/lib/portal/usage-totals";

export const metadata: Metadata = { title: "Overview" };
export const dynamic = "force-dynamic";

const n = (v: number) => v.toLocaleString("en");

export default async function OverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const ctx = await requirePortalContext();
  const manager = canManage(ctx.role);
  const [summary, totals] = await Promise.all([organisationSummary(ctx.organisation.id), usageTotals(ctx.organisation.id)]);
  return (
    <>
      <PageHeader title={ctx.organisation.name} description={`Signed in as ${ctx.user.email}.`} />
      {params.welcome && (
        <Alert tone="success" title="Welcome! Your organisation is ready." className="mb-6">
          Subscribe to PDF extraction or HTML rendering on the Products page to get your API key.
          {params.welcome === "no-free-credits" &&
            " Free credits are given to one new organisation per network per day, so this one starts with none: contact us to add credits."}
        </Alert>
      )}
      {params.forbidden && (
        <Alert tone="warning" className="mb-6">
          That page is for owners and admins only.
        </Alert>
      )}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Credit balance" value={n(summary.balance)} />
        <Stat label={`Calls, ${USAGE_WINDOW_DAYS} days`} value={n(totals.calls)} />
        <Stat label={`Credits used, ${USAGE_WINDOW_DAYS} days`} value={n(totals.credits)} />
        <Stat label="People" value={n(summary.members)} />
      </dl>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <Card title="Get started">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li className={summary.subscriptions.length ? "text-slate-500 line-through" : undefined}>
              <Link href="/portal/products" className="text-indigo-700 underline">
                Subscribe
              </Link>{" "}
              to a public API: PDF extraction or HTML rendering.
            </li>
            <li className={summary.hasKey ? "text-slate-500 line-through" : undefined}>Copy the organisation key shown once.</li>
            <li>
              Call the API with the <code className="font-mono">x-api-key</code> header; see the{" "}
              <Link href="/docs/api" className="text-indigo-700 underline">
                API reference
              </Link>
              .
            </li>
            <li>
              Watch calls and credits on{" "}
              <Link href="/portal/usage" className="text-indigo-700 underline">
                Usage
              </Link>
              .
            </li>
          </ol>
        </Card>
        <Card
          title="Subscriptions and key"
          actions={manager ? <ButtonLink href="/portal/keys" variant="secondary">API key</ButtonLink> : undefined}
        >
          <p className="text-sm text-slate-700">
            {summary.subscriptions.length
              ? `Subscribed to ${summary.subscriptions.map(productName).join(" and ")}.`
              : "No public API subscriptions yet."}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {summary.hasKey
              ? manager
                ? `The organisation key was issued ${summary.keyCreatedAt!.toISOString().slice(0, 10)}.`
                : "The organisation has an API key; owners and admins manage it."
              : "No API key yet: it is issued when you subscribe to a public API."}
          </p>
        </Card>
      </div>
    </>
  );
}
