// /v1 itself: a JSON 404 in the envelope, for every method (/v1/... paths no route claims: [...path]).
import { notFoundMethods } from "@/lib/api/not-found";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = notFoundMethods;
