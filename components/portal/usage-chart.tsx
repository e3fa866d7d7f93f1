"use client";
// Calls, units or credits per product per day, stacked by product (recharts). Fed by server data; the
// same figures are in the table below the chart for screen readers and exact values.
import { useId, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cn } from "@/components/ui/cn";

export type ChartRow = { day: string } & Record<string, number | string>;
export type Metric = "calls" | "units" | "credits";

const COLOURS = ["#4f46e5", "#0891b2", "#16a34a", "#d97706", "#db2777", "#64748b"];
const METRICS: { id: Metric; label: string }[] = [
  { id: "calls", label: "Calls" },
  { id: "units", label: "Units" },
  { id: "credits", label: "Credits" },
];

export function UsageChart({ data, products, labels }: { data: Record<Metric, ChartRow[]>; products: string[]; labels: Record<string, string> }) {
  const [metric, setMetric] = useState<Metric>("calls");
  const groupId = useId();
  const rows = data[metric];
  return (
    <div>
      <div role="radiogroup" aria-labelledby={`${groupId}-label`} className="mb-4 flex items-center gap-2">
        <span id={`${groupId}-label`} className="text-sm text-slate-600">
          Show
        </span>
        {METRICS.map((m) => (
          <button
            key={m.id}
            type="button"
            role="radio"
            aria-checked={metric === m.id}
            onClick={() => setMetric(m.id)}
            className={cn(
              "rounded-md border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
              metric === m.id ? "border-indigo-600 bg-indigo-600 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div className="h-72 w-full" role="img" aria-label={`${METRICS.find((m) => m.id === metric)!.label} per product per day, last ${rows.length} days`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} tick={{ fontSize: 12, fill: "#475569" }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} width={48} />
            <Tooltip formatter={(value, name) => [value, labels[String(name)] ?? name]} labelFormatter={(d) => `${d} (UTC)`} />
            <Legend formatter={(name: string) => labels[name] ?? name} />
            {products.map((p, i) => (
              <Bar key={p} dataKey={p} stackId="usage" fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
