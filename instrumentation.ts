// Next.js calls register() once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startJobs } = await import("@/lib/jobs/registry");
  const { allJobs } = await import("@/lib/jobs/all");
  await startJobs(allJobs);
}
