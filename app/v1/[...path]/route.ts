// Any /v1 path no route claims: a JSON 404 in the envelope, for every method.
import { notFoundMethods } from "@/lib/api/not-found";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = notFoundMethods;
