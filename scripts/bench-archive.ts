// npm run bench:archive — listing latency for a subscriber with 10,000 archived emails, and the ingest
// rate, measured through the real route handlers in process. Uses DATABASE_URL when set (PostgreSQL; a
// throw-away database is created and dropped), otherwise an in-memory embedded database (PGlite).
//   BENCH_EMAILS (10000), BENCH_OTHER_EMAILS (40000), BENCH_INGEST (1000),
//   BENCH_RENDER (3: corpus emails rendered with Chromium, 0 to skip)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-archive-"));
process.env.DISABLE_BACKGROUND_JOBS = "1";

const EMAILS = Number(process.env.BENCH_EMAILS ?? 10_000);
const INGESTS = Number(process.env.BENCH_INGEST ?? 1000);
const RENDERS = Number(process.env.BENCH_RENDER ?? 3);
const NOISE = Number(process.env.BENCH_OTHER_EMAILS ?? 40_000); // other subscribers' emails in the same table

const { useDb, closeDb, getDb } = await import("@/lib/db/client");
const { applyMigrations, pgConfigFromUrl } = await import("@/lib/db/migrate");
const { PrismaClient } = await import("@/lib/generated/prisma/client");

let dropDatabase: (() => Promise<void>) | undefined;
let backend: string;
if (process.env.DATABASE_URL) {
  const pg = (await import("pg")).default;
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const admin = process.env.DATABASE_URL;
  const name = `bench_archive_${process.pid}`;
  const c = new pg.Client(pgConfigFromUrl(admin));
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await applyMigrations(new PrismaPg(pgConfigFromUrl(url.toString())));
  const client = new PrismaClient({ adapter: new PrismaPg({ ...pgConfigFromUrl(url.toString()), max: 10 }) });
  useDb(client);
  backend = `PostgreSQL (${url.host})`;
  dropDatabase = async () => {
    const d = new pg.Client(pgConfigFromUrl(admin));
    await d.connect();
    await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await d.end();
  };
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const pglite = await PGlite.create("memory://");
  await applyMigrations(new PrismaPGlite(pglite));
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  useDb(client, async () => {
    await client.$disconnect();
    await pglite.close();
  });
  backend = "embedded PGlite (in memory)";
}

const { createOrganisation } = await import("@/lib/orgs/create-organisation");
const { createArchiveClient, RenderWorker } = await import("@/lib/archive");
const { POST: authRoute } = await import("@/app/auth/route");
const { POST: ingestRoute } = await import("@/app/files/ingest/route");
const { GET: listRoute } = await import("@/app/files/subscriber/[subscriber_key]/route");

const req = (url: string, init: RequestInit = {}) => new Request(`http://archive.bench${url}`, init);
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms (n=${s.length})`;
};

const { organisationId } = await createOrganisation({ name: "Bench" });
const creds = await createArchiveClient({ organisationId });
const token = (await (await authRoute(req("/auth", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(creds) }))).json()).access_token;
const auth = { authorization: `Bearer ${token}` };

console.log(`archive benchmark on ${backend}, node ${process.version}, ${os.cpus().length} CPUs`);

// 1. Listing latency at EMAILS archived emails for one subscriber (plus noise from other subscribers).
const db = await getDb();
const started = performance.now();
const base = Date.UTC(2024, 0, 1);
for (let i = 0; i < EMAILS + NOISE; i += 2500) {
  const data = [];
  for (let j = i; j < Math.min(i + 2500, EMAILS + NOISE); j++) {
    const mine = j < EMAILS;
    data.push({
      id: `em_bench${String(j).padStart(7, "0")}`,
      organisationId,
      messageId: `bench-${j}`,
      subscriberKey: mine ? "subscriber-10k" : `other-${j % 2000}`,
      dateSent: new Date(base + j * 37_000),
      attributes: { mc_campaign: `campaign-${j % 40}`, mc_journey: "onboarding", mc_step: j % 7 },
      html: "<p>bench</p>",
      status: "ready",
      blobKey: `archive/${organisationId}/em_bench${j}.pdf`,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
  await db.archivedEmail.createMany({ data });
}
await db.$executeRawUnsafe("ANALYZE archived_email");
console.log(`\nseeded ${EMAILS.toLocaleString("en")} emails for one subscriber (+${NOISE.toLocaleString("en")} for 2,000 others) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

