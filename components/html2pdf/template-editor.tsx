"use client";
// The template editor: HTML in CodeMirror, sample data as JSON, render options, a live PDF preview that
// refreshes as the designer types (debounced), and the version history (view, compare, restore).
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import CodeMirror, { type ReactCodeMirrorRef } from "@uiw/react-codemirror";
import { html as htmlLanguage } from "@codemirror/lang-html";
import { json as jsonLanguage } from "@codemirror/lang-json";
import { Alert, Button, Card } from "@/components/ui";
import {
  deleteTemplateAction,
  getVersionAction,
  restoreVersionAction,
  saveTemplateAction,
  type ActionError,
} from "@/app/portal/templates/actions";
import { lineDiff } from "./line-diff";

type Version = { version: number; name: string; created_at: string };
type TemplateProp = { id: string; name: string; version: number; html: string; versions: Version[] };
type Options = {
  size?: string;
  landscape?: boolean;
  printBackground?: boolean;
  margin?: unknown;
  scale?: number;
  header?: string;
  footer?: string;
};

const SIZES = ["A4", "A3", "A5", "Letter", "Legal", "Tabloid"];
const PREVIEW_DELAY_MS = 500;

/** Options as the API takes them: empty fields left out so the defaults apply. */
function apiOptions(o: Options): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (o.size && o.size !== "A4") out.size = o.size;
  if (o.landscape) out.landscape = true;
  if (o.printBackground === false) out.printBackground = false;
  if (typeof o.margin === "string" && o.margin.trim()) out.margin = o.margin.trim();
  else if (o.margin && typeof o.margin === "object") out.margin = o.margin;
  if (typeof o.scale === "number" && Number.isFinite(o.scale) && o.scale !== 1) out.scale = o.scale;
  if (o.header?.trim()) out.header = o.header;
  if (o.footer?.trim()) out.footer = o.footer;
  return out;
}

function jsonErrorLine(text: string, message: string): number | null {
  const m = /position (\d+)/.exec(message);
  if (!m) return null;
  return text.slice(0, Number(m[1])).split("\n").length;
}

type Preview = { ok: true; pdf: Blob; pages: number; durationMs: number } | ActionError;

/**
 * One preview through POST /portal/templates/preview (free, limited per user): the PDF, or the error
 * envelope's message with the field and line it names (a merge error, a bad option, the preview limit).
 */
