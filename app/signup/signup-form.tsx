"use client";
// Sign-up runs as a server action (creates the organisation and its owner); on success the browser signs
// in with the same credentials through next-auth and lands in the portal.
import { useActionState } from "react";
import { signIn } from "next-auth/react";
import { Alert, Field, SubmitButton } from "@/components/ui";
import { signUpAction, type SignUpState } from "./actions";

export function SignUpForm({ minPassword }: { minPassword: number }) {
  const [state, formAction, pending] = useActionState(async (prev: SignUpState, form: FormData): Promise<SignUpState> => {
    const result = await signUpAction(prev, form);
    if (!result.ok) return result;
    const signedIn = await signIn("credentials", { redirect: false, email: String(form.get("email")), password: String(form.get("password")) });
    if (!signedIn || signedIn.error) {
      return { ok: false, message: "Your account was created, but signing in failed. Sign in with your new password.", values: result.values };
    }
    window.location.assign(result.freeCredits ? "/portal?welcome=1" : "/portal?welcome=no-free-credits");
    return result;
  }, { ok: false });
  const v = state.values;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {state.message && <Alert tone="error">{state.message}</Alert>}
      <Field id="organisation" label="Organisation name" autoComplete="organization" required defaultValue={v?.organisation} error={state.errors?.organisation} />
      <Field id="name" label="Your name" hint="Optional." autoComplete="name" defaultValue={v?.name} />
      <Field id="email" label="Work email" type="email" autoComplete="email" required defaultValue={v?.email} error={state.errors?.email} />
      <Field
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minPassword}
        hint={`At least ${minPassword} characters.`}
        error={state.errors?.password}
      />
      <SubmitButton className="w-full" pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
