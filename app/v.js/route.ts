// GET /v.js: the VECTOR tracker. /v.js?v=<version> is cached for a year (immutable); any other URL for
// five minutes with an ETag, so pages that load plain /v.js pick up a new tracker within minutes.
import { trackerScriptResponse } from "@/lib/vector";

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  return trackerScriptResponse(req);
}
