export { GET, dynamic } from "../v1/health/route";
