// @ts-check
// The process that opens the embedded database (one PGlite on a folder: lib/db/pglite-lock.ts) serves it
// from a thread of its own (embedded-worker.mjs) to its own connection pool and to other local processes, so
// the operator CLI, migrations and the standalone servers work while the server runs. It speaks PostgreSQL's
// wire protocol on a unix socket beside the folder (loopback TCP when the socket path is too long), so every
// client uses node-postgres and Prisma's pg adapter, exactly as on a PostgreSQL server; where to connect is
// written to an endpoint file (embedded-endpoint.mjs). Tests also serve a PGlite they hold in process.
//
// PGlite is one database session. A client's unit of work (its messages up to a Sync or a simple Query, or
// a whole transaction) therefore runs holding PGlite's transaction lock: it never interleaves with the
// owner's own queries and transactions, nor with another client's unit. @electric-sql/pglite-socket's
// multiplexer does not take that lock (it assumes nothing else uses the instance), hence this server.
//
// Notifications (the change feed's NOTIFY) a client's commit produces are handed to the owner's listeners
// and to every other connected client; the owner's own are forwarded to clients too.
import fs from "node:fs";
import net from "node:net";
import { embeddedEndpointFile, embeddedSocketDir } from "./embedded-endpoint.mjs";

/** @typedef {import("@electric-sql/pglite").PGlite} PGlite */
/** @typedef {import("./embedded-endpoint.mjs").EmbeddedEndpoint} EmbeddedEndpoint */
/** @typedef {{ id: number; socket: net.Socket }} Connection */
/** @typedef {{ endpoint: EmbeddedEndpoint; close(): Promise<void> }} EmbeddedServer */

/** A client holding the session without sending anything for this long is rolled back and disconnected. */
const unitIdleMs = () => Number(process.env.PGLITE_CLIENT_IDLE_MS || 15_000);
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSSENC_REQUEST = 80877104;

/**
 * Serves `db` (opened on `dataDir` by this process) to other local processes.
 * @param {PGlite} db
 * @param {string} dataDir
 * @param {(channel: string, payload: string) => void} onNotification
 * @param {number} [tcpPort] the loopback port to take again when the socket path is too long (0: any)
 * @returns {Promise<EmbeddedServer>}
 */
export async function serveEmbeddedDatabase(db, dataDir, onNotification, tcpPort = 0) {
  const session = new SessionGate(db);
  /** @type {Set<Connection>} */
  const connections = new Set();
  let nextId = 1;

  /** @param {Buffer} frame @param {Connection} [except] */
  const broadcast = (frame, except) => {
    for (const c of connections) if (c !== except && !c.socket.destroyed) c.socket.write(frame);
  };
  // The owner's own NOTIFYs reach its listeners through PGlite; clients get them here.
  const offOwner = db.onNotification((channel, payload) => broadcast(notificationFrame(channel, payload)));

  const server = net.createServer((socket) => {
    /** @type {Connection} */
    const conn = { id: nextId++, socket };
    connections.add(conn);
    let buffer = Buffer.alloc(0);
    let started = false;
    let chain = Promise.resolve();
    socket.setNoDelay(true);
    const drop = () => {
      if (!connections.delete(conn)) return;
      chain = chain.then(() => session.abandon(conn));
    };
    socket.on("close", drop);
    socket.on("error", () => socket.destroy());
    socket.on("data", (data) => {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      for (;;) {
        const frame = nextFrame(buffer, started);
        if (frame === "incomplete") break;
        if (frame === "invalid") {
          socket.destroy();
          return;
        }
        buffer = buffer.subarray(frame.length);
        const message = frame.message;
        if (!started) {
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write("N"); // no encryption on a local socket
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.destroy(); // PGlite has no second backend to signal
            return;
          }
          started = true;
        }
        if (message[0] === 0x58 /* X: Terminate */) {
          socket.end();
          return;
        }
        // One message at a time per connection, in order.
        chain = chain.then(() => session.run(conn, message, (out) => broadcast(out, conn), onNotification));
      }
    });
  });

  const dir = embeddedSocketDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const socketPath = `${dir}/.s.PGSQL.5432`;
  fs.rmSync(socketPath, { force: true }); // a socket left by a process that died
  // Unix socket paths are limited to about 107 bytes; past that, loopback on a free port.
  /** @type {EmbeddedEndpoint} */
  const endpoint = await new Promise((resolve, reject) => {
    server.once("error", reject);
    if (Buffer.byteLength(socketPath) < 100) server.listen(socketPath, () => resolve({ pid: process.pid, host: dir, port: 5432 }));
    else server.listen(tcpPort, "127.0.0.1", () => resolve({ pid: process.pid, host: "127.0.0.1", port: /** @type {net.AddressInfo} */ (server.address()).port }));
  });
  server.unref(); // never what keeps a process alive
  fs.writeFileSync(embeddedEndpointFile(dataDir), JSON.stringify(endpoint));

  return {
    endpoint,
    async close() {
      offOwner();
      try {
        const written = JSON.parse(fs.readFileSync(embeddedEndpointFile(dataDir), "utf8"));
        if (written.pid === process.pid) fs.rmSync(embeddedEndpointFile(dataDir), { force: true });
      } catch {
        /* already gone */
      }
      for (const c of connections) c.socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await session.idle();
    },
  };
}

