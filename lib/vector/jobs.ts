// VECTOR's background jobs, started once per server process (lib/jobs/all.ts). stop() of the intake job
// writes every buffered event before the process exits. With VECTOR_INTAKE_PORT set, the intake job also
// runs the fast-path listener (server.ts) in this process, so it shares the database client, buffer and WAL.
import type http from "node:http";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { closeListener, listenFromEnv } from "@/lib/api/node-listener";
import { addIntakeFastRoutes, createIntakeServer } from "./server";
import { bufferStats, flushAll, onWebhooksQueued } from "./buffer";
import { replayWal } from "./replay-wal";
import { walClose } from "./wal";
import { syncDueCrmTargets } from "./crm/sync";
import { deliverWebhooks } from "./deliver-webhooks";
import { purgeExpiredEvents } from "./purge-expired-events";
import { processSlot } from "@/lib/process-state.mjs";

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

const intakeServerSlot = processSlot<http.Server>("vector.intakeServer");
const intakeFastRoutesSlot = processSlot<() => void>("vector.intakeFastRoutes");

export const intakeJob: BackgroundJob = {
  name: "vector-intake",
  async start() {
    await replayWal().catch((e) => console.error("vector: write-ahead log replay failed; files kept for the next start", e));
    // /collect and /v.js on the production server's main port, ahead of Next's router (no second port needed)
    intakeFastRoutesSlot.get() ?? intakeFastRoutesSlot.set(addIntakeFastRoutes());
    if (intakeServerSlot.get()) return;
    const server = await listenFromEnv({
      name: "vector: intake listener",
      portVar: "VECTOR_INTAKE_PORT",
      hostVar: "VECTOR_INTAKE_HOST",
      serves: "/collect, /v.js",
      create: createIntakeServer,
    });
    intakeServerSlot.set(server ?? undefined);
  },
  async stop() {
    // Stop taking events first, so what the last requests accepted is in the buffer we flush.
    intakeFastRoutesSlot.get()?.();
    intakeFastRoutesSlot.set(undefined);
    const server = intakeServerSlot.get();
    intakeServerSlot.set(undefined);
    if (server) await closeListener(server);
    await flushAll(10);
    walClose(bufferStats().buffered === 0);
  },
};

/** The running fast-path listener of this process, if any. */
export const intakeServer = (): http.Server | null => intakeServerSlot.get() ?? null;

const webhooks = every("vector-webhooks", 15_000, 5_000, () => deliverWebhooks());
onWebhooksQueued(() => void deliverWebhooks().catch((e) => console.error("vector: webhook delivery failed", e)));

export const retentionJob = every("vector-retention", 6 * 3600_000, 60_000, () => purgeExpiredEvents());

export const vectorJobs: BackgroundJob[] = [
  intakeJob,
  retentionJob,
  webhooks,
  every("vector-crm-sync", 30_000, 20_000, () => syncDueCrmTargets()),
];
