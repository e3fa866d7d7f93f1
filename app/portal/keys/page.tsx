import type { Metadata } from "next";
import Link from "next/link";
import { Alert, ButtonLink, Card, EmptyState, PageHeader } from "@/components/ui";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { maskedApiKey } from "@/lib/orgs/api-key";
import { RotateKeyForm } from "./rotate-key-form";

export const metadata: Metadata = { title: "API key" };
export const dynamic = "force-dynamic";

const dateTime = (d: Date) => d.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export default async function KeysPage() {
  const ctx = await requirePortalContext();
  const header = (
    <PageHeader
      title="API key"
      description="One organisation key covers PDF extraction (pdf2json) and HTML rendering (html2pdf). Send it in the x-api-key header from your servers only; never ship it in a browser or mobile app."
    />
  );
  if (!canManage(ctx.role)) {
    return (
      <>
        {header}
        <Alert tone="info" title="Only owners and admins can view or rotate the API key.">
          Ask an owner or admin of {ctx.organisation.name} if you need the key for an integration.
        </Alert>
      </>
    );
  }
  const key = await maskedApiKey(ctx.organisation.id);
  return (
    <>
      {header}
      {key ? (
        <Card title="Organisation key" description="Only a hash of the key is stored; this masked form is enough to recognise it.">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Key</dt>
              <dd className="mt-1 font-mono text-lg text-slate-900" data-testid="masked-key">
                {key.masked}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Created</dt>
              <dd className="mt-1 text-slate-900" data-testid="key-created">
                <time dateTime={key.createdAt.toISOString()}>{dateTime(key.createdAt)}</time>
              </dd>
            </div>
          </dl>
          <div className="mt-6 border-t border-slate-100 pt-4">
            <p className="mb-3 text-sm text-slate-600">
              Rotate the key if it may have leaked, or when someone who knew it leaves. The old key stops working at once.
            </p>
            <RotateKeyForm />
          </div>
        </Card>
      ) : (
        <EmptyState
          title="Your organisation has no API key yet"
          action={<ButtonLink href="/portal/products">Go to Products</ButtonLink>}
        >
          The key is issued the moment you subscribe to a public API (PDF extraction or HTML rendering) on the{" "}
          <Link href="/portal/products" className="text-indigo-700 underline">
            Products
          </Link>{" "}
          page.
        </EmptyState>
      )}
    </>
  );
}
