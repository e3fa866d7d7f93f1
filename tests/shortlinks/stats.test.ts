import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { clicksBySubscriber, clicksOverTime, listLinks, listOrganisationDomains } from "@/lib/shortlinks";
import { answerRedirect } from "@/lib/shortlinks/redirect";
import { drainClicks } from "@/lib/shortlinks/clicks";
import { brandedDomain, shorten } from "./helpers";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe("portal figures", () => {
  it("counts clicks per link, per subscriber, per domain and over time", async () => {
    const d = await brandedDomain();
    const codes: Record<string, string> = {};
    for (const sub of ["alice", "bob"]) {
      const res = await shorten({ domain: d.domain, api_key: d.apiKey, long_url: `https://example.com/${sub}`, subscriber_key: sub });
      codes[sub] = new URL(await res.text()).pathname.slice(1);
    }
    const click = (code: string, ua = UA) => answerRedirect({ host: d.domain, path: code, method: "GET", referrer: null, userAgent: ua });
    for (let i = 0; i < 3; i++) await click(codes.alice);
    await click(codes.bob);
    await click(codes.bob, "curl/8.0");
    await drainClicks();

    const links = await listLinks(d.organisationId);
    expect(links.total).toBe(2);
    const byCode = Object.fromEntries(links.rows.map((r) => [r.code, r]));
    expect(byCode[codes.alice]).toMatchObject({ subscriberKey: "alice", clicks: 3, botClicks: 0 });
    expect(byCode[codes.bob]).toMatchObject({ subscriberKey: "bob", clicks: 2, botClicks: 1 });
    expect((await listLinks(d.organisationId, { subscriber: "ALI" })).rows.map((r) => r.subscriberKey)).toEqual(["alice"]);

    expect(await clicksBySubscriber(d.organisationId)).toEqual([
      { subscriberKey: "alice", links: 1, clicks: 3, botClicks: 0 },
      { subscriberKey: "bob", links: 1, clicks: 2, botClicks: 1 },
    ]);
    const [domain] = await listOrganisationDomains(d.organisationId);
    expect(domain).toMatchObject({ domain: d.domain, links: 2, clicks: 5, botClicks: 1 });

    const days = await clicksOverTime(d.organisationId, "day", 30);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ at: new Date().toISOString().slice(0, 10), people: 4, bots: 1 });
    expect(days.slice(0, -1).every((b) => b.people === 0 && b.bots === 0)).toBe(true);
    const hours = await clicksOverTime(d.organisationId, "hour", 48, domain.id);
    expect(hours.reduce((s, b) => s + b.people + b.bots, 0)).toBe(5);
    const db = await getDb();
    expect(await db.shortlinkClick.count({ where: { organisationId: d.organisationId } })).toBe(5);
  });
});
