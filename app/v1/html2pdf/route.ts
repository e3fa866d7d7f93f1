import { renderRoute } from "@/lib/html2pdf/render-route";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = renderRoute;

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
