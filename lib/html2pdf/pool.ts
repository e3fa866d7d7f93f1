// One Chromium per process and a pool of warm pages. Creating a page costs hundreds of milliseconds and
// printing one page about a hundred, so pages are kept warm and reused, but only for the same tenant:
// every warm page lives in its own BrowserContext bound to one tenant (cookies, storage, caches and
// service workers are per context), and a page is never handed to another tenant: it is closed and a
// fresh context is made. Renders without a tenant get a single-use context. Pages are recycled after N
// renders, a crashed page or a timed-out render throws its context away, and a dead browser is relaunched
// on the next render. Admission is bounded: `concurrency` renders run, `queueMax` wait, the rest get 503.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Route } from "playwright-core";
import { DomainError } from "@/lib/errors";
import { rendererConfig, type RendererConfig } from "./config";
import { FairQueue, FairQueueFull, type FairEntry } from "@/lib/concurrency/fair-queue";
import { RendererWatch } from "./memory-watch";
import { guardRoute } from "./route-guard";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
  "--disable-extensions",
  "--mute-audio",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  // Chromium itself never reaches the network: every request is answered by our guard (route.fulfill).
  // Anything that slipped past interception would go to a proxy that does not exist, with no
  // name resolution either, and loopback is not exempt from the proxy.
  "--proxy-server=http://html2pdf-no-direct-network.invalid:9",
  "--proxy-bypass-list=<-loopback>",
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

/** Chromium's arguments for a configuration: the fixed ones plus the renderers' JavaScript heap cap. */
export function chromiumArgs(cfg: Pick<RendererConfig, "rendererMaxMemoryMb">): string[] {
  // V8 stops a page whose JavaScript heap outgrows the cap (the renderer dies: the page crashes, the render
  // fails); memory outside the JavaScript heap (canvas, images, layout) is watched by RendererWatch.
  return cfg.rendererMaxMemoryMb > 0 ? [...CHROMIUM_ARGS, `--js-flags=--max-old-space-size=${cfg.rendererMaxMemoryMb}`] : CHROMIUM_ARGS;
}

type Slot = {
  id: number;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The page's own DevTools session: a render is two messages on it (render.ts). */
  cdp: CDPSession;
  /** null: a spare not yet bound to anyone. */
  tenant: string | null;
  singleUse: boolean;
  renders: number;
  busy: boolean;
  dead: boolean;
  /** A render on this page may have run script: reset it before the next one. */
  dirty: boolean;
  /** Set while the page is being reset after a render; the slot is usable once it settles. */
  resetting?: Promise<void>;
  lastUsed: number;
  /** The render on it ran out of time (its context is being closed). */
  timedOut?: boolean;
};

/** The input's fault, not the platform's (a script that never ends, a resource that never loads): a 422 with the limit. */
export const renderTooSlow = (timeoutMs: number) =>
  new DomainError(
    "render_too_slow",
    `The render did not finish within ${timeoutMs} ms (a script that never ends, or resources that never load). Nothing was charged.`,
    { limit_ms: timeoutMs },
  );

const isTimeout = (error: unknown) => /did not finish within|Timeout \d+ms exceeded/i.test((error as Error)?.message ?? "");

/** The fair queue's key of a render: its tenant (renders without one share a key). */
const UNTENANTED = "\u0000untenanted";

export type PoolStats = {
  browser: "not_started" | "starting" | "connected";
  concurrency: number;
  queue_max: number;
  active: number;
  queued: number;
  warm_pages: number;
  spare_pages: number;
  renders: number;
  failures: number;
  rejected_busy: number;
  recycled: number;
  browser_launches: number;
  /** Organisations with renders running or waiting. */
  tenants_active: number;
  /** Renders started on an overdraft slot (a tenant with nothing running, while another held more than its share). */
  overdrafts: number;
  /** Waiting renders pushed out of a full queue by a less busy tenant's render (503 busy). */
  evicted: number;
  /** Renderer processes killed for using more memory than HTML2PDF_RENDERER_MAX_MEMORY_MB. */
  memory_kills: number;
  /** Renderer processes set to yield the CPU for computing HTML2PDF_CPU_YIELD_AFTER_MS in a row. */
  cpu_yields: number;
  /** Times such renderers were paused while someone else's render ran. */
  cpu_pauses: number;
};