/** @typedef {{ message: Buffer; length: number }} Frame */

/**
 * The next whole protocol message: before start-up, untyped (length first); after it, a type byte.
 * @param {Buffer} buffer @param {boolean} started @returns {Frame | "incomplete" | "invalid"}
 */
function nextFrame(buffer, started) {
  if (buffer.length < (started ? 5 : 4)) return "incomplete";
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  if (length < (started ? 5 : 8) || length > MAX_MESSAGE_BYTES) return "invalid";
  if (buffer.length < length) return "incomplete";
  return { message: Buffer.from(buffer.subarray(0, length)), length };
}

/** A message after which the client waits for ReadyForQuery: the end of a unit unless a transaction is open. @param {Buffer} message */
function endsUnit(message) {
  return message[0] === 0 /* start-up */ || message[0] === 0x53 /* S: Sync */ || message[0] === 0x51 /* Q: Query */;
}

/** @param {string} channel @param {string} payload */
function notificationFrame(channel, payload) {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(channel + "\0"), Buffer.from(payload + "\0")]);
  const head = Buffer.alloc(5);
  head[0] = 0x41; // A: NotificationResponse
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** @param {string} sql @returns {Uint8Array} */
function simpleQuery(sql) {
  const text = Buffer.from(sql + "\0");
  const head = Buffer.alloc(5);
  head[0] = 0x51;
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
}

/** Finds NotificationResponse messages in a client's output stream (which may split messages anywhere). */
class NotificationScanner {
  pending = Buffer.alloc(0);
  /** @param {(channel: string, payload: string, frame: Buffer) => void} found */
  constructor(found) {
    this.found = found;
  }
  /** @param {Uint8Array} chunk */
  push(chunk) {
    let buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    while (buf.length >= 5) {
      const length = 1 + buf.readInt32BE(1);
      if (buf.length < length) break;
      if (buf[0] === 0x41) {
        const frame = Buffer.from(buf.subarray(0, length));
        const end = frame.indexOf(0, 9);
        this.found(frame.toString("utf8", 9, end), frame.toString("utf8", end + 1, length - 1), frame);
      }
      buf = buf.subarray(length);
    }
    this.pending = Buffer.from(buf);
  }
}

/**
 * Who holds PGlite's one session. A client takes it (and with it PGlite's transaction lock, so the owner's
 * queries wait) at the first message of a unit and gives it back when the unit ends outside a transaction,
 * when it disconnects (rolled back), or when it holds it idle past PGLITE_CLIENT_IDLE_MS (rolled back, dropped).
 */
class SessionGate {
  /** @type {Connection | null} */
  holder = null;
  /** @type {(() => void) | null} */
  unlock = null;
  /** @type {Array<() => void>} */
  waiters = [];
  /** @type {NodeJS.Timeout | null} */
  idleTimer = null;
  pending = 0;
  /** @type {Array<() => void>} */
  drained = [];

  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
  }

  /**
   * @param {Connection} conn @param {Buffer} message @param {(frame: Buffer) => void} forward
   * @param {(channel: string, payload: string) => void} notify
   */
  async run(conn, message, forward, notify) {
    if (conn.socket.destroyed) return;
    this.pending++;
    try {
      await this.take(conn);
      if (this.idleTimer) clearTimeout(this.idleTimer);
      const scanner = new NotificationScanner((channel, payload, frame) => {
        notify(channel, payload);
        forward(frame);
      });
      try {
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(message, {
            onRawData: (out) => {
              scanner.push(out);
              if (!conn.socket.destroyed) conn.socket.write(out);
            },
          }),
        );
      } catch {
        conn.socket.destroy();
      }
      if (conn.socket.destroyed) await this.abandon(conn);
      else if (endsUnit(message) && !this.db.isInTransaction()) this.give(conn);
      else this.idleTimer = setTimeout(() => conn.socket.destroy(), unitIdleMs()).unref();
    } finally {
      if (--this.pending === 0) for (const d of this.drained.splice(0)) d();
    }
  }

  /** The connection is gone: roll back whatever it left open and free the session. */
  /** @param {Connection} conn */
  async abandon(conn) {
    if (this.holder !== conn) return;
    if (this.db.isInTransaction()) await this.db.runExclusive(() => this.db.execProtocolRaw(simpleQuery("ROLLBACK")).then(() => {}));
    this.give(conn);
  }

  /** @returns {Promise<void>} */
  idle() {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.drained.push(() => resolve(undefined)));
  }

  /** @param {Connection} conn */
  async take(conn) {
    while (this.holder && this.holder !== conn) await new Promise((resolve) => this.waiters.push(() => resolve(undefined)));
    if (this.holder === conn) return;
    this.holder = conn;
    // Hold PGlite's transaction lock until give(): the owner's query() and transaction() wait on it.
    await new Promise((held) => {
      void this.db._runExclusiveTransaction(
        () =>
          new Promise((release) => {
            this.unlock = () => release(undefined);
            held(undefined);
          }),
      );
    });
  }

  /** @param {Connection} conn */
  give(conn) {
    if (this.holder !== conn) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.holder = null;
    const unlock = this.unlock;
    this.unlock = null;
    unlock?.();
    this.waiters.shift()?.();
  }
}
