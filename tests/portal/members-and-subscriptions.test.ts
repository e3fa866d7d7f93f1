import { describe, expect, it } from "vitest";
import { authenticateOrgKey } from "@/lib/api/auth";
import { verifyPassword } from "@/lib/auth/passwords";
import { getDb } from "@/lib/db/client";
import { createOrganisation } from "@/lib/orgs/create-organisation";
import { addMember } from "@/lib/portal/add-member";
import { changeMemberRole } from "@/lib/portal/change-member-role";
import { changePassword } from "@/lib/portal/change-password";
import { listMembers } from "@/lib/portal/list-members";
import { listSubscriptions } from "@/lib/portal/list-subscriptions";
import { subscribeToProduct } from "@/lib/portal/subscribe-to-product";

let n = 0;
async function signUp() {
  const email = `owner${++n}-${Date.now()}@example.com`;
  const org = await createOrganisation({ name: `Org ${n}`, owner: { email, password: "a long enough password" } });
  return { organisationId: org.organisationId, userId: org.userId!, email };
}

const keyRequest = (key: string) => new Request("http://x/v1/html2pdf", { headers: { "x-api-key": key } });

describe("subscriptions", () => {
  it("subscribing to a public API issues the key once; a second product reuses it", async () => {
    const { organisationId } = await signUp();
    expect(await listSubscriptions(organisationId)).toEqual([]);

    const first = await subscribeToProduct(organisationId, "pdf2json");
    expect(first.apiKey).toMatch(/^sk_/);
    expect(first.alreadySubscribed).toBe(false);
    await expect(authenticateOrgKey(keyRequest(first.apiKey!))).resolves.toMatchObject({ organisationId });

    const second = await subscribeToProduct(organisationId, "html2pdf");
    expect(second.apiKey).toBeUndefined();
    const again = await subscribeToProduct(organisationId, "pdf2json");
    expect(again).toMatchObject({ alreadySubscribed: true, apiKey: undefined });

    expect((await listSubscriptions(organisationId)).map((s) => s.product).sort()).toEqual(["html2pdf", "pdf2json"]);
    await expect(authenticateOrgKey(keyRequest(first.apiKey!))).resolves.toMatchObject({ organisationId });
  });

  it("refuses products that are not self-serve", async () => {
    const { organisationId } = await signUp();
    for (const product of ["archive", "shortlinks", "vector", "docgen", "nonsense"]) {
      await expect(subscribeToProduct(organisationId, product)).rejects.toThrow(/not a self-serve public API/);
    }
    expect(await listSubscriptions(organisationId)).toEqual([]);
  });
});

