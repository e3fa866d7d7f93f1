// Background work that runs inside each server process (batch writers, scheduled purges, sync loops).
// Products register a job in lib/jobs/all.ts; instrumentation.ts starts them once per process and stops
// them on SIGTERM/SIGINT so that anything accepted but not yet written is flushed before exit. Under our
// production server (scripts/server.mjs) the server owns the signals: it stops taking requests, lets those
// in flight finish, and only then calls stopJobs, so a render or an event accepted at the last moment is
// still served and flushed.
import { serverHooks } from "@/lib/api/server-hooks";
import { processSlot } from "@/lib/process-state.mjs";

export type BackgroundJob = {
  name: string;
  start(): void | Promise<void>;
  /** Flush and stop. Must finish what was accepted. */
  stop(): Promise<void>;
};

/** The jobs this process started (undefined: none started). */
const jobsSlot = processSlot<BackgroundJob[]>("jobs.running");

export async function startJobs(jobs: BackgroundJob[]): Promise<void> {
  if (jobsSlot.get() || process.env.DISABLE_BACKGROUND_JOBS === "1") return;
  jobsSlot.set(jobs);
  for (const job of jobs) await job.start();
  const hooks = serverHooks();
  if (hooks) hooks.stopJobs = stopJobs;
  else exitAfterOnSignal(stopJobs);
}

/** On SIGTERM or SIGINT, runs `stop` once (flushing whatever was accepted), then exits. */
export function exitAfterOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    try {
      await stop();
    } finally {
      process.exit(signal === "SIGINT" ? 130 : 0);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

export async function stopJobs(): Promise<void> {
  const jobs = jobsSlot.get() ?? [];
  jobsSlot.set(undefined);
  await Promise.allSettled(jobs.map((j) => j.stop().catch((e) => console.error(`job ${j.name} did not stop cleanly`, e))));
}
