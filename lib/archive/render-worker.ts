// The background renderer: claims pending rows, renders their HTML to PDF, stores the PDF and marks the
// row ready. A claim is an atomic conditional UPDATE (status pending and due, or rendering with an expired
// lease) that also sets a lease, so two workers never render the same row at once, and a worker that dies
// mid-render (killed, crashed) leaves a row the next worker picks up when the lease runs out. The same SQL
// runs on PostgreSQL and PGlite.
import { getDb } from "@/lib/db/client";
import { renderPdf } from "@/lib/html2pdf";
import { getBlobStore, type BlobStore } from "@/lib/storage";
import { now } from "./clock";
import { workerSettings } from "./config";
import { isUnavailable } from "./unavailable";

export type Renderer = (input: { html: string; tenant: string }) => Promise<{ pdf: Buffer; pages: number }>;

export type WorkerOptions = Partial<ReturnType<typeof workerSettings>> & {
  render?: Renderer;
  store?: () => BlobStore;
  /** Only this organisation's emails (tests and scripts sharing a database with others). */
  organisationId?: string;
  /** A render still running after this long counts as a failed attempt (default: 90% of the lease). */
  renderTimeoutMs?: number;
  log?: (message: string) => void;
};

export const blobKeyFor = (organisationId: string, id: string) => `archive/${organisationId}/${id}.pdf`;

export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 15 * 60_000);
}

// A hung render must not hold its slot past the lease (another worker would take the email over meanwhile).
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Render did not finish within ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class RenderWorker {
  private readonly settings: ReturnType<typeof workerSettings> & { renderTimeoutMs?: number };
  private readonly render: Renderer;
  private readonly store: () => BlobStore;
  private readonly log: (message: string) => void;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private wakeRequested = false;
  private lastPurge = 0;
  private readonly organisationId?: string;

  constructor(options: WorkerOptions = {}) {
    this.settings = { ...workerSettings(), ...Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v === "number")) };
    this.render = options.render ?? ((input) => renderPdf({ html: input.html, tenant: input.tenant }));
    this.store = options.store ?? getBlobStore;
    this.log = options.log ?? ((m) => console.error(`archive worker: ${m}`));
    this.organisationId = options.organisationId;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops claiming and waits for the renders in flight to finish and be recorded. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Ingest calls this so a new email starts rendering now rather than at the next poll. */
  wake(): void {
    if (!this.running) return;
    if (this.ticking) this.wakeRequested = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.ticking = this.tick().finally(() => (this.ticking = undefined));
    }, ms);
  }

  private async tick(): Promise<void> {
    let delay = this.settings.pollMs;
    try {
      this.wakeRequested = false;
      while (this.running && this.inFlight.size < this.settings.concurrency) {
        const claimed = await this.claim();
        if (!claimed) break;
        const job = this.process(claimed).finally(() => {
          this.inFlight.delete(job);
          this.wake();
        });
        this.inFlight.add(job);
      }
      await this.purgeExpiredTokens();
      if (this.wakeRequested) delay = 0;
    } catch (error) {
      // Database down: keep polling, slower; nothing is lost, the rows wait.
      this.log(`claim failed (${isUnavailable(error) ? "database unavailable" : (error as Error).message}); retrying`);
      delay = this.settings.pollMs * 5;
    }
    this.schedule(delay);
  }

  /** Claims one due row, or returns null when none is due. */
  async claim(skip?: Set<string>): Promise<{ id: string; organisationId: string; attempts: number } | null> {
    const db = await getDb();
    for (let round = 0; round < 5; round++) {
      const at = now();
      const due = {
        ...(this.organisationId ? { organisationId: this.organisationId } : {}),
        OR: [
          { status: "pending", nextAttemptAt: { lte: at } },
          { status: "rendering", leaseUntil: { lt: at } },
        ],
      };
      const candidates = await db.archivedEmail.findMany({
        where: skip?.size ? { AND: [due, { id: { notIn: [...skip] } }] } : due,
        orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
        take: this.settings.concurrency * 2,
        select: { id: true, organisationId: true, attempts: true },
      });
      if (!candidates.length) return null;
      for (const c of candidates) {
        // Conditional update: only one claimant sees count 1, even when several race for the same row.
        const { count } = await db.archivedEmail.updateMany({
          where: { id: c.id, attempts: c.attempts, ...due },
          data: { status: "rendering", attempts: { increment: 1 }, leaseUntil: new Date(at.getTime() + this.settings.leaseMs), updatedAt: at },
        });
        if (count === 1) return { id: c.id, organisationId: c.organisationId, attempts: c.attempts + 1 };
      }
    }
    return null;
  }

  private async process(job: { id: string; organisationId: string; attempts: number }): Promise<void> {
    const db = await getDb().catch(() => null);
    if (!db) return; // the lease will expire and the row will be claimed again
    const mine = { id: job.id, status: "rendering", attempts: job.attempts };
    try {
      const row = await db.archivedEmail.findUnique({ where: { id: job.id }, select: { html: true } });
      if (!row) return;
      const { pdf, pages } = await withTimeout(this.render({ html: row.html, tenant: job.organisationId }), this.settings.renderTimeoutMs ?? this.settings.leaseMs * 0.9);
      const key = blobKeyFor(job.organisationId, job.id);
      await this.store().put(key, pdf, "application/pdf");
      const at = now();
      await db.archivedEmail.updateMany({
        where: mine,
        data: { status: "ready", blobKey: key, pages, pdfBytes: pdf.length, renderedAt: at, leaseUntil: null, lastError: null, updatedAt: at },
      });
    } catch (error) {
      const outage = isUnavailable(error);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const at = now();
      // An outage does not count against the email's attempts: it is retried until storage is back.
      const attempts = outage ? job.attempts - 1 : job.attempts;
      const giveUp = !outage && attempts >= this.settings.maxAttempts;
      this.log(`${job.id} attempt ${job.attempts} failed${giveUp ? " (giving up)" : ""}: ${message.split("\n").filter(Boolean).pop()}`);
      await db.archivedEmail
        .updateMany({
          where: mine,
          data: {
            status: giveUp ? "failed" : "pending",
            attempts,
            lastError: message,
            leaseUntil: null,
            nextAttemptAt: new Date(at.getTime() + backoffMs(Math.max(1, attempts), this.settings.retryBaseMs)),
            updatedAt: at,
          },
        })
        .catch((e) => this.log(`could not record failure of ${job.id}: ${(e as Error).message}`));
    }
  }

  private async purgeExpiredTokens(): Promise<void> {
    const at = now().getTime();
    if (at - this.lastPurge < 10 * 60_000) return;
    this.lastPurge = at;
    const db = await getDb();
    await db.archiveToken.deleteMany({ where: { expiresAt: { lt: new Date(at - 24 * 3600_000) } } });
  }

  /** Tests and scripts: one attempt at everything due now, one after another; returns how many were tried. */
  async drain(): Promise<number> {
    const tried = new Set<string>();
    for (;;) {
      const claimed = await this.claim(tried);
      if (!claimed) return tried.size;
      tried.add(claimed.id);
      await this.process(claimed);
    }
  }
}
