// The fast-path render listener: POST /v1/html2pdf on its own port (HTML2PDF_API_PORT, host
// HTML2PDF_API_HOST, default every interface) inside the server process, sharing its renderer pool and
// database client. Same handler as the Next route (render-route.ts); it exists because on a small machine
// Next's request path costs a fifth of a warm render's CPU (docs/html2pdf.md has the figures). Route
// POST /v1/html2pdf to this port at the proxy; everything else stays on the main server.
import type http from "node:http";
import { closeListener, createRouteListener, listenFromEnv } from "@/lib/api/node-listener";
import { renderRoute } from "./render-route";

const g = globalThis as unknown as { __html2pdfApiListener?: http.Server | null };

/** Starts the listener when HTML2PDF_API_PORT is set; a port in use is logged, not fatal. */
export async function startRenderListener(): Promise<void> {
  if (g.__html2pdfApiListener) return;
  g.__html2pdfApiListener = await listenFromEnv({
    name: "html2pdf: render listener",
    portVar: "HTML2PDF_API_PORT",
    hostVar: "HTML2PDF_API_HOST",
    serves: "POST /v1/html2pdf",
    create: () => createRouteListener("html2pdf: render listener", { "/v1/html2pdf": { POST: renderRoute } }),
  });
}

/** Stops accepting and lets renders in flight finish. */
export async function stopRenderListener(): Promise<void> {
  const server = g.__html2pdfApiListener;
  g.__html2pdfApiListener = null;
  if (server) await closeListener(server);
}

/** The running listener of this process, if any. */
export const renderListener = (): http.Server | null => g.__html2pdfApiListener ?? null;
