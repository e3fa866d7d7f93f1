// `npm run vector:serve` on the embedded database while another process (the Next server) holds it:
// it must refuse with a message that says what to do instead, not open the folder a second time.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("vector:serve", () => {
  it("refuses on an embedded database held by another process and says what to do instead", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vector-serve-"));
    try {
      fs.mkdirSync(path.join(dataDir, "pglite"));
      // The lock file of lib/db/pglite-lock.ts, naming a live process (this test runner).
      fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: "0" };
      delete env.DATABASE_URL;
      delete env.PGLITE_DATA_DIR;
      const run = spawnSync(process.execPath, ["--import", "tsx", "lib/server/standalone.ts", "--routes", "vector"], { cwd: process.cwd(), env, encoding: "utf8", timeout: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`is open in process ${process.pid}`);
      expect(run.stderr).toContain("serves these routes on its own port already");
      expect(run.stderr).toContain("DATABASE_URL");
      expect(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid)); // not taken over
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
