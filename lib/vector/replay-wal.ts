// At start: store the events that crashed processes acknowledged but never wrote. The checkpoint of the
// dead instance says how far its flushes got; only later events are written, in batches, each batch
// raising that checkpoint in its own transaction, so a crash during replay is itself safe to replay.
import fs from "node:fs";
import { getDb } from "@/lib/db/client";
import { bufferSettings } from "./config";
import { writeBatch } from "./flush";
import { claimOrphanFiles, readWalFile, walEnabled } from "./wal";

export async function replayWal(): Promise<{ files: number; replayed: number; skipped: number }> {
  const result = { files: 0, replayed: 0, skipped: 0 };
  if (!walEnabled()) return result;
  const claimed = claimOrphanFiles().sort((a, b) => (a.file < b.file ? -1 : 1));
  if (!claimed.length) return result;
  const db = await getDb();
  for (const { instanceId, file } of claimed) {
    const row = await db.vectorWalCheckpoint.findUnique({ where: { instanceId } });
    const done = Number(row?.seq ?? 0);
    const events = readWalFile(file);
    const todo = events.filter((e) => (e.seq ?? 0) > done).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    result.skipped += events.length - todo.length;
    const size = bufferSettings().batchSize;
    for (let i = 0; i < todo.length; i += size) {
      const chunk = todo.slice(i, i + size);
      await writeBatch(db, chunk, new Map(), undefined, { instanceId, seq: chunk[chunk.length - 1].seq! });
      result.replayed += chunk.length;
    }
    fs.rmSync(file, { force: true });
    result.files++;
  }
  if (result.files) console.log(`vector: replayed ${result.replayed} events from ${result.files} write-ahead log file(s); ${result.skipped} were already stored`);
  return result;
}
