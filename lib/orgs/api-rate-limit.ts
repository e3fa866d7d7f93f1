// An organisation's own API rate limit (requests per minute to pdf2json and html2pdf; lib/api/api-rate-limit.ts).
// The limit travels with the cached key lookup, so a change evicts the organisation's cached keys here and,
// through the key channel's NOTIFY, in every other process: it applies on the next request everywhere.
import { forgetOrganisationKeys, KEY_ROTATED_CHANNEL } from "@/lib/api/key-cache";
import { announceChange } from "@/lib/db/change-feed";
import { getDb } from "@/lib/db/client";

/** null: back to the API_RATE_LIMIT_PER_MINUTE default; 0: unlimited. */
export async function setApiRateLimit(organisationId: string, perMinute: number | null): Promise<void> {
  if (perMinute !== null && !(Number.isInteger(perMinute) && perMinute >= 0)) throw new Error("The limit must be a whole number of requests per minute (0: unlimited).");
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.organisation.update({ where: { id: organisationId }, data: { apiRateLimitPerMinute: perMinute } });
    await announceChange(tx, KEY_ROTATED_CHANNEL, organisationId);
  });
  forgetOrganisationKeys(organisationId);
}
