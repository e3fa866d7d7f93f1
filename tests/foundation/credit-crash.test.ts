// A server SIGKILLed under html2pdf load, then started again on the same data folder: within 30 s of its start
// no credit of the dead process is still held, and every render a client received is charged, exactly once;
// nothing else is (a render whose client never got it is charged only if the server had finished it and was
// handing it over at the instant it died: charging happens before delivery, so never the other way round).
// The restarted process replays the dead one's billing journal and releases its holds at once
// (docs/design/crash-accounting.md). Waits on events (the child's phases, answers, its exit), never on sleeps.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChild } from "../child-process";

const start = (mode: string, env: NodeJS.ProcessEnv) => startChild("tests/foundation/credit-crash-child.ts", mode, env);

/** One render request; resolves with its request id when the whole PDF arrived, rejects when cut off. */
function render(agent: http.Agent, port: number, key: string, n: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = `<h1>Crash ${n}</h1>`;
    const req = http.request({ host: "127.0.0.1", port, path: "/v1/html2pdf", method: "POST", agent, headers: { "x-api-key": key, "content-type": "text/html", "content-length": Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const pdf = Buffer.concat(chunks);
        if (res.statusCode === 200 && res.complete && pdf.length === Number(res.headers["content-length"]) && pdf.includes("%%EOF")) resolve(String(res.headers["x-request-id"]));
        else reject(new Error(`status ${res.statusCode}, ${pdf.length} bytes`));
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("a server killed under render load", () => {
  it("charges every delivered render once and gives the dead process's holds back within 30 s of the restart", { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credit-crash-"));
    // Usage is written every second: at the kill, some delivered renders are written and some are not.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BILLING_FLUSH_MS: "1000", DISABLE_BACKGROUND_JOBS: "1" };
    for (const k of ["BILLING_HOLD_TTL_MS", "BILLING_HOLD_HEARTBEAT_MS", "BILLING_SWEEP_MS"]) delete env[k]; // the defaults
    if (!process.env.DATABASE_URL) env.PGLITE_DATA_DIR = path.join(dataDir, "pglite");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const server = start("serve", env);
      const { port, apiKey, organisationId } = await server.next("serving");
      const exited = new Promise((r) => server.child.once("exit", r));

      // Four clients render back to back; once 80 renders have been delivered the server is SIGKILLed, with
      // renders in flight, and the clients stop at their next failure.
      const delivered: string[] = [];
      let cut = 0;
      let n = 0;
      let killed = false;
      const client = async () => {
        for (;;) {
          try {
            delivered.push(await render(agent, port, apiKey, n++));
          } catch {
            cut++;
            if (killed) return;
            throw new Error("a render failed before the kill");
          }
          if (delivered.length >= 80 && !killed) {
            killed = true;
            server.child.kill("SIGKILL");
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      await exited;
      expect(server.child.signalCode).toBe("SIGKILL");

      const restarted = start("recover", { ...env, CRASH_ORG_ID: organisationId });
      const after = await restarted.next("recovered");
      console.log(`credit crash: ${delivered.length} delivered, ${cut} cut off by the kill; restart: ${JSON.stringify(after.report)} after ${after.recoveredAfterMs} ms`);

      // Released: nothing of the dead process is held, and it took well under 30 s from the restart.
      expect(after.report.processes).toBe(1);
      expect(after.recoveredAfterMs).toBeLessThan(30_000);
      expect(after.holds.filter((h: { credits: number }) => h.credits !== 0)).toEqual([]);
      expect(after.holds.filter((h: { ageMs: number }) => h.ageMs > 30_000)).toEqual([]);

      // Charged = delivered: every delivered render has one usage record charging its credit ...
      const charged = (after.usage as { requestId: string; credits: number; status: number }[]).filter((u) => u.credits > 0);
      const chargedIds = charged.map((u) => u.requestId);
      expect(new Set(chargedIds).size).toBe(chargedIds.length);
      expect(chargedIds).toEqual(expect.arrayContaining(delivered));
      // ... and anything else charged was one of the requests the kill cut off.
      const extra = chargedIds.filter((id) => !delivered.includes(id));
      expect(extra.length).toBeLessThanOrEqual(cut);
      expect(charged.every((u) => u.credits === 1 && u.status === 200)).toBe(true);
      // The pool lost exactly what was charged: the rest of the dead process's holds came back.
      expect(after.balance).toBe(100_000 - charged.length);
    } finally {
      agent.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
