import { profilesRoute } from "@/lib/pdf2json/handlers";

export const dynamic = "force-dynamic";

export const GET = profilesRoute;
