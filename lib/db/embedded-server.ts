// The process that opens the embedded database (one PGlite on a folder: lib/db/pglite-lock.ts) also serves
// it to other local processes, so the operator CLI, migrations and the standalone servers work while the
// server runs. It speaks PostgreSQL's wire protocol on a unix socket beside the folder (loopback TCP when
// the socket path is too long), so those processes use node-postgres and Prisma's pg adapter, exactly as on a
// PostgreSQL server; where to connect is written to an endpoint file (embedded-endpoint.ts).
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
import type { PGlite } from "@electric-sql/pglite";
import { embeddedEndpointFile, embeddedSocketDir, type EmbeddedEndpoint } from "./embedded-endpoint";

/** A client holding the session without sending anything for this long is rolled back and disconnected. */
const unitIdleMs = () => Number(process.env.PGLITE_CLIENT_IDLE_MS || 15_000);
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSSENC_REQUEST = 80877104;

type Connection = { id: number; socket: net.Socket; busy: boolean };

export type EmbeddedServer = { endpoint: EmbeddedEndpoint; close(): Promise<void> };

/** Serves `db` (opened on `dataDir` by this process) to other local processes. */
export async function serveEmbeddedDatabase(
  db: PGlite,
  dataDir: string,
  onNotification: (channel: string, payload: string) => void,
): Promise<EmbeddedServer> {
  const session = new SessionGate(db);
  const connections = new Set<Connection>();
  let nextId = 1;

  const broadcast = (frame: Buffer, except?: Connection) => {
    for (const c of connections) if (c !== except && !c.socket.destroyed) c.socket.write(frame);
  };
  // The owner's own NOTIFYs reach its listeners through PGlite; clients get them here.
  const offOwner = db.onNotification((channel, payload) => broadcast(notificationFrame(channel, payload)));

  const server = net.createServer((socket) => {
    const conn: Connection = { id: nextId++, socket, busy: false };
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
  const endpoint: EmbeddedEndpoint = await new Promise((resolve, reject) => {
    server.once("error", reject);
    if (Buffer.byteLength(socketPath) < 100) server.listen(socketPath, () => resolve({ pid: process.pid, host: dir, port: 5432 }));
    else server.listen(0, "127.0.0.1", () => resolve({ pid: process.pid, host: "127.0.0.1", port: (server.address() as net.AddressInfo).port }));
  });
  server.unref(); // never what keeps a process alive
  fs.writeFileSync(embeddedEndpointFile(dataDir), JSON.stringify(endpoint));

  return {
    endpoint,
    async close() {
      offOwner();
      try {
        const written = JSON.parse(fs.readFileSync(embeddedEndpointFile(dataDir), "utf8")) as EmbeddedEndpoint;
        if (written.pid === process.pid) fs.rmSync(embeddedEndpointFile(dataDir), { force: true });
      } catch {
        /* already gone */
      }
      for (const c of connections) c.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await session.idle();
    },
  };
}

type Frame = { message: Buffer; length: number };

/** The next whole protocol message: before start-up, untyped (length first); after it, a type byte. */
function nextFrame(buffer: Buffer, started: boolean): Frame | "incomplete" | "invalid" {
  if (buffer.length < (started ? 5 : 4)) return "incomplete";
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  if (length < (started ? 5 : 8) || length > MAX_MESSAGE_BYTES) return "invalid";
  if (buffer.length < length) return "incomplete";
  return { message: Buffer.from(buffer.subarray(0, length)), length };
}

/** A message after which the client waits for ReadyForQuery: the end of a unit unless a transaction is open. */
function endsUnit(message: Buffer): boolean {
  return message[0] === 0 /* start-up */ || message[0] === 0x53 /* S: Sync */ || message[0] === 0x51 /* Q: Query */;
}

function notificationFrame(channel: string, payload: string): Buffer {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(channel + "\0"), Buffer.from(payload + "\0")]);
  const head = Buffer.alloc(5);
  head[0] = 0x41; // A: NotificationResponse
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(sql + "\0");
  const head = Buffer.alloc(5);
  head[0] = 0x51;
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
}

/** Finds NotificationResponse messages in a client's output stream (which may split messages anywhere). */
class NotificationScanner {
  private pending = Buffer.alloc(0);
  constructor(private found: (channel: string, payload: string, frame: Buffer) => void) {}
  push(chunk: Uint8Array) {
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
  private holder: Connection | null = null;
  private unlock: (() => void) | null = null;
  private waiters: Array<() => void> = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private pending = 0;
  private drained: Array<() => void> = [];

  constructor(private db: PGlite) {}

  async run(conn: Connection, message: Buffer, forward: (frame: Buffer) => void, notify: (channel: string, payload: string) => void) {
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
  async abandon(conn: Connection) {
    if (this.holder !== conn) return;
    if (this.db.isInTransaction()) await this.db.runExclusive(() => this.db.execProtocolRaw(simpleQuery("ROLLBACK")).then(() => {}));
    this.give(conn);
  }

  idle(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.drained.push(resolve));
  }

  private async take(conn: Connection) {
    while (this.holder && this.holder !== conn) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.holder === conn) return;
    this.holder = conn;
    // Hold PGlite's transaction lock until give(): the owner's query() and transaction() wait on it.
    await new Promise<void>((held) => {
      void this.db._runExclusiveTransaction(
        () =>
          new Promise<void>((release) => {
            this.unlock = release;
            held();
          }),
      );
    });
  }

  private give(conn: Connection) {
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
