// /v2 and everything under it: no version 2 exists yet, so a JSON 404 in the envelope (never Next's HTML
// page), for every method, as for unknown /v1 paths.
import { notFoundMethods } from "@/lib/api/not-found";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = notFoundMethods;
