import { DomainError } from "@/lib/errors";
import { apiRoute } from "./handler";

export const notFoundRoute = apiRoute(async ({ req }) => {
  const url = new URL(req.url);
  throw new DomainError("not_found", `No route for ${req.method} ${url.pathname}. See /v1/openapi.json for the API.`);
});

/** Every method of a route that exists only to answer the JSON 404 (/v1 itself, unknown /v1 paths, /v2). */
export const notFoundMethods = {
  GET: notFoundRoute,
  POST: notFoundRoute,
  PUT: notFoundRoute,
  PATCH: notFoundRoute,
  DELETE: notFoundRoute,
  HEAD: notFoundRoute,
  OPTIONS: notFoundRoute,
};
