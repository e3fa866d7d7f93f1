// VECTOR's background jobs, started once per server process (lib/jobs/all.ts). stop() of the intake job
// writes every buffered event before the process exits; the server calls it once its requests have finished,
// so every event a request accepted is in the buffer it flushes.
import type { BackgroundJob } from "@/lib/jobs/registry";
import { bufferStats, flushAll, onWebhooksQueued } from "./buffer";
import { replayWal } from "./replay-wal";
import { walClose } from "./wal";
import { syncDueCrmTargets } from "./crm/sync";
import { deliverWebhooks } from "./deliver-webhooks";
import { purgeExpiredEvents } from "./purge-expired-events";

function every(name: string, ms: number, firstMs: number, fn: () => Promise<unknown>): BackgroundJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    running = fn().catch((e) => console.error(`vector: job ${name} failed`, e));
    await running;
    running = null;
    if (!stopped) (timer = setTimeout(tick, ms)).unref?.();
  };
  return {
    name,
    start() {
      stopped = false;
      (timer = setTimeout(tick, firstMs)).unref?.();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export const intakeJob: BackgroundJob = {
  name: "vector-intake",
  async start() {
    await replayWal().catch((e) => console.error("vector: write-ahead log replay failed; files kept for the next start", e));
  },
  async stop() {
    await flushAll(10);
    walClose(bufferStats().buffered === 0);
  },
};

const webhooks = every("vector-webhooks", 15_000, 5_000, () => deliverWebhooks());
onWebhooksQueued(() => void deliverWebhooks().catch((e) => console.error("vector: webhook delivery failed", e)));

export const retentionJob = every("vector-retention", 6 * 3600_000, 60_000, () => purgeExpiredEvents());

export const vectorJobs: BackgroundJob[] = [
  intakeJob,
  retentionJob,
  webhooks,
  every("vector-crm-sync", 30_000, 20_000, () => syncDueCrmTargets()),
];