export const busyError = (cfg: RendererConfig, why: string) =>
  new DomainError("busy", `The renderer is at capacity (${why}). Retry in a few seconds with backoff.`, { retry_after_seconds: 2 }, { retryAfterSeconds: 2 });

/**
 * Runs after every render, off the request's critical path: a new document and window (a navigation
 * to about:blank would keep the old window object), so nothing a script set (globals, top-level
 * const/let, timers, window.name) survives into the tenant's next render.
 */
async function resetPage(page: Page): Promise<void> {
  await page.goto("data:text/html,", { timeout: 10_000 });
  await page.evaluate(() => {
    window.name = "";
  });
}

export class RendererPool {
  private browser?: Promise<Browser>;
  private connected?: Browser;
  private slots: Slot[] = [];
  /** Admission: a fair queue per tenant in front of the pages (fair-queue.ts). */
  private readonly queue: FairQueue<string>;
  /** Waiting renders' rejecters, to refuse them at shutdown. */
  private readonly waiting = new Map<FairEntry<string>, (e: Error) => void>();
  /** Renderers' memory and CPU (memory-watch.ts). */
  private readonly watch: RendererWatch;
  private nextId = 1;
  private closing = false;
  private warming = 0;
  readonly counters = { renders: 0, failures: 0, rejected_busy: 0, recycled: 0, browser_launches: 0 };

  constructor(readonly cfg: RendererConfig = rendererConfig()) {
    this.queue = new FairQueue<string>({ capacity: cfg.concurrency, maxWaiting: cfg.queueMax, burst: cfg.fairBurst });
    this.watch = new RendererWatch(cfg.rendererMaxMemoryMb, cfg.memoryCheckMs, cfg.cpuYieldAfterMs);
  }

  stats(): PoolStats {
    const q = this.queue.stats();
    return {
      browser: this.connected?.isConnected() ? "connected" : this.browser ? "starting" : "not_started",
      concurrency: this.cfg.concurrency,
      queue_max: this.cfg.queueMax,
      active: q.running,
      queued: q.waiting,
      warm_pages: this.slots.filter((s) => !s.dead).length,
      spare_pages: this.slots.filter((s) => !s.dead && s.tenant === null && !s.singleUse).length,
      ...this.counters,
      tenants_active: q.keys_active,
      overdrafts: q.overdrafts,
      evicted: q.evicted,
      memory_kills: this.watch.kills,
      cpu_yields: this.watch.yields,
      cpu_pauses: this.watch.pauses,
    };
  }

  private getBrowser(): Promise<Browser> {
    if (this.connected && !this.connected.isConnected()) this.onDisconnected(this.connected);
    this.browser ??= (async () => {
      this.counters.browser_launches++;
      // Playwright closes the browser itself on SIGTERM/SIGINT/SIGHUP by default, which failed the renders
      // still in flight at shutdown; the server's shutdown closes it after they finish (closeRenderer), and
      // Playwright still kills it if the process exits any other way.
      const b = await chromium.launch({ executablePath: this.cfg.chromiumPath, args: chromiumArgs(this.cfg), timeout: 30_000, handleSIGTERM: false, handleSIGINT: false, handleSIGHUP: false });
      b.on("disconnected", () => this.onDisconnected(b));
      this.connected = b;
      return b;
    })().catch((error) => {
      this.browser = undefined;
      throw new DomainError("render_failed", `The renderer could not start Chromium: ${(error as Error).message}. Retry.`);
    });
    return this.browser;
  }

  private onDisconnected(b: Browser) {
    if (this.connected === b) {
      this.connected = undefined;
      this.browser = undefined;
    }
    for (const s of this.slots) if (s.browser === b) s.dead = true;
    this.slots = this.slots.filter((s) => s.browser !== b || s.busy);
  }

