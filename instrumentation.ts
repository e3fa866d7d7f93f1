// Next.js calls register() once when a server process starts: open the database now (the embedded one
// takes a second or two to open) so the first request does not pay for it, then start background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db/client");
  await getDb().then((db) => db.$queryRawUnsafe("SELECT 1")).catch((e) => console.error("database not reachable at start", e));
  const { startJobs } = await import("@/lib/jobs/registry");
  const { allJobs } = await import("@/lib/jobs/all");
  await startJobs(allJobs);
  // Under the production server (scripts/server.mjs): the hot routes ahead of Next, once the jobs they rely
  // on (the write-ahead log replayed, the domain loader installed) have started.
  const { installHotRoutes } = await import("@/lib/server/hot-routes");
  installHotRoutes();
}
