import { describe, expect, it } from "vitest";
import { UsageError } from "@/lib/admin/command";
import { adminCommands } from "@/lib/admin";
import { getDb } from "@/lib/db/client";
import { createTestOrg } from "../helpers";

const command = (name: string) => adminCommands.find((c) => c.name === name)!;

describe("vector admin commands", () => {
  it("vector:site creates a site and returns its id and key; vector:sites lists it", async () => {
    const { organisationId } = await createTestOrg();
    const out = await command("vector:site").run({ org: organisationId, name: "Main website", origins: "https://www.example.com/, https://shop.example.com" });
    expect(out.site_id).toMatch(/^site_/);
    expect(out.site_key).toMatch(/^vk_[A-Za-z0-9_-]{22}$/);
    expect(out.allowed_origins).toEqual(["https://www.example.com", "https://shop.example.com"]);
    const db = await getDb();
    expect(await db.vectorSite.findUnique({ where: { siteKey: out.site_key as string } })).toMatchObject({ id: out.site_id, organisationId });
    const list = await command("vector:sites").run({ org: organisationId });
    expect(list.sites).toEqual([expect.objectContaining({ site_id: out.site_id, name: "Main website" })]);
  });

  it("refuses unknown organisations, missing names and bad origins with a usage error", async () => {
    const { organisationId } = await createTestOrg();
    await expect(command("vector:site").run({ org: "org_nope", name: "x" })).rejects.toBeInstanceOf(UsageError);
    await expect(command("vector:site").run({ org: organisationId })).rejects.toBeInstanceOf(UsageError);
    await expect(command("vector:site").run({ org: organisationId, name: "x", origins: "ftp://x" })).rejects.toBeInstanceOf(UsageError);
  });
});
