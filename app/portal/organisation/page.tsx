import type { Metadata } from "next";
import { Badge, Card, PageHeader, Table } from "@/components/ui";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { listMembers, type Member } from "@/lib/portal/list-members";
import { grantableRoles, ROLE_DESCRIPTION, ROLE_LABEL, ROLES } from "@/lib/portal/member-rules";
import { AddMemberForm, PasswordForm, RemoveMemberForm, RenameForm, RoleForm } from "./forms";

export const metadata: Metadata = { title: "Organisation" };
export const dynamic = "force-dynamic";

export default async function OrganisationPage() {
  const ctx = await requirePortalContext();
  const manager = canManage(ctx.role);
  const members = await listMembers(ctx.organisation.id);
  const grantable = grantableRoles(ctx.role);
  // Owners can change anyone but themselves; admins anyone but themselves and owners.
  const canEdit = (m: Member) => manager && m.userId !== ctx.user.id && (m.role !== "owner" || ctx.role === "owner");

  return (
    <>
      <PageHeader title="Organisation" description="Your organisation's name, the people in it and what each may do." />
      <div className="space-y-6">
        <Card title="Details">
          {manager ? (
            <RenameForm name={ctx.organisation.name} />
          ) : (
            <dl className="text-sm">
              <dt className="text-slate-600">Name</dt>
              <dd className="mt-1 text-slate-900">{ctx.organisation.name}</dd>
            </dl>
          )}
        </Card>

        <Card title="People" description={`${members.length} ${members.length === 1 ? "person" : "people"} in ${ctx.organisation.name}.`}>
          <Table
            caption="People and their roles"
            rows={members}
            rowKey={(m) => m.membershipId}
            columns={[
              {
                header: "Email",
                cell: (m) => (
                  <span>
                    {m.email}
                    {m.userId === ctx.user.id && <span className="ml-2 text-xs text-slate-500">(you)</span>}
                  </span>
                ),
              },
              {
                header: "Role",
                cell: (m) =>
                  canEdit(m) ? (
                    <RoleForm membershipId={m.membershipId} email={m.email} role={m.role} roles={grantable} />
                  ) : (
                    <Badge tone={m.role === "member" ? "neutral" : "indigo"}>{ROLE_LABEL[m.role]}</Badge>
                  ),
              },
              { header: "Added", cell: (m) => m.createdAt.toISOString().slice(0, 10) },
              ...(manager
                ? [{ header: "Actions", cell: (m: Member) => (canEdit(m) ? <RemoveMemberForm membershipId={m.membershipId} email={m.email} /> : null) }]
                : []),
            ]}
          />
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
            {ROLES.map((r) => (
              <div key={r}>
                <dt className="font-medium text-slate-800">{ROLE_LABEL[r]}</dt>
                <dd className="text-slate-600">{ROLE_DESCRIPTION[r]}</dd>
              </div>
            ))}
          </dl>
        </Card>

        {manager && (
          <Card
            title="Add a person"
            description="They get an account with a temporary password, shown to you once. Each person belongs to one organisation."
          >
            <AddMemberForm roles={grantable} />
          </Card>
        )}

        <Card title="Your password" description="People added by an owner or admin should replace their temporary password here.">
          <PasswordForm minLength={MIN_PASSWORD_LENGTH} />
        </Card>
      </div>
    </>
  );
}
