"use client";
// The portal's left navigation. Client side only to mark the current page (aria-current).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

export type NavItem = { href: string; label: string };
export type NavGroup = { label: string; items: NavItem[] };

export function PortalNav({ groups }: { groups: NavGroup[] }) {
  const pathname = usePathname();
  const isCurrent = (href: string) => (href === "/portal" ? pathname === "/portal" : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label="Portal" className="space-y-6">
      {groups.map((group) => (
        <div key={group.label}>
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</p>
          <ul className="mt-2 space-y-0.5">
            {group.items.map((item) => {
              const current = isCurrent(item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600",
                      current ? "bg-indigo-50 font-medium text-indigo-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
