// Benchmark, not a pass/fail test: prints how long the usage page's queries take on a busy organisation.
// Run: PORTAL_BENCH=1 TEST_DB_BACKEND=pglite npx vitest run tests/portal/usage-bench.test.ts (or postgres).
import { expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { recentRequests } from "@/lib/portal/recent-requests";
import { usageByProductPerDay } from "@/lib/portal/usage-by-day";
import { usageTotals } from "@/lib/portal/usage-totals";
import { createTestOrg } from "../helpers";

const ROWS = Number(process.env.PORTAL_BENCH_ROWS || 100_000);

async function median(fn: () => Promise<unknown>, runs = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

it.skipIf(!process.env.PORTAL_BENCH)(`usage queries over ${ROWS} records`, async () => {
  const { organisationId } = await createTestOrg();
  const other = await createTestOrg();
  const db = await getDb();
  for (const org of [organisationId, other.organisationId]) {
    await db.$executeRaw`
      INSERT INTO usage_record (id, organisation_id, product, operation, status, units, credits, duration_ms, request_id, created_at)
      SELECT 'use_b' || ${org} || g, ${org}, (ARRAY['pdf2json','html2pdf','html2pdf','html2pdf'])[1 + (g / 7) % 4], 'op',
             CASE WHEN g % 20 = 0 THEN 400 ELSE 200 END, 1, 1, 100 + g % 900, 'req_b' || ${org} || g,
             now() - (g % 40) * interval '1 day' - (g % 86400) * interval '1 second'
        FROM generate_series(1, ${ROWS}) AS g`;
  }
  const daily = await usageByProductPerDay(organisationId);
  const figures = {
    rows_per_org: ROWS,
    usage_by_day_ms: await median(() => usageByProductPerDay(organisationId)),
    usage_totals_ms: await median(() => usageTotals(organisationId)),
    recent_requests_ms: await median(() => recentRequests(organisationId, 50)),
    grouped_rows: daily.length,
  };
  console.log(JSON.stringify(figures));
  expect(daily.length).toBeGreaterThan(0);
});
