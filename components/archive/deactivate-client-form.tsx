"use client";
// Deactivation asks first: the marketing platform using this client stops archiving at once.
import { useActionState, useState } from "react";
import { Alert, Button, SubmitButton } from "@/components/ui";
import type { ActionState } from "@/app/portal/archive/actions";

export function DeactivateClientForm({ clientId, action }: { clientId: string; action: (prev: ActionState, form: FormData) => Promise<ActionState> }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const [confirming, setConfirming] = useState(false);
  if (state.ok) return <Alert tone="success">{state.message}</Alert>;
  return (
    <div className="space-y-2">
      {state.message && <Alert tone="error">{state.message}</Alert>}
      {!confirming ? (
        <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={`Deactivate client ${clientId}`}>
          Deactivate…
        </Button>
      ) : (
        <form action={formAction} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="client_id" value={clientId} />
          <span className="text-sm text-red-800">Its tokens stop working immediately.</span>
          <SubmitButton variant="danger" pending={pending} pendingLabel="Deactivating…" autoFocus>
            Yes, deactivate
          </SubmitButton>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
        </form>
      )}
    </div>
  );
}
