// Background job: optionally warms the renderer at server start, puts the render route on the production
// server's fast path, and on shutdown (after the server has let its requests finish) takes it off and
// closes Chromium and the merge worker threads, so no browser process outlives the server.
import type { BackgroundJob } from "@/lib/jobs/registry";
import { closeRenderer, warmRenderer } from "./index";
import { addRenderFastRoute, removeRenderFastRoute } from "./fast-route";
import { closeMergePool } from "./merge-pool";

export const html2pdfRendererJob: BackgroundJob = {
  name: "html2pdf-renderer",
  start() {
    if (process.env.HTML2PDF_WARM_ON_START === "1") void warmRenderer().catch((e) => console.error("html2pdf: could not warm the renderer", e));
    addRenderFastRoute();
  },
  async stop() {
    removeRenderFastRoute();
    await Promise.all([closeRenderer(), closeMergePool()]);
  },
};
