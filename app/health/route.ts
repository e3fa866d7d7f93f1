export { GET } from "../v1/health/route";
export const dynamic = "force-dynamic";
