import { extractRoute } from "@/lib/pdf2json/handlers";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = extractRoute;

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
