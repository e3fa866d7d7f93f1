"use client";
// Rotation asks for confirmation first (it breaks every integration using the current key), then shows
// the new key once.
import { useActionState, useState } from "react";
import { Alert, Button, SecretReveal, SubmitButton } from "@/components/ui";
import { rotateKeyAction, type RotateState } from "./actions";

export function RotateKeyForm() {
  const [state, formAction, pending] = useActionState<RotateState>(rotateKeyAction, { ok: false });
  const [confirming, setConfirming] = useState(false);
  const [shownKey, setShownKey] = useState<string | undefined>();
  if (state.ok && state.key && state.key !== shownKey) {
    setShownKey(state.key);
    setConfirming(false);
  }
  return (
    <div className="space-y-4">
      {shownKey && (
        <SecretReveal
          label="Your new API key"
          secret={shownKey}
          testId="new-api-key"
          warning={
            <>
              Copy it now: it will not be shown again. <strong>The old key stopped working</strong>; update every integration that used it.
            </>
          }
        />
      )}
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {!confirming ? (
        <Button variant="secondary" onClick={() => setConfirming(true)} aria-expanded={false} aria-controls="rotate-confirm">
          Rotate key…
        </Button>
      ) : (
        <form id="rotate-confirm" action={formAction} className="rounded-md border border-red-200 bg-red-50 p-4" aria-labelledby="rotate-confirm-title">
          <p id="rotate-confirm-title" className="text-sm font-medium text-red-900">
            Rotate the API key?
          </p>
          <p className="mt-1 text-sm text-red-900">
            A new key is issued and the current key stops working immediately, for every call using it.
          </p>
          <div className="mt-3 flex gap-2">
            <SubmitButton variant="danger" pending={pending} pendingLabel="Rotating…" autoFocus>
              Yes, rotate the key
            </SubmitButton>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
