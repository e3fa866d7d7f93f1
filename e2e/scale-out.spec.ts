// Scale-out as a tested deployment: two production servers on one PostgreSQL database (each with its own
// DATA_DIR, renderer pool and caches, as two machines behind a load balancer would be). What the operator
// or a tenant changes through one is what the other serves on its next request, and events and clicks sent
// to both are stored once each. Skipped, with the reason, where no PostgreSQL server answers.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test, type APIRequestContext } from "playwright/test";

const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const ports = [Number(process.env.E2E_PORT || 3100) + 11, Number(process.env.E2E_PORT || 3100) + 12];
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let reachable = false;
let dbName = "";
let databaseUrl = "";
const servers: ChildProcess[] = [];
const dirs: string[] = [];

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: "scale-out-test-secret", LOG_LEVEL: "warn", ...extra };
  delete e.PGLITE_DATA_DIR;
  // caches that never expire in this test: what is served at once was evicted by the change feed
  Object.assign(e, { API_KEY_CACHE_TTL_MS: "600000", SHORTLINK_DOMAIN_CACHE_TTL_MS: "600000", VECTOR_SITE_CACHE_TTL_MS: "600000" });
  return e;
}

async function run(args: string[]): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env: env() });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`${args.join(" ")} exited ${code}: ${out}`);
  return out;
}
const cli = async (...args: string[]) => JSON.parse((await run(["scripts/admin.ts", ...args, "--json"])).trim().split("\n").pop()!);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  try {
    await admin("SELECT 1");
    reachable = true;
  } catch {
    return;
  }
  dbName = `scaleout_${Date.now()}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
  await run(["scripts/db-migrate.ts", "deploy"]);
  for (const port of ports) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-out-${port}-`));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], { env: env({ DATA_DIR: dataDir, NEXTAUTH_URL: `http://127.0.0.1:${port}` }), stdio: "ignore" });
    servers.push(child);
  }
  for (const port of ports) {
    await expect(async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)).toPass({ timeout: 120_000 });
  }
});

test.afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
});

const base = (i: number) => `http://127.0.0.1:${ports[i]}`;
const keyState = async (request: APIRequestContext, i: number, key: string) => (await (await request.get(`${base(i)}/v1/health`, { headers: { "x-api-key": key } })).json()).key;

test("a key rotated, a template deleted, a domain and a site created by one side are served by the other at once; events and clicks sent to both are stored once", async ({ request }) => {
  test.skip(!reachable, `no PostgreSQL server answers at ${ADMIN_URL} (set TEST_DATABASE_URL)`);
  test.setTimeout(180_000);
  const org = await cli("org:create", "--name", "Scale-out", "--credits", "10000");

  // Organisation key: both instances know it (and cache it); the operator rotates it; both refuse it next.
  for (const i of [0, 1]) expect(await keyState(request, i, org.api_key)).toBe("valid");
  const rotated = await cli("org:rotate-key", "--org", org.org_id);
  for (const i of [0, 1]) {
    expect(await keyState(request, i, org.api_key)).toBe("invalid");
    expect(await keyState(request, i, rotated.api_key)).toBe("valid");
  }
  const key = { "x-api-key": rotated.api_key };

  // A template created on A renders on B (B now caches it); deleted on A, B refuses it on the next render.
  const created = await request.post(`${base(0)}/v1/html2pdf/templates`, { headers: key, data: { name: "Scale-out", html: "<p>Hello {{name}}</p>" } });
  expect(created.status()).toBe(201);
  const templateId = (await created.json()).data.id;
  const render = () => request.post(`${base(1)}/v1/html2pdf`, { headers: key, data: { template_id: templateId, data: { name: "B" } } });
  expect((await render()).status()).toBe(200);
  expect((await request.delete(`${base(0)}/v1/html2pdf/templates/${templateId}`, { headers: key })).status()).toBeLessThan(300);
  expect((await render()).status()).toBe(404);

  // A branded domain issued by the operator: a link shortened on A redirects on B, and on A.
  const domain = `go.scale-${Date.now()}.test`;
  for (const i of [0, 1]) expect((await request.get(`${base(i)}/abcdefg`, { headers: { host: domain, "user-agent": CHROME_UA }, maxRedirects: 0 })).status()).not.toBe(302);
  const grant = await cli("shortlinks:domain", "--org", org.org_id, "--domain", domain);
  const made = await request.post(`${base(0)}/v1/shorten`, { headers: { domain, api_key: grant.api_key, long_url: "https://example.com/scale", subscriber_key: "s1" } });
  expect(made.status()).toBe(200);
  const code = new URL(await made.text()).pathname.slice(1);
  const clicks = 5;
  for (let n = 0; n < clicks; n++)
    for (const i of [0, 1]) expect((await request.get(`${base(i)}/${code}`, { headers: { host: domain, "user-agent": CHROME_UA }, maxRedirects: 0 })).status()).toBe(302);

  // A VECTOR site created by the operator takes events on both; every event is stored once.
  const site = await cli("vector:site", "--org", org.org_id, "--name", "Scale-out shop");
  const events = 20;
  for (let n = 0; n < events; n++)
    for (const i of [0, 1]) {
      const res = await request.post(`${base(i)}/collect`, {
        headers: { "user-agent": CHROME_UA, "content-type": "application/json" },
        data: { k: site.site_key, vid: `bpv_scaleout${i}${String(n).padStart(3, "0")}`, e: "pageview", u: "https://shop.example.com/", ts: Date.now() },
      });
      expect(res.status()).toBe(200);
    }
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await expect(async () => {
      const stored = await c.query(`SELECT count(*)::int AS n FROM vector_event e JOIN vector_site s ON s.id = e.site_id WHERE s.organisation_id = $1`, [org.org_id]);
      expect(stored.rows[0].n).toBe(2 * events);
      const counted = await c.query(`SELECT count(*)::int AS n FROM shortlink_click k JOIN shortlink l ON l.id = k.link_id WHERE l.code = $1`, [code]);
      expect(counted.rows[0].n).toBe(2 * clicks);
    }).toPass({ timeout: 20_000 });
  } finally {
    await c.end();
  }
});
