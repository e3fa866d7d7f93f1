// POST {archive_url}/files/ingest: the marketing platform hands over one sent email. 202 once the row is
// committed; the PDF is rendered in the background.
import { readJsonObject } from "@/lib/api/body";
import { archiveJson, archiveSchemas, bearerRoute, ingestEmail, ingestMaxBytes, parseWith, wakeArchiveWorker } from "@/lib/archive";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const POST = bearerRoute("ingest", async ({ req, requestId, principal }) => {
  const body = parseWith(archiveSchemas.ingestBody, await readJsonObject(req, ingestMaxBytes()));
  const result = await ingestEmail(principal.organisationId, body);
  if (!result.duplicate) wakeArchiveWorker();
  return archiveJson(requestId, result, 202);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
