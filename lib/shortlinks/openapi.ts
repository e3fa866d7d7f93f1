import { z } from "zod";
import { errorEnvelope, type OperationSpec } from "@/lib/api/openapi";
import { shortenHeaders } from "./shorten-request";

export const shortlinkOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/v1/shorten",
    host: "shortlink",
    operationId: "shorten",
    summary: "Create or return the short link for a subscriber and URL",
    description:
      "Every input is a request header (hyphenated names such as long-url are accepted too). The same long_url and subscriber_key on a domain always return the same link, also under concurrent calls; the first call's utm_* and mc_* values are the ones kept. The short URL is https://{domain}/{code} (SHORTLINK_URL_SCHEME=http overrides the scheme). Errors use the JSON envelope: 400 for a missing domain, long_url or subscriber_key or a long_url that is not an absolute http(s) URL; 401 for a missing api_key or a key not valid for the domain (an unknown domain included); 404 for any other failure (retry once, then contact support with the request id).",
    tags: ["Short links"],
    security: "domainKey",
    headers: shortenHeaders,
    responses: {
      200: {
        description: "The short URL, as plain text.",
        contentType: "text/plain",
        schema: z.string().meta({ example: "https://go.example.com/aZ3k9Qx" }),
        headers: { "x-request-id": "Request id.", "x-shortlink-created": "true when this call created the link, false when it already existed." },
      },
      400: { description: "Missing domain, long_url or subscriber_key, or an invalid long_url.", schema: errorEnvelope },
      401: { description: "Missing api_key, or a key that is not valid for this domain.", schema: errorEnvelope },
      404: { description: "Any other failure; retry once, then contact support.", schema: errorEnvelope },
    },
  },
];
