"use client";
import { useActionState } from "react";
import { SubmitButton } from "@/components/ui";
import type { ActionState } from "@/app/portal/archive/actions";

export function RetryEmailForm({ id, action }: { id: string; action: (prev: ActionState, form: FormData) => Promise<ActionState> }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} className="flex items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <SubmitButton variant="secondary" pending={pending} pendingLabel="Queuing…">
        Retry
      </SubmitButton>
      {state.message && <span className={state.ok ? "text-xs text-emerald-700" : "text-xs text-red-700"} role="status">{state.message}</span>}
    </form>
  );
}