  /**
   * Waits for a turn in the tenant's queue: round robin across tenants, each held to its share of the
   * `concurrency` pages while others are active, at most `queueMax` waiting (fair-queue.ts). Answers the
   * entry to hand back to leave().
   */
  private async admit(tenant: string | undefined): Promise<FairEntry<string>> {
    if (this.closing) throw new DomainError("unavailable", "The renderer is shutting down. Retry.");
    let entry!: FairEntry<string>;
    let timer: NodeJS.Timeout | undefined;
    const turn = new Promise<void>((resolve, reject) => {
      const refuse = (why: string) => {
        this.counters.rejected_busy++;
        reject(busyError(this.cfg, why));
      };
      try {
        entry = this.queue.enqueue(
          tenant ?? UNTENANTED,
          () => {
            clearTimeout(timer);
            this.waiting.delete(entry);
            resolve();
          },
          () => {
            clearTimeout(timer);
            this.waiting.delete(entry);
            refuse("the queue is full and this organisation has the most renders waiting");
          },
        );
      } catch (error) {
        if (!(error instanceof FairQueueFull)) throw error;
        refuse(`${error.running} rendering, ${error.waiting} waiting`);
        return;
      }
      if (entry.state !== "waiting") return;
      this.waiting.set(entry, reject);
      timer = setTimeout(() => {
        if (!this.queue.cancel(entry)) return;
        this.waiting.delete(entry);
        refuse(`waited ${this.cfg.queueTimeoutMs} ms for a free page`);
      }, this.cfg.queueTimeoutMs);
    });
    await turn;
    return entry;
  }

  private leave(entry: FairEntry<string>) {
    this.queue.release(entry);
  }

