// POST {archive_url}/auth: client credentials → a one-hour access token.
import { readJsonObject } from "@/lib/api/body";
import { clientAddress } from "@/lib/api/client-address";
import { archiveJson, archiveRoute, archiveSchemas, issueAccessToken, parseWith } from "@/lib/archive";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const POST = archiveRoute(async ({ req, requestId }) => {
  const body = parseWith(archiveSchemas.authBody, await readJsonObject(req, 16 * 1024));
  return archiveJson(requestId, await issueAccessToken(body, { address: clientAddress(req.headers) }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
