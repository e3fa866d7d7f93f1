"use client";
// Clicks over time, people and bots stacked (recharts). The same figures are summed in the tables below.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ClickBucket = { at: string; people: number; bots: number };

const LABELS: Record<string, string> = { people: "People", bots: "Bots and link checkers" };

export function ClicksChart({ data, unit }: { data: ClickBucket[]; unit: "day" | "hour" }) {
  const total = data.reduce((s, b) => s + b.people + b.bots, 0);
  return (
    <div className="h-64 w-full" role="img" aria-label={`Clicks per ${unit}, last ${data.length} ${unit}s: ${total} in all`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="at" tickFormatter={(v: string) => (unit === "day" ? v.slice(5) : v.slice(11))} tick={{ fontSize: 12, fill: "#475569" }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} width={48} />
          <Tooltip formatter={(value, name) => [value, LABELS[String(name)] ?? name]} labelFormatter={(v) => `${String(v).replace("T", " ")} (UTC)`} />
          <Legend formatter={(name: string) => LABELS[name] ?? name} />
          <Bar dataKey="people" stackId="clicks" fill="#4f46e5" isAnimationActive={false} />
          <Bar dataKey="bots" stackId="clicks" fill="#cbd5e1" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
