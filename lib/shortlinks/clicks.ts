// Click recording that never slows a redirect: clicks are appended to an in-memory buffer and written in
// batches (one INSERT of the click rows plus one UPDATE of the links' counters, in one transaction) every
// SHORTLINK_CLICK_FLUSH_MS or as soon as SHORTLINK_CLICK_BATCH are waiting. The click job's stop() (run on
// SIGTERM/SIGINT) and the dedicated server's shutdown flush what is left, so counts stay exact. A failed
// write puts the batch back and is retried; only beyond SHORTLINK_CLICK_BUFFER_MAX waiting clicks (a long
// database outage) are the oldest dropped, with a log line saying how many.
import { isbot } from "isbot";
import { getDb } from "@/lib/db/client";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { numberEnv } from "./config";
import type { LinkTarget } from "./resolve";

export type Click = { linkId: string; organisationId: string; clickedAt: Date; referrer: string | null; isBot: boolean };

type State = { buffer: Click[]; timer?: NodeJS.Timeout; flushing?: Promise<void>; dropped: number };
const g = globalThis as unknown as { __shortlinkClicks?: State };
const state = (g.__shortlinkClicks ??= { buffer: [], dropped: 0 });

const batchSize = () => numberEnv("SHORTLINK_CLICK_BATCH", 2000);
const flushMs = () => numberEnv("SHORTLINK_CLICK_FLUSH_MS", 1000);
const bufferMax = () => numberEnv("SHORTLINK_CLICK_BUFFER_MAX", 1_000_000);

export function recordClick(target: LinkTarget, referrer: string | null, userAgent: string | null): void {
  state.buffer.push({
    linkId: target.linkId,
    organisationId: target.organisationId,
    clickedAt: new Date(),
    referrer: referrer ? referrer.slice(0, 2048) : null,
    isBot: !userAgent || isbot(userAgent), // no user agent counts as a bot: browsers always send one
  });
  if (state.buffer.length >= batchSize()) void flushClicks();
  else ensureTimer();
}

function ensureTimer(): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    void flushClicks();
  }, flushMs());
  state.timer.unref?.();
}

export function pendingClicks(): number {
  return state.buffer.length;
}

async function writeBatch(batch: Click[]): Promise<void> {
  const counts = new Map<string, { c: number; b: number; last: Date }>();
  for (const click of batch) {
    const e = counts.get(click.linkId) ?? { c: 0, b: 0, last: click.clickedAt };
    e.c++;
    if (click.isBot) e.b++;
    if (click.clickedAt > e.last) e.last = click.clickedAt;
    counts.set(click.linkId, e);
  }
  const ids = [...counts.keys()];
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.shortlinkClick.createMany({ data: batch });
    await tx.$executeRaw`
      UPDATE "shortlink" AS s
         SET click_count = s.click_count + v.c,
             bot_click_count = s.bot_click_count + v.b,
             last_click_at = GREATEST(s.last_click_at, v.last)
        FROM (SELECT * FROM unnest(${ids}::text[], ${ids.map((id) => counts.get(id)!.c)}::int[], ${ids.map((id) => counts.get(id)!.b)}::int[], ${ids.map((id) => counts.get(id)!.last.toISOString())}::timestamp[])) AS v(id, c, b, last)
       WHERE s.id = v.id`;
  });
}

/** Writes everything buffered so far (in batches). Concurrent callers share one flush. */
export function flushClicks(): Promise<void> {
  if (state.flushing) return state.flushing;
  if (!state.buffer.length) return Promise.resolve();
  // eslint-disable-next-line prefer-const
  let run!: Promise<void>;
  run = (async () => {
    await null; // let the assignment below happen before the finally block can clear it
    try {
      while (state.buffer.length) {
        const batch = state.buffer.splice(0, batchSize());
        try {
          await writeBatch(batch);
        } catch (error) {
          state.buffer.unshift(...batch);
          const over = state.buffer.length - bufferMax();
          if (over > 0) {
            state.buffer.splice(0, over);
            state.dropped += over;
            console.error(`shortlinks: dropped ${over} clicks (buffer full while the database fails)`);
          }
          console.error("shortlinks: could not write clicks, will retry", error);
          ensureTimer();
          return;
        }
      }
    } finally {
      if (state.flushing === run) state.flushing = undefined;
    }
  })();
  state.flushing = run;
  return run;
}

/** Flush until nothing is waiting (including clicks recorded during the flush). */
export async function drainClicks(attempts = 5): Promise<void> {
  for (let i = 0; i < attempts && (state.buffer.length || state.flushing); i++) {
    if (state.flushing) await state.flushing;
    await flushClicks();
  }
}

export const clickJob: BackgroundJob = {
  name: "shortlinks-clicks",
  async start() {
    // Loading the domain module installs the proxy's domain loader in this process.
    await import("./domains");
  },
  async stop() {
    if (state.timer) clearTimeout(state.timer);
    state.timer = undefined;
    await drainClicks();
  },
};
