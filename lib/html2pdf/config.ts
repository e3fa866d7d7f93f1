// Operator settings, read once per process. Every knob has a default that suits a small machine.
import fs from "node:fs";
import os from "node:os";
import { RENDER_BODY_LIMIT } from "./limits";

// Debian's Chromium comes in two builds of the same version. The headless shell prints in process; the
// full browser starts a print-compositor process for every document, which measured here made a one-page
// invoice cost 2.4× the CPU (≈40 against ≈100 renders/s on two cores). The shell is preferred when
// installed (scripts/setup.sh installs it); CHROMIUM_PATH overrides both.
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export function defaultChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) ?? CHROMIUM_CANDIDATES[CHROMIUM_CANDIDATES.length - 1];
}

const int = (name: string, fallback: number, min = 0) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

export type RendererConfig = {
  chromiumPath: string;
  /** Renders running at once (one warm page each). */
  concurrency: number;
  /** Renders allowed to wait for a free page before new ones get 503 busy. */
  queueMax: number;
  /** How long a render may wait in the queue before it gets 503 busy. */
  queueTimeoutMs: number;
  /**
   * A warm page (and its context) is closed and replaced after this many renders: a guard against slow
   * leaks. Measured here, Chromium's memory is flat across 4,000 reused renders, while each replacement
   * costs ~0.5 s of CPU, so replacing every 200 renders cost 16 % of throughput.
   */
  recycleAfter: number;
  /** Warm pages kept in total, across tenants. */
  warmPages: number;
  renderTimeoutMs: number;
  resourceTimeoutMs: number;
  resourceMaxBytes: number;
  /** Hosts (exact names, or "*.example.com") whose resources may be fetched even from private addresses. */
  allowHosts: string[];
  /**
   * Extra pages for an organisation with nothing rendering while another holds more than its share of
   * `concurrency` (fair-queue.ts): it starts at once instead of waiting behind someone else's slow renders.
   */
  fairBurst: number;
  /** Memory of one Chromium renderer (its JavaScript heap, and its resident memory): beyond it the page is killed. 0: no cap. */
  rendererMaxMemoryMb: number;
  /** How often renderers' resident memory and CPU are checked while renders run (memory-watch.ts). */
  memoryCheckMs: number;
  /**
   * A renderer whose page computes this long in a row (its main thread running or waiting for a CPU) is
   * set to yield the CPU to everyone else's renders (nice 19), and its page is not reused. 0: never.
   */
  cpuYieldAfterMs: number;
};

let cached: RendererConfig | undefined;

export function rendererConfig(): RendererConfig {
  if (cached) return cached;
  const cpus = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  const concurrency = int("HTML2PDF_CONCURRENCY", Math.max(2, cpus), 1);
  cached = {
    chromiumPath: defaultChromiumPath(),
    concurrency,
    queueMax: int("HTML2PDF_QUEUE_MAX", concurrency * 16, 0),
    queueTimeoutMs: int("HTML2PDF_QUEUE_TIMEOUT_MS", 30_000, 1),
    recycleAfter: int("HTML2PDF_RECYCLE_AFTER", 2000, 1),
    warmPages: Math.max(concurrency, int("HTML2PDF_WARM_PAGES", concurrency * 2, 1)),
    renderTimeoutMs: int("HTML2PDF_RENDER_TIMEOUT_MS", 30_000, 100),
    resourceTimeoutMs: int("HTML2PDF_RESOURCE_TIMEOUT_MS", 10_000, 100),
    resourceMaxBytes: int("HTML2PDF_RESOURCE_MAX_BYTES", 10 * 1024 * 1024, 1),
    allowHosts: (process.env.HTML2PDF_ALLOW_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    fairBurst: int("HTML2PDF_FAIR_BURST", Math.max(1, Math.floor(concurrency / 2)), 0),
    rendererMaxMemoryMb: int("HTML2PDF_RENDERER_MAX_MEMORY_MB", 1024, 0),
    memoryCheckMs: int("HTML2PDF_MEMORY_CHECK_MS", 250, 0),
    cpuYieldAfterMs: int("HTML2PDF_CPU_YIELD_AFTER_MS", 1000, 0),
  };
  return cached;
}

/** Tests change the environment and call this to re-read it. */
export function resetRendererConfig(): void {
  cached = undefined;
}

/**
 * The limits of a Handlebars merge (docs/html2pdf.md, "Merge limits"). A merge runs in a worker thread of
 * its own (merge-pool.ts) so that a template, which is a program, can neither block the server's event
 * loop nor exhaust its memory; inside the worker the merge is also budgeted (merge-engine.mjs).
 */
export type MergeConfig = {
  /** Most UTF-8 bytes of merged HTML one render may produce (page, header and footer together). */
  maxOutputBytes: number;
  /** Longest a merge may take; past it the merge is stopped (the worker is terminated if need be). */
  timeoutMs: number;
  /** Old-generation heap of each merge worker; a merge that needs more is stopped. */
  maxMemoryMb: number;
  /** Merge worker threads; 0 merges in process (bounded in output and time, but on the event loop). */
  workers: number;
  /** Merges that may wait for a worker before new ones get 503 busy. */
  queueMax: number;
};

let cachedMerge: MergeConfig | undefined;

export function mergeConfig(): MergeConfig {
  if (cachedMerge) return cachedMerge;
  const cpus = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  cachedMerge = {
    // 2.5 × the 2 MB request body: room for any real document, far below what hurts the process.
    maxOutputBytes: int("HTML2PDF_MERGE_MAX_OUTPUT_BYTES", Math.round(RENDER_BODY_LIMIT * 2.5), 1024),
    timeoutMs: int("HTML2PDF_MERGE_TIMEOUT_MS", 2000, 10),
    maxMemoryMb: int("HTML2PDF_MERGE_MAX_MEMORY_MB", 256, 16),
    workers: int("HTML2PDF_MERGE_WORKERS", Math.min(2, cpus), 0),
    queueMax: int("HTML2PDF_MERGE_QUEUE_MAX", 64, 0),
  };
  return cachedMerge;
}

/** Tests change the environment and call this to re-read it. */
export function resetMergeConfig(): void {
  cachedMerge = undefined;
}