async function listOnce(query: string): Promise<{ ms: number; items: number }> {
  const t = performance.now();
  const res = await listRoute(req(`/files/subscriber/subscriber-10k?${query}`, { headers: auth }), { params: Promise.resolve({ subscriber_key: "subscriber-10k" }) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`list answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - t, items: body.items.length };
}

console.log(`\nlisting latency (GET /files/subscriber/{key}, whole handler: token check, query, ${"signed URLs"}, JSON):`);
const lastPage = Math.ceil(EMAILS / 1000);
for (const [label, query] of [
  ["page_size=1000, first page", "page_num=1&page_size=1000"],
  [`page_size=1000, middle page`, `page_num=${Math.ceil(lastPage / 2)}&page_size=1000`],
  [`page_size=1000, last page (${lastPage})`, `page_num=${lastPage}&page_size=1000`],
  ["page_size=100, first page", "page_num=1&page_size=100"],
  [`page_size=100, last page (${Math.ceil(EMAILS / 100)})`, `page_num=${Math.ceil(EMAILS / 100)}&page_size=100`],
  ["page_size=5000 (maximum), page 2", "page_num=2&page_size=5000"],
] as const) {
  await listOnce(query); // warm
  const runs: number[] = [];
  let items = 0;
  for (let i = 0; i < 15; i++) {
    const r = await listOnce(query);
    runs.push(r.ms);
    items = r.items;
  }
  console.log(`  ${label.padEnd(36)} ${String(items).padStart(5)} items  ${stats(runs)}`);
}
let walked = 0;
const walkStart = performance.now();
for (let p = 1; p <= lastPage; p++) walked += (await listOnce(`page_num=${p}&page_size=1000`)).items;
console.log(`  walking all ${lastPage} pages of 1000 via page_num: ${walked} items in ${(performance.now() - walkStart).toFixed(0)} ms`);

for (const offset of [0, EMAILS - 1000]) {
  const plan = (await db.$queryRawUnsafe(
    `EXPLAIN SELECT id, date_sent, attributes FROM archived_email WHERE organisation_id = $1 AND subscriber_key = $2 AND status = 'ready' ORDER BY date_sent DESC, id ASC LIMIT 1001 OFFSET ${offset}`,
    organisationId,
    "subscriber-10k",
  )) as { "QUERY PLAN": string }[];
  console.log(`  plan at offset ${offset}: ${plan.map((r) => r["QUERY PLAN"].replace(/\s*\(cost=[^)]*\)/, "").replace(/^->\s*/, "").trim()).filter((l) => /Scan|Sort Key/.test(l)).join(" | ")}`);
}

// 2. Ingest rate: POST /files/ingest through the handler until the row is committed (202).
async function ingestBatch(n: number, concurrency: number, tag: string): Promise<number> {
  const html = `<html><body><h1>Bench</h1>${"<p>Lorem ipsum dolor sit amet. </p>".repeat(600)}</body></html>`; // ~20 KB, a typical email
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const res = await ingestRoute(req("/files/ingest", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ message_id: `${tag}-${i}`, subscriber_key: `ingest-${i % 100}`, date_sent: new Date().toISOString(), html, mc_campaign: "bench" }) }));
        if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
  return (n / (performance.now() - t)) * 1000;
}
console.log(`\ningest rate (POST /files/ingest → 202, ~20 KB HTML each):`);
await ingestBatch(50, 1, "warm");
for (const concurrency of [1, 8]) console.log(`  ${INGESTS} emails, ${concurrency} at a time: ${(await ingestBatch(INGESTS, concurrency, `c${concurrency}`)).toFixed(0)} emails/s`);

// 3. Render throughput of the background worker with the real renderer (Chromium).
if (RENDERS > 0) {
  const dir = path.resolve(process.cwd(), "../shared/corpus/emails/cerberus");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".html")) : [];
  if (files.length) {
    const { closeRenderer } = await import("@/lib/html2pdf");
    const renderOrg = (await createOrganisation({ name: "Bench render" })).organisationId;
    for (let i = 0; i < RENDERS; i++) {
      const html = fs.readFileSync(path.join(dir, files[i % files.length]), "utf8");
      await db.archivedEmail.create({ data: { id: `em_render${i}`, organisationId: renderOrg, messageId: `r${i}`, subscriberKey: "r", dateSent: new Date(), html, nextAttemptAt: new Date(), createdAt: new Date(), updatedAt: new Date() } });
    }
    const worker = new RenderWorker({ organisationId: renderOrg });
    const t = performance.now();
    const n = await worker.drain();
    const ms = performance.now() - t;
    const ready = await db.archivedEmail.count({ where: { organisationId: renderOrg, status: "ready" } });
    console.log(`\nrender (worker, real Chromium, corpus emails, one at a time, first includes browser start): ${ready}/${n} rendered, ${(ms / n).toFixed(0)} ms per email`);
    await closeRenderer();
  }
}

await closeDb();
await dropDatabase?.();
fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
process.exit(0);
