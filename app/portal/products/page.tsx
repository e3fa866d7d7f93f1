import type { Metadata } from "next";
import Link from "next/link";
import { Badge, Card, PageHeader } from "@/components/ui";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { listSubscriptions } from "@/lib/portal/list-subscriptions";
import { ACCESS_CLASS_LABEL, ACCESS_CLASS_NOTE, PRODUCTS, type AccessClass, type ProductInfo } from "@/lib/portal/products";
import { SubscribeForm } from "./subscribe-form";

export const metadata: Metadata = { title: "Products" };
export const dynamic = "force-dynamic";

const CLASS_ORDER: AccessClass[] = ["public_api", "browser_tracker", "enterprise_api", "no_public_api"];
const CLASS_TONE = { public_api: "indigo", browser_tracker: "green", enterprise_api: "amber", no_public_api: "neutral" } as const;

export default async function ProductsPage() {
  const ctx = await requirePortalContext();
  const manager = canManage(ctx.role);
  const subscribed = new Map((await listSubscriptions(ctx.organisation.id)).map((s) => [s.product, s.createdAt]));
  return (
    <>
      <PageHeader
        title="Products"
        description="Everything available to your organisation, and how each is reached. Public APIs are self-serve; enterprise APIs are set up with you during onboarding."
      />
      <div className="space-y-10">
        {CLASS_ORDER.map((access) => (
          <section key={access} aria-labelledby={`class-${access}`}>
            <h2 id={`class-${access}`} className="text-lg font-semibold text-slate-900">
              {ACCESS_CLASS_LABEL[access]}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{ACCESS_CLASS_NOTE[access]}</p>
            <ul className="mt-4 grid gap-4 lg:grid-cols-2">
              {PRODUCTS.filter((p) => p.access === access).map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} subscribedAt={subscribed.get(p.id)} manager={manager} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function ProductCard({ product: p, subscribedAt, manager }: { product: ProductInfo; subscribedAt?: Date; manager: boolean }) {
  return (
    <Card as="article" className="h-full">
      <div data-testid={`product-${p.id}`} className="flex h-full flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{p.name}</h3>
          <div className="flex gap-1.5">
            <Badge tone={CLASS_TONE[p.access]}>{ACCESS_CLASS_LABEL[p.access]}</Badge>
            {subscribedAt && <Badge tone="green">Subscribed</Badge>}
          </div>
        </div>
        <p className="text-sm text-slate-700">{p.summary}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Credential</dt>
          <dd className="text-slate-800">{p.credential}</dd>
          {p.pricing && (
            <>
              <dt className="text-slate-500">Pricing</dt>
              <dd className="text-slate-800">{p.pricing}</dd>
            </>
          )}
        </dl>
        <div className="mt-auto pt-2">
          <ProductAction product={p} subscribedAt={subscribedAt} manager={manager} />
        </div>
      </div>
    </Card>
  );
}

function ProductAction({ product: p, subscribedAt, manager }: { product: ProductInfo; subscribedAt?: Date; manager: boolean }) {
  const link = p.href ? (
    <Link href={p.href} className="text-sm font-medium text-indigo-700 hover:underline">
      {p.href.startsWith("/docs") ? "API reference" : "Open"} →
    </Link>
  ) : null;
  switch (p.access) {
    case "public_api":
      return (
        <div className="space-y-2">
          {subscribedAt ? (
            <p className="text-sm text-slate-600">
              Subscribed since {subscribedAt.toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" })}. Calls use your{" "}
              <Link href="/portal/keys" className="text-indigo-700 underline">
                organisation key
              </Link>
              .
            </p>
          ) : !manager ? (
            <p className="text-sm text-slate-600">Ask an owner or admin to subscribe.</p>
          ) : null}
          {manager && <SubscribeForm product={p.id} productLabel={p.name} subscribed={Boolean(subscribedAt)} />}
          {link}
        </div>
      );
    case "browser_tracker":
      return <div className="text-sm text-slate-600">Add sites and get site keys in the VECTOR area. {link}</div>;
    case "enterprise_api":
      return (
        <div className="text-sm text-slate-600">
          Set up at onboarding by the operator, who issues the credentials then. Contact your account manager to enable it. {link}
        </div>
      );
    default:
      return <p className="text-sm text-slate-600">No API to call: {p.id === "crystal" ? "scans run from the portal." : "run for you as a managed service."} Ask your account manager to enable it.</p>;
  }
}