async function requestPreview(input: { html: string; data: Record<string, unknown>; options: Record<string, unknown> }): Promise<Preview> {
  const res = await fetch("/portal/templates/preview", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  if (res.ok) return { ok: true, pdf: await res.blob(), pages: Number(res.headers.get("x-pages")), durationMs: Number(res.headers.get("x-duration-ms")) };
  const body = (await res.json().catch(() => ({}))) as { message?: string; option?: string; field?: string; merge_error?: { where?: string; line?: number | null } };
  return { ok: false, error: body.message ?? `The preview failed (${res.status}). Try again.`, field: body.option ?? body.field ?? body.merge_error?.where, line: body.merge_error?.line ?? null };
}

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function TemplateEditor({
  template,
  settings,
  canEdit,
}: {
  template: TemplateProp;
  settings: { sampleData: string; options: object };
  canEdit: boolean;
}) {
  const router = useRouter();
  const [name, setName] = useState(template.name);
  const [html, setHtml] = useState(template.html);
  const [sampleData, setSampleData] = useState(settings.sampleData);
  const [options, setOptions] = useState<Options>((settings.options ?? {}) as Options);
  const [saved, setSaved] = useState({ name: template.name, html: template.html, sampleData: settings.sampleData, options: JSON.stringify(settings.options ?? {}) });
  const [preview, setPreview] = useState<{ url: string; pages: number; durationMs: number; seq: number } | null>(null);
  const [previewError, setPreviewError] = useState<ActionError | null>(null);
  const [rendering, setRendering] = useState(false);
  const [saveMessage, setSaveMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [viewing, setViewing] = useState<{ version: number; html: string; mode: "view" | "compare" } | null>(null);
  const [pending, startTransition] = useTransition();
  const seq = useRef(0);
  const htmlEditor = useRef<ReactCodeMirrorRef>(null);
  const dataEditor = useRef<ReactCodeMirrorRef>(null);
  const urlRef = useRef<string | null>(null);

  const dirty = name !== saved.name || html !== saved.html || sampleData !== saved.sampleData || JSON.stringify(options) !== saved.options;

  // Debounced live preview: only the newest request's answer is shown.
  useEffect(() => {
    const mine = ++seq.current;
    const timer = setTimeout(async () => {
      let dataError: string | null = null;
      let data: Record<string, unknown> = {};
      try {
        if (sampleData.trim()) {
          const parsed = JSON.parse(sampleData) as unknown;
          if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) dataError = "must be a JSON object";
          else data = parsed as Record<string, unknown>;
        }
      } catch (e) {
        const line = jsonErrorLine(sampleData, (e as Error).message);
        dataError = `${(e as Error).message}${line ? ` (line ${line})` : ""}`;
      }
      if (dataError) {
        setPreviewError({ ok: false, error: `Sample data: ${dataError}`, field: "data", line: jsonErrorLine(sampleData, dataError) });
        return;
      }
      setRendering(true);
      const result = await requestPreview({ html, data, options: apiOptions(options) }).catch((e: unknown): Preview => ({ ok: false, error: String(e) }));
      if (mine !== seq.current) return;
      setRendering(false);
      if (!result.ok) {
        setPreviewError(result);
        return;
      }
      setPreviewError(null);
      const url = URL.createObjectURL(new Blob([result.pdf], { type: "application/pdf" }));
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = url;
      setPreview({ url, pages: result.pages, durationMs: result.durationMs, seq: mine });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [html, sampleData, options]);

  useEffect(() => () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
  }, []);

  const save = useCallback(() => {
    setSaveMessage(null);
    startTransition(async () => {
      const result = await saveTemplateAction({ id: template.id, name, html, sampleData, options: apiOptions(options) });
      if (!result.ok) {
        setSaveMessage({ tone: "error", text: result.error });
        return;
      }
      setSaved({ name, html, sampleData, options: JSON.stringify(options) });
      setSaveMessage({ tone: "success", text: `Saved as version ${result.version}.` });
      router.refresh();
    });
  }, [template.id, name, html, sampleData, options, router]);

  const openVersion = (version: number, mode: "view" | "compare") => {
    startTransition(async () => {
      const result = await getVersionAction({ id: template.id, version });
      if (result.ok) setViewing({ version, html: result.html, mode });
      else setSaveMessage({ tone: "error", text: result.error });
    });
  };

  const restore = (version: number) => {
    if (dirty && !window.confirm("Restoring replaces your unsaved changes. Continue?")) return;
    startTransition(async () => {
      const result = await restoreVersionAction({ id: template.id, version });
      if (!result.ok) {
        setSaveMessage({ tone: "error", text: result.error });
        return;
      }
      setViewing(null);
      router.refresh(); // the page remounts the editor on the new latest version
    });
  };

  const remove = () => {
    if (!window.confirm(`Delete “${template.name}”? API calls that use it will answer 404. Its history is kept.`)) return;
    startTransition(async () => {
      const result = await deleteTemplateAction(template.id);
      if (result && !result.ok) setSaveMessage({ tone: "error", text: result.error });
    });
  };

  /** Puts the cursor on the line an error names, in the editor it belongs to. */
  const goToLine = (error: ActionError) => {
    const view = (error.field === "data" ? dataEditor : htmlEditor).current?.view;
    if (!view || !error.line) return;
    const line = view.state.doc.line(Math.min(Math.max(1, error.line), view.state.doc.lines));
    view.dispatch({ selection: { anchor: line.from, head: line.to }, scrollIntoView: true });
    view.focus();
  };

  const diff = useMemo(() => (viewing?.mode === "compare" ? lineDiff(viewing.html, html) : null), [viewing, html]);
  const versions = [...template.versions].sort((a, b) => b.version - a.version);
  const opt = (patch: Partial<Options>) => setOptions((o) => ({ ...o, ...patch }));
  const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-indigo-500 focus:outline-none";

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="template-name" className="text-sm text-slate-600">
            Template name
          </label>
          <input id="template-name" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} disabled={!canEdit} maxLength={200} />
        </div>
        <div className="text-sm text-slate-600">
          <span className="font-mono" data-testid="template-id">{template.id}</span> · latest{" "}
          <span data-testid="latest-version">v{template.version}</span>
          {dirty ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">unsaved</span> : null}
        </div>
        {canEdit ? (
          <>
            <Button onClick={save} disabled={pending || !dirty} data-testid="save-template">
              {pending ? "Saving…" : "Save as new version"}
            </Button>
            <Button variant="danger" onClick={remove} disabled={pending}>
              Delete
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">Only owners and admins can save; you can edit and preview freely.</p>
        )}
      </div>
      {saveMessage ? (
        <Alert tone={saveMessage.tone} title={saveMessage.text} />
      ) : null}

      <div className="grid gap-4 xl:grid-cols-2">
        <div className="space-y-4">
          <Card title="HTML" description="Handlebars: {{field}}, {{#each}}, {{#if}}, {{formatCurrency value &quot;AUD&quot;}}, {{formatDate value &quot;D MMMM YYYY&quot;}}.">
            <div data-testid="html-editor" className="overflow-hidden rounded border border-slate-200 text-sm">
              <CodeMirror ref={htmlEditor} value={html} height="420px" extensions={[htmlLanguage()]} onChange={setHtml} aria-label="Template HTML" />
            </div>
          </Card>
          <Card title="Sample data (JSON)" description="Merged into the preview; API calls send their own data.">
            <div data-testid="data-editor" className="overflow-hidden rounded border border-slate-200 text-sm">
              <CodeMirror ref={dataEditor} value={sampleData} height="200px" extensions={[jsonLanguage()]} onChange={setSampleData} aria-label="Sample data JSON" />
            </div>
          </Card>
          <Card title="Options">
            <div className="grid gap-3 sm:grid-cols-3">
              <label className="text-sm text-slate-600">
                Size
                <select className={inputClass} value={options.size ?? "A4"} onChange={(e) => opt({ size: e.target.value })}>
                  {SIZES.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              </label>
              <label className="text-sm text-slate-600">
                Margin (all sides)
                <input className={inputClass} placeholder="14mm 14mm 16mm 14mm" value={typeof options.margin === "string" ? options.margin : ""} onChange={(e) => opt({ margin: e.target.value })} />
              </label>
              <label className="text-sm text-slate-600">
                Scale
                <input className={inputClass} type="number" min={0.1} max={2} step={0.05} value={options.scale ?? 1} onChange={(e) => opt({ scale: Number(e.target.value) })} />
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={!!options.landscape} onChange={(e) => opt({ landscape: e.target.checked })} /> Landscape
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={options.printBackground !== false} onChange={(e) => opt({ printBackground: e.target.checked })} /> Print backgrounds
              </label>
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <label className="text-sm text-slate-600">
                Header HTML
                <input className={inputClass} value={options.header ?? ""} onChange={(e) => opt({ header: e.target.value })} placeholder="{{company}}" />
              </label>
              <label className="text-sm text-slate-600">
                Footer HTML ({"{{page}}"} and {"{{pages}}"} become page numbers)
                <input className={inputClass} value={options.footer ?? ""} onChange={(e) => opt({ footer: e.target.value })} placeholder="Page {{page}} of {{pages}}" data-testid="footer-input" />
              </label>
            </div>
          </Card>
        </div>

        <div className="space-y-4">
          <Card title="Preview" description="Free. Refreshes as you type.">
            <p className="mb-2 text-sm text-slate-600" aria-live="polite" data-testid="preview-status">
              {rendering ? "Rendering…" : preview ? `${preview.pages} page${preview.pages === 1 ? "" : "s"} · ${preview.durationMs} ms` : "Waiting for the first preview…"}
            </p>
            {previewError ? (
              <div role="alert" data-testid="preview-error" className="mb-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {previewError.field ? <strong className="mr-1">{previewError.field}{previewError.line ? `, line ${previewError.line}` : ""}:</strong> : null}
                {previewError.error}
                {previewError.line && (previewError.field === "html" || previewError.field === "data") ? (
                  <button type="button" className="ml-2 underline" onClick={() => goToLine(previewError)}>
                    Go to line {previewError.line}
                  </button>
                ) : null}
              </div>
            ) : null}
            {preview ? (
              <iframe
                title="PDF preview"
                src={preview.url}
                data-testid="preview-frame"
                data-preview-seq={preview.seq}
                data-pages={preview.pages}
                className="h-[760px] w-full rounded border border-slate-200 bg-slate-100"
              />
            ) : null}
          </Card>

          <Card title="Version history" description="Every save is a new version. Restoring saves an old version again as the newest.">
            <ul className="divide-y divide-slate-100" data-testid="version-list">
              {versions.map((v) => (
                <li key={v.version} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid={`version-${v.version}`}>
                  <span className="w-10 font-medium">v{v.version}</span>
                  <span className="flex-1 text-slate-600">
                    {v.name} · {when(v.created_at)}
                    {v.version === template.version ? <span className="ml-2 rounded bg-indigo-50 px-1.5 text-indigo-700">latest</span> : null}
                  </span>
                  <Button variant="ghost" onClick={() => openVersion(v.version, "view")} disabled={pending}>
                    View
                  </Button>
                  <Button variant="ghost" onClick={() => openVersion(v.version, "compare")} disabled={pending}>
                    Compare
                  </Button>
                  {canEdit && v.version !== template.version ? (
                    <Button variant="secondary" onClick={() => restore(v.version)} disabled={pending}>
                      Restore
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {viewing ? (
              <div className="mt-3 rounded border border-slate-200" data-testid="version-panel">
                <div className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                  <span>
                    {viewing.mode === "view" ? `Version ${viewing.version}` : `Version ${viewing.version} → your editor`}
                  </span>
                  <Button variant="ghost" onClick={() => setViewing(null)}>
                    Close
                  </Button>
                </div>
                {viewing.mode === "view" ? (
                  <CodeMirror value={viewing.html} height="300px" extensions={[htmlLanguage()]} editable={false} readOnly aria-label={`Version ${viewing.version} HTML`} />
                ) : (
                  <pre className="max-h-80 overflow-auto p-2 text-xs leading-5" data-testid="version-diff">
                    {diff!.map((d, i) => (
                      <div key={i} className={d.kind === "added" ? "bg-emerald-50 text-emerald-900" : d.kind === "removed" ? "bg-red-50 text-red-900" : "text-slate-600"}>
                        {d.kind === "added" ? "+ " : d.kind === "removed" ? "- " : "  "}
                        {d.text}
                      </div>
                    ))}
                  </pre>
                )}
              </div>
            ) : null}
          </Card>
        </div>
      </div>
    </div>
  );
}
