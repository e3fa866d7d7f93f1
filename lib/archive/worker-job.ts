// The render worker as a background job of the server process (registered in lib/jobs/all.ts). The worker
// lives on globalThis so the ingest route, bundled separately from instrumentation, can wake the same one.
import type { BackgroundJob } from "@/lib/jobs/registry";
import { RenderWorker } from "./render-worker";

const g = globalThis as unknown as { __archiveWorker?: RenderWorker };

export const archiveRenderJob: BackgroundJob = {
  name: "archive-render",
  start() {
    g.__archiveWorker ??= new RenderWorker();
    g.__archiveWorker.start();
  },
  async stop() {
    const worker = g.__archiveWorker;
    g.__archiveWorker = undefined;
    await worker?.stop();
  },
};

export function wakeArchiveWorker(): void {
  g.__archiveWorker?.wake();
}
