// Watches the Chromium renderer processes under this server while renders run, for two things a hostile or
// merely heavy page can take from everyone else (docs/html2pdf.md, "Fair sharing"):
//
//  - Memory. V8's own cap (--js-flags=--max-old-space-size, pool.ts) stops a page whose JavaScript heap grows
//    too big, but most of what a page can allocate lives outside it: canvas backing stores, decoded images,
//    layout (a canvas bomb once grew a renderer to 14 GB). A renderer whose resident memory is over
//    HTML2PDF_RENDERER_MAX_MEMORY_MB is killed. BrowserContexts never share a renderer process and each of
//    ours holds one page, so this ends exactly one render: its page crashes, the render fails (422
//    render_out_of_memory, nothing charged) and the pool replaces the page.
//  - CPU. The fair queue shares the pages, not the processors: a page running `while(true){}` keeps a core
//    busy until the render time limit, and two of them on two cores made another organisation's one-page
//    render 2.7× slower at the median and 4.4× at p99 (`npm run bench:fairness`; with this, 0.8× and 0.75×). A renderer whose main thread has been busy (running, or ready and waiting for a CPU) for
//    HTML2PDF_CPU_YIELD_AFTER_MS in a row yields: it is set to SCHED_IDLE (nice 19 where util-linux chrt is
//    missing), and it is paused (SIGSTOP) whenever a render that started less than that long ago is in
//    progress, continued (SIGCONT) as soon as none is. A priority alone was not enough: Chromium runs in a
//    session of its own, so Linux schedules it as one group against every other session on the machine,
//    and a group kept busy by an idle-priority loop no longer wakes promptly for the short render inside it.
//    A warm render takes ~10-20 ms of CPU, so only pages that compute for a second straight are ever
//    affected; they run whenever nobody's short render does, within their render time limit. The pool does
//    not reuse the page of a render that ran that long (pool.ts): an unprivileged process cannot raise a
//    priority back.
//
// The processes are found through /proc (the descendants of this process whose command line says
// --type=renderer), every HTML2PDF_MEMORY_CHECK_MS. Linux only (elsewhere the V8 cap alone applies).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const LINUX = process.platform === "linux";

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Direct children of a process (every thread's children file, Linux ≥ 3.5). */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const out: number[] = [];
  for (const tid of tasks) {
    const text = readText(`/proc/${pid}/task/${tid}/children`);
    if (text) for (const p of text.trim().split(/\s+/)) if (p) out.push(Number(p));
  }
  return out;
}

/** Every descendant of `root` (breadth first). */
export function descendantsOf(root: number): number[] {
  const seen: number[] = [];
  const todo = childrenOf(root);
  while (todo.length) {
    const pid = todo.shift()!;
    seen.push(pid);
    todo.push(...childrenOf(pid));
  }
  return seen;
}

/** Resident memory of a process in MB (VmRSS), undefined when it is gone. */
export function residentMb(pid: number): number | undefined {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readText(`/proc/${pid}/status`) ?? "");
  return m ? Number(m[1]) / 1024 : undefined;
}

// A zygote-forked renderer rewrites its command line as one space-separated string (no NUL separators).
export const isRenderer = (pid: number) => (readText(`/proc/${pid}/cmdline`) ?? "").split(/[\0 ]/).includes("--type=renderer");

/**
 * Time a process's main thread spent on a CPU or ready and waiting for one, in ms (/proc/PID/schedstat:
 * the thread group leader, which in a renderer is the thread that runs the page's scripts); undefined when
 * the process is gone or the kernel keeps no such figures.
 */
export function demandMs(pid: number): number | undefined {
  return schedMs(pid)?.demand;
}

/** A process's main thread: time on a CPU and time on a CPU or waiting for one (ms); undefined when gone. */
function schedMs(pid: number): { run: number; demand: number } | undefined {
  const f = (readText(`/proc/${pid}/schedstat`) ?? "").trim().split(/\s+/);
  if (f.length < 2 || !f[0]) return undefined;
  return { run: Number(f[0]) / 1e6, demand: (Number(f[0]) + Number(f[1])) / 1e6 };
}

/** A renderer's main thread counts as busy over a check when it wanted a CPU at least this share of the time. */
const BUSY_SHARE = 0.5;
const YIELD_NICE = 19;
/**
 * Paused renderers continue only once no short render has been in progress for this long: a request's own
 * work around its render (HTTP, key, merge, reply) must not compete with them either, nor must the next
 * request of a client sending one after another.
 */
const CONTINUE_AFTER_MS = 200;

/** A renderer's main thread that slept at most this many times over a check did not wait for anything: one long task. */
const MAX_SLEEPS = 3;
/**
 * …and that ran at least this long on a CPU per time it slept: a page serving short tasks that is starved
 * of CPU on a loaded machine sleeps seldom over a check, but still after every few milliseconds it runs.
 */
