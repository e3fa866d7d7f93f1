import { describe, expect, it } from "vitest";
import { adminCommands } from "@/lib/admin";
import { UsageError } from "@/lib/admin/command";
import { createTestOrg } from "../helpers";
import { shorten } from "./helpers";

const command = (name: string) => adminCommands.find((c) => c.name === name)!;

describe("npm run admin -- shortlinks:domain", () => {
  it("answers {domain, api_key} with a key that works for that domain, and lists it masked", async () => {
    const { organisationId } = await createTestOrg();
    const out = await command("shortlinks:domain").run({ org: organisationId, domain: "Go.Admin-Test.example" });
    expect(out).toMatchObject({ domain: "go.admin-test.example", shared: false, rotated: false });
    expect(out.api_key).toMatch(/^slk_[A-Za-z0-9_-]{32}$/);
    const res = await shorten({ domain: "go.admin-test.example", api_key: out.api_key as string, long_url: "https://example.com/", subscriber_key: "a" });
    expect(res.status).toBe(200);
    const listed = await command("shortlinks:domains").run({ org: organisationId });
    expect(listed.domains).toEqual([{ domain: "go.admin-test.example", shared: false, key: `slk_…${(out.api_key as string).slice(-4)}`, links: 1, clicks: 0 }]);
  });

  it("refuses an unknown organisation, a missing flag and a bad domain with a usage error", async () => {
    const { organisationId } = await createTestOrg();
    await expect(command("shortlinks:domain").run({ org: "org_nope", domain: "a.example" })).rejects.toBeInstanceOf(UsageError);
    await expect(command("shortlinks:domain").run({ org: organisationId })).rejects.toBeInstanceOf(UsageError);
    await expect(command("shortlinks:domain").run({ org: organisationId, domain: "bad domain" })).rejects.toBeInstanceOf(UsageError);
  });
});
