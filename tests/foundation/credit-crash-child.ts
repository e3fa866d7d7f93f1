// Run by credit-crash.test.ts as a separate process: `node --import tsx tests/foundation/credit-crash-child.ts <mode>`.
//   serve:   migrates (embedded database), creates an organisation with 100,000 credits, and serves the real
//            POST /v1/html2pdf route (the production server's hot route handler) on 127.0.0.1; says where.
//            The test loads it with renders and SIGKILLs it mid-load.
//   recover: a server restarted on the same DATA_DIR: starts the credit-reservation job (which replays the dead
//            process's journal and releases its holds) and reports, once that is done, how long after its own
//            start, what is still held, the balance and the usage records.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@/lib/server/node-adapter";
import { creditReservationJob, recoverDeadProcesses } from "@/lib/billing/reservations";
import { getDb } from "@/lib/db/client";
import { deployMigrations } from "@/lib/db/migrate";
import { warmRenderer } from "@/lib/html2pdf";
import { renderRoute } from "@/lib/html2pdf/render-route";
import { createOrganisation } from "@/lib/orgs/create-organisation";

const say = (msg: object) => process.stdout.write(JSON.stringify(msg) + "\n");

async function serve() {
  if (!process.env.DATABASE_URL) await deployMigrations();
  const { organisationId, apiKey } = await createOrganisation({ name: "Credit crash", issueKey: true, credits: 100_000, apiRateLimitPerMinute: 0 });
  await warmRenderer();
  const server = http.createServer(toNodeHandler("credit-crash: render", renderRoute));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  say({ phase: "serving", port: (server.address() as AddressInfo).port, organisationId, apiKey });
  await new Promise(() => {}); // until killed
}

async function recover() {
  const organisationId = process.env.CRASH_ORG_ID!;
  creditReservationJob.start(); // as a restarted server does
  const report = await recoverDeadProcesses(); // the job's own run, awaited
  const recoveredAfterMs = Math.round(process.uptime() * 1000);
  const db = await getDb();
  const holds = await db.creditHold.findMany({ where: { organisationId } });
  const account = await db.creditAccount.findUniqueOrThrow({ where: { organisationId } });
  const usage = await db.usageRecord.findMany({ where: { organisationId } });
  await creditReservationJob.stop();
  say({
    phase: "recovered",
    report,
    recoveredAfterMs,
    holds: holds.map((h) => ({ credits: h.credits, ageMs: Date.now() - h.createdAt.getTime() })),
    balance: account.balance,
    usage: usage.map((u) => ({ requestId: u.requestId, credits: u.credits, status: u.status })),
  });
}

(process.argv[2] === "serve" ? serve() : recover()).then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
