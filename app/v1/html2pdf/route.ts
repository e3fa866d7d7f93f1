import { renderRoute } from "@/lib/html2pdf/render-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = renderRoute;
