// A server process SIGKILLed with credits in its hold, two renders' usage not yet written and a call in flight:
// once its holds expire, a restarted process refunds everything but the renders whose usage was written.
// Nobody is charged twice, and a call that never finished is never charged.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChild } from "../child-process";

const start = (mode: string, env: NodeJS.ProcessEnv) => startChild("tests/foundation/credit-crash-child.ts", mode, env);

describe("a server that dies holding credits", () => {
  it("is refunded all but the renders whose usage it wrote", { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credit-crash-"));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BILLING_HOLD_TTL_MS: "1500", BILLING_FLUSH_MS: "600000", DISABLE_BACKGROUND_JOBS: "1" };
    if (!process.env.DATABASE_URL) env.PGLITE_DATA_DIR = path.join(dataDir, "pglite");
    try {
      const server = start("serve", env);
      const served = await server.next("served");
      server.child.kill("SIGKILL");
      await new Promise((r) => server.child.once("exit", r));
      expect(server.child.signalCode).toBe("SIGKILL");

      const restarted = start("recover", { ...env, CRASH_ORG_ID: served.organisationId });
      const found = await restarted.next("found");
      expect(found.held).toBeGreaterThan(3); // a block: more than the three calls it held for
      const after = await restarted.next("recovered");
      expect(after.held).toBe(0);
      expect(after.balance).toBe(100_000 - 5);
      expect(after.usage.map((u: { requestId: string }) => u.requestId).sort()).toEqual([...served.written].sort());
      expect(after.usage.every((u: { credits: number }) => u.credits === 1)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
