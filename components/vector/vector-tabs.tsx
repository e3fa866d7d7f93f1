// Sub-navigation of the VECTOR portal area.
import Link from "next/link";
import { cn } from "@/components/ui";

const TABS = [
  { href: "/portal/vector", label: "Dashboard" },
  { href: "/portal/vector/sites", label: "Sites & install" },
  { href: "/portal/vector/affinities", label: "Affinities" },
  { href: "/portal/vector/actions", label: "Actions" },
  { href: "/portal/vector/crm", label: "CRM sync" },
];

export function VectorTabs({ current }: { current: string }) {
  return (
    <nav aria-label="VECTOR" className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
      {TABS.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={t.href === current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            t.href === current ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function Notices({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const notice = typeof sp.notice === "string" ? sp.notice : null;
  const error = typeof sp.error === "string" ? sp.error : null;
  const { Alert } = await import("@/components/ui");
  return (
    <>
      {notice && <Alert tone="success" className="mb-4">{notice}</Alert>}
      {error && <Alert tone="error" className="mb-4">{error}</Alert>}
    </>
  );
}
