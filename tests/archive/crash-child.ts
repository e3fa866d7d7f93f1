// Run by crash.test.ts as a separate process: `node --import tsx tests/archive/crash-child.ts <mode>`.
//   accept:  migrates (embedded database), creates an organisation and client, ingests two emails through
//            the real /auth and /files/ingest routes, starts a worker whose render never finishes, and says
//            so on stdout; the test then kills it with SIGKILL.
//   recover: starts the real background worker (as a restarted server would) and reports when both PDFs
//            are stored.
import fs from "node:fs";
import { deployMigrations } from "@/lib/db/migrate";
import { getDb } from "@/lib/db/client";
import { createOrganisation } from "@/lib/orgs/create-organisation";
import { createArchiveClient } from "@/lib/archive";
import { RenderWorker } from "@/lib/archive/render-worker";
import { POST as authRoute } from "@/app/auth/route";
import { POST as ingestRoute } from "@/app/files/ingest/route";

const say = (msg: object) => process.stdout.write(JSON.stringify(msg) + "\n");
const leaseMs = Number(process.env.ARCHIVE_RENDER_LEASE_MS ?? 1500);

async function post(handler: (req: Request) => Promise<Response>, path: string, body: object, token?: string) {
  const res = await handler(new Request(`http://archive.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }));
  return { status: res.status, body: await res.json() };
}

async function accept() {
  if (!process.env.DATABASE_URL) await deployMigrations();
  const { organisationId } = await createOrganisation({ name: "Crash test" });
  const creds = await createArchiveClient({ organisationId });
  const token = (await post(authRoute, "/auth", creds)).body.access_token as string;
  const html = fs.readFileSync(process.env.CRASH_HTML_FILE!, "utf8");
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const res = await post(ingestRoute, "/files/ingest", { message_id: `crash-${n}`, subscriber_key: "crash@example.com", date_sent: new Date().toISOString(), html, mc_n: n }, token);
    if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
    ids.push(res.body.bp_file_key);
  }
  say({ phase: "accepted", ids, organisationId });
  // One render slot, and a render that never ends: the first email is claimed (leased), the second waits.
  const worker = new RenderWorker({
    organisationId,
    renderTimeoutMs: 3600_000, // this render is meant to be still running when the process is killed
    concurrency: 1,
    pollMs: 50,
    leaseMs,
    render: async () => {
      say({ phase: "rendering" });
      return new Promise(() => {});
    },
  });
  worker.start();
  setInterval(() => {}, 1000); // stay alive until killed
}

async function recover() {
  // Scoped to the test's organisation only because the PostgreSQL test database is shared with other files.
  // Its own lease is a normal one; what it waits out is the short lease the killed process took.
  const worker = new RenderWorker({ concurrency: 1, pollMs: 100, leaseMs: 120_000, organisationId: process.env.CRASH_ORG_ID });
  worker.start();
  const db = await getDb();
  const deadline = Date.now() + 240_000; // generous: the machine may be busy building or rendering for others
  for (;;) {
    const rows = await db.archivedEmail.findMany({ where: { subscriberKey: "crash@example.com", organisationId: process.env.CRASH_ORG_ID }, select: { id: true, status: true, attempts: true, blobKey: true, pages: true, lastError: true }, orderBy: { messageId: "asc" } });
    if (rows.length && rows.every((r) => r.status === "ready")) {
      say({ phase: "recovered", rows });
      break;
    }
    if (Date.now() > deadline) {
      say({ phase: "timeout", rows });
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await worker.stop();
  const { closeRenderer } = await import("@/lib/html2pdf");
  await closeRenderer();
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
  process.exit(0);
}

async function inspect() {
  const db = await getDb();
  const rows = await db.archivedEmail.findMany({ where: { subscriberKey: "crash@example.com", organisationId: process.env.CRASH_ORG_ID }, select: { id: true, status: true, attempts: true, leaseUntil: true }, orderBy: { messageId: "asc" } });
  say({ phase: "inspected", rows });
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
  process.exit(0);
}

const mode = process.argv[2];
(mode === "accept" ? accept() : mode === "recover" ? recover() : inspect()).catch((error) => {
  console.error(error);
  process.exit(1);
});
