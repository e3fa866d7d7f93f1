import { defineConfig } from "vitest/config";
import path from "node:path";

// Unit and integration tests. scripts/test.sh runs this once on the embedded database (PGlite) and once
// more on PostgreSQL when one is reachable; tests/setup/ prepares a migrated database for each run.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/per-file.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
