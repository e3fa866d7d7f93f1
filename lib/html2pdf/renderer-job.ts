// Background job: optionally warms the renderer at server start, runs the fast-path render listener when
// HTML2PDF_API_PORT is set, and on shutdown stops the listener (renders in flight finish) and then closes
// Chromium, so no browser process outlives the server.
import type { BackgroundJob } from "@/lib/jobs/registry";
import { closeRenderer, warmRenderer } from "./index";
import { startRenderListener, stopRenderListener } from "./api-listener";

export const html2pdfRendererJob: BackgroundJob = {
  name: "html2pdf-renderer",
  async start() {
    if (process.env.HTML2PDF_WARM_ON_START === "1") void warmRenderer().catch((e) => console.error("html2pdf: could not warm the renderer", e));
    await startRenderListener();
  },
  async stop() {
    await stopRenderListener();
    await closeRenderer();
  },
};
