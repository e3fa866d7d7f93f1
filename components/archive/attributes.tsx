// The mc_* attributes of an archived email, compact.
export function Attributes({ values }: { values: Record<string, unknown> }) {
  const entries = Object.entries(values);
  if (!entries.length) return <span className="text-slate-400">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {entries.slice(0, 6).map(([k, v]) => (
        <code key={k} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700" title={`${k}: ${JSON.stringify(v)}`}>
          {k}={typeof v === "string" ? (v.length > 24 ? `${v.slice(0, 24)}…` : v) : JSON.stringify(v)}
        </code>
      ))}
      {entries.length > 6 && <span className="text-xs text-slate-500">+{entries.length - 6} more</span>}
    </span>
  );
}
