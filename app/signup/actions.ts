"use server";
import { headers } from "next/headers";
import { clientAddress } from "@/lib/api/client-address";
import { describeWait } from "@/lib/api/rate-limit";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { SignUpError } from "@/lib/orgs/create-organisation";
import { signUp, SignUpRateLimited } from "@/lib/orgs/sign-up";

export type SignUpState = {
  ok: boolean;
  message?: string;
  /** Credits the new organisation starts with (0 when this network already had its free grant today). */
  freeCredits?: number;
  errors?: Partial<Record<"organisation" | "email" | "password", string>>;
  values?: { organisation: string; name: string; email: string };
};

export async function signUpAction(_prev: SignUpState, form: FormData): Promise<SignUpState> {
  const values = {
    organisation: String(form.get("organisation") ?? "").trim(),
    name: String(form.get("name") ?? "").trim(),
    email: String(form.get("email") ?? "").trim(),
  };
  const password = String(form.get("password") ?? "");
  const errors: SignUpState["errors"] = {};
  if (!values.organisation) errors.organisation = "Enter your organisation's name.";
  else if (values.organisation.length > 120) errors.organisation = "Keep the name under 120 characters.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = "Enter a valid email address.";
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = `Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (password.length > 200) errors.password = "Keep the password under 200 characters.";
  if (Object.keys(errors).length) return { ok: false, errors, values };
  let freeCredits: number;
  try {
    const created = await signUp(
      { organisation: values.organisation, email: values.email, password, name: values.name || undefined },
      { address: clientAddress(await headers()) },
    );
    freeCredits = created.freeCredits;
  } catch (error) {
    if (error instanceof SignUpRateLimited) {
      return { ok: false, message: `Too many sign-ups from your network. Try again in ${describeWait(error.retryAfterSeconds)}.`, values };
    }
    if (error instanceof SignUpError) {
      const field = /email|account/i.test(error.message) ? "email" : /password/i.test(error.message) ? "password" : "organisation";
      return { ok: false, errors: { [field]: error.message }, values };
    }
    console.error("sign-up failed", error);
    return { ok: false, message: "Something went wrong on our side. Try again in a moment.", values };
  }
  return { ok: true, values, freeCredits };
}
