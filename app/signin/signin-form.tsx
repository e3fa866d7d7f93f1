"use client";
// Signs in through next-auth's credentials provider without a redirect, so a wrong password is reported
// inline rather than on a separate error page.
import { useActionState } from "react";
import { signIn } from "next-auth/react";
import { Alert, Field, SubmitButton } from "@/components/ui";

type State = { error?: string; email: string };

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, formAction, pending] = useActionState(async (_prev: State, form: FormData): Promise<State> => {
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) return { email, error: "Enter your email and password." };
    try {
      const result = await signIn("credentials", { redirect: false, email, password, callbackUrl });
      if (result?.error === "RateLimited") return { email, error: "Too many sign-in attempts. Wait a few minutes, then try again." };
      if (!result || result.error) return { email, error: "Wrong email or password" };
    } catch {
      return { email, error: "Could not reach the server. Check your connection and try again." };
    }
    window.location.assign(callbackUrl);
    return { email };
  }, { email: "" });
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {state.error && (
        <Alert tone="error" id="signin-error">
          {state.error}
        </Alert>
      )}
      <Field
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={state.email}
        aria-describedby={state.error ? "signin-error" : undefined}
        aria-invalid={state.error ? true : undefined}
      />
      <Field
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        aria-describedby={state.error ? "signin-error" : undefined}
        aria-invalid={state.error ? true : undefined}
      />
      <SubmitButton className="w-full" pending={pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
