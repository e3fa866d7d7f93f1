"use client";
import { useActionState } from "react";
import { Field, SubmitButton } from "@/components/ui";
import { createTemplateAction } from "@/app/portal/templates/actions";

export function NewTemplateForm({ disabled }: { disabled?: boolean }) {
  const [state, action, pending] = useActionState(createTemplateAction, null);
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <Field id="template-name" name="name" label="Name" required maxLength={200} placeholder="Invoice" error={state?.error} className="min-w-64 flex-1" />
      <SubmitButton pending={pending} pendingLabel="Creating…" disabled={disabled || pending}>
        Create template
      </SubmitButton>
      {disabled ? <p className="w-full text-sm text-amber-800">The organisation has reached 100 templates; delete one first.</p> : null}
    </form>
  );
}
