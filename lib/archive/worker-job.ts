// The render worker as a background job of the server process (registered in lib/jobs/all.ts). The worker
// is kept in the process state (lib/process-state.mjs) so the ingest route, bundled separately from instrumentation, can wake the same one.
import type { BackgroundJob } from "@/lib/jobs/registry";
import { RenderWorker } from "./render-worker";
import { processSlot } from "@/lib/process-state.mjs";

const workerSlot = processSlot<RenderWorker>("archive.renderWorker");

export const archiveRenderJob: BackgroundJob = {
  name: "archive-render",
  start() {
    (workerSlot.get() ?? workerSlot.set(new RenderWorker())).start();
  },
  async stop() {
    const worker = workerSlot.get();
    workerSlot.set(undefined);
    await worker?.stop();
  },
};

export function wakeArchiveWorker(): void {
  workerSlot.get()?.wake();
}
