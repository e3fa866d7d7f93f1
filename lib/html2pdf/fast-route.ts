// POST /v1/html2pdf on the production server's fast path (lib/api/server-hooks.ts): the same handler as the
// Next route (render-route.ts), served before Next's router, because on a small machine Next's request
// path costs about a fifth of a warm render's CPU (docs/html2pdf.md has the figures). The renderer job
// adds it at start and removes it at stop; without our server (next dev, next start) Next serves it alone.
import { toNodeHandler } from "@/lib/api/node-listener";
import { registerFastRoute } from "@/lib/api/server-hooks";
import { renderRoute } from "./render-route";
import { processSlot } from "@/lib/process-state.mjs";

const fastRouteSlot = processSlot<() => void>("html2pdf.fastRoute");

export function addRenderFastRoute(): void {
  fastRouteSlot.get() ?? fastRouteSlot.set(registerFastRoute("POST", "/v1/html2pdf", toNodeHandler("html2pdf: render", renderRoute)));
}

export function removeRenderFastRoute(): void {
  fastRouteSlot.get()?.();
  fastRouteSlot.set(undefined);
}
