// Click recording that never slows a redirect: clicks are appended to the process's click writer (a
// BatchWriter, lib/concurrency/batch-writer.ts) and written in batches (one INSERT of the click rows plus one
// UPDATE of the links' counters, in one statement) every SHORTLINK_CLICK_FLUSH_MS or as soon as
// SHORTLINK_CLICK_BATCH are waiting. The click job's stop() (run on SIGTERM/SIGINT) and the dedicated
// server's shutdown drain what is left, so counts stay exact. A failed write keeps the batch and is retried
// with backoff; only beyond SHORTLINK_CLICK_BUFFER_MAX waiting clicks (a long database outage) are new clicks
// not counted, and /metrics shows how many.
import { isbot } from "isbot";
import { getDb } from "@/lib/db/client";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { numberEnv } from "./config";
import type { LinkTarget } from "./resolve";
import { processState } from "@/lib/process-state.mjs";
import { BatchWriter } from "@/lib/concurrency/batch-writer";

export type Click = { linkId: string; organisationId: string; clickedAt: Date; referrer: string | null; isBot: boolean };

const writer = processState(
  "shortlinks.clicks",
  () =>
    new BatchWriter<Click>({
      name: "shortlink_clicks",
      batchSize: () => numberEnv("SHORTLINK_CLICK_BATCH", 200),
      intervalMs: () => numberEnv("SHORTLINK_CLICK_FLUSH_MS", 500),
      maxBuffered: () => numberEnv("SHORTLINK_CLICK_BUFFER_MAX", 1_000_000),
      write: writeBatch,
    }),
);

export function recordClick(target: LinkTarget, referrer: string | null, userAgent: string | null): void {
  writer.add({
    linkId: target.linkId,
    organisationId: target.organisationId,
    clickedAt: new Date(),
    referrer: referrer ? referrer.slice(0, 2048) : null,
    isBot: !userAgent || isbot(userAgent), // no user agent counts as a bot: browsers always send one
  });
}

export function pendingClicks(): number {
  return writer.buffered;
}

// One statement per batch (atomic on its own): the click rows go in and the links' counters go up together,
// with the batch passed as five arrays rather than five parameters per click (far less work per click for
// the query layer than createMany, which matters when the embedded database shares the event loop).
async function writeBatch(batch: Click[]): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    WITH v AS (
      SELECT * FROM unnest(${batch.map((c) => c.linkId)}::text[], ${batch.map((c) => c.organisationId)}::text[],
                           ${batch.map((c) => c.clickedAt.toISOString())}::timestamp[], ${batch.map((c) => c.referrer)}::text[],
                           ${batch.map((c) => c.isBot)}::boolean[]) AS v(link_id, organisation_id, clicked_at, referrer, is_bot)
    ), inserted AS (
      INSERT INTO shortlink_click (link_id, organisation_id, clicked_at, referrer, is_bot)
      SELECT link_id, organisation_id, clicked_at, referrer, is_bot FROM v
    )
    UPDATE shortlink AS s
       SET click_count = s.click_count + c.n,
           bot_click_count = s.bot_click_count + c.b,
           last_click_at = GREATEST(s.last_click_at, c.last)
      FROM (SELECT link_id, count(*)::int AS n, (count(*) FILTER (WHERE is_bot))::int AS b, max(clicked_at) AS last
              FROM v GROUP BY link_id) AS c
     WHERE s.id = c.link_id`;
}

/** Writes everything buffered so far (in batches). Concurrent callers share one flush; a failed write is retried later. */
export function flushClicks(): Promise<void> {
  return writer.flush().catch(() => {});
}

/** Flush until nothing is waiting (including clicks recorded during the flush); after `attempts` failures in a row, what is left stays buffered (logged). */
export function drainClicks(attempts = 5): Promise<void> {
  return writer.drain(attempts).catch(() => {});
}

export const clickJob: BackgroundJob = {
  name: "shortlinks-clicks",
  async start() {
    // Loading the domain module installs the proxy's domain loader in this process.
    await import("./domains");
  },
  async stop() {
    await drainClicks();
  },
};
