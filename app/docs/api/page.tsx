// A readable API reference rendered from the OpenAPI document (the same one served at /v1/openapi.json):
// operations grouped by tag, each with method, path, host, authentication, parameters, request body and
// responses. Server-rendered, no external assets.
import type { Metadata } from "next";
import Link from "next/link";
import { openApiDocument } from "@/lib/openapi-document";
import { SchemaView, typeLabel, type JsonSchema } from "./schema-view";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type MediaType = { schema?: JsonSchema; description?: string };
type Response = { description: string; headers?: Record<string, { description?: string }>; content?: Record<string, MediaType> };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
  security: Record<string, string[]>[];
  "x-host"?: string;
};
type Entry = { method: string; path: string; op: Operation };
type SecurityScheme = { type: string; in?: string; name?: string; scheme?: string; description?: string };

const METHOD_STYLE: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-800",
};

const HOSTS: [string, string][] = [
  ["{base_url}", "Public API host (TLS only). Product paths are /v1/<product>."],
  ["{pdf_url}", "Permanent alias host for PDF extraction; paths carry no /v1 prefix."],
  ["{app_url}", "Portal and VECTOR tracker host."],
  ["{archive_url}", "Email archive host."],
  ["{shortlink_url}", "Short-link API host; paths start with /v1."],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function groupByTag(paths: Record<string, Record<string, Operation>>): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
    }
  }
  return [...groups.entries()];
}

function authLabel(op: Operation, schemes: Record<string, SecurityScheme>): { label: string; detail?: string } {
  const name = Object.keys(op.security?.[0] ?? {})[0];
  if (!name) return { label: "None" };
  const s = schemes[name];
  const how = s?.type === "apiKey" ? `${s.name} (${s.in})` : s?.type === "http" ? `Authorization: ${s.scheme === "bearer" ? "Bearer" : s.scheme}` : name;
  const labels: Record<string, string> = {
    orgKey: "Organisation key",
    bearer: "Bearer access token",
    siteKey: "Site key",
    domainKey: "Domain + key",
    clientCredentials: "Client credentials",
  };
  return { label: labels[name] ?? name, detail: how };
}

