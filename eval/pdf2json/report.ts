// The printed tables: per half and profile, per producer and half. Unseen documents only ever appear here
// as aggregates.
import type { DocResult } from "./run-engine";
import { addTally, emptyTally, precision, recall, type Tally } from "./score";

export type Row = { label: string; docs: number; tally: Tally; classified: number; errors: number; p50: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

export function aggregate(results: DocResult[], key: (r: DocResult) => string): Row[] {
  const groups = new Map<string, DocResult[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.entries()].map(([label, rs]) => ({
    label,
    docs: rs.length,
    tally: rs.reduce((t, r) => addTally(t, r.tally), emptyTally()),
    classified: rs.filter((r) => r.detected === r.doc.profile).length,
    errors: rs.filter((r) => r.error).length,
    p50: median(rs.filter((r) => !r.error).map((r) => r.ms)),
  }));
}

const pct = (x: number) => (100 * x).toFixed(1);

export function profileTable(rows: Row[], given: boolean): string {
  const all: Row = rows.reduce((a, r) => ({ ...a, docs: a.docs + r.docs, tally: addTally(a.tally, r.tally), classified: a.classified + r.classified, errors: a.errors + r.errors }), { label: "all", docs: 0, tally: emptyTally(), classified: 0, errors: 0, p50: NaN });
  const head = `  ${"profile".padEnd(30)} ${"docs".padStart(5)} ${"facts".padStart(6)} ${"recall".padStart(7)} ${"precision".padStart(9)} ${(given ? "class.(given)" : "classified %").padStart(13)} ${"p50 ms".padStart(7)}${rows.some((r) => r.errors) ? "  errors" : ""}`;
  const line = (r: Row) => `  ${r.label.padEnd(30)} ${String(r.docs).padStart(5)} ${String(r.tally.facts).padStart(6)} ${recall(r.tally).toFixed(3).padStart(7)} ${precision(r.tally).toFixed(3).padStart(9)} ${(given ? "-" : pct(r.classified / r.docs)).padStart(13)} ${(Number.isNaN(r.p50) ? "" : r.p50.toFixed(0)).padStart(7)}${r.errors ? `  ${r.errors}` : ""}`;
  return [head, ...rows.map(line), line(all)].join("\n");
}

export function producerTable(tuned: Row[], unseen: Row[]): string {
  const producers = [...new Set([...tuned, ...unseen].map((r) => r.label))];
  const cell = (rows: Row[], p: string) => {
    const r = rows.find((x) => x.label === p);
    return r ? `${recall(r.tally).toFixed(3)} (${r.docs})` : "-";
  };
  return [`  ${"producer".padEnd(14)} ${"tuned recall".padStart(16)} ${"unseen recall".padStart(16)}`, ...producers.map((p) => `  ${p.padEnd(14)} ${cell(tuned, p).padStart(16)} ${cell(unseen, p).padStart(16)}`)].join("\n");
}

/**
 * Where misclassified documents went, as counts ("nsw_form7_dealer_notice → generic_document ×1"): an
 * aggregate, so it may be printed for the unseen half. Empty when every document was classified right.
 */
export function misclassified(results: DocResult[]): string {
  const counts = new Map<string, DocResult[]>();
  for (const r of results) if (!r.error && r.detected !== r.doc.profile) counts.set(`${r.doc.profile} → ${r.detected}`, [...(counts.get(`${r.doc.profile} → ${r.detected}`) ?? []), r]);
  // (with how sure each detection was, and the scan variant it was read from: how close the call was)
  const how = (r: DocResult) => [r.doc.producer.includes(":") ? r.doc.producer.split(":")[0] : "", r.confidence === undefined ? "" : `confidence ${r.confidence}`].filter(Boolean).join(", ");
  return [...counts.entries()].map(([k, rs]) => `  misclassified: ${k} ×${rs.length}${rs.some(how) ? ` (${rs.map(how).join("; ")})` : ""}`).join("\n");
}
