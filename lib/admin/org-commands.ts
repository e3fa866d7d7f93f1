import { getDb } from "@/lib/db/client";
import { grantCredits } from "@/lib/billing";
import { issueApiKey } from "@/lib/orgs/api-key";
import { setApiRateLimit } from "@/lib/orgs/api-rate-limit";
import { defaultApiRateLimit } from "@/lib/api/api-rate-limit";
import { createOrganisation } from "@/lib/orgs/create-organisation";
import { generateSecret } from "@/lib/api/secrets";
import { hashPassword } from "@/lib/auth/passwords";
import { findOrg, requireArg, UsageError, type AdminCommand } from "./command";

export const orgCommands: AdminCommand[] = [
  {
    name: "org:create",
    usage: "org:create --name N [--owner-email E --owner-password P] [--credits N]",
    async run(args) {
      const email = args["owner-email"];
      const password = args["owner-password"];
      if ((typeof email === "string") !== (typeof password === "string"))
        throw new UsageError("--owner-email and --owner-password go together");
      const credits = typeof args.credits === "string" ? Number(args.credits) : undefined;
      const created = await createOrganisation({
        name: requireArg(args, "name"),
        owner: typeof email === "string" && typeof password === "string" ? { email, password } : undefined,
        issueKey: true,
        credits,
      });
      return { org_id: created.organisationId, api_key: created.apiKey, ...(created.userId ? { owner_id: created.userId } : {}) };
    },
  },
  {
    name: "org:rotate-key",
    usage: "org:rotate-key --org ID",
    async run(args) {
      const org = await findOrg(requireArg(args, "org"));
      return { org_id: org, api_key: await issueApiKey(org) };
    },
  },
  {
    name: "org:rate-limit",
    usage: "org:rate-limit --org ID --per-minute N|default   (API requests per minute; 0 = unlimited)",
    async run(args) {
      const org = await findOrg(requireArg(args, "org"));
      const raw = requireArg(args, "per-minute");
      const perMinute = raw === "default" ? null : Number(raw);
      if (perMinute !== null && !(Number.isInteger(perMinute) && perMinute >= 0)) throw new UsageError("--per-minute must be a whole number (0 = unlimited) or default");
      await setApiRateLimit(org, perMinute);
      return { org_id: org, api_rate_limit_per_minute: perMinute ?? defaultApiRateLimit(), default: perMinute === null };
    },
  },
  {
    name: "credits:grant",
    usage: "credits:grant --org ID --credits N",
    async run(args) {
      const org = await findOrg(requireArg(args, "org"));
      const credits = Number(requireArg(args, "credits"));
      if (!Number.isInteger(credits) || credits <= 0) throw new UsageError("--credits must be a positive whole number");
      return { org_id: org, balance: await grantCredits(org, credits) };
    },
  },
  {
    name: "demo:ensure",
    usage: "demo:ensure",
    async run() {
      // Used by scripts/setup.sh: a demo organisation with an owner and credits. Keys and passwords are
      // stored hashed, so a second run issues a fresh key and password rather than showing old ones.
      const db = await getDb();
      const email = "demo@example.com";
      const password = generateSecret("", 12);
      const existing = await db.user.findUnique({ where: { email }, include: { memberships: true } });
      if (existing?.memberships[0]) {
        const organisationId = existing.memberships[0].organisationId;
        await db.user.update({ where: { id: existing.id }, data: { passwordHash: await hashPassword(password), sessionVersion: { increment: 1 } } });
        return { org_id: organisationId, api_key: await issueApiKey(organisationId), owner_email: email, owner_password: password, created: false };
      }
      const created = await createOrganisation({ name: "Demo organisation", owner: { email, password }, issueKey: true, credits: 100_000 });
      return { org_id: created.organisationId, api_key: created.apiKey, owner_email: email, owner_password: password, created: true };
    },
  },
  {
    name: "org:list",
    usage: "org:list",
    async run() {
      const db = await getDb();
      // Credits held by running servers for calls are not spent (lib/billing/credits.ts creditBalance).
      const orgs = await db.organisation.findMany({ orderBy: { createdAt: "asc" }, include: { creditAccount: true, creditHolds: { select: { credits: true } } } });
      return {
        organisations: orgs.map((o) => ({ org_id: o.id, name: o.name, credits: (o.creditAccount?.balance ?? 0) + o.creditHolds.reduce((n, h) => n + h.credits, 0) })),
      };
    },
  },
];