export default function ApiReferencePage() {
  const doc = openApiDocument() as unknown as {
    info: { title: string; version: string; description: string };
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, SecurityScheme>; schemas: Record<string, JsonSchema> };
  };
  const groups = groupByTag(doc.paths);
  const schemes = doc.components.securitySchemes;
  const defs = doc.components.schemas;

  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-4">
          <Link href="/" className="font-semibold tracking-tight text-slate-900">
            Platform
          </Link>
          <nav aria-label="Site" className="flex gap-4 text-sm">
            <Link href="/portal" className="text-slate-700 hover:text-slate-900">
              Portal
            </Link>
            <a href="/v1/openapi.json" className="text-slate-700 hover:text-slate-900">
              openapi.json
            </a>
          </nav>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-10 px-6 py-10">
        <aside className="hidden w-60 shrink-0 lg:block">
          <nav aria-label="API reference contents" className="sticky top-6 max-h-[calc(100vh-3rem)] space-y-4 overflow-y-auto text-sm">
            <ul className="space-y-1">
              <li><a href="#overview" className="text-slate-700 hover:text-indigo-700">Overview</a></li>
              <li><a href="#authentication" className="text-slate-700 hover:text-indigo-700">Authentication</a></li>
              <li><a href="#errors" className="text-slate-700 hover:text-indigo-700">Errors</a></li>
            </ul>
            {groups.map(([tag, entries]) => (
              <div key={tag}>
                <a href={`#tag-${slug(tag)}`} className="font-semibold text-slate-900 hover:text-indigo-700">
                  {tag}
                </a>
                <ul className="mt-1 space-y-0.5">
                  {entries.map(({ method, path, op }) => (
                    <li key={op.operationId}>
                      <a href={`#op-${op.operationId}`} className="flex gap-2 text-slate-600 hover:text-indigo-700">
                        <span className="w-12 shrink-0 font-mono text-xs uppercase">{method}</span>
                        <span className="truncate">{op.summary || path}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>

        <main className="min-w-0 flex-1 space-y-14">
          <section id="overview" aria-labelledby="overview-title">
            <h1 id="overview-title" className="text-3xl font-semibold tracking-tight text-slate-900">
              {doc.info.title} <span className="text-base font-normal text-slate-500">v{doc.info.version}</span>
            </h1>
            <p className="mt-3 max-w-3xl text-slate-700">{doc.info.description}</p>
            <h2 className="mt-8 text-lg font-semibold text-slate-900">Hosts</h2>
            <dl className="mt-3 grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {HOSTS.map(([host, what]) => (
                <div key={host} className="contents">
                  <dt><code className="font-mono text-slate-900">{host}</code></dt>
                  <dd className="text-slate-700">{what}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 max-w-3xl text-sm text-slate-600">
              The API is versioned by path prefix <code className="font-mono">/v1</code>; breaking changes ship as /v2 alongside it.
            </p>
          </section>

          <section id="authentication" aria-labelledby="auth-title">
            <h2 id="auth-title" className="text-2xl font-semibold tracking-tight text-slate-900">Authentication</h2>
            <dl className="mt-4 max-w-3xl space-y-3 text-sm">
              {Object.entries(schemes).map(([name, s]) => (
                <div key={name}>
                  <dt className="font-medium text-slate-900">
                    {authLabel({ security: [{ [name]: [] }] } as unknown as Operation, schemes).label}{" "}
                    <code className="ml-1 font-mono text-xs text-slate-500">
                      {s.type === "apiKey" ? `${s.name} in ${s.in}` : `${s.scheme} token`}
                    </code>
                  </dt>
                  <dd className="text-slate-700">{s.description}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 max-w-3xl text-sm text-slate-700">
              The organisation key is a secret: keep it on your servers, never in a browser or mobile app. Owners and admins see it masked
              and rotate it in the <Link href="/portal/keys" className="text-indigo-700 underline">portal</Link>; rotation stops the old key at once.
            </p>
          </section>

          <section id="errors" aria-labelledby="errors-title">
            <h2 id="errors-title" className="text-2xl font-semibold tracking-tight text-slate-900">Errors</h2>
            <p className="mt-3 max-w-3xl text-sm text-slate-700">
              Failed calls answer with this envelope and an HTTP status; they are never billed. Quote the request id (also in the{" "}
              <code className="font-mono">x-request-id</code> header) to support. Retry 5xx with backoff.
            </p>
            <div className="mt-4 max-w-3xl rounded-lg border border-slate-200 p-4">
              <SchemaView schema={defs.Error?.$defs?.Error ?? defs.Error ?? {}} defs={{}} />
            </div>
          </section>

          {groups.map(([tag, entries]) => (
            <section key={tag} id={`tag-${slug(tag)}`} aria-labelledby={`tag-${slug(tag)}-title`} className="space-y-8">
              <h2 id={`tag-${slug(tag)}-title`} className="border-b border-slate-200 pb-2 text-2xl font-semibold tracking-tight text-slate-900">
                {tag}
              </h2>
              {entries.map((entry) => (
                <OperationView key={entry.op.operationId} entry={entry} schemes={schemes} defs={defs} />
              ))}
            </section>
          ))}
        </main>
      </div>
    </div>
  );
}

function OperationView({ entry: { method, path, op }, schemes, defs }: { entry: Entry; schemes: Record<string, SecurityScheme>; defs: Record<string, JsonSchema> }) {
  const host = op["x-host"] ?? "{base_url}";
  const auth = authLabel(op, schemes);
  const params = op.parameters ?? [];
  const body = op.requestBody ? Object.entries(op.requestBody.content) : [];
  return (
    <article id={`op-${op.operationId}`} aria-labelledby={`op-${op.operationId}-title`} className="scroll-mt-6 rounded-lg border border-slate-200 p-5">
      <h3 id={`op-${op.operationId}-title`} className="text-lg font-semibold text-slate-900">
        {op.summary}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${METHOD_STYLE[method] ?? "bg-slate-100"}`}>{method}</span>
        <span className="text-slate-500">{host}</span>
        <span className="break-all text-slate-900">{path}</span>
      </p>
      {op.description && <p className="mt-3 max-w-3xl text-sm whitespace-pre-line text-slate-700">{op.description}</p>}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500">Auth</dt>
          <dd className="text-slate-900">
            {auth.label}
            {auth.detail && <code className="ml-2 font-mono text-xs text-slate-500">{auth.detail}</code>}
          </dd>
        </div>
      </dl>

      {params.length > 0 && (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-slate-900">Parameters</h4>
          <div className="mt-2 overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Parameters of {op.summary}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  <th scope="col" className="py-1.5 pr-4 font-medium">Name</th>
                  <th scope="col" className="py-1.5 pr-4 font-medium">In</th>
                  <th scope="col" className="py-1.5 pr-4 font-medium">Type</th>
                  <th scope="col" className="py-1.5 font-medium">Description</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {params.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td className="py-1.5 pr-4 align-top">
                      <code className="font-mono text-slate-900">{p.name}</code>
                      {p.required && <span className="ml-2 text-xs text-red-700">required</span>}
                    </td>
                    <td className="py-1.5 pr-4 align-top text-slate-600">{p.in}</td>
                    <td className="py-1.5 pr-4 align-top font-mono text-xs text-slate-600">{p.schema ? typeLabel(p.schema) : "string"}</td>
                    <td className="py-1.5 align-top text-slate-700">{p.description ?? p.schema?.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      {body.length > 0 && (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-slate-900">Request body</h4>
          <div className="mt-2 space-y-3">
            {body.map(([contentType, media]) => (
              <div key={contentType} className="rounded-md bg-slate-50 p-3">
                <p className="font-mono text-xs text-slate-600">{contentType}</p>
                {media.description && <p className="mt-1 text-sm text-slate-700">{media.description}</p>}
                {media.schema && (
                  <div className="mt-2">
                    <SchemaView schema={media.schema} defs={defs} />
                  </div>
                )}
              </div>
            ))}
          </div>
        </div>
      )}

      <div className="mt-5">
        <h4 className="text-sm font-semibold text-slate-900">Responses</h4>
        <ul className="mt-2 space-y-2">
          {Object.entries(op.responses).map(([status, r]) => (
            <li key={status}>
              <details className="group rounded-md border border-slate-200" open={status.startsWith("2") ? true : undefined}>
                <summary className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <span className={`font-mono font-semibold ${status.startsWith("2") ? "text-emerald-700" : status.startsWith("4") ? "text-amber-700" : "text-red-700"}`}>
                    {status}
                  </span>
                  <span className="text-slate-700">{r.description}</span>
                  {r.content && <span className="ml-auto font-mono text-xs text-slate-500">{Object.keys(r.content).join(", ")}</span>}
                </summary>
                <div className="space-y-3 border-t border-slate-100 px-3 py-3">
                  {r.headers && (
                    <dl className="text-sm">
                      {Object.entries(r.headers).map(([h, d]) => (
                        <div key={h} className="flex gap-2">
                          <dt><code className="font-mono text-slate-900">{h}</code></dt>
                          <dd className="text-slate-600">{d.description}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {Object.entries(r.content ?? {}).map(([ct, media]) =>
                    media.schema ? <SchemaView key={ct} schema={media.schema} defs={defs} /> : <p key={ct} className="text-sm text-slate-600">Body: {ct}</p>,
                  )}
                  {!r.headers && !r.content && <p className="text-sm text-slate-500">No body.</p>}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
