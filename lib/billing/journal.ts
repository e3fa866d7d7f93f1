// The billing journal: every call settled by this process (a render about to be delivered) is appended here,
// synchronously, before its reply is sent, and stays until the batch that writes its usage record has
// committed. A server killed in between (SIGKILL, out of memory) leaves the lines of calls it delivered but had
// not yet written; the next server started on the same DATA_DIR replays them (settle_credit_holds is
// idempotent: a record is inserted, and charged, once) and releases the dead process's holds at once
// (lib/billing/reservations.ts, docs/design/crash-accounting.md).
//
// Files, in DATA_DIR/billing-journal/:
//   <pid>-<owner>.owner        this process is alive and may hold credits (owner: the id its holds carry)
//   <pid>-<owner>-<seg>.jsonl  settled calls, one JSON line each; a segment is sealed when a flush takes its
//                              calls and deleted once that flush has written them all
// Durable against the process dying (the kernel has each line before the reply leaves), not against the
// machine losing power (no fsync: a sync per render would cost more than the render's billing does).
// A process is dead when its pid is not running, or is this very process under another owner id (a
// restarted server often gets its predecessor's pid, pid 1 in a container).
import fs from "node:fs";
import path from "node:path";
import type { UsageEntry } from "./types";

/** A settled call as billing records it (billing.ts UsageEntry), with its hold and its idempotency key. */
export type JournalEntry = Omit<UsageEntry, "product"> & { product: string; holdId: string; usageId: string };

export function journalDir(): string {
  return path.join(process.env.DATA_DIR || path.join(process.cwd(), "data"), "billing-journal");
}

const OWNER_FILE = /^(\d+)-([A-Za-z0-9_]+)\.owner$/;
const SEGMENT_FILE = /^(\d+)-([A-Za-z0-9_]+)-(\d+)\.jsonl$/;

export class BillingJournal {
  private fd: number | null = null;
  private segment = 0;
  /** Lines in the open segment. */
  private lines = 0;
  private ready = false;
  private broken = false;

  constructor(
    readonly ownerId: string,
    readonly dir: string = journalDir(),
    readonly pid: number = process.pid,
  ) {}

  private file(segment: number): string {
    return path.join(this.dir, `${this.pid}-${this.ownerId}-${segment}.jsonl`);
  }

  private ownerFile(): string {
    return path.join(this.dir, `${this.pid}-${this.ownerId}.owner`);
  }

  /** Marks this process as an owner of holds (before its first hold is taken). */
  open(): void {
    if (this.ready || this.broken) return;
    try {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(this.ownerFile(), `${this.pid}\n`, { mode: 0o600 });
      this.ready = true;
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown) {
    if (!this.broken) console.error(`billing: the journal in ${this.dir} cannot be written (${(error as Error).message}); usage settled in the last moments before a crash would go unbilled`);
    this.broken = true;
  }

  /** Appends one settled call; on disk (in the kernel) when this returns. */
  append(entry: JournalEntry): void {
    if (!this.ready) this.open();
    if (this.broken) return;
    try {
      this.fd ??= fs.openSync(this.file(this.segment), "a", 0o600);
      fs.writeSync(this.fd, JSON.stringify(entry) + "\n");
      this.lines++;
    } catch (error) {
      this.fail(error);
    }
  }

  /** A flush takes every call settled so far: seal the open segment. Answers it (null: nothing to seal). */
  seal(): number | null {
    if (this.fd === null || this.lines === 0) return null;
    fs.closeSync(this.fd);
    this.fd = null;
    this.lines = 0;
    return this.segment++;
  }

  /** The flush that sealed `upTo` wrote every call in it and before it: delete those segments. */
  committed(upTo: number): void {
    for (const name of this.ownSegments()) {
      const m = SEGMENT_FILE.exec(name)!;
      if (Number(m[3]) <= upTo) fs.rmSync(path.join(this.dir, name), { force: true });
    }
  }

  private ownSegments(): string[] {
    try {
      return fs.readdirSync(this.dir).filter((n) => n.startsWith(`${this.pid}-${this.ownerId}-`) && SEGMENT_FILE.test(n));
    } catch {
      return [];
    }
  }

  /** A clean stop: with everything written, the process leaves nothing behind. */
  close(allWritten: boolean): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
    this.lines = 0;
    if (!allWritten || !this.ready) return;
    for (const name of this.ownSegments()) fs.rmSync(path.join(this.dir, name), { force: true });
    fs.rmSync(this.ownerFile(), { force: true });
    this.ready = false;
  }

  /** Tests: stop writing without cleaning up, as a crash would. */
  abandon(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
    this.ready = false;
  }
}

export type DeadOwner = { pid: number; ownerId: string; files: string[] };

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, someone else's
  }
}

/** Owners in the journal folder whose process is gone (never `selfOwnerId`), with their files. */
export function deadOwners(selfOwnerId: string, dir: string = journalDir()): DeadOwner[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const owners = new Map<string, DeadOwner>();
  for (const name of names) {
    const m = OWNER_FILE.exec(name) ?? SEGMENT_FILE.exec(name);
    if (!m) continue;
    const [pid, ownerId] = [Number(m[1]), m[2]];
    if (ownerId === selfOwnerId) continue;
    const key = `${pid}-${ownerId}`;
    if (!owners.has(key)) owners.set(key, { pid, ownerId, files: [] });
    owners.get(key)!.files.push(path.join(dir, name));
  }
  return [...owners.values()].filter((o) => o.pid === process.pid || !running(o.pid));
}

/** The settled calls in a dead owner's segments (a line cut short by the crash is skipped). */
export function readEntries(owner: DeadOwner): JournalEntry[] {
  const out: JournalEntry[] = [];
  for (const file of owner.files.filter((f) => f.endsWith(".jsonl")).sort((a, b) => Number(SEGMENT_FILE.exec(path.basename(a))![3]) - Number(SEGMENT_FILE.exec(path.basename(b))![3]))) {
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as JournalEntry;
        if (typeof e.usageId === "string" && typeof e.holdId === "string" && typeof e.organisationId === "string") out.push(e);
      } catch {
        // torn last line
      }
    }
  }
  return out;
}

/** Forgets a dead owner once its calls are written and its holds released. */
export function removeOwner(owner: DeadOwner): void {
  for (const f of owner.files) fs.rmSync(f, { force: true });
}
