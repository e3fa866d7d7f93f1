// A memory cap per Chromium renderer process. V8's own cap (--js-flags=--max-old-space-size, pool.ts) stops a
// page whose JavaScript heap grows too big, but most of what a hostile page can allocate lives outside it:
// canvas backing stores, decoded images, layout (a canvas bomb once grew a renderer to 14 GB). So while
// renders are running, the renderer processes under this server (found through /proc: the descendants of
// this process whose command line says --type=renderer) are checked every HTML2PDF_MEMORY_CHECK_MS, and one
// whose resident memory is over HTML2PDF_RENDERER_MAX_MEMORY_MB is killed. BrowserContexts never share a
// renderer process and each of ours holds one page, so this ends exactly one render: its page crashes, the
// render fails (500 render_failed, nothing charged) and the pool replaces the page. Linux only (elsewhere the
// V8 cap alone applies).
import fs from "node:fs";

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

const isRenderer = (pid: number) => (readText(`/proc/${pid}/cmdline`) ?? "").split("\0").includes("--type=renderer");

export class RendererMemoryWatch {
  kills = 0;
  private active = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly maxMb: number,
    private readonly everyMs: number,
  ) {}

  /** A render started: check while any is running. */
  begin(_browser?: unknown): void {
    if (!LINUX || this.maxMb <= 0 || this.everyMs <= 0) return;
    this.active++;
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), this.everyMs);
      this.timer.unref();
    }
  }

  end(): void {
    if (!LINUX || this.maxMb <= 0 || this.everyMs <= 0) return;
    this.active = Math.max(0, this.active - 1);
    if (this.active === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass: kills every renderer over the cap. Answers the pids killed. */
  check(): number[] {
    const killed: number[] = [];
    for (const pid of descendantsOf(process.pid)) {
      const rss = residentMb(pid);
      if (rss === undefined || rss <= this.maxMb || !isRenderer(pid)) continue;
      try {
        process.kill(pid, "SIGKILL");
        this.kills++;
        killed.push(pid);
        console.warn(`html2pdf: killed a renderer using ${Math.round(rss)} MB (limit ${this.maxMb} MB)`);
      } catch {
        // already gone
      }
    }
    return killed;
  }
}
