// `npm run shortlinks:serve`: the dedicated redirect server (lib/shortlinks/server.ts) as a process.
// SHORTLINK_SERVER_PORT (3200) and SHORTLINK_SERVER_HOST (0.0.0.0). Uses the same database settings as the
// app (DATABASE_URL; the embedded database only when the app is not running on the same data folder).
// SIGTERM/SIGINT: stop accepting, flush buffered clicks, close the database, exit.
import { exitAfterOnSignal } from "@/lib/jobs/registry";
import { closeDb, getDb } from "@/lib/db/client";
import { changeFeedJob } from "@/lib/db/change-feed";
import { closeRedirectServer, createRedirectServer } from "./server";

const port = Number(process.env.SHORTLINK_SERVER_PORT || 3200);
const host = process.env.SHORTLINK_SERVER_HOST || "0.0.0.0";

async function main() {
  await getDb(); // fail fast (e.g. the embedded database is locked by another process)
  // Rotated domain keys and new domains reach this process's caches at once (PostgreSQL NOTIFY).
  await changeFeedJob.start();
  const server = createRedirectServer();
  server.listen(port, host, () => console.log(`shortlinks: redirect server on http://${host}:${port}`));
  exitAfterOnSignal(async () => {
    await closeRedirectServer(server);
    await changeFeedJob.stop();
    await closeDb();
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
