// /v1 itself: a JSON 404 in the envelope, for every method (/v1/... paths no route claims: [...path]).
import { notFoundRoute } from "@/lib/api/not-found";

export const dynamic = "force-dynamic";
export const GET = notFoundRoute;
export const POST = notFoundRoute;
export const PUT = notFoundRoute;
export const PATCH = notFoundRoute;
export const DELETE = notFoundRoute;
export const HEAD = notFoundRoute;
export const OPTIONS = notFoundRoute;
