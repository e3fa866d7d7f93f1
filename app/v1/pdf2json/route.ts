import { extractRoute } from "@/lib/pdf2json/handlers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = extractRoute;
