import { otherMethods } from "@/lib/api/method-not-allowed";
import { metricsRoute } from "@/lib/server/metrics-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = metricsRoute;

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
