// The email archive's operations on the {archive_url} host (registered in lib/openapi-document.ts).
import { z } from "zod";
import { errorEnvelope, rateLimitedResponse, type OperationSpec } from "@/lib/api/openapi";
import { authBody, authResponse, ingestBody, ingestResponse, listQuery, listResponse } from "./schemas";

const unavailable = { description: "Database or file storage temporarily unavailable. Retry after the Retry-After header (seconds).", schema: errorEnvelope, headers: { "retry-after": "Seconds to wait before retrying." } };
const unauthorized = { description: "Missing, invalid or expired access token, or a deactivated client.", schema: errorEnvelope };

export const archiveOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/auth",
    host: "archive",
    operationId: "archiveAuth",
    summary: "Exchange client credentials for an access token (one hour)",
    tags: ["Email archive"],
    security: "none",
    body: [{ contentType: "application/json", schema: authBody }],
    responses: {
      200: { description: "A bearer token for the other archive calls.", schema: authResponse },
      400: { description: "Invalid JSON or a missing field.", schema: errorEnvelope },
      401: { description: "Bad or inactive credentials.", schema: errorEnvelope },
      429: { ...rateLimitedResponse, description: "Too many failed attempts for this client_id or from this address: locked out for Retry-After seconds (1 minute, doubling, at most 1 hour)." },
      503: unavailable,
    },
  },
  {
    method: "post",
    path: "/files/ingest",
    host: "archive",
    operationId: "archiveIngest",
    summary: "Archive one sent email (rendered to PDF in the background)",
    description:
      "Answers 202 once the email is durably recorded. The same message_id again answers 202 with the existing entry and `duplicate: true`; nothing new is stored. Bodies over 2 MB are refused with 413. The email is listed once its PDF is rendered (usually within seconds).",
    tags: ["Email archive"],
    security: "bearer",
    body: [{ contentType: "application/json", schema: ingestBody }],
    responses: {
      202: { description: "Recorded; rendering queued (or already archived, with duplicate: true).", schema: ingestResponse },
      400: { description: "Invalid JSON or fields (each named in `fields`).", schema: errorEnvelope },
      401: unauthorized,
      413: { description: "Body over the ingest limit (2 MB by default).", schema: errorEnvelope },
      503: unavailable,
    },
  },
  {
    method: "get",
    path: "/files/subscriber/{subscriber_key}",
    host: "archive",
    operationId: "archiveListSubscriber",
    summary: "List a subscriber's archived emails, newest first",
    description: "Only emails whose PDF is ready are listed. Follow `next` (older) and `prev` (newer); they are absolute URLs or null.",
    tags: ["Email archive"],
    security: "bearer",
    params: z.object({ subscriber_key: z.string() }),
    query: listQuery,
    responses: {
      200: { description: "One page of items.", schema: listResponse },
      400: { description: "page_num or page_size is not a whole number in range.", schema: errorEnvelope },
      401: unauthorized,
      503: unavailable,
    },
  },
  {
    method: "get",
    path: "/files/v2/id/{id}",
    host: "archive",
    operationId: "archiveDownload",
    summary: "Download one archived email as a PDF",
    tags: ["Email archive"],
    security: "bearer",
    params: z.object({ id: z.string().describe("bp_file_key from the listing.") }),
    responses: {
      200: { description: "The PDF.", contentType: "application/pdf" },
      401: unauthorized,
      404: { description: "No such file in your organisation (or not rendered yet: `archive_status`).", schema: errorEnvelope },
      503: unavailable,
    },
  },
  {
    method: "get",
    path: "/files/signed/{token}",
    host: "archive",
    operationId: "archiveSignedDownload",
    summary: "Download a PDF through its bp_signed_url (no token needed until it expires)",
    tags: ["Email archive"],
    security: "none",
    params: z.object({ token: z.string() }),
    responses: {
      200: { description: "The PDF.", contentType: "application/pdf" },
      401: { description: "The link has expired: list again for a fresh one.", schema: errorEnvelope },
      403: { description: "The link was altered or is malformed.", schema: errorEnvelope },
      404: { description: "The file no longer exists.", schema: errorEnvelope },
      503: unavailable,
    },
  },
];
