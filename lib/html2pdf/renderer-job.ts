// Background job: optionally warms the renderer at server start, and on shutdown (after the server has let
// its requests finish) closes Chromium and the merge worker threads, so no browser process outlives the server.
import type { BackgroundJob } from "@/lib/jobs/registry";
import { closeRenderer, warmRenderer } from "./index";
import { closeMergePool } from "./merge-pool";

export const html2pdfRendererJob: BackgroundJob = {
  name: "html2pdf-renderer",
  start() {
    if (process.env.HTML2PDF_WARM_ON_START === "1") void warmRenderer().catch((e) => console.error("html2pdf: could not warm the renderer", e));
  },
  async stop() {
    await Promise.all([closeRenderer(), closeMergePool()]);
  },
};
