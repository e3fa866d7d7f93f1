// Any other /files path: a JSON 404 in the error envelope, like unknown /v1 routes.
import { notFoundRoute } from "@/lib/api/not-found";

export const dynamic = "force-dynamic";
export const GET = notFoundRoute;
export const POST = notFoundRoute;
export const PUT = notFoundRoute;
export const PATCH = notFoundRoute;
export const DELETE = notFoundRoute;
