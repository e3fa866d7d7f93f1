// Abuse limits (docs/design/abuse-limits.md): stored in the database so every process agrees, answered
// 429 `rate_limited` with Retry-After in the error envelope. Time moves on an injected clock; nothing
// sleeps. Every test uses addresses and accounts of its own (on PostgreSQL the table is shared by the run).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Browser, as, signInAs } from "../next-request";

vi.mock("next/headers", () => import("../next-request").then((m) => m.nextHeadersMock));

process.env.NEXTAUTH_URL = "http://localhost:3000";

const { POST: archiveAuth } = await import("@/app/auth/route");
const nextAuthRoute = await import("@/app/api/auth/[...nextauth]/route");
const { signUpAction } = await import("@/app/signup/actions");
const { GET: listTemplates } = await import("@/app/v1/html2pdf/templates/route");
const { GET: getTemplate } = await import("@/app/v1/html2pdf/templates/[id]/route");
const { addressKey, clientAddress, CLIENT_ADDRESS_HEADER } = await import("@/lib/api/client-address");
const { attempt, beginAttempts, hitWindow, lockoutPolicy, purgeRateLimits, setRateLimitClock } = await import("@/lib/api/rate-limit");
const { resetApiRateLimits, syncApiRateLimits } = await import("@/lib/api/api-rate-limit");
const { setServerHooks } = await import("@/lib/api/server-hooks");
const { createArchiveClient } = await import("@/lib/archive");
const { getDb, getSql } = await import("@/lib/db/client");
const { orgCommands } = await import("@/lib/admin/org-commands");
const { createOrganisation } = await import("@/lib/orgs/create-organisation");
const { signUp } = await import("@/lib/orgs/sign-up");
const { call, createTestOrg } = await import("../helpers");

const stamp = `${process.pid}-${Date.now().toString(36)}`;
let seq = 0;
const uniq = (what: string) => `${what}-${stamp}-${++seq}`;
/** A client address no other test file uses (10.<pid>.<n>.<n>). */
let hosts = 0;
const address = () => `10.${process.pid % 250}.${(++hosts >> 8) & 255}.${hosts & 255}`;

// A fixed, controllable "now" at the start of a UTC minute, far from any other test's rows.
let now = Date.UTC(2031, 0, 1, 12, 0, 0) + (process.pid % 1000) * 3_600_000;
const advance = (ms: number) => {
  now += ms;
};
const startOfNextMinute = () => {
  now = Math.ceil((now + 1) / 60_000) * 60_000;
};

beforeEach(() => {
  setRateLimitClock(() => now);
  process.env.TRUSTED_PROXY = "1";
});
afterEach(() => {
  setRateLimitClock();
  delete process.env.TRUSTED_PROXY;
});

const expectRateLimited = async (res: Response, retryAfter?: number) => {
  expect(res.status).toBe(429);
  const body = await res.json();
  expect(body).toMatchObject({ ok: false, error: "rate_limited" });
  expect(body.request_id).toMatch(/^req_/);
  expect(res.headers.get("x-request-id")).toBe(body.request_id);
  const header = Number(res.headers.get("retry-after"));
  expect(header).toBeGreaterThan(0);
  expect(body.retry_after_seconds).toBe(header);
  if (retryAfter !== undefined) expect(header).toBe(retryAfter);
  return body;
};

