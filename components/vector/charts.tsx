"use client";
// Dashboard charts (recharts). Data comes from lib/vector/stats.ts via the server page.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

type Point = { bucket: string; pageviews: number; visitors: number; events: number; dropped: number };

function label(bucket: string, unit: "hour" | "day") {
  const d = new Date(bucket);
  return unit === "hour" ? `${String(d.getUTCHours()).padStart(2, "0")}:00` : d.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

export function TrafficChart({ data, unit }: { data: Point[]; unit: "hour" | "day" }) {
  const rows = data.map((p) => ({ ...p, label: label(p.bucket, unit) }));
  return (
    <div className="h-72 w-full" data-testid="traffic-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Area type="monotone" dataKey="pageviews" name="Page views" stroke="#4f46e5" fill="#c7d2fe" />
          <Area type="monotone" dataKey="visitors" name="Unique visitors" stroke="#0891b2" fill="#a5f3fc" />
          <Area type="monotone" dataKey="events" name="Custom events" stroke="#059669" fill="#a7f3d0" />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

export function DroppedChart({ data, unit }: { data: Point[]; unit: "hour" | "day" }) {
  const rows = data.map((p) => ({ label: label(p.bucket, unit), dropped: p.dropped }));
  return (
    <div className="h-48 w-full" data-testid="dropped-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="dropped" name="Dropped over quota" fill="#dc2626" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function AffinityChart({ data }: { data: { name: string; low: number; mid: number; high: number }[] }) {
  return (
    <div className="h-64 w-full" data-testid="affinity-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, left: 24, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="low" stackId="a" name="Score 1–9" fill="#c7d2fe" />
          <Bar dataKey="mid" stackId="a" name="Score 10–49" fill="#818cf8" />
          <Bar dataKey="high" stackId="a" name="Score 50+" fill="#4338ca" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