describe("members", () => {
  it("an owner adds a member with a temporary password that signs in", async () => {
    const owner = await signUp();
    const added = await addMember({ ...owner, role: "owner" }, { email: " New.Person@Example.com ", role: "member" });
    expect(added.email).toBe("new.person@example.com");
    expect(added.temporaryPassword.length).toBeGreaterThanOrEqual(16);
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: "new.person@example.com" } });
    expect(user.passwordHash).not.toContain(added.temporaryPassword);
    expect(await verifyPassword(user.passwordHash, added.temporaryPassword)).toBe(true);
    const members = await listMembers(owner.organisationId);
    expect(members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      ["new.person@example.com", "member"],
    ]);
  });

  it("refuses bad emails, taken emails, and roles the actor may not grant", async () => {
    const owner = await signUp();
    const actor = { ...owner, role: "owner" as const };
    await expect(addMember(actor, { email: "nope", role: "member" })).rejects.toThrow(/valid email/);
    await expect(addMember(actor, { email: owner.email, role: "member" })).rejects.toThrow(/already has an account/);
    await expect(addMember(actor, { email: "x@example.com", role: "superuser" })).rejects.toThrow(/Choose a role/);
    const admin = await addMember(actor, { email: `admin${n}@example.com`, role: "admin" });
    const adminActor = { userId: admin.userId, organisationId: owner.organisationId, role: "admin" as const };
    await expect(addMember(adminActor, { email: `o${n}@example.com`, role: "owner" })).rejects.toThrow(/Only owners/);
    const member = await addMember(adminActor, { email: `m${n}@example.com`, role: "member" });
    const memberActor = { userId: member.userId, organisationId: owner.organisationId, role: "member" as const };
    await expect(addMember(memberActor, { email: `z${n}@example.com`, role: "member" })).rejects.toThrow(/Only owners and admins/);
  });

  it("role changes follow the rules: no self-change, admins never touch owners, one owner stays", async () => {
    const owner = await signUp();
    const ownerActor = { ...owner, role: "owner" as const };
    const admin = await addMember(ownerActor, { email: `adm${n}@example.com`, role: "admin" });
    const member = await addMember(ownerActor, { email: `mem${n}@example.com`, role: "member" });
    const members = await listMembers(owner.organisationId);
    const id = (userId: string) => members.find((m) => m.userId === userId)!.membershipId;
    const adminActor = { userId: admin.userId, organisationId: owner.organisationId, role: "admin" as const };

    await expect(changeMemberRole(ownerActor, id(owner.userId), "member")).rejects.toThrow(/your own role/);
    await expect(changeMemberRole(adminActor, id(owner.userId), "member")).rejects.toThrow(/Only owners can change an owner/);
    await expect(changeMemberRole(adminActor, id(member.userId), "owner")).rejects.toThrow(/Only owners can make/);
    await expect(changeMemberRole(adminActor, id(member.userId), "admin")).resolves.toMatchObject({ role: "admin" });
    await expect(changeMemberRole(ownerActor, id(admin.userId), "owner")).resolves.toMatchObject({ role: "owner" });

    const other = await signUp();
    await expect(changeMemberRole({ ...other, role: "owner" }, id(member.userId), "member")).rejects.toThrow(/not in this organisation/);
    const roles = Object.fromEntries((await listMembers(owner.organisationId)).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [owner.userId]: "owner", [admin.userId]: "owner", [member.userId]: "admin" });
  });

  it("changing a password needs the current one", async () => {
    const owner = await signUp();
    await expect(changePassword(owner.userId, "wrong password!", "another long password")).rejects.toThrow(/current password/);
    await expect(changePassword(owner.userId, "a long enough password", "short")).rejects.toThrow(/at least/);
    await changePassword(owner.userId, "a long enough password", "another long password");
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(await verifyPassword(user.passwordHash, "another long password")).toBe(true);
  });
});

describe("removing people", () => {
  it("removes the account, follows the rules, and frees the email", async () => {
    const { removeMember } = await import("@/lib/portal/remove-member");
    const owner = await signUp();
    const ownerActor = { ...owner, role: "owner" as const };
    const admin = await addMember(ownerActor, { email: `radm${n}@example.com`, role: "admin" });
    const member = await addMember(ownerActor, { email: `rmem${n}@example.com`, role: "member" });
    const id = async (userId: string) => (await listMembers(owner.organisationId)).find((m) => m.userId === userId)!.membershipId;
    const adminActor = { userId: admin.userId, organisationId: owner.organisationId, role: "admin" as const };

    await expect(removeMember(ownerActor, await id(owner.userId))).rejects.toThrow(/yourself/);
    await expect(removeMember(adminActor, await id(owner.userId))).rejects.toThrow(/Only owners can remove/);
    const memberActor = { userId: member.userId, organisationId: owner.organisationId, role: "member" as const };
    await expect(removeMember(memberActor, await id(admin.userId))).rejects.toThrow(/Only owners and admins/);
    const other = await signUp();
    await expect(removeMember({ ...other, role: "owner" }, await id(member.userId))).rejects.toThrow(/not in this organisation/);

    await expect(removeMember(adminActor, await id(member.userId))).resolves.toEqual({ email: member.email });
    const db = await getDb();
    expect(await db.user.findUnique({ where: { id: member.userId } })).toBeNull();
    expect((await listMembers(owner.organisationId)).map((m) => m.userId).sort()).toEqual([admin.userId, owner.userId].sort());
    await expect(addMember(ownerActor, { email: member.email, role: "member" })).resolves.toMatchObject({ email: member.email });
  });
});