describe("the shared limiter", () => {
  it("locks a key out after repeated failures: 1 minute, doubling, at most an hour; a success resets it", async () => {
    const key = uniq("unit:lockout");
    const policy = lockoutPolicy(5);
    for (let i = 0; i < 5; i++) expect(await attempt(key, policy)).toEqual({ allowed: true });
    expect(await attempt(key, policy)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    advance(30_000);
    expect(await attempt(key, policy)).toEqual({ allowed: false, retryAfterSeconds: 30 }); // still locked, not extended
    advance(30_000);
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 5; i++) expect((await attempt(key, policy)).allowed).toBe(true);
      const refused = await attempt(key, policy);
      expect(refused.allowed).toBe(false);
      const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
      waits.push(wait);
      advance(wait * 1000);
    }
    expect(waits).toEqual([120, 240, 480, 960, 1920, 3600, 3600, 3600]);

    const account = await beginAttempts([{ key, policy, onSuccess: "reset" }]);
    expect(account.allowed).toBe(true);
    if (account.allowed) await account.succeeded();
    for (let i = 0; i < 5; i++) expect((await attempt(key, policy)).allowed).toBe(true);
    expect(await attempt(key, policy)).toEqual({ allowed: false, retryAfterSeconds: 60 }); // back to the first lockout
  });

  it("counts concurrent attempts atomically: of 30 at once exactly 5 get through", async () => {
    const key = uniq("unit:concurrent");
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => attempt(key, lockoutPolicy(5))));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it("fixed windows: at most N hits, then the time to the window's end", async () => {
    const key = uniq("unit:window");
    const hits = await Promise.all(Array.from({ length: 10 }, () => hitWindow(key, 3, 3_600_000)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(3);
    advance(600_000);
    expect(await hitWindow(key, 3, 3_600_000)).toMatchObject({ allowed: false, retryAfterSeconds: 3000 });
    advance(3_000_000);
    expect(await hitWindow(key, 3, 3_600_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it("forgets stale rows", async () => {
    const key = uniq("unit:purge");
    await hitWindow(key, 1, 1000);
    advance(2000);
    expect(await purgeRateLimits()).toBeGreaterThanOrEqual(1);
    const run = await getSql();
    expect(await run(`SELECT 1 FROM rate_limit WHERE key = $1`, [key])).toHaveLength(0);
  });
});

describe("client address", () => {
  afterEach(() => setServerHooks(undefined));

  it("x-forwarded-for only as far as TRUSTED_PROXY says; the socket otherwise; IPv6 by /64", () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    process.env.TRUSTED_PROXY = "1";
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" }))).toBe("198.51.100.4"); // the client wrote 6.6.6.6
    process.env.TRUSTED_PROXY = "2";
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.2" }))).toBe("198.51.100.4");
    delete process.env.TRUSTED_PROXY;
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.4", [CLIENT_ADDRESS_HEADER]: "198.51.100.9" }))).toBe("unknown"); // not our server: nothing is believed
    setServerHooks({});
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.4", [CLIENT_ADDRESS_HEADER]: "::ffff:198.51.100.9" }))).toBe("198.51.100.9");
    expect(addressKey("2001:db8:aa:bb:1:2:3:4")).toBe(addressKey("2001:db8:aa:bb:ffff::9"));
    expect(addressKey("2001:db8:aa:bb:1:2:3:4")).not.toBe(addressKey("2001:db8:aa:bc::1"));
  });
});

describe("portal sign-in", () => {
  const password = "the right long password";
  async function account() {
    const email = `${uniq("signin")}@example.com`;
    await createOrganisation({ name: "Sign-in limits", owner: { email, password } });
    return email;
  }

  it("429 with Retry-After after 5 failures for an account, even with the right password; a success resets", async () => {
    const email = await account();
    const from = () => new Browser({ "x-forwarded-for": address() }); // spread over addresses: the account limit
    for (let i = 0; i < 5; i++) expect((await signInAs(nextAuthRoute, from(), email, `wrong password ${i}`)).status).toBe(401);
    const refused = await signInAs(nextAuthRoute, from(), email, password);
    const body = await expectRateLimited(refused, 60);
    expect(new URL(body.url).searchParams.get("error")).toBe("RateLimited"); // what next-auth's client reads
    expect(refused.headers.getSetCookie().some((c) => c.includes("session-token"))).toBe(false);

    advance(60_000);
    const browser = from();
    expect((await signInAs(nextAuthRoute, browser, email, password)).status).toBe(200);
    expect([...browser.cookies.keys()].some((k) => k.includes("session-token"))).toBe(true);
    // The success reset the account: five failures again before the next lockout, which is 1 minute again.
    for (let i = 0; i < 5; i++) expect((await signInAs(nextAuthRoute, from(), email, "wrong again!!")).status).toBe(401);
    await expectRateLimited(await signInAs(nextAuthRoute, from(), email, password), 60);
  });

  it("an unknown e-mail is locked out the same way (no hint that it does not exist)", async () => {
    const email = `${uniq("ghost")}@example.com`;
    for (let i = 0; i < 5; i++) expect((await signInAs(nextAuthRoute, new Browser({ "x-forwarded-for": address() }), email, "guess guess guess")).status).toBe(401);
    await expectRateLimited(await signInAs(nextAuthRoute, new Browser({ "x-forwarded-for": address() }), email, "guess guess guess"), 60);
  });

  it("429 after 20 failures from one address, across accounts", async () => {
    const ip = address();
    for (let i = 0; i < 20; i++) {
      const res = await signInAs(nextAuthRoute, new Browser({ "x-forwarded-for": ip }), `${uniq("spray")}@example.com`, "password123456");
      expect(res.status).toBe(401);
    }
    const email = await account();
    await expectRateLimited(await signInAs(nextAuthRoute, new Browser({ "x-forwarded-for": ip }), email, password), 60);
    // Another address is not affected.
    expect((await signInAs(nextAuthRoute, new Browser({ "x-forwarded-for": address() }), email, password)).status).toBe(200);
  });

  it("a client cannot step around the address limit by writing x-forwarded-for itself", async () => {
    delete process.env.TRUSTED_PROXY;
    setServerHooks({}); // the production server: it writes the socket's address into CLIENT_ADDRESS_HEADER
    try {
      const socket = address();
      for (let i = 0; i < 20; i++) {
        const spoofing = new Browser({ "x-forwarded-for": address(), [CLIENT_ADDRESS_HEADER]: socket });
        expect((await signInAs(nextAuthRoute, spoofing, `${uniq("spoof")}@example.com`, "password123456")).status).toBe(401);
      }
      await expectRateLimited(await signInAs(nextAuthRoute, new Browser({ "x-forwarded-for": address(), [CLIENT_ADDRESS_HEADER]: socket }), `${uniq("spoof")}@example.com`, "x"));
    } finally {
      setServerHooks(undefined);
    }
  });
});

describe("archive POST /auth", () => {
  const auth = (body: object, ip: string) => call(archiveAuth, "/auth", { body, headers: { "x-forwarded-for": ip } });

  it("429 with Retry-After after 5 failures for a client_id, even with the right secret; then works again", async () => {
    const { organisationId } = await createTestOrg();
    const creds = await createArchiveClient({ organisationId });
    for (let i = 0; i < 5; i++) expect((await auth({ ...creds, client_secret: `wrong-${i}` }, address())).status).toBe(401);
    await expectRateLimited(await auth(creds, address()), 60);
    advance(60_000);
    const ok = await auth(creds, address());
    expect(ok.status).toBe(200);
    expect((await ok.json()).access_token).toMatch(/^bpa_/);
    // Successes do not count: a client exchanging its credentials often is never locked out.
    const ip = address();
    for (let i = 0; i < 30; i++) expect((await auth(creds, ip)).status).toBe(200);
  });

  it("429 after 20 failures from one address, whatever the client_id", async () => {
    const { organisationId } = await createTestOrg();
    const creds = await createArchiveClient({ organisationId });
    const ip = address();
    for (let i = 0; i < 20; i++) expect((await auth({ client_id: uniq("acl_guess"), client_secret: "x" }, ip)).status).toBe(401);
    await expectRateLimited(await auth(creds, ip), 60);
    expect((await auth(creds, address())).status).toBe(200);
  });
});

describe("sign-up", () => {
  const form = (email: string) => {
    const f = new FormData();
    f.set("organisation", "Farm");
    f.set("email", email);
    f.set("password", "a long enough password");
    return f;
  };
  const balance = async (organisationId: string) => (await (await getDb()).creditAccount.findUniqueOrThrow({ where: { organisationId } })).balance;

  it("20 sign-ups at once from one address: 3 accounts, one free-credit grant", async () => {
    const ip = address();
    const browser = new Browser({ "x-forwarded-for": ip });
    const results = await as(browser, () => Promise.all(Array.from({ length: 20 }, () => signUpAction({ ok: false }, form(`${uniq("farm")}@example.com`)))));
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((r) => !r.ok)) expect(r.message).toMatch(/Too many sign-ups from your network\. Try again in/);
    expect(ok.map((r) => r.freeCredits).sort()).toEqual([0, 0, 1000]);
    const db = await getDb();
    const owners = await db.user.findMany({ where: { email: { in: ok.map((r) => r.values!.email.toLowerCase()) } }, include: { memberships: true } });
    const balances = await Promise.all(owners.map((u) => balance(u.memberships[0].organisationId)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it("free credits once per address per day, even spread over hours; a failed sign-up does not use the grant", async () => {
    const ip = address();
    const taken = `${uniq("taken")}@example.com`;
    await createOrganisation({ name: "Existing", owner: { email: taken, password: "a long enough password" }, credits: 0 });
    await expect(signUp({ organisation: "Dup", email: taken, password: "a long enough password" }, { address: ip })).rejects.toThrow(/already exists/);
    const first = await signUp({ organisation: "A", email: `${uniq("a")}@example.com`, password: "a long enough password" }, { address: ip });
    expect(first.freeCredits).toBe(1000);
    expect(await balance(first.organisationId)).toBe(1000);
    for (let h = 0; h < 3; h++) {
      advance(3_600_000);
      const later = await signUp({ organisation: "B", email: `${uniq("b")}@example.com`, password: "a long enough password" }, { address: ip });
      expect(later.freeCredits).toBe(0);
      expect(await balance(later.organisationId)).toBe(0);
    }
    advance(21 * 3_600_000);
    const nextDay = await signUp({ organisation: "C", email: `${uniq("c")}@example.com`, password: "a long enough password" }, { address: ip });
    expect(nextDay.freeCredits).toBe(1000);
    // Another address gets its own grant.
    expect((await signUp({ organisation: "D", email: `${uniq("d")}@example.com`, password: "a long enough password" }, { address: address() })).freeCredits).toBe(1000);
  });
});

describe("per-organisation API rate limit", () => {
  beforeEach(() => resetApiRateLimits());
  afterAll(() => {
    resetApiRateLimits();
    delete process.env.API_RATE_LIMIT_PER_MINUTE;
  });

  const list = (key: string) => call(listTemplates, "/v1/html2pdf/templates", { headers: { "x-api-key": key } });
  // Every pdf2json and html2pdf route goes through the same wrapper (orgKeyRoute); two of them here.
  const one = (key: string) => call(getTemplate, "/v1/html2pdf/templates/tpl_nope", { headers: { "x-api-key": key }, params: { id: "tpl_nope" } });

  it("429 with Retry-After past the organisation's limit, on every keyed route; the next minute is served", async () => {
    const { organisationId, apiKey } = await createTestOrg();
    await orgCommands.find((c) => c.name === "org:rate-limit")!.run({ org: organisationId, "per-minute": "3" });
    startOfNextMinute();
    advance(15_000); // 45 s left in this minute
    expect((await list(apiKey)).status).toBe(200);
    expect((await one(apiKey)).status).toBe(404); // served (no such template), and counted
    expect((await list(apiKey)).status).toBe(200);
    const body = await expectRateLimited(await list(apiKey), 45);
    expect(body.message).toMatch(/3 requests per minute/);
    await expectRateLimited(await one(apiKey), 45);
    // Refused calls are not written to usage (a flood of them would write a row each).
    const db = await getDb();
    const statuses = (await db.usageRecord.findMany({ where: { organisationId } })).map((u) => u.status);
    expect(statuses).not.toContain(429);

    advance(45_000);
    expect((await list(apiKey)).status).toBe(200);
    // Another organisation is not affected.
    const other = await createTestOrg();
    expect((await list(other.apiKey)).status).toBe(200);
  });

  it("defaults to API_RATE_LIMIT_PER_MINUTE; a changed limit applies on the next request", async () => {
    process.env.API_RATE_LIMIT_PER_MINUTE = "2";
    const { organisationId, apiKey } = await createTestOrg();
    expect((await list(apiKey)).status).toBe(200);
    expect((await list(apiKey)).status).toBe(200);
    await expectRateLimited(await list(apiKey));
    await orgCommands.find((c) => c.name === "org:rate-limit")!.run({ org: organisationId, "per-minute": "0" }); // unlimited
    for (let i = 0; i < 5; i++) expect((await list(apiKey)).status).toBe(200);
    delete process.env.API_RATE_LIMIT_PER_MINUTE;
  });

  it("counts the requests other processes report for the same minute", async () => {
    const { organisationId, apiKey } = await createTestOrg();
    await orgCommands.find((c) => c.name === "org:rate-limit")!.run({ org: organisationId, "per-minute": "10" });
    expect((await list(apiKey)).status).toBe(200);
    await syncApiRateLimits();
    // Another instance served 8 requests of this organisation in this minute and reconciled them.
    const run = await getSql();
    const minute = Math.floor(now / 60_000);
    await run(`UPDATE rate_limit SET count = count + 8 WHERE key = $1`, [`api:${organisationId}:${minute}`]);
    expect((await list(apiKey)).status).toBe(200); // the 10th of the minute; reconciling now (background)
    await syncApiRateLimits();
    await expectRateLimited(await list(apiKey));
    const [row] = await run<{ count: number }>(`SELECT count FROM rate_limit WHERE key = $1`, [`api:${organisationId}:${minute}`]);
    expect(Number(row.count)).toBe(10);
  });
});
