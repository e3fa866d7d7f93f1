// Cross-instance cache invalidation. Something other instances may cache (an organisation key, a template's
// latest version) is changed with announceChange() inside the writing transaction: on PostgreSQL that is a
// NOTIFY, delivered to every instance when the transaction commits; each instance LISTENs on one
// connection and hands the payload to the channel's subscribers, which evict.
//
// On the embedded database one process holds the folder and a thread of it serves the database on a socket
// (lib/db/embedded-server.mjs) to that process's own pool and to the others. A NOTIFY committed through any
// connection reaches every other connection, so each process's listener connection hands it on as on
// PostgreSQL. Only a database in memory (tests) is held in process: its session LISTENs in process.
//
// A cache that must never serve a stale entry asks changeFeedLive(channel) before storing: on PostgreSQL
// that is true only while this instance is listening on the channel. When the connection drops every
// subscriber's onReset() runs (empty the cache) and caching waits for the reconnect.
//
// State is kept in the process state (lib/process-state.mjs): Next.js loads instrumentation and each route bundle as separate module
// instances, and they must share one listener and one set of subscribers.
import { databaseConfig } from "./config";
import type { BackgroundJob } from "@/lib/jobs/registry";
import { processState } from "@/lib/process-state.mjs";

export type ChangeSubscriber = {
  /** Called with the payload announced by the writer (an id). */
  onChange(payload: string): void;
  /** The feed was lost or (re)started: anything cached may be stale. */
  onReset(): void;
};

type Listener = { listen(channel: string): Promise<unknown>; end(): Promise<void> };
type FeedState = {
  subscribers: Map<string, Set<ChangeSubscriber>>;
  listener?: Listener;
  /** Channels this instance's listener is LISTENing on right now. */
  listening: Set<string>;
  stopped: boolean;
  /** This process reaches the embedded database through its holder's socket (where to listen, then). */
  embeddedSocket?: import("pg").ClientConfig;
};

const feed = processState<FeedState>("db.changeFeed", () => ({ subscribers: new Map(), listening: new Set(), stopped: true }));

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
  return (embedded() && !feed.embeddedSocket) || feed.listening.has(channel);
}

/** Hands an announced change to this process's subscribers. */
export function deliverChange(channel: string, payload: string): void {
  for (const s of feed.subscribers.get(channel) ?? []) s.onChange(payload);
}

/** The embedded database's holder: its session LISTENs in process, `listen` calling back with payloads. */
export function useInProcessListener(listen: (channel: string, deliver: (payload: string) => void) => Promise<unknown>): void {
  feed.embeddedSocket = undefined;
  const listener: Listener = { listen: (channel) => listen(channel, (payload) => deliverChange(channel, payload)), end: async () => {} };
  feed.listener = listener;
  for (const channel of feed.subscribers.keys()) void listenOn(listener, channel).catch(() => {});
}

/** This process opened the embedded database through its holder's socket (lib/db/client.ts). */
export function useEmbeddedSocket(config: import("pg").ClientConfig): void {
  feed.embeddedSocket = config;
  if (!feed.stopped && !feed.listener) void startListener(config);
}

const startListener = (config: import("pg").ClientConfig) =>
  connect(config).catch((e) => console.error("change feed could not start; caches fall back to reading the database", e));

type Executor = { $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number> };

/** Tells every other instance (or process on the embedded database), when `tx` commits, that `payload` changed. */
export async function announceChange(tx: Executor, channel: string, payload: string): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_notify($1, $2)`, channel, payload);
}

function resetAll() {
  for (const set of feed.subscribers.values()) for (const s of set) s.onReset();
}

async function listenOn(listener: Listener, channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  await listener.listen(channel);
  if (feed.listener === listener) feed.listening.add(channel);
}

async function connect(config: import("pg").ClientConfig): Promise<void> {
  const pg = (await import("pg")).default;
  const client = new pg.Client(config);
  // One LISTEN at a time: route bundles subscribe while the listener connects, and pg warns (pg 9 will throw)
  // on a query sent while another runs on the same client.
  let chain: Promise<unknown> = Promise.resolve();
  const listen = (channel: string) => (chain = chain.catch(() => {}).then(() => client.query(`LISTEN ${channel}`)));
  const listener: Listener = { listen, end: () => client.end() };
  client.on("notification", (msg) => {
    if (msg.payload) deliverChange(msg.channel, msg.payload);
  });
  client.on("error", () => {
    if (feed.listener === listener) {
      feed.listener = undefined;
      feed.listening.clear();
    }
    resetAll();
    void client.end().catch(() => {});
    if (!feed.stopped) setTimeout(() => void connect(config).catch(() => {}), 1000).unref();
  });
  await client.connect();
  feed.listener = listener;
  // Anything cached before this point was cached without a feed only on the embedded database; on
  // PostgreSQL nothing was cached, but a reconnect may have missed notifications: start from empty.
  resetAll();
  for (const channel of feed.subscribers.keys()) await listenOn(listener, channel);
}

/** Starts the listener in server processes (lib/jobs/all.ts). */
export const changeFeedJob: BackgroundJob = {
  name: "change-feed",
  async start() {
    const config = databaseConfig();
    feed.stopped = false;
    // On the embedded database the holder listens in process (useInProcessListener); a process that reaches
    // it through the socket connects its listener once it knows where (useEmbeddedSocket).
    const target = config.kind === "postgres" ? (await import("./migrate-config")).pgConfigFromUrl(config.url) : feed.embeddedSocket;
    if (target) await startListener(target);
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
