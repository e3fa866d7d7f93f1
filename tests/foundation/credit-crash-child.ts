// Run by credit-crash.test.ts as a separate process: `node --import tsx tests/foundation/credit-crash-child.ts <mode>`.
//   serve:   migrates (embedded database), creates an organisation with 100,000 credits, renders five
//            documents through the real POST /v1/html2pdf route and writes their usage, renders two more whose
//            usage is left unwritten, reserves one more call that never ends, says so; the test then kills it.
//   recover: as a restarted server: starts the credit-reservation job (its sweep refunds expired holds) and
//            reports the pool, the credits still held and the usage records once nothing is held.
import { POST as render } from "@/app/v1/html2pdf/route";
import { creditReservationJob, flushReservations, reserveCredits } from "@/lib/api/credit-reservations";
import { getDb } from "@/lib/db/client";
import { deployMigrations } from "@/lib/db/migrate";
import { closeRenderer } from "@/lib/html2pdf";
import { createOrganisation } from "@/lib/orgs/create-organisation";

const say = (msg: object) => process.stdout.write(JSON.stringify(msg) + "\n");

async function renderOnce(apiKey: string): Promise<string> {
  const res = await render(new Request("http://api.test/v1/html2pdf", { method: "POST", headers: { "x-api-key": apiKey, "content-type": "text/html" }, body: "<h1>Crash</h1>" }));
  if (res.status !== 200) throw new Error(`render answered ${res.status}: ${await res.text()}`);
  return res.headers.get("x-request-id")!;
}

async function serve() {
  if (!process.env.DATABASE_URL) await deployMigrations();
  const { organisationId, apiKey } = await createOrganisation({ name: "Credit crash", issueKey: true, credits: 100_000 });
  const written: string[] = [];
  for (let i = 0; i < 5; i++) written.push(await renderOnce(apiKey!));
  await flushReservations();
  const unwritten = [await renderOnce(apiKey!), await renderOnce(apiKey!)];
  await reserveCredits(organisationId, 1); // a call in flight when the process dies
  await closeRenderer();
  say({ phase: "served", organisationId, written, unwritten });
  await new Promise(() => {}); // until killed
}

async function recover() {
  const organisationId = process.env.CRASH_ORG_ID!;
  const db = await getDb();
  const held = async () => (await db.creditHold.aggregate({ where: { organisationId }, _sum: { credits: true } }))._sum.credits ?? 0;
  const holds = await db.creditHold.findMany({ where: { organisationId } });
  say({ phase: "found", held: await held() });
  // Not before the holds expire: until then their process might still be alive and settle them.
  const expiry = Math.max(...holds.map((h) => h.expiresAt.getTime()));
  await new Promise((r) => setTimeout(r, Math.max(0, expiry - Date.now()) + 200));
  creditReservationJob.start(); // sweeps at start, as a restarted server does
  const until = Date.now() + 20_000;
  while ((await held()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await creditReservationJob.stop();
  const account = await db.creditAccount.findUniqueOrThrow({ where: { organisationId } });
  const usage = await db.usageRecord.findMany({ where: { organisationId } });
  say({ phase: "recovered", balance: account.balance, held: await held(), usage: usage.map((u) => ({ requestId: u.requestId, credits: u.credits })) });
}

(process.argv[2] === "serve" ? serve() : recover()).then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
