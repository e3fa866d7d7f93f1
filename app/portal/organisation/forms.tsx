"use client";
import { useActionState, useState } from "react";
import { Alert, Button, Field, SecretReveal, SelectField, SubmitButton } from "@/components/ui";
import type { Role } from "@/lib/generated/prisma/client";
import {
  addMemberAction,
  changePasswordAction,
  changeRoleAction,
  removeMemberAction,
  renameAction,
  type AddMemberState,
  type FormState,
} from "./actions";

const LABEL: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member" };

export function RenameForm({ name }: { name: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(renameAction, { ok: false });
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" noValidate>
      <Field id="org-name" name="name" label="Organisation name" defaultValue={name} required className="min-w-64 flex-1" error={state.fieldErrors?.name} />
      <SubmitButton variant="secondary" pending={pending} pendingLabel="Saving…">
        Save name
      </SubmitButton>
      <div className="w-full">
        {state.error && <Alert tone="error">{state.error}</Alert>}
        {state.ok && state.message && <Alert tone="success">{state.message}</Alert>}
      </div>
    </form>
  );
}

export function AddMemberForm({ roles }: { roles: Role[] }) {
  const [state, action, pending] = useActionState<AddMemberState, FormData>(addMemberAction, { ok: false });
  return (
    <div className="space-y-4">
      <form action={action} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start" noValidate>
        <Field id="member-email" name="email" type="email" label="Email" autoComplete="off" required defaultValue={state.values?.email} error={state.fieldErrors?.email} />
        <SelectField id="member-role" name="role" label="Role" defaultValue={state.values?.role || "member"} error={state.fieldErrors?.role}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {LABEL[r]}
            </option>
          ))}
        </SelectField>
        <div className="sm:pt-6">
          <SubmitButton pending={pending} pendingLabel="Adding…">
            Add person
          </SubmitButton>
        </div>
      </form>
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {state.added && (
        <SecretReveal
          label={`Temporary password for ${state.added.email} (${LABEL[state.added.role]})`}
          secret={state.added.temporaryPassword}
          testId="temporary-password"
          warning="Give it to them over a channel you trust: it will not be shown again. They sign in with it and then set their own password on this page."
        />
      )}
    </div>
  );
}

export function RoleForm({ membershipId, email, role, roles }: { membershipId: string; email: string; role: Role; roles: Role[] }) {
  const [state, action, pending] = useActionState<FormState, FormData>(changeRoleAction, { ok: false });
  const selectId = `role-${membershipId}`;
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="membershipId" value={membershipId} />
      <label htmlFor={selectId} className="sr-only">
        Role for {email}
      </label>
      <select
        id={selectId}
        name="role"
        defaultValue={role}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? `${selectId}-error` : undefined}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:outline-2 focus:outline-indigo-600"
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {LABEL[r]}
          </option>
        ))}
      </select>
      <SubmitButton variant="secondary" className="px-3 py-1" pending={pending} pendingLabel="Saving…" aria-label={`Save role for ${email}`}>
        Save
      </SubmitButton>
      {state.error && (
        <p id={`${selectId}-error`} role="alert" className="w-full text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.ok && state.message && (
        <p role="status" className="w-full text-sm text-emerald-700">
          {state.message}
        </p>
      )}
    </form>
  );
}

export function PasswordForm({ minLength }: { minLength: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(changePasswordAction, { ok: false });
  return (
    <form action={action} className="max-w-md space-y-4" noValidate>
      <Field id="current" type="password" label="Current password" autoComplete="current-password" required error={state.fieldErrors?.current} />
      <Field
        id="next"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        minLength={minLength}
        hint={`At least ${minLength} characters.`}
        error={state.fieldErrors?.next}
      />
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {state.ok && state.message && <Alert tone="success">{state.message}</Alert>}
      <SubmitButton variant="secondary" pending={pending} pendingLabel="Saving…">
        Change password
      </SubmitButton>
    </form>
  );
}

export function RemoveMemberForm({ membershipId, email }: { membershipId: string; email: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(removeMemberAction, { ok: false });
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="ghost" className="px-3 py-1 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)} aria-label={`Remove ${email}`}>
        Remove…
      </Button>
    );
  }
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="membershipId" value={membershipId} />
      <span className="text-sm text-slate-700">Remove {email}? Their account is deleted.</span>
      <SubmitButton variant="danger" className="px-3 py-1" pending={pending} pendingLabel="Removing…" autoFocus>
        Yes, remove
      </SubmitButton>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setConfirming(false)} disabled={pending}>
        Cancel
      </Button>
      {state.error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}
