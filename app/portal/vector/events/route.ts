// GET /portal/vector/events?site=ID&limit=N: the latest stored events as JSON, for the signed-in
// organisation only (the portal's live view and browser tests read it).
import { NextResponse } from "next/server";
import { getPortalContext } from "@/lib/auth/session";
import { recentEvents } from "@/lib/vector";

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  const ctx = await getPortalContext();
  if (!ctx) return NextResponse.json({ ok: false, error: "unauthorized", message: "Sign in to the portal." }, { status: 401 });
  const url = new URL(req.url);
  const events = await recentEvents(ctx.organisation.id, { siteId: url.searchParams.get("site") ?? undefined, limit: Number(url.searchParams.get("limit")) || 100 });
  return NextResponse.json({ ok: true, data: { events } }, { headers: { "cache-control": "no-store" } });
}
