// /v2 and everything under it: no version 2 exists yet, so a JSON 404 in the envelope (never Next's HTML
// page), for every method, as for unknown /v1 paths.
import { notFoundRoute } from "@/lib/api/not-found";

export const dynamic = "force-dynamic";
export const GET = notFoundRoute;
export const POST = notFoundRoute;
export const PUT = notFoundRoute;
export const PATCH = notFoundRoute;
export const DELETE = notFoundRoute;
export const HEAD = notFoundRoute;
export const OPTIONS = notFoundRoute;
