// With several instances on PostgreSQL, a key rotated on one instance must stop working on all of them at
// once, not after the cache TTL. Rotation sends a NOTIFY inside its transaction (delivered on commit); every
// instance LISTENs and evicts the organisation from its key cache. If the listening connection drops, the
// cache is cleared and lookups fall back to the TTL until it reconnects.
import { databaseConfig } from "@/lib/db/config";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { forgetAllKeys, forgetOrganisationKeys } from "./key-cache";

export const KEY_ROTATED_CHANNEL = "platform_api_key_rotated";

type Listener = { end(): Promise<void> };
let listener: Listener | undefined;
let stopped = false;

async function listen(url: string): Promise<void> {
  const pg = (await import("pg")).default;
  const { pgConfigFromUrl } = await import("@/lib/db/migrate-config");
  const client = new pg.Client(pgConfigFromUrl(url));
  client.on("notification", (msg) => {
    if (msg.channel === KEY_ROTATED_CHANNEL && msg.payload) forgetOrganisationKeys(msg.payload);
  });
  client.on("error", () => {
    forgetAllKeys();
    listener = undefined;
    void client.end().catch(() => {});
    if (!stopped) setTimeout(() => void listen(url).catch(() => {}), 1000).unref();
  });
  await client.connect();
  await client.query(`LISTEN ${KEY_ROTATED_CHANNEL}`);
  listener = client;
}

export const keyRevocationJob: BackgroundJob = {
  name: "api-key-revocations",
  async start() {
    const config = databaseConfig();
    if (config.kind !== "postgres") return; // embedded: one process, the in-process eviction is enough
    stopped = false;
    await listen(config.url).catch((e) => console.error("api key revocation listener could not start; relying on API_KEY_CACHE_TTL_MS", e));
  },
  async stop() {
    stopped = true;
    await listener?.end().catch(() => {});
    listener = undefined;
  },
};