const RUN_PER_SLEEP_MS = 50;

/** Times a process's main thread gave up its CPU to wait (for a message, a timer, I/O); undefined when gone. */
export function sleepsOf(pid: number): number | undefined {
  const m = /voluntary_ctxt_switches:\s+(\d+)/.exec(readText(`/proc/${pid}/status`) ?? "");
  return m ? Number(m[1]) : undefined;
}

/**
 * Continues (SIGCONT) every pid it was told of once this process is gone, however it ended: a renderer
 * paused when the server is SIGKILLed would otherwise stay stopped for ever (Chromium's processes are a
 * session of their own, so the kernel's rule for orphaned process groups never continues them), while a
 * continued one notices that its browser is gone and exits. A shell reading pids from a pipe until its
 * end; signals to the server's process group leave it running so that it can do that.
 */
const GUARDIAN = `trap '' HUP INT TERM QUIT; pids=""; while read -r pid; do pids="$pids $pid"; done; [ -n "$pids" ] && kill -CONT $pids 2>/dev/null; exit 0`;

type Watched = { demandMs: number; runMs: number; sleeps: number; at: number; busyMs: number; yielded: boolean; paused: boolean; guarded?: boolean };

export class RendererWatch {
  /** Renderers killed for using more memory than the cap. */
  kills = 0;
  /** Renderers set to yield the CPU for computing `yieldAfterMs` in a row. */
  yields = 0;
  /** Times yielded renderers were paused for someone else's render. */
  pauses = 0;
  private timer?: NodeJS.Timeout;
  private continueTimer?: NodeJS.Timeout;
  private guardian?: ChildProcess;
  /** When the last short render ended (performance.now()). */
  private lastShortEnd = -Infinity;
  private nextToken = 1;
  /** Renders in progress: their start (performance.now()). */
  private readonly renders = new Map<number, number>();
  /** Per renderer: its last demand figure and when it was read, how long it has been busy in a row, whether it yields, whether it is paused. */
  private readonly cpu = new Map<number, Watched>();

  constructor(
    /** Resident memory a renderer may use (MB); 0: no cap. */
    private readonly maxMb: number,
    /** How often renderers are checked while renders run (ms); 0: never. */
    private readonly everyMs: number,
    /** A renderer busy this long in a row yields the CPU; 0: never. */
    private readonly yieldAfterMs = 0,
  ) {}

  private get enabled(): boolean {
    return LINUX && this.everyMs > 0 && (this.maxMb > 0 || this.yieldAfterMs > 0);
  }

