// The hot route table: the few paths whose own work is microseconds to milliseconds, so that Next.js's
// request path (a router, the proxy, a rewrite: about a millisecond of CPU on two cores) would be most of
// their cost. The production server (scripts/server.mjs) serves this table ahead of Next on its main port;
// `npm run vector:serve` and `npm run shortlinks:serve` serve the same table restricted to one product
// (standalone.ts). The Next route files call the same product functions, so an answer is the same
// whichever path serves it. Everything not in the table is Next's.
import type http from "node:http";
import { clickJob } from "@/lib/shortlinks/clicks";
import { forShortLink, serveRedirect } from "@/lib/shortlinks/node-handlers";
import { handleShorten } from "@/lib/shortlinks/shorten-request";
import { html2pdfRendererJob } from "@/lib/html2pdf/renderer-job";
import { renderRoute } from "@/lib/html2pdf/render-route";
import { serveIntake } from "@/lib/vector/intake-handler";
import { intakeJob, retentionJob } from "@/lib/vector/jobs";
import { changeFeedJob } from "@/lib/db/change-feed";
import { creditReservationJob } from "@/lib/billing";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { serverHooks } from "@/lib/api/server-hooks";
import { toNodeHandler, type NodeHandler } from "./node-adapter";

export type HotProduct = "html2pdf" | "vector" | "shortlinks";
export const HOT_PRODUCTS: readonly HotProduct[] = ["html2pdf", "vector", "shortlinks"];

type HotRoute = {
  product: HotProduct;
  /** One exact path (any query string). */
  path: string;
  /** The methods served here; "*": every method (the handler answers each). */
  methods: readonly string[] | "*";
  handler: NodeHandler;
};

/** The table. A short-link host's codes are not rows: every GET/HEAD path on such a host is a code (below). */
export const HOT_ROUTES: readonly HotRoute[] = [
  { product: "html2pdf", path: "/v1/html2pdf", methods: ["POST"], handler: toNodeHandler("html2pdf: render", renderRoute) },
  // Any method: the spec promises 200 {ok:true} to every /collect request, preflights included.
  { product: "vector", path: "/collect", methods: "*", handler: serveIntake },
  { product: "vector", path: "/v.js", methods: ["GET", "HEAD"], handler: serveIntake },
  { product: "shortlinks", path: "/v1/shorten", methods: ["POST"], handler: toNodeHandler("shortlinks: shorten", handleShorten) },
];

/**
 * What a product needs to be served on its own (standalone.ts); in the production server every product's
 * jobs run (lib/jobs/all.ts) and Next answers what no row takes.
 *  - jobs: what runs beside its routes (flushes, change feed, the renderer).
 *  - ownsDataFolder: it keeps files in DATA_DIR (VECTOR's write-ahead log), so on the embedded database it
 *    cannot run beside the server on the same folder.
 *  - fallback: what answers a request no row takes (a short-link server answers every path as a code).
 */
export const STANDALONE: Record<HotProduct, { jobs: BackgroundJob[]; ownsDataFolder: boolean; defaultPort: number; fallback?: NodeHandler }> = {
  html2pdf: { jobs: [changeFeedJob, creditReservationJob, html2pdfRendererJob], ownsDataFolder: false, defaultPort: 3100 },
  vector: { jobs: [intakeJob, retentionJob], ownsDataFolder: true, defaultPort: 3300 },
  shortlinks: { jobs: [changeFeedJob, clickJob], ownsDataFolder: false, defaultPort: 3200, fallback: serveRedirect },
};

/** What the router did with a request: served it, or left it to the caller (Next, or the standalone's 404/405). */
export type Routed = { served: true } | { served: false; allow?: readonly string[] };

const pathOf = (url: string | undefined): string => {
  if (!url || url[0] !== "/") return ""; // an absolute-form or asterisk target: never a hot route
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
};

/**
 * The router of the table restricted to `products`. Short-link hosts come first: there every GET/HEAD path
 * is a code ("/collect" is a valid one), so no other row answers on them. While the domain set is not yet
 * loaded a request is left to the caller (Next's proxy decides, and loads it).
 */
export function hotRouter(products: readonly HotProduct[] = HOT_PRODUCTS): (req: http.IncomingMessage, res: http.ServerResponse) => Routed {
  const rows = new Map<string, HotRoute>();
  for (const row of HOT_ROUTES) if (products.includes(row.product)) rows.set(row.path, row);
  const shortLinks = products.includes("shortlinks");
  return (req, res) => {
    if (shortLinks) {
      const forLink = forShortLink(req);
      if (forLink === undefined) return { served: false };
      if (forLink) {
        if (req.method !== "GET" && req.method !== "HEAD") return { served: false, allow: ["GET", "HEAD"] };
        serveRedirect(req, res);
        return { served: true };
      }
    }
    const row = rows.get(pathOf(req.url));
    if (!row) return { served: false };
    if (row.methods !== "*" && !row.methods.includes(req.method ?? "")) return { served: false, allow: row.methods };
    row.handler(req, res);
    return { served: true };
  };
}

/** Puts the whole table ahead of Next on the production server's main port (instrumentation.ts); no-op elsewhere. */
export function installHotRoutes(): void {
  const hooks = serverHooks();
  if (!hooks) return;
  const route = hotRouter();
  hooks.dispatch = (req, res) => route(req, res).served;
}
