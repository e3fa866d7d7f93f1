// /collect: tracker event intake. Always 200 {ok:true} (spec), CORS for any origin. POST takes JSON
// (also sent as text/plain by sendBeacon), form bodies or a query string; GET takes a query string.
import { collect, collectResponse, collectPreflight } from "@/lib/vector";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  await collect(req);
  return collectResponse(req);
}

export async function GET(req: Request): Promise<Response> {
  await collect(req);
  return collectResponse(req);
}

export function OPTIONS(req: Request): Response {
  return collectPreflight(req);
}

// Other methods carry no events but still get the promised answer.
export function PUT(req: Request): Response {
  return collectResponse(req);
}
export const PATCH = PUT;
export const DELETE = PUT;
