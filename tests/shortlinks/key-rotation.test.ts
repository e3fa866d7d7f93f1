// A rotated short-link domain key takes effect on the very next request, in this process and in every
// other one: the old key is refused and the new one accepted, however long the key cache would keep it.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { changeFeedJob } from "@/lib/db/change-feed";
import { pgConfigFromUrl } from "@/lib/db/migrate-config";
import { hashSecret } from "@/lib/api/secrets";
import { issueDomainKey } from "@/lib/shortlinks";
import { DOMAIN_KEY_CHANNEL } from "@/lib/shortlinks/domains";
import { brandedDomain, shorten } from "./helpers";

const headers = (domain: string, apiKey: string) => ({ domain, api_key: apiKey, long_url: "https://example.com/rotate", subscriber_key: "s" });

beforeAll(() => {
  process.env.API_KEY_CACHE_TTL_MS = "600000"; // a cache that would otherwise keep a key for 10 minutes
});
afterAll(() => {
  process.env.API_KEY_CACHE_TTL_MS = "5000";
});

describe("in this process", () => {
  it("the old key is refused and the new one works on the next request", async () => {
    const d = await brandedDomain();
    expect((await shorten(headers(d.domain, d.apiKey))).status).toBe(200); // cached now
    const rotated = await issueDomainKey(d.organisationId, d.domain);
    expect((await shorten(headers(d.domain, d.apiKey))).status).toBe(401);
    expect((await shorten(headers(d.domain, rotated.api_key))).status).toBe(200);
  });
});

describe.runIf(inject("dbBackend") === "postgres")("in other processes (PostgreSQL)", () => {
  beforeAll(() => changeFeedJob.start());
  afterAll(() => changeFeedJob.stop());

  async function otherConnection() {
    const pg = (await import("pg")).default;
    const client = new pg.Client(pgConfigFromUrl(process.env.DATABASE_URL!));
    await client.connect();
    return client;
  }

  it("rotation announces the domain when it commits", async () => {
    const d = await brandedDomain();
    const listener = await otherConnection();
    try {
      // (other test files rotate their own domains on the same database meanwhile: wait for this domain's announcement)
      const payloads: string[] = [];
      let wake = () => {};
      listener.on("notification", (m) => {
        if (m.channel !== DOMAIN_KEY_CHANNEL) return;
        payloads.push(m.payload ?? "");
        wake();
      });
      await listener.query(`LISTEN ${DOMAIN_KEY_CHANNEL}`);
      await issueDomainKey(d.organisationId, d.domain);
      const { getDb } = await import("@/lib/db/client");
      const row = await (await getDb()).shortlinkDomain.findFirstOrThrow({ where: { domain: d.domain } });
      const heard = new Promise<string>((resolve) => {
        wake = () => void (payloads.includes(row.id) && resolve(row.id));
        wake();
      });
      const silence = new Promise<string>((_, reject) => setTimeout(() => reject(new Error("no notification within 5 s")), 5000).unref());
      expect(await Promise.race([heard, silence])).toBe(row.id);
    } finally {
      await listener.end();
    }
  });

  it("a key this process cached is refused as soon as another process's rotation commits", async () => {
    const d = await brandedDomain();
    expect((await shorten(headers(d.domain, d.apiKey))).status).toBe(200); // cached in this "instance"
    // The other instance rotates with its own connection, as issueDomainKey does: new hash, NOTIFY, commit.
    const newKey = `slk_other_${Date.now().toString(36)}`;
    const other = await otherConnection();
    await other.query("BEGIN");
    const { rows } = await other.query(`UPDATE shortlink_domain SET key_hash = $1, key_last4 = $2 WHERE domain = $3 RETURNING id`, [hashSecret(newKey), newKey.slice(-4), d.domain]);
    await other.query(`SELECT pg_notify($1, $2)`, [DOMAIN_KEY_CHANNEL, rows[0].id]);
    await other.query("COMMIT");
    await other.end();
    await expect.poll(async () => (await shorten(headers(d.domain, d.apiKey))).status, { timeout: 5000, interval: 20 }).toBe(401);
    expect((await shorten(headers(d.domain, newKey))).status).toBe(200);
  });
});
