// The renderer watch (lib/html2pdf/memory-watch.ts) on real processes: stand-ins for Chromium renderers (node
// children whose command line carries --type=renderer, as a zygote-forked renderer's does). A renderer over
// the memory cap is killed; one computing without a pause yields the CPU and is paused while a short render
// is in progress, continued afterwards; one that serves many short tasks and waits between them is left
// alone. Everything waits on the processes' observable state, polled, never on a fixed sleep.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { rendererConfig } from "@/lib/html2pdf/config";
import { isRenderer, RendererWatch } from "@/lib/html2pdf/memory-watch";
import { RendererPool } from "@/lib/html2pdf/pool";
import { writeDocument } from "@/lib/html2pdf/render";

const linux = process.platform === "linux";
const children: ChildProcess[] = [];

/** A child node process that looks like a renderer and runs `code`. */
function fakeRenderer(code: string): ChildProcess {
  const child = spawn(process.execPath, ["-e", code, "--", "--type=renderer"], { stdio: "ignore" });
  children.push(child);
  return child;
}

afterEach(() => {
  for (const c of children.splice(0)) {
    try {
      process.kill(c.pid!, "SIGCONT");
      c.kill("SIGKILL");
    } catch {
      /* gone */
    }
  }
});

/** The process's scheduler state: R running, S sleeping, T stopped, Z gone. */
const state = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1][0];
  } catch {
    return "Z";
  }
};

/** Polls `check` (a watch pass, or a look at a process) until `done` holds; fails after `ms`. */
async function until(what: string, done: () => boolean, step: () => void = () => {}, ms = 20_000, everyMs = 20) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    step();
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Stopped, or a stop is pending for it: a SIGSTOP takes effect only when the process next runs, and a
 * yielded (idle-priority) process on a loaded machine may wait long for a CPU; the kernel holds the stop.
 */
const stopped = (pid: number) => {
  if (state(pid) === "T") return true;
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const SIGSTOP = 1n << 18n; // signal 19
  return ["SigPnd", "ShdPnd"].some((field) => (BigInt("0x" + (new RegExp(`${field}:\\s+([0-9a-f]+)`).exec(status)?.[1] ?? "0")) & SIGSTOP) !== 0n);
};

/** The nice value of a process (/proc/PID/stat field 19): a yielded renderer's is 19. */
const niceOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[16]);

describe.skipIf(!linux)("renderer watch", () => {
  it("recognises renderers by their rewritten command line", async () => {
    const r = fakeRenderer("setInterval(() => {}, 1000)");
    await until("the child runs", () => fs.existsSync(`/proc/${r.pid}/cmdline`) && isRenderer(r.pid!));
    expect(isRenderer(process.pid)).toBe(false);
  });

  it("kills a renderer over the memory cap", async () => {
    const r = fakeRenderer("const keep = []; for (let i = 0; i < 40; i++) keep.push(Buffer.alloc(4 << 20, 1)); setInterval(() => keep.length, 1000)");
    const watch = new RendererWatch(100, 60_000);
    await until("the child has taken its memory", () => {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${r.pid}/status`, "utf8"));
      return Number(m?.[1] ?? 0) > 150 * 1024;
    });
    expect(watch.check()).toEqual([r.pid]);
    await until("the renderer is gone", () => r.exitCode !== null || r.signalCode !== null);
    expect(r.signalCode).toBe("SIGKILL");
    expect(watch.kills).toBe(1);
    watch.close();
  });

  it("has a page computing without a pause yield and wait while short renders run", async () => {
    const hog = fakeRenderer("for (;;) {}");
    // A page serving short tasks back to back: busy most of the time, but it waits between them.
    const worker = fakeRenderer("const tick = () => { const end = Date.now() + 4; while (Date.now() < end); setTimeout(tick, 1); }; tick()");
    const watch = new RendererWatch(0, 60_000, 300);
    // checked at the pool's own cadence (HTML2PDF_MEMORY_CHECK_MS): over a 20 ms window a short-task page
    // starved of CPU on a loaded machine may not have slept once, and look like one long task
    await until("the busy page yields", () => watch.yields > 0, () => watch.check(), 20_000, rendererConfig().memoryCheckMs);
    expect(niceOf(hog.pid!)).toBe(19);
    expect(niceOf(worker.pid!)).toBe(niceOf(process.pid));
    expect(stopped(worker.pid!)).toBe(false);
    // Only the busy one yielded, and nothing is paused while no render runs.
    for (let i = 0; i < 10; i++) watch.check();
    expect(watch.yields).toBe(1);
    expect(stopped(hog.pid!)).toBe(false);

    // A short render starts: the yielded page is paused at once, the other is not.
    const token = watch.begin();
    await until("the yielded page is stopped", () => stopped(hog.pid!));
    expect(watch.paused).toBe(1);
    expect(stopped(worker.pid!)).toBe(false);
    // It ends: the yielded page continues a moment later, by itself.
    watch.end(token);
    // (waited for together: on a loaded machine the watch's own pass can find the short-task page busy
    // enough to yield too, and it is continued by the same timer)
    await until("the yielded pages run again", () => !stopped(hog.pid!) && watch.paused === 0);
    expect(stopped(worker.pid!)).toBe(false);

    // A render that has run longer than the yield threshold no longer holds it back.
    const long = watch.begin(performance.now() - 1_000);
    watch.check();
    expect(stopped(hog.pid!)).toBe(false);
    watch.end(long);
    watch.close();
  });
});

describe.skipIf(!linux)("renderer pool under a looping tenant", () => {
  it("yields the looping pages' CPU to another tenant's renders, which go on rendering", { timeout: 60_000 }, async () => {
    const pool = new RendererPool({ ...rendererConfig(), concurrency: 2, cpuYieldAfterMs: 500, memoryCheckMs: 100 });
    try {
      const loop = (cdp: Parameters<Parameters<RendererPool["run"]>[3]>[1]) => writeDocument(cdp, "<script>while(true){}</script>");
      const looping = [0, 1].map(() => pool.run("a", 40_000, {}, async (_page, cdp) => loop(cdp)));
      const failed = Promise.allSettled(looping);
      await until("both looping pages yield", () => pool.stats().cpu_yields >= 2, () => {}, 30_000);
      for (let i = 0; i < 3; i++) {
        const text = await pool.run("b", 10_000, {}, async (page) => {
          await page.setContent(`<p>b${i}</p>`);
          return page.textContent("p");
        });
        expect(text).toBe(`b${i}`);
      }
      expect(pool.stats().cpu_pauses).toBeGreaterThanOrEqual(2);
      expect(pool.stats().overdrafts).toBeGreaterThanOrEqual(1); // B never waited behind A's loops
      await pool.close(); // ends the loops (they would run to their time limit)
      for (const r of await failed) expect(r.status).toBe("rejected");
    } finally {
      await pool.close();
    }
  });
});
