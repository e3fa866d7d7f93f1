// Write-ahead log for accepted events. /collect answers only after the event's line is on disk
// (appended and fdatasync'ed; requests arriving together share one sync), so an event acknowledged with
// {ok:true} survives a crash or SIGKILL, not just a clean shutdown. Every event gets a sequence number of
// this process; the flush transaction records the highest one stored (vector_wal_checkpoint), so a replay
// skips what is already in the database and never stores an event twice. Files live in
// DATA_DIR/vector-wal/<instance>-<segment>.ndjson; segments whose events are all stored are deleted.
// At start, files of other (dead) instances are claimed by an atomic rename and replayed.
// VECTOR_WAL=0 turns it off (then only a clean shutdown is covered).
import fs from "node:fs";
import path from "node:path";
import { newId } from "@/lib/ids";
import type { BufferedEvent } from "./flush";
import { processSlot } from "@/lib/process-state.mjs";

const SEGMENT_EVENTS = 100_000;

type Segment = { file: string; maxSeq: number; count: number };
type State = {
  instanceId: string;
  dir: string;
  seq: number;
  fd: number | null;
  current: Segment | null;
  closed: Segment[];
  pending: string[];
  waiters: { resolve: () => void; reject: (e: unknown) => void }[];
  writing: boolean;
  broken: Error | null;
};

const walSlot = processSlot<State>("vector.wal");

export function walEnabled(): boolean {
  return process.env.VECTOR_WAL !== "0";
}

let dirOf: { dataDir: string | undefined; dir: string } | null = null;

/** Asked twice per /collect hit: joined again only when DATA_DIR changes (each test file has its own). */
export function walDir(): string {
  const dataDir = process.env.DATA_DIR;
  if (!dirOf || dirOf.dataDir !== dataDir) dirOf = { dataDir, dir: path.join(dataDir || path.join(process.cwd(), "data"), "vector-wal") };
  return dirOf.dir;
}

function state(): State {
  const open = walSlot.get();
  if (open && open.dir === walDir()) return open;
  const dir = walDir();
  fs.mkdirSync(dir, { recursive: true });
  return walSlot.set({ instanceId: newId("inst"), dir, seq: 0, fd: null, current: null, closed: [], pending: [], waiters: [], writing: false, broken: null });
}

export function walInstanceId(): string {
  return state().instanceId;
}

/** Gives the event its sequence number and queues its line; await walSync() before acknowledging. */
export function walAppend(event: BufferedEvent): void {
  const s = state();
  event.seq = ++s.seq;
  if (!s.current || s.current.count >= SEGMENT_EVENTS) rotate(s);
  s.current!.maxSeq = s.seq;
  s.current!.count++;
  s.pending.push(JSON.stringify(event));
}

function rotate(s: State) {
  if (s.fd !== null) fs.closeSync(s.fd);
  if (s.current) s.closed.push(s.current);
  const file = path.join(s.dir, `${s.instanceId}-${String(s.seq).padStart(12, "0")}.ndjson`);
  s.fd = fs.openSync(file, "a", 0o600);
  s.current = { file, maxSeq: s.seq, count: 0 };
}

/** Resolves when everything appended so far is on disk. */
export function walSync(): Promise<void> {
  const s = state();
  if (!s.pending.length && !s.writing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    s.waiters.push({ resolve, reject });
    if (!s.writing) setImmediate(() => void drain(s));
  });
}

async function drain(s: State) {
  if (s.writing) return;
  s.writing = true;
  try {
    while (s.pending.length) {
      const lines = s.pending.splice(0);
      const waiters = s.waiters.splice(0);
      try {
        const fd = s.fd!;
        await new Promise<void>((res, rej) => fs.write(fd, lines.join("\n") + "\n", (e) => (e ? rej(e) : res())));
        await new Promise<void>((res, rej) => fs.fdatasync(fd, (e) => (e ? rej(e) : res())));
        for (const w of waiters) w.resolve();
      } catch (e) {
        s.broken = e as Error;
        for (const w of waiters) w.reject(e);
      }
    }
    for (const w of s.waiters.splice(0)) w.resolve();
  } finally {
    s.writing = false;
  }
}

/** After a flush stored everything up to `seq`: delete closed segments that hold nothing newer. */
export function walCommitted(seq: number): void {
  const s = walSlot.get();
  if (!s) return;
  s.closed = s.closed.filter((seg) => {
    if (seg.maxSeq > seq) return true;
    fs.rm(seg.file, { force: true }, () => {});
    return false;
  });
  // The current segment too, once fully stored and big enough to be worth starting afresh.
  if (s.current && s.current.maxSeq <= seq && s.current.count >= 10_000 && !s.pending.length && !s.writing) {
    const done = s.current;
    rotate(s);
    s.closed = s.closed.filter((seg) => seg !== done);
    fs.rm(done.file, { force: true }, () => {});
  }
}

/** On a clean stop after everything is stored: remove this process's files. */
export function walClose(allStored: boolean): void {
  const s = walSlot.get();
  if (!s) return;
  if (s.fd !== null) fs.closeSync(s.fd);
  s.fd = null;
  if (allStored) for (const seg of [...s.closed, ...(s.current ? [s.current] : [])]) fs.rmSync(seg.file, { force: true });
  walSlot.set(undefined);
}

/** Files left by other processes, claimed for this one (atomic rename: two starting instances cannot both take one). */
export function claimOrphanFiles(): { instanceId: string; file: string }[] {
  const s = state();
  const out: { instanceId: string; file: string }[] = [];
  for (const name of fs.readdirSync(s.dir)) {
    const m = name.match(/^(inst_[a-z0-9]+)-\d+\.ndjson$/);
    if (!m || m[1] === s.instanceId) continue;
    const claimed = path.join(s.dir, `${name}.replay-${s.instanceId}`);
    try {
      fs.renameSync(path.join(s.dir, name), claimed);
      out.push({ instanceId: m[1], file: claimed });
    } catch {
      // Taken by another instance.
    }
  }
  return out;
}

export function readWalFile(file: string): BufferedEvent[] {
  const events: BufferedEvent[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const e = JSON.parse(line);
      events.push({ ...e, receivedAt: new Date(e.receivedAt), ts: e.ts ? new Date(e.ts) : null });
    } catch {
      // A torn last line from a crash mid-write: that request was never acknowledged.
    }
  }
  return events;
}

export function resetWalForTests(): void {
  const s = walSlot.get();
  if (s?.fd != null) fs.closeSync(s.fd);
  walSlot.set(undefined);
}
