import Link from "next/link";

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-20">
      <h1 className="text-4xl font-semibold tracking-tight">Documents and marketing data, one account.</h1>
      <p className="mt-4 text-lg text-slate-600">
        Extract PDFs to JSON, render HTML to PDF, track visits with VECTOR, archive every email and shorten
        personalised links.
      </p>
      <div className="mt-8 flex gap-3">
        <Link href="/signup" className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500">
          Create an account
        </Link>
        <Link href="/signin" className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-white">
          Sign in
        </Link>
        <Link href="/docs/api" className="rounded-md px-4 py-2 font-medium text-indigo-700 hover:underline">
          API reference
        </Link>
      </div>
    </main>
  );
}
