import Link from "next/link";
import { ButtonLink } from "@/components/ui";
import { ACCESS_CLASS_LABEL, PRODUCTS } from "@/lib/portal/products";

export default function Home() {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-6 py-4">
          <span className="font-semibold tracking-tight">Platform</span>
          <nav aria-label="Site" className="flex items-center gap-4 text-sm">
            <Link href="/docs/api" className="text-slate-700 hover:text-slate-900">
              API reference
            </Link>
            <Link href="/signin" className="text-slate-700 hover:text-slate-900">
              Sign in
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-20">
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-slate-900">Documents and marketing data, one account.</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Extract PDFs to JSON, render HTML to PDF, track visits with VECTOR, archive every email and shorten personalised links.
          One organisation key and one credit pool for the public APIs.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/signup">Create an account</ButtonLink>
          <ButtonLink href="/signin" variant="secondary">
            Sign in
          </ButtonLink>
          <ButtonLink href="/docs/api" variant="ghost">
            API reference
          </ButtonLink>
        </div>
        <section aria-labelledby="products-title" className="mt-20">
          <h2 id="products-title" className="text-xl font-semibold text-slate-900">
            Products
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PRODUCTS.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-5">
                <p className="text-xs font-medium tracking-wide text-indigo-700 uppercase">{ACCESS_CLASS_LABEL[p.access]}</p>
                <h3 className="mt-1 font-semibold text-slate-900">{p.name}</h3>
                <p className="mt-2 text-sm text-slate-600">{p.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
