// A render by template reads no template row and no balance from the database when it can trust what it
// has (template-cache.ts, the balance hint in lib/billing/credits.ts). These tests hold the promises that must
// survive that: a render after an update or delete sees it at once, on this instance and (PostgreSQL) on
// another; nothing is cached while the change feed is down; a pool emptied elsewhere still answers 402
// and charges nothing; a nearly empty pool is read fresh before any work is done.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as render } from "@/app/v1/html2pdf/route";
import { POST as createRoute } from "@/app/v1/html2pdf/templates/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/v1/html2pdf/templates/[id]/route";
import { creditBalance, grantCredits } from "@/lib/billing";
import { rememberBalance } from "@/lib/billing/balance-hints";
import { getDb } from "@/lib/db/client";
import { changeFeedJob } from "@/lib/db/change-feed";
import { pgConfigFromUrl } from "@/lib/db/migrate-config";
import { closeRenderer, rendererStats } from "@/lib/html2pdf";
import { cachedLiveTemplate, forgetTemplate, TEMPLATE_CHANGED_CHANNEL } from "@/lib/html2pdf/template-cache";
import { call, createTestOrg } from "../helpers";
import { pdfPagesText } from "./pdf-text";

const onPostgres = inject("dbBackend") === "postgres";

beforeAll(() => changeFeedJob.start()); // as in a server process (a no-op on the embedded database)
afterAll(async () => {
  await changeFeedJob.stop();
  await closeRenderer();
});

const key = (apiKey: string) => ({ "x-api-key": apiKey });

async function createTemplate(apiKey: string, html: string): Promise<string> {
  const res = await call(createRoute, "/v1/html2pdf/templates", { method: "POST", headers: key(apiKey), body: { name: "Cached", html } });
  return (await res.json()).data.id;
}

async function renderText(apiKey: string, templateId: string): Promise<string> {
  const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { template_id: templateId, data: { who: "Ada" } } });
  if (res.status !== 200) return `status ${res.status}`;
  return (await pdfPagesText(Buffer.from(await res.arrayBuffer())))[0];
}

/** What another instance does: its own connection writes the new version and notifies on commit. */
async function updateFromAnotherInstance(templateId: string, html: string, notify: boolean) {
  const pg = (await import("pg")).default;
  const other = new pg.Client(pgConfigFromUrl(process.env.DATABASE_URL!));
  await other.connect();
  try {
    await other.query("BEGIN");
    const { rows } = await other.query("UPDATE html2pdf_template SET latest_version = latest_version + 1, updated_at = now() WHERE id = $1 RETURNING latest_version, name", [templateId]);
    await other.query("INSERT INTO html2pdf_template_version (id, template_id, version, name, html) VALUES ($1, $2, $3, $4, $5)", [`tpv_other${Date.now()}`, templateId, rows[0].latest_version, rows[0].name, html]);
    if (notify) await other.query("SELECT pg_notify($1, $2)", [TEMPLATE_CHANGED_CHANNEL, templateId]);
    await other.query("COMMIT");
  } finally {
    await other.end();
  }
}

describe("template renders and the template cache", () => {
  it("a render right after an update uses the new version; right after a delete it is 404", async () => {
    const { apiKey } = await createTestOrg();
    const id = await createTemplate(apiKey, "<h1>First for {{who}}</h1>");
    expect(await renderText(apiKey, id)).toContain("First for Ada");
    expect(await renderText(apiKey, id)).toContain("First for Ada"); // served from the cache now
    const put = await call(putRoute, `/v1/html2pdf/templates/${id}`, { method: "PUT", headers: key(apiKey), params: { id }, body: { html: "<h1>Second for {{who}}</h1>" } });
    expect(put.status).toBe(200);
    expect(await renderText(apiKey, id)).toContain("Second for Ada");
    const del = await call(deleteRoute, `/v1/html2pdf/templates/${id}`, { method: "DELETE", headers: key(apiKey), params: { id } });
    expect(del.status).toBe(200);
    expect(await renderText(apiKey, id)).toBe("status 404");
  });

  it("another organisation's render of a cached template is still 404", async () => {
    const a = await createTestOrg();
    const b = await createTestOrg();
    const id = await createTemplate(a.apiKey, "<h1>Mine {{who}}</h1>");
    expect(await renderText(a.apiKey, id)).toContain("Mine Ada");
    expect(await renderText(b.apiKey, id)).toBe("status 404");
  });

  it.runIf(onPostgres)("another instance's update reaches this one through the change feed", async () => {
    const { apiKey } = await createTestOrg();
    const id = await createTemplate(apiKey, "<h1>Here {{who}}</h1>");
    expect(await renderText(apiKey, id)).toContain("Here Ada"); // cached
    await updateFromAnotherInstance(id, "<h1>There {{who}}</h1>", true);
    await expect.poll(() => renderText(apiKey, id), { timeout: 5000 }).toContain("There Ada");
  });

  it.runIf(onPostgres)("while the change feed is down nothing is cached: an unannounced change is seen at once", async () => {
    await changeFeedJob.stop();
    try {
      const { apiKey } = await createTestOrg();
      const id = await createTemplate(apiKey, "<h1>Before {{who}}</h1>");
      expect(await renderText(apiKey, id)).toContain("Before Ada");
      await updateFromAnotherInstance(id, "<h1>After {{who}}</h1>", false);
      expect(await renderText(apiKey, id)).toContain("After Ada");
    } finally {
      await changeFeedJob.start();
    }
  });

  it("a read that overlaps an eviction is not cached", async () => {
    const row = (latestVersion: number) => ({ id: "tpl_race", organisationId: "org_race", latestVersion });
    let finishRead!: () => void;
    const slowRead = cachedLiveTemplate("org_race", "tpl_race", () => new Promise((r) => (finishRead = () => r(row(1)))));
    forgetTemplate("tpl_race"); // an update commits while the read is in flight
    finishRead();
    expect((await slowRead).latestVersion).toBe(1);
    // The stale row was not stored: the next lookup reads again and keeps what it read.
    expect((await cachedLiveTemplate("org_race", "tpl_race", async () => row(2))).latestVersion).toBe(2);
    expect((await cachedLiveTemplate("org_race", "tpl_race", async () => row(3))).latestVersion).toBe(2);
    forgetTemplate("tpl_race");
  });
});

describe("the credit check before a render", () => {
  it("a pool emptied elsewhere answers 402 and charges nothing, even right after this process saw plenty", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 10_000 });
    rememberBalance(organisationId, 9_999); // as after a charge: this process now remembers 9,999
    const db = await getDb();
    await db.$executeRawUnsafe("UPDATE credit_account SET balance = 0 WHERE organisation_id = $1", organisationId); // another instance spent it
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>" } });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toBe("insufficient_credits");
    expect(await creditBalance(organisationId)).toBe(0);
  });

  it("a nearly empty pool is read fresh, so the 402 comes before any rendering", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 50 });
    rememberBalance(organisationId, 49); // too little to trust
    const db = await getDb();
    await db.$executeRawUnsafe("UPDATE credit_account SET balance = 0 WHERE organisation_id = $1", organisationId);
    const rendersBefore = rendererStats().renders;
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>" } });
    expect(res.status).toBe(402);
    expect(rendererStats().renders).toBe(rendersBefore);
  });

  it("credits granted after a 402 are usable on the next call", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 0 });
    const first = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>" } });
    expect(first.status).toBe(402);
    await grantCredits(organisationId, 5);
    const second = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: "<p>x</p>" } });
    expect(second.status).toBe(200);
    expect(await creditBalance(organisationId)).toBe(4);
  });
});
