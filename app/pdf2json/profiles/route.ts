import { profilesRoute } from "@/lib/pdf2json/handlers";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = profilesRoute;

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
