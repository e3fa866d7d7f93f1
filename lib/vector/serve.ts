// `npm run vector:serve`: the fast-path intake listener (server.ts) as its own process, for deployments on
// PostgreSQL (DATABASE_URL) where the Next app runs elsewhere. It runs what the intake needs: the
// vector-intake job (write-ahead log replay at start, the listener, batch flushes, the shutdown flush) and
// the retention purge. Webhooks and CRM sync stay with the app. On the embedded database, run the listener
// inside the Next server instead (VECTOR_INTAKE_PORT): its write-ahead log is per DATA_DIR.
// VECTOR_INTAKE_PORT (3300 here) and VECTOR_INTAKE_HOST (0.0.0.0). SIGTERM/SIGINT: stop accepting, write
// every buffered event, close the database, exit.
import { exitAfterOnSignal } from "@/lib/jobs/registry";
import { closeDb, getDb } from "@/lib/db/client";
import { databaseConfig } from "@/lib/db/config";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import { intakeJob, intakeServer, retentionJob } from "./jobs";

async function main() {
  process.env.VECTOR_INTAKE_PORT ||= "3300";
  const config = databaseConfig();
  try {
    // Not through the server's socket (lib/db/embedded-server.ts): the intake's write-ahead log lives in
    // DATA_DIR too, and at start it replays every other instance's files as a dead one's.
    if (config.kind === "pglite") acquirePgliteLock(config.dataDir);
    await getDb();
  } catch (error) {
    if (config.kind !== "postgres") {
      console.error(
        `vector:serve: the embedded database (${config.dataDir}) cannot be opened: ${(error as Error).message}\n` +
          `With the embedded database, run the intake listener inside the Next server instead: start it with ` +
          `VECTOR_INTAKE_PORT=${process.env.VECTOR_INTAKE_PORT}. Or set DATABASE_URL (PostgreSQL) so both processes can share the database.`,
      );
      process.exit(1);
    }
    throw error;
  }
  await intakeJob.start();
  if (!intakeServer()) throw new Error("vector:serve: the intake listener did not start (see above)");
  await retentionJob.start();
  exitAfterOnSignal(async () => {
    await retentionJob.stop();
    await intakeJob.stop();
    await closeDb();
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
