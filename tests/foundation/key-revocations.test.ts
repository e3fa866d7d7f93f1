import { afterAll, describe, expect, inject, it } from "vitest";
import { authenticateOrgKey } from "@/lib/api/auth";
import { KEY_ROTATED_CHANNEL } from "@/lib/api/key-cache";
import { changeFeedJob } from "@/lib/db/change-feed";
import { pgConfigFromUrl } from "@/lib/db/migrate-config";
import { createTestOrg } from "../helpers";

describe.runIf(inject("dbBackend") === "postgres")("key rotation on another instance (PostgreSQL)", () => {
  afterAll(() => changeFeedJob.stop());

  it("evicts a cached key as soon as another instance's rotation commits", async () => {
    process.env.API_KEY_CACHE_TTL_MS = "600000"; // a cache that would otherwise keep the old key for 10 minutes
    await changeFeedJob.start();
    const { apiKey, organisationId } = await createTestOrg();
    const req = () => new Request("http://x/", { headers: { "x-api-key": apiKey } });
    await authenticateOrgKey(req()); // cached in this "instance"

    // The other instance: its own connection revokes the key and notifies, as issueApiKey does.
    const pg = (await import("pg")).default;
    const other = new pg.Client(pgConfigFromUrl(process.env.DATABASE_URL!));
    await other.connect();
    await other.query("BEGIN");
    await other.query("UPDATE api_key SET revoked_at = now() WHERE organisation_id = $1", [organisationId]);
    await other.query(`SELECT pg_notify('${KEY_ROTATED_CHANNEL}', $1)`, [organisationId]);
    await other.query("COMMIT");
    await other.end();

    await expect.poll(() => authenticateOrgKey(req()).then(() => "valid", () => "invalid"), { timeout: 5000 }).toBe("invalid");
    process.env.API_KEY_CACHE_TTL_MS = "5000";
  });
});
