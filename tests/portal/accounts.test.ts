// Portal accounts: sign-in costs the same argon2 work whether or not the e-mail exists, and a password
// change ends the person's other sessions (the session that made it carries on). next-auth runs for real:
// its route handler, its JWT cookies, getServerSession; next/headers answers from an in-memory browser.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Browser, as, signInAs } from "../next-request";

vi.mock("next/headers", () => import("../next-request").then((m) => m.nextHeadersMock));
vi.mock("@/lib/auth/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/passwords")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

process.env.NEXTAUTH_URL = "http://localhost:3000";
process.env.TRUSTED_PROXY = "1"; // each browser below comes from its own address (x-forwarded-for)

const nextAuthRoute = await import("@/app/api/auth/[...nextauth]/route");
const { changePasswordAction } = await import("@/app/portal/organisation/actions");
const { getPortalContext } = await import("@/lib/auth/session");
const { checkCredentials, dummyPasswordHash } = await import("@/lib/auth/sign-in");
const passwords = await import("@/lib/auth/passwords");
const { createOrganisation } = await import("@/lib/orgs/create-organisation");
const { setRateLimitClock } = await import("@/lib/api/rate-limit");

let n = 0;
const stamp = Date.now().toString(36);
const nextAddress = () => `203.0.113.${(++n % 250) + 1}`;
const browser = () => new Browser({ "x-forwarded-for": nextAddress() });

async function newUser(password = "a long enough password") {
  const email = `acct${++n}-${stamp}@example.com`;
  const org = await createOrganisation({ name: `Accounts ${n}`, owner: { email, password } });
  return { email, password, userId: org.userId!, organisationId: org.organisationId };
}

afterEach(() => setRateLimitClock());

/** The argon2 parameters of a PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
const argonParams = (hash: string) => hash.split("$").slice(1, 4).join("$");

describe("sign-in takes the same work whether or not the e-mail exists", () => {
  beforeAll(async () => {
    await dummyPasswordHash(); // made once per process
  });

  it("an unknown e-mail is checked against a dummy argon2 hash with the real parameters", async () => {
    const user = await newUser();
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    expect(await checkCredentials(`nobody-${stamp}@example.com`, "a guess at a password", nextAddress())).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    const realHash = (await (await import("@/lib/db/client")).getDb()).user.findUniqueOrThrow({ where: { email: user.email } });
    expect(argonParams(verify.mock.calls[0][0])).toBe(argonParams((await realHash).passwordHash));
    expect(argonParams(verify.mock.calls[0][0])).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);

    verify.mockClear();
    expect(await checkCredentials(user.email, "the wrong password!", nextAddress())).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe("a password change ends the other sessions", () => {
  it("the session that changed it carries on; another one ends on its next request", async () => {
    const user = await newUser();
    const laptop = browser();
    const phone = browser();
    expect((await signInAs(nextAuthRoute, laptop, user.email, user.password)).status).toBe(200);
    expect((await signInAs(nextAuthRoute, phone, user.email, user.password)).status).toBe(200);
    expect((await as(laptop, getPortalContext))?.user.id).toBe(user.userId);
    expect((await as(phone, getPortalContext))?.user.id).toBe(user.userId);

    const form = new FormData();
    form.set("current", user.password);
    form.set("next", "a brand new long password");
    const result = await as(laptop, () => changePasswordAction({ ok: false }, form));
    expect(result).toMatchObject({ ok: true });

    expect(await as(phone, getPortalContext)).toBeNull();
    expect((await as(laptop, getPortalContext))?.user.id).toBe(user.userId);

    // The old password no longer signs in; the new one does, and that session is good.
    const again = browser();
    expect((await signInAs(nextAuthRoute, again, user.email, user.password)).status).toBe(401);
    expect((await signInAs(nextAuthRoute, again, user.email, "a brand new long password")).status).toBe(200);
    expect((await as(again, getPortalContext))?.user.id).toBe(user.userId);
  });

  it("a session from before the change is refused by the session endpoint too, and its cookie cleared", async () => {
    const user = await newUser();
    const tablet = browser();
    await signInAs(nextAuthRoute, tablet, user.email, user.password);
    const before = await (await import("../next-request")).authRequest(nextAuthRoute, tablet, "session");
    expect((await before.json()).user).toMatchObject({ email: user.email });

    const { changePassword } = await import("@/lib/portal/change-password");
    await changePassword(user.userId, user.password, "another long password here");
    const after = await (await import("../next-request")).authRequest(nextAuthRoute, tablet, "session");
    expect(await after.json()).toEqual({});
    expect([...tablet.cookies.keys()].some((k) => k.includes("session-token"))).toBe(false);
  });
});
