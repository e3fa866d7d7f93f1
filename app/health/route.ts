export { GET, POST, PUT, PATCH, DELETE } from "../v1/health/route";
export const dynamic = "force-dynamic";
