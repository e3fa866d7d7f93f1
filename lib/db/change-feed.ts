// Cross-instance cache invalidation. Something other instances may cache (an organisation key, a template's
// latest version) is changed with announceChange() inside the writing transaction: on PostgreSQL that is a
// NOTIFY, delivered to every instance when the transaction commits; each instance LISTENs on one
// connection and hands the payload to the channel's subscribers, which evict.
//
// On the embedded database there is exactly one process (lib/db/pglite-lock.ts), so the eviction the
// writer does in process is already exact and nothing is sent.
//
// A cache that must never serve a stale entry asks changeFeedLive(channel) before storing: on PostgreSQL
// that is true only while this instance is listening on the channel. When the connection drops every
// subscriber's onReset() runs (empty the cache) and caching waits for the reconnect.
//
// State is kept on globalThis: Next.js loads instrumentation and each route bundle as separate module
// instances, and they must share one listener and one set of subscribers.
import { databaseConfig } from "./config";
import type { BackgroundJob } from "@/lib/jobs/registry";

export type ChangeSubscriber = {
  /** Called with the payload announced by the writer (an id). */
  onChange(payload: string): void;
  /** The feed was lost or (re)started: anything cached may be stale. */
  onReset(): void;
};

type Listener = { query(sql: string): Promise<unknown>; end(): Promise<void> };
type FeedState = {
  subscribers: Map<string, Set<ChangeSubscriber>>;
  listener?: Listener;
  /** Channels this instance's listener is LISTENing on right now. */
  listening: Set<string>;
  stopped: boolean;
};

const g = globalThis as unknown as { __changeFeed?: FeedState };
const feed: FeedState = (g.__changeFeed ??= { subscribers: new Map(), listening: new Set(), stopped: true });

const embedded = () => databaseConfig().kind === "pglite";

/** Registers a subscriber (once per module instance; a Set, so re-registration is harmless). */
export function subscribeToChanges(channel: string, subscriber: ChangeSubscriber): void {
  let set = feed.subscribers.get(channel);
  if (!set) feed.subscribers.set(channel, (set = new Set()));
  set.add(subscriber);
  // A channel first subscribed after the listener connected (route bundles load lazily) is added now.
  if (feed.listener && !feed.listening.has(channel)) void listenOn(feed.listener, channel).catch(() => {});
}

/** Whether an entry read now may be cached: every change to it will reach this process. */
export function changeFeedLive(channel: string): boolean {
  return embedded() || feed.listening.has(channel);
}

type Executor = { $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number> };

/** Tells every other instance, when `tx` commits, that `payload` changed. A no-op on the embedded database. */
export async function announceChange(tx: Executor, channel: string, payload: string): Promise<void> {
  if (embedded()) return;
  await tx.$executeRawUnsafe(`SELECT pg_notify($1, $2)`, channel, payload);
}

function resetAll() {
  for (const set of feed.subscribers.values()) for (const s of set) s.onReset();
}

async function listenOn(listener: Listener, channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  await listener.query(`LISTEN ${channel}`);
  if (feed.listener === listener) feed.listening.add(channel);
}

async function connect(url: string): Promise<void> {
  const pg = (await import("pg")).default;
  const { pgConfigFromUrl } = await import("./migrate-config");
  const client = new pg.Client(pgConfigFromUrl(url));
  client.on("notification", (msg) => {
    if (!msg.payload) return;
    for (const s of feed.subscribers.get(msg.channel) ?? []) s.onChange(msg.payload);
  });
  client.on("error", () => {
    if (feed.listener === client) {
      feed.listener = undefined;
      feed.listening.clear();
    }
    resetAll();
    void client.end().catch(() => {});
    if (!feed.stopped) setTimeout(() => void connect(url).catch(() => {}), 1000).unref();
  });
  await client.connect();
  feed.listener = client;
  // Anything cached before this point was cached without a feed only on the embedded database; on
  // PostgreSQL nothing was cached, but a reconnect may have missed notifications: start from empty.
  resetAll();
  for (const channel of feed.subscribers.keys()) await listenOn(client, channel);
}

/** Starts the listener in server processes (lib/jobs/all.ts). */
export const changeFeedJob: BackgroundJob = {
  name: "change-feed",
  async start() {
    const config = databaseConfig();
    if (config.kind !== "postgres") return; // embedded: one process, in-process eviction is exact
    feed.stopped = false;
    await connect(config.url).catch((e) => console.error("change feed could not start; caches fall back to reading the database", e));
  },
  async stop() {
    feed.stopped = true;
    const l = feed.listener;
    feed.listener = undefined;
    feed.listening.clear();
    resetAll();
    await l?.end().catch(() => {});
  },
};