  /** A render started: answers its token for end(). Yielded renderers pause for it. */
  begin(now = performance.now()): number {
    const token = this.nextToken++;
    if (!this.enabled) return token;
    this.renders.set(token, now);
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), this.everyMs);
      this.timer.unref();
    }
    this.pauseOrContinue(now);
    return token;
  }

  end(token: number, now = performance.now()): void {
    const started = this.renders.get(token);
    if (started === undefined) return;
    this.renders.delete(token);
    if (now - started < this.yieldAfterMs) this.lastShortEnd = now;
    this.pauseOrContinue(now);
    this.stopIfIdle();
  }

  /** No render in progress and no paused renderer waiting to continue: stop checking. */
  private stopIfIdle(): void {
    if (this.renders.size === 0 && !this.continueTimer) this.stop();
  }

  /** Stops checking and lets every paused renderer run (shutdown). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.continueTimer) clearTimeout(this.continueTimer);
    this.continueTimer = undefined;
    this.renders.clear();
    this.continueAll();
    // Busy streaks are counted while renders run; a pause starts them over.
    for (const [pid, c] of this.cpu) if (!c.yielded) this.cpu.delete(pid);
  }

  /** Stops, and ends the guardian process (pool shutdown). */
  close(): void {
    this.stop();
    this.guardian?.stdin?.end();
    this.guardian = undefined;
  }

  /** Tells the guardian of a renderer about to be paused (once per renderer). */
  private guard(pid: number): void {
    if (!this.guardian) {
      try {
        const g = spawn("sh", ["-c", GUARDIAN], { stdio: ["pipe", "ignore", "ignore"] });
        g.on("error", () => {});
        g.stdin!.on("error", () => {});
        g.unref();
        (g.stdin as unknown as { unref?: () => void }).unref?.();
        this.guardian = g;
      } catch {
        return;
      }
    }
    this.guardian.stdin?.write(`${pid}\n`);
  }

  /** Lets every paused renderer run again (shutdown; tests). */
  continueAll(): void {
    for (const [pid, c] of this.cpu) if (c.paused) this.signal(pid, c, false);
  }

  /** Renderers now paused. */
  get paused(): number {
    let n = 0;
    for (const c of this.cpu.values()) if (c.paused) n++;
    return n;
  }

  /** A render that started less than `yieldAfterMs` ago is in progress, or one ended a moment ago: yielded renderers must not run. */
  private mustPause(now: number): boolean {
    if (now - this.lastShortEnd < CONTINUE_AFTER_MS) return true;
    for (const started of this.renders.values()) if (now - started < this.yieldAfterMs) return true;
    return false;
  }

  private pauseOrContinue(now: number): void {
    if (this.continueTimer) clearTimeout(this.continueTimer);
    this.continueTimer = undefined;
    if (this.yieldAfterMs > 0) {
      const pause = this.mustPause(now);
      for (const [pid, c] of this.cpu) if (c.yielded && c.paused !== pause) this.signal(pid, c, pause);
      // Paused only because a short render just ended: continue them when that moment has passed.
      if (pause && this.paused > 0 && ![...this.renders.values()].some((t) => now - t < this.yieldAfterMs)) {
        this.continueTimer = setTimeout(() => {
          this.continueTimer = undefined;
          this.pauseOrContinue(performance.now());
          this.stopIfIdle();
        }, Math.max(1, CONTINUE_AFTER_MS - (now - this.lastShortEnd)));
        this.continueTimer.unref();
      }
    }
  }

  private signal(pid: number, c: Watched, pause: boolean): void {
    if (pause && !c.guarded) {
      this.guard(pid);
      c.guarded = true;
    }
    try {
      process.kill(pid, pause ? "SIGSTOP" : "SIGCONT");
      c.paused = pause;
      if (pause) this.pauses++;
    } catch {
      this.cpu.delete(pid); // gone
    }
  }

  /** One pass: kills every renderer over the memory cap, and sets long-busy ones to yield. Answers the pids killed. */
  check(now = performance.now()): number[] {
    const killed: number[] = [];
    const seen = new Set<number>();
    for (const pid of descendantsOf(process.pid)) {
      if (!isRenderer(pid)) continue;
      seen.add(pid);
      if (this.maxMb > 0) {
        const rss = residentMb(pid);
        if (rss !== undefined && rss > this.maxMb) {
          try {
            process.kill(pid, "SIGKILL");
            this.kills++;
            killed.push(pid);
            console.warn(`html2pdf: killed a renderer using ${Math.round(rss)} MB (limit ${this.maxMb} MB)`);
            continue;
          } catch {
            // already gone
          }
        }
      }
      if (this.yieldAfterMs > 0) this.checkCpu(pid, now);
    }
    // forgotten only once gone: /proc's children lists can miss a live child while it runs (the kernel only
    // promises them for stopped children), and forgetting a yielded renderer would let it run unpaused
    for (const pid of this.cpu.keys()) if (!seen.has(pid) && !fs.existsSync(`/proc/${pid}`)) this.cpu.delete(pid);
    this.pauseOrContinue(now);
    return killed;
  }

  private checkCpu(pid: number, now: number): void {
    const sched = schedMs(pid);
    const sleeps = sleepsOf(pid);
    if (sched === undefined || sleeps === undefined) return;
    const demand = sched.demand;
    const last = this.cpu.get(pid);
    if (!last) {
      this.cpu.set(pid, { demandMs: demand, runMs: sched.run, sleeps, at: now, busyMs: 0, yielded: false, paused: false });
      return;
    }
    // Busy: it wanted a CPU most of the time and never waited for anything, i.e. one task that does not end
    // (a page serving many short renders back to back also wants a CPU most of the time, but it waits for
    // the next DevTools message between them, and for other processes within each).
    const window = now - last.at;
    const slept = sleeps - last.sleeps;
    const busy = window > 0 && (demand - last.demandMs) / window >= BUSY_SHARE && slept <= MAX_SLEEPS && sched.run - last.runMs >= slept * RUN_PER_SLEEP_MS;
    last.busyMs = busy ? last.busyMs + window : 0;
    last.demandMs = demand;
    last.runMs = sched.run;
    last.sleeps = sleeps;
    last.at = now;
    if (last.yielded || last.busyMs < this.yieldAfterMs) return;
    try {
      os.setPriority(pid, YIELD_NICE); // the main thread at once
    } catch {
      return; // gone, or not ours to change
    }
    last.yielded = true;
    this.yields++;
    // Then every thread of it to SCHED_IDLE, which yields a CPU to any other thread of its group as soon as
    // that one wakes (any process may lower its own threads so far).
    execFile("chrt", ["--all-tasks", "--idle", "--pid", "0", String(pid)], { timeout: 5_000 }, () => {});
  }
}
