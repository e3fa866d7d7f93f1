// Every /portal page needs a session: this layout resolves it (redirecting to /signin otherwise) and
// shows the organisation, the person and their role next to the navigation.
import type { Metadata } from "next";
import Link from "next/link";
import { PortalNav, type NavGroup } from "@/components/portal/nav";
import { SignOutButton } from "@/components/portal/sign-out-button";
import { Badge } from "@/components/ui";
import { requirePortalContext } from "@/lib/auth/session";
import { ROLE_LABEL } from "@/lib/portal/member-rules";

export const metadata: Metadata = { title: { default: "Portal", template: "%s · Portal" } };
export const dynamic = "force-dynamic";

const NAV: NavGroup[] = [
  {
    label: "Account",
    items: [
      { href: "/portal", label: "Overview" },
      { href: "/portal/products", label: "Products" },
      { href: "/portal/keys", label: "API key" },
      { href: "/portal/usage", label: "Usage" },
      { href: "/portal/organisation", label: "Organisation" },
    ],
  },
  {
    label: "Products",
    items: [
      { href: "/portal/templates", label: "Templates" },
      { href: "/portal/vector", label: "VECTOR" },
      { href: "/portal/archive", label: "Email archive" },
      { href: "/portal/shortlinks", label: "Short links" },
    ],
  },
  { label: "Developers", items: [{ href: "/docs/api", label: "API reference" }] },
];

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const ctx = await requirePortalContext();
  return (
    <div className="min-h-screen md:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <aside className="border-b border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col md:border-r md:border-b-0">
        <div className="border-b border-slate-200 px-5 py-4">
          <Link href="/portal" className="text-sm font-semibold tracking-tight text-slate-900">
            Platform
          </Link>
          <p className="mt-2 truncate text-base font-medium text-slate-900" data-testid="org-name" title={ctx.organisation.name}>
            {ctx.organisation.name}
          </p>
        </div>
        <div className="flex-1 overflow-y-auto px-2 py-4">
          <PortalNav groups={NAV} />
        </div>
        <div className="space-y-3 border-t border-slate-200 px-5 py-4">
          <div className="text-sm">
            <p className="truncate text-slate-800" data-testid="user-email" title={ctx.user.email}>
              {ctx.user.email}
            </p>
            <p className="mt-1" data-testid="user-role">
              <Badge tone={ctx.role === "member" ? "neutral" : "indigo"}>{ROLE_LABEL[ctx.role]}</Badge>
            </p>
          </div>
          <SignOutButton />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-8 md:px-10">
        <div className="mx-auto max-w-5xl">{children}</div>
      </main>
    </div>
  );
}
