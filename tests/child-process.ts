// Tests that kill a server process run its work in a child (`node --import tsx <script> <mode>`) that reports
// each phase as one JSON line `{"phase": ..., ...}` on stdout. `next(phase)` waits for that line and answers it.
import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";

export type PhasedChild = { child: ChildProcess; next: (phase: string) => Promise<Record<string, any>> };

export function startChild(script: string, mode: string, env: NodeJS.ProcessEnv): PhasedChild {
  const child = spawn(process.execPath, ["--import", "tsx", script, mode], { cwd: process.cwd(), env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async (phase: string) => {
    let last = "";
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`child ended before "${phase}" (last said: ${last}): ${stderr.slice(-2000)}`);
      last = value;
      try {
        const msg = JSON.parse(value);
        if (msg.phase === phase) return msg;
      } catch {
        /* not one of ours */
      }
    }
  };
  return { child, next };
}
