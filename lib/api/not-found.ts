import { ApiError } from "./errors";
import { apiRoute } from "./handler";

export const notFoundRoute = apiRoute(async ({ req }) => {
  const url = new URL(req.url);
  throw new ApiError("not_found", `No route for ${req.method} ${url.pathname}. See /v1/openapi.json for the API.`);
});
