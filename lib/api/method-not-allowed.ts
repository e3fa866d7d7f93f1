// The methods a /v1 route does not serve answer 405 in the error envelope, with `Allow`: Next's own 405
// has no body. A route exports them beside its own: `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");`
// (HEAD and OPTIONS stay Next's: it derives HEAD from GET and answers OPTIONS with Allow.)
import { DomainError } from "@/lib/errors";
import { apiRoute } from "./handler";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

export function otherMethods(...allowed: Method[]) {
  const handler = apiRoute(async ({ req }) => {
    throw new DomainError("method_not_allowed", `${req.method} is not allowed on ${new URL(req.url).pathname}; use ${allowed.join(" or ")}.`, undefined, {
      allow: allowed,
    });
  });
  return Object.fromEntries(METHODS.map((m) => [m, handler])) as Record<Method, typeof handler>;
}