  private async newSlot(tenant: string | null, singleUse: boolean): Promise<Slot> {
    const browser = await this.getBrowser();
    const context = await browser.newContext({
      javaScriptEnabled: true,
      serviceWorkers: "block",
      acceptDownloads: false,
      bypassCSP: false,
    });
    try {
      await context.route("**/*", (route: Route) => guardRoute(route, this.cfg));
      await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: "network access is not allowed" }));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // A page that opens windows only gets them closed: nothing but the main page renders.
      context.on("page", (p) => {
        if (p !== page) void p.close().catch(() => {});
      });
      const slot: Slot = { id: this.nextId++, browser, context, page, cdp, tenant, singleUse, renders: 0, busy: false, dead: false, dirty: false, lastUsed: Date.now() };
      page.on("crash", () => {
        slot.dead = true;
      });
      if (!singleUse) this.slots.push(slot);
      return slot;
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  private async takeSlot(tenant: string | undefined): Promise<Slot> {
    if (tenant === undefined) {
      const slot = await this.newSlot(null, true);
      slot.busy = true;
      return slot;
    }
    const usable = (s: Slot) => !s.busy && !s.dead && s.renders < this.cfg.recycleAfter;
    let slot = this.slots.find((s) => usable(s) && s.tenant === tenant);
    if (!slot) {
      slot = this.slots.find((s) => usable(s) && s.tenant === null);
      if (slot) slot.tenant = tenant;
    }
    if (!slot) {
      this.evictIfFull();
      slot = await this.newSlot(tenant, false);
    }
    slot.busy = true;
    slot.lastUsed = Date.now();
    if (slot.resetting) await slot.resetting;
    if (slot.dead) {
      // The reset failed (page crashed or browser gone): start over on a new context.
      slot = await this.newSlot(tenant, false);
      slot.busy = true;
    }
    return slot;
  }

  /** Keeps the number of warm pages under the cap by closing the least recently used idle one. */
  private evictIfFull() {
    const live = this.slots.filter((s) => !s.dead);
    if (live.length < this.cfg.warmPages) return;
    const idle = live.filter((s) => !s.busy).sort((a, b) => a.lastUsed - b.lastUsed);
    if (idle[0]) this.discard(idle[0]);
  }

  private discard(slot: Slot) {
    slot.dead = true;
    this.slots = this.slots.filter((s) => s !== slot);
    void slot.context.close().catch(() => {});
  }

  private release(slot: Slot, healthy: boolean, ranMs = 0) {
    slot.busy = false;
    slot.renders++;
    slot.lastUsed = Date.now();
    // A render that ran as long as HTML2PDF_CPU_YIELD_AFTER_MS may have had its renderer set to yield the
    // CPU (memory-watch.ts), which cannot be undone: its page is not reused.
    const mayHaveYielded = this.cfg.cpuYieldAfterMs > 0 && ranMs >= this.cfg.cpuYieldAfterMs;
    if (slot.singleUse || !healthy || slot.dead || mayHaveYielded) {
      this.discard(slot);
    } else if (slot.renders >= this.cfg.recycleAfter) {
      this.counters.recycled++;
      this.discard(slot);
    } else if (slot.dirty) {
      slot.dirty = false;
      slot.resetting = resetPage(slot.page).then(
        () => {
          slot.resetting = undefined;
        },
        () => {
          slot.resetting = undefined;
          this.discard(slot);
        },
      );
    }
    this.topUpSpares();
  }

  /** Keeps one spare (unbound) warm page ready so a new tenant does not pay for page creation. */
  private topUpSpares() {
    if (this.closing || this.warming > 0) return;
    const live = this.slots.filter((s) => !s.dead);
    const spares = live.filter((s) => s.tenant === null).length;
    if (spares >= 1 || live.length >= this.cfg.warmPages) return;
    this.warming++;
    void this.newSlot(null, false)
      .catch(() => {})
      .finally(() => {
        this.warming--;
      });
  }

  /** Pre-creates spare pages (server start, benchmarks). */
  async warm(count = this.cfg.concurrency): Promise<void> {
    const want = Math.min(count, this.cfg.warmPages) - this.slots.filter((s) => !s.dead && s.tenant === null).length;
    await Promise.all(Array.from({ length: Math.max(0, want) }, () => this.newSlot(null, false)));
  }

  /**
   * Runs `fn` on a warm page of `tenant` (and that page's DevTools session). `fn` must finish within
   * `timeoutMs`; if it does not, the page's context is closed (which stops any script still running) and
   * the render fails.
   */
  async run<T>(tenant: string | undefined, timeoutMs: number, opts: { runsScripts?: boolean }, fn: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
    const turn = await this.admit(tenant);
    let slot: Slot | undefined;
    let healthy = false;
    let watched: number | undefined;
    let started = 0;
    try {
      slot = await this.takeSlot(tenant);
      const s = slot;
      started = performance.now();
      watched = this.watch.begin(started);
      if (opts.runsScripts !== false) s.dirty = true;
      let timer: NodeJS.Timeout | undefined;
      // A DevTools call in flight when the page's renderer dies (V8's heap cap, the memory watch) is never
      // answered: the render ends when the page crashes, not at the time limit.
      let onCrash: (() => void) | undefined;
      const crashed = new Promise<never>((_, reject) => {
        onCrash = () => reject(new Error("the page crashed during the render"));
        s.page.once("crash", onCrash);
      });
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          s.dead = true;
          s.timedOut = true;
          void s.context.close().catch(() => {});
          reject(renderTooSlow(timeoutMs));
        }, timeoutMs);
      });
      try {
        const result = await Promise.race([fn(s.page, s.cdp), timeout, crashed]);
        healthy = true;
        this.counters.renders++;
        return result;
      } finally {
        clearTimeout(timer);
        s.page.off("crash", onCrash!);
        crashed.catch(() => {});
      }
    } catch (error) {
      this.counters.failures++;
      if (slot && !slot.browser.isConnected()) throw new DomainError("render_failed", "The browser stopped during the render; it is being restarted. Retry.");
      if ((slot?.dead || /crash/i.test((error as Error)?.message ?? "")) && this.cfg.rendererMaxMemoryMb > 0 && !isTimeout(error)) {
        // The browser still runs, so this page's own renderer died: V8's heap cap or the memory watch ended it.
        throw new DomainError(
          "render_out_of_memory",
          `The page needed more than the renderer's memory limit (${this.cfg.rendererMaxMemoryMb} MB) and was stopped. Nothing was charged.`,
          { limit_mb: this.cfg.rendererMaxMemoryMb },
        );
      }
      throw error;
    } finally {
      if (watched !== undefined) this.watch.end(watched);
      if (slot) this.release(slot, healthy, started ? performance.now() - started : 0);
      this.leave(turn);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const entry of this.queue.drain()) {
      this.waiting.get(entry)?.(new DomainError("unavailable", "The renderer is shutting down. Retry."));
      this.waiting.delete(entry);
    }
    this.watch.close(); // paused renderers run again, so that closing the browser ends them
    const b = this.browser;
    this.browser = undefined;
    this.connected = undefined;
    this.slots = [];
    await (await b?.catch(() => undefined))?.close().catch(() => {});
    this.closing = false;
  }
}
