// Health of the parts a call depends on. Products add checks by exporting them from here.
import fs from "node:fs";
import { getDb } from "@/lib/db/client";
import { databaseConfig } from "@/lib/db/config";

export type ComponentHealth = { status: "ok" | "down"; detail?: string; latency_ms?: number };

async function timed(fn: () => Promise<string | undefined>): Promise<ComponentHealth> {
  const started = performance.now();
  try {
    const detail = await fn();
    return { status: "ok", latency_ms: Math.round(performance.now() - started), ...(detail ? { detail } : {}) };
  } catch (error) {
    return { status: "down", detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function databaseHealth(): Promise<ComponentHealth> {
  return timed(async () => {
    const db = await getDb();
    await db.$queryRawUnsafe("SELECT 1");
    return databaseConfig().kind === "pglite" ? "embedded" : "postgresql";
  });
}

/** The html2pdf renderer pool: Chromium present, browser state, warm pages, load. */
export async function rendererHealth(): Promise<ComponentHealth> {
  return timed(async () => {
    const { mergeStats, rendererBinary, rendererStats } = await import("@/lib/html2pdf");
    const binary = rendererBinary();
    if (!fs.existsSync(binary)) throw new Error(`Chromium not found at ${binary}`);
    const s = rendererStats();
    const m = mergeStats();
    const merges = `merges ${m.mode === "workers" ? `in ${m.workers} worker threads` : `in process${m.last_start_error ? ` (worker failed to start: ${m.last_start_error})` : ""}`}, ${m.busy} running, ${m.queued} queued; ${m.merges} merges, ${m.too_slow} too slow, ${m.out_of_memory} out of memory`;
    return `${binary}; browser ${s.browser}; ${s.active}/${s.concurrency} rendering, ${s.queued}/${s.queue_max} queued, ${s.warm_pages} warm pages; ${s.renders} renders, ${s.failures} failed, ${s.rejected_busy} busy, ${s.browser_launches} launches; ${merges}`;
  });
}

/** The pdf2json read pool: PDFs are read in worker threads (bounded in time and memory), or in process. */
export async function pdfReaderHealth(): Promise<ComponentHealth> {
  return timed(async () => {
    const { readPoolStats } = await import("@/lib/pdf2json/read/read-pool");
    const { ocrStats } = await import("@/lib/pdf2json/read/ocr-process");
    const s = readPoolStats();
    const o = ocrStats();
    const mode = s.mode === "workers" ? `read in ${s.workers} worker threads` : `read in process${s.last_start_error ? ` (worker failed to start: ${s.last_start_error})` : ""}`;
    const ocr = `OCR ${o.running} running, ${o.waiting} waiting; ${o.pages} pages (${o.blank_pages} blank), ${o.timed_out} timed out, ${o.out_of_memory} out of memory, ${o.failed} failed`;
    return `PDFs ${mode}, ${s.busy} reading, ${s.queued} queued, ${s.organisations_active} organisations; ${s.reads} reads, ${s.too_slow} too slow, ${s.out_of_memory} out of memory, ${s.unreadable} unreadable, ${s.rejected_busy} busy; ${ocr}`;
  });
}

/** Credit reservations: what this process holds, and whether its usage records are being written. */
export async function billingHealth(): Promise<ComponentHealth> {
  return timed(async () => {
    const { reservationStats } = await import("@/lib/billing/reservations");
    const s = reservationStats();
    const detail = `${s.holds} holds, ${s.held_unused} credits held unused, ${s.in_flight} calls in flight, ${s.pending_usage} usage records waiting; ${s.top_ups} top-ups, ${s.flushes} flushes, ${s.flush_failures} failed`;
    if (s.last_flush_failed) throw new Error(`usage records cannot be written (retrying): ${detail}`);
    return detail;
  });
}

/**
 * Blob storage (archived PDFs). The local store is written and read back (a full or read-only disk shows);
 * a remote store is only read, since a write per health check would cost money.
 */
export async function storageHealth(): Promise<ComponentHealth> {
  return timed(async () => {
    const { getBlobStore } = await import("@/lib/storage");
    const store = getBlobStore();
    if (store.kind === "fs") await store.put("health/probe", Buffer.from("ok"), "text/plain");
    await store.get("health/probe");
    return store.kind;
  });
}
