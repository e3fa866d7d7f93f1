// POST /v1/shorten ({shortlink_url}): create or return a subscriber's short link. Inputs are headers.
import { handleShorten, methodNotAllowed } from "@/lib/shortlinks";

export const dynamic = "force-dynamic";
export const POST = (req: Request) => handleShorten(req);
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
