"use client";
import Link from "next/link";
import { useActionState } from "react";
import { Alert, SecretReveal, SubmitButton } from "@/components/ui";
import { subscribeAction, type SubscribeState } from "./actions";

export function SubscribeForm({ product, productLabel, subscribed }: { product: string; productLabel: string; subscribed: boolean }) {
  const [state, formAction, pending] = useActionState<SubscribeState, FormData>(subscribeAction, { ok: false });
  return (
    <div className="space-y-3">
      {!subscribed && (
        <form action={formAction}>
          <input type="hidden" name="product" value={product} />
          <SubmitButton pending={pending} pendingLabel="Subscribing…" aria-label={`Subscribe to ${productLabel}`}>
            Subscribe
          </SubmitButton>
        </form>
      )}
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {state.ok && state.message && <Alert tone="success">{state.message}</Alert>}
      {state.key && (
        <SecretReveal
          label="Your organisation API key"
          secret={state.key}
          testId="new-api-key"
          warning={
            <>
              Copy it now: it will not be shown again. Owners and admins see it masked on the{" "}
              <Link href="/portal/keys" className="underline">
                API key
              </Link>{" "}
              page and can rotate it there.
            </>
          }
        />
      )}
    </div>
  );
}
